//! `torch.nn.functional` (and the `torch.X` names PyTorch shares with it, such as
//! `torch.cosine_similarity`). One registry, filled by the topic files below: the entry is
//! the name, its signature as PyTorch's docs give it, and the code that runs it.

mod activations;
mod conv;
mod in_python;
mod interp_size;
mod layers;
mod losses;
mod norm;
#[cfg(test)]
mod tests;

use super::args::{Args, Bound};
use super::eval::Interp;
use super::registry::{FunctionFn, Registry};
use super::value::Value;
use crate::error::{type_error, Result};
use crate::tensor::Tensor;
use std::sync::LazyLock;

pub type Functions = Registry<FunctionFn>;

/// Every `torch.nn.functional` name, by name.
pub static FUNCTIONAL: LazyLock<Functions> = LazyLock::new(|| {
    let mut r = Registry::new("torch.nn.functional");
    activations::register(&mut r);
    losses::register(&mut r);
    layers::register(&mut r);
    conv::register(&mut r);
    norm::register(&mut r);
    in_python::register(&mut r);
    r
});

/// Whether `torch.nn.functional` has `name`.
pub fn contains(name: &str) -> bool {
    FUNCTIONAL.contains(name)
}

/// Calls `F.<name>`: the registry entry binds the arguments to its signature and runs.
pub fn call(it: &mut Interp, name: &str, args: Args) -> Result<Value> {
    FUNCTIONAL.call(it, name, args)
}

/// The registry as Markdown, for `docs/api.md`.
pub fn registries_markdown() -> String {
    FUNCTIONAL.markdown("F.")
}

/// The tensor argument `name` (the first parameter), with PyTorch's message when it is
/// something else.
pub(crate) fn tensor_arg(b: &Bound, name: &str) -> Result<Tensor> {
    match b.get(name) {
        Some(Value::Tensor(x)) => Ok(x.clone()),
        other => Err(type_error(format!(
            "{}(): argument '{name}' (position 1) must be Tensor, not {}",
            b.fname(),
            other
                .map(Value::type_name)
                .unwrap_or_else(|| "NoneType".into())
        ))),
    }
}

/// The `input` argument.
pub(crate) fn input(b: &Bound) -> Result<Tensor> {
    tensor_arg(b, "input")
}

pub(crate) fn t(v: Tensor) -> Value {
    Value::Tensor(v)
}

/// How a size-like argument (`kernel_size`, `stride`, ...) was given: absent, one int for
/// every dim, or a sequence; each caller applies its own length rule and message.
pub(crate) enum IntOrInts {
    Absent,
    One(i64),
    Many(Vec<i64>),
}

/// Reads argument `name` as `IntOrInts`, with PyTorch's TypeError for anything else.
pub(crate) fn int_or_ints(b: &Bound, name: &str) -> Result<IntOrInts> {
    use super::args::to_i64;
    Ok(match b.get(name) {
        None | Some(Value::None) => IntOrInts::Absent,
        Some(v @ (Value::Int(_) | Value::Bool(_))) => IntOrInts::One(to_i64(v)?),
        Some(Value::Tuple(items)) => {
            IntOrInts::Many(items.iter().map(to_i64).collect::<Result<_>>()?)
        }
        Some(Value::List(items)) => {
            IntOrInts::Many(items.borrow().iter().map(to_i64).collect::<Result<_>>()?)
        }
        Some(other) => match super::builtins::tuple_stand_in_items(other) {
            // A namedtuple is the tuple it is.
            Some(items) => IntOrInts::Many(items.iter().map(to_i64).collect::<Result<_>>()?),
            None => {
                return Err(type_error(format!(
                    "{}(): argument '{name}' must be tuple of ints, not {}",
                    b.fname(),
                    other.type_name()
                )))
            }
        },
    })
}
