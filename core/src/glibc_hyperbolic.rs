//! The C library's inverse hyperbolic functions, step for step as glibc 2.36 computes
//! them (fdlibm's `s_asinh`, `e_acosh` and their float versions). ATen's `asinh` and
//! `acosh` have no vector kernel: each element is `std::asinh`/`std::acosh`, the C
//! library's, so these (not correctly rounded ones) agree with PyTorch. The logarithms
//! and square roots inside are the C library's too: Rust's `ln`/`ln_1p` call them on
//! native targets (wasm32 has musl's, a last-bit difference there).

/// `asinh` and `acosh` for one width. The thresholds compare the word that holds the sign
/// and exponent (float32's whole word, float64's high word) as fdlibm does:
/// `tiny`/`huge`/`two` for asinh (x itself below tiny, log|x| + ln 2 above huge, the
/// logarithm form switching at 2), `acosh_huge` for acosh's log x + ln 2 branch.
macro_rules! inverse_hyperbolic {
    ($asinh:ident, $acosh:ident, $nan:ident, $t:ty, $high:expr, $tiny:expr, $huge:expr,
     $acosh_huge:expr, $one:expr, $inf:expr) => {
        pub fn $asinh(x: $t) -> $t {
            let ix = $high(x) & 0x7fff_ffff;
            if ix < $tiny {
                return x;
            }
            let xa = x.abs();
            let w = if ix > $huge {
                if ix >= $inf {
                    return x + x;
                }
                xa.ln() + (std::f64::consts::LN_2 as $t)
            } else if ix > 0x4000_0000 {
                (2.0 * xa + 1.0 / ((xa * xa + 1.0).sqrt() + xa)).ln()
            } else {
                let t = xa * xa;
                (xa + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
            };
            w.copysign(x)
        }

        /// 0/0's NaN below 1 (the sign bit alone makes a negative word small), exactly 0 at
        /// 1, else as asinh's branches.
        pub fn $acosh(x: $t) -> $t {
            let hx = $high(x) as i32;
            if hx < $one {
                return $nan(x);
            }
            if hx >= $acosh_huge {
                if hx >= $inf {
                    return x + x;
                }
                return x.ln() + (std::f64::consts::LN_2 as $t);
            }
            if x == 1.0 {
                return 0.0;
            }
            if hx > 0x4000_0000 {
                let t = x * x;
                (2.0 * x - 1.0 / (x + (t - 1.0).sqrt())).ln()
            } else {
                let t = x - 1.0;
                (t + (2.0 * t + t * t).sqrt()).ln_1p()
            }
        }

        /// `(x - x) / (x - x)`, computed when called as the C library does: x86's default
        /// NaN (sign bit set) for a finite x, the NaN itself for a NaN.
        #[allow(clippy::eq_op)]
        fn $nan(x: $t) -> $t {
            (x - x) / (x - x)
        }
    };
}

inverse_hyperbolic!(
    asinh_f32,
    acosh_f32,
    zero_over_zero_f32,
    f32,
    |x: f32| x.to_bits(),
    0x3800_0000, // 2^-14
    0x4700_0000, // 2^14
    0x4d80_0000, // 2^28
    0x3f80_0000,
    0x7f80_0000
);
inverse_hyperbolic!(
    asinh_f64,
    acosh_f64,
    zero_over_zero_f64,
    f64,
    |x: f64| (x.to_bits() >> 32) as u32,
    0x3e30_0000, // 2^-28
    0x41b0_0000, // 2^28
    0x41b0_0000, // 2^28
    0x3ff0_0000,
    0x7ff0_0000
);
