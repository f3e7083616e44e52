//! Sampling ops built on the random fills: `bernoulli` with a probability tensor and
//! `multinomial`, drawing in PyTorch's order so a seeded script gives a notebook's picks.

use super::random::{current_generator, fill_random_, fill_with};
use super::{empty, to_host};
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::RandomDist;
use crate::layout::MemoryFormat;
use crate::random::distributions::{self, Draw};
use crate::tensor::Tensor;

/// `t.bernoulli_(p)` with a tensor of probabilities, broadcast to `t`'s shape.
pub fn bernoulli_tensor_(t: &Tensor, p: &Tensor) -> Result<()> {
    super::random::check_refused()?;
    if !p.dtype().is_floating() {
        return Err(crate::error::not_implemented(format!(
            "\"bernoulli_tensor_cpu_p_\" not implemented for '{}'",
            p.dtype().legacy_name()
        )));
    }
    let sizes: Vec<i64> = t.shape().iter().map(|&s| s as i64).collect();
    let p = super::view::expand(&super::to_device(p, t.device())?, &sizes)?;
    fill_with(t, RandomDist::BernoulliTensor, Some(&p))
}

/// `torch.bernoulli(input)` (each element of `input` is its own probability) or
/// `torch.bernoulli(input, p)`: a new tensor like `input`.
pub fn bernoulli(input: &Tensor, p: Option<f64>) -> Result<Tensor> {
    super::random::check_refused()?;
    let out = super::like(input, None, None, MemoryFormat::Contiguous, None)?;
    match p {
        Some(p) => fill_random_(&out, RandomDist::Bernoulli { p })?,
        None => bernoulli_tensor_(&out, input)?,
    }
    Ok(out.as_fresh())
}

/// `torch.multinomial(probs, n, replacement)`: `n` category indices per row of a 1-d or 2-d
/// tensor of weights. Without replacement (or for one sample) PyTorch draws an exponential
/// per category and takes the largest `p / q` (the Gumbel trick); with replacement it
/// binary-searches the normalised cumulative sum with one double uniform per sample.
pub fn multinomial(probs: &Tensor, n: i64, replacement: bool) -> Result<Tensor> {
    super::random::check_draw()?;
    let dim = probs.ndim();
    if probs.device() == crate::device::Device::Meta {
        // PyTorch's meta kernel checks only the rank (its own words): nothing is drawn.
        if dim == 0 || dim > 2 {
            return Err(runtime(format!(
                "The probability distributions dimensions must be 1 or 2, but got {dim}"
            )));
        }
        let mut shape: Vec<i64> = if dim == 1 {
            vec![]
        } else {
            vec![probs.shape()[0] as i64]
        };
        shape.push(n);
        return crate::ops::meta_empty(&super::factory::check_shape(&shape)?, DType::Int64);
    }
    if dim == 0 || dim > 2 {
        return Err(runtime("prob_dist must be 1 or 2 dim"));
    }
    if !probs.dtype().is_floating() {
        return Err(runtime(format!(
            "multinomial only supports floating-point dtypes for input, got: {}",
            probs.dtype().legacy_name()
        )));
    }
    if n <= 0 {
        return Err(runtime("cannot sample n_sample <= 0 samples"));
    }
    let shape = probs.shape();
    let cats = shape[dim - 1];
    let rows = if dim == 2 { shape[0] } else { 1 };
    if !replacement && n as u64 > cats as u64 {
        return Err(runtime(
            "cannot sample n_sample > prob_dist.size(-1) samples without replacement",
        ));
    }
    if cats > 1 << 24 {
        return Err(runtime("number of categories cannot exceed 2^24"));
    }
    // The output (and, with replacement, one double uniform per pick) is checked against
    // the allocation cap before any host vector is built: `n` can be 2**31 or more, and on
    // wasm32 it does not even fit a `usize`.
    let n = usize::try_from(n).unwrap_or(usize::MAX);
    let out_shape: Vec<usize> = if dim == 1 { vec![n] } else { vec![rows, n] };
    crate::limits::check_alloc_shape(&out_shape, 8)?;
    if rows * n == 0 {
        return empty(&out_shape, DType::Int64, probs.device());
    }
    let p = to_host(probs)?.to_f64_vec()?;
    let picks = if !replacement || n == 1 {
        without_replacement(probs, &p, rows, cats, n)?
    } else {
        with_replacement(probs, &p, rows, cats, n)?
    };
    super::factory::from_i64(&picks, &out_shape, probs.device())
}

fn without_replacement(
    probs: &Tensor,
    p: &[f64],
    rows: usize,
    cats: usize,
    n: usize,
) -> Result<Vec<i64>> {
    if p.iter().any(|v| !(*v < f64::INFINITY && *v >= 0.0)) {
        return Err(runtime(
            "probability tensor contains either `inf`, `nan` or element < 0",
        ));
    }
    if p.chunks(cats).any(|row| row.iter().sum::<f64>() == 0.0) {
        return Err(runtime(
            "invalid multinomial distribution (sum of probabilities <= 0)",
        ));
    }
    let q = super::like(probs, None, None, MemoryFormat::Preserve, None)?;
    fill_random_(&q, RandomDist::Exponential { lambda: 1.0 })?;
    let q = to_host(&q)?.to_f64_vec()?;
    // `at::div_(q, self, q)` in the input's dtype: a float32 quotient for the reduced
    // types too, rounded back on the store (the rounding can make ties of its own).
    let dtype = probs.dtype();
    let key = |i: usize| match dtype {
        DType::Float64 => p[i] / q[i],
        _ => crate::element::round_as(dtype, (p[i] as f32 / q[i] as f32) as f64),
    };
    let mut picks = Vec::with_capacity(rows * n);
    for r in 0..rows {
        let keys: Vec<f64> = (r * cats..(r + 1) * cats).map(key).collect();
        if n == 1 {
            // `argmax`: the first of the largest.
            let best = (0..cats).fold(0, |b, i| if keys[i] > keys[b] { i } else { b });
            picks.push(best as i64);
        } else {
            // `at::topk_out(vals, result, q, n)`: the ties (the zero-probability categories
            // once the others are drawn) come out in nth_element/partial_sort's order.
            let order = crate::cpu::stl_order::topk_row(&keys, n, true, true);
            picks.extend(order.iter().map(|&i| i as i64));
        }
    }
    Ok(picks)
}

fn with_replacement(
    probs: &Tensor,
    p: &[f64],
    rows: usize,
    cats: usize,
    n: usize,
) -> Result<Vec<i64>> {
    let single = probs.dtype() == DType::Float32;
    // The cumulative sums are kept in the input's precision, as PyTorch's kernel keeps them.
    let round = |v: f64| if single { v as f32 as f64 } else { v };
    let mut uniforms = if probs.device() == Device::Cpu {
        None
    } else {
        let u = super::random::rand(&[rows * n], Some(DType::Float64), probs.device())?;
        Some(to_host(&u)?.to_f64_vec()?.into_iter())
    };
    let gen = current_generator();
    let mut picks = Vec::with_capacity(rows * n);
    for r in 0..rows {
        let mut cum = vec![0.0; cats];
        let mut sum = 0.0;
        for (j, c) in cum.iter_mut().enumerate() {
            let v = p[r * cats + j];
            if v < 0.0 {
                return Err(runtime(
                    "invalid multinomial distribution (encountering probability entry < 0)",
                ));
            }
            if !v.is_finite() {
                return Err(runtime(
                    "invalid multinomial distribution (encountering probability entry = infinity or NaN)",
                ));
            }
            sum = round(sum + v);
            *c = sum;
        }
        if sum <= 0.0 {
            return Err(runtime(
                "invalid multinomial distribution (sum of probabilities <= 0)",
            ));
        }
        for c in cum.iter_mut() {
            *c = round(*c / sum);
        }
        cum[cats - 1] = 1.0;
        for _ in 0..n {
            let u = match uniforms.as_mut() {
                Some(it) => it.next().unwrap_or(0.0),
                None => crate::random::distributions::uniform_f64(&mut gen.lock(), 0.0, 1.0),
            };
            let (mut lo, mut hi) = (0usize, cats);
            while hi > lo {
                let mid = lo + (hi - lo) / 2;
                if cum[mid] < u {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            picks.push(lo as i64);
        }
    }
    Ok(picks)
}

/// `torch.poisson(rates)`: one count per element, drawn in the rates' logical order (PyTorch's
/// serial kernel over a fresh contiguous output). Off the CPU the uniforms come from the
/// device stream, one counter each.
pub fn poisson(rates: &Tensor) -> Result<Tensor> {
    super::random::check_draw()?;
    if !rates.dtype().is_floating() {
        return Err(crate::error::not_implemented(format!(
            "\"poisson_cpu\" not implemented for '{}'",
            rates.dtype().legacy_name()
        )));
    }
    let lambdas = to_host(rates)?.to_f64_vec()?;
    let mut out = Vec::with_capacity(lambdas.len());
    let cpu = rates.device() == Device::Cpu;
    let gen = current_generator();
    let mut g = gen.lock();
    let mut uniform = || {
        if cpu {
            crate::random::distributions::uniform_f64(&mut g, 0.0, 1.0)
        } else {
            super::random::device_uniform()
        }
    };
    for &l in &lambdas {
        if l.is_nan() || l < 0.0 {
            return Err(runtime(
                "invalid Poisson rate, expected rate to be non-negative",
            ));
        }
        out.push(crate::scalar::Scalar::Float(
            crate::random::distributions::poisson(l, &mut uniform),
        ));
    }
    drop(g);
    super::factory::tensor(&out, &rates.shape(), Some(rates.dtype()), rates.device())
}

/// The elements of `t` broadcast to `shape`, in logical order, on the host, as f64.
fn values_as(t: &Tensor, shape: &[usize]) -> Result<Vec<f64>> {
    let sizes: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
    to_host(&super::view::expand(t, &sizes)?)?.to_f64_vec()
}

fn floating_only(t: &Tensor, kernel: &str) -> Result<()> {
    if t.dtype().is_floating() && t.dtype() != DType::Float16 && t.dtype() != DType::BFloat16 {
        return Ok(());
    }
    Err(crate::error::not_implemented(format!(
        "\"{kernel}\" not implemented for '{}'",
        t.dtype().legacy_name()
    )))
}

/// Double uniforms and normals for the samplers, from PyTorch's CPU generator (normals
/// through its cached Box-Muller pair) or, off the CPU, from the device stream.
fn with_draws<R>(cpu: bool, f: impl FnOnce(&mut dyn FnMut(Draw) -> f64) -> R) -> R {
    let gen = current_generator();
    let mut g = gen.lock();
    let mut draw = |d: Draw| -> f64 {
        match (cpu, d) {
            (true, Draw::Uniform) => distributions::uniform_f64(&mut g, 0.0, 1.0),
            (true, Draw::Normal) => distributions::normal_f64(&mut g, 0.0, 1.0),
            (false, Draw::Uniform) => super::random::device_uniform(),
            (false, Draw::Normal) => {
                let u1 = super::random::device_uniform();
                let u2 = super::random::device_uniform();
                (-2.0 * (-u2).ln_1p()).sqrt() * (2.0 * std::f64::consts::PI * u1).cos()
            }
        }
    };
    f(&mut draw)
}

fn result(values: Vec<f64>, like: &Tensor) -> Result<Tensor> {
    let out: Vec<crate::scalar::Scalar> = values
        .into_iter()
        .map(crate::scalar::Scalar::Float)
        .collect();
    super::factory::tensor(&out, &like.shape(), Some(like.dtype()), like.device())
}

/// `torch._standard_gamma(alpha)` without its gradient: one Gamma(alpha, 1) draw per
/// element in logical order (ATen's serial kernel over a fresh output), clamped below at the
/// dtype's smallest normal number as ATen clamps it.
pub fn standard_gamma(alpha: &Tensor) -> Result<Tensor> {
    super::random::check_draw()?;
    floating_only(alpha, "gamma_cpu")?;
    let single = alpha.dtype() == DType::Float32;
    let alphas = values_as(alpha, &alpha.shape())?;
    let tiny = if single {
        f32::MIN_POSITIVE as f64
    } else {
        f64::MIN_POSITIVE
    };
    let values = with_draws(alpha.device() == Device::Cpu, |draw| {
        alphas
            .iter()
            .map(|&a| {
                let s = distributions::gamma(a, single, draw);
                let s = if single { s as f32 as f64 } else { s };
                if tiny < s {
                    s
                } else {
                    tiny
                }
            })
            .collect::<Vec<f64>>()
    });
    result(values, alpha)
}

/// `torch._sample_dirichlet(alpha)`: gamma draws in double (ATen casts alpha up to avoid
/// underflow), each normalised by its row's sum, then clamped into the dtype's
/// [smallest normal, largest value below 1].
pub fn sample_dirichlet(alpha: &Tensor) -> Result<Tensor> {
    super::random::check_draw()?;
    floating_only(alpha, "dirichlet")?;
    let shape = alpha.shape();
    let single = alpha.dtype() == DType::Float32;
    let alphas = values_as(alpha, &shape)?;
    let gammas = with_draws(alpha.device() == Device::Cpu, |draw| {
        alphas
            .iter()
            .map(|&a| {
                let s = distributions::gamma(a, false, draw);
                if f64::MIN_POSITIVE < s {
                    s
                } else {
                    f64::MIN_POSITIVE
                }
            })
            .collect::<Vec<f64>>()
    });
    let k = shape.last().copied().unwrap_or(1).max(1);
    let (lo, hi) = if single {
        (
            f32::MIN_POSITIVE as f64,
            f32::from_bits(1.0f32.to_bits() - 1) as f64,
        )
    } else {
        (f64::MIN_POSITIVE, f64::from_bits(1.0f64.to_bits() - 1))
    };
    let mut values = Vec::with_capacity(gammas.len());
    for row in gammas.chunks(k) {
        let sum: f64 = row.iter().sum();
        for &g in row {
            let v = g / sum;
            let v = if single { v as f32 as f64 } else { v };
            values.push(if lo < v { v } else { lo }.min(hi));
        }
    }
    result(values, alpha)
}

/// `torch.binomial(count, prob)`: one draw per element of `count`'s shape (prob broadcast to
/// it), in the element type's arithmetic as ATen's `sample_binomial`.
pub fn binomial(count: &Tensor, prob: &Tensor) -> Result<Tensor> {
    super::random::check_draw()?;
    for (t, what) in [(count, "count"), (prob, "prob")] {
        if !t.dtype().is_floating() {
            return Err(crate::error::value_error(format!(
                "binomial only supports floating-point dtypes for {what}, got: {}",
                t.dtype().legacy_name()
            )));
        }
    }
    if count.dtype() != prob.dtype() {
        return Err(runtime(format!(
            "Found dtype {} but expected {}",
            prob.dtype().legacy_name(),
            count.dtype().legacy_name()
        )));
    }
    floating_only(count, "binomial_cpu")?;
    let shape = count.shape();
    let counts = values_as(count, &shape)?;
    let probs = values_as(prob, &shape)?;
    let single = count.dtype() == DType::Float32;
    let values = with_draws(count.device() == Device::Cpu, |draw| {
        let mut uniform = || draw(Draw::Uniform);
        counts
            .iter()
            .zip(&probs)
            .map(|(&n, &p)| {
                if single {
                    distributions::binomial_f32(n as f32, p as f32, &mut uniform) as f64
                } else {
                    distributions::binomial_f64(n, p, &mut uniform)
                }
            })
            .collect::<Vec<f64>>()
    });
    result(values, count)
}

/// `torch._standard_gamma_grad(alpha, x)`: the reparameterized gradient of each gamma draw.
pub fn standard_gamma_grad(alpha: &Tensor, x: &Tensor) -> Result<Tensor> {
    floating_only(alpha, "_standard_gamma_grad_cpu")?;
    let shape = alpha.shape();
    let a = values_as(alpha, &shape)?;
    let xs = values_as(x, &shape)?;
    let values = a
        .iter()
        .zip(&xs)
        .map(|(&a, &x)| crate::random::reparam::standard_gamma_grad(a, x))
        .collect();
    result(values, alpha)
}

/// `torch._dirichlet_grad(x, alpha, total)`: the reparameterized gradient of each
/// Dirichlet coordinate.
pub fn dirichlet_grad(x: &Tensor, alpha: &Tensor, total: &Tensor) -> Result<Tensor> {
    floating_only(x, "_dirichlet_grad_cpu")?;
    let shape = x.shape();
    let xs = values_as(x, &shape)?;
    let a = values_as(alpha, &shape)?;
    let t = values_as(total, &shape)?;
    let values = xs
        .iter()
        .zip(a.iter().zip(&t))
        .map(|(&x, (&a, &t))| crate::random::reparam::dirichlet_grad(x, a, t))
        .collect();
    result(values, x)
}
