//! `b'%d: %s' % (n, data)`: CPython 3.11's bytes %-formatting (`_PyBytes_FormatEx`). The
//! format is parsed here, with its errors and their indices; `%s`/`%b` take bytes (or
//! `__bytes__`), `%r`/`%a` an object's ASCII repr, `%c` one byte; the numbers are checked
//! here (bytes words their errors its own way) and then written by str's `%` machinery,
//! which pads and signs them as CPython does.

use super::{as_index, bytes_of, PyBytes};
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::to_i64;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::limits::check_value_size;

/// One parsed conversion.
struct Spec {
    left: bool,
    zero: bool,
    sign: Option<char>,
    alt: bool,
    width: usize,
    prec: Option<usize>,
}

/// The arguments, as CPython walks them: a tuple item by item, any other value once
/// (`len < 0`). A `%(key)` conversion replaces them with the value it looked up.
struct Walk {
    whole: Value,
    items: Vec<Value>,
    idx: i64,
    len: i64,
}

impl Walk {
    fn of(v: &Value) -> Walk {
        match v.tuple_items() {
            Some(items) => Walk {
                whole: v.clone(),
                len: items.len() as i64,
                items,
                idx: 0,
            },
            None => Walk::single(v.clone()),
        }
    }

    /// One value, taken once (what a `%(key)` conversion looked up).
    fn single(v: Value) -> Walk {
        Walk {
            whole: v,
            items: Vec::new(),
            idx: -2,
            len: -1,
        }
    }

    fn next(&mut self) -> Result<Value> {
        if self.idx >= self.len {
            return Err(type_error("not enough arguments for format string"));
        }
        self.idx += 1;
        Ok(if self.len < 0 {
            self.whole.clone()
        } else {
            self.items[(self.idx - 1) as usize].clone()
        })
    }
}

/// Whether `%` treats its operand as a mapping (`%(key)s` looks keys up in it, and
/// leftover arguments are no error): anything subscriptable but a tuple, str or bytes.
fn is_mapping(v: &Value) -> bool {
    match v {
        Value::Dict(_)
        | Value::List(_)
        | Value::Tensor(_)
        | Value::Range(..)
        | Value::BigRange(_) => true,
        Value::Instance(i) => i.class().lookup("__getitem__").is_some(),
        _ => false,
    }
}

/// `fmt % args`.
pub fn percent(it: &mut Interp, fmt: &[u8], args: &Value) -> Result<Vec<u8>> {
    let mapping = is_mapping(args).then(|| args.clone());
    let mut walk = Walk::of(args);
    let mut out: Vec<u8> = Vec::with_capacity(fmt.len());
    let mut i = 0;
    while i < fmt.len() {
        if fmt[i] != b'%' {
            let run = fmt[i..]
                .iter()
                .position(|&c| c == b'%')
                .unwrap_or(fmt.len() - i);
            out.extend_from_slice(&fmt[i..i + run]);
            i += run;
            continue;
        }
        i += 1;
        if fmt.get(i) == Some(&b'%') {
            out.push(b'%');
            i += 1;
            continue;
        }
        let piece = conversion(it, fmt, &mut i, &mut walk, &mapping)?;
        check_value_size(out.len() as u128 + piece.len() as u128, 1)?;
        out.extend_from_slice(&piece);
    }
    if walk.idx < walk.len && mapping.is_none() {
        return Err(type_error(
            "not all arguments converted during bytes formatting",
        ));
    }
    Ok(out)
}

/// The digits of a width or precision at `fmt[*i..]`, at most `max`.
fn digits(fmt: &[u8], i: &mut usize, max: u128, too_big: &str) -> Result<usize> {
    let mut n: u128 = 0;
    while let Some(d) = fmt.get(*i).filter(|c| c.is_ascii_digit()) {
        n = n * 10 + (d - b'0') as u128;
        if n > max {
            return Err(value_error(too_big));
        }
        *i += 1;
    }
    Ok(n as usize)
}

/// An int argument of `*`: CPython's "* wants int", then its C conversion.
fn star(walk: &mut Walk, c_type: &str) -> Result<i64> {
    let v = walk.next()?;
    match v {
        Value::Int(_) | Value::Bool(_) => to_i64(&v),
        Value::BigInt(_) => Err(TorchError::new(
            ErrorKind::OverflowError,
            format!("Python int too large to convert to C {c_type}"),
        )),
        _ => Err(type_error("* wants int")),
    }
}

/// Parses one conversion after its `%` and writes it.
fn conversion(
    it: &mut Interp,
    fmt: &[u8],
    i: &mut usize,
    walk: &mut Walk,
    mapping: &Option<Value>,
) -> Result<Vec<u8>> {
    let incomplete = || value_error("incomplete format");
    if fmt.get(*i) == Some(&b'(') {
        let start = *i + 1;
        let mut depth = 1;
        *i += 1;
        while depth > 0 {
            match fmt.get(*i) {
                None => return Err(value_error("incomplete format key")),
                Some(b'(') => depth += 1,
                Some(b')') => depth -= 1,
                _ => {}
            }
            *i += 1;
        }
        let Some(m) = mapping else {
            return Err(type_error("format requires a mapping"));
        };
        let key = PyBytes::value(&fmt[start..*i - 1]);
        *walk = Walk::single(it.getitem(m, &key)?);
    }
    let mut spec = Spec {
        left: false,
        zero: false,
        sign: None,
        alt: false,
        width: 0,
        prec: None,
    };
    while let Some(&c) = fmt.get(*i) {
        match c {
            b'-' => spec.left = true,
            b'+' => spec.sign = Some('+'),
            b' ' if spec.sign.is_none() => spec.sign = Some(' '),
            b' ' => {}
            b'#' => spec.alt = true,
            b'0' => spec.zero = true,
            _ => break,
        }
        *i += 1;
    }
    if fmt.get(*i) == Some(&b'*') {
        *i += 1;
        let w = star(walk, "ssize_t")?;
        if w < 0 {
            spec.left = true;
        }
        spec.width = w.unsigned_abs() as usize;
    } else {
        spec.width = digits(fmt, i, i64::MAX as u128, "width too big")?;
    }
    if fmt.get(*i) == Some(&b'.') {
        *i += 1;
        spec.prec = Some(if fmt.get(*i) == Some(&b'*') {
            *i += 1;
            let p = star(walk, "int")?;
            i32::try_from(p)
                .map_err(|_| {
                    TorchError::new(
                        ErrorKind::OverflowError,
                        "Python int too large to convert to C int",
                    )
                })?
                .max(0) as usize
        } else {
            digits(fmt, i, i32::MAX as u128, "prec too big")?
        });
    }
    if matches!(fmt.get(*i), Some(b'h' | b'l' | b'L')) {
        *i += 1;
    }
    let ty = *fmt.get(*i).ok_or_else(incomplete)?;
    *i += 1;
    let v = walk.next()?;
    check_value_size(spec.width as u128, 1)?;
    if let Some(p) = spec.prec {
        check_value_size(p as u128, 1)?;
    }
    match ty {
        b's' | b'b' => {
            let data = bytes_arg(it, &v)?;
            let cut = spec.prec.map_or(data.len(), |p| p.min(data.len()));
            Ok(pad(&data[..cut], &spec))
        }
        b'r' | b'a' => {
            let text = ascii(&it.repr(&v)?);
            let cut = spec.prec.map_or(text.len(), |p| p.min(text.len()));
            Ok(pad(&text.as_bytes()[..cut], &spec))
        }
        b'c' => Ok(pad(&[char_byte(it, &v)?], &spec)),
        b'd' | b'i' | b'u' => number(it, &spec, ty, &v),
        b'x' | b'X' | b'o' => number(it, &spec, ty, &v),
        b'e' | b'E' | b'f' | b'F' | b'g' | b'G' => number(it, &spec, ty, &v),
        c => Err(value_error(format!(
            "unsupported format character '{}' (0x{c:x}) at index {}",
            c as char,
            *i - 1
        ))),
    }
}

/// `data` padded with spaces to the width (on the right for `-`).
fn pad(data: &[u8], spec: &Spec) -> Vec<u8> {
    let fill = spec.width.saturating_sub(data.len());
    let mut out = Vec::with_capacity(data.len() + fill);
    if !spec.left {
        out.resize(fill, b' ');
    }
    out.extend_from_slice(data);
    if spec.left {
        out.resize(data.len() + fill, b' ');
    }
    out
}

/// What `%s` and `%b` write: a bytes, or what an object's `__bytes__` gives.
fn bytes_arg(it: &mut Interp, v: &Value) -> Result<Vec<u8>> {
    if let Some(d) = bytes_of(v) {
        return Ok(d.to_vec());
    }
    if let Some(r) = it.call_special(v, "__bytes__", vec![])? {
        return match bytes_of(&r) {
            Some(d) => Ok(d.to_vec()),
            None => Err(type_error(format!(
                "__bytes__ returned non-bytes (type {})",
                r.type_name()
            ))),
        };
    }
    Err(type_error(format!(
        "%b requires a bytes-like object, or an object that implements __bytes__, not '{}'",
        v.type_name()
    )))
}

/// `ascii(x)` from `repr(x)`: non-ASCII characters as `\xNN`, `\uNNNN` or `\UNNNNNNNN`.
pub fn ascii(repr: &str) -> String {
    let mut out = String::with_capacity(repr.len());
    for c in repr.chars() {
        match c as u32 {
            0..=0x7f => out.push(c),
            n @ 0x80..=0xff => out.push_str(&format!("\\x{n:02x}")),
            n @ 0x100..=0xffff => out.push_str(&format!("\\u{n:04x}")),
            n => out.push_str(&format!("\\U{n:08x}")),
        }
    }
    out
}

/// `%c`'s byte: a bytes of one byte, or an int in `range(256)` (through `__index__`).
fn char_byte(it: &mut Interp, v: &Value) -> Result<u8> {
    let wrong = || type_error("%c requires an integer in range(256) or a single byte");
    if let Some(d) = bytes_of(v) {
        return match d {
            [b] => Ok(*b),
            _ => Err(wrong()),
        };
    }
    let n = match as_index(it, v) {
        Ok(Some(n)) => n,
        Ok(None) => return Err(wrong()),
        Err(e) if e.kind == ErrorKind::TypeError => return Err(wrong()),
        Err(e) => return Err(e),
    };
    match n {
        Value::Int(_) | Value::Bool(_) => u8::try_from(to_i64(&n)?).ok(),
        _ => None,
    }
    .ok_or_else(|| TorchError::new(ErrorKind::OverflowError, "%c arg not in range(256)"))
}

/// A numeric conversion: the argument checked as bytes formatting checks it, then
/// written by str's `%` with the same flags, width and precision.
fn number(it: &mut Interp, spec: &Spec, ty: u8, v: &Value) -> Result<Vec<u8>> {
    let n = match ty {
        b'd' | b'i' | b'u' => integral(it, ty, v)?,
        b'x' | b'X' | b'o' => {
            let wrong = || {
                type_error(format!(
                    "%{} format: an integer is required, not {}",
                    ty as char,
                    v.type_name()
                ))
            };
            match as_index(it, v) {
                Ok(Some(n)) => n,
                Ok(None) => return Err(wrong()),
                Err(e) if e.kind == ErrorKind::TypeError => return Err(wrong()),
                Err(e) => return Err(e),
            }
        }
        _ => Value::Float(real(it, v)?),
    };
    let mut f = String::from("%");
    if spec.left {
        f.push('-');
    }
    if let Some(s) = spec.sign {
        f.push(s);
    }
    if spec.alt {
        f.push('#');
    }
    if spec.zero {
        f.push('0');
    }
    if spec.width > 0 {
        f.push_str(&spec.width.to_string());
    }
    if let Some(p) = spec.prec {
        f.push_str(&format!(".{p}"));
    }
    // `%i` is `%d` (CPython's errors for it say `%d`, which `integral` already raised).
    f.push(if ty == b'i' { 'd' } else { ty as char });
    let text = crate::interp::builtins::percent_format(it, &f, &Value::tuple(vec![n]))?;
    Ok(text.into_bytes())
}

/// The number `%d` writes: ints and floats as they are, a one-element tensor's value, an
/// object's `__int__` or `__index__`.
fn integral(it: &mut Interp, ty: u8, v: &Value) -> Result<Value> {
    let name = if ty == b'u' { 'u' } else { 'd' };
    let wrong = || {
        type_error(format!(
            "%{name} format: a real number is required, not {}",
            v.type_name()
        ))
    };
    Ok(match v {
        Value::Int(_) | Value::BigInt(_) | Value::Float(_) => v.clone(),
        Value::Bool(b) => Value::Int(*b as i64),
        Value::Tensor(t) if t.numel() == 1 => v.clone(),
        Value::Tensor(_) => {
            return Err(value_error(
                "only one element tensors can be converted to Python scalars",
            ))
        }
        Value::Instance(_) => match it.call_special(v, "__int__", vec![])? {
            Some(n) => n,
            None => as_index(it, v)?.ok_or_else(wrong)?,
        },
        _ => return Err(wrong()),
    })
}

/// The float `%e`/`%f`/`%g` write; any failure to get one is CPython's TypeError.
fn real(it: &mut Interp, v: &Value) -> Result<f64> {
    let wrong = || type_error(format!("float argument required, not {}", v.type_name()));
    let f = match v {
        Value::Float(f) => Some(*f),
        Value::Int(i) => Some(*i as f64),
        Value::Bool(b) => Some(*b as u8 as f64),
        Value::BigInt(b) => crate::interp::pyint::to_f64(b).ok(),
        Value::Tensor(t) if t.numel() == 1 => crate::ops::item(t).ok().map(|s| s.to_f64()),
        Value::Instance(_) => match it.call_special(v, "__float__", vec![])? {
            Some(Value::Float(f)) => Some(f),
            Some(_) => None,
            None => match as_index(it, v)? {
                Some(Value::Int(i)) => Some(i as f64),
                _ => None,
            },
        },
        _ => None,
    };
    f.ok_or_else(wrong)
}
