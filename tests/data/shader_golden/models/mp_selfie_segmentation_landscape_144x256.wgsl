// ==== pass Conv_1+HardSwish_2
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 256) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 128;
  var y: i32 = p.y % 72;
  var s: i32 = p.x / 128;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(36, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 2) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 144);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 2) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 256);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 3) + kx) * 4;
        for (var si: i32 = 0; si < 1; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), vec4f(0.0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_3+Relu_4
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 128) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 128;
  var y: i32 = p.y % 72;
  var s: i32 = p.x / 128;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 72);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 128);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_5+Relu_6
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 128) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 2) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 72);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 2) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 128);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_7_blocks
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 64) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = vec4f(0.0);
    var count: f32 = 0.0;
    for (var ky: i32 = 0; ky < 4; ky++) {
      var iy: i32 = ((y * 4) - 0) + (ky * 1);
      for (var kx: i32 = 0; kx < 4; kx++) {
        var ix: i32 = ((x * 4) - 0) + (kx * 1);
        var inside: bool = (((iy >= 0) && (iy < 36)) && (ix >= 0)) && (ix < 64);
        if (inside) {
          acc += read_t0(ix, iy, s);
          count += 1.0;
        }
      }
    }
    r = acc / max(count, 1.0);
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_7
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var sum: vec4f = vec4f(0.0);
    for (var iy: i32 = 0; iy < 9; iy++) {
      var row: vec4f = vec4f(0.0);
      for (var ix: i32 = 0; ix < 16; ix++) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_8+Relu_9
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_10+Sigmoid_11
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(8, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 8;
        for (var si: i32 = 0; si < 2; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Mul_12+Conv_13
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var w0: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 64) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_scaled(x: i32, y: i32, s: i32) -> vec4f {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 36);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 64);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_scaled(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=w0(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_14+Relu_15
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 64) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 36);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 64);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_16+Relu_17+Conv_18
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 64) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 2) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 36);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 2) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 64);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(72, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 72;
        for (var si: i32 = 0; si < 18; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=w1(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_19+Relu_20
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(24, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 24;
        for (var si: i32 = 0; si < 6; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_21+Relu_22+Conv_23+Add_24
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var t1: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  return r;
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 32) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(88, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 88;
        for (var si: i32 = 0; si < 22; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = r + read_t1(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=w1(texture) 3=t1(texture) 4=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_25+HardSwish_26
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(24, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 24;
        for (var si: i32 = 0; si < 6; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_27+HardSwish_28
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(25, s), 0);
    for (var ky: i32 = 0; ky < 5; ky++) {
      var iy: i32 = ((y * 2) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 5; kx++) {
        var ix: i32 = ((x * 2) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 5) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_29
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var sum: vec4f = vec4f(0.0);
    for (var iy: i32 = 0; iy < 9; iy++) {
      var row: vec4f = vec4f(0.0);
      for (var ix: i32 = 0; ix < 16; ix++) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_30+Relu_31
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(96, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 96;
        for (var si: i32 = 0; si < 24; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_32+Sigmoid_33
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(24, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 24;
        for (var si: i32 = 0; si < 6; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Mul_34+Conv_35
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var w0: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_scaled(x: i32, y: i32, s: i32) -> vec4f {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(96, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 96;
        for (var si: i32 = 0; si < 24; si++) {
          var v: vec4f = read_scaled(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=w0(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_36+HardSwish_37
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(32, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 32;
        for (var si: i32 = 0; si < 8; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_38+HardSwish_39
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(25, s), 0);
    for (var ky: i32 = 0; ky < 5; ky++) {
      var iy: i32 = ((y * 1) - 2) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 5; kx++) {
        var ix: i32 = ((x * 1) - 2) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 5) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_40
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var sum: vec4f = vec4f(0.0);
    for (var iy: i32 = 0; iy < 9; iy++) {
      var row: vec4f = vec4f(0.0);
      for (var ix: i32 = 0; ix < 16; ix++) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_41+Relu_42
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(128, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 128;
        for (var si: i32 = 0; si < 32; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_43+Sigmoid_44
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(32, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 32;
        for (var si: i32 = 0; si < 8; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Mul_45+Conv_46+Add_47
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var w0: texture_2d<f32>;
@group(0) @binding(3) var t2: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_scaled(x: i32, y: i32, s: i32) -> vec4f {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
fn read_t2(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t2, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(128, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 128;
        for (var si: i32 = 0; si < 32; si++) {
          var v: vec4f = read_scaled(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = r + read_t2(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=w0(texture) 3=t2(texture) 4=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_48+HardSwish_49
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(32, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 32;
        for (var si: i32 = 0; si < 8; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_50+HardSwish_51
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(25, s), 0);
    for (var ky: i32 = 0; ky < 5; ky++) {
      var iy: i32 = ((y * 1) - 2) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 5; kx++) {
        var ix: i32 = ((x * 1) - 2) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 5) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_52
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var sum: vec4f = vec4f(0.0);
    for (var iy: i32 = 0; iy < 9; iy++) {
      var row: vec4f = vec4f(0.0);
      for (var ix: i32 = 0; ix < 16; ix++) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_53+Relu_54
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(128, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 128;
        for (var si: i32 = 0; si < 32; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_55+Sigmoid_56
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(32, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 32;
        for (var si: i32 = 0; si < 8; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Mul_57+Conv_58+Add_59
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var w0: texture_2d<f32>;
@group(0) @binding(3) var t2: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_scaled(x: i32, y: i32, s: i32) -> vec4f {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
fn read_t2(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t2, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(128, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 128;
        for (var si: i32 = 0; si < 32; si++) {
          var v: vec4f = read_scaled(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = r + read_t2(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=w0(texture) 3=t2(texture) 4=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_60+HardSwish_61
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(32, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 32;
        for (var si: i32 = 0; si < 8; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_62+HardSwish_63
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(25, s), 0);
    for (var ky: i32 = 0; ky < 5; ky++) {
      var iy: i32 = ((y * 1) - 2) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 5; kx++) {
        var ix: i32 = ((x * 1) - 2) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 5) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_64
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var sum: vec4f = vec4f(0.0);
    for (var iy: i32 = 0; iy < 9; iy++) {
      var row: vec4f = vec4f(0.0);
      for (var ix: i32 = 0; ix < 16; ix++) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_65+Relu_66
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(96, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 96;
        for (var si: i32 = 0; si < 24; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_67+Sigmoid_68
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(24, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 24;
        for (var si: i32 = 0; si < 6; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Mul_69+Conv_70+Add_71
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var w0: texture_2d<f32>;
@group(0) @binding(3) var t2: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_scaled(x: i32, y: i32, s: i32) -> vec4f {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
fn read_t2(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t2, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(96, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 96;
        for (var si: i32 = 0; si < 24; si++) {
          var v: vec4f = read_scaled(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = r + read_t2(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=w0(texture) 3=t2(texture) 4=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_72+HardSwish_73
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(32, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 32;
        for (var si: i32 = 0; si < 8; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_74+HardSwish_75
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(25, s), 0);
    for (var ky: i32 = 0; ky < 5; ky++) {
      var iy: i32 = ((y * 1) - 2) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 5; kx++) {
        var ix: i32 = ((x * 1) - 2) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 5) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_76
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var sum: vec4f = vec4f(0.0);
    for (var iy: i32 = 0; iy < 9; iy++) {
      var row: vec4f = vec4f(0.0);
      for (var ix: i32 = 0; ix < 16; ix++) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_77+Relu_78
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(96, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 96;
        for (var si: i32 = 0; si < 24; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_79+Sigmoid_80
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(24, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 24;
        for (var si: i32 = 0; si < 6; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Mul_81+Conv_82+Add_83
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var w0: texture_2d<f32>;
@group(0) @binding(3) var t2: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_scaled(x: i32, y: i32, s: i32) -> vec4f {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
fn read_t2(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t2, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(96, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 96;
        for (var si: i32 = 0; si < 24; si++) {
          var v: vec4f = read_scaled(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = r + read_t2(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=w0(texture) 3=t2(texture) 4=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_84
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var sum: vec4f = vec4f(0.0);
    for (var iy: i32 = 0; iy < 9; iy++) {
      var row: vec4f = vec4f(0.0);
      for (var ix: i32 = 0; ix < 16; ix++) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_86+Sigmoid_88
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(32, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 32;
        for (var si: i32 = 0; si < 8; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_85+Relu_87+Mul_89
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var t1: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(32, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 32;
        for (var si: i32 = 0; si < 8; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  r = r * read_t1(0, 0, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=t1(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass Resize_90+Conv_91
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_resized(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f;
  {
    var src: vec2f = vec2f((f32(x) * 0.5) + -0.25, (f32(y) * 0.5) + -0.25);
    src = clamp(src, vec2f(0.0), vec2f(15.0, 8.0));
    var i0: vec2i = vec2i(floor(src));
    var i1: vec2i = min(i0 + 1, vec2i(15, 8));
    var t: vec2f = src - vec2f(i0);
    var top: vec4f = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    var bottom: vec4f = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(128, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 128;
        for (var si: i32 = 0; si < 32; si++) {
          var v: vec4f = read_resized(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Add_92
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 32) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  r = read_t0(x, y, s);
  r = r + read_t1(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_93
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var sum: vec4f = vec4f(0.0);
    for (var iy: i32 = 0; iy < 18; iy++) {
      var row: vec4f = vec4f(0.0);
      for (var ix: i32 = 0; ix < 32; ix++) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00173611111;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_94+Relu_95
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(24, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 24;
        for (var si: i32 = 0; si < 6; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_96+Sigmoid_97
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(24, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 24;
        for (var si: i32 = 0; si < 6; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Mul_98+Add_99
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var t2: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_t2(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t2, vec2i((s * 32) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  r = read_t0(x, y, s);
  r = r * read_t1(0, 0, s);
  r = r + read_t2(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=t2(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_100+Relu_101
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(24, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 24;
        for (var si: i32 = 0; si < 6; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_102+Relu_103+Add_104
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  r = read_t0(x, y, s) + r;
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Resize_105+Conv_106
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn read_resized(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f;
  {
    var src: vec2f = vec2f((f32(x) * 0.5) + -0.25, (f32(y) * 0.5) + -0.25);
    src = clamp(src, vec2f(0.0), vec2f(31.0, 17.0));
    var i0: vec2i = vec2i(floor(src));
    var i1: vec2i = min(i0 + 1, vec2i(31, 17));
    var t: vec2f = src - vec2f(i0);
    var top: vec4f = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    var bottom: vec4f = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(24, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 36);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 64);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 24;
        for (var si: i32 = 0; si < 6; si++) {
          var v: vec4f = read_resized(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Add_107
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 64) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 64) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  r = read_t0(x, y, s);
  r = r + read_t1(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_108_blocks
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 64) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = vec4f(0.0);
    var count: f32 = 0.0;
    for (var ky: i32 = 0; ky < 4; ky++) {
      var iy: i32 = ((y * 4) - 0) + (ky * 1);
      for (var kx: i32 = 0; kx < 4; kx++) {
        var ix: i32 = ((x * 4) - 0) + (kx * 1);
        var inside: bool = (((iy >= 0) && (iy < 36)) && (ix >= 0)) && (ix < 64);
        if (inside) {
          acc += read_t0(ix, iy, s);
          count += 1.0;
        }
      }
    }
    r = acc / max(count, 1.0);
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_108
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var sum: vec4f = vec4f(0.0);
    for (var iy: i32 = 0; iy < 9; iy++) {
      var row: vec4f = vec4f(0.0);
      for (var ix: i32 = 0; ix < 16; ix++) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_109+Relu_110
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_111+Sigmoid_112
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Mul_113+Add_114
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var t2: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 64) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_t2(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t2, vec2i((s * 64) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  r = read_t0(x, y, s);
  r = r * read_t1(0, 0, s);
  r = r + read_t2(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=t2(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_115+Relu_116
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 64) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 36);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 64);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_117+Relu_118+Add_119
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 64) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 36);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 64);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  r = read_t0(x, y, s) + r;
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Resize_120+Conv_121
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 64) + x, y), 0);
}
fn read_resized(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f;
  {
    var src: vec2f = vec2f((f32(x) * 0.5) + -0.25, (f32(y) * 0.5) + -0.25);
    src = clamp(src, vec2f(0.0), vec2f(63.0, 35.0));
    var i0: vec2i = vec2i(floor(src));
    var i1: vec2i = min(i0 + 1, vec2i(63, 35));
    var t: vec2f = src - vec2f(i0);
    var top: vec4f = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    var bottom: vec4f = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 128;
  var y: i32 = p.y % 72;
  var s: i32 = p.x / 128;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 72);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 128);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_resized(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Add_122
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 128) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 128) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 128;
  var y: i32 = p.y % 72;
  var s: i32 = p.x / 128;
  var r: vec4f = vec4f(0.0);
  r = read_t0(x, y, s);
  r = r + read_t1(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_123_blocks
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 128) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = vec4f(0.0);
    var count: f32 = 0.0;
    for (var ky: i32 = 0; ky < 8; ky++) {
      var iy: i32 = ((y * 8) - 0) + (ky * 1);
      for (var kx: i32 = 0; kx < 8; kx++) {
        var ix: i32 = ((x * 8) - 0) + (kx * 1);
        var inside: bool = (((iy >= 0) && (iy < 72)) && (ix >= 0)) && (ix < 128);
        if (inside) {
          acc += read_t0(ix, iy, s);
          count += 1.0;
        }
      }
    }
    r = acc / max(count, 1.0);
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass GlobalAveragePool_123
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var sum: vec4f = vec4f(0.0);
    for (var iy: i32 = 0; iy < 9; iy++) {
      var row: vec4f = vec4f(0.0);
      for (var ix: i32 = 0; ix < 16; ix++) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_124+Relu_125
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_126+Sigmoid_127
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 1;
  var y: i32 = p.y % 1;
  var s: i32 = p.x / 1;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 1);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 1);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Mul_128+Add_129
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var t2: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 128) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_t2(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t2, vec2i((s * 128) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 128;
  var y: i32 = p.y % 72;
  var s: i32 = p.x / 128;
  var r: vec4f = vec4f(0.0);
  r = read_t0(x, y, s);
  r = r * read_t1(0, 0, s);
  r = r + read_t2(x, y, s);
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=t1(texture) 2=t2(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_130+Relu_131
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 128) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 128;
  var y: i32 = p.y % 72;
  var s: i32 = p.x / 128;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(16, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 72);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 128);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 16;
        for (var si: i32 = 0; si < 4; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass Conv_132+Relu_133+Add_134
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 128) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 128;
  var y: i32 = p.y % 72;
  var s: i32 = p.x / 128;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 72);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 128);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  r = read_t0(x, y, s) + r;
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
// ==== pass ConvTranspose_135+Sigmoid_136
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
const bias: array<vec4f, 1> = array<vec4f, 1>(vec4f(0.2734375, 0.0, 0.0, 0.0));
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 128) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 256;
  var y: i32 = p.y % 144;
  var s: i32 = p.x / 256;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = bias[s];
    var iy: i32 = y / 2;
    var ix: i32 = x / 2;
    if ((iy < 72) && (ix < 128)) {
      var tap: i32 = ((y % 2) * 2) + (x % 2);
      for (var si: i32 = 0; si < 4; si++) {
        var v: vec4f = read_t0(ix, iy, si);
        acc.x += dot(textureLoad(w0, vec2i((tap * 4) + si, 0), 0), v);
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  if (s == 0) {
    r *= vec4f(1.0, 0.0, 0.0, 0.0);
  }
  o0 = r;
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output)
// uniforms (0 bytes):
