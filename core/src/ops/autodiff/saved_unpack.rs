//! Backward's side of saved-tensor hooks: before a node's formula runs, each saved tensor a
//! pack hook took is unpacked, and other values stand in for it while the formula runs
//! (the packing side is `autograd::saved_hooks`).

use crate::autograd::Node;
use crate::error::Result;
use crate::tensor::Tensor;

/// Saved tensors whose memory holds an unpack hook's values while a node's formula runs;
/// dropping this puts their own values back.
#[must_use]
pub struct Substituted(Vec<(Tensor, Tensor)>);

impl Drop for Substituted {
    fn drop(&mut self) {
        for (saved, own) in self.0.drain(..).rev() {
            // Cannot fail: the same copy into the same memory succeeded a moment ago.
            let _ = write_unversioned(&saved, &own);
        }
    }
}

/// Backward is about to use the node's saved tensors: each packed one is unpacked (the
/// hook runs, in saving order); where its values differ, they replace the saved tensor's
/// until the returned guard drops.
pub fn unpack_for_backward(node: &Node) -> Result<Substituted> {
    let packed = node.packed.borrow().clone();
    let mut subs = Substituted(Vec::new());
    for (s, p) in node.saved.iter().zip(packed) {
        let Some(p) = p else { continue };
        let t = (p.unpack)(&p.payload)?;
        if same_values(&s.tensor, &t)? {
            continue;
        }
        check_substitutable(&s.tensor, &t)?;
        let own = crate::trace::paused(|| {
            crate::ops::copy::clone(&s.tensor, crate::layout::MemoryFormat::Preserve)
        })?;
        write_unversioned(&s.tensor, &t)?;
        subs.0.push((s.tensor.clone(), own));
    }
    Ok(subs)
}

/// Copies `src` into `dst` as no in-place change: no graph, no version, no trace.
fn write_unversioned(dst: &Tensor, src: &Tensor) -> Result<()> {
    let _no_grad = crate::autograd::NoGradGuard::new();
    crate::trace::paused(|| dst.filling(|d| crate::ops::copy::copy_(d, src)))
}

/// Whether the unpack hook gave back the saved tensor's values (NaNs in the same places),
/// shape and dtype.
fn same_values(saved: &Tensor, got: &Tensor) -> Result<bool> {
    Ok(saved.shape() == got.shape()
        && saved.dtype() == got.dtype()
        && crate::ops::to_host(saved)?
            .to_f64_vec()?
            .iter()
            .zip(crate::ops::to_host(got)?.to_f64_vec()?)
            .all(|(a, b)| a.to_bits() == b.to_bits() || (a.is_nan() && b.is_nan()) || *a == b))
}

/// Other values can stand in for the saved ones only with the same shape and dtype, in
/// memory where each element has its own place, and when the formula builds no graph.
fn check_substitutable(saved: &Tensor, got: &Tensor) -> Result<()> {
    let refuse = |why: &str| {
        Err(crate::error::not_implemented(format!(
            "an unpack hook returned a tensor that differs from the one that was packed {why}; stridelab's backward formulas read the saved tensor itself, so that is not supported yet"
        )))
    };
    if saved.shape() != got.shape() || saved.dtype() != got.dtype() {
        return refuse("in shape or dtype");
    }
    if !crate::layout::is_non_overlapping_and_dense(&saved.shape(), &saved.strides()) {
        return refuse("and the saved tensor's elements share memory");
    }
    if crate::autograd::is_grad_enabled() {
        return refuse("while backward builds a graph (create_graph=True)");
    }
    Ok(())
}
