//! Ops that look values up rather than compute on them: `unique`, `searchsorted` and
//! `bucketize`. They have no gradient, and run on the host (their outputs' sizes depend
//! on the values); results go back to the input's device.

use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// `torch.unique(x)` of the flattened tensor, sorted (NaNs last, each its own value, as in
/// PyTorch), with the inverse indices (x's shape) and counts when asked.
pub fn unique(x: &Tensor) -> Result<(Tensor, Tensor, Tensor)> {
    // Compared in f64: an int64 past 2**53 is refused, not merged with its neighbour.
    let vals = super::host::values(x)?;
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
    let u: Vec<Scalar> = uniq.iter().map(|&v| scalar_of(v, x.dtype())).collect();
    Ok((
        super::factory::tensor(&u, &[u.len()], Some(x.dtype()), dev)?,
        super::factory::from_i64(&inverse, &x.shape(), dev)?,
        super::factory::from_i64(&counts, &[counts.len()], dev)?,
    ))
}

fn scalar_of(v: f64, dt: DType) -> Scalar {
    if dt.is_floating() {
        Scalar::Float(v)
    } else if dt == DType::Bool {
        Scalar::Bool(v != 0.0)
    } else {
        Scalar::Int(v as i64)
    }
}

/// `torch.searchsorted(sorted_sequence, values, right=...)` for a 1-d sequence: for each
/// value, the index where it would be inserted to keep the order (after equal elements
/// with `right`). int64, the values' shape.
pub fn searchsorted(seq: &Tensor, values: &Tensor, right: bool) -> Result<Tensor> {
    if seq.ndim() != 1 {
        return Err(runtime(
            "searchsorted with a multi-dimensional sorted_sequence is not implemented in stridelab (1-d is)",
        ));
    }
    let s = seq.to_f64_vec()?;
    let idx: Vec<i64> = values
        .to_f64_vec()?
        .iter()
        .map(|&v| {
            let k = if right {
                s.partition_point(|&e| e <= v)
            } else {
                s.partition_point(|&e| e < v)
            };
            k as i64
        })
        .collect();
    super::factory::from_i64(&idx, &values.shape(), values.device())
}
