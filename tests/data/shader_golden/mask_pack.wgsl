// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_mask: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_channel: i32,
  u_width: i32,
}
@group(0) @binding(1) var<uniform> vfx_uniforms: Uniforms;
var<private> out_packed: vec4f;

fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var packed_values: vec4f;
  for (var i: i32 = 0; i < 4; i++) {
    var x: i32 = min((p.x * 4) + i, vfx_uniforms.u_width - 1);
    packed_values[i] = textureLoad(u_mask, vec2i(x, p.y), 0)[vfx_uniforms.u_channel];
  }
  out_packed = packed_values;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_packed);
}
// bindings: 0=u_mask(texture) 1=uniforms(uniforms) 2=out_packed(output)
// uniforms (16 bytes): u_channel:int@0x1 u_width:int@4x1
