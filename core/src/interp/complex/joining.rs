//! `torch.cat`/`stack` and friends with complex tensors: every operand as parts pairs
//! in the promoted dtype, joined as real tensors.

use super::parts::{self, Part, Parts};
use super::tensor::ComplexTensor;
use crate::error::{runtime, type_error, Result};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;
use crate::DType;

/// The float pairs of any tensor operand of a join, in the parts' dtype `real`.
fn pairs_for_join(v: &Value, real: DType) -> Result<Tensor> {
    let pairs = match ComplexTensor::of(v) {
        Some(z) => z.resolved()?,
        None => match v {
            Value::Tensor(t) => parts::pack(&Parts {
                re: Part::T(ops::to_dtype_grad(t, real)?),
                im: Part::S(0.0),
            })?,
            other => {
                return Err(type_error(format!(
                    "expected Tensor as element in argument 0, but got {}",
                    other.type_name()
                )))
            }
        },
    };
    if pairs.dtype() == real {
        Ok(pairs)
    } else {
        ops::to_dtype_grad(&pairs, real)
    }
}

pub(super) fn join(it: &mut Interp, a: Args, name: &str) -> Result<Value> {
    let b = a.bind(name, &["tensors", "dim="])?;
    let items = it.collect(&b.value("tensors")?)?;
    if items.is_empty() {
        return Err(runtime(format!(
            "{name}(): expected a non-empty list of Tensors"
        )));
    }
    let mut real = DType::Float32;
    let mut ndim = 0;
    for (i, v) in items.iter().enumerate() {
        let (d, n) = match (ComplexTensor::of(v), v) {
            (Some(z), _) => (z.pairs.dtype(), z.ndim()),
            (None, Value::Tensor(t)) => (t.dtype().to_float(), t.ndim()),
            _ => (crate::dtype::default_float(), 0),
        };
        real = if i == 0 { d } else { DType::promote(real, d) };
        ndim = n;
    }
    super::check_part_dtype(real)?;
    let pairs: Vec<Tensor> = items
        .iter()
        .map(|v| pairs_for_join(v, real))
        .collect::<Result<_>>()?;
    // Checked on the complex shapes, so the messages name them (not the pairs').
    let shapes: Vec<Vec<usize>> = items
        .iter()
        .map(|v| match (ComplexTensor::of(v), v) {
            (Some(z), _) => z.shape(),
            (None, Value::Tensor(t)) => t.shape(),
            _ => vec![],
        })
        .collect();
    let stacking = name == "stack";
    if !stacking {
        ops::arrange::check_cat_ranks(shapes.iter().map(Vec::len))?;
    }
    // cat's legacy rule: a 1-d empty tensor counts for the dtype only, its size is skipped.
    let kept: Vec<usize> = (0..items.len())
        .filter(|&i| stacking || !ops::arrange::cat_skips(&shapes[i]))
        .collect();
    if kept.is_empty() {
        let empty = ops::empty(&[0, 2], real, pairs[0].device())?;
        return Ok(ComplexTensor::value(empty, false));
    }
    let (pairs, shapes): (Vec<Tensor>, Vec<Vec<usize>>) = kept
        .iter()
        .map(|&i| (pairs[i].clone(), shapes[i].clone()))
        .unzip();
    let ndim = if stacking { ndim } else { shapes[0].len() };
    for (i, s) in shapes.iter().enumerate().skip(1) {
        if name == "stack" && *s != shapes[0] {
            return Err(runtime(format!(
                "stack expects each tensor to be equal size, but got {:?} at entry 0 and {:?} at entry {i}",
                shapes[0], s
            )));
        }
        if name != "stack" && s.len() != shapes[0].len() {
            return Err(runtime(format!(
                "Tensors must have same number of dimensions: got {} and {}",
                shapes[0].len(),
                s.len()
            )));
        }
    }
    let d = b.i64_or("dim", 0)?;
    let r = if name == "stack" {
        ops::arrange::stack(&pairs, super::tensor::wrap_dim(d, ndim + 1)?)?
    } else {
        ops::arrange::cat(&pairs, super::tensor::wrap_dim(d, ndim)?)?
    };
    Ok(ComplexTensor::value(r, false))
}
