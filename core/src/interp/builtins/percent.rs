//! `"%5.2f|%-4d|%s" % args`: printf-style formatting as CPython 3.11's `str.__mod__` does
//! it. Each conversion is parsed (`%[(key)][flags][width][.precision][length]type`) and
//! handed to `format()`'s spec machinery with the matching alignment, sign and padding.

use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::scalar::Scalar;

/// One parsed conversion.
struct Conversion {
    key: Option<String>,
    left: bool,
    zero: bool,
    sign: Option<char>,
    alt: bool,
    width: Option<Count>,
    precision: Option<Count>,
    ty: char,
}

/// A width or precision: written out, or `*` (taken from the arguments).
enum Count {
    Fixed(usize),
    Star,
}

fn value_error(msg: impl Into<String>) -> TorchError {
    TorchError::new(ErrorKind::ValueError, msg)
}

fn number(chars: &[char], i: &mut usize) -> Result<usize> {
    let mut n: usize = 0;
    while let Some(d) = chars.get(*i).and_then(|c| c.to_digit(10)) {
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add(d as usize))
            .filter(|&n| n <= i32::MAX as usize)
            .ok_or_else(|| value_error("width too big"))?;
        *i += 1;
    }
    crate::limits::check_value_size(n as u128, 1)?;
    Ok(n)
}

/// Parses the conversion after a `%` at `chars[*i..]`.
fn parse(chars: &[char], i: &mut usize) -> Result<Conversion> {
    let incomplete = || value_error("incomplete format");
    let mut c = Conversion {
        key: None,
        left: false,
        zero: false,
        sign: None,
        alt: false,
        width: None,
        precision: None,
        ty: '%',
    };
    if chars.get(*i) == Some(&'(') {
        let mut depth = 1;
        let start = *i + 1;
        *i += 1;
        while depth > 0 {
            match chars.get(*i) {
                None => return Err(value_error("incomplete format key")),
                Some('(') => depth += 1,
                Some(')') => depth -= 1,
                _ => {}
            }
            *i += 1;
        }
        c.key = Some(chars[start..*i - 1].iter().collect());
    }
    while let Some(&f) = chars.get(*i) {
        match f {
            '-' => c.left = true,
            '0' => c.zero = true,
            '+' => c.sign = Some('+'),
            ' ' if c.sign.is_none() => c.sign = Some(' '),
            ' ' => {}
            '#' => c.alt = true,
            _ => break,
        }
        *i += 1;
    }
    if chars.get(*i) == Some(&'*') {
        c.width = Some(Count::Star);
        *i += 1;
    } else if chars.get(*i).is_some_and(|c| c.is_ascii_digit()) {
        c.width = Some(Count::Fixed(number(chars, i)?));
    }
    if chars.get(*i) == Some(&'.') {
        *i += 1;
        if chars.get(*i) == Some(&'*') {
            c.precision = Some(Count::Star);
            *i += 1;
        } else {
            c.precision = Some(Count::Fixed(number(chars, i)?));
        }
    }
    while matches!(chars.get(*i), Some('h' | 'l' | 'L')) {
        *i += 1;
    }
    c.ty = *chars.get(*i).ok_or_else(incomplete)?;
    *i += 1;
    Ok(c)
}

/// The arguments, taken in order (or by key from a mapping).
struct Args {
    items: Vec<Value>,
    next: usize,
    mapping: Option<Value>,
}

impl Args {
    fn take(&mut self) -> Result<Value> {
        let v = self
            .items
            .get(self.next)
            .cloned()
            .ok_or_else(|| type_error("not enough arguments for format string"))?;
        self.next += 1;
        Ok(v)
    }

    fn count(&mut self, c: &Option<Count>) -> Result<Option<usize>> {
        match c {
            None => Ok(None),
            Some(Count::Fixed(n)) => Ok(Some(*n)),
            Some(Count::Star) => match self.take()? {
                Value::Int(n) => {
                    crate::limits::check_value_size(n.unsigned_abs() as u128, 1)?;
                    Ok(Some(n.unsigned_abs() as usize))
                }
                _ => Err(type_error("* wants int")),
            },
        }
    }
}

/// A number as `%d`/`%f` take it: Python numbers, and anything with `__int__`/`__float__`
/// that is one value (a one-element tensor).
fn as_number(v: &Value) -> Option<Value> {
    match v {
        Value::Int(_) | Value::BigInt(_) | Value::Float(_) => Some(v.clone()),
        Value::Bool(b) => Some(Value::Int(*b as i64)),
        Value::Tensor(t) if t.numel() == 1 => match crate::ops::item(t).ok()? {
            Scalar::Float(f) => Some(Value::Float(f)),
            Scalar::Int(i) => Some(Value::Int(i)),
            Scalar::Bool(b) => Some(Value::Int(b as i64)),
        },
        _ => None,
    }
}

/// `%d`'s integer: floats truncate toward zero (to a big int past i64).
fn as_int(v: Value) -> Result<Value> {
    match v {
        Value::Float(f) => crate::interp::pyint::from_integral_float(f.trunc()),
        v => Ok(v),
    }
}

/// `"fmt" % args`.
pub fn percent_format(it: &mut Interp, fmt: &str, args: &Value) -> Result<String> {
    let (items, mapping) = match args {
        Value::Tuple(t) => (t.to_vec(), None),
        Value::Dict(_) => (vec![args.clone()], Some(args.clone())),
        v => (vec![v.clone()], None),
    };
    // CPython: leftover arguments are an error, unless the one argument is a mapping (or
    // any non-tuple with `__getitem__`: `"abc" % []` is "abc").
    let lenient = matches!(args, Value::Dict(_) | Value::List(_));
    let mut args = Args {
        items,
        next: 0,
        mapping,
    };
    let chars: Vec<char> = fmt.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        i += 1;
        let c = parse(&chars, &mut i)?;
        let at = i - 1;
        if c.ty == '%' && c.key.is_none() {
            out.push('%');
            continue;
        }
        let width = args.count(&c.width)?;
        let precision = args.count(&c.precision)?;
        let v = match &c.key {
            Some(k) => {
                let Some(m) = &args.mapping else {
                    return Err(type_error("format requires a mapping"));
                };
                it.getitem(m, &Value::str(k))?
            }
            None => args.take()?,
        };
        let piece = convert(it, &c, v, width, precision, at)?;
        // `'%s%s%s' % (s, s, s)` of 10**9 characters each is 3 GB: refused piece by piece.
        super::str_caps::check_text(out.len() as u128 + piece.len() as u128)?;
        out.push_str(&piece);
    }
    if args.next < args.items.len() && !lenient {
        return Err(type_error(
            "not all arguments converted during string formatting",
        ));
    }
    Ok(out)
}

/// One conversion's text.
fn convert(
    it: &mut Interp,
    c: &Conversion,
    v: Value,
    width: Option<usize>,
    precision: Option<usize>,
    at: usize,
) -> Result<String> {
    let w = width.unwrap_or(0);
    let pad_text = |s: String| -> String {
        let n = s.chars().count();
        if n >= w {
            s
        } else if c.left {
            format!("{s}{}", " ".repeat(w - n))
        } else {
            format!("{}{s}", " ".repeat(w - n))
        }
    };
    // The spec `format()` takes for a number: alignment, sign, `#`, zero padding, width.
    let spec = |ty: &str, prec: Option<usize>| -> String {
        let mut s = String::new();
        if c.left {
            s.push('<');
        }
        if let Some(sign) = c.sign {
            s.push(sign);
        }
        if c.alt {
            s.push('#');
        }
        if c.zero && !c.left {
            s.push('0');
        }
        if w > 0 {
            s.push_str(&w.to_string());
        }
        if let Some(p) = prec {
            s.push_str(&format!(".{p}"));
        }
        s.push_str(ty);
        s
    };
    match c.ty {
        's' | 'r' | 'a' => {
            let s = match c.ty {
                's' => it.to_str(&v)?,
                _ => it.repr(&v)?,
            };
            let s = match precision {
                Some(p) => s.chars().take(p).collect(),
                None => s,
            };
            Ok(pad_text(s))
        }
        'd' | 'i' | 'u' => {
            // An object with `__int__` (a NumPy scalar) formats as that int.
            let number = match &v {
                Value::Instance(_) => it.call_special(&v, "__int__", vec![])?,
                _ => as_number(&v),
            };
            let n = number.ok_or_else(|| {
                type_error(format!(
                    "%{} format: a real number is required, not {}",
                    c.ty,
                    v.type_name()
                ))
            })?;
            let n = as_int(n)?;
            // A precision is a minimum digit count (`%.3d` of 5 is 005).
            match precision {
                Some(p) if p > 0 => {
                    let digits = it.format_value(&n, "d")?;
                    let (sign, body) = match digits.strip_prefix('-') {
                        Some(b) => ("-", b.to_string()),
                        None => ("", digits),
                    };
                    let body = format!("{}{body}", "0".repeat(p.saturating_sub(body.len())));
                    let sign = if sign.is_empty() {
                        c.sign.map(String::from).unwrap_or_default()
                    } else {
                        sign.to_string()
                    };
                    Ok(pad_text(format!("{sign}{body}")))
                }
                _ => it.format_value(&n, &spec("d", None)),
            }
        }
        'x' | 'X' | 'o' => {
            let n = match &v {
                Value::Int(_) | Value::BigInt(_) => v.clone(),
                Value::Bool(b) => Value::Int(*b as i64),
                Value::Tensor(t) if t.numel() == 1 && !t.dtype().is_floating() => {
                    as_number(&v).unwrap_or(Value::Int(0))
                }
                _ => {
                    return Err(type_error(format!(
                        "%{} format: an integer is required, not {}",
                        c.ty,
                        v.type_name()
                    )))
                }
            };
            it.format_value(&n, &spec(&c.ty.to_string(), None))
        }
        'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
            // An object with `__float__` (a NumPy scalar) formats as that float.
            let number = match &v {
                Value::Instance(_) => it.call_special(&v, "__float__", vec![])?,
                _ => as_number(&v),
            };
            let f = match number {
                Some(Value::Float(f)) => f,
                Some(Value::Int(i)) => i as f64,
                Some(Value::BigInt(b)) => crate::interp::pyint::to_f64(&b)?,
                _ => {
                    return Err(type_error(format!(
                        "must be real number, not {}",
                        v.type_name()
                    )))
                }
            };
            let p = precision.unwrap_or(6);
            it.format_value(&Value::Float(f), &spec(&c.ty.to_string(), Some(p)))
        }
        'c' => {
            let ch = match &v {
                Value::Int(n) => crate::interp::format_spec::code_point(
                    *n,
                    crate::interp::format_spec::c_format_range,
                )?,
                Value::BigInt(_) => return Err(crate::interp::format_spec::c_format_range()),
                Value::Bool(b) => {
                    if *b {
                        '\u{1}'
                    } else {
                        '\0'
                    }
                }
                Value::Str(s) if s.chars().count() == 1 => s.chars().next().unwrap_or(' '),
                _ => {
                    return Err(type_error(format!(
                        "%c requires an int or a unicode character, not {}",
                        v.type_name()
                    )))
                }
            };
            Ok(pad_text(ch.to_string()))
        }
        t => Err(value_error(format!(
            "unsupported format character '{t}' (0x{:x}) at index {at}",
            t as u32
        ))),
    }
}
