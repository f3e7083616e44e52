//! `kron`, `fmax`/`fmin` and `clamp` with tensor bounds, composed from device ops (no new
//! kernels) and recorded under PyTorch's node names.

use super::{view, Arg};
use crate::error::{runtime, Result};
use crate::kernels::{BinaryOp, UnaryOp};
use crate::ops::autodiff::{self, NoGradGuard};
use crate::tensor::Tensor;

/// `kron(a, b)`: `a` viewed with a size-1 dim after each of its dims, `b` with one before
/// each, multiplied and read as the product shape (ATen's `_unsafe_view`, so the node is
/// `UnsafeViewBackward0` over a `MulBackward0`).
pub fn kron(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    let nd = a.ndim().max(b.ndim());
    let pad = |t: &Tensor| -> Vec<usize> {
        let mut s = vec![1; nd - t.ndim()];
        s.extend(t.shape());
        s
    };
    let (sa, sb) = (pad(a), pad(b));
    let mut va = Vec::with_capacity(2 * nd);
    let mut vb = Vec::with_capacity(2 * nd);
    let mut out_shape = Vec::with_capacity(nd);
    for d in 0..nd {
        va.extend([sa[d] as i64, 1]);
        vb.extend([1, sb[d] as i64]);
        out_shape.push(
            sa[d]
                .checked_mul(sb[d])
                .ok_or_else(|| runtime("kron: size overflow"))?,
        );
    }
    let prod = super::binary(
        "mul",
        BinaryOp::Mul,
        Arg::T(&view::view(a, &va)?),
        Arg::T(&view::view(b, &vb)?),
    )?;
    // `_unsafe_view`: the product's own layout read as the result shape (refused, as in
    // PyTorch, when the product came out non-contiguous from a transposed input).
    let sizes: Vec<i64> = out_shape.iter().map(|&s| s as i64).collect();
    let l = prod.layout_ref().view(&sizes)?;
    let out = prod.alias_with(l);
    autodiff::record_unsafe_view(&prod, &out)?;
    Ok(out)
}

/// `fmax`/`fmin`: the larger/smaller of two tensors where a NaN loses to a number.
pub fn fmax_fmin(a: &Tensor, b: &Tensor, max: bool) -> Result<Tensor> {
    let out = {
        let _g = NoGradGuard::new();
        let (op, name) = if max {
            (BinaryOp::Maximum, "maximum")
        } else {
            (BinaryOp::Minimum, "minimum")
        };
        let m = super::binary(name, op, Arg::T(a), Arg::T(b))?;
        let a_nan = super::unary("isnan", UnaryOp::IsNan, a)?;
        let b_nan = super::unary("isnan", UnaryOp::IsNan, b)?;
        let pick_b = super::where_(&a_nan, Arg::T(b), Arg::T(&m))?;
        let r = super::where_(&b_nan, Arg::T(a), Arg::T(&pick_b))?;
        // One kernel over (a, b) in ATen: the last `where` would let b's NaN mask decide.
        super::as_iterator_output(r, &[Arg::T(a), Arg::T(b)])?
    };
    autodiff::record_fmax_fmin(a, b, max, &out)?;
    Ok(out)
}

/// `clamp(min, max)` with tensor (or number) bounds: `min(max(x, lo), hi)`, broadcast and
/// promoted as PyTorch's `clamp.Tensor`, one `ClampBackward0`.
pub fn clamp_tensor(x: &Tensor, lo: Option<Arg>, hi: Option<Arg>) -> Result<Tensor> {
    if lo.is_none() && hi.is_none() {
        return Err(runtime(
            "torch.clamp: At least one of 'min' or 'max' must not be None",
        ));
    }
    let out = {
        let _g = NoGradGuard::new();
        let mut cur = x.clone();
        if let Some(l) = lo {
            cur = super::binary("maximum", BinaryOp::Maximum, Arg::T(&cur), l)?;
        }
        if let Some(h) = hi {
            cur = super::binary("minimum", BinaryOp::Minimum, Arg::T(&cur), h)?;
        }
        if cur.same(x) {
            super::copy::clone(x, crate::layout::MemoryFormat::Contiguous)?
        } else {
            cur
        }
    };
    autodiff::record_clamp_tensor(x, lo, hi, &out)?;
    Ok(out)
}

/// `x.clamp_(min=t, max=u)` with tensor bounds: the clamp computed as the out-of-place one
/// and written into `x`, with the checks of an in-place TensorIterator op (the result must
/// cast to `x`'s dtype and broadcast to its shape) and the same node over `x` as it was.
pub fn clamp_tensor_(x: &Tensor, lo: Option<Arg>, hi: Option<Arg>) -> Result<()> {
    if lo.is_none() && hi.is_none() {
        return Err(runtime(
            "torch.clamp: At least one of 'min' or 'max' must not be None",
        ));
    }
    autodiff::check_inplace(x)?;
    let bounds: Vec<Arg> = [lo, hi].into_iter().flatten().collect();
    let mut args = vec![Arg::T(x)];
    args.extend(bounds.iter().copied());
    let common = super::promote(&args)?;
    if !crate::DType::can_cast(common, x.dtype()) {
        return Err(super::elementwise::cast_error(common, x.dtype()));
    }
    super::checks::check_writable(x)?;
    super::checks::check_no_partial_overlap(x, &bounds)?;
    let (shape, _) = super::elementwise::output_geometry(&args)?;
    crate::layout::check_inplace_shape(&x.shape_ref(), &shape)?;
    let before = autodiff::InplaceBefore::capture(x, &bounds)?;
    let out = {
        let _g = NoGradGuard::new();
        clamp_tensor(x, lo, hi)?
    };
    // copy_raw moves the version on, once, as the one write PyTorch makes.
    super::copy::copy_raw(x, &out)?;
    autodiff::rebase_clamp_tensor(x, lo, hi, before)
}

/// `round(x, decimals=d)` (ATen's round_decimals): a float kernel only; positive decimals
/// scale up, round and scale down, negative ones the other way round (so 1250 to -2
/// decimals is 1200, as nearbyint(12.5) * 100). One node, RoundBackward1, whose gradient
/// is zero. In place (`round_`) it writes `x` and returns it.
pub fn round_decimals(x: &Tensor, decimals: i64, inplace: bool) -> Result<Tensor> {
    use super::named::{div, mul, round};
    use crate::scalar::Scalar;
    if !x.dtype().is_floating() {
        return Err(crate::error::not_implemented(format!(
            "\"round_cpu\" not implemented for '{}'",
            x.dtype().legacy_name()
        )));
    }
    let scale = Arg::S(Scalar::Float(
        10f64.powi(decimals.unsigned_abs().min(400) as i32),
    ));
    let rounded = |x: &Tensor| -> Result<Tensor> {
        let _g = NoGradGuard::new();
        // The kernel computes in the opmath type (float32 for the 16-bit floats), so
        // `half.round(decimals=5)` does not overflow at the scaling step.
        super::in_opmath(&[x], None, |w| {
            if decimals >= 0 {
                div(Arg::T(&round(&mul(Arg::T(&w[0]), scale)?)?), scale)
            } else {
                mul(Arg::T(&round(&div(Arg::T(&w[0]), scale)?)?), scale)
            }
        })
    };
    if inplace {
        autodiff::check_inplace(x)?;
        let before = autodiff::InplaceBefore::capture(x, &[])?;
        let out = rounded(x)?;
        super::copy::copy_raw(x, &out)?;
        x.bump_version()?;
        autodiff::rebase_unary(UnaryOp::Round, "round_decimals", x, before)?;
        return Ok(x.clone());
    }
    let out = rounded(x)?;
    autodiff::record_unary(UnaryOp::Round, "round_decimals", x, &out)?;
    Ok(out)
}
