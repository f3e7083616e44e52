//! `torch.linalg`: the norms (vector norms, and the Frobenius, 1 and ∞ matrix norms) and
//! the general eigen-decomposition (complex results: `complex::eig`); the rest is written
//! in the prelude (`in_python`).

use super::Registry;
use crate::error::{runtime, Result};
use crate::interp::args::{to_f64, Bound};
use crate::interp::eval::Interp;
use crate::interp::registry::FunctionFn;
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;
use std::sync::LazyLock;

pub static LINALG: LazyLock<Registry<FunctionFn>> = LazyLock::new(|| {
    let mut r: Registry<FunctionFn> = Registry::new("torch.linalg");
    let topic = "norms";
    r.add(
        topic,
        &["vector_norm"],
        "x, ord=2, dim=None, keepdim=False, *, dtype=None",
        norm,
    );
    r.add(
        topic,
        &["matrix_norm"],
        "input, ord='fro', dim=(-2, -1), keepdim=False, *, dtype=None",
        norm,
    );
    r.add(
        topic,
        &["norm"],
        "input, ord=None, dim=None, keepdim=False, *, dtype=None",
        norm,
    );
    super::in_python::register_linalg(&mut r);
    super::out_arg::register_linalg(&mut r);
    r.add(
        "eigen-decomposition",
        &["eig", "eigvals"],
        "input, *, out=None",
        crate::interp::complex::eig::call,
    );
    r
});

fn num(v: &Value) -> Result<f64> {
    match v {
        Value::Str(s) if &**s == "fro" => Ok(2.0),
        Value::Str(s) => Err(runtime(format!(
            "linalg norm with ord='{s}' is not implemented in stridelab"
        ))),
        v => to_f64(v),
    }
}

fn norm(it: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let x = a.tensor(if name == "vector_norm" { "x" } else { "input" })?;
    let keepdim = a.bool_or("keepdim", false)?;
    let dtype = a.dtype("dtype")?;
    let dims = a.int_list("dim")?;
    let ord = a.get("ord").cloned();
    let vector =
        |p: f64, dims: Option<&[i64]>| ops::by_name::vector_norm(&x, p, dims, keepdim, dtype);
    let mut matrix =
        |ord: &Value, dims: &[i64]| matrix_norm(&mut *it, &x, ord, dims, keepdim, dtype);
    let out = match name {
        "vector_norm" => {
            let p = ord.as_ref().map(num).transpose()?.unwrap_or(2.0);
            vector(p, dims.as_deref())?
        }
        "matrix_norm" => {
            let ord = ord.unwrap_or(Value::str("fro"));
            matrix(&ord, &dims.unwrap_or(vec![-2, -1]))?
        }
        // linalg.norm (ATen's linalg_norm): a vector norm unless ord is given for two dims
        // (or for a matrix); a string ord is always a matrix norm.
        _ => {
            match (&ord, dims.as_deref()) {
                (_, Some(d)) if d.len() != 1 && d.len() != 2 => {
                    return Err(runtime(format!(
                        "linalg.norm: If dim is specified, it must be of length 1 or 2. Got {}",
                        crate::error::fmt_list(d)
                    )))
                }
                (Some(_), None) if x.ndim() != 1 && x.ndim() != 2 => {
                    return Err(runtime(format!(
                        "linalg.norm: If dim is not specified but ord is, the input must be 1D or 2D. Got {}D.",
                        x.ndim()
                    )))
                }
                _ => {}
            }
            match (&ord, dims.as_deref()) {
                (None, d) => vector(2.0, d)?,
                (Some(o @ Value::Str(_)), d) => matrix(o, d.unwrap_or(&[0, 1]))?,
                (Some(o), Some(d)) if d.len() == 2 => matrix(o, d)?,
                (Some(o), None) if x.ndim() == 2 => matrix(o, &[0, 1])?,
                (Some(o), d) => vector(num(o)?, d)?,
            }
        }
    };
    Ok(Value::Tensor(out))
}

/// ATen's `linalg_matrix_norm`: over two dims, ord 'fro', ±1 or ±inf (max/min of abs sums).
/// `Tensor.norm` with a string `p` lands here too, as torch.functional.norm sends it.
pub(crate) fn matrix_norm(
    it: &mut Interp,
    x: &Tensor,
    ord: &Value,
    dims: &[i64],
    keepdim: bool,
    dtype: Option<crate::dtype::DType>,
) -> Result<Tensor> {
    // ATen checks the order before the input's shape.
    let supported = match ord {
        Value::Str(s) => matches!(&**s, "fro" | "nuc"),
        v => matches!(to_f64(v)?.abs(), 1.0 | 2.0) || to_f64(v)?.is_infinite(),
    };
    if !supported {
        let shown = match ord {
            Value::Str(s) => s.to_string(),
            v => crate::pyfmt::cpp_double(to_f64(v)?),
        };
        return Err(runtime(format!(
            "linalg.matrix_norm: Order {shown} not supported."
        )));
    }
    if x.ndim() < 2 {
        return Err(runtime(
            "linalg.matrix_norm: The input tensor A must have at least 2 dimensions.",
        ));
    }
    if dims.len() != 2 {
        let got: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
        return Err(runtime(format!(
            "linalg.matrix_norm: dim must be a 2-tuple. Got {}",
            got.join(" ")
        )));
    }
    // Every order checks its two dims are two (ord 1 and inf summed along the one dim).
    let (a, b) = (
        crate::layout::wrap_dim(dims[0], x.ndim())?,
        crate::layout::wrap_dim(dims[1], x.ndim())?,
    );
    if a == b {
        return Err(runtime(format!(
            "linalg.matrix_norm: dims must be different. Got ({a}, {b})"
        )));
    }
    if let Some(d) = dtype {
        if x.dtype().is_floating() && crate::dtype::DType::promote(x.dtype(), d) != d {
            return Err(runtime(format!(
                "linalg.matrix_norm: the dtype of the input ({}) should be convertible without narrowing to the specified dtype ({})",
                x.dtype().legacy_name(),
                d.legacy_name()
            )));
        }
    }
    if let Value::Str(s) = ord {
        if &**s == "fro" {
            return ops::by_name::vector_norm(x, 2.0, Some(dims), keepdim, dtype);
        }
        return spectral_norm(it, x, "sum", dims, keepdim, dtype);
    }
    match to_f64(ord)? {
        2.0 => spectral_norm(it, x, "amax", dims, keepdim, dtype),
        -2.0 => spectral_norm(it, x, "amin", dims, keepdim, dtype),
        p => ops::linalg::matrix_norm_of_sums(x, p, dims, keepdim, dtype),
    }
}

/// The matrix norms of the singular values, as ATen composes them: the largest (ord 2),
/// the smallest (ord -2) or their sum ('nuc') of `svdvals` over the two `dims`. The values
/// come from the prelude's `linalg.svdvals`, whose node (LinalgSvdBackward0) has the backward.
fn spectral_norm(
    it: &mut Interp,
    x: &Tensor,
    name: &str,
    dims: &[i64],
    keepdim: bool,
    dtype: Option<crate::dtype::DType>,
) -> Result<Tensor> {
    let x = match dtype {
        Some(d) if d != x.dtype() => ops::to_dtype_grad(x, d)?,
        _ => x.clone(),
    };
    let (a, b) = (
        crate::layout::wrap_dim(dims[0], x.ndim())?,
        crate::layout::wrap_dim(dims[1], x.ndim())?,
    );
    let moved = ops::view::movedim(&x, &[a as i64, b as i64], &[-2, -1])?;
    if !moved.dtype().is_floating() {
        return Err(crate::error::not_implemented(format!(
            "linalg.matrix_norm: Expected a floating point or complex tensor as input. Got {}",
            moved.dtype().legacy_name()
        )));
    }
    let shape = moved.shape();
    if shape[shape.len() - 2..].contains(&0) {
        // No singular values: the largest and their sum are 0; the smallest does not exist.
        if name == "amin" {
            return Err(crate::error::TorchError::new(
                crate::error::ErrorKind::IndexError,
                "amin(): Expected reduction dim -1 to have non-zero size.",
            ));
        }
        let mut r = ops::zeros(
            &shape[..shape.len() - 2],
            Some(moved.dtype()),
            moved.device(),
        )?;
        if keepdim {
            for d in [a.min(b), a.max(b)] {
                r = ops::view::unsqueeze(&r, d as i64)?;
            }
        }
        return Ok(r);
    }
    let svdvals = it.nn_function("_torch_linalg_svdvals").ok_or_else(|| {
        runtime("the prelude defines no _torch_linalg_svdvals (the nn prelude did not load)")
    })?;
    let args = crate::interp::args::Args::new(vec![Value::Tensor(moved)]);
    let Value::Tensor(s) = it.call(&svdvals, args)? else {
        return Err(runtime("internal error: linalg.svdvals gave no tensor"));
    };
    let mut r = ops::by_name::reduce_op(name, &s, Some(&[-1]), false, None)?;
    if keepdim {
        for d in [a.min(b), a.max(b)] {
            r = ops::view::unsqueeze(&r, d as i64)?;
        }
    }
    Ok(r)
}
