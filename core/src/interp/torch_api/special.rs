//! `torch.special` and `torch.testing`: functions written in the prelude's `composites.py`
//! (`_torch_special_<name>`, `_torch_testing_<name>`). Most of `torch.special` are PyTorch's
//! own aliases of `torch` ops (`expit` is `sigmoid`, with `SigmoidBackward0`); the others
//! compose existing kernels under their own node names, as ATen's kernels name them. The
//! special functions with kernels of their own (`special_fns.rs`) run natively.

use super::Torch;
use crate::error::Result;
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::registry::Registry;
use crate::interp::value::Value;
use crate::special_fns::SpecialFn;
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
    (&["multigammaln"], "input, p"),
];

/// `torch.special` names run by a `SpecialFn` kernel (aliases share one).
const NATIVE: &[(&str, SpecialFn)] = &[
    ("i0", SpecialFn::I0),
    ("i0e", SpecialFn::I0e),
    ("i1", SpecialFn::I1),
    ("i1e", SpecialFn::I1e),
    ("ndtri", SpecialFn::Ndtri),
    ("log_ndtr", SpecialFn::LogNdtr),
    ("erfcx", SpecialFn::Erfcx),
    ("gammaln", SpecialFn::Lgamma),
    ("digamma", SpecialFn::Digamma),
    ("psi", SpecialFn::Digamma),
];

/// `torch.special.X`.
pub static SPECIAL: LazyLock<Torch> = LazyLock::new(|| {
    let mut r: Torch = Registry::new("torch.special");
    for (names, sig) in SPECIAL_ENTRIES {
        r.add("special functions", names, sig, in_special);
    }
    for (name, _) in NATIVE {
        r.add("special functions", &[name], "input", native);
    }
    r.add(
        "special functions",
        &["polygamma"],
        "n, input",
        special_polygamma,
    );
    r
});

/// `torch.polygamma(n, input)`: the order first, unlike the Tensor method's receiver.
pub fn register_torch(r: &mut Torch) {
    r.add("special functions", &["polygamma"], "n, input", polygamma);
}

fn native(_: &mut Interp, b: &Bound) -> Result<Value> {
    let name = b.fname();
    let f = NATIVE
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, f)| *f)
        .ok_or_else(|| crate::error::runtime(format!("torch.special.{name}: no kernel")))?;
    let x = match b.value("input")? {
        Value::Tensor(t) => t,
        v => return Err(not_a_tensor(&format!("special_{name}"), 1, &v)),
    };
    Ok(Value::Tensor(crate::ops::named::special(f, &x)?))
}

/// PyTorch's parser's words for a non-tensor where a tensor goes.
fn not_a_tensor(fname: &str, pos: usize, v: &Value) -> crate::error::TorchError {
    crate::error::type_error(format!(
        "{fname}(): argument 'input' (position {pos}) must be Tensor, not {}",
        v.type_name()
    ))
}

fn polygamma(_: &mut Interp, b: &Bound) -> Result<Value> {
    polygamma_as("polygamma", b)
}

/// torch.special.polygamma is ATen's special_polygamma (its name in errors).
fn special_polygamma(_: &mut Interp, b: &Bound) -> Result<Value> {
    polygamma_as("special_polygamma", b)
}

fn polygamma_as(fname: &str, b: &Bound) -> Result<Value> {
    let n = b.value("n")?;
    let x = match b.value("input")? {
        Value::Tensor(t) => t,
        v => return Err(not_a_tensor(fname, 2, &v)),
    };
    crate::interp::tensor_api::polygamma("polygamma", &n, &x)
}

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
    r.add(
        "testing",
        &["make_tensor"],
        "*shape, dtype, device, low=None, high=None, requires_grad=False, noncontiguous=False, \
         exclude_zero=False, memory_format=None",
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
