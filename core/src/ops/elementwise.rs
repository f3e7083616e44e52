//! Elementwise ops: type promotion, broadcasting, output layout, and their in-place forms.

use super::checks::{check_no_partial_overlap, check_writable};
use super::{common_device, empty_strided, materialize, promote, run, Arg};
use crate::dtype::DType;
use crate::error::{fmt_list, runtime, Result};
use crate::kernels::{BinaryOp, Kernel, TernaryOp, UnaryOp};
use crate::layout::{broadcast_all, check_inplace_shape, elementwise_output_strides, Layout};
use crate::ops::autodiff;
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::cell::Ref;

/// The dtype an elementwise op computes in and the dtype it returns, after the refusals
/// that come before and after TensorIterator's own dtype checks.
fn binary_dtypes(op: BinaryOp, args: &[Arg]) -> Result<(DType, DType)> {
    let common = promote(args)?;
    check_sub_bools(op, args)?;
    check_supported(op, common)?;
    Ok(result_dtypes(op, common))
}

/// The compute and result dtypes for a common dtype (no refusal here).
fn result_dtypes(op: BinaryOp, common: DType) -> (DType, DType) {
    match op {
        BinaryOp::Div | BinaryOp::Atan2 => (common.to_float(), common.to_float()),
        BinaryOp::Special2(f) if f.promotes_int_to_float() => {
            (common.to_float(), common.to_float())
        }
        op if op.is_comparison() => (common, DType::Bool),
        _ => (common, common),
    }
}

/// `sub_check`: ATen refuses bool subtraction before it builds the iterator.
fn check_sub_bools(op: BinaryOp, args: &[Arg]) -> Result<()> {
    if let BinaryOp::Sub(_) = op {
        let bools = args
            .iter()
            .filter(|a| match a {
                Arg::T(t) => t.dtype() == DType::Bool,
                Arg::S(s) => matches!(s, Scalar::Bool(_)),
            })
            .count();
        if bools == 2 {
            return Err(crate::error::not_implemented(
                "Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.",
            ));
        }
        if bools == 1 {
            return Err(crate::error::not_implemented(
                "Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.",
            ));
        }
    }
    Ok(())
}

/// The checks ATen makes once the iterator has its common dtype: `alpha` must fit it, and
/// the kernel must be dispatched for it.
fn check_supported(op: BinaryOp, common: DType) -> Result<()> {
    if let BinaryOp::Add(alpha) | BinaryOp::Sub(alpha) = op {
        check_alpha(common, alpha)?;
        // `alpha.to<scalar_t>()` is checked: 300 does not fit int8, 70000 not float16.
        alpha.checked_for(common, true)?;
    }
    match op {
        BinaryOp::BitAnd | BinaryOp::BitOr | BinaryOp::BitXor if common.is_floating() => {
            Err(crate::error::not_implemented(format!(
                "\"{}_cpu\" not implemented for '{}'",
                op.name(),
                common.legacy_name()
            )))
        }
        // ATen dispatches the shifts over the integer types only (its kernel names are
        // lshift/rshift): floats and bool are refused.
        BinaryOp::Shl | BinaryOp::Shr if common.is_floating() || common == DType::Bool => {
            let kernel = if op == BinaryOp::Shl {
                "lshift"
            } else {
                "rshift"
            };
            Err(crate::error::not_implemented(format!(
                "\"{kernel}_cpu\" not implemented for '{}'",
                common.legacy_name()
            )))
        }
        // igamma dispatches over the float types only; zeta and the polynomials (float
        // ops: an integer input is already float) have no 16-bit kernel.
        BinaryOp::Special2(f) => {
            let refused = if f.promotes_int_to_float() {
                common.to_float().is_reduced_float()
            } else {
                !common.is_floating()
            };
            if refused {
                let dt = if f.promotes_int_to_float() {
                    common.to_float()
                } else {
                    common
                };
                return Err(crate::error::not_implemented(format!(
                    "\"{}_cpu\" not implemented for '{}'",
                    f.name().trim_start_matches("special_"),
                    dt.legacy_name()
                )));
            }
            Ok(())
        }
        _ => Ok(()),
    }
}

/// `pow(int_tensor, -2)`: ATen refuses a negative number exponent for an integer result
/// (a negative tensor exponent gives powi's 0, 1 or -1 instead).
fn check_int_pow(common: DType, e: Scalar) -> Result<()> {
    if !common.is_floating() && matches!(e, Scalar::Int(i) if i < 0) {
        return Err(runtime(
            "Integers to negative integer powers are not allowed.",
        ));
    }
    Ok(())
}

/// ATen's `alpha_check`: the scalar multiplier of `add`/`sub` must fit the result dtype.
/// Without it an integer result would truncate `alpha=2.5` silently.
fn check_alpha(dtype: DType, alpha: Scalar) -> Result<()> {
    if matches!(alpha, Scalar::Bool(_)) && dtype != DType::Bool {
        return Err(runtime("Boolean alpha only supported for Boolean results."));
    }
    if matches!(alpha, Scalar::Float(_)) && !dtype.is_floating() {
        return Err(runtime(
            "For integral input tensors, argument alpha must not be a floating point number.",
        ));
    }
    Ok(())
}

/// The broadcast shape of the arguments and the strides TensorIterator would give a new
/// output for them.
pub fn output_geometry(args: &[Arg]) -> Result<(Vec<usize>, Vec<usize>)> {
    // The layouts are borrowed, not cloned (this runs for every elementwise op); nothing
    // here changes a layout, and the borrows end with this function. A Python number has
    // no dims.
    let layouts: Vec<Option<Ref<'_, Layout>>> = args
        .iter()
        .map(|a| a.tensor().map(Tensor::layout_ref))
        .collect();
    let ins: Vec<(&[usize], &[usize])> = layouts
        .iter()
        .map(|l| match l {
            Some(l) => (l.shape(), l.strides()),
            None => (&[][..], &[][..]),
        })
        .collect();
    let shapes: Vec<&[usize]> = ins.iter().map(|&(shape, _)| shape).collect();
    let shape = broadcast_all(&shapes)?;
    let out_strides = elementwise_output_strides(&shape, &ins);
    Ok((shape, out_strides))
}

/// `result` laid out as TensorIterator lays out the output of one elementwise kernel over
/// `operands`. PyTorch runs `fmax`, `isclose`, `gcd`, `signbit`, ... as one kernel whose
/// output follows the first operand that can decide the order; composed here of several
/// steps (or computed on the host), the last step's operands would decide instead. The
/// values are copied only when the strides differ; no autograd node is recorded.
pub fn as_iterator_output(result: Tensor, operands: &[Arg]) -> Result<Tensor> {
    let (shape, strides) = output_geometry(operands)?;
    if result.shape() != shape || result.strides() == strides {
        return Ok(result);
    }
    let out = empty_strided(&shape, &strides, result.dtype(), result.device())?;
    super::copy::copy_raw(&out, &result)?;
    Ok(out)
}

/// Which operands decide the layout of a new output.
#[derive(Clone, Copy, PartialEq)]
enum OutLayout {
    /// TensorIterator over every operand (the common case).
    Iterator,
    /// Only tensor operands count: `pow(tensor, number)` is a unary op in PyTorch, whose
    /// exponent is not an operand.
    TensorsOnly,
    /// Row-major, as `pow(number, tensor)` allocates its result.
    Contiguous,
}

/// Runs an elementwise kernel into a fresh output laid out as PyTorch would.
fn compute(
    name: &str,
    kernel: Kernel,
    args: &[Arg],
    dts: (DType, DType),
    input_dts: Option<&[DType]>,
    layout: OutLayout,
) -> Result<Tensor> {
    let (compute_dt, out_dt) = dts;
    let device = common_device(args)?;
    let (shape, strides) = match layout {
        OutLayout::Iterator => output_geometry(args)?,
        OutLayout::TensorsOnly => {
            let ts: Vec<Arg> = args
                .iter()
                .filter(|a| a.tensor().is_some())
                .copied()
                .collect();
            output_geometry(&ts)?
        }
        OutLayout::Contiguous => {
            let (shape, _) = output_geometry(args)?;
            let st = crate::layout::contiguous_strides(&shape);
            (shape, st)
        }
    };
    let out = empty_strided(&shape, &strides, out_dt, device)?;
    // ATen's mul and div read a Python number in float32 when they compute a 16-bit float
    // (`original_scalar_value<opmath_t>`); add and sub, and every other op, see it rounded
    // to the 16-bit type, and so does add's alpha (measured against PyTorch 2.15).
    // Trunc division reads it so too (`div_trunc_cpu_reduced_float`), and then does not
    // round its quotient to the 16-bit type before truncating (`ops::run`).
    let number_in_opmath = compute_dt.is_reduced_float()
        && matches!(
            kernel,
            Kernel::Binary(BinaryOp::Mul | BinaryOp::Div | BinaryOp::TruncDiv)
        );
    let kernel = match kernel {
        Kernel::Binary(op) if compute_dt.is_reduced_float() => {
            Kernel::Binary(op.map_alpha(|alpha| crate::element::stored_as(alpha, compute_dt)))
        }
        k => k,
    };
    let ins: Vec<Tensor> = args
        .iter()
        .enumerate()
        .map(|(k, a)| {
            let dt = input_dts.map_or(compute_dt, |d| d[k]);
            match a {
                Arg::S(_) if number_in_opmath => materialize(*a, DType::Float32, device),
                // So does a one-element tensor as the second operand (TensorIterator's
                // `is_scalar(2)`, read through `original_scalar_value`): `h * tensor(1e10)`
                // is not `h * inf`.
                Arg::T(t) if number_in_opmath && k == 1 && t.numel() == 1 => {
                    materialize(*a, DType::Float32, device)
                }
                _ => materialize(*a, dt, device),
            }
        })
        .collect::<Result<_>>()?;
    let refs: Vec<&Tensor> = ins.iter().collect();
    run(name, kernel, &[&out], &refs, &shape)?;
    Ok(out)
}

/// The unary kernels ATen does not dispatch for bool, by the name its error gives (the
/// rounding ops copy an integer tensor, but bool is not one of ATen's integer types there).
const NO_BOOL_KERNEL: &[(UnaryOp, &str)] = &[
    (UnaryOp::Abs, "abs_cpu"),
    (UnaryOp::Floor, "floor_vml_cpu"),
    (UnaryOp::Ceil, "ceil_vml_cpu"),
    (UnaryOp::Round, "round_vml_cpu"),
    (UnaryOp::Trunc, "trunc_vml_cpu"),
    (UnaryOp::Frac, "frac_cpu"),
];

pub fn unary_dtypes(op: UnaryOp, dt: DType) -> Result<(DType, DType)> {
    if dt == DType::Bool {
        if let Some((_, kernel)) = NO_BOOL_KERNEL.iter().find(|(o, _)| *o == op) {
            return Err(crate::error::not_implemented(format!(
                "\"{kernel}\" not implemented for 'Bool'"
            )));
        }
    }
    if op == UnaryOp::Relu && dt == DType::Bool {
        return Err(crate::error::not_implemented(
            "Boolean inputs not supported for relu",
        ));
    }
    if op == UnaryOp::Neg && dt == DType::Bool {
        return Err(crate::error::not_implemented(
            "Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.",
        ));
    }
    if op == UnaryOp::BitwiseNot && dt.is_floating() {
        return Err(crate::error::not_implemented(format!(
            "\"bitwise_not_cpu\" not implemented for '{}'",
            dt.legacy_name()
        )));
    }
    let compute = if op.promotes_int_to_float() {
        dt.to_float()
    } else {
        dt
    };
    // A few special functions have no 16-bit float kernel in ATen.
    if let UnaryOp::Special(f) = op {
        if let (Some(k), true) = (f.no_reduced_float_kernel(), compute.is_reduced_float()) {
            return Err(crate::error::not_implemented(format!(
                "\"{k}\" not implemented for '{}'",
                compute.legacy_name()
            )));
        }
    }
    let out = if op.returns_bool() {
        DType::Bool
    } else {
        compute
    };
    Ok((compute, out))
}

/// clamp's bounds as ATen's clamp kernel takes them for `dtype`: an integer type saturates
/// a bound past its range, unless the range is missed entirely (then PyTorch's error); a
/// float type refuses a number it cannot hold (`Scalar::to<scalar_t>`'s overflow check).
fn clamp_bounds(op: UnaryOp, dtype: DType) -> Result<UnaryOp> {
    let UnaryOp::Clamp { min, max } = op else {
        return Ok(op);
    };
    if dtype.is_floating() {
        for b in [min, max].into_iter().flatten() {
            b.checked_for(dtype, true)?;
        }
        return Ok(op);
    }
    if dtype == DType::Bool {
        return Ok(op);
    }
    let (lo, hi) = crate::scalar::int_range(dtype);
    let fit = |b: Option<Scalar>, which: &str| -> Result<Option<Scalar>> {
        let Some(b) = b else { return Ok(None) };
        let v = b.to_f64();
        let outside = if which == "min" {
            v > hi as f64
        } else {
            v < lo as f64
        };
        if outside {
            return Err(runtime(format!(
                "Clamp {which} value {} is outside the representable range of {}",
                crate::pyfmt::cpp_double(v),
                dtype.legacy_name()
            )));
        }
        // An int bound stays an int: through f64, 2**53 + 1 would clamp to 2**53.
        if let Scalar::Int(i) = b {
            return Ok(Some(Scalar::Int(i.clamp(lo, hi))));
        }
        Ok(Some(Scalar::Int((v.max(lo as f64).min(hi as f64)) as i64)))
    };
    Ok(UnaryOp::Clamp {
        min: fit(min, "min")?,
        max: fit(max, "max")?,
    })
}

/// `torch.<op>(a)` for a unary op.
pub fn unary(name: &str, op: UnaryOp, a: &Tensor) -> Result<Tensor> {
    let (c, o) = unary_dtypes(op, a.dtype())?;
    let op = clamp_bounds(op, c)?;
    if let UnaryOp::Clamp {
        min: None,
        max: None,
    } = op
    {
        return Err(runtime(
            "torch.clamp: At least one of 'min' or 'max' must not be None",
        ));
    }
    // ATen's 16-bit rsqrt is `1 / sqrt(x)` in the 16-bit type: the root is rounded first.
    let (input, kernel_op) = if op == UnaryOp::Rsqrt && c.is_reduced_float() {
        let _g = autodiff::NoGradGuard::new();
        (unary("sqrt", UnaryOp::Sqrt, a)?, UnaryOp::Reciprocal)
    } else {
        (a.clone(), op)
    };
    let out = compute(
        name,
        Kernel::Unary(kernel_op),
        &[Arg::T(&input)],
        (c, o),
        None,
        OutLayout::Iterator,
    )?;
    autodiff::record_unary(op, name, a, &out)?;
    Ok(out)
}

/// `a.<op>_()`: a unary op written back into `a`.
pub fn unary_(name: &str, op: UnaryOp, a: &Tensor) -> Result<()> {
    autodiff::check_inplace(a)?;
    let (mut c, _) = unary_dtypes(op, a.dtype())?;
    if let UnaryOp::Clamp { min, max } = op {
        // The bounds count in the result type, as in `clamp`: `int_tensor.clamp_(0.5, 2.5)`
        // is PyTorch's cast error, not a silent truncation of the bounds.
        let mut args = vec![Arg::T(a)];
        args.extend([min, max].into_iter().flatten().map(Arg::S));
        c = promote(&args)?;
        if c != a.dtype() {
            // clamp's own check prints the output's C++ type ("long int").
            return Err(runtime(format!(
                "result type {} can't be cast to the desired output type {}",
                c.legacy_name(),
                a.dtype().c_type_name()
            )));
        }
    }
    if c != a.dtype() {
        return Err(cast_error(c, a.dtype()));
    }
    check_writable(a)?;
    let op = clamp_bounds(op, c)?;
    let before = autodiff::InplaceBefore::capture(a, &[])?;
    run(name, Kernel::Unary(op), &[a], &[a], &a.shape_ref())?;
    a.bump_version()?;
    autodiff::rebase_unary(op, name, a, before)?;
    Ok(())
}

pub(crate) fn cast_error(from: DType, to: DType) -> crate::error::TorchError {
    runtime(format!(
        "result type {} can't be cast to the desired output type {}",
        from.legacy_name(),
        to.legacy_name()
    ))
}

/// ATen's `pow(Tensor, number)` of a float runs a kernel of its own: the `sqrt` kernel for
/// 0.5 (MKL's root for float32 and float64 on the CPU, `mkl_sqrt.rs`), and for float32 and
/// float64 the `pow_tensor_scalar` kernel, which differs from `pow(Tensor, Tensor)` (see
/// `cpu/elementwise/sleef_pow.rs`): the kernel to run instead of `Binary(op)`.
fn number_power(op: BinaryOp, exponent: Arg, c: DType) -> Option<Kernel> {
    match (op, exponent) {
        (BinaryOp::Pow, Arg::S(e)) if c.is_floating() && e.to_f64() == 0.5 => {
            Some(Kernel::Unary(UnaryOp::Sqrt))
        }
        (BinaryOp::Pow, Arg::S(e)) if matches!(c, DType::Float32 | DType::Float64) => {
            Some(Kernel::Binary(BinaryOp::PowNumber(e.to_f64())))
        }
        _ => None,
    }
}

/// `torch.<op>(a, b)`.
pub fn binary(name: &str, op: BinaryOp, a: Arg, b: Arg) -> Result<Tensor> {
    if let (Arg::S(_), Arg::S(_)) = (a, b) {
        return Err(runtime(format!(
            "{name}: expected at least one tensor argument"
        )));
    }
    let (c, o) = binary_dtypes(op, &[a, b])?;
    // ATen multiplies by a CPU scalar (a number or a 0-d tensor) in a kernel of its own for
    // reduced floats, which has no float8 instance.
    let scalar_side = [a, b]
        .iter()
        .any(|x| matches!(x, Arg::S(_)) || matches!(x, Arg::T(t) if t.ndim() == 0));
    if op == BinaryOp::Mul && c.is_float8() && scalar_side {
        return Err(crate::error::not_implemented(format!(
            "\"mul_cpu_reduced_float\" not implemented for '{}'",
            c.legacy_name()
        )));
    }
    // ATen's pow(Tensor, Scalar) answers the exponents 1 (a copy) and 0 (ones) before it
    // dispatches a kernel, so a bool tensor to the power True is itself (there is no bool
    // pow kernel for any other exponent).
    if let (BinaryOp::Pow, Arg::T(base), Arg::S(e), DType::Bool) = (op, a, b, c) {
        let e = e.to_f64();
        if e == 1.0 {
            return super::copy::clone(base, crate::layout::MemoryFormat::Preserve);
        }
        if e == 0.0 {
            let out = super::copy::clone(base, crate::layout::MemoryFormat::Preserve)?;
            super::fill_(&out, Scalar::Bool(true))?;
            return Ok(out);
        }
    }
    // pow(tensor, number) converts the exponent to an integer or 16-bit float result type
    // with the overflow check (`pow(int8, 256)` is an error, not 256 wrapped to 0).
    if let (BinaryOp::Pow, Arg::T(_), Arg::S(e)) = (op, a, b) {
        check_int_pow(c, e)?;
        if !c.is_floating() || c.is_reduced_float() {
            e.checked_for(c, true)?;
        }
    }
    let layout = match (op, a, b) {
        (BinaryOp::Pow, Arg::T(_), Arg::S(_)) => OutLayout::TensorsOnly,
        (BinaryOp::Pow, Arg::S(_), Arg::T(_)) => OutLayout::Contiguous,
        _ => OutLayout::Iterator,
    };
    let out = match number_power(op, b, c) {
        Some(k @ Kernel::Binary(_)) => compute(name, k, &[a, b], (c, o), None, layout)?,
        Some(root) => compute(name, root, &[a], (c, o), None, layout)?,
        None => compute(name, Kernel::Binary(op), &[a, b], (c, o), None, layout)?,
    };
    autodiff::record_binary(name, op, a, b, &out)?;
    Ok(out)
}

/// `self.<op>_(other)`: computed in the promoted dtype and written into `self`, which keeps
/// its dtype, shape and strides.
pub fn binary_(name: &str, op: BinaryOp, this: &Tensor, other: Arg) -> Result<()> {
    autodiff::check_inplace(this)?;
    // The order of ATen's checks: bool subtraction, then TensorIterator's memory overlap
    // and shapes (`tensor(3).pow_(tensor([1., 2.]))` is a broadcast error, not a cast
    // one), then the cast into `self` (so `int_tensor <<= 1.5` is a cast error, not a
    // missing float kernel), then the kernel.
    let args = [Arg::T(this), other];
    check_sub_bools(op, &args)?;
    // TensorIterator checks memory overlap before it computes the shape, so an
    // overlapping input is reported as such even when its shape would not fit either.
    check_writable(this)?;
    check_no_partial_overlap(this, &[other])?;
    let (shape, _) = output_geometry(&[Arg::T(this), other])?;
    check_inplace_shape(&this.shape_ref(), &shape)?;
    let common = promote(&args)?;
    let (c, o) = result_dtypes(op, common);
    if !DType::can_cast(o, this.dtype()) {
        return Err(cast_error(o, this.dtype()));
    }
    check_supported(op, common)?;
    if let (BinaryOp::Pow, Arg::S(e)) = (op, other) {
        check_int_pow(common, e)?;
        // As in `binary`: a bool to the power 1 is itself (copied onto itself), to the
        // power 0 all True, before any kernel.
        if common == DType::Bool && matches!(e.to_f64(), v if v == 0.0 || v == 1.0) {
            if e.to_f64() == 0.0 {
                return super::fill_(this, Scalar::Bool(true));
            }
            this.bump_version()?;
            return Ok(());
        }
    }
    let before = autodiff::InplaceBefore::capture(this, &[other])?;
    // A 16-bit float times or over a number reads the number in float32 (see `compute`),
    // which the direct path below would round to the 16-bit type first.
    let opmath_number = c.is_reduced_float()
        && matches!(op, BinaryOp::Mul | BinaryOp::Div | BinaryOp::TruncDiv)
        && match other {
            Arg::S(_) => true,
            Arg::T(t) => t.numel() == 1,
        };
    if c == this.dtype() && o == this.dtype() && !opmath_number {
        let device = this.device();
        let b = materialize(other, c, device)?;
        match number_power(op, other, c) {
            Some(k @ Kernel::Binary(_)) => run(name, k, &[this], &[this, &b], &shape)?,
            Some(root) => run(name, root, &[this], &[this], &shape)?,
            None => run(name, Kernel::Binary(op), &[this], &[this, &b], &shape)?,
        };
        this.bump_version()?;
    } else {
        // Computed in a wider dtype (float32 += float64 tensor), then cast back, as
        // TensorIterator does with a common dtype that differs from the output's. The
        // copy moves the version on: one write, one bump, as in PyTorch.
        let tmp = {
            let _g = autodiff::NoGradGuard::new();
            binary(name, op, Arg::T(this), other)?
        };
        super::copy::copy_raw(this, &tmp)?;
    }
    autodiff::rebase_binary(name, op, this, other, before)?;
    Ok(())
}

fn ternary_dtypes(op: TernaryOp, args: &[Arg]) -> Result<DType> {
    let c = ternary_common(op, args)?;
    check_ternary_scalar(op, c)?;
    Ok(c)
}

/// ATen converts addcmul/addcdiv's `value` and lerp's number `weight` to the kernel's
/// compute type with c10's overflow check: float32 for the floats below double (1e308 is
/// refused on float32 and half alike), the dtype itself for the integers (300 on int8).
fn check_ternary_scalar(op: TernaryOp, c: DType) -> Result<()> {
    let (TernaryOp::Addcmul(v) | TernaryOp::Addcdiv(v) | TernaryOp::Lerp(v)) = op else {
        return Ok(());
    };
    v.checked_for(c.opmath(), true).map(|_| ())
}

fn ternary_common(op: TernaryOp, args: &[Arg]) -> Result<DType> {
    let c = promote(args)?;
    if let TernaryOp::Lerp(_) | TernaryOp::LerpTensor | TernaryOp::LerpRoundedTwice(_) = op {
        // lerp does not promote: every tensor operand must have self's dtype.
        if let Arg::T(this) = args[0] {
            for (name, a) in ["end", "weight"].iter().zip(&args[1..]) {
                if let Arg::T(t) = a {
                    // A 0-d weight of any dtype is taken as a number (cast to self's).
                    let number = *name == "weight" && t.ndim() == 0;
                    if t.dtype() != this.dtype() && !number {
                        return Err(runtime(format!(
                            "expected dtype {} for `{name}` but got dtype {}",
                            this.dtype().c_type_name(),
                            t.dtype().c_type_name()
                        )));
                    }
                }
            }
            return Ok(this.dtype()).and_then(|d| {
                if d.is_floating() {
                    Ok(d)
                } else {
                    Err(crate::error::not_implemented(format!(
                        "\"lerp_kernel_scalar\" not implemented for '{}'",
                        d.legacy_name()
                    )))
                }
            });
        }
        if !c.is_floating() {
            return Err(crate::error::not_implemented(format!(
                "\"lerp_kernel_scalar\" not implemented for '{}'",
                c.legacy_name()
            )));
        }
    }
    Ok(c)
}

/// `torch.addcmul/addcdiv/lerp(self, a, b)`.
pub fn ternary(name: &str, op: TernaryOp, args: &[Arg]) -> Result<Tensor> {
    let c = ternary_dtypes(op, args)?;
    let out = compute(
        name,
        Kernel::Ternary(op),
        args,
        (c, c),
        None,
        OutLayout::Iterator,
    )?;
    autodiff::record_ternary(op, args, &out)?;
    Ok(out)
}

/// `self.addcmul_(a, b, value=...)` and friends: `args[0]` is `self`.
pub fn ternary_(name: &str, op: TernaryOp, args: &[Arg]) -> Result<()> {
    let Arg::T(this) = args[0] else {
        return Err(runtime("internal error: in-place ternary without self"));
    };
    autodiff::check_inplace(this)?;
    let c = ternary_dtypes(op, args)?;
    if !DType::can_cast(c, this.dtype()) {
        return Err(cast_error(c, this.dtype()));
    }
    check_writable(this)?;
    check_no_partial_overlap(this, &args[1..])?;
    let (shape, _) = output_geometry(args)?;
    check_inplace_shape(&this.shape_ref(), &shape)?;
    let before = autodiff::InplaceBefore::capture(this, &args[1..])?;
    let device = this.device();
    let ins: Vec<Tensor> = args
        .iter()
        .map(|a| materialize(*a, this.dtype(), device))
        .collect::<Result<_>>()?;
    let refs: Vec<&Tensor> = ins.iter().collect();
    run(name, Kernel::Ternary(op), &[this], &refs, &shape)?;
    this.bump_version()?;
    autodiff::rebase_ternary(op, args, before)?;
    Ok(())
}

/// `torch.where(cond, a, b)`.
pub fn where_(cond: &Tensor, a: Arg, b: Arg) -> Result<Tensor> {
    // A uint8 condition still works (PyTorch warns that it is deprecated and converts it).
    let as_bool;
    let cond = match cond.dtype() {
        DType::Bool => cond,
        DType::UInt8 => {
            as_bool = super::to_dtype(cond, DType::Bool)?;
            &as_bool
        }
        dt => {
            return Err(runtime(format!(
                "where expected condition to be a boolean tensor, but got a tensor with dtype {}",
                dt.legacy_name()
            )))
        }
    };
    let c = promote(&[a, b])?;
    // A number must fit an integer or a float32 result (`where(c, x, 1e39)` is refused, as
    // PyTorch 2.15 does); a 16-bit one takes it as the cast gives it (`where(c, half, 1e10)`
    // holds inf).
    if !c.is_floating() || c == DType::Float32 {
        for s in [a, b] {
            if let Arg::S(s) = s {
                s.checked_for(c, true)?;
            }
        }
    }
    let args = [Arg::T(cond), a, b];
    let dts = [DType::Bool, c, c];
    let out = compute(
        "where",
        Kernel::Ternary(TernaryOp::Where),
        &args,
        (c, c),
        Some(&dts),
        OutLayout::Iterator,
    )?;
    autodiff::record_where(cond, a, b, &out)?;
    Ok(out)
}

/// `clamp(min, max)` with Python numbers: the result type counts the bounds too, so a bool
/// tensor clamped to ints comes back as int64.
pub fn clamp(a: &Tensor, min: Option<Scalar>, max: Option<Scalar>) -> Result<Tensor> {
    clamp_as("clamp", a, min, max)
}

/// `clamp` run under another name (`clamp_min`, `clamp_max`: PyTorch's nodes differ).
pub fn clamp_as(
    name: &str,
    a: &Tensor,
    min: Option<Scalar>,
    max: Option<Scalar>,
) -> Result<Tensor> {
    let mut args = vec![Arg::T(a)];
    args.extend([min, max].into_iter().flatten().map(Arg::S));
    let out_dt = promote(&args)?;
    let a = if out_dt != a.dtype() {
        super::to_dtype(a, out_dt)?
    } else {
        a.clone()
    };
    unary(name, UnaryOp::Clamp { min, max }, &a)
}

/// `clamp_` / `clamp_min_` / `clamp_max_` in place, under the name called.
pub fn clamp_as_(name: &str, a: &Tensor, min: Option<Scalar>, max: Option<Scalar>) -> Result<()> {
    unary_(name, UnaryOp::Clamp { min, max }, a)
}

/// Formats a shape for messages.
pub fn shape_str(s: &[usize]) -> String {
    fmt_list(s)
}
