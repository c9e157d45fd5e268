# Sourced by the round scripts (roundNN.sh) that run a batch of pages in one device call, after
# stage.sh: run NAME TIMEOUT PAGE [EXTRA_FLAGS] opens PAGE (relative to /bench/ of .bench/site) in its
# own Chromium launch and leaves $OUT/NAME.json and $OUT/NAME.log (the page's console lines), printing
# the lines that matter; pack_pages packs them into $OUT/pages.tgz (the device tool brings back at most
# 8 files a call).
run() {
  PAGE_TIMEOUT=$2 PROBE_TIMEOUT=$(($2 - 5)) EXTRA_FLAGS="${4:-}" benchmarks/gpu_browser/run_pages.sh .bench/site "$3" >/dev/null 2>&1
  mv "$OUT/page1.json" "$OUT/$1.json" 2>/dev/null
  grep -a CONSOLE "$OUT/page1.json.stderr" | sed 's/^.*CONSOLE[^"]*//' | cut -c1-400 > "$OUT/$1.log"
  echo "== $1 (shared-image errors: $(grep -a -c 'shared image' "$OUT/page1.json.stderr"), OOM: $(grep -a -c 'OUT_OF_MEMORY' "$OUT/page1.json.stderr"))"
  rm -f "$OUT/page1.json.stderr"
  grep -a 'settled\|"mode"\|"frames"\|summary\|rror' "$OUT/$1.log" | grep -v 'GL Driver' | cut -c1-210
}
GC_FLAGS='--js-flags=--expose-gc --enable-precise-memory-info'
pack_pages() { (cd "$OUT" && tar czf pages.tgz ./*.json ./*.log && rm -f ./*.json ./*.log); }
