// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_source: texture_2d<f32>;
@group(0) @binding(2) var u_source_sampler: sampler;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_direction: vec2f,
  u_radius: f32,
  u_step: i32,
  u_region: vec4f,
}
@group(0) @binding(1) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_color: vec4f;
const kRangeSigma: f32 = 0.18;

fn fragment_main() {
  var centre: vec4f = textureSampleLevel(u_source, u_source_sampler, v_uv, 0.0);
  if (any((v_uv < vfx_uniforms.u_region.xy)) || any((v_uv > vfx_uniforms.u_region.zw))) {
    out_color = centre;
    return;
  }
  var r: i32 = (i32(vfx_uniforms.u_radius) / vfx_uniforms.u_step) * vfx_uniforms.u_step;
  var sum: vec3f = vec3f(0.0);
  var total: f32 = 0.0;
  for (var i: i32 = -r; i <= r; i += vfx_uniforms.u_step) {
    var at: f32 = f32(i) - ((sign(f32(i)) * 0.5) * f32(vfx_uniforms.u_step - 1));
    var o: f32 = at / max(vfx_uniforms.u_radius, 1.0);
    var c: vec3f = textureSampleLevel(u_source, u_source_sampler, v_uv + (at * vfx_uniforms.u_direction), 0.0).xyz;
    var diff: vec3f = c - centre.xyz;
    var w: f32 = select(f32(vfx_uniforms.u_step), 1.0, i == 0) * exp(((-2.0 * o) * o) - (dot(diff, diff) / ((2.0 * kRangeSigma) * kRangeSigma)));
    sum += c * w;
    total += w;
  }
  out_color = vec4f(sum / total, centre.w);
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
// uniforms (32 bytes): u_direction:vec2@0x2 u_radius:float@8x1 u_step:int@12x1 u_region:vec4@16x4
