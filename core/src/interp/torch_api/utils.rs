//! `torch.utils`' own functions (its submodules, `torch.utils.data` and friends, are
//! Python modules in stdlib/).

use super::Torch;
use crate::error::{ErrorKind, Result, TorchError};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::registry::Registry;
use crate::interp::value::Value;
use std::sync::LazyLock;

pub static UTILS: LazyLock<Torch> = LazyLock::new(|| {
    let mut r: Torch = Registry::new("torch.utils");
    r.add("tensors", &["swap_tensors"], "t1, t2", swap_tensors);
    r
});

/// `torch.utils.swap_tensors(t1, t2)`: the two Python objects keep their identities and
/// trade everything else (data, shape, dtype, `requires_grad`, `.grad`, class, `__dict__`).
/// stridelab has no weak references to tensors, so PyTorch's weakref refusals cannot arise.
///
/// PyTorch then checks each tensor's C++ use count: a leaf whose AccumulateGrad node a live
/// graph holds (`y = w * 2` still alive) counts 2, and the swap poisons that node so a later
/// `backward` raises; a tensor a graph also saved counts more and is refused. stridelab does
/// not count those references, and its graph would accumulate into the swapped object: such
/// a leaf is refused here, with the reason.
fn swap_tensors(it: &mut Interp, a: &Bound) -> Result<Value> {
    let tensor = |name: &str| match a.value_or_none(name) {
        Value::Tensor(t) => Ok(t),
        // PyTorch's helper asks each argument for `_use_count()` before swapping.
        v => Err(TorchError::new(
            ErrorKind::AttributeError,
            format!("'{}' object has no attribute '_use_count'", v.type_name()),
        )),
    };
    let (t1, t2) = (tensor("t1")?, tensor("t2")?);
    for (t, name) in [(&t1, "t1"), (&t2, "t2")] {
        if t.autograd().grad_accumulator.upgrade().is_some() {
            return Err(crate::error::not_implemented(format!(
                "torch.utils.swap_tensors: {name} is a leaf that a live autograd graph uses \
                 (a result computed from it is still alive). PyTorch checks its use count and \
                 either refuses the swap or poisons its AccumulateGrad node so that a later \
                 backward raises; stridelab does not model that, so swap before the forward \
                 pass or after deleting its results"
            )));
        }
    }
    t1.swap_contents(&t2);
    it.tensor_dicts.swap(&t1, &t2);
    Ok(Value::None)
}
