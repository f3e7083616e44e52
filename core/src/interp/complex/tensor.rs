//! A complex tensor as PyTorch lays one out: interleaved (real, imaginary) floats. It holds
//! the float tensor `view_as_real` shows (`pairs`: the complex shape plus a last dim of 2
//! with stride 1), so its strides and offset are the pairs' halved, `z.real`/`z.imag` are
//! strided views into the same storage, and every op is real ops on the parts. `conj` is
//! PyTorch's lazy conjugate bit: the storage holds the unconjugated values.

use super::number::PyComplex;
use super::parts::{Part, Parts};
use crate::error::{runtime, type_error, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::protocol::Object;
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;
use std::any::Any;
use std::rc::Rc;

pub struct ComplexTensor {
    pub pairs: Tensor,
    pub conj: bool,
}

impl ComplexTensor {
    pub fn value(pairs: Tensor, conj: bool) -> Value {
        // Root pairs are the complex tensor itself to a view's `_base` (a view's pairs are a
        // view of another tensor, which stays what it is).
        if !pairs.is_view() {
            pairs.mark_complex_pairs();
        }
        Value::Object(Rc::new(ComplexTensor { pairs, conj }))
    }

    /// PyTorch's `_base`: the root a view was made from (a conjugate is a view of the
    /// unconjugated tensor), as the user knows it.
    pub fn base(&self) -> Value {
        match self.pairs.visible_view_base() {
            Some(b) => base_value(b),
            None if self.conj => ComplexTensor::value(self.pairs.clone(), false),
            None => Value::None,
        }
    }

    pub fn is_view(&self) -> bool {
        self.conj || self.pairs.visible_view_base().is_some()
    }

    pub fn of(v: &Value) -> Option<&ComplexTensor> {
        v.downcast::<ComplexTensor>()
    }

    pub fn ndim(&self) -> usize {
        self.pairs.ndim() - 1
    }

    pub fn shape(&self) -> Vec<usize> {
        let s = self.pairs.shape();
        s[..s.len() - 1].to_vec()
    }

    pub fn strides(&self) -> Vec<usize> {
        let s = self.pairs.strides();
        s[..s.len() - 1].iter().map(|x| x / 2).collect()
    }

    pub fn offset(&self) -> usize {
        self.pairs.storage_offset() / 2
    }

    pub fn numel(&self) -> usize {
        self.shape().iter().product()
    }

    pub fn dtype_name(&self) -> &'static str {
        super::complex_name(self.pairs.dtype())
    }

    pub fn is_contiguous(&self) -> bool {
        crate::layout::is_contiguous(&self.shape(), &self.strides())
    }

    /// The real part: a view into the pairs (the conjugate bit does not touch it).
    pub fn real(&self) -> Result<Tensor> {
        ops::view::select(&self.pairs, -1, 0)
    }

    /// The stored imaginary part: a view (the conjugate bit is not applied).
    pub fn stored_imag(&self) -> Result<Tensor> {
        ops::view::select(&self.pairs, -1, 1)
    }

    /// The operand's parts, with the conjugate bit applied.
    pub fn parts(&self) -> Result<Parts> {
        let im = self.stored_imag()?;
        let im = if self.conj { ops::named::neg(&im)? } else { im };
        Ok(Parts {
            re: Part::T(self.real()?),
            im: Part::T(im),
        })
    }

    /// The pairs with the conjugate bit applied: the same tensor when there is none, else a
    /// copy in the same layout with the imaginary parts negated.
    pub fn resolved(&self) -> Result<Tensor> {
        if !self.conj {
            return Ok(self.pairs.clone());
        }
        // Under autograd the negation is an op on the parts (an in-place write into a
        // copy would be recorded as one).
        if self.pairs.requires_grad() && crate::autograd::is_grad_enabled() {
            return super::parts::pack(&self.parts()?);
        }
        let copy = ops::copy::clone(&self.pairs, crate::layout::MemoryFormat::Preserve)?;
        ops::named::neg_(&ops::view::select(&copy, -1, 1)?)?;
        Ok(copy.as_fresh())
    }

    /// The one element of a one-element tensor, or None.
    pub fn single_value(&self, _it: &mut Interp) -> Result<Option<PyComplex>> {
        if self.numel() != 1 {
            return Ok(None);
        }
        let v = crate::trace::paused(|| self.pairs.to_f64_vec())?;
        let im = if self.conj { -v[1] } else { v[1] };
        Ok(Some(PyComplex { re: v[0], im }))
    }

    /// The same storage under another float-pairs layout, keeping the conjugate bit.
    pub fn with_pairs(&self, pairs: Tensor) -> Value {
        ComplexTensor::value(pairs, self.conj)
    }

    /// A requested shape for `view`/`reshape`, checked against the complex element count
    /// (an error names the complex shape and size, not the pairs'), with the pairs' dim.
    pub fn pair_shape(&self, mut shape: Vec<i64>) -> Result<Vec<i64>> {
        crate::layout::infer_shape(&shape, self.numel())?;
        shape.push(2);
        Ok(shape)
    }

    /// A complex dim (negative counts from the end) as a dim of the pairs.
    /// The real parts as a real tensor of the complex shape: the real ops' argument checks
    /// run on it where a 0-d complex tensor's pairs (one dim, the (re, im) one) would accept
    /// a dim the complex tensor does not have.
    pub fn real_shadow(&self) -> Result<Tensor> {
        crate::trace::paused(|| self.real())
    }

    pub fn dim(&self, d: i64) -> Result<i64> {
        wrap_dim(d, self.ndim())
    }

    /// Every element as (re, im), conjugate bit applied, in row-major order.
    pub fn values(&self) -> Result<Vec<(f64, f64)>> {
        let v = crate::trace::paused(|| self.pairs.to_f64_vec())?;
        let sign = if self.conj { -1.0 } else { 1.0 };
        Ok(v.chunks(2).map(|p| (p[0], sign * p[1])).collect())
    }
}

/// `z.real = v` / `z.imag = v`: PyTorch copies `v` (a tensor or a number, converted as an
/// assignment converts it) into the part's view, broadcasting as `copy_` does.
pub fn assign_part(part: &Tensor, v: &Value, negate: bool) -> Result<()> {
    if let Some(z) = ComplexTensor::of(v) {
        // A complex source is `copy_` into a real view: its real part, with ATen's warning.
        super::module_cast::warn_discarded_imaginary();
        return assign_part(part, &Value::Tensor(z.real()?), negate);
    }
    match v {
        Value::Tensor(src) => {
            let src = if negate {
                ops::named::neg(src)?
            } else {
                src.clone()
            };
            ops::copy::copy_(part, &src)
        }
        other => {
            let s = crate::interp::tensor_api::assigned_scalar(other, part.dtype())?;
            let s = if negate {
                crate::scalar::Scalar::Float(-s.to_f64())
            } else {
                s
            };
            ops::copy::fill_(part, s)
        }
    }
}

/// A view's root as the user knows it: the complex tensor when it holds a complex tensor's
/// pairs (the base of `view_as_real(z)` and of `z.real` is `z`).
pub fn base_value(root: Tensor) -> Value {
    if root.holds_complex_pairs() {
        ComplexTensor::value(root, false)
    } else {
        Value::Tensor(root)
    }
}

/// PyTorch's dim wrapping for a tensor of `n` dims (a 0-d tensor takes -1 and 0).
pub fn wrap_dim(d: i64, n: usize) -> Result<i64> {
    crate::layout::wrap_dim(d, n).map(|d| d as i64)
}

fn complex_index(index: &Value) -> Result<super::indexing::ComplexIndex> {
    Ok(super::indexing::ComplexIndex {
        items: crate::interp::tensor_api::to_index(index)?,
        single: crate::interp::tensor_api::single(index).is_some(),
    })
}

/// A value assigned into a complex tensor, as the float pairs to write.
/// A number becomes its pair on `device`, the target's (a 0-d-like operand of any op).
pub fn source_pairs(
    v: &Value,
    dtype: crate::DType,
    conj: bool,
    device: crate::Device,
) -> Result<Tensor> {
    // A complex tensor with the target's conjugate bit is written from its own pairs, so the
    // overlap checks see its memory (a repacked copy would share none).
    if let Some(z) = ComplexTensor::of(v) {
        if z.conj == conj && z.pairs.dtype() == dtype && z.pairs.device() == device {
            return Ok(z.pairs.clone());
        }
    }
    let mut parts = super::operand_parts(v)?.ok_or_else(|| {
        type_error(format!(
            "can't assign a {} to a torch.Complex{}Tensor",
            v.type_name(),
            if dtype == crate::DType::Float64 {
                "Double"
            } else {
                "Float"
            }
        ))
    })?;
    // An int or bool tensor assigned in is converted to the parts' dtype first.
    for p in [&mut parts.re, &mut parts.im] {
        if let Part::T(t) = p {
            if !t.dtype().is_floating() {
                *p = Part::T(ops::to_dtype_grad(t, dtype)?);
            }
        }
    }
    let parts = if conj {
        Parts {
            re: parts.re,
            im: match parts.im {
                Part::S(x) => Part::S(-x),
                Part::T(t) => Part::T(ops::named::neg(&t)?),
            },
        }
    } else {
        parts
    };
    let (re, im) = match (&parts.re, &parts.im) {
        (Part::S(a), Part::S(b)) => {
            let t = ops::factory::tensor(
                &[
                    crate::scalar::Scalar::Float(*a),
                    crate::scalar::Scalar::Float(*b),
                ],
                &[2],
                Some(dtype),
                device,
            )?;
            return Ok(t);
        }
        _ => (parts.re, parts.im),
    };
    super::parts::pack(&Parts { re, im })
}

impl Object for ComplexTensor {
    fn type_name(&self) -> String {
        if self.pairs.autograd().is_parameter {
            "Parameter".into()
        } else {
            "Tensor".into()
        }
    }
    fn repr(&self) -> String {
        super::print::repr(self).unwrap_or_else(|e| format!("<tensor: {}>", e.message))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    /// Two wrappers of one pairs tensor with one conjugate bit are one tensor (a view's
    /// `_base` wraps its root afresh, and `r._base is z` must hold).
    fn identity(&self) -> Option<usize> {
        Some(self.pairs.id() + self.conj as usize)
    }
    fn getattr(&self, it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        // The tensor's own `__dict__` (kept by its pairs) comes before its class's names.
        if let Some(v) = it.tensor_dicts.get(&self.pairs, name) {
            return Ok(Some(v));
        }
        super::methods::attribute(it, self, this, name)
    }
    fn setattr(&self, it: &mut Interp, _this: &Value, name: &str, v: Value) -> Result<()> {
        match name {
            "real" => assign_part(&self.real()?, &v, false),
            // Through a conjugate the imaginary part is a negated view (PyTorch's negative
            // bit), so the stored part receives the negated value.
            "imag" => assign_part(&self.stored_imag()?, &v, self.conj),
            "grad" => match (&v, ComplexTensor::of(&v)) {
                (Value::None, _) => {
                    self.pairs.autograd_mut().grad = None;
                    Ok(())
                }
                (_, Some(g)) => crate::autograd::set_grad(&self.pairs, &g.resolved()?),
                _ => Err(type_error(format!(
                    "assigned grad expected to be a Tensor or None but got grad of type {}",
                    v.type_name()
                ))),
            },
            "requires_grad" => match v {
                Value::Bool(on) => super::grad::set_requires_grad(self, on),
                _ => Err(runtime("requires_grad must be a bool")),
            },
            n if crate::interp::tensor_api::is_property(n) => Err(TorchError::new(
                crate::error::ErrorKind::AttributeError,
                format!("stridelab cannot set '{name}' on a complex tensor"),
            )),
            // A script's own attribute (`nn.Buffer` marks `persistent` and `_is_buffer`).
            _ => {
                it.tensor_dicts.set(&self.pairs, name, v);
                Ok(())
            }
        }
    }
    fn call_method(&self, it: &mut Interp, this: &Value, name: &str, a: Args) -> Result<Value> {
        // The parts are no floating tensors to CPU autocast (see `binop`).
        let _real_parts = crate::ops::autocast::Exclude::new();
        if let Some(r) = super::diagonals::method(self, name, &a)? {
            return Ok(r);
        }
        super::methods::call(it, self, this, name, a)
    }
    fn getitem(&self, _it: &mut Interp, _this: &Value, index: &Value) -> Result<Value> {
        let index = complex_index(index)?;
        Ok(self.with_pairs(super::indexing::getitem(
            &self.pairs,
            &self.shape(),
            &index,
        )?))
    }
    fn setitem(&self, _it: &mut Interp, _this: &Value, index: &Value, v: Value) -> Result<()> {
        let index = complex_index(index)?;
        // A number is converted checked (c10's overflow error names the complex type).
        if let Some(c) = super::number::operand(&v)? {
            super::factories::check_fits(c.re, c.im, self.pairs.dtype())?;
            if super::indexing::is_basic(&index) {
                let im = if self.conj { -c.im } else { c.im };
                return super::indexing::fill(&self.pairs, &self.shape(), &index, c.re, im);
            }
        }
        let src = source_pairs(&v, self.pairs.dtype(), self.conj, self.pairs.device())?;
        super::indexing::setitem(&self.pairs, &self.shape(), &index, &src)
    }
    fn py_len(&self) -> Option<usize> {
        self.shape().first().copied()
    }
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        let shape = self.shape();
        let Some(&n) = shape.first() else {
            return Err(type_error("iteration over a 0-d tensor"));
        };
        let mut rows = Vec::with_capacity(n);
        for i in 0..n {
            rows.push(self.with_pairs(ops::view::select(&self.pairs, 0, i as i64)?));
        }
        Ok(Some(rows))
    }
}

/// `len()` of a 0-d complex tensor.
pub fn len_error() -> TorchError {
    type_error("len() of a 0-d tensor")
}

/// Refuses a complex tensor where only one element can become a Python number.
pub fn only_one_element(n: usize) -> TorchError {
    runtime(format!(
        "a Tensor with {n} elements cannot be converted to Scalar"
    ))
}
