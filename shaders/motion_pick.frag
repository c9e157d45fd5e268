#version 300 es
// The best candidate of a motion_search target (1×1 output, rg = d in luma
// texels, b = its score). The centre candidate (the prior) wins ties, so a
// flat or still scene keeps the motion it had; u_subpixel refines the pick by
// a parabola through its neighbours' scores on each axis.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_costs;   // (2R+1)×(2R+1) scores in r
uniform sampler2D u_prior;   // 1×1: the centre candidate in rg (u_use_prior)
uniform int u_use_prior;
uniform int u_radius;
uniform float u_step;
uniform int u_subpixel;
// webgpu-outputs: rgba16float
out vec4 out_motion;

float Score(ivec2 p) { return texelFetch(u_costs, p, 0).r; }

void main() {
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
      if (curvature > 1e-6) d.x += clamp(0.5 * (l - r) / curvature, -0.5, 0.5) * u_step;
    }
    if (best.y > 0 && best.y < n - 1) {
      float b = Score(best - ivec2(0, 1)), t = Score(best + ivec2(0, 1));
      float curvature = b - 2.0 * best_score + t;
      if (curvature > 1e-6) d.y += clamp(0.5 * (b - t) / curvature, -0.5, 0.5) * u_step;
    }
  }
  out_motion = vec4(d, best_score, 1.0);
}
