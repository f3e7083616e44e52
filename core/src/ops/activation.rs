//! Activation functions by name (`relu`, `leaky_relu(slope)`, `elu(alpha)`, ...), each out
//! of place or in place (`inplace=True`, `relu_`), as `torch.nn.functional` offers them. The
//! kernel op carries the parameters; the trace and the autograd node take their names from
//! it, so no caller pairs a kernel with a name.

use super::{unary, unary_};
use crate::error::Result;
use crate::kernels::UnaryOp;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// `op` on `x`, or into `x` itself when `inplace` (the result is then `x`).
fn apply(op: UnaryOp, x: &Tensor, inplace: bool) -> Result<Tensor> {
    if inplace {
        unary_(&format!("{}_", op.name()), op, x)?;
        Ok(x.clone())
    } else {
        unary(op.name(), op, x)
    }
}

pub fn relu(x: &Tensor, inplace: bool) -> Result<Tensor> {
    apply(UnaryOp::Relu, x, inplace)
}

pub fn sigmoid(x: &Tensor) -> Result<Tensor> {
    apply(UnaryOp::Sigmoid, x, false)
}

pub fn silu(x: &Tensor, inplace: bool) -> Result<Tensor> {
    apply(UnaryOp::Silu, x, inplace)
}

/// `gelu(x)`, or its tanh approximation.
pub fn gelu(x: &Tensor, tanh_approximation: bool) -> Result<Tensor> {
    let op = if tanh_approximation {
        UnaryOp::GeluTanh
    } else {
        UnaryOp::Gelu
    };
    unary("gelu", op, x)
}

pub fn softplus(x: &Tensor, beta: f64, threshold: f64) -> Result<Tensor> {
    apply(UnaryOp::Softplus { beta, threshold }, x, false)
}

pub fn leaky_relu(x: &Tensor, negative_slope: f64, inplace: bool) -> Result<Tensor> {
    apply(UnaryOp::LeakyRelu(negative_slope), x, inplace)
}

pub fn elu(x: &Tensor, alpha: f64, inplace: bool) -> Result<Tensor> {
    let op = UnaryOp::Elu {
        alpha,
        scale: 1.0,
        input_scale: 1.0,
    };
    apply(op, x, inplace)
}

/// `selu`: `elu` with the constants of Klambauer et al., as torch.nn.functional has them.
pub fn selu(x: &Tensor, inplace: bool) -> Result<Tensor> {
    let op = UnaryOp::Elu {
        alpha: 1.673_263_242_354_377_3,
        scale: 1.050_700_987_355_480_5,
        input_scale: 1.0,
    };
    apply(op, x, inplace)
}

pub fn celu(x: &Tensor, alpha: f64, inplace: bool) -> Result<Tensor> {
    apply(UnaryOp::Celu(alpha), x, inplace)
}

/// `hardtanh` (and `relu6`): the bounds keep the Python number's type, which the node saves.
pub fn hardtanh(x: &Tensor, min: Scalar, max: Scalar, inplace: bool) -> Result<Tensor> {
    apply(UnaryOp::Hardtanh { min, max }, x, inplace)
}

pub fn mish(x: &Tensor, inplace: bool) -> Result<Tensor> {
    apply(UnaryOp::Mish, x, inplace)
}

pub fn hardswish(x: &Tensor, inplace: bool) -> Result<Tensor> {
    apply(UnaryOp::Hardswish, x, inplace)
}

pub fn hardsigmoid(x: &Tensor, inplace: bool) -> Result<Tensor> {
    apply(UnaryOp::Hardsigmoid, x, inplace)
}

pub fn threshold(x: &Tensor, threshold: f64, value: f64, inplace: bool) -> Result<Tensor> {
    apply(UnaryOp::Threshold { threshold, value }, x, inplace)
}

pub fn hardshrink(x: &Tensor, lambd: f64) -> Result<Tensor> {
    apply(UnaryOp::Hardshrink(lambd), x, false)
}

pub fn softshrink(x: &Tensor, lambd: f64) -> Result<Tensor> {
    apply(UnaryOp::Softshrink(lambd), x, false)
}
