// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_regressors: texture_2d<f32>;
@group(0) @binding(1) var u_scores: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> out_packed: vec4f;

fn fragment_main() {
  var c: vec2i = vec2i(vfx_frag_coord.xy);
  var t: i32 = (c.y * 16) + c.x;
  var anchor: i32 = t / 5;
  var k: i32 = t - (anchor * 5);
  if (anchor >= vec2i(textureDimensions(u_scores, 0)).y) {
    out_packed = vec4f(0.0);
  } else if (k == 4) {
    out_packed = vec4f(textureLoad(u_scores, vec2i(0, anchor), 0).x, 0.0, 0.0, 0.0);
  } else {
    out_packed = vec4f(textureLoad(u_regressors, vec2i(4 * k, anchor), 0).x, textureLoad(u_regressors, vec2i((4 * k) + 1, anchor), 0).x, textureLoad(u_regressors, vec2i((4 * k) + 2, anchor), 0).x, textureLoad(u_regressors, vec2i((4 * k) + 3, anchor), 0).x);
  }
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_packed);
}
// bindings: 0=u_regressors(texture) 1=u_scores(texture) 2=out_packed(output)
// uniforms (0 bytes):
