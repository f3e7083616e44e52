//! Complex numbers: Python's `complex` (`number.rs`) and complex64/complex128 tensors
//! (`tensor.rs`), which are their interleaved float pairs, as in PyTorch's memory. Every
//! complex op is real ops on the parts, so the kernels, devices and storage stay real; the
//! interpreter routes here whenever a complex value takes part (`binop`, `compare`,
//! `torch_call`, `real_method`), and anything not listed is refused by name.

mod arith_kw;
mod diagonals;
mod dtype_view;
pub mod eig;
mod einsum;
mod factories;
pub mod fft;
mod fft_freq;
mod fft_grad;
mod fft_hermitian;
mod fft_layout;
mod fft_mkl;
mod fft_out;
pub mod format;
mod formulas;
mod grad;
mod indexing;
mod joining;
mod layers;
mod linalg;
pub mod linalg_natives;
mod linear;
mod math;
mod methods;
pub mod module_cast;
pub mod number;
mod parts;
mod print;
mod promote;
mod random_fill;
mod real_receiver;
mod reductions;
mod select_methods;
mod shape_methods;
pub mod tensor;

pub use grad::is_parameter;
pub use methods::write_back;
pub use number::PyComplex;
pub use tensor::ComplexTensor;

use crate::error::{not_implemented, runtime, type_error, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::ast::{BinOp, CmpOp, UnOp};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use crate::DType;
use parts::{Part, Parts};
use std::rc::Rc;

/// The complex dtype whose parts have this real dtype.
pub fn complex_name(real: DType) -> &'static str {
    if real == DType::Float64 {
        "complex128"
    } else {
        "complex64"
    }
}

/// PyTorch's scalar-type name in kernel messages ("ComplexFloat").
fn scalar_type_name(real: DType) -> &'static str {
    if real == DType::Float64 {
        "ComplexDouble"
    } else {
        "ComplexFloat"
    }
}

/// The parts' dtype of a complex dtype (complex32 is refused: no half pairs here).
pub fn real_dtype_of(canonical: &str) -> Result<DType> {
    match canonical {
        "complex64" => Ok(DType::Float32),
        "complex128" => Ok(DType::Float64),
        other => Err(not_implemented(format!(
            "torch.{other} is not supported in stridelab (complex64 and complex128 are)"
        ))),
    }
}

/// The parts of a result must be float32 or float64 (a float16 operand would make a
/// complex32, which stridelab does not have).
pub fn check_part_dtype(d: DType) -> Result<()> {
    match d {
        DType::Float32 | DType::Float64 => Ok(()),
        DType::Float16 | DType::BFloat16 => Err(not_implemented(
            "torch.complex32 is not supported in stridelab (complex64 and complex128 are)",
        )),
        other => Err(runtime(format!(
            "complex parts of dtype {} (expected a floating dtype)",
            other.name()
        ))),
    }
}

/// The ops given a complex value that have no gradient here yet (the complex decompositions,
/// the multi-dimensional FFTs) refuse an operand that requires grad, naming themselves,
/// rather than return a result without its graph.
pub fn refuse_grad_inputs<'a>(op: &str, vals: impl IntoIterator<Item = &'a Value>) -> Result<()> {
    if grad::any_requires_grad(vals) {
        return Err(not_implemented(format!(
            "autograd through {op} with complex tensors is not supported in stridelab yet"
        )));
    }
    Ok(())
}

/// PyTorch's own refusal of `op` on a complex tensor whose parts are `real` (`with_args`:
/// the op was given arguments, which picks `max(dim)`'s message over `max()`'s). None for
/// ops PyTorch runs on complex tensors.
pub fn pytorch_refusal(op: &str, real: DType, with_args: bool) -> Option<TorchError> {
    use crate::error::ErrorKind::{
        NotImplementedError as NotImpl, RuntimeError as Runtime, TypeError,
    };
    let kernel = |k: &str| format!("\"{k}\" not implemented for '{}'", scalar_type_name(real));
    let (kind, message) = match op {
        "max" | "min" if with_args => (TypeError, format!("{op}(): does not support complex input")),
        "max" | "min" => (NotImpl, kernel(&format!("{op}_all"))),
        "argmax" | "argmin" => (TypeError, format!("{op}(): does not support complex input")),
        "amax" => (NotImpl, kernel("max_values_cpu")),
        "amin" => (NotImpl, kernel("min_values_cpu")),
        "sort" | "argsort" | "msort" => (TypeError, " Sort does not support complex dtypes on CPU".into()),
        "topk" => (TypeError, " topk does not support complex dtypes on CPU".into()),
        "clamp" | "clip" | "relu" => (NotImpl, "clamp is not supported for complex types".into()),
        "floor" | "ceil" | "trunc" => (NotImpl, format!("{op} is not supported for complex inputs")),
        "round" => (NotImpl, kernel("round_vml_cpu")),
        "cummax" | "cummin" | "median" | "kthvalue" | "fmod" | "remainder" | "frac" => {
            (NotImpl, kernel(&format!("{op}_cpu")))
        }
        "floor_divide" => (NotImpl, kernel("div_floor_cpu")),
        "erf" | "lgamma" => (NotImpl, kernel(&format!("{op}_vml_cpu"))),
        "maximum" | "minimum" => (TypeError, format!("{op} not implemented for complex tensors.")),
        "sign" => (
            NotImpl,
            "Unlike NumPy, torch.sign is not intended to support complex numbers. Please use torch.sgn instead.".into(),
        ),
        "heaviside" => (NotImpl, "heaviside is not yet implemented for complex tensors.".into()),
        "isposinf" | "isneginf" => (TypeError, format!("{op} does not support complex inputs.")),
        "nansum" => (NotImpl, "nansum on CPU does not support complex inputs".into()),
        "hash_tensor" => (NotImpl, kernel("xor_sum_cpu")),
        "aminmax" => (TypeError, format!("aminmax not implemented for {}", scalar_type_name(real))),
        // abs of a complex tensor is real: ATen has no in-place form to write it back.
        "abs_" | "absolute_" => (Runtime, "In-place abs is not supported for complex tensors.".into()),
        _ => return None,
    };
    Some(TorchError::new(kind, message))
}

/// An op PyTorch has for complex tensors that stridelab does not (yet).
pub fn unsupported(name: &str) -> TorchError {
    not_implemented(format!(
        "{name} is not supported for complex tensors in stridelab yet (docs/api.md, \"Complex tensors\", lists what is)"
    ))
}

/// `int(z)`/`float(z)` of a one-element complex tensor: its real part when the imaginary
/// part is zero, else c10's overflow error (as PyTorch's `__int__`/`__float__`). None for
/// any other value.
pub fn to_real_number(it: &mut Interp, v: &Value, int: bool) -> Result<Option<Value>> {
    let Some(z) = ComplexTensor::of(v) else {
        return Ok(None);
    };
    let Some(c) = z.single_value(it)? else {
        return Err(crate::error::value_error(
            "only one element tensors can be converted to Python scalars",
        ));
    };
    if c.im != 0.0 {
        return Err(runtime(format!(
            "value cannot be converted to type {} without overflow",
            if int { "int64_t" } else { "double" }
        )));
    }
    Ok(Some(if int {
        crate::interp::pyint::from_integral_float(c.re.trunc())?
    } else {
        Value::Float(c.re)
    }))
}

/// `docs/api.md`'s section on complex tensors: the two tables, by name.
pub fn markdown() -> String {
    let list = |names: Vec<&str>| {
        names
            .iter()
            .map(|n| format!("`{n}`"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        concat!(
            "## Complex tensors\n\n",
            "complex64 and complex128 tensors are their float pairs (`interp/complex/`). ",
            "Their methods: {}.\n\nThe `torch` functions that take or make them: {}.\n\n",
            "Operators: `+ - * / @` (and in place), unary `-`, `==`, `!=`, indexing and item ",
            "assignment. Anything else given a complex tensor is refused by name.\n\n",
            "`torch.fft` (`interp/complex/fft.rs`): {}.\n\n",
            "`torch.linalg` of complex matrices (`nn/linalg_complex.py` over ",
            "`ops/complex_lapack`, LAPACK's z-routines in double precision, rounded once): ",
            "cholesky, cholesky_ex, eigh, eigvalsh, eig, eigvals, svd, svdvals, qr, ",
            "householder_product, lu_factor, lu_factor_ex, lu, lu_solve, solve_triangular, ",
            "slogdet, matrix_exp, matrix_power, matrix_norm, norm, vector_norm, pinv, ",
            "matrix_rank, cond, lstsq, multi_dot, vecdot, cross, tensorsolve, tensorinv, ",
            "ldl_factor, ldl_factor_ex, matrix_sqrth, polar (inv, det, solve as before); ",
            "`torch.geqrf`, `orgqr`, `cholesky_solve`, `cholesky_inverse`, `svd`, `slogdet`, ",
            "`logdet`, `matrix_exp`, `pinverse`, `trace`, `kron`. The factors follow ",
            "zheevd's, zgesdd's (QR/LQ first past 17/9 of the short side), zgeqrf's and ",
            "zgeev's steps, so complex128 eigenvector and singular-vector phases are ",
            "PyTorch's; complex64 ones are computed in double precision where PyTorch's ",
            "LAPACK works in single, and from about 5×5 on a vector's phase can differ ",
            "(the values, `|v|`, reconstructions and singular values agree). lstsq is the ",
            "pseudo-inverse's minimum-norm solution for every driver. Not yet: autograd ",
            "through any of them (refused by name when a complex input requires grad), ",
            "ldl_solve, the SVD of an empty complex matrix.\n"
        ),
        list(
            methods::names()
                .into_iter()
                .chain(diagonals::NAMES.iter().copied())
                .collect()
        ),
        list(functions::names()),
        list(fft::FFT.iter().map(|(n, _)| *n).collect()),
    )
}

/// The tensor that carries a value: a real tensor, or a complex tensor's pairs.
pub fn carrier_of(v: &Value) -> Option<Tensor> {
    grad::carrier(v).cloned()
}

/// Whether a value is a complex number or complex tensor.
pub fn is_complex_value(v: &Value) -> bool {
    number::is_complex(v) || ComplexTensor::of(v).is_some()
}

/// An operand as complex parts: a complex tensor or number, a real tensor or number (zero
/// imaginary part); None for anything else.
pub fn operand_parts(v: &Value) -> Result<Option<Parts>> {
    if let Some(z) = ComplexTensor::of(v) {
        return Ok(Some(z.parts()?));
    }
    if let Value::Tensor(t) = v {
        return Ok(Some(Parts {
            re: Part::T(t.clone()),
            im: Part::S(0.0),
        }));
    }
    Ok(number::operand(v)?.map(|c| Parts {
        re: Part::S(c.re),
        im: Part::S(c.im),
    }))
}

/// `|z|`: the hypotenuse of the parts, in their dtype, with PyTorch's gradient (zero at
/// zero) on its own node.
pub fn abs(z: &ComplexTensor) -> Result<Tensor> {
    let out = {
        let _own_node = crate::autograd::NoGradGuard::new();
        parts::hypot(&z.real()?, &z.stored_imag()?)?
    };
    crate::ops::autodiff::record_complex_abs(&z.pairs, &out)?;
    Ok(out)
}

/// `angle(z)`: `atan2(im, re)`, with PyTorch's gradient (zero at zero) on its own node.
pub fn angle(z: &ComplexTensor) -> Result<Tensor> {
    let pairs = z.resolved()?;
    let out = {
        let _own_node = crate::autograd::NoGradGuard::new();
        let (re, im) = (
            ops::view::select(&pairs, -1, 0)?,
            ops::view::select(&pairs, -1, 1)?,
        );
        // ATen's complex angle writes into a new `empty({0})` that the kernel resizes:
        // row-major, whatever the input's layout (abs keeps it).
        let a = ops::named::atan2(Arg::T(&im), Arg::T(&re))?;
        let rows = crate::layout::contiguous_strides(&a.shape());
        if a.strides() == rows {
            a
        } else {
            let out = ops::empty_strided(&a.shape(), &rows, a.dtype(), a.device())?;
            ops::copy_raw(&out, &a)?;
            out
        }
    };
    crate::ops::autodiff::record_complex_angle(&pairs, &out)?;
    Ok(out)
}

/// `a op b` when a complex value takes part. None when none does.
pub fn binop(op: BinOp, a: &Value, b: &Value) -> Result<Option<Value>> {
    if !is_complex_value(a) && !is_complex_value(b) {
        return Ok(None);
    }
    // A complex op is real ops on the parts, which CPU autocast must not cast: PyTorch's
    // autocast takes floating tensors only, and a complex tensor is none.
    let _real_parts = crate::ops::autocast::Exclude::new();
    let tensors = ComplexTensor::of(a).is_some()
        || ComplexTensor::of(b).is_some()
        || matches!(a, Value::Tensor(_))
        || matches!(b, Value::Tensor(_));
    if !tensors {
        return number::binop(op, a, b);
    }
    let (Some(x), Some(y)) = (operand_parts(a)?, operand_parts(b)?) else {
        return Err(type_error(format!(
            "unsupported operand type(s) for {}: '{}' and '{}'",
            op.operand_symbol(),
            a.type_name(),
            b.type_name()
        )));
    };
    // Every tensor part in the result's parts dtype first, as TensorIterator casts inputs
    // (matmul casts nothing: its operands must agree).
    let need = grad::any_requires_grad([a, b]);
    let compute = || -> Result<Value> {
        let r = match promote::result_real_dtype(&[a, b]).filter(|_| op != BinOp::MatMul) {
            Some(real) => {
                check_part_dtype(real)?;
                let (mut x2, mut y2) = (parts::cast(&x, real)?, parts::cast(&y, real)?);
                // ATen scales `other` by alpha: the right operand, or the number of `2 + z`
                // (`z.__radd__(2)` is `z.add(2)`).
                match op {
                    BinOp::Add if !is_tensor_operand(a) => x2 = parts::alpha_scaled(&x2, real),
                    BinOp::Add | BinOp::Sub => y2 = parts::alpha_scaled(&y2, real),
                    _ => {}
                }
                finish_binop(op, a, &x2, &y2)?
            }
            None => finish_binop(op, a, &x, &y)?,
        };
        r.ok_or_else(|| runtime("complex operator without a result"))
    };
    // A division has PyTorch's complex formula as its node (its parts' branches would
    // give NaN gradients wherever a part is zero).
    let r = if op == BinOp::Div {
        formulas::divide(a, b, grad::binop_node(op, !is_tensor_operand(a)), compute)?
    } else {
        compute()?
    };
    grad::check_kept(op.symbol(), need, &r)?;
    let node = match op {
        // `z ** 2` and `z ** w` (a tensor exponent) are PyTorch's two pow overloads.
        BinOp::Pow if is_tensor_operand(b) => "PowBackward1",
        BinOp::Pow => "PowBackward0",
        _ => grad::binop_node(op, !is_tensor_operand(a)),
    };
    if need && !node.is_empty() {
        return grad::named(r, node).map(Some);
    }
    Ok(Some(r))
}

fn finish_binop(op: BinOp, a: &Value, x: &Parts, y: &Parts) -> Result<Option<Value>> {
    let (x, y) = (x.clone(), y.clone());
    let r = match op {
        BinOp::Add => parts::plus(&x, &y, false)?,
        BinOp::Sub => parts::plus(&x, &y, true)?,
        BinOp::Mul => parts::times(&x, &y)?,
        BinOp::Div if !is_tensor_operand(a) => {
            // `number / z` is `z.reciprocal() * number`, as PyTorch's `__rtruediv__`.
            let one = Parts {
                re: Part::S(1.0),
                im: Part::S(0.0),
            };
            parts::times(&parts::divide(&one, &y)?, &x)?
        }
        BinOp::Div => parts::divide(&x, &y)?,
        BinOp::MatMul => {
            let (p, node) = matmul(&x, &y)?;
            let v = ComplexTensor::value(parts::pack(&p)?, false);
            return match node {
                Some(n) => grad::named(v, &n).map(Some),
                None => Ok(Some(v)),
            };
        }
        BinOp::Pow => return math::power(&x, &y).map(Some),
        _ => {
            let name = match op {
                BinOp::Mod => "remainder",
                BinOp::FloorDiv => "floor_divide",
                _ => "",
            };
            let real = [&x.re, &x.im, &y.re, &y.im]
                .iter()
                .find_map(|p| match p {
                    Part::T(t) => Some(t.dtype()),
                    Part::S(_) => None,
                })
                .unwrap_or(DType::Float32);
            return Err(pytorch_refusal(name, real, true)
                .unwrap_or_else(|| unsupported(&format!("the {} operator", op.symbol()))));
        }
    };
    Ok(Some(ComplexTensor::value(parts::pack(&r)?, false)))
}

fn is_tensor_operand(v: &Value) -> bool {
    matches!(v, Value::Tensor(_)) || ComplexTensor::of(v).is_some()
}

/// `a @ b`: `(Ar Br - Ai Bi) + (Ar Bi + Ai Br)i`, each a real matmul.
fn matmul(a: &Parts, b: &Parts) -> Result<(Parts, Option<String>)> {
    let t = |p: &Part| match p {
        Part::T(t) => Ok(t.clone()),
        Part::S(_) => Err(type_error(
            "unsupported operand type(s) for @: a number and a Tensor",
        )),
    };
    let (ar, br) = (t(&a.re)?, t(&b.re)?);
    if ar.dtype() != br.dtype() && !matches!(a.im, Part::S(_)) && !matches!(b.im, Part::S(_)) {
        if ar.ndim() == 1 && br.ndim() == 1 {
            return Err(runtime(format!(
                "dot : expected both vectors to have same dtype, but found {} and {}",
                scalar_type_name(ar.dtype()),
                scalar_type_name(br.dtype())
            )));
        }
        return Err(runtime(format!(
            "expected m1 and m2 to have the same dtype, but got: c10::complex<{}> != c10::complex<{}>",
            ar.dtype().c_type_name(),
            br.dtype().c_type_name()
        )));
    }
    // PyTorch's matmul wants one dtype on both sides: a real matrix is not promoted.
    if matches!(a.im, Part::S(_)) != matches!(b.im, Part::S(_)) {
        let name = |p: &Part, re: &Tensor| match p {
            Part::S(_) => re.dtype().c_type_name().to_string(),
            Part::T(_) => format!("c10::complex<{}>", re.dtype().c_type_name()),
        };
        let legacy = |p: &Part, re: &Tensor| match p {
            Part::S(_) => re.dtype().legacy_name().to_string(),
            Part::T(_) => scalar_type_name(re.dtype()).to_string(),
        };
        // A matrix times a vector is ATen's addmv, whose output takes the vector's dtype.
        if ar.ndim() == 2 && br.ndim() == 1 {
            let v = legacy(&b.im, &br);
            return Err(runtime(format!(
                "addmv input tensors must have the same dtype, but got {v}, {}, and {v}",
                legacy(&a.im, &ar)
            )));
        }
        return Err(runtime(format!(
            "expected m1 and m2 to have the same dtype, but got: {} != {}",
            name(&a.im, &ar),
            name(&b.im, &br)
        )));
    }
    let mm = |x: &Tensor, y: &Part| -> Result<Option<Tensor>> {
        match y {
            Part::T(y) => Ok(Some(ops::matmul(x, y)?)),
            Part::S(_) => Ok(None),
        }
    };
    let rr = ops::matmul(&ar, &br)?;
    // PyTorch's node for a complex matmul is the real one's for these shapes (`DotBackward0`,
    // `MmBackward0`, ...): the pack gets that name.
    let node = rr.grad_fn().map(|n| n.name.clone());
    let ri = mm(&ar, &b.im)?;
    let (ir, ii) = match &a.im {
        Part::T(ai) => (Some(ops::matmul(ai, &br)?), mm(ai, &b.im)?),
        Part::S(_) => (None, None),
    };
    let sub = |x: Tensor, y: Option<Tensor>| -> Result<Part> {
        Ok(Part::T(match y {
            Some(y) => ops::named::sub(Arg::T(&x), Arg::T(&y), Scalar::Int(1))?,
            None => x,
        }))
    };
    let im = match (ri, ir) {
        (Some(p), Some(q)) => Part::T(ops::named::add(Arg::T(&p), Arg::T(&q), Scalar::Int(1))?),
        (Some(p), None) | (None, Some(p)) => Part::T(p),
        (None, None) => Part::S(0.0),
    };
    Ok((
        Parts {
            re: sub(rr, ii)?,
            im,
        },
        node,
    ))
}

/// `a op= b` where the target is a complex tensor (in place, into its storage) or a real
/// tensor meeting a complex value (PyTorch's cast error). None when neither.
pub fn inplace(it: &mut Interp, op: BinOp, a: &Value, b: &Value) -> Result<Option<Value>> {
    let _real_parts = crate::ops::autocast::Exclude::new();
    if let Some(z) = ComplexTensor::of(a) {
        // TensorIterator's check on the complex shapes (the pairs' would show the (re, im) dim).
        let other = match (ComplexTensor::of(b), b) {
            (Some(w), _) => Some(w.shape()),
            (None, Value::Tensor(t)) => Some(t.shape()),
            _ => None,
        };
        if let Some(Ok(shape)) = other.map(|o| crate::layout::broadcast_shapes(&z.shape(), &o)) {
            if shape != z.shape() {
                return Err(runtime(format!(
                    "output with shape {:?} doesn't match the broadcast shape {:?}",
                    z.shape(),
                    shape
                )));
            }
        }
        // Under autograd the result is computed from a copy of the receiver (ATen's
        // original self): the parts' graph saves views of it, which the write back would
        // otherwise overwrite (`m.mul_(c)` with `c` requiring grad).
        let left = if grad::any_requires_grad([a, b]) {
            let copy = ops::copy::clone(&z.pairs, crate::layout::MemoryFormat::Preserve)?;
            ComplexTensor::value(copy, z.conj)
        } else {
            a.clone()
        };
        let r = it.binop(op, &left, b)?;
        methods::write_back(z, &r)?;
        // The in-place op's node is the operator's (`z *= w` is `MulBackward0`), not the
        // copy's that wrote the result back.
        let node = grad::binop_node(op, false);
        if !node.is_empty() && z.pairs.requires_grad() && !z.pairs.is_view() {
            crate::ops::autodiff::relabel(&z.pairs, node)?;
        }
        return Ok(Some(a.clone()));
    }
    if let (Value::Tensor(t), true) = (a, is_complex_value(b)) {
        return Err(runtime(format!(
            "result type {} can't be cast to the desired output type {}",
            scalar_type_name(crate::dtype::default_float()),
            t.dtype().legacy_name()
        )));
    }
    Ok(None)
}

/// `-z`, `+z`, `not z` of a complex tensor or number. None when `a` is not complex.
pub fn unop(it: &mut Interp, op: UnOp, a: &Value) -> Result<Option<Value>> {
    let _real_parts = crate::ops::autocast::Exclude::new();
    if let Some(c) = a.downcast::<PyComplex>() {
        return Ok(Some(match op {
            UnOp::Neg => PyComplex::value(-c.re, -c.im),
            UnOp::Pos => a.clone(),
            UnOp::Not => Value::Bool(c.re == 0.0 && c.im == 0.0),
            UnOp::Invert => return Err(type_error("bad operand type for unary ~: 'complex'")),
        }));
    }
    let Some(z) = ComplexTensor::of(a) else {
        return Ok(None);
    };
    Ok(Some(match op {
        UnOp::Neg => grad::named(
            ComplexTensor::value(parts::pack(&parts::negate(&z.parts()?)?)?, false),
            "NegBackward0",
        )?,
        UnOp::Pos => a.clone(),
        UnOp::Not => Value::Bool(!truthy(it, z)?),
        UnOp::Invert => {
            return Err(type_error(
                "~ (operator.invert) is only implemented on integer and Boolean-type tensors",
            ))
        }
    }))
}

/// `bool(z)`: one element, true unless both parts are zero.
pub fn truthy(it: &mut Interp, z: &ComplexTensor) -> Result<bool> {
    match z.single_value(it)? {
        Some(c) => Ok(c.re != 0.0 || c.im != 0.0),
        None => Err(runtime(
            "Boolean value of Tensor with more than one value is ambiguous",
        )),
    }
}

/// `a == b`, `a != b` when a complex tensor takes part; ordering is PyTorch's refusal.
pub fn compare(op: CmpOp, a: &Value, b: &Value) -> Result<Option<Value>> {
    let _real_parts = crate::ops::autocast::Exclude::new();
    let z = ComplexTensor::of(a).or_else(|| ComplexTensor::of(b));
    let complex_with_tensor = number::is_complex(a) && matches!(b, Value::Tensor(_))
        || number::is_complex(b) && matches!(a, Value::Tensor(_));
    if z.is_none() && !complex_with_tensor {
        return Ok(None);
    }
    let (Some(x), Some(y)) = (operand_parts(a)?, operand_parts(b)?) else {
        return Ok(Some(Value::Bool(op == CmpOp::Ne)));
    };
    let real = z.map_or_else(crate::dtype::default_float, |z| z.pairs.dtype());
    // Equal: both parts equal; unequal: either part unequal.
    type Named = fn(Arg, Arg) -> Result<Tensor>;
    let (k, join): (Named, Named) = match op {
        CmpOp::Eq => (ops::named::eq, ops::named::logical_and),
        CmpOp::Ne => (ops::named::ne, ops::named::logical_or),
        CmpOp::Lt => return Err(kernel_refusal("lt", real)),
        CmpOp::Le => return Err(kernel_refusal("le", real)),
        CmpOp::Gt => return Err(kernel_refusal("gt", real)),
        _ => return Err(kernel_refusal("ge", real)),
    };
    let part = |p: &Part, q: &Part| -> Result<Tensor> {
        match (p, q) {
            (Part::S(_), Part::S(_)) => Err(runtime("comparison without a tensor")),
            _ => k(arg(p), arg(q)),
        }
    };
    let res = |p: &Part, q: &Part| -> Result<Part> {
        Ok(match (p, q) {
            (Part::S(u), Part::S(v)) => Part::S(((u == v) == (op == CmpOp::Eq)) as u8 as f64),
            _ => Part::T(part(p, q)?),
        })
    };
    let (re, im) = (res(&x.re, &y.re)?, res(&x.im, &y.im)?);
    let out = match (&re, &im) {
        (Part::T(r), Part::T(i)) => join(Arg::T(r), Arg::T(i))?,
        (Part::T(t), Part::S(s)) | (Part::S(s), Part::T(t)) => {
            join(Arg::T(t), Arg::S(Scalar::Bool(*s != 0.0)))?
        }
        _ => return Err(runtime("comparison without a tensor")),
    };
    Ok(Some(Value::Tensor(out)))
}

fn arg(p: &Part) -> Arg<'_> {
    match p {
        Part::T(t) => Arg::T(t),
        Part::S(x) => Arg::S(Scalar::Float(*x)),
    }
}

fn kernel_refusal(op: &str, real: DType) -> TorchError {
    not_implemented(format!(
        "\"{op}_cpu\" not implemented for '{}'",
        scalar_type_name(real)
    ))
}

/// `torch.X(...)` when complex values take part, or for the functions that exist for
/// complex tensors only. None when the call is not ours.
pub fn torch_call(it: &mut Interp, name: &str, args: &Args) -> Result<Option<Value>> {
    // stft and istft take complex signals and spectra in the prelude's own code (its
    // transforms refuse inputs that require grad).
    // from_numpy shares a complex array's memory itself (numpy_bridge.rs).
    if SPECTRAL.contains(&name) || name == "from_numpy" {
        return Ok(None);
    }
    let complex_args = args_mention_complex(args);
    if !complex_args && !COMPLEX_ONLY.contains(&name) {
        return Ok(None);
    }
    let _real_parts = crate::ops::autocast::Exclude::new();
    grad::run_named(name, &[], args, || functions::call(it, name, args.clone())).map(Some)
}

/// `torch.linalg.X` given a complex tensor: the norms are norms of the magnitudes; the
/// rest (solve, inv, det, decompositions) is refused by name. None when no complex value
/// takes part.
pub fn linalg_call(it: &mut Interp, name: &str, args: &Args) -> Result<Option<Value>> {
    if !args_mention_complex(args) {
        return Ok(None);
    }
    let _real_parts = crate::ops::autocast::Exclude::new();
    refuse_grad_inputs(&format!("torch.linalg.{name}"), args.values())?;
    let first = args.pos.first().cloned().unwrap_or(Value::None);
    match name {
        "inv" if args.pos.len() == 1 && args.kw.is_empty() => {
            return linalg::inv(it, &first).map(Some)
        }
        "det" if args.pos.len() == 1 && args.kw.is_empty() => return linalg::det(&first).map(Some),
        "solve" if args.pos.len() == 2 && args.kw.is_empty() => {
            return linalg::solve(it, &first, &args.pos[1]).map(Some)
        }
        _ => {}
    }
    // The rest is the prelude's `linalg_complex.py` (`_zlinalg_<name>`), over the
    // `_native.zlinalg_*` kernels.
    if let Some(f) = it.nn_function(&format!("_zlinalg_{name}")) {
        return it.call(&f, args.clone()).map(Some);
    }
    if matches!(name, "norm" | "vector_norm") {
        if let Some(z) = args.pos.first().and_then(ComplexTensor::of) {
            let mut a = args.clone();
            a.pos[0] = Value::Tensor(abs(z)?);
            return crate::interp::torch_api::call(it, &format!("torch.linalg.{name}"), a)
                .map(Some);
        }
    }
    Err(unsupported(&format!("torch.linalg.{name}")))
}

/// The torch functions written in the prelude (`spectral.py`) that take complex tensors.
pub const SPECTRAL: &[&str] = &["stft", "istft"];

/// The torch functions that have meaning for complex tensors only (or that answer "no" for
/// real ones), which come here whatever their arguments.
pub const COMPLEX_ONLY: &[&str] = &[
    "angle",
    "view_as_real",
    "view_as_complex",
    "view_as_real_copy",
    "view_as_complex_copy",
    "complex",
    "polar",
    "conj",
    "conj_physical",
    "resolve_conj",
    "is_conj",
    "resolve_neg",
    "is_neg",
];

/// Methods a real tensor answers here whatever their arguments: the conversions to complex,
/// and the conjugation family, which is the identity on real values.
pub const REAL_CONVERSIONS: &[&str] = &[
    "angle",
    "cfloat",
    "cdouble",
    "conj",
    "conj_physical",
    "resolve_conj",
    "is_conj",
    "resolve_neg",
    "is_neg",
];

/// Whether any argument of a call, positional or keyword, is or holds a complex value.
fn args_mention_complex(args: &Args) -> bool {
    let mut seen = std::collections::HashSet::new();
    args.values().any(|v| mentions(v, 0, &mut seen))
}

/// Whether a value is complex or holds one (a list of complex numbers, a complex dtype).
pub fn mentions_complex(v: &Value, depth: usize) -> bool {
    mentions(v, depth, &mut std::collections::HashSet::new())
}

/// `mentions_complex` that looks into each list or tuple once: data that holds the same list
/// many times (`b = [1]; b.append(b); b.append(b)`) would otherwise be walked once per path,
/// exponentially many (a fuzzer found `torch.tensor(b)` hanging on it).
fn mentions(v: &Value, depth: usize, seen: &mut std::collections::HashSet<usize>) -> bool {
    if is_complex_value(v) {
        return true;
    }
    if let Some(c) = crate::interp::dtype_objects::complex_name(v) {
        return c == "complex64" || c == "complex128";
    }
    // A complex NumPy array (`torch.tensor(np.array([1j]))`).
    if crate::interp::numpy_bridge::is_complex_ndarray(v)
        || crate::interp::numpy_bridge::is_complex_numpy_scalar(v)
    {
        return true;
    }
    if depth > 64 {
        return false;
    }
    match v {
        Value::List(l) => {
            if !seen.insert(Rc::as_ptr(l) as *const u8 as usize) {
                return false;
            }
            let items = l.borrow();
            items.iter().any(|x| mentions(x, depth + 1, seen))
        }
        Value::Tuple(t) => {
            if !seen.insert(Rc::as_ptr(t) as *const u8 as usize) {
                return false;
            }
            t.iter().any(|x| mentions(x, depth + 1, seen))
        }
        _ => false,
    }
}

/// A real tensor's method given a complex argument (`x.add(1j)`, `x.to(torch.cfloat)`) or a
/// conversion to complex (`x.cfloat()`). None when the call is not ours.
pub fn real_method(it: &mut Interp, x: &Tensor, name: &str, args: &Args) -> Result<Option<Value>> {
    let _real_parts = crate::ops::autocast::Exclude::new();
    let complex_args = args_mention_complex(args);
    if !complex_args && !REAL_CONVERSIONS.contains(&name) {
        return Ok(None);
    }
    let receiver = Value::Tensor(x.clone());
    grad::run_named(name, &[&receiver], args, || {
        real_receiver::real_method(it, x, name, args.clone())
    })
    .map(Some)
}

mod functions;
