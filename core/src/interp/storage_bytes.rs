//! An untyped storage read as what PyTorch says it is: bytes. `len(s)`, `s[i]` (an int
//! 0..255, negative counting from the end) and `list(s)` give the storage's bytes in
//! memory order (little-endian), as `dlwpt`'s storage chapter lists them.

use super::value::Value;
use crate::error::{index_error, type_error, Result};
use crate::storage::Storage;
use crate::tensor::Tensor;

/// The bytes a script sees (a window's own), copied to the host.
pub fn bytes(st: &Storage) -> Result<Vec<u8>> {
    // A device buffer is brought to the host whole, in its own dtype.
    let whole = Tensor::from_parts(st.clone(), crate::layout::Layout::contiguous(&[st.len()]));
    let host = if st.device() == crate::Device::Cpu {
        whole
    } else {
        crate::ops::to_device(&whole, crate::Device::Cpu)?
    };
    let hs = host.storage();
    let buf = hs.cpu()?;
    let n = buf.len() * buf.dtype().itemsize();
    // SAFETY: the buffer's elements are plain numbers `n` bytes long in all, borrowed for
    // the copy below.
    let all = unsafe { std::slice::from_raw_parts(buf.as_ptr(), n) };
    let start = st.window_start().min(n);
    let end = (start + st.visible_nbytes()).min(n);
    Ok(all[start..end].to_vec())
}

/// `s[i]`: one byte as an int; PyTorch's IndexError and TypeError otherwise.
pub fn item(st: &Storage, index: &Value) -> Result<Value> {
    let k = match index {
        Value::Int(k) => *k,
        // PyTorch gives a new storage over the bytes; stridelab's storages are typed.
        v if matches!(v, Value::Slice(..)) || super::pyslice::GeneralSlice::of(v).is_some() => {
            return Err(crate::error::not_implemented(
                "slicing an untyped storage is not supported in stridelab (slice the tensor instead)",
            ))
        }
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
