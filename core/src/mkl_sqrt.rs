//! `torch.sqrt` on a CPU tensor, as PyTorch 2.15 for x86-64 computes it: ATen hands
//! contiguous runs of floats to MKL's vector math (`vml::vsqrt` -> `vmsSqrt`, `VML_HA`),
//! and MKL's result is not the correctly rounded square root: about 18% of float32 and
//! 1.3% of float64 results are one ulp away from it. The `sqrt` unary kernel (torch.sqrt,
//! `x ** 0.5`) and the optimizers that ATen steps with `torch.sqrt` use it; the roots ATen
//! takes with `std::sqrt` (std, norms, 16-bit kernels) are the IEEE ones (`UnaryOp::SqrtIeee`).
//!
//! MKL picks its code by CPU. This is the path it takes on the reference machine (an AMD
//! EPYC: MKL's SSE code, `EX`), read from the instructions MKL runs and checked against
//! `torch.sqrt` on 3.1 million float32 and 3.1 million float64 inputs (every one equal):
//! a hardware reciprocal square root estimate (`rsqrtps`) refined by Newton steps in
//! separately rounded operations. The estimate is the processor's own (its table is the
//! vendor's), so the same instruction is used here; on targets without it the square root
//! falls back to the IEEE one. Inputs outside the fast path (zero, negative, subnormal,
//! huge, inf, NaN) take MKL's exact branch.
//!
//! On another processor both sides move: its estimate table differs, and MKL picks other
//! code. On an Intel processor with AVX-512 its float32 path was found by measurement
//! (700,001 inputs from 1e-30 to 1e38, every one equal to `torch.sqrt` on a Xeon): the
//! 14-bit estimate `vrsqrt14ps`, then one correction in fused operations (`avx512_f32`);
//! its float64 path is not known, and none of four Newton schemes tried matched it. Where
//! the path is not known the square root is the IEEE one, within an ulp of MKL's (on the
//! Xeon MKL's float64 root differs from it on 0.7% of inputs). `machine` tells which case
//! a process is in, once.

/// MKL's `vsSqrt`, one element, on the path this processor's MKL takes where it is known.
pub fn sqrt_f32(x: f32) -> f32 {
    match machine() {
        Machine::Reference => amd_f32(x),
        Machine::IntelAvx512 => intel_f32(x),
        Machine::Other => x.sqrt(),
    }
}

/// MKL's `vdSqrt`, one element, where its path is known (the reference machine's).
pub fn sqrt_f64(x: f64) -> f64 {
    match machine() {
        Machine::Reference => amd_f64(x),
        _ => x.sqrt(),
    }
}

#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Machine {
    /// AMD's `rsqrtss` table: the processor the SSE path was read on.
    Reference,
    /// An Intel processor with AVX-512 (not AMD's estimate table).
    IntelAvx512,
    /// Anything else, and every target without x86-64's estimates (wasm32, aarch64).
    Other,
}

impl Machine {
    /// The name `stridelab devices --json` gives the path, which the conformance runner
    /// matches against a case's `# needs MKL's ... square root` first line: records of
    /// `torch.sqrt`'s last bits hold only on the processor kind they were made on.
    pub fn name(self) -> &'static str {
        match self {
            Machine::Reference => "amd-reference",
            Machine::IntelAvx512 => "intel-avx512",
            Machine::Other => "ieee",
        }
    }

    /// The path a case's first line says its records need, if it names one.
    pub fn needed_by(first_line: &str) -> Option<Machine> {
        if first_line.starts_with("# needs MKL's square root") {
            Some(Machine::Reference)
        } else if first_line.starts_with("# needs MKL's AVX-512 square root") {
            Some(Machine::IntelAvx512)
        } else {
            None
        }
    }
}

/// Which of MKL's paths this process reproduces, decided once.
pub fn machine() -> Machine {
    static SEEN: std::sync::OnceLock<Machine> = std::sync::OnceLock::new();
    *SEEN.get_or_init(|| {
        if matches_reference_machine() {
            Machine::Reference
        } else if has_avx512() {
            Machine::IntelAvx512
        } else {
            Machine::Other
        }
    })
}

#[cfg(target_arch = "x86_64")]
fn has_avx512() -> bool {
    std::is_x86_feature_detected!("avx512f") && std::is_x86_feature_detected!("fma")
}

#[cfg(not(target_arch = "x86_64"))]
fn has_avx512() -> bool {
    false
}

/// MKL's AVX-512 `vsSqrt`: s = x * rsqrt14(x), then s + (x - s * s) * (rsqrt14(x) / 2)
/// with the residual and the correction each one fused operation. Zero, subnormals,
/// negatives, inf and NaN take the IEEE root (as MKL's exact branch gives them).
fn intel_f32(x: f32) -> f32 {
    if !(x.is_normal() && x > 0.0) {
        return x.sqrt();
    }
    #[cfg(target_arch = "x86_64")]
    {
        // SAFETY: `machine` chose this path only where AVX-512F and FMA were detected.
        unsafe { intel_f32_avx512(x) }
    }
    #[cfg(not(target_arch = "x86_64"))]
    {
        x.sqrt()
    }
}

/// # Safety
/// The processor has AVX-512F (`machine` checked).
#[cfg(target_arch = "x86_64")]
unsafe fn intel_f32_avx512(x: f32) -> f32 {
    // The instruction by name: its intrinsic and `target_feature(enable = "avx512f")` are
    // stable only from Rust 1.89, past the workspace's rust-version.
    let y: f32;
    std::arch::asm!(
        "vrsqrt14ss {y}, {x}, {x}",
        x = in(xmm_reg) x,
        y = lateout(xmm_reg) y,
        options(pure, nomem, nostack),
    );
    let s = x * y;
    let h = 0.5 * y;
    // Fused: `mul_add` is one rounding whether or not it compiles to the instruction.
    let e = (-s).mul_add(s, x);
    e.mul_add(h, s)
}

/// MKL's SSE `vsSqrt` on the reference machine, one element.
fn amd_f32(x: f32) -> f32 {
    let u = x.to_bits();
    // MKL's test for its exact branch: the biased bits, shifted, past a threshold (zero,
    // subnormals, negatives, x >= 0x7f7ff000 as bits, inf and NaN).
    if (u.wrapping_add(0x7f80_0000) as i32) > (0xfeff_f000u32 as i32) {
        return if x < 0.0 { f32::NAN } else { x.sqrt() };
    }
    match rsqrt_estimate(x) {
        // Two Newton steps on (s, h) ~ (sqrt(x), 1 / (2 sqrt(x))), without fused operations.
        Some(y) => {
            let s = x * y;
            let h = y * 0.5;
            let t = 0.5 - s * h;
            let s1 = s * t + s;
            let h1 = t * h + h;
            let e = x - s1 * s1;
            e * h1 + s1
        }
        None => x.sqrt(),
    }
}

/// MKL's SSE `vdSqrt` on the reference machine, one element.
fn amd_f64(x: f64) -> f64 {
    let u = x.to_bits();
    let hi = (u >> 32) as u32;
    // The exact branch: zero, subnormals, negatives, x >= 2^1022, inf and NaN.
    if (hi.wrapping_add(0x7ff0_0000) as i32) > (0xffbf_ffffu32 as i32) {
        return if x < 0.0 { f64::NAN } else { x.sqrt() };
    }
    // A float in [1, 4) with the top 23 bits of x's mantissa (and x's exponent parity),
    // whose estimated reciprocal square root is scaled back by a power of two.
    let even = !u & 0x0010_0000_0000_0000;
    let m = (((u & 0x001f_ffff_e000_0000) | (even + 0x07f0_0000_0000_0000)) >> 29) as u32;
    let Some(r) = rsqrt_estimate(f32::from_bits(m)) else {
        return x.sqrt();
    };
    let scale = f64::from_bits(
        (even
            .wrapping_sub(u & 0x7ff0_0000_0000_0000)
            .wrapping_add(0xbfd0_0000_0000_0000))
            >> 1,
    );
    let y = scale * r as f64;
    // One correction of y^2 x ~ 1 by a polynomial in e = 1 - y^2 x, with x split in two
    // halves so that y^2 x is nearly exact.
    let y2 = y * y;
    let xh = f64::from_bits(u & 0xffff_ffff_f800_0000);
    let xl = x - xh;
    let e = (1.0 - xh * y2) - xl * y2;
    let mut p = e * f64::from_bits(0x3fd1_8000_3332_8cbb) + f64::from_bits(0x3fd4_0000_b130_01d9);
    p = p * e + f64::from_bits(0x3fd8_0000_0000_00f6);
    p = p * e + f64::from_bits(0x3fdf_ffff_ffff_fe71);
    p = p * e * y * x;
    xh * y + (xl * y + p)
}

/// The processor's reciprocal square root estimate (`rsqrtss`, the instruction MKL's
/// `rsqrtps` lanes compute).
#[cfg(target_arch = "x86_64")]
fn rsqrt_estimate(x: f32) -> Option<f32> {
    use std::arch::x86_64::{_mm_cvtss_f32, _mm_rsqrt_ss, _mm_set_ss};
    // SSE is part of the x86-64 baseline.
    #[allow(unused_unsafe)]
    let y = unsafe { _mm_cvtss_f32(_mm_rsqrt_ss(_mm_set_ss(x))) };
    Some(y)
}

#[cfg(not(target_arch = "x86_64"))]
fn rsqrt_estimate(_x: f32) -> Option<f32> {
    None
}

/// Whether this processor's estimate is the reference machine's (AMD's `rsqrtss`), so
/// that `sqrt_f32` / `sqrt_f64` give the bits PyTorch gave there.
pub fn matches_reference_machine() -> bool {
    const PROBES: [(f32, u32); 6] = [
        (1.0, 0x3f7f_f800),
        (2.0, 0x3f35_0000),
        (3.7, 0x3f05_1800),
        (0.3, 0x3fe9_b000),
        (1234.5, 0x3ce9_2800),
        (1.0e-20, 0x5015_0000),
    ];
    PROBES
        .iter()
        .all(|&(x, bits)| rsqrt_estimate(x).map(f32::to_bits) == Some(bits))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_avx512_path_gives_mkls_roots_where_it_applies() {
        // torch.sqrt on a Xeon (PyTorch 2.15): the first is an ulp below the correctly
        // rounded root (2.3528001), as one Adam step of probe 10 showed.
        if machine() != Machine::IntelAvx512 {
            return;
        }
        for (x, root) in [
            (0x40b1_2431_u32, 0x4016_9446_u32),
            (0x3dba_5e2a, 0x3e9a_736e),
            (0x40e8_0000, 0x402c_5345),
        ] {
            let x = f32::from_bits(x);
            assert_eq!(sqrt_f32(x).to_bits(), root, "{x}");
        }
    }

    #[test]
    fn special_inputs_take_the_exact_branch() {
        assert_eq!(sqrt_f32(0.0), 0.0);
        assert!(sqrt_f32(-0.0).is_sign_negative());
        assert!(sqrt_f32(-1.0).is_nan());
        assert_eq!(sqrt_f32(f32::INFINITY), f32::INFINITY);
        assert_eq!(sqrt_f64(f64::INFINITY), f64::INFINITY);
        assert!(sqrt_f64(f64::NAN).is_nan());
        let sub = f64::MIN_POSITIVE / 4.0;
        assert_eq!(sqrt_f64(sub), sub.sqrt());
    }

    #[test]
    fn results_stay_within_an_ulp_of_the_square_root() {
        for i in 1..2000 {
            let x = i as f32 * 0.37 + 1e-3;
            let (a, b) = (sqrt_f32(x), x.sqrt());
            assert!((a.to_bits() as i64 - b.to_bits() as i64).abs() <= 1, "{x}");
            let x = x as f64 * 1.1e-7;
            let (a, b) = (sqrt_f64(x), x.sqrt());
            assert!((a.to_bits() as i64 - b.to_bits() as i64).abs() <= 1, "{x}");
        }
        // Exact squares come out exact.
        assert_eq!(sqrt_f32(4.0), 2.0);
        assert_eq!(sqrt_f64(9.0), 3.0);
    }
}
