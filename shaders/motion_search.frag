#version 300 es
// One candidate motion of the person and one row of the key frame per output
// texel: texel (i, j + n·r) of a (2R+1) × (2R+1)·rows target (n = 2R+1) tries
// d = prior + (i - R, j - R) * u_step (in luma texels) on row r of the
// u_step grid, and sums there the absolute luma difference between the key
// frame's person (its pixels weighted by the key mask) and this frame at
// those pixels moved by d. The person is matched, not the background: a
// static background would pull the estimate to zero. motion_reduce.frag adds
// the rows up into each candidate's score. One row per texel keeps every
// texel's loop short and the GPU busy: one texel per candidate ran the whole
// image serially on 25–289 texels. u_step 2 samples the 2×2 means (bilinear
// taps between texels): the coarse level of the search.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_key;      // motion_luma of the key frame: r luma, g mask (LINEAR)
uniform sampler2D u_current;  // motion_luma of this frame (LINEAR)
uniform sampler2D u_prior;    // 1×1: the coarser level's pick in rg (u_use_prior)
uniform int u_use_prior;
uniform int u_radius;
uniform float u_step;
// webgpu-outputs: rgba32float
out vec4 out_sums;  // r: Σ w·|Δluma| where the moved pixel is inside, g: Σ w there, b: Σ w

void main() {
  ivec2 c = ivec2(gl_FragCoord.xy);
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
    if (w < 0.01) continue;
    total += w;
    vec2 q = p + d;
    if (any(lessThan(q, vec2(0.5))) || any(greaterThan(q, size - 0.5))) continue;
    cost += w * abs(texture(u_current, q / size).r - key.r);
    weight += w;
  }
  out_sums = vec4(cost, weight, total, 1.0);
}
