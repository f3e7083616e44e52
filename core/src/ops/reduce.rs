//! Reductions (`sum`, `mean`, `max`, `norm`, ...) and the ops built like them (softmax).

use super::{empty, run, to_dtype};
use crate::dtype::DType;
use crate::error::{runtime, ErrorKind, Result, TorchError};
use crate::kernels::{Kernel, ReduceOp};
use crate::layout::{wrap_dim, Layout};
use crate::ops::autodiff;
use crate::tensor::Tensor;

/// Which dims to reduce: `None` means all of them.
pub fn reduce_dims(t: &Tensor, dims: Option<&[i64]>) -> Result<Vec<usize>> {
    let n = t.ndim();
    match dims {
        None => Ok((0..n).collect()),
        Some([]) => Ok((0..n).collect()),
        Some(ds) => {
            // ATen keeps a dim list as a 64-bit mask (`dim_list_to_bitset`).
            if n > 64 {
                return Err(runtime("only tensors with up to 64 dims are supported"));
            }
            let mut out = Vec::new();
            // A 0-d tensor's dims (0 and -1) reduce nothing but are still checked for
            // repeats: `tensor(1.).sum((0, 0))` is an error as for any other tensor.
            let mut seen = Vec::new();
            for &d in ds {
                let w = wrap_dim(d, n)?;
                if seen.contains(&w) {
                    return Err(runtime(format!(
                        "dim {w} appears multiple times in the list of dims"
                    )));
                }
                seen.push(w);
                if n > 0 {
                    out.push(w);
                }
            }
            out.sort_unstable();
            Ok(out)
        }
    }
}

fn out_dtype(op: ReduceOp, dt: DType, requested: Option<DType>) -> Result<DType> {
    if let (ReduceOp::Norm(_), Some(r)) = (op, requested) {
        // linalg.vector_norm's checks: the input first, then the dtype asked for, which
        // must hold the input's values without narrowing.
        if !dt.is_floating() {
            return Err(TorchError::new(
                ErrorKind::NotImplementedError,
                format!(
                    "linalg.vector_norm: Expected a floating point or complex tensor as input. Got {}",
                    dt.legacy_name()
                ),
            ));
        }
        if !r.is_floating() {
            return Err(runtime(format!(
                "linalg.vector_norm: dtype should be floating point or complex, but got {}",
                r.legacy_name()
            )));
        }
        if DType::promote(dt, r) != r {
            return Err(runtime(format!(
                "linalg.vector_norm: the dtype of the input ({}) should be convertible without narrowing to the specified dtype ({})",
                dt.legacy_name(),
                r.legacy_name()
            )));
        }
    }
    if let Some(r) = requested {
        if op == ReduceOp::Mean && !r.is_floating() {
            return Err(crate::error::not_implemented(format!(
                "mean(): could not infer output dtype. Optional dtype must be either a floating point or complex dtype. Got: {}",
                r.legacy_name()
            )));
        }
        return Ok(r);
    }
    Ok(match op {
        ReduceOp::Sum | ReduceOp::Prod => {
            if dt.is_floating() {
                dt
            } else {
                DType::Int64
            }
        }
        ReduceOp::Mean
        | ReduceOp::Var(_)
        | ReduceOp::Std(_)
        | ReduceOp::WelfordMean
        | ReduceOp::LogSumExp
        | ReduceOp::Norm(_) => {
            if !dt.is_floating() {
                let what = match op {
                    ReduceOp::Mean => "mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: ".to_string(),
                    ReduceOp::Norm(_) => "linalg.vector_norm: Expected a floating point or complex tensor as input. Got ".to_string(),
                    ReduceOp::Var(_) | ReduceOp::Std(_) | ReduceOp::WelfordMean => {
                        return Err(TorchError::new(
                            ErrorKind::NotImplementedError,
                            "std and var only support floating point and complex dtypes",
                        ))
                    }
                    _ => format!("{}(): input dtype should be floating point, but got ", op.name()),
                };
                let msg = format!("{what}{}", dt.legacy_name());
                // ATen raises these as NotImplementedError (`TORCH_CHECK_NOT_IMPLEMENTED`).
                return Err(match op {
                    ReduceOp::Mean | ReduceOp::Norm(_) => {
                        TorchError::new(ErrorKind::NotImplementedError, msg)
                    }
                    _ => runtime(msg),
                });
            }
            dt
        }
        ReduceOp::Max | ReduceOp::Min => dt,
        ReduceOp::ArgMax | ReduceOp::ArgMin => DType::Int64,
        // PyTorch keeps uint8 for any/all (a legacy of byte masks); everything else is bool.
        ReduceOp::All | ReduceOp::Any if dt == DType::UInt8 => DType::UInt8,
        ReduceOp::All | ReduceOp::Any => DType::Bool,
    })
}

/// The max or min of nothing, and a negative power sum of nothing, have no identity:
/// linalg.vector_norm's error for such a norm over an empty tensor (`dims` None) or an
/// empty dim among `dims`, with the order printed as c10 prints the Scalar (`-1`, `-0.5`).
fn empty_norm_without_identity(t: &Tensor, p: f64, dims: Option<&[usize]>) -> Result<()> {
    let p = crate::pyfmt::cpp_double(p);
    match dims {
        None if t.numel() == 0 => Err(runtime(format!(
            "linalg.vector_norm cannot compute the {p} norm on an empty tensor because the operation does not have an identity"
        ))),
        Some(ds) => match ds.iter().find(|&&d| t.shape_ref()[d] == 0) {
            // ATen's message has no space after the dim.
            Some(d) => Err(runtime(format!(
                "linalg.vector_norm cannot compute the {p} norm on the dimension {d}because this dimension is empty and the operation does not have an identity"
            ))),
            None => Ok(()),
        },
        None => Ok(()),
    }
}

/// The output shape with reduced dims kept as size 1, and without them.
fn shapes(t: &Tensor, dims: &[usize]) -> (Vec<usize>, Vec<usize>) {
    let s = t.shape_ref();
    let keep: Vec<usize> = s
        .iter()
        .enumerate()
        .map(|(d, &n)| if dims.contains(&d) { 1 } else { n })
        .collect();
    let squeezed: Vec<usize> = s
        .iter()
        .enumerate()
        .filter(|(d, _)| !dims.contains(d))
        .map(|(_, &n)| n)
        .collect();
    (keep, squeezed)
}

/// Runs a reduction kernel; the result is contiguous, as PyTorch allocates it.
fn reduce_raw(
    name: &str,
    op: ReduceOp,
    t: &Tensor,
    dims: &[usize],
    keepdim: bool,
    dtype: Option<DType>,
) -> Result<Tensor> {
    let odt = out_dtype(op, t.dtype(), dtype)?;
    let (keep, squeezed) = shapes(t, dims);
    if matches!(
        op,
        ReduceOp::Max | ReduceOp::Min | ReduceOp::ArgMax | ReduceOp::ArgMin
    ) {
        for &d in dims {
            if t.shape_ref()[d] == 0 {
                return Err(index_err_empty(name, d));
            }
        }
    }
    let input = if dtype.is_some() && t.dtype() != odt {
        to_dtype(t, odt)?
    } else {
        t.clone()
    };
    if op == ReduceOp::Prod
        && odt.is_reduced_float()
        && !matches!(
            t.device(),
            crate::device::Device::Cpu | crate::device::Device::Meta
        )
    {
        // A 16-bit product rounds every step in its own type (`1000 * 1000 * 0.001` is inf
        // in float16), which the CPU kernel does and the GPU kernels (computing in float32)
        // do not: it runs on a host copy, moved back (both moves show in the trace).
        let host = super::to_host(&input)?;
        let r = reduce_raw(name, op, &host, dims, keepdim, None)?;
        return super::to_device(&r, t.device());
    }
    let out = empty(&keep, odt, t.device())?;
    run(
        name,
        Kernel::Reduce {
            op,
            dims: dims.to_vec(),
        },
        &[&out],
        &[&input],
        &t.shape_ref(),
    )?;
    if keepdim {
        return Ok(out);
    }
    Ok(Tensor::from_parts(
        out.storage(),
        Layout::contiguous(&squeezed),
    ))
}

fn index_err_empty(name: &str, d: usize) -> crate::error::TorchError {
    crate::error::index_error(format!(
        "{name}(): Expected reduction dim {d} to have non-zero size."
    ))
}

/// `sum`, `mean`, `prod`, `amax`, `amin`, `norm`, `all`, `any`, `logsumexp`, `var`.
pub fn reduce(
    name: &str,
    op: ReduceOp,
    t: &Tensor,
    dims: Option<&[i64]>,
    keepdim: bool,
    dtype: Option<DType>,
) -> Result<Tensor> {
    let ds = reduce_dims(t, dims)?;
    if dims.is_none() && matches!(op, ReduceOp::Max | ReduceOp::Min) && t.numel() == 0 {
        return Err(runtime(format!(
            "{name}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument."
        )));
    }
    if let ReduceOp::Norm(p) = op {
        if p.is_infinite() || p < 0.0 {
            empty_norm_without_identity(
                t,
                p,
                dims.filter(|d| !d.is_empty()).map(|_| ds.as_slice()),
            )?;
        }
    }
    if op == ReduceOp::LogSumExp && dims.is_some_and(|d| d.is_empty()) && !keepdim {
        empty_dims_logsumexp(t)?;
    }
    // `all`/`any` over no dims reduce nothing (unlike `sum`, where `dim=()` means every dim):
    // each element is tested on its own.
    if matches!(op, ReduceOp::All | ReduceOp::Any) && dims.is_some_and(|d| d.is_empty()) {
        let truth = super::binary(
            "ne",
            crate::kernels::BinaryOp::Ne,
            super::Arg::T(t),
            super::Arg::S(crate::scalar::Scalar::Int(0)),
        )?;
        return to_dtype(&truth, out_dtype(op, t.dtype(), dtype)?);
    }
    let whole = match op {
        ReduceOp::Var(c) if dtype.is_none() => var_all_cpu(t, &ds, keepdim, c, false)?,
        _ => None,
    };
    let out = match whole {
        Some(out) => out,
        None => reduce_raw(name, op, t, &ds, keepdim, dtype)?,
    };
    // Whether this is the overload without a dim, which names another node (`sum()` is
    // SumBackward0, `sum(dim=())` SumBackward1); amax/amin have only the dim overload.
    let all = dims.is_none() && !matches!(name, "amax" | "amin");
    autodiff::record_reduce(op, t, &ds, keepdim, all, &out)?;
    Ok(out)
}

/// ATen's logsumexp with `dim=[]` reduces everything in its sum but keeps every dim of its
/// max (`amax` with keepdim), then adds that max in place: the add cannot broadcast `[1, 1]`
/// into the 0-d sum, so PyTorch refuses what looks like a full reduction. A 0-d or empty
/// input takes paths without that add.
fn empty_dims_logsumexp(t: &Tensor) -> Result<()> {
    if t.ndim() == 0 || t.numel() == 0 {
        return Ok(());
    }
    Err(runtime(format!(
        "output with shape [] doesn't match the broadcast shape {:?}",
        vec![1; t.ndim()]
    )))
}

/// `((x - mean)**2).sum()` as `std_var_all_cpu` adds it: `parallel_reduce` cuts the
/// elements (in TensorIterator's memory order) into one range per thread, each range sums
/// one partial per block of its walk, and the range totals are added in thread order.
fn squared_deviations(layout: &Layout, mean: f64, read: impl Fn(usize) -> f64) -> f64 {
    use crate::cpu::reduce_walk::{parallel_ranges, Walk, GRAIN_SIZE};
    let shape = layout.shape();
    let walk = Walk::new(
        shape,
        layout.strides(),
        &vec![0; shape.len()],
        &vec![true; shape.len()],
        layout.offset(),
        0,
    );
    let threads = crate::cpu::threads::order_threads();
    parallel_ranges(walk.numel(), GRAIN_SIZE, threads)
        .into_iter()
        .map(|(begin, end)| {
            let mut thread_sum = 0.0;
            walk.blocks(begin, end, |b| {
                let mut local = 0.0;
                for i in 0..b.size[1] {
                    for j in 0..b.size[0] {
                        let d = read(b.in_base + i * b.in_strides[1] + j * b.in_strides[0]) - mean;
                        local += d * d;
                    }
                }
                thread_sum += local;
            });
            thread_sum
        })
        .fold(0.0, |a, b| a + b)
}

/// ATen's CPU `std_var_all_cpu`, which `std`/`var` take whenever the result has one element:
/// the mean in the input's own dtype (float32's rounding included), then the squared
/// deviations summed in double, divided, rooted for `std`, and only then rounded. None when
/// that path does not apply (another device or dtype, an empty input, more than one result).
fn var_all_cpu(
    t: &Tensor,
    dims: &[usize],
    keepdim: bool,
    correction: f64,
    take_sqrt: bool,
) -> Result<Option<Tensor>> {
    let (kept, squeezed) = shapes(t, dims);
    let applies = t.device() == crate::device::Device::Cpu
        && matches!(t.dtype(), DType::Float32 | DType::Float64)
        && t.numel() > 0
        && squeezed.iter().product::<usize>() == 1;
    if !applies {
        return Ok(None);
    }
    let _no_grad = autodiff::NoGradGuard::new();
    let all: Vec<usize> = (0..t.ndim()).collect();
    let mean = reduce_raw("mean", ReduceOp::Mean, t, &all, false, None)?;
    let mean = super::item(&mean)?.to_f64();
    // Read in place, in row-major order (a copy as f64 would double a big tensor's memory).
    let host = if t.reinterprets() {
        super::to_host(t)?
    } else {
        t.clone()
    };
    let sum_dx2: f64 = {
        let (layout, storage) = (host.layout(), host.storage());
        let buf = storage.cpu()?;
        squared_deviations(&layout, mean, |i| buf.scalar_at(i).to_f64())
    };
    let var = sum_dx2 / (t.numel() as f64 - correction).max(0.0);
    let value = if take_sqrt { var.sqrt() } else { var };
    // Rounded to the result's dtype as ATen's cast does: a float32 variance past its range
    // is inf (`full` would refuse the double as an overflowing scalar).
    let value = if t.dtype() == DType::Float32 {
        value as f32 as f64
    } else {
        value
    };
    let shape = if keepdim { kept } else { squeezed };
    Ok(Some(super::full(
        &shape,
        crate::scalar::Scalar::Float(value),
        Some(t.dtype()),
        t.device(),
    )?))
}

/// `std(dims, correction)`: `sqrt(var)` computed as one op that records one node,
/// `StdBackward0`, as ATen's single kernel does (its gradient is 0 on a constant input).
pub fn std_dev(t: &Tensor, dims: Option<&[i64]>, correction: f64, keepdim: bool) -> Result<Tensor> {
    let ds = reduce_dims(t, dims)?;
    let out = match var_all_cpu(t, &ds, keepdim, correction, true)? {
        Some(out) => out,
        None => {
            let _no_grad = autodiff::NoGradGuard::new();
            // One kernel in ATen (Welford in double): the variance is not rounded to the
            // input's dtype before the root is taken. A 16-bit input's stays float32 (a
            // variance past 65504 is not infinite there); on the CPU a float32 input's stays
            // double (the wgpu device has no float64).
            let wide = if t.device() == crate::device::Device::Cpu && t.dtype() == DType::Float32 {
                to_dtype(t, DType::Float64)?
            } else {
                super::widened(t)?
            };
            // The kernel itself: `reduce` would record a node and try var_all_cpu's path
            // again, which ATen does not take for a 16-bit input widened here.
            let std = root_of_variance(&wide, &ds, keepdim, correction)?;
            to_dtype(&std, t.dtype())?
        }
    };
    autodiff::record_std(t, &out, ds, keepdim, correction)?;
    Ok(out)
}

/// The standard deviation of an already widened tensor, unrecorded. ATen's std kernel takes
/// `std::sqrt` of the variance it holds in double (the IEEE root, not MKL's), so on the CPU
/// it is the float64 variance's root. The wgpu device has no float64: its float32 variance
/// of values past about 1.8e19 overflows where their deviation does not, so it runs the
/// `Std` kernel, which takes the root before scaling its state back.
fn root_of_variance(wide: &Tensor, ds: &[usize], keepdim: bool, correction: f64) -> Result<Tensor> {
    use crate::device::Device;
    if matches!(wide.device(), Device::Wgpu | Device::Metal) {
        return reduce_raw("std", ReduceOp::Std(correction), wide, ds, keepdim, None);
    }
    let var = reduce_raw("var", ReduceOp::Var(correction), wide, ds, keepdim, None)?;
    super::unary("sqrt", crate::kernels::UnaryOp::SqrtIeee, &var)
}

/// `var_mean`/`std_mean`: ATen computes both in one Welford pass (`std_var_mean_out`, with
/// no two-pass path for a whole tensor, unlike `var()`), so the mean is that pass's running
/// mean, not `mean()`'s sum over n: it differs in the last bit on many rows, and it is NaN
/// once an infinity is followed by another value. The pass accumulates in double for every
/// float dtype on the CPU; each result is rounded once to the input's dtype (a standard
/// deviation after `std::sqrt`, as `WelfordOps::project` takes it). The wgpu device folds in
/// float32 by Chan's merge, the same pass in another order. The caller records the node.
pub fn var_mean(
    t: &Tensor,
    dims: Option<&[i64]>,
    correction: f64,
    keepdim: bool,
    take_sqrt: bool,
) -> Result<(Tensor, Tensor)> {
    let ds = reduce_dims(t, dims)?;
    let _no_grad = autodiff::NoGradGuard::new();
    let wide = if t.device() == crate::device::Device::Cpu {
        to_dtype(t, DType::Float64)?
    } else {
        super::widened(t)?
    };
    let var = if take_sqrt {
        root_of_variance(&wide, &ds, keepdim, correction)?
    } else {
        reduce_raw("var", ReduceOp::Var(correction), &wide, &ds, keepdim, None)?
    };
    let mean = reduce_raw("mean", ReduceOp::WelfordMean, &wide, &ds, keepdim, None)?;
    Ok((to_dtype(&var, t.dtype())?, to_dtype(&mean, t.dtype())?))
}

/// `argmax`/`argmin`: over one dim, or over the flattened tensor when `dim` is None.
pub fn arg_reduce(
    name: &str,
    max: bool,
    t: &Tensor,
    dim: Option<i64>,
    keepdim: bool,
) -> Result<Tensor> {
    let op = if max {
        ReduceOp::ArgMax
    } else {
        ReduceOp::ArgMin
    };
    if t.dtype() == DType::Bool {
        // ATen's argmax/argmin check (max/min and their indices take bools).
        return Err(TorchError::new(
            ErrorKind::NotImplementedError,
            format!("{name}(): does not support bool input"),
        ));
    }
    match dim {
        None => {
            if t.numel() == 0 {
                // ATen raises this one as an IndexError (`TORCH_CHECK_INDEX`).
                return Err(TorchError::new(
                    ErrorKind::IndexError,
                    format!(
                        "{name}(): Expected reduction dim to be specified for input.numel() == 0."
                    ),
                ));
            }
            let all: Vec<usize> = (0..t.ndim()).collect();
            let out = reduce_raw(name, op, t, &all, keepdim, None)?;
            Ok(out)
        }
        Some(d) => {
            let ds = reduce_dims(t, Some(&[d]))?;
            reduce_raw(name, op, t, &ds, keepdim, None)
        }
    }
}

/// `max(dim)`/`min(dim)`: values and indices.
pub fn max_dim(t: &Tensor, dim: i64, keepdim: bool, max: bool) -> Result<(Tensor, Tensor)> {
    let ds = reduce_dims(t, Some(&[dim]))?;
    let name = if max { "max" } else { "min" };
    let op = if max { ReduceOp::Max } else { ReduceOp::Min };
    let values = reduce_raw(name, op, t, &ds, keepdim, None)?;
    let indices = reduce_raw(
        name,
        if max {
            ReduceOp::ArgMax
        } else {
            ReduceOp::ArgMin
        },
        t,
        &ds,
        keepdim,
        None,
    )?;
    autodiff::record_index_reduce(
        if max { "MaxBackward0" } else { "MinBackward0" },
        t,
        ds.first().copied(),
        keepdim,
        &indices,
        &values,
    )?;
    Ok((values, indices))
}

/// `softmax`/`log_softmax` along `dim`; the result is contiguous.
pub fn softmax(t: &Tensor, dim: i64, log: bool, dtype: Option<DType>) -> Result<Tensor> {
    let d = wrap_dim(dim, t.ndim())?;
    let input = match dtype {
        Some(dt) => super::to_dtype_grad(t, dt)?,
        // ATen returns an empty input's fresh output before its kernel checks the dtype.
        None if t.numel() == 0 && !t.dtype().is_floating() => {
            return empty(&t.shape_ref(), t.dtype(), t.device());
        }
        None if !t.dtype().is_floating() => {
            return Err(crate::error::not_implemented(format!(
                "\"{}{}_kernel_impl\" not implemented for '{}'",
                if log { "log_softmax" } else { "softmax" },
                // The last dim (a 0-d or 1-d input's only one) has its own kernel.
                if d + 1 >= t.ndim() { "_lastdim" } else { "" },
                t.dtype().legacy_name()
            )));
        }
        None => t.clone(),
    };
    let out = empty(&t.shape_ref(), input.dtype(), t.device())?;
    run(
        if log { "log_softmax" } else { "softmax" },
        Kernel::Softmax {
            dim: d,
            log,
            // `_vec_log_softmax_lastdim` (a 0-d tensor counts as its own last dim).
            rounds: (log && input.dtype().is_reduced_float() && d + 1 >= t.ndim())
                .then(|| input.dtype()),
            lastdim: matches!(input.dtype(), DType::Float32 | DType::Float64) && d + 1 >= t.ndim(),
        },
        &[&out],
        &[&input],
        &t.shape_ref(),
    )?;
    autodiff::record_softmax(&input, d, log, &out)?;
    Ok(out)
}

/// `cumsum(dim)`.
pub fn cumsum(t: &Tensor, dim: i64, dtype: Option<DType>) -> Result<Tensor> {
    let d = wrap_dim(dim, t.ndim())?;
    let odt = dtype.unwrap_or(if t.dtype().is_floating() {
        t.dtype()
    } else {
        DType::Int64
    });
    super::order::refuse_bool_scan("cumsum", odt)?;
    let out = empty(&t.shape_ref(), odt, t.device())?;
    run(
        "cumsum",
        Kernel::Cumsum { dim: d },
        &[&out],
        &[t],
        &t.shape_ref(),
    )?;
    autodiff::record_cumsum(t, d, &out)?;
    Ok(out)
}

/// `nansum`: the sum with NaNs counted as zero, one `NansumBackward0` node whose gradient
/// is zero where the input was NaN.
pub fn nansum(
    x: &Tensor,
    dims: Option<&[i64]>,
    keepdim: bool,
    dtype: Option<DType>,
) -> Result<Tensor> {
    use crate::kernels::UnaryOp;
    let out = {
        let _g = crate::ops::autodiff::NoGradGuard::new();
        let nan = super::unary("isnan", UnaryOp::IsNan, x)?;
        let zeroed = super::where_(
            &nan,
            super::Arg::S(crate::scalar::Scalar::Int(0)),
            super::Arg::T(x),
        )?;
        super::reduce("nansum", ReduceOp::Sum, &zeroed, dims, keepdim, dtype)?
    };
    let (shape, nd) = (x.shape(), x.ndim());
    let dims: Vec<usize> = match dims {
        None => (0..nd).collect(),
        Some(d) => d
            .iter()
            .map(|&d| crate::layout::wrap_dim(d, nd))
            .collect::<Result<_>>()?,
    };
    autodiff::record_one_input("NansumBackward0", x, &out, true, move |g, xs| {
        // Put the reduced dims back as size 1, spread g over the input, zero it at NaNs.
        let g = crate::ops::autodiff::diff_ops::restore_dims(g, &dims, keepdim, nd)?;
        let target: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
        let spread = super::view::expand(&g, &target)?;
        let nan = super::unary("isnan", UnaryOp::IsNan, xs)?;
        super::where_(
            &nan,
            super::Arg::S(crate::scalar::Scalar::Int(0)),
            super::Arg::T(&spread),
        )
    })?;
    Ok(out)
}
