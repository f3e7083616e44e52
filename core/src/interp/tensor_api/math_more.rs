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
        let got: Vec<String> = given.iter().map(|v| v.type_name()).collect();
        return Err(type_error(format!(
            "{}() received an invalid combination of arguments - got (Tensor, {}), but expected one of: (Tensor input, Tensor min = None, Tensor max = None) or (Tensor input, Number min = None, Number max = None)",
            name,
            got.join(", ")
        )));
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
