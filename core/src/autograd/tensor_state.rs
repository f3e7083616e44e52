//! A tensor's autograd state as Python sees it: `.data`, `detach`, `requires_grad`,
//! `.grad`, `retain_grad`, `nn.Parameter`.

use super::graph::detached_alias;
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::tensor::Tensor;

/// `.data`: the same storage and layout, cut from the graph, with its own version counter.
pub fn data(t: &Tensor) -> Tensor {
    t.alias_with(t.layout())
}

/// `.detach()`: the same storage, layout and version counter, cut from the graph.
pub fn detach(t: &Tensor) -> Tensor {
    detached_alias(t)
}

pub fn detach_(t: &Tensor) -> Result<()> {
    let mut a = t.autograd_mut();
    a.grad_fn = None;
    a.requires_grad = false;
    Ok(())
}

pub fn set_requires_grad(t: &Tensor, on: bool) -> Result<()> {
    if !t.is_leaf() {
        if on {
            return Ok(());
        }
        return Err(runtime(
            "you can only change requires_grad flags of leaf variables. If you want to use a computed variable in a subgraph that doesn't require differentiation use var_no_grad = var.detach().",
        ));
    }
    if on && t.is_inference() && !super::is_inference_mode() {
        return Err(runtime(
            "Setting requires_grad=True on inference tensor outside InferenceMode is not allowed.",
        ));
    }
    if on && !t.dtype().is_floating() {
        return Err(runtime(
            "only Tensors of floating point and complex dtype can require gradients",
        ));
    }
    t.autograd_mut().requires_grad = on;
    Ok(())
}

/// `x.data = y`: x now views y's storage with y's layout.
pub fn set_data(t: &Tensor, src: &Tensor) -> Result<()> {
    // Any dtype may come in (float32 data becomes float64 data), but one that cannot carry
    // a gradient not into a tensor that requires one.
    if t.requires_grad() && !src.dtype().is_floating() {
        return Err(runtime(
            "data set to a tensor that requires gradients must be floating point or complex dtype",
        ));
    }
    t.set_data(src.storage(), src.layout());
    t.set_dtype_view(src.dtype());
    Ok(())
}

pub fn set_grad(t: &Tensor, g: &Tensor) -> Result<()> {
    // PyTorch 2.15's checks, dtype first.
    if g.dtype() != t.dtype() {
        return Err(runtime(format!(
            "attempting to assign a gradient with dtype '{}' to a tensor with grad_dtype '{}'. The gradient must match the tensor's grad_dtype (defaults to the tensor's dtype). You can set the tensor's grad_dtype attribute with a specific dtype, or None to allow any dtype. Set grad_dtype with caution. Diverging the dtypes of a tensor and its gradient may break downstream systems that assume they match.",
            g.dtype().c_type_name(),
            t.dtype().legacy_name()
        )));
    }
    if *g.shape_ref() != *t.shape_ref() {
        let dims = |s: &[usize]| {
            let d: Vec<String> = s.iter().map(|x| x.to_string()).collect();
            format!("[{}]", d.join(", "))
        };
        return Err(runtime(format!(
            "attempting to assign a gradient of size '{}' to a tensor of size '{}'. Please ensure that the gradient and the tensor are the same size",
            dims(&g.shape_ref()),
            dims(&t.shape_ref())
        )));
    }
    t.autograd_mut().grad = Some(g.clone());
    Ok(())
}

/// `retain_grad()`: a non-leaf keeps its gradient after backward.
pub fn retain_grad(t: &Tensor) -> Result<()> {
    if !t.requires_grad() {
        return Err(runtime(
            "can't retain_grad on Tensor that has requires_grad=False",
        ));
    }
    // A second call changes nothing (PyTorch returns early): one hook, one gradient.
    if t.is_leaf() || t.autograd().retains_grad {
        return Ok(());
    }
    let (node, nr) = {
        let a = t.autograd();
        (a.grad_fn.clone(), a.output_nr)
    };
    t.autograd_mut().retains_grad = true;
    if let Some(n) = node {
        n.retained
            .borrow_mut()
            .push((nr, std::rc::Rc::downgrade(&t.0)));
    }
    Ok(())
}

/// Marks a tensor as an `nn.Parameter` (a leaf that requires grad).
pub fn make_parameter(t: &Tensor, requires_grad: bool) -> Result<()> {
    let mut a = t.autograd_mut();
    a.is_parameter = true;
    a.requires_grad = requires_grad && t.dtype().is_floating();
    Ok(())
}

/// The dtype check PyTorch applies before a gradient is accumulated into a leaf.
pub fn is_differentiable_dtype(d: DType) -> bool {
    d.is_floating()
}
