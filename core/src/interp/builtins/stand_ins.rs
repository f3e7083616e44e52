//! Our Python library's stand-ins for CPython's built-in containers: a namedtuple class
//! is a tuple, `defaultdict`/`OrderedDict`/`Counter` are dicts, and `torch.return_types`
//! are tuples, to `isinstance` and wherever PyTorch's C++ takes a tuple.

use crate::error::type_error;
use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::*;

/// Where a list or dict subclass instance keeps its items: a slot, outside `__dict__`, so
/// `vars(h)` is `{}` as in CPython (the stand-ins in stdlib/list_stand_in.py and
/// stdlib/dict_stand_in.py reach it through `_native.stand_in_items`).
const ITEMS: &str = "_stridelab_items";

/// The attribute by which a class of our Python library names the built-in container that
/// CPython's class of that name derives from (namedtuple classes: tuple; defaultdict,
/// OrderedDict, Counter: dict). Our classes wrap a native value instead of deriving from it,
/// and without this `isinstance(p, tuple)` would be a silent False.
const STANDS_FOR: &str = "__stridelab_builtin_base__";

/// Whether `v` is one of those stand-ins for `builtin` (torch.return_types are tuples too).
pub(crate) fn stands_for(v: &Value, builtin: &str) -> bool {
    match v {
        Value::Instance(i) => class_stands_for(&i.class(), builtin),
        Value::Object(o) => builtin == "tuple" && o.type_name().starts_with("torch.return_types."),
        _ => false,
    }
}

/// The items of a namedtuple (our stand-in keeps them in `_values`): where PyTorch's C++
/// takes a tuple, a namedtuple is one (`torch.zeros(P(2, 3))`, `x[P(0, 1)]`).
pub(crate) fn tuple_stand_in_items(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::Instance(i) if class_stands_for(&i.class(), "tuple") => match i.get("_values") {
            Some(Value::Tuple(t)) => Some(t.to_vec()),
            _ => None,
        },
        _ => None,
    }
}

/// The items of an instance of a script's list subclass (the stand-in keeps them in the
/// `ITEMS` slot, see `stdlib/list_stand_in.py`).
pub(crate) fn list_stand_in_items(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::Instance(i) if class_stands_for(&i.class(), "list") => {
            match i.get(ITEMS) {
                Some(Value::List(l)) => Some(l.borrow().clone()),
                // list.__new__'s empty list, before any method made it.
                _ => Some(Vec::new()),
            }
        }
        _ => None,
    }
}

pub(crate) fn class_stands_for(c: &Class, builtin: &str) -> bool {
    matches!(c.lookup(STANDS_FOR), Some((Value::Str(s), _)) if &*s == builtin)
}

/// The native dict holding the items of an instance of a script's dict subclass (made
/// empty on first use: dict.__new__ makes it even when `__init__` never calls dict's).
pub(crate) fn dict_stand_in_items(v: &Value) -> Option<Value> {
    match v {
        Value::Instance(i) if is_stand_in(&i.class(), "dict") => {
            Some(items_slot(i, Value::Dict(Default::default())))
        }
        _ => None,
    }
}

/// The items of a dict subclass instance as CPython's dict_merge copies them (`dict(d)`,
/// `x.update(d)`): straight from the dict, past a subclass's `__getitem__`, unless the
/// subclass defines its own `__iter__` (then CPython goes through `keys()` and `d[k]`).
pub(crate) fn raw_dict_items(v: &Value) -> Option<Vec<(Value, Value)>> {
    let Value::Instance(i) = v else {
        return None;
    };
    let own_iter = match i.class().lookup("__iter__") {
        Some((_, Some(owner))) => !owner.attrs.borrow().contains_key("__stridelab_stand_in__"),
        _ => true,
    };
    match dict_stand_in_items(v) {
        Some(Value::Dict(d)) if !own_iter => Some(d.borrow().items.clone()),
        _ => None,
    }
}

/// Whether `c` derives from the list or dict stand-in, `builtin` (collections' defaultdict
/// and friends stand for dict too, but keep their items elsewhere).
fn is_stand_in(c: &Class, builtin: &str) -> bool {
    matches!(c.lookup("__stridelab_stand_in__"), Some((Value::Str(s), _)) if &*s == builtin)
}

/// Gives a copied instance (`copy.copy`, stdlib/copy.py) items of its own, empty, which
/// copy.py then fills as CPython's reduce protocol does; the copy would otherwise share them.
pub(crate) fn fresh_items(i: &Instance) {
    let class = i.class();
    if is_stand_in(&class, "list") {
        i.set_slot(ITEMS, Value::list(vec![]));
    } else if is_stand_in(&class, "dict") {
        i.set_slot(ITEMS, Value::Dict(Default::default()));
    }
}

/// The items slot of `i`, set to `empty` if the instance has none yet.
fn items_slot(i: &Instance, empty: Value) -> Value {
    match i.get(ITEMS) {
        Some(v) => v,
        None => {
            i.set_slot(ITEMS, empty.clone());
            empty
        }
    }
}

/// `_native.stand_in_items(obj, empty)`: the stand-ins' way to their instance's items;
/// `_native.method_call(items, name, args, kwargs)`: their way to run the built-in method on
/// them as the method call `items.name(*args, **kwargs)` would, so its errors are CPython's
/// method call's (`set.union() takes no keyword arguments`, `list.append() takes exactly
/// one argument (0 given)`), not those of a spread call through a bound method object.
pub(crate) fn register(r: &mut Registry<FunctionFn>) {
    r.add(
        "stand-ins",
        &["method_call"],
        "obj, name, args, kwargs, /",
        |it, a| {
            let name = match a.value_or_none("name") {
                Value::Str(s) => s.to_string(),
                _ => return Err(type_error("method_call: the name must be a str")),
            };
            let pos = a.value_or_none("args").tuple_items().unwrap_or_default();
            let kw = match a.value_or_none("kwargs") {
                Value::Dict(d) => d
                    .borrow()
                    .items
                    .iter()
                    .filter_map(|(k, v)| match k {
                        Value::Str(k) => Some((k.to_string(), v.clone())),
                        _ => None,
                    })
                    .collect(),
                _ => vec![],
            };
            let args = crate::interp::args::Args { pos, kw };
            let obj = a.value_or_none("obj");
            // A method written in Python (`str.translate`) is no registry entry: called as
            // any attribute is.
            if super::containers::methods_of(&obj)
                .and_then(|r| r.get(&name))
                .is_none()
            {
                let f = it.getattr(&obj, &name)?;
                return it.call(&f, args);
            }
            super::containers::call_method(it, &obj, &name, args)
        },
    );
    r.add(
        "stand-ins",
        &["stand_in_items"],
        "obj, empty",
        |_, a| match a.value_or_none("obj") {
            Value::Instance(i) => Ok(items_slot(&i, a.value_or_none("empty"))),
            other => Err(type_error(format!(
                "descriptor requires a built-in container, not '{}'",
                other.type_name()
            ))),
        },
    );
}
