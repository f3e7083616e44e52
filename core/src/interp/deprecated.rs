//! PyTorch's deprecated overloads that put a scalar factor before the tensors
//! (`torch.add(t, 2, t)` is `t + 2 * t`, `x.addcmul(2, a, b)`), from its
//! `tools/autograd/deprecated.yaml`: its parser still takes them, with a warning naming
//! both signatures, where our signatures (the current overloads) would refuse the call.

use super::args::Args;
use super::value::Value;

/// One family of deprecated overloads: the factor's parameter and its place among the
/// positionals, and the two signatures as PyTorch's warning prints them.
pub struct Overload {
    factor: &'static str,
    slot: usize,
    deprecated: &'static str,
    current: &'static str,
}

const TENSOR_ALPHA: Overload = Overload {
    factor: "alpha",
    slot: 0,
    deprecated: "Number alpha, Tensor other",
    current: "Tensor other, *, Number alpha = 1",
};
const TORCH_ALPHA: Overload = Overload {
    factor: "alpha",
    slot: 1,
    deprecated: "Tensor input, Number alpha, Tensor other, *, Tensor out = None",
    current: "Tensor input, Tensor other, *, Number alpha = 1, Tensor out = None",
};
const TENSOR_VALUE: Overload = Overload {
    factor: "value",
    slot: 0,
    deprecated: "Number value, Tensor tensor1, Tensor tensor2",
    current: "Tensor tensor1, Tensor tensor2, *, Number value = 1",
};
const TORCH_VALUE: Overload = Overload {
    factor: "value",
    slot: 1,
    deprecated: "Tensor input, Number value, Tensor tensor1, Tensor tensor2, *, Tensor out = None",
    current: "Tensor input, Tensor tensor1, Tensor tensor2, *, Number value = 1, Tensor out = None",
};

/// The deprecated overload `namespace.name` has, if any.
pub fn of(namespace: &str, name: &str) -> Option<&'static Overload> {
    match (namespace, name) {
        ("torch.Tensor", "add" | "sub" | "add_" | "sub_") => Some(&TENSOR_ALPHA),
        ("torch", "add" | "sub") => Some(&TORCH_ALPHA),
        ("torch.Tensor", "addcmul" | "addcdiv" | "addcmul_" | "addcdiv_") => Some(&TENSOR_VALUE),
        ("torch", "addcmul" | "addcdiv") => Some(&TORCH_VALUE),
        _ => None,
    }
}

impl Overload {
    /// The call as the current overload takes it (the factor moved to its keyword), when
    /// it gives a number at the factor's place and not the factor by name.
    pub fn rewrite(&self, args: &Args) -> Option<Args> {
        let number = matches!(
            args.pos.get(self.slot),
            Some(Value::Int(_) | Value::BigInt(_) | Value::Float(_) | Value::Bool(_))
        );
        if !number || args.kw.iter().any(|(k, _)| k == self.factor) {
            return None;
        }
        let mut pos = args.pos.clone();
        let factor = pos.remove(self.slot);
        let mut kw = args.kw.clone();
        kw.push((self.factor.to_string(), factor));
        Some(Args { pos, kw })
    }

    /// PyTorch's warning for a call of `name` through this overload (once a session,
    /// whichever deprecated overload comes first, as its TORCH_WARN_ONCE).
    pub fn warn(&self, name: &str) {
        crate::warnings::torch_warn_once_at(
            "python_arg_parser deprecated overload",
            &format!(
                "This overload of {name} is deprecated:\n\t{name}({})\nConsider using one of the following signatures instead:\n\t{name}({})",
                self.deprecated, self.current
            ),
            "/__w/pytorch/pytorch/torch/csrc/utils/python_arg_parser.cpp:1833",
        );
    }
}
