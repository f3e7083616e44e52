//! Vector norms in ATen's dtype and order (`norm_kernel_tensor_iterator_impl`), so a float32
//! norm is PyTorch's to the bit and overflows where PyTorch's does
//! (`torch.tensor([1e30, 1e30]).norm()` is `inf`: the squares overflow float32).
//!
//! ATen accumulates in the tensor's dtype, element after element in the walk's order
//! (`binary_kernel_reduce`), except that a full reduction of 32,768 or more elements is cut
//! into one range per thread, and a 2-norm over one contiguous innermost dim keeps a partial
//! sum per vector lane (`binary_kernel_reduce_lastdim`). The walk is `reduce_walk`'s.

use super::cascade_sum::{Acc, VECTOR_BYTES};
use super::reduce_walk::{parallel_ranges, Walk, WalkDim, GRAIN_SIZE};
use crate::element::Float;

/// A norm's accumulator: the dtype's own float (`Float` has the powers and roots).
pub trait NormFloat: Acc + Float {}
impl<T: Acc + Float> NormFloat for T {}

/// The norms whose result depends on the order of additions. The others (0, inf, -inf)
/// count or compare and stay with the generic fold.
#[derive(Clone, Copy)]
enum Kind {
    One,
    Two,
    P(f64),
}

impl Kind {
    fn of(p: f64) -> Option<Kind> {
        match p {
            1.0 => Some(Kind::One),
            2.0 => Some(Kind::Two),
            _ if p.is_finite() && p != 0.0 => Some(Kind::P(p)),
            _ => None,
        }
    }

    /// `NormOneOps` / `NormTwoOps` / `NormOps::reduce`.
    fn add<A: NormFloat>(self, acc: A, x: A) -> A {
        match self {
            Kind::One => acc + x.abs(),
            Kind::Two => acc + x * x,
            Kind::P(p) => acc + x.abs().powf(A::from_f64(p)),
        }
    }

    /// `project`: the root.
    fn finish<A: NormFloat>(self, acc: A) -> A {
        match self {
            Kind::One => acc,
            Kind::Two => acc.sqrt(),
            Kind::P(p) => acc.powf(A::from_f64(1.0) / A::from_f64(p)),
        }
    }
}

/// Whether `ordered_norm` computes this `p`.
pub fn handles(p: f64) -> bool {
    Kind::of(p).is_some()
}

/// Visits the offsets of elements `[begin, end)` of the index space of `dims` (the first
/// dim fastest) from `base`. Every 4,096 elements it asks `stop` (given the count), and
/// returns false as soon as `stop` says yes.
fn walk_range(
    dims: &[WalkDim],
    base: usize,
    (begin, end): (usize, usize),
    stop: &mut impl FnMut(usize) -> bool,
    mut f: impl FnMut(usize),
) -> bool {
    const CHUNK: usize = 4096;
    if begin >= end {
        return true;
    }
    let mut idx = vec![0usize; dims.len()];
    let mut rest = begin;
    for (i, d) in idx.iter_mut().zip(dims) {
        *i = rest % d.size.max(1);
        rest /= d.size.max(1);
    }
    let mut at = base + idx.iter().zip(dims).map(|(i, d)| i * d.inp).sum::<usize>();
    for n in begin..end {
        if (n - begin) % CHUNK == 0 && stop(CHUNK) {
            return false;
        }
        f(at);
        // Odometer step, first dim fastest.
        for (k, d) in dims.iter().enumerate() {
            idx[k] += 1;
            at += d.inp;
            if idx[k] < d.size {
                break;
            }
            at -= d.size * d.inp;
            idx[k] = 0;
        }
    }
    true
}

/// The p-norm of each output of `walk` (`p` as `handles` accepts): `read(offset)` reads an
/// input element, `write(offset, v)` sets an output. `threads` as `cascade_sum`'s.
/// Returns false if the host stopped the kernel.
pub fn ordered_norm<A: NormFloat>(
    walk: &Walk,
    p: f64,
    threads: usize,
    out_numel: usize,
    read: impl Fn(usize) -> A,
    mut write: impl FnMut(usize, A),
) -> bool {
    let Some(kind) = Kind::of(p) else {
        return true;
    };
    // Reduced dims lead the walk (their output stride is 0); the kept ones follow.
    let split = walk.dims.iter().take_while(|d| d.out == 0).count();
    let (red, kept) = walk.dims.split_at(split);
    let red_numel: usize = red.iter().map(|d| d.size).product();
    let lanes = VECTOR_BYTES / std::mem::size_of::<A>();
    let mut stop = |n: usize| crate::limits::kernel_work(n as u64);
    let last_dim = matches!(kind, Kind::Two) && red.len() == 1 && red[0].inp == 1;
    let n_out: usize = kept.iter().map(|d| d.size).product();
    let mut idx = vec![0usize; kept.len()];
    for _ in 0..n_out {
        let (mut ib, mut ob) = (walk.in_base, walk.out_base);
        for (i, d) in idx.iter().zip(kept) {
            ib += i * d.inp;
            ob += i * d.out;
        }
        if red_numel == 1 {
            // `linalg_vector_norm` of size-1 dims is `abs` (no power and root to round).
            write(ob, read(ib).abs());
        } else {
            let acc = if last_dim {
                // `binary_kernel_reduce_lastdim`: whole vectors into lanes, the lanes added in
                // order, then the tail one by one. The tail's multiply-add is fused (PyTorch's
                // compiler contracts it; the vector lanes and `NormTwoOps` are not): found by
                // comparing all three choices with torch 2.15 bit for bit.
                if stop(red_numel) {
                    return false;
                }
                let n = red_numel;
                let mut lane = vec![A::default(); lanes];
                let full = n - n % lanes;
                for v in (0..full).step_by(lanes) {
                    for (l, a) in lane.iter_mut().enumerate() {
                        let x = read(ib + v + l);
                        *a = *a + x * x;
                    }
                }
                let mut acc = lane[0];
                for &a in &lane[1..] {
                    acc = acc + a;
                }
                // For float32 the compiler vectorizes the tail again with 4-float vectors:
                // 4 or more left over are added unfused, in order, before the fused rest
                // (measured against torch 2.15: `[4, 8)`, `[12, 16)`, ... elements differed
                // in the last bit otherwise; float64's tail has no such block).
                let mut tail = full;
                if std::mem::size_of::<A>() == 4 && n - full >= 4 {
                    for d in full..full + 4 {
                        let x = read(ib + d);
                        acc = acc + x * x;
                    }
                    tail = full + 4;
                }
                for d in tail..n {
                    let x = read(ib + d);
                    acc = x.mul_add(x, acc);
                }
                acc
            } else if out_numel == 1 && red_numel >= GRAIN_SIZE && threads > 1 {
                // One partial per thread (unused ones stay 0), combined in thread order.
                let mut parts = vec![A::default(); threads];
                for (t, range) in parallel_ranges(red_numel, GRAIN_SIZE, threads)
                    .into_iter()
                    .enumerate()
                {
                    let mut acc = A::default();
                    if !walk_range(red, ib, range, &mut stop, |o| acc = kind.add(acc, read(o))) {
                        return false;
                    }
                    parts[t] = acc;
                }
                parts.into_iter().fold(A::default(), |a, b| a + b)
            } else {
                let mut acc = A::default();
                if !walk_range(red, ib, (0, red_numel), &mut stop, |o| {
                    acc = kind.add(acc, read(o))
                }) {
                    return false;
                }
                acc
            };
            write(ob, kind.finish(acc));
        }
        for (k, d) in kept.iter().enumerate() {
            idx[k] += 1;
            if idx[k] < d.size {
                break;
            }
            idx[k] = 0;
        }
    }
    true
}
