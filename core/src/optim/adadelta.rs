//! Adadelta, as `torch/optim/adadelta.py`'s `_single_tensor_adadelta` runs it. The
//! multi-tensor step (`foreach=True`) runs the same operations in the same order.

use super::aten::{add_alpha, addcmul, signed, Real};
use super::host::{self, Elementwise, ParamWrite, Written};
use super::{
    bump_step, capturable_error, foreach_autograd_error, nonnegative, scalar_state, zeros_like,
    Algorithm, Invalid, Optimizer,
};
use crate::error::Result;
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Adadelta {
    pub lr: f64,
    pub rho: f64,
    pub eps: f64,
    pub weight_decay: f64,
    pub maximize: bool,
    pub foreach: bool,
    pub capturable: bool,
    pub differentiable: bool,
}

impl Adadelta {
    /// The constructor's checks, in its order.
    pub fn first_invalid(&self) -> Option<Invalid> {
        nonnegative("Invalid learning rate", "lr", self.lr)
            .or_else(|| {
                (!(0.0..=1.0).contains(&self.rho)).then_some(Invalid {
                    head: "Invalid rho value",
                    arg: "rho",
                    index: None,
                    value: self.rho,
                })
            })
            .or_else(|| nonnegative("Invalid epsilon value", "eps", self.eps))
            .or_else(|| {
                nonnegative(
                    "Invalid weight_decay value",
                    "weight_decay",
                    self.weight_decay,
                )
            })
    }
}

impl Algorithm for Adadelta {
    fn init_state(&self, p: &Tensor) -> Result<Vec<(&'static str, Tensor)>> {
        Ok(vec![
            ("step", scalar_state(0.0)?),
            ("square_avg", zeros_like(p)?),
            ("acc_delta", zeros_like(p)?),
        ])
    }

    fn state_keys(&self) -> Vec<&'static str> {
        vec!["square_avg", "acc_delta", "step"]
    }

    fn preflight(&self, n: usize) -> Result<bool> {
        // Both implementations check every parameter before the loop, without XLA in the
        // list; the multi-tensor one refuses autograd first and returns on an empty list
        // last.
        if self.foreach && self.differentiable {
            return Err(foreach_autograd_error());
        }
        if self.capturable && n > 0 {
            return Err(capturable_error("params and state_steps", false));
        }
        Ok(!(self.foreach && n == 0))
    }

    fn update(&self, opt: &mut Optimizer, p: &Tensor, g: &Tensor) -> Result<()> {
        let step_t = opt.state_tensor(p, "step")?;
        let square_avg = opt.state_tensor(p, "square_avg")?;
        let acc_delta = opt.state_tensor(p, "acc_delta")?;
        bump_step(&step_t)?;
        host::run(
            self,
            Written { t: p, ops: 1 },
            g,
            &[
                Written {
                    t: &square_avg,
                    ops: 2, // mul_, addcmul_
                },
                Written {
                    t: &acc_delta,
                    ops: 2, // mul_, addcmul_
                },
            ],
            ParamWrite::Last,
        )
    }
}

impl Elementwise for Adadelta {
    fn apply<T: Real>(&self, p: &mut T, g: T, s: &mut [T]) {
        let mut grad = signed(g, self.maximize);
        if self.weight_decay != 0.0 {
            grad = add_alpha(grad, *p, self.weight_decay);
        }
        let eps = T::of(self.eps);
        // square_avg.mul_(rho).addcmul_(grad, grad, value=1 - rho)
        s[0] = addcmul(s[0] * T::of(self.rho), grad, grad, 1.0 - self.rho);
        // std = square_avg.add(eps).sqrt_(); delta = acc_delta.add(eps).sqrt_()
        let std = (s[0] + eps).mkl_sqrt();
        let delta = (s[1] + eps).mkl_sqrt();
        // delta.div_(std).mul_(grad)
        let delta = delta / std * grad;
        // acc_delta.mul_(rho).addcmul_(delta, delta, value=1 - rho)
        s[1] = addcmul(s[1] * T::of(self.rho), delta, delta, 1.0 - self.rho);
        // param.add_(delta, alpha=-lr)
        *p = add_alpha(*p, delta, -self.lr);
    }
}
