//! Tensor methods that reduce along dims (sum, mean, max, std, norm, ...), the scans and
//! softmax, and sorting.

use super::{t, Methods};
use crate::error::{runtime, type_error, Result};
use crate::interp::args::{to_f64, Bound};
use crate::interp::eval::Interp;
use crate::interp::objects::named_tuple;
use crate::interp::value::Value;
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

pub fn register(r: &mut Methods) {
    super::order_more::register(r);
    let topic = "reductions";
    for name in ops::by_name::reductions() {
        r.add(
            topic,
            &[name],
            "dim=None, keepdim=False, *, dtype=None",
            reduce,
        );
    }
    r.add(
        topic,
        &["nansum"],
        "dim=None, keepdim=False, *, dtype=None",
        |_, x, a| {
            let dims = a.int_list("dim")?;
            Ok(t(ops::reduce::nansum(
                x,
                dims.as_deref(),
                a.bool_or("keepdim", false)?,
                a.dtype("dtype")?,
            )?))
        },
    );
    r.add_each(
        topic,
        &["std", "var"],
        "dim=None, unbiased=True, keepdim=False, *, correction=None",
        std_var,
    );
    r.add_each(topic, &["max", "min"], "dim=None, keepdim=False", max_min);
    r.add_each(
        topic,
        &["argmax", "argmin"],
        "dim=None, keepdim=False",
        |_, x, a| {
            let name = a.fname();
            let (dim, keep) = (a.i64("dim")?, a.bool_or("keepdim", false)?);
            Ok(t(ops::arg_reduce(name, name == "argmax", x, dim, keep)?))
        },
    );
    r.add(
        topic,
        &["norm"],
        "p='fro', dim=None, keepdim=False, dtype=None",
        norm,
    );
    r.add(topic, &["count_nonzero"], "dim=None", |_, x, a| {
        let nz = crate::ops::named::ne(Arg::T(x), Arg::S(Scalar::Int(0)))?;
        let dims = a.int_list("dim")?;
        Ok(t(ops::by_name::sum(&nz, dims.as_deref(), false, None)?))
    });

    let topic = "scans and softmax";
    r.add_each(
        topic,
        &["softmax", "log_softmax"],
        "dim, dtype=None",
        |_, x, a| {
            let log = a.fname() == "log_softmax";
            Ok(t(ops::softmax(
                x,
                a.i64_or("dim", -1)?,
                log,
                a.dtype("dtype")?,
            )?))
        },
    );
    r.add(topic, &["cumsum"], "dim, *, dtype=None", |_, x, a| {
        Ok(t(ops::cumsum(x, a.i64_or("dim", 0)?, a.dtype("dtype")?)?))
    });

    let topic = "sorting";
    r.add(
        topic,
        &["topk"],
        "k, dim=-1, largest=True, sorted=True",
        |_, x, a| {
            a.refuse_none(&[
                ("k", "int"),
                ("dim", "int"),
                ("largest", "bool"),
                ("sorted", "bool"),
            ])?;
            let k = a.i64_or("k", 1)?;
            if k < 0 {
                return Err(runtime("selected index k out of range"));
            }
            let (dim, largest) = (a.i64_or("dim", -1)?, a.bool_or("largest", true)?);
            let sorted = a.bool_or("sorted", true)?;
            let (v, i) = ops::topk_sort::topk_with(x, k as usize, dim, largest, sorted)?;
            Ok(named_tuple(
                "torch.return_types.topk",
                vec![("values", t(v)), ("indices", t(i))],
            ))
        },
    );
    r.add_each(
        topic,
        &["sort", "argsort"],
        // `stable` is keyword-only in both of PyTorch's overloads: `x.sort(0, True, True)`
        // is refused, not sorted stably.
        "dim=-1, descending=False, *, stable=False",
        |_, x, a| {
            // Two overloads (with and without `stable` first): a None where neither takes
            // one fits neither.
            if let Err(e) = a.refuse_none(&[("dim", "int"), ("descending", "bool")]) {
                return Err(a.invalid_combination().unwrap_or(e));
            }
            // Given `stable`, only the overload whose dim and descending are keyword-only
            // is left: `x.sort(0, stable=True)` fits neither.
            if a.given("stable") && (a.by_position("dim") || a.by_position("descending")) {
                if let Some(e) = a.invalid_combination() {
                    return Err(e);
                }
            }
            let (dim, desc) = (a.i64_or("dim", -1)?, a.bool_or("descending", false)?);
            let node = if a.given("stable") {
                "SortBackward1"
            } else {
                "SortBackward0"
            };
            let stable = a.bool_or("stable", false)?;
            let (v, i) = ops::topk_sort::sort_with(x, dim, desc, stable, node)?;
            Ok(if a.fname() == "argsort" {
                t(i)
            } else {
                named_tuple(
                    "torch.return_types.sort",
                    vec![("values", t(v)), ("indices", t(i))],
                )
            })
        },
    );
}

fn reduce(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let name = a.fname();
    if name == "prod" {
        refuse_none_dim(a)?;
        // prod reduces one dim (an int), never a list of them.
        if matches!(
            a.get("dim"),
            Some(Value::Tuple(_) | Value::List(_) | Value::Size(_))
        ) {
            return Err(a
                .invalid_combination()
                .unwrap_or_else(|| type_error("prod() takes one dim")));
        }
    }
    if matches!(name, "sum" | "mean" | "prod") {
        keepdim_needs_dim(a)?;
    }
    let dims = a.int_list("dim")?;
    if name == "logsumexp" && dims.is_none() {
        // `dim` has no default, so an explicit None is no "all dims" but a wrong type.
        if a.given("dim") {
            return Err(a.err("dim", "tuple of ints", &Value::None));
        }
        return Err(type_error(
            "logsumexp() missing 1 required positional arguments: \"dim\"",
        ));
    }
    let keep = a.bool_or("keepdim", false)?;
    Ok(t(ops::by_name::reduce_op(
        name,
        x,
        dims.as_deref(),
        keep,
        a.dtype("dtype")?,
    )?))
}

/// `unbiased` (the old bool) and `correction` (the new count) both set the divisor; a
/// bool in the `dim` slot is the oldest form, `std(True)` (moment_args.rs reads them).
fn std_var(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let m = super::moment_args::read(a)?;
    let dims = m.dims.as_deref();
    Ok(t(if a.fname() == "std" {
        ops::std_dev(x, dims, m.correction, m.keepdim)?
    } else {
        ops::by_name::var(x, dims, m.correction, m.keepdim)?
    }))
}

/// `prod`/`max`/`min` have no overload whose `dim` is optional: an explicit `None` matches
/// none of them (PyTorch's parser error), where `sum(dim=None)` reduces everything.
fn refuse_none_dim(a: &Bound) -> Result<()> {
    if a.given("dim") && matches!(a.value_or_none("dim"), Value::None) {
        if let Some(e) = a.invalid_combination() {
            return Err(e);
        }
    }
    Ok(())
}

/// `sum`/`mean`/`prod`/`max`/`min`: `keepdim` belongs only to the overload that takes `dim`
/// (`dim=None` included), so `x.sum(keepdim=True)` is PyTorch's parser error, not a
/// reduction over everything that drops the keepdim. With `dtype=` given, only the dim
/// overload is left, and the parser names the missing `dim`.
fn keepdim_needs_dim(a: &Bound) -> Result<()> {
    if !a.given("keepdim") || a.given("dim") {
        return Ok(());
    }
    if a.given("dtype") {
        return Err(type_error(format!(
            "{}() missing 1 required positional arguments: \"dim\"",
            a.fname()
        )));
    }
    Err(a
        .invalid_combination()
        .unwrap_or_else(|| type_error(format!("{}() takes keepdim only with dim", a.fname()))))
}

/// `max()`, `max(dim, keepdim)` (values and indices) and `max(other)` (elementwise).
fn max_min(_: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    refuse_none_dim(a)?;
    keepdim_needs_dim(a)?;
    let name = a.fname();
    let is_max = name == "max";
    if let Some(Value::Tensor(o)) = a.get("dim") {
        let (x, o) = (Arg::T(x), Arg::T(o));
        let r = if is_max {
            ops::named::maximum(x, o)?
        } else {
            ops::named::minimum(x, o)?
        };
        return Ok(t(r));
    }
    Ok(match a.i64("dim")? {
        None => t(ops::by_name::extreme(x, is_max)?),
        Some(d) => {
            let (v, i) = ops::max_dim(x, d, a.bool_or("keepdim", false)?, is_max)?;
            named_tuple(
                &format!("torch.return_types.{name}"),
                vec![("values", t(v)), ("indices", t(i))],
            )
        }
    })
}

/// torch.functional.norm: 'fro' over at most two dims is a vector 2-norm; any other string
/// (or 'fro' over more dims) goes to `linalg.matrix_norm`, which wants exactly two dims.
fn norm(it: &mut Interp, x: &Tensor, a: &Bound) -> Result<Value> {
    let dims = a.int_list("dim")?;
    let keep = a.bool_or("keepdim", false)?;
    let dtype = a.dtype("dtype")?;
    let p = match a.get("p") {
        None | Some(Value::None) => 2.0,
        Some(ord @ Value::Str(s)) => {
            let few_dims = dims.as_ref().is_none_or(|d| d.len() <= 2);
            if &**s == "fro" && few_dims {
                2.0
            } else {
                let all: Vec<i64> = (0..x.ndim() as i64).collect();
                let d = dims.unwrap_or(all);
                return Ok(t(crate::interp::torch_api::linalg::matrix_norm(
                    it, x, ord, &d, keep, dtype,
                )?));
            }
        }
        Some(v) => to_f64(v)?,
    };
    Ok(t(ops::by_name::norm(x, p, dims.as_deref(), keep, dtype)?))
}
