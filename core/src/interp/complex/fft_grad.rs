//! Gradients of the one-dimensional transforms (`fft`, `ifft`, `rfft`, `irfft`). A transform
//! is linear in its input's float parts, so its gradient is its adjoint: the transform the
//! other way with the dual `norm` (PyTorch's `fft_c2c_backward`, `fft_r2c_backward`,
//! `fft_c2r_backward`), then the input's padding or trimming to `n` undone. The transforms
//! run on the host, so the node is recorded here by hand, and the backward itself records
//! nothing (a second derivative is refused).

use super::fft::{transform, Kind};
use super::tensor::ComplexTensor;
use crate::autograd::{self, NoGradGuard};
use crate::error::{not_implemented, Result};
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;

/// `norm=` of the adjoint transform: the scale moves to the other direction.
fn dual(norm: &str) -> String {
    match norm {
        "backward" => "forward".into(),
        "forward" => "backward".into(),
        other => other.into(),
    }
}

/// The autograd carrier of a transform's operand or result.
fn carrier(v: &Value) -> Option<Tensor> {
    super::grad::carrier(v).cloned()
}

/// `t` along `dim` cut or zero-padded to `len` (the adjoint of the other).
fn resized(t: &Tensor, dim: usize, len: usize) -> Result<Tensor> {
    let cur = t.shape()[dim];
    if cur == len {
        return Ok(t.clone());
    }
    if len < cur {
        return ops::view::narrow(t, dim as i64, 0, len as i64);
    }
    let mut shape = t.shape();
    shape[dim] = len;
    let out = ops::zeros(&shape, Some(t.dtype()), t.device())?;
    ops::copy_(&ops::view::narrow(&out, dim as i64, 0, cur as i64)?, t)?;
    Ok(out)
}

/// The real parts of complex pairs.
fn real_part(v: &Value) -> Result<Tensor> {
    match ComplexTensor::of(v) {
        Some(z) => z.real(),
        None => carrier(v).ok_or_else(|| crate::error::runtime("transform result")),
    }
}

/// The node name PyTorch gives a one-dimensional transform.
fn node_name(kind: Kind, complex_in: bool) -> &'static str {
    match kind {
        Kind::RealInverse => "FftC2RBackward0",
        _ if complex_in => "FftC2CBackward0",
        _ => "FftR2CBackward0",
    }
}

/// Runs a one-dimensional transform of `v` along `dim` to length `n` (None: the default),
/// recording its node when `v` requires grad.
pub fn run(
    v: &Value,
    fname: &str,
    dim: usize,
    n: Option<usize>,
    kind: Kind,
    norm: &str,
) -> Result<Value> {
    let needs = carrier(v).is_some_and(|t| t.requires_grad()) && autograd::is_grad_enabled();
    if !needs {
        return transform(v, fname, &[(dim, n)], kind, norm);
    }
    // The operand as the transform reads it: a conjugate view resolved (a recorded op).
    let (input, complex_in) = match ComplexTensor::of(v) {
        Some(z) => (ComplexTensor::value(z.resolved()?, false), true),
        None => (v.clone(), false),
    };
    let len = carrier(&input).map_or(0, |t| t.shape()[dim]);
    let n = n.unwrap_or(match kind {
        Kind::RealInverse => 2 * len.saturating_sub(1),
        _ => len,
    });
    let out = {
        let _host = NoGradGuard::new();
        transform(&input, fname, &[(dim, Some(n))], kind, norm)?
    };
    let (Some(x), Some(y)) = (carrier(&input), carrier(&out)) else {
        return Ok(out);
    };
    let (fname, norm) = (fname.to_string(), dual(norm));
    let name = node_name(kind, complex_in);
    // ATen's FftR2CBackward0 saves its real input (its formula reads the input's size
    // through it), so a second backward without `retain_graph` finds it freed and an
    // in-place change to the input is caught; the C2C and C2R nodes save no tensor.
    let saves_input = name == "FftR2CBackward0";
    autograd::record_one_input(name, &x, &y, saves_input, move |g, _| {
        if autograd::is_grad_enabled() {
            return Err(not_implemented(
                "a second derivative through torch.fft is not supported in stridelab yet",
            ));
        }
        adjoint(g, &fname, dim, n, len, kind, complex_in, &norm)
    })?;
    Ok(out)
}

/// The gradient of the operand (length `len` along `dim`) from the result's gradient `g`.
#[allow(clippy::too_many_arguments)]
fn adjoint(
    g: &Tensor,
    fname: &str,
    dim: usize,
    n: usize,
    len: usize,
    kind: Kind,
    complex_in: bool,
    norm: &str,
) -> Result<Tensor> {
    let as_complex = |t: Tensor| ComplexTensor::value(t, false);
    let full = match kind {
        Kind::Forward | Kind::Inverse => {
            let back = if kind == Kind::Forward {
                Kind::Inverse
            } else {
                Kind::Forward
            };
            let r = transform(&as_complex(g.clone()), fname, &[(dim, Some(n))], back, norm)?;
            if complex_in {
                carrier(&r).ok_or_else(|| crate::error::runtime("transform result"))?
            } else {
                real_part(&r)?
            }
        }
        Kind::RealForward => {
            // The one-sided spectrum's gradient, zero for the half the result leaves out.
            let padded = resized(g, dim, n)?;
            let r = transform(
                &as_complex(padded),
                fname,
                &[(dim, Some(n))],
                Kind::Inverse,
                norm,
            )?;
            real_part(&r)?
        }
        Kind::RealInverse => {
            let r = transform(
                &Value::Tensor(g.clone()),
                fname,
                &[(dim, Some(n))],
                Kind::RealForward,
                norm,
            )?;
            let pairs = carrier(&r).ok_or_else(|| crate::error::runtime("transform result"))?;
            // Each term the Hermitian extension used twice counts twice.
            let m = n / 2 + 1;
            if n > m {
                let twice = ops::view::narrow(&pairs, dim as i64, 1, (n - m) as i64)?;
                ops::named::mul_(&twice, ops::Arg::S(crate::scalar::Scalar::Float(2.0)))?;
            }
            pairs
        }
    };
    resized(&full, dim, len)
}

/// A transform over several dims (`fft2`, `rfftn`, ...). With a graph it is differentiated
/// as its one-dimensional passes (each recorded by `run`), while its value and layout are
/// the whole transform's, rounded once (`record_passthrough` joins the two).
pub fn run_many(
    v: &Value,
    fname: &str,
    spec: &[(usize, Option<usize>)],
    kind: Kind,
    norm: &str,
) -> Result<Value> {
    let needs = carrier(v).is_some_and(|t| t.requires_grad()) && autograd::is_grad_enabled();
    if !needs {
        return transform(v, fname, spec, kind, norm);
    }
    let complex_in = ComplexTensor::of(v).is_some();
    // ATen runs an inverse transform of a real operand as a conjugated forward one.
    if kind == Kind::Inverse && !complex_in {
        return Err(not_implemented(format!(
            "autograd through torch.fft.{fname} of a real tensor is not supported in stridelab yet"
        )));
    }
    let exact = {
        let _value_only = NoGradGuard::new();
        transform(v, fname, spec, kind, norm)?
    };
    let mut chain = v.clone();
    for (j, k) in super::fft::passes(spec.len(), kind) {
        let (d, n) = spec[j];
        chain = run(&chain, fname, d, n, k, norm)?;
    }
    if let (Some(from), Some(to)) = (carrier(&chain), carrier(&exact)) {
        autograd::record_passthrough(node_name(kind, complex_in), &from, &to)?;
    }
    Ok(exact)
}
