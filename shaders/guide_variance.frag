#version 300 es
// Mask refinement, step 0 of the guided filter: what the box-averaged guide
// image cannot see, measured over each low-resolution texel's footprint in
// the full-resolution frame: the colour variance per channel, and the
// standard deviation of luma (how textured the texel is).
// - The variance goes back into the window's colour variance when the linear
//   model is fitted: texture finer than a texel (stripes, text) averages out
//   in the guide, so without it the model grows steep and, evaluated at full
//   resolution, copies the stripes into the mask (comb teeth).
// - The luma deviation is a fourth guide channel: a smooth person in front of
//   a busy background (or the reverse) separates by texture where the colours
//   overlap (a dark jacket against dark stripes).
// The second output, the texel's mean colour and luma deviation, is the guide
// the model is fitted to (guided_coeffs.frag: the exact box mean of the
// texel's pixels) and what the full-resolution pass (mask_upsample.frag)
// samples bilinearly near edges. The first carries the texel's mask value
// beside its colour variance, so the fit reads two textures per texel.
precision highp float;
precision highp sampler2D;

uniform sampler2D u_frame;      // full resolution RGB
uniform sampler2D u_mask;       // the smoothed mask, channel 0, this pass's size
uniform vec4 u_mask_to_frame;   // frame uv = mask uv * xy + zw
uniform vec2 u_footprint;       // one mask texel, in frame pixels
in vec2 v_uv;
// webgpu-outputs: rgba16float rgba16float
layout(location = 0) out vec4 out_texture;  // rgb: variance per channel; a: the mask
layout(location = 1) out vec4 out_stats;    // rgb: mean colour; a: luma standard deviation

void main() {
  ivec2 size = textureSize(u_frame, 0);
  vec2 center = (v_uv * u_mask_to_frame.xy + u_mask_to_frame.zw) * vec2(size);
  // Every pixel of the footprint (up to 8×8): a sparser grid skips columns
  // and misplaces an edge that falls inside a texel.
  int n = clamp(int(ceil(max(u_footprint.x, u_footprint.y))), 2, 8);
  vec2 stride = u_footprint / float(n);
  vec3 sum = vec3(0.0), sum_sq = vec3(0.0);
  float sum_l = 0.0, sum_ll = 0.0;
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < n; ++i) {
      vec2 p = center + (vec2(float(i), float(j)) + 0.5) * stride - 0.5 * u_footprint;
      vec3 c = texelFetch(u_frame, clamp(ivec2(p), ivec2(0), size - 1), 0).rgb;
      float l = dot(c, vec3(0.2126, 0.7152, 0.0722));
      sum += c;
      sum_sq += c * c;
      sum_l += l;
      sum_ll += l * l;
    }
  }
  float count = float(n * n);
  vec3 mean = sum / count;
  float mean_l = sum_l / count;
  float deviation = sqrt(max(sum_ll / count - mean_l * mean_l, 0.0));
  float mask = texelFetch(u_mask, ivec2(gl_FragCoord.xy), 0).r;
  out_texture = vec4(max(sum_sq / count - mean * mean, vec3(0.0)), mask);
  out_stats = vec4(mean, deviation);
}
