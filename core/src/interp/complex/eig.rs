//! `torch.linalg.eig` / `eigvals` of real float32/float64 matrices (and batches): LAPACK's
//! `?geev` steps (`ops::general_eigen`) per matrix in the input's precision, the results
//! complex64/complex128 as PyTorch returns them: eigenvalues contiguous, eigenvectors
//! column-major per matrix (LAPACK's layout), in `torch.return_types.linalg_eig`.
//! Complex inputs and autograd are refused (docs/decisions.md, "Stop 69: linalg.eig").

use super::tensor::ComplexTensor;
use crate::error::{not_implemented, runtime, Result};
use crate::interp::args::{Args, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::ops::general_eigen::geev;
use crate::ops::hessenberg_qr::Failed;
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use crate::DType;

type C = (f64, f64);

/// The registry entry for both names: `eig` gives the named tuple, `eigvals` the values.
pub fn call(it: &mut Interp, b: &Bound) -> Result<Value> {
    let name = b.fname();
    if !matches!(b.get("out"), None | Some(Value::None)) {
        return Err(not_implemented(format!(
            "torch.linalg.{name} with out= is not supported in stridelab yet"
        )));
    }
    // PyTorch's parser names the function linalg_eig / linalg_eigvals.
    let x = match b.get("input") {
        Some(Value::Tensor(t)) => t.clone(),
        other => {
            return Err(crate::error::type_error(format!(
                "linalg_{name}(): argument 'input' (position 1) must be Tensor, not {}",
                other.map_or_else(|| "NoneType".to_string(), |v| v.type_name())
            )))
        }
    };
    let vectors = name == "eig";
    let (values, vecs) = decompose(it, &x, vectors, name)?;
    if !vectors {
        return Ok(values);
    }
    Ok(crate::interp::objects::named_tuple(
        "torch.return_types.linalg_eig",
        vec![("eigenvalues", values), ("eigenvectors", vecs)],
    ))
}

/// ATen's checks in its order, then the decomposition of every matrix in the batch.
fn decompose(it: &mut Interp, x: &Tensor, vectors: bool, name: &str) -> Result<(Value, Value)> {
    let dtype = x.dtype();
    if !dtype.is_floating() {
        // ATen asks for the complex twin of the input's type before anything else.
        return Err(runtime(format!(
            "Unknown Complex ScalarType for {}",
            dtype.legacy_name()
        )));
    }
    let shape = x.shape();
    if shape.len() < 2 {
        return Err(runtime(format!(
            "linalg.{name}: The input tensor A must have at least 2 dimensions."
        )));
    }
    let (r, c) = (shape[shape.len() - 2], shape[shape.len() - 1]);
    if r != c {
        return Err(runtime(format!(
            "linalg.{name}: A must be batches of square matrices, but they are {r} by {c} matrices"
        )));
    }
    if matches!(dtype, DType::Float16 | DType::BFloat16) {
        return Err(not_implemented(format!(
            "\"linalg_eig_out_cpu\" not implemented for '{}'",
            dtype.legacy_name()
        )));
    }
    if crate::autograd::is_grad_enabled() && x.requires_grad() {
        return Err(not_implemented(format!(
            "torch.linalg.{name} of a tensor that requires grad: its gradient (the eigenvector formula) is not in stridelab yet (call it under torch.no_grad() or on a detached tensor)"
        )));
    }
    let n = c;
    let batch = &shape[..shape.len() - 2];
    let count: usize = batch.iter().product();
    if x.device() == crate::Device::Meta {
        return Ok((
            ComplexTensor::value(ops::meta_empty(&[batch, &[n, 2]].concat(), dtype)?, false),
            no_vectors(batch, n, dtype, crate::Device::Meta)?,
        ));
    }
    crate::limits::check_alloc_bytes(4 * 8 * (count as u128) * (n as u128) * (n as u128))?;
    let vals = ops::host::values(x)?;
    // PyTorch checks finiteness only where eig runs (eigvals without grad goes straight
    // to LAPACK, whose balancing crashes on a NaN in 2.15); both refuse it here.
    if vals.iter().any(|v| !v.is_finite()) {
        return Err(runtime(
            "torch.linalg.eig: input tensor should not contain infs or NaNs.",
        ));
    }
    let mut values: Vec<C> = Vec::with_capacity(count * n);
    let mut vecs: Vec<C> = Vec::with_capacity(if vectors { count * n * n } else { 0 });
    for b in 0..if n == 0 { 0 } else { count } {
        let m = &vals[b * n * n..(b + 1) * n * n];
        let found = if dtype == DType::Float32 {
            let m32: Vec<f32> = m.iter().map(|&v| v as f32).collect();
            geev(&m32, n, vectors).map(|(l, v)| (widen(l), widen(v)))
        } else {
            geev(m, n, vectors)
        };
        match found {
            Ok((l, v)) => {
                values.extend(l);
                vecs.extend(v);
            }
            Err(Failed::Stopped) => {
                crate::limits::take_kernel_stop()?;
                return Err(runtime("linalg.eig: stopped"));
            }
            Err(Failed::NoConvergence(info)) => return Err(no_convergence(it, name, info)?),
        }
    }
    let mut vshape = batch.to_vec();
    vshape.extend([n, 2]);
    let flat: Vec<Scalar> = values
        .iter()
        .flat_map(|&(re, im)| [Scalar::Float(re), Scalar::Float(im)])
        .collect();
    let l = ops::factory::tensor(&flat, &vshape, Some(dtype), x.device())?;
    let l = ComplexTensor::value(l, false);
    if !vectors {
        return Ok((l, Value::None));
    }
    if n == 0 {
        return Ok((l, no_vectors(batch, n, dtype, x.device())?));
    }
    let v = super::linalg::column_major(&vecs, batch, n, n, dtype, x.device())?;
    Ok((l, v))
}

fn widen(x: Vec<(f32, f32)>) -> Vec<C> {
    x.into_iter().map(|(a, b)| (a as f64, b as f64)).collect()
}

/// Eigenvectors without values: 0×0 matrices in LAPACK's column-major strides, or meta.
fn no_vectors(batch: &[usize], n: usize, dtype: DType, device: crate::Device) -> Result<Value> {
    let shape = [batch, &[n, n, 2]].concat();
    if device == crate::Device::Meta {
        // No kernel runs on meta: the vectors keep the row-major layout.
        return Ok(ComplexTensor::value(ops::meta_empty(&shape, dtype)?, false));
    }
    let t = ops::zeros(&shape, Some(dtype), device)?;
    let nd = batch.len() as i64 + 3;
    Ok(ComplexTensor::value(
        ops::view::transpose(&t, nd - 3, nd - 2)?,
        false,
    ))
}

/// LAPACK's `info > 0`: the QR iteration did not converge (ATen raises a LinAlgError).
fn no_convergence(it: &mut Interp, name: &str, info: usize) -> Result<crate::error::TorchError> {
    let message = format!(
        "torch.linalg.{name}: The algorithm failed to converge because the input matrix is ill-conditioned or has too many repeated eigenvalues (error code: {info})."
    );
    let class = it
        .nn_class("_LinAlgError")
        .ok_or_else(|| runtime("the nn prelude did not load"))?;
    let e = it.call(&class, Args::new(vec![Value::str(&message)]))?;
    crate::interp::exceptions::raise_value(it, &e)
}
