// ONNX ModelProto -> codegen IR.
//
// Weights come from initializers and from Constant nodes alike; every other
// node becomes an IR op. Anything that cannot be represented (a malformed or
// truncated file, an unsupported op, attribute or data type) is a Status that
// names the file, and the node and op where there is one.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "codegen/ir/graph.h"
#include "src/core/status.h"

namespace onnx {
class ModelProto;
}

namespace vfx::codegen {

struct ImportOptions {
  // Fixed shapes for graph inputs, by name, in the model's own layout; they
  // replace symbolic dims. Without one, a symbolic leading (batch) dim
  // becomes 1 and any other symbolic dim is an error.
  std::map<std::string, std::vector<int64_t>> input_shapes;
  // Graph inputs that become constants (a model's parameters, not the
  // picture): their values, in the declared shape, or [n] where that is symbolic.
  std::map<std::string, std::vector<float>> fixed_inputs;
  // Run shape inference and constant folding after the conversion.
  bool infer_shapes = true;
};

// Reads, parses and converts `path`.
StatusOr<Graph> ImportOnnxFile(const std::string& path, const ImportOptions& options = {});

// Parses serialized ModelProto bytes; `source` names the model in errors.
StatusOr<Graph> ImportOnnxBytes(const std::string& bytes, const std::string& source,
                                const ImportOptions& options = {});

// Converts an already-parsed model.
StatusOr<Graph> ImportOnnxModel(const onnx::ModelProto& model, const std::string& source,
                                const ImportOptions& options = {});

// The op types the IR accepts from ONNX (before normalisation).
const std::vector<std::string>& SupportedOnnxOps();

}  // namespace vfx::codegen
