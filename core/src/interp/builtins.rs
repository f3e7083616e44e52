//! Python's built-in functions and the glue that routes attribute access, indexing and calls
//! to the right kind of value.

use super::args::{to_f64, to_i64, Args};
use super::eval::{py_cmp, Interp};
use super::objects::{ExceptionObj, NoGradCtx, NoGradFn};
use super::value::*;
use crate::error::{runtime, type_error, value_error, ErrorKind, Result, TorchError};
use crate::pyfmt::py_float;
use std::cell::RefCell;
use std::rc::Rc;

/// Names a script starts with, as the oracle's runner provides them: `torch` and `math`.
pub fn install_prelude(it: &mut Interp) {
    it.set_var("torch", Value::Namespace("torch"));
    it.set_var("math", Value::Namespace("math"));
}

const PY_BUILTINS: &[&str] = &[
    "print",
    "len",
    "range",
    "int",
    "float",
    "str",
    "bool",
    "list",
    "tuple",
    "dict",
    "enumerate",
    "zip",
    "min",
    "max",
    "sum",
    "abs",
    "round",
    "isinstance",
    "type",
    "sorted",
    "reversed",
    "any",
    "all",
    "hasattr",
    "getattr",
    "setattr",
    "repr",
    "map",
    "filter",
    "id",
    "super",
    "iter",
    "next",
    "divmod",
    "pow",
    "format",
    "callable",
    "hash",
    "set",
    "object",
    "Exception",
    "RuntimeError",
    "ValueError",
    "TypeError",
    "IndexError",
    "KeyError",
    "AssertionError",
    "NameError",
    "AttributeError",
    "ZeroDivisionError",
    "NotImplementedError",
    "StopIteration",
    "ArithmeticError",
    "LookupError",
    "OverflowError",
    "RecursionError",
    "KeyboardInterrupt",
    "MemoryError",
    "BaseException",
    "NotImplemented",
    "vars",
    "chr",
    "ord",
];

pub fn lookup_builtin(name: &str) -> Option<Value> {
    if PY_BUILTINS.contains(&name) {
        return Some(Value::builtin(name));
    }
    None
}

/// `import m`: the namespaces scripts use.
pub fn import(module: &str) -> Result<Value> {
    Ok(Value::Namespace(match module {
        "torch" => "torch",
        "torch.nn" => "torch.nn",
        "torch.nn.functional" => "torch.nn.functional",
        "torch.linalg" => "torch.linalg",
        "torch.optim" => "torch.optim",
        "torch.autograd" => "torch.autograd",
        "torch.nn.init" => "torch.nn.init",
        "math" => "math",
        "stridelab" => "stridelab",
        "numpy" => {
            return Err(TorchError::new(
                ErrorKind::NotImplementedError,
                "numpy is not available in stridelab; use torch tensors instead",
            ))
        }
        _ => {
            return Err(TorchError::new(
                ErrorKind::NotImplementedError,
                format!("No module named '{module}' (stridelab provides torch, torch.nn, torch.nn.functional, torch.optim, torch.autograd, math and stridelab)"),
            ))
        }
    }))
}

// ---------------------------------------------------------------------- exceptions

const EXCEPTIONS: &[(&str, ErrorKind)] = &[
    ("RuntimeError", ErrorKind::RuntimeError),
    ("ValueError", ErrorKind::ValueError),
    ("TypeError", ErrorKind::TypeError),
    ("IndexError", ErrorKind::IndexError),
    ("KeyError", ErrorKind::KeyError),
    ("AssertionError", ErrorKind::AssertionError),
    ("NameError", ErrorKind::NameError),
    ("AttributeError", ErrorKind::AttributeError),
    ("ZeroDivisionError", ErrorKind::ZeroDivisionError),
    ("NotImplementedError", ErrorKind::NotImplementedError),
    ("OverflowError", ErrorKind::OverflowError),
    ("RecursionError", ErrorKind::RecursionError),
    ("KeyboardInterrupt", ErrorKind::KeyboardInterrupt),
    ("MemoryError", ErrorKind::MemoryError),
    ("StopIteration", ErrorKind::StopIteration),
];

/// Does `except Name:` catch an error of `kind`?
pub fn exception_matches(name: &str, kind: ErrorKind) -> bool {
    match name {
        "BaseException" => true,
        "Exception" => kind != ErrorKind::KeyboardInterrupt,
        "LookupError" => matches!(kind, ErrorKind::IndexError | ErrorKind::KeyError),
        "ArithmeticError" => matches!(
            kind,
            ErrorKind::ZeroDivisionError | ErrorKind::OverflowError
        ),
        "RuntimeError" => matches!(
            kind,
            ErrorKind::RuntimeError | ErrorKind::NotImplementedError | ErrorKind::RecursionError
        ),
        _ => EXCEPTIONS.iter().any(|(n, k)| *n == name && *k == kind),
    }
}

pub fn exception_value(e: &TorchError) -> Value {
    Value::Object(Rc::new(ExceptionObj {
        kind: e.kind,
        message: e.message.clone(),
    }))
}

/// The error a `raise X(...)` statement raises.
pub fn exception_from_value(it: &mut Interp, v: &Value) -> Result<TorchError> {
    if let Some(e) = v.downcast::<ExceptionObj>() {
        return Ok(TorchError::new(e.kind, e.message.clone()));
    }
    if let Value::Builtin(b) = v {
        if let Some((_, k)) = EXCEPTIONS.iter().find(|(n, _)| *n == b.name) {
            return Ok(TorchError::new(*k, ""));
        }
        if b.name == "Exception" {
            return Ok(runtime(""));
        }
    }
    let _ = it;
    Err(type_error("exceptions must derive from BaseException"))
}

// ---------------------------------------------------------------------- contexts

pub enum ContextGuard {
    Grad(crate::autograd::NoGradGuard),
    GradOn(bool),
    Nothing,
}

impl Drop for ContextGuard {
    fn drop(&mut self) {
        if let ContextGuard::GradOn(prev) = self {
            crate::autograd::set_grad_enabled(*prev);
        }
    }
}

pub fn enter_context(_it: &mut Interp, c: &Value) -> Result<ContextGuard> {
    if let Some(ctx) = c.downcast::<NoGradCtx>() {
        return Ok(match ctx.enable {
            false => ContextGuard::Grad(crate::autograd::NoGradGuard::new()),
            true => ContextGuard::GradOn(crate::autograd::set_grad_enabled(true)),
        });
    }
    if let Some(super::objects::NullCtx) = c.downcast::<super::objects::NullCtx>() {
        return Ok(ContextGuard::Nothing);
    }
    Err(type_error(format!(
        "'{}' object does not support the context manager protocol",
        c.type_name()
    )))
}

// ---------------------------------------------------------------------- helpers

/// How many items `range(start, stop, step)` yields, exactly (in 128 bits: `stop - start`
/// can leave i64, and the count can exceed `sys.maxsize`).
pub fn range_len(start: i64, stop: i64, step: i64) -> u128 {
    let (start, stop, step) = (start as i128, stop as i128, step as i128);
    if step > 0 && start < stop {
        ((stop - start - 1) / step + 1) as u128
    } else if step < 0 && start > stop {
        ((start - stop - 1) / (-step) + 1) as u128
    } else {
        0
    }
}

/// `round(i, ndigits)` for an int: a negative `ndigits` rounds half to even to a multiple of
/// `10**-ndigits`, exactly; a positive one leaves the int as it is.
fn round_int(v: &Value, ndigits: i64) -> Value {
    use num_integer::Integer;
    let Some(x) = super::pyint::as_big(v) else {
        return v.clone();
    };
    if ndigits >= 0 {
        return v.clone();
    }
    // Past the int's own digits the result is 0 (a 4,300-digit int has < 10**4301).
    let k = (-ndigits).min(i64::from(u16::MAX)) as u32;
    if u64::from(k) > x.bits() {
        return Value::Int(0);
    }
    let m = num_bigint::BigInt::from(10u32).pow(k);
    let (q, r) = x.div_mod_floor(&m);
    let twice: num_bigint::BigInt = r * 2;
    let q = if twice > m || (twice == m && q.is_odd()) {
        q + 1
    } else {
        q
    };
    super::pyint::int_value(q * m)
}

/// `int(text)`: Python's literal rules for base 10 (spaces around, underscores between
/// digits, a sign), exact for any length up to CPython's digit limit.
fn int_from_str(s: &str) -> Result<Value> {
    let bad = || {
        TorchError::new(
            ErrorKind::ValueError,
            format!("invalid literal for int() with base 10: {}", py_str_repr(s)),
        )
    };
    let t = s.trim();
    let (neg, body) = match t.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, t.strip_prefix('+').unwrap_or(t)),
    };
    let ok = !body.is_empty()
        && !body.starts_with('_')
        && !body.ends_with('_')
        && !body.contains("__")
        && body.chars().all(|c| c.is_ascii_digit() || c == '_');
    if !ok {
        return Err(bad());
    }
    let digits: String = body.chars().filter(|c| *c != '_').collect();
    let b = super::pyint::parse_decimal(&digits)?.ok_or_else(bad)?;
    Ok(super::pyint::int_value(if neg { -b } else { b }))
}

/// `len()` of a range, or CPython's error when the count does not fit a `Py_ssize_t`.
pub fn range_len_checked(start: i64, stop: i64, step: i64) -> Result<i64> {
    i64::try_from(range_len(start, stop, step)).map_err(|_| {
        TorchError::new(
            ErrorKind::OverflowError,
            "Python int too large to convert to C ssize_t",
        )
    })
}

/// A Python sequence index: negative counts from the end.
pub fn seq_index(i: &Value, n: usize, what: &str) -> Result<usize> {
    let k = to_i64(i).map_err(|_| {
        type_error(format!(
            "{what} indices must be integers or slices, not {}",
            i.type_name()
        ))
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

/// `"%d items" % n`.
pub fn percent_format(it: &mut Interp, fmt: &str, args: &Value) -> Result<String> {
    let vals = match args {
        Value::Tuple(t) => t.to_vec(),
        v => vec![v.clone()],
    };
    let mut out = String::new();
    let chars: Vec<char> = fmt.chars().collect();
    let mut k = 0;
    let mut i = 0;
    while i < chars.len() {
        if chars[i] != '%' {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        i += 1;
        if chars.get(i) == Some(&'%') {
            out.push('%');
            i += 1;
            continue;
        }
        let mut spec = String::new();
        while i < chars.len() && !chars[i].is_ascii_alphabetic() {
            spec.push(chars[i]);
            i += 1;
        }
        let Some(&conv) = chars.get(i) else {
            return Err(TorchError::new(ErrorKind::ValueError, "incomplete format"));
        };
        i += 1;
        let v = vals
            .get(k)
            .cloned()
            .ok_or_else(|| type_error("not enough arguments for format string"))?;
        k += 1;
        let s = match conv {
            's' => it.to_str(&v)?,
            'r' => it.repr(&v)?,
            'd' | 'i' => it.format_value(&Value::Int(to_f64(&v)? as i64), &format!("{spec}d"))?,
            'f' | 'e' | 'g' | 'x' => it.format_value(&v, &format!("{spec}{conv}"))?,
            c => {
                return Err(TorchError::new(
                    ErrorKind::ValueError,
                    format!("unsupported format character '{c}'"),
                ))
            }
        };
        out.push_str(&s);
    }
    Ok(out)
}

pub fn is_native_class(name: &str) -> bool {
    matches!(name, "torch.nn.Module" | "object" | "Exception")
}

pub fn native_class_name(name: &str) -> &'static str {
    match name {
        "torch.nn.Module" => "Module",
        "Exception" => "Exception",
        _ => "object",
    }
}

pub fn iterate_object(it: &mut Interp, v: &Value) -> Result<Vec<Value>> {
    if let Value::Instance(_) = v {
        if let Some(items) = super::nn::iterate_module(it, v)? {
            return Ok(items);
        }
    }
    if let Some(items) = super::objects::iterate(v) {
        return Ok(items);
    }
    Err(type_error(format!(
        "'{}' object is not iterable",
        v.type_name()
    )))
}

// ---------------------------------------------------------------------- repr

pub fn repr(it: &mut Interp, v: &Value) -> Result<String> {
    // Containers recurse: bounded, and a container inside itself prints as `[...]`.
    let _level = match v {
        Value::List(_)
        | Value::Dict(_)
        | Value::Tuple(_)
        | Value::Object(_)
        | Value::Instance(_) => Some(super::recursion::enter(
            "while getting the repr of an object",
        )?),
        _ => None,
    };
    let _mark = match v {
        Value::List(l) => match super::recursion::repr_enter(Rc::as_ptr(l) as *const u8 as usize) {
            Some(m) => Some(m),
            None => return Ok("[...]".into()),
        },
        Value::Dict(d) => match super::recursion::repr_enter(Rc::as_ptr(d) as *const u8 as usize) {
            Some(m) => Some(m),
            None => return Ok("{...}".into()),
        },
        _ => None,
    };
    Ok(match v {
        Value::None => "None".into(),
        Value::Bool(b) => if *b { "True" } else { "False" }.into(),
        Value::Int(i) => i.to_string(),
        Value::BigInt(b) => super::pyint::to_decimal(b)?,
        Value::Float(f) => py_float(*f),
        Value::Str(s) => {
            // A repr can be four times its string (escapes): `x = repr(x)` in a loop grows
            // without bound, so each result is held to the memory cap (the fuzzer found it).
            let r = py_str_repr(s);
            crate::limits::check_value_size(r.len() as u128, 1)?;
            r
        }
        Value::List(l) => {
            let items = l.borrow().clone();
            let parts: Vec<String> = items.iter().map(|x| repr(it, x)).collect::<Result<_>>()?;
            format!("[{}]", parts.join(", "))
        }
        Value::Tuple(t) => {
            let parts: Vec<String> = t.iter().map(|x| repr(it, x)).collect::<Result<_>>()?;
            if parts.len() == 1 {
                format!("({},)", parts[0])
            } else {
                format!("({})", parts.join(", "))
            }
        }
        Value::Size(s) => {
            let parts: Vec<String> = s.iter().map(|x| x.to_string()).collect();
            format!("torch.Size([{}])", parts.join(", "))
        }
        Value::Dict(d) => {
            let items = d.borrow().items.clone();
            let mut parts = Vec::new();
            for (k, x) in &items {
                parts.push(format!("{}: {}", repr(it, k)?, repr(it, x)?));
            }
            format!("{{{}}}", parts.join(", "))
        }
        Value::Tensor(t) => super::format::tensor_repr(t)?,
        Value::DType(d) => d.to_string(),
        Value::Device(d) => format!("device(type='{d}')"),
        Value::MemoryFormat(m) => match m {
            crate::layout::MemoryFormat::Preserve => "torch.preserve_format".into(),
            crate::layout::MemoryFormat::Contiguous => "torch.contiguous_format".into(),
        },
        Value::Slice(a, b, c) => {
            let f = |x: &Option<i64>| x.map(|v| v.to_string()).unwrap_or("None".into());
            format!("slice({}, {}, {})", f(a), f(b), f(c))
        }
        Value::Ellipsis => "Ellipsis".into(),
        Value::Range(a, b, c) => {
            if *c == 1 {
                format!("range({a}, {b})")
            } else {
                format!("range({a}, {b}, {c})")
            }
        }
        // torch.float16 and friends print as PyTorch's dtypes do, though they cannot be used.
        Value::Builtin(b) if b.name.starts_with("torch.__unsupported_dtype__.") => {
            format!("torch.{}", b.name.rsplit('.').next().unwrap_or(&b.name))
        }
        Value::Builtin(b) => match &b.recv {
            Some(r) => format!("<built-in method {} of {} object>", b.name, r.type_name()),
            None => format!(
                "<built-in function {}>",
                b.name.rsplit('.').next().unwrap_or(&b.name)
            ),
        },
        Value::Function(f) => format!("<function {}>", f.def.name),
        Value::Class(c) => format!("<class '__main__.{}'>", c.name),
        Value::Instance(_) => super::nn::instance_repr(it, v)?,
        Value::Namespace(n) => format!("<module '{n}'>"),
        Value::Object(o) => match o.as_any().downcast_ref::<super::objects::NamedTuple>() {
            // torch.return_types.max(\nvalues=tensor(...),\nindices=tensor(...)), as PyTorch's
            // structseq prints.
            Some(n) => {
                let mut parts = Vec::new();
                for (k, x) in &n.fields {
                    parts.push(format!("{k}={}", repr(it, x)?));
                }
                format!("{}(\n{})", n.type_name, parts.join(",\n"))
            }
            None => o.repr(),
        },
    })
}

/// Python's `repr(str)`: single quotes unless the text holds one and no double quote.
pub fn py_str_repr(s: &str) -> String {
    let q = if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    };
    let mut out = String::from(q);
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c == q => {
                out.push('\\');
                out.push(c);
            }
            // Control characters (C0, DEL and C1) as CPython writes them; other code points
            // Python deems unprintable (a few format and separator characters) pass through.
            c if (c as u32) < 0x20 || (0x7f..=0xa0).contains(&(c as u32)) => {
                out.push_str(&format!("\\x{:02x}", c as u32));
            }
            c => out.push(c),
        }
    }
    out.push(q);
    out
}

// ---------------------------------------------------------------------- attributes

pub fn getattr(it: &mut Interp, v: &Value, name: &str) -> Result<Value> {
    let no_attr = |v: &Value| {
        TorchError::new(
            ErrorKind::AttributeError,
            format!("'{}' object has no attribute '{name}'", v.type_name()),
        )
    };
    match v {
        Value::Tensor(t) => super::tensor_api::getattr(it, t, name),
        Value::Namespace("torch.nn") if it.nn_class(name).is_some() => {
            Ok(it.nn_class(name).unwrap())
        }
        Value::Namespace(ns) => super::torch_api::namespace_attr(ns, name).ok_or_else(|| {
            TorchError::new(
                ErrorKind::AttributeError,
                format!("module '{ns}' has no attribute '{name}'"),
            )
        }),
        Value::Instance(inst) => {
            if let Some(x) = inst.get(name) {
                return Ok(x);
            }
            if let Some((m, owner)) = inst.class.lookup(name) {
                return Ok(bind(m, v, owner));
            }
            if let Some(x) = super::nn::native_attr(it, v, name)? {
                return Ok(x);
            }
            Err(no_attr(v))
        }
        Value::Class(c) if name == "__name__" => Ok(Value::str(&c.name)),
        Value::Class(c) => c.lookup(name).map(|(m, _)| m).ok_or_else(|| {
            TorchError::new(
                ErrorKind::AttributeError,
                format!("type object '{}' has no attribute '{name}'", c.name),
            )
        }),
        Value::Object(_) => super::objects::getattr(it, v, name)?.ok_or_else(|| no_attr(v)),
        Value::Size(_) | Value::Tuple(_) if matches!(name, "count" | "index" | "numel") => {
            Ok(Value::method(v.clone(), name))
        }
        Value::List(_) if LIST_METHODS.contains(&name) => Ok(Value::method(v.clone(), name)),
        Value::Dict(_) if DICT_METHODS.contains(&name) => Ok(Value::method(v.clone(), name)),
        Value::Str(_) if STR_METHODS.contains(&name) => Ok(Value::method(v.clone(), name)),
        Value::Float(f) if name == "is_integer" => Ok(Value::method(Value::Float(*f), name)),
        Value::Int(_) | Value::Float(_) if matches!(name, "real") => Ok(v.clone()),
        Value::DType(d) => match name {
            "is_floating_point" => Ok(Value::Bool(d.is_floating())),
            "itemsize" => Ok(Value::Int(d.itemsize() as i64)),
            _ => Err(no_attr(v)),
        },
        Value::Device(d) => match name {
            "type" => Ok(Value::str(d.name())),
            "index" => Ok(Value::None),
            _ => Err(no_attr(v)),
        },
        Value::Function(f) if name == "__name__" => Ok(Value::str(&f.def.name)),
        _ => Err(no_attr(v)),
    }
}

/// A method looked up on an instance, bound to it.
fn bind(m: Value, recv: &Value, owner: Option<Rc<Class>>) -> Value {
    match m {
        Value::Function(f) => Value::Function(Rc::new(Function {
            def: f.def.clone(),
            defaults: f.defaults.clone(),
            closure: f.closure.clone(),
            bound: Some(recv.clone()),
            owner: f.owner.clone().or(owner),
        })),
        other => other,
    }
}

const LIST_METHODS: &[&str] = &[
    "append", "extend", "pop", "insert", "index", "count", "reverse", "sort", "copy", "clear",
    "remove",
];
const DICT_METHODS: &[&str] = &[
    "keys",
    "values",
    "items",
    "get",
    "pop",
    "update",
    "setdefault",
    "copy",
    "clear",
];
const STR_METHODS: &[&str] = &[
    "format",
    "join",
    "split",
    "strip",
    "upper",
    "lower",
    "replace",
    "startswith",
    "index",
    "endswith",
    "ljust",
    "rjust",
    "center",
    "rstrip",
    "lstrip",
];

pub fn setattr(it: &mut Interp, obj: &Value, name: &str, v: Value) -> Result<()> {
    match obj {
        Value::Tensor(t) => super::tensor_api::setattr(it, t, name, v),
        Value::Instance(inst) => super::nn::set_instance_attr(it, inst, name, v),
        Value::Object(_) => super::objects::setattr(it, obj, name, v),
        Value::Class(c) => {
            c.attrs.borrow_mut().insert(name.to_string(), v);
            Ok(())
        }
        _ => Err(TorchError::new(
            ErrorKind::AttributeError,
            format!("'{}' object has no attribute '{name}'", obj.type_name()),
        )),
    }
}

// ---------------------------------------------------------------------- items

pub fn getitem(it: &mut Interp, o: &Value, i: &Value) -> Result<Value> {
    match o {
        Value::Tensor(t) => super::tensor_api::getitem(it, t, i),
        Value::List(_) | Value::Tuple(_) | Value::Size(_) | Value::Str(_) => {
            let items: Vec<Value> = match o {
                Value::List(l) => l.borrow().clone(),
                Value::Str(s) => s.chars().map(|c| Value::str(&c.to_string())).collect(),
                _ => o.tuple_items().unwrap(),
            };
            let what = match o {
                Value::List(_) => "list",
                Value::Str(_) => "string",
                _ => "tuple",
            };
            if let Value::Slice(a, b, c) = i {
                let picked: Vec<Value> = slice_indices(*a, *b, *c, items.len())?
                    .into_iter()
                    .map(|k| items[k].clone())
                    .collect();
                return Ok(match o {
                    Value::List(_) => Value::list(picked),
                    Value::Str(_) => Value::str(
                        &picked
                            .iter()
                            .map(|v| {
                                if let Value::Str(s) = v {
                                    s.to_string()
                                } else {
                                    String::new()
                                }
                            })
                            .collect::<String>(),
                    ),
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
        Value::Dict(d) => d.borrow().get(i)?.ok_or_else(|| {
            let k = repr(it, i).unwrap_or_default();
            TorchError::new(ErrorKind::KeyError, k)
        }),
        Value::Range(a, _, c) => {
            let n = if let Value::Range(a, b, c) = o {
                usize::try_from(range_len_checked(*a, *b, *c)?).unwrap_or(usize::MAX)
            } else {
                0
            };
            let k = seq_index(i, n, "range object")?;
            // In range, so the item itself fits i64; the product may not on its own.
            Ok(Value::Int((*a as i128 + k as i128 * *c as i128) as i64))
        }
        Value::Instance(_) => super::nn::module_getitem(it, o, i),
        Value::Object(_) => super::objects::getitem(it, o, i),
        _ => Err(type_error(format!(
            "'{}' object is not subscriptable",
            o.type_name()
        ))),
    }
}

pub fn setitem(it: &mut Interp, o: &Value, i: &Value, v: Value) -> Result<()> {
    match o {
        Value::Tensor(t) => super::tensor_api::setitem(it, t, i, v),
        Value::List(l) => {
            let n = l.borrow().len();
            let k = seq_index(i, n, "list")?;
            l.borrow_mut()[k] = v;
            Ok(())
        }
        Value::Dict(d) => d.borrow_mut().set(i.clone(), v),
        Value::Object(_) => super::objects::setitem(it, o, i, v),
        _ => Err(type_error(format!(
            "'{}' object does not support item assignment",
            o.type_name()
        ))),
    }
}

// ---------------------------------------------------------------------- calls

pub fn instantiate(it: &mut Interp, c: &Rc<Class>, args: Args) -> Result<Value> {
    if c.is_subclass_of("Exception") && c.lookup("__init__").is_none() {
        let msg = match args.pos.first() {
            Some(v) => it.to_str(v)?,
            None => String::new(),
        };
        return Ok(Value::Object(Rc::new(ExceptionObj {
            kind: ErrorKind::RuntimeError,
            message: msg,
        })));
    }
    let inst = Rc::new(Instance {
        class: c.clone(),
        attrs: RefCell::new(Vec::new()),
    });
    let v = Value::Instance(inst);
    if c.native() == Some("Module") {
        super::nn::init_module(&v)?;
    }
    if let Some((init, owner)) = c.lookup("__init__") {
        let m = bind(init, &v, owner);
        it.call(&m, args)?;
    } else if !args.pos.is_empty() || !args.kw.is_empty() {
        return Err(type_error(format!("{}() takes no arguments", c.name)));
    }
    Ok(v)
}

pub fn call_object(it: &mut Interp, f: &Value, args: Args) -> Result<Value> {
    if let Value::Instance(inst) = f {
        if let Some((m, owner)) = inst.class.lookup("__call__") {
            return it.call(&bind(m, f, owner), args);
        }
        if inst.class.native() == Some("Module") {
            return super::nn::call_module(it, f, args);
        }
        return Err(type_error(format!(
            "'{}' object is not callable",
            f.type_name()
        )));
    }
    if let Some(ctx) = f.downcast::<NoGradCtx>() {
        // Used as a decorator: `@torch.no_grad()`.
        let inner = args
            .pos
            .into_iter()
            .next()
            .ok_or_else(|| type_error("no_grad() decorator needs a function"))?;
        return Ok(Value::Object(Rc::new(NoGradFn {
            inner,
            enable: ctx.enable,
        })));
    }
    if let Some(nf) = f.downcast::<NoGradFn>() {
        let _g = if nf.enable {
            None
        } else {
            Some(crate::autograd::NoGradGuard::new())
        };
        let inner = nf.inner.clone();
        return it.call(&inner, args);
    }
    super::objects::call(it, f, args)
}

pub fn call_builtin(it: &mut Interp, b: &Builtin, args: Args) -> Result<Value> {
    // `generator=torch.Generator()`: every draw of the call comes from that stream.
    match super::objects::generator_state(&args) {
        Some(g) => crate::ops::random::with_generator(&g, || call_builtin_inner(it, b, args)),
        None => call_builtin_inner(it, b, args),
    }
}

fn call_builtin_inner(it: &mut Interp, b: &Builtin, args: Args) -> Result<Value> {
    if let Some(recv) = &b.recv {
        return match recv {
            Value::Tensor(t) if crate::buglab::asserts_enabled() => {
                let inputs: Vec<_> = args
                    .pos
                    .iter()
                    .chain(args.kw.iter().map(|(_, v)| v))
                    .filter_map(|v| v.as_tensor().cloned())
                    .collect();
                let before = crate::buglab::asserts::before(&b.name, t, inputs);
                let r = super::tensor_api::call_method(it, t, &b.name, args);
                if let Ok(v) = &r {
                    crate::buglab::asserts::after(before, &tensors_in(v));
                }
                r
            }
            Value::Tensor(t) => super::tensor_api::call_method(it, t, &b.name, args),
            Value::List(l) => list_method(it, l, &b.name, args),
            Value::Dict(d) => dict_method(it, d, &b.name, args),
            Value::Str(s) => str_method(it, s, &b.name, args),
            Value::Instance(_) => super::nn::call_native_method(it, recv, &b.name, args),
            Value::Object(_) => super::objects::call_method(it, recv, &b.name, args),
            Value::Size(_) | Value::Tuple(_) => {
                let items = recv.tuple_items().unwrap();
                match b.name.as_str() {
                    "numel" => Ok(Value::Int(
                        items
                            .iter()
                            .map(|v| v.as_i64_exact().unwrap_or(1))
                            .product(),
                    )),
                    "count" => Ok(Value::Int(count_eq(&items, &args.pos[0])? as i64)),
                    _ => find_eq(&items, args.pos.first().unwrap_or(&Value::None))?
                        .map(|k| Value::Int(k as i64))
                        .ok_or_else(|| {
                            TorchError::new(ErrorKind::ValueError, "tuple.index(x): x not in tuple")
                        }),
                }
            }
            Value::Float(f) => Ok(Value::Bool(f.fract() == 0.0)),
            _ => Err(type_error(format!(
                "'{}' object has no method '{}'",
                recv.type_name(),
                b.name
            ))),
        };
    }
    if b.name.starts_with("torch.") || b.name.starts_with("math.") {
        return super::torch_api::call(it, &b.name, args);
    }
    if let Some(name) = b.name.strip_prefix("stridelab.") {
        return super::lab_api::call(it, name, args);
    }
    py_builtin(it, &b.name, args)
}

fn py_builtin(it: &mut Interp, name: &str, args: Args) -> Result<Value> {
    let pos = &args.pos;
    let one = |fname: &str| -> Result<Value> {
        pos.first()
            .cloned()
            .ok_or_else(|| type_error(format!("{fname}() takes exactly one argument (0 given)")))
    };
    Ok(match name {
        "print" => {
            let a = args.bind("print", &["*values", "sep=", "end=", "file=", "flush="])?;
            let sep = a.str("sep")?.unwrap_or(" ".into());
            let end = a.str("end")?.unwrap_or("\n".into());
            let mut parts = Vec::new();
            for v in pos {
                parts.push(it.to_str(v)?);
            }
            let text = format!("{}{}", parts.join(&sep), end);
            (it.print)(&text);
            Value::None
        }
        "len" => {
            let v = one("len")?;
            Value::Int(match &v {
                Value::Tensor(t) => {
                    if t.ndim() == 0 {
                        return Err(type_error("len() of a 0-d tensor"));
                    }
                    t.shape()[0] as i64
                }
                Value::Str(s) => s.chars().count() as i64,
                Value::Range(a, b, c) => range_len_checked(*a, *b, *c)?,
                Value::Dict(d) => d.borrow().items.len() as i64,
                Value::Instance(_) | Value::Object(_) => it.collect(&v)?.len() as i64,
                Value::List(l) => l.borrow().len() as i64,
                Value::Tuple(_) | Value::Size(_) => v.tuple_items().unwrap().len() as i64,
                _ => {
                    return Err(type_error(format!(
                        "object of type '{}' has no len()",
                        v.type_name()
                    )))
                }
            })
        }
        "range" => {
            let ints: Vec<i64> = pos
                .iter()
                .map(|v| {
                    to_i64(v).map_err(|_| {
                        type_error(format!(
                            "'{}' object cannot be interpreted as an integer",
                            v.type_name()
                        ))
                    })
                })
                .collect::<Result<_>>()?;
            let (a, b, c) = match ints.as_slice() {
                [b] => (0, *b, 1),
                [a, b] => (*a, *b, 1),
                [a, b, c] => (*a, *b, *c),
                _ => {
                    return Err(type_error(format!(
                        "range expected at most 3 arguments, got {}",
                        ints.len()
                    )))
                }
            };
            if c == 0 {
                return Err(TorchError::new(
                    ErrorKind::ValueError,
                    "range() arg 3 must not be zero",
                ));
            }
            Value::Range(a, b, c)
        }
        "int" => match pos.first() {
            None => Value::Int(0),
            Some(Value::Str(s)) => int_from_str(s)?,
            Some(Value::Float(f)) => super::pyint::from_integral_float(f.trunc())?,
            Some(Value::Tensor(t)) => {
                let s = crate::ops::item(t).map_err(|_| {
                    value_error("only one element tensors can be converted to Python scalars")
                })?;
                match s {
                    crate::scalar::Scalar::Int(i) => Value::Int(i),
                    crate::scalar::Scalar::Bool(b) => Value::Int(b as i64),
                    s => super::pyint::from_integral_float(s.to_f64().trunc())?,
                }
            }
            Some(v @ Value::BigInt(_)) => v.clone(),
            Some(v) => Value::Int(to_i64(v)?),
        },
        "float" => match pos.first() {
            None => Value::Float(0.0),
            Some(Value::Str(s)) => Value::Float(match s.trim() {
                "inf" | "infinity" => f64::INFINITY,
                "-inf" | "-infinity" => f64::NEG_INFINITY,
                "nan" => f64::NAN,
                t => t.parse::<f64>().map_err(|_| {
                    TorchError::new(
                        ErrorKind::ValueError,
                        format!("could not convert string to float: {}", py_str_repr(s)),
                    )
                })?,
            }),
            Some(Value::Tensor(t)) => Value::Float(
                crate::ops::item(t)
                    .map_err(|_| {
                        value_error("only one element tensors can be converted to Python scalars")
                    })?
                    .to_f64(),
            ),
            Some(v) => Value::Float(to_f64(v)?),
        },
        "str" => Value::str(&match pos.first() {
            None => String::new(),
            Some(v) => it.to_str(v)?,
        }),
        "repr" => Value::str(&it.repr(&one("repr")?)?),
        "bool" => Value::Bool(match pos.first() {
            None => false,
            Some(v) => it.truthy(v)?,
        }),
        "list" => Value::list(match pos.first() {
            None => vec![],
            Some(v) => it.collect(v)?,
        }),
        "tuple" => Value::tuple(match pos.first() {
            None => vec![],
            Some(v) => it.collect(v)?,
        }),
        "set" => {
            let items = match pos.first() {
                None => vec![],
                Some(v) => it.collect(v)?,
            };
            let mut out: Vec<Value> = Vec::new();
            for v in items {
                if !out.iter().any(|o| key_eq(o, &v).unwrap_or(false)) {
                    out.push(v);
                }
            }
            Value::list(out)
        }
        "dict" => {
            let mut d = Dict::default();
            if let Some(v) = pos.first() {
                match v {
                    Value::Dict(src) => d = src.borrow().clone(),
                    _ => {
                        for pair in it.collect(v)? {
                            let kv = it.collect(&pair)?;
                            if kv.len() != 2 {
                                return Err(TorchError::new(
                                    ErrorKind::ValueError,
                                    "dictionary update sequence element has wrong length",
                                ));
                            }
                            d.set(kv[0].clone(), kv[1].clone())?;
                        }
                    }
                }
            }
            for (k, v) in &args.kw {
                d.set(Value::str(k), v.clone())?;
            }
            Value::Dict(Rc::new(RefCell::new(d)))
        }
        "enumerate" => {
            let a = args.bind("enumerate", &["iterable", "start="])?;
            let start = a.i64_or("start", 0)?;
            let items = it.collect(&a.value("iterable")?)?;
            Value::list(
                items
                    .into_iter()
                    .enumerate()
                    .map(|(k, v)| Value::tuple(vec![Value::Int(start + k as i64), v]))
                    .collect(),
            )
        }
        "zip" => {
            let lists: Vec<Vec<Value>> =
                pos.iter().map(|v| it.collect(v)).collect::<Result<_>>()?;
            let n = lists.iter().map(|l| l.len()).min().unwrap_or(0);
            Value::list(
                (0..n)
                    .map(|k| Value::tuple(lists.iter().map(|l| l[k].clone()).collect()))
                    .collect(),
            )
        }
        "reversed" => {
            let mut v = it.collect(&one("reversed")?)?;
            v.reverse();
            Value::list(v)
        }
        "sorted" => {
            let a = args.bind("sorted", &["iterable", "*", "key=", "reverse="])?;
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
            let mut err = None;
            keyed.sort_by(|(a, _), (b, _)| {
                py_cmp(a, b).unwrap_or_else(|| {
                    err = Some(type_error(format!(
                        "'<' not supported between instances of '{}' and '{}'",
                        a.type_name(),
                        b.type_name()
                    )));
                    std::cmp::Ordering::Equal
                })
            });
            if let Some(e) = err {
                return Err(e);
            }
            if a.bool_or("reverse", false)? {
                keyed.reverse();
            }
            Value::list(keyed.into_iter().map(|(_, v)| v).collect())
        }
        "min" | "max" => {
            let a = args.bind(name, &["*values", "key=", "default="])?;
            let items = if pos.len() == 1 {
                it.collect(&pos[0])?
            } else {
                pos.clone()
            };
            if items.is_empty() {
                return match a.get("default") {
                    Some(d) => Ok(d.clone()),
                    None => Err(TorchError::new(
                        ErrorKind::ValueError,
                        format!("{name}() iterable argument is empty"),
                    )),
                };
            }
            let key = a.get("key").cloned();
            let mut best = items[0].clone();
            let mut best_k = match &key {
                Some(f) => it.call(f, Args::new(vec![best.clone()]))?,
                None => best.clone(),
            };
            for v in items.into_iter().skip(1) {
                let k = match &key {
                    Some(f) => it.call(f, Args::new(vec![v.clone()]))?,
                    None => v.clone(),
                };
                let better = if let (Value::Tensor(_), _) | (_, Value::Tensor(_)) = (&k, &best_k) {
                    let op = if name == "max" {
                        super::ast::CmpOp::Gt
                    } else {
                        super::ast::CmpOp::Lt
                    };
                    let c = it.compare(op, &k, &best_k)?;
                    it.truthy(&c)?
                } else {
                    let o = py_cmp(&k, &best_k).ok_or_else(|| {
                        type_error(format!(
                            "'>' not supported between instances of '{}' and '{}'",
                            k.type_name(),
                            best_k.type_name()
                        ))
                    })?;
                    if name == "max" {
                        o == std::cmp::Ordering::Greater
                    } else {
                        o == std::cmp::Ordering::Less
                    }
                };
                if better {
                    best = v;
                    best_k = k;
                }
            }
            best
        }
        "sum" => {
            let a = args.bind("sum", &["iterable", "start="])?;
            let items = it.collect(&a.value("iterable")?)?;
            let mut acc = a.get("start").cloned().unwrap_or(Value::Int(0));
            for v in items {
                acc = it.binop(super::ast::BinOp::Add, &acc, &v)?;
            }
            acc
        }
        "abs" => {
            let v = one("abs")?;
            match v {
                Value::Int(i) => match i.checked_abs() {
                    Some(a) => Value::Int(a),
                    None => super::pyint::int_value(num_traits::Signed::abs(
                        &num_bigint::BigInt::from(i),
                    )),
                },
                Value::BigInt(b) => super::pyint::int_value(num_traits::Signed::abs(&*b)),
                Value::Bool(b) => Value::Int(b as i64),
                Value::Float(f) => Value::Float(f.abs()),
                Value::Tensor(t) => {
                    Value::Tensor(crate::ops::unary("abs", crate::kernels::UnaryOp::Abs, &t)?)
                }
                v => {
                    return Err(type_error(format!(
                        "bad operand type for abs(): '{}'",
                        v.type_name()
                    )))
                }
            }
        }
        "round" => {
            let a = args.bind("round", &["number", "ndigits="])?;
            let v = a.value("number")?;
            match (v, a.i64("ndigits")?) {
                (v @ (Value::Int(_) | Value::BigInt(_)), None) => v,
                (v @ (Value::Int(_) | Value::BigInt(_)), Some(n)) => round_int(&v, n),
                (Value::Float(f), None) => super::pyint::from_integral_float(f.round_ties_even())?,
                (Value::Float(f), Some(n)) => Value::Float(super::format::round_float(f, n)),
                (Value::Tensor(t), _) => Value::Tensor(crate::ops::unary(
                    "round",
                    crate::kernels::UnaryOp::Round,
                    &t,
                )?),
                (v, _) => {
                    return Err(type_error(format!(
                        "type {} doesn't define __round__ method",
                        v.type_name()
                    )))
                }
            }
        }
        "divmod" => {
            let (a, b) = (
                pos.first().cloned().unwrap_or(Value::None),
                pos.get(1).cloned().unwrap_or(Value::None),
            );
            let q = it.binop(super::ast::BinOp::FloorDiv, &a, &b)?;
            let r = it.binop(super::ast::BinOp::Mod, &a, &b)?;
            Value::tuple(vec![q, r])
        }
        "pow" => {
            let (a, b) = (
                pos.first().cloned().unwrap_or(Value::None),
                pos.get(1).cloned().unwrap_or(Value::None),
            );
            it.binop(super::ast::BinOp::Pow, &a, &b)?
        }
        "isinstance" => {
            let (v, t) = (
                pos.first().cloned().unwrap_or(Value::None),
                pos.get(1).cloned().unwrap_or(Value::None),
            );
            let types = match &t {
                Value::Tuple(ts) => ts.to_vec(),
                x => vec![x.clone()],
            };
            Value::Bool(types.iter().any(|t| is_instance(&v, t)))
        }
        "type" => {
            let v = one("type")?;
            match &v {
                Value::Instance(i) => Value::Class(i.class.clone()),
                _ => Value::Object(Rc::new(super::objects::TypeObj(v.type_name()))),
            }
        }
        "callable" => Value::Bool(matches!(
            one("callable")?,
            Value::Builtin(_) | Value::Function(_) | Value::Class(_)
        )),
        "any" | "all" => {
            let items = it.collect(&one(name)?)?;
            let mut r = name == "all";
            for v in items {
                let t = it.truthy(&v)?;
                if name == "any" && t {
                    r = true;
                    break;
                }
                if name == "all" && !t {
                    r = false;
                    break;
                }
            }
            Value::Bool(r)
        }
        "hasattr" => {
            let (o, n) = (
                pos.first().cloned().unwrap_or(Value::None),
                pos.get(1).cloned().unwrap_or(Value::None),
            );
            let Value::Str(n) = n else {
                return Err(type_error("attribute name must be string"));
            };
            Value::Bool(it.getattr(&o, &n).is_ok())
        }
        "getattr" => {
            let (o, n) = (
                pos.first().cloned().unwrap_or(Value::None),
                pos.get(1).cloned().unwrap_or(Value::None),
            );
            let Value::Str(n) = n else {
                return Err(type_error("attribute name must be string"));
            };
            match it.getattr(&o, &n) {
                Ok(v) => v,
                Err(e) => match pos.get(2) {
                    Some(d) => d.clone(),
                    None => return Err(e),
                },
            }
        }
        "setattr" => {
            let (o, n, v) = (
                pos.first().cloned().unwrap_or(Value::None),
                pos.get(1).cloned().unwrap_or(Value::None),
                pos.get(2).cloned().unwrap_or(Value::None),
            );
            let Value::Str(n) = n else {
                return Err(type_error("attribute name must be string"));
            };
            it.setattr(&o, &n, v)?;
            Value::None
        }
        "id" => Value::Int(match one("id")? {
            Value::Tensor(t) => t.id() as i64,
            Value::List(l) => Rc::as_ptr(&l) as *const u8 as i64,
            Value::Dict(d) => Rc::as_ptr(&d) as *const u8 as i64,
            Value::Instance(i) => Rc::as_ptr(&i) as *const u8 as i64,
            Value::Int(i) => i,
            _ => 0,
        }),
        "hash" => Value::Int(match one("hash")? {
            v @ (Value::Bool(_) | Value::Int(_) | Value::BigInt(_) | Value::Float(_)) => {
                super::pyint::hash_number(&v).unwrap_or(0)
            }
            Value::Str(s) => s
                .bytes()
                .fold(0i64, |h, b| h.wrapping_mul(31).wrapping_add(b as i64)),
            Value::Tensor(t) => t.id() as i64,
            v => return Err(type_error(format!("unhashable type: '{}'", v.type_name()))),
        }),
        "map" => {
            let f = pos
                .first()
                .cloned()
                .ok_or_else(|| type_error("map() must have at least two arguments."))?;
            let lists: Vec<Vec<Value>> = pos[1..]
                .iter()
                .map(|v| it.collect(v))
                .collect::<Result<_>>()?;
            let n = lists.iter().map(|l| l.len()).min().unwrap_or(0);
            let mut out = Vec::new();
            for k in 0..n {
                out.push(it.call(&f, Args::new(lists.iter().map(|l| l[k].clone()).collect()))?);
            }
            Value::list(out)
        }
        "filter" => {
            let f = pos.first().cloned().unwrap_or(Value::None);
            let items = it.collect(pos.get(1).unwrap_or(&Value::list(vec![])))?;
            let mut out = Vec::new();
            for v in items {
                let keep = match &f {
                    Value::None => it.truthy(&v)?,
                    f => {
                        let r = it.call(f, Args::new(vec![v.clone()]))?;
                        it.truthy(&r)?
                    }
                };
                if keep {
                    out.push(v);
                }
            }
            Value::list(out)
        }
        "iter" => Value::list(it.collect(&one("iter")?)?),
        "next" => {
            let v = one("next")?;
            match &v {
                Value::List(l) => {
                    if l.borrow().is_empty() {
                        return Err(TorchError::new(ErrorKind::StopIteration, ""));
                    }
                    l.borrow_mut().remove(0)
                }
                _ => {
                    return Err(type_error(format!(
                        "'{}' object is not an iterator",
                        v.type_name()
                    )))
                }
            }
        }
        "format" => {
            let v = one("format")?;
            let spec = match pos.get(1) {
                Some(Value::Str(s)) => s.to_string(),
                _ => String::new(),
            };
            Value::str(&it.format_value(&v, &spec)?)
        }
        "chr" => Value::str(
            &char::from_u32(to_i64(&one("chr")?)? as u32)
                .unwrap_or('?')
                .to_string(),
        ),
        "ord" => match one("ord")? {
            Value::Str(s) if s.chars().count() == 1 => Value::Int(s.chars().next().unwrap() as i64),
            _ => return Err(type_error("ord() expected a character")),
        },
        "super" => {
            let cls = it
                .lookup("__class__")
                .map_err(|_| runtime("super(): no arguments"))?;
            let me = it
                .lookup("self")
                .map_err(|_| runtime("super(): no arguments"))?;
            Value::Object(Rc::new(super::objects::SuperObj {
                class: cls,
                obj: me,
            }))
        }
        "vars" => {
            let v = one("vars")?;
            match &v {
                Value::Instance(i) => {
                    let mut d = Dict::default();
                    for (k, x) in i.attrs.borrow().iter() {
                        d.set(Value::str(k), x.clone())?;
                    }
                    Value::Dict(Rc::new(RefCell::new(d)))
                }
                _ => return Err(type_error("vars() argument must have __dict__ attribute")),
            }
        }
        "object" => Value::Object(Rc::new(super::objects::TypeObj("object".into()))),
        "__noop__" => Value::None,
        "NotImplemented" => Value::None,
        n if EXCEPTIONS.iter().any(|(e, _)| *e == n)
            || n == "Exception"
            || n == "BaseException"
            || n == "StopIteration"
            || n == "ArithmeticError"
            || n == "LookupError" =>
        {
            let kind = EXCEPTIONS
                .iter()
                .find(|(e, _)| *e == n)
                .map(|(_, k)| *k)
                .unwrap_or(ErrorKind::RuntimeError);
            let msg = match pos.first() {
                Some(v) => it.to_str(v)?,
                None => String::new(),
            };
            Value::Object(Rc::new(ExceptionObj { kind, message: msg }))
        }
        _ => {
            return Err(TorchError::new(
                ErrorKind::NameError,
                format!("name '{name}' is not defined"),
            ))
        }
    })
}

fn is_instance(v: &Value, t: &Value) -> bool {
    match t {
        Value::Builtin(b) => match b.name.as_str() {
            "int" => matches!(v, Value::Int(_) | Value::BigInt(_) | Value::Bool(_)),
            "float" => matches!(v, Value::Float(_)),
            "bool" => matches!(v, Value::Bool(_)),
            "str" => matches!(v, Value::Str(_)),
            "list" => matches!(v, Value::List(_)),
            "tuple" => matches!(v, Value::Tuple(_) | Value::Size(_)),
            "dict" => matches!(v, Value::Dict(_)),
            "torch.Tensor" => matches!(v, Value::Tensor(_)),
            "torch.nn.Parameter" => matches!(v, Value::Tensor(t) if t.autograd().is_parameter),
            "torch.nn.Module" => {
                matches!(v, Value::Instance(i) if i.class.native() == Some("Module"))
            }
            "object" => true,
            n => EXCEPTIONS.iter().any(|(e, k)| {
                *e == n && v.downcast::<ExceptionObj>().is_some_and(|x| x.kind == *k)
            }),
        },
        Value::Class(c) => matches!(v, Value::Instance(i) if i.class.is_subclass_of(&c.name)),
        _ => false,
    }
}

fn list_method(it: &mut Interp, l: &Rc<ListCell>, name: &str, args: Args) -> Result<Value> {
    let pos = args.pos;
    Ok(match name {
        "append" => {
            l.borrow_mut().push(
                pos.into_iter().next().ok_or_else(|| {
                    type_error("list.append() takes exactly one argument (0 given)")
                })?,
            );
            Value::None
        }
        "extend" => {
            let items = it.collect(pos.first().unwrap_or(&Value::None))?;
            l.borrow_mut().extend(items);
            Value::None
        }
        "pop" => {
            let n = l.borrow().len();
            if n == 0 {
                return Err(TorchError::new(
                    ErrorKind::IndexError,
                    "pop from empty list",
                ));
            }
            let k = match pos.first() {
                Some(i) => seq_index(i, n, "pop")?,
                None => n - 1,
            };
            l.borrow_mut().remove(k)
        }
        "insert" => {
            let n = l.borrow().len() as i64;
            let k = to_i64(pos.first().unwrap_or(&Value::Int(0)))?;
            let k = if k < 0 { (k + n).max(0) } else { k.min(n) } as usize;
            l.borrow_mut()
                .insert(k, pos.get(1).cloned().unwrap_or(Value::None));
            Value::None
        }
        "index" => {
            let x = pos.first().cloned().unwrap_or(Value::None);
            let k = find_eq(&l.borrow().clone(), &x)?;
            Value::Int(
                k.ok_or_else(|| TorchError::new(ErrorKind::ValueError, "value is not in list"))?
                    as i64,
            )
        }
        "count" => {
            let x = pos.first().cloned().unwrap_or(Value::None);
            Value::Int(count_eq(&l.borrow().clone(), &x)? as i64)
        }
        "remove" => {
            let x = pos.first().cloned().unwrap_or(Value::None);
            let k = find_eq(&l.borrow().clone(), &x)?;
            let k = k.ok_or_else(|| {
                TorchError::new(ErrorKind::ValueError, "list.remove(x): x not in list")
            })?;
            l.borrow_mut().remove(k);
            Value::None
        }
        "reverse" => {
            l.borrow_mut().reverse();
            Value::None
        }
        "sort" => {
            let sorted = py_builtin(
                it,
                "sorted",
                Args {
                    pos: vec![Value::List(l.clone())],
                    kw: args.kw,
                },
            )?;
            if let Value::List(s) = sorted {
                *l.borrow_mut() = s.borrow().clone();
            }
            Value::None
        }
        "copy" => Value::list(l.borrow().clone()),
        "clear" => {
            l.borrow_mut().clear();
            Value::None
        }
        _ => return Err(type_error(format!("list has no method {name}"))),
    })
}

fn dict_method(it: &mut Interp, d: &Rc<RefCell<Dict>>, name: &str, args: Args) -> Result<Value> {
    let pos = args.pos;
    Ok(match name {
        "keys" => Value::list(d.borrow().items.iter().map(|(k, _)| k.clone()).collect()),
        "values" => Value::list(d.borrow().items.iter().map(|(_, v)| v.clone()).collect()),
        "items" => Value::list(
            d.borrow()
                .items
                .iter()
                .map(|(k, v)| Value::tuple(vec![k.clone(), v.clone()]))
                .collect(),
        ),
        "get" => {
            let k = pos.first().cloned().unwrap_or(Value::None);
            let r = d.borrow().get(&k)?;
            r.unwrap_or_else(|| pos.get(1).cloned().unwrap_or(Value::None))
        }
        "pop" => {
            let k = pos.first().cloned().unwrap_or(Value::None);
            let r = d.borrow_mut().remove(&k)?;
            match (r, pos.get(1)) {
                (Some(v), _) => v,
                (None, Some(dflt)) => dflt.clone(),
                (None, None) => return Err(TorchError::new(ErrorKind::KeyError, it.repr(&k)?)),
            }
        }
        "setdefault" => {
            let k = pos.first().cloned().unwrap_or(Value::None);
            let existing = d.borrow().get(&k)?;
            match existing {
                Some(v) => v,
                None => {
                    let v = pos.get(1).cloned().unwrap_or(Value::None);
                    d.borrow_mut().set(k, v.clone())?;
                    v
                }
            }
        }
        "update" => {
            if let Some(Value::Dict(o)) = pos.first() {
                let items = o.borrow().items.clone();
                for (k, v) in items {
                    d.borrow_mut().set(k, v)?;
                }
            }
            for (k, v) in args.kw {
                d.borrow_mut().set(Value::str(&k), v)?;
            }
            Value::None
        }
        "copy" => Value::Dict(Rc::new(RefCell::new(d.borrow().clone()))),
        "clear" => {
            d.borrow_mut().clear();
            Value::None
        }
        _ => return Err(type_error(format!("dict has no method {name}"))),
    })
}

fn str_method(it: &mut Interp, s: &str, name: &str, args: Args) -> Result<Value> {
    let pos = &args.pos;
    let arg_str = |k: usize| -> Option<String> {
        match pos.get(k) {
            Some(Value::Str(x)) => Some(x.to_string()),
            _ => None,
        }
    };
    Ok(match name {
        // `grad_fn.name()` is a method bound to the node's name (autograd_api::node_attr).
        "__name__" => Value::str(s),
        "format" => {
            // `"{} {:.2f}".format(a, b)` and `{name}` fields.
            let mut out = String::new();
            let chars: Vec<char> = s.chars().collect();
            let mut i = 0;
            let mut auto = 0;
            while i < chars.len() {
                match chars[i] {
                    '{' if chars.get(i + 1) == Some(&'{') => {
                        out.push('{');
                        i += 2;
                    }
                    '}' if chars.get(i + 1) == Some(&'}') => {
                        out.push('}');
                        i += 2;
                    }
                    '{' => {
                        let end = chars[i..]
                            .iter()
                            .position(|&c| c == '}')
                            .map(|p| p + i)
                            .ok_or_else(|| {
                                TorchError::new(
                                    ErrorKind::ValueError,
                                    "Single '{' encountered in format string",
                                )
                            })?;
                        let field: String = chars[i + 1..end].iter().collect();
                        let (key, spec) = field.split_once(':').unwrap_or((&field, ""));
                        let v = if key.is_empty() {
                            auto += 1;
                            pos.get(auto - 1).cloned()
                        } else if let Ok(n) = key.parse::<usize>() {
                            pos.get(n).cloned()
                        } else {
                            args.kw
                                .iter()
                                .find(|(k, _)| k == key)
                                .map(|(_, v)| v.clone())
                        };
                        let v = v.ok_or_else(|| {
                            TorchError::new(
                                ErrorKind::IndexError,
                                "Replacement index out of range for positional args tuple",
                            )
                        })?;
                        out.push_str(&it.format_value(&v, spec)?);
                        i = end + 1;
                    }
                    c => {
                        out.push(c);
                        i += 1;
                    }
                }
            }
            Value::str(&out)
        }
        "join" => {
            let items = it.collect(pos.first().unwrap_or(&Value::None))?;
            let parts: Vec<String> = items
                .iter()
                .map(|v| match v {
                    Value::Str(x) => Ok(x.to_string()),
                    _ => Err(type_error(format!(
                        "sequence item: expected str instance, {} found",
                        v.type_name()
                    ))),
                })
                .collect::<Result<_>>()?;
            Value::str(&parts.join(s))
        }
        "split" => {
            let parts: Vec<Value> = match arg_str(0) {
                Some(sep) => s.split(sep.as_str()).map(Value::str).collect(),
                None => s.split_whitespace().map(Value::str).collect(),
            };
            Value::list(parts)
        }
        "strip" => Value::str(s.trim()),
        "rstrip" => Value::str(s.trim_end()),
        "lstrip" => Value::str(s.trim_start()),
        "upper" => Value::str(&s.to_uppercase()),
        "lower" => Value::str(&s.to_lowercase()),
        "replace" => Value::str(&s.replace(
            &arg_str(0).unwrap_or_default(),
            &arg_str(1).unwrap_or_default(),
        )),
        "startswith" => Value::Bool(s.starts_with(&arg_str(0).unwrap_or_default())),
        "index" => {
            let needle = arg_str(0).unwrap_or_default();
            match s.find(&needle) {
                Some(b) => Value::Int(s[..b].chars().count() as i64),
                None => return Err(value_error("substring not found")),
            }
        }
        "endswith" => Value::Bool(s.ends_with(&arg_str(0).unwrap_or_default())),
        "ljust" | "rjust" | "center" => {
            let w = to_i64(pos.first().unwrap_or(&Value::Int(0)))?.max(0) as usize;
            let align = match name {
                "ljust" => "<",
                "rjust" => ">",
                _ => "^",
            };
            Value::str(&super::format::format_spec(
                super::format::Formattable::Str(s),
                &format!("{align}{w}"),
            )?)
        }
        _ => return Err(type_error(format!("str has no method {name}"))),
    })
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
