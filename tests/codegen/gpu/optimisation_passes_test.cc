// Each optimisation pass of codegen/gpu (Upconv, 4-target MRT) against the
// unoptimised program on the same input, and against the CPU reference; plus
// which layout the MRT pass picks per layer.
#include <gtest/gtest.h>

#include "codegen/gpu/channel_scale_reader.h"
#include "codegen/gpu/mrt.h"
#include "codegen/gpu/producer_inlining.h"
#include "codegen/gpu/squeeze_excite.h"
#include "codegen/gpu/upconv.h"
#include "codegen/passes/split_global_pool.h"
#include "src/gl/object_counts.h"
#include "tests/codegen/gpu/gpu_test_util.h"
#include "tests/codegen/test_util.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::codegen::testing {
namespace {

constexpr float kTolerance = 1e-2f;

gpu::LowerOptions Only(bool fuse, bool upconv, bool mrt) {
  gpu::LowerOptions options;
  options.fusion.fuse = fuse;
  options.fusion.upconv = upconv;
  options.fusion.mrt = mrt;
  options.fusion.mrt_min_fragments = 0;  // the test graphs are small
  return options;
}

// MRT with pixel blocks wherever a kxk conv is, whoever reads them: every
// reader of every layout is exercised.
gpu::LowerOptions AllPixelBlocks(bool fuse = true) {
  gpu::LowerOptions options = Only(fuse, true, true);
  options.fusion.mrt_divergent_pixel_blocks = true;
  return options;
}

// The pixel-block mode (mrt.h): 1x1 convs and elementwise programs write
// pixel blocks too; divergent readers get a re-packed tiled copy.
gpu::LowerOptions PixelBlockMode(bool fuse = true) {
  gpu::LowerOptions options = Only(fuse, true, true);
  gpu::UseWebBuildMode(options.fusion);
  return options;
}

std::map<std::string, tensor::Packing> Packings(const nn::ModelPlan& plan) {
  std::map<std::string, tensor::Packing> packing;
  for (const nn::TensorDesc& t : plan.tensors) packing[t.name] = t.packing;
  return packing;
}

std::string ConvOn(GraphBuilder& b, const std::string& x, int c, int m, int k, int stride, int group,
                   const std::string& name, uint32_t seed) {
  const int pad = k / 2;
  return b.Add("Conv",
               {x,
                b.Const(name + ".w", {m, c / group, k, k},
                        Noise(static_cast<size_t>(m) * (c / group) * k * k, seed, -0.5f, 0.5f)),
                b.Const(name + ".b", {m}, Noise(static_cast<size_t>(m), seed + 1))},
               name,
               {{"strides", std::vector<int64_t>{stride, stride}},
                {"pads", std::vector<int64_t>{pad, pad, pad, pad}},
                {"group", int64_t{group}},
                {"kernel_shape", std::vector<int64_t>{k, k}}});
}

// A MobileNet-like block at odd sizes and unaligned channels: every MRT layout
// is written and read by every kind of consumer (conv, depthwise, pooling,
// residual add, SE scaling).
Graph MobileBlock() {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 5, 13, 11});
  std::string stem = ConvOn(b, x, 5, 12, 3, 2, 1, "stem", 1);  // 3x3/2 dense: pixel blocks, 7x6
  stem = b.Add("HardSwish", {stem}, "stem_act");
  std::string expand = ConvOn(b, stem, 12, 30, 1, 1, 1, "expand", 3);  // 1x1: channel slices (8 slices)
  expand = b.Add("Relu", {expand}, "expand_act");
  std::string dw = ConvOn(b, expand, 30, 30, 5, 1, 30, "dw", 5);  // 5x5 depthwise: pixel blocks
  dw = b.Add("Relu", {dw}, "dw_act");
  std::string gate = b.Add("GlobalAveragePool", {dw}, "pool");
  gate = b.Add("Sigmoid", {gate}, "gate");
  dw = b.Add("Mul", {dw, gate}, "excite");
  std::string project = ConvOn(b, dw, 30, 12, 1, 1, 1, "project", 7);  // 1x1 to 12: channel slices (3 slices)
  std::string sum = b.Add("Add", {stem, project}, "residual");
  std::string head = ConvOn(b, sum, 12, 2, 3, 1, 1, "head", 9);  // graph output: stays kTiled
  return b.Finish({head});
}

// Resize 2x (bilinear, half pixel) then a conv, optionally followed by an add.
Graph UpsampleThenConv(int k, const std::string& mode) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 5, 7});
  std::string roi = b.Const("roi", {0}, {});
  std::string scales = b.Const("scales", {4}, {1, 1, 2, 2});
  std::string up = b.Add("Resize", {x, roi, scales}, "up", {{"mode", mode}});
  std::string y = ConvOn(b, up, 6, 9, k, 1, 1, "conv", 11);
  y = b.Add("Relu", {y}, "act");
  return b.Finish({y});
}

// A squeeze-excite block as MobileNetV3 has it: pool, 1x1 conv down (to an
// unaligned 6 channels) + ReLU, 1x1 conv up + sigmoid, channel scale, then
// the projecting 1x1 conv. `extra_reader` also adds the scaled plane to itself
// afterwards (a second reader of the product).
Graph SqueezeExcite(bool extra_reader) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 10, 9, 7});
  std::string dw = ConvOn(b, x, 10, 10, 3, 1, 10, "dw", 31);
  dw = b.Add("Relu", {dw}, "dw_act");
  std::string gate = b.Add("GlobalAveragePool", {dw}, "pool");
  gate = ConvOn(b, gate, 10, 6, 1, 1, 1, "squeeze", 33);
  gate = b.Add("Relu", {gate}, "squeeze_act");
  gate = ConvOn(b, gate, 6, 10, 1, 1, 1, "excite", 35);
  gate = b.Add("Sigmoid", {gate}, "excite_act");
  std::string scaled = b.Add("Mul", {dw, gate}, "scale");
  std::string y = ConvOn(b, scaled, 10, 5, 1, 1, 1, "project", 37);
  if (extra_reader) y = b.Add("Add", {y, ConvOn(b, scaled, 10, 5, 1, 1, 1, "other", 39)}, "sum");
  return b.Finish({y});
}

// Two BlazeFace blocks: depthwise 3x3 then 1x1 conv to more channels, added to
// the shortcut padded with zero channels (after a 2x2 max pool in the strided
// block), as the face detector's TFLite conversion has them.
Graph BlazeBlocks() {
  using Ints = std::vector<int64_t>;
  GraphBuilder b;
  std::string x = b.Input("x", {1, 8, 12, 10});
  std::string stem = b.Add("Relu", {ConvOn(b, x, 8, 8, 3, 1, 1, "stem", 51)}, "stem_act");
  std::string dw = ConvOn(b, stem, 8, 8, 3, 1, 8, "dw1", 53);
  std::string pw = ConvOn(b, dw, 8, 12, 1, 1, 1, "pw1", 55);
  std::string pad = b.Add("Pad", {stem}, "pad1", {{"pads", Ints{0, 0, 0, 0, 0, 4, 0, 0}}});
  std::string y = b.Add("Relu", {b.Add("Add", {pad, pw}, "sum1")}, "act1");
  dw = ConvOn(b, y, 12, 12, 3, 2, 12, "dw2", 57);
  pw = ConvOn(b, dw, 12, 16, 1, 1, 1, "pw2", 59);
  std::string pool = b.Add("MaxPool", {y}, "pool2", {{"kernel_shape", Ints{2, 2}}, {"strides", Ints{2, 2}}});
  pad = b.Add("Pad", {pool}, "pad2", {{"pads", Ints{0, 0, 0, 0, 0, 4, 0, 0}}});
  y = b.Add("Relu", {b.Add("Add", {pad, pw}, "sum2")}, "act2");
  return b.Finish({ConvOn(b, y, 16, 3, 3, 1, 1, "head", 61)});
}

class OptimisationPassesTest : public gl::GlTest {
 protected:
  // The optimised and the unoptimised plans agree with each other and with the CPU.
  void ExpectSameNumbers(const Graph& graph, const gpu::LowerOptions& optimised, const gpu::LowerOptions& plain,
                         int* optimised_passes = nullptr, int* plain_passes = nullptr) {
    const Tensor& in = graph.tensors.at(graph.inputs[0].tensor);
    HostTensor input{in.shape, Noise(static_cast<size_t>(in.NumElements()), 41, -1, 1)};
    StatusOr<HostTensor> a = RunGpu(graph, input, optimised, optimised_passes);
    StatusOr<HostTensor> b = RunGpu(graph, input, plain, plain_passes);
    ASSERT_TRUE(a.ok()) << a.status().ToString();
    ASSERT_TRUE(b.ok()) << b.status().ToString();
    EXPECT_LT(MaxScaledError(*a, *b), kTolerance);
    EXPECT_LT(MaxScaledError(*a, RunOne(graph, input)), kTolerance);
  }
};

TEST_F(OptimisationPassesTest, MrtPicksChannelSlicesFor1x1AndPixelBlocksForKxK) {
  Graph g = MobileBlock();
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(g, Only(true, true, true));
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  std::map<std::string, tensor::Packing> packing;
  for (const nn::TensorDesc& t : plan->tensors) packing[t.name] = t.packing;
  // Pixel blocks read by non-pixel-block programs (1x1 conv, pooling) stay kTiled.
  EXPECT_EQ(packing["stem_act"], tensor::Packing::kTiled);
  EXPECT_EQ(packing["expand_act"], tensor::Packing::kChannelSlices4);
  EXPECT_EQ(packing["dw_act"], tensor::Packing::kTiled);
  EXPECT_EQ(packing["residual"], tensor::Packing::kChannelSlices4);  // project + residual add
  EXPECT_EQ(packing["head"], tensor::Packing::kTiled);               // the output stays readable by nodes

  StatusOr<nn::ModelPlan> all_blocks = gpu::LowerToPlan(g, AllPixelBlocks());
  ASSERT_TRUE(all_blocks.ok());
  packing.clear();
  for (const nn::TensorDesc& t : all_blocks->tensors) packing[t.name] = t.packing;
  EXPECT_EQ(packing["stem_act"], tensor::Packing::kPixelBlocks2x2);
  EXPECT_EQ(packing["dw_act"], tensor::Packing::kPixelBlocks2x2);

  StatusOr<nn::ModelPlan> off = gpu::LowerToPlan(g, Only(true, true, false));
  ASSERT_TRUE(off.ok());
  for (const nn::TensorDesc& t : off->tensors) EXPECT_EQ(t.packing, tensor::Packing::kTiled) << t.name;
}

// 3x3 convs reading 3x3 convs: pixel blocks all the way to the last one.
Graph ConvChain() {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 5, 13, 11});
  std::string y = ConvOn(b, x, 5, 12, 3, 2, 1, "a", 31);
  y = b.Add("Relu", {y}, "a_act");
  std::string z = ConvOn(b, y, 12, 12, 3, 1, 12, "b", 33);
  z = b.Add("Add", {z, y}, "b_sum");
  z = ConvOn(b, z, 12, 8, 5, 1, 1, "c", 35);
  z = ConvOn(b, z, 8, 3, 3, 1, 1, "d", 37);
  return b.Finish({z});
}

TEST_F(OptimisationPassesTest, MrtDropsPixelBlocksThatATiledProgramWouldRead) {
  // c is read by d, the tiled graph output, so c is tiled; then b_sum's reader
  // is tiled, and so on up the chain. (Without producer inlining, which would
  // compute the depthwise b + residual inside c.)
  Graph g = ConvChain();
  gpu::LowerOptions mrt = Only(true, true, true);
  mrt.fusion.inline_producers = false;
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(g, mrt);
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  for (const nn::TensorDesc& t : plan->tensors) EXPECT_EQ(t.packing, tensor::Packing::kTiled) << t.name;
  gpu::LowerOptions all_blocks_options = AllPixelBlocks();
  all_blocks_options.fusion.inline_producers = false;
  StatusOr<nn::ModelPlan> all_blocks = gpu::LowerToPlan(g, all_blocks_options);
  ASSERT_TRUE(all_blocks.ok());
  std::map<std::string, tensor::Packing> packing;
  for (const nn::TensorDesc& t : all_blocks->tensors) packing[t.name] = t.packing;
  EXPECT_EQ(packing["a_act"], tensor::Packing::kPixelBlocks2x2);
  EXPECT_EQ(packing["b_sum"], tensor::Packing::kPixelBlocks2x2);
  EXPECT_EQ(packing["c"], tensor::Packing::kPixelBlocks2x2);
  ExpectSameNumbers(g, all_blocks_options, Only(true, true, false));
  ExpectSameNumbers(g, AllPixelBlocks(), Only(true, true, false));  // inlined b in a pixel-block chain
}

TEST_F(OptimisationPassesTest, PixelBlockModeWritesBlocksAndRepacksForDivergentReaders) {
  Graph g = MobileBlock();
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(g, PixelBlockMode());
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  std::map<std::string, tensor::Packing> packing = Packings(*plan);
  // (The SE scaling "excite" is read inside the project conv, not stored.)
  for (const char* name : {"stem_act", "expand_act", "dw_act", "residual"}) {
    EXPECT_EQ(packing[name], tensor::Packing::kPixelBlocks2x2) << name;  // 1x1, kxk and a fused residual add
  }
  EXPECT_EQ(packing.count("excite"), 0u);
  EXPECT_EQ(packing["pool"], tensor::Packing::kTiled);  // 1x1 plane: no blocks
  EXPECT_EQ(packing["head"], tensor::Packing::kTiled);  // the output
  // The tiled head would read `residual` with divergence: it reads a re-packed copy, made once.
  ASSERT_EQ(packing.count("residual_tiled"), 1u);
  EXPECT_EQ(packing["residual_tiled"], tensor::Packing::kTiled);
  int repacks = 0;
  for (const nn::PassDesc& pass : plan->passes) repacks += pass.name.rfind("Repack_", 0) == 0;
  EXPECT_EQ(repacks, 1);
  int block_passes = 0, plain_passes = 0;
  ExpectSameNumbers(g, PixelBlockMode(), Only(true, true, false), &block_passes, &plain_passes);
  EXPECT_EQ(block_passes, plain_passes + 1);
}

TEST_F(OptimisationPassesTest, PixelBlockModeGivesTheSameNumbersOnEveryShape) {
  ExpectSameNumbers(ConvChain(), PixelBlockMode(), Only(true, true, false));
  ExpectSameNumbers(MobileBlock(), PixelBlockMode(false), Only(false, true, false));
  for (bool extra_reader : {false, true})
    ExpectSameNumbers(SqueezeExcite(extra_reader), PixelBlockMode(), Only(true, true, false));
  for (int k : {1, 3}) {
    SCOPED_TRACE(std::to_string(k) + "x" + std::to_string(k) + " after an upsample");
    ExpectSameNumbers(UpsampleThenConv(k, "linear"), PixelBlockMode(), Only(true, false, false));
  }
}

TEST_F(OptimisationPassesTest, PixelBlockModeReadsBlocksAtStride2DilatedUnevenlyPaddedAndThroughCopies) {
  // Pixel-block inputs of a stride-2 depthwise conv with uneven padding, of a
  // dilated 3x3 conv, of a global pool and an elementwise scale; two upsampling
  // readers share one re-packed copy, and the tiled output reads two more.
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 14, 11});
  std::string a = b.Add("Relu", {ConvOn(b, x, 6, 8, 1, 1, 1, "a", 71)}, "a_act");
  auto conv = [&](const std::string& in, int group, int stride, int dilation, std::vector<int64_t> pads,
                  const std::string& name, uint32_t seed) {
    const int per_group = 8 / group;
    return b.Add(
        "Conv",
        {in,
         b.Const(name + ".w", {8, per_group, 3, 3}, Noise(static_cast<size_t>(8) * per_group * 9, seed, -0.5f, 0.5f)),
         b.Const(name + ".b", {8}, Noise(8, seed + 1))},
        name,
        {{"strides", std::vector<int64_t>{stride, stride}},
         {"pads", pads},
         {"group", int64_t{group}},
         {"dilations", std::vector<int64_t>{dilation, dilation}},
         {"kernel_shape", std::vector<int64_t>{3, 3}}});
  };
  std::string d = conv(a, 8, 2, 1, {0, 0, 1, 1}, "dw_s2", 73);  // 7x5, windows from offset 0
  std::string e = ConvOn(b, conv(a, 1, 1, 2, {2, 2, 2, 2}, "dilated", 75), 8, 8, 1, 1, 1, "e", 77);  // 14x11
  std::string gate = b.Add("Sigmoid", {b.Add("GlobalAveragePool", {d}, "pool")}, "gate");
  std::string scaled = b.Add("Mul", {e, gate}, "scaled");
  std::string scales = b.Const("scales", {4}, {1, 1, 2, 2});
  auto upconv = [&](const std::string& name, uint32_t seed) {
    std::string up = b.Add("Resize", {scaled, b.Const(name + ".roi", {0}, {}), scales}, name + "_up",
                           {{"mode", std::string("linear")}});
    return ConvOn(b, up, 8, 8, 1, 1, 1, name, seed);
  };
  std::string y = b.Add("Add", {upconv("u1", 79), upconv("u2", 81)}, "sum");
  Graph g = b.Finish({y});
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(g, PixelBlockMode());
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  std::map<std::string, tensor::Packing> packing = Packings(*plan);
  // (e's program also scales; u1's adds u2 and is the tiled output.)
  for (const char* name : {"a_act", "dw_s2", "dilated", "scaled", "u2"}) {
    EXPECT_EQ(packing[name], tensor::Packing::kPixelBlocks2x2) << name;
  }
  std::vector<std::string> repacks;
  for (const nn::PassDesc& pass : plan->passes) {
    if (pass.name.rfind("Repack_", 0) == 0) repacks.push_back(pass.name);
  }
  // `scaled` once for both upsamplers, u2 for the tiled output.
  EXPECT_EQ(repacks, (std::vector<std::string>{"Repack_scaled", "Repack_u2"}));
  ExpectSameNumbers(g, PixelBlockMode(), Only(true, false, false));
}

TEST_F(OptimisationPassesTest, PixelBlockUpconvLoadsTheSourceOncePerBlock) {
  // 2x bilinear upsample of a 5x7 plane, 1x1 conv writing pixel blocks (its
  // reader is a 3x3 conv), so the block reads 3x3 source texels, clamped at
  // every border.
  for (const char* transform : {"half_pixel", "pytorch_half_pixel", "align_corners"}) {
    SCOPED_TRACE(transform);
    GraphBuilder b;
    std::string x = b.Input("x", {1, 6, 5, 7});
    std::string up =
        b.Add("Resize", {x, b.Const("roi", {0}, {}), b.Const("scales", {4}, {1, 1, 2, 2})}, "up",
              {{"mode", std::string("linear")}, {"coordinate_transformation_mode", std::string(transform)}});
    std::string y = ConvOn(b, up, 6, 9, 1, 1, 1, "pointwise", 51);
    y = b.Add("Relu", {y}, "act");
    y = ConvOn(b, y, 9, 3, 3, 1, 1, "head", 53);
    Graph g = b.Finish({y});
    StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(g, PixelBlockMode());
    ASSERT_TRUE(plan.ok()) << plan.status().ToString();
    EXPECT_EQ(Packings(*plan)["act"], tensor::Packing::kPixelBlocks2x2);
    const bool blocked = std::string(transform) != "align_corners";  // other weights: the generic reader
    EXPECT_EQ(plan->passes[0].fragment_source.find("ivec3 sx = clamp") != std::string::npos, blocked);
    ExpectSameNumbers(g, PixelBlockMode(), Only(true, false, false));
  }
  // A padded 1x1 conv (output larger than the upsampled plane) takes the generic reads.
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 5, 7});
  std::string up = b.Add("Resize", {x, b.Const("roi", {0}, {}), b.Const("scales", {4}, {1, 1, 2, 2})}, "up",
                         {{"mode", std::string("linear")}});
  std::string y =
      b.Add("Conv", {up, b.Const("p.w", {9, 6, 1, 1}, Noise(54, 55, -0.5f, 0.5f)), b.Const("p.b", {9}, Noise(9, 56))},
            "padded", {{"pads", std::vector<int64_t>{0, 0, 1, 1}}, {"kernel_shape", std::vector<int64_t>{1, 1}}});
  y = ConvOn(b, b.Add("Relu", {y}, "act"), 9, 3, 3, 1, 1, "head", 57);
  Graph g = b.Finish({y});
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(g, PixelBlockMode());
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  EXPECT_EQ(plan->passes[0].fragment_source.find("ivec3 sx = clamp"), std::string::npos);
  ExpectSameNumbers(g, PixelBlockMode(), Only(true, false, false));
}

TEST_F(OptimisationPassesTest, LayersOfTheSameShapeShareOneProgram) {
  // Three 3x3 convs 8 -> 8 with their own weights and biases: one source, one GL program.
  GraphBuilder b;
  std::string y = b.Input("x", {1, 8, 9, 7});
  for (int i = 0; i < 3; ++i)
    y = b.Add("Relu", {ConvOn(b, y, 8, 8, 3, 1, 1, "c" + std::to_string(i), 61 + 2 * i)}, "a" + std::to_string(i));
  Graph g = b.Finish({y});
  gpu::LowerOptions options = Only(true, true, false);
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(g, options);
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  ASSERT_EQ(plan->passes.size(), 3u);
  EXPECT_EQ(plan->passes[1].fragment_source, plan->passes[0].fragment_source);
  EXPECT_EQ(plan->passes[2].fragment_source, plan->passes[0].fragment_source);
  const int before = gl::CurrentObjectCounts().programs;
  {
    StatusOr<std::unique_ptr<nn::PlanRunner>> runner = nn::PlanRunner::Create(*plan);
    ASSERT_TRUE(runner.ok()) << runner.status().ToString();
    EXPECT_EQ(gl::CurrentObjectCounts().programs - before, 1);
  }
  ExpectSameNumbers(g, options, Only(false, false, false));  // each layer still has its own weights
}

TEST_F(OptimisationPassesTest, MrtLeavesLayersWithFewFragmentsSingleTarget) {
  gpu::LowerOptions options;  // the default threshold: 13x11 and 7x6 planes are too small
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(MobileBlock(), options);
  ASSERT_TRUE(plan.ok());
  for (const nn::TensorDesc& t : plan->tensors) EXPECT_EQ(t.packing, tensor::Packing::kTiled) << t.name;
}

TEST_F(OptimisationPassesTest, MrtGivesTheSameNumbersAsSingleTarget) {
  int mrt_passes = 0, single_passes = 0;
  ExpectSameNumbers(MobileBlock(), AllPixelBlocks(), Only(true, true, false), &mrt_passes, &single_passes);
  EXPECT_EQ(mrt_passes, single_passes);
  ExpectSameNumbers(MobileBlock(), Only(true, true, true), Only(true, true, false));
}

TEST_F(OptimisationPassesTest, MrtWithoutFusionGivesTheSameNumbers) {
  ExpectSameNumbers(MobileBlock(), AllPixelBlocks(false), Only(false, true, false));
}

TEST_F(OptimisationPassesTest, MrtPixelBlocksKeepTheFoldedInputNormalisationPadding) {
  // Odd output size (the last block is half empty) and a pad value that is not 0.
  GraphBuilder b;
  std::string x = b.Input("x", {1, 3, 9, 7});
  std::string y = ConvOn(b, x, 3, 8, 3, 2, 1, "first", 13);
  y = ConvOn(b, y, 8, 4, 1, 1, 1, "second", 15);
  Graph g = b.Finish({y});
  HostTensor u{{1, 3, 9, 7}, Noise(189, 17, 0, 1)};
  HostTensor normalised = u;
  for (float& v : normalised.data) v = v * 2 - 1;
  for (int mode = 0; mode < 3; ++mode) {
    SCOPED_TRACE(mode == 0 ? "mrt" : mode == 1 ? "pixel-block mode" : "single target");
    gpu::LowerOptions options = mode == 0 ? AllPixelBlocks() : mode == 1 ? PixelBlockMode() : Only(true, true, false);
    options.input_scale = {2, 2, 2};
    options.input_offset = {-1, -1, -1};
    StatusOr<HostTensor> gpu = RunGpu(g, u, options);
    ASSERT_TRUE(gpu.ok()) << gpu.status().ToString();
    EXPECT_LT(MaxScaledError(*gpu, RunOne(g, normalised)), kTolerance);
  }
}

TEST_F(OptimisationPassesTest, UpconvReadsTheLowResolutionInputInOneProgram) {
  for (int k : {1, 3}) {
    for (const char* mode : {"linear", "nearest"}) {
      SCOPED_TRACE(std::to_string(k) + "x" + std::to_string(k) + " " + mode);
      Graph g = UpsampleThenConv(k, mode);
      int upconv_passes = 0, plain_passes = 0;
      ExpectSameNumbers(g, Only(true, true, false), Only(true, false, false), &upconv_passes, &plain_passes);
      EXPECT_EQ(upconv_passes, 1);
      EXPECT_EQ(plain_passes, 2);
      ExpectSameNumbers(g, AllPixelBlocks(), Only(true, false, false));  // with MRT as well
    }
  }
}

TEST_F(OptimisationPassesTest, UpconvLeavesAnUpsampleWithSeveralReadersAlone) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 4, 3, 3});
  std::string up = b.Add("Resize", {x, b.Const("roi", {0}, {}), b.Const("scales", {4}, {1, 1, 2, 2})}, "up",
                         {{"mode", std::string("linear")}});
  std::string a = ConvOn(b, up, 4, 4, 1, 1, 1, "a", 21);
  std::string y = b.Add("Add", {a, up}, "sum");
  Graph g = b.Finish({y});
  StatusOr<std::vector<gpu::OpGroup>> groups = gpu::GroupOps(g, {});
  ASSERT_TRUE(groups.ok());
  EXPECT_EQ(gpu::FuseUpconv(g, *groups), 0);
  ExpectSameNumbers(g, Only(true, true, true), Only(false, false, false));
}

TEST_F(OptimisationPassesTest, SplitPoolAveragesBlockMeansInTwoPasses) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 32, 40});
  std::string y = b.Add("GlobalAveragePool", {x}, "pool");
  y = b.Add("Sigmoid", {y}, "gate");
  Graph g = b.Finish({y});
  Graph split = g;
  EXPECT_EQ(SplitGlobalPools(split), 1);
  EXPECT_EQ(split.ops[0].type, "AveragePool");
  EXPECT_EQ(split.tensors.at(split.ops[0].outputs[0]).shape, (std::vector<int64_t>{1, 6, 4, 5}));
  gpu::LowerOptions off;
  off.fusion.split_pool = false;
  int split_passes = 0, plain_passes = 0;
  ExpectSameNumbers(g, {}, off, &split_passes, &plain_passes);
  EXPECT_EQ(split_passes, 2);
  EXPECT_EQ(plain_passes, 1);
}

TEST_F(OptimisationPassesTest, SplitPoolLeavesSmallOrUntiledPlanesAlone) {
  for (std::vector<int64_t> shape : {std::vector<int64_t>{1, 4, 16, 16}, std::vector<int64_t>{1, 4, 33, 40}}) {
    GraphBuilder b;
    std::string y = b.Add("GlobalAveragePool", {b.Input("x", shape)}, "pool");
    Graph g = b.Finish({y});
    EXPECT_EQ(SplitGlobalPools(g), 0);
  }
}

TEST_F(OptimisationPassesTest, SqueezeExciteRunsInTwoProgramsFewer) {
  Graph g = SqueezeExcite(false);
  gpu::LowerOptions se = Only(true, false, false);
  se.fusion.se_readers = true;
  int se_passes = 0, fused_passes = 0, plain_passes = 0;
  ExpectSameNumbers(g, se, Only(false, false, false), &se_passes, &plain_passes);
  gpu::LowerOptions no_scale_readers = Only(true, false, false);
  no_scale_readers.fusion.scale_readers = false;
  ExpectSameNumbers(g, no_scale_readers, Only(false, false, false), &fused_passes);
  // dw+relu, pool, squeeze+relu+excite+sigmoid, scale+project.
  EXPECT_EQ(se_passes, 4);
  EXPECT_EQ(fused_passes, 6);  // each op in its program
  EXPECT_EQ(plain_passes, 9);
  gpu::LowerOptions se_mrt = AllPixelBlocks();
  se_mrt.fusion.se_readers = true;
  ExpectSameNumbers(g, se_mrt, Only(false, false, false));  // with MRT as well
  // The default: only the scaling in the projecting conv's reader; the SE convs keep their programs.
  int scale_passes = 0;
  ExpectSameNumbers(g, Only(true, false, false), Only(false, false, false), &scale_passes);
  EXPECT_EQ(scale_passes, 5);  // dw+relu, pool, squeeze+relu, excite+sigmoid, scale+project
}

TEST_F(OptimisationPassesTest, SqueezeExciteFusionLeavesAProductWithSeveralReadersStored) {
  Graph g = SqueezeExcite(true);
  StatusOr<std::vector<gpu::OpGroup>> groups = gpu::GroupOps(g, {});
  ASSERT_TRUE(groups.ok()) << groups.status().ToString();
  EXPECT_EQ(gpu::FuseChannelScaleIntoReader(g, *groups), 0);
  EXPECT_EQ(gpu::InlineSqueezeExciteConvs(g, *groups), 1);  // the gate itself still has one reader
  gpu::LowerOptions se = Only(true, true, true);
  se.fusion.se_readers = true;
  ExpectSameNumbers(g, se, Only(false, false, false));
}

TEST_F(OptimisationPassesTest, ProducerInliningRunsEachBlazeFaceBlockInOneProgram) {
  Graph g = BlazeBlocks();
  gpu::LowerOptions inlined = Only(true, false, false);
  ASSERT_TRUE(inlined.fusion.inline_producers);  // the default outside the web build's pixel-block mode
  gpu::LowerOptions fused = Only(true, false, false);
  fused.fusion.inline_producers = false;
  int inlined_passes = 0, fused_passes = 0, plain_passes = 0;
  ExpectSameNumbers(g, inlined, Only(false, false, false), &inlined_passes, &plain_passes);
  ExpectSameNumbers(g, fused, Only(false, false, false), &fused_passes);
  EXPECT_EQ(inlined_passes, 4);  // stem, block 1, block 2, head
  EXPECT_EQ(fused_passes, 9);    // stem, dw1, pw1, pad1+add+relu, dw2, pw2, pool2, pad2+add+relu, head
  EXPECT_EQ(plain_passes, 14);
  // The residual add joins its conv, and the shortcut is computed in its reader.
  StatusOr<std::vector<gpu::OpGroup>> groups = gpu::PlanGroups(g, inlined.fusion);
  ASSERT_TRUE(groups.ok()) << groups.status().ToString();
  ASSERT_EQ(groups->size(), 4u);
  const gpu::OpGroup& block2 = (*groups)[2];
  EXPECT_EQ(g.ops[block2.ops.front()].outputs[0], "pw2");
  ASSERT_EQ(block2.inlined.size(), 3u);
  EXPECT_EQ(block2.inlined[0].output, "dw2");  // producers before their readers
  EXPECT_EQ(block2.inlined[1].output, "pool2");
  EXPECT_EQ(block2.inlined[2].output, "pad2");
  // With the MRT passes on as well (the inlining programs keep one target), and as the web build does.
  inlined.fusion.mrt = true;
  ExpectSameNumbers(g, inlined, Only(false, false, false));
  gpu::LowerOptions web = PixelBlockMode();
  EXPECT_FALSE(web.fusion.inline_producers);
  web.fusion.inline_producers = true;
  ExpectSameNumbers(g, web, Only(false, false, false));
}

TEST_F(OptimisationPassesTest, ProducerInliningStopsAtItsFetchBudget) {
  Graph g = BlazeBlocks();
  gpu::LowerOptions none = Only(true, false, false);
  none.fusion.inline_fetch_budget = 0;
  int passes = 0;
  ExpectSameNumbers(g, none, Only(false, false, false), &passes);
  EXPECT_EQ(passes, 9);
  // A budget for the shortcuts' pad and pool (an elementwise reader evaluates
  // them once per texel) but not for depthwise convs recomputed at every input
  // slice of the 1x1 conv: block 1's program (12x10 pixels x 3 slices) fetches
  // 12 per texel alone, 16 with its pad (5760 in all), 50 with its depthwise.
  gpu::LowerOptions some = none;
  some.fusion.inline_fetch_budget = 6000;
  StatusOr<std::vector<gpu::OpGroup>> groups = gpu::PlanGroups(g, some.fusion);
  ASSERT_TRUE(groups.ok()) << groups.status().ToString();
  int depthwise_inlined = 0, others = 0;
  for (const gpu::OpGroup& group : *groups) {
    for (const gpu::InlinedGroup& inlined : group.inlined) {
      (g.ops[inlined.ops.front()].type == "Conv" ? depthwise_inlined : others) += 1;
    }
  }
  EXPECT_EQ(depthwise_inlined, 0);
  EXPECT_GT(others, 0);
  ExpectSameNumbers(g, some, Only(false, false, false));
}

TEST_F(OptimisationPassesTest, ProducerInliningLeavesSharedAndOutputTensorsStored) {
  Graph g = MobileBlock();  // its depthwise output feeds the SE pool and the scaling
  StatusOr<std::vector<gpu::OpGroup>> groups = gpu::GroupOps(g, {});
  ASSERT_TRUE(groups.ok());
  EXPECT_EQ(gpu::InlineProducers(g, *groups, int64_t{1} << 40), 0);
  ExpectSameNumbers(g, Only(true, true, true), Only(false, false, false));
}

TEST_F(OptimisationPassesTest, UniformBlockWeightsGiveTheTextureWeightsNumbers) {
  Graph g = MobileBlock();
  gpu::LowerOptions uniforms = Only(true, true, true);
  uniforms.uniform_weights = true;
  gpu::LowerOptions uniform_pixel_blocks = AllPixelBlocks();
  uniform_pixel_blocks.uniform_weights = true;
  ExpectSameNumbers(g, uniforms, Only(true, true, true));
  ExpectSameNumbers(g, uniform_pixel_blocks, Only(true, true, true));
  StatusOr<nn::ModelPlan> uniform = gpu::LowerToPlan(g, uniforms);
  StatusOr<nn::ModelPlan> texture = gpu::LowerToPlan(g, Only(true, true, true));
  ASSERT_TRUE(uniform.ok() && texture.ok());
  for (const nn::WeightDesc& w : uniform->weights) EXPECT_TRUE(w.uniform_block) << w.name;  // all small here
  for (const nn::WeightDesc& w : texture->weights) EXPECT_FALSE(w.uniform_block) << w.name;
}

}  // namespace
}  // namespace vfx::codegen::testing
