#!/bin/bash
# Round 38 (benchmarks/RESULTS.md "Every path for ten minutes"): soak.html through every path the SDK
# takes in Chromium — WebGL2 on the main thread with each upload policy, WebGL2 in a worker, the
# video-element path, WebGPU on the main thread and in a worker (with the face effects) — each in its
# own Chromium, all at once, from a 30 fps 720p I420 camera for 18,000 frames (10 minutes), with every
# browser's resident memory and GPU memory sampled from outside (long_runs.py). A command may run 10
# minutes, so the run outlives its first call (setsid) and a second call, made right after, collects:
#   call A (carrying .gl and .bench, after the staging calls): bash benchmarks/gpu_browser/round38.sh start
#   call B, at once:                                           bash benchmarks/gpu_browser/round38.sh collect
# FRAMES=... shortens it (a smoke run). Results: $OUT/pages.tgz (summary.json, samples.jsonl, NAME.json).
# `round38.sh one NAME QUERY` runs one page in the foreground within one call (FRAMES defaults to
# 15,000 there: 500 s), e.g. round38.sh one element 'mode=element'.
set -u
R=/tmp/round38
FRAMES=${FRAMES:-18000}
case "${1:-}" in
start)
  bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts | tail -1 | grep -q READY || { echo "not staged"; exit 1; }
  . benchmarks/gpu_browser/env.sh
  rm -rf $R && mkdir -p $R/out && cp -r .bench/site $R/site && cp benchmarks/gpu_browser/*.py $R/
  setsid nohup python3 $R/serve.py $R/site 8765 > $R/serve.log 2>&1 < /dev/null &
  sleep 1
  S="soak.html?frames=$FRAMES&size=1280x720&sample=1800&cycles=0&source=i420&source_fps=30"
  EXTRA_FLAGS='--js-flags=--expose-gc --enable-precise-memory-info' PROBE_TIMEOUT=1500 \
    setsid nohup python3 $R/long_runs.py http://127.0.0.1:8765/bench/ $R/out 15 \
    "webgl2_main_auto=$S&mode=main&backend=webgl2&upload=auto" \
    "webgl2_main_texture=$S&mode=main&backend=webgl2&upload=texture" \
    "webgl2_main_copy=$S&mode=main&backend=webgl2&upload=copy" \
    "webgl2_main_planes=$S&mode=main&backend=webgl2&upload=planes" \
    "webgl2_worker=$S&mode=worker&backend=webgl2" \
    "element=$S&mode=element" \
    "webgpu_main=$S&mode=main&backend=webgpu" \
    "webgpu_worker_face=$S&mode=worker&backend=webgpu&touch_up=0.7" \
    > $R/long_runs.log 2>&1 < /dev/null &
  sleep "${WAIT:-530}"
  tail -n 8 $R/out/samples.jsonl
  grep -h -a '"frames"' $R/out/*.json.stderr 2>/dev/null | sed 's/^.*CONSOLE[^"]*//' | tail -n 8 | cut -c1-300
  ;;
collect)
  for _ in $(seq 56); do [ -f $R/out/DONE ] && break; sleep 10; done
  [ -f $R/out/DONE ] || echo "NOT DONE: packing what there is"
  for f in $R/out/*.json.stderr; do
    grep -a CONSOLE "$f" | sed 's/^.*CONSOLE[^"]*//' | cut -c1-400 > "${f%.json.stderr}.log"
    echo "== $(basename "$f" .json.stderr) (OOM: $(grep -a -c 'OUT_OF_MEMORY' "$f"), context lost: $(grep -a -c -i 'context lost' "$f"))"
  done
  rm -f $R/out/*.json.stderr
  (cd $R/out && tar czf "$OUT/pages.tgz" ./*)
  cat $R/out/summary.json 2>/dev/null | head -c 6000
  ;;
one)
  bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts | tail -1 | grep -q READY || { echo "not staged"; exit 1; }
  . benchmarks/gpu_browser/env.sh
  F=${FRAMES_ONE:-15000}
  rm -rf $R && mkdir -p $R/out && cp -r .bench/site $R/site && cp benchmarks/gpu_browser/*.py $R/
  python3 $R/serve.py $R/site 8765 > $R/serve.log 2>&1 &
  sleep 1
  S="soak.html?frames=$F&size=1280x720&sample=1500&cycles=0&source=i420&source_fps=30"
  EXTRA_FLAGS='--js-flags=--expose-gc --enable-precise-memory-info' PROBE_TIMEOUT=1500 WARMUP_S=60 \
    timeout 575 python3 $R/long_runs.py http://127.0.0.1:8765/bench/ $R/out 15 "$2=$S&$3" > $R/long_runs.log 2>&1
  for f in $R/out/*.json.stderr; do grep -a CONSOLE "$f" | sed 's/^.*CONSOLE[^"]*//' | cut -c1-400 > "${f%.json.stderr}.log"; done
  rm -f $R/out/*.json.stderr
  (cd $R/out && tar czf "$OUT/pages.tgz" ./*)
  cat $R/out/summary.json 2>/dev/null | head -c 4000; tail -n 3 $R/out/*.log
  ;;
*) echo "usage: round38.sh start|collect|one NAME QUERY"; exit 2 ;;
esac
