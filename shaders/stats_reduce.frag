#version 300 es
// Person-region statistics, step 1: each output texel averages an N×N block
// of the frame weighted by the mask, or by the inner ellipse of a face (its
// skin, not its hair or the backdrop beside it): (sum rgb * m, sum m) / N².
// The blocks tile u_window: the whole frame for a mask, the face's ellipse
// for a face (its taps all land on the face, so fewer of them suffice).
// Later steps run the same program on its own output down to 1×1.
precision highp float;

uniform sampler2D u_source;  // RGB (step 1) or (rgb*m, m) (later steps)
uniform sampler2D u_mask;    // step 1 only
uniform bool u_first;
uniform int u_region;        // step 1: 0 the mask's weights, 1 the face's (u_face)
uniform vec4 u_face;         // box: min xy, max xy (frame uv)
uniform vec4 u_window;       // step 1: what the output covers (origin xy, extent xy, frame uv)
uniform vec2 u_footprint;    // one output texel, in source uv
uniform int u_taps;          // taps per axis
in vec2 v_uv;
// webgpu-outputs: rgba16float
out vec4 out_stats;

void main() {
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
          // A face cut by the frame's edge: the taps past it are not the face's.
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
