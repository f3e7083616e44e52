//! Tensor factories: `tensor`, `arange`, `zeros`, `ones`, `full`, `empty`, `eye`,
//! `linspace` and the `*_like` family.

use super::{empty, empty_strided, run, to_device};
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::kernels::Kernel;
use crate::layout::MemoryFormat;
use crate::scalar::Scalar;
use crate::storage::CpuBuffer;
use crate::tensor::Tensor;

/// A host buffer of `dtype` from numbers.
pub fn buffer_from(values: &[Scalar], dtype: DType) -> CpuBuffer {
    use crate::element::Element;
    fn conv<T: Element>(v: &[Scalar]) -> Vec<T> {
        v.iter()
            .map(|s| match *s {
                Scalar::Bool(b) => T::from_bool(b),
                Scalar::Int(i) => T::from_i64(i),
                Scalar::Float(f) => T::from_f64(f),
            })
            .collect()
    }
    crate::element::with_dtype!(dtype, T => CpuBuffer::from(conv::<T>(values)))
}

/// The dtype `torch.tensor` infers from Python values: bool, then int64, then float32.
pub fn infer_dtype(values: &[Scalar]) -> DType {
    if values.iter().any(|v| v.is_float()) {
        crate::dtype::default_float()
    } else if !values.is_empty() && values.iter().all(|v| matches!(v, Scalar::Bool(_))) {
        DType::Bool
    } else if values.is_empty() {
        crate::dtype::default_float()
    } else {
        DType::Int64
    }
}

/// `torch.tensor(data)` from flattened values and their nested-list shape.
pub fn tensor(
    values: &[Scalar],
    shape: &[usize],
    dtype: Option<DType>,
    device: Device,
) -> Result<Tensor> {
    let dt = dtype.unwrap_or_else(|| infer_dtype(values));
    if dtype.is_some() {
        for v in values {
            // PyTorch reads a uint64 tensor's data with CPython's unsigned conversion (the
            // other dtypes' as int64 or double, where -1 wraps and 1.5 truncates): a negative
            // int and a float are its errors.
            if dt == DType::UInt64 {
                match v {
                    Scalar::Int(i) if *i < 0 => {
                        return Err(crate::error::TorchError::new(
                            crate::error::ErrorKind::OverflowError,
                            "can't convert negative int to unsigned",
                        ))
                    }
                    Scalar::Float(_) => {
                        return Err(crate::error::type_error("an integer is required"))
                    }
                    _ => {}
                }
            }
            v.checked_for(dt, false)?;
        }
    }
    crate::limits::check_alloc(values.len(), dt.itemsize())?;
    let t = Tensor::from_buffer(buffer_from(values, dt), shape);
    to_device(&t, device)
}

pub fn from_i64(values: &[i64], shape: &[usize], device: Device) -> Result<Tensor> {
    from_i64_vec(values.to_vec(), shape, device)
}

/// `from_i64` taking the values: a host-built index table becomes the tensor's storage
/// without a second copy (a resampling's tables run to hundreds of megabytes).
pub fn from_i64_vec(values: Vec<i64>, shape: &[usize], device: Device) -> Result<Tensor> {
    to_device(&Tensor::from_buffer(CpuBuffer::I64(values), shape), device)
}

pub fn from_f32(values: &[f32], shape: &[usize]) -> Tensor {
    Tensor::from_buffer(CpuBuffer::F32(values.to_vec()), shape)
}

pub fn full(shape: &[usize], v: Scalar, dtype: Option<DType>, device: Device) -> Result<Tensor> {
    let dt = dtype.unwrap_or_else(|| v.natural_dtype());
    // ATen's fill_ writes a one-element tensor through a fast path that converts the value
    // unchecked: a 16-bit float out of range is its infinity there (`torch.full((1,), -1e9,
    // dtype=torch.half)` is -inf) and refused for any larger tensor.
    let one = shape.iter().all(|&s| s == 1);
    if !(one && dt.is_reduced_float()) {
        v.checked_for(dt, true)?;
    }
    let t = empty(shape, dt, device)?;
    run("fill_", Kernel::Fill(v), &[&t], &[], shape)?;
    Ok(t)
}

pub fn zeros(shape: &[usize], dtype: Option<DType>, device: Device) -> Result<Tensor> {
    empty(
        shape,
        dtype.unwrap_or_else(crate::dtype::default_float),
        device,
    )
}

pub fn ones(shape: &[usize], dtype: Option<DType>, device: Device) -> Result<Tensor> {
    full(
        shape,
        Scalar::Int(1),
        Some(dtype.unwrap_or_else(crate::dtype::default_float)),
        device,
    )
}

/// `*_like(t)`: `t`'s shape, and with `preserve_format` its strides when they are dense.
pub fn like(
    t: &Tensor,
    fill: Option<Scalar>,
    dtype: Option<DType>,
    fmt: MemoryFormat,
    device: Option<Device>,
) -> Result<Tensor> {
    let dt = dtype.unwrap_or(t.dtype());
    let out = empty_strided(
        &t.shape(),
        &fmt.strides_for(&t.layout())?,
        dt,
        device.unwrap_or(t.device()),
    )?;
    if let Some(v) = fill {
        v.checked_for(dt, true)?;
        run("fill_", Kernel::Fill(v), &[&out], &[], &out.shape())?;
    }
    Ok(out)
}

/// `torch.arange(start, end, step)`; values are `start + i * step` computed in double.
pub fn arange(
    start: Scalar,
    end: Scalar,
    step: Scalar,
    dtype: Option<DType>,
    device: Device,
) -> Result<Tensor> {
    let any_float = [start, end, step].iter().any(|s| s.is_float());
    let dt = dtype.unwrap_or(if any_float {
        crate::dtype::default_float()
    } else {
        DType::Int64
    });
    crate::limited::check_op("arange", dt)?;
    let (s, e, st) = (start.to_f64(), end.to_f64(), step.to_f64());
    if st == 0.0 {
        return Err(runtime("step must be nonzero"));
    }
    if !(s.is_finite() && e.is_finite()) {
        // ATen streams the bounds as C++ prints doubles (`nan`, `inf`, `1e+20`).
        let (s, e) = (crate::pyfmt::cpp_double(s), crate::pyfmt::cpp_double(e));
        return Err(runtime(format!("unsupported range: {s} -> {e}")));
    }
    if (st > 0.0 && e < s) || (st < 0.0 && e > s) {
        return Err(runtime(
            "upper bound and lower bound inconsistent with step sign",
        ));
    }
    // ATen's RangeFactories: a count past int64 is refused before any allocation.
    let overflow = || runtime("invalid size, possible overflow?");
    let n = if dt.is_floating() || any_float {
        let size = ((e - s) / st).ceil();
        if size > i64::MAX as f64 {
            return Err(overflow());
        }
        size as usize
    } else {
        // In 128 bits: `arange(-2**63, 2**63 - 1)` overflows 64, and on wasm32 a count
        // past 2**32 must not wrap to a small size (it saturates, and the check refuses it).
        let (s, e, st) = (
            start.to_i64() as i128,
            end.to_i64() as i128,
            step.to_i64() as i128,
        );
        let size = (e - s + st - st.signum()) / st;
        if size > i64::MAX as i128 {
            return Err(overflow());
        }
        usize::try_from(size).unwrap_or(usize::MAX)
    };
    if device == Device::Meta {
        // No values: `torch.arange(2**40, device='meta')` is a shape, as in PyTorch.
        return super::meta_empty(&[n], dt);
    }
    super::check_new_tensor(&[n], dt, device)?;
    // Each value goes straight into the buffer of the dtype: a list of every value first
    // (16 bytes each) made a 2 GB uint8 arange ask for 32 GB and abort.
    let buf = if dt.is_floating() {
        filled(n, dt, |put| {
            float_arange(s, st, n, dt, |v| put(Scalar::Float(v)))
        })
    } else if any_float {
        // An integer dtype: ATen's kernel casts start and step to the accumulate type
        // (int64, truncating) first and walks `start + step * i` there, so
        // `arange(0, 2.5, 0.5, dtype=torch.int64)` is five zeros (only the count comes
        // from the doubles).
        let (s, st) = (s.trunc() as i64, st.trunc() as i64);
        filled(n, dt, |put| {
            (0..n).for_each(|i| put(Scalar::Int(s.wrapping_add(st.wrapping_mul(i as i64)))))
        })
    } else {
        // Wrapping as ATen's int64 arithmetic does (the count was checked in 128 bits).
        let (s, st) = (start.to_i64(), step.to_i64());
        filled(n, dt, |put| {
            (0..n).for_each(|i| put(Scalar::Int(s.wrapping_add((i as i64).wrapping_mul(st)))))
        })
    };
    let t = Tensor::from_buffer(buf, &[n]);
    to_device(&t, device)
}

/// A buffer of `n` elements of `dtype`, from `fill`, which hands each value to the `put`
/// it is given, in order (ATen's kernels cast each value to the dtype unchecked).
fn filled(n: usize, dtype: DType, fill: impl FnOnce(&mut dyn FnMut(Scalar))) -> CpuBuffer {
    use crate::element::Element;
    fn collect<T: Element>(n: usize, fill: impl FnOnce(&mut dyn FnMut(Scalar))) -> Vec<T> {
        let mut out = Vec::with_capacity(n);
        fill(&mut |s| {
            out.push(match s {
                Scalar::Bool(b) => T::from_bool(b),
                Scalar::Int(i) => T::from_i64(i),
                Scalar::Float(f) => T::from_f64(f),
            })
        });
        out
    }
    crate::element::with_dtype!(dtype, T => CpuBuffer::from(collect::<T>(n, fill)))
}

/// The values of a float `arange` as ATen's CPU kernel rounds them: `start + step * i` in
/// double (one fused multiply-add: the compiler contracts it), rounded to the dtype, except
/// inside its vector loop (pairs of 32-byte vectors from the start of each thread's range),
/// where each vector is `Vectorized::arange(base, step)`: `base` rounded to the dtype
/// first, then `base + j * step` in double (fused too), rounded again. So `torch.arange(0., 1.05, 0.05)[9]` is
/// `0.45000001788` (in a vector) while `torch.arange(0., 0.5, 0.05)[9]` is `0.44999998808`.
fn float_arange(start: f64, step: f64, n: usize, dt: DType, mut put: impl FnMut(f64)) {
    let round = |v: f64| {
        if dt == DType::Float32 {
            v as f32 as f64
        } else {
            v
        }
    };
    let lanes = 32 / dt.itemsize();
    for (b, e) in crate::cpu::reduce_walk::parallel_ranges(
        n,
        crate::cpu::reduce_walk::GRAIN_SIZE,
        crate::cpu::threads::order_threads(),
    ) {
        let vec_end = b + (e - b) / (2 * lanes) * (2 * lanes);
        for v in (b..vec_end).step_by(lanes) {
            let base = round(step.mul_add(v as f64, start));
            (0..lanes).for_each(|j| put(round((j as f64).mul_add(step, base))));
        }
        (vec_end..e).for_each(|i| put(round(step.mul_add(i as f64, start))));
    }
}

/// `torch.linspace(start, end, steps)`, computed as PyTorch's CPU kernel does: in the
/// output's own precision, from the start for the first half and from the end for the
/// rest, with the fused multiply-add the compiled kernel uses (so float32 results agree to
/// the last bit, which matters when values should cancel exactly).
pub fn linspace(
    start: f64,
    end: f64,
    steps: i64,
    dtype: Option<DType>,
    device: Device,
) -> Result<Tensor> {
    if steps < 0 {
        return Err(runtime("number of steps must be non-negative"));
    }
    let n = size_from_i64(steps);
    let dt = dtype.unwrap_or_else(crate::dtype::default_float);
    // The values are built on the host whatever the device, so the host's cap applies.
    super::check_new_tensor(&[n], dt, Device::Cpu)?;
    crate::limited::check_op("linspace", dt)?;
    let half = n / 2;
    let vals: Vec<Scalar> = if n == 1 {
        vec![Scalar::Float(start)]
    } else if matches!(dt, DType::Float32 | DType::Float16 | DType::BFloat16) {
        // A 16-bit grid runs the same float32 arithmetic (c10::Half and BFloat16 compute in
        // float), from its ends rounded to the dtype first (through float, as
        // `Scalar::to<Half>` converts); the result rounds to the dtype once.
        // The ends are converted checked, as `Scalar::to<Half>` is (70000 is no half).
        for v in [start, end] {
            Scalar::Float(v).checked_for(dt, true)?;
        }
        let (s, e) = match dt {
            DType::Float16 => (
                half::f16::from_f32(start as f32).to_f32(),
                half::f16::from_f32(end as f32).to_f32(),
            ),
            DType::BFloat16 => (
                half::bf16::from_f32(start as f32).to_f32(),
                half::bf16::from_f32(end as f32).to_f32(),
            ),
            _ => (start as f32, end as f32),
        };
        let step = (e - s) / (n as f32 - 1.0);
        (0..n)
            .map(|i| {
                Scalar::Float(if i < half {
                    step.mul_add(i as f32, s)
                } else {
                    (-step).mul_add((n - i - 1) as f32, e)
                } as f64)
            })
            .collect()
    } else {
        let step = (end - start) / (n as f64 - 1.0);
        (0..n)
            .map(|i| {
                Scalar::Float(if i < half {
                    step.mul_add(i as f64, start)
                } else {
                    (-step).mul_add((n - i - 1) as f64, end)
                })
            })
            .collect()
    };
    tensor(&vals, &[n], Some(dt), device)
}

pub fn eye(n: usize, m: Option<usize>, dtype: Option<DType>, device: Device) -> Result<Tensor> {
    if let Some(d) = dtype {
        crate::limited::check_op("eye", d)?;
    }
    let m = m.unwrap_or(n);
    // TensorImpl's numel check comes before the allocator's (`torch.eye(2**40)`).
    crate::layout::extent::numel_of(&[n, m])?;
    crate::limits::check_alloc(n.saturating_mul(m), 4)?;
    let mut vals = vec![Scalar::Int(0); n * m];
    for i in 0..n.min(m) {
        vals[i * m + i] = Scalar::Int(1);
    }
    tensor(
        &vals,
        &[n, m],
        Some(dtype.unwrap_or_else(crate::dtype::default_float)),
        device,
    )
}

/// Shape arguments: a list of ints where negative sizes are PyTorch's error.
pub fn check_shape(shape: &[i64]) -> Result<Vec<usize>> {
    for &s in shape {
        if s < 0 {
            return Err(runtime(format!(
                "Trying to create tensor with negative dimension {s}: {}",
                crate::error::fmt_list(shape)
            )));
        }
    }
    shape
        .iter()
        .map(|&s| crate::layout::extent::to_usize(s))
        .collect()
}

/// A non-negative size from a script as a `usize`. On wasm32 `2**40 as usize` wraps to 0 and
/// would make an empty tensor where PyTorch refuses the allocation: saturate instead, so the
/// allocation check sees a size too large and says so.
pub fn size_from_i64(n: i64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}
