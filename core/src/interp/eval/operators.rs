//! Python's operator semantics: binary operators (numbers, sequences, tensors),
//! unary operators, comparisons and `in`, and the free arithmetic functions
//! behind them (`number_binop`, `small_int_binop`, `float_binop`, `py_cmp`,
//! `repeat_items`).

use super::Interp;
use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::interp::args;
use crate::interp::args::to_f64;
use crate::interp::ast::*;
use crate::interp::builtins;
use crate::interp::pyint;
use crate::interp::recursion;
use crate::interp::value::*;
use crate::limits::check_value_size;
use crate::ops::{self, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;
use std::rc::Rc;

impl Interp {
    // ------------------------------------------------------------------ operators

    pub fn binop(&mut self, op: BinOp, a: &Value, b: &Value) -> Result<Value> {
        crate::interp::vmap::propagate(&[a, b], || self.binop_values(op, a, b))
    }

    /// `[0] * t`, `t * "ab"`: Tensor's `__mul__`/`__rmul__` give up on a sequence
    /// (NotImplemented), so CPython repeats the sequence by the tensor's `__index__`.
    fn repeat_by_tensor(&mut self, op: BinOp, a: &Value, b: &Value) -> Option<Result<Value>> {
        let seq = |v: &Value| matches!(v, Value::List(_) | Value::Tuple(_) | Value::Str(_));
        let (s, t, seq_first) = match (a, b) {
            _ if op != BinOp::Mul => return None,
            (s, Value::Tensor(_)) if seq(s) => (s, b, true),
            (Value::Tensor(_), s) if seq(s) => (s, a, false),
            _ => return None,
        };
        Some(
            crate::interp::pybytes::tensor_as_index(t).and_then(|n| match seq_first {
                true => self.binop(op, s, &n),
                false => self.binop(op, &n, s),
            }),
        )
    }

    fn binop_values(&mut self, op: BinOp, a: &Value, b: &Value) -> Result<Value> {
        // `str % x` is formatting whatever x is (a tensor's or a class's `__rmod__` is never
        // asked: str's own `__mod__` answers first).
        if let (BinOp::Mod, Value::Str(s)) = (op, a) {
            return Ok(Value::str(&builtins::percent_format(self, s, b)?));
        }
        if let Some(r) = crate::interp::pybytearray::binop(self, op, a, b)? {
            return Ok(r);
        }
        if let Some(r) = crate::interp::pybytes::binop(self, op, a, b)? {
            return Ok(r);
        }
        if let Some(r) = self.special_binop(op, a, b)? {
            return Ok(r);
        }
        if let Some(r) = crate::interp::complex::binop(op, a, b)? {
            return Ok(r);
        }
        if let Some(r) = self.repeat_by_tensor(op, a, b) {
            return r;
        }
        if matches!(a, Value::Tensor(_)) || matches!(b, Value::Tensor(_)) {
            return self.tensor_binop(op, a, b);
        }
        if let (Some(_), Some(_)) = (a.as_f64(), b.as_f64()) {
            return number_binop(op, a, b);
        }
        if let Some(r) = crate::interp::lending::lend(self, || builtins::set_binop(op, a, b)) {
            return r;
        }
        if let Some(r) = crate::interp::dict_views::view_set_binop(self, op, a, b)? {
            return Ok(r);
        }
        // A structseq (`torch.max(x, 1)`) concatenates and repeats as its plain tuple.
        let plain = |v: &Value| {
            matches!(op, BinOp::Add | BinOp::Mul)
                .then(|| super::equality::structseq_items(v).map(Value::tuple))
                .flatten()
        };
        if let Some(x) = plain(a) {
            return self.binop(op, &x, b);
        }
        if let Some(y) = plain(b) {
            return self.binop(op, a, &y);
        }
        // `int | None`, `Tensor | None`: PEP 604's types.UnionType (the nn prelude's).
        if op == BinOp::BitOr
            && union_operand(a)
            && union_operand(b)
            && !(matches!(a, Value::None) && matches!(b, Value::None))
        {
            if let Some(f) = self.nn_function("_union_type") {
                return self.call(&f, args::Args::new(vec![a.clone(), b.clone()]));
            }
        }
        let unsupported = || {
            // CPython's sequence concatenation words its refusal itself.
            if let (BinOp::Add, Value::Str(_) | Value::List(_) | Value::Tuple(_)) = (op, a) {
                let kind = a.type_name();
                return type_error(format!(
                    "can only concatenate {kind} (not \"{}\") to {kind}",
                    b.type_name()
                ));
            }
            type_error(format!(
                "unsupported operand type(s) for {}: '{}' and '{}'",
                op.operand_symbol(),
                a.tp_name(),
                b.tp_name()
            ))
        };
        Ok(match (op, a, b) {
            // PEP 584: a new dict, the right side's values winning.
            (BinOp::BitOr, Value::Dict(x), Value::Dict(y)) => {
                let mut merged = x.borrow().clone();
                let right = y.borrow().items.clone();
                for (k, v) in right {
                    merged.set(k, v)?;
                }
                Value::Dict(Rc::new(std::cell::RefCell::new(merged)))
            }
            (BinOp::Add, Value::Str(x), Value::Str(y)) => {
                check_value_size(x.len() as u128 + y.len() as u128, 1)?;
                // One exact allocation: `format!` would grow by doubling and copy a 400 MB
                // string several times (a script building big strings hit the 8 s deadline).
                let mut joined = String::with_capacity(x.len() + y.len());
                joined.push_str(x);
                joined.push_str(y);
                Value::Str(Rc::from(joined))
            }
            (BinOp::Mul, Value::Str(s), n) | (BinOp::Mul, n, Value::Str(s))
                if n.as_i64_exact().is_some() =>
            {
                let k = repeat_count(n);
                check_value_size(s.len() as u128 * k as u128, 1)?;
                Value::str(&s.repeat(k))
            }
            (BinOp::Add, Value::List(x), Value::List(y)) => {
                let items = x.borrow().len() as u128 + y.borrow().len() as u128;
                check_value_size(items, std::mem::size_of::<Value>())?;
                // One exact allocation: a clone then `extend` would double the capacity
                // (`sum(lists, [])` asked for 2.9 GB past a 1.4 GB result and aborted).
                let mut v = Vec::with_capacity(items as usize);
                v.extend(x.borrow().iter().cloned());
                v.extend(y.borrow().iter().cloned());
                Value::list(v)
            }
            (BinOp::Mul, Value::List(x), n) | (BinOp::Mul, n, Value::List(x))
                if n.as_i64_exact().is_some() =>
            {
                let items = repeat_items(&x.borrow(), repeat_count(n))?;
                Value::list(items)
            }
            (BinOp::Add, Value::Tuple(_) | Value::Size(_), Value::Tuple(_) | Value::Size(_)) => {
                let mut v = a.tuple_items().unwrap();
                v.extend(b.tuple_items().unwrap());
                // torch.Size wins on either side (`(1,) + s` is a Size too).
                let sized = matches!(a, Value::Size(_)) || matches!(b, Value::Size(_));
                if sized && v.iter().all(|x| matches!(x, Value::Int(i) if *i >= 0)) {
                    Value::Size(Rc::new(
                        v.iter()
                            .map(|x| x.as_i64_exact().unwrap() as usize)
                            .collect(),
                    ))
                } else {
                    Value::tuple(v)
                }
            }
            (BinOp::Mul, Value::Tuple(t), n) | (BinOp::Mul, n, Value::Tuple(t))
                if n.as_i64_exact().is_some() =>
            {
                Value::tuple(repeat_items(t, repeat_count(n))?)
            }
            (BinOp::Mul, Value::Size(s), n) | (BinOp::Mul, n, Value::Size(s))
                if n.as_i64_exact().is_some() =>
            {
                let k = repeat_count(n);
                check_value_size(s.len() as u128 * k as u128, std::mem::size_of::<usize>())?;
                Value::Size(Rc::new(s.repeat(k)))
            }
            // A count past i64 is CPython's OverflowError from PyNumber_AsSsize_t, whatever
            // its sign (`'' * 2**100`, `[0] * -2**64`), not an unsupported operand.
            (BinOp::Mul, seq, Value::BigInt(_)) | (BinOp::Mul, Value::BigInt(_), seq)
                if is_native_sequence(seq) =>
            {
                return Err(crate::error::TorchError::new(
                    crate::error::ErrorKind::OverflowError,
                    "cannot fit 'int' into an index-sized integer",
                ))
            }
            _ => return Err(unsupported()),
        })
    }

    fn tensor_binop(&mut self, op: BinOp, a: &Value, b: &Value) -> Result<Value> {
        // The method PyTorch's operator runs, as a lazy parameter's refusal names it.
        let method = match op {
            BinOp::Add => "add",
            BinOp::Sub => "sub",
            BinOp::Mul => "mul",
            BinOp::Div => "div",
            BinOp::FloorDiv => "floor_divide",
            BinOp::Mod => "remainder",
            BinOp::Pow => "pow",
            BinOp::MatMul => "matmul",
            BinOp::BitAnd => "__and__",
            BinOp::BitOr => "__or__",
            BinOp::BitXor => "__xor__",
            BinOp::LShift => "__lshift__",
            BinOp::RShift => "__rshift__",
        };
        for v in [a, b] {
            if let Value::Tensor(t) = v {
                crate::interp::tensor_api::refuse_uninitialized(t, method)?;
            }
        }
        let to_arg = |v: &Value| -> Result<TensorArg> {
            match v {
                Value::Tensor(t) => Ok(TensorArg::T(t.clone())),
                Value::Bool(_) | Value::Int(_) | Value::BigInt(_) | Value::Float(_) => {
                    Ok(TensorArg::S(args::to_scalar(v)?))
                }
                _ => Err(type_error(format!(
                    "unsupported operand type(s) for {}: '{}' and '{}'",
                    op.operand_symbol(),
                    a.tp_name(),
                    b.tp_name()
                ))),
            }
        };
        let (x, y) = (to_arg(a)?, to_arg(b)?);
        let (xa, ya) = (x.arg(), y.arg());
        use crate::ops::named;
        let r = match op {
            BinOp::Add => named::add(xa, ya, Scalar::Int(1))?,
            BinOp::Sub => named::sub(xa, ya, Scalar::Int(1))?,
            BinOp::Mul => named::mul(xa, ya)?,
            // `number / tensor` is `tensor.reciprocal() * number` in PyTorch (`__rtruediv__`),
            // which decides the result's layout.
            BinOp::Div => match (&x, &y) {
                (TensorArg::S(s), TensorArg::T(t)) => {
                    let r = named::reciprocal(t)?;
                    named::mul(Arg::T(&r), Arg::S(*s))?
                }
                _ => named::div(xa, ya)?,
            },
            BinOp::FloorDiv => named::floor_divide(xa, ya)?,
            BinOp::Mod => named::remainder(xa, ya)?,
            BinOp::Pow => named::pow(xa, ya)?,
            BinOp::BitAnd => named::bitwise_and(xa, ya)?,
            BinOp::BitOr => named::bitwise_or(xa, ya)?,
            BinOp::BitXor => named::bitwise_xor(xa, ya)?,
            BinOp::LShift => named::bitwise_left_shift(xa, ya)?,
            BinOp::RShift => named::bitwise_right_shift(xa, ya)?,
            BinOp::MatMul => match (&x, &y) {
                (TensorArg::T(p), TensorArg::T(q)) => ops::matmul(p, q)?,
                _ => {
                    return Err(type_error(
                        "unsupported operand type(s) for @: a number and a Tensor",
                    ))
                }
            },
        };
        Ok(Value::Tensor(r))
    }

    pub fn unop(&mut self, op: UnOp, a: &Value) -> Result<Value> {
        crate::interp::vmap::propagate(&[a], || self.unop_value(op, a))
    }

    fn unop_value(&mut self, op: UnOp, a: &Value) -> Result<Value> {
        if let Some(r) = self.special_unop(op, a)? {
            return Ok(r);
        }
        if let Some(r) = crate::interp::complex::unop(self, op, a)? {
            return Ok(r);
        }
        if let Value::Tensor(t) = a {
            return Ok(match op {
                UnOp::Neg => Value::Tensor(crate::ops::named::neg(t)?),
                UnOp::Pos => Value::Tensor(t.clone()),
                // Python's `~` checks the dtype before dispatching (torch/_tensor.py).
                UnOp::Invert if t.dtype().is_floating() => return Err(type_error(
                    "~ (operator.invert) is only implemented on integer and Boolean-type tensors",
                )),
                UnOp::Invert => Value::Tensor(crate::ops::named::invert(t)?),
                UnOp::Not => Value::Bool(!self.truthy(a)?),
            });
        }
        Ok(match (op, a) {
            (UnOp::Not, v) => Value::Bool(!self.truthy(v)?),
            (UnOp::Neg, Value::Int(i)) => match i.checked_neg() {
                Some(n) => Value::Int(n),
                None => pyint::int_value(-num_bigint::BigInt::from(*i)),
            },
            (UnOp::Neg, Value::BigInt(b)) => pyint::int_value(-&**b),
            (UnOp::Pos, Value::BigInt(_)) => a.clone(),
            (UnOp::Invert, Value::BigInt(b)) => pyint::int_value(!&**b),
            (UnOp::Neg, Value::Bool(b)) => Value::Int(-(*b as i64)),
            (UnOp::Neg, Value::Float(f)) => Value::Float(-f),
            (UnOp::Pos, Value::Int(_) | Value::Float(_)) => a.clone(),
            (UnOp::Pos, Value::Bool(b)) => Value::Int(*b as i64),
            (UnOp::Invert, Value::Int(i)) => Value::Int(!i),
            (UnOp::Invert, Value::Bool(b)) => Value::Int(!(*b as i64)),
            _ => {
                let sym = match op {
                    UnOp::Neg => "-",
                    UnOp::Pos => "+",
                    UnOp::Invert => "~",
                    UnOp::Not => "not",
                };
                return Err(type_error(format!(
                    "bad operand type for unary {sym}: '{}'",
                    a.type_name()
                )));
            }
        })
    }

    pub fn compare(&mut self, op: CmpOp, a: &Value, b: &Value) -> Result<Value> {
        crate::interp::vmap::propagate(&[a, b], || self.compare_values(op, a, b))
    }

    fn compare_values(&mut self, op: CmpOp, a: &Value, b: &Value) -> Result<Value> {
        match op {
            CmpOp::Is => return Ok(Value::Bool(is_same(a, b))),
            CmpOp::IsNot => return Ok(Value::Bool(!is_same(a, b))),
            CmpOp::In | CmpOp::NotIn => {
                let found = self.contains(b, a)?;
                return Ok(Value::Bool(if op == CmpOp::In { found } else { !found }));
            }
            _ => {}
        }
        if let Some(r) = self.special_compare(op, a, b)? {
            return Ok(r);
        }
        if let Some(r) = crate::interp::complex::compare(op, a, b)? {
            return Ok(r);
        }
        if let (Value::Tensor(_), _) | (_, Value::Tensor(_)) = (a, b) {
            let num = |v: &Value| {
                matches!(
                    v,
                    Value::Tensor(_)
                        | Value::Int(_)
                        | Value::BigInt(_)
                        | Value::Float(_)
                        | Value::Bool(_)
                )
            };
            if !num(a) || !num(b) {
                // `t == None` and friends: Python falls back to identity.
                return match op {
                    CmpOp::Eq => Ok(Value::Bool(false)),
                    CmpOp::Ne => Ok(Value::Bool(true)),
                    _ => Err(type_error(format!(
                        "'{}' not supported between instances of '{}' and '{}'",
                        cmp_symbol(op),
                        a.type_name(),
                        b.type_name()
                    ))),
                };
            }
            let (x, y) = (tensor_arg(a)?, tensor_arg(b)?);
            use crate::ops::named;
            let f = match op {
                CmpOp::Eq => named::eq,
                CmpOp::Ne => named::ne,
                CmpOp::Lt => named::lt,
                CmpOp::Le => named::le,
                CmpOp::Gt => named::gt,
                _ => named::ge,
            };
            return Ok(Value::Tensor(f(x.arg(), y.arg())?));
        }
        if !matches!(op, CmpOp::Eq | CmpOp::Ne) {
            if let Some(r) = crate::interp::dict_views::views_order(self, op, a, b)? {
                return Ok(r);
            }
        }
        if let Some(r) = crate::interp::lending::lend(self, || builtins::set_compare(op, a, b)) {
            return Ok(Value::Bool(r?));
        }
        // A float NaN orders with no number: every <, <=, >, >= is False (not a TypeError).
        let number = |v: &Value| {
            matches!(
                v,
                Value::Int(_) | Value::BigInt(_) | Value::Float(_) | Value::Bool(_)
            )
        };
        let nan = |v: &Value| matches!(v, Value::Float(f) if f.is_nan());
        if !matches!(op, CmpOp::Eq | CmpOp::Ne) && number(a) && number(b) && (nan(a) || nan(b)) {
            return Ok(Value::Bool(false));
        }
        if !matches!(op, CmpOp::Eq | CmpOp::Ne) {
            if let Some((xs, ys)) = super::equality::same_kind_items(a, b) {
                return self.sequences_order(op, &xs, &ys);
            }
        }
        let ord = match op {
            CmpOp::Eq => return Ok(Value::Bool(self.values_equal(a, b)?)),
            CmpOp::Ne => return Ok(Value::Bool(!self.values_equal(a, b)?)),
            _ => py_cmp(a, b).ok_or_else(|| {
                type_error(format!(
                    "'{}' not supported between instances of '{}' and '{}'",
                    cmp_symbol(op),
                    a.type_name(),
                    b.type_name()
                ))
            })?,
        };
        use std::cmp::Ordering::*;
        Ok(Value::Bool(match op {
            CmpOp::Lt => ord == Less,
            CmpOp::Le => ord != Greater,
            CmpOp::Gt => ord == Greater,
            _ => ord != Less,
        }))
    }

    fn contains(&mut self, container: &Value, item: &Value) -> Result<bool> {
        if let Some(found) = self.special_contains(container, item)? {
            return Ok(found);
        }
        if let Some(found) = crate::interp::pybytearray::contains(self, container, item)? {
            return Ok(found);
        }
        if let Some(found) = crate::interp::pybytes::contains(self, container, item)? {
            return Ok(found);
        }
        if let Some(r) = self.call_meta(container, "contains", vec![item.clone()])? {
            return self.truthy(&r);
        }
        match container {
            // A class's `__hash__`/`__eq__` may run: the interpreter is lent to them.
            Value::Dict(d) => {
                Ok(crate::interp::lending::lend(self, || dict_get(d, item))?.is_some())
            }
            Value::Set(s) => {
                crate::interp::lending::lend(self, || crate::interp::pyset::set_contains(s, item))
            }
            v if crate::interp::dict_views::view_of(v).is_some() => {
                let dv = crate::interp::dict_views::view_of(v).expect("checked above");
                dv.contains(self, item)
            }
            Value::Str(s) => match item {
                Value::Str(x) => Ok(s.contains(&**x)),
                _ => Err(type_error("'in <string>' requires string as left operand")),
            },
            // `p in opt.state`: a dict keyed by tensors, so by identity (as their hash is).
            v if v.downcast::<crate::interp::nn::StateObj>().is_some() => {
                let state = v
                    .downcast::<crate::interp::nn::StateObj>()
                    .expect("checked above");
                Ok(state.has_item(item))
            }
            v if crate::interp::complex::ComplexTensor::of(v).is_some() => {
                let Value::Tensor(e) = self.compare(CmpOp::Eq, v, item)? else {
                    return Ok(false);
                };
                Ok(e.to_f64_vec()?.iter().any(|v| *v != 0.0))
            }
            Value::Tensor(t) => {
                let eq = self.compare(CmpOp::Eq, &Value::Tensor(t.clone()), item)?;
                let Value::Tensor(e) = eq else {
                    return Ok(false);
                };
                Ok(e.to_f64_vec()?.iter().any(|v| *v != 0.0))
            }
            Value::Range(start, stop, step) => self.range_contains((*start, *stop, *step), item),
            Value::BigRange(r) if crate::interp::pyint::is_int(item) => {
                let x = crate::interp::pyint::as_big(item).expect("an int");
                Ok(r.position(&x).is_some())
            }
            // Anything else is compared with each item, as CPython does, under the deadline.
            Value::BigRange(_) => {
                let (mut found, mut k) = (false, 0u64);
                self.for_each(container, &mut |it, x| {
                    k += 1;
                    if k % (1 << 16) == 0 && crate::limits::kernel_work(1 << 16) {
                        crate::limits::take_kernel_stop()?;
                    }
                    found = it.item_matches(&x, item)?;
                    Ok(!found)
                })?;
                Ok(found)
            }
            _ => {
                let items = self.collect(container)?;
                Ok(self.position_of(&items, item)?.is_some())
            }
        }
    }

    /// `x in range(...)` without making the range's list: an int (or bool) by arithmetic,
    /// as CPython's range_contains_long; anything else compared with each int in turn, as
    /// CPython's fallback does (`5.0 in r`), under the run's deadline.
    fn range_contains(
        &mut self,
        (start, stop, step): (i64, i64, i64),
        item: &Value,
    ) -> Result<bool> {
        let exact = match item {
            Value::Int(i) => Some(i128::from(*i)),
            Value::Bool(b) => Some(i128::from(*b)),
            // Past i64 no range reaches it.
            Value::BigInt(_) => return Ok(false),
            _ => None,
        };
        if let Some(v) = exact {
            return Ok(builtins::range_has_int(start, stop, step, v));
        }
        let (lo, st) = (i128::from(start), i128::from(step));
        let n = builtins::range_len(start, stop, step);
        for k in 0..n {
            if k % (1 << 16) == 0 && crate::limits::kernel_work(1 << 16) {
                crate::limits::take_kernel_stop()?;
            }
            let x = Value::Int((lo + k as i128 * st) as i64);
            if self.item_matches(&x, item)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Whether a sequence's element `x` matches `item` as `in`, `list.index` and
    /// `list.count` test it: identity, then `==` as a truth value (a tensor's elementwise
    /// `==` must hold one element, a class's own `__eq__` is called).
    fn item_matches(&mut self, x: &Value, item: &Value) -> Result<bool> {
        match (x, item) {
            (Value::Instance(_), _) | (_, Value::Instance(_)) => {
                if is_same(x, item) {
                    return Ok(true);
                }
                let eq = self.compare(CmpOp::Eq, item, x)?;
                self.truthy(&eq)
            }
            _ => self.items_equal(x, item),
        }
    }

    /// The first position in `items` matching `item`.
    pub(crate) fn position_of(&mut self, items: &[Value], item: &Value) -> Result<Option<usize>> {
        for (i, x) in items.iter().enumerate() {
            if self.item_matches(x, item)? {
                return Ok(Some(i));
            }
        }
        Ok(None)
    }

    /// How many of `items` match `item`.
    pub(crate) fn count_of(&mut self, items: &[Value], item: &Value) -> Result<usize> {
        let mut n = 0;
        for x in items {
            n += self.item_matches(x, item)? as usize;
        }
        Ok(n)
    }
}

/// A tensor-or-number operand, owned.
enum TensorArg {
    T(Tensor),
    S(Scalar),
}

impl TensorArg {
    fn arg(&self) -> Arg<'_> {
        match self {
            TensorArg::T(t) => Arg::T(t),
            TensorArg::S(s) => Arg::S(*s),
        }
    }
}

fn tensor_arg(v: &Value) -> Result<TensorArg> {
    match v {
        Value::Tensor(t) => Ok(TensorArg::T(t.clone())),
        _ => Ok(TensorArg::S(args::to_scalar(v)?)),
    }
}

pub(super) fn cmp_symbol(op: CmpOp) -> &'static str {
    match op {
        CmpOp::Lt => "<",
        CmpOp::Le => "<=",
        CmpOp::Gt => ">",
        CmpOp::Ge => ">=",
        CmpOp::Eq => "==",
        _ => "!=",
    }
}

/// Ordering of two Python values of comparable types.
pub fn py_cmp(a: &Value, b: &Value) -> Option<std::cmp::Ordering> {
    match (a, b) {
        (Value::Str(x), Value::Str(y)) => Some(x.cmp(y)),
        (Value::Object(_), Value::Object(_)) => {
            crate::interp::pybytes::order(a, b).or_else(|| crate::interp::pybytearray::order(a, b))
        }
        // A list orders with a list, a tuple with a tuple (CPython refuses `[1] < (1,)`).
        (Value::List(_), Value::List(_))
        | (Value::Tuple(_) | Value::Size(_), Value::Tuple(_) | Value::Size(_)) => {
            let x = match a {
                Value::List(l) => l.borrow().clone(),
                _ => a.tuple_items()?,
            };
            let y = match b {
                Value::List(l) => l.borrow().clone(),
                _ => b.tuple_items()?,
            };
            // Bounded like `==`; too deep compares as unordered (a TypeError).
            let _level = recursion::enter("in comparison").ok()?;
            for (p, q) in x.iter().zip(&y) {
                if !(is_same(p, q) || py_eq(p, q).ok()?) {
                    return py_cmp(p, q);
                }
            }
            Some(x.len().cmp(&y.len()))
        }
        _ => pyint::num_cmp(a, b),
    }
}

/// Arithmetic on Python numbers with Python's semantics (floor division, modulo sign,
/// int ** negative int gives a float).
fn number_binop(op: BinOp, a: &Value, b: &Value) -> Result<Value> {
    if pyint::is_int(a) && pyint::is_int(b) {
        if let (Some(x), Some(y)) = (a.as_i64_exact(), b.as_i64_exact()) {
            if let Some(v) = small_int_binop(op, a, b, x, y)? {
                return Ok(v);
            }
        }
        // An operand or the result past i64: exact arithmetic on big ints.
        return pyint::binop(op, a, b)
            .unwrap_or_else(|| Err(type_error("unsupported operand type(s) for int")));
    }
    let (x, y) = (to_f64(a)?, to_f64(b)?);
    float_binop(op, a, b, x, y)
}

/// `x op y` for two ints on the i64 fast path; `None` when the exact result leaves i64.
fn small_int_binop(op: BinOp, a: &Value, b: &Value, x: i64, y: i64) -> Result<Option<Value>> {
    {
        let zero = || {
            TorchError::new(
                ErrorKind::ZeroDivisionError,
                "integer division or modulo by zero",
            )
        };
        Ok(Some(match op {
            BinOp::Add => return Ok(x.checked_add(y).map(Value::Int)),
            BinOp::Sub => return Ok(x.checked_sub(y).map(Value::Int)),
            BinOp::Mul => return Ok(x.checked_mul(y).map(Value::Int)),
            BinOp::Div => {
                if y == 0 {
                    return Err(TorchError::new(
                        ErrorKind::ZeroDivisionError,
                        "division by zero",
                    ));
                }
                Value::Float(x as f64 / y as f64)
            }
            BinOp::FloorDiv => {
                if y == 0 {
                    return Err(zero());
                }
                // The one quotient that leaves i64 (MIN // -1) goes to the big-int path.
                let Some(q) = x.checked_div_euclid(y) else {
                    return Ok(None);
                };
                Value::Int(q - if y < 0 && x.rem_euclid(y) != 0 { 1 } else { 0 })
            }
            BinOp::Mod => {
                if y == 0 {
                    return Err(TorchError::new(
                        ErrorKind::ZeroDivisionError,
                        "integer modulo by zero",
                    ));
                }
                let r = x.wrapping_rem(y); // MIN % -1 is 0; `%` would panic on it
                Value::Int(if r != 0 && ((r < 0) != (y < 0)) {
                    r + y
                } else {
                    r
                })
            }
            BinOp::Pow => {
                if y < 0 && x == 0 {
                    return Err(TorchError::new(
                        ErrorKind::ZeroDivisionError,
                        "0.0 cannot be raised to a negative power",
                    ));
                } else if y < 0 {
                    Value::Float((x as f64).powf(y as f64))
                } else {
                    match u32::try_from(y).ok().and_then(|e| x.checked_pow(e)) {
                        Some(p) => Value::Int(p),
                        None => return Ok(None),
                    }
                }
            }
            BinOp::BitAnd => {
                if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                    Value::Bool(*p & *q)
                } else {
                    Value::Int(x & y)
                }
            }
            BinOp::BitOr => {
                if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                    Value::Bool(*p | *q)
                } else {
                    Value::Int(x | y)
                }
            }
            BinOp::BitXor => {
                if let (Value::Bool(p), Value::Bool(q)) = (a, b) {
                    Value::Bool(*p ^ *q)
                } else {
                    Value::Int(x ^ y)
                }
            }
            BinOp::LShift | BinOp::RShift if y < 0 => {
                return Err(TorchError::new(
                    ErrorKind::ValueError,
                    "negative shift count",
                ))
            }
            // In 128 bits, so a set bit shifted past bit 63 goes to the big-int path.
            BinOp::LShift if x == 0 => Value::Int(0),
            BinOp::LShift => match (y < 64).then(|| i64::try_from((x as i128) << y).ok()) {
                Some(Some(v)) => Value::Int(v),
                _ => return Ok(None),
            },
            BinOp::RShift => Value::Int(x >> y.min(63)),
            BinOp::MatMul => {
                return Err(type_error(
                    "unsupported operand type(s) for @: 'int' and 'int'",
                ))
            }
        }))
    }
}

/// CPython's `_float_div_mod`: the remainder from `fmod` (given the divisor's sign), and
/// the quotient `(x - mod) / y` snapped to the nearest integer. `floor(x / y)` rounds the
/// division first, so `1.0 // 0.2` was 5.0 where Python says 4.0.
fn float_divmod(x: f64, y: f64) -> (f64, f64) {
    let mut m = x % y;
    let mut div = (x - m) / y;
    if m != 0.0 {
        if (y < 0.0) != (m < 0.0) {
            m += y;
            div -= 1.0;
        }
    } else {
        m = 0.0f64.copysign(y);
    }
    let q = if div != 0.0 {
        let f = div.floor();
        if div - f > 0.5 {
            f + 1.0
        } else {
            f
        }
    } else {
        0.0f64.copysign(x / y)
    };
    (q, m)
}

/// `x op y` where either operand is a float, with Python's float semantics.
fn float_binop(op: BinOp, a: &Value, b: &Value, x: f64, y: f64) -> Result<Value> {
    Ok(Value::Float(match op {
        BinOp::Add => x + y,
        BinOp::Sub => x - y,
        BinOp::Mul => x * y,
        BinOp::Div => {
            if y == 0.0 {
                return Err(TorchError::new(
                    ErrorKind::ZeroDivisionError,
                    "float division by zero",
                ));
            }
            x / y
        }
        BinOp::FloorDiv => {
            if y == 0.0 {
                return Err(TorchError::new(
                    ErrorKind::ZeroDivisionError,
                    "float floor division by zero",
                ));
            }
            float_divmod(x, y).0
        }
        BinOp::Mod => {
            if y == 0.0 {
                return Err(TorchError::new(
                    ErrorKind::ZeroDivisionError,
                    "float modulo",
                ));
            }
            float_divmod(x, y).1
        }
        BinOp::Pow => {
            if x == 0.0 && y < 0.0 {
                return Err(TorchError::new(
                    ErrorKind::ZeroDivisionError,
                    "0.0 cannot be raised to a negative power",
                ));
            }
            // CPython: a negative number to a finite fractional power is a complex number,
            // and a finite pair whose power overflows is OverflowError, not inf.
            if x < 0.0 && x.is_finite() && y.is_finite() && y.fract() != 0.0 {
                return crate::interp::complex::number::real_power(x, y);
            }
            let p = x.powf(y);
            if p.is_infinite() && x.is_finite() && y.is_finite() {
                return Err(TorchError::new(
                    ErrorKind::OverflowError,
                    "(34, 'Numerical result out of range')",
                ));
            }
            p
        }
        _ => {
            return Err(type_error(format!(
                "unsupported operand type(s) for {}: '{}' and '{}'",
                op.operand_symbol(),
                a.tp_name(),
                b.tp_name()
            )))
        }
    }))
}

/// How many copies `seq * n` makes: a negative count makes none, as in Python; a count
/// past the address space is clamped (the size check that follows refuses it anyway).
fn repeat_count(n: &Value) -> usize {
    let k = n.as_i64_exact().unwrap_or(0).max(0);
    usize::try_from(k).unwrap_or(usize::MAX)
}

/// `items * k` for a list or tuple, checked against the memory cap first. An empty sequence
/// stays empty at once: `[] * 10**12` must not loop 10**12 times (the fuzzer found that one).
/// The sequences whose repetition this module makes: str, list, tuple and torch.Size.
fn is_native_sequence(v: &Value) -> bool {
    matches!(
        v,
        Value::Str(_) | Value::List(_) | Value::Tuple(_) | Value::Size(_)
    )
}

fn repeat_items(items: &[Value], k: usize) -> Result<Vec<Value>> {
    if items.is_empty() {
        return Ok(Vec::new());
    }
    check_value_size(
        items.len() as u128 * k as u128,
        std::mem::size_of::<Value>(),
    )?;
    let mut v = Vec::with_capacity(items.len() * k);
    for _ in 0..k {
        v.extend(items.iter().cloned());
    }
    Ok(v)
}

/// A side of `X | Y` that makes a union: a type, or None.
fn union_operand(v: &Value) -> bool {
    matches!(v, Value::None) || builtins::is_type_value(v)
}
