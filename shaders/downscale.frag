#version 300 es
// Camera frame -> model input: RGB in 0..1 at the network's resolution.
// A 4×4 grid of bilinear taps over each output texel's footprint in the
// source is a box prefilter, so a 1080p frame shrinking to 256 does not alias.
// u_uv_scale/u_uv_offset map output uv to source uv (stretch or letterbox);
// outside the source the output is u_pad (letterbox bars).
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_frame;    // LINEAR filtering
uniform vec2 u_uv_scale;
uniform vec2 u_uv_offset;
uniform vec2 u_footprint;     // one output texel, in source uv
uniform vec3 u_pad;
in vec2 v_uv;
// webgpu-outputs: rgba32float
out vec4 out_rgb;

void main() {
  vec2 center = v_uv * u_uv_scale + u_uv_offset;
  if (any(lessThan(center, vec2(0.0))) || any(greaterThan(center, vec2(1.0)))) {
    out_rgb = vec4(u_pad, 0.0);
    return;
  }
  vec3 sum = vec3(0.0);
  for (int j = 0; j < 4; ++j) {
    for (int i = 0; i < 4; ++i) {
      vec2 offset = (vec2(float(i), float(j)) - 1.5) * 0.25 * u_footprint;
      sum += texture(u_frame, center + offset).rgb;
    }
  }
  out_rgb = vec4(sum / 16.0, 0.0);
}
