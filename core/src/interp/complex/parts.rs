//! Complex arithmetic written with real ops on the two parts. A complex tensor here *is* its
//! float pairs (`view_as_real`), so every formula is the textbook one on real tensors:
//! `(a+bi)(c+di) = (ac-bd) + (ad+bc)i`, with ATen's order of operations so that signs of
//! zero and roundings come out as PyTorch's CPU kernels give them.

use crate::error::{runtime, Result};
use crate::ops::{self, named, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// One part of an operand: a tensor, or a number (a Python scalar's part, or the zero
/// imaginary part of a real operand).
#[derive(Clone)]
pub enum Part {
    T(Tensor),
    S(f64),
}

impl Part {
    fn arg(&self) -> Arg<'_> {
        match self {
            Part::T(t) => Arg::T(t),
            Part::S(x) => Arg::S(Scalar::Float(*x)),
        }
    }
}

/// A complex operand as its real and imaginary parts.
#[derive(Clone)]
pub struct Parts {
    pub re: Part,
    pub im: Part,
}

/// A binary op on parts: `on_tensors` (a named op) when either is a tensor, `on_numbers`
/// when both are numbers.
type TensorOp = fn(Arg, Arg) -> Result<Tensor>;

fn lift(on_tensors: TensorOp, on_numbers: fn(f64, f64) -> f64, a: &Part, b: &Part) -> Result<Part> {
    Ok(match (a, b) {
        (Part::S(x), Part::S(y)) => Part::S(on_numbers(*x, *y)),
        _ => Part::T(on_tensors(a.arg(), b.arg())?),
    })
}

pub fn add(a: &Part, b: &Part) -> Result<Part> {
    lift(|a, b| named::add(a, b, Scalar::Int(1)), |x, y| x + y, a, b)
}

pub fn sub(a: &Part, b: &Part) -> Result<Part> {
    lift(|a, b| named::sub(a, b, Scalar::Int(1)), |x, y| x - y, a, b)
}

pub fn mul(a: &Part, b: &Part) -> Result<Part> {
    lift(named::mul, |x, y| x * y, a, b)
}

pub fn div(a: &Part, b: &Part) -> Result<Part> {
    lift(named::div, |x, y| x / y, a, b)
}

fn neg(a: &Part) -> Result<Part> {
    Ok(match a {
        Part::S(x) => Part::S(-x),
        Part::T(t) => Part::T(named::neg(t)?),
    })
}

fn abs(a: &Part) -> Result<Part> {
    Ok(match a {
        Part::S(x) => Part::S(x.abs()),
        Part::T(t) => Part::T(named::abs(t)?),
    })
}

fn maximum(a: &Part, b: &Part) -> Result<Part> {
    lift(named::maximum, f64::max, a, b)
}

/// The operand with its tensor parts in `dtype` (numbers stay numbers).
pub fn cast(p: &Parts, dtype: crate::DType) -> Result<Parts> {
    let one = |q: &Part| -> Result<Part> {
        Ok(match q {
            Part::T(t) if t.dtype() != dtype => Part::T(ops::to_dtype_grad(t, dtype)?),
            other => other.clone(),
        })
    };
    Ok(Parts {
        re: one(&p.re)?,
        im: one(&p.im)?,
    })
}

/// `a + b`, `a - b`: part by part.
pub fn plus(a: &Parts, b: &Parts, minus: bool) -> Result<Parts> {
    let f = if minus { sub } else { add };
    Ok(Parts {
        re: f(&a.re, &b.re)?,
        im: f(&a.im, &b.im)?,
    })
}

/// A number operand of `add`/`sub` as ATen's kernel uses it: `self + alpha * other` in the
/// complex type, so an infinite or NaN part (after rounding to the parts' dtype `real`)
/// makes the other part NaN: (inf+0j)·(1+0j) = inf + (inf·0)j. Finite numbers are left
/// exactly as they are (the product by ±1 changes no value); tensor operands are added
/// part by part (docs/decisions.md, "Stop 82 (fix82b)").
pub fn alpha_scaled(p: &Parts, real: crate::DType) -> Parts {
    let (Part::S(re), Part::S(im)) = (&p.re, &p.im) else {
        return p.clone();
    };
    let rounded = |x: f64| {
        if real == crate::DType::Float32 {
            x as f32 as f64
        } else {
            x
        }
    };
    let (re, im) = (rounded(*re), rounded(*im));
    Parts {
        re: Part::S(if im.is_finite() { re } else { f64::NAN }),
        im: Part::S(if re.is_finite() { im } else { f64::NAN }),
    }
}

/// `a * b` as ATen's complex product: `(ac - bd, ad + bc)`.
pub fn times(a: &Parts, b: &Parts) -> Result<Parts> {
    Ok(Parts {
        re: sub(&mul(&a.re, &b.re)?, &mul(&a.im, &b.im)?)?,
        im: add(&mul(&a.re, &b.im)?, &mul(&a.im, &b.re)?)?,
    })
}

/// `a / b` as c10's complex division (numpy's, Smith's method): divide through by the
/// divisor's larger part, so no square overflows; a zero divisor gives `a.re/0, a.im/0`
/// (infinities and NaNs as PyTorch prints them), an infinite one zeros.
pub fn divide(a: &Parts, b: &Parts) -> Result<Parts> {
    let (c, d) = (&b.re, &b.im);
    let (ac, ad) = (abs(c)?, abs(d)?);
    let one = Part::S(1.0);
    // |c| >= |d|: rat = d/c, scl = 1/(c + d*rat).
    let rat = div(d, c)?;
    let scl = div(&one, &add(c, &mul(d, &rat)?)?)?;
    let re1 = mul(&add(&a.re, &mul(&a.im, &rat)?)?, &scl)?;
    let im1 = mul(&sub(&a.im, &mul(&a.re, &rat)?)?, &scl)?;
    // |c| < |d|: rat = c/d, scl = 1/(d + c*rat).
    let rat2 = div(c, d)?;
    let scl2 = div(&one, &add(d, &mul(c, &rat2)?)?)?;
    let re2 = mul(&add(&mul(&a.re, &rat2)?, &a.im)?, &scl2)?;
    let im2 = mul(&sub(&mul(&a.im, &rat2)?, &a.re)?, &scl2)?;
    // Both parts zero: each numerator part over its own zero.
    let (re0, im0) = (div(&a.re, &ac)?, div(&a.im, &ad)?);
    let c_wins = ge(&ac, &ad)?;
    let zero = and(&eq(&ac, &Part::S(0.0))?, &eq(&ad, &Part::S(0.0))?)?;
    Ok(Parts {
        re: choose(&zero, &re0, &choose(&c_wins, &re1, &re2)?)?,
        im: choose(&zero, &im0, &choose(&c_wins, &im1, &im2)?)?,
    })
}

/// Elementwise comparisons of parts: a bool tensor, or a number 1/0 for two numbers.
fn ge(a: &Part, b: &Part) -> Result<Part> {
    lift(named::ge, |x, y| (x >= y) as u8 as f64, a, b)
}

fn eq(a: &Part, b: &Part) -> Result<Part> {
    lift(named::eq, |x, y| (x == y) as u8 as f64, a, b)
}

fn and(a: &Part, b: &Part) -> Result<Part> {
    let f = |x: f64, y: f64| (x != 0.0 && y != 0.0) as u8 as f64;
    lift(named::logical_and, f, a, b)
}

fn or(a: &Part, b: &Part) -> Result<Part> {
    let f = |x: f64, y: f64| (x != 0.0 || y != 0.0) as u8 as f64;
    lift(named::logical_or, f, a, b)
}

/// `where(cond, x, y)` on parts.
fn choose(cond: &Part, x: &Part, y: &Part) -> Result<Part> {
    match cond {
        Part::S(c) => Ok(if *c != 0.0 { x.clone() } else { y.clone() }),
        Part::T(t) => Ok(Part::T(crate::ops::elementwise::where_(
            t,
            x.arg(),
            y.arg(),
        )?)),
    }
}

/// `|z|` without overflow or underflow (as `std::hypot`): the larger part times
/// `sqrt(1 + q²)`, `q` the ratio of the smaller to it; zero for zero, inf for an inf part.
pub fn hypot(re: &Tensor, im: &Tensor) -> Result<Tensor> {
    let (x, y) = (Part::T(named::abs(re)?), Part::T(named::abs(im)?));
    let big = maximum(&x, &y)?;
    let small = lift(named::minimum, f64::min, &x, &y)?;
    let q = div(&small, &big)?;
    let root = Part::T(named::sqrt(&as_tensor(
        &add(&Part::S(1.0), &mul(&q, &q)?)?,
        re,
    )?)?);
    let r = mul(&big, &root)?;
    let zero = eq(&big, &Part::S(0.0))?;
    // An infinite part wins over a NaN one (C's `hypot(inf, nan)` is inf), which
    // `maximum` would have propagated.
    let is_inf = |p: &Part| eq(p, &Part::S(f64::INFINITY));
    let inf = or(&is_inf(&x)?, &is_inf(&y)?)?;
    let r = choose(
        &zero,
        &Part::S(0.0),
        &choose(&inf, &Part::S(f64::INFINITY), &r)?,
    )?;
    as_tensor(&r, re)
}

pub fn negate(a: &Parts) -> Result<Parts> {
    Ok(Parts {
        re: neg(&a.re)?,
        im: neg(&a.im)?,
    })
}

/// A part as a tensor of `like`'s shape, dtype and device (a number part of a result).
fn as_tensor(p: &Part, like: &Tensor) -> Result<Tensor> {
    match p {
        Part::T(t) => Ok(t.clone()),
        Part::S(x) => ops::factory::full(
            &like.shape(),
            Scalar::Float(*x),
            Some(like.dtype()),
            like.device(),
        ),
    }
}

/// The float pairs of a result from its two parts: a fresh tensor whose leading dims are
/// laid out as the real part's (the layout TensorIterator gave it), with the pair last.
pub fn pack(p: &Parts) -> Result<Tensor> {
    let like = match (&p.re, &p.im) {
        (Part::T(t), _) | (_, Part::T(t)) => t.clone(),
        _ => return Err(runtime("complex result without a tensor part")),
    };
    let (re0, im0) = (as_tensor(&p.re, &like)?, as_tensor(&p.im, &like)?);
    // The copies into the halves are not the script's in-place writes: the pairs get one
    // node over both parts (`record_pack`), not two CopySlices.
    let out = {
        let _internal = crate::autograd::NoGradGuard::new();
        let dtype = crate::DType::promote(re0.dtype(), im0.dtype());
        super::check_part_dtype(dtype)?;
        let shape = crate::layout::broadcast_shapes(&re0.shape(), &im0.shape())?;
        let re = ops::view::expand(&re0, &to_i64(&shape))?;
        let im = ops::view::expand(&im0, &to_i64(&shape))?;
        let out = pairs_like(&re, &shape, dtype)?;
        ops::copy_(&ops::view::select(&out, -1, 0)?, &re)?;
        ops::copy_(&ops::view::select(&out, -1, 1)?, &im)?;
        // Filling a new result is not an in-place change: `_version` starts at 0.
        out.as_fresh()
    };
    crate::ops::autodiff::record_pack(&re0, &im0, &out)?;
    Ok(out)
}

fn to_i64(shape: &[usize]) -> Vec<i64> {
    shape.iter().map(|&d| d as i64).collect()
}

/// Empty float pairs for a result of `shape`: dense in `t`'s dim order when `t` is dense
/// (as TensorIterator keeps a permuted input's order), else row-major.
pub fn pairs_like(t: &Tensor, shape: &[usize], dtype: crate::DType) -> Result<Tensor> {
    let dense = t.shape() == shape && t.layout().is_non_overlapping_and_dense();
    let strides: Vec<usize> = if dense {
        t.strides()
    } else {
        crate::layout::contiguous_strides(shape)
    };
    let mut full_shape = shape.to_vec();
    full_shape.push(2);
    let mut full_strides: Vec<usize> = strides.iter().map(|s| s * 2).collect();
    full_strides.push(1);
    ops::empty_strided(&full_shape, &full_strides, dtype, t.device())
}
