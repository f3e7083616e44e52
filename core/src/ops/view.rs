//! View ops on tensors: a new layout over the same storage, plus the autograd node that
//! maps a gradient of the view back to its input.

use super::copy::clone;
use crate::error::{runtime, Result};
use crate::layout::{self, infer_shape, wrap_dim, Layout, MemoryFormat};
use crate::ops::autodiff::{self, ViewKind};
use crate::tensor::Tensor;
use std::cell::Ref;

fn make(t: &Tensor, layout: Layout, kind: ViewKind) -> Result<Tensor> {
    let out = t.view_with(layout);
    autodiff::record_view(kind, t, &out)?;
    Ok(out)
}

pub fn view(t: &Tensor, shape: &[i64]) -> Result<Tensor> {
    let l = t.layout_ref().view(shape)?;
    make(t, l, ViewKind::View(t.shape()))
}

/// `reshape`: a view when `view` could make one, otherwise a contiguous copy. ATen views a
/// contiguous tensor (`ViewBackward0`) and gives any other viewable one `_reshape_alias`
/// (`ReshapeAliasBackward0`, the same backward).
pub fn reshape(t: &Tensor, shape: &[i64]) -> Result<Tensor> {
    let new_shape = infer_shape(shape, t.numel())?;
    let l = t.layout_ref().reshape_view(&new_shape);
    if let Some(l) = l {
        let kind = if t.is_contiguous() {
            ViewKind::View(t.shape())
        } else {
            ViewKind::Squeeze(t.shape(), "ReshapeAliasBackward0")
        };
        return make(t, l, kind);
    }
    let c = clone(t, MemoryFormat::Contiguous)?;
    // `_unsafe_view`: the copy is reinterpreted, and the result is not a view of it.
    let out = c.alias_with(Layout::contiguous(&new_shape));
    autodiff::record_unsafe_view(&c, &out)?;
    Ok(out)
}

pub fn transpose(t: &Tensor, d0: i64, d1: i64) -> Result<Tensor> {
    let l = t.layout_ref().transpose(d0, d1)?;
    let n = t.ndim();
    let (a, b) = if n == 0 {
        (0, 0)
    } else {
        (wrap_dim(d0, n)?, wrap_dim(d1, n)?)
    };
    make(t, l, ViewKind::Transpose(a, b))
}

pub fn t(t: &Tensor) -> Result<Tensor> {
    let l = t.layout_ref().t()?;
    make(t, l, ViewKind::T)
}

pub fn mt(t: &Tensor) -> Result<Tensor> {
    // PyTorch 2.15 gives a 0-d tensor itself (with a deprecation warning).
    if t.ndim() == 0 {
        return Ok(t.clone());
    }
    let l = t.layout_ref().mt()?;
    let n = t.ndim();
    make(t, l, ViewKind::Transpose(n - 2, n - 1))
}

/// `.T`: a full reversal of dims, done by `permute` (so its node is PermuteBackward0).
pub fn big_t(t: &Tensor) -> Result<Tensor> {
    let n = t.ndim() as i64;
    let perm: Vec<i64> = (0..n).rev().collect();
    permute(t, &perm)
}

pub fn permute(t: &Tensor, dims: &[i64]) -> Result<Tensor> {
    let l = t.layout_ref().permute(dims)?;
    let n = t.ndim();
    let perm: Vec<usize> = dims
        .iter()
        .map(|&d| wrap_dim(d, n))
        .collect::<Result<_>>()?;
    make(t, l, ViewKind::Permute(perm))
}

pub fn movedim(t: &Tensor, src: &[i64], dst: &[i64]) -> Result<Tensor> {
    let l = t.layout_ref().movedim(src, dst)?;
    // Recover the permutation movedim chose, for the backward.
    let n = t.ndim();
    let perm = movedim_perm(n, src, dst)?;
    let out = t.view_with(l);
    autodiff::record_view(ViewKind::Permute(perm), t, &out)?;
    Ok(out)
}

fn movedim_perm(n: usize, src: &[i64], dst: &[i64]) -> Result<Vec<usize>> {
    let s: Vec<usize> = src.iter().map(|&d| wrap_dim(d, n)).collect::<Result<_>>()?;
    let d: Vec<usize> = dst.iter().map(|&x| wrap_dim(x, n)).collect::<Result<_>>()?;
    if n == 0 {
        return Ok(vec![]);
    }
    let mut order: Vec<Option<usize>> = vec![None; n];
    for (a, b) in s.iter().zip(&d) {
        order[*b] = Some(*a);
    }
    let mut rest = (0..n).filter(|x| !s.contains(x));
    Ok(order
        .into_iter()
        .map(|o| o.unwrap_or_else(|| rest.next().unwrap_or(0)))
        .collect())
}

pub fn select(t: &Tensor, dim: i64, index: i64) -> Result<Tensor> {
    let l = t.layout_ref().select(dim, index)?;
    let d = wrap_dim(dim, t.ndim())?;
    let size = t.shape_ref()[d] as i64;
    let i = if index < 0 { index + size } else { index };
    make(t, l, ViewKind::Select(d, i as usize))
}

pub fn narrow(t: &Tensor, dim: i64, start: i64, length: i64) -> Result<Tensor> {
    let l = t.layout_ref().narrow(dim, start, length)?;
    let d = wrap_dim(dim, t.ndim())?;
    let size = t.shape_ref()[d] as i64;
    let s = if start < 0 { start + size } else { start };
    make(
        t,
        l,
        ViewKind::Slice {
            dim: d,
            start: s as usize,
            step: 1,
        },
    )
}

pub fn slice(
    t: &Tensor,
    dim: usize,
    start: Option<i64>,
    end: Option<i64>,
    step: i64,
) -> Result<Tensor> {
    let (l, begin) = {
        let before = t.layout_ref();
        let l = before.slice(dim as i64, start, end, step)?;
        let begin = if before.strides()[dim] == 0 {
            // A stride-0 dim gives no offset to recover the start from; recompute it.
            let size = before.shape()[dim] as i64;
            let mut s = start.unwrap_or(0);
            if s < 0 {
                s += size;
            }
            s.clamp(0, size) as usize
        } else {
            (l.offset() - before.offset()) / before.strides()[dim]
        };
        (l, begin)
    };
    make(
        t,
        l,
        ViewKind::Slice {
            dim,
            start: begin,
            step: step as usize,
        },
    )
}

pub fn unsqueeze(t: &Tensor, dim: i64) -> Result<Tensor> {
    let l = t.layout_ref().unsqueeze(dim)?;
    let d = wrap_dim(dim, t.ndim() + 1)?;
    make(t, l, ViewKind::Unsqueeze(d))
}

pub fn squeeze(t: &Tensor, dims: Option<&[i64]>) -> Result<Tensor> {
    let l = t.layout_ref().squeeze(dims)?;
    let name = match dims {
        None => "SqueezeBackward0",
        Some([_]) => "SqueezeBackward1",
        Some(_) => "SqueezeBackward2",
    };
    make(t, l, ViewKind::Squeeze(t.shape(), name))
}

/// `squeeze(dims)` with the dims as a list or tuple: ATen's `squeeze.dims`
/// (SqueezeBackward2) however many dims it names.
pub fn squeeze_dims(t: &Tensor, dims: &[i64]) -> Result<Tensor> {
    // The tuple overload reads its dims as a set, so a repeat is ATen's error.
    crate::layout::wrap_dims(dims, t.ndim())?;
    let l = t.layout_ref().squeeze(Some(dims))?;
    make(t, l, ViewKind::Squeeze(t.shape(), "SqueezeBackward2"))
}

/// A one-dim squeeze recorded under another of PyTorch's squeeze node names (an op that
/// ends with the in-place `squeeze_(dim)` gets `SqueezeBackward4`).
pub fn squeeze_named(t: &Tensor, dim: i64, name: &'static str) -> Result<Tensor> {
    let l = t.layout_ref().squeeze(Some(&[dim]))?;
    make(t, l, ViewKind::Squeeze(t.shape(), name))
}

pub fn expand(t: &Tensor, sizes: &[i64]) -> Result<Tensor> {
    // PyTorch's message names the tensor's type (a bool tensor by its dispatch type).
    let typed = match t.dtype() {
        crate::DType::Bool => "CPUBoolType".to_string(),
        d => format!("torch.{}Tensor", d.legacy_name()),
    };
    let l = t.layout_ref().expand_named(sizes, &typed)?;
    make(t, l, ViewKind::Expand(t.shape()))
}

pub fn expand_as(t: &Tensor, other: &Tensor) -> Result<Tensor> {
    let sizes: Vec<i64> = other.shape_ref().iter().map(|&s| s as i64).collect();
    expand(t, &sizes)
}

/// `flatten(start_dim, end_dim)`: returns the tensor itself when there is nothing to merge.
pub fn flatten(t: &Tensor, start: i64, end: i64) -> Result<Tensor> {
    let n = t.ndim();
    // The dims are wrapped first: a 0-d tensor takes 0 and -1 only (ATen's maybe_wrap_dim).
    let (s, e) = (wrap_dim(start, n)?, wrap_dim(end, n)?);
    if n == 0 {
        return reshape(t, &[1]);
    }
    if s > e {
        return Err(runtime(
            "flatten() has invalid args: start_dim cannot come after end_dim",
        ));
    }
    if s == e {
        return Ok(t.clone());
    }
    let new: Vec<i64> = {
        let shape = t.shape_ref();
        let mut new: Vec<i64> = shape[..s].iter().map(|&x| x as i64).collect();
        new.push(shape[s..=e].iter().product::<usize>() as i64);
        new.extend(shape[e + 1..].iter().map(|&x| x as i64));
        new
    };
    reshape(t, &new)
}

pub fn unflatten(t: &Tensor, dim: i64, sizes: &[i64]) -> Result<Tensor> {
    let l = t.layout_ref().unflatten(dim, sizes)?;
    make(t, l, ViewKind::View(t.shape()))
}

pub fn unfold(t: &Tensor, dim: i64, size: i64, step: i64) -> Result<Tensor> {
    let l = t.layout_ref().unfold(dim, size, step)?;
    let d = wrap_dim(dim, t.ndim())?;
    make(
        t,
        l,
        ViewKind::Unfold {
            input_shape: t.shape(),
            dim: d,
            size: size as usize,
            step: step as usize,
        },
    )
}

pub fn diagonal(t: &Tensor, offset: i64, d1: i64, d2: i64) -> Result<Tensor> {
    let l = t.layout_ref().diagonal(offset, d1, d2)?;
    let n = t.ndim();
    make(
        t,
        l,
        ViewKind::Diagonal {
            input_shape: t.shape(),
            offset,
            dim1: wrap_dim(d1, n)?,
            dim2: wrap_dim(d2, n)?,
        },
    )
}

/// `as_strided` with `offset` counted from the start of the whole buffer (the ops' own
/// callers); a script's call is `as_strided_in_storage`.
pub fn as_strided(t: &Tensor, size: &[i64], stride: &[i64], offset: Option<i64>) -> Result<Tensor> {
    let off = offset.unwrap_or(t.offset() as i64);
    let l = layout::views::as_strided(size, stride, off, t.storage_len(), t.dtype().itemsize())?;
    make(t, l, ViewKind::AsStrided { input: t.layout() })
}

/// `x.as_strided(size, stride, storage_offset)` as a script calls it.
pub fn as_strided_in_storage(
    t: &Tensor,
    size: &[i64],
    stride: &[i64],
    offset: Option<i64>,
) -> Result<Tensor> {
    let l = as_strided_layout(t, size, stride, offset)?;
    make(t, l, ViewKind::AsStrided { input: t.layout() })
}

/// The layout `as_strided` (and `as_strided_`) gives `t`: `offset` (default: `t`'s own)
/// counts from the start of the storage PyTorch shows, and the view must stay inside it,
/// which for a window of NumPy's memory is less than the buffer (`Tensor::storage_window`).
pub fn as_strided_layout(
    t: &Tensor,
    size: &[i64],
    stride: &[i64],
    offset: Option<i64>,
) -> Result<Layout> {
    let (start, len) = t.storage_window();
    let off = offset.unwrap_or(t.storage_offset() as i64);
    let l = layout::views::as_strided(size, stride, off, len, t.dtype().itemsize())?;
    if start == 0 {
        return Ok(l);
    }
    let at = l
        .offset()
        .checked_add(start)
        .ok_or_else(|| runtime("Storage size calculation overflowed"))?;
    Layout::new(l.shape().to_vec(), l.strides().to_vec(), at)
}

/// An alias: a new tensor object over the same elements (`x[...]`, `view_as` of itself).
pub fn alias(t: &Tensor) -> Result<Tensor> {
    make(t, t.layout(), ViewKind::Alias)
}

/// `transpose(t, d0, d1)` (dims already wrapped) under another node name.
pub fn transpose_named(t: &Tensor, d0: usize, d1: usize, node: &'static str) -> Result<Tensor> {
    let l = t.layout_ref().transpose(d0 as i64, d1 as i64)?;
    make(t, l, ViewKind::TransposeNamed(d0, d1, node))
}

/// A view of all of `t` whose node has another name than `AliasBackward0`: the complex
/// views (`view_as_real`, `view_as_complex`, `conj`) are their pairs seen another way.
pub fn named_alias(t: &Tensor, node: &'static str) -> Result<Tensor> {
    make(t, t.layout(), ViewKind::Squeeze(t.shape(), node))
}

/// What one view costs beyond its elements (the tensor object, its layout, its autograd
/// slot), roughly: a split into billions of pieces (`torch.zeros(2**31, 0).unbind()`) is
/// bounded like the allocation it is, with the allocator's error, before it is built.
const VIEW_BYTES: usize = 256;

/// Refuses, as an allocation, an op about to make `count` views.
pub(crate) fn check_views(count: usize) -> Result<()> {
    crate::limits::check_alloc(count, VIEW_BYTES)
}

/// The end of an op that builds its result in a temporary of its own (`repeat`, `roll`,
/// `unfold`, `fold`): that memory as a new tensor, not a view of the temporary (ATen's
/// `_unsafe_view`), so an in-place write to the result is an ordinary one. Only for memory
/// nobody else holds: the caller owns `t`'s storage.
pub(crate) fn owned_result(t: Tensor) -> Tensor {
    if t.is_view() {
        t.alias_with(t.layout())
    } else {
        t
    }
}

/// `split(split_size, dim)` or `split([sizes], dim)`.
pub fn split(t: &Tensor, sizes: SplitSizes, dim: i64) -> Result<Vec<Tensor>> {
    if t.ndim() == 0 {
        return Err(runtime("split expects at least a 1-dimensional tensor"));
    }
    let d = wrap_dim(dim, t.ndim())?;
    let size = t.shape_ref()[d];
    // split with one size and split_with_sizes are two ops with two node names.
    let node = match sizes {
        SplitSizes::Each(_) => "SplitBackward0",
        SplitSizes::List(_) => "SplitWithSizesBackward0",
    };
    let ranges: Vec<(usize, usize)> = match sizes {
        SplitSizes::Each(s) => {
            if s < 0 {
                return Err(runtime(format!(
                    "split expects split_size be non-negative, but got split_size={s}"
                )));
            }
            if s == 0 && size != 0 {
                return Err(runtime(format!(
                    "split_size can only be 0 if dimension size is 0, but got dimension size of {size}"
                )));
            }
            check_views(if s == 0 { 1 } else { size.div_ceil(s as usize) })?;
            Layout::split_ranges(size, s as usize)
        }
        SplitSizes::List(list) => {
            // ATen's order: a negative size is named before the sum is checked.
            if list.iter().any(|&x| x < 0) {
                return Err(runtime(format!(
                    "split_with_sizes expects split_sizes have only non-negative entries, but got split_sizes={}",
                    crate::error::fmt_list(&list)
                )));
            }
            let total: i64 = list.iter().sum();
            if total != size as i64 {
                return Err(runtime(format!(
                    "split_with_sizes expects split_sizes to sum exactly to {size} (input tensor's size at dimension {d}), but got split_sizes={}",
                    crate::error::fmt_list(&list)
                )));
            }
            let mut at = 0usize;
            list.iter()
                .map(|&n| {
                    let r = (at, n as usize);
                    at += n as usize;
                    r
                })
                .collect()
        }
    };
    pieces(t, d, &ranges, node)
}

/// The views of one split, recorded as one node with an output per piece.
fn pieces(
    t: &Tensor,
    d: usize,
    ranges: &[(usize, usize)],
    node: &'static str,
) -> Result<Vec<Tensor>> {
    let unbind = node == "UnbindBackward0";
    let layouts: Vec<Layout> = {
        let base = t.layout_ref();
        ranges
            .iter()
            .map(|&(s, n)| {
                if unbind {
                    base.select(d as i64, s as i64)
                } else {
                    base.narrow(d as i64, s as i64, n as i64)
                }
            })
            .collect::<Result<_>>()?
    };
    let outs: Vec<Tensor> = layouts.into_iter().map(|l| t.view_with(l)).collect();
    for o in &outs {
        o.mark_multi_output_of(t);
    }
    let sizes: Vec<usize> = ranges.iter().map(|&(_, n)| n).collect();
    autodiff::record_split(t, d, &sizes, &outs, node)?;
    Ok(outs)
}

#[derive(Clone)]
pub enum SplitSizes {
    Each(i64),
    List(Vec<i64>),
}

/// `chunk(chunks, dim)`: as many pieces of ceil(size/chunks) as it takes.
pub fn chunk(t: &Tensor, chunks: i64, dim: i64) -> Result<Vec<Tensor>> {
    if chunks <= 0 {
        return Err(runtime(format!(
            "chunk expects `chunks` to be greater than 0, got: {chunks}"
        )));
    }
    if t.ndim() == 0 {
        return Err(runtime("chunk expects at least a 1-dimensional tensor"));
    }
    let d = wrap_dim(dim, t.ndim())?;
    let size = t.shape_ref()[d] as i64;
    let each = (size + chunks - 1) / chunks;
    if each == 0 {
        // Every chunk of a size-0 dim is empty; PyTorch returns `chunks` of them.
        check_views(usize::try_from(chunks).unwrap_or(usize::MAX))?;
        let ranges: Vec<(usize, usize)> = (0..chunks).map(|_| (0, 0)).collect();
        return pieces(t, d, &ranges, "SplitBackward0");
    }
    split(t, SplitSizes::Each(each), d as i64)
}

pub fn unbind(t: &Tensor, dim: i64) -> Result<Vec<Tensor>> {
    // ATen wraps the dim (a 0-d tensor takes 0 and -1), then asks for that dim's size.
    wrap_dim(dim, t.ndim())?;
    if t.ndim() == 0 {
        return Err(crate::error::index_error(
            "Dimension specified as 0 but tensor has no dimensions",
        ));
    }
    let d = wrap_dim(dim, t.ndim())?;
    check_views(t.shape_ref()[d])?;
    let ranges: Vec<(usize, usize)> = (0..t.shape_ref()[d]).map(|i| (i, 1)).collect();
    pieces(t, d, &ranges, "UnbindBackward0")
}

/// `torch.broadcast_tensors`: each input expanded to the common shape; an input already of
/// that shape is returned itself, as ATen's expand_outplace does (no ExpandBackward0 node, and
/// `torch.broadcast_tensors(a, b)[0] is a` when `a` needs no broadcasting).
pub fn broadcast_tensors(ts: &[Tensor]) -> Result<Vec<Tensor>> {
    let shape = {
        let shapes: Vec<Ref<'_, [usize]>> = ts.iter().map(Tensor::shape_ref).collect();
        let refs: Vec<&[usize]> = shapes.iter().map(|s| &**s).collect();
        crate::layout::broadcast_all(&refs)?
    };
    let sizes: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
    ts.iter()
        .map(|t| {
            if *t.shape_ref() == shape[..] {
                Ok(t.clone())
            } else {
                expand(t, &sizes)
            }
        })
        .collect()
}

/// Which in-place layout change a `restride_` is: PyTorch's node for it, and the way a
/// gradient goes back to the old shape.
#[derive(Clone, Copy)]
pub enum Restride {
    T,
    Transpose(i64, i64),
    Unsqueeze(i64),
    /// `squeeze_()`, `squeeze_(dim)` and `squeeze_(dims)` have nodes of their own.
    Squeeze(&'static str),
    AsStrided,
}

impl Restride {
    fn node_name(self) -> &'static str {
        match self {
            Restride::T => "TBackward1",
            Restride::Transpose(..) => "TransposeBackward1",
            Restride::Unsqueeze(_) => "UnsqueezeBackward1",
            Restride::Squeeze(name) => name,
            Restride::AsStrided => "AsStridedBackward1",
        }
    }

    fn backward(self, g: &Tensor, old: &Layout, new: &Layout) -> Result<Tensor> {
        match self {
            Restride::T => t(g),
            Restride::Transpose(a, b) => transpose(g, a, b),
            Restride::Unsqueeze(d) => squeeze(g, Some(&[d])),
            Restride::Squeeze(_) => {
                let shape: Vec<i64> = old.shape().iter().map(|&s| s as i64).collect();
                reshape(g, &shape)
            }
            Restride::AsStrided => crate::ops::autodiff::diff_ops::as_strided_backward(g, old, new),
        }
    }
}

/// In-place layout changes: `t_()`, `unsqueeze_()`, `squeeze_()`, `transpose_()`, ... On a
/// tensor with history the change is a node of its own (`TransposeBackward1`), as in PyTorch.
/// `make` gives the new layout from the old one, after autograd's checks: a leaf that requires
/// grad is refused before the new layout is (`leaf.transpose_(0, 5)` is the leaf's error in
/// PyTorch, not the dim's).
pub fn restride_(
    t: &Tensor,
    make: impl FnOnce(Layout) -> Result<Layout>,
    how: Restride,
) -> Result<()> {
    let record = autodiff::check_inplace_view(t)?;
    let l = make(t.layout())?;
    if record {
        let (old, new) = (t.layout(), l.clone());
        let back: autodiff::BackwardFn = Box::new(move |g| match &g[0] {
            None => Ok(vec![None]),
            Some(g) => Ok(vec![Some(how.backward(g, &old, &new)?)]),
        });
        autodiff::record(how.node_name(), &[Some(t)], &[t], vec![], back)?;
    }
    // A tangent takes the same change (derivatives.yaml's `self: grad.t()`, auto_linear).
    autodiff::forward::restride_tangent(t, &l)?;
    t.set_layout(l);
    // An in-place change of metadata is a modification as far as saved tensors go: a
    // node that saved `t` would otherwise read it with its new shape.
    t.bump_version()?;
    Ok(())
}

/// `t.set_(source)`: `t` now shares `source`'s storage, shape, strides and offset (an
/// in-place op: the version moves on); `t.set_()` leaves it empty. The dtypes must match.
pub fn set_(t: &Tensor, source: Option<&Tensor>) -> Result<()> {
    autodiff::check_inplace(t)?;
    let (storage, layout) = match source {
        Some(src) => {
            // PyTorch records a node that cannot be differentiated (NotImplemented) and makes
            // `t` require grad; refused here rather than half-modelled.
            if src.requires_grad() && autodiff::is_grad_enabled() {
                return Err(crate::error::not_implemented(
                    "set_ from a tensor that requires grad is not supported in stridelab (PyTorch records a NotImplemented node); detach the source or use torch.no_grad()",
                ));
            }
            if src.dtype() != t.dtype() {
                return Err(crate::error::runtime(format!(
                    "Could not set tensor of type {} to a tensor of type {}",
                    src.dtype().c_type_name(),
                    t.dtype().c_type_name()
                )));
            }
            if src.device() != t.device() {
                return Err(crate::error::runtime(format!(
                    "Attempted to set the storage of a tensor on device \"{}\" to a storage on different device \"{}\".  This is no longer allowed; the devices must match.",
                    t.device().name(),
                    src.device().name()
                )));
            }
            (src.storage(), src.layout())
        }
        None => (
            super::empty(&[0], t.dtype(), t.device())?.storage(),
            Layout::contiguous(&[0]),
        ),
    };
    let dtype = t.dtype();
    t.set_storage(storage, layout);
    // The source is read as the dtype both share (a `view(dtype)` result's, say).
    t.set_dtype_view(dtype);
    t.bump_version()
}

/// `set_(storage, storage_offset, size, stride)`: `t` now looks at `storage` through
/// `layout` (checked against the storage by the caller), an in-place op.
pub fn set_storage_(t: &Tensor, storage: crate::storage::Storage, layout: Layout) -> Result<()> {
    autodiff::check_inplace(t)?;
    let dtype = t.dtype();
    t.set_storage(storage, layout);
    t.set_dtype_view(dtype);
    t.bump_version()
}

/// `view(dtype)`: the same bytes read as `dtype` (ATen's view.dtype). Autograd does not see
/// it: no history, `requires_grad` False, no view relation; the storage and the version
/// counter are shared. Our storage is typed, so the tensor carries the dtype it reads.
pub fn view_dtype(t: &Tensor, dtype: crate::dtype::DType) -> Result<Tensor> {
    let out = autodiff::detach(t);
    if dtype == t.dtype() {
        return Ok(out);
    }
    // A meta tensor has no bytes to misread: only its layout changes.
    let meta = t.device() == crate::device::Device::Meta;
    if t.device() != crate::device::Device::Cpu && !meta {
        return Err(crate::error::not_implemented(format!(
            "view(dtype) to another dtype needs the tensor on the CPU in stridelab: the {} device's buffers are typed (move it with .cpu() first)",
            t.device().name()
        )));
    }
    // Bool memory read as bytes and bytes read as bools are safe at the dispatcher
    // (bool_bytes.rs), so bool views as PyTorch allows them.
    // PyTorch's checks are on the storage offset a script sees; the result's offset then
    // counts from the buffer's start again (a window of NumPy's memory starts inside it).
    let seen = {
        let l = t.layout_ref();
        Layout::new(l.shape().to_vec(), l.strides().to_vec(), t.storage_offset())?
    };
    let layout = crate::layout::dtype_view::dtype_view(
        &seen,
        t.dtype().itemsize(),
        dtype.itemsize(),
        (t.dtype().legacy_name(), dtype.legacy_name()),
    )?;
    let start = t.storage().window_start();
    let layout = match start % dtype.itemsize() {
        _ if start == 0 => layout,
        0 => {
            let at = layout.offset().checked_add(start / dtype.itemsize());
            let at = at.ok_or_else(|| runtime("Storage size calculation overflowed"))?;
            Layout::new(layout.shape().to_vec(), layout.strides().to_vec(), at)?
        }
        _ => {
            return Err(crate::error::not_implemented(format!(
                "view(dtype) as torch.{} of a tensor over NumPy's memory starting at byte {start} of its buffer is not supported in stridelab: the kernels read whole {}-byte elements counted from the buffer's start",
                dtype.name(),
                dtype.itemsize()
            )))
        }
    };
    out.set_layout(layout);
    out.set_dtype_view(dtype);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dtype::DType;

    fn empty_rows(rows: usize) -> Tensor {
        super::super::factory::zeros(&[rows, 0], Some(DType::Float32), crate::device::Device::Cpu)
            .expect("an empty tensor allocates nothing")
    }

    #[test]
    fn billions_of_views_are_refused_as_an_allocation() {
        // Found by the fuzzer: `det(zeros(2**31, 0, 0))` unbinds its batch; the views
        // (and their ranges) were built before anything counted them, until the OS killed
        // the process. PyTorch itself runs out of memory there.
        let t = empty_rows(1 << 31);
        let err = unbind(&t, 0).expect_err("2**31 views");
        assert!(err.message.contains("not enough memory"), "{}", err.message);
        assert!(split(&t, SplitSizes::Each(1), 0).is_err());
        assert!(chunk(&empty_rows(0), 1 << 40, 0).is_err());
        assert_eq!(unbind(&empty_rows(5), 0).expect("five views").len(), 5);
    }
}
