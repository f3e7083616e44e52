//! ATen's split of an elementwise loop between its vectorized and scalar code, for ops
//! whose two paths compute different bits (SLEEF on vectors, the C library on scalars).
//!
//! `TensorIterator::for_each` runs `[0, numel)` on one thread below `GRAIN_SIZE` elements
//! and otherwise cuts it into `at::parallel_for`'s chunks (one per thread, PyTorch's thread
//! count being `order_threads`); each chunk is walked row by row (the innermost coalesced
//! dim), a row cut where a chunk starts or ends. `cpu_kernel_vec`'s inner loop then runs
//! whole blocks of `block` elements of each such segment through the vector op when the
//! output is unit-stride and the input unit-stride or a broadcast scalar (stride 0), and
//! the segment's last `len % block` elements, and every element of any other loop, through
//! the scalar op.

use super::loops::map1;
use crate::cpu::reduce_walk::{parallel_ranges, GRAIN_SIZE};
use crate::iter::LoopPlan;

/// Where ATen's vectorized blocks lie in the linear order of a plan's elements.
struct Segments {
    row: usize,
    block: usize,
    chunks: Vec<(usize, usize)>,
}

impl Segments {
    fn new(plan: &LoopPlan, block: usize) -> Segments {
        let threads = crate::cpu::threads::order_threads();
        Segments {
            row: plan.inner_len().max(1),
            block,
            chunks: parallel_ranges(plan.numel, GRAIN_SIZE, threads),
        }
    }

    /// For the element at linear position `p`: the end of its segment and the end of the
    /// segment's vectorized part (positions below it take the vector op).
    fn at(&self, p: usize) -> (usize, usize) {
        let row_start = p / self.row * self.row;
        let (c0, c1) = self
            .chunks
            .iter()
            .copied()
            .find(|&(_, e)| p < e)
            .unwrap_or((0, usize::MAX));
        let (s0, s1) = (row_start.max(c0), (row_start + self.row).min(c1));
        let len = s1 - s0;
        (s1, s0 + len - len % self.block)
    }
}

/// `map1` for a unary op with ATen's vectorized/scalar split (see the module doc). It runs
/// on one thread: the split depends on each element's position in PyTorch's order.
///
/// # Safety
/// As `map1`.
pub(super) unsafe fn map1_blocks<A: Copy, O>(
    plan: &LoopPlan,
    p: &[*mut u8],
    block: usize,
    vectorized: impl Fn(A) -> O + Sync,
    scalar: impl Fn(A) -> O + Sync,
) {
    if plan.tiled() {
        // Operands disagree on the unit-stride dim: ATen's inner loop is strided.
        // SAFETY: as this function's.
        return unsafe { map1(plan, p, scalar) };
    }
    let segs = Segments::new(plan, block);
    let (o, a) = (p[0] as *mut O, p[1] as *const A);
    let mut pos = 0usize;
    plan.for_each_row(|offs, n, st| {
        let unit = st[0] == 1 && st[1] <= 1;
        // SAFETY: offsets stay inside the buffers (checked by `lock`).
        unsafe {
            let (po, pa) = (o.add(offs[0]), a.add(offs[1]));
            let (mut seg_end, mut vec_end) = segs.at(pos);
            for i in 0..n {
                let at = pos + i;
                if at >= seg_end {
                    (seg_end, vec_end) = segs.at(at);
                }
                let x = *pa.add(i * st[1]);
                *po.add(i * st[0]) = if unit && at < vec_end {
                    vectorized(x)
                } else {
                    scalar(x)
                };
            }
        }
        pos += n;
    });
}

/// Which rows of a binary loop ATen vectorizes (`cpu_kernel_vec`'s `is_contiguous` and
/// `is_contiguous_scalar` checks on the row's strides: output, then the two inputs).
#[derive(Clone, Copy)]
pub(super) enum Vectorizes {
    /// A binary op: the output and both inputs unit-stride, or one input a broadcast
    /// scalar (stride 0) and the other unit-stride.
    Binary,
    /// A unary op whose second operand is a number ATen holds outside the iterator
    /// (pow(Tensor, Scalar)): the first input unit-stride or a broadcast scalar.
    FirstInput,
}

impl Vectorizes {
    fn row(self, st: &[usize]) -> bool {
        st[0] == 1
            && match self {
                Vectorizes::Binary => matches!((st[1], st[2]), (1, 0 | 1) | (0, 1)),
                Vectorizes::FirstInput => st[1] <= 1,
            }
    }
}

/// `map2` for a binary op with ATen's vectorized/scalar split (see `map1_blocks`).
///
/// # Safety
/// As `map2`.
pub(super) unsafe fn map2_blocks<A: Copy, B: Copy, O>(
    plan: &LoopPlan,
    p: &[*mut u8],
    block: usize,
    rows: Vectorizes,
    vectorized: impl Fn(A, B) -> O + Sync,
    scalar: impl Fn(A, B) -> O + Sync,
) {
    if plan.tiled() {
        // SAFETY: as this function's.
        return unsafe { super::loops::map2(plan, p, scalar) };
    }
    let segs = Segments::new(plan, block);
    let (o, a, b) = (p[0] as *mut O, p[1] as *const A, p[2] as *const B);
    let mut pos = 0usize;
    plan.for_each_row(|offs, n, st| {
        let unit = rows.row(st);
        // SAFETY: offsets stay inside the buffers (checked by `lock`).
        unsafe {
            let (po, pa, pb) = (o.add(offs[0]), a.add(offs[1]), b.add(offs[2]));
            let (mut seg_end, mut vec_end) = segs.at(pos);
            for i in 0..n {
                let at = pos + i;
                if at >= seg_end {
                    (seg_end, vec_end) = segs.at(at);
                }
                let (x, y) = (*pa.add(i * st[1]), *pb.add(i * st[2]));
                *po.add(i * st[0]) = if unit && at < vec_end {
                    vectorized(x, y)
                } else {
                    scalar(x, y)
                };
            }
        }
        pos += n;
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seg(numel: usize, row: usize, threads: usize) -> Segments {
        Segments {
            row,
            block: 32,
            chunks: parallel_ranges(numel, GRAIN_SIZE, threads),
        }
    }

    #[test]
    fn blocks_restart_at_rows_and_thread_chunks() {
        // One row of 100: blocks [0, 96), tail [96, 100).
        assert_eq!(seg(100, 100, 2).at(5), (100, 96));
        // Rows of 40: each row has one block and an 8-element tail.
        assert_eq!(seg(120, 40, 2).at(45), (80, 72));
        // 100,000 elements on two threads: chunks [0, 50000) and [50000, 100000).
        assert_eq!(seg(100_000, 100_000, 2).at(10), (50_000, 49_984));
        assert_eq!(seg(100_000, 100_000, 2).at(50_000), (100_000, 99_984));
        assert_eq!(seg(100_003, 100_003, 1).at(50_000), (100_003, 100_000));
    }

    #[test]
    fn binary_rows_vectorize_with_at_most_one_broadcast_input() {
        let b = Vectorizes::Binary;
        assert!(b.row(&[1, 1, 1]) && b.row(&[1, 0, 1]) && b.row(&[1, 1, 0]));
        // Both inputs broadcast, a strided input or a strided output: the scalar loop.
        assert!(!b.row(&[1, 0, 0]) && !b.row(&[1, 2, 1]) && !b.row(&[2, 1, 1]));
        // pow(Tensor, number): the number is no operand of ATen's loop.
        assert!(Vectorizes::FirstInput.row(&[1, 0, 0]));
        assert!(!Vectorizes::FirstInput.row(&[1, 3, 0]));
    }
}
