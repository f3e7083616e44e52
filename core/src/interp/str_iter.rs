//! Iterating a str one character at a time, as CPython's `str_ascii_iterator` /
//! `str_iterator` do: nothing is made up front (a 40-million-character string was
//! collected into one value per character first, and the cap on one list refused it),
//! and a character below U+0100 is one shared string, as CPython's latin-1 cache is, so
//! `list(s)` of a long text costs one value per character, not an allocation each.

use super::eval::Interp;
use super::iterators::object_at;
use super::protocol::Object;
use super::value::Value;
use crate::error::Result;
use std::any::Any;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

thread_local! {
    static LATIN1: RefCell<Vec<Option<Rc<str>>>> = RefCell::new(vec![None; 256]);
}

/// The one-character string `c` (shared below U+0100).
pub fn char_value(c: char) -> Value {
    let k = c as usize;
    if k >= 256 {
        return Value::str(c.encode_utf8(&mut [0; 4]));
    }
    LATIN1.with(|t| {
        let mut t = t.borrow_mut();
        let s = t[k].get_or_insert_with(|| Rc::from(&*c.encode_utf8(&mut [0; 4])));
        Value::Str(s.clone())
    })
}

/// The memory one item of `list(s)` takes: a value, and a string of its own for a
/// character past the shared ones.
pub fn item_bytes(s: &str) -> usize {
    let own = if s.chars().all(|c| (c as u32) < 256) {
        0
    } else {
        32
    };
    std::mem::size_of::<Value>() + own
}

/// `iter(s)`.
pub fn iter(s: &Rc<str>) -> Value {
    Value::Object(Rc::new(StrIter {
        text: s.clone(),
        pos: Cell::new(0),
        ascii: s.is_ascii(),
    }))
}

struct StrIter {
    text: Rc<str>,
    /// Byte offset of the next character.
    pos: Cell<usize>,
    ascii: bool,
}

impl Object for StrIter {
    fn type_name(&self) -> String {
        self.name().into()
    }
    fn repr(&self) -> String {
        object_at(self.name(), self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn is_iterator(&self) -> bool {
        true
    }
    fn next(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Value>> {
        let at = self.pos.get();
        let Some(c) = self.text[at..].chars().next() else {
            return Ok(None);
        };
        self.pos.set(at + c.len_utf8());
        Ok(Some(char_value(c)))
    }
}

impl StrIter {
    fn name(&self) -> &'static str {
        if self.ascii {
            "str_ascii_iterator"
        } else {
            "str_iterator"
        }
    }
}
