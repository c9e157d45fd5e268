// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_frame: texture_2d<f32>;
@group(0) @binding(1) var u_stats: texture_2d<f32>;
@group(0) @binding(2) var u_mask: texture_2d<f32>;
@group(0) @binding(4) var u_frame_sampler: sampler;
@group(0) @binding(5) var u_mask_sampler: sampler;
@group(0) @binding(6) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_strength: f32,
  u_target: f32,
  u_person_only: i32,
}
@group(0) @binding(3) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_color: vec4f;
const kLuma: vec3f = vec3f(0.2126, 0.7152, 0.0722);
const kSkinChroma: vec3f = vec3f(1.2, 1.0, 0.85);

fn fragment_main() {
  var stats: vec4f = textureLoad(u_stats, vec2i(0), 0);
  var mean: vec3f = max(stats.xyz, vec3f(0.01));
  var luma: f32 = dot(mean, kLuma);
  var target_gain: f32 = clamp(0.5 / luma, 1.0, 3.0);
  var gate: f32 = 1.0 - smoothstep(0.25, 0.35, luma);
  if (vfx_uniforms.u_target > 0.0) {
    target_gain = clamp((vfx_uniforms.u_target * (1.0 - luma)) / (luma * (1.0 - vfx_uniforms.u_target)), 1.0, 4.5);
    gate = 1.0 - smoothstep(0.4, 0.5, luma);
  }
  var gain: f32 = mix(1.0, target_gain, gate * vfx_uniforms.u_strength);
  var chroma: vec3f = mean / luma;
  var colour_cast: f32 = length((chroma / kSkinChroma) - 1.0);
  var balance: vec3f = mix(vec3f(1.0), clamp(kSkinChroma / chroma, vec3f(0.7), vec3f(1.4)), (0.6 * smoothstep(0.25, 0.5, colour_cast)) * vfx_uniforms.u_strength);
  var original: vec3f = textureSampleLevel(u_frame, u_frame_sampler, v_uv, 0.0).xyz;
  var c: vec3f = original * balance;
  c = clamp((gain * c) / (1.0 + ((gain - 1.0) * c)), vec3f(0.0), vec3f(1.0));
  if (vfx_uniforms.u_person_only != 0) {
    c = mix(original, c, clamp(textureSampleLevel(u_mask, u_mask_sampler, v_uv, 0.0).x, 0.0, 1.0));
  }
  out_color = vec4f(c, 1.0);
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
// bindings: 0=u_frame(texture) 1=u_stats(texture) 2=u_mask(texture) 3=uniforms(uniforms) 4=u_frame_sampler(sampler) 5=u_mask_sampler(sampler) 6=out_color(output)
// uniforms (16 bytes): u_strength:float@0x1 u_target:float@4x1 u_person_only:int@8x1
