#version 300 es
// Mask refinement, step 2 of the fast guided filter: each pixel's model is the
// mean of the models of every window that covers it (a box mean of a and b),
// which keeps the refined mask smooth where the windows disagree.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_coeffs;    // a.rgb, b0 (guided_coeffs.frag)
uniform sampler2D u_coeffs_t;  // a.t
uniform int u_radius;
layout(location = 0) out vec4 out_coeffs;
layout(location = 1) out vec4 out_coeffs_t;

void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  ivec2 last = textureSize(u_coeffs, 0) - 1;
  vec4 sum = vec4(0.0);
  float sum_t = 0.0;
  for (int dy = -u_radius; dy <= u_radius; ++dy) {
    for (int dx = -u_radius; dx <= u_radius; ++dx) {
      ivec2 t = clamp(p + ivec2(dx, dy), ivec2(0), last);
      sum += texelFetch(u_coeffs, t, 0);
      sum_t += texelFetch(u_coeffs_t, t, 0).r;
    }
  }
  float n = float((2 * u_radius + 1) * (2 * u_radius + 1));
  out_coeffs = sum / n;
  out_coeffs_t = vec4(sum_t / n, 0.0, 0.0, 0.0);
}
