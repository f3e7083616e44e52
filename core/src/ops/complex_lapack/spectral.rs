//! The Hermitian eigendecomposition (`zheevd` on small matrices: `zhetd2`, then the real
//! tridiagonal `?steqr` of `symmetric_eigen`, then `Q·Z`) and the SVD (`zgesdd` on small
//! matrices: QR first when tall, `zgebd2`, then the real bidiagonal SVD of
//! `bidiagonal_svd`, then `Q·U_B` and `V_Bᵀ·Pᴴ`). The reflectors make the tridiagonal and
//! bidiagonal real, so the iterations are the real ones and the phases are LAPACK's.

use super::{larfg, reflector_product, ZMat, ONE, Z, ZERO};
use crate::ops::lapack::stopped;

type Reflector = (usize, Vec<Z>, Z);

/// The full Hermitian matrix its `upper` (else lower) triangle stands for (the diagonal's
/// imaginary parts dropped, as LAPACK reads only their real parts).
fn hermitian_from(a: &ZMat, upper: bool) -> ZMat {
    let n = a.rows;
    let mut h = ZMat::zeros(n, n);
    for i in 0..n {
        for j in 0..n {
            let lower_side = i > j;
            let v = if i == j {
                Z::real(a.at(i, i).re)
            } else if lower_side != upper {
                a.at(i, j)
            } else {
                a.at(j, i).conj()
            };
            h.set(i, j, v);
        }
    }
    h
}

/// `w := tau·A·v; w += (-tau/2 · wᴴv)·v; A -= v·wᴴ + w·vᴴ` on the block `idx` of `a`.
fn rank2_update(a: &mut ZMat, idx: &[usize], v: &[Z], tau: Z) {
    let m = idx.len();
    let mut w: Vec<Z> = (0..m)
        .map(|r| tau * (0..m).fold(ZERO, |s, c| s + a.at(idx[r], idx[c]) * v[c]))
        .collect();
    let dot = (0..m).fold(ZERO, |s, k| s + w[k].conj() * v[k]);
    let alpha = -(Z::real(0.5) * tau * dot);
    for k in 0..m {
        w[k] = w[k] + alpha * v[k];
    }
    for r in 0..m {
        for c in 0..m {
            let x = a.at(idx[r], idx[c]) - v[r] * w[c].conj() - w[r] * v[c].conj();
            a.set(idx[r], idx[c], x);
        }
        let d = a.at(idx[r], idx[r]).re;
        a.set(idx[r], idx[r], Z::real(d));
    }
}

/// `zhetd2`: the real tridiagonal (d, e) and the reflectors whose product is Q.
fn tridiagonalize(mut a: ZMat, upper: bool) -> Option<(Vec<f64>, Vec<f64>, ZMat)> {
    let n = a.rows;
    let mut d = vec![0.0; n];
    let mut e = vec![0.0; n.saturating_sub(1)];
    let mut hs: Vec<Reflector> = Vec::new();
    for step in 0..n.saturating_sub(1) {
        if stopped(4 * n * n) {
            return None;
        }
        if upper {
            // Columns from the last: the reflector clears a[0..i, i+1] into a[i, i+1].
            let i = n - 2 - step;
            let mut x: Vec<Z> = (0..i).map(|r| a.at(r, i + 1)).collect();
            let (beta, tau) = larfg(a.at(i, i + 1), &mut x);
            e[i] = beta.re;
            let v: Vec<Z> = x.iter().copied().chain(std::iter::once(ONE)).collect();
            if tau != ZERO {
                rank2_update(&mut a, &(0..=i).collect::<Vec<_>>(), &v, tau);
            }
            let mut full = vec![ZERO; n];
            full[..=i].copy_from_slice(&v);
            hs.push((0, full, tau));
        } else {
            let i = step;
            let mut x: Vec<Z> = (i + 2..n).map(|r| a.at(r, i)).collect();
            let (beta, tau) = larfg(a.at(i + 1, i), &mut x);
            e[i] = beta.re;
            let v: Vec<Z> = std::iter::once(ONE).chain(x.iter().copied()).collect();
            if tau != ZERO {
                rank2_update(&mut a, &(i + 1..n).collect::<Vec<_>>(), &v, tau);
            }
            hs.push((i + 1, v, tau));
        }
    }
    for (i, di) in d.iter_mut().enumerate() {
        *di = a.at(i, i).re;
    }
    // Lower: Q = H(0)·…·H(n-2); upper: Q = H(n-2)·…·H(0), in the order they were made.
    Some((d, e, reflector_product(&hs, n)))
}

/// The eigenvalues (ascending) and, with `vectors`, the eigenvectors (columns) of the
/// Hermitian matrix `a` read from its lower (`upper`: upper) triangle. None when the
/// iteration did not converge, an entry is not finite, or at the deadline.
pub fn heev(a: &ZMat, upper: bool) -> Option<(Vec<f64>, ZMat)> {
    if a.a.iter().any(|z| !z.is_finite()) {
        return None;
    }
    let n = a.rows;
    let (mut d, mut e, q) = tridiagonalize(hermitian_from(a, upper), upper)?;
    let (z, converged) = crate::ops::symmetric_eigen::steqr(&mut d, &mut e, n);
    if !converged {
        return None;
    }
    Some((d, q.matmul(&ZMat::of_real(n, n, &z))))
}

/// `zgebd2`: `a = Q·B·Pᴴ`, B real bidiagonal (upper when rows >= cols): (d, e, Q, P).
fn bidiagonalize(mut a: ZMat) -> Option<(Vec<f64>, Vec<f64>, ZMat, ZMat)> {
    let (m, n) = (a.rows, a.cols);
    let k = m.min(n);
    let (mut d, mut e) = (vec![0.0; k], vec![0.0; k.saturating_sub(1)]);
    let (mut hs, mut gs): (Vec<Reflector>, Vec<Reflector>) = (Vec::new(), Vec::new());
    // A column reflector at (r, c): Hᴴ from the left on the columns after c.
    let col = |a: &mut ZMat, r: usize, c: usize| -> (f64, Reflector) {
        let mut x: Vec<Z> = (r + 1..a.rows).map(|i| a.at(i, c)).collect();
        let (beta, tau) = larfg(a.at(r, c), &mut x);
        let v: Vec<Z> = std::iter::once(ONE).chain(x).collect();
        a.set(r, c, beta);
        (r + 1..a.rows).for_each(|i| a.set(i, c, ZERO));
        a.reflect_left(&v, tau.conj(), r, c + 1);
        (beta.re, (r, v, tau))
    };
    // A row reflector at (r, c): the conjugated row reflected, G from the right below.
    let row = |a: &mut ZMat, r: usize, c: usize| -> (f64, Reflector) {
        let mut y: Vec<Z> = (c + 1..a.cols).map(|j| a.at(r, j).conj()).collect();
        let (beta, tau) = larfg(a.at(r, c).conj(), &mut y);
        let u: Vec<Z> = std::iter::once(ONE).chain(y).collect();
        a.set(r, c, beta);
        (c + 1..a.cols).for_each(|j| a.set(r, j, ZERO));
        a.reflect_right(&u, tau, r + 1, c);
        (beta.re, (c, u, tau))
    };
    for i in 0..k {
        if stopped(4 * m * n) {
            return None;
        }
        if m >= n {
            let (di, h) = col(&mut a, i, i);
            d[i] = di;
            hs.push(h);
            if i + 1 < n {
                let (ei, g) = row(&mut a, i, i + 1);
                e[i] = ei;
                gs.push(g);
            }
        } else {
            let (di, g) = row(&mut a, i, i);
            d[i] = di;
            gs.push(g);
            if i + 1 < m {
                let (ei, h) = col(&mut a, i + 1, i);
                e[i] = ei;
                hs.push(h);
            }
        }
    }
    Some((d, e, reflector_product(&hs, m), reflector_product(&gs, n)))
}

/// `[[b, 0], [0, I]]` of size n×n.
fn padded(b: &ZMat, n: usize) -> ZMat {
    let mut out = ZMat::eye(n);
    for i in 0..b.rows {
        for j in 0..b.cols {
            out.set(i, j, b.at(i, j));
        }
    }
    out
}

/// The SVD of the m×n `a`: (U, S, Vh) with U m×(m or k), Vh (n or k)×n, k = min(m, n).
/// None for a non-finite entry, no convergence, or at the deadline.
pub fn svd(a: &ZMat, full: bool) -> Option<(ZMat, Vec<f64>, ZMat)> {
    let (m, n) = (a.rows, a.cols);
    if m == 0 || n == 0 || a.a.iter().any(|z| !z.is_finite()) {
        return None;
    }
    let k = m.min(n);
    let bd = crate::ops::bidiagonal_svd::bidiagonal_svd;
    // zgesdd's MNTHR1: much taller (wider) matrices are reduced by QR (LQ) first.
    let mnthr = k * 17 / 9;
    let (u, s, vt) = if m < n && n >= mnthr {
        // Wide: A = L·Pᴴ, the SVD of L, then Vh = [Vh_L 0; 0 I]·Pᴴ.
        let mut l = a.clone();
        let mut gs: Vec<Reflector> = Vec::new();
        for i in 0..m {
            let mut y: Vec<Z> = (i + 1..n).map(|j| l.at(i, j).conj()).collect();
            let (beta, tau) = larfg(l.at(i, i).conj(), &mut y);
            let u: Vec<Z> = std::iter::once(ONE).chain(y).collect();
            l.set(i, i, beta);
            (i + 1..n).for_each(|j| l.set(i, j, ZERO));
            l.reflect_right(&u, tau, i + 1, i);
            gs.push((i, u, tau));
        }
        let p_full = reflector_product(&gs, n);
        let sq = ZMat::from(m, m, (0..m * m).map(|x| l.at(x / m, x % m)).collect());
        let (d, e, qb, p) = bidiagonalize(sq)?;
        let (s, ub, vtb) = bd(d, e, true)?;
        let vl = ZMat::of_real(m, m, &vtb).matmul(&p.adjoint());
        (
            qb.matmul(&ZMat::of_real(m, m, &ub)),
            s,
            padded(&vl, n).matmul(&p_full.adjoint()),
        )
    } else if m >= n && m >= mnthr {
        // Tall: QR first, the SVD of R, then U = Q·[U_R 0; 0 I].
        let (f, taus) = super::qr_factor(a.clone())?;
        let q = super::ung2r(&f, &taus, m)?;
        let mut r = ZMat::zeros(n, n);
        for i in 0..n {
            for j in i..n {
                r.set(i, j, f.at(i, j));
            }
        }
        let (d, e, qb, p) = bidiagonalize(r)?;
        let (s, ub, vtb) = bd(d, e, true)?;
        let ur = qb.matmul(&ZMat::of_real(n, n, &ub));
        (
            q.matmul(&padded(&ur, m)),
            s,
            ZMat::of_real(n, n, &vtb).matmul(&p.adjoint()),
        )
    } else if m >= n {
        let (d, e, q, p) = bidiagonalize(a.clone())?;
        let (s, ub, vtb) = bd(d, e, true)?;
        let ub = padded(&ZMat::of_real(n, n, &ub), m);
        (
            q.matmul(&ub),
            s,
            ZMat::of_real(n, n, &vtb).matmul(&p.adjoint()),
        )
    } else {
        let (d, e, q, p) = bidiagonalize(a.clone())?;
        let (s, ub, vtb) = bd(d, e, false)?;
        let vt = padded(&ZMat::of_real(m, m, &vtb), n);
        (
            q.matmul(&ZMat::of_real(m, m, &ub)),
            s,
            vt.matmul(&p.adjoint()),
        )
    };
    let u_cols = if full { m } else { k };
    let vt_rows = if full { n } else { k };
    let u_out = ZMat::from(
        m,
        u_cols,
        (0..m * u_cols)
            .map(|x| u.at(x / u_cols, x % u_cols))
            .collect(),
    );
    let vt_out = ZMat::from(vt_rows, n, vt.a[..vt_rows * n].to_vec());
    Some((u_out, s, vt_out))
}
