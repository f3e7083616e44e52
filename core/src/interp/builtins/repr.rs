//! `repr()` of every kind of value, as CPython and PyTorch print them.

use crate::error::Result;
use crate::interp::eval::Interp;
use crate::interp::value::*;
use crate::pyfmt::py_float;
use std::rc::Rc;

pub fn repr(it: &mut Interp, v: &Value) -> Result<String> {
    // Containers recurse: bounded, and a container inside itself prints as `[...]`.
    let _level = match v {
        Value::List(_)
        | Value::Dict(_)
        | Value::Tuple(_)
        | Value::Set(_)
        | Value::Object(_)
        | Value::Instance(_) => Some(crate::interp::recursion::enter(
            "while getting the repr of an object",
        )?),
        _ => None,
    };
    let _mark = match v {
        Value::List(l) => {
            match crate::interp::recursion::repr_enter(Rc::as_ptr(l) as *const u8 as usize) {
                Some(m) => Some(m),
                None => return Ok("[...]".into()),
            }
        }
        Value::Dict(d) => {
            match crate::interp::recursion::repr_enter(Rc::as_ptr(d) as *const u8 as usize) {
                Some(m) => Some(m),
                None => return Ok("{...}".into()),
            }
        }
        _ => None,
    };
    Ok(match v {
        Value::None => "None".into(),
        Value::Bool(b) => if *b { "True" } else { "False" }.into(),
        Value::Int(i) => i.to_string(),
        Value::BigInt(b) => crate::interp::pyint::to_decimal(b)?,
        Value::Float(f) => py_float(*f),
        Value::Str(s) => {
            // A repr can be four times its string (escapes): `x = repr(x)` in a loop grows
            // without bound, so each result is held to the memory cap (the fuzzer found it).
            // Measured before it is built: `repr('\x00' * 10**9)` would be 4 GB.
            let len = str_repr_len(s);
            super::str_caps::check_text(len)?;
            write_str_repr(s, String::with_capacity(len as usize))
        }
        Value::List(l) => {
            let items = l.borrow().clone();
            let parts = item_reprs(it, &items)?;
            format!("[{}]", parts.join(", "))
        }
        Value::Tuple(t) => {
            let parts = item_reprs(it, t)?;
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
            let mut total = 0u128;
            for (k, x) in &items {
                let part = format!("{}: {}", repr(it, k)?, repr(it, x)?);
                total += part.len() as u128 + 2;
                super::str_caps::check_text(total)?;
                parts.push(part);
            }
            format!("{{{}}}", parts.join(", "))
        }
        Value::Set(s) => {
            let keys = s.table.borrow().keys();
            let parts = item_reprs(it, &keys)?;
            match (s.frozen, parts.is_empty()) {
                (false, true) => "set()".into(),
                (false, false) => format!("{{{}}}", parts.join(", ")),
                (true, true) => "frozenset()".into(),
                (true, false) => format!("frozenset({{{}}})", parts.join(", ")),
            }
        }
        // PyTorch's `UninitializedParameter.__repr__` (a lazy module before its forward).
        Value::Tensor(t) if crate::interp::tensor_api::is_uninitialized(t) => {
            if t.autograd().is_parameter {
                "<UninitializedParameter>".into()
            } else {
                "<UninitializedBuffer>".into()
            }
        }
        Value::Tensor(t) => crate::interp::format::tensor_repr(t)?,
        v if crate::interp::dict_views::view_of(v).is_some() => {
            let dv = crate::interp::dict_views::view_of(v).expect("checked above");
            let items = repr(it, &Value::list(dv.items()))?;
            format!("{}({items})", v.type_name())
        }
        Value::DType(d) => d.to_string(),
        Value::Device(d) => format!("device(type='{d}')"),
        Value::MemoryFormat(m) => format!("torch.{}", m.name()),
        Value::Slice(a, b, c) => {
            let f = |x: &Option<i64>| x.map(|v| v.to_string()).unwrap_or("None".into());
            format!("slice({}, {}, {})", f(a), f(b), f(c))
        }
        Value::Ellipsis => "Ellipsis".into(),
        Value::BigRange(r) => r.repr(),
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
        Value::Builtin(b)
            if b.recv.is_none() && super::BUILTIN_TYPES.contains(&b.name.as_str()) =>
        {
            // Parameter's class lives in torch.nn.parameter.
            let qual = match b.name.as_str() {
                "torch.nn.Parameter" => "torch.nn.parameter.Parameter",
                "torch.UntypedStorage" => "torch.storage.UntypedStorage",
                n => n,
            };
            format!("<class '{qual}'>")
        }
        Value::Builtin(b) if b.recv.is_none() && b.name == "NotImplemented" => {
            "NotImplemented".into()
        }
        Value::Builtin(b) if b.recv.is_none() && b.name == "type" => "<class 'type'>".into(),
        Value::Builtin(b)
            if b.recv.is_none() && crate::interp::exceptions::builtin_class(&b.name).is_some() =>
        {
            format!("<class '{}'>", b.name)
        }
        Value::Builtin(b) if b.recv.is_none() && super::optimizer_class(&b.name).is_some() => {
            let class = super::optimizer_class(&b.name).unwrap_or_default();
            let module = crate::interp::nn::optimizer_module(class).unwrap_or_default();
            format!("<class 'torch.optim.{module}.{class}'>")
        }
        Value::Builtin(b) => match &b.recv {
            Some(r) => format!(
                "<built-in method {} of {} object at {:#x}>",
                b.name,
                r.type_name(),
                super::objects_fns::object_id(r)
            ),
            None => format!(
                "<built-in function {}>",
                b.name.rsplit('.').next().unwrap_or(&b.name)
            ),
        },
        // CPython prints `__qualname__` as it is now (`functools.wraps` sets it, so a
        // `@contextmanager` function shows its own name, not the wrapper's).
        Value::Function(f) => {
            let qualname = match f.meta.slot("__qualname__") {
                Some(Value::Str(q)) => q.to_string(),
                _ => f.def.qualname.to_string(),
            };
            // A built-in type's method read off the type (stdlib/unbound.py marks it):
            // `<method 'append' of 'list' objects>`, `<slot wrapper '__add__' of 'int' objects>`.
            if let Some(Value::Str(kind)) = f.meta.slot(super::function_attrs::DESCRIPTOR) {
                let (owner, name) = qualname.split_once('.').unwrap_or(("object", &qualname));
                return Ok(format!("<{kind} '{name}' of '{owner}' objects>"));
            }
            match &f.bound {
                Some(recv) => format!("<bound method {qualname} of {}>", repr(it, recv)?),
                None => format!(
                    "<function {qualname} at {:#x}>",
                    super::objects_fns::object_id(v)
                ),
            }
        }
        Value::Class(c) => match it.call_meta(v, "repr", vec![])? {
            Some(Value::Str(s)) => s.to_string(),
            Some(other) => {
                return Err(crate::error::type_error(format!(
                    "__repr__ returned non-string (type {})",
                    other.type_name()
                )))
            }
            None => super::class_repr(c),
        },
        Value::Instance(_) => crate::interp::nn::instance_repr(it, v)?,
        Value::Namespace(n) => format!("<module '{n}'>"),
        Value::Object(o) => match o
            .as_any()
            .downcast_ref::<crate::interp::objects::NamedTuple>()
        {
            // torch.return_types.max(\nvalues=tensor(...),\nindices=tensor(...)), as PyTorch's
            // structseq prints.
            Some(n) => {
                let mut parts = Vec::new();
                for (k, x) in &n.fields {
                    parts.push(format!("{k}={}", repr(it, x)?));
                }
                if n.type_name == "_IncompatibleKeys" {
                    // load_state_dict's result is a Python namedtuple whose repr PyTorch
                    // overrides: one line, or a word when nothing is amiss.
                    let empty = n
                        .fields
                        .iter()
                        .all(|(_, x)| matches!(x, Value::List(l) if l.borrow().is_empty()));
                    if empty {
                        return Ok("<All keys matched successfully>".into());
                    }
                    return Ok(format!("_IncompatibleKeys({})", parts.join(", ")));
                }
                format!("{}(\n{})", n.type_name, parts.join(",\n"))
            }
            None => match o
                .as_any()
                .downcast_ref::<crate::interp::objects::ExceptionObj>()
            {
                // BaseException.__repr__: `ValueError('x')`, `KeyError('a', 1)`.
                Some(e) => {
                    let parts: Vec<String> =
                        e.args.iter().map(|x| repr(it, x)).collect::<Result<_>>()?;
                    format!("{}({})", e.class, parts.join(", "))
                }
                None => {
                    check_bytes_repr(v)?;
                    o.repr()
                }
            },
        },
    })
}

/// The reprs of a container's items, their running total (with the `, ` between them)
/// held to the cap of one string: `repr([s, s, s])` of 2**30-character strings is 3 GB.
fn item_reprs(it: &mut Interp, items: &[Value]) -> Result<Vec<String>> {
    let mut parts = Vec::with_capacity(items.len());
    let mut total = 0u128;
    for x in items {
        let part = repr(it, x)?;
        total += part.len() as u128 + 2;
        super::str_caps::check_text(total)?;
        parts.push(part);
    }
    Ok(parts)
}

/// A bytes or bytearray repr measured before it is built (an object's repr cannot fail).
fn check_bytes_repr(v: &Value) -> Result<()> {
    use crate::interp::{pybytearray::PyByteArray, pybytes};
    if let Some(b) = pybytes::bytes_of(v) {
        return super::str_caps::check_text(pybytes::repr_len(b));
    }
    if let Some(ba) = PyByteArray::of(v) {
        return super::str_caps::check_text(ba.read(crate::interp::pybytes::repr_len));
    }
    Ok(())
}

/// The quote `repr(s)` uses: single unless the text holds one and no double quote.
fn repr_quote(s: &str) -> char {
    if s.contains('\'') && !s.contains('"') {
        '"'
    } else {
        '\''
    }
}

/// The length in bytes of `py_str_repr(s)`, found without building it.
pub(crate) fn str_repr_len(s: &str) -> u128 {
    let q = repr_quote(s);
    let escaped = |c: char| match c {
        '\\' | '\n' | '\t' | '\r' => 2,
        c if c == q => 2,
        c if !super::containers::str_methods::is_printable(c) => match c as u32 {
            0..=0xFF => 4,
            0x100..=0xFFFF => 6,
            _ => 10,
        },
        c => c.len_utf8(),
    };
    2 + s.chars().map(|c| escaped(c) as u128).sum::<u128>()
}

/// Python's `repr(str)`: single quotes unless the text holds one and no double quote.
pub fn py_str_repr(s: &str) -> String {
    write_str_repr(s, String::with_capacity(s.len() + 2))
}

/// `repr(s)` written into `out` (sized by the caller: a 1 GB repr grown by doubling
/// would ask for 2 GB).
fn write_str_repr(s: &str, mut out: String) -> String {
    let q = repr_quote(s);
    out.push(q);
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
            // What Python deems unprintable, escaped by size as CPython writes it.
            c if !super::containers::str_methods::is_printable(c) => {
                let n = c as u32;
                out.push_str(&if n < 0x100 {
                    format!("\\x{n:02x}")
                } else if n < 0x10000 {
                    format!("\\u{n:04x}")
                } else {
                    format!("\\U{n:08x}")
                });
            }
            c => out.push(c),
        }
    }
    out.push(q);
    out
}
