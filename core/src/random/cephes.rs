//! The float32 log and sine/cosine of `avx_mathfun.h` (Cephes polynomials, as PyTorch's AVX2
//! normal kernel evaluates them), one lane at a time. The multiply-adds are fused where
//! PyTorch's compiled kernel fuses them: every multiply feeding an add, and the cosine
//! polynomial's last multiply into the subtraction that follows it. Plain `ln`/`cos` would
//! differ from PyTorch's `randn` in the last bit of about one value in three.

// Written digit for digit as the source writes them (clippy would shorten some), so a
// reader can check them against it.
#![allow(clippy::excessive_precision)]

// The constants as avx_mathfun.h writes them: double literals, rounded to float when the
// vectors are set, so `f64 as f32` here rounds exactly as the C++ does.
const SQRT_HALF: f32 = 0.707_106_781_186_547_5_f64 as f32;
const LOG_P: [f32; 9] = [
    7.037_683_629_2e-2_f64 as f32,
    -1.151_461_031_0e-1_f64 as f32,
    1.167_699_874_0e-1_f64 as f32,
    -1.242_014_084_6e-1_f64 as f32,
    1.424_932_278_7e-1_f64 as f32,
    -1.666_805_766_5e-1_f64 as f32,
    2.000_071_476_5e-1_f64 as f32,
    -2.499_999_399_3e-1_f64 as f32,
    3.333_333_117_4e-1_f64 as f32,
];
const LOG_Q1: f32 = -2.121_944_40e-4_f64 as f32;
const LOG_Q2: f32 = 0.693_359_375;

/// `log256_ps` for one lane: the exponent split off, the mantissa's log by polynomial.
pub fn log(x0: f32) -> f32 {
    if x0.is_nan() || x0 <= 0.0 {
        return f32::NAN;
    }
    let x = x0.max(f32::MIN_POSITIVE);
    let bits = x.to_bits();
    let mut e = ((bits >> 23) as i32 - 0x7f) as f32 + 1.0;
    // The mantissa scaled into [0.5, 1).
    let mut x = f32::from_bits((bits & !0x7f80_0000) | 0.5f32.to_bits());
    let below = x < SQRT_HALF;
    let tmp = if below { x } else { 0.0 };
    x -= 1.0;
    if below {
        e -= 1.0;
    }
    x += tmp;
    let z = x * x;
    let mut y = LOG_P[0];
    for p in &LOG_P[1..] {
        y = y.mul_add(x, *p);
    }
    y *= x;
    y = y.mul_add(z, e * LOG_Q1);
    y = z.mul_add(-0.5, y);
    x += y;
    e.mul_add(LOG_Q2, x)
}

const FOUR_OVER_PI: f32 = 1.273_239_544_735_16_f64 as f32;
const DP: [f32; 3] = [
    -0.785_156_25,
    -2.418_756_484_985_351_562_5e-4_f64 as f32,
    -3.774_894_977_445_941_08e-8_f64 as f32,
];
const SIN_P: [f32; 3] = [
    -1.951_529_589_1e-4_f64 as f32,
    8.332_160_873_6e-3_f64 as f32,
    -1.666_665_461_1e-1_f64 as f32,
];
const COS_P: [f32; 3] = [
    2.443_315_711_809_948e-5_f64 as f32,
    -1.388_731_625_493_765e-3_f64 as f32,
    4.166_664_568_298_827e-2_f64 as f32,
];

/// `sincos256_ps` for one lane: (sin, cos), the argument reduced by octant.
pub fn sincos(theta: f32) -> (f32, f32) {
    let mut sign_sin = theta.to_bits() & 0x8000_0000;
    let mut x = theta.abs();
    // Truncation, as `cvttps` does; an angle this large is never a uniform times 2π.
    let mut octant = (x * FOUR_OVER_PI) as i32;
    octant = (octant.wrapping_add(1)) & !1;
    let q = octant as f32;
    sign_sin ^= ((octant & 4) as u32) << 29;
    let sign_cos = ((!(octant.wrapping_sub(2)) & 4) as u32) << 29;
    let sine_first = octant & 2 == 0;
    for dp in DP {
        x = q.mul_add(dp, x);
    }
    let z = x * x;
    let mut yc = COS_P[0].mul_add(z, COS_P[1]);
    yc = yc.mul_add(z, COS_P[2]);
    yc *= z;
    yc = yc.mul_add(z, -(z * 0.5));
    yc += 1.0;
    let mut ys = SIN_P[0].mul_add(z, SIN_P[1]);
    ys = ys.mul_add(z, SIN_P[2]);
    ys *= z;
    ys = ys.mul_add(x, x);
    let (s, c) = if sine_first { (ys, yc) } else { (yc, ys) };
    (
        f32::from_bits(s.to_bits() ^ sign_sin),
        f32::from_bits(c.to_bits() ^ sign_cos),
    )
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_polynomials_stay_within_a_few_ulps_of_libm() {
        for i in 1..2000 {
            let u = i as f32 / 2000.0;
            assert!((super::log(u) - u.ln()).abs() <= 4.0 * f32::EPSILON * u.ln().abs().max(1.0));
            let t = u * std::f32::consts::TAU;
            let (s, c) = super::sincos(t);
            assert!(
                (s - t.sin()).abs() < 1e-6 && (c - t.cos()).abs() < 1e-6,
                "{t}"
            );
        }
    }
}
