// Runs an ONNX model with ONNX Runtime (CPU, one thread) on a raw float32 input.
//
//   [VFX_ORT_LEVEL=basic] node run_ort.js MODEL.onnx INPUT.f32 DIMS OUTPUT.f32 [OUTPUT_NAME]
//
// VFX_ORT_LEVEL is the session's graphOptimizationLevel ('all' when unset).
// VFX_ORT_FIXED ('{"NAME": [values]}') feeds the model's parameter inputs, as
// a config's "fixed_inputs" fixes them (codegen/tools/model_config.h).
// VFX_ORT_FRAMES=N runs the model N times on the same input, each recurrent
// state (VFX_ORT_STATES '{"r1i": "r1o"}') fed the output it pairs with (zeros
// of its declared shape, symbolic dimensions 1, on the first run, as RVM is
// fed); the last run's output is written.
// DIMS is the input shape, comma-separated (e.g. 1,256,256,3). The named (else
// the first) model output is written raw (float32, little-endian) to OUTPUT.f32 and its shape is
// printed as JSON on stdout. Install once with:
//   ONNXRUNTIME_NODE_INSTALL=skip npm install   (the CPU library ships in the package)
'use strict';
const fs = require('fs');
const ort = require('onnxruntime-node');
const { toHalf, fromHalf } = require('./half.js');

// The parameter inputs as tensors of their declared shape, or [n] where that
// is symbolic (a vector or scalar), as the importer shapes them.
function fixedFeeds(session, fixed) {
  const feeds = {};
  for (const [name, values] of Object.entries(fixed)) {
    const meta = session.inputMetadata.find((m) => m.name === name);
    if (!meta) throw new Error(`VFX_ORT_FIXED names '${name}', not an input (inputs: ${session.inputNames.join(', ')})`);
    const declared = meta.shape ?? [];
    const dims = declared.every((d) => typeof d === 'number' && d > 0) ? declared : [values.length];
    const typed = meta.type === 'float16' ? new ort.Tensor('float16', toHalf(Float32Array.from(values)), dims)
      : meta.type === 'int64' ? new ort.Tensor('int64', BigInt64Array.from(values, (v) => BigInt(v)), dims)
        : new ort.Tensor('float32', Float32Array.from(values), dims);
    feeds[name] = typed;
  }
  return feeds;
}

async function main() {
  const [model, inputPath, dims, outputPath, outputName] = process.argv.slice(2);
  if (!outputPath) {
    console.error('usage: node run_ort.js MODEL.onnx INPUT.f32 DIMS OUTPUT.f32');
    process.exit(2);
  }
  const shape = dims.split(',').map(Number);
  const bytes = fs.readFileSync(inputPath);
  const data = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const session = await ort.InferenceSession.create(model, {intraOpNumThreads: 1, graphOptimizationLevel: process.env.VFX_ORT_LEVEL || 'all'});
  const fixed = JSON.parse(process.env.VFX_ORT_FIXED || '{}');
  const states = JSON.parse(process.env.VFX_ORT_STATES || '{}');
  const feeds = fixedFeeds(session, fixed);
  const picture = session.inputNames.findIndex((n) => !(n in fixed) && !(n in states));
  // A half-precision model takes its input as float16 (the same values, rounded).
  const half = session.inputMetadata?.[picture]?.type === 'float16';
  feeds[session.inputNames[picture]] = half ? new ort.Tensor('float16', toHalf(data), shape)
    : new ort.Tensor('float32', Float32Array.from(data), shape);
  for (const name of Object.keys(states)) {
    const meta = session.inputMetadata.find((m) => m.name === name);
    if (!meta) throw new Error(`VFX_ORT_STATES names '${name}', not an input (inputs: ${session.inputNames.join(', ')})`);
    const dims = (meta.shape ?? [1, 1, 1, 1]).map((d) => (typeof d === 'number' && d > 0 ? d : 1));
    const zeros = new Float32Array(dims.reduce((a, b) => a * b, 1));
    feeds[name] = meta.type === 'float16' ? new ort.Tensor('float16', toHalf(zeros), dims) : new ort.Tensor('float32', zeros, dims);
  }
  const frames = Number(process.env.VFX_ORT_FRAMES || 1);
  let results;
  for (let f = 0; f < frames; f++) {
    results = await session.run(feeds);
    for (const [input, output] of Object.entries(states)) feeds[input] = results[output];
  }
  const name = outputName || session.outputNames[0];
  if (!(name in results)) throw new Error(`no output '${name}' (outputs: ${session.outputNames.join(', ')})`);
  const out = results[name];
  // Class indices (int64 from an ArgMax) and other numbers as float32, like every other output.
  const values = out.type === 'float16' && out.data instanceof Uint16Array ? fromHalf(out.data)
    : out.data instanceof Float32Array ? out.data : Float32Array.from(out.data, Number);
  fs.writeFileSync(outputPath, Buffer.from(values.buffer, values.byteOffset, values.byteLength));
  process.stdout.write(JSON.stringify({name, dims: out.dims}) + '\n');
}

main().catch((e) => {
  console.error(e && e.stack ? e.stack : String(e));
  process.exit(1);
});
