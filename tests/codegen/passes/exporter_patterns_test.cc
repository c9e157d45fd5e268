// The passes that turn common exporters' patterns into the forms the GPU back
// end runs: each rewrite checked for its structure and, on the CPU reference,
// for unchanged numbers. (tests/codegen/gpu/model_zoo_test.cc runs whole nets
// built from these patterns against ONNX Runtime on the GPU.)
#include <gtest/gtest.h>

#include <cmath>

#include "codegen/passes/canonicalize_vectors.h"
#include "codegen/passes/channel_gather.h"
#include "codegen/passes/decompose_compound_ops.h"
#include "codegen/passes/drop_broadcast_expands.h"
#include "codegen/passes/expand_grouped_convs.h"
#include "codegen/passes/fold_batch_norm.h"
#include "codegen/passes/fold_pad_into_conv.h"
#include "codegen/passes/fold_softmax_transposes.h"
#include "codegen/passes/lower_global_reductions.h"
#include "codegen/passes/normalize.h"
#include "codegen/passes/output_head.h"
#include "codegen/passes/sink_transposes.h"
#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using namespace vfx::codegen::testing;
using Ints = std::vector<int64_t>;

// Runs `pass` on `g` and checks the CPU reference gives the same output before and after.
int RewriteKeepingNumbers(Graph& g, StatusOr<int> (*pass)(Graph&), const Ints& input_shape) {
  const HostTensor x = RandomTensor(input_shape, 5);
  const HostTensor before = RunOne(g, x);
  StatusOr<int> n = pass(g);
  EXPECT_TRUE(n.ok()) << n.status().ToString();
  Status valid = ValidateGraph(g, true);
  EXPECT_TRUE(valid.ok()) << valid.ToString() << "\n" << DumpGraph(g);
  EXPECT_LT(MaxAbsDiff(before, RunOne(g, x)), 1e-5f) << DumpGraph(g);
  return n.ok() ? *n : -1;
}

// Squeeze-excite as PyTorch writes it: pool -> Flatten -> Gemm -> Relu -> Gemm -> Sigmoid
// -> Unsqueeze -> Expand -> Mul; as tf2onnx writes it: ReduceMean -> Squeeze -> MatMul -> Add -> Reshape.
TEST(ExporterPatterns, DenseLayersOnPooledVectorsBecome1x1Convs) {
  for (bool keras : {false, true}) {
    SCOPED_TRACE(keras ? "keras" : "pytorch");
    GraphBuilder b;
    std::string x = b.Input("x", {1, 8, 5, 6});
    std::string s;
    if (keras) {
      s = b.Add("ReduceMean", {x}, "pooled", {{"axes", Ints{2, 3}}, {"keepdims", int64_t{0}}});
      s = b.Add("MatMul", {s, b.Const("w1", {8, 4}, Noise(32, 1))}, "d1");
      s = b.Add("Add", {s, b.Const("b1", {4}, Noise(4, 2))}, "d1b");
      s = b.Add("Relu", {s}, "r1");
      s = b.Add("MatMul", {s, b.Const("w2", {4, 8}, Noise(32, 3))}, "d2");
      s = b.Add("Sigmoid", {s}, "gate");
      s = b.Add("Reshape", {s, b.Const("shape", {4}, {1, 1, 1, 8})}, "gate_nhwc");
      s = b.Add("Transpose", {s}, "gate_nchw", {{"perm", Ints{0, 3, 1, 2}}});
    } else {
      s = b.Add("GlobalAveragePool", {x}, "pooled");
      s = b.Add("Flatten", {s}, "flat", {{"axis", int64_t{1}}});
      s = b.Add("Gemm", {s, b.Const("w1", {4, 8}, Noise(32, 1)), b.Const("b1", {4}, Noise(4, 2))}, "d1",
                {{"transB", int64_t{1}}});
      s = b.Add("Relu", {s}, "r1");
      s = b.Add("Gemm", {s, b.Const("w2", {4, 8}, Noise(32, 3)), b.Const("b2", {1}, {0.1f})}, "d2",
                {{"alpha", 0.5f}, {"beta", 2.f}});
      s = b.Add("Sigmoid", {s}, "gate");
      s = b.Add("Unsqueeze", {s}, "gate4", {{"axes", Ints{2, 3}}});
      s = b.Add("Expand", {s, b.Const("to", {4}, {1, 8, 5, 6})}, "gate_full");
    }
    std::string y = b.Add("Mul", {x, s}, "y");
    Graph g = b.Finish({y});
    auto all = [](Graph& graph) -> StatusOr<int> {
      int n = 0;
      for (auto pass : {LowerGlobalReductions, CanonicalizeVectors, DropBroadcastExpands}) {
        ASSIGN_OR_RETURN(int k, pass(graph));
        n += k;
      }
      return n;
    };
    EXPECT_GT(RewriteKeepingNumbers(g, all, {1, 8, 5, 6}), 0);
    EXPECT_EQ(CountType(g, "Conv"), 2);
    for (const char* gone : {"MatMul", "Gemm", "Flatten", "Reshape", "Transpose", "Unsqueeze", "Expand", "ReduceMean"}) {
      EXPECT_EQ(CountType(g, gone), 0) << gone;
    }
    for (const Op& op : g.ops) {
      EXPECT_EQ(g.FindTensor(op.outputs[0])->shape.size(), 4u) << op.Describe();
    }
  }
}

// A pooled vector laid along H and pooled again (the mean over channels, as a group
// normalisation's decomposition takes it) keeps its pool over the axes it was built with.
TEST(ExporterPatterns, APoolOfAVectorLaidAlongHPoolsOverTheChannels) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 3, 4});
  std::string s = b.Add("GlobalAveragePool", {x}, "pooled");
  s = b.Add("Reshape", {s, b.Ints("shape_along_h", {1, 1, 6, 1})}, "along_h");
  std::string y = b.Add("GlobalAveragePool", {s}, "y");
  Graph g = b.Finish({y});
  EXPECT_GT(RewriteKeepingNumbers(g, CanonicalizeVectors, {1, 6, 3, 4}), 0);
  EXPECT_EQ(g.FindTensor("y")->shape, (Ints{1, 1, 1, 1}));
}

TEST(ExporterPatterns, MatMulOnAPlaneIsAClearError) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 8, 5, 6});
  std::string y = b.Add("MatMul", {x, b.Const("w", {6, 3}, Noise(18, 1))}, "y");
  Graph g = b.Finish({y});
  ASSERT_TRUE(CanonicalizeVectors(g).ok());
  EXPECT_EQ(CountType(g, "MatMul"), 1);  // left for the lowering, which names it and says why
}

TEST(ExporterPatterns, GlobalMaxPoolsBecomeWholePlaneMaxPools) {
  for (const char* type : {"GlobalMaxPool", "ReduceMax"}) {
    GraphBuilder b;
    std::string x = b.Input("x", {1, 5, 7, 3});
    std::map<std::string, Attribute> attrs;
    if (std::string(type) == "ReduceMax") attrs = {{"axes", Ints{-2, -1}}};
    std::string y = b.Add(type, {x}, "y", attrs);
    Graph g = b.Finish({y});
    EXPECT_EQ(RewriteKeepingNumbers(g, LowerGlobalReductions, {1, 5, 7, 3}), 1);
    EXPECT_EQ(CountType(g, "MaxPool"), 1);
  }
}

// A reduction over the whole tensor (a dynamic quantisation's range) pools each
// plane first, so no GPU thread loops over every element; the minimum as -max(-x).
TEST(ExporterPatterns, WholeTensorReductionsPoolThePlanesFirst) {
  for (const char* type : {"ReduceMax", "ReduceMin", "ReduceMean"}) {
    for (int64_t keep : {0, 1}) {
      GraphBuilder b;
      std::string x = b.Input("x", {1, 5, 7, 3});
      std::string y = b.Add(type, {x}, "y", {{"keepdims", keep}});
      Graph g = b.Finish({y});
      // Two rewrites: the split, then the plane's reduction as a pool.
      EXPECT_EQ(RewriteKeepingNumbers(g, LowerGlobalReductions, {1, 5, 7, 3}), 2) << type;
      // The rest reduces [1,5,1,1]: nothing loops over a plane.
      for (const Op& op : g.ops) {
        if (op.type.rfind("Reduce", 0) == 0) {
          EXPECT_EQ(g.FindTensor(op.Input(0))->shape, (Ints{1, 5, 1, 1})) << type;
        }
      }
      EXPECT_EQ(CountType(g, "MaxPool") + CountType(g, "GlobalAveragePool"), 1) << type;
    }
  }
}

TEST(ExporterPatterns, ChannelShuffleBecomesOneGather) {
  for (int64_t groups : {2, 3, 4}) {
    GraphBuilder b;
    std::string x = b.Input("x", {1, 12, 3, 4});
    std::string t = b.Add("Reshape", {x, b.Const("s1", {5}, {1, static_cast<float>(groups), 12.f / groups, 3, 4})}, "split");
    t = b.Add("Transpose", {t}, "swapped", {{"perm", Ints{0, 2, 1, 3, 4}}});
    t = b.Add("Reshape", {t, b.Const("s2", {4}, {1, 12, 3, 4})}, "y");
    Graph g = b.Finish({t});
    EXPECT_EQ(RewriteKeepingNumbers(g, RewriteChannelMoves, {1, 12, 3, 4}), 1) << groups;
    ASSERT_EQ(g.ops.size(), 1u);
    EXPECT_EQ(g.ops[0].type, kChannelGatherOp);
  }
}

TEST(ExporterPatterns, ChannelSlicesBecomeGathersAndSpatialSlicesStay) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 10, 4, 4});
  std::string a = b.Add("Slice", {x, b.Const("st", {1}, {3}), b.Const("en", {1}, {100}), b.Const("ax", {1}, {1})}, "a");
  std::string c = b.Add("Slice", {x, b.Const("st2", {1}, {1}), b.Const("en2", {1}, {3}), b.Const("ax2", {1}, {2})}, "c");
  Graph g = b.Finish({a, c});
  EXPECT_EQ(g.FindTensor(a)->shape, (Ints{1, 7, 4, 4}));
  StatusOr<int> n = RewriteChannelMoves(g);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 1);
  EXPECT_EQ(CountType(g, kChannelGatherOp), 1);
  EXPECT_EQ(CountType(g, "Slice"), 1);  // a crop of H is not a channel move
}

TEST(ExporterPatterns, SplitAlongChannelsBecomesOneGatherPerOutput) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 10, 2, 3});
  b.Add("Split", {x}, "p0", {{"axis", int64_t{1}}, {"split", Ints{3, 7}}});
  b.graph().ops.back().outputs = {"p0", "p1"};
  Tensor p1;
  p1.name = "p1";
  b.graph().tensors["p1"] = p1;
  std::string y = b.Add("Add", {"p0", "p0"}, "y");
  std::string z = b.Add("Relu", {"p1"}, "z");
  Graph g = b.Finish({y, z});
  StatusOr<int> n = RewriteChannelMoves(g);
  ASSERT_TRUE(n.ok());
  ASSERT_EQ(CountType(g, kChannelGatherOp), 2);
  EXPECT_EQ(g.ops[0].GetInts("channels"), (Ints{0, 1, 2}));
  EXPECT_EQ(g.ops[1].GetInts("channels"), (Ints{3, 4, 5, 6, 7, 8, 9}));
  EXPECT_TRUE(ValidateGraph(g, true).ok());
}

TEST(ExporterPatterns, ZeroPadJoinsTheConvsPads) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 3, 6, 5});
  std::string p = b.Add("Pad", {x}, "padded", {{"pads", Ints{0, 0, 1, 2, 0, 0, 0, 1}}});
  std::string y = b.Add("Conv", {p, b.Const("w", {4, 3, 3, 3}, Noise(108, 1))}, "y", {{"pads", Ints{1, 0, 1, 0}}});
  Graph g = b.Finish({y});
  EXPECT_EQ(RewriteKeepingNumbers(g, FoldPadIntoConv, {1, 3, 6, 5}), 1);
  EXPECT_EQ(CountType(g, "Pad"), 0);
  EXPECT_EQ(g.ops[0].GetInts("pads"), (Ints{2, 2, 1, 1}));
}

TEST(ExporterPatterns, GroupedConvsBecomeDenseOrRepeatedDepthwise) {
  struct Case { int64_t c, m, group; const char* then; };
  for (Case k : {Case{8, 12, 4, "Conv"}, Case{4, 12, 4, kChannelGatherOp.c_str()}}) {
    GraphBuilder b;
    std::string x = b.Input("x", {1, k.c, 5, 5});
    const int64_t per_group = k.c / k.group;
    std::string y = b.Add("Conv", {x, b.Const("w", {k.m, per_group, 3, 3}, Noise(static_cast<size_t>(k.m * per_group * 9), 2)),
                                   b.Const("b", {k.m}, Noise(static_cast<size_t>(k.m), 3))},
                          "y", {{"group", k.group}, {"pads", Ints{1, 1, 1, 1}}});
    Graph g = b.Finish({y});
    EXPECT_EQ(RewriteKeepingNumbers(g, ExpandGroupedConvs, {1, k.c, 5, 5}), 1);
    EXPECT_EQ(g.ops[0].type, k.then);
    const int64_t group = g.ops.back().GetInt("group", 1);
    EXPECT_TRUE(group == 1 || group == k.m) << group;
  }
}

TEST(ExporterPatterns, GroupedConvTransposeBecomesDense) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 4, 5});
  std::string y = b.Add("ConvTranspose", {x, b.Const("w", {6, 2, 4, 4}, Noise(192, 4)), b.Const("b", {6}, Noise(6, 5))},
                        "y", {{"group", int64_t{3}}, {"strides", Ints{2, 2}}, {"pads", Ints{1, 1, 1, 1}}});
  Graph g = b.Finish({y});
  EXPECT_EQ(RewriteKeepingNumbers(g, ExpandGroupedConvs, {1, 6, 4, 5}), 1);
  EXPECT_EQ(g.ops[0].GetInt("group", 0), 1);
}

TEST(ExporterPatterns, ChannelMeanBecomesA1x1Conv) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 5, 3, 4});
  std::string y = b.Add("ReduceMean", {x}, "y", {{"axes", Ints{1}}, {"keepdims", int64_t{1}}});
  Graph g = b.Finish({y});
  EXPECT_EQ(RewriteKeepingNumbers(g, LowerGlobalReductions, {1, 5, 3, 4}), 1);
  EXPECT_EQ(g.ops[0].type, "Conv");
}

TEST(ExporterPatterns, BatchNormWithoutConvBecomesScaleAndShift) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 3, 4, 4});
  std::string y = b.Add("BatchNormalization", {x, b.Const("g", {3}, {1, 2, 3}), b.Const("bt", {3}, {0, 1, 2}),
                                               b.Const("mu", {3}, {0.1f, 0.2f, 0.3f}), b.Const("v", {3}, {1, 2, 4})},
                        "y");
  Graph g = b.Finish({y});
  EXPECT_EQ(RewriteKeepingNumbers(g, FoldBatchNorm, {1, 3, 4, 4}), 1);
  EXPECT_EQ(CountType(g, "Mul"), 1);
  EXPECT_EQ(CountType(g, "Add"), 1);
}

TEST(ExporterPatterns, OutputHeadSelectsActivatesAndUnsqueezes) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 2, 3, 4});
  std::string aux = b.Add("Relu", {x}, "aux");
  std::string logits = b.Add("Neg", {x}, "logits");
  std::string nhwc = b.Add("Transpose", {logits}, "logits_nhwc", {{"perm", Ints{0, 2, 3, 1}}});
  Graph g = b.Finish({aux, nhwc});
  Status unknown = SelectOutput(g, "nope");
  ASSERT_FALSE(unknown.ok());
  EXPECT_NE(unknown.message().find("aux, logits_nhwc"), std::string::npos) << unknown.message();
  ASSERT_TRUE(SelectOutput(g, "logits_nhwc").ok());
  EXPECT_EQ(CountType(g, "Relu"), 0);
  ASSERT_TRUE(AppendOutputActivation(g, "softmax", Layout::kNHWC).ok());
  // The softmax runs over channels on the NCHW tensor, before the output's transpose.
  ASSERT_EQ(g.ops.size(), 3u);
  EXPECT_EQ(g.ops[1].type, "Softmax");
  EXPECT_EQ(g.ops[1].GetInt("axis", -1), 1);
  EXPECT_EQ(g.ops[2].type, "Transpose");

  GraphBuilder s;
  std::string in = s.Input("x", {1, 1, 3, 4});
  std::string sig = s.Add("Sigmoid", {in}, "p");
  std::string squeezed = s.Add("Squeeze", {sig, s.Const("axes", {1}, {1})}, "mask");
  Graph sq = s.Finish({squeezed});
  EXPECT_EQ(sq.FindTensor("mask")->shape, (Ints{1, 3, 4}));
  StatusOr<int> n = UnsqueezeOutput(sq);
  ASSERT_TRUE(n.ok());
  EXPECT_EQ(*n, 1);
  EXPECT_EQ(sq.outputs[0].tensor, "p");
  EXPECT_EQ(sq.outputs[0].external_name, "mask");
  EXPECT_EQ(CountType(sq, "Squeeze"), 0);
}

TEST(ExporterPatterns, InstanceNormAndSumBecomeOpsTheGpuRuns) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 2, 3, 4});
  std::string n = b.Add("InstanceNormalization", {x, b.Const("scale", {2}, {1.5f, -2.f}), b.Const("bias", {2}, {0.25f, 1.f})},
                        "n", {{"epsilon", 1e-3f}});
  std::string y = b.Add("Sum", {n, x, x}, "y");
  Graph g = b.Finish({y});
  StatusOr<int> rewrites = DecomposeCompoundOps(g);
  ASSERT_TRUE(rewrites.ok()) << rewrites.status().ToString();
  EXPECT_EQ(*rewrites, 2);
  EXPECT_EQ(CountType(g, "InstanceNormalization") + CountType(g, "Sum"), 0);
  ASSERT_TRUE(ValidateGraph(g, true).ok()) << DumpGraph(g);
  // By hand: per channel, (x - mean) / sqrt(var + eps) * scale + bias, plus 2x.
  HostTensor in = RandomTensor({1, 2, 3, 4}, 3);
  HostTensor out = RunOne(g, in);
  const float scale[2] = {1.5f, -2.f}, bias[2] = {0.25f, 1.f};
  for (int c = 0; c < 2; ++c) {
    double mean = 0, var = 0;
    for (int i = 0; i < 12; ++i) mean += in.data[c * 12 + i] / 12.0;
    for (int i = 0; i < 12; ++i) var += (in.data[c * 12 + i] - mean) * (in.data[c * 12 + i] - mean) / 12.0;
    for (int i = 0; i < 12; ++i) {
      const double v = in.data[c * 12 + i];
      const double want = (v - mean) / std::sqrt(var + 1e-3) * scale[c] + bias[c] + 2 * v;
      EXPECT_NEAR(out.data[c * 12 + i], want, 1e-4) << c << " " << i;
    }
  }
}

// GroupNormalization: by hand, through the CPU reference op and decomposed, with scale and
// bias per channel (opset 21), per group (opset 18) and one group per channel.
TEST(ExporterPatterns, GroupNormBecomesOpsTheGpuRuns) {
  struct Case {
    int64_t groups;
    std::vector<float> scale, bias;
  };
  const std::vector<Case> cases = {{3, {1.5f, -2.f, 0.5f, 1.f, 3.f, -1.f}, {0.25f, 1.f, 0.f, -0.5f, 2.f, 0.1f}},
                                   {3, {1.5f, -2.f, 0.5f}, {0.25f, 1.f, -0.5f}},
                                   {6, {1.5f, -2.f, 0.5f, 1.f, 3.f, -1.f}, {0.25f, 1.f, 0.f, -0.5f, 2.f, 0.1f}},
                                   {1, {1.5f, -2.f, 0.5f, 1.f, 3.f, -1.f}, {0.25f, 1.f, 0.f, -0.5f, 2.f, 0.1f}}};
  for (const Case& k : cases) {
    SCOPED_TRACE(std::to_string(k.groups) + " groups, " + std::to_string(k.scale.size()) + " scales");
    GraphBuilder b;
    std::string x = b.Input("x", {1, 6, 3, 4});
    const int64_t n = static_cast<int64_t>(k.scale.size());
    std::string y = b.Add("GroupNormalization", {x, b.Const("scale", {n}, k.scale), b.Const("bias", {n}, k.bias)}, "y",
                          {{"epsilon", 1e-3f}, {"num_groups", k.groups}});
    Graph g = b.Finish({y});
    HostTensor in = RandomTensor({1, 6, 3, 4}, 5);
    const HostTensor reference = RunOne(g, in);
    StatusOr<int> rewrites = DecomposeCompoundOps(g);
    ASSERT_TRUE(rewrites.ok()) << rewrites.status().ToString();
    EXPECT_EQ(CountType(g, "GroupNormalization"), 0);
    ASSERT_TRUE(ValidateGraph(g, true).ok()) << DumpGraph(g);
    const HostTensor out = RunOne(g, in);
    const int64_t per_group = 6 / k.groups, block = per_group * 12;
    for (int64_t grp = 0; grp < k.groups; ++grp) {
      double mean = 0, var = 0;
      for (int64_t i = 0; i < block; ++i) mean += in.data[grp * block + i] / static_cast<double>(block);
      for (int64_t i = 0; i < block; ++i) {
        var += (in.data[grp * block + i] - mean) * (in.data[grp * block + i] - mean) / static_cast<double>(block);
      }
      for (int64_t i = 0; i < block; ++i) {
        const int64_t c = grp * per_group + i / 12, p = n == 6 ? c : c / per_group;
        const double v = in.data[grp * block + i];
        const double want = (v - mean) / std::sqrt(var + 1e-3) * k.scale[p] + k.bias[p];
        EXPECT_NEAR(reference.data[grp * block + i], want, 1e-4) << "reference op, group " << grp << " " << i;
        EXPECT_NEAR(out.data[grp * block + i], want, 1e-4) << "decomposed, group " << grp << " " << i;
      }
    }
  }
  // Groups that do not divide the channels are a clear error.
  GraphBuilder bad;
  bad.Add("GroupNormalization",
          {bad.Input("x", {1, 6, 3, 4}), bad.Const("s", {6}, std::vector<float>(6, 1.f)),
           bad.Const("b", {6}, std::vector<float>(6, 0.f))},
          "y", {{"num_groups", int64_t{4}}});
  bad.graph().outputs.push_back({"y", Layout::kNCHW, "y"});
  Status s = InferShapesAndFoldConstants(bad.graph());
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("does not divide"), std::string::npos) << s.ToString();
}

// A model ending in NHWC class probabilities: Transpose -> Softmax(last axis) -> output.
TEST(ExporterPatterns, OutputSoftmaxAfterATransposeRunsOnChannels) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 3, 4});
  std::string t = b.Add("Transpose", {b.Add("Relu", {x}, "r")}, "nhwc", {{"perm", Ints{0, 2, 3, 1}}});
  std::string y = b.Add("Softmax", {t}, "y", {{"axis", int64_t{-1}}});
  Graph g = b.Finish({y});
  EXPECT_EQ(RewriteKeepingNumbers(g, FoldSoftmaxTransposes, {1, 6, 3, 4}), 1);
  ASSERT_EQ(g.ops.size(), 3u);
  EXPECT_EQ(g.ops[1].type, "Softmax");
  EXPECT_EQ(g.ops[1].GetInt("axis", -1), 1);
  EXPECT_EQ(g.ops[2].type, "Transpose");
  // The background class inverted at the output: person = 1 - p.
  ASSERT_TRUE(InvertOutput(g).ok());
  EXPECT_TRUE(ValidateGraph(g, true).ok()) << DumpGraph(g);
  EXPECT_EQ(g.ops[2].type, "Sub");
  EXPECT_EQ(g.ops[3].type, "Transpose");
}

// An NHWC section between convs, converted op by op: the transposes around it cancel,
// also where a value feeds two readers (a residual) and a Concat on the last axis.
TEST(ExporterPatterns, NhwcSectionsBetweenConvsLoseTheirTransposes) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 4, 3, 5});
  std::string r = b.Add("Relu", {x}, "r");
  std::string t = b.Add("Transpose", {r}, "nhwc", {{"perm", Ints{0, 2, 3, 1}}});
  std::string a = b.Add("Add", {t, b.Const("bias", {4}, {0.1f, -0.2f, 0.3f, 0.4f})}, "biased");
  std::string s = b.Add("Sigmoid", {a}, "gate");
  std::string m = b.Add("Mul", {a, s}, "swish");  // two readers of `biased`
  std::string c = b.Add("Concat", {m, a}, "both", {{"axis", int64_t{3}}});
  std::string y = b.Add("Transpose", {c}, "nchw", {{"perm", Ints{0, 3, 1, 2}}});
  y = b.Add("Relu", {y}, "y");
  Graph g = b.Finish({y});
  EXPECT_EQ(RewriteKeepingNumbers(g, SinkTransposes, {1, 4, 3, 5}), 2);
  EXPECT_EQ(CountType(g, "Transpose"), 0) << DumpGraph(g);
  EXPECT_EQ(g.FindTensor("y")->shape, (Ints{1, 8, 3, 5}));
}

// Keras' Rescaling before the first Transpose: the transpose moves to the input and is absorbed.
TEST(ExporterPatterns, InputRescalingBeforeTheTransposeIsAbsorbed) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 4, 5, 3});
  std::string t = b.Add("Mul", {x, b.Scalar("k", 1 / 127.5f)}, "scaled");
  t = b.Add("Sub", {t, b.Const("mean", {3}, {0.1f, 0.2f, 0.3f})}, "centred");
  t = b.Add("Transpose", {t}, "nchw", {{"perm", Ints{0, 3, 1, 2}}});
  std::string y = b.Add("Relu", {t}, "y");
  Graph g = b.Finish({y});
  StatusOr<std::vector<PassReport>> reports = NormalizeGraph(g);
  ASSERT_TRUE(reports.ok()) << reports.status().ToString();
  EXPECT_EQ(CountType(g, "Transpose"), 0) << DumpGraph(g);
  EXPECT_EQ(g.inputs[0].external_layout, Layout::kNHWC);
  EXPECT_EQ(g.FindTensor(g.inputs[0].tensor)->shape, (Ints{1, 3, 4, 5}));
}

}  // namespace
}  // namespace vfx::codegen
