//! Python's arbitrary-precision ints. Values that fit in i64 stay `Value::Int` (the fast
//! path every tensor script uses); a result that leaves i64 becomes `Value::BigInt`
//! (num-bigint), and a big result that fits again comes back to `Value::Int`, so one value
//! has one representation.

use super::ast::BinOp;
use super::value::Value;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{FromPrimitive, One, Signed, ToPrimitive, Zero};
use std::cmp::Ordering;
use std::rc::Rc;

/// The int `b`, small when it fits.
pub fn int_value(b: BigInt) -> Value {
    match b.to_i64() {
        Some(i) => Value::Int(i),
        None => Value::BigInt(Rc::new(b)),
    }
}

/// Any Python int (bool, int, big int) as a BigInt.
pub fn as_big(v: &Value) -> Option<BigInt> {
    match v {
        Value::Bool(b) => Some(BigInt::from(*b as i64)),
        Value::Int(i) => Some(BigInt::from(*i)),
        Value::BigInt(b) => Some((**b).clone()),
        _ => None,
    }
}

pub fn is_int(v: &Value) -> bool {
    matches!(v, Value::Bool(_) | Value::Int(_) | Value::BigInt(_))
}

fn zero_division(msg: &str) -> TorchError {
    TorchError::new(ErrorKind::ZeroDivisionError, msg)
}

/// Refuses an int whose digits would not fit the memory cap (`2 ** 10**12`), as CPython's
/// allocation would fail with `MemoryError`.
fn check_bits(bits: u128) -> Result<()> {
    crate::limits::check_value_size(bits / 8 + 1, 1)
}

/// `a op b` for two Python ints, exactly. `None` for an operator ints do not define here
/// (`@`), which the caller reports.
pub fn binop(op: BinOp, a: &Value, b: &Value) -> Option<Result<Value>> {
    let (x, y) = (as_big(a)?, as_big(b)?);
    Some(big_binop(op, &x, &y))
}

fn big_binop(op: BinOp, x: &BigInt, y: &BigInt) -> Result<Value> {
    Ok(match op {
        BinOp::Add => int_value(x + y),
        BinOp::Sub => int_value(x - y),
        BinOp::Mul => {
            check_bits(x.bits() as u128 + y.bits() as u128)?;
            int_value(super::bigmul::mul(x, y)?)
        }
        BinOp::Div => Value::Float(true_div(x, y)?),
        BinOp::FloorDiv => {
            if y.is_zero() {
                return Err(zero_division("integer division or modulo by zero"));
            }
            int_value(x.div_floor(y))
        }
        BinOp::Mod => {
            if y.is_zero() {
                return Err(zero_division("integer modulo by zero"));
            }
            int_value(x.mod_floor(y))
        }
        BinOp::Pow => {
            if y.is_negative() {
                let base = to_f64(x)?;
                if base == 0.0 {
                    return Err(zero_division("0.0 cannot be raised to a negative power"));
                }
                return Ok(Value::Float(base.powf(to_f64(y)?)));
            }
            // 0, 1 and -1 stay small whatever the exponent.
            if x.is_zero() || x.is_one() {
                return Ok(int_value(if y.is_zero() {
                    BigInt::one()
                } else {
                    x.clone()
                }));
            }
            if *x == BigInt::from(-1) {
                return Ok(Value::Int(if y.is_even() { 1 } else { -1 }));
            }
            let e = y.to_u64().unwrap_or(u64::MAX);
            check_bits((x.bits() as u128).saturating_mul(e as u128))?;
            int_value(super::bigmul::pow(x, e)?)
        }
        BinOp::BitAnd => int_value(x & y),
        BinOp::BitOr => int_value(x | y),
        BinOp::BitXor => int_value(x ^ y),
        BinOp::LShift | BinOp::RShift if y.is_negative() => {
            return Err(value_error("negative shift count"))
        }
        BinOp::LShift => {
            if x.is_zero() {
                return Ok(Value::Int(0));
            }
            let n = y.to_u64().ok_or_else(too_large_shift)?;
            check_bits(x.bits() as u128 + n as u128)?;
            int_value(x << n)
        }
        BinOp::RShift => match y.to_u64() {
            // An arithmetic shift floors, as Python's does for negative ints.
            Some(n) => int_value(x >> n),
            None => Value::Int(if x.is_negative() { -1 } else { 0 }),
        },
        BinOp::MatMul => {
            return Err(type_error(
                "unsupported operand type(s) for @: 'int' and 'int'",
            ))
        }
    })
}

fn too_large_shift() -> TorchError {
    TorchError::new(ErrorKind::OverflowError, "too many digits in integer")
}

/// `float(b)`, rounded to nearest as CPython does; past the float range an OverflowError.
pub fn to_f64(b: &BigInt) -> Result<f64> {
    match b.to_f64() {
        Some(f) if f.is_finite() => Ok(f),
        _ => Err(TorchError::new(
            ErrorKind::OverflowError,
            "int too large to convert to float",
        )),
    }
}

/// `x / y` for ints, correctly rounded like CPython's (not `float(x) / float(y)`, which
/// rounds twice and overflows for big operands whose quotient is small).
pub fn true_div(x: &BigInt, y: &BigInt) -> Result<f64> {
    if y.is_zero() {
        return Err(zero_division("division by zero"));
    }
    if let (Some(a), Some(b)) = (x.to_i64(), y.to_i64()) {
        if a.unsigned_abs() < (1 << 53) && b.unsigned_abs() < (1 << 53) {
            return Ok(a as f64 / b as f64);
        }
    }
    // Scale so the integer quotient has 66 significant bits, then round once: the low
    // bit is made sticky when there is a remainder, so ties are decided correctly.
    let neg = x.is_negative() != y.is_negative();
    let (n, d) = (x.abs(), y.abs());
    let shift = 66i64 - (n.bits() as i64 - d.bits() as i64);
    let (num, den) = if shift >= 0 {
        (n << shift as u64, d)
    } else {
        (n, d << (-shift) as u64)
    };
    let (mut q, r) = num.div_rem(&den);
    if !r.is_zero() {
        q |= BigInt::one();
    }
    let mant = q.to_f64().unwrap_or(f64::INFINITY);
    let v = scale(mant, -shift);
    if v.is_infinite() {
        return Err(TorchError::new(
            ErrorKind::OverflowError,
            "integer division result too large for a float",
        ));
    }
    Ok(if neg { -v } else { v })
}

/// `m * 2**e` without overflowing the intermediate power (`powi` would, for |e| > 1023).
fn scale(mut m: f64, mut e: i64) -> f64 {
    while e > 1000 {
        m *= 2f64.powi(1000);
        e -= 1000;
    }
    while e < -1000 {
        m *= 2f64.powi(-1000);
        e += 1000;
    }
    m * 2f64.powi(e as i32)
}

/// `int(f)` for an integral float: exact, however large (`int(1e30)` is
/// 1000000000000000019884624838656, as in CPython).
pub fn from_integral_float(f: f64) -> Result<Value> {
    if f.is_nan() {
        return Err(value_error("cannot convert float NaN to integer"));
    }
    if f.is_infinite() {
        return Err(TorchError::new(
            ErrorKind::OverflowError,
            "cannot convert float infinity to integer",
        ));
    }
    Ok(int_value(BigInt::from_f64(f).unwrap_or_default()))
}

/// Orders an int and a float exactly (CPython compares `2**53 + 1 > 2.0**53` as true,
/// where converting the int to a float would call them equal).
pub fn cmp_int_float(x: &BigInt, f: f64) -> Option<Ordering> {
    if f.is_nan() {
        return None;
    }
    if f.is_infinite() {
        return Some(if f > 0.0 {
            Ordering::Less
        } else {
            Ordering::Greater
        });
    }
    let fl = f.floor();
    let whole = BigInt::from_f64(fl)?;
    Some(match x.cmp(&whole) {
        // x == floor(f): x is smaller when f has a fractional part.
        Ordering::Equal if f > fl => Ordering::Less,
        o => o,
    })
}

/// Orders two Python numbers (bools, ints of any size, floats) exactly; `None` when a NaN
/// is involved or either is not a number.
pub fn num_cmp(a: &Value, b: &Value) -> Option<Ordering> {
    // The fast paths: two small ints, two floats, a float and an int a float holds exactly.
    if let (Some(x), Some(y)) = (a.as_i64_exact(), b.as_i64_exact()) {
        return Some(x.cmp(&y));
    }
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => x.partial_cmp(y),
        (Value::Float(f), i) => Some(int_vs_float(i, *f)?.reverse()),
        (i, Value::Float(f)) => int_vs_float(i, *f),
        _ => Some(as_big(a)?.cmp(&as_big(b)?)),
    }
}

fn int_vs_float(i: &Value, f: f64) -> Option<Ordering> {
    match i.as_i64_exact() {
        Some(x) if x.unsigned_abs() <= 1 << 53 => (x as f64).partial_cmp(&f),
        _ => cmp_int_float(&as_big(i)?, f),
    }
}

/// `hash(v)` for a number, as CPython computes it; `None` for a non-number.
pub fn hash_number(v: &Value) -> Option<i64> {
    Some(match v {
        Value::Bool(b) => *b as i64,
        Value::Int(i) => hash_i64(*i),
        Value::BigInt(b) => hash_int(b),
        Value::Float(f) => hash_float(*f),
        _ => return None,
    })
}

fn hash_i64(i: i64) -> i64 {
    const MODULUS: i128 = (1 << 61) - 1;
    let h = (i as i128).abs() % MODULUS;
    let h = if i < 0 { -h } else { h } as i64;
    if h == -1 {
        -2
    } else {
        h
    }
}

/// Python's `hash()` of a number: the value modulo the Mersenne prime 2**61 - 1, so equal
/// numbers of any type hash alike (`hash(2**64) == hash(2.0**64) == 8`).
pub fn hash_int(x: &BigInt) -> i64 {
    let modulus = BigInt::from((1i64 << 61) - 1);
    let h = (x.abs() % &modulus).to_i64().unwrap_or(0);
    let h = if x.is_negative() { -h } else { h };
    if h == -1 {
        -2
    } else {
        h
    }
}

/// CPython's `hash(float)` (`_Py_HashDouble`), for finite floats.
pub fn hash_float(f: f64) -> i64 {
    const BITS: i32 = 61;
    const MODULUS: u64 = (1u64 << BITS) - 1;
    if f.is_nan() {
        // CPython hashes NaN by identity; 0 is as good as any for a value with no identity.
        return 0;
    }
    if f.is_infinite() {
        return if f > 0.0 { 314_159 } else { -314_159 };
    }
    let (mut m, mut e) = frexp(f.abs());
    let mut x: u64 = 0;
    while m != 0.0 {
        x = ((x << 28) & MODULUS) | (x >> (BITS - 28));
        m *= 268_435_456.0; // 2**28
        e -= 28;
        let y = m as u64;
        m -= y as f64;
        x += y;
        if x >= MODULUS {
            x -= MODULUS;
        }
    }
    let e = if e >= 0 {
        e % BITS
    } else {
        BITS - 1 - ((-1 - e) % BITS)
    };
    x = ((x << e) & MODULUS) | (x >> (BITS - e));
    let h = x as i64 * if f < 0.0 { -1 } else { 1 };
    if h == -1 {
        -2
    } else {
        h
    }
}

/// `f = m * 2**e` with `0.5 <= m < 1` (C's `frexp`), for finite nonzero `f`.
fn frexp(f: f64) -> (f64, i32) {
    if f == 0.0 {
        return (0.0, 0);
    }
    let bits = f.to_bits();
    let exp = ((bits >> 52) & 0x7ff) as i32;
    if exp == 0 {
        // Subnormal: scale into the normal range first.
        let (m, e) = frexp(f * 2f64.powi(64));
        return (m, e - 64);
    }
    let m = f64::from_bits((bits & !(0x7ffu64 << 52)) | (1022u64 << 52));
    (m, exp - 1022)
}

/// CPython 3.11's `sys.get_int_max_str_digits()`: decimal text of an int is refused past
/// this many digits (conversion is quadratic; the limit is CPython's own defence).
pub const MAX_STR_DIGITS: usize = 4300;

fn digits_error(count: Option<usize>) -> String {
    match count {
        Some(n) => format!(
            "Exceeds the limit ({MAX_STR_DIGITS} digits) for integer string conversion: value has {n} digits; use sys.set_int_max_str_digits() to increase the limit"
        ),
        None => format!(
            "Exceeds the limit ({MAX_STR_DIGITS} digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit"
        ),
    }
}

/// `str(b)` in decimal, or CPython's `ValueError` past 4,300 digits.
pub fn to_decimal(b: &BigInt) -> Result<String> {
    // 4,300 digits need at least 14,282 bits; far larger values are refused before the
    // (quadratic) conversion.
    if b.bits() > 14_300 {
        return Err(value_error(digits_error(None)));
    }
    let s = b.magnitude().to_str_radix(10);
    if s.len() > MAX_STR_DIGITS {
        return Err(value_error(digits_error(None)));
    }
    Ok(if b.is_negative() { format!("-{s}") } else { s })
}

/// Parses decimal digits (`int(str)`), with CPython's digit limit.
pub fn parse_decimal(digits: &str) -> Result<Option<BigInt>> {
    let n = digits.bytes().filter(u8::is_ascii_digit).count();
    if n > MAX_STR_DIGITS {
        return Err(value_error(digits_error(Some(n))));
    }
    Ok(BigInt::parse_bytes(digits.as_bytes(), 10))
}

/// The message a decimal literal past the limit gets as a `SyntaxError`.
pub fn literal_digits_error(n: usize) -> String {
    format!(
        "{} - Consider hexadecimal for huge integer literals to avoid decimal conversion limits.",
        digits_error(Some(n))
    )
}

/// Parses digits in a power-of-two `radix` (literals like `0xFFFF_FFFF_FFFF_FFFF_FF`).
pub fn parse(digits: &str, radix: u32) -> Option<BigInt> {
    BigInt::parse_bytes(digits.as_bytes(), radix)
}

/// The overflow a Python int past a C `ssize_t` meets where an index or size is needed.
pub fn index_overflow() -> TorchError {
    TorchError::new(
        ErrorKind::IndexError,
        "cannot fit 'int' into an index-sized integer",
    )
}

/// `round(i, ndigits)` for an int: a negative `ndigits` rounds half to even to a multiple of
/// `10**-ndigits`, exactly; a positive one leaves the int as it is.
pub(crate) fn round_int(v: &Value, ndigits: i64) -> Value {
    let Some(x) = as_big(v) else {
        return v.clone();
    };
    if ndigits >= 0 {
        return v.clone();
    }
    // Past the int's own digits the result is 0 (a 4,300-digit int has < 10**4301).
    let k = (-ndigits).min(i64::from(u16::MAX)) as u32;
    if u64::from(k) > x.bits() {
        return Value::Int(0);
    }
    let m = num_bigint::BigInt::from(10u32).pow(k);
    let (q, r) = x.div_mod_floor(&m);
    let twice: num_bigint::BigInt = r * 2;
    let q = if twice > m || (twice == m && q.is_odd()) {
        q + 1
    } else {
        q
    };
    int_value(q * m)
}

/// `int(text)`: Python's literal rules for base 10 (spaces around, underscores between
/// digits, a sign), exact for any length up to CPython's digit limit.
pub(crate) fn int_from_str(s: &str) -> Result<Value> {
    let bad = || {
        TorchError::new(
            ErrorKind::ValueError,
            format!(
                "invalid literal for int() with base 10: {}",
                super::builtins::py_str_repr(s)
            ),
        )
    };
    let t = s.trim();
    let (neg, body) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let ok = !body.is_empty()
        && !body.starts_with('_')
        && !body.ends_with('_')
        && !body.contains("__")
        && body.chars().all(|c| c.is_ascii_digit() || c == '_');
    if !ok {
        return Err(bad());
    }
    let digits: String = body.chars().filter(|c| *c != '_').collect();
    let b = parse_decimal(&digits)?.ok_or_else(bad)?;
    Ok(int_value(if neg { -b } else { b }))
}

/// The methods and attributes of Python's `int` that scripts use, for ints and bools.
pub const INT_METHODS: &[&str] = &["bit_length", "bit_count", "conjugate", "as_integer_ratio"];

/// `n.bit_length()`, `n.bit_count()`, `n.conjugate()`, `n.as_integer_ratio()`.
pub fn call_int_method(n: &Value, name: &str, given: usize) -> Result<Value> {
    let big = as_big(n).ok_or_else(|| type_error("an int is required"))?;
    if given > 0 {
        return Err(type_error(format!(
            "int.{name}() takes no arguments ({given} given)"
        )));
    }
    Ok(match name {
        "bit_length" => Value::Int(big.magnitude().bits() as i64),
        "bit_count" => Value::Int(big.magnitude().count_ones() as i64),
        "conjugate" => int_value(big),
        "as_integer_ratio" => Value::tuple(vec![int_value(big), Value::Int(1)]),
        _ => {
            return Err(type_error(format!(
                "'int' object has no attribute '{name}'"
            )))
        }
    })
}

/// `n.numerator`, `n.denominator`, `n.imag` (`n.real` is answered beside floats').
pub fn int_attribute(n: &Value, name: &str) -> Option<Value> {
    let big = as_big(n)?;
    Some(match name {
        // `True.real` is the int 1, as `numerator` is.
        "numerator" | "real" => int_value(big),
        "denominator" => Value::Int(1),
        "imag" => Value::Int(0),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn big(s: &str) -> BigInt {
        parse(s, 10).unwrap()
    }

    #[test]
    fn results_leave_and_reenter_i64() {
        let a = Value::Int(i64::MAX);
        let sum = binop(BinOp::Add, &a, &Value::Int(1)).unwrap().unwrap();
        assert!(matches!(&sum, Value::BigInt(b) if **b == big("9223372036854775808")));
        let back = binop(BinOp::Sub, &sum, &Value::Int(1)).unwrap().unwrap();
        assert!(matches!(back, Value::Int(i64::MAX)));
    }

    #[test]
    fn floor_division_and_modulo_follow_python_signs() {
        let x = big("-100000000000000000000");
        let y = BigInt::from(7);
        let q = big_binop(BinOp::FloorDiv, &x, &y).unwrap();
        let r = big_binop(BinOp::Mod, &x, &y).unwrap();
        // CPython: -10**20 // 7 == -14285714285714285715, -10**20 % 7 == 5
        assert!(matches!(&q, Value::BigInt(b) if **b == big("-14285714285714285715")));
        assert!(matches!(r, Value::Int(5)));
    }

    #[test]
    fn true_division_rounds_once() {
        // CPython: (10**30 + 1) / 10**15 == 1000000000000000.0; 2**1100 / 2**1099 == 2.0
        assert_eq!(
            true_div(
                &big("1000000000000000000000000000001"),
                &big("1000000000000000")
            )
            .unwrap(),
            1e15
        );
        let p = BigInt::one() << 1100u32;
        assert_eq!(true_div(&p, &(BigInt::one() << 1099u32)).unwrap(), 2.0);
        assert_eq!(
            true_div(&BigInt::from(1), &BigInt::from(3)).unwrap(),
            1.0 / 3.0
        );
        assert!(true_div(&p, &BigInt::one()).is_err());
    }

    #[test]
    fn hashes_match_cpython() {
        assert_eq!(hash_int(&(BigInt::one() << 64u32)), 8);
        assert_eq!(hash_int(&BigInt::from(-1)), -2);
        assert_eq!(hash_float(2f64.powi(64)), 8);
        // hash(1.5) == 1152921504606846977, hash(-0.5) == -1152921504606846976
        assert_eq!(hash_float(1.5), 1152921504606846977);
        assert_eq!(hash_float(-0.5), -1152921504606846976);
    }

    #[test]
    fn ints_and_floats_compare_exactly() {
        let x = (BigInt::one() << 53u32) + 1;
        assert_eq!(cmp_int_float(&x, 2f64.powi(53)), Some(Ordering::Greater));
        assert_eq!(cmp_int_float(&BigInt::from(3), 3.5), Some(Ordering::Less));
        assert_eq!(cmp_int_float(&BigInt::from(-4), -3.5), Some(Ordering::Less));
        assert_eq!(cmp_int_float(&BigInt::from(3), f64::NAN), None);
    }
}
