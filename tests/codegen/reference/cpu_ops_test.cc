// Each CPU reference op on small hand-computed cases, and on odd shapes
// against an independent naive formulation written here.
#include <gtest/gtest.h>

#include <functional>

#include "codegen/ops/op_util.h"
#include "codegen/reference/cpu_executor.h"
#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using testing::GraphBuilder;
using testing::MaxAbsDiff;
using testing::RandomTensor;
using testing::RunOne;

std::vector<float> Iota(int n, float start = 1.f) {
  std::vector<float> v(static_cast<size_t>(n));
  for (int i = 0; i < n; ++i) v[static_cast<size_t>(i)] = start + static_cast<float>(i);
  return v;
}

// A one-op graph on input x of `shape` plus the given constant inputs.
HostTensor RunOp(const std::string& type, const HostTensor& x, std::map<std::string, Attribute> attrs,
                 const std::vector<HostTensor>& constants = {}) {
  GraphBuilder b;
  std::vector<std::string> inputs = {b.Input("x", x.shape)};
  for (size_t i = 0; i < constants.size(); ++i) {
    std::string name = "c";
    name += std::to_string(i);
    inputs.push_back(b.Const(name, constants[i].shape, constants[i].data));
  }
  b.Add(type, inputs, "y", std::move(attrs));
  return RunOne(b.Finish({"y"}), x);
}

// Conv written differently from the reference: pad into a buffer first.
HostTensor NaiveConv(const HostTensor& x, const HostTensor& w, const std::vector<float>& bias, std::vector<int64_t> s,
                     std::vector<int64_t> p, std::vector<int64_t> d, int64_t group) {
  const int64_t c = x.shape[1], h = x.shape[2], wd = x.shape[3];
  const int64_t m = w.shape[0], cg = w.shape[1], kh = w.shape[2], kw = w.shape[3];
  const int64_t ph = h + p[0] + p[2], pw = wd + p[1] + p[3];
  std::vector<float> padded(static_cast<size_t>(c * ph * pw), 0.f);
  for (int64_t ci = 0; ci < c; ++ci)
    for (int64_t y = 0; y < h; ++y)
      for (int64_t xx = 0; xx < wd; ++xx)
        padded[static_cast<size_t>((ci * ph + y + p[0]) * pw + xx + p[1])] =
            x.data[static_cast<size_t>((ci * h + y) * wd + xx)];
  const int64_t oh = (ph - (kh - 1) * d[0] - 1) / s[0] + 1, ow = (pw - (kw - 1) * d[1] - 1) / s[1] + 1;
  HostTensor out{{1, m, oh, ow}, std::vector<float>(static_cast<size_t>(m * oh * ow))};
  for (int64_t mo = 0; mo < m; ++mo) {
    const int64_t g = mo / (m / group);
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t xx = 0; xx < ow; ++xx) {
        float acc = bias.empty() ? 0.f : bias[static_cast<size_t>(mo)];
        for (int64_t ci = 0; ci < cg; ++ci)
          for (int64_t ky = 0; ky < kh; ++ky)
            for (int64_t kx = 0; kx < kw; ++kx)
              acc += padded[static_cast<size_t>(((g * cg + ci) * ph + y * s[0] + ky * d[0]) * pw + xx * s[1] + kx * d[1])] *
                     w.data[static_cast<size_t>(((mo * cg + ci) * kh + ky) * kw + kx)];
        out.data[static_cast<size_t>((mo * oh + y) * ow + xx)] = acc;
      }
  }
  return out;
}

TEST(CpuConv, HandComputed3x3Padded) {
  HostTensor x{{1, 1, 3, 3}, Iota(9)};
  HostTensor w{{1, 1, 3, 3}, std::vector<float>(9, 1.f)};
  HostTensor y = RunOp("Conv", x, {{"pads", std::vector<int64_t>{1, 1, 1, 1}}}, {w});
  EXPECT_EQ(y.shape, (std::vector<int64_t>{1, 1, 3, 3}));
  EXPECT_FLOAT_EQ(y.data[0], 1 + 2 + 4 + 5);
  EXPECT_FLOAT_EQ(y.data[4], 45);
  EXPECT_FLOAT_EQ(y.data[8], 5 + 6 + 8 + 9);
}

TEST(CpuConv, HandComputedPointwiseWithBias) {
  HostTensor x{{1, 2, 1, 2}, {1, 2, 3, 4}};  // c0 = [1,2], c1 = [3,4]
  HostTensor w{{1, 2, 1, 1}, {10, 100}};
  HostTensor b{{1}, {0.5f}};
  HostTensor y = RunOp("Conv", x, {}, {w, b});
  EXPECT_FLOAT_EQ(y.data[0], 310.5f);
  EXPECT_FLOAT_EQ(y.data[1], 420.5f);
}

struct ConvCase {
  const char* name;
  int64_t c, m, h, w, k, group;
  std::vector<int64_t> strides, pads, dilations;
};

class CpuConvShapes : public ::testing::TestWithParam<ConvCase> {};

TEST_P(CpuConvShapes, MatchesNaive) {
  const ConvCase& p = GetParam();
  HostTensor x = RandomTensor({1, p.c, p.h, p.w}, 1);
  HostTensor w = RandomTensor({p.m, p.c / p.group, p.k, p.k}, 2);
  HostTensor b = RandomTensor({p.m}, 3);
  HostTensor y = RunOp("Conv", x,
                       {{"strides", p.strides}, {"pads", p.pads}, {"dilations", p.dilations}, {"group", p.group}},
                       {w, b});
  HostTensor want = NaiveConv(x, w, b.data, p.strides, p.pads, p.dilations, p.group);
  EXPECT_EQ(y.shape, want.shape);
  EXPECT_LT(MaxAbsDiff(y, want), 1e-4f);
}

INSTANTIATE_TEST_SUITE_P(
    Odd, CpuConvShapes,
    ::testing::Values(ConvCase{"c3_m5_stride2_asym", 3, 5, 7, 9, 3, 1, {2, 2}, {0, 1, 1, 0}, {1, 1}},
                      ConvCase{"c5_m18_1x1", 5, 18, 5, 3, 1, 1, {1, 1}, {0, 0, 0, 0}, {1, 1}},
                      ConvCase{"depthwise18_dil2", 18, 18, 9, 7, 3, 18, {1, 1}, {2, 2, 2, 2}, {2, 2}},
                      ConvCase{"depthwise30_stride2_5x5", 30, 30, 11, 13, 5, 30, {2, 2}, {2, 1, 2, 1}, {1, 1}},
                      ConvCase{"grouped30_to18_g6", 30, 18, 6, 5, 3, 6, {1, 2}, {1, 1, 0, 1}, {1, 1}}),
    [](const ::testing::TestParamInfo<ConvCase>& info) { return std::string(info.param.name); });

TEST(CpuConvTranspose, HandComputedStride2) {
  HostTensor x{{1, 1, 2, 2}, {1, 2, 3, 4}};
  HostTensor w{{1, 1, 2, 2}, {1, 1, 1, 1}};
  HostTensor y = RunOp("ConvTranspose", x, {{"strides", std::vector<int64_t>{2, 2}}}, {w});
  ASSERT_EQ(y.shape, (std::vector<int64_t>{1, 1, 4, 4}));
  EXPECT_EQ(y.data, (std::vector<float>{1, 1, 2, 2, 1, 1, 2, 2, 3, 3, 4, 4, 3, 3, 4, 4}));
}

TEST(CpuConvTranspose, HandComputedOverlapWithBias) {
  HostTensor x{{1, 1, 2, 2}, {1, 2, 3, 4}};
  HostTensor w{{1, 1, 2, 2}, {1, 1, 1, 1}};
  HostTensor b{{1}, {1}};
  HostTensor y = RunOp("ConvTranspose", x, {}, {w, b});
  ASSERT_EQ(y.shape, (std::vector<int64_t>{1, 1, 3, 3}));
  EXPECT_EQ(y.data, (std::vector<float>{2, 4, 3, 5, 11, 7, 4, 8, 5}));
}

TEST(CpuConvTranspose, TwoOutputChannelsPadded) {
  // 1 input channel, 2 output channels, pads crop one row/col at the start.
  HostTensor x{{1, 1, 1, 2}, {1, 2}};
  HostTensor w{{1, 2, 2, 2}, {1, 2, 3, 4, 10, 20, 30, 40}};
  HostTensor y = RunOp("ConvTranspose", x, {{"strides", std::vector<int64_t>{2, 2}}, {"pads", std::vector<int64_t>{1, 1, 0, 0}}}, {w});
  ASSERT_EQ(y.shape, (std::vector<int64_t>{1, 2, 1, 3}));
  // Full output row 1 of channel 0: [3,4,6,8]; crop first column -> [4,6,8].
  EXPECT_EQ(y.data, (std::vector<float>{4, 6, 8, 40, 60, 80}));
}

TEST(CpuBatchNormalization, HandComputed) {
  HostTensor x{{1, 2, 1, 1}, {1, 2}};
  HostTensor y = RunOp("BatchNormalization", x, {{"epsilon", 0.f}},
                       {{{2}, {2, 1}}, {{2}, {1, 0}}, {{2}, {0, 1}}, {{2}, {4, 1}}});
  EXPECT_FLOAT_EQ(y.data[0], 1 * 2 / 2.f + 1);
  EXPECT_FLOAT_EQ(y.data[1], (2 - 1) * 1 / 1.f + 0);
}

TEST(CpuBinary, BroadcastChannelScale) {
  HostTensor x{{1, 3, 1, 2}, {1, 2, 3, 4, 5, 6}};
  HostTensor s{{1, 3, 1, 1}, {1, 10, 100}};
  EXPECT_EQ(RunOp("Mul", x, {}, {s}).data, (std::vector<float>{1, 2, 30, 40, 500, 600}));
  EXPECT_EQ(RunOp("Add", x, {}, {s}).data, (std::vector<float>{2, 3, 13, 14, 105, 106}));
  EXPECT_EQ(RunOp("Sub", x, {}, {s}).data, (std::vector<float>{0, 1, -7, -6, -95, -94}));
  HostTensor d = RunOp("Div", x, {}, {{{1}, {2}}});
  EXPECT_EQ(d.data, (std::vector<float>{0.5f, 1, 1.5f, 2, 2.5f, 3}));
}

TEST(CpuUnary, Activations) {
  HostTensor x{{1, 1, 1, 5}, {-4, -1, 0, 1, 4}};
  HostTensor hs = RunOp("HardSwish", x, {});
  EXPECT_NEAR(hs.data[0], 0, 1e-7);
  EXPECT_NEAR(hs.data[1], -1.f / 3, 1e-6);
  EXPECT_NEAR(hs.data[3], 2.f / 3, 1e-6);
  EXPECT_NEAR(hs.data[4], 4, 1e-6);
  HostTensor hsig = RunOp("HardSigmoid", x, {});
  EXPECT_NEAR(hsig.data[3], 0.7f, 1e-6);
  EXPECT_NEAR(hsig.data[0], 0.f, 1e-6);
  HostTensor sig = RunOp("Sigmoid", x, {});
  EXPECT_NEAR(sig.data[2], 0.5f, 1e-7);
  EXPECT_NEAR(sig.data[3], 0.7310586f, 1e-6);
  EXPECT_EQ(RunOp("Relu", x, {}).data, (std::vector<float>{0, 0, 0, 1, 4}));
  EXPECT_EQ(RunOp("Clip", x, {{"min", -1.f}, {"max", 0.5f}}).data, (std::vector<float>{-1, -1, 0, 0.5f, 0.5f}));
}

TEST(CpuSoftmax, OverChannels) {
  HostTensor x{{1, 2, 1, 2}, {0, 1, std::log(3.f), 1}};
  HostTensor y = RunOp("Softmax", x, {{"axis", int64_t{1}}});
  EXPECT_NEAR(y.data[0], 0.25f, 1e-6);
  EXPECT_NEAR(y.data[2], 0.75f, 1e-6);
  EXPECT_NEAR(y.data[1], 0.5f, 1e-6);
  EXPECT_NEAR(y.data[3], 0.5f, 1e-6);
}

TEST(CpuPool, GlobalAverage) {
  HostTensor x{{1, 2, 2, 2}, {1, 2, 3, 4, 10, 20, 30, 40}};
  EXPECT_EQ(RunOp("GlobalAveragePool", x, {}).data, (std::vector<float>{2.5f, 25}));
}

TEST(CpuPool, AverageWithPaddingExcludedAndIncluded) {
  HostTensor x{{1, 1, 3, 3}, Iota(9)};
  std::map<std::string, Attribute> attrs = {{"kernel_shape", std::vector<int64_t>{2, 2}},
                                            {"strides", std::vector<int64_t>{2, 2}},
                                            {"pads", std::vector<int64_t>{1, 1, 1, 1}}};
  EXPECT_EQ(RunOp("AveragePool", x, attrs).data, (std::vector<float>{1, 2.5f, 5.5f, 7}));
  attrs["count_include_pad"] = int64_t{1};
  EXPECT_EQ(RunOp("AveragePool", x, attrs).data, (std::vector<float>{0.25f, 1.25f, 2.75f, 7}));
}

TEST(CpuPool, MaxStride2Padded) {
  HostTensor x{{1, 1, 3, 3}, Iota(9)};
  HostTensor y = RunOp("MaxPool", x, {{"kernel_shape", std::vector<int64_t>{3, 3}},
                                      {"strides", std::vector<int64_t>{2, 2}},
                                      {"pads", std::vector<int64_t>{1, 1, 1, 1}}});
  EXPECT_EQ(y.data, (std::vector<float>{5, 6, 8, 9}));
}

HostTensor Resize(const HostTensor& x, const std::string& mode, const std::string& ct, std::vector<float> scales,
                  const std::string& nearest = "round_prefer_floor") {
  return RunOp("Resize", x, {{"mode", mode}, {"coordinate_transformation_mode", ct}, {"nearest_mode", nearest}},
               {{{0}, {}}, {{4}, scales}});
}

TEST(CpuResize, BilinearHalfPixel) {
  HostTensor x{{1, 1, 1, 2}, {1, 2}};
  HostTensor y = Resize(x, "linear", "half_pixel", {1, 1, 1, 2});
  EXPECT_EQ(y.data, (std::vector<float>{1, 1.25f, 1.75f, 2}));
}

TEST(CpuResize, BilinearAlignCornersAndAsymmetric) {
  HostTensor x{{1, 1, 1, 2}, {1, 2}};
  // align_corners from sizes 2 -> 3.
  HostTensor y = RunOp("Resize", x, {{"mode", std::string("linear")}, {"coordinate_transformation_mode", std::string("align_corners")}},
                       {{{0}, {}}, {{0}, {}}, {{4}, {1, 1, 1, 3}}});
  EXPECT_EQ(y.data, (std::vector<float>{1, 1.5f, 2}));
  EXPECT_EQ(Resize(x, "linear", "asymmetric", {1, 1, 1, 2}).data, (std::vector<float>{1, 1.5f, 2, 2}));
}

// Antialiased shrinking (opset 18). The expected values are ONNX Runtime 1.30's
// (onnxruntime-node, the same single-node graphs): 4x4 -> 3x3 with edge taps
// read at the edge (exclude_outside 0) or dropped (1), and a cubic 8 -> 3.
TEST(CpuResize, AntialiasedShrinkMatchesOnnxRuntime) {
  HostTensor x{{1, 1, 4, 4}, Iota(16)};
  auto shrink = [&](int64_t exclude) {
    return RunOp("Resize", x,
                 {{"mode", std::string("linear")}, {"antialias", int64_t{1}}, {"exclude_outside", exclude}},
                 {{{0}, {}}, {{0}, {}}, {{4}, {1, 1, 3, 3}}});
  };
  const std::vector<float> edge = {2.3636362f, 3.590909f, 4.818182f, 7.272727f, 8.5f,
                                   9.727272f,  12.181818f, 13.409091f, 14.636362f};
  const std::vector<float> dropped = {2.5f, 3.7f, 4.9f, 7.3f, 8.5f, 9.7f, 12.1f, 13.3f, 14.5f};
  HostTensor a = shrink(0), b = shrink(1);
  ASSERT_EQ(a.data.size(), 9u);
  ASSERT_EQ(b.data.size(), 9u);
  for (size_t i = 0; i < 9; ++i) {
    EXPECT_NEAR(a.data[i], edge[i], 1e-5f) << i;
    EXPECT_NEAR(b.data[i], dropped[i], 1e-5f) << i;
  }
  HostTensor stripes{{1, 1, 1, 8}, {0, 1, 0, 1, 0, 1, 0, 1}};
  HostTensor c = RunOp("Resize", stripes, {{"mode", std::string("cubic")}, {"antialias", int64_t{1}}},
                       {{{0}, {}}, {{0}, {}}, {{4}, {1, 1, 1, 3}}});
  ASSERT_EQ(c.data.size(), 3u);
  EXPECT_NEAR(c.data[0], 0.41059715f, 1e-5f);
  EXPECT_NEAR(c.data[1], 0.5f, 1e-5f);
  EXPECT_NEAR(c.data[2], 0.5894029f, 1e-5f);
  // Nearest has no antialias filter: a clear error, not a silent plain resize.
  GraphBuilder nb;
  std::vector<std::string> inputs = {nb.Input("x", stripes.shape), nb.Const("roi", {0}, {}), nb.Const("scales", {0}, {}),
                                     nb.Const("sizes", {4}, {1, 1, 1, 3})};
  nb.Add("Resize", inputs, "y", {{"mode", std::string("nearest")}, {"antialias", int64_t{1}}});
  nb.graph().outputs.push_back({"y", Layout::kNCHW, "y"});
  Status s = InferShapesAndFoldConstants(nb.graph());
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("antialias"), std::string::npos) << s.ToString();
}

// Pixel shuffles against the ONNX specification's own formulation: a 6-D
// reshape, a transpose, a reshape back (DCR: [N, b, b, C/b², H, W] with perm
// 0,3,4,1,5,2; CRD: [N, C/b², b, b, H, W] with 0,1,4,2,5,3; SpaceToDepth:
// [N, C, H/b, b, W/b, b] with 0,3,5,1,2,4).
HostTensor SpecShuffle(const HostTensor& x, std::vector<int64_t> shape6, std::vector<int64_t> perm,
                       std::vector<int64_t> out_shape) {
  HostTensor six{shape6, x.data};
  HostTensor t = TransposeHost(six, perm);
  t.shape = out_shape;
  return t;
}

TEST(CpuDepthSpace, DepthToSpaceAndSpaceToDepthFollowTheSpecification) {
  const int64_t n = 1, c = 12, h = 3, w = 5, b = 2;
  HostTensor x{{n, c, h, w}, Iota(static_cast<int>(n * c * h * w), 0.f)};
  for (const std::string mode : {"DCR", "CRD"}) {
    SCOPED_TRACE(mode);
    HostTensor y = RunOp("DepthToSpace", x, {{"blocksize", b}, {"mode", mode}});
    const std::vector<int64_t> out_shape = {n, c / (b * b), h * b, w * b};
    HostTensor want = mode == "DCR" ? SpecShuffle(x, {n, b, b, c / (b * b), h, w}, {0, 3, 4, 1, 5, 2}, out_shape)
                                    : SpecShuffle(x, {n, c / (b * b), b, b, h, w}, {0, 1, 4, 2, 5, 3}, out_shape);
    EXPECT_EQ(y.shape, out_shape);
    EXPECT_EQ(y.data, want.data);
  }
  HostTensor s{{1, 3, 4, 6}, Iota(72, 0.f)};
  HostTensor y = RunOp("SpaceToDepth", s, {{"blocksize", b}});
  HostTensor want = SpecShuffle(s, {1, 3, 2, b, 3, b}, {0, 3, 5, 1, 2, 4}, {1, 12, 2, 3});
  EXPECT_EQ(y.shape, (std::vector<int64_t>{1, 12, 2, 3}));
  EXPECT_EQ(y.data, want.data);
  // SpaceToDepth undoes DepthToSpace (DCR).
  EXPECT_EQ(RunOp("SpaceToDepth", RunOp("DepthToSpace", x, {{"blocksize", b}}), {{"blocksize", b}}).data, x.data);
}

TEST(CpuDepthSpace, BadBlockSizesAreClearErrors) {
  auto infer = [](const std::string& type, std::vector<int64_t> shape, std::map<std::string, Attribute> attrs) {
    GraphBuilder nb;
    nb.Add(type, {nb.Input("x", shape)}, "y", std::move(attrs));
    nb.graph().outputs.push_back({"y", Layout::kNCHW, "y"});
    return InferShapesAndFoldConstants(nb.graph());
  };
  Status s = infer("DepthToSpace", {1, 6, 2, 2}, {{"blocksize", int64_t{2}}});
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("not a multiple of blocksize"), std::string::npos) << s.ToString();
  s = infer("DepthToSpace", {1, 8, 2, 2}, {{"blocksize", int64_t{2}}, {"mode", std::string("XYZ")}});
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("is not DCR or CRD"), std::string::npos) << s.ToString();
  s = infer("SpaceToDepth", {1, 3, 5, 4}, {{"blocksize", int64_t{2}}});
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("not multiples of blocksize"), std::string::npos) << s.ToString();
}

TEST(CpuTile, RepeatsEachAxis) {
  HostTensor x{{1, 2, 1, 3}, Iota(6)};
  HostTensor y = RunOp("Tile", x, {}, {{{4}, {1, 2, 2, 1}}});
  EXPECT_EQ(y.shape, (std::vector<int64_t>{1, 4, 2, 3}));
  EXPECT_EQ(y.data, (std::vector<float>{1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6, 1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6}));
  // Repeats that do not fit the rank, or are not positive, are clear errors.
  for (const std::vector<float>& repeats : {std::vector<float>{1, 2}, std::vector<float>{1, 0, 1, 1}}) {
    GraphBuilder nb;
    nb.Add("Tile", {nb.Input("x", x.shape), nb.Const("r", {static_cast<int64_t>(repeats.size())}, repeats)}, "y");
    nb.graph().outputs.push_back({"y", Layout::kNCHW, "y"});
    Status s = InferShapesAndFoldConstants(nb.graph());
    ASSERT_FALSE(s.ok());
    EXPECT_NE(s.message().find("repeats"), std::string::npos) << s.ToString();
  }
}

// A tiled constant (a learned bias repeated over the picture) is folded at import.
TEST(CpuTile, ATiledConstantFolds) {
  // A constant that varies along the tiled axes, so a wrong source index shows.
  GraphBuilder b;
  std::string x = b.Input("x", {1, 2, 2, 4});
  std::string tiled = b.Add("Tile", {b.Const("bias", {1, 2, 1, 2}, {10, 20, 30, 40}), b.Ints("r", {1, 1, 2, 2})}, "tiled");
  b.Add("Add", {x, tiled}, "y");
  Graph g = b.Finish({"y"});
  for (const Op& op : g.ops) EXPECT_NE(op.type, "Tile") << "the Tile of a constant was not folded";
  EXPECT_EQ(RunOne(g, {{1, 2, 2, 4}, std::vector<float>(16, 0.f)}).data,
            (std::vector<float>{10, 20, 10, 20, 10, 20, 10, 20, 30, 40, 30, 40, 30, 40, 30, 40}));
}

// Activations of the later opsets, at points worked out by hand from the ONNX definitions.
TEST(CpuElementwise, MishSeluCeluSoftsignThresholdedRelu) {
  HostTensor x{{1, 1, 1, 3}, {-1, 0.5f, 2}};
  auto run = [&](const std::string& type, std::map<std::string, Attribute> attrs = {}) {
    return RunOp(type, x, std::move(attrs)).data;
  };
  auto near = [](const std::vector<float>& got, const std::vector<float>& want) {
    ASSERT_EQ(got.size(), want.size());
    for (size_t i = 0; i < got.size(); ++i) EXPECT_NEAR(got[i], want[i], 1e-4f) << i;
  };
  // Mish: x · tanh(ln(1 + e^x)).
  near(run("Mish"), {-0.3034f, 0.3752f, 1.9440f});
  // Selu: 1.0507 · x, or 1.0507 · 1.6733 · (e^x − 1) below 0.
  near(run("Selu"), {-1.1113f, 0.5254f, 2.1014f});
  near(run("Selu", {{"alpha", 2.f}, {"gamma", 3.f}}), {-3.7927f, 1.5f, 6.f});
  // Celu: max(0, x) + min(0, α(e^(x/α) − 1)).
  near(run("Celu"), {-0.6321f, 0.5f, 2.f});
  near(run("Celu", {{"alpha", 2.f}}), {-0.7869f, 0.5f, 2.f});
  near(run("Softsign"), {-0.5f, 1.f / 3.f, 2.f / 3.f});
  near(run("ThresholdedRelu"), {0.f, 0.f, 2.f});
  near(run("ThresholdedRelu", {{"alpha", 0.25f}}), {0.f, 0.5f, 2.f});
  // Round takes halves to the even neighbour; Sign of 0 is 0.
  HostTensor halves{{1, 1, 1, 6}, {-2.5f, -0.5f, 0.5f, 1.5f, 2.5f, 0.f}};
  EXPECT_EQ(RunOp("Round", halves, {}).data, (std::vector<float>{-2, -0, 0, 2, 2, 0}));
  EXPECT_EQ(RunOp("Sign", halves, {}).data, (std::vector<float>{-1, -1, 1, 1, 1, 0}));
}

// QDQ (codegen/ops/quantize.h): zero points of a stored type, as an importer reads them.
std::string ZeroPoint(GraphBuilder& b, const std::string& name, std::vector<int64_t> values, int32_t stored_type) {
  b.Ints(name, std::move(values));
  b.graph().tensors[name].stored_type = stored_type;
  return name;
}

// On an activation: round half to even, the zero point's type sets the range.
TEST(CpuQuantization, QuantizeRoundsHalfToEvenAndSaturatesToTheZeroPointsType) {
  HostTensor x{{1, 1, 1, 6}, {-1.f, 0.25f, 0.75f, 1.25f, 40.f, -40.f}};
  auto run = [&](const std::string& zero_name, std::vector<int64_t> zero, int32_t type, bool dequantize) {
    GraphBuilder b;
    const std::string in = b.Input("x", x.shape), s = b.Scalar("s", 0.5f);
    const std::string z = ZeroPoint(b, zero_name, std::move(zero), type);
    std::string q = b.Add("QuantizeLinear", {in, s, z}, "q");
    if (dequantize) q = b.Add("DequantizeLinear", {q, s, z}, "dq");
    return RunOne(b.Finish({q}), x).data;
  };
  // x / 0.5 = -2, 0.5, 1.5, 2.5, 80, -80; half to even: 0, 2, 2; uint8 (type 2) from 10: 8 .. 90, -70 -> 0.
  EXPECT_EQ(run("z", {10}, 2, false), (std::vector<float>{8, 10, 12, 12, 90, 0}));
  // int8 (type 3) from -100: 80 - 100 = -20, -80 - 100 saturates at -128.
  EXPECT_EQ(run("z", {-100}, 3, false), (std::vector<float>{-102, -100, -98, -98, -20, -128}));
  // The pair: the values the int8 grid keeps.
  EXPECT_EQ(run("z", {-100}, 3, true), (std::vector<float>{-1.f, 0.f, 1.f, 1.f, 40.f, -14.f}));
}

// Over weights: one scale and zero point per output channel (axis 0), folded at import.
TEST(CpuQuantization, PerAxisDequantizeOfWeightsFolds) {
  GraphBuilder b;
  const std::string x = b.Input("x", {1, 2, 1, 1});
  const std::string wq = b.Const("wq", {2, 2, 1, 1}, {1, -2, 3, 127});
  const std::string scale = b.Const("ws", {2}, {0.5f, 0.25f});
  const std::string zero = ZeroPoint(b, "wz", {0, 1}, 3);
  const std::string w = b.Add("DequantizeLinear", {wq, scale, zero}, "w", {{"axis", int64_t{0}}});
  b.Add("Conv", {x, w}, "y", {{"kernel_shape", std::vector<int64_t>{1, 1}}});
  Graph g = b.Finish({"y"});
  for (const Op& op : g.ops) EXPECT_NE(op.type, "DequantizeLinear") << "the weights' DequantizeLinear was not folded";
  // w = [[0.5, -1], [0.5, 31.5]]; y = w · [1, 2].
  EXPECT_EQ(RunOne(g, {{1, 2, 1, 1}, {1, 2}}).data, (std::vector<float>{-1.5f, 63.5f}));
}

TEST(CpuQuantization, UnsupportedFormsAreClearErrors) {
  auto infer = [](const std::function<void(GraphBuilder&, const std::string&)>& add) {
    GraphBuilder b;
    add(b, b.Input("x", {1, 2, 2, 2}));
    b.graph().outputs.push_back({"y", Layout::kNCHW, "y"});
    return InferShapesAndFoldConstants(b.graph());
  };
  auto expect = [](const Status& s, const std::string& words) {
    ASSERT_FALSE(s.ok());
    EXPECT_NE(s.message().find(words), std::string::npos) << s.ToString();
  };
  // One scale per channel of an activation.
  expect(infer([](GraphBuilder& b, const std::string& x) {
           b.Add("QuantizeLinear", {x, b.Const("s", {2}, {0.5f, 0.25f}), ZeroPoint(b, "z", {0, 0}, 2)}, "y");
         }),
         "only weights may be quantised per axis");
  // A computed scale.
  expect(infer([](GraphBuilder& b, const std::string& x) {
           b.Add("DequantizeLinear", {x, b.Add("Relu", {x}, "s")}, "y");
         }),
         "needs a constant scale");
  // Blocked quantisation (opset 21).
  expect(infer([](GraphBuilder& b, const std::string& x) {
           b.Add("DequantizeLinear", {x, b.Scalar("s", 0.5f)}, "y", {{"block_size", int64_t{2}}});
         }),
         "block_size");
  // A quantised type other than (u)int8 (INT16 = 5).
  expect(infer([](GraphBuilder& b, const std::string& x) {
           b.Add("QuantizeLinear", {x, b.Scalar("s", 0.5f), ZeroPoint(b, "z", {0}, 5)}, "y");
         }),
         "element type 5");
  // A zero scale to divide by.
  expect(infer([](GraphBuilder& b, const std::string& x) {
           b.Add("QuantizeLinear", {x, b.Scalar("s", 0.f)}, "y");
         }),
         "zero or not finite");
  // A zero point computed at import: its type (int8 or uint8) is not known.
  expect(infer([](GraphBuilder& b, const std::string& x) {
           b.Add("QuantizeLinear", {x, b.Scalar("s", 0.5f), b.Add("Add", {b.Ints("z1", {1}), b.Ints("z2", {2})}, "z")},
                 "y");
         }),
         "zero point is computed");
  // A zero point that contradicts output_dtype (opset 21).
  expect(infer([](GraphBuilder& b, const std::string& x) {
           b.Add("QuantizeLinear", {x, b.Scalar("s", 0.5f), ZeroPoint(b, "z", {0}, 2)}, "y",
                 {{"output_dtype", int64_t{3}}});
         }),
         "differs from the zero point's type");
}

// A zero point an exporter writes as a Cast to int8 (folded at import) keeps int8's range.
TEST(CpuQuantization, AZeroPointCastToInt8KeepsItsRange) {
  HostTensor x{{1, 1, 1, 2}, {-40.f, 40.f}};
  GraphBuilder b;
  const std::string in = b.Input("x", x.shape);
  const std::string z = b.Add("Cast", {b.Const("zf", {1}, {0.f})}, "z", {{"to", int64_t{3}}});
  b.Add("QuantizeLinear", {in, b.Scalar("s", 0.5f), b.Add("Identity", {z}, "zi")}, "q");
  EXPECT_EQ(RunOne(b.Finish({"q"}), x).data, (std::vector<float>{-80, 80}));
}

TEST(CpuResize, NearestModes) {
  HostTensor x{{1, 1, 1, 3}, {1, 2, 3}};
  EXPECT_EQ(Resize(x, "nearest", "asymmetric", {1, 1, 1, 2}, "floor").data, (std::vector<float>{1, 1, 2, 2, 3, 3}));
  // half_pixel: coords -0.25,0.25,0.75,1.25,1.75,2.25 -> round_prefer_floor.
  EXPECT_EQ(Resize(x, "nearest", "half_pixel", {1, 1, 1, 2}).data, (std::vector<float>{1, 1, 2, 2, 3, 3}));
  EXPECT_EQ(Resize(x, "nearest", "tf_half_pixel_for_nn", {1, 1, 1, 2}).data, (std::vector<float>{1, 2, 2, 3, 3, 3}));
  // align_corners 2 -> 3 puts the middle sample at exactly 0.5.
  HostTensor two{{1, 1, 1, 2}, {1, 2}};
  auto sized = [&](const std::string& nearest) {
    return RunOp("Resize", two,
                 {{"mode", std::string("nearest")}, {"coordinate_transformation_mode", std::string("align_corners")},
                  {"nearest_mode", nearest}},
                 {{{0}, {}}, {{0}, {}}, {{4}, {1, 1, 1, 3}}});
  };
  EXPECT_EQ(sized("round_prefer_floor").data, (std::vector<float>{1, 1, 2}));
  EXPECT_EQ(sized("round_prefer_ceil").data, (std::vector<float>{1, 2, 2}));
}

TEST(CpuConcat, Channels) {
  GraphBuilder b;
  b.Input("x", {1, 1, 1, 2});
  b.Const("c", {1, 2, 1, 2}, {5, 6, 7, 8});
  b.Add("Concat", {"x", "c"}, "y", {{"axis", int64_t{1}}});
  HostTensor y = RunOne(b.Finish({"y"}), {{1, 1, 1, 2}, {1, 2}});
  EXPECT_EQ(y.shape, (std::vector<int64_t>{1, 3, 1, 2}));
  EXPECT_EQ(y.data, (std::vector<float>{1, 2, 5, 6, 7, 8}));
}

TEST(CpuTranspose, NchwToNhwc) {
  HostTensor x{{1, 2, 1, 3}, {1, 2, 3, 4, 5, 6}};
  HostTensor y = RunOp("Transpose", x, {{"perm", std::vector<int64_t>{0, 2, 3, 1}}});
  EXPECT_EQ(y.shape, (std::vector<int64_t>{1, 1, 3, 2}));
  EXPECT_EQ(y.data, (std::vector<float>{1, 4, 2, 5, 3, 6}));
}

TEST(CpuPad, ConstantAndEdge) {
  HostTensor x{{1, 1, 1, 2}, {1, 2}};
  std::vector<int64_t> pads = {0, 0, 0, 1, 0, 0, 0, 2};
  EXPECT_EQ(RunOp("Pad", x, {{"pads", pads}, {"value", 9.f}}).data, (std::vector<float>{9, 1, 2, 9, 9}));
  EXPECT_EQ(RunOp("Pad", x, {{"pads", pads}, {"mode", std::string("edge")}}).data,
            (std::vector<float>{1, 1, 2, 2, 2}));
}

TEST(CpuExecutor, NhwcEdgesAreConverted) {
  GraphBuilder b;
  b.Input("x", {1, 2, 1, 2});
  b.Add("Mul", {"x", b.Const("s", {1, 2, 1, 1}, {1, 10})}, "y");
  Graph g = b.Finish({"y"});
  g.inputs[0].external_layout = Layout::kNHWC;
  g.outputs[0].external_layout = Layout::kNHWC;
  // NHWC [1,1,2,2]: pixel0 = (1,2), pixel1 = (3,4).
  HostTensor y = RunOne(g, {{1, 1, 2, 2}, {1, 2, 3, 4}});
  EXPECT_EQ(y.shape, (std::vector<int64_t>{1, 1, 2, 2}));
  EXPECT_EQ(y.data, (std::vector<float>{1, 20, 3, 40}));
}

TEST(CpuExecutor, WrongInputShapeIsAnError) {
  GraphBuilder b;
  b.Input("x", {1, 2, 1, 2});
  b.Add("Relu", {"x"}, "y");
  Graph g = b.Finish({"y"});
  auto r = RunCpuReference(g, {{{1, 2, 2, 2}, std::vector<float>(8)}});
  ASSERT_FALSE(r.ok());
  EXPECT_NE(r.status().message().find("built.onnx"), std::string::npos);
}

}  // namespace
}  // namespace vfx::codegen
