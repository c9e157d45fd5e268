#version 300 es
// Mask refinement, step 1 of the fast guided filter (He and Sun, "Fast Guided
// Filter", 2015), at the network's resolution: in the (2r+1)^2 window around
// each pixel, the mask is fitted as a linear function of the guide's colour,
// mask ~ a . rgb + b (least squares, ridge epsilon). Where the window holds a
// colour edge, a follows it; where the colour is flat, a -> 0 and b is the
// mean mask. The full-resolution pass evaluates the model at each pixel's
// own colour, so edges land where the picture's edges are.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_mask;   // smoothed mask, channel 0
uniform sampler2D u_guide;  // the network's input image (RGB), same size
uniform int u_radius;       // window radius in low-resolution texels
uniform float u_epsilon;    // ridge term, in squared RGB units
out vec4 out_coeffs;        // a.rgb, b

void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  ivec2 last = textureSize(u_mask, 0) - 1;
  vec3 sum_i = vec3(0.0), sum_ip = vec3(0.0), sum_ii = vec3(0.0), sum_ij = vec3(0.0);
  float sum_p = 0.0;
  for (int dy = -u_radius; dy <= u_radius; ++dy) {
    for (int dx = -u_radius; dx <= u_radius; ++dx) {
      ivec2 t = clamp(p + ivec2(dx, dy), ivec2(0), last);
      vec3 i = texelFetch(u_guide, t, 0).rgb;
      float m = texelFetch(u_mask, t, 0).r;
      sum_i += i;
      sum_p += m;
      sum_ip += i * m;
      sum_ii += i * i;
      sum_ij += i.rrg * i.gbb;  // rg, rb, gb
    }
  }
  float n = float((2 * u_radius + 1) * (2 * u_radius + 1));
  vec3 mean_i = sum_i / n;
  float mean_p = sum_p / n;
  vec3 cov_ip = sum_ip / n - mean_i * mean_p;
  vec3 var_ii = sum_ii / n - mean_i * mean_i + u_epsilon;
  vec3 var_ij = sum_ij / n - mean_i.rrg * mean_i.gbb;
  mat3 sigma = mat3(var_ii.x, var_ij.x, var_ij.y,
                    var_ij.x, var_ii.y, var_ij.z,
                    var_ij.y, var_ij.z, var_ii.z);
  vec3 a = inverse(sigma) * cov_ip;
  out_coeffs = vec4(a, mean_p - dot(a, mean_i));
}
