//! Whole-tensor comparisons: `equal`, `allclose`, `isclose`.

use super::{binary, reduce, to_dtype, Arg};
use crate::dtype::DType;
use crate::error::Result;
use crate::kernels::{BinaryOp, ReduceOp};
use crate::tensor::Tensor;

/// `torch.equal`: same shape and the same values.
pub fn equal(a: &Tensor, b: &Tensor) -> Result<bool> {
    crate::limited::check_op("equal", a.dtype())?;
    crate::meta::check_has_meta_kernel("equal", &[a, b])?;
    if a.shape() != b.shape() {
        return Ok(false);
    }
    let _g = crate::ops::autodiff::NoGradGuard::new();
    let eq = binary("eq", BinaryOp::Eq, Arg::T(a), Arg::T(b))?;
    Ok(super::item(&reduce("all", ReduceOp::All, &eq, None, false, None)?)?.to_bool())
}

/// `torch.isclose`: |a - b| <= atol + rtol * |b|, elementwise.
pub fn isclose(a: &Tensor, b: &Tensor, rtol: f64, atol: f64, equal_nan: bool) -> Result<Tensor> {
    // ATen compares like with like: no promotion (`allclose(f16, f32)` is an error).
    if a.dtype() != b.dtype() {
        return Err(crate::error::runtime(format!(
            "{} did not match {}",
            a.dtype().legacy_name(),
            b.dtype().legacy_name()
        )));
    }
    check_tolerances(rtol, atol)?;
    // The tolerance is `|other| * rtol`, a multiply by a CPU scalar, which has no float8
    // kernel (`torch.isclose(f8, f8, rtol=0, atol=0)` compares only and works).
    if a.dtype().is_float8() && (rtol != 0.0 || atol != 0.0) {
        return Err(crate::error::not_implemented(format!(
            "\"mul_cpu_reduced_float\" not implemented for '{}'",
            a.dtype().legacy_name()
        )));
    }
    let _g = crate::ops::autodiff::NoGradGuard::new();
    if let Some(out) = meta_bool_like_broadcast(a, b)? {
        return Ok(out);
    }
    let dt = DType::promote(a.dtype(), b.dtype()).to_float();
    let (x, y) = (to_dtype(a, dt)?, to_dtype(b, dt)?);
    let shape = crate::layout::broadcast_shapes(&x.shape(), &y.shape())?;
    let n: usize = shape.iter().product();
    let xe = x
        .view_with(
            x.layout()
                .expand(&shape.iter().map(|&s| s as i64).collect::<Vec<_>>())?,
        )
        .to_f64_vec()?;
    let ye = y
        .view_with(
            y.layout()
                .expand(&shape.iter().map(|&s| s as i64).collect::<Vec<_>>())?,
        )
        .to_f64_vec()?;
    let vals: Vec<crate::Scalar> = (0..n)
        .map(|i| {
            let (p, q) = (xe[i], ye[i]);
            let close = if p.is_nan() || q.is_nan() {
                equal_nan && p.is_nan() && q.is_nan()
            } else if p == q {
                true
            } else {
                // ATen also asks for a finite error: inf against -inf (or against a finite
                // value) is never close, though inf <= atol + rtol * inf would say so.
                let err = (p - q).abs();
                err.is_finite() && err <= atol + rtol * q.abs()
            };
            crate::Scalar::Bool(close)
        })
        .collect();
    let close = super::tensor(&vals, &shape, Some(DType::Bool), a.device())?;
    // ATen's isclose starts from `self == other`, so its result is laid out as that
    // comparison's (a transposed input keeps its order).
    super::as_iterator_output(close, &[Arg::T(a), Arg::T(b)])
}

pub fn allclose(a: &Tensor, b: &Tensor, rtol: f64, atol: f64, equal_nan: bool) -> Result<bool> {
    let c = isclose(a, b, rtol, atol, equal_nan)?;
    // ATen's allclose is `isclose(...).all().item()`: on meta, item's refusal.
    crate::meta::check_item(&c)?;
    Ok(c.to_f64_vec()?.iter().all(|&v| v != 0.0))
}

/// `isclose(a, b)` when either is a meta tensor: a bool meta tensor of the broadcast shape
/// (the host comparison would read values), after the device check any op makes.
fn meta_bool_like_broadcast(a: &Tensor, b: &Tensor) -> Result<Option<Tensor>> {
    if a.device() != crate::Device::Meta && b.device() != crate::Device::Meta {
        return Ok(None);
    }
    let device = super::common_device(&[Arg::T(a), Arg::T(b)])?;
    let shape = crate::layout::broadcast_shapes(&a.shape(), &b.shape())?;
    super::empty(&shape, DType::Bool, device).map(Some)
}

/// `isclose`'s tolerances must not be negative (as Python's `math.isclose`, unlike NumPy).
pub fn check_tolerances(rtol: f64, atol: f64) -> Result<()> {
    for (name, v) in [("rtol", rtol), ("atol", atol)] {
        // NaN fails too, as ATen's `rtol >= 0`.
        if v.is_nan() || v < 0.0 {
            return Err(crate::error::runtime(format!(
                "{name} must be greater than or equal to zero, but got {}",
                crate::pyfmt::cpp_double(v)
            )));
        }
    }
    Ok(())
}
