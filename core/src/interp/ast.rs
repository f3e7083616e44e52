//! The syntax tree of the Python subset.

use crate::error::Span;

#[derive(Clone, Debug)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum StmtKind {
    Expr(Expr),
    /// `a = b = value`: every target gets the value.
    Assign {
        targets: Vec<Expr>,
        value: Expr,
    },
    AugAssign {
        target: Expr,
        op: BinOp,
        value: Expr,
    },
    /// `x: T` or `x: T = value`. At module and class level the annotation is evaluated
    /// and kept in `__annotations__` (dataclasses read it); in a function it is not.
    AnnAssign {
        target: Expr,
        annotation: Expr,
        value: Option<Expr>,
    },
    For {
        target: Expr,
        iter: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    While {
        cond: Expr,
        body: Vec<Stmt>,
        orelse: Vec<Stmt>,
    },
    /// `if c0: b0 elif c1: b1 ... else: orelse`, flat (see the parser's `if_rest`).
    If {
        branches: Vec<(Expr, Vec<Stmt>)>,
        orelse: Vec<Stmt>,
    },
    With {
        items: Vec<(Expr, Option<Expr>)>,
        body: Vec<Stmt>,
    },
    Def(std::rc::Rc<FunctionDef>),
    Class {
        name: String,
        qualname: String,
        /// What the parentheses hold, as a call's arguments: bases, `*bases`, `name=value`
        /// (for `__init_subclass__`, or `metaclass=`) and `**kwargs`.
        bases: Vec<Arg>,
        body: Vec<Stmt>,
        decorators: Vec<Expr>,
        /// Its body holds `from M import *` (CPython's SyntaxError when it runs).
        star_import: bool,
    },
    Return(Option<Expr>),
    Del(Vec<Expr>),
    Pass,
    Break,
    Continue,
    /// `import a.b as c`: (dotted module, alias).
    Import(Vec<(String, Option<String>)>),
    /// `from a.b import c as d`.
    ImportFrom {
        module: String,
        names: Vec<(String, Option<String>)>,
    },
    Assert {
        test: Expr,
        msg: Option<Expr>,
    },
    /// `raise`, `raise e`, `raise e from cause`.
    Raise(Option<Expr>, Option<Expr>),
    Global(Vec<String>),
    /// `nonlocal a, b`: assignments go to the nearest enclosing function scope holding them.
    Nonlocal(Vec<String>),
    Try {
        body: Vec<Stmt>,
        handlers: Vec<Handler>,
        orelse: Vec<Stmt>,
        finally: Vec<Stmt>,
    },
    /// `match subject:` and its `case`s, tried in order (PEP 634).
    Match {
        subject: Expr,
        cases: Vec<MatchCase>,
    },
}

#[derive(Clone, Debug)]
pub struct MatchCase {
    pub pattern: Pattern,
    pub guard: Option<Expr>,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct Pattern {
    pub kind: PatternKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum PatternKind {
    /// A literal or a dotted name: matches a subject equal to it (`==`).
    Value(Expr),
    /// `None`, `True` or `False`: matches the object itself (`is`).
    Singleton(Expr),
    /// A name, or `_` (None), which binds nothing: matches anything.
    Capture(Option<String>),
    /// `*rest` or `*_` inside a sequence pattern.
    Star(Option<String>),
    As(Box<Pattern>, String),
    Or(Vec<Pattern>),
    /// `[a, *rest, b]` or `(a, b)`.
    Sequence(Vec<Pattern>),
    Mapping {
        keys: Vec<Expr>,
        values: Vec<Pattern>,
        rest: Option<String>,
    },
    /// `Point(x, y=0)`: an isinstance check, then attributes.
    Class {
        cls: Expr,
        args: Vec<Pattern>,
        kwargs: Vec<(String, Pattern)>,
    },
}

impl Pattern {
    /// Calls `visit` on this pattern and every pattern inside it (the parser bounds the
    /// nesting, so the recursion is bounded too).
    pub fn walk(&self, visit: &mut dyn FnMut(&Pattern)) {
        visit(self);
        match &self.kind {
            PatternKind::As(p, _) => p.walk(visit),
            PatternKind::Or(ps) | PatternKind::Sequence(ps) => {
                ps.iter().for_each(|p| p.walk(visit))
            }
            PatternKind::Mapping { values, .. } => values.iter().for_each(|p| p.walk(visit)),
            PatternKind::Class { args, kwargs, .. } => {
                args.iter().for_each(|p| p.walk(visit));
                kwargs.iter().for_each(|(_, p)| p.walk(visit));
            }
            _ => {}
        }
    }
}

#[derive(Clone, Debug)]
pub struct Handler {
    /// The class (or tuple of classes) it catches; None catches everything.
    pub types: Option<Expr>,
    pub name: Option<String>,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub name: String,
    /// `C.f`, `outer.<locals>.inner`: the name CPython's call errors and reprs use.
    pub qualname: String,
    pub params: Vec<Param>,
    pub body: Vec<Stmt>,
    pub span: Span,
    pub decorators: Vec<Expr>,
    /// The body holds a `yield`: calling the function makes a generator.
    pub is_generator: bool,
    /// Written in stridelab's own Python (the nn prelude, the stdlib modules): an error
    /// inside it is reported at the script's line that called it.
    pub library: bool,
    /// The names local to it (`local_names`): read before bound, an UnboundLocalError.
    pub locals: std::collections::HashSet<String>,
    /// `-> annotation`, evaluated with the parameters' when the `def` runs.
    pub returns: Option<Expr>,
    /// Its body (or a function or class inside it) holds `from M import *`: CPython's
    /// SyntaxError when the `def` runs.
    pub star_import: bool,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub default: Option<Expr>,
    /// `*args` (1), `**kwargs` (2), or a bare `*` (3): what follows is keyword-only.
    pub star: u8,
    /// Before a `/`: passed by position only.
    pub pos_only: bool,
    /// `name: annotation` in a `def` (a string under `from __future__ import annotations`).
    pub annotation: Option<Expr>,
}

impl Param {
    /// A parameter as written before any `/` (which marks those before it positional-only).
    pub fn new(name: String, default: Option<Expr>, star: u8) -> Param {
        Param {
            name,
            default,
            star,
            pos_only: false,
            annotation: None,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum ExprKind {
    Name(String),
    Int(i64),
    BigInt(std::rc::Rc<num_bigint::BigInt>),
    Float(f64),
    /// `2j`: Python's imaginary literal, which evaluates to an error here.
    Imag(f64),
    /// A string constant: one object however often it is evaluated, as a code object's
    /// constant is (identifier-like ones shared across the script, as CPython interns them).
    Str(std::rc::Rc<str>),
    /// An f-string: literal text and `{expr!conv:spec}` fields.
    FString(Vec<FPart>),
    Bool(bool),
    None,
    Ellipsis,
    /// A `b'...'` literal: its bytes (`interp::pybytes`).
    Bytes(std::rc::Rc<[u8]>),
    List(Vec<Expr>),
    Tuple(Vec<Expr>),
    Dict(Vec<(Expr, Expr)>),
    Set(Vec<Expr>),
    Attr(Box<Expr>, String),
    Call {
        func: Box<Expr>,
        args: Vec<Arg>,
    },
    Subscript(Box<Expr>, Box<Expr>),
    Slice(Option<Box<Expr>>, Option<Box<Expr>>, Option<Box<Expr>>),
    Binary(BinOp, Box<Expr>, Box<Expr>),
    Unary(UnOp, Box<Expr>),
    Compare(Box<Expr>, Vec<(CmpOp, Expr)>),
    And(Vec<Expr>),
    Or(Vec<Expr>),
    IfExp {
        cond: Box<Expr>,
        then: Box<Expr>,
        orelse: Box<Expr>,
    },
    Lambda(std::rc::Rc<FunctionDef>),
    /// List comprehension (also used for generator expressions).
    ListComp {
        elt: Box<Expr>,
        gens: Vec<Comprehension>,
    },
    SetComp {
        elt: Box<Expr>,
        gens: Vec<Comprehension>,
    },
    DictComp {
        key: Box<Expr>,
        value: Box<Expr>,
        gens: Vec<Comprehension>,
    },
    Starred(Box<Expr>),
    /// `yield` / `yield value` (only inside a generator function).
    Yield(Option<Box<Expr>>),
    /// `yield from iterable`.
    YieldFrom(Box<Expr>),
    /// `name := value`.
    NamedExpr(String, Box<Expr>),
}

#[derive(Clone, Debug)]
pub enum FPart {
    Lit(String),
    Field {
        expr: Expr,
        conv: Option<char>,
        spec: Vec<FPart>,
    },
}

#[derive(Clone, Debug)]
pub enum Arg {
    Pos(Expr),
    Star(Expr),
    Kw(String, Expr),
    DoubleStar(Expr),
}

impl Arg {
    /// The expression the argument evaluates.
    pub fn expr(&self) -> &Expr {
        match self {
            Arg::Pos(e) | Arg::Star(e) | Arg::Kw(_, e) | Arg::DoubleStar(e) => e,
        }
    }
}

#[derive(Clone, Debug)]
pub struct Comprehension {
    pub target: Expr,
    pub iter: Expr,
    pub ifs: Vec<Expr>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    MatMul,
    BitAnd,
    BitOr,
    BitXor,
    LShift,
    RShift,
}

impl BinOp {
    /// The operator as CPython names it in "unsupported operand type(s) for ...".
    pub fn operand_symbol(self) -> &'static str {
        match self {
            BinOp::Pow => "** or pow()",
            op => op.symbol(),
        }
    }

    pub fn symbol(self) -> &'static str {
        match self {
            BinOp::Add => "+",
            BinOp::Sub => "-",
            BinOp::Mul => "*",
            BinOp::Div => "/",
            BinOp::FloorDiv => "//",
            BinOp::Mod => "%",
            BinOp::Pow => "**",
            BinOp::MatMul => "@",
            BinOp::BitAnd => "&",
            BinOp::BitOr => "|",
            BinOp::BitXor => "^",
            BinOp::LShift => "<<",
            BinOp::RShift => ">>",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Pos,
    Not,
    Invert,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CmpOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    In,
    NotIn,
    Is,
    IsNot,
}

impl Stmt {
    /// Does this statement hold a `yield` of its own function (not of a nested `def`,
    /// `class` or `lambda`)? The generator runner steps into exactly these statements.
    pub fn has_yield(&self) -> bool {
        let block = |b: &[Stmt]| b.iter().any(Stmt::has_yield);
        match &self.kind {
            StmtKind::Expr(e) | StmtKind::Return(Some(e)) => e.has_yield(),
            StmtKind::Assign { targets, value } => {
                value.has_yield() || targets.iter().any(Expr::has_yield)
            }
            StmtKind::AugAssign { target, value, .. } => target.has_yield() || value.has_yield(),
            StmtKind::AnnAssign { value, .. } => value.as_ref().is_some_and(Expr::has_yield),
            StmtKind::For {
                target,
                iter,
                body,
                orelse,
            } => target.has_yield() || iter.has_yield() || block(body) || block(orelse),
            StmtKind::While { cond, body, orelse } => {
                cond.has_yield() || block(body) || block(orelse)
            }
            StmtKind::If { branches, orelse } => {
                branches.iter().any(|(c, b)| c.has_yield() || block(b)) || block(orelse)
            }
            StmtKind::With { items, body } => {
                items
                    .iter()
                    .any(|(e, a)| e.has_yield() || a.as_ref().is_some_and(Expr::has_yield))
                    || block(body)
            }
            StmtKind::Del(ts) => ts.iter().any(Expr::has_yield),
            StmtKind::Assert { test, msg } => {
                test.has_yield() || msg.as_ref().is_some_and(Expr::has_yield)
            }
            StmtKind::Raise(Some(e), c) => {
                e.has_yield() || c.as_ref().is_some_and(|c| c.has_yield())
            }
            StmtKind::Try {
                body,
                handlers,
                orelse,
                finally,
            } => {
                block(body)
                    || handlers.iter().any(|h| block(&h.body))
                    || block(orelse)
                    || block(finally)
            }
            StmtKind::Match { subject, cases } => {
                // A pattern holds only literals and dotted names, never a `yield`.
                subject.has_yield()
                    || cases
                        .iter()
                        .any(|c| c.guard.as_ref().is_some_and(Expr::has_yield) || block(&c.body))
            }
            _ => false,
        }
    }
}

/// CPython's optimizer folds `**`, `<<` and `*` of ints only while the result stays
/// within 128 bits (`safe_power`, `safe_lshift`, `safe_multiply`); judged here when both
/// operands are int literals (nested ones are taken as folded).
fn folds_small(op: BinOp, a: &Expr, b: &Expr) -> bool {
    let (ExprKind::Int(x), ExprKind::Int(y)) = (&a.kind, &b.kind) else {
        return true;
    };
    let bits = |v: i64| 64 - v.unsigned_abs().leading_zeros() as i64;
    match op {
        BinOp::Pow => *y < 0 || bits(*x) * bits(*y) <= 128 || bits(*x) == 0,
        BinOp::LShift => *y >= 0 && *y <= 128 && bits(*x) <= 128 - *y,
        BinOp::Mul => bits(*x) + bits(*y) <= 128,
        _ => true,
    }
}

impl Expr {
    /// Whether CPython's compiler sees a constant here once its AST optimizer has folded
    /// literals, signs, tuples of constants and arithmetic on numbers (what decides how it
    /// builds a set display; see `ExprKind::Set`'s evaluation). Walked with a work list: a
    /// chain of 1,000 links is 1,000 levels deep.
    pub fn is_folded_constant(&self) -> bool {
        let mut todo = vec![self];
        while let Some(e) = todo.pop() {
            match &e.kind {
                ExprKind::Int(_)
                | ExprKind::BigInt(_)
                | ExprKind::Float(_)
                | ExprKind::Str(_)
                | ExprKind::Bool(_)
                | ExprKind::None
                | ExprKind::Ellipsis => {}
                ExprKind::Unary(_, e) => todo.push(e),
                ExprKind::Tuple(items) => todo.extend(items),
                ExprKind::Binary(op, a, b) if *op != BinOp::MatMul && folds_small(*op, a, b) => {
                    todo.push(a);
                    todo.push(b);
                }
                _ => return false,
            }
        }
        true
    }

    /// Does this expression hold a `yield` (outside nested lambdas)?
    pub fn has_yield(&self) -> bool {
        let mut found = false;
        self.walk(&mut |e| {
            found |= matches!(e.kind, ExprKind::Yield(_) | ExprKind::YieldFrom(_));
        });
        found
    }

    /// Calls `visit` on this expression and every expression inside it (in source order,
    /// each before what it holds), except the bodies of nested lambdas (their own scope).
    /// Walked with a work list: a chain of 1,000 links is 1,000 levels deep.
    pub fn walk(&self, visit: &mut dyn FnMut(&Expr)) {
        let mut todo = vec![self];
        let mut kids = Vec::new();
        while let Some(e) = todo.pop() {
            visit(e);
            e.children(&mut kids);
            todo.extend(kids.drain(..).rev());
        }
    }

    /// The expressions directly inside this one, in source order (a nested lambda's body
    /// is its own scope and not among them).
    fn children<'a>(&'a self, out: &mut Vec<&'a Expr>) {
        let gens = |g: &'a [Comprehension], out: &mut Vec<&'a Expr>| {
            for c in g {
                out.push(&c.target);
                out.push(&c.iter);
                out.extend(&c.ifs);
            }
        };
        match &self.kind {
            ExprKind::Yield(Some(e)) | ExprKind::YieldFrom(e) => out.push(e),
            ExprKind::FString(parts) => {
                for p in parts {
                    if let FPart::Field { expr, .. } = p {
                        out.push(expr);
                    }
                }
            }
            ExprKind::List(v) | ExprKind::Tuple(v) | ExprKind::Set(v) => out.extend(v),
            ExprKind::Dict(kv) => {
                for (k, v) in kv {
                    out.push(k);
                    out.push(v);
                }
            }
            ExprKind::Attr(e, _)
            | ExprKind::Unary(_, e)
            | ExprKind::Starred(e)
            | ExprKind::NamedExpr(_, e) => out.push(e),
            ExprKind::Call { func, args } => {
                out.push(func);
                for a in args {
                    match a {
                        Arg::Pos(e) | Arg::Star(e) | Arg::Kw(_, e) | Arg::DoubleStar(e) => {
                            out.push(e)
                        }
                    }
                }
            }
            ExprKind::Subscript(a, b) | ExprKind::Binary(_, a, b) => {
                out.push(a);
                out.push(b);
            }
            ExprKind::Slice(a, b, c) => out.extend([a, b, c].into_iter().flatten().map(|e| &**e)),
            ExprKind::Compare(a, rest) => {
                out.push(a);
                out.extend(rest.iter().map(|(_, e)| e));
            }
            ExprKind::And(v) | ExprKind::Or(v) => out.extend(v),
            ExprKind::IfExp { cond, then, orelse } => {
                out.push(cond);
                out.push(then);
                out.push(orelse);
            }
            ExprKind::ListComp { elt, gens: g } | ExprKind::SetComp { elt, gens: g } => {
                out.push(elt);
                gens(g, out);
            }
            ExprKind::DictComp {
                key,
                value,
                gens: g,
            } => {
                out.push(key);
                out.push(value);
                gens(g, out);
            }
            _ => {}
        }
    }
}

/// Dropping a chain of 1,000 links would recurse 1,000 frames deep through the boxes of
/// their left operands; moving each link's left operand out before the link is dropped
/// keeps the drop flat.
impl Drop for Expr {
    fn drop(&mut self) {
        let mut spine = Vec::new();
        let mut next = take_left_link(&mut self.kind);
        while let Some(mut kind) = next {
            next = take_left_link(&mut kind);
            spine.push(kind);
        }
    }
}

/// The left operand of a chain link when it is a link itself, moved out (a `None` leaf
/// stays in its place).
fn take_left_link(kind: &mut ExprKind) -> Option<ExprKind> {
    let left = match kind {
        ExprKind::Binary(_, a, _) => a,
        ExprKind::Attr(obj, _) | ExprKind::Subscript(obj, _) => obj,
        ExprKind::Call { func, .. } => func,
        _ => return None,
    };
    match left.kind {
        ExprKind::Binary(..)
        | ExprKind::Attr(..)
        | ExprKind::Subscript(..)
        | ExprKind::Call { .. } => Some(std::mem::replace(&mut left.kind, ExprKind::None)),
        _ => None,
    }
}
