//! The small DFT codelets MKL's float32 transforms are built from, as decoded (see `mod.rs`):
//! radix 2 and 4, the 8-point leaf and inner kernels, the odd-length symmetric kernel and
//! the twiddle multiply. Each add and multiply is one `f32` operation in the decoded order;
//! no fused multiply-add (Rust never contracts `a * b + c`), and sums are folded from their
//! first term, not from 0.0 (which would turn a `-0.0` sum into `+0.0`).

use std::f64::consts::PI;

/// One complex value: (real, imaginary).
pub type Cx = (f32, f32);

/// sqrt(1/2) as MKL's W8 rotations use it: rounded once from double.
pub const S8: f32 = std::f64::consts::FRAC_1_SQRT_2 as f32;

/// `2*pi*a*b*.../d`, multiplied left to right in double as the decoder computed the angles
/// (a different grouping can round differently and move a twiddle by one float32 ulp).
pub fn angle(factors: &[usize], d: usize) -> f64 {
    let mut a = 2.0 * PI;
    for &f in factors {
        a *= f as f64;
    }
    a / d as f64
}

/// cos and sin in double from the `libm` crate on every target (wasm32's own libm may
/// differ in the last double bit; a unit test checks these equal the host's rounded to f32).
pub fn cos(x: f64) -> f64 {
    libm::cos(x)
}

pub fn sin(x: f64) -> f64 {
    libm::sin(x)
}

/// The forward twiddle W_n^e = cos - i sin, each part rounded once from double.
pub fn twiddle(n: usize, e: usize) -> Cx {
    let a = angle(&[e], n);
    (cos(a) as f32, -sin(a) as f32)
}

/// Left-to-right sum from the first term.
pub fn ssum(terms: &[f32]) -> f32 {
    terms[1..].iter().fold(terms[0], |s, &t| s + t)
}

pub fn bf2(x: &[Cx]) -> Vec<Cx> {
    vec![
        (x[0].0 + x[1].0, x[0].1 + x[1].1),
        (x[0].0 - x[1].0, x[0].1 - x[1].1),
    ]
}

pub fn bf4(x: &[Cx]) -> Vec<Cx> {
    let a0 = (x[0].0 + x[2].0, x[0].1 + x[2].1);
    let a1 = (x[0].0 - x[2].0, x[0].1 - x[2].1);
    let a2 = (x[1].0 + x[3].0, x[1].1 + x[3].1);
    let a3 = (x[1].0 - x[3].0, x[1].1 - x[3].1);
    vec![
        (a0.0 + a2.0, a0.1 + a2.1),
        (a1.0 + a3.1, a1.1 - a3.0),
        (a0.0 - a2.0, a0.1 - a2.1),
        (a1.0 - a3.1, a1.1 + a3.0),
    ]
}

/// The odd kernels' sums and differences of mirrored inputs: `t_k = x_k + x_{p-k}` and
/// `u_k = x_k - x_{p-k}` for k = 1..=(p-1)/2.
fn symmetric_parts(x: &[Cx]) -> (Vec<Cx>, Vec<Cx>) {
    let p = x.len();
    let h = (p - 1) / 2;
    let t = (1..=h)
        .map(|k| (x[k].0 + x[p - k].0, x[k].1 + x[p - k].1))
        .collect();
    let u = (1..=h)
        .map(|k| (x[k].0 - x[p - k].0, x[k].1 - x[p - k].1))
        .collect();
    (t, u)
}

/// The odd-length kernel: `t_k = x_k + x_{p-k}`, `u_k = x_k - x_{p-k}`,
/// `A_m = x0 + sum c t` (`x0_first`: `((x0 + c1 t1) + c2 t2)...`, else `x0 + (c1 t1 + ...)`),
/// `B_m = sum s u`; `X_m = A_m - iB_m`, `X_{p-m} = A_m + iB_m`.
pub fn prime(x: &[Cx], x0_first: bool) -> Vec<Cx> {
    let p = x.len();
    let h = (p - 1) / 2;
    let (t, u) = symmetric_parts(x);
    let acc = |x0: f32, terms: &[f32]| {
        if x0_first {
            terms.iter().fold(x0, |s, &v| s + v)
        } else {
            x0 + ssum(terms)
        }
    };
    let mut out = vec![(0.0, 0.0); p];
    let tr: Vec<f32> = t.iter().map(|v| v.0).collect();
    let ti: Vec<f32> = t.iter().map(|v| v.1).collect();
    out[0] = (acc(x[0].0, &tr), acc(x[0].1, &ti));
    for m in 1..=h {
        let cs: Vec<f32> = (1..=h).map(|k| cos(angle(&[m, k], p)) as f32).collect();
        let sn: Vec<f32> = (1..=h).map(|k| sin(angle(&[m, k], p)) as f32).collect();
        let term = |w: &[f32], v: &[Cx], re: bool| -> Vec<f32> {
            (0..h)
                .map(|k| w[k] * if re { v[k].0 } else { v[k].1 })
                .collect()
        };
        let ar = acc(x[0].0, &term(&cs, &t, true));
        let ai = acc(x[0].1, &term(&cs, &t, false));
        let br = ssum(&term(&sn, &u, true));
        let bi = ssum(&term(&sn, &u, false));
        out[m] = (ar + bi, ai - br);
        out[p - m] = (ar - bi, ai + br);
    }
    out
}

/// The standalone 8-point codelet: 4-point DFTs of the evens and odds, W8 as
/// `(a +- b) * sqrt(.5)`, then radix 2.
pub fn k8_leaf(x: &[Cx]) -> Vec<Cx> {
    let ev: Vec<Cx> = x.iter().step_by(2).copied().collect();
    let od: Vec<Cx> = x.iter().skip(1).step_by(2).copied().collect();
    let (e, o) = (bf4(&ev), bf4(&od));
    let mut out = vec![(0.0, 0.0); 8];
    for k in 0..4 {
        let (or, oi) = o[k];
        let (or, oi) = match k {
            1 => ((or + oi) * S8, (oi - or) * S8),
            2 => (oi, -or),
            3 => ((oi - or) * S8, (-or - oi) * S8),
            _ => (or, oi),
        };
        let (er, ei) = e[k];
        out[k] = (er + or, ei + oi);
        out[k + 4] = (er - or, ei - oi);
    }
    out
}

/// The 8-point kernel inside multi-stage transforms (32 = 8 x 4): radix 2 on
/// `y_j +- y_{j+4}`, even outputs by radix 4, odd ones as `A -+ iB`.
pub fn k8_tw(x: &[Cx]) -> Vec<Cx> {
    let a: Vec<Cx> = (0..4)
        .map(|j| (x[j].0 + x[j + 4].0, x[j].1 + x[j + 4].1))
        .collect();
    let b: Vec<Cx> = (0..4)
        .map(|j| (x[j].0 - x[j + 4].0, x[j].1 - x[j + 4].1))
        .collect();
    let ev = bf4(&a);
    let mut out = vec![(0.0, 0.0); 8];
    for m in 0..4 {
        out[2 * m] = ev[m];
    }
    let s = S8;
    let (br, bi): (Vec<f32>, Vec<f32>) = b.iter().copied().unzip();
    let ar = br[0] + (s * br[1] - s * br[3]);
    let ai = bi[0] + (s * bi[1] - s * bi[3]);
    let cr = (s * br[1] + s * br[3]) + br[2];
    let ci = (s * bi[1] + s * bi[3]) + bi[2];
    out[1] = (ar + ci, ai - cr);
    out[7] = (ar - ci, ai + cr);
    let ar = br[0] + (s * br[3] - s * br[1]);
    let ai = bi[0] + (s * bi[3] - s * bi[1]);
    let cr = (s * br[1] + s * br[3]) - br[2];
    let ci = (s * bi[1] + s * bi[3]) - bi[2];
    out[3] = (ar + ci, ai - cr);
    out[5] = (ar - ci, ai + cr);
    out
}

/// Multiplies by W_n^e: the quarter turns exactly (swap/negate), else
/// `(ar*c - ai*s, ar*s + ai*c)`. `w8sum`: odd eighth turns as `(+-ar +- ai) * sqrt(.5)`
/// (the real 16-point codelet's form).
pub fn twmul(a: Cx, n: usize, e: usize, w8sum: bool) -> Cx {
    let e = e % n;
    let (ar, ai) = a;
    if e == 0 {
        return a;
    }
    if 4 * e == n {
        return (ai, -ar);
    }
    if 2 * e == n {
        return (-ar, -ai);
    }
    if 4 * e == 3 * n {
        return (-ai, ar);
    }
    let (c, s) = twiddle(n, e);
    if w8sum && (8 * e).is_multiple_of(n) {
        let sc: f32 = if c > 0.0 { 1.0 } else { -1.0 };
        let ss: f32 = if s > 0.0 { 1.0 } else { -1.0 };
        return ((sc * ar - ss * ai) * S8, (ss * ar + sc * ai) * S8);
    }
    (ar * c - ai * s, ar * s + ai * c)
}

/// The odd kernel with a c2r scale built in. `fold` (3-point, irfft 3/6/12 and scaled rfft):
/// constants `f32(c) * sc`, `f32(s) * sc` (a float32 product, as decoded), the unit terms
/// times `sc`; otherwise `pre5` (5-point, irfft 10 and scaled rfft 15): inputs scaled first,
/// the cos terms summed last to first, then x0.
pub fn prime_scaled(x: &[Cx], sc: f32, fold: bool) -> Vec<Cx> {
    let p = x.len();
    let h = (p - 1) / 2;
    let (t, u) = symmetric_parts(x);
    let part = |v: Cx, re: bool| if re { v.0 } else { v.1 };
    let mut out = vec![(0.0, 0.0); p];
    let x0 = |re: bool| {
        let mut terms = vec![part(x[0], re) * sc];
        terms.extend(t.iter().map(|&v| part(v, re) * sc));
        if fold {
            terms[0] + ssum(&terms[1..])
        } else {
            ssum(&terms)
        }
    };
    out[0] = (x0(true), x0(false));
    for m in 1..=h {
        let c: Vec<f32> = (1..=h).map(|k| cos(angle(&[m, k], p)) as f32).collect();
        let s: Vec<f32> = (1..=h).map(|k| sin(angle(&[m, k], p)) as f32).collect();
        let a = |re: bool| {
            let x0s = part(x[0], re) * sc;
            if fold {
                let terms: Vec<f32> = (0..h).map(|k| (c[k] * sc) * part(t[k], re)).collect();
                x0s + ssum(&terms)
            } else {
                let mut terms: Vec<f32> =
                    (0..h).rev().map(|k| c[k] * (part(t[k], re) * sc)).collect();
                terms.push(x0s);
                ssum(&terms)
            }
        };
        let b = |re: bool| {
            let terms: Vec<f32> = if fold {
                (0..h).map(|k| (s[k] * sc) * part(u[k], re)).collect()
            } else {
                (0..h).map(|k| s[k] * (part(u[k], re) * sc)).collect()
            };
            ssum(&terms)
        };
        let (ar, ai, br, bi) = (a(true), a(false), b(true), b(false));
        out[m] = (ar + bi, ai - br);
        out[p - m] = (ar - bi, ai + br);
    }
    out
}
