//! Matrix products: `mm`, `bmm`, `dot`, `mv` and `addmm` (`F.linear`).

use super::differentiable;
use crate::error::Result;
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::forward::wants_grad;
use crate::ops::autodiff::graph::{needs_grad, record, Saved};
use crate::ops::autodiff::{set_saved_attrs, BackwardFn, SavedAttr};
use crate::ops::{self, view};
use crate::tensor::Tensor;

/// The gradients of a product, each only when its input needs one (`[a, b]`), as PyTorch
/// computes (and saves the other operand for) only those.
type ProductGrads = (Option<Tensor>, Option<Tensor>);

fn when(need: bool, f: impl FnOnce() -> Result<Tensor>) -> Result<Option<Tensor>> {
    if need {
        f().map(Some)
    } else {
        Ok(None)
    }
}

/// `mm_mat1_backward`/`mm_mat2_backward`: a column-major input gets its gradient computed
/// transposed, so it comes back column-major too (which decides `.grad`'s strides).
fn mm_backward(g: &Tensor, a: &Tensor, b: &Tensor, need: [bool; 2]) -> Result<ProductGrads> {
    let column_major = |t: &Tensor| {
        let (sh, st) = (t.shape_ref(), t.strides_ref());
        st[0] == 1 && st[1] == sh[0]
    };
    let ga = when(need[0], || {
        if column_major(a) {
            view::t(&ops::mm(b, &view::t(g)?)?)
        } else {
            ops::mm(g, &view::t(b)?)
        }
    })?;
    let gb = when(need[1], || {
        if column_major(b) {
            view::t(&ops::mm(&view::t(g)?, a)?)
        } else {
            ops::mm(&view::t(a)?, g)
        }
    })?;
    Ok((ga, gb))
}

pub fn record_mm(a: &Tensor, b: &Tensor, out: &Tensor) -> Result<()> {
    record_product("MmBackward0", a, b, out, mm_backward)
}

pub fn record_bmm(a: &Tensor, b: &Tensor, out: &Tensor) -> Result<()> {
    record_product("BmmBackward0", a, b, out, |g, a, b, need| {
        Ok((
            when(need[0], || ops::bmm(g, &view::transpose(b, 1, 2)?))?,
            when(need[1], || ops::bmm(&view::transpose(a, 1, 2)?, g))?,
        ))
    })
}

pub fn record_dot(a: &Tensor, b: &Tensor, out: &Tensor) -> Result<()> {
    record_product("DotBackward0", a, b, out, |g, a, b, need| {
        Ok((when(need[0], || mul(g, b))?, when(need[1], || mul(g, a))?))
    })
}

pub fn record_mv(a: &Tensor, b: &Tensor, out: &Tensor) -> Result<()> {
    record_product("MvBackward0", a, b, out, |g, a, b, need| {
        let ga = when(need[0], || {
            mul(&view::unsqueeze(g, 1)?, &view::unsqueeze(b, 0)?)
        })?;
        Ok((ga, when(need[1], || ops::mv(&view::t(a)?, g))?))
    })
}

/// The operands a product's node keeps (and checks for in-place changes): each only when
/// the other needs a gradient.
/// What a product saves, in ATen's order (saved inputs sorted by their names): mm's and
/// bmm's `mat2` before `self`; dot's `self, tensor`, mv's `self, vec` and addmm's
/// `mat1, mat2` as written. The order is what saved-tensor hooks see.
fn product_saved(a: &Tensor, b: &Tensor, second_first: bool) -> Vec<Saved> {
    let mut saved = Vec::new();
    if b.requires_grad() {
        saved.push(Saved::input(a));
    }
    if a.requires_grad() {
        saved.push(Saved::input(b));
    }
    if second_first {
        saved.reverse();
    }
    saved
}

/// `addmm(bias, x, w)` as `F.linear` uses it: `bias + x @ w`.
pub fn record_addmm(bias: &Tensor, x: &Tensor, w: &Tensor, out: &Tensor) -> Result<()> {
    let slots = [Some(bias), Some(x), Some(w)];
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let (xt, wt) = (x.clone(), w.clone());
    let need = [wants_grad(x), wants_grad(w)];
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        let (gx, gw) = mm_backward(g, &xt, &wt, need)?;
        // The bias gets the gradient itself (ATen's `maybe_multiply(grad, beta)` with beta 1),
        // unreduced: the engine sums it to the bias's shape.
        Ok(vec![Some(g.clone()), gx, gw])
    });
    let node = record(
        "AddmmBackward0",
        &slots,
        &[out],
        product_saved(x, w, false),
        back,
    )?;
    // Like PyTorch, mat1 is kept only when mat2 needs a gradient, and the other way round.
    let keep = |c: bool, t: &Tensor| match c {
        true => SavedAttr::Tensor(t.clone()),
        false => SavedAttr::None,
    };
    set_saved_attrs(
        &node,
        vec![
            ("_saved_alpha", SavedAttr::Int(1)),
            ("_saved_beta", SavedAttr::Int(1)),
            ("_saved_mat1", keep(w.requires_grad(), x)),
            ("_saved_mat2", keep(x.requires_grad(), w)),
        ],
    );
    Ok(())
}

fn record_product(
    name: &str,
    a: &Tensor,
    b: &Tensor,
    out: &Tensor,
    f: fn(&Tensor, &Tensor, &Tensor, [bool; 2]) -> Result<ProductGrads>,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a), Some(b)]) {
        return Ok(());
    }
    let (x, y) = (a.clone(), b.clone());
    let need = [wants_grad(a), wants_grad(b)];
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let (ga, gb) = f(g, &x, &y, need)?;
        Ok(vec![ga, gb])
    });
    let second_first = matches!(name, "MmBackward0" | "BmmBackward0");
    let saved = product_saved(a, b, second_first);
    let node = record(name, &[Some(a), Some(b)], &[out], saved, back)?;
    if name == "MmBackward0" {
        // As PyTorch keeps them: self only when mat2 needs a gradient, and vice versa.
        let keep = |c: bool, t: &Tensor| match c {
            true => SavedAttr::Tensor(t.clone()),
            false => SavedAttr::None,
        };
        set_saved_attrs(
            &node,
            vec![
                ("_saved_mat2", keep(a.requires_grad(), b)),
                ("_saved_self", keep(b.requires_grad(), a)),
            ],
        );
    }
    Ok(())
}
