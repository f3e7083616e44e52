//! `x.view(torch.cfloat)` of a real tensor: its bytes read as complex elements (ATen's
//! `view_dtype`), held here as the pairs view over the same storage.

use super::tensor::ComplexTensor;
use crate::error::{not_implemented, Result};
use crate::interp::value::Value;
use crate::layout::Layout;
use crate::ops;
use crate::tensor::Tensor;

/// The complex view of `x` as `complex` ("complex64"/"complex128"): ATen's checks and
/// messages on the complex element size, then the (..., 2) pairs over x's storage.
pub fn real_as_complex(x: &Tensor, complex: &str) -> Result<Value> {
    let part = super::real_dtype_of(complex)?;
    let name = super::scalar_type_name(part);
    let seen = {
        let l = x.layout_ref();
        Layout::new(l.shape().to_vec(), l.strides().to_vec(), x.storage_offset())?
    };
    let c = crate::layout::dtype_view::dtype_view(
        &seen,
        x.dtype().itemsize(),
        2 * part.itemsize(),
        (x.dtype().legacy_name(), name),
    )?;
    let whole = x.storage().len() * x.dtype().itemsize();
    if x.storage().window_start() != 0 || !whole.is_multiple_of(part.itemsize()) {
        return Err(not_implemented(format!(
            "view(torch.{complex}) of a tensor whose buffer is not whole {}-byte parts is not supported in stridelab",
            part.itemsize()
        )));
    }
    // The whole storage as parts, then the pairs' layout: each complex stride is two
    // parts, and a pair's two parts are adjacent.
    let flat = ops::view::alias(x)?;
    flat.set_layout(Layout::contiguous(&[x.storage().len()]));
    let parts = ops::view::view_dtype(&flat, part)?;
    let mut shape = c.shape().to_vec();
    shape.push(2);
    let mut strides: Vec<usize> = c.strides().iter().map(|s| s * 2).collect();
    strides.push(1);
    parts.set_layout(Layout::new(shape, strides, c.offset() * 2)?);
    Ok(ComplexTensor::value(parts, false))
}

/// `z.view(dtype)` of a complex tensor: its bytes read as `dtype`'s elements (ATen's checks
/// and messages), or an alias when `dtype` is its own complex dtype. `Ok(None)`: `dtype`
/// is no dtype (a shape).
pub fn complex_as(z: &ComplexTensor, dtype: &Value) -> Result<Option<Value>> {
    let own = z.dtype_name();
    if let Some(c) = crate::interp::dtype_objects::complex_name(dtype) {
        if c == own {
            return Ok(Some(z.with_pairs(ops::view::alias(&z.pairs)?)));
        }
        return Err(super::unsupported(&format!(
            "view(torch.{c}) of a torch.{own} tensor"
        )));
    }
    let Value::DType(target) = dtype else {
        return Ok(None);
    };
    if z.conj {
        return Err(super::unsupported("view(dtype) of a conjugated tensor"));
    }
    let part = z.pairs.dtype();
    let seen = Layout::new(z.shape(), z.strides(), z.offset())?;
    let layout = crate::layout::dtype_view::dtype_view(
        &seen,
        2 * part.itemsize(),
        target.itemsize(),
        (super::scalar_type_name(part), target.legacy_name()),
    )?;
    let storage = z.pairs.storage();
    let bytes = storage.len() * part.itemsize();
    if storage.window_start() != 0 || !bytes.is_multiple_of(target.itemsize()) {
        return Err(not_implemented(format!(
            "view(torch.{}) of a tensor whose buffer is not whole {}-byte elements is not supported in stridelab",
            target.name(),
            target.itemsize()
        )));
    }
    let flat = ops::view::alias(&z.pairs)?;
    flat.set_layout(Layout::contiguous(&[storage.len()]));
    let out = ops::view::view_dtype(&flat, *target)?;
    out.set_layout(layout);
    Ok(Some(Value::Tensor(out)))
}
