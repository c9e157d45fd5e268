// ==== pass Conv_1+HardSwish_2
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
      int iy = y * 2 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 144;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 2 - 0 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 256;
        if (!inside) {
          continue;
        }
        int base = (ky * 3 + kx) * 4;
        for (int si = 0; si < 1; ++si) {
          vec4 v = read_t0(ix, iy, si);
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
// ==== pass Conv_3+Relu_4
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
// ==== pass Conv_5+Relu_6
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
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(9, s), 0);
    for (int ky = 0; ky < 3; ++ky) {
      int iy = y * 2 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 72;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 2 - 0 + kx * 1;
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
// ==== pass GlobalAveragePool_7_blocks
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
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = vec4(0.0);
    float count = 0.0;
    for (int ky = 0; ky < 4; ++ky) {
      int iy = y * 4 - 0 + ky * 1;
      for (int kx = 0; kx < 4; ++kx) {
        int ix = x * 4 - 0 + kx * 1;
        bool inside = iy >= 0 && iy < 36 && ix >= 0 && ix < 64;
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

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass GlobalAveragePool_7
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
// ==== pass Conv_8+Relu_9
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
    vec4 acc = texelFetch(w0, ivec2(16, s), 0);
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
// ==== pass Conv_10+Sigmoid_11
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
    vec4 acc = texelFetch(w0, ivec2(8, s), 0);
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
        int base = (ky * 1 + kx) * 8;
        for (int si = 0; si < 2; ++si) {
          vec4 v = read_t0(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
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
// ==== pass Mul_12+Conv_13
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
  return texelFetch(t1, ivec2(s * 1 + x, y), 0);
}
vec4 read_scaled(int x, int y, int s) {
  return read_t0(x, y, s) * read_t1(0, 0, s);
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
    vec4 acc = texelFetch(w0, ivec2(16, s), 0);
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
// ==== pass Conv_14+Relu_15
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
    vec4 acc = texelFetch(w0, ivec2(16, s), 0);
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
// ==== pass Conv_16+Relu_17+Conv_18
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
      int iy = y * 2 - 0 + ky * 1;
      bool row_in = iy >= 0 && iy < 36;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 3; ++kx) {
        int ix = x * 2 - 0 + kx * 1;
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
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w1, ivec2(72, s), 0);
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
// ==== pass Conv_19+Relu_20
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
    vec4 acc = texelFetch(w0, ivec2(24, s), 0);
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
// ==== pass Conv_21+Relu_22+Conv_23+Add_24
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
  r = max(r, 0.0);
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
    vec4 acc = texelFetch(w1, ivec2(88, s), 0);
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
        int base = (ky * 1 + kx) * 88;
        for (int si = 0; si < 22; ++si) {
          vec4 v = read_inlined(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w1, ivec2(wx, s), 0), texelFetch(w1, ivec2(wx + 1, s), 0), texelFetch(w1, ivec2(wx + 2, s), 0), texelFetch(w1, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
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
// ==== pass Conv_25+HardSwish_26
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
    vec4 acc = texelFetch(w0, ivec2(24, s), 0);
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
// ==== pass Conv_27+HardSwish_28
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
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(25, s), 0);
    for (int ky = 0; ky < 5; ++ky) {
      int iy = y * 2 - 1 + ky * 1;
      bool row_in = iy >= 0 && iy < 18;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 5; ++kx) {
        int ix = x * 2 - 1 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 32;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 5 + kx, s), 0) * read_t0(ix, iy, s);
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
// ==== pass GlobalAveragePool_29
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
// ==== pass Conv_30+Relu_31
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
    vec4 acc = texelFetch(w0, ivec2(96, s), 0);
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
// ==== pass Conv_32+Sigmoid_33
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
    vec4 acc = texelFetch(w0, ivec2(24, s), 0);
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
  r = 1.0 / (1.0 + exp(-r));
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
// ==== pass Mul_34+Conv_35
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
    vec4 acc = texelFetch(w0, ivec2(96, s), 0);
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
        int base = (ky * 1 + kx) * 96;
        for (int si = 0; si < 24; ++si) {
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
// ==== pass Conv_36+HardSwish_37
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
    vec4 acc = texelFetch(w0, ivec2(32, s), 0);
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
// ==== pass Conv_38+HardSwish_39
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
    vec4 acc = texelFetch(w0, ivec2(25, s), 0);
    for (int ky = 0; ky < 5; ++ky) {
      int iy = y * 1 - 2 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 5; ++kx) {
        int ix = x * 1 - 2 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 5 + kx, s), 0) * read_t0(ix, iy, s);
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
// ==== pass GlobalAveragePool_40
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
// ==== pass Conv_41+Relu_42
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
    vec4 acc = texelFetch(w0, ivec2(128, s), 0);
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
        int base = (ky * 1 + kx) * 128;
        for (int si = 0; si < 32; ++si) {
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
// ==== pass Conv_43+Sigmoid_44
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
  r = 1.0 / (1.0 + exp(-r));
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
// ==== pass Mul_45+Conv_46+Add_47
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
    vec4 acc = texelFetch(w0, ivec2(128, s), 0);
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
          vec4 v = read_scaled(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
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
// ==== pass Conv_48+HardSwish_49
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
    vec4 acc = texelFetch(w0, ivec2(32, s), 0);
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
// ==== pass Conv_50+HardSwish_51
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
    vec4 acc = texelFetch(w0, ivec2(25, s), 0);
    for (int ky = 0; ky < 5; ++ky) {
      int iy = y * 1 - 2 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 5; ++kx) {
        int ix = x * 1 - 2 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 5 + kx, s), 0) * read_t0(ix, iy, s);
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
// ==== pass GlobalAveragePool_52
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
// ==== pass Conv_53+Relu_54
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
    vec4 acc = texelFetch(w0, ivec2(128, s), 0);
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
        int base = (ky * 1 + kx) * 128;
        for (int si = 0; si < 32; ++si) {
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
// ==== pass Conv_55+Sigmoid_56
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
  r = 1.0 / (1.0 + exp(-r));
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
// ==== pass Mul_57+Conv_58+Add_59
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
    vec4 acc = texelFetch(w0, ivec2(128, s), 0);
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
          vec4 v = read_scaled(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
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
// ==== pass Conv_60+HardSwish_61
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
    vec4 acc = texelFetch(w0, ivec2(32, s), 0);
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
// ==== pass Conv_62+HardSwish_63
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
    vec4 acc = texelFetch(w0, ivec2(25, s), 0);
    for (int ky = 0; ky < 5; ++ky) {
      int iy = y * 1 - 2 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 5; ++kx) {
        int ix = x * 1 - 2 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 5 + kx, s), 0) * read_t0(ix, iy, s);
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
// ==== pass GlobalAveragePool_64
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
// ==== pass Conv_65+Relu_66
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
    vec4 acc = texelFetch(w0, ivec2(96, s), 0);
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
// ==== pass Conv_67+Sigmoid_68
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
    vec4 acc = texelFetch(w0, ivec2(24, s), 0);
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
  r = 1.0 / (1.0 + exp(-r));
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
// ==== pass Mul_69+Conv_70+Add_71
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
    vec4 acc = texelFetch(w0, ivec2(96, s), 0);
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
        int base = (ky * 1 + kx) * 96;
        for (int si = 0; si < 24; ++si) {
          vec4 v = read_scaled(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
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
// ==== pass Conv_72+HardSwish_73
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
    vec4 acc = texelFetch(w0, ivec2(32, s), 0);
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
// ==== pass Conv_74+HardSwish_75
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
    vec4 acc = texelFetch(w0, ivec2(25, s), 0);
    for (int ky = 0; ky < 5; ++ky) {
      int iy = y * 1 - 2 + ky * 1;
      bool row_in = iy >= 0 && iy < 9;
      if (!row_in) {
        continue;
      }
      for (int kx = 0; kx < 5; ++kx) {
        int ix = x * 1 - 2 + kx * 1;
        bool inside = row_in && ix >= 0 && ix < 16;
        if (!inside) {
          continue;
        }
        acc += texelFetch(w0, ivec2(ky * 5 + kx, s), 0) * read_t0(ix, iy, s);
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
// ==== pass GlobalAveragePool_76
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
// ==== pass Conv_77+Relu_78
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
    vec4 acc = texelFetch(w0, ivec2(96, s), 0);
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
// ==== pass Conv_79+Sigmoid_80
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
    vec4 acc = texelFetch(w0, ivec2(24, s), 0);
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
  r = 1.0 / (1.0 + exp(-r));
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
// ==== pass Mul_81+Conv_82+Add_83
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
    vec4 acc = texelFetch(w0, ivec2(96, s), 0);
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
        int base = (ky * 1 + kx) * 96;
        for (int si = 0; si < 24; ++si) {
          vec4 v = read_scaled(ix, iy, si);
          int wx = base + si * 4;
          acc += mat4(texelFetch(w0, ivec2(wx, s), 0), texelFetch(w0, ivec2(wx + 1, s), 0), texelFetch(w0, ivec2(wx + 2, s), 0), texelFetch(w0, ivec2(wx + 3, s), 0)) * v;
        }
      }
    }
    r = acc;
  }
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
// ==== pass GlobalAveragePool_84
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
// ==== pass Conv_86+Sigmoid_88
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
  r = 1.0 / (1.0 + exp(-r));
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
// ==== pass Conv_85+Relu_87+Mul_89
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
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 1 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = texelFetch(w0, ivec2(32, s), 0);
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
  r = max(r, 0.0);
  r = r * read_t1(0, 0, s);
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
// ==== pass Resize_90+Conv_91
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
vec4 read_resized(int x, int y, int s) {
  vec4 r;
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
  return r;
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
    vec4 acc = texelFetch(w0, ivec2(128, s), 0);
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
          vec4 v = read_resized(ix, iy, si);
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
// ==== pass Add_92
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
  return texelFetch(t1, ivec2(s * 32 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 32;
  int y = p.y % 18;
  int s = p.x / 32;
  vec4 r = vec4(0.0);
  r = read_t0(x, y, s);
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
// ==== pass GlobalAveragePool_93
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
// ==== pass Conv_94+Relu_95
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
    vec4 acc = texelFetch(w0, ivec2(24, s), 0);
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
// ==== pass Conv_96+Sigmoid_97
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
    vec4 acc = texelFetch(w0, ivec2(24, s), 0);
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
  r = 1.0 / (1.0 + exp(-r));
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
// ==== pass Mul_98+Add_99
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
  r = read_t0(x, y, s);
  r = r * read_t1(0, 0, s);
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
// ==== pass Conv_100+Relu_101
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
    vec4 acc = texelFetch(w0, ivec2(24, s), 0);
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
// ==== pass Conv_102+Relu_103+Add_104
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
  r = max(r, 0.0);
  r = read_t0(x, y, s) + r;
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
// ==== pass Resize_105+Conv_106
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
vec4 read_resized(int x, int y, int s) {
  vec4 r;
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
  return r;
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
          vec4 v = read_resized(ix, iy, si);
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
// ==== pass Add_107
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
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 64;
  int y = p.y % 36;
  int s = p.x / 64;
  vec4 r = vec4(0.0);
  r = read_t0(x, y, s);
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
// ==== pass GlobalAveragePool_108_blocks
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
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = vec4(0.0);
    float count = 0.0;
    for (int ky = 0; ky < 4; ++ky) {
      int iy = y * 4 - 0 + ky * 1;
      for (int kx = 0; kx < 4; ++kx) {
        int ix = x * 4 - 0 + kx * 1;
        bool inside = iy >= 0 && iy < 36 && ix >= 0 && ix < 64;
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

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass GlobalAveragePool_108
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
// ==== pass Conv_109+Relu_110
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
    vec4 acc = texelFetch(w0, ivec2(16, s), 0);
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
// ==== pass Conv_111+Sigmoid_112
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
    vec4 acc = texelFetch(w0, ivec2(16, s), 0);
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
  r = 1.0 / (1.0 + exp(-r));
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
// ==== pass Mul_113+Add_114
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
  return texelFetch(t1, ivec2(s * 1 + x, y), 0);
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
  r = read_t0(x, y, s);
  r = r * read_t1(0, 0, s);
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
// ==== pass Conv_115+Relu_116
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
    vec4 acc = texelFetch(w0, ivec2(16, s), 0);
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
// ==== pass Conv_117+Relu_118+Add_119
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
  r = max(r, 0.0);
  r = read_t0(x, y, s) + r;
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
// ==== pass Resize_120+Conv_121
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
vec4 read_resized(int x, int y, int s) {
  vec4 r;
  {
    vec2 src = vec2(float(x) * 0.5 + -0.25, float(y) * 0.5 + -0.25);
    src = clamp(src, vec2(0.0), vec2(63.0, 35.0));
    ivec2 i0 = ivec2(floor(src));
    ivec2 i1 = min(i0 + 1, ivec2(63, 35));
    vec2 t = src - vec2(i0);
    vec4 top = mix(read_t0(i0.x, i0.y, s), read_t0(i1.x, i0.y, s), t.x);
    vec4 bottom = mix(read_t0(i0.x, i1.y, s), read_t0(i1.x, i1.y, s), t.x);
    r = mix(top, bottom, t.y);
  }
  return r;
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
          vec4 v = read_resized(ix, iy, si);
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
// ==== pass Add_122
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
  r = read_t0(x, y, s);
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
// ==== pass GlobalAveragePool_123_blocks
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
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 16;
  int y = p.y % 9;
  int s = p.x / 16;
  vec4 r = vec4(0.0);
  {
    vec4 acc = vec4(0.0);
    float count = 0.0;
    for (int ky = 0; ky < 8; ++ky) {
      int iy = y * 8 - 0 + ky * 1;
      for (int kx = 0; kx < 8; ++kx) {
        int ix = x * 8 - 0 + kx * 1;
        bool inside = iy >= 0 && iy < 72 && ix >= 0 && ix < 128;
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

uniform highp ivec2 vfx_output_size;
layout(rgba32f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, o0);
}
// ==== pass GlobalAveragePool_123
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
// ==== pass Conv_124+Relu_125
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
    vec4 acc = texelFetch(w0, ivec2(16, s), 0);
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
// ==== pass Conv_126+Sigmoid_127
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
    vec4 acc = texelFetch(w0, ivec2(16, s), 0);
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
  r = 1.0 / (1.0 + exp(-r));
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
// ==== pass Mul_128+Add_129
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
uniform sampler2D t1;
vec4 read_t1(int x, int y, int s) {
  return texelFetch(t1, ivec2(s * 1 + x, y), 0);
}
uniform sampler2D t2;
vec4 read_t2(int x, int y, int s) {
  return texelFetch(t2, ivec2(s * 128 + x, y), 0);
}
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 128;
  int y = p.y % 72;
  int s = p.x / 128;
  vec4 r = vec4(0.0);
  r = read_t0(x, y, s);
  r = r * read_t1(0, 0, s);
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
// ==== pass Conv_130+Relu_131
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
// ==== pass Conv_132+Relu_133+Add_134
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
  r = read_t0(x, y, s) + r;
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
// ==== pass ConvTranspose_135+Sigmoid_136
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
const vec4 bias[1] = vec4[1](vec4(0.2734375, 0.0, 0.0, 0.0));
highp vec4 o0;
void vfx_fragment_main() {
  ivec2 p = ivec2(vfx_frag_coord.xy);
  int x = p.x % 256;
  int y = p.y % 144;
  int s = p.x / 256;
  vec4 r = vec4(0.0);
  {
    vec4 acc = bias[s];
    int iy = y / 2;
    int ix = x / 2;
    if (iy < 72 && ix < 128) {
      int tap = (y % 2) * 2 + x % 2;
      for (int si = 0; si < 4; ++si) {
        vec4 v = read_t0(ix, iy, si);
        acc.x += dot(texelFetch(w0, ivec2(tap * 4 + si, 0), 0), v);
      }
    }
    r = acc;
  }
  r = 1.0 / (1.0 + exp(-r));
  if (s == 0) {
    r *= vec4(1.0, 0.0, 0.0, 0.0);
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
