//! A recursive-descent parser for the Python subset, with Python's operator precedence.
//! Why hand-written: see docs/decisions.md (exact line/column errors, no panics, small wasm).

use super::ast::*;
use super::lexer::{syntax_error, tokenize, Tok, Token};
use crate::error::{Result, Span};
use std::rc::Rc;

/// Deepest nesting of brackets and operators we accept; deeper input is a SyntaxError
/// rather than a stack overflow (the browser's stack is small).
const MAX_DEPTH: usize = 100;

pub fn parse(source: &str) -> Result<Vec<Stmt>> {
    let toks = tokenize(source)?;
    let mut p = Parser {
        toks,
        pos: 0,
        depth: 0,
    };
    let mut out = Vec::new();
    while !p.at_tok(&Tok::Eof) {
        if p.eat_tok(&Tok::Newline) {
            continue;
        }
        out.extend(p.statement()?);
    }
    Ok(out)
}

/// Parses one expression (used for f-string fields).
pub fn parse_expr_at(source: &str, at: Span) -> Result<Expr> {
    let toks = tokenize(source).map_err(|e| shift(e, at))?;
    let mut p = Parser {
        toks,
        pos: 0,
        depth: 0,
    };
    let e = p.test().map_err(|e| shift(e, at))?;
    p.eat_tok(&Tok::Newline);
    if !p.at_tok(&Tok::Eof) {
        return Err(syntax_error(at, "f-string: expecting '}'"));
    }
    Ok(relocate(e, at))
}

fn shift(mut e: crate::error::TorchError, at: Span) -> crate::error::TorchError {
    e.span = Some(at);
    e
}

/// Gives every node of an f-string field the position of the f-string itself.
fn relocate(mut e: Expr, at: Span) -> Expr {
    e.span = at;
    e
}

struct Parser {
    toks: Vec<Token>,
    pos: usize,
    depth: usize,
}

impl Parser {
    fn peek(&self) -> &Tok {
        &self.toks[self.pos].tok
    }
    fn peek_at(&self, k: usize) -> &Tok {
        &self.toks[(self.pos + k).min(self.toks.len() - 1)].tok
    }
    fn span(&self) -> Span {
        self.toks[self.pos].span
    }
    fn next(&mut self) -> Token {
        let t = self.toks[self.pos].clone();
        if self.pos < self.toks.len() - 1 {
            self.pos += 1;
        }
        t
    }
    fn at_tok(&self, t: &Tok) -> bool {
        self.peek() == t
    }
    fn eat_tok(&mut self, t: &Tok) -> bool {
        if self.at_tok(t) {
            self.next();
            true
        } else {
            false
        }
    }
    fn at_op(&self, op: &str) -> bool {
        matches!(self.peek(), Tok::Op(o) if *o == op)
    }
    fn eat_op(&mut self, op: &str) -> bool {
        if self.at_op(op) {
            self.next();
            true
        } else {
            false
        }
    }
    fn at_kw(&self, kw: &str) -> bool {
        matches!(self.peek(), Tok::Name(n) if n == kw)
    }
    fn eat_kw(&mut self, kw: &str) -> bool {
        if self.at_kw(kw) {
            self.next();
            true
        } else {
            false
        }
    }
    fn expect_op(&mut self, op: &str) -> Result<()> {
        if self.eat_op(op) {
            Ok(())
        } else {
            Err(self.unexpected(&format!("expected '{op}'")))
        }
    }
    fn expect_kw(&mut self, kw: &str) -> Result<()> {
        if self.eat_kw(kw) {
            Ok(())
        } else {
            Err(self.unexpected(&format!("expected '{kw}'")))
        }
    }

    fn unexpected(&self, what: &str) -> crate::error::TorchError {
        let sp = self.span();
        match self.peek() {
            Tok::Eof => syntax_error(sp, format!("unexpected end of input ({what})")),
            Tok::Newline => syntax_error(sp, format!("invalid syntax ({what})")),
            Tok::Indent => syntax_error(sp, "unexpected indent"),
            Tok::Dedent => syntax_error(sp, "unindent does not match any outer indentation level"),
            t => syntax_error(
                sp,
                format!("invalid syntax: unexpected {} ({what})", describe(t)),
            ),
        }
    }

    fn name(&mut self) -> Result<String> {
        match self.peek().clone() {
            Tok::Name(n) if !is_keyword(&n) => {
                self.next();
                Ok(n)
            }
            _ => Err(self.unexpected("expected a name")),
        }
    }

    fn enter(&mut self) -> Result<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(syntax_error(
                self.span(),
                "too many nested parentheses, operators, trailers or blocks (stridelab accepts 100 levels)",
            ));
        }
        Ok(())
    }

    // ---------------------------------------------------------------- statements

    /// One line's statements, or one compound statement.
    fn statement(&mut self) -> Result<Vec<Stmt>> {
        let sp = self.span();
        if self.at_op("@") {
            let mut decorators = Vec::new();
            while self.eat_op("@") {
                decorators.push(self.test()?);
                self.expect_newline()?;
            }
            if !self.at_kw("def") {
                return Err(self.unexpected("expected 'def' after a decorator"));
            }
            let mut s = self.compound(sp)?.unwrap();
            if let StmtKind::Def(f) = &mut s.kind {
                Rc::get_mut(f).unwrap().decorators = decorators;
            }
            return Ok(vec![s]);
        }
        if let Some(s) = self.compound(sp)? {
            return Ok(vec![s]);
        }
        let mut out = vec![self.simple()?];
        while self.eat_op(";") {
            if self.at_tok(&Tok::Newline) || self.at_tok(&Tok::Eof) {
                break;
            }
            out.push(self.simple()?);
        }
        self.expect_newline()?;
        Ok(out)
    }

    fn expect_newline(&mut self) -> Result<()> {
        if self.eat_tok(&Tok::Newline) || self.at_tok(&Tok::Eof) {
            Ok(())
        } else {
            Err(self.unexpected("expected end of line"))
        }
    }

    /// A suite; each level of blocks counts towards the nesting budget, so deep indentation
    /// is a SyntaxError and not a stack overflow.
    fn block(&mut self) -> Result<Vec<Stmt>> {
        self.enter()?;
        let r = self.block_inner();
        self.depth -= 1;
        r
    }

    fn block_inner(&mut self) -> Result<Vec<Stmt>> {
        self.expect_op(":")?;
        if self.eat_tok(&Tok::Newline) {
            if !self.eat_tok(&Tok::Indent) {
                return Err(syntax_error(self.span(), "expected an indented block"));
            }
            let mut body = Vec::new();
            while !self.eat_tok(&Tok::Dedent) {
                if self.at_tok(&Tok::Eof) {
                    break;
                }
                body.extend(self.statement()?);
            }
            Ok(body)
        } else {
            let mut body = vec![self.simple()?];
            while self.eat_op(";") {
                if self.at_tok(&Tok::Newline) {
                    break;
                }
                body.push(self.simple()?);
            }
            self.expect_newline()?;
            Ok(body)
        }
    }

    fn compound(&mut self, sp: Span) -> Result<Option<Stmt>> {
        let kind = if self.eat_kw("if") {
            self.if_rest()?
        } else if self.eat_kw("for") {
            let target = self.target_list()?;
            self.expect_kw("in")?;
            let iter = self.testlist()?;
            let body = self.block()?;
            let orelse = if self.eat_kw("else") {
                self.block()?
            } else {
                vec![]
            };
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            }
        } else if self.eat_kw("while") {
            let cond = self.test()?;
            let body = self.block()?;
            let orelse = if self.eat_kw("else") {
                self.block()?
            } else {
                vec![]
            };
            StmtKind::While { cond, body, orelse }
        } else if self.eat_kw("with") {
            let mut items = Vec::new();
            loop {
                let e = self.test()?;
                let alias = if self.eat_kw("as") {
                    Some(self.target()?)
                } else {
                    None
                };
                items.push((e, alias));
                if !self.eat_op(",") {
                    break;
                }
            }
            StmtKind::With {
                items,
                body: self.block()?,
            }
        } else if self.eat_kw("def") {
            let name = self.name()?;
            self.expect_op("(")?;
            let params = self.params(")")?;
            self.expect_op(")")?;
            if self.eat_op("->") {
                self.test()?;
            }
            let body = self.block()?;
            StmtKind::Def(Rc::new(FunctionDef {
                name,
                params,
                body,
                span: sp,
                decorators: vec![],
            }))
        } else if self.eat_kw("class") {
            let name = self.name()?;
            let mut bases = Vec::new();
            if self.eat_op("(") {
                while !self.at_op(")") {
                    bases.push(self.test()?);
                    if !self.eat_op(",") {
                        break;
                    }
                }
                self.expect_op(")")?;
            }
            StmtKind::Class {
                name,
                bases,
                body: self.block()?,
            }
        } else if self.eat_kw("try") {
            let body = self.block()?;
            let mut handlers = Vec::new();
            while self.eat_kw("except") {
                let mut types = Vec::new();
                let mut name = None;
                if !self.at_op(":") {
                    let e = self.test()?;
                    collect_names(&e, &mut types);
                    if self.eat_kw("as") {
                        name = Some(self.name()?);
                    }
                }
                handlers.push(Handler {
                    types,
                    name,
                    body: self.block()?,
                });
            }
            let orelse = if self.eat_kw("else") {
                self.block()?
            } else {
                vec![]
            };
            let finally = if self.eat_kw("finally") {
                self.block()?
            } else {
                vec![]
            };
            if handlers.is_empty() && finally.is_empty() {
                return Err(self.unexpected("expected 'except' or 'finally' block"));
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finally,
            }
        } else {
            return Ok(None);
        };
        Ok(Some(Stmt { kind, span: sp }))
    }

    /// `if`/`elif`/`else` as one flat list of branches, so a long `elif` chain is neither
    /// parsed, run nor dropped by recursion.
    fn if_rest(&mut self) -> Result<StmtKind> {
        let mut branches = vec![(self.test()?, self.block()?)];
        while self.eat_kw("elif") {
            branches.push((self.test()?, self.block()?));
        }
        let orelse = if self.eat_kw("else") {
            self.block()?
        } else {
            vec![]
        };
        Ok(StmtKind::If { branches, orelse })
    }

    fn params(&mut self, close: &str) -> Result<Vec<Param>> {
        let mut params = Vec::new();
        while !self.at_op(close) {
            if self.eat_op("/") {
            } else if self.eat_op("**") {
                params.push(Param {
                    name: self.name()?,
                    default: None,
                    star: 2,
                });
            } else if self.eat_op("*") {
                if self.at_op(",") {
                    // A bare `*`: keyword-only marker; nothing to bind.
                } else {
                    params.push(Param {
                        name: self.name()?,
                        default: None,
                        star: 1,
                    });
                }
            } else {
                let name = self.name()?;
                if close == ")" && self.eat_op(":") {
                    self.test()?;
                }
                let default = if self.eat_op("=") {
                    Some(self.test()?)
                } else {
                    None
                };
                params.push(Param {
                    name,
                    default,
                    star: 0,
                });
            }
            if !self.eat_op(",") {
                break;
            }
        }
        Ok(params)
    }

    fn simple(&mut self) -> Result<Stmt> {
        let sp = self.span();
        let kind = if self.eat_kw("pass") {
            StmtKind::Pass
        } else if self.eat_kw("break") {
            StmtKind::Break
        } else if self.eat_kw("continue") {
            StmtKind::Continue
        } else if self.eat_kw("return") {
            if self.at_tok(&Tok::Newline) || self.at_op(";") || self.at_tok(&Tok::Eof) {
                StmtKind::Return(None)
            } else {
                StmtKind::Return(Some(self.testlist()?))
            }
        } else if self.eat_kw("del") {
            let mut ts = vec![self.target()?];
            while self.eat_op(",") {
                ts.push(self.target()?);
            }
            StmtKind::Del(ts)
        } else if self.eat_kw("import") {
            let mut items = Vec::new();
            loop {
                let m = self.dotted()?;
                let alias = if self.eat_kw("as") {
                    Some(self.name()?)
                } else {
                    None
                };
                items.push((m, alias));
                if !self.eat_op(",") {
                    break;
                }
            }
            StmtKind::Import(items)
        } else if self.eat_kw("from") {
            let module = self.dotted()?;
            self.expect_kw("import")?;
            let paren = self.eat_op("(");
            let mut names = Vec::new();
            if self.eat_op("*") {
                names.push(("*".to_string(), None));
            } else {
                loop {
                    let n = self.name()?;
                    let alias = if self.eat_kw("as") {
                        Some(self.name()?)
                    } else {
                        None
                    };
                    names.push((n, alias));
                    if !self.eat_op(",") || (paren && self.at_op(")")) {
                        break;
                    }
                }
            }
            if paren {
                self.expect_op(")")?;
            }
            StmtKind::ImportFrom { module, names }
        } else if self.eat_kw("assert") {
            let test = self.test()?;
            let msg = if self.eat_op(",") {
                Some(self.test()?)
            } else {
                None
            };
            StmtKind::Assert { test, msg }
        } else if self.eat_kw("raise") {
            if self.at_tok(&Tok::Newline) || self.at_tok(&Tok::Eof) {
                StmtKind::Raise(None)
            } else {
                StmtKind::Raise(Some(self.test()?))
            }
        } else if self.eat_kw("global") || self.eat_kw("nonlocal") {
            let mut names = vec![self.name()?];
            while self.eat_op(",") {
                names.push(self.name()?);
            }
            StmtKind::Global(names)
        } else {
            return self.expr_statement(sp);
        };
        Ok(Stmt { kind, span: sp })
    }

    fn dotted(&mut self) -> Result<String> {
        let mut s = self.name()?;
        while self.eat_op(".") {
            s.push('.');
            s.push_str(&self.name()?);
        }
        Ok(s)
    }

    fn expr_statement(&mut self, sp: Span) -> Result<Stmt> {
        let first = self.testlist_star()?;
        for (op, bop) in AUG_OPS {
            if self.eat_op(op) {
                check_target(&first, false)?;
                if matches!(first.kind, ExprKind::Tuple(_) | ExprKind::List(_)) {
                    return Err(syntax_error(
                        first.span,
                        "'tuple' is an illegal expression for augmented assignment",
                    ));
                }
                let value = self.testlist()?;
                return Ok(Stmt {
                    kind: StmtKind::AugAssign {
                        target: first,
                        op: *bop,
                        value,
                    },
                    span: sp,
                });
            }
        }
        if self.at_op(":")
            && matches!(
                first.kind,
                ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Subscript(..)
            )
        {
            // An annotation: `x: int = 3` assigns; `x: int` alone does nothing.
            self.next();
            self.test()?;
            if self.eat_op("=") {
                let value = self.testlist_star()?;
                return Ok(Stmt {
                    kind: StmtKind::Assign {
                        targets: vec![first],
                        value,
                    },
                    span: sp,
                });
            }
            return Ok(Stmt {
                kind: StmtKind::Pass,
                span: sp,
            });
        }
        if self.at_op("=") {
            let mut exprs = vec![first];
            while self.eat_op("=") {
                exprs.push(self.testlist_star()?);
            }
            let value = exprs.pop().unwrap();
            for t in &exprs {
                check_target(t, false)?;
            }
            return Ok(Stmt {
                kind: StmtKind::Assign {
                    targets: exprs,
                    value,
                },
                span: sp,
            });
        }
        Ok(Stmt {
            kind: StmtKind::Expr(first),
            span: sp,
        })
    }

    fn target(&mut self) -> Result<Expr> {
        let e = self.or_expr()?;
        check_target(&e, true)?;
        Ok(e)
    }

    /// `a, b` in a for loop: a tuple of targets without parentheses.
    fn target_list(&mut self) -> Result<Expr> {
        let sp = self.span();
        let first = self.star_or(|p| p.or_expr())?;
        if !self.at_op(",") {
            check_target(&first, false)?;
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.at_kw("in") {
                break;
            }
            items.push(self.star_or(|p| p.or_expr())?);
        }
        let e = Expr {
            kind: ExprKind::Tuple(items),
            span: sp,
        };
        check_target(&e, false)?;
        Ok(e)
    }

    fn star_or(&mut self, f: impl FnOnce(&mut Self) -> Result<Expr>) -> Result<Expr> {
        let sp = self.span();
        if self.eat_op("*") {
            let e = self.or_expr()?;
            return Ok(Expr {
                kind: ExprKind::Starred(Box::new(e)),
                span: sp,
            });
        }
        f(self)
    }

    // ---------------------------------------------------------------- expressions

    /// A comma-separated list of expressions (a tuple when there is a comma).
    fn testlist(&mut self) -> Result<Expr> {
        let sp = self.span();
        let first = self.test()?;
        if !self.at_op(",") {
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.ends_list() {
                break;
            }
            items.push(self.test()?);
        }
        Ok(Expr {
            kind: ExprKind::Tuple(items),
            span: sp,
        })
    }

    fn testlist_star(&mut self) -> Result<Expr> {
        let sp = self.span();
        let first = self.star_or(|p| p.test())?;
        if !self.at_op(",") {
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.ends_list() {
                break;
            }
            items.push(self.star_or(|p| p.test())?);
        }
        Ok(Expr {
            kind: ExprKind::Tuple(items),
            span: sp,
        })
    }

    fn ends_list(&self) -> bool {
        matches!(self.peek(), Tok::Newline | Tok::Eof)
            || self.at_op("=")
            || self.at_op(")")
            || self.at_op("]")
            || self.at_op("}")
            || self.at_op(";")
            || self.at_op(":")
            || AUG_OPS.iter().any(|(o, _)| self.at_op(o))
    }

    fn test(&mut self) -> Result<Expr> {
        self.enter()?;
        let r = self.test_inner();
        self.depth -= 1;
        r
    }

    fn test_inner(&mut self) -> Result<Expr> {
        let sp = self.span();
        if self.eat_kw("lambda") {
            let params = self.params(":")?;
            self.expect_op(":")?;
            let body = self.test()?;
            let ret = Stmt {
                kind: StmtKind::Return(Some(body)),
                span: sp,
            };
            return Ok(Expr {
                kind: ExprKind::Lambda(Rc::new(FunctionDef {
                    name: "<lambda>".into(),
                    params,
                    body: vec![ret],
                    span: sp,
                    decorators: vec![],
                })),
                span: sp,
            });
        }
        let e = self.or_test()?;
        if self.at_kw("if") {
            // Only a conditional expression if `else` follows; `x for x in y if c` is handled
            // by the comprehension parser, which never calls `test` for that `if`.
            self.next();
            let cond = self.or_test()?;
            self.expect_kw("else")?;
            let orelse = self.test()?;
            return Ok(Expr {
                kind: ExprKind::IfExp {
                    cond: Box::new(cond),
                    then: Box::new(e),
                    orelse: Box::new(orelse),
                },
                span: sp,
            });
        }
        Ok(e)
    }

    fn or_test(&mut self) -> Result<Expr> {
        let sp = self.span();
        let first = self.and_test()?;
        if !self.at_kw("or") {
            return Ok(first);
        }
        let mut v = vec![first];
        while self.eat_kw("or") {
            v.push(self.and_test()?);
        }
        Ok(Expr {
            kind: ExprKind::Or(v),
            span: sp,
        })
    }

    fn and_test(&mut self) -> Result<Expr> {
        let sp = self.span();
        let first = self.not_test()?;
        if !self.at_kw("and") {
            return Ok(first);
        }
        let mut v = vec![first];
        while self.eat_kw("and") {
            v.push(self.not_test()?);
        }
        Ok(Expr {
            kind: ExprKind::And(v),
            span: sp,
        })
    }

    fn not_test(&mut self) -> Result<Expr> {
        let sp = self.span();
        if self.eat_kw("not") {
            self.enter()?;
            let e = self.not_test();
            self.depth -= 1;
            return Ok(Expr {
                kind: ExprKind::Unary(UnOp::Not, Box::new(e?)),
                span: sp,
            });
        }
        self.comparison()
    }

    fn comparison(&mut self) -> Result<Expr> {
        let sp = self.span();
        let first = self.or_expr()?;
        let mut rest = Vec::new();
        loop {
            let op = if self.eat_op("==") {
                CmpOp::Eq
            } else if self.eat_op("!=") {
                CmpOp::Ne
            } else if self.eat_op("<=") {
                CmpOp::Le
            } else if self.eat_op(">=") {
                CmpOp::Ge
            } else if self.eat_op("<") {
                CmpOp::Lt
            } else if self.eat_op(">") {
                CmpOp::Gt
            } else if self.eat_kw("in") {
                CmpOp::In
            } else if self.at_kw("not") && matches!(self.peek_at(1), Tok::Name(n) if n == "in") {
                self.next();
                self.next();
                CmpOp::NotIn
            } else if self.eat_kw("is") {
                if self.eat_kw("not") {
                    CmpOp::IsNot
                } else {
                    CmpOp::Is
                }
            } else {
                break;
            };
            rest.push((op, self.or_expr()?));
        }
        if rest.is_empty() {
            return Ok(first);
        }
        Ok(Expr {
            kind: ExprKind::Compare(Box::new(first), rest),
            span: sp,
        })
    }

    /// A left-associative chain (`a + b + c`): each operator nests the tree one level
    /// deeper, so each counts towards the nesting budget until the chain ends.
    fn binary_level(
        &mut self,
        ops: &[(&'static str, BinOp)],
        next: fn(&mut Self) -> Result<Expr>,
    ) -> Result<Expr> {
        let start = self.depth;
        let r = self.binary_chain(ops, next);
        self.depth = start;
        r
    }

    fn binary_chain(
        &mut self,
        ops: &[(&'static str, BinOp)],
        next: fn(&mut Self) -> Result<Expr>,
    ) -> Result<Expr> {
        let mut left = next(self)?;
        'outer: loop {
            for (sym, op) in ops {
                if self.at_op(sym) {
                    let sp = self.span();
                    self.next();
                    self.enter()?;
                    let right = next(self)?;
                    left = Expr {
                        kind: ExprKind::Binary(*op, Box::new(left), Box::new(right)),
                        span: sp,
                    };
                    continue 'outer;
                }
            }
            return Ok(left);
        }
    }

    fn or_expr(&mut self) -> Result<Expr> {
        self.binary_level(&[("|", BinOp::BitOr)], Self::xor_expr)
    }
    fn xor_expr(&mut self) -> Result<Expr> {
        self.binary_level(&[("^", BinOp::BitXor)], Self::and_expr)
    }
    fn and_expr(&mut self) -> Result<Expr> {
        self.binary_level(&[("&", BinOp::BitAnd)], Self::shift_expr)
    }
    fn shift_expr(&mut self) -> Result<Expr> {
        self.binary_level(&[("<<", BinOp::LShift), (">>", BinOp::RShift)], Self::arith)
    }
    fn arith(&mut self) -> Result<Expr> {
        self.binary_level(&[("+", BinOp::Add), ("-", BinOp::Sub)], Self::term)
    }
    fn term(&mut self) -> Result<Expr> {
        self.binary_level(
            &[
                ("*", BinOp::Mul),
                ("/", BinOp::Div),
                ("//", BinOp::FloorDiv),
                ("%", BinOp::Mod),
                ("@", BinOp::MatMul),
            ],
            Self::factor,
        )
    }

    fn factor(&mut self) -> Result<Expr> {
        let sp = self.span();
        let op = if self.at_op("-") {
            Some(UnOp::Neg)
        } else if self.at_op("+") {
            Some(UnOp::Pos)
        } else if self.at_op("~") {
            Some(UnOp::Invert)
        } else {
            None
        };
        if let Some(op) = op {
            self.next();
            self.enter()?;
            let e = self.factor();
            self.depth -= 1;
            let e = e?;
            // Fold negative literals so `-1` is a literal, as Python's constant folding does.
            if op == UnOp::Neg {
                match e.kind {
                    ExprKind::Int(i) => {
                        return Ok(Expr {
                            kind: ExprKind::Int(i.wrapping_neg()),
                            span: sp,
                        })
                    }
                    ExprKind::Float(f) => {
                        return Ok(Expr {
                            kind: ExprKind::Float(-f),
                            span: sp,
                        })
                    }
                    _ => {}
                }
            }
            return Ok(Expr {
                kind: ExprKind::Unary(op, Box::new(e)),
                span: sp,
            });
        }
        self.power()
    }

    fn power(&mut self) -> Result<Expr> {
        let base = self.primary()?;
        if self.at_op("**") {
            let sp = self.span();
            self.next();
            self.enter()?;
            let exp = self.factor();
            self.depth -= 1;
            return Ok(Expr {
                kind: ExprKind::Binary(BinOp::Pow, Box::new(base), Box::new(exp?)),
                span: sp,
            });
        }
        Ok(base)
    }

    /// An atom and its trailers (`x.T[0](1)`): like a binary chain, every trailer nests the
    /// tree one level deeper and counts towards the nesting budget.
    fn primary(&mut self) -> Result<Expr> {
        let start = self.depth;
        let r = self.primary_chain();
        self.depth = start;
        r
    }

    fn primary_chain(&mut self) -> Result<Expr> {
        let mut e = self.atom()?;
        loop {
            let sp = self.span();
            if self.at_op(".") || self.at_op("(") || self.at_op("[") {
                self.enter()?;
            }
            if self.eat_op(".") {
                let n = match self.peek().clone() {
                    Tok::Name(n) => {
                        self.next();
                        n
                    }
                    _ => return Err(self.unexpected("expected an attribute name")),
                };
                e = Expr {
                    kind: ExprKind::Attr(Box::new(e), n),
                    span: sp,
                };
            } else if self.eat_op("(") {
                let args = self.call_args()?;
                self.expect_op(")")?;
                e = Expr {
                    kind: ExprKind::Call {
                        func: Box::new(e),
                        args,
                    },
                    span: sp,
                };
            } else if self.eat_op("[") {
                let idx = self.subscript_list()?;
                self.expect_op("]")?;
                e = Expr {
                    kind: ExprKind::Subscript(Box::new(e), Box::new(idx)),
                    span: sp,
                };
            } else {
                return Ok(e);
            }
        }
    }

    fn call_args(&mut self) -> Result<Vec<Arg>> {
        let mut args = Vec::new();
        let mut seen_kw = false;
        while !self.at_op(")") {
            let sp = self.span();
            if self.eat_op("**") {
                args.push(Arg::DoubleStar(self.test()?));
                seen_kw = true;
            } else if self.eat_op("*") {
                args.push(Arg::Star(self.test()?));
            } else if matches!(self.peek(), Tok::Name(_)) && matches!(self.peek_at(1), Tok::Op("="))
            {
                let n = self.name()?;
                self.next();
                args.push(Arg::Kw(n, self.test()?));
                seen_kw = true;
            } else {
                let e = self.test()?;
                if self.at_kw("for") {
                    let gens = self.comprehension()?;
                    args.push(Arg::Pos(Expr {
                        kind: ExprKind::ListComp {
                            elt: Box::new(e),
                            gens,
                        },
                        span: sp,
                    }));
                } else {
                    if seen_kw {
                        return Err(syntax_error(
                            sp,
                            "positional argument follows keyword argument",
                        ));
                    }
                    args.push(Arg::Pos(e));
                }
            }
            if !self.eat_op(",") {
                break;
            }
        }
        Ok(args)
    }

    fn subscript_list(&mut self) -> Result<Expr> {
        let sp = self.span();
        let first = self.subscript()?;
        if !self.at_op(",") {
            return Ok(first);
        }
        let mut items = vec![first];
        while self.eat_op(",") {
            if self.at_op("]") {
                break;
            }
            items.push(self.subscript()?);
        }
        Ok(Expr {
            kind: ExprKind::Tuple(items),
            span: sp,
        })
    }

    fn subscript(&mut self) -> Result<Expr> {
        let sp = self.span();
        let lo = if self.at_op(":") {
            None
        } else {
            Some(Box::new(self.star_or(|p| p.test())?))
        };
        if !self.eat_op(":") {
            return Ok(*lo.unwrap());
        }
        let hi = if self.at_op(":") || self.at_op(",") || self.at_op("]") {
            None
        } else {
            Some(Box::new(self.test()?))
        };
        let step = if self.eat_op(":") {
            if self.at_op(",") || self.at_op("]") {
                None
            } else {
                Some(Box::new(self.test()?))
            }
        } else {
            None
        };
        Ok(Expr {
            kind: ExprKind::Slice(lo, hi, step),
            span: sp,
        })
    }

    fn comprehension(&mut self) -> Result<Vec<Comprehension>> {
        let mut gens = Vec::new();
        while self.eat_kw("for") {
            let target = self.target_list()?;
            self.expect_kw("in")?;
            let iter = self.or_test()?;
            let mut ifs = Vec::new();
            while self.eat_kw("if") {
                ifs.push(self.or_test()?);
            }
            gens.push(Comprehension { target, iter, ifs });
        }
        Ok(gens)
    }

    fn atom(&mut self) -> Result<Expr> {
        self.enter()?;
        let r = self.atom_inner();
        self.depth -= 1;
        r
    }

    fn atom_inner(&mut self) -> Result<Expr> {
        let sp = self.span();
        // Where to step back to for an error: `next` does not move past the last token, so
        // `pos - 1` could underflow (the fuzzer found it in a one-token f-string field).
        let start = self.pos;
        let t = self.next();
        let kind = match t.tok {
            Tok::Int(i) => ExprKind::Int(i),
            Tok::BigInt(b) => ExprKind::BigInt(b),
            Tok::Float(f) => ExprKind::Float(f),
            Tok::Str { value, fstring } => {
                // Adjacent literals concatenate.
                let mut parts = self.fstring_parts(&value, fstring, sp)?;
                let mut is_f = fstring;
                while let Tok::Str { value, fstring } = self.peek().clone() {
                    let psp = self.span();
                    self.next();
                    parts.extend(self.fstring_parts(&value, fstring, psp)?);
                    is_f |= fstring;
                }
                if is_f {
                    ExprKind::FString(parts)
                } else {
                    let s: String = parts
                        .into_iter()
                        .map(|p| match p {
                            FPart::Lit(s) => s,
                            FPart::Field { .. } => String::new(),
                        })
                        .collect();
                    ExprKind::Str(s)
                }
            }
            Tok::Name(n) => match n.as_str() {
                "True" => ExprKind::Bool(true),
                "False" => ExprKind::Bool(false),
                "None" => ExprKind::None,
                k if is_keyword(k) => {
                    self.pos = start;
                    return Err(self.unexpected("expected an expression"));
                }
                _ => ExprKind::Name(n),
            },
            Tok::Op("...") => ExprKind::Ellipsis,
            Tok::Op("(") => {
                if self.eat_op(")") {
                    ExprKind::Tuple(vec![])
                } else {
                    let first = self.star_or(|p| p.test())?;
                    if self.at_kw("for") {
                        let gens = self.comprehension()?;
                        self.expect_op(")")?;
                        ExprKind::ListComp {
                            elt: Box::new(first),
                            gens,
                        }
                    } else if self.eat_op(")") {
                        return Ok(first);
                    } else {
                        let mut items = vec![first];
                        while self.eat_op(",") {
                            if self.at_op(")") {
                                break;
                            }
                            items.push(self.star_or(|p| p.test())?);
                        }
                        self.expect_op(")")?;
                        ExprKind::Tuple(items)
                    }
                }
            }
            Tok::Op("[") => {
                if self.eat_op("]") {
                    ExprKind::List(vec![])
                } else {
                    let first = self.star_or(|p| p.test())?;
                    if self.at_kw("for") {
                        let gens = self.comprehension()?;
                        self.expect_op("]")?;
                        ExprKind::ListComp {
                            elt: Box::new(first),
                            gens,
                        }
                    } else {
                        let mut items = vec![first];
                        while self.eat_op(",") {
                            if self.at_op("]") {
                                break;
                            }
                            items.push(self.star_or(|p| p.test())?);
                        }
                        self.expect_op("]")?;
                        ExprKind::List(items)
                    }
                }
            }
            Tok::Op("{") => {
                if self.eat_op("}") {
                    ExprKind::Dict(vec![])
                } else {
                    let k = self.test()?;
                    if self.eat_op(":") {
                        let v = self.test()?;
                        if self.at_kw("for") {
                            let gens = self.comprehension()?;
                            self.expect_op("}")?;
                            ExprKind::DictComp {
                                key: Box::new(k),
                                value: Box::new(v),
                                gens,
                            }
                        } else {
                            let mut items = vec![(k, v)];
                            while self.eat_op(",") {
                                if self.at_op("}") {
                                    break;
                                }
                                let k = self.test()?;
                                self.expect_op(":")?;
                                items.push((k, self.test()?));
                            }
                            self.expect_op("}")?;
                            ExprKind::Dict(items)
                        }
                    } else {
                        let mut items = vec![k];
                        while self.eat_op(",") {
                            if self.at_op("}") {
                                break;
                            }
                            items.push(self.test()?);
                        }
                        self.expect_op("}")?;
                        ExprKind::Set(items)
                    }
                }
            }
            _ => {
                self.pos = start;
                return Err(self.unexpected("expected an expression"));
            }
        };
        Ok(Expr { kind, span: sp })
    }

    fn fstring_parts(&self, body: &str, fstring: bool, sp: Span) -> Result<Vec<FPart>> {
        if !fstring {
            return Ok(vec![FPart::Lit(body.to_string())]);
        }
        parse_fstring(body, sp)
    }
}

/// Splits an f-string body into literal text and `{expr!c:spec}` fields.
fn parse_fstring(body: &str, sp: Span) -> Result<Vec<FPart>> {
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
            let (src, self_doc) = match src.strip_suffix('=') {
                Some(s) if !s.ends_with(['=', '!', '<', '>']) => (s.to_string(), true),
                _ => (src, false),
            };
            let expr = parse_expr_at(src.trim(), sp)?;
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
                spec = parse_fstring(&spec_src, sp)?;
                j = k;
            }
            if chars.get(j) != Some(&'}') {
                return Err(syntax_error(sp, "f-string: expecting '}'"));
            }
            if self_doc {
                parts.push(FPart::Lit(format!("{src}=")));
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

const AUG_OPS: &[(&str, BinOp)] = &[
    ("+=", BinOp::Add),
    ("-=", BinOp::Sub),
    ("*=", BinOp::Mul),
    ("/=", BinOp::Div),
    ("//=", BinOp::FloorDiv),
    ("%=", BinOp::Mod),
    ("**=", BinOp::Pow),
    ("@=", BinOp::MatMul),
    ("&=", BinOp::BitAnd),
    ("|=", BinOp::BitOr),
    ("^=", BinOp::BitXor),
    ("<<=", BinOp::LShift),
    (">>=", BinOp::RShift),
];

const KEYWORDS: &[&str] = &[
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue",
    "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
    "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while",
    "with", "yield",
];

fn is_keyword(s: &str) -> bool {
    KEYWORDS.contains(&s)
}

fn describe(t: &Tok) -> String {
    match t {
        Tok::Name(n) => format!("'{n}'"),
        Tok::Int(i) => format!("number {i}"),
        Tok::BigInt(_) => "number".into(),
        Tok::Float(f) => format!("number {f}"),
        Tok::Str { .. } => "string".into(),
        Tok::Op(o) => format!("'{o}'"),
        Tok::Newline => "end of line".into(),
        Tok::Indent => "indent".into(),
        Tok::Dedent => "dedent".into(),
        Tok::Eof => "end of input".into(),
    }
}

fn collect_names(e: &Expr, out: &mut Vec<String>) {
    match &e.kind {
        ExprKind::Name(n) => out.push(n.clone()),
        ExprKind::Attr(_, n) => out.push(n.clone()),
        ExprKind::Tuple(items) => items.iter().for_each(|i| collect_names(i, out)),
        _ => {}
    }
}

/// Checks that an expression can be assigned to, with Python's messages.
fn check_target(e: &Expr, single: bool) -> Result<()> {
    match &e.kind {
        ExprKind::Name(_) | ExprKind::Attr(..) | ExprKind::Subscript(..) => Ok(()),
        ExprKind::Tuple(items) | ExprKind::List(items) if !single => {
            items.iter().try_for_each(|i| check_target(i, false))
        }
        ExprKind::Starred(inner) if !single => check_target(inner, true),
        ExprKind::Call { .. } => Err(syntax_error(
            e.span,
            "cannot assign to function call here. Maybe you meant '==' instead of '='?",
        )),
        ExprKind::Int(_)
        | ExprKind::BigInt(_)
        | ExprKind::Float(_)
        | ExprKind::Str(_)
        | ExprKind::Bool(_)
        | ExprKind::None => Err(syntax_error(
            e.span,
            "cannot assign to literal here. Maybe you meant '==' instead of '='?",
        )),
        _ => Err(syntax_error(
            e.span,
            "cannot assign to expression here. Maybe you meant '==' instead of '='?",
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn expr(s: &str) -> Expr {
        match parse(s).unwrap().remove(0).kind {
            StmtKind::Expr(e) => e,
            k => panic!("not an expression: {k:?}"),
        }
    }

    #[test]
    fn precedence_follows_python() {
        // -2 ** 2 is -(2 ** 2); a + b * c; a @ b + c
        match expr("-x ** 2").kind {
            ExprKind::Unary(UnOp::Neg, inner) => {
                assert!(matches!(inner.kind, ExprKind::Binary(BinOp::Pow, ..)))
            }
            k => panic!("{k:?}"),
        }
        match expr("a + b * c").kind {
            ExprKind::Binary(BinOp::Add, _, r) => {
                assert!(matches!(r.kind, ExprKind::Binary(BinOp::Mul, ..)))
            }
            k => panic!("{k:?}"),
        }
        match expr("a @ b + c").kind {
            ExprKind::Binary(BinOp::Add, l, _) => {
                assert!(matches!(l.kind, ExprKind::Binary(BinOp::MatMul, ..)))
            }
            k => panic!("{k:?}"),
        }
        // 2 ** -1 parses, and ** is right-associative
        match expr("2 ** 3 ** 2").kind {
            ExprKind::Binary(BinOp::Pow, _, r) => {
                assert!(matches!(r.kind, ExprKind::Binary(BinOp::Pow, ..)))
            }
            k => panic!("{k:?}"),
        }
        assert!(matches!(expr("not a and b").kind, ExprKind::And(_)));
    }

    #[test]
    fn statements_parse() {
        let s = parse("a, b = 1, 2\nfor i in range(3):\n    x[i] += 1\nwith torch.no_grad():\n    w.data = w - 1\n").unwrap();
        assert_eq!(s.len(), 3);
        assert!(matches!(s[1].kind, StmtKind::For { .. }));
        let s = parse("def f(x, y=2, *a, **k):\n    return x\nclass A(nn.Module):\n    pass\n")
            .unwrap();
        assert_eq!(s.len(), 2);
    }

    #[test]
    fn slices_and_fstrings() {
        match expr("x[::2, None, ...]").kind {
            ExprKind::Subscript(_, idx) => match idx.kind {
                ExprKind::Tuple(items) => {
                    assert!(matches!(
                        items[0].kind,
                        ExprKind::Slice(None, None, Some(_))
                    ));
                    assert!(matches!(items[2].kind, ExprKind::Ellipsis));
                }
                k => panic!("{k:?}"),
            },
            k => panic!("{k:?}"),
        }
        match expr("f'loss {l:.4f} at {i}'").kind {
            ExprKind::FString(parts) => assert_eq!(parts.len(), 4),
            k => panic!("{k:?}"),
        }
    }

    #[test]
    fn syntax_errors_have_positions() {
        let e = parse("x = = 1").unwrap_err();
        assert_eq!((e.span.unwrap().line, e.span.unwrap().col), (1, 5));
        let e = parse("if x\n  y").unwrap_err();
        assert_eq!(e.span.unwrap().line, 1);
        let e = parse("f(x) = 3").unwrap_err();
        assert!(e.message.starts_with("cannot assign to function call"));
        let deep = format!("{}1{}", "(".repeat(500), ")".repeat(500));
        assert!(parse(&deep).is_err());
    }
}
