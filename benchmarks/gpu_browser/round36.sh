#!/bin/bash
# Round 36 (benchmarks/RESULTS.md "Long runs on every path on the H200"): soak.html through each path
# the SDK can take on a GPU — WebGL2 and WebGPU, main thread and worker, and WebGPU with the face
# effects on — 720p camera-like I420 frames from an uncapped generator, GC between samples, so a
# leak in any path shows as growth over the run. Run right after the staging calls (carrying .bench):
#   bash benchmarks/gpu_browser/round36.sh webgl2|webgpu ...   (several: one call, one pages.tgz)
# Results: $OUT/pages.tgz (NAME.json + NAME.log per page).
set -u
bash benchmarks/gpu_browser/stage.sh .gpu-browser/parts || exit 1
. benchmarks/gpu_browser/batch_lib.sh
S='soak.html?frames=2500&size=1280x720&sample=500&cycles=0&source=i420'
for mode in "${@:-webgl2}"; do
case "$mode" in
  webgl2)
    run soak_webgl2_main 120 "$S&mode=main&backend=webgl2" "$GC_FLAGS"
    run soak_webgl2_worker 120 "$S&mode=worker&backend=webgl2" "$GC_FLAGS" ;;
  webgpu)
    run soak_webgpu_main 120 "$S&mode=main&backend=webgpu" "$GC_FLAGS"
    run soak_webgpu_worker_face 120 "$S&mode=worker&backend=webgpu&touch_up=0.7" "$GC_FLAGS" ;;
esac
done
pack_pages
