//! `module.to(...)`, `.float()` and friends: PyTorch's `Module._apply` over every parameter,
//! gradient and buffer of a module tree. A complex tensor is held by its float pairs (its
//! carrier), so converting one is converting the carrier and, when the kind changes (a real
//! parameter made complex, or a complex one made real), re-wrapping the same carrier.

use super::module::{all_modules, instance, state_dict_of};
use crate::error::Result;
use crate::interp::complex::module_cast::{self, Cast};
use crate::interp::complex::ComplexTensor;
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;

/// What one conversion does: a dtype (None: keep), a device (None: keep), and whether the
/// dtype applies only to floating tensors (`.float()` and the other dtype methods, which
/// leave complex tensors alone) or also to complex ones (`.to(dtype)`).
#[derive(Clone, Copy)]
pub struct Conversion {
    pub cast: Option<Cast>,
    pub device: Option<crate::Device>,
    pub floating_only: bool,
    /// `to(memory_format=...)`: 4-d and 5-d tensors are laid out in it (Module._apply's
    /// `convert_to_format`), the others keep their layout.
    pub memory_format: Option<crate::layout::MemoryFormat>,
}

/// A value's carrier and whether it is complex; None for a value that is not a tensor.
fn held(v: &Value) -> Option<(Tensor, bool)> {
    match v {
        Value::Tensor(t) => Some((t.clone(), false)),
        other => ComplexTensor::of(other).map(|z| (z.pairs.clone(), true)),
    }
}

/// The value a carrier stands for.
fn wrap(t: &Tensor, complex: bool) -> Value {
    if complex {
        ComplexTensor::value(t.clone(), false)
    } else {
        Value::Tensor(t.clone())
    }
}

impl Conversion {
    fn apply(&self, t: &Tensor, complex: bool) -> Result<(Tensor, bool)> {
        let mut d = t.clone();
        if let Some(dev) = self.device {
            d = ops::to_device(&d, dev)?;
        }
        let cast = if complex && self.floating_only {
            None
        } else {
            self.cast
        };
        let (d, now_complex) = module_cast::convert(&d, complex, cast)?;
        match self.memory_format {
            Some(fmt) if matches!(d.ndim().saturating_sub(usize::from(now_complex)), 4 | 5) => {
                if now_complex {
                    return Err(crate::error::not_implemented(
                        "module.to(memory_format=...) with a complex 4-d or 5-d tensor is not supported in stridelab yet",
                    ));
                }
                // Tensor.to's own layout rule (`to_will_alias`): the conversion is one `to`.
                Ok((crate::interp::tensor_api::in_format(t, d, fmt)?, false))
            }
            _ => Ok((d, now_complex)),
        }
    }
}

/// `_apply`: a parameter keeps its identity (its data is replaced, `param.data = ...`) when
/// the converted tensor's kind is compatible with its own; across the meta boundary it is
/// not, and a new Parameter takes its place (the old object keeps its data). A gradient
/// goes the same way; a buffer is replaced by the converted tensor.
pub fn apply_conversion(recv: &Value, conv: Conversion) -> Result<()> {
    let ms = all_modules(recv);
    let _g = crate::autograd::NoGradGuard::new();
    for m in ms {
        let Some(i) = instance(&m) else { continue };
        if let Some(ps) = state_dict_of(i, "_parameters") {
            let items = ps.borrow().items.clone();
            for (k, v) in items {
                let Some((p, complex)) = held(&v) else {
                    continue;
                };
                let (d, now_complex) = conv.apply(&p, complex)?;
                let grad = p.grad();
                let out = if shallow_copy_compatible(&p, &d) {
                    set_data(&p, &d, now_complex);
                    if now_complex != complex {
                        ps.borrow_mut().set(k, wrap(&p, now_complex))?;
                    }
                    p.clone()
                } else {
                    let np = d.alias_with(d.layout());
                    np.share_version_counter(&d);
                    crate::autograd::make_parameter(&np, p.requires_grad())?;
                    ps.borrow_mut().set(k, wrap(&np, now_complex))?;
                    np
                };
                if let Some(g) = grad {
                    let (ga, _) = conv.apply(&g, complex)?;
                    match out.grad() {
                        Some(og) if shallow_copy_compatible(&g, &ga) && !ga.same(&og) => {
                            set_data(&og, &ga, now_complex)
                        }
                        Some(og) if ga.same(&og) => {}
                        _ => {
                            crate::autograd::set_requires_grad(&ga, g.requires_grad())?;
                            out.autograd_mut().grad = Some(ga);
                        }
                    }
                }
            }
        }
        if let Some(bs) = state_dict_of(i, "_buffers") {
            let items = bs.borrow().items.clone();
            for (k, v) in items {
                let Some((b, complex)) = held(&v) else {
                    continue;
                };
                let (d, now_complex) = conv.apply(&b, complex)?;
                if !d.same(&b) || now_complex != complex {
                    bs.borrow_mut().set(k, wrap(&d, now_complex))?;
                }
            }
        }
    }
    Ok(())
}

/// `torch._has_compatible_shallow_copy_type`: whether `.data = to` may swap `to`'s storage
/// into `from`. Dense tensors of any data-holding device are (cpu and the accelerator, as cpu
/// and cuda are); a meta tensor is so with another meta tensor only.
fn shallow_copy_compatible(from: &Tensor, to: &Tensor) -> bool {
    (from.device() == crate::Device::Meta) == (to.device() == crate::Device::Meta)
}

/// `t.data = d` for a tensor `convert` produced (same shape; its dtype, and whether it is a
/// complex tensor's pairs, may differ).
fn set_data(t: &Tensor, d: &Tensor, complex: bool) {
    if !d.same(t) {
        t.set_data(d.storage(), d.layout());
        t.set_dtype_view(d.dtype());
    }
    if complex {
        t.mark_complex_pairs();
    } else {
        t.unmark_complex_pairs();
    }
}
