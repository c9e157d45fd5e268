#version 300 es
// Mask refinement, step 2 of the fast guided filter: each pixel's model is the
// mean of the models of every window that covers it (a box mean of a and b),
// which keeps the refined mask smooth where the windows disagree.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_coeffs;  // a.rgb, b (guided_coeffs.frag)
uniform int u_radius;
out vec4 out_coeffs;

void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  ivec2 last = textureSize(u_coeffs, 0) - 1;
  vec4 sum = vec4(0.0);
  for (int dy = -u_radius; dy <= u_radius; ++dy) {
    for (int dx = -u_radius; dx <= u_radius; ++dx) {
      sum += texelFetch(u_coeffs, clamp(p + ivec2(dx, dy), ivec2(0), last), 0);
    }
  }
  out_coeffs = sum / float((2 * u_radius + 1) * (2 * u_radius + 1));
}
