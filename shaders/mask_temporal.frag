#version 300 es
// Temporal smoothing of the low-resolution mask. Where the new mask differs
// little from the smoothed history (noise on a still scene) it is blended in
// slowly; where it differs a lot (real motion) it is taken as is, so moving
// edges do not lag.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_current;   // network output; the person probability is in channel u_channel
uniform sampler2D u_previous;  // last smoothed mask (channel 0)
uniform int u_channel;
uniform bool u_reset;          // first frame, or after a resolution change
uniform float u_min_alpha;     // weight of the new mask on a still scene, e.g. 0.3
in vec2 v_uv;
// webgpu-outputs: rgba16float
out vec4 out_mask;

void main() {
  ivec2 p = ivec2(gl_FragCoord.xy);
  float current = texelFetch(u_current, p, 0)[u_channel];
  float previous = texelFetch(u_previous, p, 0).r;
  float alpha = u_reset ? 1.0 : mix(u_min_alpha, 1.0, smoothstep(0.15, 0.35, abs(current - previous)));
  out_mask = vec4(mix(previous, current, alpha), 0.0, 0.0, 1.0);
}
