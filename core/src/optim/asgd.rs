//! ASGD (averaged SGD), as `torch/optim/asgd.py` runs it. The single-tensor step decays the
//! parameter (`param.mul_(1 - lambd * eta)`) and then steps (`add_(grad, alpha=-eta)`); the
//! multi-tensor step (`foreach=True`) folds both into `param - eta * (grad + lambd * param)`
//! and always averages with `addcmul`: different roundings, so the two are kept apart.
//! `eta` and `mu` are 0-d float32 state tensors recomputed from the step in Python floats.

use super::aten::{add_alpha, addcmul, signed, Real};
use super::host::{self, Elementwise, ParamWrite, Written};
use super::{
    bump_step, capturable_error, foreach_autograd_error, nonnegative, scalar_state, zeros_like,
    Algorithm, Invalid, Optimizer,
};
use crate::error::Result;
use crate::ops;
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Asgd {
    pub lr: f64,
    pub lambd: f64,
    pub alpha: f64,
    pub t0: f64,
    pub weight_decay: f64,
    pub maximize: bool,
    pub foreach: bool,
    pub capturable: bool,
    pub differentiable: bool,
}

impl Asgd {
    /// The constructor's checks, in its order.
    pub fn first_invalid(&self) -> Option<Invalid> {
        nonnegative("Invalid learning rate", "lr", self.lr)
            .or_else(|| nonnegative("Invalid lambd value", "lambd", self.lambd))
            .or_else(|| nonnegative("Invalid alpha value", "alpha", self.alpha))
            .or_else(|| {
                nonnegative(
                    "Invalid weight_decay value",
                    "weight_decay",
                    self.weight_decay,
                )
            })
    }
}

impl Algorithm for Asgd {
    fn init_state(&self, p: &Tensor) -> Result<Vec<(&'static str, Tensor)>> {
        Ok(vec![
            ("step", scalar_state(0.0)?),
            ("eta", scalar_state(self.lr)?),
            ("mu", scalar_state(1.0)?),
            ("ax", zeros_like(p)?),
        ])
    }

    fn state_keys(&self) -> Vec<&'static str> {
        vec!["mu", "ax", "eta", "step"]
    }

    fn preflight(&self, n: usize) -> Result<bool> {
        if self.foreach {
            if n == 0 {
                return Ok(false);
            }
            if self.differentiable {
                return Err(foreach_autograd_error());
            }
            if self.capturable {
                return Err(capturable_error(
                    "params, mus, etas, and state_steps",
                    false,
                ));
            }
        } else if self.capturable && n > 0 {
            // The single-tensor step lists XLA among the devices; the foreach one does not.
            return Err(capturable_error("params, mus, etas, and state_steps", true));
        }
        Ok(true)
    }

    fn update(&self, opt: &mut Optimizer, p: &Tensor, g: &Tensor) -> Result<()> {
        let step_t = opt.state_tensor(p, "step")?;
        let eta = opt.state_tensor(p, "eta")?;
        let mu = opt.state_tensor(p, "mu")?;
        let ax = opt.state_tensor(p, "ax")?;
        let step = bump_step(&step_t)?;
        let eta_value = ops::item(&eta)?.to_f64();
        let mu_value = ops::item(&mu)?.to_f64();
        let k = Update {
            h: *self,
            eta: eta_value,
            mu: mu_value,
        };
        // Single-tensor: mul_ and add_ on the parameter; foreach: one addcmul_.
        let param_ops = if self.foreach { 1 } else { 2 };
        host::run(
            &k,
            Written {
                t: p,
                ops: param_ops,
            },
            g,
            &[Written { t: &ax, ops: 1 }],
            ParamWrite::First,
        )?;
        // eta = lr / (1 + lambd * lr * step) ** alpha; mu = 1 / max(1, step - t0): Python
        // floats, stored as the float32 state tensors.
        let new_eta = self.lr / (1.0 + self.lambd * self.lr * step).powf(self.alpha);
        let new_mu = 1.0 / (step - self.t0).max(1.0);
        ops::copy_(&eta, &scalar_state(new_eta)?)?;
        ops::copy_(&mu, &scalar_state(new_mu)?)?;
        Ok(())
    }
}

struct Update {
    h: Asgd,
    eta: f64,
    mu: f64,
}

impl Elementwise for Update {
    fn apply<T: Real>(&self, p: &mut T, g: T, s: &mut [T]) {
        let h = &self.h;
        let grad = signed(g, h.maximize);
        if h.foreach {
            // intermediate = grad (+ wd * param) + lambd * param; param -= eta * intermediate
            let mut inter = grad;
            if h.weight_decay != 0.0 {
                inter = add_alpha(inter, *p, h.weight_decay);
            }
            inter = add_alpha(inter, *p, h.lambd);
            *p = addcmul(*p, inter, T::of(self.eta), -1.0);
            // ax += (param - ax) * mu
            s[0] = addcmul(s[0], *p - s[0], T::of(self.mu), 1.0);
            return;
        }
        let grad = if h.weight_decay != 0.0 {
            add_alpha(grad, *p, h.weight_decay)
        } else {
            grad
        };
        // param.mul_(1 - lambd * eta); param.add_(grad, alpha=-eta)
        *p = *p * T::of(1.0 - h.lambd * self.eta);
        *p = add_alpha(*p, grad, -self.eta);
        // ax.add_(param.sub(ax).mul_(mu)), or ax.copy_(param) while mu is 1
        s[0] = if self.mu != 1.0 {
            s[0] + (*p - s[0]) * T::of(self.mu)
        } else {
            *p
        };
    }
}
