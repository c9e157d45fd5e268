#!/bin/bash
# Round 30b: the software-rasterizer probe (web/sdk/software_probe.js) on the GPU machine's WebGL2, and
# the face effects once more after the light statistics lost their 1×1 pass (variant `old`: the build
# before round 30, as in round30.sh). Packed and run as round30.sh:
#   bash benchmarks/gpu_browser/round30b.sh
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
run probe_gpu 60 'software_probe.html'
modes='passthrough,main,main%2Bface,main%2Bface@old,stages,stages%2Bface,stages%2Bface@old'
run face_fps_c 280 "sdk_fps.html?sizes=1280x720&modes=$modes&seconds=4&repeat=3"
run probe_gpu_b 60 'software_probe.html'
pack_pages
