//! Mask and reduce-scatter ops through the host fallback: `masked_select`,
//! `masked_scatter_`, and `scatter_reduce_` (sum, prod, mean, amax, amin; `include_self`),
//! which also serves the deprecated `scatter_(reduce='multiply')`.

use super::host::{values, write_back};
use super::host_keys::{keys, keys_of};
use super::{view, Arg};
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::layout::{broadcast_shapes, wrap_dim};
use crate::ops::autodiff;
use crate::tensor::Tensor;

/// `masked_select(mask)`: the elements where the (broadcast) mask is true, as a 1-d copy.
pub fn masked_select(t: &Tensor, mask: &Tensor) -> Result<Tensor> {
    crate::meta::check_has_meta_kernel("masked_select", &[t, mask])?;
    if mask.dtype() != DType::Bool {
        return Err(runtime("masked_select: expected BoolTensor for mask"));
    }
    let shape = broadcast_shapes(&mask.shape(), &t.shape())?; // (mask, self), as expand_outplace orders them
    let sizes: Vec<i64> = shape.iter().map(|&x| x as i64).collect();
    let (tv, table) = keys_of(&view::expand(t, &sizes)?)?;
    let mv = values(&view::expand(mask, &sizes)?)?;
    let picked: Vec<f64> = tv
        .iter()
        .zip(&mv)
        .filter(|(_, &m)| m != 0.0)
        .map(|(&v, _)| v)
        .collect();
    let out = table.build(&picked, &[picked.len()], t.dtype(), t.device())?;
    autodiff::record_masked_select(t, mask, &shape, &out)?;
    Ok(out)
}

/// `masked_scatter_(mask, source)`: the positions where the mask (broadcast to self) is
/// true take the source's elements in order.
pub fn masked_scatter_(t: &Tensor, mask: &Tensor, source: &Tensor) -> Result<()> {
    if mask.dtype() != DType::Bool {
        return Err(runtime(format!(
            "masked_scatter_ only supports boolean masks, but got mask with dtype {}",
            mask.dtype().legacy_name()
        )));
    }
    if t.dtype() != source.dtype() {
        return Err(runtime(format!(
            "masked_scatter: expected self and source to have same dtypes but got{} and {}",
            t.dtype().legacy_name(),
            source.dtype().legacy_name()
        )));
    }
    let sizes: Vec<i64> = t.shape().iter().map(|&x| x as i64).collect();
    let m = view::expand(mask, &sizes)?;
    if crate::meta::any_meta(&[t]) {
        // No data: the count check needs the mask's values, which PyTorch's meta kernel
        // skips too.
        autodiff::check_inplace(t)?;
        let before = autodiff::InplaceBefore::capture(t, &[Arg::T(source)])?;
        t.bump_version()?;
        return autodiff::rebase_masked_scatter(t, &m, source, before);
    }
    let mv = values(&m)?;
    let count = mv.iter().filter(|&&v| v != 0.0).count();
    let (mut both, table) = keys(&[t, source])?;
    let sv = both.pop().unwrap_or_default();
    if sv.len() < count {
        return Err(runtime(
            "Number of elements of source < number of ones in mask",
        ));
    }
    autodiff::check_inplace(t)?;
    let before = autodiff::InplaceBefore::capture(t, &[Arg::T(source)])?;
    let mut tv = both.pop().unwrap_or_default();
    let mut next = sv.iter();
    for (v, &on) in tv.iter_mut().zip(&mv) {
        if on != 0.0 {
            if let Some(&s) = next.next() {
                *v = s;
            }
        }
    }
    table.write_back(t, &tv)?;
    autodiff::rebase_masked_scatter(t, &m, source, before)
}

/// `masked_scatter(mask, source)`: self and mask broadcast together, then the in-place op
/// on a clone.
pub fn masked_scatter(t: &Tensor, mask: &Tensor, source: &Tensor) -> Result<Tensor> {
    // ATen's `expand_outplace(mask, self)`: the mask is tensor a in a mismatch's message.
    let shape = broadcast_shapes(&mask.shape(), &t.shape())?;
    let sizes: Vec<i64> = shape.iter().map(|&x| x as i64).collect();
    let base = if t.shape() == shape {
        t.clone()
    } else {
        view::expand(t, &sizes)?
    };
    let out = super::copy::clone(&base, crate::layout::MemoryFormat::Contiguous)?;
    out.filling(|o| masked_scatter_(o, mask, source))?;
    Ok(out)
}

/// The reductions of `scatter_reduce`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ScatterReduce {
    Sum,
    Prod,
    Mean,
    Amax,
    Amin,
    /// `"max"`/`"min"`: spellings of amax/amin that PyTorch's forward also takes, while
    /// its backward (derivatives.yaml's helper) knows only the five names and refuses them.
    Max,
    Min,
}

impl ScatterReduce {
    pub fn parse(s: &str) -> Result<ScatterReduce> {
        Ok(match s {
            "sum" => ScatterReduce::Sum,
            "prod" => ScatterReduce::Prod,
            "mean" => ScatterReduce::Mean,
            "amax" => ScatterReduce::Amax,
            "amin" => ScatterReduce::Amin,
            "max" => ScatterReduce::Max,
            "min" => ScatterReduce::Min,
            _ => {
                return Err(runtime(format!(
                    "reduce argument must be either sum, prod, mean, amax or amin, got {s}"
                )))
            }
        })
    }

    /// The backward's error for a spelling only the forward takes.
    pub fn backward_refusal(self) -> Option<String> {
        let name = match self {
            ScatterReduce::Max => "max",
            ScatterReduce::Min => "min",
            _ => return None,
        };
        Some(format!(
            "Expected 'reduce' to be one of 'sum', 'prod', 'mean', 'amax', 'amin' but got {name}."
        ))
    }
}

/// Where each index element sends its source element: (source flat index, self flat index),
/// in row-major order of the index.
pub fn scatter_targets(
    t: &Tensor,
    d: usize,
    index: &Tensor,
    src_shape: &[usize],
) -> Result<Vec<(usize, usize)>> {
    let (ts, is) = (t.shape(), index.shape());
    let size = ts.get(d).copied().unwrap_or(1);
    let iv = index.to_i64_vec()?;
    let all = super::index_more::all_indices(&is);
    let flat = |ix: &[usize], shape: &[usize]| -> usize {
        ix.iter().zip(shape).fold(0, |acc, (&i, &n)| acc * n + i)
    };
    all.iter()
        .zip(iv)
        .map(|(ix, i)| {
            if i < 0 || i >= size as i64 {
                return Err(runtime(format!(
                    "index {i} is out of bounds for dimension {d} with size {size}"
                )));
            }
            let mut to = ix.clone();
            if !to.is_empty() {
                to[d] = i as usize;
            } else if !ts.is_empty() {
                // A 0-d index into a 1-d tensor names its element (it wrote element 0).
                to = vec![i as usize];
            }
            Ok((flat(ix, src_shape), flat(&to, &ts)))
        })
        .collect()
}

/// Reduces the values of one group (the self element first when it takes part).
pub fn reduce_group(op: ScatterReduce, vals: &[f64], integral: bool) -> f64 {
    match op {
        ScatterReduce::Sum => vals.iter().sum(),
        ScatterReduce::Prod => vals.iter().product(),
        ScatterReduce::Mean => {
            let s: f64 = vals.iter().sum();
            let n = vals.len().max(1) as f64;
            if integral {
                (s / n).floor()
            } else {
                s / n
            }
        }
        ScatterReduce::Amax | ScatterReduce::Max => vals.iter().fold(f64::NEG_INFINITY, |a, &b| {
            if a.is_nan() || b.is_nan() {
                f64::NAN
            } else {
                a.max(b)
            }
        }),
        ScatterReduce::Amin | ScatterReduce::Min => vals.iter().fold(f64::INFINITY, |a, &b| {
            if a.is_nan() || b.is_nan() {
                f64::NAN
            } else {
                a.min(b)
            }
        }),
    }
}

/// `scatter_reduce_(dim, index, src, reduce, include_self=True)`.
pub fn scatter_reduce_(
    t: &Tensor,
    dim: i64,
    index: &Tensor,
    src: &Tensor,
    op: ScatterReduce,
    include_self: bool,
    node: &'static str,
) -> Result<()> {
    if !matches!(index.dtype(), DType::Int64 | DType::Int32) {
        return Err(runtime(
            "scatter_reduce(): Expected dtype int32/int64 for index",
        ));
    }
    if t.dtype() != src.dtype() {
        return Err(runtime(
            "scatter(): Expected self.dtype to be equal to src.dtype",
        ));
    }
    let d = wrap_dim(dim, t.ndim())?;
    super::index::scatter_shape_check(t, d, index, Some(src))?;
    if crate::meta::any_meta(&[t]) {
        // No data: no index value is read or checked (as PyTorch's meta kernel).
        autodiff::check_inplace(t)?;
        let before = autodiff::InplaceBefore::capture(t, &[Arg::T(src)])?;
        t.bump_version()?;
        let saved = autodiff::ScatterReduceSaved {
            name: node,
            op,
            include_self,
            self_vals: Vec::new(),
            src_vals: Vec::new(),
            out_vals: Vec::new(),
            targets: Vec::new(),
        };
        return autodiff::rebase_scatter_reduce(t, src, saved, before);
    }
    let targets = scatter_targets(t, d, index, &src.shape())?;
    autodiff::check_inplace(t)?;
    let before = autodiff::InplaceBefore::capture(t, &[Arg::T(src)])?;
    let self_vals = values(t)?;
    let src_vals = values(src)?;
    let out = reduce_all(
        op,
        include_self,
        &self_vals,
        &src_vals,
        &targets,
        !t.dtype().is_floating(),
    );
    write_back(t, &out)?;
    let out_vals = values(t)?;
    autodiff::rebase_scatter_reduce(
        t,
        src,
        autodiff::ScatterReduceSaved {
            name: node,
            op,
            include_self,
            self_vals,
            src_vals,
            out_vals,
            targets,
        },
        before,
    )
}

/// Every self element's reduced value: untouched elements keep theirs.
pub fn reduce_all(
    op: ScatterReduce,
    include_self: bool,
    self_vals: &[f64],
    src_vals: &[f64],
    targets: &[(usize, usize)],
    integral: bool,
) -> Vec<f64> {
    let mut groups: Vec<Vec<f64>> = vec![Vec::new(); self_vals.len()];
    for &(s, to) in targets {
        groups[to].push(src_vals[s]);
    }
    self_vals
        .iter()
        .zip(groups)
        .map(|(&v, mut g)| {
            if g.is_empty() {
                return v;
            }
            if include_self {
                g.insert(0, v);
            }
            reduce_group(op, &g, integral)
        })
        .collect()
}
