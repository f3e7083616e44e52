//! Tensor methods that copy elements into a new arrangement: flips, repeats, rolls,
//! differences, uniques, diagonals and triangles.

use super::{t, Methods};
use crate::error::Result;
use crate::interp::args::{spread_ints, to_i64, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::layout::wrap_dim_no_scalar;
use crate::ops;
use crate::tensor::Tensor;

pub fn register(r: &mut Methods) {
    let topic = "rearranging copies";
    r.add(topic, &["flip"], "*dims", |_, x, a| {
        Ok(t(ops::flip(x, &spread_ints(a, "dims")?)?))
    });
    // native_functions.yaml names the list `repeats` for repeat and `dims` for tile.
    r.add(topic, &["repeat"], "*repeats", |_, x, a| {
        Ok(t(ops::repeat(x, &spread_ints(a, "repeats")?)?))
    });
    r.add(topic, &["tile"], "*dims", |_, x, a| {
        // tile pads the reps with leading 1s up to the tensor's dims (repeat refuses fewer).
        let mut dims = spread_ints(a, "dims")?;
        if dims.len() < x.ndim() {
            let pad = x.ndim() - dims.len();
            dims.splice(0..0, std::iter::repeat_n(1, pad));
        }
        Ok(t(ops::repeat(x, &dims)?))
    });
    r.add(topic, &["roll"], "shifts, dims=None", |_, x, a| {
        let shifts = a.int_list("shifts")?.unwrap_or_default();
        let dims = a.int_list("dims")?.unwrap_or_default();
        Ok(t(ops::arrange::roll(x, &shifts, &dims)?))
    });
    r.add(
        topic,
        &["repeat_interleave"],
        "repeats, dim=None, *, output_size=None",
        |_, x, a| {
            let dim = a.i64("dim")?;
            Ok(t(match a.value("repeats")? {
                Value::Tensor(r) => ops::arrange::repeat_interleave_tensor(x, &r, dim)?,
                // PyTorch's parser: a bool is not the int `repeats`.
                v @ Value::Bool(_) => return Err(a.err("repeats", "Tensor", &v)),
                v => ops::arrange::repeat_interleave(x, to_i64(&v)?, dim)?,
            }))
        },
    );
    r.add(
        topic,
        &["diff"],
        "n=1, dim=-1, prepend=None, append=None",
        |_, x, a| {
            let (pre, app) = (a.opt_tensor("prepend")?, a.opt_tensor("append")?);
            let (n, dim) = (a.i64_or("n", 1)?, a.i64_or("dim", -1)?);
            Ok(t(ops::arrange::diff(
                x,
                n,
                dim,
                pre.as_ref(),
                app.as_ref(),
            )?))
        },
    );
    r.add(
        topic,
        &["unique"],
        "sorted=True, return_inverse=False, return_counts=False, dim=None",
        unique,
    );
    r.add(
        topic,
        &["unique_consecutive"],
        "return_inverse=False, return_counts=False, dim=None",
        unique,
    );
    r.add(topic, &["diag"], "diagonal=0", |_, x, a| {
        Ok(t(ops::arrange::diag(x, a.i64_or("diagonal", 0)?)?))
    });
    r.add_each(topic, &["tril", "triu"], "diagonal=0", |_, x, a| {
        Ok(t(ops::tri(
            x,
            a.i64_or("diagonal", 0)?,
            a.fname() == "tril",
        )?))
    });
}

fn unique(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let dim = a.i64("dim")?;
    let consecutive = a.fname() == "unique_consecutive";
    // sorted=False still sorts on the CPU in PyTorch; so do we.
    let (u, inv, counts) = match dim {
        Some(d) => ops::search::unique_dim(x, wrap_dim_no_scalar(d, x.ndim())?, consecutive)?,
        None if consecutive => ops::search::unique_consecutive(x)?,
        None => ops::search::unique(x)?,
    };
    let ri = a.bool_or("return_inverse", false)?;
    let rc = a.bool_or("return_counts", false)?;
    Ok(match (ri, rc) {
        (false, false) => t(u),
        (true, false) => Value::tuple(vec![t(u), t(inv)]),
        (false, true) => Value::tuple(vec![t(u), t(counts)]),
        (true, true) => Value::tuple(vec![t(u), t(inv), t(counts)]),
    })
}
