#!/bin/bash
# Round 17 (benchmarks/RESULTS.md): the SDK on its WebGPU backend against the WebGL2 one and the
# pass-through, same page loads, on 2D-canvas frames and on I420 frames (with round 16's planes upload
# on WebGL2 beside them). Device calls right after the three staging calls (the last carrying .bench/site
# from pack_site.sh), one part each:
#   bash benchmarks/gpu_browser/round17.sh canvas   # ~3 min
#   bash benchmarks/gpu_browser/round17.sh i420     # ~3 min
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
F='sdk_fps.html?sizes=1280x720,1920x1080&seconds=3&repeat=2'
case "${1:-}" in
  canvas) run fps_canvas_webgpu 280 "$F&modes=passthrough,main,main:webgpu,worker,worker:webgpu" ;;
  i420) run fps_i420_webgpu 280 "$F&modes=passthrough,main,main:planes,main:webgpu,worker:webgpu&source=i420" ;;
  *) echo "usage: round17.sh canvas|i420" >&2; exit 2 ;;
esac
pack_pages
