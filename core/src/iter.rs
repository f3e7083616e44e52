//! The N-operand strided loop every CPU kernel runs through.
//!
//! Like PyTorch's TensorIterator: operands are broadcast to one shape, the dims are ordered
//! fastest-first by the operands' strides (the output decides first), and adjacent dims that
//! every operand can merge are coalesced. What is left is a loop nest whose innermost loop is
//! as long and as unit-strided as the layouts allow; `LoopNest` reports it for the UI.

use crate::layout::{broadcast_strides, iteration_order, Layout};
use serde::Serialize;

/// Row length inside a tile of a transposing loop. Short on purpose: each element of a row
/// sits on a different page for the operand that is strided there, and a row of 8 keeps
/// every operand's pages within the L1 TLB (measured on 4096² transposes: 64 → 8 took
/// `.contiguous()` from 78 to 49 ms; see docs/performance.md).
pub const TILE: usize = 8;
/// How many rows a tile spans in the second loop (where the strided operand is contiguous,
/// so it streams 512 consecutive elements per page it touches).
pub const TILE_SPAN: usize = 512;
/// Rows longer than this are handed to kernels in pieces, with a deadline check between.
const ROW_CHUNK: usize = 1 << 16;

/// A planned loop over `shape` (fastest dim first) with one stride list per operand.
#[derive(Clone, Debug, PartialEq)]
pub struct LoopPlan {
    /// Sizes of the loops, innermost first, after reordering and coalescing.
    pub shape: Vec<usize>,
    /// `strides[k][d]`: operand k's stride (elements) in loop d.
    pub strides: Vec<Vec<usize>>,
    pub offsets: Vec<usize>,
    /// The logical dims in iteration order, innermost first (before coalescing).
    pub order: Vec<usize>,
    pub numel: usize,
}

/// The loop nest in a form the UI and the trace can print.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LoopNest {
    /// Loops from outermost to innermost.
    pub loops: Vec<LoopLevel>,
    /// Logical dims from outermost to innermost, as chosen before merging.
    pub order: Vec<usize>,
    /// True when every operand walks memory with stride 1 in one flat loop.
    pub contiguous_fast_path: bool,
    /// The side of the square tiles the two innermost loops are walked in, when operands
    /// disagree on which of them is unit-stride (a transpose); `None` for plain rows.
    pub tile: Option<usize>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct LoopLevel {
    pub size: usize,
    /// Stride of each operand in this loop, in elements.
    pub strides: Vec<usize>,
}

impl LoopPlan {
    /// Plans a loop over `shape` for operands whose layouts broadcast to it. Operand 0 is the
    /// output when there is one: it decides the order first, as in TensorIterator.
    pub fn new(shape: &[usize], operands: &[&Layout]) -> LoopPlan {
        let bstrides: Vec<Vec<usize>> = operands
            .iter()
            .map(|l| broadcast_strides(l.shape(), l.strides(), shape))
            .collect();
        let refs: Vec<&[usize]> = bstrides.iter().map(|v| v.as_slice()).collect();
        let order = iteration_order(shape, &refs, &[]);
        Self::with_order(
            shape,
            &bstrides,
            operands.iter().map(|l| l.offset()).collect(),
            order,
        )
    }

    /// Plans a loop in a given order (innermost first) over already-broadcast strides.
    pub fn with_order(
        shape: &[usize],
        bstrides: &[Vec<usize>],
        offsets: Vec<usize>,
        order: Vec<usize>,
    ) -> LoopPlan {
        let mut sh: Vec<usize> = order.iter().map(|&d| shape[d]).collect();
        let mut st: Vec<Vec<usize>> = bstrides
            .iter()
            .map(|s| order.iter().map(|&d| s[d]).collect())
            .collect();
        coalesce(&mut sh, &mut st);
        LoopPlan {
            numel: shape.iter().product(),
            shape: sh,
            strides: st,
            offsets,
            order,
        }
    }

    /// The part of the plan where loop `dim` runs `len` steps from `start`: the same
    /// inner loops over a slab of the outer one (for splitting work between threads).
    pub fn part(&self, dim: usize, start: usize, len: usize) -> LoopPlan {
        let mut p = self.clone();
        for (o, s) in p.offsets.iter_mut().zip(&self.strides) {
            *o += start * s[dim];
        }
        p.numel = self.numel / self.shape[dim] * len;
        p.shape[dim] = len;
        p
    }

    pub fn nops(&self) -> usize {
        self.offsets.len()
    }

    /// Length of the innermost loop (1 for a 0-d loop).
    pub fn inner_len(&self) -> usize {
        self.shape.first().copied().unwrap_or(1)
    }

    pub fn inner_strides(&self) -> Vec<usize> {
        self.strides
            .iter()
            .map(|s| s.first().copied().unwrap_or(0))
            .collect()
    }

    /// Whether the two innermost loops are walked in tiles of `TILE` × `TILE_SPAN`: some
    /// operand steps by 1 in the second loop but not in the first (its order disagrees with
    /// the output's, as in `x.T.contiguous()`), so plain rows would touch a new cache line and
    /// page per element for it, and would not come back to them until the next row.
    pub fn tiled(&self) -> bool {
        self.shape.len() >= 2
            && self.shape[0] > TILE
            && self.shape[1] > 1
            && self.strides.iter().any(|s| s[1] == 1 && s[0] > 1)
    }

    /// Calls `f(offsets, len, inner_strides)` once per innermost row segment, offsets in
    /// elements. Every element is visited exactly once; a tiled plan (see `tiled`) hands out
    /// rows of at most `TILE` elements, tile by tile.
    pub fn for_each_row(&self, mut f: impl FnMut(&[usize], usize, &[usize])) {
        self.for_each_row_dyn(&mut f)
    }

    /// `for_each_row`'s walk, compiled once: generic, it was compiled again for each of
    /// ~490 kernel bodies. The kernel's row body stays generic (and inlined into its loop);
    /// what this costs is an indirect call per row.
    fn for_each_row_dyn(&self, f: &mut RowBody) {
        if self.numel == 0 {
            return;
        }
        let inner = self.inner_strides();
        if !self.tiled() {
            let len = self.inner_len();
            if len <= ROW_CHUNK {
                return self.for_each_start(1, len, &mut |offs| f(offs, len, &inner));
            }
            // A long row (a stride-0 output of 2**40 elements is one row) is handed out in
            // chunks, so the host's deadline is asked between them (`limits::kernel_work`).
            let mut at = vec![0usize; inner.len()];
            return self.for_each_start(1, 0, &mut |offs| {
                let mut done = 0;
                while done < len && !crate::limits::kernel_work(ROW_CHUNK as u64) {
                    let n = ROW_CHUNK.min(len - done);
                    for k in 0..at.len() {
                        at[k] = offs[k] + done * inner[k];
                    }
                    f(&at, n, &inner);
                    done += n;
                }
            });
        }
        let (n0, n1) = (self.shape[0], self.shape[1]);
        let second: Vec<usize> = self.strides.iter().map(|s| s[1]).collect();
        self.for_each_start(2, n0 * n1, &mut |base| {
            // Local to each tile sweep: a buffer captured from outside slows the hot loop
            // by ~10% (measured), and there is one sweep per position of the outer dims.
            let mut offs = vec![0usize; base.len()];
            for j0 in (0..n1).step_by(TILE_SPAN) {
                for i0 in (0..n0).step_by(TILE) {
                    let len = TILE.min(n0 - i0);
                    for j in j0..(j0 + TILE_SPAN).min(n1) {
                        for k in 0..offs.len() {
                            offs[k] = base[k] + i0 * inner[k] + j * second[k];
                        }
                        f(&offs, len, &inner);
                    }
                }
            }
        });
    }

    /// Calls `f(offsets)` once per element in the plan's loop order (innermost fastest), never
    /// tiled: the order a serial kernel such as a random fill must keep, because each element
    /// takes the next draw of a stream (PyTorch's `cpu_serial_kernel`).
    pub fn for_each_element(&self, mut f: impl FnMut(&[usize])) {
        if self.numel == 0 {
            return;
        }
        let (len, inner) = (self.inner_len(), self.inner_strides());
        let mut at = vec![0usize; inner.len()];
        self.for_each_start(1, len, &mut |offs| {
            for i in 0..len {
                for k in 0..at.len() {
                    at[k] = offs[k] + i * inner[k];
                }
                f(&at);
            }
        });
    }

    /// For a tiled plan: calls `f(offsets, len0, len1)` once per block of at most
    /// `TILE` × `TILE` of the two innermost loops, in the same tile order as `for_each_row`,
    /// so a kernel can transpose a whole block through registers instead of walking one
    /// strided row at a time. Every element is visited exactly once.
    pub fn for_each_block(&self, mut f: impl FnMut(&[usize], usize, usize)) {
        if self.numel == 0 || self.shape.len() < 2 {
            return;
        }
        let (n0, n1) = (self.shape[0], self.shape[1]);
        let inner = self.inner_strides();
        let second: Vec<usize> = self.strides.iter().map(|s| s[1]).collect();
        self.for_each_start(2, n0 * n1, &mut |base| {
            let mut offs = vec![0usize; base.len()];
            for j0 in (0..n1).step_by(TILE_SPAN) {
                let j_end = (j0 + TILE_SPAN).min(n1);
                for i0 in (0..n0).step_by(TILE) {
                    let len0 = TILE.min(n0 - i0);
                    for j in (j0..j_end).step_by(TILE) {
                        for k in 0..offs.len() {
                            offs[k] = base[k] + i0 * inner[k] + j * second[k];
                        }
                        f(&offs, len0, TILE.min(j_end - j));
                    }
                }
            }
        });
    }

    /// Calls `f(offsets)` with every operand's offset at each position of the loops from
    /// `first` outwards (the loops below `first` are the caller's), carrying like an odometer.
    /// Each call counts `work` elements towards `limits::kernel_work`; when the host says
    /// stop, the walk ends early and the CPU backend reports the stop as the op's error.
    /// `f` is a trait object: its calls are per row (or per tile sweep), never per element,
    /// and a generic walk was compiled again for each of ~1,500 kernel bodies (12% of the
    /// core's code before optimisation, `cargo llvm-lines`).
    fn for_each_start(&self, first: usize, work: usize, f: &mut dyn FnMut(&[usize])) {
        let outer = self.shape.len().saturating_sub(first);
        let mut idx = vec![0usize; outer];
        let mut offs = self.offsets.clone();
        loop {
            if crate::limits::kernel_work(work as u64) {
                return;
            }
            f(&offs);
            let mut d = 0;
            loop {
                if d == outer {
                    return;
                }
                idx[d] += 1;
                for (o, s) in offs.iter_mut().zip(&self.strides) {
                    *o += s[first + d];
                }
                if idx[d] < self.shape[first + d] {
                    break;
                }
                for (o, s) in offs.iter_mut().zip(&self.strides) {
                    *o -= s[first + d] * idx[d];
                }
                idx[d] = 0;
                d += 1;
            }
        }
    }

    /// The loop nest when the caller is recording a trace (`traced`); `None` otherwise, so
    /// untraced runs do not pay for building it on every small op.
    pub fn traced_nest(&self, traced: bool) -> Option<LoopNest> {
        traced.then(|| self.nest())
    }

    pub fn nest(&self) -> LoopNest {
        let loops: Vec<LoopLevel> = (0..self.shape.len())
            .rev()
            .map(|d| LoopLevel {
                size: self.shape[d],
                strides: self.strides.iter().map(|s| s[d]).collect(),
            })
            .collect();
        let contiguous_fast_path = self.shape.len() <= 1
            && self
                .strides
                .iter()
                .all(|s| s.first().is_none_or(|&x| x == 1));
        LoopNest {
            loops,
            order: self.order.iter().rev().copied().collect(),
            contiguous_fast_path,
            tile: self.tiled().then_some(TILE),
        }
    }
}

/// A kernel's row body: `(offsets, len, inner_strides)`, as `LoopPlan::for_each_row` calls it.
type RowBody<'a> = dyn FnMut(&[usize], usize, &[usize]) + 'a;

/// TensorIterator's `coalesce_dimensions`: dims d and d+1 merge when one has size 1 or every
/// operand steps over dim d exactly into dim d+1 (`shape[d] * stride[d] == stride[d+1]`).
fn coalesce(shape: &mut Vec<usize>, strides: &mut [Vec<usize>]) {
    if shape.len() <= 1 {
        return;
    }
    let mut prev = 0usize;
    for dim in 1..shape.len() {
        // Checked: an empty tensor's other dims may multiply past usize (2**31 x 0 x 3 on
        // wasm32, whose strides count the 3); such dims do not merge.
        let can = shape[prev] == 1
            || shape[dim] == 1
            || strides
                .iter()
                .all(|s| shape[prev].checked_mul(s[prev]) == Some(s[dim]));
        if can {
            if shape[prev] == 1 {
                for s in strides.iter_mut() {
                    s[prev] = s[dim];
                }
            }
            // Saturating: only an empty tensor's sizes can overflow, and it runs no loop.
            shape[prev] = shape[prev].saturating_mul(shape[dim]);
        } else {
            prev += 1;
            if prev != dim {
                for s in strides.iter_mut() {
                    s[prev] = s[dim];
                }
                shape[prev] = shape[dim];
            }
        }
    }
    shape.truncate(prev + 1);
    for s in strides.iter_mut() {
        s.truncate(prev + 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn rows(p: &LoopPlan) -> Vec<(Vec<usize>, usize)> {
        let mut v = vec![];
        p.for_each_row(|o, n, _| v.push((o.to_vec(), n)));
        v
    }

    #[test]
    fn contiguous_operands_coalesce_to_one_loop() {
        let a = Layout::contiguous(&[2, 3, 4]);
        let p = LoopPlan::new(&[2, 3, 4], &[&a, &a]);
        assert_eq!(p.shape, vec![24]);
        assert!(p.nest().contiguous_fast_path);
        assert_eq!(rows(&p), vec![(vec![0, 0], 24)]);
    }

    #[test]
    fn same_permutation_coalesces_too() {
        // Both operands transposed the same way: one flat loop in memory order.
        let t = Layout::contiguous(&[3, 4]).transpose(0, 1).unwrap();
        let p = LoopPlan::new(&[4, 3], &[&t, &t]);
        assert_eq!(p.shape, vec![12]);
        assert_eq!(p.strides, vec![vec![1], vec![1]]);
    }

    #[test]
    fn output_order_decides_and_input_strides_follow() {
        let out = Layout::contiguous(&[4, 3]);
        let inp = Layout::contiguous(&[3, 4]).transpose(0, 1).unwrap();
        let p = LoopPlan::new(&[4, 3], &[&out, &inp]);
        assert_eq!(p.shape, vec![3, 4]);
        assert_eq!(p.strides, vec![vec![1, 3], vec![4, 1]]);
        let r = rows(&p);
        assert_eq!(r.len(), 4);
        assert_eq!(r[1], (vec![3, 1], 3));
    }

    #[test]
    fn broadcast_operand_gets_stride_zero() {
        let out = Layout::contiguous(&[2, 3]);
        let b = Layout::contiguous(&[3]);
        let p = LoopPlan::new(&[2, 3], &[&out, &b]);
        assert_eq!(p.shape, vec![3, 2]);
        assert_eq!(p.strides[1], vec![1, 0]);
    }

    /// Every (offset of operand 0, offset of operand 1) pair a plan visits, sorted.
    fn visits(p: &LoopPlan) -> Vec<(usize, usize)> {
        let mut v = Vec::new();
        p.for_each_row(|offs, n, st| {
            for i in 0..n {
                v.push((offs[0] + i * st[0], offs[1] + i * st[1]));
            }
        });
        v.sort();
        v
    }

    #[test]
    fn a_transposing_copy_is_tiled_and_visits_every_element_once() {
        // out contiguous [3, 130, 70], input its transpose of dims 1 and 2.
        let out = Layout::contiguous(&[3, 130, 70]);
        let inp = Layout::new(vec![3, 130, 70], vec![9100, 1, 130], 5).unwrap();
        let p = LoopPlan::new(&[3, 130, 70], &[&out, &inp]);
        assert!(p.tiled(), "{p:?}");
        assert_eq!(p.nest().tile, Some(TILE));
        let v = visits(&p);
        assert_eq!(v.len(), 3 * 130 * 70);
        let mut want = Vec::new();
        for a in 0..3 {
            for b in 0..130 {
                for c in 0..70 {
                    want.push((a * 9100 + b * 70 + c, 5 + a * 9100 + b + c * 130));
                }
            }
        }
        want.sort();
        assert_eq!(v, want);
        // Rows are at most one tile long.
        let mut longest = 0;
        p.for_each_row(|_, n, _| longest = longest.max(n));
        assert_eq!(longest, TILE.min(130));
    }

    #[test]
    fn blocks_cover_a_transposing_plan_exactly_once() {
        let out = Layout::contiguous(&[2, 19, 1030]);
        let inp = Layout::new(vec![2, 19, 1030], vec![19570, 1, 19], 3).unwrap();
        let p = LoopPlan::new(&[2, 19, 1030], &[&out, &inp]);
        assert!(p.tiled());
        let (inner, second) = (p.inner_strides(), [p.strides[0][1], p.strides[1][1]]);
        let mut v = Vec::new();
        let mut full = 0;
        p.for_each_block(|offs, n0, n1| {
            assert!(n0 <= TILE && n1 <= TILE);
            full += (n0 == TILE && n1 == TILE) as usize;
            for i in 0..n0 {
                for j in 0..n1 {
                    v.push((
                        offs[0] + i * inner[0] + j * second[0],
                        offs[1] + i * inner[1] + j * second[1],
                    ));
                }
            }
        });
        v.sort();
        assert_eq!(v, visits(&p));
        assert!(full > 0);
    }

    #[test]
    fn same_order_operands_are_not_tiled() {
        let l = Layout::new(vec![100, 100], vec![1, 100], 0).unwrap();
        let p = LoopPlan::new(&[100, 100], &[&l, &l]);
        assert!(!p.tiled());
        assert_eq!(p.nest().tile, None);
    }

    #[test]
    fn zero_dim_loop_runs_once() {
        let s = Layout::contiguous(&[]);
        let p = LoopPlan::new(&[], &[&s]);
        assert_eq!(rows(&p), vec![(vec![0], 1)]);
    }

    #[test]
    fn empty_loop_never_runs() {
        let s = Layout::contiguous(&[3, 0]);
        let p = LoopPlan::new(&[3, 0], &[&s]);
        assert!(rows(&p).is_empty());
    }
}
