//! An untyped storage read as what PyTorch says it is: bytes. `len(s)`, `s[i]` (an int
//! 0..255, negative counting from the end) and `list(s)` give the storage's bytes in
//! memory order (little-endian), as `dlwpt`'s storage chapter lists them; writes go to
//! the same memory.

use super::value::Value;
use crate::error::{index_error, not_implemented, runtime, type_error, Result};
use crate::storage::Storage;
use crate::tensor::Tensor;

/// The bytes a script sees (a window's own), copied to the host.
pub fn bytes(st: &Storage) -> Result<Vec<u8>> {
    let (start, n) = (st.window_start(), st.visible_nbytes());
    if st.device() == crate::Device::Cpu {
        let buf = st.cpu()?;
        let all = buf.as_bytes();
        let start = start.min(all.len());
        return Ok(all[start..(start + n).min(all.len())].to_vec());
    }
    // A device buffer is brought to the host whole, in its own dtype.
    let whole = Tensor::from_parts(st.whole(), crate::layout::Layout::contiguous(&[st.len()]));
    let host = crate::ops::to_device(&whole, crate::Device::Cpu)?;
    let hs = host.storage();
    let buf = hs.cpu()?;
    let all = buf.as_bytes();
    let start = start.min(all.len());
    Ok(all[start..(start + n).min(all.len())].to_vec())
}

/// Writes `data` over the storage's bytes from byte `at` of what a script sees (a host
/// storage only: a device buffer is not written byte by byte). Bool memory is settled to
/// 0 and 1 after (bool_bytes.rs).
pub fn write(st: &Storage, at: usize, data: &[u8]) -> Result<()> {
    if st.device() != crate::Device::Cpu {
        return Err(not_implemented(format!(
            "writing the bytes of a {} storage is not supported in stridelab (write through a tensor instead)",
            st.device().name()
        )));
    }
    let start = st.window_start() + at;
    {
        let mut buf = st.cpu_mut()?;
        let all = buf.as_bytes_mut();
        all[start..start + data.len()].copy_from_slice(data);
    }
    crate::bool_bytes::settle_storage(st)
}

/// `s[a:b]`'s bytes as a range of what a script sees; None when `index` is no slice.
/// PyTorch slices with a step of 1 only.
pub fn slice_range(st: &Storage, index: &Value) -> Result<Option<(usize, usize)>> {
    let (lo, hi, step) = match index {
        Value::Slice(a, b, c) => (*a, *b, *c),
        v => match super::pyslice::GeneralSlice::of(v) {
            Some(g) => g.int_parts()?,
            None => return Ok(None),
        },
    };
    let step = step.unwrap_or(1);
    if step != 1 {
        return Err(runtime(format!(
            "Trying to slice with a step of {step}, but only a step of 1 is supported"
        )));
    }
    let n = st.visible_nbytes() as i64;
    let clamp = |v: Option<i64>, d: i64| match v {
        None => d,
        Some(x) if x < 0 => (x + n).max(0),
        Some(x) => x.min(n),
    };
    let (a, b) = (clamp(lo, 0), clamp(hi, n));
    Ok(Some((a as usize, b.max(a) as usize)))
}

/// `s[i] = v` and `s[a:b] = v`: bytes set from an int (wrapped to 0..255, as PyTorch's
/// uint8 store wraps it); PyTorch's RuntimeErrors otherwise.
pub fn set_item(st: &Storage, index: &Value, v: &Value) -> Result<()> {
    let b = match v {
        Value::Int(k) => *k as u8,
        Value::Bool(k) => u8::from(*k),
        other => {
            return Err(runtime(format!(
                "can only set storage content with a int types, but got {} instead",
                other.type_name()
            )))
        }
    };
    if let Some((a, e)) = slice_range(st, index)? {
        return write(st, a, &vec![b; e - a]);
    }
    let Value::Int(k) = index else {
        return Err(type_error(format!(
            "can't index a torch.UntypedStorage with {}",
            index.type_name()
        )));
    };
    let n = st.visible_nbytes() as i64;
    let at = if *k < 0 { k + n } else { *k };
    if at < 0 || at >= n {
        return Err(runtime("out of bounds"));
    }
    write(st, at as usize, &[b])
}

/// `s[i]`: one byte as an int; PyTorch's IndexError and TypeError otherwise.
pub fn item(st: &Storage, index: &Value) -> Result<Value> {
    let k = match index {
        Value::Int(k) => *k,
        other => {
            return Err(type_error(format!(
                "can't index a torch.UntypedStorage with {}",
                other.type_name()
            )))
        }
    };
    let n = st.visible_nbytes() as i64;
    let at = if k < 0 { k + n } else { k };
    if at < 0 || at >= n {
        return Err(index_error(format!(
            "index {at} out of range for storage of size {n}"
        )));
    }
    Ok(Value::Int(i64::from(bytes(st)?[at as usize])))
}

/// `list(s)`: every byte as an int.
pub fn items(st: &Storage) -> Result<Vec<Value>> {
    Ok(bytes(st)?
        .into_iter()
        .map(|b| Value::Int(i64::from(b)))
        .collect())
}
