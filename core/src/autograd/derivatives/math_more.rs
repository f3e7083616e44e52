//! `fmax`/`fmin` and `clamp` with tensor bounds: the gradient goes to whichever input
//! the result came from (`derivatives.yaml`'s masked fills), summed back over broadcasting.

use crate::autograd::diff_ops::*;
use crate::autograd::graph::{needs_grad, record, Saved};
use crate::autograd::BackwardFn;
use crate::error::Result;
use crate::kernels::{BinaryOp, UnaryOp};
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
    let xs = x.clone();
    let (lo, hi) = (lo.map(Val::of), hi.map(Val::of));
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None, None]);
        };
        // As PyTorch 2.15 answers (measured, each case in tests/cases): strictly inside,
        // to x; strictly beyond a bound, to that bound; on a bound, half to x and half to
        // the bound. When lo == hi, x on it keeps the whole gradient; when lo > hi the
        // result is hi everywhere, and hi gets it all.
        let test =
            |op: BinaryOp, a: &Val, b: &Val| crate::ops::binary(op.name(), op, a.arg(), b.arg());
        let x = Val::T(xs.clone());
        let half = |t: Tensor| mul_s(&t, 0.5);
        let (gx, glo, ghi) = match (&lo, &hi) {
            (Some(l), Some(h)) => {
                let valid = test(BinaryOp::Lt, l, h)?;
                let ordered = test(BinaryOp::Le, l, h)?;
                let inside = mask(
                    &test(BinaryOp::Gt, &x, l)?,
                    &mask(&test(BinaryOp::Lt, &x, h)?, g)?,
                )?;
                let at_lo = mask(&test(BinaryOp::Eq, &x, l)?, g)?;
                let at_hi = mask(&test(BinaryOp::Eq, &x, h)?, g)?;
                let below = mask(&test(BinaryOp::Lt, &x, l)?, g)?;
                let above = mask(&test(BinaryOp::Gt, &x, h)?, g)?;
                let edges = half(add(&at_lo, &at_hi)?)?;
                let gx = add(
                    &mask(&valid, &add(&inside, &edges)?)?,
                    &mask(&test(BinaryOp::Eq, l, h)?, &at_lo)?,
                )?;
                let glo = add(&mask(&ordered, &below)?, &mask(&valid, &half(at_lo)?)?)?;
                let ghi = add(
                    &add(&mask(&ordered, &above)?, &mask(&valid, &half(at_hi)?)?)?,
                    &mask(&test(BinaryOp::Gt, l, h)?, g)?,
                )?;
                (gx, Some(glo), Some(ghi))
            }
            (Some(b), None) | (None, Some(b)) => {
                let lower = lo.is_some();
                let (keep, beyond) = if lower {
                    (BinaryOp::Gt, BinaryOp::Lt)
                } else {
                    (BinaryOp::Lt, BinaryOp::Gt)
                };
                let on = half(mask(&test(BinaryOp::Eq, &x, b)?, g)?)?;
                let gx = add(&mask(&test(keep, &x, b)?, g)?, &on)?;
                let gb = add(&mask(&test(beyond, &x, b)?, g)?, &on)?;
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
    });
    record(
        "ClampBackward0",
        &[Some(x), lt, ht],
        &[out],
        vec![Saved::input(x)],
        back,
    )?;
    Ok(())
}
