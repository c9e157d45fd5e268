#version 300 es
// One candidate motion of the person per output texel: texel (i, j) of a
// (2R+1)×(2R+1) target tries d = prior + (i - R, j - R) * u_step (in luma
// texels) and scores it by the mean absolute luma difference between the key
// frame's person (its pixels weighted by the key mask) and this frame at
// those pixels moved by d. The person is matched, not the background: a
// static background would pull the estimate to zero. u_step 2 samples the
// 2×2 means (bilinear taps between texels): the coarse level of the search.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_key;      // motion_luma of the key frame: r luma, g mask (LINEAR)
uniform sampler2D u_current;  // motion_luma of this frame (LINEAR)
uniform sampler2D u_prior;    // 1×1: the coarser level's pick in rg (u_use_prior)
uniform int u_use_prior;
uniform int u_radius;
uniform float u_step;
uniform float u_motion_cost;  // added per texel of |d|: ties go to the smaller motion
// webgpu-outputs: rgba16float
out vec4 out_cost;

void main() {
  ivec2 c = ivec2(gl_FragCoord.xy);
  vec2 prior = u_use_prior != 0 ? texelFetch(u_prior, ivec2(0, 0), 0).rg : vec2(0.0);
  vec2 d = prior + vec2(c - ivec2(u_radius)) * u_step;
  vec2 size = vec2(textureSize(u_key, 0));
  int nx = int(size.x / u_step);
  int ny = int(size.y / u_step);
  float cost = 0.0;
  float weight = 0.0;
  float total = 0.0;
  for (int y = 0; y < ny; ++y) {
    for (int x = 0; x < nx; ++x) {
      vec2 p = (vec2(float(x), float(y)) + 0.5) * u_step;
      vec4 key = texture(u_key, p / size);
      float w = smoothstep(0.3, 0.7, key.g);
      if (w < 0.01) continue;
      total += w;
      vec2 q = p + d;
      if (any(lessThan(q, vec2(0.5))) || any(greaterThan(q, size - 0.5))) continue;
      cost += w * abs(texture(u_current, q / size).r - key.r);
      weight += w;
    }
  }
  // A candidate that moves most of the person out of the frame has too little left to judge.
  float score = weight > 0.5 * total && weight > 0.0 ? cost / weight + u_motion_cost * length(d) : 1e3;
  out_cost = vec4(score, weight, 0.0, 1.0);
}
