#!/bin/bash
# Round 33 (benchmarks/RESULTS.md, "One engine against the build it replaced"): the SDK at HEAD beside
# e1cbf19, the build issue 31 was filed against (WebGPU through a JS copy of the pipeline, WebGL2
# pulling the nodes' draws), in the same page loads, modes in a fresh random order every repeat:
# delivered fps of both backends at 720p and 1080p beside the trivial pass-through, then GPU ms per
# frame (WebGL2: the engine's GPU timer, `stages`; WebGPU: the SDK's timestamp queries).
# Packed with
#   git worktree add /work/old e1cbf19 && (cd /work/old && make codegen && make wasm)
#   make wasm && benchmarks/gpu_browser/pack_site.sh .bench/site old=/work/old/build/wasm/site
# and run right after the staging calls (README beside this file), carrying .bench:
#   bash benchmarks/gpu_browser/round33.sh fps      # delivered fps, 5 repeats
#   bash benchmarks/gpu_browser/round33.sh gpu      # GPU ms per frame on both backends
#   bash benchmarks/gpu_browser/round33.sh webgpu   # WebGPU GPU ms: the median of every timed frame
#                                                    # of each 4 s window (gpu_ms_median), 5 repeats
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
if [ "${1:-fps}" = fps ]; then
  run fps 420 'sdk_fps.html?sizes=1280x720,1920x1080&modes=passthrough,main:webgl2,main:webgl2@old,main:webgpu,main:webgpu@old&seconds=3&repeat=5'
elif [ "$1" = webgpu ]; then
  run gpu_webgpu 400 'sdk_fps.html?sizes=1280x720,1920x1080&modes=main:webgpu,main:webgpu@old&seconds=4&repeat=5'
else
  run stages_webgl2 200 'sdk_fps.html?sizes=1280x720,1920x1080&modes=stages,stages@old&seconds=3&repeat=3'
  run stages_webgpu 200 'sdk_fps.html?sizes=1280x720,1920x1080&modes=main:webgpu,main:webgpu@old&seconds=3&repeat=3'
fi
pack_pages
