//! The result dtype of a complex op with ATen's `result_type`: operands are tensors with
//! dims, 0-d tensors and wrapped Python numbers; each class promotes within itself, then the
//! classes combine by category (`combine_categories`), so a 0-d complex128 tensor makes a
//! float32 tensor complex64, not complex128.

use crate::interp::value::Value;
use crate::DType;

/// A scalar type as (real-part dtype, complex).
type Ty = (DType, bool);

fn promote(a: Option<Ty>, b: Ty) -> Ty {
    a.map_or(b, |a| (DType::promote(a.0, b.0), a.1 || b.1))
}

/// c10's `combine_categories(higher, lower)`.
fn combine(higher: Option<Ty>, lower: Option<Ty>) -> Option<Ty> {
    let (h, l) = match (higher, lower) {
        (None, l) => return l,
        (h, None) => return h,
        (Some(h), Some(l)) => (h, l),
    };
    Some(if h.1 {
        h
    } else if l.1 {
        // A floating higher keeps its width, made complex; an integral one yields.
        if h.0.is_floating() {
            (h.0, true)
        } else {
            l
        }
    } else if h.0.is_floating() {
        h
    } else if h.0 == DType::Bool || l.0.is_floating() {
        (DType::promote(h.0, l.0), false)
    } else {
        h
    })
}

/// The parts' dtype of `a op b` when the result is complex; None when it is not (or an
/// operand is not a number or tensor).
pub fn result_real_dtype(operands: &[&Value]) -> Option<DType> {
    let (mut dim, mut zero, mut wrapped) = (None, None, None);
    for v in operands {
        if let Some(z) = super::ComplexTensor::of(v) {
            let slot = if z.ndim() == 0 { &mut zero } else { &mut dim };
            *slot = Some(promote(*slot, (z.pairs.dtype(), true)));
            continue;
        }
        let (slot, ty) = match v {
            Value::Tensor(t) if t.ndim() == 0 => (&mut zero, (t.dtype(), false)),
            Value::Tensor(t) => (&mut dim, (t.dtype(), false)),
            // Wrapped numbers count as the default dtypes of their kind.
            Value::Float(_) => (&mut wrapped, (crate::dtype::default_float(), false)),
            Value::Int(_) | Value::BigInt(_) => (&mut wrapped, (DType::Int64, false)),
            Value::Bool(_) => (&mut wrapped, (DType::Bool, false)),
            v if super::number::is_complex(v) => {
                (&mut wrapped, (crate::dtype::default_float(), true))
            }
            _ => return None,
        };
        *slot = Some(promote(*slot, ty));
    }
    match combine(dim, combine(zero, wrapped)) {
        Some((d, true)) => Some(d),
        _ => None,
    }
}
