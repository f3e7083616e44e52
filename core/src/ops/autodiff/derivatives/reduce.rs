//! Reductions (`sum`, `mean`, `prod`, `amax`, `norm`, `logsumexp`, `var`), `std`, the index
//! reductions (`max(dim)`, ...), `softmax`/`log_softmax` and `cumsum`.

use super::{differentiable, one, record_one_input, saved_output};
use crate::error::Result;
use crate::kernels::{BinaryOp, ReduceOp, UnaryOp};
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{needs_grad, record, Saved, SelfNode};
use crate::ops::autodiff::{is_grad_enabled, set_saved_attrs, BackwardFn, SavedAttr};
use crate::ops::{self, view, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

pub fn record_reduce(
    op: ReduceOp,
    a: &Tensor,
    dims: &[usize],
    keepdim: bool,
    all: bool,
    out: &Tensor,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let name = match op {
        ReduceOp::Sum => {
            if all {
                "SumBackward0"
            } else {
                "SumBackward1"
            }
        }
        ReduceOp::Mean => {
            if all {
                "MeanBackward0"
            } else {
                "MeanBackward1"
            }
        }
        ReduceOp::Prod => {
            if all {
                "ProdBackward0"
            } else {
                "ProdBackward1"
            }
        }
        ReduceOp::Max => {
            if all {
                "MaxBackward1"
            } else {
                "AmaxBackward0"
            }
        }
        ReduceOp::Min => {
            if all {
                "MinBackward1"
            } else {
                "AminBackward0"
            }
        }
        ReduceOp::Norm(_) => "LinalgVectorNormBackward0",
        ReduceOp::LogSumExp => "LogsumexpBackward0",
        ReduceOp::Var(_) => "VarBackward0",
        ReduceOp::ArgMax | ReduceOp::ArgMin | ReduceOp::All | ReduceOp::Any => return Ok(()),
        // Only `var_mean` runs it, without grad; that records VarMeanBackward0. The device's
        // `Std` kernel runs under no_grad too: `std_dev` records StdBackward0 itself.
        ReduceOp::WelfordMean | ReduceOp::Std(_) => return Ok(()),
    };
    let x = a.clone();
    let (y, s) = saved_output(out, name);
    // Sum and mean need only shapes; the others save their input and result, so PyTorch
    // refuses a second backward through them (and an in-place change to either).
    let saved = match op {
        ReduceOp::Sum | ReduceOp::Mean => vec![],
        // var_backward reads the input alone (std's reads its result too).
        ReduceOp::Var(_) => vec![Saved::input(a)],
        _ => vec![Saved::input(a), s],
    };

    let attrs = reduce_attrs(name, a, dims, keepdim);
    let dims = dims.to_vec();
    let shape = a.shape();
    let nd = shape.len();
    let count: usize = if nd == 0 {
        1
    } else {
        dims.iter().map(|&d| shape[d]).product()
    };
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else { return one(None) };
        let gk = restore_dims(g, &dims, keepdim, nd)?;
        let yk = || -> Result<Tensor> {
            let r = if is_grad_enabled() {
                let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
                ops::reduce(op.name(), op, &x, Some(&d), true, None)?
            } else {
                restore_dims(&y, &dims, keepdim, nd)?
            };
            Ok(r)
        };
        // A full sum or mean (SumBackward0, MeanBackward0) expands the 0-d gradient
        // itself, as ATen's `grad.expand(sizes)`: no unsqueeze nodes in a create_graph
        // gradient's history.
        let gk = if all && matches!(op, ReduceOp::Sum | ReduceOp::Mean) {
            g.clone()
        } else {
            gk
        };
        let r = match op {
            ReduceOp::Sum => expand(&gk, &shape)?,
            // FunctionsManual's mean_backward: `sum_backward(...) / n`, a division by the
            // count after the expand, so the gradient is a new contiguous tensor (not a
            // stride-0 view) rounded as PyTorch rounds it.
            ReduceOp::Mean => ops::binary(
                "div.Scalar",
                BinaryOp::Div,
                Arg::T(&expand(&gk, &shape)?),
                Arg::S(crate::scalar::Scalar::Int(count as i64)),
            )?,
            ReduceOp::Prod => mul(&expand(&gk, &shape)?, &product_of_others(&x, &dims)?)?,
            ReduceOp::Max | ReduceOp::Min => {
                let y = yk()?;
                let mut m = cmp(BinaryOp::Eq, &x, Arg::T(&y))?;
                if all {
                    // `max()`/`min()` of everything: ATen's evenly_distribute_backward, where
                    // a NaN result shares the gradient among the NaN inputs (`amax`'s
                    // `x == y` mask is all false there, so its gradient is NaN).
                    let x_nan = cmp(BinaryOp::Ne, &x, Arg::T(&x))?;
                    let y_nan = cmp(BinaryOp::Ne, &y, Arg::T(&y))?;
                    m = ops::where_(&y_nan, Arg::T(&x_nan), Arg::T(&m))?;
                }
                let mf = ops::to_dtype(&m, x.dtype())?;
                let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
                let cnt = ops::reduce("sum", ReduceOp::Sum, &mf, Some(&d), true, None)?;
                mul(&mf, &div(&gk, &cnt)?)?
            }
            ReduceOp::Norm(p) => {
                let nk = yk()?;
                // Where the norm is 0 the scale is 0; the division is made safe first, as a
                // dropped `g / 0` would still send 0 * inf = NaN into a double backward.
                let z = cmp(BinaryOp::Eq, &nk, Arg::S(Scalar::Int(0)))?;
                let safe = ops::where_(&z, Arg::S(Scalar::Int(1)), Arg::T(&nk))?;
                if p == 2.0 {
                    let q = div(&gk, &safe)?;
                    mul(&x, &ops::where_(&z, Arg::S(Scalar::Int(0)), Arg::T(&q))?)?
                } else if p == 1.0 {
                    mul(&un(UnaryOp::Sign, &x)?, &gk)?
                } else if p.is_infinite() {
                    let ax = un(UnaryOp::Abs, &x)?;
                    let m = ops::to_dtype(&cmp(BinaryOp::Eq, &ax, Arg::T(&nk))?, x.dtype())?;
                    let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
                    let cnt = ops::reduce("sum", ReduceOp::Sum, &m, Some(&d), true, None)?;
                    mul(&mul(&un(UnaryOp::Sign, &x)?, &m)?, &div(&gk, &cnt)?)?
                } else if p == 0.0 {
                    // ATen's norm_backward: the count of nonzeros has no gradient (None).
                    return one(None);
                } else if p < 1.0 {
                    // sgn(x) |x|^(p-1), 0 where x is 0 (not 0 * inf), times g |y|^(1-p).
                    let ax = un(UnaryOp::Abs, &x)?;
                    let scaled = mul(&un(UnaryOp::Sign, &x)?, &pow_s(&ax, p - 1.0)?)?;
                    let xz = cmp(BinaryOp::Eq, &x, Arg::S(Scalar::Int(0)))?;
                    let scaled = ops::where_(&xz, Arg::S(Scalar::Int(0)), Arg::T(&scaled))?;
                    mul(&mul(&scaled, &gk)?, &pow_s(&nk, 1.0 - p)?)?
                } else {
                    // sgn(x) |x|^(p-1) below p = 2 (finite at x = 0), x |x|^(p-2) above; the
                    // scale g / |y|^(p-1) is 0 where the norm is 0.
                    let ax = un(UnaryOp::Abs, &x)?;
                    let scaled = if p < 2.0 {
                        mul(&un(UnaryOp::Sign, &x)?, &pow_s(&ax, p - 1.0)?)?
                    } else {
                        mul(&x, &pow_s(&ax, p - 2.0)?)?
                    };
                    let q = div(&gk, &pow_s(&safe, p - 1.0)?)?;
                    let scale = ops::where_(&z, Arg::S(Scalar::Int(0)), Arg::T(&q))?;
                    mul(&scaled, &scale)?
                }
            }
            ReduceOp::LogSumExp => mul(&gk, &un(UnaryOp::Exp, &sub(&x, &yk()?)?)?)?,
            ReduceOp::Var(c) => {
                let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
                let mean = ops::reduce("mean", ReduceOp::Mean, &x, Some(&d), true, None)?;
                mul_s(&mul(&gk, &sub(&x, &mean)?)?, 2.0 / (count as f64 - c))?
            }
            _ => return one(None),
        };
        one(Some(r))
    });
    let node = record(name, &[Some(a)], &[out], saved, back)?;
    set_saved_attrs(&node, attrs);
    Ok(())
}

/// For each element, the product of the other elements of its reduced slice: what
/// `prod`'s gradient multiplies by. `result / input` is that only without zeros; with one
/// zero in a slice the zero's entry is the product of the rest and every other entry is 0,
/// with two or more all are 0 (PyTorch's `prod_safe_zeros_backward` gives the same values).
fn product_of_others(x: &Tensor, dims: &[usize]) -> Result<Tensor> {
    if crate::ops::autodiff::forward::backward_records(&[Some(x)]) && x.to_f64_vec()?.contains(&0.0)
    {
        // Under create_graph with a zero present, the masked form's constant zeros lose
        // how the others' products move with the zero itself: ATen's
        // `prod_safe_zeros_backward` (exclusive products from both sides) keeps it.
        return exclusive_products(x, dims);
    }
    let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
    let zero = cmp(BinaryOp::Eq, x, Arg::S(Scalar::Int(0)))?;
    let nonzero = ops::where_(&zero, Arg::S(Scalar::Int(1)), Arg::T(x))?;
    let p = ops::reduce("prod", ReduceOp::Prod, &nonzero, Some(&d), true, None)?;
    let zf = ops::to_dtype(&zero, x.dtype())?;
    let zeros = ops::reduce("sum", ReduceOp::Sum, &zf, Some(&d), true, None)?;
    let no_zero = cmp(BinaryOp::Eq, &zeros, Arg::S(Scalar::Int(0)))?;
    let one_zero = cmp(BinaryOp::Eq, &zeros, Arg::S(Scalar::Int(1)))?;
    let at_zero = ops::where_(&one_zero, Arg::T(&p), Arg::S(Scalar::Int(0)))?;
    let elsewhere = ops::where_(
        &no_zero,
        Arg::T(&div(&p, &nonzero)?),
        Arg::S(Scalar::Int(0)),
    )?;
    ops::where_(&zero, Arg::T(&at_zero), Arg::T(&elsewhere))
}

/// For each element, the product of the elements before it times those after it along the
/// reduced slice (one dim, or every dim flattened for a full reduction), with recorded
/// cumprods: differentiable with zeros anywhere.
fn exclusive_products(x: &Tensor, dims: &[usize]) -> Result<Tensor> {
    let shape = x.shape();
    let (row, d) = if dims.len() == 1 && shape.len() > 1 {
        (x.clone(), dims[0] as i64)
    } else {
        (reshape(x, &[x.numel()])?, 0)
    };
    let n = row.shape_ref()[d as usize] as i64;
    // A slice of ones where the shifted rows start (the empty product).
    let mut one_shape = row.shape();
    one_shape[d as usize] = 1;
    let one = ops::ones(&one_shape, Some(x.dtype()), x.device())?;
    let before = ops::cat(&[one.clone(), view::narrow(&row, d, 0, n - 1)?], d)?;
    let after = ops::cat(&[view::narrow(&row, d, 1, n - 1)?, one], d)?;
    let left = ops::order::cumprod(&before, d, None)?;
    let right = ops::flip(
        &ops::order::cumprod(&ops::flip(&after, &[d])?, d, None)?,
        &[d],
    )?;
    reshape(&mul(&left, &right)?, &shape)
}

/// `StdBackward0`: std's gradient is var's divided by `2 * std`, taken as 0 where std is 0
/// (a constant slice), as PyTorch's `std_backward` masks it; without the mask it is 0/0.
/// `dims` are the reduced dims (all of them for a full reduction).
pub fn record_std(
    x: &Tensor,
    out: &Tensor,
    dims: Vec<usize>,
    keepdim: bool,
    correction: f64,
) -> Result<()> {
    let nd = x.ndim();
    let shape = x.shape();
    let count: usize = dims.iter().map(|&d| shape[d]).product();
    record_one_input("StdBackward0", x, out, true, move |g, x| {
        let gk = restore_dims(g, &dims, keepdim, nd)?;
        let d: Vec<i64> = dims.iter().map(|&d| d as i64).collect();
        let var = ops::reduce("var", ReduceOp::Var(correction), x, Some(&d), true, None)?;
        let s = un(UnaryOp::SqrtIeee, &var)?;
        let flat = cmp(BinaryOp::Eq, &s, Arg::S(Scalar::Int(0)))?;
        let g_var = ops::where_(
            &flat,
            Arg::S(Scalar::Int(0)),
            Arg::T(&div(&gk, &mul_s(&s, 2.0)?)?),
        )?;
        let mean = ops::reduce("mean", ReduceOp::Mean, x, Some(&d), true, None)?;
        mul_s(
            &mul(&g_var, &sub(x, &mean)?)?,
            2.0 / (count as f64 - correction),
        )
    })
}

pub fn record_index_reduce(
    name: &'static str,
    a: &Tensor,
    dim: Option<usize>,
    keepdim: bool,
    idx: &Tensor,
    values: &Tensor,
) -> Result<()> {
    if !differentiable(values) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let (shape, index) = (a.shape(), idx.clone());
    let d = dim.unwrap_or(0);
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(select_back(g, d, &index, &shape, keepdim)?)),
    });
    record(name, &[Some(a)], &[values], vec![Saved::input(idx)], back)?;
    Ok(())
}

pub fn record_softmax(a: &Tensor, dim: usize, log: bool, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let name = if log {
        "LogSoftmaxBackward0"
    } else {
        "SoftmaxBackward0"
    };
    let (y, s) = saved_output(out, name);
    let x = a.clone();
    let me = SelfNode::default();
    let me_in = me.clone();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else { return one(None) };
        // Under create_graph the output with this node as its history (recomputed from x
        // only while the node does not exist yet, for forward mode).
        let y = if !is_grad_enabled() {
            y.clone()
        } else {
            match me_in.output(&y, 0) {
                Some(t) => t,
                None => ops::softmax(&x, dim as i64, log, None)?,
            }
        };
        let r = if log {
            let s = sum_dims(g, &[dim], true)?;
            sub(g, &mul(&un(UnaryOp::Exp, &y)?, &s)?)?
        } else {
            let s = sum_dims(&mul(g, &y)?, &[dim], true)?;
            mul(&y, &sub(g, &s)?)?
        };
        one(Some(r))
    });
    me.set(&record(name, &[Some(a)], &[out], vec![s], back)?);
    Ok(())
}

pub fn record_cumsum(a: &Tensor, dim: usize, out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(a)]) {
        return Ok(());
    }
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => {
            let f = ops::flip(g, &[dim as i64])?;
            let c = ops::cumsum(&f, dim as i64, None)?;
            one(Some(ops::flip(&c, &[dim as i64])?))
        }
    });
    record("CumsumBackward0", &[Some(a)], &[out], vec![], back)?;
    Ok(())
}

/// PyTorch's `_saved_*` of a sum or mean node (the others keep nothing named yet).
fn reduce_attrs(
    name: &str,
    a: &Tensor,
    dims: &[usize],
    keepdim: bool,
) -> Vec<(&'static str, SavedAttr)> {
    let sizes = SavedAttr::Ints(a.shape().iter().map(|&d| d as i64).collect());
    let dim = || SavedAttr::Ints(dims.iter().map(|&d| d as i64).collect());
    let numel = SavedAttr::Int(a.numel() as i64);
    match name {
        "SumBackward0" => vec![("_saved_self_sym_sizes", sizes)],
        "SumBackward1" => vec![
            ("_saved_dim", dim()),
            ("_saved_keepdim", SavedAttr::Bool(keepdim)),
            ("_saved_self_sym_sizes", sizes),
        ],
        "MeanBackward0" => vec![
            ("_saved_self_sym_numel", numel),
            ("_saved_self_sym_sizes", sizes),
        ],
        "MeanBackward1" => vec![
            ("_saved_dim", dim()),
            ("_saved_keepdim", SavedAttr::Bool(keepdim)),
            ("_saved_self_sym_numel", numel),
            ("_saved_self_sym_sizes", sizes),
        ],
        _ => vec![],
    }
}
