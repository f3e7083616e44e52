//! `torch.memory_format`: which strides a copy gets.

use super::{contiguous_strides, preserve_format_strides, Layout};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemoryFormat {
    /// Keep the input's strides when it is dense, else its dim order (`torch.preserve_format`).
    Preserve,
    /// Row-major (`torch.contiguous_format`).
    Contiguous,
}

impl MemoryFormat {
    /// The strides a copy of a tensor laid out as `l` gets in this format.
    pub fn strides_for(self, l: &Layout) -> Vec<usize> {
        match self {
            MemoryFormat::Preserve => preserve_format_strides(&l.shape, &l.strides),
            MemoryFormat::Contiguous => contiguous_strides(&l.shape),
        }
    }
}
