//! Statements: simple and compound statements, blocks, parameters and assignment targets.

use super::{Parser, AUG_OPS};
use crate::error::{Result, Span};
use crate::interp::ast::*;
use crate::interp::lexer::{syntax_error, Tok};
use crate::interp::local_names::local_names;
use std::rc::Rc;

impl Parser {
    /// One line's statements, or one compound statement.
    pub(super) fn statement(&mut self) -> Result<Vec<Stmt>> {
        let sp = self.span();
        if self.at_op("@") {
            let mut decorators = Vec::new();
            while self.eat_op("@") {
                decorators.push(self.test()?);
                self.expect_newline()?;
            }
            if !self.at_kw("def") && !self.at_kw("class") {
                return Err(self.unexpected("expected 'def' or 'class' after a decorator"));
            }
            let Some(mut s) = self.compound(sp)? else {
                return Err(self.unexpected("expected 'def' or 'class' after a decorator"));
            };
            match &mut s.kind {
                StmtKind::Def(f) => {
                    if let Some(f) = Rc::get_mut(f) {
                        f.decorators = decorators;
                    }
                }
                StmtKind::Class { decorators: d, .. } => *d = decorators,
                _ => {}
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
    pub(super) fn block(&mut self) -> Result<Vec<Stmt>> {
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
        if let Some(kind) = self.match_statement(sp)? {
            return Ok(Some(Stmt { kind, span: sp }));
        }
        let kind = if self.eat_kw("if") {
            self.if_rest()?
        } else if self.eat_kw("for") {
            let target = self.target_list()?;
            self.expect_kw("in")?;
            let iter = self.testlist()?;
            let body = self.loop_body()?;
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
            let body = self.loop_body()?;
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
                    // Any assignment target, a parenthesized tuple or list included
                    // (`with cm() as (a, b):`); a bare comma separates the items.
                    let t = self.or_expr()?;
                    check_target(&t, false)?;
                    Some(t)
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
            let returns = if self.eat_op("->") {
                Some(self.annotation()?)
            } else {
                None
            };
            let outer = std::mem::replace(&mut self.saw_yield, false);
            let qualname = self.qualname(&name);
            self.qual.push(format!("{qualname}.<locals>"));
            self.functions += 1;
            let loops = std::mem::replace(&mut self.loops, 0);
            let outer_star = std::mem::replace(&mut self.saw_star, false);
            let body = self.block();
            let star_import = self.saw_star;
            self.saw_star = outer_star || star_import;
            self.loops = loops;
            self.functions -= 1;
            self.qual.pop();
            let is_generator = std::mem::replace(&mut self.saw_yield, outer);
            let body = body?;
            StmtKind::Def(Rc::new(FunctionDef {
                name,
                qualname,
                locals: local_names(&params, &body),
                params,
                body,
                span: sp,
                decorators: vec![],
                is_generator,
                library: self.library,
                returns,
                star_import,
            }))
        } else if self.eat_kw("class") {
            let name = self.name()?;
            let mut bases = Vec::new();
            if self.eat_op("(") {
                // Bases and class keywords are a call's arguments (`class A(B, flag=1)`).
                bases = self.call_args()?;
                self.expect_op(")")?;
            }
            // A class body is not a function: `yield` in it is an error even inside a def.
            let outer = std::mem::replace(&mut self.functions, 0);
            let loops = std::mem::replace(&mut self.loops, 0);
            self.classes.push(name.clone());
            let qualname = self.qualname(&name);
            self.qual.push(qualname.clone());
            let outer_star = std::mem::replace(&mut self.saw_star, false);
            let body = self.block();
            let star_import = self.saw_star;
            self.saw_star = outer_star || star_import;
            self.qual.pop();
            self.classes.pop();
            self.functions = outer;
            self.loops = loops;
            StmtKind::Class {
                name,
                qualname,
                bases,
                body: body?,
                decorators: vec![],
                star_import,
            }
        } else if self.eat_kw("try") {
            let body = self.block()?;
            let mut handlers = Vec::new();
            while self.eat_kw("except") {
                let mut types = None;
                let mut name = None;
                if !self.at_op(":") {
                    types = Some(self.test()?);
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

    /// A `for` or `while` body, where `break` and `continue` belong.
    fn loop_body(&mut self) -> Result<Vec<Stmt>> {
        self.loops += 1;
        let body = self.block();
        self.loops -= 1;
        body
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

    pub(super) fn params(&mut self, close: &str) -> Result<Vec<Param>> {
        let mut params: Vec<Param> = Vec::new();
        while !self.at_op(close) {
            if self.eat_op("/") {
                for p in params.iter_mut() {
                    p.pos_only = true;
                }
                if !self.eat_op(",") {
                    break;
                }
                continue;
            }
            if params.last().is_some_and(|p| p.star == 2) {
                return Err(syntax_error(
                    self.span(),
                    "arguments cannot follow var-keyword argument",
                ));
            }
            let star = if self.eat_op("**") {
                2
            } else if self.eat_op("*") {
                // A bare `*`: the parameters after it are keyword-only.
                if self.at_op(",") {
                    3
                } else {
                    1
                }
            } else {
                0
            };
            // CPython points its errors at the parameter's name.
            let at = self.span();
            let (name, annotation) = if star == 3 {
                (String::new(), None)
            } else {
                self.annotated_name(close)?
            };
            let default = if star == 0 && self.eat_op("=") {
                Some(self.test()?)
            } else {
                None
            };
            // Before a `*`, a parameter without a default cannot follow one with a default
            // (keyword-only ones can).
            let positional = params.iter().all(|p| p.star == 0);
            if star == 0
                && default.is_none()
                && positional
                && params.iter().any(|p| p.default.is_some())
            {
                return Err(syntax_error(
                    at,
                    "non-default argument follows default argument",
                ));
            }
            if !name.is_empty() && params.iter().any(|p| p.name == name) {
                return Err(syntax_error(
                    at,
                    format!("duplicate argument '{name}' in function definition"),
                ));
            }
            params.push(Param {
                annotation,
                ..Param::new(name, default, star)
            });
            if !self.eat_op(",") {
                break;
            }
        }
        Ok(params)
    }

    /// A parameter's name and, in a `def` (not a `lambda`, whose list ends at `:`), its
    /// annotation, which the `def` evaluates into the function's `__annotations__`.
    fn annotated_name(&mut self, close: &str) -> Result<(String, Option<Expr>)> {
        let name = self.name()?;
        if close == ")" && self.eat_op(":") {
            return Ok((name, Some(self.annotation()?)));
        }
        Ok((name, None))
    }

    /// An annotation expression; under `from __future__ import annotations` its source
    /// text instead (PEP 563), which nothing evaluates.
    fn annotation(&mut self) -> Result<Expr> {
        let start = self.pos;
        let annotation = self.test()?;
        if !self.future_annotations {
            return Ok(annotation);
        }
        Ok(Expr {
            kind: ExprKind::Str(super::constant_str(annotation_text(
                &self.toks[start..self.pos],
            ))),
            span: annotation.span,
        })
    }

    fn simple(&mut self) -> Result<Stmt> {
        let sp = self.span();
        let kind = if self.eat_kw("pass") {
            StmtKind::Pass
        } else if self.eat_kw("break") {
            if self.loops == 0 {
                return Err(syntax_error(sp, "'break' outside loop"));
            }
            StmtKind::Break
        } else if self.eat_kw("continue") {
            if self.loops == 0 {
                return Err(syntax_error(sp, "'continue' not properly in loop"));
            }
            StmtKind::Continue
        } else if self.eat_kw("return") {
            if self.functions == 0 {
                return Err(syntax_error(sp, "'return' outside function"));
            }
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
                self.saw_star |= self.functions > 0 || !self.classes.is_empty();
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
            if module == "__future__" && names.iter().any(|(n, _)| n == "annotations") {
                self.future_annotations = true;
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
                StmtKind::Raise(None, None)
            } else {
                let exc = self.test()?;
                // `raise X from cause`: the cause becomes the exception's `__cause__`.
                let cause = if self.eat_kw("from") {
                    Some(self.test()?)
                } else {
                    None
                };
                StmtKind::Raise(Some(exc), cause)
            }
        } else if self.at_kw("global") || self.at_kw("nonlocal") {
            let nonlocal = self.eat_kw("nonlocal");
            if !nonlocal {
                self.next();
            }
            let mut names = vec![self.name()?];
            while self.eat_op(",") {
                names.push(self.name()?);
            }
            if nonlocal {
                if self.functions == 0 {
                    return Err(syntax_error(
                        sp,
                        "nonlocal declaration not allowed at module level",
                    ));
                }
                StmtKind::Nonlocal(names)
            } else {
                StmtKind::Global(names)
            }
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
        let first = self.yield_or_testlist()?;
        for (op, bop) in AUG_OPS {
            if self.eat_op(op) {
                check_target(&first, false)?;
                if matches!(first.kind, ExprKind::Tuple(_) | ExprKind::List(_)) {
                    return Err(syntax_error(
                        first.span,
                        "'tuple' is an illegal expression for augmented assignment",
                    ));
                }
                let value = self.yield_or_testlist()?;
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
            // An annotation: `x: int = 3` assigns; `x: int` alone only annotates.
            self.next();
            let annotation = self.annotation()?;
            let value = if self.eat_op("=") {
                Some(self.yield_or_testlist()?)
            } else {
                None
            };
            return Ok(Stmt {
                kind: StmtKind::AnnAssign {
                    target: first,
                    annotation,
                    value,
                },
                span: sp,
            });
        }
        if self.at_op("=") {
            let mut exprs = vec![first];
            while self.eat_op("=") {
                exprs.push(self.yield_or_testlist()?);
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
    pub(super) fn target_list(&mut self) -> Result<Expr> {
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

    pub(super) fn star_or(&mut self, f: impl FnOnce(&mut Self) -> Result<Expr>) -> Result<Expr> {
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
        | ExprKind::Imag(_)
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

/// An annotation's text as PEP 563 keeps it (`ast.unparse`'s spacing: a space after a
/// comma, around a binary operator, none inside brackets or around dots).
fn annotation_text(toks: &[crate::interp::lexer::Token]) -> String {
    use crate::interp::lexer::Tok;
    let mut out = String::new();
    for (k, t) in toks.iter().enumerate() {
        let next = toks.get(k + 1).map(|t| &t.tok);
        match &t.tok {
            Tok::Name(n) => {
                if out.ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                    out.push(' ');
                }
                out.push_str(n);
            }
            Tok::Int(i) => out.push_str(&i.to_string()),
            Tok::BigInt(b) => out.push_str(&b.to_string()),
            Tok::Float(f) => out.push_str(&crate::pyfmt::py_float(*f)),
            Tok::Str { value, .. } => out.push_str(&crate::interp::builtins::py_str_repr(value)),
            Tok::Op(",") => {
                out.push(',');
                if !matches!(next, Some(Tok::Op(")" | "]"))) {
                    out.push(' ');
                }
            }
            Tok::Op(o @ ("." | "(" | ")" | "[" | "]" | "...")) => out.push_str(o),
            Tok::Op(o) => {
                out.push(' ');
                out.push_str(o);
                out.push(' ');
            }
            _ => {}
        }
    }
    out
}
