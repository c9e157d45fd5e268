#!/bin/bash
# Round 24 (benchmarks/RESULTS.md): one engine on WebGL2 too. The SDK whose WebGL2 engine runs each
# frame's pass list on the GL executor (web/wasm/web_engine.cc -> src/executors), with the shader
# front end (src/shader), beside the build before it (b028d8d, variant 'old': the WebGL2 engine
# pulling the nodes' draws at once), same page loads, modes in a fresh random order every repeat:
# delivered fps of both backends at 720p and 1080p beside the trivial pass-through, then GPU ms per
# stage (WebGL2: the engine's GPU timer; WebGPU: the SDK's timestamp queries).
# Packed with
#   git worktree add /work/old b028d8d && (cd /work/old && emcmake cmake -S . -B build/wasm
#     -DCMAKE_BUILD_TYPE=Release -DVFX_CODEGEN_EXECUTABLE=/work/main/build/native/codegen/vfx-codegen &&
#     NODE_PATH=/usr/share/nodejs cmake --build build/wasm)
#   make wasm && benchmarks/gpu_browser/pack_site.sh .bench/site old=/work/old/build/wasm/site
# and run in two device calls right after the staging calls (each carrying .bench; one call
# holds at most 600 s of pages):
#   bash benchmarks/gpu_browser/round24.sh fps     # delivered fps, and the WebGL2 stages
#   bash benchmarks/gpu_browser/round24.sh gpu     # the WebGPU stages
#   bash benchmarks/gpu_browser/round24.sh fps2    # a second page load of both backends, 5 repeats
#   bash benchmarks/gpu_browser/round24.sh fps3    # a third, WebGL2 at 1080p only, 8 repeats
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
if [ "${1:-fps}" = fps ]; then
  run fps 260 'sdk_fps.html?sizes=1280x720,1920x1080&modes=passthrough,main:webgl2,main:webgl2@old,main,main@old&seconds=3&repeat=3'
  run stages_webgl2 200 'sdk_fps.html?sizes=1280x720,1920x1080&modes=stages,stages@old&seconds=3&repeat=3'
elif [ "$1" = fps3 ]; then
  run fps3 300 'sdk_fps.html?sizes=1920x1080&modes=main:webgl2,main:webgl2@old&seconds=3&repeat=8'
elif [ "$1" = fps2 ]; then
  run fps2 420 'sdk_fps.html?sizes=1280x720,1920x1080&modes=main:webgl2,main:webgl2@old,main,main@old&seconds=3&repeat=5'
else
  run stages_webgpu 150 'sdk_fps.html?sizes=1280x720,1920x1080&modes=main:webgpu,main:webgpu@old&seconds=3&repeat=3'
fi
pack_pages
