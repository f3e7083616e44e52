//! NumPy's standard gamma draw, one algorithm over three sources of draws: the Generator's
//! float64 and float32 samplers (`random_standard_gamma`, `random_standard_gamma_f`) and the
//! legacy RandomState (`legacy_standard_gamma`, on the polar Gaussian). The exponential at
//! shape 1, 0 at 0, Ahrens-Dieter's rejection from the exponential below 1, Marsaglia-Tsang
//! above. Every constant is formed in the draw's own float type, as the C source's literals
//! are, so the float32 sampler rounds as NumPy's does.

use super::legacy::{too_many, MAX_TRIES};
use crate::element::{Element, Float};
use crate::error::Result;

/// The draws the gamma sampler reads.
pub(super) trait GammaDraws {
    type F: Float;
    fn uniform(&mut self) -> Self::F;
    fn exponential(&mut self) -> Self::F;
    fn normal(&mut self) -> Self::F;
}

/// One standard gamma sample of `shape` (checked by the caller: not negative). `dist`
/// names the sampler in the error a runaway rejection loop ends with.
pub(super) fn standard_gamma<D: GammaDraws>(d: &mut D, shape: D::F, dist: &str) -> Result<D::F> {
    let f = |v: f64| D::F::from_f64(v);
    let one = D::F::ONE;
    if shape == one {
        return Ok(d.exponential());
    } else if shape == D::F::ZERO {
        return Ok(D::F::ZERO);
    } else if shape < one {
        for _ in 0..MAX_TRIES {
            let u = d.uniform();
            let v = d.exponential();
            if u <= one - shape {
                let x = u.powf(one / shape);
                if x <= v {
                    return Ok(x);
                }
            } else {
                let y = -((one - u) / shape).ln();
                let x = (one - shape + shape * y).powf(one / shape);
                if x <= v + y {
                    return Ok(x);
                }
            }
        }
        return Err(too_many(dist));
    }
    let b = shape - one / f(3.0);
    let c = one / (f(9.0) * b).sqrt();
    let (k, half) = (f(0.0331), f(0.5));
    // One budget for the normals and the acceptance tests together: no loop runs unbounded.
    let mut tries = 0u64;
    loop {
        let (x, v) = loop {
            tries += 1;
            if tries > MAX_TRIES {
                return Err(too_many(dist));
            }
            let x = d.normal();
            let v = one + c * x;
            // C's `while (V <= 0.0)`: a NaN V leaves the loop too.
            if v > D::F::ZERO || v.is_nan() {
                break (x, v);
            }
        };
        let v = v * v * v;
        let u = d.uniform();
        if u < one - k * (x * x) * (x * x) {
            return Ok(b * v);
        }
        if u.ln() < half * x * x + b * (one - v + v.ln()) {
            return Ok(b * v);
        }
    }
}

/// The samplers NumPy's Generator and legacy RandomState form alike from their own normal,
/// exponential and gamma draws (`random_normal`, `random_lognormal`, `random_exponential`,
/// `random_gamma` and their `legacy_` twins): one body for both, over either's draws. None
/// for a name not here; `gamma_name` names the gamma in a runaway loop's error.
pub(super) fn shared_sample<D: GammaDraws<F = f64>>(
    d: &mut D,
    dist: &str,
    x: f64,
    y: f64,
    gamma_name: &str,
) -> Result<Option<f64>> {
    Ok(Some(match dist {
        "standard_normal" => d.normal(),
        "normal" => x + y * d.normal(),
        "lognormal" => (x + y * d.normal()).exp(),
        "standard_exponential" => d.exponential(),
        "exponential" => x * d.exponential(),
        "standard_gamma" => standard_gamma(d, x, gamma_name)?,
        "gamma" => y * standard_gamma(d, x, gamma_name)?,
        _ => return Ok(None),
    }))
}

#[cfg(test)]
mod tests {
    use crate::element::Element;

    #[test]
    fn the_float32_constants_are_the_c_literals() {
        // `from_f64` rounds twice (to double, then to float); for these literals that is
        // the float literal itself.
        assert_eq!(<f32 as Element>::from_f64(0.0331), 0.0331f32);
        assert_eq!(<f32 as Element>::from_f64(0.5), 0.5f32);
        assert_eq!(1.0f32 / <f32 as Element>::from_f64(3.0), 1.0f32 / 3.0f32);
    }
}
