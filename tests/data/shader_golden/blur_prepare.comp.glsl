#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
uniform sampler2D u_frame;
uniform sampler2D u_mask;
uniform vec2 u_footprint;
highp vec2 v_uv;
highp vec4 out_weighted;
void vfx_fragment_main() {
  vec4 sum = vec4(0.0);
  for (int j = 0; j < 4; ++j) {
    for (int i = 0; i < 4; ++i) {
      vec2 uv = v_uv + (vec2(float(i), float(j)) - 1.5) * 0.25 * u_footprint;
      float w = 1.0 - smoothstep(0.05, 0.4, texture(u_mask, uv).r);
      sum += vec4(texture(u_frame, uv).rgb * w, w);
    }
  }
  out_weighted = sum / 16.0;
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_weighted);
}
