// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_frame: texture_2d<f32>;
@group(0) @binding(1) var u_across: texture_2d<f32>;
@group(0) @binding(3) var u_across_sampler: sampler;
@group(0) @binding(4) var u_frame_sampler: sampler;
@group(0) @binding(5) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_radius: f32,
  u_step: i32,
  u_texel: vec2f,
  u_faces: i32,
  u_box0: vec4f,
  u_eyes0: vec4f,
  u_nose_mouth0: vec4f,
  u_ears0: vec4f,
  u_box1: vec4f,
  u_eyes1: vec4f,
  u_nose_mouth1: vec4f,
  u_ears1: vec4f,
  u_box2: vec4f,
  u_eyes2: vec4f,
  u_nose_mouth2: vec4f,
  u_ears2: vec4f,
  u_box3: vec4f,
  u_eyes3: vec4f,
  u_nose_mouth3: vec4f,
  u_ears3: vec4f,
  u_amount: f32,
}
@group(0) @binding(2) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_color: vec4f;
const kRangeSigma: f32 = 0.18;

fn BilateralDown(uv: vec2f, centre: vec3f) -> vec3f {
  var r: i32 = (i32(vfx_uniforms.u_radius) / vfx_uniforms.u_step) * vfx_uniforms.u_step;
  var sum: vec3f = vec3f(0.0);
  var total: f32 = 0.0;
  for (var i: i32 = -r; i <= r; i += vfx_uniforms.u_step) {
    var at: f32 = f32(i) - ((sign(f32(i)) * 0.5) * f32(vfx_uniforms.u_step - 1));
    var o: f32 = at / max(vfx_uniforms.u_radius, 1.0);
    var c: vec3f = textureSampleLevel(u_across, u_across_sampler, uv + vec2f(0.0, at * vfx_uniforms.u_texel.y), 0.0).xyz;
    var diff: vec3f = c - centre;
    var w: f32 = select(f32(vfx_uniforms.u_step), 1.0, i == 0) * exp(((-2.0 * o) * o) - (dot(diff, diff) / ((2.0 * kRangeSigma) * kRangeSigma)));
    sum += c * w;
    total += w;
  }
  return sum / total;
}
fn Chroma(c_in: vec3f) -> vec2f {
  var c = c_in;
  return vec2f(((-0.1687 * c.x) - (0.3313 * c.y)) + (0.5 * c.z), ((0.5 * c.x) - (0.4187 * c.y)) - (0.0813 * c.z));
}
fn FaceWeight(uv: vec2f, box_in: vec4f, eyes_in: vec4f, nose_mouth_in: vec4f, ears_in: vec4f, centre: vec3f) -> f32 {
  var box = box_in;
  var eyes = eyes_in;
  var nose_mouth = nose_mouth_in;
  var ears = ears_in;
  var size: vec2f = box.zw - box.xy;
  var aspect: vec2f = vec2f(vfx_uniforms.u_texel.y / vfx_uniforms.u_texel.x, 1.0);
  var width: f32 = size.x * aspect.x;
  var d: vec2f = (uv - (0.5 * (box.xy + box.zw))) / (0.62 * size);
  var inside: f32 = 1.0 - smoothstep(0.85, 1.0, length(d));
  if (inside <= 0.0) {
    return 0.0;
  }
  var keep: f32 = 0.0;
  var brow: vec2f = vec2f(0.0, -0.09 * size.y);
  keep = max(keep, 1.0 - smoothstep(0.09, 0.14, length((uv - eyes.xy) * aspect) / width));
  keep = max(keep, 1.0 - smoothstep(0.09, 0.14, length((uv - eyes.zw) * aspect) / width));
  keep = max(keep, 1.0 - smoothstep(0.8, 1.2, length((((uv - eyes.xy) - brow) * aspect) / vec2f(0.16, 0.06)) / width));
  keep = max(keep, 1.0 - smoothstep(0.8, 1.2, length((((uv - eyes.zw) - brow) * aspect) / vec2f(0.16, 0.06)) / width));
  keep = max(keep, 1.0 - smoothstep(0.05, 0.08, length((uv - nose_mouth.xy) * aspect) / width));
  keep = max(keep, 1.0 - smoothstep(0.8, 1.2, length(((uv - nose_mouth.zw) * aspect) / vec2f(0.17, 0.08)) / width));
  keep = max(keep, 1.0 - smoothstep(0.08, 0.12, length((uv - ears.xy) * aspect) / width));
  keep = max(keep, 1.0 - smoothstep(0.08, 0.12, length((uv - ears.zw) * aspect) / width));
  var cheek: vec2f = vec2f(0.2 * size.x, 0.0);
  var below_eyes: vec2f = mix(0.5 * (eyes.xy + eyes.zw), nose_mouth.xy, 0.6);
  var skin: vec3f = 0.25 * (((textureSampleLevel(u_frame, u_frame_sampler, below_eyes - cheek, 0.0).xyz + textureSampleLevel(u_frame, u_frame_sampler, below_eyes + cheek, 0.0).xyz) + textureSampleLevel(u_frame, u_frame_sampler, nose_mouth.xy - cheek, 0.0).xyz) + textureSampleLevel(u_frame, u_frame_sampler, nose_mouth.xy + cheek, 0.0).xyz);
  var skin_like: f32 = 1.0 - smoothstep(0.035, 0.075, length(Chroma(centre) - Chroma(skin)));
  return (inside * skin_like) * (1.0 - keep);
}
fn fragment_main() {
  var original: vec4f = textureSampleLevel(u_frame, u_frame_sampler, v_uv, 0.0);
  var weight: f32 = 0.0;
  if (vfx_uniforms.u_faces > 0) {
    weight = max(weight, FaceWeight(v_uv, vfx_uniforms.u_box0, vfx_uniforms.u_eyes0, vfx_uniforms.u_nose_mouth0, vfx_uniforms.u_ears0, original.xyz));
  }
  if (vfx_uniforms.u_faces > 1) {
    weight = max(weight, FaceWeight(v_uv, vfx_uniforms.u_box1, vfx_uniforms.u_eyes1, vfx_uniforms.u_nose_mouth1, vfx_uniforms.u_ears1, original.xyz));
  }
  if (vfx_uniforms.u_faces > 2) {
    weight = max(weight, FaceWeight(v_uv, vfx_uniforms.u_box2, vfx_uniforms.u_eyes2, vfx_uniforms.u_nose_mouth2, vfx_uniforms.u_ears2, original.xyz));
  }
  if (vfx_uniforms.u_faces > 3) {
    weight = max(weight, FaceWeight(v_uv, vfx_uniforms.u_box3, vfx_uniforms.u_eyes3, vfx_uniforms.u_nose_mouth3, vfx_uniforms.u_ears3, original.xyz));
  }
  weight *= vfx_uniforms.u_amount;
  if (weight <= 0.0) {
    out_color = original;
    return;
  }
  var smoothed: vec3f = BilateralDown(v_uv, textureSampleLevel(u_across, u_across_sampler, v_uv, 0.0).xyz);
  out_color = vec4f(mix(original.xyz, smoothed, weight), original.w);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  v_uv = (vec2f(id.xy) + 0.5) / vec2f(size);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_color);
}
// bindings: 0=u_frame(texture) 1=u_across(texture) 2=uniforms(uniforms) 3=u_across_sampler(sampler) 4=u_frame_sampler(sampler) 5=out_color(output)
// uniforms (304 bytes): u_radius:float@0x1 u_step:int@4x1 u_texel:vec2@8x2 u_faces:int@16x1 u_box0:vec4@32x4 u_eyes0:vec4@48x4 u_nose_mouth0:vec4@64x4 u_ears0:vec4@80x4 u_box1:vec4@96x4 u_eyes1:vec4@112x4 u_nose_mouth1:vec4@128x4 u_ears1:vec4@144x4 u_box2:vec4@160x4 u_eyes2:vec4@176x4 u_nose_mouth2:vec4@192x4 u_ears2:vec4@208x4 u_box3:vec4@224x4 u_eyes3:vec4@240x4 u_nose_mouth3:vec4@256x4 u_ears3:vec4@272x4 u_amount:float@288x1
