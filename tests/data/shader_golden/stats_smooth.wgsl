// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_sums: texture_2d<f32>;
@group(0) @binding(1) var u_previous: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_reset: i32,
  u_alpha: f32,
}
@group(0) @binding(2) var<uniform> vfx_uniforms: Uniforms;
var<private> out_stats: vec4f;

fn fragment_main() {
  var s: vec4f = vec4f(0.0);
  var size: vec2i = vec2i(textureDimensions(u_sums, 0));
  for (var y: i32 = 0; y < size.y; y++) {
    for (var x: i32 = 0; x < size.x; x++) {
      s += textureLoad(u_sums, vec2i(x, y), 0);
    }
  }
  s /= f32(size.x * size.y);
  var current: vec4f = select(vec4f(vec3f(0.5), 0.0), vec4f(s.xyz / s.w, s.w), s.w > 1e-3);
  var previous: vec4f = textureLoad(u_previous, vec2i(0), 0);
  out_stats = select(mix(previous, current, vfx_uniforms.u_alpha), current, (vfx_uniforms.u_reset != 0));
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_stats);
}
// bindings: 0=u_sums(texture) 1=u_previous(texture) 2=uniforms(uniforms) 3=out_stats(output)
// uniforms (16 bytes): u_reset:bool@0x1 u_alpha:float@4x1
