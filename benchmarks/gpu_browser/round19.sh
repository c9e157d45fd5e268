#!/bin/bash
# Round 19 (benchmarks/RESULTS.md "Edge quality"): the GPU cost of the refinement, blur and composite
# stages with the texel statistics (this build) beside the build before them (variant 'prev') and the
# build before the edge work began (variant 'old', 421cf8e), same page loads; WebGL2 engine stages
# (GPU waits between stages) and the SDK's WebGPU stages (timestamp queries). Packed with
#   benchmarks/gpu_browser/pack_site.sh .bench/site prev=PREV/build/wasm/site old=OLD/build/wasm/site
# and run in the device call right after the three staging calls (the last carrying .bench):
#   bash benchmarks/gpu_browser/round19.sh
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
run stages_webgl2 200 'sdk_fps.html?sizes=1280x720,1920x1080&modes=stages,stages@prev,stages@old&seconds=3&repeat=3'
run stages_webgpu 200 'sdk_fps.html?sizes=1280x720,1920x1080&modes=main:webgpu,main:webgpu@prev&seconds=3&repeat=2'
pack_pages
