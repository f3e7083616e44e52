//! Every view op as a function from a layout to a new layout over the same storage.
//!
//! The layouts built here with `Layout::from_parts` (or by editing a clone's fields) are
//! derived from a valid `self`: they keep one stride per dim, and they reach no further
//! into storage than `self` does (select, slice, narrow, diagonal, unfold, permute,
//! squeeze, unsqueeze, view) or add only stride-0 and size-1 dims whose element count is
//! checked (expand). `as_strided`, whose parts come from a script, uses the checked
//! `Layout::new`.

use super::dims::{wrap_dim, wrap_index};
use super::extent::{numel_of, storage_len_of, to_usize};
use super::reshape::{infer_shape, view_strides};
use super::Layout;
use crate::error::{fmt_list, index_error, runtime, value_error, Result};

impl Layout {
    pub fn transpose(&self, d0: i64, d1: i64) -> Result<Layout> {
        let n = self.ndim();
        let (a, b) = (wrap_dim(d0, n)?, wrap_dim(d1, n)?);
        let mut l = self.clone();
        if n > 0 {
            l.shape.swap(a, b);
            l.strides.swap(a, b);
        }
        Ok(l)
    }

    /// `t()`: transpose of a matrix; 0-d and 1-d tensors come back unchanged.
    pub fn t(&self) -> Result<Layout> {
        if self.ndim() > 2 {
            return Err(runtime(format!(
                "t() expects a tensor with <= 2 dimensions, but self is {}D",
                self.ndim()
            )));
        }
        if self.ndim() < 2 {
            return Ok(self.clone());
        }
        self.transpose(0, 1)
    }

    /// `.mT`: swaps the last two dims of a batch of matrices.
    pub fn mt(&self) -> Result<Layout> {
        if self.ndim() < 2 {
            return Err(runtime(format!(
                "tensor.mT is only supported on matrices or batches of matrices. Got {}-D tensor.",
                self.ndim()
            )));
        }
        self.transpose(-2, -1)
    }

    /// `.T`: reverses all dims (PyTorch warns for ndim other than 2 but still does this).
    pub fn reverse_dims(&self) -> Layout {
        let mut l = self.clone();
        l.shape.reverse();
        l.strides.reverse();
        l
    }

    pub fn permute(&self, dims: &[i64]) -> Result<Layout> {
        let n = self.ndim();
        if dims.len() != n {
            return Err(runtime(format!(
                "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired ordering of dimensions i.e. input.dim() = {n} is not equal to len(dims) = {}",
                dims.len()
            )));
        }
        let mut seen = vec![false; n];
        let mut l = Layout::from_parts(Vec::with_capacity(n), Vec::with_capacity(n), self.offset);
        for &d in dims {
            let w = wrap_dim(d, n)?;
            if seen[w] {
                return Err(runtime("permute(): duplicate dims are not allowed."));
            }
            seen[w] = true;
            l.shape.push(self.shape[w]);
            l.strides.push(self.strides[w]);
        }
        Ok(l)
    }

    /// `movedim(source, destination)`: the moved dims land at their destinations, the rest
    /// keep their relative order.
    pub fn movedim(&self, src: &[i64], dst: &[i64]) -> Result<Layout> {
        let n = self.ndim();
        if src.len() != dst.len() {
            return Err(runtime(format!(
                "movedim: Invalid source or destination dims: source ({} dims) should contain the same number of dims as destination ({} dims)",
                fmt_list(src),
                fmt_list(dst)
            )));
        }
        let s: Vec<usize> = src.iter().map(|&d| wrap_dim(d, n)).collect::<Result<_>>()?;
        let t: Vec<usize> = dst.iter().map(|&d| wrap_dim(d, n)).collect::<Result<_>>()?;
        for (name, v) in [("source", &s), ("destination", &t)] {
            for i in 0..v.len() {
                if v[..i].contains(&v[i]) {
                    return Err(runtime(format!(
                        "movedim: repeated dim in `{name}` ({})",
                        fmt_list(if name == "source" { src } else { dst })
                    )));
                }
            }
        }
        if n == 0 {
            return Ok(self.clone());
        }
        let mut order: Vec<Option<usize>> = vec![None; n];
        for (a, b) in s.iter().zip(&t) {
            order[*b] = Some(*a);
        }
        let mut rest = (0..n).filter(|d| !s.contains(d));
        let perm: Vec<i64> = order
            .into_iter()
            .map(|o| o.unwrap_or_else(|| rest.next().unwrap()) as i64)
            .collect();
        self.permute(&perm)
    }

    pub fn select(&self, dim: i64, index: i64) -> Result<Layout> {
        if self.ndim() == 0 {
            return Err(index_error("select() cannot be applied to a 0-dim tensor."));
        }
        let d = wrap_dim(dim, self.ndim())?;
        let size = self.shape[d] as i64;
        if index < -size || index >= size {
            return Err(index_error(format!(
                "select(): index {index} out of range for tensor of size {} at dimension {d}",
                fmt_list(&self.shape)
            )));
        }
        let i = if index < 0 { index + size } else { index } as usize;
        let mut l = self.clone();
        l.offset += i * self.strides[d];
        l.shape.remove(d);
        l.strides.remove(d);
        Ok(l)
    }

    /// Integer indexing `x[i]` along `dim`: `select` with indexing's own error message.
    pub fn index_int(&self, dim: usize, index: i64) -> Result<Layout> {
        let i = wrap_index(index, self.shape[dim], dim)?;
        self.select(dim as i64, i as i64)
    }

    pub fn narrow(&self, dim: i64, start: i64, length: i64) -> Result<Layout> {
        if self.ndim() == 0 {
            return Err(runtime("narrow() cannot be applied to a 0-dim tensor."));
        }
        let d = wrap_dim(dim, self.ndim())?;
        if length < 0 {
            return Err(runtime("narrow(): length must be non-negative."));
        }
        let size = self.shape[d] as i64;
        if start < -size || start > size {
            return Err(index_error(format!(
                "start out of range (expected to be in range of [{}, {}], but got {start})",
                -size, size
            )));
        }
        let s = if start < 0 { start + size } else { start };
        if s + length > size {
            return Err(runtime(format!(
                "start ({s}) + length ({length}) exceeds dimension size ({size})."
            )));
        }
        self.slice(d as i64, Some(s), Some(s + length), 1)
    }

    /// `x[start:end:step]` along one dim, with Python's clamping of out-of-range bounds.
    pub fn slice(
        &self,
        dim: i64,
        start: Option<i64>,
        end: Option<i64>,
        step: i64,
    ) -> Result<Layout> {
        if self.ndim() == 0 {
            return Err(index_error("slice() cannot be applied to a 0-dim tensor."));
        }
        if step <= 0 {
            return Err(value_error("step must be greater than zero"));
        }
        let d = wrap_dim(dim, self.ndim())?;
        let size = self.shape[d] as i64;
        let mut s = start.unwrap_or(0);
        let mut e = end.unwrap_or(i64::MAX);
        if s < 0 {
            s += size;
        }
        if e < 0 {
            e += size;
        }
        s = s.clamp(0, size);
        if e < s {
            e = s;
        } else if e > size {
            e = size;
        }
        let mut l = self.clone();
        // PyTorch rounds up as `(len + step - 1) / step` in int64, which wraps for a step
        // near i64::MAX and gives an empty slice (`x[::2**63-1]` is `tensor([])`): the
        // same wrap here, made explicit, so it neither panics nor disagrees.
        l.offset = l
            .offset
            .saturating_add((s as usize).saturating_mul(self.strides[d]));
        l.shape[d] = ((e - s).wrapping_add(step - 1) / step).max(0) as usize;
        // Wrapping, as PyTorch's int64 does: a product that wraps only happens when the
        // slice has a single element, whose stride is never used to reach memory.
        l.strides[d] = l.strides[d].wrapping_mul(step as usize);
        Ok(l)
    }

    pub fn unsqueeze(&self, dim: i64) -> Result<Layout> {
        let d = wrap_dim(dim, self.ndim() + 1)?;
        let stride = if d >= self.ndim() {
            1
        } else {
            // Saturating: only an empty view can have strides this large.
            self.shape[d].saturating_mul(self.strides[d])
        };
        let mut l = self.clone();
        l.shape.insert(d, 1);
        l.strides.insert(d, stride);
        Ok(l)
    }

    /// `squeeze()` with no dims drops every size-1 dim; with dims, only those of size 1.
    pub fn squeeze(&self, dims: Option<&[i64]>) -> Result<Layout> {
        let n = self.ndim();
        let drop: Vec<bool> = match dims {
            None => self.shape.iter().map(|&s| s == 1).collect(),
            Some(ds) => {
                let mut drop = vec![false; n];
                for &d in ds {
                    let w = wrap_dim(d, n)?;
                    if n > 0 && self.shape[w] == 1 {
                        drop[w] = true;
                    }
                }
                drop
            }
        };
        let mut l = Layout::from_parts(vec![], vec![], self.offset);
        for (d, gone) in drop.iter().enumerate() {
            if !gone {
                l.shape.push(self.shape[d]);
                l.strides.push(self.strides[d]);
            }
        }
        Ok(l)
    }

    /// `expand(*sizes)`: new leading dims and stretched size-1 dims get stride 0.
    pub fn expand(&self, sizes: &[i64]) -> Result<Layout> {
        self.expand_named(sizes, "torch.FloatTensor")
    }

    /// `expand`, with the tensor's type as PyTorch's message names it (`torch.LongTensor`,
    /// `CPUBoolType`): the layout knows no dtype, the caller does.
    pub fn expand_named(&self, sizes: &[i64], tensor_type: &str) -> Result<Layout> {
        let n = sizes.len();
        let td = self.ndim();
        if n < td {
            return Err(runtime(format!(
                "expand({tensor_type}{{{}}}, size={}): the number of sizes provided ({n}) must be greater or equal to the number of dimensions in the tensor ({td})",
                fmt_list(&self.shape),
                fmt_list(sizes)
            )));
        }
        let mut shape = vec![0usize; n];
        let mut strides = vec![0usize; n];
        if td == 0 {
            for (i, &s) in sizes.iter().enumerate() {
                if s < 0 {
                    return Err(runtime(format!(
                        "The expanded size of the tensor ({s}) isn't allowed in a leading, non-existing dimension {i}"
                    )));
                }
                shape[i] = to_usize(s)?;
            }
            numel_of(&shape)?;
            return Ok(Layout::from_parts(shape, strides, self.offset));
        }
        for i in (0..n).rev() {
            let off = n - 1 - i;
            let dim = td as isize - 1 - off as isize;
            let (mut size, mut stride) = if dim >= 0 {
                (self.shape[dim as usize], self.strides[dim as usize])
            } else {
                // Any stride works for a size-1 dim; saturating keeps a huge empty view
                // from overflowing here (its numel is checked below).
                (1, shape[i + 1].saturating_mul(strides[i + 1]))
            };
            let mut target = sizes[i];
            if target == -1 {
                if dim < 0 {
                    return Err(runtime(format!(
                        "The expanded size of the tensor ({target}) isn't allowed in a leading, non-existing dimension {i}"
                    )));
                }
                target = size as i64;
            }
            if target < 0 {
                return Err(runtime(format!(
                    "Trying to create tensor with negative dimension {target}: {}",
                    fmt_list(sizes)
                )));
            }
            if size as i64 != target {
                if size != 1 {
                    return Err(runtime(format!(
                        "The expanded size of the tensor ({target}) must match the existing size ({size}) at non-singleton dimension {i}.  Target sizes: {}.  Tensor sizes: {}",
                        fmt_list(sizes),
                        fmt_list(&self.shape)
                    )));
                }
                size = to_usize(target)?;
                stride = 0;
            }
            shape[i] = size;
            strides[i] = stride;
        }
        numel_of(&shape)?;
        Ok(Layout::from_parts(shape, strides, self.offset))
    }

    /// `view(*shape)`: only ever a view, so a layout that cannot be reshaped in place is
    /// PyTorch's error pointing at `reshape`.
    pub fn view(&self, requested: &[i64]) -> Result<Layout> {
        let shape = infer_shape(requested, self.numel())?;
        match view_strides(&self.shape, &self.strides, &shape) {
            Some(strides) => Ok(Layout::from_parts(shape, strides, self.offset)),
            None => Err(runtime(
                "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.",
            )),
        }
    }

    /// The view `reshape` would take, or `None` when reshape has to copy.
    pub fn reshape_view(&self, shape: &[usize]) -> Option<Layout> {
        view_strides(&self.shape, &self.strides, shape)
            .map(|strides| Layout::from_parts(shape.to_vec(), strides, self.offset))
    }

    /// `unflatten(dim, sizes)`: one dim split into several (one of them may be -1).
    pub fn unflatten(&self, dim: i64, sizes: &[i64]) -> Result<Layout> {
        if self.ndim() == 0 {
            return Err(runtime("Cannot unflatten a 0-dimensional tensor"));
        }
        let d = wrap_dim(dim, self.ndim())?;
        if sizes.is_empty() {
            return Err(runtime("unflatten: sizes must be non-empty"));
        }
        // ATen rewords only infer_size's count mismatch; its other refusals (two -1s, a
        // negative size) come as "unexpected" (PyTorch appends a C++ stack trace there).
        let inner = infer_shape(sizes, self.shape[d]).map_err(|e| {
            if !e.message.contains("is invalid for input of size") {
                return runtime(format!("unflatten got an unexpected error:\n{}", e.message));
            }
            runtime(format!(
                "unflatten: Provided sizes {} don't multiply up to the size of dim {d} ({}) in the input tensor",
                fmt_list(sizes),
                self.shape[d]
            ))
        })?;
        let mut shape = self.shape[..d].to_vec();
        shape.extend(&inner);
        shape.extend(&self.shape[d + 1..]);
        let requested: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
        self.view(&requested)
    }

    /// `unfold(dim, size, step)`: sliding windows; the window becomes a new last dim.
    pub fn unfold(&self, dim: i64, size: i64, step: i64) -> Result<Layout> {
        let n = self.ndim();
        let d = wrap_dim(dim, n)?;
        let max = if n == 0 { 1 } else { self.shape[d] } as i64;
        if size > max {
            return Err(runtime(format!(
                "maximum size for tensor at dimension {d} is {max} but size is {size}"
            )));
        }
        if size < 0 {
            return Err(runtime(format!("size is {size} but must be >= 0")));
        }
        if step <= 0 {
            return Err(runtime(format!("step is {step} but must be > 0")));
        }
        let mut l = self.clone();
        if n == 0 {
            l.shape.push(size as usize);
            l.strides.push(1);
            return Ok(l);
        }
        l.shape[d] = ((max - size) / step + 1) as usize;
        l.strides[d] = self.strides[d].saturating_mul(step as usize);
        l.shape.push(size as usize);
        l.strides.push(self.strides[d]);
        Ok(l)
    }

    pub fn diagonal(&self, offset: i64, dim1: i64, dim2: i64) -> Result<Layout> {
        // ATen wraps both dims first: a 0-d or 1-d tensor fails there (IndexError).
        let n = self.ndim();
        let (a, b) = (wrap_dim(dim1, n)?, wrap_dim(dim2, n)?);
        if a == b {
            return Err(runtime(format!(
                "diagonal dimensions cannot be identical {dim1}, {dim2}"
            )));
        }
        let (sa, sb) = (self.shape[a] as i64, self.shape[b] as i64);
        let len = if offset >= 0 {
            sa.min(sb - offset).max(0)
        } else {
            (sa + offset).min(sb).max(0)
        } as usize;
        let mut start = self.offset;
        if len > 0 {
            if offset >= 0 {
                start += offset as usize * self.strides[b];
            } else {
                start += (-offset) as usize * self.strides[a];
            }
        }
        let mut l = Layout::from_parts(vec![], vec![], start);
        for d in 0..n {
            if d != a && d != b {
                l.shape.push(self.shape[d]);
                l.strides.push(self.strides[d]);
            }
        }
        l.shape.push(len);
        l.strides
            .push(self.strides[a].saturating_add(self.strides[b]));
        Ok(l)
    }

    /// Ranges of one dim for `split`/`chunk`: (start, length) pairs.
    pub fn split_ranges(size: usize, split_size: usize) -> Vec<(usize, usize)> {
        if split_size == 0 {
            return if size == 0 { vec![(0, 0)] } else { vec![] };
        }
        let count = size.div_ceil(split_size).max(1);
        (0..count)
            .map(|i| {
                let start = i * split_size;
                (start, split_size.min(size.saturating_sub(start)))
            })
            .collect()
    }
}

/// `as_strided(size, stride, storage_offset)`, checked against the storage it views.
pub fn as_strided(
    size: &[i64],
    stride: &[i64],
    offset: i64,
    storage_len: usize,
    itemsize: usize,
) -> Result<Layout> {
    if size.len() != stride.len() {
        return Err(runtime(
            "mismatch in length of strides and shape".to_string(),
        ));
    }
    if let Some(s) = size.iter().find(|&&s| s < 0) {
        return Err(runtime(format!(
            "Trying to create tensor with negative dimension {s}: {}",
            fmt_list(size)
        )));
    }
    if stride.iter().any(|&s| s < 0) {
        return Err(runtime(format!(
            "as_strided: Negative strides are not supported at the moment, got strides: {}",
            fmt_list(stride)
        )));
    }
    if offset < 0 {
        return Err(runtime(format!("Tensor: invalid storage offset {offset}")));
    }
    let shape: Vec<usize> = size.iter().map(|&s| to_usize(s)).collect::<Result<_>>()?;
    let strides: Vec<usize> = stride.iter().map(|&s| to_usize(s)).collect::<Result<_>>()?;
    let need = storage_len_of(&shape, &strides, to_usize(offset)?, itemsize)?;
    if need > storage_len {
        return Err(runtime(format!(
            "setStorage: sizes {}, strides {}, storage offset {offset}, and itemsize {itemsize} requiring a storage size of {} are out of bounds for storage of size {}",
            fmt_list(size),
            fmt_list(stride),
            need * itemsize,
            storage_len * itemsize
        )));
    }
    // `new` checks the element count (the extent already passed above).
    Layout::new(shape, strides, offset as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    fn l(shape: &[usize]) -> Layout {
        Layout::contiguous(shape)
    }

    #[test]
    fn transpose_and_permute_swap_metadata_only() {
        let t = l(&[3, 4]).transpose(0, 1).unwrap();
        assert_eq!((t.shape, t.strides), (vec![4, 3], vec![1, 4]));
        let p = l(&[2, 3, 4]).permute(&[2, 0, 1]).unwrap();
        assert_eq!((p.shape, p.strides), (vec![4, 2, 3], vec![1, 12, 4]));
        assert!(l(&[2, 3]).permute(&[0, 0]).is_err());
    }

    #[test]
    fn slicing_with_steps_moves_offset_and_multiplies_stride() {
        let s = l(&[6]).slice(0, Some(1), None, 2).unwrap();
        assert_eq!((s.shape, s.strides, s.offset), (vec![3], vec![2], 1));
        let e = l(&[6]).slice(0, Some(5), Some(5), 2).unwrap();
        assert_eq!((e.shape, e.offset), (vec![0], 5));
        let c = l(&[6]).slice(0, Some(-2), Some(100), 1).unwrap();
        assert_eq!((c.shape, c.offset), (vec![2], 4));
        assert_eq!(
            l(&[6]).slice(0, None, None, -1).unwrap_err().message,
            "step must be greater than zero"
        );
    }

    #[test]
    fn unsqueeze_stride_is_size_times_stride() {
        let u = l(&[3, 4]).unsqueeze(1).unwrap();
        assert_eq!((u.shape, u.strides), (vec![3, 1, 4], vec![4, 4, 1]));
        let u = l(&[3, 4]).unsqueeze(2).unwrap();
        assert_eq!(u.strides, vec![4, 1, 1]);
    }

    #[test]
    fn expand_gives_stride_zero() {
        let e = l(&[1, 3]).expand(&[4, -1]).unwrap();
        assert_eq!((e.shape, e.strides), (vec![4, 3], vec![0, 1]));
        let e = l(&[3]).expand(&[1, 3]).unwrap();
        assert_eq!(e.strides, vec![3, 1]);
        let err = l(&[2]).expand(&[2, 3]).unwrap_err();
        assert_eq!(
            err.message,
            "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 1.  Target sizes: [2, 3].  Tensor sizes: [2]"
        );
    }

    #[test]
    fn unfold_and_diagonal() {
        let u = l(&[7]).unfold(0, 3, 2).unwrap();
        assert_eq!((u.shape, u.strides), (vec![3, 3], vec![2, 1]));
        let d = l(&[3, 4]).diagonal(1, 0, 1).unwrap();
        assert_eq!((d.shape, d.strides, d.offset), (vec![3], vec![5], 1));
        let d = l(&[3, 4]).diagonal(-1, 0, 1).unwrap();
        assert_eq!((d.shape, d.offset), (vec![2], 4));
    }

    #[test]
    fn as_strided_checks_storage_bounds() {
        assert!(as_strided(&[2, 2], &[1, 2], 0, 4, 4).is_ok());
        let e = as_strided(&[2, 2], &[2, 2], 1, 4, 4).unwrap_err();
        assert_eq!(
            e.message,
            "setStorage: sizes [2, 2], strides [2, 2], storage offset 1, and itemsize 4 requiring a storage size of 24 are out of bounds for storage of size 16"
        );
    }

    #[test]
    fn movedim_keeps_the_rest_in_order() {
        let m = l(&[2, 3, 4]).movedim(&[0], &[2]).unwrap();
        assert_eq!(m.shape, vec![3, 4, 2]);
        let m = l(&[2, 3, 4]).movedim(&[2, 0], &[0, 1]).unwrap();
        assert_eq!(m.shape, vec![4, 2, 3]);
    }

    #[test]
    fn split_ranges_cover_the_dim() {
        assert_eq!(Layout::split_ranges(5, 2), vec![(0, 2), (2, 2), (4, 1)]);
        assert_eq!(Layout::split_ranges(0, 2), vec![(0, 0)]);
    }
}
