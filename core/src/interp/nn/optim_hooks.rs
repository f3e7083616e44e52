//! The hooks of the built-in optimizers (optimizer.py's `register_step_pre_hook`, the
//! state-dict hooks, the global `register_optimizer_step_pre_hook`): their tables and the
//! running of them live in `torch.optim.optimizer` (torch_optim_optimizer.py), shared with
//! the optimizers written in Python; here the native optimizer reaches them.

use super::optim::{OptimizerObj, StepWatch};
use crate::error::Result;
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::*;
use std::cell::RefCell;
use std::rc::Rc;

const MODULE: &str = "torch.optim.optimizer";

/// The registration methods every optimizer has.
pub const REGISTRATIONS: [&str; 6] = [
    "register_step_pre_hook",
    "register_step_post_hook",
    "register_state_dict_pre_hook",
    "register_state_dict_post_hook",
    "register_load_state_dict_pre_hook",
    "register_load_state_dict_post_hook",
];

/// The tables the registrations fill, by name.
pub const TABLES: [&str; 6] = [
    "_optimizer_step_pre_hooks",
    "_optimizer_step_post_hooks",
    "_optimizer_state_dict_pre_hooks",
    "_optimizer_state_dict_post_hooks",
    "_optimizer_load_state_dict_pre_hooks",
    "_optimizer_load_state_dict_post_hooks",
];

/// An empty hook table: an OrderedDict, as PyTorch's.
pub fn new_table(it: &mut Interp) -> Result<Value> {
    crate::interp::stdlib::call_function(it, "collections", "OrderedDict", vec![])
}

/// Could any hook be registered? Every registration imports `torch.optim.optimizer`, so
/// before that a step needs no look at the tables.
pub fn loaded(it: &Interp) -> bool {
    it.loaded_module(MODULE).is_some()
}

pub fn call(it: &mut Interp, name: &str, args: Vec<Value>) -> Result<Value> {
    crate::interp::stdlib::call_function(it, MODULE, name, args)
}

/// `opt.register_step_pre_hook(hook)` and the others (the state-dict ones take `prepend`).
pub fn register(it: &mut Interp, this: &Value, method: &str, args: Args) -> Result<Value> {
    let spec: &[&str] = if method.starts_with("register_step_") {
        &["hook"]
    } else {
        &["hook", "prepend="]
    };
    let a = args.bind(method, spec)?;
    let prepend = Value::Bool(a.bool_or("prepend", false)?);
    let hook = a.value_or_none("hook");
    call(
        it,
        "_register_hook",
        vec![this.clone(), Value::str(method), hook, prepend],
    )
}

/// The pre-hooks see `(optimizer, *args)` and the keywords, and may return new ones; the
/// step is then called with them (the optimizer itself dropped from the front).
pub fn step_pre(it: &mut Interp, this: &Value, args: Args) -> Result<Args> {
    let (pos, kw) = pack(this, &args);
    let r = call(it, "_step_pre_hooks", vec![this.clone(), pos, kw])?;
    let pair = r.tuple_items().unwrap_or_default();
    let (Some(pos), Some(kw)) = (pair.first(), pair.get(1)) else {
        return Ok(args);
    };
    let pos = match pos {
        Value::List(l) => l.borrow().clone(),
        v => v.tuple_items().unwrap_or_default(),
    };
    let mut kws = Vec::new();
    if let Value::Dict(d) = kw {
        for (k, v) in d.borrow().items.iter() {
            if let Value::Str(k) = k {
                kws.push((k.to_string(), v.clone()));
            }
        }
    }
    let out = Args {
        pos: pos.into_iter().skip(1).collect(),
        kw: kws,
    };
    Ok(out)
}

pub fn step_post(it: &mut Interp, this: &Value, args: Args) -> Result<()> {
    let (pos, kw) = pack(this, &args);
    call(it, "_step_post_hooks", vec![this.clone(), pos, kw])?;
    Ok(())
}

/// `args` as the hooks see them: a tuple led by the optimizer, and a dict of keywords.
fn pack(this: &Value, args: &Args) -> (Value, Value) {
    let mut pos = vec![this.clone()];
    pos.extend(args.pos.iter().cloned());
    let mut d = Dict::default();
    for (k, v) in &args.kw {
        // A str key always hashes.
        let _ = d.set(Value::str(k), v.clone());
    }
    (Value::tuple(pos), Value::Dict(Rc::new(RefCell::new(d))))
}

/// `opt.step(closure=None)`: the step hooks (optimizer.py's profile_hook_step) around the
/// step itself.
pub fn step(obj: &OptimizerObj, it: &mut Interp, this: &Value, args: Args) -> Result<Value> {
    let hooked = loaded(it);
    let args = match hooked {
        true => step_pre(it, this, args)?,
        false => args,
    };
    let a = args.bind("step", &["closure="])?;
    // The closure runs script code: `self` stays alive in the bound method's receiver.
    let loss = match a.get("closure") {
        Some(c) => {
            let _g = crate::autograd::NoGradGuard::with(true);
            it.call(c, Args::default())?
        }
        None => Value::None,
    };
    obj.step(it)?;
    if obj.step_watch.get() == StepWatch::Watched {
        obj.step_watch.set(StepWatch::Called);
    }
    if hooked {
        step_post(it, this, args)?;
    }
    Ok(loss)
}

/// `opt.state_dict()`, between its pre-hooks and its post-hooks (which may replace it).
pub fn state_dict(obj: &OptimizerObj, it: &mut Interp, this: &Value, args: Args) -> Result<Value> {
    args.bind("state_dict", &[])?;
    let hooked = loaded(it);
    if hooked {
        call(it, "_state_dict_pre_hooks", vec![this.clone()])?;
    }
    obj.sync_groups(it)?;
    obj.push_state()?;
    let sd = super::optim_state::state_dict(obj)?;
    match hooked {
        true => call(it, "_state_dict_post_hooks", vec![this.clone(), sd]),
        false => Ok(sd),
    }
}

/// `opt.load_state_dict(sd)`: PyTorch loads a shallow copy, which a pre-hook may edit or
/// replace; the post-hooks run after.
pub fn load_state_dict(
    obj: &OptimizerObj,
    it: &mut Interp,
    this: &Value,
    args: Args,
) -> Result<Value> {
    let a = args.bind("load_state_dict", &["state_dict"])?;
    let mut sd = a.value_or_none("state_dict");
    let hooked = loaded(it);
    if hooked {
        let copy = it.getattr(&sd, "copy")?;
        let copy = it.call(&copy, Args::default())?;
        sd = call(it, "_load_state_dict_pre_hooks", vec![this.clone(), copy])?;
    }
    super::optim_state::load_state_dict(it, obj, &sd)?;
    if hooked {
        call(it, "_load_state_dict_post_hooks", vec![this.clone()])?;
    }
    Ok(Value::None)
}
