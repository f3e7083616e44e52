//! Tensor methods that gather or scatter along an index tensor.

use super::{operand, t, Methods};
use crate::error::{runtime, type_error, Result};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;

pub fn register(r: &mut Methods) {
    super::index_more::register(r);
    let topic = "indexing";
    r.add(topic, &["gather"], "dim, index", |_, x, a| {
        Ok(t(ops::index::gather(
            x,
            a.i64_or("dim", 0)?,
            &a.tensor("index")?,
        )?))
    });
    r.add_each(
        topic,
        &["scatter", "scatter_", "scatter_add", "scatter_add_"],
        "dim, index, src=None, value=None, *, reduce=None",
        scatter,
    );
    r.add(topic, &["index_select"], "dim, index", |_, x, a| {
        Ok(t(ops::index::index_select(
            x,
            a.i64_or("dim", 0)?,
            &a.tensor("index")?,
        )?))
    });
    r.add(topic, &["nonzero"], "*, as_tuple=False", |_, x, a| {
        if !a.bool_or("as_tuple", false)? {
            return Ok(t(ops::index::nonzero(x)?));
        }
        // A 0-d input answers as if it were 1-d, as PyTorch's does.
        let nz = if x.ndim() == 0 {
            ops::index::nonzero(&ops::view::reshape(x, &[1])?)?
        } else {
            ops::index::nonzero(x)?
        };
        let cols = ops::view::unbind(&nz, 1)?;
        Ok(Value::tuple(cols.into_iter().map(t).collect()))
    });
}

/// The deprecated `scatter(reduce='multiply')`: `scatter_reduce`'s product including self,
/// whose node PyTorch leaves without a derivative ("NotImplemented").
fn scatter_multiply(x: &Tensor, a: &Bound, src: &super::Operand) -> Result<Value> {
    let (d, idx) = (a.i64_or("dim", 0)?, a.tensor("index")?);
    let src = match src {
        super::Operand::T(s) => s.clone(),
        super::Operand::S(v) => {
            let s = ops::scalar_tensor(*v, x.dtype(), x.device())?;
            let sizes: Vec<i64> = idx.shape().iter().map(|&n| n as i64).collect();
            s.view_with(s.layout().expand(&sizes)?)
        }
    };
    let run = |o: &Tensor| {
        ops::masked::scatter_reduce_(
            o,
            d,
            &idx,
            &src,
            ops::masked::ScatterReduce::Prod,
            true,
            "NotImplemented",
        )
    };
    if a.fname().ends_with('_') {
        run(x)?;
        return Ok(t(x.clone()));
    }
    Ok(t(ops::index_more::out_of_place(x, run)?))
}

fn scatter(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let src = match (a.get("src"), a.get("value")) {
        (Some(v), _) | (None, Some(v)) => operand(v, name)?,
        _ => {
            return Err(a.parse_failure(type_error(format!(
                "{name}() missing required argument 'src'"
            ))))
        }
    };
    // The deprecated reduce='add' is scatter_add; 'multiply' has no kernel here.
    let is_add = name.starts_with("scatter_add");
    let add = match a.str("reduce")?.as_deref() {
        None => is_add,
        Some("add") if !is_add => true,
        Some("multiply") if !is_add => return scatter_multiply(x, a, &src),
        Some(_) => return Err(runtime("reduce argument must be either add or multiply.")),
    };
    let (d, idx) = (a.i64_or("dim", 0)?, a.tensor("index")?);
    if name.ends_with('_') {
        ops::index::scatter_(x, d, &idx, src.arg(), add)?;
        Ok(t(x.clone()))
    } else {
        Ok(t(ops::index::scatter(x, d, &idx, src.arg(), add)?))
    }
}
