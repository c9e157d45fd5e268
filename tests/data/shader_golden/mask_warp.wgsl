// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_mask: texture_2d<f32>;
@group(0) @binding(1) var u_motion: texture_2d<f32>;
@group(0) @binding(3) var u_mask_sampler: sampler;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_motion_to_mask_uv: vec2f,
}
@group(0) @binding(2) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_mask: vec4f;

fn fragment_main() {
  var d: vec2f = textureLoad(u_motion, vec2i(0, 0), 0).xy;
  out_mask = vec4f(textureSampleLevel(u_mask, u_mask_sampler, v_uv - (d * vfx_uniforms.u_motion_to_mask_uv), 0.0).x, 0.0, 0.0, 1.0);
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
// bindings: 0=u_mask(texture) 1=u_motion(texture) 2=uniforms(uniforms) 3=u_mask_sampler(sampler) 4=out_mask(output)
// uniforms (16 bytes): u_motion_to_mask_uv:vec2@0x2
