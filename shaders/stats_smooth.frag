#version 300 es
// Person-region statistics, last step: mean colour of the person from the
// reduced sums, smoothed over time so the correction does not pump.
// Output: (mean r, g, b of the person, coverage).
precision highp float;

uniform sampler2D u_sums;      // kLightGroups²: (sum rgb*m, sum m) / count, summed here
uniform sampler2D u_previous;  // 1×1: last output
uniform bool u_reset;
uniform float u_alpha;         // weight of the new frame, e.g. 0.2
// webgpu-outputs: rgba16float
out vec4 out_stats;

void main() {
  // The last reduction step: 64 texels in one invocation (one pass fewer than a separate 1×1 step).
  vec4 s = vec4(0.0);
  ivec2 size = textureSize(u_sums, 0);
  for (int y = 0; y < size.y; ++y) {
    for (int x = 0; x < size.x; ++x) s += texelFetch(u_sums, ivec2(x, y), 0);
  }
  s /= float(size.x * size.y);
  // With almost no person in view, fall back to the whole frame's neutral grey.
  vec4 current = s.a > 1e-3 ? vec4(s.rgb / s.a, s.a) : vec4(vec3(0.5), 0.0);
  vec4 previous = texelFetch(u_previous, ivec2(0), 0);
  out_stats = u_reset ? current : mix(previous, current, u_alpha);
}
