//! Sampling ops built on the random fills: `bernoulli` with a probability tensor and
//! `multinomial`, drawing in PyTorch's order so a seeded script gives a notebook's picks.

use super::random::{current_generator, fill_random_, fill_with};
use super::{empty, to_host};
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::RandomDist;
use crate::layout::MemoryFormat;
use crate::tensor::Tensor;

/// `t.bernoulli_(p)` with a tensor of probabilities, broadcast to `t`'s shape.
pub fn bernoulli_tensor_(t: &Tensor, p: &Tensor) -> Result<()> {
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
    let dim = probs.ndim();
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
    let single = probs.dtype() == DType::Float32;
    let mut picks = Vec::with_capacity(rows * n);
    for r in 0..rows {
        let keys: Vec<f64> = (r * cats..(r + 1) * cats)
            .map(|i| {
                if single {
                    (p[i] as f32 / q[i] as f32) as f64
                } else {
                    p[i] / q[i]
                }
            })
            .collect();
        let mut order: Vec<usize> = (0..cats).collect();
        // Largest first, the lower index first among equals (argmax and topk agree).
        order.sort_by(|&a, &b| keys[b].total_cmp(&keys[a]).then(a.cmp(&b)));
        picks.extend(order[..n].iter().map(|&i| i as i64));
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
