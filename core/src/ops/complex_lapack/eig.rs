//! `zgeev` (jobvl 'N', jobvr 'V'), which PyTorch calls for a complex `linalg.eig`:
//! balancing (`zgebal` 'B'), Hessenberg reduction (`zgehd2`, Q formed as `zunghr`), the
//! complex single-shift QR (`zlahqr`: Ahues-Kressner deflation, Wilkinson and exceptional
//! shifts, real subdiagonals), eigenvectors of the triangular T by back substitution
//! (`ztrevc`) multiplied into Z, balancing undone (`zgebak`), then each vector scaled to
//! unit 2-norm with its first largest component made real. The eigenvalues come in the
//! Schur form's diagonal order, which these steps decide; the vectors are then unique.

use super::{larfg, nrm2, reflector_product, ZMat, ONE, Z, ZERO};
use crate::ops::hessenberg_qr::Failed;
use crate::ops::lapack::stopped;

const ULP: f64 = f64::EPSILON; // dlamch('P') = eps·base
const SAFMIN: f64 = f64::MIN_POSITIVE;

/// `zgebal('B')`: (ilo, ihi) 0-based inclusive, and the permutation targets / scale factors.
fn balance(a: &mut ZMat) -> (usize, usize, Vec<f64>) {
    let n = a.rows;
    let mut scale = vec![1.0; n];
    let (mut k, mut l) = (0usize, n - 1);
    let swap = |a: &mut ZMat, j: usize, m: usize, k: usize, l: usize| {
        if j != m {
            for r in 0..=l {
                let t = a.at(r, j);
                a.set(r, j, a.at(r, m));
                a.set(r, m, t);
            }
            for c in k..n {
                let t = a.at(j, c);
                a.set(j, c, a.at(m, c));
                a.set(m, c, t);
            }
        }
    };
    loop {
        let found = (0..=l)
            .rev()
            .find(|&j| (0..=l).all(|i| i == j || a.at(j, i) == ZERO));
        let Some(j) = found else { break };
        scale[l] = j as f64;
        swap(a, j, l, k, l);
        if l == 0 {
            return (k, l, scale);
        }
        l -= 1;
    }
    loop {
        let found = (k..=l).find(|&j| (k..=l).all(|i| i == j || a.at(i, j) == ZERO));
        let Some(j) = found else { break };
        scale[k] = j as f64;
        swap(a, j, k, k, l);
        k += 1;
    }
    for s in scale.iter_mut().take(l + 1).skip(k) {
        *s = 1.0;
    }
    let sfmin1 = SAFMIN / ULP;
    let sfmax1 = 1.0 / sfmin1;
    let sfmin2 = sfmin1 * 2.0;
    let sfmax2 = 1.0 / sfmin2;
    for _round in 0..1000 {
        let mut noconv = false;
        for i in k..=l {
            let col: Vec<Z> = (k..=l).map(|r| a.at(r, i)).collect();
            let row: Vec<Z> = (k..=l).map(|q| a.at(i, q)).collect();
            let (mut cn, mut rn) = (nrm2(&col), nrm2(&row));
            // izamax (|re| + |im|) picks the entry, its modulus counts.
            let pick = |it: &mut dyn Iterator<Item = Z>| {
                let mut best = (0.0f64, 0.0f64);
                for z in it {
                    if z.abs1() > best.0 {
                        best = (z.abs1(), z.abs());
                    }
                }
                best.1
            };
            let mut ca = pick(&mut (0..=l).map(|r| a.at(r, i)));
            let mut ra = pick(&mut (k..n).map(|q| a.at(i, q)));
            if cn == 0.0 || rn == 0.0 {
                continue;
            }
            if !(cn + ca + rn + ra).is_finite() {
                return (k, l, scale);
            }
            let mut g = rn / 2.0;
            let mut f: f64 = 1.0;
            let s = cn + rn;
            while !(cn >= g || f.max(cn).max(ca) >= sfmax2 || rn.min(g).min(ra) <= sfmin2) {
                f *= 2.0;
                cn *= 2.0;
                ca *= 2.0;
                rn /= 2.0;
                g /= 2.0;
                ra /= 2.0;
            }
            g = cn / 2.0;
            while !(g < rn || rn.max(ra) >= sfmax2 || f.min(cn).min(g).min(ca) <= sfmin2) {
                f /= 2.0;
                cn /= 2.0;
                g /= 2.0;
                ca /= 2.0;
                rn *= 2.0;
                ra *= 2.0;
            }
            let si = scale[i];
            if cn + rn >= 0.95 * s
                || (f < 1.0 && si < 1.0 && f * si <= sfmin1)
                || (f > 1.0 && si > 1.0 && si >= sfmax1 / f)
            {
                continue;
            }
            scale[i] = si * f;
            noconv = true;
            for q in k..n {
                let x = a.at(i, q).scale(1.0 / f);
                a.set(i, q, x);
            }
            for r in 0..=l {
                let x = a.at(r, i).scale(f);
                a.set(r, i, x);
            }
        }
        if !noconv {
            break;
        }
    }
    (k, l, scale)
}

/// `zgehd2` + `zunghr`: H (Hessenberg, zeros below) and Q with `a = Q·H·Qᴴ`.
fn hessenberg(mut a: ZMat, ilo: usize, ihi: usize) -> Option<(ZMat, ZMat)> {
    let n = a.rows;
    let mut hs = Vec::new();
    for i in ilo..ihi {
        if stopped(4 * n * n) {
            return None;
        }
        let mut x: Vec<Z> = (i + 2..=ihi).map(|r| a.at(r, i)).collect();
        let (beta, tau) = larfg(a.at(i + 1, i), &mut x);
        let v: Vec<Z> = std::iter::once(ONE).chain(x).collect();
        a.set(i + 1, i, beta);
        (i + 2..=ihi).for_each(|r| a.set(r, i, ZERO));
        // From the right on rows 0..=ihi, columns i+1..=ihi; from the left on rows
        // i+1..=ihi, columns i+1..n.
        if tau != ZERO {
            for r in 0..=ihi {
                let w = (0..v.len()).fold(ZERO, |s, q| s + a.at(r, i + 1 + q) * v[q]);
                let tw = tau * w;
                for (q, vq) in v.iter().enumerate() {
                    let x = a.at(r, i + 1 + q) - tw * vq.conj();
                    a.set(r, i + 1 + q, x);
                }
            }
            for c in i + 1..n {
                let w = (0..v.len()).fold(ZERO, |s, q| s + v[q].conj() * a.at(i + 1 + q, c));
                let tw = tau.conj() * w;
                for (q, vq) in v.iter().enumerate() {
                    let x = a.at(i + 1 + q, c) - *vq * tw;
                    a.set(i + 1 + q, c, x);
                }
            }
        }
        hs.push((i + 1, v, tau));
    }
    // Each reflector covers rows i+1..=ihi: pad its vector with zeros to the end.
    let hs: Vec<(usize, Vec<Z>, Z)> = hs
        .into_iter()
        .map(|(r0, mut v, t)| {
            v.resize(n - r0, ZERO);
            (r0, v, t)
        })
        .collect();
    Some((a, reflector_product(&hs, n)))
}

fn csqrt(z: Z) -> Z {
    let r = z.abs();
    if r == 0.0 {
        return ZERO;
    }
    let re = ((r + z.re.abs()) / 2.0).sqrt();
    if z.re >= 0.0 {
        Z::new(re, z.im / (2.0 * re))
    } else {
        Z::new(z.im.abs() / (2.0 * re), if z.im < 0.0 { -re } else { re })
    }
}

/// `zlahqr` with wantt and wantz on the Hessenberg `h` (active block ilo..=ihi), Z updated.
/// The eigenvalues are T's diagonal. Err(NoConvergence(i)) as LAPACK's info.
fn lahqr(h: &mut ZMat, z: &mut ZMat, ilo: usize, ihi: usize) -> Result<(), Failed> {
    let n = h.rows;
    if ilo == ihi {
        return Ok(());
    }
    for j in ilo..ihi.saturating_sub(2) {
        h.set(j + 2, j, ZERO);
        h.set(j + 3, j, ZERO);
    }
    if ilo + 2 <= ihi {
        h.set(ihi, ihi - 2, ZERO);
    }
    // Real subdiagonal entries.
    for i in ilo + 1..=ihi {
        let x = h.at(i, i - 1);
        if x.im != 0.0 {
            let sc = x.scale(1.0 / x.abs1());
            let sc = sc.conj().scale(1.0 / sc.abs());
            h.set(i, i - 1, Z::real(x.abs()));
            for c in i..n {
                let v = sc * h.at(i, c);
                h.set(i, c, v);
            }
            for r in 0..=(i + 1).min(n - 1) {
                let v = sc.conj() * h.at(r, i);
                h.set(r, i, v);
            }
            for r in 0..n {
                let v = sc.conj() * z.at(r, i);
                z.set(r, i, v);
            }
        }
    }
    let nh = ihi - ilo + 1;
    let smlnum = SAFMIN * (nh as f64 / ULP);
    let itmax = 30 * nh.max(10);
    let mut kdefl = 0usize;
    let (i1, i2) = (0usize, n - 1);
    let mut i = ihi as isize;
    while i >= ilo as isize {
        let iu = i as usize;
        let mut l = ilo;
        let mut converged = false;
        for _its in 0..=itmax {
            if stopped(4 * n * n) {
                return Err(Failed::Stopped);
            }
            // A single small subdiagonal entry.
            let mut k = iu;
            while k > l {
                let hk = h.at(k, k - 1);
                if hk.abs1() <= smlnum {
                    break;
                }
                let mut tst = h.at(k - 1, k - 1).abs1() + h.at(k, k).abs1();
                if tst == 0.0 {
                    if k >= ilo + 2 {
                        tst += h.at(k - 1, k - 2).re.abs();
                    }
                    if k < ihi {
                        tst += h.at(k + 1, k).re.abs();
                    }
                }
                if hk.re.abs() <= ULP * tst {
                    let (p, q) = (hk.abs1(), h.at(k - 1, k).abs1());
                    let (ab, ba) = (p.max(q), p.min(q));
                    let (p, q) = (h.at(k, k).abs1(), (h.at(k - 1, k - 1) - h.at(k, k)).abs1());
                    let (aa, bb) = (p.max(q), p.min(q));
                    let s = aa + ab;
                    if ba * (ab / s) <= smlnum.max(ULP * (bb * (aa / s))) {
                        break;
                    }
                }
                k -= 1;
            }
            l = k;
            if l > ilo {
                h.set(l, l - 1, ZERO);
            }
            if l >= iu {
                converged = true;
                break;
            }
            kdefl += 1;
            let t = if kdefl.is_multiple_of(20) {
                Z::real(0.75 * h.at(iu, iu - 1).re.abs()) + h.at(iu, iu)
            } else if kdefl.is_multiple_of(10) {
                Z::real(0.75 * h.at(l + 1, l).re.abs()) + h.at(l, l)
            } else {
                let mut t = h.at(iu, iu);
                let u = csqrt(h.at(iu - 1, iu)) * csqrt(h.at(iu, iu - 1));
                let s = u.abs1();
                if s != 0.0 {
                    let x = (h.at(iu - 1, iu - 1) - t).scale(0.5);
                    let sx = x.abs1();
                    let s = s.max(x.abs1());
                    let (xs, us) = (x.scale(1.0 / s), u.scale(1.0 / s));
                    let mut y = csqrt(xs * xs + us * us).scale(s);
                    if sx > 0.0 {
                        let xn = x.scale(1.0 / sx);
                        if xn.re * y.re + xn.im * y.im < 0.0 {
                            y = -y;
                        }
                    }
                    t = t - u * u.quo(x + y);
                }
                t
            };
            // Two consecutive small subdiagonal entries.
            let start = |m: usize| {
                let h11 = h.at(m, m);
                let h11s = h11 - t;
                let h21 = h.at(m + 1, m).re;
                let s = h11s.abs1() + h21.abs();
                (h11s.scale(1.0 / s), h21 / s, h11, h.at(m + 1, m + 1))
            };
            let mut m = iu - 1;
            let mut v;
            loop {
                let (h11s, h21, h11, h22) = start(m);
                v = [h11s, Z::real(h21)];
                if m == l {
                    break;
                }
                let h10 = h.at(m, m - 1).re;
                if h10.abs() * h21.abs() <= ULP * (h11s.abs1() * (h11.abs1() + h22.abs1())) {
                    break;
                }
                m -= 1;
            }
            for k in m..iu {
                if k > m {
                    v = [h.at(k, k - 1), h.at(k + 1, k - 1)];
                }
                let mut x = [v[1]];
                let (beta, t1) = larfg(v[0], &mut x);
                let v2 = x[0];
                if k > m {
                    h.set(k, k - 1, beta);
                    h.set(k + 1, k - 1, ZERO);
                }
                let t2 = (t1 * v2).re;
                for j in k..=i2 {
                    let sum = t1.conj() * h.at(k, j) + h.at(k + 1, j).scale(t2);
                    h.set(k, j, h.at(k, j) - sum);
                    h.set(k + 1, j, h.at(k + 1, j) - sum * v2);
                }
                for j in i1..=(k + 2).min(iu) {
                    let sum = t1 * h.at(j, k) + h.at(j, k + 1).scale(t2);
                    h.set(j, k, h.at(j, k) - sum);
                    h.set(j, k + 1, h.at(j, k + 1) - sum * v2.conj());
                }
                for j in 0..n {
                    let sum = t1 * z.at(j, k) + z.at(j, k + 1).scale(t2);
                    z.set(j, k, z.at(j, k) - sum);
                    z.set(j, k + 1, z.at(j, k + 1) - sum * v2.conj());
                }
                if k == m && m > l {
                    let temp = ONE - t1;
                    let temp = temp.scale(1.0 / temp.abs());
                    h.set(m + 1, m, h.at(m + 1, m) * temp.conj());
                    if m + 2 <= iu {
                        h.set(m + 2, m + 1, h.at(m + 2, m + 1) * temp);
                    }
                    for j in m..=iu {
                        if j != m + 1 {
                            for c in j + 1..=i2 {
                                h.set(j, c, h.at(j, c) * temp);
                            }
                            for r in i1..j {
                                h.set(r, j, h.at(r, j) * temp.conj());
                            }
                            for r in 0..n {
                                z.set(r, j, z.at(r, j) * temp.conj());
                            }
                        }
                    }
                }
            }
            let temp = h.at(iu, iu - 1);
            if temp.im != 0.0 {
                let rtemp = temp.abs();
                h.set(iu, iu - 1, Z::real(rtemp));
                let temp = temp.scale(1.0 / rtemp);
                for c in iu + 1..=i2 {
                    h.set(iu, c, h.at(iu, c) * temp.conj());
                }
                for r in i1..iu {
                    h.set(r, iu, h.at(r, iu) * temp);
                }
                for r in 0..n {
                    z.set(r, iu, z.at(r, iu) * temp);
                }
            }
        }
        if !converged {
            return Err(Failed::NoConvergence(iu + 1));
        }
        kdefl = 0;
        i = l as isize - 1;
    }
    Ok(())
}

/// The eigenvalues of the n×n `a` and, with `vectors`, its right eigenvectors (columns).
pub(crate) fn geev(a: &ZMat, vectors: bool) -> Result<(Vec<Z>, ZMat), Failed> {
    let n = a.rows;
    if n == 0 {
        return Ok((Vec::new(), ZMat::zeros(0, 0)));
    }
    let mut b = a.clone();
    let (ilo, ihi, scale) = balance(&mut b);
    let (mut h, mut z) = hessenberg(b, ilo, ihi).ok_or(Failed::Stopped)?;
    lahqr(&mut h, &mut z, ilo, ihi)?;
    let values: Vec<Z> = (0..n).map(|i| h.at(i, i)).collect();
    if !vectors {
        return Ok((values, ZMat::zeros(0, 0)));
    }
    // ztrevc: for each k, solve (T[..k, ..k] - t_kk)·x = -T[..k, k], x_k = 1.
    let smlnum = SAFMIN * (n as f64 / ULP);
    let mut x = ZMat::zeros(n, n);
    for k in 0..n {
        if stopped(n * n) {
            return Err(Failed::Stopped);
        }
        let tkk = h.at(k, k);
        let smin = (ULP * tkk.abs1()).max(smlnum);
        x.set(k, k, ONE);
        for r in (0..k).rev() {
            let mut s = -h.at(r, k);
            for c in r + 1..k {
                s = s - h.at(r, c) * x.at(c, k);
            }
            let mut d = h.at(r, r) - tkk;
            if d.abs1() < smin {
                d = Z::real(smin);
            }
            x.set(r, k, s.quo(d));
        }
    }
    let mut vr = z.matmul(&x);
    // zgebak: scaling, then the permutations.
    for i in (ilo..=ihi).filter(|_| ilo != ihi) {
        for j in 0..n {
            let v = vr.at(i, j).scale(scale[i]);
            vr.set(i, j, v);
        }
    }
    for ii in 0..n {
        if ii >= ilo && ii <= ihi {
            continue;
        }
        let i = if ii < ilo { ilo - 1 - ii } else { ii };
        let k = scale[i] as usize;
        if k != i {
            for j in 0..n {
                let t = vr.at(i, j);
                vr.set(i, j, vr.at(k, j));
                vr.set(k, j, t);
            }
        }
    }
    for j in 0..n {
        let col: Vec<Z> = (0..n).map(|r| vr.at(r, j)).collect();
        let scl = 1.0 / nrm2(&col);
        let col: Vec<Z> = col.iter().map(|z| z.scale(scl)).collect();
        let mut best = (0, -1.0);
        for (r, z) in col.iter().enumerate() {
            let m = z.re * z.re + z.im * z.im;
            if m > best.1 {
                best = (r, m);
            }
        }
        let tmp = col[best.0].conj().scale(1.0 / best.1.sqrt());
        for (r, z) in col.iter().enumerate() {
            let v = if r == best.0 {
                Z::real((tmp * *z).re)
            } else {
                tmp * *z
            };
            vr.set(r, j, v);
        }
    }
    Ok((values, vr))
}
