//! The attribute hooks a class may define, as CPython's slots run them: `__getattribute__`
//! sees every read of an instance's attribute and `__getattr__` answers the AttributeError
//! it raises; `object.__getattribute__` and `object.__delattr__` (unbound, or bound through
//! `super()`) are the generic lookup and deletion such a hook calls to reach the instance.

use super::*;
use crate::interp::protocol::Object;
use std::any::Any;

/// `inst.name`: the class's `__getattribute__` (a user's, else object's), then its
/// `__getattr__` for the AttributeError, whatever raised it (a property's getter too).
pub fn instance_getattr(
    it: &mut Interp,
    v: &Value,
    inst: &Rc<Instance>,
    name: &str,
) -> Result<Value> {
    let r = match inst.class().lookup("__getattribute__") {
        // Recursion (`return self.x` inside the hook) goes through calls of a Python
        // function, which the interpreter's depth limit turns into RecursionError.
        Some((m, owner)) => {
            let f = bind(m, v, owner);
            it.call(&f, Args::new(vec![Value::str(name)]))
        }
        None => attributes::generic_getattr(it, v, name),
    };
    match r {
        Err(e) if e.kind == ErrorKind::AttributeError => {
            match it.call_class_method(v, "__getattr__", vec![Value::str(name)])? {
                Some(x) => Ok(x),
                None => Err(e),
            }
        }
        r => r,
    }
}

/// `del inst.name` without a class's `__delattr__`: a data descriptor's deleter, else the
/// instance's own attribute.
pub fn generic_delattr(it: &mut Interp, o: &Value, i: &Rc<Instance>, name: &str) -> Result<()> {
    if let Some((m, _)) = i.class().lookup(name) {
        if let Some(p) = m.downcast::<descriptors::Property>() {
            return p.delete(it, o, name);
        }
        if user_descriptors::Descriptor::of(&m).is_some_and(|d| d.delete) {
            user_descriptors::call(it, &m, "__delete__", vec![o.clone()])?;
            return Ok(());
        }
    }
    if i.remove(name) {
        return Ok(());
    }
    Err(TorchError::new(
        ErrorKind::AttributeError,
        format!("'{}' object has no attribute '{name}'", o.type_name()),
    ))
}

/// `object.__getattribute__` / `object.__delattr__` / `object.__repr__`, unbound (`obj`
/// None) or bound to the object `super()` was asked about; None for other names.
pub fn object_slot(name: &str, obj: Option<&Value>) -> Option<Value> {
    let slot = match name {
        "__getattribute__" => Slot::Getattribute,
        "__delattr__" => Slot::Delattr,
        "__repr__" => Slot::Repr,
        _ => return None,
    };
    Some(Value::Object(Rc::new(ObjectSlot {
        slot,
        obj: obj.cloned(),
    })))
}

#[derive(Clone, Copy)]
enum Slot {
    Getattribute,
    Delattr,
    /// The default `<module.Class object at 0x...>`, whatever the class's own `__repr__`
    /// (a class that overrides it calls `object.__repr__(self)` or `super().__repr__()`).
    Repr,
}

struct ObjectSlot {
    slot: Slot,
    obj: Option<Value>,
}

impl ObjectSlot {
    fn name(&self) -> &'static str {
        match self.slot {
            Slot::Getattribute => "__getattribute__",
            Slot::Delattr => "__delattr__",
            Slot::Repr => "__repr__",
        }
    }
}

impl Object for ObjectSlot {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        match self.obj {
            Some(_) => "method-wrapper".into(),
            None => "wrapper_descriptor".into(),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn call(&self, it: &mut Interp, _this: &Value, args: Args) -> Result<Value> {
        if !args.kw.is_empty() {
            return Err(type_error(format!(
                "wrapper {}() takes no keyword arguments",
                self.name()
            )));
        }
        // CPython's wrapper counts the arguments after the instance.
        let all: Vec<Value> = self.obj.iter().cloned().chain(args.pos).collect();
        match (self.slot, all.as_slice()) {
            (Slot::Repr, [obj]) => Ok(Value::str(&crate::interp::nn::default_repr(obj))),
            (Slot::Getattribute | Slot::Delattr, [obj, name]) => self.named(it, obj, name),
            (_, all) => Err(self.arity_error(all.len())),
        }
    }
}

impl ObjectSlot {
    /// `__getattribute__(obj, name)` / `__delattr__(obj, name)`.
    fn named(&self, it: &mut Interp, obj: &Value, name: &Value) -> Result<Value> {
        let Value::Str(name) = name else {
            return Err(type_error(format!(
                "attribute name must be string, not '{}'",
                name.type_name()
            )));
        };
        if let Slot::Getattribute = self.slot {
            return match obj {
                Value::Instance(_) => attributes::generic_getattr(it, obj, name),
                _ => getattr(it, obj, name),
            };
        }
        match obj {
            Value::Instance(i) => generic_delattr(it, obj, i, name).map(|()| Value::None),
            _ => it.del_attr(obj, name).map(|()| Value::None),
        }
    }

    /// CPython's words for a wrong count (`given` includes the instance).
    fn arity_error(&self, given: usize) -> crate::error::TorchError {
        if given == 0 {
            return type_error(format!(
                "descriptor '{}' of 'object' object needs an argument",
                self.name()
            ));
        }
        let expected = match self.slot {
            Slot::Repr => "0 arguments",
            Slot::Getattribute | Slot::Delattr => "1 argument",
        };
        type_error(format!("expected {expected}, got {}", given - 1))
    }
}
