//! Tensor methods of linear algebra: matrix and vector products.

use super::{t, Methods};
use crate::error::Result;
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::{self, view, Arg};
use crate::tensor::Tensor;

pub fn register(r: &mut Methods) {
    super::math_more::register(r);
    // Each takes its second operand under ATen's name for it (`mm(mat2=)`, `dot(tensor=)`).
    for (names, operand) in PRODUCTS {
        r.add_each("linear algebra", names, operand, product);
    }
}

/// The products and the name of their second operand (native_functions.yaml); `ger` is
/// the old name of `outer`.
const PRODUCTS: &[(&[&str], &str)] = &[
    (&["mm", "bmm"], "mat2"),
    (&["matmul"], "other"),
    (&["dot"], "tensor"),
    (&["mv"], "vec"),
    (&["outer", "ger"], "vec2"),
];

fn product(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let operand = PRODUCTS
        .iter()
        .find(|(names, _)| names.contains(&a.fname()))
        .map_or("other", |(_, operand)| *operand);
    let o = a.tensor(operand)?;
    Ok(t(match a.fname() {
        "mm" => ops::mm(x, &o)?,
        "bmm" => ops::bmm(x, &o)?,
        "dot" => ops::dot(x, &o)?,
        "mv" => ops::mv(x, &o)?,
        "outer" | "ger" => {
            // ATen's outer checks both are vectors; broadcasting would answer for any
            // shapes (a 2-D self gave a 3-D product where PyTorch refuses).
            for (name, v) in [("self", x), ("vec2", &o)] {
                if v.ndim() != 1 {
                    return Err(crate::error::runtime(format!(
                        "outer: Expected 1-D argument {name}, but got {}-D",
                        v.ndim()
                    )));
                }
            }
            let c = view::unsqueeze(x, 1)?;
            crate::ops::named::mul(Arg::T(&c), Arg::T(&o))?
        }
        _ => ops::matmul(x, &o)?,
    }))
}
