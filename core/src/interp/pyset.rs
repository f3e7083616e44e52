//! Python's `set` and `frozenset`: CPython 3.11's open-addressing table (`setobject.c`),
//! kept slot for slot so a set iterates and prints in CPython's order (`{100, 3, 8}` prints
//! `{8, 3, 100}`), and `pop()` takes what CPython's takes. Order is part of what a script
//! shows, so a set kept in insertion order would print differently from Python.

use super::value::{is_same, key_eq, may_run_user_code, Value};
use crate::error::{type_error, ErrorKind, Result, TorchError};
use std::cell::RefCell;

const MIN_SIZE: usize = 8;
const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;

#[derive(Clone)]
enum Slot {
    Unused,
    /// A removed key: probing continues past it.
    Dummy,
    Active(i64, Value),
}

/// The table of one set. `fill` counts active and dummy slots, `used` active ones.
#[derive(Clone)]
pub struct SetTable {
    slots: Vec<Slot>,
    fill: usize,
    used: usize,
    /// Where `pop()` looks first.
    finger: usize,
}

impl Default for SetTable {
    fn default() -> Self {
        SetTable {
            slots: vec![Slot::Unused; MIN_SIZE],
            fill: 0,
            used: 0,
            finger: 0,
        }
    }
}

/// A `set` (mutable) or `frozenset`.
pub struct SetCell {
    pub table: RefCell<SetTable>,
    pub frozen: bool,
}

impl Drop for SetCell {
    fn drop(&mut self) {
        let t = std::mem::take(self.table.get_mut());
        super::value::release_items(t.keys());
    }
}

impl SetTable {
    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    pub fn len(&self) -> usize {
        self.used
    }

    pub fn is_empty(&self) -> bool {
        self.used == 0
    }

    /// The keys in table order (CPython's iteration order).
    pub fn keys(&self) -> Vec<Value> {
        self.entries().into_iter().map(|(_, k)| k).collect()
    }

    fn entries(&self) -> Vec<(i64, Value)> {
        self.slots
            .iter()
            .filter_map(|s| match s {
                Slot::Active(h, k) => Some((*h, k.clone())),
                _ => None,
            })
            .collect()
    }

    /// Builds a table from keys, adding each as `set(iterable)` does.
    pub fn from_keys(keys: Vec<Value>) -> Result<SetTable> {
        let mut t = SetTable::default();
        for k in keys {
            t.add(k)?;
        }
        Ok(t)
    }

    fn find(&self, key: &Value, hash: i64) -> Result<Option<usize>> {
        let mut order = probe_order(hash, self.mask());
        loop {
            let j = order.next().unwrap_or(0);
            match &self.slots[j] {
                Slot::Unused => return Ok(None),
                Slot::Active(h, k) if *h == hash && key_eq(k, key)? => return Ok(Some(j)),
                _ => {}
            }
        }
    }

    pub fn contains(&self, key: &Value) -> Result<bool> {
        let h = py_hash(key)?;
        Ok(self.find(key, h)?.is_some())
    }

    pub fn add(&mut self, key: Value) -> Result<()> {
        let h = py_hash(&key)?;
        self.add_entry(key, h)
    }

    /// The slot on `key`'s probe path holding a key equal to it by identity or by an `==`
    /// that runs no Python, else the slots and keys of equal hash whose `==` may run Python,
    /// to compare with the set unborrowed (`locate`).
    fn scan(&self, key: &Value, hash: i64) -> Result<super::pydict::Scan> {
        let plain = !may_run_user_code(key);
        let mut later = Vec::new();
        let mut order = probe_order(hash, self.mask());
        loop {
            let j = order.next().unwrap_or(0);
            match &self.slots[j] {
                Slot::Unused => return Ok((None, later)),
                Slot::Active(h, k) if *h == hash => {
                    if is_same(k, key) || (plain && !may_run_user_code(k) && key_eq(k, key)?) {
                        return Ok((Some(j), later));
                    }
                    if !plain || may_run_user_code(k) {
                        later.push((j, k.clone()));
                    }
                }
                _ => {}
            }
        }
    }

    /// `set_add_entry`: the first unused slot on the probe path, or the last dummy seen
    /// before it.
    fn add_entry(&mut self, key: Value, hash: i64) -> Result<()> {
        self.add_entry_with(key, hash, true)
    }

    /// `add_entry`; with `compare` false the key is known to be absent and no `==` runs.
    fn add_entry_with(&mut self, key: Value, hash: i64, compare: bool) -> Result<()> {
        let mask = self.mask();
        let mut order = probe_order(hash, mask);
        let mut freeslot = None;
        let unused = loop {
            let j = order.next().unwrap_or(0);
            match &self.slots[j] {
                Slot::Unused => break j,
                Slot::Active(h, k) if compare && *h == hash && key_eq(k, &key)? => return Ok(()),
                Slot::Dummy => freeslot = Some(j),
                _ => {}
            }
        };
        if let Some(f) = freeslot {
            self.slots[f] = Slot::Active(hash, key);
            self.used += 1;
            return Ok(());
        }
        self.slots[unused] = Slot::Active(hash, key);
        self.fill += 1;
        self.used += 1;
        if self.fill * 5 >= mask * 3 {
            let min_used = if self.used > 50_000 {
                self.used * 2
            } else {
                self.used * 4
            };
            self.resize(min_used)?;
        }
        Ok(())
    }

    fn insert_clean(slots: &mut [Slot], key: Value, hash: i64) {
        let mut order = probe_order(hash, slots.len() - 1);
        loop {
            let j = order.next().unwrap_or(0);
            if matches!(slots[j], Slot::Unused) {
                slots[j] = Slot::Active(hash, key);
                return;
            }
        }
    }

    /// `set_table_resize`: the smallest power of two above `min_used`, keys re-inserted in
    /// table order, dummies dropped.
    fn resize(&mut self, min_used: usize) -> Result<()> {
        let mut size = MIN_SIZE;
        while size <= min_used {
            size <<= 1;
        }
        // The table counts against the memory cap like a list of its slots.
        crate::limits::check_value_size(size as u128, std::mem::size_of::<Slot>())?;
        let old = std::mem::replace(&mut self.slots, vec![Slot::Unused; size]);
        for s in old {
            if let Slot::Active(h, k) = s {
                Self::insert_clean(&mut self.slots, k, h);
            }
        }
        self.fill = self.used;
        Ok(())
    }

    /// Removes `key`; false when it was not there.
    pub fn discard(&mut self, key: &Value) -> Result<bool> {
        let h = py_hash(key)?;
        Ok(match self.find(key, h)? {
            Some(j) => {
                self.slots[j] = Slot::Dummy;
                self.used -= 1;
                true
            }
            None => false,
        })
    }

    pub fn pop(&mut self) -> Result<Value> {
        if self.used == 0 {
            return Err(TorchError::new(
                ErrorKind::KeyError,
                "'pop from an empty set'",
            ));
        }
        let mut j = self.finger & self.mask();
        while !matches!(self.slots[j], Slot::Active(..)) {
            j = (j + 1) & self.mask();
        }
        let Slot::Active(_, k) = std::mem::replace(&mut self.slots[j], Slot::Dummy) else {
            unreachable!("the loop stops at an active slot")
        };
        self.used -= 1;
        self.finger = j + 1;
        Ok(k)
    }

    pub fn clear(&mut self) {
        *self = SetTable::default();
    }

    /// The one resize `set_update_internal` makes before adding a dict's `n` keys.
    pub fn reserve_for(&mut self, n: usize) -> Result<()> {
        if (self.fill + n) * 5 >= self.mask() * 3 {
            self.resize((self.used + n) * 2)?;
        }
        Ok(())
    }

    /// `set_merge`: adds every key of `other` (one resize up front; a copy of the slots
    /// when this table is empty and the same size).
    pub fn merge(&mut self, other: &SetTable) -> Result<()> {
        if other.used == 0 {
            return Ok(());
        }
        if (self.fill + other.used) * 5 >= self.mask() * 3 {
            self.resize((self.used + other.used) * 2)?;
        }
        if self.fill == 0 && self.mask() == other.mask() && other.fill == other.used {
            self.slots = other.slots.clone();
            self.fill = other.fill;
            self.used = other.used;
            return Ok(());
        }
        if self.fill == 0 {
            for (h, k) in other.entries() {
                Self::insert_clean(&mut self.slots, k, h);
            }
            self.fill = other.used;
            self.used = other.used;
            return Ok(());
        }
        for (h, k) in other.entries() {
            self.add_entry(k, h)?;
        }
        Ok(())
    }

    /// `a & b`: the smaller set's keys (in its order) found in the larger.
    pub fn intersection(&self, other: &SetTable) -> Result<SetTable> {
        let (big, small) = if other.used > self.used {
            (other, self)
        } else {
            (self, other)
        };
        let mut out = SetTable::default();
        for (h, k) in small.entries() {
            if big.find(&k, h)?.is_some() {
                out.add_entry(k, h)?;
            }
        }
        Ok(out)
    }

    /// `a - b`: copied and pruned when `a` is much larger, else `a`'s keys not in `b`.
    pub fn difference(&self, other: &SetTable) -> Result<SetTable> {
        if (self.used >> 2) > other.used {
            let mut out = SetTable::default();
            out.merge(self)?;
            for k in other.keys() {
                out.discard(&k)?;
            }
            return Ok(out);
        }
        let mut out = SetTable::default();
        for (h, k) in self.entries() {
            if other.find(&k, h)?.is_none() {
                out.add_entry(k, h)?;
            }
        }
        Ok(out)
    }

    /// `a ^= b`: each key of `b` removed when present, added when not.
    pub fn symmetric_update(&mut self, other: &SetTable) -> Result<()> {
        for (h, k) in other.entries() {
            match self.find(&k, h)? {
                Some(j) => {
                    self.slots[j] = Slot::Dummy;
                    self.used -= 1;
                }
                None => self.add_entry(k, h)?,
            }
        }
        Ok(())
    }

    pub fn is_subset(&self, other: &SetTable) -> Result<bool> {
        if self.used > other.used {
            return Ok(false);
        }
        for (h, k) in self.entries() {
            if other.find(&k, h)?.is_none() {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// `frozenset.__hash__`: every slot's shuffled hash, corrected for unused and dummy slots.
    pub fn frozen_hash(&self) -> i64 {
        fn shuffle(h: u64) -> u64 {
            ((h ^ 89869747) ^ (h << 16)).wrapping_mul(3644798167)
        }
        let mut hash: u64 = 0;
        for s in &self.slots {
            hash ^= shuffle(match s {
                Slot::Unused => 0,
                Slot::Dummy => u64::MAX,
                Slot::Active(h, _) => *h as u64,
            });
        }
        if (self.slots.len() - self.fill) & 1 == 1 {
            hash ^= shuffle(0);
        }
        if (self.fill - self.used) & 1 == 1 {
            hash ^= shuffle(u64::MAX);
        }
        hash ^= (self.used as u64 + 1).wrapping_mul(1927868237);
        hash ^= (hash >> 11) ^ (hash >> 25);
        hash = hash.wrapping_mul(69069).wrapping_add(907133923);
        if hash == u64::MAX {
            590923713
        } else {
            hash as i64
        }
    }
}

/// CPython's probe order from `hash`: the home slot and up to 9 slots after it (when they fit
/// in the table), then a jump mixed with the hash's higher bits, and so on. Endless: callers
/// stop at an unused slot, which the load factor (at most 3/5 full) guarantees exists.
fn probe_order(hash: i64, mask: usize) -> impl Iterator<Item = usize> {
    let mut perturb = hash as u64;
    let mut i = (hash as u64 as usize) & mask;
    let linear = move |i: usize| {
        if i + LINEAR_PROBES <= mask {
            LINEAR_PROBES
        } else {
            0
        }
    };
    let mut probes = linear(i);
    let mut k = 0;
    std::iter::from_fn(move || {
        if k > probes {
            perturb >>= PERTURB_SHIFT;
            i = ((i as u64)
                .wrapping_mul(5)
                .wrapping_add(1)
                .wrapping_add(perturb) as usize)
                & mask;
            probes = linear(i);
            k = 0;
        }
        k += 1;
        Some(i + k - 1)
    })
}

/// Python's `hash()` where it is deterministic (numbers, tuples of them, frozensets), and a
/// stable stand-in where CPython's depends on the process (strings are salted per run,
/// other objects hash by address), so any order we give them is one CPython could give.
pub fn py_hash(v: &Value) -> Result<i64> {
    use std::hash::{Hash, Hasher};
    let stable = |tag: u8, f: &dyn Fn(&mut std::collections::hash_map::DefaultHasher)| {
        let mut h = std::collections::hash_map::DefaultHasher::new();
        tag.hash(&mut h);
        f(&mut h);
        let x = h.finish() as i64;
        if x == -1 {
            -2
        } else {
            x
        }
    };
    Ok(match v {
        Value::Bool(_) | Value::Int(_) | Value::BigInt(_) | Value::Float(_) => {
            super::pyint::hash_number(v).unwrap_or(0)
        }
        Value::Tuple(_) | Value::Size(_) => {
            let _level = super::recursion::enter("while hashing")?;
            let items = v.tuple_items().unwrap_or_default();
            tuple_hash(&items.iter().map(py_hash).collect::<Result<Vec<_>>>()?)
        }
        // CPython hashes `(len, start, step)` with None for what equality ignores.
        Value::Range(a, b, c) => {
            let (n, start, step) = super::builtins::range_key(*a, *b, *c);
            use super::pyint::hash_int;
            let part = |x: Option<i64>| {
                x.map_or_else(|| py_hash(&Value::None), |x| Ok(hash_int(&x.into())))
            };
            tuple_hash(&[hash_int(&n.into()), part(start)?, part(step)?])
        }
        Value::BigRange(r) => super::pyrange::hash(r, py_hash(&Value::None)?, tuple_hash),
        Value::Set(s) if s.frozen => s.table.borrow().frozen_hash(),
        Value::Set(_) | Value::List(_) | Value::Dict(_) => {
            return Err(type_error(format!("unhashable type: '{}'", v.type_name())))
        }
        // Dict views compare by content, so they have no hash (CPython's `__hash__ = None`).
        v if super::dict_views::view_of(v).is_some() => {
            return Err(type_error(format!("unhashable type: '{}'", v.type_name())))
        }
        Value::Str(s) => str_hash(s),
        Value::Tensor(t) => stable(4, &|h| t.id().hash(h)),
        v if v.downcast::<super::complex::PyComplex>().is_some() => super::complex::number::hash(
            v.downcast::<super::complex::PyComplex>().expect("checked"),
        ),
        v if super::pybytes::is_bytes(v) => super::pybytes::hash(v).unwrap_or(0),
        v if super::pybytearray::PyByteArray::of(v).is_some() => {
            return Err(type_error("unhashable type: 'bytearray'"))
        }
        v if super::pymemoryview::is_memoryview(v) => {
            super::pymemoryview::hash(v).unwrap_or(Ok(0))?
        }
        Value::Instance(i) => match super::pydict::user_hash(v)? {
            Some(h) => h,
            None => stable(6, &|h| (std::rc::Rc::as_ptr(i) as usize).hash(h)),
        },
        other => {
            let name = other.type_name();
            stable(5, &|h| name.hash(h))
        }
    })
}

/// A str's hash: stable per run (CPython salts it per process, so no order depends on it),
/// except the empty str's, which CPython never salts: 0.
pub fn str_hash(s: &str) -> i64 {
    use std::hash::{Hash, Hasher};
    if s.is_empty() {
        return 0;
    }
    let mut h = std::collections::hash_map::DefaultHasher::new();
    2u8.hash(&mut h);
    s.hash(&mut h);
    match h.finish() as i64 {
        -1 => -2,
        x => x,
    }
}

/// Where `key` is in the set `cell`, with its hash: a class's `__hash__` and `__eq__` run
/// while the table is unborrowed, since they may read or change the set.
fn locate(cell: &SetCell, key: &Value) -> Result<(i64, Option<usize>)> {
    let h = py_hash(key)?;
    // Bounded as `pydict::locate` is, for an `__eq__` that keeps changing the set.
    for _ in 0..100 {
        let (found, later) = cell.table.borrow().scan(key, h)?;
        if found.is_some() {
            return Ok((h, found));
        }
        let mut changed = false;
        for (j, k) in later {
            if key_eq(&k, key)? {
                let t = cell.table.borrow();
                if matches!(t.slots.get(j), Some(Slot::Active(_, x)) if is_same(x, &k)) {
                    return Ok((h, Some(j)));
                }
                changed = true;
                break;
            }
        }
        if !changed {
            return Ok((h, None));
        }
    }
    Err(crate::error::runtime("Set changed size during iteration"))
}

/// `key in s` (see `locate`).
pub fn set_contains(cell: &SetCell, key: &Value) -> Result<bool> {
    Ok(locate(cell, key)?.1.is_some())
}

/// `s.add(key)` (see `locate`).
pub fn set_add(cell: &SetCell, key: Value) -> Result<()> {
    let (h, found) = locate(cell, &key)?;
    if found.is_none() {
        cell.table.borrow_mut().add_entry_with(key, h, false)?;
    }
    Ok(())
}

/// `s.discard(key)` (see `locate`): whether it was there.
pub fn set_discard(cell: &SetCell, key: &Value) -> Result<bool> {
    let (_, found) = locate(cell, key)?;
    let mut t = cell.table.borrow_mut();
    Ok(match found {
        Some(j) if matches!(t.slots.get(j), Some(Slot::Active(..))) => {
            t.slots[j] = Slot::Dummy;
            t.used -= 1;
            true
        }
        _ => false,
    })
}

/// CPython 3.8+'s tuple hash (xxHash's mixing of the items' hashes).
fn tuple_hash(items: &[i64]) -> i64 {
    const P1: u64 = 11400714785074694791;
    const P2: u64 = 14029467366897019727;
    const P5: u64 = 2870177450012600261;
    let mut acc = P5;
    for &lane in items {
        acc = acc.wrapping_add((lane as u64).wrapping_mul(P2));
        acc = acc.rotate_left(31);
        acc = acc.wrapping_mul(P1);
    }
    acc = acc.wrapping_add(items.len() as u64 ^ (P5 ^ 3527539));
    if acc == u64::MAX {
        1546275796
    } else {
        acc as i64
    }
}
