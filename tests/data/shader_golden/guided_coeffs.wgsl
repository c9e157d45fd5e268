// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_guide_stats: texture_2d<f32>;
@group(0) @binding(1) var u_guide_texture: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba16float, write>;
@group(0) @binding(4) var vfx_out1: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_radius: i32,
  u_epsilon: f32,
}
@group(0) @binding(2) var<uniform> vfx_uniforms: Uniforms;
var<private> out_coeffs: vec4f;
var<private> out_coeffs_t: vec4f;

fn vfx_inverse4(m: mat4x4f) -> mat4x4f {
  let a00 = m[0][0]; let a01 = m[0][1]; let a02 = m[0][2]; let a03 = m[0][3];
  let a10 = m[1][0]; let a11 = m[1][1]; let a12 = m[1][2]; let a13 = m[1][3];
  let a20 = m[2][0]; let a21 = m[2][1]; let a22 = m[2][2]; let a23 = m[2][3];
  let a30 = m[3][0]; let a31 = m[3][1]; let a32 = m[3][2]; let a33 = m[3][3];
  let b00 = a00 * a11 - a01 * a10; let b01 = a00 * a12 - a02 * a10; let b02 = a00 * a13 - a03 * a10;
  let b03 = a01 * a12 - a02 * a11; let b04 = a01 * a13 - a03 * a11; let b05 = a02 * a13 - a03 * a12;
  let b06 = a20 * a31 - a21 * a30; let b07 = a20 * a32 - a22 * a30; let b08 = a20 * a33 - a23 * a30;
  let b09 = a21 * a32 - a22 * a31; let b10 = a21 * a33 - a23 * a31; let b11 = a22 * a33 - a23 * a32;
  let inv = 1.0 / (b00 * b11 - b01 * b10 + b02 * b09 + b03 * b08 - b04 * b07 + b05 * b06);
  return mat4x4f(
      (a11 * b11 - a12 * b10 + a13 * b09) * inv, (a02 * b10 - a01 * b11 - a03 * b09) * inv,
      (a31 * b05 - a32 * b04 + a33 * b03) * inv, (a22 * b04 - a21 * b05 - a23 * b03) * inv,
      (a12 * b08 - a10 * b11 - a13 * b07) * inv, (a00 * b11 - a02 * b08 + a03 * b07) * inv,
      (a32 * b02 - a30 * b05 - a33 * b01) * inv, (a20 * b05 - a22 * b02 + a23 * b01) * inv,
      (a10 * b10 - a11 * b08 + a13 * b06) * inv, (a01 * b08 - a00 * b10 - a03 * b06) * inv,
      (a30 * b04 - a31 * b02 + a33 * b00) * inv, (a21 * b02 - a20 * b04 - a23 * b00) * inv,
      (a11 * b07 - a10 * b09 - a12 * b06) * inv, (a00 * b09 - a01 * b07 + a02 * b06) * inv,
      (a31 * b01 - a30 * b03 - a32 * b00) * inv, (a20 * b03 - a21 * b01 + a22 * b00) * inv);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var last: vec2i = vec2i(textureDimensions(u_guide_stats, 0)) - 1;
  var sum_f: vec4f = vec4f(0.0); var sum_fp: vec4f = vec4f(0.0);
  var sum_inner: vec3f = vec3f(0.0);
  var sum_ff: mat4x4f = mat4x4f(0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0);
  var sum_p: f32 = 0.0;
  for (var dy: i32 = -vfx_uniforms.u_radius; dy <= vfx_uniforms.u_radius; dy++) {
    for (var dx: i32 = -vfx_uniforms.u_radius; dx <= vfx_uniforms.u_radius; dx++) {
      var t: vec2i = clamp(p + vec2i(dx, dy), vec2i(0), last);
      var f: vec4f = textureLoad(u_guide_stats, t, 0);
      var texture_and_mask: vec4f = textureLoad(u_guide_texture, t, 0);
      var m: f32 = texture_and_mask.w;
      sum_f += f;
      sum_p += m;
      sum_fp += f * m;
      sum_ff += mat4x4f(f * f.x, f * f.y, f * f.z, f * f.w);
      sum_inner += texture_and_mask.xyz;
    }
  }
  var n: f32 = f32(((2 * vfx_uniforms.u_radius) + 1) * ((2 * vfx_uniforms.u_radius) + 1));
  var mean_f: vec4f = sum_f / n;
  var mean_p: f32 = sum_p / n;
  var cov_fp: vec4f = (sum_fp / n) - (mean_f * mean_p);
  var sigma: mat4x4f = (sum_ff * (1.0 / n)) - mat4x4f(mean_f * mean_f.x, mean_f * mean_f.y, mean_f * mean_f.z, mean_f * mean_f.w);
  var inner: vec3f = sum_inner / n;
  sigma[0][0] += vfx_uniforms.u_epsilon + inner.x;
  sigma[1][1] += vfx_uniforms.u_epsilon + inner.y;
  sigma[2][2] += vfx_uniforms.u_epsilon + inner.z;
  sigma[3][3] += vfx_uniforms.u_epsilon;
  var a: vec4f = vfx_inverse4(sigma) * cov_fp;
  out_coeffs = vec4f(a.xyz, mean_p - dot(a, mean_f));
  out_coeffs_t = vec4f(a.w, 0.0, 0.0, 0.0);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_coeffs);
  textureStore(vfx_out1, vec2i(id.xy), out_coeffs_t);
}
// bindings: 0=u_guide_stats(texture) 1=u_guide_texture(texture) 2=uniforms(uniforms) 3=out_coeffs(output) 4=out_coeffs_t(output)
// uniforms (16 bytes): u_radius:int@0x1 u_epsilon:float@4x1
