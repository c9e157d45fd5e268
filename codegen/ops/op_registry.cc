// The one explicit registry of op definitions. No static self-registration:
// a linker could silently drop it in static and wasm builds.
#include <map>

#include "codegen/ops/all_ops.h"
#include "codegen/ops/elementwise_ops.h"

namespace vfx::codegen {

namespace {

const std::map<std::string, OpDef>& Registry() {
  static const std::map<std::string, OpDef> kRegistry = [] {
    std::map<std::string, OpDef> registry;
    for (const OpDef* def :
         {&kConvOp, &kConvTransposeOp, &kAveragePoolOp, &kMaxPoolOp, &kGlobalAveragePoolOp, &kGlobalMaxPoolOp,
          &kBatchNormalizationOp, &kInstanceNormalizationOp, &kResizeOp, &kConcatOp, &kSoftmaxOp, &kTransposeOp,
          &kPadOp, &kReshapeOp, &kFlattenOp, &kSqueezeOp, &kUnsqueezeOp, &kIdentityOp, &kDropoutOp, &kCastOp,
          &kChannelGatherOp, &kMatMulOp, &kGemmOp, &kGroupNormalizationOp, &kLayerNormalizationOp, &kArgMaxOp, &kArgMinOp, &kReduceMeanOp, &kReduceMaxOp, &kReduceMinOp, &kReduceSumOp, &kSplitOp, &kSliceOp,
          &kExpandOp, &kGatherOp, &kDepthToSpaceOp, &kSpaceToDepthOp, &kTileOp}) {
      registry.emplace(def->type, *def);
    }
    for (const std::string& type : ElementwiseOpTypes()) registry.emplace(type, ElementwiseOpDef(type));
    return registry;
  }();
  return kRegistry;
}

}  // namespace

const OpDef* FindOpDef(const std::string& type) {
  auto it = Registry().find(type);
  return it == Registry().end() ? nullptr : &it->second;
}

std::vector<std::string> OpDefTypes() {
  std::vector<std::string> types;
  for (const auto& [type, def] : Registry()) types.push_back(type);
  return types;
}

Status CheckRequiredInputs(const OpDef& def, const Op& op, const std::string& prefix) {
  int present = 0;
  while (present < static_cast<int>(op.inputs.size()) && !op.inputs[static_cast<size_t>(present)].empty()) ++present;
  if (present < def.min_inputs) {
    return InvalidArgumentError(prefix + "'" + op.type + "' needs " + std::to_string(def.min_inputs) +
                                " inputs, the model gives " + std::to_string(present));
  }
  return Status::Ok();
}

}  // namespace vfx::codegen
