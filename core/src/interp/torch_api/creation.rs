//! `torch` functions that make a new tensor: from data, filled, ranges, `*_like`, random.

use super::{device_arg, finish, nested_values, Torch};
use crate::dtype::DType;
use crate::error::{not_implemented, runtime, type_error, Result};
use crate::interp::args::{int_list, spread_ints, to_i64, unsupported_dtype, varargs_ints, Bound};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::kernels::RandomDist;
use crate::layout::MemoryFormat;
use crate::ops;
use crate::scalar::Scalar;
use std::rc::Rc;

/// The keywords every factory takes, after its own parameters.
const FACTORY: &str =
    "out=None, dtype=None, layout=torch.strided, device=None, pin_memory=False, requires_grad=False";

pub fn register(r: &mut Torch) {
    let topic = "creation";
    r.add(
        topic,
        &["tensor"],
        "data, *, dtype=None, device=None, requires_grad=False, pin_memory=False",
        tensor,
    );
    r.add(
        topic,
        &["as_tensor"],
        "data, dtype=None, device=None",
        tensor,
    );
    r.add_each(
        topic,
        &[
            "Tensor",
            "FloatTensor",
            "DoubleTensor",
            "LongTensor",
            "IntTensor",
            "ShortTensor",
            "CharTensor",
            "ByteTensor",
            "HalfTensor",
            "BFloat16Tensor",
            "BoolTensor",
        ],
        "*args, device=None",
        legacy_constructor,
    );
    r.add(topic, &["from_numpy"], "ndarray", |it, a| {
        crate::interp::numpy_bridge::from_numpy(it, &a.value("ndarray")?)
    });
    let sized = format!("*size, {FACTORY}");
    r.add_each(topic, &["zeros", "ones"], &sized, sized_fill);
    let empty = format!("*size, {FACTORY}, memory_format=torch.contiguous_format");
    r.add(topic, &["empty"], &empty, sized_fill);
    let random = format!("*size, generator=None, {FACTORY}");
    r.add_each(topic, &["rand", "randn"], &random, sized_fill);
    r.add(
        topic,
        &["full"],
        &format!("size, fill_value, *, {FACTORY}"),
        full,
    );
    r.add(
        topic,
        &["empty_strided"],
        "size, stride, *, dtype=None, layout=torch.strided, device=None, requires_grad=False, pin_memory=False",
        empty_strided,
    );
    r.add(
        topic,
        &["randint"],
        &format!("*args, low=None, high=None, size=None, generator=None, {FACTORY}"),
        randint,
    );
    r.add(
        topic,
        &["randperm"],
        "n, *, generator=None, out=None, dtype=torch.int64, layout=torch.strided, device=None, requires_grad=False, pin_memory=False",
        randperm,
    );
    r.add(
        topic,
        &["arange"],
        &format!("start, end=None, step=1, *, {FACTORY}"),
        arange,
    );
    r.add(
        topic,
        &["linspace"],
        &format!("start, end, steps, *, {FACTORY}"),
        linspace,
    );
    r.add(
        topic,
        &["logspace"],
        &format!("start, end, steps, base=10.0, *, {FACTORY}"),
        logspace,
    );
    r.add(topic, &["eye"], &format!("n, m=None, *, {FACTORY}"), eye);
    let like = "dtype=None, layout=None, device=None, requires_grad=False, pin_memory=False, memory_format=torch.preserve_format";
    r.add_each(
        topic,
        &[
            "zeros_like",
            "ones_like",
            "empty_like",
            "rand_like",
            "randn_like",
        ],
        &format!("input, *, {like}"),
        like_fn,
    );
    r.add(
        topic,
        &["full_like"],
        &format!("input, fill_value, *, {like}"),
        like_fn,
    );
}

/// The factory keywords stridelab does not act on are refused unless they ask for what
/// happens anyway (a strided, unpinned, contiguous tensor), so none is silently dropped.
pub fn check_factory_extras(a: &Bound) -> Result<()> {
    if a.get("out").is_some() {
        return Err(not_implemented(format!(
            "{}(out=...) is not supported in stridelab yet",
            a.fname()
        )));
    }
    match a.get("layout") {
        None => {}
        Some(v) if crate::interp::layout_obj::is_strided(v) => {}
        Some(v) => {
            return Err(type_error(format!(
                "{}(): argument 'layout' must be torch.layout, not {}",
                a.fname(),
                v.type_name()
            )))
        }
    }
    if a.bool_or("pin_memory", false)? {
        return Err(runtime(
            "Cannot access accelerator device when none is available.",
        ));
    }
    match a.get("memory_format") {
        None | Some(Value::MemoryFormat(_)) => Ok(()),
        Some(v) => Err(unsupported_dtype(v).unwrap_or_else(|| {
            type_error(format!(
                "{}(): argument 'memory_format' must be torch.memory_format, not {}",
                a.fname(),
                v.type_name()
            ))
        })),
    }
}

fn tensor(it: &mut Interp, a: &Bound) -> Result<Value> {
    // `torch.tensor(None)` binds (None is a value here), and no dtype fits it.
    if a.given("data") && a.get("data").is_none() {
        return Err(runtime("Could not infer dtype of NoneType"));
    }
    if a.bool_or("pin_memory", false)? {
        return Err(runtime(
            "Cannot access accelerator device when none is available.",
        ));
    }
    let mut data = a.value("data")?;
    // PyTorch's copy-construct warning is for a tensor given as data, not an array.
    let given_a_tensor = matches!(data, Value::Tensor(_));
    // A numpy scalar is a 0-d array to PyTorch (its dtype kept); a script's own sequence
    // (a deque, a class with __len__ and __getitem__) is read as the list it iterates to.
    if crate::interp::numpy_bridge::is_numpy_scalar(&data) {
        let arr = it.getattr(&data, "_arr")?;
        data = it.call(&arr, crate::interp::args::Args::new(vec![]))?;
    } else if crate::interp::numpy_bridge::is_user_sequence(&data) {
        data = Value::list(it.collect(&data)?);
    }
    if let Some(st) = crate::interp::storage_obj::of_value(&data) {
        // PyTorch makes a tensor of no elements over an untyped storage given whole (int64
        // unless `dtype=` says otherwise); a storage inside a list is read as its bytes.
        let dt = a.dtype("dtype")?.unwrap_or(crate::dtype::DType::Int64);
        let e = ops::empty(&[0], dt, st.device())?;
        let at = st.window_start() / dt.itemsize();
        crate::ops::view::set_storage_(&e, st, crate::layout::Layout::new(vec![0], vec![1], at)?)?;
        return finish(e, a);
    }
    if let Some(d) = crate::interp::storage_obj::storages_as_lists(&data)? {
        data = d;
    }
    if crate::interp::numpy_bridge::is_ndarray(&data) {
        // The array's own memory as a tensor (PyTorch refuses negative strides here too).
        let shared = crate::interp::numpy_bridge::ndarray_to_tensor(it, &data)?;
        if a.fname() == "as_tensor" {
            // as_tensor aliases the array unless a dtype or device asks for a conversion.
            let dt = a.dtype("dtype")?.unwrap_or(shared.dtype());
            let dev = a
                .device("device")?
                .or_else(crate::device::context_device)
                .unwrap_or(shared.device());
            return Ok(Value::Tensor(ops::to_device(
                &ops::to_dtype(&shared, dt)?,
                dev,
            )?));
        }
        data = Value::Tensor(shared);
    }
    if let (Value::Tensor(src), "as_tensor") = (&data, a.fname()) {
        // as_tensor shares: the tensor itself (the same object, its graph kept) unless a
        // dtype or device (a `with torch.device` block's too) asks for a conversion (then `to`'s, ToCopyBackward0 and all).
        let dt = a.dtype("dtype")?.unwrap_or(src.dtype());
        let dev = a
            .device("device")?
            .or_else(crate::device::context_device)
            .unwrap_or(src.device());
        if dt == src.dtype() && dev == src.device() {
            return Ok(data.clone());
        }
        return Ok(Value::Tensor(ops::to_device_grad(
            &ops::to_dtype_grad(src, dt)?,
            dev,
        )?));
    }
    if let Value::Tensor(src) = &data {
        if given_a_tensor {
            crate::warnings::warn(crate::warnings::Category::User, "To copy construct from a tensor, it is recommended to use sourceTensor.detach().clone() or sourceTensor.detach().clone().requires_grad_(True), rather than torch.tensor(sourceTensor).");
        }
        // torch.tensor(t) copies (and warns in PyTorch) as `t.to(dtype, copy=True)` does:
        // a dense source keeps its strides (`torch.tensor(x.t())` is still transposed).
        let dt = a.dtype("dtype")?.unwrap_or(src.dtype());
        let copy = if dt == src.dtype() {
            ops::clone(src, MemoryFormat::Preserve)?
        } else {
            ops::to_dtype(src, dt)?
        };
        // The data's own device unless `device=` (or a `with torch.device` block, which
        // passes it for the call) names another: internal_new_from_data's `device_opt`.
        let dev = a
            .device("device")?
            .or_else(crate::device::context_device)
            .unwrap_or(src.device());
        let copy = ops::to_device(&copy, dev)?;
        return finish(crate::autograd::detach(&copy), a);
    }
    let given = a.dtype("dtype")?;
    let (inferred, has_numpy) = data_dtype(&data);
    let dt = given.or(inferred);
    // Numpy scalars among the data count with their own dtype (above), then as numbers.
    let data = if has_numpy {
        crate::interp::numpy_bridge::numpy_data_as_numbers(it, &data)?
    } else {
        data
    };
    let (vals, shape) = crate::interp::torch_api::nested_values_as(&data, dt, given.is_some())?;
    if a.bool_or("requires_grad", false)?
        && !dt.unwrap_or(ops::factory::infer_dtype(&vals)).is_floating()
    {
        return Err(runtime(
            "Only Tensors of floating point and complex dtype can require gradients",
        ));
    }
    finish(ops::tensor(&vals, &shape, dt, device_arg(a)?)?, a)
}

/// The dtype `torch.tensor(data)` infers when tensors are among the data: PyTorch's
/// `infer_scalar_type` promotes over every item, a tensor counting as its dtype
/// (`[torch.tensor(1., dtype=torch.float64), 2.]` is float64, a list of int32 tensors
/// int32). None when no tensor is inside: the values alone decide then
/// (`ops::factory::infer_dtype`). It runs before the values are read (their refusals
/// depend on it), so it stops at a list inside itself (which `nested_values` then refuses)
/// and at PyTorch's 128 dims.
fn data_dtype(data: &Value) -> (Option<DType>, bool) {
    struct Walk {
        acc: Option<DType>,
        tensors: bool,
        numpy: bool,
        open: Vec<usize>,
    }
    fn walk(v: &Value, depth: usize, w: &mut Walk) {
        let item = match v {
            Value::Tensor(t) => {
                w.tensors = true;
                t.dtype()
            }
            Value::Bool(_) => DType::Bool,
            Value::Int(_) | Value::BigInt(_) => DType::Int64,
            Value::Float(_) => crate::dtype::default_float(),
            // An empty sequence counts as the default float (`infer_scalar_type`).
            Value::Range(start, stop, step) => {
                match crate::interp::builtins::range_len_checked(*start, *stop, *step) {
                    Ok(0) => crate::dtype::default_float(),
                    _ => DType::Int64,
                }
            }
            Value::List(l) if l.borrow().is_empty() => crate::dtype::default_float(),
            Value::Tuple(_) | Value::Size(_) if v.tuple_items().is_some_and(|t| t.is_empty()) => {
                crate::dtype::default_float()
            }
            // `[np.float64(1.0), 2.0]` is float64, as PyTorch infers a numpy scalar's type.
            Value::Instance(_) if crate::interp::numpy_bridge::is_numpy_scalar(v) => {
                match crate::interp::numpy_bridge::numpy_scalar_dtype(v) {
                    Some(d) => {
                        w.tensors = true;
                        w.numpy = true;
                        d
                    }
                    None => return,
                }
            }
            // An array among the data counts with its dtype (`[np.zeros(3, np.float32)]`
            // is float32), its values read as numbers after.
            Value::Instance(_) if crate::interp::numpy_bridge::is_ndarray(v) => {
                w.numpy = true;
                match crate::interp::numpy_bridge::ndarray_dtype(v) {
                    Some(d) => {
                        w.tensors = true;
                        d
                    }
                    None => return,
                }
            }
            Value::List(l) if depth < 128 => {
                let id = std::rc::Rc::as_ptr(l) as *const () as usize;
                if w.open.contains(&id) {
                    return;
                }
                w.open.push(id);
                for i in l.borrow().iter() {
                    walk(i, depth + 1, w);
                }
                w.open.pop();
                return;
            }
            Value::Tuple(_) | Value::Size(_) if depth < 128 => {
                for i in v.tuple_items().unwrap_or_default() {
                    walk(&i, depth + 1, w);
                }
                return;
            }
            _ => return,
        };
        w.acc = Some(w.acc.map_or(item, |a| DType::promote(a, item)));
    }
    let mut w = Walk {
        acc: None,
        tensors: false,
        numpy: false,
        open: Vec::new(),
    };
    walk(data, 0, &mut w);
    (w.acc.filter(|_| w.tensors), w.numpy)
}

/// c10's printing of a CPU tensor's options, as the legacy constructors' refusal shows them.
fn tensor_options_text(d: DType) -> String {
    let name = match d {
        DType::Float32 => "float",
        DType::Float64 => "double",
        DType::Int64 => "long int",
        DType::Int32 => "int",
        DType::Int16 => "short int",
        DType::Int8 => "signed char",
        DType::UInt8 => "unsigned char",
        DType::Float16 => "c10::Half",
        DType::BFloat16 => "c10::BFloat16",
        DType::Bool => "bool",
        d => d.c_type_name(),
    };
    format!("TensorOptions(dtype={name}, device=cpu, layout=Strided, requires_grad=false (default), pinned_memory=false (default), memory_format=(nullopt))")
}

/// The dtype of a legacy tensor type (`LongTensor`; `Tensor` is the default float type).
pub fn legacy_tensor_dtype(name: &str) -> Option<DType> {
    Some(match name {
        "DoubleTensor" => DType::Float64,
        "LongTensor" => DType::Int64,
        "IntTensor" => DType::Int32,
        "ShortTensor" => DType::Int16,
        "CharTensor" => DType::Int8,
        "ByteTensor" => DType::UInt8,
        "HalfTensor" => DType::Float16,
        "BFloat16Tensor" => DType::BFloat16,
        "BoolTensor" => DType::Bool,
        "FloatTensor" => DType::Float32,
        "Tensor" => crate::dtype::default_float(),
        _ => return None,
    })
}

/// `torch.Tensor(...)` and the typed legacy constructors: sizes make an uninitialized tensor
/// of that shape (ours holds zeros), a sequence or tensor becomes the data, in the
/// constructor's fixed dtype (`torch.Tensor` is the default float type whatever the data).
fn legacy_constructor(it: &mut Interp, a: &Bound) -> Result<Value> {
    let dt = legacy_tensor_dtype(a.fname()).unwrap_or_else(crate::dtype::default_float);
    // Not one of the factories a `with torch.device(...)` block intercepts
    // (torch/utils/_device.py's `_device_constructors`): the base device, whatever the block.
    let dev = a
        .device("device")?
        .unwrap_or_else(crate::device::base_device);
    if dev == crate::Device::Meta {
        return Err(runtime(
            "legacy constructor expects device type: cpu but device type: meta was passed",
        ));
    }
    let args: Vec<Value> = a
        .varargs("args")
        .iter()
        .map(|v| numpy_int_as_size(it, v))
        .collect::<Result<_>>()?;
    let sizes = match args.as_slice() {
        [] => Some(vec![0]),
        [Value::Size(s)] => Some(s.iter().map(|&x| x as i64).collect()),
        [Value::Int(_), ..] if args.iter().all(|v| matches!(v, Value::Int(_))) => {
            Some(varargs_ints(&args, a.fname())?)
        }
        _ => None,
    };
    if let Some(sizes) = sizes {
        let shape = ops::factory::check_shape(&sizes)?;
        let t = ops::zeros(&shape, Some(dt), dev)?;
        // Uninitialized memory: NaN or the largest value in deterministic mode.
        ops::determinism::fill_if_deterministic(&t)?;
        return Ok(Value::Tensor(t));
    }
    match args.as_slice() {
        // A tensor of the constructor's own type comes back as an alias (AliasBackward0); another is refused
        // (PyTorch's legacy constructor does not convert).
        [Value::Tensor(t)] if t.dtype() != dt => Err(type_error(format!(
            "expected {} (got {})",
            tensor_options_text(dt),
            tensor_options_text(t.dtype())
        ))),
        [Value::Tensor(t)] => Ok(Value::Tensor(ops::view::alias(t)?)),
        // An array is not copied either (PyTorch's legacy_new_from_sequence passes
        // copy_numpy=false): the tensor shares its memory when the dtype is the
        // constructor's, else it is `to`'s conversion, layout kept (`torch.Tensor(float64
        // array)` is a float32 copy).
        [data] if crate::interp::numpy_bridge::is_ndarray(data) => {
            let shared = crate::interp::numpy_bridge::ndarray_to_tensor(it, data)?;
            Ok(Value::Tensor(ops::to_device(
                &ops::to_dtype(&shared, dt)?,
                dev,
            )?))
        }
        [v] if crate::interp::numpy_bridge::is_numpy_scalar(v) => Err(type_error(format!(
            "new(): data must be a sequence (got numpy.{})",
            crate::interp::numpy_bridge::numpy_scalar_dtype(v)
                .map(|d| d.name().to_string())
                .unwrap_or_else(|| v.type_name())
        ))),
        [v @ (Value::Float(_) | Value::Bool(_))] => Err(type_error(format!(
            "new(): data must be a sequence (got {})",
            v.type_name()
        ))),
        [data] => {
            // Arrays and numpy scalars inside the list are read as their numbers.
            let data = crate::interp::numpy_bridge::numpy_data_as_numbers(it, data)?;
            let (vals, shape) = nested_values(&data)?;
            Ok(Value::Tensor(ops::tensor(&vals, &shape, Some(dt), dev)?))
        }
        _ => Err(type_error(format!(
            "new(): invalid data type '{}'",
            args.first().map(|v| v.type_name()).unwrap_or_default()
        ))),
    }
}

/// A NumPy integer scalar as the int it holds: the legacy constructor reads it with
/// `__index__`, so `torch.Tensor(np.int64(2))` is a size, as `torch.Tensor(2)` is.
fn numpy_int_as_size(it: &mut Interp, v: &Value) -> Result<Value> {
    let integral = |d: DType| !d.is_floating() && d != DType::Bool;
    // A 0-d integer array has `__index__` too (`torch.Tensor(np.array(2))` is a size).
    if crate::interp::numpy_bridge::is_ndarray(v) {
        let t = crate::interp::numpy_bridge::ndarray_to_tensor(it, v)?;
        if t.ndim() == 0 && integral(t.dtype()) {
            return Ok(Value::Int(ops::item(&t)?.to_i64()));
        }
        return Ok(v.clone());
    }
    Ok(
        match (v, crate::interp::numpy_bridge::numpy_scalar_dtype(v)) {
            (Value::Instance(i), Some(d))
                if crate::interp::numpy_bridge::is_numpy_scalar(v) && integral(d) =>
            {
                i.get("_v").unwrap_or_else(|| v.clone())
            }
            _ => v.clone(),
        },
    )
}

/// zeros, ones, empty, rand, randn: sizes as varargs or one sequence.
fn sized_fill(_: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    check_factory_extras(a)?;
    let sizes = spread_ints(a, "size")?;
    // torch.zeros checks its sizes itself, before the allocator's generic message.
    if name == "zeros" && sizes.iter().any(|&s| s < 0) {
        return Err(runtime("zeros: Dimension size must be non-negative."));
    }
    let shape = ops::factory::check_shape(&sizes)?;
    let (dt, dev) = (a.dtype("dtype")?, device_arg(a)?);
    let t = match name {
        "empty" => match a.memory_format_or("memory_format", MemoryFormat::Contiguous)? {
            MemoryFormat::Contiguous => ops::zeros(&shape, dt, dev)?,
            MemoryFormat::Preserve => return Err(runtime("unsupported memory format Preserve")),
            fmt => ops::empty_strided(
                &shape,
                &fmt.strides_for_shape(&shape)?,
                dt.unwrap_or_else(crate::dtype::default_float),
                dev,
            )?,
        },
        "zeros" => ops::zeros(&shape, dt, dev)?,
        "ones" => ops::ones(&shape, dt, dev)?,
        "rand" => ops::random::rand(&shape, dt, dev)?,
        _ => ops::random::randn(&shape, dt, dev)?,
    };
    if name == "empty" {
        ops::determinism::fill_if_deterministic(&t)?;
    }
    finish(t, a)
}

fn full(_: &mut Interp, a: &Bound) -> Result<Value> {
    check_factory_extras(a)?;
    let shape = ops::factory::check_shape(&a.int_list("size")?.unwrap_or_default())?;
    let v = a
        .scalar("fill_value")?
        .ok_or_else(|| type_error("full() missing fill_value"))?;
    finish(ops::full(&shape, v, a.dtype("dtype")?, device_arg(a)?)?, a)
}

fn empty_strided(_: &mut Interp, a: &Bound) -> Result<Value> {
    check_factory_extras(a)?;
    let shape = ops::factory::check_shape(&a.int_list("size")?.unwrap_or_default())?;
    let stride = restride_negative(&shape, &a.int_list("stride")?.unwrap_or_default())?;
    if shape.len() != stride.len() {
        return Err(runtime(format!(
            "dimensionality of sizes ({}) must match dimensionality of strides ({})",
            shape.len(),
            stride.len()
        )));
    }
    let dt = a
        .dtype("dtype")?
        .unwrap_or_else(crate::dtype::default_float);
    let t = ops::empty_strided(&shape, &stride, dt, device_arg(a)?)?;
    ops::determinism::fill_if_deterministic(&t)?;
    finish(t, a)
}

/// `empty_strided`'s strides as c10 takes them: the storage size is computed with the
/// strides as given (a negative one on a dim of two or more elements overflows it, unless
/// the tensor is empty), then `set_sizes_and_strides` replaces each negative stride by the
/// contiguous one over the dims after it.
fn restride_negative(shape: &[usize], stride: &[i64]) -> Result<Vec<usize>> {
    let numel: usize = shape.iter().product();
    let overflows = shape.iter().zip(stride).any(|(&n, &s)| s < 0 && n >= 2);
    if numel > 0 && overflows && shape.len() == stride.len() {
        return Err(runtime(format!(
            "Storage size calculation overflowed with sizes={} and strides={}",
            crate::error::fmt_list(shape),
            crate::error::fmt_list(stride)
        )));
    }
    let mut out = vec![0usize; stride.len()];
    for d in (0..stride.len()).rev() {
        out[d] = if stride[d] >= 0 {
            ops::factory::check_shape(&stride[d..=d])?[0]
        } else if d + 1 == stride.len() {
            1
        } else {
            out[d + 1].saturating_mul(shape.get(d + 1).copied().unwrap_or(1).max(1))
        };
    }
    Ok(out)
}

/// `randint(high, size)` and `randint(low, high, size)`.
fn randint(_: &mut Interp, a: &Bound) -> Result<Value> {
    check_factory_extras(a)?;
    let pos = a.varargs("args");
    // PyTorch's parser reads low and high as int64: a Python int past it is its overflow,
    // never a skipped argument (`randint(5, 2**70, (2,))` must not draw from [0, 5)).
    let huge = |v: &Value| matches!(v, Value::BigInt(_));
    if pos.iter().any(huge) || ["low", "high"].iter().any(|k| a.get(k).is_some_and(huge)) {
        return Err(crate::error::value_error(
            "Overflow when unpacking long long",
        ));
    }
    let ints: Vec<&Value> = pos.iter().filter(|v| matches!(v, Value::Int(_))).collect();
    // PyTorch's two overloads, `(high, size)` and `(low, high, size)`, by position or by
    // keyword (`torch.randint(low=0, high=2, size=(2, 3))`).
    let (lo, hi) = match (ints.as_slice(), a.get("low"), a.get("high")) {
        ([], None, Some(h)) => (0, to_i64(h)?),
        ([], Some(l), Some(h)) => (to_i64(l)?, to_i64(h)?),
        ([l], None, Some(h)) => (to_i64(l)?, to_i64(h)?),
        ([h], None, None) => (0, to_i64(h)?),
        ([l, h, ..], None, None) => (to_i64(l)?, to_i64(h)?),
        // Only keywords, none of them high: the parser's `(high, size)` misses its first
        // argument, and names every required one from there (`randint(low=1, size=(2,))`).
        ([], _, None) => {
            return Err(a.parse_failure(type_error(
                "randint() missing 2 required positional argument: \"high\", \"size\"",
            )))
        }
        _ => return Err(a.parse_failure(type_error("randint() missing required argument 'high'"))),
    };
    // An explicit `size=None` (or any other non-list) is the parser's type error.
    if let Some(v) = a
        .named_values()
        .find(|(n, _)| *n == "size")
        .and_then(|(_, v)| v)
    {
        if a.given("size") && !matches!(v, Value::Tuple(_) | Value::List(_) | Value::Size(_)) {
            return Err(a.parse_failure(type_error(format!(
                "randint(): argument 'size' must be tuple of ints, not {}",
                crate::interp::args::parser_type_name(v)
            ))));
        }
    }
    // Two arguments fit only `(high, size)`: a second int is a size of the wrong type.
    if let ([_, second], None) = (pos.as_slice(), a.get("size")) {
        if !matches!(second, Value::Tuple(_) | Value::List(_) | Value::Size(_)) {
            return Err(type_error(format!(
                "randint(): argument 'size' (position 2) must be tuple of ints, not {}",
                second.type_name()
            )));
        }
    }
    let size = pos
        .iter()
        .find(|v| matches!(v, Value::Tuple(_) | Value::List(_) | Value::Size(_)))
        .or(a.get("size"))
        .ok_or_else(|| {
            a.parse_failure(type_error(
                "randint() missing 1 required positional arguments: \"size\"",
            ))
        })?;
    let shape = ops::factory::check_shape(&int_list(size)?)?;
    let t = ops::random::randint(lo, hi, &shape, a.dtype("dtype")?, device_arg(a)?)?;
    finish(t, a)
}

/// ATen's range and permutation kernels have no bool instance.
fn refuse_bool(kernel: &str, a: &Bound) -> Result<()> {
    match a.dtype("dtype")? {
        Some(dt) => ops::order::refuse_bool(kernel, dt),
        None => Ok(()),
    }
}

fn randperm(_: &mut Interp, a: &Bound) -> Result<Value> {
    check_factory_extras(a)?;
    refuse_bool("randperm", a)?;
    let n = a.i64_or("n", 0)?;
    if n < 0 {
        return Err(runtime(format!(
            "Trying to create tensor with negative dimension {n}: [{n}]"
        )));
    }
    let mut t = ops::random::randperm(ops::factory::size_from_i64(n), device_arg(a)?)?;
    if let Some(d) = a.dtype("dtype")? {
        t = ops::to_dtype(&t, d)?;
    }
    finish(t, a)
}

fn arange(_: &mut Interp, a: &Bound) -> Result<Value> {
    check_factory_extras(a)?;
    refuse_bool("arange_cpu", a)?;
    let s0 = a.scalar("start")?.unwrap_or(Scalar::Int(0));
    let (start, end) = match a.scalar("end")? {
        Some(e) => (s0, e),
        None => (Scalar::Int(0), s0),
    };
    let step = a.scalar("step")?.unwrap_or(Scalar::Int(1));
    finish(
        ops::arange(start, end, step, a.dtype("dtype")?, device_arg(a)?)?,
        a,
    )
}

fn linspace(_: &mut Interp, a: &Bound) -> Result<Value> {
    check_factory_extras(a)?;
    refuse_bool("linspace_cpu", a)?;
    let (start, end) = (a.f64_or("start", 0.0)?, a.f64_or("end", 0.0)?);
    let steps = a.i64_or("steps", 0)?;
    finish(
        ops::linspace(start, end, steps, a.dtype("dtype")?, device_arg(a)?)?,
        a,
    )
}

fn logspace(_: &mut Interp, a: &Bound) -> Result<Value> {
    check_factory_extras(a)?;
    refuse_bool("logspace_cpu", a)?;
    let start = a.scalar("start")?.unwrap_or(Scalar::Int(0));
    let end = a.scalar("end")?.unwrap_or(Scalar::Int(0));
    let (steps, base) = (a.i64_or("steps", 0)?, a.f64_or("base", 10.0)?);
    if steps < 0 {
        return Err(runtime("number of steps must be non-negative"));
    }
    let dt = a
        .dtype("dtype")?
        .unwrap_or_else(crate::dtype::default_float);
    // The tensor's size is checked before its values are computed (a 2**32-step
    // logspace once built a 64 GB list of values and aborted).
    let shape = [ops::factory::size_from_i64(steps)];
    // The values are built on the host whatever the device, so the host's cap applies.
    ops::check_new_tensor(&shape, dt, crate::device::Device::Cpu)?;
    let vals = logspace_values(start, end, steps, base, dt)?;
    let t = ops::factory::tensor(&vals, &shape, Some(DType::Float64), device_arg(a)?)?;
    // The double results become the dtype as C++ assigns them: rounded for floats,
    // truncated and wrapped for integers (a uint8 logspace to 1000 holds 232).
    finish(ops::to_dtype(&t, dt)?, a)
}

/// ATen's logspace: start and end as the dtype (checked, truncated for integers), their
/// difference in the dtype, the step in double; the first half counts up from start, the
/// second down from end, each `pow(base, x)` in double. One step is `pow(base, start)`.
fn logspace_values(
    start: Scalar,
    end: Scalar,
    steps: i64,
    base: f64,
    dt: DType,
) -> Result<Vec<Scalar>> {
    if steps == 1 {
        return Ok(vec![Scalar::Float(base.powf(start.to_f64()))]);
    }
    let as_dtype = |x: Scalar| -> Result<f64> {
        let x = x.checked_for(dt, true)?.to_f64();
        // Stored into the dtype: rounded for floats; truncated, then wrapped for integers
        // (a uint8 start of -1 is 255).
        Ok(crate::element::round_as(
            dt,
            if dt.is_floating() { x } else { x.trunc() },
        ))
    };
    let (s, e) = (as_dtype(start)?, as_dtype(end)?);
    let diff = match dt {
        // c10's Half and BFloat16 subtract in float and round the result.
        DType::Float16 | DType::BFloat16 => {
            crate::element::round_as(dt, (e as f32 - s as f32) as f64)
        }
        DType::Float32 => (e as f32 - s as f32) as f64,
        _ => e - s,
    };
    let step = diff / (steps - 1) as f64;
    let half = steps / 2;
    Ok((0..steps)
        .map(|i| {
            let x = if i < half {
                s + step * i as f64
            } else {
                e - step * (steps - i - 1) as f64
            };
            Scalar::Float(base.powf(x))
        })
        .collect())
}

fn eye(_: &mut Interp, a: &Bound) -> Result<Value> {
    check_factory_extras(a)?;
    let n = a.i64_or("n", 0)?;
    let m = a.i64("m")?;
    if n < 0 {
        return Err(runtime(format!("n must be greater or equal to 0, got {n}")));
    }
    if let Some(m) = m.filter(|&m| m < 0) {
        return Err(runtime(format!("m must be greater or equal to 0, got {m}")));
    }
    let t = ops::eye(
        ops::factory::size_from_i64(n),
        m.map(ops::factory::size_from_i64),
        a.dtype("dtype")?,
        device_arg(a)?,
    )?;
    finish(t, a)
}

fn like_fn(_: &mut Interp, a: &Bound) -> Result<Value> {
    let name = a.fname();
    check_factory_extras(a)?;
    let x = a.tensor("input")?;
    let fill = match name {
        "zeros_like" => Some(Scalar::Int(0)),
        "ones_like" => Some(Scalar::Int(1)),
        "full_like" => a.scalar("fill_value")?,
        _ => None,
    };
    let dev = match a.get("device") {
        None => None,
        Some(_) => Some(device_arg(a)?),
    };
    let fmt = a.memory_format("memory_format")?;
    let t = ops::like(&x, fill, a.dtype("dtype")?, fmt, dev)?;
    match name {
        "rand_like" => {
            let d = RandomDist::Uniform {
                low: 0.0,
                high: 1.0,
            };
            ops::random::fill_random_(&t, d)?
        }
        "randn_like" => {
            let d = RandomDist::Normal {
                mean: 0.0,
                std: 1.0,
            };
            ops::random::fill_random_(&t, d)?
        }
        "empty_like" => ops::determinism::fill_if_deterministic(&t)?,
        _ => {}
    }
    finish(t.as_fresh(), a)
}

/// `torch.Size(sizes)`.
pub fn size(it: &mut Interp, a: &Bound) -> Result<Value> {
    // torch.Size is a tuple subclass: any iterable of ints builds one (a generator too).
    if let Some(v) = a
        .get("sizes")
        .filter(|v| crate::interp::iterators::is_iterator(v))
    {
        let items = it.collect(v)?;
        let s = crate::interp::args::int_list(&Value::tuple(items))?;
        return Ok(Value::Size(Rc::new(ops::factory::check_shape(&s)?)));
    }
    let s = a.int_list("sizes")?.unwrap_or_default();
    Ok(Value::Size(Rc::new(ops::factory::check_shape(&s)?)))
}
