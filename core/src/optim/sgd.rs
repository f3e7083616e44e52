//! SGD's step, through the strided ops (see the module docs of `optim`).

use super::{Hyper, Optimizer};
use crate::error::Result;
use crate::layout::MemoryFormat;
use crate::ops::{self, named, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

impl Optimizer {
    pub(super) fn sgd_step(&mut self, p: &Tensor, grad: &Tensor, h: Hyper) -> Result<()> {
        let Hyper::Sgd {
            lr,
            momentum,
            dampening,
            weight_decay,
            nesterov,
            maximize,
            foreach,
        } = h
        else {
            unreachable!()
        };
        let mut g = if maximize {
            named::neg(grad)?
        } else {
            grad.clone()
        };
        if weight_decay != 0.0 {
            g = named::add(Arg::T(&g), Arg::T(p), Scalar::Float(weight_decay))?;
        }
        let mut new_buffer = None;
        if momentum != 0.0 {
            let buf = match self
                .state_of(p)
                .and_then(|s| s.get("momentum_buffer"))
                .cloned()
            {
                None => {
                    let b = crate::autograd::detach(&ops::clone(&g, MemoryFormat::Preserve)?);
                    new_buffer = Some(b.clone());
                    b
                }
                Some(b) => {
                    named::mul_(&b, Arg::S(Scalar::Float(momentum)))?;
                    named::add_(&b, Arg::T(&g), Scalar::Float(1.0 - dampening))?;
                    b
                }
            };
            g = if nesterov && foreach && !maximize && weight_decay == 0.0 {
                // The multi-tensor step adds into the gradients it was given: `p.grad`
                // itself changes, as in PyTorch.
                named::add_(&g, Arg::T(&buf), Scalar::Float(momentum))?;
                g
            } else if nesterov {
                named::add(Arg::T(&g), Arg::T(&buf), Scalar::Float(momentum))?
            } else {
                buf
            };
        }
        named::add_(p, Arg::T(&g), Scalar::Float(-lr))?;
        // PyTorch stores a new buffer in the state after the update, so an update that
        // raises (a differentiable step on a leaf) leaves the state empty.
        if let Some(b) = new_buffer {
            self.set_state(p, vec![("momentum_buffer", b)]);
        }
        Ok(())
    }
}
