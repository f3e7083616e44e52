//! The host fallback for ops with no device kernel (the index and order-statistic ops):
//! read the operands' values through a host copy (each a traced move on a device), compute
//! in f64 in row-major order, and write the result back to the operand's device (another
//! traced move, plus a copy kernel for an in-place write). Integers are exact to 2**53.

use super::copy::copy_raw;
use crate::device::Device;
use crate::dtype::DType;
use crate::element::Element;
use crate::error::Result;
use crate::storage::CpuBuffer;
use crate::tensor::Tensor;

/// Every element of `t` in row-major order. An int64 value beyond 2**53 has no exact f64,
/// so it is refused rather than silently rounded (a wrong answer would be worse).
pub fn values(t: &Tensor) -> Result<Vec<f64>> {
    if t.dtype() == DType::Int64 {
        const EXACT: i64 = 1 << 53;
        let ints = t.to_i64_vec()?;
        if let Some(v) = ints.iter().find(|v| !(-EXACT..=EXACT).contains(*v)) {
            return Err(crate::error::not_implemented(format!(
                "this op runs on the host in float64 in stridelab, and the int64 value {v} is beyond 2**53, where float64 is not exact"
            )));
        }
        return Ok(ints.into_iter().map(|v| v as f64).collect());
    }
    t.to_f64_vec()
}

/// A contiguous tensor of `dtype` on `device` holding `vals` (cast as `.to(dtype)` casts).
pub fn build(vals: &[f64], shape: &[usize], dtype: DType, device: Device) -> Result<Tensor> {
    crate::limits::check_alloc(vals.len(), dtype.itemsize())?;
    if dtype == DType::Int64 {
        // A result past 2**53 (a cumprod that overflows, which PyTorch wraps) is not exact.
        if let Some(v) = vals.iter().find(|v| v.abs() > (1u64 << 53) as f64) {
            return Err(crate::error::not_implemented(format!(
                "this op runs on the host in float64 in stridelab, and its int64 result {v} is beyond 2**53, where float64 is not exact"
            )));
        }
    }
    fn cast<T: Element>(v: &[f64]) -> Vec<T> {
        v.iter().map(|&x| T::from_f64(x)).collect()
    }
    let buf = crate::element::with_dtype!(dtype, T => CpuBuffer::from(cast::<T>(vals)));
    super::to_device(&Tensor::from_buffer(buf, shape), device)
}

/// Long indices as a tensor on `device`.
pub fn build_long(vals: &[i64], shape: &[usize], device: Device) -> Result<Tensor> {
    super::factory::from_i64(vals, shape, device)
}

/// Writes row-major `vals` into `t` whatever its strides and device (bumps its version).
pub fn write_back(t: &Tensor, vals: &[f64]) -> Result<()> {
    let src = build(vals, &t.shape(), t.dtype(), t.device())?;
    copy_raw(t, &src)
}

/// A dim seen as (outer, size, inner) of a row-major shape: element (o, i, k) sits at
/// `(o * size + i) * inner + k`. A 0-d shape is one element along a size-1 dim.
pub fn split_at(shape: &[usize], d: usize) -> (usize, usize, usize) {
    if shape.is_empty() {
        return (1, 1, 1);
    }
    let outer = shape[..d].iter().product();
    let inner = shape[d + 1..].iter().product();
    (outer, shape[d], inner)
}

/// Each row along dim `d` (`outer * inner` rows of `size` values), in row-major row order.
pub fn rows(vals: &[f64], shape: &[usize], d: usize) -> Vec<Vec<f64>> {
    // An empty tensor has no rows worth keeping, however many its other dims count
    // (`ones(2**31, 0)` must not make 2**31 empty rows).
    if vals.is_empty() {
        return Vec::new();
    }
    let (outer, size, inner) = split_at(shape, d);
    let mut out = Vec::with_capacity(outer * inner);
    for o in 0..outer {
        for k in 0..inner {
            out.push(
                (0..size)
                    .map(|i| vals[(o * size + i) * inner + k])
                    .collect(),
            );
        }
    }
    out
}

/// The inverse of [`rows`]: rows of `size` values back into a row-major buffer.
pub fn unrows<T: Copy + Default>(rows: &[Vec<T>], shape: &[usize], d: usize) -> Vec<T> {
    let (outer, size, inner) = split_at(shape, d);
    if rows.is_empty() || size == 0 {
        return Vec::new();
    }
    let mut out = vec![T::default(); outer * size * inner];
    for o in 0..outer {
        for k in 0..inner {
            let row = &rows[o * inner + k];
            for i in 0..size {
                out[(o * size + i) * inner + k] = row[i];
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_round_trip_along_each_dim() {
        let shape = [2, 3, 2];
        let vals: Vec<f64> = (0..12).map(f64::from).collect();
        let r = rows(&vals, &shape, 1);
        assert_eq!(r[0], vec![0.0, 2.0, 4.0]);
        assert_eq!(r[3], vec![7.0, 9.0, 11.0]);
        assert_eq!(unrows(&r, &shape, 1), vals);
        let r0 = rows(&vals, &shape, 0);
        assert_eq!(r0[1], vec![1.0, 7.0]);
        assert_eq!(unrows(&r0, &shape, 0), vals);
        assert_eq!(split_at(&[], 0), (1, 1, 1));
    }
}

#[cfg(test)]
mod exactness_tests {
    use super::*;

    #[test]
    fn int64_beyond_2_53_is_refused_not_rounded() {
        let big = (1i64 << 60) + 1;
        let t = crate::ops::factory::from_i64(&[3, big], &[2], Device::Cpu).unwrap();
        let e = values(&t).unwrap_err();
        assert!(e.to_string().contains("beyond 2**53"), "{e}");
        let small = crate::ops::factory::from_i64(&[3, -(1 << 53)], &[2], Device::Cpu).unwrap();
        assert_eq!(values(&small).unwrap(), vec![3.0, -9007199254740992.0]);
        assert!(build(&[2f64.powi(60)], &[1], DType::Int64, Device::Cpu).is_err());
        assert!(build(&[2f64.powi(60)], &[1], DType::Float64, Device::Cpu).is_ok());
    }
}
