#version 300 es
// The score of each candidate motion (a (2R+1)×(2R+1) target, as
// motion_pick.frag reads it): the rows of motion_search.frag added up, the
// mean absolute luma difference over the key frame's person plus a small
// cost per texel of motion, so ties go to the smaller motion.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_sums;     // motion_search: (2R+1) × (2R+1)·rows partial sums
uniform sampler2D u_prior;    // 1×1: the coarser level's pick in rg (u_use_prior)
uniform int u_use_prior;
uniform int u_radius;
uniform float u_step;
uniform float u_motion_cost;  // added per texel of |d|
// webgpu-outputs: rgba16float
out vec4 out_cost;

void main() {
  ivec2 c = ivec2(gl_FragCoord.xy);
  int n = 2 * u_radius + 1;
  int rows = textureSize(u_sums, 0).y / n;
  vec3 sums = vec3(0.0);
  for (int r = 0; r < rows; ++r) sums += texelFetch(u_sums, ivec2(c.x, c.y + r * n), 0).rgb;
  vec2 prior = u_use_prior != 0 ? texelFetch(u_prior, ivec2(0, 0), 0).rg : vec2(0.0);
  vec2 d = prior + vec2(c - ivec2(u_radius)) * u_step;
  // A candidate that moves most of the person out of the frame has too little left to judge.
  float score = sums.g > 0.5 * sums.b && sums.g > 0.0 ? sums.r / sums.g + u_motion_cost * length(d) : 1e3;
  out_cost = vec4(score, sums.g, 0.0, 1.0);
}
