//! Eigenvalues of symmetric matrices and singular values, by Jacobi rotations in f64 on the
//! host: `linalg.eigvalsh`, `linalg.svdvals`, and through them `matrix_rank` and the
//! matrix norms of order ±2 and 'nuc'. ATen calls LAPACK (`syevd`, `gesdd`); Jacobi is the
//! method that fits in a page, and in double precision it agrees with LAPACK far inside the
//! float32 results' rounding. Their backward (eigenvector and singular-vector formulas) is
//! not written yet: the node has PyTorch's name and refuses, never gives a wrong gradient.

use super::host;
use crate::error::{runtime, Result};
use crate::tensor::Tensor;

/// Sweeps before giving up; Jacobi converges quadratically, well inside this for any
/// finite input (a non-finite one never converges and comes out as NaN).
const MAX_SWEEPS: usize = 64;

/// The eigenvalues of the symmetric `n`×`n` matrix `a` (row-major), ascending. Each
/// rotation meters its work (`limits::kernel_work`): a 1000×1000 matrix takes seconds per
/// sweep, so the host's deadline and Ctrl-C must reach inside; once stopped, the result is
/// partial and the caller reports `limits::take_kernel_stop`.
pub fn symmetric_eigenvalues(mut a: Vec<f64>, n: usize) -> Vec<f64> {
    if a.iter().any(|v| !v.is_finite()) {
        return vec![f64::NAN; n];
    }
    for _ in 0..MAX_SWEEPS {
        let off: f64 = (0..n)
            .flat_map(|i| (0..n).filter(move |&j| j != i).map(move |j| (i, j)))
            .map(|(i, j)| a[i * n + j] * a[i * n + j])
            .sum();
        let total: f64 = a.iter().map(|v| v * v).sum();
        if off <= f64::EPSILON * f64::EPSILON * total || off == 0.0 {
            break;
        }
        for p in 0..n {
            for q in p + 1..n {
                let apq = a[p * n + q];
                if apq == 0.0 {
                    continue;
                }
                if crate::limits::kernel_work(4 * n as u64) {
                    return sorted_diagonal(&a, n);
                }
                let theta = (a[q * n + q] - a[p * n + p]) / (2.0 * apq);
                let t = theta.signum() / (theta.abs() + (theta * theta + 1.0).sqrt());
                let c = 1.0 / (t * t + 1.0).sqrt();
                let s = t * c;
                // A <- Jᵀ A J with J the rotation in the (p, q) plane that zeroes a[p][q].
                for k in 0..n {
                    let (akp, akq) = (a[k * n + p], a[k * n + q]);
                    a[k * n + p] = c * akp - s * akq;
                    a[k * n + q] = s * akp + c * akq;
                }
                for k in 0..n {
                    let (apk, aqk) = (a[p * n + k], a[q * n + k]);
                    a[p * n + k] = c * apk - s * aqk;
                    a[q * n + k] = s * apk + c * aqk;
                }
            }
        }
    }
    sorted_diagonal(&a, n)
}

/// The diagonal of `a`, ascending.
fn sorted_diagonal(a: &[f64], n: usize) -> Vec<f64> {
    let mut d: Vec<f64> = (0..n).map(|i| a[i * n + i]).collect();
    d.sort_by(|x, y| x.total_cmp(y));
    d
}

/// The singular values of the `m`×`n` matrix `a` (row-major), descending, `min(m, n)` of
/// them: one-sided Jacobi (Hestenes) on the columns of `a` or of its transpose, whichever
/// has fewer, until every pair of columns is orthogonal; the values are the column norms.
pub fn singular_values(a: &[f64], m: usize, n: usize) -> Vec<f64> {
    let k = m.min(n);
    if a.iter().any(|v| !v.is_finite()) {
        return vec![f64::NAN; k];
    }
    // Columns as vectors: `cols` of length `len` each.
    let (cols, len) = if n <= m { (n, m) } else { (m, n) };
    let mut u: Vec<Vec<f64>> = (0..cols)
        .map(|c| {
            (0..len)
                .map(|r| if n <= m { a[r * n + c] } else { a[c * n + r] })
                .collect()
        })
        .collect();
    'sweeps: for _ in 0..MAX_SWEEPS {
        let mut rotated = false;
        for i in 0..cols {
            for j in i + 1..cols {
                if crate::limits::kernel_work(5 * len as u64) {
                    break 'sweeps;
                }
                let alpha: f64 = u[i].iter().map(|x| x * x).sum();
                let beta: f64 = u[j].iter().map(|x| x * x).sum();
                let gamma: f64 = u[i].iter().zip(&u[j]).map(|(x, y)| x * y).sum();
                if gamma == 0.0 || gamma.abs() <= f64::EPSILON * (alpha * beta).sqrt() {
                    continue;
                }
                rotated = true;
                let zeta = (beta - alpha) / (2.0 * gamma);
                let t = zeta.signum() / (zeta.abs() + (1.0 + zeta * zeta).sqrt());
                let c = 1.0 / (1.0 + t * t).sqrt();
                let s = c * t;
                let (left, right) = u.split_at_mut(j);
                for (x, y) in left[i].iter_mut().zip(right[0].iter_mut()) {
                    let (a, b) = (*x, *y);
                    *x = c * a - s * b;
                    *y = s * a + c * b;
                }
            }
        }
        if !rotated {
            break;
        }
    }
    let mut sv: Vec<f64> = u
        .iter()
        .map(|col| col.iter().map(|x| x * x).sum::<f64>().sqrt())
        .collect();
    sv.sort_by(|x, y| y.total_cmp(x));
    sv.truncate(k);
    sv
}

/// The matrices of a batch (each row-major), the batch's shape, and the rows and columns.
struct Batch {
    mats: Vec<Vec<f64>>,
    shape: Vec<usize>,
    m: usize,
    n: usize,
}

/// Each matrix of the last two dims of `t`, as f64 rows, with the batch shape.
fn matrices(t: &Tensor) -> Result<Batch> {
    let shape = t.shape();
    if shape.len() < 2 {
        return Err(runtime(
            "internal error: a batch of matrices needs two dims",
        ));
    }
    let (m, n) = (shape[shape.len() - 2], shape[shape.len() - 1]);
    let vals = host::values(t)?;
    let each = m * n;
    let batch = &shape[..shape.len() - 2];
    let count: usize = batch.iter().product();
    let mats = (0..count)
        .map(|b| vals[b * each..(b + 1) * each].to_vec())
        .collect();
    Ok(Batch {
        mats,
        shape: batch.to_vec(),
        m,
        n,
    })
}

/// `linalg.eigvalsh(A, UPLO)`: only the named triangle is read (the other is its mirror).
pub fn eigvalsh(t: &Tensor, upper: bool) -> Result<Tensor> {
    let Batch {
        mats,
        shape: batch,
        m: n,
        ..
    } = matrices(t)?;
    let mut out = Vec::with_capacity(mats.len() * n);
    for m in mats {
        let sym: Vec<f64> = (0..n * n)
            .map(|k| {
                let (i, j) = (k / n, k % n);
                let lower = (i >= j) != upper || i == j;
                if lower {
                    m[k]
                } else {
                    m[j * n + i]
                }
            })
            .collect();
        out.extend(symmetric_eigenvalues(sym, n));
        crate::limits::take_kernel_stop()?;
    }
    let mut shape = batch;
    shape.push(n);
    let r = host::build(&out, &shape, t.dtype(), t.device())?;
    crate::autograd::record_unsupported_backward("LinalgEighBackward0", "linalg.eigvalsh", t, &r)?;
    Ok(r)
}

/// `linalg.svdvals(A)`: `min(m, n)` values per matrix, descending.
pub fn svdvals(t: &Tensor) -> Result<Tensor> {
    let Batch {
        mats,
        shape: batch,
        m,
        n,
    } = matrices(t)?;
    let k = m.min(n);
    let mut out = Vec::with_capacity(mats.len() * k);
    for a in mats {
        out.extend(singular_values(&a, m, n));
        crate::limits::take_kernel_stop()?;
    }
    let mut shape = batch;
    shape.push(k);
    let r = host::build(&out, &shape, t.dtype(), t.device())?;
    crate::autograd::record_unsupported_backward("LinalgSvdBackward0", "linalg.svdvals", t, &r)?;
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn eigenvalues_of_a_known_symmetric_matrix() {
        // [[2, 1], [1, 2]] has eigenvalues 1 and 3.
        let e = symmetric_eigenvalues(vec![2.0, 1.0, 1.0, 2.0], 2);
        assert!(
            (e[0] - 1.0).abs() < 1e-12 && (e[1] - 3.0).abs() < 1e-12,
            "{e:?}"
        );
        // A 3x3 with a known spectrum: the trace and the sum of squares are kept.
        let a = vec![4.0, 1.0, 2.0, 1.0, 3.0, 0.5, 2.0, 0.5, 1.0];
        let e = symmetric_eigenvalues(a.clone(), 3);
        let trace: f64 = e.iter().sum();
        let frob: f64 = e.iter().map(|v| v * v).sum();
        assert!((trace - 8.0).abs() < 1e-12);
        assert!((frob - a.iter().map(|v| v * v).sum::<f64>()).abs() < 1e-10);
        assert!(e.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn singular_values_of_known_matrices() {
        // [[3, 0], [4, 5]]: singular values sqrt(45) and sqrt(5).
        let s = singular_values(&[3.0, 0.0, 4.0, 5.0], 2, 2);
        assert!((s[0] - 45f64.sqrt()).abs() < 1e-12 && (s[1] - 5f64.sqrt()).abs() < 1e-12);
        // A wide matrix takes its transpose's columns: ones(2, 3) has sqrt(6) and 0.
        let s = singular_values(&[1.0; 6], 2, 3);
        assert_eq!(s.len(), 2);
        assert!(
            (s[0] - 6f64.sqrt()).abs() < 1e-12 && s[1].abs() < 1e-12,
            "{s:?}"
        );
        assert!(singular_values(&[f64::NAN, 0.0, 0.0, 1.0], 2, 2)[0].is_nan());
    }
}
