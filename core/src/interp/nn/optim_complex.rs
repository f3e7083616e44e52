//! A complex parameter in an optimizer. The core optimizer steps its float pairs, as
//! PyTorch's optimizers step `view_as_real(param)` (and of its state); what the script sees
//! is complex: the parameter itself in `param_groups`, as the key of `opt.state`, and every
//! state tensor of its shape (`exp_avg`, `momentum_buffer`, ...) as a complex tensor.

use crate::interp::complex::ComplexTensor;
use crate::interp::value::Value;
use crate::tensor::Tensor;

/// A parameter (or a state tensor) as the core optimizer holds it: a real tensor, or a
/// complex tensor's pairs. None for any other value.
pub(super) fn carrier(v: &Value) -> Option<Tensor> {
    match v {
        Value::Tensor(t) => Some(t.clone()),
        other => ComplexTensor::of(other).map(|z| z.pairs.clone()),
    }
}

/// A parameter as the script knows it: the complex tensor when it holds a complex
/// tensor's pairs.
pub(super) fn param_value(p: &Tensor) -> Value {
    crate::interp::complex::tensor::base_value(p.clone())
}

/// A state tensor of `p` as the script knows it: complex when `p` is complex and the
/// state has `p`'s pairs shape (a scalar `step` stays real).
pub(super) fn state_value(p: &Tensor, t: &Tensor) -> Value {
    if p.holds_complex_pairs() && !t.is_view() && t.shape() == p.shape() {
        ComplexTensor::value(t.clone(), false)
    } else {
        Value::Tensor(t.clone())
    }
}
