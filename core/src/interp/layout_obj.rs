//! `torch.strided` and `torch.sparse_coo`, the memory layouts stridelab has: `torch.layout`
//! objects (what `t.layout` gives and factories take as `layout=`), printed and compared as
//! PyTorch's. Dense tensors are strided; the sparse COO tensors of `torch.sparse`
//! (`stdlib/torch_sparse.py`) report `torch.sparse_coo`.

use super::protocol::Object;
use super::value::Value;
use std::any::Any;
use std::rc::Rc;

/// A layout, by its name after `torch.` (`"strided"`, `"sparse_coo"`).
pub struct LayoutObj(pub &'static str);

impl Object for LayoutObj {
    fn type_name(&self) -> String {
        "torch.layout".into()
    }
    fn repr(&self) -> String {
        format!("torch.{}", self.0)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    /// Every object of one layout is equal to every other (and hashes alike), as PyTorch's
    /// layouts are singletons.
    fn identity(&self) -> Option<usize> {
        Some(match self.0 {
            "strided" => 0x5157_2ded,
            _ => 0x5c00_0c00,
        })
    }
}

/// `torch.strided`.
pub fn strided() -> Value {
    Value::Object(Rc::new(LayoutObj("strided")))
}

/// `torch.sparse_coo`.
pub fn sparse_coo() -> Value {
    Value::Object(Rc::new(LayoutObj("sparse_coo")))
}

/// Whether `v` is `torch.strided` (a string naming it is not, as in PyTorch).
pub fn is_strided(v: &Value) -> bool {
    v.downcast::<LayoutObj>().is_some_and(|l| l.0 == "strided")
}
