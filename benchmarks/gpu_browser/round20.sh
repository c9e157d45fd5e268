#!/bin/bash
# Round 20 (benchmarks/RESULTS.md): (1) the GPU cost of the refinement, blur and composite stages after
# session 20's cuts (the composite softens toward the local mean; the refinement's fit reads two
# textures, its box mean bilinear taps, its full-resolution pass one coefficient texture) beside the
# build before the edge work (variant 'old', 421cf8e), same page loads; WebGL2 engine stages (GPU timer)
# and the SDK's WebGPU stages; (2) the WebGPU nets with the squeeze-excite layers' two 1x1 convs in
# one pass (vfx-codegen --se-readers, plans in /webgpu-se/) beside the default plans, in the race.
# Packed with
#   benchmarks/gpu_browser/pack_site.sh .bench/site old=OLD/build/wasm/site
#   for m in mp_selfie_segmentation_256x256 mp_selfie_segmentation_landscape_144x256; do
#     build/native/codegen/vfx-codegen models/$m.onnx --config models/$m.json --no-mrt --webgpu --se-readers --out /tmp/se
#     mkdir -p .bench/site/webgpu-se/$m && cp /tmp/se/$m.webgpu/* .bench/site/webgpu-se/$m/; done
# and run in the device call right after the staging calls (the last carrying .bench):
#   bash benchmarks/gpu_browser/round20.sh         # all three pages (round 20a)
#   bash benchmarks/gpu_browser/round20.sh stages  # the stage pages only, plus delivered fps (round 20b)
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
run stages_webgl2 200 'sdk_fps.html?sizes=1280x720,1920x1080&modes=stages,stages@old&seconds=3&repeat=3'
run stages_webgpu 120 'sdk_fps.html?sizes=1280x720,1920x1080&modes=main:webgpu&seconds=3&repeat=2'
if [ "${1:-all}" = stages ]; then
  run fps 240 'sdk_fps.html?sizes=1280x720,1920x1080&modes=passthrough,main,main@old,main:webgpu&seconds=3&repeat=2'
else
  run race_se 240 'race.html?rounds=60&webgpu=done,done@webgpu-se&engines=mediapipe/gpu,ort/webgpu'
fi
pack_pages
