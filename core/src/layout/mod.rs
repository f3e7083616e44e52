//! Shape, strides and storage offset: how a flat storage is read as an N-d tensor.
//!
//! Everything here is pure: a view op maps one layout to another, or to the error PyTorch
//! would raise. No storage is touched, which is why a view costs O(ndim).

pub mod advanced;
pub mod contiguity;
pub mod dims;
pub mod dtype_view;
pub mod extent;
pub mod inference;
pub mod memory_format;
pub mod reshape;
pub mod sections;
pub mod views;

pub use contiguity::*;
pub use dims::*;
pub use inference::*;
pub use memory_format::MemoryFormat;
pub use reshape::{infer_shape, view_strides};

use crate::error::{runtime, Result};

/// Strides are in elements and never negative: PyTorch refuses negative steps and strides
/// (`flip` copies), so `usize` states the invariant.
///
/// The fields are private so that every layout that exists has as many strides as dims and a
/// storage extent (and element count) that fits without overflow: [`Layout::new`] checks
/// this, [`Layout::contiguous`] and the view functions in this module derive layouts that
/// keep it. The hot paths (`numel`, `storage_index`, the loop plans) rely on it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct Layout {
    shape: Vec<usize>,
    strides: Vec<usize>,
    offset: usize,
}

impl Layout {
    /// A fresh row-major layout, as `torch.empty(shape)` makes.
    ///
    /// The caller provides a shape whose element count fits (every allocation path checks it
    /// with `extent::numel_of` first); row-major strides then reach exactly `numel - 1`.
    pub fn contiguous(shape: &[usize]) -> Layout {
        Layout {
            shape: shape.to_vec(),
            strides: contiguous_strides(shape),
            offset: 0,
        }
    }

    /// A layout from parts that may come from a script, checked as PyTorch checks them:
    /// as many strides as dims, an element count and a storage extent that fit.
    pub fn new(shape: Vec<usize>, strides: Vec<usize>, offset: usize) -> Result<Layout> {
        if shape.len() != strides.len() {
            return Err(runtime("mismatch in length of strides and shape"));
        }
        extent::numel_of(&shape)?;
        extent::storage_len_of(&shape, &strides, offset, 1)?;
        Ok(Layout {
            shape,
            strides,
            offset,
        })
    }

    /// A layout from parts the caller has already proven valid, without checking them again.
    ///
    /// Only for pure derivations from a valid layout (a view that keeps or shrinks the
    /// extent of its source, or the parts of a split of one) and for parts that went through
    /// the same checks as [`Layout::new`]. Debug builds assert the invariants.
    pub(crate) fn from_parts(shape: Vec<usize>, strides: Vec<usize>, offset: usize) -> Layout {
        debug_assert_eq!(shape.len(), strides.len());
        debug_assert!(extent::checked_storage_len(&shape, &strides, offset, 1).is_some());
        Layout {
            shape,
            strides,
            offset,
        }
    }

    /// The parts by value, for callers that take a layout apart.
    pub fn into_parts(self) -> (Vec<usize>, Vec<usize>, usize) {
        (self.shape, self.strides, self.offset)
    }

    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    pub fn strides(&self) -> &[usize] {
        &self.strides
    }

    pub fn offset(&self) -> usize {
        self.offset
    }

    pub fn ndim(&self) -> usize {
        self.shape.len()
    }

    pub fn numel(&self) -> usize {
        self.shape.iter().product()
    }

    pub fn is_contiguous(&self) -> bool {
        is_contiguous(&self.shape, &self.strides)
    }

    pub fn is_non_overlapping_and_dense(&self) -> bool {
        is_non_overlapping_and_dense(&self.shape, &self.strides)
    }

    /// Storage index of the element at a logical index.
    pub fn storage_index(&self, index: &[usize]) -> usize {
        self.offset
            + index
                .iter()
                .zip(&self.strides)
                .map(|(i, s)| i * s)
                .sum::<usize>()
    }

    /// The smallest storage length (in elements) this layout needs: one past its last
    /// element, or 0 when it has no elements (the offset alone needs nothing); `None` when
    /// that count overflows.
    pub fn required_storage_len(&self) -> Option<usize> {
        extent::checked_storage_len(&self.shape, &self.strides, self.offset, 1)
    }

    /// The storage indices of every element in logical row-major order.
    pub fn storage_indices(&self) -> StridedIndices<'_> {
        StridedIndices::new(self)
    }
}

/// Walks the storage offsets of a layout in row-major order, updating the offset
/// incrementally (one add per step, a carry per finished row) instead of recomputing it.
pub struct StridedIndices<'a> {
    layout: &'a Layout,
    index: Vec<usize>,
    next: Option<usize>,
}

impl<'a> StridedIndices<'a> {
    fn new(layout: &'a Layout) -> Self {
        let next = if layout.numel() == 0 {
            None
        } else {
            Some(layout.offset)
        };
        StridedIndices {
            layout,
            index: vec![0; layout.ndim()],
            next,
        }
    }
}

impl Iterator for StridedIndices<'_> {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        let current = self.next?;
        let mut off = current;
        let l = self.layout;
        let mut d = l.ndim();
        loop {
            if d == 0 {
                self.next = None;
                break;
            }
            d -= 1;
            self.index[d] += 1;
            off += l.strides[d];
            if self.index[d] < l.shape[d] {
                self.next = Some(off);
                break;
            }
            off -= l.strides[d] * self.index[d];
            self.index[d] = 0;
        }
        Some(current)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn strided_indices_walk_a_transpose() {
        let l = Layout::new(vec![3, 2], vec![1, 3], 0).unwrap();
        let got: Vec<usize> = l.storage_indices().collect();
        assert_eq!(got, vec![0, 3, 1, 4, 2, 5]);
    }

    #[test]
    fn strided_indices_respect_offset_and_zero_strides() {
        let l = Layout::new(vec![2, 3], vec![0, 2], 1).unwrap();
        let got: Vec<usize> = l.storage_indices().collect();
        assert_eq!(got, vec![1, 3, 5, 1, 3, 5]);
        let scalar = Layout::new(vec![], vec![], 7).unwrap();
        assert_eq!(scalar.storage_indices().collect::<Vec<_>>(), vec![7]);
        let empty = Layout::new(vec![2, 0], vec![1, 1], 0).unwrap();
        assert_eq!(empty.storage_indices().count(), 0);
    }

    #[test]
    fn required_len_is_one_past_last_element() {
        let l = |s: &[usize], st: &[usize], o| Layout::new(s.to_vec(), st.to_vec(), o).unwrap();
        assert_eq!(
            l(&[3, 4], &[1, 3], 2).required_storage_len(),
            Some(2 + 1 + 2 + 9)
        );
        assert_eq!(l(&[0, 4], &[4, 1], 5).required_storage_len(), Some(0));
        assert_eq!(l(&[], &[], 5).required_storage_len(), Some(6));
    }

    #[test]
    fn new_refuses_what_pytorch_refuses() {
        let e = Layout::new(vec![2], vec![usize::MAX], 0).unwrap_err();
        assert_eq!(
            e.message,
            format!(
                "Storage size calculation overflowed with sizes=[2] and strides=[{}]",
                usize::MAX
            )
        );
        let e = Layout::new(vec![2, 3], vec![1], 0).unwrap_err();
        assert_eq!(e.message, "mismatch in length of strides and shape");
        let e = Layout::new(vec![usize::MAX, 2], vec![0, 0], 0).unwrap_err();
        assert_eq!(e.message, "numel: integer multiplication overflow");
    }
}
