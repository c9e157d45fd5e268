#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
uniform highp sampler2D u_input;
highp vec4 out0;
highp vec4 out1;
highp vec4 out2;
highp vec4 out3;
vec4 Target(vec4 v, float k) {
  return v * (k + 1.0) + vec4(k, -k, k * 0.25, 0.5);
}
void vfx_fragment_main() {
  vec4 v = texelFetch(u_input, ivec2(vfx_frag_coord.xy), 0);
  out0 = Target(v, 0.0);
  out1 = Target(v, 1.0);
  out2 = Target(v, 2.0);
  out3 = Target(v, 3.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
layout(rgba16f, binding = 1) writeonly uniform highp image2D vfx_output_1;
layout(rgba16f, binding = 2) writeonly uniform highp image2D vfx_output_2;
layout(rgba16f, binding = 3) writeonly uniform highp image2D vfx_output_3;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out0);
  imageStore(vfx_output_1, pixel, out1);
  imageStore(vfx_output_2, pixel, out2);
  imageStore(vfx_output_3, pixel, out3);
}
