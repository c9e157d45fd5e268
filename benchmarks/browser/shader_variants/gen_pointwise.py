# Writes fragment-shader variants of a 1x1 conv 16 -> 72 channels at 64x64 (selfie-256 Conv_14) as JSON for run.mjs:
# the same layer as single-target loops (the generator's old form), unrolled,
# and as 4-target MRT programs, so their per-draw time on SwiftShader can be
# compared (benchmarks/RESULTS.md, "Pixel-block mode"). Random inputs/weights.
#   python3 gen_pointwise.py variants.json && node run.mjs variants.json 10
import json, sys
H=W=64; IS=4; OS=18
hdr="#version 300 es\nprecision highp float;\nprecision highp int;\nprecision highp sampler2D;\n"
V=[]
# A: tiled single target, loops (like current generator)
src=hdr+f"""uniform sampler2D t0; uniform sampler2D w0;
vec4 read_t0(int x,int y,int s){{ return texelFetch(t0, ivec2(s*{W}+x,y),0); }}
out vec4 o0;
void main(){{ ivec2 p=ivec2(gl_FragCoord.xy); int x=p.x%{W}; int y=p.y%{H}; int s=p.x/{W};
 vec4 acc=vec4(0.1);
 for(int ky=0;ky<1;++ky){{ int iy=y+ky; bool row_in=iy>=0&&iy<{H}; if(!row_in) continue;
  for(int kx=0;kx<1;++kx){{ int ix=x+kx; bool inside=row_in&&ix>=0&&ix<{W}; if(!inside) continue;
   int base=0;
   for(int si=0;si<{IS};++si){{ vec4 v=read_t0(ix,iy,si); int wx=base+si*4;
     acc+=mat4(texelFetch(w0,ivec2(wx,s),0),texelFetch(w0,ivec2(wx+1,s),0),texelFetch(w0,ivec2(wx+2,s),0),texelFetch(w0,ivec2(wx+3,s),0))*v; }} }} }}
 o0=max(acc,0.0); }}"""
V.append(dict(name="A tiled loops",source=src,samplers=[dict(name="t0",w=W*IS,h=H),dict(name="w0",w=IS*4,h=OS)],targets=1,w=W*OS,h=H))
# B: tiled unrolled
body="".join(f"  {{ vec4 v=texelFetch(t0,ivec2({si*W}+x,y),0); acc+=mat4(texelFetch(w0,ivec2({si*4},s),0),texelFetch(w0,ivec2({si*4+1},s),0),texelFetch(w0,ivec2({si*4+2},s),0),texelFetch(w0,ivec2({si*4+3},s),0))*v; }}\n" for si in range(IS))
src=hdr+f"""uniform sampler2D t0; uniform sampler2D w0; out vec4 o0;
void main(){{ ivec2 p=ivec2(gl_FragCoord.xy); int x=p.x%{W}; int y=p.y; int s=p.x/{W}; vec4 acc=vec4(0.1);
{body} o0=max(acc,0.0); }}"""
V.append(dict(name="B tiled unrolled",source=src,samplers=[dict(name="t0",w=W*IS,h=H),dict(name="w0",w=IS*4,h=OS)],targets=1,w=W*OS,h=H))
# B2: tiled unrolled, weights via texture() normalized coords? skip. B3: dot-product form
body="".join(f"  {{ vec4 v=texelFetch(t0,ivec2({si*W}+x,y),0); acc+=texelFetch(w0,ivec2({si*4},s),0)*v.x+texelFetch(w0,ivec2({si*4+1},s),0)*v.y+texelFetch(w0,ivec2({si*4+2},s),0)*v.z+texelFetch(w0,ivec2({si*4+3},s),0)*v.w; }}\n" for si in range(IS))
src=hdr+f"""uniform sampler2D t0; uniform sampler2D w0; out vec4 o0;
void main(){{ ivec2 p=ivec2(gl_FragCoord.xy); int x=p.x%{W}; int y=p.y; int s=p.x/{W}; vec4 acc=vec4(0.1);
{body} o0=max(acc,0.0); }}"""
V.append(dict(name="B3 tiled unrolled scalar-fma",source=src,samplers=[dict(name="t0",w=W*IS,h=H),dict(name="w0",w=IS*4,h=OS)],targets=1,w=W*OS,h=H))
# C: PB unrolled static
hw=W//2
body=""
for si in range(IS):
  body+=f"  {{ mat4 k=mat4(texelFetch(w0,ivec2({si*4},s),0),texelFetch(w0,ivec2({si*4+1},s),0),texelFetch(w0,ivec2({si*4+2},s),0),texelFetch(w0,ivec2({si*4+3},s),0));\n"
  for k in range(4): body+=f"    a{k}+=k*texelFetch(t{k},ivec2({si*hw}+bx,by),0);\n"
  body+="  }\n"
src=hdr+f"""uniform sampler2D t0,t1,t2,t3; uniform sampler2D w0;
layout(location=0) out vec4 o0; layout(location=1) out vec4 o1; layout(location=2) out vec4 o2; layout(location=3) out vec4 o3;
void main(){{ ivec2 p=ivec2(gl_FragCoord.xy); int bx=p.x%{hw}; int by=p.y; int s=p.x/{hw}; vec4 a0=vec4(0.1),a1=a0,a2=a0,a3=a0;
{body} o0=max(a0,0.0); o1=max(a1,0.0); o2=max(a2,0.0); o3=max(a3,0.0); }}"""
V.append(dict(name="C PB unrolled static",source=src,samplers=[dict(name=f"t{k}",w=hw*IS,h=H//2) for k in range(4)]+[dict(name="w0",w=IS*4,h=OS)],targets=4,w=hw*OS,h=H//2))
# C1: PB static, single target output? (1 target, 4 px computed but only write o0) -- measures MRT write cost
src2=src.replace("layout(location=1) out vec4 o1; layout(location=2) out vec4 o2; layout(location=3) out vec4 o3;","").replace("o0=max(a0,0.0); o1=max(a1,0.0); o2=max(a2,0.0); o3=max(a3,0.0);","o0=max(a0+a1+a2+a3,0.0);")
V.append(dict(name="C1 PB static 1 target",source=src2,samplers=[dict(name=f"t{k}",w=hw*IS,h=H//2) for k in range(4)]+[dict(name="w0",w=IS*4,h=OS)],targets=1,w=hw*OS,h=H//2))
# E: channel slices 4 targets unrolled (5 groups)
G=(OS+3)//4
body=""
for si in range(IS):
  body+=f"  {{ vec4 v=texelFetch(t0,ivec2({si*W}+x,y),0);\n"
  for k in range(4): body+=f"    a{k}+=mat4(texelFetch(w0,ivec2({si*4},4*g+{k}),0),texelFetch(w0,ivec2({si*4+1},4*g+{k}),0),texelFetch(w0,ivec2({si*4+2},4*g+{k}),0),texelFetch(w0,ivec2({si*4+3},4*g+{k}),0))*v;\n"
  body+="  }\n"
src=hdr+f"""uniform sampler2D t0; uniform sampler2D w0;
layout(location=0) out vec4 o0; layout(location=1) out vec4 o1; layout(location=2) out vec4 o2; layout(location=3) out vec4 o3;
void main(){{ ivec2 p=ivec2(gl_FragCoord.xy); int x=p.x%{W}; int y=p.y; int g=p.x/{W}; vec4 a0=vec4(0.1),a1=a0,a2=a0,a3=a0;
{body} o0=max(a0,0.0); o1=max(a1,0.0); o2=max(a2,0.0); o3=max(a3,0.0); }}"""
V.append(dict(name="E CS4 unrolled",source=src,samplers=[dict(name="t0",w=W*IS,h=H),dict(name="w0",w=IS*4,h=G*4)],targets=4,w=W*G,h=H))
json.dump(V,open(sys.argv[1],'w'))
