//! Complex tensors are their float pairs (`interp/complex/`), and every complex op is real
//! ops on the parts, so the real formulas already differentiate them: the gradient the pairs
//! receive, `(dL/dx, dL/dy)`, is PyTorch's convention for a complex input (the conjugate
//! Wirtinger derivative times two, `dL/dx + i dL/dy`), and the chain rule on the parts is
//! PyTorch's `grad * conj(f'(z))`. What the parts' graph lacks is the name: `z * w`'s pairs
//! are made by a pack of two parts, where PyTorch shows one `MulBackward0`. `relabel` gives
//! a result that name with a pass-through node over the parts' graph.

use crate::error::Result;
use crate::ops::autodiff::graph::record;
use crate::ops::autodiff::BackwardFn;
use crate::tensor::Tensor;

/// Gives `t` (a result the caller just made, or changed in place) a node named `name` whose
/// gradient passes straight to `t`'s current history. Nothing happens when `t` has no
/// history or already has that name.
pub fn relabel(t: &Tensor, name: &str) -> Result<()> {
    match t.grad_fn() {
        Some(n) if n.name != name => {}
        _ => return Ok(()),
    }
    record_passthrough(name, t, t)
}

/// Makes `to` (a result of `from`'s shape, computed without a graph) take its gradient
/// straight from `from`'s history, under the node name `name`: the value of one
/// computation with the graph of another that gives the same numbers (a multi-dimensional
/// FFT rounded once, differentiated as its one-dimensional passes).
pub fn record_passthrough(name: &str, from: &Tensor, to: &Tensor) -> Result<()> {
    let back: BackwardFn = Box::new(|g| Ok(vec![g[0].clone()]));
    record(name, &[Some(from)], &[to], vec![], back)?;
    Ok(())
}

/// The node of complex pairs assembled from a real and an imaginary part (PyTorch's
/// `torch.complex`, `ComplexBackward0`; the complex ops rename it): each part's gradient is
/// its half of the pairs' gradient, summed back to the part's shape by the engine.
pub fn record_pack(re: &Tensor, im: &Tensor, out: &Tensor) -> Result<()> {
    if !crate::ops::autodiff::graph::needs_grad(&[Some(re), Some(im)]) {
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

/// `angle(z)` of complex pairs: PyTorch's `angle_backward`, `grad * (-y, x) / |z|^2`, zero
/// where `z` is zero (where the real `atan2` of the parts would give NaN).
pub fn record_complex_angle(pairs: &Tensor, out: &Tensor) -> Result<()> {
    use crate::ops::autodiff::diff_ops::{div, mask, mul, neg};
    use crate::ops::{self, view::select, Arg};
    use crate::scalar::Scalar;
    let p = pairs.clone();
    crate::ops::autodiff::record_one_input("AngleBackward0", pairs, out, true, move |g, _| {
        let (x, y) = (select(&p, -1, 0)?, select(&p, -1, 1)?);
        let r2 = crate::ops::autodiff::diff_ops::add(&mul(&x, &x)?, &mul(&y, &y)?)?;
        let nonzero = ops::named::ne(Arg::T(&r2), Arg::S(Scalar::Float(0.0)))?;
        let safe = ops::where_(&nonzero, Arg::T(&r2), Arg::S(Scalar::Float(1.0)))?;
        let gx = mask(&nonzero, &div(&mul(&neg(g)?, &y)?, &safe)?)?;
        let gy = mask(&nonzero, &div(&mul(g, &x)?, &safe)?)?;
        ops::arrange::stack(&[gx, gy], -1)
    })
}

/// `abs(z)` of complex pairs: PyTorch's `grad * sgn(z)`, zero where `z` is zero (where the
/// real formulas of the parts' hypotenuse would give NaN). `sgn` is taken on the parts
/// scaled by the larger magnitude, so neither overflows.
pub fn record_complex_abs(pairs: &Tensor, out: &Tensor) -> Result<()> {
    use crate::ops::autodiff::diff_ops::{add, div, mask, mul};
    use crate::ops::{self, view::select, Arg};
    use crate::scalar::Scalar;
    let p = pairs.clone();
    crate::ops::autodiff::record_one_input("AbsBackward0", pairs, out, true, move |g, _| {
        let (x, y) = (select(&p, -1, 0)?, select(&p, -1, 1)?);
        let (ax, ay) = (ops::named::abs(&x)?, ops::named::abs(&y)?);
        let big = ops::named::maximum(Arg::T(&ax), Arg::T(&ay))?;
        let nonzero = ops::named::ne(Arg::T(&big), Arg::S(Scalar::Float(0.0)))?;
        let safe = ops::where_(&nonzero, Arg::T(&big), Arg::S(Scalar::Float(1.0)))?;
        let (xs, ys) = (div(&x, &safe)?, div(&y, &safe)?);
        let norm = ops::named::sqrt_ieee(&add(&mul(&xs, &xs)?, &mul(&ys, &ys)?)?)?;
        let norm = ops::where_(&nonzero, Arg::T(&norm), Arg::S(Scalar::Float(1.0)))?;
        let gx = mask(&nonzero, &mul(g, &div(&xs, &norm)?)?)?;
        let gy = mask(&nonzero, &mul(g, &div(&ys, &norm)?)?)?;
        ops::arrange::stack(&[gx, gy], -1)
    })
}

/// A complex op's own node, for ops whose parts' formulas go wrong where PyTorch's complex
/// formula does not (a division's special-value branches give NaN gradients at a zero part,
/// `exp`'s real-axis branch drops a factor): `back(grad, saved)` is the formula, given the
/// result's gradient and the `saved` tensors (each checked against in-place changes, as
/// PyTorch's SavedVariables are); `out_saved` adds the result itself at the end.
pub fn record_complex_formula(
    name: &str,
    inputs: &[Option<&Tensor>],
    out: &Tensor,
    saved: &[&Tensor],
    out_saved: bool,
    back: impl Fn(&Tensor, &[Tensor]) -> Result<Vec<Option<Tensor>>> + 'static,
) -> Result<()> {
    if !crate::ops::autodiff::graph::needs_grad(inputs) {
        return Ok(());
    }
    let mut keep: Vec<Tensor> = saved.iter().map(|t| (*t).clone()).collect();
    let mut checks: Vec<crate::ops::autodiff::graph::Saved> = saved
        .iter()
        .map(|t| crate::ops::autodiff::graph::Saved::input(t))
        .collect();
    if out_saved {
        let (alias, s) = super::saved_output(out, name);
        keep.push(alias);
        checks.push(s);
    }
    let n = inputs.len();
    // Under create_graph the saved result is read with this node as its history, so the
    // gradient's own graph runs through it (a second derivative).
    let me = crate::ops::autodiff::graph::SelfNode::default();
    let mine = me.clone();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => Ok(vec![None; n]),
        Some(g) if out_saved && crate::ops::autodiff::is_grad_enabled() => {
            let mut k = keep.clone();
            if let Some(last) = k.last_mut() {
                if let Some(live) = mine.output(last, 0) {
                    *last = live;
                }
            }
            back(g, &k)
        }
        Some(g) => back(g, &keep),
    });
    let node = record(name, inputs, &[out], checks, back)?;
    me.set(&node);
    Ok(())
}
