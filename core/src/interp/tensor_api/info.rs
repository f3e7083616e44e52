//! Tensor methods that report on the tensor (its shape, strides, storage, one value) without
//! making a new tensor.

use super::{ints_value, size_value, Methods};
use crate::interp::objects::StorageObj;
use crate::interp::value::Value;
use crate::layout::wrap_dim_no_scalar;
use crate::ops;
use crate::scalar::Scalar;
use std::rc::Rc;

pub fn register(r: &mut Methods) {
    let topic = "information";
    r.add(topic, &["size"], "dim=None", |_, x, a| {
        Ok(match a.i64("dim")? {
            None => size_value(x.shape()),
            Some(d) => Value::Int(x.shape()[wrap_dim_no_scalar(d, x.ndim())?] as i64),
        })
    });
    r.add(topic, &["stride"], "dim=None", |_, x, a| {
        Ok(match a.i64("dim")? {
            None => ints_value(&x.strides()),
            Some(d) => Value::Int(x.strides()[wrap_dim_no_scalar(d, x.ndim())?] as i64),
        })
    });
    r.add(topic, &["storage_offset"], "", |_, x, _| {
        Ok(Value::Int(x.storage_offset() as i64))
    });
    r.add(topic, &["dim", "ndimension"], "", |_, x, _| {
        Ok(Value::Int(x.ndim() as i64))
    });
    // A strided (dense) tensor has no sparse dims: all of its dims are dense ones.
    r.add(topic, &["sparse_dim"], "", |_, _, _| Ok(Value::Int(0)));
    r.add(topic, &["dense_dim"], "", |_, x, _| {
        Ok(Value::Int(x.ndim() as i64))
    });
    r.add(topic, &["numel", "nelement"], "", |_, x, _| {
        Ok(Value::Int(x.numel() as i64))
    });
    // The protocol methods that `t[i]` and `t[i] = v` call, callable by name as in Python.
    r.add(topic, &["__getitem__"], "indices, /", |it, x, a| {
        super::getitem(it, x, &a.value("indices")?)
    });
    r.add(topic, &["__setitem__"], "indices, value, /", |it, x, a| {
        super::setitem(it, x, &a.value("indices")?, a.value("value")?)?;
        Ok(Value::None)
    });
    r.add(topic, &["__len__"], "", |_, x, _| {
        Ok(Value::Int(*x.shape().first().unwrap_or(&0) as i64))
    });
    r.add(
        topic,
        &["is_contiguous"],
        "*, memory_format=torch.contiguous_format",
        |_, x, a| {
            let fmt = a.memory_format("memory_format")?;
            Ok(Value::Bool(fmt.is_contiguous(&x.shape(), &x.strides())))
        },
    );
    // ATen's `is_set_to`: the same storage, offset, sizes and strides.
    r.add(topic, &["is_set_to"], "tensor", |_, x, a| {
        let o = a.tensor("tensor")?;
        Ok(Value::Bool(
            x.storage().identity() == o.storage().identity()
                && x.offset() == o.offset()
                && *x.shape_ref() == *o.shape_ref()
                && *x.strides_ref() == *o.strides_ref(),
        ))
    });
    // ATen's `data()` is null for a tensor with no elements, whatever its storage.
    r.add(topic, &["data_ptr"], "", |_, x, _| {
        let p = if x.numel() == 0 { 0 } else { x.data_ptr() };
        Ok(Value::Int(p as i64))
    });
    r.add(topic, &["untyped_storage"], "", |_, x, _| {
        Ok(Value::Object(Rc::new(StorageObj(x.storage()))))
    });
    r.add(topic, &["element_size"], "", |_, x, _| {
        Ok(Value::Int(x.dtype().itemsize() as i64))
    });
    r.add(topic, &["is_inference"], "", |_, x, _| {
        Ok(Value::Bool(x.is_inference()))
    });
    r.add(topic, &["is_floating_point"], "", |_, x, _| {
        Ok(Value::Bool(x.dtype().is_floating()))
    });
    // No complex dtype exists here, so no tensor is complex (a complex tensor is refused
    // where it would be made).
    r.add(topic, &["is_complex"], "", |_, _, _| Ok(Value::Bool(false)));
    r.add(topic, &["is_signed"], "", |_, x, _| {
        Ok(Value::Bool(x.dtype().is_signed()))
    });
    // -1 on the CPU (and meta), as PyTorch's; an accelerator's tensor gives its device's
    // index, and the wgpu and Metal devices are device 0 (docs/decisions.md, Stop 77).
    r.add(topic, &["get_device"], "", |_, x, _| {
        Ok(Value::Int(match x.device() {
            crate::Device::Cpu | crate::Device::Meta => -1,
            _ => 0,
        }))
    });
    // Pinned (page-locked) host memory exists only beside an accelerator PyTorch knows; a
    // CPU-only build has none, so nothing is pinned and pinning is its error.
    r.add(topic, &["is_pinned"], "device=None", |_, _, _| {
        Ok(Value::Bool(false))
    });
    r.add(topic, &["pin_memory"], "device=None", |_, _, _| {
        Err(crate::error::runtime(
            "Cannot access accelerator device when none is available.",
        ))
    });
    r.add(topic, &["item"], "", |_, x, _| {
        Ok(match ops::item(x)? {
            Scalar::Bool(b) => Value::Bool(b),
            Scalar::Int(i) => super::int_of(i, x.dtype()),
            Scalar::Float(f) => Value::Float(f),
        })
    });
    r.add(topic, &["tolist"], "", |_, x, _| super::tolist(x));
    r.add(topic, &["is_nonzero"], "", |it, x, _| {
        Ok(Value::Bool(it.truthy(&Value::Tensor(x.clone()))?))
    });
}
