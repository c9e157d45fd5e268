#!/bin/bash
# Round 16, prepared in session 17 and NOT RUN YET (no device time was left): device calls right after
# the three staging calls (the last carrying .bench/site from pack_site.sh), back to back, one part each:
#   bash benchmarks/gpu_browser/round16.sh fps      # ~2 min: I420 frames as planes converted by the engine
#                                                   # (debugSetUploadPolicy('planes')) vs the browser's
#                                                   # texImage2D conversion, 720p and 1080p
#   bash benchmarks/gpu_browser/round16.sh planes   # ~4-6 min: 12,000 I420 frames, SDK on planes
#   bash benchmarks/gpu_browser/round16.sh pass     # ~4-6 min: 12,000 I420 frames, trivial pass-through
# The two soaks ask whether round 14's slowdown and Vulkan allocation failure (~10,000 frames, SDK on
# texImage2D) follow the upload path. Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
S='soak.html?frames=12000&size=1280x720&sample=1000&cycles=0&source=i420'
case "${1:-}" in
  fps) run fps_i420 200 'sdk_fps.html?sizes=1280x720,1920x1080&modes=passthrough,main,main:planes,worker&seconds=3&repeat=2&source=i420' ;;
  planes) run soak_sdk_planes 480 "$S&mode=main&upload=planes" "$GC_FLAGS" ;;
  pass) run soak_pass 480 "$S&mode=passthrough" "$GC_FLAGS" ;;
  *) echo "usage: round16.sh fps|planes|pass" >&2; exit 2 ;;
esac
pack_pages
