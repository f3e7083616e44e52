//! PyTorch's CPU sampling transforms (ATen's `DistributionsHelper.h`,
//! `TransformationHelper.h` and the CPU `normal_fill`): how many bits each draw takes and
//! how they become a value. Every function takes its draws from `g` in PyTorch's order, so
//! the same seed gives the same numbers as a notebook.
//!
//! PyTorch's x86-64 build lets the compiler fuse a multiply feeding an add into one FMA
//! (`x * (to - from) + from`, `val * std + mean`); `mul_add` reproduces that rounding.

use super::cephes;
use super::generator::CpuGenerator;

/// A uniform float32 in [from, to): 24 bits of one 32-bit draw.
pub fn uniform_f32(g: &mut CpuGenerator, from: f32, to: f32) -> f32 {
    let x = (g.random() & ((1 << 24) - 1)) as f32 * (1.0 / (1u32 << 24) as f32);
    x.mul_add(to - from, from)
}

/// A uniform float64 in [from, to): 53 bits of one 64-bit draw.
pub fn uniform_f64(g: &mut CpuGenerator, from: f64, to: f64) -> f64 {
    let x = (g.random64() & ((1u64 << 53) - 1)) as f64 * (1.0 / (1u64 << 53) as f64);
    x.mul_add(to - from, from)
}

/// One standard-normal-based sample in double precision (`normal_distribution<double>`):
/// Box-Muller makes two, the sine half is kept in the generator for the next call.
pub fn normal_f64(g: &mut CpuGenerator, mean: f64, std: f64) -> f64 {
    if let Some(z) = g.next_double_normal.take() {
        return z.mul_add(std, mean);
    }
    let u1 = uniform_f64(g, 0.0, 1.0);
    let u2 = uniform_f64(g, 0.0, 1.0);
    let r = (-2.0 * (-u2).ln_1p()).sqrt();
    let theta = 2.0 * std::f64::consts::PI * u1;
    g.next_double_normal = Some(r * theta.sin());
    (r * theta.cos()).mul_add(std, mean)
}

/// The element type a vectorised normal fill works in (float32 or float64).
pub trait FillFloat: Copy {
    fn uniform(g: &mut CpuGenerator) -> Self;
    /// Box-Muller on 8 pairs: `data[j]` and `data[j + 8]` become the cosine and sine halves.
    fn box_muller_16(data: &mut [Self], mean: Self, std: Self);
}

/// Float32 takes PyTorch's AVX2 kernel (`normal_fill_16_AVX2`): Cephes polynomials for the
/// log and the sine/cosine (not libm), 2π rounded to float, and an explicit FMA for
/// `n * std + mean`.
impl FillFloat for f32 {
    fn uniform(g: &mut CpuGenerator) -> f32 {
        uniform_f32(g, 0.0, 1.0)
    }
    fn box_muller_16(d: &mut [f32], mean: f32, std: f32) {
        let two_pi = (2.0 * std::f64::consts::PI) as f32;
        for j in 0..8 {
            let u1 = 1.0 - d[j];
            let u2 = d[j + 8];
            let radius = (-2.0 * cephes::log(u1)).sqrt();
            let (sin, cos) = cephes::sincos(two_pi * u2);
            d[j] = (radius * cos).mul_add(std, mean);
            d[j + 8] = (radius * sin).mul_add(std, mean);
        }
    }
}

impl FillFloat for f64 {
    fn uniform(g: &mut CpuGenerator) -> f64 {
        uniform_f64(g, 0.0, 1.0)
    }
    fn box_muller_16(d: &mut [f64], mean: f64, std: f64) {
        for j in 0..8 {
            let u1 = 1.0 - d[j];
            let u2 = d[j + 8];
            let radius = (-2.0 * u1.ln()).sqrt();
            let theta = 2.0f32 as f64 * std::f64::consts::PI * u2;
            d[j] = (radius * theta.cos()).mul_add(std, mean);
            d[j + 8] = (radius * theta.sin()).mul_add(std, mean);
        }
    }
}

/// float32 through the generic (not AVX2) `normal_fill_16`: the C library's log, sin and
/// cos. The 16-bit floats are filled this way, block by block (`normal_fill_blockwise`),
/// and rounded: measured against PyTorch 2.15's `randn(n, dtype=float16)`.
#[derive(Clone, Copy, Default)]
pub struct LibmF32(pub f32);

impl FillFloat for LibmF32 {
    fn uniform(g: &mut CpuGenerator) -> LibmF32 {
        LibmF32(uniform_f32(g, 0.0, 1.0))
    }
    fn box_muller_16(d: &mut [LibmF32], mean: LibmF32, std: LibmF32) {
        let two_pi = (2.0 * std::f64::consts::PI) as f32;
        for j in 0..8 {
            let u1 = 1.0 - d[j].0;
            let u2 = d[j + 8].0;
            let radius = (-2.0 * u1.ln()).sqrt();
            let theta = two_pi * u2;
            d[j] = LibmF32((radius * theta.cos()).mul_add(std.0, mean.0));
            d[j + 8] = LibmF32((radius * theta.sin()).mul_add(std.0, mean.0));
        }
    }
}

/// PyTorch's `normal_fill`, the path for 16 or more contiguous elements: every element gets
/// a uniform draw first, then blocks of 16 become 8 Box-Muller pairs. A tail that is not a
/// whole block is handled by drawing 16 fresh uniforms over the last 16 elements and
/// transforming them again (so those elements end up from the second draw).
pub fn normal_fill<T: FillFloat>(g: &mut CpuGenerator, data: &mut [T], mean: T, std: T) {
    let n = data.len();
    debug_assert!(n >= 16);
    for v in data.iter_mut() {
        *v = T::uniform(g);
    }
    for block in data.chunks_exact_mut(16) {
        T::box_muller_16(block, mean, std);
    }
    if !n.is_multiple_of(16) {
        let tail = &mut data[n - 16..];
        for v in tail.iter_mut() {
            *v = T::uniform(g);
        }
        T::box_muller_16(tail, mean, std);
    }
}

pub fn bernoulli_f64(g: &mut CpuGenerator, p: f64) -> bool {
    uniform_f64(g, 0.0, 1.0) < p
}

pub fn bernoulli_f32(g: &mut CpuGenerator, p: f32) -> bool {
    uniform_f32(g, 0.0, 1.0) < p
}

/// `exponential_distribution<double>` on the CPU: `-1/λ · log(1 - u)`.
pub fn exponential(g: &mut CpuGenerator, lambda: f64) -> f64 {
    let u = uniform_f64(g, 0.0, 1.0);
    -1.0 / lambda * (1.0 - u).ln()
}

/// `geometric_distribution<double>`: the number of trials to the first success,
/// `ceil(log(u) / log1p(-p))` (log1p keeps a tiny p from dividing by zero).
pub fn geometric(g: &mut CpuGenerator, p: f64) -> f64 {
    let u = uniform_f64(g, 0.0, 1.0);
    (u.ln() / (-p).ln_1p()).ceil()
}

/// `lognormal_distribution<double>`: exp of a double normal draw (which shares its cache).
pub fn log_normal(g: &mut CpuGenerator, mean: f64, std: f64) -> f64 {
    normal_f64(g, mean, std).exp()
}

pub fn cauchy(g: &mut CpuGenerator, median: f64, sigma: f64) -> f64 {
    let u = uniform_f64(g, 0.0, 1.0);
    sigma.mul_add((std::f64::consts::PI * (u - 0.5)).tan(), median)
}

/// `uniform_int_from_to_distribution`: `base + bits % range`, from one 32-bit draw unless the
/// range needs more and the dtype can hold it (`wide`: int64 and the float dtypes).
pub fn int_from_to(g: &mut CpuGenerator, range: u64, base: i64, wide: bool) -> i64 {
    let bits = if wide && range >= 1 << 32 {
        g.random64()
    } else {
        g.random() as u64
    };
    (bits % range).wrapping_add(base as u64) as i64
}

/// PyTorch's `sample_poisson` (CPU): Hörmann's transformed rejection for rates of 10 or more,
/// otherwise multiplying uniforms until the product falls to e^-λ. `uniform` supplies the
/// double uniforms in [0, 1), one per call, in the order PyTorch draws them.
pub fn poisson(lambda: f64, uniform: &mut dyn FnMut() -> f64) -> f64 {
    if lambda >= 10.0 {
        let slam = lambda.sqrt();
        let loglam = lambda.ln();
        let b = 2.53f64.mul_add(slam, 0.931);
        let a = 0.02483f64.mul_add(b, -0.059);
        let invalpha = 1.1239 + 1.1328 / (b - 3.4);
        let vr = 0.9277 - 3.6224 / (b - 2.0);
        loop {
            let u = uniform() - 0.5;
            let v = uniform();
            let us = 0.5 - u.abs();
            let k = c_int64(((2.0 * a / us + b).mul_add(u, lambda) + 0.43).floor());
            if us >= 0.07 && v <= vr {
                return k as f64;
            }
            if k < 0 || (us < 0.013 && v > us) {
                continue;
            }
            let kf = k as f64;
            let lhs = v.ln() + invalpha.ln() - (a / (us * us) + b).ln();
            if lhs <= kf.mul_add(loglam, -lambda) - libm::lgamma(kf + 1.0) {
                return kf;
            }
        }
    } else if lambda == 0.0 {
        0.0
    } else {
        let enlam = (-lambda).exp();
        let (mut x, mut prod) = (0.0, 1.0);
        loop {
            prod *= uniform();
            if prod > enlam {
                x += 1.0;
            } else {
                return x;
            }
        }
    }
}

/// C's `(int64_t)x` on x86-64: a value out of range (or NaN) becomes the "integer
/// indefinite" INT64_MIN, which is what PyTorch's poisson returns for an infinite rate.
fn c_int64(x: f64) -> i64 {
    // 2**63 as a double; the valid range is [-2**63, 2**63).
    const TWO_63: f64 = 9_223_372_036_854_775_808.0;
    if x.is_nan() || !(-TWO_63..TWO_63).contains(&x) {
        i64::MIN
    } else {
        x as i64
    }
}

/// The 16-bit floats' `normal_fill` (as PyTorch 2.15 draws it, measured): each whole block
/// of 16 draws its own 16 uniforms and is transformed before the next block draws; a tail
/// that is not a whole block draws 16 more over the last 16 elements. Unlike `normal_fill`
/// no uniform is drawn for elements a later block overwrites.
pub fn normal_fill_blockwise<T: FillFloat>(g: &mut CpuGenerator, data: &mut [T], mean: T, std: T) {
    let n = data.len();
    debug_assert!(n >= 16);
    let refill = |block: &mut [T], g: &mut CpuGenerator| {
        for v in block.iter_mut() {
            *v = T::uniform(g);
        }
        T::box_muller_16(block, mean, std);
    };
    for block in data.chunks_exact_mut(16) {
        refill(block, g);
    }
    if !n.is_multiple_of(16) {
        refill(&mut data[n - 16..], g);
    }
}

/// One draw for the samplers below: a double uniform in [0, 1) or a double standard normal,
/// each from the generator in PyTorch's order.
pub enum Draw {
    Uniform,
    Normal,
}

/// PyTorch's `sample_gamma` (Marsaglia and Tsang, with the alpha < 1 boost), for an alpha of
/// the tensor's dtype: `single` when it is float32, whose arithmetic up to `d` runs in float
/// as ATen's template does (`1.0f / alpha`, `alpha += 1.0f`); the rest is double. Even a
/// double alpha subtracts the float constant `1.0f / 3.0f`, as ATen's does. No FMA: the
/// kernel is compiled for the baseline x86-64 (checked bit for bit against PyTorch 2.15).
pub fn gamma(alpha: f64, single: bool, draw: &mut dyn FnMut(Draw) -> f64) -> f64 {
    let mut scale = 1.0f64;
    let third = (1.0f32 / 3.0f32) as f64;
    let d = if single {
        let mut a = alpha as f32;
        if a < 1.0 {
            if a == 0.0 {
                return 0.0;
            }
            scale *= (1.0 - draw(Draw::Uniform)).powf((1.0f32 / a) as f64);
            a += 1.0;
        }
        (a - 1.0f32 / 3.0f32) as f64
    } else {
        let mut a = alpha;
        if a < 1.0 {
            if a == 0.0 {
                return 0.0;
            }
            scale *= (1.0 - draw(Draw::Uniform)).powf(1.0 / a);
            a += 1.0;
        }
        a - third
    };
    let c = 1.0 / (9.0 * d).sqrt();
    let squeeze = 0.0331f32 as f64;
    loop {
        let (x, y) = loop {
            let x = draw(Draw::Normal);
            let y = 1.0 + c * x;
            // ATen's `do { .. } while (y <= 0)`: a NaN (a negative or NaN alpha) leaves the
            // loop; `y > 0` would never hold and spin forever.
            if y > 0.0 || y.is_nan() {
                break (x, y);
            }
        };
        let v = y * y * y;
        let u = 1.0 - draw(Draw::Uniform);
        let xx = x * x;
        if u < 1.0 - squeeze * xx * xx {
            return scale * d * v;
        }
        if u.ln() < 0.5 * xx + d * (1.0 - v + v.ln()) {
            return scale * d * v;
        }
    }
}

/// `stirling_approx_tail`: the tail of Stirling's series for log k!, tabulated to 9.
fn stirling_tail(k: f64) -> f64 {
    const TAIL: [f64; 10] = [
        0.0810614667953272,
        0.0413406959554092,
        0.0276779256849983,
        0.02079067210376509,
        0.0166446911898211,
        0.0138761288230707,
        0.0118967099458917,
        0.0104112652619720,
        0.00925546218271273,
        0.00833056343336287,
    ];
    if k <= 9.0 {
        return TAIL[k as usize];
    }
    let kp1sq = (k + 1.0) * (k + 1.0);
    (1.0 / 12.0 - (1.0 / 360.0 - 1.0 / 1260.0 / kp1sq) / kp1sq) / (k + 1.0)
}

/// PyTorch's `sample_binomial` for one element, in the element type `$t` (float32 or
/// float64) where ATen's template computes in `scalar_t`, double elsewhere: inversion of
/// geometric waiting times when count * p < 10, else Hörmann's BTRS (as TensorFlow's,
/// which ATen adapted). Checked bit for bit against PyTorch 2.15 for both dtypes.
macro_rules! binomial_sampler {
    ($name:ident, $t:ty) => {
        pub fn $name(count: $t, prob: $t, uniform: &mut dyn FnMut() -> f64) -> $t {
            fn inversion(count: $t, prob: $t, uniform: &mut dyn FnMut() -> f64) -> $t {
                let logprob = (-prob).ln_1p() as f64;
                let mut geom_sum = 0.0f64;
                let mut num_geom: $t = 0.0;
                loop {
                    let geom = (uniform().ln() / logprob).ceil();
                    geom_sum += geom;
                    if geom_sum > count as f64 {
                        return num_geom;
                    }
                    num_geom += 1.0;
                }
            }
            fn btrs(count: $t, prob: $t, uniform: &mut dyn FnMut() -> f64) -> $t {
                let stddev = (count * prob * (1.0 - prob)).sqrt() as f64;
                let b = 1.15 + 2.53 * stddev;
                let a = -0.0873 + 0.0248 * b + 0.01 * prob as f64;
                let c = (count * prob) as f64 + 0.5;
                let v_r = 0.92 - 4.2 / b;
                let r = (prob / (1.0 - prob)) as f64;
                let alpha = (2.83 + 5.1 / b) * stddev;
                let m = ((count + 1.0) * prob).floor() as f64;
                let n = count as f64;
                loop {
                    let u = uniform() - 0.5;
                    let mut v = uniform();
                    let us = 0.5 - u.abs();
                    let k = ((2.0 * a / us + b) * u + c).floor() as $t;
                    if k < 0.0 || k > count {
                        continue;
                    }
                    if us >= 0.07 && v <= v_r {
                        return k;
                    }
                    v = (v * alpha / (a / (us * us) + b)).ln();
                    let kf = k as f64;
                    let rest = (count - k + 1.0) as f64;
                    let upperbound = (m + 0.5) * ((m + 1.0) / (r * (n - m + 1.0))).ln()
                        + (count + 1.0) as f64 * ((n - m + 1.0) / rest).ln()
                        + (kf + 0.5) * (r * rest / (k + 1.0) as f64).ln()
                        + stirling_tail(m)
                        + stirling_tail(n - m)
                        - stirling_tail(kf)
                        - stirling_tail((count - k) as f64);
                    if v <= upperbound {
                        return k;
                    }
                }
            }
            // A NaN count never ends ATen's loops (PyTorch 2.15 hangs on it); here it is the
            // NaN that a NaN probability gives.
            if count.is_nan() {
                <$t>::NAN
            } else if count <= 0.0 || prob <= 0.0 {
                0.0
            } else if prob >= 1.0 {
                count
            } else if prob <= 0.5 {
                if (count * prob) as f64 >= 10.0 {
                    btrs(count, prob, uniform)
                } else {
                    inversion(count, prob, uniform)
                }
            } else if prob > 0.5 {
                let q = (1.0 - prob as f64) as $t;
                if (count * q) as f64 >= 10.0 {
                    count - btrs(count, q, uniform)
                } else {
                    count - inversion(count, q, uniform)
                }
            } else {
                <$t>::NAN
            }
        }
    };
}

binomial_sampler!(binomial_f32, f32);
binomial_sampler!(binomial_f64, f64);
