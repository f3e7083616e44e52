//! `torch.special` and `torch.testing`: functions written in the prelude's `composites.py`
//! (`_torch_special_<name>`, `_torch_testing_<name>`). Most of `torch.special` are PyTorch's
//! own aliases of `torch` ops (`expit` is `sigmoid`, with `SigmoidBackward0`); the others
//! compose existing kernels under their own node names, as ATen's kernels name them.

use super::Torch;
use crate::error::Result;
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::registry::Registry;
use crate::interp::value::Value;
use std::sync::LazyLock;

/// (names, signature) of `torch.special`, as PyTorch's docs give them.
const SPECIAL_ENTRIES: &[(&[&str], &str)] = &[
    (&["expit"], "input"),
    (&["erf"], "input"),
    (&["erfc"], "input"),
    (&["erfinv"], "input"),
    (&["exp2"], "input"),
    (&["expm1"], "input"),
    (&["log1p"], "input"),
    (&["sinc"], "input"),
    (&["round"], "input, *, decimals=0"),
    (&["logit"], "input, eps=None"),
    (&["xlogy"], "input, other"),
    (&["xlog1py"], "input, other"),
    (&["entr"], "input"),
    (&["ndtr"], "input"),
    (&["softmax"], "input, dim, *, dtype=None"),
    (&["log_softmax"], "input, dim, *, dtype=None"),
    (&["logsumexp"], "input, dim, keepdim=False"),
];

/// `torch.special.X`.
pub static SPECIAL: LazyLock<Torch> = LazyLock::new(|| {
    let mut r: Torch = Registry::new("torch.special");
    for (names, sig) in SPECIAL_ENTRIES {
        r.add("special functions", names, sig, in_special);
    }
    r
});

/// `torch.testing.X`.
pub static TESTING: LazyLock<Torch> = LazyLock::new(|| {
    let mut r: Torch = Registry::new("torch.testing");
    r.add(
        "testing",
        &["assert_close"],
        "actual, expected, *, allow_subclasses=True, rtol=None, atol=None, equal_nan=False, \
         check_device=True, check_dtype=True, check_layout=True, check_stride=False, msg=None",
        in_testing,
    );
    r
});

fn in_special(it: &mut Interp, b: &Bound) -> Result<Value> {
    it.call_prelude_entry("_torch_special_", vec![], b)
}

fn in_testing(it: &mut Interp, b: &Bound) -> Result<Value> {
    it.call_prelude_entry("_torch_testing_", vec![], b)
}
