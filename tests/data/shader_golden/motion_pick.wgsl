// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var u_costs: texture_2d<f32>;
@group(0) @binding(1) var u_prior: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba16float, write>;
var<private> vfx_frag_coord: vec4f;
struct Uniforms {
  u_use_prior: i32,
  u_radius: i32,
  u_step: f32,
  u_subpixel: i32,
}
@group(0) @binding(2) var<uniform> vfx_uniforms: Uniforms;
var<private> out_motion: vec4f;

fn Score(p: vec2i) -> f32 {
  return textureLoad(u_costs, p, 0).x;
}
fn fragment_main() {
  var n: i32 = (2 * vfx_uniforms.u_radius) + 1;
  var best: vec2i = vec2i(vfx_uniforms.u_radius);
  var best_score: f32 = Score(best);
  for (var j: i32 = 0; j < n; j++) {
    for (var i: i32 = 0; i < n; i++) {
      var s: f32 = Score(vec2i(i, j));
      if (s < (best_score - 1e-4)) {
        best_score = s;
        best = vec2i(i, j);
      }
    }
  }
  var prior: vec2f = select(vec2f(0.0), textureLoad(u_prior, vec2i(0, 0), 0).xy, vfx_uniforms.u_use_prior != 0);
  var d: vec2f = prior + (vec2f(best - vec2i(vfx_uniforms.u_radius)) * vfx_uniforms.u_step);
  if ((vfx_uniforms.u_subpixel != 0) && (best_score < 1e2)) {
    if ((best.x > 0) && (best.x < (n - 1))) {
      var l: f32 = Score(best - vec2i(1, 0)); var r: f32 = Score(best + vec2i(1, 0));
      var curvature: f32 = (l - (2.0 * best_score)) + r;
      if (curvature > 1e-6) {
        d.x += clamp((0.5 * (l - r)) / curvature, -0.5, 0.5) * vfx_uniforms.u_step;
      }
    }
    if ((best.y > 0) && (best.y < (n - 1))) {
      var b: f32 = Score(best - vec2i(0, 1)); var t: f32 = Score(best + vec2i(0, 1));
      var curvature: f32 = (b - (2.0 * best_score)) + t;
      if (curvature > 1e-6) {
        d.y += clamp((0.5 * (b - t)) / curvature, -0.5, 0.5) * vfx_uniforms.u_step;
      }
    }
  }
  out_motion = vec4f(d, best_score, 1.0);
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), out_motion);
}
// bindings: 0=u_costs(texture) 1=u_prior(texture) 2=uniforms(uniforms) 3=out_motion(output)
// uniforms (16 bytes): u_use_prior:int@0x1 u_radius:int@4x1 u_step:float@8x1 u_subpixel:int@12x1
