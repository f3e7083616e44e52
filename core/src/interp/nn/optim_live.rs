//! What a script sees of an optimizer, kept live as PyTorch's Python objects are: the
//! `param_groups` list and its dicts are read afresh at every step, `zero_grad` and
//! state-dict call (a group appended to the list, a `params` list edited or replaced, a
//! deleted hyperparameter all count, the last one as PyTorch's KeyError), and the
//! `opt.state[p]` dicts are the ones the step reads and fills.

use super::optim::{hyper_from, OptimizerObj};
use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::protocol::Object;
use crate::interp::value::*;
use crate::optim::{Optimizer, ParamGroup};
use crate::tensor::Tensor;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

/// The `opt.state[p]` dicts handed out, by parameter (shared with every `opt.state` view).
pub type StateDicts = Rc<RefCell<Vec<(Tensor, Rc<RefCell<Dict>>)>>>;

/// The keys each optimizer's `step` reads from a group, in the order PyTorch 2.15 reads
/// them (its `_init_group`, then the functional call's arguments), after `params`: the
/// first one missing is the KeyError the step raises.
const STEP_KEYS: &[(&str, &[&str])] = &[
    (
        "SGD",
        &[
            "fused",
            "momentum",
            "weight_decay",
            "lr",
            "dampening",
            "nesterov",
            "maximize",
            "foreach",
        ],
    ),
    (
        "Adam",
        &[
            "fused",
            "capturable",
            "amsgrad",
            "differentiable",
            "foreach",
            "lr",
            "betas",
            "weight_decay",
            "eps",
            "maximize",
            "decoupled_weight_decay",
        ],
    ),
    (
        "RMSprop",
        &[
            "capturable",
            "momentum",
            "centered",
            "lr",
            "alpha",
            "eps",
            "weight_decay",
            "foreach",
            "maximize",
            "differentiable",
        ],
    ),
    (
        "Adagrad",
        &[
            "fused",
            "lr",
            "weight_decay",
            "lr_decay",
            "eps",
            "foreach",
            "maximize",
            "differentiable",
        ],
    ),
    (
        "Adadelta",
        &[
            "capturable",
            "lr",
            "rho",
            "eps",
            "weight_decay",
            "foreach",
            "maximize",
            "differentiable",
        ],
    ),
    (
        "Adamax",
        &[
            "capturable",
            "betas",
            "eps",
            "lr",
            "weight_decay",
            "foreach",
            "maximize",
            "differentiable",
        ],
    ),
    (
        "NAdam",
        &[
            "capturable",
            "betas",
            "lr",
            "weight_decay",
            "momentum_decay",
            "eps",
            "maximize",
            "decoupled_weight_decay",
            "foreach",
            "differentiable",
        ],
    ),
    (
        "Rprop",
        &[
            "etas",
            "step_sizes",
            "foreach",
            "maximize",
            "capturable",
            "lr",
            "differentiable",
        ],
    ),
    (
        "ASGD",
        &[
            "capturable",
            "lr",
            "lambd",
            "t0",
            "alpha",
            "weight_decay",
            "foreach",
            "maximize",
            "differentiable",
        ],
    ),
    (
        "RAdam",
        &[
            "capturable",
            "betas",
            "lr",
            "weight_decay",
            "eps",
            "maximize",
            "foreach",
            "differentiable",
            "decoupled_weight_decay",
        ],
    ),
];

fn key_error(k: &str) -> TorchError {
    TorchError::new(ErrorKind::KeyError, format!("'{k}'"))
}

/// The error of `group["params"]` on something that is not a dict.
fn not_subscriptable(v: &Value) -> TorchError {
    match v {
        Value::List(_) | Value::Tuple(_) => type_error(format!(
            "{} indices must be integers or slices, not str",
            v.type_name()
        )),
        v => type_error(format!("'{}' object is not subscriptable", v.type_name())),
    }
}

/// The tensors of a group's `params`, as the step iterates them.
fn live_params(it: &mut Interp, v: &Value) -> Result<Vec<Tensor>> {
    it.collect(v)?
        .into_iter()
        .map(|p| match super::optim_complex::carrier(&p) {
            Some(t) => Ok(t),
            None => Err(TorchError::new(
                ErrorKind::AttributeError,
                format!("'{}' object has no attribute 'grad'", p.type_name()),
            )),
        })
        .collect()
}

impl OptimizerObj {
    /// The group dicts of `param_groups` as the script left them.
    pub fn group_dicts(&self) -> Result<Vec<Rc<RefCell<Dict>>>> {
        let list = self.param_groups.borrow().clone();
        let items = match &list {
            Value::List(l) => l.borrow().clone(),
            v => {
                return Err(type_error(format!(
                    "'{}' object is not iterable",
                    v.type_name()
                )))
            }
        };
        items
            .iter()
            .map(|g| match g {
                Value::Dict(d) => Ok(d.clone()),
                v => Err(not_subscriptable(v)),
            })
            .collect()
    }

    /// Reads every group's `params` into the core optimizer: a group the script appended,
    /// removed or whose list it changed counts from now on. A new group's settings are
    /// read when it steps.
    pub fn sync_groups(&self, it: &mut Interp) -> Result<Vec<Rc<RefCell<Dict>>>> {
        let dicts = self.group_dicts()?;
        let mut params = Vec::with_capacity(dicts.len());
        for d in &dicts {
            let v = d.borrow().get(&Value::str("params"))?;
            params.push(live_params(it, &v.ok_or_else(|| key_error("params"))?)?);
        }
        let placeholder = {
            let defaults = self.defaults.borrow();
            hyper_from(self.name, &defaults, &defaults)?
        };
        let mut inner = self.inner.borrow_mut();
        let old = std::mem::take(&mut inner.groups);
        let mut old = old.into_iter();
        inner.groups = params
            .into_iter()
            .map(|params| ParamGroup {
                params,
                hyper: old.next().map_or(placeholder, |g| g.hyper),
            })
            .collect();
        Ok(dicts)
    }

    /// `step()`: each group in turn, its settings read from its dict just before it steps
    /// (so a missing one raises after the groups before it moved, as in PyTorch).
    pub fn step(&self, it: &mut Interp) -> Result<()> {
        let dicts = self.sync_groups(it)?;
        self.push_state()?;
        let keys = STEP_KEYS
            .iter()
            .find(|(n, _)| {
                *n == if self.name == "AdamW" {
                    "Adam"
                } else {
                    self.name
                }
            })
            .map_or(&[][..], |(_, k)| *k);
        let mut r = Ok(());
        for (gi, d) in dicts.iter().enumerate() {
            let hyper = {
                let d = d.borrow();
                // `grad.add(param, alpha=weight_decay)` with a bool alpha (AdamW decays
                // through `mul_(1 - lr * wd)` instead).
                let coupled = self.name != "AdamW"
                    && !matches!(
                        d.get(&Value::str("decoupled_weight_decay")),
                        Ok(Some(Value::Bool(true)))
                    );
                if coupled
                    && matches!(
                        d.get(&Value::str("weight_decay")),
                        Ok(Some(Value::Bool(true)))
                    )
                {
                    r = Err(crate::error::runtime(
                        "Boolean alpha only supported for Boolean results.",
                    ));
                    break;
                }
                let missing = keys
                    .iter()
                    .find(|k| !matches!(d.get(&Value::str(k)), Ok(Some(_))));
                if let Some(k) = missing {
                    r = Err(key_error(k));
                    break;
                }
                hyper_from(self.name, &d, &self.defaults.borrow())
            };
            // Sparse gradients first: PyTorch's refusal, or their own update.
            let hyper = hyper.and_then(|h| {
                let params = self.inner.borrow().groups[gi].params.clone();
                let inner = self.inner.clone();
                crate::interp::sparse_grad::optimizer_group(it, self.name, &h, &params, |p, k| {
                    inner.borrow().state_of(p).and_then(|s| s.get(k)).cloned()
                })?;
                Ok(h)
            });
            let mut inner = self.inner.borrow_mut();
            r = hyper.and_then(|h| {
                inner.groups[gi].hyper = h;
                inner.step_one_group(gi)
            });
            if r.is_err() {
                break;
            }
        }
        // The dicts show what the step made, even when a later group failed.
        self.pull_state();
        r
    }

    /// What the script wrote into the `opt.state[p]` dicts, into the core state.
    pub fn push_state(&self) -> Result<()> {
        let dicts = self.state_dicts.borrow().clone();
        let mut inner = self.inner.borrow_mut();
        for (p, d) in dicts {
            let mut entries = Vec::new();
            for (k, v) in d.borrow().items.iter() {
                let key = match k {
                    Value::Str(s) => super::optim_state::state_key(s),
                    _ => None,
                };
                // A key the optimizer does not read stays in the dict only (PyTorch keeps
                // it there too); a None state is no state (the step makes it afresh).
                let Some(key) = key else { continue };
                if matches!(v, Value::None) {
                    continue;
                }
                let Some(t) = super::optim_complex::carrier(v) else {
                    return Err(type_error(format!(
                        "state '{key}' must be a tensor in stridelab, not {}",
                        v.type_name()
                    )));
                };
                entries.push((key, t));
            }
            inner.replace_state(&p, entries);
        }
        Ok(())
    }

    /// The core state into the `opt.state[p]` dicts handed out (the same dict objects).
    pub fn pull_state(&self) {
        let inner = self.inner.borrow();
        for (p, d) in self.state_dicts.borrow().iter() {
            fill_from_core(&inner, p, &mut d.borrow_mut());
        }
    }

    /// `load_state_dict` replaces the state: the dicts handed out before no longer belong
    /// to it (PyTorch makes a new `state`).
    pub fn forget_state_dicts(&self) {
        self.state_dicts.borrow_mut().clear();
    }
}

/// The core state of `p` into its dict: the keys the optimizer keeps are replaced (or
/// dropped when it has none), a script's own keys stay.
fn fill_from_core(inner: &Optimizer, p: &Tensor, d: &mut Dict) {
    let state = inner.state_of(p);
    let stale: Vec<String> = d
        .items
        .iter()
        .filter_map(|(k, _)| match k {
            Value::Str(s) if super::optim_state::state_key(s).is_some() => Some(s.to_string()),
            _ => None,
        })
        .filter(|k| state.is_none_or(|s| s.get(k).is_none()))
        .collect();
    for k in stale {
        d.remove_str(&k);
    }
    if let Some(s) = state {
        for (k, t) in &s.entries {
            d.set_str(k, super::optim_complex::state_value(p, t));
        }
    }
}

/// `opt.state`: the optimizer's per-parameter state (a defaultdict in PyTorch).
pub struct StateObj {
    pub inner: Rc<RefCell<Optimizer>>,
    pub dicts: StateDicts,
}

impl Object for StateObj {
    fn type_name(&self) -> String {
        "defaultdict".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    /// `opt.state[p]`: the state of parameter `p`, the same dict every time.
    fn getitem(&self, _it: &mut Interp, _this: &Value, index: &Value) -> Result<Value> {
        let Some(p) = super::optim_complex::carrier(index) else {
            return Err(TorchError::new(ErrorKind::KeyError, index.type_name()));
        };
        let p = &p;
        if let Some((_, d)) = self.dicts.borrow().iter().find(|(q, _)| q.same(p)) {
            return Ok(Value::Dict(d.clone()));
        }
        let mut d = Dict::default();
        fill_from_core(&self.inner.borrow(), p, &mut d);
        let d = Rc::new(RefCell::new(d));
        self.dicts.borrow_mut().push((p.clone(), d.clone()));
        Ok(Value::Dict(d))
    }
    /// `opt.state[p] = {...}`: that dict is the state of `p` from now on.
    fn setitem(&self, _it: &mut Interp, _this: &Value, index: &Value, v: Value) -> Result<()> {
        let (Some(p), Value::Dict(d)) = (super::optim_complex::carrier(index), &v) else {
            return Err(type_error(format!(
                "stridelab keeps an optimizer's state as dicts by parameter, not {} to {}",
                index.type_name(),
                v.type_name()
            )));
        };
        let mut dicts = self.dicts.borrow_mut();
        match dicts.iter_mut().find(|(q, _)| q.same(&p)) {
            Some(slot) => slot.1 = d.clone(),
            None => dicts.push((p, d.clone())),
        }
        Ok(())
    }
    /// `for p in opt.state`: the parameters that have state.
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        Ok(Some(
            self.keys()
                .iter()
                .map(super::optim_complex::param_value)
                .collect(),
        ))
    }
    fn py_len(&self) -> Option<usize> {
        Some(self.keys().len())
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(matches!(name, "keys" | "values" | "items" | "get")
            .then(|| Value::method(this.clone(), name)))
    }
    fn call_method(&self, it: &mut Interp, this: &Value, name: &str, args: Args) -> Result<Value> {
        if name == "get" {
            let a = args.bind("get", &["key", "default="])?;
            let key = a.value_or_none("key");
            let known = super::optim_complex::carrier(&key)
                .is_some_and(|p| self.keys().iter().any(|q| q.same(&p)));
            return match known {
                true => self.getitem(it, this, &key),
                false => Ok(a.value_or_none("default")),
            };
        }
        args.bind(name, &[])?;
        let mut out = Vec::new();
        for p in self.keys() {
            let p = super::optim_complex::param_value(&p);
            out.push(match name {
                "keys" => p,
                "values" => self.getitem(it, this, &p)?,
                _ => Value::tuple(vec![p.clone(), self.getitem(it, this, &p)?]),
            });
        }
        Ok(Value::list(out))
    }
}

impl StateObj {
    /// Whether a parameter, real or complex, has state (`p in opt.state`).
    pub(crate) fn has_item(&self, p: &Value) -> bool {
        super::optim_complex::carrier(p).is_some_and(|p| self.keys().iter().any(|q| q.same(&p)))
    }

    /// The parameters with state: those the core optimizer keeps, then those whose dict a
    /// script asked for first (a defaultdict entry in PyTorch), in the order they came.
    fn keys(&self) -> Vec<Tensor> {
        let mut keys: Vec<Tensor> = self
            .inner
            .borrow()
            .state
            .iter()
            .map(|(p, _)| p.clone())
            .collect();
        for (p, _) in self.dicts.borrow().iter() {
            if !keys.iter().any(|q| q.same(p)) {
                keys.push(p.clone());
            }
        }
        keys
    }
}

/// See `OptimizerObj::step_watch`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StepWatch {
    #[default]
    Unwatched,
    Watched,
    Called,
    /// `opt.step` was replaced after the scheduler began watching (PyTorch then warns
    /// that its wrapper is gone).
    Overridden,
}

impl OptimizerObj {
    pub(crate) fn own_attr(&self, name: &str) -> Option<Value> {
        let attrs = self.attrs.borrow();
        attrs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    }
}
