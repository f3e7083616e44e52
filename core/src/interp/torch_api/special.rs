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
use crate::ops::Arg;
use crate::scalar::Scalar;
use crate::special_fns::{Special2, SpecialFn};
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
    // special_softmax takes its dtype by position too; special_log_softmax does not.
    (&["softmax"], "input, dim, dtype=None"),
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
    ("bessel_j0", SpecialFn::BesselJ0),
    ("bessel_j1", SpecialFn::BesselJ1),
    ("bessel_y0", SpecialFn::BesselY0),
    ("bessel_y1", SpecialFn::BesselY1),
    ("modified_bessel_i0", SpecialFn::ModifiedBesselI0),
    ("modified_bessel_i1", SpecialFn::ModifiedBesselI1),
    ("modified_bessel_k0", SpecialFn::ModifiedBesselK0),
    ("modified_bessel_k1", SpecialFn::ModifiedBesselK1),
    (
        "scaled_modified_bessel_k0",
        SpecialFn::ScaledModifiedBesselK0,
    ),
    (
        "scaled_modified_bessel_k1",
        SpecialFn::ScaledModifiedBesselK1,
    ),
    ("spherical_bessel_j0", SpecialFn::SphericalBesselJ0),
    ("airy_ai", SpecialFn::AiryAi),
];

/// `torch.special.X`.
pub static SPECIAL: LazyLock<Torch> = LazyLock::new(|| {
    let mut r: Torch = Registry::new("torch.special");
    for (names, sig) in SPECIAL_ENTRIES {
        r.add("special functions", names, sig, in_special);
    }
    for (name, f) in NATIVE {
        // derivatives.yaml names the argument `x` for the non-differentiable ones.
        let sig = if f.differentiable() { "input" } else { "x" };
        r.add("special functions", &[name], sig, native);
    }
    r.add(
        "special functions",
        &["polygamma"],
        "n, input",
        special_polygamma,
    );
    r.add(
        "special functions",
        &["gammainc", "gammaincc"],
        "input, other",
        igamma,
    );
    r.add(
        "special functions",
        &["zeta"],
        "input, other",
        binary_special,
    );
    for (name, _) in POLYNOMIALS {
        r.add("special functions", &[name], "x, n", binary_special);
    }
    r
});

/// `torch.special`'s binary functions with a kernel of their own (`special_fns::Special2`).
const POLYNOMIALS: &[(&str, Special2)] = &[
    ("chebyshev_polynomial_t", Special2::ChebyshevT),
    ("chebyshev_polynomial_u", Special2::ChebyshevU),
    ("chebyshev_polynomial_v", Special2::ChebyshevV),
    ("chebyshev_polynomial_w", Special2::ChebyshevW),
    (
        "shifted_chebyshev_polynomial_t",
        Special2::ShiftedChebyshevT,
    ),
    (
        "shifted_chebyshev_polynomial_u",
        Special2::ShiftedChebyshevU,
    ),
    (
        "shifted_chebyshev_polynomial_v",
        Special2::ShiftedChebyshevV,
    ),
    (
        "shifted_chebyshev_polynomial_w",
        Special2::ShiftedChebyshevW,
    ),
    ("hermite_polynomial_h", Special2::HermiteH),
    ("hermite_polynomial_he", Special2::HermiteHe),
    ("laguerre_polynomial_l", Special2::LaguerreL),
    ("legendre_polynomial_p", Special2::LegendreP),
];

/// The kernel of a binary special function by its Python name.
pub fn special2_fn(name: &str) -> Result<Special2> {
    let name = name.trim_end_matches('_');
    Ok(match name {
        "igamma" | "gammainc" => Special2::Igamma,
        "igammac" | "gammaincc" => Special2::Igammac,
        "zeta" => Special2::Zeta,
        _ => POLYNOMIALS
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, f)| *f)
            .ok_or_else(|| crate::error::runtime(format!("{name}: no kernel")))?,
    })
}

/// `igamma`/`gammainc` and their complements: two tensors (no Scalar overload).
fn igamma(_: &mut Interp, b: &Bound) -> Result<Value> {
    let f = special2_fn(b.fname())?;
    let fname = match b.fname() {
        n @ ("igamma" | "igammac") => n.to_string(),
        n => format!("special_{n}"),
    };
    let mut ts = vec![];
    for (pos, p) in ["input", "other"].into_iter().enumerate() {
        match b.value(p)? {
            Value::Tensor(t) => ts.push(t),
            v => {
                return Err(crate::error::type_error(format!(
                    "{fname}(): argument '{p}' (position {}) must be Tensor, not {}",
                    pos + 1,
                    v.type_name()
                )))
            }
        }
    }
    let y = crate::ops::named::special2(f, Arg::T(&ts[0]), Arg::T(&ts[1]))?;
    Ok(Value::Tensor(y))
}

/// `zeta` and the polynomials: a tensor or a number on either side, not both numbers
/// (PyTorch's Tensor/Scalar overloads).
fn binary_special(_: &mut Interp, b: &Bound) -> Result<Value> {
    let f = special2_fn(b.fname())?;
    let (pa, pb) = if f == Special2::Zeta {
        ("input", "other")
    } else {
        ("x", "n")
    };
    let (va, vb) = (b.value(pa)?, b.value(pb)?);
    let as_arg = |v: &Value| -> Option<Operand> {
        match v {
            Value::Tensor(t) => Some(Operand::T(t.clone())),
            Value::Bool(x) => Some(Operand::S(Scalar::Bool(*x))),
            Value::Int(x) => Some(Operand::S(Scalar::Int(*x))),
            Value::Float(x) => Some(Operand::S(Scalar::Float(*x))),
            _ => None,
        }
    };
    let (oa, ob) = (as_arg(&va), as_arg(&vb));
    let both_numbers = matches!((&oa, &ob), (Some(Operand::S(_)), Some(Operand::S(_))));
    let (Some(oa), Some(ob), false) = (oa, ob, both_numbers) else {
        let first = if f == Special2::Zeta { "input" } else { "x" };
        let sn = if f == Special2::Zeta { "self" } else { "x" };
        return Err(crate::error::type_error(format!(
            "{}() received an invalid combination of arguments - got ({}, {}), but expected one of:\n \
             * (Tensor {first}, Tensor {pb}, *, Tensor out = None)\n \
             * (Number {sn}, Tensor {pb}, *, Tensor out = None)\n \
             * (Tensor {first}, Number {pb}, *, Tensor out = None)\n",
            f.name(),
            va.type_name(),
            vb.type_name()
        )));
    };
    let y = crate::ops::named::special2(f, oa.arg(), ob.arg())?;
    Ok(Value::Tensor(y))
}

/// An owned operand.
enum Operand {
    T(crate::tensor::Tensor),
    S(Scalar),
}

impl Operand {
    fn arg(&self) -> Arg<'_> {
        match self {
            Operand::T(t) => Arg::T(t),
            Operand::S(s) => Arg::S(*s),
        }
    }
}

/// `torch.polygamma(n, input)`: the order first, unlike the Tensor method's receiver.
pub fn register_torch(r: &mut Torch) {
    r.add("special functions", &["polygamma"], "n, input", polygamma);
    r.add(
        "special functions",
        &["igamma", "igammac"],
        "input, other",
        igamma,
    );
}

fn native(_: &mut Interp, b: &Bound) -> Result<Value> {
    let name = b.fname();
    let f = NATIVE
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, f)| *f)
        .ok_or_else(|| crate::error::runtime(format!("torch.special.{name}: no kernel")))?;
    let p = if f.differentiable() { "input" } else { "x" };
    let x = match b.value(p)? {
        Value::Tensor(t) => t,
        v => return Err(not_a_tensor(&format!("special_{name}"), p, 1, &v)),
    };
    Ok(Value::Tensor(crate::ops::named::special(f, &x)?))
}

/// PyTorch's parser's words for a non-tensor where a tensor goes.
fn not_a_tensor(fname: &str, param: &str, pos: usize, v: &Value) -> crate::error::TorchError {
    crate::error::type_error(format!(
        "{fname}(): argument '{param}' (position {pos}) must be Tensor, not {}",
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
        v => return Err(not_a_tensor(fname, "input", 2, &v)),
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
    // special_softmax's `int dim` is typed by PyTorch's parser, under its own ATen name (the
    // prelude passes it on to torch.softmax, whose refusal would name `softmax`).
    if matches!(b.fname(), "softmax" | "log_softmax") && b.explicit_none("dim").is_some() {
        let place = if b.by_position("dim") {
            " (position 2)"
        } else {
            ""
        };
        return Err(crate::error::type_error(format!(
            "special_{}(): argument 'dim'{place} must be int, not NoneType",
            b.fname()
        )));
    }
    it.call_prelude_entry("_torch_special_", vec![], b)
}

fn in_testing(it: &mut Interp, b: &Bound) -> Result<Value> {
    it.call_prelude_entry("_torch_testing_", vec![], b)
}
