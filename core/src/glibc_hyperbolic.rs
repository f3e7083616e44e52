//! The C library's inverse hyperbolic functions, step for step as glibc 2.36 computes
//! them (fdlibm's `s_asinh`, `e_acosh` and their float versions). ATen's `asinh` and
//! `acosh` have no vector kernel: each element is `std::asinh`/`std::acosh`, the C
//! library's, so these (not correctly rounded ones) agree with PyTorch. The logarithms
//! and square roots inside are the C library's too: Rust's `ln`/`ln_1p` call them on
//! native targets (wasm32 has musl's, a last-bit difference there).

const LN2_F32: f32 = std::f32::consts::LN_2;
const LN2_F64: f64 = std::f64::consts::LN_2;

/// float32 `asinh`: x itself below 2^-14, log|x| + ln 2 above 2^14, else a logarithm form
/// chosen at 2; the sign is put back at the end.
pub fn asinh_f32(x: f32) -> f32 {
    let ix = x.to_bits() & 0x7fff_ffff;
    if ix < 0x3800_0000 {
        return x;
    }
    let xa = x.abs();
    let w = if ix > 0x4700_0000 {
        if ix >= 0x7f80_0000 {
            return x + x;
        }
        xa.ln() + LN2_F32
    } else if ix > 0x4000_0000 {
        (2.0 * xa + 1.0 / ((xa * xa + 1.0).sqrt() + xa)).ln()
    } else {
        let t = xa * xa;
        (xa + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
    };
    w.copysign(x)
}

/// float64 `asinh`: the same steps with the high word's thresholds (2^-28, 2^28, 2).
pub fn asinh_f64(x: f64) -> f64 {
    let ix = (x.to_bits() >> 32) as u32 & 0x7fff_ffff;
    if ix < 0x3e30_0000 {
        return x;
    }
    let xa = x.abs();
    let w = if ix > 0x41b0_0000 {
        if ix >= 0x7ff0_0000 {
            return x + x;
        }
        xa.ln() + LN2_F64
    } else if ix > 0x4000_0000 {
        (2.0 * xa + 1.0 / ((xa * xa + 1.0).sqrt() + xa)).ln()
    } else {
        let t = xa * xa;
        (xa + t / (1.0 + (1.0 + t).sqrt())).ln_1p()
    };
    w.copysign(x)
}

/// float32 `acosh`: 0/0's NaN below 1 (and for -0.0's word), log x + ln 2 from 2^28,
/// exactly 0 at 1, else a logarithm form chosen at 2.
pub fn acosh_f32(x: f32) -> f32 {
    let hx = x.to_bits() as i32;
    if hx < 0x3f80_0000 {
        return zero_over_zero_f32(x);
    }
    if hx >= 0x4d80_0000 {
        if hx >= 0x7f80_0000 {
            return x + x;
        }
        return x.ln() + LN2_F32;
    }
    if hx == 0x3f80_0000 {
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

/// float64 `acosh`: the same steps on the high word (2^28 as the huge bound).
pub fn acosh_f64(x: f64) -> f64 {
    let hx = (x.to_bits() >> 32) as u32 as i32;
    if hx < 0x3ff0_0000 {
        return zero_over_zero_f64(x);
    }
    if hx >= 0x41b0_0000 {
        if hx >= 0x7ff0_0000 {
            return x + x;
        }
        return x.ln() + LN2_F64;
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

/// `(x - x) / (x - x)`, computed when called as the C library does: x86's default NaN
/// (sign bit set) for a finite x, the NaN itself for a NaN.
#[allow(clippy::eq_op)]
fn zero_over_zero_f32(x: f32) -> f32 {
    (x - x) / (x - x)
}

/// The float64 `(x - x) / (x - x)` (see `zero_over_zero_f32`).
#[allow(clippy::eq_op)]
fn zero_over_zero_f64(x: f64) -> f64 {
    (x - x) / (x - x)
}
