//! Activations: `relu`, `gelu`, `softmax`, ... Each returns a new tensor, or with
//! `inplace=True` (or a trailing `_`) writes into the input and returns it, as PyTorch does.

use super::{input, t, Functions};
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::{self, activation as act, named, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

pub fn register(r: &mut Functions) {
    let topic = "activations";
    r.add(topic, &["relu"], "input, inplace=False", |_, b| {
        Ok(t(act::relu(&input(b)?, b.bool_or("inplace", false)?)?))
    });
    r.add(topic, &["relu_"], "input", |_, b| {
        Ok(t(act::relu(&input(b)?, true)?))
    });
    r.add(topic, &["sigmoid"], "input", |_, b| {
        Ok(t(act::sigmoid(&input(b)?)?))
    });
    r.add(topic, &["tanh"], "input", |_, b| {
        Ok(t(named::tanh(&input(b)?)?))
    });
    // PyTorch's docs write `approximate` as positional; its parser takes it by keyword only
    // (`F.gelu(x, 'tanh')` is a TypeError), and that is what binding follows.
    r.add(topic, &["gelu"], "input, *, approximate='none'", gelu);
    r.add(topic, &["silu"], "input, inplace=False", |_, b| {
        Ok(t(act::silu(&input(b)?, b.bool_or("inplace", false)?)?))
    });
    r.add(
        topic,
        &["softplus"],
        "input, beta=1, threshold=20",
        |_, b| {
            let (beta, threshold) = (b.f64_or("beta", 1.0)?, b.f64_or("threshold", 20.0)?);
            Ok(t(act::softplus(&input(b)?, beta, threshold)?))
        },
    );
    r.add(topic, &["logsigmoid"], "input", |_, b| {
        Ok(t(ops::nn::log_sigmoid(&input(b)?)?))
    });
    r.add(
        topic,
        &["leaky_relu"],
        "input, negative_slope=0.01, inplace=False",
        |_, b| {
            let slope = b.f64_or("negative_slope", 0.01)?;
            Ok(t(act::leaky_relu(
                &input(b)?,
                slope,
                b.bool_or("inplace", false)?,
            )?))
        },
    );
    r.add(
        topic,
        &["elu"],
        "input, alpha=1.0, inplace=False",
        |_, b| {
            let alpha = b.f64_or("alpha", 1.0)?;
            Ok(t(act::elu(
                &input(b)?,
                alpha,
                b.bool_or("inplace", false)?,
            )?))
        },
    );
    // The in-place forms F takes from torch._C._nn (elu_, leaky_relu_) and torch (selu_,
    // celu_).
    r.add(topic, &["elu_"], "input, alpha=1.0", |_, b| {
        let alpha = b.f64_or("alpha", 1.0)?;
        Ok(t(act::elu(&input(b)?, alpha, true)?))
    });
    r.add(
        topic,
        &["leaky_relu_"],
        "input, negative_slope=0.01",
        |_, b| {
            let slope = b.f64_or("negative_slope", 0.01)?;
            Ok(t(act::leaky_relu(&input(b)?, slope, true)?))
        },
    );
    r.add(topic, &["selu_"], "input", |_, b| {
        Ok(t(act::selu(&input(b)?, true)?))
    });
    r.add(topic, &["celu_"], "input, alpha=1.0", |_, b| {
        let alpha = b.f64_or("alpha", 1.0)?;
        if alpha == 0.0 {
            return Err(runtime("ZeroDivisionError: alpha cannot be 0 for CELU"));
        }
        Ok(t(act::celu(&input(b)?, alpha, true)?))
    });
    r.add(topic, &["selu"], "input, inplace=False", |_, b| {
        Ok(t(act::selu(&input(b)?, b.bool_or("inplace", false)?)?))
    });
    r.add(
        topic,
        &["celu"],
        "input, alpha=1.0, inplace=False",
        |_, b| {
            let alpha = b.f64_or("alpha", 1.0)?;
            if alpha == 0.0 {
                return Err(runtime("ZeroDivisionError: alpha cannot be 0 for CELU"));
            }
            Ok(t(act::celu(
                &input(b)?,
                alpha,
                b.bool_or("inplace", false)?,
            )?))
        },
    );
    r.add(
        topic,
        &["hardtanh"],
        "input, min_val=-1.0, max_val=1.0, inplace=False",
        |_, b| {
            hardtanh_bounds_compare(b)?;
            let min = b.scalar("min_val")?.unwrap_or(Scalar::Float(-1.0));
            let max = b.scalar("max_val")?.unwrap_or(Scalar::Float(1.0));
            hardtanh(input(b)?, min, max, b.bool_or("inplace", false)?)
        },
    );
    r.add(
        topic,
        &["hardtanh_"],
        "input, min_val=-1.0, max_val=1.0",
        |_, b| {
            let min = b.scalar("min_val")?.unwrap_or(Scalar::Float(-1.0));
            let max = b.scalar("max_val")?.unwrap_or(Scalar::Float(1.0));
            hardtanh(input(b)?, min, max, true)
        },
    );
    r.add(topic, &["relu6"], "input, inplace=False", |_, b| {
        let (min, max) = (Scalar::Int(0), Scalar::Int(6));
        hardtanh(input(b)?, min, max, b.bool_or("inplace", false)?)
    });
    r.add_each(
        topic,
        &["mish", "hardswish", "hardsigmoid"],
        "input, inplace=False",
        |_, b| {
            let f = match b.fname() {
                "mish" => act::mish,
                "hardswish" => act::hardswish,
                _ => act::hardsigmoid,
            };
            Ok(t(f(&input(b)?, b.bool_or("inplace", false)?)?))
        },
    );
    r.add(
        topic,
        &["threshold"],
        "input, threshold, value, inplace=False",
        |_, b| threshold(b, b.bool_or("inplace", false)?),
    );
    r.add(topic, &["threshold_"], "input, threshold, value", |_, b| {
        threshold(b, true)
    });
    r.add(topic, &["hardshrink"], "input, lambd=0.5", |_, b| {
        Ok(t(act::hardshrink(&input(b)?, b.f64_or("lambd", 0.5)?)?))
    });
    r.add(topic, &["softshrink"], "input, lambd=0.5", |_, b| {
        let x = input(b)?;
        let lambd = b.f64_or("lambd", 0.5)?;
        if lambd < 0.0 {
            // ATen checks lambd against the dtype's range; only the lower end can fail here.
            let max = if x.dtype() == DType::Float64 {
                "1.79769e+308"
            } else {
                "3.40282e+38"
            };
            return Err(runtime(format!(
                "lambda must be in range [0, {max}] for input dtype {}, but found {}",
                x.dtype().legacy_name(),
                crate::pyfmt::cpp_double(lambd)
            )));
        }
        Ok(t(act::softshrink(&x, lambd)?))
    });
    // Written in Python in torch.nn.functional; the nodes are the ops they call.
    r.add(topic, &["softsign"], "input", |_, b| {
        let x = input(b)?;
        let den = named::add(
            Arg::T(&named::abs(&x)?),
            Arg::S(Scalar::Int(1)),
            Scalar::Int(1),
        )?;
        Ok(t(named::div(Arg::T(&x), Arg::T(&den))?))
    });
    r.add(topic, &["tanhshrink"], "input", |_, b| {
        let x = input(b)?;
        let th = named::tanh(&x)?;
        Ok(t(named::sub(Arg::T(&x), Arg::T(&th), Scalar::Int(1))?))
    });
    r.add(
        topic,
        &["softmin"],
        "input, dim=None, _stacklevel=3, dtype=None",
        |_, b| {
            let x = input(b)?;
            let dim = b
                .i64("dim")?
                .unwrap_or_else(|| implicit_softmax_dim(&x, "softmin"));
            Ok(t(ops::softmax(
                &named::neg(&x)?,
                dim,
                false,
                b.dtype("dtype")?,
            )?))
        },
    );
    r.add_each(
        topic,
        &["softmax", "log_softmax"],
        "input, dim=None, _stacklevel=3, dtype=None",
        softmax,
    );
}

/// `hardtanh` / `relu6`: a bool input is refused by name, as ATen's check says.
fn hardtanh(x: Tensor, min: Scalar, max: Scalar, inplace: bool) -> Result<Value> {
    if x.dtype() == DType::Bool {
        return Err(crate::error::not_implemented(
            "Bool inputs not supported for hardtanh",
        ));
    }
    if min.to_f64() > max.to_f64() {
        return Err(crate::error::value_error(
            "min_val cannot be greater than max_val",
        ));
    }
    Ok(t(act::hardtanh(&x, min, max, inplace)?))
}

fn threshold(b: &Bound, inplace: bool) -> Result<Value> {
    let threshold = b.f64("threshold")?.unwrap_or(0.0);
    let value = b.f64("value")?.unwrap_or(0.0);
    if !b.has("threshold") || !b.has("value") {
        let missing = if b.has("threshold") {
            "value"
        } else {
            "threshold"
        };
        return Err(crate::error::type_error(format!(
            "threshold() missing 1 required positional argument: '{missing}'"
        )));
    }
    Ok(t(act::threshold(&input(b)?, threshold, value, inplace)?))
}

fn gelu(_: &mut Interp, b: &Bound) -> Result<Value> {
    let x = input(b)?;
    let tanh = match b.str("approximate")?.as_deref() {
        None | Some("none") => false,
        Some("tanh") => true,
        Some(_) => return Err(runtime("approximate argument must be either none or tanh.")),
    };
    Ok(t(act::gelu(&x, tanh)?))
}

/// PyTorch's legacy implicit softmax dim (with a warning): 0 for 0-, 1- and 3-d, else 1.
fn implicit_softmax_dim(x: &Tensor, name: &str) -> i64 {
    crate::warnings::warn(
        crate::warnings::Category::User,
        format!("Implicit dimension choice for {name} has been deprecated. Change the call to include dim=X as an argument."),
    );
    if matches!(x.ndim(), 0 | 1 | 3) {
        0
    } else {
        1
    }
}

/// `softmax` and `log_softmax` (`_stacklevel` only places PyTorch's warning).
fn softmax(_: &mut Interp, b: &Bound) -> Result<Value> {
    let x = input(b)?;
    let dim = b
        .i64("dim")?
        .unwrap_or_else(|| implicit_softmax_dim(&x, b.fname()));
    let log = b.fname() == "log_softmax";
    Ok(t(ops::softmax(&x, dim, log, b.dtype("dtype")?)?))
}

/// F.hardtanh is Python in PyTorch: its `if min_val > max_val` compares a None bound
/// before any parser sees it, which is CPython's TypeError.
fn hardtanh_bounds_compare(b: &Bound) -> Result<()> {
    if b.explicit_none("min_val").is_none() && b.explicit_none("max_val").is_none() {
        return Ok(());
    }
    let name = |p: &str| match b.given(p) {
        true => b.value_or_none(p).type_name(),
        false => "float".to_string(),
    };
    Err(crate::error::type_error(format!(
        "'>' not supported between instances of '{}' and '{}'",
        name("min_val"),
        name("max_val")
    )))
}
