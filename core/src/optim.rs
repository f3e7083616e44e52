//! SGD, Adam and AdamW, following PyTorch's single-tensor (CPU) implementations step by
//! step. Every update goes through the same strided ops a user can call (`lerp_`,
//! `addcmul_`, `addcdiv_`, ...), so a wrapped device (the bug lab) can break them one at a
//! time, and the trace shows each one.

use crate::autograd::NoGradGuard;
use crate::error::{runtime, value_error, ErrorKind, Result, TorchError};

use crate::layout::MemoryFormat;
use crate::ops::{self, named, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Hyper {
    Sgd {
        lr: f64,
        momentum: f64,
        dampening: f64,
        weight_decay: f64,
        nesterov: bool,
        maximize: bool,
    },
    Adam {
        lr: f64,
        beta1: f64,
        beta2: f64,
        eps: f64,
        weight_decay: f64,
        amsgrad: bool,
        maximize: bool,
        /// AdamW: weight decay applied to the parameter, not added to the gradient.
        decoupled: bool,
        /// `fused=True`: one `adam_step` kernel per parameter instead of the chain of ops.
        fused: bool,
        /// `capturable=True`: PyTorch's single-tensor step asserts the parameters are on a
        /// device CUDA graphs can capture, which the CPU is not (the fused step does not).
        capturable: bool,
    },
}

impl Hyper {
    pub fn sgd(lr: f64) -> Hyper {
        Hyper::Sgd {
            lr,
            momentum: 0.0,
            dampening: 0.0,
            weight_decay: 0.0,
            nesterov: false,
            maximize: false,
        }
    }

    pub fn adam(lr: f64) -> Hyper {
        Hyper::Adam {
            lr,
            beta1: 0.9,
            beta2: 0.999,
            eps: 1e-8,
            weight_decay: 0.0,
            amsgrad: false,
            maximize: false,
            decoupled: false,
            fused: false,
            capturable: false,
        }
    }

    /// PyTorch's constructor checks, with its messages.
    pub fn validate(&self) -> Result<()> {
        match *self {
            Hyper::Sgd {
                lr,
                momentum,
                dampening,
                weight_decay,
                nesterov,
                ..
            } => {
                if lr < 0.0 {
                    return Err(value_error(format!("Invalid learning rate: {}", num(lr))));
                }
                if momentum < 0.0 {
                    return Err(value_error(format!(
                        "Invalid momentum value: {}",
                        num(momentum)
                    )));
                }
                if weight_decay < 0.0 {
                    return Err(value_error(format!(
                        "Invalid weight_decay value: {}",
                        num(weight_decay)
                    )));
                }
                if nesterov && (momentum <= 0.0 || dampening != 0.0) {
                    return Err(value_error(
                        "Nesterov momentum requires a momentum and zero dampening",
                    ));
                }
            }
            Hyper::Adam {
                lr,
                beta1,
                beta2,
                eps,
                weight_decay,
                ..
            } => {
                if lr < 0.0 {
                    return Err(value_error(format!("Invalid learning rate: {}", num(lr))));
                }
                if eps < 0.0 {
                    return Err(value_error(format!("Invalid epsilon value: {}", num(eps))));
                }
                if !(0.0..1.0).contains(&beta1) {
                    return Err(value_error(format!(
                        "Invalid beta parameter at index 0: {}",
                        num(beta1)
                    )));
                }
                if !(0.0..1.0).contains(&beta2) {
                    return Err(value_error(format!(
                        "Invalid beta parameter at index 1: {}",
                        num(beta2)
                    )));
                }
                if weight_decay < 0.0 {
                    return Err(value_error(format!(
                        "Invalid weight_decay value: {}",
                        num(weight_decay)
                    )));
                }
            }
        }
        Ok(())
    }
}

/// Python's printing of a number in these messages (`-1`, not `-1.0`, for an int).
fn num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        crate::pyfmt::py_float(v)
    }
}

/// The state of one parameter: named tensors in PyTorch's key order.
#[derive(Clone, Default)]
pub struct ParamState {
    pub entries: Vec<(&'static str, Tensor)>,
}

impl ParamState {
    pub fn get(&self, k: &str) -> Option<&Tensor> {
        self.entries.iter().find(|(n, _)| *n == k).map(|(_, t)| t)
    }
}

pub struct ParamGroup {
    pub params: Vec<Tensor>,
    pub hyper: Hyper,
}

pub struct Optimizer {
    pub groups: Vec<ParamGroup>,
    /// Per parameter (by identity), in the order states were created.
    pub state: Vec<(Tensor, ParamState)>,
    /// `differentiable=True`: the step runs with grad mode on (PyTorch's
    /// `_use_grad_for_differentiable`), so it is recorded, and an in-place update of a leaf
    /// that requires grad raises as it does there.
    pub differentiable: bool,
}

impl Optimizer {
    pub fn new(groups: Vec<ParamGroup>) -> Result<Optimizer> {
        if groups.iter().all(|g| g.params.is_empty()) {
            return Err(value_error("optimizer got an empty parameter list"));
        }
        for g in &groups {
            g.hyper.validate()?;
            for p in &g.params {
                if !p.is_leaf() {
                    return Err(value_error("can't optimize a non-leaf Tensor"));
                }
            }
        }
        Ok(Optimizer {
            groups,
            state: Vec::new(),
            differentiable: false,
        })
    }

    pub fn state_of(&self, p: &Tensor) -> Option<&ParamState> {
        self.state.iter().find(|(q, _)| q.same(p)).map(|(_, s)| s)
    }

    fn state_mut(&mut self, p: &Tensor) -> Option<&mut ParamState> {
        self.state
            .iter_mut()
            .find(|(q, _)| q.same(p))
            .map(|(_, s)| s)
    }

    /// `zero_grad(set_to_none=True)`.
    pub fn zero_grad(&self, set_to_none: bool) -> Result<()> {
        for g in &self.groups {
            for p in &g.params {
                let grad = p.grad();
                if let Some(gr) = grad {
                    if set_to_none {
                        p.autograd_mut().grad = None;
                    } else {
                        let _ng = NoGradGuard::new();
                        crate::autograd::detach_(&gr)?;
                        ops::fill_(&gr, Scalar::Int(0))?;
                    }
                }
            }
        }
        Ok(())
    }

    /// One optimization step over every parameter that has a gradient.
    pub fn step(&mut self) -> Result<()> {
        let _ng = NoGradGuard::with(self.differentiable);
        for gi in 0..self.groups.len() {
            let hyper = self.groups[gi].hyper;
            hyper.validate()?;
            let params = self.groups[gi].params.clone();
            if let Hyper::Adam {
                capturable: true,
                fused: false,
                amsgrad,
                ..
            } = hyper
            {
                // `_init_group` makes every state first; the assert comes in the update.
                let with_grad: Vec<&Tensor> =
                    params.iter().filter(|p| p.grad().is_some()).collect();
                if !with_grad.is_empty() {
                    for p in with_grad {
                        self.adam_init_state(p, amsgrad)?;
                    }
                    return Err(TorchError::new(
                        ErrorKind::AssertionError,
                        "If capturable=True, params and state_steps must be on supported devices: ['cuda', 'xpu', 'hpu', 'privateuseone', 'xla'].",
                    ));
                }
            }
            for p in &params {
                let Some(grad) = p.grad() else { continue };
                match hyper {
                    Hyper::Sgd { .. } => self.sgd_step(p, &grad, hyper)?,
                    Hyper::Adam { .. } => self.adam_step(p, &grad, hyper)?,
                }
            }
        }
        Ok(())
    }

    fn sgd_step(&mut self, p: &Tensor, grad: &Tensor, h: Hyper) -> Result<()> {
        let Hyper::Sgd {
            lr,
            momentum,
            dampening,
            weight_decay,
            nesterov,
            maximize,
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
            g = if nesterov {
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

    fn set_state(&mut self, p: &Tensor, entries: Vec<(&'static str, Tensor)>) {
        match self.state_mut(p) {
            Some(s) => s.entries = entries,
            None => self.state.push((p.clone(), ParamState { entries })),
        }
    }

    /// Adam's lazy state, as `_init_group` makes it: a 0-d float step and moment buffers
    /// shaped *and strided* like the parameter (preserve_format).
    fn adam_init_state(&mut self, p: &Tensor, amsgrad: bool) -> Result<()> {
        if self.state_of(p).is_some_and(|s| !s.entries.is_empty()) {
            return Ok(());
        }
        let zl =
            |q: &Tensor| ops::like(q, Some(Scalar::Int(0)), None, MemoryFormat::Preserve, None);
        let mut entries = vec![
            (
                "step",
                ops::tensor(
                    &[Scalar::Float(0.0)],
                    &[],
                    Some(crate::DType::Float32),
                    crate::Device::Cpu,
                )?,
            ),
            ("exp_avg", zl(p)?),
            ("exp_avg_sq", zl(p)?),
        ];
        if amsgrad {
            entries.push(("max_exp_avg_sq", zl(p)?));
        }
        self.set_state(p, entries);
        Ok(())
    }

    fn adam_step(&mut self, p: &Tensor, grad: &Tensor, h: Hyper) -> Result<()> {
        let Hyper::Adam {
            lr,
            beta1,
            beta2,
            eps,
            weight_decay,
            amsgrad,
            maximize,
            decoupled,
            fused,
            ..
        } = h
        else {
            unreachable!()
        };
        self.adam_init_state(p, amsgrad)?;
        let st = self
            .state_of(p)
            .cloned()
            .ok_or_else(|| runtime("internal error: Adam state missing"))?;
        let (step_t, exp_avg, exp_avg_sq) = (
            st.get("step")
                .cloned()
                .ok_or_else(|| runtime("Adam state has no 'step'"))?,
            st.get("exp_avg")
                .cloned()
                .ok_or_else(|| runtime("Adam state has no 'exp_avg'"))?,
            st.get("exp_avg_sq")
                .cloned()
                .ok_or_else(|| runtime("Adam state has no 'exp_avg_sq'"))?,
        );
        if fused {
            named::add_(&step_t, Arg::S(Scalar::Int(1)), Scalar::Int(1))?;
            let step = ops::item(&step_t)?.to_f64();
            let bias_correction1 = 1.0 - beta1.powf(step);
            let bias_correction2 = 1.0 - beta2.powf(step);
            let k = crate::kernels::AdamStep {
                lerp_weight: 1.0 - beta1,
                beta2,
                one_minus_beta2: 1.0 - beta2,
                eps,
                weight_decay,
                decay_factor: 1.0 - lr * weight_decay,
                step_size: lr / bias_correction1,
                bc2_sqrt: bias_correction2.sqrt(),
                maximize,
                amsgrad,
                decoupled,
            };
            let mut outs: Vec<Tensor> = vec![p.clone(), exp_avg, exp_avg_sq];
            if amsgrad {
                outs.push(
                    st.get("max_exp_avg_sq")
                        .cloned()
                        .ok_or_else(|| runtime("Adam state has no 'max_exp_avg_sq'"))?,
                );
            }
            if grad.shape() != p.shape() || grad.dtype() != p.dtype() {
                return Err(runtime(
                    "fused Adam: the gradient must match the parameter's shape and dtype",
                ));
            }
            let refs: Vec<&Tensor> = outs.iter().collect();
            ops::run(
                "_fused_adam_",
                crate::kernels::Kernel::AdamStep(k),
                &refs,
                &[grad],
                &p.shape(),
            )?;
            for t in &outs {
                t.bump_version();
            }
            return Ok(());
        }
        let mut g = if maximize {
            named::neg(grad)?
        } else {
            grad.clone()
        };
        named::add_(&step_t, Arg::S(Scalar::Int(1)), Scalar::Int(1))?;
        if weight_decay != 0.0 {
            if decoupled {
                named::mul_(p, Arg::S(Scalar::Float(1.0 - lr * weight_decay)))?;
            } else {
                g = named::add(Arg::T(&g), Arg::T(p), Scalar::Float(weight_decay))?;
            }
        }
        // exp_avg.lerp_(grad, 1 - beta1)
        named::lerp_(&exp_avg, &g, Scalar::Float(1.0 - beta1))?;
        // exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
        named::mul_(&exp_avg_sq, Arg::S(Scalar::Float(beta2)))?;
        named::addcmul_(&exp_avg_sq, &g, &g, Scalar::Float(1.0 - beta2))?;
        let step = ops::item(&step_t)?.to_f64();
        let bias_correction1 = 1.0 - beta1.powf(step);
        let bias_correction2 = 1.0 - beta2.powf(step);
        let step_size = lr / bias_correction1;
        let bc2_sqrt = bias_correction2.sqrt();
        let second = if amsgrad {
            let m = st
                .get("max_exp_avg_sq")
                .cloned()
                .ok_or_else(|| runtime("Adam state has no 'max_exp_avg_sq'"))?;
            // torch.maximum(max_exp_avg_sq, exp_avg_sq, out=max_exp_avg_sq)
            let mx = named::maximum(Arg::T(&m), Arg::T(&exp_avg_sq))?;
            ops::copy::copy_raw(&m, &mx)?;
            m
        } else {
            exp_avg_sq
        };
        // denom = (second.sqrt() / bias_correction2_sqrt).add_(eps)
        let s = named::sqrt(&second)?;
        let denom = named::div(Arg::T(&s), Arg::S(Scalar::Float(bc2_sqrt)))?;
        named::add_(&denom, Arg::S(Scalar::Float(eps)), Scalar::Int(1))?;
        // param.addcdiv_(exp_avg, denom, value=-step_size)
        named::addcdiv_(p, &exp_avg, &denom, Scalar::Float(-step_size))
    }
}
