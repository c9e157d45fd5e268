#version 300 es
// Portrait touch-up: the skin of each face smoothed with its edges kept.
// bilateral_pass.frag has filtered the frame along its rows (neighbours
// weighted by distance and by colour difference, so a step between skin and
// eye, brow or lip is not averaged away); this pass runs the same filter down
// the columns of that and mixes it in where three weights agree: inside the
// face's ellipse, skin-coloured (chroma close to the face's own, sampled on
// the cheeks beside the nose, so any skin tone counts and hair or a backdrop
// does not), and away from the six keypoints (eyes, nose tip, mouth, ears
// keep their detail). Everywhere else the frame is copied, and the filter
// does not run there.
precision highp float;
// Fetches at full precision: samplers default to lowp, which GPUs may run as fp16.
precision highp sampler2D;

uniform sampler2D u_frame;   // LINEAR; the original frame
uniform sampler2D u_across;  // LINEAR; the frame filtered along its rows (bilateral_pass.frag)
uniform float u_radius;      // pixels, <= 24: the filter's, as bilateral_pass.frag's
uniform int u_step;          // 1 or 2, as bilateral_pass.frag's
uniform vec2 u_texel;        // one frame pixel in uv
uniform int u_faces;        // 0..4
// Per face: box (min xy, max xy), eyes (right xy, left xy), nose tip and
// mouth (xy, xy), ears (right xy, left xy); frame uv, y down.
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
uniform float u_amount;     // 0..1: how much of the filtered skin replaces the original
in vec2 v_uv;
// webgpu-outputs: rgba8unorm
out vec4 out_color;

const float kRangeSigma = 0.18;  // as bilateral_pass.frag's

// bilateral_pass.frag's filter down the columns of u_across around uv.
vec3 BilateralDown(vec2 uv, vec3 centre) {
  int r = int(u_radius) / u_step * u_step;  // a multiple of the step, so the centre is a tap
  vec3 sum = vec3(0.0);
  float total = 0.0;
  for (int i = -r; i <= r; i += u_step) {
    // With a step of 2 a tap between two pixels reads both (LINEAR) and stands for both.
    float at = float(i) - sign(float(i)) * 0.5 * float(u_step - 1);
    float o = at / max(u_radius, 1.0);
    vec3 c = texture(u_across, uv + vec2(0.0, at * u_texel.y)).rgb;
    vec3 diff = c - centre;
    float w = (i == 0 ? 1.0 : float(u_step)) *
              exp(-2.0 * o * o - dot(diff, diff) / (2.0 * kRangeSigma * kRangeSigma));
    sum += c * w;
    total += w;
  }
  return sum / total;
}

vec2 Chroma(vec3 c) {
  // BT.601 Cb, Cr without the offset: the skin test ignores brightness, so shadowed skin counts.
  return vec2(-0.1687 * c.r - 0.3313 * c.g + 0.5 * c.b, 0.5 * c.r - 0.4187 * c.g - 0.0813 * c.b);
}

// How much of the filtered colour pixel `uv` takes from one face (0: none).
float FaceWeight(vec2 uv, vec4 box, vec4 eyes, vec4 nose_mouth, vec4 ears, vec3 centre) {
  vec2 size = box.zw - box.xy;
  vec2 aspect = vec2(u_texel.y / u_texel.x, 1.0);  // uv -> square units (height-relative)
  float width = size.x * aspect.x;
  // The face's ellipse, a little larger than the box (the box ends at the brows and chin).
  vec2 d = (uv - 0.5 * (box.xy + box.zw)) / (0.62 * size);
  float inside = 1.0 - smoothstep(0.85, 1.0, length(d));
  if (inside <= 0.0) return 0.0;
  // Keypoints keep their detail: eyes and brows above them, the mouth, the nose tip, the ears.
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
  // The face's skin colour: both cheeks, beside the nose and below the eyes.
  vec2 cheek = vec2(0.2 * size.x, 0.0);
  vec2 below_eyes = mix(0.5 * (eyes.xy + eyes.zw), nose_mouth.xy, 0.6);
  vec3 skin = 0.25 * (texture(u_frame, below_eyes - cheek).rgb + texture(u_frame, below_eyes + cheek).rgb +
                      texture(u_frame, nose_mouth.xy - cheek).rgb + texture(u_frame, nose_mouth.xy + cheek).rgb);
  float skin_like = 1.0 - smoothstep(0.035, 0.075, length(Chroma(centre) - Chroma(skin)));
  return inside * skin_like * (1.0 - keep);
}

void main() {
  vec4 original = texture(u_frame, v_uv);
  float weight = 0.0;
  // Unrolled: separately named uniforms (the pass list has no arrays).
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
