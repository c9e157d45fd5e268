#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_source;
uniform vec2 u_direction;
uniform float u_radius;
uniform int u_step;
uniform vec4 u_region;
highp vec2 v_uv;
highp vec4 out_color;
const float kRangeSigma = 0.18;
void vfx_fragment_main() {
  vec4 centre = texture(u_source, v_uv);
  if (any(lessThan(v_uv, u_region.xy)) || any(greaterThan(v_uv, u_region.zw))) {
    out_color = centre;
    return;
  }
  int r = int(u_radius) / u_step * u_step;
  vec3 sum = vec3(0.0);
  float total = 0.0;
  for (int i = -r; i <= r; i += u_step) {
    float at = float(i) - sign(float(i)) * 0.5 * float(u_step - 1);
    float o = at / max(u_radius, 1.0);
    vec3 c = texture(u_source, v_uv + at * u_direction).rgb;
    vec3 diff = c - centre.rgb;
    float w = (i == 0 ? 1.0 : float(u_step)) * exp(-2.0 * o * o - dot(diff, diff) / (2.0 * kRangeSigma * kRangeSigma));
    sum += c * w;
    total += w;
  }
  out_color = vec4(sum / total, centre.a);
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
