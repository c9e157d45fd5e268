// vfx-codegen MODEL.onnx [--config MODEL.json] --out DIR [--dump]
//
// Imports an ONNX model, normalises it and prints a summary (ops after
// normalisation, MACs, weight bytes). Code emission comes later; for now the
// normalised IR is written to DIR/<model>.ir.txt.
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <string>

#include "codegen/import/onnx_importer.h"
#include "codegen/ir/model_stats.h"
#include "codegen/passes/normalize.h"
#include "codegen/tools/model_config.h"

namespace vfx::codegen {
namespace {

constexpr char kUsage[] = "usage: vfx-codegen MODEL.onnx [--config MODEL.json] --out DIR [--dump]\n";

struct Args {
  std::string model;
  std::string config;
  std::string out_dir;
  bool dump = false;
};

StatusOr<Args> ParseArgs(int argc, char** argv) {
  Args args;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--config" || a == "--out") && i + 1 < argc) {
      (a == "--config" ? args.config : args.out_dir) = argv[++i];
    } else if (a == "--dump") {
      args.dump = true;
    } else if (!a.empty() && a[0] != '-' && args.model.empty()) {
      args.model = a;
    } else {
      return InvalidArgumentError("unexpected argument '" + a + "'");
    }
  }
  if (args.model.empty() || args.out_dir.empty()) return InvalidArgumentError("MODEL.onnx and --out DIR are required");
  return args;
}

std::string OpList(const Graph& graph) {
  std::string s;
  for (const auto& [type, n] : CountOps(graph)) s += " " + type + "×" + std::to_string(n);
  return s;
}

Status Run(const Args& args) {
  ModelConfig config;
  if (!args.config.empty()) {
    ASSIGN_OR_RETURN(config, LoadModelConfig(args.config));
  }
  ImportOptions declared_options;
  declared_options.infer_shapes = false;
  ASSIGN_OR_RETURN(Graph declared, ImportOnnxFile(args.model, declared_options));
  ASSIGN_OR_RETURN(ImportOptions options, ImportOptionsFor(config, declared));
  ASSIGN_OR_RETURN(Graph graph, ImportOnnxFile(args.model, options));
  const size_t imported_ops = graph.ops.size();
  const std::string imported_list = OpList(graph);
  ASSIGN_OR_RETURN(std::vector<PassReport> reports, NormalizeGraph(graph));
  const ModelStats stats = ComputeModelStats(graph);

  std::cout << args.model << "\n";
  std::cout << "  imported:   " << declared.ops.size() << " ONNX nodes (w/o Constant) -> " << imported_ops
            << " ops after folding:" << imported_list << "\n";
  std::cout << "  passes:    ";
  for (const PassReport& r : reports) std::cout << " " << r.name << "=" << r.rewrites;
  std::cout << "\n  normalised: " << graph.ops.size() << " ops:" << OpList(graph) << "\n";
  for (const GraphEdge& e : graph.inputs) {
    std::cout << "  input  '" << e.external_name << "' " << LayoutName(e.external_layout) << "\n";
  }
  for (const GraphEdge& e : graph.outputs) {
    std::cout << "  output '" << e.external_name << "' " << LayoutName(e.external_layout) << "\n";
  }
  std::printf("  MACs: %.2f M   weights: %lld floats, %.1f KiB fp32   activations written (unfused): %.2f M floats\n",
              static_cast<double>(stats.macs) / 1e6, static_cast<long long>(stats.weight_count),
              static_cast<double>(stats.weight_bytes) / 1024.0, static_cast<double>(stats.activation_floats) / 1e6);

  std::error_code ec;
  std::filesystem::create_directories(args.out_dir, ec);
  if (ec) return UnavailableError(args.out_dir + ": cannot create the output directory: " + ec.message());
  const std::string stem = std::filesystem::path(args.model).stem().string();
  const std::string ir_path = (std::filesystem::path(args.out_dir) / (stem + ".ir.txt")).string();
  std::ofstream ir(ir_path);
  ir << DumpGraph(graph);
  if (!ir) return UnavailableError(ir_path + ": cannot write");
  if (args.dump) std::cout << DumpGraph(graph);
  return Status::Ok();
}

}  // namespace
}  // namespace vfx::codegen

int main(int argc, char** argv) {
  auto args = vfx::codegen::ParseArgs(argc, argv);
  if (!args.ok()) {
    std::cerr << args.status().message() << "\n" << vfx::codegen::kUsage;
    return 2;
  }
  vfx::Status status = vfx::codegen::Run(*args);
  if (!status.ok()) {
    std::cerr << "vfx-codegen: " << status.ToString() << "\n";
    return 1;
  }
  return 0;
}
