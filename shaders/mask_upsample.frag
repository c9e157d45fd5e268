#version 300 es
// Mask refinement, last step of the fast guided filter, at the frame's
// resolution: the low-resolution linear model (a, b0 with the texture term
// folded in: guided_mean.frag), interpolated bilinearly, evaluated at this
// pixel's colour. Near edges (where the model is not flat) the
// neighbourhood's mean colour and texture are the low-resolution texels'
// (guide_variance.frag's second output), interpolated bilinearly like the
// model: one more read.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_coeffs;    // a.rgb, b0 + a.t * t at the mask's resolution, LINEAR
uniform sampler2D u_guide_stats;  // mean colour (rgb) and luma deviation (a) per mask texel, LINEAR
uniform sampler2D u_frame;     // full resolution RGB
uniform vec4 u_frame_to_mask;  // mask uv = frame uv * xy + zw (letterboxed inputs)
// Luma deviations from smooth (the pixel's own colour) to textured (the
// neighbourhood's mean colour): tuned on tools/quality's busy backdrops.
const float kSmooth = 0.15;
const float kTextured = 0.3;
// Distances from 0.5 of the mask at the neighbourhood's mean colour over which
// it turns from uncertain (any pixel colour) to certain (one-sided): also tuned there.
const float kUncertain = 0.15;
const float kCertain = 0.35;
in vec2 v_uv;
// webgpu-outputs: rgba8unorm
out vec4 out_mask;

void main() {
  vec3 color = texture(u_frame, v_uv).rgb;
  vec2 mask_uv = v_uv * u_frame_to_mask.xy + u_frame_to_mask.zw;
  vec4 model = texture(u_coeffs, mask_uv);
  // Near edges (where the model is not flat) the pixel's own colour places the
  // edge inside a texel:
  // - In strongly textured neighbourhoods the colour is taken as their mean,
  //   so stripes finer than a texel are not copied into the mask row by row
  //   (comb teeth). The texel statistics replace a 16-tap neighbourhood read
  //   per pixel, which was slower and alternated with the stripes' phase
  //   (comb 0.003-0.010 on stripes, now 0.0003-0.0014 with a true matte's 0.001).
  // - Where the model at the neighbourhood's mean colour is already clearly
  //   person (or background), the pixel's own colour may only push the mask
  //   further that way: a camera's noise and fine texture (a wall's grain,
  //   hair), scaled by the model's slope, no longer punch speckle into it, and
  //   an edge inside the texel stays sharp. A quarter less comb and less
  //   flicker at the same band error (benchmarks/RESULTS.md, session 22).
  float m;
  if (abs(model.r) + abs(model.g) + abs(model.b) > 0.01) {
    vec4 around = texture(u_guide_stats, mask_uv);
    color = mix(color, around.rgb, smoothstep(kSmooth, kTextured, around.a));
    float own = dot(model.rgb, color) + model.a;
    float mean = dot(model.rgb, around.rgb) + model.a;
    float sided = mean > 0.5 ? max(own, mean) : min(own, mean);
    m = mix(own, sided, smoothstep(kUncertain, kCertain, abs(mean - 0.5)));
  } else {
    m = dot(model.rgb, color) + model.a;
  }
  out_mask = vec4(clamp(m, 0.0, 1.0), 0.0, 0.0, 1.0);
}
