//! The methods of `bytes` (`pybytes.rs`), one registry with CPython 3.11's signatures:
//! `decode`, `hex`, searching, splitting, stripping, `replace`, `join`, ASCII case and the
//! `is...` predicates. Whitespace and letters are ASCII's, as bytes methods read them.

use super::args::{to_i64, Bound};
use super::eval::Interp;
use super::pybytes::{bytes_of, find, PyBytes};
use super::registry::{Registry, ValueMethodFn};
use super::value::Value;
use crate::error::{type_error, value_error, Result};
use crate::limits::check_value_size;
use std::sync::LazyLock;

const TOPIC: &str = "bytes";
const SEARCH: &str = "sub, start=None, end=None, /";

pub static BYTES: LazyLock<Registry<ValueMethodFn>> = LazyLock::new(|| {
    let mut r: Registry<ValueMethodFn> = Registry::new("bytes");
    r.add(
        TOPIC,
        &["decode"],
        "encoding='utf-8', errors='strict'",
        |it, b, a| {
            let (encoding, errors) = super::codecs::text_args(a, "decode")?;
            let text = super::codecs::decode(it, data(b), &encoding, &errors)?;
            Ok(Value::str(&text))
        },
    );
    r.add(TOPIC, &["hex"], "sep=None, bytes_per_sep=1", hex);
    r.add_each(
        TOPIC,
        &["find", "rfind", "index", "rindex"],
        SEARCH,
        |it, b, a| {
            let d = data(b);
            let sub = sub_arg(&a.value_or_none("sub"))?;
            let (lo, hi) = span(it, a, d.len())?;
            let rev = a.fname().starts_with('r');
            let found = if hi < lo || hi - lo < sub.len() {
                None
            } else if rev {
                (lo..=hi - sub.len())
                    .rev()
                    .find(|&i| d[i..i + sub.len()] == sub[..])
            } else {
                find(&d[..hi], &sub, lo)
            };
            match (found, a.fname()) {
                (Some(k), _) => Ok(Value::Int(k as i64)),
                (None, "find" | "rfind") => Ok(Value::Int(-1)),
                (None, _) => Err(value_error("subsection not found")),
            }
        },
    );
    r.add(TOPIC, &["count"], SEARCH, |it, b, a| {
        let d = data(b);
        let sub = sub_arg(&a.value_or_none("sub"))?;
        let (lo, hi) = span(it, a, d.len())?;
        if hi < lo || hi - lo < sub.len() {
            return Ok(Value::Int(0));
        }
        if sub.is_empty() {
            return Ok(Value::Int((hi - lo + 1) as i64));
        }
        let (mut k, mut n) = (lo, 0);
        while let Some(i) = find(&d[..hi], &sub, k) {
            n += 1;
            k = i + sub.len();
        }
        Ok(Value::Int(n))
    });
    r.add_each(
        TOPIC,
        &["startswith", "endswith"],
        "prefix, start=None, end=None, /",
        |it, b, a| {
            let d = data(b);
            let (lo, hi) = span(it, a, d.len())?;
            let which = a.fname().to_string();
            let arg = a.value_or_none("prefix");
            let options: Vec<Value> = match &arg {
                Value::Tuple(t) => t.to_vec(),
                v => vec![v.clone()],
            };
            for o in &options {
                let Some(p) = bytes_of(o) else {
                    let what = if matches!(arg, Value::Tuple(_)) {
                        format!("a bytes-like object is required, not '{}'", o.type_name())
                    } else {
                        format!(
                            "{which} first arg must be bytes or a tuple of bytes, not {}",
                            o.type_name()
                        )
                    };
                    return Err(type_error(what));
                };
                if hi < lo || hi - lo < p.len() {
                    continue;
                }
                let window = &d[lo..hi];
                let hit = if which == "startswith" {
                    window.starts_with(p)
                } else {
                    window.ends_with(p)
                };
                if hit {
                    return Ok(Value::Bool(true));
                }
            }
            Ok(Value::Bool(false))
        },
    );
    r.add_each(
        TOPIC,
        &["split", "rsplit"],
        "sep=None, maxsplit=-1",
        |_, b, a| {
            let d = data(b);
            let max = a.i64_or("maxsplit", -1)?;
            let limit = if max < 0 { usize::MAX } else { max as usize };
            let rev = a.fname() == "rsplit";
            let mut parts: Vec<Vec<u8>> = match a.get("sep") {
                None => split_whitespace(d, limit, rev),
                Some(sep) => {
                    let sep = bytes_arg(sep)?;
                    if sep.is_empty() {
                        return Err(value_error("empty separator"));
                    }
                    split_on(d, &sep, limit, rev)
                }
            };
            if rev {
                parts.reverse();
            }
            Ok(Value::list(parts.into_iter().map(PyBytes::value).collect()))
        },
    );
    r.add_each(
        TOPIC,
        &["strip", "lstrip", "rstrip"],
        "bytes=None, /",
        |_, b, a| {
            let d = data(b);
            let set: Option<Vec<u8>> = a.get("bytes").map(bytes_arg).transpose()?;
            let strip = |c: &u8| match &set {
                Some(s) => s.contains(c),
                None => is_space(*c),
            };
            let mut lo = 0;
            let mut hi = d.len();
            if a.fname() != "rstrip" {
                while lo < hi && strip(&d[lo]) {
                    lo += 1;
                }
            }
            if a.fname() != "lstrip" {
                while hi > lo && strip(&d[hi - 1]) {
                    hi -= 1;
                }
            }
            Ok(PyBytes::value(d[lo..hi].to_vec()))
        },
    );
    r.add(TOPIC, &["replace"], "old, new, count=-1, /", |_, b, a| {
        let d = data(b);
        let old = bytes_arg(&a.value_or_none("old"))?;
        let new = bytes_arg(&a.value_or_none("new"))?;
        let count = a.i64_or("count", -1)?;
        let mut left = if count < 0 {
            usize::MAX
        } else {
            count as usize
        };
        let mut out = Vec::with_capacity(d.len());
        let mut i = 0;
        while left > 0 {
            let at = if old.is_empty() {
                (i <= d.len()).then_some(i)
            } else {
                find(d, &old, i)
            };
            let Some(at) = at else { break };
            check_value_size(out.len() as u128 + (at - i + new.len()) as u128, 1)?;
            out.extend_from_slice(&d[i..at]);
            out.extend_from_slice(&new);
            left -= 1;
            if old.is_empty() {
                if at < d.len() {
                    out.push(d[at]);
                }
                i = at + 1;
            } else {
                i = at + old.len();
            }
        }
        if i < d.len() {
            out.extend_from_slice(&d[i..]);
        }
        Ok(PyBytes::value(out))
    });
    r.add(TOPIC, &["upper"], "", |_, b, _| {
        Ok(PyBytes::value(data(b).to_ascii_uppercase()))
    });
    r.add(TOPIC, &["lower"], "", |_, b, _| {
        Ok(PyBytes::value(data(b).to_ascii_lowercase()))
    });
    r.add(TOPIC, &["join"], "iterable_of_bytes, /", |it, b, a| {
        let items = it.collect(&a.value_or_none("iterable_of_bytes"))?;
        let sep = data(b);
        let mut total = 0u128;
        for (i, v) in items.iter().enumerate() {
            let Some(x) = bytes_of(v) else {
                return Err(type_error(format!(
                    "sequence item {i}: expected a bytes-like object, {} found",
                    v.type_name()
                )));
            };
            total += x.len() as u128 + if i > 0 { sep.len() as u128 } else { 0 };
        }
        check_value_size(total, 1)?;
        let mut out = Vec::with_capacity(total as usize);
        for (i, v) in items.iter().enumerate() {
            if i > 0 {
                out.extend_from_slice(sep);
            }
            out.extend_from_slice(bytes_of(v).unwrap_or_default());
        }
        Ok(PyBytes::value(out))
    });
    r.add_each(
        TOPIC,
        &[
            "isascii", "isalpha", "isdigit", "isalnum", "isspace", "islower", "isupper",
        ],
        "",
        |_, b, a| {
            let d = data(b);
            let all = |f: fn(&u8) -> bool| !d.is_empty() && d.iter().all(f);
            Ok(Value::Bool(match a.fname() {
                "isascii" => d.is_ascii(),
                "isalpha" => all(u8::is_ascii_alphabetic),
                "isdigit" => all(u8::is_ascii_digit),
                "isalnum" => all(u8::is_ascii_alphanumeric),
                "isspace" => all(|c| is_space(*c)),
                "islower" => {
                    d.iter().any(u8::is_ascii_lowercase) && !d.iter().any(u8::is_ascii_uppercase)
                }
                _ => d.iter().any(u8::is_ascii_uppercase) && !d.iter().any(u8::is_ascii_lowercase),
            }))
        },
    );
    r
});

fn data(b: &Value) -> &[u8] {
    bytes_of(b).unwrap_or_default()
}

/// ASCII whitespace as `bytes.isspace` reads it (with `\x0b`, which Rust's omits).
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c)
}

/// An argument that must be bytes-like.
fn bytes_arg(v: &Value) -> Result<Vec<u8>> {
    bytes_of(v).map(<[u8]>::to_vec).ok_or_else(|| {
        type_error(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        ))
    })
}

/// The `sub` of a search: bytes, or an int standing for one byte.
fn sub_arg(v: &Value) -> Result<Vec<u8>> {
    if let Some(b) = bytes_of(v) {
        return Ok(b.to_vec());
    }
    match v {
        Value::Int(_) | Value::Bool(_) | Value::BigInt(_) => Ok(vec![super::pybytes::byte_value(
            v,
            "byte must be in range(0, 256)",
        )?]),
        other => Err(type_error(format!(
            "argument should be integer or bytes-like object, not '{}'",
            other.type_name()
        ))),
    }
}

/// `[start:end]` of a search, as CPython's `ADJUST_INDICES` makes it.
fn span(it: &mut Interp, a: &Bound, n: usize) -> Result<(usize, usize)> {
    let n = n as i64;
    let read = |it: &mut Interp, name: &str, d: i64| -> Result<i64> {
        let v = a.value_or_none(name);
        let v = it.call_special(&v, "__index__", vec![])?.unwrap_or(v);
        match v {
            Value::None => Ok(d),
            Value::BigInt(b) => Ok(if num_traits::Signed::is_negative(&*b) {
                i64::MIN
            } else {
                i64::MAX
            }),
            v => to_i64(&v).map_err(|_| {
                type_error("slice indices must be integers or None or have an __index__ method")
            }),
        }
    };
    let adjust = |k: i64| if k < 0 { k.saturating_add(n).max(0) } else { k };
    let lo = adjust(read(it, "start", 0)?);
    let hi = adjust(read(it, "end", n)?).min(n);
    Ok((lo as usize, hi as usize))
}

fn split_whitespace(d: &[u8], limit: usize, rev: bool) -> Vec<Vec<u8>> {
    let mut parts = Vec::new();
    let mut s: Vec<u8> = d.to_vec();
    if rev {
        s.reverse();
    }
    let mut i = 0;
    while i < s.len() {
        while i < s.len() && is_space(s[i]) {
            i += 1;
        }
        if i == s.len() {
            break;
        }
        if parts.len() == limit {
            parts.push(s[i..].to_vec());
            break;
        }
        let start = i;
        while i < s.len() && !is_space(s[i]) {
            i += 1;
        }
        parts.push(s[start..i].to_vec());
    }
    if rev {
        for p in &mut parts {
            p.reverse();
        }
    }
    parts
}

fn split_on(d: &[u8], sep: &[u8], limit: usize, rev: bool) -> Vec<Vec<u8>> {
    if rev {
        let (rd, rsep): (Vec<u8>, Vec<u8>) = (
            d.iter().rev().copied().collect(),
            sep.iter().rev().copied().collect(),
        );
        let mut parts = split_on(&rd, &rsep, limit, false);
        for p in &mut parts {
            p.reverse();
        }
        return parts;
    }
    let mut parts = Vec::new();
    let mut i = 0;
    while parts.len() < limit {
        let Some(at) = find(d, sep, i) else { break };
        parts.push(d[i..at].to_vec());
        i = at + sep.len();
    }
    parts.push(d[i..].to_vec());
    parts
}

/// `b.hex(sep, bytes_per_sep)`: groups of `bytes_per_sep` counted from the right (from the
/// left when negative), joined by the one-character `sep`.
fn hex(_it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let digits: Vec<String> = d.iter().map(|c| format!("{c:02x}")).collect();
    let sep = match a.get("sep") {
        None => return Ok(Value::str(&digits.concat())),
        Some(Value::Str(s)) => s.to_string(),
        Some(v) if bytes_of(v).is_some() => {
            String::from_utf8_lossy(bytes_of(v).unwrap_or_default()).into_owned()
        }
        Some(v) => {
            return Err(type_error(format!(
                "sep must be str or bytes., not {}",
                v.type_name()
            )))
        }
    };
    if sep.chars().count() != 1 {
        return Err(value_error("sep must be length 1."));
    }
    let per = a.i64_or("bytes_per_sep", 1)?;
    if per == 0 || d.is_empty() {
        return Ok(Value::str(&digits.concat()));
    }
    let k = per.unsigned_abs() as usize;
    let mut groups: Vec<String> = Vec::new();
    if per > 0 {
        let first = d.len() % k;
        if first > 0 {
            groups.push(digits[..first].concat());
        }
        groups.extend(digits[first..].chunks(k).map(|c| c.concat()));
    } else {
        groups.extend(digits.chunks(k).map(|c| c.concat()));
    }
    Ok(Value::str(&groups.join(&sep)))
}
