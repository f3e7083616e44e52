//! PyTorch's "limited support" dtypes (uint16/32/64 and the float8 family): which kernels
//! run on them, and PyTorch's refusal for the rest, naming the kernel stub PyTorch's
//! dispatch macro names (`"add_stub" not implemented for 'UInt16'`).
//!
//! Why a gate at the dispatcher: every op reaches its kernel through `dispatch`, so one
//! check keeps a limited dtype from being computed by a kernel PyTorch does not have,
//! whatever path the op took (operator, method, `torch.*`, `out=`).

use crate::dtype::DType;
use crate::error::{not_implemented, Result};
use crate::kernels::{BinaryOp, Kernel, KernelCall, Product, RandomDist, ReduceOp, UnaryOp};

/// Refuses a kernel call PyTorch 2.15 has no CPU kernel for, for the first limited dtype
/// among its operands.
pub fn check(call: &KernelCall) -> Result<()> {
    let Some(d) = call
        .operands
        .iter()
        .map(|o| o.dtype())
        .find(|d| d.is_limited())
    else {
        return Ok(());
    };
    if runs(&call.kernel, d) {
        return Ok(());
    }
    Err(not_implemented(format!(
        "\"{}\" not implemented for '{}'",
        stub(call, d),
        d.legacy_name()
    )))
}

/// The kernels PyTorch instantiates for the limited dtypes (measured on 2.15's CPU build).
fn runs(k: &Kernel, d: DType) -> bool {
    use BinaryOp as B;
    use UnaryOp as U;
    let shared = matches!(
        k,
        Kernel::Fill(_)
            | Kernel::IndexSelect { .. }
            | Kernel::Unary(U::Copy | U::IsNan | U::IsInf | U::IsFinite)
            | Kernel::Binary(B::Eq | B::Ne | B::Mul)
            | Kernel::Reduce {
                op: ReduceOp::All | ReduceOp::Any,
                ..
            }
            | Kernel::Ternary(crate::kernels::TernaryOp::Where)
            | Kernel::Scatter {
                accumulate: false,
                ..
            }
    );
    if shared {
        return true;
    }
    if d.is_uint_wide() {
        return matches!(
            k,
            Kernel::Binary(B::BitAnd | B::BitOr | B::BitXor | B::Maximum | B::Minimum)
                | Kernel::Unary(U::Clamp { .. })
                | Kernel::Reduce {
                    op: ReduceOp::Sum | ReduceOp::Prod,
                    ..
                }
                | Kernel::Gather { .. }
                | Kernel::Cumsum { .. }
                | Kernel::Random {
                    dist: RandomDist::RandInt { .. },
                    ..
                }
                | Kernel::Sample {
                    dist: RandomDist::RandInt { .. },
                    ..
                }
        );
    }
    // e8m0fnu has no abs (it has no sign to clear).
    matches!(k, Kernel::Unary(U::Abs)) && d != DType::Float8E8M0Fnu
}

/// The name PyTorch's dispatch macro gives the missing kernel.
fn stub(call: &KernelCall, d: DType) -> String {
    let full = call.outputs().iter().all(|o| o.layout.numel() == 1);
    let named = match &call.kernel {
        Kernel::Binary(B::Add(_) | B::Sub(_)) => "add_stub",
        Kernel::Binary(B::FloorDiv) => "div_floor_cpu",
        Kernel::Binary(B::TruncDiv) => "div_trunc_cpu",
        Kernel::Binary(B::Div) => "div_cpu",
        Kernel::Binary(B::Shl) => "lshift_cpu",
        Kernel::Binary(B::Shr) => "rshift_cpu",
        Kernel::Binary(B::Pow) => "pow",
        Kernel::Unary(U::Clamp { .. }) => "clamp_scalar_cpu",
        Kernel::Unary(U::Exp) => "exp_vml_cpu",
        Kernel::Unary(U::Sqrt) => "sqrt_vml_cpu",
        Kernel::Unary(U::Log) => "log_vml_cpu",
        Kernel::Reduce {
            op: ReduceOp::Max, ..
        } if full && call.op == "max" => "max_all",
        Kernel::Reduce {
            op: ReduceOp::Min, ..
        } if full && call.op == "min" => "min_all",
        Kernel::Reduce {
            op: ReduceOp::Max, ..
        } => "max_values_cpu",
        Kernel::Reduce {
            op: ReduceOp::Min, ..
        } => "min_values_cpu",
        Kernel::Reduce {
            op: ReduceOp::Prod, ..
        } => "prod_out_cpu",
        // mean sums first.
        Kernel::Reduce {
            op: ReduceOp::Mean, ..
        } => "sum_cpu",
        Kernel::Reduce { op, .. } => return format!("{}_cpu", op.name()),
        Kernel::Bmm(Product::Vector | Product::Dot) => "dot",
        Kernel::Bmm(Product::Gemm) => "addmm_impl_cpu_",
        Kernel::Bmm(Product::Batched) => "bmm",
        Kernel::Gather { .. } => "gather_expanded_index",
        Kernel::Cumsum { .. } => "cumsum_out_cpu",
        Kernel::Random { dist, .. } | Kernel::Sample { dist, .. } => random_stub(dist, d),
        Kernel::Binary(b) => return format!("{}_cpu", b.name()),
        Kernel::Unary(u) => return format!("{}_cpu", u.name()),
        k => return format!("{}_cpu", k.name()),
    };
    named.to_string()
}

use BinaryOp as B;
use UnaryOp as U;

fn random_stub(dist: &RandomDist, d: DType) -> &'static str {
    match dist {
        RandomDist::Uniform { .. } => "check_uniform_bounds",
        RandomDist::Normal { .. } => "normal_kernel_cpu",
        RandomDist::RandInt { .. } if d.is_float8() => "random_update_from_to",
        RandomDist::Bernoulli { .. } | RandomDist::BernoulliTensor => "bernoulli_scalar_cpu_",
        _ => "random_",
    }
}

/// Ops that compute on the host without a dispatched kernel, with the stub PyTorch's
/// refusal names and which family it refuses: (op, stub, refuses uint16/32/64, refuses float8).
const HOST_OPS: &[(&str, &str, bool, bool)] = &[
    ("arange", "arange_cpu", true, true),
    ("linspace", "linspace_cpu", true, true),
    ("eye", "eye", true, false),
    ("masked_fill", "masked_fill", true, true),
    ("nonzero", "nonzero_count_cpu", true, true),
    ("sort", "sorting_kernel_method_name", false, true),
    ("flip", "flip_cpu", false, true),
    ("unique", "unique", false, true),
    ("equal", "equal_notnan_cpu", false, true),
];

/// PyTorch's refusal of a host-computed op on a limited dtype, if it refuses it.
pub fn check_op(op: &str, d: DType) -> Result<()> {
    let refused = HOST_OPS
        .iter()
        .find(|(name, ..)| *name == op)
        .filter(|(_, _, uint, f8)| (d.is_uint_wide() && *uint) || (d.is_float8() && *f8));
    match refused {
        Some((_, stub, ..)) => Err(not_implemented(format!(
            "\"{stub}\" not implemented for '{}'",
            d.legacy_name()
        ))),
        None => Ok(()),
    }
}
