#!/bin/bash
# Round 34 (benchmarks/RESULTS.md "Producers inside their readers"): the plans with small producers
# (depthwise convs, pools, channel paddings) computed inside their one reader's program, beside the
# build before (variant `old`, whose plans ran each in a pass of its own), in one page load each:
#   nets  our WebGPU nets, this build's plans and the old ones (copied to .bench/site/webgpu_old/),
#         with ORT WebGPU at its documented best (graph capture + IO binding) in the same rounds;
#   face  the face effects: WebGPU stage timestamps and SDK fps (modes main+face), the WebGL2
#         engine's stage timers (stages+face), this build and old, and the trivial pass-through.
# Packed with
#   make wasm && benchmarks/gpu_browser/pack_site.sh .bench/site old=OLD_SITE && \
#   cp -r OLD_SITE/sdk .bench/site/variants/old/sdk && cp -r OLD_SITE/webgpu .bench/site/webgpu_old
# (OLD_SITE: build/wasm/site of the commit before), run right after the staging calls (carrying .bench):
#   bash benchmarks/gpu_browser/round34.sh nets|face
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
if [ "${1:-nets}" = nets ]; then
  run nets_inline 280 'race.html?vfx=new=/vfx_bench.mjs,old=/variants/old/vfx_bench.mjs&webgpu=auto,auto@webgpu_old&engines=ort/webgpu-capture&control=0&profile=0&rounds=60'
else
  modes='passthrough,main%2Bface,main%2Bface@old,stages%2Bface,stages%2Bface@old'
  run face_inline 280 "sdk_fps.html?sizes=1280x720&modes=$modes&seconds=4&repeat=3"
fi
pack_pages
