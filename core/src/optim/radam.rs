//! RAdam, as `torch/optim/radam.py` runs it: `_single_tensor_radam`, and the
//! multi-tensor step (`foreach=True`), which folds the rectification and both bias
//! corrections into one per-element buffer (`1 / ((sqrt(v) + eps) / c)`) added to the
//! parameter by `addcmul_`: different roundings, so the two are kept apart.

use super::aten::{add_alpha, addcmul, lerp, signed, Real};
use super::host::{self, Elementwise, ParamWrite, Written};
use super::{
    adam_family_invalid, bump_step, capturable_error, foreach_autograd_error, scalar_state,
    zeros_like, Algorithm, Invalid, Optimizer,
};
use crate::dtype::DType;
use crate::error::{Result, TorchError};
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RAdam {
    pub lr: f64,
    pub beta1: f64,
    pub beta2: f64,
    pub eps: f64,
    pub weight_decay: f64,
    /// `decoupled_weight_decay=True`: `param.mul_(1 - lr * wd)` instead of `wd * param`
    /// added to the gradient.
    pub decoupled: bool,
    pub maximize: bool,
    pub foreach: bool,
    pub capturable: bool,
    pub differentiable: bool,
}

impl RAdam {
    /// The constructor's checks, in its order.
    pub fn first_invalid(&self) -> Option<Invalid> {
        adam_family_invalid(
            self.lr,
            self.eps,
            (self.beta1, self.beta2),
            self.weight_decay,
        )
    }

    fn decays_param(&self) -> bool {
        self.weight_decay != 0.0 && self.decoupled
    }
}

impl Algorithm for RAdam {
    fn init_state(&self, p: &Tensor) -> Result<Vec<(&'static str, Tensor)>> {
        Ok(vec![
            ("step", scalar_state(0.0)?),
            ("exp_avg", zeros_like(p)?),
            ("exp_avg_sq", zeros_like(p)?),
        ])
    }

    fn state_keys(&self) -> Vec<&'static str> {
        vec!["exp_avg", "exp_avg_sq", "step"]
    }

    fn preflight(&self, n: usize) -> Result<bool> {
        if self.foreach {
            // The empty list returns first, then autograd, then the devices (no XLA).
            if n == 0 {
                return Ok(false);
            }
            if self.differentiable {
                return Err(foreach_autograd_error());
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
        let exp_avg_sq = opt.state_tensor(p, "exp_avg_sq")?;
        let step = bump_step(&step_t)?;
        let (b1, b2, lr) = (self.beta1, self.beta2, self.lr);
        // The maximum length of the approximated SMA, and its value at this step.
        let rho_inf = 2.0 / (1.0 - b2) - 1.0;
        let rho_t = rho_inf - 2.0 * step * b2.powf(step) / (1.0 - b2.powf(step));
        let rect = |rho_t: f64| {
            ((rho_t - 4.0) * (rho_t - 2.0) * rho_inf / ((rho_inf - 4.0) * (rho_inf - 2.0) * rho_t))
                .powf(0.5)
        };
        let bias_correction1 = 1.0 - b1.powf(step);
        let bias_correction2 = 1.0 - b2.powf(step);
        let k = if self.foreach {
            // rect (0 when rho_t <= 5), then the two per-step scalars of the buffer:
            // unrect_step_size = (lr * unrectified / bc1) * -1 and
            // bias_correction2 = ((1 - beta2 ** t) ** 0.5) * (lr * rect / bc1) * -1
            // (`* -1` is a negation, exact: written as one here).
            let r = if rho_t > 5.0 { rect(rho_t) } else { 0.0 };
            let unrectified = if r > 0.0 { 0.0 } else { 1.0 };
            Update {
                h: *self,
                rectified: rho_t > 5.0,
                a: -(lr * unrectified / bias_correction1),
                b: -(bias_correction2.powf(0.5) * (lr * r / bias_correction1)),
                c: 0.0,
            }
        } else {
            Update {
                h: *self,
                rectified: rho_t > 5.0,
                a: bias_correction1,
                b: bias_correction2.powf(0.5),
                c: if rho_t > 5.0 { rect(rho_t) } else { 0.0 },
            }
        };
        let param_ops = if self.decays_param() { 2 } else { 1 };
        let order = if self.decays_param() {
            ParamWrite::First
        } else {
            ParamWrite::Last
        };
        host::run(
            &k,
            Written {
                t: p,
                ops: param_ops,
            },
            g,
            &[
                Written {
                    t: &exp_avg,
                    ops: 1, // lerp_
                },
                Written {
                    t: &exp_avg_sq,
                    ops: 2, // mul_, addcmul_
                },
            ],
            order,
        )
    }
}

/// One step's numbers. Single-tensor: `a` = bias_correction1, `b` =
/// bias_correction2 ** 0.5, `c` = the rectification term. Multi-tensor: `a` =
/// unrect_step_size, `b` = the buffer's divisor.
struct Update {
    h: RAdam,
    rectified: bool,
    a: f64,
    b: f64,
    c: f64,
}

impl Elementwise for Update {
    fn integer_error(&self, dtype: DType) -> TorchError {
        host::lerp_integer_error(dtype)
    }

    fn apply<T: Real>(&self, p: &mut T, g: T, s: &mut [T]) {
        let h = &self.h;
        let mut grad = signed(g, h.maximize);
        if h.weight_decay != 0.0 {
            if h.decoupled {
                // param.mul_(1 - lr * weight_decay)
                *p = *p * T::of(1.0 - h.lr * h.weight_decay);
            } else {
                grad = add_alpha(grad, *p, h.weight_decay);
            }
        }
        // exp_avg.lerp_(grad, 1 - beta1); exp_avg_sq.mul_(beta2).addcmul_(grad, grad, 1 - beta2)
        s[0] = lerp(s[0], grad, 1.0 - h.beta1);
        s[1] = addcmul(s[1] * T::of(h.beta2), grad, grad, 1.0 - h.beta2);
        if h.foreach {
            // buffer = sqrt(exp_avg_sq) + eps; buffer /= bias_correction2;
            // buffer = 1 / buffer; buffer += unrect_step_size;
            // param.addcmul_(exp_avg, buffer)
            let buffer = s[1].mkl_sqrt() + T::of(h.eps);
            let buffer = T::ONE / (buffer / T::of(self.b)) + T::of(self.a);
            *p = addcmul(*p, s[0], buffer, 1.0);
            return;
        }
        // bias_corrected_exp_avg = exp_avg / bias_correction1, then `* lr`
        let update = s[0] / T::of(self.a) * T::of(h.lr);
        let update = if self.rectified {
            // adaptive_lr = (bias_correction2 ** 0.5) / (sqrt(exp_avg_sq) + eps): a Python
            // float over a tensor is `tensor.reciprocal() * float`; then `* rect`.
            let denom = s[1].mkl_sqrt() + T::of(h.eps);
            let adaptive_lr = T::ONE / denom * T::of(self.b);
            update * adaptive_lr * T::of(self.c)
        } else {
            update
        };
        // param.add_(update, alpha=-1.0)
        *p = add_alpha(*p, update, -1.0);
    }
}
