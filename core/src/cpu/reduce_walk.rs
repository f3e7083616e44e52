//! The order in which ATen's TensorIterator walks a reduction on the CPU.
//!
//! Float addition is not associative, so a sum is only PyTorch's sum if its elements are
//! added in PyTorch's order (`torch.tensor([1e8, 1., -1e8]).sum()` is `0.`, not `1.`). That
//! order comes from three places, each reproduced here as pure layout math:
//! - `reorder_dimensions` puts the reduced dims first, then sorts by stride, and
//!   `coalesce_dimensions` merges dims that walk memory as one;
//! - `serial_for_each` (with its `DimCounter`) cuts a range of the walk into the 2-d blocks
//!   the kernel's loop receives;
//! - `parallel_reduce` splits a large walk across threads: a full reduction into one
//!   partial sum per thread, any other by a kept dim.
//!
//! The kernel that adds within a block is `cascade_sum`.

/// One dim of the walk: its size and the stride of each operand in elements (the output's
/// is 0 where the dim is reduced).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WalkDim {
    pub size: usize,
    pub out: usize,
    pub inp: usize,
}

/// What the kernel's loop receives: two dims of the walk at given bases.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Block {
    pub out_base: usize,
    pub in_base: usize,
    pub size: [usize; 2],
    pub out_strides: [usize; 2],
    pub in_strides: [usize; 2],
}

/// ATen's `internal::GRAIN_SIZE`: below this many elements a reduction runs on one thread.
pub const GRAIN_SIZE: usize = 32768;

/// How `parallel_reduce` splits a walk.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Split {
    /// One thread walks everything.
    Serial,
    /// A full reduction: thread `t` sums `ranges[t]` of the walk into its own partial sum,
    /// and the partial sums (one per thread, unused ones 0) are then summed in thread order.
    TwoPass {
        threads: usize,
        ranges: Vec<(usize, usize)>,
    },
    /// Each part is the walk narrowed to `[begin, end)` of a kept dim, walked whole.
    ByDim {
        dim: usize,
        parts: Vec<(usize, usize)>,
    },
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Walk {
    pub dims: Vec<WalkDim>,
    pub out_base: usize,
    pub in_base: usize,
}

impl Walk {
    /// The walk of a reduction whose input has `shape` and `in_strides` and whose output
    /// (in the input's rank, reduced dims kept) has `out_strides`, with `reduced` marking
    /// the reduced dims.
    pub fn new(
        shape: &[usize],
        in_strides: &[usize],
        out_strides: &[usize],
        reduced: &[bool],
        in_base: usize,
        out_base: usize,
    ) -> Walk {
        // Fastest-moving first, as ATen's `perm_` starts (n-1, ..., 0).
        let mut dims: Vec<WalkDim> = (0..shape.len())
            .rev()
            .map(|d| WalkDim {
                size: shape[d],
                out: if reduced[d] { 0 } else { out_strides[d] },
                inp: in_strides[d],
            })
            .collect();
        reorder(&mut dims);
        coalesce(&mut dims);
        Walk {
            dims,
            out_base,
            in_base,
        }
    }

    pub fn numel(&self) -> usize {
        self.dims.iter().map(|d| d.size).product()
    }

    /// `is_dim_reduced`: the output does not move along a dim of more than one element.
    fn is_reduced(&self, d: usize) -> bool {
        self.dims[d].out == 0 && self.dims[d].size > 1
    }

    /// `serial_for_each` over elements `[begin, end)` of the walk.
    pub fn blocks(&self, begin: usize, end: usize, mut f: impl FnMut(Block)) {
        if begin >= end && self.dims.len() > 1 {
            return;
        }
        let dim = |k: usize| {
            self.dims.get(k).copied().unwrap_or(WalkDim {
                size: 1,
                out: 0,
                inp: 0,
            })
        };
        let (d0, d1) = (dim(0), dim(1));
        let strides = Block {
            out_base: 0,
            in_base: 0,
            size: [0, 0],
            out_strides: [d0.out, d1.out],
            in_strides: [d0.inp, d1.inp],
        };
        if self.dims.len() <= 1 {
            f(Block {
                out_base: self.out_base + begin * d0.out,
                in_base: self.in_base + begin * d0.inp,
                size: [end - begin, 1],
                ..strides
            });
            return;
        }
        let shape: Vec<usize> = self.dims.iter().map(|d| d.size).collect();
        let mut values = vec![0usize; shape.len()];
        let mut linear = begin;
        for (v, &n) in values.iter_mut().zip(&shape) {
            if n > 0 {
                *v = linear % n;
                linear /= n;
            }
        }
        let mut offset = begin;
        while offset < end {
            let step0 = (shape[0] - values[0]).min(end - offset);
            let step1 = if step0 == shape[0] {
                (shape[1] - values[1]).min((end - offset) / shape[0])
            } else {
                1
            };
            let (mut ob, mut ib) = (self.out_base, self.in_base);
            for (v, d) in values.iter().zip(&self.dims) {
                ob += v * d.out;
                ib += v * d.inp;
            }
            f(Block {
                out_base: ob,
                in_base: ib,
                size: [step0, step1],
                ..strides
            });
            // DimCounter::increment
            offset += step0 * step1;
            let (mut i, mut overflow) = if step1 != 1 { (1, step1) } else { (0, step0) };
            while i < shape.len() && overflow > 0 {
                let v = values[i] + overflow;
                if v >= shape[i] {
                    values[i] = v - shape[i];
                    overflow = 1;
                } else {
                    values[i] = v;
                    overflow = 0;
                }
                i += 1;
            }
        }
    }

    /// The walk narrowed to `[begin, end)` of dim `d` (`TensorIterator::narrow`).
    pub fn narrowed(&self, d: usize, begin: usize, end: usize) -> Walk {
        let mut w = self.clone();
        w.out_base += begin * w.dims[d].out;
        w.in_base += begin * w.dims[d].inp;
        w.dims[d].size = end - begin;
        w
    }

    /// How `parallel_reduce` splits this walk over `threads` threads, for an output of
    /// `out_numel` elements and an input element of `elem_size` bytes.
    pub fn split(&self, threads: usize, out_numel: usize, elem_size: usize) -> Split {
        let numel = self.numel();
        if numel < GRAIN_SIZE || threads <= 1 {
            return Split::Serial;
        }
        if out_numel == 1 {
            return Split::TwoPass {
                threads,
                ranges: parallel_ranges(numel, GRAIN_SIZE, threads),
            };
        }
        let dim = self.split_dim(threads);
        let cols = self.dims[dim].size;
        let round = self.dims[dim].inp == 1;
        let multiple = 128 / elem_size;
        let parts = parallel_ranges(cols, 1, threads)
            .into_iter()
            .map(|(mut b, mut e)| {
                // Adjacent columns in memory are cut at 128-byte boundaries.
                if round {
                    b -= b % multiple;
                    if e != cols {
                        e -= e % multiple;
                    }
                }
                (b, e)
            })
            .filter(|(b, e)| b != e)
            .collect();
        Split::ByDim { dim, parts }
    }

    /// `find_split_dim`: the outermost kept dim with at least one element per thread, else
    /// the largest kept dim.
    fn split_dim(&self, threads: usize) -> usize {
        let last = self.dims.len() - 1;
        let mut best = last;
        for d in (0..=last).rev() {
            if self.is_reduced(d) {
                break;
            }
            if self.dims[d].size >= threads {
                return d;
            }
            if self.dims[d].size > self.dims[best].size {
                best = d;
            }
        }
        best
    }
}

/// `at::parallel_for(begin = 0, end = n, grain)` under OpenMP: the ranges each thread runs.
pub fn parallel_ranges(n: usize, grain: usize, threads: usize) -> Vec<(usize, usize)> {
    if n == 0 {
        return vec![];
    }
    if n <= grain || n <= 1 || threads <= 1 {
        return vec![(0, n)];
    }
    let used = threads.min(n.div_ceil(grain));
    let chunk = n.div_ceil(used);
    (0..used)
        .map(|t| t * chunk)
        .filter(|&b| b < n)
        .map(|b| (b, n.min(b + chunk)))
        .collect()
}

/// `reorder_dimensions`'s comparator for a reduction: 1 if `a` should come after `b`, -1 if
/// before, 0 if the strides cannot tell. Operand 0 is the output, operand 1 the input.
fn should_swap(a: &WalkDim, b: &WalkDim) -> i32 {
    for (s0, s1, is_out) in [(a.out, b.out, true), (a.inp, b.inp, false)] {
        if is_out && (s0 == 0) != (s1 == 0) {
            return if s1 == 0 { 1 } else { -1 };
        }
        if s0 == 0 || s1 == 0 {
            continue;
        }
        if s0 < s1 {
            return -1;
        }
        if s0 > s1 {
            return 1;
        }
        if a.size > b.size {
            return 1;
        }
    }
    0
}

/// Insertion sort that steps over ambiguous pairs, as ATen's.
fn reorder(dims: &mut [WalkDim]) {
    for i in 1..dims.len() {
        let mut d1 = i;
        for d0 in (0..i).rev() {
            match should_swap(&dims[d0], &dims[d1]) {
                c if c > 0 => {
                    dims.swap(d0, d1);
                    d1 = d0;
                }
                c if c < 0 => break,
                _ => {}
            }
        }
    }
}

/// `coalesce_dimensions`: neighbours merge when either has size 1 or both operands step
/// from one into the other without a gap.
fn coalesce(dims: &mut Vec<WalkDim>) {
    if dims.len() <= 1 {
        return;
    }
    let mut prev = 0;
    for d in 1..dims.len() {
        let (p, c) = (dims[prev], dims[d]);
        let can =
            p.size == 1 || c.size == 1 || (p.size * p.out == c.out && p.size * p.inp == c.inp);
        if can {
            if p.size == 1 {
                dims[prev].out = c.out;
                dims[prev].inp = c.inp;
            }
            dims[prev].size *= c.size;
        } else {
            prev += 1;
            dims[prev] = c;
        }
    }
    dims.truncate(prev + 1);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn contiguous(shape: &[usize]) -> Vec<usize> {
        let mut s = vec![1; shape.len()];
        for d in (0..shape.len().saturating_sub(1)).rev() {
            s[d] = s[d + 1] * shape[d + 1];
        }
        s
    }

    fn walk(shape: &[usize], strides: &[usize], reduced: &[bool]) -> Walk {
        let keep: Vec<usize> = shape
            .iter()
            .zip(reduced)
            .map(|(&n, &r)| if r { 1 } else { n })
            .collect();
        Walk::new(shape, strides, &contiguous(&keep), reduced, 0, 0)
    }

    #[test]
    fn a_full_reduction_of_a_contiguous_or_transposed_tensor_is_one_run() {
        let w = walk(&[4, 5], &[5, 1], &[true, true]);
        assert_eq!(
            w.dims,
            vec![WalkDim {
                size: 20,
                out: 0,
                inp: 1
            }]
        );
        let t = walk(&[5, 4], &[1, 5], &[true, true]);
        assert_eq!(
            t.dims,
            vec![WalkDim {
                size: 20,
                out: 0,
                inp: 1
            }]
        );
    }

    #[test]
    fn reduced_dims_come_first_whatever_their_stride() {
        // x.sum(0) of a (3, 7) tensor: the reduced dim (stride 7) before the kept one.
        let w = walk(&[3, 7], &[7, 1], &[true, false]);
        assert_eq!(
            w.dims,
            vec![
                WalkDim {
                    size: 3,
                    out: 0,
                    inp: 7
                },
                WalkDim {
                    size: 7,
                    out: 1,
                    inp: 1
                }
            ]
        );
    }

    #[test]
    fn blocks_cover_a_range_once_in_order() {
        let w = walk(&[3, 4, 5], &[20, 5, 1], &[false, true, false]);
        let mut seen = vec![];
        w.blocks(7, 53, |b| {
            for j in 0..b.size[1] {
                for i in 0..b.size[0] {
                    seen.push(b.in_base + i * b.in_strides[0] + j * b.in_strides[1]);
                }
            }
        });
        // Every element once: the walk order is a permutation of storage positions.
        let mut sorted = seen.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(seen.len(), 46);
        assert_eq!(sorted.len(), 46);
    }

    #[test]
    fn parallel_ranges_are_openmp_chunks() {
        assert_eq!(
            parallel_ranges(100_000, GRAIN_SIZE, 2),
            vec![(0, 50_000), (50_000, 100_000)]
        );
        assert_eq!(parallel_ranges(32_768, GRAIN_SIZE, 2), vec![(0, 32_768)]);
        assert_eq!(parallel_ranges(3, 1, 2), vec![(0, 2), (2, 3)]);
    }
}
