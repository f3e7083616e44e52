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
    r.add_each(
        "linear algebra",
        &["mm", "bmm", "matmul", "dot", "mv", "outer"],
        "other",
        product,
    );
}

fn product(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let o = a.tensor("other")?;
    Ok(t(match a.fname() {
        "mm" => ops::mm(x, &o)?,
        "bmm" => ops::bmm(x, &o)?,
        "dot" => ops::dot(x, &o)?,
        "mv" => ops::mv(x, &o)?,
        "outer" => {
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
