//! Our Python library's stand-ins for CPython's built-in containers: a namedtuple class
//! is a tuple, `defaultdict`/`OrderedDict`/`Counter` are dicts, and `torch.return_types`
//! are tuples, to `isinstance` and wherever PyTorch's C++ takes a tuple.

use crate::interp::value::*;

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

/// The items of an instance of a script's list subclass (the stand-in keeps them in
/// `_stridelab_items`, see `stdlib/list_stand_in.py`).
pub(crate) fn list_stand_in_items(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::Instance(i) if class_stands_for(&i.class(), "list") => {
            match i.get("_stridelab_items") {
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
