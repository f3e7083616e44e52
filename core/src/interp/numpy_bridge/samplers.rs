//! The Generator's samplers built on its four exact pieces (the ziggurat normal and
//! exponential, the standard gamma and the 53-bit double), as NumPy 2.4's
//! numpy/random/src/distributions/distributions.c forms them: each draws what NumPy's draws
//! and in its order, and does the same double arithmetic (libm's log, exp, expm1, pow,
//! cos, acos, fmod), so the values agree bit for bit. numpy_generator.py checks the
//! parameters (NumPy's messages) before a fill reaches these.

use super::gamma::{self, GammaDraws};
use super::legacy::{too_many, MAX_TRIES};
use crate::error::Result;
use std::f64::consts::PI;

/// The sampler `dist` with parameters `x`, `y`, `z` (NumPy's argument order), or None for a
/// name not here.
pub(super) fn sample<D: GammaDraws<F = f64>>(
    d: &mut D,
    dist: &str,
    x: f64,
    y: f64,
    z: f64,
) -> Result<Option<f64>> {
    Ok(Some(match dist {
        "chisquare" => chisquare(d, x)?,
        "noncentral_chisquare" => noncentral_chisquare(d, x, y)?,
        "f" => {
            // random_f: the numerator's chi-square is drawn first.
            let num = chisquare(d, x)? * y;
            num / (chisquare(d, y)? * x)
        }
        "noncentral_f" => {
            let t = noncentral_chisquare(d, x, z)? * y;
            t / (chisquare(d, y)? * x)
        }
        "standard_t" => {
            let num = d.normal();
            let denom = standard_gamma(d, x / 2.0)?;
            (x / 2.0).sqrt() * num / denom.sqrt()
        }
        "standard_cauchy" => {
            let num = d.normal();
            num / d.normal()
        }
        "pareto" => (d.exponential() / x).exp_m1(),
        "weibull" => {
            if x == 0.0 {
                0.0
            } else {
                d.exponential().powf(1.0 / x)
            }
        }
        "power" => (-(-d.exponential()).exp_m1()).powf(1.0 / x),
        "rayleigh" => x * (2.0 * d.exponential()).sqrt(),
        "laplace" => laplace(d, x, y)?,
        "gumbel" => gumbel(d, x, y)?,
        "logistic" => logistic(d, x, y)?,
        "wald" => wald(d, x, y),
        "vonmises" => vonmises(d, x, y)?,
        "triangular" => triangular(d, x, y, z),
        _ => return Ok(None),
    }))
}

fn standard_gamma<D: GammaDraws<F = f64>>(d: &mut D, shape: f64) -> Result<f64> {
    gamma::standard_gamma(d, shape, "Generator.standard_gamma")
}

/// `random_chisquare`: twice a standard gamma of half the degrees of freedom.
pub(super) fn chisquare<D: GammaDraws<F = f64>>(d: &mut D, df: f64) -> Result<f64> {
    Ok(2.0 * standard_gamma(d, df / 2.0)?)
}

/// `random_noncentral_chisquare`: NaN at once for a NaN `nonc`, the central one for 0, a
/// chi-square of df - 1 plus a shifted normal's square above df = 1, else a chi-square
/// whose degrees of freedom a Poisson draw raises.
fn noncentral_chisquare<D: GammaDraws<F = f64>>(d: &mut D, df: f64, nonc: f64) -> Result<f64> {
    if nonc.is_nan() {
        return Ok(f64::NAN);
    }
    if nonc == 0.0 {
        return chisquare(d, df);
    }
    if 1.0 < df {
        let chi2 = chisquare(d, df - 1.0)?;
        let n = d.normal() + nonc.sqrt();
        return Ok(chi2 + n * n);
    }
    let i = poisson(d, nonc / 2.0)?;
    chisquare(d, df + 2.0 * i as f64)
}

/// `random_poisson` over these draws (legacy.rs holds the one over `Doubles`).
fn poisson<D: GammaDraws<F = f64>>(d: &mut D, lam: f64) -> Result<i64> {
    super::legacy::poisson(&mut Uniforms(d), lam)
}

/// The uniform draws of a `GammaDraws` as legacy.rs's `Doubles`.
pub(super) struct Uniforms<'a, D>(pub(super) &'a mut D);

impl<D: GammaDraws<F = f64>> super::legacy::Doubles for Uniforms<'_, D> {
    fn double(&mut self) -> f64 {
        self.0.uniform()
    }
}

/// `random_laplace`: a draw of exactly 0 is rejected (NumPy recurses; this loops).
pub(super) fn laplace<D: GammaDraws<F = f64>>(d: &mut D, loc: f64, scale: f64) -> Result<f64> {
    for _ in 0..MAX_TRIES {
        let u = d.uniform();
        if u >= 0.5 {
            return Ok(loc - scale * (2.0 - u - u).ln());
        } else if u > 0.0 {
            return Ok(loc + scale * (u + u).ln());
        }
    }
    Err(too_many("laplace"))
}

/// `random_gumbel`: U = 1 - draw, a U of exactly 1 rejected.
fn gumbel<D: GammaDraws<F = f64>>(d: &mut D, loc: f64, scale: f64) -> Result<f64> {
    for _ in 0..MAX_TRIES {
        let u = 1.0 - d.uniform();
        if u < 1.0 {
            return Ok(loc - scale * (-u.ln()).ln());
        }
    }
    Err(too_many("gumbel"))
}

/// `random_logistic`: a draw of exactly 0 rejected.
fn logistic<D: GammaDraws<F = f64>>(d: &mut D, loc: f64, scale: f64) -> Result<f64> {
    for _ in 0..MAX_TRIES {
        let u = d.uniform();
        if u > 0.0 {
            return Ok(loc + scale * (u / (1.0 - u)).ln());
        }
    }
    Err(too_many("logistic"))
}

/// `random_wald`: Michael, Schucany and Haas' transformation (one normal, one uniform),
/// the root taken in NumPy 2's cancellation-free form, mean * (1 - 2 / d) (the older
/// mean + mean / (2 scale) * (Y - sqrt(4 scale Y + Y^2)) differs in the last bits).
fn wald<D: GammaDraws<F = f64>>(d: &mut D, mean: f64, scale: f64) -> f64 {
    let y = d.normal();
    let y = mean * y * y;
    let root = 1.0 + (1.0 + 4.0 * scale / y).sqrt();
    let x = mean * (1.0 - 2.0 / root);
    let u = d.uniform();
    if u <= mean / (mean + x) {
        x
    } else {
        mean * mean / x
    }
}

/// `random_vonmises`: Best and Fisher's rejection; a uniform angle below kappa 1e-8, a
/// wrapped normal above 1e6, the result folded into [-pi, pi] by C's fmod.
fn vonmises<D: GammaDraws<F = f64>>(d: &mut D, mu: f64, kappa: f64) -> Result<f64> {
    if kappa.is_nan() {
        return Ok(f64::NAN);
    }
    if kappa < 1e-8 {
        return Ok(PI * (2.0 * d.uniform() - 1.0));
    }
    let s = if kappa < 1e-5 {
        1.0 / kappa + kappa
    } else if kappa <= 1e6 {
        let r = 1.0 + (1.0 + 4.0 * kappa * kappa).sqrt();
        let rho = (r - (2.0 * r).sqrt()) / (2.0 * kappa);
        (1.0 + rho * rho) / (2.0 * rho)
    } else {
        let mut result = mu + (1.0 / kappa).sqrt() * d.normal();
        if result < -PI {
            result += 2.0 * PI;
        }
        if result > PI {
            result -= 2.0 * PI;
        }
        return Ok(result);
    };
    let mut w = f64::NAN;
    let mut accepted = false;
    for _ in 0..MAX_TRIES {
        let u = d.uniform();
        let z = (PI * u).cos();
        w = (1.0 + s * z) / (s + z);
        let y = kappa * (s - w);
        let v = d.uniform();
        if y * (2.0 - y) - v >= 0.0 || (y / v).ln() + 1.0 - y >= 0.0 {
            accepted = true;
            break;
        }
    }
    if !accepted {
        return Err(too_many("vonmises"));
    }
    let u = d.uniform();
    let mut result = w.acos();
    if u < 0.5 {
        result = -result;
    }
    result += mu;
    let neg = result < 0.0;
    // C's fmod is Rust's `%` on f64.
    let mut m = (result.abs() + PI) % (2.0 * PI) - PI;
    if neg {
        m *= -1.0;
    }
    Ok(m)
}

/// `random_triangular`: one uniform, inverted on the side of the mode it falls.
fn triangular<D: GammaDraws<F = f64>>(d: &mut D, left: f64, mode: f64, right: f64) -> f64 {
    let base = right - left;
    let leftbase = mode - left;
    let ratio = leftbase / base;
    let leftprod = leftbase * base;
    let rightprod = (right - mode) * base;
    let u = d.uniform();
    if u <= ratio {
        left + (u * leftprod).sqrt()
    } else {
        right - ((1.0 - u) * rightprod).sqrt()
    }
}

/// `random_geometric`: the search below p = 1/3's complement, else inversion from an
/// exponential, past 2**63 clamped to the largest int64.
pub(super) fn geometric<D: GammaDraws<F = f64>>(d: &mut D, p: f64) -> Result<i64> {
    if p >= 0.333_333_333_333_333_3 {
        let q = 1.0 - p;
        let u = d.uniform();
        let (mut x, mut sum, mut prod) = (1i64, p, p);
        while u > sum {
            prod *= q;
            sum += prod;
            x += 1;
            if x as u64 > MAX_TRIES {
                return Err(too_many("geometric"));
            }
        }
        return Ok(x);
    }
    let z = (-d.exponential() / (-p).ln_1p()).ceil();
    if z >= 9.223_372_036_854_776e18 {
        return Ok(i64::MAX);
    }
    Ok(z as i64)
}

/// `random_negative_binomial`: a Poisson draw of a gamma's rate.
pub(super) fn negative_binomial<D: GammaDraws<F = f64>>(d: &mut D, n: f64, p: f64) -> Result<i64> {
    let y = (1.0 - p) / p * standard_gamma(d, n)?;
    poisson(d, y)
}

/// One row of `Generator.dirichlet`: stick-breaking on betas when every alpha is below
/// 0.1 (no 0/0 when all the gammas underflow), else normalised standard gammas.
pub(super) fn dirichlet_row<D: GammaDraws<F = f64>>(
    d: &mut D,
    alpha: &[f64],
    csum: &[f64],
    small: bool,
    row: &mut [f64],
) -> Result<()> {
    let k = alpha.len();
    if small {
        let mut acc = 1.0;
        for j in 0..k - 1 {
            let v = super::generator_fill::beta(d, alpha[j], csum[j + 1])?;
            row[j] = acc * v;
            acc *= 1.0 - v;
            if csum[j + 1] == 0.0 {
                break;
            }
        }
        row[k - 1] = acc;
        return Ok(());
    }
    let mut acc = 0.0;
    for j in 0..k {
        row[j] = standard_gamma(d, alpha[j])?;
        acc += row[j];
    }
    let inv = 1.0 / acc;
    for v in row.iter_mut() {
        *v *= inv;
    }
    Ok(())
}
