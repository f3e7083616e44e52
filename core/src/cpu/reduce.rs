//! Reductions over any set of dims of a strided input.
//!
//! The input is split into the dims that stay (one output element per index) and the dims
//! that are reduced (folded into that element). Float sums and means add in ATen's order and
//! dtype (`cascade_sum`); the other float reductions accumulate in f64.

use super::cascade_sum::cascade_sum;
use super::norm_order::{self, ordered_norm};
use super::reduce_walk::Walk;
use super::{lock, with_dtype};
use crate::dtype::DType;
use crate::element::Element;
use crate::error::{runtime, Result};
use crate::iter::{LoopLevel, LoopNest};
use crate::kernels::{KernelCall, ReduceOp};
use crate::layout::Layout;

/// Splits `l` into the layout over kept dims and the layout (offset 0) over reduced dims.
pub fn split_layout(l: &Layout, dims: &[usize]) -> (Layout, Layout) {
    let (mut kept, mut red) = ((vec![], vec![]), (vec![], vec![]));
    for d in 0..l.ndim() {
        let target = if dims.contains(&d) {
            &mut red
        } else {
            &mut kept
        };
        target.0.push(l.shape()[d]);
        target.1.push(l.strides()[d]);
    }
    // Each part keeps a subset of `l`'s dims (the reduced one at offset 0), so neither
    // reaches further into storage than `l` does.
    (
        Layout::from_parts(kept.0, kept.1, l.offset()),
        Layout::from_parts(red.0, red.1, 0),
    )
}

/// Offsets of a reduced sub-layout, materialised on first use when that is cheap, so the
/// inner fold is a plain loop over a slice (sums walk their own order and never build it).
struct ReducedOffsets {
    red: Layout,
    list: std::cell::OnceCell<Option<Vec<usize>>>,
}

impl ReducedOffsets {
    fn new(red: Layout) -> Self {
        ReducedOffsets {
            red,
            list: std::cell::OnceCell::new(),
        }
    }

    /// The offsets, listed once when there are at most 2**20 of them. Not generic: inside
    /// `for_each` this was compiled again for each of ~1,300 reduction bodies.
    fn list(&self) -> Option<&[usize]> {
        self.list
            .get_or_init(|| {
                (self.red.numel() <= 1 << 20).then(|| self.red.storage_indices().collect())
            })
            .as_deref()
    }

    /// Visits the reduced elements of one output. The work is metered, so a reduction of a
    /// huge broadcast view stops when its host says so (the caller then reports
    /// `limits::take_kernel_stop`); the partial result is never used.
    fn for_each(&self, base: usize, mut f: impl FnMut(usize, usize)) {
        let mut visit = |first: usize, offsets: &[usize]| {
            for (k, &o) in offsets.iter().enumerate() {
                f(first + k, base + o);
            }
        };
        match self.list() {
            Some(v) => {
                if !crate::limits::kernel_work(v.len() as u64) {
                    visit(0, v);
                }
            }
            None => self.for_each_chunk(&mut visit),
        }
    }

    /// A reduction too large to list: its offsets in chunks, metered between them. Not
    /// generic, as `list`.
    fn for_each_chunk(&self, visit: &mut dyn FnMut(usize, &[usize])) {
        const CHUNK: usize = 4096;
        let mut chunk = Vec::with_capacity(CHUNK);
        let mut first = 0;
        let mut indices = self.red.storage_indices();
        loop {
            chunk.clear();
            chunk.extend(indices.by_ref().take(CHUNK));
            if chunk.is_empty() || crate::limits::kernel_work(CHUNK as u64) {
                return;
            }
            visit(first, &chunk);
            first += chunk.len();
        }
    }
}

/// Runs `$body` with `$F` bound to `f32` or `f64`; the caller's guard has checked that `$dt`
/// is one of the two (the ordered kernels exist only for them).
macro_rules! with_float_dtype {
    ($dt:expr, $F:ident => $body:expr) => {
        if $dt == DType::Float32 {
            type $F = f32;
            $body
        } else {
            type $F = f64;
            $body
        }
    };
}

pub fn reduce(call: &KernelCall, op: ReduceOp, dims: &[usize]) -> Result<Option<LoopNest>> {
    let (out, inp) = (&call.operands[0], &call.operands[1]);
    let (kept, red) = split_layout(&inp.layout, dims);
    let (out_kept, _) = split_layout(&out.layout, dims);
    let n = red.numel();
    let nest = LoopNest {
        loops: kept
            .shape()
            .iter()
            .zip(kept.strides())
            .chain(red.shape().iter().zip(red.strides()))
            .map(|(&size, &s)| LoopLevel {
                size,
                strides: vec![s],
            })
            .collect(),
        order: (0..inp.layout.ndim())
            .filter(|d| !dims.contains(d))
            .chain(dims.iter().copied())
            .collect(),
        contiguous_fast_path: false,
        tile: None,
    };
    let offsets = ReducedOffsets::new(red);
    let (in_dt, out_dt) = (inp.dtype(), out.dtype());
    let l = lock(call.operands)?;
    let (po, pi) = (l.ptrs[0], l.ptrs[1] as *const u8);
    // (output offset, first input offset) of each kept position, for the loops that fold one
    // output at a time; the ordered float sums and norms walk ATen's blocks instead.
    let pairs = || out_kept.storage_indices().zip(kept.storage_indices());
    // SAFETY: `lock` checked both layouts against their storages; the pointer casts follow
    // the operands' dtypes.
    unsafe {
        with_dtype!(in_dt, T => {
            let src = pi as *const T;
            let read = |o: usize| *src.add(o);
            match op {
                ReduceOp::ArgMax | ReduceOp::ArgMin => {
                    if n == 0 {
                        return Err(runtime(format!(
                            "{}(): Expected reduction dim to be specified for input.numel() == 0.",
                            op.name()
                        )));
                    }
                    let dst = po as *mut i64;
                    for (o, i) in pairs() {
                        *dst.add(o) = arg_extreme::<T>(&offsets, i, read, op == ReduceOp::ArgMax);
                    }
                }
                ReduceOp::Max | ReduceOp::Min => {
                    if n == 0 {
                        return Err(runtime(format!(
                            "{}(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.",
                            op.name()
                        )));
                    }
                    let dst = po as *mut T;
                    for (o, i) in pairs() {
                        let k = arg_extreme::<T>(&offsets, i, read, op == ReduceOp::Max) as usize;
                        let mut v = T::default();
                        offsets.for_each(i, |j, off| if j == k { v = read(off) });
                        *dst.add(o) = v;
                    }
                }
                ReduceOp::All | ReduceOp::Any => {
                    let all = op == ReduceOp::All;
                    for (o, i) in pairs() {
                        let mut acc = all;
                        offsets.for_each(i, |_, off| {
                            let b = read(off).to_bool();
                            if all { acc &= b } else { acc |= b }
                        });
                        // bool, or uint8 for a uint8 input (ops::reduce picks the dtype).
                        if out_dt == DType::UInt8 {
                            *po.add(o) = acc as u8;
                        } else {
                            *(po as *mut bool).add(o) = acc;
                        }
                    }
                }
                ReduceOp::Sum | ReduceOp::Mean
                    if out_dt == in_dt
                        && out.layout.ndim() == inp.layout.ndim()
                        && matches!(out_dt, DType::Float32 | DType::Float64) =>
                {
                    let walk = walk_of(inp, out, dims);
                    let mean = op == ReduceOp::Mean;
                    with_float_dtype!(out_dt, F => {
                        ordered_sum::<F>(&walk, &out.layout, po as *mut F, pi as *const F, mean, n);
                    })
                }
                ReduceOp::Norm(p)
                    if out_dt == in_dt
                        && n > 0
                        && norm_order::handles(p)
                        && out.layout.ndim() == inp.layout.ndim()
                        && matches!(out_dt, DType::Float32 | DType::Float64) =>
                {
                    let walk = walk_of(inp, out, dims);
                    let threads = super::threads::order_threads();
                    let on = out.layout.numel();
                    with_float_dtype!(out_dt, F => {
                        let (src, dst) = (pi as *const F, po as *mut F);
                        ordered_norm(&walk, p, threads, on, |o| *src.add(o), |o, v| *dst.add(o) = v);
                    })
                }
                _ if !in_dt.is_floating() => {
                    if out_dt.is_floating() || !matches!(op, ReduceOp::Sum | ReduceOp::Prod) {
                        return Err(crate::error::not_implemented(format!(
                            "\"{}\" not implemented for '{}'", op.name(), in_dt.legacy_name()
                        )));
                    }
                    // ATen accumulates integers in int64; a narrower result keeps the low
                    // bits (wrapping), a bool one whether the sum or product is nonzero.
                    with_dtype!(out_dt, O => {
                        let dst = po as *mut O;
                        for (o, i) in pairs() {
                            let mut acc: i64 = if op == ReduceOp::Prod { 1 } else { 0 };
                            offsets.for_each(i, |_, off| {
                                let v = read(off).to_i64();
                                acc = if op == ReduceOp::Prod { acc.wrapping_mul(v) } else { acc.wrapping_add(v) };
                            });
                            *dst.add(o) = O::from_i64(acc);
                        }
                    })
                }
                _ => {
                    let chunks = super::welford::chunks(n, out.layout.numel(), super::threads::order_threads());
                    with_dtype!(out_dt, O => {
                        let dst = po as *mut O;
                        for (o, i) in pairs() {
                            let v = float_fold(op, &offsets, i, (n, chunks), out_dt, |off| read(off).to_f64());
                            *dst.add(o) = O::from_f64(v);
                        }
                    })
                }
            }
        });
    }
    crate::limits::take_kernel_stop()?;
    Ok(Some(nest))
}

/// ATen's walk of the reduction of `inp` over `dims` into `out` (same rank).
fn walk_of(inp: &crate::kernels::Operand, out: &crate::kernels::Operand, dims: &[usize]) -> Walk {
    let reduced: Vec<bool> = (0..inp.layout.ndim()).map(|d| dims.contains(&d)).collect();
    Walk::new(
        inp.layout.shape(),
        inp.layout.strides(),
        out.layout.strides(),
        &reduced,
        inp.layout.offset(),
        out.layout.offset(),
    )
}

/// A float sum (or mean: the sum divided by `n` in the same dtype, as ATen's CPU `mean`)
/// in ATen's order, into an output the walk's output offsets address.
///
/// # Safety
/// `out` and `inp` must be valid for every offset of `out_layout` and of the walk.
unsafe fn ordered_sum<A>(
    walk: &Walk,
    out_layout: &Layout,
    out: *mut A,
    inp: *const A,
    mean: bool,
    n: usize,
) where
    A: super::cascade_sum::Acc + std::ops::Div<Output = A> + Element,
{
    for o in out_layout.storage_indices() {
        *out.add(o) = A::default();
    }
    let threads = super::threads::order_threads();
    let done = cascade_sum(
        walk,
        threads,
        out_layout.numel(),
        |o| *inp.add(o),
        |o, v| *out.add(o) = *out.add(o) + v,
    );
    if done && mean {
        let d = A::from_f64(n as f64);
        for o in out_layout.storage_indices() {
            *out.add(o) = *out.add(o) / d;
        }
    }
}

/// Index (within the reduced elements, row-major) of the first max or min; NaN wins, as in
/// PyTorch, and the first NaN is reported.
fn arg_extreme<T: Element>(
    offs: &ReducedOffsets,
    base: usize,
    read: impl Fn(usize) -> T,
    max: bool,
) -> i64 {
    let mut best: Option<(T, usize)> = None;
    let mut nan_at: Option<usize> = None;
    offs.for_each(base, |k, off| {
        if nan_at.is_some() {
            return;
        }
        let v = read(off);
        #[allow(clippy::eq_op)]
        if v != v {
            nan_at = Some(k);
            return;
        }
        match best {
            None => best = Some((v, k)),
            Some((b, _)) => {
                if (max && v > b) || (!max && v < b) {
                    best = Some((v, k));
                }
            }
        }
    });
    nan_at.or(best.map(|b| b.1)).unwrap_or(0) as i64
}

/// `x.prod()` in ATen's order (`binary_kernel_reduce_vec`, AVX2 dispatch): a reduction
/// over a unit-stride run keeps four vectors of `lanes` partial products over blocks of
/// `4 * lanes`, multiplies them together lane-wise, then the lanes in order, then the tail
/// one by one; any other walk multiplies in order. Each product is rounded to the output
/// dtype, as the kernel computes in it.
fn ordered_product(
    offs: &ReducedOffsets,
    base: usize,
    n: usize,
    out_dt: DType,
    read: impl Fn(usize) -> f64,
) -> f64 {
    let round: fn(f64) -> f64 = match out_dt {
        DType::Float32 => |v| v as f32 as f64,
        DType::Float16 => |v| half::f16::from_f64(v).to_f64(),
        DType::BFloat16 => |v| half::bf16::from_f64(v).to_f64(),
        _ => |v| v,
    };
    let lanes = super::cascade_sum::VECTOR_BYTES / out_dt.itemsize().max(1);
    let block = 4 * lanes;
    let count = if offs.red.is_contiguous() {
        n / block
    } else {
        0
    };
    // The partial products live on the stack: this runs once per output element. A block
    // is at most 4 vectors of 32 one-byte lanes.
    let mut acc = [1.0f64; 4 * super::cascade_sum::VECTOR_BYTES];
    let mut dst = 1.0f64;
    offs.for_each(base, |j, o| {
        let v = read(o);
        if j < count * block {
            let t = j % block;
            acc[t] = if j < block { v } else { round(acc[t] * v) };
            if j + 1 == count * block {
                let mut lane_products = (0..lanes).map(|l| {
                    let a = round(acc[l] * acc[lanes + l]);
                    let b = round(acc[2 * lanes + l] * acc[3 * lanes + l]);
                    round(a * b)
                });
                let first = lane_products.next().unwrap_or(1.0);
                dst = round(lane_products.fold(first, |p, x| round(p * x)));
            }
        } else {
            dst = round(dst * v);
        }
    });
    dst
}

fn float_fold(
    op: ReduceOp,
    offs: &ReducedOffsets,
    base: usize,
    (n, chunks): (usize, usize),
    out_dt: DType,
    read: impl Fn(usize) -> f64,
) -> f64 {
    let out_f32 = out_dt == DType::Float32;
    match op {
        ReduceOp::Sum | ReduceOp::Mean => {
            let mut acc = 0.0f64;
            offs.for_each(base, |_, o| acc += read(o));
            if op != ReduceOp::Mean {
                acc
            } else if out_f32 {
                // PyTorch divides the float32 sum by n in float32.
                ((acc as f32) / (n as f32)) as f64
            } else {
                acc / n as f64
            }
        }
        ReduceOp::Prod => ordered_product(offs, base, n, out_dt, read),
        ReduceOp::Norm(p) => {
            if p == f64::INFINITY {
                let mut m = 0.0f64;
                offs.for_each(base, |_, o| {
                    let v = read(o).abs();
                    if v > m || v.is_nan() {
                        m = v
                    }
                });
                m
            } else if p == f64::NEG_INFINITY {
                // The smallest magnitude (NaN wins, as in torch.amin).
                let mut m = f64::INFINITY;
                offs.for_each(base, |_, o| {
                    let v = read(o).abs();
                    if v < m || v.is_nan() {
                        m = v
                    }
                });
                if m.is_nan() {
                    f64::NAN
                } else {
                    m
                }
            } else if p == 0.0 {
                let mut c = 0.0;
                offs.for_each(base, |_, o| {
                    if read(o) != 0.0 {
                        c += 1.0
                    }
                });
                c
            } else if p == 1.0 {
                let mut acc = 0.0;
                offs.for_each(base, |_, o| acc += read(o).abs());
                acc
            } else if p == 2.0 {
                let mut acc = 0.0;
                offs.for_each(base, |_, o| {
                    let v = read(o);
                    acc += v * v
                });
                acc.sqrt()
            } else {
                let mut acc = 0.0;
                offs.for_each(base, |_, o| acc += read(o).abs().powf(p));
                acc.powf(1.0 / p)
            }
        }
        ReduceOp::LogSumExp => {
            let mut m = f64::NEG_INFINITY;
            offs.for_each(base, |_, o| {
                let v = read(o);
                if v > m || v.is_nan() {
                    m = v
                }
            });
            if m.is_infinite() || m.is_nan() {
                return if m.is_nan() || m > 0.0 {
                    m
                } else {
                    f64::NEG_INFINITY
                };
            }
            let mut acc = 0.0;
            offs.for_each(base, |_, o| acc += (read(o) - m).exp());
            m + acc.ln()
        }
        ReduceOp::Var(_) | ReduceOp::Std(_) | ReduceOp::WelfordMean => {
            // ATen's `WelfordOps` in double, one element at a time in the walk's order
            // (`binary_kernel_reduce`; `var()` of a whole float tensor takes `var_all_cpu`'s
            // two passes instead, ops/reduce.rs). Two passes here differed in the last bit of
            // float64 results on most rows.
            let w = super::welford::fold(n, chunks, |f| offs.for_each(base, |j, o| f(j, read(o))));
            match op {
                ReduceOp::Var(correction) => w.variance(correction),
                ReduceOp::Std(correction) => w.variance(correction).sqrt(),
                // ATen fills an empty reduction's mean with NaN.
                _ if w.n == 0.0 => f64::NAN,
                _ => w.mean,
            }
        }
        ReduceOp::Max
        | ReduceOp::Min
        | ReduceOp::ArgMax
        | ReduceOp::ArgMin
        | ReduceOp::All
        | ReduceOp::Any => {
            unreachable!("handled by the caller")
        }
    }
}
