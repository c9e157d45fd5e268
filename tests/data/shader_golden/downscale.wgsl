// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_frame: texture_2d<f32>;
@group(0) @binding(2) var u_frame_sampler: sampler;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_uv_scale: vec2f,
  u_uv_offset: vec2f,
  u_footprint: vec2f,
  u_pad: vec3f,
}
@group(0) @binding(1) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_rgb: vec4f;

fn fragment_main() {
  var center: vec2f = (v_uv * vfx_uniforms.u_uv_scale) + vfx_uniforms.u_uv_offset;
  if (any((center < vec2f(0.0))) || any((center > vec2f(1.0)))) {
    out_rgb = vec4f(vfx_uniforms.u_pad, 0.0);
    return;
  }
  var sum: vec3f = vec3f(0.0);
  for (var j: i32 = 0; j < 4; j++) {
    for (var i: i32 = 0; i < 4; i++) {
      var offset: vec2f = ((vec2f(f32(i), f32(j)) - 1.5) * 0.25) * vfx_uniforms.u_footprint;
      sum += textureSampleLevel(u_frame, u_frame_sampler, center + offset, 0.0).xyz;
    }
  }
  out_rgb = vec4f(sum / 16.0, 0.0);
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
// bindings: 0=u_frame(texture) 1=uniforms(uniforms) 2=u_frame_sampler(sampler) 3=out_rgb(output)
// uniforms (48 bytes): u_uv_scale:vec2@0x2 u_uv_offset:vec2@8x2 u_footprint:vec2@16x2 u_pad:vec3@32x3
