//! What a script's function carries beside its code: the attributes a script sets on it
//! and the name slots `functools.wraps` rewrites, shared by its bound copies.

use super::value::{Class, Dict, Function, Value};
use std::cell::RefCell;
use std::rc::Rc;

/// A function's writable attributes: its `__dict__`, and the slots CPython keeps beside it
/// (`__name__`, `__qualname__`, `__doc__`, `__module__`) once a script replaces them.
#[derive(Default)]
pub struct FunctionMeta {
    pub dict: Rc<RefCell<Dict>>,
    pub slots: RefCell<Vec<(String, Value)>>,
}

impl FunctionMeta {
    pub fn slot(&self, name: &str) -> Option<Value> {
        self.slots
            .borrow()
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
    }

    pub fn set_slot(&self, name: &str, v: Value) {
        let mut slots = self.slots.borrow_mut();
        match slots.iter_mut().find(|(k, _)| k == name) {
            Some(slot) => slot.1 = v,
            None => slots.push((name.to_string(), v)),
        }
    }
}

impl Drop for FunctionMeta {
    fn drop(&mut self) {
        let slots = std::mem::take(self.slots.get_mut());
        super::value::release_items(slots.into_iter().map(|(_, v)| v).collect());
    }
}

impl Function {
    /// The same function bound to `bound` (a method looked up through an instance), or
    /// unbound; `owner` is the class it belongs to. Attributes stay shared.
    pub fn rebound(&self, bound: Option<Value>, owner: Option<Rc<Class>>) -> Function {
        Function {
            def: self.def.clone(),
            defaults: self.defaults.clone(),
            closure: self.closure.clone(),
            bound,
            owner,
            meta: self.meta.clone(),
        }
    }
}
