//! Autograd objects as scripts see them: `grad_fn` nodes and their `next_functions`.

use super::eval::Interp;
use super::value::*;
use crate::autograd::Node;
use crate::error::Result;
use std::any::Any;
use std::rc::Rc;

pub struct NodeObj(pub Rc<Node>);

impl Object for NodeObj {
    fn type_name(&self) -> String {
        self.0.name.clone()
    }
    fn identity(&self) -> Option<usize> {
        Some(Rc::as_ptr(&self.0) as usize)
    }
    fn repr(&self) -> String {
        format!(
            "<{} object at 0x{:x}>",
            self.0.name,
            Rc::as_ptr(&self.0) as *const u8 as usize
        )
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, _this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            "next_functions" => Some(Value::tuple(
                self.0
                    .next_edges
                    .iter()
                    .map(|e| match e {
                        Some(e) => Value::tuple(vec![
                            node_value(Some(e.node.clone())),
                            Value::Int(e.input_nr as i64),
                        ]),
                        None => Value::tuple(vec![Value::None, Value::Int(0)]),
                    })
                    .collect(),
            )),
            "name" => Some(Value::method(Value::str(&self.0.name), "__name__")),
            _ => None,
        })
    }
}

pub fn node_value(n: Option<Rc<Node>>) -> Value {
    match n {
        Some(n) => Value::Object(Rc::new(NodeObj(n))),
        None => Value::None,
    }
}
