//! The Rust types behind each dtype, and conversions between them with PyTorch's rules.

use crate::dtype::DType;
use crate::scalar::Scalar;

/// A value that can sit in a storage.
pub trait Element:
    Copy + PartialEq + PartialOrd + Default + std::fmt::Debug + Send + Sync + 'static
{
    const DTYPE: DType;
    fn to_f64(self) -> f64;
    /// Conversion as `tensor.to(dtype)` does: floats truncate toward zero into ints, anything
    /// non-zero is `true`.
    fn from_f64(v: f64) -> Self;
    fn to_i64(self) -> i64;
    fn from_i64(v: i64) -> Self;
    fn to_bool(self) -> bool;
    fn from_bool(v: bool) -> Self;
}

macro_rules! int_element {
    ($t:ty, $d:expr, $from_f64:expr) => {
        impl Element for $t {
            const DTYPE: DType = $d;
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn from_f64(v: f64) -> Self {
                $from_f64(v)
            }
            fn to_i64(self) -> i64 {
                self as i64
            }
            fn from_i64(v: i64) -> Self {
                v as $t
            }
            fn to_bool(self) -> bool {
                self != 0
            }
            fn from_bool(v: bool) -> Self {
                v as $t
            }
        }
    };
}

macro_rules! float_element {
    ($t:ty, $d:expr) => {
        impl Element for $t {
            const DTYPE: DType = $d;
            fn to_f64(self) -> f64 {
                self as f64
            }
            fn from_f64(v: f64) -> Self {
                v as $t
            }
            fn to_i64(self) -> i64 {
                self as i64
            }
            fn from_i64(v: i64) -> Self {
                v as $t
            }
            fn to_bool(self) -> bool {
                self != 0.0
            }
            fn from_bool(v: bool) -> Self {
                if v {
                    1.0
                } else {
                    0.0
                }
            }
        }
    };
}
// int8 and int16 from a float: x86's conversion to a 32-bit int (`cvttss2si`, whose
// out-of-range and NaN result is i32::MIN), then the narrowing C++ cast keeps the low
// bits: `tensor([200.7]).to(torch.int8)` is -56 in PyTorch, not 127.
fn via_i32(v: f64) -> i32 {
    if v > -2147483649.0 && v < 2147483648.0 {
        v as i32
    } else {
        i32::MIN
    }
}
/// int64 from a float the same way (`cvttsd2si`): i64::MIN past the range and for NaN
/// (`tensor(float('inf')).long()` is -9223372036854775808 in PyTorch).
fn via_i64(v: f64) -> i64 {
    if (-9223372036854775808.0..9223372036854775808.0).contains(&v) {
        v as i64
    } else {
        i64::MIN
    }
}
int_element!(i8, DType::Int8, |v| via_i32(v) as i8);
int_element!(i16, DType::Int16, |v| via_i32(v) as i16);
// uint8 goes through a 32-bit int too: -2.5 is 254 and 300 is 44, as in PyTorch.
int_element!(u8, DType::UInt8, |v| via_i32(v) as u8);
int_element!(i32, DType::Int32, via_i32);
int_element!(i64, DType::Int64, via_i64);
// The unsigned types PyTorch has only limited support for: uint16 wraps through a 32-bit
// int as uint8 does (70000.0 is 4464), uint32 through int64 (3e9 stays 3000000000).
int_element!(u16, DType::UInt16, |v| via_i32(v) as u16);
int_element!(u32, DType::UInt32, |v| via_i64(v) as u32);
int_element!(u64, DType::UInt64, u64_from_f64);
/// uint64 from a float: negatives wrap through int64 (-1.5 is 2**64 - 1), the top half of
/// the range converts exactly, and past 2**64 (or NaN) it is 0, as PyTorch's cast on x86.
fn u64_from_f64(v: f64) -> u64 {
    if v < 0.0 {
        via_i64(v) as u64
    } else if v < 18446744073709551616.0 {
        v as u64
    } else {
        0
    }
}

float_element!(f32, DType::Float32);
float_element!(f64, DType::Float64);

// The 16-bit floats convert through float32, as c10::Half and c10::BFloat16 do: a double
// becomes a float first (`static_cast<float>`), then rounds to 16 bits, so a double rounds
// twice, exactly as in PyTorch.
macro_rules! half_element {
    ($t:ty, $d:expr) => {
        impl Element for $t {
            const DTYPE: DType = $d;
            fn to_f64(self) -> f64 {
                self.to_f32() as f64
            }
            fn from_f64(v: f64) -> Self {
                <$t>::from_f32(v as f32)
            }
            fn to_i64(self) -> i64 {
                self.to_f32() as i64
            }
            fn from_i64(v: i64) -> Self {
                <$t>::from_f32(v as f32)
            }
            fn to_bool(self) -> bool {
                self.to_f32() != 0.0
            }
            fn from_bool(v: bool) -> Self {
                <$t>::from_f32(v as u8 as f32)
            }
        }
    };
}
half_element!(half::f16, DType::Float16);
half_element!(half::bf16, DType::BFloat16);

// The 8-bit floats convert through float32 too (c10's `Float8_*` constructors take a float).
macro_rules! float8_element {
    ($t:ty, $d:expr) => {
        impl Element for $t {
            const DTYPE: DType = $d;
            fn to_f64(self) -> f64 {
                self.to_f32() as f64
            }
            fn from_f64(v: f64) -> Self {
                <$t>::from_f32(v as f32)
            }
            fn to_i64(self) -> i64 {
                via_i64(self.to_f32() as f64)
            }
            fn from_i64(v: i64) -> Self {
                <$t>::from_f32(v as f32)
            }
            fn to_bool(self) -> bool {
                self.to_f32() != 0.0
            }
            fn from_bool(v: bool) -> Self {
                <$t>::from_f32(v as u8 as f32)
            }
        }
    };
}
use crate::float8::{F8E4M3Fn, F8E4M3Fnuz, F8E5M2Fnuz, F8E8M0Fnu, F8E5M2};
float8_element!(F8E4M3Fn, DType::Float8E4M3Fn);
float8_element!(F8E5M2, DType::Float8E5M2);
float8_element!(F8E4M3Fnuz, DType::Float8E4M3Fnuz);
float8_element!(F8E5M2Fnuz, DType::Float8E5M2Fnuz);
float8_element!(F8E8M0Fnu, DType::Float8E8M0Fnu);

impl Element for bool {
    const DTYPE: DType = DType::Bool;
    fn to_f64(self) -> f64 {
        self as u8 as f64
    }
    fn from_f64(v: f64) -> Self {
        v != 0.0
    }
    fn to_i64(self) -> i64 {
        self as i64
    }
    fn from_i64(v: i64) -> Self {
        v != 0
    }
    fn to_bool(self) -> bool {
        self
    }
    fn from_bool(v: bool) -> Self {
        v
    }
}

/// Runs `$body` with `$T` bound to the Rust type of a dtype.
macro_rules! with_dtype {
    ($dt:expr, $T:ident => $body:expr) => {
        match $dt {
            $crate::dtype::DType::Bool => {
                type $T = bool;
                $body
            }
            $crate::dtype::DType::UInt8 => {
                type $T = u8;
                $body
            }
            $crate::dtype::DType::Int8 => {
                type $T = i8;
                $body
            }
            $crate::dtype::DType::Int16 => {
                type $T = i16;
                $body
            }
            $crate::dtype::DType::Float16 => {
                type $T = half::f16;
                $body
            }
            $crate::dtype::DType::BFloat16 => {
                type $T = half::bf16;
                $body
            }
            $crate::dtype::DType::Int32 => {
                type $T = i32;
                $body
            }
            $crate::dtype::DType::Int64 => {
                type $T = i64;
                $body
            }
            $crate::dtype::DType::Float32 => {
                type $T = f32;
                $body
            }
            $crate::dtype::DType::Float64 => {
                type $T = f64;
                $body
            }
            $crate::dtype::DType::UInt16 => {
                type $T = u16;
                $body
            }
            $crate::dtype::DType::UInt32 => {
                type $T = u32;
                $body
            }
            $crate::dtype::DType::UInt64 => {
                type $T = u64;
                $body
            }
            $crate::dtype::DType::Float8E4M3Fn => {
                type $T = $crate::float8::F8E4M3Fn;
                $body
            }
            $crate::dtype::DType::Float8E5M2 => {
                type $T = $crate::float8::F8E5M2;
                $body
            }
            $crate::dtype::DType::Float8E4M3Fnuz => {
                type $T = $crate::float8::F8E4M3Fnuz;
                $body
            }
            $crate::dtype::DType::Float8E5M2Fnuz => {
                type $T = $crate::float8::F8E5M2Fnuz;
                $body
            }
            $crate::dtype::DType::Float8E8M0Fnu => {
                type $T = $crate::float8::F8E8M0Fnu;
                $body
            }
        }
    };
}
pub(crate) use with_dtype;

/// Converts between element types the way a dtype cast does.
pub fn cast<A: Element, B: Element>(a: A) -> B {
    if A::DTYPE == DType::Bool {
        B::from_bool(a.to_bool())
    } else if A::DTYPE.is_floating() || (A::DTYPE == DType::UInt64 && B::DTYPE.is_floating()) {
        // (uint64's top half is not an int64: a float takes its value directly.)
        B::from_f64(a.to_f64())
    } else {
        B::from_i64(a.to_i64())
    }
}

/// A Python number converted to an element type as PyTorch's `Scalar::to<T>()` does.
pub fn scalar_as<T: Element>(s: Scalar) -> T {
    match s {
        Scalar::Bool(b) => T::from_bool(b),
        Scalar::Int(i) => T::from_i64(i),
        Scalar::Float(f) => T::from_f64(f),
    }
}

/// A Python number as an element of `dtype` holds it: a float rounded to a 16-bit float
/// (kernel parameters ATen converts to `scalar_t`); anything else unchanged.
pub fn stored_as(s: Scalar, dtype: DType) -> Scalar {
    match (s, dtype) {
        (Scalar::Float(f), DType::Float16) => {
            Scalar::Float(<half::f16 as Element>::from_f64(f).to_f64())
        }
        (Scalar::Float(f), DType::BFloat16) => {
            Scalar::Float(<half::bf16 as Element>::from_f64(f).to_f64())
        }
        (s, _) => s,
    }
}

/// `v` stored into `dtype` and read back: the rounding (or wrapping) one store does.
pub fn round_as(dtype: DType, v: f64) -> f64 {
    with_dtype!(dtype, T => T::from_f64(v).to_f64())
}

/// Integer math used by the kernels (wrapping, as PyTorch's C++ kernels are), so one
/// generic body serves u8, i32 and i64.
/// A shift count as ATen reads it: reinterpreted as the signed type of its width, so an
/// unsigned 200u8 counts as -56. None when negative.
fn shift_count(count: i64, bits: u32, signed: bool) -> Option<i64> {
    let n = if !signed && bits < 64 && count >= 1i64 << (bits - 1) {
        count - (1i64 << bits)
    } else {
        count
    };
    (n >= 0).then_some(n)
}

pub trait Int: Element + Ord {
    fn wneg(self) -> Self;
    fn wabs(self) -> Self;
    fn wadd(self, o: Self) -> Self;
    fn wsub(self, o: Self) -> Self;
    fn wmul(self, o: Self) -> Self;
    fn not(self) -> Self;
    fn and(self, o: Self) -> Self;
    fn or(self, o: Self) -> Self;
    fn xor(self, o: Self) -> Self;
    /// ATen's `<<`: a count that is negative (read as signed) or not below the width gives 0.
    fn shl_aten(self, count: Self) -> Self;
    /// ATen's `>>`: arithmetic; a negative or too large count shifts by the width less the
    /// sign bit (all sign for signed types, 0 for unsigned ones).
    fn shr_aten(self, count: Self) -> Self;
    fn div_floor(self, o: Self) -> Self;
    fn div_trunc(self, o: Self) -> Self;
    fn rem_py(self, o: Self) -> Self;
    fn rem_c(self, o: Self) -> Self;
    fn pow_int(self, e: Self) -> Self;
    const ZERO: Self;
    const ONE: Self;
}

macro_rules! int_impl {
    ($t:ty) => {
        impl Int for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            fn wneg(self) -> Self {
                self.wrapping_neg()
            }
            #[allow(unused_comparisons)]
            fn wabs(self) -> Self {
                if self < 0 {
                    self.wrapping_neg()
                } else {
                    self
                }
            }
            fn wadd(self, o: Self) -> Self {
                self.wrapping_add(o)
            }
            fn wsub(self, o: Self) -> Self {
                self.wrapping_sub(o)
            }
            fn wmul(self, o: Self) -> Self {
                self.wrapping_mul(o)
            }
            fn not(self) -> Self {
                !self
            }
            fn and(self, o: Self) -> Self {
                self & o
            }
            fn or(self, o: Self) -> Self {
                self | o
            }
            fn xor(self, o: Self) -> Self {
                self ^ o
            }
            fn shl_aten(self, count: Self) -> Self {
                match shift_count(count.to_i64(), <$t>::BITS, <$t>::MIN != 0) {
                    Some(n) if n < i64::from(<$t>::BITS) => self.wrapping_shl(n as u32),
                    _ => 0,
                }
            }
            fn shr_aten(self, count: Self) -> Self {
                let max = <$t>::BITS - u32::from(<$t>::MIN != 0);
                let n = match shift_count(count.to_i64(), <$t>::BITS, <$t>::MIN != 0) {
                    Some(n) if n < i64::from(max) => n as u32,
                    _ => max,
                };
                // An unsigned value shifted by its whole width is 0 (C++ shifts the
                // promoted int; Rust's `>>` would overflow).
                self.checked_shr(n).unwrap_or(0)
            }
            #[allow(unused_comparisons)]
            fn div_floor(self, o: Self) -> Self {
                // wrapping: MIN / -1 is MIN in PyTorch (its C++ kernel wraps), and `%`
                // would panic on it.
                let q = self.wrapping_div(o);
                if (self.wrapping_rem(o) != 0) && ((self < 0) != (o < 0)) {
                    q - 1
                } else {
                    q
                }
            }
            fn div_trunc(self, o: Self) -> Self {
                self.wrapping_div(o)
            }
            #[allow(unused_comparisons)]
            fn rem_py(self, o: Self) -> Self {
                let r = self.wrapping_rem(o);
                if r != 0 && ((r < 0) != (o < 0)) {
                    r + o
                } else {
                    r
                }
            }
            fn rem_c(self, o: Self) -> Self {
                self.wrapping_rem(o)
            }
            #[allow(unused_comparisons)]
            fn pow_int(self, e: Self) -> Self {
                let e = e.to_i64();
                if e < 0 {
                    // ATen's powi: 1 and -1 have integer negative powers, everything
                    // else is 0 (a negative Python-number exponent is refused before).
                    return match self.to_i64() {
                        1 => 1 as $t,
                        -1 => {
                            if e % 2 == 0 {
                                1 as $t
                            } else {
                                self
                            }
                        }
                        _ => 0 as $t,
                    };
                }
                // Squaring with wrap-around, for any exponent (a u32 cast would take
                // 2 ** 2**32 as 2 ** 0).
                let (mut base, mut e, mut r) = (self, e as u64, 1 as $t);
                while e > 0 {
                    if e & 1 == 1 {
                        r = r.wrapping_mul(base);
                    }
                    base = base.wrapping_mul(base);
                    e >>= 1;
                }
                r
            }
        }
    };
}
int_impl!(u8);
int_impl!(i8);
int_impl!(i16);
int_impl!(i32);
int_impl!(i64);
int_impl!(u16);
int_impl!(u32);
int_impl!(u64);

/// Float math used by the kernels, so one generic body serves f32 and f64.
pub trait Float:
    Element
    + Send
    + Sync
    + std::ops::Add<Output = Self>
    + std::ops::Sub<Output = Self>
    + std::ops::Mul<Output = Self>
    + std::ops::Div<Output = Self>
    + std::ops::Neg<Output = Self>
{
    const ZERO: Self;
    const ONE: Self;
    const NAN: Self;
    const INFINITY: Self;
    fn exp(self) -> Self;
    fn ln(self) -> Self;
    fn sqrt(self) -> Self;
    /// ATen's `sqrt` kernel on a CPU float32/float64: MKL's vector square root
    /// (`mkl_sqrt.rs`), not always the correctly rounded `sqrt`.
    fn vml_sqrt(self) -> Self;
    fn tanh(self) -> Self;
    fn abs(self) -> Self;
    fn powf(self, e: Self) -> Self;
    /// `self * a + b` rounded once (a fused multiply-add, as `vec::fmadd`).
    fn mul_add(self, a: Self, b: Self) -> Self;
    fn floor(self) -> Self;
    fn ceil(self) -> Self;
    fn trunc(self) -> Self;
    fn round_half_even(self) -> Self;
    fn sin(self) -> Self;
    fn log10(self) -> Self;
    fn exp2(self) -> Self;
    fn sinh(self) -> Self;
    fn cosh(self) -> Self;
    fn tan(self) -> Self;
    fn asin(self) -> Self;
    fn acos(self) -> Self;
    fn atan(self) -> Self;
    fn acosh(self) -> Self;
    fn asinh(self) -> Self;
    fn atanh(self) -> Self;
    fn cos(self) -> Self;
    fn ln_1p(self) -> Self;
    fn exp_m1(self) -> Self;
    fn is_nan(self) -> bool;
    fn is_finite(self) -> bool;
    fn erf(self) -> Self;
    fn erfc(self) -> Self;
    fn erfinv(self) -> Self;
    fn atan2(self, o: Self) -> Self;
    fn rem_euclid_py(self, o: Self) -> Self;
    fn fmod(self, o: Self) -> Self;
}

macro_rules! float_impl {
    ($t:ty) => {
        impl Float for $t {
            const ZERO: Self = 0.0;
            const ONE: Self = 1.0;
            const NAN: Self = <$t>::NAN;
            const INFINITY: Self = <$t>::INFINITY;
            fn exp(self) -> Self {
                <$t>::exp(self)
            }
            fn ln(self) -> Self {
                <$t>::ln(self)
            }
            fn sqrt(self) -> Self {
                <$t>::sqrt(self)
            }
            fn vml_sqrt(self) -> Self {
                VmlSqrt::vml(self)
            }
            fn tanh(self) -> Self {
                <$t>::tanh(self)
            }
            fn abs(self) -> Self {
                <$t>::abs(self)
            }
            fn powf(self, e: Self) -> Self {
                <$t>::powf(self, e)
            }
            fn mul_add(self, a: Self, b: Self) -> Self {
                <$t>::mul_add(self, a, b)
            }
            fn floor(self) -> Self {
                <$t>::floor(self)
            }
            fn ceil(self) -> Self {
                <$t>::ceil(self)
            }
            fn trunc(self) -> Self {
                <$t>::trunc(self)
            }
            fn round_half_even(self) -> Self {
                <$t>::round_ties_even(self)
            }
            fn sin(self) -> Self {
                <$t>::sin(self)
            }
            fn log10(self) -> Self {
                <$t>::log10(self)
            }
            fn exp2(self) -> Self {
                <$t>::exp2(self)
            }
            fn sinh(self) -> Self {
                <$t>::sinh(self)
            }
            fn cosh(self) -> Self {
                <$t>::cosh(self)
            }
            fn tan(self) -> Self {
                <$t>::tan(self)
            }
            fn asin(self) -> Self {
                <$t>::asin(self)
            }
            fn acos(self) -> Self {
                <$t>::acos(self)
            }
            fn atan(self) -> Self {
                <$t>::atan(self)
            }
            // ATen's asinh/acosh are the C library's, element by element (glibc's steps in
            // `glibc_hyperbolic.rs`); Rust's own `acosh` overflows past 1.8e19.
            fn acosh(self) -> Self {
                GlibcHyperbolic::acosh(self)
            }
            fn asinh(self) -> Self {
                GlibcHyperbolic::asinh(self)
            }
            // musl's atanh in double, rounded once (as erf).
            fn atanh(self) -> Self {
                libm::atanh(self as f64) as $t
            }
            fn cos(self) -> Self {
                <$t>::cos(self)
            }
            fn ln_1p(self) -> Self {
                <$t>::ln_1p(self)
            }
            fn exp_m1(self) -> Self {
                <$t>::exp_m1(self)
            }
            fn is_nan(self) -> bool {
                <$t>::is_nan(self)
            }
            fn is_finite(self) -> bool {
                <$t>::is_finite(self)
            }
            fn erf(self) -> Self {
                erf_f64(self as f64) as $t
            }
            // Its own function, not 1 - erf: erfc(5) is 1.5e-12, which 1 - erf rounds to 0.
            fn erfc(self) -> Self {
                libm::erfc(self as f64) as $t
            }
            /// PyTorch's `calc_erfinv`: a rational first guess (Pavlis' MATLAB erfinv), then
            /// two Newton steps, in the type's own precision; the polynomials' multiply-adds
            /// fused as PyTorch's x86-64 build fuses them.
            fn erfinv(self) -> Self {
                let y = self;
                let ya = y.abs();
                if ya.is_nan() || ya > 1.0 {
                    return <$t>::NAN;
                }
                if ya == 1.0 {
                    return <$t>::INFINITY.copysign(y);
                }
                // PyTorch writes the coefficients as doubles and rounds them to T.
                let t = |v: [f64; 4]| v.map(|c| c as $t);
                let (a, b) = (
                    t([0.886226899, -1.645349621, 0.914624893, -0.140543331]),
                    t([-2.118377725, 1.442710462, -0.329097515, 0.012229801]),
                );
                let c = t([-1.970840454, -1.624906493, 3.429567803, 1.641345311]);
                let d = [3.543889200f64 as $t, 1.637067800f64 as $t];
                let mut x = if ya <= 0.7 {
                    let z = y * y;
                    let num = a[3].mul_add(z, a[2]).mul_add(z, a[1]).mul_add(z, a[0]);
                    let dem = b[3]
                        .mul_add(z, b[2])
                        .mul_add(z, b[1])
                        .mul_add(z, b[0])
                        .mul_add(z, 1.0);
                    y * num / dem
                } else {
                    let z = (-((1.0 - ya) / 2.0).ln()).sqrt();
                    let num = c[3].mul_add(z, c[2]).mul_add(z, c[1]).mul_add(z, c[0]);
                    let dem = d[1].mul_add(z, d[0]).mul_add(z, 1.0);
                    num.copysign(y) / dem
                };
                let k = (2.0 / std::f64::consts::PI.sqrt()) as $t;
                for _ in 0..2 {
                    x -= (Float::erf(x) - y) / (k * (-x * x).exp());
                }
                x
            }
            fn atan2(self, o: Self) -> Self {
                <$t>::atan2(self, o)
            }
            /// Python's `%`: the result takes the divisor's sign.
            fn rem_euclid_py(self, o: Self) -> Self {
                let r = self % o;
                if r != 0.0 && ((r < 0.0) != (o < 0.0)) {
                    r + o
                } else {
                    r
                }
            }
            fn fmod(self, o: Self) -> Self {
                self % o
            }
        }
    };
}
float_impl!(f32);
float_impl!(f64);

impl VmlSqrt for f32 {
    fn vml(self) -> f32 {
        crate::mkl_sqrt::sqrt_f32(self)
    }
}

impl VmlSqrt for f64 {
    fn vml(self) -> f64 {
        crate::mkl_sqrt::sqrt_f64(self)
    }
}

impl GlibcHyperbolic for f32 {
    fn asinh(self) -> f32 {
        crate::glibc_hyperbolic::asinh_f32(self)
    }
    fn acosh(self) -> f32 {
        crate::glibc_hyperbolic::acosh_f32(self)
    }
}

impl GlibcHyperbolic for f64 {
    fn asinh(self) -> f64 {
        crate::glibc_hyperbolic::asinh_f64(self)
    }
    fn acosh(self) -> f64 {
        crate::glibc_hyperbolic::acosh_f64(self)
    }
}

/// The per-type choice behind `Float::asinh`/`acosh`.
trait GlibcHyperbolic {
    fn asinh(self) -> Self;
    fn acosh(self) -> Self;
}

/// The per-type choice behind `Float::vml_sqrt`.
trait VmlSqrt {
    fn vml(self) -> Self;
}

/// The error function, from musl's libm (accurate to the last bit, and exactly 0 at 0, as
/// PyTorch's).
pub fn erf_f64(x: f64) -> f64 {
    libm::erf(x)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn casts_follow_torch() {
        assert_eq!(cast::<f32, i64>(-2.7), -2);
        assert!(cast::<f64, bool>(0.5));
        assert_eq!(cast::<bool, f32>(true), 1.0);
        assert_eq!(cast::<i64, u8>(257), 1);
    }

    #[test]
    fn narrow_ints_keep_the_low_bits_of_a_float() {
        // x86 converts to a 32-bit int, then the narrowing cast wraps (PyTorch: -56, -44).
        assert_eq!(i8::from_f64(200.7), -56);
        assert_eq!(i8::from_f64(-300.2), -44);
        assert_eq!(i16::from_f64(1e5), -31072);
        assert_eq!(i16::from_f64(f64::NAN), 0);
    }

    #[test]
    fn a_double_reaches_float16_through_float32() {
        // 1 + 2**-11 + 2**-30 is nearer 1 + 2**-10 than 1, but float32 drops the 2**-30 and
        // the tie then goes to even: 1.0, as c10::Half(static_cast<float>(v)) gives.
        let v = 1.0 + 2f64.powi(-11) + 2f64.powi(-30);
        assert_eq!(<half::f16 as Element>::from_f64(v).to_f64(), 1.0);
        assert_eq!(
            <half::f16 as Element>::from_f64(1.0 + 2f64.powi(-11) + 2f64.powi(-20)).to_f64(),
            1.0 + 2f64.powi(-10)
        );
        assert_eq!(
            <half::bf16 as Element>::from_f64(1.0 + 2f64.powi(-8)).to_f64(),
            1.0
        );
    }

    #[test]
    fn python_remainder_takes_divisor_sign() {
        assert_eq!((-7.0f64).rem_euclid_py(3.0), 2.0);
        assert_eq!((7.0f64).rem_euclid_py(-3.0), -2.0);
        assert_eq!((-7.0f64).fmod(3.0), -1.0);
    }

    #[test]
    fn erf_is_accurate() {
        assert!((erf_f64(0.5) - 0.520_499_877_813_046_5).abs() < 1e-7);
        assert!((erf_f64(-1.0) + 0.842_700_792_949_714_9).abs() < 1e-7);
    }
}
