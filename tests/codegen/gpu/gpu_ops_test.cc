// Each GPU op emitter against the CPU reference executor on random tensors,
// including the awkward cases: odd sizes with stride 2, asymmetric padding,
// channel counts 3/5/18/30, depthwise, dilation, unaligned concat.
#include <gtest/gtest.h>

#include <map>
#include <tuple>

#include "codegen/passes/normalize.h"
#include "tests/codegen/gpu/gpu_test_util.h"
#include "tests/codegen/test_util.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::codegen::testing {
namespace {

constexpr float kTolerance = 1e-2f;

class GpuOpsTest : public gl::GlTest {
 protected:
  // Runs `graph` on both executors with a random input and compares.
  void ExpectMatch(const Graph& graph, float lo = -1, float hi = 1, gpu::LowerOptions options = {}) {
    const Tensor& in = graph.tensors.at(graph.inputs[0].tensor);
    HostTensor input{in.shape, Noise(static_cast<size_t>(in.NumElements()), 7, lo, hi)};
    HostTensor cpu = RunOne(graph, input);
    StatusOr<HostTensor> gpu = RunGpu(graph, input, options);
    ASSERT_TRUE(gpu.ok()) << gpu.status().ToString();
    float error = MaxScaledError(*gpu, cpu);
    EXPECT_LT(error, kTolerance) << DumpGraph(graph);
    // Both executors must produce something non-trivial, or the match proves nothing.
    float energy = 0;
    for (float v : cpu.data) energy += std::abs(v);
    EXPECT_GT(energy, 0.0f);
  }

  // `graph` normalised (its compound ops decomposed: none of `type` left) on the
  // GPU, against the op's own CPU reference.
  void ExpectDecompositionMatch(const Graph& graph, const std::string& type, const HostTensor& input) {
    Graph normalised = graph;
    ASSERT_TRUE(NormalizeGraph(normalised).ok());
    EXPECT_EQ(CountType(normalised, type), 0);
    const HostTensor reference = RunOne(graph, input);
    EXPECT_LT(MaxScaledError(RunOne(normalised, input), reference), kTolerance) << "CPU, normalised";
    StatusOr<HostTensor> gpu = RunGpu(normalised, input);
    ASSERT_TRUE(gpu.ok()) << gpu.status().ToString();
    EXPECT_LT(MaxScaledError(*gpu, reference), kTolerance);
  }
};

Graph ConvGraph(int c, int h, int w, int m, int k, std::vector<int64_t> strides, std::vector<int64_t> pads,
                int group = 1, std::vector<int64_t> dilations = {1, 1}, const std::string& activation = "") {
  GraphBuilder b;
  std::string x = b.Input("x", {1, c, h, w});
  std::string wt = b.Const("w", {m, c / group, k, k}, Noise(static_cast<size_t>(m) * (c / group) * k * k, 3, -0.5f, 0.5f));
  std::string bias = b.Const("b", {m}, Noise(static_cast<size_t>(m), 5));
  std::string y = b.Add("Conv", {x, wt, bias}, "y",
                        {{"strides", strides}, {"pads", pads}, {"group", int64_t{group}}, {"dilations", dilations},
                         {"kernel_shape", std::vector<int64_t>{k, k}}});
  if (!activation.empty()) y = b.Add(activation, {y}, "z");
  return b.Finish({y});
}

TEST_F(GpuOpsTest, Conv3x3Stride2OddSize) { ExpectMatch(ConvGraph(3, 7, 5, 5, 3, {2, 2}, {1, 1, 1, 1})); }
TEST_F(GpuOpsTest, Conv3x3AsymmetricPadding) { ExpectMatch(ConvGraph(18, 9, 11, 30, 3, {1, 1}, {0, 1, 1, 0})); }
TEST_F(GpuOpsTest, Conv1x1Channels30To18) { ExpectMatch(ConvGraph(30, 6, 7, 18, 1, {1, 1}, {0, 0, 0, 0})); }
TEST_F(GpuOpsTest, Conv1x1Stride2) { ExpectMatch(ConvGraph(5, 9, 9, 3, 1, {2, 2}, {0, 0, 0, 0})); }
TEST_F(GpuOpsTest, ConvDilated) { ExpectMatch(ConvGraph(4, 12, 10, 8, 3, {1, 1}, {2, 2, 2, 2}, 1, {2, 2})); }
TEST_F(GpuOpsTest, Depthwise3x3Stride2) { ExpectMatch(ConvGraph(18, 7, 9, 18, 3, {2, 2}, {1, 1, 1, 1}, 18)); }
TEST_F(GpuOpsTest, Depthwise5x5) { ExpectMatch(ConvGraph(30, 10, 8, 30, 5, {1, 1}, {2, 2, 2, 2}, 30)); }

TEST_F(GpuOpsTest, GroupedConvIsAClearError) {
  Graph g = ConvGraph(8, 4, 4, 8, 3, {1, 1}, {1, 1, 1, 1}, 2);
  StatusOr<HostTensor> gpu = RunGpu(g, {{1, 8, 4, 4}, Noise(128, 1)});
  ASSERT_FALSE(gpu.ok());
  EXPECT_EQ(gpu.status().code(), StatusCode::kUnimplemented);
  EXPECT_NE(gpu.status().message().find("built.onnx: node 'y_op' (Conv)"), std::string::npos)
      << gpu.status().message();
  EXPECT_NE(gpu.status().message().find("group=2"), std::string::npos);
}

TEST_F(GpuOpsTest, UnsupportedOpNamesNodeOpAndFile) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 4, 3, 3});
  const std::vector<float> ones(4, 1.f), zeros(4, 0.f);
  // Not folded (no normalisation passes run here): BatchNormalization has no program of its own.
  std::string y = b.Add("BatchNormalization",
                        {x, b.Const("s", {4}, ones), b.Const("b", {4}, zeros), b.Const("m", {4}, zeros),
                         b.Const("v", {4}, ones)},
                        "y");
  Graph g = b.Finish({y});
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(g, {});
  ASSERT_FALSE(plan.ok());
  EXPECT_NE(plan.status().message().find("built.onnx: node 'y_op' (BatchNormalization)"), std::string::npos)
      << plan.status().message();
  EXPECT_NE(plan.status().message().find("has no GPU program (it is folded into a conv"), std::string::npos)
      << plan.status().message();
}

TEST_F(GpuOpsTest, ConvTranspose2x2Stride2) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 16, 5, 7});
  std::string w = b.Const("w", {16, 1, 2, 2}, Noise(64, 11, -0.5f, 0.5f));
  std::string bias = b.Const("b", {1}, {0.25f});
  std::string y = b.Add("ConvTranspose", {x, w, bias}, "y", {{"strides", std::vector<int64_t>{2, 2}}});
  ExpectMatch(b.Finish({y}));
}

TEST_F(GpuOpsTest, ConvTranspose2x2Stride2ManyOutputsAndOutputPadding) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 7, 4, 5});
  std::string w = b.Const("w", {7, 6, 2, 2}, Noise(168, 17, -0.5f, 0.5f));
  std::string bias = b.Const("b", {6}, Noise(6, 19));
  // Output padding adds a row and a column that no input pixel reaches: bias only.
  std::string y = b.Add("ConvTranspose", {x, w, bias}, "y",
                        {{"strides", std::vector<int64_t>{2, 2}}, {"output_padding", std::vector<int64_t>{1, 1}}});
  ExpectMatch(b.Finish({y}));
}

TEST_F(GpuOpsTest, ConvTranspose3x3Stride2PaddedWithOutputPadding) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 5, 4, 3});
  std::string w = b.Const("w", {5, 6, 3, 3}, Noise(270, 13, -0.5f, 0.5f));
  std::string y = b.Add("ConvTranspose", {x, w}, "y",
                        {{"strides", std::vector<int64_t>{2, 2}}, {"pads", std::vector<int64_t>{1, 1, 1, 1}},
                         {"output_padding", std::vector<int64_t>{1, 1}}});
  ExpectMatch(b.Finish({y}));
}

TEST_F(GpuOpsTest, GlobalAveragePool) {
  GraphBuilder b;
  std::string y = b.Add("GlobalAveragePool", {b.Input("x", {1, 5, 9, 7})}, "y");
  ExpectMatch(b.Finish({y}), 0, 1);
}

TEST_F(GpuOpsTest, AveragePoolExcludingAndIncludingPadding) {
  for (int64_t include : {0, 1}) {
    GraphBuilder b;
    std::string y = b.Add("AveragePool", {b.Input("x", {1, 6, 9, 8})}, "y",
                          {{"kernel_shape", std::vector<int64_t>{3, 3}}, {"strides", std::vector<int64_t>{2, 2}},
                           {"pads", std::vector<int64_t>{1, 1, 1, 1}}, {"count_include_pad", include}});
    ExpectMatch(b.Finish({y}));
  }
}

TEST_F(GpuOpsTest, MaxPool) {
  GraphBuilder b;
  std::string y = b.Add("MaxPool", {b.Input("x", {1, 5, 7, 7})}, "y",
                        {{"kernel_shape", std::vector<int64_t>{2, 2}}, {"strides", std::vector<int64_t>{2, 2}}});
  ExpectMatch(b.Finish({y}));
}

Graph ResizeGraph(const std::string& mode, const std::string& transform, std::vector<int64_t> in,
                  std::vector<int64_t> out_size, std::map<std::string, Attribute> more = {},
                  std::vector<float> roi_values = {}) {
  GraphBuilder b;
  std::string x = b.Input("x", in);
  Graph& g = b.graph();
  std::string roi = b.Const("roi", {static_cast<int64_t>(roi_values.size())}, roi_values);
  std::string scales = b.Const("scales", {0}, {});
  Tensor sizes;
  sizes.name = "sizes";
  sizes.type = DataType::kInt64;
  sizes.shape = {4};
  sizes.shape_known = true;
  sizes.is_constant = true;
  sizes.int_data = out_size;
  g.tensors["sizes"] = sizes;
  more["mode"] = mode;
  more["coordinate_transformation_mode"] = transform;
  std::string y = b.Add("Resize", {x, roi, scales, "sizes"}, "y", std::move(more));
  return b.Finish({y});
}

TEST_F(GpuOpsTest, ResizeBilinearHalfPixel2x) { ExpectMatch(ResizeGraph("linear", "half_pixel", {1, 5, 4, 6}, {1, 5, 8, 12})); }
TEST_F(GpuOpsTest, ResizeBilinearAlignCorners) { ExpectMatch(ResizeGraph("linear", "align_corners", {1, 4, 3, 5}, {1, 4, 7, 9})); }
TEST_F(GpuOpsTest, ResizeBilinearPytorchHalfPixelFrom1x1) { ExpectMatch(ResizeGraph("linear", "pytorch_half_pixel", {1, 8, 1, 1}, {1, 8, 9, 16})); }
TEST_F(GpuOpsTest, ResizeBilinearOddRatio) { ExpectMatch(ResizeGraph("linear", "half_pixel", {1, 3, 2, 2}, {1, 3, 9, 16})); }
TEST_F(GpuOpsTest, ResizeCubicUpAndDown) {
  ExpectMatch(ResizeGraph("cubic", "half_pixel", {1, 5, 4, 6}, {1, 5, 8, 12}));
  ExpectMatch(ResizeGraph("cubic", "align_corners", {1, 3, 9, 7}, {1, 3, 5, 4}));
  ExpectMatch(ResizeGraph("cubic", "asymmetric", {1, 4, 3, 5}, {1, 4, 7, 11}));
}

// Antialiased (opset 18): shrinking by whole and fractional factors, one axis kept, growing, and the
// edge taps read at the edge or dropped (exclude_outside); cubic with PyTorch's and Pillow's a.
TEST_F(GpuOpsTest, ResizeAntialiasedLinearAndCubic) {
  const std::map<std::string, Attribute> aa = {{"antialias", int64_t{1}}};
  auto with = [&](std::map<std::string, Attribute> extra) {
    extra["antialias"] = int64_t{1};
    return extra;
  };
  ExpectMatch(ResizeGraph("linear", "half_pixel", {1, 5, 16, 24}, {1, 5, 8, 12}, aa));
  ExpectMatch(ResizeGraph("linear", "pytorch_half_pixel", {1, 3, 37, 50}, {1, 3, 10, 13}, aa));
  ExpectMatch(ResizeGraph("linear", "half_pixel", {1, 4, 9, 20}, {1, 4, 9, 7}, with({{"exclude_outside", int64_t{1}}})));
  ExpectMatch(ResizeGraph("linear", "align_corners", {1, 2, 5, 6}, {1, 2, 9, 13}, aa));
  ExpectMatch(ResizeGraph("cubic", "half_pixel", {1, 5, 24, 17}, {1, 5, 7, 6}, aa));
  ExpectMatch(ResizeGraph("cubic", "asymmetric", {1, 3, 20, 30}, {1, 3, 8, 11},
                          with({{"cubic_coeff_a", -0.5f}, {"exclude_outside", int64_t{1}}})));
}

// Pixel shuffles as index-remap programs: DepthToSpace in both modes (block 2 and 3, channel counts that
// are not multiples of 4 on either side) and SpaceToDepth.
TEST_F(GpuOpsTest, DepthToSpaceAndSpaceToDepth) {
  for (const std::string mode : {"DCR", "CRD"}) {
    SCOPED_TRACE(mode);
    for (const auto& [c, b] : {std::pair<int64_t, int64_t>{12, 2}, {18, 3}}) {
      GraphBuilder g;
      std::string y = g.Add("DepthToSpace", {g.Input("x", {1, c, 5, 7})}, "y", {{"blocksize", b}, {"mode", mode}});
      ExpectMatch(g.Finish({y}));
    }
  }
  GraphBuilder g;
  std::string y = g.Add("SpaceToDepth", {g.Input("x", {1, 3, 6, 9})}, "y", {{"blocksize", int64_t{3}}});
  ExpectMatch(g.Finish({y}));
}

// Tile along every axis at once, and a squeeze-excite gate tiled over the picture (tf.tile) before a Mul.
TEST_F(GpuOpsTest, TileRepeatsAndTiledGates) {
  {
    GraphBuilder g;
    std::string y = g.Add("Tile", {g.Input("x", {1, 3, 4, 5}), g.Ints("r", {1, 2, 3, 2})}, "y");
    ExpectMatch(g.Finish({y}));
  }
  GraphBuilder g;
  std::string x = g.Input("x", {1, 6, 7, 9});
  std::string pooled = g.Add("GlobalAveragePool", {x}, "pooled");
  std::string gate = g.Add("Sigmoid", {pooled}, "gate");
  std::string tiled = g.Add("Tile", {gate, g.Ints("r", {1, 1, 7, 9})}, "tiled");
  std::string y = g.Add("Mul", {x, tiled}, "y");
  ExpectMatch(g.Finish({y}));
}

// The activations of the later opsets, alone and fused after a conv, over inputs in -4..4.
TEST_F(GpuOpsTest, MishSeluCeluSoftsignThresholdedRelu) {
  const std::vector<std::pair<std::string, std::map<std::string, Attribute>>> ops = {
      {"Mish", {}},    {"Selu", {}},  {"Celu", {{"alpha", 0.5f}}}, {"Softsign", {}}, {"ThresholdedRelu", {{"alpha", 0.3f}}},
      {"Round", {}}, {"Sign", {}}};
  for (const auto& [type, attrs] : ops) {
    SCOPED_TRACE(type);
    GraphBuilder g;
    std::string y = g.Add(type, {g.Input("x", {1, 5, 6, 7})}, "y", attrs);
    ExpectMatch(g.Finish({y}), -4, 4);
  }
  ExpectMatch(ConvGraph(3, 8, 9, 6, 3, {1, 1}, {1, 1, 1, 1}, 1, {1, 1}, "Mish"), -4, 4);
}

// A QDQ model's activation pair (codegen/ops/quantize.h) after a conv and on the
// input, on a grid coarse enough that most values round and some saturate.
TEST_F(GpuOpsTest, QuantizeDequantizePairs) {
  for (const bool after_conv : {false, true}) {
    SCOPED_TRACE(after_conv ? "after a conv" : "alone");
    GraphBuilder g;
    std::string x = g.Input("x", {1, 4, 6, 7});
    if (after_conv) {
      x = g.Add("Conv", {x, g.Const("w", {4, 4, 1, 1}, RandomTensor({4, 4, 1, 1}, 3).data)}, "conv",
                {{"kernel_shape", std::vector<int64_t>{1, 1}}});
    }
    const std::string s = g.Scalar("s", 0.125f);
    g.Ints("z", {-3});
    g.graph().tensors["z"].stored_type = 3;  // int8: -128..127 holds -15.6..16.3
    std::string q = g.Add("QuantizeLinear", {x, s, "z"}, "q");
    std::string y = g.Add("DequantizeLinear", {q, s, "z"}, "y");
    ExpectMatch(g.Finish({y}), -20, 20);
  }
}

// GroupNormalization decomposed (group statistics as means of channel statistics) after a
// conv: 3 groups of 2 channels, and one group of 48 channels over a tall picture (48 planes of
// 90 rows: more than a texture's height if a group were stored as one plane).
TEST_F(GpuOpsTest, GroupNormalizationAfterAConv) {
  for (const auto& [channels, groups, height] :
       {std::tuple<int64_t, int64_t, int64_t>{6, 3, 9}, {48, 1, 90}, {48, 1, 9}, {6, 1, 90}, {8, 2, 9}, {48, 4, 9}}) {
    SCOPED_TRACE(std::to_string(groups) + " groups of " + std::to_string(channels / groups) + " channels");
    GraphBuilder g;
    std::string x = g.Input("x", {1, 3, height, 11});
    x = g.Add("Conv", {x, g.Const("w", {channels, 3, 3, 3}, RandomTensor({channels, 3, 3, 3}, 3).data)}, "conv",
              {{"kernel_shape", std::vector<int64_t>{3, 3}}, {"pads", std::vector<int64_t>{1, 1, 1, 1}}});
    std::string y = g.Add("GroupNormalization",
                          {x, g.Const("s", {channels}, Noise(static_cast<size_t>(channels), 3, 0.5f, 1.5f)),
                           g.Const("b", {channels}, Noise(static_cast<size_t>(channels), 5))},
                          "y", {{"num_groups", groups}});
    const size_t n = static_cast<size_t>(3 * height * 11);
    ExpectDecompositionMatch(g.Finish({y}), "GroupNormalization", {{1, 3, height, 11}, Noise(n, 11, -1, 1)});
  }
}

// tf_crop_and_resize: a region of interest resampled, running past the input
// on some sides (extrapolation_value there), in every mode, growing and shrinking.
TEST_F(GpuOpsTest, ResizeTfCropAndResize) {
  const std::vector<float> roi = {0, 0, -0.1f, 0.2f, 1, 1, 0.7f, 1.15f};
  const std::map<std::string, Attribute> fill = {{"extrapolation_value", -0.5f}};
  ExpectMatch(ResizeGraph("linear", "tf_crop_and_resize", {1, 5, 9, 11}, {1, 5, 13, 7}, fill, roi));
  ExpectMatch(ResizeGraph("nearest", "tf_crop_and_resize", {1, 3, 9, 11}, {1, 3, 4, 15}, fill, roi));
  ExpectMatch(ResizeGraph("cubic", "tf_crop_and_resize", {1, 6, 8, 8}, {1, 6, 11, 9}, {}, roi));
  // An axis that keeps its length is read as it is, its region ignored (as ONNX Runtime does).
  ExpectMatch(ResizeGraph("linear", "tf_crop_and_resize", {1, 2, 9, 11}, {1, 2, 9, 7}, fill, roi));
  // The whole input, one output row: the centre of the region.
  ExpectMatch(ResizeGraph("linear", "tf_crop_and_resize", {1, 2, 5, 6}, {1, 2, 1, 8}, {}, {0, 0, 0, 0, 1, 1, 1, 1}));
}

TEST_F(GpuOpsTest, ResizeTfCropAndResizeNeedsARegion) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 2, 5, 6});
  std::string y = b.Add("Resize", {x, b.Const("roi", {4}, {0, 0, 1, 1}), b.Const("scales", {4}, {1, 1, 2, 2})}, "y",
                        {{"mode", std::string("linear")},
                         {"coordinate_transformation_mode", std::string("tf_crop_and_resize")}});
  b.graph().outputs.push_back({y, Layout::kNCHW, y});
  const Status s = InferShapesAndFoldConstants(b.graph());
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("needs an roi of 8 values"), std::string::npos) << s.ToString();
}

TEST_F(GpuOpsTest, ResizeNearestAsymmetric) {
  ExpectMatch(ResizeGraph("nearest", "asymmetric", {1, 6, 4, 5}, {1, 6, 8, 10}));
}
// TensorFlow 1's nearest resize (source = (out + 0.5) / scale), shrinking and growing.
TEST_F(GpuOpsTest, ResizeNearestTfHalfPixel) {
  ExpectMatch(ResizeGraph("nearest", "tf_half_pixel_for_nn", {1, 3, 4, 5}, {1, 3, 9, 11}));
  ExpectMatch(ResizeGraph("nearest", "tf_half_pixel_for_nn", {1, 3, 9, 11}, {1, 3, 4, 5}));
}

TEST_F(GpuOpsTest, ConcatUnalignedChannels) {
  GraphBuilder b;
  std::string a = b.Input("x", {1, 5, 4, 6});
  std::string c = b.Add("Relu", {a}, "c");
  std::string d = b.Add("Sigmoid", {a}, "d");
  std::string e = b.Add("Concat", {a, c, d}, "y", {{"axis", int64_t{1}}});
  ExpectMatch(b.Finish({e}));
}

TEST_F(GpuOpsTest, ConcatAlignedChannels) {
  GraphBuilder b;
  std::string a = b.Input("x", {1, 8, 4, 6});
  std::string c = b.Add("Relu", {a}, "c");
  std::string e = b.Add("Concat", {c, a}, "y", {{"axis", int64_t{1}}});
  ExpectMatch(b.Finish({e}));
}

TEST_F(GpuOpsTest, SoftmaxOverChannels) {
  for (int64_t channels : {2, 5}) {
    GraphBuilder b;
    std::string y = b.Add("Softmax", {b.Input("x", {1, channels, 5, 7})}, "y", {{"axis", int64_t{1}}});
    ExpectMatch(b.Finish({y}), -4, 4);
  }
}

TEST_F(GpuOpsTest, FusedActivationsAfterConv) {
  for (const char* activation : {"Relu", "Sigmoid", "HardSigmoid", "HardSwish"}) {
    SCOPED_TRACE(activation);
    ExpectMatch(ConvGraph(5, 6, 7, 6, 3, {1, 1}, {1, 1, 1, 1}, 1, {1, 1}, activation), -3, 3);
  }
}

TEST_F(GpuOpsTest, ClipResidualAddSqueezeExciteAndScalarArithmetic) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 7, 5});
  std::string w = b.Const("w", {6, 6, 1, 1}, Noise(36, 17, -0.5f, 0.5f));
  std::string y = b.Add("Conv", {x, w}, "conv");
  y = b.Add("Clip", {y, b.Scalar("lo", 0.0f), b.Scalar("hi", 0.6f)}, "clip");
  y = b.Add("Add", {x, y}, "residual");
  std::string pooled = b.Add("GlobalAveragePool", {y}, "pooled");
  std::string gate = b.Add("Sigmoid", {pooled}, "gate");
  y = b.Add("Mul", {y, gate}, "excited");
  y = b.Add("Div", {y, b.Scalar("six", 6.0f)}, "divided");
  y = b.Add("Sub", {b.Scalar("one", 1.0f), y}, "flipped");
  y = b.Add("Mul", {y, b.Const("per_channel", {1, 6, 1, 1}, Noise(6, 19))}, "scaled");
  ExpectMatch(b.Finish({y}));
}

TEST_F(GpuOpsTest, FusionGivesTheSameNumbersWithFewerPasses) {
  Graph g = ConvGraph(5, 6, 7, 6, 3, {1, 1}, {1, 1, 1, 1}, 1, {1, 1}, "HardSwish");
  HostTensor input{{1, 5, 6, 7}, Noise(210, 23)};
  int fused_passes = 0, unfused_passes = 0;
  gpu::LowerOptions unfused;
  unfused.fusion.fuse = false;
  StatusOr<HostTensor> a = RunGpu(g, input, {}, &fused_passes);
  StatusOr<HostTensor> b = RunGpu(g, input, unfused, &unfused_passes);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(fused_passes, 1);
  EXPECT_EQ(unfused_passes, 2);
  EXPECT_LT(MaxScaledError(*a, *b), kTolerance);
}

TEST_F(GpuOpsTest, InputNormalisationFoldedIntoTheFirstConvIncludingItsPadding) {
  // The network expects u * 2 - 1; the GPU plan takes u in 0..1.
  Graph g = ConvGraph(3, 7, 6, 4, 3, {2, 2}, {1, 1, 1, 1});
  HostTensor u{{1, 3, 7, 6}, Noise(126, 29, 0, 1)};
  HostTensor normalised = u;
  for (float& v : normalised.data) v = v * 2 - 1;
  HostTensor cpu = RunOne(g, normalised);
  gpu::LowerOptions options;
  options.input_scale = {2, 2, 2};
  options.input_offset = {-1, -1, -1};
  int passes = 0;
  StatusOr<HostTensor> gpu = RunGpu(g, u, options, &passes);
  ASSERT_TRUE(gpu.ok()) << gpu.status().ToString();
  EXPECT_EQ(passes, 1);  // folded, no extra pass
  EXPECT_LT(MaxScaledError(*gpu, cpu), kTolerance);
}

// A weight texture wider than the GPU allows (here a 64-texel limit; 3x3 over 32
// channels is 288 texels wide) wraps, and the conv still matches.
TEST_F(GpuOpsTest, WeightsWiderThanATextureWrap) {
  gpu::LowerOptions options;
  options.max_texture_size = 64;
  ExpectMatch(ConvGraph(32, 5, 6, 8, 3, {1, 1}, {1, 1, 1, 1}), -1, 1, options);
}

// A tensor whose slices do not fit side by side in the generator's texture limit
// (16 slices of a 300-wide plane > 4096) is tiled for that limit in the GLSL; the
// runtime must lay it out the same way on a GPU with a larger limit (Mesa, the H200).
TEST_F(GpuOpsTest, WideTensorsUseTheGeneratorsTiling) {
  ExpectMatch(ConvGraph(64, 4, 300, 64, 1, {1, 1}, {0, 0, 0, 0}));
}

// PyTorch-style normalisation inside the graph (Sub mean, Div std, a scalar Mul):
// composed with the config's (identity here) and folded into the first conv and
// its padding, no pass of its own.
TEST_F(GpuOpsTest, InGraphInputNormalisationJoinsTheFold) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 3, 7, 6});
  std::string t = b.Add("Sub", {x, b.Const("mean", {1, 3, 1, 1}, {0.485f, 0.456f, 0.406f})}, "centred");
  t = b.Add("Div", {t, b.Const("std", {1, 3, 1, 1}, {0.229f, 0.224f, 0.225f})}, "normalised");
  t = b.Add("Mul", {b.Scalar("two", 2.f), t}, "doubled");
  std::string y = b.Add("Conv", {t, b.Const("w", {4, 3, 3, 3}, Noise(108, 3, -0.5f, 0.5f))}, "y",
                        {{"pads", std::vector<int64_t>{1, 1, 1, 1}}, {"strides", std::vector<int64_t>{2, 2}}});
  Graph g = b.Finish({y});
  HostTensor u{{1, 3, 7, 6}, Noise(126, 29, 0, 1)};
  HostTensor cpu = RunOne(g, u);
  int passes = 0;
  StatusOr<HostTensor> gpu = RunGpu(g, u, {}, &passes);
  ASSERT_TRUE(gpu.ok()) << gpu.status().ToString();
  EXPECT_EQ(passes, 1);  // Sub, Div and Mul folded into the conv
  EXPECT_LT(MaxScaledError(*gpu, cpu), kTolerance);
}

// The elementwise ops exporters emit beside the bundled models' (each after a conv so it is fused).
TEST_F(GpuOpsTest, MoreActivationsFusedAfterAConv) {
  for (const char* type : {"Tanh", "Abs", "Elu", "Softplus", "Neg", "Exp", "Floor", "Ceil"}) {
    SCOPED_TRACE(type);
    ExpectMatch(ConvGraph(5, 6, 7, 6, 3, {1, 1}, {1, 1, 1, 1}, 1, {1, 1}, type));
  }
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 4, 5});
  std::string y = b.Add("Sqrt", {b.Add("Abs", {x}, "a")}, "y");
  ExpectMatch(b.Finish({y}));
}

TEST_F(GpuOpsTest, ErfGeluReciprocalAndLog) {
  for (const char* type : {"Erf", "Gelu"}) {
    SCOPED_TRACE(type);
    ExpectMatch(ConvGraph(5, 6, 7, 6, 3, {1, 1}, {1, 1, 1, 1}, 1, {1, 1}, type), -3, 3);
  }
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 4, 5});
  std::string g = b.Add("Gelu", {x}, "g", {{"approximate", std::string("tanh")}});
  std::string y = b.Add("Log", {b.Add("Reciprocal", {b.Add("Sigmoid", {g}, "s")}, "r")}, "y");
  ExpectMatch(b.Finish({y}), -3, 3);
}

TEST_F(GpuOpsTest, ConstantsBroadcastPerRowPerColumnAndPerPlane) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 4, 5});
  std::string t = b.Add("Mul", {x, b.Const("per_column", {5}, Noise(5, 3))}, "a");
  t = b.Add("Add", {t, b.Const("per_row", {4, 1}, Noise(4, 5))}, "b");
  t = b.Add("Sub", {b.Const("plane", {6, 4, 5}, Noise(120, 7)), t}, "c");
  t = b.Add("Div", {t, b.Const("channel_and_column", {6, 1, 5}, Noise(30, 9, 0.5f, 1.5f))}, "y");
  ExpectMatch(b.Finish({t}));
}

TEST_F(GpuOpsTest, LayerNormalizationOverTheLastAxisAndOverAPlane) {
  for (int64_t axis : {-1, 2, 1}) {
    SCOPED_TRACE(axis);
    GraphBuilder b;
    std::string x = b.Input("x", {1, 6, 4, 5});
    std::vector<int64_t> inner = {6, 4, 5};
    inner.erase(inner.begin(), inner.begin() + (axis < 0 ? 2 : axis - 1));
    int64_t n = 1;
    for (int64_t d : inner) n *= d;
    std::string y = b.Add("LayerNormalization",
                          {x, b.Const("scale", inner, Noise(static_cast<size_t>(n), 3, 0.5f, 1.5f)),
                           b.Const("bias", inner, Noise(static_cast<size_t>(n), 5))},
                          "y", {{"axis", axis}, {"epsilon", 1e-3f}});
    ExpectDecompositionMatch(b.Finish({y}), "LayerNormalization", {{1, 6, 4, 5}, Noise(120, 11, -2, 2)});
  }
}

TEST_F(GpuOpsTest, PReluMinMaxWithPerChannelAndScalarOperands) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 4, 5});
  std::string t = b.Add("PRelu", {x, b.Const("slope", {6, 1, 1}, Noise(6, 3, 0.05f, 0.5f))}, "p");
  t = b.Add("PRelu", {t, b.Scalar("k", 0.25f)}, "q");
  t = b.Add("Max", {t, b.Scalar("lo", -0.1f)}, "m");
  t = b.Add("Min", {t, b.Const("hi", {1, 6, 1, 1}, Noise(6, 4, 0.2f, 0.8f))}, "y");
  ExpectMatch(b.Finish({t}));
}

TEST_F(GpuOpsTest, ChannelGatherRunsShufflesAndRepeats) {
  const std::vector<std::vector<int64_t>> cases = {
      {4, 5, 6, 7, 8, 9},                // a run of whole slices: one fetch
      {0, 6, 1, 7, 2, 8, 3, 9, 4, 10},   // a shuffle
      {3, 4, 5},                         // a split at an odd channel
      {0, 0, 0, 1, 1, 1, 2, 2, 2, 10, 10},  // channel repeats (depthwise multiplier)
  };
  for (const auto& channels : cases) {
    GraphBuilder b;
    std::string x = b.Input("x", {1, 11, 3, 5});
    std::string y = b.Add("VfxChannelGather", {x}, "y", {{"channels", channels}});
    b.graph().tensors[y].shape = {1, static_cast<int64_t>(channels.size()), 3, 5};
    b.graph().tensors[y].shape_known = true;
    Graph g = b.graph();
    g.outputs.push_back({y, Layout::kNCHW, y});
    ExpectMatch(g);
  }
}

TEST_F(GpuOpsTest, InputNormalisationBeforeANonConvBecomesOnePass) {
  GraphBuilder b;
  std::string y = b.Add("GlobalAveragePool", {b.Input("x", {1, 3, 5, 5})}, "y");
  Graph g = b.Finish({y});
  HostTensor u{{1, 3, 5, 5}, Noise(75, 31, 0, 1)};
  HostTensor normalised = u;
  for (float& v : normalised.data) v = v * 2 - 1;
  gpu::LowerOptions options;
  options.input_scale = {2, 2, 2};
  options.input_offset = {-1, -1, -1};
  int passes = 0;
  StatusOr<HostTensor> gpu = RunGpu(g, u, options, &passes);
  ASSERT_TRUE(gpu.ok()) << gpu.status().ToString();
  EXPECT_EQ(passes, 2);
  EXPECT_LT(MaxScaledError(*gpu, RunOne(g, normalised)), kTolerance);
}

}  // namespace
}  // namespace vfx::codegen::testing
