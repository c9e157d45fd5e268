// bench_nn: the generated networks, whole and per layer, each model compiled
// with every optimisation on and with each one off (bench_plans.h).
//
//   bench_nn [--runs N] [--warmup N] [--filter TEXT] [--no-layers] [--no-compute]
//
// One JSON line per measurement on stdout:
//   {"suite":"whole_net"|"layer","case":...,"variant":"all"|"no_fuse"|"no_upconv"|"no_mrt"|"no_split_pool"|"uniform_weights"
//    (with "/compute" appended when the passes ran as compute dispatches),
//    "clock":"wall"|"gpu","median_ms":...,"p90_ms":...,"runs":...,"passes":...,"device":...}
// "wall" samples stop after glFinish and a one-pixel readback of the result;
// "gpu" samples come from GL_EXT_disjoint_timer_query where the driver has it.
// Per layer: the 5 heaviest conv programs (by MACs) of
// mp_selfie_segmentation_256x256 and its Upconv programs; in each variant the
// case runs every program that computes one of the layer's ops.
#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "benchmarks/bench_plans.h"
#include "benchmarks/gpu_timer.h"
#include "src/gl/context.h"
#include "src/gl/framebuffer.h"
#include "src/nn/plan_runner.h"
#include "src/tensor/tensor_io.h"

namespace vfx::bench {
namespace {

constexpr char kLayerModel[] = "mp_selfie_segmentation_256x256";
constexpr int kHeaviestLayers = 5;

struct Options {
  int runs = 30;
  int warmup = 5;
  std::string filter;
  bool layers = true;
  // Every variant runs as fragment draws and, where the context has them, as
  // compute dispatches too (variant names get a "/compute" suffix).
  bool compute = true;
};

struct LoadedPlan {
  const PlanVariant* variant;
  std::string name;  // the variant, "/compute" appended for compute dispatches
  std::unique_ptr<nn::PlanRunner> runner;
};

std::set<std::string> OpNames(const std::string& pass_name) {
  std::set<std::string> names;
  std::stringstream in(pass_name);
  for (std::string part; std::getline(in, part, '+');) names.insert(part);
  return names;
}

std::string Escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out;
}

void Report(const char* suite, const std::string& name, const std::string& variant, const char* clock,
            const std::vector<double>& samples, int passes, const std::string& device) {
  if (samples.empty()) return;
  std::printf(
      "{\"suite\":\"%s\",\"case\":\"%s\",\"variant\":\"%s\",\"clock\":\"%s\",\"median_ms\":%.4f,\"p90_ms\":%.4f,"
      "\"runs\":%zu,\"passes\":%d,\"device\":\"%s\"}\n",
      suite, Escape(name).c_str(), variant.c_str(), clock, Percentile(samples, 0.5), Percentile(samples, 0.9),
      samples.size(), passes, Escape(device).c_str());
  std::fflush(stdout);
}

// Runs `passes` of `plan` and reports them (the last one's output is read back).
Status MeasurePasses(GpuTimer& timer, const Options& options, const char* suite, const std::string& name,
                     LoadedPlan& plan, const std::vector<int>& passes, const std::string& device) {
  nn::PlanRunner& runner = *plan.runner;
  const int last_output = runner.plan().passes[passes.back()].output;
  ASSIGN_OR_RETURN(gl::Framebuffer readback, gl::Framebuffer::Create({&runner.textures(last_output)[0]}));
  const bool whole = static_cast<int>(passes.size()) == static_cast<int>(runner.plan().passes.size());
  Samples samples = timer.Measure(
      [&] {
        if (whole) {
          (void)runner.Run();
        } else {
          for (int p : passes) (void)runner.RunPass(p);
        }
      },
      readback.id(), options.warmup, options.runs);
  const int count = static_cast<int>(passes.size());
  Report(suite, name, plan.name, "wall", samples.wall_ms, count, device);
  // A timer that saw no GPU work (llvmpipe does not time compute dispatches)
  // says nothing: leave the line out rather than report 0 ms.
  if (!samples.gpu_ms.empty() && Percentile(samples.gpu_ms, 0.5) > 0) {
    Report(suite, name, plan.name, "gpu", samples.gpu_ms, count, device);
  }
  return Status::Ok();
}

Status Main(const Options& options) {
  ASSIGN_OR_RETURN(std::unique_ptr<gl::GlContext> context, gl::GlContext::Create());
  const std::string device = context->renderer();
  GpuTimer timer;
  std::fprintf(stderr, "bench_nn: %s (%s), timer query %s, %d runs after %d warm-up\n", device.c_str(),
               context->platform().c_str(), timer.has_timer_query() ? "yes" : "no", options.runs, options.warmup);

  std::vector<LoadedPlan> plans;
  for (const PlanVariant& variant : PlanVariants()) {
    if (!options.filter.empty() && std::string(variant.model).find(options.filter) == std::string::npos) continue;
    nn::ModelPlan plan = variant.build();
    std::vector<gl::PassKind> kinds = {gl::PassKind::kFragment};
    if (options.compute && gl::ComputeShadersAvailable()) kinds.push_back(gl::PassKind::kCompute);
    for (gl::PassKind kind : kinds) {
      nn::PlanRunnerOptions runner_options;
      runner_options.passes = kind;
      ASSIGN_OR_RETURN(std::unique_ptr<nn::PlanRunner> runner, nn::PlanRunner::Create(plan, runner_options));
      const tensor::Shape in = plan.tensors[plan.input].shape;
      std::vector<float> image(static_cast<size_t>(in.height) * in.width * in.channels);
      for (size_t i = 0; i < image.size(); ++i) image[i] = static_cast<float>((i * 2654435761u) % 1000) / 1000.0f;
      RETURN_IF_ERROR(tensor::Upload(runner->layout(plan.input), image, runner->mutable_textures(plan.input)));
      RETURN_IF_ERROR(runner->Run());
      std::string name = variant.variant;
      if (kind == gl::PassKind::kCompute) name += "/compute";
      plans.push_back({&variant, name, std::move(runner)});
    }
  }

  for (LoadedPlan& plan : plans) {
    std::vector<int> all(plan.runner->plan().passes.size());
    for (size_t i = 0; i < all.size(); ++i) all[i] = static_cast<int>(i);
    RETURN_IF_ERROR(MeasurePasses(timer, options, "whole_net", plan.variant->model, plan, all, device));
  }
  if (!options.layers) return Status::Ok();

  // The layers: chosen in the fully optimised plan, then found in every variant by op name.
  const LoadedPlan* reference = nullptr;
  for (const LoadedPlan& plan : plans) {
    if (std::string(plan.variant->model) == kLayerModel && plan.name == "all") {
      reference = &plan;
    }
  }
  if (reference == nullptr) return Status::Ok();
  const std::vector<nn::PassDesc>& ref_passes = reference->runner->plan().passes;
  std::vector<int> order(ref_passes.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return ref_passes[a].macs > ref_passes[b].macs; });
  std::vector<int> layers(order.begin(), order.begin() + std::min<size_t>(kHeaviestLayers, order.size()));
  for (size_t i = 0; i < ref_passes.size(); ++i) {
    const bool upconv = ref_passes[i].name.rfind("Resize", 0) == 0;
    if (upconv && std::find(layers.begin(), layers.end(), static_cast<int>(i)) == layers.end()) {
      layers.push_back(static_cast<int>(i));
    }
  }
  for (int layer : layers) {
    const nn::PassDesc& pass = ref_passes[layer];
    const std::set<std::string> ops = OpNames(pass.name);
    const tensor::Shape out = reference->runner->plan().tensors[pass.output].shape;
    const std::string name = pass.name + " -> " + std::to_string(out.height) + "x" + std::to_string(out.width) +
                             "x" + std::to_string(out.channels) + ", " + std::to_string(pass.macs / 1000) + "k MACs";
    for (LoadedPlan& plan : plans) {
      if (std::string(plan.variant->model) != kLayerModel) continue;
      std::vector<int> passes;
      const std::vector<nn::PassDesc>& candidates = plan.runner->plan().passes;
      for (size_t i = 0; i < candidates.size(); ++i) {
        for (const std::string& op : OpNames(candidates[i].name)) {
          if (ops.count(op)) {
            passes.push_back(static_cast<int>(i));
            break;
          }
        }
      }
      if (passes.empty()) continue;
      RETURN_IF_ERROR(MeasurePasses(timer, options, "layer", name, plan, passes, device));
    }
  }
  return Status::Ok();
}

}  // namespace
}  // namespace vfx::bench

int main(int argc, char** argv) {
  vfx::bench::Options options;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--runs" && i + 1 < argc) {
      options.runs = std::atoi(argv[++i]);
    } else if (a == "--warmup" && i + 1 < argc) {
      options.warmup = std::atoi(argv[++i]);
    } else if (a == "--filter" && i + 1 < argc) {
      options.filter = argv[++i];
    } else if (a == "--no-layers") {
      options.layers = false;
    } else if (a == "--no-compute") {
      options.compute = false;
    } else {
      std::fprintf(stderr, "usage: bench_nn [--runs N] [--warmup N] [--filter TEXT] [--no-layers] [--no-compute]\n");
      return 2;
    }
  }
  vfx::Status status = vfx::bench::Main(options);
  if (!status.ok()) {
    std::fprintf(stderr, "bench_nn: %s\n", status.ToString().c_str());
    return 1;
  }
  return 0;
}
