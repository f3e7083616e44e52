//! `out=` of the transforms (`torch.fft.fftn(x, out=o)`), as ATen's `fft_*_maybe_out` run it:
//! the output's kind is checked (a complex transform needs a complex `out`, a
//! complex-to-real one a floating one), autograd is refused as for every `out=` function
//! (named by the kernel that runs: `_fft_c2c`, `_fft_r2c`, `_fft_c2r`), then the result is
//! computed as without `out`, `out` resized to its shape (`resize_output`: kept as it is
//! when the shape agrees, else made contiguous) and the values copied in (`out` may be of a
//! wider dtype).

use super::tensor::ComplexTensor;
use crate::error::{runtime, Result};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::Value;

/// The arguments without `out` (None when not given or given as None).
pub(super) fn take(mut a: Args) -> (Args, Option<Value>) {
    let at = a.kw.iter().position(|(k, _)| k.as_str() == "out");
    let out = at.map(|i| a.kw.remove(i).1);
    (a, out.filter(|v| !matches!(v, Value::None)))
}

/// Whether transform `name` gives a real result.
fn real_result(name: &str) -> bool {
    name.starts_with("irfft") || name.starts_with("hfft")
}

/// The kernel ATen's out variant runs, which names the autograd refusal.
fn kernel(name: &str, input: Option<&Value>) -> &'static str {
    let complex_in = input.is_some_and(|v| ComplexTensor::of(v).is_some());
    if real_result(name) {
        "_fft_c2r"
    } else if name.starts_with("rfft")
        || name.starts_with("ihfft")
        || (!complex_in && matches!(name, "fft" | "ifft"))
    {
        "_fft_r2c"
    } else {
        "_fft_c2c"
    }
}

/// The output's kind, then autograd, as ATen checks them.
pub(super) fn check(name: &str, a: &Args, out: &Value) -> Result<()> {
    let (complex, dtype) = match (ComplexTensor::of(out), out) {
        (Some(z), _) => (true, super::scalar_type_name(z.pairs.dtype())),
        (None, Value::Tensor(t)) => (false, t.dtype().legacy_name()),
        (None, v) => {
            return Err(crate::error::type_error(format!(
                "fft_{name}(): argument 'out' must be Tensor, not {}",
                v.type_name()
            )))
        }
    };
    let floating = matches!(out, Value::Tensor(t) if t.dtype().is_floating());
    if real_result(name) && !floating {
        return Err(runtime(format!(
            "{name} expects a floating point output tensor, but got {dtype}"
        )));
    }
    if !real_result(name) && !complex {
        return Err(runtime(format!(
            "{name} expects a complex output tensor, but got {dtype}"
        )));
    }
    let input = a.pos.first().or_else(|| {
        a.kw.iter()
            .find(|(k, _)| k.as_str() == "input")
            .map(|(_, v)| v)
    });
    let grads = input.into_iter().chain([out]);
    if crate::autograd::is_grad_enabled() && super::grad::any_requires_grad(grads) {
        return Err(runtime(format!(
            "{}(): functions with out=... arguments don't support automatic differentiation, but one of the arguments requires grad.",
            kernel(name, input)
        )));
    }
    Ok(())
}

/// `out` resized to the result's shape and filled with it; returns `out`.
pub(super) fn write(it: &mut Interp, r: &Value, out: Value) -> Result<Value> {
    let shape = |v: &Value| match (ComplexTensor::of(v), v) {
        (Some(z), _) => z.shape(),
        (None, Value::Tensor(t)) => t.shape(),
        _ => vec![],
    };
    let want = shape(r);
    if shape(&out) != want {
        // resize_output: a row-major layout of the new shape (complex: its pairs').
        let (t, mut dims) = match (ComplexTensor::of(&out), &out) {
            (Some(z), _) => (z.pairs.clone(), want.clone()),
            (None, Value::Tensor(t)) => (t.clone(), want.clone()),
            _ => return Ok(out),
        };
        if ComplexTensor::of(&out).is_some() {
            dims.push(2);
        }
        crate::ops::resize::resize_like(&t, &crate::layout::Layout::contiguous(&dims))?;
    }
    let copy = it.getattr(&out, "copy_")?;
    it.call(&copy, Args::new(vec![r.clone()]))?;
    Ok(out)
}
