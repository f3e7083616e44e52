//! The `_native.zlinalg_*` kernels behind the complex `torch.linalg` functions of the
//! prelude's `linalg_complex.py`: each runs one `ops::complex_lapack` routine on every
//! matrix of a batch on the host (double precision, rounded once to the input's precision)
//! and returns the factors laid out as LAPACK writes them (column-major per matrix), or
//! row-major vectors of values. `ldl` takes real matrices too (as complex with zero
//! imaginary parts, which are `dsytf2`'s steps).

use super::tensor::ComplexTensor;
use crate::error::{runtime, type_error, Result};
use crate::interp::args::Bound;
use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::Value;
use crate::ops;
use crate::ops::complex_lapack::{self as zl, ZMat, Z};
use crate::scalar::Scalar;
use crate::DType;

/// A batch of matrices read from a complex (or, with `real_ok`, real float) tensor.
struct Batch {
    mats: Vec<ZMat>,
    batch: Vec<usize>,
    rows: usize,
    cols: usize,
    real: DType,
    complex: bool,
    device: crate::Device,
}

fn batch_of(v: &Value, real_ok: bool) -> Result<Batch> {
    let (vals, shape, real, complex, device): (Vec<Z>, Vec<usize>, DType, bool, crate::Device) =
        if let Some(z) = ComplexTensor::of(v) {
            let vals = z.values()?.into_iter().map(|(a, b)| Z::new(a, b)).collect();
            (vals, z.shape(), z.pairs.dtype(), true, z.pairs.device())
        } else if let (Value::Tensor(t), true) = (v, real_ok) {
            let vals = ops::host::values(t)?.into_iter().map(Z::real).collect();
            (vals, t.shape(), t.dtype(), false, t.device())
        } else {
            return Err(type_error("zlinalg: expected a complex tensor"));
        };
    if shape.len() < 2 {
        return Err(runtime("zlinalg: expected a batch of matrices"));
    }
    let (rows, cols) = (shape[shape.len() - 2], shape[shape.len() - 1]);
    let batch = shape[..shape.len() - 2].to_vec();
    crate::limits::check_alloc_bytes(16 * 4 * vals.len() as u128)?;
    let per = rows * cols;
    let count: usize = batch.iter().product();
    let mats = (0..count)
        .map(|b| ZMat::from(rows, cols, vals[b * per..(b + 1) * per].to_vec()))
        .collect();
    Ok(Batch {
        mats,
        batch,
        rows,
        cols,
        real,
        complex,
        device,
    })
}

/// Matrices (all `rows`×`cols`) as a tensor of `batch + [rows, cols]`, column-major per
/// matrix; complex, or real from the real parts.
fn matrices(out: &[ZMat], b: &Batch, rows: usize, cols: usize, complex: bool) -> Result<Value> {
    let mut flat = Vec::with_capacity(out.len() * rows * cols * 2);
    for m in out {
        for j in 0..cols {
            for i in 0..rows {
                let z = m.at(i, j);
                flat.push(Scalar::Float(z.re));
                if complex {
                    flat.push(Scalar::Float(z.im));
                }
            }
        }
    }
    let mut shape = b.batch.clone();
    shape.extend([cols, rows]);
    if complex {
        shape.push(2);
    }
    let t = ops::factory::tensor(&flat, &shape, Some(b.real), b.device)?;
    let nd = b.batch.len() as i64;
    let t = ops::view::transpose(&t, nd, nd + 1)?;
    Ok(if complex {
        ComplexTensor::value(t, false)
    } else {
        Value::Tensor(t)
    })
}

/// Row-major vectors (`len` each) of real or complex values.
fn vectors(vals: &[Z], b: &Batch, len: usize, complex: bool) -> Result<Value> {
    let flat: Vec<Scalar> = vals
        .iter()
        .flat_map(|z| {
            let re = Scalar::Float(z.re);
            if complex {
                vec![re, Scalar::Float(z.im)]
            } else {
                vec![re]
            }
        })
        .collect();
    let mut shape = b.batch.clone();
    shape.push(len);
    packed(&flat, shape, b, complex)
}

/// Values laid out as `shape` (plus the pairs' last dimension of 2 when `complex`), in the
/// batch's real dtype and device: a complex tensor or a real one.
fn packed(flat: &[Scalar], mut shape: Vec<usize>, b: &Batch, complex: bool) -> Result<Value> {
    if complex {
        shape.push(2);
    }
    let t = ops::factory::tensor(flat, &shape, Some(b.real), b.device)?;
    Ok(if complex {
        ComplexTensor::value(t, false)
    } else {
        Value::Tensor(t)
    })
}

fn ints(vals: &[i64], shape: &[usize], device: crate::Device) -> Result<Value> {
    let flat: Vec<Scalar> = vals.iter().map(|&v| Scalar::Int(v)).collect();
    Ok(Value::Tensor(ops::factory::tensor(
        &flat,
        shape,
        Some(DType::Int32),
        device,
    )?))
}

/// The deadline's stop, or LAPACK's failure as the caller's message.
fn failed(what: &str) -> crate::error::TorchError {
    match crate::limits::take_kernel_stop() {
        Err(e) => e,
        Ok(()) => runtime(format!("{what}: the algorithm failed to converge")),
    }
}

fn cholesky(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let upper = a.bool_or("upper", false)?;
    let (mut ls, mut infos) = (Vec::new(), Vec::new());
    for m in &b.mats {
        // Uᴴ·U = A is the lower factor of Aᴴ (the upper triangle read as the lower).
        let src = if upper { m.adjoint() } else { m.clone() };
        let (l, info) = zl::potrf(&src).ok_or_else(|| failed("linalg.cholesky"))?;
        ls.push(if upper { l.adjoint() } else { l });
        infos.push(info as i64);
    }
    let n = b.rows;
    Ok(Value::tuple(vec![
        matrices(&ls, &b, n, n, true)?,
        ints(&infos, &b.batch, b.device)?,
    ]))
}

fn eigh(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let upper = a.bool_or("upper", false)?;
    let (mut ls, mut vs) = (Vec::new(), Vec::new());
    for m in &b.mats {
        let (l, v) = zl::heev(m, upper).ok_or_else(|| failed("linalg.eigh"))?;
        ls.extend(l.into_iter().map(Z::real));
        vs.push(v);
    }
    let n = b.rows;
    Ok(Value::tuple(vec![
        vectors(&ls, &b, n, false)?,
        matrices(&vs, &b, n, n, true)?,
    ]))
}

fn svd(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let full = a.bool_or("full", false)?;
    let (m, n) = (b.rows, b.cols);
    let k = m.min(n);
    let (mut us, mut ss, mut vs) = (Vec::new(), Vec::new(), Vec::new());
    for x in &b.mats {
        let (u, s, vh) = zl::svd(x, full).ok_or_else(|| failed("linalg.svd"))?;
        us.push(u);
        ss.extend(s.into_iter().map(Z::real));
        vs.push(vh);
    }
    let (uc, vr) = if full { (m, n) } else { (k, k) };
    Ok(Value::tuple(vec![
        matrices(&us, &b, m, uc, true)?,
        vectors(&ss, &b, k, false)?,
        matrices(&vs, &b, vr, n, true)?,
    ]))
}

fn geqrf(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let k = b.rows.min(b.cols);
    let (mut fs, mut taus) = (Vec::new(), Vec::new());
    for m in &b.mats {
        let (f, t) = zl::qr_factor(m.clone()).ok_or_else(|| failed("geqrf"))?;
        fs.push(f);
        taus.extend(t);
    }
    Ok(Value::tuple(vec![
        matrices(&fs, &b, b.rows, b.cols, true)?,
        vectors(&taus, &b, k, true)?,
    ]))
}

fn householder(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let cols = a.i64("cols")?.unwrap_or(b.cols as i64).max(0) as usize;
    let tau = a.value("tau")?;
    let t = ComplexTensor::of(&tau).ok_or_else(|| type_error("zlinalg: tau"))?;
    let tv: Vec<Z> = t.values()?.into_iter().map(|(x, y)| Z::new(x, y)).collect();
    let k = t.shape().last().copied().unwrap_or(0);
    let mut qs = Vec::new();
    for (i, m) in b.mats.iter().enumerate() {
        let taus = &tv[i * k..(i + 1) * k];
        qs.push(zl::ung2r(m, taus, cols).ok_or_else(|| failed("householder_product"))?);
    }
    matrices(&qs, &b, b.rows, cols, true)
}

fn eig(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let want = a.bool_or("vectors", true)?;
    let n = b.rows;
    let (mut ls, mut vs) = (Vec::new(), Vec::new());
    for m in &b.mats {
        match zl::geev(m, want) {
            Ok((l, v)) => {
                ls.extend(l);
                vs.push(v);
            }
            Err(ops::hessenberg_qr::Failed::NoConvergence(i)) => {
                return Ok(Value::Int(i as i64));
            }
            Err(_) => return Err(failed("linalg.eig")),
        }
    }
    let vals = vectors(&ls, &b, n, true)?;
    if !want {
        return Ok(Value::tuple(vec![vals, Value::None]));
    }
    Ok(Value::tuple(vec![vals, matrices(&vs, &b, n, n, true)?]))
}

fn ldl(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, true)?;
    let hermitian = a.bool_or("hermitian", false)? && b.complex;
    let n = b.rows;
    let (mut lds, mut pivots, mut infos) = (Vec::new(), Vec::new(), Vec::new());
    for m in &b.mats {
        let mut f = zl::ldl(m, hermitian).ok_or_else(|| failed("linalg.ldl_factor"))?;
        // PyTorch returns the lower triangle only.
        for i in 0..n {
            for j in i + 1..n {
                f.ld.set(i, j, Z::default());
            }
        }
        lds.push(f.ld);
        pivots.extend(f.pivots);
        infos.push(f.info as i64);
    }
    let mut pshape = b.batch.clone();
    pshape.push(n);
    Ok(Value::tuple(vec![
        matrices(&lds, &b, n, n, b.complex)?,
        ints(&pivots, &pshape, b.device)?,
        ints(&infos, &b.batch, b.device)?,
    ]))
}

pub fn register(r: &mut Registry<FunctionFn>) {
    let topic = "complex linalg";
    r.add(topic, &["zlinalg_cholesky"], "A, upper=False", |_, a| {
        cholesky(a)
    });
    r.add(topic, &["zlinalg_eigh"], "A, upper=False", |_, a| eigh(a));
    r.add(topic, &["zlinalg_svd"], "A, full=False", |_, a| svd(a));
    r.add(topic, &["zlinalg_geqrf"], "A", |_, a| geqrf(a));
    r.add(
        topic,
        &["zlinalg_householder"],
        "A, tau, cols=None",
        |_, a| householder(a),
    );
    r.add(topic, &["zlinalg_eig"], "A, vectors=True", |_, a| eig(a));
    r.add(topic, &["zlinalg_ldl"], "A, hermitian=False", |_, a| ldl(a));
    register_more(r);
}

/// `linalg.qr`'s (Q, R) for `mode` reduced, complete or r (Q empty), column-major.
fn qr(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let mode = a.str("mode")?.unwrap_or_else(|| "reduced".into());
    let (m, n) = (b.rows, b.cols);
    let k = m.min(n);
    let (qc, rr) = if mode == "complete" { (m, m) } else { (k, k) };
    let (mut qs, mut rs) = (Vec::new(), Vec::new());
    for x in &b.mats {
        let (f, taus) = zl::qr_factor(x.clone()).ok_or_else(|| failed("linalg.qr"))?;
        let mut r = ZMat::zeros(rr, n);
        for i in 0..rr.min(m) {
            for j in i..n {
                r.set(i, j, f.at(i, j));
            }
        }
        rs.push(r);
        if mode != "r" {
            qs.push(zl::ung2r(&f, &taus, qc).ok_or_else(|| failed("linalg.qr"))?);
        }
    }
    let q = if mode == "r" {
        ComplexTensor::value(ops::zeros(&[0, 2], Some(b.real), b.device)?, false)
    } else {
        matrices(&qs, &b, m, qc, true)?
    };
    Ok(Value::tuple(vec![q, matrices(&rs, &b, rr, n, true)?]))
}

/// `linalg.lu_factor_ex`: (LU, pivots, info).
fn lu(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let k = b.rows.min(b.cols);
    let (mut lus, mut pivs, mut infos) = (Vec::new(), Vec::new(), Vec::new());
    for x in &b.mats {
        let (f, p, info) = zl::getrf(x).ok_or_else(|| failed("linalg.lu_factor"))?;
        lus.push(f);
        pivs.extend(p);
        infos.push(info as i64);
    }
    let mut pshape = b.batch.clone();
    pshape.push(k);
    Ok(Value::tuple(vec![
        matrices(&lus, &b, b.rows, b.cols, true)?,
        ints(&pivs, &pshape, b.device)?,
        ints(&infos, &b.batch, b.device)?,
    ]))
}

/// `M` with its triangle flipped and conjugated or not (`op` 'N', 'T' or 'H').
fn op_of(m: &ZMat, op: &str) -> ZMat {
    match op {
        "T" => {
            let mut t = m.adjoint();
            t.a.iter_mut().for_each(|z| *z = z.conj());
            t
        }
        "H" => m.adjoint(),
        _ => m.clone(),
    }
}

/// Triangular solves `op(A)·X = B` (same batch), column-major X: `upper` is A's triangle.
fn trsm(a: &Bound) -> Result<Value> {
    let am = batch_of(&a.value("A")?, false)?;
    let bm = batch_of(&a.value("B")?, false)?;
    let upper = a.bool_or("upper", false)?;
    let unit = a.bool_or("unit", false)?;
    let op = a.str("op")?.unwrap_or_else(|| "N".into());
    let flipped = op != "N";
    let xs: Vec<ZMat> = am
        .mats
        .iter()
        .zip(&bm.mats)
        .map(|(m, r)| zl::trsm(&op_of(m, &op), r, upper != flipped, unit))
        .collect();
    matrices(&xs, &bm, bm.rows, bm.cols, true)
}

/// `lu_solve` with the factors of `lu`: `A·X = B` (`adjoint`: `Aᴴ·X = B`), same batch.
fn lu_solve(a: &Bound) -> Result<Value> {
    let f = batch_of(&a.value("LU")?, false)?;
    let bm = batch_of(&a.value("B")?, false)?;
    let piv = ops::host::values(&a.tensor("pivots")?)?;
    let adjoint = a.bool_or("adjoint", false)?;
    let n = f.rows;
    let mut xs = Vec::new();
    for (i, (lu, rhs)) in f.mats.iter().zip(&bm.mats).enumerate() {
        let p: Vec<usize> = piv[i * n..(i + 1) * n]
            .iter()
            .map(|&v| (v as usize).saturating_sub(1).min(n.saturating_sub(1)))
            .collect();
        let mut x = rhs.clone();
        let swap = |x: &mut ZMat, r: usize, s: usize| {
            for c in 0..x.cols {
                let t = x.at(r, c);
                x.set(r, c, x.at(s, c));
                x.set(s, c, t);
            }
        };
        if adjoint {
            x = zl::trsm(&lu.adjoint(), &x, false, false);
            x = zl::trsm(&lu.adjoint(), &x, true, true);
            for r in (0..n).rev() {
                swap(&mut x, r, p[r]);
            }
        } else {
            for (r, &s) in p.iter().enumerate() {
                swap(&mut x, r, s);
            }
            x = zl::trsm(lu, &x, false, true);
            x = zl::trsm(lu, &x, true, false);
        }
        xs.push(x);
    }
    matrices(&xs, &bm, bm.rows, bm.cols, true)
}

/// `linalg.slogdet` from the LU: (sign, logabsdet), sign 0 and -inf when singular.
fn slogdet(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let (mut signs, mut logs) = (Vec::new(), Vec::new());
    for x in &b.mats {
        let (f, piv, _) = zl::getrf(x).ok_or_else(|| failed("linalg.slogdet"))?;
        let swaps = piv
            .iter()
            .enumerate()
            .filter(|(i, &p)| p as usize != i + 1)
            .count();
        let mut sign = Z::real(if swaps % 2 == 1 { -1.0 } else { 1.0 });
        let mut log = 0.0;
        for i in 0..b.rows {
            let u = f.at(i, i);
            let m = u.abs();
            if m == 0.0 {
                sign = Z::default();
                log = f64::NEG_INFINITY;
                break;
            }
            sign = sign * u.scale(1.0 / m);
            log += m.ln();
        }
        signs.push(sign);
        logs.push(Z::real(log));
    }
    let one = |v: &[Z], complex: bool| -> Result<Value> {
        let flat: Vec<Scalar> = v
            .iter()
            .flat_map(|z| {
                if complex {
                    vec![Scalar::Float(z.re), Scalar::Float(z.im)]
                } else {
                    vec![Scalar::Float(z.re)]
                }
            })
            .collect();
        packed(&flat, b.batch.clone(), &b, complex)
    };
    Ok(Value::tuple(vec![one(&signs, true)?, one(&logs, false)?]))
}

/// `linalg.matrix_exp`: scaling and squaring over a Taylor series, row-major.
fn matrix_exp(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let n = b.rows;
    let mut outs = Vec::new();
    for x in &b.mats {
        let norm = (0..n)
            .map(|j| (0..n).map(|i| x.at(i, j).abs()).sum::<f64>())
            .fold(0.0, f64::max);
        let s = if norm > 0.5 && norm.is_finite() {
            (norm / 0.5).log2().ceil().min(1000.0) as i32
        } else {
            0
        };
        let scaled = ZMat::from(n, n, x.a.iter().map(|z| z.scale(0.5f64.powi(s))).collect());
        let (mut sum, mut term) = (ZMat::eye(n), ZMat::eye(n));
        for k in 1..=30 {
            term = term.matmul(&scaled);
            term.a.iter_mut().for_each(|z| *z = z.scale(1.0 / k as f64));
            sum.a
                .iter_mut()
                .zip(&term.a)
                .for_each(|(p, q)| *p = *p + *q);
        }
        for _ in 0..s {
            sum = sum.matmul(&sum);
        }
        // Row-major: the transpose written column-major.
        outs.push(ZMat::from(
            n,
            n,
            (0..n * n).map(|k| sum.at(k % n, k / n)).collect(),
        ));
    }
    let v = matrices(&outs, &b, n, n, true)?;
    let z = ComplexTensor::of(&v).ok_or_else(|| runtime("matrix_exp"))?;
    let nd = b.batch.len() as i64;
    Ok(ComplexTensor::value(
        ops::view::transpose(&z.pairs, nd, nd + 1)?,
        false,
    ))
}

/// Matrices as a tensor of `batch + [rows, cols]`, row-major.
fn row_major(out: &[ZMat], b: &Batch, rows: usize, cols: usize) -> Result<Value> {
    let t: Vec<ZMat> = out.iter().map(|m| m.adjoint()).collect();
    let v = matrices(&t, b, cols, rows, true)?;
    let z = ComplexTensor::of(&v).ok_or_else(|| runtime("row_major"))?;
    let nd = b.batch.len() as i64;
    let p = ops::named::neg_(&ops::view::select(&z.pairs, -1, 1)?)
        .and_then(|_| ops::view::transpose(&z.pairs, nd, nd + 1))?;
    Ok(ComplexTensor::value(p, false))
}

/// `linalg.lu`: (P, L, U), each row-major.
fn lu_unpacked(a: &Bound) -> Result<Value> {
    let b = batch_of(&a.value("A")?, false)?;
    let (m, n) = (b.rows, b.cols);
    let k = m.min(n);
    let (mut ps, mut ls, mut us) = (Vec::new(), Vec::new(), Vec::new());
    for x in &b.mats {
        let (f, piv, _) = zl::getrf(x).ok_or_else(|| failed("linalg.lu"))?;
        let mut perm: Vec<usize> = (0..m).collect();
        for (i, &p) in piv.iter().enumerate() {
            perm.swap(i, p as usize - 1);
        }
        // A = P·L·U: row i of P·(L·U) is row perm⁻¹… P[perm[i], i] = 1.
        let mut p = ZMat::zeros(m, m);
        for (i, &r) in perm.iter().enumerate() {
            p.set(r, i, zl::ONE);
        }
        let mut l = ZMat::zeros(m, k);
        let mut u = ZMat::zeros(k, n);
        for i in 0..m {
            for j in 0..n {
                if i > j && j < k {
                    l.set(i, j, f.at(i, j));
                } else if i <= j && i < k {
                    u.set(i, j, f.at(i, j));
                }
            }
            if i < k {
                l.set(i, i, zl::ONE);
            }
        }
        ps.push(p);
        ls.push(l);
        us.push(u);
    }
    Ok(Value::tuple(vec![
        row_major(&ps, &b, m, m)?,
        row_major(&ls, &b, m, k)?,
        row_major(&us, &b, k, n)?,
    ]))
}

pub fn register_more(r: &mut Registry<FunctionFn>) {
    let topic = "complex linalg";
    r.add(topic, &["zlinalg_qr"], "A, mode='reduced'", |_, a| qr(a));
    r.add(topic, &["zlinalg_lu"], "A", |_, a| lu(a));
    r.add(topic, &["zlinalg_lu_unpacked"], "A", |_, a| lu_unpacked(a));
    r.add(
        topic,
        &["zlinalg_trsm"],
        "A, B, upper=False, unit=False, op='N'",
        |_, a| trsm(a),
    );
    r.add(
        topic,
        &["zlinalg_lu_solve"],
        "LU, pivots, B, adjoint=False",
        |_, a| lu_solve(a),
    );
    r.add(topic, &["zlinalg_slogdet"], "A", |_, a| slogdet(a));
    r.add(topic, &["zlinalg_matrix_exp"], "A", |_, a| matrix_exp(a));
}
