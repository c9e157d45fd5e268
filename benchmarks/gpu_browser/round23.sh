#!/bin/bash
# Round 23 (benchmarks/RESULTS.md): one engine. The SDK whose WebGPU backend runs the wasm
# frame graph's pass lists (web/sdk/webgpu_executor.js) beside the build before it (e1cbf19,
# variant 'old': the JS copy of the pipeline, webgpu_effects.js), same page loads, modes in a
# fresh random order every repeat: delivered fps of both backends at 720p and 1080p beside the
# trivial pass-through, then GPU ms per stage (WebGL2: the engine's GPU timer; WebGPU: the SDK's
# timestamp queries).
# Packed with
#   git worktree add /work/old e1cbf19 && (cd /work/old && emcmake cmake -S . -B build/wasm
#     -DCMAKE_BUILD_TYPE=Release -DVFX_CODEGEN_EXECUTABLE=$PWD/build/native/codegen/vfx-codegen &&
#     NODE_PATH=/usr/share/nodejs cmake --build build/wasm)
#   (the models are the same from either generator; its effects.json is the old writer's,
#    codegen/emit/webgpu_effects_writer.cc at e1cbf19, written into site/webgpu and site/sdk/webgpu)
#   make wasm && benchmarks/gpu_browser/pack_site.sh .bench/site old=/work/old/build/wasm/site
# and run in the device call right after the staging calls (the last carrying .bench):
#   bash benchmarks/gpu_browser/round23.sh
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
run fps 260 'sdk_fps.html?sizes=1280x720,1920x1080&modes=passthrough,main,main@old,main:webgl2,main:webgl2@old&seconds=3&repeat=3'
run stages_webgpu 150 'sdk_fps.html?sizes=1280x720,1920x1080&modes=main:webgpu,main:webgpu@old&seconds=3&repeat=3'
run stages_webgl2 200 'sdk_fps.html?sizes=1280x720,1920x1080&modes=stages,stages@old&seconds=3&repeat=3'
pack_pages
