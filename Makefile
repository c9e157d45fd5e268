# The front door. `make test` and `make demo` install what is missing first.
#   make demo   build the wasm SDK and serve the demo on http://127.0.0.1:8080
#   make test   build native + wasm, run every native (CTest) and browser test
#   make bench  run the benchmarks (make bench-browser: the browser one alone)
# Build trees: build/native (GCC, EGL) and build/wasm (Emscripten, WebGL2).

JOBS ?= $(shell nproc)
BUILD_TYPE ?= Release
PORT ?= 8080
NATIVE_DIR := build/native
WASM_DIR := build/wasm
# Debian's emcc needs acorn & co. from Debian's node modules at -O2 and above.
export NODE_PATH := /usr/share/nodejs

.PHONY: deps codegen native wasm test test-native test-browser test-browser-webgpu test-fuzz test-asan fuzz demo bench bench-browser clean

deps:
	@scripts/install_deps.sh

$(NATIVE_DIR)/CMakeCache.txt:
	cmake -S . -B $(NATIVE_DIR) -DCMAKE_BUILD_TYPE=$(BUILD_TYPE)

CODEGEN := $(abspath $(NATIVE_DIR))/codegen/vfx-codegen

$(WASM_DIR)/CMakeCache.txt:
	emcmake cmake -S . -B $(WASM_DIR) -DCMAKE_BUILD_TYPE=$(BUILD_TYPE) -DVFX_CODEGEN_EXECUTABLE=$(CODEGEN)

native: deps $(NATIVE_DIR)/CMakeCache.txt
	cmake --build $(NATIVE_DIR) -j $(JOBS)

# The wasm build runs the native code generator on every model.
codegen: deps $(NATIVE_DIR)/CMakeCache.txt
	cmake --build $(NATIVE_DIR) -j $(JOBS) --target vfx-codegen

wasm: codegen $(WASM_DIR)/CMakeCache.txt
	cmake --build $(WASM_DIR) -j $(JOBS)

# The sanity lines (generated nets vs ONNX Runtime) are printed for grepping.
test-native: native
	@cd $(NATIVE_DIR) && status=0; ctest --output-on-failure -j $(JOBS) || status=$$?; \
	grep -h '^sanity ' Testing/Temporary/LastTest.log || true; exit $$status

# Fuzzing (clang, libFuzzer + ASan + UBSan; tests/fuzz): `make fuzz` runs the
# targets for FUZZ_SECONDS in all (default 30 minutes); make test runs 50 s.
FUZZ_DIR := build/fuzz
FUZZ_SECONDS ?= 1800
$(FUZZ_DIR)/CMakeCache.txt:
	CC=clang CXX=clang++ cmake -S . -B $(FUZZ_DIR) -DCMAKE_BUILD_TYPE=RelWithDebInfo -DVFX_FUZZ=ON \
	  -DVFX_BUILD_TESTS=OFF -DVFX_BUILD_BENCHMARKS=OFF
fuzz: deps $(FUZZ_DIR)/CMakeCache.txt
	cmake --build $(FUZZ_DIR) -j $(JOBS) --target onnx_model_fuzzer model_config_fuzzer
	tests/fuzz/run.sh $(FUZZ_DIR) $(FUZZ_SECONDS)
test-fuzz:
	@$(MAKE) --no-print-directory fuzz FUZZ_SECONDS=50

# The native tests built by clang with AddressSanitizer + UndefinedBehaviorSanitizer.
ASAN_DIR := build/asan
$(ASAN_DIR)/CMakeCache.txt:
	CC=clang CXX=clang++ cmake -S . -B $(ASAN_DIR) -DCMAKE_BUILD_TYPE=RelWithDebInfo \
	  -DVFX_SANITIZE=address,undefined -DVFX_BUILD_BENCHMARKS=OFF
test-asan: deps $(ASAN_DIR)/CMakeCache.txt
	cmake --build $(ASAN_DIR) -j $(JOBS)
	cd $(ASAN_DIR) && LSAN_OPTIONS=suppressions=$(abspath tests/sanitizers/lsan.supp) \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 ctest --output-on-failure -j $(JOBS)

# Each browser test has its own timeout; the whole suite is capped too, so a
# stuck browser fails the run instead of hanging it.
test-browser: wasm native
	cd tests/browser && timeout 2400 node --test --test-concurrency=1 .

# The browser tests again with the SDK on its WebGPU backend wherever it picks
# one itself (tests/browser/harness.mjs VFX_TEST_BACKEND: Vulkan compositing,
# SwiftShader's adapter taken for hardware); tests of the WebGL2 engine alone
# pin backend: 'webgl2' and run the same. ~6 minutes on 2 cores.
test-browser-webgpu: wasm native
	cd tests/browser && VFX_TEST_BACKEND=webgpu timeout 2400 node --test --test-concurrency=1 .

# Both suites run even if the first fails; the target fails if either did.
test: native wasm
	@status=0; \
	$(MAKE) --no-print-directory test-native || status=1; \
	$(MAKE) --no-print-directory test-browser || status=1; \
	$(MAKE) --no-print-directory test-browser-webgpu || status=1; \
	$(MAKE) --no-print-directory test-fuzz || status=1; \
	if [ $$status -ne 0 ]; then echo "make test: FAILED"; else echo "make test: all passed"; fi; \
	exit $$status

demo: wasm
	node web/tools/serve.mjs $(WASM_DIR)/site $(PORT)

# bench_nn with every codegen variant (the test build has the default one alone).
bench: native
	cmake -S . -B $(NATIVE_DIR) -DVFX_BENCH_ALL_VARIANTS=ON
	cmake --build $(NATIVE_DIR) -j $(JOBS) --target bench_nn
	benchmarks/run.sh $(NATIVE_DIR)
	$(MAKE) --no-print-directory bench-browser

# Our nets beside MediaPipe and onnxruntime-web in one headless Chromium
# (SwiftShader): JSON lines on stdout and in benchmarks/results/browser_swiftshader.jsonl;
# then the product race (blur through LiveKit's and Twilio's processor interfaces, and downloads).
# e.g. make bench-browser BENCH_BROWSER_ARGS='--runs 20 --no-webgpu'
BENCH_BROWSER_DIR := benchmarks/browser
BENCH_BROWSER_ARGS ?=

# npm ci again only when the lock file changed.
$(BENCH_BROWSER_DIR)/node_modules/.package-lock.json: $(BENCH_BROWSER_DIR)/package-lock.json
	cd $(BENCH_BROWSER_DIR) && npm ci --no-audit --no-fund

bench-browser: wasm $(BENCH_BROWSER_DIR)/node_modules/.package-lock.json
	node $(BENCH_BROWSER_DIR)/run_peers.mjs $(BENCH_BROWSER_ARGS)
	node $(BENCH_BROWSER_DIR)/run_product_race.mjs --size 640x360 --seconds 5 --repeat 2 \
	  --out benchmarks/results/product_race_swiftshader_360p.jsonl

clean:
	rm -rf build
