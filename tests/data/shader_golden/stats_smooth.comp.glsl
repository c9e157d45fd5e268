#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
uniform sampler2D u_sums;
uniform sampler2D u_previous;
uniform bool u_reset;
uniform float u_alpha;
highp vec4 out_stats;
void vfx_fragment_main() {
  vec4 s = vec4(0.0);
  ivec2 size = textureSize(u_sums, 0);
  for (int y = 0; y < size.y; ++y) {
    for (int x = 0; x < size.x; ++x) {
      s += texelFetch(u_sums, ivec2(x, y), 0);
    }
  }
  s /= float(size.x * size.y);
  vec4 current = s.a > 1e-3 ? vec4(s.rgb / s.a, s.a) : vec4(vec3(0.5), 0.0);
  vec4 previous = texelFetch(u_previous, ivec2(0), 0);
  out_stats = u_reset ? current : mix(previous, current, u_alpha);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_stats);
}
