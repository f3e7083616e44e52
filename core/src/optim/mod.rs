//! The optimizers of `torch.optim`, following PyTorch's single-tensor (CPU) implementations
//! step by step.
//!
//! Two kinds of step live here:
//! - SGD, Adam and AdamW (`sgd`, `adam`) run every update through the same strided ops a
//!   user can call (`lerp_`, `addcmul_`, `addcdiv_`, ...), so a wrapped device (the bug
//!   lab) can break them one at a time, and the trace shows each one.
//! - RMSprop, Adagrad, Adadelta, Adamax, NAdam and RAdam (`rmsprop`, ... `radam`) compute
//!   each element as PyTorch's CPU kernels do (`aten`: fused multiply-adds where ATen fuses,
//!   MKL's square root), in one host loop per parameter (`host`), so that their numbers
//!   are PyTorch's bit for bit.

mod adadelta;
mod adagrad;
mod adam;
mod adamax;
mod asgd;
mod aten;
mod host;
mod nadam;
mod radam;
mod rmsprop;
mod rprop;
mod sgd;
#[cfg(test)]
mod tests;

pub use adadelta::Adadelta;
pub use adagrad::Adagrad;
pub use adamax::Adamax;
pub use asgd::Asgd;
pub use nadam::NAdam;
pub use radam::RAdam;
pub use rmsprop::RmsProp;
pub use rprop::Rprop;

use crate::autograd::NoGradGuard;
use crate::error::{value_error, ErrorKind, Result, TorchError};

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
        /// `foreach=True`: the multi-tensor step. Same arithmetic; a Nesterov step adds the
        /// buffer into the gradient tensor itself (`_foreach_add_(grads, bufs)`).
        foreach: bool,
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
        /// `foreach=True`: the multi-tensor step, the same operations in the same order.
        foreach: bool,
        /// `capturable=True`: PyTorch's single-tensor step asserts the parameters are on a
        /// device CUDA graphs can capture, which the CPU is not (the fused step does not).
        capturable: bool,
    },
    RmsProp(RmsProp),
    Adagrad(Adagrad),
    Adadelta(Adadelta),
    Adamax(Adamax),
    NAdam(NAdam),
    RAdam(RAdam),
    Rprop(Rprop),
    Asgd(Asgd),
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
            foreach: false,
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
            foreach: false,
            capturable: false,
        }
    }

    /// The first argument PyTorch's constructor refuses, in the order it checks them. Only
    /// the constructor's own arguments are checked: a param group's values and later changes
    /// to `param_groups` are taken as they are (PyTorch steps with a negative lr).
    pub fn first_invalid(&self) -> Option<Invalid> {
        match *self {
            Hyper::Sgd {
                lr,
                momentum,
                weight_decay,
                ..
            } => below_zero("Invalid learning rate", "lr", lr)
                .or_else(|| below_zero("Invalid momentum value", "momentum", momentum))
                .or_else(|| below_zero("Invalid weight_decay value", "weight_decay", weight_decay)),
            Hyper::Adam {
                lr,
                beta1,
                beta2,
                eps,
                weight_decay,
                ..
            } => adam_family_invalid(lr, eps, (beta1, beta2), weight_decay),
            Hyper::RmsProp(ref h) => h.first_invalid(),
            Hyper::Adagrad(ref h) => h.first_invalid(),
            Hyper::Adadelta(ref h) => h.first_invalid(),
            Hyper::Adamax(ref h) => h.first_invalid(),
            Hyper::NAdam(ref h) => h.first_invalid(),
            Hyper::RAdam(ref h) => h.first_invalid(),
            Hyper::Rprop(ref h) => h.first_invalid(),
            Hyper::Asgd(ref h) => h.first_invalid(),
        }
    }

    /// The constructor's check that has no value to show (SGD's Nesterov rule), after
    /// `first_invalid`.
    pub fn constructor_rule(&self) -> Result<()> {
        if let Hyper::Sgd {
            momentum,
            dampening,
            nesterov: true,
            ..
        } = *self
        {
            if momentum <= 0.0 || dampening != 0.0 {
                return Err(value_error(
                    "Nesterov momentum requires a momentum and zero dampening",
                ));
            }
        }
        Ok(())
    }

    /// PyTorch's constructor checks, with its messages.
    pub fn validate(&self) -> Result<()> {
        if let Some(bad) = self.first_invalid() {
            return Err(bad.error(&num(bad.value)));
        }
        self.constructor_rule()
    }
}

/// SGD's `if lr < 0.0` (NaN passes it, unlike the later optimizers' `not 0.0 <= lr`).
fn below_zero(head: &'static str, arg: &'static str, v: f64) -> Option<Invalid> {
    (v < 0.0).then_some(Invalid {
        head,
        arg,
        index: None,
        value: v,
    })
}

/// A constructor argument PyTorch refuses: the head of its message
/// (`"Invalid learning rate"`), the argument (and the item of `betas`), and its value. The
/// caller prints the value as Python would (`-1` for an int, `-1.0` for a float).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Invalid {
    pub head: &'static str,
    pub arg: &'static str,
    pub index: Option<usize>,
    pub value: f64,
}

impl Invalid {
    pub fn error(&self, shown: &str) -> TorchError {
        value_error(format!("{}: {shown}", self.head))
    }
}

/// PyTorch's `if not 0.0 <= v: raise ValueError(...)` (NaN fails it too).
fn nonnegative(head: &'static str, arg: &'static str, v: f64) -> Option<Invalid> {
    (v.is_nan() || v < 0.0).then_some(Invalid {
        head,
        arg,
        index: None,
        value: v,
    })
}

/// PyTorch's `if not 0.0 <= betas[i] < 1.0`.
fn beta(i: usize, v: f64) -> Option<Invalid> {
    (!(0.0..1.0).contains(&v)).then_some(Invalid {
        head: if i == 0 {
            "Invalid beta parameter at index 0"
        } else {
            "Invalid beta parameter at index 1"
        },
        arg: "betas",
        index: Some(i),
        value: v,
    })
}

/// The checks the Adam family's constructors (Adamax, NAdam, RAdam) make first, in PyTorch's
/// order: lr, eps, both betas, weight_decay.
fn adam_family_invalid(lr: f64, eps: f64, betas: (f64, f64), weight_decay: f64) -> Option<Invalid> {
    nonnegative("Invalid learning rate", "lr", lr)
        .or_else(|| nonnegative("Invalid epsilon value", "eps", eps))
        .or_else(|| beta(0, betas.0))
        .or_else(|| beta(1, betas.1))
        .or_else(|| nonnegative("Invalid weight_decay value", "weight_decay", weight_decay))
}

/// Python's printing of a number in these messages (`-1`, not `-1.0`, for an int).
fn num(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{}", v as i64)
    } else {
        crate::pyfmt::py_float(v)
    }
}

/// The devices PyTorch's capturable steps accept, as its AssertionError lists them
/// (`_get_capturable_supported_devices`, with or without XLA).
fn capturable_devices(xla: bool) -> &'static str {
    if xla {
        "['cuda', 'xpu', 'hpu', 'privateuseone', 'xla']"
    } else {
        "['cuda', 'xpu', 'hpu', 'privateuseone']"
    }
}

/// `capturable=True` on the CPU: PyTorch's assertion, with `what` naming the tensors it
/// checked ("params and state_steps", ...).
fn capturable_error(what: &str, xla: bool) -> TorchError {
    TorchError::new(
        ErrorKind::AssertionError,
        format!(
            "If capturable=True, {what} must be on supported devices: {}.",
            capturable_devices(xla)
        ),
    )
}

/// `foreach=True` with `differentiable=True`: the multi-tensor step's assertion.
fn foreach_autograd_error() -> TorchError {
    TorchError::new(
        ErrorKind::AssertionError,
        "_foreach ops don't support autograd",
    )
}

/// Every state key the optimizers keep, for the interpreter's `opt.state[p]` dicts: what a
/// script reads or writes there comes back into the core state under these names (a key
/// missing here was dropped on the way back, and the next step failed with a KeyError:
/// ASGD's `eta` after `opt.state[p]` was read). `set_state` checks it in debug builds.
pub const STATE_KEYS: &[&str] = &[
    "step",
    "exp_avg",
    "exp_avg_sq",
    "max_exp_avg_sq",
    "momentum_buffer",
    "square_avg",
    "grad_avg",
    "sum",
    "acc_delta",
    "exp_inf",
    "mu_product",
    "eta",
    "mu",
    "ax",
    "prev",
    "step_size",
];

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
        // Group by group, as `add_param_group` runs: its own checks, then that none of its
        // parameters is already in an earlier group.
        for (k, g) in groups.iter().enumerate() {
            for p in &g.params {
                if !p.is_leaf() {
                    return Err(value_error("can't optimize a non-leaf Tensor"));
                }
            }
            let earlier = groups[..k].iter().flat_map(|e| &e.params);
            if earlier
                .into_iter()
                .any(|q| g.params.iter().any(|p| p.same(q)))
            {
                return Err(value_error(
                    "some parameters appear in more than one parameter group",
                ));
            }
        }
        Ok(Optimizer {
            groups,
            state: Vec::new(),
            differentiable: false,
        })
    }

    /// Adagrad's constructor: every parameter gets its state at once (a zero step and a
    /// `sum` filled with `initial_accumulator_value`), not at its first step.
    pub fn init_adagrad_state(&mut self, initial_accumulator_value: f64) -> Result<()> {
        let params: Vec<Tensor> = self
            .groups
            .iter()
            .flat_map(|g| g.params.iter().cloned())
            .collect();
        for p in &params {
            let entries = adagrad::state_for(p, initial_accumulator_value)?;
            self.set_state(p, entries);
        }
        Ok(())
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

    /// `state[key]` of `p`, or Python's KeyError (a buffer the group's settings did not ask
    /// for when the state was made, as `momentum_buffer` after `momentum` is raised).
    fn state_tensor(&self, p: &Tensor, key: &str) -> Result<Tensor> {
        self.state_of(p)
            .and_then(|s| s.get(key))
            .cloned()
            .ok_or_else(|| TorchError::new(ErrorKind::KeyError, format!("'{key}'")))
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
        for gi in 0..self.groups.len() {
            self.step_one_group(gi)?;
        }
        Ok(())
    }

    /// The step of group `gi` alone (PyTorch's `step` finishes each group before it reads
    /// the next one's settings).
    pub fn step_one_group(&mut self, gi: usize) -> Result<()> {
        let _ng = NoGradGuard::with(self.differentiable);
        let hyper = self.groups[gi].hyper;
        let params = self.groups[gi].params.clone();
        match hyper {
            Hyper::Sgd { .. } | Hyper::Adam { .. } => self.legacy_step(hyper, &params),
            Hyper::RmsProp(h) => self.step_group(&h, &params),
            Hyper::Adagrad(h) => self.step_group(&h, &params),
            Hyper::Adadelta(h) => self.step_group(&h, &params),
            Hyper::Adamax(h) => self.step_group(&h, &params),
            Hyper::NAdam(h) => self.step_group(&h, &params),
            Hyper::RAdam(h) => self.step_group(&h, &params),
            Hyper::Rprop(h) => self.step_group(&h, &params),
            Hyper::Asgd(h) => self.step_group(&h, &params),
        }
    }

    /// Replaces the state of `p` (a script's `opt.state[p][key] = tensor`); no entries
    /// means no state, which the next step makes afresh, as PyTorch's empty dict does.
    pub fn replace_state(&mut self, p: &Tensor, entries: Vec<(&'static str, Tensor)>) {
        if entries.is_empty() {
            self.state.retain(|(q, _)| !q.same(p));
        } else {
            self.set_state(p, entries);
        }
    }

    /// SGD and Adam: one update per parameter with a gradient.
    fn legacy_step(&mut self, hyper: Hyper, params: &[Tensor]) -> Result<()> {
        if let Hyper::Adam {
            foreach: true,
            amsgrad,
            ..
        } = hyper
        {
            if self.differentiable {
                // `_multi_tensor_adam` asserts after `_init_group` made the states.
                let with_grad: Vec<&Tensor> =
                    params.iter().filter(|p| p.grad().is_some()).collect();
                if !with_grad.is_empty() {
                    for p in with_grad {
                        self.adam_init_state(p, amsgrad)?;
                    }
                    return Err(foreach_autograd_error());
                }
            }
        }
        if let Hyper::Adam {
            capturable: true,
            fused: false,
            amsgrad,
            ..
        } = hyper
        {
            // `_init_group` makes every state first; the assert comes in the update.
            let with_grad: Vec<&Tensor> = params.iter().filter(|p| p.grad().is_some()).collect();
            if !with_grad.is_empty() {
                for p in with_grad {
                    self.adam_init_state(p, amsgrad)?;
                }
                return Err(capturable_error("params and state_steps", true));
            }
        }
        for p in params {
            let Some(grad) = p.grad() else { continue };
            match hyper {
                Hyper::Sgd { .. } => self.sgd_step(p, &grad, hyper)?,
                _ => self.adam_step(p, &grad, hyper)?,
            }
        }
        Ok(())
    }

    /// One param group of RMSprop ... RAdam, as their `step` runs it: `_init_group` makes
    /// the state of every parameter with a gradient (in group order), the functional step
    /// checks its flags, then updates each parameter.
    fn step_group<A: Algorithm>(&mut self, a: &A, params: &[Tensor]) -> Result<()> {
        let with_grad: Vec<(Tensor, Tensor)> = params
            .iter()
            .filter_map(|p| p.grad().map(|g| (p.clone(), g)))
            .collect();
        for (p, _) in &with_grad {
            if self.state_of(p).is_none_or(|s| s.entries.is_empty()) {
                let entries = a.init_state(p)?;
                self.set_state(p, entries);
            }
            // `_init_group` collects each state tensor the group's settings name: one the
            // state was made without is a KeyError before any parameter moves.
            for key in a.state_keys() {
                self.state_tensor(p, key)?;
            }
        }
        if !a.preflight(with_grad.len())? {
            return Ok(());
        }
        for (p, g) in &with_grad {
            a.update(self, p, g)?;
        }
        Ok(())
    }

    fn set_state(&mut self, p: &Tensor, entries: Vec<(&'static str, Tensor)>) {
        debug_assert!(
            entries.iter().all(|(k, _)| STATE_KEYS.contains(k)),
            "a state key missing from STATE_KEYS"
        );
        match self.state_mut(p) {
            Some(s) => s.entries = entries,
            None => self.state.push((p.clone(), ParamState { entries })),
        }
    }
}

/// One of RMSprop ... RAdam: its lazy state, the checks its functional step makes before
/// touching any parameter, and its update of one parameter.
trait Algorithm {
    /// The state `_init_group` makes for `p`, in PyTorch's key order.
    fn init_state(&self, p: &Tensor) -> Result<Vec<(&'static str, Tensor)>>;
    /// The state tensors the step reads, under the group's current settings.
    fn state_keys(&self) -> Vec<&'static str>;
    /// The `capturable` / `foreach` assertions, in the order the chosen implementation
    /// makes them; `Ok(false)` when it returns early (the multi-tensor steps return on an
    /// empty list, some before their assertions).
    fn preflight(&self, n_with_grad: usize) -> Result<bool>;
    fn update(&self, opt: &mut Optimizer, p: &Tensor, g: &Tensor) -> Result<()>;
}

/// `torch.tensor(v, dtype=_get_scalar_dtype())`: a 0-d float32 CPU tensor (stridelab's
/// default dtype is float32), for `step` and NAdam's `mu_product`.
fn scalar_state(v: f64) -> Result<Tensor> {
    ops::tensor(
        &[Scalar::Float(v)],
        &[],
        Some(crate::DType::Float32),
        crate::Device::Cpu,
    )
}

/// `torch.zeros_like(p, memory_format=torch.preserve_format)`.
fn zeros_like(p: &Tensor) -> Result<Tensor> {
    ops::like(p, Some(Scalar::Int(0)), None, MemoryFormat::Preserve, None)
}

/// `step_t += 1`, then `_get_value(step_t)`: the new step as a Python float.
fn bump_step(step_t: &Tensor) -> Result<f64> {
    named::add_(step_t, Arg::S(Scalar::Int(1)), Scalar::Int(1))?;
    Ok(ops::item(step_t)?.to_f64())
}
