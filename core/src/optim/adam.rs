//! Adam's and AdamW's step, through the strided ops or the fused `adam_step` kernel (see
//! the module docs of `optim`).

use super::{Hyper, Optimizer};
use crate::error::{runtime, Result};
use crate::layout::MemoryFormat;
use crate::ops::{self, named, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

impl Optimizer {
    /// Adam's lazy state, as `_init_group` makes it: a 0-d float step and moment buffers
    /// shaped *and strided* like the parameter (preserve_format).
    pub(super) fn adam_init_state(&mut self, p: &Tensor, amsgrad: bool) -> Result<()> {
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

    pub(super) fn adam_step(&mut self, p: &Tensor, grad: &Tensor, h: Hyper) -> Result<()> {
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
                .ok_or_else(|| missing_state("step"))?,
            st.get("exp_avg")
                .cloned()
                .ok_or_else(|| missing_state("exp_avg"))?,
            st.get("exp_avg_sq")
                .cloned()
                .ok_or_else(|| missing_state("exp_avg_sq"))?,
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
                        .ok_or_else(|| missing_state("max_exp_avg_sq"))?,
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
                t.bump_version()?;
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
        // exp_avg.lerp_(grad, 1 - beta1), rounded as the fused kernel rounds it.
        named::adam_lerp_(&exp_avg, &g, Scalar::Float(1.0 - beta1))?;
        // exp_avg_sq.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
        named::mul_(&exp_avg_sq, Arg::S(Scalar::Float(beta2)))?;
        named::adam_addcmul_(&exp_avg_sq, &g, &g, Scalar::Float(1.0 - beta2))?;
        let step = ops::item(&step_t)?.to_f64();
        let bias_correction1 = 1.0 - beta1.powf(step);
        let bias_correction2 = 1.0 - beta2.powf(step);
        let step_size = lr / bias_correction1;
        let bc2_sqrt = bias_correction2.sqrt();
        let second = if amsgrad {
            let m = st
                .get("max_exp_avg_sq")
                .cloned()
                .ok_or_else(|| missing_state("max_exp_avg_sq"))?;
            // torch.maximum(max_exp_avg_sq, exp_avg_sq, out=max_exp_avg_sq)
            let mx = named::maximum(Arg::T(&m), Arg::T(&exp_avg_sq))?;
            ops::copy::copy_raw(&m, &mx)?;
            m
        } else {
            exp_avg_sq
        };
        // denom = (second.sqrt() / bias_correction2_sqrt).add_(eps). ATen's root here is
        // MKL's (`mkl_sqrt.rs`), but this step must stay bit-identical to the fused Adam
        // kernel (a product decision), which takes the IEEE root: MKL's joins both together
        // with ATen's fused `lerp`/`addcmul` rounding (decisions.md, "torch.sqrt is MKL's").
        let s = named::sqrt_ieee(&second)?;
        let denom = named::div(Arg::T(&s), Arg::S(Scalar::Float(bc2_sqrt)))?;
        named::add_(&denom, Arg::S(Scalar::Float(eps)), Scalar::Int(1))?;
        // param.addcdiv_(exp_avg, denom, value=-step_size)
        named::addcdiv_(p, &exp_avg, &denom, Scalar::Float(-step_size))
    }
}

/// A state entry the step reads and the state was made without (`amsgrad` switched on after
/// the first step): PyTorch's bare KeyError.
fn missing_state(key: &str) -> crate::error::TorchError {
    crate::error::TorchError::new(crate::error::ErrorKind::KeyError, format!("'{key}'"))
}
