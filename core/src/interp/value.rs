//! Runtime values of the interpreter: Python's built-in types, tensors, and native objects.

use super::ast::FunctionDef;
use crate::device::Device;
use crate::dtype::DType;
use crate::error::Result;
use crate::layout::MemoryFormat;
use crate::tensor::Tensor;
use std::cell::RefCell;
use std::rc::Rc;

pub use super::protocol::Object;

#[derive(Clone)]
pub enum Value {
    None,
    Bool(bool),
    Int(i64),
    /// A Python int outside i64 (never one that fits: see `pyint::int_value`).
    BigInt(Rc<num_bigint::BigInt>),
    Float(f64),
    Str(Rc<str>),
    List(Rc<ListCell>),
    Tuple(Rc<TupleItems>),
    Dict(Rc<RefCell<Dict>>),
    /// `set` or `frozenset`, in CPython's table order (see `pyset`).
    Set(Rc<super::pyset::SetCell>),
    Tensor(Tensor),
    /// `torch.Size`: a tuple of ints that prints as `torch.Size([...])`.
    Size(Rc<Vec<usize>>),
    DType(DType),
    Device(Device),
    MemoryFormat(MemoryFormat),
    Slice(Option<i64>, Option<i64>, Option<i64>),
    Ellipsis,
    Range(i64, i64, i64),
    /// A range with a bound past i64 (pyrange.rs); `pyrange::make` picks the kind.
    BigRange(Rc<super::pyrange::BigRange>),
    /// A native function, possibly bound to a receiver (`x.sum`, `torch.zeros`).
    Builtin(Rc<Builtin>),
    Function(Rc<Function>),
    Class(Rc<Class>),
    Instance(Rc<Instance>),
    /// A module namespace: "torch", "torch.nn", "math", ...
    Namespace(&'static str),
    Object(Rc<dyn Object>),
}

/// A list's items. It reads as the `RefCell<Vec<Value>>` it wraps; it exists for its drop.
pub struct ListCell(RefCell<Vec<Value>>);

/// A tuple's items. It reads as the `Vec<Value>` it wraps; it exists for its drop.
pub struct TupleItems(Vec<Value>);

impl std::ops::Deref for ListCell {
    type Target = RefCell<Vec<Value>>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl std::ops::Deref for TupleItems {
    type Target = Vec<Value>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

// Freeing the last reference to a container hands its items to a work list instead of
// dropping them from inside the container's own drop (CPython's "trashcan"): a list nested
// 100,000 deep would otherwise be freed by 100,000 nested drops and overflow the stack,
// which in the browser kills the worker.
impl Drop for ListCell {
    fn drop(&mut self) {
        trashcan::release(std::mem::take(self.0.get_mut()));
    }
}

impl Drop for TupleItems {
    fn drop(&mut self) {
        trashcan::release(std::mem::take(&mut self.0));
    }
}

impl Drop for Dict {
    fn drop(&mut self) {
        let items = std::mem::take(&mut self.items);
        trashcan::release(items.into_iter().flat_map(|(k, v)| [k, v]).collect());
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        // The dict frees its own items without recursion (its Drop) once the last holder
        // lets go of it.
        let slots = std::mem::take(self.slots.get_mut());
        trashcan::release(slots.into_iter().map(|(_, v)| v).collect());
    }
}

/// Drops the items of a container being freed without recursion (see `trashcan`).
pub fn release_items(items: Vec<Value>) {
    trashcan::release(items);
}

mod trashcan {
    use super::Value;
    use std::cell::{Cell, RefCell};

    thread_local! {
        static PENDING: RefCell<Vec<Value>> = const { RefCell::new(Vec::new()) };
        static EMPTYING: Cell<bool> = const { Cell::new(false) };
    }

    /// Drops `items` without recursion: the outermost call empties the work list; a drop
    /// that happens while it does (an item's own items) only adds to the list.
    pub fn release(items: Vec<Value>) {
        // Only values that can hold other values are queued: the rest (ints, floats,
        // strs, ...) drop in place as the filter passes them, so freeing a list of 10**8
        // ints does not copy them all into the work list (a 1.9 GB allocation that aborted).
        let mut holders = items.into_iter().filter(holds_values).peekable();
        if holders.peek().is_none() {
            return;
        }
        let queued = PENDING.try_with(|p| p.borrow_mut().extend(holders)).is_ok();
        if !queued {
            // Thread teardown: the list is gone, so these are dropped in place.
            return;
        }
        if EMPTYING.try_with(|e| e.replace(true)).unwrap_or(true) {
            return;
        }
        while let Some(v) = PENDING.try_with(|p| p.borrow_mut().pop()).ok().flatten() {
            drop(v);
        }
        let _ = EMPTYING.try_with(|e| e.set(false));
    }

    /// Whether dropping `v` may drop other values (and so recurse).
    fn holds_values(v: &Value) -> bool {
        !matches!(
            v,
            Value::None
                | Value::Bool(_)
                | Value::Int(_)
                | Value::BigInt(_)
                | Value::Float(_)
                | Value::Str(_)
                | Value::Size(_)
                | Value::DType(_)
                | Value::Device(_)
                | Value::MemoryFormat(_)
                | Value::Slice(..)
                | Value::Ellipsis
                | Value::Range(..)
                | Value::BigRange(_)
                | Value::Namespace(_)
        )
    }
}

pub struct Builtin {
    pub name: String,
    pub recv: Option<Value>,
}

/// A user function (`def` or `lambda`) with the scope it closes over.
pub struct Function {
    pub def: Rc<FunctionDef>,
    pub defaults: Vec<Option<Value>>,
    pub closure: Option<Env>,
    /// Set for methods looked up through an instance: the bound `self`.
    pub bound: Option<Value>,
    /// The class a method was defined in (for `super()`).
    pub owner: Option<Rc<Class>>,
    /// What a script set on the function (`f.calls = 0`, `functools.wraps`), shared by
    /// its bound copies.
    pub meta: Rc<FunctionMeta>,
}

pub use super::function_meta::FunctionMeta;
pub use super::pydict::*;

/// A function's local scope, linked to the scope it was defined in (for closures). The
/// module scope is not part of the chain: lookups fall back to it at the end.
pub struct EnvInner {
    /// In first-binding order, as CPython's namespace dicts are.
    pub vars: RefCell<indexmap::IndexMap<String, Value>>,
    pub parent: Option<Env>,
    /// Names declared `global` in this scope.
    pub globals: RefCell<Vec<String>>,
    /// Names declared `nonlocal` in this scope.
    pub nonlocals: RefCell<Vec<String>>,
    /// The scope of a list, set or dict comprehension: its `for` targets stay in it, but an
    /// assignment expression (`:=`) binds in the scope around it (PEP 572).
    pub comprehension: bool,
    /// The function whose call made this scope (None for a class body, a comprehension,
    /// a module's): its local names, read before they are bound, are UnboundLocalErrors.
    pub function: Option<Rc<crate::interp::ast::FunctionDef>>,
    /// The global scope of a library module (the nn prelude, a stdlib module): a name not
    /// found by then is a builtin, never the script's global of that spelling (a script's
    /// `for iter in ...` broke every `iter(...)` in nn and DataLoader).
    pub library_module: bool,
    /// The globals dict given to `eval(source, globals)`: as in a library module's scope,
    /// a name not found by then is a builtin, but the code is still the script's own.
    pub eval_globals: bool,
}

pub type Env = Rc<EnvInner>;

pub fn new_env(parent: Option<Env>) -> Env {
    scope(parent, false, None)
}

/// A library module's global scope (see `EnvInner::library_module`).
pub fn new_library_module_env() -> Env {
    Rc::new(EnvInner {
        library_module: true,
        ..Rc::into_inner(scope(None, false, None)).expect("a new scope has one owner")
    })
}

/// The scope made of the globals dict given to `eval` (see `EnvInner::eval_globals`).
pub fn new_eval_globals_env() -> Env {
    Rc::new(EnvInner {
        eval_globals: true,
        ..Rc::into_inner(scope(None, false, None)).expect("a new scope has one owner")
    })
}

/// The `__name__` of the library module whose scope `env`'s chain ends in (None for the
/// script's own code, whose chain does not reach its global scope).
pub fn library_module_name(env: &Option<Env>) -> Option<String> {
    let mut e = env.clone();
    while let Some(scope) = e {
        if scope.library_module {
            return match scope.vars.borrow().get("__name__") {
                Some(Value::Str(s)) => Some(s.to_string()),
                _ => None,
            };
        }
        e = scope.parent.clone();
    }
    None
}

/// A comprehension's own scope, as CPython 3.11 gives it (its loop variables do not leak).
pub fn new_comprehension_env(parent: Option<Env>) -> Env {
    scope(parent, true, None)
}

/// The scope of a call of `function`.
pub fn new_function_env(parent: Option<Env>, function: Rc<crate::interp::ast::FunctionDef>) -> Env {
    scope(parent, false, Some(function))
}

fn scope(
    parent: Option<Env>,
    comprehension: bool,
    function: Option<Rc<crate::interp::ast::FunctionDef>>,
) -> Env {
    Rc::new(EnvInner {
        vars: RefCell::new(indexmap::IndexMap::new()),
        parent,
        globals: RefCell::new(Vec::new()),
        nonlocals: RefCell::new(Vec::new()),
        comprehension,
        function,
        library_module: false,
        eval_globals: false,
    })
}

pub struct Class {
    pub name: String,
    pub bases: Vec<Rc<Class>>,
    /// In definition order, as CPython's class namespace keeps them (`vars(K)`).
    pub attrs: RefCell<indexmap::IndexMap<String, Value>>,
    /// A built-in base the class derives from ("Module", "Exception", ...).
    pub native_base: Option<&'static str>,
    /// For a class with two or more bases: the classes after it in its method resolution
    /// order, linearized once (`mro::after`).
    pub mro_tail: RefCell<Option<super::mro::Tail>>,
}

impl Class {
    /// The first answer `f` gives for the class or a base, searched in CPython's method
    /// resolution order (`mro`), and the base it came from (None: the class itself).
    /// Iterative: a chain of 100,000 `type(...)` subclasses must not overflow the stack.
    pub fn search<T>(
        &self,
        mut f: impl FnMut(&Class) -> Option<T>,
    ) -> Option<(T, Option<Rc<Class>>)> {
        if let Some(t) = f(self) {
            return Some((t, None));
        }
        // Lookups run on every attribute access and operator of a user object, and most
        // hierarchies are single chains: those are walked without allocating. The
        // linearization starts only at the first class with two or more bases.
        let mut last: Option<&Rc<Class>> = None;
        let mut bases = &self.bases;
        while let [only] = bases.as_slice() {
            if let Some(t) = f(only) {
                return Some((t, Some(only.clone())));
            }
            last = Some(only);
            bases = &only.bases;
        }
        // `bases` is empty (the chain ended) or a fork's, whose cached order follows it.
        if bases.is_empty() {
            return None;
        }
        let fork = match last {
            Some(c) => c.tail(),
            None => self.tail(),
        };
        fork.iter().find_map(|c| f(c).map(|t| (t, Some(c.clone()))))
    }

    /// The classes after this one in its method resolution order (`object` excluded).
    pub fn mro_after(&self) -> Vec<Rc<Class>> {
        let mut out: Vec<Rc<Class>> = Vec::new();
        let mut bases = &self.bases;
        while let [only] = bases.as_slice() {
            out.push(only.clone());
            bases = &only.bases;
        }
        // `bases` is empty (the chain ended) or a fork's: its cached order follows.
        if !bases.is_empty() {
            let fork = match out.last() {
                Some(c) => c.tail(),
                None => self.tail(),
            };
            out.extend(fork.iter().cloned());
        }
        out
    }

    /// The order after this class: for a class with two or more bases, linearized once
    /// and cached; for a chain, walked each time.
    pub fn tail(&self) -> super::mro::Tail {
        if let Some(t) = self.mro_tail.borrow().as_ref() {
            return t.clone();
        }
        if self.bases.len() < 2 {
            return Rc::new(self.mro_after());
        }
        let t = super::mro::after(&self.bases)
            .unwrap_or_else(|| Rc::new(super::mro::depth_first(&self.bases)));
        self.set_tail(t.clone());
        t
    }

    pub(crate) fn has_tail(&self) -> bool {
        self.mro_tail.borrow().is_some()
    }

    pub(crate) fn set_tail(&self, t: super::mro::Tail) {
        *self.mro_tail.borrow_mut() = Some(t);
    }

    /// Method resolution: the attribute and the base that holds it (None: the class).
    pub fn lookup(&self, name: &str) -> Option<(Value, Option<Rc<Class>>)> {
        self.search(|c| c.attrs.borrow().get(name).cloned())
    }

    /// Whether this class is `other` or derives from it: by identity, as CPython's
    /// `issubclass`, so two classes that share a name (a class redefined in a notebook, two
    /// made by one factory) stay apart. A built-in base stands for itself by name (`class
    /// E(Exception)` derives from `Exception`, a native `Module` from prelude's).
    pub fn derives_from(&self, other: &Class) -> bool {
        let native = |k: &Class| k.native_base == Some(k.name.as_str());
        self.search(|c| {
            let same = std::ptr::eq(c, other)
                || (c.name == other.name && (native(c) || native(other)))
                || c.native_base == Some(other.name.as_str());
            same.then_some(())
        })
        .is_some()
    }

    pub fn is_subclass_of(&self, name: &str) -> bool {
        self.search(|c| (c.name == name || c.native_base == Some(name)).then_some(()))
            .is_some()
    }

    pub fn native(&self) -> Option<&'static str> {
        self.search(|c| c.native_base).map(|(n, _)| n)
    }
}

/// A chain of 200,000 `type(...)` subclasses is freed through a work list: dropping each
/// class's bases from inside its own drop recursed once per level.
impl Drop for Class {
    fn drop(&mut self) {
        // The cached order holds ancestors too: they join the work list, so dropping a
        // deep diamond ladder does not recurse once per level either.
        fn take_tail(c: &mut Class, pending: &mut Vec<Rc<Class>>) {
            if let Some(Ok(order)) = c.mro_tail.get_mut().take().map(Rc::try_unwrap) {
                pending.extend(order);
            }
        }
        let mut pending = std::mem::take(&mut self.bases);
        take_tail(self, &mut pending);
        while let Some(base) = pending.pop() {
            if let Ok(mut last) = Rc::try_unwrap(base) {
                pending.append(&mut last.bases);
                take_tail(&mut last, &mut pending);
            }
        }
    }
}

pub struct Instance {
    /// Its class: Python lets a script (or a lazy module becoming its final class) assign
    /// `obj.__class__`.
    class: RefCell<Rc<Class>>,
    /// The instance's `__dict__`, in insertion order (module parameters and submodules keep
    /// their order). Shared: `obj.__dict__` and `vars(obj)` hand out this very dict, so a
    /// write through them is an attribute write, as in CPython.
    dict: RefCell<Rc<RefCell<Dict>>>,
    /// Attributes kept outside `__dict__`, as CPython's slots are: an exception's `args`.
    slots: RefCell<Vec<(String, Value)>>,
}

impl Instance {
    pub fn new(class: Rc<Class>, attrs: Vec<(String, Value)>) -> Instance {
        let mut dict = Dict::default();
        for (k, v) in attrs {
            dict.set_str(&k, v);
        }
        Instance {
            class: RefCell::new(class),
            dict: RefCell::new(Rc::new(RefCell::new(dict))),
            slots: RefCell::default(),
        }
    }

    /// A new instance of `class` with this one's attributes (copy's `__reduce_ex__`).
    pub fn shallow_copy(&self, class: Rc<Class>) -> Instance {
        Instance {
            class: RefCell::new(class),
            dict: RefCell::new(Rc::new(RefCell::new(self.dict().borrow().clone()))),
            slots: RefCell::new(self.slots.borrow().clone()),
        }
    }

    pub fn class(&self) -> Rc<Class> {
        self.class.borrow().clone()
    }

    pub fn set_class(&self, class: Rc<Class>) {
        *self.class.borrow_mut() = class;
    }

    /// `obj.__dict__`: the live dict itself.
    pub fn dict(&self) -> Rc<RefCell<Dict>> {
        self.dict.borrow().clone()
    }

    /// `obj.__dict__ = d`: the instance's attributes are `d` from now on (shared with
    /// whoever else holds it, as the Borg pattern wants).
    pub fn set_dict(&self, d: Rc<RefCell<Dict>>) {
        *self.dict.borrow_mut() = d;
    }

    pub fn get(&self, name: &str) -> Option<Value> {
        if let Some((_, v)) = self.slots.borrow().iter().find(|(k, _)| k == name) {
            return Some(v.clone());
        }
        self.dict.borrow().borrow().get_str(name)
    }

    pub fn set(&self, name: &str, v: Value) {
        if let Some(slot) = self.slots.borrow_mut().iter_mut().find(|(k, _)| k == name) {
            slot.1 = v;
            return;
        }
        self.dict().borrow_mut().set_str(name, v);
    }

    /// Sets an attribute kept outside `__dict__` (see `slots`).
    pub fn set_slot(&self, name: &str, v: Value) {
        let mut slots = self.slots.borrow_mut();
        match slots.iter_mut().find(|(k, _)| k == name) {
            Some(slot) => slot.1 = v,
            None => slots.push((name.to_string(), v)),
        }
    }

    pub fn remove(&self, name: &str) -> bool {
        self.dict().borrow_mut().remove_str(name).is_some()
    }
}

/// Python `==` on non-tensor values (tensors compare elementwise elsewhere). Items of
/// containers compare by identity first, as `PyObject_RichCompareBool` does (so a list that
/// holds itself equals itself); nesting past the recursion budget is a `RecursionError`.
pub fn py_eq(a: &Value, b: &Value) -> crate::error::Result<bool> {
    use Value::*;
    let item_eq = |p: &Value, q: &Value| -> crate::error::Result<bool> {
        if is_same(p, q) {
            return Ok(true);
        }
        let _level = super::recursion::enter("in comparison")?;
        py_eq(p, q)
    };
    let all_eq = |x: &[Value], y: &[Value]| -> crate::error::Result<bool> {
        if x.len() != y.len() {
            return Ok(false);
        }
        for (p, q) in x.iter().zip(y) {
            if !item_eq(p, q)? {
                return Ok(false);
            }
        }
        Ok(true)
    };
    if let Some(eq) = super::complex::number::equal(a, b)? {
        return Ok(eq);
    }
    if let Some(eq) = super::pybytes::equal(a, b) {
        return Ok(eq);
    }
    if let Some(eq) = super::pybytearray::equal(a, b) {
        return Ok(eq);
    }
    Ok(match (a, b) {
        (None, None) => true,
        (Bool(x), Bool(y)) => x == y,
        (Int(_) | BigInt(_) | Bool(_) | Float(_), Int(_) | BigInt(_) | Bool(_) | Float(_)) => {
            super::pyint::num_cmp(a, b) == Some(std::cmp::Ordering::Equal)
        }
        (Str(x), Str(y)) => x == y,
        (List(x), List(y)) => {
            // Copies of the item lists: an item's `==` may not hold a borrow of its list.
            let (x, y) = (x.borrow().clone(), y.borrow().clone());
            all_eq(&x, &y)?
        }
        (Tuple(_) | Size(_), Tuple(_) | Size(_)) => {
            let (x, y) = (a.tuple_items().unwrap(), b.tuple_items().unwrap());
            all_eq(&x, &y)?
        }
        (DType(x), DType(y)) => x == y,
        (Device(x), Device(y)) => x == y,
        (MemoryFormat(x), MemoryFormat(y)) => x == y,
        (Ellipsis, Ellipsis) => true,
        (Dict(x), Dict(y)) => {
            let xs = x.borrow().items.clone();
            if xs.len() != y.borrow().items.len() {
                return Ok(false);
            }
            for (k, v) in &xs {
                let w = y.borrow().get(k).ok().flatten();
                match w {
                    Some(w) if item_eq(v, &w)? => {}
                    _ => return Ok(false),
                }
            }
            true
        }
        (Range(a0, a1, a2), Range(b0, b1, b2)) => {
            use crate::interp::builtins::range_key;
            range_key(*a0, *a1, *a2) == range_key(*b0, *b1, *b2)
        }
        // An empty or one-item big range can equal an i64 one (`range(0) == range(2**64,
        // 2**64)`).
        (Range(..) | BigRange(_), Range(..) | BigRange(_)) => {
            use crate::interp::pyrange::BigRange as R;
            R::of(a).map(|r| r.key()) == R::of(b).map(|r| r.key())
        }
        (Slice(a0, a1, a2), Slice(b0, b1, b2)) => (a0, a1, a2) == (b0, b1, b2),
        // Slices compare as the tuples of their bounds (`slice(1.5, 2) == slice(1.5, 2)`).
        (Object(_), Object(_)) if general_slice_parts(a).is_some() => {
            match (general_slice_parts(a), general_slice_parts(b)) {
                (Some(p), Some(q)) => all_eq(&p, &q)?,
                _ => false,
            }
        }
        (Set(x), Set(y)) => {
            let (x, y) = (x.table.borrow().clone(), y.table.borrow().clone());
            x.len() == y.len() && x.is_subset(&y)?
        }
        _ => is_same(a, b),
    })
}

/// Python's `is`.
pub fn is_same(a: &Value, b: &Value) -> bool {
    use Value::*;
    match (a, b) {
        (None, None) | (Ellipsis, Ellipsis) => true,
        (Bool(x), Bool(y)) => x == y,
        (Int(x), Int(y)) => x == y && (-5..=256).contains(x),
        (Tensor(x), Tensor(y)) => x.same(y),
        // One string object is itself (a sentinel like argparse's SUPPRESS; literals are
        // shared as CPython shares its constants, parser::constant_str); CPython keeps one
        // empty string.
        (Str(x), Str(y)) => Rc::ptr_eq(x, y) || (x.is_empty() && y.is_empty()),
        (List(x), List(y)) => Rc::ptr_eq(x, y),
        (Dict(x), Dict(y)) => Rc::ptr_eq(x, y),
        (Tuple(x), Tuple(y)) => Rc::ptr_eq(x, y),
        (Set(x), Set(y)) => Rc::ptr_eq(x, y),
        (BigInt(x), BigInt(y)) => Rc::ptr_eq(x, y),
        (Function(x), Function(y)) => Rc::ptr_eq(&x.def, &y.def),
        (Class(x), Class(y)) => Rc::ptr_eq(x, y),
        (Instance(x), Instance(y)) => Rc::ptr_eq(x, y),
        // `type(v)` makes a new object for the C types we model as objects (NoneType,
        // function, ...); each names one class, so two of one name are the same.
        (Object(x), Object(y)) if same_type_obj(x.as_any(), y.as_any()) => true,
        (Object(x), Object(y)) => match (x.identity(), y.identity()) {
            (Some(a), Some(b)) => a == b,
            _ => std::ptr::addr_eq(Rc::as_ptr(x), Rc::as_ptr(y)),
        },
        (DType(x), DType(y)) => x == y,
        (Namespace(x), Namespace(y)) => x == y,
        (MemoryFormat(x), MemoryFormat(y)) => x == y,
        // A builtin function, class or constant (`ValueError`, `NotImplemented`) is one object.
        (Builtin(x), Builtin(y)) => x.recv.is_none() && y.recv.is_none() && x.name == y.name,
        _ => false,
    }
}

fn same_type_obj(x: &dyn std::any::Any, y: &dyn std::any::Any) -> bool {
    use super::objects::TypeObj;
    matches!((x.downcast_ref::<TypeObj>(), y.downcast_ref::<TypeObj>()), (Some(a), Some(b)) if a.0 == b.0)
}

impl Value {
    pub fn str(s: &str) -> Value {
        Value::Str(Rc::from(s))
    }

    pub fn tuple(v: Vec<Value>) -> Value {
        Value::Tuple(Rc::new(TupleItems(v)))
    }

    /// A new `set` (or `frozenset`) of `keys`, added in order as `set(iterable)` adds them.
    pub fn set(keys: Vec<Value>, frozen: bool) -> Result<Value> {
        Ok(Value::Set(Rc::new(super::pyset::SetCell {
            table: RefCell::new(super::pyset::SetTable::from_keys(keys)?),
            frozen,
        })))
    }

    pub fn set_from_table(table: super::pyset::SetTable, frozen: bool) -> Value {
        Value::Set(Rc::new(super::pyset::SetCell {
            table: RefCell::new(table),
            frozen,
        }))
    }

    pub fn list(v: Vec<Value>) -> Value {
        Value::List(Rc::new(ListCell(RefCell::new(v))))
    }

    pub fn builtin(name: &str) -> Value {
        Value::Builtin(Rc::new(Builtin {
            name: name.to_string(),
            recv: None,
        }))
    }

    pub fn method(recv: Value, name: &str) -> Value {
        Value::Builtin(Rc::new(Builtin {
            name: name.to_string(),
            recv: Some(recv),
        }))
    }

    /// The type's C-level name, as CPython's operator errors print it: `type_name`, but a
    /// class standing in for an extension type says so with `__tp_name__`
    /// (`'numpy.ndarray'` in "unsupported operand type(s) for -").
    pub fn tp_name(&self) -> String {
        if let Value::Instance(i) = self {
            if let Some((Value::Str(s), _)) = i.class().lookup("__tp_name__") {
                return s.to_string();
            }
        }
        self.type_name()
    }

    /// `type(x).__name__`.
    pub fn type_name(&self) -> String {
        match self {
            Value::None => "NoneType".into(),
            Value::Bool(_) => "bool".into(),
            Value::Int(_) | Value::BigInt(_) => "int".into(),
            Value::Float(_) => "float".into(),
            Value::Str(_) => "str".into(),
            Value::List(_) => "list".into(),
            Value::Tuple(_) => "tuple".into(),
            Value::Dict(_) => "dict".into(),
            Value::Set(s) => if s.frozen { "frozenset" } else { "set" }.into(),
            Value::Tensor(t) => {
                if t.autograd().is_parameter {
                    "Parameter".into()
                } else {
                    "Tensor".into()
                }
            }
            // torch's C types are named with their module, as CPython's messages print them
            // ("'torch.device' object is not iterable"); `type(v).__name__` is the last part.
            Value::Size(_) => "torch.Size".into(),
            Value::DType(_) => "torch.dtype".into(),
            v if crate::interp::dtype_objects::marker_name(v).is_some() => "torch.dtype".into(),
            Value::Device(_) => "torch.device".into(),
            Value::MemoryFormat(_) => "torch.memory_format".into(),
            Value::Slice(..) => "slice".into(),
            Value::Ellipsis => "ellipsis".into(),
            Value::Range(..) | Value::BigRange(_) => "range".into(),
            Value::Builtin(b) if b.name == "NotImplemented" && b.recv.is_none() => {
                "NotImplementedType".into()
            }
            // torch.Tensor and Parameter are made by metaclasses of their own.
            Value::Builtin(b) if b.recv.is_none() && b.name == "torch.Tensor" => {
                "torch._C._TensorMeta".into()
            }
            Value::Builtin(b) if b.recv.is_none() && b.name == "torch.nn.Parameter" => {
                "torch.nn.parameter._ParameterMeta".into()
            }
            // `int`, `torch.Size`, `type`, `ValueError`, `torch.optim.SGD`, ...: classes, so
            // their type is `type`.
            Value::Builtin(_) if super::builtins::is_type_value(self) => "type".into(),
            Value::Builtin(_) => "builtin_function_or_method".into(),
            Value::Function(f) => {
                if f.bound.is_some() {
                    return "method".into();
                }
                match f.meta.slot(super::builtins::function_attrs::DESCRIPTOR) {
                    Some(Value::Str(k)) if &*k == "slot wrapper" => "wrapper_descriptor".into(),
                    Some(Value::Str(_)) => "method_descriptor".into(),
                    _ => "function".into(),
                }
            }
            Value::Class(_) => "type".into(),
            Value::Instance(i) => i.class().name.clone(),
            Value::Namespace(_) => "module".into(),
            Value::Object(o) => o.type_name(),
        }
    }

    /// `type(v).__name__`: the type's name without the module a C type's name carries.
    pub fn class_name(&self) -> String {
        let full = self.type_name();
        match full.rsplit_once('.') {
            Some((_, last)) => last.to_string(),
            None => full,
        }
    }

    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Bool(b) => Some(*b as u8 as f64),
            Value::Int(i) => Some(*i as f64),
            // Past the float range this is infinite; `pyint::to_f64` raises instead.
            Value::BigInt(b) => Some(num_traits::ToPrimitive::to_f64(&**b).unwrap_or(f64::NAN)),
            Value::Float(f) => Some(*f),
            _ => None,
        }
    }

    pub fn as_i64_exact(&self) -> Option<i64> {
        match self {
            Value::Bool(b) => Some(*b as i64),
            Value::Int(i) => Some(*i),
            _ => None,
        }
    }

    /// The items of a tuple-like value (tuple, torch.Size).
    pub fn tuple_items(&self) -> Option<Vec<Value>> {
        match self {
            Value::Tuple(t) => Some(t.to_vec()),
            Value::Size(s) => Some(s.iter().map(|&x| Value::Int(x as i64)).collect()),
            _ => None,
        }
    }

    pub fn as_tensor(&self) -> Option<&Tensor> {
        match self {
            Value::Tensor(t) => Some(t),
            _ => None,
        }
    }

    pub fn downcast<T: 'static>(&self) -> Option<&T> {
        match self {
            Value::Object(o) => o.as_any().downcast_ref::<T>(),
            _ => None,
        }
    }
}

/// The bounds of a general slice (`pyslice.rs`), for `==`.
fn general_slice_parts(v: &Value) -> Option<Vec<Value>> {
    crate::interp::pyslice::GeneralSlice::of(v).map(|s| s.parts.to_vec())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(name: &str, bases: Vec<Rc<Class>>, attrs: &[(&str, Value)]) -> Rc<Class> {
        Rc::new(Class {
            name: name.into(),
            bases,
            attrs: RefCell::new(
                attrs
                    .iter()
                    .map(|(k, v)| (k.to_string(), v.clone()))
                    .collect(),
            ),
            native_base: None,
            mro_tail: RefCell::new(None),
        })
    }

    /// `type(...)` can build a chain of subclasses as long as memory allows; walking it must
    /// not recurse (this overflowed a 256 KB thread at 200,000 levels when it did).
    #[test]
    fn a_long_chain_of_bases_is_searched_without_recursion() {
        std::thread::Builder::new()
            .stack_size(256 << 10)
            .spawn(|| {
                let base = class("Base", vec![], &[("kind", Value::Int(7))]);
                let mut c = base.clone();
                for i in 0..200_000 {
                    c = class(&format!("C{i}"), vec![c], &[]);
                }
                let (v, owner) = c.lookup("kind").expect("found in Base");
                assert!(matches!(v, Value::Int(7)));
                assert!(Rc::ptr_eq(&owner.unwrap(), &base));
                assert!(c.is_subclass_of("Base"));
                assert_eq!(unhashable_class(&c), None);
                // Dropping the chain must not recurse either.
                drop(c);
            })
            .unwrap()
            .join()
            .unwrap();
    }

    #[test]
    fn bases_are_searched_in_c3_order_each_once() {
        let root = class("Root", vec![], &[("x", Value::Int(1))]);
        let left = class("Left", vec![root.clone()], &[]);
        let right = class("Right", vec![root.clone()], &[("x", Value::Int(2))]);
        let both = class("Both", vec![left.clone(), right.clone()], &[]);
        // CPython's order is Both, Left, Right, Root: Right's x (2) hides Root's (1).
        let (v, owner) = both.lookup("x").unwrap();
        assert!(matches!(v, Value::Int(2)));
        assert!(Rc::ptr_eq(&owner.unwrap(), &right));
        let order = both.mro_after();
        assert_eq!(order.len(), 3);
        assert!(Rc::ptr_eq(&order[0], &left) && Rc::ptr_eq(&order[2], &root));
        let eq_only = class("EqOnly", vec![], &[("__eq__", Value::None)]);
        let rehashed = class(
            "Rehashed",
            vec![eq_only.clone()],
            &[("__hash__", Value::Int(0))],
        );
        assert_eq!(unhashable_class(&eq_only), Some(true));
        assert_eq!(unhashable_class(&rehashed), Some(false));
        assert_eq!(
            unhashable_class(&class("Sub", vec![eq_only], &[])),
            Some(true)
        );
        assert_eq!(unhashable_class(&right), None);
    }
}
