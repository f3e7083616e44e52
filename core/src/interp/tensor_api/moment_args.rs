//! How PyTorch's parser reads the arguments of `std`/`var`/`std_mean`/`var_mean`, whose
//! overloads (`dim, unbiased, keepdim`, `dim, *, correction, keepdim`, and `unbiased`
//! alone) take a bool only as a bool, an int (never a bool) or a list of them as `dim`, and
//! a Number as `correction`. A call no overload takes is its "invalid combination" error
//! (these functions have several overloads at every argument count).

use crate::error::{type_error, Result};
use crate::interp::args::Bound;
use crate::interp::value::Value;

/// The arguments as one divisor rule: dims to reduce (None for all), the correction, and
/// keepdim.
pub(crate) struct Moments {
    pub dims: Option<Vec<i64>>,
    pub correction: f64,
    pub keepdim: bool,
}

/// Reads the call as PyTorch binds it, refusing what no overload takes.
pub(crate) fn read(a: &Bound) -> Result<Moments> {
    let invalid = || {
        a.invalid_combination().unwrap_or_else(|| {
            type_error(format!(
                "{}() received an invalid combination of arguments",
                a.fname()
            ))
        })
    };
    // No overload takes both the old `unbiased` and the new `correction`, nor an explicit
    // None for `unbiased` (a bool with a default).
    if a.given("unbiased") && (a.given("correction") || a.explicit_none("unbiased").is_some()) {
        return Err(invalid());
    }
    let mut correction = match a.given("correction") {
        true => a.f64("correction")?.unwrap_or(1.0),
        false => 1.0,
    };
    if a.given("unbiased") {
        correction = if a.bool_or("unbiased", true)? {
            1.0
        } else {
            0.0
        };
    }
    let dims = match a.get("dim") {
        // `std(True)`: the overload whose one argument is `unbiased`, by position and alone.
        Some(Value::Bool(b)) => {
            let alone = ["unbiased", "keepdim", "correction"]
                .iter()
                .all(|p| !a.given(p));
            if !a.by_position("dim") || !alone {
                return Err(invalid());
            }
            correction = if *b { 1.0 } else { 0.0 };
            None
        }
        _ => a.int_list("dim")?,
    };
    let keepdim = a.bool_or("keepdim", false)?;
    Ok(Moments {
        dims,
        correction,
        keepdim,
    })
}
