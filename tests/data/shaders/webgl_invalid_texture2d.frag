#version 300 es
// Mesa compiles this; WebGL2 (ANGLE) and glslangValidator reject texture2D and
// gl_FragColor in GLSL ES 3.00.
precision highp float;
uniform sampler2D u_source;
in vec2 v_uv;

void main() {
  gl_FragColor = texture2D(u_source, v_uv);
}
