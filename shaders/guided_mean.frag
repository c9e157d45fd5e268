#version 300 es
// Mask refinement, step 2 of the fast guided filter: each texel's model is the
// mean of the models of every window that covers it (a box mean of a and b),
// which keeps the refined mask smooth where the windows disagree.
// The (2r+1)^2 box is read as (r+1)^2 bilinear taps: along each axis, r taps
// halfway between two texels (their mean, weight 2) and one on the last
// texel (weight 1); clamp-to-edge repeats the border texel as the clamped
// texel reads did. The texture term is folded into the offset here,
// b0 + a.t * t with t the texel's own texture, so the full-resolution pass
// reads one texture of coefficients.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_coeffs;       // a.rgb, b0 (guided_coeffs.frag), LINEAR
uniform sampler2D u_coeffs_t;     // a.t, LINEAR
uniform sampler2D u_guide_stats;  // a: the texel's texture t (guide_variance.frag)
uniform int u_radius;
// webgpu-outputs: rgba16float
out vec4 out_coeffs;              // a.rgb, b0 + a.t * t

void main() {
  vec2 texel = 1.0 / vec2(textureSize(u_coeffs, 0));
  vec2 center = gl_FragCoord.xy * texel;
  vec4 sum = vec4(0.0);
  float sum_t = 0.0;
  for (int j = 0; j <= u_radius; ++j) {
    float y = j < u_radius ? float(2 * j - u_radius) + 0.5 : float(u_radius);
    float wy = j < u_radius ? 2.0 : 1.0;
    for (int i = 0; i <= u_radius; ++i) {
      float x = i < u_radius ? float(2 * i - u_radius) + 0.5 : float(u_radius);
      float w = wy * (i < u_radius ? 2.0 : 1.0);
      vec2 uv = center + vec2(x, y) * texel;
      sum += w * texture(u_coeffs, uv);
      sum_t += w * texture(u_coeffs_t, uv).r;
    }
  }
  float n = float((2 * u_radius + 1) * (2 * u_radius + 1));
  float t = texelFetch(u_guide_stats, ivec2(gl_FragCoord.xy), 0).a;
  vec4 model = sum / n;
  out_coeffs = vec4(model.rgb, model.a + (sum_t / n) * t);
}
