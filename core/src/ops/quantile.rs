//! `quantile`/`nanquantile` through the host fallback: each row sorted (NaN last), the
//! q-th position interpolated as `interpolation` says. The result's layout and node follow
//! ATen: a contiguous (out..., q) block, q moved to the front for a tensor q, and an in-place
//! `squeeze_(-1)` last (`SqueezeBackward4`).

use super::host::{build, split_at, values};
use super::order::nan_last;
use super::view;
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::layout::wrap_dim;
use crate::ops::autodiff;
use crate::tensor::Tensor;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Interpolation {
    Linear,
    Lower,
    Higher,
    Midpoint,
    Nearest,
}

impl Interpolation {
    pub fn parse(s: &str, name: &str) -> Result<Interpolation> {
        Ok(match s {
            "linear" => Interpolation::Linear,
            "lower" => Interpolation::Lower,
            "higher" => Interpolation::Higher,
            "midpoint" => Interpolation::Midpoint,
            "nearest" => Interpolation::Nearest,
            _ => {
                return Err(runtime(format!(
                    "{name}() interpolation must be one of linear, lower, higher, midpoint or nearest, but got {s}"
                )))
            }
        })
    }
}

/// The quantile levels: a Python number or a 0-d/1-d tensor.
pub enum Q {
    Scalar(f64),
    Tensor(Tensor),
}

/// Where quantile `q` of `n` sorted values lies: (below, above, weight of above).
fn position(q: f64, n: usize, how: Interpolation) -> (usize, usize, f64) {
    let pos = q * (n as f64 - 1.0);
    let (lo, hi) = (pos.floor(), pos.ceil());
    let (b, a) = (lo as usize, hi as usize);
    match how {
        Interpolation::Linear => (b, a, pos - lo),
        Interpolation::Lower => (b, b, 0.0),
        Interpolation::Higher => (a, a, 0.0),
        Interpolation::Midpoint => (b, a, if a == b { 0.0 } else { 0.5 }),
        Interpolation::Nearest => {
            // `torch.round`: half to even.
            let r = pos.round_ties_even() as usize;
            (r, r, 0.0)
        }
    }
}

fn lerp(a: f64, b: f64, w: f64) -> f64 {
    if w < 0.5 {
        a + w * (b - a)
    } else {
        b - (b - a) * (1.0 - w)
    }
}

/// `quantile(q, dim, keepdim, interpolation)` (`nanquantile` with `skip_nan`); `writes` is
/// the `_version` PyTorch's result has from ATen's in-place steps on it.
pub fn quantile(
    t: &Tensor,
    q: Q,
    dim: Option<i64>,
    keepdim: bool,
    how: Interpolation,
    skip_nan: bool,
    writes: u64,
) -> Result<Tensor> {
    let name = if skip_nan { "nanquantile" } else { "quantile" };
    if t.numel() == 0 {
        return Err(runtime(format!("{name}() input tensor must be non-empty")));
    }
    let (qs, q_tensor) = match &q {
        Q::Scalar(v) => {
            if !(0.0..=1.0).contains(v) {
                return Err(runtime(format!(
                    "{name}() q must be in the range [0, 1] but got {}",
                    crate::pyfmt::cpp_double(*v)
                )));
            }
            (vec![*v], false)
        }
        Q::Tensor(qt) => {
            if qt.ndim() > 1 {
                return Err(runtime(format!("{name}() q must be a scalar or 1D tensor")));
            }
            if !matches!(t.dtype(), DType::Float32 | DType::Float64) {
                return Err(runtime(format!(
                    "{name}() input tensor must be either float or double dtype"
                )));
            }
            if qt.dtype() != t.dtype() {
                return Err(runtime(format!(
                    "{name}() q tensor must be same dtype as the input tensor"
                )));
            }
            // On meta the levels are not checked (PyTorch's meta kernel cannot read them).
            let v = if crate::meta::any_meta(&[t, qt]) {
                Vec::new()
            } else {
                values(qt)?
            };
            if v.iter().any(|x| !(0.0..=1.0).contains(x)) {
                return Err(runtime(format!(
                    "{name}() q values must be in the range [0, 1]"
                )));
            }
            (v, qt.ndim() == 1)
        }
    };
    if !matches!(t.dtype(), DType::Float32 | DType::Float64) {
        return Err(runtime(format!(
            "{name}() input tensor must be either float or double dtype"
        )));
    }
    let shape = t.shape();
    // Rows to reduce: every element (no dim) or the rows along `dim`, with where each row
    // element sits in the input.
    let (d, out_shape) = match dim {
        None => (
            None,
            if keepdim {
                vec![1; shape.len()]
            } else {
                vec![]
            },
        ),
        Some(dm) => {
            let d = wrap_dim(dm, t.ndim())?;
            let mut s = shape.clone();
            if !s.is_empty() {
                if keepdim {
                    s[d] = 1;
                } else {
                    s.remove(d);
                }
            }
            (Some(d), s)
        }
    };
    let nq = match &q {
        Q::Scalar(_) => 1,
        Q::Tensor(qt) => qt.numel(),
    };
    let meta = match &q {
        Q::Tensor(qt) => crate::meta::any_meta(&[t, qt]),
        Q::Scalar(_) => crate::meta::any_meta(&[t]),
    };
    let mut core_shape = out_shape.clone();
    core_shape.push(nq);
    let (core, grad_map) = if meta {
        (crate::ops::meta_empty(&core_shape, t.dtype())?, Vec::new())
    } else {
        let (out, grad_map) = quantile_rows(t, &qs, &shape, d, how, skip_nan)?;
        (build(&out, &core_shape, t.dtype(), t.device())?, grad_map)
    };
    autodiff::record_linear_map("QuantileBackward", "ViewBackward0", t, &core, grad_map)?;
    // ATen's in-place steps on its own result (`writes`, counted by the caller) are counted
    // before the views below are taken: a view made after them is not stale (its grad_fn
    // stays SqueezeBackward4, not a refreshed AsStridedBackward0).
    let core = core.with_version(writes);
    let moved = if q_tensor {
        let m = view::movedim(&core, &[-1], &[0])?;
        view::unsqueeze(&m, -1)?
    } else {
        core
    };
    view::squeeze_named(&moved, -1, "SqueezeBackward4")
}

/// (output element, input element, weight): the gradient map.
type GradMap = Vec<(usize, usize, f64)>;

/// Each row's quantiles at `qs` (row-major, the levels innermost) and the gradient map.
fn quantile_rows(
    t: &Tensor,
    qs: &[f64],
    shape: &[usize],
    d: Option<usize>,
    how: Interpolation,
    skip_nan: bool,
) -> Result<(Vec<f64>, GradMap)> {
    let vals = values(t)?;
    let rows: Vec<Vec<usize>> = match d {
        None => vec![(0..vals.len()).collect()],
        Some(d) => {
            let (outer, size, inner) = split_at(shape, d);
            (0..outer)
                .flat_map(|o| {
                    (0..inner).map(move |k| (0..size).map(|i| (o * size + i) * inner + k).collect())
                })
                .collect()
        }
    };
    let mut out = Vec::with_capacity(rows.len() * qs.len());
    // (output element, input element, weight): the gradient map.
    let mut grad_map: Vec<(usize, usize, f64)> = Vec::new();
    for row in &rows {
        let mut sorted: Vec<usize> = row.clone();
        sorted.sort_by(|&a, &b| nan_last(vals[a], vals[b]));
        let has_nan = sorted.last().is_some_and(|&i| vals[i].is_nan());
        let kept: Vec<usize> = sorted
            .iter()
            .copied()
            .filter(|&i| !vals[i].is_nan())
            .collect();
        for &qv in qs {
            let at = out.len();
            if (has_nan && !skip_nan) || kept.is_empty() {
                out.push(f64::NAN);
                continue;
            }
            let (b, a, w) = position(qv, kept.len(), how);
            let (ib, ia) = (kept[b], kept[a]);
            out.push(lerp(vals[ib], vals[ia], w));
            grad_map.push((at, ib, 1.0 - w));
            grad_map.push((at, ia, w));
        }
    }
    Ok((out, grad_map))
}
