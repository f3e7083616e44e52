//! In-place sampling methods: fill the tensor from the default (or the given) generator.

use super::{t, Methods};
use crate::error::{runtime, Result};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::kernels::RandomDist;
use crate::ops;
use crate::tensor::Tensor;

pub fn register(r: &mut Methods) {
    let topic = "random sampling";
    r.add(
        topic,
        &["normal_"],
        "mean=0, std=1, *, generator=None",
        |_, x, a| {
            let d = RandomDist::Normal {
                mean: a.f64_or("mean", 0.0)?,
                std: a.f64_or("std", 1.0)?,
            };
            fill(x, "normal_", d)
        },
    );
    r.add(
        topic,
        &["uniform_"],
        "from=0, to=1, *, generator=None",
        |_, x, a| {
            let d = RandomDist::Uniform {
                low: a.f64_or("from", 0.0)?,
                high: a.f64_or("to", 1.0)?,
            };
            fill(x, "uniform_", d)
        },
    );
    r.add(
        topic,
        &["bernoulli_"],
        "p=0.5, *, generator=None",
        |_, x, a| {
            fill(
                x,
                "bernoulli_",
                RandomDist::Bernoulli {
                    p: a.f64_or("p", 0.5)?,
                },
            )
        },
    );
    r.add(
        topic,
        &["random_"],
        "from=None, to=None, *, generator=None",
        random_,
    );
    r.add(
        topic,
        &["exponential_"],
        "lambd=1, *, generator=None",
        |_, _, _| Err(runtime("exponential_ is not implemented in stridelab")),
    );
}

fn fill(x: &Tensor, name: &str, d: RandomDist) -> Result<Value> {
    ops::random::fill_random_(name, x, d)?;
    Ok(t(x.clone()))
}

/// `random_()`, `random_(to)` and `random_(from, to)`.
fn random_(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let (lo, hi) = match (a.i64("from")?, a.i64("to")?) {
        (Some(a), Some(b)) => (a, b),
        (Some(b), None) | (None, Some(b)) => (0, b),
        _ => (0, 1 << 24),
    };
    fill(x, "random_", RandomDist::RandInt { low: lo, high: hi })
}
