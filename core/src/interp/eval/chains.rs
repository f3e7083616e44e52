//! Left-associative chains (`a + b + c`, `x.T.T`, `f()()`, `a[0][0]`, and any mix such as
//! `model.layers[0](x).sum()`), evaluated in a loop.
//!
//! Why: each link nests the tree one level deeper on its left, and the parser accepts
//! chains of up to 1,000 links (CPython compiles ~2,990). Evaluating them by recursion would
//! spend a native frame per link, which the browser's stack cannot afford; walking the
//! left spine down and applying the links back up spends one.

use super::Interp;
use crate::error::{Result, Span};
use crate::interp::ast::{Arg, BinOp, Expr, ExprKind};
use crate::interp::value::Value;

/// What one link does to the value on its left.
enum Link<'a> {
    Binary(BinOp, &'a Expr),
    Attr(&'a str),
    /// The callee's expression (its value is the left operand) and the arguments.
    Call(&'a Expr, &'a [Arg]),
    Subscript(&'a Expr),
}

/// `e` split into its left operand and its link, if it is a chain link.
fn split(e: &Expr) -> Option<(&Expr, Link<'_>)> {
    Some(match &e.kind {
        ExprKind::Binary(op, a, b) => (a, Link::Binary(*op, b)),
        ExprKind::Attr(obj, name) => (obj, Link::Attr(name)),
        ExprKind::Call { func, args } => (func, Link::Call(func, args)),
        ExprKind::Subscript(obj, idx) => (obj, Link::Subscript(idx)),
        _ => return None,
    })
}

/// Whether CPython compiles the call as a method call (LOAD_METHOD): an attribute called
/// without `*`/`**` spread and with fewer arguments than its stack guideline (30).
fn is_method_call(func: &Expr, args: &[Arg]) -> bool {
    matches!(func.kind, ExprKind::Attr(..))
        && args.len() + usize::from(args.iter().any(|a| matches!(a, Arg::Kw(..)))) < 30
        && !args
            .iter()
            .any(|a| matches!(a, Arg::Star(_) | Arg::DoubleStar(_)))
}

impl Interp {
    /// Evaluates the chain whose last link is `e`: the innermost operand first, then each
    /// link in source order, exactly as evaluating the tree recursively would (the same
    /// order of side effects, each link's errors located at its own span).
    pub(super) fn eval_chain(&mut self, e: &Expr) -> Result<Value> {
        let mut links: Vec<(Span, Link)> = Vec::new();
        let mut base = e;
        while let Some((left, link)) = split(base) {
            links.push((base.span, link));
            base = left;
        }
        let mut acc = self.eval(base)?;
        for (span, link) in links.into_iter().rev() {
            acc = self
                .apply_link(span, link, acc)
                .map_err(|err| err.at(span))?;
            self.after_value().map_err(|err| err.at(span))?;
        }
        Ok(acc)
    }

    /// One link applied to the value of its left operand.
    fn apply_link(&mut self, span: Span, link: Link, left: Value) -> Result<Value> {
        match link {
            Link::Binary(op, b) => {
                let y = self.eval(b)?;
                self.binop(op, &left, &y)
            }
            Link::Attr(name) => self.getattr(&left, name),
            Link::Call(func, args) => {
                let mut a = self.eval_call_args(&left, args)?;
                // A generator expression takes `iter()` of its first iterable where it
                // stands (`(x for x in 5)` is the TypeError at once), as CPython compiles it.
                if matches!(&func.kind, ExprKind::Lambda(def) if def.name == "<genexpr>") {
                    if let Some(first) = a.pos.first_mut() {
                        *first = self.make_iter(first)?;
                    }
                }
                self.span = span;
                self.method_call_syntax = is_method_call(func, args);
                self.call_syntax = true;
                self.call(&left, a)
            }
            Link::Subscript(idx) => {
                let i = self.eval(idx)?;
                self.getitem(&left, &i)
            }
        }
    }
}
