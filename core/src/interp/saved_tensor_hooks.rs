//! The interpreter's half of `torch.autograd.graph.saved_tensors_hooks` (the autograd half
//! is `autograd::saved_hooks`): the stack of Python hook pairs in force, packing the
//! tensors each new node saved right after the op that recorded it returns, unpacking for
//! `grad_fn._saved_*`, and `grad_fn._raw_saved_*` objects with `register_hooks`.

use super::args::{Args, Bound};
use super::eval::Interp;
use super::protocol::Object;
use super::registry::{FunctionFn, Registry};
use super::value::Value;
use crate::autograd::saved_hooks::{self, Packed};
use crate::autograd::Node;
use crate::error::{runtime, type_error, Result};
use crate::tensor::Tensor;
use std::any::Any;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

thread_local! {
    /// (pack, unpack) pairs of the open `saved_tensors_hooks` contexts, innermost last.
    static HOOKS: RefCell<Vec<(Value, Value)>> = const { RefCell::new(Vec::new()) };
    /// Messages of the open `disable_saved_tensors_hooks` contexts.
    static DISABLED: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// A session starts with no hooks.
pub fn reset() {
    HOOKS.with(|h| h.borrow_mut().clear());
    DISABLED.with(|d| d.borrow_mut().clear());
    saved_hooks::set_active(0);
}

/// What a pack hook returned, with the unpack hook that gets the tensor back.
struct PyPacked {
    payload: Value,
    unpack: Value,
}

/// Runs the unpack hook on a packed payload; it must give a tensor.
fn call_unpack(it: &mut Interp, p: &PyPacked) -> Result<Tensor> {
    match it.call(&p.unpack, Args::new(vec![p.payload.clone()]))? {
        Value::Tensor(t) => Ok(t),
        other => Err(type_error(format!(
            "Output of saved tensor unpack_hook expected to be a Tensor but got result of type {}",
            other.type_name()
        ))),
    }
}

/// A packed payload as this host made it.
fn py_packed(p: &Rc<dyn Any>) -> Result<&PyPacked> {
    p.downcast_ref::<PyPacked>()
        .ok_or_else(|| runtime("internal error: a saved tensor packed by another host"))
}

fn packed(payload: Value, unpack: Value) -> Packed {
    let unpack_fn: saved_hooks::UnpackFn = Rc::new(|p: &Rc<dyn Any>| {
        let p = py_packed(p)?;
        super::lending::with_lent(|it| call_unpack(it, p))
    });
    Packed {
        payload: Rc::new(PyPacked { payload, unpack }),
        unpack: unpack_fn,
    }
}

/// The tensor a pack hook sees for saved entry `i`: an input is the tensor itself, the
/// node's own output comes with the node as its history (as PyTorch passes `y`).
fn saved_for_hook(node: &Rc<Node>, i: usize) -> Tensor {
    let s = &node.saved[i];
    match s.output_nr() {
        Some(nr) => crate::autograd::unpack_saved_output(&s.tensor, node, nr),
        None => s.tensor.clone(),
    }
}

/// Where `t` (a `_saved_*` attribute's tensor: an input itself, or an alias of the node's
/// output) stands in the node's saved list.
fn saved_index(node: &Node, t: &Tensor) -> Option<usize> {
    node.saved.iter().position(|s| {
        s.tensor.same(t) || s.tensor.storage().same(&t.storage()) && s.output_of.is_some()
    })
}

fn pack_node(it: &mut Interp, node: &Rc<Node>, pack: &Value, unpack: &Value) -> Result<()> {
    let mut out = Vec::with_capacity(node.saved.len());
    for i in 0..node.saved.len() {
        if node.saved[i].marker {
            out.push(None);
            continue;
        }
        let t = saved_for_hook(node, i);
        let payload = it.call(pack, Args::new(vec![Value::Tensor(t)]))?;
        out.push(Some(packed(payload, unpack.clone())));
    }
    *node.packed.borrow_mut() = out;
    Ok(())
}

/// Packs what the nodes recorded since the last call saved, with the hooks in force.
pub fn pack_pending(it: &mut Interp) -> Result<()> {
    let Some((pack, unpack)) = HOOKS.with(|h| h.borrow().last().cloned()) else {
        saved_hooks::take_pending();
        return Ok(());
    };
    for node in saved_hooks::take_pending() {
        pack_node(it, &node, &pack, &unpack)?;
    }
    Ok(())
}

/// `grad_fn._saved_<name>` of a packed tensor: the unpack hook's result, given the saved
/// tensor's place in the graph again (PyTorch's `SavedVariable::unpack`). None when the
/// entry was not packed.
pub fn unpack_attr(it: &mut Interp, node: &Rc<Node>, saved: &Tensor) -> Result<Option<Value>> {
    let packed = node.packed.borrow().clone();
    let Some(i) = saved_index(node, saved) else {
        return Ok(None);
    };
    let Some(Some(p)) = packed.get(i) else {
        return Ok(None);
    };
    let t = call_unpack(it, py_packed(&p.payload)?)?;
    let original = saved_for_hook(node, i);
    let shown = crate::autograd::with_identity_of(&t, &original);
    Ok(Some(Value::Tensor(shown)))
}

/// `grad_fn._raw_saved_<name>`: the saved entry itself.
pub struct SavedTensorObj {
    node: Weak<Node>,
    index: usize,
}

/// The `_raw_saved_<name>` object for the saved tensor `saved` of `node`, if it is one.
pub fn raw_saved(node: &Rc<Node>, saved: &Tensor) -> Option<Value> {
    let index = saved_index(node, saved)?;
    Some(Value::Object(Rc::new(SavedTensorObj {
        node: Rc::downgrade(node),
        index,
    })))
}

impl Object for SavedTensorObj {
    fn type_name(&self) -> String {
        "torch._C._autograd.SavedTensor".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok((name == "register_hooks").then(|| Value::method(this.clone(), name)))
    }
    fn call_method(&self, it: &mut Interp, _this: &Value, name: &str, a: Args) -> Result<Value> {
        if name != "register_hooks" {
            return Err(crate::error::TorchError::new(
                crate::error::ErrorKind::AttributeError,
                format!("'torch._C._autograd.SavedTensor' object has no attribute '{name}'"),
            ));
        }
        let callable = super::builtins::is_callable;
        let [pack, unpack] = a.pos.as_slice() else {
            return Err(register_hooks_arguments());
        };
        if !callable(pack) || !callable(unpack) {
            return Err(register_hooks_arguments());
        }
        let Some(node) = self.node.upgrade() else {
            return Ok(Value::None);
        };
        if node
            .packed
            .borrow()
            .get(self.index)
            .is_some_and(|p| p.is_some())
        {
            return Err(runtime(
                "Calling register_hooks on a saved tensor whose hooks have already been set. Hint: only one pair of hooks is allowed at a time.",
            ));
        }
        // A hook set on one saved tensor sees its data, without autograd's marks (PyTorch
        // passes the SavedVariable's stored data).
        let t = crate::autograd::detach(&saved_for_hook(&node, self.index));
        let payload = it.call(pack, Args::new(vec![Value::Tensor(t)]))?;
        let mut all = node.packed.borrow().clone();
        all.resize(node.saved.len(), None);
        all[self.index] = Some(packed(payload, unpack.clone()));
        *node.packed.borrow_mut() = all;
        Ok(Value::None)
    }
}

/// pybind11's refusal of `register_hooks` arguments that are not two callables.
fn register_hooks_arguments() -> crate::error::TorchError {
    type_error(
        "register_hooks(): incompatible function arguments. The following argument types are supported:\n    1. (self: torch._C._autograd.SavedTensor, arg0: collections.abc.Callable, arg1: collections.abc.Callable) -> None",
    )
}

fn push(_: &mut Interp, a: &Bound) -> Result<Value> {
    if let Some(msg) = DISABLED.with(|d| d.borrow().last().cloned()) {
        return Err(runtime(msg));
    }
    let pair = (a.value_or_none("pack_hook"), a.value_or_none("unpack_hook"));
    let depth = HOOKS.with(|h| {
        let mut h = h.borrow_mut();
        h.push(pair);
        h.len()
    });
    saved_hooks::set_active(depth);
    Ok(Value::None)
}

fn pop(it: &mut Interp, _: &Bound) -> Result<Value> {
    // Nodes made in the context are packed with its hooks before they go.
    pack_pending(it)?;
    let depth = HOOKS.with(|h| {
        let mut h = h.borrow_mut();
        h.pop();
        h.len()
    });
    saved_hooks::set_active(depth);
    Ok(Value::None)
}

pub fn register(r: &mut Registry<FunctionFn>) {
    let topic = "saved tensor hooks";
    r.add(topic, &["saved_hooks_push"], "pack_hook, unpack_hook", push);
    r.add(topic, &["saved_hooks_pop"], "", pop);
    r.add(topic, &["saved_hooks_disable"], "error_message", |_, a| {
        let msg = a.str("error_message")?.unwrap_or_default();
        DISABLED.with(|d| d.borrow_mut().push(msg));
        Ok(Value::None)
    });
    r.add(topic, &["saved_hooks_enable"], "", |_, _| {
        DISABLED.with(|d| d.borrow_mut().pop());
        Ok(Value::None)
    });
}
