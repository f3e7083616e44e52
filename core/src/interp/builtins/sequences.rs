//! Python built-ins that make, convert or walk sequences and values: `print`, `len`,
//! `range`, the type constructors, `enumerate`, `zip`, `sorted`, `min`/`max`, `sum`, ...

use super::{py_str_repr, range_len_checked, Builtins};
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::{to_f64, to_i64, Args, Bound};
use crate::interp::ast::{BinOp, CmpOp};
use crate::interp::eval::{py_cmp, Interp};
use crate::interp::iterators;
use crate::interp::pyint::{self, int_from_str};
use crate::interp::value::*;
use num_bigint::BigInt;
use num_traits::{One, Zero};
use std::cell::RefCell;
use std::cmp::Ordering;
use std::rc::Rc;

pub fn register(r: &mut Builtins) {
    let topic = "input and output";
    r.add(
        topic,
        &["print"],
        "*args, sep=' ', end='\\n', file=None, flush=False",
        print,
    );

    // The `site` module's exit()/quit(), which scripts call to stop: SystemExit, as
    // `sys.exit` raises it.
    r.add(topic, &["exit", "quit"], "code=None", |it, a| {
        // `raise SystemExit(code)`: args is (None,) for a bare exit().
        let args = Args::new(vec![a.value_or_none("code")]);
        let e = it.call(&Value::builtin("SystemExit"), args)?;
        Err(crate::interp::exceptions::raise_value(it, &e)?)
    });
    r.add(
        topic,
        &["open"],
        "file, mode='r', buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None",
        |it, a| {
            // The session's in-memory file system (stdlib/files.py).
            let m = crate::interp::stdlib::import(it, "_files")?;
            let open = it.getattr(&m, "open")?;
            let mut args = Args::new(vec![a.value("file")?]);
            for k in ["mode", "encoding", "newline"] {
                if a.given(k) {
                    args.kw.push((k.to_string(), a.value_or_none(k)));
                }
            }
            it.call(&open, args)
        },
    );

    let topic = "conversions";
    r.add(topic, &["int"], "x=None, /, base=None", int);
    r.add(topic, &["slice"], "*args", slice);
    r.add(topic, &["float"], "x=None, /", float);
    r.add(topic, &["complex"], "real=None, imag=None", |it, a| {
        let re = a.given("real").then(|| a.value_or_none("real"));
        let im = a.given("imag").then(|| a.value_or_none("imag"));
        crate::interp::complex::number::construct(it, re.as_ref(), im.as_ref())
    });
    r.add(
        topic,
        &["str"],
        "object=None, encoding=None, errors=None",
        |it, a| {
            // `str(b, encoding[, errors])` decodes, as `b.decode(...)` does.
            if a.given("encoding") || a.given("errors") {
                let (encoding, errors) = crate::interp::codecs::text_args(a, "str")?;
                let object = a.value_or_none("object");
                let data = match crate::interp::pybytearray::bytes_like(&object) {
                    Some(d) => d?,
                    None if !a.given("object") => Vec::new(),
                    None if matches!(object, Value::Str(_)) => {
                        return Err(type_error("decoding str is not supported"))
                    }
                    None => {
                        return Err(type_error(format!(
                            "decoding to str: need a bytes-like object, {} found",
                            object.type_name()
                        )))
                    }
                };
                let text = crate::interp::codecs::decode(it, &data, &encoding, &errors)?;
                return Ok(Value::str(&text));
            }
            Ok(Value::str(&match a.get("object") {
                None if !a.given("object") => String::new(),
                None => "None".into(),
                Some(v) => it.to_str(v)?,
            }))
        },
    );
    r.add(
        topic,
        &["bytes"],
        "source=None, encoding=None, errors=None",
        crate::interp::pybytes::construct,
    );
    r.add(
        topic,
        &["bytearray"],
        "source=None, encoding=None, errors=None",
        crate::interp::pybytearray::construct,
    );
    r.add(
        topic,
        &["memoryview"],
        "object",
        crate::interp::pymemoryview::construct,
    );
    r.add(topic, &["repr"], "obj, /", |it, a| {
        Ok(Value::str(&it.repr(&a.value_or_none("obj"))?))
    });
    r.add(topic, &["ascii"], "obj, /", |it, a| {
        Ok(Value::str(&super::ascii_repr(it, &a.value_or_none("obj"))?))
    });
    r.add(topic, &["bool"], "x=False, /", |it, a| {
        Ok(Value::Bool(it.truthy(&a.value_or_none("x"))?))
    });
    r.add(topic, &["list"], "iterable=(), /", |it, a| {
        Ok(Value::list(items(it, a, "iterable")?))
    });
    r.add(topic, &["tuple"], "iterable=(), /", |it, a| {
        Ok(Value::tuple(items(it, a, "iterable")?))
    });
    r.add_each(topic, &["set", "frozenset"], "iterable=(), /", |it, a| {
        let frozen = a.fname() == "frozenset";
        match a.get("iterable") {
            // `set(s)` copies the table as CPython's `set_merge` does (same order).
            Some(Value::Set(s)) => {
                let mut t = crate::interp::pyset::SetTable::default();
                t.merge(&s.table.borrow())?;
                Ok(Value::set_from_table(t, frozen))
            }
            _ => {
                let keys = items(it, a, "iterable")?;
                crate::interp::lending::lend(it, || Value::set(keys, frozen))
            }
        }
    });
    r.add(topic, &["dict"], "mapping=None, /, **kwargs", dict);

    let topic = "sequences and iteration";
    r.add(topic, &["len"], "obj, /", len);
    r.add(topic, &["range"], "*args", range);
    r.add(topic, &["enumerate"], "iterable, start=0", |it, a| {
        // Any int: past i64 the count goes on in big ints.
        let start = match a.get("start") {
            Some(v @ Value::BigInt(_)) => v.clone(),
            _ => Value::Int(a.i64_or("start", 0)?),
        };
        iterators::enumerate(it, &a.value("iterable")?, &start)
    });
    r.add(topic, &["zip"], "*iterables, strict=False", |it, a| {
        let strict = a.bool_or("strict", false)?;
        iterators::zip(it, &a.varargs("iterables"), strict)
    });
    r.add(topic, &["reversed"], "sequence, /", |it, a| {
        let seq = a.value_or_none("sequence");
        if let Some(r) = it.call_special(&seq, "__reversed__", vec![])? {
            return Ok(r);
        }
        if let Some(r) = it.call_meta(&seq, "reversed", vec![])? {
            return Ok(r);
        }
        // A tensor's own `__reversed__`: a flipped tensor, not an iterator.
        if let Value::Tensor(t) = &seq {
            let none = crate::interp::args::Args::new(vec![]);
            return crate::interp::tensor_api::call_method(it, t, "__reversed__", none);
        }
        let name = match &seq {
            Value::List(_) => "list_reverseiterator",
            Value::Range(..) | Value::BigRange(_) => {
                let r = crate::interp::pyrange::BigRange::of(&seq).expect("a range");
                return Ok(crate::interp::pyrange::iter_of(r.reversed()));
            }
            Value::Tuple(_) | Value::Str(_) | Value::Size(_) => "reversed",
            v if crate::interp::pybytes::is_bytes(v) => "reversed",
            Value::Instance(_) if it.special_len(&seq)?.is_some() => "reversed",
            // Dicts and their views are reversible since Python 3.8.
            Value::Dict(_) => "dict_reversekeyiterator",
            v if crate::interp::dict_views::view_of(v).is_some() => "dict_reverseiterator",
            v => {
                return Err(type_error(format!(
                    "'{}' object is not reversible",
                    v.type_name()
                )))
            }
        };
        let mut v = it.collect(&seq)?;
        v.reverse();
        Ok(iterators::SeqIter::over(name, v))
    });
    r.add(
        topic,
        &["sorted"],
        "iterable, /, *, key=None, reverse=False",
        sorted,
    );
    r.add_each(
        topic,
        &["min", "max"],
        "*args, key=None, default=None",
        min_max,
    );
    r.add(topic, &["sum"], "iterable, /, start=0", |it, a| {
        let mut acc = a.value("start")?;
        // Whether `acc` is a list this call made, which no script can see yet: lists are then
        // added to it in place, as one growing list (CPython makes a new list each step,
        // with the same result; the dropped copies of a 10**9-item sum aborted the process).
        let mut own_list = false;
        for v in it.collect(&a.value("iterable")?)? {
            if let (true, Value::List(l), Value::List(x)) = (own_list, &acc, &v) {
                let total = l.borrow().len() as u128 + x.borrow().len() as u128;
                crate::limits::check_value_size(total, std::mem::size_of::<Value>())?;
                let more = x.borrow().clone();
                l.borrow_mut().extend(more);
                continue;
            }
            // list + list is always a new list; what a class's `__radd__` gives may not be.
            let both_lists = matches!((&acc, &v), (Value::List(_), Value::List(_)));
            acc = it.binop(BinOp::Add, &acc, &v)?;
            own_list = both_lists && matches!(acc, Value::List(_));
        }
        Ok(acc)
    });
    // Item by item: they stop at the first deciding item, so a generator after it is
    // left unconsumed (and its side effects unrun), as in CPython.
    r.add_each(topic, &["any", "all"], "iterable, /", |it, a| {
        let want = a.fname() == "any";
        let mut found = false;
        it.for_each(&a.value_or_none("iterable"), &mut |me, v| {
            found = me.truthy(&v)? == want;
            Ok(!found)
        })?;
        Ok(Value::Bool(if found { want } else { !want }))
    });
    r.add(topic, &["map"], "function, *iterables", |it, a| {
        iterators::map(it, a.value_or_none("function"), &a.varargs("iterables"))
    });
    r.add(topic, &["filter"], "function, iterable, /", |it, a| {
        iterators::filter(
            it,
            a.value_or_none("function"),
            &a.value_or_none("iterable"),
        )
    });
    r.add(topic, &["iter"], "object, sentinel=None, /", |it, a| {
        let object = a.value_or_none("object");
        if !a.given("sentinel") {
            return it.make_iter(&object);
        }
        if !super::objects_fns::is_callable(&object) {
            return Err(type_error("iter(v, w): v must be callable"));
        }
        Ok(Value::Object(Rc::new(iterators::CallableIter {
            callable: object,
            sentinel: a.value_or_none("sentinel"),
            done: std::cell::Cell::new(false),
        })))
    });
    r.add(topic, &["next"], "iterator, default=None, /", next);
}

fn items(it: &mut Interp, a: &Bound, name: &str) -> Result<Vec<Value>> {
    match a.get(name) {
        None if !a.given(name) => Ok(vec![]),
        v => it.collect(v.unwrap_or(&Value::None)),
    }
}

fn print(it: &mut Interp, a: &Bound) -> Result<Value> {
    let sep = a.str("sep")?.unwrap_or(" ".into());
    let end = a.str("end")?.unwrap_or("\n".into());
    let mut parts = Vec::new();
    for v in a.varargs("args") {
        parts.push(it.to_str(&v)?);
    }
    let text = format!("{}{}", parts.join(&sep), end);
    match a.get("file") {
        // Anything with a `write` (a file of the session's file system, a StringIO).
        Some(f) if !matches!(f, Value::None) => {
            let write = it.getattr(f, "write")?;
            it.call(&write, Args::new(vec![Value::str(&text)]))?;
        }
        _ => (it.print)(&text),
    }
    Ok(Value::None)
}

fn len(it: &mut Interp, a: &Bound) -> Result<Value> {
    let v = a.value_or_none("obj");
    if let Some(n) = it.meta_len(&v)? {
        return Ok(Value::Int(n));
    }
    Ok(Value::Int(match &v {
        Value::Tensor(t) => {
            if t.ndim() == 0 {
                return Err(type_error("len() of a 0-d tensor"));
            }
            t.shape()[0] as i64
        }
        Value::Str(s) => s.chars().count() as i64,
        Value::Range(a, b, c) => range_len_checked(*a, *b, *c)?,
        Value::BigRange(r) => r.len_checked()?,
        Value::Dict(d) => d.borrow().items.len() as i64,
        Value::Set(s) => s.table.borrow().len() as i64,
        Value::Instance(_) if it.special_len(&v)?.is_some() => it.special_len(&v)?.unwrap_or(0),
        Value::Object(o) if o.py_len().is_some() => o.py_len().unwrap_or(0) as i64,
        // An iterator has no length (counting would use it up).
        v if iterators::is_iterator(v) => {
            return Err(type_error(format!(
                "object of type '{}' has no len()",
                v.type_name()
            )))
        }
        // A class without `__len__` has no length, even when it iterates (CPython; a
        // DataLoader over an IterableDataset without `__len__` must not count its items).
        Value::Instance(_) => {
            return Err(type_error(format!(
                "object of type '{}' has no len()",
                v.type_name()
            )))
        }
        // Our own container objects count their items.
        Value::Object(_) => it.collect(&v)?.len() as i64,
        Value::List(l) => l.borrow().len() as i64,
        Value::Tuple(_) | Value::Size(_) => v.tuple_items().unwrap_or_default().len() as i64,
        _ => {
            return Err(type_error(format!(
                "object of type '{}' has no len()",
                v.type_name()
            )))
        }
    }))
}

fn range(it: &mut Interp, a: &Bound) -> Result<Value> {
    let args = a
        .varargs("args")
        .iter()
        .map(|v| it.index_value(v))
        .collect::<Result<Vec<_>>>()?;
    // Python ints of any size: a bound past i64 makes a big range (pyrange.rs).
    let ints: Vec<BigInt> = args
        .iter()
        .map(|v| {
            pyint::as_big(v).ok_or_else(|| {
                type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    v.type_name()
                ))
            })
        })
        .collect::<Result<_>>()?;
    let (zero, one) = (BigInt::zero(), BigInt::one());
    let (start, stop, step) = match ints.as_slice() {
        [b] => (&zero, b, &one),
        [a, b] => (a, b, &one),
        [a, b, c] => (a, b, c),
        [] => return Err(type_error("range expected at least 1 argument, got 0")),
        _ => {
            return Err(type_error(format!(
                "range expected at most 3 arguments, got {}",
                ints.len()
            )))
        }
    };
    if step.is_zero() {
        return Err(value_error("range() arg 3 must not be zero"));
    }
    Ok(crate::interp::pyrange::make(
        start.clone(),
        stop.clone(),
        step.clone(),
    ))
}

/// What a class's `__int__` or `__index__` gave, as int() hands it on: an int (a bool as
/// its plain int), anything else CPython's TypeError (`__int__` returning 1.5 or self).
fn hook_int(hook: &str, r: Value) -> Result<Value> {
    match r {
        Value::Int(_) | Value::BigInt(_) => Ok(r),
        Value::Bool(b) => Ok(Value::Int(i64::from(b))),
        _ => Err(type_error(format!(
            "{hook} returned non-int (type {})",
            r.type_name()
        ))),
    }
}

fn int(it: &mut Interp, a: &Bound) -> Result<Value> {
    if a.given("base") {
        return int_with_base(a);
    }
    if !a.given("x") {
        return Ok(Value::Int(0));
    }
    // A class's own conversion (`__int__`, then `__index__`), as CPython's int() asks it.
    for hook in ["__int__", "__index__"] {
        if let Some(r) = it.call_special(&a.value_or_none("x"), hook, vec![])? {
            return hook_int(hook, r);
        }
    }
    if let Some(v) = crate::interp::complex::to_real_number(it, &a.value_or_none("x"), true)? {
        return Ok(v);
    }
    Ok(match Some(&a.value_or_none("x")) {
        None => Value::Int(0),
        Some(Value::Str(s)) => int_from_str(s)?,
        Some(v) if crate::interp::pybytes::is_bytes(v) => as_text(v, int_from_str)?,
        Some(Value::Float(f)) => crate::interp::pyint::from_integral_float(f.trunc())?,
        Some(Value::Tensor(t)) => {
            let s = crate::ops::item(t).map_err(|e| {
                crate::meta::keep_item_refusal(t, e).unwrap_or_else(|| {
                    value_error("only one element tensors can be converted to Python scalars")
                })
            })?;
            match s {
                crate::scalar::Scalar::Int(i) => Value::Int(i),
                crate::scalar::Scalar::Bool(b) => Value::Int(b as i64),
                s => crate::interp::pyint::from_integral_float(s.to_f64().trunc())?,
            }
        }
        Some(v @ Value::BigInt(_)) => v.clone(),
        Some(v @ (Value::Int(_) | Value::Bool(_))) => Value::Int(to_i64(v)?),
        Some(v) => {
            return Err(type_error(format!(
                "int() argument must be a string, a bytes-like object or a real number, not '{}'",
                v.type_name()
            )))
        }
    })
}

/// `int(b'12')`, `float(b'1.5')`, `int(b'ff', 16)`: CPython reads a bytes as the ASCII text
/// it holds, and its ValueError shows the bytes' repr.
fn as_text(v: &Value, parse: impl FnOnce(&str) -> Result<Value>) -> Result<Value> {
    let data = crate::interp::pybytes::bytes_of(v).unwrap_or_default();
    let text: String = data.iter().map(|&b| b as char).collect();
    parse(&text).map_err(|mut e| {
        if let Some(head) = e.message.strip_suffix(&py_str_repr(&text)) {
            e.message = format!("{head}{}", crate::interp::pybytes::repr(data));
        }
        e
    })
}

/// `int(s, base)`: base 0 (read the prefix) or 2 to 36, as CPython parses it.
fn int_with_base(a: &Bound) -> Result<Value> {
    let base = a.i64_or("base", 10)?;
    match a.get("x") {
        Some(Value::Str(s)) => int_text_with_base(s, base),
        Some(v) if crate::interp::pybytes::is_bytes(v) => {
            as_text(v, |s| int_text_with_base(s, base))
        }
        _ => Err(type_error(
            "int() can't convert non-string with explicit base",
        )),
    }
}

fn int_text_with_base(s: &str, base: i64) -> Result<Value> {
    if base != 0 && !(2..=36).contains(&base) {
        return Err(value_error("int() base must be >= 2 and <= 36, or 0"));
    }
    let invalid = || {
        value_error(format!(
            "invalid literal for int() with base {base}: {}",
            py_str_repr(s)
        ))
    };
    let t = s.trim();
    let (neg, body) = match t.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let lower = body.to_ascii_lowercase();
    let prefixed = [("0x", 16), ("0o", 8), ("0b", 2)]
        .iter()
        .find(|(p, b)| lower.starts_with(p) && (base == 0 || base == *b));
    let (radix, digits) = match (prefixed, base) {
        (Some((p, b)), _) => (*b as u32, &lower[p.len()..]),
        (None, 0) => (10, lower.as_str()),
        (None, b) => (b as u32, lower.as_str()),
    };
    let digits = digits
        .strip_prefix('_')
        .filter(|_| prefixed.is_some())
        .unwrap_or(digits);
    if digits.is_empty()
        || digits.starts_with('_')
        || digits.ends_with('_')
        || digits.contains("__")
    {
        return Err(invalid());
    }
    let clean: String = digits.chars().filter(|c| *c != '_').collect();
    if base == 0
        && prefixed.is_none()
        && clean.len() > 1
        && clean.starts_with('0')
        && !clean.trim_start_matches('0').is_empty()
    {
        return Err(invalid());
    }
    let n = crate::interp::pyint::parse(&clean, radix).ok_or_else(invalid)?;
    Ok(crate::interp::pyint::int_value(if neg { -n } else { n }))
}

fn float(it: &mut Interp, a: &Bound) -> Result<Value> {
    if !a.given("x") {
        return Ok(Value::Float(0.0));
    }
    // A class's own conversion (`__float__`, then `__index__`), as CPython's float() asks it.
    let x = a.value_or_none("x");
    if let Some(r) = it.call_special(&x, "__float__", vec![])? {
        return match r {
            Value::Float(_) => Ok(r),
            _ => Err(type_error(format!(
                "{}.__float__ returned non-float (type {})",
                x.type_name(),
                r.type_name()
            ))),
        };
    }
    if let Some(r) = it.call_special(&x, "__index__", vec![])? {
        return Ok(Value::Float(to_f64(&hook_int("__index__", r)?)?));
    }
    if let Some(v) = crate::interp::complex::to_real_number(it, &a.value_or_none("x"), false)? {
        return Ok(v);
    }
    Ok(match Some(&a.value_or_none("x")) {
        None => Value::Float(0.0),
        Some(Value::Str(s)) => float_from_str(s)?,
        Some(v) if crate::interp::pybytes::is_bytes(v) => as_text(v, float_from_str)?,
        Some(Value::Tensor(t)) => Value::Float(
            crate::ops::item(t)
                .map_err(|e| {
                    crate::meta::keep_item_refusal(t, e).unwrap_or_else(|| {
                        value_error("only one element tensors can be converted to Python scalars")
                    })
                })?
                .to_f64(),
        ),
        Some(v @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_))) => {
            Value::Float(to_f64(v)?)
        }
        Some(v) => {
            return Err(type_error(format!(
                "float() argument must be a string or a real number, not '{}'",
                v.type_name()
            )))
        }
    })
}

fn float_from_str(s: &str) -> Result<Value> {
    let bad = || {
        TorchError::new(
            ErrorKind::ValueError,
            format!("could not convert string to float: {}", py_str_repr(s)),
        )
    };
    Ok(Value::Float(match s.trim().to_ascii_lowercase().as_str() {
        "inf" | "infinity" | "+inf" | "+infinity" => f64::INFINITY,
        "-inf" | "-infinity" => f64::NEG_INFINITY,
        "nan" | "+nan" | "-nan" => f64::NAN,
        t => without_digit_underscores(t)
            .ok_or_else(bad)?
            .parse::<f64>()
            .map_err(|_| bad())?,
    }))
}

/// `t` with its underscores removed when each stands between two digits, as CPython's
/// float() allows them (PEP 515: `float('1_0.5')` is 10.5); None for one elsewhere.
fn without_digit_underscores(t: &str) -> Option<String> {
    let b = t.as_bytes();
    for (i, c) in b.iter().enumerate() {
        if *c == b'_' {
            let before = i.checked_sub(1).and_then(|j| b.get(j));
            let after = b.get(i + 1);
            if !(before.is_some_and(u8::is_ascii_digit) && after.is_some_and(u8::is_ascii_digit)) {
                return None;
            }
        }
    }
    Some(t.replace('_', ""))
}

fn dict(it: &mut Interp, a: &Bound) -> Result<Value> {
    let mut d = Dict::default();
    let pairs = super::containers::update_pairs(it, a.get("mapping"), a.kwargs())?;
    crate::interp::lending::lend(it, || pairs.into_iter().try_for_each(|(k, v)| d.set(k, v)))?;
    Ok(Value::Dict(Rc::new(RefCell::new(d))))
}

fn sorted(it: &mut Interp, a: &Bound) -> Result<Value> {
    let items = it.collect(&a.value("iterable")?)?;
    let key = a.get("key").cloned();
    let mut keyed = Vec::with_capacity(items.len());
    for v in items {
        let k = match &key {
            Some(f) => it.call(f, Args::new(vec![v.clone()]))?,
            None => v.clone(),
        };
        keyed.push((k, v));
    }
    let reverse = a.bool_or("reverse", false)?;
    // Python's sort is stable both ways: `reverse` flips each comparison, not the result.
    let keyed = merge_sort(keyed, &mut |x, y| {
        let (x, y) = if reverse { (&y.0, &x.0) } else { (&x.0, &y.0) };
        less_than(it, x, y)
    })?;
    Ok(Value::list(keyed.into_iter().map(|(_, v)| v).collect()))
}

/// `a < b` as `sorted` asks it: numbers, strings and plain sequences natively, anything
/// else (tensors, a class's `__lt__`, a NaN, sequences holding them) by the `<` operator,
/// which also raises Python's TypeError for types without an order.
fn less_than(it: &mut Interp, a: &Value, b: &Value) -> Result<bool> {
    if let Some(o) = py_cmp(a, b) {
        return Ok(o == Ordering::Less);
    }
    let r = it.compare(CmpOp::Lt, a, b)?;
    it.truthy(&r)
}

/// A stable merge sort with a fallible `<` (a user's `__lt__` may raise or be inconsistent;
/// the standard library's sort may panic on an inconsistent order).
pub(crate) fn merge_sort<T: Clone>(
    items: Vec<T>,
    lt: &mut dyn FnMut(&T, &T) -> Result<bool>,
) -> Result<Vec<T>> {
    let n = items.len();
    let mut src = items;
    let mut width = 1;
    while width < n {
        let mut dst = Vec::with_capacity(n);
        let mut lo = 0;
        while lo < n {
            let mid = (lo + width).min(n);
            let hi = (lo + 2 * width).min(n);
            let (mut i, mut j) = (lo, mid);
            while i < mid && j < hi {
                // Take from the right only when it is strictly smaller: stability.
                if lt(&src[j], &src[i])? {
                    dst.push(src[j].clone());
                    j += 1;
                } else {
                    dst.push(src[i].clone());
                    i += 1;
                }
            }
            dst.extend_from_slice(&src[i..mid]);
            dst.extend_from_slice(&src[j..hi]);
            lo = hi;
        }
        src = dst;
        width *= 2;
    }
    Ok(src)
}

fn min_max(it: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    let args = a.varargs("args");
    if args.len() > 1 && a.given("default") {
        return Err(type_error(format!(
            "Cannot specify a default for {name}() with multiple positional arguments"
        )));
    }
    let items = match args.as_slice() {
        [] => {
            return Err(type_error(format!(
                "{name} expected at least 1 argument, got 0"
            )))
        }
        [one] => it.collect(one)?,
        _ => args.clone(),
    };
    if items.is_empty() {
        // `default=None` given is a default of None, not "no default".
        return if a.given("default") {
            Ok(a.value_or_none("default"))
        } else {
            Err(value_error(format!("{name}() arg is an empty sequence")))
        };
    }
    let key = a.get("key").cloned();
    let key_of = |it: &mut Interp, v: &Value| -> Result<Value> {
        match &key {
            Some(f) => it.call(f, Args::new(vec![v.clone()])),
            None => Ok(v.clone()),
        }
    };
    let mut best = items[0].clone();
    let mut best_k = key_of(it, &best)?;
    for v in items.into_iter().skip(1) {
        let k = key_of(it, &v)?;
        let better = if let (Value::Tensor(_), _) | (_, Value::Tensor(_)) = (&k, &best_k) {
            let op = if name == "max" { CmpOp::Gt } else { CmpOp::Lt };
            let c = it.compare(op, &k, &best_k)?;
            it.truthy(&c)?
        } else {
            match py_cmp(&k, &best_k) {
                Some(o) => {
                    o == if name == "max" {
                        Ordering::Greater
                    } else {
                        Ordering::Less
                    }
                }
                // No order (a NaN, or a user class): the comparison operator decides, or
                // raises Python's TypeError.
                None => {
                    let op = if name == "max" { CmpOp::Gt } else { CmpOp::Lt };
                    let c = it.compare(op, &k, &best_k)?;
                    it.truthy(&c)?
                }
            }
        };
        if better {
            best = v;
            best_k = k;
        }
    }
    Ok(best)
}

fn next(it: &mut Interp, a: &Bound) -> Result<Value> {
    let v = a.value_or_none("iterator");
    if !iterators::is_iterator(&v) {
        return Err(type_error(format!(
            "'{}' object is not an iterator",
            v.type_name()
        )));
    }
    match it.next_of(&v)? {
        Some(x) => Ok(x),
        None if a.given("default") => Ok(a.value_or_none("default")),
        None => Err(iterators::stop_iteration(
            it.generator_return(&v).as_ref(),
            it,
        )?),
    }
}

/// `slice(stop)` / `slice(start, stop[, step])`, the object `a[1:2]` indexes with.
fn slice(it: &mut Interp, a: &Bound) -> Result<Value> {
    let args = a.varargs("args");
    // Bounds are kept as written (`slice(1, 2**70)`, `slice('a', 'b')`): what is indexed
    // checks them (`pyslice.rs`).
    let make = crate::interp::pyslice::make;
    match args.as_slice() {
        [stop] => make(it, Value::None, stop.clone(), Value::None),
        [start, stop] => make(it, start.clone(), stop.clone(), Value::None),
        [start, stop, step] => make(it, start.clone(), stop.clone(), step.clone()),
        [] => Err(type_error("slice expected at least 1 argument, got 0")),
        more => Err(type_error(format!(
            "slice expected at most 3 arguments, got {}",
            more.len()
        ))),
    }
}
