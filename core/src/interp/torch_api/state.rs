//! `torch` functions that read or set global state (grad mode, defaults, threads, printing,
//! seeds) or answer questions about dtypes.

use super::{creation, Torch};
use crate::dtype::DType;
use crate::error::{runtime, type_error, value_error, Result};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::objects::{InferenceModeCtx, NoGradCtx, SetGradCtx};
use crate::interp::tensor_api::operand;
use crate::interp::value::Value;
use crate::ops;
use std::rc::Rc;

pub fn register(r: &mut Torch) {
    let topic = "grad mode";
    // `@torch.no_grad` without parentheses passes the function itself, which PyTorch's
    // `_NoParamDecoratorContextManager` decorates.
    r.add(topic, &["no_grad"], "orig_func=None", |it, a| {
        grad_mode_ctx(it, a, false)
    });
    r.add(topic, &["enable_grad"], "orig_func=None", |it, a| {
        grad_mode_ctx(it, a, true)
    });
    r.add(topic, &["set_grad_enabled"], "mode", |_, a| {
        let prev = crate::autograd::set_grad_enabled(a.bool_or("mode", true)?);
        Ok(Value::Object(Rc::new(SetGradCtx { prev })))
    });
    r.add(topic, &["is_grad_enabled"], "", |_, _| {
        Ok(Value::Bool(crate::autograd::grad_mode()))
    });
    r.add(topic, &["inference_mode"], "mode=True", |it, a| {
        let mode = a.value("mode")?;
        match mode {
            Value::Bool(m) => Ok(Value::Object(Rc::new(InferenceModeCtx { mode: m }))),
            // `@torch.inference_mode` without parentheses decorates the function itself.
            f => {
                let ctx = Value::Object(Rc::new(InferenceModeCtx { mode: true }));
                it.call(&ctx, crate::interp::args::Args::new(vec![f]))
            }
        }
    });
    r.add(topic, &["is_inference_mode_enabled"], "", |_, _| {
        Ok(Value::Bool(crate::autograd::is_inference_mode()))
    });

    let topic = "defaults and settings";
    // The type of `torch.strided`: a class scripts test against, not one they make.
    r.add(topic, &["layout"], "*args, **kwargs", |_, _| {
        Err(type_error("cannot create 'torch.layout' instances"))
    });
    r.add(
        topic,
        &["set_anomaly_enabled"],
        "enabled, check_nan=True",
        |_, a| {
            crate::autograd::anomaly::set(
                a.bool_or("enabled", false)?,
                a.bool_or("check_nan", true)?,
            );
            Ok(Value::None)
        },
    );
    r.add(topic, &["is_anomaly_enabled"], "", |_, _| {
        Ok(Value::Bool(crate::autograd::anomaly::enabled()))
    });
    r.add(topic, &["is_anomaly_check_nan_enabled"], "", |_, _| {
        Ok(Value::Bool(crate::autograd::anomaly::check_nan()))
    });
    r.add(topic, &["get_default_dtype"], "", |_, _| {
        Ok(Value::DType(crate::dtype::default_float()))
    });
    // Every factory, Python float and int-to-float op reads the default from here. A
    // non-float is PyTorch's TypeError.
    r.add(topic, &["set_default_dtype"], "d", |_, a| {
        match a.get("d") {
            Some(Value::DType(d)) if d.is_floating() => {
                crate::dtype::set_default_float(*d);
                Ok(Value::None)
            }
            Some(Value::DType(_)) => Err(crate::error::type_error(
                "only floating-point types are supported as the default type",
            )),
            _ => Err(crate::error::type_error(
                "invalid dtype object: only floating-point types are supported as the default type",
            )),
        }
    });
    // The deprecated spelling by tensor type: a legacy type object or its dotted name.
    r.add(topic, &["set_default_tensor_type"], "t", |_, a| {
        crate::warnings::torch_warn_once(
            "torch.set_default_tensor_type() is deprecated as of PyTorch 2.1, please use torch.set_default_dtype() and torch.set_default_device() as alternatives.",
            "/__w/pytorch/pytorch/torch/csrc/tensor/python_tensor.cpp:409",
        );
        let name = match a.value_or_none("t") {
            Value::Str(s) => {
                let s = s.to_string();
                if !s.starts_with("torch.") {
                    let module = s.rsplit_once('.').map_or(s.as_str(), |(m, _)| m);
                    return Err(crate::error::TorchError::new(
                        crate::error::ErrorKind::ModuleNotFoundError,
                        format!("No module named '{module}'"),
                    ));
                }
                s
            }
            Value::Builtin(b) if b.recv.is_none() && b.name.ends_with("Tensor") => b.name.clone(),
            _ => {
                return Err(type_error(
                    "invalid type object: only floating-point types are supported as the default type",
                ))
            }
        };
        let dtype = match name.trim_start_matches("torch.") {
            "FloatTensor" => DType::Float32,
            "DoubleTensor" => DType::Float64,
            "HalfTensor" => DType::Float16,
            "BFloat16Tensor" => DType::BFloat16,
            "LongTensor" | "IntTensor" | "ShortTensor" | "CharTensor" | "ByteTensor"
            | "BoolTensor" => {
                return Err(type_error(
                    "only floating-point types are supported as the default type",
                ))
            }
            other => return Err(type_error(format!("invalid type: '{other}'"))),
        };
        crate::dtype::set_default_float(dtype);
        Ok(Value::None)
    });
    r.add(
        topic,
        &["use_deterministic_algorithms"],
        "mode, *, warn_only=False",
        |_, a| {
            // PyTorch's binding names a positional argument's position, a keyword's not.
            let flag = |name: &str, at: &str| match a.get(name) {
                Some(Value::Bool(b)) => Ok(*b),
                None if name == "warn_only" && !a.given(name) => Ok(false),
                // An explicit None reads as absent here; `mode` has no default.
                None => Err(type_error(format!(
                    "_set_deterministic_algorithms(): argument '{name}'{at} must be bool, not NoneType"
                ))),
                Some(v) => Err(type_error(format!(
                    "_set_deterministic_algorithms(): argument '{name}'{at} must be bool, not {}",
                    v.type_name()
                ))),
            };
            let (mode, warn_only) = (flag("mode", " (position 1)")?, flag("warn_only", "")?);
            let level = match (mode, warn_only) {
                (false, _) => 0,
                (true, true) => 1,
                (true, false) => 2,
            };
            ops::determinism::set_debug_mode(level);
            Ok(Value::None)
        },
    );
    r.add(
        topic,
        &["are_deterministic_algorithms_enabled"],
        "",
        |_, _| Ok(Value::Bool(ops::determinism::debug_mode() > 0)),
    );
    r.add(
        topic,
        &["is_deterministic_algorithms_warn_only_enabled"],
        "",
        |_, _| Ok(Value::Bool(ops::determinism::debug_mode() == 1)),
    );
    r.add(topic, &["get_deterministic_debug_mode"], "", |_, _| {
        Ok(Value::Int(ops::determinism::debug_mode() as i64))
    });
    r.add(
        topic,
        &["set_deterministic_debug_mode"],
        "debug_mode",
        |_, a| {
            let level = match a.get("debug_mode") {
                Some(Value::Str(s)) => match &**s {
                    "default" => 0,
                    "warn" => 1,
                    "error" => 2,
                    other => {
                        return Err(runtime(format!(
                            "invalid value of debug_mode, expected one of `default`, `warn`, `error`, but got {other}"
                        )))
                    }
                },
                Some(Value::Int(i)) if (0..=2).contains(i) => *i as u8,
                // A bool is an int to Python (True is mode 1).
                Some(Value::Bool(b)) => *b as u8,
                Some(Value::Int(i)) => {
                    return Err(runtime(format!(
                        "invalid value of debug_mode, expected 0, 1, or 2, but got {i}"
                    )))
                }
                Some(v) => {
                    return Err(type_error(format!(
                        "debug_mode must be str or int, but got <class '{}'>",
                        v.type_name()
                    )))
                }
                None => 0,
            };
            ops::determinism::set_debug_mode(level);
            Ok(Value::None)
        },
    );
    r.add(topic, &["set_default_device"], "device", set_default_device);
    r.add(topic, &["get_default_device"], "", |_, _| {
        Ok(crate::interp::device_obj::default_device_value())
    });
    r.add(topic, &["set_num_threads"], "int", |_, a| {
        let n = a.i64("int")?.unwrap_or(1);
        if n <= 0 {
            return Err(runtime("set_num_threads expects a positive integer"));
        }
        crate::cpu::threads::set_num_threads(n as usize);
        Ok(Value::None)
    });
    r.add(topic, &["get_num_threads"], "", |_, _| {
        Ok(Value::Int(crate::cpu::threads::num_threads() as i64))
    });
    r.add(
        topic,
        &["set_printoptions"],
        "precision=None, threshold=None, edgeitems=None, linewidth=None, profile=None, sci_mode=None",
        set_printoptions,
    );

    let topic = "types and devices";
    r.add(topic, &["is_tensor"], "obj", |_, a| {
        let obj = a.value_or_none("obj");
        Ok(Value::Bool(
            matches!(obj, Value::Tensor(_)) || crate::interp::builtins::is_sparse_tensor(&obj),
        ))
    });
    // Complex inputs go to `complex::torch_call` first; a real tensor is its own real part
    // (the same object) and has no imaginary part.
    r.add(topic, &["real"], "input", |_, a| {
        Ok(Value::Tensor(a.tensor("input")?))
    });
    r.add(topic, &["imag"], "input", |_, a| {
        a.tensor("input")?;
        Err(crate::interp::tensor_api::no_imaginary_part())
    });
    r.add(topic, &["device"], "type, index=None", |_, a| {
        // `torch.device(1)`: an index alone names the accelerator's device, which PyTorch
        // calls cuda when it has none (the `(Device device)` signature's int form).
        if a.get("index").is_none() {
            match a.get("type") {
                Some(Value::Int(i)) => return crate::interp::device_obj::make("cuda", Some(*i)),
                Some(Value::BigInt(_)) => {
                    return Err(crate::error::value_error(
                        "Overflow when unpacking long long",
                    ))
                }
                _ => {}
            }
        }
        crate::interp::device_obj::make(&a.str("type")?.unwrap_or_default(), a.i64("index")?)
    });
    r.add(topic, &["Size"], "sizes=()", creation::size);
    // The C types scripts test against (`isinstance(x.dtype, torch.dtype)`); PyTorch makes
    // no new ones.
    r.add(topic, &["dtype"], "*args, **kwargs", |_, _| {
        Err(crate::error::type_error(
            "cannot create 'torch.dtype' instances",
        ))
    });
    r.add(topic, &["memory_format"], "*args, **kwargs", |_, _| {
        Err(crate::error::type_error(
            "cannot create 'torch.memory_format' instances",
        ))
    });
    r.add(topic, &["result_type"], "tensor, other", |_, a| {
        let x = operand(&a.value("tensor")?, "result_type")?;
        let y = operand(&a.value("other")?, "result_type")?;
        Ok(Value::DType(ops::promote(&[x.arg(), y.arg()])?))
    });
    r.add(topic, &["promote_types"], "type1, type2", |_, a| {
        match (a.get("type1"), a.get("type2")) {
            (Some(Value::DType(x)), Some(Value::DType(y))) => {
                Ok(Value::DType(DType::try_promote(*x, *y)?))
            }
            _ => Err(type_error("promote_types() expects two dtypes")),
        }
    });
    r.add(topic, &["can_cast"], "from_, to", |_, a| {
        match (a.get("from_"), a.get("to")) {
            (Some(Value::DType(x)), Some(Value::DType(y))) => {
                Ok(Value::Bool(DType::can_cast(*x, *y)))
            }
            _ => Err(type_error("can_cast() expects two dtypes")),
        }
    });
}

fn set_default_device(_: &mut Interp, a: &Bound) -> Result<Value> {
    let new = match a.get("device") {
        None | Some(Value::None) => None,
        Some(v) => match crate::interp::device_obj::device_and_index(v) {
            Some(named) => Some(named?),
            // Not a device: the argument parser's TypeError.
            None => a.device("device")?.map(|d| (d, None)),
        },
    };
    if let Some((d, _)) = new {
        // Fail here, not at the first factory, when the device is missing.
        crate::dispatch::backend(d)?;
    }
    crate::device::set_context_default(new)?;
    Ok(Value::None)
}

fn set_printoptions(_: &mut Interp, a: &Bound) -> Result<Value> {
    let fmt = crate::interp::format::print_options();
    let mut o = match a.str("profile")? {
        Some(p) => fmt.profile(&p),
        None => fmt,
    };
    let count = |name: &str| -> Result<Option<usize>> {
        a.i64(name)?
            .map(|n| {
                usize::try_from(n).map_err(|_| {
                    value_error(format!(
                        "set_printoptions(): {name} must not be negative (stridelab refuses what PyTorch would fail to print), got {n}"
                    ))
                })
            })
            .transpose()
    };
    o.precision = count("precision")?.unwrap_or(o.precision);
    o.edgeitems = count("edgeitems")?.unwrap_or(o.edgeitems);
    o.linewidth = count("linewidth")?.unwrap_or(o.linewidth);
    o.threshold = a.f64("threshold")?.unwrap_or(o.threshold);
    // As PyTorch: sci_mode is assigned on every call (None is "automatic").
    o.sci_mode = match a.get("sci_mode") {
        None => None,
        Some(_) => Some(a.bool_or("sci_mode", false)?),
    };
    crate::interp::format::set_print_options(o);
    Ok(Value::None)
}

/// `torch.no_grad()` / `torch.enable_grad()`: the context manager, or with a function, that
/// function decorated by it.
fn grad_mode_ctx(
    it: &mut crate::interp::eval::Interp,
    a: &crate::interp::args::Bound,
    enable: bool,
) -> crate::error::Result<Value> {
    let ctx = Value::Object(Rc::new(NoGradCtx { enable }));
    match a.get("orig_func") {
        None | Some(Value::None) => Ok(ctx),
        Some(f) => it.call(&ctx, crate::interp::args::Args::new(vec![f.clone()])),
    }
}
