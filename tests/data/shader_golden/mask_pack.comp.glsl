#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
uniform highp sampler2D u_mask;
uniform int u_channel;
uniform int u_width;
highp vec4 out_packed;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  vec4 packed_values;
  for (int i = 0; i < 4; ++i) {
    int x = min(p.x * 4 + i, u_width - 1);
    packed_values[i] = texelFetch(u_mask, ivec2(x, p.y), 0)[u_channel];
  }
  out_packed = packed_values;
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
