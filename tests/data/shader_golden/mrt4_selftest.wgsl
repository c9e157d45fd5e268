// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_input: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba16float, write>;
@group(0) @binding(2) var vfx_out1: texture_storage_2d<rgba16float, write>;
@group(0) @binding(3) var vfx_out2: texture_storage_2d<rgba16float, write>;
@group(0) @binding(4) var vfx_out3: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> out0: vec4f;
var<private> out1: vec4f;
var<private> out2: vec4f;
var<private> out3: vec4f;

fn Target(v: vec4f, k: f32) -> vec4f {
  return (v * (k + 1.0)) + vec4f(k, -k, k * 0.25, 0.5);
}
fn fragment_main() {
  var v: vec4f = textureLoad(u_input, vec2i(vfx_frag_coord.xy), 0);
  out0 = Target(v, 0.0);
  out1 = Target(v, 1.0);
  out2 = Target(v, 2.0);
  out3 = Target(v, 3.0);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out0);
  textureStore(vfx_out1, vec2i(id.xy), out1);
  textureStore(vfx_out2, vec2i(id.xy), out2);
  textureStore(vfx_out3, vec2i(id.xy), out3);
}
// bindings: 0=u_input(texture) 1=out0(output) 2=out1(output) 3=out2(output) 4=out3(output)
// uniforms (0 bytes):
