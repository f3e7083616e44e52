//! `torch.device` values beyond the plain `Value::Device`: one with an index (`cpu:0`,
//! `torch.device('cpu', 0)`) or of a type stridelab has no backend for (`cuda:1`). PyTorch
//! makes these objects on any machine (d2l's `gpu(i)` helper prints them); only putting a
//! tensor there fails, with the error of a machine without that device.

use super::protocol::Object;
use super::value::Value;
use crate::device::Device;
use crate::error::{runtime, Result};
use std::any::Any;
use std::rc::Rc;

/// The device types PyTorch names that stridelab has no backend for.
const FOREIGN: &[&str] = &["cuda", "xpu", "hip", "xla", "hpu", "mtia", "ipu"];

pub struct IndexedDevice {
    /// As PyTorch prints it (`cuda`, `cpu`; our `webgpu` for `wgpu`/`gpu`).
    pub kind: String,
    pub index: Option<i64>,
    /// The backend it names, when stridelab has one.
    pub device: Option<Device>,
}

impl IndexedDevice {
    fn text(&self) -> String {
        match self.index {
            Some(i) => format!("{}:{i}", self.kind),
            None => self.kind.clone(),
        }
    }
}

impl Object for IndexedDevice {
    fn type_name(&self) -> String {
        "torch.device".into()
    }
    fn repr(&self) -> String {
        match self.index {
            Some(i) => format!("device(type='{}', index={i})", self.kind),
            None => format!("device(type='{}')", self.kind),
        }
    }
    fn str(&self) -> Option<String> {
        Some(self.text())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn call_method(
        &self,
        _it: &mut super::eval::Interp,
        this: &Value,
        name: &str,
        args: super::args::Args,
    ) -> Result<Value> {
        call_method(this, name, &args)
    }
    /// Two of the same type and index are equal (and hash alike) as PyTorch's are.
    fn identity(&self) -> Option<usize> {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        ("torch.device", &self.kind, self.index).hash(&mut h);
        Some(h.finish() as usize)
    }
    fn getattr(
        &self,
        _it: &mut super::eval::Interp,
        _this: &Value,
        name: &str,
    ) -> Result<Option<Value>> {
        Ok(match name {
            "__enter__" | "__exit__" => Some(Value::method(_this.clone(), name)),
            "type" => Some(Value::str(&self.kind)),
            "index" => Some(self.index.map_or(Value::None, Value::Int)),
            _ => None,
        })
    }
}

/// `torch.device(type, index=None)`.
pub fn make(text: &str, index: Option<i64>) -> Result<Value> {
    let (kind, own_index) = match text.split_once(':') {
        Some((k, i)) => {
            let i = i
                .parse::<i64>()
                .map_err(|_| runtime(format!("Invalid device string: '{text}'")))?;
            (k, Some(i))
        }
        None => (text, None),
    };
    if own_index.is_some() && index.is_some() {
        return Err(runtime(format!(
            "type (string) must not include an index because index was passed explicitly: {text}"
        )));
    }
    let index = own_index.or(index);
    if index.is_some_and(|i| i < 0) {
        return Err(runtime("Device index must not be negative"));
    }
    if FOREIGN.contains(&kind) {
        return Ok(Value::Object(Rc::new(IndexedDevice {
            kind: kind.to_string(),
            index,
            device: None,
        })));
    }
    let device = Device::parse(kind)?;
    Ok(match index {
        None => Value::Device(device),
        Some(_) => Value::Object(Rc::new(IndexedDevice {
            kind: device.name().to_string(),
            index,
            device: Some(device),
        })),
    })
}

/// The backend a device value names: a plain one, an indexed one of ours, or the error of
/// a device this machine does not have (`cuda`).
pub fn device_of(v: &Value) -> Option<Result<Device>> {
    match v {
        Value::Device(d) => Some(Ok(*d)),
        v => {
            let d = v.downcast::<IndexedDevice>()?;
            Some(d.device.ok_or_else(|| {
                runtime(format!(
                    "stridelab has no {} backend: a tensor cannot be put on {} (try device=\"webgpu\")",
                    d.kind,
                    d.text()
                ))
            }))
        }
    }
}

/// The backend and index `torch.device(text)` names, or the error of one stridelab lacks.
pub fn parse(text: &str) -> Result<(Device, Option<i64>)> {
    match make(text, None)? {
        Value::Device(d) => Ok((d, None)),
        v => {
            let index = v.downcast::<IndexedDevice>().and_then(|d| d.index);
            let d = device_of(&v).unwrap_or_else(|| Device::parse(text))?;
            Ok((d, index))
        }
    }
}

/// The backend and index a device value names, a string read as `torch.device(s)` reads it;
/// None for a value that is no device.
pub fn device_and_index(v: &Value) -> Option<Result<(Device, Option<i64>)>> {
    if let Value::Str(s) = v {
        return Some(parse(s));
    }
    let index = v.downcast::<IndexedDevice>().and_then(|d| d.index);
    Some(device_of(v)?.map(|d| (d, index)))
}

/// `with torch.device(d):` (None when `c` is no `torch.device`): factories in the block
/// make their tensors on `d`. A device this machine lacks fails here, with the error a
/// factory would give, rather than at the first tensor.
pub fn enter(c: &Value) -> Option<Result<crate::device::ContextGuard>> {
    if matches!(c, Value::Str(_)) {
        return None;
    }
    let named = device_and_index(c)?;
    Some(named.and_then(|(d, index)| {
        crate::dispatch::backend(d)?;
        Ok(crate::device::enter_context(d, index))
    }))
}

/// `torch.device`'s methods `__enter__` (takes no arguments, returns the device) and
/// `__exit__` (takes any, pops the innermost context), for scripts that enter by hand.
pub fn call_method(recv: &Value, name: &str, args: &super::args::Args) -> Result<Value> {
    match name {
        "__enter__" => {
            let given = args.pos.len() + args.kw.len();
            if given > 0 {
                return Err(crate::error::type_error(format!(
                    "device.__enter__() takes no arguments ({given} given)"
                )));
            }
            let (d, index) = device_and_index(recv).unwrap_or_else(|| {
                Err(runtime(
                    "internal error: __enter__ of a value that is no device",
                ))
            })?;
            crate::dispatch::backend(d)?;
            crate::device::push_context(d, index);
            Ok(recv.clone())
        }
        "__exit__" => crate::device::pop_context().map(|()| Value::None),
        _ => Err(crate::error::TorchError::new(
            crate::error::ErrorKind::AttributeError,
            format!("'torch.device' object has no attribute '{name}'"),
        )),
    }
}

/// `torch.get_default_device()`: the innermost context's device with the index the script
/// gave it, else (as PyTorch's `torch.tensor([]).device`) the device factories use.
pub fn default_device_value() -> Value {
    match crate::device::current_context() {
        Some((d, Some(i))) => Value::Object(Rc::new(IndexedDevice {
            kind: d.name().to_string(),
            index: Some(i),
            device: Some(d),
        })),
        _ => Value::Device(crate::device::default_device()),
    }
}
