//! `torch.strided`, the one memory layout stridelab has: a `torch.layout` object (what
//! `t.layout` gives and factories take as `layout=`), printed and compared as PyTorch's.

use super::protocol::Object;
use super::value::Value;
use std::any::Any;
use std::rc::Rc;

pub struct LayoutObj;

impl Object for LayoutObj {
    fn type_name(&self) -> String {
        "torch.layout".into()
    }
    fn repr(&self) -> String {
        "torch.strided".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    /// Every `torch.strided` is equal to every other (and hashes alike).
    fn identity(&self) -> Option<usize> {
        Some(0x5157_2ded)
    }
}

/// `torch.strided`.
pub fn strided() -> Value {
    Value::Object(Rc::new(LayoutObj))
}

/// Whether `v` is `torch.strided` (a string naming it is not, as in PyTorch).
pub fn is_strided(v: &Value) -> bool {
    v.downcast::<LayoutObj>().is_some()
}
