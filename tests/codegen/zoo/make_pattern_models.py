#!/usr/bin/python3
"""Writes small ONNX segmentation nets in the shapes common exporters emit.

Each net strings together the patterns that Keras->tf2onnx, TensorFlow and
PyTorch exports produce around a segmentation head (issue "Any segmentation
model"): squeeze-excite through Reshape/MatMul/Gemm on pooled vectors,
Clip-based hard-swish, Shape subgraphs feeding Resize, ConvTranspose decoders,
PRelu, channel split and shuffle, MaxPool, Expand, in-graph normalisation,
raw logits in NCHW and NHWC, squeezed outputs, opsets 11 to 13, and forms of opsets 18-21.

The weights are seeded, so the files are reproducible:
    /usr/bin/python3 tests/codegen/zoo/make_pattern_models.py tests/codegen/zoo
Each MODEL.onnx gets a MODEL.json beside it (the codegen config), and the
model-zoo test (tests/codegen/gpu/model_zoo_test.cc) compares every ONNX file
in this folder with ONNX Runtime. Needs Debian's python3-onnx and python3-numpy.
"""
import json
import os
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper


class Net:
    def __init__(self, name, seed):
        self.name = name
        self.rng = np.random.default_rng(seed)
        self.nodes, self.inits, self.count = [], [], 0

    def fresh(self, hint):
        self.count += 1
        return f"{hint}_{self.count}"

    def const(self, value, hint="c", dtype=np.float32):
        name = self.fresh(hint)
        self.inits.append(numpy_helper.from_array(np.asarray(value, dtype=dtype), name))
        return name

    def op(self, op_type, inputs, outputs=1, **attrs):
        names = [self.fresh(op_type.lower()) for _ in range(outputs)]
        self.nodes.append(helper.make_node(op_type, inputs, names, name=names[0], **attrs))
        return names[0] if outputs == 1 else names

    def weights(self, shape, fan_in, gain=2.0):
        return (self.rng.standard_normal(shape) * np.sqrt(gain / fan_in)).astype(np.float32)

    def conv(self, x, cin, cout, k=3, stride=1, group=1, pads=None, bias=True):
        w = self.const(self.weights((cout, cin // group, k, k), cin // group * k * k), "w")
        inputs = [x, w] + ([self.const(self.rng.uniform(-0.2, 0.2, cout), "b")] if bias else [])
        p = k // 2 if pads is None else pads
        return self.op("Conv", inputs, kernel_shape=[k, k], strides=[stride, stride], group=group,
                       pads=[p, p, p, p] if isinstance(p, int) else p)

    def spread(self, logits, gain, shift):
        """logits * gain + shift: random weights give logits near 0, which a sigmoid would put near the 0.5
        cut the comparison's IoU is taken at; spread and shifted, about half the mask lies well on each side."""
        t = self.op("Mul", [logits, self.const(gain, "gain")])
        return self.op("Add", [t, self.const(shift, "shift")])

    def batch_norm(self, x, c):
        args = [self.rng.uniform(0.5, 1.5, c), self.rng.uniform(-0.3, 0.3, c), self.rng.uniform(-0.2, 0.2, c),
                self.rng.uniform(0.5, 2.0, c)]
        return self.op("BatchNormalization", [x] + [self.const(a, "bn") for a in args], epsilon=1e-5)

    def clip(self, x, lo, hi, opset):
        if opset >= 11:
            return self.op("Clip", [x, self.const(lo, "lo"), self.const(hi, "hi")])
        return self.op("Clip", [x], min=float(lo), max=float(hi))

    def hard_swish_arithmetic(self, x, opset, divide=True):
        """x * relu6(x + 3) / 6, as tf2onnx and torch exports without HardSwish write it."""
        t = self.clip(self.op("Add", [x, self.const(3.0, "three")]), 0.0, 6.0, opset)
        t = self.op("Mul", [x, t])
        return self.op("Div", [t, self.const(6.0, "six")]) if divide else self.op("Mul", [t, self.const(1 / 6, "sixth")])

    def save(self, folder, inputs, outputs, opset, config):
        graph = helper.make_graph(self.nodes, self.name, inputs, outputs, self.inits)
        model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset)],
                                  producer_name="vfx pattern models")
        model.ir_version = 7 if opset <= onnx.defs.onnx_opset_version() else 10
        if opset <= onnx.defs.onnx_opset_version():  # Debian's onnx checks up to opset 17; ORT runs the rest
            onnx.checker.check_model(model)
        onnx.save(model, os.path.join(folder, self.name + ".onnx"))
        with open(os.path.join(folder, self.name + ".json"), "w") as f:
            json.dump(config, f, indent=2)
            f.write("\n")


def keras_mobilenet_se(folder):
    """Keras -> tf2onnx: NHWC input rescaled in the graph, tf-style asymmetric SAME pads, Clip hard-swish,
    squeeze-excite as ReduceMean -> Squeeze -> MatMul/Add -> Reshape, Resize sizes from a Shape subgraph,
    a ConvTranspose decoder, NHWC sigmoid output."""
    n, opset = Net("keras_tf2onnx_mobilenet_se", 1), 13
    x = "input_1"
    t = n.op("Mul", [x, n.const(1 / 127.5)])
    t = n.op("Add", [t, n.const(-1.0)])
    t = n.op("Transpose", [t], perm=[0, 3, 1, 2])
    t = n.hard_swish_arithmetic(n.conv(t, 3, 16, 3, 2, pads=[0, 0, 1, 1]), opset)
    t = n.op("Relu", [n.conv(t, 16, 16, 3, 1, group=16)])
    s = n.op("ReduceMean", [t], axes=[2, 3], keepdims=1)
    s = n.op("Squeeze", [s, n.const([2, 3], "axes", np.int64)])
    s = n.op("Add", [n.op("MatMul", [s, n.const(n.weights((16, 8), 16))]), n.const(n.rng.uniform(-.1, .1, 8))])
    s = n.op("Relu", [s])
    s = n.op("Add", [n.op("MatMul", [s, n.const(n.weights((8, 16), 8))]), n.const(n.rng.uniform(-.1, .1, 16))])
    s = n.op("Mul", [n.clip(n.op("Add", [s, n.const(3.0)]), 0.0, 6.0, opset), n.const(1 / 6)])
    s = n.op("Reshape", [s, n.const([-1, 16, 1, 1], "shape", np.int64)])
    t = n.op("Mul", [t, s])
    skip = n.op("Relu", [n.conv(t, 16, 24, 1)])
    d = n.op("Relu", [n.conv(skip, 24, 32, 3, 2, pads=[0, 0, 1, 1])])
    hw = n.op("Slice", [n.op("Shape", [skip]), n.const([2], "s", np.int64), n.const([4], "e", np.int64)])
    sizes = n.op("Concat", [n.const([1, 32], "nc", np.int64), hw], axis=0)
    up = n.op("Resize", [d, "", "", sizes], mode="linear", coordinate_transformation_mode="half_pixel")
    t = n.op("Add", [up, n.conv(skip, 24, 32, 1)])
    wt = n.const(n.weights((32, 16, 2, 2), 32), "wt")
    t = n.op("Relu", [n.op("ConvTranspose", [t, wt, n.const(n.rng.uniform(-.1, .1, 16))], kernel_shape=[2, 2],
                           strides=[2, 2])])
    t = n.op("Sigmoid", [n.conv(t, 16, 1, 3)])
    out = n.op("Transpose", [t], perm=[0, 2, 3, 1])
    n.nodes[-1].output[0] = "segmentation"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, ["N", 64, 96, 3])],
           [helper.make_tensor_value_info("segmentation", TensorProto.FLOAT, ["N", 64, 96, 1])], opset,
           {"input": {"layout": "NHWC", "range": [0, 255]}, "output": {"kind": "sigmoid", "channel": 0}})


def tf_dense_tensordot(folder):
    """TensorFlow dense layers on a pooled [1,1,1,C] vector (4-D MatMul, Tensordot style), HardSigmoid gate,
    a MaxPool with SAME pads, opset 11."""
    n, opset = Net("tf_dense_tensordot_se", 2), 11
    x = "image"
    t = n.op("Transpose", [x], perm=[0, 3, 1, 2])
    t = n.op("Relu", [n.conv(t, 3, 24, 3, 2, pads=[0, 0, 1, 1])])
    t = n.op("MaxPool", [t], kernel_shape=[3, 3], strides=[1, 1], pads=[1, 1, 1, 1])
    p = n.op("Transpose", [n.op("GlobalAveragePool", [t])], perm=[0, 2, 3, 1])
    p = n.op("Reshape", [p, n.const([-1, 24], "shape", np.int64)])
    p = n.op("Relu", [n.op("Add", [n.op("MatMul", [p, n.const(n.weights((24, 6), 24))]), n.const(np.full(6, .1))])])
    p = n.op("Reshape", [p, n.const([1, 1, 1, 6], "shape", np.int64)])
    p = n.op("MatMul", [p, n.const(n.weights((6, 24), 6))])
    p = n.op("HardSigmoid", [p], alpha=0.2, beta=0.5)
    p = n.op("Transpose", [p], perm=[0, 3, 1, 2])
    t = n.op("Mul", [p, t])
    t = n.op("Relu", [n.conv(t, 24, 16, 3)])
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 1, 2, 2], "scales")], mode="nearest",
             coordinate_transformation_mode="asymmetric", nearest_mode="floor")
    t = n.op("Sigmoid", [n.conv(t, 16, 1, 3)])
    n.nodes[-1].output[0] = "probabilities_nchw"
    out = n.op("Transpose", ["probabilities_nchw"], perm=[0, 2, 3, 1])
    n.nodes[-1].output[0] = "probabilities"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 64, 64, 3])],
           [helper.make_tensor_value_info("probabilities", TensorProto.FLOAT, [1, 64, 64, 1])], opset,
           {"output": {"kind": "sigmoid"}})


def pytorch_shufflenet(folder):
    """PyTorch opset 11: Sub/Div normalisation in the graph, BN after conv, PRelu, MaxPool, channel split,
    channel shuffle (Reshape -> Transpose -> Reshape, one shape from a Shape/Gather subgraph),
    Flatten -> Gemm squeeze-excite with Unsqueeze + Expand, Resize by scales, raw 2-channel logits."""
    n, opset = Net("pytorch_shufflenet_logits", 3), 11
    x = "input"
    t = n.op("Sub", [x, n.const(np.array([0.485, 0.456, 0.406]).reshape(1, 3, 1, 1))])
    t = n.op("Div", [t, n.const(np.array([0.229, 0.224, 0.225]).reshape(1, 3, 1, 1))])
    t = n.batch_norm(n.conv(t, 3, 24, 3, 2, bias=False), 24)
    t = n.op("PRelu", [t, n.const(n.rng.uniform(0.05, 0.3, (24, 1, 1)))])
    t = n.op("MaxPool", [t], kernel_shape=[3, 3], strides=[2, 2], pads=[1, 1, 1, 1])
    a, b = n.op("Split", [t], outputs=2, axis=1, split=[12, 12])
    b = n.op("Relu", [n.batch_norm(n.conv(b, 12, 12, 1, bias=False), 12)])
    b = n.batch_norm(n.conv(b, 12, 12, 3, group=12, bias=False), 12)
    b = n.op("Relu", [n.conv(b, 12, 12, 1)])
    t = n.op("Concat", [a, b], axis=1)
    shape = n.op("Shape", [t])
    h = n.op("Unsqueeze", [n.op("Gather", [shape, n.const(2, "i", np.int64)], axis=0)], axes=[0])
    w = n.op("Unsqueeze", [n.op("Gather", [shape, n.const(3, "i", np.int64)], axis=0)], axes=[0])
    target = n.op("Concat", [n.const([1, 2, 12], "d", np.int64), h, w], axis=0)
    t = n.op("Reshape", [t, target])
    t = n.op("Transpose", [t], perm=[0, 2, 1, 3, 4])
    t = n.op("Reshape", [t, n.const([1, -1, 16, 24], "shape", np.int64)])
    t = n.op("Relu", [n.conv(t, 24, 24, 1)])
    s = n.op("Flatten", [n.op("GlobalAveragePool", [t])], axis=1)
    s = n.op("Relu", [n.op("Gemm", [s, n.const(n.weights((6, 24), 24)), n.const(np.full(6, 0.05))], transB=1)])
    s = n.op("Gemm", [s, n.const(n.weights((6, 24), 6)), n.const(np.zeros(24))], alpha=0.5, beta=1.0)
    s = n.op("Unsqueeze", [n.op("Sigmoid", [s])], axes=[2, 3])
    s = n.op("Expand", [s, n.op("Shape", [t])])
    t = n.op("Mul", [t, s])
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 1, 4, 4], "scales")], mode="linear",
             coordinate_transformation_mode="pytorch_half_pixel")
    n.conv(t, 24, 2, 3)
    n.nodes[-1].output[0] = "logits"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 64, 96])],
           [helper.make_tensor_value_info("logits", TensorProto.FLOAT, [1, 2, 64, 96])], opset,
           {"output": {"kind": "logits", "activation": "softmax", "channel": 1}})


def pytorch_nhwc_logits(folder):
    """PyTorch opset 12, normalised outside the graph (mean/std in the config), LeakyRelu, Clip with input
    bounds, AveragePool, x * HardSigmoid(x), two Resizes (sizes, align_corners), a 1-channel logit in NHWC."""
    n, opset = Net("pytorch_opset12_nhwc_logit", 4), 12
    x = "pixel_values"
    t = n.op("LeakyRelu", [n.conv(x, 3, 16, 3, 2)], alpha=0.1)
    t = n.clip(n.conv(t, 16, 16, 3), 0.0, 6.0, opset)
    t = n.op("AveragePool", [t], kernel_shape=[2, 2], strides=[2, 2])
    c = n.conv(t, 16, 16, 3)
    t = n.op("Mul", [c, n.op("HardSigmoid", [c], alpha=1 / 6, beta=0.5)])
    t = n.op("Resize", [t, n.const([], "roi"), n.const([], "scales"), n.const([1, 16, 24, 40], "sizes", np.int64)],
             mode="nearest", coordinate_transformation_mode="asymmetric", nearest_mode="floor")
    t = n.op("Resize", [t, n.const([], "roi"), n.const([], "scales"), n.const([1, 16, 48, 80], "sizes", np.int64)],
             mode="linear", coordinate_transformation_mode="align_corners")
    t = n.conv(t, 16, 1, 3)
    n.op("Transpose", [t], perm=[0, 2, 3, 1])
    n.nodes[-1].output[0] = "logit"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 48, 80])],
           [helper.make_tensor_value_info("logit", TensorProto.FLOAT, [1, 48, 80, 1])], opset,
           {"input": {"mean": [0.485, 0.456, 0.406], "std": [0.229, 0.224, 0.225]},
            "output": {"kind": "logits", "activation": "sigmoid"}})


def squeezed_output(folder):
    """A [1,H,W] probability output (channel dim squeezed), a Slice channel split, Swish, a Pad op, opset 13."""
    n, opset = Net("pytorch_squeezed_output", 5), 13
    x = "x"
    t = n.conv(x, 3, 16, 3, 2)
    t = n.op("Mul", [t, n.op("Sigmoid", [t])])
    a = n.op("Slice", [t, n.const([0], "s", np.int64), n.const([8], "e", np.int64), n.const([1], "a", np.int64)])
    b = n.op("Slice", [t, n.const([8], "s", np.int64), n.const([16], "e", np.int64), n.const([1], "a", np.int64)])
    t = n.op("Concat", [n.op("Relu", [n.conv(a, 8, 8, 3)]), b], axis=1)
    t = n.op("Pad", [t, n.const([0, 0, 1, 1, 0, 0, 1, 1], "pads", np.int64)], mode="constant")
    t = n.conv(t, 16, 16, 3, pads=0)
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 1, 2, 2], "scales")], mode="linear")
    t = n.op("Sigmoid", [n.conv(t, 16, 1, 3)])
    n.op("Squeeze", [t, n.const([1], "axes", np.int64)])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 64, 64])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 64, 64])], opset, {})


def modnet_instance_norm(folder):
    """MODNet-style: a half-resolution branch of the input (Resize by 0.5), IBNorm (BatchNorm on half the channels, InstanceNormalization on the other half,
    by Slice), a Linear squeeze-excite (Gemm, no Flatten: Reshape), Resize by scale, (x - 0.5) / 0.5 in
    the config, dynamic H and W fixed by the config, opset 11."""
    n, opset = Net("modnet_instance_norm", 6), 11
    x = "input"
    t = n.conv(x, 3, 16, 3, 2)
    lr = n.op("Resize", [x, n.const([], "roi"), n.const([1, 1, 0.5, 0.5], "scales")], mode="linear",
              coordinate_transformation_mode="pytorch_half_pixel")  # MODNet's low-resolution branch
    t = n.op("Add", [t, n.conv(lr, 3, 16, 3, 1)])
    a = n.op("Slice", [t, n.const([0], "s", np.int64), n.const([8], "e", np.int64), n.const([1], "a", np.int64)])
    b = n.op("Slice", [t, n.const([8], "s", np.int64), n.const([16], "e", np.int64), n.const([1], "a", np.int64)])
    b = n.op("InstanceNormalization", [b, n.const(n.rng.uniform(0.5, 1.5, 8)), n.const(n.rng.uniform(-.2, .2, 8))],
             epsilon=1e-5)
    t = n.op("Relu", [n.op("Concat", [n.batch_norm(a, 8), b], axis=1)])
    t = n.op("Relu", [n.conv(t, 16, 24, 3, 2)])
    s = n.op("Reshape", [n.op("GlobalAveragePool", [t]), n.const([1, 24], "shape", np.int64)])
    s = n.op("Relu", [n.op("Gemm", [s, n.const(n.weights((24, 6), 24)), n.const(np.zeros(6))])])
    s = n.op("Sigmoid", [n.op("Gemm", [s, n.const(n.weights((6, 24), 6)), n.const(np.zeros(24))])])
    s = n.op("Reshape", [s, n.const([1, 24, 1, 1], "shape", np.int64)])
    t = n.op("Mul", [t, s])
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 1, 4, 4], "scales")], mode="linear",
             coordinate_transformation_mode="align_corners")
    n.op("Sigmoid", [n.conv(t, 24, 1, 3)])
    n.nodes[-1].output[0] = "matte"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, "height", "width"])],
           [helper.make_tensor_value_info("matte", TensorProto.FLOAT, [1, 1, "height", "width"])], opset,
           {"input": {"height": 64, "width": 96, "mean": 0.5, "std": 0.5}, "output": {"kind": "sigmoid"}})


def deeplab_aspp(folder):
    """Keras DeepLab-style head through tf2onnx: Relu6 as Clip, a dilated depthwise conv, ASPP with
    an image-pooling branch (ReduceMean keepdims, 1x1 conv, bilinear Resize of the 1x1 map to H x W with
    sizes from a Shape subgraph), Concat, in-graph channel Softmax, NHWC output, opset 13."""
    n, opset = Net("keras_deeplab_aspp", 7), 13
    x = "ImageTensor"
    t = n.op("Transpose", [x], perm=[0, 3, 1, 2])
    t = n.clip(n.conv(t, 3, 16, 3, 2, pads=[0, 0, 1, 1]), 0.0, 6.0, opset)
    t = n.clip(n.op(
        "Conv", [t, n.const(n.weights((16, 1, 3, 3), 9), "w"), n.const(np.zeros(16), "b")], kernel_shape=[3, 3],
        group=16, dilations=[2, 2], pads=[2, 2, 2, 2]), 0.0, 6.0, opset)
    b1 = n.op("Relu", [n.conv(t, 16, 16, 1)])
    b2 = n.op("Relu", [n.op("Conv", [t, n.const(n.weights((16, 16, 3, 3), 144), "w")], kernel_shape=[3, 3],
                            dilations=[3, 3], pads=[3, 3, 3, 3])])
    p = n.op("ReduceMean", [t], axes=[2, 3], keepdims=1)
    p = n.op("Relu", [n.conv(p, 16, 16, 1)])
    hw = n.op("Slice", [n.op("Shape", [t]), n.const([2], "s", np.int64), n.const([4], "e", np.int64)])
    sizes = n.op("Concat", [n.const([1, 16], "nc", np.int64), hw], axis=0)
    p = n.op("Resize", [p, n.const([], "roi"), n.const([], "scales"), sizes], mode="linear",
             coordinate_transformation_mode="half_pixel")
    t = n.op("Relu", [n.conv(n.op("Concat", [b1, b2, p], axis=1), 48, 16, 1)])
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 1, 2, 2], "scales")], mode="linear",
             coordinate_transformation_mode="half_pixel")
    t = n.op("Softmax", [n.conv(t, 16, 2, 3)], axis=1)
    n.op("Transpose", [t], perm=[0, 2, 3, 1])
    n.nodes[-1].output[0] = "SemanticProbabilities"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 64, 80, 3])],
           [helper.make_tensor_value_info("SemanticProbabilities", TensorProto.FLOAT, [1, 64, 80, 2])], opset,
           {"input": {"range": [-1, 1]}, "output": {"kind": "softmax", "channel": 1}})


def shufflenet_v1_opset9(folder):
    """Opset 9 (PyTorch 1.x era): grouped 1x1 convs (group 4) with a channel shuffle, a depthwise conv
    with channel multiplier 2, Sum of three branches, Pow(x, 2), Clip by attributes, Upsample."""
    n, opset = Net("pytorch_opset9_grouped_upsample", 8), 9
    x = "data"
    t = n.op("Relu", [n.conv(x, 3, 16, 3, 2)])
    g = n.conv(t, 16, 16, 1, group=4)
    g = n.op("Reshape", [g, n.const([1, 4, 4, 32, 48], "shape", np.int64)])
    g = n.op("Transpose", [g], perm=[0, 2, 1, 3, 4])
    g = n.op("Reshape", [g, n.const([1, 16, 32, 48], "shape", np.int64)])
    d = n.conv(g, 16, 32, 3, group=16)
    d = n.conv(n.clip(d, 0.0, 6.0, opset), 32, 16, 1, group=2)
    sq = n.op("Pow", [n.op("Mul", [t, n.const(0.5)]), n.const(2.0)])
    t = n.op("Sum", [t, d, sq])
    t = n.op("Upsample", [t, n.const([1, 1, 2, 2], "scales")], mode="nearest")
    n.op("Sigmoid", [n.conv(t, 16, 1, 3)])
    n.nodes[-1].output[0] = "prob"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 64, 96])],
           [helper.make_tensor_value_info("prob", TensorProto.FLOAT, [1, 1, 64, 96])], opset, {})


def u2net_side_outputs(folder):
    """U2-Net style: an odd input size, MaxPool with ceil_mode, `upsample_like` Resizes whose sizes come
    from another tensor's Shape, dilated convs, several sigmoid side outputs (the config picks d0, which
    is not the first), opset 11."""
    n, opset = Net("u2net_side_outputs", 9), 11
    x = "input.1"
    e1 = n.op("Relu", [n.conv(x, 3, 8, 3)])
    p1 = n.op("MaxPool", [e1], kernel_shape=[2, 2], strides=[2, 2], ceil_mode=1)
    e2 = n.op("Relu", [n.op("Conv", [p1, n.const(n.weights((12, 8, 3, 3), 72), "w")], kernel_shape=[3, 3],
                            dilations=[2, 2], pads=[2, 2, 2, 2])])
    p2 = n.op("MaxPool", [e2], kernel_shape=[2, 2], strides=[2, 2], ceil_mode=1)
    e3 = n.op("Relu", [n.conv(p2, 12, 12, 3)])

    def upsample_like(src, tar):
        hw = n.op("Slice", [n.op("Shape", [tar]), n.const([2], "s", np.int64), n.const([4], "e", np.int64)])
        sizes = n.op("Concat", [n.op("Slice", [n.op("Shape", [src]), n.const([0], "s", np.int64),
                                               n.const([2], "e", np.int64)]), hw], axis=0)
        return n.op("Resize", [src, n.const([], "roi"), n.const([], "scales"), sizes], mode="linear",
                    coordinate_transformation_mode="pytorch_half_pixel")

    d2 = n.op("Relu", [n.conv(n.op("Concat", [upsample_like(e3, e2), e2], axis=1), 24, 8, 3)])
    d1 = n.op("Relu", [n.conv(n.op("Concat", [upsample_like(d2, e1), e1], axis=1), 16, 8, 3)])
    side1 = n.conv(d1, 8, 1, 3)
    side2 = upsample_like(n.conv(d2, 8, 1, 3), side1)
    fused = n.conv(n.op("Concat", [side1, side2], axis=1), 2, 1, 1)
    outputs = []
    for name, t in (("d1", side1), ("d2", side2), ("d0", fused)):
        n.op("Sigmoid", [t])
        n.nodes[-1].output[0] = name
        outputs.append(helper.make_tensor_value_info(name, TensorProto.FLOAT, [1, 1, 61, 77]))
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 61, 77])], outputs, opset,
           {"input": {"mean": [0.485, 0.456, 0.406], "std": [0.229, 0.224, 0.225]}, "output": {"name": "d0"}})


def attention_gather_output(folder):
    """Spatial attention as a channel mean (ReduceMean over axis 1) gating the features, an FCN-style
    depthwise ConvTranspose (group = channels) upsampling, and the person probability picked from an
    in-graph 2-class softmax by Gather (x[:, 1], a [1,H,W] output), opset 13."""
    n, opset = Net("pytorch_attention_gather_output", 10), 13
    x = "image"
    t = n.op("Relu", [n.conv(x, 3, 12, 3, 2)])
    a = n.op("Sigmoid", [n.conv(n.op("ReduceMean", [t], axes=[1], keepdims=1), 1, 1, 3)])
    t = n.op("Mul", [t, a])
    t = n.op("ConvTranspose", [t, n.const(n.weights((12, 1, 4, 4), 4, 1.0), "wt")], kernel_shape=[4, 4],
             strides=[2, 2], pads=[1, 1, 1, 1], group=12)
    t = n.op("Softmax", [n.conv(t, 12, 2, 3)], axis=1)
    n.op("Gather", [t, n.const(1, "person", np.int64)], axis=1)
    n.nodes[-1].output[0] = "person"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 48, 64])],
           [helper.make_tensor_value_info("person", TensorProto.FLOAT, [1, 48, 64])], opset, {})


def multiclass_background_channel(folder):
    """MediaPipe multiclass style through tf2onnx: NHWC in and out, six classes by an in-graph softmax
    over the last axis, the person as 1 - the background class (config "invert"), opset 13."""
    n, opset = Net("tf_multiclass_background", 11), 13
    x = "input_29"
    t = n.op("Transpose", [x], perm=[0, 3, 1, 2])
    t = n.hard_swish_arithmetic(n.conv(t, 3, 16, 3, 2, pads=[0, 0, 1, 1]), opset, divide=False)
    t = n.op("Relu", [n.conv(t, 16, 16, 3, 1, group=16)])
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 1, 2, 2], "scales")], mode="linear",
             coordinate_transformation_mode="half_pixel")
    t = n.op("Transpose", [n.conv(t, 16, 6, 3)], perm=[0, 2, 3, 1])
    n.op("Softmax", [t], axis=-1)
    n.nodes[-1].output[0] = "segmentation"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 64, 64, 3])],
           [helper.make_tensor_value_info("segmentation", TensorProto.FLOAT, [1, 64, 64, 6])], opset,
           {"output": {"kind": "softmax", "channel": 0, "invert": True}})


def tflite_style_transposes(folder):
    """An NHWC graph converted op by op (tflite2onnx / onnx2tf style): every conv wrapped in Transposes,
    bias adds, activations, a residual add, a Concat on the last axis, a ReduceMean channel gate, a Dense
    layer (MatMul on the channels of a 4-D map) and a bilinear Resize all in NHWC between them."""
    n, opset = Net("tflite_style_transposes", 12), 13
    x = "serving_default_input"
    to_nchw, to_nhwc = [0, 3, 1, 2], [0, 2, 3, 1]
    t = n.op("Transpose", [x], perm=to_nchw)
    t = n.op("Transpose", [n.conv(t, 3, 16, 3, 2, bias=False)], perm=to_nhwc)
    t = n.clip(n.op("Add", [t, n.const(n.rng.uniform(-.2, .2, 16))]), 0.0, 6.0, opset)
    skip = t
    d = n.op("Transpose", [n.conv(n.op("Transpose", [t], perm=to_nchw), 16, 16, 3, 1, group=16)], perm=to_nhwc)
    d = n.op("Relu", [n.op("Mul", [d, n.const(n.rng.uniform(0.5, 1.5, (1, 1, 1, 16)))])])
    t = n.op("Add", [d, skip])
    e = n.op("Transpose", [n.conv(n.op("Transpose", [t], perm=to_nchw), 16, 8, 1)], perm=to_nhwc)
    t = n.op("Concat", [t, n.op("LeakyRelu", [e], alpha=0.2)], axis=3)
    g = n.op("Sigmoid", [n.op("ReduceMean", [t], axes=[1, 2], keepdims=1)])  # an NHWC channel gate
    t = n.op("Mul", [t, g])
    t = n.op("Relu", [n.op("Add", [n.op("MatMul", [t, n.const(n.weights((24, 24), 24))]),  # Keras Dense on 4-D
                                   n.const(n.rng.uniform(-.1, .1, 24))])])
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 2, 2, 1], "scales")], mode="linear",
             coordinate_transformation_mode="half_pixel")  # ResizeBilinear in NHWC
    t = n.op("Transpose", [t], perm=to_nchw)
    t = n.op("Transpose", [n.conv(t, 24, 1, 3)], perm=to_nhwc)
    n.op("Sigmoid", [t])
    n.nodes[-1].output[0] = "StatefulPartitionedCall"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 64, 96, 3])],
           [helper.make_tensor_value_info("StatefulPartitionedCall", TensorProto.FLOAT, [1, 64, 96, 1])], opset, {})


def keras_se_activation_gate(folder):
    """Keras -> tf2onnx with its transposes left around an NHWC squeeze-excite block: the gate is computed
    (GlobalAveragePooling2D as ReduceMean over axes 1, 2 without keepdims, two Dense layers, a sigmoid,
    Reshape to [1,1,1,C]) and multiplies the NHWC view, an activation beside a transposed one, opset 13."""
    n, opset = Net("keras_tf2onnx_se_activation_gate", 13), 13
    x = "input_1"
    to_nchw, to_nhwc = [0, 3, 1, 2], [0, 2, 3, 1]
    t = n.op("Transpose", [x], perm=to_nchw)
    t = n.op("Relu", [n.conv(t, 3, 16, 3, 2, pads=[0, 0, 1, 1])])
    h = n.op("Transpose", [t], perm=to_nhwc)
    s = n.op("ReduceMean", [h], axes=[1, 2], keepdims=0)
    s = n.op("Relu", [n.op("Add", [n.op("MatMul", [s, n.const(n.weights((16, 8), 16))]),
                                   n.const(n.rng.uniform(-.1, .1, 8))])])
    s = n.op("Sigmoid", [n.op("Add", [n.op("MatMul", [s, n.const(n.weights((8, 16), 8))]),
                                      n.const(n.rng.uniform(-.1, .1, 16))])])
    s = n.op("Reshape", [s, n.const([-1, 1, 1, 16], "shape", np.int64)])
    t = n.op("Transpose", [n.op("Mul", [h, s])], perm=to_nchw)
    t = n.op("Sigmoid", [n.conv(t, 16, 1, 3)])
    n.op("Transpose", [t], perm=to_nhwc)
    n.nodes[-1].output[0] = "segmentation"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 64, 96, 3])],
           [helper.make_tensor_value_info("segmentation", TensorProto.FLOAT, [1, 32, 48, 1])], opset, {})


def pytorch_maxout_output(folder):
    """A maximum over probability maps written as data movement and a pool: Concat -> Reshape to
    [1,2,2,H*W] -> Transpose to [1,H*W,2,2] -> MaxPool 2x2 -> Reshape [1,1,H,W], after a body with a reflect
    Pad, a Split and a Concat on the width axis, opset 11."""
    n, opset = Net("pytorch_maxout_reshape_output", 14), 11
    x = "input"
    t = n.op("Relu", [n.conv(x, 3, 8, 3, 2)])
    t = n.op("Pad", [t, n.const([0, 0, 1, 1, 0, 0, 1, 1], "pads", np.int64)], mode="reflect")
    t = n.op("Relu", [n.conv(t, 8, 8, 3, pads=0)])
    left, right = n.op("Split", [t], outputs=2, axis=3, split=[12, 20])
    t = n.op("Concat", [n.op("Sigmoid", [left]), right], axis=3)
    a = n.op("Sigmoid", [n.conv(t, 8, 2, 3)])
    b = n.op("Sigmoid", [n.conv(t, 8, 2, 3)])
    t = n.op("Concat", [a, b], axis=1)  # [1,4,H,W]: two heads' two classes
    h, w = 24, 32
    t = n.op("Reshape", [t, n.const([1, 2, 2, h * w], "shape", np.int64)])
    t = n.op("Transpose", [t], perm=[0, 3, 1, 2])  # [1,H*W,2,2]
    t = n.op("MaxPool", [t], kernel_shape=[2, 2], strides=[2, 2])  # [1,H*W,1,1]
    n.op("Reshape", [t, n.const([1, 1, h, w], "shape", np.int64)])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 48, 64])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, h, w])], opset, {})


def convnext_layernorm_gelu(folder):
    """ConvNeXt-style PyTorch export, opset 17: a depthwise 7x7 conv, LayerNormalization over the channels
    of an NHWC view (permute, LayerNorm, Linear as MatMul, GELU written with Erf, permute back), a
    channels-first LayerNorm written by hand (ReduceMean over axis 1, Pow 2, Sqrt, Div, per-channel affine),
    a reflect Pad, the probability as Sigmoid."""
    n, opset = Net("convnext_layernorm_gelu", 15), 17
    x = "pixel_values"
    t = n.conv(x, 3, 16, 4, 4, pads=0)
    d = n.conv(t, 16, 16, 7, group=16)
    h = n.op("Transpose", [d], perm=[0, 2, 3, 1])
    h = n.op("LayerNormalization", [h, n.const(n.rng.uniform(0.5, 1.5, 16)), n.const(n.rng.uniform(-.2, .2, 16))],
             axis=-1, epsilon=1e-6)
    h = n.op("Add", [n.op("MatMul", [h, n.const(n.weights((16, 32), 16))]), n.const(n.rng.uniform(-.1, .1, 32))])
    g = n.op("Erf", [n.op("Div", [h, n.const(1.4142135381698608)])])
    h = n.op("Mul", [n.op("Mul", [h, n.op("Add", [g, n.const(1.0)])]), n.const(0.5)])
    h = n.op("Add", [n.op("MatMul", [h, n.const(n.weights((32, 16), 32))]), n.const(n.rng.uniform(-.1, .1, 16))])
    t = n.op("Add", [t, n.op("Transpose", [h], perm=[0, 3, 1, 2])])
    u = n.op("ReduceMean", [t], axes=[1], keepdims=1)
    c = n.op("Sub", [t, u])
    v = n.op("ReduceMean", [n.op("Pow", [c, n.const(2.0)])], axes=[1], keepdims=1)
    t = n.op("Div", [c, n.op("Sqrt", [n.op("Add", [v, n.const(1e-6)])])])
    t = n.op("Add", [n.op("Mul", [t, n.const(n.rng.uniform(0.5, 1.5, (16, 1, 1)))]),
                     n.const(n.rng.uniform(-.2, .2, (16, 1, 1)))])
    t = n.op("Pad", [t, n.const([0, 0, 1, 1, 0, 0, 1, 1], "pads", np.int64)], mode="reflect")
    t = n.conv(t, 16, 1, 3, pads=0)
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 1, 4, 4], "scales")], mode="linear")
    n.op("Sigmoid", [t])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 64, 96])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 64, 96])], opset, {})


def opset21_forms(folder):
    """The forms opsets 18-21 added, opset 21: Gelu (tanh approximation, opset 20), Pad with an axes input
    and wrap mode (18, 19), ReduceMean with an axes input (18), Split by num_outputs (18); and cubic Resizes
    as PyTorch (a = -0.75) and TensorFlow (a = -0.5, exclude_outside) write them."""
    n, opset = Net("opset21_forms", 16), 21
    x = "image"
    t = n.op("Gelu", [n.conv(x, 3, 8, 3, 2)], approximate="tanh")
    t = n.op("Pad", [t, n.const([1, 1, 1, 1], "pads", np.int64), n.const(0.0), n.const([2, 3], "axes", np.int64)],
             mode="wrap")
    t = n.conv(t, 8, 8, 3, pads=0)
    m = n.op("ReduceMean", [t, n.const([1], "axes", np.int64)], keepdims=1)
    t = n.op("Sub", [t, m])
    a, b = n.op("Split", [t], outputs=2, axis=1, num_outputs=2)
    t = n.op("Concat", [n.op("Mul", [a, n.op("Sigmoid", [b])]), b], axis=1)
    t = n.op("Resize", [t, "", "", n.const([1, 8, 15, 21], "sizes", np.int64)], mode="cubic",
             coordinate_transformation_mode="pytorch_half_pixel", cubic_coeff_a=-0.75)
    t = n.conv(t, 8, 1, 3)
    t = n.op("Resize", [t, "", n.const([1, 1, 3, 3], "scales")], mode="cubic", cubic_coeff_a=-0.5,
             exclude_outside=1)
    n.op("Sigmoid", [t])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 48, 64])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 45, 63])], opset, {})


def pytorch_antialias_resize(folder):
    """Opset 18's antialiased Resize, as PyTorch exports F.interpolate(..., antialias=True): an input
    shrunk by a fractional factor before the encoder (linear, pytorch_half_pixel), a cubic shrink by 2
    in the middle (a = -0.75), a Pillow-style cubic (a = -0.5, exclude_outside) and the mask grown back
    with antialias set (growing, the plain filter)."""
    n, opset = Net("pytorch_antialias_resize", 18), 18
    x = "image"
    t = n.op("Resize", [x, "", "", n.const([1, 3, 37, 50], "sizes", np.int64)], mode="linear",
             coordinate_transformation_mode="pytorch_half_pixel", antialias=1)
    t = n.op("Relu", [n.conv(t, 3, 8, 3)])
    t = n.op("Resize", [t, "", n.const([1, 1, 0.5, 0.5], "scales")], mode="cubic", antialias=1)
    t = n.op("Relu", [n.conv(t, 8, 8, 3)])
    t = n.op("Resize", [t, "", "", n.const([1, 8, 11, 16], "sizes", np.int64)], mode="cubic", cubic_coeff_a=-0.5,
             exclude_outside=1, antialias=1)
    t = n.spread(n.conv(t, 8, 1, 3), 8.0, 2.5)
    t = n.op("Resize", [t, "", "", n.const([1, 1, 48, 64], "sizes", np.int64)], mode="linear", antialias=1)
    n.op("Sigmoid", [t])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 96, 128])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 48, 64])], opset, {})


def pixel_shuffle_decoder(folder):
    """Pixel shuffles, opset 13: SpaceToDepth after the stem (TensorFlow's space_to_depth), a decoder
    that upsamples by DepthToSpace in CRD mode (PyTorch's pixel_shuffle) and by DepthToSpace in DCR mode
    between NHWC transposes (TensorFlow's depth_to_space through tf2onnx)."""
    n, opset = Net("pixel_shuffle_decoder", 19), 13
    x = "input"
    t = n.op("Relu", [n.conv(x, 3, 8, 3, 2)])  # [1,8,32,48]
    t = n.op("SpaceToDepth", [t], blocksize=2)  # [1,32,16,24]
    t = n.op("Relu", [n.conv(t, 32, 16, 3)])
    t = n.op("DepthToSpace", [t], blocksize=2, mode="CRD")  # [1,4,32,48]
    t = n.op("Relu", [n.conv(t, 4, 12, 3)])
    t = n.op("Transpose", [t], perm=[0, 2, 3, 1])
    t = n.op("Transpose", [t], perm=[0, 3, 1, 2])
    t = n.op("DepthToSpace", [t], blocksize=2, mode="DCR")  # [1,3,64,96]
    t = n.op("Transpose", [t], perm=[0, 2, 3, 1])
    t = n.op("Transpose", [t], perm=[0, 3, 1, 2])
    t = n.spread(n.conv(t, 3, 1, 3), 6.0, -1.0)
    n.op("Sigmoid", [t])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 64, 96])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 64, 96])], opset, {})


def tf_tile_gate(folder):
    """tf.tile as tf2onnx writes it, opset 13: an NHWC input, a squeeze-excite gate tiled over the picture
    (Tile by [1,1,H,W]) before its Mul, a learned bias tiled over the picture (a constant Tile, folded), and
    a decoder feature map tiled 2x2 (Tile of an activation) before the head; the mask in NHWC."""
    n, opset = Net("tf_tile_gate", 23), 13
    x = "images"
    t = n.op("Transpose", [x], perm=[0, 3, 1, 2])
    t = n.op("Relu", [n.conv(t, 3, 8, 3, 2)])  # [1,8,32,48]
    g = n.op("Sigmoid", [n.conv(n.op("GlobalAveragePool", [t]), 8, 8, 1)])
    t = n.op("Mul", [t, n.op("Tile", [g, n.const([1, 1, 32, 48], "repeats", np.int64)])])
    bias = n.const(n.rng.uniform(-0.5, 0.5, (1, 8, 1, 1)), "bias")
    t = n.op("Add", [t, n.op("Tile", [bias, n.const([1, 1, 32, 48], "repeats", np.int64)])])
    t = n.op("Relu", [n.conv(t, 8, 8, 3, 2)])  # [1,8,16,24]
    t = n.op("Tile", [t, n.const([1, 1, 2, 2], "repeats", np.int64)])  # [1,8,32,48]
    t = n.spread(n.conv(t, 8, 1, 3), 6.0, 3.0)
    t = n.op("Sigmoid", [t])
    n.op("Transpose", [t], perm=[0, 2, 3, 1])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 64, 96, 3])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 32, 48, 1])], opset, {})


def opset18_activations(folder):
    """The activations exporters write past the common ones, opset 18: Mish (YOLO-style backbones), Selu,
    Celu, Softsign and ThresholdedRelu, each after a conv."""
    n, opset = Net("opset18_activations", 29), 18
    x = "input"
    t = n.op("Mish", [n.conv(x, 3, 8, 3, 2)])
    t = n.op("Selu", [n.conv(t, 8, 8, 3)])
    t = n.op("Celu", [n.conv(t, 8, 8, 3)], alpha=0.5)
    t = n.op("Softsign", [n.conv(t, 8, 8, 3)])
    t = n.op("ThresholdedRelu", [n.conv(t, 8, 8, 3)], alpha=0.1)
    t = n.spread(n.conv(t, 8, 1, 3), 6.0, -4.5)
    n.op("Sigmoid", [t])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 64, 96])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 32, 48])], opset, {})


def onnxruntime_qdq_static(folder):
    """A QDQ model as onnxruntime.quantization.quantize_static writes it, opset 13: a uint8 Q->DQ pair after
    the input and every activation, weights in int8 with one scale per output channel (DequantizeLinear on
    axis 0), biases in int32 at the input scale times the weight scale, an int8 pair (zero point -128) on one
    activation, and float logits, sigmoid and output."""
    n, opset = Net("onnxruntime_qdq_static", 31), 13

    def qdq(x, scale, zero_point=0, dtype=np.uint8):
        s, z = n.const(scale, "scale"), n.const(zero_point, "zero_point", dtype)
        return n.op("DequantizeLinear", [n.op("QuantizeLinear", [x, s, z]), s, z])

    def conv(x, x_scale, cin, cout, k=3, stride=1, group=1):
        w = n.weights((cout, cin // group, k, k), cin // group * k * k)
        w_scale = (np.abs(w).reshape(cout, -1).max(axis=1) / 127).astype(np.float32)
        wq = np.round(w / w_scale[:, None, None, None]).astype(np.int8)
        w_dq = n.op("DequantizeLinear", [n.const(wq, "wq", np.int8), n.const(w_scale, "w_scale"),
                                         n.const(np.zeros(cout), "w_zero", np.int8)], axis=0)
        b_scale = (x_scale * w_scale).astype(np.float32)
        bq = np.round(n.rng.uniform(-0.2, 0.2, cout) / b_scale).astype(np.int32)
        b_dq = n.op("DequantizeLinear", [n.const(bq, "bq", np.int32), n.const(b_scale, "b_scale"),
                                         n.const(np.zeros(cout), "b_zero", np.int32)], axis=0)
        return n.op("Conv", [x, w_dq, b_dq], kernel_shape=[k, k], strides=[stride, stride], group=group,
                    pads=[k // 2] * 4)

    x = "input"
    a0, a1, a2 = 1 / 255, 3 / 255, 2 / 255
    t = qdq(x, a0)
    t = qdq(n.op("Relu", [conv(t, a0, 3, 8, 3, 2)]), a1)  # [1,8,32,48]
    t = qdq(n.op("Relu", [conv(t, a1, 8, 8, 3, 1, group=8)]), a2)
    t = qdq(n.op("Relu", [conv(t, a2, 8, 8, 1)]), a1, -128, np.int8)
    t = qdq(conv(t, a1, 8, 1, 3), 1 / 127, 0, np.int8)
    t = n.spread(t, 8.0, -5.0)
    n.op("Sigmoid", [t])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 64, 96])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 32, 48])], opset, {})


def pytorch_groupnorm_unet(folder):
    """GroupNormalization as torch.nn.GroupNorm exports at opset 21 (scale and bias per channel): a small
    encoder-decoder with 4 groups of 2 channels, one group of all channels and one group per channel, each
    norm followed by SiLU written as x * Sigmoid(x)."""
    n, opset = Net("pytorch_groupnorm_unet", 37), 21

    def norm_silu(x, c, groups):
        t = n.op("GroupNormalization", [x, n.const(n.rng.uniform(0.5, 1.5, c), "gamma"),
                                        n.const(n.rng.uniform(-0.3, 0.3, c), "beta")],
                 num_groups=groups, epsilon=1e-5)
        return n.op("Mul", [t, n.op("Sigmoid", [t])])

    x = "input"
    e1 = norm_silu(n.conv(x, 3, 8, 3, 2), 8, 4)  # [1,8,32,48]
    e2 = norm_silu(n.conv(e1, 8, 16, 3, 2), 16, 1)  # [1,16,16,24]
    t = n.op("Resize", [e2, n.const([], "roi"), n.const([1, 1, 2, 2], "scales")], mode="nearest")
    t = n.op("Concat", [t, e1], axis=1)  # [1,24,32,48]
    t = norm_silu(n.conv(t, 24, 8, 3), 8, 8)
    t = n.spread(n.conv(t, 8, 1, 3), 4.0, 2.0)
    n.op("Sigmoid", [t])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 64, 96])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 32, 48])], opset, {})


def pytorch_float16_export(folder):
    """A half-precision model as model.half() exports it (or a float16 conversion that does not keep float
    inputs), opset 13: the input, the weights and the output in float16, a Resize whose scales stay float32,
    a residual Add, and Cast nodes around a Sigmoid computed in float32 as converters leave them."""
    n, opset = Net("pytorch_float16_export", 41), 13
    half = np.float16
    x = "input"

    def conv(t, cin, cout, k=3, stride=1, group=1):
        w = n.const(n.weights((cout, cin // group, k, k), cin // group * k * k), "w", half)
        b = n.const(n.rng.uniform(-0.2, 0.2, cout), "b", half)
        return n.op("Conv", [t, w, b], kernel_shape=[k, k], strides=[stride, stride], group=group,
                    pads=[k // 2] * 4)

    t = n.op("Relu", [conv(x, 3, 8, 3, 2)])  # [1,8,32,48]
    r = n.op("Relu", [conv(t, 8, 8, 3, 1, group=8)])
    t = n.op("Add", [t, conv(r, 8, 8, 1)])
    t = n.op("Relu", [conv(t, 8, 16, 3, 2)])  # [1,16,16,24]
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 1, 2, 2], "scales")], mode="linear",
             coordinate_transformation_mode="half_pixel")
    t = n.op("Mul", [conv(t, 16, 1, 3), n.const(6.0, "gain", half)])
    t = n.op("Add", [t, n.const(-4.0, "shift", half)])
    t = n.op("Cast", [n.op("Sigmoid", [n.op("Cast", [t], to=TensorProto.FLOAT)])], to=TensorProto.FLOAT16)
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT16, [1, 3, 64, 96])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT16, [1, 1, 32, 48])], opset, {})


def onnxruntime_dynamic_quant(folder):
    """A model as onnxruntime.quantization.quantize_dynamic writes it (transformers.js ships its
    model_quantized.onnx files so), opset 13: before each Conv a DynamicQuantizeLinear of its input (shared
    when two convs read the same tensor), the Conv as ConvInteger on uint8 weights with a zero point, a Cast
    to float, a Mul by the product of the two scales, and the bias through Reshape [1,-1,1,1] and Add; one
    MatMulInteger squeeze-excite gate; float logits. (ONNX Runtime's ConvInteger takes one weight zero point
    only, so quantize_dynamic writes no per-channel convs.)"""
    n, opset = Net("onnxruntime_dynamic_quant", 43), 13

    def quantize_weight(w):
        lo, hi = min(w.min(), 0), max(w.max(), 0)
        scale = np.float32((hi - lo) / 255)
        zero = np.uint8(np.clip(np.round(-lo / scale), 0, 255))
        return np.clip(np.round(w / scale) + zero, 0, 255).astype(np.uint8), scale, zero

    quantized = {}

    def dynamic_quantize(x):
        if x not in quantized:
            quantized[x] = n.op("DynamicQuantizeLinear", [x], outputs=3)
        return quantized[x]

    def conv(x, cin, cout, k=3, stride=1, group=1):
        xq, x_scale, x_zero = dynamic_quantize(x)
        wq, w_scale, w_zero = quantize_weight(n.weights((cout, cin // group, k, k), cin // group * k * k))
        t = n.op("ConvInteger", [xq, n.const(wq, "wq", np.uint8), x_zero, n.const(w_zero, "w_zero", np.uint8)],
                 kernel_shape=[k, k], strides=[stride, stride], group=group, pads=[k // 2] * 4)
        t = n.op("Cast", [t], to=TensorProto.FLOAT)
        t = n.op("Mul", [t, n.op("Mul", [x_scale, n.const(w_scale, "w_scale")])])
        b = n.op("Reshape", [n.const(n.rng.uniform(-0.2, 0.2, cout), "b"), n.const([1, -1, 1, 1], "shape", np.int64)])
        return n.op("Add", [t, b])

    x = "input"
    t = n.op("Relu", [conv(x, 3, 8, 3, 2)])  # [1,8,32,48]
    a = n.op("Relu", [conv(t, 8, 8, 3, 1, group=8)])
    b = n.op("Relu", [conv(t, 8, 8, 1)])  # shares t's DynamicQuantizeLinear
    t = n.op("Add", [a, b])
    # The gate: GlobalAveragePool -> Flatten -> MatMulInteger -> Cast -> Mul scales -> Sigmoid -> Reshape.
    g = n.op("Flatten", [n.op("GlobalAveragePool", [t])], axis=1)  # [1,8]
    gq, g_scale, g_zero = dynamic_quantize(g)
    wq, w_scale, w_zero = quantize_weight(n.weights((8, 8), 8, 1.0))
    g = n.op("MatMulInteger", [gq, n.const(wq, "wq", np.uint8), g_zero, n.const(w_zero, "w_zero", np.uint8)])
    g = n.op("Mul", [n.op("Cast", [g], to=TensorProto.FLOAT), n.op("Mul", [g_scale, n.const(w_scale, "w_scale")])])
    g = n.op("Reshape", [n.op("Sigmoid", [g]), n.const([1, 8, 1, 1], "shape", np.int64)])
    t = n.op("Mul", [t, g])
    t = n.spread(conv(t, 8, 1, 3), 8.0, -2.2)
    n.op("Sigmoid", [t])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 64, 96])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 32, 48])], opset, {})


def onnxruntime_qoperator_static(folder):
    """A model in onnxruntime's QOperator format (quantize_static with QuantFormat.QOperator; older int8
    model zoos), opset 13: a QuantizeLinear on the input, then uint8 tensors between QLinearConv (int8 weights
    with one scale per output channel, int32 biases, the Relu folded into an output range that starts at 0),
    a depthwise QLinearConv, QLinearAdd, QLinearLeakyRelu, QLinearGlobalAveragePool, a QLinearMatMul gate
    with QLinearSigmoid and QLinearMul, and QLinearConcat (com.microsoft's contrib ops for the non-standard
    ones), a DequantizeLinear before the float head. (QLinearAveragePool is left out: ONNX Runtime's kernel is
    within one step of the op's definition, its own tests allow that, and one step here moves the mask 0.01.) Weights in 7 bits (reduce_range=True, as
    ONNX Runtime advises on x86 CPUs without VNNI, whose u8 x s8 kernels saturate pair sums at 16 bits: with
    full 8-bit weights its QLinearConv differs from the op's definition by up to 33 steps here)."""
    n, opset = Net("onnxruntime_qoperator_static", 47), 13
    ms = "com.microsoft"

    def q(scale, zero=0, dtype=np.uint8):
        return n.const(scale, "scale"), n.const(zero, "zero_point", dtype)

    def qop(op_type, inputs, domain=ms, **attrs):
        name = n.fresh(op_type.lower())
        n.nodes.append(helper.make_node(op_type, inputs, [name], name=name, domain=domain, **attrs))
        return name

    def conv(x, xq, yq, cin, cout, k=3, stride=1, group=1):
        w = n.weights((cout, cin // group, k, k), cin // group * k * k)
        w_scale = (np.abs(w).reshape(cout, -1).max(axis=1) / 63).astype(np.float32)
        wq = np.round(w / w_scale[:, None, None, None]).astype(np.int8)
        b_scale = (scale_of[xq[0]] * w_scale).astype(np.float32)
        bq = np.round(n.rng.uniform(-0.2, 0.2, cout) / b_scale).astype(np.int32)
        inputs = [x, xq[0], xq[1], n.const(wq, "wq", np.int8), n.const(w_scale, "w_scale"),
                  n.const(np.zeros(cout), "w_zero", np.int8), yq[0], yq[1], n.const(bq, "bq", np.int32)]
        return qop("QLinearConv", inputs, domain="", kernel_shape=[k, k], strides=[stride, stride], group=group,
                   pads=[k // 2] * 4)

    scale_of = {}  # the value of each activation scale, for the biases

    def act(scale, zero=0):
        s, z = q(scale, zero)
        scale_of[s] = np.float32(scale)
        return s, z

    x = "input"
    # Scales as calibration leaves them (no exact ratios between them, whose ties would round either way).
    a0, a1, a2, a3, a4 = act(1 / 255), act(0.01183), act(0.00791), act(0.01642, 61), act(1 / 255)
    t = n.op("QuantizeLinear", [x, a0[0], a0[1]])
    t1 = conv(t, a0, a1, 3, 8, 3, 2)  # [1,8,32,48], Relu folded (zero point 0)
    t2 = conv(t1, a1, a2, 8, 8, 3, 1, group=8)
    t3 = conv(t2, a2, a3, 8, 8, 1)  # zero point 64: negative values kept
    t = qop("QLinearAdd", [t1, a1[0], a1[1], t3, a3[0], a3[1], a3[0], a3[1]])
    t = qop("QLinearLeakyRelu", [t, a3[0], a3[1], a3[0], a3[1]], alpha=0.1)
    g = qop("QLinearGlobalAveragePool", [t, a3[0], a3[1], a3[0], a3[1]], channels_last=0)  # [1,8,1,1]
    g = n.op("Reshape", [g, n.const([1, 8], "shape", np.int64)])
    w = n.weights((8, 8), 8, 1.0)
    w_scale = np.float32(np.abs(w).max() / 63)
    wq = np.round(w / w_scale).astype(np.int8)
    g = qop("QLinearMatMul", [g, a3[0], a3[1], n.const(wq, "wq", np.int8), n.const(w_scale, "w_scale"),
                              n.const(0, "w_zero", np.int8), a3[0], a3[1]], domain="")
    g = qop("QLinearSigmoid", [g, a3[0], a3[1], a4[0], a4[1]])
    g = n.op("Reshape", [g, n.const([1, 8, 1, 1], "shape", np.int64)])
    t = qop("QLinearMul", [t, a3[0], a3[1], g, a4[0], a4[1], a3[0], a3[1]])
    t = qop("QLinearConcat", [a3[0], a3[1], t, a3[0], a3[1], t1, a1[0], a1[1]], axis=1)  # [1,16,32,48]
    logits = act(0.00597, 131)
    t = n.op("DequantizeLinear", [conv(t, a3, logits, 16, 1, 3), logits[0], logits[1]])
    t = n.spread(t, 6.0, 1.2)
    n.op("Sigmoid", [t])
    n.nodes[-1].output[0] = "mask"
    graph = helper.make_graph(n.nodes, n.name, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 64, 96])],
                              [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 32, 48])], n.inits)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", opset), helper.make_opsetid(ms, 1)],
                              producer_name="vfx pattern models")
    model.ir_version = 7
    onnx.save(model, os.path.join(folder, n.name + ".onnx"))  # the checker knows no com.microsoft ops
    with open(os.path.join(folder, n.name + ".json"), "w") as f:
        json.dump({}, f, indent=2)
        f.write("\n")


def tf_deeplab_class_indices(folder):
    """DeepLab as tf2onnx converts it: NHWC in, logits for three classes, a bilinear Resize in NHWC, and
    the class indices (ArgMax over the last axis, int64 [1,H,W]) as the output; the config names the person
    class, opset 13."""
    n, opset = Net("tf_deeplab_class_indices", 17), 13
    x = "ImageTensor"
    t = n.op("Transpose", [x], perm=[0, 3, 1, 2])
    t = n.op("Relu", [n.conv(t, 3, 16, 3, 2, pads=[0, 0, 1, 1])])
    t = n.op("Relu", [n.conv(t, 16, 16, 3, 1, group=16)])
    t = n.op("Transpose", [n.conv(t, 16, 3, 1)], perm=[0, 2, 3, 1])
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 2, 2, 1], "scales")], mode="linear",
             coordinate_transformation_mode="half_pixel")
    n.op("ArgMax", [t], axis=-1, keepdims=0)
    n.nodes[-1].output[0] = "SemanticPredictions"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 64, 80, 3])],
           [helper.make_tensor_value_info("SemanticPredictions", TensorProto.INT64, [1, 64, 80])], opset,
           {"input": {"range": [0, 255]}, "output": {"channel": 1}})


def rvm_downsample_ratio(folder):
    """Robust Video Matting's export without its recurrent states: a second input, downsample_ratio, scales
    the picture by Resize(scales = Concat([1, 1], ratio, ratio)); the net runs at that size; a guided-filter
    refiner brings its coefficients back to the picture's size (Resize to sizes built from Shape of both)
    and applies them to the picture and its channel mean (ReduceMean over channels); Split into fgr and pha,
    both clipped to 0..1. The config fixes the ratio ("fixed_inputs") and picks pha, opset 12."""
    n, opset = Net("rvm_downsample_ratio", 19), 12
    x, ratio = "src", "downsample_ratio"
    scales = n.op("Concat", [n.const([1.0, 1.0]), ratio, ratio], axis=0)
    resize = dict(mode="linear", coordinate_transformation_mode="pytorch_half_pixel")
    small = n.op("Resize", [x, n.const([], "roi"), scales], **resize)
    t = n.op("Relu", [n.conv(small, 3, 16, 3, 2)])
    t = n.op("Relu", [n.conv(t, 16, 16, 3, 1)])
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 1, 2, 2], "scales")], **resize)
    hid = n.op("Relu", [n.conv(t, 16, 8, 3, 1)])
    proj = n.spread(n.conv(hid, 8, 4, 1), 3.0, 0.0)
    coeffs = n.conv(n.op("Concat", [proj, hid], axis=1), 12, 8, 1)
    a, b = n.op("Split", [coeffs], outputs=2, axis=1, split=[4, 4])

    def to_picture(v):
        """F.interpolate(v, (H, W)) as torch exports it: sizes = v's N and C, the picture's H and W."""
        nc = n.op("Slice", [n.op("Shape", [v]), n.const([0], "s", np.int64), n.const([2], "e", np.int64)])
        hw = n.op("Slice", [n.op("Shape", [x]), n.const([2], "s", np.int64), n.const([4], "e", np.int64)])
        sizes = n.op("Concat", [nc, hw], axis=0)
        return n.op("Resize", [v, n.const([], "roi"), n.const([], "scales"), sizes], **resize)
    fine = n.op("Concat", [x, n.op("ReduceMean", [x], axes=[1], keepdims=1)], axis=1)
    out = n.spread(n.op("Add", [n.op("Mul", [to_picture(a), fine]), to_picture(b)]), 0.3, 0.5)
    fgr_residual, pha = n.op("Split", [out], outputs=2, axis=1, split=[3, 1])
    fgr = n.clip(n.op("Add", [fgr_residual, x]), 0.0, 1.0, opset)
    n.clip(pha, 0.0, 1.0, opset)
    n.nodes[-1].output[0] = "pha"
    n.nodes[[k for k, node in enumerate(n.nodes) if node.output[0] == fgr][0]].output[0] = "fgr"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, "height", "width"]),
                    helper.make_tensor_value_info(ratio, TensorProto.FLOAT, [1])],
           [helper.make_tensor_value_info("fgr", TensorProto.FLOAT, [1, 3, "height", "width"]),
            helper.make_tensor_value_info("pha", TensorProto.FLOAT, [1, 1, "height", "width"])], opset,
           {"input": {"name": "src", "height": 72, "width": 128}, "output": {"name": "pha", "kind": "sigmoid"},
            "fixed_inputs": {"downsample_ratio": 0.5}})


def rvm_recurrent_states(folder):
    """Robust Video Matting's export with its recurrent states: inputs src, r1i, r2i (declared all symbolic,
    [batch, channels, height, width], fed [1,1,1,1] zeros on the first frame) and downsample_ratio; each
    ConvGRU expands its state to the features' shape (Expand by Shape), gates it (Split of a sigmoid conv,
    r * h, (1 - z) * h + z * tanh(conv)) and returns it as r1o/r2o; the decoder reads the new states. The
    config fixes the ratio and picks pha; the states pair by name. Opset 12."""
    n, opset = Net("rvm_recurrent_states", 23), 12
    x, ratio = "src", "downsample_ratio"
    resize = dict(mode="linear", coordinate_transformation_mode="pytorch_half_pixel")
    scales = n.op("Concat", [n.const([1.0, 1.0]), ratio, ratio], axis=0)
    small = n.op("Resize", [x, n.const([], "roi"), scales], **resize)

    def gru(feature, channels, state):
        """RVM's ConvGRU on the second half of `feature`'s channels; returns (features out, new state)."""
        keep, b = n.op("Split", [feature], outputs=2, axis=1, split=[channels, channels])
        h = n.op("Expand", [state, n.op("Shape", [b])])
        r, z = n.op("Split", [n.op("Sigmoid", [n.conv(n.op("Concat", [b, h], axis=1), 2 * channels, 2 * channels)])],
                    outputs=2, axis=1, split=[channels, channels])
        c = n.op("Tanh", [n.conv(n.op("Concat", [b, n.op("Mul", [r, h])], axis=1), 2 * channels, channels)])
        one_minus_z = n.op("Sub", [n.const(1.0, "one"), z])
        new = n.op("Add", [n.op("Mul", [one_minus_z, h]), n.op("Mul", [z, c])])
        return n.op("Concat", [keep, new], axis=1), new
    f1 = n.op("Relu", [n.conv(small, 3, 8, 3, 2)])           # 1/2 of the small picture, 8 channels
    f1, r1o = gru(f1, 4, "r1i")
    f2 = n.op("Relu", [n.conv(f1, 8, 16, 3, 2)])             # 1/4, 16 channels
    f2, r2o = gru(f2, 8, "r2i")
    t = n.op("Resize", [f2, n.const([], "roi"), n.const([1, 1, 2, 2], "scales")], **resize)
    t = n.op("Relu", [n.conv(n.op("Concat", [t, f1], axis=1), 24, 8, 3, 1)])
    t = n.op("Resize", [t, n.const([], "roi"), n.const([1, 1, 2, 2], "scales")], **resize)
    logits = n.spread(n.conv(t, 8, 1, 3, 1), 6.0, -1.0)
    sizes = n.op("Concat", [n.op("Slice", [n.op("Shape", [logits]), n.const([0], "s", np.int64),
                                           n.const([2], "e", np.int64)]),
                            n.op("Slice", [n.op("Shape", [x]), n.const([2], "s", np.int64),
                                           n.const([4], "e", np.int64)])], axis=0)
    up = n.op("Resize", [logits, n.const([], "roi"), n.const([], "scales"), sizes], **resize)
    n.op("Sigmoid", [up])
    n.nodes[-1].output[0] = "pha"
    for name, t in (("r1o", r1o), ("r2o", r2o)):
        producer = [k for k, node in enumerate(n.nodes) if node.output[0] == t][0]
        n.nodes[producer].output[0] = name
        for node in n.nodes:
            for i, inp in enumerate(node.input):
                if inp == t:
                    node.input[i] = name
    state = lambda name: helper.make_tensor_value_info(name, TensorProto.FLOAT, ["batch", "c_" + name, "h_" + name, "w_" + name])
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, "height", "width"]), state("r1i"),
                    state("r2i"), helper.make_tensor_value_info(ratio, TensorProto.FLOAT, [1])],
           [helper.make_tensor_value_info("pha", TensorProto.FLOAT, [1, 1, "height", "width"]), state("r1o"),
            state("r2o")], opset,
           {"input": {"name": "src", "height": 72, "width": 128}, "output": {"name": "pha", "kind": "sigmoid"},
            "fixed_inputs": {"downsample_ratio": 0.5}})


def segformer_attention(folder):
    """A SegFormer (MiT) encoder stage as PyTorch exports it at opset 13: an overlapping patch embedding
    (Conv 7x7 stride 4), flatten(2) (a Reshape by Shape) + Transpose to tokens [1,N,C] and LayerNorm written out (ReduceMean, Sub, Pow,
    Sqrt, Div over the last axis); efficient self-attention: Q, K, V by MatMul with constant [C,C] weights and
    Add of a bias, K and V from a spatially reduced map (tokens back to NCHW by Transpose + Reshape, Conv
    stride 8), heads split by Reshape [1,N,h,d] + Transpose, Q times K transposed (a MatMul of two activations),
    Mul by 1/sqrt(d), Softmax over the last axis, times V, heads merged, an output projection and a residual
    Add; a Mix-FFN (MatMul, depthwise Conv on the map, GELU through Erf, MatMul); tokens back to a map, the
    all-MLP head (1x1 Conv) and a Resize to the input."""
    n, opset = Net("pytorch_segformer_attention", 29), 13
    x = "input"
    # Stage 1 of MiT-B0's shape: one head, keys and values from an 8x smaller map. At 256x320 its
    # 5120 tokens are more rows than a 4096 texture holds (the layout cuts them into bands).
    height, width, c, heads, ratio = 256, 320, 16, 1, 8
    d, h, w = c // heads, height // 4, width // 4
    tokens = h * w

    def layer_norm(t):
        mean = n.op("ReduceMean", [t], axes=[-1])
        centred = n.op("Sub", [t, mean])
        var = n.op("ReduceMean", [n.op("Pow", [centred, n.const(2.0, "two")])], axes=[-1])
        t = n.op("Div", [centred, n.op("Sqrt", [n.op("Add", [var, n.const(1e-5, "eps")])])])
        t = n.op("Mul", [t, n.const(n.rng.uniform(0.5, 1.5, c), "gamma")])
        return n.op("Add", [t, n.const(n.rng.uniform(-0.2, 0.2, c), "beta")])

    def linear(t, cin, cout):
        t = n.op("MatMul", [t, n.const(n.weights((cin, cout), cin, 1.0), "linear")])
        return n.op("Add", [t, n.const(n.rng.uniform(-0.1, 0.1, cout), "bias")])

    def to_map(t, channels, rows, cols):
        t = n.op("Transpose", [t], perm=[0, 2, 1])
        return n.op("Reshape", [t, n.const([1, channels, rows, cols], "shape", np.int64)])

    def to_tokens(t):
        """x.flatten(2).transpose(1, 2), the flatten exported as a Reshape to Shape[:2] + [-1]."""
        shape = n.op("Concat", [n.op("Slice", [n.op("Shape", [t]), n.const([0], "s", np.int64), n.const([2], "e", np.int64)]),
                                n.const([-1], "rest", np.int64)], axis=0)
        return n.op("Transpose", [n.op("Reshape", [t, shape])], perm=[0, 2, 1])

    def split_heads(t, count):
        t = n.op("Reshape", [t, n.const([1, count, heads, d], "shape", np.int64)])
        return n.op("Transpose", [t], perm=[0, 2, 1, 3])

    embedded = n.conv(x, 3, c, 7, 4, pads=3)
    t = layer_norm(to_tokens(embedded))
    normed = layer_norm(t)
    q = split_heads(linear(normed, c, c), tokens)
    reduced = n.conv(to_map(normed, c, h, w), c, c, ratio, ratio, pads=0)
    reduced = layer_norm(to_tokens(reduced))
    keys = tokens // (ratio * ratio)
    k = split_heads(linear(reduced, c, c), keys)
    v = split_heads(linear(reduced, c, c), keys)
    scores = n.op("MatMul", [q, n.op("Transpose", [k], perm=[0, 1, 3, 2])])
    scores = n.op("Mul", [scores, n.const(1.0 / np.sqrt(d), "scale")])
    attended = n.op("MatMul", [n.op("Softmax", [scores], axis=-1), v])  # [1,heads,N,d]
    merged = n.op("Reshape", [n.op("Transpose", [attended], perm=[0, 2, 1, 3]),
                              n.const([1, tokens, c], "shape", np.int64)])
    t = n.op("Add", [t, linear(merged, c, c)])
    hidden = linear(layer_norm(t), c, 2 * c)
    hidden = to_tokens(n.conv(to_map(hidden, 2 * c, h, w), 2 * c, 2 * c, 3, 1, group=2 * c))
    gelu = n.op("Mul", [n.op("Mul", [hidden, n.op("Add", [n.op("Erf", [n.op("Div", [hidden, n.const(np.sqrt(2.0), "root2")])]),
                                                         n.const(1.0, "one")])]), n.const(0.5, "half")])
    t = n.op("Add", [t, linear(gelu, 2 * c, c)])
    logits = n.spread(n.conv(to_map(layer_norm(t), c, h, w), c, 1, 1), 4.0, 4.1)
    up = n.op("Resize", [logits, n.const([], "roi"), n.const([1, 1, 4, 4], "scales")], mode="linear",
              coordinate_transformation_mode="half_pixel")
    n.op("Sigmoid", [up])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, height, width])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, height, width])], opset, {})


def tf_crop_and_resize(folder):
    """Resize's tf_crop_and_resize as tf2onnx writes TensorFlow's crop_and_resize of a fixed box: the
    region of interest (fractions of H and W, starts then ends) resampled to a size, where the box runs
    past the feature map extrapolation_value; linear, nearest and cubic, then a plain resize to the input.
    Opset 11."""
    n, opset = Net("tf_crop_and_resize", 31), 11
    x = "input"
    t = n.op("Relu", [n.conv(x, 3, 8, 3, 2)])  # [1,8,48,64]

    def crop(t, roi, size, mode, **extra):
        return n.op("Resize", [t, n.const(roi, "roi"), n.const([], "scales"), n.const(size, "sizes", np.int64)],
                    mode=mode, coordinate_transformation_mode="tf_crop_and_resize", **extra)
    a = crop(t, [0, 0, -0.05, 0.1, 1, 1, 0.95, 1.1], [1, 8, 40, 72], "linear", extrapolation_value=0.25)
    a = n.op("Relu", [n.conv(a, 8, 4, 3)])
    b = crop(a, [0, 0, 0, 0, 1, 1, 1, 1], [1, 4, 48, 64], "nearest", nearest_mode="round_prefer_ceil")
    c = crop(a, [0, 0, 0.1, -0.1, 1, 1, 1.0, 0.9], [1, 4, 48, 64], "cubic", extrapolation_value=-0.5)
    t = n.op("Concat", [b, c, t], axis=1)
    logits = n.spread(n.conv(t, 16, 1, 3), 5.0, -1.35)
    up = n.op("Resize", [logits, n.const([], "roi"), n.const([], "scales"), n.const([1, 1, 96, 128], "sizes", np.int64)],
              mode="linear", coordinate_transformation_mode="align_corners")
    n.op("Sigmoid", [up])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 96, 128])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 96, 128])], opset, {})


def pytorch_argmax_gather(folder):
    """A head that picks one of its feature maps by a computed index: the channel of the largest mean
    (ReduceMean, ArgMax over channels) gathered from the features (Gather with the ArgMax's int64 output as
    its indices, `x[:, idx]`), a conv on it and a Resize back. The means are spread far apart, so ONNX
    Runtime and the GPU pick the same channel. Opset 13."""
    n, opset = Net("pytorch_argmax_gather", 37), 13
    x = "input"
    t = n.op("Relu", [n.conv(x, 3, 8, 3, 2)])  # [1,8,36,64]
    t = n.op("Add", [t, n.const(np.linspace(0.0, 1.4, 8).reshape(1, 8, 1, 1), "spacing")])
    means = n.op("ReduceMean", [t], axes=[2, 3], keepdims=1)
    best = n.op("ArgMax", [means], axis=1, keepdims=0)  # [1,1,1] int64
    index = n.op("Reshape", [best, n.const([1], "shape", np.int64)])
    picked = n.op("Gather", [t, index], axis=1)  # [1,1,36,64]
    logits = n.spread(n.conv(n.op("Concat", [picked, t], axis=1), 9, 1, 3), 4.0, 8.2)
    up = n.op("Resize", [logits, n.const([], "roi"), n.const([1, 1, 2, 2], "scales")], mode="linear",
              coordinate_transformation_mode="half_pixel")
    n.op("Sigmoid", [up])
    n.nodes[-1].output[0] = "mask"
    n.save(folder, [helper.make_tensor_value_info(x, TensorProto.FLOAT, [1, 3, 72, 128])],
           [helper.make_tensor_value_info("mask", TensorProto.FLOAT, [1, 1, 72, 128])], opset, {})


if __name__ == "__main__":
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(__file__))
    for make in (keras_mobilenet_se, tf_dense_tensordot, pytorch_shufflenet, pytorch_nhwc_logits, squeezed_output,
                 modnet_instance_norm, deeplab_aspp, shufflenet_v1_opset9, u2net_side_outputs, attention_gather_output,
                 multiclass_background_channel, tflite_style_transposes, keras_se_activation_gate,
                 pytorch_maxout_output, convnext_layernorm_gelu, opset21_forms,
                 tf_deeplab_class_indices, pytorch_antialias_resize, pixel_shuffle_decoder, tf_tile_gate,
                 opset18_activations, onnxruntime_qdq_static, pytorch_groupnorm_unet,
                 pytorch_float16_export, onnxruntime_dynamic_quant, onnxruntime_qoperator_static,
                 rvm_downsample_ratio, rvm_recurrent_states, segformer_attention,
                 tf_crop_and_resize, pytorch_argmax_gather):
        make(out)
        print("wrote", make.__name__)
