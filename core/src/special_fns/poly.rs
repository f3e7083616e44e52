//! The orthogonal polynomials of `torch.special` (Chebyshev T/U/V/W and their shifted forms,
//! Hermite H/He, Laguerre L, Legendre P) and the Hurwitz zeta, ported from ATen's
//! `*_forward` functions and `zeta` in `aten/src/ATen/native/Math.h`. The degree arrives in
//! the tensor's float type and is truncated to an int64 as x86-64 does (`cvttsd2si`: NaN,
//! infinities and values past the range give i64::MIN, so the polynomial is 0). The
//! three-term recurrences fuse their products as GCC contracts them in PyTorch's build.

// The fits' coefficients as ATen writes them, digit for digit.
#![allow(clippy::excessive_precision)]

use crate::element::Float;
use crate::special_fns::{MACHEP, ZETA_BERNOULLI};

fn c<T: Float>(v: f64) -> T {
    T::from_f64(v)
}

fn f<T: Float>(k: i64) -> T {
    T::from_i64(k)
}

/// `static_cast<int64_t>(n)` on x86-64.
pub(super) fn degree<T: Float>(n: T) -> i64 {
    let v = n.to_f64();
    if v.is_nan() || !(-9.223_372_036_854_775_808e18..9.223_372_036_854_775_808e18).contains(&v) {
        i64::MIN
    } else {
        v as i64
    }
}

// Degrees reach i64::MAX (`degree` clamps only what no int64 holds); ATen's `n + 1` and
// `n + n + 1` wrap there in its int64 arithmetic, and so do ours (a debug build's overflow
// check found them).

/// Every 2**16 steps of a recurrence, whether the host wants the kernel stopped (deadline,
/// Ctrl-C): a degree of 2**62 runs for centuries, in PyTorch too, and the playground must
/// still be able to stop it. The kernel then fails (`limits::take_kernel_stop`).
#[inline]
fn stopped(k: i64) -> bool {
    k & 0xffff == 0 && crate::limits::kernel_work(1 << 16)
}

/// `r = two_x * q - p` from `(p, q)` for degrees `from..=n`, stopping at a NaN as ATen does.
fn recur<T: Float>(two_x: T, mut p: T, mut q: T, from: i64, n: i64) -> T {
    let mut r = q;
    let mut k = from;
    while k <= n && !q.is_nan() && !stopped(k) {
        r = two_x.mul_add(q, -p);
        p = q;
        q = r;
        k += 1;
    }
    r
}

fn odd<T: Float>(n: i64, even: T, odd: T) -> T {
    if n % 2 == 0 {
        even
    } else {
        odd
    }
}

pub(super) fn chebyshev_t<T: Float>(x: T, n: i64) -> T {
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ONE {
        return even_or_odd_at_one(x, n);
    }
    if n > 6 && x.abs() < T::ONE {
        return (f::<T>(n) * x.acos()).cos();
    }
    match n {
        0 => T::ONE,
        1 => x,
        _ => recur(x + x, T::ONE, x, 2, n),
    }
}

pub(super) fn chebyshev_u<T: Float>(x: T, n: i64) -> T {
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ONE {
        return if x > T::ZERO || n % 2 == 0 {
            f(n.wrapping_add(1))
        } else {
            -f::<T>(n.wrapping_add(1))
        };
    }
    if n > 8 && x.abs() < T::ONE {
        let th = x.acos();
        if th.sin() != T::ZERO {
            return (f::<T>(n.wrapping_add(1)) * th).sin() / th.sin();
        }
        return f::<T>(n.wrapping_add(1)) * (f::<T>(n.wrapping_add(1)) * th).cos() / x;
    }
    match n {
        0 => T::ONE,
        1 => x + x,
        _ => recur(x + x, T::ONE, x + x, 2, n),
    }
}

pub(super) fn chebyshev_v<T: Float>(x: T, n: i64) -> T {
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ONE {
        if x > T::ZERO {
            return T::ONE;
        }
        return odd(
            n,
            f(n.wrapping_mul(2).wrapping_add(1)),
            -f::<T>(n.wrapping_mul(2).wrapping_add(1)),
        );
    }
    if n > 8 && x.abs() < T::ONE {
        let th = x.acos();
        if (th / c(2.0)).sin() != T::ONE {
            return ((f::<T>(n) + c(0.5)) * th).cos() / (th / c(2.0)).cos();
        }
        return odd(
            n,
            f(n.wrapping_mul(2).wrapping_add(1)),
            -f::<T>(n.wrapping_mul(2).wrapping_add(1)),
        );
    }
    match n {
        0 => T::ONE,
        1 => x + x - T::ONE,
        _ => recur(x + x, T::ONE, x + x - T::ONE, 2, n),
    }
}

pub(super) fn chebyshev_w<T: Float>(x: T, n: i64) -> T {
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ONE {
        if x > T::ZERO {
            return f(n.wrapping_mul(2).wrapping_add(1));
        }
        return odd(n, T::ONE, -T::ONE);
    }
    if n > 8 && x.abs() < T::ONE {
        let th = x.acos();
        if (th / c(2.0)).cos() != T::ONE {
            return ((f::<T>(n) + c(0.5)) * th).sin() / (th / c(2.0)).sin();
        }
        if x > T::ZERO {
            return f(n.wrapping_mul(2).wrapping_add(1));
        }
        return odd(n, T::ONE, -T::ONE);
    }
    match n {
        0 => T::ONE,
        1 => x + x + T::ONE,
        _ => recur(x + x, T::ONE, x + x + T::ONE, 2, n),
    }
}

/// The shifted Chebyshev polynomials: the plain ones at `2x - 1`, with their own special
/// points (`x` = 0 and 1) and thresholds, as ATen writes them. `kind` is T, U, V or W.
pub(super) fn shifted_chebyshev<T: Float>(kind: char, x: T, n: i64) -> T {
    if n < 0 {
        return T::ZERO;
    }
    let y = x + x - T::ONE;
    let (n1, n21) = (
        f::<T>(n.wrapping_add(1)),
        f::<T>(n.wrapping_mul(2).wrapping_add(1)),
    );
    if x == T::ONE {
        return match kind {
            'U' => n1,
            'W' => n21,
            _ => T::ONE,
        };
    }
    if x == T::ZERO {
        return match kind {
            'U' => odd(n, n1, -n1),
            'V' => odd(n, n21, -n21),
            _ => odd(n, T::ONE, -T::ONE),
        };
    }
    let trig_from = if kind == 'W' { 4 } else { 6 };
    if n > trig_from && y.abs() < T::ONE {
        let th = y.acos();
        let half = th / c(2.0);
        let nh = f::<T>(n) + c(0.5);
        return match kind {
            'T' => (f::<T>(n) * th).cos(),
            'U' if th.sin() != T::ZERO => (n1 * th).sin() / th.sin(),
            'U' => n1 * (n1 * th).cos() / y,
            'V' if half.sin() != T::ONE => (nh * th).cos() / half.cos(),
            'V' => odd(n, n21, -n21),
            _ if half.cos() != T::ONE => (nh * th).sin() / half.sin(),
            _ => odd(n, T::ONE, -T::ONE),
        };
    }
    let first = match kind {
        'T' => y,
        'U' => y + y,
        'V' => y + y - T::ONE,
        _ => y + y + T::ONE,
    };
    match n {
        0 => T::ONE,
        1 => first,
        _ => recur(y + y, T::ONE, first, 2, n),
    }
}

/// The degree past which ATen's Hermite polynomials give NaN.
fn hermite_limit<T: Float>() -> i64 {
    if std::mem::size_of::<T>() == 4 {
        128
    } else {
        512
    }
}

/// `hermite_polynomial_h_forward`: a NaN or infinite degree counts as -1 (so 0).
pub(super) fn hermite_h<T: Float>(x: T, n: T) -> T {
    let n = if n.is_finite() { degree(n) } else { -1 };
    match n {
        _ if n < 0 => T::ZERO,
        0 => T::ONE,
        1 => x + x,
        _ if n > hermite_limit::<T>() => T::NAN,
        _ => {
            let (mut p, mut q, mut r) = (T::ONE, x + x, T::ZERO);
            let mut k = 2;
            while k < n + n && !stopped(k / 2) {
                r = (x + x).mul_add(q, -(f::<T>(k) * p));
                p = q;
                q = r;
                k += 2;
            }
            r
        }
    }
}

pub(super) fn hermite_he<T: Float>(x: T, n: i64) -> T {
    match n {
        _ if n < 0 => T::ZERO,
        0 => T::ONE,
        1 => x,
        _ if n > hermite_limit::<T>() => T::NAN,
        _ => {
            let (mut p, mut q, mut r) = (T::ONE, x, x);
            for k in 1..n {
                if stopped(k) {
                    break;
                }
                r = x.mul_add(q, -(f::<T>(k) * p));
                p = q;
                q = r;
            }
            r
        }
    }
}

pub(super) fn laguerre_l<T: Float>(x: T, n: i64) -> T {
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ZERO || n == 0 {
        return T::ONE;
    }
    let (mut p, mut q) = (T::ONE, T::ONE - x);
    let mut r = q;
    let mut k = 1;
    while k < n && !q.is_nan() && !stopped(k) {
        let a = f::<T>(k + k) + (T::ONE - x);
        r = a.mul_add(q, -(f::<T>(k) * p)) / f(k + 1);
        p = q;
        q = r;
        k += 1;
    }
    r
}

pub(super) fn legendre_p<T: Float>(x: T, n: i64) -> T {
    if n < 0 {
        return T::ZERO;
    }
    if x.abs() == T::ONE {
        return even_or_odd_at_one(x, n);
    }
    if n == 0 {
        return T::ONE;
    }
    let (mut p, mut q) = (T::ONE, x);
    let mut r = q;
    let mut k = 1;
    while k < n && !q.is_nan() && !stopped(k) {
        r = (f::<T>(k + k + 1) * x).mul_add(q, -(f::<T>(k) * p)) / f(k + 1);
        p = q;
        q = r;
        k += 1;
    }
    r
}

/// ATen's `zeta(x, q)` (Cephes' Euler-Maclaurin sum), accumulated in double for float32 as
/// ATen's CPU accumulate type is; only the first power is the type's own `pow`.
pub(super) fn zeta<T: Float>(x: T, q: T) -> T {
    let (xd, qd) = (x.to_f64(), q.to_f64());
    if xd == 1.0 {
        return T::INFINITY;
    }
    if xd < 1.0 {
        return T::NAN;
    }
    if qd <= 0.0 {
        if qd == qd.floor() {
            return T::INFINITY;
        }
        if xd != xd.floor() {
            return T::NAN;
        }
    }
    let mut s = q.powf(-x).to_f64();
    let mut a = qd;
    let mut b = 0.0f64;
    let mut i = 0;
    while i < 9 || a <= 9.0 {
        i += 1;
        a += 1.0;
        b = a.powf(-xd);
        s += b;
        if -MACHEP * s < b && b < MACHEP * s {
            return T::from_f64(s);
        }
    }
    let w = a;
    s += b * w / (xd - 1.0);
    s = (-0.5f64).mul_add(b, s);
    let mut a = 1.0f64;
    let mut k = 0.0f64;
    for coef in ZETA_BERNOULLI {
        a *= xd + k;
        b /= w;
        let t = a * b / coef;
        s += t;
        if (t / s).abs() < MACHEP {
            return T::from_f64(s);
        }
        k += 1.0;
        a *= xd + k;
        b /= w;
        k += 1.0;
    }
    T::from_f64(s)
}

/// A polynomial of parity n at x = +-1, where its value is 1 (T_n and P_n): -1 at x = -1
/// for odd n.
fn even_or_odd_at_one<T: Float>(x: T, n: i64) -> T {
    if x > T::ZERO || n % 2 == 0 {
        T::ONE
    } else {
        -T::ONE
    }
}
