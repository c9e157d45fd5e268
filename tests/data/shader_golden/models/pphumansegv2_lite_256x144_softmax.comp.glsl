// ==== pass p2o.Conv.0+p2o.Div.0/HardSwish
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 256 + x, y), 0);
}
uniform sampler2D w0;
const vec4 pad_value[1] = vec4[1](vec4(0.5, 0.5, 0.5, 0.0));
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 128;
  int y = p.y % 72;
  int s = p.x / 128;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(36, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 2 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 144;
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 2 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 256;
        int base = (ky * 3 + kx) * 4;
        for (int si = 0; si < 1; ++si) {
          vec4 v = (inside ? read_t0(ix, iy, si) : pad_value[si]);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), vec4(0.0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.1+p2o.Relu.0
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 128 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 128;
  int y = p.y % 72;
  int s = p.x / 128;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(16, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 72;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 128;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 16;
        for (int si = 0; si < 4; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.2+p2o.Relu.1+p2o.Conv.3+p2o.Add.2
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 128 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 72;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 128;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  return r;
}
uniform sampler2D w1;
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 128 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 128;
  int y = p.y % 72;
  int s = p.x / 128;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(16, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 72;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 128;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 16;
        for (int si = 0; si < 4; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t1(x, y, s) + r;
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.4+p2o.Relu.2
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 128 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
highp vec4 o1;
highp vec4 o2;
highp vec4 o3;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 128;
  int y = p.y % 72;
  int g = p.x / 128;
  vec4 r4[4] = vec4[4](vec4(0.0), vec4(0.0), vec4(0.0), vec4(0.0));
  if (g < 4) {
    {
      vec4 acc0 = texelFetch(w0, ivec2(16, 4 * g + 0), 0);
      vec4 acc1 = texelFetch(w0, ivec2(16, 4 * g + 1), 0);
      vec4 acc2 = texelFetch(w0, ivec2(16, 4 * g + 2), 0);
      vec4 acc3 = texelFetch(w0, ivec2(16, 4 * g + 3), 0);
      for (int ky = 0; ky < 1; ++ky) {
        int iy = y * 1 - 0 + ky * 1;
        bool row_in = iy >= 0 && iy < 72;
        if (!row_in) {
          continue;
        }
        for (int kx = 0; kx < 1; ++kx) {
          int ix = x * 1 - 0 + kx * 1;
          bool inside = row_in && ix >= 0 && ix < 128;
          if (!inside) {
            continue;
          }
          int base = (ky * 1 + kx) * 16;
          for (int si = 0; si < 4; ++si) {
            vec4 v = read_t0(ix, iy, si);
            int wx = base + si * 4;
            acc0 += mat4(texelFetch(w0, ivec2(wx, 4 * g + 0), 0), texelFetch(w0, ivec2(wx + 1, 4 * g + 0), 0), texelFetch(w0, ivec2(wx + 2, 4 * g + 0), 0), texelFetch(w0, ivec2(wx + 3, 4 * g + 0), 0)) * v;
            acc1 += mat4(texelFetch(w0, ivec2(wx, 4 * g + 1), 0), texelFetch(w0, ivec2(wx + 1, 4 * g + 1), 0), texelFetch(w0, ivec2(wx + 2, 4 * g + 1), 0), texelFetch(w0, ivec2(wx + 3, 4 * g + 1), 0)) * v;
            acc2 += mat4(texelFetch(w0, ivec2(wx, 4 * g + 2), 0), texelFetch(w0, ivec2(wx + 1, 4 * g + 2), 0), texelFetch(w0, ivec2(wx + 2, 4 * g + 2), 0), texelFetch(w0, ivec2(wx + 3, 4 * g + 2), 0)) * v;
            acc3 += mat4(texelFetch(w0, ivec2(wx, 4 * g + 3), 0), texelFetch(w0, ivec2(wx + 1, 4 * g + 3), 0), texelFetch(w0, ivec2(wx + 2, 4 * g + 3), 0), texelFetch(w0, ivec2(wx + 3, 4 * g + 3), 0)) * v;
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
    vec4 r = r4[0];
    int s = 4 * g + 0;
    if (s < 16) {
      r = max(r, 0.0);
    } else {
      r = vec4(0.0);
    }
    o0 = r;
  }
  {
    vec4 r = r4[1];
    int s = 4 * g + 1;
    if (s < 16) {
      r = max(r, 0.0);
    } else {
      r = vec4(0.0);
    }
    o1 = r;
  }
  {
    vec4 r = r4[2];
    int s = 4 * g + 2;
    if (s < 16) {
      r = max(r, 0.0);
    } else {
      r = vec4(0.0);
    }
    o2 = r;
  }
  {
    vec4 r = r4[3];
    int s = 4 * g + 3;
    if (s < 16) {
      r = max(r, 0.0);
    } else {
      r = vec4(0.0);
    }
    o3 = r;
  }
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
layout(rgba32f, binding = 1) writeonly uniform highp image2D vfx_output_1;
layout(rgba32f, binding = 2) writeonly uniform highp image2D vfx_output_2;
layout(rgba32f, binding = 3) writeonly uniform highp image2D vfx_output_3;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
  imageStore(vfx_output_1, pixel, o1);
  imageStore(vfx_output_2, pixel, o2);
  imageStore(vfx_output_3, pixel, o3);
}
// ==== pass p2o.Conv.5+p2o.Relu.3+p2o.Conv.6
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0_0, t0_1, t0_2, t0_3;
vec4 read_t0(int x, int y, int s) {
  ivec2 c = ivec2((s >> 2) * 128 + x, y);
  int k = s & 3;
  if (k == 0) {
    return texelFetch(t0_0, c, 0);
  }
  if (k == 1) {
    return texelFetch(t0_1, c, 0);
  }
  if (k == 2) {
    return texelFetch(t0_2, c, 0);
  }
  return texelFetch(t0_3, c, 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 2 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 72;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 2 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 128;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  return r;
}
uniform sampler2D w1;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(64, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 64;
        for (int si = 0; si < 16; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.7+p2o.Relu.4
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(24, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 24;
        for (int si = 0; si < 6; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.8+p2o.Relu.5+p2o.Conv.9+p2o.Add.4
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  return r;
}
uniform sampler2D w1;
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 64 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(72, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 72;
        for (int si = 0; si < 18; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t1(x, y, s) + r;
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.10+p2o.Relu.6
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(24, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 24;
        for (int si = 0; si < 6; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.11+p2o.Relu.7
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(25, s), 0);
    for (int ky = 0; ky < 5; ++ky) {
      int iy = y * 2 - 2 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 5; ++kx) {
        int ix = x * 2 - 2 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 5 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.GlobalAveragePool.0
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 sum = vec4(0.0);
    for (int iy = 0; iy < 18; ++iy) {
      vec4 row = vec4(0.0);
      for (int ix = 0; ix < 32; ++ix) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00173611111;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.12+p2o.Relu.8
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(72, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 72;
        for (int si = 0; si < 18; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  if (s == 4) {
    r *= vec4(1.0, 1.0, 0.0, 0.0);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.13+p2o.HardSigmoid.0
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(20, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 20;
        for (int si = 0; si < 5; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = clamp(r * 0.200000003 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Mul.2+p2o.Conv.14
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 1 + x, y), 0);
}
vec4 read_scaled(int x, int y, int s) {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(72, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 72;
        for (int si = 0; si < 18; ++si) {
          vec4 v = read_scaled(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.15+p2o.Relu.9
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(40, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 40;
        for (int si = 0; si < 10; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.16+p2o.Relu.10
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(25, s), 0);
    for (int ky = 0; ky < 5; ++ky) {
      int iy = y * 1 - 2 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 5; ++kx) {
        int ix = x * 1 - 2 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 5 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.GlobalAveragePool.2
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 sum = vec4(0.0);
    for (int iy = 0; iy < 18; ++iy) {
      vec4 row = vec4(0.0);
      for (int ix = 0; ix < 32; ++ix) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00173611111;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.17+p2o.Relu.11
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(120, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 120;
        for (int si = 0; si < 30; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  if (s == 7) {
    r *= vec4(1.0, 1.0, 0.0, 0.0);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.18+p2o.HardSigmoid.1
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(32, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 32;
        for (int si = 0; si < 8; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = clamp(r * 0.200000003 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Mul.4+p2o.Conv.19+p2o.Add.14
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 1 + x, y), 0);
}
vec4 read_scaled(int x, int y, int s) {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
uniform sampler2D w0;
uniform sampler2D t2;
vec4 read_t2(int x, int y, int s) {
  return texelFetch(t2, ivec2(s * 32 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(120, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 120;
        for (int si = 0; si < 30; ++si) {
          vec4 v = read_scaled(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t2(x, y, s) + r;
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.20+p2o.Relu.12
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(40, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 40;
        for (int si = 0; si < 10; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.21+p2o.Relu.13
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(25, s), 0);
    for (int ky = 0; ky < 5; ++ky) {
      int iy = y * 1 - 2 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 5; ++kx) {
        int ix = x * 1 - 2 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 5 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.GlobalAveragePool.4
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 sum = vec4(0.0);
    for (int iy = 0; iy < 18; ++iy) {
      vec4 row = vec4(0.0);
      for (int ix = 0; ix < 32; ++ix) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00173611111;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.22+p2o.Relu.14
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(120, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 120;
        for (int si = 0; si < 30; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  if (s == 7) {
    r *= vec4(1.0, 1.0, 0.0, 0.0);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.23+p2o.HardSigmoid.2
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(32, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 32;
        for (int si = 0; si < 8; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = clamp(r * 0.200000003 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Mul.6+p2o.Conv.24+p2o.Add.20
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 1 + x, y), 0);
}
vec4 read_scaled(int x, int y, int s) {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
uniform sampler2D w0;
uniform sampler2D t2;
vec4 read_t2(int x, int y, int s) {
  return texelFetch(t2, ivec2(s * 32 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(120, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 120;
        for (int si = 0; si < 30; ++si) {
          vec4 v = read_scaled(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t2(x, y, s) + r;
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.25+p2o.Div.1/HardSwish
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(40, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 40;
        for (int si = 0; si < 10; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.26+p2o.Div.2/HardSwish+p2o.Conv.27
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 2 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 2 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  return r;
}
uniform sampler2D w1;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(240, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 240;
        for (int si = 0; si < 60; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.28+p2o.Div.3/HardSwish
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(80, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 80;
        for (int si = 0; si < 20; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.29+p2o.Div.4/HardSwish+p2o.Conv.30+p2o.Add.30
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  return r;
}
uniform sampler2D w1;
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(200, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 200;
        for (int si = 0; si < 50; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t1(x, y, s) + r;
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.31+p2o.Div.5/HardSwish
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(80, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 80;
        for (int si = 0; si < 20; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.32+p2o.Div.6/HardSwish+p2o.Conv.33+p2o.Add.36
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  return r;
}
uniform sampler2D w1;
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(184, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 184;
        for (int si = 0; si < 46; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t1(x, y, s) + r;
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.34+p2o.Div.7/HardSwish
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(80, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 80;
        for (int si = 0; si < 20; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.35+p2o.Div.8/HardSwish+p2o.Conv.36+p2o.Add.42
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  return r;
}
uniform sampler2D w1;
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(184, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 184;
        for (int si = 0; si < 46; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t1(x, y, s) + r;
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.37+p2o.Div.9/HardSwish
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(80, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 80;
        for (int si = 0; si < 20; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.38+p2o.Div.10/HardSwish
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.GlobalAveragePool.6
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 sum = vec4(0.0);
    for (int iy = 0; iy < 9; ++iy) {
      vec4 row = vec4(0.0);
      for (int ix = 0; ix < 16; ++ix) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.39+p2o.Relu.15
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(480, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 480;
        for (int si = 0; si < 120; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.40+p2o.HardSigmoid.3
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(120, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 120;
        for (int si = 0; si < 30; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = clamp(r * 0.200000003 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Mul.28+p2o.Conv.41
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 1 + x, y), 0);
}
vec4 read_scaled(int x, int y, int s) {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(480, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 480;
        for (int si = 0; si < 120; ++si) {
          vec4 v = read_scaled(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.42+p2o.Div.11/HardSwish
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(112, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 112;
        for (int si = 0; si < 28; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.43+p2o.Div.12/HardSwish
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  r *= clamp(r * 0.166666667 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.GlobalAveragePool.8
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 sum = vec4(0.0);
    for (int iy = 0; iy < 9; ++iy) {
      vec4 row = vec4(0.0);
      for (int ix = 0; ix < 16; ++ix) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.44+p2o.Relu.16
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(672, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 672;
        for (int si = 0; si < 168; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.45+p2o.HardSigmoid.4
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(168, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 168;
        for (int si = 0; si < 42; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = clamp(r * 0.200000003 + 0.5, 0.0, 1.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Mul.34+p2o.Conv.46+p2o.Add.60
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 1 + x, y), 0);
}
vec4 read_scaled(int x, int y, int s) {
  return read_t0(x, y, s) * read_t1(0, 0, s);
}
uniform sampler2D w0;
uniform sampler2D t2;
vec4 read_t2(int x, int y, int s) {
  return texelFetch(t2, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(672, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 672;
        for (int si = 0; si < 168; ++si) {
          vec4 v = read_scaled(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = read_t2(x, y, s) + r;
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.GlobalAveragePool.10
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 sum = vec4(0.0);
    for (int iy = 0; iy < 9; ++iy) {
      vec4 row = vec4(0.0);
      for (int ix = 0; ix < 16; ++ix) {
        row += read_t0(ix, iy, s);
      }
      sum += row;
    }
    r = sum * 0.00694444444;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.47+p2o.Relu.17
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 1;
  int y = p.y % 1;
  int s = p.x / 1;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(112, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 1;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 1;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 112;
        for (int si = 0; si < 28; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.AveragePool.0+p2o.Conv.48+p2o.Relu.18
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = vec4(0.0);
    float count = 0.0;
    for (int ky = 0; ky < 5; ++ky) {
      int iy = y * 4 - 0 + ky * 1;
      for (int kx = 0; kx < 8; ++kx) {
        int ix = x * 8 - 0 + kx * 1;
        bool inside = iy >= 0 && iy < 9 && ix >= 0 && ix < 16;
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
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 2;
  int y = p.y % 2;
  int s = p.x / 2;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(112, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 2;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 2;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 112;
        for (int si = 0; si < 28; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Resize.1
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 2 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec2 src = vec2(float(x) * 0.125 + -0.4375, float(y) * 0.222222222 + -0.388888889);
    src = clamp(src, vec2(0.0), vec2(1.0, 1.0));
    ivec2 i0 = ivec2(floor(src));
    ivec2 i1 = min(i0 + 1, ivec2(1, 1));
    vec2 t = src - vec2(i0);
    vec4 top = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    vec4 bottom = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.AveragePool.2+p2o.Conv.49+p2o.Relu.19
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = vec4(0.0);
    float count = 0.0;
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 2 - 0 + ky * 1;
      for (int kx = 0; kx < 4; ++kx) {
        int ix = x * 4 - 0 + kx * 1;
        bool inside = iy >= 0 && iy < 9 && ix >= 0 && ix < 16;
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
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 4;
  int y = p.y % 4;
  int s = p.x / 4;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(112, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 4;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 4;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 112;
        for (int si = 0; si < 28; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Resize.2
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 4 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec2 src = vec2(float(x) * 0.25 + -0.375, float(y) * 0.444444444 + -0.277777778);
    src = clamp(src, vec2(0.0), vec2(3.0, 3.0));
    ivec2 i0 = ivec2(floor(src));
    ivec2 i1 = min(i0 + 1, ivec2(3, 3));
    vec2 t = src - vec2(i0);
    vec4 top = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    vec4 bottom = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Resize.0+p2o.Add.66+p2o.Add.70
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D t2;
vec4 read_t2(int x, int y, int s) {
  return texelFetch(t2, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec2 src = vec2(float(x) * 0.0625 + -0.46875, float(y) * 0.111111111 + -0.444444444);
    src = clamp(src, vec2(0.0), vec2(0.0, 0.0));
    ivec2 i0 = ivec2(floor(src));
    ivec2 i1 = min(i0 + 1, ivec2(0, 0));
    vec2 t = src - vec2(i0);
    vec4 top = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    vec4 bottom = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  r = r + read_t1(x, y, s);
  r = r + read_t2(x, y, s);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.50+p2o.Conv.51+p2o.Relu.20
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
uniform sampler2D w1;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(128, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 128;
        for (int si = 0; si < 32; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.52+p2o.Conv.53+p2o.Relu.21+p2o.Add.76
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
uniform sampler2D w1;
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(112, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 112;
        for (int si = 0; si < 28; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  r = r + read_t1(x, y, s);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.54+p2o.Conv.55+p2o.Relu.22
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
uniform sampler2D w1;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(128, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 128;
        for (int si = 0; si < 32; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Resize.4
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec2 src = vec2(float(x) * 0.5 + -0.25, float(y) * 0.5 + -0.25);
    src = clamp(src, vec2(0.0), vec2(15.0, 8.0));
    ivec2 i0 = ivec2(floor(src));
    ivec2 i1 = min(i0 + 1, ivec2(15, 8));
    vec2 t = src - vec2(i0);
    vec4 top = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    vec4 bottom = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.56+p2o.Conv.57+p2o.Relu.23+p2o.Add.82
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
uniform sampler2D w1;
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 32 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(40, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 40;
        for (int si = 0; si < 10; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  r = r + read_t1(x, y, s);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.58+p2o.Conv.59+p2o.Relu.24
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
uniform sampler2D w1;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(128, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 128;
        for (int si = 0; si < 32; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Resize.5
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec2 src = vec2(float(x) * 0.5 + -0.25, float(y) * 0.5 + -0.25);
    src = clamp(src, vec2(0.0), vec2(31.0, 17.0));
    ivec2 i0 = ivec2(floor(src));
    ivec2 i1 = min(i0 + 1, ivec2(31, 17));
    vec2 t = src - vec2(i0);
    vec4 top = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    vec4 bottom = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.60+p2o.Conv.61+p2o.Relu.25+p2o.Add.88
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
uniform sampler2D w1;
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 64 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(24, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 24;
        for (int si = 0; si < 6; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  r = r + read_t1(x, y, s);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.62+p2o.Conv.63+p2o.Relu.26
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
uniform sampler2D w1;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(64, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 64;
        for (int si = 0; si < 16; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.64+p2o.Conv.65+p2o.Relu.27
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
uniform sampler2D w1;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(64, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 64;
        for (int si = 0; si < 16; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Resize.6
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 32 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec2 src = vec2(float(x) * 0.5 + -0.25, float(y) * 0.5 + -0.25);
    src = clamp(src, vec2(0.0), vec2(31.0, 17.0));
    ivec2 i0 = ivec2(floor(src));
    ivec2 i1 = min(i0 + 1, ivec2(31, 17));
    vec2 t = src - vec2(i0);
    vec4 top = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    vec4 bottom = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.66+p2o.Conv.67+p2o.Relu.28
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
uniform sampler2D w1;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(128, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 128;
        for (int si = 0; si < 32; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Resize.7
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 16 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec2 src = vec2(float(x) * 0.25 + -0.375, float(y) * 0.25 + -0.375);
    src = clamp(src, vec2(0.0), vec2(15.0, 8.0));
    ivec2 i0 = ivec2(floor(src));
    ivec2 i1 = min(i0 + 1, ivec2(15, 8));
    vec2 t = src - vec2(i0);
    vec4 top = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    vec4 bottom = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Concat.8
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D t2;
vec4 read_t2(int x, int y, int s) {
  return texelFetch(t2, ivec2(s * 64 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
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

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.68
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.69+p2o.Relu.29
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(96, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 96;
        for (int si = 0; si < 24; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.70+p2o.Conv.71+p2o.Relu.30
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D w0;
vec4 read_inlined(int x, int y, int s) {
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 1 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 1 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 3 + kx, s), 0) * read_t0(ix, iy, s);
      }
    }
    r = acc;
  }
  return r;
}
uniform sampler2D w1;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(32, s), 0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 32;
        for (int si = 0; si < 8; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = max(r, 0.0);
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Conv.72
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
uniform sampler2D w0;
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = vec4(0.0);
    for (int ky = 0; ky < 1; ++ky) {
      int iy = y * 1 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 1; ++kx) {
        int ix = x * 1 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 64;
        if (!inside) {
          continue;
        }
        int base = (ky * 1 + kx) * 16;
        for (int si = 0; si < 4; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  if (s == 0) {
    r *= vec4(1.0, 1.0, 0.0, 0.0);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Resize.8
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 64 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 256;
  int y = p.y % 144;
  int s = p.x / 256;
  vec4 r = vec4(0.0);
  {
    vec2 src = vec2(float(x) * 0.25 + -0.375, float(y) * 0.25 + -0.375);
    src = clamp(src, vec2(0.0), vec2(63.0, 35.0));
    ivec2 i0 = ivec2(floor(src));
    ivec2 i1 = min(i0 + 1, ivec2(63, 35));
    vec2 t = src - vec2(i0);
    vec4 top = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    vec4 bottom = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  if (s == 0) {
    r *= vec4(1.0, 1.0, 0.0, 0.0);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass p2o.Softmax.0
#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D t0;
vec4 read_t0(int x, int y, int s) {
  return texelFetch(t0, ivec2(s * 256 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 256;
  int y = p.y % 144;
  int s = p.x / 256;
  vec4 r = vec4(0.0);
  {
    float m = -65504.0;
    for (int k = 0; k < 1; ++k) {
      vec4 v = read_t0(x, y, k);
      if (k == 0) {
        v = mix(vec4(-65504.0), v, vec4(1.0, 1.0, 0.0, 0.0));
      }
      m = max(m, max(max(v.x, v.y), max(v.z, v.w)));
    }
    float total = 0.0;
    for (int k = 0; k < 1; ++k) {
      vec4 e = exp(read_t0(x, y, k) - m);
      if (k == 0) {
        e *= vec4(1.0, 1.0, 0.0, 0.0);
      }
      total += dot(e, vec4(1.0));
    }
    r = exp(read_t0(x, y, s) - m) / total;
  }
  if (s == 0) {
    r *= vec4(1.0, 1.0, 0.0, 0.0);
  }
  o0 = r;
}

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
