//! `torch.fft`: discrete Fourier transforms of real and complex tensors. The transform runs
//! on the host in double precision (a radix-2 FFT for powers of two, Bluestein's chirp
//! transform through it otherwise) and is rounded to the result's dtype once; PyTorch's CPU
//! backend (MKL or pocketfft) works in the input's precision, so the last bits of float32
//! results, and the rounding noise around zeros, can differ. The layout is PyTorch's: the
//! transformed dims are innermost in memory, then put back in their places by the result's
//! own strides (a fresh tensor, not a view, as in PyTorch).

use super::fft_layout;
use super::fft_mkl;
use super::tensor::ComplexTensor;
use crate::error::{not_implemented, runtime, Result};
use crate::interp::args::{Args, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::scalar::Scalar;
use crate::DType;
use std::f64::consts::PI;

type Function = fn(&mut Interp, Args) -> Result<Value>;

pub const FFT: &[(&str, Function)] = &[
    ("fft", |it, a| one_dim(it, a, "fft", Kind::Forward)),
    ("ifft", |it, a| one_dim(it, a, "ifft", Kind::Inverse)),
    ("rfft", |it, a| one_dim(it, a, "rfft", Kind::RealForward)),
    ("irfft", |it, a| one_dim(it, a, "irfft", Kind::RealInverse)),
    ("fft2", |it, a| {
        many_dims(it, a, "fft2", Kind::Forward, true)
    }),
    ("ifft2", |it, a| {
        many_dims(it, a, "ifft2", Kind::Inverse, true)
    }),
    ("fftn", |it, a| {
        many_dims(it, a, "fftn", Kind::Forward, false)
    }),
    ("ifftn", |it, a| {
        many_dims(it, a, "ifftn", Kind::Inverse, false)
    }),
    ("rfft2", |it, a| {
        many_dims(it, a, "rfft2", Kind::RealForward, true)
    }),
    ("irfft2", |it, a| {
        many_dims(it, a, "irfft2", Kind::RealInverse, true)
    }),
    ("rfftn", |it, a| {
        many_dims(it, a, "rfftn", Kind::RealForward, false)
    }),
    ("irfftn", |it, a| {
        many_dims(it, a, "irfftn", Kind::RealInverse, false)
    }),
    ("hfft", |it, a| one_dim(it, a, "hfft", Kind::RealInverse)),
    ("ihfft", |it, a| one_dim(it, a, "ihfft", Kind::RealForward)),
    ("hfft2", |_, a| super::fft_hermitian::many(a, "hfft2", true)),
    ("hfftn", |_, a| {
        super::fft_hermitian::many(a, "hfftn", false)
    }),
    ("ihfft2", |_, a| {
        super::fft_hermitian::many(a, "ihfft2", true)
    }),
    ("ihfftn", |_, a| {
        super::fft_hermitian::many(a, "ihfftn", false)
    }),
    ("fftfreq", |it, a| {
        super::fft_freq::frequencies(it, a, "fftfreq", false)
    }),
    ("rfftfreq", |it, a| {
        super::fft_freq::frequencies(it, a, "rfftfreq", true)
    }),
    ("fftshift", |it, a| {
        super::fft_freq::shift(it, a, "fftshift", false)
    }),
    ("ifftshift", |it, a| {
        super::fft_freq::shift(it, a, "ifftshift", true)
    }),
];

/// The transforms whose gradient `fft_grad.rs` gives.
const DIFFERENTIABLE: &[&str] = &[
    "fft", "ifft", "rfft", "irfft", "fft2", "ifft2", "fftn", "ifftn", "rfft2", "irfft2", "rfftn",
    "irfftn", "hfft2", "hfftn",
];

/// `ifft` of a real operand, which ATen runs as a conjugated forward transform.
fn ifft_of_real(a: &Args) -> bool {
    a.pos.first().is_some_and(|v| matches!(v, Value::Tensor(_)))
}

pub fn contains(name: &str) -> bool {
    FFT.iter().any(|(n, _)| *n == name)
}

pub fn call(it: &mut Interp, name: &str, a: Args) -> Result<Value> {
    match FFT.iter().find(|(n, _)| *n == name) {
        Some((_, f)) => {
            // The one-dimensional transforms record their node (`fft_grad.rs`); the others
            // are refused for an operand that requires grad, not run without a graph.
            // The frequency helpers bind their own `out=`; the transforms' is handled here.
            let helper = name.ends_with("freq") || name.ends_with("shift");
            let (a, out) = if helper {
                (a, None)
            } else {
                super::fft_out::take(a)
            };
            if let Some(out) = &out {
                super::fft_out::check(name, &a, out)?;
            }
            if !DIFFERENTIABLE.contains(&name) || (name == "ifft" && ifft_of_real(&a)) {
                super::refuse_grad_inputs(&format!("torch.fft.{name}"), a.values())?;
            }
            let r = f(it, a)?;
            match out {
                Some(out) => super::fft_out::write(it, &r, out),
                None => Ok(r),
            }
        }
        None => Err(not_implemented(format!(
            "torch.fft.{name} is not supported in stridelab yet"
        ))),
    }
}

#[derive(Clone, Copy, PartialEq)]
pub(super) enum Kind {
    Forward,
    Inverse,
    RealForward,
    RealInverse,
}

pub(super) type C = (f64, f64);

/// In-place radix-2 FFT of a power-of-two length; `sign` -1 forward, +1 inverse (unscaled).
fn radix2(x: &mut [C], sign: f64) {
    let n = x.len();
    let mut j = 0;
    for i in 1..n {
        let mut bit = n >> 1;
        while j & bit != 0 {
            j ^= bit;
            bit >>= 1;
        }
        j |= bit;
        if i < j {
            x.swap(i, j);
        }
    }
    let mut len = 2;
    while len <= n {
        for start in (0..n).step_by(len) {
            for k in 0..len / 2 {
                // Twiddles from the exact angle each time, not by repeated products.
                let ang = sign * 2.0 * PI * k as f64 / len as f64;
                let w = (ang.cos(), ang.sin());
                let (a, b) = (x[start + k], x[start + k + len / 2]);
                let t = (b.0 * w.0 - b.1 * w.1, b.0 * w.1 + b.1 * w.0);
                x[start + k] = (a.0 + t.0, a.1 + t.1);
                x[start + k + len / 2] = (a.0 - t.0, a.1 - t.1);
            }
        }
        len <<= 1;
    }
}

/// The unscaled DFT of any length: radix-2 directly, else Bluestein's chirp-z through a
/// power-of-two convolution.
fn dft(x: &[C], sign: f64) -> Vec<C> {
    let n = x.len();
    if n <= 1 {
        return x.to_vec();
    }
    if n.is_power_of_two() {
        let mut v = x.to_vec();
        radix2(&mut v, sign);
        return v;
    }
    let m = (2 * n - 1).next_power_of_two();
    // chirp[k] = exp(sign * i*pi*k^2/n), with k^2 reduced mod 2n for accuracy.
    let chirp: Vec<C> = (0..n)
        .map(|k| {
            let k2 = (k as u128 * k as u128 % (2 * n as u128)) as f64;
            let ang = sign * PI * k2 / n as f64;
            (ang.cos(), ang.sin())
        })
        .collect();
    let mut a = vec![(0.0, 0.0); m];
    for k in 0..n {
        let (c, w) = (x[k], chirp[k]);
        a[k] = (c.0 * w.0 - c.1 * w.1, c.0 * w.1 + c.1 * w.0);
    }
    let mut b = vec![(0.0, 0.0); m];
    for k in 0..n {
        let w = (chirp[k].0, -chirp[k].1);
        b[k] = w;
        if k > 0 {
            b[m - k] = w;
        }
    }
    radix2(&mut a, -1.0);
    radix2(&mut b, -1.0);
    for (p, q) in a.iter_mut().zip(&b) {
        *p = (p.0 * q.0 - p.1 * q.1, p.0 * q.1 + p.1 * q.0);
    }
    radix2(&mut a, 1.0);
    (0..n)
        .map(|k| {
            let v = (a[k].0 / m as f64, a[k].1 / m as f64);
            let w = chirp[k];
            (v.0 * w.0 - v.1 * w.1, v.0 * w.1 + v.1 * w.0)
        })
        .collect()
}

/// Makes a real signal's spectrum exactly Hermitian: `X[n-k] = conj(X[k])`, with real zero
/// and Nyquist terms.
fn hermitian(y: &mut [C]) {
    let n = y.len();
    if n == 0 {
        return;
    }
    y[0].1 = 0.0;
    if n.is_multiple_of(2) {
        y[n / 2].1 = 0.0;
    }
    for k in 1..n.div_ceil(2) {
        y[n - k] = (y[k].0, -y[k].1);
    }
}

/// The `norm=` scale of a transform of length `n`.
fn scale(norm: &str, n: usize, inverse: bool) -> Result<f64> {
    let n = n as f64;
    Ok(match (norm, inverse) {
        ("backward", false) | ("forward", true) => 1.0,
        ("backward", true) | ("forward", false) => 1.0 / n,
        ("ortho", _) => 1.0 / n.sqrt(),
        (other, _) => return Err(runtime(format!("Invalid normalization mode: \"{other}\""))),
    })
}

/// A tensor operand read for a transform.
struct Input {
    values: Vec<C>,
    shape: Vec<usize>,
    /// The result's parts dtype.
    real: DType,
    complex: bool,
    device: crate::Device,
    /// The operand's memory strides (MKL reads it in place).
    strides: Vec<usize>,
    /// An integer tensor: `.to()` makes the floating operand.
    integral: bool,
}

/// A tensor operand's values as complex numbers, its shape and the result's parts dtype.
fn input(v: &Value, fname: &str) -> Result<Input> {
    if let Some(z) = ComplexTensor::of(v) {
        return Ok(Input {
            values: z.values()?,
            shape: z.shape(),
            real: z.pairs.dtype(),
            complex: true,
            device: z.pairs.device(),
            strides: z.strides(),
            integral: false,
        });
    }
    let Value::Tensor(t) = v else {
        return Err(crate::error::type_error(format!(
            "fft_{fname}(): argument 'input' (position 1) must be Tensor, not {}",
            v.type_name()
        )));
    };
    let real = match t.dtype() {
        DType::Float64 => DType::Float64,
        // PyTorch's CPU FFT (pocketfft/MKL) has no half kernels: its dtype check says so.
        DType::Float16 => return Err(not_implemented("Unsupported dtype Half")),
        DType::BFloat16 => return Err(not_implemented("Unsupported dtype BFloat16")),
        d => d.to_float(),
    };
    let vals = crate::trace::paused(|| t.to_f64_vec())?;
    Ok(Input {
        values: vals.into_iter().map(|x| (x, 0.0)).collect(),
        shape: t.shape(),
        real,
        complex: false,
        device: t.device(),
        strides: t.strides(),
        integral: !t.dtype().is_floating(),
    })
}

/// One transform along `dim` of a row-major array of `shape`, to length `n_out`.
fn along(
    data: &[C],
    shape: &[usize],
    dim: usize,
    n: usize,
    kind: Kind,
    norm: &str,
    mkl: Option<&fft_mkl::Pass>,
) -> Result<(Vec<C>, Vec<usize>)> {
    let real_input = data.iter().all(|v| v.1 == 0.0);
    let len = shape[dim];
    let inner: usize = shape[dim + 1..].iter().product();
    let outer: usize = shape[..dim].iter().product();
    let n_out = match kind {
        Kind::RealForward => n / 2 + 1,
        _ => n,
    };
    let mut out_shape = shape.to_vec();
    out_shape[dim] = n_out;
    crate::limits::check_alloc(outer * inner * n_out * 2, 8)?;
    let mut out = vec![(0.0, 0.0); outer * inner * n_out];
    let inverse = matches!(kind, Kind::Inverse | Kind::RealInverse);
    // A real signal's spectrum is Hermitian: its zero (and Nyquist) terms are real exactly,
    // as the backends' real transforms give them (round-off would otherwise leave 1e-15).
    let real_line = kind == Kind::RealForward || (kind == Kind::Forward && real_input);
    let s = scale(norm, n, inverse)?;
    let sign = if inverse { 1.0 } else { -1.0 };
    let mut line = vec![(0.0, 0.0); n];
    for o in 0..outer {
        for i in 0..inner {
            let at = |k: usize| data[(o * len + k) * inner + i];
            match kind {
                Kind::RealInverse => {
                    // The full Hermitian spectrum from its first half (the imaginary parts
                    // of the zero and Nyquist terms are ignored, as the backends do).
                    for (k, slot) in line.iter_mut().enumerate() {
                        let src = if k <= n / 2 { k } else { n - k };
                        let mut v = if src < len { at(src) } else { (0.0, 0.0) };
                        if k > n / 2 {
                            v.1 = -v.1;
                        }
                        if k == 0 || (n.is_multiple_of(2) && k == n / 2) {
                            v.1 = 0.0;
                        }
                        *slot = v;
                    }
                }
                _ => {
                    for (k, slot) in line.iter_mut().enumerate() {
                        *slot = if k < len { at(k) } else { (0.0, 0.0) };
                    }
                }
            }
            // MKL's float32 algorithm where decoded (scaled inside), else double.
            let row: Option<Vec<fft_mkl::Cx>> = mkl.and_then(|p| {
                let x: Vec<fft_mkl::Cx> = line.iter().map(|v| (v.0 as f32, v.1 as f32)).collect();
                fft_mkl::run(p, &x)
            });
            if let Some(y) = row {
                for k in 0..n_out {
                    let v = y[k];
                    out[(o * n_out + k) * inner + i] = (v.0 as f64, v.1 as f64);
                }
                continue;
            }
            let mut y = dft(&line, sign);
            if real_line {
                hermitian(&mut y);
            }
            for k in 0..n_out {
                let v = y[k];
                out[(o * n_out + k) * inner + i] = (v.0 * s, v.1 * s);
            }
        }
    }
    Ok((out, out_shape))
}

/// The parameters shared by the transforms: the signal sizes (`n`/`s`), dims and `norm`.
pub(super) fn norm_of(b: &Bound) -> Result<String> {
    Ok(match b.get("norm") {
        None | Some(Value::None) => "backward".into(),
        Some(Value::Str(s)) => s.to_string(),
        Some(v) => {
            return Err(crate::error::type_error(format!(
                "argument 'norm' must be str, not {}",
                v.type_name()
            )))
        }
    })
}

pub(super) fn transform(
    v: &Value,
    fname: &str,
    dims: &[(usize, Option<usize>)],
    kind: Kind,
    norm: &str,
) -> Result<Value> {
    let Input {
        values: mut data,
        mut shape,
        real,
        complex: complex_in,
        device,
        strides,
        integral,
    } = input(v, fname)?;
    if kind == Kind::RealForward && complex_in {
        return Err(crate::error::type_error(format!(
            "{fname} expects a real input tensor, but got {}",
            super::scalar_type_name(real)
        )));
    }
    let converted = integral || (!complex_in && real_promotes(fname, kind));
    let layout = memory_order(dims, kind, &shape, &strides, converted);
    // MKL reads a converted operand in its copy's layout (`.to()`'s preserve_format).
    let strides = if converted {
        crate::layout::preserve_format_strides(&shape, &strides)
    } else {
        strides
    };
    let order = passes(dims.len(), kind);
    // Each pass's length, and the shape it runs on.
    let mut lens = Vec::new();
    let mut specs = Vec::new();
    let mut sim = shape.clone();
    for (i, &(j, k)) in order.iter().enumerate() {
        let (d, n) = dims[j];
        let default_n = match k {
            Kind::RealInverse => 2 * sim[d].saturating_sub(1),
            _ => sim[d],
        };
        let n = n.unwrap_or(default_n);
        if n < 1 {
            return Err(runtime(format!(
                "Invalid number of data points ({n}) specified"
            )));
        }
        let op = match k {
            Kind::Forward if i == 0 && dims.len() == 1 && !complex_in => fft_mkl::Op::R2cFull,
            Kind::Forward => fft_mkl::Op::C2c { inverse: false },
            Kind::Inverse => fft_mkl::Op::C2c { inverse: true },
            Kind::RealForward => fft_mkl::Op::R2c,
            Kind::RealInverse => fft_mkl::Op::C2r,
        };
        let own = scale(norm, n, matches!(k, Kind::Inverse | Kind::RealInverse))?;
        let rows = sim.iter().product::<usize>() / sim[d].max(1);
        specs.push(fft_mkl::PassSpec {
            op,
            n,
            scale: (own != 1.0).then_some(own),
            rows,
            // The first pass reads the operand in place, so its own stride counts; later
            // passes read our row-major intermediate.
            strided: rows > 1
                && if i == 0 {
                    strides[d] != 1
                } else {
                    sim[d + 1..].iter().product::<usize>() > 1
                },
        });
        sim[d] = if k == Kind::RealForward { n / 2 + 1 } else { n };
        lens.push(n);
    }
    let mkl = mkl_passes(&specs, dims.len(), kind, norm, real)?;
    for (i, &(j, k)) in order.iter().enumerate() {
        let d = dims[j].0;
        let pass = mkl.as_ref().map(|p| &p[i]);
        let (d2, s2) = along(&data, &shape, d, lens[i], k, norm, pass)?;
        data = d2;
        shape = s2;
    }
    finish(
        &data,
        &shape,
        &layout,
        real,
        kind == Kind::RealInverse,
        device,
    )
}

/// MKL's float32 passes for a float32 transform where all of it is decoded (`fft_mkl`),
/// else None (double). `fftn`/`ifftn` are one MKL descriptor whose scale lands in one
/// pass; `rfftn` is too, decoded only unscaled; `irfftn` runs its leading dims as one
/// complex transform, decoded here for one leading dim or unscaled.
fn mkl_passes(
    specs: &[fft_mkl::PassSpec],
    count: usize,
    kind: Kind,
    norm: &str,
    real: DType,
) -> Result<Option<Vec<fft_mkl::Pass>>> {
    if real != DType::Float32 {
        return Ok(None);
    }
    let total_n: usize = specs.iter().map(|s| s.n).product();
    let inverse = matches!(kind, Kind::Inverse | Kind::RealInverse);
    let total = scale(norm, total_n, inverse)?;
    let multi = match kind {
        Kind::Forward | Kind::Inverse if count > 1 => Some((total != 1.0).then_some(total)),
        Kind::RealForward if count > 1 && total != 1.0 => return Ok(None),
        Kind::RealInverse if count > 2 && total != 1.0 => return Ok(None),
        _ => None,
    };
    let threads = crate::cpu::threads::order_threads();
    Ok(fft_mkl::plan_passes(specs, multi, threads))
}

/// The one-dimensional passes of a transform over `count` dims, in order: real transforms
/// act on the last dim given and the others are complex transforms, done first for the
/// inverse (as irfftn does) and after for the forward.
pub(super) fn passes(count: usize, kind: Kind) -> Vec<(usize, Kind)> {
    let last = count.saturating_sub(1);
    let order: Vec<usize> = match kind {
        Kind::RealInverse => (0..count).collect(),
        _ => (0..count).rev().collect(),
    };
    order
        .into_iter()
        .map(|j| {
            let k = match (kind, j == last) {
                (Kind::RealForward, false) => Kind::Forward,
                (Kind::RealInverse, false) => Kind::Inverse,
                (k, _) => k,
            };
            (j, k)
        })
        .collect()
}

/// Whether a real (floating) input is converted to complex before the transform: ATen's
/// complex-to-complex transforms of `fftn`/`fft2` and their inverses, and every
/// complex-to-real one, require a complex operand (one-dim `fft`/`ifft` of a real input run
/// a real-to-complex kernel instead).
fn real_promotes(fname: &str, kind: Kind) -> bool {
    match kind {
        Kind::RealInverse => true,
        Kind::Forward | Kind::Inverse => fname.ends_with('n') || fname.ends_with('2'),
        Kind::RealForward => false,
    }
}

/// The result's dims from outermost to innermost in memory (`fft_layout`), for a transform
/// over `dims` of an input of `shape`/`strides`; `converted`: `.to()` makes the operand.
fn memory_order(
    dims: &[(usize, Option<usize>)],
    kind: Kind,
    shape: &[usize],
    strides: &[usize],
    converted: bool,
) -> Vec<usize> {
    let mut resized = shape.to_vec();
    let last = dims.len().saturating_sub(1);
    for (j, &(d, n)) in dims.iter().enumerate() {
        if let Some(n) = n {
            // A complex-to-real transform reads n/2 + 1 terms of its real dim.
            resized[d] = if kind == Kind::RealInverse && j == last {
                n / 2 + 1
            } else {
                n
            };
        }
    }
    let operand = fft_layout::operand_strides(shape, strides, converted, &resized);
    let path = match kind {
        Kind::Forward | Kind::Inverse => fft_layout::Path::C2c,
        Kind::RealForward => fft_layout::Path::R2c,
        Kind::RealInverse => fft_layout::Path::C2r,
    };
    let moved: Vec<usize> = dims.iter().map(|(d, _)| *d).collect();
    fft_layout::memory_order(path, &moved, &operand, &resized)
}

/// The result tensor: the transformed dims innermost in memory (PyTorch's layout), viewed
/// back in the input's dim order.
fn finish(
    data: &[C],
    shape: &[usize],
    order: &[usize],
    real: DType,
    real_out: bool,
    device: crate::Device,
) -> Result<Value> {
    // An empty result is row-major in ATen (its transforms return before laying one out).
    let perm: Vec<usize> = if data.is_empty() {
        (0..shape.len()).collect()
    } else {
        order.to_vec()
    };
    lay_out(data, shape, &perm, real, real_out, device)
}

/// Row-major `data` of `shape` as a fresh tensor whose memory holds the dims in `perm`'s
/// order (outermost first), viewed back in the input's dim order.
pub(super) fn lay_out(
    data: &[C],
    shape: &[usize],
    perm: &[usize],
    real: DType,
    real_out: bool,
    device: crate::Device,
) -> Result<Value> {
    let mem_shape: Vec<usize> = perm.iter().map(|&d| shape[d]).collect();
    // Reorder the row-major values into the memory order.
    let strides = crate::layout::contiguous_strides(shape);
    let mut values = Vec::with_capacity(data.len());
    let mut idx = vec![0usize; perm.len()];
    for _ in 0..data.len() {
        let off: usize = perm.iter().zip(&idx).map(|(&d, &i)| i * strides[d]).sum();
        values.push(data[off]);
        for k in (0..idx.len()).rev() {
            idx[k] += 1;
            if idx[k] < mem_shape[k] {
                break;
            }
            idx[k] = 0;
        }
    }
    // Where each input dim sits in memory: the inverse permutation.
    let mut back = vec![0i64; perm.len()];
    for (pos, &d) in perm.iter().enumerate() {
        back[d] = pos as i64;
    }
    if real_out {
        let flat: Vec<Scalar> = values.iter().map(|v| Scalar::Float(v.0)).collect();
        let t = ops::factory::tensor(&flat, &mem_shape, Some(real), device)?;
        return Ok(Value::Tensor(placed(t, &back)?));
    }
    let flat: Vec<Scalar> = values
        .iter()
        .flat_map(|v| [Scalar::Float(v.0), Scalar::Float(v.1)])
        .collect();
    let mut pair_shape = mem_shape.clone();
    pair_shape.push(2);
    let t = ops::factory::tensor(&flat, &pair_shape, Some(real), device)?;
    back.push(perm.len() as i64);
    Ok(ComplexTensor::value(placed(t, &back)?, false))
}

/// The fresh result with its dims put back in place by changing its own strides: PyTorch's
/// transforms return such a tensor, not a view of one (`_base` is None).
fn placed(t: crate::tensor::Tensor, back: &[i64]) -> Result<crate::tensor::Tensor> {
    t.set_layout(t.layout().permute(back)?);
    Ok(t)
}

pub(super) fn ndim_of(v: &Value) -> usize {
    match (ComplexTensor::of(v), v) {
        (Some(z), _) => z.ndim(),
        (None, Value::Tensor(t)) => t.ndim(),
        _ => 0,
    }
}

fn one_dim(_: &mut Interp, a: Args, name: &str, kind: Kind) -> Result<Value> {
    let b = a.bind(
        &format!("fft_{name}"),
        &["input", "n=", "dim=", "norm=", "*", "out="],
    )?;
    let v = b.value("input")?;
    let nd = ndim_of(&v);
    if nd == 0 {
        return Err(crate::error::index_error(format!(
            "Dimension specified as {} but tensor has no dimensions",
            b.i64_or("dim", -1)?
        )));
    }
    let d = crate::layout::wrap_dim(b.i64_or("dim", -1)?, nd)?;
    let n = match b.i64("n")? {
        None => None,
        Some(n) if n < 1 => {
            return Err(runtime(format!(
                "Invalid number of data points ({n}) specified"
            )))
        }
        Some(n) => Some(n as usize),
    };
    let norm = norm_of(&b)?;
    // The Hermitian pair: hfft is irfft of the conjugate, ihfft the conjugate (a lazy conj
    // view, as PyTorch returns it) of rfft, each with the norm's direction swapped.
    let swapped = || match norm.as_str() {
        "backward" => "forward".to_string(),
        "forward" => "backward".to_string(),
        other => other.to_string(),
    };
    super::fft_grad::with_tangent(&v, |v| match name {
        "hfft" => {
            let conj = match ComplexTensor::of(v) {
                Some(z) => ComplexTensor::value(z.pairs.clone(), !z.conj),
                None => v.clone(),
            };
            transform(&conj, name, &[(d, n)], kind, &swapped())
        }
        "ihfft" => {
            let r = transform(v, name, &[(d, n)], kind, &swapped())?;
            Ok(match ComplexTensor::of(&r) {
                Some(z) => ComplexTensor::value(z.pairs.clone(), !z.conj),
                None => r,
            })
        }
        // ATen runs ifft of a real input as its real-to-complex forward transform and
        // returns the conjugate view: the stored values are fft(x)/n, the conj bit set
        // (`is_conj()` is True, and `view_as_real` refuses it).
        "ifft" if ComplexTensor::of(v).is_none() => {
            let r = transform(v, name, &[(d, n)], Kind::Forward, &swapped())?;
            Ok(match ComplexTensor::of(&r) {
                Some(z) => ComplexTensor::value(z.pairs.clone(), true),
                None => r,
            })
        }
        _ => super::fft_grad::run(v, name, d, n, kind, &norm),
    })
}

fn many_dims(_: &mut Interp, a: Args, name: &str, kind: Kind, two: bool) -> Result<Value> {
    let (v, spec, norm) = many_args(a, name, two)?;
    // ATen's c2c transform over no dims is a complex copy of the operand (its norm scales
    // by a product over no sizes, 1); the real-to-complex and complex-to-real ones refuse.
    if spec.is_empty() && matches!(kind, Kind::RealForward | Kind::RealInverse) {
        return Err(runtime(format!("{name} must transform at least one axis")));
    }
    super::fft_grad::with_tangent(&v, |v| {
        super::fft_grad::run_many(v, name, &spec, kind, &norm)
    })
}

/// The operand, `(dim, n)` per transformed dim (maybe none) and `norm` of a transform over
/// several dims (`two`: the `*2` forms, whose dims default to the last two).
pub(super) fn many_args(a: Args, name: &str, two: bool) -> Result<(Value, Spec, String)> {
    let b = a.bind(
        &format!("fft_{name}"),
        &["input", "s=", "dim=", "norm=", "*", "out="],
    )?;
    let v = b.value("input")?;
    let nd = ndim_of(&v);
    let sizes: Option<Vec<i64>> = match b.get("s") {
        None | Some(Value::None) => None,
        Some(s) => Some(crate::interp::args::int_list(s)?),
    };
    let dims: Vec<i64> = match b.get("dim") {
        Some(Value::None) | None if two => vec![-2, -1],
        None | Some(Value::None) => match &sizes {
            Some(s) => (nd as i64 - s.len() as i64..nd as i64).collect(),
            None => (0..nd as i64).collect(),
        },
        Some(d) if d.as_i64_exact().is_some() => vec![d.as_i64_exact().unwrap_or(0)],
        Some(d) => crate::interp::args::int_list(d)?,
    };
    if let Some(s) = &sizes {
        if s.len() != dims.len() {
            return Err(runtime(
                "When given, dim and shape arguments must have the same length",
            ));
        }
    }
    let mut spec = Vec::new();
    if ComplexTensor::of(&v).is_none() && !matches!(v, Value::Tensor(_)) {
        return Err(crate::error::type_error(format!(
            "fft_{name}(): argument 'input' (position 1) must be Tensor, not {}",
            v.type_name()
        )));
    }
    for (i, &d) in dims.iter().enumerate() {
        if nd == 0 {
            return Err(crate::error::index_error(format!(
                "Dimension specified as {d} but tensor has no dimensions"
            )));
        }
        let d = crate::layout::wrap_dim(d, nd)?;
        if spec.iter().any(|(e, _)| *e == d) {
            return Err(runtime("FFT dims must be unique"));
        }
        let n = match sizes.as_ref().map(|s| s[i]) {
            None | Some(-1) => None,
            Some(n) if n < 1 => {
                return Err(runtime(format!(
                    "Invalid number of data points ({n}) specified"
                )))
            }
            Some(n) => Some(n as usize),
        };
        spec.push((d, n));
    }
    Ok((v, spec, norm_of(&b)?))
}

/// The transformed dims and their signal sizes (None: the operand's).
pub(super) type Spec = Vec<(usize, Option<usize>)>;

#[cfg(test)]
mod tests {
    use super::*;

    fn naive(x: &[C], sign: f64) -> Vec<C> {
        let n = x.len();
        (0..n)
            .map(|k| {
                x.iter().enumerate().fold((0.0, 0.0), |acc, (j, v)| {
                    let ang = sign * 2.0 * PI * ((j * k) % n) as f64 / n as f64;
                    let (c, s) = (ang.cos(), ang.sin());
                    (acc.0 + v.0 * c - v.1 * s, acc.1 + v.0 * s + v.1 * c)
                })
            })
            .collect()
    }

    #[test]
    fn fast_transforms_match_the_definition() {
        for n in [1usize, 2, 3, 5, 8, 12, 17, 64] {
            let x: Vec<C> = (0..n)
                .map(|k| ((k as f64).sin(), (k as f64 * 0.3).cos()))
                .collect();
            for sign in [-1.0, 1.0] {
                let (a, b) = (dft(&x, sign), naive(&x, sign));
                for (p, q) in a.iter().zip(&b) {
                    assert!(
                        (p.0 - q.0).abs() < 1e-9 && (p.1 - q.1).abs() < 1e-9,
                        "n={n}"
                    );
                }
            }
        }
    }
}
