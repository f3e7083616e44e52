//! Ternary pointwise ops (`TernaryOp`: `addcmul`, `addcdiv`, `lerp`) and `where`.

use super::{differentiable, Val};
use crate::error::Result;
use crate::kernels::TernaryOp;
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{detached_alias, needs_grad, record, Saved};
use crate::ops::autodiff::inplace::{original, rebase, InplaceBefore};
use crate::ops::autodiff::BackwardFn;
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

fn ternary_backward(op: TernaryOp, g: &Tensor, v: &[Val]) -> Result<Vec<Option<Tensor>>> {
    let t = |i: usize| v.get(i).and_then(|x| x.tensor()).cloned();
    let mut out: Vec<Option<Tensor>> = match op {
        TernaryOp::Addcmul(val) | TernaryOp::AddcmulRoundedTwice(val) => {
            let (t1, t2) = (t(1).unwrap(), t(2).unwrap());
            vec![
                Some(g.clone()),
                Some(mul_sc(&mul(g, &t2)?, val)?),
                Some(mul_sc(&mul(g, &t1)?, val)?),
            ]
        }
        TernaryOp::Addcdiv(val) => {
            let (t1, t2) = (t(1).unwrap(), t(2).unwrap());
            let g1 = div(&mul_sc(g, val)?, &t2)?;
            let g2 = neg(&mul(&mul_sc(g, val)?, &div(&t1, &mul(&t2, &t2)?)?)?)?;
            vec![Some(g.clone()), Some(g1), Some(g2)]
        }
        TernaryOp::Lerp(w) | TernaryOp::LerpRoundedTwice(w) => {
            let w = w.to_f64();
            vec![Some(mul_s(g, 1.0 - w)?), Some(mul_s(g, w)?)]
        }
        TernaryOp::LerpTensor => {
            let (s, e, w) = (t(0).unwrap(), t(1).unwrap(), t(2).unwrap());
            vec![
                Some(mul(g, &rsub_s(1.0, &w)?)?),
                Some(mul(g, &w)?),
                Some(mul(g, &sub(&e, &s)?)?),
            ]
        }
        TernaryOp::Where => vec![],
    };
    // Broadcast gradients stay whole; the engine sums them to each input's shape.
    for (i, x) in out.iter_mut().enumerate() {
        if !matches!(v.get(i), Some(Val::T(_))) {
            *x = None;
        }
    }
    Ok(out)
}

fn ternary_name(op: TernaryOp) -> &'static str {
    match op {
        TernaryOp::Addcmul(_) | TernaryOp::AddcmulRoundedTwice(_) => "AddcmulBackward0",
        TernaryOp::Addcdiv(_) => "AddcdivBackward0",
        TernaryOp::Lerp(_) | TernaryOp::LerpRoundedTwice(_) => "LerpBackward0",
        TernaryOp::LerpTensor => "LerpBackward1",
        TernaryOp::Where => "WhereBackward0",
    }
}

/// Which operands (by slot: self, then the others) the node keeps, as PyTorch's generated
/// code decides from derivatives.yaml: an operand is saved only for the formula of an input
/// that needs a gradient. `lerp` with a number keeps nothing, so a second backward through
/// it works; `addcmul` keeps `tensor2` for `tensor1`'s formula and `tensor1` for
/// `tensor2`'s. A kept operand written in place afterwards makes backward refuse.
fn saved_slots(op: TernaryOp, slots: &[Option<&Tensor>]) -> Vec<bool> {
    let wants = |i: usize| {
        slots
            .get(i)
            .copied()
            .flatten()
            .is_some_and(|t| t.requires_grad())
    };
    match op {
        TernaryOp::Addcmul(_) | TernaryOp::AddcmulRoundedTwice(_) => {
            vec![false, wants(2), wants(1)]
        }
        // Measured on PyTorch 2.15: addcdiv keeps `tensor2` even when only `self` needs a
        // gradient (a second backward refuses), `tensor1` only for `tensor2`'s formula.
        TernaryOp::Addcdiv(_) => vec![false, wants(2), true],
        TernaryOp::Lerp(_) | TernaryOp::LerpRoundedTwice(_) | TernaryOp::Where => {
            vec![false; slots.len()]
        }
        TernaryOp::LerpTensor => vec![wants(2), wants(2), wants(0) || wants(1)],
    }
}

pub fn record_ternary(op: TernaryOp, args: &[Arg], out: &Tensor) -> Result<()> {
    let slots: Vec<Option<&Tensor>> = args.iter().map(|a| a.tensor()).collect();
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let vals: Vec<Val> = args.iter().map(|a| Val::of(*a)).collect();
    let saved: Vec<Saved> = slots
        .iter()
        .zip(saved_slots(op, &slots))
        .filter_map(|(t, keep)| t.filter(|_| keep).map(Saved::input))
        .collect();
    let n = slots.len();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => Ok(vec![None; n]),
        Some(g) => ternary_backward(op, g, &vals),
    });
    record(ternary_name(op), &slots, &[out], saved, back)?;
    Ok(())
}

pub fn rebase_ternary(op: TernaryOp, args: &[Arg], before: InplaceBefore) -> Result<()> {
    let Some(this) = args[0].tensor() else {
        return Ok(());
    };
    if !before.active() {
        return Ok(());
    }
    let mut vals: Vec<Val> = args.iter().map(|a| Val::of(*a)).collect();
    vals[0] = Val::T(original(&before).unwrap_or_else(|| detached_alias(this)));
    let slots: Vec<Option<&Tensor>> = args.iter().map(|a| a.tensor()).collect();
    let others = &slots[1..];
    // The others as saved before the write (`a.addcmul_(a, a)` keeps `a` at its old
    // version, which the write then moves on, so backward refuses as PyTorch's does).
    let keep = saved_slots(op, &slots);
    let mut before = before;
    let saved: Vec<Saved> = std::mem::take(&mut before.others_saved)
        .into_iter()
        .zip(others.iter().enumerate().filter(|(_, t)| t.is_some()))
        .filter(|(_, (i, _))| keep.get(i + 1).copied().unwrap_or(false))
        .map(|(s, _)| s)
        .collect();
    let n = args.len();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => Ok(vec![None; n]),
        Some(g) => ternary_backward(op, g, &vals),
    });
    rebase(ternary_name(op), this, others, before, saved, back)
}

pub fn record_where(cond: &Tensor, a: Arg, b: Arg, out: &Tensor) -> Result<()> {
    // Two inputs, as PyTorch's node has: the condition is not differentiable, and a number
    // in either place is a wrapped tensor that needs no grad.
    let slots = [a.tensor(), b.tensor()];
    if !differentiable(out) || !needs_grad(&slots) {
        return Ok(());
    }
    let c = cond.clone();
    let (ta, tb) = (a.tensor().is_some(), b.tensor().is_some());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        // Unreduced, as PyTorch's `where(condition, grad, 0)`; the engine fits the shapes.
        let ga = if ta { Some(mask(&c, g)?) } else { None };
        let gb = if tb {
            Some(ops::where_(&c, Arg::S(Scalar::Int(0)), Arg::T(g))?)
        } else {
            None
        };
        Ok(vec![ga, gb])
    });
    record(
        "WhereBackward0",
        &slots,
        &[out],
        vec![Saved::input(cond)],
        back,
    )?;
    Ok(())
}
