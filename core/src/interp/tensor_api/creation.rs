//! `new_*` methods: a new tensor with the receiver's dtype and device unless told otherwise.

use super::Methods;
use crate::error::Result;
use crate::interp::args::{spread_ints, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use crate::Device;

const FACTORY_KW: &str =
    "dtype=None, device=None, requires_grad=False, layout=None, pin_memory=False";

pub fn register(r: &mut Methods) {
    let topic = "creation";
    let sized = format!("*size, {FACTORY_KW}");
    r.add_each(
        topic,
        &["new_zeros", "new_ones", "new_empty"],
        &sized,
        new_sized,
    );
    r.add(
        topic,
        &["new_full"],
        &format!("size, fill_value, *, {FACTORY_KW}"),
        new_sized,
    );
    r.add(topic, &["new"], "*args, device=None", legacy_new);
    r.add(
        topic,
        &["new_tensor"],
        &format!("data, *, {FACTORY_KW}"),
        |it, x, a| {
            // An array is read through its own memory (its dtype and strides), then copied
            // as a tensor would be, without the copy-construct warning.
            let array = match a.get("data") {
                Some(v) if crate::interp::numpy_bridge::is_ndarray(v) => Some(Value::Tensor(
                    crate::interp::numpy_bridge::ndarray_to_tensor(it, v)?,
                )),
                _ => None,
            };
            if let Some(Value::Tensor(src)) = array.as_ref().or(a.get("data")) {
                if array.is_none() {
                    crate::warnings::warn(crate::warnings::Category::User, "To copy construct from a tensor, it is recommended to use sourceTensor.detach().clone() or sourceTensor.detach().clone().requires_grad_(True), rather than tensor.new_tensor(sourceTensor).");
                }
                // A copy in this tensor's dtype (or the one asked for), detached, its
                // strides kept when dense, as torch.tensor(t) copies.
                let dt = a.dtype("dtype")?.unwrap_or(x.dtype());
                let copy = if dt == src.dtype() {
                    ops::clone(src, crate::layout::MemoryFormat::Preserve)?
                } else {
                    ops::to_dtype(src, dt)?
                };
                let moved = ops::to_device(&copy, device_or(a, x)?)?;
                return finish(crate::autograd::detach(&moved), a);
            }
            let (vals, shape) = crate::interp::torch_api::nested_values(&a.value("data")?)?;
            let dtype = Some(a.dtype("dtype")?.unwrap_or(x.dtype()));
            finish(ops::tensor(&vals, &shape, dtype, device_or(a, x)?)?, a)
        },
    );
}

/// The legacy `x.new(...)`: with no argument an empty tensor, with sizes (ints or a
/// `torch.Size`) an uninitialized one, with a list its data, with a tensor of the same
/// dtype an alias of it; always in `x`'s dtype.
fn legacy_new(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let args = a.varargs("args");
    let device = device_or(a, x)?;
    let dt = Some(x.dtype());
    let out = match args.as_slice() {
        [] => ops::zeros(&[0], dt, device)?,
        [Value::Tensor(src)] => {
            if src.dtype() != x.dtype() || src.device() != device {
                return Err(crate::error::type_error(format!(
                    "expected TensorOptions({}) (got TensorOptions({}))",
                    legacy_options(x.dtype(), device),
                    legacy_options(src.dtype(), src.device())
                )));
            }
            ops::view::alias(src)?
        }
        [v @ (Value::List(_) | Value::Tuple(_))] => {
            let (vals, shape) = crate::interp::torch_api::nested_values(v)?;
            ops::tensor(&vals, &shape, dt, device)?
        }
        [v @ (Value::Float(_) | Value::Bool(_) | Value::Str(_) | Value::None)] => {
            return Err(crate::error::type_error(format!(
                "new(): data must be a sequence (got {})",
                v.type_name()
            )))
        }
        _ => {
            let shape = ops::factory::check_shape(&spread_ints(a, "args")?)?;
            let out = ops::zeros(&shape, dt, device)?;
            ops::determinism::fill_if_deterministic(&out)?;
            out
        }
    };
    Ok(Value::Tensor(out))
}

/// ATen's `TensorOptions` text, as the legacy constructor's dtype check prints it.
fn legacy_options(dtype: crate::dtype::DType, device: Device) -> String {
    format!(
        "dtype={}, device={}, layout=Strided, requires_grad=false (default), pinned_memory=false (default), memory_format=(nullopt)",
        dtype.c_type_name(),
        device.name()
    )
}

fn new_sized(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let (shape, fill) = if name == "new_full" {
        // Two parameters, so no spread: the size is one list (`new_full(3, 1.)` is
        // refused), parsed by the same rules.
        let size = a.value("size")?;
        if matches!(
            size,
            Value::Int(_) | Value::Bool(_) | Value::Float(_) | Value::None
        ) {
            return Err(crate::error::type_error(format!(
                "new_full(): argument 'size' (position 1) must be tuple of ints, not {}",
                size.type_name()
            )));
        }
        (
            crate::interp::args::spread_ints_from(&[size], false, name, "size")?,
            a.scalar("fill_value")?,
        )
    } else {
        let fill = (name == "new_ones").then_some(Scalar::Int(1));
        (spread_ints(a, "size")?, fill)
    };
    let dt = Some(a.dtype("dtype")?.unwrap_or(x.dtype()));
    let shape = ops::factory::check_shape(&shape)?;
    let device = device_or(a, x)?;
    let out = match fill {
        Some(f) => ops::full(&shape, f, dt, device)?,
        None => ops::zeros(&shape, dt, device)?,
    };
    if name == "new_empty" {
        ops::determinism::fill_if_deterministic(&out)?;
    }
    finish(out, a)
}

/// The receiver's device unless `device=` says otherwise.
fn device_or(a: &Bound, x: &Tensor) -> Result<Device> {
    Ok(a.device("device")?.unwrap_or(x.device()))
}

fn finish(out: Tensor, a: &Bound) -> Result<Value> {
    crate::interp::torch_api::check_factory_extras(a)?;
    a.finish_tensor(out)
}
