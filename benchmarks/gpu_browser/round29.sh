#!/bin/bash
# Round 29 (benchmarks/RESULTS.md "The face effects on the H200"): what touch-up and face light
# (sdk_fps.html's '+face' modes: touchUp 0.6, lightCorrection 'face') cost on each backend at 720p,
# beside blur alone and the trivial pass-through, in one page load, modes in a fresh random order
# each repeat; then the WebGL2 engine's GPU ms per stage with and without them.
# Packed with `make wasm && benchmarks/gpu_browser/pack_site.sh .bench/site`, run right after the
# staging calls (carrying .bench):
#   bash benchmarks/gpu_browser/round29.sh
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
run face_fps 280 'sdk_fps.html?sizes=1280x720&modes=passthrough,main,main%2Bface,main:webgpu,main:webgpu%2Bface,stages,stages%2Bface&seconds=4&repeat=3'
run face_fps_b 280 'sdk_fps.html?sizes=1280x720&modes=passthrough,main,main%2Bface,main:webgpu,main:webgpu%2Bface,stages,stages%2Bface&seconds=4&repeat=3'
pack_pages
