//! A recursive-descent parser for the Python subset, with Python's operator precedence.
//! Why hand-written: see docs/decisions.md (exact line/column errors, no panics, small wasm).
//!
//! This file holds the entry points, the `Parser` and its token helpers; the grammar is in
//! `statements.rs` and `expressions.rs`, f-string bodies in `fstring.rs`, `match` and its
//! patterns in `patterns.rs` (with CPython's compile-time checks in `pattern_checks.rs`).

mod expressions;
mod fstring;
mod pattern_checks;
mod patterns;
mod statements;

use super::ast::*;
use super::lexer::{syntax_error, tokenize, Tok, Token};
use crate::error::{Result, Span};

/// Deepest nesting of brackets, blocks and prefix operators we accept; deeper input is a
/// SyntaxError rather than a stack overflow (the browser's stack is small).
const MAX_DEPTH: usize = 100;
/// Most links of left-associative chains (`a + b + ...`, `x.T.T...`, `f()()...`) on one path
/// through an expression. Each nests the tree one level deeper, but the evaluator walks a
/// chain in a loop, so only the tree's other walkers (and its drop) pay for its depth.
/// CPython 3.11 compiles chains up to about 2,990 links and raises `RecursionError` past
/// that; we stop at 1,000 with the same error (decisions.md).
const MAX_LINKS: usize = 1000;

pub fn parse(source: &str) -> Result<Vec<Stmt>> {
    parse_with(source, false)
}

/// Parses stridelab's own Python (the nn prelude, the stdlib modules).
pub fn parse_library(source: &str) -> Result<Vec<Stmt>> {
    parse_with(source, true)
}

fn parse_with(source: &str, library: bool) -> Result<Vec<Stmt>> {
    let toks = tokenize(source)?;
    let mut p = Parser::over(toks, library, Vec::new());
    let mut out = Vec::new();
    while !p.at_tok(&Tok::Eof) {
        if p.eat_tok(&Tok::Newline) {
            continue;
        }
        out.extend(p.statement()?);
    }
    Ok(out)
}

/// Parses one expression (used for f-string fields; `class` is the class body it stands
/// in, whose private names it mangles).
pub fn parse_expr_at(source: &str, at: Span, class: Option<&str>) -> Result<Expr> {
    let toks = tokenize(source).map_err(|e| shift(e, at))?;
    let classes = class.map(|c| vec![c.to_string()]).unwrap_or_default();
    let mut p = Parser::over(toks, false, classes);
    let e = p.test().map_err(|e| shift(e, at))?;
    p.eat_tok(&Tok::Newline);
    if !p.at_tok(&Tok::Eof) {
        return Err(syntax_error(at, "f-string: expecting '}'"));
    }
    Ok(relocate(e, at))
}

/// Parses the source of `eval(source)`: one expression list (leading spaces and tabs
/// ignored, as CPython strips them), placed at the calling line `at`.
pub fn parse_eval(source: &str, at: Span) -> Result<Expr> {
    // CPython names the string as the file of its syntax errors (line 0 when it is empty).
    let line = if source.trim().is_empty() { 0 } else { 1 };
    parse_eval_in(source, at).map_err(|mut e| {
        if e.kind == crate::error::ErrorKind::SyntaxError {
            e.message = format!("{} (<string>, line {line})", e.message);
        }
        e
    })
}

fn parse_eval_in(source: &str, at: Span) -> Result<Expr> {
    let toks = tokenize(source.trim_start_matches([' ', '\t'])).map_err(|e| shift(e, at))?;
    let mut p = Parser::over(toks, false, Vec::new());
    while p.eat_tok(&Tok::Newline) {}
    if p.at_tok(&Tok::Eof) {
        return Err(syntax_error(at, "invalid syntax"));
    }
    let e = p.testlist().map_err(|e| shift(e, at))?;
    while p.eat_tok(&Tok::Newline) {}
    if !p.at_tok(&Tok::Eof) {
        return Err(syntax_error(at, "invalid syntax"));
    }
    Ok(relocate(e, at))
}

impl Parser {
    /// A parser at the start of `toks` (`classes`: the class bodies it stands in).
    fn over(toks: Vec<crate::interp::lexer::Token>, library: bool, classes: Vec<String>) -> Parser {
        Parser {
            toks,
            pos: 0,
            depth: 0,
            links: 0,
            functions: 0,
            loops: 0,
            saw_yield: false,
            saw_star: false,
            library,
            classes,
            qual: Vec::new(),
            future_annotations: false,
        }
    }
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
    /// Chain links on the current path (`MAX_LINKS`).
    links: usize,
    /// How many `def`s enclose the current position (`yield` needs one).
    functions: usize,
    /// How many loop bodies enclose the current position within the innermost function or
    /// class body (`break` and `continue` need one).
    loops: usize,
    /// A `yield` was parsed in the innermost `def` so far.
    saw_yield: bool,
    /// A `from M import *` was parsed inside the innermost `def` or `class` so far.
    saw_star: bool,
    /// Parsing stridelab's own Python (see `FunctionDef::library`).
    library: bool,
    /// The classes whose bodies enclose the current position, innermost last: a private
    /// name (`__x`) is mangled with the innermost one's.
    classes: Vec<String>,
    /// The qualified-name prefixes of the enclosing bodies, innermost last: `C` in a
    /// class body, `f.<locals>` in a function's (CPython's `__qualname__`).
    qual: Vec<String>,
    /// `from __future__ import annotations` was seen: annotations are kept as their
    /// source text, never evaluated (PEP 563).
    future_annotations: bool,
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
        let n = self.unmangled_name()?;
        Ok(self.mangle(n))
    }

    /// A name as written: a call's keyword arguments are not mangled (CPython 3.11).
    fn unmangled_name(&mut self) -> Result<String> {
        match self.peek().clone() {
            Tok::Name(n) if !is_keyword(&n) => {
                self.next();
                Ok(n)
            }
            _ => Err(self.unexpected("expected a name")),
        }
    }

    /// CPython's private-name mangling: inside `class Ham`, an identifier `__spam` (two
    /// leading underscores, not ending in two) is `_Ham__spam`, so a subclass's `self.__x`
    /// is not its base's. The class name loses its leading underscores; an all-underscore
    /// name mangles nothing.
    fn mangle(&self, n: String) -> String {
        let Some(class) = self.classes.last() else {
            return n;
        };
        let stripped = class.trim_start_matches('_');
        if n.starts_with("__") && !n.ends_with("__") && !stripped.is_empty() {
            format!("_{stripped}{n}")
        } else {
            n
        }
    }

    /// The `__qualname__` of `name` defined at the current position.
    fn qualname(&self, name: &str) -> String {
        match self.qual.last() {
            Some(prefix) => format!("{prefix}.{name}"),
            None => name.to_string(),
        }
    }

    fn enter(&mut self) -> Result<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(syntax_error(
                self.span(),
                "too many nested parentheses, brackets, prefix operators or blocks (stridelab accepts 100 levels)",
            ));
        }
        Ok(())
    }

    /// One more link of a left-associative chain; past `MAX_LINKS`, CPython's compile-time
    /// `RecursionError`.
    fn enter_link(&mut self) -> Result<()> {
        self.links += 1;
        if self.links > MAX_LINKS {
            return Err(crate::error::TorchError::new(
                crate::error::ErrorKind::RecursionError,
                "maximum recursion depth exceeded during compilation",
            )
            .at(self.span()));
        }
        Ok(())
    }
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
        Tok::Float(f) | Tok::Imag(f) => format!("number {f}"),
        Tok::Str { .. } => "string".into(),
        Tok::Op(o) => format!("'{o}'"),
        Tok::Newline => "end of line".into(),
        Tok::Indent => "indent".into(),
        Tok::Dedent => "dedent".into(),
        Tok::Eof => "end of input".into(),
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
        match &expr("-x ** 2").kind {
            ExprKind::Unary(UnOp::Neg, inner) => {
                assert!(matches!(inner.kind, ExprKind::Binary(BinOp::Pow, ..)))
            }
            k => panic!("{k:?}"),
        }
        match &expr("a + b * c").kind {
            ExprKind::Binary(BinOp::Add, _, r) => {
                assert!(matches!(r.kind, ExprKind::Binary(BinOp::Mul, ..)))
            }
            k => panic!("{k:?}"),
        }
        match &expr("a @ b + c").kind {
            ExprKind::Binary(BinOp::Add, l, _) => {
                assert!(matches!(l.kind, ExprKind::Binary(BinOp::MatMul, ..)))
            }
            k => panic!("{k:?}"),
        }
        // 2 ** -1 parses, and ** is right-associative
        match &expr("2 ** 3 ** 2").kind {
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
        match &expr("x[::2, None, ...]").kind {
            ExprKind::Subscript(_, idx) => match &idx.kind {
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
        match &expr("f'loss {l:.4f} at {i}'").kind {
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
        // CPython refuses a repeated keyword at compile time; binding never sees it.
        let e = parse("x.sum(dim=0, keepdim=True, dim=1)").unwrap_err();
        assert_eq!(e.message, "keyword argument repeated: dim");
        assert!(parse("f(a=1, b=2)").is_ok());
    }

    #[test]
    fn jumps_outside_their_blocks_are_compile_errors() {
        // CPython refuses these when it compiles the file, even on a branch never taken.
        for (src, msg) in [
            ("if x:\n    break\n", "'break' outside loop"),
            (
                "for i in x:\n    pass\nelse:\n    break\n",
                "'break' outside loop",
            ),
            (
                "while x:\n    def f():\n        continue\n",
                "'continue' not properly in loop",
            ),
            (
                "for i in x:\n    class C:\n        break\n",
                "'break' outside loop",
            ),
            ("if x:\n    return 1\n", "'return' outside function"),
            (
                "def f():\n    class C:\n        return 1\n",
                "'return' outside function",
            ),
            (
                "match x:\n    case 1:\n        break\n",
                "'break' outside loop",
            ),
        ] {
            assert_eq!(parse(src).unwrap_err().message, msg, "{src}");
        }
        for ok in [
            "for i in x:\n    if i:\n        break\n    continue\n",
            "while x:\n    try:\n        break\n    finally:\n        pass\n",
            "def f():\n    for i in x:\n        return i\n    return 0\n",
        ] {
            assert!(parse(ok).is_ok(), "{ok}");
        }
        // A lone starred subject is not a match statement (CPython: invalid syntax).
        assert!(parse("match *x:\n    case a:\n        pass\n").is_err());
        assert!(parse("match *x,:\n    case a:\n        pass\n").is_ok());
    }
}

thread_local! {
    /// The identifier-like string constants parsed so far, each one shared object.
    static INTERNED: std::cell::RefCell<std::collections::HashMap<String, std::rc::Rc<str>>> =
        Default::default();
}

/// A string literal's object: identifier-like text (what CPython interns when it compiles)
/// is one object across the whole script, as `a = "hello"; b = "hello"; a is b` shows;
/// other text is its own constant.
pub(crate) fn constant_str(s: String) -> std::rc::Rc<str> {
    let interned =
        !s.is_empty() && s.len() <= 64 && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
    if !interned {
        return std::rc::Rc::from(s);
    }
    INTERNED.with(|t| {
        t.borrow_mut()
            .entry(s.clone())
            .or_insert_with(|| std::rc::Rc::from(s))
            .clone()
    })
}
