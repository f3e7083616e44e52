//! `kron`, `fmax`/`fmin`, and `clamp` with tensor bounds.

use super::{operand, t, Methods};
use crate::error::{type_error, Result};
use crate::interp::args::Bound;
use crate::interp::value::Value;
use crate::ops::math_more;
use crate::tensor::Tensor;

pub fn register(r: &mut Methods) {
    let topic = "kron, fmax, fmin";
    r.add(topic, &["kron"], "other", |_, x, a| {
        Ok(t(math_more::kron(x, &a.tensor("other")?)?))
    });
    r.add_each(topic, &["fmax", "fmin"], "other", |_, x, a| {
        Ok(t(math_more::fmax_fmin(
            x,
            &a.tensor("other")?,
            a.fname() == "fmax",
        )?))
    });
}

/// Whether a `clamp` call has a tensor bound (PyTorch's `clamp.Tensor` overload).
pub fn has_tensor_bound(a: &Bound) -> bool {
    ["min", "max"]
        .iter()
        .any(|n| matches!(a.get(n), Some(Value::Tensor(_))))
}

/// `clamp(min=tensor, max=...)`.
pub fn clamp_tensor(x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    // `clamp.Tensor` takes tensors (or None) for both bounds, never a number beside one.
    let given: Vec<&Value> = ["min", "max"].iter().filter_map(|n| a.get(n)).collect();
    if given.iter().any(|v| !matches!(v, Value::Tensor(_))) {
        return Err(clamp_overloads_error(a));
    }
    let lo = a.get("min").map(|v| operand(v, name)).transpose()?;
    let hi = a.get("max").map(|v| operand(v, name)).transpose()?;
    if name.ends_with('_') {
        math_more::clamp_tensor_(
            x,
            lo.as_ref().map(|o| o.arg()),
            hi.as_ref().map(|o| o.arg()),
        )?;
        return Ok(t(x.clone()));
    }
    Ok(t(math_more::clamp_tensor(
        x,
        lo.as_ref().map(|o| o.arg()),
        hi.as_ref().map(|o| o.arg()),
    )?))
}

/// PyTorch's parser error for a clamp whose bounds mix a tensor and a number: the
/// arguments as given, then both overloads. The function form lists `input` in them; the
/// method form says why each overload failed, as the parser does for methods.
fn clamp_overloads_error(a: &Bound) -> crate::error::TorchError {
    let head = a
        .invalid_combination()
        .map(|e| e.message)
        .unwrap_or_else(|| {
            format!(
                "{}() received an invalid combination of arguments",
                a.fname()
            )
        });
    let method = !a.given("input");
    let mut out = format!("{head}\n");
    for kind in ["Tensor", "Number"] {
        if method {
            out += &format!(" * ({kind} min = None, {kind} max = None)\n");
            let kws: Vec<&str> = ["max", "min"]
                .into_iter()
                .filter(|n| a.given(n) && !a.is_positional(n))
                .collect();
            if kws.is_empty() {
                let marked: Vec<String> = ["min", "max"]
                    .iter()
                    .filter_map(|n| a.get(n))
                    .map(|v| format!("!{}!", crate::interp::args::parser_type_name(v)))
                    .collect();
                out += &format!(
                    "      didn't match because some of the arguments have invalid types: ({})\n",
                    marked.join(", ")
                );
            } else {
                out += &format!(
                    "      didn't match because some of the keywords were incorrect: {}\n",
                    kws.join(", ")
                );
            }
        } else {
            out += &format!(
                " * (Tensor input, {kind} min = None, {kind} max = None, *, Tensor out = None)\n"
            );
        }
    }
    type_error(out)
}
