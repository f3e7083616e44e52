//! Rprop, as `torch/optim/rprop.py`'s `_single_tensor_rprop` runs it: each element's step
//! size grows by `etaplus` while its gradient keeps its sign, shrinks by `etaminus` when the
//! sign flips (and that step is skipped), within `step_sizes`. The multi-tensor step
//! (`foreach=True`) computes `-(g * prev)` where the single one computes `(-g) * prev` when
//! maximizing, the same number, so both give the same bits.

use super::aten::{addcmul, signed, Real};
use super::host::{self, Elementwise, ParamWrite, Written};
use super::{
    bump_step, capturable_error, foreach_autograd_error, scalar_state, Algorithm, Invalid,
    Optimizer,
};
use crate::error::Result;
use crate::layout::MemoryFormat;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rprop {
    pub lr: f64,
    pub etaminus: f64,
    pub etaplus: f64,
    pub step_size_min: f64,
    pub step_size_max: f64,
    pub maximize: bool,
    pub foreach: bool,
    pub capturable: bool,
    pub differentiable: bool,
}

impl Rprop {
    /// The constructor's checks, in its order: `0 <= lr`, then `0 < etaminus < 1 < etaplus`
    /// (one message naming both etas).
    pub fn first_invalid(&self) -> Option<Invalid> {
        if self.lr.is_nan() || self.lr < 0.0 {
            return Some(Invalid {
                head: "Invalid learning rate",
                arg: "lr",
                index: None,
                value: self.lr,
            });
        }
        let ok = 0.0 < self.etaminus && self.etaminus < 1.0 && 1.0 < self.etaplus;
        (!ok).then_some(Invalid {
            head: "Invalid eta values",
            arg: "etas",
            index: None,
            value: self.etaminus,
        })
    }
}

impl Algorithm for Rprop {
    fn init_state(&self, p: &Tensor) -> Result<Vec<(&'static str, Tensor)>> {
        // `step_size` is `full_like(grad, lr)`: the gradient's layout, the lr as it is now.
        let like = p.grad().unwrap_or_else(|| p.clone());
        let step_size = crate::ops::like(
            &like,
            Some(Scalar::Float(self.lr)),
            None,
            MemoryFormat::Preserve,
            None,
        )?;
        Ok(vec![
            ("step", scalar_state(0.0)?),
            ("prev", super::zeros_like(p)?),
            ("step_size", step_size),
        ])
    }

    fn state_keys(&self) -> Vec<&'static str> {
        vec!["prev", "step_size", "step"]
    }

    fn preflight(&self, n: usize) -> Result<bool> {
        if self.foreach {
            if n == 0 {
                return Ok(false);
            }
            if self.differentiable {
                return Err(foreach_autograd_error());
            }
            // Both of Rprop's steps list the devices with XLA.
            if self.capturable {
                return Err(capturable_error("params and state_steps", true));
            }
        } else if self.capturable && n > 0 {
            return Err(capturable_error("params and state_steps", true));
        }
        Ok(true)
    }

    fn update(&self, opt: &mut Optimizer, p: &Tensor, g: &Tensor) -> Result<()> {
        let step_t = opt.state_tensor(p, "step")?;
        let prev = opt.state_tensor(p, "prev")?;
        let step_size = opt.state_tensor(p, "step_size")?;
        bump_step(&step_t)?;
        host::run(
            self,
            Written { t: p, ops: 1 }, // addcmul_
            g,
            &[
                Written { t: &prev, ops: 1 }, // copy_
                Written {
                    t: &step_size,
                    ops: 2, // mul_, clamp_
                },
            ],
            ParamWrite::Last,
        )
    }
}

/// `torch.sign`: `(0 < x) - (x < 0)`, so NaN and -0.0 give 0.
fn sign<T: Real>(x: T) -> T {
    if x > T::ZERO {
        T::ONE
    } else if x < T::ZERO {
        -T::ONE
    } else {
        T::ZERO
    }
}

impl Elementwise for Rprop {
    fn apply<T: Real>(&self, p: &mut T, g: T, s: &mut [T]) {
        let grad = signed(g, self.maximize);
        // sign = grad.mul(prev).sign(), then its 1s, -1s and 0s become etaplus, etaminus, 1.
        let (etaplus, etaminus) = (T::of(self.etaplus), T::of(self.etaminus));
        let factor = match sign(grad * s[0]) {
            x if x > T::ZERO => etaplus,
            x if x < T::ZERO => etaminus,
            _ => T::ONE,
        };
        // step_size.mul_(sign).clamp_(min, max): a NaN stays NaN.
        let size = s[1] * factor;
        let (lo, hi) = (T::of(self.step_size_min), T::of(self.step_size_max));
        s[1] = if size.is_nan() {
            size
        } else if size < lo {
            lo
        } else if size > hi {
            hi
        } else {
            size
        };
        // grad[sign.eq(etaminus)] = 0: a flipped sign skips this step.
        let kept = if factor == etaminus { T::ZERO } else { grad };
        // param.addcmul_(grad.sign(), step_size, value=-1); prev.copy_(grad)
        *p = addcmul(*p, sign(kept), s[1], -1.0);
        s[0] = kept;
    }
}
