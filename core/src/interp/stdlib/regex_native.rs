//! The native half of `re` (re.py): compiling a pattern with `regex-automata`'s meta
//! engine and running one anchored or unanchored search from a position, returning the
//! group spans in characters (Python's string indices). The iteration rules of `findall`,
//! `sub` and `split`, the Match object and the template syntax are Python, in re.py.
//!
//! Python's `re` is a backtracking engine; this one is not, so backreferences,
//! look-around and atomic groups are refused with NotImplementedError rather than
//! compiled into something else. Python's `\Z` is this engine's `\z`.

use crate::error::{ErrorKind, Result, TorchError};
use crate::interp::protocol::Object;
use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::Value;
use regex_automata::meta::Regex;
use regex_automata::util::syntax;
use regex_automata::{Anchored, Input};
use std::any::Any;
use std::rc::Rc;

/// `re.IGNORECASE`, `re.MULTILINE`, `re.DOTALL`, `re.VERBOSE`, as CPython numbers them.
const IGNORECASE: i64 = 2;
const MULTILINE: i64 = 8;
const DOTALL: i64 = 16;
const VERBOSE: i64 = 64;

/// A compiled pattern: the search regex and the one that must also reach the end
/// (`fullmatch`), with the names of its groups.
pub struct CompiledPattern {
    search: Regex,
    full: Regex,
    names: Vec<Option<String>>,
}

impl Object for CompiledPattern {
    fn type_name(&self) -> String {
        "_regex".into()
    }
    fn repr(&self) -> String {
        "<compiled regex>".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn register(r: &mut Registry<FunctionFn>) {
    let topic = "re";
    r.add(topic, &["re_compile"], "pattern, flags", |_, a| {
        let pattern = a.str("pattern")?.unwrap_or_default();
        let flags = a.i64("flags")?.unwrap_or(0);
        compile(&pattern, flags).map(|c| Value::Object(Rc::new(c)))
    });
    r.add(topic, &["re_group_names"], "compiled", |_, a| {
        let c = compiled(a.get("compiled"))?;
        Ok(Value::list(
            c.names
                .iter()
                .map(|n| n.as_deref().map(Value::str).unwrap_or(Value::None))
                .collect(),
        ))
    });
    r.add(
        topic,
        &["re_search"],
        "compiled, text, pos, endpos, mode",
        |_, a| {
            let c = compiled(a.get("compiled"))?;
            let text = a.str("text")?.unwrap_or_default();
            let pos = usize::try_from(a.i64("pos")?.unwrap_or(0)).unwrap_or(0);
            let endpos = usize::try_from(a.i64("endpos")?.unwrap_or(0)).unwrap_or(0);
            let mode = a.str("mode")?.unwrap_or_default();
            Ok(search(c, &text, pos, endpos, &mode))
        },
    );
    r.add(
        topic,
        &["re_search_all"],
        "compiled, text, pos, endpos",
        |_, a| {
            let c = compiled(a.get("compiled"))?;
            let text = a.str("text")?.unwrap_or_default();
            let pos = usize::try_from(a.i64("pos")?.unwrap_or(0)).unwrap_or(0);
            let endpos = usize::try_from(a.i64("endpos")?.unwrap_or(0)).unwrap_or(0);
            Ok(search_all(c, &text, pos, endpos))
        },
    );
}

fn compiled(v: Option<&Value>) -> Result<&CompiledPattern> {
    match v {
        Some(Value::Object(o)) => o.as_any().downcast_ref::<CompiledPattern>(),
        _ => None,
    }
    .ok_or_else(|| TorchError::new(ErrorKind::TypeError, "re: not a compiled pattern"))
}

fn not_supported(what: &str) -> TorchError {
    TorchError::new(
        ErrorKind::NotImplementedError,
        format!("re: {what} is not supported in stridelab (its regex engine does not backtrack)"),
    )
}

/// Python's pattern in this engine's dialect: `\Z` becomes `\z`; what this engine cannot
/// run is refused by name.
fn translate(pattern: &str) -> Result<String> {
    let mut out = String::with_capacity(pattern.len());
    let chars: Vec<char> = pattern.chars().collect();
    let mut i = 0;
    let mut in_class = false;
    while i < chars.len() {
        let c = chars[i];
        if c == '\\' && i + 1 < chars.len() {
            let n = chars[i + 1];
            if !in_class && n == 'Z' {
                out.push_str("\\z");
            } else if !in_class && n.is_ascii_digit() && n != '0' {
                return Err(not_supported("a backreference (\\1)"));
            } else {
                out.push(c);
                out.push(n);
            }
            i += 2;
            continue;
        }
        if in_class {
            if c == ']' {
                in_class = false;
            }
        } else if c == '[' {
            in_class = true;
            out.push(c);
            i += 1;
            // A `]` first in the class (or after `^`) is a literal, as in Python.
            if chars.get(i) == Some(&'^') {
                out.push('^');
                i += 1;
            }
            if chars.get(i) == Some(&']') {
                out.push_str("\\]");
                i += 1;
            }
            continue;
        } else if c == '(' && chars.get(i + 1) == Some(&'?') {
            let rest: String = chars[i + 2..].iter().take(3).collect();
            if rest.starts_with('=') || rest.starts_with('!') {
                return Err(not_supported("a lookahead (?= ...)"));
            }
            if rest.starts_with("<=") || rest.starts_with("<!") {
                return Err(not_supported("a lookbehind (?<= ...)"));
            }
            if rest.starts_with("P=") {
                return Err(not_supported("a named backreference (?P=name)"));
            }
            if rest.starts_with('>') {
                return Err(not_supported("an atomic group (?> ...)"));
            }
            if rest.starts_with('#') {
                return Err(not_supported("a comment group (?# ...)"));
            }
            if rest.starts_with('(') {
                return Err(not_supported("a conditional group (?(1) ...)"));
            }
        } else if matches!(c, '*' | '+' | '?' | '}') && chars.get(i + 1) == Some(&'+') {
            return Err(not_supported("a possessive quantifier (*+)"));
        }
        out.push(c);
        i += 1;
    }
    Ok(out)
}

fn compile(pattern: &str, flags: i64) -> Result<CompiledPattern> {
    let translated = translate(pattern)?;
    let config = syntax::Config::new()
        .case_insensitive(flags & IGNORECASE != 0)
        .multi_line(flags & MULTILINE != 0)
        .dot_matches_new_line(flags & DOTALL != 0)
        .ignore_whitespace(flags & VERBOSE != 0);
    let build = |p: &str| {
        Regex::builder().syntax(config).build(p).map_err(|e| {
            // The parser's own words (which part of the pattern, and why).
            let why = e
                .syntax_error()
                .map(|s| s.to_string())
                .unwrap_or_else(|| e.to_string());
            let why = why
                .lines()
                .find_map(|l| l.strip_prefix("error: "))
                .unwrap_or(&why)
                .to_string();
            TorchError::new(ErrorKind::ValueError, why)
        })
    };
    let search = build(&translated)?;
    // In verbose mode a trailing comment would swallow the closing parenthesis.
    let close = if flags & VERBOSE != 0 { "\n)" } else { ")" };
    let full = build(&format!("(?:{translated}{close}\\z"))?;
    let names = search
        .group_info()
        .pattern_names(regex_automata::PatternID::ZERO)
        .map(|n| n.map(str::to_string))
        .collect();
    Ok(CompiledPattern {
        search,
        full,
        names,
    })
}

/// Byte offset of character `chars` in `text` (its length past the end).
fn byte_at(text: &str, chars: usize) -> usize {
    text.char_indices()
        .nth(chars)
        .map(|(b, _)| b)
        .unwrap_or(text.len())
}

/// One match from character `pos` of `text[..endpos]`: "search" anywhere after it,
/// "match" starting there, "full" spanning to `endpos`. The spans of group 0, 1, ... as
/// a flat list of character offsets (-1 for a group that did not take part), or None.
fn search(c: &CompiledPattern, text: &str, pos: usize, endpos: usize, mode: &str) -> Value {
    let end_b = byte_at(text, endpos);
    let hay = &text[..end_b];
    let start_b = byte_at(hay, pos);
    let re = if mode == "full" { &c.full } else { &c.search };
    let anchored = if mode == "search" {
        Anchored::No
    } else {
        Anchored::Yes
    };
    let input = Input::new(hay).range(start_b..).anchored(anchored);
    let mut caps = re.create_captures();
    re.search_captures(&input, &mut caps);
    if !caps.is_match() {
        return Value::None;
    }
    let ascii = hay.is_ascii();
    let to_chars = |b: usize| -> i64 {
        let n = if ascii { b } else { hay[..b].chars().count() };
        n as i64
    };
    let mut spans = Vec::with_capacity(caps.group_len() * 2);
    for g in 0..caps.group_len() {
        match caps.get_group(g) {
            Some(s) => {
                spans.push(Value::Int(to_chars(s.start)));
                spans.push(Value::Int(to_chars(s.end)));
            }
            None => {
                spans.push(Value::Int(-1));
                spans.push(Value::Int(-1));
            }
        }
    }
    Value::list(spans)
}

/// Every match of `findall`/`finditer`/`sub`/`split` in one pass, by CPython 3.7+'s rule:
/// a match may be empty, and may follow a non-empty one where it ended, but an empty match
/// is never taken twice at one place (the search moves one character on; CPython would
/// first try a non-empty match there). One list of spans per match, in characters. One
/// call, with a running character count, so a long text costs one pass, not one per match.
fn search_all(c: &CompiledPattern, text: &str, pos: usize, endpos: usize) -> Value {
    let end_b = byte_at(text, endpos);
    let hay = &text[..end_b];
    let mut at = byte_at(hay, pos);
    let mut after_empty = false;
    let mut caps = c.search.create_captures();
    // (byte, char) offsets of a point no later than any position still to convert.
    let (mut cursor_b, mut cursor_c) = (0usize, 0i64);
    let mut out = Vec::new();
    while at <= hay.len() {
        let input = Input::new(hay).range(at..);
        c.search.search_captures(&input, &mut caps);
        let Some(m) = caps.get_match() else { break };
        let (s, e) = (m.start(), m.end());
        if s == e && after_empty && s == at {
            // Step over one character (not one byte) to the next place to search.
            at += hay[at..].chars().next().map_or(1, char::len_utf8);
            after_empty = false;
            continue;
        }
        cursor_c += hay[cursor_b..s].chars().count() as i64;
        cursor_b = s;
        let to_chars = |b: usize| cursor_c + hay[cursor_b..b].chars().count() as i64;
        let mut spans = Vec::with_capacity(caps.group_len() * 2);
        for g in 0..caps.group_len() {
            match caps.get_group(g) {
                Some(sp) => {
                    spans.push(Value::Int(to_chars(sp.start)));
                    spans.push(Value::Int(to_chars(sp.end)));
                }
                None => {
                    spans.push(Value::Int(-1));
                    spans.push(Value::Int(-1));
                }
            }
        }
        out.push(Value::list(spans));
        at = e;
        after_empty = s == e;
    }
    Value::list(out)
}
