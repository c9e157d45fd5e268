#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_key;
uniform sampler2D u_current;
uniform sampler2D u_prior;
uniform int u_use_prior;
uniform int u_radius;
uniform float u_step;
highp vec4 out_sums;
void vfx_fragment_main() {
  ivec2 c = ivec2(vfx_frag_coord.xy);
  int n = 2 * u_radius + 1;
  int row = c.y / n;
  ivec2 candidate = ivec2(c.x, c.y - row * n);
  vec2 prior = u_use_prior != 0 ? texelFetch(u_prior, ivec2(0, 0), 0).rg : vec2(0.0);
  vec2 d = prior + vec2(candidate - ivec2(u_radius)) * u_step;
  vec2 size = vec2(textureSize(u_key, 0));
  int nx = int(size.x / u_step);
  float cost = 0.0;
  float weight = 0.0;
  float total = 0.0;
  for (int x = 0; x < nx; ++x) {
    vec2 p = (vec2(float(x), float(row)) + 0.5) * u_step;
    vec4 key = texture(u_key, p / size);
    float w = smoothstep(0.3, 0.7, key.g);
    if (w < 0.01) {
      continue;
    }
    total += w;
    vec2 q = p + d;
    if (any(lessThan(q, vec2(0.5))) || any(greaterThan(q, size - 0.5))) {
      continue;
    }
    cost += w * abs(texture(u_current, q / size).r - key.r);
    weight += w;
  }
  out_sums = vec4(cost, weight, total, 1.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_sums);
}
