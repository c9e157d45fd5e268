#version 300 es
// One direction of a separable bilateral filter (Pham & van Vliet, ICME
// 2005): each neighbour along u_direction weighted by its distance (a
// Gaussian of sigma u_radius/2 pixels) and by its colour difference from
// the centre (sigma kRangeSigma), so steps in colour (an eye, a lip, a
// frame of glasses) are not averaged across. Run across, then down: every
// pixel of the window counts, at 2(2R+1) taps instead of (2R+1)². Only
// inside u_region; elsewhere the source is copied. touch_up.frag runs the
// second direction itself, on the pixels it changes (the same filter).
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_source;  // LINEAR
uniform vec2 u_direction;    // one pixel along the filter's axis, in uv
uniform float u_radius;      // pixels, ≤ 24
uniform int u_step;          // 1: a tap on every pixel of the reach; 2: on every second, between two pixels
uniform vec4 u_region;       // min xy, max xy (uv)
in vec2 v_uv;
// 8 bits: the second direction averages it again.
// webgpu-outputs: rgba8unorm
out vec4 out_color;

const float kRangeSigma = 0.18;  // colour difference (0..1 units) where a neighbour's weight falls to 0.61

void main() {
  vec4 centre = texture(u_source, v_uv);
  if (any(lessThan(v_uv, u_region.xy)) || any(greaterThan(v_uv, u_region.zw))) {
    out_color = centre;
    return;
  }
  int r = int(u_radius) / u_step * u_step;  // a multiple of the step, so the centre is a tap
  vec3 sum = vec3(0.0);
  float total = 0.0;
  for (int i = -r; i <= r; i += u_step) {
    // With a step of 2 a tap between two pixels reads both (LINEAR) and stands for both.
    float at = float(i) - sign(float(i)) * 0.5 * float(u_step - 1);
    float o = at / max(u_radius, 1.0);
    vec3 c = texture(u_source, v_uv + at * u_direction).rgb;
    vec3 diff = c - centre.rgb;
    float w = (i == 0 ? 1.0 : float(u_step)) *
              exp(-2.0 * o * o - dot(diff, diff) / (2.0 * kRangeSigma * kRangeSigma));
    sum += c * w;
    total += w;
  }
  out_color = vec4(sum / total, centre.a);
}
