//! `linalg.eig` of a real matrix as LAPACK's `?geev` (jobvl 'N', jobvr 'V') computes it,
//! which is what PyTorch calls: the real Schur form (`hessenberg_qr`), right eigenvectors
//! of the quasi-triangular T by back substitution (`?trevc3`, its small systems solved by
//! `?laln2`) multiplied into Z, balancing undone (`?gebak`), then each vector scaled to unit
//! 2-norm and, for a complex pair, rotated so its largest component is real. Following
//! these steps in the input's precision gives the eigenvalue order and the eigenvector
//! signs/phases PyTorch shows.

use super::hessenberg_qr::{balance, form_q, hessenberg, schur, ulp, Failed, Mat};
use super::lapack::{c, lapy2, lartg, lartg_new, max, nrm2, Lapack};

type Cx<T> = (T, T);

/// The eigen-decomposition of the row-major n×n `a`: eigenvalues, and (when `vectors`) the
/// eigenvectors as the columns of a row-major n×n complex matrix.
#[allow(clippy::type_complexity)]
pub(crate) fn geev<T: Lapack>(
    a: &[T],
    n: usize,
    vectors: bool,
) -> Result<(Vec<Cx<T>>, Vec<Cx<T>>), Failed> {
    let mut m = Mat::from_rows(a, n);
    let (ilo, ihi, scale) = balance(&mut m);
    let taus = hessenberg(&mut m, ilo, ihi);
    let q = vectors.then(|| form_q(&m, ilo, ihi, &taus));
    // The reflectors' storage below the subdiagonal is not part of H.
    for j in 1..=n as isize {
        for i in j + 2..=n as isize {
            m.set(i, j, T::ZERO);
        }
    }
    let s = schur(m, q, ilo, ihi)?;
    let values: Vec<Cx<T>> = s.wr.iter().copied().zip(s.wi.iter().copied()).collect();
    let Some(z) = &s.z else {
        return Ok((values, Vec::new()));
    };
    let mut vr = back_substitute(&s.t, z);
    unbalance(&mut vr, ilo, ihi, &scale);
    Ok((values, normalize(&vr, &s.wi)))
}

/// `?trevc3('R', 'B')`: every right eigenvector of T, multiplied into Z, each scaled so its
/// largest entry (|re| + |im| for a complex pair) is 1. A pair's vector is the columns
/// (k, k+1) as (real, imaginary) parts, for the eigenvalue with positive imaginary part.
fn back_substitute<T: Lapack>(t: &Mat<T>, z: &Mat<T>) -> Mat<T> {
    let n = t.n as isize;
    let zero = T::ZERO;
    let unfl = T::SAFMIN;
    let ulp = ulp::<T>();
    let smlnum = unfl * (c::<T>(n as f64) / ulp);
    let bignum = (T::ONE - ulp) / smlnum;
    // Column norms of T's strictly upper part, for the overflow guards.
    let mut cnorm = vec![zero; t.n + 1];
    for j in 2..=n {
        cnorm[j as usize] = (1..j).fold(zero, |s, i| s + t.at(i, j).abs());
    }
    // x: the solutions, column ki (and ki-1 for a pair) of an n×n work matrix.
    let mut x = Mat {
        n: t.n,
        d: vec![zero; t.n * t.n],
    };
    let mut pair = vec![0i8; t.n + 1];
    let mut ki = n;
    while ki >= 1 {
        let complex = ki > 1 && t.at(ki, ki - 1) != zero;
        let wr = t.at(ki, ki);
        let wi = if complex {
            t.at(ki, ki - 1).abs().sqrt() * t.at(ki - 1, ki).abs().sqrt()
        } else {
            zero
        };
        let smin = max(ulp * (wr.abs() + wi.abs()), smlnum);
        if !complex {
            let mut w: Vec<T> = (1..ki).map(|k| -t.at(k, ki)).collect();
            w.insert(0, zero); // 1-based
            w.push(T::ONE);
            solve_real(t, &mut w, ki, wr, smin, bignum, &cnorm);
            for k in 1..=ki {
                x.set(k, ki, w[k as usize]);
            }
            pair[ki as usize] = 0;
            ki -= 1;
        } else {
            let (mut re, mut im) = (vec![zero; ki as usize + 1], vec![zero; ki as usize + 1]);
            if t.at(ki - 1, ki).abs() >= t.at(ki, ki - 1).abs() {
                re[(ki - 1) as usize] = T::ONE;
                im[ki as usize] = wi / t.at(ki - 1, ki);
            } else {
                re[(ki - 1) as usize] = -wi / t.at(ki, ki - 1);
                im[ki as usize] = T::ONE;
            }
            for k in 1..ki - 1 {
                re[k as usize] = -re[(ki - 1) as usize] * t.at(k, ki - 1);
                im[k as usize] = -im[ki as usize] * t.at(k, ki);
            }
            solve_complex(t, &mut re, &mut im, ki, (wr, wi), smin, bignum, &cnorm);
            for k in 1..=ki {
                x.set(k, ki - 1, re[k as usize]);
                x.set(k, ki, im[k as usize]);
            }
            pair[(ki - 1) as usize] = 1;
            pair[ki as usize] = -1;
            ki -= 2;
        }
    }
    // Back-transform (the blocked variant's GEMM: sums over k in order), then scale.
    let mut vr = Mat {
        n: t.n,
        d: vec![zero; t.n * t.n],
    };
    for j in 1..=n {
        for r in 1..=n {
            let s = (1..=n).fold(zero, |s, k| s + z.at(r, k) * x.at(k, j));
            vr.set(r, j, s);
        }
    }
    let mut j = 1;
    while j <= n {
        if pair[j as usize] == 0 {
            let emax = (1..=n).map(|r| vr.at(r, j).abs()).fold(zero, max);
            let remax = T::ONE / emax;
            for r in 1..=n {
                vr.set(r, j, vr.at(r, j) * remax);
            }
            j += 1;
        } else {
            let emax = (1..=n)
                .map(|r| vr.at(r, j).abs() + vr.at(r, j + 1).abs())
                .fold(zero, max);
            let remax = T::ONE / emax;
            for r in 1..=n {
                vr.set(r, j, vr.at(r, j) * remax);
                vr.set(r, j + 1, vr.at(r, j + 1) * remax);
            }
            j += 2;
        }
    }
    vr
}

/// The quasi-triangular solve for a real eigenvalue `wr` (column ki): `w` (1-based, entries
/// 1..=ki) holds the right-hand side and becomes the solution.
fn solve_real<T: Lapack>(
    t: &Mat<T>,
    w: &mut [T],
    ki: isize,
    wr: T,
    smin: T,
    bignum: T,
    cnorm: &[T],
) {
    let mut j = ki - 1;
    while j >= 1 {
        let block2 = j > 1 && t.at(j, j - 1) != T::ZERO;
        let j1 = if block2 { j - 1 } else { j };
        let na = (j - j1 + 1) as usize;
        let b = [[w[j1 as usize], T::ZERO], [w[j as usize], T::ZERO]];
        let (mut xs, mut scale, xnorm) = laln2(t, j1, na, false, smin, &b, wr, T::ZERO);
        if xnorm > T::ONE {
            let beta = if block2 {
                max(cnorm[(j - 1) as usize], cnorm[j as usize])
            } else {
                cnorm[j as usize]
            };
            if beta > bignum / xnorm {
                for row in xs.iter_mut() {
                    row[0] = row[0] / xnorm;
                }
                scale = scale / xnorm;
            }
        }
        if scale != T::ONE {
            for v in w.iter_mut().take(ki as usize + 1).skip(1) {
                *v = *v * scale;
            }
        }
        for (q, row) in xs.iter().take(na).enumerate() {
            let col = j1 + q as isize;
            w[col as usize] = row[0];
            for k in 1..j1 {
                w[k as usize] = w[k as usize] - row[0] * t.at(k, col);
            }
        }
        j = j1 - 1;
    }
}

/// The same for a complex eigenvalue `wr + i·wi` (columns ki-1, ki): `re`/`im` (1-based)
/// hold the right-hand side's parts and become the solution's.
#[allow(clippy::too_many_arguments)]
fn solve_complex<T: Lapack>(
    t: &Mat<T>,
    re: &mut [T],
    im: &mut [T],
    ki: isize,
    (wr, wi): (T, T),
    smin: T,
    bignum: T,
    cnorm: &[T],
) {
    let mut j = ki - 2;
    while j >= 1 {
        let block2 = j > 1 && t.at(j, j - 1) != T::ZERO;
        let j1 = if block2 { j - 1 } else { j };
        let na = (j - j1 + 1) as usize;
        let b = [
            [re[j1 as usize], im[j1 as usize]],
            [re[j as usize], im[j as usize]],
        ];
        let (mut xs, mut scale, xnorm) = laln2(t, j1, na, true, smin, &b, wr, wi);
        if xnorm > T::ONE {
            let beta = if block2 {
                max(cnorm[(j - 1) as usize], cnorm[j as usize])
            } else {
                cnorm[j as usize]
            };
            if beta > bignum / xnorm {
                let rec = T::ONE / xnorm;
                for row in xs.iter_mut() {
                    row[0] = row[0] * rec;
                    row[1] = row[1] * rec;
                }
                scale = scale * rec;
            }
        }
        if scale != T::ONE {
            for k in 1..=ki as usize {
                re[k] = re[k] * scale;
                im[k] = im[k] * scale;
            }
        }
        for (q, row) in xs.iter().take(na).enumerate() {
            let col = j1 + q as isize;
            re[col as usize] = row[0];
            im[col as usize] = row[1];
        }
        for (q, row) in xs.iter().take(na).enumerate() {
            let col = j1 + q as isize;
            for k in 1..j1 {
                re[k as usize] = re[k as usize] - row[0] * t.at(k, col);
            }
        }
        for (q, row) in xs.iter().take(na).enumerate() {
            let col = j1 + q as isize;
            for k in 1..j1 {
                im[k as usize] = im[k as usize] - row[1] * t.at(k, col);
            }
        }
        j = j1 - 1;
    }
}

/// `?ladiv`-like robust complex division `(a + ib) / (c + id)` (Smith's formula).
fn ladiv<T: Lapack>(a: T, b: T, cr: T, ci: T) -> (T, T) {
    if ci.abs() < cr.abs() {
        let e = ci / cr;
        let f = cr + ci * e;
        ((a + b * e) / f, (b - a * e) / f)
    } else {
        let e = cr / ci;
        let f = ci + cr * e;
        ((b + a * e) / f, (-a + b * e) / f)
    }
}

/// `?laln2` (ltrans false, ca = d1 = d2 = 1): solves `(A - w)·X = scale·B` for the na×na
/// diagonal block of T at (j1, j1), w = wr (+ i·wi when `complex`), perturbing a near
/// singular A by `smin`. Returns X (rows, [re, im]), scale, and X's norm.
#[allow(clippy::too_many_arguments)]
fn laln2<T: Lapack>(
    t: &Mat<T>,
    j1: isize,
    na: usize,
    complex: bool,
    smin: T,
    b: &[[T; 2]; 2],
    wr: T,
    wi: T,
) -> ([[T; 2]; 2], T, T) {
    let zero = T::ZERO;
    let one = T::ONE;
    let smlnum = c::<T>(2.0) * T::SAFMIN;
    let bignum = one / smlnum;
    let smini = max(smin, smlnum);
    let mut scale = one;
    let mut x = [[zero; 2]; 2];
    if na == 1 {
        let mut csr = t.at(j1, j1) - wr;
        let mut csi = if complex { -wi } else { zero };
        let mut cnorm = csr.abs() + csi.abs();
        if cnorm < smini {
            csr = smini;
            csi = zero;
            cnorm = smini;
        }
        let bnorm = b[0][0].abs() + if complex { b[0][1].abs() } else { zero };
        if cnorm < one && bnorm > one && bnorm > bignum * cnorm {
            scale = one / bnorm;
        }
        if complex {
            let (xr, xi) = ladiv(scale * b[0][0], scale * b[0][1], csr, csi);
            x[0] = [xr, xi];
            return (x, scale, xr.abs() + xi.abs());
        }
        x[0][0] = (b[0][0] * scale) / csr;
        return (x, scale, x[0][0].abs());
    }
    // 2×2: Gaussian elimination with complete pivoting. crv/civ are C column-major.
    const ZSWAP: [bool; 4] = [false, false, true, true];
    const RSWAP: [bool; 4] = [false, true, false, true];
    const IPIVOT: [[usize; 4]; 4] = [[0, 1, 2, 3], [1, 0, 3, 2], [2, 3, 0, 1], [3, 2, 1, 0]];
    let crv = [
        t.at(j1, j1) - wr,
        t.at(j1 + 1, j1),
        t.at(j1, j1 + 1),
        t.at(j1 + 1, j1 + 1) - wr,
    ];
    let civ = if complex {
        [-wi, zero, zero, -wi]
    } else {
        [zero; 4]
    };
    let (mut cmax, mut icmax) = (zero, 0usize);
    for jj in 0..4 {
        let v = crv[jj].abs() + civ[jj].abs();
        if v > cmax {
            cmax = v;
            icmax = jj;
        }
    }
    if cmax < smini {
        // Use smini·I.
        let bnorm = if complex {
            max(b[0][0].abs() + b[0][1].abs(), b[1][0].abs() + b[1][1].abs())
        } else {
            max(b[0][0].abs(), b[1][0].abs())
        };
        if smini < one && bnorm > one && bnorm > bignum * smini {
            scale = one / bnorm;
        }
        let temp = scale / smini;
        for r in 0..2 {
            x[r] = [temp * b[r][0], temp * b[r][1]];
        }
        return (x, scale, temp * bnorm);
    }
    let piv = IPIVOT[icmax];
    if !complex {
        let ur11 = crv[icmax];
        let cr21 = crv[piv[1]];
        let ur12 = crv[piv[2]];
        let cr22 = crv[piv[3]];
        let ur11r = one / ur11;
        let lr21 = ur11r * cr21;
        let mut ur22 = cr22 - ur12 * lr21;
        if ur22.abs() < smini {
            ur22 = smini;
        }
        let (br1, mut br2) = if RSWAP[icmax] {
            (b[1][0], b[0][0])
        } else {
            (b[0][0], b[1][0])
        };
        br2 = br2 - lr21 * br1;
        let bbnd = max((br1 * (ur22 * ur11r)).abs(), br2.abs());
        if bbnd > one && ur22.abs() < one && bbnd >= bignum * ur22.abs() {
            scale = one / bbnd;
        }
        let xr2 = (br2 * scale) / ur22;
        let xr1 = (scale * br1) * ur11r - xr2 * (ur11r * ur12);
        if ZSWAP[icmax] {
            x[0][0] = xr2;
            x[1][0] = xr1;
        } else {
            x[0][0] = xr1;
            x[1][0] = xr2;
        }
        let mut xnorm = max(xr1.abs(), xr2.abs());
        if xnorm > one && cmax > one && xnorm > bignum / cmax {
            let temp = cmax / bignum;
            x[0][0] = temp * x[0][0];
            x[1][0] = temp * x[1][0];
            xnorm = temp * xnorm;
            scale = temp * scale;
        }
        return (x, scale, xnorm);
    }
    let ur11 = crv[icmax];
    let ui11 = civ[icmax];
    let cr21 = crv[piv[1]];
    let ci21 = civ[piv[1]];
    let ur12 = crv[piv[2]];
    let ui12 = civ[piv[2]];
    let cr22 = crv[piv[3]];
    let ci22 = civ[piv[3]];
    let (ur11r, ui11r, lr21, li21, ur12s, ui12s, mut ur22, mut ui22);
    if icmax == 0 || icmax == 3 {
        // The pivoted C's off-diagonals are real.
        if ur11.abs() > ui11.abs() {
            let temp = ui11 / ur11;
            ur11r = one / (ur11 * (one + temp * temp));
            ui11r = -temp * ur11r;
        } else {
            let temp = ur11 / ui11;
            ui11r = -one / (ui11 * (one + temp * temp));
            ur11r = -temp * ui11r;
        }
        lr21 = cr21 * ur11r;
        li21 = cr21 * ui11r;
        ur12s = ur12 * ur11r;
        ui12s = ur12 * ui11r;
        ur22 = cr22 - ur12 * lr21;
        ui22 = ci22 - ur12 * li21;
    } else {
        // The pivoted C's diagonal is real.
        ur11r = one / ur11;
        ui11r = zero;
        lr21 = cr21 * ur11r;
        li21 = ci21 * ur11r;
        ur12s = ur12 * ur11r;
        ui12s = ui12 * ur11r;
        ur22 = cr22 - ur12 * lr21 + ui12 * li21;
        ui22 = -ur12 * li21 - ui12 * lr21;
    }
    let u22abs = ur22.abs() + ui22.abs();
    if u22abs < smini {
        ur22 = smini;
        ui22 = zero;
    }
    let (mut br1, mut br2, mut bi1, mut bi2) = if RSWAP[icmax] {
        (b[1][0], b[0][0], b[1][1], b[0][1])
    } else {
        (b[0][0], b[1][0], b[0][1], b[1][1])
    };
    br2 = br2 - lr21 * br1 + li21 * bi1;
    bi2 = bi2 - li21 * br1 - lr21 * bi1;
    let bbnd = max(
        (br1.abs() + bi1.abs()) * (u22abs * (ur11r.abs() + ui11r.abs())),
        br2.abs() + bi2.abs(),
    );
    if bbnd > one && u22abs < one && bbnd >= bignum * u22abs {
        scale = one / bbnd;
        br1 = scale * br1;
        bi1 = scale * bi1;
        br2 = scale * br2;
        bi2 = scale * bi2;
    }
    let (xr2, xi2) = ladiv(br2, bi2, ur22, ui22);
    let xr1 = ur11r * br1 - ui11r * bi1 - ur12s * xr2 + ui12s * xi2;
    let xi1 = ui11r * br1 + ur11r * bi1 - ui12s * xr2 - ur12s * xi2;
    if ZSWAP[icmax] {
        x = [[xr2, xi2], [xr1, xi1]];
    } else {
        x = [[xr1, xi1], [xr2, xi2]];
    }
    let mut xnorm = max(xr1.abs() + xi1.abs(), xr2.abs() + xi2.abs());
    if xnorm > one && cmax > one && xnorm > bignum / cmax {
        let temp = cmax / bignum;
        for row in x.iter_mut() {
            row[0] = temp * row[0];
            row[1] = temp * row[1];
        }
        xnorm = temp * xnorm;
        scale = temp * scale;
    }
    (x, scale, xnorm)
}

/// `?gebak('B', 'R')`: undoes the balancing's scaling, then its permutations, on the rows.
fn unbalance<T: Lapack>(v: &mut Mat<T>, ilo: isize, ihi: isize, scale: &[T]) {
    let n = v.n as isize;
    if n == 0 {
        return;
    }
    if ilo != ihi {
        for i in ilo..=ihi {
            let s = scale[(i - 1) as usize];
            for j in 1..=n {
                v.set(i, j, v.at(i, j) * s);
            }
        }
    }
    for ii in 1..=n {
        let mut i = ii;
        if i >= ilo && i <= ihi {
            continue;
        }
        if i < ilo {
            i = ilo - ii;
        }
        let k = scale[(i - 1) as usize].to_f64() as isize;
        if k != i {
            for j in 1..=n {
                let (a, b) = (v.at(i, j), v.at(k, j));
                v.set(i, j, b);
                v.set(k, j, a);
            }
        }
    }
}

/// `?geev`'s last step, then the complex matrix PyTorch builds: unit 2-norm columns, and a
/// pair (re, im) rotated so its largest component is real; returned row-major.
fn normalize<T: Lapack>(vr: &Mat<T>, wi: &[T]) -> Vec<Cx<T>> {
    let n = vr.n as isize;
    let zero = T::ZERO;
    let mut v = vr.clone();
    let col = |v: &Mat<T>, j: isize| -> Vec<T> { (1..=n).map(|r| v.at(r, j)).collect() };
    let mut out = vec![(zero, zero); vr.n * vr.n];
    let mut j = 1;
    while j <= n {
        let w = wi[(j - 1) as usize];
        if w == zero {
            let scl = T::ONE / nrm2(&col(&v, j));
            for r in 1..=n {
                out[((r - 1) * n + j - 1) as usize] = (v.at(r, j) * scl, zero);
            }
            j += 1;
            continue;
        }
        if w > zero && j < n {
            let scl = T::ONE / lapy2(nrm2(&col(&v, j)), nrm2(&col(&v, j + 1)));
            for r in 1..=n {
                v.set(r, j, v.at(r, j) * scl);
                v.set(r, j + 1, v.at(r, j + 1) * scl);
            }
            // The first largest |component|².
            let (mut k, mut best) = (1, zero);
            for r in 1..=n {
                let m = v.at(r, j) * v.at(r, j) + v.at(r, j + 1) * v.at(r, j + 1);
                if m > best {
                    best = m;
                    k = r;
                }
            }
            // MKL's dgeev rotates with the pre-3.10 dlartg, its sgeev with the 3.10 slartg
            // (r takes f's sign): measured on PyTorch's results.
            let (f, g) = (v.at(k, j), v.at(k, j + 1));
            let (cs, sn, _) = if std::mem::size_of::<T>() == 4 {
                lartg_new(f, g)
            } else {
                lartg(f, g)
            };
            for r in 1..=n {
                let (x, y) = (v.at(r, j), v.at(r, j + 1));
                v.set(r, j, cs * x + sn * y);
                v.set(r, j + 1, cs * y - sn * x);
            }
            v.set(k, j + 1, zero);
            for r in 1..=n {
                let (re, im) = (v.at(r, j), v.at(r, j + 1));
                out[((r - 1) * n + j - 1) as usize] = (re, im);
                out[((r - 1) * n + j) as usize] = (re, -im);
            }
            j += 2;
            continue;
        }
        j += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(a: &[f64], n: usize) {
        let Ok((l, v)) = geev(a, n, true) else {
            panic!("no convergence")
        };
        // A·v = λ·v for every column.
        for j in 0..n {
            for r in 0..n {
                let (mut sr, mut si) = (0.0, 0.0);
                for k in 0..n {
                    sr += a[r * n + k] * v[k * n + j].0;
                    si += a[r * n + k] * v[k * n + j].1;
                }
                let (vr, vi) = v[r * n + j];
                let (lr, li) = l[j];
                let (er, ei) = (lr * vr - li * vi, lr * vi + li * vr);
                assert!(
                    (sr - er).abs() < 1e-9 && (si - ei).abs() < 1e-9,
                    "{a:?} col {j}"
                );
            }
        }
    }

    #[test]
    fn geev_reconstructs() {
        check(&[1.0, 2.0, 3.0, 4.0], 2);
        check(&[0.0, -1.0, 1.0, 0.0], 2);
        check(&[2.0, 1.0, 0.0, 0.0, 3.0, 1.0, 0.0, 0.0, 5.0], 3);
        check(&[1.0, 0.0, 0.0, 4.0, 2.0, 0.0, 5.0, 6.0, 3.0], 3);
        let a: Vec<f64> = (0..25).map(|k| ((k * 7 + 3) % 11) as f64 - 5.0).collect();
        check(&a, 5);
        let b: Vec<f64> = (0..36).map(|k| ((k * 5 + 1) % 13) as f64 - 6.5).collect();
        check(&b, 6);
    }
}
