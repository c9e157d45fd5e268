// The op definitions of this folder, for the registry (op_registry.cc).
#pragma once

#include "codegen/ops/op_def.h"

namespace vfx::codegen {

extern const OpDef kConvOp, kConvTransposeOp, kAveragePoolOp, kMaxPoolOp, kGlobalAveragePoolOp, kGlobalMaxPoolOp,
    kBatchNormalizationOp, kInstanceNormalizationOp, kResizeOp, kConcatOp, kSoftmaxOp, kTransposeOp, kPadOp,
    kReshapeOp, kFlattenOp, kSqueezeOp, kUnsqueezeOp, kIdentityOp, kDropoutOp, kCastOp, kChannelGatherOp, kMatMulOp,
    kGemmOp, kGroupNormalizationOp, kLayerNormalizationOp, kArgMaxOp, kArgMinOp, kReduceMeanOp, kReduceMaxOp, kReduceMinOp, kReduceSumOp, kSplitOp, kSliceOp, kExpandOp, kGatherOp,
    kDepthToSpaceOp, kSpaceToDepthOp, kTileOp;

}  // namespace vfx::codegen
