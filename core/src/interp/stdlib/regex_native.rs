//! The native half of `re` (re.py): compiling a pattern with `regex-automata`'s meta
//! engine and running one anchored or unanchored search from a position, returning the
//! group spans in characters (Python's string indices). The iteration rules of `findall`,
//! `sub` and `split`, the Match object and the template syntax are Python, in re.py.
//!
//! Python's `re` is a backtracking engine; this one is not. A pattern with what only
//! backtracking runs (look-around, backreferences, atomic groups, possessive quantifiers,
//! conditionals) or with a non-MULTILINE `$` (which CPython also matches before a final
//! newline) goes to regex_backtrack.rs instead. Python's `\Z` is this engine's `\z`.

use super::regex_backtrack::{Goal, Program};
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
/// (`fullmatch`), or the backtracking program, with the names of its groups.
pub struct CompiledPattern {
    engine: Engine,
    names: Vec<Option<String>>,
}

enum Engine {
    Automaton { search: Regex, full: Regex },
    Backtrack(Program),
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
            search(c, &text, pos, endpos, &mode)
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
            search_all(c, &text, pos, endpos)
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

/// Python's pattern in this engine's dialect: `\Z` becomes `\z`. None when the pattern
/// needs the backtracking engine (`dollar`: a `$` that must also match before a final
/// newline).
fn translate(pattern: &str, dollar: bool) -> Option<String> {
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
                return None;
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
            // Look-around, `(?P=name)`, atomic, comment and conditional groups (and a
            // pattern ending in `(?`, for sre_parse's words).
            let rest: String = chars[i + 2..].iter().take(2).collect();
            if rest.is_empty()
                || rest.starts_with(['=', '!', '>', '#', '('])
                || ["<=", "<!", "P="].iter().any(|p| rest.starts_with(p))
            {
                return None;
            }
        } else if (matches!(c, '*' | '+' | '?' | '}') && chars.get(i + 1) == Some(&'+'))
            || (c == '$' && dollar)
        {
            // A possessive quantifier, or CPython's `$`.
            return None;
        }
        out.push(c);
        i += 1;
    }
    Some(out)
}

fn compile(pattern: &str, flags: i64) -> Result<CompiledPattern> {
    if super::regex_parse::group_depth(pattern) > super::regex_parse::MAX_DEPTH {
        return Err(super::regex_parse::too_deep());
    }
    let Some(translated) = translate(pattern, flags & MULTILINE == 0) else {
        let program = Program::compile(
            pattern,
            (
                flags & IGNORECASE != 0,
                flags & MULTILINE != 0,
                flags & DOTALL != 0,
                flags & VERBOSE != 0,
            ),
        )?;
        return Ok(CompiledPattern {
            names: program.names.clone(),
            engine: Engine::Backtrack(program),
        });
    };
    let config = syntax::Config::new()
        .case_insensitive(flags & IGNORECASE != 0)
        .multi_line(flags & MULTILINE != 0)
        .dot_matches_new_line(flags & DOTALL != 0)
        .ignore_whitespace(flags & VERBOSE != 0)
        // Groups nest up to MAX_DEPTH (checked above); regex-syntax also counts
        // repetitions and classes as levels.
        .nest_limit(4 * super::regex_parse::MAX_DEPTH as u32);
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
        engine: Engine::Automaton { search, full },
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
fn search(c: &CompiledPattern, text: &str, pos: usize, endpos: usize, mode: &str) -> Result<Value> {
    let (search, full) = match &c.engine {
        Engine::Automaton { search, full } => (search, full),
        Engine::Backtrack(p) => {
            let chars: Vec<char> = text.chars().take(endpos).collect();
            let goal = Goal {
                full: mode == "full",
                advance: false,
            };
            return Ok(
                match p.find(&chars, pos.min(chars.len()), mode == "search", goal)? {
                    Some(slots) => spans_of(&slots, p.names.len()),
                    None => Value::None,
                },
            );
        }
    };
    let end_b = byte_at(text, endpos);
    let hay = &text[..end_b];
    let start_b = byte_at(hay, pos);
    let re = if mode == "full" { full } else { search };
    let anchored = if mode == "search" {
        Anchored::No
    } else {
        Anchored::Yes
    };
    let input = Input::new(hay).range(start_b..).anchored(anchored);
    let mut caps = re.create_captures();
    re.search_captures(&input, &mut caps);
    if !caps.is_match() {
        return Ok(Value::None);
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
    Ok(Value::list(spans))
}

/// Every match of `findall`/`finditer`/`sub`/`split` in one pass, by CPython 3.7+'s rule:
/// a match may be empty, and may follow a non-empty one where it ended, but an empty match
/// is never taken twice at one place (the search moves one character on; CPython would
/// first try a non-empty match there). One list of spans per match, in characters. One
/// call, with a running character count, so a long text costs one pass, not one per match.
fn search_all(c: &CompiledPattern, text: &str, pos: usize, endpos: usize) -> Result<Value> {
    let search = match &c.engine {
        Engine::Automaton { search, .. } => search,
        Engine::Backtrack(p) => return backtrack_all(p, text, pos, endpos),
    };
    let end_b = byte_at(text, endpos);
    let hay = &text[..end_b];
    let mut at = byte_at(hay, pos);
    let mut after_empty = false;
    let mut caps = search.create_captures();
    // (byte, char) offsets of a point no later than any position still to convert.
    let (mut cursor_b, mut cursor_c) = (0usize, 0i64);
    let mut out = Vec::new();
    while at <= hay.len() {
        let input = Input::new(hay).range(at..);
        search.search_captures(&input, &mut caps);
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
    Ok(Value::list(out))
}

/// The group spans of a backtracking match, flat, -1 for a group that took no part.
fn spans_of(slots: &[Option<usize>], groups: usize) -> Value {
    let mut spans = Vec::with_capacity(2 * groups);
    for g in 0..groups {
        match (slots[2 * g], slots[2 * g + 1]) {
            (Some(s), Some(e)) => {
                spans.push(Value::Int(s as i64));
                spans.push(Value::Int(e as i64));
            }
            _ => {
                spans.push(Value::Int(-1));
                spans.push(Value::Int(-1));
            }
        }
    }
    Value::list(spans)
}

/// `search_all` with the backtracking engine, by CPython's own rule: after an empty match
/// the next one may start at the same place only if it is not empty (`must_advance`).
fn backtrack_all(p: &Program, text: &str, pos: usize, endpos: usize) -> Result<Value> {
    let chars: Vec<char> = text.chars().take(endpos).collect();
    let mut at = pos.min(chars.len());
    let mut advance = false;
    let mut out = Vec::new();
    while at <= chars.len() {
        let goal = Goal {
            full: false,
            advance,
        };
        let Some(slots) = p.find(&chars, at, true, goal)? else {
            break;
        };
        let (s, e) = (slots[0].unwrap_or(at), slots[1].unwrap_or(at));
        out.push(spans_of(&slots, p.names.len()));
        advance = s == e;
        at = e;
    }
    Ok(Value::list(out))
}
