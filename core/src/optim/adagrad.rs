//! Adagrad, as `torch/optim/adagrad.py` runs it: `_single_tensor_adagrad`, the
//! multi-tensor step (`foreach=True`, which multiplies the gradient by `-clr` before the
//! division instead of inside `addcdiv_`: the same product, so the same bits) and the fused
//! CPU kernel (`fused=True`, `FusedAdagradKernel.cpp`: IEEE square root, not MKL's).

use super::aten::{add_alpha, addcdiv, addcmul, signed, Real};
use super::host::{self, Elementwise, ParamWrite, Written};
use super::Optimizer;
use super::{bump_step, foreach_autograd_error, nonnegative, scalar_state, Algorithm, Invalid};
use crate::error::{runtime, Result};
use crate::layout::MemoryFormat;
use crate::ops;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Adagrad {
    pub lr: f64,
    pub lr_decay: f64,
    pub weight_decay: f64,
    /// The constructor's value: PyTorch fills `sum` from `defaults`, never from a group.
    pub initial_accumulator_value: f64,
    pub eps: f64,
    pub maximize: bool,
    pub foreach: bool,
    pub fused: bool,
    pub differentiable: bool,
}

impl Adagrad {
    /// The constructor's checks, in its order.
    pub fn first_invalid(&self) -> Option<Invalid> {
        nonnegative("Invalid learning rate", "lr", self.lr)
            .or_else(|| nonnegative("Invalid lr_decay value", "lr_decay", self.lr_decay))
            .or_else(|| {
                nonnegative(
                    "Invalid weight_decay value",
                    "weight_decay",
                    self.weight_decay,
                )
            })
            .or_else(|| {
                nonnegative(
                    "Invalid initial_accumulator_value value",
                    "initial_accumulator_value",
                    self.initial_accumulator_value,
                )
            })
            .or_else(|| nonnegative("Invalid epsilon value", "eps", self.eps))
    }
}

/// `step` (a 0-d float32 zero) and `sum` (`torch.full_like(p, init, preserve_format)`).
pub(super) fn state_for(p: &Tensor, init: f64) -> Result<Vec<(&'static str, Tensor)>> {
    let fill = if init.fract() == 0.0 && init.abs() < 9.0e15 {
        Scalar::Int(init as i64)
    } else {
        Scalar::Float(init)
    };
    Ok(vec![
        ("step", scalar_state(0.0)?),
        (
            "sum",
            ops::like(p, Some(fill), None, MemoryFormat::Preserve, None)?,
        ),
    ])
}

impl Algorithm for Adagrad {
    fn init_state(&self, p: &Tensor) -> Result<Vec<(&'static str, Tensor)>> {
        state_for(p, self.initial_accumulator_value)
    }

    fn state_keys(&self) -> Vec<&'static str> {
        vec!["sum", "step"]
    }

    fn preflight(&self, n: usize) -> Result<bool> {
        if self.fused {
            // `_fused_adagrad` returns on an empty list, then refuses autograd.
            if n == 0 {
                return Ok(false);
            }
            if self.differentiable {
                return Err(runtime(
                    "adagrad with fused=True does not support differentiable=True",
                ));
            }
        } else if self.foreach {
            // `_multi_tensor_adagrad` refuses autograd before it looks at the list.
            if self.differentiable {
                return Err(foreach_autograd_error());
            }
            if n == 0 {
                return Ok(false);
            }
        }
        Ok(true)
    }

    fn update(&self, opt: &mut Optimizer, p: &Tensor, g: &Tensor) -> Result<()> {
        let step_t = opt.state_tensor(p, "step")?;
        let sum = opt.state_tensor(p, "sum")?;
        // step_t += 1; clr = lr / (1 + (step - 1) * lr_decay), in Python floats. The fused
        // kernel computes it in C++ doubles, where GCC contracts the denominator into one
        // fused multiply-add.
        let step = bump_step(&step_t)?;
        let clr = if self.fused {
            self.lr / (step - 1.0).mul_add(self.lr_decay, 1.0)
        } else {
            self.lr / (1.0 + (step - 1.0) * self.lr_decay)
        };
        let k = Update { h: *self, clr };
        // `addcdiv_` and `addcmul_` each move a version counter; `_fused_adagrad_` does not.
        let ops = if self.fused { 0 } else { 1 };
        host::run(
            &k,
            Written { t: p, ops },
            g,
            &[Written { t: &sum, ops }],
            ParamWrite::Last,
        )
    }
}

/// One step's numbers: the hyperparameters and this step's learning rate.
struct Update {
    h: Adagrad,
    clr: f64,
}

impl Elementwise for Update {
    /// `FusedAdagradKernel.cpp` indexes `param.data_ptr()`, `grad.data_ptr()` and
    /// `state_sum.data_ptr()` alike, whatever their strides.
    fn pairs_by_memory(&self) -> bool {
        self.h.fused
    }

    fn apply<T: Real>(&self, p: &mut T, g: T, s: &mut [T]) {
        let h = &self.h;
        let mut grad = signed(g, h.maximize);
        if h.weight_decay != 0.0 {
            // grad.add(param, alpha=weight_decay); the fused kernel's
            // `grad += param * weight_decay` contracts to the same fused multiply-add.
            grad = add_alpha(grad, *p, h.weight_decay);
        }
        // state_sum.addcmul_(grad, grad, value=1) (fused: `sum + grad * grad`, contracted)
        s[0] = addcmul(s[0], grad, grad, 1.0);
        if h.fused {
            // std = sqrt(sum) + eps; param -= clr * grad / std
            let std = s[0].ieee_sqrt() + T::of(h.eps);
            *p = *p - T::of(self.clr) * grad / std;
        } else {
            // std = state_sum.sqrt().add_(eps); param.addcdiv_(grad, std, value=-clr)
            let std = s[0].mkl_sqrt() + T::of(h.eps);
            *p = addcdiv(*p, grad, std, -self.clr);
        }
    }
}
