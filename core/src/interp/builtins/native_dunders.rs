//! The special methods of the built-in types' values (`d.__getitem__`, `(1).__add__`,
//! `int.__add__` unbound), run by stdlib/native_dunders.py with CPython 3.11's slot
//! results. Which names each type has is CPython's `dir(T)`, in the table below; the
//! unhashable types' `__hash__` is None, as in CPython.

use crate::error::Result;
use crate::interp::eval::Interp;
use crate::interp::value::*;

/// `int`'s special methods (without the double underscores), which `bool` shares.
const INT_DUNDERS: &str = "abs add and bool ceil divmod eq float floor floordiv format ge \
     getnewargs gt hash index int invert le lshift lt mod mul ne neg or pos pow radd rand \
     rdivmod repr rfloordiv rlshift rmod rmul ror round rpow rrshift rshift rsub rtruediv \
     rxor str sub truediv trunc xor";

/// `dict_keys`'s and `dict_items`'s special methods (CPython 3.11's `dir`).
const SET_LIKE_VIEW: &str = "and contains eq format ge gt iter le len lt ne or rand repr \
     reversed ror rsub rxor str sub xor";

/// `dict_values`'s: no set operations, no `in` of its own (`in` iterates).
const VALUES_VIEW: &str = "eq format ge gt hash iter le len lt ne repr reversed str";

/// Each type's special methods (CPython 3.11's `dir(T)`, those native_dunders.py runs),
/// named without their underscores.
const DUNDERS: &[(&str, &str)] = &[
    (
        "str",
        "add contains eq format ge getitem getnewargs gt hash iter le len lt mod \
         mul ne repr rmod rmul str",
    ),
    (
        "bytes",
        "add bytes contains eq format ge getitem getnewargs gt hash iter le len \
         lt mod mul ne repr rmod rmul str",
    ),
    (
        "bytearray",
        "add contains delitem eq format ge getitem gt iadd imul iter le len lt mod \
         mul ne repr rmod rmul setitem str",
    ),
    (
        "memoryview",
        "delitem eq format getitem hash iter len ne repr setitem str",
    ),
    (
        "list",
        "add contains delitem eq format ge getitem gt iadd imul iter le len lt \
         mul ne repr reversed rmul setitem str",
    ),
    (
        "tuple",
        "add contains eq format ge getitem getnewargs gt hash iter le len lt mul \
         ne repr rmul str",
    ),
    (
        "dict",
        "contains delitem eq format ge getitem gt ior iter le len lt ne or repr \
         reversed ror setitem str",
    ),
    (
        "set",
        "and contains eq format ge gt iand ior isub iter ixor le len lt ne or \
         rand repr ror rsub rxor str sub xor",
    ),
    (
        "frozenset",
        "and contains eq format ge gt hash iter le len lt ne or rand repr ror \
         rsub rxor str sub xor",
    ),
    ("int", INT_DUNDERS),
    (
        "float",
        "abs add bool ceil divmod eq float floor floordiv format ge getnewargs \
         gt hash int le lt mod mul ne neg pos pow radd rdivmod repr rfloordiv \
         rmod rmul round rpow rsub rtruediv str sub truediv trunc",
    ),
    (
        // bool's special methods are int's (it derives from int and adds none).
        "bool",
        INT_DUNDERS,
    ),
    (
        "range",
        "bool contains eq format ge getitem gt hash iter le len lt ne repr \
         reversed str",
    ),
    ("slice", "eq format ge gt le lt ne repr str"),
    // The dict views (an OrderedDict's `odict_*` are alike): keys and items are set-like,
    // values only sized and iterable.
    ("dict_keys", SET_LIKE_VIEW),
    ("dict_items", SET_LIKE_VIEW),
    ("dict_values", VALUES_VIEW),
    ("odict_keys", SET_LIKE_VIEW),
    ("odict_items", SET_LIKE_VIEW),
    ("odict_values", VALUES_VIEW),
    // Iterators (`it.__next__()`), None.
    ("iterator", "iter next"),
    ("NoneType", "bool eq format hash ne repr str"),
];

fn type_key(v: &Value) -> Option<&'static str> {
    Some(match v {
        Value::Str(_) => "str",
        Value::List(_) => "list",
        Value::Tuple(_) | Value::Size(_) => "tuple",
        Value::Dict(_) => "dict",
        Value::Set(s) if s.frozen => "frozenset",
        Value::Set(_) => "set",
        Value::Int(_) | Value::BigInt(_) => "int",
        Value::Bool(_) => "bool",
        Value::Float(_) => "float",
        Value::Range(..) | Value::BigRange(_) => "range",
        Value::Slice(..) => "slice",
        Value::None => "NoneType",
        _ if crate::interp::pybytes::is_bytes(v) && v.type_name() == "bytes" => "bytes",
        _ if crate::interp::pybytearray::PyByteArray::of(v).is_some() => "bytearray",
        _ if crate::interp::pymemoryview::is_memoryview(v) => "memoryview",
        Value::Instance(_) | Value::Class(_) => return None,
        _ if crate::interp::dict_views::view_of(v).is_some() => {
            return DUNDERS
                .iter()
                .map(|(t, _)| *t)
                .find(|t| *t == v.type_name())
        }
        _ if is_iterator(&v.type_name()) => "iterator",
        _ => return None,
    })
}

/// A built-in iterator's type: `list_iterator`, `str_ascii_iterator`, `map`, `zip`, ...
fn is_iterator(tname: &str) -> bool {
    tname.ends_with("iterator") || matches!(tname, "map" | "zip" | "enumerate" | "filter")
}

/// Whether the built-in type `tname` has the special method `name`.
pub(crate) fn type_has(tname: &str, name: &str) -> bool {
    let Some(bare) = name.strip_prefix("__").and_then(|n| n.strip_suffix("__")) else {
        return false;
    };
    DUNDERS
        .iter()
        .any(|(t, names)| *t == tname && names.split_whitespace().any(|n| n == bare))
}

/// `[].__hash__`, `{}.__hash__`, `set().__hash__`: None, as for CPython's unhashable types.
fn unhashable(v: &Value, name: &str) -> bool {
    name == "__hash__"
        && matches!(
            type_key(v),
            Some(
                "list"
                    | "dict"
                    | "set"
                    | "slice"
                    | "bytearray"
                    | "dict_keys"
                    | "dict_items"
                    | "odict_keys"
                    | "odict_items"
            )
        )
}

/// The special methods of the built-in type `tname` (for `dir()`), underscores and all.
pub(crate) fn names(tname: &str) -> Vec<String> {
    DUNDERS
        .iter()
        .filter(|(t, _)| *t == tname)
        .flat_map(|(_, names)| names.split_whitespace().map(|n| format!("__{n}__")))
        .collect()
}

/// Whether `v.name` is one of its type's special methods here.
pub(crate) fn has(v: &Value, name: &str) -> bool {
    unhashable(v, name) || type_key(v).is_some_and(|t| type_has(t, name))
}

/// `v.name`, bound to `v`.
pub(crate) fn get(it: &mut Interp, v: &Value, name: &str) -> Result<Value> {
    if unhashable(v, name) {
        return Ok(Value::None);
    }
    let m = crate::interp::stdlib::import(it, "_native_dunders")?;
    let method = super::attributes::getattr(it, &m, "method")?;
    let f = it.call(
        &method,
        crate::interp::args::Args::new(vec![Value::str(name)]),
    )?;
    Ok(super::attributes::bind(f, v, None))
}
