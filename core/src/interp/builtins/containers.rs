//! Methods of Python's containers: `list`, `dict` and `str`.

use super::{py_builtin, seq_index};
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::{to_i64, Args};
use crate::interp::eval::Interp;
use crate::interp::value::*;
use std::cell::RefCell;
use std::rc::Rc;

pub fn list_method(it: &mut Interp, l: &Rc<ListCell>, name: &str, args: Args) -> Result<Value> {
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

pub fn dict_method(
    it: &mut Interp,
    d: &Rc<RefCell<Dict>>,
    name: &str,
    args: Args,
) -> Result<Value> {
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

pub fn str_method(it: &mut Interp, s: &str, name: &str, args: Args) -> Result<Value> {
    let pos = &args.pos;
    let arg_str = |k: usize| -> Option<String> {
        match pos.get(k) {
            Some(Value::Str(x)) => Some(x.to_string()),
            _ => None,
        }
    };
    Ok(match name {
        // `grad_fn.name()` is a method bound to the node's name (NodeObj's getattr).
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
            Value::str(&crate::interp::format::format_spec(
                crate::interp::format::Formattable::Str(s),
                &format!("{align}{w}"),
            )?)
        }
        _ => return Err(type_error(format!("str has no method {name}"))),
    })
}
