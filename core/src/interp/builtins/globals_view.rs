//! `globals()`: the script's module namespace as a live mapping. CPython hands out the module's
//! own dict, so `globals()["res_" + name] = value` binds a global name; a copy would lose that
//! write silently. Here the namespace is the interpreter's global scope, and this view reads
//! and writes it in place (keys are names: strings).

use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::protocol::{no_attribute, Object};
use crate::interp::value::*;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

fn key_error(k: &str) -> TorchError {
    TorchError::new(ErrorKind::KeyError, format!("'{k}'"))
}

pub struct GlobalsView {
    pub env: Env,
}

fn name_of(key: &Value) -> Result<String> {
    match key {
        Value::Str(s) => Ok(s.to_string()),
        v => Err(type_error(format!(
            "globals() keys are names: expected str, got {}",
            v.type_name()
        ))),
    }
}

impl GlobalsView {
    fn keys(&self) -> Vec<Value> {
        self.env
            .vars
            .borrow()
            .keys()
            .map(|k| Value::str(k))
            .collect()
    }

    fn values(&self) -> Vec<Value> {
        self.env.vars.borrow().values().cloned().collect()
    }

    fn items(&self) -> Vec<Value> {
        self.env
            .vars
            .borrow()
            .iter()
            .map(|(k, v)| Value::tuple(vec![Value::str(k), v.clone()]))
            .collect()
    }
}

impl Object for GlobalsView {
    /// One namespace, one dict: `globals() is globals()`, and `locals() is globals()` at
    /// module level, as in CPython.
    fn identity(&self) -> Option<usize> {
        Some(std::rc::Rc::as_ptr(&self.env) as usize)
    }
    fn type_name(&self) -> String {
        "dict".into()
    }

    fn repr(&self) -> String {
        let names: Vec<String> = self
            .env
            .vars
            .borrow()
            .keys()
            .map(|k| format!("'{k}': ..."))
            .collect();
        format!("{{{}}}", names.join(", "))
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            "get" | "keys" | "values" | "items" | "setdefault" | "pop" | "update" | "copy"
            | "__contains__" => Some(Value::method(this.clone(), name)),
            _ => None,
        })
    }

    fn call_method(&self, it: &mut Interp, _this: &Value, name: &str, a: Args) -> Result<Value> {
        match name {
            "get" => {
                let b = a.bind("get", &["key", "default=None"])?;
                let Value::Str(key) = b.value("key")? else {
                    return Ok(b.value_or_none("default"));
                };
                let found = self.env.vars.borrow().get(&*key).cloned();
                Ok(found.unwrap_or_else(|| b.value_or_none("default")))
            }
            "__contains__" => {
                let b = a.bind("__contains__", &["key"])?;
                let key = b.value("key")?;
                Ok(Value::Bool(match key {
                    Value::Str(s) => self.env.vars.borrow().contains_key(&*s),
                    _ => false,
                }))
            }
            "keys" => Ok(Value::list(self.keys())),
            "values" => Ok(Value::list(self.values())),
            "items" => Ok(Value::list(self.items())),
            "setdefault" => {
                let b = a.bind("setdefault", &["key", "default=None"])?;
                let key = name_of(&b.value("key")?)?;
                let mut vars = self.env.vars.borrow_mut();
                Ok(vars
                    .entry(key)
                    .or_insert_with(|| b.value_or_none("default"))
                    .clone())
            }
            "pop" => {
                let b = a.bind("pop", &["key", "default="])?;
                let key = name_of(&b.value("key")?)?;
                let removed = self.env.vars.borrow_mut().shift_remove(&key);
                match (removed, b.get("default")) {
                    (Some(v), _) => Ok(v),
                    (None, Some(d)) => Ok(d.clone()),
                    (None, None) => Err(key_error(&key)),
                }
            }
            "update" => {
                let b = a.bind("update", &["other"])?;
                let other = b.value("other")?;
                let items = it.getattr(&other, "items")?;
                let listed = it.call(&items, Args::new(vec![]))?;
                let pairs = it.collect(&listed)?;
                for pair in pairs {
                    let kv = it.collect(&pair)?;
                    let [k, v] = <[Value; 2]>::try_from(kv)
                        .map_err(|_| type_error("update() expects (key, value) pairs"))?;
                    self.env.vars.borrow_mut().insert(name_of(&k)?, v);
                }
                Ok(Value::None)
            }
            "copy" => {
                let mut d = Dict::default();
                for (k, v) in self.env.vars.borrow().iter() {
                    d.set(Value::str(k), v.clone())?;
                }
                Ok(Value::Dict(Rc::new(RefCell::new(d))))
            }
            other => Err(no_attribute("dict", other)),
        }
    }

    fn getitem(&self, it: &mut Interp, _this: &Value, index: &Value) -> Result<Value> {
        let Value::Str(key) = index else {
            // Only names are stored, so any other key is missing (CPython's `KeyError: 1`).
            let shown = it.repr(index)?;
            return Err(TorchError::new(ErrorKind::KeyError, shown));
        };
        let found = self.env.vars.borrow().get(&**key).cloned();
        found.ok_or_else(|| key_error(key))
    }

    fn setitem(&self, _it: &mut Interp, _this: &Value, index: &Value, v: Value) -> Result<()> {
        let key = name_of(index)?;
        self.env.vars.borrow_mut().insert(key, v);
        Ok(())
    }

    fn py_len(&self) -> Option<usize> {
        Some(self.env.vars.borrow().len())
    }

    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        Ok(Some(self.keys()))
    }
}
