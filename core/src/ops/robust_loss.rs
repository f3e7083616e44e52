//! The robust regression losses: `smooth_l1_loss` (beta) and `huber_loss` (delta). Each is
//! ATen's pointwise kernel (`|x - y|` compared with the threshold, the quadratic part as
//! `0.5 * z * z / beta` or `0.5 * z * z`, the linear part as `z - 0.5 * beta` or
//! `delta * (z - 0.5 * delta)`), reduced as `apply_loss_reduction` reduces, with its own
//! node (`SmoothL1LossBackward0`, `HuberLossBackward0`) and ATen's backward.

use super::nn::{reduce_loss, Reduction};
use super::{binary, Arg};
use crate::error::{runtime, Result};
use crate::kernels::{BinaryOp, UnaryOp};
use crate::ops::autodiff::diff_ops::{mul_s, un};
use crate::ops::autodiff::{self, NoGradGuard, SavedAttr};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// Which loss, with its threshold.
#[derive(Clone, Copy)]
pub enum Robust {
    SmoothL1 { beta: f64 },
    Huber { delta: f64 },
}

fn s(v: f64) -> Arg<'static> {
    Arg::S(Scalar::Float(v))
}

/// The elementwise loss of `d = input - target`.
fn pointwise(d: &Tensor, kind: Robust) -> Result<Tensor> {
    let z = un(UnaryOp::Abs, d)?;
    let half_z = binary("mul", BinaryOp::Mul, s(0.5), Arg::T(&z))?;
    let half_z_sq = binary("mul", BinaryOp::Mul, Arg::T(&half_z), Arg::T(&z))?;
    let (t, quad, lin) = match kind {
        Robust::SmoothL1 { beta } => (
            beta,
            binary("div", BinaryOp::Div, Arg::T(&half_z_sq), s(beta))?,
            binary(
                "sub",
                BinaryOp::Sub(Scalar::Int(1)),
                Arg::T(&z),
                s(0.5 * beta),
            )?,
        ),
        Robust::Huber { delta } => {
            let shifted = binary(
                "sub",
                BinaryOp::Sub(Scalar::Int(1)),
                Arg::T(&z),
                s(0.5 * delta),
            )?;
            (
                delta,
                half_z_sq,
                binary("mul", BinaryOp::Mul, s(delta), Arg::T(&shifted))?,
            )
        }
    };
    let small = binary("lt", BinaryOp::Lt, Arg::T(&z), s(t))?;
    super::where_(&small, Arg::T(&quad), Arg::T(&lin))
}

/// The gradient with respect to the input: `norm * clamp(d / t, -1, 1)` scaled as ATen's
/// backward kernels do (`delta` for Huber, 1 outside for smooth L1).
fn backward(g: &Tensor, d: &Tensor, kind: Robust, norm: f64) -> Result<Tensor> {
    let (t, outer, inner) = match kind {
        Robust::SmoothL1 { beta } => (beta, 1.0, 1.0 / beta),
        Robust::Huber { delta } => (delta, delta, 1.0),
    };
    let low = binary("le", BinaryOp::Le, Arg::T(d), s(-t))?;
    let high = binary("ge", BinaryOp::Ge, Arg::T(d), s(t))?;
    let mid = mul_s(
        &binary("mul", BinaryOp::Mul, Arg::T(d), Arg::T(g))?,
        norm * inner,
    )?;
    let up = mul_s(g, norm * outer)?;
    let down = mul_s(g, -norm * outer)?;
    let inner_or_up = super::where_(&high, Arg::T(&up), Arg::T(&mid))?;
    super::where_(&low, Arg::T(&down), Arg::T(&inner_or_up))
}

pub fn robust_loss(input: &Tensor, target: &Tensor, kind: Robust, r: Reduction) -> Result<Tensor> {
    match kind {
        Robust::SmoothL1 { beta } if beta < 0.0 => {
            return Err(runtime(
                "smooth_l1_loss does not support negative values for beta.",
            ))
        }
        Robust::Huber { delta } if delta <= 0.0 => {
            return Err(runtime(
                "huber_loss does not support non-positive values for delta.",
            ))
        }
        _ => {}
    }
    let out = {
        let _g = NoGradGuard::new();
        let d = binary(
            "sub",
            BinaryOp::Sub(Scalar::Int(1)),
            Arg::T(input),
            Arg::T(target),
        )?;
        reduce_loss(&pointwise(&d, kind)?, r)?
    };
    let name = match kind {
        Robust::SmoothL1 { .. } => "SmoothL1LossBackward0",
        Robust::Huber { .. } => "HuberLossBackward0",
    };
    let node = autodiff::record_loss(name, input, Some(target), out.clone(), move |g, x, t| {
        let d = binary(
            "sub",
            BinaryOp::Sub(Scalar::Int(1)),
            Arg::T(x),
            Arg::T(t.unwrap()),
        )?;
        let norm = match r {
            Reduction::Mean => 1.0 / d.numel().max(1) as f64,
            _ => 1.0,
        };
        // ATen's smooth_l1/huber_loss_backward write into zeros_like(input, contiguous).
        super::contiguous(&backward(g, &d, kind, norm)?)
    })?;
    // ATen's Reduction enum: None 0, Mean 1, Sum 2.
    let reduction = match r {
        Reduction::None => 0,
        Reduction::Mean => 1,
        Reduction::Sum => 2,
    };
    let (param, value) = match kind {
        Robust::SmoothL1 { beta } => ("_saved_beta", beta),
        Robust::Huber { delta } => ("_saved_delta", delta),
    };
    autodiff::set_saved_attrs(
        &node,
        vec![
            (param, SavedAttr::Scalar(Scalar::Float(value))),
            ("_saved_reduction", SavedAttr::Int(reduction)),
            ("_saved_self", SavedAttr::Tensor(input.clone())),
            ("_saved_target", SavedAttr::Tensor(target.clone())),
        ],
    );
    Ok(out)
}
