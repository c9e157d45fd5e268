#version 300 es
// Mask refinement, last step of the fast guided filter, at the frame's
// resolution: the low-resolution linear model (a, b0), interpolated
// bilinearly, evaluated at this pixel's colour and texture t (the luma
// deviation over a texel-sized neighbourhood, as guide_variance.frag measures
// it per texel). The neighbourhood costs 16 reads, so it is read only where
// the model is not flat: near edges; elsewhere two reads and a dot product.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_coeffs;    // a.rgb, b0 at the mask's resolution, LINEAR
uniform sampler2D u_coeffs_t;  // a.t in channel 0, LINEAR
uniform sampler2D u_frame;     // full resolution RGB
uniform vec4 u_frame_to_mask;  // mask uv = frame uv * xy + zw (letterboxed inputs)
uniform vec2 u_footprint;      // one mask texel, in frame pixels
// Luma deviations from smooth (the pixel's own colour) to textured (the
// neighbourhood's mean colour): tuned on tools/quality's busy backdrops.
const float kSmooth = 0.15;
const float kTextured = 0.3;
in vec2 v_uv;
out vec4 out_mask;

// The mean colour (rgb) and luma deviation (a) of a texel-sized neighbourhood.
vec4 Neighbourhood() {
  ivec2 size = textureSize(u_frame, 0);
  vec2 center = v_uv * vec2(size);
  vec2 stride = u_footprint / 4.0;
  vec3 sum = vec3(0.0);
  float sum_l = 0.0, sum_ll = 0.0;
  // 16 samples: with 9 the deviation of 4-6 px stripes depends on their
  // phase, alternates from row to row and grows comb teeth of its own.
  for (int j = 0; j < 4; ++j) {
    for (int i = 0; i < 4; ++i) {
      vec2 p = center + (vec2(float(i), float(j)) - 1.5) * stride;
      vec3 c = texelFetch(u_frame, clamp(ivec2(p), ivec2(0), size - 1), 0).rgb;
      float l = dot(c, vec3(0.2126, 0.7152, 0.0722));
      sum += c;
      sum_l += l;
      sum_ll += l * l;
    }
  }
  float mean_l = sum_l / 16.0;
  return vec4(sum / 16.0, sqrt(max(sum_ll / 16.0 - mean_l * mean_l, 0.0)));
}

void main() {
  vec3 color = texture(u_frame, v_uv).rgb;
  vec2 mask_uv = v_uv * u_frame_to_mask.xy + u_frame_to_mask.zw;
  vec4 model = texture(u_coeffs, mask_uv);
  float a_t = texture(u_coeffs_t, mask_uv).r;
  float m;
  // Near edges (where the model is not flat): in strongly textured
  // neighbourhoods the colour is taken as their mean, so stripes finer than a
  // texel are not copied into the mask row by row (comb teeth); smoother ones
  // keep the pixel's own colour and its sharp edge.
  if (abs(a_t) + abs(model.r) + abs(model.g) + abs(model.b) > 0.01) {
    vec4 around = Neighbourhood();
    color = mix(color, around.rgb, smoothstep(kSmooth, kTextured, around.a));
    m = dot(model.rgb, color) + model.a + a_t * around.a;
  } else {
    m = dot(model.rgb, color) + model.a;
  }
  out_mask = vec4(clamp(m, 0.0, 1.0), 0.0, 0.0, 1.0);
}
