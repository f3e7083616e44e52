//! Python built-ins about numbers (`abs`, `round`, `divmod`, `pow`, `hash`, `chr`, `ord`,
//! `format`) and about objects (`isinstance`, `type`, `getattr`, `super`, `vars`, the
//! exception classes, ...).

use super::{is_instance, Builtins, EXCEPTIONS};
use crate::error::{runtime, type_error, value_error, ErrorKind, Result};
use crate::interp::args::{to_i64, Bound};
use crate::interp::ast::BinOp;
use crate::interp::eval::Interp;
use crate::interp::objects::{ExceptionObj, SuperObj, TypeObj};
use crate::interp::pyint;
use crate::interp::pyint::round_int;
use crate::interp::value::*;
use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, Zero};
use std::rc::Rc;

/// The exception classes scripts can raise and catch, beyond `EXCEPTIONS`.
const EXCEPTION_BASES: &[&str] = &[
    "Exception",
    "BaseException",
    "ArithmeticError",
    "LookupError",
    "BufferError",
    "ImportError",
    "EOFError",
    "OSError",
    "FileNotFoundError",
    "FileExistsError",
    "IsADirectoryError",
    "NotADirectoryError",
    "GeneratorExit",
    "SystemExit",
    "StopAsyncIteration",
    "UnicodeError",
    "UnicodeDecodeError",
    "UnicodeEncodeError",
    "Warning",
    "UserWarning",
    "DeprecationWarning",
    "PendingDeprecationWarning",
    "SyntaxWarning",
    // What eval() of bad source raises; scripts catch it by name.
    "SyntaxError",
    "RuntimeWarning",
    "FutureWarning",
    "ImportWarning",
    "UnicodeWarning",
    "BytesWarning",
    "ResourceWarning",
    "EncodingWarning",
];

pub fn register(r: &mut Builtins) {
    let topic = "numbers";
    r.add(topic, &["abs"], "x, /", abs);
    r.add(topic, &["round"], "number, ndigits=None", round);
    r.add(topic, &["divmod"], "a, b, /", |it, a| {
        let (x, y) = (a.value_or_none("a"), a.value_or_none("b"));
        // A Tensor has `//` and `%` but no `__divmod__`/`__rdivmod__` (PyTorch 2.15).
        if matches!(x, Value::Tensor(_)) || matches!(y, Value::Tensor(_)) {
            return Err(type_error(format!(
                "unsupported operand type(s) for divmod(): '{}' and '{}'",
                x.type_name(),
                y.type_name()
            )));
        }
        let q = it.binop(BinOp::FloorDiv, &x, &y)?;
        let r = it.binop(BinOp::Mod, &x, &y)?;
        Ok(Value::tuple(vec![q, r]))
    });
    r.add(topic, &["pow"], "base, exp, mod=None", pow);
    r.add(topic, &["hash"], "obj, /", |it, a| {
        let v = a.value_or_none("obj");
        if let Some(h) = it.special_hash(&v)? {
            return Ok(Value::Int(h));
        }
        Ok(Value::Int(match v {
            v @ (Value::Bool(_) | Value::Int(_) | Value::BigInt(_) | Value::Float(_)) => {
                pyint::hash_number(&v).unwrap_or(0)
            }
            // The hash dict keys use, so a class's `__hash__` returning `hash(name)` agrees
            // with the str it equals (CPython salts str hashes per run: no value is fixed).
            Value::Str(s) => crate::interp::pyset::str_hash(&s),
            Value::Tensor(t) => t.id() as i64,
            // Tuples (CPython's xxHash mix of the items), frozensets, None, objects; lists,
            // dicts and sets are refused there with Python's error.
            v => crate::interp::lending::lend(it, || crate::interp::pyset::py_hash(&v))?,
        }))
    });
    r.add(topic, &["chr"], "i, /", |_, a| {
        let i = to_i64(&a.value_or_none("i"))?;
        let c = crate::interp::format_spec::code_point(i, || {
            value_error("chr() arg not in range(0x110000)")
        })?;
        Ok(Value::str(&c.to_string()))
    });
    r.add(topic, &["ord"], "c, /", |_, a| match a.value_or_none("c") {
        Value::Str(s) if s.chars().count() == 1 => {
            Ok(Value::Int(s.chars().next().map_or(0, |c| c as i64)))
        }
        Value::Str(s) => Err(type_error(format!(
            "ord() expected a character, but string of length {} found",
            s.chars().count()
        ))),
        v if crate::interp::pybytes::bytes_of(&v).is_some() => {
            match crate::interp::pybytes::bytes_of(&v).unwrap_or_default() {
                [c] => Ok(Value::Int(*c as i64)),
                d => Err(type_error(format!(
                    "ord() expected a character, but string of length {} found",
                    d.len()
                ))),
            }
        }
        v => Err(type_error(format!(
            "ord() expected string of length 1, but {} found",
            v.type_name()
        ))),
    });
    r.add(topic, &["format"], "value, format_spec='', /", |it, a| {
        let spec = a.str("format_spec")?.unwrap_or_default();
        Ok(Value::str(
            &it.format_value(&a.value_or_none("value"), &spec)?,
        ))
    });

    let topic = "objects and types";
    r.add(topic, &["isinstance"], "obj, class_or_tuple, /", |it, a| {
        let v = a.value_or_none("obj");
        let found = first_match(&a.value_or_none("class_or_tuple"), &mut |t| {
            // An instance whose class defines the hook answers for itself (typing's aliases).
            if let Some(r) = it.call_special(t, "__instancecheck__", vec![v.clone()])? {
                return it.truthy(&r);
            }
            if let Some(r) = it.call_meta(t, "instancecheck", vec![v.clone()])? {
                return it.truthy(&r);
            }
            if is_not_a_type(t) {
                return Err(type_error(
                    "isinstance() arg 2 must be a type, a tuple of types, or a union",
                ));
            }
            Ok(is_instance(&v, t))
        })?;
        Ok(Value::Bool(found))
    });
    r.add(
        topic,
        &["type"],
        "object, bases=None, dict=None, /",
        |it, a| {
            // CPython's type_new takes one argument or three, never two (`type(1, 2)`).
            if a.given("bases") && !a.given("dict") {
                return Err(type_error("type() takes 1 or 3 arguments"));
            }
            if a.given("bases") {
                return new_type(it, a);
            }
            Ok(type_of(&a.value_or_none("object")))
        },
    );
    r.add(topic, &["callable"], "obj, /", |_, a| {
        Ok(Value::Bool(is_callable(&a.value_or_none("obj"))))
    });
    r.add(topic, &["hasattr"], "obj, name, /", |it, a| {
        let name = attr_name(a)?;
        // Only an AttributeError means "no": anything else a hook raises propagates.
        match it.getattr(&a.value_or_none("obj"), &name) {
            Ok(_) => Ok(Value::Bool(true)),
            Err(e) if e.kind == ErrorKind::AttributeError => Ok(Value::Bool(false)),
            Err(e) => Err(e),
        }
    });
    r.add(
        topic,
        &["getattr"],
        "object, name, default=None, /",
        |it, a| {
            let name = attr_name(a)?;
            match it.getattr(&a.value_or_none("object"), &name) {
                Ok(v) => Ok(v),
                Err(e) if e.kind == ErrorKind::AttributeError && a.given("default") => {
                    Ok(a.value_or_none("default"))
                }
                Err(e) => Err(e),
            }
        },
    );
    // `__import__(name)`, as `import name` runs it: the top-level package for a dotted
    // name unless `fromlist` names something to take from the module itself.
    r.add(
        topic,
        &["__import__"],
        "name, globals=None, locals=None, fromlist=(), level=0",
        |it, a| {
            let name = match a.value_or_none("name") {
                Value::Str(s) => s.to_string(),
                _ => return Err(type_error("module name must be a string")),
            };
            if a.i64_or("level", 0)? != 0 {
                return Err(runtime(
                    "__import__() with a relative level: a script has no package to be relative to",
                ));
            }
            let module = super::import(it, &name)?;
            let fromlist = match a.value_or_none("fromlist") {
                Value::None => vec![],
                v => it.collect(&v)?,
            };
            if !fromlist.is_empty() {
                return Ok(module);
            }
            let top = name.split('.').next().unwrap_or(&name);
            super::import(it, top)
        },
    );
    r.add(topic, &["delattr"], "obj, name, /", |it, a| {
        let name = attr_name(a)?;
        it.del_attr(&a.value_or_none("obj"), &name)?;
        Ok(Value::None)
    });
    r.add(topic, &["issubclass"], "cls, class_or_tuple, /", |it, a| {
        let cls = a.value_or_none("cls");
        // Whether `cls` derives from the class `t` (an alias's hook answers before arg 1 is
        // checked, as in CPython: `issubclass(type(None), Optional[int])`).
        let derives: Box<ClassTest> = match &cls {
            Value::Class(c) => {
                let c = c.clone();
                Box::new(move |t| {
                    Ok(match t {
                        Value::Class(t) => c.derives_from(t),
                        Value::Builtin(b) => {
                            b.name == "object"
                                || super::class_stands_for(&c, &b.name)
                                || c.native() == Some(super::native_class_name(&b.name))
                                || crate::interp::exceptions::class_is_sub_builtin(&c, &b.name)
                        }
                        _ => false,
                    })
                })
            }
            // Among the built-in types only bool derives from another (int), and Parameter
            // from Tensor; exception classes have their tree.
            Value::Builtin(b) => {
                let name = b.name.clone();
                Box::new(move |t| {
                    Ok(match t {
                        Value::Builtin(x) => {
                            x.name == name
                                || x.name == "object"
                                || (name == "bool" && x.name == "int")
                                || (name == "torch.nn.Parameter" && x.name == "torch.Tensor")
                                || super::optimizer_derives(&name, &x.name)
                                || crate::interp::exceptions::builtin_is_sub(&name, &x.name)
                        }
                        // The built-in optimizers derive from torch.optim.Optimizer (the
                        // prelude's class), as isinstance already answers for their objects.
                        Value::Class(c) => {
                            c.name == "Optimizer" && super::optimizer_class(&name).is_some()
                        }
                        _ => false,
                    })
                })
            }
            _ => Box::new(|_| Err(type_error("issubclass() arg 1 must be a class"))),
        };
        let found = first_match(&a.value_or_none("class_or_tuple"), &mut |t| {
            if let Some(r) = it.call_special(t, "__subclasscheck__", vec![cls.clone()])? {
                return it.truthy(&r);
            }
            if let Some(r) = it.call_meta(t, "subclasscheck", vec![cls.clone()])? {
                return it.truthy(&r);
            }
            if is_not_a_type(t) {
                return Err(type_error(
                    "issubclass() arg 2 must be a class, a tuple of classes, or a union",
                ));
            }
            derives(t)
        })?;
        Ok(Value::Bool(found))
    });
    r.add_each(topic, &["hex", "oct", "bin"], "number, /", |it, a| {
        let v = it.index_value(&a.value_or_none("number"))?;
        let (prefix, radix) = match a.fname() {
            "hex" => ("0x", 16),
            "oct" => ("0o", 8),
            _ => ("0b", 2),
        };
        let n = match &v {
            Value::Int(i) => num_bigint::BigInt::from(*i),
            Value::Bool(b) => num_bigint::BigInt::from(*b as i64),
            Value::BigInt(b) => (**b).clone(),
            v => {
                return Err(type_error(format!(
                    "'{}' object cannot be interpreted as an integer",
                    v.type_name()
                )))
            }
        };
        let sign = if n.sign() == num_bigint::Sign::Minus {
            "-"
        } else {
            ""
        };
        let digits = n.magnitude().to_str_radix(radix);
        Ok(Value::str(&format!("{sign}{prefix}{digits}")))
    });
    r.add(topic, &["setattr"], "obj, name, value, /", |it, a| {
        let name = attr_name(a)?;
        it.setattr(&a.value_or_none("obj"), &name, a.value_or_none("value"))?;
        Ok(Value::None)
    });
    // An object's address, as CPython's id: every object kept behind a pointer answers with
    // it (two live sets never share an id; they all answered 0). Values held inline answer
    // with a tag of their own kind and value, so `id(None) == id(None)`.
    r.add(topic, &["id"], "obj, /", |_, a| {
        Ok(Value::Int(object_id(&a.value_or_none("obj"))))
    });
    r.add(topic, &["super"], "type=None, obj=None, /", |it, a| {
        // `super(Net, self)`, as many tutorials still write it, or the bare form.
        if a.given("type") {
            let class = a.value_or_none("type");
            if !matches!(class, Value::Class(_)) {
                return Err(type_error(format!(
                    "super() argument 1 must be a type, not {}",
                    class.type_name()
                )));
            }
            let obj = match a.get("obj") {
                Some(o) => o.clone(),
                None => it
                    .lookup("self")
                    .map_err(|_| runtime("super(): no arguments"))?,
            };
            return Ok(Value::Object(Rc::new(SuperObj { class, obj })));
        }
        let no_args = || runtime("super(): no arguments");
        // CPython 3.11 runs a comprehension or generator expression as a function of its
        // own whose first argument is the iterator, and zero-argument super() takes that.
        if it
            .env
            .as_ref()
            .is_some_and(|e| e.comprehension || e.vars.borrow().contains_key(".0"))
        {
            return Err(type_error(
                "super(type, obj): obj must be an instance or subtype of type",
            ));
        }
        let class = it.lookup("__class__").map_err(|_| no_args())?;
        // The function's first argument, whatever its name (`cls` in `__new__` and class
        // methods), as CPython's zero-argument form takes it.
        let first = it
            .env
            .as_ref()
            .and_then(|e| e.function.as_ref())
            .and_then(|f| {
                f.params
                    .first()
                    .filter(|p| p.star == 0)
                    .map(|p| p.name.clone())
            })
            .ok_or_else(no_args)?;
        let obj = it.lookup(&first).map_err(|_| no_args())?;
        Ok(Value::Object(Rc::new(SuperObj { class, obj })))
    });
    // `vars(obj)` is `obj.__dict__`: the live dict for an instance (it was a copy, so a
    // write through it was silently lost).
    r.add(topic, &["vars"], "object=None, /", |it, a| {
        // Without an argument, the current scope's names (locals()).
        if !a.given("object") {
            return crate::interp::frames::locals(it);
        }
        let v = a.value_or_none("object");
        // A module's namespace: its names and values.
        if let Value::Namespace(_) | Value::Object(_) = v {
            if let Some(d) = super::dir::module_dict(it, &v)? {
                return Ok(d);
            }
        }
        it.getattr(&v, "__dict__")
            .map_err(|_| type_error("vars() argument must have __dict__ attribute"))
    });
    r.add(topic, &["dir"], "object=None, /", |it, a| {
        let v = a.given("object").then(|| a.value_or_none("object"));
        super::dir::dir(it, v)
    });
    // `globals()`: the module namespace itself (writes bind names), as CPython's dict is.
    r.add(topic, &["globals"], "", |it, _| {
        Ok(Value::Object(Rc::new(super::globals_view::GlobalsView {
            env: it.globals.clone(),
        })))
    });
    r.add(topic, &["locals"], "", |it, _| {
        crate::interp::frames::locals(it)
    });
    // `eval(expression)` in the caller's scope, or in namespaces made of the dicts given.
    r.add(
        topic,
        &["eval"],
        "source, globals=None, locals=None, /",
        |it, a| {
            // `globals()` itself as the namespace is the script's own: the plain case.
            let given = |name: &str| {
                a.get(name).filter(|v| {
                    !matches!(v, Value::None)
                        && v.downcast::<super::globals_view::GlobalsView>().is_none()
                })
            };
            let (globals, locals) = (given("globals"), given("locals"));
            if globals
                .as_ref()
                .is_some_and(|g| !matches!(g, Value::Dict(_)))
            {
                return Err(type_error(
                    "globals must be a real dict; try eval(expr, {}, mapping)",
                ));
            }
            if locals
                .as_ref()
                .is_some_and(|l| !matches!(l, Value::Dict(_)))
            {
                return Err(type_error("locals must be a mapping"));
            }
            let source = match a.get("source") {
                Some(Value::Str(s)) => s.to_string(),
                _ => {
                    return Err(type_error(
                        "eval() arg 1 must be a string, bytes or code object",
                    ))
                }
            };
            let e = crate::interp::parser::parse_eval(&source, it.span)?;
            if globals.is_none() && locals.is_none() {
                return it.eval(&e);
            }
            // Dicts given are the namespaces: a globals dict hides the script's names, a
            // locals dict is searched first. A function the expression calls still runs in
            // its own module's globals (the script's for a script's function).
            let fill = |scope: &Env, d: &Value| {
                if let Value::Dict(d) = d {
                    for (k, v) in d.borrow().items.iter() {
                        if let Value::Str(name) = k {
                            scope.vars.borrow_mut().insert(name.to_string(), v.clone());
                        }
                    }
                }
            };
            let root = globals.as_ref().map(|g| {
                let root = crate::interp::value::new_eval_globals_env();
                fill(&root, g);
                root
            });
            let scope = match (root, locals.as_ref()) {
                (root, Some(l)) => {
                    let scope = new_env(root);
                    fill(&scope, l);
                    scope
                }
                (Some(root), None) => root,
                (None, None) => unreachable!("the plain case returned above"),
            };
            crate::interp::frames::eval_in_scope(it, &e, Some(scope))
        },
    );
    // A fresh plain object (a sentinel: `_MISSING = object()`), equal only to itself.
    r.add(topic, &["object"], "", |_, _| {
        Ok(Value::Object(Rc::new(crate::interp::objects::PlainObject)))
    });
    r.add(topic, &["NotImplemented"], "", |_, _| Ok(Value::None));
    r.add(topic, &["__noop__"], "*args, **kwargs", |_, _| {
        Ok(Value::None)
    });

    let topic = "exceptions";
    let names = EXCEPTIONS
        .iter()
        .map(|(n, _)| *n)
        .chain(EXCEPTION_BASES.iter().copied());
    for name in names {
        r.add(topic, &[name], "*args", exception);
    }
}

fn attr_name(a: &Bound) -> Result<String> {
    match a.value_or_none("name") {
        Value::Str(n) => Ok(n.to_string()),
        _ => Err(type_error("attribute name must be string")),
    }
}

fn abs(it: &mut Interp, a: &Bound) -> Result<Value> {
    let x = a.value_or_none("x");
    // An object's own `__abs__` (a script's class, a NumPy scalar).
    if let Value::Instance(_) = x {
        if let Some(r) = it.call_special(&x, "__abs__", vec![])? {
            return Ok(r);
        }
    }
    Ok(match x {
        Value::Int(i) => match i.checked_abs() {
            Some(a) => Value::Int(a),
            None => pyint::int_value(BigInt::from(i).abs()),
        },
        Value::BigInt(b) => pyint::int_value(b.abs()),
        Value::Bool(b) => Value::Int(b as i64),
        Value::Float(f) => Value::Float(f.abs()),
        Value::Tensor(t) => Value::Tensor(crate::ops::named::abs(&t)?),
        v if v.downcast::<crate::interp::complex::PyComplex>().is_some() => {
            let c = v
                .downcast::<crate::interp::complex::PyComplex>()
                .expect("checked");
            Value::Float(crate::interp::complex::number::abs(c)?)
        }
        v if crate::interp::complex::ComplexTensor::of(&v).is_some() => {
            let z = crate::interp::complex::ComplexTensor::of(&v).expect("checked");
            Value::Tensor(crate::interp::complex::abs(z)?)
        }
        v => {
            return Err(type_error(format!(
                "bad operand type for abs(): '{}'",
                v.type_name()
            )))
        }
    })
}

fn round(it: &mut Interp, a: &Bound) -> Result<Value> {
    let number = a.value("number")?;
    // An object's own `__round__` (a script's class, a NumPy scalar).
    if let Value::Instance(_) = number {
        let args = match a.get("ndigits") {
            Some(Value::None) | None => vec![],
            Some(n) => vec![n.clone()],
        };
        if let Some(r) = it.call_special(&number, "__round__", args)? {
            return Ok(r);
        }
    }
    Ok(match (number, a.clamped_i64("ndigits")?) {
        (v @ (Value::Int(_) | Value::BigInt(_)), None) => v,
        (v @ (Value::Int(_) | Value::BigInt(_)), Some(n)) => round_int(&v, n),
        (Value::Bool(b), _) => Value::Int(b as i64),
        (Value::Float(f), None) => pyint::from_integral_float(f.round_ties_even())?,
        (Value::Float(f), Some(n)) => Value::Float(crate::interp::format::round_float(f, n)),
        // A Tensor has no `__round__` (PyTorch 2.15): `round(x, 2)` is refused, not rounded
        // to an integer with its digits dropped.
        (v, _) => {
            return Err(type_error(format!(
                "type {} doesn't define __round__ method",
                v.tp_name()
            )))
        }
    })
}

/// `pow(base, exp)` is `base ** exp`; `pow(base, exp, mod)` is modular, for ints.
fn pow(it: &mut Interp, a: &Bound) -> Result<Value> {
    let (b, e) = (a.value_or_none("base"), a.value_or_none("exp"));
    let Some(m) = a.get("mod") else {
        return it.binop(BinOp::Pow, &b, &e);
    };
    // CPython's ternary `pow` asks each operand's type: int and float answer (the float
    // refusing a modulus), complex refuses a modulus; any other type (a Tensor, None, a
    // str) answers NotImplemented, and the error names all three types.
    let operands = [&b, &e, m];
    let real = |v: &Value| {
        matches!(
            v,
            Value::Int(_) | Value::BigInt(_) | Value::Bool(_) | Value::Float(_)
        )
    };
    let complex = |v: &Value| v.tp_name() == "complex";
    if operands
        .iter()
        .any(|v| !real(v) && !complex(v) && !matches!(v, Value::Instance(_)))
    {
        return Err(type_error(format!(
            "unsupported operand type(s) for ** or pow(): '{}', '{}', '{}'",
            b.tp_name(),
            e.tp_name(),
            m.tp_name()
        )));
    }
    if operands.iter().any(|v| complex(v)) && operands.iter().all(|v| real(v) || complex(v)) {
        return Err(value_error("complex modulo"));
    }
    let ints = (pyint::as_big(&b), pyint::as_big(&e), pyint::as_big(m));
    let (Some(b), Some(e), Some(m)) = ints else {
        return Err(type_error(
            "pow() 3rd argument not allowed unless all arguments are integers",
        ));
    };
    if m.is_zero() {
        return Err(value_error("pow() 3rd argument cannot be 0"));
    }
    // A negative exponent raises b's inverse modulo m (Python 3.8+).
    let (b, e) = if e.is_negative() {
        let g = num_integer::Integer::extended_gcd(&b.mod_floor(&m), &m);
        if !g.gcd.abs().is_one() {
            return Err(value_error("base is not invertible for the given modulus"));
        }
        (g.x, -e)
    } else {
        (b, e)
    };
    // num-bigint rounds like Python's %: the result takes the modulus's sign.
    Ok(pyint::int_value(b.modpow(&e, &m)))
}

/// `ValueError("msg")`: an exception object; raising it raises its kind.
fn exception(it: &mut Interp, a: &Bound) -> Result<Value> {
    let mut class = crate::interp::exceptions::builtin_class(a.fname()).unwrap_or("Exception");
    let args = a.varargs("args");
    // `OSError(2, ...)` is a FileNotFoundError: CPython picks the subclass by errno.
    if class == "OSError" && (2..=5).contains(&args.len()) {
        class = match args.first() {
            Some(Value::Int(2)) => "FileNotFoundError",
            Some(Value::Int(17)) => "FileExistsError",
            Some(Value::Int(20)) => "NotADirectoryError",
            Some(Value::Int(21)) => "IsADirectoryError",
            _ => class,
        };
    }
    let kind = crate::interp::exceptions::kind_of(class);
    // Python's str(exception): the one argument's str (KeyError shows its repr), the tuple
    // of them when there are several.
    let os_error = crate::interp::exceptions::builtin_is_sub(class, "OSError");
    let message = match args.as_slice() {
        [] => String::new(),
        // OSError(errno, strerror[, filename]): "[Errno 2] No such file or directory: 'x'".
        [Value::Int(n), s, rest @ ..] if os_error && rest.len() <= 1 => {
            let head = format!("[Errno {n}] {}", it.to_str(s)?);
            match rest {
                [f] => format!("{head}: {}", it.repr(f)?),
                _ => head,
            }
        }
        [v] if kind == ErrorKind::KeyError => it.repr(v)?,
        [v] => it.to_str(v)?,
        more => it.repr(&Value::tuple(more.to_vec()))?,
    };
    Ok(Value::Object(Rc::new(ExceptionObj::new(
        kind, class, message, args,
    ))))
}

/// `type(name, bases, dict)`: a new class (how `namedtuple` and `dataclass` build theirs).
fn new_type(it: &mut Interp, a: &Bound) -> Result<Value> {
    let Value::Str(name) = a.value_or_none("object") else {
        return Err(type_error("type.__new__() argument 1 must be str"));
    };
    let bases = match a.value_or_none("bases") {
        Value::Tuple(t) => t.to_vec(),
        v => {
            return Err(type_error(format!(
                "type.__new__() argument 2 must be tuple, not {}",
                v.type_name()
            )))
        }
    };
    let mut classes = Vec::new();
    let mut native = None;
    for b in bases {
        match b {
            Value::Class(c) => classes.push(c),
            Value::Builtin(bi) if super::is_native_class(&bi.name) => {
                native = Some(super::native_class_name(&bi.name));
            }
            Value::Builtin(bi) if bi.name == "object" => {}
            v => {
                return Err(type_error(format!(
                    "a class can only derive from classes, not {}",
                    v.type_name()
                )))
            }
        }
    }
    let Value::Dict(d) = a.value_or_none("dict") else {
        return Err(type_error("type.__new__() argument 3 must be dict"));
    };
    let mut vars = Vec::new();
    for (k, v) in d.borrow().items.iter() {
        let Value::Str(k) = k else {
            return Err(type_error(
                "type.__new__(): attribute names must be strings",
            ));
        };
        vars.push((k.to_string(), v.clone()));
    }
    let order: Vec<String> = vars.iter().map(|(k, _)| k.clone()).collect();
    let class = it.new_class(&name, classes, native, vars)?;
    it.finish_class(&class, &order, vec![])?;
    Ok(Value::Class(class))
}

/// `type(v)`, which is also `v.__class__`.
pub(crate) fn type_of(v: &Value) -> Value {
    match v {
        Value::Instance(i) => Value::Class(i.class()),
        // The built-in optimizers' classes are their entries in torch.optim.
        v if crate::interp::nn::is_native_optimizer(v) => {
            Value::builtin(&format!("torch.optim.{}", v.type_name()))
        }
        v => {
            let name = match v {
                // The classes `torch.Tensor` and `torch.nn.Parameter` are (`type(x) is
                // torch.Tensor`, `type(x)([1., 2.])`). A lazy module's tensors before
                // they have a shape are their subclasses of torch.nn.parameter.
                Value::Tensor(t) if crate::interp::tensor_api::is_uninitialized(t) => {
                    if t.autograd().is_parameter {
                        "torch.nn.parameter.UninitializedParameter".into()
                    } else {
                        "torch.nn.parameter.UninitializedBuffer".into()
                    }
                }
                Value::Tensor(t) if t.autograd().is_parameter => "torch.nn.Parameter".into(),
                Value::Tensor(_) => "torch.Tensor".into(),
                v if crate::interp::storage_obj::of_value(v).is_some() => {
                    "torch.UntypedStorage".into()
                }
                v if crate::interp::complex::is_parameter(v) => "torch.nn.Parameter".into(),
                v if crate::interp::complex::ComplexTensor::of(v).is_some() => {
                    "torch.Tensor".into()
                }
                v => v.type_name(),
            };
            // The built-in types are the built-ins themselves: `type(3) is int`, and a
            // class's type is `type` itself (`type(A) is type`).
            // So are the builtin exception classes (`type(KeyError()) is KeyError`).
            if super::BUILTIN_TYPES.contains(&name.as_str())
                || name == "type"
                || crate::interp::exceptions::builtin_class(&name).is_some()
            {
                Value::builtin(&name)
            } else {
                Value::Object(Rc::new(TypeObj(name)))
            }
        }
    }
}

/// A test of one class (or class-like value) in isinstance's and issubclass's second argument.
type ClassTest = dyn Fn(&Value) -> Result<bool>;

/// Whether `test` holds for `spec` or, for a tuple, any item of it (nested tuples too), tried
/// in order as CPython's isinstance does: an error from an item stops the search.
fn first_match(spec: &Value, test: &mut dyn FnMut(&Value) -> Result<bool>) -> Result<bool> {
    let mut stack = vec![spec.clone()];
    while let Some(t) = stack.pop() {
        match t {
            Value::Tuple(ts) => stack.extend(ts.iter().rev().cloned()),
            t => {
                if test(&t)? {
                    return Ok(true);
                }
            }
        }
    }
    Ok(false)
}

/// Values that are certainly not classes, for isinstance's and issubclass's TypeError:
/// numbers, containers, tensors, a script's functions, bound methods and the built-in
/// functions that are not types in CPython. Anything else (classes, built-in types, torch's types) is treated as a class.
fn is_not_a_type(v: &Value) -> bool {
    const FUNCTIONS: &[&str] = &[
        "abs",
        "all",
        "any",
        "ascii",
        "bin",
        "callable",
        "chr",
        "delattr",
        "dir",
        "divmod",
        "eval",
        "format",
        "getattr",
        "globals",
        "hasattr",
        "hash",
        "hex",
        "id",
        "input",
        "isinstance",
        "issubclass",
        "iter",
        "len",
        "locals",
        "max",
        "min",
        "next",
        "oct",
        "open",
        "ord",
        "pow",
        "print",
        "repr",
        "round",
        "setattr",
        "sorted",
        "sum",
        "vars",
    ];
    match v {
        Value::Builtin(b) => b.recv.is_some() || FUNCTIONS.contains(&b.name.as_str()),
        Value::None
        | Value::Bool(_)
        | Value::Int(_)
        | Value::BigInt(_)
        | Value::Float(_)
        | Value::Str(_)
        | Value::List(_)
        | Value::Dict(_)
        | Value::Set(_)
        | Value::Tensor(_)
        | Value::Size(_)
        | Value::DType(_)
        | Value::Device(_) => true,
        // A script's own functions; not our library's, some of which stand for CPython
        // classes (`itertools.count`, `numpy.dtype`).
        Value::Function(f) => !f.def.library,
        _ => false,
    }
}

/// `callable(v)`: what `v(...)` accepts (`call_object`): an instance whose class has
/// `__call__` (a Module calls forward), or a native object that answers calls.
pub fn is_callable(v: &Value) -> bool {
    match v {
        Value::Builtin(_) | Value::Function(_) | Value::Class(_) => true,
        Value::Instance(i) => {
            i.class().lookup("__call__").is_some() || i.class().native() == Some("Module")
        }
        Value::Object(o) => o.callable(),
        _ => false,
    }
}

/// An object's address, as CPython's id: every object kept behind a pointer answers with
/// it (two live sets never share an id; they all answered 0). Values held inline answer
/// with a tag of their own kind and value, so `id(None) == id(None)`. Reprs that show an
/// address (`<function f at 0x...>`) show this one.
pub fn object_id(v: &Value) -> i64 {
    fn addr<T: ?Sized>(p: *const T) -> i64 {
        p as *const u8 as i64
    }
    const INLINE: i64 = 0x3000_0000_0000;
    match v.clone() {
        Value::Tensor(t) => t.id() as i64,
        Value::List(l) => addr(Rc::as_ptr(&l)),
        Value::Dict(d) => addr(Rc::as_ptr(&d)),
        Value::Instance(i) => addr(Rc::as_ptr(&i)),
        Value::Set(s) => addr(Rc::as_ptr(&s)),
        Value::Tuple(t) => addr(Rc::as_ptr(&t)),
        Value::Str(s) => addr(Rc::as_ptr(&s)),
        Value::BigInt(b) => addr(Rc::as_ptr(&b)),
        Value::Size(s) => addr(Rc::as_ptr(&s)),
        Value::Function(f) => addr(Rc::as_ptr(&f.def)),
        Value::Class(c) => addr(Rc::as_ptr(&c)),
        Value::Builtin(b) => addr(Rc::as_ptr(&b)),
        Value::Object(o) => o
            .identity()
            .map(|i| i as i64)
            .unwrap_or_else(|| addr(Rc::as_ptr(&o))),
        Value::Int(i) => i,
        Value::None => INLINE,
        Value::Bool(b) => INLINE + 1 + b as i64,
        Value::Ellipsis => INLINE + 3,
        Value::Float(f) => INLINE ^ (f.to_bits() as i64 & 0x0fff_ffff_ffff),
        Value::DType(d) => INLINE + 16 + d as i64,
        _ => INLINE + 64,
    }
}
