//! The parts of Python's standard library that teaching code imports (`collections`,
//! `itertools`, `functools`, `dataclasses`, `typing`, `os`, `sys`, `time`, `operator`,
//! `heapq`, `bisect`, `inspect`), written in the
//! Python subset stridelab runs, after CPython 3.11's documented behaviour. Each module is
//! run once per session, on its first import, in a scope of its own.
//!
//! Why Python and not Rust: these are plain Python in CPython too (mostly), they need the
//! interpreter's own objects (generators, classes, calls back into the script), and the
//! source reads as the documentation of what is supported.

use super::class_modules;
use super::eval::Interp;
use super::protocol::Object;
use super::registry::{FunctionFn, Registry};
use super::value::*;
use crate::error::{ErrorKind, Result, TorchError};
use std::any::Any;
use std::rc::Rc;
use std::sync::LazyLock;

mod autocast_natives;
mod clocks;
mod graph_task_natives;
pub use clocks::set_clocks;
mod reexports;
mod regex_backtrack;
mod regex_native;
mod regex_parse;
mod save_bytes;
mod snapshot;
mod unicode_data;

mod sources;
pub use reexports::{python_attr_of, python_names_of};
use sources::SOURCES;

/// `docs/api.md`'s table of the modules written here: each module's public classes and
/// functions, read from the top level of its source.
pub fn modules_markdown() -> String {
    let mut out = String::from(
        "## Modules written in Python\n\n\
         Imported on first use from `core/src/interp/stdlib/`; their classes and functions\n\
         follow CPython's or PyTorch's own Python code.\n\n\
         | module | classes | functions |\n|---|---|---|\n",
    );
    let mut sorted: Vec<&(&str, &str)> = SOURCES.iter().collect();
    sorted.sort_by_key(|(name, _)| *name);
    for (name, src) in sorted {
        if name.starts_with('_') && !name.starts_with("__") {
            continue;
        }
        let public = |prefix: &str| -> String {
            src.lines()
                .filter_map(|l| l.strip_prefix(prefix))
                .map(|rest| rest.split(['(', ':']).next().unwrap_or("").trim())
                .filter(|n| !n.is_empty() && !n.starts_with('_'))
                .map(|n| format!("`{n}`"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        out.push_str(&format!(
            "| `{name}` | {} | {} |\n",
            public("class "),
            public("def ")
        ));
    }
    out
}

/// The special methods (`__init__`, `__getitem__`, ...) the class `class` of the module
/// `module` defines in its own body, read from its source: a stand-in's unbound slots
/// (`list.__init__(self, xs)`, builtins/attributes.rs) are the ones it has, with no hand
/// list to drift from it.
pub fn stand_in_slots(module: &str, class: &str) -> Vec<&'static str> {
    let Some((_, src)) = SOURCES.iter().find(|(n, _)| *n == module) else {
        return Vec::new();
    };
    let header = format!("class {class}:");
    let mut lines = src.lines().skip_while(|l| *l != header).skip(1);
    let mut out = Vec::new();
    // The body: every line up to the next one at the top level (blank lines belong to it).
    for line in lines.by_ref() {
        if !line.is_empty() && !line.starts_with(' ') && !line.starts_with('#') {
            break;
        }
        let Some(rest) = line.strip_prefix("    def __") else {
            continue;
        };
        if let Some(end) = rest.find("__(") {
            let whole = &line["    def ".len()..];
            out.push(&whole[..end + 4]);
        }
    }
    out
}

pub fn is_stdlib(name: &str) -> bool {
    SOURCES.iter().any(|(n, _)| *n == name)
        || name == class_modules::NN_MODULES
        || class_modules::classes_in(name).is_some()
}

/// The part of a dotted import that is missing: CPython imports each parent package first,
/// so `import matplotlib.pyplot` without matplotlib names 'matplotlib'. A parent exists
/// when it is a module here or the parent of one (`torch.utils` of `torch.utils.data`).
pub fn first_missing(module: &str, native: impl Fn(&str) -> bool) -> &str {
    let exists = |m: &str| {
        native(m)
            || is_stdlib(m)
            || SOURCES.iter().any(|(n, _)| {
                n.len() > m.len() && n.starts_with(m) && n.as_bytes()[m.len()] == b'.'
            })
    };
    let mut end = 0;
    for (i, _) in module.match_indices('.').chain([(module.len(), "")]) {
        end = i;
        if !exists(&module[..i]) {
            break;
        }
    }
    &module[..end]
}

/// A module written in Python: its global scope.
pub struct PyModule {
    pub name: String,
    pub env: Env,
}

impl PyModule {
    /// The module's names as the running code sees them (`dir`, `vars`).
    pub fn names(&self, it: &Interp) -> Vec<String> {
        let vars = self.env.vars.borrow();
        vars.keys()
            .filter(|n| !hidden_from_scripts(it, n))
            .cloned()
            .collect()
    }
}

/// The native helpers a library module reaches Rust through trust their callers (a
/// `tensor_str` indent of 2**62 aborted the process): to a script they are not there at
/// all (builtins/attributes.rs refuses the namespace itself).
fn hidden_from_scripts(it: &Interp, name: &str) -> bool {
    name == "_native" && crate::interp::value::library_module_name(&it.env).is_none()
}

impl Object for PyModule {
    fn type_name(&self) -> String {
        "module".into()
    }
    fn repr(&self) -> String {
        format!("<module '{}' (built-in)>", self.name)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, it: &mut Interp, _this: &Value, name: &str) -> Result<Option<Value>> {
        if name == "__name__" {
            return Ok(Some(Value::str(&self.name)));
        }
        // Every module has a `__doc__` (None without a docstring): csv's `__all__` lists it.
        if name == "__doc__" && !self.env.vars.borrow().contains_key(name) {
            return Ok(Some(Value::None));
        }
        // Names starting with `_` are the module's helpers, as private as Python's.
        if hidden_from_scripts(it, name) {
            return Ok(None);
        }
        let found = self.env.vars.borrow().get(name).cloned();
        if found.is_some() {
            return Ok(found);
        }
        // A submodule written in Python is an attribute of its package once imported;
        // PyTorch's packages import theirs (`torch.nn.utils.rnn`), so it is loaded here.
        let dotted = format!("{}.{name}", self.name);
        if SOURCES.iter().any(|(n, _)| *n == dotted) {
            return import(it, &dotted).map(Some);
        }
        // A module-level `__getattr__` answers the names it lacks (PEP 562): numpy names
        // what it does not implement.
        let hook = self.env.vars.borrow().get("__getattr__").cloned();
        match hook {
            Some(f) => it
                .call(&f, super::args::Args::new(vec![Value::str(name)]))
                .map(Some),
            None => Ok(None),
        }
    }
    fn setattr(&self, it: &mut Interp, _this: &Value, name: &str, v: Value) -> Result<()> {
        // A module PyTorch swaps for a ModuleType subclass with properties
        // (torch.backends.quantized's `engine`) checks assignments in its `_setattr_hook`,
        // which says whether it took the value.
        let hook = self.env.vars.borrow().get("_setattr_hook").cloned();
        if let Some(f) = hook {
            let args = super::args::Args::new(vec![Value::str(name), v.clone()]);
            let took = it.call(&f, args)?;
            if it.truthy(&took)? {
                return Ok(());
            }
        }
        self.env.vars.borrow_mut().insert(name.to_string(), v);
        Ok(())
    }
}

thread_local! {
    /// Each source parsed once per thread (sessions run the same text).
    static PARSED: std::cell::RefCell<std::collections::HashMap<&'static str, Rc<Vec<super::ast::Stmt>>>> =
        Default::default();
}

/// `import name` of a stdlib module: runs its source on first use, then the same module.
pub fn import(it: &mut Interp, name: &str) -> Result<Value> {
    if let Some(m) = it.loaded_module(name) {
        return Ok(m);
    }
    if let Some(m) = nn_files_module(it, name)? {
        return Ok(m);
    }
    let Some((key, src)) = SOURCES.iter().find(|(n, _)| *n == name) else {
        return Err(TorchError::new(
            ErrorKind::ModuleNotFoundError,
            format!("No module named '{name}'"),
        ));
    };
    let stmts = match PARSED.with(|p| p.borrow().get(key).cloned()) {
        Some(s) => s,
        None => {
            let s = Rc::new(super::parser::parse_library(src).map_err(|e| {
                TorchError::new(
                    ErrorKind::RuntimeError,
                    format!("internal error: stridelab's {name} module does not parse: {e}"),
                )
            })?);
            PARSED.with(|p| p.borrow_mut().insert(key, s.clone()));
            s
        }
    };
    let env = new_library_module_env();
    {
        let mut v = env.vars.borrow_mut();
        v.insert("__name__".into(), Value::str(name));
        v.insert("_native".into(), Value::Namespace("_native"));
    }
    let module = Value::Object(Rc::new(PyModule {
        name: name.to_string(),
        env: env.clone(),
    }));
    // Registered before it runs, as Python does, so modules importing each other terminate.
    it.register_module(name, module.clone(), env.clone());
    let saved = it.swap_env(Some(env));
    let r = it.exec_block(&stmts);
    it.swap_env(saved);
    if let Err(mut e) = r {
        it.forget_module(name);
        e.span = None;
        return Err(e);
    }
    Ok(module)
}

/// A native entry written in one of these modules: `module.name(*args)`, the module
/// imported on first use (`Tensor.to_sparse` runs `torch.sparse._to_sparse`).
pub fn call_function(it: &mut Interp, module: &str, name: &str, args: Vec<Value>) -> Result<Value> {
    let m = import(it, module)?;
    let f = it.getattr(&m, name)?;
    it.call(&f, super::args::Args::new(args))
}

/// `torch.nn.modules` (each of its files as an attribute) or one of its files, holding the
/// nn prelude's classes PyTorch defines there.
fn nn_files_module(it: &mut Interp, name: &str) -> Result<Option<Value>> {
    if name != class_modules::NN_MODULES && class_modules::classes_in(name).is_none() {
        return Ok(None);
    }
    let env = new_library_module_env();
    env.vars
        .borrow_mut()
        .insert("__name__".into(), Value::str(name));
    if name == class_modules::NN_MODULES {
        for file in class_modules::nn_files() {
            let m = import(it, file)?;
            let short = file.rsplit('.').next().unwrap_or(file);
            env.vars.borrow_mut().insert(short.to_string(), m);
        }
    } else {
        let Some(classes) = class_modules::classes_in(name) else {
            return Ok(None);
        };
        for c in classes {
            if let Some(v) = it.nn_class(c) {
                env.vars.borrow_mut().insert(c.to_string(), v);
            }
        }
        if name == "torch.nn.modules.module" {
            for n in class_modules::MODULE_PY_GLOBALS {
                if let Some(v) = it.nn_global(n) {
                    env.vars.borrow_mut().insert(n.to_string(), v);
                }
            }
        }
    }
    let module = Value::Object(Rc::new(PyModule {
        name: name.to_string(),
        env: env.clone(),
    }));
    it.register_module(name, module.clone(), env);
    Ok(Some(module))
}

/// Native helpers the Python modules call as `_native.name(...)`: what Python itself gets
/// from C (clocks, the platform).
pub static NATIVE: LazyLock<Registry<FunctionFn>> = LazyLock::new(|| {
    let mut r: Registry<FunctionFn> = Registry::new("_native");
    let topic = "clocks";
    r.add(topic, &["time"], "", |_, _| {
        Ok(Value::Float(clocks::wall_clock()))
    });
    r.add(topic, &["perf_counter"], "", |_, _| {
        Ok(Value::Float(clocks::monotonic()))
    });
    r.add("source", &["source_line"], "filename, lineno", |_, a| {
        let name = match a.value_or_none("filename") {
            Value::Str(s) => s.to_string(),
            _ => String::new(),
        };
        let lineno = a.i64("lineno")?.unwrap_or(0);
        Ok(Value::str(&super::frames::source_line(&name, lineno)))
    });
    unicode_data::register(&mut r);
    regex_native::register(&mut r);
    autocast_natives::register(&mut r);
    crate::interp::complex::linalg_natives::register(&mut r);
    crate::interp::builtins::stand_in_natives(&mut r);
    // The raw gamma sampler behind `torch._standard_gamma`, whose gradient node the nn
    // prelude attaches (StandardGammaBackward0).
    r.add("sampling", &["standard_gamma"], "alpha", |_, a| {
        Ok(Value::Tensor(crate::ops::sampling::standard_gamma(
            &a.tensor("alpha")?,
        )?))
    });
    // The correctly rounded square root (SqrtBackward0 when recorded), for ops written in
    // Python whose ATen kernel takes `std::sqrt` where `Tensor.sqrt` would be MKL's root.
    r.add("math", &["sqrt_ieee"], "t", |_, a| {
        Ok(Value::Tensor(crate::ops::named::sqrt_ieee(
            &a.tensor("t")?,
        )?))
    });
    // var_mean/std_mean's one Welford pass (ops::reduce::var_mean); the nn prelude records
    // the node.
    r.add(
        "math",
        &["var_mean"],
        "t, dim, correction, keepdim, take_sqrt",
        |_, a| {
            // None, an int or a sequence of ints, as int_list reads them.
            let dims = a.int_list("dim")?;
            let (var, mean) = crate::ops::reduce::var_mean(
                &a.tensor("t")?,
                dims.as_deref(),
                a.f64_or("correction", 1.0)?,
                a.bool_or("keepdim", false)?,
                a.bool_or("take_sqrt", false)?,
            )?;
            Ok(Value::tuple(vec![Value::Tensor(var), Value::Tensor(mean)]))
        },
    );
    graph_task_natives::register(&mut r);
    crate::interp::sparse_grad::register(&mut r);
    let topic = "custom autograd functions";
    r.add(
        topic,
        &["function_record"],
        "cls, ctx, args, output, generic_jvp=False",
        |it, a| {
            super::custom_function::record(
                it,
                a.value_or_none("cls"),
                a.value_or_none("ctx"),
                a.value_or_none("args"),
                a.value_or_none("output"),
                a.bool_or("generic_jvp", false)?,
            )
        },
    );
    r.add(topic, &["function_saved"], "ctx", |it, a| {
        super::custom_function::saved(it, a.value_or_none("ctx"))
    });
    r.add(topic, &["delayed_error"], "msg, tensors", |it, a| {
        super::custom_function::delayed_error(
            it,
            a.value_or_none("msg"),
            a.value_or_none("tensors"),
        )
    });
    forward_ad_natives(&mut r);
    // A lazy module's tensors before they have a shape (prelude.py's `_uninitialized`).
    r.add("lazy modules", &["set_uninitialized"], "t, flag", |_, a| {
        a.tensor("t")?.autograd_mut().uninitialized = a.bool_or("flag", true)?;
        Ok(Value::None)
    });
    r.add("lazy modules", &["is_uninitialized"], "t", |_, a| {
        Ok(Value::Bool(match a.value("t")? {
            Value::Tensor(t) => crate::interp::tensor_api::is_uninitialized(&t),
            _ => false,
        }))
    });
    super::frames::register(&mut r);
    super::saved_tensor_hooks::register(&mut r);
    // PyTorch's `_tensor_str(t, indent)`: a tensor's rows as `repr` prints them, for a
    // printout that nests it (a sparse tensor's indices and values).
    r.add("printing", &["tensor_str"], "t, indent", |_, a| {
        let indent = a.i64("indent")?.unwrap_or(0).max(0) as usize;
        Ok(Value::str(&super::format::tensor_str(
            &a.tensor("t")?,
            indent,
        )?))
    });
    r.add("printing", &["print_linewidth"], "", |_, _| {
        Ok(Value::Int(super::format::print_options().linewidth as i64))
    });
    let topic = "objects";
    // What CPython's copy module gets from object.__reduce_ex__: a new object of the same
    // class without calling __init__, and attribute writes that bypass __setattr__.
    // inspect.signature's rows: (name, kind, has_default, default), or None.
    r.add(topic, &["signature_rows"], "obj", |_, a| {
        Ok(
            match super::introspect::signature_rows(&a.value_or_none("obj")) {
                Some(rows) => Value::list(rows),
                None => Value::None,
            },
        )
    });
    r.add(topic, &["instance_copy"], "obj", |_, a| {
        match a.value_or_none("obj") {
            Value::Instance(i) => {
                let copy = i.shallow_copy(i.class());
                crate::interp::builtins::fresh_items(&copy);
                Ok(Value::Instance(Rc::new(copy)))
            }
            other => Err(TorchError::new(
                ErrorKind::TypeError,
                format!("cannot copy '{}' object", other.type_name()),
            )),
        }
    });
    r.add(topic, &["instance_set"], "obj, name, value", |_, a| {
        let (Value::Instance(i), Value::Str(name)) =
            (a.value_or_none("obj"), a.value_or_none("name"))
        else {
            return Err(TorchError::new(
                ErrorKind::TypeError,
                "instance_set(obj, name, value)",
            ));
        };
        i.set(&name, a.value_or_none("value"));
        Ok(Value::None)
    });
    // The type of native objects named `name` (`type(x)` of one): how a module written in
    // Python names a native class (`torch._C._functions.AccumulateGrad`).
    r.add(topic, &["type_named"], "name", |_, a| {
        let name = a.str("name")?.unwrap_or_default();
        Ok(Value::Object(std::rc::Rc::new(
            crate::interp::objects::TypeObj(name),
        )))
    });
    // ATen's `TORCH_WARN_ONCE` from an op written in Python: the first time in a session.
    r.add(topic, &["torch_warn_once"], "message, site", |_, a| {
        let message = a.str("message")?.unwrap_or_default();
        let site = a.str("site")?.unwrap_or_default();
        crate::warnings::torch_warn_once(&message, &site);
        Ok(Value::None)
    });
    // ATen's `TORCH_WARN` from a function written in Python: every time.
    r.add(topic, &["torch_warn"], "message, site", |_, a| {
        let message = a.str("message")?.unwrap_or_default();
        let site = a.str("site")?.unwrap_or_default();
        crate::warnings::torch_warn(&message, &site);
        Ok(Value::None)
    });
    // An op written in Python whose ATen op has no derivative formula: `value` gets the
    // `NotImplemented` node PyTorch records when an input requires grad, whose backward
    // raises `message`.
    r.add(
        topic,
        &["not_implemented"],
        "value, message, *inputs",
        |_, a| {
            let out = a.tensor("value")?;
            let message = a.str("message")?.unwrap_or_default();
            let inputs: Vec<Option<crate::Tensor>> = a
                .varargs("inputs")
                .into_iter()
                .map(|v| match v {
                    Value::Tensor(t) => Some(t),
                    _ => None,
                })
                .collect();
            let refs: Vec<Option<&crate::Tensor>> = inputs.iter().map(|t| t.as_ref()).collect();
            crate::ops::autodiff::record_not_implemented(&refs, &out, &message)?;
            Ok(Value::Tensor(out))
        },
    );
    // `torch.return_types.X((a, b))` for functions written in Python: PyTorch's named
    // tuples, whose fields this table names.
    r.add(topic, &["return_type"], "name, values", |it, a| {
        const FIELDS: &[(&str, &[&str])] = &[
            ("linalg_slogdet", &["sign", "logabsdet"]),
            ("slogdet", &["sign", "logabsdet"]),
            ("linalg_qr", &["Q", "R"]),
            ("linalg_eigh", &["eigenvalues", "eigenvectors"]),
            ("linalg_svd", &["U", "S", "Vh"]),
            ("svd", &["U", "S", "V"]),
            (
                "linalg_lstsq",
                &["solution", "residuals", "rank", "singular_values"],
            ),
            ("linalg_lu_factor", &["LU", "pivots"]),
            ("linalg_lu_factor_ex", &["LU", "pivots", "info"]),
            ("linalg_lu", &["P", "L", "U"]),
            ("linalg_cholesky_ex", &["L", "info"]),
            ("linalg_eig", &["eigenvalues", "eigenvectors"]),
            ("linalg_ldl_factor", &["LD", "pivots"]),
            ("linalg_ldl_factor_ex", &["LD", "pivots", "info"]),
            ("linalg_polar", &["U", "H"]),
            ("linalg_inv_ex", &["inverse", "info"]),
            ("linalg_solve_ex", &["result", "info"]),
            ("triangular_solve", &["solution", "cloned_coefficient"]),
            ("geqrf", &["a", "tau"]),
            ("_lu_with_info", &["LU", "pivots", "info"]),
            ("lu_unpack", &["P", "L", "U"]),
            ("histogram", &["hist", "bin_edges"]),
            ("histogramdd", &["hist", "bin_edges"]),
            ("aminmax", &["min", "max"]),
            ("frexp", &["mantissa", "exponent"]),
        ];
        let name = a.str("name")?.unwrap_or_default();
        let fields = FIELDS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, f)| *f)
            .ok_or_else(|| {
                TorchError::new(
                    ErrorKind::AttributeError,
                    format!("module 'torch.return_types' has no attribute '{name}'"),
                )
            })?;
        let values = it.collect(&a.value("values")?)?;
        if values.len() != fields.len() {
            return Err(TorchError::new(
                ErrorKind::TypeError,
                format!(
                    "torch.return_types.{name}() takes a {}-sequence ({}-sequence given)",
                    fields.len(),
                    values.len()
                ),
            ));
        }
        Ok(super::objects::named_tuple(
            &format!("torch.return_types.{name}"),
            fields.iter().copied().zip(values).collect(),
        ))
    });
    // `copy.deepcopy` of a structseq: the same type and field names over new values.
    r.add(topic, &["structseq_like"], "x, values", |it, a| {
        let x = a.value("x")?;
        let values = it.collect(&a.value("values")?)?;
        let Value::Object(o) = &x else {
            return Err(TorchError::new(ErrorKind::TypeError, "not a structseq"));
        };
        let n = o
            .as_any()
            .downcast_ref::<super::objects::NamedTuple>()
            .ok_or_else(|| TorchError::new(ErrorKind::TypeError, "not a structseq"))?;
        Ok(super::objects::named_tuple(
            &n.type_name,
            n.fields.iter().map(|(k, _)| *k).zip(values).collect(),
        ))
    });
    // A kernel's result as its own tensor: the storage and layout of `t` (a `.mT` of a
    // scratch buffer, say) under a fresh version counter and no view base, as ATen's
    // kernels hand back their outputs. No autograd state: the caller records the node.
    r.add(topic, &["fresh_result"], "t", |_, a| {
        let t = a.tensor("t")?;
        Ok(Value::Tensor(crate::Tensor::from_parts(
            t.storage(),
            t.layout(),
        )))
    });
    // An LR scheduler starts watching a built-in optimizer's `step` (PyTorch wraps the
    // method); false for an optimizer written in Python, which the scheduler leaves alone.
    r.add(topic, &["watch_optimizer_step"], "opt", |_, a| {
        use crate::interp::nn::optim::{OptimizerObj, StepWatch};
        let opt = a.value("opt")?;
        let Value::Object(o) = &opt else {
            return Ok(Value::Bool(false));
        };
        let Some(o) = o.as_any().downcast_ref::<OptimizerObj>() else {
            return Ok(Value::Bool(false));
        };
        // PyTorch wraps `step.__func__`: a step the script replaced has none.
        if let Some(f) = o.own_attr("step") {
            return Err(crate::error::TorchError::new(
                crate::error::ErrorKind::AttributeError,
                format!("'{}' object has no attribute '__func__'", f.type_name()),
            ));
        }
        if o.step_watch.get() == StepWatch::Unwatched {
            o.step_watch.set(StepWatch::Watched);
        }
        Ok(Value::Bool(true))
    });
    // What the scheduler's first step checks: None for an optimizer written in Python,
    // else whether the watched `step` ran ("called") or was replaced ("overridden").
    r.add(topic, &["optimizer_step_state"], "opt", |_, a| {
        use crate::interp::nn::optim::{OptimizerObj, StepWatch};
        let opt = a.value("opt")?;
        let Value::Object(o) = &opt else {
            return Ok(Value::None);
        };
        let Some(o) = o.as_any().downcast_ref::<OptimizerObj>() else {
            return Ok(Value::None);
        };
        Ok(Value::str(match o.step_watch.get() {
            StepWatch::Unwatched => "unwatched",
            StepWatch::Watched => "watched",
            StepWatch::Called => "called",
            StepWatch::Overridden => "overridden",
        }))
    });
    // `swap_in_optimizer_params_and_state` on a built-in optimizer: drops the state it
    // gave a swapped-in parameter (PyTorch restores the whole `state` dict instead).
    r.add(topic, &["optimizer_forget_state"], "opt, p", |_, a| {
        use crate::interp::nn::optim::OptimizerObj;
        let opt = a.value("opt")?;
        let p = a.tensor("p")?;
        let Value::Object(o) = &opt else {
            return Ok(Value::None);
        };
        if let Some(o) = o.as_any().downcast_ref::<OptimizerObj>() {
            o.state_dicts.borrow_mut().retain(|(q, _)| !q.same(&p));
            o.inner.borrow_mut().replace_state(&p, Vec::new());
        }
        Ok(Value::None)
    });
    // linalg.eigh / svd (linalg_spectral.py makes their nodes): the factors, row-major.
    r.add(topic, &["eigh"], "A, upper", |_, a| {
        let upper = a.bool_or("upper", false)?;
        let (l, v) = crate::ops::spectral::eigh(&a.tensor("A")?, upper)?;
        Ok(Value::tuple(vec![Value::Tensor(l), Value::Tensor(v)]))
    });
    r.add(topic, &["svd"], "A, full", |_, a| {
        let full = a.bool_or("full", false)?;
        let (u, s, vh) = crate::ops::spectral::svd_batch(&a.tensor("A")?, full)?;
        Ok(Value::tuple(vec![
            Value::Tensor(u),
            Value::Tensor(s),
            Value::Tensor(vh),
        ]))
    });
    // An OrderedDict's views print as `odict_keys([...])` (collections.py).
    r.add(topic, &["odict_view"], "d, kind", |_, a| {
        let Value::Dict(d) = a.value("d")? else {
            return Err(crate::error::type_error("odict_view takes a dict"));
        };
        use crate::interp::dict_views::{DictView, ViewKind};
        let kind = match a.str("kind")?.as_deref() {
            Some("keys") => ViewKind::Keys,
            Some("values") => ViewKind::Values,
            _ => ViewKind::Items,
        };
        Ok(DictView::value(d, kind, true))
    });
    // A str's length in UTF-8 bytes: a file's size and `tell()` (files.py).
    r.add(topic, &["utf8_len"], "s", |_, a| {
        let s = a.str("s")?.unwrap_or_default();
        Ok(Value::Int(s.len() as i64))
    });
    // torch.save's archive bytes (torch_zip.py, torch_pickle.py).
    r.add(topic, &["crc32"], "data", |_, a| {
        let v = a.value("data")?;
        let data = crate::interp::pybytes::bytes_of(&v)
            .ok_or_else(|| crate::error::type_error("crc32 takes bytes"))?;
        Ok(Value::Int(i64::from(save_bytes::crc32(data))))
    });
    r.add(topic, &["float_bytes"], "x", |_, a| {
        let x = a.f64("x")?.unwrap_or_default();
        Ok(crate::interp::pybytes::PyBytes::value(
            x.to_be_bytes().to_vec(),
        ))
    });
    // torch.save's snapshot of its tensors (torch_serialization.py).
    // `known`: [original, copy] pairs made before (copy.deepcopy's memo), whose
    // storages are reused.
    r.add(
        topic,
        &["snapshot_tensors"],
        "tensors, known=None",
        |it, a| {
            // A complex tensor is snapshotted through its real pairs, and comes back
            // complex (with its conjugate bit).
            use crate::interp::complex::tensor::ComplexTensor;
            let part = |v: &Value| -> Result<(crate::Tensor, Option<bool>)> {
                if let Some(t) = v.as_tensor() {
                    return Ok((t.clone(), None));
                }
                ComplexTensor::of(v)
                    .map(|c| (c.pairs.clone(), Some(c.conj)))
                    .ok_or_else(|| crate::error::type_error("snapshot_tensors takes tensors"))
            };
            let tensors_of = |it: &mut Interp, v: &Value| -> Result<Vec<_>> {
                it.collect(v)?.iter().map(part).collect()
            };
            let tensors = tensors_of(it, &a.value("tensors")?)?;
            let mut known = Vec::new();
            if let Some(pairs) = a.get("known").cloned() {
                for pair in it.collect(&pairs)? {
                    if let [(orig, _), (copy, _)] = tensors_of(it, &pair)?.as_slice() {
                        known.push((orig.clone(), copy.clone()));
                    }
                }
            }
            let plain: Vec<crate::Tensor> = tensors.iter().map(|(t, _)| t.clone()).collect();
            let copies = snapshot::snapshot_tensors(&plain, &known)?;
            Ok(Value::list(
                copies
                    .into_iter()
                    .zip(&tensors)
                    .map(|(c, (_, conj))| match conj {
                        Some(conj) => ComplexTensor::value(c, *conj),
                        None => Value::Tensor(c),
                    })
                    .collect(),
            ))
        },
    );
    // A float's sign bit, NaN's included (`-nan` has it; no comparison can see it).
    r.add(topic, &["signbit"], "x", |_, a| {
        let x = a.tensor("x")?;
        let bits: Vec<f64> = crate::ops::host::values(&x)?
            .iter()
            .map(|v| f64::from(u8::from(v.is_sign_negative())))
            .collect();
        let bits = crate::ops::host::build(&bits, &x.shape(), crate::DType::Bool, x.device())?;
        // Laid out as ATen's one-input kernel lays out its output (a transposed or
        // channels-last input keeps its order).
        Ok(Value::Tensor(crate::ops::as_iterator_output(
            bits,
            &[crate::ops::Arg::T(&x)],
        )?))
    });
    // `result` re-laid as one TensorIterator kernel over `operands` (tensors or numbers)
    // lays out its output, for the prelude's compositions of what ATen runs as one kernel.
    r.add(topic, &["iterator_output"], "result, *operands", |_, a| {
        let result = a.tensor("result")?;
        let given = a.varargs("operands");
        let operands = given
            .iter()
            .map(|v| match v {
                Value::Tensor(t) => Ok(crate::ops::Arg::T(t)),
                v => crate::interp::args::to_scalar(v).map(crate::ops::Arg::S),
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Value::Tensor(crate::ops::as_iterator_output(
            result, &operands,
        )?))
    });
    super::numpy_bridge::register(&mut r);
    super::vmap::register(&mut r);
    r
});

pub fn call_native(it: &mut Interp, name: &str, args: super::args::Args) -> Result<Value> {
    let entry = NATIVE.get(name).ok_or_else(|| {
        TorchError::new(
            ErrorKind::AttributeError,
            format!("module '_native' has no attribute '{name}'"),
        )
    })?;
    let bound = entry.bind(name, &args)?;
    (entry.f)(it, &bound)
}

/// What `torch.autograd.forward_ad` gets from `torch._C`: the level, dual tensors, and the
/// switch a custom Function's forward runs behind (see `autograd/forward.rs`).
fn forward_ad_natives(r: &mut Registry<FunctionFn>) {
    use crate::ops::autodiff::forward;
    let topic = "forward AD";
    r.add(topic, &["current_dual_level"], "", |_, _| {
        Ok(Value::Int(forward::current_level()))
    });
    // A Python formula's gradient joined to an input it reads only as a mask (prelu, rrelu):
    // its second derivative there is zeros, as ATen's backward kernel's.
    r.add(topic, &["zero_link"], "result, x, name", |_, a| {
        let name = a.str("name")?.unwrap_or_default();
        Ok(Value::Tensor(
            crate::ops::autodiff::diff_ops::zero_link_named(
                a.tensor("result")?,
                &a.tensor("x")?,
                &name,
            )?,
        ))
    });
    r.add(topic, &["tangent_of"], "tensor", |_, a| {
        Ok(match a.value_or_none("tensor") {
            Value::Tensor(t) => forward::tangent(&t)
                .map(Value::Tensor)
                .unwrap_or(Value::None),
            _ => Value::None,
        })
    });
    r.add(topic, &["enter_dual_level"], "", |_, _| {
        Ok(Value::Int(forward::enter_level()?))
    });
    r.add(topic, &["exit_dual_level"], "level", |_, a| {
        forward::exit_level(super::args::to_i64(&a.value("level")?)?)?;
        Ok(Value::None)
    });
    r.add(topic, &["make_dual"], "tensor, tangent, level", |_, a| {
        Ok(Value::Tensor(forward::make_dual(
            &a.tensor("tensor")?,
            &a.tensor("tangent")?,
            super::args::to_i64(&a.value("level")?)?,
        )?))
    });
    r.add(topic, &["unpack_dual"], "tensor, level", |_, a| {
        let level = super::args::to_i64(&a.value("level")?)?;
        let (primal, tangent) = forward::unpack_dual(&a.tensor("tensor")?, level)?;
        Ok(Value::tuple(vec![
            Value::Tensor(primal),
            tangent.map(Value::Tensor).unwrap_or(Value::None),
        ]))
    });
    r.add(topic, &["attach_tangent"], "tensor, tangent", |_, a| {
        forward::attach(&a.tensor("tensor")?, &a.tensor("tangent")?)?;
        Ok(Value::None)
    });
    r.add(topic, &["fw_grad_enabled"], "", |_, _| {
        Ok(Value::Bool(forward::is_enabled()))
    });
    r.add(topic, &["set_fw_grad_enabled"], "mode", |_, a| {
        forward::set_enabled(a.bool_or("mode", true)?);
        Ok(Value::None)
    });
}

#[cfg(test)]
mod stand_in_tests {
    /// The slots read from the stand-ins are the ones the hand lists named before
    /// (builtins/attributes.rs), and a class body ends at the next top-level line.
    #[test]
    fn stand_in_slots_are_read_from_the_class_bodies() {
        let list = super::stand_in_slots("_list_stand_in", "list");
        for name in [
            "__init__",
            "__getitem__",
            "__setitem__",
            "__iadd__",
            "__imul__",
            "__ge__",
        ] {
            assert!(list.contains(&name), "list lacks {name}: {list:?}");
        }
        let dict = super::stand_in_slots("_dict_stand_in", "dict");
        for name in [
            "__init__",
            "__getitem__",
            "__delitem__",
            "__or__",
            "__ror__",
            "__ior__",
        ] {
            assert!(dict.contains(&name), "dict lacks {name}: {dict:?}");
        }
        assert!(!dict.contains(&"__add__"));
        let set = super::stand_in_slots("_set_stand_in", "set");
        assert!(set.contains(&"__init__") && set.contains(&"__ior__"));
        assert!(super::stand_in_slots("_set_stand_in", "nothing").is_empty());
    }
}
