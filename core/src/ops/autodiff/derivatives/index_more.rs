//! The index ops along a dim and the mask ops: `index_add_`, `index_copy_`, `index_fill_`,
//! `index_put_`, `take`, `masked_select`, `masked_scatter_`, `scatter_reduce_`.
//! Formulas follow `derivatives.yaml`; `take` computes its on the host as a recorded linear
//! map (`linear_map.rs`), `scatter_reduce` on the host with no double backward.

use super::{differentiable, one, Val};
use crate::error::Result;
use crate::ops::autodiff::diff_ops::*;
use crate::ops::autodiff::graph::{needs_grad, record, Saved};
use crate::ops::autodiff::inplace::{rebase, InplaceBefore};
use crate::ops::autodiff::BackwardFn;
use crate::ops::index::{getitem, Index};
use crate::ops::index_more::{index_fill_, index_put_, out_of_place};
use crate::ops::masked::{reduce_group, ScatterReduce};
use crate::ops::{self, host, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// `g` with the slices `index` along `dim` zeroed (`grad.index_fill(dim, index, 0)`).
fn zero_slices(g: &Tensor, dim: usize, index: &Tensor) -> Result<Tensor> {
    out_of_place(g, |o| {
        index_fill_(o, dim as i64, index, Arg::S(Scalar::Int(0)))
    })
}

/// `grad.index_select(dim, index)` shaped like `like` (a 0-d source stays 0-d).
fn select_slices(g: &Tensor, dim: usize, index: &Tensor, like: &[usize]) -> Result<Tensor> {
    let s = ops::index::index_select(g, dim as i64, index)?;
    if s.shape() == like {
        return Ok(s);
    }
    reshape(&s, like)
}

pub fn rebase_index_add(
    t: &Tensor,
    dim: usize,
    index: &Tensor,
    source: &Tensor,
    alpha: f64,
    before: InplaceBefore,
) -> Result<()> {
    let (idx, sshape) = (index.clone(), source.shape());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let mut gs = select_slices(g, dim, &idx, &sshape)?;
        if alpha != 1.0 {
            gs = mul_s(&gs, alpha)?;
        }
        Ok(vec![Some(g.clone()), Some(gs)])
    });
    let saved = vec![Saved::input(index)];
    rebase("IndexAddBackward0", t, &[Some(source)], before, saved, back)
}

pub fn rebase_index_copy(
    t: &Tensor,
    dim: usize,
    index: &Tensor,
    source: &Tensor,
    before: InplaceBefore,
) -> Result<()> {
    let (idx, sshape) = (index.clone(), source.shape());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        Ok(vec![
            Some(zero_slices(g, dim, &idx)?),
            Some(select_slices(g, dim, &idx, &sshape)?),
        ])
    });
    let saved = vec![Saved::input(index)];
    rebase(
        "IndexCopyBackward0",
        t,
        &[Some(source)],
        before,
        saved,
        back,
    )
}

/// `IndexFillBackward0` (a number) or `IndexFillBackward1` (a 0-d tensor value, whose
/// gradient is the sum over the filled slices).
pub fn rebase_index_fill(
    t: &Tensor,
    dim: usize,
    index: &Tensor,
    value: Arg,
    before: InplaceBefore,
) -> Result<()> {
    let idx = index.clone();
    let value = Val::of(value);
    let is_tensor = value.tensor().is_some();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let gv = if is_tensor {
            let s = ops::index::index_select(g, dim as i64, &idx)?;
            Some(sum_dims(&s, &(0..s.ndim()).collect::<Vec<_>>(), false)?)
        } else {
            None
        };
        Ok(vec![Some(zero_slices(g, dim, &idx)?), gv])
    });
    let (name, others) = match value.tensor() {
        Some(v) => ("IndexFillBackward1", vec![Some(v)]),
        None => ("IndexFillBackward0", vec![]),
    };
    rebase(name, t, &others, before, vec![Saved::input(index)], back)
}

pub fn rebase_index_put(
    t: &Tensor,
    indices: &[Tensor],
    vals: &Tensor,
    accumulate: bool,
    before: InplaceBefore,
) -> Result<()> {
    let ix = indices.to_vec();
    let vshape = vals.shape();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let gself = if accumulate {
            g.clone()
        } else {
            let z = ops::scalar_tensor(Scalar::Int(0), g.dtype(), g.device())?;
            out_of_place(g, |o| index_put_(o, &ix, &z, false))?
        };
        let items: Vec<Index> = ix.iter().map(|i| Index::Tensor(i.clone())).collect();
        let gv = sum_to(&getitem(g, &items)?, &vshape)?;
        Ok(vec![Some(gself), Some(gv)])
    });
    let saved = indices.iter().map(Saved::input).collect();
    rebase("IndexPutBackward0", t, &[Some(vals)], before, saved, back)
}

/// `x[indices] = value` through `index_put_` (see `ops::index::setitem`): `indices` are
/// items that apply to `t` (whole dims and tensor indices). No gradient reaches the
/// overwritten elements; a tensor value gets the gradient there, summed to its shape.
pub fn rebase_setitem(
    t: &Tensor,
    indices: Vec<Index>,
    given: &[&Tensor],
    value: Option<&Tensor>,
    before: InplaceBefore,
) -> Result<()> {
    let vshape = value.map(|v| v.shape());
    let saved = given.iter().map(|x| Saved::input(x)).collect();
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None; 1 + vshape.is_some() as usize]);
        };
        let gself = out_of_place(g, |o| {
            ops::index::setitem(o, &indices, Arg::S(Scalar::Int(0)))
        })?;
        let mut out = vec![Some(gself)];
        if let Some(vshape) = &vshape {
            out.push(Some(sum_to(&getitem(g, &indices)?, vshape)?));
        }
        Ok(out)
    });
    let others: Vec<Option<&Tensor>> = value.map(Some).into_iter().collect();
    rebase("IndexPutBackward0", t, &others, before, saved, back)
}

pub fn record_take(t: &Tensor, idx: &[usize], out: &Tensor) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(t)]) {
        return Ok(());
    }
    let shape = t.shape();
    let sources: Vec<Vec<usize>> = idx.iter().map(|&i| vec![i]).collect();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => {
            let n: usize = shape.iter().product();
            let flat = index_put_add(g, &[n], &sources, ("PutBackward0", "TakeBackward0"))?;
            one(Some(reshape(&flat, &shape)?))
        }
    });
    record("TakeBackward0", &[Some(t)], &[out], vec![], back)?;
    Ok(())
}

pub fn record_masked_select(
    t: &Tensor,
    mask: &Tensor,
    shape: &[usize],
    out: &Tensor,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(t)]) {
        return Ok(());
    }
    let (m, bshape, tshape) = (mask.clone(), shape.to_vec(), t.shape());
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => {
            let z = zeros(&bshape, g)?;
            let full = ops::masked::masked_scatter(&z, &m, g)?;
            one(Some(sum_to(&full, &tshape)?))
        }
    });
    record(
        "MaskedSelectBackward0",
        &[Some(t)],
        &[out],
        vec![Saved::input(mask)],
        back,
    )?;
    Ok(())
}

pub fn rebase_masked_scatter(
    t: &Tensor,
    mask: &Tensor,
    source: &Tensor,
    before: InplaceBefore,
) -> Result<()> {
    let (m, sshape) = (mask.clone(), source.shape());
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        let gself = ops::index::masked_fill(g, &m, Arg::S(Scalar::Int(0)))?;
        let picked = ops::masked::masked_select(g, &m)?;
        let n: usize = sshape.iter().product();
        let rest = n - picked.numel().min(n);
        let padded = if rest == 0 {
            picked
        } else {
            ops::cat(&[picked, zeros(&[rest], g)?], 0)?
        };
        Ok(vec![Some(gself), Some(reshape(&padded, &sshape)?)])
    });
    rebase(
        "MaskedScatterBackward0",
        t,
        &[Some(source)],
        before,
        vec![Saved::input(mask)],
        back,
    )
}

/// What `scatter_reduce_`'s backward reads: the values before and after, and where each
/// source element went.
pub struct ScatterReduceSaved {
    pub name: &'static str,
    pub op: ScatterReduce,
    pub include_self: bool,
    pub self_vals: Vec<f64>,
    pub src_vals: Vec<f64>,
    pub out_vals: Vec<f64>,
    pub targets: Vec<(usize, usize)>,
}

/// Each group's gradient shared among its members as `derivatives.yaml` does: all of it
/// (sum), a 1/count share (mean), the product of the others (prod), or an equal share among
/// the members equal to the result (amax, amin).
fn scatter_reduce_grads(s: &ScatterReduceSaved, g: &[f64]) -> (Vec<f64>, Vec<f64>) {
    let mut members: Vec<Vec<usize>> = vec![Vec::new(); s.self_vals.len()];
    for &(src, to) in &s.targets {
        members[to].push(src);
    }
    let mut gself = g.to_vec();
    let mut gsrc = vec![0.0; s.src_vals.len()];
    for (to, srcs) in members.iter().enumerate() {
        if srcs.is_empty() {
            continue;
        }
        // The group's values: self first when it takes part.
        let mut vals: Vec<f64> = Vec::with_capacity(srcs.len() + 1);
        if s.include_self {
            vals.push(s.self_vals[to]);
        }
        vals.extend(srcs.iter().map(|&i| s.src_vals[i]));
        let share: Vec<f64> = match s.op {
            ScatterReduce::Sum => vec![g[to]; vals.len()],
            ScatterReduce::Mean => vec![g[to] / vals.len() as f64; vals.len()],
            ScatterReduce::Prod => (0..vals.len())
                .map(|k| {
                    let others: Vec<f64> = vals
                        .iter()
                        .enumerate()
                        .filter(|&(j, _)| j != k)
                        .map(|(_, &v)| v)
                        .collect();
                    g[to] * reduce_group(ScatterReduce::Prod, &others, false)
                })
                .collect(),
            ScatterReduce::Amax | ScatterReduce::Amin | ScatterReduce::Max | ScatterReduce::Min => {
                let r = s.out_vals[to];
                // ATen counts `self == result` among the hits even when self was left
                // out (`include_self=False`): its share is then dropped.
                let left_out = usize::from(!s.include_self && s.self_vals[to] == r);
                let hits = (vals.iter().filter(|&&v| v == r).count() + left_out).max(1) as f64;
                vals.iter()
                    .map(|&v| if v == r { g[to] / hits } else { 0.0 })
                    .collect()
            }
        };
        let mut k = 0;
        gself[to] = if s.include_self {
            k = 1;
            share[0]
        } else {
            0.0
        };
        for (j, &src) in srcs.iter().enumerate() {
            gsrc[src] += share[k + j];
        }
    }
    (gself, gsrc)
}

pub fn rebase_scatter_reduce(
    t: &Tensor,
    src: &Tensor,
    saved: ScatterReduceSaved,
    before: InplaceBefore,
) -> Result<()> {
    let (tshape, sshape) = (t.shape(), src.shape());
    let name = saved.name;
    let back: BackwardFn = Box::new(move |g| {
        let Some(g) = &g[0] else {
            return Ok(vec![None, None]);
        };
        if saved.name == "NotImplemented" {
            return Err(crate::error::not_implemented(
                "the derivative for 'scatter with a reduce argument' is not implemented.",
            ));
        }
        if let Some(message) = saved.op.backward_refusal() {
            return Err(crate::error::runtime(message));
        }
        let (gs, gsrc) = scatter_reduce_grads(&saved, &host::values(g)?);
        Ok(vec![
            Some(host::build(&gs, &tshape, g.dtype(), g.device())?),
            Some(host::build(&gsrc, &sshape, g.dtype(), g.device())?),
        ])
    });
    rebase(name, t, &[Some(src)], before, vec![], back)
}
