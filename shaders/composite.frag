#version 300 es
// The output frame: the foreground (the camera frame, light-corrected or not)
// over a background chosen by u_mode, blended by the refined mask.
//   0: no background effect (the foreground only)
//   1: blurred background: premultiplied (rgb*w, w) from the normalised blur
//   2: an image, fitted by cover through u_bg_uv_scale/offset
//   3: a solid colour
precision highp float;

uniform sampler2D u_foreground;
uniform sampler2D u_mask;        // channel 0, LINEAR
uniform sampler2D u_background;  // modes 1 and 2
uniform int u_mode;
uniform vec3 u_color;
uniform vec2 u_bg_uv_scale;
uniform vec2 u_bg_uv_offset;
uniform int u_soften;            // 1: soften the foreground in the edge band (0: none)
uniform sampler2D u_local_mean;  // rgb: the foreground's mean colour around each point, LINEAR
uniform vec4 u_local_mean_uv;    // its uv = frame uv * xy + zw
in vec2 v_uv;
// webgpu-outputs: rgba8unorm
out vec4 out_color;

void main() {
  vec3 fg = texture(u_foreground, v_uv).rgb;
  if (u_mode == 0) {
    out_color = vec4(fg, 1.0);
    return;
  }
  vec3 bg;
  if (u_mode == 1) {
    vec4 b = texture(u_background, v_uv);
    // Deep inside the person no background weight reached: the mask hides it anyway.
    bg = b.a > 1e-3 ? b.rgb / b.a : fg;
  } else if (u_mode == 2) {
    bg = texture(u_background, v_uv * u_bg_uv_scale + u_bg_uv_offset).rgb;
  } else {
    bg = u_color;
  }
  float m = texture(u_mask, v_uv).r;
  // Where the mask is unsure (the edge band), the foreground is softened:
  // background detail the mask lets through there (a few pixels of a busy
  // background beside the person) is then blurred with the rest instead of
  // showing as a sharp fringe; the person's inside (m ~ 1) stays untouched.
  // The softened colour is the local mean: the foreground averaged over each
  // network texel (the refinement's texel statistics), read bilinearly, one
  // read where two rings of 16 taps were (cheaper, and it blurs blocks and
  // stripes more: benchmarks/RESULTS.md). Below m = 0.1 the alpha is 0.
  if (u_soften == 1 && m > 0.1 && m < 0.98) {
    vec3 soft = texture(u_local_mean, v_uv * u_local_mean_uv.xy + u_local_mean_uv.zw).rgb;
    fg = mix(soft, fg, smoothstep(0.6, 0.98, m));
  }
  // A steeper alpha (same 0.5 contour): the mask's faint tails beside the
  // person (m < 0.1) no longer let the sharp background through.
  out_color = vec4(mix(bg, fg, smoothstep(0.1, 0.9, m)), 1.0);
}
