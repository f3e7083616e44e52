//! User classes' special methods, looked up as Python looks them up: binary operators with
//! the reflected operand (`__add__`, then the other side's `__radd__`; a subclass's reflected
//! method first), `NotImplemented` handing over to the other side, in-place operators
//! falling back to the plain ones, unary operators, rich comparisons (`__lt__` reflected as
//! `__gt__`, `!=` as the negation of `__eq__`), `__bool__`/`__len__` truthiness,
//! `__contains__`, `__len__` and `__str__`.

use super::Interp;
use crate::error::{type_error, value_error, ErrorKind, Result, TorchError};
use crate::interp::args::Args;
use crate::interp::ast::{BinOp, CmpOp, UnOp};
use crate::interp::builtins;
use crate::interp::torch_function;
use crate::interp::value::Value;

/// `NotImplemented` (the builtin of that name, `builtins::lookup_builtin`) is what a special
/// method returns to let the other operand try.
pub(crate) fn is_not_implemented(v: &Value) -> bool {
    matches!(v, Value::Builtin(b) if b.name == "NotImplemented" && b.recv.is_none())
}

/// (method, reflected method) of a binary operator.
fn names(op: BinOp) -> (&'static str, &'static str) {
    match op {
        BinOp::Add => ("__add__", "__radd__"),
        BinOp::Sub => ("__sub__", "__rsub__"),
        BinOp::Mul => ("__mul__", "__rmul__"),
        BinOp::Div => ("__truediv__", "__rtruediv__"),
        BinOp::FloorDiv => ("__floordiv__", "__rfloordiv__"),
        BinOp::Mod => ("__mod__", "__rmod__"),
        BinOp::Pow => ("__pow__", "__rpow__"),
        BinOp::MatMul => ("__matmul__", "__rmatmul__"),
        BinOp::BitAnd => ("__and__", "__rand__"),
        BinOp::BitOr => ("__or__", "__ror__"),
        BinOp::BitXor => ("__xor__", "__rxor__"),
        BinOp::LShift => ("__lshift__", "__rlshift__"),
        BinOp::RShift => ("__rshift__", "__rrshift__"),
    }
}

/// The reflected method of a binary operator (`__radd__` for `+`).
pub(super) fn reflected_name(op: BinOp) -> &'static str {
    names(op).1
}

pub(super) fn inplace_name(op: BinOp) -> String {
    format!("__i{}", &names(op).0[2..])
}

fn is_instance(v: &Value) -> bool {
    matches!(v, Value::Instance(_))
}

/// Whether `b`'s class is a proper subclass of `a`'s (then `b`'s reflected method goes first).
fn proper_subclass(b: &Value, a: &Value) -> bool {
    match (a, b) {
        (Value::Instance(x), Value::Instance(y)) => {
            !std::rc::Rc::ptr_eq(&x.class(), &y.class()) && y.class().derives_from(&x.class())
        }
        (_, Value::Instance(_)) => false,
        _ => false,
    }
}

/// What a `__len__` returned, as `len()` takes it: a non-negative int (or a bool).
fn len_result(r: Value) -> Result<i64> {
    match r {
        Value::Int(n) if n >= 0 => Ok(n),
        Value::Int(_) => Err(value_error("__len__() should return >= 0")),
        Value::Bool(b) => Ok(b as i64),
        other => Err(type_error(format!(
            "'{}' object cannot be interpreted as an integer",
            other.type_name()
        ))),
    }
}

/// Whether `v` is an instance whose class defines `__eq__`.
fn own_eq(v: &Value) -> bool {
    matches!(v, Value::Instance(i) if i.class().lookup("__eq__").is_some())
}

fn own_ne(v: &Value) -> bool {
    matches!(v, Value::Instance(i) if i.class().lookup("__ne__").is_some())
}

fn same_class(a: &Value, b: &Value) -> bool {
    matches!((a, b), (Value::Instance(x), Value::Instance(y)) if std::rc::Rc::ptr_eq(&x.class(), &y.class()))
}

impl Interp {
    /// A metaclass's special method, for the standard-library classes that stand in for one
    /// (`enum.Enum` for `EnumMeta`, `abc.ABC` for `ABCMeta`): stridelab makes every class
    /// with `type`, so such a class defines `__meta_<name>__` and it is found on the class
    /// `cls` itself, and called with `cls` first (`iter(Color)` is
    /// `Color.__meta_iter__()`). None when `cls` is no class or lacks it.
    pub(crate) fn call_meta(
        &mut self,
        cls: &Value,
        name: &str,
        args: Vec<Value>,
    ) -> Result<Option<Value>> {
        let Value::Class(c) = cls else {
            return Ok(None);
        };
        let Some((m, _)) = c.lookup(&format!("__meta_{name}__")) else {
            return Ok(None);
        };
        let mut all = vec![cls.clone()];
        all.extend(args);
        self.call(&m, Args::new(all)).map(Some)
    }

    /// `v.name(*args)` when `v` is an instance whose class defines `name`; None when it does
    /// not, or when the method returned `NotImplemented`.
    pub(crate) fn call_special(
        &mut self,
        v: &Value,
        name: &str,
        args: Vec<Value>,
    ) -> Result<Option<Value>> {
        let r = self.call_class_method(v, name, args)?;
        Ok(r.filter(|r| !is_not_implemented(r)))
    }

    /// `v.name(*args)` with `name` found on the class of the instance `v`, whatever it
    /// returns; None when `v` is no instance or its class lacks `name`.
    pub(crate) fn call_class_method(
        &mut self,
        v: &Value,
        name: &str,
        args: Vec<Value>,
    ) -> Result<Option<Value>> {
        let Value::Instance(inst) = v else {
            return Ok(None);
        };
        let Some((m, owner)) = inst.class().lookup(name) else {
            return Ok(None);
        };
        let f = builtins::bind(m, v, owner);
        self.call(&f, Args::new(args)).map(Some)
    }

    /// `a.fwd(b)`, then `b.refl(a)` (when `reflect`): a proper subclass on the right goes
    /// first, as in Python. None when no side answered.
    fn either_side(
        &mut self,
        a: &Value,
        b: &Value,
        fwd: &str,
        refl: &str,
        reflect: bool,
    ) -> Result<Option<Value>> {
        let reflected_first = proper_subclass(b, a);
        if reflected_first {
            if let Some(r) = self.call_special(b, refl, vec![a.clone()])? {
                return Ok(Some(r));
            }
        }
        if let Some(r) = self.call_special(a, fwd, vec![b.clone()])? {
            return Ok(Some(r));
        }
        // A tensor's own operator offers the call to the other operand's
        // `__torch_function__` first, on either side.
        if matches!(a, Value::Tensor(_)) {
            if let Some(r) = torch_function::dispatch_operator(self, fwd, a, b)? {
                return Ok(Some(r));
            }
        }
        if !reflected_first && reflect {
            if matches!(b, Value::Tensor(_)) {
                return torch_function::dispatch_operator(self, refl, b, a);
            }
            return self.call_special(b, refl, vec![a.clone()]);
        }
        Ok(None)
    }

    /// A binary operator with an instance on either side; None when neither side is one.
    pub(crate) fn special_binop(
        &mut self,
        op: BinOp,
        a: &Value,
        b: &Value,
    ) -> Result<Option<Value>> {
        if !is_instance(a) && !is_instance(b) {
            return Ok(None);
        }
        let (fwd, refl) = names(op);
        // A binary operator tries the reflected method only across classes.
        if let Some(r) = self.either_side(a, b, fwd, refl, !same_class(a, b))? {
            return Ok(Some(r));
        }
        if let Some(r) = self.repeat_by_index(op, a, b)? {
            return Ok(Some(r));
        }
        Err(type_error(format!(
            "unsupported operand type(s) for {}: '{}' and '{}'",
            op.operand_symbol(),
            a.tp_name(),
            b.tp_name()
        )))
    }

    /// `[0] * n`, `n * "ab"`: a list, tuple or str repeats by the int an object's
    /// `__index__` gives, as CPython's sequence repeat asks for one.
    fn repeat_by_index(&mut self, op: BinOp, a: &Value, b: &Value) -> Result<Option<Value>> {
        let seq = |v: &Value| matches!(v, Value::List(_) | Value::Tuple(_) | Value::Str(_));
        let (s, n, seq_first) = match (a, b) {
            _ if op != BinOp::Mul => return Ok(None),
            (s, Value::Instance(_)) if seq(s) => (s, b, true),
            (Value::Instance(_), s) if seq(s) => (s, a, false),
            _ => return Ok(None),
        };
        let count = self.index_value(n)?;
        if is_instance(&count) {
            return Ok(None);
        }
        // CPython's overflow names the object that gave the count.
        if matches!(count, Value::BigInt(_)) {
            return Err(TorchError::new(
                ErrorKind::OverflowError,
                format!("cannot fit '{}' into an index-sized integer", n.type_name()),
            ));
        }
        let n = count;
        let (x, y) = if seq_first { (s, &n) } else { (&n, s) };
        self.binop(op, x, y).map(Some)
    }

    /// `a op= b` on an instance: `__iop__`, else the plain operator.
    pub(crate) fn special_inplace(
        &mut self,
        op: BinOp,
        a: &Value,
        b: &Value,
    ) -> Result<Option<Value>> {
        if !is_instance(a) {
            return Ok(None);
        }
        if let Some(r) = self.call_special(a, &inplace_name(op), vec![b.clone()])? {
            return Ok(Some(r));
        }
        self.special_binop(op, a, b)
    }

    /// `-v`, `+v`, `~v` on an instance.
    pub(crate) fn special_unop(&mut self, op: UnOp, a: &Value) -> Result<Option<Value>> {
        let name = match op {
            UnOp::Neg => "__neg__",
            UnOp::Pos => "__pos__",
            UnOp::Invert => "__invert__",
            UnOp::Not => return Ok(None),
        };
        if !is_instance(a) {
            return Ok(None);
        }
        match self.call_special(a, name, vec![])? {
            Some(r) => Ok(Some(r)),
            None => Ok(None),
        }
    }

    /// A rich comparison with an instance on either side; None when neither side is one.
    /// With no method on either side, `==`/`!=` compare identity and orderings are refused.
    pub(crate) fn special_compare(
        &mut self,
        op: CmpOp,
        a: &Value,
        b: &Value,
    ) -> Result<Option<Value>> {
        if !is_instance(a) && !is_instance(b) {
            return Ok(None);
        }
        let (fwd, refl) = match op {
            CmpOp::Eq => ("__eq__", "__eq__"),
            CmpOp::Ne => ("__ne__", "__ne__"),
            CmpOp::Lt => ("__lt__", "__gt__"),
            CmpOp::Le => ("__le__", "__ge__"),
            CmpOp::Gt => ("__gt__", "__lt__"),
            CmpOp::Ge => ("__ge__", "__le__"),
            _ => return Ok(None),
        };
        if let Some(r) = self.either_side(a, b, fwd, refl, true)? {
            return Ok(Some(r));
        }
        let same = crate::interp::value::is_same(a, b);
        match op {
            // object.__ne__ inverts __eq__ when that gives an answer.
            // Only a class's own `__eq__` is asked: a tensor's `__ne__` already answered.
            CmpOp::Ne if !own_eq(a) && !own_eq(b) => Ok(Some(Value::Bool(!same))),
            // A class's own `__ne__` that declined (NumPy's ndarray meeting a Tensor) is not
            // object's: only a side without one inverts its `__eq__`.
            CmpOp::Ne if own_ne(a) || own_ne(b) => {
                for (x, y) in [(a, b), (b, a)] {
                    if own_eq(x) && !own_ne(x) {
                        if let Some(eq) = self.call_special(x, "__eq__", vec![y.clone()])? {
                            return Ok(Some(Value::Bool(!self.truthy(&eq)?)));
                        }
                    }
                }
                Ok(Some(Value::Bool(!same)))
            }
            CmpOp::Ne => match self.special_compare(CmpOp::Eq, a, b)? {
                Some(eq) => Ok(Some(Value::Bool(!self.truthy(&eq)?))),
                None => Ok(Some(Value::Bool(!same))),
            },
            CmpOp::Eq => Ok(Some(Value::Bool(same))),
            _ => Err(type_error(format!(
                "'{}' not supported between instances of '{}' and '{}'",
                super::operators::cmp_symbol(op),
                a.tp_name(),
                b.tp_name()
            ))),
        }
    }

    /// `bool(v)` of an instance: `__bool__`, else `__len__` != 0, else True.
    pub(crate) fn special_truthy(&mut self, v: &Value) -> Result<Option<bool>> {
        if !is_instance(v) {
            return Ok(None);
        }
        if let Some(r) = self.call_special(v, "__bool__", vec![])? {
            return match r {
                Value::Bool(b) => Ok(Some(b)),
                other => Err(type_error(format!(
                    "__bool__ should return bool, returned {}",
                    other.type_name()
                ))),
            };
        }
        if let Some(n) = self.special_len(v)? {
            return Ok(Some(n != 0));
        }
        Ok(None)
    }

    /// `hash(v)` of an instance: its class's `__hash__` (an int; -1 becomes -2 and a big
    /// int is hashed, as CPython reduces it). A class that defines `__eq__` without
    /// `__hash__`, or sets `__hash__ = None`, is unhashable, as Python makes it. None: the
    /// class leaves hashing to identity.
    pub(crate) fn special_hash(&mut self, v: &Value) -> Result<Option<i64>> {
        let Value::Instance(inst) = v else {
            return Ok(None);
        };
        let unhashable = || type_error(format!("unhashable type: '{}'", v.type_name()));
        // A class body that defines `__eq__` without `__hash__` has `__hash__ = None`, even
        // when a base defines `__hash__`.
        match crate::interp::pydict::unhashable_class(&inst.class()) {
            Some(true) => return Err(unhashable()),
            None => return Ok(None),
            Some(false) => {}
        }
        let Some(r) = self.call_special(v, "__hash__", vec![])? else {
            return Err(unhashable());
        };
        match r {
            Value::Int(-1) => Ok(Some(-2)),
            Value::Int(n) => Ok(Some(n)),
            Value::Bool(b) => Ok(Some(b as i64)),
            Value::BigInt(_) => Ok(Some(crate::interp::pyint::hash_number(&r).unwrap_or(0))),
            _ => Err(type_error("__hash__ method should return an integer")),
        }
    }

    /// `operator.index(v)` where Python calls it on an instance (sequence indices, `range`,
    /// `bin`/`hex`/`oct`, sequence repetition): its class's `__index__`, which must give an
    /// int; any other value is returned as it is, for the caller's own checks.
    pub(crate) fn index_value(&mut self, v: &Value) -> Result<Value> {
        let Value::Instance(inst) = v else {
            // A tensor's `__index__` (one integer element) is C code: no frame to run.
            return crate::interp::pybytes::tensor_as_index(v);
        };
        if inst.class().lookup("__index__").is_none() {
            return Ok(v.clone());
        }
        match self.call_class_method(v, "__index__", vec![])? {
            Some(r @ (Value::Int(_) | Value::BigInt(_) | Value::Bool(_))) => Ok(r),
            Some(other) => Err(type_error(format!(
                "__index__ returned non-int (type {})",
                other.type_name()
            ))),
            None => Ok(v.clone()),
        }
    }

    /// `len(v)` of an instance whose class defines `__len__`.
    pub(crate) fn special_len(&mut self, v: &Value) -> Result<Option<i64>> {
        let Some(r) = self.call_special(v, "__len__", vec![])? else {
            return Ok(None);
        };
        len_result(r).map(Some)
    }

    /// `len(C)` of a class whose metaclass stand-in defines it, held to `__len__`'s rules.
    pub(crate) fn meta_len(&mut self, cls: &Value) -> Result<Option<i64>> {
        match self.call_meta(cls, "len", vec![])? {
            Some(r) => len_result(r).map(Some),
            None => Ok(None),
        }
    }

    /// `item in v` for an instance whose class defines `__contains__`.
    pub(crate) fn special_contains(&mut self, v: &Value, item: &Value) -> Result<Option<bool>> {
        match self.call_special(v, "__contains__", vec![item.clone()])? {
            Some(r) => Ok(Some(self.truthy(&r)?)),
            None => Ok(None),
        }
    }

    /// `str(v)` of an instance whose class defines `__str__`.
    pub(crate) fn special_str(&mut self, v: &Value) -> Result<Option<String>> {
        match self.call_special(v, "__str__", vec![])? {
            Some(Value::Str(s)) => Ok(Some(s.to_string())),
            Some(other) => Err(type_error(format!(
                "__str__ returned non-string (type {})",
                other.type_name()
            ))),
            None => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    use crate::interp::{Outcome, RunOptions, Session};

    /// What each statement printed, or `error: <Kind>: <message>`.
    fn run(src: &str) -> Vec<String> {
        let mut s = Session::new(RunOptions::default());
        let mut out = Vec::new();
        s.run_with(src, |_, r| match &r.outcome {
            Outcome::Error(e) => out.push(format!("error: {:?}: {}", e.kind, e.message)),
            _ => out.extend(r.echo.clone()),
        })
        .unwrap();
        out
    }

    #[test]
    fn a_metaclass_stand_in_answers_for_its_classes() {
        let src = "class Meta:\n    pass\n\
                   class Base:\n    def __init_subclass__(cls, **kw):\n        cls._m = [v for k, v in vars(cls).items() if not k.startswith('_')]\n\
                   \x20   def __meta_iter__(cls):\n        return iter(cls._m)\n\
                   \x20   def __meta_len__(cls):\n        return len(cls._m)\n\
                   \x20   def __meta_getitem__(cls, i):\n        return cls._m[i] * 10\n\
                   \x20   def __meta_contains__(cls, v):\n        return v in cls._m\n\
                   \x20   def __meta_repr__(cls):\n        return '<stand-in ' + cls.__name__ + '>'\n\
                   \x20   def __meta_instancecheck__(cls, obj):\n        return obj in cls._m\n\
                   \x20   def __meta_subclasscheck__(cls, sub):\n        return sub is int\n\
                   Meta.__meta_base__ = Base\n\
                   class C(metaclass=Meta):\n    a = 1\n    b = 2\n\
                   list(C), len(C), C[1], 2 in C, 3 in C, C\n\
                   [x + 1 for x in C], isinstance(2, C), isinstance(3, C), issubclass(int, C)\n\
                   [k.__name__ for k in C.__mro__]\n\
                   class D(metaclass=dict):\n    pass\n\
                   class N:\n    def __meta_len__(cls):\n        return -1\n\
                   len(N)\n";
        let out = run(src);
        assert_eq!(out[0], "([1, 2], 2, 20, True, False, <stand-in C>)");
        assert_eq!(out[1], "([2, 3], True, False, True)");
        assert_eq!(out[2], "['C', 'Base', 'object']");
        assert!(
            out[3]
                .starts_with("error: NotImplementedError: stridelab does not support metaclasses"),
            "{out:?}"
        );
        assert_eq!(out[4], "error: ValueError: __len__() should return >= 0");
    }
}
