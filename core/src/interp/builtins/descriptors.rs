//! `staticmethod`, `classmethod` and `property`: what a method decorated with them becomes
//! when it is looked up on an instance or its class (the function itself, bound to the
//! class, or the getter's result).

use super::Builtins;
use crate::error::{ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::protocol::Object;
use crate::interp::value::{Class, Value};
use std::any::Any;
use std::rc::Rc;

pub fn register(r: &mut Builtins) {
    let topic = "classes";
    r.add(topic, &["staticmethod"], "function, /", |_, a| {
        Ok(Value::Object(Rc::new(StaticMethod(a.value("function")?))))
    });
    r.add(topic, &["classmethod"], "function, /", |_, a| {
        Ok(Value::Object(Rc::new(ClassMethod(a.value("function")?))))
    });
    r.add(
        topic,
        &["property"],
        "fget=None, fset=None, fdel=None, doc=None",
        |_, a| {
            let f = |n: &str| match a.value_or_none(n) {
                Value::None => None,
                v => Some(v),
            };
            Ok(Value::Object(Rc::new(Property {
                fget: f("fget"),
                fset: f("fset"),
                fdel: f("fdel"),
            })))
        },
    );
}

/// `property(fget, fset, fdel)`; `@x.setter` makes a new one with the setter added.
pub struct Property {
    fget: Option<Value>,
    fset: Option<Value>,
    fdel: Option<Value>,
}

impl Property {
    /// The same property with its accessors made methods of `class` (zero-argument
    /// `super()` inside a getter needs the class).
    pub fn owned_by(&self, class: &Rc<Class>) -> Property {
        let own = |f: &Option<Value>| f.as_ref().map(|f| owned_by(f, class));
        Property {
            fget: own(&self.fget),
            fset: own(&self.fset),
            fdel: own(&self.fdel),
        }
    }

    pub fn get(&self, it: &mut Interp, recv: &Value, name: &str) -> Result<Value> {
        match &self.fget {
            Some(f) => it.call(f, Args::new(vec![recv.clone()])),
            None => Err(TorchError::new(
                ErrorKind::AttributeError,
                format!(
                    "property '{name}' of '{}' object has no getter",
                    recv.type_name()
                ),
            )),
        }
    }

    pub fn set(&self, it: &mut Interp, recv: &Value, name: &str, v: Value) -> Result<()> {
        match &self.fset {
            Some(f) => it.call(f, Args::new(vec![recv.clone(), v])).map(|_| ()),
            None => Err(TorchError::new(
                ErrorKind::AttributeError,
                format!(
                    "property '{name}' of '{}' object has no setter",
                    recv.type_name()
                ),
            )),
        }
    }

    /// `del obj.name` through the property's deleter.
    pub fn delete(&self, it: &mut Interp, recv: &Value, name: &str) -> Result<()> {
        match &self.fdel {
            Some(f) => it.call(f, Args::new(vec![recv.clone()])).map(|_| ()),
            None => Err(TorchError::new(
                ErrorKind::AttributeError,
                format!(
                    "property '{name}' of '{}' object has no deleter",
                    recv.type_name()
                ),
            )),
        }
    }
}

impl Object for Property {
    fn type_name(&self) -> String {
        "property".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            "setter" | "getter" | "deleter" => Some(Value::method(this.clone(), name)),
            "fget" => Some(self.fget.clone().unwrap_or(Value::None)),
            "fset" => Some(self.fset.clone().unwrap_or(Value::None)),
            _ => None,
        })
    }
    fn call_method(&self, _it: &mut Interp, _this: &Value, name: &str, a: Args) -> Result<Value> {
        let f = a.pos.into_iter().next();
        let p = match name {
            "setter" => Property {
                fget: self.fget.clone(),
                fset: f,
                fdel: self.fdel.clone(),
            },
            "getter" => Property {
                fget: f,
                fset: self.fset.clone(),
                fdel: self.fdel.clone(),
            },
            _ => Property {
                fget: self.fget.clone(),
                fset: self.fset.clone(),
                fdel: f,
            },
        };
        Ok(Value::Object(Rc::new(p)))
    }
}

pub struct StaticMethod(pub Value);
pub struct ClassMethod(pub Value);

impl Object for StaticMethod {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        "staticmethod".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn call(&self, it: &mut Interp, _this: &Value, args: Args) -> Result<Value> {
        it.call(&self.0, args)
    }
}

impl Object for ClassMethod {
    fn type_name(&self) -> String {
        "classmethod".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A class attribute as an access through `recv` (an instance or the class) sees it: a
/// static method is its plain function, a class method is bound to the class. `None` for
/// anything else (the caller binds functions to instances as usual).
pub fn resolve(m: &Value, recv: &Value) -> Option<Value> {
    if let Some(s) = m.downcast::<StaticMethod>() {
        return Some(s.0.clone());
    }
    // A method under `@torch.no_grad()` (an optimizer's `step`) binds as the function it
    // wraps, and stays wrapped.
    use crate::interp::objects::{InferenceModeFn, NoGradFn};
    // Looked up on the class, a wrapped method stays unbound, as any function does.
    let on_instance = !matches!(recv, Value::Class(_));
    if let Some(f) = m.downcast::<NoGradFn>().filter(|_| on_instance) {
        return Some(Value::Object(Rc::new(NoGradFn {
            inner: super::bind(f.inner.clone(), recv, None),
            enable: f.enable,
        })));
    }
    if let Some(f) = m.downcast::<InferenceModeFn>().filter(|_| on_instance) {
        return Some(Value::Object(Rc::new(InferenceModeFn {
            inner: super::bind(f.inner.clone(), recv, None),
            mode: f.mode,
        })));
    }
    let c = m.downcast::<ClassMethod>()?;
    let class = match recv {
        Value::Instance(i) => Value::Class(i.class()),
        other => other.clone(),
    };
    Some(super::bind(c.0.clone(), &class, None))
}

/// A function defined in a class body, as a method of `class` (its `__class__` cell, which
/// zero-argument `super()` reads); static and class methods and properties wrap theirs.
pub(crate) fn owned_by(v: &Value, class: &Rc<Class>) -> Value {
    match v {
        Value::Function(f) if f.owner.is_none() => {
            Value::Function(Rc::new(f.rebound(None, Some(class.clone()))))
        }
        Value::Function(f) => Value::Function(Rc::new(f.rebound(None, f.owner.clone()))),
        _ => {
            if let Some(m) = v.downcast::<ClassMethod>() {
                return Value::Object(Rc::new(ClassMethod(owned_by(&m.0, class))));
            }
            if let Some(m) = v.downcast::<StaticMethod>() {
                return Value::Object(Rc::new(StaticMethod(owned_by(&m.0, class))));
            }
            if let Some(p) = v.downcast::<Property>() {
                return Value::Object(Rc::new(p.owned_by(class)));
            }
            v.clone()
        }
    }
}

/// A data attribute of a built-in number type read off the type (`int.real`,
/// `float.imag`): CPython's getset_descriptor, whose `__get__(x)` reads it from `x`.
pub struct GetSet {
    owner: &'static str,
    name: &'static str,
}

/// The number types' attributes that are getset descriptors on the type (bool inherits
/// int's, which name int as their owner).
const GETSETS: &[(&str, &[&str])] = &[
    ("int", &["real", "imag", "numerator", "denominator"]),
    ("float", &["real", "imag"]),
];

/// `int.real` and friends; None for any other type or name.
pub fn getset(tname: &str, name: &str) -> Option<Value> {
    let owner = if tname == "bool" { "int" } else { tname };
    let (owner, names) = GETSETS.iter().find(|(t, _)| *t == owner)?;
    let name = names.iter().find(|n| **n == name)?;
    Some(Value::Object(Rc::new(GetSet { owner, name })))
}

impl Object for GetSet {
    fn type_name(&self) -> String {
        "getset_descriptor".into()
    }
    fn repr(&self) -> String {
        format!("<attribute '{}' of '{}' objects>", self.name, self.owner)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            "__get__" => Some(Value::method(this.clone(), name)),
            "__name__" => Some(Value::str(self.name)),
            "__objclass__" => Some(Value::builtin(self.owner)),
            _ => None,
        })
    }
    fn call_method(&self, it: &mut Interp, _this: &Value, name: &str, a: Args) -> Result<Value> {
        if name != "__get__" || a.pos.is_empty() || a.pos.len() > 2 {
            return Err(TorchError::new(
                ErrorKind::TypeError,
                format!("expected 1 or 2 arguments, got {}", a.pos.len()),
            ));
        }
        let obj = &a.pos[0];
        if matches!(obj, Value::None) {
            return Ok(Value::Object(Rc::new(GetSet {
                owner: self.owner,
                name: self.name,
            })));
        }
        if !super::is_instance(obj, &Value::builtin(self.owner)) {
            return Err(TorchError::new(
                ErrorKind::TypeError,
                format!(
                    "descriptor '{}' for '{}' objects doesn't apply to a '{}' object",
                    self.name,
                    self.owner,
                    obj.type_name()
                ),
            ));
        }
        it.getattr(obj, self.name)
    }
}
