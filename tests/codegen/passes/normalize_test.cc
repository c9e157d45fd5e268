#include "codegen/passes/normalize.h"

#include <gtest/gtest.h>

#include <set>

#include "tests/codegen/test_util.h"

namespace vfx::codegen {
namespace {

using namespace vfx::codegen::testing;

// A tiny model with every shape the passes handle, imported from ONNX.
TEST(NormalizeGraph, AllPassesOnAnImportedModel) {
  OnnxBuilder b(11);
  b.Input("image", {1, 6, 8, 3});
  OnnxBuilder::AttrInts(b.Node("Transpose", {"image"}, {"x"}, "to_nchw"), "perm", {0, 3, 1, 2});
  b.Initializer("w", {5, 3, 3, 3}, Noise(135, 1));
  auto* conv = b.Node("Conv", {"x", "w"}, {"c"}, "conv");
  OnnxBuilder::AttrInts(conv, "pads", {1, 1, 1, 1});
  b.Initializer("gamma", {5}, Noise(5, 2, 0.5f, 1.5f));
  b.Initializer("beta", {5}, Noise(5, 3));
  b.Initializer("mean", {5}, Noise(5, 4));
  b.Initializer("var", {5}, Noise(5, 5, 0.5f, 2.f));
  b.Node("BatchNormalization", {"c", "gamma", "beta", "mean", "var"}, {"bn"}, "bn");
  b.ConstantFloats("three", {1}, {3});
  b.ConstantFloats("zero", {}, {0});
  b.ConstantFloats("six", {}, {6});
  b.Node("Add", {"bn", "three"}, {"a"}, "hs_add");
  b.Node("Clip", {"a", "zero", "six"}, {"cl"}, "hs_clip");
  b.Node("Mul", {"bn", "cl"}, {"m"}, "hs_mul");
  b.ConstantFloats("six_b", {1}, {6});
  b.Node("Div", {"m", "six_b"}, {"hs"}, "hs_div");
  b.Node("Identity", {"hs"}, {"id"}, "identity");
  auto* pool = b.Node("AveragePool", {"id"}, {"p"}, "pool");
  OnnxBuilder::AttrInts(pool, "kernel_shape", {6, 8});
  b.Node("Mul", {"id", "p"}, {"se"}, "se_scale");
  OnnxBuilder::AttrInts(b.Node("Transpose", {"se"}, {"t"}, "t1"), "perm", {0, 2, 3, 1});
  OnnxBuilder::AttrInt(b.Node("Softmax", {"t"}, {"s"}, "softmax"), "axis", 3);
  OnnxBuilder::AttrInts(b.Node("Transpose", {"s"}, {"st"}, "t2"), "perm", {0, 3, 1, 2});
  OnnxBuilder::AttrInts(b.Node("Transpose", {"st"}, {"out"}, "to_nhwc"), "perm", {0, 2, 3, 1});
  b.Output("out");
  auto imported = b.Import();
  ASSERT_TRUE(imported.ok()) << imported.status().ToString();
  Graph g = *imported;
  HostTensor x = RandomTensor({1, 6, 8, 3}, 8, 0.f, 1.f);
  HostTensor before = RunOne(g, x);
  auto reports = NormalizeGraph(g);
  ASSERT_TRUE(reports.ok()) << reports.status().ToString();
  std::vector<std::string> types;
  for (const Op& op : g.ops) types.push_back(op.type);
  EXPECT_EQ(types, (std::vector<std::string>{"Conv", "HardSwish", "GlobalAveragePool", "Mul", "Softmax"}))
      << DumpGraph(g);
  EXPECT_EQ(g.inputs[0].external_layout, Layout::kNHWC);
  EXPECT_EQ(g.outputs[0].external_layout, Layout::kNHWC);
  EXPECT_LT(MaxAbsDiff(before, RunOne(g, x)), 1e-5f);
  // Every pass but those for other exporters' patterns (exporter_patterns_test.cc) has work here.
  const std::set<std::string> elsewhere = {"unsqueeze_output", "decompose_compound_ops", "lower_global_reductions", "canonicalize_vectors",
                                           "drop_broadcast_expands", "rewrite_channel_moves", "sink_transposes", "fold_pad_into_conv",
                                           "fold_softmax_transposes",  // sink_transposes cancels these first
                                           "expand_grouped_convs"};
  for (const PassReport& r : *reports) {
    if (!elsewhere.count(r.name)) {
      EXPECT_GT(r.rewrites, 0) << r.name;
    }
  }
}

}  // namespace
}  // namespace vfx::codegen
