#!/usr/bin/python3
"""Tests for tflite_to_onnx.py; no GPU, no TFLite runtime, a few seconds.

    /usr/bin/python3 -B -m unittest discover -s tools/tflite_to_onnx -p 'test_*.py' -v

(from the repository root; needs Debian's python3-onnx and python3-numpy). The numeric
checks, which need onnxruntime-node and Chromium, are check_against_numpy.py and
verify_blazeface.mjs beside this file.
"""

import os
import random
import subprocess
import sys
import tempfile
import unittest

sys.dont_write_bytecode = True   # no __pycache__ in the source tree

import numpy as np  # noqa: E402
import onnx  # noqa: E402
from onnx import helper, numpy_helper  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, HERE)
import tflite_to_onnx as t2o  # noqa: E402

TFLITE = os.path.join(REPO, 'models/face/face_detection_short_range.tflite')
ONNX = os.path.join(REPO, 'models/face/face_detection_short_range.onnx')
CONVERTER = os.path.join(HERE, 'tflite_to_onnx.py')
LOGISTIC = 14   # a BuiltinOperator the converter does not support


def read(path):
    with open(path, 'rb') as f:
        return f.read()


def run_converter(*args):
    return subprocess.run([sys.executable, '-B', CONVERTER, *args], capture_output=True, text=True)


def patch_opcode(data, old, new):
    """The .tflite bytes with every OperatorCode `old` turned into `new`, in both code fields."""
    out = bytearray(data)
    model = t2o.FlatBuffer(data).root()
    patched = 0
    for code in model.tables(1, 'OperatorCode'):
        pos0, pos3 = code._field_pos(0), code._field_pos(3)
        if max(code.scalar(0, 'b', 0), code.scalar(3, 'i', 0)) != old:
            continue
        if pos0 is None:
            raise unittest.SkipTest('operator code without its int8 field: cannot patch in place')
        out[pos0] = new
        if pos3 is not None:
            out[pos3:pos3 + 4] = new.to_bytes(4, 'little')
        patched += 1
    assert patched, f'no operator code {old} in the model'
    return bytes(out)


def first_operator_with(data, op_name):
    tensors, operators, _, _ = t2o.read_tflite(data)
    return next(op.index for op in operators if op.op == op_name)


class CommittedModelTest(unittest.TestCase):
    """models/face/face_detection_short_range.onnx is what the converter makes of the .tflite."""

    @classmethod
    def setUpClass(cls):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, 'model.onnx')
            result = run_converter(TFLITE, out)
            if result.returncode != 0:
                raise AssertionError(f'the converter failed: {result.stderr}')
            cls.fresh = onnx.load(out)
        cls.committed = onnx.load(ONNX)

    def test_nodes_equal(self):
        fresh, committed = self.fresh.graph.node, self.committed.graph.node
        self.assertEqual(len(fresh), len(committed))
        for a, b in zip(fresh, committed):
            self.assertEqual((a.op_type, a.name, list(a.input), list(a.output)),
                             (b.op_type, b.name, list(b.input), list(b.output)))
            attrs = lambda n: {x.name: helper.get_attribute_value(x) for x in n.attribute}  # noqa: E731
            self.assertEqual(attrs(a), attrs(b), a.name)

    def test_initializers_equal(self):
        fresh = {t.name: numpy_helper.to_array(t) for t in self.fresh.graph.initializer}
        committed = {t.name: numpy_helper.to_array(t) for t in self.committed.graph.initializer}
        self.assertEqual(sorted(fresh), sorted(committed))
        for name, array in committed.items():
            self.assertEqual(fresh[name].dtype, array.dtype, name)
            self.assertTrue(np.array_equal(fresh[name], array), name)

    def test_inputs_outputs_equal(self):
        self.assertEqual([i.SerializeToString() for i in self.fresh.graph.input],
                         [i.SerializeToString() for i in self.committed.graph.input])
        self.assertEqual([o.SerializeToString() for o in self.fresh.graph.output],
                         [o.SerializeToString() for o in self.committed.graph.output])
        self.assertEqual((self.fresh.ir_version, list(self.fresh.opset_import)),
                         (self.committed.ir_version, list(self.committed.opset_import)))

    def test_interface(self):
        # What MediaPipe's graph and the rest of the project expect of the file.
        g = self.committed.graph
        dims = lambda v: [d.dim_value for d in v.type.tensor_type.shape.dim]  # noqa: E731
        self.assertEqual([(i.name, dims(i)) for i in g.input], [('input', [1, 128, 128, 3])])
        self.assertEqual([(o.name, dims(o)) for o in g.output],
                         [('regressors', [1, 896, 16]), ('classificators', [1, 896, 1])])
        # One transpose to NCHW after the input, one back to NHWC before each of the 4 reshapes.
        transposes = [n for n in g.node if n.op_type == 'Transpose']
        self.assertIs(transposes[0], g.node[0])
        self.assertEqual(len(transposes), 5)
        onnx.checker.check_model(self.committed, full_check=True)

    def test_weights_are_the_tflite_values(self):
        # The first conv's fp16 OHWI filter, widened and laid out OIHW, bit for bit.
        tensors, _, _, _ = t2o.read_tflite(read(TFLITE))
        kernel = next(t for t in tensors if t.name == 'conv2d/Kernel')
        onnx_kernel = next(numpy_helper.to_array(t) for t in self.committed.graph.initializer
                           if t.name == 'conv2d/Kernel')
        self.assertTrue(np.array_equal(onnx_kernel, kernel.data.astype(np.float32).transpose(0, 3, 1, 2)))

    def test_heads(self):
        model = t2o.convert(read(TFLITE), heads=True)
        dims = lambda v: [d.dim_value for d in v.type.tensor_type.shape.dim]  # noqa: E731
        self.assertEqual([(o.name, dims(o)) for o in model.graph.output],
                         [('regressor_8', [1, 32, 16, 16]), ('regressor_16', [1, 96, 8, 8]),
                          ('classificator_8', [1, 2, 16, 16]), ('classificator_16', [1, 6, 8, 8])])
        self.assertEqual([n.op_type for n in model.graph.node if n.op_type in ('Reshape', 'Concat')], [])
        self.assertEqual(sum(n.op_type == 'Transpose' for n in model.graph.node), 1)


class MalformedInputTest(unittest.TestCase):
    """Broken or unsupported files end in one clear message and exit status 1."""

    @classmethod
    def setUpClass(cls):
        cls.data = read(TFLITE)

    def convert_bytes(self, data):
        """(exit status, stderr) of the converter run on `data`."""
        with tempfile.TemporaryDirectory() as tmp:
            src, out = os.path.join(tmp, 'bad.tflite'), os.path.join(tmp, 'bad.onnx')
            with open(src, 'wb') as f:
                f.write(data)
            result = run_converter(src, out)
            if result.returncode != 0:
                self.assertFalse(os.path.exists(out), 'an output file despite the error')
            return result.returncode, result.stderr

    def assert_clean_error(self, data, *fragments):
        code, err = self.convert_bytes(data)
        self.assertEqual(code, 1, err)
        self.assertNotIn('Traceback', err)
        self.assertTrue(err.startswith('tflite_to_onnx: '), err)
        for fragment in fragments:
            self.assertIn(fragment, err)

    def test_truncated(self):
        # The tables sit at the end of this file, the weights at the front: cutting
        # anywhere leaves offsets pointing past the end.
        for size in (0, 7, 64, len(self.data) // 2, len(self.data) - 100, len(self.data) - 1):
            with self.subTest(size=size):
                self.assert_clean_error(self.data[:size], 'TFLite')

    def test_not_tflite(self):
        self.assert_clean_error(read(ONNX), 'not a TFLite model')

    def test_unsupported_op(self):
        # RELU turned into LOGISTIC: the error names the op and the first operator using it.
        index = first_operator_with(self.data, 'RELU')
        self.assert_clean_error(patch_opcode(self.data, 19, LOGISTIC),
                                f'operator {index}: LOGISTIC is not supported')

    def test_unsupported_op_in_api(self):
        with self.assertRaisesRegex(t2o.ConversionError, r'operator \d+: LOGISTIC is not supported'):
            t2o.convert(patch_opcode(self.data, 19, LOGISTIC))

    def test_unsupported_dequantize(self):
        # DEQUANTIZE is supported for fp16 constants only (and one input): a CONV_2D turned
        # DEQUANTIZE must be refused, naming the operator.
        index = first_operator_with(self.data, 'CONV_2D')
        self.assert_clean_error(patch_opcode(self.data, 3, 6),
                                f'operator {index} (DEQUANTIZE)')

    def test_random_corruption(self):
        # Bytes changed in the tables (the last 40 kB): either a model comes out or a
        # ConversionError; never another exception.
        rng = random.Random(1)
        outcomes = {'converted': 0, 'refused': 0}
        for _ in range(150):
            data = bytearray(self.data)
            for _ in range(rng.randint(1, 3)):
                data[rng.randrange(len(data) - 40000, len(data))] = rng.randrange(256)
            try:
                t2o.convert(bytes(data))
                outcomes['converted'] += 1
            except t2o.ConversionError:
                outcomes['refused'] += 1
        self.assertGreater(outcomes['refused'], 0)


if __name__ == '__main__':
    unittest.main()
