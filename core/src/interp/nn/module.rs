//! The native `Module` base scripts subclass: parameter registration, `parameters()`,
//! `train()`/`eval()`, `state_dict()`, calling `forward`, printing as PyTorch prints; and
//! the loading of `prelude.py`, where `nn.Linear` and the other modules are written.

use super::no_attr;
use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::*;
use std::cell::RefCell;
use std::rc::Rc;

/// The modules, in three files: `rnn.py` holds the recurrent ones (with the RNN.cpp math),
/// `attention.py` attention and the Transformer encoder layer; `functions.py` and
/// `composites.py` the `torch` functions PyTorch composes from other ops; `linalg_spectral.py`
/// eigh, svd and what PyTorch builds on them; `linalg_lu.py` the LU family, triangular
/// solves and matrix_exp; `linalg_more.py` the Cholesky solves, the `_ex` forms,
/// triangular_solve, torch.lu, geqrf and householder_product, vander, tensorinv and
/// tensorsolve; `linalg_complex.py` torch.linalg for complex tensors (over
/// `_native.zlinalg_*`), ldl_factor, matrix_sqrth and polar; `vision.py` local response norm, alpha dropout, channel shuffle,
/// grid sampling, LP pooling and max unpooling; `fractional_pool.py` fractional max
/// pooling; `dim_order.py` Tensor.dim_order; `view_copy.py` the view ops' `_copy` forms; `ctc.py` the CTC loss and
/// the adaptive log-softmax; `foreach.py` the `torch._foreach_*` ops; `gradient.py`
/// torch.gradient, scalar_tensor, new_empty_strided, svd_lowrank and pca_lowrank;
/// `spectral.py` the window functions, `torch.signal.windows`, stft and istft.
pub(crate) const PRELUDE: &str = concat!(
    include_str!("prelude.py"),
    include_str!("rnn.py"),
    include_str!("attention.py"),
    include_str!("functions.py"),
    include_str!("aten_torch.py"),
    include_str!("view_copy.py"),
    include_str!("linalg_spectral.py"),
    include_str!("linalg_lu.py"),
    include_str!("linalg_more.py"),
    include_str!("linalg_complex.py"),
    include_str!("composites.py"),
    include_str!("vision.py"),
    include_str!("fractional_pool.py"),
    include_str!("dim_order.py"),
    include_str!("ctc.py"),
    include_str!("foreach.py"),
    include_str!("gradient.py"),
    include_str!("spectral.py")
);

thread_local! {
    /// The prelude, parsed once per thread: every session runs the same text, and lexing and
    /// parsing it was most of the cost of starting one (the fuzzer starts millions).
    static PRELUDE_STMTS: Result<Rc<Vec<crate::interp::ast::Stmt>>> =
        crate::interp::parser::parse_library(PRELUDE).map(Rc::new);
}

/// Runs `prelude.py` in its own scope and keeps the classes it defines, so `nn.Linear` and
/// friends are ordinary classes of this interpreter.
pub fn load_prelude(it: &mut Interp) -> Result<Env> {
    let env = new_library_module_env();
    {
        let mut v = env.vars.borrow_mut();
        v.insert("__name__".into(), Value::str("torch.nn"));
        v.insert("torch".into(), Value::Namespace("torch"));
        v.insert("math".into(), Value::Namespace("math"));
        v.insert("_native".into(), Value::Namespace("_native"));
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
    matches!(v, Value::Instance(i) if i.class().native() == Some("Module"))
}

pub(super) fn instance(v: &Value) -> Option<&Rc<Instance>> {
    match v {
        Value::Instance(i) => Some(i),
        _ => None,
    }
}

fn is_parameter(v: &Value) -> bool {
    crate::interp::complex::is_parameter(v)
}

/// `isinstance(v, nn.Buffer)`: a tensor `nn.Buffer(...)` marked, with its `persistent` flag.
fn marked_buffer(it: &mut Interp, v: &Value) -> Result<Option<bool>> {
    let Some(t) = crate::interp::complex::carrier_of(v) else {
        return Ok(None);
    };
    let t = &t;
    let Some(mark) = it.tensor_dicts.get(t, "_is_buffer") else {
        return Ok(None);
    };
    if !it.truthy(&mark)? {
        return Ok(None);
    }
    match it.tensor_dicts.get(t, "persistent") {
        Some(p) => it.truthy(&p).map(Some),
        None => Ok(Some(true)),
    }
}

/// One of the module's own dicts (`_parameters`, `_buffers`, `_modules`), as
/// `Module.__init__` made it; None before that (or if a script replaced it by a non-dict).
pub(super) fn state_dict_of(inst: &Instance, which: &str) -> Option<Rc<RefCell<Dict>>> {
    match inst.get(which) {
        Some(Value::Dict(d)) => Some(d),
        _ => None,
    }
}

/// `_non_persistent_buffers_set`.
fn non_persistent(inst: &Instance) -> Option<Rc<crate::interp::pyset::SetCell>> {
    match inst.get("_non_persistent_buffers_set") {
        Some(Value::Set(s)) => Some(s),
        _ => None,
    }
}

fn dict_has(d: &Option<Rc<RefCell<Dict>>>, key: &Value) -> Result<bool> {
    match d {
        Some(d) => Ok(d.borrow().get(key)?.is_some()),
        None => Ok(false),
    }
}

/// Nothing to do before `__init__`: `Module.__init__` (prelude.py) makes the module's
/// state, as PyTorch's does, so a subclass that skips `super().__init__()` fails as there.
pub fn init_module(_v: &Value) -> Result<()> {
    Ok(())
}

/// Every module under `v` (itself first), each once, through `_modules`. Iterative, so a
/// deep chain of modules cannot overflow the native stack.
pub(super) fn all_modules(v: &Value) -> Vec<Value> {
    let mut seen = std::collections::HashSet::new();
    let mut out = Vec::new();
    let mut stack = vec![v.clone()];
    while let Some(m) = stack.pop() {
        let Some(i) = instance(&m) else { continue };
        if !seen.insert(Rc::as_ptr(i)) {
            continue;
        }
        let children: Vec<Value> = state_dict_of(i, "_modules")
            .map(|d| d.borrow().items.iter().map(|(_, c)| c.clone()).collect())
            .unwrap_or_default();
        out.push(m);
        stack.extend(children.into_iter().rev().filter(is_module));
    }
    out
}

pub fn iterate_module(it: &mut Interp, v: &Value) -> Result<Option<Vec<Value>>> {
    let Some(i) = instance(v) else {
        return Ok(None);
    };
    if let Some((m, _)) = i.class().lookup("__iter__") {
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

/// `repr(instance)`: the class's `__repr__` (every module has `Module.__repr__`, written in
/// prelude.py as PyTorch's), else Python's default.
pub fn instance_repr(it: &mut Interp, v: &Value) -> Result<String> {
    let Some(i) = instance(v) else {
        return Ok(format!("<{} object>", v.type_name()));
    };
    if let Some((m, _)) = i.class().lookup("__repr__") {
        let r = it.call(&bind(m, v), Args::default())?;
        return match r {
            Value::Str(s) => Ok(s.to_string()),
            other => Err(type_error(format!(
                "__repr__ returned non-string (type {})",
                other.type_name()
            ))),
        };
    }
    if crate::interp::exceptions::class_base(&i.class()).is_some() {
        return crate::interp::exceptions::repr_of(it, i);
    }
    Ok(default_repr(v))
}

/// `object.__repr__`: `<module.Class object at 0x...>` for an instance, the type's name for
/// anything else.
pub fn default_repr(v: &Value) -> String {
    match instance(v) {
        Some(i) => {
            let class = i.class();
            format!(
                "<{}.{} object at 0x{:x}>",
                crate::interp::builtins::class_module(&class),
                crate::interp::builtins::class_qualname(&class),
                Rc::as_ptr(i) as *const u8 as usize
            )
        }
        None => format!("<{} object>", v.type_name()),
    }
}

/// The methods of `Module` that stay native; the rest are in prelude.py.
const MODULE_METHODS: &[&str] = &[
    "__call__",
    "to",
    "cpu",
    "float",
    "double",
    "half",
    "bfloat16",
    "_incompatible_keys",
    "_object_delattr",
];

/// `Module.__getattr__`: after the class's attributes, the module's parameters, buffers and
/// submodules.
pub fn native_attr(_it: &mut Interp, v: &Value, name: &str) -> Result<Option<Value>> {
    let Some(inst) = instance(v).filter(|_| is_module(v)) else {
        return Ok(None);
    };
    if MODULE_METHODS.contains(&name) {
        return Ok(Some(Value::method(v.clone(), name)));
    }
    let key = Value::str(name);
    for which in ["_parameters", "_buffers", "_modules"] {
        if let Some(d) = state_dict_of(inst, which) {
            if let Some(x) = d.borrow().get(&key)? {
                return Ok(Some(x));
            }
        }
    }
    Ok(None)
}

/// `torch.typename(v)` for the messages of `Module.__setattr__`, through prelude.py's
/// `_typename` (a method of `Module` there).
fn typename(it: &mut Interp, this: &Value, v: &Value) -> Result<String> {
    if let Value::Tensor(t) = v {
        return Ok(super::tensor_typename(t));
    }
    let f = it.getattr(this, "_typename_of")?;
    let r = it.call(&f, Args::new(vec![v.clone()]))?;
    it.to_str(&r)
}

fn call_method(it: &mut Interp, this: &Value, name: &str, args: Vec<Value>) -> Result<Value> {
    let f = it.getattr(this, name)?;
    it.call(&f, Args::new(args))
}

/// `self.name = v`. On a module, PyTorch's `Module.__setattr__`: a Parameter is registered in
/// `_parameters` (through `register_parameter`), a Module in `_modules`, a tensor assigned to
/// a buffer's name replaces the buffer; anything else is a plain attribute.
/// The attribute names instances of `c` may hold when every class of its MRO declares
/// `__slots__` (they then have no `__dict__`); None when they have one.
pub fn slot_names(c: &Rc<Class>) -> Option<Vec<String>> {
    let mut names = Vec::new();
    for k in std::iter::once(c.clone()).chain(c.mro_after()) {
        let slots = k.attrs.borrow().get("__slots__").cloned()?;
        let items = match &slots {
            Value::Str(s) => vec![s.to_string()],
            v => v
                .tuple_items()
                .or_else(|| match v {
                    Value::List(l) => Some(l.borrow().clone()),
                    _ => None,
                })?
                .iter()
                .filter_map(|x| match x {
                    Value::Str(s) => Some(s.to_string()),
                    _ => None,
                })
                .collect(),
        };
        if items.iter().any(|s| s == "__dict__") {
            return None;
        }
        names.extend(items);
    }
    if c.native().is_some_and(|n| n != "object") {
        return None;
    }
    Some(names)
}

pub fn set_instance_attr(it: &mut Interp, inst: &Rc<Instance>, name: &str, v: Value) -> Result<()> {
    if inst.class().native() != Some("Module") {
        if let Some(slots) = slot_names(&inst.class()) {
            if !slots.iter().any(|s| s == name) {
                return Err(TorchError::new(
                    ErrorKind::AttributeError,
                    format!("'{}' object has no attribute '{name}'", inst.class().name),
                ));
            }
        }
        inst.set(name, v);
        return Ok(());
    }
    let this = Value::Instance(inst.clone());
    let key = Value::str(name);
    let params = state_dict_of(inst, "_parameters");
    let buffers = state_dict_of(inst, "_buffers");
    let modules = state_dict_of(inst, "_modules");
    let discard_non_persistent = || -> Result<()> {
        if let Some(s) = non_persistent(inst) {
            s.table.borrow_mut().discard(&key)?;
        }
        Ok(())
    };
    let remove = |d: &Option<Rc<RefCell<Dict>>>| -> Result<()> {
        if let Some(d) = d {
            d.borrow_mut().remove(&key)?;
        }
        Ok(())
    };
    if is_parameter(&v) {
        if params.is_none() {
            return Err(TorchError::new(
                ErrorKind::AttributeError,
                "cannot assign parameters before Module.__init__() call",
            ));
        }
        inst.remove(name);
        remove(&buffers)?;
        remove(&modules)?;
        discard_non_persistent()?;
        call_method(it, &this, "register_parameter", vec![key, v])?;
        return Ok(());
    }
    if dict_has(&params, &key)? {
        if !matches!(v, Value::None) {
            return Err(type_error(format!(
                "cannot assign '{}' as parameter '{name}' (torch.nn.Parameter or None expected)",
                typename(it, &this, &v)?
            )));
        }
        call_method(it, &this, "register_parameter", vec![key, v])?;
        return Ok(());
    }
    if is_module(&v) {
        let Some(m) = &modules else {
            return Err(TorchError::new(
                ErrorKind::AttributeError,
                "cannot assign module before Module.__init__() call",
            ));
        };
        inst.remove(name);
        remove(&params)?;
        remove(&buffers)?;
        discard_non_persistent()?;
        let v = module_registration_hooks(it, &this, &key, v)?;
        m.borrow_mut().set(key, v)?;
        return Ok(());
    }
    if dict_has(&modules, &key)? {
        if !matches!(v, Value::None) {
            return Err(type_error(format!(
                "cannot assign '{}' as child module '{name}' (torch.nn.Module or None expected)",
                typename(it, &this, &v)?
            )));
        }
        let v = module_registration_hooks(it, &this, &key, v)?;
        if let Some(m) = &modules {
            m.borrow_mut().set(key, v)?;
        }
        return Ok(());
    }
    let buffer_mark = marked_buffer(it, &v)?;
    if buffer_mark.is_some() || dict_has(&buffers, &key)? {
        let tensor = crate::interp::complex::carrier_of(&v).is_some();
        if !matches!(v, Value::None) && !tensor {
            return Err(type_error(format!(
                "cannot assign '{}' as buffer '{name}' (torch.nn.Buffer, torch.Tensor or None expected)",
                typename(it, &this, &v)?
            )));
        }
        let persistent = match (buffer_mark, non_persistent(inst)) {
            (Some(p), _) => p,
            (None, Some(s)) => !s.table.borrow().contains(&key)?,
            (None, None) => true,
        };
        call_method(
            it,
            &this,
            "register_buffer",
            vec![key, v, Value::Bool(persistent)],
        )?;
        return Ok(());
    }
    inst.set(name, v);
    Ok(())
}

/// A submodule assigned as an attribute passes the global module registration hooks
/// (`register_module_module_registration_hook`), each of which may replace it.
fn module_registration_hooks(
    it: &mut Interp,
    this: &Value,
    key: &Value,
    v: Value,
) -> Result<Value> {
    if !global_table_set(it, "_global_module_registration_hooks") {
        return Ok(v);
    }
    let Some(f) = it.nn_global("_module_registered") else {
        return Ok(v);
    };
    it.call(&f, Args::new(vec![this.clone(), key.clone(), v]))
}

pub fn module_getitem(it: &mut Interp, o: &Value, i: &Value) -> Result<Value> {
    if let Some(inst) = instance(o) {
        if let Some((m, _)) = inst.class().lookup("__getitem__") {
            return it.call(&bind(m, o), Args::new(vec![i.clone()]));
        }
    }
    Err(type_error(format!(
        "'{}' object is not subscriptable",
        o.type_name()
    )))
}

/// Has the module a forward or backward hook? Then prelude.py's `_call_impl` runs the
/// call (PyTorch's own fast path skips it the same way).
fn has_hooks(inst: &Instance) -> bool {
    const HOOKS: [&str; 4] = [
        "_forward_pre_hooks",
        "_forward_hooks",
        "_backward_hooks",
        "_backward_pre_hooks",
    ];
    HOOKS
        .iter()
        .any(|n| inst.get(n).is_some_and(|v| table_nonempty(&v)))
}

/// Is a hook table (a dict, or collections.py's OrderedDict) non-empty?
fn table_nonempty(v: &Value) -> bool {
    match v {
        Value::Dict(d) => !d.borrow().items.is_empty(),
        // An OrderedDict (collections.py) keeps its items in a dict of its own, `_d`.
        v => match instance(v).and_then(|o| o.get("_d")) {
            Some(Value::Dict(d)) => !d.borrow().items.is_empty(),
            _ => false,
        },
    }
}

/// Is one of the global tables of module.py (prelude.py's `_global_forward_hooks`, ...)
/// non-empty? Every module's call then goes through `_call_impl`.
fn global_table_set(it: &mut Interp, name: &str) -> bool {
    it.nn_global(name).is_some_and(|v| table_nonempty(&v))
}

fn has_global_hooks(it: &mut Interp) -> bool {
    const GLOBAL: [&str; 4] = [
        "_global_forward_pre_hooks",
        "_global_forward_hooks",
        "_global_backward_hooks",
        "_global_backward_pre_hooks",
    ];
    GLOBAL.iter().any(|n| global_table_set(it, n))
}

pub fn call_module(it: &mut Interp, f: &Value, args: Args) -> Result<Value> {
    let Some(inst) = instance(f) else {
        return Err(type_error(format!(
            "'{}' object is not callable",
            f.type_name()
        )));
    };
    if has_hooks(inst) || has_global_hooks(it) {
        if let Some((m, _)) = inst.class().lookup("_call_impl") {
            return it.call(&bind(m, f), args);
        }
    }
    // `self.forward` as `_call_impl` reads it: an instance's own `forward` (a patched one,
    // `model.forward = fn`) wins over the class's.
    if let Some(m) = inst.get("forward") {
        return it.call(&m, args);
    }
    match inst.class().lookup("forward") {
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
        "to" | "cpu" | "float" | "double" | "half" | "bfloat16" => {
            use crate::interp::complex::module_cast::Cast;
            let real = |d| Some(Cast::Real(d));
            let (cast, device, memory_format) = match name {
                "float" => (real(crate::DType::Float32), None, None),
                "double" => (real(crate::DType::Float64), None, None),
                "half" => (real(crate::DType::Float16), None, None),
                "bfloat16" => (real(crate::DType::BFloat16), None, None),
                "cpu" => (None, Some(crate::Device::Cpu), None),
                _ => to_arguments(&args)?,
            };
            if matches!(cast, Some(Cast::Complex(_))) {
                crate::interp::complex::module_cast::warn_complex_module();
            }
            let conv = super::module_apply::Conversion {
                cast,
                device,
                floating_only: name != "to",
                memory_format,
            };
            super::module_apply::apply_conversion(recv, conv).map_err(|mut e| {
                // module.py's `to` adds its advice to the meta device's copy-out refusal.
                if name == "to" && e.message == crate::meta::no_data().message {
                    e.message.push_str(" Please use torch.nn.Module.to_empty() instead of torch.nn.Module.to() when moving module from meta to a different device.");
                }
                e
            })?;
            recv.clone()
        }
        // load_state_dict's result: PyTorch's `_IncompatibleKeys` named tuple.
        "_incompatible_keys" => {
            let get = |k: usize| args.pos.get(k).cloned().unwrap_or(Value::list(vec![]));
            crate::interp::objects::named_tuple(
                "_IncompatibleKeys",
                vec![("missing_keys", get(0)), ("unexpected_keys", get(1))],
            )
        }
        // object.__delattr__, for Module.__delattr__'s plain attributes.
        "_object_delattr" => {
            let Some(Value::Str(n)) = args.pos.first() else {
                return Err(type_error("attribute name must be string"));
            };
            if !inst.remove(n) {
                return Err(no_attr(recv, n));
            }
            Value::None
        }
        _ => return Err(no_attr(recv, name)),
    })
}

/// `Module.to(...)`'s dtype and device, as `_parse_to` reads them (a dtype that is neither
/// floating nor complex is module.py's TypeError).
/// `module.to(...)`'s dtype, device and memory format (torch._C._nn._parse_to): a dtype, a
/// device (or its name), another tensor (its dtype and device), `memory_format=`.
fn to_arguments(args: &Args) -> Result<ToArguments> {
    use crate::interp::complex::module_cast::Cast;
    let mut dt = None;
    let mut dv = None;
    let mut fmt = None;
    for (k, v) in &args.kw {
        if k == "memory_format" {
            match v {
                Value::MemoryFormat(f) => fmt = Some(*f),
                Value::None => {}
                v => {
                    return Err(type_error(format!(
                        "to() received an invalid combination of arguments - got (memory_format={}, ), but expected one of:",
                        v.type_name()
                    )))
                }
            }
        }
    }
    for v in args.pos.iter() {
        if let Value::Tensor(t) = v {
            dv = Some(t.device());
            // An integer tensor's dtype is module.py's refusal, as a dtype argument's is.
            let cast =
                crate::interp::complex::module_cast::module_cast_of(&Value::DType(t.dtype()));
            dt = cast.transpose()?;
            continue;
        }
        if let Some(z) = crate::interp::complex::ComplexTensor::of(v) {
            dv = Some(z.pairs.device());
            dt = Some(Cast::Complex(z.pairs.dtype()));
            continue;
        }
    }
    for v in args.values() {
        if let Some(c) = crate::interp::complex::module_cast::module_cast_of(v) {
            dt = Some(c?);
            continue;
        }
        match v {
            Value::Str(s) => dv = Some(crate::Device::parse(s)?),
            v if crate::interp::device_obj::device_of(v).is_some() => {
                dv = Some(crate::interp::device_obj::device_of(v).expect("checked")?)
            }
            _ => {}
        }
    }
    Ok((dt, dv, fmt))
}

type ToArguments = (
    Option<crate::interp::complex::module_cast::Cast>,
    Option<crate::Device>,
    Option<crate::layout::MemoryFormat>,
);
