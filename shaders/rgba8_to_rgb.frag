#version 300 es
// RGBA bytes (a texture of the network's input size) -> the network's RGB
// input in 0..1, padding channel 0; texel for texel.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_rgba;
out vec4 out_rgb;

void main() {
  out_rgb = vec4(texelFetch(u_rgba, ivec2(gl_FragCoord.xy), 0).rgb, 0.0);
}
