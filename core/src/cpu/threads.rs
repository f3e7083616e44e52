//! The CPU's thread count (`torch.set_num_threads`, `stridelab bench --threads`). It is 1
//! by default, so comparisons with a one-thread PyTorch are fair. A kernel uses more threads
//! only where its work splits into independent elements: the elementwise kernels (fill,
//! copy, unary, binary, ternary) and the fused Adam step. Reductions, matmul and indexing
//! stay on one thread. The results are bit-identical for any count, because each element is
//! computed alone. The wasm32 build always runs on one thread (a Web Worker has no threads
//! here).

use crate::iter::LoopPlan;
use std::cell::Cell;

thread_local! {
    /// Per session thread (as PyTorch's is per process): a test or a page that sets it
    /// cannot change the thread count of another session running beside it.
    static THREADS: Cell<usize> = const { Cell::new(1) };
    /// The thread count PyTorch would split a large reduction by (`cpu::reduce_walk`).
    static ORDER_THREADS: Cell<usize> = const { Cell::new(REFERENCE_THREADS) };
}

/// PyTorch's default thread count on the reference machine the cases are recorded on (one
/// per core: 2). It decides the order ATen adds a sum of 32,768 or more elements in, so our
/// sums follow it whatever our own thread count, until a script sets one
/// (`torch.set_num_threads(n)` changes PyTorch's order too).
pub const REFERENCE_THREADS: usize = 2;

/// Below this many elements per thread, starting threads costs more than it saves.
pub const MIN_PER_THREAD: usize = 1 << 16;

pub fn set_num_threads(n: usize) {
    THREADS.with(|t| t.set(n.max(1)));
    ORDER_THREADS.with(|t| t.set(n.max(1)));
}

/// A new session's counts: one thread for our kernels, PyTorch's default for sum order.
pub fn reset() {
    THREADS.with(|t| t.set(1));
    ORDER_THREADS.with(|t| t.set(REFERENCE_THREADS));
}

/// The thread count whose split a sum reproduces (see `REFERENCE_THREADS`).
pub fn order_threads() -> usize {
    ORDER_THREADS.with(|t| t.get())
}

pub fn num_threads() -> usize {
    THREADS.with(|t| t.get())
}

/// The setting, or 1 in wasm32 (a Web Worker has no threads here).
fn host_threads() -> usize {
    if cfg!(target_arch = "wasm32") {
        1
    } else {
        num_threads()
    }
}

/// At most `threads`, and at most one per `MIN_PER_THREAD` of `numel` elements.
fn capped(threads: usize, numel: usize) -> usize {
    threads.min(numel / MIN_PER_THREAD).max(1)
}

/// Operand base pointers handed to the threads of one kernel.
#[derive(Clone, Copy)]
struct Bases<'a>(&'a [*mut u8]);
// SAFETY: the threads of `for_parts` write disjoint elements (see there); the pointers
// themselves are only copied.
unsafe impl Send for Bases<'_> {}
unsafe impl Sync for Bases<'_> {}

/// Runs `body(part, pointers)` over parts of `plan` that together visit every element once:
/// one part per thread (scoped threads) when more than one thread is set, the work is large
/// and the split is safe; otherwise `body(plan, pointers)` once, on this thread. Operand 0
/// is the output. The parts cut the outermost loop, so each keeps the plan's inner loops,
/// tiles and blocks.
///
/// Threads may only split the work when no element is touched by two of them: the output
/// writes each address once (its strides do not overlap), and an input in the output's
/// buffer reads exactly the element written at the same position (same offset and strides:
/// an in-place op). Anything else (possible through `as_strided`) runs on one thread.
///
/// # Safety
/// As the kernel bodies: every offset `plan` produces for operand k is inside `p[k]`'s buffer.
pub unsafe fn for_parts(
    plan: &LoopPlan,
    p: &[*mut u8],
    body: impl Fn(&LoopPlan, &[*mut u8]) + Sync,
) {
    // SAFETY: as this function's.
    unsafe { for_parts_on(host_threads(), plan, p, &body) }
}

/// `for_parts` with the thread count given (the tests pin it; the setting is process-wide).
/// The body is a trait object, called once per part: made generic, the scoped-thread
/// machinery was compiled again for each of ~490 kernel bodies, 16% of the core's code
/// before optimisation (`cargo llvm-lines`), in every build.
///
/// # Safety
/// As `for_parts`.
unsafe fn for_parts_on(
    threads: usize,
    plan: &LoopPlan,
    p: &[*mut u8],
    body: &(dyn Fn(&LoopPlan, &[*mut u8]) + Sync),
) {
    let threads = capped(threads, plan.numel);
    let outer = plan.shape.len().wrapping_sub(1);
    if threads == 1
        || plan.shape.is_empty()
        || plan.shape[outer] < threads
        || !disjoint_writes(plan, p)
    {
        return body(plan, p);
    }
    let n = plan.shape[outer];
    let bases = Bases(p);
    std::thread::scope(|s| {
        for t in 0..threads {
            let (start, end) = (t * n / threads, (t + 1) * n / threads);
            let part = plan.part(outer, start, end - start);
            s.spawn(move || {
                let b = bases;
                body(&part, b.0)
            });
        }
    });
}

/// Whether the threads of `for_parts` would touch disjoint elements (see there).
fn disjoint_writes(plan: &LoopPlan, p: &[*mut u8]) -> bool {
    let out = &plan.strides[0];
    let mut dims: Vec<(usize, usize)> = out
        .iter()
        .zip(&plan.shape)
        .filter(|&(_, &n)| n > 1)
        .map(|(&s, &n)| (s, n))
        .collect();
    dims.sort_unstable();
    let mut extent = 1;
    for (s, n) in dims {
        if s < extent {
            return false;
        }
        extent += s * (n - 1);
    }
    (1..p.len()).all(|k| {
        p[k] != p[0] || (plan.offsets[k] == plan.offsets[0] && plan.strides[k] == plan.strides[0])
    })
}

/// Calls `f` on matching chunks of four equally long slices, one chunk per thread (scoped
/// threads), or once on the whole slices when one thread is set or the work is small.
pub fn split4<T: Send + Sync>(
    a: &mut [T],
    b: &mut [T],
    c: &mut [T],
    d: &[T],
    f: impl Fn(&mut [T], &mut [T], &mut [T], &[T]) + Sync,
) {
    let n = a.len();
    let threads = capped(host_threads(), n);
    if threads == 1 {
        return f(a, b, c, d);
    }
    let chunk = n.div_ceil(threads);
    std::thread::scope(|s| {
        let f = &f;
        for (((a, b), c), d) in a
            .chunks_mut(chunk)
            .zip(b.chunks_mut(chunk))
            .zip(c.chunks_mut(chunk))
            .zip(d.chunks(chunk))
        {
            s.spawn(move || f(a, b, c, d));
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::layout::Layout;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::sync::Mutex;

    fn layout(shape: &[usize], strides: &[usize], offset: usize) -> Layout {
        Layout::new(shape.to_vec(), strides.to_vec(), offset).unwrap()
    }

    /// Every (operand, offset) each part's rows visit, and how many parts ran.
    fn visits(threads: usize, plan: &LoopPlan, p: &[*mut u8]) -> (Vec<Vec<usize>>, usize) {
        let seen = Mutex::new(vec![Vec::new(); plan.nops()]);
        let parts = AtomicUsize::new(0);
        // SAFETY: the body only records offsets; nothing is dereferenced.
        unsafe {
            for_parts_on(threads, plan, p, &|part, _| {
                parts.fetch_add(1, Ordering::Relaxed);
                part.for_each_row(|offs, n, st| {
                    let mut s = seen.lock().unwrap();
                    for (k, v) in s.iter_mut().enumerate() {
                        v.extend((0..n).map(|i| offs[k] + i * st[k]));
                    }
                });
            });
        }
        let mut s = seen.into_inner().unwrap();
        s.iter_mut().for_each(|v| v.sort_unstable());
        (s, parts.into_inner())
    }

    #[test]
    fn parts_visit_what_the_whole_plan_visits_for_any_thread_count() {
        let (a, b) = (8usize as *mut u8, 16usize as *mut u8);
        let plans = [
            // flat, a transpose (tiled), 3-d with an offset view and a broadcast input.
            LoopPlan::new(
                &[300_001],
                &[&layout(&[300_001], &[1], 0), &layout(&[300_001], &[1], 5)],
            ),
            LoopPlan::new(
                &[700, 600],
                &[
                    &layout(&[700, 600], &[1, 700], 0),
                    &layout(&[700, 600], &[600, 1], 0),
                ],
            ),
            LoopPlan::new(
                &[5, 300, 200],
                &[
                    &layout(&[5, 300, 200], &[60_000, 200, 1], 7),
                    &layout(&[1, 300, 200], &[0, 200, 1], 0),
                ],
            ),
        ];
        for plan in &plans {
            let (whole, one) = visits(1, plan, &[a, b]);
            assert_eq!(one, 1);
            assert_eq!(whole[0].len(), plan.numel);
            for threads in [2, 3, 4] {
                let (got, parts) = visits(threads, plan, &[a, b]);
                assert_eq!(got, whole, "{threads} threads over {:?}", plan.shape);
                assert_eq!(parts, threads, "{:?}", plan.shape);
            }
        }
    }

    #[test]
    fn work_that_could_race_stays_on_one_thread() {
        let a = 8usize as *mut u8;
        let other = 64usize as *mut u8;
        let n = 1000;
        // An output whose rows overlap (as_strided(x, (1000, 1000), (1, 1))).
        let overlapping = LoopPlan::new(
            &[n, n],
            &[&layout(&[n, n], &[1, 1], 0), &layout(&[n, n], &[n, 1], 0)],
        );
        assert_eq!(visits(2, &overlapping, &[a, other]).1, 1);
        // An input in the output's buffer at other positions (x.add_(x.T)-like aliasing).
        let t = LoopPlan::new(
            &[n, n],
            &[&layout(&[n, n], &[n, 1], 0), &layout(&[n, n], &[1, n], 0)],
        );
        assert_eq!(visits(2, &t, &[a, a]).1, 1);
        // The same layouts in different buffers, and an exact in-place op, do split.
        assert_eq!(visits(2, &t, &[a, other]).1, 2);
        let inplace = LoopPlan::new(
            &[n, n],
            &[&layout(&[n, n], &[1, n], 3), &layout(&[n, n], &[1, n], 3)],
        );
        assert_eq!(visits(2, &inplace, &[a, a]).1, 2);
        // Too little work for a second thread.
        let small = LoopPlan::new(&[100], &[&layout(&[100], &[1], 0)]);
        assert_eq!(visits(2, &small, &[a]).1, 1);
    }

    #[test]
    fn chunks_cover_every_element_once_for_any_thread_count() {
        use std::sync::atomic::AtomicUsize;
        for (threads, want_calls) in [(1, 1), (2, 2), (3, 3), (7, 5)] {
            set_num_threads(threads);
            let n = 5 * MIN_PER_THREAD + 3;
            let (mut a, mut b, mut c) = (vec![0u32; n], vec![0u32; n], vec![0u32; n]);
            let d: Vec<u32> = (0..n as u32).collect();
            let calls = AtomicUsize::new(0);
            split4(&mut a, &mut b, &mut c, &d, |a, b, c, d| {
                calls.fetch_add(1, Ordering::Relaxed);
                for i in 0..a.len() {
                    a[i] += d[i];
                    b[i] += 1;
                    c[i] += 2;
                }
            });
            assert!(a.iter().zip(&d).all(|(x, y)| x == y));
            assert!(b.iter().all(|&x| x == 1) && c.iter().all(|&x| x == 2));
            // At most one thread per MIN_PER_THREAD elements (5 here).
            assert_eq!(
                calls.load(Ordering::Relaxed),
                want_calls,
                "{threads} threads"
            );
        }
        set_num_threads(1);
    }
}
