// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_foreground: texture_2d<f32>;
@group(0) @binding(1) var u_mask: texture_2d<f32>;
@group(0) @binding(2) var u_background: texture_2d<f32>;
@group(0) @binding(3) var u_local_mean: texture_2d<f32>;
@group(0) @binding(5) var u_foreground_sampler: sampler;
@group(0) @binding(6) var u_background_sampler: sampler;
@group(0) @binding(7) var u_mask_sampler: sampler;
@group(0) @binding(8) var u_local_mean_sampler: sampler;
@group(0) @binding(9) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_mode: i32,
  u_color: vec3f,
  u_bg_uv_scale: vec2f,
  u_bg_uv_offset: vec2f,
  u_soften: i32,
  u_local_mean_uv: vec4f,
}
@group(0) @binding(4) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_color: vec4f;

fn fragment_main() {
  var fg: vec3f = textureSampleLevel(u_foreground, u_foreground_sampler, v_uv, 0.0).xyz;
  if (vfx_uniforms.u_mode == 0) {
    out_color = vec4f(fg, 1.0);
    return;
  }
  var bg: vec3f;
  if (vfx_uniforms.u_mode == 1) {
    var b: vec4f = textureSampleLevel(u_background, u_background_sampler, v_uv, 0.0);
    bg = select(fg, b.xyz / b.w, b.w > 1e-3);
  } else if (vfx_uniforms.u_mode == 2) {
    bg = textureSampleLevel(u_background, u_background_sampler, (v_uv * vfx_uniforms.u_bg_uv_scale) + vfx_uniforms.u_bg_uv_offset, 0.0).xyz;
  } else {
    bg = vfx_uniforms.u_color;
  }
  var m: f32 = textureSampleLevel(u_mask, u_mask_sampler, v_uv, 0.0).x;
  if (((vfx_uniforms.u_soften == 1) && (m > 0.1)) && (m < 0.98)) {
    var soft: vec3f = textureSampleLevel(u_local_mean, u_local_mean_sampler, (v_uv * vfx_uniforms.u_local_mean_uv.xy) + vfx_uniforms.u_local_mean_uv.zw, 0.0).xyz;
    fg = mix(soft, fg, smoothstep(0.6, 0.98, m));
  }
  out_color = vec4f(mix(bg, fg, smoothstep(0.1, 0.9, m)), 1.0);
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
// bindings: 0=u_foreground(texture) 1=u_mask(texture) 2=u_background(texture) 3=u_local_mean(texture) 4=uniforms(uniforms) 5=u_foreground_sampler(sampler) 6=u_background_sampler(sampler) 7=u_mask_sampler(sampler) 8=u_local_mean_sampler(sampler) 9=out_color(output)
// uniforms (80 bytes): u_mode:int@0x1 u_color:vec3@16x3 u_bg_uv_scale:vec2@32x2 u_bg_uv_offset:vec2@40x2 u_soften:int@48x1 u_local_mean_uv:vec4@64x4
