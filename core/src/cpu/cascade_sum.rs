//! Float sums added in ATen's order (`SumKernel.cpp`), so `sum` and `mean` of float32 and
//! float64 tensors are PyTorch's to the bit, cancellation and overflow included.
//!
//! ATen adds in the tensor's own dtype (float32 in float32), in a cascade: partial sums over
//! runs of 16 or more elements, those sums summed in turn, so only numbers of similar size
//! meet. Where the reduced dim is contiguous it keeps one partial sum per vector lane; its
//! vectors are `Vectorized<T>`: 32 bytes in the PyTorch 2.15 wheel our cases are recorded
//! with (its sum kernel adds 8 floats or 4 doubles per vector even on an AVX-512 machine:
//! checked bit for bit, docs/decisions.md). A vector of accumulators is modelled as that
//! many independent scalar accumulators, which is what it is.
//!
//! The walk (which block of elements each call adds, and the split across threads) is
//! `reduce_walk`.

use super::reduce_walk::{Block, Split, Walk, WalkDim};
use std::ops::Add;

/// Bytes in one `Vectorized<T>` of PyTorch's sum kernel (AVX2 width).
pub const VECTOR_BYTES: usize = 32;

/// An accumulator type: the dtype's own float.
pub trait Acc: Copy + Default + Add<Output = Self> {}
impl Acc for f32 {}
impl Acc for f64 {}

/// Counts work and asks the host (deadline, Ctrl-C) every 2**20 elements; once it says
/// stop, every loop returns early and the caller reports `limits::take_kernel_stop`.
#[derive(Default)]
struct Meter {
    pending: u64,
    stopped: bool,
}

impl Meter {
    fn work(&mut self, n: usize) -> bool {
        self.pending += n as u64;
        if self.pending >= 4096 {
            self.stopped |= crate::limits::kernel_work(self.pending);
            self.pending = 0;
        }
        self.stopped
    }
}

/// `utils::CeilLog2`.
fn ceil_log2(x: usize) -> usize {
    if x <= 2 {
        1
    } else {
        (usize::BITS - (x - 1).leading_zeros()) as usize
    }
}

/// `multi_row_sum`: `nacc` accumulators over `size` steps, where step `i` adds its row of
/// values to them (`add_row(i, acc)`); every `2**level_power` steps the running sums move up
/// a level of the cascade.
fn multi_row_sum<A: Acc>(
    size: usize,
    nacc: usize,
    meter: &mut Meter,
    mut add_row: impl FnMut(usize, &mut [A]),
) -> Vec<A> {
    const LEVELS: usize = 4;
    let level_power = (ceil_log2(size) / LEVELS).max(4);
    let level_step = 1usize << level_power;
    let level_mask = level_step - 1;
    let mut acc = vec![A::default(); LEVELS * nacc];
    let mut i = 0;
    while i + level_step <= size {
        if meter.work(level_step * nacc) {
            acc.truncate(nacc);
            return acc;
        }
        for _ in 0..level_step {
            add_row(i, &mut acc[..nacc]);
            i += 1;
        }
        for j in 1..LEVELS {
            for k in 0..nacc {
                acc[j * nacc + k] = acc[j * nacc + k] + acc[(j - 1) * nacc + k];
                acc[(j - 1) * nacc + k] = A::default();
            }
            if i & (level_mask << (j * level_power)) != 0 {
                break;
            }
        }
    }
    // The rows past the last full level count too: a row of 3 summed 10**12 times (an
    // expanded input) is all tail, and must still reach the host's deadline.
    if meter.work((size - i).max(1) * nacc) {
        acc.truncate(nacc);
        return acc;
    }
    for i in i..size {
        add_row(i, &mut acc[..nacc]);
    }
    for j in 1..LEVELS {
        for k in 0..nacc {
            acc[k] = acc[k] + acc[j * nacc + k];
        }
    }
    acc.truncate(nacc);
    acc
}

/// Adds the run of elements from `at` to `acc`, one each.
#[inline(always)]
fn add_run<A: Acc>(acc: &mut [A], read: &impl Fn(usize) -> A, at: usize) {
    for (k, a) in acc.iter_mut().enumerate() {
        *a = *a + read(at + k);
    }
}

/// `row_sum` over `size` items, item `j` being the `lanes` elements from `base + j * stride`
/// (a scalar is one lane): four interleaved partial sums (ILP), a tail, then the partials
/// added into the first.
fn row_sum<A: Acc>(
    read: &impl Fn(usize) -> A,
    base: usize,
    stride: usize,
    size: usize,
    lanes: usize,
    meter: &mut Meter,
) -> Vec<A> {
    const ILP: usize = 4;
    let size_ilp = size / ILP;
    let mut p = multi_row_sum(size_ilp, ILP * lanes, meter, |i, acc| {
        for (k, part) in acc.chunks_exact_mut(lanes).enumerate() {
            add_run(part, read, base + (ILP * i + k) * stride);
        }
    });
    for j in size_ilp * ILP..size {
        add_run(&mut p[..lanes], read, base + j * stride);
    }
    for k in 1..ILP {
        for l in 0..lanes {
            p[l] = p[l] + p[k * lanes + l];
        }
    }
    p.truncate(lanes);
    p
}

/// `cascade_sum`'s loop over one block: adds each output's share of the block to it with
/// `out(offset, value)`.
/// Each loop over outputs stops once the meter has (a stopped `multi_row_sum` returns at
/// once, so without the check 10**11 of them would still run).
fn sum_block<A: Acc>(
    b: &Block,
    lanes: usize,
    meter: &mut Meter,
    read: &impl Fn(usize) -> A,
    out: &mut impl FnMut(usize, A),
) {
    let [mut s0, mut s1] = b.size;
    let [mut is0, mut is1] = b.in_strides;
    let [mut os0, mut os1] = b.out_strides;
    let (ib, ob) = (b.in_base, b.out_base);
    // Move the reduction to the first dim.
    if os0 != 0 && os1 == 0 {
        (is0, is1, os0, os1, s0, s1) = (is1, is0, os1, os0, s1, s0);
    }
    if os0 != 0 && os1 != 0 {
        // Not a true reduction: each output gets one element.
        meter.work(s0 * s1);
        for j in 0..s1 {
            if meter.stopped {
                return;
            }
            for i in 0..s0 {
                out(ob + i * os0 + j * os1, read(ib + i * is0 + j * is1));
            }
        }
        return;
    }
    let ost = os1;
    if is0 == 1 && s0 >= lanes {
        // Contiguous inner reduction: vectors along the row, then its tail, then the lanes.
        let nv = s0 / lanes;
        for j in 0..s1 {
            if meter.stopped {
                return;
            }
            let row = ib + j * is1;
            let v = row_sum(read, row, lanes, nv, lanes, meter);
            let mut fin = A::default();
            for k in nv * lanes..s0 {
                fin = fin + read(row + k);
            }
            for x in v {
                fin = fin + x;
            }
            out(ob + j * ost, fin);
        }
    } else if is1 == 1 && s1 >= lanes {
        // Contiguous outer reduction: four vectors of columns at a time, then one, then
        // single columns.
        let mut j = 0;
        while j + 4 * lanes <= s1 {
            if meter.stopped {
                return;
            }
            let s = multi_row_sum(s0, 4 * lanes, meter, |i, acc| {
                add_run(acc, read, ib + i * is0 + j)
            });
            for (k, v) in s.into_iter().enumerate() {
                out(ob + (j + k) * ost, v);
            }
            j += 4 * lanes;
        }
        while j + lanes <= s1 {
            if meter.stopped {
                return;
            }
            let s = row_sum(read, ib + j, is0, s0, lanes, meter);
            for (l, v) in s.into_iter().enumerate() {
                out(ob + (j + l) * ost, v);
            }
            j += lanes;
        }
        for j in j..s1 {
            if meter.stopped {
                return;
            }
            let s = row_sum(read, ib + j, is0, s0, 1, meter);
            out(ob + j * ost, s[0]);
        }
    } else if is0 < is1 {
        for j in 0..s1 {
            if meter.stopped {
                return;
            }
            let s = row_sum(read, ib + j * is1, is0, s0, 1, meter);
            out(ob + j * ost, s[0]);
        }
    } else {
        let mut j = 0;
        while j + 3 < s1 {
            if meter.stopped {
                return;
            }
            let s = multi_row_sum(s0, 4, meter, |i, acc| {
                for (k, a) in acc.iter_mut().enumerate() {
                    *a = *a + read(ib + i * is0 + (j + k) * is1);
                }
            });
            for (k, v) in s.into_iter().enumerate() {
                out(ob + (j + k) * ost, v);
            }
            j += 4;
        }
        for j in j..s1 {
            if meter.stopped {
                return;
            }
            let s = row_sum(read, ib + j * is1, is0, s0, 1, meter);
            out(ob + j * ost, s[0]);
        }
    }
}

/// Sums `walk` as ATen does with `threads` threads: `load(offset)` reads an input element,
/// `out(offset, v)` adds `v` to an output element (which the caller set to 0 first).
/// `out_numel` is the number of outputs. Returns false if the host stopped the kernel.
pub fn cascade_sum<A: Acc>(
    walk: &Walk,
    threads: usize,
    out_numel: usize,
    load: impl Fn(usize) -> A,
    mut out: impl FnMut(usize, A),
) -> bool {
    let elem = std::mem::size_of::<A>();
    let lanes = VECTOR_BYTES / elem;
    let mut meter = Meter::default();
    let n = walk.numel();
    if n == 0 {
        return true;
    }
    match walk.split(threads, out_numel, elem) {
        Split::Serial => walk.blocks(0, n, |b| sum_block(&b, lanes, &mut meter, &load, &mut out)),
        Split::TwoPass { threads, ranges } => {
            let mut partial = vec![A::default(); threads];
            for (t, &(b, e)) in ranges.iter().enumerate() {
                let p = &mut partial[t];
                walk.blocks(b, e, |blk| {
                    sum_block(&blk, lanes, &mut meter, &load, &mut |_, v| *p = *p + v)
                });
            }
            // The partial sums are a run of `threads` elements reduced into the output.
            let last = Walk {
                dims: vec![WalkDim {
                    size: threads,
                    out: 0,
                    inp: 1,
                }],
                out_base: walk.out_base,
                in_base: 0,
            };
            last.blocks(0, threads, |b| {
                sum_block(&b, lanes, &mut meter, &|i| partial[i], &mut out)
            });
        }
        Split::ByDim { dim, parts } => {
            for (b, e) in parts {
                let part = walk.narrowed(dim, b, e);
                part.blocks(0, part.numel(), |blk| {
                    sum_block(&blk, lanes, &mut meter, &load, &mut out)
                });
            }
        }
    }
    !meter.stopped
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sum32(xs: &[f32]) -> f32 {
        let w = Walk::new(&[xs.len()], &[1], &[1], &[true], 0, 0);
        let mut r = 0f32;
        cascade_sum(&w, 2, 1, |o| xs[o], |_, v| r += v);
        r
    }

    #[test]
    fn short_sums_add_left_to_right_in_float32() {
        // PyTorch: torch.tensor([1e8, 1., -1e8]).sum() is 0.
        assert_eq!(sum32(&[1e8, 1.0, -1e8]), 0.0);
        assert_eq!(sum32(&[1.0, 1e8, -1e8]), 0.0);
        assert_eq!(sum32(&[1e8, -1e8, 1.0]), 1.0);
    }

    #[test]
    fn overflow_happens_in_float32() {
        assert_eq!(sum32(&[3e38, 3e38, -3e38]), f32::INFINITY);
    }

    #[test]
    fn ceil_log2_is_atens() {
        assert_eq!(
            [1, 2, 3, 4, 5, 16, 17].map(ceil_log2),
            [1, 1, 2, 2, 3, 4, 5]
        );
    }

    #[test]
    fn a_long_sum_loses_less_than_a_running_float32_sum() {
        let xs = vec![0.1f32; 1 << 20];
        let running = xs.iter().fold(0f32, |a, &b| a + b);
        let exact = 0.1f32 as f64 * (1 << 20) as f64;
        let cascade = sum32(&xs) as f64;
        assert!((cascade - exact).abs() < (running as f64 - exact).abs() / 100.0);
    }
}
