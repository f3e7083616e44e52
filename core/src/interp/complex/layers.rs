//! The layer functions PyTorch runs on complex tensors besides `linear`: `conv1d/2d/3d`
//! as ATen's `complex_convolution` (Gauss's trick: three real convolutions) and
//! `embedding` (rows of the weight, with no gradient: PyTorch refuses one).

use super::parts::{pack, Part, Parts};
use super::tensor::ComplexTensor;
use crate::error::{not_implemented, runtime, Result};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::{self, named, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// The tensor type as ATen's conv checks print it: `CPUComplexFloatType` for a complex
/// tensor, `torch.FloatTensor` for a real one.
fn conv_type_name(v: &Value) -> String {
    match (v, ComplexTensor::of(v)) {
        (_, Some(z)) => format!("CPU{}Type", super::scalar_type_name(z.pairs.dtype())),
        (Value::Tensor(t), _) => format!("torch.{}Tensor", t.dtype().legacy_name()),
        (v, _) => v.type_name(),
    }
}

/// ATen's checks of the operands' types, weight first, then bias.
fn check_types(x: &Value, w: &Value, bias: &Value) -> Result<()> {
    let names = |v: &Value| super::linear::dtype_names(v);
    let (xn, wn) = (names(x), names(w));
    if xn.as_ref().map(|n| &n.0) != wn.as_ref().map(|n| &n.0) {
        return Err(match (ComplexTensor::of(x), wn) {
            (None, Some(wn)) if matches!(x, Value::Tensor(_)) => runtime(format!(
                "expected scalar type {} but found {}",
                xn.map(|n| n.0).unwrap_or_default(),
                wn.0
            )),
            _ => runtime(format!(
                "Input type ({}) and weight type ({}) should be the same",
                conv_type_name(x),
                conv_type_name(w)
            )),
        });
    }
    if let (Some(xn), Some(bn)) = (xn, names(bias)) {
        if xn.0 != bn.0 {
            return Err(runtime(format!(
                "Input type ({}) and bias type ({}) should be the same",
                xn.1, bn.1
            )));
        }
    }
    Ok(())
}

/// A complex operand's real and imaginary parts (the conjugate bit resolved), as views
/// that carry its graph.
fn parts_of(v: &Value) -> Result<(Tensor, Tensor)> {
    let z = ComplexTensor::of(v).ok_or_else(|| runtime("a complex operand"))?;
    let pairs = z.resolved()?;
    Ok((
        ops::view::select(&pairs, -1, 0)?,
        ops::view::select(&pairs, -1, 1)?,
    ))
}

fn plus(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    named::add(Arg::T(a), Arg::T(b), Scalar::Int(1))
}

fn minus(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    named::sub(Arg::T(a), Arg::T(b), Scalar::Int(1))
}

/// `conv1d/2d/3d` with a complex operand: a = conv(xr, wr, br), b = conv(xi, wi),
/// c = conv(xr + xi, wr + wi, br + bi); the result is a - b + i(c - a - b), whose node is
/// the final add's, as in ATen.
pub fn conv(it: &mut Interp, name: &str, a: Args) -> Result<Value> {
    const REST: [&str; 4] = ["stride", "padding", "dilation", "groups"];
    let b = a.bind(
        name,
        &[
            "input",
            "weight",
            "bias=None",
            "stride=1",
            "padding=0",
            "dilation=1",
            "groups=1",
        ],
    )?;
    let (x, w, bias) = (
        b.value("input")?,
        b.value("weight")?,
        b.value_or_none("bias"),
    );
    check_types(&x, &w, &bias)?;
    let need = super::grad::any_requires_grad([&x, &w, &bias]);
    let rest: Vec<(String, Value)> = REST
        .iter()
        .filter_map(|k| b.get(k).map(|v| (k.to_string(), v.clone())))
        .collect();
    let mut run = |x: Tensor, w: Tensor, bias: Option<Tensor>| -> Result<Tensor> {
        let pos = vec![
            Value::Tensor(x),
            Value::Tensor(w),
            bias.map_or(Value::None, Value::Tensor),
        ];
        let args = Args {
            pos,
            kw: rest.clone(),
        };
        match crate::interp::functional::call(it, name, args)? {
            Value::Tensor(t) => Ok(t),
            other => Err(runtime(format!(
                "{name} of the parts gave {}",
                other.type_name()
            ))),
        }
    };
    let (xr, xi) = parts_of(&x)?;
    let (wr, wi) = parts_of(&w)?;
    let (br, bsum) = match ComplexTensor::of(&bias) {
        Some(_) => {
            let (br, bi) = parts_of(&bias)?;
            let sum = plus(&br, &bi)?;
            (Some(br), Some(sum))
        }
        None => (None, None),
    };
    let ta = run(xr.clone(), wr.clone(), br)?;
    let tb = run(xi.clone(), wi.clone(), None)?;
    let tc = run(plus(&xr, &xi)?, plus(&wr, &wi)?, bsum)?;
    let re = minus(&ta, &tb)?;
    let im = minus(&minus(&tc, &ta)?, &tb)?;
    let r = ComplexTensor::value(
        pack(&Parts {
            re: Part::T(re),
            im: Part::T(im),
        })?,
        false,
    );
    if need {
        return super::grad::named(r, "AddBackward0");
    }
    Ok(r)
}

/// `F.embedding(input, weight, ...)` and `torch.embedding(weight, indices, ...)` (the
/// complex operand tells which was called): rows of a complex weight. PyTorch has no
/// gradient for it and refuses a weight that requires one.
pub fn embedding(_: &mut Interp, a: Args) -> Result<Value> {
    let torch_form = a
        .pos
        .first()
        .is_some_and(|v| ComplexTensor::of(v).is_some());
    let b = if torch_form {
        a.bind(
            "embedding",
            &[
                "weight",
                "indices",
                "padding_idx=-1",
                "scale_grad_by_freq=False",
                "sparse=False",
            ],
        )?
    } else {
        a.bind(
            "embedding",
            &[
                "input",
                "weight",
                "padding_idx=None",
                "max_norm=None",
                "norm_type=2.0",
                "scale_grad_by_freq=False",
                "sparse=False",
            ],
        )?
    };
    let idx = b.tensor(if torch_form { "indices" } else { "input" })?;
    let w = b.value("weight")?;
    let z = ComplexTensor::of(&w).ok_or_else(|| super::unsupported("embedding"))?;
    if !matches!(b.get("max_norm"), None | Some(Value::None)) {
        return Err(super::unsupported("embedding(max_norm=...)"));
    }
    if super::grad::any_requires_grad([&w]) {
        return Err(not_implemented(
            "embedding does not support automatic differentiation for outputs with complex dtype.",
        ));
    }
    if idx.dtype().is_floating() || z.ndim() != 2 {
        return Err(super::unsupported("embedding of these operands"));
    }
    let pairs = z.resolved()?;
    let flat = ops::view::reshape(&idx, &[-1])?;
    let rows = ops::index_select::index_select(&pairs, 0, &flat)?;
    // A new tensor, not a view of the gathered rows.
    let mut shape = idx.shape();
    shape.extend([z.shape()[1], 2]);
    let out = rows.alias_with(crate::layout::Layout::contiguous(&shape));
    Ok(ComplexTensor::value(out, false))
}
