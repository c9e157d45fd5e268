#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
uniform sampler2D u_source;
uniform vec2 u_direction;
uniform float u_sigma;
highp vec2 v_uv;
highp vec4 out_color;
float Gauss(float x) {
  return exp(-0.5 * x * x / (u_sigma * u_sigma));
}
void vfx_fragment_main() {
  int radius = int(ceil(3.0 * u_sigma));
  vec4 sum = texture(u_source, v_uv);
  float total = 1.0;
  for (int i = 1; i <= radius; i += 2) {
    float w0 = Gauss(float(i));
    float w1 = Gauss(float(i + 1));
    float w = w0 + w1;
    float offset = float(i) + w1 / w;
    sum += w * texture(u_source, v_uv + offset * u_direction);
    sum += w * texture(u_source, v_uv - offset * u_direction);
    total += 2.0 * w;
  }
  out_color = sum / total;
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
