//! The CPU's thread count (`torch.set_num_threads`, `stridelab bench --threads`). It is 1
//! by default, so comparisons with a one-thread PyTorch are fair. A kernel uses more threads
//! only where its work splits into independent elements: so far the fused Adam step's flat
//! loop. The results are bit-identical for any count, because each element is computed
//! alone. The wasm32 build always runs on one thread (a Web Worker has no threads here).

use std::sync::atomic::{AtomicUsize, Ordering};

static THREADS: AtomicUsize = AtomicUsize::new(1);

/// Below this many elements per thread, starting threads costs more than it saves.
pub const MIN_PER_THREAD: usize = 1 << 16;

pub fn set_num_threads(n: usize) {
    THREADS.store(n.max(1), Ordering::Relaxed);
}

pub fn num_threads() -> usize {
    THREADS.load(Ordering::Relaxed)
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
    let threads = if cfg!(target_arch = "wasm32") {
        1
    } else {
        num_threads().min(n / MIN_PER_THREAD).max(1)
    };
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
