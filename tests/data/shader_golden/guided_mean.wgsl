// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_coeffs: texture_2d<f32>;
@group(0) @binding(1) var u_coeffs_t: texture_2d<f32>;
@group(0) @binding(2) var u_guide_stats: texture_2d<f32>;
@group(0) @binding(4) var u_coeffs_sampler: sampler;
@group(0) @binding(5) var u_coeffs_t_sampler: sampler;
@group(0) @binding(6) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_radius: i32,
}
@group(0) @binding(3) var<uniform> vfx_uniforms: Uniforms;
var<private> out_coeffs: vec4f;

fn fragment_main() {
  var texel: vec2f = 1.0 / vec2f(vec2i(textureDimensions(u_coeffs, 0)));
  var center: vec2f = vfx_frag_coord.xy * texel;
  var sum: vec4f = vec4f(0.0);
  var sum_t: f32 = 0.0;
  for (var j: i32 = 0; j <= vfx_uniforms.u_radius; j++) {
    var y: f32 = select(f32(vfx_uniforms.u_radius), f32((2 * j) - vfx_uniforms.u_radius) + 0.5, j < vfx_uniforms.u_radius);
    var wy: f32 = select(1.0, 2.0, j < vfx_uniforms.u_radius);
    for (var i: i32 = 0; i <= vfx_uniforms.u_radius; i++) {
      var x: f32 = select(f32(vfx_uniforms.u_radius), f32((2 * i) - vfx_uniforms.u_radius) + 0.5, i < vfx_uniforms.u_radius);
      var w: f32 = wy * select(1.0, 2.0, i < vfx_uniforms.u_radius);
      var uv: vec2f = center + (vec2f(x, y) * texel);
      sum += w * textureSampleLevel(u_coeffs, u_coeffs_sampler, uv, 0.0);
      sum_t += w * textureSampleLevel(u_coeffs_t, u_coeffs_t_sampler, uv, 0.0).x;
    }
  }
  var n: f32 = f32(((2 * vfx_uniforms.u_radius) + 1) * ((2 * vfx_uniforms.u_radius) + 1));
  var t: f32 = textureLoad(u_guide_stats, vec2i(vfx_frag_coord.xy), 0).w;
  var model: vec4f = sum / n;
  out_coeffs = vec4f(model.xyz, model.w + ((sum_t / n) * t));
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_coeffs);
}
// bindings: 0=u_coeffs(texture) 1=u_coeffs_t(texture) 2=u_guide_stats(texture) 3=uniforms(uniforms) 4=u_coeffs_sampler(sampler) 5=u_coeffs_t_sampler(sampler) 6=out_coeffs(output)
// uniforms (16 bytes): u_radius:int@0x1
