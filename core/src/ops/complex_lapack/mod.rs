//! LAPACK's complex routines (`z*`), written out in double precision so the decompositions
//! take LAPACK's steps and so PyTorch's phases: the Householder reflector `zlarfg` (its
//! `beta` is real, which makes R's and the bidiagonal's entries real), Cholesky (`zpotf2`),
//! QR (`zgeqr2`, `zung2r`), Bunch-Kaufman LDLᵀ/LDLᴴ (`zsytf2`, `zhetf2`), the Hermitian
//! eigendecomposition (`zhetd2` then the real tridiagonal solver of `symmetric_eigen`), the
//! SVD (`zgebd2` then the real bidiagonal solver of `bidiagonal_svd`) and the general
//! eigendecomposition (`eig.rs`: `zgebal`, `zgehd2`, `zlahqr`, `ztrevc`). Matrices are
//! row-major `Vec<Z>`; a complex64 input is computed here in double precision and rounded
//! once by the caller. Every loop is metered with `lapack::stopped`.

mod eig;
mod factor;
mod spectral;

pub(crate) use eig::geev;
pub use factor::{getrf, ldl, potrf, qr_factor, trsm, ung2r, Ldl};
pub use spectral::{heev, svd};

use std::ops::{Add, Mul, Neg, Sub};

/// One complex number in double precision.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Z {
    pub re: f64,
    pub im: f64,
}

pub const ZERO: Z = Z { re: 0.0, im: 0.0 };
pub const ONE: Z = Z { re: 1.0, im: 0.0 };

impl Z {
    pub const fn new(re: f64, im: f64) -> Z {
        Z { re, im }
    }
    pub fn real(re: f64) -> Z {
        Z { re, im: 0.0 }
    }
    pub fn conj(self) -> Z {
        Z::new(self.re, -self.im)
    }
    /// `|z|` as `dlapy2`.
    pub fn abs(self) -> f64 {
        super::lapack::lapy2(self.re, self.im)
    }
    /// LAPACK's `cabs1`: `|re| + |im|`.
    pub fn abs1(self) -> f64 {
        self.re.abs() + self.im.abs()
    }
    pub fn scale(self, s: f64) -> Z {
        Z::new(self.re * s, self.im * s)
    }
    /// `zladiv`-style quotient (Smith's), for a nonzero divisor.
    pub fn quo(self, b: Z) -> Z {
        if b.re.abs() >= b.im.abs() {
            let r = b.im / b.re;
            let d = b.re + b.im * r;
            Z::new((self.re + self.im * r) / d, (self.im - self.re * r) / d)
        } else {
            let r = b.re / b.im;
            let d = b.re * r + b.im;
            Z::new((self.re * r + self.im) / d, (self.im * r - self.re) / d)
        }
    }
    pub fn is_finite(self) -> bool {
        self.re.is_finite() && self.im.is_finite()
    }
}

impl Add for Z {
    type Output = Z;
    fn add(self, b: Z) -> Z {
        Z::new(self.re + b.re, self.im + b.im)
    }
}

impl Sub for Z {
    type Output = Z;
    fn sub(self, b: Z) -> Z {
        Z::new(self.re - b.re, self.im - b.im)
    }
}

impl Mul for Z {
    type Output = Z;
    fn mul(self, b: Z) -> Z {
        Z::new(
            self.re * b.re - self.im * b.im,
            self.re * b.im + self.im * b.re,
        )
    }
}

impl Neg for Z {
    type Output = Z;
    fn neg(self) -> Z {
        Z::new(-self.re, -self.im)
    }
}

/// `dznrm2`: the 2-norm of a complex vector, scaled against overflow (both parts counted).
pub fn nrm2(x: &[Z]) -> f64 {
    let parts: Vec<f64> = x.iter().flat_map(|z| [z.re, z.im]).collect();
    super::lapack::nrm2(&parts)
}

/// `dlapy3`: `sqrt(x² + y² + z²)` without needless overflow.
fn lapy3(x: f64, y: f64, z: f64) -> f64 {
    let w = x.abs().max(y.abs()).max(z.abs());
    if w == 0.0 {
        return x.abs() + y.abs() + z.abs();
    }
    w * ((x / w).powi(2) + (y / w).powi(2) + (z / w).powi(2)).sqrt()
}

/// `zlarfg`: the reflector `H = I - tau·v·vᴴ` with `Hᴴ·[alpha; x] = [beta; 0]`, beta real;
/// `x` is overwritten by `v` past its leading 1. Returns (beta, tau). A lone complex
/// `alpha` is still reflected onto the real axis (tau nonzero), as LAPACK does.
pub fn larfg(alpha: Z, x: &mut [Z]) -> (Z, Z) {
    let xnorm = nrm2(x);
    if xnorm == 0.0 && alpha.im == 0.0 {
        return (alpha, ZERO);
    }
    let beta = -super::lapack::sign(lapy3(alpha.re, alpha.im, xnorm), alpha.re);
    let tau = Z::new((beta - alpha.re) / beta, -alpha.im / beta);
    let scal = ONE.quo(alpha - Z::real(beta));
    x.iter_mut().for_each(|v| *v = scal * *v);
    (Z::real(beta), tau)
}

/// A row-major complex matrix.
#[derive(Clone, Debug)]
pub struct ZMat {
    pub rows: usize,
    pub cols: usize,
    pub a: Vec<Z>,
}

impl ZMat {
    pub fn zeros(rows: usize, cols: usize) -> ZMat {
        ZMat {
            rows,
            cols,
            a: vec![ZERO; rows * cols],
        }
    }
    pub fn eye(n: usize) -> ZMat {
        let mut m = ZMat::zeros(n, n);
        (0..n).for_each(|i| m.a[i * n + i] = ONE);
        m
    }
    pub fn from(rows: usize, cols: usize, a: Vec<Z>) -> ZMat {
        ZMat { rows, cols, a }
    }
    pub fn at(&self, r: usize, c: usize) -> Z {
        self.a[r * self.cols + c]
    }
    pub fn set(&mut self, r: usize, c: usize, v: Z) {
        self.a[r * self.cols + c] = v;
    }
    /// `self · b`, where `b` may be real (`Real`) or complex.
    pub fn matmul(&self, b: &ZMat) -> ZMat {
        let mut out = ZMat::zeros(self.rows, b.cols);
        for i in 0..self.rows {
            if super::lapack::stopped(self.cols * b.cols) {
                break;
            }
            for k in 0..self.cols {
                let x = self.at(i, k);
                if x != ZERO {
                    for j in 0..b.cols {
                        out.a[i * b.cols + j] = out.a[i * b.cols + j] + x * b.at(k, j);
                    }
                }
            }
        }
        out
    }
    /// The conjugate transpose.
    pub fn adjoint(&self) -> ZMat {
        let mut out = ZMat::zeros(self.cols, self.rows);
        for i in 0..self.rows {
            for j in 0..self.cols {
                out.set(j, i, self.at(i, j).conj());
            }
        }
        out
    }
    /// A real row-major matrix as a complex one.
    pub fn of_real(rows: usize, cols: usize, a: &[f64]) -> ZMat {
        ZMat::from(rows, cols, a.iter().map(|&x| Z::real(x)).collect())
    }
    /// `C[r0.., c0..] := (I - tau·v·vᴴ)·C[r0.., c0..]` (`zlarf('L')`; pass `conj(tau)` for
    /// `Hᴴ`).
    pub fn reflect_left(&mut self, v: &[Z], tau: Z, r0: usize, c0: usize) {
        if tau == ZERO {
            return;
        }
        for c in c0..self.cols {
            let w = (r0..self.rows).fold(ZERO, |s, r| s + v[r - r0].conj() * self.at(r, c));
            let tw = tau * w;
            for r in r0..self.rows {
                let x = self.at(r, c) - v[r - r0] * tw;
                self.set(r, c, x);
            }
        }
    }
    /// `C[r0.., c0..] := C[r0.., c0..]·(I - tau·v·vᴴ)` (`zlarf('R')`).
    pub fn reflect_right(&mut self, v: &[Z], tau: Z, r0: usize, c0: usize) {
        if tau == ZERO {
            return;
        }
        for r in r0..self.rows {
            let w = (c0..self.cols).fold(ZERO, |s, c| s + self.at(r, c) * v[c - c0]);
            let tw = tau * w;
            for c in c0..self.cols {
                let x = self.at(r, c) - tw * v[c - c0].conj();
                self.set(r, c, x);
            }
        }
    }
}

/// The product `H(0)·H(1)·…` of reflectors (start row, vector with its leading 1, tau) as
/// an n×n matrix.
pub(crate) fn reflector_product(hs: &[(usize, Vec<Z>, Z)], n: usize) -> ZMat {
    let mut q = ZMat::eye(n);
    for (r0, v, tau) in hs.iter().rev() {
        if super::lapack::stopped(2 * n * (n - r0)) {
            break;
        }
        q.reflect_left(v, *tau, *r0, 0);
    }
    q
}

#[cfg(test)]
mod tests;
