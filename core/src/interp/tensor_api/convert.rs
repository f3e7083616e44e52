//! Tensor methods that convert: dtype casts, device moves, `contiguous` and `clone`.

use super::{t, Methods};
use crate::dtype::DType;
use crate::error::{runtime, type_error, Result};
use crate::interp::args::{unsupported_dtype, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::layout::MemoryFormat;
use crate::ops;
use crate::tensor::Tensor;
use crate::Device;

/// The cast methods and the dtype each one casts to.
const CASTS: &[(&str, DType)] = &[
    ("float", DType::Float32),
    ("double", DType::Float64),
    ("long", DType::Int64),
    ("int", DType::Int32),
    ("bool", DType::Bool),
    ("byte", DType::UInt8),
    ("char", DType::Int8),
    ("short", DType::Int16),
    ("half", DType::Float16),
    ("bfloat16", DType::BFloat16),
];

/// What `Tensor.type(t)` converts to: a dtype, a legacy tensor type (`torch.LongTensor`) or
/// its name (`'torch.LongTensor'`), as `torch/_utils.py`'s `_type` takes them.
fn type_target(v: &Value) -> Result<DType> {
    let name = match v {
        Value::DType(d) => return Ok(*d),
        Value::Str(s) => s.to_string(),
        // Any class is taken by its name (`x.type(int)` is "invalid type: 'int'"); the
        // legacy tensor types are builtins of ours.
        Value::Builtin(b) if b.recv.is_none() => b.name.clone(),
        Value::Class(c) => c.name.clone(),
        _ => return Err(type_error("dtype must be a type, str, or dtype object")),
    };
    if name.starts_with("torch.cuda.") {
        return Err(runtime(
            "Found no NVIDIA driver on your system. Please check that you have an NVIDIA GPU \
             and installed a driver from http://www.nvidia.com/Download/index.aspx",
        ));
    }
    let legacy = name
        .strip_prefix("torch.")
        .and_then(crate::interp::torch_api::creation::legacy_tensor_dtype);
    match legacy {
        Some(d) => Ok(d),
        None if matches!(v, Value::Str(_)) || crate::interp::builtins::is_type_value(v) => {
            Err(crate::error::value_error(format!("invalid type: '{name}'")))
        }
        None => Err(type_error("dtype must be a type, str, or dtype object")),
    }
}

pub fn register(r: &mut Methods) {
    let topic = "conversions";
    for (name, _) in CASTS {
        r.add(
            topic,
            &[name],
            "*, memory_format=torch.preserve_format",
            cast,
        );
    }
    r.add(topic, &["type_as"], "other", |_, x, a| {
        let other = a.tensor("other")?;
        let out = ops::to_dtype_grad(x, other.dtype())?;
        // `self.type(other.type())`: the legacy type names the device too, so between the
        // CPU and the meta device it moves (and a meta tensor refuses to copy out).
        if (x.device() == Device::Meta) != (other.device() == Device::Meta) {
            return Ok(t(ops::to_device_grad(&out, other.device())?));
        }
        Ok(t(out))
    });
    r.add(
        topic,
        &["type"],
        "dtype=None, non_blocking=False",
        |_, x, a| match a.get("dtype") {
            None => Ok(Value::str(&format!(
                "torch.{}{}Tensor",
                if x.device() == Device::Meta {
                    "meta."
                } else {
                    ""
                },
                x.dtype().legacy_name()
            ))),
            Some(v) => {
                let dtype = type_target(v)?;
                // A legacy type (`torch.DoubleTensor`) is a CPU type: a meta tensor would
                // have to copy out to become one.
                if x.device() == Device::Meta && !matches!(v, Value::DType(_)) {
                    return Err(crate::meta::no_data());
                }
                Ok(t(ops::to_dtype_grad(x, dtype)?))
            }
        },
    );
    r.add(topic, &["to"], "*args, **kwargs", to);
    r.add(
        topic,
        &["cpu"],
        "*, memory_format=torch.preserve_format",
        |_, x, a| {
            let fmt = a.memory_format("memory_format")?;
            Ok(t(in_format(x, ops::to_device_grad(x, Device::Cpu)?, fmt)?))
        },
    );
    r.add(
        topic,
        &["cuda"],
        "device=None, non_blocking=False",
        |_, _, _| {
            Err(runtime(
                "Torch not compiled with CUDA enabled (stridelab has no CUDA; use .to(\"webgpu\"))",
            ))
        },
    );
    r.add(topic, &["numpy"], "*, force=False", |it, x, a| {
        crate::interp::numpy_bridge::tensor_numpy(it, x, a.bool_or("force", false)?)
    });
    r.add(
        topic,
        &["contiguous"],
        "*, memory_format=torch.contiguous_format",
        |_, x, a| {
            // `MemoryFormat memory_format=contiguous_format` is not optional to the parser.
            if a.explicit_none("memory_format").is_some() {
                return Err(a.err("memory_format", "torch.memory_format", &Value::None));
            }
            let fmt = a.memory_format_or("memory_format", MemoryFormat::Contiguous)?;
            Ok(t(ops::contiguous_as(x, fmt)?))
        },
    );
    r.add(
        topic,
        &["clone"],
        "*, memory_format=torch.preserve_format",
        |_, x, a| Ok(t(ops::clone(x, a.memory_format("memory_format")?)?)),
    );
}

fn cast(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let fmt = a.memory_format("memory_format")?;
    let to = CASTS
        .iter()
        .find(|(n, _)| *n == a.fname())
        .map(|(_, d)| *d)
        .unwrap_or(DType::Float32);
    Ok(t(in_format(x, ops::to_dtype_grad(x, to)?, fmt)?))
}

/// A conversion that copied lays its copy out as `memory_format` asks
/// (`x.T.double(memory_format=torch.contiguous_format)` is row-major). One that did not
/// copy returns `x` itself when the format is `preserve_format` or the one `x`'s strides
/// already suggest (PyTorch's `to_will_alias`: so `x.T.to(memory_format=contiguous_format)`
/// is `x.T`, while an NHWC tensor is copied to NCHW). The copy stays one `ToCopyBackward0`
/// node.
pub(crate) fn in_format(x: &Tensor, converted: Tensor, fmt: MemoryFormat) -> Result<Tensor> {
    if fmt == MemoryFormat::Preserve {
        return Ok(converted);
    }
    let (shape, strides) = (converted.shape(), converted.strides());
    let keep = if converted.same(x) {
        MemoryFormat::suggest(&shape, &strides) == fmt
    } else {
        strides == fmt.strides_for_shape(&shape)?
    };
    if keep {
        return Ok(converted);
    }
    let laid_out = crate::interp::eval::without_grad(|| ops::clone(&converted, fmt))?;
    crate::ops::autodiff::record_to_copy(x, &laid_out)?;
    Ok(laid_out)
}

/// `to(dtype)`, `to(device, dtype)`, `to(other)` and the keyword forms: PyTorch's overloads
/// are told apart by the arguments' types.
fn to(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let mut dtype = None;
    let mut device = None;
    let mut copy = false;
    let mut fmt = MemoryFormat::Preserve;
    for (k, v) in a.kwargs() {
        match (k.as_str(), v) {
            ("dtype" | "device" | "non_blocking", _) => {}
            ("copy", Value::Bool(b)) => copy = *b,
            ("memory_format", Value::MemoryFormat(m)) => fmt = *m,
            ("memory_format", v) => {
                return Err(unsupported_dtype(v).unwrap_or_else(|| {
                    type_error(format!(
                        "to() received an invalid combination of arguments - got (memory_format={}, ), but expected one of:",
                        v.type_name()
                    ))
                }))
            }
            // Every overload of `to` fails on an unknown keyword: the parser's combination
            // message.
            _ => {
                let got = crate::interp::args::parser_got(&a.varargs("args"), a.kwargs());
                return Err(type_error(format!(
                    "to() received an invalid combination of arguments - got ({got}), but expected one of:"
                )));
            }
        }
    }
    let kw = a
        .kwargs()
        .iter()
        .filter(|(k, _)| k == "dtype" || k == "device")
        .map(|(_, v)| v.clone());
    let pos = a.varargs("args");
    for (i, v) in pos.iter().cloned().chain(kw).enumerate() {
        // None is the optional device (first) or a keyword's dtype/device; elsewhere no
        // overload takes it (`to(torch.float64, None)` is PyTorch's TypeError).
        if matches!(v, Value::None) && i > 0 && i < pos.len() {
            let got = crate::interp::args::parser_got(&pos, &[]);
            return Err(type_error(format!(
                "to() received an invalid combination of arguments - got ({got}), but expected one of:"
            )));
        }
        match v {
            // A Python number first is `to(Tensor other)`'s other, as the parser wraps a
            // number: a float one is float64, a bool one bool (`x.to(2.5)`).
            Value::Float(_) if i == 0 && i < pos.len() => {
                dtype = Some(crate::dtype::DType::Float64)
            }
            Value::Bool(_) if i == 0 && i < pos.len() => dtype = Some(crate::dtype::DType::Bool),
            Value::DType(d) => dtype = Some(d),
            Value::Str(s) => device = Some(Device::parse(&s)?),
            v if crate::interp::device_obj::device_of(&v).is_some() => {
                device = Some(crate::interp::device_obj::device_of(&v).expect("checked")?)
            }
            Value::Tensor(o) => {
                dtype = Some(o.dtype());
                device = Some(o.device());
            }
            // `to(None)` / `to(dtype=None)`: PyTorch's optional device and dtype.
            Value::Bool(_) | Value::None => {}
            v if crate::interp::args::python_type_dtype(&v).is_some() => {
                dtype = crate::interp::args::python_type_dtype(&v).transpose()?;
            }
            v => {
                return Err(unsupported_dtype(&v).unwrap_or_else(|| {
                    // Five positionals fit only (device, dtype, non_blocking, copy, *,
                    // memory_format) by count: its own "takes from 0 to 4"; otherwise no
                    // overload fits, and the parser lists the whole call.
                    if pos.len() == 5 && a.kwargs().is_empty() {
                        return type_error(
                            "to() takes from 0 to 4 positional arguments but 5 were given",
                        );
                    }
                    let got = crate::interp::args::parser_got(&pos, a.kwargs());
                    type_error(format!(
                        "to() received an invalid combination of arguments - got ({got}), but expected one of:"
                    ))
                }));
            }
        }
    }
    let mut r = x.clone();
    if let Some(d) = device {
        r = ops::to_device_grad(&r, d)?;
    }
    if let Some(d) = dtype {
        r = ops::to_dtype_grad(&r, d)?;
    }
    // `copy=True` always returns a new tensor, even when nothing had to change.
    // PyTorch records it as `_to_copy` (ToCopyBackward0), not as a clone.
    if copy && r.same(x) {
        r = crate::interp::eval::without_grad(|| ops::clone(x, fmt))?;
        crate::ops::autodiff::record_to_copy(x, &r)?;
        return Ok(t(r));
    }
    Ok(t(in_format(x, r, fmt)?))
}
