//! SLEEF's float32 `exp2f_u10`, `expm1f_u10`, `log1pf_u10` and `tanhf_u10` (AVX-512 build).

// SLEEF's constants are kept as its source writes them (they round to the same floats).
#![allow(clippy::excessive_precision)]

use super::df::{self, f2, F2};
use super::{fma, getexp, is_neg_zero, ldexp2, rint_i32, round_even, ALL_ONES_NAN};

const R_LN2: f32 = std::f32::consts::LOG2_E;
const L2U: f32 = 0.693_145_751_953_125;
const L2L: f32 = 1.428_606_765_330_187_045e-6;

/// `expk2f`: e^d for a float-float d, as a float-float (zero below -104).
fn expk2(d: F2) -> F2 {
    let q = rint_i32((d.x + d.y) * R_LN2);
    let qf = q as f32;
    let mut s = df::add2_2f(d, qf * -L2U);
    s = df::add2_2f(s, qf * -L2L);
    let mut u = 0.198_096_022_4e-3f32;
    u = fma(u, s.x, 0.139_425_648_4e-2);
    u = fma(u, s.x, 0.833_345_670_3e-2);
    u = fma(u, s.x, 0.416_663_736_1e-1);
    let mut t = df::add2_2f(df::mul_2f(s, u), 0.166_666_659_414_234_244_790_680_580_464);
    t = df::add2_2f(df::mul_22(s, t), 0.5);
    t = df::add2_22(s, df::mul_22(df::squ(s), t));
    t = df::add_f2(1.0, t);
    if d.x < -104.0 {
        return f2(0.0, 0.0);
    }
    f2(ldexp2(t.x, q), ldexp2(t.y, q))
}

/// `xexpm1f` (u10).
pub fn expm1f(a: f32) -> f32 {
    let d = df::add2_2f(expk2(f2(a, 0.0)), -1.0);
    let mut x = d.x + d.y;
    if a > 88.722_831_726_074_218_75 {
        x = f32::INFINITY;
    }
    if a < -16.635_532_333_438_687_426_013_570 {
        x = -1.0;
    }
    if is_neg_zero(a) {
        x = -0.0;
    }
    x
}

/// `xexp2f` (u10).
pub fn exp2f(d: f32) -> f32 {
    let r = round_even(d);
    let q = rint_i32(r);
    let s = d - r;
    let mut u = 0.153_592_089_2e-3f32;
    for c in [
        0.133_926_270_1e-2f32,
        0.961_838_476_4e-2,
        0.555_034_726_9e-1,
        0.240_226_447_6e+0,
        0.693_147_182_5e+0,
    ] {
        u = fma(u, s, c);
    }
    u = ldexp2(fma(u, s, 1.0), q);
    if d >= 128.0 {
        u = f32::INFINITY;
    }
    if d < -150.0 {
        u = 0.0;
    }
    u
}

/// `xlog1pf` (u10), the AVX-512 form (exponent by `getexp`).
pub fn log1pf(d: f32) -> f32 {
    let dp1 = d + 1.0;
    let mut e = getexp(dp1 * (1.0f32 / 0.75));
    if e == f32::INFINITY {
        e = 128.0;
    }
    let t = ldexp2(1.0, rint_i32(e).wrapping_neg());
    let m = fma(d, t, t - 1.0);
    let mut s = df::mul_2f(
        f2(0.693_147_182_464_599_609_38, -1.904_654_323_148_236_017e-9),
        e,
    );
    let x = df::div(f2(m, 0.0), df::add_ff(2.0, m));
    let x2 = x.x * x.x;
    let mut p = 0.302_729_487_4e+0f32;
    p = fma(p, x2, 0.399_610_817_4e+0);
    p = fma(p, x2, 0.666_669_488_0e+0);
    s = df::add_22(s, df::scale(x, 2.0));
    s = df::add_2f(s, x2 * x.x * p);
    let mut r = s.x + s.y;
    if d == f32::INFINITY {
        r = f32::INFINITY;
    }
    if -1.0 > d {
        r = f32::from_bits(ALL_ONES_NAN);
    }
    if d == -1.0 {
        r = f32::NEG_INFINITY;
    }
    if is_neg_zero(d) {
        r = -0.0;
    }
    r
}

/// AVX-512's `getmant` with the [0.75, 1.5) interval: the significand of a positive
/// finite `d` (subnormals normalized), halved when it is 1.5 or more.
pub(super) fn getmant_p75(d: f32) -> f32 {
    let e = getexp(d);
    let m = f32::from_bits((d.to_bits() & 0x807f_ffff) | 0x3f80_0000);
    let m = if d.to_bits() >> 23 == 0 {
        // Subnormal: scale the leading bit up to 1 (exact in double).
        (d as f64 * 2f64.powi(-(e as i32))) as f32
    } else {
        m
    };
    if m >= 1.5 {
        m * 0.5
    } else {
        m
    }
}

/// `xlogf_u1` (SLEEF's `logf_u10`), the AVX-512 form (`getexp`/`getmant`, the special
/// values by `fixupimm`: 0 gives -inf, a negative number NaN, +inf +inf).
pub fn logf(d: f32) -> f32 {
    if d.is_nan() {
        return f32::from_bits(d.to_bits() | 0x0040_0000);
    }
    if d == 0.0 {
        return f32::NEG_INFINITY;
    }
    if d < 0.0 {
        // fixupimm's "QNaN(src)": the input's bits under an all-ones exponent.
        return f32::from_bits(d.to_bits() | 0x7fc0_0000);
    }
    if d == f32::INFINITY {
        return d;
    }
    let mut e = getexp(d * (1.0f32 / 0.75));
    if e == f32::INFINITY {
        e = 128.0;
    }
    let m = getmant_p75(d);
    let mut s = df::mul_2f(
        f2(0.693_147_182_464_599_609_38, -1.904_654_323_148_236_017e-9),
        e,
    );
    let x = df::div(df::add2_ff(-1.0, m), df::add2_ff(1.0, m));
    let x2 = x.x * x.x;
    let mut t = 0.302_729_487_4e+0f32;
    t = fma(t, x2, 0.399_610_817_4e+0);
    t = fma(t, x2, 0.666_669_488_0e+0);
    s = df::add_22(s, df::scale(x, 2.0));
    s = df::add_2f(s, x2 * x.x * t);
    s.x + s.y
}

/// `xtanhf` (u10).
pub fn tanhf(x: f32) -> f32 {
    let a = x.abs();
    let d = expk2(f2(a, 0.0));
    let e = df::rec(d);
    let q = df::div(df::add_22(d, df::neg(e)), df::add_22(d, e));
    let mut y = q.x + q.y;
    if a > 8.664_339_742 || y.is_nan() {
        y = 1.0;
    }
    y = f32::from_bits(y.to_bits() ^ (x.to_bits() & 0x8000_0000));
    if x.is_nan() {
        return f32::from_bits(ALL_ONES_NAN);
    }
    y
}

/// SLEEF's `xexpf` (u10), lane by lane: the reduction by ln 2 in two fused steps, the
/// degree-6 polynomial by Horner's fused multiply-adds, the scale by 2^q in two halves.
// SLEEF's constants are kept as its source writes them (they round to the same floats).
#[allow(clippy::excessive_precision)]
pub fn expf(d: f32) -> f32 {
    const R_LN2: f32 = std::f32::consts::LOG2_E;
    const L2U: f32 = 0.693_145_751_953_125;
    const L2L: f32 = 1.428_606_765_330_187_045e-6;
    let q = round_even(d * R_LN2);
    let qi = if q.is_nan() { 0 } else { q as i32 };
    let qf = qi as f32;
    let s = fma(qf, -L2U, d);
    let s = fma(qf, -L2L, s);
    let mut u = 0.000_198_527_617_612_853_646_278_381f32;
    for c in [
        0.001_393_043_552_525_341_510_772_71f32,
        0.008_333_360_776_305_198_669_433_59,
        0.041_666_485_369_205_474_853_515_6,
        0.166_666_671_633_720_397_949_219,
        0.5,
    ] {
        u = fma(u, s, c);
    }
    u = 1.0 + fma(s * s, u, s);
    // vldexp2: two powers of two, each exact unless the result is subnormal.
    let half = qi >> 1;
    u = u * pow2(half) * pow2(qi - half);
    if d < -104.0 {
        return 0.0;
    }
    if d > 100.0 {
        return f32::INFINITY;
    }
    u
}

/// 2^e for the exponents `expf` scales by (|e| < 128).
fn pow2(e: i32) -> f32 {
    f32::from_bits(((e + 127).clamp(0, 255) as u32) << 23)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inputs and SLEEF's outputs (bits), read from PyTorch's own `Sleef_*f16_u10avx512f`.
    const X: [u32; 12] = [
        0x8000_0000,
        0x0da2_4260,
        0xc06c_cccd,
        0x3e99_999a,
        0x4020_0000,
        0xc170_0000,
        0x4220_0000,
        0x42af_cccd,
        0xbf7f_be77,
        0x33cc_02cd,
        0x7f61_b1e6,
        0x0000_02ca,
    ];

    fn check(f: fn(f32) -> f32, want: [u32; 12]) {
        for (x, w) in X.iter().zip(want) {
            let got = f(f32::from_bits(*x)).to_bits();
            assert_eq!(got, w, "input {x:#x}: {got:#x} vs {w:#x}");
        }
    }

    #[test]
    fn expm1f_matches_sleef() {
        check(
            expm1f,
            [
                0x8000_0000,
                0x0da2_4260,
                0xbf79_abb8,
                0x3eb3_20b2,
                0x4132_eb7f,
                0xbf7f_fffb,
                0x5c51_106a,
                0x7ee0_dcae,
                0xbf21_ba88,
                0x33cc_02ce,
                0x7f80_0000,
                0x0000_02ca,
            ],
        );
    }

    #[test]
    fn exp2f_matches_sleef() {
        check(
            exp2f,
            [
                0x3f80_0000,
                0x3f80_0000,
                0x3d9d_9623,
                0x3f9d_9624,
                0x40b5_04f3,
                0x3800_0000,
                0x5380_0000,
                0x6b6e_db51,
                0x3f00_16b8,
                0x3f80_0001,
                0x7f80_0000,
                0x3f80_0000,
            ],
        );
    }

    #[test]
    fn log1pf_matches_sleef() {
        check(
            log1pf,
            [
                0x8000_0000,
                0x0da2_4260,
                0xffff_ffff,
                0x3e86_549c,
                0x3fa0_5a89,
                0xffff_ffff,
                0x406d_ab2a,
                0x408f_99b3,
                0xc0dd_0c70,
                0x33cc_02cc,
                0x42b1_3196,
                0x0000_02ca,
            ],
        );
    }

    #[test]
    fn tanhf_matches_sleef() {
        check(
            tanhf,
            [
                0x8000_0000,
                0x0da2_4260,
                0xbf7f_afee,
                0x3e95_26ee,
                0x3f7c_92c1,
                0xbf80_0000,
                0x3f80_0000,
                0x3f80_0000,
                0xbf42_dc4a,
                0x33cc_02cd,
                0x3f80_0000,
                0x0000_02ca,
            ],
        );
    }

    #[test]
    fn logf_matches_sleef() {
        // (input, Sleef_logf16_u10's output) bits: a subnormal, the overflow of d / 0.75.
        for (x, w) in [
            (0x3f80_0000u32, 0x0000_0000u32),
            (0x3fc0_0000, 0x3ecf_991f),
            (0x4040_0000, 0x3f8c_9f54),
            (0x418a_0000, 0x4036_428e),
            (0x4580_0000, 0x4105_1592),
            (0x0001_16c2, 0xc2b8_34f2),
            (0x7f78_43b0, 0x42b1_6262),
            (0x3f3f_fffe, 0xbe93_4b16),
        ] {
            assert_eq!(logf(f32::from_bits(x)).to_bits(), w, "{x:#x}");
        }
        assert_eq!(logf(0.0), f32::NEG_INFINITY);
        assert_eq!(logf(f32::INFINITY), f32::INFINITY);
        assert!(logf(-1.0).is_nan());
    }
}
