#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_guide_stats;
uniform sampler2D u_guide_texture;
uniform int u_radius;
uniform float u_epsilon;
highp vec4 out_coeffs;
highp vec4 out_coeffs_t;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
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
  vec3 inner = sum_inner / n;
  sigma[0][0] += u_epsilon + inner.r;
  sigma[1][1] += u_epsilon + inner.g;
  sigma[2][2] += u_epsilon + inner.b;
  sigma[3][3] += u_epsilon;
  vec4 a = inverse(sigma) * cov_fp;
  out_coeffs = vec4(a.rgb, mean_p - dot(a, mean_f));
  out_coeffs_t = vec4(a.w, 0.0, 0.0, 0.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
layout(rgba16f, binding = 1) writeonly uniform highp image2D vfx_output_1;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_coeffs);
  imageStore(vfx_output_1, pixel, out_coeffs_t);
}
