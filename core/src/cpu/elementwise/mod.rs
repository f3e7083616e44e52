//! Elementwise CPU kernels: fill, unary, binary and ternary ops through one strided loop.
//!
//! The op layer has already cast every input to the compute dtype, so a kernel sees inputs
//! of one type `T` and writes `T` (or `bool` for predicates and comparisons).
//!
//! - `loops`: the strided loop drivers (`map0` .. `map3`, `copy`), threads and tiles.
//! - `unary`: `fill` and the unary kernels; `binary` and `ternary`: the rest.
//! - `aten_loop` and `sleef_unary`: float32 ops whose PyTorch kernel computes different bits
//!   on its vectorized and scalar paths, split as ATen's loop splits them.
//! - `sleef_pow`: float `pow`, SLEEF on the vector blocks and the C library on the rest.

mod aten_loop;
mod binary;
mod limited;
mod loops;
pub mod sleef_exp;
mod sleef_pow;
mod sleef_unary;
mod ternary;
mod unary;

pub use binary::binary;
pub use ternary::ternary;
pub use unary::{fill, unary};

use crate::dtype::DType;
use crate::error::TorchError;
use crate::iter::LoopPlan;
use crate::kernels::KernelCall;

fn plan(call: &KernelCall) -> LoopPlan {
    let layouts: Vec<&crate::layout::Layout> = call.operands.iter().map(|o| &o.layout).collect();
    LoopPlan::new(&call.shape, &layouts)
}

fn unsupported(op: &str, dtype: DType) -> TorchError {
    crate::error::not_implemented(format!(
        "\"{op}\" not implemented for '{}'",
        dtype.legacy_name()
    ))
}

/// A 16-bit float that reached a computing kernel: `ops::run` computes those in float32
/// (ATen's opmath type) and rounds the result, so this is a dispatch bug, reported as one.
fn not_opmath(op: &str, dtype: DType) -> TorchError {
    crate::error::runtime(format!(
        "internal error: the {op} kernel was given {} (16-bit floats are computed in float32)",
        dtype.name()
    ))
}
