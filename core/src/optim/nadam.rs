//! NAdam, as `torch/optim/nadam.py` runs it: `_single_tensor_nadam`, and the multi-tensor
//! step (`foreach=True`), which divides by `sqrt(exp_avg_sq) / sqrt(bias_correction2)`
//! where the single-tensor step takes `sqrt(exp_avg_sq / bias_correction2)`: different
//! roundings, so the two are kept apart.

use super::aten::{add_alpha, addcdiv, addcmul, lerp, signed, Real};
use super::host::{self, Elementwise, ParamWrite, Written};
use super::{
    adam_family_invalid, bump_step, capturable_error, foreach_autograd_error, nonnegative,
    scalar_state, zeros_like, Algorithm, Invalid, Optimizer,
};
use crate::dtype::DType;
use crate::error::{Result, TorchError};
use crate::ops::{self, named, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NAdam {
    pub lr: f64,
    pub beta1: f64,
    pub beta2: f64,
    pub eps: f64,
    pub weight_decay: f64,
    pub momentum_decay: f64,
    /// `decoupled_weight_decay=True`: the parameter decays (`param.mul_(1 - lr * wd)`)
    /// instead of the gradient growing by `wd * param`.
    pub decoupled: bool,
    pub maximize: bool,
    pub foreach: bool,
    pub capturable: bool,
    pub differentiable: bool,
}

impl NAdam {
    /// The constructor's checks, in its order.
    pub fn first_invalid(&self) -> Option<Invalid> {
        adam_family_invalid(
            self.lr,
            self.eps,
            (self.beta1, self.beta2),
            self.weight_decay,
        )
        .or_else(|| {
            nonnegative(
                "Invalid momentum_decay value",
                "momentum_decay",
                self.momentum_decay,
            )
        })
    }

    /// `mu_t = beta1 * (1 - 0.5 * 0.96 ** (t * momentum_decay))`, in Python floats.
    fn mu(&self, t: f64) -> f64 {
        self.beta1 * (1.0 - 0.5 * 0.96f64.powf(t * self.momentum_decay))
    }

    fn decays_param(&self) -> bool {
        self.weight_decay != 0.0 && self.decoupled
    }
}

impl Algorithm for NAdam {
    fn init_state(&self, p: &Tensor) -> Result<Vec<(&'static str, Tensor)>> {
        Ok(vec![
            ("step", scalar_state(0.0)?),
            ("mu_product", scalar_state(1.0)?),
            ("exp_avg", zeros_like(p)?),
            ("exp_avg_sq", zeros_like(p)?),
        ])
    }

    fn state_keys(&self) -> Vec<&'static str> {
        vec!["exp_avg", "exp_avg_sq", "mu_product", "step"]
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
                return Err(capturable_error(
                    "params, mu_products, and state_steps",
                    false,
                ));
            }
        } else if self.capturable && n > 0 {
            return Err(capturable_error(
                "params, mu_products and state_steps",
                true,
            ));
        }
        Ok(true)
    }

    fn update(&self, opt: &mut Optimizer, p: &Tensor, g: &Tensor) -> Result<()> {
        let step_t = opt.state_tensor(p, "step")?;
        let mu_product = opt.state_tensor(p, "mu_product")?;
        let exp_avg = opt.state_tensor(p, "exp_avg")?;
        let exp_avg_sq = opt.state_tensor(p, "exp_avg_sq")?;
        let step = bump_step(&step_t)?;
        let order = if self.decays_param() {
            // `param.mul_` comes before mu_product moves: a leaf that cannot be written
            // stops the step here.
            crate::ops::autodiff::check_inplace(p)?;
            ParamWrite::First
        } else {
            ParamWrite::Last
        };
        let mu = self.mu(step);
        let mu_next = self.mu(step + 1.0);
        // mu_product *= mu (a float32 0-d tensor times a Python float)
        named::mul_(&mu_product, Arg::S(Scalar::Float(mu)))?;
        let mp = ops::item(&mu_product)?.to_f64();
        let k = if self.foreach {
            // bias_correction_sqrt = (1 - beta2 ** step) ** 0.5, and the step sizes as
            // `(lr * ... / ...) * -1` (a negation: the same numbers as the single-tensor ones).
            Update {
                h: *self,
                bias_correction: (1.0 - self.beta2.powf(step)).powf(0.5),
                grad_step: -(self.lr * (1.0 - mu) / (1.0 - mp)),
                avg_step: -(self.lr * mu_next / (1.0 - mp * mu_next)),
            }
        } else {
            // bias_correction2 = 1 - beta2 ** step; mu_product_next = mu_product * mu_next
            let mu_product_next = mp * mu_next;
            Update {
                h: *self,
                bias_correction: 1.0 - self.beta2.powf(step),
                grad_step: -self.lr * (1.0 - mu) / (1.0 - mp),
                avg_step: (-self.lr * mu_next) / (1.0 - mu_product_next),
            }
        };
        let param_ops = if self.decays_param() { 3 } else { 2 };
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

/// One step's numbers. `bias_correction` is `1 - beta2 ** t` in the single-tensor step and
/// its square root in the multi-tensor one.
struct Update {
    h: NAdam,
    bias_correction: f64,
    grad_step: f64,
    avg_step: f64,
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
        let denom = if h.foreach {
            // _foreach_sqrt(exp_avg_sq); _foreach_div_(.., bias_correction_sqrt)
            s[1].mkl_sqrt() / T::of(self.bias_correction)
        } else {
            // exp_avg_sq.div(bias_correction2).sqrt()
            (s[1] / T::of(self.bias_correction)).mkl_sqrt()
        };
        // denom.add_(eps); two addcdiv_ into the parameter
        let denom = denom + T::of(h.eps);
        *p = addcdiv(*p, grad, denom, self.grad_step);
        *p = addcdiv(*p, s[0], denom, self.avg_step);
    }
}
