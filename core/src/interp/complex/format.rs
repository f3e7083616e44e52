//! `format(z, spec)` for Python complex numbers, as CPython 3.11's `format_complex_internal`:
//! each part formatted as a float (the imaginary part always signed unless the real part is
//! left out), `j`, parentheses when the type is omitted, then the padding for the whole.

use super::number::PyComplex;
use crate::error::{value_error, Result};
use crate::interp::format_spec::{format_spec, pad, Formattable};

struct Spec {
    fill: char,
    align: Option<char>,
    sign: char,
    alt: bool,
    width: usize,
    precision: Option<usize>,
    ty: Option<char>,
}

fn parse(spec: &str) -> Result<Spec> {
    let c: Vec<char> = spec.chars().collect();
    let mut i = 0;
    let (mut fill, mut align) = (' ', None);
    if c.len() >= 2 && "<>^=".contains(c[1]) {
        (fill, align, i) = (c[0], Some(c[1]), 2);
    } else if !c.is_empty() && "<>^=".contains(c[0]) {
        (align, i) = (Some(c[0]), 1);
    }
    let mut sign = '-';
    if i < c.len() && "+- ".contains(c[i]) {
        sign = c[i];
        i += 1;
    }
    let alt = i < c.len() && c[i] == '#';
    i += alt as usize;
    if i < c.len() && c[i] == '0' {
        return Err(value_error(
            "Zero padding is not allowed in complex format specifier",
        ));
    }
    let digits = |i: &mut usize| -> Option<usize> {
        let start = *i;
        while *i < c.len() && c[*i].is_ascii_digit() {
            *i += 1;
        }
        (start < *i).then(|| {
            c[start..*i]
                .iter()
                .collect::<String>()
                .parse()
                .unwrap_or(usize::MAX)
        })
    };
    let width = digits(&mut i).unwrap_or(0);
    crate::limits::check_value_size(width as u128, 1)?;
    let mut precision = None;
    if i < c.len() && c[i] == '.' {
        i += 1;
        precision =
            Some(digits(&mut i).ok_or_else(|| value_error("Format specifier missing precision"))?);
    }
    let ty = c.get(i).copied();
    if i + 1 < c.len() {
        return Err(value_error(format!(
            "Invalid format specifier '{spec}' for object of type 'complex'"
        )));
    }
    if align == Some('=') {
        return Err(value_error(
            "'=' alignment flag is not allowed in complex format specifier",
        ));
    }
    Ok(Spec {
        fill,
        align,
        sign,
        alt,
        width,
        precision,
        ty,
    })
}

/// One part as a float in `ty` (`r` is the repr without a trailing `.0`), with `sign`.
fn part(x: f64, ty: char, precision: usize, alt: bool, sign: char) -> Result<String> {
    if ty == 'r' {
        let s = crate::pyfmt::py_float(x);
        let s = s.strip_suffix(".0").map(str::to_string).unwrap_or(s);
        return Ok(match (sign, s.starts_with('-')) {
            (_, true) | ('-', _) => s,
            (c, false) => format!("{c}{s}"),
        });
    }
    let spec = format!("{sign}{}.{precision}{ty}", if alt { "#" } else { "" });
    format_spec(Formattable::Float(x), &spec)
}

pub fn format(c: &PyComplex, spec: &str) -> Result<String> {
    let s = parse(spec)?;
    let (mut ty, mut skip_re, mut parens) = (s.ty.unwrap_or('\0'), false, false);
    if ty == '\0' {
        ty = 'r';
        if c.re == 0.0 && c.re.is_sign_positive() {
            skip_re = true;
        } else {
            parens = true;
        }
    }
    if !matches!(ty, 'r' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G' | 'n') {
        return Err(value_error(format!(
            "Unknown format code '{ty}' for object of type 'complex'"
        )));
    }
    if ty == 'n' {
        ty = 'g';
    }
    let precision = match s.precision {
        Some(p) => {
            if ty == 'r' {
                ty = 'g';
            }
            p
        }
        None => 6,
    };
    let re = if skip_re {
        String::new()
    } else {
        part(c.re, ty, precision, s.alt, s.sign)?
    };
    let im_sign = if skip_re { s.sign } else { '+' };
    let im = part(c.im, ty, precision, s.alt, im_sign)?;
    let body = if parens {
        format!("({re}{im}j)")
    } else {
        format!("{re}{im}j")
    };
    Ok(pad(&body, s.width, s.fill, s.align.unwrap_or('>')))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(re: f64, im: f64, spec: &str) -> String {
        format(&PyComplex { re, im }, spec).unwrap()
    }

    #[test]
    fn specs_format_as_cpython() {
        assert_eq!(f(1.5, -0.25, ".2f"), "1.50-0.25j");
        assert_eq!(f(1.0, -1.0, ">12"), "      (1-1j)");
        assert_eq!(f(1.0, 1.0, "e"), "1.000000e+00+1.000000e+00j");
        assert_eq!(f(0.0, 1.0, ".3"), "1j");
        assert_eq!(f(1.0, 2.0, "+"), "(+1+2j)");
        assert_eq!(f(-0.0, -1.0, " "), "(-0-1j)");
        assert_eq!(f(0.0, 1.0, "*^10"), "****1j****");
        assert_eq!(f(1.0, 2.0, "10.3g"), "      1+2j");
        assert_eq!(f(0.0, 2.0, "+.2f"), "+0.00+2.00j");
        assert_eq!(f(1e20, 1.0, ".3"), "(1e+20+1j)");
        assert_eq!(f(1.0, 2.0, "#.0f"), "1.+2.j");
        assert!(format(&PyComplex { re: 0.0, im: 1.0 }, "d").is_err());
        assert!(format(&PyComplex { re: 0.0, im: 1.0 }, "010").is_err());
    }
}
