//! How a view came to be (PyTorch's `CreationMeta`), and the in-place writes that this
//! forbids: a piece of `unbind`/`split`/`chunk` (one node with several view outputs cannot
//! be rebased onto its base), and a view made under `no_grad` or `inference_mode` and then
//! written with grad mode on (whether that write should be recorded is ambiguous), and a
//! view a custom Function handed out (its own backward would be overridden by the rebase).

use crate::error::{runtime, Result};
use crate::tensor::Tensor;

#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ViewCreation {
    #[default]
    Default,
    MultiOutput,
    NoGrad,
    Inference,
    /// A custom Function's output that is an input returned as-is or a view made in its
    /// forward (`IN_CUSTOM_FUNCTION`).
    InCustomFunction,
}

impl ViewCreation {
    /// What a view made now gets (`multi_output`: one of several views of one node).
    pub fn made_now(multi_output: bool) -> ViewCreation {
        if super::is_inference_mode() {
            ViewCreation::Inference
        } else if !super::is_grad_enabled() {
            ViewCreation::NoGrad
        } else if multi_output {
            ViewCreation::MultiOutput
        } else {
            ViewCreation::Default
        }
    }

    /// A view of a view keeps the first's restriction unless it has its own
    /// (`propagate_creation_meta`); inference mode always stays.
    pub fn then(self, new: ViewCreation) -> ViewCreation {
        if new == ViewCreation::Default || self == ViewCreation::Inference {
            self
        } else {
            new
        }
    }
}

/// ATen's `handle_view_on_rebase`: refuses an in-place write (while recording) to a view
/// whose creation forbids it, with PyTorch's message.
pub fn check_view_rebase(t: &Tensor) -> Result<()> {
    if t.view_creation() == ViewCreation::Default || !t.is_view() {
        return Ok(());
    }
    Err(refusal(t, false))
}

/// ATen's `grad_fn` getter on a marked view: once its memory was written after it was made
/// (through its base or another view, under any mode), its history cannot be rebuilt, so
/// reading it (to record an op on the view, to print it, `.grad_fn`) is refused. A view
/// with no history over a base that needs none is not asked.
pub fn check_view_current(t: &Tensor) -> Result<()> {
    if t.view_creation() == ViewCreation::Default || !t.is_view() {
        return Ok(());
    }
    let unasked = t.grad_fn().is_none() && !t.view_base().is_some_and(|b| b.requires_grad());
    if unasked || t.version() == t.view_created_at() {
        return Ok(());
    }
    Err(refusal(t, true))
}

/// The message, for a write to the view itself or (`indirect`) to its base or a sibling.
fn refusal(t: &Tensor, indirect: bool) -> crate::error::TorchError {
    let creation = t.view_creation();
    let modified = if indirect {
        "its base or another view of its base has been"
    } else {
        "is being"
    };
    let (grad_fn, output_nr) = {
        let a = t.autograd();
        (a.grad_fn.as_ref().map(|n| n.name.to_string()), a.output_nr)
    };
    let op = grad_fn.as_deref().map(op_name);
    let head = match (creation, &op) {
        (ViewCreation::MultiOutput | ViewCreation::InCustomFunction, Some(op)) => {
            format!("Output {output_nr} of {op} is a view and {modified} modified inplace.")
        }
        (_, Some(op)) => format!(
            "Output {output_nr} of {op} is a view of a view which was created in {}",
            mode_words(creation, modified)
        ),
        (_, None) => format!("A view was created in {}", mode_words(creation, modified)),
    };
    let tail = match creation {
        ViewCreation::MultiOutput => " This view is the output of a function that returns multiple views. Such functions do not allow the output views to be modified inplace. You should replace the inplace operation by an out-of-place one.",
        ViewCreation::InCustomFunction => " This view was created inside a custom Function (or because an input was returned as-is) and the autograd logic to handle view+inplace would override the custom backward associated with the custom Function, leading to incorrect gradients. This behavior is forbidden. You can fix this by cloning the output of the custom Function.",
        ViewCreation::Inference => " Given that this use case is ambiguous and error-prone, it is forbidden. You can clarify your code by moving both the view and the inplace either both inside the inference_mode block (if you don't want the inplace to be tracked) or both outside (if you want the inplace to be tracked).",
        _ => " Given that this use case is ambiguous and error-prone, it is forbidden. You can clarify your code by moving both the view and the inplace either both inside the no_grad block (if you don't want the inplace to be tracked) or both outside (if you want the inplace to be tracked).",
    };
    runtime(format!("{head}{tail}"))
}

/// The rest of the sentence after "created in": a multi-output view without a node was
/// made with nothing requiring grad, which ATen words as no_grad mode too.
fn mode_words(creation: ViewCreation, modified: &str) -> String {
    match creation {
        ViewCreation::Inference => {
            format!("inference mode and {modified} modified inplace in normal mode.")
        }
        _ => format!("no_grad mode and {modified} modified inplace with grad mode enabled."),
    }
}

/// `UnbindBackward0` → `Unbind`, as the message names the op.
pub(crate) fn op_name(node: &str) -> &str {
    let stem = node.trim_end_matches(|c: char| c.is_ascii_digit());
    stem.strip_suffix("Backward").unwrap_or(node)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn node_names_lose_their_backward_suffix() {
        assert_eq!(op_name("UnbindBackward0"), "Unbind");
        assert_eq!(op_name("SplitWithSizesBackward0"), "SplitWithSizes");
        assert_eq!(op_name("CopySlices"), "CopySlices");
    }

    #[test]
    fn restrictions_propagate_to_views_of_views() {
        use ViewCreation::*;
        assert_eq!(MultiOutput.then(Default), MultiOutput);
        assert_eq!(NoGrad.then(MultiOutput), MultiOutput);
        assert_eq!(Inference.then(NoGrad), Inference);
        assert_eq!(Default.then(NoGrad), NoGrad);
        assert_eq!(InCustomFunction.then(Default), InCustomFunction);
    }
}
