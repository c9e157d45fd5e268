#version 300 es
// Deliberately broken: line 9 uses an undeclared identifier.
precision highp float;

in vec2 v_uv;
out vec4 out_color;

void main() {
  out_color = vec4(v_uv, undeclared_value, 1.0);
}
