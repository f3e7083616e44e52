//! `torch.nn` and `torch.optim` for scripts: the native `Module` base (parameter
//! registration, `parameters()`, calling, printing), the modules of `prelude.py`,
//! `nn.Parameter`, `nn.init`, optimizer objects and `torch.autograd.grad`.

use super::args::{to_f64, Args};
use super::eval::Interp;
use super::value::*;
use crate::error::{runtime, type_error, value_error, ErrorKind, Result, TorchError};
use crate::kernels::RandomDist;
use crate::ops;
use crate::optim::{Hyper, Optimizer, ParamGroup};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

const PRELUDE: &str = include_str!("prelude.py");

thread_local! {
    /// The prelude, parsed once per thread: every session runs the same text, and lexing and
    /// parsing it was most of the cost of starting one (the fuzzer starts millions).
    static PRELUDE_STMTS: Result<Rc<Vec<super::ast::Stmt>>> =
        super::parser::parse(PRELUDE).map(Rc::new);
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

fn no_attr(v: &Value, name: &str) -> TorchError {
    TorchError::new(
        ErrorKind::AttributeError,
        format!("'{}' object has no attribute '{name}'", v.type_name()),
    )
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

fn bind(m: Value, recv: &Value) -> Value {
    match m {
        Value::Function(f) => Value::Function(Rc::new(Function {
            def: f.def.clone(),
            defaults: f.defaults.clone(),
            closure: f.closure.clone(),
            bound: Some(recv.clone()),
            owner: f.owner.clone(),
        })),
        o => o,
    }
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

fn tensors_value(ts: Vec<Tensor>) -> Value {
    Value::list(ts.into_iter().map(Value::Tensor).collect())
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

// ------------------------------------------------------------------------- optimizers

/// `torch.optim.Adam(...)` etc.: the core optimizer plus its param groups as live dicts, so
/// `opt.param_groups[0]['lr'] = ...` changes the next step, as in PyTorch.
pub struct OptimizerObj {
    pub name: &'static str,
    pub inner: Rc<RefCell<Optimizer>>,
    pub groups: Vec<Rc<RefCell<Dict>>>,
}

impl Object for OptimizerObj {
    fn type_name(&self) -> String {
        self.name.into()
    }
    fn repr(&self) -> String {
        let mut s = format!("{} (", self.name);
        for (i, g) in self.groups.iter().enumerate() {
            s.push_str(&format!("\nParameter Group {i}"));
            let mut keys: Vec<(String, Value)> = g
                .borrow()
                .items
                .iter()
                .filter_map(|(k, v)| match k {
                    Value::Str(k) if &**k != "params" => Some((k.to_string(), v.clone())),
                    _ => None,
                })
                .collect();
            keys.sort_by(|a, b| a.0.cmp(&b.0));
            for (k, v) in keys {
                s.push_str(&format!("\n    {k}: {}", plain_repr(&v)));
            }
        }
        s.push_str("\n)");
        s
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A repr for hyperparameter values (numbers, bools, tuples, None) without an interpreter.
fn plain_repr(v: &Value) -> String {
    match v {
        Value::None => "None".into(),
        Value::Bool(b) => if *b { "True" } else { "False" }.into(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => crate::pyfmt::py_float(*f),
        Value::Tuple(t) => {
            let p: Vec<String> = t.iter().map(plain_repr).collect();
            format!("({})", p.join(", "))
        }
        Value::Str(s) => super::builtins::py_str_repr(s),
        v => format!("<{}>", v.type_name()),
    }
}

/// `opt.state`: a view of the optimizer's per-parameter state (a defaultdict in PyTorch).
pub struct StateObj(pub Rc<RefCell<Optimizer>>);

impl Object for StateObj {
    fn type_name(&self) -> String {
        "defaultdict".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

fn opt_of(v: &Value) -> Option<&OptimizerObj> {
    v.downcast::<OptimizerObj>()
}

fn state_dict_for(opt: &RefCell<Optimizer>, p: &Tensor) -> Value {
    let inner = opt.borrow();
    let mut d = Dict::default();
    if let Some(s) = inner.state_of(p) {
        for (k, t) in &s.entries {
            let _ = d.set(Value::str(k), Value::Tensor(t.clone()));
        }
    }
    Value::Dict(Rc::new(RefCell::new(d)))
}

fn getf(d: &Dict, k: &str) -> Result<Option<Value>> {
    d.get(&Value::str(k))
}

fn num(d: &Dict, k: &str, default: f64) -> Result<f64> {
    match getf(d, k)? {
        None | Some(Value::None) => Ok(default),
        Some(v) => {
            to_f64(&v).map_err(|_| type_error(format!("param group '{k}' must be a number")))
        }
    }
}

fn flag(d: &Dict, k: &str) -> Result<bool> {
    Ok(matches!(getf(d, k)?, Some(Value::Bool(true))))
}

/// Reads a param group's hyperparameters back from its dict.
fn hyper_from(name: &str, d: &Dict) -> Result<Hyper> {
    Ok(match name {
        "SGD" => Hyper::Sgd {
            lr: num(d, "lr", 1e-3)?,
            momentum: num(d, "momentum", 0.0)?,
            dampening: num(d, "dampening", 0.0)?,
            weight_decay: num(d, "weight_decay", 0.0)?,
            nesterov: flag(d, "nesterov")?,
            maximize: flag(d, "maximize")?,
        },
        _ => {
            let (b1, b2) = match getf(d, "betas")? {
                Some(v) => {
                    let items = v.tuple_items().or_else(|| match &v {
                        Value::List(l) => Some(l.borrow().clone()),
                        _ => None,
                    });
                    match items.as_deref() {
                        Some([a, b]) => (to_f64(a)?, to_f64(b)?),
                        _ => return Err(value_error("betas must be a pair of floats")),
                    }
                }
                None => (0.9, 0.999),
            };
            Hyper::Adam {
                lr: num(d, "lr", 1e-3)?,
                beta1: b1,
                beta2: b2,
                eps: num(d, "eps", 1e-8)?,
                weight_decay: num(d, "weight_decay", 0.0)?,
                amsgrad: flag(d, "amsgrad")?,
                maximize: flag(d, "maximize")?,
                decoupled: flag(d, "decoupled_weight_decay")?,
                fused: flag(d, "fused")?,
            }
        }
    })
}

fn defaults(name: &str, a: &super::args::Bound) -> Result<Vec<(&'static str, Value)>> {
    let f = |k: &str, d: f64| -> Result<Value> {
        Ok(match a.get(k) {
            None => Value::Float(d),
            Some(v) => v.clone(),
        })
    };
    let b = |k: &str| -> Result<Value> { Ok(Value::Bool(a.bool_or(k, false)?)) };
    Ok(match name {
        "SGD" => vec![
            ("lr", f("lr", 1e-3)?),
            (
                "momentum",
                a.get("momentum").cloned().unwrap_or(Value::Int(0)),
            ),
            (
                "dampening",
                a.get("dampening").cloned().unwrap_or(Value::Int(0)),
            ),
            (
                "weight_decay",
                a.get("weight_decay").cloned().unwrap_or(Value::Int(0)),
            ),
            ("nesterov", b("nesterov")?),
            ("maximize", b("maximize")?),
            ("foreach", Value::None),
            ("differentiable", Value::Bool(false)),
            ("fused", Value::None),
        ],
        _ => vec![
            ("lr", f("lr", 1e-3)?),
            (
                "betas",
                a.get("betas")
                    .cloned()
                    .unwrap_or(Value::tuple(vec![Value::Float(0.9), Value::Float(0.999)])),
            ),
            ("eps", f("eps", 1e-8)?),
            (
                "weight_decay",
                a.get("weight_decay")
                    .cloned()
                    .unwrap_or(if name == "AdamW" {
                        Value::Float(0.01)
                    } else {
                        Value::Int(0)
                    }),
            ),
            ("amsgrad", b("amsgrad")?),
            ("maximize", b("maximize")?),
            ("foreach", Value::None),
            ("capturable", Value::Bool(false)),
            ("differentiable", Value::Bool(false)),
            ("fused", a.get("fused").cloned().unwrap_or(Value::None)),
            (
                "decoupled_weight_decay",
                Value::Bool(name == "AdamW" || a.bool_or("decoupled_weight_decay", false)?),
            ),
        ],
    })
}

fn param_list(it: &mut Interp, v: &Value) -> Result<Vec<Tensor>> {
    if let Value::Tensor(t) = v {
        return Err(type_error(format!(
            "params argument given to the optimizer should be an iterable of Tensors or dicts, but got torch.{}Tensor",
            t.dtype().legacy_name()
        )));
    }
    let items = it.collect(v)?;
    items
        .into_iter()
        .map(|x| match x {
            Value::Tensor(t) => Ok(t),
            o => Err(type_error(format!(
                "optimizer can only optimize Tensors, but one of the params is {}",
                o.type_name()
            ))),
        })
        .collect()
}

/// A param group as given: its tensors and its per-group overrides.
type GroupSpec = (Vec<Tensor>, Vec<(String, Value)>);

fn make_optimizer(it: &mut Interp, name: &'static str, args: Args) -> Result<Value> {
    let params: &[&str] = match name {
        "SGD" => &[
            "params",
            "lr=",
            "momentum=",
            "dampening=",
            "weight_decay=",
            "nesterov=",
            "*",
            "maximize=",
            "foreach=",
            "differentiable=",
            "fused=",
        ],
        _ => &[
            "params",
            "lr=",
            "betas=",
            "eps=",
            "weight_decay=",
            "amsgrad=",
            "*",
            "foreach=",
            "maximize=",
            "capturable=",
            "differentiable=",
            "fused=",
            "decoupled_weight_decay=",
        ],
    };
    let a = args.bind(name, params)?;
    if a.bool_or("foreach", false)? || (name == "SGD" && a.bool_or("fused", false)?) {
        // The single-tensor path is the one stridelab follows; say so instead of pretending.
        return Err(runtime(format!("{name}: this foreach/fused implementation is not available in stridelab; drop the flag to use the single-tensor one (Adam and AdamW accept fused=True)")));
    }
    let defs = defaults(name, &a)?;
    let pv = a.value("params")?;
    let raw = it.collect(&pv)?;
    let group_specs: Vec<GroupSpec> = if raw.iter().all(|x| matches!(x, Value::Dict(_)))
        && !raw.is_empty()
    {
        raw.iter()
            .map(|g| {
                let Value::Dict(d) = g else { unreachable!() };
                let d = d.borrow();
                let ps = d.get(&Value::str("params"))?.ok_or_else(|| value_error("parameter group didn't specify a value of required optimization parameter params"))?;
                let ps = param_list(it, &ps)?;
                let over: Vec<(String, Value)> = d
                    .items
                    .iter()
                    .filter_map(|(k, v)| match k {
                        Value::Str(k) if &**k != "params" => Some((k.to_string(), v.clone())),
                        _ => None,
                    })
                    .collect();
                Ok((ps, over))
            })
            .collect::<Result<_>>()?
    } else {
        vec![(param_list(it, &pv)?, vec![])]
    };
    let mut groups = Vec::new();
    let mut dicts = Vec::new();
    for (ps, over) in group_specs {
        let mut d = Dict::default();
        d.set(Value::str("params"), tensors_value(ps.clone()))?;
        for (k, v) in &defs {
            d.set(Value::str(k), v.clone())?;
        }
        for (k, v) in over {
            d.set(Value::str(&k), v)?;
        }
        groups.push(ParamGroup {
            params: ps,
            hyper: hyper_from(name, &d)?,
        });
        dicts.push(Rc::new(RefCell::new(d)));
    }
    let inner = Optimizer::new(groups)?;
    Ok(Value::Object(Rc::new(OptimizerObj {
        name,
        inner: Rc::new(RefCell::new(inner)),
        groups: dicts,
    })))
}

pub fn object_attr(_it: &mut Interp, v: &Value, name: &str) -> Result<Option<Value>> {
    if let Some(o) = opt_of(v) {
        return Ok(match name {
            "param_groups" => Some(Value::list(
                o.groups.iter().map(|g| Value::Dict(g.clone())).collect(),
            )),
            "state" => Some(Value::Object(Rc::new(StateObj(o.inner.clone())))),
            "step" | "zero_grad" | "add_param_group" | "state_dict" => {
                Some(Value::method(v.clone(), name))
            }
            "defaults" => Some(
                o.groups
                    .first()
                    .map(|g| Value::Dict(g.clone()))
                    .unwrap_or(Value::None),
            ),
            _ => None,
        });
    }
    Ok(None)
}

pub fn object_setattr(_it: &mut Interp, obj: &Value, name: &str, _v: Value) -> Result<()> {
    Err(no_attr(obj, name))
}

pub fn object_getitem(_it: &mut Interp, o: &Value, i: &Value) -> Result<Value> {
    if let Some(s) = o.downcast::<StateObj>() {
        let Value::Tensor(p) = i else {
            return Err(TorchError::new(ErrorKind::KeyError, i.type_name()));
        };
        return Ok(state_dict_for(&s.0, p));
    }
    Err(type_error(format!(
        "'{}' object is not subscriptable",
        o.type_name()
    )))
}

pub fn object_setitem(_it: &mut Interp, o: &Value, _i: &Value, _v: Value) -> Result<()> {
    Err(type_error(format!(
        "'{}' object does not support item assignment",
        o.type_name()
    )))
}

pub fn object_method(it: &mut Interp, recv: &Value, name: &str, args: Args) -> Result<Value> {
    if let Some(o) = opt_of(recv) {
        let o = OptimizerRef {
            name: o.name,
            inner: o.inner.clone(),
            groups: o.groups.clone(),
        };
        match name {
            "step" => {
                let a = args.bind("step", &["closure="])?;
                let loss = match a.get("closure") {
                    Some(c) => {
                        let _g = crate::autograd::NoGradGuard::with(true);
                        it.call(c, Args::default())?
                    }
                    None => Value::None,
                };
                for (gi, d) in o.groups.iter().enumerate() {
                    let h = hyper_from(o.name, &d.borrow())?;
                    o.inner.borrow_mut().groups[gi].hyper = h;
                }
                o.inner.borrow_mut().step()?;
                return Ok(loss);
            }
            "zero_grad" => {
                let a = args.bind("zero_grad", &["set_to_none="])?;
                o.inner
                    .borrow()
                    .zero_grad(a.bool_or("set_to_none", true)?)?;
                return Ok(Value::None);
            }
            _ => {
                return Err(runtime(format!(
                    "{}.{name}() is not supported in stridelab",
                    o.name
                )))
            }
        }
    }
    Err(no_attr(recv, name))
}

/// The parts of an optimizer object a method needs, owned so the interpreter can be
/// borrowed mutably (a `step(closure)` calls back into the script).
struct OptimizerRef {
    name: &'static str,
    inner: Rc<RefCell<Optimizer>>,
    groups: Vec<Rc<RefCell<Dict>>>,
}

pub fn object_call(_it: &mut Interp, f: &Value, _args: Args) -> Result<Value> {
    Err(type_error(format!(
        "'{}' object is not callable",
        f.type_name()
    )))
}

pub fn iterate_state(v: &Value) -> Option<Vec<Value>> {
    v.downcast::<StateObj>().map(|s| {
        s.0.borrow()
            .state
            .iter()
            .map(|(p, _)| Value::Tensor(p.clone()))
            .collect()
    })
}

// ------------------------------------------------------------------------- constructors

/// `nn.Parameter(data, requires_grad=True)`: shares `data`'s storage, as PyTorch's does.
pub fn parameter(args: Args) -> Result<Value> {
    let a = args.bind("Parameter", &["data=", "requires_grad="])?;
    let data = match a.get("data") {
        Some(Value::Tensor(t)) => t.clone(),
        None => ops::zeros(&[0], None, crate::Device::Cpu)?,
        Some(v) => {
            return Err(type_error(format!(
                "Parameter(): argument 'data' must be Tensor, not {}",
                v.type_name()
            )))
        }
    };
    let p = Tensor::from_parts(data.storage(), data.layout());
    p.share_version_counter(&data);
    crate::autograd::make_parameter(&p, a.bool_or("requires_grad", true)?)?;
    Ok(Value::Tensor(p))
}

fn init_fn(name: &str, args: Args) -> Result<Value> {
    let _g = crate::autograd::NoGradGuard::new();
    let t = match args.pos.first() {
        Some(Value::Tensor(t)) => t.clone(),
        _ => return Err(type_error(format!("{name}() expects a tensor"))),
    };
    let rest = Args {
        pos: args.pos[1..].to_vec(),
        kw: args.kw.clone(),
    };
    let fan = |t: &Tensor, mode_in: bool| -> Result<f64> {
        let s = t.shape();
        if s.len() < 2 {
            return Err(value_error(
                "Fan in and fan out can not be computed for tensor with fewer than 2 dimensions",
            ));
        }
        let rf: usize = s[2..].iter().product();
        Ok(if mode_in {
            (s[1] * rf) as f64
        } else {
            (s[0] * rf) as f64
        })
    };
    match name {
        "zeros_" | "ones_" | "constant_" => {
            let v = match name {
                "zeros_" => Scalar::Int(0),
                "ones_" => Scalar::Int(1),
                _ => rest
                    .bind(name, &["val"])?
                    .scalar("val")?
                    .unwrap_or(Scalar::Int(0)),
            };
            ops::fill_(&t, v)?;
        }
        "uniform_" => {
            let a = rest.bind(name, &["a=", "b=", "generator="])?;
            ops::random::fill_random_(
                "uniform_",
                &t,
                RandomDist::Uniform {
                    low: a.f64_or("a", 0.0)?,
                    high: a.f64_or("b", 1.0)?,
                },
            )?;
        }
        "normal_" => {
            let a = rest.bind(name, &["mean=", "std=", "generator="])?;
            ops::random::fill_random_(
                "normal_",
                &t,
                RandomDist::Normal {
                    mean: a.f64_or("mean", 0.0)?,
                    std: a.f64_or("std", 1.0)?,
                },
            )?;
        }
        "kaiming_uniform_" | "kaiming_normal_" => {
            let a = rest.bind(name, &["a=", "mode=", "nonlinearity=", "generator="])?;
            let slope = a.f64_or("a", 0.0)?;
            let mode_in = a.str("mode")?.is_none_or(|m| m == "fan_in");
            let nl = a.str("nonlinearity")?.unwrap_or("leaky_relu".into());
            let gain = match nl.as_str() {
                "relu" => 2f64.sqrt(),
                "leaky_relu" => (2.0 / (1.0 + slope * slope)).sqrt(),
                "tanh" => 5.0 / 3.0,
                _ => 1.0,
            };
            let std = gain / fan(&t, mode_in)?.sqrt();
            if name == "kaiming_uniform_" {
                let bound = 3f64.sqrt() * std;
                ops::random::fill_random_(
                    "uniform_",
                    &t,
                    RandomDist::Uniform {
                        low: -bound,
                        high: bound,
                    },
                )?;
            } else {
                ops::random::fill_random_("normal_", &t, RandomDist::Normal { mean: 0.0, std })?;
            }
        }
        "xavier_uniform_" | "xavier_normal_" => {
            let a = rest.bind(name, &["gain=", "generator="])?;
            let gain = a.f64_or("gain", 1.0)?;
            let std = gain * (2.0 / (fan(&t, true)? + fan(&t, false)?)).sqrt();
            if name == "xavier_uniform_" {
                let bound = 3f64.sqrt() * std;
                ops::random::fill_random_(
                    "uniform_",
                    &t,
                    RandomDist::Uniform {
                        low: -bound,
                        high: bound,
                    },
                )?;
            } else {
                ops::random::fill_random_("normal_", &t, RandomDist::Normal { mean: 0.0, std })?;
            }
        }
        _ => return Err(runtime(format!("torch.nn.init.{name} is not available"))),
    }
    Ok(Value::Tensor(t))
}

/// Calls under `torch.nn.`, `torch.optim.` and `torch.autograd.`.
pub fn call_constructor(it: &mut Interp, full: &str, args: Args) -> Result<Value> {
    if let Some(n) = full.strip_prefix("torch.nn.init.") {
        return init_fn(n, args);
    }
    Ok(match full {
        "torch.nn.Parameter" => parameter(args)?,
        "torch.nn.Module" => {
            let c = Rc::new(Class {
                name: "Module".into(),
                bases: vec![],
                attrs: RefCell::new(Default::default()),
                native_base: Some("Module"),
            });
            super::builtins::instantiate(it, &c, args)?
        }
        "torch.optim.SGD" => make_optimizer(it, "SGD", args)?,
        "torch.optim.Adam" => make_optimizer(it, "Adam", args)?,
        "torch.optim.AdamW" => make_optimizer(it, "AdamW", args)?,
        "torch.autograd.grad" => autograd_grad(it, args)?,
        "torch.autograd.backward" => {
            let a = args.bind(
                "backward",
                &["tensors", "grad_tensors=", "retain_graph=", "create_graph="],
            )?;
            let ts = tensor_seq(it, &a.value("tensors")?)?;
            let gs = match a.get("grad_tensors") {
                Some(v) => tensor_seq(it, v)?.into_iter().map(Some).collect(),
                None => vec![None; ts.len()],
            };
            let create = a.bool_or("create_graph", false)?;
            let retain = a.bool_or("retain_graph", create)?;
            for (t, g) in ts.iter().zip(gs) {
                crate::autograd::backward(t, g.as_ref(), retain, create)?;
            }
            Value::None
        }
        "torch.autograd.set_detect_anomaly" => Value::Object(Rc::new(super::objects::NullCtx)),
        n => {
            let short = n.strip_prefix("torch.nn.").unwrap_or(n);
            match it.nn_class(short) {
                Some(c) => it.call(&c, args)?,
                None => return Err(runtime(format!("{n} is not available in stridelab"))),
            }
        }
    })
}

fn tensor_seq(it: &mut Interp, v: &Value) -> Result<Vec<Tensor>> {
    match v {
        Value::Tensor(t) => Ok(vec![t.clone()]),
        _ => it
            .collect(v)?
            .into_iter()
            .map(|x| match x {
                Value::Tensor(t) => Ok(t),
                o => Err(type_error(format!(
                    "expected a Tensor, got {}",
                    o.type_name()
                ))),
            })
            .collect(),
    }
}

/// `torch.autograd.grad(outputs, inputs, grad_outputs=None, retain_graph=None,
/// create_graph=False, allow_unused=False)`.
fn autograd_grad(it: &mut Interp, args: Args) -> Result<Value> {
    let a = args.bind(
        "grad",
        &[
            "outputs",
            "inputs",
            "grad_outputs=",
            "retain_graph=",
            "create_graph=",
            "only_inputs=",
            "allow_unused=",
            "is_grads_batched=",
            "materialize_grads=",
        ],
    )?;
    let outs = tensor_seq(it, &a.value("outputs")?)?;
    let ins = tensor_seq(it, &a.value("inputs")?)?;
    let gos: Vec<Option<Tensor>> = match a.get("grad_outputs") {
        None => vec![None; outs.len()],
        Some(Value::Tensor(t)) => vec![Some(t.clone())],
        Some(v) => it
            .collect(v)?
            .into_iter()
            .map(|x| match x {
                Value::Tensor(t) => Some(t),
                _ => None,
            })
            .collect(),
    };
    let create = a.bool_or("create_graph", false)?;
    let retain = match a.get("retain_graph") {
        Some(v) => it.truthy(v)?,
        None => create,
    };
    let grads = crate::autograd::grad(
        &outs,
        &ins,
        &gos,
        retain,
        create,
        a.bool_or("allow_unused", false)?,
    )?;
    Ok(Value::tuple(
        grads
            .into_iter()
            .map(|g| g.map(Value::Tensor).unwrap_or(Value::None))
            .collect(),
    ))
}
