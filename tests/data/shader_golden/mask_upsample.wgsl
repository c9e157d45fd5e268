// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_coeffs: texture_2d<f32>;
@group(0) @binding(1) var u_guide_stats: texture_2d<f32>;
@group(0) @binding(2) var u_frame: texture_2d<f32>;
@group(0) @binding(4) var u_frame_sampler: sampler;
@group(0) @binding(5) var u_coeffs_sampler: sampler;
@group(0) @binding(6) var u_guide_stats_sampler: sampler;
@group(0) @binding(7) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_frame_to_mask: vec4f,
}
@group(0) @binding(3) var<uniform> vfx_uniforms: Uniforms;
const kSmooth: f32 = 0.15;
const kTextured: f32 = 0.3;
const kUncertain: f32 = 0.15;
const kCertain: f32 = 0.35;
var<private> v_uv: vec2f;
var<private> out_mask: vec4f;

fn fragment_main() {
  var color: vec3f = textureSampleLevel(u_frame, u_frame_sampler, v_uv, 0.0).xyz;
  var mask_uv: vec2f = (v_uv * vfx_uniforms.u_frame_to_mask.xy) + vfx_uniforms.u_frame_to_mask.zw;
  var model: vec4f = textureSampleLevel(u_coeffs, u_coeffs_sampler, mask_uv, 0.0);
  var m: f32;
  if (((abs(model.x) + abs(model.y)) + abs(model.z)) > 0.01) {
    var around: vec4f = textureSampleLevel(u_guide_stats, u_guide_stats_sampler, mask_uv, 0.0);
    color = mix(color, around.xyz, smoothstep(kSmooth, kTextured, around.w));
    var own: f32 = dot(model.xyz, color) + model.w;
    var mean: f32 = dot(model.xyz, around.xyz) + model.w;
    var sided: f32 = select(min(own, mean), max(own, mean), mean > 0.5);
    m = mix(own, sided, smoothstep(kUncertain, kCertain, abs(mean - 0.5)));
  } else {
    m = dot(model.xyz, color) + model.w;
  }
  out_mask = vec4f(clamp(m, 0.0, 1.0), 0.0, 0.0, 1.0);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  v_uv = (vec2f(id.xy) + 0.5) / vec2f(size);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_mask);
}
// bindings: 0=u_coeffs(texture) 1=u_guide_stats(texture) 2=u_frame(texture) 3=uniforms(uniforms) 4=u_frame_sampler(sampler) 5=u_coeffs_sampler(sampler) 6=u_guide_stats_sampler(sampler) 7=out_mask(output)
// uniforms (16 bytes): u_frame_to_mask:vec4@0x4
