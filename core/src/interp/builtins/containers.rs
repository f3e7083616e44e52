//! Methods of Python's containers, `list`, `dict`, `str` and `tuple`: one registry each, with
//! CPython 3.11's signatures.

use super::{py_builtin, seq_index, str_caps};
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::{to_i64, Args, Bound};
use crate::interp::dict_views::{DictView, ViewKind};
use crate::interp::eval::Interp;
use crate::interp::lending::lend;
use crate::interp::pydict;
use crate::interp::registry::{Registry, ValueMethodFn};
use crate::interp::value::*;
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::LazyLock;

type Methods = Registry<ValueMethodFn>;

// A child module, so it shares this file's private helpers (`text`, `Methods`).
#[path = "str_methods.rs"]
pub(crate) mod str_methods;

pub static LIST: LazyLock<Methods> = LazyLock::new(|| {
    let mut r: Methods = Registry::new("list");
    let topic = "list";
    r.add(topic, &["append"], "object, /", |_, l, a| {
        list(l)?.borrow_mut().push(a.value_or_none("object"));
        Ok(Value::None)
    });
    r.add(topic, &["extend"], "iterable, /", |it, l, a| {
        let items = it.collect(&a.value_or_none("iterable"))?;
        let l = list(l)?;
        let total = l.borrow().len() as u128 + items.len() as u128;
        crate::limits::check_value_size(total, std::mem::size_of::<Value>())?;
        l.borrow_mut().extend(items);
        Ok(Value::None)
    });
    r.add(topic, &["pop"], "index=-1, /", |_, l, a| {
        let l = list(l)?;
        let n = l.borrow().len();
        if n == 0 {
            return Err(TorchError::new(
                ErrorKind::IndexError,
                "pop from empty list",
            ));
        }
        let k = seq_index(&a.value_or_none("index"), n, "pop")?;
        Ok(l.borrow_mut().remove(k))
    });
    r.add(topic, &["insert"], "index, object, /", |_, l, a| {
        let l = list(l)?;
        let n = l.borrow().len() as i64;
        let k = to_i64(&a.value_or_none("index"))?;
        let k = if k < 0 { (k + n).max(0) } else { k.min(n) } as usize;
        l.borrow_mut().insert(k, a.value_or_none("object"));
        Ok(Value::None)
    });
    r.add(
        topic,
        &["index"],
        "value, start=0, stop=None, /",
        |it, l, a| {
            let items = list(l)?.borrow().clone();
            let (lo, hi) = bounds(a, items.len())?;
            let x = a.value_or_none("value");
            match it.position_of(&items[lo..hi], &x)? {
                Some(k) => Ok(Value::Int((lo + k) as i64)),
                None => Err(value_error(format!("{} is not in list", it.repr(&x)?))),
            }
        },
    );
    r.add(topic, &["count"], "value, /", |it, l, a| {
        let items = list(l)?.borrow().clone();
        Ok(Value::Int(
            it.count_of(&items, &a.value_or_none("value"))? as i64
        ))
    });
    r.add(topic, &["remove"], "value, /", |it, l, a| {
        let l = list(l)?;
        let items = l.borrow().clone();
        let k = it
            .position_of(&items, &a.value_or_none("value"))?
            .ok_or_else(|| value_error("list.remove(x): x not in list"))?;
        l.borrow_mut().remove(k);
        Ok(Value::None)
    });
    r.add(topic, &["reverse"], "", |_, l, _| {
        list(l)?.borrow_mut().reverse();
        Ok(Value::None)
    });
    r.add(
        topic,
        &["sort"],
        "*, key=None, reverse=False",
        |it, l, a| {
            let cell = list(l)?;
            let kw = ["key", "reverse"]
                .iter()
                .filter(|k| a.given(k))
                .map(|k| (k.to_string(), a.value_or_none(k)))
                .collect();
            let args = Args {
                pos: vec![l.clone()],
                kw,
            };
            if let Value::List(s) = py_builtin(it, "sorted", args)? {
                let sorted = s.borrow().clone();
                *cell.borrow_mut() = sorted;
            }
            Ok(Value::None)
        },
    );
    r.add(topic, &["copy"], "", |_, l, _| {
        Ok(Value::list(list(l)?.borrow().clone()))
    });
    r.add(topic, &["clear"], "", |_, l, _| {
        list(l)?.borrow_mut().clear();
        Ok(Value::None)
    });
    r
});

pub static DICT: LazyLock<Methods> = LazyLock::new(|| {
    let mut r: Methods = Registry::new("dict");
    let topic = "dict";
    // Live views, not lists: they see later writes and print as `dict_keys([...])`.
    r.add(topic, &["keys"], "", |_, d, _| {
        Ok(DictView::value(dict(d)?.clone(), ViewKind::Keys, false))
    });
    r.add(topic, &["values"], "", |_, d, _| {
        Ok(DictView::value(dict(d)?.clone(), ViewKind::Values, false))
    });
    r.add(topic, &["items"], "", |_, d, _| {
        Ok(DictView::value(dict(d)?.clone(), ViewKind::Items, false))
    });
    r.add(topic, &["popitem"], "", |_, d, _| {
        match dict(d)?.borrow_mut().pop_last()? {
            Some((k, v)) => Ok(Value::tuple(vec![k, v])),
            None => Err(TorchError::new(
                ErrorKind::KeyError,
                "'popitem(): dictionary is empty'",
            )),
        }
    });
    r.add(topic, &["get"], "key, default=None, /", |it, d, a| {
        let (d, k) = (dict(d)?, a.value_or_none("key"));
        let r = lend(it, || pydict::dict_get(d, &k))?;
        Ok(r.unwrap_or_else(|| a.value_or_none("default")))
    });
    r.add(topic, &["pop"], "key, default=None, /", |it, d, a| {
        let k = a.value_or_none("key");
        let d = dict(d)?;
        let r = lend(it, || pydict::dict_remove(d, &k))?;
        match r {
            Some(v) => Ok(v),
            None if a.given("default") => Ok(a.value_or_none("default")),
            None => Err(crate::interp::exceptions::key_error(it, &k)?),
        }
    });
    r.add(
        topic,
        &["setdefault"],
        "key, default=None, /",
        |it, d, a| {
            let d = dict(d)?;
            let k = a.value_or_none("key");
            let existing = lend(it, || pydict::dict_get(d, &k))?;
            match existing {
                Some(v) => Ok(v),
                None => {
                    let v = a.value_or_none("default");
                    lend(it, || pydict::dict_set(d, k, v.clone()))?;
                    Ok(v)
                }
            }
        },
    );
    r.add(topic, &["update"], "other=None, /, **kwargs", |it, d, a| {
        let d = dict(d)?;
        // The pairs are read before the dict is borrowed: `d.update(d)` reads itself.
        let pairs = update_pairs(it, a.get("other"), a.kwargs())?;
        lend(it, || {
            pairs
                .into_iter()
                .try_for_each(|(k, v)| pydict::dict_set(d, k, v))
        })?;
        Ok(Value::None)
    });
    r.add(topic, &["copy"], "", |_, d, _| {
        Ok(Value::Dict(Rc::new(RefCell::new(
            dict(d)?.borrow().clone(),
        ))))
    });
    r.add(topic, &["clear"], "", |_, d, _| {
        dict(d)?.borrow_mut().clear();
        Ok(Value::None)
    });
    r
});

pub static STR: LazyLock<Methods> = LazyLock::new(|| {
    let mut r: Methods = Registry::new("str");
    let topic = "str";
    // `grad_fn.name()` is a method bound to the node's name (NodeObj in autograd_api.rs),
    // under a name no attribute lookup can spell (a str has no `__name__`).
    r.add(topic, &["<grad_fn name>"], "", |_, s, _| {
        Ok(Value::str(&text(s)?))
    });
    r.add(topic, &["format"], "*args, **kwargs", format);
    r.add(topic, &["join"], "iterable, /", |it, s, a| {
        let sep = text(s)?;
        let parts = join_parts(it, &a.value_or_none("iterable"), sep.len())?;
        let parts: Vec<&str> = parts.iter().map(|p| &**p).collect();
        Ok(Value::str(&parts.join(&sep)))
    });
    r.add(topic, &["split"], "sep=None, maxsplit=-1", |_, s, a| {
        let s = text(s)?;
        let max = a.i64_or("maxsplit", -1)?;
        let limit = if max < 0 {
            usize::MAX
        } else {
            crate::ops::factory::size_from_i64(max).saturating_add(1)
        };
        let parts: Vec<Value> = match a.str("sep")? {
            Some(sep) if sep.is_empty() => return Err(value_error("empty separator")),
            Some(sep) => {
                // One part more than matches (10**9 empty parts of `('a' * 10**9).split('a')`).
                let found = s.matches(sep.as_str()).count() as u128 + 1;
                str_caps::check_parts(found.min(limit as u128))?;
                s.splitn(limit, sep.as_str()).map(Value::str).collect()
            }
            None => split_whitespace(&s, limit)?
                .into_iter()
                .map(Value::str)
                .collect(),
        };
        Ok(Value::list(parts))
    });
    r.add_each(
        topic,
        &["strip", "lstrip", "rstrip"],
        "chars=None, /",
        |_, s, a| {
            let s = text(s)?;
            let chars: Option<Vec<char>> = a.str("chars")?.map(|c| c.chars().collect());
            let strip = |c: char| match &chars {
                Some(set) => set.contains(&c),
                None => c.is_whitespace(),
            };
            Ok(Value::str(match a.fname() {
                "strip" => s.trim_matches(strip),
                "lstrip" => s.trim_start_matches(strip),
                _ => s.trim_end_matches(strip),
            }))
        },
    );
    r.add(topic, &["upper"], "", |_, s, _| {
        Ok(Value::str(&text(s)?.to_uppercase()))
    });
    r.add(topic, &["lower"], "", |_, s, _| {
        Ok(Value::str(&text(s)?.to_lowercase()))
    });
    r.add(topic, &["replace"], "old, new, count=-1, /", |_, s, a| {
        let (old, new) = (str_arg(a, "old")?, str_arg(a, "new")?);
        let count = a.i64_or("count", -1)?;
        let s = text(s)?;
        let most = (count >= 0).then(|| crate::ops::factory::size_from_i64(count));
        str_caps::check_text(str_caps::replaced_len(&s, &old, &new, most))?;
        Ok(Value::str(&if count < 0 {
            s.replace(&old, &new)
        } else {
            s.replacen(&old, &new, crate::ops::factory::size_from_i64(count))
        }))
    });
    r.add_each(
        topic,
        &["startswith", "endswith"],
        "prefix, start=None, end=None, /",
        |_, s, a| {
            let s = text(s)?;
            let chars: Vec<char> = s.chars().collect();
            let (lo, hi) = bounds(a, chars.len())?;
            let part: String = chars[lo..hi.max(lo)].iter().collect();
            let options = match a.value_or_none("prefix") {
                Value::Str(p) => vec![p.to_string()],
                v @ Value::Tuple(_) => v
                    .tuple_items()
                    .unwrap_or_default()
                    .iter()
                    .map(|p| match p {
                        Value::Str(p) => Ok(p.to_string()),
                        _ => Err(type_error(format!(
                            "tuple for {} must only contain str, not {}",
                            a.fname(),
                            p.type_name()
                        ))),
                    })
                    .collect::<Result<_>>()?,
                v => {
                    return Err(type_error(format!(
                        "{} first arg must be str or a tuple of str, not {}",
                        a.fname(),
                        v.type_name()
                    )))
                }
            };
            if starts_past_end(a, chars.len())? {
                return Ok(Value::Bool(false));
            }
            let starts = a.fname() == "startswith";
            Ok(Value::Bool(options.iter().any(|p| {
                if starts {
                    part.starts_with(p.as_str())
                } else {
                    part.ends_with(p.as_str())
                }
            })))
        },
    );
    r.add_each(
        topic,
        &["ljust", "rjust", "center"],
        "width, fillchar=' ', /",
        |_, s, a| {
            let w = crate::ops::factory::size_from_i64(a.i64_or("width", 0)?.max(0));
            let fill = str_arg(a, "fillchar")?;
            if fill.chars().count() != 1 {
                return Err(type_error(
                    "The fill character must be exactly one character long",
                ));
            }
            let align = match a.fname() {
                "ljust" => "<",
                "rjust" => ">",
                _ => "^",
            };
            let s = text(s)?;
            Ok(Value::str(&crate::interp::format::format_spec(
                crate::interp::format::Formattable::Str(&s),
                &format!("{fill}{align}{w}"),
            )?))
        },
    );
    // find, rfind, index, rindex, count, rsplit, splitlines, partition, title, is..., ...
    str_methods::register(&mut r);
    r
});

/// `count`, `index` and `numel` of tuples and `torch.Size`.
pub static TUPLE: LazyLock<Methods> = LazyLock::new(|| {
    let mut r: Methods = Registry::new("tuple");
    let topic = "tuple";
    r.add(topic, &["count"], "value, /", |it, t, a| {
        let items = t.tuple_items().unwrap_or_default();
        Ok(Value::Int(
            it.count_of(&items, &a.value_or_none("value"))? as i64
        ))
    });
    r.add(
        topic,
        &["index"],
        "value, start=0, stop=None, /",
        |it, t, a| {
            let items = t.tuple_items().unwrap_or_default();
            let (lo, hi) = bounds(a, items.len())?;
            match it.position_of(&items[lo..hi], &a.value_or_none("value"))? {
                Some(k) => Ok(Value::Int((lo + k) as i64)),
                None => Err(value_error("tuple.index(x): x not in tuple")),
            }
        },
    );
    // torch.Size.numel(): the product of the sizes.
    r.add(topic, &["numel"], "", |_, t, _| {
        let items = t.tuple_items().unwrap_or_default();
        Ok(Value::Int(
            items
                .iter()
                .map(|v| v.as_i64_exact().unwrap_or(1))
                .product(),
        ))
    });
    r
});

/// The registry of a container value's methods, if it has any.
pub fn methods_of(v: &Value) -> Option<&'static Methods> {
    Some(match v {
        Value::List(_) => &LIST,
        Value::Dict(_) => &DICT,
        Value::Str(_) => &STR,
        Value::Tuple(_) | Value::Size(_) => &TUPLE,
        Value::Set(s) if s.frozen => &super::sets::FROZENSET,
        Value::Set(_) => &super::sets::SET,
        _ => return None,
    })
}

/// Calls a container method: the entry binds the arguments to its signature and runs.
pub fn call_method(it: &mut Interp, recv: &Value, name: &str, args: Args) -> Result<Value> {
    let entry = methods_of(recv).and_then(|r| r.get(name)).ok_or_else(|| {
        TorchError::new(
            ErrorKind::AttributeError,
            format!("'{}' object has no attribute '{name}'", recv.type_name()),
        )
    })?;
    let bound = entry.bind(name, &args)?;
    (entry.f)(it, recv, &bound)
}

/// The key-value pairs `dict(other, **kwargs)` and `d.update(other, **kwargs)` add, in
/// order: a dict's items, or an iterable of pairs, then the keywords.
pub(super) fn update_pairs(
    it: &mut Interp,
    other: Option<&Value>,
    kwargs: &[(String, Value)],
) -> Result<Vec<(Value, Value)>> {
    let mut pairs = match other {
        None => vec![],
        Some(Value::Dict(o)) => o.borrow().items.clone(),
        // A mapping (anything with `keys()`): its keys and `m[key]`, as CPython's dict does.
        // The module namespace `globals()` gives: its names and values.
        Some(v) if v.downcast::<super::globals_view::GlobalsView>().is_some() => {
            let g = v
                .downcast::<super::globals_view::GlobalsView>()
                .expect("checked");
            g.env
                .vars
                .borrow()
                .iter()
                .map(|(k, x)| (Value::str(k), x.clone()))
                .collect()
        }
        // A dict subclass's own items, past its `__getitem__` (CPython's dict_merge).
        Some(v) if super::raw_dict_items(v).is_some() => {
            super::raw_dict_items(v).unwrap_or_default()
        }
        Some(v @ Value::Instance(i)) if i.class().lookup("keys").is_some() => {
            let keys = match it.call_special(v, "keys", vec![])? {
                Some(k) => it.collect(&k)?,
                None => vec![],
            };
            let mut pairs = Vec::new();
            for k in keys {
                let x = it.getitem(v, &k)?;
                pairs.push((k, x));
            }
            pairs
        }
        Some(v) => {
            let mut pairs = Vec::new();
            for (i, pair) in it.collect(v)?.into_iter().enumerate() {
                let kv = it.collect(&pair)?;
                if kv.len() != 2 {
                    return Err(value_error(format!(
                        "dictionary update sequence element #{i} has length {}; 2 is required",
                        kv.len()
                    )));
                }
                pairs.push((kv[0].clone(), kv[1].clone()));
            }
            pairs
        }
    };
    pairs.extend(kwargs.iter().map(|(k, v)| (Value::str(k), v.clone())));
    Ok(pairs)
}

fn list(v: &Value) -> Result<&Rc<ListCell>> {
    match v {
        Value::List(l) => Ok(l),
        _ => Err(type_error("descriptor requires a 'list' object")),
    }
}

fn dict(v: &Value) -> Result<&Rc<RefCell<Dict>>> {
    match v {
        Value::Dict(d) => Ok(d),
        _ => Err(type_error("descriptor requires a 'dict' object")),
    }
}

fn text(v: &Value) -> Result<String> {
    match v {
        Value::Str(s) => Ok(s.to_string()),
        _ => Err(type_error("descriptor requires a 'str' object")),
    }
}

fn str_arg(a: &Bound, name: &str) -> Result<String> {
    match a.value_or_none(name) {
        Value::Str(s) => Ok(s.to_string()),
        v => Err(type_error(format!(
            "{}() argument '{name}' must be str, not {}",
            a.fname(),
            v.type_name()
        ))),
    }
}

/// Whether a search's `start` lies past the end: CPython finds nothing there, not even
/// the empty string (`"hello".index("", 10)` raises).
fn starts_past_end(a: &Bound, n: usize) -> Result<bool> {
    Ok(a.clamped_i64("start")?.is_some_and(|k| k > n as i64))
}

/// `start`/`stop` (or `end`) of a search, clamped as slice bounds are.
fn bounds(a: &Bound, n: usize) -> Result<(usize, usize)> {
    let clamp = |v: Option<i64>, dflt: usize| -> usize {
        match v {
            None => dflt,
            Some(k) if k < 0 => (k + n as i64).max(0) as usize,
            Some(k) => crate::ops::factory::size_from_i64(k).min(n),
        }
    };
    let lo = clamp(a.clamped_i64("start")?, 0);
    let hi = clamp(a.clamped_i64("stop")?.or(a.clamped_i64("end")?), n);
    Ok((lo, hi.max(lo)))
}

/// The strings `sep.join(iterable)` joins, their total with the separators held to the cap
/// of one string as they arrive: a generator of 10**4 strings of 10**6 characters stops at
/// the cap, not after holding all 10 GB.
fn join_parts(it: &mut Interp, iterable: &Value, sep: usize) -> Result<Vec<Rc<str>>> {
    let mut parts = Vec::new();
    let mut total = 0u128;
    it.for_each(iterable, &mut |_, v| match v {
        Value::Str(x) => {
            total += x.len() as u128 + if parts.is_empty() { 0 } else { sep as u128 };
            str_caps::check_text(total)?;
            parts.push(x);
            Ok(true)
        }
        v => Err(type_error(format!(
            "sequence item {}: expected str instance, {} found",
            parts.len(),
            v.type_name()
        ))),
    })?;
    Ok(parts)
}

/// `str.split()` with no separator: runs of whitespace, at most `limit` parts, each
/// counted against the cap of one list as it is found.
fn split_whitespace(s: &str, limit: usize) -> Result<Vec<&str>> {
    let mut parts = Vec::new();
    let mut rest = s.trim_start();
    while !rest.is_empty() {
        str_caps::check_parts(parts.len() as u128 + 1)?;
        if parts.len() + 1 == limit {
            parts.push(rest);
            break;
        }
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        parts.push(&rest[..end]);
        rest = rest[end..].trim_start();
    }
    Ok(parts)
}

/// `"{} {:.2f}".format(a, b)` and `{name}` fields.
fn format(it: &mut Interp, recv: &Value, a: &Bound) -> Result<Value> {
    let s = text(recv)?;
    let mut kwargs = Dict::default();
    for (k, v) in a.kwargs() {
        kwargs.set(Value::str(k), v.clone())?;
    }
    let kwargs = Value::Dict(Rc::new(RefCell::new(kwargs)));
    Ok(Value::str(&str_methods::format_with(
        it,
        &s,
        &a.varargs("args"),
        &kwargs,
    )?))
}
