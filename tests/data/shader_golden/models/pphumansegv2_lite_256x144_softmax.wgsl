// ==== pass p2o.Conv.0+p2o.Div.0/HardSwish
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
const pad_value: array<vec4f, 1> = array<vec4f, 1>(vec4f(0.5, 0.5, 0.5, 0.0));
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
      var iy: i32 = ((y * 2) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 144);
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 2) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 256);
        var base: i32 = ((ky * 3) + kx) * 4;
        for (var si: i32 = 0; si < 1; si++) {
          var v: vec4f = select(pad_value[si], read_t0(ix, iy, si), inside);
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
// ==== pass p2o.Conv.1+p2o.Relu.0
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
// ==== pass p2o.Conv.2+p2o.Relu.1+p2o.Conv.3+p2o.Add.2
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var t1: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 128) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
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
  return r;
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
  {
    var acc: vec4f = textureLoad(w1, vec2i(16, s), 0);
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
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t1(x, y, s) + r;
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
// ==== pass p2o.Conv.4+p2o.Relu.2
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
@group(0) @binding(3) var vfx_out1: texture_storage_2d<rgba32float, write>;
@group(0) @binding(4) var vfx_out2: texture_storage_2d<rgba32float, write>;
@group(0) @binding(5) var vfx_out3: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;
var<private> o1: vec4f;
var<private> o2: vec4f;
var<private> o3: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 128) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 128;
  var y: i32 = p.y % 72;
  var g: i32 = p.x / 128;
  var r4: array<vec4f, 4> = array<vec4f, 4>(vec4f(0.0), vec4f(0.0), vec4f(0.0), vec4f(0.0));
  if (g < 4) {
    {
      var acc0: vec4f = textureLoad(w0, vec2i(16, (4 * g) + 0), 0);
      var acc1: vec4f = textureLoad(w0, vec2i(16, (4 * g) + 1), 0);
      var acc2: vec4f = textureLoad(w0, vec2i(16, (4 * g) + 2), 0);
      var acc3: vec4f = textureLoad(w0, vec2i(16, (4 * g) + 3), 0);
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
            acc0 += mat4x4f(textureLoad(w0, vec2i(wx, (4 * g) + 0), 0), textureLoad(w0, vec2i(wx + 1, (4 * g) + 0), 0), textureLoad(w0, vec2i(wx + 2, (4 * g) + 0), 0), textureLoad(w0, vec2i(wx + 3, (4 * g) + 0), 0)) * v;
            acc1 += mat4x4f(textureLoad(w0, vec2i(wx, (4 * g) + 1), 0), textureLoad(w0, vec2i(wx + 1, (4 * g) + 1), 0), textureLoad(w0, vec2i(wx + 2, (4 * g) + 1), 0), textureLoad(w0, vec2i(wx + 3, (4 * g) + 1), 0)) * v;
            acc2 += mat4x4f(textureLoad(w0, vec2i(wx, (4 * g) + 2), 0), textureLoad(w0, vec2i(wx + 1, (4 * g) + 2), 0), textureLoad(w0, vec2i(wx + 2, (4 * g) + 2), 0), textureLoad(w0, vec2i(wx + 3, (4 * g) + 2), 0)) * v;
            acc3 += mat4x4f(textureLoad(w0, vec2i(wx, (4 * g) + 3), 0), textureLoad(w0, vec2i(wx + 1, (4 * g) + 3), 0), textureLoad(w0, vec2i(wx + 2, (4 * g) + 3), 0), textureLoad(w0, vec2i(wx + 3, (4 * g) + 3), 0)) * v;
          }
        }
      }
      r4[0] = acc0;
      r4[1] = acc1;
      r4[2] = acc2;
      r4[3] = acc3;
    }
  }
  {
    var r: vec4f = r4[0];
    var s: i32 = (4 * g) + 0;
    if (s < 16) {
      r = max(r, vec4f(0.0));
    } else {
      r = vec4f(0.0);
    }
    o0 = r;
  }
  {
    var r: vec4f = r4[1];
    var s: i32 = (4 * g) + 1;
    if (s < 16) {
      r = max(r, vec4f(0.0));
    } else {
      r = vec4f(0.0);
    }
    o1 = r;
  }
  {
    var r: vec4f = r4[2];
    var s: i32 = (4 * g) + 2;
    if (s < 16) {
      r = max(r, vec4f(0.0));
    } else {
      r = vec4f(0.0);
    }
    o2 = r;
  }
  {
    var r: vec4f = r4[3];
    var s: i32 = (4 * g) + 3;
    if (s < 16) {
      r = max(r, vec4f(0.0));
    } else {
      r = vec4f(0.0);
    }
    o3 = r;
  }
}
@compute @workgroup_size(8, 8)
fn main(@builtin(global_invocation_id) id: vec3u) {
  let size = textureDimensions(vfx_out0);
  if (id.x >= size.x || id.y >= size.y) { return; }
  vfx_frag_coord = vec4f(vec2f(id.xy) + 0.5, 0.5, 1.0);
  fragment_main();
  textureStore(vfx_out0, vec2i(id.xy), o0);
  textureStore(vfx_out1, vec2i(id.xy), o1);
  textureStore(vfx_out2, vec2i(id.xy), o2);
  textureStore(vfx_out3, vec2i(id.xy), o3);
}
// bindings: 0=t0(texture) 1=w0(texture) 2=o0(output) 3=o1(output) 4=o2(output) 5=o3(output)
// uniforms (0 bytes):
// ==== pass p2o.Conv.5+p2o.Relu.3+p2o.Conv.6
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0_0: texture_2d<f32>;
@group(0) @binding(1) var t0_1: texture_2d<f32>;
@group(0) @binding(2) var t0_2: texture_2d<f32>;
@group(0) @binding(3) var t0_3: texture_2d<f32>;
@group(0) @binding(4) var w0: texture_2d<f32>;
@group(0) @binding(5) var w1: texture_2d<f32>;
@group(0) @binding(6) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  var c: vec2i = vec2i(((s >> 2) * 128) + x, y);
  var k: i32 = s & 3;
  if (k == 0) {
    return textureLoad(t0_0, c, 0);
  }
  if (k == 1) {
    return textureLoad(t0_1, c, 0);
  }
  if (k == 2) {
    return textureLoad(t0_2, c, 0);
  }
  return textureLoad(t0_3, c, 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 2) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 72);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 2) - 1) + (kx * 1);
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
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(64, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 64;
        for (var si: i32 = 0; si < 16; si++) {
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
// bindings: 0=t0_0(texture) 1=t0_1(texture) 2=t0_2(texture) 3=t0_3(texture) 4=w0(texture) 5=w1(texture) 6=o0(output)
// uniforms (0 bytes):
// ==== pass p2o.Conv.7+p2o.Relu.4
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
// ==== pass p2o.Conv.8+p2o.Relu.5+p2o.Conv.9+p2o.Add.4
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var t1: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
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
  return r;
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
  {
    var acc: vec4f = textureLoad(w1, vec2i(72, s), 0);
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
  r = read_t1(x, y, s) + r;
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
// ==== pass p2o.Conv.10+p2o.Relu.6
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
// ==== pass p2o.Conv.11+p2o.Relu.7
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
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(25, s), 0);
    for (var ky: i32 = 0; ky < 5; ky++) {
      var iy: i32 = ((y * 2) - 2) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 36);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 5; kx++) {
        var ix: i32 = ((x * 2) - 2) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 64);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 5) + kx, s), 0) * read_t0(ix, iy, s);
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
// ==== pass p2o.GlobalAveragePool.0
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
// ==== pass p2o.Conv.12+p2o.Relu.8
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
    var acc: vec4f = textureLoad(w0, vec2i(72, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 72;
        for (var si: i32 = 0; si < 18; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  if (s == 4) {
    r *= vec4f(1.0, 1.0, 0.0, 0.0);
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
// ==== pass p2o.Conv.13+p2o.HardSigmoid.0
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
    var acc: vec4f = textureLoad(w0, vec2i(20, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 20;
        for (var si: i32 = 0; si < 5; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = clamp((r * 0.200000003) + 0.5, vec4f(0.0), vec4f(1.0));
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
// ==== pass p2o.Mul.2+p2o.Conv.14
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var w0: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_scaled(x: i32, y: i32, s: i32) -> vec4f {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(72, s), 0);
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
// ==== pass p2o.Conv.15+p2o.Relu.9
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
    var acc: vec4f = textureLoad(w0, vec2i(40, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 40;
        for (var si: i32 = 0; si < 10; si++) {
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
// ==== pass p2o.Conv.16+p2o.Relu.10
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
    var acc: vec4f = textureLoad(w0, vec2i(25, s), 0);
    for (var ky: i32 = 0; ky < 5; ky++) {
      var iy: i32 = ((y * 1) - 2) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 5; kx++) {
        var ix: i32 = ((x * 1) - 2) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 5) + kx, s), 0) * read_t0(ix, iy, s);
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
// ==== pass p2o.GlobalAveragePool.2
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
// ==== pass p2o.Conv.17+p2o.Relu.11
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
    var acc: vec4f = textureLoad(w0, vec2i(120, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 120;
        for (var si: i32 = 0; si < 30; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  if (s == 7) {
    r *= vec4f(1.0, 1.0, 0.0, 0.0);
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
// ==== pass p2o.Conv.18+p2o.HardSigmoid.1
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
  r = clamp((r * 0.200000003) + 0.5, vec4f(0.0), vec4f(1.0));
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
// ==== pass p2o.Mul.4+p2o.Conv.19+p2o.Add.14
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var w0: texture_2d<f32>;
@group(0) @binding(3) var t2: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_scaled(x: i32, y: i32, s: i32) -> vec4f {
  return read_t0(x, y, s) * read_t1(0, 0, s);
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
  {
    var acc: vec4f = textureLoad(w0, vec2i(120, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 120;
        for (var si: i32 = 0; si < 30; si++) {
          var v: vec4f = read_scaled(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t2(x, y, s) + r;
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
// ==== pass p2o.Conv.20+p2o.Relu.12
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
    var acc: vec4f = textureLoad(w0, vec2i(40, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 40;
        for (var si: i32 = 0; si < 10; si++) {
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
// ==== pass p2o.Conv.21+p2o.Relu.13
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
    var acc: vec4f = textureLoad(w0, vec2i(25, s), 0);
    for (var ky: i32 = 0; ky < 5; ky++) {
      var iy: i32 = ((y * 1) - 2) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 5; kx++) {
        var ix: i32 = ((x * 1) - 2) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 5) + kx, s), 0) * read_t0(ix, iy, s);
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
// ==== pass p2o.GlobalAveragePool.4
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
// ==== pass p2o.Conv.22+p2o.Relu.14
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
    var acc: vec4f = textureLoad(w0, vec2i(120, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 120;
        for (var si: i32 = 0; si < 30; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
  if (s == 7) {
    r *= vec4f(1.0, 1.0, 0.0, 0.0);
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
// ==== pass p2o.Conv.23+p2o.HardSigmoid.2
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
  r = clamp((r * 0.200000003) + 0.5, vec4f(0.0), vec4f(1.0));
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
// ==== pass p2o.Mul.6+p2o.Conv.24+p2o.Add.20
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var w0: texture_2d<f32>;
@group(0) @binding(3) var t2: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 32) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 1) + x, y), 0);
}
fn read_scaled(x: i32, y: i32, s: i32) -> vec4f {
  return read_t0(x, y, s) * read_t1(0, 0, s);
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
  {
    var acc: vec4f = textureLoad(w0, vec2i(120, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 120;
        for (var si: i32 = 0; si < 30; si++) {
          var v: vec4f = read_scaled(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t2(x, y, s) + r;
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
// ==== pass p2o.Conv.25+p2o.Div.1/HardSwish
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
    var acc: vec4f = textureLoad(w0, vec2i(40, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 40;
        for (var si: i32 = 0; si < 10; si++) {
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
// ==== pass p2o.Conv.26+p2o.Div.2/HardSwish+p2o.Conv.27
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
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
      var iy: i32 = ((y * 2) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 18);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 2) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 32);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(240, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 240;
        for (var si: i32 = 0; si < 60; si++) {
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
// ==== pass p2o.Conv.28+p2o.Div.3/HardSwish
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
    var acc: vec4f = textureLoad(w0, vec2i(80, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 80;
        for (var si: i32 = 0; si < 20; si++) {
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
// ==== pass p2o.Conv.29+p2o.Div.4/HardSwish+p2o.Conv.30+p2o.Add.30
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var t1: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  return r;
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(200, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 200;
        for (var si: i32 = 0; si < 50; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t1(x, y, s) + r;
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
// ==== pass p2o.Conv.31+p2o.Div.5/HardSwish
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
    var acc: vec4f = textureLoad(w0, vec2i(80, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 80;
        for (var si: i32 = 0; si < 20; si++) {
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
// ==== pass p2o.Conv.32+p2o.Div.6/HardSwish+p2o.Conv.33+p2o.Add.36
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var t1: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  return r;
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(184, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 184;
        for (var si: i32 = 0; si < 46; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t1(x, y, s) + r;
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
// ==== pass p2o.Conv.34+p2o.Div.7/HardSwish
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
    var acc: vec4f = textureLoad(w0, vec2i(80, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 80;
        for (var si: i32 = 0; si < 20; si++) {
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
// ==== pass p2o.Conv.35+p2o.Div.8/HardSwish+p2o.Conv.36+p2o.Add.42
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var t1: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp((r * 0.166666667) + 0.5, vec4f(0.0), vec4f(1.0));
  return r;
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(184, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 184;
        for (var si: i32 = 0; si < 46; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t1(x, y, s) + r;
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
// ==== pass p2o.Conv.37+p2o.Div.9/HardSwish
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
    var acc: vec4f = textureLoad(w0, vec2i(80, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 80;
        for (var si: i32 = 0; si < 20; si++) {
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
// ==== pass p2o.Conv.38+p2o.Div.10/HardSwish
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
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
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
// ==== pass p2o.GlobalAveragePool.6
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
// ==== pass p2o.Conv.39+p2o.Relu.15
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
    var acc: vec4f = textureLoad(w0, vec2i(480, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 480;
        for (var si: i32 = 0; si < 120; si++) {
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
// ==== pass p2o.Conv.40+p2o.HardSigmoid.3
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
    var acc: vec4f = textureLoad(w0, vec2i(120, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 120;
        for (var si: i32 = 0; si < 30; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = clamp((r * 0.200000003) + 0.5, vec4f(0.0), vec4f(1.0));
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
// ==== pass p2o.Mul.28+p2o.Conv.41
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
    var acc: vec4f = textureLoad(w0, vec2i(480, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 480;
        for (var si: i32 = 0; si < 120; si++) {
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
// ==== pass p2o.Conv.42+p2o.Div.11/HardSwish
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
    var acc: vec4f = textureLoad(w0, vec2i(112, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 112;
        for (var si: i32 = 0; si < 28; si++) {
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
// ==== pass p2o.Conv.43+p2o.Div.12/HardSwish
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
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
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
// ==== pass p2o.GlobalAveragePool.8
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
// ==== pass p2o.Conv.44+p2o.Relu.16
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
    var acc: vec4f = textureLoad(w0, vec2i(672, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 672;
        for (var si: i32 = 0; si < 168; si++) {
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
// ==== pass p2o.Conv.45+p2o.HardSigmoid.4
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
    var acc: vec4f = textureLoad(w0, vec2i(168, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 168;
        for (var si: i32 = 0; si < 42; si++) {
          var v: vec4f = read_t0(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = clamp((r * 0.200000003) + 0.5, vec4f(0.0), vec4f(1.0));
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
// ==== pass p2o.Mul.34+p2o.Conv.46+p2o.Add.60
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
    var acc: vec4f = textureLoad(w0, vec2i(672, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 672;
        for (var si: i32 = 0; si < 168; si++) {
          var v: vec4f = read_scaled(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w0, vec2i(wx, s), 0), textureLoad(w0, vec2i(wx + 1, s), 0), textureLoad(w0, vec2i(wx + 2, s), 0), textureLoad(w0, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t2(x, y, s) + r;
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
// ==== pass p2o.GlobalAveragePool.10
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
// ==== pass p2o.Conv.47+p2o.Relu.17
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
    var acc: vec4f = textureLoad(w0, vec2i(112, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 112;
        for (var si: i32 = 0; si < 28; si++) {
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
// ==== pass p2o.AveragePool.0+p2o.Conv.48+p2o.Relu.18
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = vec4f(0.0);
    var count: f32 = 0.0;
    for (var ky: i32 = 0; ky < 5; ky++) {
      var iy: i32 = ((y * 4) - 0) + (ky * 1);
      for (var kx: i32 = 0; kx < 8; kx++) {
        var ix: i32 = ((x * 8) - 0) + (kx * 1);
        var inside: bool = (((iy >= 0) && (iy < 9)) && (ix >= 0)) && (ix < 16);
        if (inside) {
          acc += read_t0(ix, iy, s);
          count += 1.0;
        }
      }
    }
    r = acc / max(count, 1.0);
  }
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 2;
  var y: i32 = p.y % 2;
  var s: i32 = p.x / 2;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(112, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 2);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 2);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 112;
        for (var si: i32 = 0; si < 28; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
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
// ==== pass p2o.Resize.1
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 2) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var src: vec2f = vec2f((f32(x) * 0.125) + -0.4375, (f32(y) * 0.222222222) + -0.388888889);
    src = clamp(src, vec2f(0.0), vec2f(1.0, 1.0));
    var i0: vec2i = vec2i(floor(src));
    var i1: vec2i = min(i0 + 1, vec2i(1, 1));
    var t: vec2f = src - vec2f(i0);
    var top: vec4f = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    var bottom: vec4f = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
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
// ==== pass p2o.AveragePool.2+p2o.Conv.49+p2o.Relu.19
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = vec4f(0.0);
    var count: f32 = 0.0;
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 2) - 0) + (ky * 1);
      for (var kx: i32 = 0; kx < 4; kx++) {
        var ix: i32 = ((x * 4) - 0) + (kx * 1);
        var inside: bool = (((iy >= 0) && (iy < 9)) && (ix >= 0)) && (ix < 16);
        if (inside) {
          acc += read_t0(ix, iy, s);
          count += 1.0;
        }
      }
    }
    r = acc / max(count, 1.0);
  }
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 4;
  var y: i32 = p.y % 4;
  var s: i32 = p.x / 4;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(112, s), 0);
    for (var ky: i32 = 0; ky < 1; ky++) {
      var iy: i32 = ((y * 1) - 0) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 4);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 1; kx++) {
        var ix: i32 = ((x * 1) - 0) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 4);
        if (!inside) {
          continue;
        }
        var base: i32 = ((ky * 1) + kx) * 112;
        for (var si: i32 = 0; si < 28; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
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
// ==== pass p2o.Resize.2
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 4) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var src: vec2f = vec2f((f32(x) * 0.25) + -0.375, (f32(y) * 0.444444444) + -0.277777778);
    src = clamp(src, vec2f(0.0), vec2f(3.0, 3.0));
    var i0: vec2i = vec2i(floor(src));
    var i1: vec2i = min(i0 + 1, vec2i(3, 3));
    var t: vec2f = src - vec2f(i0);
    var top: vec4f = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    var bottom: vec4f = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
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
// ==== pass p2o.Resize.0+p2o.Add.66+p2o.Add.70
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var t1: texture_2d<f32>;
@group(0) @binding(2) var t2: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 1) + x, y), 0);
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 16) + x, y), 0);
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
    var src: vec2f = vec2f((f32(x) * 0.0625) + -0.46875, (f32(y) * 0.111111111) + -0.444444444);
    src = clamp(src, vec2f(0.0), vec2f(0.0, 0.0));
    var i0: vec2i = vec2i(floor(src));
    var i1: vec2i = min(i0 + 1, vec2i(0, 0));
    var t: vec2f = src - vec2f(i0);
    var top: vec4f = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    var bottom: vec4f = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  r = r + read_t1(x, y, s);
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
// ==== pass p2o.Conv.50+p2o.Conv.51+p2o.Relu.20
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(128, s), 0);
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
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
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
// bindings: 0=t0(texture) 1=w0(texture) 2=w1(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass p2o.Conv.52+p2o.Conv.53+p2o.Relu.21+p2o.Add.76
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var t1: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
fn read_t1(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t1, vec2i((s * 16) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(112, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 112;
        for (var si: i32 = 0; si < 28; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
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
// ==== pass p2o.Conv.54+p2o.Conv.55+p2o.Relu.22
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(128, s), 0);
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
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
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
// bindings: 0=t0(texture) 1=w0(texture) 2=w1(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass p2o.Resize.4
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
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
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
// ==== pass p2o.Conv.56+p2o.Conv.57+p2o.Relu.23+p2o.Add.82
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
    var acc: vec4f = textureLoad(w1, vec2i(40, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 40;
        for (var si: i32 = 0; si < 10; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
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
// ==== pass p2o.Conv.58+p2o.Conv.59+p2o.Relu.24
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
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
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(128, s), 0);
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
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
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
// bindings: 0=t0(texture) 1=w0(texture) 2=w1(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass p2o.Resize.5
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
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
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
// ==== pass p2o.Conv.60+p2o.Conv.61+p2o.Relu.25+p2o.Add.88
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var t1: texture_2d<f32>;
@group(0) @binding(4) var vfx_out0: texture_storage_2d<rgba32float, write>;
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
  return r;
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
  {
    var acc: vec4f = textureLoad(w1, vec2i(24, s), 0);
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
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, vec4f(0.0));
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
// ==== pass p2o.Conv.62+p2o.Conv.63+p2o.Relu.26
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
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(64, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 64;
        for (var si: i32 = 0; si < 16; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
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
// bindings: 0=t0(texture) 1=w0(texture) 2=w1(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass p2o.Conv.64+p2o.Conv.65+p2o.Relu.27
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
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
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 32;
  var y: i32 = p.y % 18;
  var s: i32 = p.x / 32;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(64, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 64;
        for (var si: i32 = 0; si < 16; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
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
// bindings: 0=t0(texture) 1=w0(texture) 2=w1(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass p2o.Resize.6
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
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
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
// ==== pass p2o.Conv.66+p2o.Conv.67+p2o.Relu.28
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var w0: texture_2d<f32>;
@group(0) @binding(2) var w1: texture_2d<f32>;
@group(0) @binding(3) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 16) + x, y), 0);
}
fn read_inlined(x: i32, y: i32, s: i32) -> vec4f {
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w0, vec2i(9, s), 0);
    for (var ky: i32 = 0; ky < 3; ky++) {
      var iy: i32 = ((y * 1) - 1) + (ky * 1);
      var row_in: bool = (iy >= 0) && (iy < 9);
      if (!row_in) {
        continue;
      }
      for (var kx: i32 = 0; kx < 3; kx++) {
        var ix: i32 = ((x * 1) - 1) + (kx * 1);
        var inside: bool = (row_in && (ix >= 0)) && (ix < 16);
        if (!inside) {
          continue;
        }
        acc += textureLoad(w0, vec2i((ky * 3) + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 16;
  var y: i32 = p.y % 9;
  var s: i32 = p.x / 16;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(128, s), 0);
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
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
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
// bindings: 0=t0(texture) 1=w0(texture) 2=w1(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass p2o.Resize.7
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
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  {
    var src: vec2f = vec2f((f32(x) * 0.25) + -0.375, (f32(y) * 0.25) + -0.375);
    src = clamp(src, vec2f(0.0), vec2f(15.0, 8.0));
    var i0: vec2i = vec2i(floor(src));
    var i1: vec2i = min(i0 + 1, vec2i(15, 8));
    var t: vec2f = src - vec2f(i0);
    var top: vec4f = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    var bottom: vec4f = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
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
// ==== pass p2o.Concat.8
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
  return textureLoad(t1, vec2i((s * 64) + x, y), 0);
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
  {
    if (s < 8) {
      r = read_t0(x, y, s - 0);
    } else if (s < 16) {
      r = read_t1(x, y, s - 8);
    } else if (s < 24) {
      r = read_t2(x, y, s - 16);
    }
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
// bindings: 0=t0(texture) 1=t1(texture) 2=t2(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass p2o.Conv.68
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
// ==== pass p2o.Conv.69+p2o.Relu.29
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
    var acc: vec4f = textureLoad(w0, vec2i(96, s), 0);
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
// ==== pass p2o.Conv.70+p2o.Conv.71+p2o.Relu.30
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
  return r;
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 64;
  var y: i32 = p.y % 36;
  var s: i32 = p.x / 64;
  var r: vec4f = vec4f(0.0);
  {
    var acc: vec4f = textureLoad(w1, vec2i(32, s), 0);
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
        var base: i32 = ((ky * 1) + kx) * 32;
        for (var si: i32 = 0; si < 8; si++) {
          var v: vec4f = read_inlined(ix, iy, si);
          var wx: i32 = base + (si * 4);
          acc += mat4x4f(textureLoad(w1, vec2i(wx, s), 0), textureLoad(w1, vec2i(wx + 1, s), 0), textureLoad(w1, vec2i(wx + 2, s), 0), textureLoad(w1, vec2i(wx + 3, s), 0)) * v;
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
// bindings: 0=t0(texture) 1=w0(texture) 2=w1(texture) 3=o0(output)
// uniforms (0 bytes):
// ==== pass p2o.Conv.72
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
    var acc: vec4f = vec4f(0.0);
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
  if (s == 0) {
    r *= vec4f(1.0, 1.0, 0.0, 0.0);
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
// ==== pass p2o.Resize.8
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
  var x: i32 = p.x % 256;
  var y: i32 = p.y % 144;
  var s: i32 = p.x / 256;
  var r: vec4f = vec4f(0.0);
  {
    var src: vec2f = vec2f((f32(x) * 0.25) + -0.375, (f32(y) * 0.25) + -0.375);
    src = clamp(src, vec2f(0.0), vec2f(63.0, 35.0));
    var i0: vec2i = vec2i(floor(src));
    var i1: vec2i = min(i0 + 1, vec2i(63, 35));
    var t: vec2f = src - vec2f(i0);
    var top: vec4f = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    var bottom: vec4f = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  if (s == 0) {
    r *= vec4f(1.0, 1.0, 0.0, 0.0);
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
// ==== pass p2o.Softmax.0
// Translated from GLSL ES 3.00 by vfx::wgsl::ComputeFromFragment.
@group(0) @binding(0) var t0: texture_2d<f32>;
@group(0) @binding(1) var vfx_out0: texture_storage_2d<rgba32float, write>;
var<private> vfx_frag_coord: vec4f;
var<private> o0: vec4f;

fn read_t0(x: i32, y: i32, s: i32) -> vec4f {
  return textureLoad(t0, vec2i((s * 256) + x, y), 0);
}
fn fragment_main() {
  var p: vec2i = vec2i(vfx_frag_coord.xy);
  var x: i32 = p.x % 256;
  var y: i32 = p.y % 144;
  var s: i32 = p.x / 256;
  var r: vec4f = vec4f(0.0);
  {
    var m: f32 = -65504.0;
    for (var k: i32 = 0; k < 1; k++) {
      var v: vec4f = read_t0(x, y, k);
      if (k == 0) {
        v = mix(vec4f(-65504.0), v, vec4f(1.0, 1.0, 0.0, 0.0));
      }
      m = max(m, max(max(v.x, v.y), max(v.z, v.w)));
    }
    var total: f32 = 0.0;
    for (var k: i32 = 0; k < 1; k++) {
      var e: vec4f = exp(read_t0(x, y, k) - m);
      if (k == 0) {
        e *= vec4f(1.0, 1.0, 0.0, 0.0);
      }
      total += dot(e, vec4f(1.0));
    }
    r = exp(read_t0(x, y, s) - m) / total;
  }
  if (s == 0) {
    r *= vec4f(1.0, 1.0, 0.0, 0.0);
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
