//! The order PyTorch's CPU kernels leave equal values in, reproduced step for step.
//!
//! `topk`, `kthvalue`, `median(dim)`, `nanmedian(dim)`, `mode` and `sort(stable=False)` pick
//! among equal values by the way their selection or sorting algorithm happens to move
//! elements, not by index. ATen uses libstdc++'s `std::partial_sort`, `std::nth_element` and
//! `std::sort`, and one quick-select of its own, so the indices PyTorch returns for tied
//! values are those algorithms' exact moves. This module is a line-by-line port of them:
//!
//! * libstdc++ (`bits/stl_algo.h`, `bits/stl_heap.h`; unchanged from GCC 9 to GCC 13, the
//!   compiler of the PyTorch 2.15 wheels): [`sort_by`] (`std::sort`: introsort with a
//!   median-of-three Hoare partition, heap sort past a depth of `2 * lg(n)`, then one
//!   insertion sort over the whole range, runs of 16), [`partial_sort_by`] (heap select +
//!   heap sort) and [`nth_element_by`] (introselect, insertion sort below 4 elements).
//! * ATen's `quick_select_template` (`Sorting.cpp` / `SortingUtils.h`, Sedgewick's
//!   partition from TH): [`quick_select_by`].
//!
//! and then, for one row of values (as f64: every dtype's order survives the conversion,
//! except int64 beyond 2^53), the index order each ATen kernel produces: [`topk_row`],
//! [`sort_row`], [`kthvalue_row`], [`median_row`], [`mode_row`].
//!
//! The C++ code is "unguarded" in places (it counts on a sentinel instead of checking a
//! bound). The ports keep every such loop inside the slice with an extra bound check that a
//! strict weak order never reaches, so they cannot panic whatever the comparator does.
//! Recursion (introsort's) is bounded by its depth limit, `2 * lg(n)` (at most 128).

/// libstdc++'s `_S_threshold`: introsort leaves runs this short to the final insertion sort.
const THRESHOLD: usize = 16;

/// libstdc++'s `std::__lg`: floor(log2(n)), for n > 0 (0 for 0, which no caller passes).
pub fn lg(n: usize) -> usize {
    if n == 0 {
        0
    } else {
        (usize::BITS - 1 - n.leading_zeros()) as usize
    }
}

// ---------------------------------------------------------------------------------------
// bits/stl_heap.h
// ---------------------------------------------------------------------------------------

/// `std::__push_heap`: move `value` up from `hole` (not above `top`) in the max-heap `h`.
fn push_heap<T: Copy, F: FnMut(&T, &T) -> bool>(
    h: &mut [T],
    mut hole: usize,
    top: usize,
    value: T,
    less: &mut F,
) {
    // C++ computes `parent = (hole - 1) / 2` before testing `hole > top`; with hole > top,
    // hole >= 1, so computing it inside the loop is the same.
    while hole > top {
        let parent = (hole - 1) / 2;
        if !less(&h[parent], &value) {
            break;
        }
        h[hole] = h[parent];
        hole = parent;
    }
    h[hole] = value;
}

/// `std::__adjust_heap`: sift the hole at `hole` down to a leaf (always taking the larger
/// child, the right one on ties), then push `value` back up from there.
fn adjust_heap<T: Copy, F: FnMut(&T, &T) -> bool>(
    h: &mut [T],
    mut hole: usize,
    len: usize,
    value: T,
    less: &mut F,
) {
    let len = len.min(h.len());
    let top = hole;
    let mut second = hole;
    // C++: `while (second < (len - 1) / 2)`; (len - 1) / 2 is 0 for len 0 in C++ too.
    while second < len.saturating_sub(1) / 2 {
        second = 2 * (second + 1);
        if less(&h[second], &h[second - 1]) {
            second -= 1;
        }
        h[hole] = h[second];
        hole = second;
    }
    // C++: `if ((len & 1) == 0 && second == (len - 2) / 2)`; for len 0, (len - 2) / 2 is
    // -1, which `second` never equals.
    if len & 1 == 0 && len >= 2 && second == (len - 2) / 2 {
        second = 2 * (second + 1);
        h[hole] = h[second - 1];
        hole = second - 1;
    }
    push_heap(h, hole, top, value, less);
}

/// `std::__pop_heap(first, last, result)` on `v`: the heap is `v[first..last]`; its top
/// goes to `v[result]`, and what was at `result` is sifted into the heap.
fn pop_heap<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    first: usize,
    last: usize,
    result: usize,
    less: &mut F,
) {
    let value = v[result];
    v[result] = v[first];
    if last <= first {
        // An empty heap (`partial_sort` with middle == first): C++ writes the value back
        // to `*first`, just past the heap.
        v[first] = value;
        return;
    }
    adjust_heap(&mut v[first..last], 0, last - first, value, less);
}

/// `std::__make_heap`: heapify from the last parent down to the root.
fn make_heap<T: Copy, F: FnMut(&T, &T) -> bool>(h: &mut [T], less: &mut F) {
    let len = h.len();
    if len < 2 {
        return;
    }
    let mut parent = (len - 2) / 2;
    loop {
        let value = h[parent];
        adjust_heap(h, parent, len, value, less);
        if parent == 0 {
            return;
        }
        parent -= 1;
    }
}

/// `std::__sort_heap`: pop the top to the back until one element is left.
fn sort_heap<T: Copy, F: FnMut(&T, &T) -> bool>(h: &mut [T], less: &mut F) {
    let mut last = h.len();
    while last > 1 {
        last -= 1;
        pop_heap(h, 0, last, last, less);
    }
}

// ---------------------------------------------------------------------------------------
// bits/stl_algo.h
// ---------------------------------------------------------------------------------------

/// `std::__heap_select(first, middle, last)`: a max-heap of `v[first..middle]`, then every
/// later element smaller than its top replaces the top.
fn heap_select<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    first: usize,
    middle: usize,
    last: usize,
    less: &mut F,
) {
    make_heap(&mut v[first..middle], less);
    for i in middle..last {
        if less(&v[i], &v[first]) {
            pop_heap(v, first, middle, i, less);
        }
    }
}

/// `std::__partial_sort(first, middle, last)`.
fn partial_sort_range<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    first: usize,
    middle: usize,
    last: usize,
    less: &mut F,
) {
    heap_select(v, first, middle, last, less);
    sort_heap(&mut v[first..middle], less);
}

/// `std::__move_median_to_first(result, a, b, c)`: swap the median of the three to `result`.
fn move_median_to_first<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    result: usize,
    a: usize,
    b: usize,
    c: usize,
    less: &mut F,
) {
    let m = if less(&v[a], &v[b]) {
        if less(&v[b], &v[c]) {
            b
        } else if less(&v[a], &v[c]) {
            c
        } else {
            a
        }
    } else if less(&v[a], &v[c]) {
        a
    } else if less(&v[b], &v[c]) {
        c
    } else {
        b
    };
    v.swap(result, m);
}

/// `std::__unguarded_partition(first, last, pivot)`: Hoare's partition of
/// `v[first..last]` around `v[pivot]` (which lies before `first`); returns the cut.
fn unguarded_partition<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    mut first: usize,
    mut last: usize,
    pivot: usize,
    less: &mut F,
) -> usize {
    // The bounds (`first + 1 < end`, `last > pivot`) are the guards C++ leaves to the
    // median-of-three sentinels; a strict weak order stops before them.
    let end = last;
    loop {
        while first + 1 < end && less(&v[first], &v[pivot]) {
            first += 1;
        }
        last = last.saturating_sub(1);
        while last > pivot && less(&v[pivot], &v[last]) {
            last -= 1;
        }
        if first >= last {
            return first;
        }
        v.swap(first, last);
        first += 1;
    }
}

/// `std::__unguarded_partition_pivot(first, last)`: the median of `first + 1`, the middle
/// and `last - 1` becomes the pivot at `first`; the rest is partitioned around it.
/// Needs `last - first >= 3` (its callers have more than 3).
fn unguarded_partition_pivot<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    first: usize,
    last: usize,
    less: &mut F,
) -> usize {
    let mid = first + (last - first) / 2;
    move_median_to_first(v, first, first + 1, mid, last - 1, less);
    unguarded_partition(v, first + 1, last, first, less)
}

/// `std::__unguarded_linear_insert(last)`: move `v[last]` down past every element it is
/// less than. (C++ has no lower bound here; 0 is only a guard.)
fn unguarded_linear_insert<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    mut last: usize,
    less: &mut F,
) {
    let val = v[last];
    while last > 0 && less(&val, &v[last - 1]) {
        v[last] = v[last - 1];
        last -= 1;
    }
    v[last] = val;
}

/// `std::__insertion_sort(first, last)`: an element less than the first one is moved to
/// the front at once; the others walk down.
fn insertion_sort<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    first: usize,
    last: usize,
    less: &mut F,
) {
    if first >= last {
        return;
    }
    for i in first + 1..last {
        if less(&v[i], &v[first]) {
            let val = v[i];
            v.copy_within(first..i, first + 1);
            v[first] = val;
        } else {
            unguarded_linear_insert(v, i, less);
        }
    }
}

/// `std::__final_insertion_sort(first, last)`: the first 16 with the guarded insertion
/// sort, the rest unguarded.
fn final_insertion_sort<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    first: usize,
    last: usize,
    less: &mut F,
) {
    if last - first > THRESHOLD {
        insertion_sort(v, first, first + THRESHOLD, less);
        for i in first + THRESHOLD..last {
            unguarded_linear_insert(v, i, less);
        }
    } else {
        insertion_sort(v, first, last, less);
    }
}

/// `std::__introsort_loop(first, last, depth_limit)`: partition until runs are 16 or
/// shorter; a range still longer when the depth runs out is heap-sorted.
fn introsort_loop<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    first: usize,
    mut last: usize,
    mut depth_limit: usize,
    less: &mut F,
) {
    while last - first > THRESHOLD {
        if depth_limit == 0 {
            partial_sort_range(v, first, last, last, less);
            return;
        }
        depth_limit -= 1;
        // first < cut < last (see `unguarded_partition`), so both halves shrink.
        let cut = unguarded_partition_pivot(v, first, last, less);
        introsort_loop(v, cut, last, depth_limit, less);
        last = cut;
    }
}

/// `std::__introselect(first, nth, last, depth_limit)`.
fn introselect<T: Copy, F: FnMut(&T, &T) -> bool>(
    v: &mut [T],
    mut first: usize,
    nth: usize,
    mut last: usize,
    mut depth_limit: usize,
    less: &mut F,
) {
    while last - first > 3 {
        if depth_limit == 0 {
            heap_select(v, first, nth + 1, last, less);
            // Place the nth largest element in its final position.
            v.swap(first, nth);
            return;
        }
        depth_limit -= 1;
        let cut = unguarded_partition_pivot(v, first, last, less);
        if cut <= nth {
            first = cut;
        } else {
            last = cut;
        }
    }
    insertion_sort(v, first, last, less);
}

/// `std::sort(v.begin(), v.end(), less)` exactly as libstdc++ moves the elements.
pub fn sort_by<T: Copy, F: FnMut(&T, &T) -> bool>(v: &mut [T], mut less: F) {
    let n = v.len();
    if n == 0 {
        return;
    }
    introsort_loop(v, 0, n, lg(n) * 2, &mut less);
    final_insertion_sort(v, 0, n, &mut less);
}

/// `std::partial_sort(v.begin(), v.begin() + middle, v.end(), less)`: the `middle` least
/// elements, sorted, at the front (`middle` past the end counts as the end).
pub fn partial_sort_by<T: Copy, F: FnMut(&T, &T) -> bool>(v: &mut [T], middle: usize, mut less: F) {
    let n = v.len();
    partial_sort_range(v, 0, middle.min(n), n, &mut less);
}

/// `std::nth_element(v.begin(), v.begin() + nth, v.end(), less)` (nothing when `nth` is
/// past the end, as libstdc++ returns when `nth == last`).
pub fn nth_element_by<T: Copy, F: FnMut(&T, &T) -> bool>(v: &mut [T], nth: usize, mut less: F) {
    let n = v.len();
    if n == 0 || nth >= n {
        return;
    }
    introselect(v, 0, nth, n, lg(n) * 2, &mut less);
}

// ---------------------------------------------------------------------------------------
// ATen's quick-select (kthvalue)
// ---------------------------------------------------------------------------------------

/// ATen's `quick_select_template(arr, k, gt_or_nan, swap_fn)`: put the element of rank `k`
/// (0-based, under `gt_or_nan` as "greater") at `v[k]`. Swapping whole elements of `v` is
/// ATen's `swap_fn`, which swaps the values and their indices together.
pub fn quick_select_by<T: Copy, F: FnMut(&T, &T) -> bool>(v: &mut [T], k: usize, mut gt: F) {
    let n = v.len();
    if n == 0 {
        return;
    }
    let (mut l, mut r) = (0usize, n - 1);
    loop {
        if r <= l {
            // One element only.
            return;
        }
        if r == l + 1 {
            // Two elements only.
            if gt(&v[l], &v[r]) {
                v.swap(l, r);
            }
            return;
        }
        // Median of three for the pivot choice: afterwards v[l+1] <= v[l] <= v[r].
        let p = l + (r - l) / 2; // C++: (L + R) >> 1
        v.swap(p, l + 1);
        if gt(&v[l + 1], &v[r]) {
            v.swap(l + 1, r);
        }
        if gt(&v[l], &v[r]) {
            v.swap(l, r);
        }
        if gt(&v[l + 1], &v[l]) {
            v.swap(l + 1, l);
        }
        let (mut i, mut j) = (l + 1, r);
        let piv = v[l];
        loop {
            // do i++ while (piv > arr[i]): v[r] >= piv stops it (the bound is a guard).
            loop {
                i += 1;
                if !(i < r && gt(&piv, &v[i])) {
                    break;
                }
            }
            // do j-- while (arr[j] > piv): v[l] == piv stops it.
            loop {
                j -= 1;
                if !(j > l && gt(&v[j], &piv)) {
                    break;
                }
            }
            if j < i {
                break;
            }
            v.swap(i, j);
        }
        v.swap(l, j);
        // Re-set the active partition.
        if j <= k {
            l = i;
        }
        if j >= k {
            if j == 0 {
                // C++'s R = -1: the next round returns.
                return;
            }
            r = j - 1;
        }
    }
}

// ---------------------------------------------------------------------------------------
// The ATen kernels, one row at a time
// ---------------------------------------------------------------------------------------

/// ATen's "smallest first, NaN last" (`KeyValueCompAsc`, topk's `largest=False` lambda):
/// `(!isnan(x) && isnan(y)) || x < y`.
fn asc_nan_last(x: f64, y: f64) -> bool {
    (!x.is_nan() && y.is_nan()) || x < y
}

/// ATen's "largest first, NaN first" (`KeyValueCompDesc`, topk's `largest=True` lambda,
/// kthvalue's `gt_or_nan`): `(isnan(x) && !isnan(y)) || x > y`.
fn desc_nan_first(x: f64, y: f64) -> bool {
    (x.is_nan() && !y.is_nan()) || x > y
}

/// `topk_impl_loop` (`TopKImpl.h`) for one row: the indices of the `k` results, in the
/// order ATen writes them.
///
/// The queue holds `(value, index)` pairs in index order. With `k * 64 <= n` ATen calls
/// `std::partial_sort(queue, queue + k)`; otherwise `std::nth_element(queue, queue + k - 1)`
/// and, when `sorted`, `std::sort(queue, queue + k - 1)` (the k-th is already in place).
/// The comparators look at the value only; NaN counts as the largest value.
pub fn topk_row(row: &[f64], k: usize, largest: bool, sorted: bool) -> Vec<usize> {
    let n = row.len();
    let k = k.min(n);
    if k == 0 {
        return Vec::new();
    }
    let mut queue: Vec<(f64, usize)> = row.iter().copied().zip(0..n).collect();
    let less = |x: &(f64, usize), y: &(f64, usize)| {
        if largest {
            desc_nan_first(x.0, y.0)
        } else {
            asc_nan_last(x.0, y.0)
        }
    };
    let use_partial_sort = k.checked_mul(64).is_some_and(|m| m <= n);
    if use_partial_sort {
        partial_sort_by(&mut queue, k, less);
    } else {
        nth_element_by(&mut queue, k - 1, less);
        if sorted {
            sort_by(&mut queue[..k - 1], less);
        }
    }
    queue[..k].iter().map(|e| e.1).collect()
}

/// `sort_kernel` (`cpu/SortingKernel.cpp`) for one row: the index order of
/// `sort(descending, stable)`.
///
/// `stable=True` is `std::stable_sort`, whose result is fixed by the comparator: ties keep
/// index order. `stable=False` is `std::sort` on the `(value, index)` pairs with
/// `KeyValueCompAsc`/`KeyValueCompDesc` (value only; NaN last ascending, first descending),
/// so ties of a row longer than 16 come out in introsort's order. (ATen skips the sort when
/// the input's stride along the dim is 0, and radix-sorts (stably) an ascending 1-D integer
/// tensor of 32768 elements or more: the caller passes `stable` for those.)
pub fn sort_row(row: &[f64], descending: bool, stable: bool) -> Vec<usize> {
    let less = move |x: f64, y: f64| {
        if descending {
            desc_nan_first(x, y)
        } else {
            asc_nan_last(x, y)
        }
    };
    if stable {
        let mut o: Vec<usize> = (0..row.len()).collect();
        // A strict weak order, so this is a consistent total preorder; Rust's sort is stable.
        o.sort_by(|&a, &b| {
            if less(row[a], row[b]) {
                std::cmp::Ordering::Less
            } else if less(row[b], row[a]) {
                std::cmp::Ordering::Greater
            } else {
                std::cmp::Ordering::Equal
            }
        });
        return o;
    }
    let mut pairs: Vec<(f64, usize)> = row.iter().copied().zip(0..row.len()).collect();
    sort_by(&mut pairs, |x, y| less(x.0, y.0));
    pairs.into_iter().map(|e| e.1).collect()
}

/// `kthvalue_out_impl_cpu` (`Sorting.cpp`) for one row: the index of the `k`-th smallest
/// (1-based), as ATen's `quick_select_template(values, k - 1, gt_or_nan)` leaves it, NaN
/// counting as the largest. `None` when `k` is not in `1..=n`.
pub fn kthvalue_row(row: &[f64], k: usize) -> Option<usize> {
    let n = row.len();
    if k == 0 || k > n {
        return None;
    }
    let mut v: Vec<(f64, usize)> = row.iter().copied().zip(0..n).collect();
    quick_select_by(&mut v, k - 1, |x, y| desc_nan_first(x.0, y.0));
    v.get(k - 1).map(|e| e.1)
}

/// `median_with_indices_impl` (`Sorting.cpp`) for one row: the index of the lower median.
///
/// `median` (`skip_nan` false) returns the first NaN if there is one; otherwise, and for
/// `nanmedian`, ATen runs `std::nth_element` on the indices `0..n` at
/// `(n - nan_count - 1) / 2` (C++ division: 0 for an all-NaN row) with
/// `ip[i] < ip[j] || (ip[i] == ip[j] && i < j)` (nanmedian adds `|| (isnan(ip[j]) &&
/// !isnan(ip[i]))`). Ties go by index there; only an all-NaN row's answer comes from the
/// algorithm's moves. `None` for an empty row.
pub fn median_row(row: &[f64], skip_nan: bool) -> Option<usize> {
    let n = row.len();
    if n == 0 {
        return None;
    }
    if !skip_nan {
        if let Some(p) = row.iter().position(|v| v.is_nan()) {
            return Some(p);
        }
    }
    let nans = if skip_nan {
        row.iter().filter(|v| v.is_nan()).count()
    } else {
        0
    };
    let nth = (n - nans).saturating_sub(1) / 2;
    let mut idx: Vec<usize> = (0..n).collect();
    nth_element_by(&mut idx, nth, |&i, &j| {
        let (a, b) = (row[i], row[j]);
        a < b || (a == b && i < j) || (skip_nan && b.is_nan() && !a.is_nan())
    });
    idx.get(nth).copied()
}

/// `mode_kernel_impl` (`cpu/TensorCompareKernel.cpp`) for one row: the index ATen reports
/// for the most frequent value.
///
/// ATen `std::sort`s the `(value, index)` pairs by `value <` only, then walks the runs of
/// equal (`!=` ends a run, so every NaN is a run of one); a run longer than every earlier
/// one takes the mode, with the index of the run's last pair in the sorted order. For rows
/// of up to 16 that is the tie with the highest index; beyond, introsort's order decides.
/// `None` for an empty row.
pub fn mode_row(row: &[f64]) -> Option<usize> {
    let n = row.len();
    let mut pairs: Vec<(f64, usize)> = row.iter().copied().zip(0..n).collect();
    sort_by(&mut pairs, |x, y| x.0 < y.0);
    let (mut best, mut best_freq, mut freq) = (None, 0usize, 0usize);
    for i in 0..n {
        freq += 1;
        let ends = i + 1 == n || pairs[i].0 != pairs[i + 1].0;
        if ends {
            if freq > best_freq {
                best = Some(pairs[i].1);
                best_freq = freq;
            }
            freq = 0;
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    const NAN: f64 = f64::NAN;

    /// `torch.tensor([f(i) for i in range(n)])`.
    fn row(n: usize, f: impl Fn(usize) -> f64) -> Vec<f64> {
        (0..n).map(f).collect()
    }

    // The expected indices below are PyTorch 2.15's (CPU, x86-64, AVX2), recorded with
    // e.g. `torch.topk(torch.tensor([float(i % 3) for i in range(20)]), 5).indices`.

    #[test]
    fn topk_ties_follow_nth_element_and_partial_sort() {
        let a = row(20, |i| (i % 3) as f64); // 0, 1, 2, 0, 1, 2, ...
        assert_eq!(topk_row(&a, 5, true, true), [5, 11, 8, 14, 17]);
        assert_eq!(topk_row(&a, 5, false, true), [9, 6, 12, 15, 0]);
        assert_eq!(topk_row(&a, 5, true, false), [5, 11, 8, 14, 17]);
        // 3 * 64 <= 300: std::partial_sort.
        let b = row(300, |i| ((i * 7) % 5) as f64);
        assert_eq!(topk_row(&b, 3, true, true), [12, 7, 2]);
        assert_eq!(topk_row(&b, 3, false, true), [10, 5, 0]);
        // NaN is the largest value.
        let c: Vec<f64> = [1.0, NAN, 2.0, NAN, 2.0, 1.0].repeat(4);
        assert_eq!(topk_row(&c, 4, true, true), [13, 7, 21, 9]);
        assert_eq!(topk_row(&c, 4, false, true), [17, 11, 0, 12]);
        // -0.0 and 0.0 are equal.
        let g: Vec<f64> = [0.0, -0.0].repeat(12);
        assert_eq!(topk_row(&g, 6, true, true), [15, 17, 16, 18, 14, 13]);
    }

    #[test]
    fn sort_unstable_is_introsort_and_stable_keeps_index_order() {
        let a = row(20, |i| (i % 3) as f64);
        assert_eq!(
            sort_row(&a, false, false),
            [18, 3, 15, 6, 12, 9, 0, 10, 19, 16, 13, 7, 4, 1, 11, 8, 14, 5, 17, 2]
        );
        assert_eq!(
            sort_row(&a, true, false),
            [2, 17, 5, 14, 8, 11, 10, 19, 16, 13, 7, 4, 1, 0, 9, 12, 6, 15, 3, 18]
        );
        assert_eq!(
            sort_row(&a, true, true),
            [2, 5, 8, 11, 14, 17, 1, 4, 7, 10, 13, 16, 19, 0, 3, 6, 9, 12, 15, 18]
        );
        let g: Vec<f64> = [0.0, -0.0].repeat(12);
        assert_eq!(
            sort_row(&g, false, false),
            [
                12, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 0, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2,
                1
            ]
        );
        // Up to 16 elements std::sort is an insertion sort: stable.
        let s = row(16, |i| (i % 2) as f64);
        assert_eq!(sort_row(&s, false, false), sort_row(&s, false, true));
    }

    #[test]
    fn kthvalue_ties_follow_quick_select() {
        let d = row(10, |i| (i % 2) as f64);
        let got: Vec<usize> = (1..=10).filter_map(|k| kthvalue_row(&d, k)).collect();
        assert_eq!(got, [4, 6, 8, 0, 2, 3, 1, 7, 5, 9]);
        let a = row(20, |i| (i % 3) as f64);
        assert_eq!(kthvalue_row(&a, 7), Some(3));
        assert_eq!(kthvalue_row(&a, 14), Some(10));
        let e = [2.0, 0.0, 1.0, NAN, 1.0, 0.0, NAN];
        let got: Vec<usize> = (1..=7).filter_map(|k| kthvalue_row(&e, k)).collect();
        assert_eq!(got, [1, 5, 2, 4, 0, 3, 6]);
        assert_eq!(kthvalue_row(&[NAN; 4], 1), Some(1));
        assert_eq!(kthvalue_row(&[NAN; 10], 1), Some(4));
        assert_eq!(kthvalue_row(&[NAN; 40], 1), Some(25));
    }

    #[test]
    fn median_and_nanmedian() {
        let a = row(20, |i| (i % 3) as f64);
        assert_eq!(median_row(&a, false), Some(7));
        assert_eq!(median_row(&row(10, |i| (i % 2) as f64), false), Some(8));
        let e = [2.0, 0.0, 1.0, NAN, 1.0, 0.0, NAN];
        assert_eq!(median_row(&e, false), Some(3));
        assert_eq!(median_row(&e, true), Some(2));
        // All NaN: nth_element's moves decide.
        assert_eq!(median_row(&[NAN], true), Some(0));
        assert_eq!(median_row(&[NAN; 4], true), Some(2));
        assert_eq!(median_row(&[NAN; 10], true), Some(8));
        assert_eq!(median_row(&[NAN; 40], true), Some(28));
    }

    #[test]
    fn mode_takes_the_last_of_its_run_in_sort_order() {
        let a = row(20, |i| (i % 3) as f64);
        assert_eq!(mode_row(&a), Some(0));
        assert_eq!(mode_row(&row(10, |i| (i % 2) as f64)), Some(8));
        assert_eq!(mode_row(&row(40, |i| ((i * 3) % 4) as f64)), Some(16));
        let g: Vec<f64> = [0.0, -0.0].repeat(12);
        assert_eq!(mode_row(&g), Some(1));
        assert_eq!(mode_row(&[NAN; 4]), Some(0));
        assert_eq!(mode_row(&[NAN; 17]), Some(8));
        assert_eq!(mode_row(&[NAN; 40]), Some(30));
    }

    #[test]
    fn edge_inputs_do_not_panic() {
        assert!(topk_row(&[], 0, true, true).is_empty());
        assert!(topk_row(&[1.0], 0, true, true).is_empty());
        assert_eq!(topk_row(&[1.0], 1, false, false), [0]);
        assert_eq!(topk_row(&[1.0, 2.0], 5, true, true), [1, 0]);
        assert!(sort_row(&[], false, false).is_empty());
        assert_eq!(sort_row(&[NAN; 3], true, false), [0, 1, 2]);
        assert_eq!(kthvalue_row(&[], 1), None);
        assert_eq!(kthvalue_row(&[1.0], 0), None);
        assert_eq!(kthvalue_row(&[1.0], 2), None);
        assert_eq!(kthvalue_row(&[1.0], 1), Some(0));
        assert_eq!(median_row(&[], false), None);
        assert_eq!(mode_row(&[]), None);
        assert_eq!(mode_row(&[5.0]), Some(0));
        // Comparators that are no strict weak order stay inside the slice.
        for n in [0usize, 1, 2, 3, 4, 5, 17, 40, 300] {
            let mut v: Vec<usize> = (0..n).collect();
            sort_by(&mut v, |_, _| true);
            partial_sort_by(&mut v, n / 2, |_, _| true);
            nth_element_by(&mut v, n / 2, |_, _| true);
            quick_select_by(&mut v, n / 2, |_, _| true);
            sort_by(&mut v, |a, b| a <= b);
            nth_element_by(&mut v, n.saturating_sub(1), |a, b| a >= b);
            let mut s = v.clone();
            s.sort_unstable();
            assert_eq!(
                s,
                (0..n).collect::<Vec<_>>(),
                "a permutation stays a permutation"
            );
        }
    }

    #[test]
    fn the_ports_order_and_select_correctly() {
        // A small linear congruential generator: values with many ties.
        let mut x = 12345u64;
        let mut next = || {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (x >> 33) % 7
        };
        for n in [0usize, 1, 2, 3, 4, 15, 16, 17, 33, 100, 1000] {
            let v: Vec<u64> = (0..n).map(|_| next()).collect();
            let mut want = v.clone();
            want.sort_unstable();
            let mut s = v.clone();
            sort_by(&mut s, |a, b| a < b);
            assert_eq!(s, want);
            for k in [0, n / 3, n / 2, n.saturating_sub(1)] {
                let mut p = v.clone();
                partial_sort_by(&mut p, k, |a, b| a < b);
                assert_eq!(p[..k], want[..k]);
                if k < n {
                    let mut e = v.clone();
                    nth_element_by(&mut e, k, |a, b| a < b);
                    assert_eq!(e[k], want[k]);
                    assert!(e[..k].iter().all(|&y| y <= e[k]));
                    assert!(e[k..].iter().all(|&y| y >= e[k]));
                    let mut q = v.clone();
                    quick_select_by(&mut q, k, |a, b| a > b);
                    assert_eq!(q[k], want[k]);
                }
            }
        }
    }
}
