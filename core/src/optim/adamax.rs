//! Adamax, as `torch/optim/adamax.py`'s `_single_tensor_adamax` runs it. The
//! multi-tensor step (`foreach=True`) runs the same operations (its step size
//! `(lr / bc) * -1` is the same number as `-(lr / bc)`), so it gives the same bits.

use super::aten::{add_alpha, addcdiv, lerp, maximum, signed, Real};
use super::host::{self, Elementwise, ParamWrite, Written};
use super::{
    adam_family_invalid, bump_step, capturable_error, foreach_autograd_error, scalar_state,
    zeros_like, Algorithm, Invalid, Optimizer,
};
use crate::dtype::DType;
use crate::error::{Result, TorchError};
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Adamax {
    pub lr: f64,
    pub beta1: f64,
    pub beta2: f64,
    pub eps: f64,
    pub weight_decay: f64,
    pub maximize: bool,
    pub foreach: bool,
    pub capturable: bool,
    pub differentiable: bool,
}

impl Adamax {
    /// The constructor's checks, in its order.
    pub fn first_invalid(&self) -> Option<Invalid> {
        adam_family_invalid(
            self.lr,
            self.eps,
            (self.beta1, self.beta2),
            self.weight_decay,
        )
    }
}

impl Algorithm for Adamax {
    fn init_state(&self, p: &Tensor) -> Result<Vec<(&'static str, Tensor)>> {
        Ok(vec![
            ("step", scalar_state(0.0)?),
            ("exp_avg", zeros_like(p)?),
            ("exp_inf", zeros_like(p)?),
        ])
    }

    fn state_keys(&self) -> Vec<&'static str> {
        vec!["exp_avg", "exp_inf", "step"]
    }

    fn preflight(&self, n: usize) -> Result<bool> {
        if self.foreach {
            // Autograd first, then the empty list, then the devices (without XLA).
            if self.differentiable {
                return Err(foreach_autograd_error());
            }
            if n == 0 {
                return Ok(false);
            }
            if self.capturable {
                return Err(capturable_error("params and state_steps", false));
            }
        } else if self.capturable && n > 0 {
            return Err(capturable_error("params and state_steps", true));
        }
        Ok(true)
    }

    fn update(&self, opt: &mut Optimizer, p: &Tensor, g: &Tensor) -> Result<()> {
        let step_t = opt.state_tensor(p, "step")?;
        let exp_avg = opt.state_tensor(p, "exp_avg")?;
        let exp_inf = opt.state_tensor(p, "exp_inf")?;
        let step = bump_step(&step_t)?;
        // bias_correction = 1 - beta1 ** step; clr = lr / bias_correction
        let clr = self.lr / (1.0 - self.beta1.powf(step));
        host::run(
            &Update { h: *self, clr },
            Written { t: p, ops: 1 },
            g,
            &[
                Written {
                    t: &exp_avg,
                    ops: 1, // lerp_
                },
                Written {
                    t: &exp_inf,
                    ops: 2, // mul_, maximum(out=)
                },
            ],
            ParamWrite::Last,
        )
    }
}

struct Update {
    h: Adamax,
    clr: f64,
}

impl Elementwise for Update {
    fn integer_error(&self, dtype: DType) -> TorchError {
        host::lerp_integer_error(dtype)
    }

    fn apply<T: Real>(&self, p: &mut T, g: T, s: &mut [T]) {
        let h = &self.h;
        let mut grad = signed(g, h.maximize);
        if h.weight_decay != 0.0 {
            grad = add_alpha(grad, *p, h.weight_decay);
        }
        // exp_avg.lerp_(grad, 1 - beta1)
        s[0] = lerp(s[0], grad, 1.0 - h.beta1);
        // torch.maximum(exp_inf.mul_(beta2), grad.abs().add_(eps), out=exp_inf)
        s[1] = maximum(s[1] * T::of(h.beta2), grad.abs() + T::of(h.eps));
        // param.addcdiv_(exp_avg, exp_inf, value=-clr)
        *p = addcdiv(*p, s[0], s[1], -self.clr);
    }
}
