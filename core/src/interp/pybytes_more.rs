//! The rest of `bytes`'s methods, as CPython 3.11 has them: `partition`/`rpartition`,
//! `center`/`ljust`/`rjust`/`zfill`, `expandtabs`, `splitlines`, `translate`,
//! `removeprefix`/`removesuffix`, and ASCII `capitalize`, `swapcase`, `title`, `istitle`.
//! Padding and tab expansion are checked against the memory cap before anything is
//! allocated (`b'a'.ljust(2**62)` is a MemoryError, as in CPython).

use super::search::Finder;
use super::{bytes_of, PyBytes};
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::pybytes_methods::{bytes_arg, c_int, data, int_or, Parts};
use crate::interp::registry::{Registry, ValueMethodFn};
use crate::interp::value::Value;
use crate::limits::check_value_size;

const TOPIC: &str = "bytes";

pub fn register(r: &mut Registry<ValueMethodFn>) {
    r.add_each(TOPIC, &["partition", "rpartition"], "sep, /", partition);
    r.add_each(
        TOPIC,
        &["center", "ljust", "rjust"],
        "width, fillchar=b' ', /",
        justify,
    );
    r.add(TOPIC, &["zfill"], "width, /", zfill);
    r.add(TOPIC, &["expandtabs"], "tabsize=8", expandtabs);
    r.add(TOPIC, &["splitlines"], "keepends=False", splitlines);
    r.add(TOPIC, &["translate"], "table, /, delete=b''", translate);
    r.add_each(
        TOPIC,
        &["removeprefix", "removesuffix"],
        "prefix, /",
        |_, b, a| {
            let d = data(b);
            let p = bytes_arg(&a.value_or_none("prefix"))?;
            let rest = if a.fname() == "removeprefix" {
                d.strip_prefix(&p[..])
            } else {
                d.strip_suffix(&p[..])
            };
            Ok(match rest {
                Some(r) => PyBytes::value(r),
                None => b.clone(),
            })
        },
    );
    r.add_each(
        TOPIC,
        &["capitalize", "swapcase", "title"],
        "",
        |_, b, a| {
            let d = data(b);
            let out: Vec<u8> = match a.fname() {
                "capitalize" => d
                    .iter()
                    .enumerate()
                    .map(|(i, c)| {
                        if i == 0 {
                            c.to_ascii_uppercase()
                        } else {
                            c.to_ascii_lowercase()
                        }
                    })
                    .collect(),
                "swapcase" => d
                    .iter()
                    .map(|&c| {
                        if c.is_ascii_uppercase() {
                            c.to_ascii_lowercase()
                        } else {
                            c.to_ascii_uppercase()
                        }
                    })
                    .collect(),
                _ => {
                    // A letter after a letter is lower case; any other letter upper case.
                    let mut cased = false;
                    d.iter()
                        .map(|&c| {
                            let out = if cased {
                                c.to_ascii_lowercase()
                            } else {
                                c.to_ascii_uppercase()
                            };
                            cased = c.is_ascii_alphabetic();
                            out
                        })
                        .collect()
                }
            };
            Ok(PyBytes::value(out))
        },
    );
    r.add(TOPIC, &["istitle"], "", |_, b, _| {
        let (mut cased, mut previous) = (false, false);
        for &c in data(b) {
            if c.is_ascii_uppercase() {
                if previous {
                    return Ok(Value::Bool(false));
                }
                previous = true;
                cased = true;
            } else if c.is_ascii_lowercase() {
                if !previous {
                    return Ok(Value::Bool(false));
                }
                previous = true;
                cased = true;
            } else {
                previous = false;
            }
        }
        Ok(Value::Bool(cased))
    });
}

/// `partition(sep)` at the first `sep`, `rpartition` at the last.
fn partition(_it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let sep = bytes_arg(&a.value_or_none("sep"))?;
    if sep.is_empty() {
        return Err(value_error("empty separator"));
    }
    let f = Finder::new(&sep);
    let rev = a.fname() == "rpartition";
    let at = if rev {
        f.rfind_in(d, d.len())?
    } else {
        f.find_in(d, 0)?
    };
    let empty = || PyBytes::value(Vec::new());
    let parts = match at {
        Some(k) => vec![
            PyBytes::value(&d[..k]),
            PyBytes::value(sep.clone()),
            PyBytes::value(&d[k + sep.len()..]),
        ],
        None if rev => vec![empty(), empty(), b.clone()],
        None => vec![b.clone(), empty(), empty()],
    };
    Ok(Value::tuple(parts))
}

/// A result of `size` bytes, checked first: a size no machine could hold is CPython's
/// MemoryError (without a message), one past stridelab's cap is the cap's MemoryError.
pub fn check_result_size(size: u128) -> Result<()> {
    // Past the 47-bit address space of today's 64-bit machines CPython's malloc fails.
    if size >= 1 << 47 {
        return Err(TorchError::new(ErrorKind::MemoryError, ""));
    }
    check_value_size(size, 1)
}

/// `center`, `ljust`, `rjust`: padded to `width` with one fill byte.
fn justify(it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let width = c_int(it, &a.value_or_none("width"), "ssize_t")?;
    let fill = if a.given("fillchar") {
        let v = a.value_or_none("fillchar");
        match bytes_of(&v) {
            Some([c]) => *c,
            _ => {
                return Err(type_error(format!(
                    "{}() argument 2 must be a byte string of length 1, not {}",
                    a.fname(),
                    crate::interp::codecs::arg_type_name(&v)
                )))
            }
        }
    } else {
        b' '
    };
    if width <= d.len() as i64 {
        return Ok(b.clone());
    }
    let width = width as usize;
    check_result_size(width as u128)?;
    let marg = width - d.len();
    let left = match a.fname() {
        "ljust" => 0,
        "rjust" => marg,
        // CPython's rounding: the odd byte goes left only when both counts are odd.
        _ => marg / 2 + (marg & width & 1),
    };
    let mut out = Vec::with_capacity(width);
    out.resize(left, fill);
    out.extend_from_slice(d);
    out.resize(width, fill);
    Ok(PyBytes::value(out))
}

/// `zfill(width)`: zeros on the left, after a leading sign.
fn zfill(it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let width = c_int(it, &a.value_or_none("width"), "ssize_t")?;
    if width <= d.len() as i64 {
        return Ok(b.clone());
    }
    let width = width as usize;
    check_result_size(width as u128)?;
    let fill = width - d.len();
    let mut out = Vec::with_capacity(width);
    let body = match d.first() {
        Some(&s @ (b'+' | b'-')) => {
            out.push(s);
            &d[1..]
        }
        _ => d,
    };
    out.resize(out.len() + fill, b'0');
    out.extend_from_slice(body);
    Ok(PyBytes::value(out))
}

/// `expandtabs(tabsize=8)`: the output's size first (CPython's first pass), then the
/// output.
fn expandtabs(it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let tab = int_or(it, a, "tabsize", 8, "int")?;
    let tab = tab.max(0) as u128;
    let (mut total, mut col) = (0u128, 0u128);
    for &c in d {
        if c == b'\t' {
            if tab > 0 {
                col += tab - col % tab;
            }
        } else {
            col += 1;
            if c == b'\n' || c == b'\r' {
                total += col;
                col = 0;
            }
        }
    }
    total += col;
    if total > i64::MAX as u128 {
        return Err(TorchError::new(ErrorKind::OverflowError, "result too long"));
    }
    check_result_size(total)?;
    let mut out = Vec::with_capacity(total as usize);
    let mut col = 0usize;
    for &c in d {
        if c == b'\t' {
            if tab > 0 {
                let n = tab as usize - col % tab as usize;
                out.resize(out.len() + n, b' ');
                col += n;
            }
        } else {
            out.push(c);
            col += 1;
            if c == b'\n' || c == b'\r' {
                col = 0;
            }
        }
    }
    Ok(PyBytes::value(out))
}

/// `splitlines(keepends=False)`: bytes break lines at `\n`, `\r` and `\r\n` only.
fn splitlines(it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let keep = int_or(it, a, "keepends", 0, "int")? != 0;
    let mut parts = Parts(Vec::new());
    let mut i = 0;
    while i < d.len() {
        let start = i;
        while i < d.len() && d[i] != b'\n' && d[i] != b'\r' {
            i += 1;
        }
        let mut end = i;
        if i < d.len() {
            if d[i] == b'\r' && d.get(i + 1) == Some(&b'\n') {
                i += 2;
            } else {
                i += 1;
            }
            if keep {
                end = i;
            }
        }
        parts.push(&d[start..end])?;
    }
    Ok(Value::list(parts.0))
}

/// `translate(table, delete=b'')`: bytes in `delete` dropped, the rest mapped through
/// the 256-byte `table` (None keeps them).
fn translate(_it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let table = a.value_or_none("table");
    let table: Option<Vec<u8>> = match table {
        Value::None => None,
        t => {
            let t = bytes_arg(&t)?;
            if t.len() != 256 {
                return Err(value_error("translation table must be 256 characters long"));
            }
            Some(t)
        }
    };
    let mut drop = [false; 256];
    if a.given("delete") {
        for &c in &bytes_arg(&a.value_or_none("delete"))? {
            drop[c as usize] = true;
        }
    }
    let out: Vec<u8> = d
        .iter()
        .filter(|&&c| !drop[c as usize])
        .map(|&c| table.as_ref().map_or(c, |t| t[c as usize]))
        .collect();
    Ok(PyBytes::value(out))
}
