//! Ranges whose start, stop or step leave i64 (`range(2**64)`, `range(5)[::2**64]`).
//! CPython's range holds three Python ints; here the common range stays `Value::Range`
//! of three i64 (every loop of a tensor script takes that path) and only a range with a
//! bound past 64 bits is a `Value::BigRange`. `make` picks one, so a range has one
//! representation. The arithmetic below is CPython's (rangeobject.c), done in big ints;
//! an i64 range comes here too when its own arithmetic would leave 64 bits (the length
//! of `range(-2**63, 2**63 - 1)`, an index or slice bound past i64).

use super::iterators::object_at;
use super::protocol::Object;
use super::pyint::{as_big, int_value};
use super::pyslice::GeneralSlice;
use super::value::Value;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

/// A range of three Python ints (the step never zero).
#[derive(Clone, Debug)]
pub struct BigRange {
    pub start: BigInt,
    pub stop: BigInt,
    pub step: BigInt,
}

/// `range(start, stop, step)`: an i64 range when all three fit.
pub fn make(start: BigInt, stop: BigInt, step: BigInt) -> Value {
    match (start.to_i64(), stop.to_i64(), step.to_i64()) {
        (Some(a), Some(b), Some(c)) => Value::Range(a, b, c),
        _ => Value::BigRange(Rc::new(BigRange { start, stop, step })),
    }
}

/// CPython's OverflowError for a count or index past a C `ssize_t`.
fn ssize_overflow() -> TorchError {
    TorchError::new(
        ErrorKind::OverflowError,
        "Python int too large to convert to C ssize_t",
    )
}

impl BigRange {
    /// Either kind of range, in big ints.
    pub fn of(v: &Value) -> Option<BigRange> {
        match v {
            Value::Range(a, b, c) => Some(BigRange {
                start: (*a).into(),
                stop: (*b).into(),
                step: (*c).into(),
            }),
            Value::BigRange(r) => Some((**r).clone()),
            _ => None,
        }
    }

    /// How many items it yields (CPython's `compute_range_length`).
    pub fn len(&self) -> BigInt {
        let (lo, hi, step) = if self.step.is_positive() {
            (&self.start, &self.stop, self.step.clone())
        } else {
            (&self.stop, &self.start, -&self.step)
        };
        if lo >= hi {
            return BigInt::zero();
        }
        (hi - lo - 1u8) / step + 1u8
    }

    /// `len(r)`: the count, or CPython's OverflowError past `sys.maxsize`.
    pub fn len_checked(&self) -> Result<i64> {
        self.len().to_i64().ok_or_else(ssize_overflow)
    }

    /// The item at position `k` (no bounds check: a slice's stop may lie outside).
    pub fn item(&self, k: &BigInt) -> BigInt {
        &self.start + k * &self.step
    }

    /// Where the int `x` sits among the items, if it is one (`range_contains_long`).
    pub fn position(&self, x: &BigInt) -> Option<BigInt> {
        let inside = if self.step.is_positive() {
            &self.start <= x && x < &self.stop
        } else {
            &self.stop < x && x <= &self.start
        };
        if !inside {
            return None;
        }
        let (q, r) = (x - &self.start).div_rem(&self.step);
        r.is_zero().then_some(q)
    }

    /// What equality and hashing look at: the length, the start when there is an item,
    /// the step when there are two (every empty range equals every other).
    pub fn key(&self) -> (BigInt, Option<BigInt>, Option<BigInt>) {
        let n = self.len();
        if n.is_zero() {
            (n, None, None)
        } else if n.is_one() {
            (n, Some(self.start.clone()), None)
        } else {
            (n, Some(self.start.clone()), Some(self.step.clone()))
        }
    }

    /// The same items backwards (what `reversed(r)` walks).
    pub fn reversed(&self) -> BigRange {
        let n = self.len();
        if n.is_zero() {
            return BigRange {
                start: BigInt::zero(),
                stop: BigInt::zero(),
                step: BigInt::one(),
            };
        }
        let last = self.item(&(n - 1u8));
        BigRange {
            stop: &self.start - &self.step,
            start: last,
            step: -&self.step,
        }
    }

    /// `r[lo:hi:by]` (CPython's `compute_slice`).
    fn slice(&self, parts: [Option<BigInt>; 3]) -> Result<Value> {
        let (first, last, by) = slice_indices(&self.len(), parts)?;
        Ok(make(self.item(&first), self.item(&last), &self.step * by))
    }

    pub fn repr(&self) -> String {
        if self.step.is_one() {
            format!("range({}, {})", self.start, self.stop)
        } else {
            format!("range({}, {}, {})", self.start, self.stop, self.step)
        }
    }
}

/// A slice's start, stop and step adjusted to a sequence of `len` items, in big ints
/// (CPython's `_PySlice_GetLongIndices`): what `range` slicing and `slice.indices` use.
pub fn slice_indices(
    len: &BigInt,
    [lo, hi, by]: [Option<BigInt>; 3],
) -> Result<(BigInt, BigInt, BigInt)> {
    let step = by.unwrap_or_else(BigInt::one);
    if step.is_zero() {
        return Err(value_error("slice step cannot be zero"));
    }
    let back = step.is_negative();
    let (lower, upper) = if back {
        (BigInt::from(-1), len - 1u8)
    } else {
        (BigInt::zero(), len.clone())
    };
    let clamp = |v: Option<BigInt>, default: &BigInt| match v {
        None => default.clone(),
        Some(x) if x.is_negative() => (x + len).max(lower.clone()),
        Some(x) => x.min(upper.clone()),
    };
    let (start, stop) = if back {
        (clamp(lo, &upper), clamp(hi, &lower))
    } else {
        (clamp(lo, &lower), clamp(hi, &upper))
    };
    Ok((start, stop, step))
}

/// A slice's three parts as big ints (None for a missing one); anything else is CPython's
/// TypeError. `None` when `i` is no slice.
pub fn slice_parts(i: &Value) -> Option<Result<[Option<BigInt>; 3]>> {
    let small = |x: &Option<i64>| x.map(BigInt::from);
    if let Value::Slice(a, b, c) = i {
        return Some(Ok([small(a), small(b), small(c)]));
    }
    let s = GeneralSlice::of(i)?;
    let part = |p: &Value| match p {
        Value::None => Ok(None),
        p => as_big(p).map(Some).ok_or_else(|| {
            type_error("slice indices must be integers or None or have an __index__ method")
        }),
    };
    Some((|| {
        Ok([part(&s.parts[0])?, part(&s.parts[1])?, part(&s.parts[2])?])
    })())
}

/// `r[i]` in big ints: an int (after `__index__`) or a slice of any ints.
pub fn getitem(r: &BigRange, i: &Value) -> Result<Value> {
    if let Some(parts) = slice_parts(i) {
        return r.slice(parts?);
    }
    let Some(k) = as_big(i) else {
        return Err(type_error(format!(
            "range indices must be integers or slices, not {}",
            i.type_name()
        )));
    };
    let n = r.len();
    let k = if k.is_negative() { k + &n } else { k };
    if k.is_negative() || k >= n {
        return Err(TorchError::new(
            ErrorKind::IndexError,
            "range object index out of range",
        ));
    }
    Ok(int_value(r.item(&k)))
}

/// `iter(r)` over a big range: one item at a time (CPython's `longrange_iterator`).
pub fn iter(r: &BigRange) -> Value {
    Value::Object(Rc::new(BigRangeIter {
        next: RefCell::new(r.start.clone()),
        left: RefCell::new(r.len()),
        step: r.step.clone(),
    }))
}

/// `iter(r)` or `reversed(r)` for either kind of range: the i64 iterator when the walk
/// stays in i64.
pub fn iter_of(r: BigRange) -> Value {
    match make(r.start.clone(), r.stop.clone(), r.step.clone()) {
        Value::Range(a, b, c) => super::iterators::RangeIter::over(a, b, c),
        _ => iter(&r),
    }
}

struct BigRangeIter {
    next: RefCell<BigInt>,
    left: RefCell<BigInt>,
    step: BigInt,
}

impl Object for BigRangeIter {
    fn type_name(&self) -> String {
        "longrange_iterator".into()
    }
    fn repr(&self) -> String {
        object_at("longrange_iterator", self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, _it: &mut super::eval::Interp, _this: &Value) -> Result<Option<Value>> {
        let mut left = self.left.borrow_mut();
        if !left.is_positive() {
            return Ok(None);
        }
        *left -= 1u8;
        let mut next = self.next.borrow_mut();
        let v = next.clone();
        *next += &self.step;
        Ok(Some(int_value(v)))
    }
}

/// `hash(r)`: CPython hashes the tuple `(len, start, step)`, None for what equality ignores.
pub fn hash(r: &BigRange, none_hash: i64, tuple_hash: impl Fn(&[i64]) -> i64) -> i64 {
    use super::pyint::hash_int;
    let (n, start, step) = r.key();
    let part = |x: Option<BigInt>| x.map_or(none_hash, |x| hash_int(&x));
    tuple_hash(&[hash_int(&n), part(start), part(step)])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(a: i128, b: i128, c: i128) -> BigRange {
        BigRange {
            start: a.into(),
            stop: b.into(),
            step: c.into(),
        }
    }

    #[test]
    fn big_range_arithmetic() {
        let big = r(0, 1 << 64, 1);
        assert_eq!(big.len(), BigInt::from(1u128 << 64));
        assert!(big.len_checked().is_err());
        assert_eq!(
            big.position(&BigInt::from(1u128 << 63)),
            Some(BigInt::from(1u128 << 63))
        );
        let wide = r(i64::MIN as i128, i64::MAX as i128, 1);
        assert_eq!(wide.item(&(wide.len() - 1u8)), BigInt::from(i64::MAX - 1));
        assert_eq!(r(10, -10, -4).len(), BigInt::from(5));
        let back = r(0, 10, 3).reversed();
        assert_eq!(
            (back.start, back.stop, back.step),
            (9.into(), (-3).into(), (-3).into())
        );
        assert_eq!(r(5, 5, 1).key(), r(7, 2, 3).key());
    }
}
