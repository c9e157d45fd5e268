#version 300 es
// Person-region statistics, step 1: each output texel averages an N×N block
// of the frame weighted by the mask: (sum rgb * m, sum m) / N².
// Later steps run the same program on its own output down to 1×1.
precision highp float;

uniform sampler2D u_source;  // RGB (step 1) or (rgb*m, m) (later steps)
uniform sampler2D u_mask;    // step 1 only
uniform bool u_first;
uniform vec2 u_footprint;    // one output texel, in source uv
uniform int u_taps;          // taps per axis
in vec2 v_uv;
// webgpu-outputs: rgba16float
out vec4 out_stats;

void main() {
  vec4 sum = vec4(0.0);
  float n = float(u_taps);
  for (int j = 0; j < u_taps; ++j) {
    for (int i = 0; i < u_taps; ++i) {
      vec2 uv = v_uv + ((vec2(float(i), float(j)) + 0.5) / n - 0.5) * u_footprint;
      if (u_first) {
        float m = texture(u_mask, uv).r;
        sum += vec4(texture(u_source, uv).rgb * m, m);
      } else {
        sum += texture(u_source, uv);
      }
    }
  }
  out_stats = sum / (n * n);
}
