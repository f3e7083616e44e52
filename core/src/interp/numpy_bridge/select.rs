//! NumPy's `introselect` (numpy/_core/src/npysort/selection.cpp), the order `np.partition`
//! and `np.argpartition` leave every element in, not only the kth ones: median-of-3
//! quickselect with an unguarded partition, a selection sort for a kth within 3 of the low
//! end, the last-maximum scan for kth = n - 1 on floats, median of medians of 5 when the
//! depth runs out, and the stack of pivots earlier kths leave for later ones. Run on a
//! permutation of positions (the `arg` form); the value form is the same swaps on the
//! values, so both read their result from it. stdlib/numpy_index_tricks.py picks this or
//! the SIMD quickselect's order.

use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::Value;
use crate::storage::CpuBuffer;
use crate::tensor::Tensor;

const MAX_PIVOT_STACK: usize = 50;

/// An element type with NumPy's `Tag::less` (NaNs after every number for floats).
trait Key: Copy {
    const INEXACT: bool;
    fn less(a: Self, b: Self) -> bool;
}

impl Key for f64 {
    const INEXACT: bool = true;
    fn less(a: f64, b: f64) -> bool {
        a < b || (b.is_nan() && !a.is_nan())
    }
}

impl Key for i64 {
    const INEXACT: bool = false;
    fn less(a: i64, b: i64) -> bool {
        a < b
    }
}

impl Key for u64 {
    const INEXACT: bool = false;
    fn less(a: u64, b: u64) -> bool {
        a < b
    }
}

/// The values and the permutation of them being partitioned, seen from `off` on (the C
/// source's `v + low` / `tosort + low` sub-arrays).
struct Sel<'a, T> {
    v: &'a [T],
    idx: &'a mut [usize],
}

impl<T: Key> Sel<'_, T> {
    fn key(&self, off: usize, i: usize) -> T {
        self.v[self.idx[off + i]]
    }
    fn less(&self, off: usize, i: usize, j: usize) -> bool {
        T::less(self.key(off, i), self.key(off, j))
    }
    fn swap(&mut self, off: usize, i: usize, j: usize) {
        self.idx.swap(off + i, off + j);
    }
}

struct Pivots {
    stack: Vec<usize>,
}

impl Pivots {
    fn store(&mut self, pivot: usize, kth: usize) {
        let n = self.stack.len();
        if pivot == kth && n == MAX_PIVOT_STACK {
            self.stack[n - 1] = pivot;
        } else if pivot >= kth && n < MAX_PIVOT_STACK {
            self.stack.push(pivot);
        }
    }
}

fn median3_swap<T: Key>(s: &mut Sel<T>, off: usize, low: usize, mid: usize, high: usize) {
    if s.less(off, high, mid) {
        s.swap(off, high, mid);
    }
    if s.less(off, high, low) {
        s.swap(off, high, low);
    }
    if s.less(off, low, mid) {
        s.swap(off, low, mid);
    }
    s.swap(off, mid, low + 1);
}

fn median5<T: Key>(s: &mut Sel<T>, off: usize) -> usize {
    for (a, b) in [(1, 0), (4, 3), (3, 0), (4, 1), (2, 1)] {
        if s.less(off, a, b) {
            s.swap(off, a, b);
        }
    }
    if s.less(off, 3, 2) {
        if s.less(off, 3, 1) {
            1
        } else {
            3
        }
    } else {
        2
    }
}

/// `unguarded_partition_`: `ll` and `hh` move in from the ends; returns them.
fn unguarded_partition<T: Key>(
    s: &mut Sel<T>,
    off: usize,
    pivot: T,
    mut ll: usize,
    mut hh: usize,
) -> (usize, usize) {
    loop {
        loop {
            ll += 1;
            if !T::less(s.key(off, ll), pivot) {
                break;
            }
        }
        loop {
            hh -= 1;
            if !T::less(pivot, s.key(off, hh)) {
                break;
            }
        }
        if hh < ll {
            return (ll, hh);
        }
        s.swap(off, ll, hh);
    }
}

fn median_of_median5<T: Key>(s: &mut Sel<T>, off: usize, num: usize) -> usize {
    let nmed = num / 5;
    for i in 0..nmed {
        let sub = i * 5;
        let m = median5(s, off + sub);
        s.swap(off, sub + m, i);
    }
    if nmed > 2 {
        introselect(s, off, nmed, nmed / 2, None);
    }
    nmed / 2
}

fn dumb_select<T: Key>(s: &mut Sel<T>, off: usize, num: usize, kth: usize) {
    for i in 0..=kth {
        let mut minidx = i;
        let mut minval = s.key(off, i);
        for k in i + 1..num {
            if T::less(s.key(off, k), minval) {
                minidx = k;
                minval = s.key(off, k);
            }
        }
        s.swap(off, i, minidx);
    }
}

/// `introselect_` on the `num` elements from `off`, for `kth`, with the pivot stack the
/// earlier kths of this lane left (None inside median of medians).
fn introselect<T: Key>(
    s: &mut Sel<T>,
    off: usize,
    num: usize,
    kth: usize,
    mut pivots: Option<&mut Pivots>,
) {
    let mut low = 0usize;
    let mut high = num - 1;
    if let Some(p) = pivots.as_deref_mut() {
        while let Some(&top) = p.stack.last() {
            if top > kth {
                high = top - 1;
                break;
            } else if top == kth {
                return;
            }
            low = top + 1;
            p.stack.pop();
        }
    }
    if kth - low < 3 {
        dumb_select(s, off + low, high - low + 1, kth - low);
        if let Some(p) = pivots {
            p.store(kth, kth);
        }
        return;
    } else if T::INEXACT && kth == num - 1 {
        let mut maxidx = low;
        let mut maxval = s.key(off, low);
        for k in low + 1..num {
            if !T::less(s.key(off, k), maxval) {
                maxidx = k;
                maxval = s.key(off, k);
            }
        }
        s.swap(off, kth, maxidx);
        return;
    }
    let mut depth_limit = 2 * (usize::BITS - 1 - num.leading_zeros()) as i64;
    while low + 1 < high {
        let mut ll = low + 1;
        let mut hh = high;
        if depth_limit > 0 || hh - ll < 5 {
            let mid = low + (high - low) / 2;
            median3_swap(s, off, low, mid, high);
        } else {
            let mid = ll + median_of_median5(s, off + ll, hh - ll);
            s.swap(off, mid, low);
            ll -= 1;
            hh += 1;
        }
        depth_limit -= 1;
        let pivot = s.key(off, low);
        (ll, hh) = unguarded_partition(s, off, pivot, ll, hh);
        s.swap(off, low, hh);
        if hh != kth {
            if let Some(p) = pivots.as_deref_mut() {
                p.store(hh, kth);
            }
        }
        if hh >= kth {
            high = hh - 1;
        }
        if hh <= kth {
            low = ll;
        }
    }
    if high == low + 1 && s.less(off, high, low) {
        s.swap(off, high, low);
    }
    if let Some(p) = pivots {
        p.store(kth, kth);
    }
}

/// One lane: the permutation introselect leaves for the (sorted, non-negative) kths.
fn lane<T: Key>(v: &[T], kths: &[usize]) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..v.len()).collect();
    if v.is_empty() {
        return idx;
    }
    let mut pivots = Pivots { stack: Vec::new() };
    let mut s = Sel { v, idx: &mut idx };
    for &k in kths {
        introselect(&mut s, 0, v.len(), k, Some(&mut pivots));
    }
    idx
}

pub(super) fn register(r: &mut Registry<FunctionFn>) {
    // The permutation (int64, lanes x n) NumPy's introselect leaves in each row of the 2-D
    // tensor `t` for the sorted kths `kth` (floats as float64, NaNs last; integers exact).
    r.add("numpy", &["np_introselect"], "t, kth", |_, a| {
        let t = a.tensor("t")?;
        let kths: Vec<usize> = a
            .tensor("kth")?
            .to_i64_vec()?
            .into_iter()
            .map(|k| k.max(0) as usize)
            .collect();
        let shape = t.shape().to_vec();
        let (lanes, n) = match shape.as_slice() {
            [l, n] => (*l, *n),
            _ => (1, t.numel()),
        };
        if kths.iter().any(|&k| k >= n.max(1)) && n > 0 {
            return Err(crate::error::runtime("np_introselect: kth out of range"));
        }
        let mut out: Vec<i64> = Vec::with_capacity(lanes * n);
        let dt = t.dtype();
        let push = |out: &mut Vec<i64>, p: Vec<usize>| out.extend(p.into_iter().map(|i| i as i64));
        if dt.is_floating() {
            let v = t.to_f64_vec()?;
            for l in 0..lanes {
                push(&mut out, lane(&v[l * n..(l + 1) * n], &kths));
            }
        } else if dt == crate::DType::UInt64 {
            let v: Vec<u64> = t.to_i64_vec()?.into_iter().map(|x| x as u64).collect();
            for l in 0..lanes {
                push(&mut out, lane(&v[l * n..(l + 1) * n], &kths));
            }
        } else {
            let v = t.to_i64_vec()?;
            for l in 0..lanes {
                push(&mut out, lane(&v[l * n..(l + 1) * n], &kths));
            }
        }
        let res = Tensor::from_buffer(CpuBuffer::I64(out), &[lanes, n]);
        Ok(Value::Tensor(crate::ops::to_device(
            &res,
            crate::device::default_device(),
        )?))
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn introselect_leaves_numpys_order() {
        // np.partition(np.array([9, 1, 8, 2, 7, 3, 6, 4, 5, 0, 15, 11, 13, 12, 14, 10],
        // dtype=np.int8), 4) on NumPy 2.4 (int8 takes introselect on every machine).
        let v: Vec<i64> = vec![9, 1, 8, 2, 7, 3, 6, 4, 5, 0, 15, 11, 13, 12, 14, 10];
        let p: Vec<i64> = lane(&v, &[4]).into_iter().map(|i| v[i]).collect();
        assert_eq!(p, [2, 1, 0, 3, 4, 5, 6, 8, 7, 9, 15, 11, 13, 12, 14, 10]);
    }
}
