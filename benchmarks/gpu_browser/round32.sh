#!/bin/bash
# Round 32 (benchmarks/RESULTS.md "The fair race"): every engine at its documented best, in a fresh
# random order every round (race.html: ORT WebGPU with graph capture and IO binding on both its EPs,
# and without for the record; MediaPipe in VIDEO mode with a callback; ours on WebGL2 and on WebGPU
# waiting as the SDK does and passively), mask on the CPU, GPU-complete and pipelined; then the
# product race with CPU time of every browser process per frame, uncapped and at a 30 fps camera.
# Packed with `make wasm && benchmarks/gpu_browser/pack_site.sh .bench/site`, run right after the
# staging calls (each carrying .bench; a call holds at most 600 s of pages):
#   bash benchmarks/gpu_browser/round32.sh race      # two page loads of the net race
#   bash benchmarks/gpu_browser/round32.sh product   # the product race, uncapped and at 30 fps
#   bash benchmarks/gpu_browser/round32.sh stages    # GPU ms per stage at every quality level
#   bash benchmarks/gpu_browser/round32.sh motion    # the motion stage against the build before (variant old)
#   bash benchmarks/gpu_browser/round32.sh se        # WebGPU plans with --se-readers beside the default ones
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
if [ "${1:-race}" = race ]; then
  run race_a 280 'race.html?rounds=60&warmup=10&control=1&profile=0'
  run race_b 280 'race.html?rounds=60&warmup=10&control=1&profile=0'
elif [ "$1" = stages ]; then
  # GPU ms per stage of the WebGL2 engine at every quality level (the levels 2 and 3 carry the mask by motion)
  run stages_levels 280 'sdk_fps.html?sizes=1280x720,1920x1080&modes=stages,stages/1,stages/2,stages/3&repeat=3'
elif [ "$1" = motion ]; then
  # The motion search in row sums (this build) against the build before (pack_site.sh ... old=DIR of 5cef74e)
  run stages_motion 280 'sdk_fps.html?sizes=1280x720,1920x1080&modes=stages/3,stages/3@old,stages,stages@old&repeat=3'
elif [ "$1" = se ]; then
  # WebGPU plans with squeeze-excite readers (vfx-codegen --webgpu --se-readers, copied to .bench/site/webgpu-se/)
  run race_se 280 'race.html?vfx=&webgpu=auto,auto@webgpu-se&engines=ort/webgpu-capture&control=0&profile=0&rounds=60'
else
  run product_uncapped 280 'product_race.html?size=1280x720&source=i420&seconds=4&repeat=2'
  run product_30fps 280 'product_race.html?size=1280x720&source=i420&seconds=4&repeat=2&source_fps=30'
fi
pack_pages
