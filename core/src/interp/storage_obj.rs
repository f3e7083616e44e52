//! `torch.UntypedStorage`: the flat bytes under tensors, as PyTorch's storage lessons use
//! them. A script's storage is a handle on one of our (typed) buffers, read and written as
//! bytes in memory order; a slice is a new storage over part of the same memory.

use super::args::Args;
use super::eval::Interp;
use super::protocol::Object;
use super::storage_bytes;
use super::value::Value;
use crate::error::{not_implemented, runtime, type_error, Result};
use crate::storage::{CpuBuffer, Storage};
use std::any::Any;
use std::rc::Rc;

/// PyTorch's name for the class in its attribute errors and `type()`.
const CLASS: &str = "torch.storage.UntypedStorage";

/// `t.untyped_storage()`, `torch.UntypedStorage(...)` and a storage's slices.
pub struct StorageObj(pub Storage);

pub fn value(st: Storage) -> Value {
    Value::Object(Rc::new(StorageObj(st)))
}

/// A new host storage holding `bytes` (or the device's copy of them).
pub fn of_bytes(bytes: Vec<u8>, device: crate::Device) -> Result<Storage> {
    let n = bytes.len();
    let buf = CpuBuffer::U8(bytes);
    if device == crate::Device::Cpu {
        return Ok(Storage::from_cpu(buf));
    }
    let data = crate::dispatch::backend(device)?.upload(buf)?;
    Ok(Storage::with_data(
        crate::dtype::DType::UInt8,
        n,
        device,
        data,
    ))
}

/// The storage as `obj` holds it: an untyped storage, or `None`.
pub fn of_value(v: &Value) -> Option<Storage> {
    match v {
        Value::Object(o) => o.as_any().downcast_ref::<StorageObj>().map(|s| s.0.clone()),
        _ => None,
    }
}

impl Object for StorageObj {
    fn type_name(&self) -> String {
        "UntypedStorage".into()
    }
    /// PyTorch's `_pretty_str`: each byte on a line of its own, then the class line
    /// (a meta storage has no bytes to list).
    fn repr(&self) -> String {
        let st = &self.0;
        let n = st.visible_nbytes();
        let tail = format!("[{CLASS}(device={}) of size {n}]", st.device());
        if st.device() == crate::Device::Meta {
            return format!("...\n{tail}");
        }
        match storage_bytes::bytes(st) {
            Ok(b) => {
                let lines: Vec<String> = b.iter().map(|x| x.to_string()).collect();
                format!(" {}\n{tail}", lines.join("\n "))
            }
            Err(_) => tail,
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    /// PyTorch keeps one Python object per storage: `t.untyped_storage() is
    /// t.untyped_storage()`, and a view's storage is its base's.
    fn identity(&self) -> Option<usize> {
        Some(self.0.identity())
    }
    /// `len(s)`: its bytes, as PyTorch's untyped storage counts them (a window's own).
    fn py_len(&self) -> Option<usize> {
        Some(self.0.visible_nbytes())
    }
    /// `s[i]` (a byte as an int) and `s[a:b]` (a storage over those bytes).
    fn getitem(&self, _it: &mut Interp, _this: &Value, index: &Value) -> Result<Value> {
        match storage_bytes::slice_range(&self.0, index)? {
            Some((a, b)) => {
                let w = self.0.whole().window(self.0.window_start() + a, b - a)?;
                Ok(value(w))
            }
            None => storage_bytes::item(&self.0, index),
        }
    }
    fn setitem(&self, _it: &mut Interp, _this: &Value, index: &Value, v: Value) -> Result<()> {
        storage_bytes::set_item(&self.0, index, &v)
    }
    fn iterate(&self, _it: &mut Interp, _this: &Value) -> Result<Option<Vec<Value>>> {
        storage_bytes::items(&self.0).map(Some)
    }
    fn getattr(&self, _it: &mut Interp, this: &Value, name: &str) -> Result<Option<Value>> {
        Ok(match name {
            // Properties in PyTorch, not methods.
            "device" => Some(Value::Device(self.0.device())),
            "is_cuda" | "is_sparse" | "is_hpu" => Some(Value::Bool(false)),
            "filename" => Some(Value::None),
            n if METHODS.contains(&n) => Some(Value::method(this.clone(), name)),
            // PyTorch's class words its AttributeError with its module (dunders are
            // looked up elsewhere first, so they stay with the interpreter).
            n if !n.starts_with("__") => return Err(super::protocol::no_attribute(CLASS, n)),
            _ => None,
        })
    }
    fn call_method(&self, it: &mut Interp, this: &Value, name: &str, a: Args) -> Result<Value> {
        let st = &self.0;
        Ok(match name {
            "data_ptr" => Value::Int(st.visible_address() as i64),
            "nbytes" | "size" => Value::Int(st.visible_nbytes() as i64),
            // An untyped storage is bytes: its elements are one byte each.
            "element_size" => Value::Int(1),
            "is_shared" => Value::Bool(st.is_shared()),
            // One process: the memory is marked shared and stays where it is (docs/decisions.md).
            "share_memory_" => {
                st.mark_shared()?;
                this.clone()
            }
            "is_pinned" => Value::Bool(false),
            "tolist" => Value::list(storage_bytes::items(st)?),
            "type" => Value::str(CLASS),
            "untyped" => this.clone(),
            "cpu" if st.device() == crate::Device::Cpu => this.clone(),
            "cpu" => value(of_bytes(storage_bytes::bytes(st)?, crate::Device::Cpu)?),
            "clone" => value(of_bytes(storage_bytes::bytes(st)?, st.device())?),
            "new" => value(of_bytes(Vec::new(), st.device())?),
            "fill_" => {
                let [v] = one_arg(&a, "fill_")?;
                let b = match v {
                    Value::Int(k) => *k as u8,
                    Value::Bool(k) => u8::from(*k),
                    other => {
                        return Err(runtime(format!(
                            "fill_ expects int, but got {}",
                            other.type_name()
                        )))
                    }
                };
                storage_bytes::write(st, 0, &vec![b; st.visible_nbytes()])?;
                this.clone()
            }
            "copy_" => {
                let [src] = one_arg(&a, "copy_")?;
                let src = source_storage(it, src)?;
                let (n, m) = (st.visible_nbytes(), src.visible_nbytes());
                if n != m {
                    return Err(runtime(format!(
                        "size does not match, self was {n} bytes but src was {m} bytes"
                    )));
                }
                storage_bytes::write(st, 0, &storage_bytes::bytes(&src)?)?;
                this.clone()
            }
            "resize_" => {
                let [n] = one_arg(&a, "resize_")?;
                resize(st, super::args::to_i64(n)?)?;
                this.clone()
            }
            _ => return Err(super::protocol::no_attribute(CLASS, name)),
        })
    }
}

/// `s.resize_(n)`: new memory of `n` bytes, the old ones in front, new ones zero
/// (PyTorch leaves them uninitialised). Shrinking a storage a tensor still views would let
/// it read past the end (PyTorch then reads freed memory), so only a storage nothing else
/// holds may shrink.
fn resize(st: &Storage, n: i64) -> Result<()> {
    let itemsize = st.dtype().itemsize();
    if n < 0 {
        return Err(negative_bytes(n));
    }
    let n = n as usize;
    if st.device() != crate::Device::Cpu || st.is_window() || !n.is_multiple_of(itemsize) {
        return Err(not_implemented(format!(
            "resize_ of this storage to {n} bytes is not supported in stridelab (only a host storage's own memory, to a whole number of its {itemsize}-byte elements)"
        )));
    }
    if n > st.nbytes() && st.is_shared() {
        return Err(crate::error::runtime(
            "Trying to resize storage that is not resizable",
        ));
    }
    if n < st.nbytes() && st.ref_count() > 1 {
        return Err(not_implemented(
            "shrinking a storage that tensors still view is not supported in stridelab: they would read past its end",
        ));
    }
    crate::limits::check_alloc(n / itemsize, itemsize)?;
    let mut buf = CpuBuffer::zeros(st.dtype(), n / itemsize);
    buf.copy_prefix_from(&*st.cpu()?);
    st.replace_grown(n / itemsize, crate::storage::StorageData::Cpu(buf));
    Ok(())
}

/// The methods a script may call (the rest are PyTorch's AttributeError).
const METHODS: &[&str] = &[
    "data_ptr",
    "nbytes",
    "size",
    "element_size",
    "is_shared",
    "share_memory_",
    "is_pinned",
    "tolist",
    "type",
    "untyped",
    "cpu",
    "clone",
    "new",
    "fill_",
    "copy_",
    "resize_",
];

fn one_arg<'a>(a: &'a Args, name: &str) -> Result<[&'a Value; 1]> {
    match (a.pos.as_slice(), a.kw.is_empty()) {
        ([v], true) => Ok([v]),
        _ => Err(type_error(format!(
            "{name}() takes exactly one argument ({} given)",
            a.pos.len() + a.kw.len()
        ))),
    }
}

/// `copy_`'s source: a storage, untyped or typed (`t.storage()`, whose bytes are its
/// flat tensor's); a tensor is PyTorch's TypeError.
fn source_storage(it: &mut Interp, src: &Value) -> Result<Storage> {
    if let Some(s) = of_value(src) {
        return Ok(s);
    }
    if let Value::Instance(_) = src {
        if let Ok(Value::Tensor(flat)) = it.getattr(src, "_flat") {
            return Ok(flat.storage());
        }
    }
    Err(type_error(format!(
        "copy_(): argument 'src' (position 1) must be torch.Storage, not {}",
        src.type_name()
    )))
}

/// `torch.UntypedStorage()`, `(n)`, `(list of ints)`, `(bytes)`, with `device=`.
/// PyTorch leaves a new storage of `n` bytes uninitialised; ours holds zeros.
pub fn construct(a: &super::args::Bound) -> Result<Value> {
    let device = a.device("device")?.unwrap_or(crate::Device::Cpu);
    let bytes = match a.value_or_none("arg") {
        Value::None => Vec::new(),
        // A meta storage has a size and no memory, however large.
        Value::Int(n) if n >= 0 && device == crate::Device::Meta => {
            let data =
                crate::dispatch::backend(device)?.alloc(crate::dtype::DType::UInt8, n as usize)?;
            return Ok(value(Storage::with_data(
                crate::dtype::DType::UInt8,
                n as usize,
                device,
                data,
            )));
        }
        Value::Int(n) if n >= 0 => {
            crate::limits::check_alloc(n as usize, 1)?;
            vec![0u8; n as usize]
        }
        Value::Int(n) => return Err(negative_bytes(n)),
        src @ (Value::List(_) | Value::Tuple(_)) => {
            let kind = src.type_name();
            let items = match &src {
                Value::List(l) => l.borrow().clone(),
                other => other.tuple_items().unwrap_or_default(),
            };
            let mut out = Vec::with_capacity(items.len());
            for v in items {
                match v {
                    Value::Int(k) => out.push(k as u8),
                    Value::Bool(k) => out.push(u8::from(k)),
                    other => {
                        return Err(runtime(format!(
                            "torch.UntypedStorage(): tried to construct a storage from a sequence ({kind}), but one of the items was of type {} instead of int",
                            other.type_name()
                        )))
                    }
                }
            }
            out
        }
        // A storage given is copied, as PyTorch's constructor copies it.
        src if of_value(&src).is_some() => {
            storage_bytes::bytes(&of_value(&src).unwrap_or_else(|| unreachable!()))?
        }
        src => match super::pybytes::bytes_of(&src) {
            Some(b) => b.to_vec(),
            None => {
                return Err(runtime(format!(
                    "torch.UntypedStorage(): Expected a sequence type, but got {}",
                    src.type_name()
                )))
            }
        },
    };
    Ok(value(of_bytes(bytes, device)?))
}

/// A storage inside `torch.tensor`'s data (`torch.tensor([s])`) is read as the sequence of
/// its bytes; the data with each such storage replaced by its list of ints, or None when it
/// holds none. Each list is looked into once (a list holding itself, or one sublist shared
/// a million times, is left to `torch.tensor`'s own checks).
pub fn storages_as_lists(v: &Value) -> Result<Option<Value>> {
    if !holds_storage(v, &mut std::collections::HashSet::new()) {
        return Ok(None);
    }
    replace(v, &mut Vec::new()).map(Some)
}

fn container_id(v: &Value) -> Option<usize> {
    match v {
        Value::List(l) => Some(Rc::as_ptr(l) as *const u8 as usize),
        Value::Tuple(t) => Some(Rc::as_ptr(t) as *const u8 as usize),
        _ => None,
    }
}

fn children(v: &Value) -> Vec<Value> {
    match v {
        Value::List(l) => l.borrow().clone(),
        Value::Tuple(_) => v.tuple_items().unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// Whether a storage is anywhere in the data (a walk with its own stack: data may nest
/// deeper than the thread's stack allows).
fn holds_storage(v: &Value, seen: &mut std::collections::HashSet<usize>) -> bool {
    let mut todo = vec![v.clone()];
    while let Some(x) = todo.pop() {
        if of_value(&x).is_some() {
            return true;
        }
        if container_id(&x).is_some_and(|id| seen.insert(id)) {
            todo.extend(children(&x));
        }
    }
    false
}

/// The data with its storages as lists; a list met again inside itself stays as it is.
fn replace(v: &Value, path: &mut Vec<usize>) -> Result<Value> {
    if let Some(st) = of_value(v) {
        return Ok(Value::list(storage_bytes::items(&st)?));
    }
    // Deeper than any data a storage sits in: left for `torch.tensor` to judge.
    let Some(id) = container_id(v).filter(|id| !path.contains(id) && path.len() < 256) else {
        return Ok(v.clone());
    };
    path.push(id);
    let mut out = Vec::new();
    for x in children(v) {
        out.push(replace(&x, path)?);
    }
    path.pop();
    Ok(match v {
        Value::List(_) => Value::list(out),
        _ => Value::tuple(out),
    })
}

/// PyTorch's allocator refusing a negative size (seen as the unsigned number it became).
fn negative_bytes(n: i64) -> crate::error::TorchError {
    runtime(format!(
        "[enforce fail at alloc_cpu.cpp:98] ((ptrdiff_t)nbytes) >= 0. alloc_cpu() seems to have been called with negative number: {}",
        n as u64
    ))
}
