//! Reductions of a complex tensor: `sum`/`mean` over the complex dims of its pairs, and
//! `var`/`std` as ATen computes them (the parts' variances added).

use super::tensor::ComplexTensor;
use crate::error::{not_implemented, Result};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;

/// `z.var(...)`/`z.std(...)`: the parts' variances (with the real method's arguments and
/// checks) added, and the root of the sum for `std`, as ATen's `std_var_out` computes them.
pub(super) fn spread(it: &mut Interp, z: &ComplexTensor, a: Args, root: bool) -> Result<Value> {
    let p = z.parts()?;
    let (super::parts::Part::T(re), super::parts::Part::T(im)) = (&p.re, &p.im) else {
        return Err(crate::error::runtime("complex tensor without tensor parts"));
    };
    let var = |it: &mut Interp, t: &Tensor| -> Result<Tensor> {
        match crate::interp::tensor_api::call_method(it, t, "var", a.clone())? {
            Value::Tensor(v) => Ok(v),
            _ => Err(crate::error::runtime("var of a part")),
        }
    };
    let (vr, vi) = (var(it, re)?, var(it, im)?);
    let sum = ops::named::add(
        ops::Arg::T(&vr),
        ops::Arg::T(&vi),
        crate::scalar::Scalar::Int(1),
    )?;
    Ok(Value::Tensor(if root {
        ops::named::sqrt(&sum)?
    } else {
        sum
    }))
}

/// `sum` / `mean` over the complex dims (the pairs' last dim stays).
pub(super) fn reduce(z: &ComplexTensor, a: Args, name: &str) -> Result<Value> {
    let b = a.bind(name, &["dim=", "keepdim=", "*", "dtype="])?;
    if b.given("dtype") {
        return Err(not_implemented(format!(
            "{name}(dtype=...) of a complex tensor is not supported in stridelab yet"
        )));
    }
    let keepdim = b.bool_or("keepdim", false)?;
    let dims: Vec<i64> = match b.get("dim") {
        None | Some(Value::None) => (0..z.ndim() as i64).collect(),
        Some(v) if v.as_i64_exact().is_some() => vec![z.dim(v.as_i64_exact().unwrap_or(0))?],
        Some(v) => {
            // A repeated dim is PyTorch's error; an empty list reduces every dim, as ATen's
            // sum/mean take `dim=()`.
            let given = crate::interp::args::int_list(v)?;
            let wrapped = crate::layout::dims::wrap_dims(&given, z.ndim())?;
            if wrapped.is_empty() {
                (0..z.ndim() as i64).collect()
            } else {
                wrapped.into_iter().map(|d| d as i64).collect()
            }
        }
    };
    let pairs = z.resolved()?;
    // A 0-d tensor accepts dim 0 / -1 (ATen wraps against one dim), but the pairs' only dim is
    // the (re, im) one, which must never be reduced: there is nothing to reduce over.
    let r = if dims.is_empty() || z.ndim() == 0 {
        // A 0-d tensor: the sum of one element is that element.
        ops::copy::clone(&pairs, crate::layout::MemoryFormat::Contiguous)?
    } else {
        ops::by_name::reduce_op(name, &pairs, Some(&dims), keepdim, None)?
    };
    Ok(ComplexTensor::value(r, false))
}
