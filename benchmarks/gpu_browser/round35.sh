#!/bin/bash
# Round 35 (benchmarks/RESULTS.md "The face detector's passes on WebGPU"): GPU time per dispatch of the
# face detector's WebGPU plan (timestamp queries, each dispatch in a compute pass of its own), this
# build's plans (/webgpu/) and the build before's (/webgpu_old/, copied there when packing), with the
# 256² segmenter beside it for scale. Run right after the staging calls (carrying .bench):
#   bash benchmarks/gpu_browser/round35.sh probe
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
case "${1:-probe}" in
  probe)
    run probe_face 200 'webgpu_probe.html?models=face_detection_short_range,mp_selfie_segmentation_256x256&wake=done&runs=30&dirs=webgpu,webgpu_old' \
      --enable-webgpu-developer-features ;;
esac
pack_pages
