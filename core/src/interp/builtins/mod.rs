//! Python's built-in functions and the glue that routes attribute access, indexing and calls
//! to the right kind of value. The functions are a registry filled by `sequences` and
//! `objects_fns`; the methods of lists, dicts and strings are in `containers`.

pub(crate) mod containers;
pub(crate) use containers::str_methods::ascii_repr;
mod attribute_hooks;
mod attributes;
pub(crate) mod descriptors;
mod dir;
pub(crate) mod function_attrs;
pub(crate) mod globals_view;
mod native_dunders;
mod objects_fns;
mod percent;
mod python_methods;
mod range_math;
mod repr;
mod sequences;
mod sets;
mod stand_ins;
pub(crate) mod str_caps;
pub(crate) mod user_descriptors;
pub(crate) use attribute_hooks::{generic_delattr, object_slot};
pub(crate) use attributes::generic_instance_setattr;
pub(crate) use attributes::{bind, bind_class_method, class_module, class_qualname, class_repr};
pub use attributes::{getattr, setattr};
pub use sets::{set_binop, set_compare, set_inplace};

use super::registry::{FunctionFn, Registry};
pub(crate) use objects_fns::is_callable;
pub(crate) use python_methods::instance_attr as python_instance_attr;
pub use range_math::{range_has_int, range_key, range_len, range_len_checked};
pub use repr::{py_str_repr, repr};
pub(crate) use stand_ins::{
    class_stands_for, dict_stand_in_items, fresh_items, list_stand_in_items, raw_dict_items,
    register as stand_in_natives, stands_for, tuple_stand_in_items,
};
use std::sync::LazyLock;

use super::args::{to_i64, Args};
use super::eval::Interp;
use super::value::*;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use std::cell::RefCell;
use std::rc::Rc;

/// Names a script starts with, as the oracle's runner provides them: `torch` and `math`.
pub fn install_prelude(it: &mut Interp) {
    it.set_var("torch", Value::Namespace("torch"));
    it.set_var("math", Value::Namespace("math"));
}

pub type Builtins = Registry<FunctionFn>;

/// Python's built-in functions and exception classes, by name.
pub static PY_BUILTINS: LazyLock<Builtins> = LazyLock::new(|| {
    let mut r = Registry::new("builtins");
    sequences::register(&mut r);
    objects_fns::register(&mut r);
    descriptors::register(&mut r);
    r
});

/// The container methods' registries, for `docs/api.md`.
pub fn containers_markdown() -> String {
    use containers::{DICT, LIST, STR, TUPLE};
    [
        (&*LIST, "list."),
        (&*DICT, "dict."),
        (&*STR, "str."),
        (&*TUPLE, "tuple."),
        (&*sets::SET, "set."),
        (&*crate::interp::pybytes_methods::BYTES, "bytes."),
    ]
    .iter()
    .map(|(r, prefix)| r.markdown(prefix))
    .chain(std::iter::once(python_methods::markdown()))
    .collect::<Vec<_>>()
    .join("\n")
}

/// The built-ins that are types: `type(x)` gives them, they print as `<class 'int'>`.
pub const BUILTIN_TYPES: &[&str] = &[
    "int",
    "float",
    "complex",
    "str",
    "bytes",
    "bytearray",
    "memoryview",
    "bool",
    "list",
    "tuple",
    "dict",
    "set",
    "frozenset",
    "range",
    "slice",
    "object",
    "torch.Tensor",
    "torch.nn.Parameter",
    "torch.Size",
    "torch.device",
    "torch.dtype",
    "torch.memory_format",
    "torch.layout",
    "torch.UntypedStorage",
];

pub fn lookup_builtin(name: &str) -> Option<Value> {
    if name == "NotImplemented" {
        return Some(Value::builtin(name));
    }
    // The name of the `...` literal's object (`x[Ellipsis, 0]`, `slice` tuples built in code).
    if name == "Ellipsis" {
        return Some(Value::Ellipsis);
    }
    // The script runs as the main program, as `python script.py` runs it, so a tutorial's
    // `if __name__ == "__main__": main()` runs (docs/decisions.md).
    if name == "__name__" {
        return Some(Value::str("__main__"));
    }
    PY_BUILTINS.contains(name).then(|| Value::builtin(name))
}

/// `import m`: the native namespaces, then the stdlib modules written in Python.
pub fn import(it: &mut Interp, module: &str) -> Result<Value> {
    if let Some(ns) = native_module(module)? {
        return Ok(ns);
    }
    if super::stdlib::is_stdlib(module) {
        return super::stdlib::import(it, module);
    }
    let missing = super::stdlib::first_missing(module, |m| matches!(native_module(m), Ok(Some(_))));
    Err(TorchError::new(
        ErrorKind::ModuleNotFoundError,
        format!("No module named '{missing}'"),
    ))
}

/// The namespaces implemented natively (None: not one of them).
fn native_module(module: &str) -> Result<Option<Value>> {
    Ok(Some(Value::Namespace(match module {
        "torch" => "torch",
        "torch.nn" => "torch.nn",
        "torch.nn.functional" => "torch.nn.functional",
        "torch.linalg" => "torch.linalg",
        "torch.fft" => "torch.fft",
        "torch.cuda" => "torch.cuda",
        "torch.accelerator" => "torch.accelerator",
        "torch.random" => "torch.random",
        "torch.special" => "torch.special",
        "torch.testing" => "torch.testing",
        "torch.signal" => "torch.signal",
        "torch.signal.windows" => "torch.signal.windows",
        "torch.optim" => "torch.optim",
        "torch.autograd" => "torch.autograd",
        "torch.nn.init" => "torch.nn.init",
        "torch.utils" => "torch.utils",
        "torch.backends" => "torch.backends",
        "torch.backends.mps" => "torch.backends.mps",
        "math" => "math",
        "random" => "random",
        "stridelab" => "stridelab",
        _ => return Ok(None),
    })))
}

// ---------------------------------------------------------------------- exceptions

pub(super) const EXCEPTIONS: &[(&str, ErrorKind)] = &[
    ("RuntimeError", ErrorKind::RuntimeError),
    ("ValueError", ErrorKind::ValueError),
    ("TypeError", ErrorKind::TypeError),
    ("IndexError", ErrorKind::IndexError),
    ("KeyError", ErrorKind::KeyError),
    ("AssertionError", ErrorKind::AssertionError),
    ("NameError", ErrorKind::NameError),
    ("UnboundLocalError", ErrorKind::UnboundLocalError),
    ("AttributeError", ErrorKind::AttributeError),
    ("ZeroDivisionError", ErrorKind::ZeroDivisionError),
    ("NotImplementedError", ErrorKind::NotImplementedError),
    ("OverflowError", ErrorKind::OverflowError),
    ("RecursionError", ErrorKind::RecursionError),
    ("KeyboardInterrupt", ErrorKind::KeyboardInterrupt),
    ("MemoryError", ErrorKind::MemoryError),
    ("StopIteration", ErrorKind::StopIteration),
    ("ModuleNotFoundError", ErrorKind::ModuleNotFoundError),
];

/// The first `except` clause that catches `e` (its class expressions are evaluated only
/// now, as Python does when an exception reaches the clause).
pub fn matching_handler(
    it: &mut Interp,
    handlers: &[crate::interp::ast::Handler],
    e: &TorchError,
) -> Result<Option<usize>> {
    for (k, h) in handlers.iter().enumerate() {
        let Some(t) = &h.types else {
            return Ok(Some(k));
        };
        let t = it.eval(t)?;
        if crate::interp::exceptions::handler_catches(&t, e)? {
            return Ok(Some(k));
        }
    }
    Ok(None)
}

pub fn exception_value(e: &TorchError) -> Value {
    crate::interp::exceptions::value_of(e)
}

/// The error a `raise X(...)` statement raises.
pub fn exception_from_value(it: &mut Interp, v: &Value) -> Result<TorchError> {
    crate::interp::exceptions::raise_value(it, v)
}

// ---------------------------------------------------------------------- contexts

pub enum ContextGuard {
    Grad(crate::autograd::NoGradGuard),
    GradOn(bool),
    Inference(crate::autograd::InferenceModeGuard),
    /// `torch.random.fork_rng()`: the generators as they were on entry.
    Rng(Box<crate::ops::random::RngSnapshot>),
    Nothing,
}

impl Drop for ContextGuard {
    fn drop(&mut self) {
        match self {
            ContextGuard::GradOn(prev) => {
                crate::autograd::set_grad_enabled(*prev);
            }
            ContextGuard::Rng(saved) => crate::ops::random::restore(saved),
            _ => {}
        }
    }
}

pub fn enter_context(_it: &mut Interp, c: &Value) -> Result<ContextGuard> {
    match c {
        Value::Object(o) => o.enter(),
        _ => Err(no_context_manager(&c.type_name())),
    }
}

/// The TypeError of a `with` over a value that is not a context manager.
pub fn no_context_manager(type_name: &str) -> TorchError {
    type_error(format!(
        "'{type_name}' object does not support the context manager protocol"
    ))
}

// ---------------------------------------------------------------------- helpers

/// A Python sequence index: negative counts from the end.
pub fn seq_index(i: &Value, n: usize, what: &str) -> Result<usize> {
    // An int past i64 is CPython's IndexError from PyNumber_AsSsize_t(i, IndexError).
    if let Value::BigInt(_) = i {
        return Err(TorchError::new(
            ErrorKind::IndexError,
            "cannot fit 'int' into an index-sized integer",
        ));
    }
    let k = to_i64(i).map_err(|_| {
        // CPython 3.11's str words it differently from the other sequences.
        type_error(if what == "string" {
            format!("string indices must be integers, not '{}'", i.type_name())
        } else {
            format!(
                "{what} indices must be integers or slices, not {}",
                i.type_name()
            )
        })
    })?;
    let j = if k < 0 { k + n as i64 } else { k };
    if j < 0 || j >= n as i64 {
        return Err(TorchError::new(
            ErrorKind::IndexError,
            format!("{what} index out of range"),
        ));
    }
    Ok(j as usize)
}

/// `l[a:b:c] = items`: a plain slice is replaced by any number of items; an extended slice
/// (a step other than 1) takes exactly as many items as it selects.
fn assign_slice(
    l: &ListCell,
    (lo, hi, step): (Option<i64>, Option<i64>, Option<i64>),
    items: Vec<Value>,
) -> Result<()> {
    let n = l.borrow().len();
    if step.unwrap_or(1) == 1 {
        let norm = |v: Option<i64>, d: i64| -> usize {
            let x = match v {
                None => d,
                Some(x) if x < 0 => x.saturating_add(n as i64),
                Some(x) => x,
            };
            x.clamp(0, n as i64) as usize
        };
        let s = norm(lo, 0);
        let e = norm(hi, n as i64).max(s);
        l.borrow_mut().splice(s..e, items);
        return Ok(());
    }
    let picked = slice_indices(lo, hi, step, n)?;
    if picked.len() != items.len() {
        return Err(value_error(format!(
            "attempt to assign sequence of size {} to extended slice of size {}",
            items.len(),
            picked.len()
        )));
    }
    let mut b = l.borrow_mut();
    for (k, v) in picked.into_iter().zip(items) {
        b[k] = v;
    }
    Ok(())
}

/// The positions `a[lo:hi:step]` selects in a sequence of length `n` (for `del l[...]`).
pub fn slice_positions(s: &Value, n: usize) -> Result<Vec<usize>> {
    match s {
        Value::Slice(a, b, c) => slice_indices(*a, *b, *c, n),
        _ => Ok(vec![]),
    }
}

/// Python slice indices for a sequence of length n.
fn slice_indices(
    lo: Option<i64>,
    hi: Option<i64>,
    step: Option<i64>,
    n: usize,
) -> Result<Vec<usize>> {
    let step = step.unwrap_or(1);
    if step == 0 {
        return Err(TorchError::new(
            ErrorKind::ValueError,
            "slice step cannot be zero",
        ));
    }
    let n = n as i64;
    let clamp = |v: i64, lo_b: i64, hi_b: i64| v.clamp(lo_b, hi_b);
    let norm = |v: Option<i64>, d: i64| -> i64 {
        match v {
            None => d,
            Some(x) if x < 0 => x + n,
            Some(x) => x,
        }
    };
    let mut out = Vec::new();
    if step > 0 {
        let (s, e) = (clamp(norm(lo, 0), 0, n), clamp(norm(hi, n), 0, n));
        let mut i = s;
        while i < e {
            out.push(i as usize);
            i += step;
        }
    } else {
        let (s, e) = (
            clamp(norm(lo, n - 1), -1, n - 1),
            clamp(norm(hi, -1 - n), -1, n - 1),
        );
        let e = if hi.is_none() { -1 } else { e };
        let mut i = s;
        while i > e {
            out.push(i as usize);
            i += step;
        }
    }
    Ok(out)
}

pub use percent::percent_format;

/// `SGD` for the built-in `torch.optim.SGD` (a class in PyTorch, a native entry here).
pub(crate) fn optimizer_class(name: &str) -> Option<&str> {
    name.strip_prefix("torch.optim.")
        .filter(|c| crate::interp::nn::optimizer_module(c).is_some())
}

/// Whether the built-in optimizer class `sub` is `base` or derives from it: AdamW is a
/// subclass of Adam in PyTorch 2.15 (both names as `torch.optim.X`).
pub(crate) fn optimizer_derives(sub: &str, base: &str) -> bool {
    optimizer_class(sub).is_some()
        && (sub == base || (sub == "torch.optim.AdamW" && base == "torch.optim.Adam"))
}

/// Whether `v` is a class: `isinstance(v, type)`, and what a class pattern may call.
pub(crate) fn is_type_value(v: &Value) -> bool {
    match v {
        Value::Class(_) => true,
        Value::Builtin(b) if b.recv.is_none() => {
            BUILTIN_TYPES.contains(&b.name.as_str())
                || is_native_class(&b.name)
                || b.name == "type"
                || optimizer_class(&b.name).is_some()
        }
        Value::Object(_) => v.downcast::<crate::interp::objects::TypeObj>().is_some(),
        _ => false,
    }
}

pub fn is_native_class(name: &str) -> bool {
    matches!(name, "torch.nn.Module" | "object")
        || crate::interp::exceptions::builtin_class(name).is_some()
}

/// The native base a class statement records: `Module`, or the builtin exception class.
pub fn native_class_name(name: &str) -> &'static str {
    match name {
        "torch.nn.Module" => "Module",
        n => crate::interp::exceptions::builtin_class(n).unwrap_or("object"),
    }
}

/// The items of an instance or native object that can be iterated; None when it cannot.
pub fn iterate_object(it: &mut Interp, v: &Value) -> Result<Option<Vec<Value>>> {
    if let Value::Instance(i) = v {
        if let Some(items) = super::nn::iterate_module(it, v)? {
            return Ok(Some(items));
        }
        if i.class().lookup("__getitem__").is_some() {
            let iter = it.make_iter(v)?;
            return it.drain(&iter).map(Some);
        }
    }
    if let Value::Object(o) = v {
        return o.iterate(it, v);
    }
    Ok(None)
}

// ---------------------------------------------------------------------- items

pub fn getitem(it: &mut Interp, o: &Value, i: &Value) -> Result<Value> {
    match o {
        Value::Tensor(t) => super::tensor_api::getitem(it, t, i),
        Value::Str(s) => str_getitem(s, i),
        // One item of a list is read in place, not from a copy of the whole list.
        Value::List(l) if !matches!(i, Value::Slice(..)) => {
            let items = l.borrow();
            let k = seq_index(i, items.len(), "list")?;
            Ok(items[k].clone())
        }
        Value::List(_) | Value::Tuple(_) | Value::Size(_) => {
            let items: Vec<Value> = match o {
                Value::List(l) => l.borrow().clone(),
                _ => o.tuple_items().unwrap(),
            };
            let what = match o {
                Value::List(_) => "list",
                _ => "tuple",
            };
            if let Value::Slice(a, b, c) = i {
                let picked: Vec<Value> = slice_indices(*a, *b, *c, items.len())?
                    .into_iter()
                    .map(|k| items[k].clone())
                    .collect();
                return Ok(match o {
                    Value::List(_) => Value::list(picked),
                    Value::Size(_) => Value::Size(Rc::new(
                        picked
                            .iter()
                            .map(|v| v.as_i64_exact().unwrap_or(0) as usize)
                            .collect(),
                    )),
                    _ => Value::tuple(picked),
                });
            }
            let k = seq_index(i, items.len(), what)?;
            Ok(items[k].clone())
        }
        Value::Dict(d) => {
            let found = crate::interp::lending::lend(it, || crate::interp::pydict::dict_get(d, i))?;
            match found {
                Some(v) => Ok(v),
                None => Err(crate::interp::exceptions::key_error(it, i)?),
            }
        }
        // The i64 path: an int index into a range whose length fits a `ssize_t`.
        Value::Range(a, b, c) if matches!(i, Value::Int(_) | Value::Bool(_)) => {
            // (A length past usize, on wasm32, takes the big path too.)
            match range_len_checked(*a, *b, *c).map(usize::try_from) {
                Ok(Ok(n)) => {
                    let k = seq_index(i, n, "range object")?;
                    // In range, so the item itself fits i64; the product may not on its own.
                    Ok(Value::Int((*a as i128 + k as i128 * *c as i128) as i64))
                }
                _ => range_getitem_big(o, i),
            }
        }
        // A slice, a big index or a range past i64: CPython's arithmetic in big ints.
        Value::Range(..) | Value::BigRange(_) => range_getitem_big(o, i),
        Value::Instance(_) => super::nn::module_getitem(it, o, i),
        Value::Object(x) => x.getitem(it, o, i),
        Value::Class(c) => class_getitem(it, c, i),
        // `list[int]`, `dict[str, int]`: PEP 585's types.GenericAlias.
        Value::Builtin(b)
            if b.recv.is_none()
                && matches!(
                    b.name.as_str(),
                    "list" | "dict" | "tuple" | "set" | "frozenset" | "type"
                ) =>
        {
            generic_alias(it, o, i)
        }
        _ => Err(type_error(format!(
            "'{}' object is not subscriptable",
            o.type_name()
        ))),
    }
}

fn range_getitem_big(o: &Value, i: &Value) -> Result<Value> {
    let r = crate::interp::pyrange::BigRange::of(o).expect("a range");
    crate::interp::pyrange::getitem(&r, i)
}

/// `C[item]`: the class's `__class_getitem__` (a classmethod whether or not it says so),
/// as `Generic` aliases and shape-annotation helpers (`TT["batch", "d"]`) define it.
fn class_getitem(it: &mut Interp, c: &Rc<Class>, i: &Value) -> Result<Value> {
    let cls = Value::Class(c.clone());
    // A metaclass's `__getitem__` comes before `__class_getitem__` (`Color['RED']`).
    if let Some(r) = it.call_meta(&cls, "getitem", vec![i.clone()])? {
        return Ok(r);
    }
    match c.lookup("__class_getitem__") {
        Some((Value::Function(_), _)) => {
            let f = c
                .lookup("__class_getitem__")
                .map(|(f, _)| f)
                .unwrap_or(Value::None);
            it.call(&f, Args::new(vec![cls, i.clone()]))
        }
        Some(_) => {
            let f = it.getattr(&cls, "__class_getitem__")?;
            it.call(&f, Args::new(vec![i.clone()]))
        }
        // The collections classes are generic in CPython (`OrderedDict[str, Tensor]`).
        None if class_module(c) == "collections" => generic_alias(it, &cls, i),
        None => Err(type_error(format!(
            "type '{}' is not subscriptable",
            c.name
        ))),
    }
}

/// `origin[args]` as a `types.GenericAlias` (made by the nn prelude's class).
fn generic_alias(it: &mut Interp, origin: &Value, args: &Value) -> Result<Value> {
    let f = it
        .nn_function("_generic_alias")
        .ok_or_else(|| crate::error::runtime("the prelude did not load (GenericAlias)"))?;
    it.call(&f, Args::new(vec![origin.clone(), args.clone()]))
}

/// `s[i]` and `s[a:b:c]` by character, as Python indexes a str; an ASCII string (most
/// text) is indexed by byte, so `re`'s matches of a long text are not one scan each.
fn str_getitem(s: &str, i: &Value) -> Result<Value> {
    let ascii = s.is_ascii();
    let n = if ascii { s.len() } else { s.chars().count() };
    if let Value::Slice(a, b, c) = i {
        let picked = slice_indices(*a, *b, *c, n)?;
        let out: String = if ascii {
            picked
                .iter()
                .map(|&k| char::from(s.as_bytes()[k]))
                .collect()
        } else {
            let chars: Vec<char> = s.chars().collect();
            picked.iter().map(|&k| chars[k]).collect()
        };
        return Ok(Value::str(&out));
    }
    let k = seq_index(i, n, "string")?;
    let c = if ascii {
        char::from(s.as_bytes()[k])
    } else {
        s.chars().nth(k).unwrap_or_default()
    };
    // Shared below U+0100, as CPython's one-character strings are (`s[1] is s[2]`).
    Ok(crate::interp::str_iter::char_value(c))
}

pub fn setitem(it: &mut Interp, o: &Value, i: &Value, v: Value) -> Result<()> {
    match o {
        Value::Tensor(t) => super::tensor_api::setitem(it, t, i, v),
        Value::List(l) => {
            if let Value::Slice(a, b, c) = i {
                let items = it.collect(&v)?;
                return assign_slice(l, (*a, *b, *c), items);
            }
            let n = l.borrow().len();
            let k = seq_index(i, n, "list")?;
            l.borrow_mut()[k] = v;
            Ok(())
        }
        Value::Dict(d) => {
            crate::interp::lending::lend(it, || crate::interp::pydict::dict_set(d, i.clone(), v))
        }
        Value::Object(x) => x.setitem(it, o, i, v),
        Value::Instance(_)
            if it
                .call_special(o, "__setitem__", vec![i.clone(), v.clone()])?
                .is_some() =>
        {
            Ok(())
        }
        _ => Err(type_error(format!(
            "'{}' object does not support item assignment",
            o.type_name()
        ))),
    }
}

// ---------------------------------------------------------------------- calls

/// A new instance of `c` before `__init__` (a module gets its registries).
pub(crate) fn new_instance(c: &Rc<Class>) -> Result<Value> {
    let v = Value::Instance(Rc::new(Instance::new(c.clone(), Vec::new())));
    if c.native() == Some("Module") {
        super::nn::init_module(&v)?;
    }
    Ok(v)
}

pub fn instantiate(it: &mut Interp, c: &Rc<Class>, args: Args) -> Result<Value> {
    if crate::interp::exceptions::class_base(c).is_some() {
        return crate::interp::exceptions::instantiate(it, c, args);
    }
    // A class's own `__new__` makes the object (a singleton, a cache, a subclass chosen by
    // argument); `__init__` then runs only if it returned an instance of the class.
    if let Some((new, _)) = c.lookup("__new__") {
        let new = descriptors::resolve(&new, &Value::Class(c.clone())).unwrap_or(new);
        let mut with_class = args.clone();
        with_class.pos.insert(0, Value::Class(c.clone()));
        let v = it.call(&new, with_class)?;
        if let Value::Instance(i) = &v {
            if i.class().derives_from(c) {
                if let Some((init, owner)) = i.class().lookup("__init__") {
                    let m = bind(init, &v, owner);
                    it.call(&m, args)?;
                }
            }
        }
        return Ok(v);
    }
    let v = new_instance(c)?;
    if let Some((init, owner)) = c.lookup("__init__") {
        let m = bind(init, &v, owner);
        it.call(&m, args)?;
    } else if !args.pos.is_empty() || !args.kw.is_empty() {
        return Err(type_error(format!("{}() takes no arguments", c.name)));
    }
    Ok(v)
}

pub fn call_object(it: &mut Interp, f: &Value, args: Args) -> Result<Value> {
    match f {
        Value::Instance(inst) => {
            if let Some((m, owner)) = inst.class().lookup("__call__") {
                return it.call(&bind(m, f, owner), args);
            }
            if inst.class().native() == Some("Module") {
                return super::nn::call_module(it, f, args);
            }
            Err(type_error(format!(
                "'{}' object is not callable",
                f.type_name()
            )))
        }
        Value::Object(o) => o.call(it, f, args),
        _ => Err(type_error(format!(
            "'{}' object is not callable",
            f.type_name()
        ))),
    }
}

/// Functions written in Python that hand their `generator` to the one draw that takes it,
/// as PyTorch's do: `init.sparse_` draws its values from it but its `randperm`s from the
/// default stream.
const PASSES_ITS_GENERATOR: &[&str] = &["torch.nn.init.sparse_", "torch.nn.init.sparse"];

pub fn call_builtin(it: &mut Interp, b: &Builtin, args: Args) -> Result<Value> {
    // Under vmap: PyTorch's refusals for batched values, and batched results marked.
    super::vmap::call(b.recv.as_ref(), &b.name, args, |args| {
        call_builtin_generator(it, b, args)
    })
}

fn call_builtin_generator(it: &mut Interp, b: &Builtin, args: Args) -> Result<Value> {
    if PASSES_ITS_GENERATOR.contains(&b.name.as_str()) {
        return call_builtin_inner(it, b, args);
    }
    // `generator=torch.Generator()`: every draw of the call comes from that stream.
    match super::objects::generator_state(&args) {
        Some(g) => crate::ops::random::with_generator(&g, || call_builtin_inner(it, b, args)),
        None => call_builtin_inner(it, b, args),
    }
}

fn call_builtin_inner(it: &mut Interp, b: &Builtin, args: Args) -> Result<Value> {
    // Inside `torch.autocast("cpu")`, an autocast op written here as a composition casts
    // its tensors once and runs its pieces with autocast excluded.
    let args = match super::autocast_policy::as_autocast_op(b, args)? {
        Ok((cast, args, _excluded)) => return call_builtin_inner(it, &cast, args),
        Err(args) => args,
    };
    if let Some(recv) = &b.recv {
        return match recv {
            Value::Tensor(t) if crate::buglab::asserts_enabled() => {
                let inputs: Vec<_> = args
                    .values()
                    .filter_map(|v| v.as_tensor().cloned())
                    .collect();
                let before = crate::buglab::asserts::before(&b.name, t, inputs);
                let r = super::tensor_api::call_method(it, t, &b.name, args);
                if let Ok(v) = &r {
                    crate::buglab::asserts::after(before, &tensors_in(v));
                }
                r
            }
            Value::Tensor(t) => {
                match super::torch_function::dispatch_method(it, recv, &b.name, &args)? {
                    Some(r) => Ok(r),
                    None => super::tensor_api::call_method(it, t, &b.name, args),
                }
            }
            Value::List(_)
            | Value::Dict(_)
            | Value::Str(_)
            | Value::Size(_)
            | Value::Tuple(_)
            | Value::Set(_) => containers::call_method(it, recv, &b.name, args),
            Value::Instance(_) => crate::interp::nn::call_native_method(it, recv, &b.name, args),
            Value::Object(o) => o.call_method(it, recv, &b.name, args),
            Value::Device(_) => crate::interp::device_obj::call_method(recv, &b.name, &args),
            Value::Float(f) => {
                let given = args.pos.len() + args.kw.len();
                crate::interp::pyfloat::call_float_method(*f, &b.name, given)
            }
            _ if crate::interp::dtype_objects::is_dtype(recv) => {
                let given = args.pos.len() + args.kw.len();
                crate::interp::dtype_objects::call_method(recv, &b.name, given)
            }
            Value::Int(_) | Value::BigInt(_) | Value::Bool(_) => {
                let given = args.pos.len() + args.kw.len();
                crate::interp::pyint::call_int_method(recv, &b.name, given)
            }
            _ => Err(type_error(format!(
                "'{}' object has no method '{}'",
                recv.type_name(),
                b.name
            ))),
        };
    }
    if b.name.starts_with("torch.") || b.name.starts_with("math.") {
        if let Some(r) = super::torch_function::dispatch_call(it, &b.name, &args)? {
            return Ok(r);
        }
        return super::torch_api::call(it, &b.name, args);
    }
    if b.name == "bytes.fromhex" {
        return crate::interp::pybytes::fromhex(&args);
    }
    if b.name == "bytearray.fromhex" {
        return crate::interp::pybytearray::fromhex(&args);
    }
    if let Some(name) = b.name.strip_prefix("float.") {
        return crate::interp::pyfloat::call_type_attribute(name, &args);
    }
    if let Some(name) = b.name.strip_prefix("random.") {
        return super::pyrandom::call(it, name, args);
    }
    if let Some(name) = b.name.strip_prefix("stridelab.") {
        return super::lab_api::call(it, name, args);
    }
    if let Some(name) = b.name.strip_prefix("_native.") {
        return super::stdlib::call_native(it, name, args);
    }
    py_builtin(it, &b.name, args)
}

pub(crate) fn py_builtin(it: &mut Interp, name: &str, args: Args) -> Result<Value> {
    let entry = PY_BUILTINS.get(name).ok_or_else(|| {
        TorchError::new(
            ErrorKind::NameError,
            format!("name '{name}' is not defined"),
        )
    })?;
    let bound = entry.bind(name, &args)?;
    (entry.f)(it, &bound)
}

/// A sparse COO tensor of `torch.sparse` (`stdlib/torch_sparse.py`), which is a Python
/// object: its class carries the mark `_stridelab_sparse = _native`. Only the library's own
/// modules see `_native`, so a script's class cannot pass for a tensor by copying the name.
pub(crate) fn is_sparse_tensor(v: &Value) -> bool {
    matches!(v, Value::Instance(i)
        if matches!(i.class().attrs.borrow().get("_stridelab_sparse"), Some(Value::Namespace("_native"))))
}

pub(super) fn is_instance(v: &Value, t: &Value) -> bool {
    match t {
        Value::Builtin(b) => match b.name.as_str() {
            // IntEnum and IntFlag members are ints (our classes name int as their base).
            "int" => {
                matches!(v, Value::Int(_) | Value::BigInt(_) | Value::Bool(_))
                    || stands_for(v, "int")
            }
            // numpy.float64 derives from float in NumPy.
            "float" => matches!(v, Value::Float(_)) || stands_for(v, "float"),
            "bool" => matches!(v, Value::Bool(_)),
            "str" => matches!(v, Value::Str(_)) || stands_for(v, "str"),
            "bytes" => crate::interp::pybytes::is_bytes(v),
            "bytearray" => crate::interp::pybytearray::PyByteArray::of(v).is_some(),
            "memoryview" => crate::interp::pymemoryview::is_memoryview(v),
            "list" => matches!(v, Value::List(_)) || stands_for(v, "list"),
            "tuple" => matches!(v, Value::Tuple(_) | Value::Size(_)) || stands_for(v, "tuple"),
            "dict" => {
                matches!(v, Value::Dict(_))
                    || stands_for(v, "dict")
                    || v.downcast::<globals_view::GlobalsView>().is_some()
            }
            "set" => matches!(v, Value::Set(s) if !s.frozen) || stands_for(v, "set"),
            "frozenset" => matches!(v, Value::Set(s) if s.frozen) || stands_for(v, "frozenset"),
            "slice" => {
                matches!(v, Value::Slice(..))
                    || crate::interp::pyslice::GeneralSlice::of(v).is_some()
            }
            "range" => matches!(v, Value::Range(..) | Value::BigRange(_)),
            "torch.Tensor" => {
                matches!(v, Value::Tensor(_))
                    || crate::interp::complex::ComplexTensor::of(v).is_some()
                    || is_sparse_tensor(v)
            }
            // numpy.complex128 derives from complex in NumPy.
            "complex" => crate::interp::complex::number::is_complex(v) || stands_for(v, "complex"),
            // torch's C types (they were a silent False).
            "torch.Size" => matches!(v, Value::Size(_)),
            "torch.device" => crate::interp::device_obj::device_of(v).is_some(),
            "torch.dtype" => crate::interp::dtype_objects::is_dtype(v),
            "torch.memory_format" => matches!(v, Value::MemoryFormat(_)),
            "torch.UntypedStorage" => crate::interp::storage_obj::of_value(v).is_some(),
            "torch.layout" => v
                .downcast::<crate::interp::layout_obj::LayoutObj>()
                .is_some(),
            "torch.nn.Parameter" => crate::interp::complex::is_parameter(v),
            "torch.nn.Module" => {
                matches!(v, Value::Instance(i) if i.class().native() == Some("Module"))
            }
            "object" => true,
            "type" => is_type_value(v),
            // The legacy types (`torch.FloatTensor`): a CPU tensor of that dtype.
            n if n.starts_with("torch.") && n.ends_with("Tensor") && n != "torch.Tensor" => {
                matches!(v, Value::Tensor(t) if t.device() == crate::device::Device::Cpu
                    && format!("torch.{}Tensor", t.dtype().legacy_name()) == n)
            }
            n if optimizer_class(n).is_some() => {
                crate::interp::nn::is_native_optimizer(v)
                    && optimizer_derives(&format!("torch.optim.{}", v.type_name()), n)
            }
            n => crate::interp::exceptions::is_instance_of_builtin(v, n),
        },
        Value::Class(c) => match v {
            Value::Instance(i) => i.class().derives_from(c),
            // The built-in optimizers are native objects of torch.optim's base class.
            Value::Object(_) => c.name == "Optimizer" && crate::interp::nn::is_native_optimizer(v),
            _ => false,
        },
        // `type(x)` of a native object (a dict view, a generator): its own type's name.
        t => match t.downcast::<crate::interp::objects::TypeObj>() {
            Some(ty) => !matches!(v, Value::Instance(_)) && v.type_name() == ty.0,
            None => false,
        },
    }
}

/// The tensors a method returned: one, or those in a returned list or tuple.
fn tensors_in(v: &Value) -> Vec<crate::Tensor> {
    match v {
        Value::Tensor(t) => vec![t.clone()],
        Value::List(l) => l
            .borrow()
            .iter()
            .filter_map(|x| x.as_tensor().cloned())
            .collect(),
        Value::Tuple(t) => t.iter().filter_map(|x| x.as_tensor().cloned()).collect(),
        _ => vec![],
    }
}
