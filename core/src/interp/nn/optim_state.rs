//! An optimizer's `state_dict()`, `load_state_dict()` and `add_param_group()`, after
//! PyTorch's `torch/optim/optimizer.py`: parameters are named by their index over all
//! groups in order, `state` is keyed by those indices, and each group's dict carries every
//! hyperparameter with `params` as an index list (last).

use super::optim::{group_params, hyper_from, OptimizerObj};
use super::tensors_value;
use crate::error::{runtime, type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::eval::Interp;
use crate::interp::value::*;
use crate::optim::{ParamGroup, ParamState};
use crate::tensor::Tensor;
use std::cell::RefCell;
use std::rc::Rc;

/// The state key `s` names, if the optimizers keep one of that name.
pub(super) fn state_key(s: &str) -> Option<&'static str> {
    crate::optim::STATE_KEYS.iter().find(|k| **k == s).copied()
}

fn dict_value(d: Dict) -> Value {
    Value::Dict(Rc::new(RefCell::new(d)))
}

/// The parameters of every group, in order: index i is PyTorch's parameter id i.
fn all_params(opt: &OptimizerObj) -> Vec<Tensor> {
    opt.inner
        .borrow()
        .groups
        .iter()
        .flat_map(|g| g.params.iter().cloned())
        .collect()
}

/// `opt.state_dict()`: the state tensors themselves (not copies), the groups as new dicts.
pub fn state_dict(opt: &OptimizerObj) -> Result<Value> {
    let params = all_params(opt);
    let index_of = |p: &Tensor| params.iter().position(|q| q.same(p));
    let mut state = Dict::default();
    for (p, s) in &opt.inner.borrow().state {
        let Some(i) = index_of(p) else { continue };
        let mut d = Dict::default();
        for (k, t) in &s.entries {
            d.set(Value::str(k), super::optim_complex::state_value(p, t))?;
        }
        state.set(Value::Int(i as i64), dict_value(d))?;
    }
    let mut groups = Vec::new();
    let mut start = 0usize;
    let inner = opt.inner.borrow();
    for (gi, g) in opt.group_dicts()?.iter().enumerate() {
        let mut d = Dict::default();
        for (k, v) in g.borrow().items.iter() {
            if !matches!(k, Value::Str(s) if &**s == "params") {
                d.set(k.clone(), v.clone())?;
            }
        }
        let n = inner.groups.get(gi).map_or(0, |g| g.params.len());
        let ids = (start..start + n).map(|i| Value::Int(i as i64)).collect();
        start += n;
        d.set(Value::str("params"), Value::list(ids))?;
        groups.push(dict_value(d));
    }
    let mut out = Dict::default();
    out.set(Value::str("state"), dict_value(state))?;
    out.set(Value::str("param_groups"), Value::list(groups))?;
    Ok(dict_value(out))
}

fn get(d: &Dict, k: &str) -> Result<Value> {
    d.get(&Value::str(k))?
        .ok_or_else(|| TorchError::new(ErrorKind::KeyError, format!("'{k}'")))
}

/// `opt.load_state_dict(sd)`: PyTorch's checks, then the groups become the saved ones (with
/// this optimizer's parameters) and the state is replaced, each tensor cast to its
/// parameter's dtype when floating (`step` kept as it is).
pub fn load_state_dict(it: &mut Interp, opt: &OptimizerObj, sd: &Value) -> Result<()> {
    let Value::Dict(sd) = sd else {
        return Err(type_error(format!(
            "'{}' object is not subscriptable",
            sd.type_name()
        )));
    };
    let (saved_state, saved_groups) = {
        let d = sd.borrow();
        (get(&d, "state")?, get(&d, "param_groups")?)
    };
    let saved_groups = it.collect(&saved_groups)?;
    let groups = opt.sync_groups(it)?;
    if saved_groups.len() != groups.len() {
        return Err(value_error(
            "loaded state dict has a different number of parameter groups",
        ));
    }
    let params_per_group: Vec<Vec<Tensor>> = opt
        .inner
        .borrow()
        .groups
        .iter()
        .map(|g| g.params.clone())
        .collect();
    // Each saved group's index list, checked against the group sizes.
    let mut saved_ids = Vec::new();
    let mut saved_dicts = Vec::new();
    for (sg, ps) in saved_groups.iter().zip(&params_per_group) {
        let Value::Dict(sg) = sg else {
            return Err(type_error("a parameter group must be a dict"));
        };
        let ids = it.collect(&get(&sg.borrow(), "params")?)?;
        if ids.len() != ps.len() {
            return Err(value_error(
                "loaded state dict contains a parameter group that doesn't match the size of optimizer's group",
            ));
        }
        saved_ids.extend(ids);
        saved_dicts.push(sg.clone());
    }
    let params: Vec<Tensor> = params_per_group.iter().flatten().cloned().collect();
    // The new state, by parameter.
    let mut state: Vec<(Tensor, ParamState)> = Vec::new();
    let Value::Dict(ss) = &saved_state else {
        return Err(type_error("the state of a state dict must be a dict"));
    };
    let entries = ss.borrow().items.clone();
    for (k, v) in entries {
        let Some(pos) = saved_ids
            .iter()
            .position(|id| matches!((id, &k), (Value::Int(a), Value::Int(b)) if a == b))
        else {
            continue;
        };
        let p = &params[pos];
        let Value::Dict(v) = v else {
            return Err(type_error("a parameter's state must be a dict"));
        };
        let mut ps = ParamState::default();
        for (name, t) in v.borrow().items.iter() {
            let key = match name {
                Value::Str(s) => state_key(s),
                _ => None,
            };
            let Some(key) = key else {
                return Err(runtime(format!(
                    "stridelab's optimizers keep no state named {}",
                    name.type_name()
                )));
            };
            let Some(t) = super::optim_complex::carrier(t) else {
                return Err(type_error(format!(
                    "state '{key}' must be a tensor in stridelab, not {}",
                    t.type_name()
                )));
            };
            let t = if key != "step" && p.dtype().is_floating() && t.dtype() != p.dtype() {
                crate::ops::to_dtype(&t, p.dtype())?
            } else {
                t
            };
            ps.entries.push((key, t));
        }
        state.push((p.clone(), ps));
    }
    // The groups: the saved dicts (copied), `params` being this optimizer's.
    let mut new_dicts = Vec::new();
    let mut hypers = Vec::new();
    for (sg, ps) in saved_dicts.iter().zip(&params_per_group) {
        let mut d = Dict::default();
        for (k, v) in sg.borrow().items.iter() {
            let v = match k {
                Value::Str(s) if &**s == "params" => tensors_value(ps.clone()),
                _ => v.clone(),
            };
            d.set(k.clone(), v)?;
        }
        hypers.push(hyper_from(opt.name, &d, &opt.defaults.borrow())?);
        new_dicts.push(Rc::new(RefCell::new(d)));
    }
    let mut inner = opt.inner.borrow_mut();
    inner.state = state;
    for (g, h) in inner.groups.iter_mut().zip(hypers) {
        g.hyper = h;
    }
    drop(inner);
    *opt.param_groups.borrow_mut() = Value::list(new_dicts.into_iter().map(Value::Dict).collect());
    opt.forget_state_dicts();
    Ok(())
}

/// `opt.add_param_group(group)`: the dict itself joins `param_groups`, its `params` made a
/// list and the defaults filled in after its own keys.
pub fn add_param_group(it: &mut Interp, opt: &OptimizerObj, group: &Value) -> Result<()> {
    let Value::Dict(d) = group else {
        return Err(crate::error::type_error(format!(
            "param_group must be a dict, but got <class '{}'>",
            group.type_name()
        )));
    };
    opt.sync_groups(it)?;
    let params = get(&d.borrow(), "params")?;
    let params = group_params(it, params)?;
    let differentiable = matches!(
        opt.defaults.borrow().get(&Value::str("differentiable"))?,
        Some(Value::Bool(true))
    );
    if !differentiable && params.iter().any(|p| !p.is_leaf()) {
        return Err(value_error("can't optimize a non-leaf Tensor"));
    }
    d.borrow_mut()
        .set(Value::str("params"), tensors_value(params.clone()))?;
    let defaults = opt.defaults.borrow().items.clone();
    for (k, v) in defaults {
        if d.borrow().get(&k)?.is_none() {
            d.borrow_mut().set(k, v)?;
        }
    }
    let existing = all_params(opt);
    if params.iter().any(|p| existing.iter().any(|q| q.same(p))) {
        return Err(value_error(
            "some parameters appear in more than one parameter group",
        ));
    }
    let hyper = hyper_from(opt.name, &d.borrow(), &opt.defaults.borrow())?;
    opt.inner
        .borrow_mut()
        .groups
        .push(ParamGroup { params, hyper });
    if let Value::List(l) = &*opt.param_groups.borrow() {
        l.borrow_mut().push(Value::Dict(d.clone()));
    }
    Ok(())
}
