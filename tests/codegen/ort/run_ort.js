// Runs an ONNX model with ONNX Runtime (CPU, one thread) on a raw float32 input.
//
//   [VFX_ORT_LEVEL=basic] node run_ort.js MODEL.onnx INPUT.f32 DIMS OUTPUT.f32 [OUTPUT_NAME]
//
// VFX_ORT_LEVEL is the session's graphOptimizationLevel ('all' when unset).
// DIMS is the input shape, comma-separated (e.g. 1,256,256,3). The named (else
// the first) model output is written raw (float32, little-endian) to OUTPUT.f32 and its shape is
// printed as JSON on stdout. Install once with:
//   ONNXRUNTIME_NODE_INSTALL=skip npm install   (the CPU library ships in the package)
'use strict';
const fs = require('fs');
const ort = require('onnxruntime-node');
const { toHalf, fromHalf } = require('./half.js');

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
  // A half-precision model takes its input as float16 (the same values, rounded).
  const half = session.inputMetadata?.[0]?.type === 'float16';
  const input = half ? new ort.Tensor('float16', toHalf(data), shape) : new ort.Tensor('float32', Float32Array.from(data), shape);
  const feeds = {[session.inputNames[0]]: input};
  const results = await session.run(feeds);
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
