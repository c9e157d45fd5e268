#include "src/nodes/segmentation_node.h"

#include "src/gl/record_context.h"

#include <algorithm>

namespace vfx::nodes {

StatusOr<NetShape> SegmentationNode::ShapeOf(const nn::ModelPlan& plan) {
  if (plan.input < 0 || plan.output < 0) return InvalidArgumentError("model '" + plan.name + "' has no input or output");
  auto texture = [&plan](int tensor) -> StatusOr<tensor::TextureLayout> {
    const nn::TensorDesc& t = plan.tensors[static_cast<size_t>(tensor)];
    ASSIGN_OR_RETURN(tensor::TextureLayout layout, tensor::TextureLayout::Create(t.shape, t.packing,
                                                                                 plan.max_texture_size));
    if (!layout.single_plane()) {
      return InvalidArgumentError("model '" + plan.name + "': tensor '" + t.name + "' is not a single texture");
    }
    return layout;
  };
  ASSIGN_OR_RETURN(tensor::TextureLayout in, texture(plan.input));
  ASSIGN_OR_RETURN(tensor::TextureLayout out, texture(plan.output));
  return NetShape{in.texture_width(), in.texture_height(), out.texture_width(), out.texture_height(),
                  plan.output_channel};
}

StatusOr<std::unique_ptr<SegmentationNode>> SegmentationNode::Create(const nn::ModelPlan& plan,
                                                                     const nn::PlanRunnerOptions& options,
                                                                     Fit fit) {
  std::unique_ptr<SegmentationNode> node(new SegmentationNode());
  node->fit_ = fit;
  ASSIGN_OR_RETURN(node->runner_, nn::PlanRunner::Create(plan, options));
  const tensor::TextureLayout& layout = node->runner_->layout(plan.input);
  if (!layout.single_plane()) {
    return InvalidArgumentError("model '" + plan.name + "' input is not a single RGB texture");
  }
  ASSIGN_OR_RETURN(node->downscale_, GpuPass::Create("downscale.frag", options.activation_format, node->runner_->pass_kind()));
  node->input_ = &node->runner_->textures(plan.input)[0];
  node->output_ = &node->runner_->output_texture();
  node->output_channel_ = plan.output_channel;
  ASSIGN_OR_RETURN(node->input_target_, gl::Framebuffer::Create({node->input_}));
  return node;
}

Status SegmentationNode::CheckShape(const NetShape& shape) {
  if (shape.input_width <= 0 || shape.input_height <= 0 || shape.mask_width <= 0 || shape.mask_height <= 0 ||
      shape.mask_channel < 0 || shape.mask_channel > 3) {
    return InvalidArgumentError("network shape: input " + std::to_string(shape.input_width) + "x" +
                                std::to_string(shape.input_height) + ", mask " + std::to_string(shape.mask_width) +
                                "x" + std::to_string(shape.mask_height) + " channel " +
                                std::to_string(shape.mask_channel) + " is not a network's");
  }
  return Status::Ok();
}

StatusOr<std::unique_ptr<SegmentationNode>> SegmentationNode::CreateRecorded(const NetShape& shape,
                                                                             gl::TextureFormat activation_format,
                                                                             Fit fit, const std::string& net) {
  if (gl::RecordContext::Current() == nullptr) return InternalError("a recorded segmentation needs a record context");
  RETURN_IF_ERROR(CheckShape(shape));
  std::unique_ptr<SegmentationNode> node(new SegmentationNode());
  node->fit_ = fit;
  node->net_name_ = net;
  ASSIGN_OR_RETURN(node->recorded_input_,
                   gl::Texture::Create(shape.input_width, shape.input_height, activation_format));
  ASSIGN_OR_RETURN(node->recorded_output_,
                   gl::Texture::Create(shape.mask_width, shape.mask_height, gl::TextureFormat::kRgba32F));
  node->input_ = &node->recorded_input_;
  node->output_ = &node->recorded_output_;
  node->output_channel_ = shape.mask_channel;
  ASSIGN_OR_RETURN(node->downscale_, GpuPass::Create("downscale.frag", activation_format, gl::PassKind::kFragment));
  ASSIGN_OR_RETURN(node->input_target_, gl::Framebuffer::Create({node->input_}));
  return node;
}

StatusOr<FrameRef> SegmentationNode::Downscale(const FrameRef& frame) {
  if (frame.texture == nullptr || frame.width <= 0 || frame.height <= 0) {
    return InvalidArgumentError("segmentation needs a frame");
  }
  const gl::Texture& input = *input_;
  const float out_w = static_cast<float>(input.width()), out_h = static_cast<float>(input.height());
  float scale_x = 1, scale_y = 1, offset_x = 0, offset_y = 0;
  if (fit_ == Fit::kLetterbox) {
    // The frame keeps its aspect inside the network input; the rest is bars.
    float frame_aspect = static_cast<float>(frame.width) / frame.height;
    float input_aspect = out_w / out_h;
    if (frame_aspect > input_aspect) {
      scale_y = frame_aspect / input_aspect;
      offset_y = (1 - scale_y) / 2;
    } else {
      scale_x = input_aspect / frame_aspect;
      offset_x = (1 - scale_x) / 2;
    }
  }
  RETURN_IF_ERROR(downscale_.Use()
      .Texture("u_frame", 0, *frame.texture)
      .Vec2("u_uv_scale", scale_x, scale_y)
      .Vec2("u_uv_offset", offset_x, offset_y)
      .Vec2("u_footprint", scale_x / out_w, scale_y / out_h)
      .Vec3("u_pad", 0.5f, 0.5f, 0.5f)
      .Draw(input_target_));
  // Inverse of frame uv = input uv * scale + offset.
  mask_.frame_to_mask_scale[0] = 1 / scale_x;
  mask_.frame_to_mask_scale[1] = 1 / scale_y;
  mask_.frame_to_mask_offset[0] = -offset_x / scale_x;
  mask_.frame_to_mask_offset[1] = -offset_y / scale_y;
  return FrameRef{&input, input.width(), input.height()};
}

bool SegmentationNode::ResetsState(const graph::Pass& pass) {
  if (pass.type != graph::PassType::kNet) return false;
  return std::any_of(pass.uniforms.begin(), pass.uniforms.end(), [](const graph::Uniform& u) {
    return u.name == kResetStateUniform && u.integer && u.i[0] != 0;
  });
}

StatusOr<MaskRef> SegmentationNode::Segment() {
  const bool reset = reset_state_;
  reset_state_ = false;
  if (runner_) {
    if (reset) RETURN_IF_ERROR(runner_->ResetState());
    RETURN_IF_ERROR(runner_->Run());
  } else {
    graph::PassRecorder* recorder = graph::PassRecorder::Current();
    if (recorder == nullptr) return InternalError("the recorded network ran with no pass recorder current");
    graph::Pass pass;
    pass.type = graph::PassType::kNet;
    pass.program = net_name_;
    pass.inputs = {{"input", input_->id()}};
    pass.outputs = {output_->id()};
    pass.width = output_->width();
    pass.height = output_->height();
    graph::Uniform uniform;  // always there, so the pass list keeps one structure
    uniform.name = kResetStateUniform;
    uniform.integer = true;
    uniform.count = 1;
    uniform.i[0] = reset ? 1 : 0;
    pass.uniforms.push_back(uniform);
    recorder->Record(std::move(pass));
  }
  const gl::Texture& out = *output_;
  MaskRef mask = mask_;
  mask.texture = &out;
  mask.width = out.width();
  mask.height = out.height();
  mask.channel = output_channel_;
  return mask;
}

}  // namespace vfx::nodes
