#!/usr/bin/env bash
# Runs every benchmark binary built under BUILD_DIR/benchmarks and prints one
# JSON line per measurement: {"suite","case","variant","median_ms","p90_ms","runs"}.
set -euo pipefail
build_dir=${1:-build/native}
shopt -s nullglob
binaries=("$build_dir"/benchmarks/bench_*)
if ((${#binaries[@]} == 0)); then
  echo "bench: no benchmarks built in $build_dir/benchmarks"
  exit 0
fi
for binary in "${binaries[@]}"; do
  "$binary"
done
# The effects pipeline per stage and whole, at 720p and 1080p (tools/vfx/pipeline_bench.cc).
if [ -x "$build_dir/tools/vfx" ]; then
  for effect in blur replace light; do
    "$build_dir/tools/vfx" bench --effect "$effect" --sizes 1280x720,1920x1080 --runs 20
  done
fi
