//! `dir()`: the sorted attribute names of a script's scope, class, instance or module, as
//! scripts use it to explore an API (`'SGD' in dir(optim)`, the public names of a layer).

use crate::error::{not_implemented, Result};
use crate::interp::eval::Interp;
use crate::interp::value::*;
use std::collections::BTreeSet;

/// What every class inherits from `object` (CPython 3.11's `dir(object)`), plus the three
/// entries a class statement adds.
const OBJECT_NAMES: &[&str] = &[
    "__class__",
    "__delattr__",
    "__dir__",
    "__doc__",
    "__eq__",
    "__format__",
    "__ge__",
    "__getattribute__",
    "__getstate__",
    "__gt__",
    "__hash__",
    "__init__",
    "__init_subclass__",
    "__le__",
    "__lt__",
    "__ne__",
    "__new__",
    "__reduce__",
    "__reduce_ex__",
    "__repr__",
    "__setattr__",
    "__sizeof__",
    "__str__",
    "__subclasshook__",
];
const CLASS_STATEMENT_NAMES: &[&str] = &["__dict__", "__module__", "__weakref__"];

pub fn dir(it: &mut Interp, v: Option<Value>) -> Result<Value> {
    let mut names: BTreeSet<String> = BTreeSet::new();
    match v {
        // The names of the current scope: the function's locals, or the module's.
        None => {
            let env = it.env.clone().unwrap_or_else(|| it.globals.clone());
            names.extend(env.vars.borrow().keys().cloned());
        }
        Some(Value::Class(c)) => class_names(&c, &mut names),
        Some(v @ Value::Instance(_)) if has_own_dir(&v) => {
            // A class's `__dir__` answers, sorted by dir() as CPython does (duplicates kept).
            let listed = it
                .call_special(&v, "__dir__", vec![])?
                .unwrap_or_else(|| Value::list(vec![]));
            let mut items: Vec<String> = Vec::new();
            for n in it.collect(&listed)? {
                match n {
                    Value::Str(s) => items.push(s.to_string()),
                    other => {
                        return Err(crate::error::type_error(format!(
                            "'<' not supported between instances of '{}' and 'str'",
                            other.type_name()
                        )))
                    }
                }
            }
            items.sort();
            return Ok(Value::list(items.iter().map(|n| Value::str(n)).collect()));
        }
        Some(Value::Instance(i)) => {
            class_names(&i.class(), &mut names);
            for (k, _) in i.dict().borrow().items.iter() {
                if let Value::Str(s) = k {
                    names.insert(s.to_string());
                }
            }
        }
        Some(Value::Namespace(ns)) => namespace_names(ns, &mut names),
        Some(Value::Object(o))
            if o.as_any()
                .downcast_ref::<crate::interp::stdlib::PyModule>()
                .is_some() =>
        {
            if let Some(m) = o.as_any().downcast_ref::<crate::interp::stdlib::PyModule>() {
                names.extend(m.names(it));
            }
        }
        Some(v) if builtin_type_name(&v).is_some() => {
            let tname = builtin_type_name(&v).unwrap_or_default();
            // Every name a built-in type or value could answer, kept if it really does.
            // (A registry's internal entries are no names; torch.Size's `numel` is its own.)
            let size = matches!(v, Value::Size(_));
            // bytearray and memoryview answer their names on a value, not on the type.
            let probe = match (&v, tname) {
                (Value::Builtin(_), "bytearray") => {
                    crate::interp::pybytearray::PyByteArray::value(vec![])
                }
                (Value::Builtin(_), "memoryview") => it.call(
                    &v,
                    crate::interp::args::Args::new(vec![crate::interp::pybytes::PyBytes::value(
                        vec![],
                    )]),
                )?,
                _ => v.clone(),
            };
            for n in builtin_candidates(tname) {
                let internal = !n.chars().all(|c| c.is_alphanumeric() || c == '_');
                if internal || (n == "numel" && !size) {
                    continue;
                }
                if super::attributes::getattr(it, &v, &n).is_ok()
                    || super::attributes::getattr(it, &probe, &n).is_ok()
                {
                    names.insert(n);
                }
            }
        }
        Some(v) if crate::interp::dict_views::view_of(&v).is_some() => {
            // object's names, the view type's special methods, and `isdisjoint` where the
            // view answers it (`mapping` is not here: no mappingproxy type).
            let tname = v.type_name();
            names.extend(OBJECT_NAMES.iter().map(|s| s.to_string()));
            names.extend(super::native_dunders::names(&tname));
            if super::attributes::getattr(it, &v, "isdisjoint").is_ok() {
                names.insert("isdisjoint".into());
            }
        }
        Some(other) => {
            return Err(not_implemented(format!(
                "dir() of a {} object is not supported in stridelab yet",
                other.type_name()
            )))
        }
    }
    Ok(Value::list(names.iter().map(|n| Value::str(n)).collect()))
}

fn has_own_dir(v: &Value) -> bool {
    matches!(v, Value::Instance(i) if i.class().lookup("__dir__").is_some())
}

fn class_names(c: &std::rc::Rc<Class>, names: &mut BTreeSet<String>) {
    names.extend(OBJECT_NAMES.iter().map(|s| s.to_string()));
    names.extend(CLASS_STATEMENT_NAMES.iter().map(|s| s.to_string()));
    let mut order = vec![c.clone()];
    order.extend(c.mro_after());
    for k in order {
        names.extend(
            k.attrs
                .borrow()
                .keys()
                .filter(|n| *n != "__qualname__")
                .cloned(),
        );
    }
}

/// The names a native namespace answers: its registries' entries and the fixed names, each
/// kept only if the namespace really resolves it.
fn namespace_names(ns: &'static str, names: &mut BTreeSet<String>) {
    let candidates = crate::interp::torch_api::namespace_candidates(ns);
    names.extend(
        candidates
            .into_iter()
            .filter(|n| crate::interp::torch_api::namespace_attr(ns, n).is_some()),
    );
    // What the namespace finds in Python: its submodules and re-exports (`optim.LBFGS`).
    names.extend(crate::interp::stdlib::python_names_of(ns));
}

/// `vars(module)`: a dict of a module's names and values (a copy for native namespaces,
/// whose names live in registries). None for anything that is not a module.
pub fn module_dict(it: &mut Interp, v: &Value) -> Result<Option<Value>> {
    let names: Vec<String> = match v {
        Value::Namespace(ns) => {
            let mut set = BTreeSet::new();
            namespace_names(ns, &mut set);
            set.into_iter().collect()
        }
        Value::Object(o) => match o.as_any().downcast_ref::<crate::interp::stdlib::PyModule>() {
            Some(m) => m.names(it),
            None => return Ok(None),
        },
        _ => return Ok(None),
    };
    let mut d = crate::interp::pydict::Dict::default();
    for n in names {
        let value = it.getattr(v, &n)?;
        d.set(Value::str(&n), value)?;
    }
    Ok(Some(Value::Dict(std::rc::Rc::new(
        std::cell::RefCell::new(d),
    ))))
}

/// The built-in type whose names `dir(v)` lists: `v` is the type (`dir(str)`) or a value of
/// it (`dir("abc")`).
fn builtin_type_name(v: &Value) -> Option<&'static str> {
    const TYPES: &[&str] = &[
        "str",
        "bytes",
        "bytearray",
        "memoryview",
        "list",
        "tuple",
        "dict",
        "set",
        "frozenset",
        "int",
        "float",
        "bool",
        "range",
        "slice",
        "object",
    ];
    let name = match v {
        Value::Builtin(b) if b.recv.is_none() => b.name.clone(),
        Value::Builtin(_) | Value::Object(_) if !is_bytes_type(v) => return None,
        Value::Str(_)
        | Value::List(_)
        | Value::Tuple(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::Int(_)
        | Value::BigInt(_)
        | Value::Float(_)
        | Value::Bool(_)
        | Value::Range(..)
        | Value::BigRange(_)
        | Value::Slice(..)
        | Value::Object(_) => v.type_name(),
        _ => return None,
    };
    TYPES.iter().find(|t| **t == name).copied()
}

/// bytes, bytearray and memoryview: the native objects `dir` lists as built-in types.
fn is_bytes_type(v: &Value) -> bool {
    crate::interp::pybytes::is_bytes(v) || crate::interp::pybytearray::is_buffer(v)
}

/// The names a built-in type may have: object's, its special methods and its methods.
fn builtin_candidates(tname: &str) -> Vec<String> {
    use crate::interp::builtins::containers;
    let mut out: Vec<String> = OBJECT_NAMES.iter().map(|s| s.to_string()).collect();
    out.extend(super::native_dunders::names(tname));
    let registry = match tname {
        "list" => Some(&*containers::LIST),
        "dict" => Some(&*containers::DICT),
        "str" => Some(&*containers::STR),
        "tuple" => Some(&*containers::TUPLE),
        "set" => Some(&*super::sets::SET),
        "frozenset" => Some(&*super::sets::FROZENSET),
        "bytes" | "bytearray" => Some(&*crate::interp::pybytes_methods::BYTES),
        _ => None,
    };
    out.extend(
        registry
            .into_iter()
            .flat_map(|r| r.names())
            .map(String::from),
    );
    let more: &[&str] = match tname {
        "int" | "bool" => &[
            "bit_length",
            "bit_count",
            "conjugate",
            "as_integer_ratio",
            "to_bytes",
            "from_bytes",
            "real",
            "imag",
            "numerator",
            "denominator",
        ],
        "float" => &[
            "is_integer",
            "hex",
            "fromhex",
            "as_integer_ratio",
            "conjugate",
            "real",
            "imag",
        ],
        "str" => &["maketrans", "translate"],
        "bytes" => &["fromhex", "maketrans"],
        "bytearray" => &["fromhex", "maketrans"],
        "memoryview" => &["__enter__", "__exit__"],
        "dict" => &["fromkeys"],
        "range" => &["start", "stop", "step", "count", "index"],
        "slice" => &["start", "stop", "step", "indices"],
        _ => &[],
    };
    out.extend(more.iter().map(|s| s.to_string()));
    if tname == "bytearray" {
        out.extend(crate::interp::pybytearray::methods::mutator_names().map(String::from));
    }
    if tname == "memoryview" {
        out.extend(crate::interp::pymemoryview::public_names().map(String::from));
    }
    out
}
