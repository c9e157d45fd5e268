#!/bin/bash
# Packs what the real-GPU pages need into one folder that travels to the GPU
# machine in a device call (git-ignored; the big wasm files gzipped, served by
# serve.py with Content-Encoding: gzip):
#
#   benchmarks/gpu_browser/pack_site.sh OUT [LABEL=SITE_DIR ...]
#
# OUT/ is build/wasm/site (ours, the SDK in sdk/), OUT/variants/LABEL/ holds
# vfx_bench.mjs + .wasm (the module with the benchmark Session) and vfx.mjs + .wasm of
# other builds (e.g. the commit before a change, for a before/after in one page load:
# race.html?vfx=new=/vfx_bench.mjs,old=/variants/old/vfx_bench.mjs; builds from before
# the split, whose vfx.mjs carried Session, get it copied as vfx_bench.mjs, loading vfx.wasm),
# OUT/bench/ the pages and the peers' files from benchmarks/browser/node_modules,
# OUT/models/ the ONNX and TFLite models.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: pack_site.sh OUT [LABEL=SITE_DIR ...]}
shift
[ -f build/wasm/site/vfx.wasm ] || { echo "build/wasm/site/vfx.wasm is missing: make wasm first" >&2; exit 1; }
nm=benchmarks/browser/node_modules
[ -d "$nm/onnxruntime-web" ] || (cd benchmarks/browser && npm ci --no-audit --no-fund)
rm -rf "$out"
mkdir -p "$out/variants" "$out/models" "$out/bench/node_modules/@mediapipe/tasks-vision/wasm" \
         "$out/bench/node_modules/onnxruntime-web/dist"
cp -r build/wasm/site/. "$out/"
for variant in "$@"; do
  label=${variant%%=*}
  dir=${variant#*=}
  mkdir -p "$out/variants/$label"
  cp "$dir/vfx.mjs" "$dir/vfx.wasm" "$out/variants/$label/"
  if [ -f "$dir/vfx_bench.mjs" ]; then
    cp "$dir/vfx_bench.mjs" "$dir/vfx_bench.wasm" "$out/variants/$label/"
  else
    cp "$dir/vfx.mjs" "$out/variants/$label/vfx_bench.mjs"
  fi
  [ -d "$dir/sdk" ] && cp -r "$dir/sdk" "$out/variants/$label/"
done
cp benchmarks/browser/race.html benchmarks/browser/race.mjs benchmarks/browser/sdk_fps.html \
   benchmarks/browser/sdk_fps.mjs benchmarks/browser/peers.mjs benchmarks/browser/tflite_metadata.mjs \
   benchmarks/browser/upload.html benchmarks/browser/pass_overhead.html benchmarks/browser/webgpu_probe.html benchmarks/browser/webgpu_probe.mjs benchmarks/browser/webgpu_adapter.mjs benchmarks/browser/gl_program.mjs benchmarks/browser/gpu_wait.mjs \
   benchmarks/browser/product_race.html benchmarks/browser/product_race.mjs benchmarks/browser/track_bench.mjs \
   benchmarks/browser/soak.html benchmarks/browser/soak.mjs benchmarks/browser/frame_ledger.mjs benchmarks/browser/software_probe.html "$out/bench/"
cp "$nm/@mediapipe/tasks-vision/vision_bundle.mjs" "$out/bench/node_modules/@mediapipe/tasks-vision/"
cp "$nm"/@mediapipe/tasks-vision/wasm/vision_wasm_internal.* \
   "$nm"/@mediapipe/tasks-vision/wasm/vision_wasm_module_internal.* "$out/bench/node_modules/@mediapipe/tasks-vision/wasm/"
for f in ort.webgpu.min.mjs ort.min.mjs ort-wasm-simd-threaded.asyncify.mjs ort-wasm-simd-threaded.asyncify.wasm \
         ort-wasm-simd-threaded.jsep.mjs ort-wasm-simd-threaded.jsep.wasm; do
  cp "$nm/onnxruntime-web/dist/$f" "$out/bench/node_modules/onnxruntime-web/dist/"
done
# The product race's peers (product_race.html): LiveKit's processors with the
# tasks-vision they pin, livekit-client, twilio-video and Twilio's processors' assets.
lk=@livekit/track-processors
mkdir -p "$out/bench/node_modules/$lk/dist" "$out/bench/node_modules/$lk/node_modules/@mediapipe/tasks-vision/wasm" \
         "$out/bench/node_modules/livekit-client/dist" "$out/bench/node_modules/twilio-video/dist" \
         "$out/bench/node_modules/@twilio/video-processors/dist"
cp "$nm/$lk/dist/index.mjs" "$out/bench/node_modules/$lk/dist/"
cp "$nm/$lk/node_modules/@mediapipe/tasks-vision/vision_bundle.mjs" "$out/bench/node_modules/$lk/node_modules/@mediapipe/tasks-vision/"
cp "$nm/$lk/node_modules/@mediapipe/tasks-vision/wasm/vision_wasm_internal."* "$out/bench/node_modules/$lk/node_modules/@mediapipe/tasks-vision/wasm/"
cp "$nm/livekit-client/dist/livekit-client.esm.mjs" "$out/bench/node_modules/livekit-client/dist/"
cp "$nm/twilio-video/dist/twilio-video.min.js" "$out/bench/node_modules/twilio-video/dist/"
cp -r "$nm/@twilio/video-processors/dist/build" "$out/bench/node_modules/@twilio/video-processors/dist/"
cp models/mp_selfie_segmentation_*.onnx models/*.tflite "$out/models/"
find "$out" -name '*.wasm' -size +200k -exec gzip -9 {} \;
du -sh "$out"
