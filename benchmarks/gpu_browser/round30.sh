#!/bin/bash
# Round 30 (benchmarks/RESULTS.md "The face effects on the GPU"): touch-up in two passes instead of
# three and face statistics over the face alone, beside the build before (variant `old`, whose
# touch-up filtered the whole region three times and read the whole frame for the face's mean), in
# one page load: SDK fps (the default backend, WebGPU here) and the WebGL2 engine's stage timers.
# Packed with
#   make wasm && benchmarks/gpu_browser/pack_site.sh .bench/site && cp -r OLD_SITE/sdk .bench/site/variants/old/sdk
# (OLD_SITE: the previous .bench/site), run right after the staging calls (carrying .bench):
#   bash benchmarks/gpu_browser/round30.sh
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
modes='passthrough,main,main%2Bface,main%2Bface@old,stages,stages%2Bface,stages%2Bface@old'
run face_fps 280 "sdk_fps.html?sizes=1280x720&modes=$modes&seconds=4&repeat=3"
run face_fps_b 280 "sdk_fps.html?sizes=1280x720&modes=$modes&seconds=4&repeat=3"
pack_pages
