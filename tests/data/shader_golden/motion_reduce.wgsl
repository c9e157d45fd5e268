// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_sums: texture_2d<f32>;
@group(0) @binding(1) var u_prior: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_use_prior: i32,
  u_radius: i32,
  u_step: f32,
  u_motion_cost: f32,
}
@group(0) @binding(2) var<uniform> vfx_uniforms: Uniforms;
var<private> out_cost: vec4f;

fn fragment_main() {
  var c: vec2i = vec2i(vfx_frag_coord.xy);
  var n: i32 = (2 * vfx_uniforms.u_radius) + 1;
  var rows: i32 = vec2i(textureDimensions(u_sums, 0)).y / n;
  var sums: vec3f = vec3f(0.0);
  for (var r: i32 = 0; r < rows; r++) {
    sums += textureLoad(u_sums, vec2i(c.x, c.y + (r * n)), 0).xyz;
  }
  var prior: vec2f = select(vec2f(0.0), textureLoad(u_prior, vec2i(0, 0), 0).xy, vfx_uniforms.u_use_prior != 0);
  var d: vec2f = prior + (vec2f(c - vec2i(vfx_uniforms.u_radius)) * vfx_uniforms.u_step);
  var score: f32 = select(1e3, (sums.x / sums.y) + (vfx_uniforms.u_motion_cost * length(d)), (sums.y > (0.5 * sums.z)) && (sums.y > 0.0));
  out_cost = vec4f(score, sums.y, 0.0, 1.0);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_cost);
}
// bindings: 0=u_sums(texture) 1=u_prior(texture) 2=uniforms(uniforms) 3=out_cost(output)
// uniforms (16 bytes): u_use_prior:int@0x1 u_radius:int@4x1 u_step:float@8x1 u_motion_cost:float@12x1
