// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_source: texture_2d<f32>;
@group(0) @binding(1) var u_mask: texture_2d<f32>;
@group(0) @binding(3) var u_mask_sampler: sampler;
@group(0) @binding(4) var u_source_sampler: sampler;
@group(0) @binding(5) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_first: i32,
  u_region: i32,
  u_face: vec4f,
  u_window: vec4f,
  u_footprint: vec2f,
  u_taps: i32,
}
@group(0) @binding(2) var<uniform> vfx_uniforms: Uniforms;
var<private> v_uv: vec2f;
var<private> out_stats: vec4f;

fn fragment_main() {
  var sum: vec4f = vec4f(0.0);
  var n: f32 = f32(vfx_uniforms.u_taps);
  for (var j: i32 = 0; j < vfx_uniforms.u_taps; j++) {
    for (var i: i32 = 0; i < vfx_uniforms.u_taps; i++) {
      var uv: vec2f = v_uv + ((((vec2f(f32(i), f32(j)) + 0.5) / n) - 0.5) * vfx_uniforms.u_footprint);
      if ((vfx_uniforms.u_first != 0)) {
        uv = vfx_uniforms.u_window.xy + (uv * vfx_uniforms.u_window.zw);
        var m: f32;
        if (vfx_uniforms.u_region == 0) {
          m = textureSampleLevel(u_mask, u_mask_sampler, uv, 0.0).x;
        } else {
          var size: vec2f = max(vfx_uniforms.u_face.zw - vfx_uniforms.u_face.xy, vec2f(1e-4));
          m = 1.0 - smoothstep(0.8, 1.0, length((uv - (0.5 * (vfx_uniforms.u_face.xy + vfx_uniforms.u_face.zw))) / (0.42 * size)));
          m *= f32(all((uv >= vec2f(0.0))) && all((uv <= vec2f(1.0))));
        }
        sum += vec4f(textureSampleLevel(u_source, u_source_sampler, uv, 0.0).xyz * m, m);
      } else {
        sum += textureSampleLevel(u_source, u_source_sampler, uv, 0.0);
      }
    }
  }
  out_stats = sum / (n * n);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  v_uv = (vec2f(id.xy) + 0.5) / vec2f(size);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_stats);
}
// bindings: 0=u_source(texture) 1=u_mask(texture) 2=uniforms(uniforms) 3=u_mask_sampler(sampler) 4=u_source_sampler(sampler) 5=out_stats(output)
// uniforms (64 bytes): u_first:bool@0x1 u_region:int@4x1 u_face:vec4@16x4 u_window:vec4@32x4 u_footprint:vec2@48x2 u_taps:int@56x1
