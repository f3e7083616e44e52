//! In-place methods that are their out-of-place twin written back into the tensor
//! (`x.hypot_(y)`, `x.tril_()`, `x.eq_(y)`): each takes its twin's signature, and
//! `ops::inplace_twin::via_twin` runs the twin on `x` as it was, checks and writes the
//! result, and gives `x` the twin's node. Registered last: the twins must exist first.

use super::{t, Methods, METHODS};
use crate::error::{runtime, Result};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::inplace_twin::ShapeCheck;
use crate::ops::{self, Arg};
use crate::tensor::Tensor;

/// (in-place name, its out-of-place twin).
const TWINS: &[(&str, &str)] = &[
    ("hypot_", "hypot"),
    ("nextafter_", "nextafter"),
    ("put_", "put"),
    ("index_reduce_", "index_reduce"),
    ("copysign_", "copysign"),
    ("xlogy_", "xlogy"),
    ("igamma_", "igamma"),
    ("igammac_", "igammac"),
    ("heaviside_", "heaviside"),
    ("cumsum_", "cumsum"),
    ("cumprod_", "cumprod"),
    ("tril_", "tril"),
    ("triu_", "triu"),
    ("sgn_", "sgn"),
    ("deg2rad_", "deg2rad"),
    ("rad2deg_", "rad2deg"),
    ("logit_", "logit"),
    ("sinc_", "sinc"),
    ("ldexp_", "ldexp"),
    ("nan_to_num_", "nan_to_num"),
    ("fix_", "trunc"),
    ("absolute_", "abs"),
    ("arccos_", "acos"),
    ("arcsin_", "asin"),
    ("arctan_", "atan"),
    ("arctan2_", "atan2"),
    ("mvlgamma_", "mvlgamma"),
    ("addmm_", "addmm"),
    ("addmv_", "addmv"),
    ("addr_", "addr"),
    ("baddbmm_", "baddbmm"),
    ("addbmm_", "addbmm"),
    ("bitwise_not_", "bitwise_not"),
    ("logical_not_", "logical_not"),
    ("logical_and_", "logical_and"),
    ("logical_or_", "logical_or"),
    ("logical_xor_", "logical_xor"),
    ("eq_", "eq"),
    ("ne_", "ne"),
    ("not_equal_", "ne"),
    ("lt_", "lt"),
    ("less_", "lt"),
    ("le_", "le"),
    ("less_equal_", "le"),
    ("gt_", "gt"),
    ("greater_", "gt"),
    ("ge_", "ge"),
    ("greater_equal_", "ge"),
];

/// The twins whose derivative (derivatives.yaml) reads the result, which in place is the
/// tensor itself.
const SAVES_RESULT: &[&str] = &["hypot_", "copysign_", "cumprod_", "sgn_"];

/// The twins whose in-place form checks its shape as ATen's BLAS ops do.
const BLAS: &[&str] = &["addmm_", "addmv_", "baddbmm_"];

pub fn register(r: &mut Methods) {
    for &(name, of) in TWINS {
        r.add_twin("in-place twins", name, of, twin);
    }
}

/// The node an in-place comparison records (its result is bool, so the twin records
/// none): `EqBackward0` against a number, `EqBackward1` against a tensor, as PyTorch's
/// overloads are numbered. Other bool-valued twins (the logical ops) record nothing.
fn comparison_node(twin: &str, a: &Bound) -> Option<String> {
    let stem = match twin {
        "eq" => "Eq",
        "ne" => "Ne",
        "lt" => "Lt",
        "le" => "Le",
        "gt" => "Gt",
        "ge" => "Ge",
        _ => return None,
    };
    let overload = if a.tensors().is_empty() { 0 } else { 1 };
    Some(format!("{stem}Backward{overload}"))
}

fn twin(it: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let of = TWINS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, of)| *of)
        .ok_or_else(|| runtime(format!("internal error: {name} has no twin")))?;
    let entry = METHODS
        .get(of)
        .ok_or_else(|| runtime(format!("internal error: no method {of}")))?;
    // A scan in place computes in the tensor's own dtype; another one asked for is ATen's
    // "Bad in-place call" (the out-of-place twin would accept it and cast back).
    if let Some(d) = a.dtype("dtype").ok().flatten().filter(|d| *d != x.dtype()) {
        return Err(runtime(format!(
            "Bad in-place call: input tensor dtype {} and output tensor dtype {} should match",
            x.dtype().c_type_name(),
            d.c_type_name()
        )));
    }
    let bound = a.renamed(of);
    let tensors = a.tensors();
    let others: Vec<Arg> = tensors.iter().map(Arg::T).collect();
    let node = comparison_node(of, a);
    let shape_check = if BLAS.contains(&name) {
        ShapeCheck::Blas
    } else {
        ShapeCheck::Iterator
    };
    let op = crate::ops::autodiff::InplaceTwin {
        name,
        non_differentiable: node.as_deref(),
        saves_result: SAVES_RESULT.contains(&name),
    };
    ops::inplace_twin::via_twin(&op, shape_check, x, &others, |stand_in| {
        match (entry.f)(it, stand_in, &bound)? {
            Value::Tensor(r) => Ok(r),
            other => Err(runtime(format!(
                "internal error: {of} gave a {}",
                other.type_name()
            ))),
        }
    })
    .map_err(|mut e| {
        // The twin's argument errors name the op the script called (`hypot_()`).
        if let Some(rest) = e.message.strip_prefix(&format!("{of}(")) {
            e.message = format!("{name}({rest}");
        }
        // ATen's ldexp_ writes through `mul_out`, whose cast check names the op.
        if name == "ldexp_" && e.message.starts_with("result type ") {
            if let Some(at) = e.message.find(" can't be cast") {
                e.message = format!("ldexp{}", &e.message[at..]);
            }
        }
        e
    })?;
    Ok(t(x.clone()))
}
