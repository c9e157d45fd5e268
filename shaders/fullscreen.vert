#version 300 es
// One triangle that covers the viewport; v_uv is 0..1 across it.
// Draw with glDrawArrays(GL_TRIANGLES, 0, 3) and no vertex attributes.
out vec2 v_uv;

void main() {
  vec2 corner = vec2(float((gl_VertexID << 1) & 2), float(gl_VertexID & 2));
  v_uv = corner;
  gl_Position = vec4(corner * 2.0 - 1.0, 0.0, 1.0);
}
