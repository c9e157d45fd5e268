#!/usr/bin/python3
"""Checks a converted ONNX model against a numpy reading of the TFLite graph, no TFLite runtime.

    /usr/bin/python3 tools/tflite_to_onnx/check_against_numpy.py [MODEL.tflite [MODEL.onnx]]

(defaults: models/face/face_detection_short_range.{tflite,onnx}). Needs node and
onnxruntime-node in tests/codegen/ort/node_modules (`cd tests/codegen/ort &&
ONNXRUNTIME_NODE_INSTALL=skip npm ci`).

The reference below runs the TFLite ops the converter supports as TFLite defines them,
in NHWC with the filters in their stored layouts (OHWI, 1HWC), so it shares nothing
with the converter's layout work but the flatbuffer reader. ONNX Runtime (through
tests/codegen/ort/run_ort.js) runs the ONNX file, and a fresh --heads conversion, on
the same random input in [-1, 1]; every output must agree within 1e-4 of its largest
magnitude (fp32 against the reference's fp64).
Exits non-zero on a mismatch.
"""

import json
import os
import subprocess
import sys
import tempfile

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True   # no __pycache__ in the source tree
import tflite_to_onnx as t2o  # noqa: E402

TOLERANCE = 1e-4


def same_pad(x, kernel, stride, dilation, padding, value=0.0):
    """x (NHWC) padded as TFLite's SAME padding does; VALID leaves it as is."""
    if padding == t2o.PADDING_VALID:
        return x
    pads = []
    for a in range(2):   # TensorFlow's rule, written out again so a slip in the converter shows
        size = x.shape[1 + a]
        total = max((-(-size // stride[a]) - 1) * stride[a] + (kernel[a] - 1) * dilation[a] + 1 - size, 0)
        pads.append((total // 2, total - total // 2))
    return np.pad(x, [(0, 0), pads[0], pads[1], (0, 0)], constant_values=value)


def windows(x, kernel, stride, dilation, out_hw):
    """Yields (i, j, x[:, i*dh + oh*sh, j*dw + ow*sw, :]) for every kernel tap."""
    for i in range(kernel[0]):
        for j in range(kernel[1]):
            hs, ws = i * dilation[0], j * dilation[1]
            yield i, j, x[:, hs:hs + stride[0] * out_hw[0]:stride[0], ws:ws + stride[1] * out_hw[1]:stride[1], :]


def activation(x, act):
    if act == t2o.ACT_RELU:
        return np.maximum(x, 0)
    if act == t2o.ACT_RELU6:
        return np.clip(x, 0, 6)
    assert act == t2o.ACT_NONE, act
    return x


def run_reference(tflite_bytes, x):
    tensors, operators, inputs, outputs = t2o.read_tflite(tflite_bytes)
    vals = {i: t.data.astype(np.float64) if t.data is not None and t.dtype != t2o.FLOAT16 else t.data
            for i, t in enumerate(tensors) if t.data is not None}
    vals[inputs[0]] = x.astype(np.float64)
    for op in operators:
        ins = [vals.get(i) for i in op.inputs]
        o = op.options
        if op.op == 'DEQUANTIZE':
            out = ins[0].astype(np.float64)
        elif op.op in ('CONV_2D', 'DEPTHWISE_CONV_2D'):
            dw = op.op == 'DEPTHWISE_CONV_2D'
            b = 1 if dw else 0
            padding = o.scalar(0, 'b', 0)
            stride = [o.scalar(2, 'i', 1), o.scalar(1, 'i', 1)]
            dil = [o.scalar(5 + b, 'i', 1), o.scalar(4 + b, 'i', 1)]
            w = ins[1]
            kernel = list(w.shape[1:3])
            out_shape = tensors[op.outputs[0]].shape
            xp = same_pad(ins[0], kernel, stride, dil, padding)
            out = np.zeros(out_shape, np.float64)
            mult = w.shape[3] // ins[0].shape[3] if dw else 0
            for i, j, win in windows(xp, kernel, stride, dil, out_shape[1:3]):
                if dw:   # output channel c*M + m reads input channel c
                    out += np.repeat(win, mult, axis=3) * w[0, i, j, :]
                else:    # OHWI
                    out += win @ w[:, i, j, :].T
            if len(ins) > 2 and ins[2] is not None:
                out += ins[2]
            out = activation(out, o.scalar(3 + b, 'b', 0))
        elif op.op == 'MAX_POOL_2D':
            stride = [o.scalar(2, 'i', 1), o.scalar(1, 'i', 1)]
            kernel = [o.scalar(4, 'i', 1), o.scalar(3, 'i', 1)]
            out_shape = tensors[op.outputs[0]].shape
            xp = same_pad(ins[0], kernel, stride, [1, 1], o.scalar(0, 'b', 0), -np.inf)
            out = np.full(out_shape, -np.inf)
            for _, _, win in windows(xp, kernel, stride, [1, 1], out_shape[1:3]):
                out = np.maximum(out, win)
            out = activation(out, o.scalar(5, 'b', 0))
        elif op.op == 'ADD':
            out = activation(ins[0] + ins[1], o.scalar(0, 'b', 0) if o else 0)
        elif op.op == 'RELU':
            out = np.maximum(ins[0], 0)
        elif op.op == 'RELU6':
            out = np.clip(ins[0], 0, 6)
        elif op.op == 'PAD':
            out = np.pad(ins[0], ins[1].astype(np.int64))
        elif op.op == 'RESHAPE':
            out = ins[0].reshape(tensors[op.outputs[0]].shape)   # row-major, like TFLite
        elif op.op == 'CONCATENATION':
            out = activation(np.concatenate(ins, axis=o.scalar(0, 'i', 0)), o.scalar(1, 'b', 0))
        else:
            raise SystemExit(f'reference: operator {op.index} {op.op} not implemented')
        assert list(out.shape) == tensors[op.outputs[0]].shape, (op.index, op.op, out.shape)
        vals[op.outputs[0]] = out
    return tensors, vals


def run_ort(model, x, output_name, workdir):
    inp = os.path.join(workdir, 'input.f32')
    out = os.path.join(workdir, 'output.f32')
    x.astype('<f4').tofile(inp)
    res = subprocess.run(['node', os.path.join(REPO, 'tests/codegen/ort/run_ort.js'), model, inp,
                          ','.join(map(str, x.shape)), out, output_name],
                         capture_output=True, text=True, check=True)
    dims = json.loads(res.stdout.strip().splitlines()[-1])['dims']
    return np.fromfile(out, '<f4').reshape(dims)


def main():
    tflite = sys.argv[1] if len(sys.argv) > 1 else os.path.join(REPO, 'models/face/face_detection_short_range.tflite')
    onnx_path = sys.argv[2] if len(sys.argv) > 2 else os.path.splitext(tflite)[0] + '.onnx'
    data = open(tflite, 'rb').read()
    tensors, operators, inputs, outputs = t2o.read_tflite(data)
    shape = tensors[inputs[0]].shape
    x = np.random.default_rng(1).uniform(-1, 1, shape).astype(np.float32)
    _, ref = run_reference(data, x)
    worst = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        heads_model = t2o.convert(data, heads=True)
        heads_path = os.path.join(tmp, 'heads.onnx')
        with open(heads_path, 'wb') as f:
            f.write(heads_model.SerializeToString())
        checks = [(onnx_path, tensors[i].name, ref[i]) for i in outputs]
        for o in heads_model.graph.output:
            index = next(i for i, t in enumerate(tensors) if t.name == o.name)
            checks.append((heads_path, o.name, ref[index].transpose(0, 3, 1, 2)))   # heads are NCHW
        for path, name, want in checks:
            got = run_ort(path, x, name, tmp)
            diff = float(np.max(np.abs(got - want))) if got.shape == want.shape else float('inf')
            # fp32 against fp64: allow 1e-4 of the output's magnitude (regressors reach ~100).
            worst = max(worst, diff / max(1.0, float(np.max(np.abs(want)))))
            print(f'{os.path.basename(path)} {name} {list(got.shape)}: max |ORT - numpy TFLite| = {diff:.3g} '
                  f'(values span {want.min():.3g}..{want.max():.3g})')
    ok = worst <= TOLERANCE
    print(f'OK (worst relative difference {worst:.3g})' if ok else f'FAIL: relative difference {worst:.3g} > {TOLERANCE}')
    return 0 if ok else 1


if __name__ == '__main__':
    sys.exit(main())
