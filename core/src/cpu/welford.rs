//! ATen's `WelfordOps` in double: the one pass behind `var`, `std`, `var_mean` and
//! `std_mean` on the CPU (`binary_kernel_reduce`).
//!
//! Each output folds its elements one at a time in the walk's order. When the whole input
//! reduces to one element and holds at least `GRAIN_SIZE` of them, ATen splits the walk
//! into one contiguous chunk per thread (`at::parallel_for`'s split) and combines the
//! chunks' accumulators in thread order; the last bits, and whether an infinity makes the
//! mean NaN, follow that split, so it is reproduced here with the emulated thread count.

/// ATen's `at::internal::GRAIN_SIZE`.
const GRAIN_SIZE: usize = 32768;

/// `WelfordData<double, int64_t>`: the running mean, the sum of squared deviations from it,
/// and the count.
#[derive(Clone, Copy, Default, Debug, PartialEq)]
pub struct Welford {
    pub mean: f64,
    pub m2: f64,
    pub n: f64,
}

impl Welford {
    /// `WelfordOps::reduce`.
    pub fn push(&mut self, x: f64) {
        let n = self.n + 1.0;
        let delta = x - self.mean;
        let mean = self.mean + delta / n;
        self.m2 += delta * (x - mean);
        self.mean = mean;
        self.n = n;
    }

    /// `WelfordOps::combine` (Chan et al.), in ATen's operation order.
    pub fn combine(self, b: Welford) -> Welford {
        if self.n == 0.0 {
            return b;
        }
        if b.n == 0.0 {
            return self;
        }
        let delta = b.mean - self.mean;
        let n = self.n + b.n;
        let nb_over_n = b.n / n;
        Welford {
            mean: self.mean + delta * nb_over_n,
            m2: self.m2 + b.m2 + delta * delta * self.n * nb_over_n,
            n,
        }
    }

    /// `WelfordOps::project`'s variance: divided by `n - correction`, or by 0 (giving inf or
    /// NaN) when the correction leaves nothing.
    pub fn variance(&self, correction: f64) -> f64 {
        let divisor = if self.n > correction {
            self.n - correction
        } else {
            0.0
        };
        self.m2 / divisor
    }
}

/// How many chunks ATen's walk of `n` elements into `outputs` results is split into, with
/// `threads` threads: more than one only for a reduction to one element of at least
/// `GRAIN_SIZE` elements (`parallel_for` caps the chunks at `ceil(n / GRAIN_SIZE)`).
pub fn chunks(n: usize, outputs: usize, threads: usize) -> usize {
    if outputs != 1 || n < GRAIN_SIZE || threads <= 1 {
        1
    } else {
        threads.min(n.div_ceil(GRAIN_SIZE))
    }
}

/// Folds the `n` values that `walk` visits (with their position in the walk) into one
/// accumulator, split into `chunks` contiguous chunks combined in order.
pub fn fold(n: usize, chunks: usize, walk: impl FnOnce(&mut dyn FnMut(usize, f64))) -> Welford {
    let size = n.div_ceil(chunks.max(1)).max(1);
    let mut parts = vec![Welford::default(); chunks.max(1)];
    let last = parts.len() - 1;
    walk(&mut |j, x| parts[(j / size).min(last)].push(x));
    parts
        .into_iter()
        .fold(Welford::default(), |acc, p| acc.combine(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fold_all(xs: &[f64], chunks: usize) -> Welford {
        fold(xs.len(), chunks, |f| {
            for (j, &x) in xs.iter().enumerate() {
                f(j, x)
            }
        })
    }

    #[test]
    fn one_chunk_is_the_serial_pass_and_two_agree_to_rounding() {
        let xs: Vec<f64> = (0..1000).map(|i| ((i * 37) % 101) as f64 / 7.0).collect();
        let one = fold_all(&xs, 1);
        let mean = xs.iter().sum::<f64>() / xs.len() as f64;
        assert!((one.mean - mean).abs() < 1e-12);
        let two = fold_all(&xs, 2);
        assert_eq!(two.n, 1000.0);
        assert!((two.m2 - one.m2).abs() / one.m2 < 1e-12);
    }

    #[test]
    fn an_infinity_makes_the_mean_nan_once_a_second_value_arrives() {
        // ATen's var_mean of [-inf, -inf] has a NaN mean: the second delta is -inf - -inf.
        let w = fold_all(&[f64::NEG_INFINITY, f64::NEG_INFINITY], 1);
        assert!(w.mean.is_nan());
        assert_eq!(fold_all(&[f64::NEG_INFINITY], 1).mean, f64::NEG_INFINITY);
    }

    #[test]
    fn only_a_large_reduction_to_one_element_is_split() {
        assert_eq!(chunks(100_000, 1, 2), 2);
        assert_eq!(chunks(40_000, 1, 8), 2);
        assert_eq!(chunks(100_000, 2, 2), 1);
        assert_eq!(chunks(32_767, 1, 2), 1);
        assert_eq!(chunks(100_000, 1, 1), 1);
    }
}
