// Random nets built from the ops the GPU runs, with random data movement
// between them (transposes, reshapes through rank 5, slices, pads, concats
// on any axis, gathers, reductions with broadcasts back), normalised by the
// passes as a model would be, lowered in both codegen modes and compared with
// the CPU reference on the graph as built. The seeds are fixed, so a failure
// names a net that can be dumped and rerun.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <random>

#include "codegen/ops/op_util.h"
#include "codegen/passes/normalize.h"
#include "tests/codegen/gpu/gpu_test_util.h"
#include "tests/codegen/test_util.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::codegen::testing {
namespace {

using Ints = std::vector<int64_t>;

class RandomNet {
 public:
  explicit RandomNet(uint32_t seed) : rng_(seed), seed_(seed) {}

  Graph Build(int steps) {
    shape_ = {1, 3, 12, 16};
    t_ = b_.Input("x", shape_);
    Conv();  // data movement right at the input would be the input edge's (an NHWC input)
    for (int k = 1; k < steps; ++k) Step();
    t_ = b_.Add("Sigmoid", {t_}, "y");
    return b_.Finish({t_});
  }

 private:
  int Pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng_); }
  std::string Name(const char* hint) { return std::string(hint) + std::to_string(count_++); }
  int64_t Elements() const { return shape_[1] * shape_[2] * shape_[3]; }

  // The divisors of n up to `max`.
  static Ints Divisors(int64_t n, int64_t max) {
    Ints d;
    for (int64_t k = 1; k <= std::min(n, max); ++k) {
      if (n % k == 0) d.push_back(k);
    }
    return d;
  }

  void Conv() {
    const int64_t m = Pick(1, 9), k = Pick(0, 1) ? 3 : 1;
    const std::string w = b_.Const(Name("w"), {m, shape_[1], k, k},
                                   Noise(static_cast<size_t>(m * shape_[1] * k * k), seed_ * 31 + count_, -0.5f, 0.5f));
    t_ = b_.Add("Conv", {t_, w, b_.Const(Name("b"), {m}, Noise(static_cast<size_t>(m), seed_ + count_))}, Name("conv"),
                {{"kernel_shape", Ints{k, k}}, {"pads", Ints{k / 2, k / 2, k / 2, k / 2}}});
    shape_[1] = m;
    if (Pick(0, 1)) t_ = b_.Add("Relu", {t_}, Name("relu"));
  }

  void Transpose() {
    Ints perm = {1, 2, 3};
    std::shuffle(perm.begin(), perm.end(), rng_);
    perm.insert(perm.begin(), 0);
    t_ = b_.Add("Transpose", {t_}, Name("transpose"), {{"perm", perm}});
    shape_ = {1, shape_[perm[1]], shape_[perm[2]], shape_[perm[3]]};
  }

  // Another C×H×W of the same elements, each axis at most 64.
  bool Reshape() {
    const Ints cs = Divisors(Elements(), 16);
    for (int tries = 0; tries < 20; ++tries) {
      const int64_t c = cs[static_cast<size_t>(Pick(0, static_cast<int>(cs.size()) - 1))];
      const Ints hs = Divisors(Elements() / c, 64);
      const int64_t h = hs[static_cast<size_t>(Pick(0, static_cast<int>(hs.size()) - 1))];
      const int64_t w = Elements() / c / h;
      if (w > 64) continue;
      t_ = b_.Add("Reshape", {t_, b_.Ints(Name("shape"), {1, c, h, w})}, Name("reshape"));
      shape_ = {1, c, h, w};
      return true;
    }
    return false;
  }

  // A channel-shuffle-like round trip through rank 5.
  void Shuffle() {
    const Ints gs = Divisors(shape_[1], 16);
    const int64_t g = gs[static_cast<size_t>(Pick(0, static_cast<int>(gs.size()) - 1))];
    t_ = b_.Add("Reshape", {t_, b_.Ints(Name("shape"), {1, g, shape_[1] / g, shape_[2], shape_[3]})}, Name("split"));
    t_ = b_.Add("Transpose", {t_}, Name("transpose"), {{"perm", Ints{0, 2, 1, 4, 3}}});
    t_ = b_.Add("Reshape", {t_, b_.Ints(Name("shape"), {1, shape_[1], shape_[3], shape_[2]})}, Name("merge"));
    std::swap(shape_[2], shape_[3]);
  }

  void Slice() {
    const int axis = Pick(1, 3);
    const int64_t len = shape_[static_cast<size_t>(axis)];
    if (len < 2) return;
    const int64_t start = Pick(0, static_cast<int>(len / 2)),
                  end = Pick(static_cast<int>(start) + 1, static_cast<int>(len));
    t_ = b_.Add("Slice", {t_, b_.Ints(Name("s"), {start}), b_.Ints(Name("e"), {end}), b_.Ints(Name("a"), {axis})},
                Name("slice"));
    shape_[static_cast<size_t>(axis)] = end - start;
  }

  void Pad() {
    const char* modes[] = {"constant", "reflect", "edge", "wrap"};
    const std::string mode = modes[Pick(0, 3)];
    Ints pads(8, 0);
    for (int axis = 1; axis < 4; ++axis) {
      const int64_t len = shape_[static_cast<size_t>(axis)];
      const int64_t most = mode == "reflect" ? std::min<int64_t>(2, len - 1) : mode == "wrap" ? std::min<int64_t>(2, len) : 2;
      pads[static_cast<size_t>(axis)] = Pick(0, static_cast<int>(most));
      pads[static_cast<size_t>(axis) + 4] = Pick(0, static_cast<int>(most));
      shape_[static_cast<size_t>(axis)] += pads[static_cast<size_t>(axis)] + pads[static_cast<size_t>(axis) + 4];
    }
    t_ = b_.Add("Pad", {t_, b_.Ints(Name("pads"), pads), b_.Scalar(Name("v"), 0.5f)}, Name("pad"), {{"mode", mode}});
  }

  void Concat() {
    const int axis = Pick(1, 3);
    const std::string other = b_.Add("Tanh", {t_}, Name("tanh"));
    t_ = b_.Add("Concat", {t_, other}, Name("concat"), {{"axis", int64_t{axis}}});
    shape_[static_cast<size_t>(axis)] *= 2;
  }

  void Gather() {
    const int axis = Pick(1, 3);
    const int64_t len = shape_[static_cast<size_t>(axis)];
    Ints indices(static_cast<size_t>(Pick(1, 4)));
    for (int64_t& i : indices) i = Pick(static_cast<int>(-len), static_cast<int>(len) - 1);
    t_ = b_.Add("Gather", {t_, b_.Ints(Name("i"), indices)}, Name("gather"), {{"axis", int64_t{axis}}});
    shape_[static_cast<size_t>(axis)] = static_cast<int64_t>(indices.size());
  }

  // A reduction over random axes, broadcast back onto the tensor (by Mul, or Expand and Add).
  void ReduceAndBroadcast() {
    const char* types[] = {"ReduceMean", "ReduceMax", "ReduceMin", "ReduceSum"};
    Ints axes;
    for (int64_t a = 1; a < 4; ++a) {
      if (Pick(0, 1)) axes.push_back(a);
    }
    if (axes.empty()) axes = {Pick(1, 3)};
    std::string r = b_.Add(types[Pick(0, 3)], {t_}, Name("reduce"), {{"axes", axes}, {"keepdims", int64_t{1}}});
    if (Pick(0, 1)) {
      t_ = b_.Add("Mul", {t_, b_.Add("Sigmoid", {r}, Name("gate"))}, Name("mul"));
    } else {
      r = b_.Add("Expand", {r, b_.Ints(Name("shape"), shape_)}, Name("expand"));
      t_ = b_.Add("Add", {t_, r}, Name("add"));
    }
  }

  void Pool() {
    if (shape_[2] < 2 || shape_[3] < 2) return;
    t_ = b_.Add("MaxPool", {t_}, Name("pool"), {{"kernel_shape", Ints{2, 2}}, {"strides", Ints{2, 2}}});
    shape_[2] /= 2;
    shape_[3] /= 2;
  }

  // A pixel shuffle: channels into 2x2 pixel blocks (either mode) where they divide, else back.
  void PixelShuffle() {
    if (shape_[1] % 4 == 0) {
      t_ = b_.Add("DepthToSpace", {t_}, Name("d2s"), {{"blocksize", int64_t{2}}, {"mode", std::string(Pick(0, 1) ? "DCR" : "CRD")}});
      shape_ = {1, shape_[1] / 4, shape_[2] * 2, shape_[3] * 2};
    } else if (shape_[2] % 2 == 0 && shape_[3] % 2 == 0) {
      t_ = b_.Add("SpaceToDepth", {t_}, Name("s2d"), {{"blocksize", int64_t{2}}});
      shape_ = {1, shape_[1] * 4, shape_[2] / 2, shape_[3] / 2};
    }
  }

  // Attention over one stored axis: the tensor times its own transpose (a
  // MatMul of two activations), a softmax over the scores, times the tensor.
  void Attention() {
    if (shape_[2] > 24 || shape_[3] > 24) return;
    const std::string kt = b_.Add("Transpose", {t_}, Name("keys"), {{"perm", Ints{0, 1, 3, 2}}});
    std::string scores = b_.Add("MatMul", {t_, kt}, Name("scores"));
    scores = b_.Add("Softmax", {scores}, Name("softmax"), {{"axis", int64_t{-1}}});
    t_ = b_.Add("MatMul", {scores, t_}, Name("attended"));
  }

  void Step() {
    // Keep the nets small: a conv brings the channels back down.
    if (Elements() > 6000 || shape_[1] > 16) return Conv();
    switch (Pick(0, 11)) {
      case 0: return Conv();
      case 1: return Transpose();
      case 2: Reshape(); return;
      case 3: return Shuffle();
      case 4: return Slice();
      case 5: return Pad();
      case 6: return Concat();
      case 7: return Gather();
      case 8: return ReduceAndBroadcast();
      case 9: return PixelShuffle();
      case 10: return Attention();
      default: return Pool();
    }
  }

  GraphBuilder b_;
  std::mt19937 rng_;
  uint32_t seed_;
  int count_ = 0;
  Ints shape_;
  std::string t_;
};

class RandomGraphTest : public gl::GlTest {};

TEST_F(RandomGraphTest, RandomNetsWithDataMovementMatchTheReferenceInBothCodegenModes) {
  int checked = 0, shuffled = 0, attended = 0;
  for (uint32_t seed = 1; seed <= 40; ++seed) {
    const Graph built = RandomNet(seed).Build(8);
    shuffled += std::any_of(built.ops.begin(), built.ops.end(),
                            [](const Op& op) { return op.type == "DepthToSpace" || op.type == "SpaceToDepth"; });
    attended += std::any_of(built.ops.begin(), built.ops.end(), [](const Op& op) { return op.type == "MatMul"; });
    const Tensor& in = built.tensors.at(built.inputs[0].tensor);
    const HostTensor input{in.shape, Noise(static_cast<size_t>(in.NumElements()), seed)};
    HostTensor cpu = RunOne(built, input);
    Graph normalised = built;
    StatusOr<std::vector<PassReport>> passes = NormalizeGraph(normalised);
    ASSERT_TRUE(passes.ok()) << "seed " << seed << ": " << passes.status().ToString() << "\n" << DumpGraph(built);
    for (const bool pixel_blocks : {false, true}) {
      gpu::LowerOptions options;
      if (pixel_blocks) gpu::UseWebBuildMode(options.fusion);
      StatusOr<HostTensor> gpu = RunGpu(normalised, input, options);
      ASSERT_TRUE(gpu.ok()) << "seed " << seed << ": " << gpu.status().ToString() << "\n" << DumpGraph(normalised);
      // A trailing transpose the output edge absorbed: the stored NCHW tensor is the output read as NHWC.
      if (normalised.outputs[0].external_layout == Layout::kNHWC) *gpu = TransposeHost(*gpu, {0, 2, 3, 1});
      EXPECT_LT(MaxScaledError(*gpu, cpu), 1e-2f) << "seed " << seed << (pixel_blocks ? " (pixel blocks)" : "") << "\n"
                                                  << DumpGraph(built);
      ++checked;
    }
  }
  EXPECT_EQ(checked, 80);
  EXPECT_GE(shuffled, 5) << "the seeds no longer draw pixel shuffles";
  EXPECT_GE(attended, 5) << "the seeds no longer draw attention";
}

}  // namespace
}  // namespace vfx::codegen::testing
