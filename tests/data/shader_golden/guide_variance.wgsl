// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_frame: texture_2d<f32>;
@group(0) @binding(1) var u_mask: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba16float, write>;
@group(0) @binding(4) var vfx_out1: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_mask_to_frame: vec4f,
  u_footprint: vec2f,
}
@group(0) @binding(2) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_texture: vec4f;
var<private> out_stats: vec4f;

fn fragment_main() {
  var size: vec2i = vec2i(textureDimensions(u_frame, 0));
  var center: vec2f = ((v_uv * vfx_uniforms.u_mask_to_frame.xy) + vfx_uniforms.u_mask_to_frame.zw) * vec2f(size);
  var n: i32 = clamp(i32(ceil(max(vfx_uniforms.u_footprint.x, vfx_uniforms.u_footprint.y))), 2, 8);
  var stride: vec2f = vfx_uniforms.u_footprint / f32(n);
  var sum: vec3f = vec3f(0.0); var sum_sq: vec3f = vec3f(0.0);
  var sum_l: f32 = 0.0; var sum_ll: f32 = 0.0;
  for (var j: i32 = 0; j < n; j++) {
    for (var i: i32 = 0; i < n; i++) {
      var p: vec2f = (center + ((vec2f(f32(i), f32(j)) + 0.5) * stride)) - (0.5 * vfx_uniforms.u_footprint);
      var c: vec3f = textureLoad(u_frame, clamp(vec2i(p), vec2i(0), size - 1), 0).xyz;
      var l: f32 = dot(c, vec3f(0.2126, 0.7152, 0.0722));
      sum += c;
      sum_sq += c * c;
      sum_l += l;
      sum_ll += l * l;
    }
  }
  var count: f32 = f32(n * n);
  var mean: vec3f = sum / count;
  var mean_l: f32 = sum_l / count;
  var deviation: f32 = sqrt(max((sum_ll / count) - (mean_l * mean_l), 0.0));
  var mask: f32 = textureLoad(u_mask, vec2i(vfx_frag_coord.xy), 0).x;
  out_texture = vec4f(max((sum_sq / count) - (mean * mean), vec3f(0.0)), mask);
  out_stats = vec4f(mean, deviation);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  v_uv = (vec2f(id.xy) + 0.5) / vec2f(size);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_texture);
  textureStore(vfx_out1, vec2i(id.xy), out_stats);
}
// bindings: 0=u_frame(texture) 1=u_mask(texture) 2=uniforms(uniforms) 3=out_texture(output) 4=out_stats(output)
// uniforms (32 bytes): u_mask_to_frame:vec4@0x4 u_footprint:vec2@16x2
