#version 300 es
// A frame as a small luma image for the motion search of a reused mask
// (src/nodes/mask_motion_node.h): r = the mean luma over the texel's
// footprint (a 4×4 grid of bilinear taps, as downscale.frag), g = the person
// mask at the texel's centre where one is given (the key frame's), else 0.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_frame;      // LINEAR filtering
uniform sampler2D u_mask;       // LINEAR, the probability in channel 0
uniform vec2 u_footprint;       // one output texel, in frame uv
uniform vec4 u_frame_to_mask;   // mask uv = frame uv * xy + zw
uniform int u_has_mask;
in vec2 v_uv;
// webgpu-outputs: rgba16float
out vec4 out_luma;

void main() {
  float sum = 0.0;
  for (int j = 0; j < 4; ++j) {
    for (int i = 0; i < 4; ++i) {
      vec2 offset = (vec2(float(i), float(j)) - 1.5) * 0.25 * u_footprint;
      sum += dot(texture(u_frame, v_uv + offset).rgb, vec3(0.299, 0.587, 0.114));
    }
  }
  float mask = u_has_mask != 0 ? texture(u_mask, v_uv * u_frame_to_mask.xy + u_frame_to_mask.zw).r : 0.0;
  out_luma = vec4(sum / 16.0, mask, 0.0, 1.0);
}
