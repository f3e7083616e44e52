//! The methods of `bytes` (`pybytes.rs`), one registry with CPython 3.11's signatures:
//! `decode`, `hex`, searching, splitting, stripping, `replace`, `join`, ASCII case and the
//! `is...` predicates; the rest (`partition`, padding, `translate`, `splitlines`, ...) are
//! in `pybytes_more.rs`. Whitespace and letters are ASCII's, as bytes methods read them.
//! Every search is the linear two-way search of `pybytes_search.rs`.

use super::args::{to_i64, Bound};
use super::eval::Interp;
use super::pybytes::search::Finder;
use super::pybytes::{as_index, byte_of_int, bytes_of, PyBytes, HEX_DIGITS};
use super::registry::{Registry, ValueMethodFn};
use super::value::Value;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
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
    r.add_each(TOPIC, &["find", "rfind", "index", "rindex"], SEARCH, search);
    r.add(TOPIC, &["count"], SEARCH, |it, b, a| {
        let d = data(b);
        // CPython reads the bounds before the needle (so their errors come first).
        let (lo, hi) = span(it, a, d.len())?;
        let sub = sub_arg(it, &a.value_or_none("sub"))?;
        if hi < lo || hi - lo < sub.len() {
            return Ok(Value::Int(0));
        }
        if sub.is_empty() {
            return Ok(Value::Int((hi - lo + 1) as i64));
        }
        let window = &d[lo..hi];
        let f = Finder::new(&sub);
        let (mut at, mut n) = (0, 0);
        while let Some(k) = f.find_in(window, at)? {
            n += 1;
            at = k + sub.len();
        }
        Ok(Value::Int(n))
    });
    r.add_each(
        TOPIC,
        &["startswith", "endswith"],
        "prefix, start=None, end=None, /",
        affix,
    );
    r.add_each(TOPIC, &["split", "rsplit"], "sep=None, maxsplit=-1", split);
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
            Ok(PyBytes::value(&d[lo..hi]))
        },
    );
    r.add(TOPIC, &["replace"], "old, new, count=-1, /", replace);
    r.add(TOPIC, &["upper"], "", |_, b, _| {
        Ok(PyBytes::value(data(b).to_ascii_uppercase()))
    });
    r.add(TOPIC, &["lower"], "", |_, b, _| {
        Ok(PyBytes::value(data(b).to_ascii_lowercase()))
    });
    r.add(TOPIC, &["join"], "iterable_of_bytes, /", join);
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
    super::pybytes::more::register(&mut r);
    r
});

pub(crate) fn data(b: &Value) -> &[u8] {
    bytes_of(b).unwrap_or_default()
}

pub(crate) use super::pybytes::is_space;

/// An argument that must be bytes-like (bytes, bytearray, memoryview).
pub(crate) fn bytes_arg(v: &Value) -> Result<Vec<u8>> {
    super::pybytearray::bytes_like(v).unwrap_or_else(|| {
        Err(type_error(format!(
            "a bytes-like object is required, not '{}'",
            v.type_name()
        )))
    })
}

/// An integer argument CPython converts to a C `Py_ssize_t` (`c_type` "ssize_t") or
/// `int`: through `__index__`, with its TypeError and OverflowError.
pub(crate) fn c_int(it: &mut Interp, v: &Value, c_type: &str) -> Result<i64> {
    let too_large = || {
        TorchError::new(
            ErrorKind::OverflowError,
            format!("Python int too large to convert to C {c_type}"),
        )
    };
    match as_index(it, v)? {
        Some(Value::BigInt(_)) => Err(too_large()),
        Some(n) => {
            let n = to_i64(&n)?;
            if c_type == "int" && i32::try_from(n).is_err() {
                return Err(too_large());
            }
            Ok(n)
        }
        None => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            v.type_name()
        ))),
    }
}

/// `c_int` of an argument, or `default` when the caller left it out.
pub(crate) fn int_or(
    it: &mut Interp,
    a: &Bound,
    name: &str,
    default: i64,
    c_type: &str,
) -> Result<i64> {
    if !a.given(name) {
        return Ok(default);
    }
    c_int(it, &a.value_or_none(name), c_type)
}

/// The `sub` of a search: bytes, or an int (through `__index__`) standing for one byte.
fn sub_arg(it: &mut Interp, v: &Value) -> Result<Vec<u8>> {
    if let Some(b) = super::pybytearray::bytes_like(v) {
        return b;
    }
    match as_index(it, v)? {
        Some(n) => Ok(vec![byte_of_int(&n, "byte must be in range(0, 256)")?]),
        None => Err(type_error(format!(
            "argument should be integer or bytes-like object, not '{}'",
            v.type_name()
        ))),
    }
}

/// `[start:end]` of a search, as CPython's `ADJUST_INDICES` makes it (`start` may end up
/// past `end`, or past the length).
fn span(it: &mut Interp, a: &Bound, n: usize) -> Result<(usize, usize)> {
    let n = n as i64;
    let read = |it: &mut Interp, name: &str, d: i64| -> Result<i64> {
        let v = a.value_or_none(name);
        if matches!(v, Value::None) {
            return Ok(d);
        }
        match as_index(it, &v)? {
            Some(Value::BigInt(b)) => Ok(if num_traits::Signed::is_negative(&*b) {
                i64::MIN
            } else {
                i64::MAX
            }),
            Some(k) => to_i64(&k),
            None => Err(type_error(
                "slice indices must be integers or None or have an __index__ method",
            )),
        }
    };
    let adjust = |k: i64| if k < 0 { k.saturating_add(n).max(0) } else { k };
    let lo = adjust(read(it, "start", 0)?);
    let hi = adjust(read(it, "end", n)?).min(n);
    Ok((lo as usize, hi as usize))
}

/// `find`, `rfind`, `index`, `rindex`.
fn search(it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let (lo, hi) = span(it, a, d.len())?;
    let sub = sub_arg(it, &a.value_or_none("sub"))?;
    let found = if hi < lo || hi - lo < sub.len() {
        None
    } else if a.fname().starts_with('r') {
        Finder::new(&sub).rfind_in(&d[lo..hi], hi - lo)?
    } else {
        Finder::new(&sub).find_in(&d[lo..hi], 0)?
    };
    match (found, a.fname()) {
        (Some(k), _) => Ok(Value::Int((lo + k) as i64)),
        (None, "find" | "rfind") => Ok(Value::Int(-1)),
        (None, _) => Err(value_error("subsection not found")),
    }
}

/// `startswith`, `endswith`: a bytes, or a tuple of them (the first that matches wins).
fn affix(it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let (lo, hi) = span(it, a, d.len())?;
    let which = a.fname();
    let arg = a.value_or_none("prefix");
    let options: Vec<Value> = match &arg {
        Value::Tuple(t) => t.to_vec(),
        v => vec![v.clone()],
    };
    for o in &options {
        let Some(p) = super::pybytearray::bytes_like(o) else {
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
        let p = p?;
        if hi < lo || hi - lo < p.len() {
            continue;
        }
        let window = &d[lo..hi];
        let hit = if which == "startswith" {
            window.starts_with(&p)
        } else {
            window.ends_with(&p)
        };
        if hit {
            return Ok(Value::Bool(true));
        }
    }
    Ok(Value::Bool(false))
}

/// What one part of a split costs: its `Value` in the list and its object (a split into
/// 10**8 empty parts must end with MemoryError, not fill the machine).
pub(crate) const PART_BYTES: usize = std::mem::size_of::<Value>() + 64;

/// A list of parts, each checked against the cap of one list as it is added.
pub(crate) struct Parts(pub Vec<Value>);

impl Parts {
    pub fn push(&mut self, part: &[u8]) -> Result<()> {
        check_value_size(self.0.len() as u128 + 1, PART_BYTES)?;
        self.0.push(PyBytes::value(part));
        Ok(())
    }
}

/// `split`, `rsplit`.
fn split(it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let max = int_or(it, a, "maxsplit", -1, "ssize_t")?;
    let limit = if max < 0 { usize::MAX } else { max as usize };
    let rev = a.fname() == "rsplit";
    let mut parts = Parts(Vec::new());
    match a.get("sep") {
        None if rev => rsplit_whitespace(d, limit, &mut parts)?,
        None => split_whitespace(d, limit, &mut parts)?,
        Some(sep) => {
            let sep = bytes_arg(sep)?;
            if sep.is_empty() {
                return Err(value_error("empty separator"));
            }
            let f = Finder::new(&sep);
            if rev {
                let mut end = d.len();
                let mut n = 0;
                while n < limit {
                    let Some(at) = f.rfind_in(d, end)? else { break };
                    parts.push(&d[at + sep.len()..end])?;
                    end = at;
                    n += 1;
                }
                parts.push(&d[..end])?;
            } else {
                let mut i = 0;
                let mut n = 0;
                while n < limit {
                    let Some(at) = f.find_in(d, i)? else { break };
                    parts.push(&d[i..at])?;
                    i = at + sep.len();
                    n += 1;
                }
                parts.push(&d[i..])?;
            }
        }
    }
    if rev {
        parts.0.reverse();
    }
    Ok(Value::list(parts.0))
}

fn split_whitespace(s: &[u8], limit: usize, parts: &mut Parts) -> Result<()> {
    let mut i = 0;
    let mut n = 0;
    while i < s.len() {
        while i < s.len() && is_space(s[i]) {
            i += 1;
        }
        if i == s.len() {
            break;
        }
        // The rest after `maxsplit` parts keeps its trailing whitespace, as in CPython.
        if n == limit {
            return parts.push(&s[i..]);
        }
        let start = i;
        while i < s.len() && !is_space(s[i]) {
            i += 1;
        }
        parts.push(&s[start..i])?;
        n += 1;
    }
    Ok(())
}

/// `rsplit()` without a separator: parts from the right, in reverse order (the caller
/// turns the list around).
fn rsplit_whitespace(s: &[u8], limit: usize, parts: &mut Parts) -> Result<()> {
    let mut i = s.len();
    let mut n = 0;
    while i > 0 {
        while i > 0 && is_space(s[i - 1]) {
            i -= 1;
        }
        if i == 0 {
            break;
        }
        if n == limit {
            return parts.push(&s[..i]);
        }
        let end = i;
        while i > 0 && !is_space(s[i - 1]) {
            i -= 1;
        }
        parts.push(&s[i..end])?;
        n += 1;
    }
    Ok(())
}

/// `replace(old, new, count=-1)`; an empty `old` matches before every byte and at the end.
fn replace(it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    let old = bytes_arg(&a.value_or_none("old"))?;
    let new = bytes_arg(&a.value_or_none("new"))?;
    let count = int_or(it, a, "count", -1, "ssize_t")?;
    let mut left = if count < 0 {
        usize::MAX
    } else {
        count as usize
    };
    let f = Finder::new(&old);
    let mut out = Vec::with_capacity(d.len());
    let mut i = 0;
    while left > 0 {
        let at = if old.is_empty() {
            (i <= d.len()).then_some(i)
        } else {
            f.find_in(d, i)?
        };
        let Some(at) = at else { break };
        check_value_size(out.len() as u128 + (at - i + new.len() + 1) as u128, 1)?;
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
        check_value_size(out.len() as u128 + (d.len() - i) as u128, 1)?;
        out.extend_from_slice(&d[i..]);
    }
    Ok(PyBytes::value(out))
}

/// `sep.join(items)`: each item must be a bytes.
fn join(it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let src = a.value_or_none("iterable_of_bytes");
    let not_iterable = || type_error("can only join an iterable");
    if matches!(&src, Value::Tensor(t) if t.ndim() == 0) {
        return Err(not_iterable());
    }
    let Some(mut items) = it.try_collect(&src)? else {
        return Err(not_iterable());
    };
    // A bytearray or memoryview item joins as the bytes it holds now.
    for v in items.iter_mut() {
        if super::pybytearray::is_buffer(v) {
            if let Some(d) = super::pybytearray::bytes_like(v) {
                *v = PyBytes::value(d?);
            }
        }
    }
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
}

/// `b.hex(sep, bytes_per_sep)`: groups of `bytes_per_sep` counted from the right (from the
/// left when negative), joined by the one ASCII character `sep`. Written straight into one
/// string of the final size (a string per byte took 3.6 GB for 10**8 bytes).
fn hex(it: &mut Interp, b: &Value, a: &Bound) -> Result<Value> {
    let d = data(b);
    // CPython converts `bytes_per_sep` (a C int) before it looks at `sep`.
    let per = int_or(it, a, "bytes_per_sep", 1, "int")?;
    let sep = if a.given("sep") {
        Some(sep_char(&a.value_or_none("sep"))?)
    } else {
        None
    };
    let k = per.unsigned_abs() as usize;
    let grouped = match sep {
        Some(c) if per != 0 && k < d.len() => Some((c, k)),
        _ => None,
    };
    let seps = grouped.map_or(0, |(_, k)| (d.len() - 1) / k);
    check_value_size(d.len() as u128 * 2 + seps as u128, 1)?;
    let mut out: Vec<u8> = Vec::with_capacity(d.len() * 2 + seps);
    let digits = |c: u8| [HEX_DIGITS[(c >> 4) as usize], HEX_DIGITS[(c & 15) as usize]];
    match grouped {
        None => {
            for chunk in d.chunks(1 << 16) {
                super::pybytes::poll(chunk.len())?;
                out.extend(chunk.iter().flat_map(|&c| digits(c)));
            }
        }
        Some((s, k)) => {
            // Groups of `k` from the right: the first group holds the remainder.
            let first = if per > 0 && !d.len().is_multiple_of(k) {
                d.len() % k
            } else {
                k
            };
            let (head, rest) = d.split_at(first.min(d.len()));
            out.extend(head.iter().flat_map(|&c| digits(c)));
            for (n, group) in rest.chunks(k).enumerate() {
                if n % 1024 == 0 {
                    super::pybytes::poll(1024 * k)?;
                }
                out.push(s as u8);
                out.extend(group.iter().flat_map(|&c| digits(c)));
            }
        }
    }
    // Only ASCII was written.
    let text = String::from_utf8(out).unwrap_or_default();
    Ok(Value::Str(std::rc::Rc::from(text)))
}

/// `hex()`'s separator, with CPython's checks in its order: a length (so `None` has no
/// `len()`), of 1, a str or bytes, ASCII.
fn sep_char(v: &Value) -> Result<char> {
    let len = match v {
        Value::Str(s) => s.chars().count(),
        v if bytes_of(v).is_some() => bytes_of(v).unwrap_or_default().len(),
        Value::List(l) => l.borrow().len(),
        Value::Tuple(t) => t.len(),
        Value::Dict(d) => d.borrow().items.len(),
        Value::Tensor(t) if t.ndim() == 0 => return Err(type_error("len() of a 0-d tensor")),
        Value::Tensor(t) => t.shape()[0],
        v => {
            return Err(type_error(format!(
                "object of type '{}' has no len()",
                v.type_name()
            )))
        }
    };
    if len != 1 {
        return Err(value_error("sep must be length 1."));
    }
    let c = match v {
        Value::Str(s) => s.chars().next().unwrap_or(' '),
        v => match bytes_of(v) {
            Some(d) => d[0] as char,
            None => return Err(type_error("sep must be str or bytes.")),
        },
    };
    if !c.is_ascii() {
        return Err(value_error("sep must be ASCII."));
    }
    Ok(c)
}

/// CPython's own argument-count errors for `b.name(...)`: bytes methods are written in C
/// with four different parsers, each wording them its own way (the registry's binding
/// words them as Python functions do). Checked before binding.
pub fn check_arity(name: &str, args: &super::args::Args) -> Result<()> {
    let (npos, nkw) = (args.pos.len(), args.kw.len());
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let no_keywords = || type_error(format!("bytes.{name}() takes no keyword arguments"));
    // Positional-only methods with their least and most arguments.
    let positional: Option<(usize, usize)> = match name {
        "capitalize" | "isalnum" | "isalpha" | "isascii" | "isdigit" | "islower" | "isspace"
        | "istitle" | "isupper" | "lower" | "swapcase" | "title" | "upper" => {
            if nkw > 0 {
                return Err(no_keywords());
            }
            if npos > 0 {
                return Err(type_error(format!(
                    "bytes.{name}() takes no arguments ({npos} given)"
                )));
            }
            return Ok(());
        }
        "join" | "partition" | "rpartition" | "removeprefix" | "removesuffix" | "zfill" => {
            if nkw > 0 {
                return Err(no_keywords());
            }
            if npos != 1 {
                return Err(type_error(format!(
                    "bytes.{name}() takes exactly one argument ({npos} given)"
                )));
            }
            return Ok(());
        }
        "count" | "find" | "index" | "rfind" | "rindex" | "startswith" | "endswith" => {
            if nkw > 0 {
                return Err(no_keywords());
            }
            let (what, n) = match npos {
                0 => ("least", 1),
                4.. => ("most", 3),
                _ => return Ok(()),
            };
            return Err(type_error(format!(
                "{name}() takes at {what} {n} argument{} ({npos} given)",
                plural(n)
            )));
        }
        "center" | "ljust" | "rjust" => Some((1, 2)),
        "strip" | "lstrip" | "rstrip" => Some((0, 1)),
        "replace" => Some((2, 3)),
        _ => None,
    };
    if let Some((min, max)) = positional {
        if nkw > 0 {
            return Err(no_keywords());
        }
        let (what, n) = match npos {
            n if n < min => ("least", min),
            n if n > max => ("most", max),
            _ => return Ok(()),
        };
        return Err(type_error(format!(
            "{name} expected at {what} {n} argument{}, got {npos}",
            plural(n)
        )));
    }
    // The methods that take keywords: their parameters, and how many must be positional.
    let (params, min_pos): (&[&str], usize) = match name {
        "decode" => (&["encoding", "errors"], 0),
        "hex" => (&["sep", "bytes_per_sep"], 0),
        "split" | "rsplit" => (&["sep", "maxsplit"], 0),
        "expandtabs" => (&["tabsize"], 0),
        "splitlines" => (&["keepends"], 0),
        "translate" => (&["table", "delete"], 1),
        _ => return Ok(()),
    };
    let max = params.len();
    if npos + nkw > max {
        return Err(type_error(format!(
            "{name}() takes at most {max} {}argument{} ({} given)",
            if npos == 0 { "keyword " } else { "" },
            plural(max),
            npos + nkw
        )));
    }
    if npos < min_pos {
        return Err(type_error(format!(
            "{name}() takes at least {min_pos} positional argument{} ({npos} given)",
            plural(min_pos)
        )));
    }
    for (k, _) in &args.kw {
        if let Some(i) = params.iter().position(|p| p == k) {
            if i >= min_pos && i < npos {
                return Err(type_error(format!(
                    "argument for {name}() given by name ('{k}') and position ({})",
                    i + 1
                )));
            }
        }
    }
    for (k, _) in &args.kw {
        // `translate`'s table is positional-only.
        let accepted = params.iter().skip(min_pos).any(|p| p == k);
        if !accepted {
            return Err(type_error(format!(
                "'{k}' is an invalid keyword argument for {name}()"
            )));
        }
    }
    Ok(())
}
