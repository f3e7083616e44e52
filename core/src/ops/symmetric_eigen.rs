//! `linalg.eigh` as LAPACK computes it (`?syevd` on matrices up to 25, where it hands the
//! tridiagonal problem to `?steqr`): Householder reduction to tridiagonal form (`?sytd2`,
//! lower triangle), the implicit QL/QR iteration with Wilkinson shifts (`?steqr`, old
//! `?lartg` sign conventions), eigenvalues sorted ascending by selection, eigenvectors
//! `Q·Z`. Eigenvectors are unique only up to sign; following the same steps in the same
//! precision gives the signs PyTorch prints (checked against PyTorch 2.15's MKL on random
//! matrices of size 2 to 25). Written in the input's own precision, f32 or f64.
//! Larger matrices go through divide and conquer in LAPACK, whose signs may differ.

use super::lapack::{
    c, identity, lapy2, larfg, lartg, max, reflect_rows, rotate_cols, sign, stopped, Lapack,
};

/// `?laev2`: the eigen-decomposition of `[[a, b], [b, c]]`: (rt1, rt2, cs1, sn1), with
/// `|rt1| >= |rt2|` and `(cs1, sn1)` the unit eigenvector of rt1.
fn laev2<T: Lapack>(a: T, b: T, cc: T) -> (T, T, T, T) {
    let half = c::<T>(0.5);
    let (sm, df) = (a + cc, a - cc);
    let adf = df.abs();
    let tb = b + b;
    let ab = tb.abs();
    let (acmx, acmn) = if a.abs() > cc.abs() { (a, cc) } else { (cc, a) };
    let rt = if adf > ab {
        let q = ab / adf;
        adf * (T::ONE + q * q).sqrt()
    } else if adf < ab {
        let q = adf / ab;
        ab * (T::ONE + q * q).sqrt()
    } else {
        ab * c::<T>(2.0).sqrt()
    };
    let (rt1, rt2, sgn1) = if sm < T::ZERO {
        let rt1 = half * (sm - rt);
        (rt1, (acmx / rt1) * acmn - (b / rt1) * b, -1)
    } else if sm > T::ZERO {
        let rt1 = half * (sm + rt);
        (rt1, (acmx / rt1) * acmn - (b / rt1) * b, 1)
    } else {
        (half * rt, -half * rt, 1)
    };
    let (cs, sgn2) = if df >= T::ZERO {
        (df + rt, 1)
    } else {
        (df - rt, -1)
    };
    let (mut cs1, mut sn1);
    if cs.abs() > ab {
        let ct = -tb / cs;
        sn1 = T::ONE / (T::ONE + ct * ct).sqrt();
        cs1 = ct * sn1;
    } else if ab == T::ZERO {
        cs1 = T::ONE;
        sn1 = T::ZERO;
    } else {
        let tn = -cs / tb;
        cs1 = T::ONE / (T::ONE + tn * tn).sqrt();
        sn1 = tn * cs1;
    }
    if sgn1 == sgn2 {
        let tn = cs1;
        cs1 = -sn1;
        sn1 = tn;
    }
    (rt1, rt2, cs1, sn1)
}

/// `w <- w - (tau/2)(wᵀv)·v`, the step between `?symv` and `?syr2` in `?sytd2`.
fn center<T: Lapack>(w: &mut [T], v: &[T], tau: T) {
    let dot = w.iter().zip(v).fold(T::ZERO, |s, (&p, &q)| s + p * q);
    let alpha = -c::<T>(0.5) * tau * dot;
    for (wk, &vk) in w.iter_mut().zip(v) {
        *wk = *wk + alpha * vk;
    }
}

/// `?sytd2` on the lower triangle of row-major `a`: the diagonal `d`, off-diagonal `e`,
/// and `Q = H(0)·…·H(n-2)` formed explicitly (row-major).
fn tridiagonalize_lower<T: Lapack>(mut a: Vec<T>, n: usize) -> Option<(Vec<T>, Vec<T>, Vec<T>)> {
    let at = |i: usize, j: usize| i * n + j;
    let mut d = vec![T::ZERO; n];
    let mut e = vec![T::ZERO; n.saturating_sub(1)];
    let mut tau = vec![T::ZERO; n.saturating_sub(1)];
    for i in 0..n.saturating_sub(1) {
        if stopped(4 * (n - i) * (n - i)) {
            return None;
        }
        let mut x: Vec<T> = (i + 2..n).map(|r| a[at(r, i)]).collect();
        let (beta, taui) = larfg(a[at(i + 1, i)], &mut x);
        for (k, r) in (i + 2..n).enumerate() {
            a[at(r, i)] = x[k];
        }
        e[i] = beta;
        if taui != T::ZERO {
            let m = n - i - 1;
            let v: Vec<T> = std::iter::once(T::ONE).chain(x.iter().copied()).collect();
            let sym = |r: usize, cidx: usize| {
                let (rr, cc) = (i + 1 + r, i + 1 + cidx);
                if rr >= cc {
                    a[at(rr, cc)]
                } else {
                    a[at(cc, rr)]
                }
            };
            // ?symv (lower): w = tau·A22·v, in the reference loop order.
            let mut w = vec![T::ZERO; m];
            for j in 0..m {
                let temp1 = taui * v[j];
                let mut temp2 = T::ZERO;
                w[j] = w[j] + temp1 * sym(j, j);
                for r in j + 1..m {
                    w[r] = w[r] + temp1 * sym(r, j);
                    temp2 = temp2 + sym(r, j) * v[r];
                }
                w[j] = w[j] + taui * temp2;
            }
            center(&mut w, &v, taui);
            // ?syr2 (lower): A22 -= v·wᵀ + w·vᵀ.
            for j in 0..m {
                let (t1, t2) = (-w[j], -v[j]);
                for r in j..m {
                    let k = at(i + 1 + r, i + 1 + j);
                    a[k] = a[k] + v[r] * t1 + w[r] * t2;
                }
            }
        }
        d[i] = a[at(i, i)];
        tau[i] = taui;
    }
    if n > 0 {
        d[n - 1] = a[at(n - 1, n - 1)];
    }
    // Q = H(0)·…·H(n-2), accumulated from the last reflector (as ?org2r does).
    let mut q = identity(n);
    for i in (0..n.saturating_sub(1)).rev() {
        let mut v = vec![T::ZERO; n];
        v[i + 1] = T::ONE;
        for r in i + 2..n {
            v[r] = a[at(r, i)];
        }
        if stopped(2 * n * n) {
            return None;
        }
        reflect_rows(&mut q, &v, tau[i], n);
    }
    Some((d, e, q))
}

/// `?sytd2` on the upper triangle: the reflectors run from the last column back, each
/// clearing a column above the superdiagonal; `Q = H(n-2)·…·H(0)`.
fn tridiagonalize_upper<T: Lapack>(mut a: Vec<T>, n: usize) -> Option<(Vec<T>, Vec<T>, Vec<T>)> {
    let at = |i: usize, j: usize| i * n + j;
    let mut d = vec![T::ZERO; n];
    let mut e = vec![T::ZERO; n.saturating_sub(1)];
    let mut tau = vec![T::ZERO; n.saturating_sub(1)];
    for i in (0..n.saturating_sub(1)).rev() {
        if stopped(4 * (i + 1) * (i + 1)) {
            return None;
        }
        let mut x: Vec<T> = (0..i).map(|r| a[at(r, i + 1)]).collect();
        let (beta, taui) = larfg(a[at(i, i + 1)], &mut x);
        for (r, &v) in x.iter().enumerate() {
            a[at(r, i + 1)] = v;
        }
        e[i] = beta;
        if taui != T::ZERO {
            let m = i + 1;
            let v: Vec<T> = x.iter().copied().chain(std::iter::once(T::ONE)).collect();
            let sym = |r: usize, cidx: usize| {
                if r <= cidx {
                    a[at(r, cidx)]
                } else {
                    a[at(cidx, r)]
                }
            };
            // ?symv (upper): w = tau·A11·v, in the reference loop order.
            let mut w = vec![T::ZERO; m];
            for j in 0..m {
                let temp1 = taui * v[j];
                let mut temp2 = T::ZERO;
                for r in 0..j {
                    w[r] = w[r] + temp1 * sym(r, j);
                    temp2 = temp2 + sym(r, j) * v[r];
                }
                w[j] = w[j] + temp1 * sym(j, j) + taui * temp2;
            }
            center(&mut w, &v, taui);
            // ?syr2 (upper): A11 -= v·wᵀ + w·vᵀ.
            for j in 0..m {
                let (t1, t2) = (-w[j], -v[j]);
                for r in 0..=j {
                    let k = at(r, j);
                    a[k] = a[k] + v[r] * t1 + w[r] * t2;
                }
            }
        }
        d[i + 1] = a[at(i + 1, i + 1)];
        tau[i] = taui;
    }
    if n > 0 {
        d[0] = a[0];
    }
    let mut q = identity(n);
    for i in 0..n.saturating_sub(1) {
        let mut v = vec![T::ZERO; n];
        v[i] = T::ONE;
        for r in 0..i {
            v[r] = a[at(r, i + 1)];
        }
        if stopped(2 * n * n) {
            return None;
        }
        reflect_rows(&mut q, &v, tau[i], n);
    }
    Some((d, e, q))
}

/// `?steqr(compz = 'I')`: eigenvalues of the tridiagonal (d, e), ascending, and the n×n
/// row-major `z` of its eigenvectors (column j for value j). False if it did not converge
/// in 30·n sweeps (LAPACK's info > 0).
pub(crate) fn steqr<T: Lapack>(d: &mut [T], e: &mut [T], n: usize) -> (Vec<T>, bool) {
    let eps = T::EPS;
    let eps2 = eps * eps;
    let safmin = T::SAFMIN;
    let safmax = T::ONE / safmin;
    let ssfmax = safmax.sqrt() / c::<T>(3.0);
    let ssfmin = safmin.sqrt() / eps2;
    let two = c::<T>(2.0);
    let mut z = identity(n);
    if n <= 1 {
        return (z, true);
    }
    let nmaxit = n * 30;
    let mut jtot = 0;
    let mut l1 = 0;
    let (mut cs, mut sn) = (vec![T::ZERO; n], vec![T::ZERO; n]);
    while l1 < n {
        if l1 > 0 {
            e[l1 - 1] = T::ZERO;
        }
        let mut m = n - 1;
        for mm in l1..n - 1 {
            let tst = e[mm].abs();
            if tst == T::ZERO || tst <= d[mm].abs().sqrt() * d[mm + 1].abs().sqrt() * eps {
                e[mm] = T::ZERO;
                m = mm;
                break;
            }
        }
        let (mut l, lsv) = (l1, l1);
        let mut lend = m;
        let lendsv = lend;
        l1 = m + 1;
        if lend == l {
            continue;
        }
        // Scale the block into a safe range.
        let anorm = d[l..=lend]
            .iter()
            .chain(&e[l..lend])
            .fold(T::ZERO, |s, v| max(s, v.abs()));
        if anorm == T::ZERO {
            continue;
        }
        let scale = if anorm > ssfmax {
            Some(ssfmax)
        } else if anorm < ssfmin {
            Some(ssfmin)
        } else {
            None
        };
        if let Some(to) = scale {
            let f = to / anorm;
            d[l..=lend].iter_mut().for_each(|v| *v = *v * f);
            e[l..lend].iter_mut().for_each(|v| *v = *v * f);
        }
        if d[lend].abs() < d[l].abs() {
            lend = lsv;
            l = lendsv;
        }
        if lend > l {
            // QL iteration: look for a small subdiagonal element from the top.
            loop {
                let mut m = lend;
                for mm in l..lend {
                    let tst = e[mm].abs() * e[mm].abs();
                    if tst <= (eps2 * d[mm].abs()) * d[mm + 1].abs() + safmin {
                        m = mm;
                        break;
                    }
                }
                if m < lend {
                    e[m] = T::ZERO;
                }
                let mut p = d[l];
                if m == l {
                    // An eigenvalue found.
                    d[l] = p;
                    l += 1;
                    if l <= lend {
                        continue;
                    }
                    break;
                }
                if m == l + 1 {
                    let (rt1, rt2, c1, s1) = laev2(d[l], e[l], d[l + 1]);
                    rotate_cols(&mut z, n, l, &[c1], &[s1], false);
                    d[l] = rt1;
                    d[l + 1] = rt2;
                    e[l] = T::ZERO;
                    l += 2;
                    if l <= lend {
                        continue;
                    }
                    break;
                }
                if jtot == nmaxit {
                    break;
                }
                jtot += 1;
                if stopped(6 * n * (m.abs_diff(l) + 1)) {
                    return (z, false);
                }
                // The Wilkinson shift.
                let mut g = (d[l + 1] - p) / (two * e[l]);
                let mut r = lapy2(g, T::ONE);
                g = d[m] - p + (e[l] / (g + sign(r, g)));
                let (mut s, mut cc) = (T::ONE, T::ONE);
                p = T::ZERO;
                for i in (l..m).rev() {
                    let f = s * e[i];
                    let b = cc * e[i];
                    (cc, s, r) = lartg(g, f);
                    if i != m - 1 {
                        e[i + 1] = r;
                    }
                    g = d[i + 1] - p;
                    r = (d[i] - g) * s + two * cc * b;
                    p = s * r;
                    d[i + 1] = g + p;
                    g = cc * r - b;
                    cs[i - l] = cc;
                    sn[i - l] = -s;
                }
                rotate_cols(&mut z, n, l, &cs[..m - l], &sn[..m - l], false);
                d[l] = d[l] - p;
                e[l] = g;
            }
        } else {
            // QR iteration: look for a small subdiagonal element from the bottom.
            loop {
                let mut m = lend;
                for mm in (lend + 1..=l).rev() {
                    let tst = e[mm - 1].abs() * e[mm - 1].abs();
                    if tst <= (eps2 * d[mm].abs()) * d[mm - 1].abs() + safmin {
                        m = mm;
                        break;
                    }
                }
                if m > lend {
                    e[m - 1] = T::ZERO;
                }
                let mut p = d[l];
                if m == l {
                    d[l] = p;
                    if l == 0 || l - 1 < lend {
                        break;
                    }
                    l -= 1;
                    continue;
                }
                if m + 1 == l {
                    let (rt1, rt2, c1, s1) = laev2(d[l - 1], e[l - 1], d[l]);
                    rotate_cols(&mut z, n, l - 1, &[c1], &[s1], true);
                    d[l - 1] = rt1;
                    d[l] = rt2;
                    e[l - 1] = T::ZERO;
                    if l < 2 || l - 2 < lend {
                        break;
                    }
                    l -= 2;
                    continue;
                }
                if jtot == nmaxit {
                    break;
                }
                jtot += 1;
                if stopped(6 * n * (m.abs_diff(l) + 1)) {
                    return (z, false);
                }
                let mut g = (d[l - 1] - p) / (two * e[l - 1]);
                let mut r = lapy2(g, T::ONE);
                g = d[m] - p + (e[l - 1] / (g + sign(r, g)));
                let (mut s, mut cc) = (T::ONE, T::ONE);
                p = T::ZERO;
                for i in m..l {
                    let f = s * e[i];
                    let b = cc * e[i];
                    (cc, s, r) = lartg(g, f);
                    if i != m {
                        e[i - 1] = r;
                    }
                    g = d[i] - p;
                    r = (d[i + 1] - g) * s + two * cc * b;
                    p = s * r;
                    d[i] = g + p;
                    g = cc * r - b;
                    cs[i - m] = cc;
                    sn[i - m] = s;
                }
                rotate_cols(&mut z, n, m, &cs[..l - m], &sn[..l - m], true);
                d[l] = d[l] - p;
                e[l - 1] = g;
            }
        }
        if let Some(to) = scale {
            let f = anorm / to;
            d[lsv..=lendsv].iter_mut().for_each(|v| *v = *v * f);
            e[lsv..lendsv].iter_mut().for_each(|v| *v = *v * f);
        }
        if jtot >= nmaxit {
            return (z, false);
        }
    }
    // Selection sort, which swaps the fewest eigenvectors.
    for i in 0..n - 1 {
        let (mut k, mut p) = (i, d[i]);
        for (j, &dj) in d.iter().enumerate().skip(i + 1) {
            if dj < p {
                k = j;
                p = dj;
            }
        }
        if k != i {
            d[k] = d[i];
            d[i] = p;
            for r in 0..n {
                z.swap(r * n + i, r * n + k);
            }
        }
    }
    (z, true)
}

/// The eigenvalues (ascending) and eigenvectors (row-major, column j for value j) of the
/// symmetric n×n row-major `a`, read from its lower triangle (upper with `upper`, which
/// LAPACK reduces by other steps, so its signs are its own); None when the iteration did
/// not converge (LAPACK's info > 0), an entry is not finite, or the host's deadline came
/// (the work is metered).
pub fn eigh<T: Lapack>(a: &[T], n: usize, upper: bool) -> Option<(Vec<T>, Vec<T>)> {
    if a.iter().any(|v| !v.to_f64().is_finite()) {
        return None;
    }
    // ?syevd scales a matrix whose largest entry is outside [rmin, rmax] first.
    let eps_p = T::EPS + T::EPS;
    let smlnum = T::SAFMIN / eps_p;
    let (rmin, rmax) = (smlnum.sqrt(), (T::ONE / smlnum).sqrt());
    let anrm = a.iter().fold(T::ZERO, |s, v| max(s, v.abs()));
    let sigma = if anrm > T::ZERO && anrm < rmin {
        rmin / anrm
    } else if anrm > rmax {
        rmax / anrm
    } else {
        T::ONE
    };
    let scaled: Vec<T> = a.iter().map(|&v| v * sigma).collect();
    let (mut d, mut e, q) = if upper {
        tridiagonalize_upper(scaled, n)?
    } else {
        tridiagonalize_lower(scaled, n)?
    };
    let (z, converged) = steqr(&mut d, &mut e, n);
    if !converged {
        return None;
    }
    if sigma != T::ONE {
        d.iter_mut().for_each(|v| *v = *v / sigma);
    }
    let mut v = vec![T::ZERO; n * n];
    for i in 0..n {
        if stopped(n * n) {
            return None;
        }
        for k in 0..n {
            let qik = q[i * n + k];
            if qik != T::ZERO {
                for j in 0..n {
                    v[i * n + j] = v[i * n + j] + qik * z[k * n + j];
                }
            }
        }
    }
    Some((d, v))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_by_two_has_lapacks_signs() {
        // PyTorch (MKL): eigenvectors [[-0.7071, 0.7071], [0.7071, 0.7071]].
        let (l, v) = eigh(&[2.0f64, 1.0, 1.0, 2.0], 2, false).unwrap();
        assert!((l[0] - 1.0).abs() < 1e-15 && (l[1] - 3.0).abs() < 1e-15);
        let h = std::f64::consts::FRAC_1_SQRT_2;
        let want = [-h, h, h, h];
        for (x, w) in v.iter().zip(want) {
            assert!((x - w).abs() < 1e-15, "{v:?}");
        }
    }

    #[test]
    fn reconstructs_and_is_orthonormal() {
        let n = 5;
        let a: Vec<f64> = (0..n * n)
            .map(|k| {
                let (i, j) = (k / n, k % n);
                ((i.min(j) * 7 + i.max(j) * 3) % 11) as f64 - 5.0
            })
            .collect();
        for upper in [false, true] {
            let (l, v) = eigh(&a, n, upper).unwrap();
            for i in 0..n {
                for j in 0..n {
                    let av: f64 = (0..n).map(|k| a[i * n + k] * v[k * n + j]).sum();
                    assert!((av - l[j] * v[i * n + j]).abs() < 1e-10);
                    let vv: f64 = (0..n).map(|k| v[k * n + i] * v[k * n + j]).sum();
                    assert!((vv - if i == j { 1.0 } else { 0.0 }).abs() < 1e-12);
                }
            }
            assert!(l.windows(2).all(|w| w[0] <= w[1]));
        }
        assert!(eigh(&[f64::NAN, 0.0, 0.0, 1.0], 2, false).is_none());
    }
}
