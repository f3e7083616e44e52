//! More of `str`'s methods, with CPython 3.11's results and errors: searching (`find`,
//! `rfind`, `index`, `rindex`, `count`), splitting (`rsplit`, `splitlines`, `partition`,
//! `rpartition`), case (`title`, `capitalize`, `swapcase`, `casefold`), the `is...`
//! predicates, `zfill`, `expandtabs`, `removeprefix`/`removesuffix` and `format_map`.
//!
//! Indices count characters (code points), as Python's do: a byte offset into the UTF-8
//! text is only ever taken at a character boundary (`char_indices`, or a match's start).

#[path = "str_unicode.rs"]
mod unicode;

use super::{str_caps, text, Methods};
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::{to_i64, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::*;
use crate::limits::check_value_size;
use num_traits::Signed;
pub(crate) use unicode::is_printable;
use unicode::{ALPHA, DECIMAL, DIGIT, ID_CONTINUE, ID_START, NUMERIC};

const TOPIC: &str = "str";
const SEARCH: &str = "sub, start=None, end=None, /";

pub(super) fn register(r: &mut Methods) {
    register_search(r);
    register_split(r);
    register_case(r);
    register_predicates(r);
    register_padding(r);
    r.add(TOPIC, &["removeprefix"], "prefix, /", remove_affix);
    r.add(TOPIC, &["removesuffix"], "suffix, /", remove_affix);
    r.add(TOPIC, &["format_map"], "mapping, /", format_map);
    r.add(
        TOPIC,
        &["encode"],
        "encoding='utf-8', errors='strict'",
        |it, s, a| {
            let (encoding, errors) = crate::interp::codecs::text_args(a, "encode")?;
            let data = crate::interp::codecs::encode(it, &super::text(s)?, &encoding, &errors)?;
            Ok(crate::interp::pybytes::PyBytes::value(data))
        },
    );
}

// ---------------------------------------------------------------- arguments

/// The C integer types CPython converts an argument to; each names itself in the
/// OverflowError.
#[derive(Clone, Copy)]
enum CInt {
    Int,
    SsizeT,
}

/// An argument passed through `__index__`: an instance defining it stands for its result.
fn as_index(it: &mut Interp, v: Value) -> Result<Value> {
    Ok(it.call_special(&v, "__index__", vec![])?.unwrap_or(v))
}

/// An integer argument CPython converts to a C `int` or `Py_ssize_t`.
fn int_arg(it: &mut Interp, a: &Bound, name: &str, ty: CInt) -> Result<i64> {
    let (c_name, fits): (&str, fn(i64) -> bool) = match ty {
        CInt::Int => ("int", |n| i32::try_from(n).is_ok()),
        CInt::SsizeT => ("ssize_t", |_| true),
    };
    let too_large = || {
        TorchError::new(
            ErrorKind::OverflowError,
            format!("Python int too large to convert to C {c_name}"),
        )
    };
    match as_index(it, a.value_or_none(name))? {
        Value::BigInt(_) => Err(too_large()),
        v => to_i64(&v).and_then(|n| if fits(n) { Ok(n) } else { Err(too_large()) }),
    }
}

/// A search bound (`start`, `end`) as CPython's `_PyEval_SliceIndex` reads it: `None` is
/// absent, and an int past 64 bits clamps instead of overflowing.
fn slice_index(it: &mut Interp, v: Value) -> Result<Option<i64>> {
    match as_index(it, v)? {
        Value::None => Ok(None),
        Value::BigInt(b) => Ok(Some(if b.is_negative() { i64::MIN } else { i64::MAX })),
        v => to_i64(&v).map(Some).map_err(|_| {
            type_error("slice indices must be integers or None or have an __index__ method")
        }),
    }
}

/// A `str` argument of the search and partition methods.
fn sub_arg(a: &Bound, name: &str) -> Result<String> {
    match a.value_or_none(name) {
        Value::Str(s) => Ok(s.to_string()),
        v => Err(type_error(format!("must be str, not {}", v.type_name()))),
    }
}

// ---------------------------------------------------------------- searching

fn register_search(r: &mut Methods) {
    let names = ["find", "rfind", "index", "rindex"];
    r.add_each(TOPIC, &names, SEARCH, |it, s, a| {
        let s = text(s)?;
        let span = search_span(it, a, &s)?;
        let sub = sub_arg(a, "sub")?;
        let rev = a.fname().starts_with('r');
        match (find_in(&s, &sub, span, rev), a.fname()) {
            (Some(k), _) => Ok(Value::Int(k as i64)),
            (None, "find" | "rfind") => Ok(Value::Int(-1)),
            (None, _) => Err(value_error("substring not found")),
        }
    });
    r.add(TOPIC, &["count"], SEARCH, |it, s, a| {
        let s = text(s)?;
        let span = search_span(it, a, &s)?;
        let sub = sub_arg(a, "sub")?;
        Ok(Value::Int(match window(&s, &sub, span) {
            Some(part) => part.matches(sub.as_str()).count() as i64,
            None => 0,
        }))
    });
}

/// `s[start:end]` of a search, in characters, adjusted as CPython's `ADJUST_INDICES`: the
/// end clamps to the length, negatives count from it; `start` may lie past `end`.
fn search_span(it: &mut Interp, a: &Bound, s: &str) -> Result<(i64, i64)> {
    let n = s.chars().count() as i64;
    let adjust = |k: i64| if k < 0 { k.saturating_add(n).max(0) } else { k };
    let lo = slice_index(it, a.value_or_none("start"))?.unwrap_or(0);
    let hi = slice_index(it, a.value_or_none("end"))?.unwrap_or(i64::MAX);
    Ok((adjust(lo), adjust(hi).min(n)))
}

/// The part of `s` a search of `sub` looks at, or None when it is too short to hold `sub`
/// (then not even the empty string is found).
fn window<'a>(s: &'a str, sub: &str, (lo, hi): (i64, i64)) -> Option<&'a str> {
    // No overflow: 0 <= hi <= the length and lo >= 0. Past the check, lo <= hi as well.
    if hi - lo < sub.chars().count() as i64 {
        return None;
    }
    Some(&s[byte_index(s, lo as usize)..byte_index(s, hi as usize)])
}

/// The byte offset of character `k` (the end for `k` past it).
fn byte_index(s: &str, k: usize) -> usize {
    s.char_indices().nth(k).map_or(s.len(), |(b, _)| b)
}

/// The character index of the first (or, `rev`, the last) `sub` in the span.
fn find_in(s: &str, sub: &str, span: (i64, i64), rev: bool) -> Option<usize> {
    let part = window(s, sub, span)?;
    let b = if rev { part.rfind(sub) } else { part.find(sub) }?;
    Some(span.0 as usize + part[..b].chars().count())
}

// ---------------------------------------------------------------- splitting

fn register_split(r: &mut Methods) {
    r.add(TOPIC, &["rsplit"], "sep=None, maxsplit=-1", |it, s, a| {
        let s = text(s)?;
        let max = int_arg(it, a, "maxsplit", CInt::SsizeT)?;
        let splits = usize::try_from(max).unwrap_or(usize::MAX);
        let mut parts: Vec<Value> = match a.value_or_none("sep") {
            Value::None => rsplit_whitespace(&s, splits)?,
            Value::Str(sep) if sep.is_empty() => return Err(value_error("empty separator")),
            Value::Str(sep) => {
                let found = s.matches(&*sep).count() as u128 + 1;
                str_caps::check_parts(found.min(splits as u128 + 1))?;
                s.rsplitn(splits.saturating_add(1), &*sep)
                    .map(Value::str)
                    .collect()
            }
            v => {
                let t = v.type_name();
                return Err(type_error(format!("must be str or None, not {t}")));
            }
        };
        parts.reverse();
        Ok(Value::list(parts))
    });
    r.add(TOPIC, &["splitlines"], "keepends=False", |it, s, a| {
        let keep = int_arg(it, a, "keepends", CInt::Int)? != 0;
        Ok(Value::list(splitlines(&text(s)?, keep)?))
    });
    r.add_each(TOPIC, &["partition", "rpartition"], "sep, /", |_, s, a| {
        let s = text(s)?;
        let sep = sub_arg(a, "sep")?;
        if sep.is_empty() {
            return Err(value_error("empty separator"));
        }
        let front = a.fname() == "partition";
        let parts = match if front { s.find(&sep) } else { s.rfind(&sep) } {
            Some(b) => [&s[..b], &sep, &s[b + sep.len()..]],
            None if front => [&s[..], "", ""],
            None => ["", "", &s[..]],
        };
        Ok(Value::tuple(parts.into_iter().map(Value::str).collect()))
    });
}

/// `rsplit()` with no separator: runs of whitespace from the right, at most `splits`
/// splits; what is left keeps its leading whitespace. The parts come rightmost first,
/// each counted against the cap of one list as it is found.
fn rsplit_whitespace(s: &str, mut splits: usize) -> Result<Vec<Value>> {
    let mut parts = Vec::new();
    let mut rest = s;
    loop {
        str_caps::check_parts(parts.len() as u128 + 1)?;
        rest = rest.trim_end_matches(unicode::is_space);
        if rest.is_empty() {
            break;
        }
        if splits == 0 {
            parts.push(Value::str(rest));
            break;
        }
        splits -= 1;
        let start = match rest
            .char_indices()
            .rev()
            .find(|&(_, c)| unicode::is_space(c))
        {
            Some((b, c)) => b + c.len_utf8(),
            None => 0,
        };
        parts.push(Value::str(&rest[start..]));
        rest = &rest[..start];
    }
    Ok(parts)
}

/// `str.splitlines`: `\r\n` is one boundary, as are `\v`, `\f`, `\x1c`-`\x1e`, `\x85`
/// and the Unicode line and paragraph separators. Each line is counted against the cap of
/// one list as it is found (`('a\n' * 5 * 10**8).splitlines()` is 5*10**8 strings).
fn splitlines(s: &str, keep: bool) -> Result<Vec<Value>> {
    let mut lines = Vec::new();
    let mut start = 0;
    let mut chars = s.char_indices().peekable();
    while let Some((b, c)) = chars.next() {
        if !unicode::is_line_break(c) {
            continue;
        }
        let mut end = b + c.len_utf8();
        if c == '\r' && chars.next_if(|&(_, n)| n == '\n').is_some() {
            end += 1;
        }
        str_caps::check_parts(lines.len() as u128 + 1)?;
        lines.push(Value::str(&s[start..if keep { end } else { b }]));
        start = end;
    }
    if start < s.len() {
        lines.push(Value::str(&s[start..]));
    }
    Ok(lines)
}

// ---------------------------------------------------------------- case

fn register_case(r: &mut Methods) {
    let names = ["title", "capitalize", "swapcase", "casefold"];
    r.add_each(TOPIC, &names, "", |_, s, a| {
        let chars: Vec<char> = text(s)?.chars().collect();
        let finals = unicode::final_sigmas(&chars);
        let mut out = String::with_capacity(chars.len());
        let mut previous_cased = false;
        for (i, &c) in chars.iter().enumerate() {
            match a.fname() {
                "title" if previous_cased => unicode::push_lower(&mut out, &chars, &finals, i),
                "title" => unicode::to_title(c, &mut out),
                "capitalize" if i == 0 => unicode::to_title(c, &mut out),
                "capitalize" => unicode::push_lower(&mut out, &chars, &finals, i),
                "swapcase" if c.is_uppercase() => unicode::push_lower(&mut out, &chars, &finals, i),
                "swapcase" if c.is_lowercase() => out.extend(c.to_uppercase()),
                "swapcase" => out.push(c),
                _ => unicode::casefold(c, &mut out),
            }
            previous_cased = unicode::is_cased(c);
        }
        Ok(Value::str(&out))
    });
}

// ---------------------------------------------------------------- predicates

fn register_predicates(r: &mut Methods) {
    let names = [
        "isdigit",
        "isalpha",
        "isalnum",
        "isnumeric",
        "isdecimal",
        "isspace",
        "isascii",
        "isupper",
        "islower",
        "istitle",
        "isidentifier",
        "isprintable",
    ];
    r.add_each(TOPIC, &names, "", |_, s, a| {
        let s = text(s)?;
        let each = |bits: u8| !s.is_empty() && s.chars().all(|c| unicode::has(c, bits));
        Ok(Value::Bool(match a.fname() {
            "isdigit" => each(DIGIT),
            "isalpha" => each(ALPHA),
            "isalnum" => each(ALPHA | NUMERIC),
            "isnumeric" => each(NUMERIC),
            "isdecimal" => each(DECIMAL),
            "isspace" => !s.is_empty() && s.chars().all(unicode::is_space),
            "isascii" => s.is_ascii(),
            "isupper" => cased_as(&s, char::is_uppercase, char::is_lowercase),
            "islower" => cased_as(&s, char::is_lowercase, char::is_uppercase),
            "istitle" => is_title(&s),
            // True for the empty string too, unlike the other predicates.
            "isprintable" => s.chars().all(unicode::is_printable),
            _ => is_identifier(&s),
        }))
    });
}

/// `isupper`/`islower`: some character is cased, and none is of the `other` case or
/// titlecase.
fn cased_as(s: &str, same: fn(char) -> bool, other: fn(char) -> bool) -> bool {
    let mut cased = false;
    for c in s.chars() {
        if other(c) || unicode::is_titlecase(c) {
            return false;
        }
        cased |= same(c);
    }
    cased
}

/// `istitle`: uppercase or titlecase only after an uncased character, lowercase only
/// after a cased one, and at least one cased character.
fn is_title(s: &str) -> bool {
    let (mut cased, mut previous_cased) = (false, false);
    for c in s.chars() {
        if c.is_uppercase() || unicode::is_titlecase(c) {
            if previous_cased {
                return false;
            }
            (previous_cased, cased) = (true, true);
        } else if c.is_lowercase() {
            if !previous_cased {
                return false;
            }
            (previous_cased, cased) = (true, true);
        } else {
            previous_cased = false;
        }
    }
    cased
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| unicode::has(c, ID_START))
        && chars.all(|c| unicode::has(c, ID_CONTINUE))
}

// ---------------------------------------------------------------- padding

fn register_padding(r: &mut Methods) {
    r.add(TOPIC, &["zfill"], "width, /", |it, s, a| {
        let width = int_arg(it, a, "width", CInt::SsizeT)?;
        let text = text(s)?;
        let fill = i128::from(width) - text.chars().count() as i128;
        if fill <= 0 {
            return Ok(s.clone());
        }
        check_value_size(text.len() as u128 + fill as u128, 1)?;
        // Within the memory cap, so the count fits a usize.
        let zeros = "0".repeat(usize::try_from(fill).unwrap_or(0));
        Ok(Value::str(&match text.strip_prefix(['+', '-']) {
            Some(digits) => format!("{}{zeros}{digits}", &text[..1]),
            None => format!("{zeros}{text}"),
        }))
    });
    r.add(TOPIC, &["expandtabs"], "tabsize=8", |it, s, a| {
        let tab = int_arg(it, a, "tabsize", CInt::Int)?;
        let text = text(s)?;
        if !text.contains('\t') {
            return Ok(s.clone());
        }
        let spaces = expand_tabs(&text, tab, None);
        check_value_size((text.len() as u128).saturating_add(spaces), 1)?;
        let mut out = String::with_capacity(text.len());
        expand_tabs(&text, tab, Some(&mut out));
        Ok(Value::str(&out))
    });
}

/// `expandtabs`: each tab becomes the spaces to the next multiple of `tab` columns (none
/// when `tab` is not positive); `\n` and `\r` return to column 0. Writes into `out` when
/// given; returns the number of spaces.
fn expand_tabs(s: &str, tab: i64, mut out: Option<&mut String>) -> u128 {
    let (mut column, mut spaces) = (0u64, 0u128);
    for c in s.chars() {
        let step = match c {
            '\t' if tab > 0 => tab as u64 - column % tab as u64,
            '\t' => 0,
            _ => 1,
        };
        if c == '\t' {
            spaces += u128::from(step);
            if let Some(o) = out.as_deref_mut() {
                o.extend(std::iter::repeat_n(' ', step as usize));
            }
        } else if let Some(o) = out.as_deref_mut() {
            o.push(c);
        }
        column = if matches!(c, '\n' | '\r') {
            0
        } else {
            column.saturating_add(step)
        };
    }
    spaces
}

// ---------------------------------------------------------------- removeprefix, removesuffix

fn remove_affix(_: &mut Interp, s: &Value, a: &Bound) -> Result<Value> {
    let prefix = a.fname() == "removeprefix";
    let affix = match a.value_or_none(if prefix { "prefix" } else { "suffix" }) {
        Value::Str(p) => p,
        v => {
            let t = if matches!(v, Value::None) {
                "None".into()
            } else {
                v.type_name()
            };
            let f = a.fname();
            return Err(type_error(format!("{f}() argument must be str, not {t}")));
        }
    };
    let text = text(s)?;
    let rest = if prefix {
        text.strip_prefix(&*affix)
    } else {
        text.strip_suffix(&*affix)
    };
    Ok(rest.map_or_else(|| s.clone(), Value::str))
}

// ---------------------------------------------------------------- format_map

/// `str.format_map(mapping)`: `str.format` with each field looked up as `mapping[name]`;
/// a positional field (`{}`, `{0}`) is an error.
fn format_map(it: &mut Interp, s: &Value, a: &Bound) -> Result<Value> {
    let chars: Vec<char> = text(s)?.chars().collect();
    let mapping = a.value_or_none("mapping");
    let from = Lookup::new(None, &mapping);
    Ok(Value::str(&render(it, &chars, &from, 2)?))
}

/// `str.format(*args, **kwargs)`: the same fields as `format_map`, with positional ones.
pub(crate) fn format_with(
    it: &mut Interp,
    s: &str,
    pos: &[Value],
    kwargs: &Value,
) -> Result<String> {
    let chars: Vec<char> = s.chars().collect();
    render(it, &chars, &Lookup::new(Some(pos), kwargs), 2)
}

/// Where a field's first name is looked up: `str.format`'s positional arguments (None for
/// `format_map`, which refuses positional fields) and a mapping, with CPython's numbering
/// state (`{}` and `{0}` cannot be mixed in one string).
struct Lookup<'a> {
    pos: Option<&'a [Value]>,
    mapping: &'a Value,
    /// None before the first positional field, then whether numbering is automatic.
    automatic: std::cell::Cell<Option<bool>>,
    next: std::cell::Cell<usize>,
}

impl<'a> Lookup<'a> {
    fn new(pos: Option<&'a [Value]>, mapping: &'a Value) -> Self {
        Lookup {
            pos,
            mapping,
            automatic: std::cell::Cell::new(None),
            next: std::cell::Cell::new(0),
        }
    }

    /// The value a field's first part names.
    fn first(&self, it: &mut Interp, first: &[char]) -> Result<Value> {
        let index = decimal_index(first)?;
        let Some(pos) = self.pos else {
            if first.is_empty() || index.is_some() {
                return Err(value_error("Format string contains positional fields"));
            }
            return it.getitem(self.mapping, &Value::str(&first.iter().collect::<String>()));
        };
        let n = match (first.is_empty(), index) {
            (true, _) => {
                if self.automatic.get() == Some(false) {
                    return Err(value_error(
                        "cannot switch from manual field specification to automatic field numbering",
                    ));
                }
                self.automatic.set(Some(true));
                let n = self.next.get();
                self.next.set(n + 1);
                n
            }
            (false, Some(n)) => {
                if self.automatic.get() == Some(true) {
                    return Err(value_error(
                        "cannot switch from automatic field numbering to manual field specification",
                    ));
                }
                self.automatic.set(Some(false));
                usize::try_from(n).unwrap_or(usize::MAX)
            }
            (false, None) => {
                return it.getitem(self.mapping, &Value::str(&first.iter().collect::<String>()))
            }
        };
        pos.get(n).cloned().ok_or_else(|| {
            crate::error::TorchError::new(
                crate::error::ErrorKind::IndexError,
                format!("Replacement index {n} out of range for positional args tuple"),
            )
        })
    }
}

/// A replacement field: where its name and spec lie in the format string.
struct Field {
    name: (usize, usize),
    conversion: Option<char>,
    spec: (usize, usize),
    nested_spec: bool,
}

/// CPython's `build_string`: the literal text and fields of `chars`, with `depth` levels of
/// nested specs (`'{x:{w}}'`) still allowed.
fn render(it: &mut Interp, chars: &[char], from: &Lookup, depth: u32) -> Result<String> {
    if depth == 0 {
        return Err(value_error("Max string recursion exceeded"));
    }
    let mut out = String::new();
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        i += 1;
        if c != '{' && c != '}' {
            out.push(c);
        } else if chars.get(i) == Some(&c) {
            out.push(c);
            i += 1;
        } else if c == '}' {
            return Err(value_error("Single '}' encountered in format string"));
        } else if i == chars.len() {
            return Err(value_error("Single '{' encountered in format string"));
        } else {
            let field = parse_field(chars, &mut i)?;
            let piece = render_field(it, chars, &field, from, depth)?;
            // `'{0}{0}{0}'.format(s)` of a 10**9-character s is 3 GB: refused piece by piece.
            str_caps::check_text(out.len() as u128 + piece.len() as u128)?;
            out.push_str(&piece);
        }
    }
    Ok(out)
}

/// CPython's `parse_field`, from just after the `{` to just after the field's `}`.
fn parse_field(chars: &[char], i: &mut usize) -> Result<Field> {
    let start = *i;
    let mut c = '\0';
    while let Some(&next) = chars.get(*i) {
        c = next;
        *i += 1;
        match c {
            '{' => return Err(value_error("unexpected '{' in field name")),
            // An index may hold any character: `{x[:]}` looks up the key ':'.
            '[' => {
                *i += chars[*i..]
                    .iter()
                    .position(|&d| d == ']')
                    .unwrap_or(chars.len() - *i)
            }
            '}' | ':' | '!' => break,
            _ => {}
        }
    }
    let mut field = Field {
        name: (start, *i - 1),
        conversion: None,
        spec: (*i, *i),
        nested_spec: false,
    };
    if c == '!' {
        let conversion = *chars
            .get(*i)
            .ok_or_else(|| value_error("end of string while looking for conversion specifier"))?;
        field.conversion = Some(conversion);
        *i += 1;
        if let Some(&next) = chars.get(*i) {
            *i += 1;
            if next == '}' {
                return Ok(field);
            }
            if next != ':' {
                return Err(value_error("expected ':' after conversion specifier"));
            }
        }
    } else if c != ':' {
        return match c {
            '}' => Ok(field),
            _ => Err(value_error("expected '}' before end of string")),
        };
    }
    parse_spec(chars, i, field)
}

/// The format spec after `:`, up to the `}` that balances the field's `{`.
fn parse_spec(chars: &[char], i: &mut usize, mut field: Field) -> Result<Field> {
    let start = *i;
    let mut open = 1;
    while let Some(&c) = chars.get(*i) {
        *i += 1;
        match c {
            '{' => {
                field.nested_spec = true;
                open += 1;
            }
            '}' => {
                open -= 1;
                if open == 0 {
                    field.spec = (start, *i - 1);
                    return Ok(field);
                }
            }
            _ => {}
        }
    }
    Err(value_error("unmatched '{' in format spec"))
}

/// One field's text: its value, converted (`!r`), formatted with its (expanded) spec.
fn render_field(
    it: &mut Interp,
    chars: &[char],
    f: &Field,
    from: &Lookup,
    depth: u32,
) -> Result<String> {
    let mut v = field_value(it, &chars[f.name.0..f.name.1], from)?;
    if let Some(conversion) = f.conversion {
        v = Value::str(&convert(it, &v, conversion)?);
    }
    let spec = &chars[f.spec.0..f.spec.1];
    let spec: String = if f.nested_spec {
        render(it, spec, from, depth - 1)?
    } else {
        spec.iter().collect()
    };
    it.format_value(&v, &spec)
}

/// The object a field names: `mapping[first]`, then each `.attr` and `[key]` after it.
fn field_value(it: &mut Interp, name: &[char], from: &Lookup) -> Result<Value> {
    let first = name.iter().position(|&c| c == '.' || c == '[');
    let (first, mut rest) = name.split_at(first.unwrap_or(name.len()));
    let mut v = from.first(it, first)?;
    while let Some((&c, after)) = rest.split_first() {
        let (part, next) = match c {
            '.' => after.split_at(
                after
                    .iter()
                    .position(|&d| d == '.' || d == '[')
                    .unwrap_or(after.len()),
            ),
            '[' => match after.iter().position(|&d| d == ']') {
                Some(k) => (&after[..k], &after[k + 1..]),
                None => return Err(value_error("Missing ']' in format string")),
            },
            _ => {
                return Err(value_error(
                    "Only '.' or '[' may follow ']' in format field specifier",
                ))
            }
        };
        let index = if c == '[' { decimal_index(part)? } else { None };
        if part.is_empty() {
            return Err(value_error("Empty attribute in format string"));
        }
        let key: String = part.iter().collect();
        v = match (c, index) {
            ('.', _) => it.getattr(&v, &key)?,
            (_, Some(k)) => it.getitem(&v, &Value::Int(k))?,
            (_, None) => it.getitem(&v, &Value::str(&key))?,
        };
        rest = next;
    }
    Ok(v)
}

/// A field name part made only of decimal digits, as CPython's `get_integer` reads it.
fn decimal_index(part: &[char]) -> Result<Option<i64>> {
    if part.is_empty() {
        return Ok(None);
    }
    let mut n: i64 = 0;
    for &c in part {
        let Some(d) = unicode::decimal_value(c) else {
            return Ok(None);
        };
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add(i64::from(d)))
            .ok_or_else(|| value_error("Too many decimal digits in format string"))?;
    }
    Ok(Some(n))
}

/// A field's `!r`, `!s` or `!a`.
fn convert(it: &mut Interp, v: &Value, conversion: char) -> Result<String> {
    match conversion {
        'r' => it.repr(v),
        's' => it.to_str(v),
        'a' => ascii_repr(it, v),
        c if c.is_ascii_graphic() => Err(value_error(format!("Unknown conversion specifier {c}"))),
        c => Err(value_error(format!(
            "Unknown conversion specifier \\x{:x}",
            c as u32
        ))),
    }
}

/// `ascii(v)` and `!a`: the repr with every non-ASCII character escaped.
pub(crate) fn ascii_repr(it: &mut Interp, v: &Value) -> Result<String> {
    let repr = it.repr(v)?;
    // Up to ten bytes a character: `ascii('\u00e9' * 10**9)` would be 4 GB.
    str_caps::check_text(repr.chars().map(|c| ascii_len(c) as u128).sum())?;
    Ok(ascii(&repr))
}

/// The bytes `ascii` writes for `c`.
fn ascii_len(c: char) -> usize {
    match c as u32 {
        0..=0x7F => 1,
        0x80..=0xFF => 4,
        0x100..=0xFFFF => 6,
        _ => 10,
    }
}

/// `ascii()` of a repr: each non-ASCII character as its `\x`, `\u` or `\U` escape.
fn ascii(repr: &str) -> String {
    let mut out = String::with_capacity(repr.len());
    for c in repr.chars() {
        match c as u32 {
            0..=0x7F => out.push(c),
            n @ 0x80..=0xFF => out.push_str(&format!("\\x{n:02x}")),
            n @ 0x100..=0xFFFF => out.push_str(&format!("\\u{n:04x}")),
            n => out.push_str(&format!("\\U{n:08x}")),
        }
    }
    out
}
