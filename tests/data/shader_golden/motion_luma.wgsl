// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_frame: texture_2d<f32>;
@group(0) @binding(1) var u_mask: texture_2d<f32>;
@group(0) @binding(3) var u_frame_sampler: sampler;
@group(0) @binding(4) var u_mask_sampler: sampler;
@group(0) @binding(5) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_footprint: vec2f,
  u_frame_to_mask: vec4f,
  u_has_mask: i32,
}
@group(0) @binding(2) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_luma: vec4f;

fn fragment_main() {
  var sum: f32 = 0.0;
  for (var j: i32 = 0; j < 4; j++) {
    for (var i: i32 = 0; i < 4; i++) {
      var offset: vec2f = ((vec2f(f32(i), f32(j)) - 1.5) * 0.25) * vfx_uniforms.u_footprint;
      sum += dot(textureSampleLevel(u_frame, u_frame_sampler, v_uv + offset, 0.0).xyz, vec3f(0.299, 0.587, 0.114));
    }
  }
  var mask: f32 = select(0.0, textureSampleLevel(u_mask, u_mask_sampler, (v_uv * vfx_uniforms.u_frame_to_mask.xy) + vfx_uniforms.u_frame_to_mask.zw, 0.0).x, vfx_uniforms.u_has_mask != 0);
  out_luma = vec4f(sum / 16.0, mask, 0.0, 1.0);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  v_uv = (vec2f(id.xy) + 0.5) / vec2f(size);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_luma);
}
// bindings: 0=u_frame(texture) 1=u_mask(texture) 2=uniforms(uniforms) 3=u_frame_sampler(sampler) 4=u_mask_sampler(sampler) 5=out_luma(output)
// uniforms (48 bytes): u_footprint:vec2@0x2 u_frame_to_mask:vec4@16x4 u_has_mask:int@32x1
