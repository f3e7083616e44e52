//! The complex factorizations without iteration: Cholesky (`zpotf2`), Householder QR
//! (`zgeqr2`) and its Q (`zung2r`), and Bunch-Kaufman's symmetric-indefinite LDL
//! (`zsytf2`, and `zhetf2` for Hermitian matrices). A real matrix taken as complex with
//! zero imaginary parts gives the real routines' (`dsytf2`'s) steps exactly.

use super::{larfg, ZMat, ONE, Z, ZERO};
use crate::ops::lapack::stopped;

/// `zpotf2('L')` on the lower triangle of the n×n `a`: L (the failing column and those after
/// it left as the input's lower triangle, as LAPACK leaves them) and LAPACK's `info` (the
/// order of the first leading minor that is not positive definite, 0 when none). None at
/// the deadline.
pub fn potrf(a: &ZMat) -> Option<(ZMat, usize)> {
    let n = a.rows;
    let mut l = ZMat::zeros(n, n);
    for i in 0..n {
        for j in 0..=i {
            l.set(i, j, a.at(i, j));
        }
    }
    for j in 0..n {
        if stopped(n * n) {
            return None;
        }
        let dot: f64 = (0..j).map(|k| l.at(j, k).abs().powi(2)).sum();
        let ajj = l.at(j, j).re - dot;
        if ajj.is_nan() || ajj <= 0.0 {
            l.set(j, j, Z::real(ajj));
            return Some((l, j + 1));
        }
        let ajj = ajj.sqrt();
        l.set(j, j, Z::real(ajj));
        for i in j + 1..n {
            let s = (0..j).fold(l.at(i, j), |s, k| s - l.at(i, k) * l.at(j, k).conj());
            l.set(i, j, s.scale(1.0 / ajj));
        }
    }
    Some((l, 0))
}

/// `zgeqr2`: R in the upper triangle, the reflectors' vectors below it, and their taus.
pub fn qr_factor(mut a: ZMat) -> Option<(ZMat, Vec<Z>)> {
    let (m, n) = (a.rows, a.cols);
    let k = m.min(n);
    let mut taus = Vec::with_capacity(k);
    for i in 0..k {
        if stopped(2 * m * n) {
            return None;
        }
        let mut x: Vec<Z> = (i + 1..m).map(|r| a.at(r, i)).collect();
        let (beta, tau) = larfg(a.at(i, i), &mut x);
        let v: Vec<Z> = std::iter::once(ONE).chain(x.iter().copied()).collect();
        a.reflect_left(&v, tau.conj(), i, i + 1);
        a.set(i, i, beta);
        for (r, xv) in (i + 1..m).zip(x) {
            a.set(r, i, xv);
        }
        taus.push(tau);
    }
    Some((a, taus))
}

/// `zung2r`: the first `cols` columns of `H(0)·…·H(k-1)`, the reflectors below the diagonal
/// of the m×(≥k) `a` with `taus` (k of them). Returns m×cols.
pub fn ung2r(a: &ZMat, taus: &[Z], cols: usize) -> Option<ZMat> {
    let m = a.rows;
    let k = taus.len();
    let mut q = ZMat::zeros(m, cols);
    for j in 0..cols {
        for i in 0..m {
            if j < k && i > j {
                q.set(i, j, a.at(i, j));
            }
        }
        if j >= k && j < m {
            q.set(j, j, ONE);
        }
    }
    for i in (0..k).rev() {
        if stopped(2 * m * cols) {
            return None;
        }
        if i + 1 < cols {
            q.set(i, i, ONE);
            let v: Vec<Z> = (i..m).map(|r| q.at(r, i)).collect();
            q.reflect_left(&v, taus[i], i, i + 1);
        }
        for r in i + 1..m {
            let x = -taus[i] * q.at(r, i);
            q.set(r, i, x);
        }
        if i < cols {
            q.set(i, i, ONE - taus[i]);
        }
        for r in 0..i {
            q.set(r, i, ZERO);
        }
    }
    Some(q)
}

/// An LDL factorization as LAPACK leaves it: the lower triangle holds L and D, the upper
/// triangle is the input's; `pivots` 1-based, negative for 2×2 blocks; `info`.
pub struct Ldl {
    pub ld: ZMat,
    pub pivots: Vec<i64>,
    pub info: usize,
}

/// `zsytf2('L')` (`hermitian`: `zhetf2('L')`) on the n×n `a`. None at the deadline.
pub fn ldl(a: &ZMat, hermitian: bool) -> Option<Ldl> {
    let n = a.rows;
    let mut a = a.clone();
    let alpha = (1.0 + 17f64.sqrt()) / 8.0;
    let mut pivots = vec![0i64; n];
    let mut info = 0;
    // The size of a diagonal entry: its real part's for a Hermitian matrix.
    let diag = |z: Z| if hermitian { z.re.abs() } else { z.abs1() };
    let cj = |z: Z| if hermitian { z.conj() } else { z };
    // LAPACK's i?amax on cabs1: the first largest.
    let amax = |vals: &mut dyn Iterator<Item = (usize, Z)>| {
        let mut best: Option<(usize, f64)> = None;
        for (i, z) in vals {
            if best.is_none_or(|(_, b)| z.abs1() > b) {
                best = Some((i, z.abs1()));
            }
        }
        best.unwrap_or((0, 0.0))
    };
    let mut k = 0;
    while k < n {
        if stopped(n * n) {
            return None;
        }
        let mut kstep = 1;
        let absakk = diag(a.at(k, k));
        let (imax, colmax) = if k + 1 < n {
            amax(&mut (k + 1..n).map(|i| (i, a.at(i, k))))
        } else {
            (k, 0.0)
        };
        let kp;
        if absakk.max(colmax) == 0.0 || absakk.is_nan() {
            if info == 0 {
                info = k + 1;
            }
            kp = k;
            if hermitian {
                let d = a.at(k, k).re;
                a.set(k, k, Z::real(d));
            }
        } else {
            if absakk >= alpha * colmax {
                kp = k;
            } else {
                let (_, mut rowmax) = amax(&mut (k..imax).map(|j| (j, a.at(imax, j))));
                if imax + 1 < n {
                    let (_, r2) = amax(&mut (imax + 1..n).map(|j| (j, a.at(j, imax))));
                    rowmax = rowmax.max(r2);
                }
                if absakk >= alpha * colmax * (colmax / rowmax) {
                    kp = k;
                } else if diag(a.at(imax, imax)) >= alpha * rowmax {
                    kp = imax;
                } else {
                    kp = imax;
                    kstep = 2;
                }
            }
            let kk = k + kstep - 1;
            if kp != kk {
                for r in kp + 1..n {
                    let t = a.at(r, kk);
                    a.set(r, kk, a.at(r, kp));
                    a.set(r, kp, t);
                }
                for j in kk + 1..kp {
                    let t = cj(a.at(j, kk));
                    a.set(j, kk, cj(a.at(kp, j)));
                    a.set(kp, j, t);
                }
                if hermitian {
                    let x = a.at(kp, kk).conj();
                    a.set(kp, kk, x);
                    let r1 = a.at(kk, kk).re;
                    a.set(kk, kk, Z::real(a.at(kp, kp).re));
                    a.set(kp, kp, Z::real(r1));
                } else {
                    let t = a.at(kk, kk);
                    a.set(kk, kk, a.at(kp, kp));
                    a.set(kp, kp, t);
                }
                if kstep == 2 {
                    if hermitian {
                        let d = a.at(k, k).re;
                        a.set(k, k, Z::real(d));
                    }
                    let t = a.at(k + 1, k);
                    a.set(k + 1, k, a.at(kp, k));
                    a.set(kp, k, t);
                }
            } else if hermitian {
                let d = a.at(k, k).re;
                a.set(k, k, Z::real(d));
                if kstep == 2 {
                    let d = a.at(k + 1, k + 1).re;
                    a.set(k + 1, k + 1, Z::real(d));
                }
            }
            if kstep == 1 {
                if k + 1 < n {
                    let d11 = if hermitian {
                        Z::real(1.0 / a.at(k, k).re)
                    } else {
                        ONE.quo(a.at(k, k))
                    };
                    // A22 -= d11·x·xᵀ (xᴴ when Hermitian), lower triangle.
                    for j in k + 1..n {
                        let xj = cj(a.at(j, k));
                        let t = -d11 * xj;
                        for i in j..n {
                            let v = a.at(i, j) + a.at(i, k) * t;
                            a.set(i, j, v);
                        }
                        if hermitian {
                            let d = a.at(j, j).re;
                            a.set(j, j, Z::real(d));
                        }
                    }
                    for i in k + 1..n {
                        let v = d11 * a.at(i, k);
                        a.set(i, k, v);
                    }
                }
            } else if k + 2 < n {
                if hermitian {
                    let d = a.at(k + 1, k).abs();
                    let d11 = a.at(k + 1, k + 1).re / d;
                    let d22 = a.at(k, k).re / d;
                    let tt = 1.0 / (d11 * d22 - 1.0);
                    let d21 = a.at(k + 1, k).scale(1.0 / d);
                    let d = tt / d;
                    for j in k + 2..n {
                        let wk = (a.at(j, k).scale(d11) - d21 * a.at(j, k + 1)).scale(d);
                        let wkp1 = (a.at(j, k + 1).scale(d22) - d21.conj() * a.at(j, k)).scale(d);
                        for i in j..n {
                            let v =
                                a.at(i, j) - a.at(i, k) * wk.conj() - a.at(i, k + 1) * wkp1.conj();
                            a.set(i, j, v);
                        }
                        a.set(j, k, wk);
                        a.set(j, k + 1, wkp1);
                        let dj = a.at(j, j).re;
                        a.set(j, j, Z::real(dj));
                    }
                } else {
                    let d21 = a.at(k + 1, k);
                    let d11 = a.at(k + 1, k + 1).quo(d21);
                    let d22 = a.at(k, k).quo(d21);
                    let t = ONE.quo(d11 * d22 - ONE);
                    let d21 = t.quo(d21);
                    for j in k + 2..n {
                        let wk = d21 * (d11 * a.at(j, k) - a.at(j, k + 1));
                        let wkp1 = d21 * (d22 * a.at(j, k + 1) - a.at(j, k));
                        for i in j..n {
                            let v = a.at(i, j) - a.at(i, k) * wk - a.at(i, k + 1) * wkp1;
                            a.set(i, j, v);
                        }
                        a.set(j, k, wk);
                        a.set(j, k + 1, wkp1);
                    }
                }
            }
        }
        if kstep == 1 {
            pivots[k] = kp as i64 + 1;
        } else {
            pivots[k] = -(kp as i64 + 1);
            pivots[k + 1] = -(kp as i64 + 1);
        }
        k += kstep;
    }
    Some(Ldl {
        ld: a,
        pivots,
        info,
    })
}

/// `zgetf2` on the m×n `a`: L (unit, below) and U in place, LAPACK's 1-based row pivots
/// (`izamax` on |re| + |im|, the first largest), and `info` (the first zero pivot, 1-based).
pub fn getrf(a: &ZMat) -> Option<(ZMat, Vec<i64>, usize)> {
    let (m, n) = (a.rows, a.cols);
    let mut a = a.clone();
    let k = m.min(n);
    let mut piv = Vec::with_capacity(k);
    let mut info = 0;
    for j in 0..k {
        if stopped(m * n) {
            return None;
        }
        let mut p = j;
        for i in j + 1..m {
            if a.at(i, j).abs1() > a.at(p, j).abs1() {
                p = i;
            }
        }
        piv.push(p as i64 + 1);
        if a.at(p, j) != ZERO {
            if p != j {
                for c in 0..n {
                    let t = a.at(j, c);
                    a.set(j, c, a.at(p, c));
                    a.set(p, c, t);
                }
            }
            let d = a.at(j, j);
            for i in j + 1..m {
                let x = a.at(i, j).quo(d);
                a.set(i, j, x);
            }
        } else if info == 0 {
            info = j + 1;
        }
        for i in j + 1..m {
            let l = a.at(i, j);
            for c in j + 1..n {
                let x = a.at(i, c) - l * a.at(j, c);
                a.set(i, c, x);
            }
        }
    }
    Some((a, piv, info))
}

/// Solves `M·X = B` for the n×n triangular `M` (`upper`, `unit` diagonal) by substitution;
/// B is n×k. Division by a zero diagonal gives LAPACK's infinities and NaNs.
pub fn trsm(m: &ZMat, b: &ZMat, upper: bool, unit: bool) -> ZMat {
    let (n, k) = (m.rows, b.cols);
    let mut x = b.clone();
    let order: Vec<usize> = if upper {
        (0..n).rev().collect()
    } else {
        (0..n).collect()
    };
    for c in 0..k {
        for &i in &order {
            let range = if upper { i + 1..n } else { 0..i };
            let mut s = x.at(i, c);
            for j in range {
                s = s - m.at(i, j) * x.at(j, c);
            }
            let v = if unit { s } else { cdiv(s, m.at(i, i)) };
            x.set(i, c, v);
        }
    }
    x
}

/// A quotient that follows IEEE for a zero divisor (infinities/NaN), Smith's otherwise.
fn cdiv(a: Z, b: Z) -> Z {
    if b == ZERO {
        return Z::new(a.re / 0.0, a.im / 0.0);
    }
    a.quo(b)
}
