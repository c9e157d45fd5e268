#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_coeffs;
uniform sampler2D u_coeffs_t;
uniform sampler2D u_guide_stats;
uniform int u_radius;
highp vec4 out_coeffs;
void vfx_fragment_main() {
  vec2 texel = 1.0 / vec2(textureSize(u_coeffs, 0));
  vec2 center = vfx_frag_coord.xy * texel;
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
  float t = texelFetch(u_guide_stats, ivec2(vfx_frag_coord.xy), 0).a;
  vec4 model = sum / n;
  out_coeffs = vec4(model.rgb, model.a + (sum_t / n) * t);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_coeffs);
}
