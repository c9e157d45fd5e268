#!/bin/bash
# On the GPU machine, from the repo root, once stage.sh has printed READY:
#
#   benchmarks/gpu_browser/run_pages.sh SITE_DIR 'race.html?rounds=60' 'sdk_fps.html' ...
#
# Serves SITE_DIR (pack_site.sh's folder) and opens each page (relative to
# /bench/) in its own Chromium launch on the NVIDIA GPU (WebGL2 on
# ANGLE/Vulkan, WebGPU on Dawn/Vulkan), one after the other. Page N's result
# goes to $OUT/pageN.json (and Chromium's log to pageN.json.stderr).
# EXTRA_FLAGS are added to Chromium's (soak.html wants
# '--js-flags=--expose-gc --enable-precise-memory-info').
set -u
cd "$(dirname "$0")/../.."
site=${1:?usage: run_pages.sh SITE_DIR PAGE...}
shift
. benchmarks/gpu_browser/env.sh
port=8765
python3 benchmarks/gpu_browser/serve.py "$site" "$port" &
server=$!
trap 'kill $server 2>/dev/null' EXIT
sleep 1
n=0
for page in "$@"; do
  n=$((n + 1))
  echo "page$n: $page"
  PROBE_TIMEOUT=${PROBE_TIMEOUT:-560} timeout "${PAGE_TIMEOUT:-580}" python3 benchmarks/gpu_browser/cdp_run.py \
    "$CHROMIUM" "http://127.0.0.1:$port/bench/$page" "${OUT:-.}/page$n.json" $GPU_FLAGS ${EXTRA_FLAGS:-} | cut -c1-600
done
