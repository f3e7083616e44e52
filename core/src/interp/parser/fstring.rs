//! f-string bodies: literal text and `{expr!c:spec}` fields.

use super::{parse_expr_at, Parser};
use crate::error::{Result, Span};
use crate::interp::ast::*;
use crate::interp::lexer::syntax_error;

impl Parser {
    pub(super) fn fstring_parts(&self, body: &str, fstring: bool, sp: Span) -> Result<Vec<FPart>> {
        if !fstring {
            return Ok(vec![FPart::Lit(body.to_string())]);
        }
        parse_fstring(body, sp, self.classes.last().map(|c| c.as_str()))
    }
}

/// Splits an f-string body into literal text and `{expr!c:spec}` fields.
fn parse_fstring(body: &str, sp: Span, class: Option<&str>) -> Result<Vec<FPart>> {
    let chars: Vec<char> = body.chars().collect();
    let mut parts = Vec::new();
    let mut lit = String::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '{' {
            if chars.get(i + 1) == Some(&'{') {
                lit.push('{');
                i += 2;
                continue;
            }
            if !lit.is_empty() {
                parts.push(FPart::Lit(std::mem::take(&mut lit)));
            }
            // Find the end of the expression: a top-level '!', ':' or '}'.
            let mut depth = 0i32;
            let mut j = i + 1;
            let mut quote: Option<char> = None;
            while j < chars.len() {
                let d = chars[j];
                if let Some(q) = quote {
                    if d == q {
                        quote = None;
                    }
                } else if d == '\'' || d == '"' {
                    quote = Some(d);
                } else if "([{".contains(d) {
                    depth += 1;
                } else if ")]}".contains(d) {
                    if depth == 0 {
                        break;
                    }
                    depth -= 1;
                } else if depth == 0 && (d == ':' || (d == '!' && chars.get(j + 1) != Some(&'='))) {
                    break;
                }
                j += 1;
            }
            let src: String = chars[i + 1..j].iter().collect();
            if src.trim().is_empty() {
                return Err(syntax_error(sp, "f-string: empty expression not allowed"));
            }
            // `{x=}` and `{x = }`: the text as written, spaces around `=` kept, then the value.
            let (expr_src, self_doc) = match src.trim_end().strip_suffix('=') {
                Some(s) if !s.ends_with(['=', '!', '<', '>']) => (s.to_string(), Some(src.clone())),
                _ => (src, None),
            };
            let expr = parse_expr_at(expr_src.trim(), sp, class)?;
            let mut conv = None;
            if chars.get(j) == Some(&'!') {
                conv = chars.get(j + 1).copied();
                j += 2;
            }
            let mut spec = Vec::new();
            if chars.get(j) == Some(&':') {
                let mut k = j + 1;
                let mut d = 0;
                while k < chars.len() && !(chars[k] == '}' && d == 0) {
                    if chars[k] == '{' {
                        d += 1;
                    } else if chars[k] == '}' {
                        d -= 1;
                    }
                    k += 1;
                }
                let spec_src: String = chars[j + 1..k].iter().collect();
                spec = parse_fstring(&spec_src, sp, class)?;
                j = k;
            }
            if chars.get(j) != Some(&'}') {
                return Err(syntax_error(sp, "f-string: expecting '}'"));
            }
            if let Some(text) = self_doc {
                parts.push(FPart::Lit(text));
                if conv.is_none() && spec.is_empty() {
                    conv = Some('r');
                }
            }
            parts.push(FPart::Field { expr, conv, spec });
            i = j + 1;
        } else if c == '}' {
            if chars.get(i + 1) == Some(&'}') {
                lit.push('}');
                i += 2;
                continue;
            }
            return Err(syntax_error(sp, "f-string: single '}' is not allowed"));
        } else {
            lit.push(c);
            i += 1;
        }
    }
    if !lit.is_empty() {
        parts.push(FPart::Lit(lit));
    }
    Ok(parts)
}
