// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_source: texture_2d<f32>;
@group(0) @binding(2) var u_source_sampler: sampler;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_direction: vec2f,
  u_sigma: f32,
}
@group(0) @binding(1) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_color: vec4f;

fn Gauss(x: f32) -> f32 {
  return exp(((-0.5 * x) * x) / (vfx_uniforms.u_sigma * vfx_uniforms.u_sigma));
}
fn fragment_main() {
  var radius: i32 = i32(ceil(3.0 * vfx_uniforms.u_sigma));
  var sum: vec4f = textureSampleLevel(u_source, u_source_sampler, v_uv, 0.0);
  var total: f32 = 1.0;
  for (var i: i32 = 1; i <= radius; i += 2) {
    var w0: f32 = Gauss(f32(i));
    var w1: f32 = Gauss(f32(i + 1));
    var w: f32 = w0 + w1;
    var offset: f32 = f32(i) + (w1 / w);
    sum += w * textureSampleLevel(u_source, u_source_sampler, v_uv + (offset * vfx_uniforms.u_direction), 0.0);
    sum += w * textureSampleLevel(u_source, u_source_sampler, v_uv - (offset * vfx_uniforms.u_direction), 0.0);
    total += 2.0 * w;
  }
  out_color = sum / total;
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
// uniforms (16 bytes): u_direction:vec2@0x2 u_sigma:float@8x1
