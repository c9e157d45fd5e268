#!/usr/bin/env bash
# Installs what the build and the tests need on Debian 12, only what is missing:
# quiet and quick when everything is already there. Safe to run repeatedly.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  cmake g++ make pkg-config                          # native build
  libegl-dev libgles-dev libegl-mesa0 libgl1-mesa-dri  # OpenGL ES 3 on EGL (Mesa llvmpipe)
  glslang-tools                                      # GLSL ES 3.00 validation
  clang libclang-rt-14-dev                           # fuzzing and sanitizer builds (make fuzz, make test-asan)
  libgtest-dev libbenchmark-dev                      # tests and benchmarks
  libonnx-dev libprotobuf-dev protobuf-compiler      # the code generator's ONNX import
  nlohmann-json3-dev libglm-dev libstb-dev                # JSON, maths, PNG/JPEG I/O
  python3-onnx python3-numpy                         # tools/tflite_to_onnx (the face detector's converter)
  emscripten                                         # the wasm build
  chromium                                           # browser tests (headless, SwiftShader)
  firefox-esr webkit2gtk-driver xvfb                 # the Firefox and WebKit tests (in a virtual X display)
)

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'ok installed' || missing+=("$pkg")
done
command -v node >/dev/null && command -v npm >/dev/null || missing+=(nodejs npm)

if ((${#missing[@]})); then
  echo "install_deps: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt_install() { apt-get -o DPkg::Lock::Timeout=900 install -y -qq "$@" >/dev/null; }
  if ! apt_install "${missing[@]}"; then
    apt-get -o DPkg::Lock::Timeout=900 update -qq >/dev/null
    apt_install "${missing[@]}"
  fi
fi

# npm packages live beside the code that uses them; the lockfiles pin them.
# onnxruntime-node: its CPU library ships in the package; skip the GPU download.
export ONNXRUNTIME_NODE_INSTALL=skip
for dir in tests/browser tests/codegen/ort; do
  if [ ! -d "$dir/node_modules" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    echo "install_deps: npm ci in $dir"
    (cd "$dir" && npm ci --no-audit --no-fund --silent)
  fi
done
