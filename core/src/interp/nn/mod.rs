//! `torch.nn`, `torch.nn.init`, `torch.optim` and `torch.autograd` for scripts.
//!
//! - `module`: the native `Module` base and the loading of `prelude.py` (the modules).
//! - `optim`: optimizer objects and their constructors.
//! - `constructors`: `nn.Module`, `nn.Parameter` and the prelude's classes.
//! - `init`: `torch.nn.init`.
//! - `autograd`: `torch.autograd.grad`, `backward`, and the anomaly-mode switches.
//!
//! Each namespace is one registry (name, signature as PyTorch's docs give it, code), which
//! calls, `namespace_contains` and the docs all read.

mod autograd;
mod constructors;
mod init;
mod module;
mod module_apply;
pub(crate) mod optim;
mod optim_complex;
mod optim_hooks;
mod optim_live;
mod optim_state;
pub(crate) use autograd::tensor_seq;
pub use optim::{is_native_optimizer, optimizer_module};
#[cfg(test)]
mod tests;

pub use module::{
    call_module, call_native_method, default_repr, init_module, instance_repr, iterate_module,
    load_prelude, module_getitem, native_attr, set_instance_attr, slot_names,
};
pub use optim::OptimizerObj;
pub use optim_live::StateObj;

use super::args::Args;
use super::eval::Interp;
use super::registry::{FunctionFn, Registry};
use super::value::Value;
use crate::error::{runtime, ErrorKind, Result, TorchError};
use crate::tensor::Tensor;
use std::sync::LazyLock;

pub type Functions = Registry<FunctionFn>;

/// `torch.nn`: `Module`, `Parameter` and the module classes.
pub static NN: LazyLock<Functions> = LazyLock::new(|| {
    let mut r = Registry::new("torch.nn");
    constructors::register(&mut r);
    r
});

/// `torch.nn.init`.
pub static INIT: LazyLock<Functions> = LazyLock::new(|| {
    let mut r = Registry::new("torch.nn.init");
    init::register(&mut r);
    r
});

/// `torch.optim`.
pub static OPTIM: LazyLock<Functions> = LazyLock::new(|| {
    let mut r = Registry::new("torch.optim");
    optim::register(&mut r);
    r
});

/// `torch.autograd`.
pub static AUTOGRAD: LazyLock<Functions> = LazyLock::new(|| {
    let mut r = Registry::new("torch.autograd");
    autograd::register(&mut r);
    r
});

/// The registry signature of `torch.nn.X`, `torch.optim.X`, ... (for `inspect.signature`).
pub(crate) fn constructor_signature(full: &str) -> Option<crate::interp::signature::Signature> {
    let (ns, name) = full.rsplit_once('.')?;
    registry(ns)?.get(name).map(|e| e.signature.clone())
}

/// The registry of a namespace this module serves.
fn registry(ns: &str) -> Option<&'static Functions> {
    Some(match ns {
        "torch.nn" => &NN,
        "torch.nn.init" => &INIT,
        "torch.optim" => &OPTIM,
        "torch.autograd" => &AUTOGRAD,
        _ => return None,
    })
}

/// Whether `ns` ("torch.nn", "torch.nn.init", "torch.optim" or "torch.autograd") has a
/// callable named `name`. (`torch.nn`'s submodules `functional` and `init` are namespaces,
/// not entries.)
pub fn namespace_names(ns: &str) -> Vec<String> {
    registry(ns).map_or_else(Vec::new, |r| {
        r.names().into_iter().map(String::from).collect()
    })
}

pub fn namespace_contains(ns: &str, name: &str) -> bool {
    registry(ns).is_some_and(|r| r.contains(name))
}

/// The four registries as Markdown, for `docs/api.md`.
pub fn registries_markdown() -> String {
    [
        (&*NN, "torch.nn."),
        (&*INIT, "torch.nn.init."),
        (&*OPTIM, "torch.optim."),
        (&*AUTOGRAD, "torch.autograd."),
    ]
    .iter()
    .map(|(r, prefix)| r.markdown(prefix))
    .collect::<Vec<_>>()
    .join("\n")
}

/// Calls under `torch.nn.`, `torch.nn.init.`, `torch.optim.` and `torch.autograd.`: the
/// registry entry binds the arguments to its signature and runs.
pub fn call_constructor(it: &mut Interp, full: &str, args: Args) -> Result<Value> {
    if let Some(n) = full.strip_prefix("torch.nn.init.") {
        let entry = INIT
            .get(n)
            .ok_or_else(|| runtime(format!("torch.nn.init.{n} is not available")))?;
        return init::call(it, entry, n, &args);
    }
    let (ns, name) = full.rsplit_once('.').unwrap_or(("", full));
    let entry = registry(ns)
        .and_then(|r| r.get(name))
        .ok_or_else(|| runtime(format!("{full} is not available in stridelab")))?;
    // An optimizer is a Python class in PyTorch: a keyword it does not take, or a missing
    // argument, is reported by `SGD.__init__()`.
    let bound = entry.bind(name, &args).map_err(|mut e| {
        let plain = format!("{name}() ");
        if ns == "torch.optim"
            && e.message.starts_with(&plain)
            && (e.message.contains("unexpected keyword") || e.message.contains(" missing "))
        {
            e.message = format!("{name}.__init__() {}", &e.message[plain.len()..]);
        }
        e
    })?;
    (entry.f)(it, &bound)
}

fn no_attr(v: &Value, name: &str) -> TorchError {
    TorchError::new(
        ErrorKind::AttributeError,
        format!("'{}' object has no attribute '{name}'", v.type_name()),
    )
}

fn tensors_value(ts: Vec<Tensor>) -> Value {
    Value::list(ts.iter().map(optim_complex::param_value).collect())
}

/// `torch.typename(t)` of a tensor: `torch.FloatTensor`, `torch.LongTensor`, ...
fn tensor_typename(t: &Tensor) -> String {
    format!("torch.{}Tensor", t.dtype().legacy_name())
}
