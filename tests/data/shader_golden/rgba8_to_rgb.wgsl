// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_rgba: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> out_rgb: vec4f;

fn fragment_main() {
  out_rgb = vec4f(textureLoad(u_rgba, vec2i(vfx_frag_coord.xy), 0).xyz, 0.0);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_rgb);
}
// bindings: 0=u_rgba(texture) 1=out_rgb(output)
// uniforms (0 bytes):
