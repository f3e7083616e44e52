//! The dtype conversions of `Module.to(...)` for a parameter, buffer or gradient that may
//! be complex, as module.py's `convert` does them with `t.to(dtype)`: a real dtype casts
//! floating and complex tensors (a complex one loses its imaginary part, with ATen's
//! once-per-process warning), a complex dtype turns floating tensors complex and re-types
//! complex ones; integer and bool tensors are never touched.

use super::parts::{pack, Part, Parts};
use crate::error::{type_error, Result};
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;
use crate::DType;

/// The dtype a module is converted to: a real one, or a complex one by its parts' dtype.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cast {
    Real(DType),
    Complex(DType),
}

/// `Module.to`'s dtype argument, checked as module.py checks it: floating or complex only.
/// None when `v` is no dtype.
pub fn module_cast_of(v: &Value) -> Option<Result<Cast>> {
    if let Some(c) = crate::interp::dtype_objects::complex_name(v) {
        return Some(super::real_dtype_of(c).map(Cast::Complex));
    }
    let Value::DType(d) = v else { return None };
    if !d.is_floating() {
        return Some(Err(type_error(format!(
            "nn.Module.to only accepts floating point or complex dtypes, but got desired dtype=torch.{}",
            d.name()
        ))));
    }
    Some(Ok(Cast::Real(*d)))
}

/// module.py's warning when a module is converted to a complex dtype.
pub fn warn_complex_module() {
    crate::warnings::warn(
        crate::warnings::Category::User,
        "Complex modules are a new feature under active development whose design may change, and some modules might not work as expected when using complex tensors as parameters or buffers. Please file an issue at https://github.com/pytorch/pytorch/issues/new?template=bug-report.yml if a complex module does not work as expected.",
    );
}

/// ATen's `copy_` from a complex source into a real destination (not bool).
pub fn warn_discarded_imaginary() {
    crate::warnings::torch_warn_once(
        "Casting complex values to real discards the imaginary part",
        "/__w/pytorch/pytorch/aten/src/ATen/native/Copy.cpp:308",
    );
}

/// One tensor converted: `t` is a real tensor, or a complex tensor's pairs when `complex`;
/// the result is the same, with whether it is complex now. An unconverted tensor comes back
/// as itself.
pub fn convert(t: &Tensor, complex: bool, cast: Option<Cast>) -> Result<(Tensor, bool)> {
    let floating = t.dtype().is_floating();
    Ok(match cast {
        None => (t.clone(), complex),
        Some(Cast::Real(d)) if complex => {
            warn_discarded_imaginary();
            // ATen's `to` copies: the real part never stays a view of the pairs' storage.
            let re = ops::view::select(t, -1, 0)?;
            let re = ops::copy::clone(&re, crate::layout::MemoryFormat::Contiguous)?;
            (ops::to_dtype(&re, d)?, false)
        }
        Some(Cast::Real(d)) if floating => (ops::to_dtype(t, d)?, false),
        Some(Cast::Complex(d)) if complex => (ops::to_dtype(t, d)?, true),
        Some(Cast::Complex(d)) if floating => {
            let re = ops::to_dtype(t, d)?;
            let parts = Parts {
                re: Part::T(re),
                im: Part::S(0.0),
            };
            (pack(&parts)?, true)
        }
        Some(_) => (t.clone(), complex),
    })
}
