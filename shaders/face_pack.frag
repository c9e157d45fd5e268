#version 300 es
// The face detector's two raw outputs in one small texture, so one readback
// brings both: anchor a owns texels 5a..5a+4 of a 16-texel-wide grid (row
// after row); texels 0..3 hold its 16 regressor values, texel 4 its score
// logit in r. 16 RGBA32F texels are 256 bytes a row, the row pitch WebGPU's
// buffer copies want.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_regressors;  // 16 × anchors: value (a, i) in r of texel (i, a)
uniform sampler2D u_scores;      // 1 × anchors
// webgpu-outputs: rgba32float
out vec4 out_packed;

void main() {
  ivec2 c = ivec2(gl_FragCoord.xy);
  int t = c.y * 16 + c.x;
  int anchor = t / 5;
  int k = t - anchor * 5;
  if (anchor >= textureSize(u_scores, 0).y) {
    out_packed = vec4(0.0);
  } else if (k == 4) {
    out_packed = vec4(texelFetch(u_scores, ivec2(0, anchor), 0).r, 0.0, 0.0, 0.0);
  } else {
    out_packed = vec4(texelFetch(u_regressors, ivec2(4 * k, anchor), 0).r,
                      texelFetch(u_regressors, ivec2(4 * k + 1, anchor), 0).r,
                      texelFetch(u_regressors, ivec2(4 * k + 2, anchor), 0).r,
                      texelFetch(u_regressors, ivec2(4 * k + 3, anchor), 0).r);
  }
}
