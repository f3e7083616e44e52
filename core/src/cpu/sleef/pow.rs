//! SLEEF's `powf_u10` and `pow_u10` (`xpowf`/`xpow` of its AVX-512 build), a port of SLEEF
//! (Boost Software License 1.0, as the other modules here): |x|^y as `exp(log|x| * y)` on
//! float-float (double-double) numbers, then SLEEF's selects for the signs and the edges
//! (negative bases, ±0, ±inf, NaN). ATen's `Vectorized<float/double>::pow` is this
//! function; the scalar half of its loops is the C library's `powf`/`pow`.

// SLEEF's constants are kept as its source writes them (they round to the same floats).
#![allow(clippy::excessive_precision)]

use super::df::{self, f2, F2};
use super::exp_f32::getmant_p75;
use super::exp_f64::{self as dd, d2, D2};
use super::{fma, getexp, rint_i32};

/// `logkf`: log(d) for a positive finite d as a float-float (the AVX-512 form: exponent by
/// `getexp`, significand in [0.75, 1.5) by `getmant`).
fn logkf(d: f32) -> F2 {
    let mut e = getexp(d * (1.0f32 / 0.75));
    if e == f32::INFINITY {
        e = 128.0;
    }
    let m = getmant_p75(d);
    let x = df::div(df::add2_ff(-1.0, m), df::add2_ff(1.0, m));
    let x2 = df::squ(x);
    let mut t = 0.240_320_354_700_088_500_976_562f32;
    t = fma(t, x2.x, 0.285_112_679_004_669_189_453_125);
    t = fma(t, x2.x, 0.400_007_992_982_864_379_882_812);
    let c = f2(
        0.666_666_626_930_236_816_406_25,
        3.691_838_612_596_143_320_843_11e-9,
    );
    let mut s = df::mul_2f(
        f2(0.693_147_182_464_599_609_38, -1.904_654_323_148_236_017e-9),
        e,
    );
    s = df::add_22(s, df::scale(x, 2.0));
    let x3 = df::mul_22(x2, x);
    df::add_22(s, df::mul_22(x3, df::add2_22(df::mul_2f(x2, t), c)))
}

/// `vldexp_vf_vf_vi2`: x * 2^q in five steps, each exact unless the result is subnormal
/// (integer steps wrap as the vector ones do).
fn ldexpf(x: f32, q: i32) -> f32 {
    let mut m = q >> 31;
    m = ((m.wrapping_add(q) >> 6).wrapping_sub(m)) << 4;
    let q = q.wrapping_sub(m << 2);
    m = m.wrapping_add(0x7f).clamp(0, 0xff);
    let u = f32::from_bits((m as u32) << 23);
    let x = x * u * u * u * u;
    x * f32::from_bits((q.wrapping_add(0x7f) as u32) << 23)
}

/// `expkf`: e^(d.x + d.y) rounded to a float (zero below -104).
fn expkf(d: F2) -> f32 {
    const R_LN2: f32 = std::f32::consts::LOG2_E;
    const L2U: f32 = 0.693_145_751_953_125;
    const L2L: f32 = 1.428_606_765_330_187_045e-6;
    let q = rint_i32((d.x + d.y) * R_LN2);
    let qf = q as f32;
    let mut s = df::add2_2f(d, qf * -L2U);
    s = df::add2_2f(s, qf * -L2L);
    s = df::normalize(s);
    let mut u = 0.001_363_246_468_827_128_410_339_36f32;
    u = fma(u, s.x, 0.008_365_969_173_610_210_418_701_17);
    u = fma(u, s.x, 0.041_671_082_377_433_776_855_468_8);
    u = fma(u, s.x, 0.166_665_524_244_308_471_679_688);
    u = fma(u, s.x, 0.499_999_850_988_388_061_523_438);
    let t = df::add_22(s, df::mul_2f(df::squ(s), u));
    let t = df::add_f2(1.0, t);
    if d.x < -104.0 {
        return 0.0;
    }
    ldexpf(t.x + t.y, q)
}

/// `vmulsign`: x with its sign flipped where y's sign bit is set.
fn mulsignf(x: f32, y: f32) -> f32 {
    f32::from_bits(x.to_bits() ^ (y.to_bits() & 0x8000_0000))
}

/// What SLEEF's closing selects need of a float type: they are the same in `xpowf` and
/// `xpow`, while the kernels before them differ (float-float against double-double).
trait Selects: Copy + PartialOrd + std::ops::Sub<Output = Self> + std::ops::Neg<Output = Self> {
    const ZERO: Self;
    const ONE: Self;
    const INF: Self;
    /// SLEEF's quiet NaN (`result * NaN` with the NaN operand).
    const QUIET_NAN: Self;
    /// The NaN x86's `vpternlog` makes (every bit set).
    const ALL_ONES: Self;
    fn is_nan(self) -> bool;
    fn is_infinite(self) -> bool;
    fn abs(self) -> Self;
    fn sign_bit(self) -> bool;
    /// `vmulsign`: self with its sign flipped where y's sign bit is set.
    fn mulsign(self, y: Self) -> Self;
}

impl Selects for f32 {
    const ZERO: f32 = 0.0;
    const ONE: f32 = 1.0;
    const INF: f32 = f32::INFINITY;
    const QUIET_NAN: f32 = f32::from_bits(0x7fc0_0000);
    const ALL_ONES: f32 = f32::from_bits(super::ALL_ONES_NAN);
    fn is_nan(self) -> bool {
        f32::is_nan(self)
    }
    fn is_infinite(self) -> bool {
        f32::is_infinite(self)
    }
    fn abs(self) -> f32 {
        f32::abs(self)
    }
    fn sign_bit(self) -> bool {
        self.to_bits() >> 31 == 1
    }
    fn mulsign(self, y: f32) -> f32 {
        mulsignf(self, y)
    }
}

impl Selects for f64 {
    const ZERO: f64 = 0.0;
    const ONE: f64 = 1.0;
    const INF: f64 = f64::INFINITY;
    const QUIET_NAN: f64 = f64::from_bits(0x7ff8_0000_0000_0000);
    const ALL_ONES: f64 = f64::from_bits(u64::MAX);
    fn is_nan(self) -> bool {
        f64::is_nan(self)
    }
    fn is_infinite(self) -> bool {
        f64::is_infinite(self)
    }
    fn abs(self) -> f64 {
        f64::abs(self)
    }
    fn sign_bit(self) -> bool {
        self.to_bits() >> 63 == 1
    }
    fn mulsign(self, y: f64) -> f64 {
        mulsign(self, y)
    }
}

/// SLEEF's selects after the kernel: the signs of negative bases, the edges (±0, ±inf,
/// infinite exponents, NaN), and `y == 0 || x == 1` last. `result` is the kernel's value,
/// or inf where the kernel did not apply.
fn selects<F: Selects>(x: F, y: F, yisint: bool, yisodd: bool, mut result: F) -> F {
    if x <= F::ZERO || x.is_nan() {
        if !yisint {
            result = F::QUIET_NAN;
        } else if yisodd {
            result = -result;
        }
    }
    let efx = (x.abs() - F::ONE).mulsign(y);
    if y.is_infinite() {
        result = if efx < F::ZERO {
            F::ZERO
        } else if efx == F::ZERO {
            F::ONE
        } else {
            F::INF
        };
    }
    if x.is_infinite() || x == F::ZERO {
        let base = if y.sign_bit() != (x == F::ZERO) {
            F::ZERO
        } else {
            F::INF
        };
        result = base.mulsign(if yisodd { x } else { F::ONE });
    }
    if x.is_nan() || y.is_nan() {
        result = F::ALL_ONES;
    }
    if y == F::ZERO || x == F::ONE {
        result = F::ONE;
    }
    result
}

/// `xpowf` (SLEEF's `powf_u10`).
pub fn powf(x: f32, y: f32) -> f32 {
    const TWO24: f32 = 16_777_216.0;
    let yisint = y.trunc() == y || y.abs() > TWO24;
    let yisodd = yisint && y.abs() < TWO24 && (y as i32) & 1 == 1;
    // The kernel's value only survives for a finite non-zero base and a finite exponent;
    // the selects below replace it everywhere else.
    let result = if x.is_finite() && x != 0.0 && y.is_finite() {
        let r = expkf(df::mul_2f(logkf(x.abs()), y));
        if r.is_nan() {
            f32::INFINITY
        } else {
            r
        }
    } else {
        f32::INFINITY
    };
    selects(x, y, yisint, yisodd, result)
}

/// `logk`: log(d) for a positive finite d as a double-double (AVX-512 form).
fn logk(d: f64) -> D2 {
    let scaled = d * (1.0 / 0.75);
    let e = if scaled == f64::INFINITY {
        1024.0
    } else {
        dd::getexp(scaled)
    };
    let m = getmant_p75_f64(d);
    let x = dd::div(dd::add2_dd(-1.0, m), dd::add2_dd(1.0, m));
    let x2 = dd::squ(x);
    let (a, a2) = (x2.x, x2.x * x2.x);
    let a4 = a2 * a2;
    let a8 = a4 * a4;
    let p4 =
        |c3: f64, c2: f64, c1: f64, c0: f64| dd::fma(a2, dd::fma(a, c3, c2), dd::fma(a, c1, c0));
    // SLEEF's `POLY9` (Estrin's grouping).
    let t = dd::fma(
        a8,
        0.116_255_524_079_935_043_668_677,
        dd::fma(
            a4,
            p4(
                0.103_239_680_901_072_952_701_192,
                0.117_754_809_412_463_995_466_069,
                0.133_329_810_868_462_739_215_09,
                0.153_846_227_114_512_262_845_736,
            ),
            p4(
                0.181_818_180_850_050_775_676_507,
                0.222_222_222_230_083_560_345_903,
                0.285_714_285_714_249_172_087_875,
                0.400_000_000_000_000_077_715_612,
            ),
        ),
    );
    let c = d2(
        0.666_666_666_666_666_629_659_233,
        3.805_549_625_424_120_563_366_16e-17,
    );
    let mut s = dd::mul_2d(
        d2(
            std::f64::consts::LN_2,
            2.319_046_813_846_299_558_417_771e-17,
        ),
        e,
    );
    s = dd::add_22(s, d2(x.x * 2.0, x.y * 2.0));
    let x = dd::mul_22(x2, x);
    s = dd::add_22(s, dd::mul_22(x, c));
    let x = dd::mul_22(x2, x);
    dd::add_22(s, dd::mul_2d(x, t))
}

/// AVX-512's `getmant` with the [0.75, 1.5) interval for a positive finite double.
fn getmant_p75_f64(d: f64) -> f64 {
    let m = if d.to_bits() >> 52 == 0 {
        // Subnormal: scale the leading bit up to 1 in two exact steps.
        let ed = dd::getexp(d) as i32;
        d * 2f64.powi(-ed - 60) * 2f64.powi(60)
    } else {
        f64::from_bits((d.to_bits() & 0x800f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000)
    };
    if m >= 1.5 {
        m * 0.5
    } else {
        m
    }
}

/// `expk`: e^(d.x + d.y) rounded to a double (zero below -1000).
fn expk(d: D2) -> f64 {
    const R_LN2: f64 = std::f64::consts::LOG2_E;
    const L2U: f64 = 0.693_147_180_559_662_956_511_601_805_686_950_683_593_75;
    const L2L: f64 = 0.282_352_905_630_315_771_225_884_481_750_134_360_255_254_120_68e-12;
    let dq = ((d.x + d.y) * R_LN2).round_ties_even();
    let q = dd::rint_i32(dq);
    let mut s = dd::add2_2d(d, dq * -L2U);
    s = dd::add2_2d(s, dq * -L2L);
    let n = s.x + s.y;
    s = d2(n, (s.x - n) + s.y);
    let (a, a2) = (s.x, s.x * s.x);
    let a4 = a2 * a2;
    let a8 = a4 * a4;
    let p4 =
        |c3: f64, c2: f64, c1: f64, c0: f64| dd::fma(a2, dd::fma(a, c3, c2), dd::fma(a, c1, c0));
    // SLEEF's `POLY10`.
    let u = dd::fma(
        a8,
        dd::fma(
            a,
            2.510_696_834_209_504_195_271_39e-8,
            2.762_861_667_702_706_491_168_55e-7,
        ),
        dd::fma(
            a4,
            p4(
                2.755_724_967_250_235_741_438_64e-6,
                2.480_149_739_898_197_941_141_53e-5,
                0.000_198_412_698_809_069_797_676_111,
                0.001_388_888_893_997_712_896_052_9,
            ),
            p4(
                0.008_333_333_333_323_714_176_010_81,
                0.041_666_666_666_540_952_412_844_9,
                0.166_666_666_666_666_740_681_535,
                0.500_000_000_000_000_999_200_722,
            ),
        ),
    );
    let t = dd::add_d2(1.0, s);
    let t = dd::add_22(t, dd::mul_2d(dd::squ(s), u));
    if d.x < -1000.0 {
        return 0.0;
    }
    dd::ldexp2(t.x + t.y, q)
}

fn mulsign(x: f64, y: f64) -> f64 {
    f64::from_bits(x.to_bits() ^ (y.to_bits() & (1 << 63)))
}

/// `xpow` (SLEEF's `pow_u10`).
pub fn pow(x: f64, y: f64) -> f64 {
    let yisint = y.trunc() == y;
    let yisodd = yisint && (y * 0.5).trunc() != y * 0.5;
    let result = if x.is_finite() && x != 0.0 && y.is_finite() {
        let d = dd::mul_2d(logk(x.abs()), y);
        // log(DBL_MAX): the version PyTorch bundles (the published source compares with
        // 709.782711149557, which makes DBL_MAX ** 1 infinite).
        if d.x > 709.782_712_893_383_996_732_223 {
            f64::INFINITY
        } else {
            expk(d)
        }
    } else {
        f64::INFINITY
    };
    selects(x, y, yisint, yisodd, result)
}

#[cfg(test)]
#[path = "pow_cases.rs"]
#[rustfmt::skip]
mod cases;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn powf_matches_sleef() {
        for &(x, y, want) in cases::F32.iter() {
            let got = powf(f32::from_bits(x), f32::from_bits(y)).to_bits();
            assert_eq!(got, want, "powf({x:#010x}, {y:#010x})");
        }
    }

    #[test]
    fn pow_matches_sleef() {
        for &(x, y, want) in cases::F64.iter() {
            let got = pow(f64::from_bits(x), f64::from_bits(y)).to_bits();
            assert_eq!(got, want, "pow({x:#018x}, {y:#018x})");
        }
    }
}
