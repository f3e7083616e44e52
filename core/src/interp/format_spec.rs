//! Python's format specs (`format(v, spec)`, f-string fields, `str.format`): fill, align,
//! sign, `#`, zero padding, width, grouping, precision and type, as CPython 3.11 applies
//! them to ints, floats and strings.

use super::format::{py_fixed, py_nonfinite, py_sci, EXACT_SIG_DIGITS};
use crate::error::{not_implemented, value_error, ErrorKind, Result, TorchError};
use crate::pyfmt::py_float;

/// A value Python's `format()` can take.
pub enum Formattable<'a> {
    Int(i64),
    BigInt(&'a num_bigint::BigInt),
    Float(f64),
    Str(&'a str),
}

/// The decimal number at `chars[i..]` of a format spec and where it ends. Past
/// `sys.maxsize` CPython refuses the spec; a width the memory cap cannot hold is a
/// `MemoryError`, as CPython's allocation would be.
fn spec_number(chars: &[char], mut i: usize) -> Result<(usize, usize)> {
    let mut n: u64 = 0;
    while let Some(d) = chars.get(i).and_then(|c| c.to_digit(10)) {
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add(u64::from(d)))
            .filter(|&n| n <= i64::MAX as u64)
            .ok_or_else(|| value_error("Too many decimal digits in format string"))?;
        i += 1;
    }
    crate::limits::check_value_size(u128::from(n), 1)?;
    Ok((n as usize, i))
}

/// Applies a Python format spec (`[[fill]align][sign][,][width][.precision][type]`).
pub fn format_spec(v: Formattable, spec: &str) -> Result<String> {
    let chars: Vec<char> = spec.chars().collect();
    let mut i = 0;
    let mut fill = ' ';
    let mut align: Option<char> = None;
    if chars.len() >= 2 && "<>^=".contains(chars[1]) {
        fill = chars[0];
        align = Some(chars[1]);
        i = 2;
    } else if !chars.is_empty() && "<>^=".contains(chars[0]) {
        align = Some(chars[0]);
        i = 1;
    }
    let mut sign = '-';
    let sign_given = i < chars.len() && "+- ".contains(chars[i]);
    if sign_given {
        sign = chars[i];
        i += 1;
    }
    let mut alt = false;
    if i < chars.len() && chars[i] == '#' {
        alt = true;
        i += 1;
    }
    let mut zero = false;
    if i < chars.len() && chars[i] == '0' {
        zero = true;
        i += 1;
        // The `0` flag fills with zeros unless a fill character was written, whatever the
        // alignment (`f'{3:>03b}'` is '011', `f'{-3:<06}'` is '-30000').
        if !(chars.len() >= 2 && "<>^=".contains(chars[1])) {
            fill = '0';
        }
    }
    let (width, next) = spec_number(&chars, i)?;
    i = next;
    let mut grouping: Option<char> = None;
    if i < chars.len() && (chars[i] == ',' || chars[i] == '_') {
        grouping = Some(chars[i]);
        i += 1;
    }
    let mut precision: Option<usize> = None;
    if i < chars.len() && chars[i] == '.' {
        let (p, next) = spec_number(&chars, i + 1)?;
        i = next;
        precision = Some(p);
    }
    let ty = chars.get(i).copied();
    if i + 1 < chars.len() {
        return Err(value_error(format!("Invalid format specifier '{spec}'")));
    }
    // CPython groups by thousands only in decimal; `_` also groups b/o/x/X by four.
    if let (Some(','), Some(t @ ('b' | 'o' | 'x' | 'X' | 'c' | 'n' | 's'))) = (grouping, ty) {
        return Err(value_error(format!("Cannot specify ',' with '{t}'.")));
    }
    // A character has no sign and no alternate form (CPython checks before the value).
    if ty == Some('c') && matches!(v, Formattable::Int(_) | Formattable::BigInt(_)) {
        if sign_given {
            return Err(value_error(
                "Sign not allowed with integer format specifier 'c'",
            ));
        }
        if alt {
            return Err(value_error(
                "Alternate form (#) not allowed with integer format specifier 'c'",
            ));
        }
    }
    let decimal = grouping.map(|c| (c, 3));
    let padding = Padding {
        sign,
        fill,
        align,
        zero,
        width,
    };
    let (neg, body) = match v {
        Formattable::Str(s) => {
            if let Some(g) = grouping {
                return Err(value_error(format!("Cannot specify '{g}' with 's'.")));
            }
            if align == Some('=') {
                return Err(value_error(
                    "'=' alignment not allowed in string format specifier",
                ));
            }
            if ty.is_some_and(|t| t != 's') {
                return Err(value_error(format!(
                    "Unknown format code '{}' for object of type 'str'",
                    ty.unwrap()
                )));
            }
            let s: String = match precision {
                Some(p) => s.chars().take(p).collect(),
                None => s.to_string(),
            };
            return Ok(pad(&s, width, fill, align.unwrap_or('<')));
        }
        Formattable::Int(_) | Formattable::BigInt(_)
            if precision.is_some()
                && matches!(ty, None | Some('d' | 'n' | 'x' | 'X' | 'b' | 'o' | 'c')) =>
        {
            return Err(value_error(
                "Precision not allowed in integer format specifier",
            ))
        }
        Formattable::Int(n) => match ty {
            None | Some('d') | Some('n') => (n < 0, group(&n.unsigned_abs().to_string(), grouping)),
            Some(r @ ('x' | 'X' | 'b' | 'o')) => {
                let m = n.unsigned_abs();
                let digits = match r {
                    'x' => format!("{m:x}"),
                    'X' => format!("{m:X}"),
                    'b' => format!("{m:b}"),
                    _ => format!("{m:o}"),
                };
                (n < 0, radix_body(&digits, r, alt, grouping))
            }
            Some('c') => (false, code_point(n, c_format_range)?.to_string()),
            Some(_) => {
                return float_body(n as f64, ty, precision, grouping, alt)
                    .map(|(ng, b)| finish(ng, b, &padding, decimal))
            }
        },
        Formattable::BigInt(n) => {
            let neg = num_traits::Signed::is_negative(n);
            let m = n.magnitude();
            match ty {
                // Decimal text has CPython's digit limit (`format(10**5000, ',')` and
                // `'%d' % 10**5000` raise as `str()` does); other bases have none.
                None | Some('d') | Some('n') => {
                    let digits = crate::interp::pyint::to_decimal(n)?;
                    (neg, group(digits.trim_start_matches('-'), grouping))
                }
                Some(r @ ('x' | 'X' | 'b' | 'o')) => {
                    let digits = match r {
                        'x' => m.to_str_radix(16),
                        'X' => m.to_str_radix(16).to_uppercase(),
                        'b' => m.to_str_radix(2),
                        _ => m.to_str_radix(8),
                    };
                    (neg, radix_body(&digits, r, alt, grouping))
                }
                // CPython converts to a C long before it checks the range.
                Some('c') => {
                    return Err(TorchError::new(
                        ErrorKind::OverflowError,
                        "Python int too large to convert to C long",
                    ))
                }
                Some(_) => {
                    let f = super::pyint::to_f64(n)?;
                    return float_body(f, ty, precision, grouping, alt)
                        .map(|(ng, b)| finish(ng, b, &padding, decimal));
                }
            }
        }
        Formattable::Float(f) => {
            if ty == Some('d') {
                return Err(value_error(
                    "Unknown format code 'd' for object of type 'float'",
                ));
            }
            float_body(f, ty, precision, grouping, alt)?
        }
    };
    // Zero padding is grouped too (`{:020,.2f}`): decimal digits in threes, hex, binary and
    // octal digits in fours with `_`.
    let groups = match ty {
        Some('x' | 'X' | 'b' | 'o') => grouping.filter(|&c| c == '_').map(|c| (c, 4)),
        _ => decimal,
    };
    Ok(finish(neg, body, &padding, groups))
}

fn float_body(
    f: f64,
    ty: Option<char>,
    precision: Option<usize>,
    grouping: Option<char>,
    alt: bool,
) -> Result<(bool, String)> {
    let neg = f.is_sign_negative();
    let a = f.abs();
    // `#` keeps the decimal point even with no digits after it (`{1.0:#.0f}` is `1.`).
    let point = |s: String| {
        if alt && a.is_finite() && !s.contains('.') {
            match s.split_once('e') {
                Some((m, e)) => format!("{m}.e{e}"),
                None => format!("{s}."),
            }
        } else {
            s
        }
    };
    let body = match ty {
        Some('f') => point(py_fixed(a, precision.unwrap_or(6))),
        Some('F') => point(py_fixed(a, precision.unwrap_or(6))).to_uppercase(),
        Some('e') | Some('E') => {
            let s = point(py_sci(a, precision.unwrap_or(6)));
            if ty == Some('E') {
                s.to_uppercase()
            } else {
                s
            }
        }
        Some('%') => {
            let s = point(py_fixed(a * 100.0, precision.unwrap_or(6)));
            format!("{s}%")
        }
        Some('g') | Some('n') => point(general(a, precision.unwrap_or(6), false, alt)),
        Some('G') => point(general(a, precision.unwrap_or(6), false, alt)).to_uppercase(),
        None => match precision {
            Some(p) => general(a, p, true, alt),
            None => py_float(a),
        },
        Some(c) => {
            return Err(value_error(format!(
                "Unknown format code '{c}' for object of type 'float'"
            )))
        }
    };
    // Grouping applies to the digits before the point whatever the presentation
    // (`{1234567.891:,}` is `1,234,567.891`).
    Ok((neg && !f.is_nan(), group_float(&body, grouping)))
}

/// `%g`: precision significant digits, fixed or scientific by the exponent, trailing zeros
/// dropped.
fn general(a: f64, p: usize, keep_point: bool, alt: bool) -> String {
    if !a.is_finite() {
        return py_nonfinite(a);
    }
    let p = p.max(1);
    if a == 0.0 {
        return if alt {
            py_fixed(0.0, p - 1)
        } else if keep_point {
            "0.0".into()
        } else {
            "0".into()
        };
    }
    // Rounding past a double's exact digits cannot move the exponent; formatting only those
    // keeps Rust's precision (a u16) from panicking (the fuzzer found `f'{1.5:.709999}'`).
    let exp = format!("{a:.*e}", (p - 1).min(EXACT_SIG_DIGITS))
        .split_once('e')
        .unwrap()
        .1
        .parse::<i32>()
        .unwrap();
    // With no presentation type (`{x:.6}`) the switch to scientific comes one digit
    // earlier, so the fixed form always has a digit after the point.
    let limit = if keep_point { p as i32 - 1 } else { p as i32 };
    let s = if exp < -4 || exp >= limit {
        let s = py_sci(a, p - 1);
        let (m, e) = s.split_once('e').unwrap();
        let m = if m.contains('.') && !alt {
            m.trim_end_matches('0').trim_end_matches('.')
        } else {
            m
        };
        format!("{m}e{e}")
    } else {
        let s = py_fixed(a, (p as i64 - 1 - exp as i64).max(0) as usize);
        if s.contains('.') && !alt {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    };
    if keep_point
        && !s.contains('.')
        && !s.contains('e')
        && !s.contains("inf")
        && !s.contains("nan")
    {
        format!("{s}.0")
    } else {
        s
    }
}

fn group(digits: &str, sep: Option<char>) -> String {
    group_every(digits, sep, 3)
}

/// Digits with `sep` between groups of `n`, counted from the right.
fn group_every(digits: &str, sep: Option<char>, n: usize) -> String {
    let Some(sep) = sep else {
        return digits.to_string();
    };
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(n) {
            out.push(sep);
        }
        out.push(c);
    }
    out
}

/// Hex, binary or octal digits as Python's `format` writes them: `_` between groups of
/// four, and with `#` the `0x`/`0X`/`0b`/`0o` prefix (which zero padding goes after).
fn radix_body(digits: &str, radix: char, alt: bool, sep: Option<char>) -> String {
    let body = group_every(digits, sep.filter(|&c| c == '_'), 4);
    if alt {
        format!("0{radix}{body}")
    } else {
        body
    }
}

/// Groups the leading digits of a float's text (up to its point, exponent or `%`).
fn group_float(s: &str, on: Option<char>) -> String {
    let end = s.find(|c: char| !c.is_ascii_digit()).unwrap_or(s.len());
    format!("{}{}", group(&s[..end], on), &s[end..])
}

/// How a formatted number is signed and padded to its width.
#[derive(Clone, Copy)]
struct Padding {
    sign: char,
    fill: char,
    align: Option<char>,
    zero: bool,
    width: usize,
}

fn finish(neg: bool, body: String, p: &Padding, groups: Option<(char, usize)>) -> String {
    let Padding {
        sign,
        fill,
        align,
        zero,
        width,
    } = *p;
    let sgn = if neg {
        "-"
    } else if sign == '+' {
        "+"
    } else if sign == ' ' {
        " "
    } else {
        ""
    };
    if zero && align.is_none() {
        let len = sgn.len() + body.chars().count();
        let pad_n = width.saturating_sub(len);
        // `#`'s radix prefix stays in front of the zeros (`0x000000ff`).
        let (prefix, digits) = match body.get(..2) {
            Some(p @ ("0x" | "0X" | "0b" | "0o")) => (p, &body[2..]),
            _ => ("", body.as_str()),
        };
        if let Some((sep, n)) = groups {
            return grouped_zero_pad(sgn, prefix, digits, sep, n, width);
        }
        return format!("{sgn}{prefix}{}{digits}", "0".repeat(pad_n));
    }
    if align == Some('=') {
        let len = sgn.len() + body.chars().count();
        return format!(
            "{sgn}{}{body}",
            fill.to_string().repeat(width.saturating_sub(len))
        );
    }
    pad(&format!("{sgn}{body}"), width, fill, align.unwrap_or('>'))
}

/// Zero padding of a grouped number, as CPython pads it: leading zeros join the digit
/// groups (`0,000,001,234,567.89`), never starting with a separator, until the text is at
/// least `width` wide.
fn grouped_zero_pad(
    sgn: &str,
    prefix: &str,
    body: &str,
    sep: char,
    n: usize,
    width: usize,
) -> String {
    let is_digit = |c: char| {
        if n == 4 {
            c.is_ascii_hexdigit()
        } else {
            c.is_ascii_digit()
        }
    };
    let end = body
        .find(|c: char| !is_digit(c) && c != sep)
        .unwrap_or(body.len());
    let digits: String = body[..end].chars().filter(|&c| c != sep).collect();
    if digits.is_empty() {
        // inf and nan: plain zeros in front, as CPython pads them.
        let len = sgn.len() + prefix.len() + body.chars().count();
        return format!(
            "{sgn}{prefix}{}{body}",
            "0".repeat(width.saturating_sub(len))
        );
    }
    let rest = &body[end..];
    let target = width.saturating_sub(sgn.len() + prefix.len() + rest.chars().count());
    // The fewest digits d whose grouped width d + (d - 1) / n reaches the target.
    let shown = |d: usize| d + d.saturating_sub(1) / n;
    let mut d = digits.len().max(target * n / (n + 1));
    while d > digits.len() && shown(d - 1) >= target {
        d -= 1;
    }
    while shown(d) < target {
        d += 1;
    }
    let padded = format!("{}{digits}", "0".repeat(d - digits.len()));
    format!("{sgn}{prefix}{}{rest}", group_every(&padded, Some(sep), n))
}

pub(crate) fn pad(s: &str, width: usize, fill: char, align: char) -> String {
    let n = s.chars().count();
    if n >= width {
        return s.to_string();
    }
    let extra = width - n;
    let f = |k: usize| fill.to_string().repeat(k);
    match align {
        '<' => format!("{s}{}", f(extra)),
        '^' => format!("{}{s}{}", f(extra / 2), f(extra - extra / 2)),
        _ => format!("{}{s}", f(extra)),
    }
}

/// CPython's error for a `c` format (`format(n, 'c')`, `'%c' % n`) past the code points.
pub fn c_format_range() -> TorchError {
    TorchError::new(ErrorKind::OverflowError, "%c arg not in range(0x110000)")
}

/// The character code point `n` is, for `chr` and the `c` formats: `out_of_range` past
/// 0..0x110000 (each caller has CPython's own error). A lone surrogate (U+D800 to U+DFFF) is
/// a code point Python strings hold and Rust's cannot: refused by name, never replaced.
pub fn code_point(n: i64, out_of_range: fn() -> TorchError) -> Result<char> {
    if !(0..0x110000).contains(&n) {
        return Err(out_of_range());
    }
    u32::try_from(n)
        .ok()
        .and_then(char::from_u32)
        .ok_or_else(|| {
            not_implemented(format!(
                "the lone surrogate U+{n:04X} as a character: stridelab's strings hold Unicode scalar values only"
            ))
        })
}
