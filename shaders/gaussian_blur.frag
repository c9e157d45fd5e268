#version 300 es
// One direction of a separable Gaussian blur. Two passes (horizontal, then
// vertical) blur in 2D. Bilinear taps halve the reads: each tap sits between
// two texels weighted by their Gaussian weights.
precision highp float;

uniform sampler2D u_source;  // sampled with LINEAR filtering
uniform vec2 u_direction;    // (1/width, 0) or (0, 1/height)
uniform float u_sigma;       // in texels, 0.5..32
in vec2 v_uv;
// webgpu-outputs: rgba16float
out vec4 out_color;

float Gauss(float x) { return exp(-0.5 * x * x / (u_sigma * u_sigma)); }

void main() {
  int radius = int(ceil(3.0 * u_sigma));
  vec4 sum = texture(u_source, v_uv);
  float total = 1.0;
  for (int i = 1; i <= radius; i += 2) {
    float w0 = Gauss(float(i));
    float w1 = Gauss(float(i + 1));
    float w = w0 + w1;
    float offset = float(i) + w1 / w;
    sum += w * texture(u_source, v_uv + offset * u_direction);
    sum += w * texture(u_source, v_uv - offset * u_direction);
    total += 2.0 * w;
  }
  out_color = sum / total;
}
