#!/bin/bash
# Runs the libFuzzer targets built in BUILD_DIR (make fuzz) for SECONDS in all:
#
#   tests/fuzz/run.sh BUILD_DIR SECONDS
#
# First every input under tests/fuzz/regressions/ (inputs that once crashed)
# is replayed; then each target fuzzes from the seeds (the shipped and zoo
# models and configs) plus its corpus kept in BUILD_DIR/corpus/. A crash, hang
# (> 10 s), out-of-memory (> 2 GiB) or sanitizer report fails the run and
# leaves the input in BUILD_DIR/crashes/; add it to tests/fuzz/regressions/
# with the fix.
set -uo pipefail
cd "$(dirname "$0")/../.."
build=${1:?usage: run.sh BUILD_DIR SECONDS}
seconds=${2:?usage: run.sh BUILD_DIR SECONDS}
bin=$build/tests/fuzz
mkdir -p "$build/corpus/model" "$build/corpus/config" "$build/crashes" "$build/seeds/model" "$build/seeds/config"
# Models up to 1 MB (the MediaPipe nets, the zoo): mutating multi-MB weights mostly costs time.
find models tests/codegen/zoo tests/fuzz/regressions -name '*.onnx' -size -1024k -exec cp {} "$build/seeds/model/" \;
cp models/*.json tests/codegen/zoo/*.json tests/fuzz/regressions/*.json "$build/seeds/config/" 2>/dev/null
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
flags=(-rss_limit_mb=2048 -timeout=10 -max_len=1048576 -print_final_stats=1 "-artifact_prefix=$build/crashes/")
status=0

replay() {  # target, files...
  local target=$1
  shift
  [ $# -eq 0 ] && return 0
  if ! "$bin/$target" "${flags[@]}" "$@" > "$build/crashes/replay_$target.log" 2>&1; then
    echo "fuzz: $target crashes on a regression input (log: $build/crashes/replay_$target.log)"
    status=1
  fi
}
shopt -s nullglob
replay onnx_model_fuzzer tests/fuzz/regressions/*.onnx
replay model_config_fuzzer tests/fuzz/regressions/*.json

# Two thirds of the time to the model fuzzer (the larger surface).
for target in onnx_model_fuzzer model_config_fuzzer; do
  kind=model
  share=$((seconds * 2 / 3))
  if [ "$target" = model_config_fuzzer ]; then kind=config; share=$((seconds - seconds * 2 / 3)); fi
  echo "fuzz: $target for ${share} s"
  if ! "$bin/$target" "${flags[@]}" -max_total_time="$share" "$build/corpus/$kind" "$build/seeds/$kind" \
      > "$build/$target.log" 2>&1; then
    echo "fuzz: $target FAILED; the input is in $build/crashes/ (log: $build/$target.log):"
    grep -m3 -E "ERROR|runtime error|SUMMARY" "$build/$target.log"
    status=1
  fi
  grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb)" "$build/$target.log" | tr '\n' ' '
  echo
done
exit $status
