//! `fmax`/`fmin` and `clamp` with tensor bounds: the gradient goes to whichever input
//! the result came from (`derivatives.yaml`'s masked fills), summed back over broadcasting.

use crate::error::Result;
use crate::kernels::{BinaryOp, UnaryOp};
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{needs_grad, record, Saved};
use crate::ops::autodiff::BackwardFn;
use crate::ops::Arg;
use crate::tensor::Tensor;

use super::{differentiable, Val};

pub fn record_fmax_fmin(a: &Tensor, b: &Tensor, max: bool, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a), Some(b)]) {
        return Ok(());
    }
    let (x, y) = (a.clone(), b.clone());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        // self wins where it is larger (smaller for fmin) or other is NaN; a tie
        // shares the gradient half and half, as PyTorch 2.x does.
        let op = if max { BinaryOp::Gt } else { BinaryOp::Lt };
        let beats = cmp(op, &x, Arg::T(&y))?;
        let y_nan = un(UnaryOp::IsNan, &y)?;
        let self_wins = cmp(BinaryOp::LogicalOr, &beats, Arg::T(&y_nan))?;
        let tie = cmp(BinaryOp::Eq, &x, Arg::T(&y))?;
        let either = cmp(BinaryOp::LogicalOr, &self_wins, Arg::T(&tie))?;
        let other_wins = un(UnaryOp::LogicalNot, &either)?;
        let half = mul_s(&mask(&tie, g)?, 0.5)?;
        let ga = add(&mask(&self_wins, g)?, &half)?;
        let gb = add(&mask(&other_wins, g)?, &half)?;
        Ok(vec![
            Some(sum_to(&ga, &x.shape())?),
            Some(sum_to(&gb, &y.shape())?),
        ])
    });
    let name = if max {
        "FmaxBackward0"
    } else {
        "FminBackward0"
    };
    record(
        name,
        &[Some(a), Some(b)],
        &[out],
        vec![Saved::input(a), Saved::input(b)],
        back,
    )?;
    Ok(())
}

pub fn record_clamp_tensor(
    x: &Tensor,
    lo: Option<Arg>,
    hi: Option<Arg>,
    out: &Tensor,
) -> Result<()> {
    let pick = |a: Option<Arg<'_>>| match a {
        Some(Arg::T(t)) => Some(t.clone()),
        _ => None,
    };
    let (lt, ht) = (pick(lo), pick(hi));
    let (lt, ht) = (lt.as_ref(), ht.as_ref());
    if !differentiable(out) || !needs_grad(&[Some(x), lt, ht]) {
        return Ok(());
    }
    let back = clamp_tensor_backward(x.clone(), lo.map(Val::of), hi.map(Val::of));
    record(
        "ClampBackward0",
        &[Some(x), lt, ht],
        &[out],
        vec![Saved::input(x)],
        back,
    )?;
    Ok(())
}

/// `x.clamp_(min=t, max=u)`: the node of the out-of-place clamp, over `x` as it was.
pub fn rebase_clamp_tensor(
    x: &Tensor,
    lo: Option<Arg>,
    hi: Option<Arg>,
    before: crate::ops::autodiff::InplaceBefore,
) -> Result<()> {
    if !before.active() {
        return Ok(());
    }
    let Some(x0) = crate::ops::autodiff::inplace::original(&before) else {
        return Ok(());
    };
    let back = clamp_tensor_backward(x0, lo.map(Val::of), hi.map(Val::of));
    let pick = |a: Option<Arg<'_>>| match a {
        Some(Arg::T(t)) => Some(t.clone()),
        _ => None,
    };
    let (lt, ht) = (pick(lo), pick(hi));
    let (lt, ht) = (lt.as_ref(), ht.as_ref());
    let mut before = before;
    let saved = std::mem::take(&mut before.others_saved);
    crate::ops::autodiff::inplace::rebase("ClampBackward0", x, &[lt, ht], before, saved, back)
}

/// The gradients of `clamp(x, lo, hi)` with tensor bounds, for x, lo and hi.
fn clamp_tensor_backward(xs: Tensor, lo: Option<Val>, hi: Option<Val>) -> BackwardFn {
    Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        // As PyTorch 2.15 answers (measured on a grid with NaNs, each case in tests/cases):
        // x keeps the gradient unless it is strictly below lo or above hi (a NaN anywhere
        // fails both tests, so a NaN x keeps it); on a bound of a valid range (lo < hi) it
        // shares half with that bound. A bound gets what x lost past it (only when lo <= hi,
        // so a NaN bound gets nothing), and when lo > hi the result is hi everywhere, so hi
        // takes it all. With one bound, each side keeps the gradient unless the other side
        // strictly wins: a NaN on either side gives both of them all of it.
        let test =
            |op: BinaryOp, a: &Val, b: &Val| crate::ops::binary(op.name(), op, a.arg(), b.arg());
        let or = |a: &Tensor, b: &Tensor| cmp(BinaryOp::LogicalOr, a, Arg::T(b));
        let and = |a: &Tensor, b: &Tensor| cmp(BinaryOp::LogicalAnd, a, Arg::T(b));
        let x = Val::T(xs.clone());
        let half = |t: Tensor| mul_s(&t, 0.5);
        let (gx, glo, ghi) = match (&lo, &hi) {
            (Some(l), Some(h)) => {
                let valid = test(BinaryOp::Lt, l, h)?;
                let ordered = test(BinaryOp::Le, l, h)?;
                let below = test(BinaryOp::Lt, &x, l)?;
                let above = test(BinaryOp::Gt, &x, h)?;
                let keep = un(UnaryOp::LogicalNot, &or(&below, &above)?)?;
                let at_lo = and(&valid, &test(BinaryOp::Eq, &x, l)?)?;
                let at_hi = and(&valid, &test(BinaryOp::Eq, &x, h)?)?;
                let shared = half(mask(&or(&at_lo, &at_hi)?, g)?)?;
                let gx = sub(&mask(&keep, g)?, &shared)?;
                let glo = add(&mask(&and(&ordered, &below)?, g)?, &half(mask(&at_lo, g)?)?)?;
                let ghi = add(
                    &add(&mask(&and(&ordered, &above)?, g)?, &half(mask(&at_hi, g)?)?)?,
                    &mask(&test(BinaryOp::Gt, l, h)?, g)?,
                )?;
                (gx, Some(glo), Some(ghi))
            }
            (Some(b), None) | (None, Some(b)) => {
                let lower = lo.is_some();
                // (x loses where, the bound loses where)
                let (x_loses, b_loses) = if lower {
                    (BinaryOp::Lt, BinaryOp::Gt)
                } else {
                    (BinaryOp::Gt, BinaryOp::Lt)
                };
                let on = half(mask(&test(BinaryOp::Eq, &x, b)?, g)?)?;
                let x_keeps = un(UnaryOp::LogicalNot, &test(x_loses, &x, b)?)?;
                let b_keeps = un(UnaryOp::LogicalNot, &test(b_loses, &x, b)?)?;
                let gx = sub(&mask(&x_keeps, g)?, &on)?;
                let gb = sub(&mask(&b_keeps, g)?, &on)?;
                if lower {
                    (gx, Some(gb), None)
                } else {
                    (gx, None, Some(gb))
                }
            }
            (None, None) => (g.clone(), None, None),
        };
        let sum_to_bound = |gb: Option<Tensor>, b: &Option<Val>| -> Result<Option<Tensor>> {
            match (gb, b.as_ref().and_then(|b| b.tensor())) {
                (Some(gb), Some(bt)) => Ok(Some(sum_to(&gb, &bt.shape())?)),
                _ => Ok(None),
            }
        };
        let (glo, ghi) = (sum_to_bound(glo, &lo)?, sum_to_bound(ghi, &hi)?);
        let gx = sum_to(&gx, &xs.shape())?;
        Ok(vec![Some(gx), glo, ghi])
    })
}
