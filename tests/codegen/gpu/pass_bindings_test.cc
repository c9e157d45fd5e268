// The binding table of a generated pass (nn::PassBinding): the code generator
// writes it as it declares each sampler and uniform block, and the runtimes
// bind by it. These tests rename every binding of a plan and reverse the
// table's order: PlanRunner must draw the same mask, and the WebGPU plan
// writer must bind the same resources, which neither could if it still read
// meaning into names such as "t0" or "w3". Then each kind of broken table
// must be refused by name.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <nlohmann/json.hpp>
#include <regex>

#include "codegen/emit/webgpu_plan_writer.h"
#include "tests/codegen/gpu/gpu_test_util.h"
#include "tests/codegen/test_util.h"
#include "tests/src/gl/gl_test_environment.h"

namespace vfx::codegen::testing {
namespace {

using nlohmann::json;

// Convs (texture and, small enough, uniform-block weights), a residual Add of
// two activations and a Concat: passes with one to three tensor inputs.
Graph ResidualGraph() {
  GraphBuilder b;
  const std::string x = b.Input("x", {1, 3, 12, 10});
  auto conv = [&](const std::string& in, int c_in, int c_out, int k, const std::string& name) {
    const std::string w =
        b.Const(name + "_w", {c_out, c_in, k, k}, Noise(static_cast<size_t>(c_out) * c_in * k * k, 11, -0.5f, 0.5f));
    const std::string bias = b.Const(name + "_b", {c_out}, Noise(static_cast<size_t>(c_out), 13));
    const int64_t pad = k / 2;
    return b.Add("Conv", {in, w, bias}, name,
                 {{"pads", std::vector<int64_t>{pad, pad, pad, pad}}, {"kernel_shape", std::vector<int64_t>{k, k}}});
  };
  const std::string a = b.Add("Relu", {conv(x, 3, 8, 3, "conv_a")}, "relu_a");
  const std::string c = conv(a, 8, 8, 1, "conv_b");
  const std::string sum = b.Add("Add", {a, c}, "sum");
  const std::string joined = b.Add("Concat", {sum, a}, "joined", {{"axis", int64_t{1}}});
  const std::string out = b.Add("Sigmoid", {conv(joined, 16, 2, 3, "conv_out")}, "out");
  return b.Finish({out});
}

// Every binding renamed to a name no convention gives ("bound_<k>_"), in the
// GLSL and the table, and the table's order reversed.
nn::ModelPlan Renamed(nn::ModelPlan plan) {
  for (nn::PassDesc& pass : plan.passes) {
    std::map<std::string, std::string> names;
    for (size_t k = 0; k < pass.bindings.size(); ++k) {
      names[pass.bindings[k].name] = "bound_" + std::to_string(k) + "_";
      pass.bindings[k].name = names[pass.bindings[k].name];
    }
    static const std::regex identifier(R"([A-Za-z_][A-Za-z0-9_]*)");
    std::string renamed;
    auto last = pass.fragment_source.cbegin();
    for (std::sregex_iterator it(pass.fragment_source.begin(), pass.fragment_source.end(), identifier), end; it != end;
         ++it) {
      renamed.append(last, (*it)[0].first);
      auto name = names.find(it->str());
      renamed += name == names.end() ? it->str() : name->second;
      last = (*it)[0].second;
    }
    renamed.append(last, pass.fragment_source.cend());
    pass.fragment_source = renamed;
    std::reverse(pass.bindings.begin(), pass.bindings.end());
  }
  return plan;
}

StatusOr<std::vector<float>> RunPlan(const nn::ModelPlan& plan, const std::vector<float>& hwc) {
  ASSIGN_OR_RETURN(std::unique_ptr<nn::PlanRunner> runner, nn::PlanRunner::Create(plan));
  RETURN_IF_ERROR(tensor::Upload(runner->layout(plan.input), hwc, runner->mutable_textures(plan.input)));
  RETURN_IF_ERROR(runner->Run());
  return tensor::Download(runner->layout(plan.output), runner->textures(plan.output));
}

// Per pass, what each WGSL binding slot reads, without the slot's GLSL name.
StatusOr<std::vector<json>> WebGpuResources(const nn::ModelPlan& plan) {
  ASSIGN_OR_RETURN(WebGpuPlanFiles files, WriteWebGpuPlan(plan));
  std::vector<json> resources;
  for (const json& pass : json::parse(files.plan_json)["passes"]) {
    resources.push_back(pass["bindings"]);
  }
  return resources;
}

class PassBindingsTest : public gl::GlTest {
 protected:
  static nn::ModelPlan Plan(bool mrt, bool uniform_weights) {
    gpu::LowerOptions options;
    options.fusion.mrt = mrt;
    // MRT on layers this small too, pixel blocks read from every kind of program.
    options.fusion.mrt_min_fragments = 0;
    options.fusion.pointwise_pixel_blocks = mrt;
    options.uniform_weights = uniform_weights;
    StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(ResidualGraph(), options);
    EXPECT_TRUE(plan.ok()) << plan.status().ToString();
    return plan.ok() ? *plan : nn::ModelPlan{};
  }
};

TEST_F(PassBindingsTest, RenamedAndReorderedBindingsDrawTheSameMask) {
  const std::vector<float> input = Noise(12 * 10 * 3, 5, 0, 1);
  for (bool mrt : {false, true}) {
    for (bool uniform_weights : {false, true}) {
      SCOPED_TRACE(std::string(mrt ? "mrt" : "single target") + (uniform_weights ? ", uniform weights" : ""));
      const nn::ModelPlan plan = Plan(mrt, uniform_weights);
      ASSERT_FALSE(plan.passes.empty());
      int multi_input = 0, blocks = 0, planes = 0;
      for (const nn::PassDesc& pass : plan.passes) {
        EXPECT_EQ(nn::CheckPassBindings(plan, pass), "") << pass.name;
        multi_input += pass.inputs.size() > 1;
        for (const nn::PassBinding& b : pass.bindings) {
          blocks += b.kind == nn::PassBinding::Kind::kWeightBlock;
          planes += b.plane > 0;
        }
      }
      EXPECT_GT(multi_input, 0) << "the graph should give passes of several inputs";
      EXPECT_EQ(blocks > 0, uniform_weights);
      if (mrt) {
        EXPECT_GT(planes, 0) << "an MRT plan reads textures 1-3 of some tensor";
      }

      StatusOr<std::vector<float>> original = RunPlan(plan, input);
      ASSERT_TRUE(original.ok()) << original.status().ToString();
      StatusOr<std::vector<float>> renamed = RunPlan(Renamed(plan), input);
      ASSERT_TRUE(renamed.ok()) << renamed.status().ToString();
      ASSERT_EQ(original->size(), renamed->size());
      float energy = 0;
      for (size_t i = 0; i < original->size(); ++i) {
        ASSERT_EQ((*original)[i], (*renamed)[i]) << "value " << i;
        energy += std::abs((*original)[i] - 0.5f);
      }
      EXPECT_GT(energy, 0.1f) << "a constant mask would prove nothing";

      if (uniform_weights) continue;  // WebGPU plans take texture weights only
      StatusOr<std::vector<json>> before = WebGpuResources(plan);
      ASSERT_TRUE(before.ok()) << before.status().ToString();
      StatusOr<std::vector<json>> after = WebGpuResources(Renamed(plan));
      ASSERT_TRUE(after.ok()) << after.status().ToString();
      EXPECT_EQ(*before, *after);
    }
  }
}

TEST_F(PassBindingsTest, BrokenTablesAreRefusedByName) {
  // Weights this small all become uniform blocks when those are on: one plan of each kind.
  const nn::ModelPlan textures = Plan(/*mrt=*/true, /*uniform_weights=*/false);
  const nn::ModelPlan blocks = Plan(/*mrt=*/true, /*uniform_weights=*/true);
  using Kind = nn::PassBinding::Kind;
  // The first pass of `plan` with a binding `wanted` accepts.
  auto find = [](const nn::ModelPlan& plan, bool (*wanted)(const nn::PassBinding&)) -> size_t {
    for (size_t p = 0; p < plan.passes.size(); ++p) {
      for (const nn::PassBinding& b : plan.passes[p].bindings) {
        if (wanted(b)) return p;
      }
    }
    ADD_FAILURE() << "no pass of '" << plan.name << "' has the binding wanted";
    return 0;
  };
  auto is_plane_3 = [](const nn::PassBinding& b) { return b.plane == 3; };
  auto is_texture = [](const nn::PassBinding& b) { return b.kind == Kind::kWeightTexture; };
  auto is_block = [](const nn::PassBinding& b) { return b.kind == Kind::kWeightBlock; };
  struct Case {
    const char* broken;
    const char* expected;
    const nn::ModelPlan* plan;
    size_t pass;
    void (*edit)(nn::PassDesc&);
  };
  const Case cases[] = {
      {"input index", "reads input 9", &textures, 0,
       [](nn::PassDesc& p) {
         for (nn::PassBinding& b : p.bindings) b.index = b.kind == Kind::kTensor ? 9 : b.index;
       }},
      {"plane", "reads texture 4 of tensor", &textures, find(textures, is_plane_3),
       [](nn::PassDesc& p) {
         for (nn::PassBinding& b : p.bindings) b.plane = b.plane == 3 ? 4 : b.plane;
       }},
      {"weight index", "reads weight 7", &textures, find(textures, is_texture),
       [](nn::PassDesc& p) {
         for (nn::PassBinding& b : p.bindings) b.index = b.kind == Kind::kWeightTexture ? 7 : b.index;
       }},
      {"block as texture", "is a sampler for a uniform-block weight", &blocks, find(blocks, is_block),
       [](nn::PassDesc& p) {
         for (nn::PassBinding& b : p.bindings) b.kind = b.kind == Kind::kWeightBlock ? Kind::kWeightTexture : b.kind;
       }},
      {"texture as block", "is a uniform block for a texture weight", &textures, find(textures, is_texture),
       [](nn::PassDesc& p) {
         for (nn::PassBinding& b : p.bindings) b.kind = b.kind == Kind::kWeightTexture ? Kind::kWeightBlock : b.kind;
       }},
      {"input unbound", "input 0 is never bound", &textures, 0,
       [](nn::PassDesc& p) {
         std::erase_if(p.bindings, [](const nn::PassBinding& b) { return b.kind == Kind::kTensor && b.index == 0; });
       }},
      {"weight unbound", "weight 0 is never bound", &textures, find(textures, is_texture),
       [](nn::PassDesc& p) {
         std::erase_if(p.bindings, [](const nn::PassBinding& b) { return b.kind != Kind::kTensor && b.index == 0; });
       }},
      {"name twice", "is bound twice", &textures, 0, [](nn::PassDesc& p) { p.bindings.push_back(p.bindings[0]); }},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.broken);
    nn::ModelPlan broken = *c.plan;
    c.edit(broken.passes[c.pass]);
    const std::string problem = nn::CheckPassBindings(broken, broken.passes[c.pass]);
    EXPECT_NE(problem.find(c.expected), std::string::npos) << problem;
    EXPECT_NE(problem.find(broken.passes[c.pass].name), std::string::npos) << problem;
    StatusOr<std::unique_ptr<nn::PlanRunner>> runner = nn::PlanRunner::Create(broken);
    ASSERT_FALSE(runner.ok());
    EXPECT_EQ(runner.status().code(), StatusCode::kInvalidArgument);
    EXPECT_NE(runner.status().message().find(c.expected), std::string::npos) << runner.status().message();
  }
}

TEST(PassBindings, WebGpuPlanRefusesASamplerTheTableLacks) {
  gpu::LowerOptions options;
  options.fusion.mrt = false;
  StatusOr<nn::ModelPlan> plan = gpu::LowerToPlan(ResidualGraph(), options);
  ASSERT_TRUE(plan.ok()) << plan.status().ToString();
  // A table that still checks out, but names a sampler the program does not declare.
  plan->passes[0].bindings[0].name = "not_in_the_program";
  StatusOr<WebGpuPlanFiles> files = WriteWebGpuPlan(*plan);
  ASSERT_FALSE(files.ok());
  EXPECT_NE(files.status().message().find("which its binding table does not list"), std::string::npos)
      << files.status().message();
}

}  // namespace
}  // namespace vfx::codegen::testing
