//! The diagonal family on complex tensors (`diagonal`, `diag`, `diag_embed`, `diagflat`)
//! and `isreal`, as functions and methods. Each is the real op on the float pairs with the
//! pair dim kept last: a real `diagonal` puts the diagonal after the pair dim, so it is
//! swapped back; a real `diag_embed` embeds the last dim, so the pair dim is moved first.

use super::tensor::{wrap_dim, ComplexTensor};
use crate::error::{runtime, Result};
use crate::interp::args::{Args, Bound};
use crate::interp::value::Value;
use crate::layout::MemoryFormat;
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// The names handled here.
pub const NAMES: &[&str] = &["diagonal", "diag", "diag_embed", "diagflat", "isreal"];

fn int(b: &Bound, name: &str) -> Result<i64> {
    Ok(b.i64(name)?.unwrap_or(0))
}

/// `Tensor.X(...)` for the names above; None for any other method.
pub fn method(z: &ComplexTensor, name: &str, a: &Args) -> Result<Option<Value>> {
    if !NAMES.contains(&name) {
        return Ok(None);
    }
    apply(z, name, a).map(Some)
}

/// `torch.X(input, ...)` for the names above (the input is complex: the caller checked).
pub fn function(name: &str, mut a: Args) -> Result<Value> {
    let input = if a.pos.is_empty() {
        let at = a.kw.iter().position(|(k, _)| k == "input");
        at.map(|i| a.kw.remove(i).1)
    } else {
        Some(a.pos.remove(0))
    };
    let input = input.unwrap_or(Value::None);
    let z =
        ComplexTensor::of(&input).ok_or_else(|| super::unsupported(&format!("torch.{name}")))?;
    apply(z, name, &a)
}

fn apply(z: &ComplexTensor, name: &str, a: &Args) -> Result<Value> {
    match name {
        "diagonal" => {
            let b = a.bind("diagonal", &["offset=0", "dim1=0", "dim2=1"])?;
            diagonal(z, int(&b, "offset")?, int(&b, "dim1")?, int(&b, "dim2")?)
        }
        "diag_embed" => {
            let b = a.bind("diag_embed", &["offset=0", "dim1=-2", "dim2=-1"])?;
            let (o, d1, d2) = (int(&b, "offset")?, int(&b, "dim1")?, int(&b, "dim2")?);
            embed(z, &z.resolved()?, o, d1, d2)
        }
        "diag" => {
            let b = a.bind("diag", &["diagonal=0"])?;
            diag(z, int(&b, "diagonal")?)
        }
        "diagflat" => {
            let b = a.bind("diagflat", &["offset=0"])?;
            // ATen: self.contiguous().view(-1).diag(offset).
            let flat = view::reshape(&z.resolved()?, &[-1, 2])?;
            embed(z, &flat, int(&b, "offset")?, 0, 1)
        }
        "isreal" => {
            a.bind("isreal", &[])?;
            // Real where the imaginary part is zero (its sign does not matter).
            let im = z.stored_imag()?;
            Ok(Value::Tensor(ops::named::eq(
                Arg::T(&im),
                Arg::S(Scalar::Int(0)),
            )?))
        }
        other => Err(super::unsupported(&format!("Tensor.{other}"))),
    }
}

/// The diagonal view: the conjugate bit stays, as on any view. The pairs' diagonal needs a
/// transpose after it, so the layout is worked out by those two views without recording and
/// the result is one view recorded as ATen's `DiagonalBackward0` (its gradient, the
/// incoming one laid into zeros of the input's geometry, is the same either way).
fn diagonal(z: &ComplexTensor, offset: i64, d1: i64, d2: i64) -> Result<Value> {
    let (a, b) = (z.dim(d1)?, z.dim(d2)?);
    if a == b {
        return Err(runtime(format!(
            "diagonal dimensions cannot be identical {d1}, {d2}"
        )));
    }
    let layout = {
        let _layout_only = crate::autograd::NoGradGuard::new();
        let d = view::diagonal(&z.pairs, offset, a, b)?;
        view::transpose(&d, -1, -2)?.layout()
    };
    let out = z.pairs.view_with(layout);
    crate::ops::autodiff::record_layout_view("DiagonalBackward0", &z.pairs, &out)?;
    Ok(z.with_pairs(out))
}

/// `diag_embed` of the (resolved) pairs `pairs`, whose last complex dim is embedded: a new
/// contiguous tensor without the conjugate bit, as ATen's.
fn embed(z: &ComplexTensor, pairs: &Tensor, offset: i64, d1: i64, d2: i64) -> Result<Value> {
    // The output has one complex dim more than the input's (the pairs' count).
    let n = pairs.ndim();
    let (a, b) = (wrap_dim(d1, n)?, wrap_dim(d2, n)?);
    if a == b {
        return Err(runtime(format!(
            "diagonal dimensions cannot be identical {d1}, {d2}"
        )));
    }
    let first = view::movedim(pairs, &[-1], &[0])?;
    let e = ops::shape_more::diag_embed(&first, offset, a + 1, b + 1)?;
    let out = ops::copy::clone(&view::movedim(&e, &[0], &[-1])?, MemoryFormat::Contiguous)?;
    named(z, ComplexTensor::value(out, false), "DiagEmbedBackward0")
}

fn diag(z: &ComplexTensor, offset: i64) -> Result<Value> {
    match z.ndim() {
        1 => embed(z, &z.resolved()?, offset, 0, 1),
        2 => {
            let d = view::diagonal(&z.resolved()?, offset, 0, 1)?;
            let d = view::transpose(&d, -1, -2)?;
            let out = ops::copy::clone(&d, MemoryFormat::Contiguous)?;
            named(
                z,
                ComplexTensor::value(out, false),
                "DiagonalBackward0_copy",
            )
        }
        n => Err(runtime(format!(
            "diag(): Supports 1D or 2D tensors. Got {n}D"
        ))),
    }
}

fn named(z: &ComplexTensor, r: Value, node: &str) -> Result<Value> {
    if z.pairs.requires_grad() && crate::autograd::is_grad_enabled() {
        return super::grad::named(r, node);
    }
    Ok(r)
}
