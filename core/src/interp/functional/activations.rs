//! Activations: `relu`, `gelu`, `softmax`, ... Each returns a new tensor, or with
//! `inplace=True` (or a trailing `_`) writes into the input and returns it, as PyTorch does.

use super::{input, t, Functions};
use crate::error::{runtime, Result};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::kernels::UnaryOp;
use crate::ops;
use crate::tensor::Tensor;

pub fn register(r: &mut Functions) {
    let topic = "activations";
    r.add(topic, &["relu"], "input, inplace=False", |_, b| {
        unary_or_inplace(UnaryOp::Relu, input(b)?, b.bool_or("inplace", false)?)
    });
    r.add(topic, &["relu_"], "input", |_, b| {
        unary_or_inplace(UnaryOp::Relu, input(b)?, true)
    });
    r.add(topic, &["sigmoid"], "input", |_, b| {
        unary_or_inplace(UnaryOp::Sigmoid, input(b)?, false)
    });
    r.add(topic, &["tanh"], "input", |_, b| {
        unary_or_inplace(UnaryOp::Tanh, input(b)?, false)
    });
    // PyTorch's docs write `approximate` as positional; its parser takes it by keyword only
    // (`F.gelu(x, 'tanh')` is a TypeError), and that is what binding follows.
    r.add(topic, &["gelu"], "input, *, approximate='none'", gelu);
    r.add(topic, &["silu"], "input, inplace=False", |_, b| {
        unary_or_inplace(UnaryOp::Silu, input(b)?, b.bool_or("inplace", false)?)
    });
    r.add(
        topic,
        &["softplus"],
        "input, beta=1, threshold=20",
        |_, b| {
            let op = UnaryOp::Softplus {
                beta: b.f64_or("beta", 1.0)?,
                threshold: b.f64_or("threshold", 20.0)?,
            };
            Ok(t(ops::unary("softplus", op, &input(b)?)?))
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
            let op = UnaryOp::LeakyRelu(b.f64_or("negative_slope", 0.01)?);
            unary_or_inplace(op, input(b)?, b.bool_or("inplace", false)?)
        },
    );
    r.add(
        topic,
        &["elu"],
        "input, alpha=1.0, inplace=False",
        |_, b| {
            let op = UnaryOp::Elu(b.f64_or("alpha", 1.0)?);
            unary_or_inplace(op, input(b)?, b.bool_or("inplace", false)?)
        },
    );
    r.add_each(
        topic,
        &["softmax", "log_softmax"],
        "input, dim=None, _stacklevel=3, dtype=None",
        softmax,
    );
}

/// `op` applied to `x`, or in place (`relu_`, `silu_`, ...) when the call says
/// `inplace=True`, returning `x` itself as PyTorch does.
fn unary_or_inplace(op: UnaryOp, x: Tensor, inplace: bool) -> Result<Value> {
    if inplace {
        ops::unary_(&format!("{}_", op.name()), op, &x)?;
        Ok(t(x))
    } else {
        Ok(t(ops::unary(op.name(), op, &x)?))
    }
}

fn gelu(_: &mut Interp, b: &Bound) -> Result<Value> {
    let x = input(b)?;
    let op = match b.str("approximate")?.as_deref() {
        None | Some("none") => UnaryOp::Gelu,
        Some("tanh") => UnaryOp::GeluTanh,
        Some(_) => return Err(runtime("approximate argument must be either none or tanh.")),
    };
    Ok(t(ops::unary("gelu", op, &x)?))
}

/// `softmax` and `log_softmax` (`_stacklevel` only places PyTorch's warning).
fn softmax(_: &mut Interp, b: &Bound) -> Result<Value> {
    let x = input(b)?;
    let dim = match b.i64("dim")? {
        Some(d) => d,
        // PyTorch's legacy implicit dim (with a warning): 0 for 0-, 1- and 3-d, else 1.
        None => {
            if matches!(x.ndim(), 0 | 1 | 3) {
                0
            } else {
                1
            }
        }
    };
    let log = b.fname() == "log_softmax";
    Ok(t(ops::softmax(&x, dim, log, b.dtype("dtype")?)?))
}
