#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_y;
uniform sampler2D u_u;
uniform sampler2D u_v;
uniform float u_kr;
uniform float u_kb;
uniform float u_full_range;
highp vec2 v_uv;
highp vec4 out_rgb;
void vfx_fragment_main() {
  float y = texture(u_y, v_uv).r;
  float cb = texture(u_u, v_uv).r - 128.0 / 255.0;
  float cr = texture(u_v, v_uv).r - 128.0 / 255.0;
  if (u_full_range < 0.5) {
    y = (y - 16.0 / 255.0) * (255.0 / 219.0);
    cb *= 255.0 / 224.0;
    cr *= 255.0 / 224.0;
  }
  float kg = 1.0 - u_kr - u_kb;
  vec3 rgb = vec3(y + 2.0 * (1.0 - u_kr) * cr, y - (2.0 * u_kb * (1.0 - u_kb) / kg) * cb - (2.0 * u_kr * (1.0 - u_kr) / kg) * cr, y + 2.0 * (1.0 - u_kb) * cb);
  out_rgb = vec4(clamp(rgb, 0.0, 1.0), 1.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_rgb);
}
