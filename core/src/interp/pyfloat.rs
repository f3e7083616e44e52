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
