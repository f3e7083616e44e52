//! Gradients of the one-dimensional transforms (`fft`, `ifft`, `rfft`, `irfft`). A transform
//! is linear in its input's float parts, so its gradient is its adjoint: the transform the
//! other way with the dual `norm` (PyTorch's `fft_c2c_backward`, `fft_r2c_backward`,
//! `fft_c2r_backward`), then the input's padding or trimming to `n` undone. The transforms
//! run on the host, so the node is recorded here by hand; its backward runs the adjoint
//! through these same recorded transforms, so under `create_graph` the gradient has a graph
//! (a second derivative is the adjoint's adjoint). Forward mode needs no formula either: a
//! tangent goes through the same transform (`with_tangent`).

use super::fft::{transform, Kind};
use super::tensor::ComplexTensor;
use crate::autograd::{self, NoGradGuard};
use crate::error::Result;
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

/// `t` along `dim` cut or zero-padded to `len` (the adjoint of the other), a new tensor as
/// ATen's `constant_pad_nd` and slice backward make it.
fn resized(t: &Tensor, dim: usize, len: usize) -> Result<Tensor> {
    let cur = t.shape()[dim];
    if cur == len {
        return Ok(t.clone());
    }
    if len < cur {
        return ops::copy::contiguous(&ops::view::narrow(t, dim as i64, 0, len as i64)?);
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
    let (input, complex_in) = match (ComplexTensor::of(v), v) {
        (Some(z), _) => (ComplexTensor::value(z.resolved()?, false), true),
        (None, Value::Tensor(x)) if converts(kind, false) => (promoted(x)?, true),
        _ => (v.clone(), false),
    };
    let len = carrier(&input).map_or(0, |t| t.shape()[dim]);
    let n = n.unwrap_or(match kind {
        Kind::RealInverse => 2 * len.saturating_sub(1),
        _ => len,
    });
    // A converted real operand is read as the transform reads it (its `.to()` copy's layout).
    let read = if ComplexTensor::of(v).is_none() && complex_in {
        v
    } else {
        &input
    };
    let out = {
        let _host = NoGradGuard::new();
        transform(read, fname, &[(dim, Some(n))], kind, norm)?
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
    crate::ops::autodiff::record_one_input(name, &x, &y, saves_input, move |g, _| {
        adjoint(g, &fname, dim, n, len, kind, complex_in, &norm)
    })?;
    Ok(out)
}

/// The gradient of the operand (length `len` along `dim`) from the result's gradient `g`,
/// recorded when `g` has a graph (`create_graph`, or forward mode reading the formula).
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
            let r = run(&as_complex(g.clone()), fname, dim, Some(n), back, norm)?;
            if complex_in {
                carrier(&r).ok_or_else(|| crate::error::runtime("transform result"))?
            } else {
                real_part(&r)?
            }
        }
        Kind::RealForward => {
            // The one-sided spectrum's gradient, zero for the half the result leaves out.
            let padded = resized(g, dim, n)?;
            let r = run(
                &as_complex(padded),
                fname,
                dim,
                Some(n),
                Kind::Inverse,
                norm,
            )?;
            real_part(&r)?
        }
        Kind::RealInverse => {
            let r = run(
                &Value::Tensor(g.clone()),
                fname,
                dim,
                Some(n),
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

/// A real tensor converted to the complex operand a transform reads, as ATen's
/// `promote_tensor_fft` does with `.to()`: recorded, so the graph shows `ToCopyBackward0`
/// under the transform's node and the gradient reaching `x` is the real part.
fn promoted(x: &Tensor) -> Result<Value> {
    let p = super::Parts {
        re: super::Part::T(ops::to_dtype_grad(x, x.dtype())?),
        im: super::Part::S(0.0),
    };
    super::grad::named(
        ComplexTensor::value(super::parts::pack(&p)?, false),
        "ToCopyBackward0",
    )
}

/// Whether a real operand of the transform is converted to complex first: every
/// complex-to-real transform, and the complex ones over several dims (one-dim `fft` of a
/// real input runs a real-to-complex kernel instead).
fn converts(kind: Kind, many: bool) -> bool {
    match kind {
        Kind::RealInverse => true,
        Kind::Forward | Kind::Inverse => many,
        Kind::RealForward => false,
    }
}

/// One one-dimensional pass of a transform, as its adjoint needs it.
#[derive(Clone, Copy)]
struct Pass {
    dim: usize,
    n: usize,
    len: usize,
    kind: Kind,
    complex_in: bool,
}

/// A transform over several dims (`fft2`, `rfftn`, ...). Its value and layout are the whole
/// transform's, rounded once; with a graph it is one node, as ATen's (`FftC2CBackward0`,
/// `FftR2CBackward0`, `FftC2RBackward0`), whose backward runs the adjoints of its
/// one-dimensional passes in reverse. A real operand of a complex transform is converted
/// first (`ToCopyBackward0`, as `promote_tensor_fft` records it).
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
    let exact = {
        let _value_only = NoGradGuard::new();
        transform(v, fname, spec, kind, norm)?
    };
    let input = match (ComplexTensor::of(v), v) {
        (Some(z), _) => ComplexTensor::value(z.resolved()?, false),
        (None, Value::Tensor(x)) if converts(kind, true) => promoted(x)?,
        _ => v.clone(),
    };
    let complex_in = ComplexTensor::of(&input).is_some();
    let (Some(x), Some(y)) = (carrier(&input), carrier(&exact)) else {
        return Ok(exact);
    };
    // Each pass's length and the operand's size along its dim, in the order they run.
    let mut sizes = ComplexTensor::of(&input).map_or_else(|| x.shape(), |z| z.shape());
    let mut plan = Vec::new();
    for (i, (j, k)) in super::fft::passes(spec.len(), kind).into_iter().enumerate() {
        let (dim, n) = spec[j];
        let len = sizes[dim];
        let n = n.unwrap_or(match k {
            Kind::RealInverse => 2 * len.saturating_sub(1),
            _ => len,
        });
        plan.push(Pass {
            dim,
            n,
            len,
            kind: k,
            complex_in: i > 0 || complex_in,
        });
        sizes[dim] = if k == Kind::RealForward { n / 2 + 1 } else { n };
    }
    let (fname, norm) = (fname.to_string(), dual(norm));
    let name = match kind {
        Kind::RealInverse => "FftC2RBackward0",
        Kind::RealForward => "FftR2CBackward0",
        _ => "FftC2CBackward0",
    };
    crate::ops::autodiff::record_one_input(
        name,
        &x,
        &y,
        name == "FftR2CBackward0",
        move |g, _| {
            let mut g = g.clone();
            for p in plan.iter().rev() {
                g = adjoint(&g, &fname, p.dim, p.n, p.len, p.kind, p.complex_in, &norm)?;
            }
            Ok(g)
        },
    )?;
    Ok(exact)
}

/// Forward mode: a transform is linear, so its result's tangent is the same transform of
/// the operand's tangent (ATen's JVPs of `_fft_c2c`, `_fft_r2c` and `_fft_c2r` are the op
/// itself). `apply` runs the whole transform (value and graph) with tangents out of sight,
/// then once more on the tangent, whose result becomes the result's tangent.
pub fn with_tangent(v: &Value, apply: impl Fn(&Value) -> Result<Value>) -> Result<Value> {
    let tangent = carrier(v)
        .filter(|_| autograd::forward::is_active())
        .and_then(|c| autograd::forward::tangent(&c));
    let Some(t) = tangent else {
        return apply(v);
    };
    let out = {
        let _hidden = autograd::forward::Suspend::new();
        apply(v)?
    };
    let tv = match ComplexTensor::of(v) {
        Some(z) => ComplexTensor::value(t, z.conj),
        None => Value::Tensor(t),
    };
    let t_out = apply(&tv)?;
    if let (Some(o), Some(t)) = (carrier(&out), carrier(&t_out)) {
        crate::ops::autodiff::forward::attach(&o, &t)?;
    }
    Ok(out)
}
