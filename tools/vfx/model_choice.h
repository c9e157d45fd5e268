// Which segmentation model a vfx command runs: a built-in one by name
// (--model) or an ONNX file compiled at start (--model-file, with its JSON
// config in --config: codegen/tools/model_config.h). `vfx apply` and
// `vfx edges` take the same three flags under the same rules.
#pragma once

#include <optional>
#include <string>

#include "src/core/status.h"
#include "src/nn/model_plan.h"

namespace vfx::tools {

struct ModelChoice {
  std::string name;    // --model (a built-in model; the command's default until given)
  std::string file;    // --model-file
  std::string config;  // --config
  bool name_given = false;

  // Whether `flag` is one of the three.
  static bool IsFlag(const std::string& flag);
  // Takes `flag` (one of the three) with its value.
  void Set(const std::string& flag, const std::string& value);
  // The flags' rules: --model and --model-file exclude each other; --config needs --model-file.
  Status Check() const;
  // The built-in plan, or the file compiled now (its passes and MACs reported on stderr).
  StatusOr<nn::ModelPlan> Plan() const;
  // The built-in model at its small input (levels 2 and 3's net on a slow GPU), if
  // it has one; a file brings none.
  StatusOr<std::optional<nn::ModelPlan>> SmallPlan() const;
};

}  // namespace vfx::tools
