#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
uniform sampler2D u_frame;
uniform sampler2D u_stats;
uniform float u_strength;
uniform float u_target;
uniform sampler2D u_mask;
uniform int u_person_only;
highp vec2 v_uv;
highp vec4 out_color;
const vec3 kLuma = vec3(0.2126, 0.7152, 0.0722);
const vec3 kSkinChroma = vec3(1.2, 1.0, 0.85);
void vfx_fragment_main() {
  vec4 stats = texelFetch(u_stats, ivec2(0), 0);
  vec3 mean = max(stats.rgb, vec3(0.01));
  float luma = dot(mean, kLuma);
  float target_gain = clamp(0.5 / luma, 1.0, 3.0);
  float gate = 1.0 - smoothstep(0.25, 0.35, luma);
  if (u_target > 0.0) {
    target_gain = clamp(u_target * (1.0 - luma) / (luma * (1.0 - u_target)), 1.0, 4.5);
    gate = 1.0 - smoothstep(0.4, 0.5, luma);
  }
  float gain = mix(1.0, target_gain, gate * u_strength);
  vec3 chroma = mean / luma;
  float colour_cast = length(chroma / kSkinChroma - 1.0);
  vec3 balance = mix(vec3(1.0), clamp(kSkinChroma / chroma, 0.7, 1.4), 0.6 * smoothstep(0.25, 0.5, colour_cast) * u_strength);
  vec3 original = texture(u_frame, v_uv).rgb;
  vec3 c = original * balance;
  c = clamp(gain * c / (1.0 + (gain - 1.0) * c), 0.0, 1.0);
  if (u_person_only != 0) {
    c = mix(original, c, clamp(texture(u_mask, v_uv).r, 0.0, 1.0));
  }
  out_color = vec4(c, 1.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_color);
}
