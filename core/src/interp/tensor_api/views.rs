//! Tensor methods that return a view (same storage, new shape/strides/offset), and the
//! in-place restrides (`t_`, `transpose_`, ...).

use super::{t, Methods};
use crate::error::{runtime, type_error, Result};
use crate::interp::args::{int_list, spread_ints, Bound};
use crate::interp::eval::Interp;
use crate::interp::objects::StorageObj;
use crate::interp::value::Value;
use crate::layout::MemoryFormat;
use crate::ops::view::{self, Restride};
use crate::tensor::Tensor;

pub fn register(r: &mut Methods) {
    super::views_more::register(r);
    let topic = "views";
    r.add(topic, &["view"], "*size, dtype=None", view_);
    r.add(
        topic,
        &["resize_"],
        "*size, memory_format=None",
        |_, x, a| {
            let size = spread_ints(a, "size")?;
            resize_to(x, &size, resize_format(a)?)
        },
    );
    r.add(
        topic,
        &["resize_as_"],
        "the_template, *, memory_format=None",
        |_, x, a| {
            let template = a.tensor("the_template")?;
            let like: Vec<i64> = template.shape().iter().map(|&d| d as i64).collect();
            // ATen's resize_as_ reads preserve_format as the template's suggested format
            // (resize_ itself refuses it).
            let given = a
                .get("memory_format")
                .is_some_and(|v| !matches!(v, Value::None));
            let format = if given && a.memory_format("memory_format")? == MemoryFormat::Preserve {
                Some(MemoryFormat::suggest(
                    &template.shape(),
                    &template.strides(),
                ))
            } else {
                resize_format(a)?
            };
            resize_to(x, &like, format)
        },
    );
    r.add(
        topic,
        &["set_"],
        "source=None, storage_offset=None, size=None, stride=None",
        set_,
    );
    r.add(topic, &["reshape"], "*shape", reshape);
    r.add(topic, &["view_as"], "other", view_as);
    r.add(topic, &["reshape_as"], "other", view_as);
    r.add(topic, &["transpose", "swapdims"], "dim0, dim1", transpose);
    // numpy's names for the same two dims (`torch.swapaxes(x, axis0=0, axis1=1)`).
    r.add(topic, &["swapaxes"], "axis0, axis1", |_, x, a| {
        let (d0, d1) = (a.i64_or("axis0", 0)?, a.i64_or("axis1", 0)?);
        Ok(t(view::transpose(x, d0, d1)?))
    });
    r.add(topic, &["t"], "", |_, x, _| Ok(t(view::t(x)?)));
    r.add(topic, &["permute"], "*dims", |_, x, a| {
        Ok(t(view::permute(x, &spread_ints(a, "dims")?)?))
    });
    r.add(
        topic,
        &["movedim", "moveaxis"],
        "source, destination",
        movedim,
    );
    r.add(topic, &["select"], "dim, index", |_, x, a| {
        Ok(t(view::select(
            x,
            a.i64_or("dim", 0)?,
            a.i64_or("index", 0)?,
        )?))
    });
    r.add(topic, &["narrow"], "dim, start, length", |_, x, a| {
        // ATen's narrow.Tensor overload takes a tensor start only as a 0-d integral one.
        if let Some(Value::Tensor(s)) = a.get("start") {
            if s.ndim() != 0 || s.dtype().is_floating() || s.dtype() == crate::dtype::DType::Bool {
                return Err(runtime("start must be an 0-dim integral Tensor."));
            }
        }
        let (d, s, l) = (
            a.i64_or("dim", 0)?,
            a.i64_or("start", 0)?,
            a.i64_or("length", 0)?,
        );
        Ok(t(view::narrow(x, d, s, l)?))
    });
    r.add(topic, &["unsqueeze"], "dim", |_, x, a| {
        Ok(t(view::unsqueeze(x, a.i64_or("dim", 0)?)?))
    });
    r.add(topic, &["squeeze"], "dim=None", |_, x, a| {
        // Its overloads take a dim or dims, or nothing: an explicit None fits none.
        if a.given("dim") && a.get("dim").is_none() {
            if let Some(e) = a.invalid_combination() {
                return Err(e);
            }
        }
        Ok(t(match a.get("dim") {
            None => view::squeeze(x, None)?,
            // `squeeze(0)` and `squeeze((0,))` are ATen's two overloads, SqueezeBackward1
            // and SqueezeBackward2, even when the tuple holds one dim.
            Some(v @ (Value::Int(_) | Value::Bool(_))) => view::squeeze(x, Some(&int_list(v)?))?,
            Some(v) => view::squeeze_dims(x, &int_list(v)?)?,
        }))
    });
    r.add(topic, &["flatten"], "start_dim=0, end_dim=-1", |_, x, a| {
        Ok(t(view::flatten(
            x,
            a.i64_or("start_dim", 0)?,
            a.i64_or("end_dim", -1)?,
        )?))
    });
    r.add(topic, &["unflatten"], "dim, sizes", |_, x, a| {
        let sizes = a.int_list("sizes")?.unwrap_or_default();
        Ok(t(view::unflatten(x, a.i64_or("dim", 0)?, &sizes)?))
    });
    r.add(topic, &["expand"], "*size", |_, x, a| {
        Ok(t(view::expand(x, &spread_ints(a, "size")?)?))
    });
    // `x.broadcast_to(3, 4)`: a method whose one parameter is a size takes it spread out.
    r.add(topic, &["broadcast_to"], "*size", |_, x, a| {
        Ok(t(view::expand(x, &spread_ints(a, "size")?)?))
    });
    r.add(topic, &["expand_as"], "other", |_, x, a| {
        Ok(t(view::expand_as(x, &a.tensor("other")?)?))
    });
    r.add(topic, &["unfold"], "dimension, size, step", |_, x, a| {
        let (d, s) = (a.i64_or("dimension", 0)?, a.i64_or("size", 0)?);
        Ok(t(view::unfold(x, d, s, a.i64_or("step", 1)?)?))
    });
    r.add(
        topic,
        &["diagonal"],
        "offset=0, dim1=0, dim2=1",
        |_, x, a| {
            let (o, d1, d2) = (
                a.i64_or("offset", 0)?,
                a.i64_or("dim1", 0)?,
                a.i64_or("dim2", 1)?,
            );
            Ok(t(view::diagonal(x, o, d1, d2)?))
        },
    );
    r.add(
        topic,
        &["as_strided"],
        "size, stride, storage_offset=None",
        as_strided,
    );
    r.add(topic, &["chunk"], "chunks, dim=0", |_, x, a| {
        let parts = view::chunk(x, a.i64_or("chunks", 1)?, a.i64_or("dim", 0)?)?;
        Ok(Value::tuple(parts.into_iter().map(t).collect()))
    });
    r.add(topic, &["split"], "split_size, dim=0", split);
    r.add(
        topic,
        &["split_with_sizes"],
        "split_sizes, dim=0",
        |_, x, a| {
            let sizes = int_list(&a.value("split_sizes")?)?;
            let parts = view::split(x, view::SplitSizes::List(sizes), a.i64_or("dim", 0)?)?;
            Ok(Value::tuple(parts.into_iter().map(t).collect()))
        },
    );
    r.add(topic, &["unbind"], "dim=0", |_, x, a| {
        let parts = view::unbind(x, a.i64_or("dim", 0)?)?;
        Ok(Value::tuple(parts.into_iter().map(t).collect()))
    });
    r.add(topic, &["t_"], "", |_, x, _| {
        restride(x, |l| l.t(), Restride::T)
    });
    r.add(topic, &["transpose_"], "dim0, dim1", |_, x, a| {
        let (d0, d1) = (a.i64_or("dim0", 0)?, a.i64_or("dim1", 0)?);
        restride(x, |l| l.transpose(d0, d1), Restride::Transpose(d0, d1))
    });
    r.add(topic, &["unsqueeze_"], "dim", |_, x, a| {
        let d = a.i64_or("dim", 0)?;
        restride(x, |l| l.unsqueeze(d), Restride::Unsqueeze(d))
    });
    r.add(topic, &["squeeze_"], "dim=None", |_, x, a| {
        let name = match a.get("dim") {
            None => "SqueezeBackward3",
            Some(Value::Int(_)) => "SqueezeBackward4",
            Some(_) => "SqueezeBackward5",
        };
        let dims = a.int_list("dim")?;
        restride(x, |l| l.squeeze(dims.as_deref()), Restride::Squeeze(name))
    });
}

/// The in-place view ops change the tensor's own layout (`make` gives it from the old one)
/// and return it.
pub(super) fn restride(
    x: &Tensor,
    make: impl FnOnce(crate::layout::Layout) -> Result<crate::layout::Layout>,
    how: Restride,
) -> Result<Value> {
    view::restride_(x, make, how)?;
    Ok(t(x.clone()))
}

fn view_(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let mut shape = a.varargs("size");
    if a.given("dtype") {
        if !shape.is_empty() {
            let names: Vec<String> = shape
                .iter()
                .map(crate::interp::args::parser_type_name)
                .collect();
            return Err(crate::error::type_error(format!(
                "view() received an invalid combination of arguments - got ({}, dtype=torch.dtype), but expected one of:\n * (torch.dtype dtype)\n * (tuple of ints size)\n",
                names.join(", ")
            )));
        }
        shape = vec![a.value_or_none("dtype")];
    }
    if let [Value::DType(d)] = shape.as_slice() {
        return Ok(t(view::view_dtype(x, *d)?));
    }
    // view has two overloads (a size, a dtype): PyTorch's parser words any misfit as
    // neither, naming what it got.
    let size = spread_ints(a, "size").map_err(|e| {
        if e.kind != crate::error::ErrorKind::TypeError {
            return e;
        }
        if a.star_by_keyword() {
            // `x.view(size=1)`: the parser names the value given, not our varargs tuple.
            let names: Vec<String> = shape
                .iter()
                .map(crate::interp::args::parser_type_name)
                .collect();
            return crate::error::type_error(format!(
                "view() received an invalid combination of arguments - got (size={}, ), but expected one of:",
                names.join("")
            ));
        }
        // The call as given (`got (dtype=int, )` for a dtype that is not one).
        a.invalid_combination().unwrap_or(e)
    })?;
    Ok(t(view::view(x, &size)?))
}

fn reshape(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    Ok(t(view::reshape(x, &spread_ints(a, "shape")?)?))
}

fn view_as(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let s: Vec<i64> = a
        .tensor("other")?
        .shape()
        .iter()
        .map(|&v| v as i64)
        .collect();
    Ok(t(if a.fname() == "view_as" {
        view::view(x, &s)?
    } else {
        view::reshape(x, &s)?
    }))
}

fn transpose(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    Ok(t(view::transpose(
        x,
        a.i64_or("dim0", 0)?,
        a.i64_or("dim1", 0)?,
    )?))
}

fn movedim(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let s = a.int_list("source")?.unwrap_or_default();
    let d = a.int_list("destination")?.unwrap_or_default();
    Ok(t(view::movedim(x, &s, &d)?))
}

fn as_strided(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    Ok(t(view::as_strided_in_storage(
        x,
        &a.int_list("size")?.unwrap_or_default(),
        &a.int_list("stride")?.unwrap_or_default(),
        a.i64("storage_offset")?,
    )?))
}

/// `x.split(split_size, dim)`, also run for `torch.split(tensor, split_size_or_sections, dim)`.
fn split(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    // Tensor.split is Python: anything but an int goes to split_with_sizes by position.
    let none = |p: &str| a.explicit_none(p).is_some();
    if none("split_size") || none("split_size_or_sections") {
        return Err(type_error(
            "split_with_sizes(): argument 'split_sizes' (position 2) must be tuple of ints, not NoneType",
        ));
    }
    let given = match a.get("split_size") {
        Some(v) => v.clone(),
        None => a.value("split_size_or_sections")?,
    };
    if a.explicit_none("dim").is_some() {
        // Tensor.split passes `dim` on by position, to split or split_with_sizes.
        return Err(type_error(match given {
            Value::Int(_) => "split() received an invalid combination of arguments - got (Tensor, int, NoneType), but expected one of:".to_string(),
            _ => "split_with_sizes(): argument 'dim' (position 3) must be int, not NoneType".to_string(),
        }));
    }
    let sizes = match given {
        Value::Int(n) => view::SplitSizes::Each(n),
        v => view::SplitSizes::List(int_list(&v)?),
    };
    let parts = view::split(x, sizes, a.i64_or("dim", 0)?)?;
    Ok(Value::tuple(parts.into_iter().map(t).collect()))
}

/// `resize_`'s `memory_format=`: absent, or a format to restride to (`preserve_format` is
/// ATen's refusal).
fn resize_format(a: &Bound) -> Result<Option<MemoryFormat>> {
    if a.get("memory_format").is_none() {
        return Ok(None);
    }
    match a.memory_format("memory_format")? {
        MemoryFormat::Preserve => Err(runtime("Unsupported memory formatPreserve")),
        f => Ok(Some(f)),
    }
}

/// `t.resize_(*size)`: ATen's `resize_`. The same shape and no format changes nothing (a
/// transposed tensor keeps its strides); otherwise row-major strides (or the format's) for
/// the new shape from the same offset. The storage grows in place (every view of it sees
/// the larger buffer) when it is too small. A new shape counts as a write for `_version`.
fn resize_to(x: &Tensor, size: &[i64], fmt: Option<MemoryFormat>) -> Result<Value> {
    if x.requires_grad() {
        return Err(runtime("cannot resize variables that require grad"));
    }
    if crate::autograd::forward::tangent(x).is_some() {
        return Err(runtime("cannot resize variables that has a forward grad"));
    }
    let dims: Vec<usize> = size
        .iter()
        .map(|&d| usize::try_from(d))
        .collect::<std::result::Result<_, _>>()
        .map_err(|_| runtime("numel: integer multiplication overflow"))?;
    let reshaped = *x.shape_ref() != dims;
    if !reshaped && fmt.is_none() {
        return Ok(t(x.clone()));
    }
    let strides = fmt
        .unwrap_or(MemoryFormat::Contiguous)
        .strides_for_shape(&dims)?;
    // The script's sizes: checked (a numel or extent past the limits is PyTorch's error).
    let like = crate::layout::Layout::new(dims, strides, 0)?;
    crate::ops::resize::resize_like(x, &like)?;
    if reshaped {
        x.bump_version()?;
    }
    Ok(t(x.clone()))
}

/// `set_()`, `set_(tensor)`, and `set_(source, storage_offset, size, stride=())` with the
/// source an untyped storage, a typed one (`x.storage()`) or a tensor whose storage it is.
fn set_(it: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let Some(offset) = a.i64("storage_offset")? else {
        view::set_(x, a.opt_tensor("source")?.as_ref())?;
        return Ok(t(x.clone()));
    };
    let source = a.value("source")?;
    let storage = match &source {
        Value::Tensor(s) => s.storage(),
        Value::Object(o) => match o.as_any().downcast_ref::<StorageObj>() {
            Some(StorageObj(s)) => s.clone(),
            None => return Err(set_overloads(&source)),
        },
        // `x.storage()` (functions.py's TypedStorage): the buffer of its flat tensor.
        Value::Instance(_) => match it.getattr(&source, "_flat") {
            Ok(Value::Tensor(flat)) => flat.storage(),
            _ => return Err(set_overloads(&source)),
        },
        _ => return Err(set_overloads(&source)),
    };
    let size = a
        .int_list("size")?
        .ok_or_else(|| type_error("set_() missing required argument 'size' (pos 3)"))?;
    let stride = match a.int_list("stride")? {
        Some(s) if !s.is_empty() => s,
        // `stride=()`: contiguous strides for `size`.
        _ => contiguous_strides(&size),
    };
    // A storage of other bytes (`torch.UntypedStorage(16)`, a float tensor's) is read as
    // the tensor's dtype, as `view(dtype)` reads one; on the host only, whose kernels take
    // any dtype over any buffer.
    let other_dtype = storage.dtype() != x.dtype();
    if storage.is_window()
        || storage.device() != x.device()
        || (other_dtype && x.device() != crate::Device::Cpu)
    {
        return Err(crate::error::not_implemented(
            "set_ onto a storage of another device, onto a window of one, or onto a device storage of another dtype is not supported in stridelab",
        ));
    }
    let itemsize = x.dtype().itemsize();
    let len = storage.nbytes() / itemsize;
    let l = crate::layout::views::as_strided(&size, &stride, offset, len, itemsize)?;
    view::set_storage_(x, storage, l)?;
    Ok(t(x.clone()))
}

/// PyTorch's TypeError for a `set_` source it has no overload for.
fn set_overloads(source: &Value) -> crate::error::TorchError {
    type_error(format!(
        "set_() received an invalid combination of arguments - got ({}, ...)",
        source.type_name()
    ))
}

/// Row-major strides for `size` (a negative size is refused later, by `as_strided`).
fn contiguous_strides(size: &[i64]) -> Vec<i64> {
    let mut strides = vec![1i64; size.len()];
    let mut acc = 1i64;
    for d in (0..size.len()).rev() {
        strides[d] = acc;
        acc = acc.saturating_mul(size[d].max(1));
    }
    strides
}
