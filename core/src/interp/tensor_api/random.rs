//! Sampling methods: fill the tensor in place (or make a new one) from the default or the
//! given generator, as PyTorch's CPU kernels draw (see `crate::random`).

use super::{t, Methods};
use crate::error::Result;
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
            let (mean, std) = (a.f64_or("mean", 0.0)?, a.f64_or("std", 1.0)?);
            fill(x, RandomDist::Normal { mean, std })
        },
    );
    r.add(
        topic,
        &["uniform_"],
        "from=0, to=1, *, generator=None",
        |_, x, a| {
            let (low, high) = (a.f64_or("from", 0.0)?, a.f64_or("to", 1.0)?);
            fill(x, RandomDist::Uniform { low, high })
        },
    );
    r.add(
        topic,
        &["bernoulli_"],
        "p=0.5, *, generator=None",
        |_, x, a| match a.get("p") {
            Some(Value::Tensor(p)) => {
                ops::sampling::bernoulli_tensor_(x, p)?;
                Ok(t(x.clone()))
            }
            _ => fill(
                x,
                RandomDist::Bernoulli {
                    p: a.f64_or("p", 0.5)?,
                },
            ),
        },
    );
    r.add(
        topic,
        &["bernoulli"],
        "p=None, *, generator=None",
        |_, x, a| Ok(t(ops::sampling::bernoulli(x, a.f64("p")?)?)),
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
        |_, x, a| {
            let lambda = a.f64_or("lambd", 1.0)?;
            fill(x, RandomDist::Exponential { lambda })
        },
    );
    r.add(topic, &["geometric_"], "p, *, generator=None", |_, x, a| {
        fill(
            x,
            RandomDist::Geometric {
                p: a.f64_or("p", 0.0)?,
            },
        )
    });
    r.add(
        topic,
        &["log_normal_"],
        "mean=1, std=2, *, generator=None",
        |_, x, a| {
            let (mean, std) = (a.f64_or("mean", 1.0)?, a.f64_or("std", 2.0)?);
            fill(x, RandomDist::LogNormal { mean, std })
        },
    );
    r.add(
        topic,
        &["cauchy_"],
        "median=0, sigma=1, *, generator=None",
        |_, x, a| {
            let (median, sigma) = (a.f64_or("median", 0.0)?, a.f64_or("sigma", 1.0)?);
            fill(x, RandomDist::Cauchy { median, sigma })
        },
    );
    r.add(
        topic,
        &["multinomial"],
        "num_samples, replacement=False, *, generator=None",
        |_, x, a| {
            let n = a.i64_or("num_samples", 0)?;
            Ok(t(ops::sampling::multinomial(
                x,
                n,
                a.bool_or("replacement", false)?,
            )?))
        },
    );
}

fn fill(x: &Tensor, d: RandomDist) -> Result<Value> {
    ops::random::fill_random_(x, d)?;
    Ok(t(x.clone()))
}

/// `random_()`, `random_(to)` and `random_(from, to)` (PyTorch's three overloads).
fn random_(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let (from, to) = match (a.i64("from")?, a.i64("to")?, a.given("to")) {
        // `random_(to)`: one positional argument is the upper bound.
        (Some(to), None, false) => (Some(0), Some(to)),
        (from, to, _) => (from, to),
    };
    ops::random::random_(x, from, to)?;
    Ok(t(x.clone()))
}
