//! The binary special functions' nodes (`Special2`), as derivatives.yaml writes them:
//! `igamma`/`igammac` and `special_zeta` differentiate in `other` only (their `self`
//! formula is `not_implemented`, an error when backward reaches it); the orthogonal
//! polynomials are `non_differentiable` (no node: their results never require grad).

use super::{differentiable, Val};
use crate::error::Result;
use crate::kernels::{BinaryOp, UnaryOp};
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{needs_grad, record, Saved};
use crate::ops::autodiff::{set_saved_attrs, BackwardFn, SavedAttr};
use crate::ops::{self, Arg};
use crate::special_fns::{Special2, SpecialFn};
use crate::tensor::Tensor;

/// PyTorch's node for the overload the arguments pick (`zeta(2, t)` is the Scalar-self
/// overload, `zeta(t, 2)` the Scalar-other one).
fn node_name(f: Special2, a: &Arg, b: &Arg) -> Option<&'static str> {
    Some(match (f, a, b) {
        (Special2::Igamma, ..) => "IgammaBackward0",
        (Special2::Igammac, ..) => "IgammacBackward0",
        (Special2::Zeta, Arg::S(_), _) => "SpecialZetaBackward1",
        (Special2::Zeta, _, Arg::S(_)) => "SpecialZetaBackward2",
        (Special2::Zeta, ..) => "SpecialZetaBackward0",
        _ => return None,
    })
}

/// `NotImplementedError`, raised when backward would compute `self`'s gradient.
fn not_implemented(what: &str) -> crate::error::TorchError {
    crate::error::not_implemented(format!("the derivative for '{what}' is not implemented."))
}

pub(super) fn record_special2(f: Special2, a: Arg, b: Arg, out: &Tensor) -> Result<()> {
    let Some(node) = node_name(f, &a, &b) else {
        return Ok(());
    };
    if !differentiable(out) || !needs_grad(&[a.tensor(), b.tensor()]) {
        return Ok(());
    }
    // One slot per tensor input (a Python number is the overload's Scalar, not an input).
    let slots: Vec<Option<&Tensor>> = [a.tensor(), b.tensor()]
        .into_iter()
        .flatten()
        .map(Some)
        .collect();
    let self_needs = a.tensor().is_some_and(|t| t.requires_grad());
    let other_needs = b.tensor().is_some_and(|t| t.requires_grad());
    let mut saved = vec![];
    let mut attrs = vec![];
    if node != "SpecialZetaBackward2" {
        for (name, v) in [("_saved_other", &b), ("_saved_self", &a)] {
            match v {
                Arg::T(t) => {
                    saved.push(Saved::input(t));
                    attrs.push((name, SavedAttr::Tensor((*t).clone())));
                }
                Arg::S(s) => attrs.push((name, SavedAttr::Scalar(*s))),
            }
        }
        attrs.sort_by_key(|(n, _)| *n);
    }
    let (va, vb) = (Val::of(a), Val::of(b));
    let n_slots = slots.len();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None; n_slots]);
        };
        if self_needs {
            return Err(not_implemented(match f {
                Special2::Igamma => "igamma: input",
                Special2::Igammac => "igammac: input",
                _ => "zeta",
            }));
        }
        let gb = match (&vb, other_needs) {
            (Val::T(other), true) => Some(other_grad(f, g, &va, other)?),
            _ => None,
        };
        Ok(if n_slots == 1 {
            vec![gb]
        } else {
            vec![None, gb]
        })
    });
    let node = record(node, &slots, &[out], saved, back)?;
    set_saved_attrs(&node, attrs);
    Ok(())
}

/// `other`'s formula: igamma's `grad * exp((self - 1) * log(other) - other - lgamma(self))`
/// (negated for igammac); zeta's `grad * -self * special_zeta(self + 1., other)`.
fn other_grad(f: Special2, g: &Tensor, a: &Val, other: &Tensor) -> Result<Tensor> {
    match (f, a) {
        (Special2::Zeta, Val::S(s)) => {
            let up = ops::binary(
                f.name(),
                BinaryOp::Special2(f),
                Arg::S(crate::scalar::Scalar::Float(s.to_f64() + 1.0)),
                Arg::T(other),
            )?;
            mul(&mul_s(g, -s.to_f64())?, &up)
        }
        (Special2::Zeta, Val::T(x)) => {
            let up = ops::binary(
                f.name(),
                BinaryOp::Special2(f),
                Arg::T(&add_s(x, 1.0)?),
                Arg::T(other),
            )?;
            mul(&mul(g, &neg(x)?)?, &up)
        }
        (_, Val::T(x)) => {
            let lg = un(UnaryOp::Special(SpecialFn::Lgamma), x)?;
            let e = sub(
                &sub(&mul(&add_s(x, -1.0)?, &un(UnaryOp::Log, other)?)?, other)?,
                &lg,
            )?;
            let g = if f == Special2::Igammac {
                neg(g)?
            } else {
                g.clone()
            };
            mul(&g, &un(UnaryOp::Exp, &e)?)
        }
        (_, Val::S(_)) => Err(not_implemented(f.name())),
    }
}
