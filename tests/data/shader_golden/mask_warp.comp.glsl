#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_mask;
uniform sampler2D u_motion;
uniform vec2 u_motion_to_mask_uv;
highp vec2 v_uv;
highp vec4 out_mask;
void vfx_fragment_main() {
  vec2 d = texelFetch(u_motion, ivec2(0, 0), 0).rg;
  out_mask = vec4(texture(u_mask, v_uv - d * u_motion_to_mask_uv).r, 0.0, 0.0, 1.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_mask);
}
