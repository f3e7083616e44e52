//! Methods and operators of `set` and `frozenset`, with CPython 3.11's signatures, results
//! (a frozenset's operations give frozensets) and errors. The table itself is `pyset`.

use crate::error::{type_error, Result, TorchError};
use crate::interp::args::Bound;
use crate::interp::ast::{BinOp, CmpOp};
use crate::interp::eval::Interp;
use crate::interp::lending::lend;
use crate::interp::pyset::{self, SetCell, SetTable};
use crate::interp::registry::{Registry, ValueMethodFn};
use crate::interp::value::*;
use std::rc::Rc;
use std::sync::LazyLock;

type Methods = Registry<ValueMethodFn>;

fn cell(v: &Value) -> Result<&Rc<SetCell>> {
    match v {
        Value::Set(s) => Ok(s),
        _ => Err(type_error("descriptor requires a 'set' object")),
    }
}

/// The table of `v`: a copy of a set's, else its items added one by one (`set(iterable)`).
fn table_of(it: &mut Interp, v: &Value) -> Result<SetTable> {
    let mut t = SetTable::default();
    update_from(it, &mut t, v)?;
    Ok(t)
}

/// `set_update_internal`: a set merges its table, a dict's keys come after one resize, any
/// other iterable's items are added one by one.
/// The table `t` is the caller's own (no script can reach it), so a class's `__eq__` may
/// run while it is borrowed; the interpreter is lent to those methods.
fn update_from(it: &mut Interp, t: &mut SetTable, v: &Value) -> Result<()> {
    match v {
        Value::Set(s) => {
            let other = s.table.borrow().clone();
            lend(it, || t.merge(&other))
        }
        Value::Dict(d) => {
            let keys: Vec<Value> = d.borrow().items.iter().map(|(k, _)| k.clone()).collect();
            t.reserve_for(keys.len())?;
            lend(it, || keys.into_iter().try_for_each(|k| t.add(k)))
        }
        _ => {
            let keys = it.collect(v)?;
            lend(it, || keys.into_iter().try_for_each(|k| t.add(k)))
        }
    }
}

fn result(like: &Value, t: SetTable) -> Value {
    let frozen = matches!(like, Value::Set(s) if s.frozen);
    Value::set_from_table(t, frozen)
}

fn copy(t: &SetTable) -> Result<SetTable> {
    let mut c = SetTable::default();
    c.merge(t)?;
    Ok(c)
}

/// `union`, `intersection`, `difference` with each of `*others` in turn, as CPython's
/// methods take any iterable.
fn combine(it: &mut Interp, s: &Value, a: &Bound, op: BinOp) -> Result<Value> {
    let mut t = copy(&cell(s)?.table.borrow())?;
    for o in &a.varargs("others") {
        t = match (op, o) {
            (BinOp::BitOr, _) => {
                update_from(it, &mut t, o)?;
                t
            }
            (_, Value::Set(other)) => {
                let other = other.table.borrow().clone();
                lend(it, || apply(t, &other, op))?
            }
            (BinOp::BitAnd, _) => {
                let keys = it.collect(o)?;
                let mut out = SetTable::default();
                lend(it, || {
                    for k in keys {
                        if t.contains(&k)? {
                            out.add(k)?;
                        }
                    }
                    Ok(())
                })?;
                out
            }
            _ => {
                let keys = it.collect(o)?;
                lend(it, || keys.iter().try_for_each(|k| t.discard(k).map(drop)))?;
                t
            }
        };
    }
    Ok(result(s, t))
}

fn apply(t: SetTable, other: &SetTable, op: BinOp) -> Result<SetTable> {
    Ok(match op {
        BinOp::BitOr => {
            let mut c = copy(&t)?;
            c.merge(other)?;
            c
        }
        BinOp::BitAnd => t.intersection(other)?,
        BinOp::Sub => t.difference(other)?,
        _ => {
            // `a ^ b` starts from a copy of b and toggles a's keys in, as CPython does.
            let mut out = copy(other)?;
            out.symmetric_update(&t)?;
            out
        }
    })
}

/// `a | b`, `a & b`, `a - b`, `a ^ b` on two sets; None when either is not a set.
pub fn set_binop(op: BinOp, a: &Value, b: &Value) -> Option<Result<Value>> {
    let (Value::Set(x), Value::Set(y)) = (a, b) else {
        return None;
    };
    if !matches!(
        op,
        BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor
    ) {
        return None;
    }
    let (tx, ty) = (x.table.borrow().clone(), y.table.borrow().clone());
    Some(apply(tx, &ty, op).map(|t| result(a, t)))
}

/// `a |= b` and friends on a mutable set: changed in place (None when not a set pair).
pub fn set_inplace(op: BinOp, a: &Value, b: &Value) -> Option<Result<Value>> {
    let (Value::Set(x), Value::Set(y)) = (a, b) else {
        return None;
    };
    if x.frozen {
        return set_binop(op, a, b);
    }
    if !matches!(
        op,
        BinOp::BitOr | BinOp::BitAnd | BinOp::Sub | BinOp::BitXor
    ) {
        return None;
    }
    let ty = y.table.borrow().clone();
    let r = (|| {
        // Updated on a copy when a class's `__eq__` may run (it may read the set), else in
        // place.
        let user_keys = ty.keys().iter().any(may_run_user_code);
        let mut copy = user_keys.then(|| x.table.borrow().clone());
        let mut borrowed = if user_keys {
            None
        } else {
            Some(x.table.borrow_mut())
        };
        let t: &mut SetTable = match (&mut copy, &mut borrowed) {
            (Some(c), _) => c,
            (None, Some(b)) => b,
            (None, None) => return Ok(a.clone()),
        };
        match op {
            BinOp::BitOr => t.merge(&ty)?,
            BinOp::BitXor => t.symmetric_update(&ty)?,
            BinOp::BitAnd => *t = t.intersection(&ty)?,
            _ => {
                for k in ty.keys() {
                    t.discard(&k)?;
                }
            }
        }
        drop(borrowed);
        if let Some(c) = copy {
            *x.table.borrow_mut() = c;
        }
        Ok(a.clone())
    })();
    Some(r)
}

/// `<`, `<=`, `>`, `>=` between sets (subset order); None when either is not a set.
pub fn set_compare(op: CmpOp, a: &Value, b: &Value) -> Option<Result<bool>> {
    let (Value::Set(x), Value::Set(y)) = (a, b) else {
        return None;
    };
    let (tx, ty) = (x.table.borrow().clone(), y.table.borrow().clone());
    Some(match op {
        CmpOp::Le => tx.is_subset(&ty),
        CmpOp::Lt => tx.is_subset(&ty).map(|s| s && tx.len() < ty.len()),
        CmpOp::Ge => ty.is_subset(&tx),
        CmpOp::Gt => ty.is_subset(&tx).map(|s| s && ty.len() < tx.len()),
        _ => return None,
    })
}

fn key_error(it: &mut Interp, k: &Value) -> Result<TorchError> {
    crate::interp::exceptions::key_error(it, k)
}

fn register_common(r: &mut Methods) {
    let topic = "set";
    r.add(topic, &["copy"], "", |_, s, _| {
        Ok(result(s, copy(&cell(s)?.table.borrow())?))
    });
    r.add(topic, &["union"], "*others", |it, s, a| {
        combine(it, s, a, BinOp::BitOr)
    });
    r.add(topic, &["intersection"], "*others", |it, s, a| {
        combine(it, s, a, BinOp::BitAnd)
    });
    r.add(topic, &["difference"], "*others", |it, s, a| {
        combine(it, s, a, BinOp::Sub)
    });
    r.add(topic, &["symmetric_difference"], "other, /", |it, s, a| {
        let other = table_of(it, &a.value_or_none("other"))?;
        let mine = cell(s)?.table.borrow().clone();
        let t = lend(it, || apply(mine, &other, BinOp::BitXor))?;
        Ok(result(s, t))
    });
    r.add(topic, &["issubset"], "other, /", |it, s, a| {
        let other = table_of(it, &a.value_or_none("other"))?;
        let mine = cell(s)?.table.borrow().clone();
        Ok(Value::Bool(lend(it, || mine.is_subset(&other))?))
    });
    r.add(topic, &["issuperset"], "other, /", |it, s, a| {
        let other = table_of(it, &a.value_or_none("other"))?;
        let mine = cell(s)?.table.borrow().clone();
        Ok(Value::Bool(lend(it, || other.is_subset(&mine))?))
    });
    r.add(topic, &["isdisjoint"], "other, /", |it, s, a| {
        let other = table_of(it, &a.value_or_none("other"))?;
        let t = cell(s)?.table.borrow().clone();
        Ok(Value::Bool(lend(it, || t.intersection(&other))?.is_empty()))
    });
}

pub static FROZENSET: LazyLock<Methods> = LazyLock::new(|| {
    let mut r: Methods = Registry::new("frozenset");
    register_common(&mut r);
    r
});

pub static SET: LazyLock<Methods> = LazyLock::new(|| {
    let mut r: Methods = Registry::new("set");
    register_common(&mut r);
    let topic = "set";
    // A class's `__hash__`/`__eq__` may run: the interpreter is lent to them, and the
    // table is unborrowed while they run (`pyset::set_add`).
    r.add(topic, &["add"], "object, /", |it, s, a| {
        let (s, k) = (cell(s)?, a.value_or_none("object"));
        lend(it, || pyset::set_add(s, k))?;
        Ok(Value::None)
    });
    r.add(topic, &["discard"], "object, /", |it, s, a| {
        let (s, k) = (cell(s)?, a.value_or_none("object"));
        lend(it, || pyset::set_discard(s, &k))?;
        Ok(Value::None)
    });
    r.add(topic, &["remove"], "object, /", |it, s, a| {
        let k = a.value_or_none("object");
        let s = cell(s)?;
        if !lend(it, || pyset::set_discard(s, &k))? {
            return Err(key_error(it, &k)?);
        }
        Ok(Value::None)
    });
    r.add(topic, &["pop"], "", |_, s, _| {
        cell(s)?.table.borrow_mut().pop()
    });
    r.add(topic, &["clear"], "", |_, s, _| {
        cell(s)?.table.borrow_mut().clear();
        Ok(Value::None)
    });
    r.add(topic, &["update"], "*others", |it, s, a| {
        for o in a.varargs("others") {
            let mut t = cell(s)?.table.borrow().clone();
            update_from(it, &mut t, &o)?;
            *cell(s)?.table.borrow_mut() = t;
        }
        Ok(Value::None)
    });
    r.add(topic, &["intersection_update"], "*others", |it, s, a| {
        let v = combine(it, s, a, BinOp::BitAnd)?;
        *cell(s)?.table.borrow_mut() = cell(&v)?.table.borrow().clone();
        Ok(Value::None)
    });
    r.add(topic, &["difference_update"], "*others", |it, s, a| {
        for o in a.varargs("others") {
            for k in it.collect(&o)? {
                let s = cell(s)?;
                lend(it, || pyset::set_discard(s, &k))?;
            }
        }
        Ok(Value::None)
    });
    r.add(
        topic,
        &["symmetric_difference_update"],
        "other, /",
        |it, s, a| {
            let other = table_of(it, &a.value_or_none("other"))?;
            // Updated on a copy: a class's `__eq__` may read the set meanwhile.
            let mut t = cell(s)?.table.borrow().clone();
            lend(it, || t.symmetric_update(&other))?;
            *cell(s)?.table.borrow_mut() = t;
            Ok(Value::None)
        },
    );
    r
});
