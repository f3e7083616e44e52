//! The `match` statement and its patterns (PEP 634, as CPython 3.11 parses them). `match`
//! and `case` are soft keywords: `match` starts a statement only when a subject, a `:` and
//! the end of the line follow it, so `match = 3` and `match(x)` stay ordinary code. The
//! checks CPython makes when it compiles a pattern (unreachable cases, names bound twice or
//! not by every alternative) are in `pattern_checks.rs`.

use super::Parser;
use crate::error::{Result, Span};
use crate::interp::ast::*;
use crate::interp::lexer::{syntax_error, Tok};

impl Parser {
    /// A `match` statement, or None (and no token consumed) when `match` is a plain name.
    pub(super) fn match_statement(&mut self, sp: Span) -> Result<Option<StmtKind>> {
        if !self.at_kw("match") {
            return Ok(None);
        }
        let (start, depth, saw_yield) = (self.pos, self.depth, self.saw_yield);
        self.next();
        let subject = match self.match_subject() {
            // A lone starred subject needs a trailing comma (`match *x,:`).
            Ok(s)
                if self.at_op(":")
                    && *self.peek_at(1) == Tok::Newline
                    && !matches!(s.kind, ExprKind::Starred(_)) =>
            {
                s
            }
            _ => {
                (self.pos, self.depth, self.saw_yield) = (start, depth, saw_yield);
                return Ok(None);
            }
        };
        self.next();
        self.next();
        if !self.eat_tok(&Tok::Indent) {
            return Err(syntax_error(
                self.span(),
                format!(
                    "expected an indented block after 'match' statement on line {}",
                    sp.line
                ),
            ));
        }
        let mut cases = Vec::new();
        while !self.eat_tok(&Tok::Dedent) {
            if self.at_tok(&Tok::Eof) {
                break;
            }
            if !self.eat_kw("case") {
                return Err(self.unexpected("expected 'case'"));
            }
            cases.push(self.case_block()?);
        }
        super::pattern_checks::check_cases(&cases)?;
        Ok(Some(StmtKind::Match { subject, cases }))
    }

    /// `match a, *b:` is a tuple; `match (y := f()):` a named expression.
    fn match_subject(&mut self) -> Result<Expr> {
        if matches!(self.peek(), Tok::Newline | Tok::Eof) || self.at_op(":") {
            return Err(self.unexpected("expected a subject"));
        }
        self.testlist_star()
    }

    fn case_block(&mut self) -> Result<MatchCase> {
        let pattern = self.top_pattern()?;
        let guard = if self.eat_kw("if") {
            Some(self.test()?)
        } else {
            None
        };
        let body = self.block()?;
        Ok(MatchCase {
            pattern,
            guard,
            body,
        })
    }

    /// A case's pattern: `case a, *b:` is a sequence pattern without brackets.
    fn top_pattern(&mut self) -> Result<Pattern> {
        let sp = self.span();
        let first = self.star_or_pattern()?;
        if !self.at_op(",") {
            if matches!(first.kind, PatternKind::Star(_)) {
                return Err(syntax_error(sp, "invalid syntax"));
            }
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.at_op(":") || self.at_kw("if") {
                break;
            }
            items.push(self.star_or_pattern()?);
        }
        Ok(Pattern {
            kind: PatternKind::Sequence(items),
            span: sp,
        })
    }

    fn star_or_pattern(&mut self) -> Result<Pattern> {
        let sp = self.span();
        if self.eat_op("*") {
            let name = self.capture_target()?;
            return Ok(Pattern {
                kind: PatternKind::Star(name),
                span: sp,
            });
        }
        self.pattern()
    }

    /// `or_pattern ['as' name]`.
    fn pattern(&mut self) -> Result<Pattern> {
        self.enter()?;
        let r = self.pattern_inner();
        self.depth -= 1;
        r
    }

    fn pattern_inner(&mut self) -> Result<Pattern> {
        let sp = self.span();
        let mut alts = vec![self.closed_pattern()?];
        while self.eat_op("|") {
            alts.push(self.closed_pattern()?);
        }
        let p = if alts.len() == 1 {
            alts.remove(0)
        } else {
            Pattern {
                kind: PatternKind::Or(alts),
                span: sp,
            }
        };
        if !self.eat_kw("as") {
            return Ok(p);
        }
        let at = self.span();
        match self.capture_target()? {
            Some(name) => Ok(Pattern {
                kind: PatternKind::As(Box::new(p), name),
                span: sp,
            }),
            None => Err(syntax_error(at, "cannot use '_' as a target")),
        }
    }

    /// A name to bind (None for `_`); not a dotted name or a call.
    fn capture_target(&mut self) -> Result<Option<String>> {
        let at = self.span();
        let n = self.name()?;
        if self.at_op(".") || self.at_op("(") || self.at_op("=") {
            return Err(syntax_error(at, "invalid syntax"));
        }
        Ok((n != "_").then_some(n))
    }

    fn closed_pattern(&mut self) -> Result<Pattern> {
        let sp = self.span();
        let kind = match self.peek().clone() {
            Tok::Op("-") | Tok::Int(_) | Tok::BigInt(_) | Tok::Float(_) | Tok::Imag(_) => {
                PatternKind::Value(self.number_literal()?)
            }
            Tok::Str { .. } => PatternKind::Value(self.string_literal()?),
            Tok::Name(n) if n == "None" || n == "True" || n == "False" => {
                PatternKind::Singleton(self.atom_for_pattern()?)
            }
            Tok::Name(_) => return self.name_pattern(),
            Tok::Op("(") => return self.group_or_tuple_pattern(),
            Tok::Op("[") => {
                self.next();
                let items = self.pattern_items("]")?;
                PatternKind::Sequence(items)
            }
            Tok::Op("{") => return self.mapping_pattern(),
            _ => return Err(syntax_error(sp, "invalid syntax")),
        };
        Ok(Pattern { kind, span: sp })
    }

    fn atom_for_pattern(&mut self) -> Result<Expr> {
        self.enter()?;
        let r = self.atom_inner();
        self.depth -= 1;
        r
    }

    /// `3`, `-2.5`, `1 + 2j`, `-1 - 2j`.
    fn number_literal(&mut self) -> Result<Expr> {
        let sp = self.span();
        let neg = self.eat_op("-");
        if !matches!(
            self.peek(),
            Tok::Int(_) | Tok::BigInt(_) | Tok::Float(_) | Tok::Imag(_)
        ) {
            return Err(syntax_error(self.span(), "invalid syntax"));
        }
        let mut e = self.atom_for_pattern()?;
        if neg {
            e = Expr {
                kind: ExprKind::Unary(UnOp::Neg, Box::new(e)),
                span: sp,
            };
        }
        let op = if self.at_op("+") {
            BinOp::Add
        } else if self.at_op("-") {
            BinOp::Sub
        } else {
            return Ok(e);
        };
        self.next();
        let imaginary = match &e.kind {
            ExprKind::Unary(_, inner) => matches!(inner.kind, ExprKind::Imag(_)),
            k => matches!(k, ExprKind::Imag(_)),
        };
        if imaginary {
            return Err(syntax_error(sp, "real number required in complex literal"));
        }
        let at = self.span();
        if !matches!(self.peek(), Tok::Imag(_)) {
            return Err(syntax_error(
                at,
                "imaginary number required in complex literal",
            ));
        }
        let imag = self.atom_for_pattern()?;
        Ok(Expr {
            kind: ExprKind::Binary(op, Box::new(e), Box::new(imag)),
            span: sp,
        })
    }

    /// Adjacent string literals; an f-string is not a literal.
    fn string_literal(&mut self) -> Result<Expr> {
        let sp = self.span();
        let e = self.atom_for_pattern()?;
        if matches!(e.kind, ExprKind::FString(_)) {
            return Err(syntax_error(
                sp,
                "patterns may only match literals and attribute lookups",
            ));
        }
        Ok(e)
    }

    /// A capture (`x`, `_`), a value (`Color.RED`) or a class pattern (`Point(x=0)`).
    fn name_pattern(&mut self) -> Result<Pattern> {
        let sp = self.span();
        let first = self.name()?;
        let mut e = Expr {
            kind: ExprKind::Name(first.clone()),
            span: sp,
        };
        let mut dotted = false;
        while self.eat_op(".") {
            let attr = self.unmangled_name()?;
            e = Expr {
                kind: ExprKind::Attr(Box::new(e), attr),
                span: sp,
            };
            dotted = true;
        }
        let kind = if self.eat_op("(") {
            self.class_arguments(e)?
        } else if dotted {
            PatternKind::Value(e)
        } else {
            PatternKind::Capture((first != "_").then_some(first))
        };
        Ok(Pattern { kind, span: sp })
    }

    fn class_arguments(&mut self, cls: Expr) -> Result<PatternKind> {
        let mut args = Vec::new();
        let mut kwargs: Vec<(String, Pattern)> = Vec::new();
        while !self.at_op(")") {
            let at = self.span();
            let keyword = matches!(self.peek(), Tok::Name(_)) && *self.peek_at(1) == Tok::Op("=");
            if keyword {
                let name = self.unmangled_name()?;
                self.next();
                let value_at = self.span();
                let p = self.pattern()?;
                if kwargs.iter().any(|(k, _)| *k == name) {
                    return Err(syntax_error(
                        value_at,
                        format!("attribute name repeated in class pattern: {name}"),
                    ));
                }
                kwargs.push((name, p));
            } else {
                let p = self.pattern()?;
                if !kwargs.is_empty() {
                    return Err(syntax_error(
                        at,
                        "positional patterns follow keyword patterns",
                    ));
                }
                args.push(p);
            }
            if !self.eat_op(",") {
                break;
            }
        }
        self.expect_op(")")?;
        Ok(PatternKind::Class { cls, args, kwargs })
    }

    /// `(p)` is `p`; `()`, `(p,)` and `(p, q)` are sequence patterns.
    fn group_or_tuple_pattern(&mut self) -> Result<Pattern> {
        let sp = self.span();
        self.next();
        if self.eat_op(")") {
            return Ok(Pattern {
                kind: PatternKind::Sequence(vec![]),
                span: sp,
            });
        }
        let first = self.star_or_pattern()?;
        if self.eat_op(")") {
            if matches!(first.kind, PatternKind::Star(_)) {
                return Err(syntax_error(sp, "invalid syntax"));
            }
            return Ok(first);
        }
        if !self.eat_op(",") {
            return Err(self.unexpected("expected ')'"));
        }
        let mut items = vec![first];
        items.extend(self.pattern_items(")")?);
        Ok(Pattern {
            kind: PatternKind::Sequence(items),
            span: sp,
        })
    }

    /// Comma-separated (star) patterns up to and including `close`.
    fn pattern_items(&mut self, close: &'static str) -> Result<Vec<Pattern>> {
        let mut items = Vec::new();
        while !self.at_op(close) {
            items.push(self.star_or_pattern()?);
            if !self.eat_op(",") {
                break;
            }
        }
        self.expect_op(close)?;
        Ok(items)
    }

    fn mapping_pattern(&mut self) -> Result<Pattern> {
        let sp = self.span();
        self.next();
        let (mut keys, mut values, mut rest) = (Vec::new(), Vec::new(), None);
        while !self.at_op("}") {
            let at = self.span();
            if self.eat_op("**") {
                match self.capture_target()? {
                    Some(n) => rest = Some(n),
                    None => return Err(syntax_error(at, "invalid syntax")),
                }
                self.eat_op(",");
                if !self.at_op("}") {
                    return Err(syntax_error(self.span(), "invalid syntax"));
                }
                break;
            }
            keys.push(self.mapping_key()?);
            self.expect_op(":")?;
            values.push(self.pattern()?);
            if !self.eat_op(",") {
                break;
            }
        }
        self.expect_op("}")?;
        Ok(Pattern {
            kind: PatternKind::Mapping { keys, values, rest },
            span: sp,
        })
    }

    /// A literal or a dotted name (a bare name would be a capture, which a key cannot be).
    fn mapping_key(&mut self) -> Result<Expr> {
        let at = self.span();
        match self.closed_pattern() {
            Ok(Pattern {
                kind: PatternKind::Value(e) | PatternKind::Singleton(e),
                ..
            }) => Ok(e),
            _ => Err(syntax_error(at, "invalid syntax")),
        }
    }
}
