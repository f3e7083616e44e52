//! `torch` functions over several tensors: joining, broadcasting, `where`, searching.

use super::{tensor_of, Torch};
use crate::error::{not_implemented, runtime, value_error, Result};
use crate::interp::args::{int_list, to_scalar, Bound};
use crate::interp::eval::Interp;
use crate::interp::tensor_api::operand;
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;
use std::rc::Rc;

pub fn register(r: &mut Torch) {
    let topic = "joining and broadcasting";
    r.add_each(
        topic,
        &["cat", "concat", "concatenate", "stack"],
        "tensors, dim=0, *, out=None",
        join,
    );
    r.add_each(
        topic,
        &["hstack", "vstack", "row_stack", "dstack", "column_stack"],
        "tensors, *, out=None",
        join,
    );
    r.add(topic, &["broadcast_tensors"], "*tensors", |_, a| {
        let ts = tensors(&a.varargs("tensors"), a.fname())?;
        let out = ops::view::broadcast_tensors(&ts)?;
        Ok(Value::tuple(out.into_iter().map(Value::Tensor).collect()))
    });
    r.add(topic, &["broadcast_shapes"], "*shapes", broadcast_shapes);
    r.add(
        topic,
        &["where"],
        "condition, input=None, other=None",
        where_,
    );

    let topic = "searching";
    r.add(
        topic,
        &["searchsorted"],
        "sorted_sequence, input, *, out_int32=False, right=False, side=None, sorter=None",
        search,
    );
    r.add(
        topic,
        &["bucketize"],
        "input, boundaries, *, out_int32=False, right=False",
        search,
    );
}

fn tensors(items: &[Value], name: &str) -> Result<Vec<Tensor>> {
    items.iter().map(|v| tensor_of(v, name)).collect()
}

fn join(it: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    if a.get("out").is_some() {
        return Err(not_implemented(format!(
            "{name}(out=...) is not supported in stridelab yet"
        )));
    }
    // PyTorch's parser takes only a list or tuple here: a generator, a range or a tensor
    // is its TypeError (we used to iterate it).
    let mut given = a.value("tensors")?;
    // A script's list subclass is a list to the parser (`torch.cat(Hooks([a, b]))`).
    if let Some(items) = crate::interp::builtins::list_stand_in_items(&given) {
        given = Value::list(items);
    }
    if !matches!(given, Value::List(_) | Value::Tuple(_)) {
        return Err(a.err("tensors", "tuple of Tensors", &given));
    }
    let ts = tensors(&it.collect(&given)?, name)?;
    Ok(Value::Tensor(match name {
        "stack" => ops::stack(&ts, a.i64_or("dim", 0)?)?,
        "cat" | "concat" | "concatenate" => ops::cat(&ts, a.i64_or("dim", 0)?)?,
        _ => ops::arrange::stack_like(name, &ts)?,
    }))
}

/// `where(condition)` is `nonzero(condition, as_tuple=True)`; `where(c, x, y)` selects.
fn where_(_: &mut Interp, a: &Bound) -> Result<Value> {
    let c = a.tensor("condition")?;
    if !a.given("input") && !a.given("other") {
        // nonzero_numpy: a 0-d condition counts as one element of a 1-d one (one index
        // tensor in the tuple, as nonzero(as_tuple=True) gives).
        let c = if c.ndim() == 0 {
            ops::view::unsqueeze(&c, 0)?
        } else {
            c
        };
        let nz = ops::index::nonzero(&c)?;
        let cols = ops::view::unbind(&nz, 1)?;
        return Ok(Value::tuple(cols.into_iter().map(Value::Tensor).collect()));
    }
    // where(c, x, None) fits none of where's overloads (there is no optional operand).
    if a.explicit_none("input").is_some() || a.explicit_none("other").is_some() {
        if let Some(e) = a.invalid_combination() {
            return Err(e);
        }
    }
    let x = operand(&a.value("input")?, "where")?;
    let y = operand(&a.value("other")?, "where")?;
    Ok(Value::Tensor(ops::where_(&c, x.arg(), y.arg())?))
}

fn search(_: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let seq = a.tensor(if name == "searchsorted" {
        "sorted_sequence"
    } else {
        "boundaries"
    })?;
    let values = match a.value("input")? {
        Value::Tensor(t) => t,
        // A Python number joins as a wrapped number: `searchsorted(ints, 2.5)` compares in
        // the default float type, not in the sequence's int type.
        v => {
            let s = to_scalar(&v)?;
            let dt = ops::promote(&[ops::Arg::T(&seq), ops::Arg::S(s)])?;
            ops::scalar_tensor(s, dt, seq.device())?
        }
    };
    let side = a.str("side")?;
    let right_flag = a.bool_or("right", false)?;
    match side.as_deref() {
        None | Some("right") => {}
        Some("left") if right_flag => {
            return Err(runtime(
                "torch.searchsorted(): side and right can't be set to opposites, got side of left while right was True",
            ))
        }
        Some("left") => {}
        Some(other) => {
            return Err(runtime(format!(
                "torch.searchsorted(): side can only be 'left' or 'right' but got {other}"
            )))
        }
    }
    let right = right_flag || side.as_deref() == Some("right");
    if name == "bucketize" && seq.ndim() != 1 {
        return Err(runtime(format!(
            "boundaries tensor must be 1 dimension, but got dim({})",
            seq.ndim()
        )));
    }
    let sorter = match a.get("sorter") {
        Some(Value::Tensor(t)) if t.dtype() != crate::dtype::DType::Int64 => {
            return Err(runtime(format!(
                "torch.searchsorted(): sorter must be a tensor of long dtype but got dtype {}",
                t.dtype().legacy_name()
            )))
        }
        Some(Value::Tensor(t)) => Some(t.clone()),
        _ => None,
    };
    Ok(Value::Tensor(ops::search::searchsorted(
        &seq,
        &values,
        right,
        a.bool_or("out_int32", false)?,
        sorter.as_ref(),
    )?))
}

/// `torch.broadcast_shapes`, as `torch._refs._broadcast_shapes` computes it: an int is a
/// one-dim shape, `None` is skipped, and a mismatch names the argument as it was written
/// (`(3,)`, `[3]`, `torch.Size([3])`) against the common shape so far.
fn broadcast_shapes(it: &mut Interp, a: &Bound) -> Result<Value> {
    let mut shapes: Vec<(Value, Vec<i64>)> = Vec::new();
    for v in a.varargs("shapes") {
        match v {
            Value::None => continue,
            Value::Int(i) => shapes.push((Value::tuple(vec![Value::Int(i)]), vec![i])),
            Value::Size(_) | Value::Tuple(_) | Value::List(_) => {
                shapes.push((v.clone(), int_list(&v)?));
            }
            other => {
                let text = it.to_str(&other)?;
                return Err(runtime(format!(
                    "Input shapes should be of type ints, a tuple of ints, or a list of ints, got {text}"
                )));
            }
        }
    }
    let n = shapes.iter().map(|(_, s)| s.len()).max().unwrap_or(0);
    let mut common = vec![1i64; n];
    for (arg, (written, shape)) in shapes.iter().enumerate() {
        for back in 1..=shape.len() {
            let (dim, slot) = (shape[shape.len() - back], n - back);
            if dim == common[slot] {
                continue;
            }
            if common[slot] == 1 {
                if dim < 0 {
                    return Err(value_error(
                        "Attempting to broadcast a dimension with negative length!",
                    ));
                }
                common[slot] = dim;
            }
            if dim != 1 && dim != common[slot] {
                let had = it.to_str(written)?;
                let want: Vec<String> = common.iter().map(|d| d.to_string()).collect();
                return Err(runtime(format!(
                    "Attempting to broadcast a dimension of length {dim} at -{back}! Mismatching \
                     argument at index {arg} had {had}; but expected shape should be \
                     broadcastable to [{}]",
                    want.join(", ")
                )));
            }
        }
    }
    let size: Vec<usize> = common.iter().map(|&d| d as usize).collect();
    Ok(Value::Size(Rc::new(size)))
}
