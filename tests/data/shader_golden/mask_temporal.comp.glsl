#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_current;
uniform sampler2D u_previous;
uniform int u_channel;
uniform bool u_reset;
uniform float u_min_alpha;
highp vec2 v_uv;
highp vec4 out_mask;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  float current = texelFetch(u_current, p, 0)[u_channel];
  float previous = texelFetch(u_previous, p, 0).r;
  float alpha = u_reset ? 1.0 : mix(u_min_alpha, 1.0, smoothstep(0.15, 0.35, abs(current - previous)));
  out_mask = vec4(mix(previous, current, alpha), 0.0, 0.0, 1.0);
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
