//! RMSprop, as `torch/optim/rmsprop.py`'s `_single_tensor_rmsprop` runs it. The
//! multi-tensor step (`foreach=True`) runs the same operations in the same order (the
//! `_foreach_*` ops fall back to the per-tensor ones on the CPU), so it gives the same bits.

use super::aten::{add_alpha, addcdiv, addcmul, lerp, signed, Real};
use super::host::{self, Elementwise, ParamWrite, Written};
use super::{
    bump_step, capturable_error, foreach_autograd_error, nonnegative, scalar_state, zeros_like,
    Algorithm, Invalid, Optimizer,
};
use crate::error::Result;
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RmsProp {
    pub lr: f64,
    pub alpha: f64,
    pub eps: f64,
    pub weight_decay: f64,
    pub momentum: f64,
    pub centered: bool,
    pub maximize: bool,
    /// `foreach=True`: the multi-tensor step (same numbers; its own assertions).
    pub foreach: bool,
    pub capturable: bool,
    pub differentiable: bool,
}

impl RmsProp {
    /// The constructor's checks, in its order.
    pub fn first_invalid(&self) -> Option<Invalid> {
        nonnegative("Invalid learning rate", "lr", self.lr)
            .or_else(|| nonnegative("Invalid epsilon value", "eps", self.eps))
            .or_else(|| nonnegative("Invalid momentum value", "momentum", self.momentum))
            .or_else(|| {
                nonnegative(
                    "Invalid weight_decay value",
                    "weight_decay",
                    self.weight_decay,
                )
            })
            .or_else(|| nonnegative("Invalid alpha value", "alpha", self.alpha))
    }
}

impl Algorithm for RmsProp {
    /// `step`, `square_avg`, then `momentum_buffer` if `momentum > 0` and `grad_avg` if
    /// centered, as the group's settings are when the state is made.
    fn init_state(&self, p: &Tensor) -> Result<Vec<(&'static str, Tensor)>> {
        let mut st = vec![("step", scalar_state(0.0)?), ("square_avg", zeros_like(p)?)];
        if self.momentum > 0.0 {
            st.push(("momentum_buffer", zeros_like(p)?));
        }
        if self.centered {
            st.push(("grad_avg", zeros_like(p)?));
        }
        Ok(st)
    }

    fn state_keys(&self) -> Vec<&'static str> {
        let mut keys = vec!["square_avg", "step"];
        if self.momentum > 0.0 {
            keys.push("momentum_buffer");
        }
        if self.centered {
            keys.push("grad_avg");
        }
        keys
    }

    fn preflight(&self, n: usize) -> Result<bool> {
        if self.foreach {
            // `_multi_tensor_rmsprop`: an empty list returns before its assertions.
            if n == 0 {
                return Ok(false);
            }
            if self.differentiable {
                return Err(foreach_autograd_error());
            }
        }
        if self.capturable && n > 0 {
            return Err(capturable_error("params and state_steps", true));
        }
        Ok(true)
    }

    fn update(&self, opt: &mut Optimizer, p: &Tensor, g: &Tensor) -> Result<()> {
        let step_t = opt.state_tensor(p, "step")?;
        let square_avg = opt.state_tensor(p, "square_avg")?;
        // PyTorch looks the buffers up by the group's current settings.
        let buf = (self.momentum > 0.0)
            .then(|| opt.state_tensor(p, "momentum_buffer"))
            .transpose()?;
        let grad_avg = self
            .centered
            .then(|| opt.state_tensor(p, "grad_avg"))
            .transpose()?;
        bump_step(&step_t)?;
        // State order for the kernel: square_avg, then grad_avg, then momentum_buffer.
        let mut states = vec![Written {
            t: &square_avg,
            ops: 2, // mul_, addcmul_
        }];
        if let Some(t) = &grad_avg {
            states.push(Written { t, ops: 1 }); // lerp_
        }
        if let Some(t) = &buf {
            states.push(Written { t, ops: 2 }); // mul_, addcdiv_
        }
        host::run(self, Written { t: p, ops: 1 }, g, &states, ParamWrite::Last)
    }
}

impl Elementwise for RmsProp {
    fn apply<T: Real>(&self, p: &mut T, g: T, s: &mut [T]) {
        let mut grad = signed(g, self.maximize);
        if self.weight_decay != 0.0 {
            grad = add_alpha(grad, *p, self.weight_decay);
        }
        // square_avg.mul_(alpha).addcmul_(grad, grad, value=1 - alpha)
        s[0] = addcmul(s[0] * T::of(self.alpha), grad, grad, 1.0 - self.alpha);
        let mut next = 1;
        let avg = if self.centered {
            // grad_avg.lerp_(grad, 1 - alpha); avg = square_avg.addcmul(grad_avg, grad_avg,
            // value=-1).sqrt_()
            s[1] = lerp(s[1], grad, 1.0 - self.alpha);
            next = 2;
            addcmul(s[0], s[1], s[1], -1.0).mkl_sqrt()
        } else {
            s[0].mkl_sqrt()
        };
        // avg.add_(eps)
        let avg = avg + T::of(self.eps);
        if self.momentum > 0.0 {
            // buf.mul_(momentum).addcdiv_(grad, avg); param.add_(buf, alpha=-lr)
            let buf = addcdiv(s[next] * T::of(self.momentum), grad, avg, 1.0);
            s[next] = buf;
            *p = add_alpha(*p, buf, -self.lr);
        } else {
            // param.addcdiv_(grad, avg, value=-lr)
            *p = addcdiv(*p, grad, avg, -self.lr);
        }
    }
}
