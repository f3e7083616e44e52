//! `torch.normal` (its four overloads) and `torch.randint_like`: random tensors shaped by
//! their arguments, drawn as PyTorch draws them.

use super::creation::check_factory_extras;
use super::{device_arg, finish, Torch};
use crate::error::{not_implemented, runtime, type_error, Result};
use crate::interp::args::{to_f64, to_i64, varargs_ints, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::kernels::RandomDist;
use crate::layout::MemoryFormat;
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

pub fn register(r: &mut Torch) {
    let topic = "random sampling";
    r.add(
        topic,
        &["normal"],
        "mean, std=1.0, size=None, *, generator=None, out=None, dtype=None, layout=torch.strided, device=None, pin_memory=False, requires_grad=False",
        normal,
    );
    r.add(topic, &["poisson"], "input, generator=None", |_, a| {
        Ok(Value::Tensor(ops::sampling::poisson(&a.tensor("input")?)?))
    });
    r.add(
        topic,
        &["binomial"],
        "count, prob, generator=None",
        |_, a| {
            Ok(Value::Tensor(ops::sampling::binomial(
                &a.tensor("count")?,
                &a.tensor("prob")?,
            )?))
        },
    );
    r.add(
        topic,
        &["_sample_dirichlet"],
        "input, generator=None",
        |_, a| {
            Ok(Value::Tensor(ops::sampling::sample_dirichlet(
                &a.tensor("input")?,
            )?))
        },
    );
    r.add(topic, &["_standard_gamma_grad"], "input, output", |_, a| {
        Ok(Value::Tensor(ops::sampling::standard_gamma_grad(
            &a.tensor("input")?,
            &a.tensor("output")?,
        )?))
    });
    r.add(topic, &["_dirichlet_grad"], "x, alpha, total", |_, a| {
        Ok(Value::Tensor(ops::sampling::dirichlet_grad(
            &a.tensor("x")?,
            &a.tensor("alpha")?,
            &a.tensor("total")?,
        )?))
    });
    r.add(
        topic,
        &["randint_like"],
        "input, low_or_high, high=None, *, dtype=None, layout=None, device=None, requires_grad=False, memory_format=torch.preserve_format",
        randint_like,
    );
}

fn std_check(std: &Tensor) -> Result<()> {
    if std.numel() > 0 && std.to_f64_vec()?.iter().any(|v| *v < 0.0) {
        return Err(runtime("normal expects all elements of std >= 0.0"));
    }
    Ok(())
}

fn normal_fill(t: &Tensor, mean: f64, std: f64) -> Result<()> {
    ops::random::fill_random_(t, RandomDist::Normal { mean, std })
}

/// PyTorch's overloads: (Tensor, Tensor), (Tensor, float), (float, Tensor) draw standard
/// normals into a tensor of the broadcast shape and scale them in place; (float, float)
/// takes a size and the factory keywords.
fn normal(_: &mut Interp, a: &Bound) -> Result<Value> {
    check_factory_extras(a)?;
    let mean = a.value("mean")?;
    let std = a.get("std").cloned().unwrap_or(Value::Float(1.0));
    let tensors = [&mean, &std];
    let recorded =
        |v: &&Value| matches!(v, Value::Tensor(t) if crate::autograd::needs_grad(&[Some(t)]));
    if tensors.iter().any(recorded) {
        return Err(not_implemented(
            "torch.normal with a mean or std that requires grad is not supported in stridelab",
        ));
    }
    // The tensor overloads take no size and no factory keywords; the float one needs std
    // (its mean alone is the (Tensor mean, float std=1) overload's misfit). No argument is
    // dropped: `normal(z, 1.0, (2,))` is the parser's refusal.
    let factory = [
        "size",
        "dtype",
        "layout",
        "device",
        "pin_memory",
        "requires_grad",
    ];
    if matches!(mean, Value::Tensor(_)) || matches!(std, Value::Tensor(_)) {
        if factory.iter().any(|k| a.given(k)) {
            return Err(invalid(a));
        }
    } else if !a.given("std") {
        return Err(match a.given("size") {
            false => a.err("mean", "Tensor", &mean),
            true => invalid(a),
        });
    }
    let _no_grad = crate::autograd::NoGradGuard::new();
    let out = match (&mean, &std) {
        (Value::Tensor(m), Value::Tensor(s)) => {
            std_check(s)?;
            let shape = crate::layout::broadcast_shapes(&m.shape(), &s.shape())?;
            let out = ops::empty(&shape, m.dtype(), m.device())?;
            normal_fill(&out, 0.0, 1.0)?;
            ops::named::mul_(&out, Arg::T(s))?;
            ops::named::add_(&out, Arg::T(m), Scalar::Int(1))?;
            out
        }
        (Value::Tensor(m), s) => {
            let s = to_f64(s).map_err(|_| invalid(a))?;
            if s < 0.0 {
                return Err(runtime(format!(
                    "normal expects std >= 0.0, but found std {}",
                    crate::pyfmt::cpp_double(s)
                )));
            }
            let out = ops::like(m, None, None, MemoryFormat::Contiguous, None)?;
            normal_fill(&out, 0.0, s)?;
            ops::named::add_(&out, Arg::T(m), Scalar::Int(1))?;
            out
        }
        (m, Value::Tensor(s)) => {
            let m = to_f64(m).map_err(|_| invalid(a))?;
            std_check(s)?;
            let out = ops::like(s, None, None, MemoryFormat::Contiguous, None)?;
            normal_fill(&out, 0.0, 1.0)?;
            ops::named::mul_(&out, Arg::T(s))?;
            ops::named::add_(&out, Arg::S(Scalar::Float(m)), Scalar::Int(1))?;
            out
        }
        (m, s) => {
            let (m, s) = (
                to_f64(m).map_err(|_| invalid(a))?,
                to_f64(s).map_err(|_| invalid(a))?,
            );
            let size = a.get("size").ok_or_else(|| invalid(a))?;
            let items = size.tuple_items().or_else(|| match size {
                Value::List(l) => Some(l.borrow().clone()),
                _ => None,
            });
            let shape = ops::factory::check_shape(&varargs_ints(
                &items.ok_or_else(|| invalid(a))?,
                "normal",
            )?)?;
            let out = ops::empty(
                &shape,
                a.dtype("dtype")?
                    .unwrap_or_else(crate::dtype::default_float),
                device_arg(a)?,
            )?;
            normal_fill(&out, m, s)?;
            out
        }
    };
    drop(_no_grad);
    finish(out.as_fresh(), a)
}

/// No overload of `normal` takes these arguments: the parser's message, listing them.
fn invalid(a: &Bound) -> crate::error::TorchError {
    a.invalid_combination()
        .unwrap_or_else(|| type_error("normal() received an invalid combination of arguments"))
}

/// `randint_like(input, high)` or `randint_like(input, low, high)`.
fn randint_like(_: &mut Interp, a: &Bound) -> Result<Value> {
    check_factory_extras(a)?;
    let x = a.tensor("input")?;
    let first = to_i64(&a.value("low_or_high")?)?;
    let (low, high) = match a.get("high") {
        Some(h) => (first, to_i64(h)?),
        None => (0, first),
    };
    let dev = match a.get("device") {
        None => None,
        Some(_) => Some(device_arg(a)?),
    };
    let fmt = a.memory_format("memory_format")?;
    let t = ops::like(&x, None, a.dtype("dtype")?, fmt, dev)?;
    ops::random::random_(&t, Some(low), Some(high))?;
    finish(t.as_fresh(), a)
}
