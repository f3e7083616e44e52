//! Expressions, by Python's precedence from `testlist` down to atoms, with trailers,
//! call arguments, subscripts and comprehensions.

use super::{is_keyword, Parser, AUG_OPS};
use crate::error::{Result, Span};
use crate::interp::ast::*;
use crate::interp::lexer::{syntax_error, Tok};
use crate::interp::local_names::local_names;
use std::rc::Rc;

impl Parser {
    /// `(elt for t in it if c ...)`, as CPython compiles it: a generator function
    /// `<genexpr>` whose body is the nested `for`/`if` statements around `yield elt`, called
    /// at once with the first iterable (evaluated where the expression stands). So it is
    /// lazy, used up by one pass, and `sum(x for x in range(10**9))` holds no list.
    fn generator_expression(&self, elt: Expr, gens: Vec<Comprehension>, sp: Span) -> Expr {
        const FIRST: &str = ".0";
        let mut body = vec![Stmt {
            kind: StmtKind::Expr(Expr {
                kind: ExprKind::Yield(Some(Box::new(elt))),
                span: sp,
            }),
            span: sp,
        }];
        let mut first_iter = None;
        for (k, g) in gens.into_iter().enumerate().rev() {
            for cond in g.ifs.into_iter().rev() {
                body = vec![Stmt {
                    kind: StmtKind::If {
                        branches: vec![(cond, body)],
                        orelse: vec![],
                    },
                    span: sp,
                }];
            }
            let iter = if k == 0 {
                first_iter = Some(g.iter);
                Expr {
                    kind: ExprKind::Name(FIRST.into()),
                    span: sp,
                }
            } else {
                g.iter
            };
            body = vec![Stmt {
                kind: StmtKind::For {
                    target: g.target,
                    iter,
                    body,
                    orelse: vec![],
                },
                span: sp,
            }];
        }
        let params = vec![Param::new(FIRST.into(), None, 0)];
        let def = FunctionDef {
            name: "<genexpr>".into(),
            qualname: self.qualname("<genexpr>"),
            locals: local_names(&params, &body),
            params,
            body,
            span: sp,
            decorators: vec![],
            is_generator: true,
            library: self.library,
            returns: None,
            star_import: false,
        };
        Expr {
            kind: ExprKind::Call {
                func: Box::new(Expr {
                    kind: ExprKind::Lambda(Rc::new(def)),
                    span: sp,
                }),
                args: vec![Arg::Pos(first_iter.unwrap_or(Expr {
                    kind: ExprKind::Tuple(vec![]),
                    span: sp,
                }))],
            },
            span: sp,
        }
    }

    /// A comma-separated list of expressions (a tuple when there is a comma).
    pub(super) fn testlist(&mut self) -> Result<Expr> {
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

    pub(super) fn testlist_star(&mut self) -> Result<Expr> {
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

    pub(super) fn test(&mut self) -> Result<Expr> {
        self.enter()?;
        let r = self.test_inner();
        self.depth -= 1;
        r
    }

    /// An expression statement's or assignment's value: a `yield` expression or a list.
    pub(super) fn yield_or_testlist(&mut self) -> Result<Expr> {
        if self.at_kw("yield") {
            return self.yield_expr();
        }
        self.testlist_star()
    }

    /// `yield`, `yield a, b` or `yield from it`; only inside a function.
    fn yield_expr(&mut self) -> Result<Expr> {
        let sp = self.span();
        self.next();
        if self.functions == 0 {
            return Err(syntax_error(sp, "'yield' outside function"));
        }
        self.saw_yield = true;
        let kind = if self.eat_kw("from") {
            ExprKind::YieldFrom(Box::new(self.test()?))
        } else if matches!(self.peek(), Tok::Newline | Tok::Eof)
            || self.at_op(")")
            || self.at_op(";")
            || self.at_op("=")
        {
            ExprKind::Yield(None)
        } else {
            ExprKind::Yield(Some(Box::new(self.testlist_star()?)))
        };
        Ok(Expr { kind, span: sp })
    }

    fn test_inner(&mut self) -> Result<Expr> {
        let sp = self.span();
        if let (Tok::Name(n), Tok::Op(":=")) = (self.peek().clone(), self.peek_at(1).clone()) {
            if !is_keyword(&n) {
                self.next();
                self.next();
                let value = self.test()?;
                return Ok(Expr {
                    kind: ExprKind::NamedExpr(self.mangle(n), Box::new(value)),
                    span: sp,
                });
            }
        }
        if self.eat_kw("lambda") {
            let params = self.params(":")?;
            self.expect_op(":")?;
            let qualname = self.qualname("<lambda>");
            self.qual.push(format!("{qualname}.<locals>"));
            let body = self.test();
            self.qual.pop();
            let body = body?;
            let ret = Stmt {
                kind: StmtKind::Return(Some(body)),
                span: sp,
            };
            return Ok(Expr {
                kind: ExprKind::Lambda(Rc::new(FunctionDef {
                    name: "<lambda>".into(),
                    qualname,
                    locals: local_names(&params, &[]),
                    params,
                    body: vec![ret],
                    span: sp,
                    decorators: vec![],
                    is_generator: false,
                    library: self.library,
                    returns: None,
                    star_import: false,
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
    /// deeper, so each counts towards the chain budget until the chain ends.
    fn binary_level(
        &mut self,
        ops: &[(&'static str, BinOp)],
        next: fn(&mut Self) -> Result<Expr>,
    ) -> Result<Expr> {
        let start = self.links;
        let r = self.binary_chain(ops, next);
        self.links = start;
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
                    self.enter_link()?;
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

    pub(super) fn or_expr(&mut self) -> Result<Expr> {
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
    /// tree one level deeper and counts towards the chain budget until the chain ends; what
    /// a call's or subscript's brackets hold also counts one level of nesting.
    fn primary(&mut self) -> Result<Expr> {
        let start = self.links;
        let r = self.primary_chain();
        self.links = start;
        r
    }

    fn primary_chain(&mut self) -> Result<Expr> {
        let mut e = self.atom()?;
        loop {
            let sp = self.span();
            let depth = self.depth;
            if self.at_op(".") || self.at_op("(") || self.at_op("[") {
                self.enter_link()?;
            }
            if self.at_op("(") || self.at_op("[") {
                self.enter()?;
            }
            let trailer = self.trailer(e, sp);
            self.depth = depth;
            match trailer? {
                Ok(next) => e = next,
                Err(done) => return Ok(done),
            }
        }
    }

    /// The trailer at the current token applied to `e` (`Ok`), or `e` back when there is
    /// none (`Err`).
    fn trailer(&mut self, e: Expr, sp: Span) -> Result<std::result::Result<Expr, Expr>> {
        let kind = if self.eat_op(".") {
            let n = match self.peek().clone() {
                Tok::Name(n) => {
                    self.next();
                    self.mangle(n)
                }
                _ => return Err(self.unexpected("expected an attribute name")),
            };
            ExprKind::Attr(Box::new(e), n)
        } else if self.eat_op("(") {
            let args = self.call_args()?;
            self.expect_op(")")?;
            ExprKind::Call {
                func: Box::new(e),
                args,
            }
        } else if self.eat_op("[") {
            let idx = self.subscript_list()?;
            self.expect_op("]")?;
            ExprKind::Subscript(Box::new(e), Box::new(idx))
        } else {
            return Ok(Err(e));
        };
        Ok(Ok(Expr { kind, span: sp }))
    }

    pub(super) fn call_args(&mut self) -> Result<Vec<Arg>> {
        let mut args = Vec::new();
        let mut seen_kw = false;
        // A bare generator expression must be the only argument (`f(x for x in y, 1)`).
        let mut bare_genexpr = None;
        while !self.at_op(")") {
            let sp = self.span();
            if self.eat_op("**") {
                args.push(Arg::DoubleStar(self.test()?));
                seen_kw = true;
            } else if self.eat_op("*") {
                args.push(Arg::Star(self.test()?));
            } else if matches!(self.peek(), Tok::Name(_)) && matches!(self.peek_at(1), Tok::Op("="))
            {
                let n = self.unmangled_name()?;
                self.next();
                // As CPython's compiler: `f(dim=0, dim=1)` never runs.
                if args.iter().any(|a| matches!(a, Arg::Kw(k, _) if *k == n)) {
                    return Err(syntax_error(sp, format!("keyword argument repeated: {n}")));
                }
                args.push(Arg::Kw(n, self.test()?));
                seen_kw = true;
            } else {
                let e = self.test()?;
                if self.at_kw("for") {
                    let gens = self.comprehension()?;
                    args.push(Arg::Pos(self.generator_expression(e, gens, sp)));
                    bare_genexpr = Some(sp);
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
            if let Some(sp) = bare_genexpr {
                return Err(syntax_error(
                    sp,
                    "Generator expression must be parenthesized",
                ));
            }
        }
        if let Some(sp) = bare_genexpr.filter(|_| args.len() > 1) {
            return Err(syntax_error(
                sp,
                "Generator expression must be parenthesized",
            ));
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

    pub(super) fn atom_inner(&mut self) -> Result<Expr> {
        let sp = self.span();
        // Where to step back to for an error: `next` does not move past the last token, so
        // `pos - 1` could underflow (the fuzzer found it in a one-token f-string field).
        let start = self.pos;
        let t = self.next();
        let kind = match t.tok {
            Tok::Int(i) => ExprKind::Int(i),
            Tok::BigInt(b) => ExprKind::BigInt(b),
            Tok::Float(f) => ExprKind::Float(f),
            Tok::Imag(f) => ExprKind::Imag(f),
            Tok::Str {
                value,
                fstring,
                bytes,
            } => {
                // Adjacent literals concatenate.
                let mut parts = self.fstring_parts(&value, fstring, sp)?;
                let (mut is_f, mut mixed) = (fstring, false);
                while let Tok::Str {
                    value,
                    fstring,
                    bytes: next_bytes,
                } = self.peek().clone()
                {
                    mixed |= next_bytes != bytes;
                    let psp = self.span();
                    self.next();
                    parts.extend(self.fstring_parts(&value, fstring, psp)?);
                    is_f |= fstring;
                }
                if mixed {
                    // CPython points past the whole run of literals.
                    return Err(syntax_error(
                        self.span(),
                        "cannot mix bytes and nonbytes literals",
                    ));
                }
                if bytes {
                    // Each char of a bytes literal's text is one byte (the lexer's escapes).
                    let data: Vec<u8> = parts
                        .into_iter()
                        .flat_map(|p| match p {
                            FPart::Lit(s) => s.chars().map(|c| c as u32 as u8).collect(),
                            FPart::Field { .. } => Vec::new(),
                        })
                        .collect();
                    ExprKind::Bytes(data.into())
                } else if is_f {
                    ExprKind::FString(parts)
                } else {
                    let s: String = parts
                        .into_iter()
                        .map(|p| match p {
                            FPart::Lit(s) => s,
                            FPart::Field { .. } => String::new(),
                        })
                        .collect();
                    ExprKind::Str(super::constant_str(s))
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
                _ => ExprKind::Name(self.mangle(n)),
            },
            Tok::Op("...") => ExprKind::Ellipsis,
            Tok::Op("(") => {
                if self.eat_op(")") {
                    ExprKind::Tuple(vec![])
                } else if self.at_kw("yield") {
                    let e = self.yield_expr()?;
                    self.expect_op(")")?;
                    return Ok(e);
                } else {
                    let first = self.star_or(|p| p.test())?;
                    if self.at_kw("for") {
                        let gens = self.comprehension()?;
                        self.expect_op(")")?;
                        return Ok(self.generator_expression(first, gens, sp));
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
                } else if self.at_op("**") {
                    ExprKind::Dict(self.dict_items(vec![])?)
                } else {
                    let k = self.star_or(|p| p.test())?;
                    let starred = matches!(k.kind, ExprKind::Starred(_));
                    if !starred && self.eat_op(":") {
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
                            let items = if self.eat_op(",") {
                                self.dict_items(vec![(k, v)])?
                            } else {
                                self.expect_op("}")?;
                                vec![(k, v)]
                            };
                            ExprKind::Dict(items)
                        }
                    } else if !starred && self.at_kw("for") {
                        let gens = self.comprehension()?;
                        self.expect_op("}")?;
                        ExprKind::SetComp {
                            elt: Box::new(k),
                            gens,
                        }
                    } else {
                        let mut items = vec![k];
                        while self.eat_op(",") {
                            if self.at_op("}") {
                                break;
                            }
                            items.push(self.star_or(|p| p.test())?);
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

    /// The rest of a dict display after `items`: `key: value` pairs and `**mapping`
    /// unpackings (an unpacking is kept as a `Starred` key with a `None` value), to `}`.
    fn dict_items(&mut self, mut items: Vec<(Expr, Expr)>) -> Result<Vec<(Expr, Expr)>> {
        loop {
            if self.eat_op("}") {
                return Ok(items);
            }
            let sp = self.span();
            if self.eat_op("**") {
                let m = self.or_expr()?;
                let span = m.span;
                items.push((
                    Expr {
                        kind: ExprKind::Starred(Box::new(m)),
                        span: sp,
                    },
                    Expr {
                        kind: ExprKind::None,
                        span,
                    },
                ));
            } else {
                let k = self.test()?;
                self.expect_op(":")?;
                items.push((k, self.test()?));
            }
            if !self.eat_op(",") {
                self.expect_op("}")?;
                return Ok(items);
            }
        }
    }
}
