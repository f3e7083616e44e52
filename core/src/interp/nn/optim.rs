//! `torch.optim`: SGD, Adam, AdamW, RMSprop, Adagrad, Adadelta, Adamax, NAdam, RAdam, Rprop and ASGD as
//! script objects. The optimizer itself is `crate::optim`; here are its constructors (one
//! registry entry each, with PyTorch's signature, checks and defaults), its param groups as
//! live dicts (`opt.param_groups[0]['lr'] = ...` changes the next step, as in PyTorch),
//! `opt.state`, `opt.defaults`, `step()` and `zero_grad()`.

pub use super::optim_live::StepWatch;
use super::{tensors_value, Functions};
use crate::error::{runtime, type_error, value_error, Result};
use crate::interp::args::{to_f64, Args, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::*;
use crate::optim::{
    Adadelta, Adagrad, Adamax, Asgd, Hyper, NAdam, Optimizer, ParamGroup, RAdam, RmsProp, Rprop,
};
use crate::tensor::Tensor;
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

pub fn register(r: &mut Functions) {
    let topic = "optimizers";
    r.add(
        topic,
        &["SGD"],
        "params, lr=0.001, momentum=0, dampening=0, weight_decay=0, nesterov=False, *, \
         maximize=False, foreach=None, differentiable=False, fused=None",
        make_optimizer,
    );
    r.add(
        topic,
        &["Adam"],
        "params, lr=0.001, betas=(0.9, 0.999), eps=1e-08, weight_decay=0, amsgrad=False, *, \
         foreach=None, maximize=False, capturable=False, differentiable=False, fused=None, \
         decoupled_weight_decay=False",
        make_optimizer,
    );
    // AdamW is Adam with decoupled weight decay always on: no `decoupled_weight_decay`.
    r.add(
        topic,
        &["AdamW"],
        "params, lr=0.001, betas=(0.9, 0.999), eps=1e-08, weight_decay=0.01, amsgrad=False, *, \
         maximize=False, foreach=None, capturable=False, differentiable=False, fused=None",
        make_optimizer,
    );
    r.add(
        topic,
        &["RMSprop"],
        "params, lr=0.01, alpha=0.99, eps=1e-08, weight_decay=0, momentum=0, centered=False, \
         capturable=False, foreach=None, maximize=False, differentiable=False",
        make_optimizer,
    );
    r.add(
        topic,
        &["Adagrad"],
        "params, lr=0.01, lr_decay=0, weight_decay=0, initial_accumulator_value=0, eps=1e-10, \
         foreach=None, *, maximize=False, differentiable=False, fused=None",
        make_optimizer,
    );
    r.add(
        topic,
        &["Adadelta"],
        "params, lr=1.0, rho=0.9, eps=1e-06, weight_decay=0, foreach=None, *, capturable=False, \
         maximize=False, differentiable=False",
        make_optimizer,
    );
    r.add(
        topic,
        &["Adamax"],
        "params, lr=0.002, betas=(0.9, 0.999), eps=1e-08, weight_decay=0, foreach=None, *, \
         maximize=False, differentiable=False, capturable=False",
        make_optimizer,
    );
    r.add(
        topic,
        &["NAdam"],
        "params, lr=0.002, betas=(0.9, 0.999), eps=1e-08, weight_decay=0, momentum_decay=0.004, \
         decoupled_weight_decay=False, *, foreach=None, maximize=False, capturable=False, \
         differentiable=False",
        make_optimizer,
    );
    r.add(
        topic,
        &["RAdam"],
        "params, lr=0.001, betas=(0.9, 0.999), eps=1e-08, weight_decay=0, \
         decoupled_weight_decay=False, *, foreach=None, maximize=False, capturable=False, \
         differentiable=False",
        make_optimizer,
    );
    r.add(
        topic,
        &["Rprop"],
        "params, lr=0.01, etas=(0.5, 1.2), step_sizes=(1e-06, 50), *, capturable=False, \
         foreach=None, maximize=False, differentiable=False",
        make_optimizer,
    );
    r.add(
        topic,
        &["ASGD"],
        "params, lr=0.01, lambd=0.0001, alpha=0.75, t0=1000000.0, weight_decay=0, \
         foreach=None, maximize=False, differentiable=False, capturable=False",
        make_optimizer,
    );
}

/// `torch.optim.Adam(...)` etc.: the core optimizer plus what the script sees of it, kept
/// live (optim_live.rs): `opt.param_groups[0]['lr'] = ...`, an appended group or a changed
/// `params` list changes the next step, as in PyTorch.
pub struct OptimizerObj {
    pub name: &'static str,
    pub inner: Rc<RefCell<Optimizer>>,
    /// `opt.param_groups`: the list of group dicts, as the script may edit, extend or
    /// replace it; `load_state_dict` replaces it.
    pub param_groups: RefCell<Value>,
    /// `opt.defaults`: the constructor's hyperparameters (without `params`).
    pub defaults: Rc<RefCell<Dict>>,
    /// The `opt.state[p]` dicts handed out, by parameter: what the script writes into them
    /// reaches the next step, and each step's new state shows in them.
    pub state_dicts: super::optim_live::StateDicts,
    /// An LR scheduler's watch on `step` (PyTorch wraps the method when a scheduler is
    /// made): whether it watches, and whether a step has run since. The scheduler warns
    /// when its first step comes before the optimizer's (`_opt_called`).
    pub step_watch: Cell<StepWatch>,
    /// What the script set on the optimizer (PyTorch's instance `__dict__`: any name, a
    /// replaced `step` too), read before the built-in attributes.
    pub attrs: RefCell<Vec<(String, Value)>>,
}

impl Object for OptimizerObj {
    fn type_name(&self) -> String {
        self.name.into()
    }
    /// PyTorch's `Optimizer.__repr__`: each group's keys but `params`, sorted, one per
    /// line, a blank line between groups.
    fn repr(&self) -> String {
        let mut s = format!("{} (", self.name);
        for (i, g) in self.group_dicts().unwrap_or_default().iter().enumerate() {
            s.push_str(&format!("\nParameter Group {i}\n"));
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
            // PyTorch formats each value with `str` (`f"{group[key]}"`).
            for (k, v) in keys {
                s.push_str(&format!("    {k}: {}\n", plain_str(&v)));
            }
        }
        s.push(')');
        s
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        if let Some(v) = self.own_attr(name) {
            return Ok(Some(v));
        }
        Ok(match name {
            "param_groups" => Some(self.param_groups.borrow().clone()),
            "state" => Some(Value::Object(Rc::new(super::optim_live::StateObj {
                inner: self.inner.clone(),
                dicts: self.state_dicts.clone(),
            }))),
            "step" | "zero_grad" | "add_param_group" | "state_dict" | "load_state_dict" => {
                Some(Value::method(this.clone(), name))
            }
            n if super::optim_hooks::REGISTRATIONS.contains(&n) => {
                Some(Value::method(this.clone(), name))
            }
            // The hook tables, made on first sight (PyTorch's __init__ makes them all).
            n if super::optim_hooks::TABLES.contains(&n) => {
                let table = super::optim_hooks::new_table(_it)?;
                self.attrs.borrow_mut().push((n.to_string(), table.clone()));
                Some(table)
            }
            "defaults" => Some(Value::Dict(self.defaults.clone())),
            // Set by the scheduler's wrapper of `step` in PyTorch, so absent until then.
            "_opt_called" => {
                (self.step_watch.get() == StepWatch::Called).then_some(Value::Bool(true))
            }
            _ => None,
        })
    }
    /// `opt.param_groups = [...]`: the next step reads the new list.
    fn setattr(&self, _it: &mut Interp, _this: &Value, name: &str, v: Value) -> Result<()> {
        match (name, v) {
            ("param_groups", v @ Value::List(_)) => {
                *self.param_groups.borrow_mut() = v;
                Ok(())
            }
            ("param_groups", v) => Err(type_error(format!(
                "stridelab keeps an optimizer's param_groups as a list, not {}",
                v.type_name()
            ))),
            (name, v) => {
                if name == "step" && self.step_watch.get() != StepWatch::Unwatched {
                    self.step_watch.set(StepWatch::Overridden);
                }
                let mut attrs = self.attrs.borrow_mut();
                attrs.retain(|(k, _)| k != name);
                attrs.push((name.to_string(), v));
                Ok(())
            }
        }
    }
    fn call_method(&self, it: &mut Interp, this: &Value, name: &str, args: Args) -> Result<Value> {
        use super::optim_hooks as hooks;
        match name {
            n if hooks::REGISTRATIONS.contains(&n) => hooks::register(it, this, n, args),
            "step" => hooks::step(self, it, this, args),
            "state_dict" => hooks::state_dict(self, it, this, args),
            "load_state_dict" => hooks::load_state_dict(self, it, this, args),
            _ => self.call_plain(it, name, args),
        }
    }
}

impl OptimizerObj {
    /// The methods without hooks.
    fn call_plain(&self, it: &mut Interp, name: &str, args: Args) -> Result<Value> {
        match name {
            "add_param_group" => {
                let a = args.bind("add_param_group", &["param_group"])?;
                super::optim_state::add_param_group(it, self, &a.value_or_none("param_group"))?;
                Ok(Value::None)
            }
            "zero_grad" => {
                let a = args.bind("zero_grad", &["set_to_none="])?;
                self.sync_groups(it)?;
                let set_to_none = a.bool_or("set_to_none", true)?;
                let params: Vec<_> = (self.inner.borrow().groups.iter())
                    .flat_map(|g| g.params.clone())
                    .collect();
                crate::interp::sparse_grad::zero_grads(it, &params, set_to_none)?;
                self.inner.borrow().zero_grad(set_to_none)?;
                Ok(Value::None)
            }
            _ => Err(runtime(format!(
                "{}.{name}() is not supported in stridelab",
                self.name
            ))),
        }
    }
}

/// A repr for hyperparameter values (numbers, bools, tuples, lists, None) without an
/// interpreter.
fn plain_repr(v: &Value) -> String {
    match v {
        Value::None => "None".into(),
        Value::Bool(b) => if *b { "True" } else { "False" }.into(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => crate::pyfmt::py_float(*f),
        Value::Tuple(t) => {
            let p: Vec<String> = t.iter().map(plain_repr).collect();
            if p.len() == 1 {
                format!("({},)", p[0])
            } else {
                format!("({})", p.join(", "))
            }
        }
        Value::List(l) => {
            let p: Vec<String> = l.borrow().iter().map(plain_repr).collect();
            format!("[{}]", p.join(", "))
        }
        Value::Str(s) => crate::interp::builtins::py_str_repr(s),
        v => format!("<{}>", v.type_name()),
    }
}

/// Python's `str` of such a value: a string as it is, anything else as its repr.
fn plain_str(v: &Value) -> String {
    match v {
        Value::Str(s) => s.to_string(),
        v => plain_repr(v),
    }
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

/// A flag as Python tests it (`if group["foreach"]:`), for the values flags take.
fn flag(d: &Dict, k: &str) -> Result<bool> {
    Ok(match getf(d, k)? {
        Some(Value::Bool(b)) => b,
        Some(Value::Int(i)) => i != 0,
        _ => false,
    })
}

/// A group's `betas`: a pair (tuple or list) of numbers.
fn betas(d: &Dict) -> Result<(f64, f64)> {
    pair(d, "betas", (0.9, 0.999))
}

/// A pair hyperparameter (`betas`, Rprop's `etas` and `step_sizes`), `group[key]` read as PyTorch's optimizers read it, by `[0]` and `[1]`: a longer
/// sequence is taken by its first two items, a shorter one is Python's IndexError, and a
/// number is not subscriptable.
fn pair(d: &Dict, key: &str, default: (f64, f64)) -> Result<(f64, f64)> {
    let Some(v) = getf(d, key)? else {
        return Ok(default);
    };
    let (items, kind) = match &v {
        Value::List(l) => (l.borrow().clone(), "list"),
        other => match other.tuple_items() {
            Some(items) => (items.to_vec(), "tuple"),
            None => {
                return Err(crate::error::type_error(format!(
                    "'{}' object is not subscriptable",
                    other.type_name()
                )))
            }
        },
    };
    match items.as_slice() {
        [a, b, ..] => Ok((to_f64(a)?, to_f64(b)?)),
        _ => Err(crate::error::index_error(format!(
            "{kind} index out of range"
        ))),
    }
}

/// Reads a param group's hyperparameters back from its dict (`defaults` for what PyTorch
/// reads from there: Adagrad's `initial_accumulator_value`).
pub(super) fn hyper_from(name: &str, d: &Dict, defaults: &Dict) -> Result<Hyper> {
    Ok(match name {
        "SGD" => Hyper::Sgd {
            lr: num(d, "lr", 1e-3)?,
            momentum: num(d, "momentum", 0.0)?,
            dampening: num(d, "dampening", 0.0)?,
            weight_decay: num(d, "weight_decay", 0.0)?,
            nesterov: flag(d, "nesterov")?,
            maximize: flag(d, "maximize")?,
            foreach: flag(d, "foreach")?,
        },
        "RMSprop" => Hyper::RmsProp(RmsProp {
            lr: num(d, "lr", 1e-2)?,
            alpha: num(d, "alpha", 0.99)?,
            eps: num(d, "eps", 1e-8)?,
            weight_decay: num(d, "weight_decay", 0.0)?,
            momentum: num(d, "momentum", 0.0)?,
            centered: flag(d, "centered")?,
            maximize: flag(d, "maximize")?,
            foreach: flag(d, "foreach")?,
            capturable: flag(d, "capturable")?,
            differentiable: flag(d, "differentiable")?,
        }),
        "Adagrad" => Hyper::Adagrad(Adagrad {
            lr: num(d, "lr", 1e-2)?,
            lr_decay: num(d, "lr_decay", 0.0)?,
            weight_decay: num(d, "weight_decay", 0.0)?,
            initial_accumulator_value: num(defaults, "initial_accumulator_value", 0.0)?,
            eps: num(d, "eps", 1e-10)?,
            maximize: flag(d, "maximize")?,
            foreach: flag(d, "foreach")?,
            fused: flag(d, "fused")?,
            differentiable: flag(d, "differentiable")?,
        }),
        "Adadelta" => Hyper::Adadelta(Adadelta {
            lr: num(d, "lr", 1.0)?,
            rho: num(d, "rho", 0.9)?,
            eps: num(d, "eps", 1e-6)?,
            weight_decay: num(d, "weight_decay", 0.0)?,
            maximize: flag(d, "maximize")?,
            foreach: flag(d, "foreach")?,
            capturable: flag(d, "capturable")?,
            differentiable: flag(d, "differentiable")?,
        }),
        "Adamax" => {
            let (beta1, beta2) = betas(d)?;
            Hyper::Adamax(Adamax {
                lr: num(d, "lr", 2e-3)?,
                beta1,
                beta2,
                eps: num(d, "eps", 1e-8)?,
                weight_decay: num(d, "weight_decay", 0.0)?,
                maximize: flag(d, "maximize")?,
                foreach: flag(d, "foreach")?,
                capturable: flag(d, "capturable")?,
                differentiable: flag(d, "differentiable")?,
            })
        }
        "NAdam" => {
            let (beta1, beta2) = betas(d)?;
            Hyper::NAdam(NAdam {
                lr: num(d, "lr", 2e-3)?,
                beta1,
                beta2,
                eps: num(d, "eps", 1e-8)?,
                weight_decay: num(d, "weight_decay", 0.0)?,
                momentum_decay: num(d, "momentum_decay", 4e-3)?,
                decoupled: flag(d, "decoupled_weight_decay")?,
                maximize: flag(d, "maximize")?,
                foreach: flag(d, "foreach")?,
                capturable: flag(d, "capturable")?,
                differentiable: flag(d, "differentiable")?,
            })
        }
        "RAdam" => {
            let (beta1, beta2) = betas(d)?;
            Hyper::RAdam(RAdam {
                lr: num(d, "lr", 1e-3)?,
                beta1,
                beta2,
                eps: num(d, "eps", 1e-8)?,
                weight_decay: num(d, "weight_decay", 0.0)?,
                decoupled: flag(d, "decoupled_weight_decay")?,
                maximize: flag(d, "maximize")?,
                foreach: flag(d, "foreach")?,
                capturable: flag(d, "capturable")?,
                differentiable: flag(d, "differentiable")?,
            })
        }
        "Rprop" => {
            let (etaminus, etaplus) = pair(d, "etas", (0.5, 1.2))?;
            let (step_size_min, step_size_max) = pair(d, "step_sizes", (1e-6, 50.0))?;
            Hyper::Rprop(Rprop {
                lr: num(d, "lr", 1e-2)?,
                etaminus,
                etaplus,
                step_size_min,
                step_size_max,
                maximize: flag(d, "maximize")?,
                foreach: flag(d, "foreach")?,
                capturable: flag(d, "capturable")?,
                differentiable: flag(d, "differentiable")?,
            })
        }
        "ASGD" => Hyper::Asgd(Asgd {
            lr: num(d, "lr", 1e-2)?,
            lambd: num(d, "lambd", 1e-4)?,
            alpha: num(d, "alpha", 0.75)?,
            t0: num(d, "t0", 1e6)?,
            weight_decay: num(d, "weight_decay", 0.0)?,
            maximize: flag(d, "maximize")?,
            foreach: flag(d, "foreach")?,
            capturable: flag(d, "capturable")?,
            differentiable: flag(d, "differentiable")?,
        }),
        _ => {
            let (b1, b2) = betas(d)?;
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
                foreach: flag(d, "foreach")?,
                capturable: flag(d, "capturable")?,
            }
        }
    })
}

/// The param-group defaults, as PyTorch's constructor writes them into `defaults`: what was
/// passed, as passed (so `foreach=False` shows as False, not None).
fn defaults(name: &str, a: &Bound) -> Result<Vec<(&'static str, Value)>> {
    let f = |k: &str, d: f64| -> Result<Value> {
        Ok(match a.get(k) {
            None => Value::Float(d),
            Some(v) => v.clone(),
        })
    };
    let b = |k: &str| -> Result<Value> { Ok(Value::Bool(a.bool_or(k, false)?)) };
    let given_or = |k: &str, d: Value| -> Value {
        if a.given(k) {
            a.get(k).cloned().unwrap_or(Value::None)
        } else {
            d
        }
    };
    // The later optimizers: each argument as bound (literal defaults are filled in from the
    // signature), in the order of PyTorch's `defaults` dict.
    let keys: &[&'static str] = match name {
        "RMSprop" => &[
            "lr",
            "momentum",
            "alpha",
            "eps",
            "centered",
            "weight_decay",
            "capturable",
            "foreach",
            "maximize",
            "differentiable",
        ],
        "Adagrad" => &[
            "lr",
            "lr_decay",
            "eps",
            "weight_decay",
            "initial_accumulator_value",
            "foreach",
            "maximize",
            "differentiable",
            "fused",
        ],
        "Adadelta" => &[
            "lr",
            "rho",
            "eps",
            "weight_decay",
            "maximize",
            "capturable",
            "foreach",
            "differentiable",
        ],
        "Adamax" => &[
            "lr",
            "betas",
            "eps",
            "weight_decay",
            "foreach",
            "maximize",
            "differentiable",
            "capturable",
        ],
        "NAdam" => &[
            "lr",
            "betas",
            "eps",
            "weight_decay",
            "momentum_decay",
            "decoupled_weight_decay",
            "maximize",
            "foreach",
            "capturable",
            "differentiable",
        ],
        "RAdam" => &[
            "lr",
            "betas",
            "eps",
            "weight_decay",
            "maximize",
            "foreach",
            "capturable",
            "decoupled_weight_decay",
            "differentiable",
        ],
        "Rprop" => &[
            "lr",
            "etas",
            "step_sizes",
            "foreach",
            "maximize",
            "differentiable",
            "capturable",
        ],
        "ASGD" => &[
            "lr",
            "lambd",
            "alpha",
            "t0",
            "weight_decay",
            "foreach",
            "maximize",
            "differentiable",
            "capturable",
        ],
        _ => &[],
    };
    if !keys.is_empty() {
        return Ok(keys
            .iter()
            .map(|&k| {
                let v = match a.value_or_none(k) {
                    Value::None if k == "betas" => {
                        Value::tuple(vec![Value::Float(0.9), Value::Float(0.999)])
                    }
                    Value::None if k == "etas" => {
                        Value::tuple(vec![Value::Float(0.5), Value::Float(1.2)])
                    }
                    Value::None if k == "step_sizes" => {
                        Value::tuple(vec![Value::Float(1e-6), Value::Int(50)])
                    }
                    v => v,
                };
                (k, v)
            })
            .collect());
    }
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
            ("foreach", given_or("foreach", Value::None)),
            (
                "differentiable",
                given_or("differentiable", Value::Bool(false)),
            ),
            ("fused", given_or("fused", Value::None)),
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
            ("foreach", given_or("foreach", Value::None)),
            ("capturable", given_or("capturable", Value::Bool(false))),
            (
                "differentiable",
                given_or("differentiable", Value::Bool(false)),
            ),
            ("fused", given_or("fused", Value::None)),
            (
                "decoupled_weight_decay",
                Value::Bool(name == "AdamW" || a.bool_or("decoupled_weight_decay", false)?),
            ),
        ],
    })
}

pub(super) fn param_list(it: &mut Interp, v: &Value) -> Result<Vec<Tensor>> {
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
            // A complex parameter is stepped as its float pairs (`optim_complex`).
            o if super::optim_complex::carrier(&o).is_some() => {
                Ok(super::optim_complex::carrier(&o).expect("checked"))
            }
            o => Err(type_error(format!(
                "optimizer can only optimize Tensors, but one of the params is {}",
                o.type_name()
            ))),
        })
        .collect()
}

/// One of torch.optim's built-in optimizers (an instance of `torch.optim.Optimizer`).
/// The built-in optimizer classes and the torch.optim module each is defined in (its repr,
/// `<class 'torch.optim.sgd.SGD'>`).
const CLASSES: &[(&str, &str)] = &[
    ("SGD", "sgd"),
    ("Adam", "adam"),
    ("AdamW", "adamw"),
    ("RMSprop", "rmsprop"),
    ("Adagrad", "adagrad"),
    ("Adadelta", "adadelta"),
    ("Adamax", "adamax"),
    ("NAdam", "nadam"),
    ("RAdam", "radam"),
    ("Rprop", "rprop"),
    ("ASGD", "asgd"),
];

/// `torch.optim.sgd` for `SGD`; None for a name that is not a built-in optimizer class.
pub fn optimizer_module(class: &str) -> Option<&'static str> {
    CLASSES.iter().find(|(c, _)| *c == class).map(|(_, m)| *m)
}

pub fn is_native_optimizer(v: &Value) -> bool {
    matches!(v, Value::Object(o) if o.as_any().downcast_ref::<OptimizerObj>().is_some())
}

/// A param group's `params` (`add_param_group`): one tensor stands for a list of it; a set
/// is refused because its order is not the same from run to run.
pub(super) fn group_params(it: &mut Interp, v: Value) -> Result<Vec<Tensor>> {
    if let Some(Some(t)) = (!matches!(v, Value::Set(_))).then(|| super::optim_complex::carrier(&v))
    {
        return Ok(vec![t]);
    }
    match v {
        Value::Set(_) => Err(type_error(
            "optimizer parameters need to be organized in ordered collections, but the ordering of tensors in sets will change between runs. Please use a list instead.",
        )),
        v => param_list(it, &v),
    }
}

/// A param group as given: its tensors and its keys in order (`params` among them).
type GroupSpec = (Vec<Tensor>, Vec<(String, Value)>);

/// `torch.optim.SGD(...)`, `Adam(...)`, `RMSprop(...)`, ...: the entry named by the call.
fn make_optimizer(it: &mut Interp, a: &Bound) -> Result<Value> {
    let name: &'static str = match a.fname() {
        "SGD" => "SGD",
        "Adam" => "Adam",
        "RMSprop" => "RMSprop",
        "Adagrad" => "Adagrad",
        "Adadelta" => "Adadelta",
        "Adamax" => "Adamax",
        "NAdam" => "NAdam",
        "RAdam" => "RAdam",
        "Rprop" => "Rprop",
        "ASGD" => "ASGD",
        _ => "AdamW",
    };
    if name == "SGD" && a.bool_or("fused", false)? {
        if a.bool_or("foreach", false)? {
            return Err(runtime("`fused` and `foreach` cannot be `True` together."));
        }
        // Say so instead of pretending.
        return Err(runtime("SGD: the fused implementation is not available in stridelab; drop fused=True to use the single-tensor one (Adam and AdamW accept fused=True)"));
    }
    let defs = defaults(name, a)?;
    let mut defaults_dict = Dict::default();
    for (k, v) in &defs {
        defaults_dict.set(Value::str(k), v.clone())?;
    }
    // PyTorch checks the arguments before it looks at the parameters.
    check_arguments(it, name, a, &defaults_dict)?;
    let pv = a.value("params")?;
    if matches!(pv, Value::Tensor(_)) {
        param_list(it, &pv)?;
    }
    // Collected once: `model.parameters()` is a generator, as in PyTorch.
    let raw = it.collect(&pv)?;
    let group_specs: Vec<GroupSpec> = if raw.iter().all(|x| matches!(x, Value::Dict(_)))
        && !raw.is_empty()
    {
        raw.iter()
            .map(|g| {
                let Value::Dict(d) = g else { unreachable!() };
                let d = d.borrow();
                let ps = d.get(&Value::str("params"))?.ok_or_else(|| value_error("parameter group didn't specify a value of required optimization parameter params"))?;
                let ps = group_params(it, ps)?;
                let keys: Vec<(String, Value)> = d
                    .items
                    .iter()
                    .filter_map(|(k, v)| match k {
                        Value::Str(k) => Some((k.to_string(), v.clone())),
                        _ => None,
                    })
                    .collect();
                Ok((ps, keys))
            })
            .collect::<Result<_>>()?
    } else {
        let ps = param_list(it, &Value::list(raw))?;
        vec![(ps, vec![("params".to_string(), Value::None)])]
    };
    let mut groups = Vec::new();
    let mut dicts = Vec::new();
    for (ps, keys) in group_specs {
        // `add_param_group`: the group's own keys in its order (`params` as a list), then
        // `setdefault` of each default.
        let mut d = Dict::default();
        for (k, v) in keys {
            let v = if k == "params" {
                tensors_value(ps.clone())
            } else {
                v
            };
            d.set(Value::str(&k), v)?;
        }
        for (k, v) in &defs {
            if d.get(&Value::str(k))?.is_none() {
                d.set(Value::str(k), v.clone())?;
            }
        }
        groups.push(ParamGroup {
            params: ps,
            hyper: hyper_from(name, &d, &defaults_dict)?,
        });
        dicts.push(Rc::new(RefCell::new(d)));
    }
    let mut inner = Optimizer::new(groups)?;
    let differentiable = a.bool_or("differentiable", false)?;
    let fused = a.bool_or("fused", false)?;
    if differentiable && fused {
        return Err(runtime("`fused` does not support `differentiable`"));
    }
    if matches!(name, "Adagrad" | "Adam" | "AdamW") && fused && a.bool_or("foreach", false)? {
        return Err(runtime("`fused` and `foreach` cannot be `True` together."));
    }
    if name == "Adagrad" {
        inner.init_adagrad_state(num(&defaults_dict, "initial_accumulator_value", 0.0)?)?;
    }
    inner.differentiable = differentiable;
    Ok(Value::Object(Rc::new(OptimizerObj {
        name,
        inner: Rc::new(RefCell::new(inner)),
        param_groups: RefCell::new(Value::list(dicts.into_iter().map(Value::Dict).collect())),
        defaults: Rc::new(RefCell::new(defaults_dict)),
        state_dicts: Default::default(),
        step_watch: Default::default(),
        attrs: Default::default(),
    })))
}

/// The constructor checks of the later optimizers, with the offending value printed as
/// Python prints it (`-1` for an int, `-1.0` for a float).
fn check_arguments(it: &mut Interp, name: &str, a: &Bound, defaults: &Dict) -> Result<()> {
    // `lr=None` reaches the constructor's comparison (`lr < 0.0` in SGD, `0.0 <= lr` in the
    // others) and fails there.
    if a.explicit_none("lr").is_some() {
        return Err(type_error(if name == "SGD" {
            "'<' not supported between instances of 'NoneType' and 'float'"
        } else {
            "'<=' not supported between instances of 'float' and 'NoneType'"
        }));
    }
    if matches!(name, "Adam" | "AdamW")
        && matches!(a.get("lr"), Some(Value::Tensor(_)))
        && a.bool_or("foreach", false)?
        && !a.bool_or("capturable", false)?
    {
        return Err(value_error(
            "lr as a Tensor is not supported for capturable=False and foreach=True",
        ));
    }
    if let Some(Value::Tensor(t)) = a.get("lr") {
        if t.numel() != 1 {
            return Err(value_error("Tensor lr must be 1-element"));
        }
    }
    let hyper = hyper_from(name, defaults, defaults)?;
    let Some(bad) = hyper.first_invalid() else {
        return hyper.constructor_rule();
    };
    let mut v = a.value_or_none(bad.arg);
    if let Some(i) = bad.index {
        let items = v.tuple_items().or_else(|| match &v {
            Value::List(l) => Some(l.borrow().clone()),
            _ => None,
        });
        v = items.and_then(|x| x.get(i).cloned()).unwrap_or(Value::None);
    }
    // Rprop's eta check names both etas: "Invalid eta values: 1.5, 1.2".
    if bad.arg == "etas" {
        let items = v.tuple_items().or_else(|| match &v {
            Value::List(l) => Some(l.borrow().clone()),
            _ => None,
        });
        let mut shown = Vec::new();
        for x in items.unwrap_or_default().iter().take(2) {
            shown.push(it.to_str(x)?);
        }
        return Err(bad.error(&shown.join(", ")));
    }
    let shown = match &v {
        Value::Int(_) | Value::Float(_) | Value::Bool(_) => plain_str(&v),
        Value::None => crate::pyfmt::py_float(bad.value),
        v => it.to_str(v)?,
    };
    Err(bad.error(&shown))
}
