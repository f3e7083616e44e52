//! Methods of built-in types written in Python (stdlib/builtin_methods.py): `str.translate`
//! and `str.maketrans`, `int.to_bytes` and `int.from_bytes`, `range.count`/`range.index`,
//! `slice.indices`. Found on a value they are bound to it; found on the type, the class
//! and static methods are handed out as they are (the instance methods go unbound through
//! stdlib/unbound.py, see `unbound_container_method` in attributes.rs).

use crate::error::Result;
use crate::interp::eval::Interp;
use crate::interp::value::*;

/// (type, attribute, function of `_builtin_methods`, whether it takes the receiver).
const METHODS: &[(&str, &str, &str, bool)] = &[
    ("str", "translate", "translate", true),
    ("str", "maketrans", "maketrans", false),
    ("int", "to_bytes", "to_bytes", true),
    ("int", "from_bytes", "int_from_bytes", false),
    ("bool", "to_bytes", "to_bytes", true),
    ("bool", "from_bytes", "bool_from_bytes", false),
    ("range", "count", "range_count", true),
    ("range", "index", "range_index", true),
    ("slice", "indices", "slice_indices", true),
];

fn function(it: &mut Interp, f: &str) -> Result<Value> {
    let m = crate::interp::stdlib::import(it, "_builtin_methods")?;
    super::attributes::getattr(it, &m, f)
}

fn value_type(v: &Value) -> Option<&'static str> {
    Some(match v {
        Value::Str(_) => "str",
        Value::Int(_) | Value::BigInt(_) => "int",
        Value::Bool(_) => "bool",
        Value::Range(..) | Value::BigRange(_) => "range",
        Value::Slice(..) => "slice",
        v if crate::interp::pyslice::GeneralSlice::of(v).is_some() => "slice",
        _ => return None,
    })
}

/// Whether `v.name` is one of this table's (`'abc'.translate`, `(1).from_bytes`).
pub(crate) fn has_instance_attr(v: &Value, name: &str) -> bool {
    value_type(v).is_some_and(|t| METHODS.iter().any(|(tt, n, _, _)| *tt == t && *n == name))
}

/// `'abc'.translate`, `(5).to_bytes`, `range(3).index` bound to the value; a class or static
/// method (`(1).from_bytes`) as it is.
pub(crate) fn instance_attr(it: &mut Interp, v: &Value, name: &str) -> Result<Value> {
    let t = value_type(v).unwrap_or_default();
    let Some(&(_, _, f, bound)) = METHODS.iter().find(|(tt, n, _, _)| *tt == t && *n == name)
    else {
        return Err(crate::error::TorchError::new(
            crate::error::ErrorKind::AttributeError,
            format!("'{}' object has no attribute '{name}'", v.type_name()),
        ));
    };
    let func = function(it, f)?;
    Ok(if bound {
        super::attributes::bind(func, v, None)
    } else {
        func
    })
}

/// Whether `tname.name` is a class or static method of this table (`str.maketrans`).
pub(crate) fn has_type_attr(tname: &str, name: &str) -> bool {
    METHODS
        .iter()
        .any(|(t, n, _, bound)| *t == tname && *n == name && !bound)
}

/// `str.maketrans`, `int.from_bytes`: the class and static methods found on the type.
pub(crate) fn type_attr(it: &mut Interp, tname: &str, name: &str) -> Result<Value> {
    let f = METHODS
        .iter()
        .find(|(t, n, _, bound)| *t == tname && *n == name && !bound)
        .map_or("", |(_, _, f, _)| f);
    function(it, f)
}

/// Whether `tname.name` is an instance method of this table (`str.translate(s, t)` unbound).
pub(crate) fn has_method(tname: &str, name: &str) -> bool {
    METHODS
        .iter()
        .any(|(t, n, _, bound)| *t == tname && *n == name && *bound)
}

/// `docs/api.md`'s account of the methods written in Python, the special methods called by
/// name, and the subclassable built-in types.
pub(crate) fn markdown() -> String {
    let mut names: Vec<String> = METHODS
        .iter()
        .filter(|(t, ..)| *t != "bool")
        .map(|(t, n, ..)| format!("`{t}.{n}`"))
        .collect();
    names.push("`dict.fromkeys`".to_string());
    format!(
        "## Built-in types: methods written in Python\n\n\
         {} run Python code (`stdlib/builtin_methods.py`, `stdlib/dict_stand_in.py`), with\n\
         CPython 3.11's results and errors. The values of `str`, `bytes`, `list`, `tuple`,\n\
         `dict`, `set`, `frozenset`, `int`, `float`, `bool`, `range` and `slice` have the\n\
         special methods of CPython's `dir(T)` by name (`d.__getitem__`, `int.__add__`;\n\
         `stdlib/native_dunders.py`). `class L(list)` and `class D(dict)` derive from\n\
         stand-ins written in Python (`stdlib/list_stand_in.py`, `stdlib/dict_stand_in.py`).\n",
        names.join(", ")
    )
}
