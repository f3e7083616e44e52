//! The complex factories: `zeros`/`ones`/`empty`/`randn`/`rand`, `full`, `eye` and the
//! `*_like` forms, each filling the float pairs (split from `functions.rs`, which routes to
//! them by name).

use super::functions::{complex_dtype_arg, device, refuse_given};
use super::tensor::ComplexTensor;
use crate::error::{runtime, type_error, Result};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use crate::{DType, Device};

/// `zeros`/`ones`/`empty`/`randn`/`rand` with a complex dtype: `value` fills, None draws
/// normal parts of variance 1/2 each (ATen's complex `normal_` on the pairs) or uniform ones.
pub(super) fn filled(
    _: &mut Interp,
    a: Args,
    name: &str,
    value: Option<(f64, f64)>,
) -> Result<Value> {
    let b = a.bind(
        name,
        &[
            "*size",
            "out=",
            "dtype=",
            "layout=",
            "device=",
            "requires_grad=",
            "pin_memory=",
            "generator=",
            "memory_format=",
        ],
    )?;
    refuse_given(&b, name)?;
    let real =
        complex_dtype_arg(&b)?.ok_or_else(|| super::unsupported(&format!("torch.{name}")))?;
    let shape: Vec<usize> = crate::interp::args::spread_ints(&b, "size")?
        .into_iter()
        .map(|d| {
            usize::try_from(d).map_err(|_| {
                runtime(format!(
                    "Trying to create tensor with negative dimension {d}: {d}"
                ))
            })
        })
        .collect::<Result<_>>()?;
    let mut full = shape.clone();
    full.push(2);
    let dev = device(&b)?;
    let pairs = match value {
        Some((re, im)) => fill(&full, re, im, real, dev)?,
        None => draw(&full, real, dev, name == "rand")?,
    };
    Ok(ComplexTensor::value(pairs, false))
}

pub(super) fn fill(full: &[usize], re: f64, im: f64, real: DType, dev: Device) -> Result<Tensor> {
    check_fits(re, im, real)?;
    let t = ops::factory::full(full, Scalar::Float(re), Some(real), dev)?;
    if im.to_bits() != re.to_bits() {
        ops::copy_(
            &ops::view::select(&t, -1, 1)?,
            &ops::factory::full(&full[..full.len() - 1], Scalar::Float(im), Some(real), dev)?,
        )?;
    }
    Ok(t)
}

pub(super) fn eye(_: &mut Interp, a: Args) -> Result<Value> {
    let b = a.bind(
        "eye",
        &[
            "n",
            "m=",
            "*",
            "out=",
            "dtype=",
            "layout=",
            "device=",
            "requires_grad=",
            "pin_memory=",
        ],
    )?;
    refuse_given(&b, "eye")?;
    let real = complex_dtype_arg(&b)?.ok_or_else(|| super::unsupported("torch.eye"))?;
    let n = b.i64("n")?.unwrap_or(0);
    let m = b.i64("m")?.unwrap_or(n);
    if n < 0 || m < 0 {
        return Err(runtime(format!(
            "n must be greater or equal to 0, got {}",
            n.min(m)
        )));
    }
    let (n, m) = (n as usize, m as usize);
    let t = fill(&[n, m, 2], 0.0, 0.0, real, device(&b)?)?;
    let diag = ops::view::diagonal(&ops::view::select(&t, -1, 0)?, 0, 0, 1)?;
    ops::copy_(
        &diag,
        &ops::factory::full(&[n.min(m)], Scalar::Float(1.0), Some(real), t.device())?,
    )?;
    Ok(ComplexTensor::value(t, false))
}

pub(super) fn full(_: &mut Interp, a: Args) -> Result<Value> {
    let b = a.bind(
        "full",
        &[
            "size",
            "fill_value",
            "*",
            "out=",
            "dtype=",
            "layout=",
            "device=",
            "requires_grad=",
            "pin_memory=",
        ],
    )?;
    refuse_given(&b, "full")?;
    let shape: Vec<usize> = crate::interp::args::int_list(&b.value("size")?)?
        .into_iter()
        .map(|d| usize::try_from(d).map_err(|_| runtime("negative dimension")))
        .collect::<Result<_>>()?;
    let v = b.value("fill_value")?;
    let c = super::number::operand(&v)?.ok_or_else(|| {
        type_error(format!(
            "full(): argument 'fill_value' must be Number, not {}",
            v.type_name()
        ))
    })?;
    let real = match (complex_dtype_arg(&b)?, b.get("dtype")) {
        (Some(d), _) => d,
        // A real dtype takes a complex fill value only when its imaginary part is zero.
        (None, Some(Value::DType(d))) => {
            if c.im != 0.0 {
                return Err(runtime(format!(
                    "value cannot be converted to type {} without overflow",
                    match d {
                        DType::Float64 => "double",
                        DType::Int64 => "int64_t",
                        other => other.c_type_name(),
                    }
                )));
            }
            let t = ops::factory::full(&shape, Scalar::Float(c.re), Some(*d), device(&b)?)?;
            return Ok(Value::Tensor(t));
        }
        _ => crate::dtype::default_float(),
    };
    let mut fullshape = shape;
    fullshape.push(2);
    Ok(ComplexTensor::value(
        fill(&fullshape, c.re, c.im, real, device(&b)?)?,
        false,
    ))
}

pub(super) fn like(
    _: &mut Interp,
    a: Args,
    name: &str,
    value: Option<(f64, f64)>,
) -> Result<Value> {
    let b = a.bind(
        name,
        &[
            "input",
            "*",
            "dtype=",
            "layout=",
            "device=",
            "requires_grad=",
            "memory_format=",
        ],
    )?;
    refuse_given(&b, name)?;
    let input = b.value("input")?;
    let (shape, dev, from_real) = match (ComplexTensor::of(&input), &input) {
        (Some(z), _) => (z.shape(), z.pairs.device(), z.pairs.dtype()),
        (None, Value::Tensor(t)) => (t.shape(), t.device(), t.dtype().to_float()),
        _ => return Err(super::unsupported(&format!("torch.{name}"))),
    };
    let real = match complex_dtype_arg(&b)? {
        Some(d) => d,
        None if ComplexTensor::of(&input).is_some()
            && b.get("dtype").is_none_or(|v| matches!(v, Value::None)) =>
        {
            from_real
        }
        None => {
            return Err(super::unsupported(&format!(
                "torch.{name} of a complex tensor to a real dtype"
            )))
        }
    };
    let mut full = shape;
    full.push(2);
    let pairs = match value {
        Some((re, im)) => fill(&full, re, im, real, dev)?,
        None => draw(&full, real, dev, name == "rand_like")?,
    };
    Ok(ComplexTensor::value(pairs, false))
}

/// `full_like(input, fill_value, ...)`: `like` with the number checked as `full` checks it.
pub(super) fn full_like(it: &mut Interp, mut a: Args) -> Result<Value> {
    let v = match a.kw.iter().position(|(k, _)| k == "fill_value") {
        Some(i) => a.kw.remove(i).1,
        None if a.pos.len() > 1 => a.pos.remove(1),
        None => {
            return Err(type_error(
                "full_like() missing required argument 'fill_value' (pos 2)",
            ))
        }
    };
    let c = super::number::operand(&v)?.ok_or_else(|| {
        type_error(format!(
            "full_like(): argument 'fill_value' (position 2) must be Number, not {}",
            v.type_name()
        ))
    })?;
    like(it, a, "full_like", Some((c.re, c.im)))
}

/// `torch.atleast_Nd(*tensors)` with complex tensors: ATen's views (`reshape` of a 0-d
/// tensor, `unsqueeze` of the others) on the pairs, the pair dim staying last.
pub(super) fn atleast(a: Args, n: usize) -> Result<Value> {
    let one = |v: &Value| -> Result<Value> {
        let (pairs, conj) = match (ComplexTensor::of(v), v) {
            (Some(z), _) => (z.pairs.clone(), z.conj),
            // A real tensor beside complex ones: its own view.
            (None, Value::Tensor(t)) => return atleast_real(t, n).map(Value::Tensor),
            _ => {
                return Err(type_error(format!(
                    "atleast_{n}d(): argument 'tensors' must be tuple of Tensors, not {}",
                    v.type_name()
                )))
            }
        };
        let ndim = pairs.ndim() - 1;
        let pairs = match (ndim, n) {
            (0, _) => ops::view::reshape(
                &pairs,
                &vec![1i64; n].into_iter().chain([2]).collect::<Vec<_>>(),
            )?,
            (1, 2) => ops::view::unsqueeze(&pairs, 0)?,
            (1, 3) => ops::view::unsqueeze(&ops::view::unsqueeze(&pairs, 0)?, -2)?,
            (2, 3) => ops::view::unsqueeze(&pairs, -2)?,
            _ => pairs,
        };
        Ok(ComplexTensor::value(pairs, conj))
    };
    let given: Vec<Value> = match a.pos.as_slice() {
        [Value::List(l)] => l.borrow().clone(),
        [t @ Value::Tuple(_)] => t.tuple_items().unwrap_or_default(),
        items => items.to_vec(),
    };
    let out = given.iter().map(one).collect::<Result<Vec<_>>>()?;
    Ok(match (a.pos.as_slice(), out.as_slice()) {
        ([Value::List(_) | Value::Tuple(_)], _) => Value::tuple(out),
        (_, [single]) => single.clone(),
        _ => Value::tuple(out),
    })
}

fn atleast_real(t: &Tensor, n: usize) -> Result<Tensor> {
    Ok(match (t.ndim(), n) {
        (0, _) => ops::view::reshape(t, &vec![1i64; n])?,
        (1, 2) => ops::view::unsqueeze(t, 0)?,
        (1, 3) => ops::view::unsqueeze(&ops::view::unsqueeze(t, 0)?, -1)?,
        (2, 3) => ops::view::unsqueeze(t, -1)?,
        _ => t.clone(),
    })
}

/// Random pairs: ATen's complex `uniform_` on the pairs as one float tensor, or its
/// `normal_` with std 1/sqrt(2) inside the fill (one rounding: below 16 floats the fill
/// computes `z * std` in double).
fn draw(full: &[usize], real: DType, dev: Device, uniform: bool) -> Result<Tensor> {
    if uniform {
        return ops::random::rand(full, Some(real), dev);
    }
    let t = ops::empty(full, real, dev)?;
    let std = 1.0 / 2f64.sqrt();
    ops::random::fill_random_(&t, crate::kernels::RandomDist::Normal { mean: 0.0, std })?;
    Ok(t.as_fresh())
}

/// c10's overflow check of a number converted to `c10::complex<float>` (`full`, `fill_`):
/// a finite part past float32's range is refused under the complex type's name (the real
/// fill below would name `float`).
pub(super) fn check_fits(re: f64, im: f64, real: DType) -> Result<()> {
    let past = |x: f64| x.is_finite() && x.abs() > f32::MAX as f64;
    if real == DType::Float32 && (past(re) || past(im)) {
        return Err(runtime(
            "value cannot be converted to type c10::complex<float> without overflow",
        ));
    }
    Ok(())
}
