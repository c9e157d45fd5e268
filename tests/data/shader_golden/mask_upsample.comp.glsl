#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_coeffs;
uniform sampler2D u_guide_stats;
uniform sampler2D u_frame;
uniform vec4 u_frame_to_mask;
const float kSmooth = 0.15;
const float kTextured = 0.3;
const float kUncertain = 0.15;
const float kCertain = 0.35;
highp vec2 v_uv;
highp vec4 out_mask;
void vfx_fragment_main() {
  vec3 color = texture(u_frame, v_uv).rgb;
  vec2 mask_uv = v_uv * u_frame_to_mask.xy + u_frame_to_mask.zw;
  vec4 model = texture(u_coeffs, mask_uv);
  float m;
  if (abs(model.r) + abs(model.g) + abs(model.b) > 0.01) {
    vec4 around = texture(u_guide_stats, mask_uv);
    color = mix(color, around.rgb, smoothstep(kSmooth, kTextured, around.a));
    float own = dot(model.rgb, color) + model.a;
    float mean = dot(model.rgb, around.rgb) + model.a;
    float sided = mean > 0.5 ? max(own, mean) : min(own, mean);
    m = mix(own, sided, smoothstep(kUncertain, kCertain, abs(mean - 0.5)));
  } else {
    m = dot(model.rgb, color) + model.a;
  }
  out_mask = vec4(clamp(m, 0.0, 1.0), 0.0, 0.0, 1.0);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_mask);
}
