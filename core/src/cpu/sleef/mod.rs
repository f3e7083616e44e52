//! SLEEF's vector math (the version PyTorch 2.15 bundles), lane by lane, as its AVX-512
//! build computes it: every `mla` of that build is a fused multiply-add, and here each is
//! one too (`fma`, rounded once on every target), so wasm32 and other CPUs get the same bits.
//!
//! ATen's `Vectorized<float>` ops call these on the vectorized part of a loop (see
//! `cpu/elementwise/sleef_exp.rs` for the loop's split); the C library's functions take the
//! rest. Each function was checked bit for bit against the `Sleef_*f16_u10avx512f` symbols
//! of PyTorch's own library over a million inputs and the edges (subnormals, ±inf, NaN, -0).
//!
//! - `df`: float-float ("double-float") arithmetic, SLEEF's `df.h` with fused steps.
//! - `exp_f32`: `expf`, `exp2f`, `expm1f`, `log1pf` and the `expk2f` kernel behind them and `tanhf`.
//! - `exp_f64`: `expm1`, `sinh`, `cosh` on double-doubles (their `expk2` in Estrin's scheme).
//! - `pow`: `powf` and `pow` (u10), what `Vectorized::pow` computes.

mod df;
pub mod exp_f32;
pub mod exp_f64;
pub mod pow;

use crate::cpu::matmul_order::fma_f32;

/// `x * y + z` rounded once (SLEEF's `vmla`/`vfma` in its FMA builds). Natively this is the
/// C library's `fmaf` (glibc picks the FMA instruction at run time, aarch64 always has it):
/// `fma_f32`'s exact emulation in double made SLEEF's functions ~10× slower than the kernels
/// they replaced. wasm32 has no fused multiply-add, and keeps the emulation (inlined, it is
/// cheaper there than the library's `fmaf`).
#[inline(always)]
pub(crate) fn fma(x: f32, y: f32, z: f32) -> f32 {
    if cfg!(target_arch = "wasm32") {
        fma_f32(x, y, z)
    } else {
        x.mul_add(y, z)
    }
}

/// `x.round_ties_even()`, bit for bit (a zero keeps its sign, NaN stays NaN), without the
/// library call it is on x86-64 without SSE4.1 (the target's baseline): adding and
/// subtracting 1.5 * 2^23 rounds to an integer in the current (nearest-even) mode for
/// |x| < 2^22; larger values are left to the library.
#[inline(always)]
fn round_even(x: f32) -> f32 {
    const SHIFT: f32 = 12_582_912.0;
    if x.abs() < 4_194_304.0 {
        ((x + SHIFT) - SHIFT).copysign(x)
    } else {
        x.round_ties_even()
    }
}

/// AVX-512's float-to-int conversion (`vrint_vi2_vf`): to nearest, ties to even; NaN and
/// out-of-range values give the "integer indefinite" `i32::MIN`.
#[inline]
fn rint_i32(x: f32) -> i32 {
    let r = round_even(x);
    if r.is_nan() || !(-2_147_483_648.0..2_147_483_648.0).contains(&r) {
        i32::MIN
    } else {
        r as i32
    }
}

/// `vpow2i`: 2^q built from its exponent bits (wrapping, as the vector shift does).
#[inline]
fn pow2i(q: i32) -> f32 {
    f32::from_bits((q.wrapping_add(0x7f) as u32) << 23)
}

/// `vldexp2`: d * 2^e in two halves, exact unless the result is subnormal.
#[inline]
fn ldexp2(d: f32, e: i32) -> f32 {
    d * pow2i(e >> 1) * pow2i(e - (e >> 1))
}

/// AVX-512's `getexp`: floor(log2|x|) as a float, subnormals by their leading bit, 0 gives
/// -inf, inf gives +inf, NaN stays NaN.
#[inline]
fn getexp(x: f32) -> f32 {
    let a = x.abs();
    if a.is_nan() {
        return a;
    }
    if a == 0.0 {
        return f32::NEG_INFINITY;
    }
    if a.is_infinite() {
        return f32::INFINITY;
    }
    let bits = a.to_bits();
    let e = (bits >> 23) as i32;
    if e == 0 {
        // Subnormal: the position of the leading mantissa bit.
        let lead = 31 - bits.leading_zeros() as i32;
        return (lead - 149) as f32;
    }
    (e - 127) as f32
}

/// The NaN SLEEF writes by OR-ing all ones into a lane.
const ALL_ONES_NAN: u32 = 0xffff_ffff;

#[inline]
fn is_neg_zero(x: f32) -> bool {
    x.to_bits() == 0x8000_0000
}
