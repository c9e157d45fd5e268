#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_regressors;
uniform sampler2D u_scores;
highp vec4 out_packed;
void vfx_fragment_main() {
  ivec2 c = ivec2(vfx_frag_coord.xy);
  int t = c.y * 16 + c.x;
  int anchor = t / 5;
  int k = t - anchor * 5;
  if (anchor >= textureSize(u_scores, 0).y) {
    out_packed = vec4(0.0);
  } else if (k == 4) {
    out_packed = vec4(texelFetch(u_scores, ivec2(0, anchor), 0).r, 0.0, 0.0, 0.0);
  } else {
    out_packed = vec4(texelFetch(u_regressors, ivec2(4 * k, anchor), 0).r, texelFetch(u_regressors, ivec2(4 * k + 1, anchor), 0).r, texelFetch(u_regressors, ivec2(4 * k + 2, anchor), 0).r, texelFetch(u_regressors, ivec2(4 * k + 3, anchor), 0).r);
  }
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_packed);
}
