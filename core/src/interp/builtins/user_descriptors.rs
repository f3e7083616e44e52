//! The descriptor protocol for classes a script writes: a class attribute whose class
//! defines `__get__` (and, for a data descriptor, `__set__` or `__delete__`) answers the
//! attribute's reads, writes and deletions on instances; `__set_name__` tells it the name
//! it was given. CPython's order: a data descriptor wins over the instance's own
//! attribute, which wins over a non-data descriptor (`functools.cached_property` style).

use crate::error::Result;
use crate::interp::eval::Interp;
use crate::interp::value::*;

/// Whether a class attribute is a descriptor, and whether a data one.
pub(crate) struct Descriptor {
    pub get: bool,
    pub set: bool,
    pub delete: bool,
}

impl Descriptor {
    pub(crate) fn of(m: &Value) -> Option<Descriptor> {
        let Value::Instance(d) = m else {
            return None;
        };
        let c = d.class();
        let found = Descriptor {
            get: c.lookup("__get__").is_some(),
            set: c.lookup("__set__").is_some(),
            delete: c.lookup("__delete__").is_some(),
        };
        (found.get || found.set || found.delete).then_some(found)
    }

    pub(crate) fn is_data(&self) -> bool {
        self.set || self.delete
    }
}

/// `m.__name__(*args)` on the descriptor object `m` (a NotImplemented it returns is its
/// answer, not a refusal).
pub(crate) fn call(it: &mut Interp, m: &Value, name: &str, args: Vec<Value>) -> Result<Value> {
    Ok(it.call_class_method(m, name, args)?.unwrap_or(Value::None))
}

/// `owner.name` read through the descriptor `m`: `m.__get__(instance, type(instance))`,
/// or `m.__get__(None, owner)` on the class.
pub(crate) fn get(
    it: &mut Interp,
    m: &Value,
    instance: Option<&Value>,
    owner: Value,
) -> Result<Value> {
    let inst = instance.cloned().unwrap_or(Value::None);
    call(it, m, "__get__", vec![inst, owner])
}
