//! Python's dict as stridelab keeps it (`Dict`: insertion order with a hash index) and the
//! hashing and key equality every dict and set shares (`key_hash`, `key_eq`: numbers equal
//! in Python hash alike, tensors and objects by identity).

use super::value::*;
use crate::error::{type_error, ErrorKind, Result, TorchError};
use std::cell::RefCell;
use std::collections::HashMap;

/// A Python dict keyed by value equality (or identity, for tensors and objects), in insertion
/// order, with a hash index so lookups cost O(1) as in Python (a linear scan made 50,000
/// inserts take 23 s). `items` is read freely; change it only through these methods, which
/// keep the index in step.
#[derive(Default, Clone)]
pub struct Dict {
    pub items: Vec<(Value, Value)>,
    /// `key_hash` of each key → the positions in `items` holding a key with that hash.
    index: HashMap<u64, Vec<usize>>,
}

impl Dict {
    fn find(&self, k: &Value) -> Result<Option<usize>> {
        self.find_hashed(key_hash(k)?, k)
    }

    /// `find` with the key's hash already taken (a class's `__hash__` runs once per lookup,
    /// as in CPython). Keys whose `==` may run Python are compared here with the dict
    /// borrowed; callers that lend the interpreter go through `locate` instead.
    fn find_hashed(&self, h: u64, k: &Value) -> Result<Option<usize>> {
        let (found, later) = self.scan(h, k)?;
        if found.is_some() {
            return Ok(found);
        }
        for (i, key) in later {
            if key_eq(&key, k)? {
                return Ok(Some(i));
            }
        }
        Ok(None)
    }

    /// The key hashed `h` equal to `k` by identity or by an `==` that runs no Python, else
    /// the positions and keys of that hash whose `==` may run Python, to compare later.
    fn scan(&self, h: u64, k: &Value) -> Result<Scan> {
        let mut later = Vec::new();
        let Some(slots) = self.index.get(&h) else {
            return Ok((None, later));
        };
        let plain = !may_run_user_code(k);
        for &i in slots {
            let key = &self.items[i].0;
            if is_same(key, k) || (plain && !may_run_user_code(key) && key_eq(key, k)?) {
                return Ok((Some(i), later));
            }
            if !plain || may_run_user_code(key) {
                later.push((i, key.clone()));
            }
        }
        Ok((None, later))
    }

    /// Appends a key known to be absent, with its hash. A table about to double past the
    /// cap for one value is CPython's MemoryError (the doubling's allocation failing would
    /// abort the process: `{i: i for i in range(3 * 10**7)}`).
    fn push_hashed(&mut self, h: u64, k: Value, v: Value) -> Result<()> {
        self.check_growth()?;
        self.index.entry(h).or_default().push(self.items.len());
        self.items.push((k, v));
        Ok(())
    }

    fn check_growth(&self) -> Result<()> {
        // Only a full table grows (to twice its capacity); the common insert checks nothing.
        let check = |len: usize, cap: usize, bytes: usize| match len < cap {
            true => Ok(()),
            false => crate::limits::check_value_size(cap.max(4) as u128 * 2, bytes),
        };
        check(
            self.items.len(),
            self.items.capacity(),
            std::mem::size_of::<(Value, Value)>(),
        )?;
        // The index's buckets: a hash, a position list and a control byte each.
        check(
            self.index.len(),
            self.index.capacity(),
            std::mem::size_of::<(u64, Vec<usize>)>() + 1,
        )
    }

    pub fn get(&self, k: &Value) -> Result<Option<Value>> {
        Ok(self.find(k)?.map(|i| self.items[i].1.clone()))
    }

    /// The position of the str key `name`, found without making a `Value` of it (an
    /// instance's attributes are read this way on every access).
    fn find_str(&self, name: &str) -> Option<usize> {
        self.index
            .get(&str_hash(name))?
            .iter()
            .copied()
            .find(|&i| matches!(&self.items[i].0, Value::Str(s) if &**s == name))
    }

    pub fn get_str(&self, name: &str) -> Option<Value> {
        self.find_str(name).map(|i| self.items[i].1.clone())
    }

    pub fn set_str(&mut self, name: &str, v: Value) {
        match self.find_str(name) {
            Some(i) => self.items[i].1 = v,
            None => {
                self.index
                    .entry(str_hash(name))
                    .or_default()
                    .push(self.items.len());
                self.items.push((Value::str(name), v));
            }
        }
    }

    pub fn remove_str(&mut self, name: &str) -> Option<Value> {
        let i = self.find_str(name)?;
        Some(self.remove_at(i))
    }

    pub fn set(&mut self, k: Value, v: Value) -> Result<()> {
        let h = key_hash(&k)?;
        match self.find_hashed(h, &k)? {
            Some(i) => self.items[i].1 = v,
            None => self.push_hashed(h, k, v)?,
        }
        Ok(())
    }

    /// Removes and returns the last pair (`dict.popitem()`).
    pub fn pop_last(&mut self) -> Result<Option<(Value, Value)>> {
        let Some(k) = self.items.last().map(|(k, _)| k.clone()) else {
            return Ok(None);
        };
        Ok(self.remove(&k)?.map(|v| (k, v)))
    }

    pub fn remove(&mut self, k: &Value) -> Result<Option<Value>> {
        let Some(i) = self.find(k)? else {
            return Ok(None);
        };
        Ok(Some(self.remove_at(i)))
    }

    fn remove_at(&mut self, i: usize) -> Value {
        let (_, v) = self.items.remove(i);
        // Positions after `i` moved down by one.
        for slots in self.index.values_mut() {
            slots.retain(|&j| j != i);
            for j in slots.iter_mut() {
                if *j > i {
                    *j -= 1;
                }
            }
        }
        self.index.retain(|_, slots| !slots.is_empty());
        v
    }

    pub fn clear(&mut self) {
        self.items.clear();
        self.index.clear();
    }
}

/// What a table scan found: the position of a key equal by identity or by an `==` that runs
/// no Python, else the positions and keys whose `==` may run Python, to compare later.
pub type Scan = (Option<usize>, Vec<(usize, Value)>);

/// How often `locate` starts over when a class's `__eq__` changed the dict it searches
/// (CPython restarts without bound; a bound keeps a hostile `__eq__` from looping forever).
const MAX_RESTARTS: usize = 100;

/// Where `k` is in the dict held by `cell`, with its hash: a class's `__hash__` and `__eq__`
/// run while the dict is unborrowed, since they may read or change it (a borrow held
/// across them would panic).
fn locate(cell: &RefCell<Dict>, k: &Value) -> Result<(u64, Option<usize>)> {
    let h = key_hash(k)?;
    for _ in 0..MAX_RESTARTS {
        let (found, later) = cell.borrow().scan(h, k)?;
        if found.is_some() {
            return Ok((h, found));
        }
        let mut changed = false;
        for (i, key) in later {
            if key_eq(&key, k)? {
                let d = cell.borrow();
                if d.items.get(i).is_some_and(|(x, _)| is_same(x, &key)) {
                    return Ok((h, Some(i)));
                }
                changed = true;
                break;
            }
        }
        if !changed {
            return Ok((h, None));
        }
    }
    Err(crate::error::runtime(
        "dictionary changed size during iteration",
    ))
}

/// `d[k]` / `d.get(k)` on a shared dict (see `locate`).
pub fn dict_get(cell: &RefCell<Dict>, k: &Value) -> Result<Option<Value>> {
    let (_, i) = locate(cell, k)?;
    Ok(i.and_then(|i| cell.borrow().items.get(i).map(|(_, v)| v.clone())))
}

/// `d[k] = v` on a shared dict (see `locate`).
pub fn dict_set(cell: &RefCell<Dict>, k: Value, v: Value) -> Result<()> {
    let (h, i) = locate(cell, &k)?;
    let mut d = cell.borrow_mut();
    match i {
        Some(i) if i < d.items.len() => d.items[i].1 = v,
        _ => d.push_hashed(h, k, v)?,
    }
    Ok(())
}

/// `del d[k]` / `d.pop(k)` on a shared dict (see `locate`): the removed value.
pub fn dict_remove(cell: &RefCell<Dict>, k: &Value) -> Result<Option<Value>> {
    let (_, i) = locate(cell, k)?;
    let mut d = cell.borrow_mut();
    Ok(match i {
        Some(i) if i < d.items.len() => Some(d.remove_at(i)),
        _ => None,
    })
}

/// `key_hash` of a str key.
fn str_hash(s: &str) -> u64 {
    super::pyset::str_hash(s) as u64
}

/// A dict key's hash: Python's `hash()` (`pyset::py_hash`), so a key hashes alike in dicts
/// and sets, and a class's own `__hash__` (`hash((x, y))`) agrees with the values it is
/// equal to (a namedtuple and its plain tuple). Unhashable keys are refused here with
/// Python's error.
pub fn key_hash(v: &Value) -> Result<u64> {
    Ok(super::pyset::py_hash(v)? as u64)
}

/// `hash(v)` by `v`'s class's own `__hash__`, run by the lent interpreter: None for a value
/// that is no instance or hashes by identity; CPython's TypeError for an unhashable class.
/// Without a lent interpreter (a caller that does not lend it) the key is refused by name,
/// never hashed by identity, which would silently give other lookups.
pub fn user_hash(v: &Value) -> Result<Option<i64>> {
    let Value::Instance(inst) = v else {
        return Ok(None);
    };
    let class = inst.class();
    match unhashable_class(&class) {
        Some(true) => Err(type_error(format!("unhashable type: '{}'", class.name))),
        None => Ok(None),
        Some(false) => super::lending::try_with_lent(|it| it.special_hash(v))
            .unwrap_or_else(|| Err(not_lent(&class.name))),
    }
}

fn not_lent(class: &str) -> TorchError {
    TorchError::new(
        ErrorKind::NotImplementedError,
        format!(
            "stridelab does not yet call a class's own __hash__ and __eq__ for dict keys \
             and set items here: '{class}' defines them"
        ),
    )
}

/// Whether comparing `v` as a key may run a class's own `__eq__` (an instance of a class
/// with one, or a tuple or frozenset that may hold one): such comparisons are made with the
/// container unborrowed, since the method may read or change it.
pub fn may_run_user_code(v: &Value) -> bool {
    may_run_user_code_at(v, 0)
}

fn may_run_user_code_at(v: &Value, depth: usize) -> bool {
    match v {
        Value::Instance(i) => i.class().lookup("__eq__").is_some(),
        // Hashed keys nest at most `MAX_VALUE_DEPTH` deep; past it, assume the worst.
        Value::Tuple(t) => {
            depth > super::recursion::MAX_VALUE_DEPTH
                || t.iter().any(|x| may_run_user_code_at(x, depth + 1))
        }
        Value::Set(_) => true,
        _ => false,
    }
}

/// Whether instances of `c` are unhashable (Some(true)), hashable by a `__hash__` the class
/// or a base sets (Some(false)), or as `object` is (None). CPython sets `__hash__ = None` on
/// a class that defines `__eq__` without `__hash__`; bases are searched as `Class::lookup`
/// searches them.
pub(crate) fn unhashable_class(c: &Class) -> Option<bool> {
    c.search(|k| {
        let attrs = k.attrs.borrow();
        match attrs.get("__hash__") {
            Some(Value::None) => Some(true),
            Some(_) => Some(false),
            None if attrs.contains_key("__eq__") => Some(true),
            None => None,
        }
    })
    .map(|(unhashable, _)| unhashable)
}

/// Two NaNs of the same bits, which CPython usually sees as one object (`n = float('nan');
/// [n] == [n]` is True by identity there): our floats are values, not objects, so the same
/// bits stand in for the same object.
pub fn same_nan(p: &Value, q: &Value) -> bool {
    matches!((p, q), (Value::Float(a), Value::Float(b)) if a.is_nan() && a.to_bits() == b.to_bits())
}

/// Equality of dict keys: Python's `==` for hashable values (a class's own `__eq__` run by
/// the lent interpreter), identity for tensors.
pub fn key_eq(a: &Value, b: &Value) -> Result<bool> {
    Ok(match (a, b) {
        (Value::Tensor(x), Value::Tensor(y)) => x.same(y),
        (Value::Tensor(_), _) | (_, Value::Tensor(_)) => false,
        (Value::Instance(_), _) | (_, Value::Instance(_)) => instance_key_eq(a, b)?,
        (Value::Tuple(_) | Value::Size(_), Value::Tuple(_) | Value::Size(_)) => tuple_key_eq(a, b)?,
        (Value::List(_), _) | (Value::Dict(_), _) => {
            return Err(type_error(format!("unhashable type: '{}'", a.type_name())))
        }
        (Value::Set(s), _) if !s.frozen => {
            return Err(type_error(format!("unhashable type: '{}'", a.type_name())))
        }
        // A NaN key finds itself (by identity in CPython; see `same_nan`).
        _ if same_nan(a, b) => true,
        _ => py_eq(a, b)?,
    })
}

/// `a == b` of keys where one is an instance: identity, else the class's own `__eq__` (with
/// the other side's reflected one, as `==` does), else unequal.
fn instance_key_eq(a: &Value, b: &Value) -> Result<bool> {
    if is_same(a, b) {
        return Ok(true);
    }
    let defines_eq =
        |v: &Value| matches!(v, Value::Instance(i) if i.class().lookup("__eq__").is_some());
    if !defines_eq(a) && !defines_eq(b) {
        return Ok(false);
    }
    super::lending::try_with_lent(|it| it.items_equal(a, b)).unwrap_or_else(|| {
        let name = if defines_eq(a) {
            a.type_name()
        } else {
            b.type_name()
        };
        Err(not_lent(&name))
    })
}

/// Two tuple keys: item by item, identity first, as tuple `==` compares them (so an item
/// that is an instance compares by its class's `__eq__`).
fn tuple_key_eq(a: &Value, b: &Value) -> Result<bool> {
    let (Some(x), Some(y)) = (a.tuple_items(), b.tuple_items()) else {
        return Ok(false);
    };
    if x.len() != y.len() {
        return Ok(false);
    }
    let _level = super::recursion::enter("in comparison")?;
    for (p, q) in x.iter().zip(&y) {
        if !(is_same(p, q) || key_eq(p, q)?) {
            return Ok(false);
        }
    }
    Ok(true)
}

#[cfg(test)]
mod tests {
    use crate::interp::{RunOptions, Session};

    // A dict filled in a loop stops at the per-value cap with MemoryError (the doubling of
    // its table used to abort the process), and the script goes on after it.
    #[test]
    fn a_dict_that_would_outgrow_the_value_cap_is_a_memory_error() {
        let mut s = Session::new(RunOptions {
            max_steps: 10_000_000,
            max_alloc_bytes: 1_000_000,
            max_memory_bytes: 1 << 30,
            trace: false,
        });
        let src = "d = {}\ntry:\n    for i in range(10**6):\n        d[i] = i\nexcept MemoryError as e:\n    m = str(e)\nprint(len(d), m[:21])";
        let out = s.run(src).unwrap();
        assert_eq!(out[2].output, "8192 this value would need\n");
    }
}
