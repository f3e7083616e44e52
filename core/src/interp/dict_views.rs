//! `dict.keys()`, `.values()` and `.items()`: live views of their dict, as CPython's
//! `dict_keys`/`dict_values`/`dict_items` (and `odict_*` of an OrderedDict, which is what a
//! `state_dict().keys()` prints). A view sees later writes to its dict; the keys and items
//! views are set-like (`==` with a set, `&`, `|`, `-`, `^`), the values view is not.

use super::eval::Interp;
use super::protocol::Object;
use super::pyset::SetTable;
use super::value::*;
use crate::error::Result;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum ViewKind {
    Keys,
    Values,
    Items,
}

pub struct DictView {
    dict: Rc<RefCell<Dict>>,
    kind: ViewKind,
    /// An OrderedDict's view: `odict_keys(...)`.
    ordered: bool,
}

impl DictView {
    pub fn value(dict: Rc<RefCell<Dict>>, kind: ViewKind, ordered: bool) -> Value {
        Value::Object(Rc::new(DictView {
            dict,
            kind,
            ordered,
        }))
    }

    fn name(&self) -> String {
        let kind = match self.kind {
            ViewKind::Keys => "keys",
            ViewKind::Values => "values",
            ViewKind::Items => "items",
        };
        format!("{}dict_{kind}", if self.ordered { "o" } else { "" })
    }

    /// The dict's size now.
    pub fn len(&self) -> usize {
        self.dict.borrow().items.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The view's items as the dict holds them now.
    pub fn items(&self) -> Vec<Value> {
        let d = self.dict.borrow();
        d.items
            .iter()
            .map(|(k, v)| match self.kind {
                ViewKind::Keys => k.clone(),
                ViewKind::Values => v.clone(),
                ViewKind::Items => Value::tuple(vec![k.clone(), v.clone()]),
            })
            .collect()
    }

    /// `x in view`: a key lookup for keys, the pair's lookup for items, a scan for values.
    pub fn contains(&self, it: &mut Interp, x: &Value) -> Result<bool> {
        match self.kind {
            ViewKind::Keys => Ok(self.dict.borrow().get(x)?.is_some()),
            ViewKind::Items => {
                let Some([k, v]) = x.tuple_items().and_then(|p| <[Value; 2]>::try_from(p).ok())
                else {
                    return Ok(false);
                };
                let found = self.dict.borrow().get(&k)?;
                match found {
                    Some(w) => it.items_equal(&w, &v),
                    None => Ok(false),
                }
            }
            ViewKind::Values => Ok(it.position_of(&self.items(), x)?.is_some()),
        }
    }
}

impl Object for DictView {
    fn type_name(&self) -> String {
        self.name()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn py_len(&self) -> Option<usize> {
        Some(self.len())
    }
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        Ok(Some(self.items()))
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            // Keys and items views are set-like; a values view has no `isdisjoint`.
            "isdisjoint" if self.kind != ViewKind::Values => {
                Some(Value::method(this.clone(), name))
            }
            _ => None,
        })
    }
    fn call_method(
        &self,
        it: &mut Interp,
        _this: &Value,
        name: &str,
        a: super::args::Args,
    ) -> Result<Value> {
        match name {
            "isdisjoint" => {
                let other = a.pos.first().cloned().unwrap_or(Value::None);
                for x in it.collect(&other)? {
                    if self.contains(it, &x)? {
                        return Ok(Value::Bool(false));
                    }
                }
                Ok(Value::Bool(true))
            }
            _ => Err(super::protocol::no_attribute(&self.name(), name)),
        }
    }
}

/// The view inside `v`, if it is one.
pub fn view_of(v: &Value) -> Option<&DictView> {
    match v {
        Value::Object(o) => o.as_any().downcast_ref::<DictView>(),
        _ => None,
    }
}

/// A keys or items view as a set (for `==` and the set operators); None for anything else.
pub fn set_like(v: &Value) -> Result<Option<Value>> {
    match view_of(v) {
        Some(dv) if dv.kind != ViewKind::Values => {
            let mut t = SetTable::default();
            for x in dv.items() {
                t.add(x)?;
            }
            Ok(Some(Value::set_from_table(t, false)))
        }
        _ => Ok(None),
    }
}

/// A set, or a keys/items view as the set of its members; None for anything else.
fn as_set(v: &Value) -> Result<Option<Value>> {
    match v {
        Value::Set(_) => Ok(Some(v.clone())),
        v => set_like(v),
    }
}

/// `view == other`: set equality for a keys or items view against a set or another such
/// view; anything else (a list, a values view) is unequal unless it is the same object.
pub fn views_equal(it: &mut Interp, a: &Value, b: &Value) -> Result<Option<bool>> {
    if view_of(a).is_none() && view_of(b).is_none() {
        return Ok(None);
    }
    match (as_set(a)?, as_set(b)?) {
        (Some(x), Some(y)) => it.values_equal(&x, &y).map(Some),
        _ => Ok(Some(is_same(a, b))),
    }
}

/// `view <= other` and the other orderings: subset and superset tests when both sides are
/// sets or keys/items views (CPython's dictview_richcompare); None otherwise (a TypeError).
pub fn views_order(
    it: &mut Interp,
    op: super::ast::CmpOp,
    a: &Value,
    b: &Value,
) -> Result<Option<Value>> {
    if view_of(a).is_none() && view_of(b).is_none() {
        return Ok(None);
    }
    match (as_set(a)?, as_set(b)?) {
        (Some(x), Some(y)) => it.compare(op, &x, &y).map(Some),
        _ => Ok(None),
    }
}

/// `view & x`, `|`, `-`, `^` with a keys or items view on either side: the set operation
/// with both sides made sets (CPython takes any iterable on the other side).
pub fn view_set_binop(
    it: &mut Interp,
    op: super::ast::BinOp,
    a: &Value,
    b: &Value,
) -> Result<Option<Value>> {
    use super::ast::BinOp::*;
    if !matches!(op, BitAnd | BitOr | BitXor | Sub) {
        return Ok(None);
    }
    let (sa, sb) = (set_like(a)?, set_like(b)?);
    if sa.is_none() && sb.is_none() {
        return Ok(None);
    }
    let to_set = |it: &mut Interp, s: Option<Value>, v: &Value| -> Result<Value> {
        match s {
            Some(s) => Ok(s),
            None => {
                let mut t = SetTable::default();
                for x in it.collect(v)? {
                    t.add(x)?;
                }
                Ok(Value::set_from_table(t, false))
            }
        }
    };
    let x = to_set(it, sa, a)?;
    let y = to_set(it, sb, b)?;
    it.binop(op, &x, &y).map(Some)
}
