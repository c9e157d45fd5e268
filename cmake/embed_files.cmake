# vfx_embed_files(OUTPUT file.cc NAMESPACE ns FILES a.glsl b.glsl ...)
# Generates a C++ source defining, in namespace `ns`:
#   extern const EmbeddedFile kEmbeddedFiles[]; extern const int kEmbeddedFileCount;
# (EmbeddedFile is {const char* name; const char* contents;}, declared in
# src/core/embedded_file.h). Re-runs whenever an input file changes.
set(VFX_EMBED_SCRIPT ${CMAKE_CURRENT_LIST_DIR}/embed_files_script.cmake)

function(vfx_embed_files)
  cmake_parse_arguments(ARG "" "OUTPUT;NAMESPACE" "FILES" ${ARGN})
  add_custom_command(
    OUTPUT ${ARG_OUTPUT}
    COMMAND ${CMAKE_COMMAND} -DOUTPUT=${ARG_OUTPUT} -DNAMESPACE=${ARG_NAMESPACE}
            "-DFILES=${ARG_FILES}" -P ${VFX_EMBED_SCRIPT}
    DEPENDS ${ARG_FILES} ${VFX_EMBED_SCRIPT}
    COMMENT "Embedding ${ARG_NAMESPACE} files into ${ARG_OUTPUT}"
    VERBATIM)
endfunction()
