//! The argument types PyTorch's parser checks for functions our prelude writes in Python:
//! the Python version would take any value (and an `int` as a bool), or pass it on to
//! another op whose error names that op. Checked on the bound call, which knows each
//! argument's place, before the Python version runs.

use crate::error::Result;
use crate::interp::args::{to_i64, Bound};
use crate::interp::value::Value;

type Check = fn(&Bound) -> Result<()>;

/// (function name, its check), for the `torch` entries and their Tensor methods alike.
const CHECKS: &[(&str, Check)] = &[
    ("aminmax", |a| {
        int_param(a, "dim")?;
        bool_param(a, "keepdim")
    }),
    ("nanmean", |a| {
        a.int_list("dim")?;
        bool_param(a, "keepdim")
    }),
    // narrow_copy has one overload (unlike narrow): a float start is its plain type error.
    ("narrow_copy", |a| {
        int_param(a, "dim")?;
        int_param(a, "start")?;
        int_param(a, "length")
    }),
    ("view_copy", |a| {
        tensor_or_combination(a)?;
        match a.get("size") {
            None | Some(Value::DType(_)) => Ok(()),
            Some(Value::Tuple(_) | Value::List(_) | Value::Size(_))
                if a.int_list("size").is_ok() =>
            {
                Ok(())
            }
            Some(_) => Err(combination(a)),
        }
    }),
    ("expand_copy", |a| {
        tensor_param(a)?;
        int_list_param(a, "size")?;
        bool_param(a, "implicit")
    }),
    ("permute_copy", |a| {
        tensor_param(a)?;
        int_list_param(a, "dims")
    }),
    ("transpose_copy", |a| ints(a, &["dim0", "dim1"])),
    ("t_copy", tensor_param),
    ("detach_copy", tensor_param),
    ("alias_copy", tensor_param),
    ("values_copy", tensor_param),
    ("indices_copy", tensor_param),
    ("squeeze_copy", |a| {
        tensor_or_combination(a)?;
        match a.get("dim") {
            None | Some(Value::Int(_)) => Ok(()),
            Some(Value::Tuple(_) | Value::List(_) | Value::Size(_))
                if a.int_list("dim").is_ok() =>
            {
                Ok(())
            }
            Some(_) => Err(combination(a)),
        }
    }),
    ("unsqueeze_copy", |a| ints(a, &["dim"])),
    ("select_copy", |a| ints(a, &["dim", "index"])),
    ("slice_copy", |a| {
        ints(a, &["dim", "start", "end"])?;
        match a.value_or_none("step") {
            v @ Value::None if a.given("step") => Err(a.err("step", "int", &v)),
            _ => int_param(a, "step"),
        }
    }),
    ("diagonal_copy", |a| ints(a, &["offset", "dim1", "dim2"])),
    ("as_strided_copy", |a| {
        tensor_param(a)?;
        int_list_param(a, "size")?;
        int_list_param(a, "stride")?;
        int_param(a, "storage_offset")
    }),
    ("unfold_copy", |a| ints(a, &["dimension", "size", "step"])),
    ("split_copy", |a| {
        ints(a, &["split_size", "dim"])?;
        out_list(a, 3)
    }),
    ("split_with_sizes_copy", |a| {
        tensor_param(a)?;
        int_list_param(a, "split_sizes")?;
        int_param(a, "dim")?;
        out_list(a, 3)
    }),
    ("unbind_copy", |a| {
        ints(a, &["dim"])?;
        out_list(a, 2)
    }),
    ("feature_dropout", dropout),
    ("feature_dropout_", dropout),
    ("feature_alpha_dropout", dropout),
    ("feature_alpha_dropout_", dropout),
    ("var_mean", moments),
    ("std_mean", moments),
];

/// Runs the check for `b`'s function, if it has one.
pub(crate) fn check(b: &Bound) -> Result<()> {
    match CHECKS.iter().find(|(name, _)| *name == b.fname()) {
        Some((_, check)) => check(b),
        None => Ok(()),
    }
}

fn moments(a: &Bound) -> Result<()> {
    crate::interp::tensor_api::moment_args::read(a).map(|_| ())
}

/// An `int64` parameter: an int or an integer 0-d tensor, never a bool.
fn int_param(a: &Bound, name: &str) -> Result<()> {
    match a.get(name) {
        Some(v @ Value::Bool(_)) => Err(a.err(name, "int", v)),
        Some(v) if to_i64(v).is_err() => Err(a.err(name, "int", v)),
        _ => Ok(()),
    }
}

/// A `bool` parameter: only a bool (PyTorch's parser refuses `keepdim=1`).
fn bool_param(a: &Bound, name: &str) -> Result<()> {
    match a.get(name) {
        Some(Value::Bool(_)) | None => Ok(()),
        Some(v) => Err(a.err(name, "bool", v)),
    }
}

/// The `input` of a function with one signature: a tensor.
fn tensor_param(a: &Bound) -> Result<()> {
    match a.get("input") {
        Some(Value::Tensor(_)) | None => Ok(()),
        Some(v) => Err(a.err("input", "Tensor", v)),
    }
}

/// The `input` of a function with several signatures: a tensor, or no overload fits.
fn tensor_or_combination(a: &Bound) -> Result<()> {
    match a.get("input") {
        Some(Value::Tensor(_)) | None => Ok(()),
        Some(_) => Err(combination(a)),
    }
}

fn combination(a: &Bound) -> crate::error::TorchError {
    a.invalid_combination().unwrap_or_else(|| {
        crate::error::type_error(format!(
            "{}() received an invalid combination of arguments",
            a.fname()
        ))
    })
}

/// The tensor `input`, then `int64` parameters (an omitted optional one passes).
fn ints(a: &Bound, names: &[&str]) -> Result<()> {
    tensor_param(a)?;
    names.iter().try_for_each(|n| int_param(a, n))
}

/// An `int[]` parameter: a sequence of ints; one int is not one (unlike `int[1]`).
fn int_list_param(a: &Bound, name: &str) -> Result<()> {
    match a.get(name) {
        Some(v @ (Value::Int(_) | Value::Bool(_) | Value::Float(_))) => {
            Err(a.err(name, "tuple of ints", v))
        }
        _ => a.int_list(name).map(|_| ()),
    }
}

/// The list form of `out=` (the `index`th parameter): a sequence of tensors.
fn out_list(a: &Bound, index: usize) -> Result<()> {
    let Some(v) = a.get("out") else {
        return Ok(());
    };
    let items = match v {
        Value::List(l) => l.borrow().clone(),
        _ => match v.tuple_items() {
            Some(items) => items,
            None => return Err(a.err("out", "tuple of Tensors", v)),
        },
    };
    match items.iter().position(|x| !matches!(x, Value::Tensor(_))) {
        None => Ok(()),
        Some(i) => Err(crate::error::type_error(format!(
            "expected Tensor as element {i} in argument {index}, but got {}",
            items[i].type_name()
        ))),
    }
}

/// ATen's dropouts: a tensor, a float `p`, a bool `train`.
fn dropout(a: &Bound) -> Result<()> {
    tensor_param(a)?;
    match a.get("p") {
        Some(v @ Value::Bool(_)) => return Err(a.err("p", "float", v)),
        Some(v) if crate::interp::args::to_f64(v).is_err() => return Err(a.err("p", "float", v)),
        _ => {}
    }
    bool_param(a, "train")
}
