//! The Generator's fills (numpy/random/src/distributions/distributions.c as `Generator`
//! calls it) on the PCG64 stream: normal, lognormal, exponential and gamma are the lines the
//! legacy RandomState shares (`gamma::shared_sample`, over each one's draws), the samplers
//! built on those pieces are in samplers.rs, and beta (Johnk's algorithm or a ratio of
//! gammas), poisson, binomial and multinomial are here or shared with legacy.rs (over
//! `Doubles`). numpy_generator.py checks and broadcasts the parameters; here one flat fill
//! runs in C order, as NumPy's. Rejection loops get `MAX_TRIES` passes per sample, then stop
//! with an error.

use super::gamma::{self, GammaDraws};
use super::legacy::too_many;
use super::legacy::{binomial_new, float_param, floats, int_param, ints, multinomial, poisson};
use super::legacy::{Param, MAX_TRIES};
use super::pcg64::{generator, Pcg64};
use super::samplers;
use super::ziggurat::*;
use crate::error::{runtime, Result};
use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::Value;
use crate::storage::CpuBuffer;
use crate::tensor::Tensor;

pub(super) fn register(r: &mut Registry<FunctionFn>) {
    // `n` samples of `dist` with parameters `a`, `b` (NumPy's argument order; numbers, or
    // flat tensors of `n` values already broadcast), as a float64, float32 (the `_f`
    // samplers) or int64 (poisson, binomial) tensor.
    r.add(
        "numpy",
        &["np_pcg_fill"],
        "gen, dist, n, a=None, b=None, c=None",
        |_, a| {
            let gv = a.value("gen")?;
            let g = generator(&gv)?;
            let n = a.i64_or("n", 0)?.max(0) as usize;
            crate::limits::check_alloc(n, 8)?;
            let dist = a.str("dist")?.unwrap_or_default();
            let p = [
                a.value_or_none("a"),
                a.value_or_none("b"),
                a.value_or_none("c"),
            ];
            let t = fill(&mut g.0.borrow_mut(), &dist, n, &p)?;
            Ok(Value::Tensor(crate::ops::to_device(
                &t,
                crate::device::default_device(),
            )?))
        },
    );
    // `rows` Dirichlet draws of `alpha` (a float64 tensor), flat in C order.
    r.add(
        "numpy",
        &["np_pcg_dirichlet"],
        "gen, alpha, rows",
        |_, a| {
            let gv = a.value("gen")?;
            let g = generator(&gv)?;
            let alpha = a.tensor("alpha")?.to_f64_vec()?;
            let rows = a.i64_or("rows", 0)?.max(0) as usize;
            let total = rows.saturating_mul(alpha.len());
            crate::limits::check_alloc(total, 8)?;
            let mut out = vec![0.0f64; total];
            let k = alpha.len();
            // The sums of alpha from the right (the stick-breaking's second beta parameter).
            let mut csum = vec![0.0f64; k];
            let mut acc = 0.0;
            for j in (0..k).rev() {
                acc += alpha[j];
                csum[j] = acc;
            }
            // alpha.max() < 0.1 (a NaN anywhere makes the max NaN: the gamma branch).
            let max = alpha.iter().fold(f64::NEG_INFINITY, |m, &v| {
                if v.is_nan() || m.is_nan() {
                    f64::NAN
                } else {
                    m.max(v)
                }
            });
            let small = k > 0 && max < 0.1;
            if k > 0 && !(small && acc <= 0.0) {
                let mut gb = g.0.borrow_mut();
                for row in out.chunks_mut(k) {
                    samplers::dirichlet_row(&mut Doubles64(&mut gb), &alpha, &csum, small, row)?;
                }
            }
            Ok(Value::Tensor(crate::ops::to_device(
                &Tensor::from_buffer(CpuBuffer::F64(out), &[total]),
                crate::device::default_device(),
            )?))
        },
    );
    // `count` multinomial draws of `n` trials over `p` (random_multinomial), flat.
    r.add(
        "numpy",
        &["np_pcg_multinomial"],
        "gen, n, p, count",
        |_, a| {
            let gv = a.value("gen")?;
            let g = generator(&gv)?;
            let n = a.i64_or("n", 0)?;
            let p = a.tensor("p")?.to_f64_vec()?;
            let count = a.i64_or("count", 0)?.max(0) as usize;
            let total = count.saturating_mul(p.len());
            crate::limits::check_alloc(total, 8)?;
            let mut out = vec![0i64; total];
            if !p.is_empty() {
                let mut gb = g.0.borrow_mut();
                for row in out.chunks_mut(p.len()) {
                    multinomial(&mut *gb, n, &p, row)?;
                }
            }
            Ok(Value::Tensor(crate::ops::to_device(
                &Tensor::from_buffer(CpuBuffer::I64(out), &[total]),
                crate::device::default_device(),
            )?))
        },
    );
}

fn fill(g: &mut Pcg64, dist: &str, n: usize, p: &[Value; 3]) -> Result<Tensor> {
    let [a, b, c] = p;
    match dist {
        "binomial" => {
            // Generator.binomial(n, p): `a` is p, `b` is n (its iterator's order)
            let (p, cnt) = (float_param(a, n)?, int_param(b, n)?);
            let out = (0..n)
                .map(|i| binomial_new(g, p.at(i), cnt.at(i)))
                .collect::<Result<Vec<_>>>()?;
            return Ok(ints(out));
        }
        "poisson" => {
            let lam = float_param(a, n)?;
            let out = (0..n)
                .map(|i| poisson(g, lam.at(i)))
                .collect::<Result<Vec<_>>>()?;
            return Ok(ints(out));
        }
        "geometric" => {
            let pr = float_param(a, n)?;
            let out = (0..n)
                .map(|i| samplers::geometric(&mut Doubles64(g), pr.at(i)))
                .collect::<Result<Vec<_>>>()?;
            return Ok(ints(out));
        }
        "negative_binomial" => {
            let (cnt, pr) = (float_param(a, n)?, float_param(b, n)?);
            let out = (0..n)
                .map(|i| samplers::negative_binomial(&mut Doubles64(g), cnt.at(i), pr.at(i)))
                .collect::<Result<Vec<_>>>()?;
            return Ok(ints(out));
        }
        "standard_normal_f"
        | "standard_exponential_f"
        | "standard_exponential_inv_f"
        | "standard_gamma_f" => return fill_f(g, dist, n, &float_param(a, n)?),
        _ => {}
    }
    let (pa, pb, pc) = (float_param(a, n)?, float_param(b, n)?, float_param(c, n)?);
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        let (x, y, z) = (pa.at(i), pb.at(i), pc.at(i));
        let d = &mut Doubles64(g);
        if let Some(v) = gamma::shared_sample(d, dist, x, y, "Generator.standard_gamma")? {
            out.push(v);
            continue;
        }
        if let Some(v) = samplers::sample(d, dist, x, y, z)? {
            out.push(v);
            continue;
        }
        out.push(match dist {
            "standard_exponential_inv" => standard_exponential_inv(g),
            "beta" => beta(&mut Doubles64(g), x, y)?,
            _ => return Err(runtime(format!("np_pcg_fill: unknown distribution {dist}"))),
        });
    }
    Ok(floats(out))
}

/// The float32 samplers (`dtype=np.float32`): a float32 tensor.
fn fill_f(g: &mut Pcg64, dist: &str, n: usize, pa: &Param<f64>) -> Result<Tensor> {
    let mut out = Vec::with_capacity(n);
    for i in 0..n {
        out.push(match dist {
            "standard_normal_f" => standard_normal_f(g),
            "standard_exponential_f" => standard_exponential_f(g),
            "standard_exponential_inv_f" => standard_exponential_inv_f(g),
            _ => standard_gamma_f(g, pa.at(i) as f32)?,
        });
    }
    Ok(Tensor::from_buffer(CpuBuffer::F32(out), &[n]))
}

/// The Generator's float64 samplers, as the gamma sampler reads them.
pub(super) struct Doubles64<'a>(pub(super) &'a mut Pcg64);

impl GammaDraws for Doubles64<'_> {
    type F = f64;
    fn uniform(&mut self) -> f64 {
        self.0.next_double()
    }
    fn exponential(&mut self) -> f64 {
        standard_exponential(self.0)
    }
    fn normal(&mut self) -> f64 {
        standard_normal(self.0)
    }
}

/// The Generator's float32 samplers (`random_standard_gamma_f`).
struct Floats32<'a>(&'a mut Pcg64);

impl GammaDraws for Floats32<'_> {
    type F = f32;
    fn uniform(&mut self) -> f32 {
        self.0.next_float()
    }
    fn exponential(&mut self) -> f32 {
        standard_exponential_f(self.0)
    }
    fn normal(&mut self) -> f32 {
        standard_normal_f(self.0)
    }
}

/// `random_standard_gamma_f`: the same on the float32 samplers.
fn standard_gamma_f(g: &mut Pcg64, shape: f32) -> Result<f32> {
    gamma::standard_gamma(&mut Floats32(g), shape, "Generator.standard_gamma")
}

/// `random_beta`: Johnk's algorithm when both parameters are at most 1 (a pair summing to
/// 0 is rejected), else the ratio of two gammas.
pub(super) fn beta<D: GammaDraws<F = f64>>(d: &mut D, a: f64, b: f64) -> Result<f64> {
    if a <= 1.0 && b <= 1.0 {
        for _ in 0..MAX_TRIES {
            let u = d.uniform();
            let v = d.uniform();
            let x = u.powf(1.0 / a);
            let y = v.powf(1.0 / b);
            let xpy = x + y;
            if xpy <= 1.0 && xpy > 0.0 {
                return Ok(x / xpy);
            }
        }
        return Err(too_many("Generator.beta"));
    }
    let ga = gamma::standard_gamma(d, a, "Generator.beta")?;
    let gb = gamma::standard_gamma(d, b, "Generator.beta")?;
    Ok(ga / (ga + gb))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `random_standard_gamma` (gamma.rs) on the Generator's float64 samplers.
    fn standard_gamma(g: &mut Pcg64, shape: f64) -> Result<f64> {
        gamma::standard_gamma(&mut Doubles64(g), shape, "Generator.standard_gamma")
    }

    #[test]
    fn draws_match_numpy() {
        // NumPy 2.4: rng = np.random.default_rng(0); rng.standard_normal(3),
        // rng.standard_exponential(2), rng.standard_normal(2, dtype=np.float32),
        // rng.gamma(2.5, size=2), rng.poisson(12.5, size=3), rng.binomial(100, 0.4, size=3),
        // one after the other on the one stream.
        let mut g = Pcg64::from_entropy(&[0]);
        let normal: Vec<f64> = (0..3).map(|_| standard_normal(&mut g)).collect();
        assert_eq!(
            normal,
            [0.1257302210933933, -0.1321048632913019, 0.6404226504432821]
        );
        let exp: Vec<f64> = (0..2).map(|_| standard_exponential(&mut g)).collect();
        assert_eq!(exp, [0.0022693266812281823, 0.5503428726390482]);
        let normal_f: Vec<f32> = (0..2).map(|_| standard_normal_f(&mut g)).collect();
        assert_eq!(normal_f, [0.777_453_06, -1.358_281]);
        let gamma: Vec<f64> = (0..2)
            .map(|_| standard_gamma(&mut g, 2.5).unwrap())
            .collect();
        assert_eq!(gamma, [4.708700271933563, 1.2871081778532147]);
        let pois: Vec<i64> = (0..3).map(|_| poisson(&mut g, 12.5).unwrap()).collect();
        assert_eq!(pois, [16, 17, 15]);
        let binom: Vec<i64> = (0..3)
            .map(|_| binomial_new(&mut g, 0.4, 100).unwrap())
            .collect();
        assert_eq!(binom, [31, 42, 40]);
    }
}
