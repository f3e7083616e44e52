//! `torch.fft.fftfreq`/`rfftfreq` (the sample frequencies) and `fftshift`/`ifftshift`
//! (rolls that put the zero frequency in the middle).

use super::tensor::ComplexTensor;
use crate::error::{runtime, Result};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::scalar::Scalar;

pub(super) fn frequencies(_: &mut Interp, a: Args, name: &str, half: bool) -> Result<Value> {
    let b = a.bind(
        name,
        &[
            "n",
            "d=",
            "*",
            "dtype=",
            "layout=",
            "device=",
            "requires_grad=",
        ],
    )?;
    let n = b.i64("n")?.unwrap_or(0);
    if n < 0 {
        return Err(runtime(format!(
            "Trying to create tensor with negative dimension {n}: [{n}]"
        )));
    }
    let d = b.f64_or("d", 1.0)?;
    let dtype = b
        .dtype("dtype")?
        .unwrap_or_else(crate::dtype::default_float);
    if !dtype.is_floating() {
        return Err(runtime(format!(
            "{name} requires a floating point or complex dtype"
        )));
    }
    let count = if half { n / 2 + 1 } else { n };
    // The frequencies are built on the host first, one Scalar each: that buffer, not only the
    // result, must fit the allocation limit (the fuzzer's `fftfreq(10**10)` was killed for
    // memory before any check ran).
    crate::limits::check_alloc_bytes(
        count as u128 * std::mem::size_of::<Scalar>().max(dtype.itemsize()) as u128,
    )?;
    let ints: Vec<Scalar> = (0..count)
        .map(|k| {
            let v = if !half && k >= (n + 1) / 2 { k - n } else { k };
            Scalar::Float(v as f64)
        })
        .collect();
    let device = b
        .device("device")?
        .unwrap_or_else(crate::device::default_device);
    let t = ops::factory::tensor(&ints, &[count as usize], Some(dtype), device)?;
    // ATen multiplies by the double 1/(n*d), as a scalar of the result's dtype.
    let r = ops::named::mul(
        ops::Arg::T(&t),
        ops::Arg::S(Scalar::Float(1.0 / (n as f64 * d))),
    )?;
    Ok(Value::Tensor(r))
}

pub(super) fn shift(it: &mut Interp, a: Args, name: &str, inverse: bool) -> Result<Value> {
    let b = a.bind(name, &["input", "dim="])?;
    let v = b.value("input")?;
    let shape = match (ComplexTensor::of(&v), &v) {
        (Some(z), _) => z.shape(),
        (None, Value::Tensor(t)) => t.shape(),
        _ => {
            return Err(crate::error::type_error(format!(
                "{name}(): argument 'input' must be Tensor"
            )))
        }
    };
    let nd = shape.len();
    let dims: Vec<i64> = match b.get("dim") {
        None | Some(Value::None) => (0..nd as i64).collect(),
        Some(d) if d.as_i64_exact().is_some() => vec![d.as_i64_exact().unwrap_or(0)],
        Some(d) => crate::interp::args::int_list(d)?,
    };
    let mut shifts = Vec::new();
    let mut wrapped = Vec::new();
    for d in dims {
        let w = crate::layout::wrap_dim(d, nd)?;
        let n = shape[w] as i64;
        shifts.push(Value::Int(if inverse { (n + 1) / 2 } else { n / 2 }));
        wrapped.push(Value::Int(w as i64));
    }
    let roll = Args::new(vec![Value::tuple(shifts), Value::tuple(wrapped)]);
    match (ComplexTensor::of(&v), &v) {
        (Some(z), _) => {
            let r = crate::interp::tensor_api::call_method(it, &z.resolved()?, "roll", roll)?;
            match r {
                Value::Tensor(t) => Ok(ComplexTensor::value(t, false)),
                other => Ok(other),
            }
        }
        (None, Value::Tensor(t)) => crate::interp::tensor_api::call_method(it, t, "roll", roll),
        _ => unreachable!("checked above"),
    }
}
