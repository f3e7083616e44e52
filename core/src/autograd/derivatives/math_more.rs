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
        // Strictly inside: to x; beyond a bound: to that bound; on a bound: half to each.
        let mut gx = g.clone();
        let mut glo = None;
        let mut ghi = None;
        for (b, below) in [(&lo, true), (&hi, false)] {
            let Some(b) = b else { continue };
            let (out_op, keep_op) = if below {
                (BinaryOp::Lt, BinaryOp::Gt)
            } else {
                (BinaryOp::Gt, BinaryOp::Lt)
            };
            let on = cmp(BinaryOp::Eq, &xs, b.arg())?;
            let half = mul_s(&mask(&on, g)?, 0.5)?;
            let inside = cmp(keep_op, &xs, b.arg())?;
            gx = add(&mask(&inside, &gx)?, &mul_s(&mask(&on, &gx)?, 0.5)?)?;
            if let Some(bt) = b.tensor() {
                let outside = cmp(out_op, &xs, b.arg())?;
                let gb = add(&mask(&outside, g)?, &half)?;
                let gb = sum_to(&gb, &bt.shape())?;
                if below {
                    glo = Some(gb);
                } else {
                    ghi = Some(gb);
                }
            }
        }
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
