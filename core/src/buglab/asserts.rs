//! PyTorch's autograd debug asserts (seed 004), checked around every tensor method a script
//! calls while the detector is on:
//! - an in-place op returns the same tensor and keeps its storage;
//! - a view op returns tensors that share the input's storage;
//! - an out-of-place op returns fresh storage, shared with none of its inputs.
//!
//! A failure is recorded (not raised), like the detector's findings.

use crate::tensor::Tensor;
use std::cell::RefCell;

thread_local! {
    static FAILURES: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

pub fn take_failures() -> Vec<String> {
    FAILURES.with(|f| std::mem::take(&mut *f.borrow_mut()))
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    InPlace,
    View,
    OutOfPlace,
    /// May return its input or an alias by design (PyTorch's allow list): not checked.
    Unchecked,
}

const VIEWS: &[&str] = &[
    "view",
    "view_as",
    "t",
    "transpose",
    "swapaxes",
    "swapdims",
    "permute",
    "movedim",
    "moveaxis",
    "expand",
    "expand_as",
    "broadcast_to",
    "narrow",
    "select",
    "unsqueeze",
    "squeeze",
    "unflatten",
    "unfold",
    "diagonal",
    "as_strided",
    "detach",
    "split",
    "split_with_sizes",
    "adjoint",
    "chunk",
    "unbind",
    "tensor_split",
    "hsplit",
    "vsplit",
    "dsplit",
    // Pieces that share the input's memory without being autograd views (no `_base`).
    "unsafe_chunk",
    "unsafe_split",
    "unsafe_split_with_sizes",
];

/// Return their input when nothing needs to change, or a view when one is possible.
const MAY_ALIAS: &[&str] = &[
    "contiguous",
    "reshape",
    "reshape_as",
    "flatten",
    "ravel",
    "to",
    "cpu",
    "type",
    "type_as",
    "float",
    "double",
    "long",
    "int",
    "bool",
    "half",
    "bfloat16",
    "char",
    "short",
    // PyTorch's positive (and so unary +) returns self for every non-bool tensor.
    "positive",
    "__pos__",
    // Indexing by name: a view for basic indices, a copy for tensor indices.
    "__getitem__",
    // The conjugation family returns a real tensor itself (its conjugate is itself), and
    // resolve_neg a tensor with no negative bit (we never set one).
    "conj",
    "resolve_conj",
    "conj_physical",
    "resolve_neg",
    // The legacy `x.new(tensor)` of the same dtype and device is an alias of it, and the
    // legacy out-of-place `x.resize(...)` is a view of `x.new(x)` (torch.autograd's Resize).
    "new",
    "resize",
    // ATen's `sum_to` returns self when the size is self's, and a view after its keepdim
    // sum when leading dims go.
    "sum_to_size",
];

/// Python's augmented-assignment methods: in place, though the name has no trailing `_`.
const IN_PLACE_DUNDERS: &[&str] = &[
    "__iadd__",
    "__isub__",
    "__imul__",
    "__imatmul__",
    "__itruediv__",
    "__idiv__",
    "__ifloordiv__",
    "__imod__",
    "__ipow__",
    "__ilshift__",
    "__irshift__",
    "__iand__",
    "__ior__",
    "__ixor__",
];

/// Change a tensor's storage on purpose.
const STORAGE_CHANGING: &[&str] = &["set_", "resize_", "resize_as_"];

pub fn kind(method: &str) -> Kind {
    if STORAGE_CHANGING.contains(&method) || MAY_ALIAS.contains(&method) {
        Kind::Unchecked
    } else if VIEWS.contains(&method) {
        Kind::View
    } else if IN_PLACE_DUNDERS.contains(&method)
        || (method.ends_with('_') && !method.starts_with('_'))
    {
        Kind::InPlace
    } else {
        Kind::OutOfPlace
    }
}

/// What the asserts need to know about the call, taken before it runs.
pub struct Before {
    method: String,
    receiver: Tensor,
    storage: crate::storage::Storage,
    inputs: Vec<Tensor>,
}

pub fn before(method: &str, receiver: &Tensor, inputs: Vec<Tensor>) -> Before {
    Before {
        method: method.to_string(),
        receiver: receiver.clone(),
        storage: receiver.storage(),
        inputs,
    }
}

fn fail(msg: String) {
    FAILURES.with(|f| f.borrow_mut().push(msg));
}

/// Checks the outputs of the call described by `b` (tensors it returned, in order).
pub fn after(b: Before, outputs: &[Tensor]) {
    let m = &b.method;
    match kind(m) {
        Kind::Unchecked => {}
        Kind::InPlace => {
            if !b.receiver.storage().same(&b.storage) {
                fail(format!(
                    "debug assert: in-place {m} replaced its tensor's storage"
                ));
            }
            if let Some(r) = outputs.first() {
                if !r.same(&b.receiver) {
                    fail(format!(
                        "debug assert: in-place {m} returned a different tensor than self"
                    ));
                }
            }
        }
        Kind::View => {
            for r in outputs {
                if !r.storage().same(&b.storage) {
                    fail(format!(
                        "debug assert: view op {m} returned a tensor that does not share its input's storage"
                    ));
                }
            }
        }
        Kind::OutOfPlace => {
            for r in outputs {
                let s = r.storage();
                if s.same(&b.storage) || b.inputs.iter().any(|i| i.storage().same(&s)) {
                    fail(format!(
                        "debug assert: out-of-place {m} returned storage shared with an input"
                    ));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds() {
        assert_eq!(kind("addcmul_"), Kind::InPlace);
        assert_eq!(kind("transpose"), Kind::View);
        assert_eq!(kind("clone"), Kind::OutOfPlace);
        assert_eq!(kind("contiguous"), Kind::Unchecked);
        assert_eq!(kind("set_"), Kind::Unchecked);
        assert_eq!(kind("__add__"), Kind::OutOfPlace);
        assert_eq!(kind("__iadd__"), Kind::InPlace);
        assert_eq!(kind("__idiv__"), Kind::InPlace);
        assert_eq!(kind("__ixor__"), Kind::InPlace);
        assert_eq!(kind("__pos__"), Kind::Unchecked);
    }

    #[test]
    fn an_out_of_place_op_that_aliases_its_input_is_caught() {
        take_failures();
        let x = crate::ops::factory::from_f32(&[1.0, 2.0], &[2]);
        let b = before("clone", &x, vec![]);
        after(b, std::slice::from_ref(&x));
        let f = take_failures();
        assert_eq!(f.len(), 1, "{f:?}");
        assert!(f[0].contains("out-of-place clone"));
        let b = before("clone", &x, vec![]);
        let y = crate::ops::clone(&x, crate::layout::MemoryFormat::Preserve).unwrap();
        after(b, &[y]);
        assert!(take_failures().is_empty());
    }
}
