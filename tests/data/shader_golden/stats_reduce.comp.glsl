#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
uniform sampler2D u_source;
uniform sampler2D u_mask;
uniform bool u_first;
uniform int u_region;
uniform vec4 u_face;
uniform vec4 u_window;
uniform vec2 u_footprint;
uniform int u_taps;
highp vec2 v_uv;
highp vec4 out_stats;
void vfx_fragment_main() {
  vec4 sum = vec4(0.0);
  float n = float(u_taps);
  for (int j = 0; j < u_taps; ++j) {
    for (int i = 0; i < u_taps; ++i) {
      vec2 uv = v_uv + ((vec2(float(i), float(j)) + 0.5) / n - 0.5) * u_footprint;
      if (u_first) {
        uv = u_window.xy + uv * u_window.zw;
        float m;
        if (u_region == 0) {
          m = texture(u_mask, uv).r;
        } else {
          vec2 size = max(u_face.zw - u_face.xy, vec2(1e-4));
          m = 1.0 - smoothstep(0.8, 1.0, length((uv - 0.5 * (u_face.xy + u_face.zw)) / (0.42 * size)));
          m *= float(all(greaterThanEqual(uv, vec2(0.0))) && all(lessThanEqual(uv, vec2(1.0))));
        }
        sum += vec4(texture(u_source, uv).rgb * m, m);
      } else {
        sum += texture(u_source, uv);
      }
    }
  }
  out_stats = sum / (n * n);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_stats);
}
