#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_frame;
uniform sampler2D u_across;
uniform float u_radius;
uniform int u_step;
uniform vec2 u_texel;
uniform int u_faces;
uniform vec4 u_box0;
uniform vec4 u_eyes0;
uniform vec4 u_nose_mouth0;
uniform vec4 u_ears0;
uniform vec4 u_box1;
uniform vec4 u_eyes1;
uniform vec4 u_nose_mouth1;
uniform vec4 u_ears1;
uniform vec4 u_box2;
uniform vec4 u_eyes2;
uniform vec4 u_nose_mouth2;
uniform vec4 u_ears2;
uniform vec4 u_box3;
uniform vec4 u_eyes3;
uniform vec4 u_nose_mouth3;
uniform vec4 u_ears3;
uniform float u_amount;
highp vec2 v_uv;
highp vec4 out_color;
const float kRangeSigma = 0.18;
vec3 BilateralDown(vec2 uv, vec3 centre) {
  int r = int(u_radius) / u_step * u_step;
  vec3 sum = vec3(0.0);
  float total = 0.0;
  for (int i = -r; i <= r; i += u_step) {
    float at = float(i) - sign(float(i)) * 0.5 * float(u_step - 1);
    float o = at / max(u_radius, 1.0);
    vec3 c = texture(u_across, uv + vec2(0.0, at * u_texel.y)).rgb;
    vec3 diff = c - centre;
    float w = (i == 0 ? 1.0 : float(u_step)) * exp(-2.0 * o * o - dot(diff, diff) / (2.0 * kRangeSigma * kRangeSigma));
    sum += c * w;
    total += w;
  }
  return sum / total;
}
vec2 Chroma(vec3 c) {
  return vec2(-0.1687 * c.r - 0.3313 * c.g + 0.5 * c.b, 0.5 * c.r - 0.4187 * c.g - 0.0813 * c.b);
}
float FaceWeight(vec2 uv, vec4 box, vec4 eyes, vec4 nose_mouth, vec4 ears, vec3 centre) {
  vec2 size = box.zw - box.xy;
  vec2 aspect = vec2(u_texel.y / u_texel.x, 1.0);
  float width = size.x * aspect.x;
  vec2 d = (uv - 0.5 * (box.xy + box.zw)) / (0.62 * size);
  float inside = 1.0 - smoothstep(0.85, 1.0, length(d));
  if (inside <= 0.0) {
    return 0.0;
  }
  float keep = 0.0;
  vec2 brow = vec2(0.0, -0.09 * size.y);
  keep = max(keep, 1.0 - smoothstep(0.09, 0.14, length((uv - eyes.xy) * aspect) / width));
  keep = max(keep, 1.0 - smoothstep(0.09, 0.14, length((uv - eyes.zw) * aspect) / width));
  keep = max(keep, 1.0 - smoothstep(0.8, 1.2, length((uv - eyes.xy - brow) * aspect / vec2(0.16, 0.06)) / width));
  keep = max(keep, 1.0 - smoothstep(0.8, 1.2, length((uv - eyes.zw - brow) * aspect / vec2(0.16, 0.06)) / width));
  keep = max(keep, 1.0 - smoothstep(0.05, 0.08, length((uv - nose_mouth.xy) * aspect) / width));
  keep = max(keep, 1.0 - smoothstep(0.8, 1.2, length((uv - nose_mouth.zw) * aspect / vec2(0.17, 0.08)) / width));
  keep = max(keep, 1.0 - smoothstep(0.08, 0.12, length((uv - ears.xy) * aspect) / width));
  keep = max(keep, 1.0 - smoothstep(0.08, 0.12, length((uv - ears.zw) * aspect) / width));
  vec2 cheek = vec2(0.2 * size.x, 0.0);
  vec2 below_eyes = mix(0.5 * (eyes.xy + eyes.zw), nose_mouth.xy, 0.6);
  vec3 skin = 0.25 * (texture(u_frame, below_eyes - cheek).rgb + texture(u_frame, below_eyes + cheek).rgb + texture(u_frame, nose_mouth.xy - cheek).rgb + texture(u_frame, nose_mouth.xy + cheek).rgb);
  float skin_like = 1.0 - smoothstep(0.035, 0.075, length(Chroma(centre) - Chroma(skin)));
  return inside * skin_like * (1.0 - keep);
}
void vfx_fragment_main() {
  vec4 original = texture(u_frame, v_uv);
  float weight = 0.0;
  if (u_faces > 0) {
    weight = max(weight, FaceWeight(v_uv, u_box0, u_eyes0, u_nose_mouth0, u_ears0, original.rgb));
  }
  if (u_faces > 1) {
    weight = max(weight, FaceWeight(v_uv, u_box1, u_eyes1, u_nose_mouth1, u_ears1, original.rgb));
  }
  if (u_faces > 2) {
    weight = max(weight, FaceWeight(v_uv, u_box2, u_eyes2, u_nose_mouth2, u_ears2, original.rgb));
  }
  if (u_faces > 3) {
    weight = max(weight, FaceWeight(v_uv, u_box3, u_eyes3, u_nose_mouth3, u_ears3, original.rgb));
  }
  weight *= u_amount;
  if (weight <= 0.0) {
    out_color = original;
    return;
  }
  vec3 smoothed = BilateralDown(v_uv, texture(u_across, v_uv).rgb);
  out_color = vec4(mix(original.rgb, smoothed, weight), original.a);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_color);
}
