//! The methods of Python's `float` that scripts call: `is_integer`, `hex`,
//! `as_integer_ratio`, `conjugate`, with CPython's results and errors.

use super::pyint::int_value;
use super::value::Value;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use num_bigint::BigInt;

pub const FLOAT_METHODS: &[&str] = &["is_integer", "hex", "as_integer_ratio", "conjugate"];

pub fn call_float_method(f: f64, name: &str, given: usize) -> Result<Value> {
    if given > 0 {
        return Err(type_error(format!(
            "float.{name}() takes no arguments ({given} given)"
        )));
    }
    Ok(match name {
        "is_integer" => Value::Bool(f.is_finite() && f.fract() == 0.0),
        "hex" => Value::str(&hex(f)),
        "as_integer_ratio" => {
            let (n, d) = integer_ratio(f)?;
            Value::tuple(vec![int_value(n), int_value(d)])
        }
        "conjugate" => Value::Float(f),
        _ => {
            return Err(type_error(format!(
                "'float' object has no attribute '{name}'"
            )))
        }
    })
}

/// `float.hex()`: `[-]0x1.<13 hex digits>p<exp>` for normal numbers, `0x0.` and the
/// exponent -1022 for subnormals, `0x0.0p+0` for zero.
pub fn hex(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f < 0.0 { "-inf" } else { "inf" }.into();
    }
    let sign = if f.is_sign_negative() { "-" } else { "" };
    if f == 0.0 {
        return format!("{sign}0x0.0p+0");
    }
    let bits = f.to_bits();
    let exp_bits = ((bits >> 52) & 0x7ff) as i64;
    let mantissa = bits & ((1u64 << 52) - 1);
    let (lead, exp) = if exp_bits == 0 {
        (0, -1022)
    } else {
        (1, exp_bits - 1023)
    };
    format!("{sign}0x{lead}.{mantissa:013x}p{exp:+}")
}

/// `float.as_integer_ratio()`: the exact fraction in lowest terms, denominator positive.
pub fn integer_ratio(f: f64) -> Result<(BigInt, BigInt)> {
    if f.is_nan() {
        return Err(value_error("cannot convert NaN to integer ratio"));
    }
    if f.is_infinite() {
        return Err(TorchError::new(
            ErrorKind::OverflowError,
            "cannot convert Infinity to integer ratio",
        ));
    }
    if f == 0.0 {
        return Ok((BigInt::from(0), BigInt::from(1)));
    }
    let bits = f.to_bits();
    let exp_bits = ((bits >> 52) & 0x7ff) as i64;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut m, mut e) = if exp_bits == 0 {
        (frac, -1074)
    } else {
        (frac | (1u64 << 52), exp_bits - 1075)
    };
    // Lowest terms: the denominator is a power of two, so strip the mantissa's factors of 2.
    while m % 2 == 0 && e < 0 {
        m /= 2;
        e += 1;
    }
    let mut n = BigInt::from(m);
    if f < 0.0 {
        n = -n;
    }
    Ok(if e >= 0 {
        (n << e as usize, BigInt::from(1))
    } else {
        (n, BigInt::from(1) << (-e) as usize)
    })
}

/// `float.X` looked up on the type itself: the methods, unbound (`float.hex(x)`), and the
/// class method `fromhex`.
pub fn is_type_attribute(name: &str) -> bool {
    name == "fromhex" || FLOAT_METHODS.contains(&name)
}

/// Calls `float.<name>(...)` reached through the type (`float.hex(x)`) or, for `fromhex`,
/// through any float (`(1.0).fromhex(s)`), with CPython's argument errors.
pub fn call_type_attribute(name: &str, args: &super::args::Args) -> Result<Value> {
    if name == "fromhex" {
        if !args.kw.is_empty() {
            return Err(type_error("float.fromhex() takes no keyword arguments"));
        }
        return match args.pos.as_slice() {
            [Value::Str(s)] => fromhex(s).map(Value::Float),
            [_] => Err(type_error("bad argument type for built-in operation")),
            other => Err(type_error(format!(
                "float.fromhex() takes exactly one argument ({} given)",
                other.len()
            ))),
        };
    }
    if !args.kw.is_empty() && !args.pos.is_empty() {
        return Err(type_error(format!(
            "float.{name}() takes no keyword arguments"
        )));
    }
    match args.pos.first() {
        None => Err(type_error(format!(
            "unbound method float.{name}() needs an argument"
        ))),
        Some(Value::Float(f)) => call_float_method(*f, name, args.pos.len() - 1),
        Some(other) => Err(type_error(format!(
            "descriptor '{name}' for 'float' objects doesn't apply to a '{}' object",
            other.type_name()
        ))),
    }
}

fn invalid_hex() -> TorchError {
    value_error("invalid hexadecimal floating-point string")
}

fn hex_too_large() -> TorchError {
    TorchError::new(
        ErrorKind::OverflowError,
        "hexadecimal value too large to represent as a float",
    )
}

/// `Py_ISSPACE`: ASCII whitespace only (a no-break space is no separator to `fromhex`).
fn py_isspace(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// `float.fromhex(s)`: CPython's `float_fromhex`, step for step (sign, optional `0x`,
/// hex coefficient with an optional point, optional `p` and a decimal exponent, surrounding
/// whitespace), rounded half to even once, so every result is CPython's.
pub fn fromhex(text: &str) -> Result<f64> {
    let b = text.as_bytes();
    let (mut lo, mut hi) = (0, b.len());
    while lo < hi && py_isspace(b[lo]) {
        lo += 1;
    }
    while hi > lo && py_isspace(b[hi - 1]) {
        hi -= 1;
    }
    let s = &b[lo..hi];
    if let Some(x) = inf_or_nan(s) {
        return Ok(x);
    }
    let (negate, rest) = match s.first() {
        Some(b'-') => (true, &s[1..]),
        Some(b'+') => (false, &s[1..]),
        _ => (false, s),
    };
    let rest = match rest {
        [b'0', b'x' | b'X', tail @ ..] => tail,
        _ => rest,
    };
    let coeff = parse_coefficient(rest)?;
    let x = hex_value(&coeff)?;
    Ok(if negate { -x } else { x })
}

/// `inf`, `infinity` or `nan` in any case, with an optional sign (`_Py_parse_inf_or_nan`
/// followed by the end of the string).
fn inf_or_nan(s: &[u8]) -> Option<f64> {
    let (sign, word) = match s.first() {
        Some(b'-') => (-1.0, &s[1..]),
        Some(b'+') => (1.0, &s[1..]),
        _ => (1.0, s),
    };
    let word = word.to_ascii_lowercase();
    match word.as_slice() {
        b"inf" | b"infinity" => Some(sign * f64::INFINITY),
        b"nan" => Some(f64::NAN),
        _ => None,
    }
}

/// A parsed hex coefficient: its digits, most significant first, how many of them follow
/// the point, and the binary exponent (saturated as `strtol` saturates).
struct HexCoefficient {
    digits: Vec<u8>,
    fdigits: i64,
    exp: i64,
}

fn parse_coefficient(s: &[u8]) -> Result<HexCoefficient> {
    let hex = |c: u8| (c as char).to_digit(16).map(|d| d as u8);
    let mut i = 0;
    let mut digits = Vec::new();
    while let Some(d) = s.get(i).copied().and_then(hex) {
        digits.push(d);
        i += 1;
    }
    let mut fdigits = 0i64;
    if s.get(i) == Some(&b'.') {
        i += 1;
        while let Some(d) = s.get(i).copied().and_then(hex) {
            digits.push(d);
            fdigits += 1;
            i += 1;
        }
    }
    if digits.is_empty() {
        return Err(invalid_hex());
    }
    let mut exp = 0i64;
    if matches!(s.get(i), Some(b'p' | b'P')) {
        i += 1;
        let negative = s.get(i) == Some(&b'-');
        if matches!(s.get(i), Some(b'-' | b'+')) {
            i += 1;
        }
        if !s.get(i).is_some_and(u8::is_ascii_digit) {
            return Err(invalid_hex());
        }
        while let Some(c) = s.get(i).filter(|c| c.is_ascii_digit()) {
            let d = (c - b'0') as i64;
            exp = if negative {
                exp.saturating_mul(10).saturating_sub(d)
            } else {
                exp.saturating_mul(10).saturating_add(d)
            };
            i += 1;
        }
    }
    if i != s.len() {
        return Err(invalid_hex());
    }
    Ok(HexCoefficient {
        digits,
        fdigits,
        exp,
    })
}

/// The value of a parsed coefficient, rounded half to even at the 53rd significant bit (or
/// at 2**-1074 for subnormals), as `float_fromhex` rounds it.
fn hex_value(c: &HexCoefficient) -> Result<f64> {
    const MANT_DIG: i64 = 53;
    const MIN_EXP: i64 = -1021;
    const MAX_EXP: i64 = 1024;
    // Leading zeros dropped; `digit(j)` is the j-th least significant digit left.
    let first = c.digits.iter().position(|&d| d != 0);
    let Some(first) = first else {
        return Ok(0.0);
    };
    if c.exp < i64::MIN / 2 {
        return Ok(0.0);
    }
    if c.exp > i64::MAX / 2 {
        return Err(hex_too_large());
    }
    let digits = &c.digits[first..];
    let ndigits = digits.len() as i64;
    let digit = |j: i64| digits[(ndigits - 1 - j) as usize] as i64;
    let exp = c.exp - 4 * c.fdigits;
    let mut top_exp = exp.saturating_add(4 * (ndigits - 1));
    let mut lead = digit(ndigits - 1);
    while lead != 0 {
        top_exp += 1;
        lead /= 2;
    }
    if top_exp < MIN_EXP - MANT_DIG {
        return Ok(0.0);
    }
    if top_exp > MAX_EXP {
        return Err(hex_too_large());
    }
    let lsb = top_exp.max(MIN_EXP) - MANT_DIG;
    if exp >= lsb {
        // Exact: at most 53 significant bits, all within range.
        let x = (0..ndigits)
            .rev()
            .fold(0.0, |x, i| 16.0 * x + digit(i) as f64);
        return Ok(ldexp(x, exp));
    }
    let half_eps = 1i64 << ((lsb - exp - 1) % 4);
    let key_digit = (lsb - exp - 1) / 4;
    let mut x = ((key_digit + 1)..ndigits)
        .rev()
        .fold(0.0, |x, i| 16.0 * x + digit(i) as f64);
    let key = digit(key_digit);
    x = 16.0 * x + (key & (16 - 2 * half_eps)) as f64;
    if key & half_eps != 0 {
        let odd_above = half_eps == 8 && key_digit + 1 < ndigits && digit(key_digit + 1) & 1 != 0;
        let round_up =
            key & (3 * half_eps - 1) != 0 || odd_above || (0..key_digit).any(|i| digit(i) != 0);
        if round_up {
            x += (2 * half_eps) as f64;
            if top_exp == MAX_EXP && x == ldexp((2 * half_eps) as f64, MANT_DIG) {
                return Err(hex_too_large());
            }
        }
    }
    Ok(ldexp(x, exp + 4 * key_digit))
}

/// `x * 2**e` for an integer-valued `x` below 2**60 whose result is representable, in
/// steps that each stay exact (no step leaves the normal range before the last).
fn ldexp(mut x: f64, e: i64) -> f64 {
    // Callers stay within about ±1130; the clamp only bounds the loops.
    let mut e = e.clamp(-1200, 1200);
    while e > 1023 {
        x *= f64::from_bits(((1023 + 1023) as u64) << 52);
        e -= 1023;
    }
    while e < -1022 {
        x *= f64::from_bits(1u64 << 52);
        e += 1022;
    }
    x * f64::from_bits(((e + 1023) as u64) << 52)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn hex_and_ratios_are_cpythons() {
        assert_eq!(hex(2.5), "0x1.4000000000000p+1");
        assert_eq!(hex(-0.1), "-0x1.999999999999ap-4");
        assert_eq!(hex(5e-324), "0x0.0000000000001p-1022");
        assert_eq!(hex(-0.0), "-0x0.0p+0");
        assert_eq!(hex(1e300), "0x1.7e43c8800759cp+996");
        let r = |f| {
            integer_ratio(f)
                .map(|(n, d)| (n.to_string(), d.to_string()))
                .unwrap()
        };
        assert_eq!(r(2.5), ("5".into(), "2".into()));
        assert_eq!(r(-0.75), ("-3".into(), "4".into()));
        assert_eq!(r(8.0), ("8".into(), "1".into()));
        assert_eq!(r(0.1).1, "36028797018963968");
        assert!(integer_ratio(f64::NAN).is_err());
    }
}
