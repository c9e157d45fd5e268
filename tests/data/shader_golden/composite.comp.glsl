#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
uniform sampler2D u_foreground;
uniform sampler2D u_mask;
uniform sampler2D u_background;
uniform int u_mode;
uniform vec3 u_color;
uniform vec2 u_bg_uv_scale;
uniform vec2 u_bg_uv_offset;
uniform int u_soften;
uniform sampler2D u_local_mean;
uniform vec4 u_local_mean_uv;
highp vec2 v_uv;
highp vec4 out_color;
void vfx_fragment_main() {
  vec3 fg = texture(u_foreground, v_uv).rgb;
  if (u_mode == 0) {
    out_color = vec4(fg, 1.0);
    return;
  }
  vec3 bg;
  if (u_mode == 1) {
    vec4 b = texture(u_background, v_uv);
    bg = b.a > 1e-3 ? b.rgb / b.a : fg;
  } else if (u_mode == 2) {
    bg = texture(u_background, v_uv * u_bg_uv_scale + u_bg_uv_offset).rgb;
  } else {
    bg = u_color;
  }
  float m = texture(u_mask, v_uv).r;
  if (u_soften == 1 && m > 0.1 && m < 0.98) {
    vec3 soft = texture(u_local_mean, v_uv * u_local_mean_uv.xy + u_local_mean_uv.zw).rgb;
    fg = mix(soft, fg, smoothstep(0.6, 0.98, m));
  }
  out_color = vec4(mix(bg, fg, smoothstep(0.1, 0.9, m)), 1.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_color);
}
