#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_frame;
uniform sampler2D u_mask;
uniform vec2 u_footprint;
uniform vec4 u_frame_to_mask;
uniform int u_has_mask;
highp vec2 v_uv;
highp vec4 out_luma;
void vfx_fragment_main() {
  float sum = 0.0;
  for (int j = 0; j < 4; ++j) {
    for (int i = 0; i < 4; ++i) {
      vec2 offset = (vec2(float(i), float(j)) - 1.5) * 0.25 * u_footprint;
      sum += dot(texture(u_frame, v_uv + offset).rgb, vec3(0.299, 0.587, 0.114));
    }
  }
  float mask = u_has_mask != 0 ? texture(u_mask, v_uv * u_frame_to_mask.xy + u_frame_to_mask.zw).r : 0.0;
  out_luma = vec4(sum / 16.0, mask, 0.0, 1.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_luma);
}
