//! Attribute access: `getattr` and `setattr` for every kind of value (instances with their
//! properties and descriptors, classes, functions, native objects, numbers), and binding a
//! method found on a class to the object it was looked up through.

use super::*;
use crate::interp::value::library_module_name;

pub fn getattr(it: &mut Interp, v: &Value, name: &str) -> Result<Value> {
    // An instance's reads go through its class's `__getattribute__` (even `__class__`).
    if let Value::Instance(inst) = v {
        return super::attribute_hooks::instance_getattr(it, v, inst, name);
    }
    generic_getattr(it, v, name)
}

/// `object.__getattribute__`: the lookup every value gets when its class does not
/// override it (for an instance: data descriptors, then its own dict, then the class),
/// without `__getattr__`, which only the hook that calls this consults.
pub fn generic_getattr(it: &mut Interp, v: &Value, name: &str) -> Result<Value> {
    let no_attr = |v: &Value| {
        let message = match v {
            // Python's own types word it as a type's (`bytes.bogus`, `int.bogus`).
            Value::Builtin(b)
                if b.recv.is_none()
                    && !b.name.contains('.')
                    && super::BUILTIN_TYPES.contains(&b.name.as_str()) =>
            {
                format!("type object '{}' has no attribute '{name}'", b.name)
            }
            v => format!("'{}' object has no attribute '{name}'", v.type_name()),
        };
        TorchError::new(ErrorKind::AttributeError, message)
    };
    // Every object's class, as `object`'s data descriptor gives it (tutorials print
    // `model.__class__.__name__`).
    if name == "__class__" {
        return Ok(objects_fns::type_of(v));
    }
    // `torch.utils.data`, `torch.autograd.Function`, ...: written in Python, loaded on first use.
    if let Value::Namespace(ns) = v {
        if let Some((module, reexport)) = crate::interp::stdlib::python_attr_of(ns, name) {
            let m = crate::interp::stdlib::import(it, module)?;
            return match reexport {
                Some(attr) => getattr(it, &m, attr),
                None => Ok(m),
            };
        }
    }
    match v {
        Value::Tensor(t) => crate::interp::tensor_api::getattr(it, t, name),
        Value::Namespace("torch.nn") if it.nn_class(name).is_some() => {
            Ok(it.nn_class(name).unwrap())
        }
        // PyTorch's error for a singular matrix, a RuntimeError subclass the prelude defines
        // with the linalg functions that raise it (functions.py).
        Value::Namespace("torch.linalg") if name == "LinAlgError" => it
            .nn_class("_LinAlgError")
            .ok_or_else(|| crate::error::runtime("the nn prelude did not load")),
        // The library's own helpers trust their callers' arguments (a tensor_str indent of
        // 2**62 aborted the process): a script reaching them (`torch.sparse._native`, a
        // copied class marker) finds nothing there.
        Value::Namespace("_native") if library_module_name(&it.env).is_none() => {
            Err(TorchError::new(
                ErrorKind::AttributeError,
                format!("module '_native' has no attribute '{name}'"),
            ))
        }
        Value::Namespace(ns) => {
            crate::interp::torch_api::namespace_attr(ns, name).ok_or_else(|| {
                TorchError::new(
                    ErrorKind::AttributeError,
                    format!("module '{ns}' has no attribute '{name}'"),
                )
            })
        }
        // `object`'s data descriptor: the instance's live attribute dict (none when every
        // class declares `__slots__`).
        Value::Instance(inst) if name == "__dict__" => {
            if crate::interp::nn::slot_names(&inst.class()).is_some() {
                return Err(no_attr(v));
            }
            Ok(Value::Dict(inst.dict()))
        }
        Value::Instance(inst) => {
            // A property on the class comes before the instance's own attributes (it is a
            // data descriptor).
            let class_attr = inst.class().lookup(name);
            let described = class_attr
                .as_ref()
                .and_then(|(m, _)| user_descriptors::Descriptor::of(m));
            if let Some((m, _)) = &class_attr {
                if let Some(p) = m.downcast::<descriptors::Property>() {
                    return p.get(it, v, name);
                }
                if described.as_ref().is_some_and(|d| d.is_data() && d.get) {
                    return user_descriptors::get(it, m, Some(v), objects_fns::type_of(v));
                }
            }
            if let Some(x) = inst.get(name) {
                return Ok(x);
            }
            if let Some((m, owner)) = class_attr {
                if described.is_some_and(|d| d.get) {
                    return user_descriptors::get(it, &m, Some(v), objects_fns::type_of(v));
                }
                return Ok(bind(m, v, owner));
            }
            if let Some(x) = crate::interp::nn::native_attr(it, v, name)? {
                return Ok(x);
            }
            // `obj.__getattribute__('x')` of a class that does not override it: object's.
            super::attribute_hooks::object_slot(name, Some(v)).ok_or_else(|| no_attr(v))
        }
        // `slice.start/stop/step`: what a `__getitem__` written in Python reads (numpy).
        Value::Slice(lo, hi, step) if matches!(name, "start" | "stop" | "step") => {
            let part = match name {
                "start" => lo,
                "stop" => hi,
                _ => step,
            };
            Ok(part.map(Value::Int).unwrap_or(Value::None))
        }
        // `C.__getattribute__(obj, 'x')` where C does not override it: object's, unbound.
        Value::Class(c)
            if matches!(name, "__getattribute__" | "__delattr__" | "__repr__")
                && c.lookup(name).is_none() =>
        {
            super::attribute_hooks::object_slot(name, None).ok_or_else(|| no_attr(v))
        }
        Value::Class(c) if name == "__name__" => Ok(Value::str(&c.name)),
        Value::Class(c) if name == "__qualname__" => Ok(Value::str(&class_qualname(c))),
        // A class written without bases derives from object (`class U: pass`); one whose
        // base is native (`class E(KeyError)`, `class Net(nn.Module)`) names that base.
        Value::Class(c) if name == "__bases__" && c.bases.is_empty() => {
            Ok(Value::tuple(vec![match c.native_base {
                Some(n) if n != "Module" => Value::builtin(n),
                _ => Value::builtin("object"),
            }]))
        }
        Value::Class(c) if name == "__bases__" => Ok(Value::tuple(
            c.bases.iter().map(|b| Value::Class(b.clone())).collect(),
        )),
        Value::Class(c) if name == "__mro__" => {
            let mut out = vec![Value::Class(c.clone())];
            out.extend(c.mro_after().into_iter().map(Value::Class));
            out.extend(native_mro(c.native()));
            Ok(Value::tuple(out))
        }
        Value::Builtin(b)
            if b.recv.is_none()
                && matches!(name, "__mro__" | "__bases__")
                && crate::interp::exceptions::builtin_class(&b.name).is_some() =>
        {
            let mut chain = native_mro(Some(&b.name));
            if name == "__bases__" {
                chain = chain.into_iter().skip(1).take(1).collect();
            }
            Ok(Value::tuple(chain))
        }
        // Python's own types: `bool` derives from `int`, the rest from `object`. (torch's
        // types have private bases in PyTorch and no `__mro__` here.)
        Value::Builtin(b)
            if b.recv.is_none()
                && matches!(name, "__mro__" | "__bases__")
                && !b.name.contains('.')
                && (super::BUILTIN_TYPES.contains(&b.name.as_str()) || b.name == "type") =>
        {
            let mut chain = vec![v.clone()];
            if b.name == "bool" {
                chain.push(Value::builtin("int"));
            }
            if b.name != "object" {
                chain.push(Value::builtin("object"));
            }
            if name == "__bases__" {
                chain = chain.into_iter().skip(1).take(1).collect();
            }
            Ok(Value::tuple(chain))
        }
        Value::Class(c) if name == "__dict__" => {
            // A copy (Python gives a read-only view), in definition order.
            let items: Vec<(String, Value)> = c
                .attrs
                .borrow()
                .iter()
                .filter(|(k, _)| *k != "__qualname__")
                .map(|(k, v)| (k.clone(), v.clone()))
                .collect();
            let mut d = Dict::default();
            for (k, v) in items {
                d.set(Value::str(&k), v)?;
            }
            Ok(Value::Dict(Rc::new(RefCell::new(d))))
        }
        Value::Builtin(b) if b.recv.is_none() && b.name == "object" && name == "__new__" => {
            Ok(Value::Object(Rc::new(crate::interp::objects::ObjectNew)))
        }
        Value::Builtin(b)
            if b.recv.is_none()
                && b.name == "object"
                && matches!(name, "__getattribute__" | "__delattr__" | "__repr__") =>
        {
            super::attribute_hooks::object_slot(name, None).ok_or_else(|| no_attr(v))
        }
        Value::Builtin(b) if b.recv.is_none() && b.name == "object" && name == "__setattr__" => Ok(
            Value::Object(Rc::new(crate::interp::objects::ObjectSetattr {
                obj: None,
                module: false,
            })),
        ),
        // `torch.Tensor.add(t, 1)`: the method unbound, as PyTorch's own tests call them.
        Value::Builtin(b)
            if b.recv.is_none()
                && b.name == "torch.Tensor"
                && crate::interp::tensor_api::METHODS.contains(name) =>
        {
            Ok(Value::builtin(&format!("torch.Tensor.{name}")))
        }
        // A built-in type's module, as its repr names it (`<class 'torch.Tensor'>`).
        Value::Builtin(b) if b.recv.is_none() && name == "__module__" && is_type_value(v) => {
            let r = super::repr::repr(it, v)?;
            let path = r.trim_start_matches("<class '").trim_end_matches("'>");
            Ok(Value::str(
                path.rsplit_once('.').map_or("builtins", |(m, _)| m),
            ))
        }
        Value::Builtin(b)
            if b.recv.is_none()
                && matches!(name, "__name__" | "__module__")
                && !is_type_value(v)
                && crate::interp::torch_function::function_name_and_module(&b.name).is_some() =>
        {
            let (n, module) = crate::interp::torch_function::function_name_and_module(&b.name)
                .unwrap_or_default();
            Ok(Value::str(if name == "__name__" { &n } else { module }))
        }
        Value::Builtin(b) if b.recv.is_none() && name == "__name__" => {
            Ok(Value::str(b.name.rsplit('.').next().unwrap_or(&b.name)))
        }
        Value::Builtin(b) if b.recv.is_none() && name == "__qualname__" => {
            Ok(Value::str(b.name.rsplit('.').next().unwrap_or(&b.name)))
        }
        // A bound method of a built-in type (`[].append`): its own name, and the type's
        // before it as the qualified name (PyTorch's tensor methods live on TensorBase).
        Value::Builtin(b) if b.recv.is_some() && matches!(name, "__name__" | "__qualname__") => {
            let method = b.name.rsplit('.').next().unwrap_or(&b.name);
            if name == "__name__" {
                return Ok(Value::str(method));
            }
            let owner = match b.recv.as_ref() {
                Some(Value::Tensor(_)) => "TensorBase".to_string(),
                Some(r) => r.type_name().to_string(),
                None => String::new(),
            };
            Ok(Value::str(&format!("{owner}.{method}")))
        }
        Value::Class(c)
            if c.lookup(name).is_some_and(|(m, _)| {
                user_descriptors::Descriptor::of(&m).is_some_and(|d| d.get)
            }) =>
        {
            let (m, _) = c.lookup(name).unwrap_or((Value::None, None));
            user_descriptors::get(it, &m, None, v.clone())
        }
        Value::Class(c) => c
            .lookup(name)
            .map(|(m, _)| descriptors::resolve(&m, v).unwrap_or(m))
            .ok_or_else(|| {
                TorchError::new(
                    ErrorKind::AttributeError,
                    format!("type object '{}' has no attribute '{name}'", c.name),
                )
            }),
        // `b'ab'.__len__()`, `it.__next__()`: bytes and iterators are native objects.
        Value::Object(o) if super::native_dunders::has(v, name) => match o.getattr(it, v, name)? {
            Some(found) => Ok(found),
            None => super::native_dunders::get(it, v, name),
        },
        Value::Object(o) => o.getattr(it, v, name)?.ok_or_else(|| {
            match o.as_any().downcast_ref::<crate::interp::stdlib::PyModule>() {
                Some(m) => TorchError::new(
                    ErrorKind::AttributeError,
                    format!("module '{}' has no attribute '{name}'", m.name),
                ),
                None => no_attr(v),
            }
        }),
        Value::Size(_)
        | Value::Tuple(_)
        | Value::List(_)
        | Value::Dict(_)
        | Value::Str(_)
        | Value::Set(_)
            if containers::methods_of(v).is_some_and(|r| r.contains(name)) =>
        {
            Ok(Value::method(v.clone(), name))
        }
        // `dict.fromkeys(keys, 0)`, a class method (stdlib/dict_stand_in.py).
        Value::Builtin(b) if b.recv.is_none() && b.name == "dict" && name == "fromkeys" => {
            let m = crate::interp::stdlib::import(it, "_dict_stand_in")?;
            getattr(it, &m, "plain_fromkeys")
        }
        Value::Dict(_) if name == "fromkeys" => {
            let m = crate::interp::stdlib::import(it, "_dict_stand_in")?;
            getattr(it, &m, "plain_fromkeys")
        }
        // `d.__getitem__` as a sort key, `(1).__add__(2)`, `[].__hash__` (None).
        _ if super::native_dunders::has(v, name) => super::native_dunders::get(it, v, name),
        // `'abc'.translate(t)`, `(5).to_bytes(2)`, `range(9).index(3)`, `slice(2).indices(5)`.
        _ if super::python_methods::has_instance_attr(v, name) => {
            super::python_methods::instance_attr(it, v, name)
        }
        Value::Builtin(b)
            if b.recv.is_none() && super::python_methods::has_type_attr(&b.name, name) =>
        {
            super::python_methods::type_attr(it, &b.name, name)
        }
        // `list.append(l, x)`, `str.upper(s)`, `list.__init__(self, xs)`: a container
        // type's methods unbound (stdlib/unbound.py checks the instance, as CPython does).
        Value::Builtin(b) if b.recv.is_none() && unbound_container_method(&b.name, name) => {
            let m = crate::interp::stdlib::import(it, "_unbound")?;
            let make = getattr(it, &m, "method")?;
            it.call(&make, Args::new(vec![v.clone(), Value::str(name)]))
        }
        // `float.hex(x)`, `float.fromhex(s)`: the type's methods, unbound or class methods.
        Value::Builtin(b)
            if b.recv.is_none()
                && b.name == "float"
                && crate::interp::pyfloat::is_type_attribute(name) =>
        {
            Ok(Value::builtin(&format!("float.{name}")))
        }
        Value::Float(_) if name == "fromhex" => Ok(Value::builtin("float.fromhex")),
        Value::Builtin(b)
            if b.recv.is_none()
                && b.name == "bytes"
                && crate::interp::pybytes::type_attribute(name).is_some() =>
        {
            Ok(crate::interp::pybytes::type_attribute(name).unwrap_or(Value::None))
        }
        // `int.real`, `float.imag`: getset descriptors on the type.
        Value::Builtin(b)
            if b.recv.is_none() && super::descriptors::getset(&b.name, name).is_some() =>
        {
            Ok(super::descriptors::getset(&b.name, name).unwrap_or(Value::None))
        }
        Value::Builtin(b) if b.recv.is_none() && b.name == "bytearray" && name == "fromhex" => {
            Ok(Value::builtin("bytearray.fromhex"))
        }
        Value::Builtin(b) if b.recv.is_none() && b.name == "bytearray" && name == "maketrans" => {
            Ok(crate::interp::pybytes::type_attribute(name).unwrap_or(Value::None))
        }
        Value::Float(f) if crate::interp::pyfloat::FLOAT_METHODS.contains(&name) => {
            Ok(Value::method(Value::Float(*f), name))
        }
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_)
            if crate::interp::pyint::INT_METHODS.contains(&name) =>
        {
            Ok(Value::method(v.clone(), name))
        }
        Value::Int(_) | Value::BigInt(_) | Value::Bool(_)
            if crate::interp::pyint::int_attribute(v, name).is_some() =>
        {
            Ok(crate::interp::pyint::int_attribute(v, name).unwrap_or(Value::None))
        }
        Value::Float(_) if name == "real" => Ok(v.clone()),
        Value::Float(_) if name == "imag" => Ok(Value::Float(0.0)),
        Value::BigRange(r) if matches!(name, "start" | "stop" | "step") => {
            let part = match name {
                "start" => &r.start,
                "stop" => &r.stop,
                _ => &r.step,
            };
            Ok(crate::interp::pyint::int_value(part.clone()))
        }
        Value::Range(a, b, c) if matches!(name, "start" | "stop" | "step") => {
            Ok(Value::Int(match name {
                "start" => *a,
                "stop" => *b,
                _ => *c,
            }))
        }
        _ if crate::interp::dtype_objects::is_dtype(v) => {
            crate::interp::dtype_objects::attribute(v, name).unwrap_or_else(|| Err(no_attr(v)))
        }
        Value::Device(d) => match name {
            "type" => Ok(Value::str(d.name())),
            "index" => Ok(Value::None),
            "__enter__" | "__exit__" => Ok(Value::method(v.clone(), name)),
            _ => Err(no_attr(v)),
        },
        Value::Function(f) => function_attrs::get(f, name).ok_or_else(|| {
            let kind = if f.bound.is_some() {
                "method"
            } else {
                "function"
            };
            TorchError::new(
                ErrorKind::AttributeError,
                format!("'{kind}' object has no attribute '{name}'"),
            )
        }),
        _ => Err(no_attr(v)),
    }
}

/// A class's `__qualname__` (`Outer.Inner`): its own, never a base's.
pub(crate) fn class_qualname(c: &Class) -> String {
    match c.attrs.borrow().get("__qualname__") {
        Some(Value::Str(q)) => q.to_string(),
        _ => c.name.clone(),
    }
}

/// A class's `__module__` (every class gets one when it is made), "builtins" when absent
/// as a built-in type's.
pub(crate) fn class_module(c: &Class) -> String {
    match c.attrs.borrow().get("__module__") {
        Some(Value::Str(m)) => m.to_string(),
        _ => "builtins".to_string(),
    }
}

/// `<class 'torch.nn.modules.linear.Linear'>`: module and qualified name, as `type.__repr__`
/// (a built-in module's classes show no module: `<class 'int'>`).
pub(crate) fn class_repr(c: &Class) -> String {
    match class_module(c).as_str() {
        "builtins" => format!("<class '{}'>", class_qualname(c)),
        m => format!("<class '{m}.{}'>", class_qualname(c)),
    }
}

/// `__init_subclass__` found on `base`, bound to the new class `cls` as a class method.
pub(crate) fn bind_class_method(f: Value, cls: &Value, base: Rc<Class>) -> Value {
    match descriptors::resolve(&f, cls) {
        Some(r) => r,
        None => bind(f, cls, Some(base)),
    }
}

/// A method looked up on an instance, bound to it.
pub(crate) fn bind(m: Value, recv: &Value, owner: Option<Rc<Class>>) -> Value {
    if let Some(v) = descriptors::resolve(&m, recv) {
        return v;
    }
    match m {
        Value::Function(f) => Value::Function(Rc::new(
            f.rebound(Some(recv.clone()), f.owner.clone().or(owner)),
        )),
        other => other,
    }
}

pub fn setattr(it: &mut Interp, obj: &Value, name: &str, v: Value) -> Result<()> {
    // A class's own `__setattr__` (a frozen dataclass's, one that validates or logs) runs
    // for every assignment, before any descriptor, as CPython's slot does; a module's
    // reaches Module.__setattr__'s registration through `super().__setattr__`.
    if let Value::Instance(inst) = obj {
        if matches!(
            inst.class().lookup("__setattr__"),
            Some((Value::Function(_), _))
        ) {
            it.call_special(obj, "__setattr__", vec![Value::str(name), v])?;
            return Ok(());
        }
        return generic_instance_setattr(it, obj, inst, name, v, true);
    }
    match obj {
        Value::Tensor(t) => crate::interp::tensor_api::setattr(it, t, name, v),
        Value::Object(o) => o.setattr(it, obj, name, v),
        Value::Class(c) => {
            c.attrs.borrow_mut().insert(name.to_string(), v);
            Ok(())
        }
        Value::Function(f) => function_attrs::set(f, name, v),
        _ => Err(TorchError::new(
            ErrorKind::AttributeError,
            format!("'{}' object has no attribute '{name}'", obj.type_name()),
        )),
    }
}

/// `object.__setattr__` on an instance: `__class__` and `__dict__`, a data descriptor on the
/// class, else the instance's own attribute (`register`: a module's registration, as
/// Module.__setattr__ does).
pub(crate) fn generic_instance_setattr(
    it: &mut Interp,
    obj: &Value,
    inst: &Rc<Instance>,
    name: &str,
    v: Value,
    register: bool,
) -> Result<()> {
    // `obj.__class__ = C` (PyTorch's lazy modules become their final class this way).
    if name == "__class__" {
        let Value::Class(c) = v else {
            return Err(crate::error::type_error(format!(
                "__class__ must be set to a class, not '{}' object",
                v.type_name()
            )));
        };
        inst.set_class(c);
        return Ok(());
    }
    // `obj.__dict__ = d`: the instance's attributes are `d` itself from now on; `self.__dict__
    // = self` in a dict subclass (the AttrDict recipe) makes attributes and items one dict.
    if name == "__dict__" {
        let d = match &v {
            Value::Dict(d) => Some(d.clone()),
            v => match super::dict_stand_in_items(v) {
                Some(Value::Dict(d)) => Some(d),
                _ => None,
            },
        };
        let Some(d) = d else {
            return Err(crate::error::type_error(format!(
                "__dict__ must be set to a dictionary, not a '{}'",
                v.type_name()
            )));
        };
        inst.set_dict(d);
        return Ok(());
    }
    if let Some((m, _)) = inst.class().lookup(name) {
        if let Some(p) = m.downcast::<descriptors::Property>() {
            return p.set(it, obj, name, v);
        }
        if user_descriptors::Descriptor::of(&m).is_some_and(|d| d.set) {
            user_descriptors::call(it, &m, "__set__", vec![obj.clone(), v])?;
            return Ok(());
        }
    }
    // `object.__setattr__` on a module sets a plain attribute; Module's own
    // (`super().__setattr__` in a module) registers parameters and submodules.
    if !register && inst.class().native() == Some("Module") {
        inst.set(name, v);
        return Ok(());
    }
    crate::interp::nn::set_instance_attr(it, inst, name, v)
}

/// The end of an `__mro__` from a native base on: a builtin exception and its ancestors,
/// then `object`. (nn.Module is a class of the prelude, already in the order.)
fn native_mro(native: Option<&str>) -> Vec<Value> {
    let mut out: Vec<Value> = native
        .map(crate::interp::exceptions::builtin_chain)
        .unwrap_or_default()
        .into_iter()
        .map(Value::builtin)
        .collect();
    out.push(Value::builtin("object"));
    out
}

/// Whether `tname.name` is a method of a built-in container type that scripts call unbound:
/// the methods its instances have, its special methods (CPython's dir(T)), and the
/// `__init__` of list, dict and set when their stand-ins define it (`list.__init__(self,
/// xs)` in a subclass's `__init__`), read from the stand-in's source.
fn unbound_container_method(tname: &str, name: &str) -> bool {
    static SLOTS: std::sync::LazyLock<[(&str, Vec<&str>); 3]> = std::sync::LazyLock::new(|| {
        let of = crate::interp::stdlib::stand_in_slots;
        [
            ("list", of("_list_stand_in", "list")),
            ("dict", of("_dict_stand_in", "dict")),
            ("set", of("_set_stand_in", "set")),
        ]
    });
    let methods = match tname {
        "list" => &*containers::LIST,
        "dict" => &*containers::DICT,
        "str" => &*containers::STR,
        "tuple" => &*containers::TUPLE,
        "set" => &*super::sets::SET,
        "frozenset" => &*super::sets::FROZENSET,
        // `int.bit_length(5)`, `range.index(r, 2)`, `slice.indices(s, 5)`, `str.translate`.
        "int" | "bool" => {
            return crate::interp::pyint::INT_METHODS.contains(&name)
                || super::python_methods::has_method(tname, name)
                || super::native_dunders::type_has(tname, name)
        }
        // `float.__add__(x, 1)`, `range.index(r, 2)`, `slice.indices(s, 5)`.
        "float" | "range" | "slice" | "bytes" => {
            return super::python_methods::has_method(tname, name)
                || super::native_dunders::type_has(tname, name)
        }
        _ => return false,
    };
    methods.contains(name)
        || super::python_methods::has_method(tname, name)
        || super::native_dunders::type_has(tname, name)
        // The stand-ins' other special methods are in CPython's dir(T) table already
        // (native_dunders), and one is not CPython's (list's `__radd__`, a helper): only
        // `__init__`, which that table leaves to object, is read from the stand-in.
        || (name == "__init__"
            && SLOTS
                .iter()
                .any(|(t, slots)| *t == tname && slots.contains(&name)))
}
