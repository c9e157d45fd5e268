// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_source: texture_2d<f32>;
@group(0) @binding(2) var u_source_sampler: sampler;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_flip_y: i32,
}
@group(0) @binding(1) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_color: vec4f;

fn fragment_main() {
  var uv: vec2f = select(v_uv, vec2f(v_uv.x, 1.0 - v_uv.y), (vfx_uniforms.u_flip_y != 0));
  out_color = textureSampleLevel(u_source, u_source_sampler, uv, 0.0);
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
// bindings: 0=u_source(texture) 1=uniforms(uniforms) 2=u_source_sampler(sampler) 3=out_color(output)
// uniforms (16 bytes): u_flip_y:bool@0x1
