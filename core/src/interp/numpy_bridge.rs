//! The native side of stridelab's `numpy` (stdlib/numpy.py) and of PyTorch's NumPy bridge
//! (`torch.from_numpy`, `Tensor.numpy`, `torch.tensor(ndarray)`, `torch.as_tensor(ndarray)`).
//!
//! An `ndarray` is a Python object over a stridelab storage: `_buf` is a 1-D tensor covering
//! the whole storage, and the array keeps its own shape, signed element strides and offset
//! (NumPy's views may have negative strides, which a tensor layout cannot hold). So an array
//! and the tensor made from it share one storage for real, as in PyTorch.
//!
//! Only what Python cannot do itself is here: the whole-storage view, the digits of a float
//! as NumPy's Dragon4 prints them (shortest for the array's own precision), NumPy's legacy
//! `RandomState` stream (MT19937, 53-bit doubles, polar Gaussians), and the two bridge calls.

use super::args::Args;
use super::complex::ComplexTensor;
use super::eval::Interp;
use super::protocol::Object;
use super::registry::{FunctionFn, Registry};
use super::value::Value;
use crate::error::{not_implemented, runtime, type_error, Result};
use crate::layout::Layout;
use crate::random::mt19937::Mt19937;
use crate::tensor::Tensor;
use crate::Device;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

// NumPy's legacy RandomState distributions (beta, gamma, binomial, poisson, ...).
mod legacy;
// NumPy's Generator stream (np.random.default_rng), its ziggurat normals and exponentials
// and the samplers on them.
mod gamma;
mod generator_fill;
mod pcg64;
// NumPy's power loop: the C library's pow per element.
mod power;
mod samplers;
// NumPy's introselect, the order np.partition leaves.
mod select;
mod ziggurat;
mod ziggurat_tables;

pub fn register(r: &mut Registry<FunctionFn>) {
    legacy::register(r);
    pcg64::register(r);
    generator_fill::register(r);
    select::register(r);
    power::register(r);
    let topic = "numpy";
    r.add(topic, &["np_storage"], "t", |_, a| {
        Ok(Value::Tensor(storage_view(&a.tensor("t")?)))
    });
    // Where `t` starts in the buffer `np_storage` gives: its offset there, not the one from
    // its own storage's start (a tensor over a window of NumPy's memory has both).
    r.add(topic, &["np_offset"], "t", |_, a| {
        Ok(Value::Int(a.tensor("t")?.offset() as i64))
    });
    r.add(topic, &["np_weak"], "a", |_, a| match a.value("a")? {
        Value::Instance(i) => Ok(Value::Object(Rc::new(WeakArray(Rc::downgrade(&i))))),
        v => Err(type_error(format!(
            "np_weak: not an array: {}",
            v.type_name()
        ))),
    });
    r.add(
        topic,
        &["np_float_str"],
        "x, bits, mode, precision",
        |_, a| {
            let x = a.f64_or("x", 0.0)?;
            let bits = a.i64_or("bits", 64)?;
            let mode = a.str("mode")?.unwrap_or_default();
            let precision = a.i64_or("precision", -1)?;
            float_str(x, bits, &mode, precision)
        },
    );
    // NumPy's cumsum/cumprod of a float16/float32 array rounds every running value to the
    // array's own float; torch's cumsum keeps a wider one (float for a half, double for a
    // float), which differs once the rounding matters (a half's 2048 + 1 stays 2048 in NumPy).
    // Along the last axis; an f64 sum/product of two such floats is exact, so one rounding
    // gives what NumPy's loops give.
    r.add(topic, &["np_float_accumulate"], "t, op", |_, a| {
        let t = a.tensor("t")?;
        let mul = a.str("op")?.as_deref() == Some("cumprod");
        let round: fn(f64) -> f64 = match t.dtype() {
            crate::dtype::DType::Float16 => |x| half::f16::from_f64(x).to_f64(),
            crate::dtype::DType::Float32 => |x| x as f32 as f64,
            _ => |x| x,
        };
        let shape = t.shape();
        let n = shape.last().copied().unwrap_or(1);
        let mut v = t.to_f64_vec()?;
        if n > 0 {
            for row in v.chunks_mut(n) {
                for i in 1..n {
                    row[i] = round(if mul {
                        row[i - 1] * row[i]
                    } else {
                        row[i - 1] + row[i]
                    });
                }
            }
        }
        let r = crate::ops::host::build(&v, &shape, t.dtype(), t.device())?;
        Ok(Value::Tensor(r))
    });
    r.add(topic, &["np_mt_new"], "seed", |_, a| {
        let seed = match a.i64("seed")? {
            Some(s) => s as u64,
            None => crate::ops::random::nondeterministic_seed(),
        };
        Ok(Value::Object(Rc::new(LegacyRandom {
            state: RefCell::new((Mt19937::new(seed), None)),
        })))
    });
    r.add(topic, &["np_shuffle_order"], "gen, n", |_, a| {
        let g = a.value("gen")?;
        let g = g
            .downcast::<LegacyRandom>()
            .ok_or_else(|| type_error("np_shuffle_order: not a RandomState"))?;
        let n = a.i64_or("n", 0)?.max(0) as usize;
        crate::limits::check_alloc(n, 8)?;
        let order = shuffle_order(&mut g.state.borrow_mut().0, n);
        Ok(Value::list(order.into_iter().map(Value::Int).collect()))
    });
    r.add(topic, &["np_mt_draw"], "gen, n, kind, rng=0", |_, a| {
        let g = a.value("gen")?;
        let g = g
            .downcast::<LegacyRandom>()
            .ok_or_else(|| type_error("np_mt_draw: not a RandomState"))?;
        let n = a.i64_or("n", 0)?.max(0) as usize;
        crate::limits::check_alloc(n, 8)?;
        let kind = a.str("kind")?;
        let normal = kind.as_deref() == Some("normal");
        let mut st = g.state.borrow_mut();
        if kind.as_deref() == Some("bounded") {
            let rng = a.i64_or("rng", 0)?.max(0) as u64;
            let out = (0..n)
                .map(|_| Value::Int(legacy_bounded(&mut st.0, rng) as i64))
                .collect();
            return Ok(Value::list(out));
        }
        let out: Vec<Value> = (0..n)
            .map(|_| {
                Value::Float(if normal {
                    legacy_gauss(&mut st)
                } else {
                    legacy_double(&mut st.0)
                })
            })
            .collect();
        Ok(Value::list(out))
    });
}

/// `RandomState.shuffle` of n items as the order they end in: Fisher-Yates from the end,
/// each partner drawn by `random_interval` (the masked rejection `legacy_bounded` is),
/// applied to the indices; item k of the result is the old item `order[k]`.
fn shuffle_order(mt: &mut Mt19937, n: usize) -> Vec<i64> {
    let mut order: Vec<i64> = (0..n as i64).collect();
    for i in (1..n).rev() {
        let j = legacy_bounded(mt, i as u64) as usize;
        order.swap(i, j);
    }
    order
}

/// RandomState's `randint` draw of `[0, rng]`: masked rejection sampling, with 32-bit draws
/// when the range fits them (numpy's legacy `random_bounded_uint64_fill`, `use_masked`).
fn legacy_bounded(mt: &mut Mt19937, rng: u64) -> u64 {
    if rng == 0 {
        return 0;
    }
    let mask = u64::MAX >> rng.leading_zeros();
    loop {
        let v = if rng <= u64::from(u32::MAX) {
            u64::from(mt.next_u32()) & mask
        } else {
            let hi = u64::from(mt.next_u32());
            ((hi << 32) | u64::from(mt.next_u32())) & mask
        };
        if v <= rng {
            return v;
        }
    }
}

/// A 1-D tensor over the whole storage of `t`: the buffer an ndarray indexes into (the
/// whole buffer, when `t` is over a window of it: an array's offsets count from there).
fn storage_view(t: &Tensor) -> Tensor {
    let base = crate::autograd::detach(t);
    let buf = base.view_with(Layout::contiguous(&[t.storage_len()]));
    if buf.storage().is_window() {
        let dtype = buf.dtype();
        buf.set_storage(buf.storage().whole(), buf.layout());
        buf.set_dtype_view(dtype);
    }
    // NumPy writes into the memory behind PyTorch's back: `a = t.numpy(); a[0] = 1` leaves
    // `t._version` as it was, so the array's buffer counts its writes apart from the tensor.
    buf.own_version_counter();
    buf
}

/// Whether `v` is one of our `numpy.ndarray` objects.
pub fn is_ndarray(v: &Value) -> bool {
    matches!(v, Value::Instance(i) if i.class().name == "ndarray" && i.get("_buf").is_some())
}

/// Whether `v` is one of our numpy scalars (`np.float32(2.5)`, what `np.log(2)` returns).
pub fn is_numpy_scalar(v: &Value) -> bool {
    matches!(v, Value::Instance(i) if i.get("_v").is_some()
        && super::builtins::class_module(&i.class()) == "numpy")
}

/// A numpy scalar's dtype (`np.float32(2.5)` is float32).
pub fn numpy_scalar_dtype(v: &Value) -> Option<crate::dtype::DType> {
    let Value::Instance(i) = v else { return None };
    match i.class().lookup("_dtname") {
        Some((Value::Str(name), _)) => crate::dtype::DType::from_name(&name),
        _ => None,
    }
}

/// `data` with every numpy scalar inside its lists and tuples replaced by its Python
/// number (`torch.tensor([np.float32(1.0), 2.0])`). A list met again inside itself, or
/// past PyTorch's 128 dims, is left as it is for `nested_values` to refuse.
pub fn numpy_scalars_as_numbers(data: &Value) -> Value {
    fn go(v: &Value, depth: usize, open: &mut Vec<usize>) -> Value {
        match v {
            Value::Instance(i) if is_numpy_scalar(v) => i.get("_v").unwrap_or(Value::None),
            Value::List(l) if depth < 128 => {
                let id = Rc::as_ptr(l) as *const () as usize;
                if open.contains(&id) {
                    return v.clone();
                }
                open.push(id);
                let items: Vec<Value> = l.borrow().iter().map(|x| go(x, depth + 1, open)).collect();
                open.pop();
                Value::list(items)
            }
            Value::Tuple(_) if depth < 128 => Value::tuple(
                v.tuple_items()
                    .unwrap_or_default()
                    .iter()
                    .map(|x| go(x, depth + 1, open))
                    .collect(),
            ),
            _ => v.clone(),
        }
    }
    go(data, 0, &mut Vec::new())
}

/// The dtype of an ndarray whose buffer holds its values as they are (not uint16 in int32,
/// not complex pairs), which is what PyTorch's `infer_scalar_type` takes from an array.
pub fn ndarray_dtype(v: &Value) -> Option<crate::dtype::DType> {
    let Value::Instance(i) = v else { return None };
    if !is_ndarray(v) || !matches!(i.get("_npdt"), None | Some(Value::None)) {
        return None;
    }
    Some(i.get("_buf")?.as_tensor()?.dtype())
}

fn ndarray_ndim(v: &Value) -> usize {
    match v {
        Value::Instance(i) => i
            .get("_shape")
            .and_then(|s| s.tuple_items())
            .map_or(0, |s| s.len()),
        _ => 0,
    }
}

/// `data` (a list or tuple) with every numpy scalar and ndarray inside it replaced by its
/// Python numbers (`torch.tensor([np.zeros(3), np.ones(3)])`, the replay-buffer idiom).
/// PyTorch's size pass reads the dims along first items, an array's among them: a 0-d array
/// there has no `len()`, and an array with dims where that pass found a number is refused
/// by NumPy's `__float__`. The first array as the list's first item is PyTorch's slow-path
/// warning.
pub fn numpy_data_as_numbers(it: &mut Interp, data: &Value) -> Result<Value> {
    let items = |v: &Value| match v {
        Value::List(l) => Some(l.borrow().clone()),
        Value::Tuple(_) => v.tuple_items(),
        _ => None,
    };
    let top = items(data).unwrap_or_default();
    if top.first().is_some_and(is_ndarray) {
        crate::warnings::torch_warn_once(
            "Creating a tensor from a list of numpy.ndarrays is extremely slow. Please consider converting the list to a single numpy.ndarray with numpy.array() before converting to a tensor.",
            "/__w/pytorch/pytorch/torch/csrc/utils/tensor_new.cpp:249",
        );
    }
    // The dims PyTorch's compute_sizes finds along first items.
    let (mut cur, mut dims) = (data.clone(), 0usize);
    while dims < 128 {
        if is_ndarray(&cur) {
            let n = ndarray_ndim(&cur);
            if n == 0 {
                return Err(type_error("len() of unsized object"));
            }
            dims += n;
            break;
        }
        match items(&cur).and_then(|l| l.first().cloned()) {
            Some(first) => {
                cur = first;
                dims += 1;
            }
            None => break,
        }
    }
    fn go(
        it: &mut Interp,
        v: &Value,
        depth: usize,
        dims: usize,
        open: &mut Vec<usize>,
    ) -> Result<Value> {
        if let Value::Instance(i) = v {
            if is_numpy_scalar(v) {
                return Ok(i.get("_v").unwrap_or(Value::None));
            }
            if is_ndarray(v) {
                if ndarray_ndim(v) > 0 && depth >= dims {
                    return Err(type_error(
                        "only 0-dimensional arrays can be converted to Python scalars",
                    ));
                }
                let tolist = it.getattr(v, "tolist")?;
                return it.call(&tolist, Args::new(vec![]));
            }
        }
        if depth >= 128 {
            return Ok(v.clone());
        }
        match v {
            Value::List(l) => {
                // A list inside itself stays as it is, for nested_values' own refusal
                // ("self-referential lists are incompatible"), not unrolled 128 deep.
                let id = Rc::as_ptr(l) as *const () as usize;
                if open.contains(&id) {
                    return Ok(v.clone());
                }
                open.push(id);
                let items = l.borrow().clone();
                let out: Result<Vec<Value>> = items
                    .iter()
                    .map(|x| go(it, x, depth + 1, dims, open))
                    .collect();
                open.pop();
                Ok(Value::list(out?))
            }
            Value::Tuple(_) => {
                let items = v.tuple_items().unwrap_or_default();
                let out: Result<Vec<Value>> = items
                    .iter()
                    .map(|x| go(it, x, depth + 1, dims, open))
                    .collect();
                Ok(Value::tuple(out?))
            }
            _ => Ok(v.clone()),
        }
    }
    go(it, data, 0, dims, &mut Vec::new())
}

/// The parts' dtype NumPy's scalars inside `data` ask for where PyTorch infers a complex
/// tensor's dtype from them: float64 when one is a complex128 or float64, float32 when one
/// is a complex64; None when no complex or float64 numpy scalar is there.
pub fn numpy_scalars_part_dtype(data: &Value) -> Option<crate::dtype::DType> {
    fn go(v: &Value, depth: usize, found: &mut Option<crate::dtype::DType>) {
        use crate::dtype::DType;
        match v {
            Value::Instance(i) if is_numpy_scalar(v) => {
                let name = match i.class().lookup("_dtname") {
                    Some((Value::Str(n), _)) => n.to_string(),
                    _ => return,
                };
                match name.as_str() {
                    "complex128" | "float64" => *found = Some(DType::Float64),
                    "complex64" if found.is_none() => *found = Some(DType::Float32),
                    _ => {}
                }
            }
            Value::List(l) if depth < 128 => {
                let items = l.borrow().clone();
                items.iter().for_each(|x| go(x, depth + 1, found));
            }
            Value::Tuple(_) if depth < 128 => v
                .tuple_items()
                .unwrap_or_default()
                .iter()
                .for_each(|x| go(x, depth + 1, found)),
            _ => {}
        }
    }
    let mut found = None;
    go(data, 0, &mut found);
    found
}

/// Whether `v` is one of our complex numpy scalars (`np.complex64(1+2j)`).
pub fn is_complex_numpy_scalar(v: &Value) -> bool {
    let Value::Instance(i) = v else { return false };
    is_numpy_scalar(v)
        && matches!(i.class().lookup("_dtname"), Some((Value::Str(n), _)) if n.starts_with("complex"))
}

/// Whether `v` is an object of a script's or a library's class that Python treats as a
/// sequence (it defines `__len__` and `__getitem__`) and is not an ndarray.
pub fn is_user_sequence(v: &Value) -> bool {
    matches!(v, Value::Instance(i) if !is_ndarray(v) && !is_numpy_scalar(v)
        && i.class().lookup("__len__").is_some()
        && i.class().lookup("__getitem__").is_some()
        && i.class().lookup("__iter__").is_some())
}

/// The int a 0-d integer ndarray stands for where PyTorch's parser takes an index
/// (`nb_index`: `torch.zeros(np.array(2))`); None for any other value, a bool or float array
/// or one with dims (NumPy's `__index__` refuses those).
pub fn ndarray_index(v: &Value) -> Option<Value> {
    let t = ndarray_as_view(v)?;
    let integral = t.dtype().category() == crate::dtype::Category::Integral;
    if t.ndim() != 0 || !integral {
        return None;
    }
    crate::ops::item(&t).ok().map(|s| Value::Int(s.to_i64()))
}

/// The tensor view an ndarray is (its buffer, shape, strides and offset), for tools that
/// draw tensors (the playground's memory view); None when it is not an ndarray or has a
/// negative stride, which a tensor layout cannot hold.
pub fn ndarray_as_view(v: &Value) -> Option<Tensor> {
    let Value::Instance(i) = v else { return None };
    if !is_ndarray(v) {
        return None;
    }
    let buf = i.get("_buf")?.as_tensor()?.clone();
    let ints = |name: &str| -> Option<Vec<usize>> {
        i.get(name)?
            .tuple_items()?
            .iter()
            .map(|x| x.as_i64_exact().and_then(|n| usize::try_from(n).ok()))
            .collect()
    };
    let (shape, strides) = (ints("_shape")?, ints("_st")?);
    let offset = usize::try_from(i.get("_off")?.as_i64_exact()?).ok()?;
    let layout = Layout::new(shape, strides, offset).ok()?;
    if layout.required_storage_len()? > buf.storage_len() {
        return None;
    }
    Some(buf.view_with(layout))
}

fn numpy_fn(it: &mut Interp, name: &str) -> Result<Value> {
    let m = super::stdlib::import(it, "numpy")?;
    it.getattr(&m, name)
}

/// The tensor sharing `a`'s memory (`torch.from_numpy`); refuses negative strides with
/// PyTorch's message (numpy.py does the work). A complex array is refused: its tensor is a
/// complex one (`ndarray_value`), which the real paths calling this cannot hold.
pub fn ndarray_to_tensor(it: &mut Interp, a: &Value) -> Result<Tensor> {
    match ndarray_value(it, a)? {
        Value::Tensor(t) => Ok(t),
        v if ComplexTensor::of(&v).is_some() => Err(not_implemented(
            "a complex NumPy array is not supported here in stridelab (torch.from_numpy, \
             torch.tensor and torch.as_tensor of one are)",
        )),
        v => Err(runtime(format!(
            "internal error: numpy._to_torch gave {}",
            v.type_name()
        ))),
    }
}

/// The tensor sharing `a`'s memory, real or complex (a complex array's float pairs are the
/// complex tensor's), as `from_numpy` makes it (`over_window`).
pub fn ndarray_value(it: &mut Interp, a: &Value) -> Result<Value> {
    let f = numpy_fn(it, "_to_torch")?;
    let v = it.call(&f, Args::new(vec![a.clone()]))?;
    if let Value::Tensor(t) = &v {
        return Ok(Value::Tensor(over_window(t)?));
    }
    match ComplexTensor::of(&v) {
        Some(z) => Ok(ComplexTensor::value(over_window(&z.pairs)?, false)),
        None => Ok(v),
    }
}

/// Whether `v` is one of our ndarrays of a complex dtype (its `_npdt` of kind 'c').
pub fn is_complex_ndarray(v: &Value) -> bool {
    let Value::Instance(i) = v else { return false };
    if !is_ndarray(v) {
        return false;
    }
    matches!(i.get("_npdt"), Some(Value::Instance(d)) if matches!(d.get("kind"), Some(Value::Str(k)) if &*k == "c"))
}

/// `t` (numpy.py's view of an array's buffer) as PyTorch's `from_numpy` makes it: a new
/// tensor, no view of anything, with a version counter of its own, over a storage that
/// starts at the array's first element and spans the bytes it reaches (none for an empty
/// array), so its storage offset is 0 and `untyped_storage()` is that window
/// (docs/decisions.md, "storage windows"). The memory stays the array's: writes on either
/// side show on the other.
fn over_window(t: &Tensor) -> Result<Tensor> {
    let l = t.layout();
    let itemsize = t.dtype().itemsize();
    let overflow = || runtime("Storage size calculation overflowed");
    let whole = t.storage().whole();
    let (start, reach) = if l.numel() == 0 {
        let at = l.offset().checked_mul(itemsize).ok_or_else(overflow)?;
        (at.min(whole.nbytes()), 0)
    } else {
        let end = l.required_storage_len().ok_or_else(overflow)?;
        let bytes = |n: usize| n.checked_mul(itemsize).ok_or_else(overflow);
        (bytes(l.offset())?, bytes(end.saturating_sub(l.offset()))?)
    };
    let out = Tensor::from_parts(whole.window(start, reach)?, l);
    out.set_dtype_view(t.dtype());
    Ok(out)
}

/// `torch.from_numpy(a)`.
pub fn from_numpy(it: &mut Interp, a: &Value) -> Result<Value> {
    if !is_ndarray(a) {
        return Err(type_error(format!(
            "expected np.ndarray (got {})",
            a.type_name()
        )));
    }
    ndarray_value(it, a)
}

/// `z.numpy(force=...)` of a complex tensor: an ndarray over its float pairs. PyTorch refuses
/// a conjugate view (its memory holds the unconjugated values) unless `force` resolves it.
pub fn complex_tensor_numpy(
    it: &mut Interp,
    z: &ComplexTensor,
    this: &Value,
    force: bool,
) -> Result<Value> {
    let dev = z.pairs.device();
    if dev == Device::Meta || (dev != Device::Cpu && dev != crate::device::default_device()) {
        if !force {
            return Err(type_error(format!(
                "can't convert {} device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.",
                dev.name()
            )));
        }
        let pairs = crate::ops::to_device_grad(&z.resolved()?, Device::Cpu)?;
        let f = numpy_fn(it, "_tensor_numpy")?;
        return it.call(&f, Args::new(vec![ComplexTensor::value(pairs, false)]));
    }
    if z.conj && !force {
        return Err(runtime(
            "Can't call numpy() on Tensor that has conjugate bit set. Use tensor.resolve_conj().numpy() instead.",
        ));
    }
    // The array's base is a tensor over the same memory, not `z` itself (PyTorch's is the
    // tensor it converted: `z.numpy().base is z` is False there).
    let _ = this;
    let alias = z.with_pairs(crate::ops::view::alias(&z.pairs)?);
    let f = numpy_fn(it, "_tensor_numpy")?;
    it.call(&f, Args::new(vec![alias]))
}

/// `t.numpy(force=...)`: an ndarray over the tensor's own storage.
pub fn tensor_numpy(it: &mut Interp, x: &Tensor, force: bool) -> Result<Value> {
    // PyTorch's check is `requires_grad() && GradMode::is_enabled()`: under no_grad (or in a
    // custom Function's forward) the tensor converts.
    if !force && x.requires_grad() && crate::autograd::is_grad_enabled() {
        return Err(runtime(
            "Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.",
        ));
    }
    // NumPy memory is host memory. The session's default device stands in for the host
    // (`stridelab run --device webgpu` puts every factory there, numpy's included), so a
    // tensor there shares as a CPU tensor does in PyTorch; another device is refused with
    // PyTorch's message unless `force` copies it.
    if x.dtype().is_float8() {
        // NumPy has no 8-bit floats; PyTorch's conversion table has no entry for them.
        return Err(type_error(format!(
            "Got unsupported ScalarType {}",
            x.dtype().legacy_name()
        )));
    }
    if x.dtype().is_uint_wide() {
        return Err(crate::error::not_implemented(format!(
            "Tensor.numpy() of a {} tensor is not supported in stridelab: its NumPy has no \
             array of that dtype that could share the tensor's memory (convert with \
             .to(torch.int64) first)",
            x.dtype()
        )));
    }
    let mut t = crate::autograd::detach(x);
    let dev = t.device();
    // A meta tensor has no memory to share, whatever the default device.
    if dev == Device::Meta || (dev != Device::Cpu && dev != crate::device::default_device()) {
        if !force {
            return Err(type_error(format!(
                "can't convert {} device type tensor to numpy. Use Tensor.cpu() to copy the tensor to host memory first.",
                dev.name()
            )));
        }
        t = crate::ops::to_device_grad(&t, Device::Cpu)?;
    }
    let f = numpy_fn(it, "_tensor_numpy")?;
    it.call(&f, Args::new(vec![Value::Tensor(t)]))
}

/// The digits NumPy's Dragon4 prints for `x` (unique mode: the shortest digits that read
/// back as the same float32/float64, cut off after `precision` digits, the exact value
/// rounded there). `pos`: "123.45" (trailing zeros dropped, "1." for 1); `sci`: a tuple
/// (mantissa "1.5", exponent -5); `repr`: Python's repr rules for the shortest digits.
fn float_str(x: f64, bits: i64, mode: &str, precision: i64) -> Result<Value> {
    let shortest = |sci: bool| -> String {
        match (bits, sci) {
            (16, _) => shortest_f16(x, sci),
            (32, false) => format!("{}", x as f32),
            (32, true) => format!("{:e}", x as f32),
            (_, false) => format!("{x}"),
            (_, true) => format!("{x:e}"),
        }
    };
    let trim = |m: &str| -> String {
        let (ip, fp) = m.split_once('.').unwrap_or((m, ""));
        format!("{ip}.{}", fp.trim_end_matches('0'))
    };
    let frac_len = |m: &str| m.split_once('.').map(|(_, f)| f.len()).unwrap_or(0);
    match mode {
        "pos" => {
            let mut s = shortest(false);
            if precision >= 0 && frac_len(&s) > precision as usize {
                s = format!("{:.*}", precision as usize, x);
            }
            Ok(Value::str(&trim(&s)))
        }
        "sci" | "repr" => {
            let mut s = shortest(true);
            let (m, _) = s.split_once('e').unwrap_or((&s, "0"));
            if precision >= 0 && frac_len(m) > precision as usize {
                s = format!("{:.*e}", precision as usize, x);
            }
            let (m, e) = s.split_once('e').unwrap_or((&s, "0"));
            let e: i64 = e.parse().unwrap_or(0);
            let m = trim(m);
            if mode == "sci" {
                return Ok(Value::tuple(vec![Value::str(&m), Value::Int(e)]));
            }
            // NumPy's scalar repr goes scientific from 10**min(16, precision): 1e+03 for a
            // half, 1e+06 for a float32 (np.finfo(...).precision 3 and 6).
            let cutoff = match bits {
                16 => 3,
                32 => 6,
                _ => 16,
            };
            Ok(Value::str(&py_repr(&m, e, cutoff)))
        }
        _ => Err(runtime(format!("np_float_str: unknown mode {mode}"))),
    }
}

/// The fewest significant digits that read back as the same float16 (NumPy's Dragon4 in
/// its unique mode for a half), formatted as Rust formats an f64 (`{}` or `{:e}`): Rust has
/// no f16 of its own to print.
fn shortest_f16(x: f64, sci: bool) -> String {
    let h = half::f16::from_f64(x);
    let v = h.to_f64();
    let mut digits = v;
    if v.is_finite() {
        for n in 0..17 {
            let s = format!("{:.*e}", n, v);
            let back: f64 = s.parse().unwrap_or(v);
            if half::f16::from_f64(back) == h {
                digits = back;
                break;
            }
        }
    }
    if sci {
        format!("{digits:e}")
    } else {
        format!("{digits}")
    }
}

/// Python's float repr from shortest digits: positional for 1e-4 <= |x| < 10**cutoff, else
/// scientific with at least two exponent digits ("1e+20", "1.5e-05").
fn py_repr(mantissa: &str, e: i64, cutoff: i64) -> String {
    let (sign, m) = match mantissa.strip_prefix('-') {
        Some(m) => ("-", m),
        None => ("", mantissa),
    };
    let (ip, fp) = m.split_once('.').unwrap_or((m, ""));
    let digits = format!("{ip}{fp}");
    if m == "0." {
        return format!("{sign}0.0");
    }
    if (-4..cutoff).contains(&e) {
        let point = e + 1; // digits before the decimal point
        let s = if point <= 0 {
            format!("0.{}{digits}", "0".repeat((-point) as usize))
        } else if point as usize >= digits.len() {
            format!("{digits}{}.0", "0".repeat(point as usize - digits.len()))
        } else {
            format!(
                "{}.{}",
                &digits[..point as usize],
                &digits[point as usize..]
            )
        };
        return format!("{sign}{s}");
    }
    let frac = if fp.is_empty() {
        String::new()
    } else {
        format!(".{fp}")
    };
    let es = if e < 0 { "-" } else { "+" };
    format!("{sign}{ip}{frac}e{es}{:02}", e.abs())
}

/// A weak reference to an array (`np_weak(a)`; calling it gives `a` while it lives, else
/// None): an array's buffer names the first array over it (NumPy's `base`, numpy.py's
/// `_base_for`) without keeping it alive, which a strong name would do forever (that array
/// holds the buffer: a cycle).
struct WeakArray(std::rc::Weak<super::value::Instance>);

impl Object for WeakArray {
    fn type_name(&self) -> String {
        "weakref".into()
    }
    fn repr(&self) -> String {
        "<weakref>".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn callable(&self) -> bool {
        true
    }
    fn call(&self, _it: &mut Interp, _this: &Value, _args: Args) -> Result<Value> {
        Ok(self.0.upgrade().map_or(Value::None, Value::Instance))
    }
}

/// NumPy's legacy `RandomState`: MT19937 seeded as `init_genrand`, plus the spare Gaussian.
struct LegacyRandom {
    state: RefCell<(Mt19937, Option<f64>)>,
}

impl Object for LegacyRandom {
    fn type_name(&self) -> String {
        "MT19937".into()
    }
    fn repr(&self) -> String {
        "MT19937".into()
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// `legacy_double`: 27 + 26 bits of two words, as `random_sample` draws them.
fn legacy_double(mt: &mut Mt19937) -> f64 {
    let a = (mt.next_u32() >> 5) as f64;
    let b = (mt.next_u32() >> 6) as f64;
    (a * 67_108_864.0 + b) / 9_007_199_254_740_992.0
}

/// `legacy_gauss`: the polar Box-Muller method, keeping the second value for the next call.
fn legacy_gauss(st: &mut (Mt19937, Option<f64>)) -> f64 {
    if let Some(g) = st.1.take() {
        return g;
    }
    loop {
        let x1 = 2.0 * legacy_double(&mut st.0) - 1.0;
        let x2 = 2.0 * legacy_double(&mut st.0) - 1.0;
        let r2 = x1 * x1 + x2 * x2;
        if r2 < 1.0 && r2 != 0.0 {
            let f = (-2.0 * r2.ln() / r2).sqrt();
            st.1 = Some(f * x1);
            return f * x2;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn s(v: Value) -> String {
        match v {
            Value::Str(s) => s.to_string(),
            Value::Tuple(_) => {
                let items = v.tuple_items().unwrap();
                format!(
                    "{}e{}",
                    s(items[0].clone()),
                    items[1].as_i64_exact().unwrap()
                )
            }
            _ => panic!(),
        }
    }

    #[test]
    fn digits_are_numpys() {
        assert_eq!(s(float_str(1.0, 64, "pos", 8).unwrap()), "1.");
        assert_eq!(s(float_str(0.1, 32, "pos", 8).unwrap()), "0.1");
        assert_eq!(s(float_str(1.0 / 3.0, 64, "pos", 8).unwrap()), "0.33333333");
        assert_eq!(
            s(float_str((1.0f32 / 3.0) as f64, 32, "pos", 8).unwrap()),
            "0.33333334"
        );
        assert_eq!(s(float_str(1.5e-5, 64, "sci", 8).unwrap()), "1.5e-5");
        assert_eq!(
            s(float_str(123456789.0, 64, "sci", 8).unwrap()),
            "1.23456789e8"
        );
        assert_eq!(s(float_str(0.1, 32, "repr", -1).unwrap()), "0.1");
        assert_eq!(s(float_str(1e20, 32, "repr", -1).unwrap()), "1e+20");
        assert_eq!(s(float_str(3.0, 32, "repr", -1).unwrap()), "3.0");
        assert_eq!(s(float_str(1.5e-5, 32, "repr", -1).unwrap()), "1.5e-05");
        assert_eq!(s(float_str(-0.0, 64, "repr", -1).unwrap()), "-0.0");
        // A half's shortest digits; its scalar repr goes scientific from 1e3, a float32's
        // from 1e6.
        assert_eq!(s(float_str(0.1, 16, "repr", -1).unwrap()), "0.1");
        assert_eq!(s(float_str(65504.0, 16, "repr", -1).unwrap()), "6.55e+04");
        assert_eq!(s(float_str(999.0, 16, "repr", -1).unwrap()), "999.0");
        assert_eq!(s(float_str(1e6, 32, "repr", -1).unwrap()), "1e+06");
    }

    /// What each statement printed (its repr), or `error: <Kind>: <message>`.
    fn run(src: &str) -> Vec<String> {
        use crate::interp::{Outcome, RunOptions, Session};
        let mut s = Session::new(RunOptions::default());
        let mut out = Vec::new();
        s.run_with(src, |_, r| match &r.outcome {
            Outcome::Error(e) => out.push(format!("error: {:?}: {}", e.kind, e.message)),
            _ => out.push(r.output.trim_end().to_string()),
        })
        .unwrap();
        out
    }

    #[test]
    fn arrays_and_tensors_share_one_storage_both_ways() {
        let out = run("import numpy as np\n\
             a = np.arange(6).reshape(2, 3)\n\
             t = torch.from_numpy(a)\n\
             a[0, 1] = 7\n\
             t[1, 2] = -1\n\
             print((t.tolist(), a.tolist(), a.T.strides, t.dtype))\n\
             n = torch.ones(3).numpy()\n\
             print((repr(n), n.strides))\n\
             torch.from_numpy(a[:, ::-1])\n\
             torch.ones(2, requires_grad=True).numpy()\n");
        assert_eq!(
            out[5],
            "([[0, 7, 2], [3, 4, -1]], [[0, 7, 2], [3, 4, -1]], (8, 24), torch.int64)"
        );
        assert_eq!(out[7], "('array([1., 1., 1.], dtype=float32)', (4,))");
        assert!(out[8].starts_with("error: ValueError: At least one stride"));
        assert!(out[9].starts_with("error: RuntimeError: Can't call numpy() on Tensor"));
    }

    #[test]
    fn promotion_and_printing_follow_numpy() {
        let out = run("import numpy as np\n\
             print((str((np.arange(3) + 1.5).dtype), str((np.ones(2, dtype=np.float32) + 1.5).dtype)))\n\
             print(repr(repr(np.arange(4) / 2)))\n\
             print(repr(repr(np.array([1e8, 1.5e-5]))))\n\
             print((repr(np.float64(3.0)), repr(np.arange(3).sum())))\n");
        assert_eq!(out[1], "('float64', 'float32')");
        assert_eq!(out[2], "'array([0. , 0.5, 1. , 1.5])'");
        assert_eq!(out[3], "'array([1.0e+08, 1.5e-05])'");
        assert_eq!(out[4], "('np.float64(3.0)', 'np.int64(3)')");
    }

    #[test]
    fn legacy_stream_is_numpys() {
        // np.random.seed(0); np.random.rand(), then np.random.seed(0); np.random.randn()
        let mut mt = Mt19937::new(0);
        assert_eq!(legacy_double(&mut mt), 0.5488135039273248);
        let mut st = (Mt19937::new(0), None);
        assert_eq!(legacy_gauss(&mut st), 1.764052345967664);
        assert_eq!(legacy_gauss(&mut st), 0.4001572083672233);
    }
}
