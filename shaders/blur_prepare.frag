#version 300 es
// First step of the background blur, at reduced resolution: averages the frame
// over each output texel's footprint (4×4 taps), weighting every tap by how
// surely it is background. Stored premultiplied (rgb * w, w) so the blur is a
// normalised convolution: person pixels carry weight 0 and cannot bleed (no halo).
precision highp float;

uniform sampler2D u_frame;  // LINEAR
uniform sampler2D u_mask;   // person probability, channel 0, LINEAR
uniform vec2 u_footprint;   // one output texel, in uv
in vec2 v_uv;
// webgpu-outputs: rgba16float
out vec4 out_weighted;

void main() {
  vec4 sum = vec4(0.0);
  for (int j = 0; j < 4; ++j) {
    for (int i = 0; i < 4; ++i) {
      vec2 uv = v_uv + (vec2(float(i), float(j)) - 1.5) * 0.25 * u_footprint;
      // Edge pixels (mask between 0.05 and 0.4) already count as person.
      float w = 1.0 - smoothstep(0.05, 0.4, texture(u_mask, uv).r);
      sum += vec4(texture(u_frame, uv).rgb * w, w);
    }
  }
  out_weighted = sum / 16.0;
}
