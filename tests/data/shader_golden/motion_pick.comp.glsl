#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_costs;
uniform sampler2D u_prior;
uniform int u_use_prior;
uniform int u_radius;
uniform float u_step;
uniform int u_subpixel;
highp vec4 out_motion;
float Score(ivec2 p) {
  return texelFetch(u_costs, p, 0).r;
}
void vfx_fragment_main() {
  int n = 2 * u_radius + 1;
  ivec2 best = ivec2(u_radius);
  float best_score = Score(best);
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < n; ++i) {
      float s = Score(ivec2(i, j));
      if (s < best_score - 1e-4) {
        best_score = s;
        best = ivec2(i, j);
      }
    }
  }
  vec2 prior = u_use_prior != 0 ? texelFetch(u_prior, ivec2(0, 0), 0).rg : vec2(0.0);
  vec2 d = prior + vec2(best - ivec2(u_radius)) * u_step;
  if (u_subpixel != 0 && best_score < 1e2) {
    if (best.x > 0 && best.x < n - 1) {
      float l = Score(best - ivec2(1, 0)), r = Score(best + ivec2(1, 0));
      float curvature = l - 2.0 * best_score + r;
      if (curvature > 1e-6) {
        d.x += clamp(0.5 * (l - r) / curvature, -0.5, 0.5) * u_step;
      }
    }
    if (best.y > 0 && best.y < n - 1) {
      float b = Score(best - ivec2(0, 1)), t = Score(best + ivec2(0, 1));
      float curvature = b - 2.0 * best_score + t;
      if (curvature > 1e-6) {
        d.y += clamp(0.5 * (b - t) / curvature, -0.5, 0.5) * u_step;
      }
    }
  }
  out_motion = vec4(d, best_score, 1.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_motion);
}
