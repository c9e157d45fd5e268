// The general data-movement, reduction and product path (codegen/gpu/index_remap.h,
// gpu/ops/reduce.cc, gpu/ops/matmul.cc) against the CPU reference, without the rewrites that
// would remove the ops first: every layout op on axes the rewrites do not
// cover, chains through ranks above 4, outputs of rank < 4, broadcasts.
#include "codegen/gpu/index_remap.h"

#include <gtest/gtest.h>

#include "tests/codegen/gpu/gpu_test_util.h"
#include "tests/codegen/test_util.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::codegen::testing {
namespace {

using Ints = std::vector<int64_t>;

class IndexRemapTest : public gl::GlTest {
 protected:
  // Runs `graph` on the GPU and the CPU reference with a random input and
  // compares; `programs`, when given, is the number of GPU passes expected.
  void ExpectMatch(const Graph& graph, int programs = -1, gpu::LowerOptions options = {}) {
    const Tensor& in = graph.tensors.at(graph.inputs[0].tensor);
    HostTensor input{in.shape, Noise(static_cast<size_t>(in.NumElements()), 11)};
    HostTensor cpu = RunOne(graph, input);
    while (cpu.shape.size() < 4) cpu.shape.insert(cpu.shape.begin(), 1);  // stored left-padded
    int passes = 0;
    StatusOr<HostTensor> gpu = RunGpu(graph, input, options, &passes);
    ASSERT_TRUE(gpu.ok()) << gpu.status().ToString();
    EXPECT_LT(MaxScaledError(*gpu, cpu), 2e-3f) << DumpGraph(graph);
    if (programs >= 0) {
      EXPECT_EQ(passes, programs);
    }
    float energy = 0;
    for (float v : cpu.data) energy += std::abs(v);
    EXPECT_GT(energy, 0.0f);
  }
};

TEST_F(IndexRemapTest, TransposeEveryAxisOrderOfA4dTensor) {
  for (const Ints& perm : {Ints{0, 2, 3, 1}, Ints{0, 3, 1, 2}, Ints{0, 1, 3, 2}, Ints{0, 3, 2, 1}}) {
    GraphBuilder b;
    std::string x = b.Input("x", {1, 5, 6, 7});
    ExpectMatch(b.Finish({b.Add("Transpose", {x}, "y", {{"perm", perm}})}), 1);
  }
}

TEST_F(IndexRemapTest, ReshapeTransposeReshapeThroughRank5IsOneProgram) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 4, 5});
  std::string t = b.Add("Reshape", {x, b.Ints("s1", {1, 2, 3, 4, 5})}, "r1");
  t = b.Add("Transpose", {t}, "t", {{"perm", Ints{0, 4, 1, 3, 2}}});
  t = b.Add("Reshape", {t, b.Ints("s2", {1, 10, 6, 2})}, "y");
  ExpectMatch(b.Finish({t}), 1);
}

TEST_F(IndexRemapTest, ReshapeOfTheSpatialAxesAndMaxPoolAcrossChannels) {
  // The maximum over two probability channels written as data movement and a pool.
  GraphBuilder b;
  std::string x = b.Input("x", {1, 2, 6, 8});
  std::string t = b.Add("Reshape", {x, b.Ints("s", {1, 1, 2, 48})}, "r");
  t = b.Add("Transpose", {t}, "t", {{"perm", Ints{0, 1, 3, 2}}});
  t = b.Add("MaxPool", {t}, "p", {{"kernel_shape", Ints{1, 2}}, {"strides", Ints{1, 2}}});
  t = b.Add("Reshape", {t, b.Ints("s2", {1, 1, 6, 8})}, "y");
  ExpectMatch(b.Finish({t}));
}

TEST_F(IndexRemapTest, SliceHeightAndWidth) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 3, 9, 10});
  ExpectMatch(
      b.Finish({b.Add("Slice", {x, b.Ints("st", {1, -7}), b.Ints("en", {8, 100}), b.Ints("ax", {2, 3})}, "y")}));
}

TEST_F(IndexRemapTest, GatherWithATableAndAScalarDroppingTheAxis) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 5, 7});
  std::string t = b.Add("Gather", {x, b.Ints("i", {6, 0, -1, 2, 2})}, "g", {{"axis", int64_t{3}}});
  ExpectMatch(b.Finish({t}));
  GraphBuilder c;
  x = c.Input("x", {1, 6, 5, 7});
  ExpectMatch(c.Finish({c.Add("Gather", {x, c.Ints("i", {3}, {})}, "y", {{"axis", int64_t{2}}})}));  // [1,6,7]
}

TEST_F(IndexRemapTest, GatherWith2dIndicesThroughRank5) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 5, 4});
  std::string g = b.Add("Gather", {x, b.Ints("i", {1, 0, 4, 3, 3, 2}, {3, 2})}, "g", {{"axis", int64_t{2}}});
  ExpectMatch(b.Finish({b.Add("Reshape", {g, b.Ints("s", {1, 6, 6, 4})}, "y")}), 1);  // through [1,6,3,2,4]
}

TEST_F(IndexRemapTest, ExpandAPlaneOverChannels) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 1, 4, 5});
  ExpectMatch(b.Finish({b.Add("Expand", {x, b.Ints("shape", {1, 6, 4, 5})}, "y")}));
}

TEST_F(IndexRemapTest, PadReflectEdgeWrapAndConstant) {
  for (const char* mode : {"reflect", "edge", "wrap", "constant"}) {
    GraphBuilder b;
    std::string x = b.Input("x", {1, 3, 5, 6});
    std::string p = b.Add("Pad", {x, b.Ints("pads", {0, 1, 2, 1, 0, 0, 1, 3}), b.Scalar("v", 0.75f)}, "y",
                          {{"mode", std::string(mode)}});
    ExpectMatch(b.Finish({p}), 1);
  }
}

TEST_F(IndexRemapTest, PadOnListedAxesOnly) {  // opset 18's axes input
  GraphBuilder b;
  std::string x = b.Input("x", {1, 3, 5, 6});
  ExpectMatch(b.Finish({b.Add("Pad", {x, b.Ints("pads", {2, 1, 0, 3}), b.Scalar("v", 0.f), b.Ints("axes", {-1, 2})}, "y",
                              {{"mode", std::string("reflect")}})}),
              1);
}

TEST_F(IndexRemapTest, ReflectPadsAsLongAsTheAxisAreAnError) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 3, 2, 6});
  b.Add("Pad", {x, b.Ints("pads", {0, 0, 2, 0, 0, 0, 0, 0})}, "y", {{"mode", std::string("reflect")}});
  b.graph().outputs.push_back({"y", Layout::kNCHW, "y"});
  Status s = InferShapesAndFoldConstants(b.graph());
  ASSERT_FALSE(s.ok());
  EXPECT_NE(s.message().find("reflect pads of 2 exceed axis 2 of length 2"), std::string::npos) << s.ToString();
}

TEST_F(IndexRemapTest, ConcatOnWidthHeightAndAfterARankDrop) {
  for (int64_t axis : {2, 3, -1}) {
    GraphBuilder b;
    std::string x = b.Input("x", {1, 5, 4, 6});
    std::string r = b.Add("Sigmoid", {x}, "r");
    ExpectMatch(b.Finish({b.Add("Concat", {x, r, x}, "y", {{"axis", axis}})}));
  }
}

TEST_F(IndexRemapTest, ReductionsOverAnyAxes) {
  struct Case {
    const char* type;
    Ints axes;
    int64_t keep;
  };
  for (const Case& c : {Case{"ReduceMax", {1}, 1}, Case{"ReduceSum", {3}, 0}, Case{"ReduceMin", {1, 3}, 1},
                        Case{"ReduceMean", {2}, 1}, Case{"ReduceMean", {1, 2}, 0}}) {
    GraphBuilder b;
    std::string x = b.Input("x", {1, 5, 4, 6});
    ExpectMatch(b.Finish({b.Add(c.type, {x}, "y", {{"axes", c.axes}, {"keepdims", c.keep}})}));
  }
}

TEST_F(IndexRemapTest, SoftmaxOverWidthHeightAndTheLastAxisOfARank3Tensor) {
  for (int64_t axis : {-1, 2}) {
    GraphBuilder b;
    std::string x = b.Input("x", {1, 5, 4, 6});
    ExpectMatch(b.Finish({b.Add("Softmax", {x}, "y", {{"axis", axis}})}), 1);
  }
  GraphBuilder b;
  std::string x = b.Input("x", {1, 5, 4, 6});
  std::string r = b.Add("Reshape", {x, b.Ints("s", {5, 4, 6})}, "r");
  ExpectMatch(b.Finish({b.Add("Softmax", {r}, "y", {{"axis", int64_t{-1}}})}));
}

TEST_F(IndexRemapTest, ArgMaxAndArgMinOverChannelsAndWidth) {
  struct Case {
    const char* type;
    int64_t axis, keep, last;
  };
  for (const Case& c : {Case{"ArgMax", 1, 1, 0}, Case{"ArgMax", -1, 0, 0}, Case{"ArgMin", 2, 0, 1}}) {
    GraphBuilder b;
    std::string x = b.Input("x", {1, 7, 4, 6});
    ExpectMatch(b.Finish({b.Add(c.type, {x}, "y",
                                {{"axis", c.axis}, {"keepdims", c.keep}, {"select_last_index", c.last}})}),
                1);
  }
}

TEST_F(IndexRemapTest, ArithmeticBroadcastsAnActivationOverAnyStoredAxis) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 5, 4, 6});
  std::string m = b.Add("ReduceMean", {x}, "m", {{"axes", Ints{2}}, {"keepdims", int64_t{1}}});    // [1,5,1,6]
  std::string w = b.Add("ReduceMax", {x}, "w", {{"axes", Ints{1, 3}}, {"keepdims", int64_t{1}}});  // [1,1,4,1]
  std::string y = b.Add("Add", {b.Add("Mul", {x, m}, "xm"), w}, "y");
  ExpectMatch(b.Finish({y}));
}

// Gather by computed indices: each row's arg-max column picks columns of the
// tensor (negative and out-of-range values cannot come from ArgMax; the map
// handles them as the CPU reference does), along W and, through a chain, C.
TEST_F(IndexRemapTest, GatherByComputedIndices) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 4, 5, 6});
  std::string arg = b.Add("ArgMax", {x}, "arg", {{"axis", int64_t{3}}, {"keepdims", int64_t{0}}});  // [1,4,5]
  std::string idx = b.Add("Reshape", {b.Add("Slice", {arg, b.Ints("st", {0, 0}), b.Ints("en", {1, 3}),
                                                     b.Ints("ax", {1, 2})}, "first"),
                                       b.Ints("s", {3})},
                          "idx");  // [3]: rows 0..2 of channel 0
  ExpectMatch(b.Finish({b.Add("Gather", {x, idx}, "y", {{"axis", int64_t{3}}})}));  // [1,4,5,3]
  GraphBuilder c;
  std::string z = c.Input("x", {1, 4, 5, 6});
  std::string channel = c.Add("Reshape", {c.Add("ArgMax", {c.Add("ReduceMean", {z}, "m", {{"axes", Ints{2, 3}}})},
                                                "best", {{"axis", int64_t{1}}, {"keepdims", int64_t{0}}}),
                                          c.Ints("s", {1})},
                              "channel");  // [1]: the channel of the largest mean
  std::string t = c.Add("Transpose", {z}, "t", {{"perm", Ints{0, 2, 3, 1}}});  // a chain link before the gather
  ExpectMatch(c.Finish({c.Add("Gather", {t, channel}, "y", {{"axis", int64_t{3}}})}));  // [1,5,6,1]
}

// Attention's products: Q times K transposed per head (both activations,
// batched), then the scores times V with V's batch broadcast over heads.
TEST_F(IndexRemapTest, MatMulOfTwoActivationsBatchedAndBroadcast) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 6, 5, 8});
  std::string q = b.Add("Relu", {x}, "q");
  std::string k = b.Add("Transpose", {b.Add("Sigmoid", {x}, "k")}, "kt", {{"perm", Ints{0, 1, 3, 2}}});
  std::string scores = b.Add("MatMul", {q, k}, "scores");  // [1,6,5,5]
  std::string v = b.Add("ReduceMean", {x}, "v", {{"axes", Ints{1}}, {"keepdims", int64_t{1}}});  // [1,1,5,8]
  ExpectMatch(b.Finish({b.Add("MatMul", {scores, v}, "y")}));  // [1,6,5,8]
}

// A dense layer on the last axis of a token tensor [1, N, C] (not a 1x1 conv:
// the channels are the stored width), and the same with a batched constant.
TEST_F(IndexRemapTest, MatMulByAConstantOnTheLastAxis) {
  GraphBuilder b;
  std::string x = b.Add("Reshape", {b.Input("x", {1, 1, 12, 7}), b.Ints("s3", {1, 12, 7})}, "tokens");
  std::vector<float> w(7 * 9), batched(2 * 9 * 3);
  for (size_t i = 0; i < w.size(); ++i) w[i] = 0.1f * static_cast<float>(static_cast<int>(i % 11) - 5);
  for (size_t i = 0; i < batched.size(); ++i) batched[i] = 0.07f * static_cast<float>(static_cast<int>(i % 7) - 3);
  std::string t = b.Add("MatMul", {x, b.Const("w", {7, 9}, w)}, "t");  // [1,12,9]
  t = b.Add("Reshape", {t, b.Ints("s", {1, 1, 12, 9})}, "r");
  ExpectMatch(b.Finish({b.Add("MatMul", {t, b.Const("wb", {2, 9, 3}, batched)}, "y")}));  // [1,2,12,3]
}

// A 1-D operand on either side drops its axis from the output.
TEST_F(IndexRemapTest, MatMulVectorForms) {
  std::vector<float> v(6);
  for (size_t i = 0; i < v.size(); ++i) v[i] = 0.3f * static_cast<float>(i) - 0.8f;
  GraphBuilder b;
  std::string x = b.Input("x", {1, 3, 4, 6});
  ExpectMatch(b.Finish({b.Add("MatMul", {x, b.Const("v", {6}, v)}, "y")}));  // [1,3,4]
  GraphBuilder c;
  std::string z = c.Input("x", {1, 3, 6, 5});
  ExpectMatch(c.Finish({c.Add("MatMul", {c.Const("v", {6}, v), z}, "y")}));  // [1,3,5]
}

// Gemm with both operands transposed, alpha, beta and a C that is an activation row.
TEST_F(IndexRemapTest, GemmWithTransposesScalesAndABroadcastC) {
  GraphBuilder b;
  std::string x = b.Add("Reshape", {b.Input("x", {1, 1, 5, 4}), b.Ints("s2", {5, 4})}, "x2");
  // A [5,4] and B [4,5], both transposed: [4,5] times [5,4] is [4,4]; C [4] is added to every row.
  std::string a = b.Add("Relu", {x}, "a");
  std::string bt = b.Add("Transpose", {b.Add("Sigmoid", {x}, "s")}, "bt", {{"perm", Ints{1, 0}}});
  std::string row = b.Add("ReduceMax", {x}, "row", {{"axes", Ints{1}}, {"keepdims", int64_t{0}}});  // [5]
  std::string c = b.Add("Slice", {row, b.Ints("st", {0}), b.Ints("en", {4})}, "c");
  ExpectMatch(b.Finish({b.Add("Gemm", {a, bt, c}, "y",
                              {{"transA", int64_t{1}}, {"transB", int64_t{1}}, {"alpha", 0.5f}, {"beta", 2.f}})}));
}

TEST_F(IndexRemapTest, ChainsAreLinkedOnlyThroughSingleReaders) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 4, 3, 5});
  std::string t = b.Add("Transpose", {x}, "t", {{"perm", Ints{0, 2, 3, 1}}});
  std::string r = b.Add("Reshape", {t, b.Ints("s", {1, 3, 5, 4})}, "r");  // reads t
  std::string u = b.Add("Relu", {t}, "u");                                // t has two readers
  std::string y = b.Add("Add", {r, u}, "y");
  Graph g = b.Finish({y});
  EXPECT_FALSE(gpu::IsRemapChainLink(g, g.ops[0]));
  ExpectMatch(g);
}

// A plane longer than the texture is cut into bands (texture_layout.h): 8192
// values in one row at the usual 4096 limit, read back by the runtime.
TEST_F(IndexRemapTest, ATensorWiderThanATextureIsCutIntoBands) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 2, 64, 64});
  std::string t = b.Add("Reshape", {x, b.Ints("s", {1, 1, 1, 8192})}, "r");
  ExpectMatch(b.Finish({b.Add("Relu", {t}, "y")}));
}

// At a 128-texel limit, a token-like net whose planes run past it both ways:
// convs writing and reading bands, a transpose, products with banded operands
// and results, a pool back below the limit.
TEST_F(IndexRemapTest, ConvsAndProductsReadAndWriteBands) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 3, 150, 20});
  std::string t = b.Add("Conv", {x, b.Const("w", {4, 3, 3, 3}, Noise(108, 3, -0.4f, 0.4f))}, "c",
                        {{"kernel_shape", Ints{3, 3}}, {"pads", Ints{1, 1, 1, 1}}});  // [1,4,150,20]: 2 row bands
  std::string tt = b.Add("Transpose", {t}, "tt", {{"perm", Ints{0, 1, 3, 2}}});       // [1,4,20,150]: 2 column bands
  std::string gram = b.Add("MatMul", {tt, t}, "gram");                                  // [1,4,20,20]
  gram = b.Add("Softmax", {gram}, "attention", {{"axis", int64_t{-1}}});
  std::string mixed = b.Add("Add", {b.Add("MatMul", {t, gram}, "mixed0"), t}, "mixed");  // [1,4,150,20]
  mixed = b.Add("Conv", {mixed, b.Const("w2", {4, 4, 3, 3}, Noise(144, 4, -0.3f, 0.3f))}, "c2",
                {{"kernel_shape", Ints{3, 3}}, {"pads", Ints{1, 1, 1, 1}}});
  std::string pooled = b.Add("MaxPool", {mixed}, "p", {{"kernel_shape", Ints{2, 2}}, {"strides", Ints{2, 2}}});
  gpu::LowerOptions options;
  options.max_texture_size = 128;
  ExpectMatch(b.Finish({b.Add("Sigmoid", {pooled}, "y")}), -1, options);
  gpu::UseWebBuildMode(options.fusion);  // pixel-block MRT where the planes fit, tiles where they do not
  ExpectMatch(b.Finish({b.Add("Sigmoid", {pooled}, "y")}), -1, options);
}

// What cannot fit even in bands (more texels than the texture holds) stays a clear error.
TEST_F(IndexRemapTest, ATensorLargerThanATextureIsAClearError) {
  GraphBuilder b;
  std::string x = b.Input("x", {1, 2, 64, 64});
  std::string t = b.Add("Reshape", {x, b.Ints("s", {1, 1, 1, 8192})}, "r");
  gpu::LowerOptions options;
  options.max_texture_size = 64;  // 4096 texels at most; 8192 values in one slice need 8192
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(b.Finish({b.Add("Relu", {t}, "y")}), options);
  ASSERT_FALSE(plan.ok());
  EXPECT_NE(plan.status().message().find("more than the maximum texture size 64"), std::string::npos)
      << plan.status().message();
}

}  // namespace
}  // namespace vfx::codegen::testing
