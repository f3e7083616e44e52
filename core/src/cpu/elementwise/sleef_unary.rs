//! Float32 unary ops whose PyTorch 2.15 CPU kernels compute with SLEEF (`cpu::sleef`,
//! `sleef_exp`), each with the loop split its kernel has (measured against torch here,
//! AVX-512, element by element over sizes, layouts and thread chunks):
//!
//! - `expm1`, `log1p`: ATen's VML-style kernel, `vec::map` over the whole loop (its last
//!   partial vector included; strided inputs are copied to a buffer first): every element
//!   takes SLEEF.
//! - `exp2`, `sigmoid`, `silu`, `softplus`, `elu`/`celu`, `mish` and `gelu(approximate='tanh')`:
//!   `cpu_kernel_vec`, SLEEF on whole vector blocks and the C library on the rest
//!   (`aten_loop::map1_blocks`).
//!
//! Float64: `expm1` takes SLEEF on every element, `sinh` and `cosh` on whole blocks of 16
//! doubles (`run_f64`). Everything else keeps `unary.rs`'s kernels: `exp`, `log`, `tanh`,
//! the trig functions and `log10` go to MKL's vector math in PyTorch, which has no public
//! algorithm.

use super::aten_loop::map1_blocks;
use super::loops::map1;
use super::sleef_exp::{sigmoid_scalar, sigmoid_vectorized, SIMD_BLOCK};
use crate::cpu::sleef::exp_f32 as sf;
use crate::cpu::sleef::exp_f32::expf as sleef_expf;
use crate::cpu::sleef::fma;
use crate::iter::LoopPlan;
use crate::kernels::UnaryOp;

/// Runs `op` (float32 in, float32 out) if PyTorch computes it with SLEEF; false to leave it
/// to the generic kernels.
///
/// # Safety
/// As `loops::map1`, both operands float32.
pub(super) unsafe fn run(plan: &LoopPlan, p: &[*mut u8], op: UnaryOp) -> bool {
    use UnaryOp::*;
    // SAFETY (every arm): as this function's.
    unsafe {
        match op {
            Expm1 => map1::<f32, f32>(plan, p, sf::expm1f),
            Log1p => map1::<f32, f32>(plan, p, sf::log1pf),
            Exp2 => blocks(plan, p, sf::exp2f, f32::exp2),
            Sigmoid => blocks(plan, p, sigmoid_vectorized, sigmoid_scalar),
            Silu => blocks(
                plan,
                p,
                |x| x / (1.0 + sleef_expf(-x)),
                |x| x / (1.0 + (-x).exp()),
            ),
            Softplus { beta, threshold } => {
                let (b, th) = (beta as f32, threshold as f32);
                blocks(
                    plan,
                    p,
                    move |x| {
                        if x * b > th {
                            x
                        } else {
                            sf::log1pf(sleef_expf(x * b)) / b
                        }
                    },
                    move |x| {
                        if x * b > th {
                            x
                        } else {
                            (x * b).exp().ln_1p() / b
                        }
                    },
                )
            }
            Elu {
                alpha,
                scale,
                input_scale,
            } => elu(plan, p, alpha, scale, input_scale),
            Celu(alpha) => elu(plan, p, alpha, 1.0, 1.0 / alpha),
            Mish => blocks(
                plan,
                p,
                |x| x * sf::tanhf(sf::log1pf(sleef_expf(x))),
                |x| x * x.exp().ln_1p().tanh(),
            ),
            GeluTanh => blocks(
                plan,
                p,
                |x| gelu_tanh(x, sf::tanhf),
                |x| gelu_tanh(x, f32::tanh),
            ),
            _ => return false,
        }
    }
    true
}

/// Elements per block of ATen's vectorized loop on doubles (two 8-double vectors).
pub(super) const SIMD_BLOCK_F64: usize = 16;

/// `run` for float64 in and out.
///
/// # Safety
/// As `loops::map1`, both operands float64.
pub(super) unsafe fn run_f64(plan: &LoopPlan, p: &[*mut u8], op: UnaryOp) -> bool {
    use crate::cpu::sleef::exp_f64 as sd;
    use UnaryOp::*;
    // SAFETY (every arm): as this function's.
    unsafe {
        match op {
            Expm1 => map1::<f64, f64>(plan, p, sd::expm1),
            Sinh => map1_blocks::<f64, f64>(plan, p, SIMD_BLOCK_F64, sd::sinh, f64::sinh),
            Cosh => map1_blocks::<f64, f64>(plan, p, SIMD_BLOCK_F64, sd::cosh, f64::cosh),
            _ => return false,
        }
    }
    true
}

/// # Safety
/// As `run`.
unsafe fn blocks(
    plan: &LoopPlan,
    p: &[*mut u8],
    vectorized: impl Fn(f32) -> f32 + Sync,
    scalar: impl Fn(f32) -> f32 + Sync,
) {
    // SAFETY: as this function's.
    unsafe { map1_blocks::<f32, f32>(plan, p, SIMD_BLOCK, vectorized, scalar) }
}

/// ATen's `elu` (coefficients in float): `expm1(x * input_scale) * alpha * scale` where
/// x <= 0, `x * scale` elsewhere.
///
/// # Safety
/// As `run`.
unsafe fn elu(plan: &LoopPlan, p: &[*mut u8], alpha: f64, scale: f64, input_scale: f64) {
    let (a, s, i) = (alpha as f32, scale as f32, input_scale as f32);
    let negcoef = a * s;
    let vectorized = move |x: f32| {
        if x > 0.0 {
            x * s
        } else {
            sf::expm1f(x * i) * negcoef
        }
    };
    let scalar = move |x: f32| {
        if x <= 0.0 {
            (x * i).exp_m1() * negcoef
        } else {
            x * s
        }
    };
    // SAFETY: as this function's.
    unsafe { blocks(plan, p, vectorized, scalar) }
}

/// ATen's tanh-approximated GELU, `0.5 * x * (1 + tanh(kBeta * (x + kKappa * x³)))`. The
/// compiler fuses `x + kKappa * x³` into one multiply-add on both of its paths (measured:
/// unfused, 113 of 19,200 vectorized results differ from PyTorch; fused, none).
fn gelu_tanh(x: f32, tanh: impl Fn(f32) -> f32) -> f32 {
    let beta = (std::f64::consts::SQRT_2 * std::f64::consts::FRAC_2_SQRT_PI * 0.5) as f32;
    let kappa = 0.044715f32;
    let inner = beta * fma(kappa, x * x * x, x);
    0.5 * x * (1.0 + tanh(inner))
}
