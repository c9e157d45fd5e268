#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_sums;
uniform sampler2D u_prior;
uniform int u_use_prior;
uniform int u_radius;
uniform float u_step;
uniform float u_motion_cost;
highp vec4 out_cost;
void vfx_fragment_main() {
  ivec2 c = ivec2(vfx_frag_coord.xy);
  int n = 2 * u_radius + 1;
  int rows = textureSize(u_sums, 0).y / n;
  vec3 sums = vec3(0.0);
  for (int r = 0; r < rows; ++r) {
    sums += texelFetch(u_sums, ivec2(c.x, c.y + r * n), 0).rgb;
  }
  vec2 prior = u_use_prior != 0 ? texelFetch(u_prior, ivec2(0, 0), 0).rg : vec2(0.0);
  vec2 d = prior + vec2(c - ivec2(u_radius)) * u_step;
  float score = sums.g > 0.5 * sums.b && sums.g > 0.0 ? sums.r / sums.g + u_motion_cost * length(d) : 1e3;
  out_cost = vec4(score, sums.g, 0.0, 1.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_cost);
}
