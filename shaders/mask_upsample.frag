#version 300 es
// Mask refinement, last step of the fast guided filter, at the frame's
// resolution: the low-resolution linear model (a, b), interpolated
// bilinearly, evaluated at this pixel's colour. Two texture reads and a dot
// product per pixel, whatever the window size.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_coeffs;   // a.rgb, b at the mask's resolution, LINEAR
uniform sampler2D u_frame;    // full resolution RGB
uniform vec4 u_frame_to_mask; // mask uv = frame uv * xy + zw (letterboxed inputs)
in vec2 v_uv;
out vec4 out_mask;

void main() {
  vec3 color = texture(u_frame, v_uv).rgb;
  vec4 model = texture(u_coeffs, v_uv * u_frame_to_mask.xy + u_frame_to_mask.zw);
  out_mask = vec4(clamp(dot(model.rgb, color) + model.a, 0.0, 1.0), 0.0, 0.0, 1.0);
}
