//! NumPy's legacy `RandomState` distributions (numpy/random/src/legacy/legacy-distributions.c
//! and the parts of src/distributions/distributions.c it calls), drawn from the MT19937
//! stream `numpy_bridge` keeps: the same arithmetic in the same order, so every draw is
//! NumPy's to the bit. stdlib/numpy.py checks the parameters, broadcasts them and shapes
//! the result; here one flat fill runs over already-broadcast parameters, in C order.
//!
//! NumPy's rejection loops have no bound: a few parameters (a binomial with `n * p` near 30
//! and `p` near the double spacing below 1, say) make them spin for ever. Each sample here
//! gets `MAX_TRIES` passes, then the fill stops with an error instead.

use super::{legacy_bounded, legacy_double, legacy_gauss, shuffle_order, LegacyRandom};
use crate::error::{runtime, type_error, Result};
use crate::interp::args::{to_f64, to_i64};
use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::Value;
use crate::random::mt19937::Mt19937;
use crate::storage::CpuBuffer;
use crate::tensor::Tensor;

type State = (Mt19937, Option<f64>);

/// A source of NumPy's `next_double`: the legacy MT19937's (two 32-bit draws) and the
/// Generator's PCG64 (one 64-bit draw); the samplers both share run on either.
pub(super) trait Doubles {
    fn double(&mut self) -> f64;
}

impl Doubles for Mt19937 {
    fn double(&mut self) -> f64 {
        legacy_double(self)
    }
}

/// Passes of one sample's rejection loop (steps of the binomial inversion's search) before
/// the fill gives up, about a second's work (NumPy would loop on).
pub(super) const MAX_TRIES: u64 = 100_000_000;

pub(super) fn too_many(dist: &str) -> crate::error::TorchError {
    runtime(format!(
        "numpy.random.{dist}: one sample took more than {MAX_TRIES} rejection steps for these \
         parameters (NumPy's own loop would not end in practice); stridelab stops here"
    ))
}

pub(super) fn register(r: &mut Registry<FunctionFn>) {
    let topic = "numpy";
    r.add(
        topic,
        &["np_legacy_fill"],
        "gen, dist, n, a=None, b=None",
        |_, a| {
            let g = a.value("gen")?;
            let g = g
                .downcast::<LegacyRandom>()
                .ok_or_else(|| type_error("np_legacy_fill: not a RandomState"))?;
            let n = a.i64_or("n", 0)?.max(0) as usize;
            crate::limits::check_alloc(n, 8)?;
            let dist = a.str("dist")?.unwrap_or_default();
            let pa = a.value_or_none("a");
            let pb = a.value_or_none("b");
            let mut st = g.state.borrow_mut();
            let t = fill(&mut st, &dist, n, &pa, &pb)?;
            Ok(Value::Tensor(crate::ops::to_device(
                &t,
                crate::device::default_device(),
            )?))
        },
    );
    r.add(
        topic,
        &["np_legacy_multinomial"],
        "gen, n, p, count",
        |_, a| {
            let g = a.value("gen")?;
            let g = g
                .downcast::<LegacyRandom>()
                .ok_or_else(|| type_error("np_legacy_multinomial: not a RandomState"))?;
            let n = a.i64_or("n", 0)?;
            let p = a.tensor("p")?.to_f64_vec()?;
            let count = a.i64_or("count", 0)?.max(0) as usize;
            let total = count.saturating_mul(p.len());
            crate::limits::check_alloc(total, 8)?;
            let mut st = g.state.borrow_mut();
            let mut out = vec![0i64; total];
            if !p.is_empty() {
                for row in out.chunks_mut(p.len()) {
                    multinomial(&mut st.0, n, &p, row)?;
                }
            }
            Ok(Value::Tensor(crate::ops::to_device(
                &Tensor::from_buffer(CpuBuffer::I64(out), &[total]),
                crate::device::default_device(),
            )?))
        },
    );
    r.add(
        topic,
        &["np_legacy_choice_p"],
        "gen, p, n, replace",
        |_, a| {
            let g = a.value("gen")?;
            let g = g
                .downcast::<LegacyRandom>()
                .ok_or_else(|| type_error("np_legacy_choice_p: not a RandomState"))?;
            let p = a.tensor("p")?.to_f64_vec()?;
            let n = a.i64_or("n", 0)?.max(0) as usize;
            crate::limits::check_alloc(n, 8)?;
            let replace = a.bool_or("replace", true)?;
            let mut st = g.state.borrow_mut();
            let out = if replace {
                let cdf = normalized_cdf(&p);
                (0..n)
                    .map(|_| search_right(&cdf, legacy_double(&mut st.0)))
                    .collect()
            } else {
                choice_without_replacement(&mut st.0, p, n)?
            };
            Ok(Value::Tensor(crate::ops::to_device(
                &Tensor::from_buffer(CpuBuffer::I64(out), &[n]),
                crate::device::default_device(),
            )?))
        },
    );
    r.add(topic, &["np_legacy_shuffle_order"], "gen, n", |_, a| {
        let g = a.value("gen")?;
        let g = g
            .downcast::<LegacyRandom>()
            .ok_or_else(|| type_error("np_legacy_shuffle_order: not a RandomState"))?;
        let n = a.i64_or("n", 0)?.max(0) as usize;
        crate::limits::check_alloc(n, 8)?;
        let order = shuffle_order(&mut g.state.borrow_mut().0, n);
        Ok(Value::Tensor(crate::ops::to_device(
            &ints(order),
            crate::device::default_device(),
        )?))
    });
    r.add(topic, &["np_kahan_sum"], "t", |_, a| {
        Ok(Value::Float(kahan_sum(&a.tensor("t")?.to_f64_vec()?)))
    });
}

/// A distribution parameter: one value for every sample, or one per sample (broadcast).
pub(super) enum Param<T> {
    One(T),
    Each(Vec<T>),
}

impl<T: Copy> Param<T> {
    pub(super) fn at(&self, i: usize) -> T {
        match self {
            Param::One(v) => *v,
            Param::Each(v) => v[i],
        }
    }
}

pub(super) fn float_param(v: &Value, n: usize) -> Result<Param<f64>> {
    match v {
        Value::None => Ok(Param::One(0.0)),
        Value::Tensor(t) => each(t.to_f64_vec()?, n),
        v => Ok(Param::One(to_f64(v)?)),
    }
}

pub(super) fn int_param(v: &Value, n: usize) -> Result<Param<i64>> {
    match v {
        Value::None => Ok(Param::One(0)),
        Value::Tensor(t) => each(t.to_i64_vec()?, n),
        v => Ok(Param::One(to_i64(v)?)),
    }
}

fn each<T>(v: Vec<T>, n: usize) -> Result<Param<T>> {
    if v.len() != n {
        return Err(runtime(format!(
            "np_legacy_fill: a parameter has {} values for {n} samples",
            v.len()
        )));
    }
    Ok(Param::Each(v))
}

pub(super) fn floats(out: Vec<f64>) -> Tensor {
    let n = out.len();
    Tensor::from_buffer(CpuBuffer::F64(out), &[n])
}

pub(super) fn ints(out: Vec<i64>) -> Tensor {
    let n = out.len();
    Tensor::from_buffer(CpuBuffer::I64(out), &[n])
}

/// `n` samples of `dist`, parameters `a` and `b` (NumPy's argument order).
fn fill(st: &mut State, dist: &str, n: usize, a: &Value, b: &Value) -> Result<Tensor> {
    match dist {
        "binomial" => {
            // legacy binomial(n, p): `a` is p, `b` is n (mtrand's iterator order)
            let (p, cnt) = (float_param(a, n)?, int_param(b, n)?);
            let out = (0..n)
                .map(|i| binomial(&mut st.0, p.at(i), cnt.at(i)))
                .collect::<Result<Vec<_>>>()?;
            return Ok(ints(out));
        }
        "randint" => {
            // low + random_interval(rng), rng = high - low - 1 (at most 2**63 - 1 here)
            let (low, rng) = (int_param(a, n)?, int_param(b, n)?);
            let out = (0..n)
                .map(|i| {
                    let r = rng.at(i).max(0) as u64;
                    low.at(i).wrapping_add(legacy_bounded(&mut st.0, r) as i64)
                })
                .collect();
            return Ok(ints(out));
        }
        "poisson" => {
            let lam = float_param(a, n)?;
            let out = (0..n)
                .map(|i| poisson(&mut st.0, lam.at(i)))
                .collect::<Result<Vec<_>>>()?;
            return Ok(ints(out));
        }
        _ => {}
    }
    let (pa, pb) = (float_param(a, n)?, float_param(b, n)?);
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let (x, y) = (pa.at(i), pb.at(i));
        // normal, lognormal, exponential and gamma on the legacy draws (the polar Gaussian,
        // -log(1 - U), legacy_standard_gamma): the same lines as the Generator's.
        if let Some(v) = super::gamma::shared_sample(st, dist, x, y, "standard_gamma")? {
            out.push(v);
            continue;
        }
        out.push(match dist {
            "random_sample" => legacy_double(&mut st.0),
            // random_uniform(lower, range)
            "uniform" => x + y * legacy_double(&mut st.0),
            "beta" => beta(st, x, y)?,
            // random_laplace, the one function both generators call.
            "laplace" => super::samplers::laplace(st, x, y)?,
            _ => {
                return Err(runtime(format!(
                    "np_legacy_fill: unknown distribution {dist}"
                )))
            }
        });
    }
    Ok(floats(out))
}

/// `legacy_standard_exponential`: -log(1 - U).
fn standard_exponential(mt: &mut Mt19937) -> f64 {
    -(1.0 - legacy_double(mt)).ln()
}

/// The legacy RandomState's draws, as the gamma sampler reads them (the polar Gaussian).
impl super::gamma::GammaDraws for State {
    type F = f64;
    fn uniform(&mut self) -> f64 {
        legacy_double(&mut self.0)
    }
    fn exponential(&mut self) -> f64 {
        standard_exponential(&mut self.0)
    }
    fn normal(&mut self) -> f64 {
        legacy_gauss(self)
    }
}

/// `legacy_standard_gamma` (gamma.rs) on the legacy draws.
fn standard_gamma(st: &mut State, shape: f64) -> Result<f64> {
    super::gamma::standard_gamma(st, shape, "standard_gamma")
}

/// `legacy_beta`: Johnk's algorithm when both parameters are at most 1, else the ratio of
/// two legacy gammas.
fn beta(st: &mut State, a: f64, b: f64) -> Result<f64> {
    if a <= 1.0 && b <= 1.0 {
        for _ in 0..MAX_TRIES {
            let u = legacy_double(&mut st.0);
            let v = legacy_double(&mut st.0);
            let x = u.powf(1.0 / a);
            let y = v.powf(1.0 / b);
            if x + y <= 1.0 {
                if x + y > 0.0 {
                    return Ok(x / (x + y));
                }
                let mut log_x = u.ln() / a;
                let mut log_y = v.ln() / b;
                let log_m = if log_x > log_y { log_x } else { log_y };
                log_x -= log_m;
                log_y -= log_m;
                return Ok((log_x - (log_x.exp() + log_y.exp()).ln()).exp());
            }
        }
        return Err(too_many("beta"));
    }
    let ga = standard_gamma(st, a)?;
    let gb = standard_gamma(st, b)?;
    Ok(ga / (ga + gb))
}

/// `legacy_random_binomial`: inversion when `min(p, 1-p) * n <= 30`, else BTPE. Unlike
/// the new generator's it has no shortcut for n == 0 or p == 0: those draw one double too.
fn binomial(mt: &mut impl Doubles, p: f64, n: i64) -> Result<i64> {
    if p <= 0.5 {
        if p * n as f64 <= 30.0 {
            binomial_inversion(mt, n, p)
        } else {
            binomial_btpe(mt, n, p)
        }
    } else {
        let q = 1.0 - p;
        if q * n as f64 <= 30.0 {
            Ok(n.wrapping_sub(binomial_inversion(mt, n, q)?))
        } else {
            Ok(n.wrapping_sub(binomial_btpe(mt, n, q)?))
        }
    }
}

/// `random_binomial` (the one `random_multinomial` and the Generator's `binomial` call): 0
/// at once for n == 0 or p == 0.
pub(super) fn binomial_new(mt: &mut impl Doubles, p: f64, n: i64) -> Result<i64> {
    if n == 0 || p == 0.0 {
        return Ok(0);
    }
    binomial(mt, p, n)
}

/// `random_binomial_inversion`.
fn binomial_inversion(mt: &mut impl Doubles, n: i64, p: f64) -> Result<i64> {
    let q = 1.0 - p;
    let qn = (n as f64 * q.ln()).exp();
    let np = n as f64 * p;
    // MIN(n, np + 10 sqrt(np q + 1)): a double, cast to long (saturating here)
    let lim = np + 10.0 * (np * q + 1.0).sqrt();
    let bound = if (n as f64) < lim { n as f64 } else { lim } as i64;
    let mut x: i64 = 0;
    let mut px = qn;
    let mut u = mt.double();
    let mut tries = 0u64;
    while u > px {
        x += 1;
        tries += 1;
        if tries > MAX_TRIES {
            return Err(too_many("binomial"));
        }
        if x > bound {
            x = 0;
            px = qn;
            u = mt.double();
        } else {
            u -= px;
            px = ((n - x + 1) as f64 * p * px) / (x as f64 * q);
        }
    }
    Ok(x)
}

/// `random_binomial_btpe` (Kachitvichyanukul and Schmeiser), step for step.
#[allow(clippy::many_single_char_names)]
fn binomial_btpe(mt: &mut impl Doubles, n: i64, p: f64) -> Result<i64> {
    let nf = n as f64;
    let r = if p < 1.0 - p { p } else { 1.0 - p };
    let q = 1.0 - r;
    let fm = nf * r + r;
    let m = fm.floor() as i64;
    let mf = m as f64;
    let p1 = (2.195 * (nf * r * q).sqrt() - 4.6 * q).floor() + 0.5;
    let xm = mf + 0.5;
    let xl = xm - p1;
    let xr = xm + p1;
    let c = 0.134 + 20.5 / (15.3 + mf);
    let a = (fm - xl) / (fm - xl * r);
    let laml = a * (1.0 + a / 2.0);
    let a = (xr - fm) / (xr * q);
    let lamr = a * (1.0 + a / 2.0);
    let p2 = p1 * (1.0 + 2.0 * c);
    let p3 = p2 + c / laml;
    let p4 = p3 + c / lamr;

    let mut tries = 0u64;
    let y: i64 = 'step10: loop {
        tries += 1;
        if tries > MAX_TRIES {
            return Err(too_many("binomial"));
        }
        let nrq = nf * r * q;
        let u = mt.double() * p4;
        let mut v = mt.double();
        let y: i64;
        if u <= p1 {
            y = (xm - p1 * v + u).floor() as i64;
            break 'step10 y;
        }
        if u <= p2 {
            // Step20
            let x = xl + (u - p1) / c;
            v = v * c + 1.0 - (mf - x + 0.5).abs() / p1;
            if v > 1.0 {
                continue 'step10;
            }
            y = x.floor() as i64;
        } else if u <= p3 {
            // Step30
            y = (xl + v.ln() / laml).floor() as i64;
            if y < 0 || v == 0.0 {
                continue 'step10;
            }
            v = v * (u - p2) * laml;
        } else {
            // Step40
            y = (xr - v.ln() / lamr).floor() as i64;
            if y > n || v == 0.0 {
                continue 'step10;
            }
            v = v * (u - p3) * lamr;
        }
        // Step50
        let k = y.wrapping_sub(m).wrapping_abs();
        let kf = k as f64;
        if !(k > 20 && kf < nrq / 2.0 - 1.0) {
            let s = r / q;
            let a = s * (n.wrapping_add(1)) as f64;
            let mut f = 1.0;
            if m < y {
                for i in (m + 1)..=y {
                    f *= a / i as f64 - s;
                }
            } else if m > y {
                for i in (y + 1)..=m {
                    f /= a / i as f64 - s;
                }
            }
            if v > f {
                continue 'step10;
            }
            break 'step10 y;
        }
        // Step52
        let rho = (kf / nrq) * ((kf * (kf / 3.0 + 0.625) + 0.16666666666666666) / nrq + 0.5);
        let t = (k.wrapping_neg().wrapping_mul(k)) as f64 / (2.0 * nrq);
        let big_a = v.ln();
        if big_a < t - rho {
            break 'step10 y;
        }
        if big_a > t + rho {
            continue 'step10;
        }
        let x1 = y.wrapping_add(1) as f64;
        let f1 = (m + 1) as f64;
        let z = (n.wrapping_add(1).wrapping_sub(m)) as f64;
        let w = (n.wrapping_sub(y).wrapping_add(1)) as f64;
        let x2 = x1 * x1;
        let f2 = f1 * f1;
        let z2 = z * z;
        let w2 = w * w;
        let bound = xm * (f1 / x1).ln()
            + ((n - m) as f64 + 0.5) * (z / w).ln()
            + (y - m) as f64 * (w * r / (x1 * q)).ln()
            + (13680. - (462. - (132. - (99. - 140. / f2) / f2) / f2) / f2) / f1 / 166320.
            + (13680. - (462. - (132. - (99. - 140. / z2) / z2) / z2) / z2) / z / 166320.
            + (13680. - (462. - (132. - (99. - 140. / x2) / x2) / x2) / x2) / x1 / 166320.
            + (13680. - (462. - (132. - (99. - 140. / w2) / w2) / w2) / w2) / w / 166320.;
        if big_a > bound {
            continue 'step10;
        }
        break 'step10 y;
    };
    // Step60
    Ok(if p > 0.5 { n - y } else { y })
}

/// `random_loggam`: log-gamma from SPECFUN (Zhang and Jin), its coefficients as NumPy
/// writes them.
#[allow(clippy::excessive_precision, clippy::needless_range_loop)]
fn loggam(x: f64) -> f64 {
    const A: [f64; 10] = [
        8.333333333333333e-02,
        -2.777777777777778e-03,
        7.936507936507937e-04,
        -5.952380952380952e-04,
        8.417508417508418e-04,
        -1.917526917526918e-03,
        6.410256410256410e-03,
        -2.955065359477124e-02,
        1.796443723688307e-01,
        -1.39243221690590e+00,
    ];
    let mut x0 = x;
    let mut n: i64 = 0;
    if x == 1.0 || x == 2.0 {
        return 0.0;
    } else if x <= 7.0 {
        n = (7.0 - x) as i64;
        x0 = x + n as f64;
    }
    let x2 = 1.0 / (x0 * x0);
    let xp = 2.0 * std::f64::consts::PI;
    let mut gl0 = A[9];
    for k in (0..=8).rev() {
        gl0 *= x2;
        gl0 += A[k];
    }
    let mut gl = gl0 / x0 + 0.5 * xp.ln() + (x0 - 0.5) * x0.ln() - x0;
    if x <= 7.0 {
        for _ in 1..=n {
            gl -= (x0 - 1.0).ln();
            x0 -= 1.0;
        }
    }
    gl
}

/// `random_poisson`: PTRS (Hoermann) for lam >= 10, multiplication below.
pub(super) fn poisson(mt: &mut impl Doubles, lam: f64) -> Result<i64> {
    if lam >= 10.0 {
        poisson_ptrs(mt, lam)
    } else if lam == 0.0 {
        Ok(0)
    } else {
        let enlam = (-lam).exp();
        let mut x: i64 = 0;
        let mut prod = 1.0;
        for _ in 0..MAX_TRIES {
            prod *= mt.double();
            if prod > enlam {
                x += 1;
            } else {
                return Ok(x);
            }
        }
        Err(too_many("poisson"))
    }
}

fn poisson_ptrs(mt: &mut impl Doubles, lam: f64) -> Result<i64> {
    let slam = lam.sqrt();
    let loglam = lam.ln();
    let b = 0.931 + 2.53 * slam;
    let a = -0.059 + 0.02483 * b;
    let invalpha = 1.1239 + 1.1328 / (b - 3.4);
    let vr = 0.9277 - 3.6224 / (b - 2.0);
    for _ in 0..MAX_TRIES {
        let u = mt.double() - 0.5;
        let v = mt.double();
        let us = 0.5 - u.abs();
        let k = ((2.0 * a / us + b) * u + lam + 0.43).floor() as i64;
        if us >= 0.07 && v <= vr {
            return Ok(k);
        }
        if k < 0 || (us < 0.013 && v > us) {
            continue;
        }
        if v.ln() + invalpha.ln() - (a / (us * us) + b).ln()
            <= -lam + k as f64 * loglam - loggam(k.wrapping_add(1) as f64)
        {
            return Ok(k);
        }
    }
    Err(too_many("poisson"))
}

/// `random_multinomial`: one row of counts, binomial by binomial.
pub(super) fn multinomial(
    mt: &mut impl Doubles,
    n: i64,
    pix: &[f64],
    row: &mut [i64],
) -> Result<()> {
    let d = pix.len();
    let mut remaining_p = 1.0;
    let mut dn = n;
    for j in 0..d - 1 {
        row[j] = binomial_new(mt, pix[j] / remaining_p, dn)?;
        dn -= row[j];
        if dn <= 0 {
            break;
        }
        remaining_p -= pix[j];
    }
    if dn > 0 {
        row[d - 1] = dn;
    }
    Ok(())
}

/// `_common.kahan_sum`.
fn kahan_sum(v: &[f64]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    let mut sum = v[0];
    let mut c = 0.0;
    for &x in &v[1..] {
        let y = x - c;
        let t = sum + y;
        c = (t - sum) - y;
        sum = t;
    }
    sum
}

/// `cdf = p.cumsum(); cdf /= cdf[-1]` (NumPy's accumulate adds in order).
fn normalized_cdf(p: &[f64]) -> Vec<f64> {
    let mut cdf = Vec::with_capacity(p.len());
    let mut acc = 0.0;
    for (i, &x) in p.iter().enumerate() {
        acc = if i == 0 { x } else { acc + x };
        cdf.push(acc);
    }
    if let Some(&last) = cdf.last() {
        for c in cdf.iter_mut() {
            *c /= last;
        }
    }
    cdf
}

/// `cdf.searchsorted(x, side='right')`.
fn search_right(cdf: &[f64], x: f64) -> i64 {
    cdf.partition_point(|&c| c <= x) as i64
}

/// RandomState.choice(replace=False, p=...): rounds of `rand(size - found)`, each keeping
/// the new indices in the order they first came, the found ones' probabilities zeroed.
fn choice_without_replacement(mt: &mut Mt19937, mut p: Vec<f64>, size: usize) -> Result<Vec<i64>> {
    let mut found: Vec<i64> = Vec::with_capacity(size);
    let mut seen = vec![false; p.len()];
    while found.len() < size {
        let x: Vec<f64> = (0..size - found.len()).map(|_| legacy_double(mt)).collect();
        for &i in &found {
            p[i as usize] = 0.0;
        }
        let cdf = normalized_cdf(&p);
        let mut fresh: Vec<i64> = Vec::new();
        for &u in &x {
            let i = search_right(&cdf, u);
            let iu = i as usize;
            if iu >= seen.len() {
                // a cdf of NaNs: NumPy would index past the end
                return Err(runtime(
                    "numpy.random.choice: probabilities gave no valid index",
                ));
            }
            if !seen[iu] {
                seen[iu] = true;
                fresh.push(i);
            }
        }
        if fresh.is_empty() {
            return Err(runtime(
                "numpy.random.choice: no new index could be drawn (NumPy's loop would not end)",
            ));
        }
        found.extend(fresh);
    }
    found.truncate(size);
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_stream_gives_numpys_draws() {
        // r = np.random.RandomState(0); r.beta(0.4, 0.4), r.gamma(3.0), r.binomial(1000, 0.4),
        // r.binomial(10, 0.3), r.poisson(100.0), r.poisson(3.0), r.laplace(),
        // r.standard_exponential()
        let mut st: State = (Mt19937::new(0), None);
        assert_eq!(beta(&mut st, 0.4, 0.4).unwrap(), 0.34029683942911143);
        assert_eq!(standard_gamma(&mut st, 3.0).unwrap(), 4.605512754466842);
        assert_eq!(binomial(&mut st.0, 0.4, 1000).unwrap(), 416);
        assert_eq!(binomial(&mut st.0, 0.3, 10).unwrap(), 5);
        assert_eq!(poisson(&mut st.0, 100.0).unwrap(), 127);
        assert_eq!(poisson(&mut st.0, 3.0).unwrap(), 4);
        assert_eq!(
            super::super::samplers::laplace(&mut st, 0.0, 1.0).unwrap(),
            -1.74721487960897
        );
        assert_eq!(standard_exponential(&mut st.0), 0.02042558668422495);
    }

    #[test]
    fn choice_and_multinomial_are_numpys() {
        // r = np.random.RandomState(1); r.choice(5, 3, replace=False, p=[.1, .2, .3, .2, .2]),
        // r.multinomial(20, [.2, .3, .5])
        let mut mt = Mt19937::new(1);
        let p = vec![0.1, 0.2, 0.3, 0.2, 0.2];
        assert_eq!(
            choice_without_replacement(&mut mt, p, 3).unwrap(),
            vec![2, 3, 0]
        );
        let mut row = [0i64; 3];
        multinomial(&mut mt, 20, &[0.2, 0.3, 0.5], &mut row).unwrap();
        assert_eq!(row, [3, 4, 13]);
    }

    #[test]
    fn a_sampler_numpy_never_ends_stops_with_an_error() {
        let mut mt = Mt19937::new(0);
        assert!(binomial(&mut mt, 6e-17, 5 * 10i64.pow(17)).is_err());
    }
}
