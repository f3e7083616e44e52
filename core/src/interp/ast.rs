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
        bases: Vec<Expr>,
        body: Vec<Stmt>,
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
    Raise(Option<Expr>),
    Global(Vec<String>),
    Try {
        body: Vec<Stmt>,
        handlers: Vec<Handler>,
        orelse: Vec<Stmt>,
        finally: Vec<Stmt>,
    },
}

#[derive(Clone, Debug)]
pub struct Handler {
    /// The exception class names it catches (empty: everything).
    pub types: Vec<String>,
    pub name: Option<String>,
    pub body: Vec<Stmt>,
}

#[derive(Clone, Debug)]
pub struct FunctionDef {
    pub name: String,
    pub params: Vec<Param>,
    pub body: Vec<Stmt>,
    pub span: Span,
    pub decorators: Vec<Expr>,
}

#[derive(Clone, Debug)]
pub struct Param {
    pub name: String,
    pub default: Option<Expr>,
    /// `*args` (1) or `**kwargs` (2).
    pub star: u8,
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
    Str(String),
    /// An f-string: literal text and `{expr!conv:spec}` fields.
    FString(Vec<FPart>),
    Bool(bool),
    None,
    Ellipsis,
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
