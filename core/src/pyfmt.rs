//! Python's text for numbers, for every floor that prints one: the interpreter's `repr`
//! and f-strings (interp/format.rs) and the messages of the layers below it (the
//! optimizers' argument checks).

/// The fewest significant digits that read back as `f`, in `d.ddde±x` form. Among the
/// strings of that length Python picks the one nearest `f` (an exact tie goes to the even
/// digit: 3.7672805786132812, not ...813); Rust's shortest form may take the other
/// neighbour, so the digits are rounded again, exactly, at that length.
fn shortest_sci(f: f64) -> String {
    let e = format!("{f:e}");
    let digits = e
        .split_once('e')
        .map_or(0, |(m, _)| m.chars().filter(|c| c.is_ascii_digit()).count());
    let exact = format!("{:.*e}", digits.saturating_sub(1), f);
    if exact.parse::<f64>() == Ok(f) {
        exact
    } else {
        e
    }
}

/// Python's `repr(float)`: the shortest digits that round-trip, in fixed notation for
/// exponents -4..16 and scientific notation otherwise.
pub fn py_float(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if f == 0.0 {
        return if f.is_sign_negative() {
            "-0.0".into()
        } else {
            "0.0".into()
        };
    }
    let e = shortest_sci(f);
    let (mant, exp) = e.split_once('e').unwrap();
    let exp: i32 = exp.parse().unwrap();
    let neg = mant.starts_with('-');
    let digits: String = mant.chars().filter(|c| c.is_ascii_digit()).collect();
    let sign = if neg { "-" } else { "" };
    if (-4..16).contains(&exp) {
        let point = exp + 1; // digits before the decimal point
        let s = if point <= 0 {
            format!("0.{}{}", "0".repeat((-point) as usize), digits)
        } else if point as usize >= digits.len() {
            format!("{}{}.0", digits, "0".repeat(point as usize - digits.len()))
        } else {
            format!(
                "{}.{}",
                &digits[..point as usize],
                &digits[point as usize..]
            )
        };
        format!("{sign}{s}")
    } else {
        let m = if digits.len() > 1 {
            format!("{}.{}", &digits[..1], &digits[1..])
        } else {
            digits
        };
        let es = if exp < 0 { "-" } else { "+" };
        format!("{sign}{m}e{es}{:02}", exp.abs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn float_repr_matches_python() {
        assert_eq!(py_float(0.1), "0.1");
        assert_eq!(py_float(1e-5), "1e-05");
        assert_eq!(py_float(1e16), "1e+16");
        assert_eq!(py_float(123.0), "123.0");
        assert_eq!(py_float(1.5e-4), "0.00015");
        assert_eq!(py_float(-2.5), "-2.5");
        assert_eq!(py_float(1234567890123456.0), "1234567890123456.0");
        assert_eq!(py_float(0.30000000000000004), "0.30000000000000004");
    }
}

/// A double as C++'s `std::ostream` prints it by default (`%g`, 6 significant digits), which
/// is how PyTorch's C++ error messages show numbers (`p=0.5`, `lambda=-1`, `1e-07`).
pub fn cpp_double(f: f64) -> String {
    if f.is_nan() {
        return "nan".into();
    }
    if f.is_infinite() {
        return if f > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if f == 0.0 {
        return if f.is_sign_negative() { "-0" } else { "0" }.into();
    }
    let trim = |s: String| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s
        }
    };
    let sci = format!("{f:.5e}");
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    if !(-4..6).contains(&exp) {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mant.to_string()), exp.abs())
    } else {
        trim(format!("{f:.*}", (5 - exp) as usize))
    }
}

#[cfg(test)]
mod cpp_double_tests {
    use super::cpp_double;

    #[test]
    fn doubles_print_as_cpp_streams_print_them() {
        let cases = [
            (-1.0, "-1"),
            (0.5, "0.5"),
            (2.0, "2"),
            (1e-7, "1e-07"),
            (123456.0, "123456"),
            (1234567.0, "1.23457e+06"),
            (0.0001, "0.0001"),
            (1.0 / 3.0, "0.333333"),
            (f64::INFINITY, "inf"),
        ];
        for (v, want) in cases {
            assert_eq!(cpp_double(v), want, "{v}");
        }
    }
}

#[cfg(test)]
mod py_float_tests {
    use super::py_float;

    #[test]
    fn a_tie_between_two_shortest_strings_goes_to_the_even_digit() {
        // 3.76728057861328125 exactly: CPython prints ...812, the nearer-even neighbour.
        assert_eq!(py_float(3.767_280_578_613_281_2), "3.7672805786132812");
        assert_eq!(py_float(0.1), "0.1");
        assert_eq!(py_float(1e22), "1e+22");
        assert_eq!(py_float(-2.5e-7), "-2.5e-07");
    }
}
