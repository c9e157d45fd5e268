# Writes fragment-shader variants of a depthwise 3x3 conv at 128x128x16 (selfie-256 Conv_132) as JSON for run.mjs:
# the same layer as single-target loops (the generator's old form), unrolled,
# and as 4-target MRT programs, so their per-draw time on SwiftShader can be
# compared (benchmarks/RESULTS.md, "Pixel-block mode"). Random inputs/weights.
#   python3 gen_depthwise.py variants.json && node run.mjs variants.json 10
import json, sys, random
H=W=128; S=4; HW=W//2; HH=H//2
hdr="#version 300 es\nprecision highp float;\nprecision highp int;\nprecision highp sampler2D;\n"
V=[]
# A: tiled in, tiled out, loops (generator's single target with tiled input)
src=hdr+f"""uniform sampler2D t0; uniform sampler2D w0; out vec4 o0;
void main(){{ ivec2 p=ivec2(gl_FragCoord.xy); int x=p.x%{W}; int y=p.y; int s=p.x/{W}; vec4 acc=vec4(0.1);
 for(int ky=0;ky<3;++ky){{ int iy=y-1+ky; bool row_in=iy>=0&&iy<{H}; if(!row_in) continue;
  for(int kx=0;kx<3;++kx){{ int ix=x-1+kx; bool inside=row_in&&ix>=0&&ix<{W}; if(!inside) continue;
   acc+=texelFetch(w0,ivec2(ky*3+kx,s),0)*texelFetch(t0,ivec2(s*{W}+ix,iy),0); }} }}
 o0=max(acc,0.0); }}"""
V.append(dict(name="DW-A tiled loops",source=src,samplers=[dict(name="t0",w=W*S,h=H),dict(name="w0",w=9,h=S)],targets=1,w=W*S,h=H))
# B: tiled unrolled with selects
body=""
for ky in range(3):
  for kx in range(3):
    cond=[]
    if ky==0: cond.append("t")
    if ky==2: cond.append("b")
    if kx==0: cond.append("l")
    if kx==2: cond.append("r")
    f=f"texelFetch(t0,ivec2(s*{W}+x+{kx-1},y+{ky-1}),0)"
    if cond: f=f"(({'&&'.join(cond)}) ? {f} : vec4(0.0))"
    body+=f"  acc+=texelFetch(w0,ivec2({ky*3+kx},s),0)*{f};\n"
src=hdr+f"""uniform sampler2D t0; uniform sampler2D w0; out vec4 o0;
void main(){{ ivec2 p=ivec2(gl_FragCoord.xy); int x=p.x%{W}; int y=p.y; int s=p.x/{W}; vec4 acc=vec4(0.1);
 bool l=x>0, r=x<{W-1}, t=y>0, b=y<{H-1};
{body} o0=max(acc,0.0); }}"""
V.append(dict(name="DW-B tiled unrolled",source=src,samplers=[dict(name="t0",w=W*S,h=H),dict(name="w0",w=9,h=S)],targets=1,w=W*S,h=H))
# C: PB static unrolled
cols=[(1,-1),(0,0),(1,0),(0,1)]
reads=""
for j,(py,oy) in enumerate(cols):
  for i,(px,ox) in enumerate(cols):
    cond=[]
    if oy==-1: cond.append("t")
    if oy==1: cond.append("b")
    if ox==-1: cond.append("l")
    if ox==1: cond.append("r")
    f=f"texelFetch(t{px+2*py},ivec2(s*{HW}+bx+{ox},by+{oy}),0)"
    if cond: f=f"(({'&&'.join(cond)}) ? {f} : vec4(0.0))"
    reads+=f"  vec4 v{j}{i}={f};\n"
def body_pb(wexpr):
  b=""
  for ky in range(3):
    for kx in range(3):
      b+=f"  {{ vec4 k={wexpr(ky*3+kx)};\n"
      for dy in range(2):
        for dx in range(2):
          b+=f"    a{dx+2*dy}+=k*v{dy+ky}{dx+kx};\n"
      b+="  }\n"
  return b
outs="layout(location=0) out vec4 o0; layout(location=1) out vec4 o1; layout(location=2) out vec4 o2; layout(location=3) out vec4 o3;"
src=hdr+f"""uniform sampler2D t0,t1,t2,t3; uniform sampler2D w0; {outs}
void main(){{ ivec2 p=ivec2(gl_FragCoord.xy); int bx=p.x%{HW}; int by=p.y; int s=p.x/{HW}; vec4 a0=vec4(0.1),a1=a0,a2=a0,a3=a0;
 bool l=bx>0, r=bx<{HW-1}, t=by>0, b=by<{HH-1};
{reads}{body_pb(lambda t: f"texelFetch(w0,ivec2({t},s),0)")} o0=max(a0,0.0); o1=max(a1,0.0); o2=max(a2,0.0); o3=max(a3,0.0); }}"""
V.append(dict(name="DW-C PB static",source=src,samplers=[dict(name=f"t{k}",w=HW*S,h=HH) for k in range(4)]+[dict(name="w0",w=9,h=S)],targets=4,w=HW*S,h=HH))
# C2: weights const array
vals=",".join(f"vec4({random.random():.4f},{random.random():.4f},{random.random():.4f},{random.random():.4f})" for _ in range(9*S))
src=hdr+f"""uniform sampler2D t0,t1,t2,t3; {outs}
const vec4 wk[{9*S}] = vec4[{9*S}]({vals});
void main(){{ ivec2 p=ivec2(gl_FragCoord.xy); int bx=p.x%{HW}; int by=p.y; int s=p.x/{HW}; vec4 a0=vec4(0.1),a1=a0,a2=a0,a3=a0;
 bool l=bx>0, r=bx<{HW-1}, t=by>0, b=by<{HH-1};
{reads}{body_pb(lambda t: f"wk[s*9+{t}]")} o0=max(a0,0.0); o1=max(a1,0.0); o2=max(a2,0.0); o3=max(a3,0.0); }}"""
V.append(dict(name="DW-C2 PB static, const weights",source=src,samplers=[dict(name=f"t{k}",w=HW*S,h=HH) for k in range(4)],targets=4,w=HW*S,h=HH))
json.dump(V,open(sys.argv[1],'w'))
