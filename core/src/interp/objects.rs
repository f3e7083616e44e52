//! Small native objects: exceptions, `no_grad` contexts, storages, named tuples, `super()`.

use super::args::Args;
use super::builtins::ContextGuard;
use super::eval::Interp;
use super::value::*;
use crate::error::{type_error, ErrorKind, Result, TorchError};
use std::any::Any;
use std::rc::Rc;

/// An instance of a builtin exception class (`ValueError("x")`, or the object standing
/// for an error the library raised).
pub struct ExceptionObj {
    pub kind: ErrorKind,
    /// The class (`ErrorKind` has no `Exception` or `LookupError` of its own).
    pub class: &'static str,
    pub message: String,
    pub args: Vec<Value>,
    /// `raise ... from cause`.
    pub cause: std::cell::RefCell<Value>,
}

impl ExceptionObj {
    pub fn new(kind: ErrorKind, class: &'static str, message: String, args: Vec<Value>) -> Self {
        ExceptionObj {
            kind,
            class,
            message,
            args,
            cause: std::cell::RefCell::new(Value::None),
        }
    }
}

impl Object for ExceptionObj {
    fn type_name(&self) -> String {
        self.class.into()
    }
    fn repr(&self) -> String {
        // BaseException.__repr__: the one argument's repr, else the tuple's items.
        let parts: Vec<String> = self
            .args
            .iter()
            .map(|a| match a {
                Value::Str(s) => super::builtins::py_str_repr(s),
                Value::Int(i) => i.to_string(),
                Value::Float(f) => crate::pyfmt::py_float(*f),
                Value::Bool(b) => if *b { "True" } else { "False" }.to_string(),
                Value::None => "None".to_string(),
                Value::Object(o) if super::pybytes::is_bytes(a) => o.repr(),
                other => format!("<{} object>", other.type_name()),
            })
            .collect();
        format!("{}({})", self.class, parts.join(", "))
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn str(&self) -> Option<String> {
        Some(self.message.clone())
    }
    fn getattr(&self, _it: &mut Interp, _this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            "args" => Some(Value::tuple(self.args.clone())),
            // SystemExit's exit status: its one argument, the tuple of several, else None.
            "code" if self.class == "SystemExit" => Some(match self.args.len() {
                0 => Value::None,
                1 => self.args[0].clone(),
                _ => Value::tuple(self.args.clone()),
            }),
            // A generator's return value rides on its StopIteration.
            "value" if self.class == "StopIteration" => {
                Some(self.args.first().cloned().unwrap_or(Value::None))
            }
            // OSError's fields, from its (errno, strerror, filename) arguments.
            "errno" | "strerror" | "filename"
                if crate::interp::exceptions::builtin_is_sub(self.class, "OSError") =>
            {
                let at = match name {
                    "errno" => 0,
                    "strerror" => 1,
                    _ => 2,
                };
                let numbered = matches!(self.args.first(), Some(Value::Int(_)));
                Some(match self.args.get(at) {
                    Some(v) if numbered && self.args.len() <= 3 => v.clone(),
                    _ => Value::None,
                })
            }
            // ImportError's fields: its message, and the module the import machinery could
            // not find (`No module named 'tensorboard'` names `tensorboard`).
            "msg" | "name" | "path"
                if crate::interp::exceptions::builtin_is_sub(self.class, "ImportError") =>
            {
                Some(match name {
                    "msg" if self.args.len() == 1 => self.args[0].clone(),
                    "name" => self
                        .message
                        .strip_prefix("No module named '")
                        .and_then(|m| m.strip_suffix('\''))
                        .map(Value::str)
                        .unwrap_or(Value::None),
                    _ => Value::None,
                })
            }
            "__cause__" => Some(self.cause.borrow().clone()),
            // UnicodeDecodeError's and UnicodeEncodeError's fields, from their arguments
            // (encoding, object, start, end, reason).
            "encoding" | "object" | "start" | "end" | "reason"
                if matches!(self.class, "UnicodeDecodeError" | "UnicodeEncodeError")
                    && self.args.len() == 5 =>
            {
                let at = ["encoding", "object", "start", "end", "reason"]
                    .iter()
                    .position(|n| *n == name)
                    .unwrap_or(0);
                Some(self.args[at].clone())
            }
            _ => None,
        })
    }
}

/// `torch.no_grad()` / `torch.enable_grad()`.
pub struct NoGradCtx {
    pub enable: bool,
}

impl Object for NoGradCtx {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        if self.enable {
            "enable_grad"
        } else {
            "no_grad"
        }
        .into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    /// Used as a decorator: `@torch.no_grad()`.
    fn call(&self, _it: &mut Interp, _this: &Value, args: Args) -> Result<Value> {
        let inner = args
            .pos
            .into_iter()
            .next()
            .ok_or_else(|| type_error("no_grad() decorator needs a function"))?;
        Ok(Value::Object(Rc::new(NoGradFn {
            inner,
            enable: self.enable,
        })))
    }
    fn enter(&self) -> Result<ContextGuard> {
        Ok(match self.enable {
            false => ContextGuard::Grad(crate::autograd::NoGradGuard::script()),
            true => ContextGuard::GradOn(crate::autograd::set_grad_enabled(true)),
        })
    }
}

/// A function wrapped by `@torch.no_grad()`.
pub struct NoGradFn {
    pub inner: Value,
    pub enable: bool,
}

impl Object for NoGradFn {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        "function".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn call(&self, it: &mut Interp, _this: &Value, args: Args) -> Result<Value> {
        // `@torch.enable_grad()` turns grad mode on inside (an optimizer's closure).
        let _g = if self.enable {
            ContextGuard::GradOn(crate::autograd::set_grad_enabled(true))
        } else {
            ContextGuard::Grad(crate::autograd::NoGradGuard::script())
        };
        let out = it.call(&self.inner, args)?;
        // A generator function's body runs later, at each resume: it keeps the mode.
        if let Value::Object(o) = &out {
            if let Some(g) = o.as_any().downcast_ref::<super::generators::Generator>() {
                g.grad_mode.set(Some(self.enable));
            }
        }
        Ok(out)
    }
}

/// `torch.inference_mode(mode=True)`: a context manager and a decorator.
pub struct InferenceModeCtx {
    pub mode: bool,
}

impl Object for InferenceModeCtx {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        "inference_mode".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    /// Used as a decorator: `@torch.inference_mode()`.
    fn call(&self, _it: &mut Interp, _this: &Value, args: Args) -> Result<Value> {
        let inner = args
            .pos
            .into_iter()
            .next()
            .ok_or_else(|| type_error("inference_mode() decorator needs a function"))?;
        Ok(Value::Object(Rc::new(InferenceModeFn {
            inner,
            mode: self.mode,
        })))
    }
    fn enter(&self) -> Result<ContextGuard> {
        Ok(ContextGuard::Inference(
            crate::autograd::InferenceModeGuard::new(self.mode),
        ))
    }
}

/// A function wrapped by `@torch.inference_mode()`.
pub struct InferenceModeFn {
    pub inner: Value,
    pub mode: bool,
}

impl Object for InferenceModeFn {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        "function".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn call(&self, it: &mut Interp, _this: &Value, args: Args) -> Result<Value> {
        let _g = crate::autograd::InferenceModeGuard::new(self.mode);
        it.call(&self.inner, args)
    }
}

/// `torch.set_grad_enabled(mode)`: the mode is set by the call itself; as a context manager
/// it puts back the mode the call found when the block ends (PyTorch's class does the same).
pub struct SetGradCtx {
    pub prev: bool,
}

impl Object for SetGradCtx {
    fn type_name(&self) -> String {
        "set_grad_enabled".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn enter(&self) -> Result<ContextGuard> {
        Ok(ContextGuard::GradOn(self.prev))
    }
}

/// An instance of `object` itself: no attributes, compared by identity.
pub struct PlainObject;

impl Object for PlainObject {
    fn type_name(&self) -> String {
        "object".into()
    }
    fn repr(&self) -> String {
        super::iterators::object_at("object", self)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// What `type(x)` returns for non-class values; prints like Python's.
pub struct TypeObj(pub String);

impl Object for TypeObj {
    fn type_name(&self) -> String {
        "type".into()
    }
    fn repr(&self) -> String {
        // Tensor and Parameter are builtin classes now (`type_of`), printed by repr.rs.
        format!("<class '{}'>", self.0)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, _this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            // A C type's name carries its module (`torch.device`); `__name__` does not.
            "__name__" => Some(Value::str(self.0.rsplit('.').next().unwrap_or_default())),
            _ => None,
        })
    }
}

pub struct SuperObj {
    pub class: Value,
    pub obj: Value,
}

impl Object for SuperObj {
    fn type_name(&self) -> String {
        "super".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    /// `super().name`: looked up in the bases of the class, bound to the instance.
    fn getattr(&self, it: &mut Interp, _this: &Value, name: &str) -> Result<Option<Value>> {
        let Value::Class(c) = &self.class else {
            return Ok(None);
        };
        // The classes after `c` in the method resolution order of the instance's class
        // (CPython's `super`): in `class D(B, C)`, `super()` inside `B` reaches `C`.
        let of = match &self.obj {
            Value::Instance(i) => Some(i.class()),
            Value::Class(k) => Some(k.clone()),
            _ => None,
        };
        let next: Vec<Rc<Class>> = match of {
            Some(k) if Rc::ptr_eq(&k, c) => c.mro_after(),
            Some(k) => {
                let order = k.mro_after();
                match order.iter().position(|x| Rc::ptr_eq(x, c)) {
                    Some(at) => order[at + 1..].to_vec(),
                    None => c.mro_after(),
                }
            }
            None => c.mro_after(),
        };
        for b in next {
            let found = b.attrs.borrow().get(name).cloned();
            if let Some(m) = found {
                // `__new__` is a static method: `super().__new__(cls)` passes the class itself.
                use super::builtins::descriptors;
                if name == "__new__" {
                    return Ok(Some(descriptors::resolve(&m, &self.obj).unwrap_or(m)));
                }
                // A base's property reads through the instance; its class and static
                // methods bind as they would on the instance's class.
                if let Some(p) = m.downcast::<descriptors::Property>() {
                    return p.get(it, &self.obj, name).map(Some);
                }
                if let Some(r) = descriptors::resolve(&m, &self.obj) {
                    return Ok(Some(r));
                }
                return Ok(Some(match m {
                    Value::Function(f) => Value::Function(Rc::new(
                        f.rebound(Some(self.obj.clone()), f.owner.clone().or(Some(b.clone()))),
                    )),
                    other => other,
                }));
            }
        }
        if let Some(slot) = super::builtins::object_slot(name, Some(&self.obj)) {
            return Ok(Some(slot));
        }
        if name == "__setattr__" {
            return Ok(Some(Value::Object(Rc::new(ObjectSetattr {
                obj: Some(self.obj.clone()),
                module: c.native() == Some("Module"),
            }))));
        }
        if crate::interp::exceptions::class_base(c).is_some() && name == "__init__" {
            return Ok(Some(Value::Object(Rc::new(
                crate::interp::exceptions::ExceptionInit {
                    obj: self.obj.clone(),
                },
            ))));
        }
        if name == "__new__" {
            return Ok(Some(Value::Object(Rc::new(ObjectNew))));
        }
        // `object.__init_subclass__`, where a cooperative hook's chain ends: it does nothing,
        // and refuses what the chain did not consume.
        if name == "__init_subclass__" {
            let class = match &self.obj {
                Value::Class(k) => k.name.clone(),
                other => other.type_name(),
            };
            return Ok(Some(Value::Object(Rc::new(ObjectInitSubclass { class }))));
        }
        if c.native().is_some() {
            // `super().__init__()` of a native base: nothing more to set up.
            if name == "__init__" {
                return Ok(Some(Value::builtin("__noop__")));
            }
            return super::nn::native_attr(it, &self.obj, name);
        }
        // `object.__init__`, at the end of every chain (a Dataset subclass's
        // `super().__init__()` reaches it).
        if name == "__init__" {
            return Ok(Some(Value::Object(Rc::new(ObjectInit))));
        }
        Ok(None)
    }
}

/// `object.__init__` reached through `super()`: it takes no arguments besides the
/// instance (a keyword passed along a cooperative chain to it is CPython's TypeError).
pub struct ObjectInit;

impl Object for ObjectInit {
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
        if !args.pos.is_empty() || !args.kw.is_empty() {
            return Err(type_error(
                "object.__init__() takes exactly one argument (the instance to initialize)",
            ));
        }
        Ok(Value::None)
    }
}

/// `object.__init_subclass__` bound to the new class: takes nothing.
pub struct ObjectInitSubclass {
    class: String,
}

impl Object for ObjectInitSubclass {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        "builtin_function_or_method".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn call(&self, _it: &mut Interp, _this: &Value, args: Args) -> Result<Value> {
        if !args.kw.is_empty() {
            return Err(type_error(format!(
                "{}.__init_subclass__() takes no keyword arguments",
                self.class
            )));
        }
        if !args.pos.is_empty() {
            return Err(type_error(format!(
                "{}.__init_subclass__() takes no arguments ({} given)",
                self.class,
                args.pos.len()
            )));
        }
        Ok(Value::None)
    }
}

/// `object.__new__(cls)`: a new, uninitialized instance of `cls` (what a class's own
/// `__new__` calls through `super()` before it returns the object).
pub struct ObjectNew;

impl Object for ObjectNew {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        "builtin_function_or_method".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn call(&self, _it: &mut Interp, _this: &Value, args: Args) -> Result<Value> {
        let Some(first) = args.pos.first() else {
            return Err(type_error("object.__new__(): not enough arguments"));
        };
        let Value::Class(c) = first else {
            return Err(type_error(format!(
                "object.__new__(X): X is not a type object ({})",
                first.type_name()
            )));
        };
        // At the end of an exception class's chain this is `BaseException.__new__`, which
        // keeps its arguments as `args`.
        if super::exceptions::class_base(c).is_some() {
            return Ok(super::exceptions::new_exception(c, args.pos[1..].to_vec()));
        }
        if args.pos.len() > 1 || !args.kw.is_empty() {
            return Err(type_error(
                "object.__new__() takes exactly one argument (the type to instantiate)",
            ));
        }
        super::builtins::new_instance(c)
    }
}

/// `object.__setattr__`, unbound (`object.__setattr__(self, name, value)`) or bound to an
/// instance (`super().__setattr__(name, value)` from a class's own `__setattr__`): sets the
/// attribute without calling the class's `__setattr__` again. Bound through `super()` in a
/// module, it is `Module.__setattr__` (parameters and submodules are registered).
pub struct ObjectSetattr {
    pub obj: Option<Value>,
    pub module: bool,
}

impl Object for ObjectSetattr {
    fn callable(&self) -> bool {
        true
    }
    fn type_name(&self) -> String {
        "method-wrapper".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn call(&self, it: &mut Interp, _this: &Value, args: Args) -> Result<Value> {
        let all: Vec<Value> = self.obj.iter().cloned().chain(args.pos).collect();
        let [obj, Value::Str(name), value] = all.as_slice() else {
            return Err(type_error(format!(
                "expected 3 arguments, got {}",
                all.len()
            )));
        };
        match obj {
            Value::Instance(i) => {
                use super::builtins::generic_instance_setattr as set;
                set(it, obj, i, name, value.clone(), self.module)?;
                Ok(Value::None)
            }
            other => Err(type_error(format!(
                "can't apply this __setattr__ to {} object",
                other.type_name()
            ))),
        }
    }
}

pub use super::storage_obj::StorageObj;

/// `torch.return_types.max(values=..., indices=...)`: a tuple with named fields.
pub struct NamedTuple {
    pub type_name: String,
    pub fields: Vec<(&'static str, Value)>,
}

impl NamedTuple {
    /// The values, in field order: the tuple it is.
    pub fn items(&self) -> Vec<Value> {
        self.fields.iter().map(|(_, x)| x.clone()).collect()
    }
}

impl Object for NamedTuple {
    fn type_name(&self) -> String {
        self.type_name.clone()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        let field = self.fields.iter().find(|(k, _)| *k == name);
        Ok(match field {
            Some((_, x)) => Some(x.clone()),
            None if matches!(name, "count" | "index") => Some(Value::method(this.clone(), name)),
            None => None,
        })
    }
    fn getitem(&self, it: &mut Interp, _this: &Value, index: &Value) -> Result<Value> {
        // A structseq indexes and slices as its tuple (a slice is a plain tuple).
        it.getitem(&Value::tuple(self.items()), index)
    }
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        Ok(Some(self.items()))
    }
    fn call_method(&self, it: &mut Interp, _this: &Value, name: &str, a: Args) -> Result<Value> {
        // A structseq has the tuple's methods.
        match name {
            "count" | "index" => {
                super::builtins::containers::call_method(it, &Value::tuple(self.items()), name, a)
            }
            _ => Err(super::protocol::no_attribute(&self.type_name(), name)),
        }
    }
}

pub fn named_tuple(type_name: &str, fields: Vec<(&'static str, Value)>) -> Value {
    Value::Object(Rc::new(NamedTuple {
        type_name: type_name.to_string(),
        fields,
    }))
}

/// `torch.Generator()` (with a stream of its own) or the default generator that
/// `torch.manual_seed` returns (`own` None: the global stream).
pub struct GeneratorObj {
    pub own: Option<Rc<crate::ops::random::GenState>>,
}

impl GeneratorObj {
    pub fn global() -> Value {
        Value::Object(Rc::new(GeneratorObj { own: None }))
    }
}

impl Object for GeneratorObj {
    fn type_name(&self) -> String {
        "torch._C.Generator".into()
    }
    fn repr(&self) -> String {
        "<torch._C.Generator object>".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            "manual_seed" | "initial_seed" | "seed" | "get_state" | "set_state" => {
                Some(Value::method(this.clone(), name))
            }
            "device" => Some(Value::Device(crate::Device::Cpu)),
            _ => None,
        })
    }
    fn call_method(&self, it: &mut Interp, this: &Value, name: &str, args: Args) -> Result<Value> {
        use crate::interp::torch_api::random_state::{
            byte_tensor, seed_arg, state_bytes, u64_value,
        };
        use crate::ops::random;
        let cpu = match &self.own {
            Some(s) => s.cpu.clone(),
            None => random::default_generator(),
        };
        let reseed = |seed: u64| match &self.own {
            Some(s) => s.manual_seed(seed),
            None => random::manual_seed(seed),
        };
        match name {
            "manual_seed" => {
                let a = args.bind("manual_seed", &["seed"])?;
                reseed(seed_arg(it, &a.value("seed")?)?);
                Ok(this.clone())
            }
            "seed" => {
                args.bind("seed", &[])?;
                let s = random::nondeterministic_seed();
                reseed(s);
                Ok(u64_value(s))
            }
            "initial_seed" => {
                args.bind("initial_seed", &[])?;
                Ok(u64_value(cpu.lock().initial_seed()))
            }
            "get_state" => {
                args.bind("get_state", &[])?;
                Ok(Value::Tensor(byte_tensor(cpu.lock().state_bytes())))
            }
            "set_state" => {
                let a = args.bind("set_state", &["new_state"])?;
                random::set_state(&cpu, &state_bytes(&a)?)?;
                Ok(this.clone())
            }
            m => Err(crate::error::runtime(format!(
                "Generator.{m}() is not supported in stridelab"
            ))),
        }
    }
}

/// The stream a `generator=` argument names, when it is a generator of its own.
pub fn generator_state(args: &Args) -> Option<Rc<crate::ops::random::GenState>> {
    let (_, v) = args.kw.iter().find(|(k, _)| k == "generator")?;
    v.downcast::<GeneratorObj>()?.own.clone()
}

pub fn unsupported(v: &Value, what: &str) -> TorchError {
    TorchError::new(
        ErrorKind::AttributeError,
        format!("'{}' object has no attribute '{what}'", v.type_name()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ops::random::GenState;

    fn error_of<T>(r: Result<T>) -> (ErrorKind, String) {
        match r {
            Ok(_) => panic!("expected an error"),
            Err(e) => (e.kind, e.message),
        }
    }

    #[test]
    fn a_generator_answers_through_the_object_protocol() {
        let mut it = Interp::new(Box::new(|_| {}));
        let state = Rc::new(GenState::new());
        let obj = Rc::new(GeneratorObj {
            own: Some(state.clone()),
        });
        let this = Value::Object(obj.clone());

        // `g.manual_seed` is a method bound to `g` itself.
        let m = obj.getattr(&mut it, &this, "manual_seed").unwrap().unwrap();
        let Value::Builtin(b) = &m else {
            panic!("expected a bound method")
        };
        assert_eq!(b.name, "manual_seed");
        assert!(matches!(&b.recv, Some(r) if is_same(r, &this)));
        assert!(obj.getattr(&mut it, &this, "nope").unwrap().is_none());

        // `g.manual_seed(7)` seeds the generator's own stream and returns `g`.
        let args = Args {
            pos: vec![Value::Int(7)],
            ..Args::default()
        };
        let r = obj
            .call_method(&mut it, &this, "manual_seed", args)
            .unwrap();
        assert!(is_same(&r, &this));
        assert_eq!(state.seed.get(), 7);
        let seed = obj
            .call_method(&mut it, &this, "initial_seed", Args::default())
            .unwrap();
        assert!(matches!(seed, Value::Int(7)));

        // The routing in builtins reaches the same implementation.
        let r = super::super::builtins::getattr(&mut it, &this, "initial_seed").unwrap();
        assert!(matches!(r, Value::Builtin(_)));
    }

    #[test]
    fn what_an_object_does_not_support_raises_pythons_errors() {
        let mut it = Interp::new(Box::new(|_| {}));
        let this = GeneratorObj::global();
        let Value::Object(obj) = &this else {
            unreachable!()
        };
        let type_error = ErrorKind::TypeError;
        let attribute_error = ErrorKind::AttributeError;
        assert_eq!(
            error_of(obj.getitem(&mut it, &this, &Value::Int(0))),
            (
                type_error,
                "'torch._C.Generator' object is not subscriptable".into()
            )
        );
        assert_eq!(
            error_of(obj.setitem(&mut it, &this, &Value::Int(0), Value::None)),
            (
                type_error,
                "'torch._C.Generator' object does not support item assignment".into()
            )
        );
        assert_eq!(
            error_of(obj.call(&mut it, &this, Args::default())),
            (
                type_error,
                "'torch._C.Generator' object is not callable".into()
            )
        );
        assert_eq!(
            error_of(obj.setattr(&mut it, &this, "x", Value::None)),
            (
                attribute_error,
                "'torch._C.Generator' object has no attribute 'x'".into()
            )
        );
        assert_eq!(
            error_of(obj.enter()),
            (
                type_error,
                "'torch._C.Generator' object does not support the context manager protocol".into()
            )
        );
        assert!(obj.iterate(&mut it, &this).unwrap().is_none());
        // Through the interpreter's routing: `g[0]` and `g.nope`.
        assert_eq!(
            error_of(super::super::builtins::getitem(
                &mut it,
                &this,
                &Value::Int(0)
            )),
            (
                type_error,
                "'torch._C.Generator' object is not subscriptable".into()
            )
        );
        assert_eq!(
            error_of(super::super::builtins::getattr(&mut it, &this, "nope")),
            (
                attribute_error,
                "'torch._C.Generator' object has no attribute 'nope'".into()
            )
        );
    }
}
