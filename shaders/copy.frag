#version 300 es
// Copies a texture to the target, optionally flipping it vertically (canvas
// rows run top-down, GL textures bottom-up).
precision highp float;

uniform sampler2D u_source;
uniform bool u_flip_y;
in vec2 v_uv;
out vec4 out_color;

void main() {
  vec2 uv = u_flip_y ? vec2(v_uv.x, 1.0 - v_uv.y) : v_uv;
  out_color = texture(u_source, uv);
}
