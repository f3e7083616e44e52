//! Scans and order statistics: `cumprod`, `cummax`/`cummin`, `logcumsumexp`, `msort`,
//! `kthvalue`, `median`/`nanmedian`, `quantile`/`nanquantile`, `mode`; `bincount`.

use super::{t, Methods};
use crate::error::{type_error, Result};
use crate::interp::args::{to_f64, Bound};
use crate::interp::eval::Interp;
use crate::interp::objects::named_tuple;
use crate::interp::value::Value;
use crate::ops::quantile::{self, Interpolation, Q};
use crate::ops::{self, order};
use crate::tensor::Tensor;

fn pair(kind: &str, v: Tensor, i: Tensor) -> Value {
    named_tuple(
        &format!("torch.return_types.{kind}"),
        vec![("values", t(v)), ("indices", t(i))],
    )
}

pub fn register(r: &mut Methods) {
    let topic = "scans and order statistics";
    r.add(topic, &["cumprod"], "dim, *, dtype=None", |_, x, a| {
        Ok(t(order::cumprod(
            x,
            a.i64_or("dim", 0)?,
            a.dtype("dtype")?,
        )?))
    });
    r.add_each(topic, &["cummax", "cummin"], "dim", |_, x, a| {
        let max = a.fname() == "cummax";
        let (v, i) = order::cum_extreme(x, a.i64_or("dim", 0)?, max)?;
        Ok(pair(a.fname(), v, i))
    });
    r.add(topic, &["logcumsumexp"], "dim", |_, x, a| {
        Ok(t(order::logcumsumexp(x, a.i64_or("dim", 0)?)?))
    });
    r.add(
        "counting",
        &["bincount"],
        "weights=None, minlength=0",
        |_, x, a| {
            let w = a.opt_tensor("weights")?;
            Ok(t(ops::histogram::bincount(
                x,
                w.as_ref(),
                a.i64_or("minlength", 0)?,
            )?))
        },
    );
    r.add(
        "counting",
        &["histc"],
        "bins=100, min=0, max=0",
        |_, x, a| {
            Ok(t(ops::histogram::histc(
                x,
                a.i64_or("bins", 100)?,
                a.f64_or("min", 0.0)?,
                a.f64_or("max", 0.0)?,
            )?))
        },
    );
    r.add(topic, &["msort"], "", |_, x, _| {
        Ok(t(ops::topk_sort::topk(x, None, 0, false)?.0))
    });
    r.add(
        topic,
        &["kthvalue"],
        "k, dim=-1, keepdim=False",
        |_, x, a| {
            a.refuse_none(&[("k", "int"), ("dim", "int"), ("keepdim", "bool")])?;
            let (k, d, keep) = (
                a.i64_or("k", 1)?,
                a.i64_or("dim", -1)?,
                a.bool_or("keepdim", false)?,
            );
            let (v, i) = order::kthvalue(x, k, d, keep)?;
            Ok(pair("kthvalue", v, i))
        },
    );
    r.add_each(
        topic,
        &["median", "nanmedian"],
        "dim=None, keepdim=False",
        |_, x, a| {
            a.refuse_none(&[("dim", "int"), ("keepdim", "bool")])?;
            // `keepdim` belongs to the `median(dim, keepdim)` overload alone.
            if a.given("keepdim") && !a.given("dim") {
                return Err(crate::error::type_error(format!(
                    "{}() missing 1 required positional arguments: \"dim\"",
                    a.fname()
                )));
            }
            let skip = a.fname() == "nanmedian";
            match a.i64("dim")? {
                None => Ok(t(order::median_all(x, skip)?)),
                Some(d) => {
                    let (v, i) = order::median_dim(x, d, a.bool_or("keepdim", false)?, skip)?;
                    Ok(pair(a.fname(), v, i))
                }
            }
        },
    );
    r.add_each(
        topic,
        &["quantile", "nanquantile"],
        "q, dim=None, keepdim=False, *, interpolation='linear'",
        quantile_,
    );
    r.add(topic, &["mode"], "dim=-1, keepdim=False", |_, x, a| {
        a.refuse_none(&[("dim", "int"), ("keepdim", "bool")])?;
        let (v, i) = order::mode(x, a.i64_or("dim", -1)?, a.bool_or("keepdim", false)?)?;
        Ok(pair("mode", v, i))
    });
}

fn quantile_(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let q = match a.value("q")? {
        Value::Tensor(q) => Q::Tensor(q),
        v @ (Value::Float(_) | Value::Int(_)) => Q::Scalar(to_f64(&v)?),
        // A NumPy scalar is a float to the parser (`np.float64` subclasses float).
        v if crate::interp::numpy_bridge::is_numpy_scalar(&v) => Q::Scalar(to_f64(&v)?),
        v => {
            return Err(type_error(format!(
                "{name}() received an invalid combination of arguments - got (q={}), but expected a float or a Tensor",
                v.type_name()
            )))
        }
    };
    let how = Interpolation::parse(
        &a.str("interpolation")?.unwrap_or_else(|| "linear".into()),
        name,
    )?;
    // ATen's quantile sorts, gathers and (for linear and midpoint) lerps in place on its
    // own result, and a 1-D q moves two more writes onto it: PyTorch counts them all.
    let writes = match how {
        Interpolation::Linear | Interpolation::Midpoint => 2,
        _ => 1,
    } + if matches!(&q, Q::Tensor(q) if q.ndim() == 1) {
        2
    } else {
        0
    };
    Ok(t(quantile::quantile(
        x,
        q,
        a.i64("dim")?,
        a.bool_or("keepdim", false)?,
        how,
        name == "nanquantile",
        writes,
    )?))
}
