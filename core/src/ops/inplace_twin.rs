//! In-place ops written as their out-of-place twin: `x.hypot_(y)` is `hypot(x, y)` written
//! back into `x`, with the checks of an in-place TensorIterator write (no element written
//! twice, no partial overlap, the result broadcast to `x`'s shape and cast to its dtype) and
//! the twin's own node as `x`'s new history.
//!
//! The twin runs on a stand-in for `x` as it was (a copy whose history is `x`'s), so
//! whatever the twin saves for backward is the old value, as PyTorch's in-place formulas
//! save `original_self`; the node is then grafted onto `x` (`autodiff::graft`).

use super::Arg;
use crate::error::Result;
use crate::ops::autodiff::{self, InplaceBefore, InplaceTwin};
use crate::tensor::Tensor;

/// How PyTorch's in-place op checks its result's shape against `x`'s.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum ShapeCheck {
    /// A TensorIterator op: "output with shape [..] doesn't match the broadcast shape [..]".
    Iterator,
    /// A BLAS op (`addmm_`, `addmv_`, `baddbmm_`): "Bad in-place call: ...".
    Blas,
}

impl ShapeCheck {
    fn check(self, x: &[usize], out: &[usize]) -> Result<()> {
        match self {
            ShapeCheck::Iterator => crate::layout::check_inplace_shape(x, out),
            ShapeCheck::Blas if x != out => Err(crate::error::runtime(format!(
                "Bad in-place call: input tensor size {} and output tensor size {} should match",
                crate::error::fmt_list(x),
                crate::error::fmt_list(out)
            ))),
            ShapeCheck::Blas => Ok(()),
        }
    }
}

/// Runs `twin` for `x` and writes its result into `x`; `op` says how PyTorch's in-place
/// node differs from the twin's (see `autodiff::InplaceTwin`).
pub fn via_twin(
    op: &InplaceTwin,
    shape_check: ShapeCheck,
    x: &Tensor,
    others: &[Arg],
    twin: impl FnOnce(&Tensor) -> Result<Tensor>,
) -> Result<()> {
    autodiff::check_inplace(x)?;
    super::checks::check_writable(x)?;
    super::checks::check_no_partial_overlap(x, others)?;
    let before = InplaceBefore::capture(x, others)?;
    // When recording, the stand-in is the copy `capture` made of `x` as it was: its history
    // runs into `x`'s, so a double backward through what the twin saved reaches `x`'s
    // inputs (a leaf copy sent it to a dead end: a silent None gradient under create_graph).
    let stand_in = match &before.original {
        Some(original) => original.clone(),
        None => x.clone(),
    };
    let out = twin(&stand_in)?;
    shape_check.check(&x.shape_ref(), &out.shape_ref())?;
    if !crate::DType::can_cast(out.dtype(), x.dtype()) {
        return Err(super::elementwise::cast_error(out.dtype(), x.dtype()));
    }
    // copy_raw moves the version on, once, as the one write PyTorch makes.
    super::copy::copy_raw(x, &out)?;
    let tensors: Vec<Option<&Tensor>> =
        others.iter().filter_map(|a| a.tensor()).map(Some).collect();
    autodiff::graft(op, x, &stand_in, &out, &tensors, before)
}
