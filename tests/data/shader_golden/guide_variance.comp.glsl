#version 310 es
layout(local_size_x = 8, local_size_y = 8) in;
highp vec4 vfx_frag_coord;
precision highp float;
precision highp sampler2D;
uniform sampler2D u_frame;
uniform sampler2D u_mask;
uniform vec4 u_mask_to_frame;
uniform vec2 u_footprint;
highp vec2 v_uv;
highp vec4 out_texture;
highp vec4 out_stats;
void vfx_fragment_main() {
  ivec2 size = textureSize(u_frame, 0);
  vec2 center = (v_uv * u_mask_to_frame.xy + u_mask_to_frame.zw) * vec2(size);
  int n = clamp(int(ceil(max(u_footprint.x, u_footprint.y))), 2, 8);
  vec2 stride = u_footprint / float(n);
  vec3 sum = vec3(0.0), sum_sq = vec3(0.0);
  float sum_l = 0.0, sum_ll = 0.0;
  for (int j = 0; j < n; ++j) {
    for (int i = 0; i < n; ++i) {
      vec2 p = center + (vec2(float(i), float(j)) + 0.5) * stride - 0.5 * u_footprint;
      vec3 c = texelFetch(u_frame, clamp(ivec2(p), ivec2(0), size - 1), 0).rgb;
      float l = dot(c, vec3(0.2126, 0.7152, 0.0722));
      sum += c;
      sum_sq += c * c;
      sum_l += l;
      sum_ll += l * l;
    }
  }
  float count = float(n * n);
  vec3 mean = sum / count;
  float mean_l = sum_l / count;
  float deviation = sqrt(max(sum_ll / count - mean_l * mean_l, 0.0));
  float mask = texelFetch(u_mask, ivec2(vfx_frag_coord.xy), 0).r;
  out_texture = vec4(max(sum_sq / count - mean * mean, vec3(0.0)), mask);
  out_stats = vec4(mean, deviation);
}

uniform highp ivec2 vfx_output_size;
layout(rgba16f, binding = 0) writeonly uniform highp image2D vfx_output_0;
layout(rgba16f, binding = 1) writeonly uniform highp image2D vfx_output_1;
void main() {
  highp ivec2 pixel = ivec2(gl_GlobalInvocationID.xy);
  if (pixel.x >= vfx_output_size.x || pixel.y >= vfx_output_size.y) return;
  vfx_frag_coord = vec4(vec2(pixel) + 0.5, 0.5, 1.0);
  v_uv = (vec2(pixel) + 0.5) / vec2(vfx_output_size);
  vfx_fragment_main();
  imageStore(vfx_output_0, pixel, out_texture);
  imageStore(vfx_output_1, pixel, out_stats);
}
