//! `F.linear` (and so `nn.Linear`'s forward) with complex operands: the input times the
//! transposed weight, plus the bias, as complex matmuls of the parts, with ATen's case
//! analysis for the node the result shows (`AddmmBackward0` for a matrix and a bias,
//! `MmBackward0` without one, the folded batch's `UnsafeViewBackward0`, a vector's
//! `SqueezeBackward4`) and its dtype checks, which take no promotion: every operand has
//! one dtype.

use super::tensor::ComplexTensor;
use crate::error::{runtime, Result};
use crate::interp::args::Args;
use crate::interp::ast::BinOp;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::{self, view};

/// An operand's dtype as ATen names it: (ScalarType name, C++ type).
pub(super) fn dtype_names(v: &Value) -> Option<(String, String)> {
    if let Value::Tensor(t) = v {
        let d = t.dtype();
        return Some((d.legacy_name().to_string(), d.c_type_name().to_string()));
    }
    let z = ComplexTensor::of(v)?;
    let d = z.pairs.dtype();
    Some((
        super::scalar_type_name(d).to_string(),
        format!("c10::complex<{}>", d.c_type_name()),
    ))
}

fn ndim(v: &Value) -> usize {
    match (v, ComplexTensor::of(v)) {
        (Value::Tensor(t), _) => t.ndim(),
        (_, Some(z)) => z.ndim(),
        _ => 0,
    }
}

/// ATen's checks: `addmm`'s (the bias against the weight, then the input against it) or
/// `mm`'s.
fn check_dtypes(x: &Value, w: &Value, bias: &Value) -> Result<()> {
    let name = |v: &Value| {
        dtype_names(v).ok_or_else(|| {
            crate::error::type_error(format!(
                "linear(): argument must be Tensor, not {}",
                v.type_name()
            ))
        })
    };
    let (xn, wn) = (name(x)?, name(w)?);
    if !matches!(bias, Value::None) {
        let bn = name(bias)?;
        if bn.0 != wn.0 {
            return Err(runtime(format!(
                "self and mat2 must have the same dtype, but got {} and {}",
                bn.0, wn.0
            )));
        }
        if xn.0 != wn.0 {
            return Err(runtime(format!(
                "mat1 and mat2 must have the same dtype, but got {} and {}",
                xn.0, wn.0
            )));
        }
    } else if xn.0 != wn.0 {
        return Err(runtime(format!(
            "expected m1 and m2 to have the same dtype, but got: {} != {}",
            xn.1, wn.1
        )));
    }
    Ok(())
}

pub fn linear(it: &mut Interp, a: Args) -> Result<Value> {
    let b = a.bind("linear", &["input", "weight", "bias=None"])?;
    let (x, w, bias) = (
        b.value("input")?,
        b.value("weight")?,
        b.value_or_none("bias"),
    );
    check_dtypes(&x, &w, &bias)?;
    let (nd, wd) = (ndim(&x), ndim(&w));
    if nd == 0 || wd == 0 {
        return Err(runtime(format!(
            "both arguments to linear need to be at least 1D, but they are {nd}D and {wd}D"
        )));
    }
    // Every operand is complex now (one dtype).
    let (zx, zw) = (
        ComplexTensor::of(&x).expect("checked"),
        ComplexTensor::of(&w).expect("checked"),
    );
    let wt = if wd == 2 {
        zw.with_pairs(view::transpose(&zw.pairs, 0, 1)?)
    } else {
        w.clone()
    };
    let shape = zx.shape();
    let has_bias = !matches!(bias, Value::None);
    if nd == 2 || wd != 2 {
        let r = it.binop(BinOp::MatMul, &x, &wt)?;
        if !has_bias {
            return Ok(r);
        }
        let r = it.binop(BinOp::Add, &r, &bias)?;
        return if nd == 2 {
            super::grad::named(r, "AddmmBackward0")
        } else {
            Ok(r)
        };
    }
    if nd == 1 && !has_bias {
        // matmul's vector case: one row, squeezed in place (no view, SqueezeBackward4).
        let row = x_view(zx, &[1, shape[0]])?;
        let r = it.binop(BinOp::MatMul, &row, &wt)?;
        let z = ComplexTensor::of(&r).expect("complex product");
        let squeeze = |l: crate::layout::Layout| l.squeeze(Some(&[0]));
        view::restride_(
            &z.pairs,
            squeeze,
            view::Restride::Squeeze("SqueezeBackward4"),
        )?;
        return Ok(r);
    }
    // The batch folded into rows (`_flatten_nd_linear` with a bias, matmul's fold
    // without), one addmm or mm, unfolded by `_unsafe_view`.
    let k = shape[nd - 1];
    let rows: usize = shape[..nd - 1].iter().product();
    let flat = x_view(zx, &[rows, k])?;
    let mut r = it.binop(BinOp::MatMul, &flat, &wt)?;
    if has_bias {
        r = it.binop(BinOp::Add, &r, &bias)?;
    }
    let z = ComplexTensor::of(&r).expect("complex product");
    let mut out = shape[..nd - 1].to_vec();
    out.extend([zw.shape()[0], 2]);
    Ok(ComplexTensor::value(
        ops::linalg::unsafe_view(&z.pairs, &out)?,
        false,
    ))
}

/// The input reshaped (a view when its layout allows, else a copy, as `reshape`).
fn x_view(z: &ComplexTensor, shape: &[usize]) -> Result<Value> {
    let pairs = z.resolved()?;
    let mut s: Vec<i64> = shape.iter().map(|&d| d as i64).collect();
    s.push(2);
    Ok(ComplexTensor::value(view::reshape(&pairs, &s)?, false))
}
