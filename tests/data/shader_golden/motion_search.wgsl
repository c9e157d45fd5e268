// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_key: texture_2d<f32>;
@group(0) @binding(1) var u_current: texture_2d<f32>;
@group(0) @binding(2) var u_prior: texture_2d<f32>;
@group(0) @binding(4) var u_key_sampler: sampler;
@group(0) @binding(5) var u_current_sampler: sampler;
@group(0) @binding(6) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_use_prior: i32,
  u_radius: i32,
  u_step: f32,
}
@group(0) @binding(3) var<uniform> vfx_uniforms: Uniforms;
var<private> out_sums: vec4f;

fn fragment_main() {
  var c: vec2i = vec2i(vfx_frag_coord.xy);
  var n: i32 = (2 * vfx_uniforms.u_radius) + 1;
  var row: i32 = c.y / n;
  var candidate: vec2i = vec2i(c.x, c.y - (row * n));
  var prior: vec2f = select(vec2f(0.0), textureLoad(u_prior, vec2i(0, 0), 0).xy, vfx_uniforms.u_use_prior != 0);
  var d: vec2f = prior + (vec2f(candidate - vec2i(vfx_uniforms.u_radius)) * vfx_uniforms.u_step);
  var size: vec2f = vec2f(vec2i(textureDimensions(u_key, 0)));
  var nx: i32 = i32(size.x / vfx_uniforms.u_step);
  var cost: f32 = 0.0;
  var weight: f32 = 0.0;
  var total: f32 = 0.0;
  for (var x: i32 = 0; x < nx; x++) {
    var p: vec2f = (vec2f(f32(x), f32(row)) + 0.5) * vfx_uniforms.u_step;
    var key: vec4f = textureSampleLevel(u_key, u_key_sampler, p / size, 0.0);
    var w: f32 = smoothstep(0.3, 0.7, key.y);
    if (w < 0.01) {
      continue;
    }
    total += w;
    var q: vec2f = p + d;
    if (any((q < vec2f(0.5))) || any((q > (size - 0.5)))) {
      continue;
    }
    cost += w * abs(textureSampleLevel(u_current, u_current_sampler, q / size, 0.0).x - key.x);
    weight += w;
  }
  out_sums = vec4f(cost, weight, total, 1.0);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_sums);
}
// bindings: 0=u_key(texture) 1=u_current(texture) 2=u_prior(texture) 3=uniforms(uniforms) 4=u_key_sampler(sampler) 5=u_current_sampler(sampler) 6=out_sums(output)
// uniforms (16 bytes): u_use_prior:int@0x1 u_radius:int@4x1 u_step:float@8x1
