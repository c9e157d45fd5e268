#!/bin/bash
# Round 30b: the software-rasterizer probe (web/sdk/software_probe.js) on the GPU machine's renderers:
# WebGL2 on the GPU, and on SwiftShader for contrast. Run after the staging calls (carrying .bench):
#   bash benchmarks/gpu_browser/round30b.sh
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
run probe_gpu 60 'software_probe.html'
run probe_gpu_b 60 'software_probe.html'
pack_pages
