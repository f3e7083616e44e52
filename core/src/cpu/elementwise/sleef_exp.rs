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

use crate::cpu::sleef::exp_f32::expf as sleef_expf;

/// Elements per block of ATen's vectorized loop (two 16-float vectors).
pub const SIMD_BLOCK: usize = 32;

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
