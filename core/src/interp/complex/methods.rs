//! A complex tensor's attributes and methods: one table by name. Views act on the float
//! pairs with the complex dims (the pair dim stays last, stride 1), so they share storage as
//! PyTorch's do; arithmetic runs on the parts (`parts.rs`). A method PyTorch has and this
//! table lacks is refused by name, never run on the pairs as if they were the tensor.

use super::number::PyComplex;
use super::tensor::ComplexTensor;
use crate::error::{not_implemented, type_error, Result};
use crate::interp::args::{Args, Bound};
use crate::interp::ast::BinOp;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::layout::dims::wrap_dim_no_scalar;
use crate::layout::MemoryFormat;
use crate::ops;
use crate::tensor::Tensor;

pub(super) type Method = fn(&mut Interp, &ComplexTensor, &Value, Args) -> Result<Value>;

/// The methods a complex tensor has here.
const METHODS: &[(&str, Method)] = &[
    ("size", size),
    ("stride", stride),
    ("storage_offset", |_, z, _, a| {
        no_args("storage_offset", &a)?;
        Ok(Value::Int(z.offset() as i64))
    }),
    ("dim", |_, z, _, a| {
        no_args("dim", &a)?;
        Ok(Value::Int(z.ndim() as i64))
    }),
    ("ndimension", |_, z, _, a| {
        no_args("ndimension", &a)?;
        Ok(Value::Int(z.ndim() as i64))
    }),
    ("numel", |_, z, _, a| {
        no_args("numel", &a)?;
        Ok(Value::Int(z.numel() as i64))
    }),
    ("nelement", |_, z, _, a| {
        no_args("nelement", &a)?;
        Ok(Value::Int(z.numel() as i64))
    }),
    ("element_size", |_, z, _, a| {
        no_args("element_size", &a)?;
        Ok(Value::Int(2 * z.pairs.dtype().itemsize() as i64))
    }),
    ("is_contiguous", |_, z, _, a| {
        let b = a.bind("is_contiguous", &["memory_format=torch.contiguous_format"])?;
        let fmt = b.memory_format_or("memory_format", MemoryFormat::Contiguous)?;
        Ok(Value::Bool(fmt.is_contiguous(&z.shape(), &z.strides())))
    }),
    ("is_complex", |_, _, _, a| {
        no_args("is_complex", &a)?;
        Ok(Value::Bool(true))
    }),
    ("is_floating_point", |_, _, _, a| {
        no_args("is_floating_point", &a)?;
        Ok(Value::Bool(false))
    }),
    ("is_conj", |_, z, _, a| {
        no_args("is_conj", &a)?;
        Ok(Value::Bool(z.conj))
    }),
    ("_is_view", |_, z, _, a| {
        no_args("_is_view", &a)?;
        Ok(Value::Bool(z.is_view()))
    }),
    ("item", item),
    ("stft", |it, _, this, a| {
        spectral(it, "_torch_stft", this, a)
    }),
    ("istft", |it, _, this, a| {
        spectral(it, "_torch_istft", this, a)
    }),
    ("tolist", tolist),
    ("detach", |_, z, _, a| {
        no_args("detach", &a)?;
        Ok(z.with_pairs(crate::autograd::detach(&z.pairs)))
    }),
    ("contiguous", |_, z, this, a| {
        let b = a.bind(
            "contiguous",
            &["*", "memory_format=torch.contiguous_format"],
        )?;
        let fmt = b.memory_format_or("memory_format", MemoryFormat::Contiguous)?;
        if fmt.is_contiguous(&z.shape(), &z.strides()) {
            return Ok(this.clone());
        }
        if fmt == MemoryFormat::Preserve {
            return Err(crate::error::runtime(
                "preserve memory format is unsupported by the contiguous operator",
            ));
        }
        relaid(z, fmt)
    }),
    ("clone", |_, z, _, a| {
        let b = a.bind("clone", &["*", "memory_format=torch.preserve_format"])?;
        relaid(z, b.memory_format("memory_format")?)
    }),
    ("conj", |_, z, _, a| {
        no_args("conj", &a)?;
        let view = ops::view::named_alias(&z.pairs, "ConjBackward0")?;
        Ok(ComplexTensor::value(view, !z.conj))
    }),
    // `z.numpy()`: an ndarray over the pairs' memory (numpy_bridge.rs).
    ("numpy", |it, z, this, a| {
        let b = a.bind("numpy", &["*", "force=False"])?;
        let force = b.bool_or("force", false)?;
        crate::interp::numpy_bridge::complex_tensor_numpy(it, z, this, force)
    }),
    ("resolve_conj", |_, z, this, a| {
        no_args("resolve_conj", &a)?;
        if !z.conj {
            return Ok(this.clone());
        }
        Ok(ComplexTensor::value(z.resolved()?, false))
    }),
    // PyTorch's negative bit is set only on the imaginary part of a conjugated view, which
    // stridelab refuses to make (`imag` asks for resolve_conj() first): no tensor has it.
    ("resolve_neg", |_, _, this, a| {
        no_args("resolve_neg", &a)?;
        Ok(this.clone())
    }),
    ("is_neg", |_, _, _, a| {
        no_args("is_neg", &a)?;
        Ok(Value::Bool(false))
    }),
    ("conj_physical", |_, z, _, a| {
        no_args("conj_physical", &a)?;
        let p = z.parts()?;
        let conj = super::parts::Parts {
            re: p.re,
            im: match p.im {
                super::parts::Part::T(t) => super::parts::Part::T(ops::named::neg(&t)?),
                s => s,
            },
        };
        Ok(ComplexTensor::value(super::parts::pack(&conj)?, false))
    }),
    ("abs", |_, z, _, a| {
        no_args("abs", &a)?;
        Ok(Value::Tensor(super::abs(z)?))
    }),
    ("angle", |_, z, _, a| {
        no_args("angle", &a)?;
        Ok(Value::Tensor(super::angle(z)?))
    }),
    ("neg", |it, _, this, a| {
        no_args("neg", &a)?;
        it.unop(crate::interp::ast::UnOp::Neg, this)
    }),
    ("add", |it, _, this, a| keyword_op(it, this, "add", a)),
    ("sub", |it, _, this, a| keyword_op(it, this, "sub", a)),
    ("subtract", |it, _, this, a| {
        keyword_op(it, this, "subtract", a)
    }),
    ("mul", |it, _, this, a| keyword_op(it, this, "mul", a)),
    ("multiply", |it, _, this, a| {
        keyword_op(it, this, "multiply", a)
    }),
    ("div", |it, _, this, a| keyword_op(it, this, "div", a)),
    ("divide", |it, _, this, a| keyword_op(it, this, "divide", a)),
    ("matmul", |it, _, this, a| {
        binary(it, this, a, BinOp::MatMul, "matmul")
    }),
    ("add_", |it, _, this, a| inplace_op(it, this, "add", a)),
    ("sub_", |it, _, this, a| inplace_op(it, this, "sub", a)),
    ("mul_", |it, _, this, a| inplace_op(it, this, "mul", a)),
    ("div_", |it, _, this, a| inplace_op(it, this, "div", a)),
    ("copy_", |_, z, this, a| {
        let b = a.bind("copy_", &["src"])?;
        write_back(z, &b.value("src")?)?;
        Ok(this.clone())
    }),
    ("uniform_", super::random_fill::uniform_),
    ("normal_", super::random_fill::normal_),
    ("fill_", |_, z, this, a| {
        let b = a.bind("fill_", &["value"])?;
        let v = b.value("value")?;
        // ATen fills each element with one number (no overlap check: an expanded tensor
        // takes it); a value tensor must be 0-d and is read unchecked, a number checked.
        let value_dims = match (&v, ComplexTensor::of(&v)) {
            (_, Some(w)) => Some(w.ndim()),
            (Value::Tensor(t), _) => Some(t.ndim()),
            _ => None,
        };
        if let Some(n) = value_dims.filter(|&n| n != 0) {
            return Err(crate::error::runtime(format!(
                "fill_ only supports 0-dimension value tensor but got tensor with {n} dimensions."
            )));
        }
        let number = match (&v, ComplexTensor::of(&v)) {
            (_, Some(w)) if !w.pairs.requires_grad() => w.values()?.first().copied(),
            (Value::Tensor(t), _) if !t.requires_grad() => Some((t.to_f64_vec()?[0], 0.0)),
            _ => super::number::operand(&v)?
                .map(|c| {
                    super::factories::check_fits(c.re, c.im, z.pairs.dtype()).map(|_| (c.re, c.im))
                })
                .transpose()?,
        };
        match number {
            Some((re, im)) => {
                let im = if z.conj { -im } else { im };
                for (k, x) in [(0, re), (1, im)] {
                    // Rounded first: a tensor's value converts unchecked (1e40 fills inf).
                    let x = if z.pairs.dtype() == crate::DType::Float32 {
                        x as f32 as f64
                    } else {
                        x
                    };
                    let part = ops::view::select(&z.pairs, -1, k)?;
                    ops::copy::fill_(&part, crate::scalar::Scalar::Float(x))?;
                }
            }
            // A value that needs grad keeps its gradient through the copy.
            None => write_back(z, &v)?,
        }
        Ok(this.clone())
    }),
    ("zero_", |_, z, this, a| {
        no_args("zero_", &a)?;
        write_back(z, &Value::Int(0))?;
        Ok(this.clone())
    }),
    ("eq", |it, _, this, a| compare(it, this, a, true)),
    ("ne", |it, _, this, a| compare(it, this, a, false)),
    ("sum", |_, z, _, a| super::reductions::reduce(z, a, "sum")),
    ("mean", |_, z, _, a| super::reductions::reduce(z, a, "mean")),
    ("to", to),
    ("cfloat", |_, z, _, a| {
        no_args("cfloat", &a)?;
        convert(z, crate::DType::Float32)
    }),
    ("cdouble", |_, z, _, a| {
        no_args("cdouble", &a)?;
        convert(z, crate::DType::Float64)
    }),
    // A copy on the CPU when the tensor is on another device (itself when already there).
    ("cpu", |it, z, this, a| {
        no_args("cpu", &a)?;
        to(it, z, this, Args::new(vec![Value::Str("cpu".into())]))
    }),
    ("exp", |_, z, _, a| {
        let f = super::formulas::Unary::Exp;
        unary_fn(z, a, "exp", super::math::exp, f)
    }),
    ("log", |_, z, _, a| {
        let f = super::formulas::Unary::Log;
        unary_fn(z, a, "log", super::math::log, f)
    }),
    ("sqrt", |_, z, _, a| {
        let f = super::formulas::Unary::Sqrt;
        unary_fn(z, a, "sqrt", super::math::sqrt, f)
    }),
    ("reciprocal", |it, _, this, a| {
        no_args("reciprocal", &a)?;
        it.binop(BinOp::Div, &Value::Float(1.0), this)
    }),
    ("square", |it, _, this, a| {
        no_args("square", &a)?;
        it.binop(BinOp::Pow, this, &Value::Int(2))
    }),
    ("pow", |it, _, this, a| {
        let b = a.bind("pow", &["exponent"])?;
        it.binop(BinOp::Pow, this, &b.value("exponent")?)
    }),
    ("sgn", |_, z, _, a| {
        no_args("sgn", &a)?;
        super::math::sgn(z)
    }),
    ("isnan", |_, z, _, a| test(z, a, "isnan")),
    ("isinf", |_, z, _, a| test(z, a, "isinf")),
    ("isfinite", |_, z, _, a| test(z, a, "isfinite")),
    ("isclose", |_, _, this, a| {
        let (other, rtol, atol, nan) = close_args("isclose", a)?;
        Ok(Value::Tensor(super::math::isclose(
            this, &other, rtol, atol, nan,
        )?))
    }),
    ("allclose", |_, _, this, a| {
        let (other, rtol, atol, nan) = close_args("allclose", a)?;
        let c = super::math::isclose(this, &other, rtol, atol, nan)?;
        let all = ops::by_name::reduce_op("all", &c, None, false, None)?;
        Ok(Value::Bool(ops::item(&all)?.to_bool()))
    }),
    ("cumsum", |_, z, _, a| {
        let b = a.bind("cumsum", &["dim"])?;
        let d = z.dim(int(&b, "dim")?)?;
        let pairs = z.resolved()?;
        if z.ndim() == 0 {
            // One element: its running sum is itself (the pairs' dim 0 is (re, im)).
            return Ok(ComplexTensor::value(
                ops::copy::clone(&pairs, MemoryFormat::Contiguous)?,
                false,
            ));
        }
        Ok(ComplexTensor::value(
            ops::reduce::cumsum(&pairs, d, None)?,
            false,
        ))
    }),
    ("masked_fill", |_, z, this, a| {
        let b = a.bind("masked_fill", &["mask", "value"])?;
        let mask = b.tensor("mask")?;
        super::math::choose(&mask, &b.value("value")?, this, z.pairs.dtype())
    }),
    ("untyped_storage", |_, z, _, a| {
        no_args("untyped_storage", &a)?;
        Ok(Value::Object(std::rc::Rc::new(
            crate::interp::objects::StorageObj(z.pairs.storage()),
        )))
    }),
    ("dot", |it, z, this, a| dot(it, z, this, a, false)),
    ("vdot", |it, z, this, a| dot(it, z, this, a, true)),
    ("mm", |it, _, this, a| {
        binary(it, this, a, BinOp::MatMul, "mm")
    }),
    ("mv", |it, _, this, a| {
        binary(it, this, a, BinOp::MatMul, "mv")
    }),
    ("inverse", |it, _, this, a| {
        no_args("inverse", &a)?;
        super::linalg::inv(it, this)
    }),
    ("det", |_, _, this, a| {
        no_args("det", &a)?;
        super::linalg::det(this)
    }),
    ("bmm", |it, _, this, a| {
        binary(it, this, a, BinOp::MatMul, "bmm")
    }),
    // ATen's complex variance is the real part's plus the imaginary part's.
    ("var", |it, z, _, a| {
        super::reductions::spread(it, z, a, false)
    }),
    ("std", |it, z, _, a| {
        super::reductions::spread(it, z, a, true)
    }),
    ("norm", |it, z, this, a| {
        if let Some(r) = nuclear_norm(it, z, this, &a)? {
            return Ok(r);
        }
        let r = super::abs(z)?;
        crate::interp::tensor_api::call_method(it, &r, "norm", a)
    }),
    ("requires_grad_", |_, z, this, a| {
        let b = a.bind("requires_grad_", &["requires_grad="])?;
        super::grad::set_requires_grad(z, b.bool_or("requires_grad", true)?)?;
        Ok(this.clone())
    }),
    ("retain_grad", |_, z, _, a| {
        no_args("retain_grad", &a)?;
        crate::autograd::retain_grad(&z.pairs)?;
        Ok(Value::None)
    }),
    ("backward", |it, z, _, a| super::grad::backward(it, z, a)),
    ("register_hook", |it, z, _, a| {
        let b = a.bind("register_hook", &["hook"])?;
        crate::interp::tensor_api::autograd::register_hook_in(it, &z.pairs, b.value("hook")?, true)
    }),
];

fn unary_fn(
    z: &ComplexTensor,
    a: Args,
    name: &str,
    f: fn(&super::parts::Parts) -> Result<super::parts::Parts>,
    formula: super::formulas::Unary,
) -> Result<Value> {
    no_args(name, &a)?;
    super::formulas::unary(z, formula, || super::math::value(&f(&z.parts()?)?))
}

fn test(z: &ComplexTensor, a: Args, name: &str) -> Result<Value> {
    no_args(name, &a)?;
    Ok(Value::Tensor(super::math::test(z, name)?))
}

fn close_args(name: &str, a: Args) -> Result<(Value, f64, f64, bool)> {
    let b = a.bind(name, &["other", "rtol=", "atol=", "equal_nan="])?;
    Ok((
        b.value("other")?,
        b.f64_or("rtol", 1e-5)?,
        b.f64_or("atol", 1e-8)?,
        b.bool_or("equal_nan", false)?,
    ))
}

/// `dot`/`vdot` of two 1-d tensors: the sum of the products (`vdot` conjugates the first).
fn dot(it: &mut Interp, z: &ComplexTensor, this: &Value, a: Args, conj: bool) -> Result<Value> {
    let name = if conj { "vdot" } else { "dot" };
    let b = a.bind(name, &["other"])?;
    let other = b.value("other")?;
    let other_dims = ComplexTensor::of(&other)
        .map(|o| o.ndim())
        .or(match &other {
            Value::Tensor(t) => Some(t.ndim()),
            _ => None,
        });
    if z.ndim() != 1 || other_dims != Some(1) {
        return Err(crate::error::runtime(format!(
            "1D tensors expected, but got {}D and {}D tensors",
            z.ndim(),
            other_dims.unwrap_or(0)
        )));
    }
    let theirs = ComplexTensor::of(&other)
        .map(|o| (o.pairs.dtype(), true))
        .or(match &other {
            Value::Tensor(t) => Some((t.dtype(), false)),
            _ => None,
        });
    if theirs != Some((z.pairs.dtype(), true)) {
        let (d, c) = theirs.unwrap_or((z.pairs.dtype(), false));
        let named = if c {
            super::scalar_type_name(d).to_string()
        } else {
            d.legacy_name().to_string()
        };
        return Err(crate::error::runtime(format!(
            "dot : expected both vectors to have same dtype, but found {} and {named}",
            super::scalar_type_name(z.pairs.dtype())
        )));
    }
    let left = if conj {
        ComplexTensor::value(z.pairs.clone(), !z.conj)
    } else {
        this.clone()
    };
    let prod = it.binop(BinOp::Mul, &left, &other)?;
    let p = ComplexTensor::of(&prod).expect("a complex product");
    let s = ops::by_name::sum(&p.pairs, Some(&[0]), false, None)?;
    Ok(ComplexTensor::value(s, false))
}

/// `z.stft(...)`, `z.istft(...)`: the prelude's `torch.stft`/`torch.istft` with `z` first.
fn spectral(it: &mut Interp, function: &str, this: &Value, mut a: Args) -> Result<Value> {
    let Some(f) = it.nn_function(function) else {
        return Err(crate::error::runtime(format!(
            "the prelude defines no {function} (the nn prelude did not load)"
        )));
    };
    a.pos.insert(0, this.clone());
    it.call(&f, a)
}

/// A copy of `z` laid out in `fmt` (by its complex shape and strides), the conjugate bit
/// resolved: PyTorch's clone of a conjugate view is not one.
fn relaid(z: &ComplexTensor, fmt: MemoryFormat) -> Result<Value> {
    let layout = crate::layout::Layout::new(z.shape(), z.strides(), 0)?;
    let mut strides: Vec<usize> = fmt.strides_for(&layout)?.iter().map(|s| s * 2).collect();
    strides.push(1);
    Ok(ComplexTensor::value(
        ops::copy::clone_strided(&z.resolved()?, &strides)?,
        false,
    ))
}

pub(super) fn no_args(name: &str, a: &Args) -> Result<()> {
    a.bind(name, &[]).map(|_| ())
}

pub(super) fn int(b: &Bound, name: &str) -> Result<i64> {
    b.i64(name)?.ok_or_else(|| {
        type_error(format!(
            "{}() missing required argument '{name}'",
            b.fname()
        ))
    })
}

fn size(_: &mut Interp, z: &ComplexTensor, _: &Value, a: Args) -> Result<Value> {
    let b = a.bind("size", &["dim="])?;
    match b.i64("dim")? {
        None => Ok(Value::Size(std::rc::Rc::new(z.shape()))),
        Some(d) => Ok(Value::Int(
            z.shape()[wrap_dim_no_scalar(d, z.ndim())?] as i64,
        )),
    }
}

fn stride(_: &mut Interp, z: &ComplexTensor, _: &Value, a: Args) -> Result<Value> {
    let b = a.bind("stride", &["dim="])?;
    let s = z.strides();
    match b.i64("dim")? {
        None => Ok(Value::tuple(
            s.iter().map(|&x| Value::Int(x as i64)).collect(),
        )),
        Some(d) => Ok(Value::Int(s[wrap_dim_no_scalar(d, z.ndim())?] as i64)),
    }
}

pub(super) fn t_of(z: &ComplexTensor) -> Result<Value> {
    if z.ndim() > 2 {
        return Err(crate::error::runtime(format!(
            "t() expects a tensor with <= 2 dimensions, but self is {}D",
            z.ndim()
        )));
    }
    if z.ndim() < 2 {
        return Ok(z.with_pairs(ops::view::named_alias(&z.pairs, "TBackward0")?));
    }
    Ok(z.with_pairs(ops::view::transpose_named(&z.pairs, 0, 1, "TBackward0")?))
}

/// The last two dims swapped (`mT`, and the transpose of `mH`/`adjoint`), as a view; a 0-d
/// tensor is itself (with ATen's deprecation warning), a 1-d one is refused.
pub(super) fn mt_of(z: &ComplexTensor, op: &str) -> Result<Value> {
    let n = z.ndim() as i64;
    if n == 0 {
        crate::interp::tensor_api::zero_d_deprecated(0, op);
        return Ok(z.with_pairs(ops::view::alias(&z.pairs)?));
    }
    if n < 2 {
        let what = if op == "mT" { "tensor.mT" } else { "tensor.mH" };
        return Err(crate::error::runtime(format!(
            "{what} is only supported on matrices or batches of matrices. Got {n}-D tensor."
        )));
    }
    Ok(z.with_pairs(ops::view::transpose(&z.pairs, n - 2, n - 1)?))
}

/// `z.H`: the conjugate transpose of a matrix, or the conjugate of a 0-d tensor (ATen's
/// matrix_H).
fn h_of(z: &ComplexTensor) -> Result<Value> {
    let n = z.ndim();
    if n != 2 && n != 0 {
        let hint = if n > 2 {
            " For batches of matrices, consider using tensor.mH"
        } else {
            ""
        };
        return Err(crate::error::runtime(format!(
            "tensor.H is only supported on matrices (2-D tensors). Got {n}-D tensor.{hint}"
        )));
    }
    if n == 0 {
        crate::interp::tensor_api::zero_d_deprecated(0, "H");
        return Ok(flip_conj(z.with_pairs(ops::view::alias(&z.pairs)?)));
    }
    Ok(flip_conj(t_of(z)?))
}

pub(super) fn flip_conj(v: Value) -> Value {
    match ComplexTensor::of(&v) {
        Some(z) => ComplexTensor::value(z.pairs.clone(), !z.conj),
        None => v,
    }
}

fn item(it: &mut Interp, z: &ComplexTensor, _: &Value, a: Args) -> Result<Value> {
    no_args("item", &a)?;
    if z.numel() == 1 {
        crate::meta::check_item(&z.pairs)?;
    }
    let c = z
        .single_value(it)?
        .ok_or_else(|| super::tensor::only_one_element(z.numel()))?;
    Ok(PyComplex::value(c.re, c.im))
}

fn tolist(_: &mut Interp, z: &ComplexTensor, _: &Value, a: Args) -> Result<Value> {
    no_args("tolist", &a)?;
    let values: Vec<Value> = z
        .values()?
        .into_iter()
        .map(|(re, im)| PyComplex::value(re, im))
        .collect();
    Ok(nest(&values, &z.shape()))
}

fn nest(values: &[Value], shape: &[usize]) -> Value {
    match shape.split_first() {
        None => values[0].clone(),
        Some((&n, rest)) => {
            let inner: usize = rest.iter().product();
            Value::list(
                (0..n)
                    .map(|i| nest(&values[i * inner..(i + 1) * inner], rest))
                    .collect(),
            )
        }
    }
}

fn binary(it: &mut Interp, this: &Value, a: Args, op: BinOp, name: &str) -> Result<Value> {
    let b = a.bind(name, &["other"])?;
    it.binop(op, this, &b.value("other")?)
}

/// `add`, `sub`, `mul`, `div` and their aliases, with their keywords (`arith_kw`).
fn keyword_op(it: &mut Interp, this: &Value, name: &str, a: Args) -> Result<Value> {
    super::arith_kw::method(it, this, name, a, super::arith_kw::Form::Method)
}

fn inplace_op(it: &mut Interp, this: &Value, name: &str, a: Args) -> Result<Value> {
    super::arith_kw::method(it, this, name, a, super::arith_kw::Form::InPlace)
}

/// Writes a result into a complex tensor's own storage (an in-place op), as its dtype; the
/// conjugate bit decides what the storage holds.
pub fn write_back(z: &ComplexTensor, v: &Value) -> Result<()> {
    let src = super::tensor::source_pairs(v, z.pairs.dtype(), z.conj, z.pairs.device())?;
    ops::copy_(&z.pairs, &src)
}

fn compare(it: &mut Interp, this: &Value, a: Args, eq: bool) -> Result<Value> {
    let b = a.bind(if eq { "eq" } else { "ne" }, &["other"])?;
    let op = if eq {
        crate::interp::ast::CmpOp::Eq
    } else {
        crate::interp::ast::CmpOp::Ne
    };
    it.compare(op, this, &b.value("other")?)
}

fn convert(z: &ComplexTensor, real: crate::DType) -> Result<Value> {
    let pairs = z.resolved()?;
    if pairs.dtype() == real {
        return Ok(ComplexTensor::value(pairs, false));
    }
    Ok(ComplexTensor::value(
        ops::to_dtype_grad(&pairs, real)?,
        false,
    ))
}

fn to(_: &mut Interp, _: &ComplexTensor, this: &Value, a: Args) -> Result<Value> {
    let mut target: Option<Value> = None;
    let mut device = None;
    for v in a.values() {
        if crate::interp::dtype_objects::is_dtype(v) {
            target = Some(v.clone());
        } else if let Some(d) = crate::interp::device_obj::device_of(v) {
            device = Some(d?);
        } else if let Value::Str(s) = v {
            // `z.to("cpu")`: a device string, as the real tensors' `to` reads it.
            device = Some(crate::interp::device_obj::parse(s)?.0);
        } else {
            return Err(not_implemented(format!(
                "Tensor.to({}) of a complex tensor is not supported in stridelab yet",
                v.type_name()
            )));
        }
    }
    let mut r = this.clone();
    if let Some(d) = device {
        let z2 = ComplexTensor::of(&r).expect("complex");
        if z2.pairs.device() != d {
            r = ComplexTensor::value(ops::to_device_grad(&z2.pairs, d)?, z2.conj);
        }
    }
    let Some(t) = target else { return Ok(r) };
    let z2 = ComplexTensor::of(&r).expect("complex");
    if let Some(c) = crate::interp::dtype_objects::complex_name(&t) {
        let real = super::real_dtype_of(c)?;
        if z2.pairs.dtype() == real {
            return Ok(r);
        }
        return convert(z2, real);
    }
    let Value::DType(d) = t else {
        return Ok(r);
    };
    to_real(z2, d).map(Value::Tensor)
}

/// `z.float()`, `z.bool()`, ...: the casts to a real dtype, by method name.
const REAL_CASTS: &[(&str, crate::DType)] = {
    use crate::DType::*;
    &[
        ("float", Float32),
        ("double", Float64),
        ("half", Float16),
        ("bfloat16", BFloat16),
        ("int", Int32),
        ("long", Int64),
        ("short", Int16),
        ("byte", UInt8),
        ("char", Int8),
        ("bool", Bool),
    ]
};

fn real_cast_of(name: &str) -> Option<crate::DType> {
    REAL_CASTS.iter().find(|(n, _)| *n == name).map(|(_, d)| *d)
}

/// A complex tensor cast to a real dtype: the real part (PyTorch warns that the imaginary
/// part is discarded), or for bool whether either part is nonzero (`1j` is True). The result
/// takes the complex tensor's own strides where they are dense, as ATen's `_to_copy`
/// preserves its source's format: not those of the real part's view, two elements apart.
fn to_real(z: &ComplexTensor, d: crate::DType) -> Result<Tensor> {
    let src = if d == crate::DType::Bool {
        ops::by_name::reduce_op("any", &z.pairs, Some(&[-1]), false, None)?
    } else {
        super::module_cast::warn_discarded_imaginary();
        z.real()?
    };
    let (shape, layout) = (
        z.shape(),
        crate::layout::Layout::new(z.shape(), z.strides(), 0)?,
    );
    let strides = crate::layout::MemoryFormat::Preserve.strides_for(&layout)?;
    let out = ops::empty_strided(&shape, &strides, d, z.pairs.device())?;
    out.filling(|o| ops::copy::copy_(o, &src))?;
    Ok(out)
}

/// The method of that name, from the general table or the shape and view table.
fn method(name: &str) -> Option<Method> {
    METHODS
        .iter()
        .chain(super::shape_methods::METHODS)
        .chain(super::select_methods::METHODS)
        .find(|(n, _)| *n == name)
        .map(|(_, f)| *f)
}

/// The method names of the tables, in order.
pub fn names() -> Vec<&'static str> {
    let casts = REAL_CASTS.iter().map(|(n, _)| *n);
    METHODS
        .iter()
        .chain(super::shape_methods::METHODS)
        .chain(super::select_methods::METHODS)
        .map(|(n, _)| *n)
        .chain(casts)
        .collect()
}

/// `z.name`: an attribute, a bound method, or None for an unknown name.
pub fn attribute(
    it: &mut Interp,
    z: &ComplexTensor,
    this: &Value,
    name: &str,
) -> Result<Option<Value>> {
    if let Some(v) = super::grad::attribute(it, z, name)? {
        return Ok(Some(v));
    }
    Ok(Some(match name {
        "shape" => Value::Size(std::rc::Rc::new(z.shape())),
        "dtype" => crate::interp::dtype_objects::complex_dtype(z.dtype_name())
            .unwrap_or(Value::None),
        "ndim" => Value::Int(z.ndim() as i64),
        "itemsize" => Value::Int(2 * z.pairs.dtype().itemsize() as i64),
        "nbytes" => Value::Int((2 * z.pairs.dtype().itemsize() * z.numel()) as i64),
        "device" => Value::Device(z.pairs.device()),
        "real" => Value::Tensor(z.real()?),
        "imag" if z.conj => {
            return Err(not_implemented(
                "the imaginary part of a conjugated view (PyTorch's negative bit) is not modelled in stridelab; call resolve_conj() first",
            ))
        }
        "imag" => Value::Tensor(z.stored_imag()?),
        // `.T` reverses the dims by `permute` (PermuteBackward0), the pair dim staying last;
        // any ndim, as a real tensor's (PyTorch only warns past 2 dims).
        "T" => {
            let n = z.ndim() as i64;
            let dims: Vec<i64> = (0..n).rev().chain(std::iter::once(n)).collect();
            z.with_pairs(ops::view::permute(&z.pairs, &dims)?)
        }
        "mT" => mt_of(z, "mT")?,
        "H" => h_of(z)?,
        "mH" => flip_conj(mt_of(z, "mH")?),
        "_base" => z.base(),
        "_version" => Value::Int(z.pairs.version() as i64),
        "is_cuda" | "is_sparse" | "is_quantized" => Value::Bool(false),
        "is_meta" => Value::Bool(z.pairs.device() == crate::Device::Meta),
        "layout" => crate::interp::layout_obj::strided(),
        _ if method(name).is_some() || real_cast_of(name).is_some() => {
            Value::method(this.clone(), name)
        }
        // A real tensor's method: bound, so that calling it names what is refused.
        _ if crate::interp::tensor_api::METHODS.contains(name) => {
            Value::method(this.clone(), name)
        }
        _ => return Ok(None),
    }))
}

/// `z.name(...)`: a method of the table, or PyTorch's op refused for complex tensors here.
pub fn call(
    it: &mut Interp,
    z: &ComplexTensor,
    this: &Value,
    name: &str,
    a: Args,
) -> Result<Value> {
    if let Some(d) = real_cast_of(name) {
        no_args(name, &a)?;
        return to_real(z, d).map(Value::Tensor);
    }
    match method(name) {
        Some(f) => {
            let args = a.clone();
            super::grad::run_named(name, &[this], &args, || f(it, z, this, a))
        }
        None => Err(super::pytorch_refusal(
            name,
            z.pairs.dtype(),
            !a.pos.is_empty() || !a.kw.is_empty(),
        )
        .unwrap_or_else(|| super::unsupported(&format!("Tensor.{name}")))),
    }
}

/// `torch.norm(z, p='nuc')`: torch/functional.py's `linalg.matrix_norm(z, 'nuc', dim)` over
/// the dims given or all of them. It needs z's own singular values (`|z|`'s, which the other
/// orders may use, differ). None for any other `p`.
fn nuclear_norm(
    it: &mut Interp,
    z: &ComplexTensor,
    this: &Value,
    a: &Args,
) -> Result<Option<Value>> {
    let arg = |i: usize, name: &str| {
        a.pos
            .get(i)
            .or_else(|| a.kw.iter().find(|(k, _)| k == name).map(|(_, v)| v))
            .cloned()
    };
    if !matches!(arg(0, "p"), Some(Value::Str(ref s)) if &**s == "nuc") {
        return Ok(None);
    }
    let dim = match arg(1, "dim") {
        None | Some(Value::None) => Value::list((0..z.ndim() as i64).map(Value::Int).collect()),
        Some(d) => d,
    };
    let keepdim = arg(2, "keepdim").unwrap_or(Value::Bool(false));
    let args = Args::new(vec![this.clone(), Value::Str("nuc".into()), dim, keepdim]);
    super::linalg_call(it, "matrix_norm", &args)
}
