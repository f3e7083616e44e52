//! Binding call arguments to a native function's signature, and converting them, with
//! Python's TypeError messages.

use super::value::Value;
use crate::dtype::DType;
use crate::error::{type_error, Result};
use crate::layout::MemoryFormat;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

#[derive(Clone, Default)]
pub struct Args {
    pub pos: Vec<Value>,
    pub kw: Vec<(String, Value)>,
}

impl Args {
    pub fn new(pos: Vec<Value>) -> Args {
        Args { pos, kw: vec![] }
    }

    /// Every argument's value: the positional ones, then the keywords'.
    pub fn values(&self) -> impl Iterator<Item = &Value> {
        self.pos.iter().chain(self.kw.iter().map(|(_, v)| v))
    }

    /// Binds to `params` given as a list (`["dim", "keepdim=", "*", "dtype="]`): the short
    /// form for code not yet moved into a registry. Same rules as a registry signature.
    pub fn bind(&self, fname: &str, params: &[&str]) -> Result<Bound> {
        super::signature::Signature::from_items(params).bind(fname, self)
    }
}

#[derive(Clone)]
pub struct Bound {
    fname: String,
    names: Vec<String>,
    values: Vec<Option<Value>>,
    given: Vec<bool>,
    extra_kw: Vec<(String, Value)>,
    /// Whether the `*name` parameter was given by name (`x.flip(dims=(0,))`): a spread
    /// size is then one value that must itself be the list.
    star_by_keyword: bool,
    /// Which parameters the caller filled by position (PyTorch's parser names a positional
    /// argument's place in its errors: "argument 'dim' (position 1)").
    positional: Vec<bool>,
    /// Which parameters have no default: an explicit `None` for a required int or bool is
    /// PyTorch's TypeError (`x.unsqueeze(None)`), never a default.
    required: Vec<bool>,
    /// Bound by PyTorch's own (C++) argument parser, whose ints are not bools
    /// (`x.topk(2, True)` is a TypeError there, while Python takes True as 1).
    native: bool,
    /// Whether PyTorch's parser holds several plausible signatures at this call's argument
    /// count: any failure to parse is then its "invalid combination" message.
    invalid_here: bool,
    /// The one signature PyTorch shows, printed on that message's first line.
    expected: Option<&'static str>,
    /// The `*args` parameter, whose items were given by position one by one.
    spread: Option<usize>,
}

impl Bound {
    pub fn new(
        fname: &str,
        names: Vec<String>,
        values: Vec<Option<Value>>,
        given: Vec<bool>,
        extra_kw: Vec<(String, Value)>,
    ) -> Bound {
        Bound {
            fname: fname.to_string(),
            names,
            values,
            given,
            extra_kw,
            star_by_keyword: false,
            positional: Vec::new(),
            required: Vec::new(),
            native: false,
            invalid_here: false,
            expected: None,
            spread: None,
        }
    }

    /// How PyTorch's parser reports a failed call of this function: see `invalid_here`.
    pub(crate) fn set_parser_shape(
        &mut self,
        invalid_here: bool,
        expected: Option<&'static str>,
        spread: Option<usize>,
    ) {
        self.invalid_here = invalid_here;
        self.expected = expected;
        self.spread = spread;
    }

    /// `e`, a failure to parse the call that a function body found (its arguments' shape,
    /// not their values), unless PyTorch's parser would report the combination instead.
    pub fn parse_failure(&self, e: crate::error::TorchError) -> crate::error::TorchError {
        match self
            .invalid_here
            .then(|| self.invalid_combination())
            .flatten()
        {
            Some(combination) => combination,
            None => e,
        }
    }

    /// Every parameter with its value (a default where not given), in signature order.
    pub fn named_values(&self) -> impl Iterator<Item = (&str, Option<&Value>)> {
        self.names
            .iter()
            .map(String::as_str)
            .zip(self.values.iter().map(Option::as_ref))
    }

    pub(crate) fn set_native(&mut self) {
        self.native = true;
    }

    /// Records which parameters have no default.
    pub fn set_required(&mut self, required: Vec<bool>) {
        self.required = required;
    }

    /// Whether the caller passed an explicit `None` for `name`.
    pub(crate) fn explicit_none(&self, name: &str) -> Option<usize> {
        let i = self.names.iter().position(|n| n == name)?;
        (matches!(self.values[i], Some(Value::None)) && self.given[i]).then_some(i)
    }

    /// The TypeError for an explicit `None` given to a required parameter of type `want`.
    fn none_for_required(&self, name: &str, want: &str) -> Option<crate::error::TorchError> {
        let i = self.explicit_none(name)?;
        (self.required.get(i) == Some(&true)).then(|| self.err(name, want, &Value::None))
    }

    /// Records which parameters were filled by position.
    pub fn set_positional(&mut self, positional: Vec<bool>) {
        self.positional = positional;
    }

    /// Whether the caller filled `name` by position.
    pub fn by_position(&self, name: &str) -> bool {
        self.names
            .iter()
            .position(|n| n == name)
            .is_some_and(|i| self.positional.get(i) == Some(&true))
    }

    /// " (position N)" for a parameter given by position, as PyTorch's errors place it.
    fn place(&self, name: &str) -> String {
        match self.names.iter().position(|n| n == name) {
            Some(i) if self.positional.get(i) == Some(&true) => format!(" (position {})", i + 1),
            _ => String::new(),
        }
    }

    /// PyTorch's "received an invalid combination of arguments" for a function with
    /// several overloads, naming the argument types given as its parser renders them
    /// (`got (Tensor, dim=NoneType, )`). None when the original arguments are unknown.
    pub fn invalid_combination(&self) -> Option<crate::error::TorchError> {
        self.invalid_combination_with(&[])
    }

    /// `invalid_combination`, with keywords no signature knows (given last, as far as the
    /// order shows: PyTorch lists the last given first).
    pub fn invalid_combination_with(
        &self,
        unknown: &[(&str, &Value)],
    ) -> Option<crate::error::TorchError> {
        let mut pos = Vec::new();
        let mut kw = Vec::new();
        for (i, v) in self.values.iter().enumerate() {
            let Some(v) = v.as_ref().filter(|_| self.given[i]) else {
                continue;
            };
            if self.spread == Some(i) && !self.star_by_keyword {
                let items = v.tuple_items().unwrap_or_default();
                pos.extend(items.iter().map(parser_type_name));
            } else if self.positional.get(i) == Some(&true) {
                pos.push(parser_type_name(v));
            } else {
                kw.push(format!("{}={}", self.names[i], parser_type_name(v)));
            }
        }
        if self.positional.is_empty() {
            return None;
        }
        for (k, v) in unknown {
            kw.push(format!("{k}={}", parser_type_name(v)));
        }
        let got = join_got(pos, kw);
        let expected = match self.expected {
            Some(signature) => signature.to_string(),
            None => "one of:".to_string(),
        };
        Some(type_error(format!(
            "{}() received an invalid combination of arguments - got ({got}), but expected {expected}",
            self.fname
        )))
    }

    /// Refuses an explicit `None` for parameters PyTorch types as plain `int`/`bool` (not
    /// optional): `x.topk(1, dim=None)` is its TypeError, not the default.
    pub fn refuse_none(&self, params: &[(&str, &str)]) -> Result<()> {
        match params
            .iter()
            .find(|(name, _)| self.explicit_none(name).is_some())
        {
            Some((name, want)) => Err(self.err(name, want, &Value::None)),
            None => Ok(()),
        }
    }

    /// Whether the `*name` parameter was given by keyword.
    pub fn star_by_keyword(&self) -> bool {
        self.star_by_keyword
    }

    /// Marks the `*name` parameter as given by keyword (see `spread_ints`).
    pub fn set_star_by_keyword(&mut self) {
        self.star_by_keyword = true;
    }

    /// The name the function was called by (an alias shares its entry).
    /// The same arguments as bound for another name: an in-place twin runs its
    /// out-of-place op's function, which may read the name it was called by.
    pub fn renamed(&self, fname: &str) -> Bound {
        let mut b = self.clone();
        b.fname = fname.to_string();
        b
    }

    pub fn fname(&self) -> &str {
        &self.fname
    }

    /// Whether the caller passed this argument by position (known only where the binder
    /// recorded it: PyTorch's parser errors word the two ways differently).
    pub fn is_positional(&self, name: &str) -> bool {
        self.names
            .iter()
            .position(|n| n == name)
            .is_some_and(|i| self.positional.get(i) == Some(&true))
    }

    /// Whether the caller passed this argument (a filled-in default is not passed).
    pub fn given(&self, name: &str) -> bool {
        self.names
            .iter()
            .position(|n| n == name)
            .is_some_and(|i| self.given[i])
    }

    /// The argument as bound, Python `None` included (for parameters where `None` is a
    /// value, not "absent": `repr(None)`, `isinstance(None, ...)`).
    pub fn value_or_none(&self, name: &str) -> Value {
        self.names
            .iter()
            .position(|n| n == name)
            .and_then(|i| self.values[i].clone())
            .unwrap_or(Value::None)
    }

    /// Removes a parameter from the binding and returns its value (None when absent or
    /// Python `None`): the caller acts on it itself, and what remains binds as if the
    /// parameter were not in the signature (`in_order` keeps its length).
    pub fn take(&mut self, name: &str) -> Option<Value> {
        let i = self.names.iter().position(|n| n == name)?;
        self.names.remove(i);
        self.given.remove(i);
        self.values.remove(i).filter(|v| !matches!(v, Value::None))
    }

    /// Sets a parameter as if the caller had passed it.
    pub fn set(&mut self, name: &str, value: Value) {
        if let Some(i) = self.names.iter().position(|n| n == name) {
            self.values[i] = Some(value);
            self.given[i] = true;
        }
    }

    /// Every tensor among the arguments, in lists and tuples too (`cat`'s `tensors`).
    pub fn tensors(&self) -> Vec<Tensor> {
        let mut out = Vec::new();
        for v in self.values.iter().flatten() {
            match v {
                Value::Tensor(t) => out.push(t.clone()),
                Value::List(l) => {
                    out.extend(l.borrow().iter().filter_map(|v| v.as_tensor().cloned()))
                }
                _ => {
                    if let Some(items) = v.tuple_items() {
                        out.extend(items.iter().filter_map(|v| v.as_tensor().cloned()));
                    }
                }
            }
        }
        out
    }

    /// The items collected by `*name`.
    pub fn varargs(&self, name: &str) -> Vec<Value> {
        self.names
            .iter()
            .position(|n| n == name)
            .and_then(|i| self.values[i].as_ref())
            .and_then(Value::tuple_items)
            .unwrap_or_default()
    }

    /// Every parameter's bound value in signature order (`None` where absent): the call
    /// passed on to a function written in Python with the same parameters.
    pub fn in_order(&self) -> Vec<Value> {
        self.values
            .iter()
            .map(|v| v.clone().unwrap_or(Value::None))
            .collect()
    }

    /// The keyword arguments collected by `**kwargs`.
    pub fn kwargs(&self) -> &[(String, Value)] {
        &self.extra_kw
    }

    fn slot(&self, name: &str) -> Option<&Value> {
        let i = self.names.iter().position(|n| n == name)?;
        match self.values[i].as_ref() {
            Some(Value::None) | None => None,
            Some(v) => Some(v),
        }
    }

    /// The argument, or None when absent or Python `None`.
    pub fn get(&self, name: &str) -> Option<&Value> {
        self.slot(name)
    }

    pub fn has(&self, name: &str) -> bool {
        self.slot(name).is_some()
    }

    /// PyTorch's parser TypeError: "f(): argument 'name' (position N) must be want, not T".
    pub fn err(&self, name: &str, want: &str, got: &Value) -> crate::error::TorchError {
        type_error(format!(
            "{}(): argument '{name}'{} must be {want}, not {}",
            self.fname,
            self.place(name),
            parser_type_name(got)
        ))
    }

    pub fn value(&self, name: &str) -> Result<Value> {
        self.slot(name).cloned().ok_or_else(|| self.missing(name))
    }

    /// A required argument the call left out, as the function's body finds it: PyTorch's
    /// parser says "missing", or "invalid combination" where several signatures fit the
    /// call's count (`torch.where(c, x)`).
    fn missing(&self, name: &str) -> crate::error::TorchError {
        self.parse_failure(type_error(format!(
            "{}() missing required argument '{name}'",
            self.fname
        )))
    }

    pub fn i64(&self, name: &str) -> Result<Option<i64>> {
        if let Some(e) = self.none_for_required(name, "int") {
            return Err(e);
        }
        match self.slot(name) {
            None => Ok(None),
            Some(v @ Value::Bool(_)) if self.native => {
                Err(self.parse_failure(self.err(name, "int", v)))
            }
            // An int past 64 bits is the right type at the wrong size: PyTorch's parser
            // says so as a ValueError, CPython's `PyLong_AsSsize_t` as an OverflowError
            // (it was "must be int, not int").
            Some(Value::BigInt(_)) => {
                use crate::error::{ErrorKind, TorchError};
                Err(match self.native {
                    true => {
                        TorchError::new(ErrorKind::ValueError, "Overflow when unpacking long long")
                    }
                    false => TorchError::new(
                        ErrorKind::OverflowError,
                        "Python int too large to convert to C ssize_t",
                    ),
                })
            }
            Some(v) => to_i64(v)
                .map(Some)
                .map_err(|_| self.parse_failure(self.err(name, "int", v))),
        }
    }

    /// An index argument as CPython's `PyNumber_AsSsize_t(v, NULL)` and slice bounds read
    /// it: an int past i64 clamped to it (`'abc'.startswith('a', 2**64)` is False,
    /// `round(1.5, 2**64)` is 1.5), not refused.
    pub fn clamped_i64(&self, name: &str) -> Result<Option<i64>> {
        match self.slot(name) {
            Some(v @ Value::BigInt(_)) => to_slice_index(v).map(Some),
            _ => self.i64(name),
        }
    }

    pub fn i64_or(&self, name: &str, d: i64) -> Result<i64> {
        Ok(self.i64(name)?.unwrap_or(d))
    }

    pub fn f64(&self, name: &str) -> Result<Option<f64>> {
        match self.slot(name) {
            None => Ok(None),
            Some(v) => to_f64(v)
                .map(Some)
                .map_err(|_| self.parse_failure(self.err(name, "float", v))),
        }
    }

    pub fn f64_or(&self, name: &str, d: f64) -> Result<f64> {
        Ok(self.f64(name)?.unwrap_or(d))
    }

    pub fn bool_or(&self, name: &str, d: bool) -> Result<bool> {
        if let Some(e) = self.none_for_required(name, "bool") {
            return Err(e);
        }
        match self.slot(name) {
            None => Ok(d),
            Some(Value::Bool(b)) => Ok(*b),
            // PyTorch's parser takes only a bool for a bool (`requires_grad=1` is refused);
            // Python-written functions take any int as its truth.
            Some(v @ Value::Int(_)) if self.native => {
                Err(self.parse_failure(self.err(name, "bool", v)))
            }
            Some(Value::Int(i)) => Ok(*i != 0),
            Some(v) => Err(self.parse_failure(self.err(name, "bool", v))),
        }
    }

    pub fn dtype(&self, name: &str) -> Result<Option<DType>> {
        match self.slot(name) {
            None => Ok(None),
            Some(Value::DType(d)) => Ok(Some(*d)),
            Some(v) if python_type_dtype(v).is_some() => python_type_dtype(v).transpose(),
            Some(v) => {
                Err(unsupported_dtype(v).unwrap_or_else(|| self.err(name, "torch.dtype", v)))
            }
        }
    }

    pub fn tensor(&self, name: &str) -> Result<Tensor> {
        match self.slot(name) {
            Some(Value::Tensor(t)) => Ok(t.clone()),
            Some(v) => Err(self.err(name, "Tensor", v)),
            None => Err(self.missing(name)),
        }
    }

    pub fn opt_tensor(&self, name: &str) -> Result<Option<Tensor>> {
        match self.slot(name) {
            None => Ok(None),
            Some(Value::Tensor(t)) => Ok(Some(t.clone())),
            Some(v) => Err(self.err(name, "Tensor", v)),
        }
    }

    pub fn scalar(&self, name: &str) -> Result<Option<Scalar>> {
        match self.slot(name) {
            None => Ok(None),
            // PyTorch's parser takes a tensor as a Number only when it is 0-d and carries no
            // gradient (which a number would silently drop).
            Some(v @ Value::Tensor(t)) if self.native && (t.ndim() != 0 || t.requires_grad()) => {
                Err(self.parse_failure(self.err(name, "Number", v)))
            }
            // An int past 64 bits is PyTorch's OverflowError, not a type mismatch.
            Some(v) => to_scalar(v).map(Some).map_err(|e| {
                if e.kind == crate::error::ErrorKind::OverflowError {
                    e
                } else {
                    self.parse_failure(self.err(name, "Number", v))
                }
            }),
        }
    }

    pub fn int_list(&self, name: &str) -> Result<Option<Vec<i64>>> {
        match self.slot(name) {
            None => Ok(None),
            // As for one int: PyTorch's parser takes no bool in a list of ints.
            Some(v) if self.native && holds_bool(v) => {
                Err(self.parse_failure(self.err(name, "tuple of ints", v)))
            }
            // One int past 64 bits for an int list (`x.roll(2**64)`): read as one int is.
            Some(Value::BigInt(_)) => self.i64(name).map(|v| v.map(|i| vec![i])),
            Some(v) => int_list(v).map(Some).map_err(|_| {
                self.unpack_failure(name, v)
                    .unwrap_or_else(|| self.parse_failure(self.err(name, "tuple of ints", v)))
            }),
        }
    }

    /// A list whose first item is an int passes PyTorch's parser check (it looks at no
    /// other), so a later item that is no int fails in unpacking, whatever the overloads:
    /// `x.var(dim=(0, 1.0))`.
    fn unpack_failure(&self, name: &str, v: &Value) -> Option<crate::error::TorchError> {
        if !self.native {
            return None;
        }
        let items = match v {
            Value::List(l) => l.borrow().clone(),
            _ => v.tuple_items()?,
        };
        index_like(items.first()?)?.ok()?;
        let (i, bad) = items
            .iter()
            .enumerate()
            .find(|(_, x)| !matches!(x, Value::Bool(_)) && index_like(x).is_none())?;
        Some(type_error(format!(
            "{}(): argument '{name}' failed to unpack the object at pos {} with error \"type must be tuple of ints,but got {}\"",
            self.fname,
            i + 1,
            parser_type_name(bad)
        )))
    }

    pub fn memory_format(&self, name: &str) -> Result<MemoryFormat> {
        self.memory_format_or(name, MemoryFormat::Preserve)
    }

    /// A `torch.memory_format` argument, `default` when it was not given.
    pub fn memory_format_or(&self, name: &str, default: MemoryFormat) -> Result<MemoryFormat> {
        match self.slot(name) {
            None => Ok(default),
            Some(Value::MemoryFormat(m)) => Ok(*m),
            Some(v) => Err(self.err(name, "torch.memory_format", v)),
        }
    }

    /// A device given as `torch.device` or as its name (`"cpu"`, `"webgpu"`).
    pub fn device(&self, name: &str) -> Result<Option<crate::Device>> {
        match self.slot(name) {
            None => Ok(None),
            // Read as `torch.device(s)` is, so `device="meta"` fails as the device object
            // (and `with torch.device("meta")`) do.
            Some(Value::Str(s)) => crate::interp::device_obj::parse(s).map(|(d, _)| Some(d)),
            Some(v) if crate::interp::device_obj::device_of(v).is_some() => {
                crate::interp::device_obj::device_of(v)
                    .expect("checked")
                    .map(Some)
            }
            Some(v) => Err(type_error(format!(
                "{}(): device must be a string or torch.device, not {}",
                self.fname,
                v.type_name()
            ))),
        }
    }

    /// Sets `requires_grad` on a new tensor when the call asked for it (the factories'
    /// `requires_grad=True`), with PyTorch's error for a dtype that cannot require grad.
    pub fn finish_tensor(&self, t: Tensor) -> Result<Value> {
        if self.bool_or("requires_grad", false)? {
            // PyTorch's factories word it with a capital O (python_variable's setter and
            // requires_grad_() each have their own wording).
            if !t.dtype().is_floating() {
                return Err(crate::error::runtime(
                    "Only Tensors of floating point and complex dtype can require gradients",
                ));
            }
            crate::autograd::set_requires_grad(&t, true)?;
        }
        Ok(Value::Tensor(t))
    }

    pub fn str(&self, name: &str) -> Result<Option<String>> {
        match self.slot(name) {
            None => Ok(None),
            Some(Value::Str(s)) => Ok(Some(s.to_string())),
            Some(v) => Err(self.err(name, "str", v)),
        }
    }
}

/// A bool where PyTorch's parser wants a list of ints: alone, or first in a list or tuple
/// (the parser checks only the first item's type; `x.sum((0, True))` passes there).
fn holds_bool(v: &Value) -> bool {
    match v {
        Value::Bool(_) => true,
        Value::List(l) => matches!(l.borrow().first(), Some(Value::Bool(_))),
        other => other
            .tuple_items()
            .is_some_and(|items| matches!(items.first(), Some(Value::Bool(_)))),
    }
}

pub fn to_i64(v: &Value) -> Result<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::BigInt(_) => Err(crate::error::TorchError::new(
            crate::error::ErrorKind::OverflowError,
            "Python int too large to convert to C long",
        )),
        Value::Bool(b) => Ok(*b as i64),
        Value::Tensor(t) if t.numel() == 1 && !t.dtype().is_floating() => {
            crate::ops::item(t).map(|s| s.to_i64())
        }
        // A NumPy integer (`__index__`): `t[[np.int64(0), np.int64(2)]]`; a 0-d integer
        // ndarray too (`torch.zeros(np.array(2))`).
        _ => match numpy_number(v).or_else(|| crate::interp::numpy_bridge::ndarray_index(v)) {
            Some(n @ (Value::Int(_) | Value::Bool(_))) => to_i64(&n),
            _ => Err(type_error(format!(
                "'{}' object cannot be interpreted as an integer",
                v.type_name()
            ))),
        },
    }
}

/// A slice bound as CPython's `_PyEval_SliceIndex` reads it: an int past the C ssize_t
/// range is clamped to it (`a[2**70:]` is empty, `a[:-2**70]` too), not an overflow.
pub fn to_slice_index(v: &Value) -> Result<i64> {
    match v {
        // (-PY_SSIZE_T_MAX, as CPython clamps a step, so no negation of it overflows)
        Value::BigInt(b) if b.sign() == num_bigint::Sign::Minus => Ok(-i64::MAX),
        Value::BigInt(_) => Ok(i64::MAX),
        v => to_i64(v),
    }
}

/// The Python number a NumPy scalar holds (what PyTorch's scalar checks accept).
pub(crate) fn numpy_number(v: &Value) -> Option<Value> {
    match v {
        Value::Instance(i) if crate::interp::numpy_bridge::is_numpy_scalar(v) => i.get("_v"),
        _ => None,
    }
}

pub fn to_f64(v: &Value) -> Result<f64> {
    match v {
        Value::Int(i) => Ok(*i as f64),
        Value::BigInt(b) => super::pyint::to_f64(b),
        Value::Bool(b) => Ok(*b as u8 as f64),
        Value::Float(f) => Ok(*f),
        Value::Tensor(t) if t.numel() == 1 => crate::ops::item(t).map(|s| s.to_f64()),
        // A NumPy scalar is its number, as `float()` takes it (an lr scheduler's
        // `base_lr * np.cos(...)` is a numpy.float64).
        _ => match numpy_number(v) {
            Some(n) => to_f64(&n),
            None => Err(type_error(format!(
                "must be real number, not {}",
                v.type_name()
            ))),
        },
    }
}

pub fn to_scalar(v: &Value) -> Result<Scalar> {
    match v {
        Value::Int(i) => Ok(Scalar::Int(*i)),
        // PyTorch's scalars stop at 64 bits too; it tries an unsigned 64-bit int last, whose
        // conversion words the error. (PyTorch takes 2**63..2**64-1 as a uint64 scalar; we
        // refuse those: docs/decisions.md.)
        Value::BigInt(b) => Err(crate::error::TorchError::new(
            crate::error::ErrorKind::OverflowError,
            if b.sign() == num_bigint::Sign::Minus {
                "can't convert negative int to unsigned"
            } else {
                "int too big to convert"
            },
        )),
        Value::Bool(b) => Ok(Scalar::Bool(*b)),
        Value::Float(f) => Ok(Scalar::Float(*f)),
        Value::Tensor(t) if t.ndim() == 0 => crate::ops::item(t),
        // A NumPy scalar is its number (`x[0] = np.float64(0.5)`, `x + np.float32(2)`). An
        // np.bool_ is no Python bool to PyTorch's parser (PyBool_Check fails), so it ends in
        // its double fallback: `torch.full((2,), np.bool_(True))` is float32 ones.
        _ => match numpy_number(v) {
            Some(Value::Bool(b)) => Ok(Scalar::Float(b as u8 as f64)),
            Some(n) => to_scalar(&n),
            None => Err(type_error(format!(
                "expected a number, got {}",
                v.type_name()
            ))),
        },
    }
}

/// A list of ints from a tuple, list or torch.Size.
pub fn int_list(v: &Value) -> Result<Vec<i64>> {
    match v {
        Value::Size(s) => Ok(s.iter().map(|&x| x as i64).collect()),
        Value::Tuple(t) => t.iter().map(to_i64).collect(),
        Value::List(l) => l.borrow().iter().map(to_i64).collect(),
        Value::Int(i) => Ok(vec![*i]),
        // A one-element integer tensor is an int to PyTorch's parser (`x.sum(torch.tensor(1))`).
        Value::Tensor(t) if t.numel() == 1 && !t.dtype().is_floating() => Ok(vec![to_i64(v)?]),
        // A namedtuple is the tuple it is (`F.max_pool2d(x, P(2, 2))`), a list subclass's
        // instance the list it is.
        _ => match crate::interp::builtins::tuple_stand_in_items(v)
            .or_else(|| crate::interp::builtins::list_stand_in_items(v))
        {
            Some(items) => items.iter().map(to_i64).collect(),
            None => Err(type_error(format!(
                "expected a tuple of ints, got {}",
                v.type_name()
            ))),
        },
    }
}

/// Shape-like varargs: `f(2, 3)`, `f((2, 3))` or `f([2, 3])`.
pub fn varargs_ints(pos: &[Value], fname: &str) -> Result<Vec<i64>> {
    spread_ints_from(pos, false, fname, "size")
}

/// A PyTorch int-list parameter that may also be spread (`x.view(2, 3)`, `x.view((2, 3))`,
/// `x.view(size=(2, 3))`): the `*pname` varargs of `a`, parsed as PyTorch's argument parser
/// parses a lone `IntArrayRef` parameter.
pub fn spread_ints(a: &Bound, pname: &str) -> Result<Vec<i64>> {
    spread_ints_from(&a.varargs(pname), a.star_by_keyword, a.fname(), pname)
}

/// `spread_ints` on the positional values themselves. The parser's rules: spread items
/// are taken only when the first is an index (an int, or a one-element integer tensor;
/// not a bool); otherwise one value must be the list, and a list only checks its first
/// item's type before unpacking the rest.
pub fn spread_ints_from(
    pos: &[Value],
    by_keyword: bool,
    fname: &str,
    pname: &str,
) -> Result<Vec<i64>> {
    let place = if by_keyword {
        String::new()
    } else {
        " (position 1)".to_string()
    };
    let list_items = |v: &Value| match v {
        Value::List(l) => Some(l.borrow().clone()),
        // A script's list subclass is a list to PyTorch's parser (`x.view(Shape([2, 3]))`).
        _ => v
            .tuple_items()
            .or_else(|| crate::interp::builtins::list_stand_in_items(v)),
    };
    let one_list = match pos {
        [v] => list_items(v),
        _ => None,
    };
    let items = match pos {
        [] => {
            return Err(type_error(format!(
                "{fname}() missing 1 required positional arguments: \"{pname}\""
            )))
        }
        [_] if one_list.is_some() => one_list.unwrap_or_default(),
        [first, ..] if !by_keyword && index_like(first).is_some() => pos.to_vec(),
        [v] => {
            return Err(type_error(format!(
                "{fname}(): argument '{pname}'{place} must be tuple of ints, not {}",
                parser_type_name(v)
            )))
        }
        _ => {
            return Err(type_error(format!(
                "{fname}() takes 1 positional argument but {} were given",
                pos.len()
            )))
        }
    };
    items
        .iter()
        .enumerate()
        .map(|(i, v)| match (i, index_like(v)) {
            // PyTorch's message goes on with a C++ stack trace between these lines.
            (_, Some(Err(e))) if e.kind == crate::error::ErrorKind::OverflowError => {
                Err(type_error(format!(
                    "{fname}(): argument '{pname}' failed to unpack the object at pos {} with error \"Overflow when unpacking long long\n\"",
                    i + 1
                )))
            }
            (_, Some(n)) => n,
            (0, None) => Err(type_error(format!(
                "{fname}(): argument '{pname}'{place} must be tuple of ints, but found element of type {} at pos 0",
                parser_type_name(v)
            ))),
            (_, None) => match v {
                Value::Bool(b) => Ok(*b as i64),
                _ => Err(type_error(format!(
                    "{fname}(): argument '{pname}' failed to unpack the object at pos {} with error \"type must be tuple of ints,but got {}\"",
                    i + 1,
                    parser_type_name(v)
                ))),
            },
        })
        .collect()
}

/// The integer an index-like value stands for, as PyTorch's `is_int_or_symint` admits
/// them: an int (not a bool) or a one-element tensor of an integer or bool dtype.
fn index_like(v: &Value) -> Option<Result<i64>> {
    match v {
        Value::Int(_) | Value::BigInt(_) => Some(to_i64(v)),
        // A bool tensor passes the parser's index test but not its unpacking.
        Value::Tensor(t) if t.numel() == 1 && t.dtype() == crate::DType::Bool => {
            Some(Err(crate::error::runtime(
                "Expected scalar.isIntegral( false) to be true, but got false.  (Could this error message be improved?  If so, please report an enhancement request to PyTorch.)",
            )))
        }
        Value::Tensor(t) if t.numel() == 1 && !t.dtype().is_floating() => Some(to_i64(v)),
        // A NumPy integer scalar has `__index__` (`x.expand(np.int64(2), 3)`); np.bool_ not;
        // a 0-d integer ndarray has it too (`x.view(np.array(3), np.array(2))`).
        _ => match numpy_number(v).or_else(|| crate::interp::numpy_bridge::ndarray_index(v)) {
            Some(n @ Value::Int(_)) => Some(to_i64(&n)),
            _ => None,
        },
    }
}

/// A value's type as PyTorch's argument parser names it in its errors.
/// A call's arguments as PyTorch's parser lists them in its "invalid combination" message:
/// the positionals' types, then the keywords last-given first (`tuple, size=tuple`; alone,
/// each keyword ends in ", ").
pub fn parser_got(pos: &[Value], kw: &[(String, Value)]) -> String {
    join_got(
        pos.iter().map(parser_type_name).collect(),
        kw.iter()
            .map(|(k, v)| format!("{k}={}", parser_type_name(v)))
            .collect(),
    )
}

/// The parser's list from the positionals' type names and the keywords (`k=type`) in the
/// order given: PyTorch lists keywords last-given first (a call writes them in the
/// signature's order far more often than not, so that order, reversed). After positionals
/// they are joined as the positionals are; alone, each ends in ", ".
fn join_got(pos: Vec<String>, kw: Vec<String>) -> String {
    let kws = kw.into_iter().rev();
    if pos.is_empty() {
        return kws.map(|k| format!("{k}, ")).collect();
    }
    let mut got = pos;
    got.extend(kws);
    got.join(", ")
}

pub fn parser_type_name(v: &Value) -> String {
    match v {
        Value::Tensor(_) => "Tensor".into(),
        // The parser prints the C type's full name: `numpy.ndarray`, `numpy.float64`.
        Value::Instance(i) if crate::interp::builtins::class_module(&i.class()) == "numpy" => {
            format!("numpy.{}", v.type_name())
        }
        v => v.type_name(),
    }
}

/// `torch.float16` and the other dtypes PyTorch has and stridelab does not are markers
/// (see `torch_api::torch_attr`); where a dtype is expected, one of them gets this error
/// instead of a type error about a builtin function.
pub fn unsupported_dtype(v: &Value) -> Option<crate::error::TorchError> {
    let Value::Builtin(b) = v else { return None };
    let name = b.name.strip_prefix("torch.__unsupported_dtype__.")?;
    if crate::interp::dtype_objects::quantized_name(v).is_some() {
        return Some(crate::error::not_implemented(format!(
            "torch.{name} is not supported in stridelab: it has no quantized tensors (fake quantization, torch.fake_quantize_per_tensor_affine, is how it trains for them)"
        )));
    }
    Some(crate::error::runtime(format!(
        "torch.{name} is not supported in stridelab (complex dtypes are not; the real dtypes are)"
    )))
}

/// `dtype=float`, `int`, `bool`: Python's own types stand for PyTorch's dtypes of their kind
/// (float64, int64, bool); `complex` is one we do not have. None for any other value.
pub fn python_type_dtype(v: &Value) -> Option<Result<DType>> {
    let Value::Builtin(b) = v else { return None };
    if b.recv.is_some() {
        return None;
    }
    Some(match b.name.as_str() {
        "float" => Ok(DType::Float64),
        "int" => Ok(DType::Int64),
        "bool" => Ok(DType::Bool),
        "complex" => Err(crate::error::TorchError::new(
            crate::error::ErrorKind::NotImplementedError,
            "complex dtypes are not supported in stridelab",
        )),
        _ => return None,
    })
}
