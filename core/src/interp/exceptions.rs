//! Python's exception classes: CPython's builtin hierarchy, a script's own subclasses
//! (`class MyError(ValueError)`), raising them and catching them by class.
//!
//! An error the tensor library raises is a bare `TorchError` (a kind and a message). An
//! exception object the script raises rides on its error (`TorchError::raised`), so
//! `except MyError as e` gives back the very object, attributes and all, and the records
//! name its class.

use super::args::Args;
use super::eval::Interp;
use super::objects::ExceptionObj;
use super::value::*;
use crate::error::{type_error, ErrorKind, Raised, Result, TorchError};
use std::any::Any;
use std::rc::Rc;

/// CPython's builtin exception tree (the classes scripts can name), child then parent.
const PARENTS: &[(&str, &str)] = &[
    ("Exception", "BaseException"),
    ("KeyboardInterrupt", "BaseException"),
    ("GeneratorExit", "BaseException"),
    ("SystemExit", "BaseException"),
    ("ArithmeticError", "Exception"),
    ("ZeroDivisionError", "ArithmeticError"),
    ("OverflowError", "ArithmeticError"),
    ("LookupError", "Exception"),
    ("IndexError", "LookupError"),
    ("KeyError", "LookupError"),
    ("ImportError", "Exception"),
    ("ModuleNotFoundError", "ImportError"),
    ("RuntimeError", "Exception"),
    ("NotImplementedError", "RuntimeError"),
    ("RecursionError", "RuntimeError"),
    ("ValueError", "Exception"),
    ("TypeError", "Exception"),
    ("AssertionError", "Exception"),
    ("NameError", "Exception"),
    ("UnboundLocalError", "NameError"),
    ("AttributeError", "Exception"),
    ("StopIteration", "Exception"),
    ("MemoryError", "Exception"),
    ("BufferError", "Exception"),
    ("SyntaxError", "Exception"),
    ("EOFError", "Exception"),
    ("OSError", "Exception"),
    ("FileNotFoundError", "OSError"),
    ("FileExistsError", "OSError"),
    ("IsADirectoryError", "OSError"),
    ("NotADirectoryError", "OSError"),
    ("StopAsyncIteration", "Exception"),
    ("UnicodeError", "ValueError"),
    ("UnicodeDecodeError", "UnicodeError"),
    ("UnicodeEncodeError", "UnicodeError"),
    ("Warning", "Exception"),
    ("UserWarning", "Warning"),
    ("DeprecationWarning", "Warning"),
    ("PendingDeprecationWarning", "Warning"),
    ("SyntaxWarning", "Warning"),
    ("RuntimeWarning", "Warning"),
    ("FutureWarning", "Warning"),
    ("ImportWarning", "Warning"),
    ("UnicodeWarning", "Warning"),
    ("BytesWarning", "Warning"),
    ("ResourceWarning", "Warning"),
    ("EncodingWarning", "Warning"),
];

/// The builtin class's own name as a static string, if it is an exception class.
pub fn builtin_class(name: &str) -> Option<&'static str> {
    if name == "BaseException" {
        return Some("BaseException");
    }
    PARENTS.iter().find(|(c, _)| *c == name).map(|(c, _)| *c)
}

/// A builtin exception class and its ancestors, nearest first (`KeyError`, `LookupError`,
/// `Exception`, `BaseException`): the native end of a class's `__mro__`.
pub fn builtin_chain(name: &str) -> Vec<&'static str> {
    let mut out = Vec::new();
    let mut c = builtin_class(name);
    // The tree is four levels deep; the bound keeps a table typo from looping.
    while let Some(n) = c.filter(|_| out.len() < 8) {
        out.push(n);
        c = PARENTS.iter().find(|(x, _)| *x == n).map(|(_, p)| *p);
    }
    out
}

/// `issubclass(child, parent)` between two builtin exception classes.
pub fn builtin_is_sub(child: &str, parent: &str) -> bool {
    let mut c = child;
    // The tree is four levels deep; the bound keeps a table typo from looping.
    for _ in 0..8 {
        if c == parent {
            return true;
        }
        match PARENTS.iter().find(|(x, _)| *x == c) {
            Some((_, p)) => c = p,
            None => return false,
        }
    }
    false
}

/// The error kind an exception of this builtin class carries: its own, or the nearest
/// ancestor's that has one (`LookupError` itself has none: `Exception`).
pub fn kind_of(builtin: &str) -> ErrorKind {
    let mut c = builtin;
    for _ in 0..8 {
        if let Some((_, k)) = super::builtins::EXCEPTIONS.iter().find(|(n, _)| *n == c) {
            return *k;
        }
        match PARENTS.iter().find(|(x, _)| *x == c) {
            Some((_, p)) => c = p,
            None => break,
        }
    }
    ErrorKind::Exception
}

/// The builtin exception class a user class derives from, if it is an exception class.
pub fn class_base(c: &Class) -> Option<&'static str> {
    c.native().and_then(builtin_class)
}

/// Is `e` an exception of exactly the builtin class `name`?
pub fn is_builtin_class(e: &TorchError, name: &str) -> bool {
    error_builtin(e) == name
}

/// The builtin class an error belongs to (for `except ValueError:` and `isinstance`).
fn error_builtin(e: &TorchError) -> &'static str {
    if let Some(v) = e
        .raised
        .as_ref()
        .and_then(|r| r.value.downcast_ref::<Value>())
    {
        match v {
            Value::Instance(i) => {
                if let Some(b) = class_base(&i.class()) {
                    return b;
                }
            }
            v => {
                if let Some(o) = v.downcast::<ExceptionObj>() {
                    return o.class;
                }
            }
        }
    }
    e.kind.name()
}

/// Does `except t:` (a class, or a tuple of them, nested as deep as the script likes) catch
/// `e`? As CPython, every class is checked to be an exception class before any matching.
/// A work list, not recursion: the nesting is the script's.
pub fn handler_catches(t: &Value, e: &TorchError) -> Result<bool> {
    let mut todo = vec![t.clone()];
    let mut classes = Vec::new();
    while let Some(t) = todo.pop() {
        match t {
            Value::Tuple(ts) => todo.extend(ts.iter().rev().cloned()),
            Value::Builtin(ref b) if builtin_class(&b.name).is_some() => classes.push(t),
            Value::Class(ref c) if class_base(c).is_some() => classes.push(t),
            _ => {
                return Err(type_error(
                    "catching classes that do not inherit from BaseException is not allowed",
                ))
            }
        }
    }
    let raised = e
        .raised
        .as_ref()
        .and_then(|r| r.value.downcast_ref::<Value>());
    let more = match raised {
        Some(Value::Instance(i)) => more_bases(&i.class()),
        _ => vec![],
    };
    Ok(classes.iter().any(|t| match t {
        Value::Builtin(b) => {
            builtin_is_sub(error_builtin(e), &b.name)
                || more.iter().any(|m| builtin_is_sub(m, &b.name))
        }
        Value::Class(c) => {
            matches!(raised, Some(Value::Instance(i)) if i.class().derives_from(c))
        }
        _ => false,
    }))
}

/// `isinstance(v, name)` for a builtin exception class `name`.
pub fn is_instance_of_builtin(v: &Value, name: &str) -> bool {
    match v {
        Value::Instance(i) => class_is_sub_builtin(&i.class(), name),
        v => v
            .downcast::<ExceptionObj>()
            .is_some_and(|o| builtin_is_sub(o.class, name)),
    }
}

/// `issubclass(c, name)` for a user class and a builtin exception class.
pub fn class_is_sub_builtin(c: &Class, name: &str) -> bool {
    class_base(c).is_some_and(|b| builtin_is_sub(b, name))
        || more_bases(c).iter().any(|b| builtin_is_sub(b, name))
}

/// The class attribute that keeps a class's builtin exception bases past the first.
pub const MORE_BASES: &str = "__more_exception_bases__";

/// The builtin exception bases past the first, inherited ones included.
fn more_bases(c: &Class) -> Vec<String> {
    match c.lookup(MORE_BASES) {
        Some((Value::Tuple(ts), _)) => ts
            .iter()
            .filter_map(|v| match v {
                Value::Builtin(b) => Some(b.name.clone()),
                _ => None,
            })
            .collect(),
        _ => vec![],
    }
}

/// `MyError(*args)`: the class's own `__new__` if it has one (run as
/// `builtins::instantiate` runs it, `__init__` following only for an instance of the class),
/// else `BaseException.__new__`'s instance with `args` set; then the class's `__init__`
/// (which may call `super().__init__(...)` to reset them), or `BaseException.__init__`.
pub fn instantiate(it: &mut Interp, c: &Rc<Class>, args: Args) -> Result<Value> {
    if let Some((new, _)) = c.lookup("__new__") {
        let new =
            super::builtins::descriptors::resolve(&new, &Value::Class(c.clone())).unwrap_or(new);
        let mut with_class = args.clone();
        with_class.pos.insert(0, Value::Class(c.clone()));
        let v = it.call(&new, with_class)?;
        if matches!(&v, Value::Instance(i) if i.class().derives_from(c)) {
            init(it, &v, args)?;
        }
        return Ok(v);
    }
    let v = new_exception(c, args.pos.clone());
    init(it, &v, args)?;
    Ok(v)
}

/// `BaseException.__new__(cls, *args)`: a bare instance holding `args`.
pub fn new_exception(c: &Rc<Class>, args: Vec<Value>) -> Value {
    let inst = Rc::new(Instance::new(c.clone(), Vec::new()));
    inst.set_slot("args", Value::tuple(args));
    Value::Instance(inst)
}

/// The `__init__` step of making an exception: the class's own, else
/// `BaseException.__init__`, which takes no keywords and (re)sets `args`.
fn init(it: &mut Interp, v: &Value, args: Args) -> Result<()> {
    let Value::Instance(inst) = v else {
        return Ok(());
    };
    let c = inst.class();
    match c.lookup("__init__") {
        Some((init, owner)) => {
            let m = super::builtins::bind(init, v, owner);
            it.call(&m, args)?;
        }
        None if !args.kw.is_empty() => {
            return Err(type_error(format!(
                "{}() takes no keyword arguments",
                c.name
            )))
        }
        None => inst.set_slot("args", Value::tuple(args.pos)),
    }
    Ok(())
}

/// `super().__init__(*args)` in an exception class: `BaseException.__init__` sets `args`.
pub struct ExceptionInit {
    pub obj: Value,
}

impl Object for ExceptionInit {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        "method-wrapper".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn call(&self, _it: &mut Interp, _this: &Value, args: Args) -> Result<Value> {
        if let Value::Instance(i) = &self.obj {
            if !args.kw.is_empty() {
                return Err(type_error(format!(
                    "{}() takes no keyword arguments",
                    i.class().name
                )));
            }
            i.set_slot("args", Value::tuple(args.pos));
        }
        Ok(Value::None)
    }
}

fn args_of(i: &Instance) -> Vec<Value> {
    match i.get("args") {
        Some(Value::Tuple(t)) => t.to_vec(),
        Some(v) => vec![v],
        None => vec![],
    }
}

/// `str(e)` of a user exception without `__str__`: `BaseException.__str__`.
pub fn str_of(it: &mut Interp, i: &Instance) -> Result<String> {
    match args_of(i).as_slice() {
        [] => Ok(String::new()),
        [v] => it.to_str(v),
        more => it.repr(&Value::tuple(more.to_vec())),
    }
}

/// `repr(e)` of a user exception without `__repr__`: `MyError('x')`, `MyError('a', 1)`.
pub fn repr_of(it: &mut Interp, i: &Instance) -> Result<String> {
    let args = args_of(i);
    let inner = match args.as_slice() {
        [v] => it.repr(v)?,
        more => {
            let r = it.repr(&Value::tuple(more.to_vec()))?;
            r[1..r.len() - 1].trim_end_matches(',').to_string()
        }
    };
    Ok(format!("{}({inner})", i.class().name))
}

/// The error a `raise v` statement raises: v itself riding on it.
pub fn raise_value(it: &mut Interp, v: &Value) -> Result<TorchError> {
    let v = match v {
        Value::Class(c) if class_base(c).is_some() => instantiate(it, c, Args::default())?,
        Value::Builtin(b) if builtin_class(&b.name).is_some() => {
            let f = v.clone();
            it.call(&f, Args::default())?
        }
        v => v.clone(),
    };
    let (kind, message, class_name) = match &v {
        Value::Instance(i) => match class_base(&i.class()) {
            Some(b) => {
                let message = match it.special_str(&v)? {
                    Some(s) => s,
                    None => str_of(it, i)?,
                };
                (kind_of(b), message, i.class().name.clone())
            }
            None => return Err(type_error("exceptions must derive from BaseException")),
        },
        v => match v.downcast::<ExceptionObj>() {
            Some(o) => (o.kind, o.message.clone(), o.class.to_string()),
            None => return Err(type_error("exceptions must derive from BaseException")),
        },
    };
    let mut e = TorchError::new(kind, message);
    // Boxed: every Result in the interpreter carries a TorchError, so it stays small.
    e.raised = Some(Box::new(Raised {
        class_name: class_name.into(),
        value: Rc::new(v) as Rc<dyn Any>,
    }));
    Ok(e)
}

/// A builtin exception raised from Rust with Python values as its `args` (the message is
/// its `str`), so `except ... as e` gets the values themselves back.
pub fn raise_with_args(
    it: &mut Interp,
    kind: ErrorKind,
    message: String,
    args: Vec<Value>,
) -> Result<TorchError> {
    let obj = Value::Object(Rc::new(ExceptionObj::new(kind, kind.name(), message, args)));
    raise_value(it, &obj)
}

/// An exception of a builtin class with no error kind of its own (`BufferError`) raised
/// from Rust: the records and `except` name the class, its one argument is the message.
pub fn builtin_error(class: &'static str, message: String) -> TorchError {
    let obj = ExceptionObj::new(
        kind_of(class),
        class,
        message.clone(),
        vec![Value::str(&message)],
    );
    let mut e = TorchError::new(obj.kind, message);
    e.raised = Some(Box::new(Raised {
        class_name: class.into(),
        value: Rc::new(Value::Object(Rc::new(obj))) as Rc<dyn Any>,
    }));
    e
}

/// The KeyError of a missing key: its one argument is the key itself (`e.args[0]` is the
/// key, not its repr), its message the key's repr.
pub fn key_error(it: &mut Interp, key: &Value) -> Result<TorchError> {
    let message = it.repr(key)?;
    raise_with_args(it, ErrorKind::KeyError, message, vec![key.clone()])
}

/// `raise e from cause`: Python keeps the cause on the raised object as `__cause__`.
pub fn set_cause(e: &TorchError, cause: Value) {
    let raised = e
        .raised
        .as_ref()
        .and_then(|r| r.value.downcast_ref::<Value>());
    match raised {
        Some(Value::Instance(i)) => i.set("__cause__", cause),
        Some(v) => {
            if let Some(o) = v.downcast::<ExceptionObj>() {
                *o.cause.borrow_mut() = cause;
            }
        }
        None => {}
    }
}

/// The object `except ... as e` binds: the raised one, or a builtin exception object
/// standing for an error the library raised.
pub fn value_of(e: &TorchError) -> Value {
    if let Some(v) = e
        .raised
        .as_ref()
        .and_then(|r| r.value.downcast_ref::<Value>())
    {
        return v.clone();
    }
    // An error with no message is a bare exception: `args` is `()`, so an exhausted
    // iterator's StopIteration has `.value` None (it was "").
    // A KeyError raised in Rust words its message as the repr of a string key (`'pop from
    // an empty set'`): its argument is the string itself.
    let quoted = e
        .message
        .strip_prefix('\'')
        .and_then(|m| m.strip_suffix('\''))
        .filter(|m| e.kind == ErrorKind::KeyError && !m.contains('\''));
    let args = match quoted {
        _ if e.message.is_empty() => vec![],
        Some(inner) => vec![Value::str(inner)],
        None => vec![Value::str(&e.message)],
    };
    Value::Object(Rc::new(ExceptionObj::new(
        e.kind,
        e.kind.name(),
        e.message.clone(),
        args,
    )))
}

#[cfg(test)]
mod tests {
    use crate::interp::{Outcome, RunOptions, Session};

    /// What each statement printed, or `error: <Class>: <message>`.
    fn run(src: &str) -> Vec<String> {
        let mut s = Session::new(RunOptions::default());
        let mut out = Vec::new();
        s.run_with(src, |_, r| match &r.outcome {
            Outcome::Error(e) => out.push(format!("error: {}: {}", e.class_name(), e.message)),
            _ => out.push(r.output.trim_end().to_string()),
        })
        .unwrap();
        out
    }

    #[test]
    fn builtin_tree() {
        assert!(super::builtin_is_sub("KeyError", "LookupError"));
        assert!(super::builtin_is_sub("RecursionError", "Exception"));
        assert!(!super::builtin_is_sub("KeyboardInterrupt", "Exception"));
        assert!(!super::builtin_is_sub("ValueError", "TypeError"));
        assert_eq!(
            super::kind_of("LookupError"),
            crate::error::ErrorKind::Exception
        );
        assert_eq!(
            super::kind_of("KeyError"),
            crate::error::ErrorKind::KeyError
        );
    }

    #[test]
    fn user_classes_raise_and_catch_as_python_does() {
        let out = run(r#"
class E(ValueError):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code
class F(E):
    pass
try:
    raise F("bad", 3)
except ValueError as e:
    got = (type(e).__name__, e.code, str(e), repr(e), e.args, isinstance(e, E))
print(got)
try:
    raise E
except TypeError:
    print("wrong")
except Exception as e:
    print("caught", e.args)
print(repr(Exception("a", 1)), issubclass(F, LookupError))
raise F("out", 1)
"#);
        let printed: Vec<&String> = out.iter().filter(|l| !l.is_empty()).collect();
        assert_eq!(
            printed,
            [
                "('F', 3, 'bad', \"F('bad')\", ('bad',), True)",
                // `raise E` calls E(), whose TypeError is what the handlers see.
                "wrong",
                "Exception('a', 1) False",
                "error: F: out",
            ]
        );
    }

    #[test]
    fn catching_a_non_exception_class_is_a_type_error() {
        let out = run("try:\n    raise ValueError('x')\nexcept int:\n    pass\nraise 3\n");
        assert_eq!(
            out,
            [
                "error: TypeError: catching classes that do not inherit from BaseException is not allowed",
                "error: TypeError: exceptions must derive from BaseException",
            ]
        );
    }
}
