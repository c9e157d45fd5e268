#include "codegen/passes/normalize.h"

#include "codegen/passes/absorb_edge_transposes.h"
#include "codegen/passes/average_pool_to_global.h"
#include "codegen/passes/canonicalize_vectors.h"
#include "codegen/passes/channel_gather.h"
#include "codegen/passes/decompose_compound_ops.h"
#include "codegen/passes/drop_broadcast_expands.h"
#include "codegen/passes/expand_grouped_convs.h"
#include "codegen/passes/fold_pad_into_conv.h"
#include "codegen/passes/lower_global_reductions.h"
#include "codegen/passes/output_head.h"
#include "codegen/passes/fold_batch_norm.h"
#include "codegen/passes/fold_softmax_transposes.h"
#include "codegen/passes/recognize_hard_activations.h"
#include "codegen/passes/remove_no_ops.h"
#include "codegen/passes/sink_transposes.h"

namespace vfx::codegen {

const std::vector<NamedPass>& NormalizationPasses() {
  static const std::vector<NamedPass> kPasses = {
      {"remove_no_ops", RemoveNoOps},
      {"decompose_compound_ops", DecomposeCompoundOps},
      {"fold_batch_norm", FoldBatchNorm},
      {"sink_transposes", SinkTransposes},
      {"lower_global_reductions", LowerGlobalReductions},
      {"canonicalize_vectors", CanonicalizeVectors},
      {"drop_broadcast_expands", DropBroadcastExpands},
      {"rewrite_channel_moves", RewriteChannelMoves},
      {"unsqueeze_output", UnsqueezeOutput},
      {"fold_pad_into_conv", FoldPadIntoConv},
      {"expand_grouped_convs", ExpandGroupedConvs},
      {"fold_softmax_transposes", FoldSoftmaxTransposes},
      {"absorb_edge_transposes", AbsorbEdgeTransposes},
      {"recognize_hard_activations", RecognizeHardActivations},
      {"average_pool_to_global", AveragePoolToGlobal},
  };
  return kPasses;
}

StatusOr<std::vector<PassReport>> NormalizeGraph(Graph& graph) {
  std::vector<PassReport> reports;
  for (const NamedPass& pass : NormalizationPasses()) {
    StatusOr<int> rewrites = pass.run(graph);
    if (!rewrites.ok()) return rewrites.status().WithContext(std::string("pass ") + pass.name);
    reports.push_back({pass.name, *rewrites});
  }
  graph.RemoveDeadOps();
  RETURN_IF_ERROR(ValidateGraph(graph, /*require_shapes=*/true));
  return reports;
}

}  // namespace vfx::codegen
