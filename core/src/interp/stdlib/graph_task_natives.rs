//! The natives behind `torch._C._current_graph_task_id` and `_will_engine_execute_node`:
//! what the running backward pass is and which nodes it runs (register_multi_grad_hook
//! counts with them).

use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::*;

pub fn register(r: &mut Registry<FunctionFn>) {
    // The running backward pass, as torch._C reports it (register_multi_grad_hook).
    r.add("graph task", &["current_graph_task_id"], "", |_, _| {
        Ok(Value::Int(crate::ops::autodiff::current_graph_task_id()))
    });
    r.add(
        "graph task",
        &["will_engine_execute_node"],
        "node",
        |_, a| {
            let v = a.value_or_none("node");
            let node = match &v {
                Value::Object(o) => o
                    .as_any()
                    .downcast_ref::<crate::interp::autograd_api::NodeObj>()
                    .map(|n| n.0.clone()),
                _ => None,
            };
            let Some(node) = node else {
                return Err(crate::error::runtime(format!(
                    "_will_engine_execute_node expects an grad_fn, but got {}",
                    v.type_name()
                )));
            };
            Ok(Value::Bool(crate::ops::autodiff::will_engine_execute_node(
                &node,
            )?))
        },
    );
}
