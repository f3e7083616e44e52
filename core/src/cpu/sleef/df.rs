//! Float-float numbers (`x + y`, |y| <= ulp(x)/2) and SLEEF's `df.h` operations on them, in
//! the forms its FMA builds compile (`vfmapn(x, y, z)` = x*y - z and `vfmanp(x, y, z)` =
//! z - x*y, each rounded once). Names follow `df.h`: `add2` is the variant that does not
//! assume |x| >= |y|.

use super::fma;

#[derive(Clone, Copy, Debug)]
pub(super) struct F2 {
    pub x: f32,
    pub y: f32,
}

pub(super) const fn f2(x: f32, y: f32) -> F2 {
    F2 { x, y }
}

/// `dfadd_vf2_vf_vf`
pub(super) fn add_ff(x: f32, y: f32) -> F2 {
    let rx = x + y;
    f2(rx, (x - rx) + y)
}

/// `dfadd2_vf2_vf_vf` (a two-sum that does not assume |x| >= |y|)
pub(super) fn add2_ff(x: f32, y: f32) -> F2 {
    let rx = x + y;
    let v = rx - x;
    f2(rx, (x - (rx - v)) + (y - v))
}

/// `dfadd_vf2_vf2_vf`
pub(super) fn add_2f(x: F2, y: f32) -> F2 {
    let rx = x.x + y;
    f2(rx, ((x.x - rx) + y) + x.y)
}

/// `dfadd_vf2_vf_vf2`
pub(super) fn add_f2(x: f32, y: F2) -> F2 {
    let rx = x + y.x;
    f2(rx, ((x - rx) + y.x) + y.y)
}

/// `dfadd_vf2_vf2_vf2`
pub(super) fn add_22(x: F2, y: F2) -> F2 {
    let rx = x.x + y.x;
    f2(rx, (((x.x - rx) + y.x) + x.y) + y.y)
}

/// `dfadd2_vf2_vf2_vf`
pub(super) fn add2_2f(x: F2, y: f32) -> F2 {
    let rx = x.x + y;
    let v = rx - x.x;
    let ry = (x.x - (rx - v)) + (y - v);
    f2(rx, ry + x.y)
}

/// `dfadd2_vf2_vf2_vf2`
pub(super) fn add2_22(x: F2, y: F2) -> F2 {
    let rx = x.x + y.x;
    let v = rx - x.x;
    let ry = (x.x - (rx - v)) + (y.x - v);
    f2(rx, ry + (x.y + y.y))
}

pub(super) fn neg(x: F2) -> F2 {
    f2(-x.x, -x.y)
}

pub(super) fn scale(d: F2, s: f32) -> F2 {
    f2(d.x * s, d.y * s)
}

/// `dfmul_vf2_vf2_vf`
pub(super) fn mul_2f(x: F2, y: f32) -> F2 {
    let rx = x.x * y;
    f2(rx, fma(x.y, y, fma(x.x, y, -rx)))
}

/// `dfmul_vf2_vf2_vf2`
pub(super) fn mul_22(x: F2, y: F2) -> F2 {
    let rx = x.x * y.x;
    f2(rx, fma(x.x, y.y, fma(x.y, y.x, fma(x.x, y.x, -rx))))
}

/// `dfsqu_vf2_vf2`
pub(super) fn squ(x: F2) -> F2 {
    let rx = x.x * x.x;
    f2(rx, fma(x.x + x.x, x.y, fma(x.x, x.x, -rx)))
}

/// `dfrec_vf2_vf2`
pub(super) fn rec(d: F2) -> F2 {
    let qx = 1.0 / d.x;
    f2(qx, qx * fma(-d.y, qx, fma(-d.x, qx, 1.0)))
}

/// `dfdiv_vf2_vf2_vf2`
pub(super) fn div(n: F2, d: F2) -> F2 {
    let t = 1.0 / d.x;
    let qx = n.x * t;
    let u = fma(t, n.x, -qx);
    let qy = fma(-d.y, t, fma(-d.x, t, 1.0));
    f2(qx, fma(qx, qy, fma(n.y, t, u)))
}

/// `dfnormalize_vf2_vf2`
pub(super) fn normalize(t: F2) -> F2 {
    let s = t.x + t.y;
    f2(s, (t.x - s) + t.y)
}
