#!/usr/bin/env python3
# How Recordings/handwriting.vine was made: drives a running `vine draw` window with
# xdotool, writing cursive words about 100 pt high (x-height 50 pt), i-dots as taps.
#   Xvfb :11 -screen 0 1400x900x24 &  DISPLAY=:11 vine draw --preset handwriting --seed 2026 --size 1100x500 --out h.vine &
#   DISPLAY=:11 Scripts/handwriting.py X Y SCALE   (the window's position on screen, from xdotool getwindowgeometry, and pixels per point: 1)
# then Esc in the window. Letters are Catmull-Rom curves through a few points each, sampled by xdotool's moves.
import subprocess, sys
L = {
 'e': [(0,0.1),(0.3,0.28),(0.32,0.45),(0.18,0.48),(0.08,0.3),(0.12,0.06),(0.3,0.0),(0.42,0.08)],
 'l': [(0,0.1),(0.22,0.55),(0.3,0.92),(0.22,1.0),(0.13,0.88),(0.13,0.45),(0.17,0.06),(0.3,0.0),(0.42,0.08)],
 'h': [(0,0.1),(0.22,0.55),(0.3,0.92),(0.22,1.0),(0.13,0.88),(0.12,0.45),(0.11,0.0),(0.16,0.3),(0.3,0.47),(0.42,0.38),(0.43,0.08),(0.52,0.0),(0.62,0.08)],
 'o': [(0,0.1),(0.16,0.38),(0.3,0.48),(0.42,0.36),(0.4,0.1),(0.27,0.0),(0.14,0.1),(0.16,0.34),(0.3,0.48),(0.45,0.44),(0.56,0.42)],
 'i': [(0,0.1),(0.12,0.3),(0.18,0.5),(0.14,0.2),(0.16,0.03),(0.27,0.0),(0.36,0.08)],
 'v': [(0,0.3),(0.08,0.46),(0.13,0.3),(0.22,0.0),(0.32,0.3),(0.38,0.48),(0.42,0.42),(0.5,0.42)],
 'n': [(0,0.1),(0.07,0.35),(0.1,0.48),(0.11,0.2),(0.09,0.0),(0.16,0.3),(0.3,0.48),(0.41,0.36),(0.41,0.06),(0.5,0.0),(0.58,0.08)],
 'a': [(0,0.1),(0.28,0.42),(0.2,0.48),(0.07,0.3),(0.1,0.05),(0.24,0.04),(0.33,0.3),(0.36,0.48),(0.34,0.2),(0.36,0.02),(0.46,0.0),(0.54,0.08)],
 'w': [(0,0.3),(0.06,0.46),(0.1,0.3),(0.16,0.0),(0.24,0.3),(0.28,0.4),(0.32,0.3),(0.38,0.0),(0.46,0.3),(0.5,0.48),(0.54,0.42),(0.62,0.42)],
}
def catmull(pts, n=6):
    out=[]
    for i in range(len(pts)-1):
        p0=pts[max(i-1,0)];p1=pts[i];p2=pts[i+1];p3=pts[min(i+2,len(pts)-1)]
        for k in range(n):
            t=k/n;t2=t*t;t3=t2*t
            out.append(tuple(0.5*((2*p1[j])+(-p0[j]+p2[j])*t+(2*p0[j]-5*p1[j]+4*p2[j]-p3[j])*t2+(-p0[j]+3*p1[j]-3*p2[j]+p3[j])*t3) for j in (0,1)))
    out.append(pts[-1]); return out
def word(w, x0, y0, em):
    pts=[]; dots=[]; x=x0
    for c in w:
        g=L[c]
        for (u,v) in g: 
            p=(x+1.35*u*em, y0-v*em)
            if not pts or pts[-1]!=p: pts.append(p)
        if c=='i': dots.append((x+1.35*0.2*em, y0-0.72*em))
        x += 1.35*g[-1][0]*em
    return pts, dots
def main(win_x, win_y, scale):
    words=[('hello',70,200),('vine',560,200),('wave',120,430),('in',520,430),('la',760,430)]
    em=100
    cmds=[]
    for w,x,y in words:
        pts,dots=word(w,x,y,em)
        path=catmull(pts,7)
        sx=lambda p:(int(round(win_x+p[0]*scale)),int(round(win_y+p[1]*scale)))
        a=sx(path[0]); cmds += ['mousemove',str(a[0]),str(a[1]),'sleep','0.05','mousedown','1']
        for p in path[1:]:
            q=sx(p); cmds += ['mousemove',str(q[0]),str(q[1]),'sleep','0.014']
        cmds += ['sleep','0.03','mouseup','1','sleep','0.4']
        for d in dots:
            q=sx(d); cmds += ['mousemove',str(q[0]),str(q[1]),'sleep','0.2','mousedown','1','sleep','0.08','mouseup','1','sleep','0.4']
    subprocess.run(['xdotool']+cmds, check=True)
if __name__=='__main__':
    main(int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]))
