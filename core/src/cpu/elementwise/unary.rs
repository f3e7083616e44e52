//! `fill` and the unary kernels (casts and same-dtype copies included), per element kind.

use super::loops::{copy, map0, map1};
use super::{plan, unsupported};
use crate::cpu::{lock, with_dtype};
use crate::dtype::DType;
use crate::element::{cast, scalar_as, Float, Int};
use crate::error::Result;
use crate::iter::{LoopNest, LoopPlan};
use crate::kernels::{KernelCall, LogBase, UnaryOp};
use crate::scalar::Scalar;

pub fn fill(call: &KernelCall, v: Scalar, traced: bool) -> Result<Option<LoopNest>> {
    let plan = plan(call);
    let l = lock(call.operands)?;
    with_dtype!(call.operands[0].dtype(), T => {
        let v: T = scalar_as::<T>(v);
        // SAFETY: `lock` checked the layout against the storage.
        unsafe { map0::<T>(&plan, &l.ptrs, v) }
    });
    Ok(plan.traced_nest(traced))
}

pub fn unary(call: &KernelCall, op: UnaryOp, traced: bool) -> Result<Option<LoopNest>> {
    let plan = plan(call);
    let (src, dst) = (call.operands[1].dtype(), call.operands[0].dtype());
    let l = lock(call.operands)?;
    let p = &l.ptrs;
    // SAFETY (every arm): `lock` checked each layout against its storage, and the pointer
    // types match the operands' dtypes by construction of the dispatch below.
    unsafe {
        if op == UnaryOp::Copy {
            if src == dst {
                with_dtype!(src, A => copy::<A>(&plan, p));
            } else {
                with_dtype!(src, A => with_dtype!(dst, B => map1::<A, B>(&plan, p, cast::<A, B>)));
            }
            return Ok(plan.traced_nest(traced));
        }
        match src {
            DType::Float32 => {
                if dst != DType::Float32 || !super::sleef_unary::run(&plan, p, op) {
                    float_unary::<f32>(&plan, p, op, dst)?
                }
            }
            DType::Float64 => {
                if dst != DType::Float64 || !super::sleef_unary::run_f64(&plan, p, op) {
                    float_unary::<f64>(&plan, p, op, dst)?
                }
            }
            DType::Bool => bool_unary(&plan, p, op)?,
            DType::UInt8 => int_unary::<u8>(&plan, p, op, dst)?,
            DType::Int8 => int_unary::<i8>(&plan, p, op, dst)?,
            DType::Int16 => int_unary::<i16>(&plan, p, op, dst)?,
            DType::Float16 | DType::BFloat16 => {
                return Err(super::not_opmath(kernel_name(op), src))
            }
            DType::Int32 => int_unary::<i32>(&plan, p, op, dst)?,
            DType::Int64 => int_unary::<i64>(&plan, p, op, dst)?,
            DType::UInt16 => int_unary::<u16>(&plan, p, op, dst)?,
            DType::UInt32 => int_unary::<u32>(&plan, p, op, dst)?,
            DType::UInt64 => int_unary::<u64>(&plan, p, op, dst)?,
            // `crate::limited` lets only these through for the 8-bit floats.
            d => with_dtype!(d, T => super::limited::float8_unary::<T>(&plan, p, op, dst)?),
        }
    }
    Ok(plan.traced_nest(traced))
}

unsafe fn float_unary<T: Float>(
    plan: &LoopPlan,
    p: &[*mut u8],
    op: UnaryOp,
    dst: DType,
) -> Result<()> {
    use UnaryOp::*;
    if dst == DType::Bool {
        match op {
            IsNan => map1::<T, bool>(plan, p, |x| x.is_nan()),
            IsFinite => map1::<T, bool>(plan, p, |x| x.is_finite()),
            IsInf => map1::<T, bool>(plan, p, |x| !x.is_finite() && !x.is_nan()),
            LogicalNot => map1::<T, bool>(plan, p, |x| x == T::ZERO),
            _ => return Err(unsupported(kernel_name(op), DType::Bool)),
        }
        return Ok(());
    }
    let half = T::from_f64(0.5);
    match op {
        Neg => map1::<T, T>(plan, p, |x| -x),
        Abs => map1::<T, T>(plan, p, |x| x.abs()),
        Exp => map1::<T, T>(plan, p, |x| x.exp()),
        // MKL's vector math answers a negative input with the NaN whose sign bit is clear.
        Log => map1::<T, T>(plan, p, |x| mkl_nan(x, x.ln())),
        Log2 => map1::<T, T>(plan, p, |x| mkl_nan(x, T::from_f64(x.to_f64().log2()))),
        LogOfWidened(LogBase::E) => map1::<T, T>(plan, p, |x| sleef_nan(x, x.ln())),
        LogOfWidened(LogBase::Two) => {
            map1::<T, T>(plan, p, |x| sleef_nan(x, T::from_f64(x.to_f64().log2())))
        }
        LogOfWidened(LogBase::Ten) => {
            map1::<T, T>(plan, p, |x| sleef_nan(x, T::from_f64(x.to_f64().log10())))
        }
        Sqrt => map1::<T, T>(plan, p, |x| mkl_nan(x, x.vml_sqrt())),
        SqrtIeee => map1::<T, T>(plan, p, |x| x.sqrt()),
        Rsqrt => map1::<T, T>(plan, p, |x| T::ONE / x.sqrt()),
        Sigmoid => map1::<T, T>(plan, p, |x| T::ONE / (T::ONE + (-x).exp())),
        // torch.tanh, log10, log1p and expm1 go to MKL's vector math, which is within a
        // few parts in ten thousand of the correctly rounded float32 result; the C
        // library's float32 functions miss it on 6-18% of inputs. Computing in double and
        // rounding once agrees with PyTorch on all but a handful (measured in decisions.md).
        Tanh => map1::<T, T>(plan, p, |x| T::from_f64(x.to_f64().tanh())),
        // `clamp_min(x, 0)` keeps x on a tie (std::max): relu(-0.) is -0.
        Relu => map1::<T, T>(plan, p, |x| {
            if x.is_nan() || x >= T::ZERO {
                x
            } else {
                T::ZERO
            }
        }),
        Clamp { min, max } => {
            let lo = min.map(scalar_as::<T>);
            let hi = max.map(scalar_as::<T>);
            map1::<T, T>(plan, p, |x| {
                if x.is_nan() {
                    return x;
                }
                let mut y = x;
                if let Some(lo) = lo {
                    if y < lo || lo.is_nan() {
                        y = lo;
                    }
                }
                if let Some(hi) = hi {
                    if y > hi || hi.is_nan() {
                        y = hi;
                    }
                }
                y
            })
        }
        Sin => map1::<T, T>(plan, p, |x| x.sin()),
        Log10 => map1::<T, T>(plan, p, |x| mkl_nan(x, T::from_f64(x.to_f64().log10()))),
        Exp2 => map1::<T, T>(plan, p, |x| x.exp2()),
        Sinh => map1::<T, T>(plan, p, |x| x.sinh()),
        Cosh => map1::<T, T>(plan, p, |x| x.cosh()),
        Tan => map1::<T, T>(plan, p, |x| x.tan()),
        // ATen's asin/acos/atanh (MKL's, as measured) answer outside [-1, 1] with the NaN
        // whose sign bit is set; Rust's (the C library's) with the positive one.
        Asin => map1::<T, T>(plan, p, |x| sleef_nan(x, x.asin())),
        Acos => map1::<T, T>(plan, p, |x| sleef_nan(x, x.acos())),
        Atan => map1::<T, T>(plan, p, |x| x.atan()),
        Acosh => map1::<T, T>(plan, p, |x| x.acosh()),
        Asinh => map1::<T, T>(plan, p, |x| x.asinh()),
        Atanh => map1::<T, T>(plan, p, |x| sleef_nan(x, x.atanh())),
        // PyTorch's frac keeps the sign: x - trunc(x).
        Frac => map1::<T, T>(plan, p, |x| x - x.trunc()),
        Cos => map1::<T, T>(plan, p, |x| x.cos()),
        // Only float64 comes here (float32's takes SLEEF's, whose NaN keeps its sign bit);
        // ATen's double log1p is the C library's, whose NaN for x < -1 is positive.
        Log1p => {
            let double = std::mem::size_of::<T>() == 8;
            map1::<T, T>(plan, p, |x| {
                let y = T::from_f64(x.to_f64().ln_1p());
                if double {
                    mkl_nan(x, y)
                } else {
                    y
                }
            })
        }
        Expm1 => map1::<T, T>(plan, p, |x| T::from_f64(x.to_f64().exp_m1())),
        // PyTorch's `(0 < x) - (x < 0)`: NaN and -0.0 give 0.
        Sign => map1::<T, T>(plan, p, |x| {
            if x > T::ZERO {
                T::ONE
            } else if x < T::ZERO {
                -T::ONE
            } else {
                T::ZERO
            }
        }),
        Floor => map1::<T, T>(plan, p, |x| x.floor()),
        Ceil => map1::<T, T>(plan, p, |x| x.ceil()),
        Round => map1::<T, T>(plan, p, |x| x.round_half_even()),
        Trunc => map1::<T, T>(plan, p, |x| x.trunc()),
        Reciprocal => map1::<T, T>(plan, p, |x| T::ONE / x),
        Square => map1::<T, T>(plan, p, |x| x * x),
        Gelu => {
            let r = T::from_f64(std::f64::consts::FRAC_1_SQRT_2);
            map1::<T, T>(plan, p, |x| x * half * (T::ONE + (x * r).erf()))
        }
        Silu => map1::<T, T>(plan, p, |x| x / (T::ONE + (-x).exp())),
        Erf => map1::<T, T>(plan, p, |x| x.erf()),
        Erfc => map1::<T, T>(plan, p, |x| x.erfc()),
        Erfinv => map1::<T, T>(plan, p, |x| x.erfinv()),
        Special(f) => map1::<T, T>(plan, p, |x| f.eval(x)),
        GeluTanh => {
            // PyTorch's constants and order: 0.5 * x * (1 + tanh(kBeta * (x + kKappa * x³))).
            let beta =
                T::from_f64(std::f64::consts::SQRT_2 * std::f64::consts::FRAC_2_SQRT_PI * 0.5);
            let kappa = T::from_f64(0.044715);
            map1::<T, T>(plan, p, |x| {
                let inner = beta * (x + kappa * (x * x * x));
                half * x * (T::ONE + inner.tanh())
            })
        }
        Softplus { beta, threshold } => {
            let (b, th) = (T::from_f64(beta), T::from_f64(threshold));
            map1::<T, T>(plan, p, |x| {
                let bx = x * b;
                if bx > th {
                    x
                } else {
                    bx.exp().ln_1p() / b
                }
            })
        }
        LeakyRelu(slope) => {
            let s = T::from_f64(slope);
            map1::<T, T>(plan, p, |x| if x > T::ZERO { x } else { x * s })
        }
        Elu {
            alpha,
            scale,
            input_scale,
        } => elu::<T>(plan, p, alpha, scale, input_scale),
        Celu(alpha) => elu::<T>(plan, p, alpha, 1.0, 1.0 / alpha),
        Hardtanh { min, max } => {
            let (lo, hi) = (T::from_f64(min.to_f64()), T::from_f64(max.to_f64()));
            // ATen's clamp: NaN passes through, and a NaN bound makes every element NaN
            // (its vectorized minimum/maximum propagate NaN).
            let nan_bound = lo.is_nan() || hi.is_nan();
            map1::<T, T>(plan, p, |x| {
                if nan_bound {
                    lo + hi
                } else if x < lo {
                    lo
                } else if x > hi {
                    hi
                } else {
                    x
                }
            })
        }
        Mish => map1::<T, T>(plan, p, |x| x * x.exp().ln_1p().tanh()),
        Hardswish => {
            let (three, six) = (T::from_f64(3.0), T::from_f64(6.0));
            map1::<T, T>(plan, p, |x| x * relu6(x + three, six) / six)
        }
        Hardsigmoid => {
            let (three, six) = (T::from_f64(3.0), T::from_f64(6.0));
            map1::<T, T>(plan, p, |x| relu6(x + three, six) / six)
        }
        Threshold { threshold, value } => {
            let (th, v) = (T::from_f64(threshold), T::from_f64(value));
            map1::<T, T>(plan, p, |x| if x <= th { v } else { x })
        }
        Hardshrink(l) => {
            let l = T::from_f64(l);
            map1::<T, T>(plan, p, |x| if x >= -l && x <= l { T::ZERO } else { x })
        }
        Softshrink(l) => {
            let l = T::from_f64(l);
            map1::<T, T>(plan, p, |x| {
                if x > l {
                    x - l
                } else if x < -l {
                    x + l
                } else {
                    // ATen's `a * 0`: NaN stays NaN.
                    x * T::ZERO
                }
            })
        }
        Copy | IsNan | IsFinite | IsInf | LogicalNot | BitwiseNot => {
            return Err(unsupported(kernel_name(op), T::DTYPE))
        }
    }
    Ok(())
}

/// The name ATen's dtype dispatch reports for an op it has no kernel for: the activations'
/// CPU kernels carry a `_cpu` suffix (`"elu_cpu" not implemented for 'Long'`).
fn kernel_name(op: UnaryOp) -> &'static str {
    use UnaryOp::*;
    match op {
        Elu { .. } | Celu(_) => "elu_cpu",
        Mish => "mish_cpu",
        Threshold { .. } => "threshold_cpu",
        Hardswish => "hardswish_cpu",
        Hardsigmoid => "hardsigmoid_cpu",
        Hardshrink(_) => "hardshrink_cpu",
        LeakyRelu(_) => "leaky_relu_cpu",
        Gelu | GeluTanh => "GeluKernelImpl",
        Frac => "frac_cpu",
        _ => op.name(),
    }
}

/// ATen's `elu` kernel: `expm1` of the scaled input, the coefficients in the dtype.
unsafe fn elu<T: Float>(plan: &LoopPlan, p: &[*mut u8], alpha: f64, scale: f64, input_scale: f64) {
    let (a, s, i) = (
        T::from_f64(alpha),
        T::from_f64(scale),
        T::from_f64(input_scale),
    );
    let negcoef = a * s;
    map1::<T, T>(plan, p, |x| {
        if x <= T::ZERO {
            (x * i).exp_m1() * negcoef
        } else {
            x * s
        }
    })
}

/// `min(max(x, 0), six)` as ATen's hardswish/hardsigmoid write it (NaN in, NaN out).
fn relu6<T: Float>(x: T, six: T) -> T {
    let y = if x < T::ZERO { T::ZERO } else { x };
    if y > six {
        six
    } else {
        y
    }
}

unsafe fn int_unary<T: Int>(plan: &LoopPlan, p: &[*mut u8], op: UnaryOp, dst: DType) -> Result<()> {
    use UnaryOp::*;
    if dst == DType::Bool {
        match op {
            IsNan | IsInf => map1::<T, bool>(plan, p, |_| false),
            IsFinite => map1::<T, bool>(plan, p, |_| true),
            LogicalNot => map1::<T, bool>(plan, p, |x| x == T::ZERO),
            _ => return Err(unsupported(kernel_name(op), DType::Bool)),
        }
        return Ok(());
    }
    match op {
        Neg => map1::<T, T>(plan, p, |x| x.wneg()),
        Abs => map1::<T, T>(plan, p, |x| x.wabs()),
        Relu => map1::<T, T>(plan, p, |x| if x > T::ZERO { x } else { T::ZERO }),
        Clamp { min, max } => {
            let lo = min.map(scalar_as::<T>);
            let hi = max.map(scalar_as::<T>);
            map1::<T, T>(plan, p, |x| {
                let mut y = x;
                if let Some(lo) = lo {
                    y = y.max(lo);
                }
                if let Some(hi) = hi {
                    y = y.min(hi);
                }
                y
            })
        }
        Sign => map1::<T, T>(plan, p, |x| {
            if x > T::ZERO {
                T::ONE
            } else if x < T::ZERO {
                T::ONE.wneg()
            } else {
                T::ZERO
            }
        }),
        Floor | Ceil | Round | Trunc => map1::<T, T>(plan, p, |x| x),
        Square => map1::<T, T>(plan, p, |x| x.wmul(x)),
        // An integer hardtanh is ATen's clamp, bounds cast to the dtype.
        Hardtanh { min, max } => {
            let (lo, hi) = (T::from_f64(min.to_f64()), T::from_f64(max.to_f64()));
            map1::<T, T>(plan, p, |x| x.max(lo).min(hi))
        }
        Threshold { threshold, value } => {
            let (th, v) = (T::from_f64(threshold), T::from_f64(value));
            map1::<T, T>(plan, p, |x| if x <= th { v } else { x })
        }
        BitwiseNot => map1::<T, T>(plan, p, |x| x.not()),
        _ => return Err(unsupported(kernel_name(op), T::DTYPE)),
    }
    Ok(())
}

unsafe fn bool_unary(plan: &LoopPlan, p: &[*mut u8], op: UnaryOp) -> Result<()> {
    use UnaryOp::*;
    match op {
        LogicalNot | BitwiseNot => map1::<bool, bool>(plan, p, |x| !x),
        Abs | Relu | Floor | Ceil | Round | Trunc | Sign => map1::<bool, bool>(plan, p, |x| x),
        IsNan | IsInf => map1::<bool, bool>(plan, p, |_| false),
        IsFinite => map1::<bool, bool>(plan, p, |_| true),
        _ => return Err(unsupported(kernel_name(op), DType::Bool)),
    }
    Ok(())
}

/// `y`, with a NaN it made from a number (a domain error, not a NaN input) given the sign
/// bit clear, as MKL's vector functions give it. Only `signbit`, `copysign` and bit views
/// can tell the two NaNs apart, and PyTorch shows which one its kernel made.
fn mkl_nan<T: Float>(x: T, y: T) -> T {
    if y.is_nan() && !x.is_nan() {
        T::NAN
    } else {
        y
    }
}

/// `y`, with a NaN it made from a number given the sign bit set: the x86 "default NaN" that
/// SLEEF's and ATen's vector code produce.
fn sleef_nan<T: Float>(x: T, y: T) -> T {
    if y.is_nan() && !x.is_nan() {
        -T::NAN
    } else {
        y
    }
}
