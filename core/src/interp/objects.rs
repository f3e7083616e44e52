//! Small native objects: exceptions, `no_grad` contexts, storages, named tuples, `super()`.

use super::args::Args;
use super::eval::Interp;
use super::value::*;
use crate::error::{type_error, ErrorKind, Result, TorchError};
use crate::storage::Storage;
use std::any::Any;
use std::rc::Rc;

pub struct ExceptionObj {
    pub kind: ErrorKind,
    pub message: String,
}

impl Object for ExceptionObj {
    fn type_name(&self) -> String {
        self.kind.name().into()
    }
    fn repr(&self) -> String {
        format!(
            "{}({})",
            self.kind.name(),
            super::builtins::py_str_repr(&self.message)
        )
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `torch.no_grad()` / `torch.enable_grad()`.
pub struct NoGradCtx {
    pub enable: bool,
}

impl Object for NoGradCtx {
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
}

/// A function wrapped by `@torch.no_grad()`.
pub struct NoGradFn {
    pub inner: Value,
    pub enable: bool,
}

impl Object for NoGradFn {
    fn type_name(&self) -> String {
        "function".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A context manager that does nothing (`torch.autograd.set_detect_anomaly(True)`).
pub struct NullCtx;

impl Object for NullCtx {
    fn type_name(&self) -> String {
        "NullContext".into()
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
        let qual = match self.0.as_str() {
            "Tensor" => "torch.Tensor".to_string(),
            "Parameter" => "torch.nn.parameter.Parameter".to_string(),
            "Size" => "torch.Size".to_string(),
            "dtype" => "torch.dtype".to_string(),
            n => n.to_string(),
        };
        format!("<class '{qual}'>")
    }
    fn as_any(&self) -> &dyn Any {
        self
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
}

/// `t.untyped_storage()`.
pub struct StorageObj(pub Storage);

impl Object for StorageObj {
    fn type_name(&self) -> String {
        "UntypedStorage".into()
    }
    fn repr(&self) -> String {
        format!(
            "<UntypedStorage of {} bytes at 0x{:x} on {}>",
            self.0.nbytes(),
            self.0.address(),
            self.0.device()
        )
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `torch.return_types.max(values=..., indices=...)`: a tuple with named fields.
pub struct NamedTuple {
    pub type_name: String,
    pub fields: Vec<(&'static str, Value)>,
}

impl Object for NamedTuple {
    fn type_name(&self) -> String {
        self.type_name.clone()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn named_tuple(type_name: &str, fields: Vec<(&'static str, Value)>) -> Value {
    Value::Object(Rc::new(NamedTuple {
        type_name: type_name.to_string(),
        fields,
    }))
}

pub fn iterate(v: &Value) -> Option<Vec<Value>> {
    if let Some(n) = v.downcast::<NamedTuple>() {
        return Some(n.fields.iter().map(|(_, x)| x.clone()).collect());
    }
    super::nn::iterate_state(v)
}

/// What `torch.manual_seed` returns.
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
        "Generator".into()
    }
    fn repr(&self) -> String {
        "<torch._C.Generator object>".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

pub fn getattr(it: &mut Interp, v: &Value, name: &str) -> Result<Option<Value>> {
    if let Some(n) = v.downcast::<NamedTuple>() {
        return Ok(n
            .fields
            .iter()
            .find(|(k, _)| *k == name)
            .map(|(_, x)| x.clone()));
    }
    if v.downcast::<StorageObj>().is_some() {
        return Ok(match name {
            "data_ptr" | "nbytes" | "size" | "element_size" | "device" => {
                Some(Value::method(v.clone(), name))
            }
            _ => None,
        });
    }
    if let Some(t) = v.downcast::<TypeObj>() {
        return Ok(match name {
            "__name__" => Some(Value::str(&t.0)),
            _ => None,
        });
    }
    if let Some(e) = v.downcast::<ExceptionObj>() {
        return Ok(match name {
            "args" => Some(Value::tuple(vec![Value::str(&e.message)])),
            _ => None,
        });
    }
    if let Some(s) = v.downcast::<SuperObj>() {
        let Value::Class(c) = &s.class else {
            return Ok(None);
        };
        for b in &c.bases {
            if let Some((m, owner)) = b.lookup(name) {
                return Ok(Some(match m {
                    Value::Function(f) => Value::Function(Rc::new(Function {
                        def: f.def.clone(),
                        defaults: f.defaults.clone(),
                        closure: f.closure.clone(),
                        bound: Some(s.obj.clone()),
                        owner: f.owner.clone().or(owner).or(Some(b.clone())),
                    })),
                    other => other,
                }));
            }
        }
        if c.native().is_some() {
            // `super().__init__()` of a native base: nothing more to set up.
            if name == "__init__" {
                return Ok(Some(Value::builtin("__noop__")));
            }
            return super::nn::native_attr(it, &s.obj, name);
        }
        return Ok(None);
    }
    if let Some(node) = v.downcast::<super::autograd_api::NodeObj>() {
        return super::autograd_api::node_attr(node, name);
    }
    if v.downcast::<GeneratorObj>().is_some() {
        return Ok(match name {
            "manual_seed" | "initial_seed" | "seed" | "get_state" | "set_state" | "device" => {
                Some(Value::method(v.clone(), name))
            }
            _ => None,
        });
    }
    super::nn::object_attr(it, v, name)
}

pub fn setattr(it: &mut Interp, obj: &Value, name: &str, v: Value) -> Result<()> {
    super::nn::object_setattr(it, obj, name, v)
}

pub fn getitem(it: &mut Interp, o: &Value, i: &Value) -> Result<Value> {
    if let Some(n) = o.downcast::<NamedTuple>() {
        let k = super::builtins::seq_index(i, n.fields.len(), "tuple")?;
        return Ok(n.fields[k].1.clone());
    }
    super::nn::object_getitem(it, o, i)
}

pub fn setitem(it: &mut Interp, o: &Value, i: &Value, v: Value) -> Result<()> {
    super::nn::object_setitem(it, o, i, v)
}

pub fn call_method(it: &mut Interp, recv: &Value, name: &str, args: Args) -> Result<Value> {
    if let Some(s) = recv.downcast::<StorageObj>() {
        let st = &s.0;
        return Ok(match name {
            "data_ptr" => Value::Int(st.address() as i64),
            "nbytes" | "size" => Value::Int(st.nbytes() as i64),
            "element_size" => Value::Int(st.dtype().itemsize() as i64),
            _ => Value::Device(st.device()),
        });
    }
    if let Some(g) = recv.downcast::<GeneratorObj>() {
        return generator_method(recv, g, name, args);
    }
    super::nn::object_method(it, recv, name, args)
}

fn generator_method(recv: &Value, g: &GeneratorObj, name: &str, args: Args) -> Result<Value> {
    use crate::ops::random;
    match name {
        "manual_seed" => {
            let a = args.bind("manual_seed", &["seed"])?;
            let seed = a.i64_or("seed", 0)? as u64;
            match &g.own {
                Some(s) => {
                    s.seed.set(seed);
                    s.offset.set(0);
                }
                None => random::manual_seed(seed),
            }
            Ok(recv.clone())
        }
        "initial_seed" => Ok(Value::Int(match &g.own {
            Some(s) => s.seed.get(),
            None => random::initial_seed(),
        } as i64)),
        "device" => Ok(Value::Device(crate::Device::Cpu)),
        m => Err(crate::error::runtime(format!(
            "Generator.{m}() is not supported in stridelab (manual_seed and initial_seed are)"
        ))),
    }
}

/// The stream a `generator=` argument names, when it is a generator of its own.
pub fn generator_state(args: &Args) -> Option<Rc<crate::ops::random::GenState>> {
    let (_, v) = args.kw.iter().find(|(k, _)| k == "generator")?;
    v.downcast::<GeneratorObj>()?.own.clone()
}

pub fn call(it: &mut Interp, f: &Value, args: Args) -> Result<Value> {
    if let Value::Object(o) = f {
        if o.type_name() == "function" {
            return Err(type_error("object is not callable"));
        }
    }
    super::nn::object_call(it, f, args)
}

pub fn unsupported(v: &Value, what: &str) -> TorchError {
    TorchError::new(
        ErrorKind::AttributeError,
        format!("'{}' object has no attribute '{what}'", v.type_name()),
    )
}
