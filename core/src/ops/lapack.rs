//! LAPACK's small building blocks, written out so the decompositions built on them take
//! LAPACK's steps (and so PyTorch's MKL's signs): machine constants, `?lapy2`, `?nrm2`,
//! Householder reflectors (`?larfg`) and plane rotations (`?lartg`, in both the pre-3.10
//! and the 3.10 sign conventions: MKL's `?steqr` follows the old one, its `?bdsqr` the new
//! one), generic over f32 and f64 so each runs in the input's precision.

use crate::element::Float;

/// The machine constants LAPACK's `?lamch` gives.
pub trait Lapack: Float {
    /// `?lamch('E')`: half an ulp of one.
    const EPS: Self;
    /// `?lamch('S')`: the smallest normal number.
    const SAFMIN: Self;
}

impl Lapack for f64 {
    const EPS: f64 = 1.0 / 9_007_199_254_740_992.0; // 2**-53
    const SAFMIN: f64 = f64::MIN_POSITIVE;
}

impl Lapack for f32 {
    const EPS: f32 = 1.0 / 16_777_216.0; // 2**-24
    const SAFMIN: f32 = f32::MIN_POSITIVE;
}

pub(crate) fn c<T: Lapack>(v: f64) -> T {
    T::from_f64(v)
}

pub(crate) fn sign<T: Lapack>(a: T, b: T) -> T {
    if b >= T::ZERO {
        a.abs()
    } else {
        -a.abs()
    }
}

pub(crate) fn max<T: Lapack>(a: T, b: T) -> T {
    if b > a {
        b
    } else {
        a
    }
}

/// `?lapy2`: `sqrt(x² + y²)` without needless overflow.
pub(crate) fn lapy2<T: Lapack>(x: T, y: T) -> T {
    let (xa, ya) = (x.abs(), y.abs());
    let (w, z) = if xa >= ya { (xa, ya) } else { (ya, xa) };
    if z == T::ZERO {
        return w;
    }
    let q = z / w;
    w * (T::ONE + q * q).sqrt()
}

/// `?nrm2` as a scaled sum of squares.
pub(crate) fn nrm2<T: Lapack>(x: &[T]) -> T {
    let (mut scale, mut ssq) = (T::ZERO, T::ONE);
    for &v in x {
        if v != T::ZERO {
            let a = v.abs();
            if scale < a {
                let q = scale / a;
                ssq = T::ONE + ssq * q * q;
                scale = a;
            } else {
                let q = a / scale;
                ssq = ssq + q * q;
            }
        }
    }
    scale * ssq.sqrt()
}

/// `?larfg`: the reflector `H = I - tau·v·vᵀ` with `H·[alpha; x] = [beta; 0]`; `x` is
/// overwritten by `v` past its leading 1. Returns (beta, tau).
pub(crate) fn larfg<T: Lapack>(alpha: T, x: &mut [T]) -> (T, T) {
    let xnorm = nrm2(x);
    if xnorm == T::ZERO {
        return (alpha, T::ZERO);
    }
    let beta = -sign(lapy2(alpha, xnorm), alpha);
    let tau = (beta - alpha) / beta;
    let scal = T::ONE / (alpha - beta);
    x.iter_mut().for_each(|v| *v = *v * scal);
    (beta, tau)
}

/// `?lartg` before LAPACK 3.10: `[c s; -s c]·[f; g] = [r; 0]`, with `c > 0` when
/// `|f| > |g|` (the convention MKL's results follow).
pub(crate) fn lartg<T: Lapack>(f: T, g: T) -> (T, T, T) {
    if g == T::ZERO {
        return (T::ONE, T::ZERO, f);
    }
    if f == T::ZERO {
        return (T::ZERO, T::ONE, g);
    }
    let r = (f * f + g * g).sqrt();
    let (cs, sn) = (f / r, g / r);
    if f.abs() > g.abs() && cs < T::ZERO {
        return (-cs, -sn, -r);
    }
    (cs, sn, r)
}

/// `?lartg` since LAPACK 3.10: `r` takes `f`'s sign and `c >= 0` (the convention MKL's
/// `?bdsqr` follows).
pub(crate) fn lartg_new<T: Lapack>(f: T, g: T) -> (T, T, T) {
    if g == T::ZERO {
        return (T::ONE, T::ZERO, f);
    }
    if f == T::ZERO {
        return (T::ZERO, sign(T::ONE, g), g.abs());
    }
    let d = (f * f + g * g).sqrt();
    let r = sign(d, f);
    (f.abs() / d, g / r, r)
}

/// The n×n identity, row-major.
pub(crate) fn identity<T: Lapack>(n: usize) -> Vec<T> {
    (0..n * n)
        .map(|k| if k / n == k % n { T::ONE } else { T::ZERO })
        .collect()
}

/// Counts `work` elements against the host's deadline: true once the run must stop (the
/// caller abandons the decomposition; `take_kernel_stop` reports why).
pub(crate) fn stopped(work: usize) -> bool {
    crate::limits::kernel_work(work as u64)
}

/// `q <- (I - tau·v·vᵀ)·q` for the n×n row-major `q` (nothing when tau is 0).
pub(crate) fn reflect_rows<T: Lapack>(q: &mut [T], v: &[T], tau: T, n: usize) {
    if tau == T::ZERO {
        return;
    }
    for col in 0..n {
        let dot = (0..n).fold(T::ZERO, |s, r| s + v[r] * q[r * n + col]);
        for r in 0..n {
            q[r * n + col] = q[r * n + col] - tau * v[r] * dot;
        }
    }
}

/// `?lasr('R', 'V', dir)`: rotation j applied to columns `c0 + j` and `c0 + j + 1` of the
/// row-major `a` (`cols` columns), first to last when `forward`, else last to first.
pub(crate) fn rotate_cols<T: Lapack>(
    a: &mut [T],
    cols: usize,
    c0: usize,
    cs: &[T],
    sn: &[T],
    forward: bool,
) {
    let rows = a.len() / cols.max(1);
    let mut one = |j: usize| {
        let (ct, st) = (cs[j], sn[j]);
        if ct != T::ONE || st != T::ZERO {
            for r in 0..rows {
                let (left, right) = (r * cols + c0 + j, r * cols + c0 + j + 1);
                let temp = a[right];
                a[right] = ct * temp - st * a[left];
                a[left] = st * temp + ct * a[left];
            }
        }
    };
    if forward {
        (0..cs.len()).for_each(&mut one);
    } else {
        (0..cs.len()).rev().for_each(&mut one);
    }
}
