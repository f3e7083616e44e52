//! Complex tensors are their float pairs (`interp/complex/`), and every complex op is real
//! ops on the parts, so the real formulas already differentiate them: the gradient the pairs
//! receive, `(dL/dx, dL/dy)`, is PyTorch's convention for a complex input (the conjugate
//! Wirtinger derivative times two, `dL/dx + i dL/dy`), and the chain rule on the parts is
//! PyTorch's `grad * conj(f'(z))`. What the parts' graph lacks is the name: `z * w`'s pairs
//! are made by a pack of two parts, where PyTorch shows one `MulBackward0`. `relabel` gives
//! a result that name with a pass-through node over the parts' graph.

use crate::autograd::graph::record;
use crate::autograd::BackwardFn;
use crate::error::Result;
use crate::tensor::Tensor;

/// Gives `t` (a result the caller just made, or changed in place) a node named `name` whose
/// gradient passes straight to `t`'s current history. Nothing happens when `t` has no
/// history or already has that name.
pub fn relabel(t: &Tensor, name: &str) -> Result<()> {
    match t.grad_fn() {
        Some(n) if n.name != name => {}
        _ => return Ok(()),
    }
    let back: BackwardFn = Box::new(|g| Ok(vec![g[0].clone()]));
    record(name, &[Some(t)], &[t], vec![], back)?;
    Ok(())
}

/// The node of complex pairs assembled from a real and an imaginary part (PyTorch's
/// `torch.complex`, `ComplexBackward0`; the complex ops rename it): each part's gradient is
/// its half of the pairs' gradient, summed back to the part's shape by the engine.
pub fn record_pack(re: &Tensor, im: &Tensor, out: &Tensor) -> Result<()> {
    if !crate::autograd::graph::needs_grad(&[Some(re), Some(im)]) {
        return Ok(());
    }
    let back: BackwardFn = Box::new(|g| match &g[0] {
        None => Ok(vec![None, None]),
        Some(g) => Ok(vec![
            Some(crate::ops::view::select(g, -1, 0)?),
            Some(crate::ops::view::select(g, -1, 1)?),
        ]),
    });
    record(
        "ComplexBackward0",
        &[Some(re), Some(im)],
        &[out],
        vec![],
        back,
    )?;
    Ok(())
}
