#version 300 es
// Joint bilateral upsampling of the low-resolution mask to the frame: each
// output pixel averages the 4×4 nearest low-resolution mask texels, weighted
// by distance and by how closely the guide colour at that texel (the
// downscaled frame the network saw) matches this pixel's colour. Mask edges
// therefore snap to colour edges (hair, shoulders) instead of being smeared.
precision highp float;

uniform sampler2D u_mask;    // low resolution, channel 0
uniform sampler2D u_guide;   // low resolution RGB (the network's input), same size as u_mask
uniform sampler2D u_frame;   // full resolution RGB
uniform vec2 u_low_size;     // size of u_mask / u_guide in texels
uniform float u_sigma_space; // in low-resolution texels, e.g. 1.0
uniform float u_sigma_range; // in RGB distance, e.g. 0.1
uniform vec4 u_frame_to_mask; // mask uv = frame uv * xy + zw (letterboxed inputs)
in vec2 v_uv;
out vec4 out_mask;

void main() {
  vec3 color = texture(u_frame, v_uv).rgb;
  vec2 mask_uv = v_uv * u_frame_to_mask.xy + u_frame_to_mask.zw;
  vec2 q = mask_uv * u_low_size - 0.5;
  ivec2 base = ivec2(floor(q)) - 1;
  ivec2 last = ivec2(u_low_size) - 1;
  float sum = 0.0;
  float total = 0.0;
  for (int j = 0; j < 4; ++j) {
    for (int i = 0; i < 4; ++i) {
      ivec2 t = clamp(base + ivec2(i, j), ivec2(0), last);
      vec2 d = vec2(base + ivec2(i, j)) - q;
      vec3 g = texelFetch(u_guide, t, 0).rgb - color;
      float w = exp(-dot(d, d) / (2.0 * u_sigma_space * u_sigma_space) -
                    dot(g, g) / (2.0 * u_sigma_range * u_sigma_range));
      sum += w * texelFetch(u_mask, t, 0).r;
      total += w;
    }
  }
  // All range weights can vanish on a colour no neighbour has: fall back to bilinear.
  float mask = total > 1e-4 ? sum / total : texture(u_mask, mask_uv).r;
  out_mask = vec4(mask, 0.0, 0.0, 1.0);
}
