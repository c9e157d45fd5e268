#version 300 es
// Packs one channel of a mask into 4 values per texel: texel (x, y) holds the
// mask at pixels 4x..4x+3 of row y (past the last column: the last pixel), so
// reading the mask back moves a quarter of the bytes of the RGBA texture.
precision highp float;
precision highp int;

uniform highp sampler2D u_mask;
uniform int u_channel;  // 0..3
uniform int u_width;    // of the mask, in pixels
out vec4 out_packed;

void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  vec4 packed_values;
  for (int i = 0; i < 4; ++i) {
    int x = min(p.x * 4 + i, u_width - 1);
    packed_values[i] = texelFetch(u_mask, ivec2(x, p.y), 0)[u_channel];
  }
  out_packed = packed_values;
}
