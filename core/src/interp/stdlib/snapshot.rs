//! What `torch.save` keeps of its tensors, as PyTorch's pickling keeps it: each storage
//! whole (a saved view is a view again after loading, with its offset and strides), one
//! copy per storage (views saved together still share memory), `requires_grad` and
//! Parameter-ness. Not the gradient nor the history: a loaded tensor is a leaf.

use crate::autograd::{make_parameter, set_requires_grad, NoGradGuard};
use crate::error::Result;
use crate::layout::{Layout, MemoryFormat};
use crate::tensor::Tensor;
use std::collections::HashMap;

/// `known` pairs an original tensor with a copy made earlier (a `copy.deepcopy` memo):
/// their storage is not copied again, so views copied in separate calls still share.
pub fn snapshot_tensors(tensors: &[Tensor], known: &[(Tensor, Tensor)]) -> Result<Vec<Tensor>> {
    let _plain = NoGradGuard::new();
    let mut storages: HashMap<u64, Tensor> = known
        .iter()
        .map(|(orig, copy)| (orig.storage().id(), copy.clone()))
        .collect();
    tensors
        .iter()
        .map(|t| {
            let st = t.storage();
            // A window of NumPy's memory (`torch.from_numpy` of a view) is saved as the
            // storage PyTorch has there: the window's bytes, offsets counted from its start.
            let (start, len) = t.storage_window();
            let whole = match storages.get(&st.id()) {
                Some(w) => w.clone(),
                None => {
                    let all = match st.is_window() {
                        true => t.alias_with(Layout::new(vec![len], vec![1], start)?),
                        false => Tensor::from_parts(st.clone(), Layout::contiguous(&[st.len()])),
                    };
                    let copy = crate::ops::clone(&all, MemoryFormat::Contiguous)?;
                    storages.insert(st.id(), copy.clone());
                    copy
                }
            };
            let l = t.layout();
            let l = Layout::new(l.shape().to_vec(), l.strides().to_vec(), t.storage_offset())?;
            let out = whole.alias_with(l);
            // The copy holds the same bytes: a `view(dtype)` tensor reads them as it did.
            out.set_dtype_view(t.dtype());
            if t.autograd().is_parameter {
                make_parameter(&out, t.requires_grad())?;
            } else if t.requires_grad() {
                set_requires_grad(&out, true)?;
            }
            Ok(out)
        })
        .collect()
}
