#!/bin/bash
# Round 15 (benchmarks/RESULTS.md), as run in one device call (the last of the three staging calls,
# carrying .bench/site from pack_site.sh): upload paths on canvas frames, the slowdown of pass-through
# vs SDK on I420 frames, the product race. Pages go to $OUT as NAME.json + NAME.log (console lines), packed
# into pages.tgz: the device tool brings back at most 8 files a call.
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
run() {  # NAME TIMEOUT PAGE [EXTRA_FLAGS]
  PAGE_TIMEOUT=$2 PROBE_TIMEOUT=$(($2 - 5)) EXTRA_FLAGS="${4:-}" benchmarks/gpu_browser/run_pages.sh .bench/site "$3" >/dev/null 2>&1
  mv $OUT/page1.json $OUT/$1.json 2>/dev/null
  grep -a CONSOLE $OUT/page1.json.stderr | sed 's/^.*CONSOLE[^"]*//' | cut -c1-400 > $OUT/$1.log
  echo "== $1 (shared-image errors: $(grep -a -c 'shared image' $OUT/page1.json.stderr), OOM: $(grep -a -c 'OUT_OF_MEMORY' $OUT/page1.json.stderr))"
  rm -f $OUT/page1.json.stderr
  grep -a 'settled\|"mode"\|"frames"\|summary\|rror' $OUT/$1.log | grep -v 'GL Driver' | cut -c1-210
}
G='--js-flags=--expose-gc --enable-precise-memory-info'
S='soak.html?frames=3000&size=1280x720&sample=500&cycles=0&source=i420'
run fps_canvas 100 'sdk_fps.html?sizes=1280x720&modes=passthrough,main:texture,main,worker&seconds=3&repeat=2'
run soak_pass_i420 70 "$S&mode=passthrough" "$G"
run soak_sdk_i420_texture 70 "$S&mode=main&upload=auto" "$G"
run soak_sdk_i420_copy 70 "${S/frames=3000/frames=2000}&mode=main&upload=copy" "$G"
run race_canvas 110 'product_race.html?modes=passthrough,ours,ours-worker,livekit&seconds=3&repeat=2'
cd $OUT && tar czf pages.tgz *.json *.log && rm -f *.json *.log
