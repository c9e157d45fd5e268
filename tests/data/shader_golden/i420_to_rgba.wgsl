// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_y: texture_2d<f32>;
@group(0) @binding(1) var u_u: texture_2d<f32>;
@group(0) @binding(2) var u_v: texture_2d<f32>;
@group(0) @binding(4) var u_y_sampler: sampler;
@group(0) @binding(5) var u_u_sampler: sampler;
@group(0) @binding(6) var u_v_sampler: sampler;
@group(0) @binding(7) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_kr: f32,
  u_kb: f32,
  u_full_range: f32,
}
@group(0) @binding(3) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_rgb: vec4f;

fn fragment_main() {
  var y: f32 = textureSampleLevel(u_y, u_y_sampler, v_uv, 0.0).x;
  var cb: f32 = textureSampleLevel(u_u, u_u_sampler, v_uv, 0.0).x - (128.0 / 255.0);
  var cr: f32 = textureSampleLevel(u_v, u_v_sampler, v_uv, 0.0).x - (128.0 / 255.0);
  if (vfx_uniforms.u_full_range < 0.5) {
    y = (y - (16.0 / 255.0)) * (255.0 / 219.0);
    cb *= 255.0 / 224.0;
    cr *= 255.0 / 224.0;
  }
  var kg: f32 = (1.0 - vfx_uniforms.u_kr) - vfx_uniforms.u_kb;
  var rgb: vec3f = vec3f(y + ((2.0 * (1.0 - vfx_uniforms.u_kr)) * cr), (y - ((((2.0 * vfx_uniforms.u_kb) * (1.0 - vfx_uniforms.u_kb)) / kg) * cb)) - ((((2.0 * vfx_uniforms.u_kr) * (1.0 - vfx_uniforms.u_kr)) / kg) * cr), y + ((2.0 * (1.0 - vfx_uniforms.u_kb)) * cb));
  out_rgb = vec4f(clamp(rgb, vec3f(0.0), vec3f(1.0)), 1.0);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  v_uv = (vec2f(id.xy) + 0.5) / vec2f(size);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_rgb);
}
// bindings: 0=u_y(texture) 1=u_u(texture) 2=u_v(texture) 3=uniforms(uniforms) 4=u_y_sampler(sampler) 5=u_u_sampler(sampler) 6=u_v_sampler(sampler) 7=out_rgb(output)
// uniforms (16 bytes): u_kr:float@0x1 u_kb:float@4x1 u_full_range:float@8x1
