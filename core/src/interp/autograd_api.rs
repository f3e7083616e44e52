//! Autograd objects as scripts see them: `grad_fn` nodes and their `next_functions`.

use super::args::Args;
use super::eval::Interp;
use super::lending::with_lent;
use super::value::*;
use crate::autograd::{self, Node, NodeHook, NodeHookFn, SavedAttr};
use crate::error::{type_error, Result};
use crate::tensor::Tensor;
use std::any::Any;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::{Rc, Weak};

pub struct NodeObj(pub Rc<Node>);

/// The Python type name of a node: most of the foreach ops' nodes have no Python class
/// (they show as `CppFunction`); those derivatives.yaml writes out by hand have one.
pub fn node_type_name(name: &str) -> String {
    const WITH_CLASS: &[&str] = &[
        "ForeachDivBackward0",
        "ForeachMaximumBackward0",
        "ForeachMaximumBackward1",
        "ForeachMinimumBackward0",
        "ForeachMinimumBackward1",
        "ForeachPowBackward0",
        "ForeachPowBackward1",
        "ForeachPowBackward2",
        "ForeachNormBackward0",
    ];
    if name.starts_with("Foreach") && !WITH_CLASS.contains(&name) {
        "CppFunction".into()
    } else {
        name.to_string()
    }
}

impl Object for NodeObj {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        // A C++ node with no Python class of its own shows as `CppFunction` (its `name()`
        // and a tensor's repr still say `Identity`).
        match self.0.name.as_str() {
            "Identity" => "CppFunction".into(),
            n => node_type_name(n),
        }
    }
    fn identity(&self) -> Option<usize> {
        Some(Rc::as_ptr(&self.0) as usize)
    }
    fn repr(&self) -> String {
        format!(
            "<{} object at 0x{:x}>",
            self.type_name(),
            Rc::as_ptr(&self.0) as *const u8 as usize
        )
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, _this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            "next_functions" => Some(Value::tuple(
                self.0
                    .next_edges
                    .iter()
                    .map(|e| match e {
                        Some(e) => Value::tuple(vec![
                            node_value(Some(e.node.clone())),
                            Value::Int(e.input_nr as i64),
                        ]),
                        None => Value::tuple(vec![Value::None, Value::Int(0)]),
                    })
                    .collect(),
            )),
            // The C++ nodes name themselves with their namespace (`type(...).__name__` not).
            "name" => {
                let n = match self.0.name.as_str() {
                    n @ ("AccumulateGrad" | "CopySlices" | "CopyBackwards" | "NotImplemented"
                    | "Identity") => {
                        format!("torch::autograd::{n}")
                    }
                    n => n.to_string(),
                };
                Some(Value::method(Value::str(&n), "<grad_fn name>"))
            }
            "register_hook" | "register_prehook" => Some(Value::method(_this.clone(), name)),
            "metadata" => Some(node_metadata(&self.0)),
            // AccumulateGrad.variable: the leaf it adds into (None once the leaf is gone).
            "variable" => match &self.0.kind {
                autograd::NodeKind::AccumulateGrad(w) => Some(
                    w.upgrade()
                        .map(|t| Value::Tensor(Tensor(t)))
                        .unwrap_or(Value::None),
                ),
                autograd::NodeKind::Function => None,
            },
            n if n.starts_with("_raw_saved_") => raw_saved_attr(&self.0, n),
            n if n.starts_with("_saved_") => saved_attr(_it, &self.0, n)?,
            _ => None,
        })
    }
    /// `grad_fn(*grads)`: the node's formula on the gradients of its outputs; one result
    /// comes back bare, several as a tuple (None where an input needs no gradient).
    fn call(&self, _it: &mut Interp, _this: &Value, a: Args) -> Result<Value> {
        if matches!(self.0.kind, autograd::NodeKind::AccumulateGrad(_)) {
            return Err(crate::error::not_implemented(
                "calling an AccumulateGrad node (it writes into the leaf's .grad) is not supported in stridelab",
            ));
        }
        // PyTorch's own wording for each mistake (THPCppFunction_call).
        if !a.kw.is_empty() {
            return Err(type_error("keyword arguments are not supported"));
        }
        let want = self.0.num_outputs.max(1);
        if a.pos.len() != want {
            return Err(type_error(format!(
                "expected {want} arguments, got {} instead",
                a.pos.len()
            )));
        }
        let grads: Vec<Option<Tensor>> = a
            .pos
            .iter()
            .enumerate()
            .map(|(i, v)| match v {
                Value::Tensor(t) => Ok(Some(t.clone())),
                Value::None => Ok(None),
                _ => Err(type_error(format!("argument {i} is not a Variable"))),
            })
            .collect::<Result<_>>()?;
        let outs = crate::ops::autodiff::apply_node(&self.0, &grads)?;
        let mut vals: Vec<Value> = outs
            .into_iter()
            .map(|g| g.map(Value::Tensor).unwrap_or(Value::None))
            .collect();
        Ok(if vals.len() == 1 {
            vals.remove(0)
        } else {
            Value::tuple(vals)
        })
    }
    fn call_method(&self, it: &mut Interp, _this: &Value, name: &str, a: Args) -> Result<Value> {
        let post = match name {
            "register_hook" => true,
            "register_prehook" => false,
            _ => return Err(super::protocol::no_attribute(&self.0.name, name)),
        };
        let b = a.bind(name, &["fn"])?;
        let hook = b.value_or_none("fn");
        let hook_name = match &hook {
            Value::Function(f) => f.def.name.clone(),
            v => v.type_name(),
        };
        let f: NodeHookFn = Rc::new(move |first, second| {
            with_lent(|it| {
                let mut args = vec![grads_tuple(first)];
                if post {
                    args.push(grads_tuple(second));
                }
                let r = it.call(&hook, Args::new(args))?;
                grads_from(it, r)
            })
        });
        let id = autograd::next_hook_id();
        let h = NodeHook {
            id,
            name: hook_name,
            f,
        };
        match post {
            true => self.0.post_hooks.borrow_mut().push(h),
            false => self.0.node_pre_hooks.borrow_mut().push(h),
        }
        // `handle.id` counts with every other handle (torch.utils.hooks' one counter).
        let public = crate::interp::stdlib::call_function(
            it,
            "torch.utils.hooks",
            "_next_handle_id",
            vec![],
        )?;
        Ok(Value::Object(Rc::new(NodeHookHandle {
            node: Rc::downgrade(&self.0),
            id,
            public,
        })))
    }
}

/// `grad_fn._saved_<name>`: an input is the very tensor, the node's own output comes back
/// with its history (a new tensor on the same storage, as PyTorch unpacks it); tensors are
/// gone once backward freed the graph.
fn saved_attr(it: &mut Interp, node: &Rc<Node>, name: &str) -> Result<Option<Value>> {
    let attrs = node.attrs.borrow().clone();
    let Some((_, a)) = attrs.iter().find(|(n, _)| *n == name) else {
        return Ok(None);
    };
    // A tensor a saved-tensor hook packed comes back through its unpack hook.
    if let (SavedAttr::Tensor(t) | SavedAttr::Output(t, _), false) = (a, node.released.get()) {
        if let Some(v) = crate::interp::saved_tensor_hooks::unpack_attr(it, node, t)? {
            return Ok(Some(v));
        }
    }
    let freed = || {
        crate::error::runtime(
            "Trying to backward through the graph a second time (or directly access saved tensors after they have already been freed). Saved intermediate values of the graph are freed when you call .backward() or autograd.grad(). Specify retain_graph=True if you need to backward through the graph a second time or if you need to access saved tensors after calling backward.",
        )
    };
    Ok(Some(match a {
        SavedAttr::Tensor(_) | SavedAttr::Output(..) if node.released.get() => return Err(freed()),
        SavedAttr::Tensor(t) => Value::Tensor(t.clone()),
        SavedAttr::Output(alias, nr) => {
            Value::Tensor(autograd::unpack_saved_output(alias, node, *nr))
        }
        SavedAttr::Scalar(s) => match s {
            crate::scalar::Scalar::Bool(b) => Value::Bool(*b),
            crate::scalar::Scalar::Int(i) => Value::Int(*i),
            s => Value::Float(s.to_f64()),
        },
        SavedAttr::Bool(b) => Value::Bool(*b),
        SavedAttr::Int(i) => Value::Int(*i),
        SavedAttr::Ints(v) => Value::tuple(v.iter().map(|&i| Value::Int(i)).collect()),
        SavedAttr::None => Value::None,
    }))
}

/// `grad_fn._raw_saved_<name>`: the SavedTensor object of a saved tensor (for
/// `register_hooks`); None for an attribute that is not a saved tensor.
fn raw_saved_attr(node: &Rc<Node>, name: &str) -> Option<Value> {
    let plain = format!("_saved_{}", name.strip_prefix("_raw_saved_")?);
    let attrs = node.attrs.borrow();
    let (_, a) = attrs.iter().find(|(n, _)| *n == plain)?;
    match a {
        SavedAttr::Tensor(t) | SavedAttr::Output(t, _) => {
            crate::interp::saved_tensor_hooks::raw_saved(node, t)
        }
        _ => None,
    }
}

/// A node hook's gradients as the Python tuple PyTorch passes (None for an absent one).
fn grads_tuple(gs: &[Option<Tensor>]) -> Value {
    Value::tuple(
        gs.iter()
            .map(|g| g.clone().map(Value::Tensor).unwrap_or(Value::None))
            .collect(),
    )
}

/// What a node hook returned: None keeps the gradients, a tuple or list replaces them.
fn grads_from(it: &mut Interp, r: Value) -> Result<Option<Vec<Option<Tensor>>>> {
    match r {
        Value::None => Ok(None),
        Value::Tuple(_) | Value::List(_) => {
            let items = it.collect(&r)?;
            let mut out = Vec::with_capacity(items.len());
            for v in items {
                out.push(match v {
                    Value::None => None,
                    Value::Tensor(t) => Some(t),
                    other => {
                        return Err(type_error(format!(
                            "expected Variable or None (got {})",
                            other.type_name()
                        )))
                    }
                });
            }
            Ok(Some(out))
        }
        Value::Tensor(t) => Ok(Some(vec![Some(t)])),
        other => Err(type_error(format!(
            "expected tuple, but hook returned '{}'",
            other.type_name()
        ))),
    }
}

/// What `grad_fn.register_hook` returns: `handle.remove()` unregisters the hook.
pub struct NodeHookHandle {
    node: Weak<Node>,
    id: u64,
    /// `handle.id`, as the script sees it.
    public: Value,
}

impl Object for NodeHookHandle {
    fn type_name(&self) -> String {
        "RemovableHandle".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            "remove" => Some(Value::method(this.clone(), name)),
            "id" => Some(self.public.clone()),
            _ => None,
        })
    }
    fn call_method(&self, _it: &mut Interp, _this: &Value, name: &str, _a: Args) -> Result<Value> {
        if name != "remove" {
            return Err(super::protocol::no_attribute("RemovableHandle", name));
        }
        if let Some(n) = self.node.upgrade() {
            n.post_hooks.borrow_mut().retain(|h| h.id != self.id);
            n.node_pre_hooks.borrow_mut().retain(|h| h.id != self.id);
        }
        Ok(Value::None)
    }
}

thread_local! {
    /// Each node's `metadata` dict, by the node's address; the weak reference tells a live
    /// node from a dead one whose address a new node took.
    static METADATA: RefCell<HashMap<usize, (Weak<Node>, Value)>> = RefCell::new(HashMap::new());
}

/// `grad_fn.metadata`: a dict of the node's own, the same one at every read (PyTorch keeps
/// it on the node for hooks and tools to write into).
fn node_metadata(n: &Rc<Node>) -> Value {
    let k = Rc::as_ptr(n) as usize;
    METADATA.with(|m| {
        let mut m = m.borrow_mut();
        if let Some((w, v)) = m.get(&k) {
            if w.upgrade().is_some_and(|live| Rc::ptr_eq(&live, n)) {
                return v.clone();
            }
        }
        // Dead nodes' dicts go once the table has grown past a sweep's worth.
        if m.len() >= 64 && m.len().is_power_of_two() {
            m.retain(|_, (w, _)| w.strong_count() > 0);
        }
        let d = Value::Dict(Rc::new(RefCell::new(Dict::default())));
        m.insert(k, (Rc::downgrade(n), d.clone()));
        d
    })
}

pub fn node_value(n: Option<Rc<Node>>) -> Value {
    match n {
        Some(n) => Value::Object(Rc::new(NodeObj(n))),
        None => Value::None,
    }
}
