#!/bin/bash
# Round 35 (benchmarks/RESULTS.md "The face detector's passes on WebGPU"): GPU time per dispatch of the
# face detector's WebGPU plan (timestamp queries, each dispatch in a compute pass of its own), this
# build's plans (/webgpu/) and the build before's (/webgpu_old/, copied there when packing), with the
# 256² segmenter beside it for scale (probe); the face effects' stage times and SDK fps with the
# detector's still-face interval and the light statistics every 2nd frame, against the build before
# (variant old, packed with old=OLD_SITE and OLD_SITE's webgpu/ copied to webgpu_old/), two page
# loads (face; face30 the same at a 30 fps source; still30 with a person holding still). Run right after the staging calls (carrying .bench):
#   bash benchmarks/gpu_browser/round35.sh probe|face|face30|still30 ...   (several modes: one call, one pages.tgz)
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
for mode in "${@:-probe}"; do
case "$mode" in
  probe)
    run probe_face 200 'webgpu_probe.html?models=face_detection_short_range,mp_selfie_segmentation_256x256&wake=done&runs=30&dirs=webgpu,webgpu_old' \
      --enable-webgpu-developer-features ;;
  face)
    modes='passthrough,main%2Bface,main%2Bface@old,stages%2Bface,stages%2Bface@old'
    run face_a 280 "sdk_fps.html?sizes=1280x720&modes=$modes&seconds=5&repeat=3"
    run face_b 280 "sdk_fps.html?sizes=1280x720&modes=$modes&seconds=5&repeat=3" ;;
  face30)
    # At a camera's 30 fps (uncapped, the readback's latency spaces detections further apart).
    modes='main%2Bface,main%2Bface@old'
    run face30_a 280 "sdk_fps.html?sizes=1280x720&modes=$modes&seconds=10&repeat=3&source_fps=30"
    run face30_b 280 "sdk_fps.html?sizes=1280x720&modes=$modes&seconds=10&repeat=3&source_fps=30" ;;
  still30)
    # The same with a person who holds still (the source's default person steps 1 % of the width a frame).
    modes='main%2Bface,main%2Bface@old'
    run still30_a 280 "sdk_fps.html?sizes=1280x720&modes=$modes&seconds=10&repeat=3&source_fps=30&source=still"
    run still30_b 280 "sdk_fps.html?sizes=1280x720&modes=$modes&seconds=10&repeat=3&source_fps=30&source=still" ;;
esac
done
pack_pages
