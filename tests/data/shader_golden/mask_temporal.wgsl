// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_current: texture_2d<f32>;
@group(0) @binding(1) var u_previous: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_channel: i32,
  u_reset: i32,
  u_min_alpha: f32,
}
@group(0) @binding(2) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_mask: vec4f;

fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var current: f32 = textureLoad(u_current, p, 0)[vfx_uniforms.u_channel];
  var previous: f32 = textureLoad(u_previous, p, 0).x;
  var alpha: f32 = select(mix(vfx_uniforms.u_min_alpha, 1.0, smoothstep(0.15, 0.35, abs(current - previous))), 1.0, (vfx_uniforms.u_reset != 0));
  out_mask = vec4f(mix(previous, current, alpha), 0.0, 0.0, 1.0);
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
// bindings: 0=u_current(texture) 1=u_previous(texture) 2=uniforms(uniforms) 3=out_mask(output)
// uniforms (16 bytes): u_channel:int@0x1 u_reset:bool@4x1 u_min_alpha:float@8x1
