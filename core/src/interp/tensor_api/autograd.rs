//! Tensor methods of autograd: `backward`, detaching, `requires_grad_`, `retain_grad`.

use super::{t, Methods};
use crate::autograd;
use crate::error::Result;
use crate::interp::args::Bound;
use crate::interp::value::Value;
use crate::tensor::Tensor;

pub fn register(r: &mut Methods) {
    let topic = "autograd";
    r.add(
        topic,
        &["backward"],
        "gradient=None, retain_graph=None, create_graph=False, inputs=None",
        |it, x, a| {
            let g = a.opt_tensor("gradient")?;
            let create = a.bool_or("create_graph", false)?;
            let retain = match a.get("retain_graph") {
                Some(v) => it.truthy(v)?,
                None => create,
            };
            let inputs = match a.get("inputs") {
                None | Some(Value::None) => None,
                Some(v) => Some(crate::interp::nn::tensor_seq(it, v)?),
            };
            let roots = [(x.clone(), g)];
            // Lent: a custom Function's backward is Python.
            crate::interp::sparse_grad::with_run(it, false, inputs.clone(), |it| {
                crate::interp::lending::lend(it, || {
                    crate::ops::autodiff::backward_many(&roots, retain, create, inputs.as_deref())
                })
            })?;
            Ok(Value::None)
        },
    );
    r.add(topic, &["detach"], "", |_, x, _| Ok(t(autograd::detach(x))));
    r.add(topic, &["detach_"], "", |_, x, _| {
        if x.is_view() {
            return Err(crate::error::runtime("Can't detach views in-place. Use detach() instead. If you are using DistributedDataParallel (DDP) for training, and gradient_as_bucket_view is set as True, gradients are views of DDP buckets, and hence detach_() cannot be called on these gradients. To fix this error, please refer to the Optimizer.zero_grad() function in torch/optim/optimizer.py as the solution."));
        }
        autograd::detach_(x)?;
        Ok(t(x.clone()))
    });
    r.add(
        topic,
        &["requires_grad_"],
        "requires_grad=True",
        |_, x, a| {
            let on = a.bool_or("requires_grad", true)?;
            if on && !x.dtype().is_floating() && x.is_leaf() {
                return Err(crate::error::runtime(
                    "only Tensors of floating point dtype can require gradients",
                ));
            }
            autograd::set_requires_grad(x, on)?;
            Ok(t(x.clone()))
        },
    );
    r.add(topic, &["retain_grad"], "", |_, x, _| {
        autograd::retain_grad(x)?;
        Ok(Value::None)
    });
    r.add(topic, &["register_hook"], "hook", |it, x, a| {
        register_hook_in(it, x, a.value_or_none("hook"), false)
    });
    r.add(
        topic,
        &["register_post_accumulate_grad_hook"],
        "hook",
        |_, x, a| register_post_accumulate_hook(x, a),
    );
}

/// `t.register_hook(hook)` as the script sees it: the handle takes its `id` from
/// torch.utils.hooks' one counter (PyTorch's `RemovableHandle.next_id`), and the hook shows
/// in `t._backward_hooks`, an OrderedDict by handle id (None before the first hook).
pub fn register_hook_in(
    it: &mut crate::interp::eval::Interp,
    x: &Tensor,
    hook: Value,
    complex: bool,
) -> Result<Value> {
    let h = register_hook(x, hook.clone(), complex)?;
    let public =
        crate::interp::stdlib::call_function(it, "torch.utils.hooks", "_next_handle_id", vec![])?;
    let table = match it.tensor_dicts.get(x, "_backward_hooks") {
        Some(t) if !matches!(t, Value::None) => t,
        _ => {
            let t = crate::interp::stdlib::call_function(it, "collections", "OrderedDict", vec![])?;
            it.tensor_dicts.set(x, "_backward_hooks", t.clone());
            t
        }
    };
    it.setitem(&table, &public, hook)?;
    if let Value::Object(o) = &h {
        if let Some(handle) = o.as_any().downcast_ref::<HookHandle>() {
            if let Value::Int(i) = public {
                handle.public_id.set(i);
            }
            *handle.table.borrow_mut() = Some(table);
        }
    }
    Ok(h)
}

/// `t.register_hook(hook)`: `hook(grad)` may return a replacement. For a complex tensor
/// (`complex`: `x` is its pairs) the hook sees and returns complex gradients.
pub fn register_hook(x: &Tensor, hook: Value, complex: bool) -> Result<Value> {
    use crate::interp::complex::ComplexTensor;
    let name = hook_name(&hook);
    let f: autograd::HookFn = std::rc::Rc::new(move |g: Option<&crate::tensor::Tensor>| {
        let grad = match g {
            None => Value::None,
            Some(g) if complex => ComplexTensor::value(g.clone(), false),
            Some(g) => t(g.clone()),
        };
        crate::interp::lending::with_lent(|it| {
            let r = it.call(&hook, crate::interp::args::Args::new(vec![grad]))?;
            if let (true, Some(z)) = (complex, ComplexTensor::of(&r)) {
                return z.resolved().map(Some);
            }
            match r {
                Value::None => Ok(None),
                Value::Tensor(new) => Ok(Some(new)),
                other => Err(crate::error::type_error(format!(
                    "hook returned an object of type {} where a Tensor or None was expected",
                    other.type_name()
                ))),
            }
        })
    });
    let id = autograd::register_hook(x, &name, f)?;
    Ok(handle(x, id))
}

/// `register_post_accumulate_grad_hook(hook)`: `hook(tensor)` after backward() filled the
/// leaf's `.grad` (the "optimizer step in backward" pattern); it must return None.
fn register_post_accumulate_hook(x: &Tensor, a: &Bound) -> Result<Value> {
    let hook = a.value_or_none("hook");
    let name = hook_name(&hook);
    let f: autograd::HookFn = std::rc::Rc::new(move |leaf: Option<&Tensor>| {
        let Some(leaf) = leaf else {
            return Ok(None);
        };
        crate::interp::lending::with_lent(|it| {
            match it.call(&hook, crate::interp::args::Args::new(vec![t(leaf.clone())]))? {
                Value::None => Ok(None),
                Value::Tensor(new) => Ok(Some(new)),
                other => Err(crate::error::type_error(format!(
                    "expected Variable, but hook returned '{}'",
                    other.type_name()
                ))),
            }
        })
    });
    let id = autograd::register_post_accumulate_hook(x, &name, f)?;
    Ok(handle(x, id))
}

/// A hook function's name, for errors.
fn hook_name(hook: &Value) -> String {
    match hook {
        Value::Function(f) => f.def.name.clone(),
        Value::Builtin(b) => b.name.clone(),
        v => v.type_name(),
    }
}

/// The handle a hook registration returns.
fn handle(x: &Tensor, id: u64) -> Value {
    Value::Object(std::rc::Rc::new(HookHandle {
        tensor: x.clone(),
        id,
        public_id: std::cell::Cell::new(-1),
        table: std::cell::RefCell::new(None),
    }))
}

/// What `register_hook` returns: `handle.remove()` unregisters the hook.
pub struct HookHandle {
    tensor: crate::tensor::Tensor,
    id: u64,
    /// `handle.id`, shared with the handles written in Python.
    public_id: std::cell::Cell<i64>,
    /// The tensor's `_backward_hooks`, which `remove()` takes the hook out of too.
    table: std::cell::RefCell<Option<Value>>,
}

impl crate::interp::protocol::Object for HookHandle {
    fn type_name(&self) -> String {
        "RemovableHandle".into()
    }
    fn repr(&self) -> String {
        crate::interp::iterators::object_at("torch.utils.hooks.RemovableHandle", self)
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn getattr(
        &self,
        _it: &mut crate::interp::eval::Interp,
        this: &Value,
        name: &str,
    ) -> crate::error::Result<Option<Value>> {
        Ok(match name {
            "remove" => Some(Value::method(this.clone(), name)),
            "id" if self.public_id.get() >= 0 => Some(Value::Int(self.public_id.get())),
            _ => None,
        })
    }
    fn call_method(
        &self,
        it: &mut crate::interp::eval::Interp,
        _this: &Value,
        name: &str,
        _a: crate::interp::args::Args,
    ) -> crate::error::Result<Value> {
        if name != "remove" {
            return Err(crate::interp::protocol::no_attribute(
                "RemovableHandle",
                name,
            ));
        }
        autograd::remove_hook(&self.tensor, self.id);
        let table = self.table.borrow().clone();
        if let Some(table) = table {
            let pop = it.getattr(&table, "pop")?;
            it.call(
                &pop,
                crate::interp::args::Args::new(vec![Value::Int(self.public_id.get()), Value::None]),
            )?;
        }
        Ok(Value::None)
    }
}
