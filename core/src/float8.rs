//! PyTorch's five 8-bit float formats: the bits, and the conversions to and from float32
//! that c10's `Float8_*` types do (every other conversion goes through float32, as there).
//!
//! Why our own: the `float8` crate covers only e4m3fn and e5m2 (not the fnuz pair nor
//! e8m0fnu), and the rounding and overflow rules below are PyTorch's, checked against its
//! bit patterns by the tests (all 256 values of each type, and every rounding edge).

/// How one format spends its 8 bits and what it does past its range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Format {
    pub exp_bits: u32,
    pub man_bits: u32,
    pub bias: i32,
    /// No negative zero and a single NaN, 0x80 (the AMD "fnuz" layouts).
    pub fnuz: bool,
    /// Has an infinity (only e5m2).
    pub inf: bool,
}

pub const E4M3FN: Format = Format {
    exp_bits: 4,
    man_bits: 3,
    bias: 7,
    fnuz: false,
    inf: false,
};
pub const E5M2: Format = Format {
    exp_bits: 5,
    man_bits: 2,
    bias: 15,
    fnuz: false,
    inf: true,
};
pub const E4M3FNUZ: Format = Format {
    exp_bits: 4,
    man_bits: 3,
    bias: 8,
    fnuz: true,
    inf: false,
};
pub const E5M2FNUZ: Format = Format {
    exp_bits: 5,
    man_bits: 2,
    bias: 16,
    fnuz: true,
    inf: false,
};

impl Format {
    /// The value of a bit pattern.
    pub fn to_f32(self, b: u8) -> f32 {
        let sign = if b & 0x80 != 0 { -1.0f32 } else { 1.0 };
        let exp = ((b >> self.man_bits) & ((1 << self.exp_bits) - 1) as u8) as i32;
        let man = (b & ((1 << self.man_bits) - 1) as u8) as i32;
        let top = (1 << self.exp_bits) - 1;
        if self.fnuz && b == 0x80 {
            return f32::NAN;
        }
        if !self.fnuz {
            if self.inf && exp == top {
                return if man == 0 {
                    sign * f32::INFINITY
                } else {
                    f32::NAN
                };
            }
            // e4m3fn spends only its all-ones pattern on NaN.
            if !self.inf && exp == top && man == (1 << self.man_bits) - 1 {
                return f32::NAN;
            }
        }
        let scale = (1i32 << self.man_bits) as f32;
        let v = if exp == 0 {
            man as f32 / scale * 2f32.powi(1 - self.bias)
        } else {
            (1.0 + man as f32 / scale) * 2f32.powi(exp - self.bias)
        };
        sign * v
    }

    /// The largest finite value's bit pattern (positive).
    fn max_bits(self) -> u8 {
        match (self.fnuz, self.inf) {
            (true, _) => 0x7f,
            // e5m2: the pattern below infinity.
            (false, true) => 0x7b,
            // e4m3fn: the pattern below its NaN.
            (false, false) => 0x7e,
        }
    }

    /// The nearest pattern to `f` (ties to even), as c10 rounds float32: past the range,
    /// e4m3fn saturates to its largest value (PyTorch 2.15's cast on the CPU, infinities
    /// too), e5m2 becomes infinity, the fnuz types become their NaN.
    pub fn from_f32(self, f: f32) -> u8 {
        let sign: u8 = if f.is_sign_negative() { 0x80 } else { 0 };
        if f.is_nan() {
            return if self.fnuz { 0x80 } else { 0x7f | sign };
        }
        let bits = match self.round_magnitude(f.abs() as f64) {
            Some(b) => b,
            None if self.fnuz => return 0x80,
            None if self.inf => 0x7c,
            None => self.max_bits(),
        };
        if bits == 0 && self.fnuz {
            // fnuz has no negative zero.
            return 0;
        }
        bits | sign
    }

    /// The pattern (without sign) nearest to the magnitude `a`, None past the largest
    /// finite value (after rounding, so a value that rounds down to it stays finite).
    fn round_magnitude(self, a: f64) -> Option<u8> {
        let min_exp = 1 - self.bias;
        let one = 1u64 << self.man_bits;
        // `a` came from a float32, so as a double it is normal (or zero or infinite).
        let e = if a == 0.0 || a.is_infinite() {
            min_exp
        } else {
            (((a.to_bits() >> 52) & 0x7ff) as i32 - 1023).max(min_exp)
        };
        if a.is_infinite() {
            return None;
        }
        // The multiple of this exponent's spacing nearest to `a`, ties to even.
        let q = a / 2f64.powi(e - self.man_bits as i32);
        let mut n = q.floor();
        let frac = q - n;
        if frac > 0.5 || (frac == 0.5 && n % 2.0 == 1.0) {
            n += 1.0;
        }
        let mut n = n as u64;
        let mut e = e;
        if n >= 2 * one {
            // Rounded up into the next binade.
            n /= 2;
            e += 1;
        }
        let field = if n < one { 0 } else { e + self.bias };
        let bits = ((field as u64) << self.man_bits) | (n & (one - 1));
        (bits <= self.max_bits() as u64).then_some(bits as u8)
    }
}

/// e8m0fnu: a bare exponent (a power of two, 2^-127 to 2^127, and NaN at 255). Its bits
/// are float32's exponent byte: the sign is dropped, zero and float32's subnormals become
/// 2^-127, and the mantissa rounds to the nearest power (ties to even on the implied bit).
pub fn e8m0_to_f32(b: u8) -> f32 {
    match b {
        0 => f32::from_bits(0x0040_0000),
        255 => f32::NAN,
        _ => f32::from_bits((b as u32) << 23),
    }
}

pub fn e8m0_from_f32(f: f32) -> u8 {
    let bits = f.to_bits();
    let exp = ((bits >> 23) & 0xff) as u8;
    if exp == 0xff {
        return exp;
    }
    let guard = bits & 0x40_0000 != 0;
    let rest = bits & 0x3f_ffff != 0;
    // The implied leading bit is the even/odd bit: 1 for normal floats, 0 for subnormals.
    let odd = exp > 0;
    if guard && (rest || odd) {
        exp + 1
    } else {
        exp
    }
}

/// One float8 element type: its bits, converted as `Format` (or e8m0) says.
macro_rules! float8_type {
    ($name:ident, $to:expr, $from:expr) => {
        #[derive(Clone, Copy, Debug, Default)]
        #[repr(transparent)]
        pub struct $name(pub u8);

        impl $name {
            pub fn to_f32(self) -> f32 {
                ($to)(self.0)
            }
            pub fn from_f32(f: f32) -> $name {
                $name(($from)(f))
            }
        }

        // Compared as the values they stand for, as c10 does through float: NaN is unequal
        // to itself and -0 equals 0.
        impl PartialEq for $name {
            fn eq(&self, o: &$name) -> bool {
                self.to_f32() == o.to_f32()
            }
        }
        impl PartialOrd for $name {
            fn partial_cmp(&self, o: &$name) -> Option<std::cmp::Ordering> {
                self.to_f32().partial_cmp(&o.to_f32())
            }
        }
    };
}

float8_type!(F8E4M3Fn, |b| E4M3FN.to_f32(b), |f| E4M3FN.from_f32(f));
float8_type!(F8E5M2, |b| E5M2.to_f32(b), |f| E5M2.from_f32(f));
float8_type!(F8E4M3Fnuz, |b| E4M3FNUZ.to_f32(b), |f| E4M3FNUZ.from_f32(f));
float8_type!(F8E5M2Fnuz, |b| E5M2FNUZ.to_f32(b), |f| E5M2FNUZ.from_f32(f));
float8_type!(F8E8M0Fnu, e8m0_to_f32, e8m0_from_f32);

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    /// PyTorch 2.15's bit patterns: `k\tf32-bits\tbyte` rows, recorded by
    /// `scripts/float8_table.py`: every byte decoded (`d`) and float32 inputs at every
    /// rounding edge encoded (`e`), for each kind.
    const TABLE: &str = include_str!("float8_table.tsv");

    fn decode(kind: &str, b: u8) -> f32 {
        match kind {
            "e4m3fn" => F8E4M3Fn(b).to_f32(),
            "e5m2" => F8E5M2(b).to_f32(),
            "e4m3fnuz" => F8E4M3Fnuz(b).to_f32(),
            "e5m2fnuz" => F8E5M2Fnuz(b).to_f32(),
            _ => F8E8M0Fnu(b).to_f32(),
        }
    }

    fn encode(kind: &str, f: f32) -> u8 {
        match kind {
            "e4m3fn" => F8E4M3Fn::from_f32(f).0,
            "e5m2" => F8E5M2::from_f32(f).0,
            "e4m3fnuz" => F8E4M3Fnuz::from_f32(f).0,
            "e5m2fnuz" => F8E5M2Fnuz::from_f32(f).0,
            _ => F8E8M0Fnu::from_f32(f).0,
        }
    }

    #[test]
    fn every_pattern_and_rounding_edge_matches_pytorch() {
        let (mut decoded, mut encoded) = (0, 0);
        for line in TABLE.lines() {
            let mut cols = line.split('\t');
            let (Some(what), Some(kind), Some(fbits), Some(byte)) =
                (cols.next(), cols.next(), cols.next(), cols.next())
            else {
                continue;
            };
            let f = f32::from_bits(u32::from_str_radix(fbits, 16).unwrap());
            let b: u8 = byte.parse().unwrap();
            if what == "d" {
                let got = decode(kind, b);
                assert!(
                    got.to_bits() == f.to_bits() || (got.is_nan() && f.is_nan()),
                    "{kind} decode {b}: {got} != {f}"
                );
                decoded += 1;
            } else {
                assert_eq!(encode(kind, f), b, "{kind} encode {f:e} ({fbits})");
                encoded += 1;
            }
        }
        assert_eq!(decoded, 5 * 256);
        assert!(encoded > 1000);
    }
}
