#version 300 es
// The key frame's mask moved by the person's motion since then (motion_pick's
// result): a reused mask follows the person instead of showing where they were.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_mask;            // the key frame's smoothed mask, channel 0 (LINEAR)
uniform sampler2D u_motion;          // 1×1: d in luma texels (rg)
uniform vec2 u_motion_to_mask_uv;    // one luma texel of motion in mask uv
in vec2 v_uv;
// webgpu-outputs: rgba16float
out vec4 out_mask;

void main() {
  vec2 d = texelFetch(u_motion, ivec2(0, 0), 0).rg;
  out_mask = vec4(texture(u_mask, v_uv - d * u_motion_to_mask_uv).r, 0.0, 0.0, 1.0);
}
