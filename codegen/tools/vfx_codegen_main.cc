// vfx-codegen MODEL.onnx [--config MODEL.json] --out DIR [--name NAME]
//             [--no-fuse] [--no-upconv] [--no-mrt] [--no-split-pool] [--uniform-weights] [--se-readers] [--dump]
//             [--mrt-pointwise pixel-blocks|channel-slices] [--mrt-min-fragments N] [--no-scale-readers] [--web]
//             [--webgpu [--merge-weights A.weights.json,...]] [--external-weights]
//             [--inline-producers | --no-inline-producers]
// vfx-codegen --wgsl SHADER.frag OUT.wgsl [--format rgba16float]
// vfx-codegen --webgpu-effects OUT.json
//
// --no-fuse, --no-upconv, --no-mrt and --no-split-pool switch one optimisation pass off each; --se-readers
// switches the (measured slower, so default off) squeeze-excite reader fusion on
// (codegen/gpu/fusion.h), so its gain can be measured on the same model;
// --web (= --mrt-pointwise pixel-blocks --mrt-min-fragments 0) is the web build's pixel-block mode
// (codegen/gpu/mrt.h); --mrt-min-fragments sets the smallest MRT program (default 16384 fragments);
// --no-scale-readers keeps the SE scaling in a pass of its own (by default the next conv reads it);
// --no-inline-producers keeps small producers in passes of their own (by default a depthwise conv, a
// pool or a channel padding is computed inside its one reader's program, codegen/gpu/producer_inlining.h;
// --web turns that off, --inline-producers on again);
// --name names the plan (default: the model file's stem).
// --external-weights (the wasm build) keeps the weights' bytes out of the plan's C++: it looks them
// up by symbol at run time (src/nn/external_weights.h), and they are written beside it as
// DIR/<model>.weights.bin + .weights.json (a WeightPack); --merge-weights folds such packs into
// the WebGPU plan's weights.bin, the one weights file the browser downloads for both backends.
//
// Compiles an ONNX segmentation model into GPU programs: imports and
// normalises it, fuses and lowers it to a ModelPlan, and writes
//   DIR/<model>.plan.cc   C++ that rebuilds the plan (GLSL and fp16 weights inside, unless external)
//   DIR/<model>.ir.txt    the normalised IR, for reading
//   DIR/<model>.glsl/     one .frag per pass, for glslangValidator
//   DIR/<model>.webgpu/   with --webgpu: plan.json + weights.bin for the WebGPU
//                         runtime, every pass translated to WGSL (codegen/emit/webgpu_plan_writer.h)
// and prints a summary (programs and passes per frame, MACs, weight bytes).
// With --wgsl it translates one fragment program of ours (shaders/) into a
// WGSL compute shader instead (src/wgsl; --format: its outputs' storage format);
// with --webgpu-effects it writes the effects pack of the WebGPU runtime
// (codegen/emit/webgpu_effects_writer.h).
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "codegen/emit/cpp_writer.h"
#include "codegen/emit/webgpu_effects_writer.h"
#include "codegen/emit/webgpu_plan_writer.h"
#include "codegen/emit/weight_pack.h"
#include "codegen/tools/compile_model.h"
#include "src/wgsl/wgsl_from_glsl.h"

namespace vfx::codegen {
namespace {

namespace fs = std::filesystem;

constexpr char kUsage[] =
    "usage: vfx-codegen MODEL.onnx [--config MODEL.json] --out DIR [--name NAME]\n"
    "                   [--no-fuse] [--no-upconv] [--no-mrt] [--no-split-pool] [--uniform-weights] [--se-readers] "
    "[--dump]\n"
    "                   [--mrt-pointwise pixel-blocks|channel-slices] [--mrt-min-fragments N] [--no-scale-readers] "
    "[--web]\n"
    "                   [--webgpu [--merge-weights A.weights.json,...]] [--external-weights]\n"
    "                   [--inline-producers | --no-inline-producers]\n"
    "       vfx-codegen --wgsl SHADER.frag OUT.wgsl [--format rgba16float|rgba32float|rgba8unorm]\n"
    "       vfx-codegen --webgpu-effects OUT.json\n";

struct Args {
  std::string model;
  std::string config;
  std::string out_dir;
  bool dump = false;
  bool webgpu = false;
  bool external_weights = false;
  std::vector<std::string> merge_weights;  // .weights.json files (their .weights.bin beside them)
  std::optional<bool> inline_producers;    // unset: the mode's default (off with --web)
  CompileOptions compile;
};

StatusOr<Args> ParseArgs(int argc, char** argv) {
  Args args;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--config" || a == "--out" || a == "--name") && i + 1 < argc) {
      (a == "--config" ? args.config : a == "--out" ? args.out_dir : args.compile.plan_name) = argv[++i];
    } else if (a == "--dump") {
      args.dump = true;
    } else if (a == "--webgpu") {
      args.webgpu = true;
    } else if (a == "--external-weights") {
      args.external_weights = true;
    } else if (a == "--merge-weights" && i + 1 < argc) {
      std::stringstream list(argv[++i]);
      for (std::string item; std::getline(list, item, ',');) {
        if (!item.empty()) args.merge_weights.push_back(item);
      }
    } else if (a == "--no-fuse") {
      args.compile.fusion.fuse = false;
    } else if (a == "--uniform-weights") {
      args.compile.uniform_weights = true;
    } else if (a == "--se-readers") {
      args.compile.fusion.se_readers = true;
    } else if (a == "--web") {
      gpu::UseWebBuildMode(args.compile.fusion);
    } else if (a == "--no-scale-readers") {
      args.compile.fusion.scale_readers = false;
    } else if (a == "--no-upconv") {
      args.compile.fusion.upconv = false;
    } else if (a == "--no-mrt") {
      args.compile.fusion.mrt = false;
    } else if (a == "--mrt-min-fragments" && i + 1 < argc) {
      char* end = nullptr;
      const long long n = std::strtoll(argv[++i], &end, 10);
      if (end == argv[i] || *end != '\0' || n < 0) {
        return InvalidArgumentError("--mrt-min-fragments needs a count >= 0, got '" + std::string(argv[i]) + "'");
      }
      args.compile.fusion.mrt_min_fragments = n;
    } else if (a == "--mrt-pointwise" && i + 1 < argc) {
      const std::string v = argv[++i];
      if (v != "pixel-blocks" && v != "channel-slices") {
        return InvalidArgumentError("--mrt-pointwise takes pixel-blocks or channel-slices, got '" + v + "'");
      }
      args.compile.fusion.pointwise_pixel_blocks = v == "pixel-blocks";
    } else if (a == "--no-split-pool") {
      args.compile.fusion.split_pool = false;
    } else if (a == "--inline-producers" || a == "--no-inline-producers") {
      args.inline_producers = a == "--inline-producers";
    } else if (!a.empty() && a[0] != '-' && args.model.empty()) {
      args.model = a;
    } else {
      return InvalidArgumentError("unexpected argument '" + a + "'");
    }
  }
  if (args.model.empty() || args.out_dir.empty()) return InvalidArgumentError("MODEL.onnx and --out DIR are required");
  if (!args.merge_weights.empty() && !args.webgpu) return InvalidArgumentError("--merge-weights needs --webgpu");
  if (args.inline_producers) args.compile.fusion.inline_producers = *args.inline_producers;
  return args;
}

std::string OpList(const Graph& graph) {
  std::string s;
  for (const auto& [type, n] : CountOps(graph)) s += " " + type + "×" + std::to_string(n);
  return s;
}

Status WriteFile(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  if (!out) return UnavailableError(path.string() + ": cannot write");
  return Status::Ok();
}

// A pack written by --external-weights: X.weights.json and X.weights.bin beside it.
StatusOr<WeightPack> ReadWeightPack(const std::string& index_path) {
  const std::string suffix = ".json";
  if (index_path.size() <= suffix.size() ||
      index_path.compare(index_path.size() - suffix.size(), suffix.size(), suffix) != 0) {
    return InvalidArgumentError("--merge-weights takes .weights.json files, got '" + index_path + "'");
  }
  ASSIGN_OR_RETURN(std::string index, ReadFile(index_path, "weight index"));
  ASSIGN_OR_RETURN(std::string bin,
                   ReadFile(index_path.substr(0, index_path.size() - suffix.size()) + ".bin", "weights file"));
  StatusOr<WeightPack> pack = WeightPack::Parse(std::vector<uint8_t>(bin.begin(), bin.end()), index);
  if (!pack.ok()) return pack.status().WithContext(index_path);
  return pack;
}

Status Run(const Args& args) {
  ASSIGN_OR_RETURN(CompiledModel model, CompileModel(args.model, args.config, args.compile));
  const nn::ModelPlan& plan = model.plan;
  size_t weight_bytes = 0, half_textures = 0;
  for (const nn::WeightDesc& w : plan.weights) {
    weight_bytes += w.rgba_half.size() * 2 + w.rgba_float.size() * 4;
    half_textures += !w.rgba_half.empty();
  }

  std::cout << args.model << "\n";
  std::cout << "  imported:   " << model.declared_ops << " ONNX nodes (w/o Constant) -> " << model.imported_ops
            << " ops after folding\n";
  std::cout << "  passes:    ";
  for (const PassReport& r : model.passes) std::cout << " " << r.name << "=" << r.rewrites;
  std::cout << "\n  normalised: " << model.graph.ops.size() << " ops:" << OpList(model.graph) << "\n";
  size_t mrt_passes = 0, upconv_passes = 0;
  for (const nn::PassDesc& p : plan.passes) {
    mrt_passes += plan.tensors[p.output].packing != tensor::Packing::kTiled;
    upconv_passes += p.name.rfind("Resize", 0) == 0 && p.name.find("+Conv") != std::string::npos;
  }
  const gpu::FusionOptions& f = args.compile.fusion;
  std::printf(
      "  GPU:        %zu programs, %zu passes per frame (fuse %s, upconv %s, mrt %s, split-pool %s), "
      "%zu weight textures\n",
      plan.passes.size(), plan.passes.size(), f.fuse ? "on" : "off", f.upconv ? "on" : "off", f.mrt ? "on" : "off",
      f.split_pool ? "on" : "off", plan.weights.size());
  std::printf("              %zu passes write 4 render targets, %zu read an upsample inline\n", mrt_passes,
              upconv_passes);
  std::printf("  MACs: %.2f M   weights: %lld parameters, %.1f KiB in textures (%zu of %zu fp16-exact, rest fp32)\n",
              static_cast<double>(model.stats.macs) / 1e6, static_cast<long long>(model.stats.weight_count),
              static_cast<double>(weight_bytes) / 1024.0, half_textures, plan.weights.size());

  std::error_code ec;
  const fs::path out(args.out_dir);
  const std::string stem = fs::path(args.model).stem().string();  // file names; the plan may be renamed
  // Passes of an earlier run would otherwise stay behind when a model now needs fewer.
  fs::remove_all(out / (stem + ".glsl"), ec);
  fs::create_directories(out / (stem + ".glsl"), ec);
  if (ec) return UnavailableError(args.out_dir + ": cannot create the output directory: " + ec.message());
  RETURN_IF_ERROR(WriteFile(out / (stem + ".ir.txt"), DumpGraph(model.graph)));
  for (size_t i = 0; i < plan.passes.size(); ++i) {
    char name[32];
    std::snprintf(name, sizeof(name), "pass%03zu.frag", i);
    RETURN_IF_ERROR(WriteFile(out / (stem + ".glsl") / name, plan.passes[i].fragment_source));
  }
  if (args.external_weights) {
    WeightPack pack;
    pack.AddPlan(plan);
    RETURN_IF_ERROR(WriteFile(out / (stem + ".weights.bin"), std::string(pack.bytes().begin(), pack.bytes().end())));
    RETURN_IF_ERROR(WriteFile(out / (stem + ".weights.json"), "{\"weightIndex\":" + pack.IndexJson() + "}\n"));
  }
  if (args.webgpu) {
    WeightPack others;
    for (const std::string& path : args.merge_weights) {
      ASSIGN_OR_RETURN(WeightPack pack, ReadWeightPack(path));
      others.Merge(pack);
    }
    ASSIGN_OR_RETURN(WebGpuPlanFiles webgpu, WriteWebGpuPlan(plan, std::move(others)));
    const fs::path dir = out / (stem + ".webgpu");
    fs::create_directories(dir, ec);
    if (ec) return UnavailableError(dir.string() + ": cannot create: " + ec.message());
    RETURN_IF_ERROR(WriteFile(dir / "plan.json", webgpu.plan_json));
    RETURN_IF_ERROR(WriteFile(dir / "weights.bin", std::string(webgpu.weights_bin.begin(), webgpu.weights_bin.end())));
  }
  // Written last: the build depends on this file, so it appears only when all is well.
  RETURN_IF_ERROR(WriteFile(out / (stem + ".plan.cc"), WritePlanSource(plan, {args.external_weights})));
  if (args.dump) std::cout << DumpGraph(model.graph);
  return Status::Ok();
}

}  // namespace
}  // namespace vfx::codegen

// vfx-codegen --wgsl IN.frag OUT.wgsl [--format F]
int TranslateShader(int argc, char** argv) {
  std::string in, out, format = "rgba16float";
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--format" && i + 1 < argc) {
      format = argv[++i];
    } else if (in.empty()) {
      in = a;
    } else if (out.empty()) {
      out = a;
    } else {
      in.clear();
      break;
    }
  }
  if (in.empty() || out.empty()) {
    std::cerr << "vfx-codegen: --wgsl needs SHADER.frag and OUT.wgsl\n" << vfx::codegen::kUsage;
    return 2;
  }
  std::ifstream file(in, std::ios::binary);
  std::stringstream glsl;
  glsl << file.rdbuf();
  if (!file) {
    std::cerr << "vfx-codegen: " << in << ": cannot read\n";
    return 1;
  }
  auto shader = vfx::wgsl::ComputeFromFragment(glsl.str(), {format});
  if (!shader.ok()) {
    std::cerr << "vfx-codegen: " << in << ": " << shader.status().message() << "\n";
    return 1;
  }
  std::ofstream(out, std::ios::binary) << shader->source;
  return 0;
}

// vfx-codegen --webgpu-effects OUT.json
int WriteEffects(int argc, char** argv) {
  if (argc != 3) {
    std::cerr << "vfx-codegen: --webgpu-effects needs OUT.json\n" << vfx::codegen::kUsage;
    return 2;
  }
  auto pack = vfx::codegen::WriteWebGpuEffects();
  if (!pack.ok()) {
    std::cerr << "vfx-codegen: effects pack: " << pack.status().message() << "\n";
    return 1;
  }
  std::ofstream out(argv[2], std::ios::binary);
  out << *pack;
  if (!out) {
    std::cerr << "vfx-codegen: " << argv[2] << ": cannot write\n";
    return 1;
  }
  return 0;
}

int main(int argc, char** argv) {
  if (argc > 1 && std::string(argv[1]) == "--wgsl") return TranslateShader(argc, argv);
  if (argc > 1 && std::string(argv[1]) == "--webgpu-effects") return WriteEffects(argc, argv);
  auto args = vfx::codegen::ParseArgs(argc, argv);
  if (!args.ok()) {
    std::cerr << "vfx-codegen: " << args.status().message() << "\n" << vfx::codegen::kUsage;
    return 2;
  }
  vfx::Status status = vfx::codegen::Run(*args);
  if (!status.ok()) {
    std::cerr << "vfx-codegen: " << status.ToString() << "\n";
    return 1;
  }
  return 0;
}
