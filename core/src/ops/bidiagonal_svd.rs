//! `linalg.svd` as MKL's `?gesdd` computes it for small matrices, so U and Vh carry
//! PyTorch's signs: a tall matrix (`m >= n + n/2`, the threshold measured against MKL) is
//! first reduced by Householder QR; the (rest of the) matrix is bidiagonalised (`?gebd2`,
//! upper for `m >= n`, lower otherwise, the lower one rotated upper as `?bdsdc` does);
//! the bidiagonal SVD is `?bdsqr`'s implicit zero-shift/shifted QR with the 3.10 `?lartg`;
//! the factors are multiplied back. Checked against PyTorch 2.15 on random matrices of
//! shapes up to 25 (larger bidiagonals go through divide and conquer in LAPACK, whose
//! signs may differ). Written in the input's precision, f32 or f64.

use super::lapack::{c, identity, larfg, lartg_new as lartg, rotate_cols, sign, stopped, Lapack};

/// A row-major matrix.
#[derive(Clone)]
struct Mat<T> {
    rows: usize,
    cols: usize,
    a: Vec<T>,
}

impl<T: Lapack> Mat<T> {
    fn eye(n: usize) -> Mat<T> {
        Mat {
            rows: n,
            cols: n,
            a: identity(n),
        }
    }
    fn at(&self, r: usize, col: usize) -> T {
        self.a[r * self.cols + col]
    }
    fn set(&mut self, r: usize, col: usize, v: T) {
        self.a[r * self.cols + col] = v;
    }
    fn matmul(&self, b: &Mat<T>) -> Mat<T> {
        let mut out = vec![T::ZERO; self.rows * b.cols];
        for i in 0..self.rows {
            // Past the deadline the product is left unfinished: the caller's
            // `take_kernel_stop` turns the run into the stop's error, so it is never seen.
            if stopped(self.cols * b.cols) {
                break;
            }
            for k in 0..self.cols {
                let x = self.at(i, k);
                if x != T::ZERO {
                    for j in 0..b.cols {
                        out[i * b.cols + j] = out[i * b.cols + j] + x * b.at(k, j);
                    }
                }
            }
        }
        Mat {
            rows: self.rows,
            cols: b.cols,
            a: out,
        }
    }
    fn transpose(&self) -> Mat<T> {
        let a = (0..self.rows * self.cols)
            .map(|k| self.at(k % self.rows, k / self.rows))
            .collect();
        Mat {
            rows: self.cols,
            cols: self.rows,
            a,
        }
    }
    /// `[[self, 0], [0, I]]` of size n×n.
    fn padded(&self, n: usize) -> Mat<T> {
        let mut out = Mat::eye(n);
        for i in 0..self.rows {
            for j in 0..self.cols {
                out.set(i, j, self.at(i, j));
            }
        }
        out
    }
    /// Rows `r0..` and columns `c0..` times `(I - tau·v·vᵀ)` from the left (`v` from r0).
    fn reflect_left(&mut self, v: &[T], tau: T, r0: usize, c0: usize) {
        if tau == T::ZERO {
            return;
        }
        for col in c0..self.cols {
            let dot = (r0..self.rows).fold(T::ZERO, |s, r| s + v[r - r0] * self.at(r, col));
            for r in r0..self.rows {
                let x = self.at(r, col) - tau * v[r - r0] * dot;
                self.set(r, col, x);
            }
        }
    }
    /// Rows `r0..` and columns `c0..` times `(I - tau·v·vᵀ)` from the right (`v` from c0).
    fn reflect_right(&mut self, v: &[T], tau: T, r0: usize, c0: usize) {
        if tau == T::ZERO {
            return;
        }
        for r in r0..self.rows {
            let dot = (c0..self.cols).fold(T::ZERO, |s, col| s + self.at(r, col) * v[col - c0]);
            for col in c0..self.cols {
                let x = self.at(r, col) - tau * dot * v[col - c0];
                self.set(r, col, x);
            }
        }
    }
    /// `?lasr('L', 'V', dir)`: rotations on rows `r0 + j`, `r0 + j + 1`.
    fn rotate_rows(&mut self, r0: usize, cs: &[T], sn: &[T], forward: bool) {
        let mut one = |j: usize| {
            let (ct, st) = (cs[j], sn[j]);
            if ct != T::ONE || st != T::ZERO {
                for col in 0..self.cols {
                    let temp = self.at(r0 + j + 1, col);
                    let x = self.at(r0 + j, col);
                    self.set(r0 + j + 1, col, ct * temp - st * x);
                    self.set(r0 + j, col, st * temp + ct * x);
                }
            }
        };
        if forward {
            (0..cs.len()).for_each(&mut one);
        } else {
            (0..cs.len()).rev().for_each(&mut one);
        }
    }
    /// `?lasr('R', 'V', dir)`: rotations on columns `c0 + j`, `c0 + j + 1`.
    fn rotate_cols(&mut self, c0: usize, cs: &[T], sn: &[T], forward: bool) {
        rotate_cols(&mut self.a, self.cols, c0, cs, sn, forward);
    }
}

/// One Householder reflector: where it starts, its vector (leading 1) and tau.
type Reflector<T> = (usize, Vec<T>, T);

/// The product of reflectors `H(0)·H(1)·…` as an n×n matrix.
fn product<T: Lapack>(hs: &[Reflector<T>], n: usize) -> Mat<T> {
    let mut q = Mat::eye(n);
    for (r0, v, tau) in hs.iter().rev() {
        // Unfinished past the deadline, as `matmul`.
        if stopped(2 * n * (n - r0)) {
            break;
        }
        q.reflect_left(v, *tau, *r0, 0);
    }
    q
}

/// A reflector zeroing `a[r, c+1..]` (a row) or `a[r+1.., c]` (a column) into `a[r, c]`.
fn reflect_row<T: Lapack>(a: &mut Mat<T>, r: usize, col: usize) -> (T, Vec<T>, T) {
    let mut y: Vec<T> = (col + 1..a.cols).map(|j| a.at(r, j)).collect();
    let (beta, tau) = larfg(a.at(r, col), &mut y);
    a.set(r, col, beta);
    for j in col + 1..a.cols {
        a.set(r, j, T::ZERO);
    }
    (beta, std::iter::once(T::ONE).chain(y).collect(), tau)
}

fn reflect_col<T: Lapack>(a: &mut Mat<T>, r: usize, col: usize) -> (T, Vec<T>, T) {
    let mut x: Vec<T> = (r + 1..a.rows).map(|i| a.at(i, col)).collect();
    let (beta, tau) = larfg(a.at(r, col), &mut x);
    a.set(r, col, beta);
    for i in r + 1..a.rows {
        a.set(i, col, T::ZERO);
    }
    (beta, std::iter::once(T::ONE).chain(x).collect(), tau)
}

/// A bidiagonal matrix and the orthogonal factors around it: (d, e, Q, P), `a = Q·B·Pᵀ`.
type Bidiagonal<T> = (Vec<T>, Vec<T>, Mat<T>, Mat<T>);

/// `?gebd2`: `a = Q·B·Pᵀ` with B bidiagonal (upper when rows >= cols).
fn bidiagonalize<T: Lapack>(mut a: Mat<T>) -> Option<Bidiagonal<T>> {
    let (m, n) = (a.rows, a.cols);
    let k = m.min(n);
    let (mut d, mut e) = (vec![T::ZERO; k], vec![T::ZERO; k.saturating_sub(1)]);
    let (mut hs, mut gs) = (Vec::new(), Vec::new());
    for i in 0..k {
        if stopped(4 * m * n) {
            return None;
        }
        if m >= n {
            let (beta, v, tq) = reflect_col(&mut a, i, i);
            a.reflect_left(&v, tq, i, i + 1);
            hs.push((i, v, tq));
            d[i] = beta;
            if i + 1 < n {
                let (beta2, w, tp) = reflect_row(&mut a, i, i + 1);
                a.reflect_right(&w, tp, i + 1, i + 1);
                gs.push((i + 1, w, tp));
                e[i] = beta2;
            }
        } else {
            let (beta, w, tp) = reflect_row(&mut a, i, i);
            a.reflect_right(&w, tp, i + 1, i);
            gs.push((i, w, tp));
            d[i] = beta;
            if i + 1 < m {
                let (beta2, v, tq) = reflect_col(&mut a, i + 1, i);
                a.reflect_left(&v, tq, i + 1, i + 1);
                hs.push((i + 1, v, tq));
                e[i] = beta2;
            }
        }
    }
    Some((d, e, product(&hs, m), product(&gs, n)))
}

/// `?geqr2`: `a = Q·R` (Q m×m, R the n×n upper triangle).
fn qr<T: Lapack>(mut a: Mat<T>) -> Option<(Mat<T>, Mat<T>)> {
    let (m, n) = (a.rows, a.cols);
    let mut hs = Vec::new();
    for i in 0..n.min(m) {
        if stopped(2 * m * n) {
            return None;
        }
        let (_, v, tau) = reflect_col(&mut a, i, i);
        a.reflect_left(&v, tau, i, i + 1);
        hs.push((i, v, tau));
    }
    let r = Mat {
        rows: n,
        cols: n,
        a: a.a[..n * n].to_vec(),
    };
    Some((product(&hs, m), r))
}

/// `?las2`: the singular values of `[[f, g], [0, h]]`: (smaller, larger).
fn las2<T: Lapack>(f: T, g: T, h: T) -> (T, T) {
    let (fa, ga, ha) = (f.abs(), g.abs(), h.abs());
    let (fhmn, fhmx) = if fa < ha { (fa, ha) } else { (ha, fa) };
    let two = c::<T>(2.0);
    if fhmn == T::ZERO {
        if fhmx == T::ZERO {
            return (T::ZERO, ga);
        }
        let (lo, hi) = if fhmx < ga { (fhmx, ga) } else { (ga, fhmx) };
        let q = lo / hi;
        return (T::ZERO, hi * (T::ONE + q * q).sqrt());
    }
    if ga < fhmx {
        let as_ = T::ONE + fhmn / fhmx;
        let at = (fhmx - fhmn) / fhmx;
        let au = (ga / fhmx) * (ga / fhmx);
        let cc = two / ((as_ * as_ + au).sqrt() + (at * at + au).sqrt());
        return (fhmn * cc, fhmx / cc);
    }
    let au = fhmx / ga;
    if au == T::ZERO {
        return ((fhmn * fhmx) / ga, ga);
    }
    let as_ = T::ONE + fhmn / fhmx;
    let at = (fhmx - fhmn) / fhmx;
    let cc = T::ONE
        / ((T::ONE + (as_ * au) * (as_ * au)).sqrt() + (T::ONE + (at * au) * (at * au)).sqrt());
    let smin = (fhmn * cc) * au;
    (smin + smin, ga / (cc + cc))
}

/// `?lasv2`: the SVD of `[[f, g], [0, h]]`: (ssmin, ssmax, snr, csr, snl, csl).
fn lasv2<T: Lapack>(f: T, g: T, h: T) -> (T, T, T, T, T, T) {
    let (mut ft, mut fa, mut ht, mut ha) = (f, f.abs(), h, h.abs());
    let mut pmax = 1;
    let swap = ha > fa;
    if swap {
        pmax = 3;
        std::mem::swap(&mut ft, &mut ht);
        std::mem::swap(&mut fa, &mut ha);
    }
    let (gt, ga) = (g, g.abs());
    let (two, four, half) = (c::<T>(2.0), c::<T>(4.0), c::<T>(0.5));
    let (ssmin, ssmax, clt, crt, slt, srt);
    if ga == T::ZERO {
        (ssmin, ssmax, clt, crt, slt, srt) = (ha, fa, T::ONE, T::ONE, T::ZERO, T::ZERO);
    } else {
        let mut gasmal = true;
        let mut big = None;
        if ga > fa {
            pmax = 2;
            if fa / ga < T::EPS {
                gasmal = false;
                let smin = if ha > T::ONE {
                    fa / (ga / ha)
                } else {
                    (fa / ga) * ha
                };
                big = Some((smin, ga, T::ONE, ft / gt, ht / gt, T::ONE));
            }
        }
        if gasmal {
            let dd = fa - ha;
            let mut l = if dd == fa { T::ONE } else { dd / fa };
            let mm = gt / ft;
            let mut t = two - l;
            let mm2 = mm * mm;
            let s = (t * t + mm2).sqrt();
            let r = if l == T::ZERO {
                mm.abs()
            } else {
                (l * l + mm2).sqrt()
            };
            let a = half * (s + r);
            let smin = ha / a;
            let smax = fa * a;
            if mm2 == T::ZERO {
                t = if l == T::ZERO {
                    sign(two, ft) * sign(T::ONE, gt)
                } else {
                    gt / sign(dd, ft) + mm / t
                };
            } else {
                t = (mm / (s + t) + mm / (r + l)) * (T::ONE + a);
            }
            l = (t * t + four).sqrt();
            let crt_ = two / l;
            let srt_ = t / l;
            let clt_ = (crt_ + srt_ * mm) / a;
            let slt_ = (ht / ft) * srt_ / a;
            (ssmin, ssmax, clt, crt, slt, srt) = (smin, smax, clt_, crt_, slt_, srt_);
        } else {
            let (a, b, cl, cr, sl, sr) =
                big.unwrap_or((T::ZERO, ga, T::ONE, T::ONE, T::ZERO, T::ONE));
            (ssmin, ssmax, clt, crt, slt, srt) = (a, b, cl, cr, sl, sr);
        }
    }
    let (csl, snl, csr, snr) = if swap {
        (srt, crt, slt, clt)
    } else {
        (clt, slt, crt, srt)
    };
    let one = T::ONE;
    let tsign = match pmax {
        1 => sign(one, csr) * sign(one, csl) * sign(one, f),
        2 => sign(one, snr) * sign(one, csl) * sign(one, g),
        _ => sign(one, snr) * sign(one, snl) * sign(one, h),
    };
    let ssmax = sign(ssmax, tsign);
    let ssmin = sign(ssmin, tsign * sign(one, f) * sign(one, h));
    (ssmin, ssmax, snr, csr, snl, csl)
}

/// `?bdsqr('U')` on the n×n upper bidiagonal (d, e): `vt` (n rows) takes the right
/// rotations on its rows, `u` (n columns) the left ones on its columns; the values come
/// out non-negative and descending. False when it did not converge or the deadline came.
fn bdsqr<T: Lapack>(d: &mut [T], e: &mut [T], vt: &mut Mat<T>, u: &mut Mat<T>) -> bool {
    let n = d.len();
    let eps = T::EPS;
    let unfl = T::SAFMIN;
    let hundredth = c::<T>(0.01);
    if n > 1 {
        // Tolerance 10..100 eps (eps^(-1/8) clamped), threshold from the smallest value.
        let tolmul = {
            let x = eps.to_f64().powf(-0.125);
            c::<T>(x.clamp(10.0, 100.0))
        };
        let tol = tolmul * eps;
        let mut smax = T::ZERO;
        for &x in d.iter().chain(e.iter()) {
            if x.abs() > smax {
                smax = x.abs();
            }
        }
        let mut sminoa = d[0].abs();
        if sminoa != T::ZERO {
            let mut mu = sminoa;
            for i in 1..n {
                mu = d[i].abs() * (mu / (mu + e[i - 1].abs()));
                if mu < sminoa {
                    sminoa = mu;
                }
                if sminoa == T::ZERO {
                    break;
                }
            }
        }
        sminoa = sminoa / c::<T>(n as f64).sqrt();
        let floor = c::<T>(6.0) * (c::<T>(n as f64) * (c::<T>(n as f64) * unfl));
        let thresh = if tol * sminoa > floor {
            tol * sminoa
        } else {
            floor
        };
        let maxitdivn = 6 * n;
        let (mut iterdivn, mut iter) = (0usize, 0usize);
        let (mut oldll, mut oldm): (Option<usize>, Option<usize>) = (None, None);
        let mut idir = 0;
        // 1-based, as LAPACK's: m is the last unconverged index.
        let mut m = n;
        let (mut w1, mut w2, mut w3, mut w4) = (
            vec![T::ZERO; n],
            vec![T::ZERO; n],
            vec![T::ZERO; n],
            vec![T::ZERO; n],
        );
        while m > 1 {
            if iter >= n {
                iter -= n;
                iterdivn += 1;
                if iterdivn >= maxitdivn {
                    return false;
                }
            }
            if stopped(8 * n * m) {
                return false;
            }
            let at1 = |i: usize| i - 1;
            // Find the diagonal block to work on.
            smax = d[at1(m)].abs();
            let mut split = None;
            for lll in 1..m {
                let ll = m - lll;
                let (abss, abse) = (d[at1(ll)].abs(), e[at1(ll)].abs());
                if abse <= thresh {
                    split = Some(ll);
                    break;
                }
                for x in [abss, abse] {
                    if x > smax {
                        smax = x;
                    }
                }
            }
            let ll = match split {
                Some(ll) => {
                    e[at1(ll)] = T::ZERO;
                    if ll == m - 1 {
                        m -= 1;
                        continue;
                    }
                    ll + 1
                }
                None => 1,
            };
            if ll == m - 1 {
                let (sigmn, sigmx, sinr, cosr, sinl, cosl) =
                    lasv2(d[at1(m - 1)], e[at1(m - 1)], d[at1(m)]);
                d[at1(m - 1)] = sigmx;
                e[at1(m - 1)] = T::ZERO;
                d[at1(m)] = sigmn;
                for col in 0..vt.cols {
                    let (x, y) = (vt.at(m - 2, col), vt.at(m - 1, col));
                    vt.set(m - 2, col, cosr * x + sinr * y);
                    vt.set(m - 1, col, cosr * y - sinr * x);
                }
                for r in 0..u.rows {
                    let (x, y) = (u.at(r, m - 2), u.at(r, m - 1));
                    u.set(r, m - 2, cosl * x + sinl * y);
                    u.set(r, m - 1, cosl * y - sinl * x);
                }
                m -= 2;
                continue;
            }
            // A new block: chase the bulge from its larger end.
            if oldm.is_none_or(|om| ll > om) || oldll.is_none_or(|ol| m < ol) {
                idir = if d[at1(ll)].abs() >= d[at1(m)].abs() {
                    1
                } else {
                    2
                };
            }
            let mut smin;
            if idir == 1 {
                if e[at1(m - 1)].abs() <= tol.abs() * d[at1(m)].abs() {
                    e[at1(m - 1)] = T::ZERO;
                    continue;
                }
                let mut mu = d[at1(ll)].abs();
                smin = mu;
                let mut hit = false;
                for lll in ll..m {
                    if e[at1(lll)].abs() <= tol * mu {
                        e[at1(lll)] = T::ZERO;
                        hit = true;
                        break;
                    }
                    mu = d[at1(lll + 1)].abs() * (mu / (mu + e[at1(lll)].abs()));
                    if mu < smin {
                        smin = mu;
                    }
                }
                if hit {
                    continue;
                }
            } else {
                if e[at1(ll)].abs() <= tol.abs() * d[at1(ll)].abs() {
                    e[at1(ll)] = T::ZERO;
                    continue;
                }
                let mut mu = d[at1(m)].abs();
                smin = mu;
                let mut hit = false;
                for lll in (ll..m).rev() {
                    if e[at1(lll)].abs() <= tol * mu {
                        e[at1(lll)] = T::ZERO;
                        hit = true;
                        break;
                    }
                    mu = d[at1(lll)].abs() * (mu / (mu + e[at1(lll)].abs()));
                    if mu < smin {
                        smin = mu;
                    }
                }
                if hit {
                    continue;
                }
            }
            oldll = Some(ll);
            oldm = Some(m);
            // The shift, or none where it would ruin relative accuracy.
            let nt = c::<T>(n as f64) * tol * (smin / smax);
            let floor = if eps > hundredth * tol {
                eps
            } else {
                hundredth * tol
            };
            let mut shift = T::ZERO;
            if nt > floor {
                let (sll, (s, _)) = if idir == 1 {
                    (
                        d[at1(ll)].abs(),
                        las2(d[at1(m - 1)], e[at1(m - 1)], d[at1(m)]),
                    )
                } else {
                    (
                        d[at1(m)].abs(),
                        las2(d[at1(ll)], e[at1(ll)], d[at1(ll + 1)]),
                    )
                };
                shift = s;
                if sll > T::ZERO && (shift / sll) * (shift / sll) < eps {
                    shift = T::ZERO;
                }
            }
            iter += m - ll;
            let k = m - ll;
            if shift == T::ZERO {
                if idir == 1 {
                    let (mut cs, mut oldcs, mut oldsn) = (T::ONE, T::ONE, T::ZERO);
                    for i in ll..m {
                        let (c1, s1, r) = lartg(d[at1(i)] * cs, e[at1(i)]);
                        cs = c1;
                        if i > ll {
                            e[at1(i - 1)] = oldsn * r;
                        }
                        let (c2, s2, r2) = lartg(oldcs * r, d[at1(i + 1)] * s1);
                        (oldcs, oldsn, d[at1(i)]) = (c2, s2, r2);
                        (w1[i - ll], w2[i - ll], w3[i - ll], w4[i - ll]) = (cs, s1, oldcs, oldsn);
                    }
                    let h = d[at1(m)] * cs;
                    d[at1(m)] = h * oldcs;
                    e[at1(m - 1)] = h * oldsn;
                    vt.rotate_rows(ll - 1, &w1[..k], &w2[..k], true);
                    u.rotate_cols(ll - 1, &w3[..k], &w4[..k], true);
                    if e[at1(m - 1)].abs() <= thresh {
                        e[at1(m - 1)] = T::ZERO;
                    }
                } else {
                    let (mut cs, mut oldcs, mut oldsn) = (T::ONE, T::ONE, T::ZERO);
                    for i in (ll + 1..=m).rev() {
                        let (c1, s1, r) = lartg(d[at1(i)] * cs, e[at1(i - 1)]);
                        cs = c1;
                        if i < m {
                            e[at1(i)] = oldsn * r;
                        }
                        let (c2, s2, r2) = lartg(oldcs * r, d[at1(i - 1)] * s1);
                        (oldcs, oldsn, d[at1(i)]) = (c2, s2, r2);
                        let j = i - ll - 1;
                        (w1[j], w2[j], w3[j], w4[j]) = (cs, -s1, oldcs, -oldsn);
                    }
                    let h = d[at1(ll)] * cs;
                    d[at1(ll)] = h * oldcs;
                    e[at1(ll)] = h * oldsn;
                    vt.rotate_rows(ll - 1, &w3[..k], &w4[..k], false);
                    u.rotate_cols(ll - 1, &w1[..k], &w2[..k], false);
                    if e[at1(ll)].abs() <= thresh {
                        e[at1(ll)] = T::ZERO;
                    }
                }
            } else if idir == 1 {
                let mut f =
                    (d[at1(ll)].abs() - shift) * (sign(T::ONE, d[at1(ll)]) + shift / d[at1(ll)]);
                let mut g = e[at1(ll)];
                for i in ll..m {
                    let (cosr, sinr, r) = lartg(f, g);
                    if i > ll {
                        e[at1(i - 1)] = r;
                    }
                    f = cosr * d[at1(i)] + sinr * e[at1(i)];
                    e[at1(i)] = cosr * e[at1(i)] - sinr * d[at1(i)];
                    g = sinr * d[at1(i + 1)];
                    d[at1(i + 1)] = cosr * d[at1(i + 1)];
                    let (cosl, sinl, r2) = lartg(f, g);
                    d[at1(i)] = r2;
                    f = cosl * e[at1(i)] + sinl * d[at1(i + 1)];
                    d[at1(i + 1)] = cosl * d[at1(i + 1)] - sinl * e[at1(i)];
                    if i < m - 1 {
                        g = sinl * e[at1(i + 1)];
                        e[at1(i + 1)] = cosl * e[at1(i + 1)];
                    }
                    (w1[i - ll], w2[i - ll], w3[i - ll], w4[i - ll]) = (cosr, sinr, cosl, sinl);
                }
                e[at1(m - 1)] = f;
                vt.rotate_rows(ll - 1, &w1[..k], &w2[..k], true);
                u.rotate_cols(ll - 1, &w3[..k], &w4[..k], true);
                if e[at1(m - 1)].abs() <= thresh {
                    e[at1(m - 1)] = T::ZERO;
                }
            } else {
                let mut f =
                    (d[at1(m)].abs() - shift) * (sign(T::ONE, d[at1(m)]) + shift / d[at1(m)]);
                let mut g = e[at1(m - 1)];
                for i in (ll + 1..=m).rev() {
                    let (cosr, sinr, r) = lartg(f, g);
                    if i < m {
                        e[at1(i)] = r;
                    }
                    f = cosr * d[at1(i)] + sinr * e[at1(i - 1)];
                    e[at1(i - 1)] = cosr * e[at1(i - 1)] - sinr * d[at1(i)];
                    g = sinr * d[at1(i - 1)];
                    d[at1(i - 1)] = cosr * d[at1(i - 1)];
                    let (cosl, sinl, r2) = lartg(f, g);
                    d[at1(i)] = r2;
                    f = cosl * e[at1(i - 1)] + sinl * d[at1(i - 1)];
                    d[at1(i - 1)] = cosl * d[at1(i - 1)] - sinl * e[at1(i - 1)];
                    if i > ll + 1 {
                        g = sinl * e[at1(i - 2)];
                        e[at1(i - 2)] = cosl * e[at1(i - 2)];
                    }
                    let j = i - ll - 1;
                    (w1[j], w2[j], w3[j], w4[j]) = (cosr, -sinr, cosl, -sinl);
                }
                e[at1(ll)] = f;
                if e[at1(ll)].abs() <= thresh {
                    e[at1(ll)] = T::ZERO;
                }
                vt.rotate_rows(ll - 1, &w3[..k], &w4[..k], false);
                u.rotate_cols(ll - 1, &w1[..k], &w2[..k], false);
            }
        }
    }
    // Non-negative values (their right vectors change sign), then descending by selection.
    for (i, di) in d.iter_mut().enumerate() {
        if *di < T::ZERO {
            *di = -*di;
            for col in 0..vt.cols {
                vt.set(i, col, -vt.at(i, col));
            }
        }
    }
    for i in 1..n {
        let last = n - i;
        let (mut isub, mut smin) = (0, d[0]);
        for (j, &dj) in d.iter().enumerate().take(last + 1).skip(1) {
            if dj <= smin {
                isub = j;
                smin = dj;
            }
        }
        if isub != last {
            d[isub] = d[last];
            d[last] = smin;
            for col in 0..vt.cols {
                let (x, y) = (vt.at(isub, col), vt.at(last, col));
                vt.set(isub, col, y);
                vt.set(last, col, x);
            }
            for r in 0..u.rows {
                let (x, y) = (u.at(r, isub), u.at(r, last));
                u.set(r, isub, y);
                u.set(r, last, x);
            }
        }
    }
    true
}

/// `?bdsdc('I')` for a small bidiagonal: a lower one is first rotated upper (the rotations
/// applied to U afterwards), then `?bdsqr`. (values, U, Vᵀ), each n×n.
fn bdsdc<T: Lapack>(mut d: Vec<T>, mut e: Vec<T>, upper: bool) -> Option<(Vec<T>, Mat<T>, Mat<T>)> {
    let n = d.len();
    let (mut u, mut vt) = (Mat::eye(n), Mat::eye(n));
    if n == 1 {
        u.set(0, 0, sign(T::ONE, d[0]));
        d[0] = d[0].abs();
        return Some((d, u, vt));
    }
    let mut rot = None;
    if !upper {
        let (mut cs, mut sn) = (Vec::with_capacity(n - 1), Vec::with_capacity(n - 1));
        for i in 0..n - 1 {
            let (c1, s1, r) = lartg(d[i], e[i]);
            d[i] = r;
            e[i] = s1 * d[i + 1];
            d[i + 1] = c1 * d[i + 1];
            cs.push(c1);
            sn.push(-s1);
        }
        rot = Some((cs, sn));
    }
    if !bdsqr(&mut d, &mut e, &mut vt, &mut u) {
        return None;
    }
    if let Some((cs, sn)) = rot {
        u.rotate_rows(0, &cs, &sn, false);
    }
    Some((d, u, vt))
}

/// `bdsdc` for the complex SVD (`complex_lapack`), in double precision: (values, U, Vᵀ),
/// each n×n row-major.
pub(crate) fn bidiagonal_svd(
    d: Vec<f64>,
    e: Vec<f64>,
    upper: bool,
) -> Option<(Vec<f64>, Vec<f64>, Vec<f64>)> {
    let (s, u, vt) = bdsdc(d, e, upper)?;
    Some((s, u.a, vt.a))
}

/// The SVD of the m×n row-major `a` as (U, S, Vh) row-major: U m×(m or k), Vh (n or
/// k)×n with k = min(m, n); None for a non-finite entry, no convergence or the deadline.
pub fn gesdd<T: Lapack>(
    a: &[T],
    m: usize,
    n: usize,
    full: bool,
) -> Option<(Vec<T>, Vec<T>, Vec<T>)> {
    if m == 0 || n == 0 || a.iter().any(|v| !v.to_f64().is_finite()) {
        return None;
    }
    let a = Mat {
        rows: m,
        cols: n,
        a: a.to_vec(),
    };
    let k = m.min(n);
    let (u, s, vt) = if m >= n && m >= n + n / 2 {
        // Tall: QR first, the SVD of R, then U = Q·[U_R 0; 0 I].
        let (q, r) = qr(a)?;
        let (d, e, qb, p) = bidiagonalize(r)?;
        let (s, ub, vtb) = bdsdc(d, e, true)?;
        let ur = qb.matmul(&ub);
        (q.matmul(&ur.padded(m)), s, vtb.matmul(&p.transpose()))
    } else if m >= n {
        let (d, e, q, p) = bidiagonalize(a)?;
        let (s, ub, vtb) = bdsdc(d, e, true)?;
        (q.matmul(&ub.padded(m)), s, vtb.matmul(&p.transpose()))
    } else {
        let (d, e, q, p) = bidiagonalize(a)?;
        let (s, ub, vtb) = bdsdc(d, e, false)?;
        (q.matmul(&ub), s, vtb.padded(n).matmul(&p.transpose()))
    };
    let u_cols = if full { m } else { k };
    let vt_rows = if full { n } else { k };
    let u_out = (0..m * u_cols)
        .map(|x| u.at(x / u_cols, x % u_cols))
        .collect();
    let vt_out = vt.a[..vt_rows * n].to_vec();
    Some((u_out, s, vt_out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn two_by_two_has_mkls_signs_and_reconstructs() {
        // PyTorch (MKL): U = [[-0.4046, -0.9145], [-0.9145, 0.4046]].
        let a = [1.0f64, 2.0, 3.0, 4.0];
        let (u, s, vt) = gesdd(&a, 2, 2, true).unwrap();
        let want = [-0.40455358, -0.9145143, -0.9145143, 0.40455358];
        for (x, w) in u.iter().zip(want) {
            assert!((x - w).abs() < 1e-7, "{u:?}");
        }
        assert!(s[0] > s[1] && s[1] > 0.0);
        for i in 0..2 {
            for j in 0..2 {
                let r: f64 = (0..2).map(|k| u[i * 2 + k] * s[k] * vt[k * 2 + j]).sum();
                assert!((r - a[i * 2 + j]).abs() < 1e-12);
            }
        }
        assert!(gesdd(&[f64::INFINITY, 0.0], 1, 2, false).is_none());
    }
}
