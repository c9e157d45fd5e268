#version 300 es
// Light correction from the person's mean colour: a tone curve with slope
// `gain` in the shadows that leaves white at white brightens an under-exposed
// person, and a mild per-channel balance pulls a strong colour cast toward
// natural skin. A well-exposed, neutral person gets gain 1 and no balance.
// With u_person_only the correction is blended in by the person mask, so the
// background keeps its own brightness.
precision highp float;

uniform sampler2D u_frame;
uniform sampler2D u_stats;   // 1×1: (mean person rgb, coverage)
uniform float u_strength;    // 0..1
uniform float u_target;      // 0: the person's rule; > 0: a face's mean luminance brought to this
uniform sampler2D u_mask;    // the person (channel 0), covering the frame; read with u_person_only
uniform int u_person_only;
in vec2 v_uv;
// webgpu-outputs: rgba8unorm
out vec4 out_color;

const vec3 kLuma = vec3(0.2126, 0.7152, 0.0722);
const vec3 kSkinChroma = vec3(1.2, 1.0, 0.85);  // typical skin r:g:b relative to luminance

void main() {
  vec4 stats = texelFetch(u_stats, ivec2(0), 0);
  vec3 mean = max(stats.rgb, vec3(0.01));
  float luma = dot(mean, kLuma);
  // A person (clothes and hair darken the mean): full correction below 0.25
  // luminance, none above 0.35. A face: the curve's gain that takes its mean
  // exactly to u_target, fully below 0.4, none above 0.5.
  float target_gain = clamp(0.5 / luma, 1.0, 3.0);
  float gate = 1.0 - smoothstep(0.25, 0.35, luma);
  if (u_target > 0.0) {
    target_gain = clamp(u_target * (1.0 - luma) / (luma * (1.0 - u_target)), 1.0, 4.5);
    gate = 1.0 - smoothstep(0.4, 0.5, luma);
  }
  float gain = mix(1.0, target_gain, gate * u_strength);
  vec3 chroma = mean / luma;
  float colour_cast = length(chroma / kSkinChroma - 1.0);
  vec3 balance = mix(vec3(1.0), clamp(kSkinChroma / chroma, 0.7, 1.4),
                     0.6 * smoothstep(0.25, 0.5, colour_cast) * u_strength);
  vec3 original = texture(u_frame, v_uv).rgb;
  vec3 c = original * balance;
  c = clamp(gain * c / (1.0 + (gain - 1.0) * c), 0.0, 1.0);
  if (u_person_only != 0) c = mix(original, c, clamp(texture(u_mask, v_uv).r, 0.0, 1.0));
  out_color = vec4(c, 1.0);
}
