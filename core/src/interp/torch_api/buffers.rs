//! `torch.frombuffer` and `torch.asarray`: tensors over a Python object's memory.
//!
//! A bytearray (or a memoryview of one) shares its bytes with the tensor: they move into a
//! uint8 storage that both read (`pybytearray.rs`), so a write on either side shows on the
//! other, as in PyTorch. A `bytes` is immutable in stridelab (its buffer has no storage to
//! share), so its tensor is a copy; PyTorch warns there that writing through the tensor is
//! unsupported, and the warning is given as PyTorch gives it (docs/decisions.md,
//! "bytearray memory shared with tensors").

use super::Torch;
use crate::dtype::DType;
use crate::error::{not_implemented, runtime, type_error, value_error, Result};
use crate::interp::args::{Args, Bound};
use crate::interp::eval::Interp;
use crate::interp::pybytearray::PyByteArray;
use crate::interp::pymemoryview::PyMemoryView;
use crate::interp::value::Value;
use crate::layout::{Layout, MemoryFormat};
use crate::ops;
use crate::storage::{CpuBuffer, Storage};
use crate::tensor::Tensor;

pub fn register(r: &mut Torch) {
    let topic = "creation";
    r.add(
        topic,
        &["frombuffer"],
        "buffer, *, dtype, count=-1, offset=0, requires_grad=False",
        |it, a| frombuffer(it, &a.value("buffer")?, a),
    );
    r.add(
        topic,
        &["asarray"],
        "obj, *, dtype=None, device=None, copy=None, requires_grad=None",
        asarray,
    );
    r.add(
        "storage",
        &["UntypedStorage"],
        "arg=None, *, device=None",
        |_, a| crate::interp::storage_obj::construct(a),
    );
}

const NOT_WRITABLE: &str = "The given buffer is not writable, and PyTorch does not support non-writable tensors. This means you can write to the underlying (supposedly non-writable) buffer using the tensor. You may want to copy the buffer to protect its data or make it writable before converting it to a tensor. This type of warning will be suppressed for the rest of this program.";
const NOT_WRITABLE_AT: &str = "/__w/pytorch/pytorch/torch/csrc/utils/tensor_new.cpp:1568";

/// The memory behind a buffer-protocol object: the shared storage of a bytearray (and
/// where a memoryview of it starts), or a copy of a read-only object's bytes.
fn buffer_memory(obj: &Value) -> Result<(Storage, usize, usize)> {
    if let Some(ba) = PyByteArray::of(obj) {
        return Ok((ba.storage(), 0, ba.len()));
    }
    if let Some(m) = PyMemoryView::of(obj) {
        // PyTorch asks for a simple (C-contiguous) buffer, whatever the view's format and
        // shape; a released view has none either.
        let Some((target, start, len)) = m.contiguous_span() else {
            return Err(runtime(
                "could not retrieve a contiguous buffer from the given object (non-contiguous buffers are not supported)",
            ));
        };
        if let Some(ba) = PyByteArray::of(&target) {
            if m.readonly()? {
                // `m.toreadonly()`: PyTorch's writable request fails, it warns and shares.
                crate::warnings::torch_warn_once(NOT_WRITABLE, NOT_WRITABLE_AT);
            }
            return Ok((ba.storage(), start, len));
        }
    }
    if let Some(data) = crate::interp::pybytearray::bytes_like(obj) {
        crate::warnings::torch_warn_once(NOT_WRITABLE, NOT_WRITABLE_AT);
        let data = data?;
        let len = data.len();
        return Ok((Storage::from_cpu(CpuBuffer::U8(data)), 0, len));
    }
    Err(value_error(
        "object does not implement Python buffer protocol.",
    ))
}

/// `torch.frombuffer(buffer, *, dtype, count=-1, offset=0, requires_grad=False)` with
/// PyTorch's checks, in its order.
fn frombuffer(_it: &mut Interp, obj: &Value, a: &Bound) -> Result<Value> {
    let dtype = a.dtype("dtype")?.ok_or_else(|| {
        type_error("frombuffer(): argument 'dtype' must be torch.dtype, not NoneType")
    })?;
    let (count, offset) = (a.i64_or("count", -1)?, a.i64_or("offset", 0)?);
    let (storage, start, len) = buffer_memory(obj)?;
    let elsize = dtype.itemsize() as i64;
    let len_i = len as i64;
    if len == 0 || count == 0 {
        return Err(value_error(format!(
            "both buffer length ({len}) and count ({count}) must not be 0"
        )));
    }
    if offset < 0 || offset >= len_i {
        return Err(value_error(format!(
            "offset ({offset} bytes) must be non-negative and no greater than buffer length ({len} bytes) minus 1"
        )));
    }
    if count < 0 && (len_i - offset) % elsize != 0 {
        return Err(value_error(format!(
            "buffer length ({} bytes) after offset ({offset} bytes) must be a multiple of element size ({elsize})",
            len_i - offset
        )));
    }
    let count = if count < 0 {
        (len_i - offset) / elsize
    } else {
        count
    };
    let end = count
        .checked_mul(elsize)
        .and_then(|n| n.checked_add(offset));
    // PyTorch computes the end as a wrapping size_t: an overflow that wraps to within the
    // buffer passes its check, and the tensor of `count` elements it then makes is a
    // MemoryError (with no message), not a read past the buffer.
    let wrapped = (count as u64)
        .wrapping_mul(elsize as u64)
        .wrapping_add(offset as u64);
    if end.is_none() && wrapped <= len_i as u64 {
        return Err(crate::error::TorchError::new(
            crate::error::ErrorKind::MemoryError,
            "",
        ));
    }
    if end.is_none_or(|end| end > len_i) {
        return Err(value_error(format!(
            "requested buffer length ({count} * {elsize} bytes) after offset ({offset} bytes) must not be greater than actual buffer length ({len} bytes)"
        )));
    }
    let at = start + offset as usize;
    if !at.is_multiple_of(dtype.itemsize()) {
        // Our kernels read whole elements counted from the buffer's start: such a tensor
        // cannot share the bytes, and a copy would not show the writes PyTorch's does.
        // (Bools are bytes read as `byte != 0`: bool_bytes.rs.)
        return Err(not_implemented(format!(
            "torch.frombuffer as torch.{} at byte {at} of the buffer is not supported in stridelab: it shares the buffer's bytes, read as whole elements from the buffer's start",
            dtype.name(),
        )));
    }
    let n = count as usize;
    let window = storage.window(at, n * dtype.itemsize())?;
    // The layout counts from the buffer's start, in elements; the window is what a
    // script sees (storage offset 0, as PyTorch's tensor over `buf + offset`).
    let t = Tensor::from_parts(
        window,
        Layout::new(vec![n], vec![1], at / dtype.itemsize())?,
    );
    t.set_dtype_view(dtype);
    a.finish_tensor(t)
}

/// The dtype PyTorch's asarray reads a buffer as when given none: its items' format
/// (`memoryview(b).cast('i')` is int32; bytes, a bytearray and 'c' are uint8).
fn format_dtype(obj: &Value) -> Result<DType> {
    let Some(m) = PyMemoryView::of(obj) else {
        return Ok(DType::UInt8);
    };
    let code = m.format().code;
    Ok(match code {
        b'c' | b'B' => DType::UInt8,
        b'b' => DType::Int8,
        b'?' => DType::Bool,
        b'h' => DType::Int16,
        b'i' => DType::Int32,
        b'l' | b'q' | b'n' => DType::Int64,
        b'f' => DType::Float32,
        b'd' => DType::Float64,
        b'P' => {
            return Err(value_error(
                "could not infer a dtype from buffer format 'P'. Please pass an explicit dtype= to torch.asarray.",
            ))
        }
        c => {
            return Err(not_implemented(format!(
                "torch.asarray of a buffer of format '{}' makes an unsigned tensor wider than 8 bits (torch.uint16/32/64), a dtype stridelab does not have; pass dtype=",
                c as char
            )))
        }
    })
}

/// `torch.asarray(obj, *, dtype, device, copy, requires_grad)`: PyTorch's tensor_new.cpp
/// order. A tensor, an array or a buffer is aliased unless `copy=True` or a dtype or device
/// change asks for a copy (`copy=False` then refuses); anything else is read as
/// `torch.tensor` reads it.
fn asarray(it: &mut Interp, a: &Bound) -> Result<Value> {
    // `torch.asarray(None)` binds (None is a value here); torch.tensor refuses it.
    let obj = a.value_or_none("obj");
    let dtype = a.dtype("dtype")?;
    let device = a.device("device")?;
    let copy = match a.get("copy") {
        None | Some(Value::None) => None,
        Some(_) => Some(a.bool_or("copy", false)?),
    };
    let requires_grad = match a.get("requires_grad") {
        None | Some(Value::None) => None,
        Some(_) => Some(a.bool_or("requires_grad", false)?),
    };
    let aliasable = if let Value::Tensor(t) = &obj {
        Some(t.clone())
    } else if crate::interp::numpy_bridge::is_ndarray(&obj) {
        Some(crate::interp::numpy_bridge::ndarray_to_tensor(it, &obj)?)
    } else if crate::interp::pybytearray::bytes_like(&obj).is_some() {
        let mut args = Args::new(vec![obj.clone()]);
        let read_as = match dtype {
            Some(d) => d,
            None => format_dtype(&obj)?,
        };
        args.kw.push(("dtype".into(), Value::DType(read_as)));
        match it.call(&Value::builtin("torch.frombuffer"), args)? {
            Value::Tensor(t) => Some(t),
            _ => None,
        }
    } else {
        None
    };
    let Some(mut t) = aliasable else {
        if copy == Some(false) {
            return Err(value_error("can't alias arbitrary sequence into a tensor."));
        }
        let mut args = Args::new(vec![obj]);
        if let Some(d) = dtype {
            args.kw.push(("dtype".into(), Value::DType(d)));
        }
        if let Some(d) = a.get("device") {
            args.kw.push(("device".into(), d.clone()));
        }
        args.kw.push((
            "requires_grad".into(),
            Value::Bool(requires_grad.unwrap_or(false)),
        ));
        return it.call(&Value::builtin("torch.tensor"), args);
    };
    let wrong_device = device.is_some_and(|d| d != t.device());
    let wrong_dtype = dtype.is_some_and(|d| d != t.dtype());
    if copy == Some(true) || (copy.is_none() && (wrong_device || wrong_dtype)) {
        t = if wrong_device || wrong_dtype {
            let to = ops::to_dtype_grad(&t, dtype.unwrap_or(t.dtype()))?;
            let moved = ops::to_device_grad(&to, device.unwrap_or(t.device()))?;
            if copy == Some(true) && moved.same(&t) {
                ops::clone(&moved, MemoryFormat::Preserve)?
            } else {
                moved
            }
        } else {
            ops::clone(&t, MemoryFormat::Preserve)?
        };
    } else {
        if let (true, Some(d)) = (wrong_device, device) {
            return Err(value_error(format!(
                "can't alias tensor from device '{}' to '{}'.",
                t.device(),
                d
            )));
        }
        if let (true, Some(d)) = (wrong_dtype, dtype) {
            return Err(value_error(format!(
                "can't alias tensor with dtype '{}' into dtype '{}'.",
                t.dtype().legacy_name(),
                d.legacy_name()
            )));
        }
    }
    match requires_grad {
        None if t.requires_grad() => crate::warnings::torch_warn_once(
            "torch.asarray: unspecified requires_grad now defaults to obj.requires_grad instead of False. Pass requires_grad=False explicitly to get the old behavior and silence this warning.",
            "/__w/pytorch/pytorch/torch/csrc/utils/tensor_new.cpp:1908",
        ),
        Some(want) if want != t.requires_grad() => {
            if t.is_leaf() {
                if want && !t.dtype().is_floating() {
                    return Err(runtime(
                        "Only Tensors of floating point and complex dtype can require gradients",
                    ));
                }
                // PyTorch sets the flag on the tensor itself, the caller's included.
                crate::autograd::set_requires_grad(&t, want)?;
            } else {
                t = crate::autograd::detach(&t);
            }
        }
        _ => {}
    }
    // The tensor itself when nothing changed (`torch.asarray(x) is x`).
    Ok(Value::Tensor(t))
}
