//! Python's iterator protocol: `iter(x)`, `next(it)`, and the lazy iterators the built-ins
//! return (`enumerate`, `zip`, `map`, `filter`, the iterators of lists, tuples, ranges, ...).
//! Lazy matters: `zip(count(), data)` must stop with `data`, and a generator's prints must
//! interleave with its consumer's as in Python.

use super::args::{to_i64, Args};
use super::eval::Interp;
use super::protocol::Object;
use super::value::*;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// An iterator over a list by index (appends made while iterating are seen, as in Python),
/// or over a snapshot of items (tuples, strings, sets, dict keys, ranges, tensors).
pub struct SeqIter {
    type_name: &'static str,
    list: Option<Rc<ListCell>>,
    items: Vec<Value>,
    pos: Cell<usize>,
}

impl SeqIter {
    pub fn over(type_name: &'static str, items: Vec<Value>) -> Value {
        Value::Object(Rc::new(SeqIter {
            type_name,
            list: None,
            items,
            pos: Cell::new(0),
        }))
    }
}

impl Object for SeqIter {
    fn type_name(&self) -> String {
        self.type_name.into()
    }
    fn repr(&self) -> String {
        object_at(self.type_name, self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Value>> {
        let k = self.pos.get();
        let item = match &self.list {
            Some(l) => l.borrow().get(k).cloned(),
            None => self.items.get(k).cloned(),
        };
        if item.is_some() {
            self.pos.set(k + 1);
        }
        Ok(item)
    }
}

/// CPython's default repr of an object: its type and address.
pub(crate) fn object_at<T>(type_name: &str, obj: &T) -> String {
    format!("<{type_name} object at {:#x}>", obj as *const T as usize)
}

/// `iter(range(...))`: lazy, one int at a time (a generator expression over
/// `range(10**12)` takes its iterator at once and must not make the ints up front).
pub struct RangeIter {
    next: Cell<i64>,
    stop: i64,
    step: i64,
    done: Cell<bool>,
}

impl RangeIter {
    pub fn over(start: i64, stop: i64, step: i64) -> Value {
        Value::Object(Rc::new(RangeIter {
            next: Cell::new(start),
            stop,
            step,
            done: Cell::new(false),
        }))
    }
}

impl Object for RangeIter {
    fn type_name(&self) -> String {
        "range_iterator".into()
    }
    fn repr(&self) -> String {
        object_at("range_iterator", self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Value>> {
        let i = self.next.get();
        let inside = (self.step > 0 && i < self.stop) || (self.step < 0 && i > self.stop);
        if self.done.get() || !inside {
            self.done.set(true);
            return Ok(None);
        }
        // Past i64 is past `stop` too: the range has ended after this one.
        match i.checked_add(self.step) {
            Some(n) => self.next.set(n),
            None => self.done.set(true),
        }
        Ok(Some(Value::Int(i)))
    }
}

/// `iter(callable, sentinel)`: calls `callable()` until it returns something equal to
/// `sentinel` (fast.ai's `iter(lambda: tuple(islice(it, bs)), ())` batches this way).
pub struct CallableIter {
    pub callable: Value,
    pub sentinel: Value,
    pub done: Cell<bool>,
}

impl Object for CallableIter {
    fn type_name(&self) -> String {
        "callable_iterator".into()
    }
    fn repr(&self) -> String {
        object_at("callable_iterator", self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, it: &mut Interp, _this: &Value) -> Result<Option<Value>> {
        if self.done.get() {
            return Ok(None);
        }
        let v = it.call(&self.callable, crate::interp::args::Args::default())?;
        if it.values_equal(&v, &self.sentinel)? {
            self.done.set(true);
            return Ok(None);
        }
        Ok(Some(v))
    }
}

/// Python's old sequence protocol: an object with `__getitem__` and no `__iter__` is
/// iterated by `obj[0]`, `obj[1]`, ... until `IndexError` (a `Subset`, a user's dataset).
pub struct GetItemIter {
    target: Value,
    pos: Cell<i64>,
    done: Cell<bool>,
}

impl Object for GetItemIter {
    fn type_name(&self) -> String {
        "iterator".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, it: &mut Interp, _this: &Value) -> Result<Option<Value>> {
        if self.done.get() {
            return Ok(None);
        }
        let k = self.pos.get();
        match it.getitem(&self.target, &Value::Int(k)) {
            Ok(v) => {
                self.pos.set(k + 1);
                Ok(Some(v))
            }
            Err(e) if matches!(e.kind, ErrorKind::IndexError | ErrorKind::StopIteration) => {
                self.done.set(true);
                Ok(None)
            }
            Err(e) => Err(e),
        }
    }
}

/// `enumerate`, `zip`, `map`, `filter`: each pulls from its source iterators on demand.
pub struct Lazy {
    kind: LazyKind,
    sources: Vec<Value>,
    count: Cell<i64>,
    /// enumerate's count once it is past i64 (`enumerate(x, 2**64)` counts on in big ints,
    /// as CPython's does).
    big: RefCell<Option<num_bigint::BigInt>>,
    done: Cell<bool>,
}

enum LazyKind {
    Enumerate,
    Zip { strict: bool },
    Map(Value),
    Filter(Value),
}

impl Lazy {
    fn make(kind: LazyKind, sources: Vec<Value>, start: i64) -> Value {
        Value::Object(Rc::new(Lazy {
            kind,
            sources,
            count: Cell::new(start),
            big: RefCell::new(None),
            done: Cell::new(false),
        }))
    }

    /// enumerate's next count: an i64 while it fits, a big int from there on.
    fn next_count(&self) -> Value {
        let mut big = self.big.borrow_mut();
        if big.is_none() {
            let k = self.count.get();
            if let Some(next) = k.checked_add(1) {
                self.count.set(next);
                return Value::Int(k);
            }
            *big = Some(num_bigint::BigInt::from(k));
        }
        let k = big.as_mut().expect("set above");
        let v = super::pyint::int_value(k.clone());
        *k += 1;
        v
    }

    fn pull_all(&self, it: &mut Interp) -> Result<Option<Vec<Value>>> {
        // `zip()` of nothing is empty, not an endless run of empty tuples.
        if self.sources.is_empty() {
            return Ok(None);
        }
        let mut row = Vec::with_capacity(self.sources.len());
        for (k, s) in self.sources.iter().enumerate() {
            match it.next_of(s)? {
                Some(v) => row.push(v),
                None => {
                    if let LazyKind::Zip { strict: true } = self.kind {
                        if k > 0 {
                            return Err(zip_mismatch(k + 1, "shorter"));
                        }
                        // The first ran out: any other still going is longer.
                        for (j, o) in self.sources.iter().enumerate().skip(1) {
                            if it.next_of(o)?.is_some() {
                                return Err(zip_mismatch(j + 1, "longer"));
                            }
                        }
                    }
                    return Ok(None);
                }
            }
        }
        Ok(Some(row))
    }
}

impl Object for Lazy {
    fn type_name(&self) -> String {
        match self.kind {
            LazyKind::Enumerate => "enumerate",
            LazyKind::Zip { .. } => "zip",
            LazyKind::Map(_) => "map",
            LazyKind::Filter(_) => "filter",
        }
        .into()
    }
    fn repr(&self) -> String {
        object_at(&self.type_name(), self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, it: &mut Interp, _this: &Value) -> Result<Option<Value>> {
        if self.done.get() {
            return Ok(None);
        }
        loop {
            let Some(mut row) = self.pull_all(it)? else {
                self.done.set(true);
                return Ok(None);
            };
            match &self.kind {
                LazyKind::Enumerate => {
                    let k = self.next_count();
                    return Ok(Some(Value::tuple(vec![k, row.remove(0)])));
                }
                LazyKind::Zip { .. } => return Ok(Some(Value::tuple(row))),
                LazyKind::Map(f) => return it.call(f, Args::new(row)).map(Some),
                LazyKind::Filter(f) => {
                    let v = row.remove(0);
                    let keep = match f {
                        Value::None => it.truthy(&v)?,
                        f => {
                            let r = it.call(f, Args::new(vec![v.clone()]))?;
                            it.truthy(&r)?
                        }
                    };
                    if keep {
                        return Ok(Some(v));
                    }
                }
            }
        }
    }
}

/// `zip(strict=True)`'s error: "zip() argument 3 is shorter than arguments 1-2".
fn zip_mismatch(which: usize, rel: &str) -> TorchError {
    let others = if which == 2 {
        " 1".to_string()
    } else {
        format!("s 1-{}", which - 1)
    };
    value_error(format!(
        "zip() argument {which} is {rel} than argument{others}"
    ))
}

/// `enumerate(iterable, start)`: `start` any int, big ones counting on in big ints.
pub fn enumerate(it: &mut Interp, iterable: &Value, start: &Value) -> Result<Value> {
    let src = it.make_iter(iterable)?;
    let first = match start {
        Value::BigInt(b) => Some((**b).clone()),
        _ => None,
    };
    let small = if first.is_some() { 0 } else { to_i64(start)? };
    let made = Lazy::make(LazyKind::Enumerate, vec![src], small);
    if let Some(lazy) = made.downcast::<Lazy>() {
        *lazy.big.borrow_mut() = first;
    }
    Ok(made)
}

pub fn zip(it: &mut Interp, iterables: &[Value], strict: bool) -> Result<Value> {
    let sources = iterables
        .iter()
        .map(|v| it.make_iter(v))
        .collect::<Result<_>>()?;
    Ok(Lazy::make(LazyKind::Zip { strict }, sources, 0))
}

pub fn map(it: &mut Interp, f: Value, iterables: &[Value]) -> Result<Value> {
    if iterables.is_empty() {
        return Err(type_error("map() must have at least two arguments."));
    }
    let sources = iterables
        .iter()
        .map(|v| it.make_iter(v))
        .collect::<Result<_>>()?;
    Ok(Lazy::make(LazyKind::Map(f), sources, 0))
}

pub fn filter(it: &mut Interp, f: Value, iterable: &Value) -> Result<Value> {
    let src = it.make_iter(iterable)?;
    Ok(Lazy::make(LazyKind::Filter(f), vec![src], 0))
}

/// Is `v` an iterator (its own `iter()`): a native iterator, or an instance whose class
/// defines `__next__`.
pub fn is_iterator(v: &Value) -> bool {
    match v {
        Value::Object(o) => o.is_iterator(),
        Value::Instance(i) => i.class().lookup("__next__").is_some(),
        _ => false,
    }
}

impl Interp {
    /// `iter(v)`.
    pub fn make_iter(&mut self, v: &Value) -> Result<Value> {
        if is_iterator(v) {
            return Ok(v.clone());
        }
        Ok(match v {
            Value::List(l) => Value::Object(Rc::new(SeqIter {
                type_name: "list_iterator",
                list: Some(l.clone()),
                items: vec![],
                pos: Cell::new(0),
            })),
            Value::Instance(i)
                if i.class().lookup("__iter__").is_none()
                    && i.class().lookup("__getitem__").is_some() =>
            {
                Value::Object(Rc::new(GetItemIter {
                    target: v.clone(),
                    pos: Cell::new(0),
                    done: Cell::new(false),
                }))
            }
            Value::Instance(_) => {
                if let Some(r) = self.call_special(v, "__iter__", vec![])? {
                    if !is_iterator(&r) {
                        return Err(type_error(format!(
                            "iter() returned non-iterator of type '{}'",
                            r.type_name()
                        )));
                    }
                    return Ok(r);
                }
                SeqIter::over("iterator", self.collect(v)?)
            }
            Value::Tuple(_) | Value::Size(_) => SeqIter::over("tuple_iterator", self.collect(v)?),
            Value::Range(start, stop, step) => RangeIter::over(*start, *stop, *step),
            Value::BigRange(r) => super::pyrange::iter(r),
            Value::Set(_) => SeqIter::over("set_iterator", self.collect(v)?),
            Value::Dict(_) => SeqIter::over("dict_keyiterator", self.collect(v)?),
            Value::Str(s) => super::str_iter::iter(s),
            v if super::pybytes::is_bytes(v) => super::pybytes::iter(v)?,
            _ => SeqIter::over("iterator", self.collect(v)?),
        })
    }

    /// `next(it)`: the next item, or None when the iterator is exhausted (`StopIteration`).
    pub fn next_of(&mut self, iter: &Value) -> Result<Option<Value>> {
        match iter {
            Value::Object(o) if o.is_iterator() => o.next(self, iter),
            Value::Instance(_) => match self.call_special(iter, "__next__", vec![]) {
                Ok(Some(v)) => Ok(Some(v)),
                Ok(None) => Ok(None),
                Err(e) if e.kind == ErrorKind::StopIteration => Ok(None),
                Err(e) => Err(e),
            },
            _ => Err(type_error(format!(
                "'{}' object is not an iterator",
                iter.type_name()
            ))),
        }
    }

    /// Every remaining item of an iterator (each pull counts as a step, so an endless
    /// generator stops at the step limit instead of filling memory).
    pub fn drain(&mut self, iter: &Value) -> Result<Vec<Value>> {
        let mut out = Vec::new();
        while let Some(v) = self.next_of(iter)? {
            self.tick()?;
            crate::limits::check_value_size(out.len() as u128 + 1, std::mem::size_of::<Value>())?;
            out.push(v);
        }
        Ok(out)
    }
}

/// The error `next()` raises at the end of an iterator without a default.
pub fn stop_iteration(value: Option<&Value>, it: &mut Interp) -> Result<TorchError> {
    match value {
        None | Some(Value::None) => Ok(TorchError::new(ErrorKind::StopIteration, "")),
        // The value itself rides on the exception (`e.value` is `5`, not `'5'`).
        Some(v) => {
            let msg = it.to_str(v)?;
            crate::interp::exceptions::raise_with_args(
                it,
                ErrorKind::StopIteration,
                msg,
                vec![v.clone()],
            )
        }
    }
}
