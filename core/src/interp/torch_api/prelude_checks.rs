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
