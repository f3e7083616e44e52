//! `torch.einsum` with complex operands: the product of sums `(a_r + i a_i)(b_r + i b_i)...`
//! expanded into real einsums of the parts, each term's sign and part set by how many
//! imaginary factors it takes (i^k). The real einsum does the contraction (its order, its
//! layout), so the parts' graph differentiates it and the result takes its node's name.

use super::parts::{self, Part, Parts};
use super::tensor::ComplexTensor;
use crate::error::{runtime, type_error, value_error, Result};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use crate::DType;

/// The most operands expanded: 2^n real einsums are run.
const MAX_OPERANDS: usize = 8;

pub fn einsum(it: &mut Interp, a: Args) -> Result<Value> {
    if !a.kw.is_empty() {
        return Err(type_error("einsum() got an unexpected keyword argument"));
    }
    let mut items = a.pos.clone();
    let eq = match items.first() {
        Some(Value::Str(s)) => s.to_string(),
        _ => return Err(super::unsupported("torch.einsum with subscript lists")),
    };
    items.remove(0);
    if let [one @ (Value::List(_) | Value::Tuple(_))] = items.as_slice() {
        items = it.collect(one)?;
    }
    if items.is_empty() {
        return Err(value_error(
            "einsum(): must specify the equation string and at least one operand, or at least one operand and its subscripts list",
        ));
    }
    if items.len() > MAX_OPERANDS {
        return Err(super::unsupported(&format!(
            "torch.einsum of more than {MAX_OPERANDS} complex operands"
        )));
    }
    let operands = operands(&items, contracts(&eq))?;
    let real = operands
        .iter()
        .map(part_dtype)
        .fold(DType::Float32, DType::promote);
    let operands: Vec<Parts> = operands
        .iter()
        .map(|p| parts::cast(p, real))
        .collect::<Result<_>>()?;
    let (mut re, mut im): (Option<Tensor>, Option<Tensor>) = (None, None);
    let mut node = None;
    for mask in 0..(1usize << operands.len()) {
        let mut picked = Vec::with_capacity(operands.len());
        for (k, p) in operands.iter().enumerate() {
            let part = if mask >> k & 1 == 1 { &p.im } else { &p.re };
            match part {
                Part::T(t) => picked.push(t.clone()),
                Part::S(_) => break,
            }
        }
        if picked.len() != operands.len() {
            continue;
        }
        let term = ops::einsum::einsum(&eq, &picked)?;
        if mask == 0 {
            node = term.grad_fn().map(|n| n.name.clone());
        }
        // i^k: the term adds to the real part for even k, the imaginary part for odd k,
        // negated when k is 2 or 3 (mod 4).
        let k = mask.count_ones();
        let (acc, negative) = match k % 4 {
            0 => (&mut re, false),
            1 => (&mut im, false),
            2 => (&mut re, true),
            _ => (&mut im, true),
        };
        *acc = Some(match acc.take() {
            None if negative => ops::named::neg(&term)?,
            None => term,
            Some(s) if negative => ops::named::sub(Arg::T(&s), Arg::T(&term), Scalar::Int(1))?,
            Some(s) => ops::named::add(Arg::T(&s), Arg::T(&term), Scalar::Int(1))?,
        });
    }
    let re = re.ok_or_else(|| runtime("einsum without a real term"))?;
    let im = match im {
        Some(t) => Part::T(t),
        None => Part::S(0.0),
    };
    let v = ComplexTensor::value(
        parts::pack(&Parts {
            re: Part::T(re),
            im,
        })?,
        false,
    );
    match node {
        Some(n) => super::grad::named(v, &n),
        None => Ok(v),
    }
}

/// Whether the equation sums over an index (one that no output dim keeps): PyTorch then
/// contracts with `bmm`, which wants one scalar type, where a product alone promotes.
fn contracts(eq: &str) -> bool {
    let letters = |s: &str| {
        s.chars()
            .filter(|c| c.is_ascii_alphabetic())
            .collect::<Vec<_>>()
    };
    match eq.split_once("->") {
        Some((ins, out)) => {
            let out = letters(out);
            letters(ins).iter().any(|c| !out.contains(c))
        }
        // The implicit output keeps the indices that appear once.
        None => {
            let ins = letters(eq);
            ins.iter()
                .any(|c| ins.iter().filter(|d| *d == c).count() > 1)
        }
    }
}

/// Each operand's parts. A contraction wants every operand complex, as PyTorch's `bmm`
/// wants one scalar type (its message names the first operand's and the first that
/// differs).
fn operands(items: &[Value], contracts: bool) -> Result<Vec<Parts>> {
    let mut out = Vec::with_capacity(items.len());
    let mut first: Option<(&'static str, bool)> = None;
    for (i, v) in items.iter().enumerate() {
        let (name, complex) = match (ComplexTensor::of(v), v) {
            (Some(z), _) => (super::scalar_type_name(z.pairs.dtype()), true),
            (None, Value::Tensor(t)) => (t.dtype().legacy_name(), false),
            (None, other) => {
                return Err(type_error(format!(
                    "expected Tensor as element {i} in argument 1, but got {}",
                    other.type_name()
                )))
            }
        };
        match first {
            None => first = Some((name, complex)),
            Some((f, fc)) if fc != complex && contracts => {
                return Err(runtime(format!(
                    "expected scalar type {f} but found {name}"
                )))
            }
            _ => {}
        }
        out.push(super::operand_parts(v)?.ok_or_else(|| runtime("einsum operand"))?);
    }
    Ok(out)
}

fn part_dtype(p: &Parts) -> DType {
    match &p.re {
        Part::T(t) => t.dtype(),
        Part::S(_) => DType::Float32,
    }
}
