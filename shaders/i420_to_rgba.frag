#version 300 es
// A YUV 4:2:0 camera frame (three planes: Y at full size, U and V at half
// size, one byte a sample, rows top-down) -> RGB, as the browser converts
// such frames when it uploads them itself. u_kr/u_kb name the colour matrix
// (BT.601: 0.299/0.114, BT.709: 0.2126/0.0722, BT.2020: 0.2627/0.0593);
// u_full_range is 0 for studio range (Y 16..235, chroma 16..240), 1 for full.
// Chroma is sampled bilinearly at the pixel's centre (the half-size planes
// have linear filtering), so edges do not step in 2-px blocks.
precision highp float;
precision highp sampler2D;

uniform sampler2D u_y;
uniform sampler2D u_u;
uniform sampler2D u_v;
uniform float u_kr;
uniform float u_kb;
uniform float u_full_range;
in vec2 v_uv;
out vec4 out_rgb;

void main() {
  float y = texture(u_y, v_uv).r;
  float cb = texture(u_u, v_uv).r - 128.0 / 255.0;
  float cr = texture(u_v, v_uv).r - 128.0 / 255.0;
  if (u_full_range < 0.5) {
    y = (y - 16.0 / 255.0) * (255.0 / 219.0);
    cb *= 255.0 / 224.0;
    cr *= 255.0 / 224.0;
  }
  float kg = 1.0 - u_kr - u_kb;
  vec3 rgb = vec3(y + 2.0 * (1.0 - u_kr) * cr,
                  y - (2.0 * u_kb * (1.0 - u_kb) / kg) * cb - (2.0 * u_kr * (1.0 - u_kr) / kg) * cr,
                  y + 2.0 * (1.0 - u_kb) * cb);
  out_rgb = vec4(clamp(rgb, 0.0, 1.0), 1.0);
}
