//! `torch.optim`: SGD, Adam and AdamW as script objects. The optimizer itself is
//! `crate::optim`; here are its constructors (one registry entry each, with PyTorch's
//! signature), its param groups as live dicts (`opt.param_groups[0]['lr'] = ...` changes
//! the next step, as in PyTorch), `opt.state`, `step()` and `zero_grad()`.

use super::{tensors_value, Functions};
use crate::error::{runtime, type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::{to_f64, Args, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::*;
use crate::optim::{Hyper, Optimizer, ParamGroup};
use crate::tensor::Tensor;
use std::any::Any;
use std::cell::RefCell;
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
}

/// `torch.optim.Adam(...)` etc.: the core optimizer plus its param groups as live dicts, so
/// `opt.param_groups[0]['lr'] = ...` changes the next step, as in PyTorch.
pub struct OptimizerObj {
    pub name: &'static str,
    pub inner: Rc<RefCell<Optimizer>>,
    pub groups: Vec<Rc<RefCell<Dict>>>,
}

impl Object for OptimizerObj {
    fn type_name(&self) -> String {
        self.name.into()
    }
    fn repr(&self) -> String {
        let mut s = format!("{} (", self.name);
        for (i, g) in self.groups.iter().enumerate() {
            s.push_str(&format!("\nParameter Group {i}"));
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
            for (k, v) in keys {
                s.push_str(&format!("\n    {k}: {}", plain_repr(&v)));
            }
        }
        s.push_str("\n)");
        s
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            "param_groups" => Some(Value::list(
                self.groups.iter().map(|g| Value::Dict(g.clone())).collect(),
            )),
            "state" => Some(Value::Object(Rc::new(StateObj(self.inner.clone())))),
            "step" | "zero_grad" | "add_param_group" | "state_dict" => {
                Some(Value::method(this.clone(), name))
            }
            "defaults" => Some(
                self.groups
                    .first()
                    .map(|g| Value::Dict(g.clone()))
                    .unwrap_or(Value::None),
            ),
            _ => None,
        })
    }
    fn call_method(&self, it: &mut Interp, _this: &Value, name: &str, args: Args) -> Result<Value> {
        match name {
            "step" => {
                let a = args.bind("step", &["closure="])?;
                // The closure runs script code: `self` stays alive in the bound method's receiver.
                let loss = match a.get("closure") {
                    Some(c) => {
                        let _g = crate::autograd::NoGradGuard::with(true);
                        it.call(c, Args::default())?
                    }
                    None => Value::None,
                };
                for (gi, d) in self.groups.iter().enumerate() {
                    let h = hyper_from(self.name, &d.borrow())?;
                    self.inner.borrow_mut().groups[gi].hyper = h;
                }
                self.inner.borrow_mut().step()?;
                Ok(loss)
            }
            "zero_grad" => {
                let a = args.bind("zero_grad", &["set_to_none="])?;
                self.inner
                    .borrow()
                    .zero_grad(a.bool_or("set_to_none", true)?)?;
                Ok(Value::None)
            }
            _ => Err(runtime(format!(
                "{}.{name}() is not supported in stridelab",
                self.name
            ))),
        }
    }
}

/// A repr for hyperparameter values (numbers, bools, tuples, None) without an interpreter.
fn plain_repr(v: &Value) -> String {
    match v {
        Value::None => "None".into(),
        Value::Bool(b) => if *b { "True" } else { "False" }.into(),
        Value::Int(i) => i.to_string(),
        Value::Float(f) => crate::pyfmt::py_float(*f),
        Value::Tuple(t) => {
            let p: Vec<String> = t.iter().map(plain_repr).collect();
            format!("({})", p.join(", "))
        }
        Value::Str(s) => crate::interp::builtins::py_str_repr(s),
        v => format!("<{}>", v.type_name()),
    }
}

/// `opt.state`: a view of the optimizer's per-parameter state (a defaultdict in PyTorch).
pub struct StateObj(pub Rc<RefCell<Optimizer>>);

impl Object for StateObj {
    fn type_name(&self) -> String {
        "defaultdict".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    /// `opt.state[p]`: the state of parameter `p`, as a fresh dict.
    fn getitem(&self, _it: &mut Interp, _this: &Value, index: &Value) -> Result<Value> {
        let Value::Tensor(p) = index else {
            return Err(TorchError::new(ErrorKind::KeyError, index.type_name()));
        };
        Ok(state_dict_for(&self.0, p))
    }
    /// `for p in opt.state`: the parameters that have state.
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        Ok(Some(
            self.0
                .borrow()
                .state
                .iter()
                .map(|(p, _)| Value::Tensor(p.clone()))
                .collect(),
        ))
    }
}

fn state_dict_for(opt: &RefCell<Optimizer>, p: &Tensor) -> Value {
    let inner = opt.borrow();
    let mut d = Dict::default();
    if let Some(s) = inner.state_of(p) {
        for (k, t) in &s.entries {
            let _ = d.set(Value::str(k), Value::Tensor(t.clone()));
        }
    }
    Value::Dict(Rc::new(RefCell::new(d)))
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

fn flag(d: &Dict, k: &str) -> Result<bool> {
    Ok(matches!(getf(d, k)?, Some(Value::Bool(true))))
}

/// Reads a param group's hyperparameters back from its dict.
fn hyper_from(name: &str, d: &Dict) -> Result<Hyper> {
    Ok(match name {
        "SGD" => Hyper::Sgd {
            lr: num(d, "lr", 1e-3)?,
            momentum: num(d, "momentum", 0.0)?,
            dampening: num(d, "dampening", 0.0)?,
            weight_decay: num(d, "weight_decay", 0.0)?,
            nesterov: flag(d, "nesterov")?,
            maximize: flag(d, "maximize")?,
        },
        _ => {
            let (b1, b2) = match getf(d, "betas")? {
                Some(v) => {
                    let items = v.tuple_items().or_else(|| match &v {
                        Value::List(l) => Some(l.borrow().clone()),
                        _ => None,
                    });
                    match items.as_deref() {
                        Some([a, b]) => (to_f64(a)?, to_f64(b)?),
                        _ => return Err(value_error("betas must be a pair of floats")),
                    }
                }
                None => (0.9, 0.999),
            };
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

fn param_list(it: &mut Interp, v: &Value) -> Result<Vec<Tensor>> {
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
            Value::Tensor(t) => Ok(t),
            o => Err(type_error(format!(
                "optimizer can only optimize Tensors, but one of the params is {}",
                o.type_name()
            ))),
        })
        .collect()
}

/// A param group as given: its tensors and its per-group overrides.
type GroupSpec = (Vec<Tensor>, Vec<(String, Value)>);

/// `torch.optim.SGD(...)`, `Adam(...)`, `AdamW(...)`: the entry named by the call.
fn make_optimizer(it: &mut Interp, a: &Bound) -> Result<Value> {
    let name: &'static str = match a.fname() {
        "SGD" => "SGD",
        "Adam" => "Adam",
        _ => "AdamW",
    };
    if a.bool_or("foreach", false)? || (name == "SGD" && a.bool_or("fused", false)?) {
        // The single-tensor path is the one stridelab follows; say so instead of pretending.
        return Err(runtime(format!("{name}: this foreach/fused implementation is not available in stridelab; drop the flag to use the single-tensor one (Adam and AdamW accept fused=True)")));
    }
    let defs = defaults(name, a)?;
    let pv = a.value("params")?;
    let raw = it.collect(&pv)?;
    let group_specs: Vec<GroupSpec> = if raw.iter().all(|x| matches!(x, Value::Dict(_)))
        && !raw.is_empty()
    {
        raw.iter()
            .map(|g| {
                let Value::Dict(d) = g else { unreachable!() };
                let d = d.borrow();
                let ps = d.get(&Value::str("params"))?.ok_or_else(|| value_error("parameter group didn't specify a value of required optimization parameter params"))?;
                let ps = param_list(it, &ps)?;
                let over: Vec<(String, Value)> = d
                    .items
                    .iter()
                    .filter_map(|(k, v)| match k {
                        Value::Str(k) if &**k != "params" => Some((k.to_string(), v.clone())),
                        _ => None,
                    })
                    .collect();
                Ok((ps, over))
            })
            .collect::<Result<_>>()?
    } else {
        vec![(param_list(it, &pv)?, vec![])]
    };
    let mut groups = Vec::new();
    let mut dicts = Vec::new();
    for (ps, over) in group_specs {
        let mut d = Dict::default();
        d.set(Value::str("params"), tensors_value(ps.clone()))?;
        for (k, v) in &defs {
            d.set(Value::str(k), v.clone())?;
        }
        for (k, v) in over {
            d.set(Value::str(&k), v)?;
        }
        groups.push(ParamGroup {
            params: ps,
            hyper: hyper_from(name, &d)?,
        });
        dicts.push(Rc::new(RefCell::new(d)));
    }
    let mut inner = Optimizer::new(groups)?;
    let differentiable = a.bool_or("differentiable", false)?;
    if differentiable && a.bool_or("fused", false)? {
        return Err(runtime("`fused` does not support `differentiable`"));
    }
    inner.differentiable = differentiable;
    Ok(Value::Object(Rc::new(OptimizerObj {
        name,
        inner: Rc::new(RefCell::new(inner)),
        groups: dicts,
    })))
}
