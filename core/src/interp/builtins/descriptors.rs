//! `staticmethod` and `classmethod`: what a method decorated with them becomes when it is
//! looked up on an instance or its class (the function itself, or bound to the class).

use super::Builtins;
use crate::error::Result;
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::protocol::Object;
use crate::interp::value::Value;
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
}

pub struct StaticMethod(pub Value);
pub struct ClassMethod(pub Value);

impl Object for StaticMethod {
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
    let c = m.downcast::<ClassMethod>()?;
    let class = match recv {
        Value::Instance(i) => Value::Class(i.class.clone()),
        other => other.clone(),
    };
    Some(super::bind(c.0.clone(), &class, None))
}
