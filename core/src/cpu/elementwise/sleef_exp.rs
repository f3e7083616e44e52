//! `torch.sigmoid` on float32 as PyTorch 2.15's CPU kernel computes it: ATen's vectorized
//! loop runs whole blocks of two AVX-512 vectors (32 floats) of each contiguous inner loop
//! with `Vectorized<float>::exp`, which is SLEEF's `expf_u10`, and the last `n % 32`
//! elements (and every element of a strided loop) with the C library's `expf`. Both are
//! within an ulp of exp, so the sigmoid's last bit depends on which one an element got
//! (778 of 20,001 elements of `linspace(-3, 3, 20001)` differ between the two).
//!
//! Matched on this machine (AVX-512); on an AVX2 machine PyTorch's blocks are 16 floats.
//! `aten_loop` places the blocks (rows and thread chunks as ATen cuts them); the other
//! SLEEF functions PyTorch's float32 kernels call are in `cpu::sleef`.

use crate::cpu::matmul_order::fma_f32;

/// Elements per block of ATen's vectorized loop (two 16-float vectors).
pub const SIMD_BLOCK: usize = 32;

/// SLEEF's `xexpf` (u10), lane by lane: the reduction by ln 2 in two fused steps, the
/// degree-6 polynomial by Horner's fused multiply-adds, the scale by 2^q in two halves.
// SLEEF's constants are kept as its source writes them (they round to the same floats).
#[allow(clippy::excessive_precision)]
pub fn sleef_expf(d: f32) -> f32 {
    const R_LN2: f32 = std::f32::consts::LOG2_E;
    const L2U: f32 = 0.693_145_751_953_125;
    const L2L: f32 = 1.428_606_765_330_187_045e-6;
    let q = (d * R_LN2).round_ties_even();
    let qi = if q.is_nan() { 0 } else { q as i32 };
    let qf = qi as f32;
    let s = fma_f32(qf, -L2U, d);
    let s = fma_f32(qf, -L2L, s);
    let mut u = 0.000_198_527_617_612_853_646_278_381f32;
    for c in [
        0.001_393_043_552_525_341_510_772_71f32,
        0.008_333_360_776_305_198_669_433_59,
        0.041_666_485_369_205_474_853_515_6,
        0.166_666_671_633_720_397_949_219,
        0.5,
    ] {
        u = fma_f32(u, s, c);
    }
    u = 1.0 + fma_f32(s * s, u, s);
    // vldexp2: two powers of two, each exact unless the result is subnormal.
    let half = qi >> 1;
    u = u * pow2(half) * pow2(qi - half);
    if d < -104.0 {
        return 0.0;
    }
    if d > 100.0 {
        return f32::INFINITY;
    }
    u
}

/// 2^e for the exponents `sleef_expf` scales by (|e| < 128).
fn pow2(e: i32) -> f32 {
    f32::from_bits(((e + 127).clamp(0, 255) as u32) << 23)
}

/// ATen's float sigmoid on the vectorized path: `1 / (1 + exp(-x))` with SLEEF's exp.
pub fn sigmoid_vectorized(x: f32) -> f32 {
    1.0 / (1.0 + sleef_expf(-x))
}

/// ATen's float sigmoid on the scalar path: the C library's `expf`.
pub fn sigmoid_scalar(x: f32) -> f32 {
    1.0 / (1.0 + (-x).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sleef_exp_is_within_an_ulp_of_exp_and_handles_the_edges() {
        let mut x = -20.0f32;
        while x < 20.0 {
            let (a, b) = (sleef_expf(x), (x as f64).exp() as f32);
            let ulps = (a.to_bits() as i64 - b.to_bits() as i64).abs();
            assert!(ulps <= 1, "{x}: {a} vs {b}");
            x += 0.0137;
        }
        assert_eq!(sleef_expf(0.0), 1.0);
        assert_eq!(sleef_expf(-200.0), 0.0);
        assert_eq!(sleef_expf(f32::INFINITY), f32::INFINITY);
        assert_eq!(sleef_expf(f32::NEG_INFINITY), 0.0);
        assert!(sleef_expf(f32::NAN).is_nan());
    }
}
