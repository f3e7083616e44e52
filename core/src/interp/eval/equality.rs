//! Python's `==` between containers, whose items may be tensors or instances of user
//! classes. CPython compares items with `PyObject_RichCompareBool`: identity first, then `==`
//! taken as a truth value. So `[t] == [u]` asks `bool(t == u)`, which is the value of a
//! one-element tensor and PyTorch's "ambiguous" RuntimeError for a bigger one; a teaching
//! tool that answered False there would hide the very error learners meet in PyTorch.

use super::Interp;
use crate::error::Result;
use crate::interp::ast::CmpOp;
use crate::interp::objects::NamedTuple;
use crate::interp::recursion;
use crate::interp::value::*;

/// The items of a `torch.return_types` structseq, which is a tuple to every operator.
pub(crate) fn structseq_items(v: &Value) -> Option<Vec<Value>> {
    match v {
        Value::Object(o) => o
            .as_any()
            .downcast_ref::<NamedTuple>()
            .map(NamedTuple::items),
        _ => None,
    }
}

/// The items of a value that compares as a tuple: a tuple, a `torch.Size` or a
/// `torch.return_types` structseq (user namedtuples compare through their own `__eq__`).
fn tuple_like(v: &Value) -> Option<Vec<Value>> {
    structseq_items(v).or_else(|| v.tuple_items())
}

/// The items of two sequences of one kind (two lists, or two tuple-likes): the pairs that
/// compare item by item. A list and a tuple never do.
pub(crate) fn same_kind_items(a: &Value, b: &Value) -> Option<(Vec<Value>, Vec<Value>)> {
    match (a, b) {
        (Value::List(x), Value::List(y)) => Some((x.borrow().clone(), y.borrow().clone())),
        (Value::List(_), _) | (_, Value::List(_)) => None,
        _ => Some((tuple_like(a)?, tuple_like(b)?)),
    }
}

impl Interp {
    /// `a == b` as a bool, for values that are not tensors themselves.
    pub(crate) fn values_equal(&mut self, a: &Value, b: &Value) -> Result<bool> {
        if let Some(eq) = crate::interp::dict_views::views_equal(self, a, b)? {
            return Ok(eq);
        }
        let (xs, ys) = match (a, b) {
            (Value::Dict(x), Value::Dict(y)) => {
                let (xs, ys) = (x.borrow().items.clone(), y.clone());
                if xs.len() != ys.borrow().items.len() {
                    return Ok(false);
                }
                for (k, v) in &xs {
                    let w = crate::interp::lending::lend(self, || dict_get(&ys, k))?;
                    match w {
                        Some(w) if self.items_equal(v, &w)? => {}
                        _ => return Ok(false),
                    }
                }
                return Ok(true);
            }
            _ => match same_kind_items(a, b) {
                Some(pair) => pair,
                // Sets compare their keys, which may run a class's `__eq__`.
                None => return crate::interp::lending::lend(self, || py_eq(a, b)),
            },
        };
        if xs.len() != ys.len() {
            return Ok(false);
        }
        for (p, q) in xs.iter().zip(&ys) {
            if !self.items_equal(p, q)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// Two items of containers compared as CPython compares them: identity, then `==`
    /// made a truth value (a tensor's `==` is elementwise, a class's `__eq__` its own).
    pub(crate) fn items_equal(&mut self, p: &Value, q: &Value) -> Result<bool> {
        if is_same(p, q) || same_nan(p, q) {
            return Ok(true);
        }
        let _level = recursion::enter("in comparison")?;
        match (p, q) {
            (Value::Tensor(_) | Value::Instance(_), _)
            | (_, Value::Tensor(_) | Value::Instance(_)) => {
                let eq = self.compare(CmpOp::Eq, p, q)?;
                self.truthy(&eq)
            }
            _ => self.values_equal(p, q),
        }
    }

    /// `<`, `<=`, `>`, `>=` between two sequences of one kind: the first items that are not
    /// equal decide, by their own comparison (so a tensor pair gives a tensor, as in
    /// CPython); with none, the lengths do.
    pub(crate) fn sequences_order(
        &mut self,
        op: CmpOp,
        xs: &[Value],
        ys: &[Value],
    ) -> Result<Value> {
        let _level = recursion::enter("in comparison")?;
        for (p, q) in xs.iter().zip(ys) {
            if !self.items_equal(p, q)? {
                return self.compare(op, p, q);
            }
        }
        let (m, n) = (xs.len(), ys.len());
        Ok(Value::Bool(match op {
            CmpOp::Lt => m < n,
            CmpOp::Le => m <= n,
            CmpOp::Gt => m > n,
            _ => m >= n,
        }))
    }
}
