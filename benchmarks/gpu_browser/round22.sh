#!/bin/bash
# Round 22 (benchmarks/RESULTS.md, session 22): the GPU cost of the one-sided own colour in the
# full-resolution refinement pass (shaders/mask_upsample.frag) beside the same build with the
# shader before it (variant 'old': only mask_upsample.frag differs), same page loads; WebGL2
# engine stages (GPU timer) and the SDK's WebGPU stages (timestamp queries), then delivered fps.
# Packed with
#   git show 4dac10b:shaders/mask_upsample.frag > shaders/mask_upsample.frag && make wasm
#   cp -r build/wasm/site /tmp/oldshader_site && git checkout shaders/mask_upsample.frag && make wasm
#   benchmarks/gpu_browser/pack_site.sh .bench/site old=/tmp/oldshader_site
# and run in the device call right after the staging calls (the last carrying .bench):
#   bash benchmarks/gpu_browser/round22.sh
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
run stages_webgl2 200 'sdk_fps.html?sizes=1280x720,1920x1080&modes=stages,stages@old&seconds=3&repeat=3'
run stages_webgpu 150 'sdk_fps.html?sizes=1280x720,1920x1080&modes=main:webgpu,main:webgpu@old&seconds=3&repeat=2'
run fps 200 'sdk_fps.html?sizes=1280x720,1920x1080&modes=passthrough,main,main@old&seconds=3&repeat=2'
pack_pages
