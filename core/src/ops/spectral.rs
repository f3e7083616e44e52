//! Eigen-decompositions of symmetric matrices and singular value decompositions, by Jacobi
//! rotations in f64 on the host: `linalg.eigh` and `linalg.svd`, and through them
//! `eigvalsh`, `svdvals`, `pinv`, `lstsq`, `cond`, `matrix_rank` and the matrix norms of
//! order ±2 and 'nuc'. ATen calls LAPACK (`syevd`, `gesdd`); Jacobi is the method that fits
//! in a page, and in double precision it agrees with LAPACK far inside the float32 results'
//! rounding. Each rotation meters its work (`limits::kernel_work`): the host's deadline and
//! Ctrl-C reach inside a large matrix, and a stopped result is reported by
//! `limits::take_kernel_stop`, never shown.
//!
//! Vectors are defined up to sign (a pair `u_i`, `v_i` flips together), and LAPACK's choice
//! follows from the path its algorithm takes: no rule on the result reproduces it. Ours is
//! a documented rule of our own: the entry of largest magnitude of each eigenvector, and of
//! each right singular vector, is positive. Everything the vectors are used for
//! (reconstructions, projectors, `pinv`, gradients of sign-invariant losses) agrees with
//! PyTorch; the signs themselves may not (docs/decisions.md, stop 56).

use super::host;
use crate::error::Result;
use crate::tensor::Tensor;

const MAX_SWEEPS: usize = 64;

/// The power of two that brings the largest magnitude of `a` near 1, as LAPACK scales
/// before it iterates: the rotations square entries, which would overflow past 1e154 or
/// underflow below 1e-154 (a 1e80-scaled matrix came out as its column norms). A power of
/// two scales exactly; the results are scaled back by it.
fn scale_of(a: &[f64]) -> f64 {
    let top = a.iter().fold(0.0f64, |m, x| m.max(x.abs()));
    if top == 0.0 || !top.is_finite() {
        return 1.0;
    }
    2f64.powi(-(top.log2().round() as i32))
}

/// `a` (`n`×`n`, row-major, symmetric) as eigenvalues ascending and eigenvectors: column
/// `j` of the returned row-major matrix belongs to value `j`. Cyclic Jacobi: `A <- JᵀAJ`,
/// `V <- VJ` until the off-diagonal part is below rounding. A non-finite input gives NaNs,
/// as LAPACK's do.
pub fn symmetric_eigen(mut a: Vec<f64>, n: usize) -> (Vec<f64>, Vec<f64>) {
    if a.iter().any(|v| !v.is_finite()) {
        return (vec![f64::NAN; n], vec![f64::NAN; n * n]);
    }
    let scale = scale_of(&a);
    a.iter_mut().for_each(|x| *x *= scale);
    let mut v: Vec<f64> = (0..n * n)
        .map(|k| if k / n == k % n { 1.0 } else { 0.0 })
        .collect();
    'sweeps: for _ in 0..MAX_SWEEPS {
        let off: f64 = (0..n * n)
            .filter(|k| k / n != k % n)
            .map(|k| a[k] * a[k])
            .sum();
        let total: f64 = a.iter().map(|x| x * x).sum();
        if off == 0.0 || off <= f64::EPSILON * f64::EPSILON * total {
            break;
        }
        for p in 0..n {
            for q in p + 1..n {
                let apq = a[p * n + q];
                if apq == 0.0 {
                    continue;
                }
                if crate::limits::kernel_work(6 * n as u64) {
                    break 'sweeps;
                }
                let theta = (a[q * n + q] - a[p * n + p]) / (2.0 * apq);
                let t = theta.signum() / (theta.abs() + (theta * theta + 1.0).sqrt());
                let c = 1.0 / (t * t + 1.0).sqrt();
                let s = t * c;
                rotate_columns(&mut a, n, n, p, q, c, s);
                rotate_rows(&mut a, n, p, q, c, s);
                rotate_columns(&mut v, n, n, p, q, c, s);
            }
        }
    }
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&x, &y| a[x * n + x].total_cmp(&a[y * n + y]));
    let values = order.iter().map(|&i| a[i * n + i] / scale).collect();
    let mut vectors = vec![0.0; n * n];
    for (j, &i) in order.iter().enumerate() {
        let sign = largest_entry_sign((0..n).map(|r| v[r * n + i]));
        for r in 0..n {
            vectors[r * n + j] = sign * v[r * n + i];
        }
    }
    (values, vectors)
}

/// Columns `p`, `q` of the row-major `rows`×`cols` matrix `m` rotated: `(c·p − s·q, s·p + c·q)`.
fn rotate_columns(m: &mut [f64], rows: usize, cols: usize, p: usize, q: usize, c: f64, s: f64) {
    for k in 0..rows {
        let (x, y) = (m[k * cols + p], m[k * cols + q]);
        m[k * cols + p] = c * x - s * y;
        m[k * cols + q] = s * x + c * y;
    }
}

/// Rows `p`, `q` of the square row-major `n`×`n` matrix `m`, rotated the same way.
fn rotate_rows(m: &mut [f64], n: usize, p: usize, q: usize, c: f64, s: f64) {
    for k in 0..n {
        let (x, y) = (m[p * n + k], m[q * n + k]);
        m[p * n + k] = c * x - s * y;
        m[q * n + k] = s * x + c * y;
    }
}

/// +1 or −1: the sign that makes the entry of largest magnitude (the first of equals)
/// positive. The convention fixes each vector's sign (see the module's comment).
fn largest_entry_sign(entries: impl Iterator<Item = f64>) -> f64 {
    let mut best = 0.0f64;
    for x in entries {
        if x.abs() > best.abs() {
            best = x;
        }
    }
    if best < 0.0 {
        -1.0
    } else {
        1.0
    }
}

/// A singular value decomposition of one matrix, each factor row-major.
pub struct Svd {
    /// `m`×`ucols` (`ucols` is `m` for full matrices, else `min(m, n)`).
    pub u: Vec<f64>,
    /// `min(m, n)` values, descending.
    pub s: Vec<f64>,
    /// `vrows`×`n` (`vrows` is `n` for full matrices, else `min(m, n)`).
    pub vh: Vec<f64>,
}

/// The SVD of the `m`×`n` row-major `a` (finite: the caller refuses others, as LAPACK's
/// driver does). A wide matrix is decomposed as its transpose, with the factors swapped.
pub fn svd(a: &[f64], m: usize, n: usize, full: bool) -> Svd {
    if a.iter().any(|v| !v.is_finite()) {
        // An infinity (NaN is refused before): every factor is NaN.
        let (uc, vr) = if full { (m, n) } else { (m.min(n), m.min(n)) };
        return Svd {
            u: vec![f64::NAN; m * uc],
            s: vec![f64::NAN; m.min(n)],
            vh: vec![f64::NAN; vr * n],
        };
    }
    if m < n {
        let at: Vec<f64> = (0..n * m).map(|k| a[(k % m) * n + k / m]).collect();
        let t = svd(&at, n, m, full);
        // Aᵀ = U' Σ V'ᵀ, so A = V' Σ U'ᵀ: U = V' = (V'ᵀ)ᵀ and Vh = U'ᵀ.
        let (ur, uc) = (m, if full { m } else { m.min(n) });
        let (vr, vc) = (if full { n } else { m.min(n) }, n);
        let mut d = Svd {
            u: transpose(&t.vh, uc, ur),
            s: t.s,
            vh: transpose(&t.u, vc, vr),
        };
        // The sign rule is on the right vectors here too: each pair flips together.
        for k in 0..m.min(n) {
            let sign = largest_entry_sign(d.vh[k * n..(k + 1) * n].iter().copied());
            d.vh[k * n..(k + 1) * n].iter_mut().for_each(|x| *x *= sign);
            (0..m).for_each(|r| d.u[r * uc + k] *= sign);
        }
        return d;
    }
    tall_svd(a, m, n, full)
}

/// The `c`×`r` transpose of the row-major `r`×`c` matrix `x`, given as (`r`, `c`).
fn transpose(x: &[f64], r: usize, c: usize) -> Vec<f64> {
    (0..r * c).map(|k| x[(k % r) * c + k / r]).collect()
}

/// One-sided (Hestenes) Jacobi on a tall `m`×`n` (`m >= n`): rotate pairs of columns of
/// `A V` until all are orthogonal; the column norms are the singular values, the
/// normalised columns the left vectors. Columns whose value is zero at working precision,
/// and the extra columns of a full U, are completed to an orthonormal basis.
fn tall_svd(a: &[f64], m: usize, n: usize, full: bool) -> Svd {
    let scale = scale_of(a);
    let mut w: Vec<f64> = a.iter().map(|x| x * scale).collect();
    // Columns whose squared norm is below this are zero at working precision: rotating
    // them against others only stirs rounding noise, which never converges (a rank-one
    // 300x300 ran every sweep).
    let frob2: f64 = w.iter().map(|x| x * x).sum();
    let negligible2 = f64::EPSILON * f64::EPSILON * frob2;
    let mut v: Vec<f64> = (0..n * n)
        .map(|k| if k / n == k % n { 1.0 } else { 0.0 })
        .collect();
    'sweeps: for _ in 0..MAX_SWEEPS {
        let mut rotated = false;
        for i in 0..n {
            for j in i + 1..n {
                if crate::limits::kernel_work(6 * m as u64) {
                    break 'sweeps;
                }
                let (mut alpha, mut beta, mut gamma) = (0.0, 0.0, 0.0);
                for r in 0..m {
                    let (x, y) = (w[r * n + i], w[r * n + j]);
                    alpha += x * x;
                    beta += y * y;
                    gamma += x * y;
                }
                if gamma == 0.0
                    || alpha.min(beta) <= negligible2
                    || gamma.abs() <= f64::EPSILON * (alpha * beta).sqrt()
                {
                    continue;
                }
                rotated = true;
                let zeta = (beta - alpha) / (2.0 * gamma);
                let t = zeta.signum() / (zeta.abs() + (1.0 + zeta * zeta).sqrt());
                let c = 1.0 / (1.0 + t * t).sqrt();
                let s = c * t;
                rotate_columns(&mut w, m, n, i, j, c, s);
                rotate_columns(&mut v, n, n, i, j, c, s);
            }
        }
        if !rotated {
            break;
        }
    }
    let norms: Vec<f64> = (0..n)
        .map(|c| {
            (0..m)
                .map(|r| w[r * n + c] * w[r * n + c])
                .sum::<f64>()
                .sqrt()
        })
        .collect();
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&x, &y| norms[y].total_cmp(&norms[x]));
    let scaled: Vec<f64> = order.iter().map(|&i| norms[i]).collect();
    let top = scaled.first().copied().unwrap_or(0.0);
    let negligible = top * f64::EPSILON * m as f64;
    let s: Vec<f64> = scaled.iter().map(|x| x / scale).collect();
    // Left vectors as columns (each a Vec of m), right vectors as rows of Vh.
    let want = if full { m } else { n };
    // Sized by the columns U will have, not by its rows (a reduced SVD of a
    // (0, 10**14) matrix has no columns and asked for petabytes here).
    let mut ucols: Vec<Option<Vec<f64>>> = Vec::with_capacity(want);
    let mut vh = vec![0.0; n * n];
    for (k, &i) in order.iter().enumerate() {
        let sign = largest_entry_sign((0..n).map(|r| v[r * n + i]));
        for c in 0..n {
            vh[k * n + c] = sign * v[c * n + i];
        }
        ucols.push((scaled[k] > negligible).then(|| {
            (0..m)
                .map(|r| sign * w[r * n + i] / scaled[k])
                .collect::<Vec<f64>>()
        }));
    }
    ucols.resize(want, None);
    let ucols = complete_basis(ucols, m);
    let mut u = vec![0.0; m * want];
    for (c, col) in ucols.iter().enumerate() {
        for r in 0..m {
            u[r * want + c] = col[r];
        }
    }
    Svd { u, s, vh }
}

/// Fills the missing columns of a set of orthonormal `m`-vectors: each gap takes the first
/// unused unit vector (e₁, e₂, ...) whose part outside the span so far has at least half
/// the mean squared length such parts have (one always does), orthogonalised twice
/// (Gram–Schmidt) and normalised. Metered like the sweeps (a zero 1500x1500 matrix
/// completes all of U); once the host has stopped the kernel the rest is left zero, and the
/// caller reports the stop.
fn complete_basis(cols: Vec<Option<Vec<f64>>>, m: usize) -> Vec<Vec<f64>> {
    let mut have: Vec<Vec<f64>> = cols.iter().flatten().cloned().collect();
    if have.is_empty() {
        // Nothing to be orthogonal to (a zero or empty matrix): the unit vectors in order,
        // which is what the scan below would pick, without its cubic cost.
        return (0..cols.len())
            .map(|c| (0..m).map(|r| if r == c { 1.0 } else { 0.0 }).collect())
            .collect();
    }
    let mut used = vec![false; m];
    let mut stopped = false;
    let mut out = Vec::with_capacity(cols.len());
    for col in cols {
        if let Some(c) = col {
            out.push(c);
            continue;
        }
        let mean = (m.saturating_sub(have.len())) as f64 / m.max(1) as f64;
        let mut best: (f64, usize, Vec<f64>) = (-1.0, 0, vec![0.0; m]);
        for e in (0..m).filter(|&e| !used[e]) {
            if stopped || crate::limits::kernel_work(4 * (m * have.len()) as u64) {
                stopped = true;
                break;
            }
            let mut x = vec![0.0; m];
            x[e] = 1.0;
            for _ in 0..2 {
                for h in &have {
                    let d: f64 = h.iter().zip(&x).map(|(a, b)| a * b).sum();
                    for (xi, hi) in x.iter_mut().zip(h) {
                        *xi -= d * hi;
                    }
                }
            }
            let norm2: f64 = x.iter().map(|v| v * v).sum();
            if norm2 > best.0 {
                best = (norm2, e, x);
            }
            if norm2 >= mean / 2.0 {
                break;
            }
        }
        let (norm2, e, x) = best;
        let found: Vec<f64> = if norm2 > 0.0 {
            used[e] = true;
            let norm = norm2.sqrt();
            x.into_iter().map(|v| v / norm).collect()
        } else {
            vec![0.0; m]
        };
        have.push(found.clone());
        out.push(found);
    }
    out
}

/// A batch entry of `work` elements begins: it counts against the host's deadline, however
/// small (a batch of 2**31 tiny matrices must stop too).
fn next_entry(work: usize) -> Result<()> {
    if crate::limits::kernel_work(work as u64 + 1) {
        crate::limits::take_kernel_stop()?;
    }
    Ok(())
}

/// A float32 input's values in its own precision, for the LAPACK paths, and back.
fn narrow(x: &[f64]) -> Vec<f32> {
    x.iter().map(|&v| v as f32).collect()
}

fn widen(x: Vec<f32>) -> Vec<f64> {
    x.into_iter().map(f64::from).collect()
}

/// `linalg.eigh` over a batch: (eigenvalues `(*, n)`, eigenvectors `(*, n, n)` row-major),
/// reading the lower triangle, or the upper one when `upper`.
pub fn eigh(t: &Tensor, upper: bool) -> Result<(Tensor, Tensor)> {
    let shape = t.shape();
    let n = shape[shape.len() - 1];
    let batch = &shape[..shape.len() - 2];
    let count: usize = batch.iter().product();
    if t.device() == crate::device::Device::Meta {
        // No data: the factors' layouts only (and no memory to count).
        let with = |tail: &[usize]| [batch, tail].concat();
        return Ok((
            crate::ops::meta_empty(&with(&[n]), t.dtype())?,
            crate::ops::meta_empty(&with(&[n, n]), t.dtype())?,
        ));
    }
    // The factors (and the f64 work on them) are counted before any is computed: a huge
    // matrix ends in the allocator's error, not in a process the OOM killer stops.
    crate::limits::check_alloc_bytes(2 * 8 * (count as u128) * (n as u128) * (n as u128))?;
    let vals = host::values(t)?;
    let (mut values, mut vectors) = (Vec::new(), Vec::new());
    for b in 0..if n == 0 { 0 } else { count } {
        next_entry(n * n)?;
        let m = &vals[b * n * n..(b + 1) * n * n];
        let sym: Vec<f64> = (0..n * n)
            .map(|k| {
                let (i, j) = (k / n, k % n);
                if (i >= j) != upper || i == j {
                    m[k]
                } else {
                    m[j * n + i]
                }
            })
            .collect();
        // LAPACK's steps in the input's precision give PyTorch's eigenvector signs; a
        // non-finite matrix (or no convergence) gives NaNs from the Jacobi method.
        let lapack = if t.dtype() == crate::dtype::DType::Float32 {
            super::symmetric_eigen::eigh(&narrow(&sym), n, upper).map(|(l, v)| (widen(l), widen(v)))
        } else {
            super::symmetric_eigen::eigh(&sym, n, upper)
        };
        let (l, v) = match lapack {
            Some(found) => found,
            None => symmetric_eigen(sym, n),
        };
        values.extend(l);
        vectors.extend(v);
        crate::limits::take_kernel_stop()?;
    }
    let mut vshape = batch.to_vec();
    vshape.push(n);
    let l = host::build(&values, &vshape, t.dtype(), t.device())?;
    vshape.push(n);
    let v = host::build(&vectors, &vshape, t.dtype(), t.device())?;
    Ok((l, v))
}

/// `linalg.svd` over a batch: (U, S, Vh), each row-major.
pub fn svd_batch(t: &Tensor, full: bool) -> Result<(Tensor, Tensor, Tensor)> {
    let shape = t.shape();
    let (m, n) = (shape[shape.len() - 2], shape[shape.len() - 1]);
    let k = m.min(n);
    let batch = &shape[..shape.len() - 2];
    let count: usize = batch.iter().product();
    // U and Vh (full: m×m and n×n, `svd(zeros(0, 99999))` asks for 80 GB) and the f64
    // work are counted before any is computed.
    let (uc, vr) = if full { (m, n) } else { (k, k) };
    if t.device() == crate::device::Device::Meta {
        // No data: the factors' layouts only (and no memory to count).
        let with = |tail: &[usize]| [batch, tail].concat();
        return Ok((
            crate::ops::meta_empty(&with(&[m, uc]), t.dtype())?,
            crate::ops::meta_empty(&with(&[k]), t.dtype())?,
            crate::ops::meta_empty(&with(&[vr, n]), t.dtype())?,
        ));
    }
    let (m_, n_) = (m as u128, n as u128);
    let per = m_ * uc as u128 + vr as u128 * n_ + m_ * n_ + n_.min(m_) * n_.min(m_);
    crate::limits::check_alloc_bytes(8 * (count as u128) * per)?;
    let vals = host::values(t)?;
    let (mut us, mut ss, mut vhs) = (Vec::new(), Vec::new(), Vec::new());
    // Every factor of an empty matrix's reduced SVD is empty: nothing to do per entry (a
    // batch of 2**31 of them looped for minutes past the deadline; CI's fuzzer).
    let empty = m * n == 0 && {
        let d = svd(&[], m, n, full);
        d.u.is_empty() && d.s.is_empty() && d.vh.is_empty()
    };
    for b in 0..if empty { 0 } else { count } {
        next_entry(m * n)?;
        let one = &vals[b * m * n..(b + 1) * m * n];
        // LAPACK's steps in the input's precision give PyTorch's signs; the Jacobi method
        // serves what they do not (non-finite entries, no convergence).
        let lapack = if t.dtype() == crate::dtype::DType::Float32 {
            super::bidiagonal_svd::gesdd(&narrow(one), m, n, full)
                .map(|(u, s, vh)| (widen(u), widen(s), widen(vh)))
        } else {
            super::bidiagonal_svd::gesdd(one, m, n, full)
        };
        let d = match lapack {
            Some((u, s, vh)) => Svd { u, s, vh },
            None => svd(one, m, n, full),
        };
        crate::limits::take_kernel_stop()?;
        us.extend(d.u);
        ss.extend(d.s);
        vhs.extend(d.vh);
        crate::limits::take_kernel_stop()?;
    }
    let (ucols, vrows) = (uc, vr);
    let with = |tail: &[usize]| [batch, tail].concat();
    Ok((
        host::build(&us, &with(&[m, ucols]), t.dtype(), t.device())?,
        host::build(&ss, &with(&[k]), t.dtype(), t.device())?,
        host::build(&vhs, &with(&[vrows, n]), t.dtype(), t.device())?,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn matmul(a: &[f64], b: &[f64], r: usize, k: usize, c: usize) -> Vec<f64> {
        (0..r * c)
            .map(|x| (0..k).map(|i| a[(x / c) * k + i] * b[i * c + x % c]).sum())
            .collect()
    }

    fn close(a: &[f64], b: &[f64]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() < 1e-10)
    }

    #[test]
    fn known_spectra() {
        // [[2, 1], [1, 2]] has eigenvalues 1 and 3; [[3, 0], [4, 5]] singular values
        // sqrt(45) and sqrt(5); ones(2, 3) sqrt(6) and 0; a NaN gives NaNs.
        let (l, _) = symmetric_eigen(vec![2.0, 1.0, 1.0, 2.0], 2);
        assert!(
            (l[0] - 1.0).abs() < 1e-12 && (l[1] - 3.0).abs() < 1e-12,
            "{l:?}"
        );
        let s = svd(&[3.0, 0.0, 4.0, 5.0], 2, 2, false).s;
        assert!((s[0] - 45f64.sqrt()).abs() < 1e-12 && (s[1] - 5f64.sqrt()).abs() < 1e-12);
        let s = svd(&[1.0; 6], 2, 3, false).s;
        assert!(
            (s[0] - 6f64.sqrt()).abs() < 1e-12 && s[1].abs() < 1e-12,
            "{s:?}"
        );
        assert!(symmetric_eigen(vec![f64::NAN, 0.0, 0.0, 1.0], 2).0[0].is_nan());
    }

    #[test]
    fn eigenvectors_reconstruct_and_follow_the_sign_rule() {
        let a = vec![4.0, 1.0, 2.0, 1.0, 3.0, 0.5, 2.0, 0.5, 1.0];
        let (l, v) = symmetric_eigen(a.clone(), 3);
        assert!(l.windows(2).all(|w| w[0] <= w[1]));
        // V diag(L) Vᵀ = A and VᵀV = I.
        let vl: Vec<f64> = (0..9).map(|k| v[k] * l[k % 3]).collect();
        assert!(close(&matmul(&vl, &transpose(&v, 3, 3), 3, 3, 3), &a));
        let eye = [1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0];
        assert!(close(&matmul(&transpose(&v, 3, 3), &v, 3, 3, 3), &eye));
        for j in 0..3 {
            let col: Vec<f64> = (0..3).map(|r| v[r * 3 + j]).collect();
            let big = col
                .iter()
                .copied()
                .fold(0.0f64, |b, x| if x.abs() > b.abs() { x } else { b });
            assert!(big > 0.0, "{col:?}");
        }
    }

    #[test]
    fn svd_reconstructs_tall_wide_rank_deficient_and_full() {
        // 3×2 of rank 1 (its second value is zero), 2×3, each full and reduced.
        for (a, m, n) in [
            (vec![1.0, 2.0, 2.0, 4.0, 3.0, 6.0], 3, 2),
            (vec![1.0, -2.0, 0.5, 3.0, 1.0, 4.0], 2, 3),
        ] {
            for full in [false, true] {
                let d = svd(&a, m, n, full);
                let k = m.min(n);
                let (uc, vr) = if full { (m, n) } else { (k, k) };
                // U[:, :k] diag(S) Vh[:k] = A.
                let us: Vec<f64> = (0..m * k)
                    .map(|x| d.u[(x / k) * uc + x % k] * d.s[x % k])
                    .collect();
                assert!(
                    close(&matmul(&us, &d.vh[..k * n], m, k, n), &a),
                    "{m}x{n} full={full}"
                );
                // Orthonormal columns of U and rows of Vh.
                let eye = |p: usize| {
                    (0..p * p)
                        .map(|x| if x / p == x % p { 1.0 } else { 0.0 })
                        .collect::<Vec<f64>>()
                };
                assert!(close(
                    &matmul(&transpose(&d.u, m, uc), &d.u, uc, m, uc),
                    &eye(uc)
                ));
                assert!(close(
                    &matmul(&d.vh, &transpose(&d.vh, vr, n), vr, n, vr),
                    &eye(vr)
                ));
            }
        }
    }
}
