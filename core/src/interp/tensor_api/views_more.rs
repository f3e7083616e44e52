//! More view and shape methods: `tensor_split` and `hsplit`/`vsplit`/`dsplit`, `ravel`,
//! the in-place restrides `swapdims_`/`swapaxes_`/`as_strided_`, `_is_view`, `rot90` and
//! `diag_embed`.

use super::{t, Methods};
use crate::dtype::DType;
use crate::error::{runtime, type_error, Result};
use crate::interp::args::{int_list, Bound};
use crate::interp::value::Value;
use crate::ops::shape_more::{self, Sections};
use crate::ops::{copy, view};
use crate::tensor::Tensor;

pub fn register(r: &mut Methods) {
    let topic = "views (splits, rotations)";
    r.add(
        topic,
        &["tensor_split"],
        "indices_or_sections, dim=0",
        |_, x, a| {
            let how = sections(a, "indices_or_sections")?;
            pieces(shape_more::tensor_split(x, how, a.i64_or("dim", 0)?)?)
        },
    );
    r.add_each(
        topic,
        &["hsplit", "vsplit", "dsplit"],
        "indices_or_sections",
        |_, x, a| {
            let how = sections(a, "indices_or_sections")?;
            pieces(shape_more::dir_split(a.fname(), x, how)?)
        },
    );
    r.add(topic, &["ravel"], "", |_, x, _| {
        // `contiguous()` (a copy only when needed), then a view: PyTorch's ravel.
        Ok(t(view::view(&copy::contiguous(x)?, &[-1])?))
    });
    r.add(topic, &["swapdims_"], "dim0, dim1", |_, x, a| {
        swap_(x, a.i64_or("dim0", 0)?, a.i64_or("dim1", 0)?)
    });
    // numpy's names for the two dims, as `swapaxes` has.
    r.add(topic, &["swapaxes_"], "axis0, axis1", |_, x, a| {
        swap_(x, a.i64_or("axis0", 0)?, a.i64_or("axis1", 0)?)
    });
    r.add(
        topic,
        &["as_strided_"],
        "size, stride, storage_offset=None",
        |_, x, a| {
            let (size, stride) = (
                a.int_list("size")?.unwrap_or_default(),
                a.int_list("stride")?.unwrap_or_default(),
            );
            let offset = a.i64("storage_offset")?;
            super::views::restride(
                x,
                |_| view::as_strided_layout(x, &size, &stride, offset),
                view::Restride::AsStrided,
            )
        },
    );
    r.add(topic, &["_is_view"], "", |_, x, _| {
        Ok(Value::Bool(x.visible_view_base().is_some()))
    });
    r.add(topic, &["rot90"], "k=1, dims=(0, 1)", |_, x, a| {
        let dims = a.int_list("dims")?.unwrap_or_else(|| vec![0, 1]);
        Ok(t(shape_more::rot90(x, a.i64_or("k", 1)?, &dims)?))
    });
    r.add(
        topic,
        &["diag_embed"],
        "offset=0, dim1=-2, dim2=-1",
        |_, x, a| {
            Ok(t(shape_more::diag_embed(
                x,
                a.i64_or("offset", 0)?,
                a.i64_or("dim1", -2)?,
                a.i64_or("dim2", -1)?,
            )?))
        },
    );
}

fn pieces(ts: Vec<Tensor>) -> Result<Value> {
    Ok(Value::tuple(ts.into_iter().map(t).collect()))
}

/// An int (a section count), a list of ints (split indices) or a long tensor (0-d: a
/// count, 1-d: indices), as `tensor_split` and `hsplit` take them.
fn sections(a: &Bound, name: &str) -> Result<Sections> {
    let fname = a.fname();
    match a.value(name)? {
        Value::Int(n) => Ok(Sections::Count(n)),
        Value::Tensor(ix) => {
            if ix.ndim() > 1 {
                return Err(runtime(format!(
                    "tensor_split expected tensor_indices_or_sections to be a zero-dimensional or one-dimensional tensor, but got a tensor with {} dims",
                    ix.ndim()
                )));
            }
            if ix.dtype() != DType::Int64 {
                return Err(runtime(format!(
                    "tensor_split expected tensor_indices_or_sections to have dtype of long, but got {}",
                    ix.dtype().legacy_name()
                )));
            }
            let vals = ix.to_i64_vec()?;
            Ok(if ix.ndim() == 0 {
                Sections::Count(vals[0])
            } else {
                Sections::Indices(vals)
            })
        }
        v @ (Value::List(_) | Value::Tuple(_)) => Ok(Sections::Indices(int_list(&v)?)),
        v => Err(type_error(format!(
            "{fname}() received an invalid combination of arguments - got ({}), but expected one of: (int sections) or (tuple of ints indices)",
            v.type_name()
        ))),
    }
}

/// `swapdims_`/`swapaxes_`: `transpose_` under another name.
fn swap_(x: &Tensor, d0: i64, d1: i64) -> Result<Value> {
    super::views::restride(
        x,
        |l| l.transpose(d0, d1),
        view::Restride::Transpose(d0, d1),
    )
}
