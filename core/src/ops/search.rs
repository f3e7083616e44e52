//! Ops that look values up rather than compute on them: `unique`, `searchsorted` and
//! `bucketize`. They have no gradient, and run on the host (their outputs' sizes depend
//! on the values); results go back to the input's device.

use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::tensor::Tensor;

/// `torch.unique(x)` of the flattened tensor, sorted (NaNs last, each its own value, as in
/// PyTorch), with the inverse indices (x's shape) and counts when asked.
pub fn unique(x: &Tensor) -> Result<(Tensor, Tensor, Tensor)> {
    crate::limited::check_op("unique", x.dtype())?;
    crate::meta::check_has_meta_kernel("_unique2", &[x])?;
    let found = unique_flat(x)?;
    no_formula("Unique2Backward0", "_unique2", x, found)
}

/// The values keep a tie to `x` that backward refuses, as ATen's (the inverse and the
/// counts are integers and do not).
fn no_formula(
    node: &str,
    aten_op: &str,
    x: &Tensor,
    found: (Tensor, Tensor, Tensor),
) -> Result<(Tensor, Tensor, Tensor)> {
    crate::ops::autodiff::record_no_formula(node, aten_op, x, &found.0)?;
    Ok(found)
}

fn unique_flat(x: &Tensor) -> Result<(Tensor, Tensor, Tensor)> {
    // Compared as exact keys: an int64 past 2**53 is not merged with its neighbour.
    let (vals, table) = super::host_keys::keys_of(x)?;
    let mut order: Vec<usize> = (0..vals.len()).collect();
    order.sort_by(|&a, &b| vals[a].total_cmp(&vals[b]).then(a.cmp(&b)));
    let mut uniq: Vec<f64> = Vec::new();
    let mut counts: Vec<i64> = Vec::new();
    let mut inverse = vec![0i64; vals.len()];
    for &i in &order {
        let v = vals[i];
        // NaN never equals the previous value, so each NaN stays apart.
        if uniq.last().is_some_and(|&u| u == v) {
            *counts.last_mut().expect("a value before") += 1;
        } else {
            uniq.push(v);
            counts.push(1);
        }
        inverse[i] = uniq.len() as i64 - 1;
    }
    let dev = x.device();
    Ok((
        table.build(&uniq, &[uniq.len()], x.dtype(), dev)?,
        super::factory::from_i64(&inverse, &x.shape(), dev)?,
        super::factory::from_i64(&counts, &[counts.len()], dev)?,
    ))
}

/// `unique(dim=d)` (sorted) and `unique_consecutive(dim=d)`: the distinct slices along `d`,
/// as ATen's `unique_dim` compares them (element by element, in row-major order), with the
/// inverse indices (one per slice) and the counts.
pub fn unique_dim(x: &Tensor, d: usize, consecutive: bool) -> Result<(Tensor, Tensor, Tensor)> {
    let found = unique_slices(x, d, consecutive)?;
    if consecutive {
        no_formula("UniqueConsecutiveBackward0", "unique_consecutive", x, found)
    } else {
        no_formula("UniqueDimBackward0", "unique_dim", x, found)
    }
}

fn unique_slices(x: &Tensor, d: usize, consecutive: bool) -> Result<(Tensor, Tensor, Tensor)> {
    let shape = x.shape();
    let dev = x.device();
    if shape.get(d) == Some(&0) {
        // ATen allows the selected dim as the only empty one (its message ends in a space).
        if shape.iter().filter(|&&s| s == 0).count() > 1 {
            return Err(runtime(
                "Number of zero sized dimensions is more than one, so unique cannot be applied ",
            ));
        }
        return Ok((
            super::host::build(&[], &shape, x.dtype(), dev)?,
            super::factory::from_i64(&[], &[0], dev)?,
            super::factory::from_i64(&[], &[0], dev)?,
        ));
    }
    if shape.contains(&0) {
        return Err(runtime(
            "There are 0 sized dimensions, and they aren't selected, so unique cannot be applied",
        ));
    }
    let (vals, table) = super::host_keys::keys_of(x)?;
    let (outer, n, inner) = super::host::split_at(&shape, d);
    let slices: Vec<Vec<f64>> = (0..n)
        .map(|k| {
            (0..outer)
                .flat_map(|o| (0..inner).map(move |i| (o * n + k) * inner + i))
                .map(|at| vals[at])
                .collect()
        })
        .collect();
    let mut order: Vec<usize> = (0..n).collect();
    if !consecutive {
        // A total order (so sorting cannot fail on NaN), with -0.0 sorting as 0.0.
        let key = |v: f64| if v == 0.0 { 0.0 } else { v };
        order.sort_by(|&a, &b| {
            slices[a]
                .iter()
                .zip(&slices[b])
                .map(|(p, q)| key(*p).total_cmp(&key(*q)))
                .find(|o| o.is_ne())
                .unwrap_or(std::cmp::Ordering::Equal)
                .then(a.cmp(&b))
        });
    }
    // NaN never equals anything, so a slice holding one stays apart.
    let same = |a: usize, b: usize| slices[a].iter().zip(&slices[b]).all(|(p, q)| p == q);
    let mut kept: Vec<usize> = Vec::new();
    let mut counts: Vec<i64> = Vec::new();
    let mut inverse = vec![0i64; n];
    for &k in &order {
        match kept.last() {
            Some(&last) if same(last, k) => *counts.last_mut().expect("a kept slice") += 1,
            _ => {
                kept.push(k);
                counts.push(1);
            }
        }
        inverse[k] = kept.len() as i64 - 1;
    }
    let m = kept.len();
    // ATen picks the slices of `x` with `d` moved to the front and moves it back, so the
    // result is that contiguous block seen through `movedim(0, d)`, as PyTorch's strides are.
    let out: Vec<f64> = kept
        .iter()
        .flat_map(|&k| slices[k].iter().copied())
        .collect();
    let mut front = vec![m];
    front.extend(
        shape
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != d)
            .map(|(_, &s)| s),
    );
    if shape.is_empty() {
        front.clear();
    }
    let block = table.build(&out, &front, x.dtype(), dev)?;
    let u = if shape.is_empty() || d == 0 {
        block
    } else {
        super::view::movedim(&block, &[0], &[d as i64])?
    };
    Ok((
        u,
        super::factory::from_i64(&inverse, &[n], dev)?,
        super::factory::from_i64(&counts, &[m], dev)?,
    ))
}

/// `unique_consecutive()` without a dim: runs of equal values in row-major order, with the
/// inverse indices in `x`'s shape.
pub fn unique_consecutive(x: &Tensor) -> Result<(Tensor, Tensor, Tensor)> {
    crate::meta::check_has_meta_kernel("unique_consecutive", &[x])?;
    let flat = {
        let _plain = crate::ops::autodiff::NoGradGuard::new();
        super::view::reshape(x, &[-1])?
    };
    let (u, inv, counts) = unique_slices(&flat, 0, true)?;
    let sizes: Vec<i64> = x.shape().iter().map(|&s| s as i64).collect();
    no_formula(
        "UniqueConsecutiveBackward0",
        "unique_consecutive",
        x,
        (u, super::view::reshape(&inv, &sizes)?, counts),
    )
}

/// `torch.searchsorted(sorted_sequence, values, right=..., sorter=...)`: for each value, the
/// index where it would be inserted to keep its row of the sequence sorted (after equal
/// elements with `right`). A 1-d sequence serves every value; an N-d one pairs its rows
/// with the values' rows (their leading dims must match). `sorter` gives the order in which
/// to read each row. int64, or int32 with `out_int32`; the values' shape.
pub fn searchsorted(
    seq: &Tensor,
    values: &Tensor,
    right: bool,
    out_int32: bool,
    sorter: Option<&Tensor>,
) -> Result<Tensor> {
    let (ss, vs) = (seq.shape(), values.shape());
    if vs.is_empty() && ss.len() != 1 {
        return Err(runtime(format!(
            "torch.searchsorted(): input value can be a scalar only when boundaries tensor dimension is 1, but we got boundaries tensor dim({}) and input value's dim(0) numel(1)",
            ss.len()
        )));
    }
    let rows_match =
        ss.len() == vs.len() && !ss.is_empty() && ss[..ss.len() - 1] == vs[..vs.len() - 1];
    if ss.len() != 1 && !rows_match {
        return Err(runtime(format!(
            "torch.searchsorted(): boundaries tensor should be 1 dimension or the first N-1 dimensions of boundaries tensor and input value tensor must match, but we got boundaries tensor {} and input value tensor {}",
            crate::error::fmt_list(&ss),
            crate::error::fmt_list(&vs)
        )));
    }
    // ATen copies non-contiguous inputs, and says so once (BucketizationUtils.h).
    if !values.is_contiguous() {
        crate::warnings::torch_warn_once(
            "torch.searchsorted(): input value tensor is non-contiguous, this will lower the performance due to extra data copy when converting non-contiguous tensor to contiguous, please use contiguous input value tensor if possible. This message will only appear once per program.",
            "/__w/pytorch/pytorch/aten/src/ATen/native/BucketizationUtils.h:32",
        );
    }
    if !seq.is_contiguous() {
        crate::warnings::torch_warn_once(
            "torch.searchsorted(): boundary tensor is non-contiguous, this will lower the performance due to extra data copy when converting non-contiguous tensor to contiguous, please use contiguous boundary tensor if possible. This message will only appear once per program.",
            "/__w/pytorch/pytorch/aten/src/ATen/native/BucketizationUtils.h:38",
        );
    }
    if let Some(order) = sorter {
        if order.shape() != ss {
            // ATen's message, its missing space included.
            return Err(runtime(format!(
                "torch.searchsorted(): boundary and sorter must have the same size, but got boundary tensor {}and got sorter tensor {}",
                crate::error::fmt_list(&ss),
                crate::error::fmt_list(&order.shape())
            )));
        }
    }
    let out_dt = if out_int32 {
        DType::Int32
    } else {
        DType::Int64
    };
    if crate::meta::any_meta(&[seq, values]) {
        // No data: the values' shape (no sorter index is read or checked).
        return crate::ops::meta_empty(&vs, out_dt);
    }
    let width = ss.last().copied().unwrap_or(0);
    // ATen compares in the two tensors' result type (`searchsorted_maybe_trim_input_tensors`):
    // a float32 sequence searched for the int 16777217 compares 16777216.0 with it.
    let common = super::promote(&[super::Arg::T(seq), super::Arg::T(values)])?;
    let (seq_c, values_c) = (
        super::to_dtype(seq, common)?,
        super::to_dtype(values, common)?,
    );
    // Compared as exact keys: ints past 2**53 do not round into ties.
    let (mut keys, _) = super::host_keys::keys(&[&seq_c, &values_c])?;
    let vals = keys.pop().unwrap_or_default();
    let mut s = keys.pop().unwrap_or_default();
    if let Some(order) = sorter {
        let idx = order.to_i64_vec()?;
        let raw = s.clone();
        for (k, &i) in idx.iter().enumerate() {
            let row = k / width.max(1);
            let at = usize::try_from(i)
                .ok()
                .filter(|&i| i < width)
                .ok_or_else(|| runtime("torch.searchsorted(): sorter index out of range"))?;
            s[k] = raw[row * width + at];
        }
    }
    let per_row = vs.last().copied().unwrap_or(1).max(1);
    let idx: Vec<i64> = vals
        .iter()
        .enumerate()
        .map(|(k, &v)| {
            let row = if ss.len() == 1 { 0 } else { k / per_row };
            let r = &s[row * width..(row + 1) * width];
            bound(r, v, right) as i64
        })
        .collect();
    let out = super::factory::from_i64(&idx, &vs, values.device())?;
    if out_int32 {
        super::to_dtype(&out, DType::Int32)
    } else {
        Ok(out)
    }
}

/// ATen's `cus_lower_bound` / `cus_upper_bound`: a binary search that moves right while
/// `!(e >= v)` (`!(e > v)` for `right`), so a NaN value lands at the end, and NaN
/// boundaries are probed in ATen's own order.
fn bound(r: &[f64], v: f64, right: bool) -> usize {
    let (mut start, mut end) = (0usize, r.len());
    while start < end {
        let mid = start + ((end - start) >> 1);
        let e = r[mid];
        // `!(e > v)` / `!(e >= v)`: true when unordered, so NaN values go right.
        let ord = e.partial_cmp(&v);
        let go_right = if right {
            ord != Some(std::cmp::Ordering::Greater)
        } else {
            !matches!(
                ord,
                Some(std::cmp::Ordering::Greater | std::cmp::Ordering::Equal)
            )
        };
        if go_right {
            start = mid + 1;
        } else {
            end = mid;
        }
    }
    start
}
