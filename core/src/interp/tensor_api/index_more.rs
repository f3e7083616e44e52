//! Index methods along a dim and with masks: `index_add`/`index_copy`/`index_fill`/
//! `index_put` (each also in place), `take`, `take_along_dim`, `masked_select`,
//! `masked_scatter`, `scatter_reduce`, `argwhere`.

use super::{operand, t, Methods};
use crate::error::{type_error, Result};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::layout::MemoryFormat;
use crate::ops::index_more as im;
use crate::ops::masked::{self, ScatterReduce};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

pub fn register(r: &mut Methods) {
    let topic = "indexing along a dim and by mask";
    r.add_each(
        topic,
        &["index_add", "index_add_"],
        "dim, index, source, *, alpha=1",
        |_, x, a| {
            let (d, idx, src) = (a.i64_or("dim", 0)?, a.tensor("index")?, a.tensor("source")?);
            let alpha = a.scalar("alpha")?.unwrap_or(Scalar::Int(1));
            inplace_or_not(a, x, |o| im::index_add_(o, d, &idx, &src, alpha))
        },
    );
    r.add_each(
        topic,
        &["index_copy", "index_copy_"],
        "dim, index, source",
        |_, x, a| {
            let (d, idx, src) = (a.i64_or("dim", 0)?, a.tensor("index")?, a.tensor("source")?);
            inplace_or_not(a, x, |o| im::index_copy_(o, d, &idx, &src))
        },
    );
    r.add_each(
        topic,
        &["index_fill", "index_fill_"],
        "dim, index, value",
        |_, x, a| {
            let (d, idx) = (a.i64_or("dim", 0)?, a.tensor("index")?);
            let v = operand(&a.value("value")?, a.fname())?;
            inplace_or_not_as(a, x, MemoryFormat::Preserve, |o| {
                im::index_fill_(o, d, &idx, v.arg())
            })
        },
    );
    r.add_each(
        topic,
        &["index_put", "index_put_"],
        "indices, values, accumulate=False",
        index_put,
    );
    r.add(topic, &["take"], "index", |_, x, a| {
        Ok(t(im::take(x, &a.tensor("index")?)?))
    });
    r.add(
        topic,
        &["take_along_dim"],
        "indices, dim=None",
        |_, x, a| {
            Ok(t(im::take_along_dim(
                x,
                &a.tensor("indices")?,
                a.i64("dim")?,
            )?))
        },
    );
    r.add(topic, &["masked_select"], "mask", |_, x, a| {
        Ok(t(masked::masked_select(x, &a.tensor("mask")?)?))
    });
    r.add_each(
        topic,
        &["masked_scatter", "masked_scatter_"],
        "mask, source",
        |_, x, a| {
            let (m, s) = (a.tensor("mask")?, a.tensor("source")?);
            if a.fname().ends_with('_') {
                masked::masked_scatter_(x, &m, &s)?;
                return Ok(t(x.clone()));
            }
            Ok(t(masked::masked_scatter(x, &m, &s)?))
        },
    );
    r.add_each(
        topic,
        &["scatter_reduce", "scatter_reduce_"],
        "dim, index, src, reduce, *, include_self=True",
        |_, x, a| {
            let (d, idx, src) = (a.i64_or("dim", 0)?, a.tensor("index")?, a.tensor("src")?);
            let op = ScatterReduce::parse(&a.str("reduce")?.unwrap_or_default())?;
            let incl = a.bool_or("include_self", true)?;
            inplace_or_not(a, x, |o| {
                masked::scatter_reduce_(o, d, &idx, &src, op, incl, "ScatterReduceBackward0")
            })
        },
    );
    r.add(topic, &["argwhere"], "", |_, x, _| {
        Ok(t(crate::ops::index::nonzero(x)?))
    });
}

/// Runs the in-place op on `x` (name ending in `_`) or on a contiguous clone of it.
fn inplace_or_not(a: &Bound, x: &Tensor, f: impl FnOnce(&Tensor) -> Result<()>) -> Result<Value> {
    inplace_or_not_as(a, x, MemoryFormat::Contiguous, f)
}

/// `inplace_or_not` with the out-of-place clone in `fmt`.
fn inplace_or_not_as(
    a: &Bound,
    x: &Tensor,
    fmt: MemoryFormat,
    f: impl FnOnce(&Tensor) -> Result<()>,
) -> Result<Value> {
    if a.fname().ends_with('_') {
        f(x)?;
        return Ok(t(x.clone()));
    }
    Ok(t(im::out_of_place_as(x, fmt, f)?))
}

fn index_put(it: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let items = match a.value("indices")? {
        v @ (Value::Tuple(_) | Value::List(_)) => it.collect(&v)?,
        v => {
            return Err(type_error(format!(
                "{name}(): argument 'indices' (position 1) must be tuple of Tensors, not {}",
                v.type_name()
            )))
        }
    };
    let opt: Vec<Option<Tensor>> = items
        .into_iter()
        .map(|v| match v {
            Value::Tensor(t) => Some(t),
            _ => None,
        })
        .collect();
    let indices = im::check_index_tuple(&opt)?;
    // ATen's index_put_ counts what it got (a bool mask stands for its dims), unlike
    // Python indexing's message.
    let consumed: usize = opt
        .iter()
        .map(|i| match i {
            Some(m) if matches!(m.dtype(), crate::DType::Bool | crate::DType::UInt8) => m.ndim(),
            _ => 1,
        })
        .sum();
    if consumed > x.ndim() {
        return Err(crate::error::index_error(format!(
            "too many indices for tensor of dimension {} (got {consumed})",
            x.ndim()
        )));
    }
    let vals = match a.value("values")? {
        Value::Tensor(v) => v,
        v => {
            return Err(type_error(format!(
                "{name}(): argument 'values' (position 2) must be Tensor, not {}",
                v.type_name()
            )))
        }
    };
    let acc = a.bool_or("accumulate", false)?;
    inplace_or_not_as(a, x, MemoryFormat::Preserve, |o| {
        im::index_put_(o, &indices, &vals, acc)
    })
}
