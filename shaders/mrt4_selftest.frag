#version 300 es
// Four render targets from one invocation: the smallest program that proves a
// GPU can do the MRT convolutions the code generator emits. Target k receives
// input * (k + 1) + (k, -k, k / 4, 0.5): distinct per target and exact in fp16.
precision highp float;

uniform highp sampler2D u_input;
layout(location = 0) out vec4 out0;
layout(location = 1) out vec4 out1;
layout(location = 2) out vec4 out2;
layout(location = 3) out vec4 out3;

vec4 Target(vec4 v, float k) { return v * (k + 1.0) + vec4(k, -k, k * 0.25, 0.5); }

void main() {
  vec4 v = texelFetch(u_input, ivec2(gl_FragCoord.xy), 0);
  out0 = Target(v, 0.0);
  out1 = Target(v, 1.0);
  out2 = Target(v, 2.0);
  out3 = Target(v, 3.0);
}
