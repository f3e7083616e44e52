//! SLEEF's float64 `expm1_u10`, `sinh_u10` and `cosh_u10` (AVX-512 build), on double-double
//! numbers (`dd.h`'s operations in their fused forms, each `mul_add` rounded once).

// SLEEF's constants are kept as its source writes them (they round to the same floats).
#![allow(clippy::excessive_precision)]

#[derive(Clone, Copy)]
pub(super) struct D2 {
    pub x: f64,
    pub y: f64,
}

pub(super) const fn d2(x: f64, y: f64) -> D2 {
    D2 { x, y }
}

#[inline]
pub(super) fn fma(x: f64, y: f64, z: f64) -> f64 {
    x.mul_add(y, z)
}

/// `ddadd2_vd2_vd2_vd`
pub(super) fn add2_2d(x: D2, y: f64) -> D2 {
    let rx = x.x + y;
    let v = rx - x.x;
    d2(rx, (x.x - (rx - v)) + (y - v) + x.y)
}

/// `ddadd2_vd2_vd2_vd2`
fn add2_22(x: D2, y: D2) -> D2 {
    let rx = x.x + y.x;
    let v = rx - x.x;
    let ry = (x.x - (rx - v)) + (y.x - v);
    d2(rx, ry + (x.y + y.y))
}

/// `ddadd_vd2_vd_vd2`
pub(super) fn add_d2(x: f64, y: D2) -> D2 {
    let rx = x + y.x;
    d2(rx, ((x - rx) + y.x) + y.y)
}

/// `ddadd_vd2_vd2_vd2`
pub(super) fn add_22(x: D2, y: D2) -> D2 {
    let rx = x.x + y.x;
    d2(rx, (((x.x - rx) + y.x) + x.y) + y.y)
}

/// `ddsub_vd2_vd2_vd2`
fn sub_22(x: D2, y: D2) -> D2 {
    let rx = x.x - y.x;
    d2(rx, (((x.x - rx) - y.x) + x.y) - y.y)
}

/// `ddmul_vd2_vd2_vd`
pub(super) fn mul_2d(x: D2, y: f64) -> D2 {
    let rx = x.x * y;
    d2(rx, fma(x.y, y, fma(x.x, y, -rx)))
}

/// `ddmul_vd2_vd2_vd2`
pub(super) fn mul_22(x: D2, y: D2) -> D2 {
    let rx = x.x * y.x;
    d2(rx, fma(x.x, y.y, fma(x.y, y.x, fma(x.x, y.x, -rx))))
}

/// `ddsqu_vd2_vd2`
pub(super) fn squ(x: D2) -> D2 {
    let rx = x.x * x.x;
    d2(rx, fma(x.x + x.x, x.y, fma(x.x, x.x, -rx)))
}

/// `ddrec_vd2_vd2`
fn rec(d: D2) -> D2 {
    let qx = 1.0 / d.x;
    d2(qx, qx * fma(-d.y, qx, fma(-d.x, qx, 1.0)))
}

fn pow2i(q: i32) -> f64 {
    f64::from_bits((q.wrapping_add(0x3ff) as u64 as i64 as u64) << 52)
}

pub(super) fn ldexp2(d: f64, e: i32) -> f64 {
    d * pow2i(e >> 1) * pow2i(e - (e >> 1))
}

pub(super) fn rint_i32(x: f64) -> i32 {
    if x.is_nan() || !(-2_147_483_648.0..2_147_483_648.0).contains(&x) {
        i32::MIN
    } else {
        x as i32
    }
}

/// `expk2`: e^d for a double-double d (zero below -1000).
fn expk2(d: D2) -> D2 {
    const R_LN2: f64 = std::f64::consts::LOG2_E;
    const L2U: f64 = 0.693_147_180_559_662_956_511_601_805_686_950_683_593_75;
    const L2L: f64 = 0.282_352_905_630_315_771_225_884_481_750_134_360_255_254_120_68e-12;
    let dq = ((d.x + d.y) * R_LN2).round_ties_even();
    let q = rint_i32(dq);
    let mut s = add2_2d(d, dq * -L2U);
    s = add2_2d(s, dq * -L2L);
    // Estrin's scheme, as SLEEF's `POLY10` groups it.
    let (x, x2) = (s.x, squ(s));
    let x4 = squ(x2);
    let (x2, x4) = (x2.x, x4.x);
    let x8 = x4 * x4;
    let p4 = |a: f64, b: f64, c: f64, d: f64| fma(x2, fma(x, a, b), fma(x, c, d));
    let p8 = fma(
        x4,
        p4(
            0.250_523_002_378_264_446_5e-7,
            0.275_572_480_090_213_530_3e-6,
            0.275_573_189_238_604_437_3e-5,
            0.248_015_873_560_581_506_5e-4,
        ),
        p4(
            0.198_412_698_414_807_185_8e-3,
            0.138_888_888_888_676_325_5e-2,
            0.833_333_333_333_334_709_5e-2,
            0.416_666_666_666_666_990_5e-1,
        ),
    );
    let u = fma(
        x8,
        fma(
            x,
            0.160_247_221_970_993_207_2e-9,
            0.209_225_518_356_315_700_7e-8,
        ),
        p8,
    );
    let mut t = add2_2d(mul_2d(s, u), 0.166_666_666_666_666_657_4);
    t = add2_2d(mul_22(s, t), 0.5);
    t = add2_22(s, mul_22(squ(s), t));
    t = add_d2(1.0, t);
    if d.x < -1000.0 {
        return d2(0.0, 0.0);
    }
    d2(ldexp2(t.x, q), ldexp2(t.y, q))
}

/// `xexp` (u10): the reduction by ln 2 in two fused steps, the degree-10 polynomial in
/// Estrin's scheme (SLEEF's `POLY10`) finished by three Horner steps, the scale by 2^q in
/// two halves.
pub fn exp(d: f64) -> f64 {
    const R_LN2: f64 = std::f64::consts::LOG2_E;
    const L2U: f64 = 0.693_147_180_559_662_956_511_601_805_686_950_683_593_75;
    const L2L: f64 = 0.282_352_905_630_315_771_225_884_481_750_134_360_255_254_120_68e-12;
    let u = (d * R_LN2).round_ties_even();
    let q = rint_i32(u);
    let s = fma(u, -L2U, d);
    let s = fma(u, -L2L, s);
    let s2 = s * s;
    let s4 = s2 * s2;
    let s8 = s4 * s4;
    let p2 = |c1: f64, c0: f64| fma(s, c1, c0);
    let p4 = |c3, c2, c1, c0| fma(s2, p2(c3, c2), p2(c1, c0));
    let mut u = fma(
        s8,
        p2(
            0.208_127_637_823_716_445_7e-8,
            0.251_121_070_304_228_802_2e-7,
        ),
        fma(
            s4,
            p4(
                0.275_576_262_816_949_119_2e-6,
                0.275_572_340_202_538_823_9e-5,
                0.248_015_868_747_968_626_4e-4,
                0.198_412_698_985_586_585_0e-3,
            ),
            p4(
                0.138_888_888_891_449_779_7e-2,
                0.833_333_333_331_493_821_0e-2,
                0.416_666_666_666_660_259_8e-1,
                0.166_666_666_666_666_907_2e+0,
            ),
        ),
    );
    u = fma(u, s, 0.5);
    u = fma(u, s, 1.0);
    u = fma(u, s, 1.0);
    u = ldexp2(u, q);
    if d < -1000.0 {
        u = 0.0;
    }
    if d > 709.782_711_149_557_429_092_172_174_26 {
        u = f64::INFINITY;
    }
    u
}

/// AVX-512's `getexp` for a positive finite double (subnormals by their leading bit).
pub(super) fn getexp(d: f64) -> f64 {
    let bits = d.to_bits();
    let e = (bits >> 52) as i32;
    if e == 0 {
        return (63 - bits.leading_zeros() as i32 - 1074) as f64;
    }
    (e - 1023) as f64
}

/// `xlog_u1` (SLEEF's `log_u10`), the AVX-512 form (`getexp`/`getmant` with the [0.75, 1.5)
/// interval, the special values by `fixupimm`: 0 gives -inf, a negative number NaN).
pub fn log(d: f64) -> f64 {
    if d.is_nan() {
        return f64::from_bits(d.to_bits() | (1 << 51));
    }
    if d == 0.0 {
        return f64::NEG_INFINITY;
    }
    if d < 0.0 {
        // fixupimm's "QNaN(src)": the input's bits under an all-ones exponent.
        return f64::from_bits(d.to_bits() | 0x7ff8_0000_0000_0000);
    }
    if d == f64::INFINITY {
        return d;
    }
    let scaled = d * (1.0 / 0.75);
    let e = if scaled == f64::INFINITY {
        1024.0
    } else {
        getexp(scaled)
    };
    let ed = getexp(d);
    let mut m = if d.to_bits() >> 52 == 0 {
        // Subnormal: scale the leading bit up to 1 in two exact steps.
        d * 2f64.powi(-(ed as i32) - 60) * 2f64.powi(60)
    } else {
        f64::from_bits((d.to_bits() & 0x800f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000)
    };
    if m >= 1.5 {
        m *= 0.5;
    }
    let mut s = mul_2d(
        d2(
            // SLEEF's 0.693147180559945286226764, the same double.
            std::f64::consts::LN_2,
            2.319_046_813_846_299_558_417_771e-17,
        ),
        e,
    );
    let x = div(add2_dd(-1.0, m), add2_dd(1.0, m));
    let x2 = x.x * x.x;
    let x4 = x2 * x2;
    let x8 = x4 * x4;
    let p2 = |c1: f64, c0: f64| fma(x2, c1, c0);
    // SLEEF's `POLY7` in x², Estrin's grouping.
    let t = fma(
        x8,
        fma(
            x4,
            0.153_207_698_850_270_135_3e+0,
            p2(
                0.152_562_905_100_342_871_6e+0,
                0.181_860_593_293_778_599_6e+0,
            ),
        ),
        fma(
            x4,
            p2(
                0.222_221_451_983_938_000_9e+0,
                0.285_714_293_279_429_931_7e+0,
            ),
            p2(
                0.399_999_999_963_525_199_0e+0,
                0.666_666_666_666_733_354_1e+0,
            ),
        ),
    );
    s = add_22(s, d2(x.x * 2.0, x.y * 2.0));
    s = add_2d(s, x2 * x.x * t);
    s.x + s.y
}

/// `ddadd2_vd2_vd_vd`
pub(super) fn add2_dd(x: f64, y: f64) -> D2 {
    let rx = x + y;
    let v = rx - x;
    d2(rx, (x - (rx - v)) + (y - v))
}

/// `ddadd_vd2_vd2_vd`
fn add_2d(x: D2, y: f64) -> D2 {
    let rx = x.x + y;
    d2(rx, ((x.x - rx) + y) + x.y)
}

/// `dddiv_vd2_vd2_vd2`
pub(super) fn div(n: D2, d: D2) -> D2 {
    let t = 1.0 / d.x;
    let qx = n.x * t;
    let u = fma(t, n.x, -qx);
    let qy = fma(-d.y, t, fma(-d.x, t, 1.0));
    d2(qx, fma(qx, qy, fma(n.y, t, u)))
}

/// `xexpm1` (u10).
pub fn expm1(a: f64) -> f64 {
    let d = add2_2d(expk2(d2(a, 0.0)), -1.0);
    let mut x = d.x + d.y;
    if a > 709.782_712_893_383_996_732_223 {
        x = f64::INFINITY;
    }
    if a < -36.736_800_569_677_101_399_113_302_437 {
        x = -1.0;
    }
    if a.to_bits() == (-0.0f64).to_bits() {
        x = -0.0;
    }
    x
}

/// `xsinh` (u10).
pub fn sinh(x: f64) -> f64 {
    let d = expk2(d2(x.abs(), 0.0));
    let d = sub_22(d, rec(d));
    let mut y = (d.x + d.y) * 0.5;
    if x.abs() > 710.0 || y.is_nan() {
        y = f64::INFINITY;
    }
    y = f64::from_bits(y.to_bits() ^ (x.to_bits() & (1 << 63)));
    if x.is_nan() {
        return f64::from_bits(u64::MAX);
    }
    y
}

/// `xcosh` (u10).
pub fn cosh(x: f64) -> f64 {
    let d = expk2(d2(x.abs(), 0.0));
    let d = add_22(d, rec(d));
    let mut y = (d.x + d.y) * 0.5;
    if x.abs() > 710.0 || y.is_nan() {
        y = f64::INFINITY;
    }
    if x.is_nan() {
        return f64::from_bits(u64::MAX);
    }
    y
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Inputs and SLEEF's outputs (bits), read from PyTorch's own `Sleef_*d8_u10avx512f`.
    const X: [u64; 10] = [
        0x8000_0000_0000_0000,
        0x01a5_6e1f_c2f8_f359,
        0xc00d_9999_9999_999a,
        0x3fd3_3333_3333_3333,
        0x4004_0000_0000_0000,
        0xc044_0000_0000_0000,
        0x404b_e4c2_71bc_9213,
        0x4086_2d99_9999_999a,
        0xc085_e000_0000_0000,
        0x4072_7b46_f8e6_68b0,
    ];

    fn check(f: fn(f64) -> f64, want: [u64; 10]) {
        for (x, w) in X.iter().zip(want) {
            let got = f(f64::from_bits(*x)).to_bits();
            assert_eq!(got, w, "input {x:#x}: {got:#x} vs {w:#x}");
        }
    }

    #[test]
    fn expm1_sinh_cosh_match_sleef() {
        check(
            expm1,
            [
                0x8000_0000_0000_0000,
                0x01a5_6e1f_c2f8_f359,
                0xbfef_3577_01cb_c77e,
                0x3fd6_6416_3230_6a56,
                0x4026_5d6f_d931_e0bb,
                0xbff0_0000_0000_0000,
                0x44f6_604f_28d2_c6b3,
                0x7fed_75ae_7a50_ee14,
                0xbff0_0000_0000_0000,
                0x5a98_73be_4acf_eb46,
            ],
        );
        check(
            sinh,
            [
                0x8000_0000_0000_0000,
                0x01a5_6e1f_c2f8_f359,
                0xc034_3617_20f6_1b9f,
                0x3fd3_7d42_af54_b926,
                0x4018_3368_cdb0_b6d3,
                0xc37a_220d_3979_72eb,
                0x44e6_604f_28d2_c6b3,
                0x7fdd_75ae_7a50_ee14,
                0xfefd_945d_f4f8_ec8e,
                0x5a88_73be_4acf_eb46,
            ],
        );
        check(
            cosh,
            [
                0x3ff0_0000_0000_0000,
                0x3ff0_0000_0000_0000,
                0x4034_3c6b_68e7_bd63,
                0x3ff0_b9b4_e0b6_ec4c,
                0x4018_8776_e4b3_0aa3,
                0x437a_220d_3979_72eb,
                0x44e6_604f_28d2_c6b3,
                0x7fdd_75ae_7a50_ee14,
                0x7efd_945d_f4f8_ec8e,
                0x5a88_73be_4acf_eb46,
            ],
        );
    }

    #[test]
    fn exp_and_log_match_sleef() {
        // (input, Sleef_expd8_u10 / Sleef_logd8_u10's output) bits.
        for (x, w) in [
            (0x0u64, 0x3ff0_0000_0000_0000u64),
            (0xbfe0_0000_0000_0000, 0x3fe3_68b2_fc6f_960a),
            (0xc00a_6666_6666_6666, 0x3fa2_e259_bb85_be85),
            (0xc034_0000_0000_0000, 0x3e21_b486_55f3_7267),
            (0xc085_e000_0000_0000, 0x00d1_4f2b_0fb9_307f),
            (0x3ff4_0000_0000_0000, 0x400b_ec38_edb0_faf0),
            (0x4072_c800_0000_0000, 0x5b07_19c2_5b8f_5b4a),
            (0xbe11_2e0b_e826_d695, 0x3fef_ffff_ff76_8fa1),
        ] {
            assert_eq!(exp(f64::from_bits(x)).to_bits(), w, "exp {x:#x}");
        }
        for (x, w) in [
            (0x3ff0_0000_0000_0000u64, 0x0u64),
            (0x3ff8_0000_0000_0000, 0x3fd9_f323_ecbf_984c),
            (0x4008_0000_0000_0000, 0x3ff1_93ea_7aad_030b),
            (0x4031_4000_0000_0000, 0x4006_c851_bbab_187e),
            (0x40b0_0000_0000_0000, 0x4020_a2b2_3f3b_ab73),
            (0x2788, 0xc086_f9be_0f7c_ee66),
            (0x7fee_42d1_3077_3b76, 0x4086_2dd0_8fdc_6f88),
            (0x3fe7_ffff_fff2_4190, 0xbfd2_6962_1159_8213),
        ] {
            assert_eq!(log(f64::from_bits(x)).to_bits(), w, "log {x:#x}");
        }
    }
}
