//! The real Schur form as LAPACK's `?geev` reaches it for the small matrices PyTorch hands
//! it: balancing (`?gebal`, job 'B'), Householder reduction to Hessenberg form (`?gehd2`),
//! the orthogonal factor formed (`?orghr` through `?org2r`), then the double-shift QR
//! iteration (`?lahqr`, which `?hseqr` uses below 75 rows) with 2×2 blocks in LAPACK's
//! standard form (`?lanv2`). The eigenvalues come out in the order of the Schur form's
//! diagonal, which is the order PyTorch prints. Generic over f32/f64, run in the input's
//! own precision as LAPACK would. Matrices are column-major with 1-based accessors, so each
//! step reads as the Fortran it follows.

use super::lapack::{c, lapy2, larfg, max, nrm2, sign, stopped, Lapack};

/// A square column-major matrix with LAPACK's 1-based indexing.
#[derive(Clone)]
pub(crate) struct Mat<T> {
    pub n: usize,
    pub d: Vec<T>,
}

impl<T: Lapack> Mat<T> {
    pub fn from_rows(rows: &[T], n: usize) -> Self {
        let d = (0..n * n).map(|k| rows[(k % n) * n + k / n]).collect();
        Mat { n, d }
    }

    pub fn identity(n: usize) -> Self {
        Mat {
            n,
            d: super::lapack::identity(n),
        }
    }

    #[inline]
    pub fn at(&self, i: isize, j: isize) -> T {
        self.d[(i - 1) as usize + (j - 1) as usize * self.n]
    }

    #[inline]
    pub fn set(&mut self, i: isize, j: isize, v: T) {
        let n = self.n;
        self.d[(i - 1) as usize + (j - 1) as usize * n] = v;
    }

    fn swap(&mut self, a: (isize, isize), b: (isize, isize)) {
        let (x, y) = (self.at(a.0, a.1), self.at(b.0, b.1));
        self.set(a.0, a.1, y);
        self.set(b.0, b.1, x);
    }

    /// `?rot` on rows (when `rows`) or columns `p` and `q`, over the index range `range`.
    fn rot(
        &mut self,
        rows: bool,
        p: isize,
        q: isize,
        range: std::ops::RangeInclusive<isize>,
        cs: T,
        sn: T,
    ) {
        for k in range {
            let (a, b) = if rows {
                ((p, k), (q, k))
            } else {
                ((k, p), (k, q))
            };
            let (x, y) = (self.at(a.0, a.1), self.at(b.0, b.1));
            self.set(a.0, a.1, cs * x + sn * y);
            self.set(b.0, b.1, cs * y - sn * x);
        }
    }
}

/// `?lamch('P')`: eps times the base.
pub(crate) fn ulp<T: Lapack>() -> T {
    T::EPS * c::<T>(2.0)
}

/// `?gebal` with job 'B' (the pre-3.12 search order): permutations isolating eigenvalues,
/// then powers of two equalising row and column norms. Returns (ilo, ihi, scale), where
/// `scale` holds the permutation's targets outside ilo..=ihi and the scale factors inside.
pub(crate) fn balance<T: Lapack>(a: &mut Mat<T>) -> (isize, isize, Vec<T>) {
    let n = a.n as isize;
    let mut scale = vec![T::ONE; a.n];
    if n == 0 {
        return (1, 0, scale);
    }
    let (mut k, mut l) = (1isize, n);
    let exchange = |a: &mut Mat<T>, scale: &mut [T], j: isize, m: isize, k: isize, l: isize| {
        scale[(m - 1) as usize] = c::<T>(j as f64);
        if j != m {
            for r in 1..=l {
                a.swap((r, j), (r, m));
            }
            for col in k..=n {
                a.swap((j, col), (m, col));
            }
        }
    };
    // Rows with nothing off the diagonal (within 1..=l) isolate an eigenvalue: push down.
    loop {
        let found = (1..=l)
            .rev()
            .find(|&j| (1..=l).all(|i| i == j || a.at(j, i) == T::ZERO));
        let Some(j) = found else { break };
        exchange(a, &mut scale, j, l, k, l);
        if l == 1 {
            return (k, l, scale);
        }
        l -= 1;
    }
    // Columns likewise, pushed left.
    loop {
        let found = (k..=l).find(|&j| (k..=l).all(|i| i == j || a.at(i, j) == T::ZERO));
        let Some(j) = found else { break };
        exchange(a, &mut scale, j, k, k, l);
        k += 1;
    }
    for s in scale.iter_mut().take(l as usize).skip(k as usize - 1) {
        *s = T::ONE;
    }
    let two = c::<T>(2.0);
    let sfmin1 = T::SAFMIN / ulp::<T>();
    let sfmax1 = T::ONE / sfmin1;
    let sfmin2 = sfmin1 * two;
    let sfmax2 = T::ONE / sfmin2;
    let mut rounds = 0;
    loop {
        let mut noconv = false;
        for i in k..=l {
            let col: Vec<T> = (k..=l).map(|r| a.at(r, i)).collect();
            let row: Vec<T> = (k..=l).map(|q| a.at(i, q)).collect();
            let (mut cn, mut rn) = (nrm2(&col), nrm2(&row));
            let mut ca = (1..=l).map(|r| a.at(r, i).abs()).fold(T::ZERO, max);
            let mut ra = (k..=n).map(|q| a.at(i, q).abs()).fold(T::ZERO, max);
            if cn == T::ZERO || rn == T::ZERO {
                continue;
            }
            if !(cn + ca + rn + ra).is_finite() {
                return (k, l, scale);
            }
            let mut g = rn / two;
            let mut f = T::ONE;
            let s = cn + rn;
            while !(cn >= g || max(max(f, cn), ca) >= sfmax2 || min3(rn, g, ra) <= sfmin2) {
                f = f * two;
                cn = cn * two;
                ca = ca * two;
                rn = rn / two;
                g = g / two;
                ra = ra / two;
            }
            g = cn / two;
            while !(g < rn || max(rn, ra) >= sfmax2 || min3(min3(f, cn, g), ca, ca) <= sfmin2) {
                f = f / two;
                cn = cn / two;
                g = g / two;
                ca = ca / two;
                rn = rn * two;
                ra = ra * two;
            }
            let si = scale[(i - 1) as usize];
            if cn + rn >= c::<T>(0.95) * s
                || (f < T::ONE && si < T::ONE && f * si <= sfmin1)
                || (f > T::ONE && si > T::ONE && si >= sfmax1 / f)
            {
                continue;
            }
            scale[(i - 1) as usize] = si * f;
            noconv = true;
            let g = T::ONE / f;
            for q in k..=n {
                a.set(i, q, a.at(i, q) * g);
            }
            for r in 1..=l {
                a.set(r, i, a.at(r, i) * f);
            }
        }
        rounds += 1;
        if !noconv || rounds > 1000 {
            break;
        }
    }
    (k, l, scale)
}

fn min3<T: Lapack>(a: T, b: T, d: T) -> T {
    let m = if b < a { b } else { a };
    if d < m {
        d
    } else {
        m
    }
}

/// `?gehd2` on rows/columns ilo..=ihi: `a` becomes Hessenberg, the reflectors' vectors
/// below its subdiagonal; returns their taus (index i - 1 for the reflector of column i).
pub(crate) fn hessenberg<T: Lapack>(a: &mut Mat<T>, ilo: isize, ihi: isize) -> Vec<T> {
    let n = a.n as isize;
    let mut taus = vec![T::ZERO; a.n];
    for i in ilo..ihi {
        let mut x: Vec<T> = (i + 2..=ihi).map(|r| a.at(r, i)).collect();
        let (beta, tau) = larfg(a.at(i + 1, i), &mut x);
        taus[(i - 1) as usize] = tau;
        let mut v = vec![T::ONE];
        v.extend(x.iter().copied());
        for (q, &xv) in x.iter().enumerate() {
            a.set(i + 2 + q as isize, i, xv);
        }
        if tau != T::ZERO {
            // From the right on A(1:ihi, i+1:ihi): w = A·v, A -= tau·w·vᵀ.
            for r in 1..=ihi {
                let w = v
                    .iter()
                    .enumerate()
                    .fold(T::ZERO, |s, (q, &vq)| s + a.at(r, i + 1 + q as isize) * vq);
                for (q, &vq) in v.iter().enumerate() {
                    let col = i + 1 + q as isize;
                    a.set(r, col, a.at(r, col) + w * (-tau * vq));
                }
            }
            // From the left on A(i+1:ihi, i+1:n): w = Aᵀ·v, A -= tau·v·wᵀ.
            for col in i + 1..=n {
                let w = v.iter().enumerate().fold(T::ZERO, |s, (q, &vq)| {
                    s + a.at(i + 1 + q as isize, col) * vq
                });
                let temp = -tau * w;
                for (q, &vq) in v.iter().enumerate() {
                    let r = i + 1 + q as isize;
                    a.set(r, col, a.at(r, col) + vq * temp);
                }
            }
        }
        a.set(i + 1, i, beta);
    }
    taus
}

/// `?orghr`: the orthogonal Q of the reduction, from the reflectors `hessenberg` left in
/// `a` (identity outside ilo..=ihi), formed backwards as `?org2r` does.
pub(crate) fn form_q<T: Lapack>(a: &Mat<T>, ilo: isize, ihi: isize, taus: &[T]) -> Mat<T> {
    let mut q = Mat::identity(a.n);
    let nh = ihi - ilo;
    if nh < 1 {
        return q;
    }
    // The nh×nh block at (ilo+1, ilo+1): column t holds reflector t's vector below row t.
    let mut b = Mat {
        n: nh as usize,
        d: vec![T::ZERO; (nh * nh) as usize],
    };
    for t in 1..=nh {
        for r in t + 1..=nh {
            b.set(r, t, a.at(ilo + r, ilo + t - 1));
        }
    }
    for i in (1..=nh).rev() {
        let tau = taus[(ilo + i - 2) as usize];
        if i < nh {
            b.set(i, i, T::ONE);
            let v: Vec<T> = (i..=nh).map(|r| b.at(r, i)).collect();
            for col in i + 1..=nh {
                let w = v
                    .iter()
                    .enumerate()
                    .fold(T::ZERO, |s, (k, &vk)| s + b.at(i + k as isize, col) * vk);
                if tau != T::ZERO {
                    for (k, &vk) in v.iter().enumerate() {
                        let r = i + k as isize;
                        b.set(r, col, b.at(r, col) - tau * vk * w);
                    }
                }
            }
        }
        for r in i + 1..=nh {
            b.set(r, i, -tau * b.at(r, i));
        }
        b.set(i, i, T::ONE - tau);
        for r in 1..i {
            b.set(r, i, T::ZERO);
        }
    }
    for r in 1..=nh {
        for s in 1..=nh {
            q.set(ilo + r, ilo + s, b.at(r, s));
        }
    }
    q
}

/// `?lanv2`: the Schur factorisation of a real 2×2 block in standard form: returns the new
/// (a, b, c, d), the eigenvalues (rt1r, rt1i, rt2r, rt2i) and the rotation (cs, sn).
#[allow(clippy::type_complexity)]
pub(crate) fn lanv2<T: Lapack>(
    mut a: T,
    mut b: T,
    mut cc: T,
    mut d: T,
) -> ([T; 4], [T; 4], (T, T)) {
    let zero = T::ZERO;
    let one = T::ONE;
    let half = c::<T>(0.5);
    let eps = ulp::<T>();
    // base ** int(log(safmin/eps) / log(base) / 2)
    let expo = ((T::SAFMIN / eps).to_f64().ln() / 2f64.ln() / 2.0).trunc();
    let safmn2 = c::<T>(2f64.powf(expo));
    let safmx2 = one / safmn2;
    let (mut cs, mut sn);
    if cc == zero {
        cs = one;
        sn = zero;
    } else if b == zero {
        cs = zero;
        sn = one;
        std::mem::swap(&mut a, &mut d);
        b = -cc;
        cc = zero;
    } else if a - d == zero && sign(one, b) != sign(one, cc) {
        cs = one;
        sn = zero;
    } else {
        let mut temp = a - d;
        let mut p = half * temp;
        let bcmax = max(b.abs(), cc.abs());
        let bcmis = min3(b.abs(), cc.abs(), cc.abs()) * sign(one, b) * sign(one, cc);
        let mut scale = max(p.abs(), bcmax);
        let mut z = (p / scale) * p + (bcmax / scale) * bcmis;
        if z >= c::<T>(4.0) * eps {
            // Real eigenvalues.
            z = p + sign(scale.sqrt() * z.sqrt(), p);
            a = d + z;
            d = d - (bcmax / z) * bcmis;
            let tau = lapy2(cc, z);
            cs = z / tau;
            sn = cc / tau;
            b = b - cc;
            cc = zero;
        } else {
            // Complex eigenvalues, or real (almost) equal ones: equal diagonal entries.
            let mut count = 0;
            let mut sigma = b + cc;
            loop {
                count += 1;
                scale = max(temp.abs(), sigma.abs());
                if scale >= safmx2 && count <= 20 {
                    sigma = sigma * safmn2;
                    temp = temp * safmn2;
                    continue;
                }
                if scale <= safmn2 && count <= 20 {
                    sigma = sigma * safmx2;
                    temp = temp * safmx2;
                    continue;
                }
                break;
            }
            p = half * temp;
            let mut tau = lapy2(sigma, temp);
            cs = (half * (one + sigma.abs() / tau)).sqrt();
            sn = -(p / (tau * cs)) * sign(one, sigma);
            let aa = a * cs + b * sn;
            let bb = -a * sn + b * cs;
            let c2 = cc * cs + d * sn;
            let dd = -cc * sn + d * cs;
            a = aa * cs + c2 * sn;
            b = bb * cs + dd * sn;
            cc = -aa * sn + c2 * cs;
            d = -bb * sn + dd * cs;
            temp = half * (a + d);
            a = temp;
            d = temp;
            if cc != zero {
                if b != zero {
                    if sign(one, b) == sign(one, cc) {
                        // Real eigenvalues: reduce to upper triangular form.
                        let sab = b.abs().sqrt();
                        let sac = cc.abs().sqrt();
                        p = sign(sab * sac, cc);
                        tau = one / (b + cc).abs().sqrt();
                        a = temp + p;
                        d = temp - p;
                        b = b - cc;
                        cc = zero;
                        let cs1 = sab * tau;
                        let sn1 = sac * tau;
                        let t = cs * cs1 - sn * sn1;
                        sn = cs * sn1 + sn * cs1;
                        cs = t;
                    }
                } else {
                    b = -cc;
                    cc = zero;
                    let t = cs;
                    cs = -sn;
                    sn = t;
                }
            }
        }
    }
    let (rt1i, rt2i) = if cc == zero {
        (zero, zero)
    } else {
        let v = b.abs().sqrt() * cc.abs().sqrt();
        (v, -v)
    };
    ([a, b, cc, d], [a, rt1i, d, rt2i], (cs, sn))
}

/// The outcome of `schur`: T (quasi-triangular), Z (the accumulated orthogonal factor, when
/// asked for) and the eigenvalues' real and imaginary parts, in T's diagonal order.
pub(crate) struct Schur<T> {
    pub t: Mat<T>,
    pub z: Option<Mat<T>>,
    pub wr: Vec<T>,
    pub wi: Vec<T>,
}

/// Why `schur` gave up: the QR iteration did not converge (LAPACK's `info`, 1-based), or
/// the host's deadline stopped it.
pub(crate) enum Failed {
    NoConvergence(usize),
    Stopped,
}

/// `?hseqr` on the small sizes where it is `?lahqr`: with `z`, job 'S' and compz 'V' (the
/// Schur form of the Hessenberg `h`, rows ilo..=ihi active, Z accumulated into `z`);
/// without, job 'E' (eigenvalues only: each sweep touches the active block alone, as
/// geev without vectors rounds).
pub(crate) fn schur<T: Lapack>(
    mut h: Mat<T>,
    mut z: Option<Mat<T>>,
    ilo: isize,
    ihi: isize,
) -> Result<Schur<T>, Failed> {
    let n = h.n as isize;
    let mut wr = vec![T::ZERO; h.n];
    let mut wi = vec![T::ZERO; h.n];
    // Eigenvalues the balancing isolated.
    for i in (1..ilo).chain(ihi + 1..=n) {
        wr[(i - 1) as usize] = h.at(i, i);
    }
    if ilo == ihi {
        wr[(ilo - 1) as usize] = h.at(ilo, ilo);
    } else if n > 0 {
        lahqr(&mut h, z.as_mut(), ilo, ihi, &mut wr, &mut wi)?;
    }
    // hseqr clears below the first subdiagonal.
    for j in 1..=n {
        for i in j + 2..=n {
            h.set(i, j, T::ZERO);
        }
    }
    Ok(Schur { t: h, z, wr, wi })
}

fn lahqr<T: Lapack>(
    h: &mut Mat<T>,
    mut z: Option<&mut Mat<T>>,
    ilo: isize,
    ihi: isize,
    wr: &mut [T],
    wi: &mut [T],
) -> Result<(), Failed> {
    let n = h.n as isize;
    let zero = T::ZERO;
    let (dat1, dat2) = (c::<T>(0.75), c::<T>(-0.4375));
    const KEXSH: usize = 10;
    for j in ilo..=ihi - 3 {
        h.set(j + 2, j, zero);
        h.set(j + 3, j, zero);
    }
    if ilo <= ihi - 2 {
        h.set(ihi, ihi - 2, zero);
    }
    let nh = ihi - ilo + 1;
    let (iloz, ihiz) = (ilo, ihi);
    let ulp = ulp::<T>();
    let smlnum = T::SAFMIN * (c::<T>(nh as f64) / ulp);
    let want = z.is_some();
    let (mut i1, mut i2) = (1isize, n);
    let itmax = 30 * std::cmp::max(10, nh);
    let mut kdefl = 0usize;
    let mut i = ihi;
    while i >= ilo {
        let mut l = ilo;
        let mut converged = false;
        for _its in 0..=itmax {
            if stopped((n * n) as usize) {
                return Err(Failed::Stopped);
            }
            // A single small subdiagonal entry.
            let mut k = i;
            while k > l {
                let hkk1 = h.at(k, k - 1).abs();
                if hkk1 <= smlnum {
                    break;
                }
                let mut tst = h.at(k - 1, k - 1).abs() + h.at(k, k).abs();
                if tst == zero {
                    if k - 2 >= ilo {
                        tst = tst + h.at(k - 1, k - 2).abs();
                    }
                    if k < ihi {
                        tst = tst + h.at(k + 1, k).abs();
                    }
                }
                if hkk1 <= ulp * tst {
                    let hk1k = h.at(k - 1, k).abs();
                    let ab = max(hkk1, hk1k);
                    let ba = if hkk1 < hk1k { hkk1 } else { hk1k };
                    let diff = (h.at(k - 1, k - 1) - h.at(k, k)).abs();
                    let hkk = h.at(k, k).abs();
                    let aa = max(hkk, diff);
                    let bb = if diff < hkk { diff } else { hkk };
                    let s = aa + ab;
                    if ba * (ab / s) <= max(smlnum, ulp * (bb * (aa / s))) {
                        break;
                    }
                }
                k -= 1;
            }
            l = k;
            if l > ilo {
                h.set(l, l - 1, zero);
            }
            if l >= i - 1 {
                converged = true;
                break;
            }
            kdefl += 1;
            if !want {
                (i1, i2) = (l, i);
            }
            let (mut h11, mut h12, mut h21, mut h22);
            if kdefl.is_multiple_of(2 * KEXSH) {
                let s = h.at(i, i - 1).abs() + h.at(i - 1, i - 2).abs();
                h11 = dat1 * s + h.at(i, i);
                h12 = dat2 * s;
                h21 = s;
                h22 = h11;
            } else if kdefl.is_multiple_of(KEXSH) {
                let s = h.at(l + 1, l).abs() + h.at(l + 2, l + 1).abs();
                h11 = dat1 * s + h.at(l, l);
                h12 = dat2 * s;
                h21 = s;
                h22 = h11;
            } else {
                h11 = h.at(i - 1, i - 1);
                h21 = h.at(i, i - 1);
                h12 = h.at(i - 1, i);
                h22 = h.at(i, i);
            }
            let s = h11.abs() + h12.abs() + h21.abs() + h22.abs();
            let (rt1r, rt1i, rt2r, rt2i);
            if s == zero {
                (rt1r, rt1i, rt2r, rt2i) = (zero, zero, zero, zero);
            } else {
                h11 = h11 / s;
                h21 = h21 / s;
                h12 = h12 / s;
                h22 = h22 / s;
                let tr = (h11 + h22) / c::<T>(2.0);
                let det = (h11 - tr) * (h22 - tr) - h12 * h21;
                let rtdisc = det.abs().sqrt();
                if det >= zero {
                    rt1r = tr * s;
                    rt2r = rt1r;
                    rt1i = rtdisc * s;
                    rt2i = -rt1i;
                } else {
                    // Two real shifts: use the one nearer h22, twice.
                    let (a1, a2) = (tr + rtdisc, tr - rtdisc);
                    let pick = if (a1 - h22).abs() <= (a2 - h22).abs() {
                        a1 * s
                    } else {
                        a2 * s
                    };
                    (rt1r, rt2r) = (pick, pick);
                    (rt1i, rt2i) = (zero, zero);
                }
            }
            // Two consecutive small subdiagonal entries.
            let mut v = [zero; 3];
            let mut m = i - 2;
            loop {
                let h21s = h.at(m + 1, m);
                let s = (h.at(m, m) - rt2r).abs() + rt2i.abs() + h21s.abs();
                let h21s = h.at(m + 1, m) / s;
                v[0] = h21s * h.at(m, m + 1) + (h.at(m, m) - rt1r) * ((h.at(m, m) - rt2r) / s)
                    - rt1i * (rt2i / s);
                v[1] = h21s * (h.at(m, m) + h.at(m + 1, m + 1) - rt1r - rt2r);
                v[2] = h21s * h.at(m + 2, m + 1);
                let s = v[0].abs() + v[1].abs() + v[2].abs();
                v = [v[0] / s, v[1] / s, v[2] / s];
                if m == l {
                    break;
                }
                let h00 = h.at(m, m - 1).abs() * (v[1].abs() + v[2].abs());
                let h01 = v[0].abs()
                    * (h.at(m - 1, m - 1).abs() + h.at(m, m).abs() + h.at(m + 1, m + 1).abs());
                if h00 <= ulp * h01 {
                    break;
                }
                m -= 1;
            }
            // The double-shift QR sweep.
            for k in m..i {
                let nr = std::cmp::min(3, i - k + 1);
                if k > m {
                    for q in 0..nr {
                        v[q as usize] = h.at(k + q, k - 1);
                    }
                }
                let (beta, t1) = larfg(v[0], &mut v[1..nr as usize]);
                v[0] = beta;
                if k > m {
                    h.set(k, k - 1, v[0]);
                    h.set(k + 1, k - 1, zero);
                    if k < i - 1 {
                        h.set(k + 2, k - 1, zero);
                    }
                } else if m > l {
                    // LAPACK's guard against v2, v3 underflowing, instead of a negation.
                    h.set(k, k - 1, h.at(k, k - 1) * (T::ONE - t1));
                }
                let v2 = v[1];
                let t2 = t1 * v2;
                if nr == 3 {
                    let v3 = v[2];
                    let t3 = t1 * v3;
                    for j in k..=i2 {
                        let sum = h.at(k, j) + v2 * h.at(k + 1, j) + v3 * h.at(k + 2, j);
                        h.set(k, j, h.at(k, j) - sum * t1);
                        h.set(k + 1, j, h.at(k + 1, j) - sum * t2);
                        h.set(k + 2, j, h.at(k + 2, j) - sum * t3);
                    }
                    for j in i1..=std::cmp::min(k + 3, i) {
                        let sum = h.at(j, k) + v2 * h.at(j, k + 1) + v3 * h.at(j, k + 2);
                        h.set(j, k, h.at(j, k) - sum * t1);
                        h.set(j, k + 1, h.at(j, k + 1) - sum * t2);
                        h.set(j, k + 2, h.at(j, k + 2) - sum * t3);
                    }
                    for j in iloz..=ihiz {
                        let Some(z) = z.as_deref_mut() else { break };
                        let sum = z.at(j, k) + v2 * z.at(j, k + 1) + v3 * z.at(j, k + 2);
                        z.set(j, k, z.at(j, k) - sum * t1);
                        z.set(j, k + 1, z.at(j, k + 1) - sum * t2);
                        z.set(j, k + 2, z.at(j, k + 2) - sum * t3);
                    }
                } else if nr == 2 {
                    for j in k..=i2 {
                        let sum = h.at(k, j) + v2 * h.at(k + 1, j);
                        h.set(k, j, h.at(k, j) - sum * t1);
                        h.set(k + 1, j, h.at(k + 1, j) - sum * t2);
                    }
                    for j in i1..=i {
                        let sum = h.at(j, k) + v2 * h.at(j, k + 1);
                        h.set(j, k, h.at(j, k) - sum * t1);
                        h.set(j, k + 1, h.at(j, k + 1) - sum * t2);
                    }
                    for j in iloz..=ihiz {
                        let Some(z) = z.as_deref_mut() else { break };
                        let sum = z.at(j, k) + v2 * z.at(j, k + 1);
                        z.set(j, k, z.at(j, k) - sum * t1);
                        z.set(j, k + 1, z.at(j, k + 1) - sum * t2);
                    }
                }
            }
        }
        if !converged {
            return Err(Failed::NoConvergence(i as usize));
        }
        if l == i {
            wr[(i - 1) as usize] = h.at(i, i);
            wi[(i - 1) as usize] = zero;
        } else if l == i - 1 {
            let (abcd, rts, (cs, sn)) = lanv2(
                h.at(i - 1, i - 1),
                h.at(i - 1, i),
                h.at(i, i - 1),
                h.at(i, i),
            );
            h.set(i - 1, i - 1, abcd[0]);
            h.set(i - 1, i, abcd[1]);
            h.set(i, i - 1, abcd[2]);
            h.set(i, i, abcd[3]);
            wr[(i - 2) as usize] = rts[0];
            wi[(i - 2) as usize] = rts[1];
            wr[(i - 1) as usize] = rts[2];
            wi[(i - 1) as usize] = rts[3];
            if let Some(z) = z.as_deref_mut() {
                if i2 > i {
                    h.rot(true, i - 1, i, i + 1..=i2, cs, sn);
                }
                h.rot(false, i - 1, i, i1..=i - 2, cs, sn);
                z.rot(false, i - 1, i, iloz..=ihiz, cs, sn);
            }
        }
        kdefl = 0;
        i = l - 1;
    }
    Ok(())
}
