//! Attributes a script sets on a tensor (`inp.g = out.g @ w.t()`, as fast.ai's "from the
//! foundations" lessons write their backward pass): a PyTorch tensor has a `__dict__`.
//! They live beside the tensors, in the session, keyed by each tensor's identity, so the
//! core tensor type carries no interpreter values.

use crate::interp::value::Value;
use crate::tensor::{Tensor, TensorImpl};
use std::collections::HashMap;
use std::rc::{Rc, Weak};

/// One tensor's attributes, with a weak reference that says whether it is still alive.
type Entry = (Weak<TensorImpl>, Vec<(String, Value)>);

#[derive(Default)]
pub struct TensorDicts {
    /// By the tensor's address; the weak reference tells a live tensor from a dead one
    /// whose address a new tensor took.
    by_id: HashMap<usize, Entry>,
    /// The number of entries after the last sweep of dead tensors.
    swept: usize,
}

fn key(t: &Tensor) -> usize {
    Rc::as_ptr(&t.0) as usize
}

fn alive(entry: &Entry, t: &Tensor) -> bool {
    entry.0.upgrade().is_some_and(|rc| Rc::ptr_eq(&rc, &t.0))
}

impl TensorDicts {
    pub fn get(&self, t: &Tensor, name: &str) -> Option<Value> {
        let entry = self.by_id.get(&key(t)).filter(|e| alive(e, t))?;
        entry
            .1
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    }

    pub fn set(&mut self, t: &Tensor, name: &str, v: Value) {
        // Dead tensors' attributes are dropped once the table has doubled since the last
        // sweep, so a loop that tags fresh tensors does not grow it without bound.
        if self.by_id.len() >= 2 * self.swept.max(64) {
            self.by_id.retain(|_, e| e.0.strong_count() > 0);
            self.swept = self.by_id.len();
        }
        let entry = self
            .by_id
            .entry(key(t))
            .or_insert_with(|| (Rc::downgrade(&t.0), Vec::new()));
        if !alive(entry, t) {
            *entry = (Rc::downgrade(&t.0), Vec::new());
        }
        match entry.1.iter_mut().find(|(n, _)| n == name) {
            Some(slot) => slot.1 = v,
            None => entry.1.push((name.to_string(), v)),
        }
    }

    /// `del t.name`: whether there was such an attribute.
    pub fn remove(&mut self, t: &Tensor, name: &str) -> bool {
        match self.by_id.get_mut(&key(t)) {
            Some(entry) if alive(entry, t) => {
                let before = entry.1.len();
                entry.1.retain(|(n, _)| n != name);
                entry.1.len() < before
            }
            _ => false,
        }
    }

    /// `torch.utils.swap_tensors(a, b)`: each tensor object takes the other's `__dict__`.
    pub fn swap(&mut self, a: &Tensor, b: &Tensor) {
        let mut take = |t: &Tensor| match self.by_id.remove(&key(t)) {
            Some(e) if alive(&e, t) => e.1,
            _ => Vec::new(),
        };
        let (da, db) = (take(a), take(b));
        for (t, d) in [(a, db), (b, da)] {
            if !d.is_empty() {
                self.by_id.insert(key(t), (Rc::downgrade(&t.0), d));
            }
        }
    }
}
