#version 300 es
// Mask refinement, step 1 of the fast guided filter (He and Sun, "Fast Guided
// Filter", 2015), at the network's resolution: in the (2r+1)^2 window around
// each texel, the mask is fitted as a linear function of the guide,
// mask ~ a . (r, g, b, t) + b0, with (r, g, b) the texel's mean colour in the
// frame and t its texture (luma deviation), both from guide_variance.frag;
// least squares with ridge epsilon. Where the window holds a colour or
// texture edge, a follows it; where the guide is flat, a -> 0 and b0 is the
// mean mask. The full-resolution pass evaluates the model at each pixel's own
// colour (the texture term is folded into b0 per texel: guided_mean.frag), so
// edges land where the picture's edges are. Five coefficients: two outputs.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_guide_stats;    // rgb: mean colour of each texel's pixels; a: t
uniform sampler2D u_guide_texture;  // rgb: colour variance inside each texel; a: the mask
uniform int u_radius;               // window radius in low-resolution texels
uniform float u_epsilon;            // ridge term, in squared guide units
// webgpu-outputs: rgba16float rgba16float
layout(location = 0) out vec4 out_coeffs;    // a.rgb, b0
layout(location = 1) out vec4 out_coeffs_t;  // a.t, 0, 0, 0

void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  ivec2 last = textureSize(u_guide_stats, 0) - 1;
  vec4 sum_f = vec4(0.0), sum_fp = vec4(0.0);
  vec3 sum_inner = vec3(0.0);
  mat4 sum_ff = mat4(0.0);
  float sum_p = 0.0;
  for (int dy = -u_radius; dy <= u_radius; ++dy) {
    for (int dx = -u_radius; dx <= u_radius; ++dx) {
      ivec2 t = clamp(p + ivec2(dx, dy), ivec2(0), last);
      vec4 f = texelFetch(u_guide_stats, t, 0);
      vec4 texture_and_mask = texelFetch(u_guide_texture, t, 0);
      float m = texture_and_mask.a;
      sum_f += f;
      sum_p += m;
      sum_fp += f * m;
      sum_ff += outerProduct(f, f);
      sum_inner += texture_and_mask.rgb;
    }
  }
  float n = float((2 * u_radius + 1) * (2 * u_radius + 1));
  vec4 mean_f = sum_f / n;
  float mean_p = sum_p / n;
  vec4 cov_fp = sum_fp / n - mean_f * mean_p;
  mat4 sigma = sum_ff * (1.0 / n) - outerProduct(mean_f, mean_f);
  // E[I^2] over the full-resolution pixels is the texel mean squared plus the
  // variance inside the texel: added on the diagonal (a ridge; cross terms left out).
  vec3 inner = sum_inner / n;
  sigma[0][0] += u_epsilon + inner.r;
  sigma[1][1] += u_epsilon + inner.g;
  sigma[2][2] += u_epsilon + inner.b;
  sigma[3][3] += u_epsilon;
  vec4 a = inverse(sigma) * cov_fp;
  out_coeffs = vec4(a.rgb, mean_p - dot(a, mean_f));
  out_coeffs_t = vec4(a.w, 0.0, 0.0, 0.0);
}
