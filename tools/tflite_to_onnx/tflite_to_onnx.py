#!/usr/bin/python3
"""Converts a float TFLite model (conv nets such as MediaPipe's BlazeFace) to a plain ONNX graph.

    /usr/bin/python3 tools/tflite_to_onnx/tflite_to_onnx.py MODEL.tflite OUT.onnx [--heads] [--input-name NAME]

It reads the TFLite flatbuffer itself (no TensorFlow, no flatbuffers package: only the
standard library, numpy and onnx), so that the ONNX files in models/ can be rebuilt from
the npm packages they came from on any machine with Debian's python3-onnx.

The ONNX graph takes the TFLite input as it is (NHWC float), transposes it once to NCHW
and runs the body in NCHW, the layout the project's code generator and ONNX Runtime
prefer. Weights are the TFLite values, fp16 ones widened to fp32 exactly. By default the
outputs are the TFLite model's outputs, in TFLite's layout and element order; with
--heads the graph ends instead at the last computing op before each output (the
detector's head convolutions, before TFLite's reshape/concatenation), as NCHW tensors
named after their TFLite tensors.

Supported ops: CONV_2D, DEPTHWISE_CONV_2D, ADD, RELU, RELU6, PAD, MAX_POOL_2D,
DEQUANTIZE (of fp16 constants), RESHAPE, CONCATENATION, with fused RELU/RELU6. Anything
else stops the conversion with an error naming the op and its operator index (exit 1).
"""

import argparse
import math
import struct
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

OPSET = 14
# python3-onnx 1.12's checker accepts IR 8, but opset 14 belongs to IR 7 (onnx 1.9) and
# the other models in models/ carry 7: older readers then accept the file too.
IR_VERSION = 7


class ConversionError(Exception):
    """A model this converter cannot read or convert; the message says why."""


# --------------------------------------------------------------------------------------
# FlatBuffers: just enough of the wire format to walk a .tflite file.
#
# A table starts with an int32 soffset to its vtable (vtable = table - soffset); the vtable
# holds uint16 [vtable size, table size, offset of field 0, field 1, ...], where 0 or a
# missing entry means "field absent, use the default". Offsets to tables, vectors and
# strings are uint32, relative to where they are stored. A vector is a uint32 count
# followed by its elements; a string is a vector of bytes (plus a 0 not counted).
# Every access is bounds-checked, so a truncated or corrupt file raises ConversionError
# instead of reading garbage or crashing in numpy.
# --------------------------------------------------------------------------------------
class FlatBuffer:
    def __init__(self, data):
        self.data = bytes(data)

    def check(self, pos, size, what):
        if pos < 0 or size < 0 or pos + size > len(self.data):
            raise ConversionError(
                f'corrupt or truncated TFLite file: {what} at byte {pos} (+{size}) lies outside '
                f'the {len(self.data)}-byte file')

    def unpack(self, fmt, pos, what):
        size = struct.calcsize(fmt)
        self.check(pos, size, what)
        return struct.unpack_from(fmt, self.data, pos)[0]

    def deref(self, pos, what):
        """The absolute position a uoffset stored at `pos` points to."""
        return pos + self.unpack('<I', pos, what)

    def root(self):
        return Table(self, self.deref(0, 'root table offset'), 'Model')


class Table:
    def __init__(self, fb, pos, name):
        self.fb, self.pos, self.name = fb, pos, name
        self.vtable = pos - fb.unpack('<i', pos, f'{name} table')
        vt_size = fb.unpack('<H', self.vtable, f'{name} vtable')
        if vt_size < 4 or vt_size % 2:
            raise ConversionError(f'corrupt TFLite file: {name} vtable size {vt_size}')
        fb.check(self.vtable, vt_size, f'{name} vtable')
        self.field_count = (vt_size - 4) // 2

    def _field_pos(self, field_id):
        if field_id >= self.field_count:
            return None
        off = self.fb.unpack('<H', self.vtable + 4 + 2 * field_id, f'{self.name} vtable')
        return self.pos + off if off else None

    def scalar(self, field_id, fmt, default):
        pos = self._field_pos(field_id)
        return default if pos is None else self.fb.unpack('<' + fmt, pos, f'{self.name} field {field_id}')

    def table(self, field_id, name):
        pos = self._field_pos(field_id)
        return None if pos is None else Table(self.fb, self.fb.deref(pos, f'{self.name} field {field_id}'), name)

    def _vector(self, field_id, elem_size, what):
        """(position of element 0, count) of a vector field, or None when absent."""
        pos = self._field_pos(field_id)
        if pos is None:
            return None
        vec = self.fb.deref(pos, what)
        count = self.fb.unpack('<I', vec, what)
        self.fb.check(vec + 4, count * elem_size, what)
        return vec + 4, count

    def tables(self, field_id, name):
        what = f'{self.name}.{name} vector'
        vec = self._vector(field_id, 4, what)
        if vec is None:
            return []
        start, count = vec
        return [Table(self.fb, self.fb.deref(start + 4 * i, what), name) for i in range(count)]

    def array(self, field_id, dtype):
        """A vector of scalars as a numpy array (a copy; empty when absent)."""
        dtype = np.dtype(dtype).newbyteorder('<')
        vec = self._vector(field_id, dtype.itemsize, f'{self.name} field {field_id}')
        if vec is None:
            return np.zeros(0, dtype)
        start, count = vec
        return np.frombuffer(self.fb.data, dtype, count, start).copy()

    def string(self, field_id):
        vec = self._vector(field_id, 1, f'{self.name} field {field_id} string')
        if vec is None:
            return None
        start, count = vec
        return self.fb.data[start:start + count].decode('utf-8', errors='replace')


# --------------------------------------------------------------------------------------
# The TFLite schema (tensorflow/lite/schema/schema.fbs), only the parts used here.
# Field ids count union fields twice (a type byte, then the value): Operator's
# builtin_options is field 4, its type field 3.
# --------------------------------------------------------------------------------------
# BuiltinOperator values.
OP_NAMES = {
    0: 'ADD', 1: 'AVERAGE_POOL_2D', 2: 'CONCATENATION', 3: 'CONV_2D', 4: 'DEPTHWISE_CONV_2D',
    5: 'DEPTH_TO_SPACE', 6: 'DEQUANTIZE', 9: 'FULLY_CONNECTED', 14: 'LOGISTIC', 17: 'MAX_POOL_2D',
    18: 'MUL', 19: 'RELU', 21: 'RELU6', 22: 'RESHAPE', 23: 'RESIZE_BILINEAR', 25: 'SOFTMAX',
    28: 'TANH', 32: 'CUSTOM', 34: 'PAD', 39: 'TRANSPOSE', 40: 'MEAN', 41: 'SUB', 42: 'DIV',
    54: 'PRELU', 60: 'PADV2', 67: 'TRANSPOSE_CONV', 97: 'RESIZE_NEAREST_NEIGHBOR',
    98: 'LEAKY_RELU', 117: 'HARD_SWISH',
}
# TensorType values.
FLOAT32, FLOAT16, INT32, UINT8, INT64, INT8 = 0, 1, 2, 3, 4, 9
TYPE_NAMES = {0: 'FLOAT32', 1: 'FLOAT16', 2: 'INT32', 3: 'UINT8', 4: 'INT64', 5: 'STRING',
              6: 'BOOL', 7: 'INT16', 9: 'INT8'}
NUMPY_TYPES = {FLOAT32: np.float32, FLOAT16: np.float16, INT32: np.int32, UINT8: np.uint8,
               INT64: np.int64, INT8: np.int8}
# BuiltinOptions union members (the type byte: 1 + position in the union).
OPTIONS_CONV2D, OPTIONS_DEPTHWISE, OPTIONS_POOL2D = 1, 2, 5
OPTIONS_CONCATENATION, OPTIONS_ADD, OPTIONS_RESHAPE = 10, 11, 17
# Padding and ActivationFunctionType.
PADDING_SAME, PADDING_VALID = 0, 1
ACT_NONE, ACT_RELU, ACT_RELU6 = 0, 1, 3
ACT_NAMES = {0: 'NONE', 1: 'RELU', 2: 'RELU_N1_TO_1', 3: 'RELU6', 4: 'TANH', 5: 'SIGN_BIT'}


# Inputs each supported op takes (min, max; None: any number), the optional ones (the
# conv bias may be -1), and the ops that work on NCHW images.
ARITY = {'CONV_2D': (2, 3), 'DEPTHWISE_CONV_2D': (2, 3), 'ADD': (2, 2), 'RELU': (1, 1),
         'RELU6': (1, 1), 'PAD': (2, 2), 'MAX_POOL_2D': (1, 1), 'RESHAPE': (1, 2),
         'CONCATENATION': (1, None), 'DEQUANTIZE': (1, 1)}
OPTIONAL_INPUTS = {'CONV_2D': (2,), 'DEPTHWISE_CONV_2D': (2,)}
NCHW_OPS = ('CONV_2D', 'DEPTHWISE_CONV_2D', 'MAX_POOL_2D')


class TFTensor:
    def __init__(self, index, shape, dtype, name, data, quantized):
        self.index, self.shape, self.dtype, self.name = index, shape, dtype, name
        self.data = data          # numpy array for a constant, else None
        self.quantized = quantized


class TFOperator:
    def __init__(self, index, op, inputs, outputs, options_type, options):
        self.index, self.op, self.inputs, self.outputs = index, op, inputs, outputs
        self.options_type, self.options = options_type, options

    def options_of(self, expected_type):
        """The builtin options table, checked to be the union member the op expects."""
        if self.options is None:
            return None
        if self.options_type != expected_type:
            raise ConversionError(f'operator {self.index} ({self.op}): builtin options of union type '
                                  f'{self.options_type}, expected {expected_type}')
        return self.options


def read_tflite(data):
    """(tensors, operators, input indices, output indices) of subgraph 0."""
    if len(data) < 8:
        raise ConversionError(f'not a TFLite model: {len(data)} bytes')
    if data[4:8] != b'TFL3':
        raise ConversionError('not a TFLite model: no "TFL3" file identifier at byte 4')
    fb = FlatBuffer(data)
    model = fb.root()
    # Model: 0 version, 1 operator_codes, 2 subgraphs, 3 description, 4 buffers.
    opcodes = []
    for code in model.tables(1, 'OperatorCode'):
        # OperatorCode: 0 deprecated_builtin_code (int8), 1 custom_code, 2 version, 3 builtin_code.
        # Codes of 127 and above live only in builtin_code (int32); older files carry the code
        # in deprecated_builtin_code alone, newer ones in both. TFLite takes the larger.
        builtin = max(code.scalar(0, 'b', 0), code.scalar(3, 'i', 0))
        name = OP_NAMES.get(builtin, f'builtin op {builtin}')
        if name == 'CUSTOM':
            name = f'CUSTOM "{code.string(1)}"'
        opcodes.append(name)
    subgraphs = model.tables(2, 'SubGraph')
    if not subgraphs:
        raise ConversionError('TFLite model without subgraphs')
    if len(subgraphs) > 1:
        # Control flow (WHILE, IF, CALL) lives in further subgraphs; none of the ops handled
        # here uses them, so a second subgraph means an op we would refuse anyway.
        print(f'note: {len(subgraphs)} subgraphs; converting subgraph 0 only', file=sys.stderr)
    buffers = model.tables(4, 'Buffer')
    sg = subgraphs[0]
    # SubGraph: 0 tensors, 1 inputs, 2 outputs, 3 operators, 4 name.
    tensors = []
    for i, t in enumerate(sg.tables(0, 'Tensor')):
        # Tensor: 0 shape, 1 type, 2 buffer, 3 name, 4 quantization, 5 is_variable, 6 sparsity.
        shape = [int(d) for d in t.array(0, np.int32)]
        ttype = t.scalar(1, 'b', FLOAT32)
        buf_index = t.scalar(2, 'I', 0)
        name = t.string(3) or f'tensor_{i}'
        quant = t.table(4, 'QuantizationParameters')
        # QuantizationParameters: 2 scale. Float models carry an empty table or none.
        quantized = quant is not None and quant.array(2, np.float32).size > 0
        data_array = None
        if t.table(6, 'SparsityParameters') is not None:   # Tensor: 6 sparsity
            raise ConversionError(f'tensor {i} "{name}": sparse constants are not supported')
        if buf_index >= len(buffers) and buf_index != 0:
            raise ConversionError(f'tensor {i} "{name}" refers to buffer {buf_index} of {len(buffers)}')
        if buf_index:
            # Buffer: 0 data. (Models over 2 GB keep data outside the flatbuffer, fields 1 and
            # 2: offset and size; an empty data vector with those set is refused below.)
            raw = buffers[buf_index].array(0, np.uint8)
            if raw.size:
                if ttype not in NUMPY_TYPES:
                    raise ConversionError(f'tensor {i} "{name}": constant of type '
                                          f'{TYPE_NAMES.get(ttype, ttype)} is not supported')
                dtype = np.dtype(NUMPY_TYPES[ttype]).newbyteorder('<')
                count = int(np.prod(shape)) if shape else 1
                if raw.size != count * dtype.itemsize:
                    raise ConversionError(f'tensor {i} "{name}": buffer holds {raw.size} bytes, shape '
                                          f'{shape} of {TYPE_NAMES[ttype]} needs {count * dtype.itemsize}')
                data_array = raw.view(dtype).astype(dtype.newbyteorder('=')).reshape(shape)
            elif buffers[buf_index].scalar(1, 'Q', 0) > 1:
                raise ConversionError(f'tensor {i} "{name}": data stored outside the flatbuffer '
                                      '(a model over 2 GB) is not supported')
        tensors.append(TFTensor(i, shape, ttype, name, data_array, quantized))

    def tensor_indices(arr, what):
        out = [int(x) for x in arr]
        for x in out:
            if x != -1 and not 0 <= x < len(tensors):
                raise ConversionError(f'{what} refers to tensor {x} of {len(tensors)}')
        return out

    operators = []
    for i, op in enumerate(sg.tables(3, 'Operator')):
        # Operator: 0 opcode_index, 1 inputs, 2 outputs, 3 builtin_options_type, 4 builtin_options.
        opcode_index = op.scalar(0, 'I', 0)
        if opcode_index >= len(opcodes):
            raise ConversionError(f'operator {i}: opcode index {opcode_index} of {len(opcodes)} operator codes')
        operators.append(TFOperator(
            i, opcodes[opcode_index],
            tensor_indices(op.array(1, np.int32), f'operator {i} inputs'),
            tensor_indices(op.array(2, np.int32), f'operator {i} outputs'),
            op.scalar(3, 'B', 0), op.table(4, 'BuiltinOptions')))
    inputs = tensor_indices(sg.array(1, np.int32), 'subgraph inputs')
    outputs = tensor_indices(sg.array(2, np.int32), 'subgraph outputs')
    return tensors, operators, inputs, outputs


# --------------------------------------------------------------------------------------
# Conversion.
# --------------------------------------------------------------------------------------
NCHW, SAME = 'nchw', 'same'   # how an ONNX value relates to its TFLite tensor (see Value)
TO_NCHW, TO_NHWC = [0, 3, 1, 2], [0, 2, 3, 1]
NHWC_AXIS_IN_NCHW = [0, 2, 3, 1]   # TFLite NHWC axis a sits at NCHW axis NHWC_AXIS_IN_NCHW[a]


class Value:
    """The ONNX value holding a TFLite activation tensor.

    layout NCHW: a 4-D TFLite NHWC tensor held transposed, as NCHW; layout SAME: the
    TFLite tensor's own shape and element order (any rank). Ops convert between the two
    only where they must, so a conv body stays NCHW without a transpose between layers.
    """

    def __init__(self, name, layout):
        self.name, self.layout = name, layout


def same_pads(in_size, kernel, stride, dilation):
    """TensorFlow's SAME padding (begin, end) for one spatial axis."""
    out = math.ceil(in_size / stride)
    total = max((out - 1) * stride + (kernel - 1) * dilation + 1 - in_size, 0)
    return total // 2, total - total // 2


class Converter:
    def __init__(self, tensors, operators, inputs, outputs, input_name):
        self.tensors, self.operators = tensors, operators
        self.tf_inputs, self.tf_outputs = inputs, outputs
        self.input_name = input_name
        self.nodes, self.initializers = [], []
        self.used_names = set()
        self.values = {}           # TFLite tensor index -> Value (activations)
        self.constants = {}        # TFLite tensor index -> numpy array (weights, shapes, pads)
        self.const_names = {}      # TFLite tensor index -> the name its initializer takes
        self.producer = {}         # TFLite tensor index -> the TFOperator writing it
        self.layout_cache = {}     # (value name, layout) -> its transposed copy's name, so each
                                   # transpose is made once; also ('scalar', v) -> initializer

    # ---- names, nodes, initializers ----
    def unique(self, name):
        """TFLite names are only for debugging and may repeat; ONNX names must not."""
        base, n = name, 1
        while name in self.used_names:
            n += 1
            name = f'{base}_{n}'
        self.used_names.add(name)
        return name

    def node(self, op_type, inputs, output, **attrs):
        self.nodes.append(helper.make_node(op_type, inputs, [output], name=output, **attrs))
        return output

    def initializer(self, name, array):
        name = self.unique(name)
        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(array), name))
        return name

    # ---- values ----
    def constant(self, op, index, what):
        if index not in self.constants:
            raise ConversionError(f'operator {op.index} ({op.op}): {what} (tensor {index} '
                                  f'"{self.tensors[index].name}") must be a constant')
        return self.constants[index]

    def value(self, op, index, layout):
        """The ONNX value of an activation input in the wanted layout."""
        if index in self.constants:
            # A constant operand of an elementwise op (e.g. a bias ADD): an initializer
            # in the wanted layout, broadcastable like TFLite's (right-aligned) one.
            array = self.constants[index].astype(np.float32)
            if layout == NCHW:
                array = array.reshape((1,) * (4 - array.ndim) + array.shape).transpose(TO_NCHW)
            return self.initializer(self.const_name(index), array)
        if index not in self.values:
            raise ConversionError(f'operator {op.index} ({op.op}): input tensor {index} '
                                  f'"{self.tensors[index].name}" is neither computed before it nor a constant')
        v = self.values[index]
        if v.layout == layout:
            return v.name
        key = (v.name, layout)
        if key not in self.layout_cache:
            suffix, perm = ('/nchw', TO_NCHW) if layout == NCHW else ('/nhwc', TO_NHWC)
            self.layout_cache[key] = self.node('Transpose', [v.name], self.unique(v.name + suffix), perm=perm)
        return self.layout_cache[key]

    def const_name(self, index):
        return self.const_names.get(index, self.tensors[index].name)

    def shape(self, index):
        return self.tensors[index].shape

    def check_operands(self, op):
        low, high = ARITY[op.op]
        if not low <= len(op.inputs) <= (high or len(op.inputs)) or len(op.outputs) != 1:
            raise ConversionError(f'operator {op.index} ({op.op}): {len(op.inputs)} inputs and '
                                  f'{len(op.outputs)} outputs')
        optional = OPTIONAL_INPUTS.get(op.op, ())
        for n, i in enumerate(op.inputs + op.outputs):
            if i < 0 and n not in optional:
                raise ConversionError(f'operator {op.index} ({op.op}): operand {n} is missing (-1)')
        if op.op in NCHW_OPS and len(self.shape(op.inputs[0])) != 4:
            raise ConversionError(f'operator {op.index} ({op.op}): input of shape '
                                  f'{self.shape(op.inputs[0])}, expected NHWC')
        if op.op == 'DEQUANTIZE':
            return
        for i in op.inputs + op.outputs:
            if i < 0 or i in self.constants:
                continue
            t = self.tensors[i]
            if t.dtype != FLOAT32 or t.quantized:
                raise ConversionError(f'operator {op.index} ({op.op}): tensor {i} "{t.name}" is '
                                      f'{"quantized " if t.quantized else ""}{TYPE_NAMES.get(t.dtype, t.dtype)}; '
                                      'only float32 activations are supported')

    def finish_op(self, op, onnx_name, layout, activation=ACT_NONE):
        """Applies a fused activation and records the op's output tensor."""
        out = op.outputs[0]
        name = self.tensors[out].name
        if activation == ACT_RELU:
            onnx_name = self.node('Relu', [onnx_name], self.unique(name))
        elif activation == ACT_RELU6:
            onnx_name = self.node('Clip', [onnx_name, self.scalar_const(0.0), self.scalar_const(6.0)],
                                  self.unique(name))
        elif activation != ACT_NONE:
            raise ConversionError(f'operator {op.index} ({op.op}): fused activation '
                                  f'{ACT_NAMES.get(activation, activation)} is not supported')
        self.values[out] = Value(onnx_name, layout)

    def out_name(self, op, activation):
        """The name of the op's ONNX output: the TFLite tensor's, unless an activation follows."""
        name = self.tensors[op.outputs[0]].name
        return self.unique(name + '/preact' if activation != ACT_NONE else name)

    def scalar_const(self, v):
        key = ('scalar', v)
        if key not in self.layout_cache:
            self.layout_cache[key] = self.initializer(f'const_{v:g}', np.array(v, np.float32))
        return self.layout_cache[key]

    # ---- ops ----
    def spatial_pads(self, op, in_shape, kernel, stride, dilation, padding):
        if padding == PADDING_VALID:
            return [0, 0, 0, 0]
        if padding != PADDING_SAME:
            raise ConversionError(f'operator {op.index} ({op.op}): padding {padding}')
        top, bottom = same_pads(in_shape[1], kernel[0], stride[0], dilation[0])
        left, right = same_pads(in_shape[2], kernel[1], stride[1], dilation[1])
        return [top, left, bottom, right]    # ONNX: begins of H, W, then ends

    def conv(self, op, depthwise):
        opts = op.options_of(OPTIONS_DEPTHWISE if depthwise else OPTIONS_CONV2D)
        if opts is None:
            raise ConversionError(f'operator {op.index} ({op.op}): no builtin options')
        # Conv2DOptions: 0 padding, 1 stride_w, 2 stride_h, 3 fused_activation_function,
        #                4 dilation_w_factor, 5 dilation_h_factor.
        # DepthwiseConv2DOptions: 0 padding, 1 stride_w, 2 stride_h, 3 depth_multiplier,
        #                4 fused_activation_function, 5 dilation_w_factor, 6 dilation_h_factor.
        base = 1 if depthwise else 0
        padding = opts.scalar(0, 'b', PADDING_SAME)
        stride = [opts.scalar(2, 'i', 1), opts.scalar(1, 'i', 1)]
        activation = opts.scalar(3 + base, 'b', ACT_NONE)
        dilation = [opts.scalar(5 + base, 'i', 1), opts.scalar(4 + base, 'i', 1)]
        in_shape = self.shape(op.inputs[0])
        w = self.constant(op, op.inputs[1], 'the filter').astype(np.float32)
        channels = in_shape[3]
        if depthwise:
            # Filter [1, H, W, C*M]: output channel c*M + m reads input channel c, which is
            # exactly ONNX's grouped conv with group = C and weights [C*M, 1, H, W].
            if w.ndim != 4 or w.shape[0] != 1 or w.shape[3] % channels:
                raise ConversionError(f'operator {op.index} ({op.op}): filter shape {list(w.shape)} '
                                      f'for {channels} input channels')
            weights = w[0].transpose(2, 0, 1)[:, None, :, :]
            group = channels
        else:
            # Filter OHWI -> OIHW. A filter with fewer input channels than the input would be
            # a grouped CONV_2D (newer TFLite); refuse it rather than guess.
            if w.ndim != 4 or w.shape[3] != channels:
                raise ConversionError(f'operator {op.index} ({op.op}): filter shape {list(w.shape)} '
                                      f'for {channels} input channels')
            weights = w.transpose(0, 3, 1, 2)
            group = 1
        kernel = list(weights.shape[2:])
        inputs = [self.value(op, op.inputs[0], NCHW),
                  self.initializer(self.const_name(op.inputs[1]), weights)]
        if len(op.inputs) > 2 and op.inputs[2] >= 0:
            bias = self.constant(op, op.inputs[2], 'the bias').astype(np.float32).reshape(-1)
            inputs.append(self.initializer(self.const_name(op.inputs[2]), bias))
        out = self.node('Conv', inputs, self.out_name(op, activation),
                        kernel_shape=kernel, strides=stride, dilations=dilation, group=group,
                        pads=self.spatial_pads(op, in_shape, kernel, stride, dilation, padding))
        self.finish_op(op, out, NCHW, activation)

    def max_pool(self, op):
        opts = op.options_of(OPTIONS_POOL2D)
        if opts is None:
            raise ConversionError(f'operator {op.index} ({op.op}): no builtin options')
        # Pool2DOptions: 0 padding, 1 stride_w, 2 stride_h, 3 filter_width, 4 filter_height,
        #                5 fused_activation_function.
        padding = opts.scalar(0, 'b', PADDING_SAME)
        stride = [opts.scalar(2, 'i', 1), opts.scalar(1, 'i', 1)]
        kernel = [opts.scalar(4, 'i', 1), opts.scalar(3, 'i', 1)]
        activation = opts.scalar(5, 'b', ACT_NONE)
        # TFLite's SAME max pool ignores padded cells, as ONNX MaxPool's pads do.
        pads = self.spatial_pads(op, self.shape(op.inputs[0]), kernel, stride, [1, 1], padding)
        out = self.node('MaxPool', [self.value(op, op.inputs[0], NCHW)], self.out_name(op, activation),
                        kernel_shape=kernel, strides=stride, pads=pads)
        self.finish_op(op, out, NCHW, activation)

    def add(self, op):
        opts = op.options_of(OPTIONS_ADD)
        activation = opts.scalar(0, 'b', ACT_NONE) if opts else ACT_NONE   # AddOptions: 0 fused act
        a, b = op.inputs[:2]
        # Both operands in the layout of the first activation operand; NCHW only for 4-D
        # tensors of the output's shape (broadcasting stays TFLite's otherwise).
        layouts = [self.values[i].layout for i in (a, b) if i in self.values]
        layout = NCHW if layouts and layouts[0] == NCHW and len(self.shape(op.outputs[0])) == 4 else SAME
        out = self.node('Add', [self.value(op, a, layout), self.value(op, b, layout)], self.out_name(op, activation))
        self.finish_op(op, out, layout, activation)

    def relu(self, op, six):
        v = self.values.get(op.inputs[0])
        if v is None:
            raise ConversionError(f'operator {op.index} ({op.op}): input is not an activation')
        act = ACT_RELU6 if six else ACT_RELU
        self.finish_op(op, v.name, v.layout, act)

    def pad(self, op):
        pads = self.constant(op, op.inputs[1], 'the paddings').astype(np.int64)
        rank = len(self.shape(op.inputs[0]))
        if pads.shape != (rank, 2):
            raise ConversionError(f'operator {op.index} ({op.op}): paddings of shape {list(pads.shape)} for rank {rank}')
        layout = self.values[op.inputs[0]].layout if op.inputs[0] in self.values else SAME
        if layout == NCHW:
            pads = pads[TO_NCHW]
        # ONNX wants all begins, then all ends; TFLite pads with zeros, ONNX's default.
        onnx_pads = self.initializer(self.const_name(op.inputs[1]), np.concatenate([pads[:, 0], pads[:, 1]]))
        out = self.node('Pad', [self.value(op, op.inputs[0], layout), onnx_pads], self.out_name(op, ACT_NONE),
                        mode='constant')
        self.finish_op(op, out, layout)

    def reshape(self, op):
        # TFLite reshapes its NHWC element order: go back to it first. The target is the
        # output tensor's static shape; the requested one (the shape input, else
        # ReshapeOptions.new_shape: 0) may hold a -1 and must agree with it.
        target = self.shape(op.outputs[0])
        source = self.shape(op.inputs[0])
        if not target or any(d < 0 for d in target) or np.prod(target) != np.prod(source):
            raise ConversionError(f'operator {op.index} ({op.op}): cannot reshape {source} to {target}')
        if len(op.inputs) > 1 and op.inputs[1] >= 0:
            requested = [int(d) for d in self.constant(op, op.inputs[1], 'the shape').reshape(-1)]
        else:
            opts = op.options_of(OPTIONS_RESHAPE)
            requested = [int(d) for d in opts.array(0, np.int32)] if opts else target
        if len(requested) != len(target) or any(r not in (-1, t) for r, t in zip(requested, target)):
            raise ConversionError(f'operator {op.index} ({op.op}): new shape {requested} disagrees with '
                                  f'the output tensor\'s {target}')
        shape = self.initializer(self.tensors[op.outputs[0]].name + '/shape', np.array(target, np.int64))
        out = self.node('Reshape', [self.value(op, op.inputs[0], SAME), shape], self.out_name(op, ACT_NONE))
        self.finish_op(op, out, SAME)

    def concatenation(self, op):
        opts = op.options_of(OPTIONS_CONCATENATION)
        if opts is None:
            raise ConversionError(f'operator {op.index} ({op.op}): no builtin options')
        # ConcatenationOptions: 0 axis, 1 fused_activation_function.
        rank = len(self.shape(op.outputs[0]))
        axis = opts.scalar(0, 'i', 0)
        if not -rank <= axis < rank:
            raise ConversionError(f'operator {op.index} ({op.op}): axis {axis} for rank {rank}')
        axis %= rank
        activation = opts.scalar(1, 'b', ACT_NONE)
        # Stay NCHW only when every input already is; otherwise meet in TFLite's layout.
        all_nchw = all(i in self.values and self.values[i].layout == NCHW for i in op.inputs)
        layout = NCHW if all_nchw and rank == 4 else SAME
        onnx_axis = NHWC_AXIS_IN_NCHW[axis] if layout == NCHW else axis
        inputs = [self.value(op, i, layout) for i in op.inputs]
        out = self.node('Concat', inputs, self.out_name(op, activation), axis=onnx_axis)
        self.finish_op(op, out, layout, activation)

    def dequantize(self, op):
        src = self.tensors[op.inputs[0]]
        if op.inputs[0] not in self.constants or src.dtype != FLOAT16:
            raise ConversionError(f'operator {op.index} (DEQUANTIZE): only fp16 constants are supported, '
                                  f'tensor {src.index} "{src.name}" is '
                                  f'{"a constant" if op.inputs[0] in self.constants else "an activation"} '
                                  f'of type {TYPE_NAMES.get(src.dtype, src.dtype)}')
        # fp16 -> fp32 is exact; folding it keeps the ONNX graph free of Cast nodes.
        self.constants[op.outputs[0]] = self.constants[op.inputs[0]].astype(np.float32)
        # The weight keeps the stored tensor's name ("conv2d/Kernel", not ".._dequantize").
        self.const_names[op.outputs[0]] = self.const_name(op.inputs[0])

    # ---- the graph ----
    def convert(self, heads):
        for t in self.tensors:
            if t.data is not None:
                self.constants[t.index] = t.data
        if len(self.tf_inputs) != 1:
            raise ConversionError(f'{len(self.tf_inputs)} model inputs; one image input is supported')
        tf_in = self.tensors[self.tf_inputs[0]]
        if len(tf_in.shape) != 4 or tf_in.dtype != FLOAT32:
            raise ConversionError(f'input "{tf_in.name}": shape {tf_in.shape} {TYPE_NAMES.get(tf_in.dtype)}; '
                                  'a float32 NHWC image is supported')
        input_name = self.unique(self.input_name or tf_in.name)
        self.values[tf_in.index] = Value(input_name, SAME)
        # The one transpose to NCHW comes right after the input, shared by every reader.
        self.value(None, tf_in.index, NCHW)

        handlers = {
            'CONV_2D': lambda op: self.conv(op, depthwise=False),
            'DEPTHWISE_CONV_2D': lambda op: self.conv(op, depthwise=True),
            'ADD': self.add,
            'RELU': lambda op: self.relu(op, six=False),
            'RELU6': lambda op: self.relu(op, six=True),
            'PAD': self.pad,
            'MAX_POOL_2D': self.max_pool,
            'RESHAPE': self.reshape,
            'CONCATENATION': self.concatenation,
            'DEQUANTIZE': self.dequantize,
        }
        for op in self.operators:
            handler = handlers.get(op.op)
            if handler is None:
                raise ConversionError(f'operator {op.index}: {op.op} is not supported '
                                      f'(supported: {", ".join(sorted(handlers))})')
            self.check_operands(op)
            for i in op.outputs:
                self.producer[i] = op
            try:
                handler(op)
            except ConversionError:
                raise
            except (ValueError, IndexError, KeyError, TypeError) as e:
                # Shapes or operands no valid model has (a corrupt file, most likely):
                # say where, rather than end in a traceback.
                raise ConversionError(f'operator {op.index} ({op.op}): inconsistent model: '
                                      f'{type(e).__name__}: {e}') from e

        outputs = self.head_outputs() if heads else [(i, SAME) for i in self.tf_outputs]
        graph_outputs = []
        for index, layout in outputs:
            if index not in self.values:
                raise ConversionError(f'output tensor {index} "{self.tensors[index].name}" is not computed')
            name = self.value(None, index, layout)
            shape = self.shape(index)
            if layout == NCHW:
                shape = [shape[p] for p in TO_NCHW]
            graph_outputs.append(helper.make_tensor_value_info(name, TensorProto.FLOAT, shape))
        return self.build(input_name, tf_in.shape, graph_outputs)

    def head_outputs(self):
        """The last computing op's output on each path to a model output.

        Walks back from each output through RESHAPE and CONCATENATION (which only move
        elements) to the tensors that computed them, in TFLite's output order.
        """
        found, seen = [], set()

        def walk(index):
            op = self.producer.get(index)
            if op is not None and op.op in ('RESHAPE', 'CONCATENATION'):
                for i in op.inputs:
                    if i in self.values:
                        walk(i)
            elif index not in seen:
                seen.add(index)
                found.append(index)

        for index in self.tf_outputs:
            walk(index)
        return [(i, NCHW if len(self.shape(i)) == 4 else SAME) for i in found]

    def build(self, input_name, input_shape, graph_outputs):
        # Keep only what the outputs need (with --heads the reshapes and concatenations go),
        # in the original order, which is already topological.
        needed = {o.name for o in graph_outputs}
        kept = []
        for n in reversed(self.nodes):
            if any(o in needed for o in n.output):
                kept.append(n)
                needed.update(n.input)
        kept.reverse()
        inits = [t for t in self.initializers if t.name in needed]
        graph = helper.make_graph(
            kept, 'tflite_to_onnx',
            [helper.make_tensor_value_info(input_name, TensorProto.FLOAT, input_shape)],
            graph_outputs, initializer=inits)
        model = helper.make_model(graph, producer_name='tools/tflite_to_onnx/tflite_to_onnx.py',
                                  opset_imports=[helper.make_opsetid('', OPSET)])
        model.ir_version = IR_VERSION
        # Shape inference must reach every output with the shape declared from TFLite:
        # a wrong pad or layout shows up here as a mismatch, not later in the generator.
        try:
            onnx.checker.check_model(model, full_check=True)
            inferred = onnx.shape_inference.infer_shapes(model, check_type=True, strict_mode=True)
        except (onnx.checker.ValidationError, onnx.shape_inference.InferenceError) as e:
            raise ConversionError(f'the converted graph fails ONNX checks (shapes in the TFLite file '
                                  f'that do not fit together?): {str(e).strip()}') from e
        for out in inferred.graph.output:
            declared = next(o for o in graph_outputs if o.name == out.name)
            dims = [d.dim_value for d in out.type.tensor_type.shape.dim]
            want = [d.dim_value for d in declared.type.tensor_type.shape.dim]
            if dims != want:
                raise ConversionError(f'output "{out.name}": ONNX shape inference gives {dims}, TFLite says {want}')
        known = {v.name for v in inferred.graph.value_info} | {o.name for o in graph_outputs}
        for n in kept:
            for o in n.output:
                if o not in known:
                    raise ConversionError(f'ONNX shape inference did not reach "{o}"')
        return model


def convert(tflite_bytes, heads=False, input_name='input'):
    """The ONNX ModelProto for a .tflite file's bytes; raises ConversionError."""
    tensors, operators, inputs, outputs = read_tflite(tflite_bytes)
    return Converter(tensors, operators, inputs, outputs, input_name).convert(heads)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('tflite', help='the .tflite model')
    parser.add_argument('onnx', help='the .onnx file to write')
    parser.add_argument('--heads', action='store_true',
                        help='end at the last computing ops before the outputs (NCHW), without '
                             "TFLite's closing reshapes and concatenations")
    parser.add_argument('--input-name', default='input', help='the ONNX input name (default: input)')
    args = parser.parse_args(argv)
    try:
        with open(args.tflite, 'rb') as f:
            data = f.read()
        model = convert(data, heads=args.heads, input_name=args.input_name)
    except (ConversionError, OSError) as e:
        print(f'tflite_to_onnx: {args.tflite}: {e}', file=sys.stderr)
        return 1
    with open(args.onnx, 'wb') as f:
        f.write(model.SerializeToString())
    g = model.graph
    print(f'{args.onnx}: {len(g.node)} nodes, {sum(int(np.prod(t.dims)) for t in g.initializer)} initializer values; '
          f'outputs ' + ', '.join(f'{o.name} {[d.dim_value for d in o.type.tensor_type.shape.dim]}' for o in g.output))
    return 0


if __name__ == '__main__':
    sys.exit(main())
