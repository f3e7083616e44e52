//! `inv`, `det` and `solve` of complex matrices: LAPACK's `getrf` way (Gaussian elimination
//! with partial pivoting on `|re| + |im|`, the first largest pivot), on the host in double
//! precision, rounded once; results column-major per matrix, as LAPACK writes them.

use super::tensor::ComplexTensor;
use crate::error::{runtime, Result};
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::scalar::Scalar;
use crate::DType;

type C = (f64, f64);

fn mul(a: C, b: C) -> C {
    (a.0 * b.0 - a.1 * b.1, a.0 * b.1 + a.1 * b.0)
}

fn sub(a: C, b: C) -> C {
    (a.0 - b.0, a.1 - b.1)
}

/// Smith's quotient (the divisor is never zero here: zero pivots stop first).
fn div(a: C, b: C) -> C {
    if b.0.abs() >= b.1.abs() {
        let r = b.1 / b.0;
        let d = b.0 + b.1 * r;
        ((a.0 + a.1 * r) / d, (a.1 - a.0 * r) / d)
    } else {
        let r = b.0 / b.1;
        let d = b.0 * r + b.1;
        ((a.0 * r + a.1) / d, (a.1 * r - a.0) / d)
    }
}

/// An LU factorisation in place (row-major `n`×`n`): the row order, the permutation's sign,
/// and LAPACK's `info` (the 1-based index of the first zero pivot, 0 when none).
fn lu(a: &mut [C], n: usize) -> (Vec<usize>, f64, usize) {
    let mut perm: Vec<usize> = (0..n).collect();
    let (mut sign, mut info) = (1.0, 0);
    for k in 0..n {
        let cabs1 = |c: C| c.0.abs() + c.1.abs();
        let mut p = k;
        for i in k + 1..n {
            if cabs1(a[i * n + k]) > cabs1(a[p * n + k]) {
                p = i;
            }
        }
        // As LAPACK's getf2: a zero pivot is noted and the column left unscaled, but the
        // trailing update still runs (it decides the signs of zeros downstream).
        if a[p * n + k] == (0.0, 0.0) {
            if info == 0 {
                info = k + 1;
            }
        } else {
            if p != k {
                for j in 0..n {
                    a.swap(k * n + j, p * n + j);
                }
                perm.swap(k, p);
                sign = -sign;
            }
            for i in k + 1..n {
                a[i * n + k] = div(a[i * n + k], a[k * n + k]);
            }
        }
        for i in k + 1..n {
            let l = a[i * n + k];
            for j in k + 1..n {
                a[i * n + j] = sub(a[i * n + j], mul(l, a[k * n + j]));
            }
        }
    }
    (perm, sign, info)
}

/// Solves `A X = B` from A's LU (`b` row-major `n`×`k`).
fn substitute(lu: &[C], perm: &[usize], b: &[C], n: usize, k: usize) -> Vec<C> {
    let mut x: Vec<C> = (0..n * k).map(|i| b[perm[i / k] * k + i % k]).collect();
    for c in 0..k {
        for i in 0..n {
            for j in 0..i {
                x[i * k + c] = sub(x[i * k + c], mul(lu[i * n + j], x[j * k + c]));
            }
        }
        for i in (0..n).rev() {
            for j in i + 1..n {
                x[i * k + c] = sub(x[i * k + c], mul(lu[i * n + j], x[j * k + c]));
            }
            x[i * k + c] = div(x[i * k + c], lu[i * n + i]);
        }
    }
    x
}

/// A square complex matrix (batch) operand.
struct Square {
    values: Vec<C>,
    batch: Vec<usize>,
    n: usize,
    real: DType,
    device: crate::Device,
}

fn square(v: &Value, fname: &str) -> Result<Square> {
    let z = ComplexTensor::of(v).ok_or_else(|| super::unsupported(&format!("torch.{fname}")))?;
    let shape = z.shape();
    if shape.len() < 2 {
        return Err(runtime(format!(
            "{fname}: The input tensor A must have at least 2 dimensions."
        )));
    }
    let (r, c) = (shape[shape.len() - 2], shape[shape.len() - 1]);
    if r != c {
        return Err(runtime(format!(
            "{fname}: A must be batches of square matrices, but they are {r} by {c} matrices"
        )));
    }
    Ok(Square {
        values: z.values()?,
        batch: shape[..shape.len() - 2].to_vec(),
        n: r,
        real: z.pairs.dtype(),
        device: z.pairs.device(),
    })
}

/// Complex values as a tensor of `batch + [rows, cols]`, each matrix column-major.
pub(super) fn column_major(
    values: &[C],
    batch: &[usize],
    rows: usize,
    cols: usize,
    real: DType,
    device: crate::Device,
) -> Result<Value> {
    let mut flat = Vec::with_capacity(values.len() * 2);
    for m in values.chunks(rows * cols) {
        for j in 0..cols {
            for i in 0..rows {
                let v = m[i * cols + j];
                flat.push(Scalar::Float(v.0));
                flat.push(Scalar::Float(v.1));
            }
        }
    }
    let mut shape = batch.to_vec();
    shape.extend([cols, rows, 2]);
    let t = ops::factory::tensor(&flat, &shape, Some(real), device)?;
    let nd = shape.len() as i64;
    Ok(ComplexTensor::value(
        ops::view::transpose(&t, nd - 3, nd - 2)?,
        false,
    ))
}

fn singular(it: &mut Interp, fname: &str, info: usize) -> Result<crate::error::TorchError> {
    let message = if fname == "linalg.inv" {
        format!("{fname}: The diagonal element {info} is zero, the inversion could not be completed because the input matrix is singular.")
    } else {
        "torch.linalg.solve: The solver failed because the input matrix is singular.".to_string()
    };
    let class = it
        .nn_class("_LinAlgError")
        .ok_or_else(|| runtime("the nn prelude did not load"))?;
    let e = it.call(&class, Args::new(vec![Value::str(&message)]))?;
    crate::interp::exceptions::raise_value(it, &e)
}

pub fn inv(it: &mut Interp, v: &Value) -> Result<Value> {
    let Square {
        values,
        batch,
        n,
        real,
        device,
    } = square(v, "linalg.inv")?;
    let eye: Vec<C> = (0..n * n)
        .map(|i| {
            if i / n == i % n {
                (1.0, 0.0)
            } else {
                (0.0, 0.0)
            }
        })
        .collect();
    let mut out = Vec::with_capacity(values.len());
    for m in values.chunks(n * n.max(1)).take(batch.iter().product()) {
        let mut a = m.to_vec();
        let (perm, _, info) = lu(&mut a, n);
        if info != 0 {
            return Err(singular(it, "linalg.inv", info)?);
        }
        out.extend(substitute(&a, &perm, &eye, n, n));
    }
    column_major(&out, &batch, n, n, real, device)
}

pub fn det(v: &Value) -> Result<Value> {
    let Square {
        values,
        batch,
        n,
        real,
        device,
    } = square(v, "linalg.det")?;
    let count: usize = batch.iter().product();
    let mut flat = Vec::with_capacity(count * 2);
    for b in 0..count {
        let mut a = values[b * n * n..(b + 1) * n * n].to_vec();
        // ATen: the product of U's diagonal, then times the permutation's sign.
        let (_, sign, _) = lu(&mut a, n);
        let d = (0..n).fold((1.0, 0.0), |acc, i| mul(acc, a[i * n + i]));
        let d = mul(d, (sign, 0.0));
        flat.push(Scalar::Float(d.0));
        flat.push(Scalar::Float(d.1));
    }
    let mut shape = batch;
    shape.push(2);
    Ok(ComplexTensor::value(
        ops::factory::tensor(&flat, &shape, Some(real), device)?,
        false,
    ))
}

pub fn solve(it: &mut Interp, a: &Value, b: &Value) -> Result<Value> {
    let Square {
        values,
        batch,
        n,
        real,
        device,
    } = square(a, "linalg.solve")?;
    if !batch.is_empty() {
        return Err(super::unsupported("torch.linalg.solve of a batch"));
    }
    let (rhs, bshape) = match (ComplexTensor::of(b), b) {
        (Some(z), _) if z.pairs.dtype() != real => {
            return Err(runtime(format!(
                "linalg.solve: Expected A and B to have the same dtype, but found A of type {} and B of type {} instead",
                super::scalar_type_name(real),
                super::scalar_type_name(z.pairs.dtype())
            )))
        }
        (Some(z), _) => (z.values()?, z.shape()),
        (None, Value::Tensor(t)) => {
            return Err(runtime(format!(
                "linalg.solve: Expected A and B to have the same dtype, but found A of type {} and B of type {} instead",
                super::scalar_type_name(real),
                t.dtype().legacy_name()
            )))
        }
        _ => return Err(super::unsupported("torch.linalg.solve")),
    };
    let vector = bshape.len() == 1;
    let k = if vector { 1 } else { bshape[bshape.len() - 1] };
    if bshape.len() > 2 || bshape[0] != n {
        return Err(runtime(format!(
            "linalg.solve: Incompatible shapes of A and B for the equation AX = B ({n}x{n} and {})",
            bshape
                .iter()
                .map(|d| d.to_string())
                .collect::<Vec<_>>()
                .join("x")
        )));
    }
    let mut m = values.to_vec();
    let (perm, _, info) = lu(&mut m, n);
    if info != 0 {
        return Err(singular(it, "linalg.solve", info)?);
    }
    let x = substitute(&m, &perm, &rhs, n, k);
    if vector {
        let flat: Vec<Scalar> = x
            .iter()
            .flat_map(|v| [Scalar::Float(v.0), Scalar::Float(v.1)])
            .collect();
        let t = ops::factory::tensor(&flat, &[n, 2], Some(real), device)?;
        return Ok(ComplexTensor::value(t, false));
    }
    column_major(&x, &[], n, k, real, device)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lu_solves_and_finds_the_first_zero_pivot() {
        // A = [[1+i, 2], [3i, 4-i]], det = (1+i)(4-i) - 2*3i = 5 - 3i.
        let mut a = vec![(1.0, 1.0), (2.0, 0.0), (0.0, 3.0), (4.0, -1.0)];
        let (perm, sign, info) = lu(&mut a, 2);
        assert_eq!(info, 0);
        let d = mul(
            (0..2).fold((1.0, 0.0), |acc, i| mul(acc, a[i * 2 + i])),
            (sign, 0.0),
        );
        assert!((d.0 - 5.0).abs() < 1e-12 && (d.1 + 3.0).abs() < 1e-12);
        let x = substitute(&a, &perm, &[(1.0, 0.0), (0.0, 0.0)], 2, 1);
        // The first column of the inverse: (4-i)/(5-3i).
        let want = div((4.0, -1.0), (5.0, -3.0));
        assert!((x[0].0 - want.0).abs() < 1e-12 && (x[0].1 - want.1).abs() < 1e-12);
        let mut z = vec![(0.0, 0.0); 4];
        assert_eq!(lu(&mut z, 2).2, 1);
    }
}
