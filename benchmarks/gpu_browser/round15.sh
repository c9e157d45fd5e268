#!/bin/bash
# Round 15 (benchmarks/RESULTS.md), as run in one device call (the last of the three staging calls,
# carrying .bench/site from pack_site.sh): upload paths on canvas frames, the slowdown of pass-through
# vs SDK on I420 frames, the product race. Pages go to $OUT as NAME.json + NAME.log (console lines), packed
# into pages.tgz: the device tool brings back at most 8 files a call.
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
G=$GC_FLAGS
S='soak.html?frames=3000&size=1280x720&sample=500&cycles=0&source=i420'
run fps_canvas 100 'sdk_fps.html?sizes=1280x720&modes=passthrough,main:texture,main,worker&seconds=3&repeat=2'
run soak_pass_i420 70 "$S&mode=passthrough" "$G"
run soak_sdk_i420_texture 70 "$S&mode=main&upload=auto" "$G"
run soak_sdk_i420_copy 70 "${S/frames=3000/frames=2000}&mode=main&upload=copy" "$G"
run race_canvas 110 'product_race.html?modes=passthrough,ours,ours-worker,livekit&seconds=3&repeat=2'
pack_pages
