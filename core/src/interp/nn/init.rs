//! `torch.nn.init`: fill a tensor in place, without recording, and return it. The
//! deprecated names without the trailing underscore (`init.normal`, ...) are PyTorch's
//! aliases of the same functions.

use super::Functions;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::{Args, Bound};
use crate::interp::complex::ComplexTensor;
use crate::interp::eval::Interp;
use crate::interp::objects::GeneratorObj;
use crate::interp::registry::Entry;
use crate::interp::registry::FunctionFn;
use crate::interp::value::Value;
use crate::kernels::RandomDist;
use crate::ops;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

pub fn register(r: &mut Functions) {
    let topic = "init";
    r.add(topic, &["zeros_"], "tensor", |_, b| {
        fill(b, |t, _| ops::fill_(&t.t, Scalar::Int(0)))
    });
    r.add(topic, &["ones_"], "tensor", |_, b| {
        fill(b, |t, _| t.fill(&Value::Int(1)))
    });
    r.add(topic, &["constant_", "constant"], "tensor, val", |_, b| {
        fill(b, |t, b| t.fill(&b.value("val")?))
    });
    r.add(
        topic,
        &["uniform_", "uniform"],
        "tensor, a=0.0, b=1.0, generator=None",
        |_, b| {
            fill(b, |t, b| {
                let (low, high) = (b.f64_or("a", 0.0)?, b.f64_or("b", 1.0)?);
                uniform_of(t, b, low, high)
            })
        },
    );
    r.add(
        topic,
        &["normal_", "normal"],
        "tensor, mean=0.0, std=1.0, generator=None",
        |_, b| {
            fill(b, |t, b| {
                normal_of(t, b, b.f64_or("mean", 0.0)?, b.f64_or("std", 1.0)?)
            })
        },
    );
    r.add(
        topic,
        &["trunc_normal_"],
        "tensor, mean=0.0, std=1.0, a=-2.0, b=2.0, generator=None",
        |_, b| fill(b, complex_trunc_normal),
    );
    let kaiming = "tensor, a=0, mode='fan_in', nonlinearity='leaky_relu', generator=None";
    r.add(
        topic,
        &["kaiming_uniform_", "kaiming_uniform"],
        kaiming,
        |it, b| kaiming_(it, b, true),
    );
    r.add(
        topic,
        &["kaiming_normal_", "kaiming_normal"],
        kaiming,
        |it, b| kaiming_(it, b, false),
    );
    r.add(
        topic,
        &["xavier_uniform_", "xavier_uniform"],
        "tensor, gain=1.0, generator=None",
        |_, b| xavier_(b, true),
    );
    r.add(
        topic,
        &["xavier_normal_", "xavier_normal"],
        "tensor, gain=1.0, generator=None",
        |_, b| xavier_(b, false),
    );
    r.add(
        topic,
        &["orthogonal_", "orthogonal"],
        "tensor, gain=1, generator=None",
        |_, b| fill(b, complex_orthogonal),
    );
    // The private helper initialisation code calls for a layer's fans (`1 / sqrt(fan_in)`
    // bounds in hand-written resets).
    r.add(
        topic,
        &["_calculate_fan_in_and_fan_out"],
        "tensor",
        |_, b| {
            let (fan_in, fan_out) = fans(&target(b)?.shape())?;
            Ok(Value::tuple(vec![
                Value::Int(fan_in as i64),
                Value::Int(fan_out as i64),
            ]))
        },
    );
    r.add(
        topic,
        &["_calculate_correct_fan"],
        "tensor, mode",
        |_, b| {
            let mode = b.str("mode")?.unwrap_or_default();
            Ok(Value::Int(correct_fan(&target(b)?.shape(), &mode)? as i64))
        },
    );
    r.add(
        topic,
        &["calculate_gain"],
        "nonlinearity, param=None",
        |it, b| {
            let name = b.str("nonlinearity")?.unwrap_or_default();
            // PyTorch returns the int 1 for the linear family, floats otherwise.
            let linear = matches!(
                name.as_str(),
                "linear"
                    | "conv1d"
                    | "conv2d"
                    | "conv3d"
                    | "conv_transpose1d"
                    | "conv_transpose2d"
                    | "conv_transpose3d"
                    | "sigmoid"
            );
            if linear {
                return Ok(Value::Int(1));
            }
            Ok(Value::Float(gain(it, &name, b.get("param"))?))
        },
    );
    // Written in Python (the prelude's `_init_<name>`), as torch/nn/init.py writes them.
    for (names, sig) in [
        (&["eye_"][..], "tensor"),
        (&["dirac_"], "tensor, groups=1"),
        (
            &["sparse_", "sparse"],
            "tensor, sparsity, std=0.01, generator=None",
        ),
    ] {
        r.add(topic, names, sig, |it, b| {
            it.call_prelude_entry("_init_", vec![], b)
        });
    }
}

/// PyTorch's `_make_deprecate` aliases.
const DEPRECATED_NAMES: &[&str] = &[
    "uniform",
    "normal",
    "constant",
    "xavier_uniform",
    "xavier_normal",
    "kaiming_uniform",
    "kaiming_normal",
    "orthogonal",
    "sparse",
];

/// Binds and runs an init function. A `generator=` given by keyword is already in force
/// (every builtin call takes its stream); one given by position is put in force here.
pub(super) fn call(
    it: &mut Interp,
    entry: &Entry<FunctionFn>,
    name: &str,
    args: &Args,
) -> Result<Value> {
    let b = entry.bind(name, args)?;
    // The old names without the trailing underscore still work, with PyTorch's warning.
    if DEPRECATED_NAMES.contains(&name) {
        crate::warnings::warn(
            crate::warnings::Category::Future,
            format!("`nn.init.{name}` is now deprecated in favor of `nn.init.{name}_`."),
        );
    }
    let by_keyword = args.kw.iter().any(|(k, _)| k == "generator");
    match b
        .get("generator")
        .and_then(|g| g.downcast::<GeneratorObj>())
    {
        Some(GeneratorObj { own: Some(g) }) if !by_keyword => {
            let g = g.clone();
            ops::random::with_generator(&g, || (entry.f)(it, &b))
        }
        _ => (entry.f)(it, &b),
    }
}

/// The tensor an init function fills: a real tensor, or a complex tensor's float pairs
/// (PyTorch's random fills draw `view_as_real(tensor)` in memory order).
pub(super) struct Target {
    t: Tensor,
    complex: bool,
    value: Value,
}

impl Target {
    /// The tensor's shape as the script knows it.
    fn shape(&self) -> Vec<usize> {
        let s = self.t.shape();
        if self.complex {
            s[..s.len() - 1].to_vec()
        } else {
            s
        }
    }

    /// `tensor.fill_(v)`: a complex tensor takes a complex or real number in both parts.
    fn fill(&self, v: &Value) -> Result<()> {
        if !self.complex {
            // A complex value with an imaginary part does not fit a real tensor (c10's
            // checked conversion); one without is its real part.
            if let Some(c) = v.downcast::<crate::interp::complex::PyComplex>() {
                if c.im != 0.0 {
                    return Err(crate::error::runtime(format!(
                        "value cannot be converted to type {} without overflow",
                        self.t.dtype().c_type_name()
                    )));
                }
                return ops::fill_(&self.t, Scalar::Float(c.re));
            }
            return ops::fill_(&self.t, crate::interp::args::to_scalar(v)?);
        }
        let z = ComplexTensor::of(&self.value).expect("complex target");
        crate::interp::complex::write_back(z, v)
    }

    /// The error of an op without a complex kernel that PyTorch's init function reaches
    /// after its draws, by that kernel's name.
    fn no_kernel(&self, kernel: &str) -> TorchError {
        match kernel {
            "sign" => TorchError::new(
                ErrorKind::NotImplementedError,
                "Unlike NumPy, torch.sign is not intended to support complex numbers. Please use torch.sgn instead.",
            ),
            k => TorchError::new(
                ErrorKind::NotImplementedError,
                format!(
                    "\"{k}\" not implemented for '{}'",
                    if self.t.dtype() == crate::DType::Float64 {
                        "ComplexDouble"
                    } else {
                        "ComplexFloat"
                    }
                ),
            ),
        }
    }
}

/// `trunc_normal_`: a complex tensor gets init.py's first draws (`tensor.normal_`, or
/// `tensor.uniform_` when the window holds little mass) before its comparison has no
/// complex kernel.
fn complex_trunc_normal(t: &Target, b: &Bound) -> Result<()> {
    if !t.complex {
        return trunc_normal(&t.t, b);
    }
    let (mean, std) = (b.f64_or("mean", 0.0)?, b.f64_or("std", 1.0)?);
    let (lo, hi) = (b.f64_or("a", -2.0)?, b.f64_or("b", 2.0)?);
    let cdf = |x: f64| (1.0 + crate::element::erf_f64(x / 2f64.sqrt())) / 2.0;
    if cdf((hi - mean) / std) - cdf((lo - mean) / std) > 0.3 {
        normal_of(t, b, mean, std)?;
        return Err(t.no_kernel("lt_cpu"));
    }
    Err(crate::interp::complex::unsupported(
        "nn.init.trunc_normal_ with a narrow window",
    ))
}

/// `orthogonal_`: a complex tensor gets init.py's normal draws into a new (rows, cols)
/// tensor, and its QR runs, before `sign` of R's diagonal has no complex kernel.
fn complex_orthogonal(t: &Target, b: &Bound) -> Result<()> {
    if !t.complex {
        return orthogonal(&t.t, b);
    }
    let shape = t.shape();
    if shape.len() < 2 {
        return Err(value_error(
            "Only tensors with 2 or more dimensions are supported",
        ));
    }
    let n: usize = shape.iter().product();
    if n == 0 {
        return Ok(());
    }
    let flat = ops::empty(&[shape[0], n / shape[0], 2], t.t.dtype(), t.t.device())?;
    normal(&flat, b, 0.0, 1.0 / 2f64.sqrt())?;
    Err(t.no_kernel("sign"))
}

fn target(b: &Bound) -> Result<Target> {
    match b.get("tensor") {
        Some(Value::Tensor(t)) => Ok(Target {
            t: t.clone(),
            complex: false,
            value: Value::Tensor(t.clone()),
        }),
        Some(v) if ComplexTensor::of(v).is_some() => Ok(Target {
            t: ComplexTensor::of(v).expect("checked").pairs.clone(),
            complex: true,
            value: v.clone(),
        }),
        _ => Err(type_error(format!("{}() expects a tensor", b.fname()))),
    }
}

/// Runs `f` on the `tensor` argument without recording, and returns that tensor.
fn fill(b: &Bound, f: impl FnOnce(&Target, &Bound) -> Result<()>) -> Result<Value> {
    let t = target(b)?;
    let _g = crate::autograd::NoGradGuard::new();
    f(&t, b)?;
    Ok(t.value)
}

/// The `generator` argument, checked as the Tensor method it is passed on to checks it.
fn check_generator(b: &Bound, method: &str) -> Result<()> {
    match b.get("generator") {
        None => Ok(()),
        Some(g) if g.downcast::<GeneratorObj>().is_some() => Ok(()),
        Some(g) => Err(type_error(format!(
            "{method}(): argument 'generator' must be torch.Generator, not {}",
            g.type_name()
        ))),
    }
}

fn uniform(t: &Tensor, b: &Bound, low: f64, high: f64) -> Result<()> {
    check_generator(b, "uniform_")?;
    ops::random::fill_random_(t, RandomDist::Uniform { low, high })
}

fn normal(t: &Tensor, b: &Bound, mean: f64, std: f64) -> Result<()> {
    check_generator(b, "normal_")?;
    ops::random::fill_random_(t, RandomDist::Normal { mean, std })
}

/// `uniform_` of a target: a complex tensor's parts are uniform each.
fn uniform_of(t: &Target, b: &Bound, low: f64, high: f64) -> Result<()> {
    uniform(&t.t, b, low, high)
}

/// `normal_` of a target: ATen draws a complex tensor's parts with `std / sqrt(2)` each
/// (the complex variance is the parts' sum), both around `mean`.
fn normal_of(t: &Target, b: &Bound, mean: f64, std: f64) -> Result<()> {
    let std = if t.complex { std / 2f64.sqrt() } else { std };
    normal(&t.t, b, mean, std)
}

/// `trunc_normal_`, as PyTorch 2.15 writes it: rejection sampling. When the window [a, b]
/// holds more than 30% of the mass, normal draws outside it are redrawn (whole fresh
/// tensors, kept where needed) until none is left; otherwise uniform candidates in [a, b]
/// are accepted against the density with a second uniform, and redrawn until all pass.
fn trunc_normal(t: &Tensor, b: &Bound) -> Result<()> {
    let (mean, std) = (b.f64_or("mean", 0.0)?, b.f64_or("std", 1.0)?);
    let (lo, hi) = (b.f64_or("a", -2.0)?, b.f64_or("b", 2.0)?);
    if mean < lo - 2.0 * std || mean > hi + 2.0 * std {
        crate::warnings::warn(
            crate::warnings::Category::User,
            "mean is more than 2 std from [a, b] in nn.init.trunc_normal_. The distribution of values may be incorrect.",
        );
    }
    let cdf = |x: f64| (1.0 + crate::element::erf_f64(x / 2f64.sqrt())) / 2.0;
    let p = cdf((hi - mean) / std) - cdf((lo - mean) / std);
    // Values as the tensor's dtype holds them (float32 rounds each step).
    let single = t.dtype() == crate::DType::Float32;
    let r = |v: f64| if single { v as f32 as f64 } else { v };
    let fresh = |f: &dyn Fn(&Tensor) -> Result<()>| -> Result<Vec<f64>> {
        let x = ops::like(t, None, None, crate::layout::MemoryFormat::Preserve, None)?;
        f(&x)?;
        x.to_f64_vec()
    };
    let mut result;
    if p > 0.3 {
        let (lo, hi) = (r(lo), r(hi));
        normal(t, b, mean, std)?;
        result = t.to_f64_vec()?;
        loop {
            let mask: Vec<bool> = result.iter().map(|v| *v < lo || *v > hi).collect();
            if !mask.contains(&true) {
                break;
            }
            let more = fresh(&|x| normal(x, b, mean, std))?;
            for (i, m) in mask.iter().enumerate() {
                if *m {
                    result[i] = more[i];
                }
            }
        }
    } else {
        let mode = lo.max(mean.min(hi));
        let log_peak = -0.5 * ((mode - mean) / std).powi(2);
        let log_pdf = |v: f64| {
            let z = r(r(v - r(mean)) / r(std));
            r(r(r(z * z) * -0.5) - r(log_peak))
        };
        uniform(t, b, lo, hi)?;
        result = t.to_f64_vec()?;
        let accept = fresh(&|x| uniform(x, b, 0.0, 1.0))?;
        let mut pending: Vec<bool> = result
            .iter()
            .zip(&accept)
            .map(|(c, u)| r(u.ln()) > log_pdf(*c))
            .collect();
        while pending.contains(&true) {
            let cand = fresh(&|x| uniform(x, b, lo, hi))?;
            for i in 0..result.len() {
                if pending[i] {
                    result[i] = cand[i];
                }
            }
            let accept = fresh(&|x| uniform(x, b, 0.0, 1.0))?;
            for i in 0..result.len() {
                if pending[i] {
                    pending[i] = r(accept[i].ln()) > log_pdf(cand[i]);
                }
            }
        }
    }
    let vals: Vec<Scalar> = result.into_iter().map(Scalar::Float).collect();
    let src = ops::tensor(&vals, &t.shape(), Some(t.dtype()), t.device())?;
    ops::copy_(t, &src)
}

/// `orthogonal_`, as PyTorch writes it: a (rows, cols) matrix of normal draws (transposed
/// when it is wide), its QR factorisation with R's diagonal made positive, Q (transposed back)
/// scaled by `gain`. Q is unique once R's signs are fixed, so the values agree with LAPACK's
/// to rounding (the factorisation runs in double and is rounded to the tensor's dtype).
fn orthogonal(t: &Tensor, b: &Bound) -> Result<()> {
    if t.ndim() < 2 {
        return Err(value_error(
            "Only tensors with 2 or more dimensions are supported",
        ));
    }
    if t.numel() == 0 {
        return Ok(());
    }
    let gain = b.f64_or("gain", 1.0)?;
    let rows = t.shape()[0];
    let cols = t.numel() / rows;
    let flat = ops::empty(&[rows, cols], t.dtype(), t.device())?;
    normal(&flat, b, 0.0, 1.0)?;
    // PyTorch's QR (geqrf) has no half-precision CPU kernel; the draw came first.
    if matches!(t.dtype(), crate::DType::Float16 | crate::DType::BFloat16) {
        return Err(crate::error::not_implemented(format!(
            "\"geqrf_cpu\" not implemented for '{}'",
            if t.dtype() == crate::DType::Float16 {
                "Half"
            } else {
                "BFloat16"
            }
        )));
    }
    let a = flat.to_f64_vec()?;
    // The matrix QR sees: (m, n) with m >= n, column j of it is row j of `a` when wide.
    let wide = rows < cols;
    let (m, n) = if wide { (cols, rows) } else { (rows, cols) };
    let at = |i: usize, j: usize| {
        if wide {
            a[j * cols + i]
        } else {
            a[i * cols + j]
        }
    };
    let q = householder_q(m, n, at);
    let mut out = vec![0.0; rows * cols];
    for i in 0..m {
        for j in 0..n {
            let v = q[i * n + j];
            if wide {
                out[j * cols + i] = v;
            } else {
                out[i * cols + j] = v;
            }
        }
    }
    let vals: Vec<Scalar> = out.into_iter().map(Scalar::Float).collect();
    let src = ops::tensor(&vals, &t.shape(), Some(t.dtype()), t.device())?;
    ops::copy_(t, &src)?;
    ops::named::mul_(t, ops::Arg::S(Scalar::Float(gain)))
}

/// The reduced Q (m × n, row-major) of an m × n matrix (m >= n) by Householder reflections,
/// with the signs chosen so that R's diagonal is positive.
fn householder_q(m: usize, n: usize, at: impl Fn(usize, usize) -> f64) -> Vec<f64> {
    let mut r: Vec<f64> = (0..m * n).map(|k| at(k / n, k % n)).collect();
    let mut vs: Vec<Vec<f64>> = Vec::with_capacity(n);
    for k in 0..n {
        let norm = (k..m).map(|i| r[i * n + k].powi(2)).sum::<f64>().sqrt();
        let alpha = if r[k * n + k] > 0.0 { -norm } else { norm };
        let mut v: Vec<f64> = (k..m).map(|i| r[i * n + k]).collect();
        v[0] -= alpha;
        let vnorm = v.iter().map(|x| x * x).sum::<f64>().sqrt();
        if vnorm > 0.0 {
            v.iter_mut().for_each(|x| *x /= vnorm);
            for j in k..n {
                let dot: f64 = (k..m).map(|i| v[i - k] * r[i * n + j]).sum();
                for i in k..m {
                    r[i * n + j] -= 2.0 * v[i - k] * dot;
                }
            }
        }
        vs.push(v);
    }
    // Q = H_0 H_1 ... H_{n-1} applied to the first n columns of the identity.
    let mut q = vec![0.0; m * n];
    for j in 0..n {
        q[j * n + j] = 1.0;
    }
    for k in (0..n).rev() {
        let v = &vs[k];
        for j in 0..n {
            let dot: f64 = (k..m).map(|i| v[i - k] * q[i * n + j]).sum();
            for i in k..m {
                q[i * n + j] -= 2.0 * v[i - k] * dot;
            }
        }
    }
    // Make R's diagonal positive: flip the matching columns of Q.
    for j in 0..n {
        if r[j * n + j] < 0.0 {
            for i in 0..m {
                q[i * n + j] = -q[i * n + j];
            }
        }
    }
    q
}

/// `_calculate_fan_in_and_fan_out` of a tensor of shape `s`.
fn fans(s: &[usize]) -> Result<(usize, usize)> {
    if s.len() < 2 {
        return Err(value_error(
            "Fan in and fan out can not be computed for tensor with fewer than 2 dimensions",
        ));
    }
    let rf: usize = s[2..].iter().product();
    Ok((s[1] * rf, s[0] * rf))
}

/// `_calculate_correct_fan(tensor, mode)`: the fan `mode` names (checked first).
fn correct_fan(s: &[usize], mode: &str) -> Result<usize> {
    let mode = mode.to_lowercase();
    if mode != "fan_in" && mode != "fan_out" {
        return Err(value_error(format!(
            "Mode {mode} not supported, please use one of ['fan_in', 'fan_out']"
        )));
    }
    let (fan_in, fan_out) = fans(s)?;
    Ok(if mode == "fan_in" { fan_in } else { fan_out })
}

/// `calculate_gain(nonlinearity, param)`, with PyTorch's errors.
fn gain(it: &mut Interp, nonlinearity: &str, param: Option<&Value>) -> Result<f64> {
    Ok(match nonlinearity {
        "linear" | "conv1d" | "conv2d" | "conv3d" | "conv_transpose1d" | "conv_transpose2d"
        | "conv_transpose3d" | "sigmoid" => 1.0,
        "tanh" => 5.0 / 3.0,
        "relu" => 2f64.sqrt(),
        "leaky_relu" => {
            let slope = match param {
                None => 0.01,
                Some(Value::Int(i)) => *i as f64,
                Some(Value::Float(f)) => *f,
                Some(v) => {
                    return Err(value_error(format!(
                        "negative_slope {} not a valid number",
                        it.to_str(v)?
                    )))
                }
            };
            (2.0 / (1.0 + slope * slope)).sqrt()
        }
        "selu" => 0.75,
        other => return Err(value_error(format!("Unsupported nonlinearity {other}"))),
    })
}

fn kaiming_(it: &mut Interp, b: &Bound, uniform_dist: bool) -> Result<Value> {
    let a = b.get("a").cloned();
    let mode = b
        .str("mode")?
        .unwrap_or_else(|| "fan_in".into())
        .to_lowercase();
    let nonlinearity = b
        .str("nonlinearity")?
        .unwrap_or_else(|| "leaky_relu".into());
    let t = target(b)?;
    if t.shape().contains(&0) {
        crate::warnings::warn(
            crate::warnings::Category::User,
            "Initializing zero-element tensors is a no-op",
        );
        return Ok(t.value);
    }
    let fan = correct_fan(&t.shape(), &mode)?;
    let std = gain(it, &nonlinearity, a.as_ref())? / (fan as f64).sqrt();
    fill(b, |t, b| {
        if uniform_dist {
            let bound = 3f64.sqrt() * std;
            uniform_of(t, b, -bound, bound)
        } else {
            normal_of(t, b, 0.0, std)
        }
    })
}

fn xavier_(b: &Bound, uniform_dist: bool) -> Result<Value> {
    let gain = b.f64_or("gain", 1.0)?;
    fill(b, |t, b| {
        let (fan_in, fan_out) = fans(&t.shape())?;
        if fan_in + fan_out == 0 {
            return Err(TorchError::new(
                ErrorKind::ZeroDivisionError,
                "float division by zero",
            ));
        }
        let std = gain * (2.0 / (fan_in + fan_out) as f64).sqrt();
        if uniform_dist {
            let bound = 3f64.sqrt() * std;
            uniform_of(t, b, -bound, bound)
        } else {
            normal_of(t, b, 0.0, std)
        }
    })
}
