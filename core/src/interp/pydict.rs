//! Python's dict as stridelab keeps it (`Dict`: insertion order with a hash index) and the
//! hashing and key equality every dict and set shares (`key_hash`, `key_eq`: numbers equal
//! in Python hash alike, tensors and objects by identity).

use super::value::*;
use crate::error::{type_error, ErrorKind, Result, TorchError};
use std::collections::HashMap;
use std::rc::Rc;

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
        let Some(slots) = self.index.get(&key_hash(k)?) else {
            return Ok(None);
        };
        for &i in slots {
            if key_eq(&self.items[i].0, k)? {
                return Ok(Some(i));
            }
        }
        Ok(None)
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
        if let Some(i) = self.find(&k)? {
            self.items[i].1 = v;
            return Ok(());
        }
        let h = key_hash(&k)?;
        self.index.entry(h).or_default().push(self.items.len());
        self.items.push((k, v));
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

/// `key_hash` of a str key.
fn str_hash(s: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (2u8, s).hash(&mut h);
    h.finish()
}

/// A hash consistent with `key_eq`: numbers equal in Python (`1 == 1.0 == True`) hash alike,
/// tuples by their items, tensors by identity; a kind `key_eq` compares by identity or not at
/// all shares one hash per type (correct, only slower). Unhashable keys are refused here with
/// Python's error.
pub fn key_hash(v: &Value) -> Result<u64> {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    match v {
        Value::List(_) | Value::Dict(_) => {
            return Err(type_error(format!("unhashable type: '{}'", v.type_name())))
        }
        Value::Set(s) if !s.frozen => {
            return Err(type_error(format!("unhashable type: '{}'", v.type_name())))
        }
        // Dict views compare by content, so they have no hash (CPython's `__hash__ = None`).
        v if crate::interp::dict_views::view_of(v).is_some() => {
            return Err(type_error(format!("unhashable type: '{}'", v.type_name())))
        }
        Value::Set(s) => (7u8, s.table.borrow().frozen_hash()).hash(&mut h),
        // Python's numeric hash, so equal numbers of any type (`1 == 1.0 == True`,
        // `2**64 == 2.0**64`) hash alike.
        Value::Bool(_) | Value::Int(_) | Value::BigInt(_) | Value::Float(_) => {
            (0u8, super::pyint::hash_number(v).unwrap_or(0)).hash(&mut h)
        }
        Value::Str(s) => return Ok(str_hash(s)),
        // A complex equal to a real number hashes as it (`hash(1+0j) == hash(1)`).
        v if v.downcast::<super::complex::PyComplex>().is_some() => {
            let c = v.downcast::<super::complex::PyComplex>().expect("checked");
            (0u8, super::complex::number::hash(c)).hash(&mut h)
        }
        Value::Tuple(_) | Value::Size(_) => {
            3u8.hash(&mut h);
            let _level = super::recursion::enter("while hashing")?;
            for item in v.tuple_items().unwrap_or_default() {
                key_hash(&item)?.hash(&mut h);
            }
        }
        Value::Tensor(t) => (4u8, t.id()).hash(&mut h),
        Value::Instance(inst) => {
            check_instance_key(&inst.class())?;
            // By identity, as keys compare (`is_same`): one bucket per class made a set of
            // 10,000 graph nodes a linear scan per lookup.
            (6u8, Rc::as_ptr(inst) as usize).hash(&mut h)
        }
        other => (5u8, other.type_name()).hash(&mut h),
    }
    Ok(h.finish())
}

/// Whether an instance of `c` can be a dict key or set item here, where keys hash and
/// compare by identity: CPython's TypeError for an unhashable class, and a refusal for a
/// class with its own `__hash__`, whose keys CPython hashes and compares by its methods
/// (identity would silently give other lookups and another set order).
pub(crate) fn check_instance_key(c: &Class) -> Result<()> {
    match unhashable_class(c) {
        Some(true) => Err(type_error(format!("unhashable type: '{}'", c.name))),
        Some(false) => Err(TorchError::new(
            ErrorKind::NotImplementedError,
            format!(
                "stridelab does not yet call a class's own __hash__ and __eq__ for dict keys \
                 and set items: '{}' defines __hash__",
                c.name
            ),
        )),
        None => Ok(()),
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

/// Equality of dict keys: Python's `==` for hashable values, identity for tensors.
pub fn key_eq(a: &Value, b: &Value) -> Result<bool> {
    Ok(match (a, b) {
        (Value::Tensor(x), Value::Tensor(y)) => x.same(y),
        (Value::Tensor(_), _) | (_, Value::Tensor(_)) => false,
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
