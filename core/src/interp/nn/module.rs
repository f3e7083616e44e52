//! The native `Module` base scripts subclass: parameter registration, `parameters()`,
//! `train()`/`eval()`, `state_dict()`, calling `forward`, printing as PyTorch prints; and
//! the loading of `prelude.py`, where `nn.Linear` and the other modules are written.

use super::{no_attr, tensors_value};
use crate::error::{runtime, type_error, ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::*;
use crate::ops;
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::cell::RefCell;
use std::rc::Rc;

const PRELUDE: &str = include_str!("prelude.py");

thread_local! {
    /// The prelude, parsed once per thread: every session runs the same text, and lexing and
    /// parsing it was most of the cost of starting one (the fuzzer starts millions).
    static PRELUDE_STMTS: Result<Rc<Vec<crate::interp::ast::Stmt>>> =
        crate::interp::parser::parse_library(PRELUDE).map(Rc::new);
}

/// Runs `prelude.py` in its own scope and keeps the classes it defines, so `nn.Linear` and
/// friends are ordinary classes of this interpreter.
pub fn load_prelude(it: &mut Interp) -> Result<Env> {
    let env = new_env(None);
    {
        let mut v = env.vars.borrow_mut();
        v.insert("torch".into(), Value::Namespace("torch"));
        v.insert("math".into(), Value::Namespace("math"));
        v.insert("F".into(), Value::Namespace("torch.nn.functional"));
        v.insert("init".into(), Value::Namespace("torch.nn.init"));
        v.insert("Module".into(), Value::builtin("torch.nn.Module"));
        v.insert("Parameter".into(), Value::builtin("torch.nn.Parameter"));
    }
    let stmts = PRELUDE_STMTS.with(|s| s.clone())?;
    let saved = it.swap_env(Some(env.clone()));
    let r = it.exec_block(&stmts);
    it.swap_env(saved);
    r?;
    Ok(env)
}

fn is_module(v: &Value) -> bool {
    matches!(v, Value::Instance(i) if i.class.native() == Some("Module"))
}

fn instance(v: &Value) -> Option<&Rc<Instance>> {
    match v {
        Value::Instance(i) => Some(i),
        _ => None,
    }
}

pub fn init_module(v: &Value) -> Result<()> {
    if let Some(i) = instance(v) {
        i.set("training", Value::Bool(true));
    }
    Ok(())
}

/// Own parameters (in registration order), then each child's, as `named_parameters()`.
fn named_parameters(v: &Value, prefix: &str, out: &mut Vec<(String, Tensor)>) {
    let Some(i) = instance(v) else { return };
    let attrs = i.attrs.borrow().clone();
    for (k, x) in &attrs {
        if let Value::Tensor(t) = x {
            if t.autograd().is_parameter && !out.iter().any(|(_, p)| p.same(t)) {
                out.push((format!("{prefix}{k}"), t.clone()));
            }
        }
    }
    for (k, x) in &attrs {
        if is_module(x) {
            named_parameters(x, &format!("{prefix}{k}."), out);
        }
    }
}

fn children(v: &Value) -> Vec<(String, Value)> {
    instance(v)
        .map(|i| {
            i.attrs
                .borrow()
                .iter()
                .filter(|(_, x)| is_module(x))
                .cloned()
                .collect()
        })
        .unwrap_or_default()
}

fn modules(v: &Value, prefix: &str, out: &mut Vec<(String, Value)>) {
    out.push((prefix.to_string(), v.clone()));
    for (k, c) in children(v) {
        let p = if prefix.is_empty() {
            k
        } else {
            format!("{prefix}.{k}")
        };
        modules(&c, &p, out);
    }
}

pub fn iterate_module(it: &mut Interp, v: &Value) -> Result<Option<Vec<Value>>> {
    let Some(i) = instance(v) else {
        return Ok(None);
    };
    if let Some((m, _)) = i.class.lookup("__iter__") {
        let f = bind(m, v);
        let r = it.call(&f, Args::default())?;
        return Ok(Some(it.collect(&r)?));
    }
    Ok(None)
}

/// A method looked up on a module's class, bound to the module.
fn bind(m: Value, recv: &Value) -> Value {
    crate::interp::builtins::bind(m, recv, None)
}

/// `repr(module)`, as `nn.Module.__repr__` builds it.
pub fn instance_repr(it: &mut Interp, v: &Value) -> Result<String> {
    let Some(i) = instance(v) else {
        unreachable!("instance_repr of a non-instance")
    };
    if let Some((m, _)) = i.class.lookup("__repr__") {
        let r = it.call(&bind(m, v), Args::default())?;
        return it.to_str(&r);
    }
    if !is_module(v) {
        return Ok(format!(
            "<__main__.{} object at 0x{:x}>",
            i.class.name,
            Rc::as_ptr(i) as *const u8 as usize
        ));
    }
    let extra = match i.class.lookup("extra_repr") {
        Some((m, _)) => {
            let r = it.call(&bind(m, v), Args::default())?;
            it.to_str(&r)?
        }
        None => String::new(),
    };
    let extra_lines: Vec<String> = if extra.is_empty() {
        vec![]
    } else {
        extra.split('\n').map(String::from).collect()
    };
    let mut child_lines = Vec::new();
    for (k, c) in children(v) {
        let s = instance_repr(it, &c)?;
        let s = s.replace('\n', "\n  ");
        child_lines.push(format!("({k}): {s}"));
    }
    let mut out = format!("{}(", i.class.name);
    if extra_lines.len() == 1 && child_lines.is_empty() {
        out.push_str(&extra_lines[0]);
    } else if !extra_lines.is_empty() || !child_lines.is_empty() {
        let lines: Vec<String> = extra_lines.into_iter().chain(child_lines).collect();
        out.push_str(&format!("\n  {}\n", lines.join("\n  ")));
    }
    out.push(')');
    Ok(out)
}

const MODULE_METHODS: &[&str] = &[
    "parameters",
    "named_parameters",
    "children",
    "named_children",
    "modules",
    "named_modules",
    "zero_grad",
    "train",
    "eval",
    "to",
    "cpu",
    "float",
    "double",
    "state_dict",
    "load_state_dict",
    "register_buffer",
    "register_parameter",
    "add_module",
    "apply",
    "requires_grad_",
    "__call__",
    "forward",
    "buffers",
    "extra_repr",
    "_get_name",
];

pub fn native_attr(_it: &mut Interp, v: &Value, name: &str) -> Result<Option<Value>> {
    if is_module(v) && MODULE_METHODS.contains(&name) {
        if name == "forward" {
            return Err(TorchError::new(
                ErrorKind::NotImplementedError,
                format!(
                    "Module [{}] is missing the required \"forward\" function",
                    v.type_name()
                ),
            ));
        }
        return Ok(Some(Value::method(v.clone(), name)));
    }
    Ok(None)
}

pub fn set_instance_attr(_it: &mut Interp, inst: &Instance, name: &str, v: Value) -> Result<()> {
    inst.set(name, v);
    Ok(())
}

pub fn module_getitem(it: &mut Interp, o: &Value, i: &Value) -> Result<Value> {
    if let Some(inst) = instance(o) {
        if let Some((m, _)) = inst.class.lookup("__getitem__") {
            return it.call(&bind(m, o), Args::new(vec![i.clone()]));
        }
    }
    Err(type_error(format!(
        "'{}' object is not subscriptable",
        o.type_name()
    )))
}

pub fn call_module(it: &mut Interp, f: &Value, args: Args) -> Result<Value> {
    let inst = instance(f).unwrap();
    match inst.class.lookup("forward") {
        Some((m, _)) => it.call(&bind(m, f), args),
        None => Err(TorchError::new(
            ErrorKind::NotImplementedError,
            format!(
                "Module [{}] is missing the required \"forward\" function",
                f.type_name()
            ),
        )),
    }
}

pub fn call_native_method(it: &mut Interp, recv: &Value, name: &str, args: Args) -> Result<Value> {
    let inst = instance(recv).ok_or_else(|| no_attr(recv, name))?.clone();
    Ok(match name {
        "__call__" => call_module(it, recv, args)?,
        "parameters" => {
            let mut ps = Vec::new();
            named_parameters(recv, "", &mut ps);
            tensors_value(ps.into_iter().map(|(_, t)| t).collect())
        }
        "named_parameters" => {
            let mut ps = Vec::new();
            named_parameters(recv, "", &mut ps);
            Value::list(
                ps.into_iter()
                    .map(|(n, t)| Value::tuple(vec![Value::str(&n), Value::Tensor(t)]))
                    .collect(),
            )
        }
        "children" => Value::list(children(recv).into_iter().map(|(_, c)| c).collect()),
        "named_children" => Value::list(
            children(recv)
                .into_iter()
                .map(|(k, c)| Value::tuple(vec![Value::str(&k), c]))
                .collect(),
        ),
        "modules" | "named_modules" => {
            let mut ms = Vec::new();
            modules(recv, "", &mut ms);
            if name == "modules" {
                Value::list(ms.into_iter().map(|(_, m)| m).collect())
            } else {
                Value::list(
                    ms.into_iter()
                        .map(|(k, m)| Value::tuple(vec![Value::str(&k), m]))
                        .collect(),
                )
            }
        }
        "zero_grad" => {
            let a = args.bind("zero_grad", &["set_to_none="])?;
            let none = a.bool_or("set_to_none", true)?;
            let mut ps = Vec::new();
            named_parameters(recv, "", &mut ps);
            for (_, p) in ps {
                if let Some(g) = p.grad() {
                    if none {
                        p.autograd_mut().grad = None;
                    } else {
                        ops::fill_(&g, Scalar::Int(0))?;
                    }
                }
            }
            Value::None
        }
        "train" | "eval" => {
            let mode = if name == "eval" {
                false
            } else {
                args.bind("train", &["mode="])?.bool_or("mode", true)?
            };
            let mut ms = Vec::new();
            modules(recv, "", &mut ms);
            for (_, m) in ms {
                if let Some(i) = instance(&m) {
                    i.set("training", Value::Bool(mode));
                }
            }
            recv.clone()
        }
        "to" | "cpu" | "float" | "double" => {
            let (dtype, device) = match name {
                "float" => (Some(crate::DType::Float32), None),
                "double" => (Some(crate::DType::Float64), None),
                "cpu" => (None, Some(crate::Device::Cpu)),
                _ => {
                    let mut dt = None;
                    let mut dv = None;
                    for v in args.pos.iter().chain(args.kw.iter().map(|(_, v)| v)) {
                        match v {
                            Value::DType(d) => dt = Some(*d),
                            Value::Device(d) => dv = Some(*d),
                            Value::Str(s) => dv = Some(crate::Device::parse(s)?),
                            _ => {}
                        }
                    }
                    (dt, dv)
                }
            };
            let mut ps = Vec::new();
            named_parameters(recv, "", &mut ps);
            let _g = crate::autograd::NoGradGuard::new();
            for (_, p) in ps {
                let mut d = p.clone();
                if let Some(dev) = device {
                    d = ops::to_device(&d, dev)?;
                }
                if let Some(dt) = dtype {
                    d = ops::to_dtype(&d, dt)?;
                }
                if !d.same(&p) {
                    p.set_data(d.storage(), d.layout());
                }
            }
            recv.clone()
        }
        "state_dict" => {
            let mut ps = Vec::new();
            named_parameters(recv, "", &mut ps);
            let mut d = Dict::default();
            for (k, t) in ps {
                d.set(Value::str(&k), Value::Tensor(crate::autograd::detach(&t)))?;
            }
            Value::Dict(Rc::new(RefCell::new(d)))
        }
        "load_state_dict" => {
            let a = args.bind("load_state_dict", &["state_dict", "strict="])?;
            let Value::Dict(src) = a.value("state_dict")? else {
                return Err(type_error("load_state_dict() expects a dict"));
            };
            let mut ps = Vec::new();
            named_parameters(recv, "", &mut ps);
            let _g = crate::autograd::NoGradGuard::new();
            for (k, p) in ps {
                let Some(Value::Tensor(v)) = src.borrow().get(&Value::str(&k))? else {
                    return Err(runtime(format!(
                        "Error(s) in loading state_dict for {}:\n\tMissing key(s) in state_dict: \"{k}\".",
                        recv.type_name()
                    )));
                };
                ops::copy_(&p, &v)?;
            }
            Value::None
        }
        "register_buffer" | "register_parameter" | "add_module" => {
            let (n, v) = (
                args.pos.first().cloned(),
                args.pos.get(1).cloned().unwrap_or(Value::None),
            );
            let Some(Value::Str(n)) = n else {
                return Err(type_error(format!("{name}() expects a name")));
            };
            if name == "register_parameter" {
                if let Value::Tensor(t) = &v {
                    if !t.autograd().is_parameter {
                        return Err(type_error(format!(
                            "cannot assign 'torch.FloatTensor' object to parameter '{n}' (torch.nn.Parameter or None required)"
                        )));
                    }
                }
            }
            inst.set(&n, v);
            Value::None
        }
        "apply" => {
            let f = args
                .pos
                .first()
                .cloned()
                .ok_or_else(|| type_error("apply() missing fn"))?;
            let mut ms = Vec::new();
            modules(recv, "", &mut ms);
            for (_, m) in ms.into_iter().rev() {
                it.call(&f, Args::new(vec![m]))?;
            }
            recv.clone()
        }
        "requires_grad_" => {
            let on = args
                .bind("requires_grad_", &["requires_grad="])?
                .bool_or("requires_grad", true)?;
            let mut ps = Vec::new();
            named_parameters(recv, "", &mut ps);
            for (_, p) in ps {
                crate::autograd::set_requires_grad(&p, on)?;
            }
            recv.clone()
        }
        "buffers" => Value::list(vec![]),
        "extra_repr" => Value::str(""),
        "_get_name" => Value::str(&inst.class.name),
        _ => return Err(no_attr(recv, name)),
    })
}
