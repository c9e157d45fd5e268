#!/bin/bash
# The I420-frames-in-a-worker question (round 17: that page hung twice on the H200 and every page after it
# failed until a fresh machine). Opens the worker modes on I420 frames one per Chromium launch, WebGL2
# first, each with a short timeout, and prints what each left: the page's console lines, the exit code,
# and Chromium's error lines counted. Run after stage.sh in the last staging call (carrying .bench):
#   bash benchmarks/gpu_browser/i420_worker_probe.sh
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
n=0
for page in 'sdk_fps.html?sizes=1280x720&seconds=3&repeat=1&source=i420&modes=passthrough,main,worker' \
            'sdk_fps.html?sizes=1280x720&seconds=3&repeat=1&source=i420&modes=worker:webgpu' \
            'sdk_fps.html?sizes=1280x720&seconds=3&repeat=1&source=canvas&modes=worker'; do
  n=$((n + 1))
  PAGE_TIMEOUT=100 PROBE_TIMEOUT=95 benchmarks/gpu_browser/run_pages.sh .bench/site "$page" > "$OUT/run$n.txt" 2>&1
  echo "== $n: $page (run_pages rc $?)"
  tail -c 300 "$OUT/run$n.txt"; echo
  grep -a CONSOLE "$OUT/page1.json.stderr" | sed 's/^.*CONSOLE[^"]*//' | cut -c1-260 | grep -v 'GL Driver' | tail -12
  grep -a -v CONSOLE "$OUT/page1.json.stderr" | grep -a -i 'error\|crash\|lost\|hang\|timeout' | sed 's/^\[[^]]*\]//' |
    cut -c1-200 | sort | uniq -c | sort -rn | head -8
  mv "$OUT/page1.json.stderr" "$OUT/page$n.stderr" 2>/dev/null; mv "$OUT/page1.json" "$OUT/page$n.json" 2>/dev/null
done
(cd "$OUT" && tar czf probe.tgz ./page* ./run* && rm -f ./page* ./run*)
