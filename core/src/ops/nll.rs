//! `F.nll_loss` over every input layout PyTorch's `nll_loss_nd` takes, its backward as a
//! recorded linear map (so a double backward reaches the incoming gradient), and the class
//! weights `cross_entropy` shares.

use super::nn::{shape_str, Reduction};
use super::view;
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::ops::autodiff;
use crate::ops::autodiff::linear_map::{self, LinearPair};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::rc::Rc;

/// `F.nll_loss(log_probs, target, weight, reduction, ignore_index)`: log_probs is (C,),
/// (N, C) or (N, C, d1, ..., dk) with target (N, d1, ..., dk), as PyTorch's `nll_loss_nd`
/// takes them (a sequence model's (B, C, T) logits, a segmentation map's (N, C, H, W)). With
/// class weights the mean divides by the weights of the counted targets.
pub fn nll_loss(
    input: &Tensor,
    target: &Tensor,
    weight: Option<&Tensor>,
    r: Reduction,
    ignore_index: i64,
) -> Result<Tensor> {
    let shape = input.shape();
    let tshape = target.shape();
    if shape.len() >= 2 && tshape.first() != shape.first() {
        return Err(crate::error::value_error(format!(
            "Expected input batch_size ({}) to match target batch_size ({}).",
            shape[0],
            tshape.first().copied().unwrap_or(0)
        )));
    }
    // Class indices are int64 or uint8 (ATen's nll_loss takes both).
    let target = &match target.dtype() {
        DType::Int64 => target.clone(),
        DType::UInt8 => super::to_dtype(target, DType::Int64)?,
        other => {
            return Err(runtime(format!(
                "expected target dtype to be Long or Byte, but got {}",
                other.legacy_name()
            )))
        }
    };
    match shape.len() {
        0 => Err(runtime(format!(
            "nll_loss expects a 1-d or 2-d input, got {}-d",
            input.ndim()
        ))),
        1 | 2 => {
            if tshape.len() > 1 {
                return Err(runtime(
                    "0D or 1D target tensor expected, multi-target not supported",
                ));
            }
            // A (C,) input takes a 0-d target or a (1,) one.
            if shape.len() == 1 && tshape.first().is_some_and(|&t| t != 1) {
                return Err(crate::error::value_error(format!(
                    "For 1D input, 1D target must have size 1, but got target size: {}",
                    tshape[0]
                )));
            }
            let want: &[usize] = if shape.len() == 1 { &[] } else { &shape[..1] };
            let plan = NllPlan {
                c: shape[shape.len() - 1],
                spatial: 1,
                node: "NllLossBackward0",
                none_shape: want.to_vec(),
            };
            nll_with(&plan, input, target, weight, r, ignore_index)
        }
        k => {
            let spatial_dims = &shape[2..];
            if k == 4 && tshape.len() != 3 {
                return Err(runtime(format!(
                    "only batches of spatial targets supported (3D tensors) but got targets of dimension: {}",
                    tshape.len()
                )));
            }
            if tshape[1..] != *spatial_dims {
                return Err(runtime(if k == 4 {
                    format!(
                        "size mismatch (got input: {} , target: {}",
                        shape_str(&shape),
                        shape_str(&tshape)
                    )
                } else {
                    let mut want = vec![shape[0]];
                    want.extend_from_slice(spatial_dims);
                    format!(
                        "Expected target size {}, got {}",
                        shape_str(&want),
                        shape_str(&tshape)
                    )
                }));
            }
            let spatial: usize = spatial_dims.iter().product();
            // nll_loss_nd views an empty input as (N, C, 0, 0) and a non-empty target as
            // (N, 1, S), so zero classes against real targets is nll_loss2d's size mismatch.
            // (nll_loss2d checks the weight first.)
            if k != 4 && shape[1] == 0 && tshape.iter().all(|&d| d > 0) {
                class_weights(weight, 0, true)?;
                return Err(runtime(format!(
                    "size mismatch (got input: {} , target: {}",
                    shape_str(&[shape[0], 0, 0, 0]),
                    shape_str(&[tshape[0], 1, spatial])
                )));
            }
            // PyTorch runs nll_loss2d: on the input itself when it is 4-d, else on a
            // (N, C, 1, -1) view whose unreduced (N, 1, S) loss is viewed back to
            // (N, d1, ..., dk) (so its node is ViewBackward0).
            let plan = NllPlan {
                c: shape[1],
                spatial,
                node: "NllLoss2DBackward0",
                none_shape: if k == 4 {
                    tshape.clone()
                } else {
                    vec![shape[0], 1, spatial]
                },
            };
            let out = nll_with(&plan, input, target, weight, r, ignore_index)?;
            if k == 4 || r != Reduction::None {
                return Ok(out);
            }
            let back: Vec<i64> = tshape.iter().map(|&d| d as i64).collect();
            view::view(&out, &back)
        }
    }
}

/// How `nll_with` reads its input: samples of `c` classes at `spatial` positions each
/// (element (i, k, s) at `(i * c + k) * spatial + s`), the backward node's name, and the
/// unreduced loss's shape.
struct NllPlan {
    c: usize,
    spatial: usize,
    node: &'static str,
    none_shape: Vec<usize>,
}

/// The negative log-likelihood over a checked input and target, with its backward.
fn nll_with(
    p: &NllPlan,
    input: &Tensor,
    target: &Tensor,
    weight: Option<&Tensor>,
    r: Reduction,
    ignore_index: i64,
) -> Result<Tensor> {
    let (c, spatial) = (p.c, p.spatial);
    if crate::meta::any_meta(&[input]) {
        return nll_meta(p, input, weight, r);
    }
    let wv = class_weights(weight, c, p.node == "NllLoss2DBackward0")?;
    let tv: Vec<i64> = target.to_f64_vec()?.iter().map(|&v| v as i64).collect();
    for &k in &tv {
        if k != ignore_index && (k < 0 || k >= c as i64) {
            return Err(crate::error::index_error(format!(
                "Target {k} is out of bounds."
            )));
        }
    }
    // Where target j = (i, s) reads its class k: a pure index map shared with the backward.
    let at = move |j: usize, k: usize| (j / spatial * c + k) * spatial + j % spatial;
    let xv = input.to_f64_vec()?;
    let mut losses = Vec::with_capacity(tv.len());
    // The mean's divisor: the summed weights of the targets not ignored (their count when
    // unweighted).
    let mut count = 0f64;
    for (j, &k) in tv.iter().enumerate() {
        if k == ignore_index {
            losses.push(0.0);
        } else {
            let w = wv.of(k as usize);
            losses.push(-w * xv[at(j, k as usize)]);
            count += w;
        }
    }
    let total: f64 = losses.iter().sum();
    let out = match r {
        Reduction::None => {
            let vals: Vec<Scalar> = losses.iter().map(|&v| Scalar::Float(v)).collect();
            super::tensor(&vals, &p.none_shape, Some(input.dtype()), input.device())?
        }
        Reduction::Sum => super::tensor(
            &[Scalar::Float(total)],
            &[],
            Some(input.dtype()),
            input.device(),
        )?,
        Reduction::Mean => {
            // Nothing counted gives 0/0 = NaN, as in PyTorch.
            let v = if input.dtype() == DType::Float32 {
                (total as f32 / count as f32) as f64
            } else {
                total / count
            };
            super::tensor(
                &[Scalar::Float(v)],
                &[],
                Some(input.dtype()),
                input.device(),
            )?
        }
    };
    // The gradient is a fixed linear map of the incoming one (each counted target's class
    // gets -w·g); recorded with its adjoint, so a double backward reaches the incoming
    // gradient (`NllLossBackwardBackward0` in ATen).
    let (in_shape, g_shape) = (input.shape(), out.shape());
    let numel = input.numel();
    let (tv, wv) = (Rc::new(tv), Rc::new(wv));
    // The mean divides the incoming gradient by the counted weight (as ATen does, before
    // the class weight multiplies it).
    let per = move |v: f64| if r == Reduction::Mean { v / count } else { v };
    let forward = {
        let (tv, wv) = (tv.clone(), wv.clone());
        move |g: &Tensor| {
            let gv = g.to_f64_vec()?;
            let mut grad = vec![0f64; numel];
            for (j, &k) in tv.iter().enumerate() {
                if k != ignore_index {
                    let gj = if r == Reduction::None { gv[j] } else { gv[0] };
                    grad[at(j, k as usize)] = -per(gj) * wv.of(k as usize);
                }
            }
            super::host::build(&grad, &in_shape, g.dtype(), g.device())
        }
    };
    let adjoint = move |h: &Tensor| {
        let hv = h.to_f64_vec()?;
        let mut back = vec![0f64; g_shape.iter().product()];
        for (j, &k) in tv.iter().enumerate() {
            if k != ignore_index {
                back[if r == Reduction::None { j } else { 0 }] +=
                    -per(hv[at(j, k as usize)]) * wv.of(k as usize);
            }
        }
        super::host::build(&back, &g_shape, h.dtype(), h.device())
    };
    let pair = Rc::new(LinearPair {
        forward: Rc::new(forward),
        forward_name: "NllLossBackwardBackward0",
        adjoint: Rc::new(adjoint),
        adjoint_name: "NllLossBackward0",
    });
    // ATen's nll_loss_backward reads the input: a second derivative through it is zeros.
    autodiff::record_loss(p.node, input, None, out.clone(), move |g, x, _| {
        autodiff::diff_ops::zero_link(linear_map::apply(&pair, g, false)?, x)
    })?;
    Ok(out)
}

/// `nll_with` on the meta device: the loss's layout and node, no target read (PyTorch's
/// meta kernel checks no class index), and a backward that gives the input's layout.
fn nll_meta(p: &NllPlan, input: &Tensor, weight: Option<&Tensor>, r: Reduction) -> Result<Tensor> {
    check_class_weights(weight, p.c, p.node == "NllLoss2DBackward0")?;
    let shape: &[usize] = if r == Reduction::None {
        &p.none_shape
    } else {
        &[]
    };
    let out = crate::ops::meta_empty(shape, input.dtype())?;
    let in_shape = input.shape();
    autodiff::record_loss(p.node, input, None, out.clone(), move |g, _, _| {
        super::empty(&in_shape, g.dtype(), g.device())
    })?;
    Ok(out)
}

/// Class weights as numbers (all 1 when none are given), checked against the class count.
/// `spatial`: the input has dims past (N, C), whose loss (nll_loss2d) words the error without
/// the sizes.
pub(super) fn class_weights(
    weight: Option<&Tensor>,
    c: usize,
    spatial: bool,
) -> Result<ClassWeights> {
    check_class_weights(weight, c, spatial)?;
    match weight {
        Some(w) => Ok(ClassWeights::Given(w.to_f64_vec()?)),
        None => Ok(ClassWeights::Uniform),
    }
}

/// `class_weights`' shape check alone (no value read: a meta weight passes it).
pub(super) fn check_class_weights(weight: Option<&Tensor>, c: usize, spatial: bool) -> Result<()> {
    match weight {
        None => Ok(()),
        Some(w) if w.numel() == c => Ok(()),
        Some(_) if spatial => Err(runtime(
            "weight tensor should be defined either for all or no classes",
        )),
        Some(w) => Err(runtime(format!(
            "weight tensor should be defined either for all {c} classes or no classes but got weight tensor of shape: {}",
            shape_str(&w.shape())
        ))),
    }
}

/// Each class's weight. Without a weight tensor nothing of size C is built: an empty batch
/// can have billions of classes and no sample to weigh.
pub(super) enum ClassWeights {
    Uniform,
    Given(Vec<f64>),
}

impl ClassWeights {
    /// Class `k`'s weight (0 for a class that does not exist).
    pub(super) fn of(&self, k: usize) -> f64 {
        match self {
            ClassWeights::Uniform => 1.0,
            ClassWeights::Given(v) => v.get(k).copied().unwrap_or(0.0),
        }
    }
}
