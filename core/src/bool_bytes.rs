//! Bool memory read and written as bytes (`view(dtype)` between bool and another dtype).
//!
//! PyTorch's bool storage is one byte per element and its CPU kernels load a bool as
//! `byte != 0`: a uint8 tensor holding 2 viewed as bool prints True, sums as 1 and clones
//! to 1. A Rust `bool` must be 0 or 1, so the kernels here may never read any other byte
//! as one. Two rules at the dispatcher keep every read sound without slowing the
//! ordinary kernels:
//! - an input read as bool from memory of another dtype is handed to the kernel as a host
//!   bool copy of that memory (`byte != 0`), which is exactly what PyTorch's loads give;
//! - a kernel writing another dtype into bool memory has its bytes settled to 0 or 1 right
//!   after, before anything reads them as bools (docs/decisions.md, "Stop 73: bool bytes":
//!   the raw byte PyTorch would keep there is not kept).

use crate::device::Device;
use crate::dtype::DType;
use crate::error::Result;
use crate::kernels::{KernelCall, Operand};
use crate::storage::{CpuBuffer, Storage};

/// Another dtype written into bool memory.
fn writes_into_bools(o: &Operand) -> bool {
    o.storage.dtype() == DType::Bool && o.dtype != DType::Bool
}

/// The operands to run `call` with when an input reads bools from bytes that may hold
/// other values (memory of another dtype, or bool memory the same call writes as bytes);
/// None when the call can run as it is.
pub fn readable_operands(call: &KernelCall) -> Result<Option<Vec<Operand>>> {
    if call.operands.first().map(|o| o.storage.device()) != Some(Device::Cpu) {
        return Ok(None);
    }
    let written: Vec<&Storage> = call
        .outputs()
        .iter()
        .filter(|o| writes_into_bools(o))
        .map(|o| &o.storage)
        .collect();
    let needs = |o: &Operand| {
        o.dtype == DType::Bool
            && (o.storage.dtype() != DType::Bool || written.iter().any(|s| s.same(&o.storage)))
    };
    if !call.inputs().iter().any(needs) {
        return Ok(None);
    }
    let mut ops = call.operands.to_vec();
    for o in &mut ops[call.n_outputs..] {
        if needs(o) {
            o.storage = bool_copy(&o.storage)?;
        }
    }
    Ok(Some(ops))
}

/// The whole buffer behind `st` as bools, one per byte (layouts index it unchanged: a
/// bool operand's offsets and strides already count bytes).
fn bool_copy(st: &Storage) -> Result<Storage> {
    let bools: Vec<bool> = st.cpu()?.as_bytes().iter().map(|&b| b != 0).collect();
    Ok(Storage::scratch(CpuBuffer::Bool(bools)))
}

/// After `call` ran: bool memory it wrote as another dtype holds 0 or 1 again.
pub fn settle_outputs(call: &KernelCall) -> Result<()> {
    for o in call.outputs() {
        if writes_into_bools(o) && o.storage.device() == Device::Cpu {
            o.storage.cpu_mut()?.settle_bools();
        }
    }
    Ok(())
}

/// Bool memory written byte by byte outside a kernel (`UntypedStorage.__setitem__`,
/// `fill_`, `copy_`): settled the same way.
pub fn settle_storage(st: &Storage) -> Result<()> {
    if st.dtype() == DType::Bool && st.device() == Device::Cpu {
        st.cpu_mut()?.settle_bools();
    }
    Ok(())
}
