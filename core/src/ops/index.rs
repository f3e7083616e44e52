//! Indexing: `x[...]` and `x[...] = v` (basic indexing makes views, tensor indices copy),
//! plus gather, scatter and masked_fill (index_select lives in `index_select.rs`).

use super::copy::{copy_, fill_};
use super::index_int::{select_at, ZERO_DIM_INDEX};
use super::index_more::PutValues;
use super::{empty, materialize, run, to_host, view, Arg};
use crate::device::Device;
use crate::dtype::DType;
use crate::error::{fmt_list, index_error, runtime, Result};
use crate::kernels::{Kernel, TernaryOp};
use crate::layout::advanced::{advanced_index_strides, IndexOperand};
use crate::layout::{broadcast_all, wrap_dim, Layout, MemoryFormat};
use crate::ops::autodiff::{self, NoGradGuard};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

#[derive(Clone)]
pub enum Index {
    Int(i64),
    Slice(Option<i64>, Option<i64>, Option<i64>),
    None,
    Ellipsis,
    Bool(bool),
    Tensor(Tensor),
}

/// The result of basic indexing: the view, the tensor indices still to apply (with the dim of
/// the view each one indexes), and whether any view op happened at all.
type Basic = (Tensor, Vec<(usize, Tensor)>, bool);

pub use super::index_select::index_select;

/// The dims an index's items address (ATen's count that each `...` skips the rest of): an
/// int, slice or int tensor one each, a bool or uint8 mask one per mask dim.
pub fn consumed_dims(items: &[Index]) -> usize {
    items
        .iter()
        .map(|it| match it {
            Index::Int(_) | Index::Slice(..) => 1,
            Index::Tensor(x) if matches!(x.dtype(), DType::Bool | DType::UInt8) => x.ndim(),
            Index::Tensor(_) => 1,
            _ => 0,
        })
        .sum()
}

/// Applies the basic part of an index (ints, slices, None, ...) as views.
/// `writing`: for `x[idx] = v`, where a Python bool may stay a view (a write through
/// `unsqueeze` + `narrow` touches exactly the elements PyTorch's index_put does), so it works
/// on every device; reading gives PyTorch's copy.
fn apply_basic(t: &Tensor, items: &[Index], writing: bool) -> Result<Basic> {
    let ndim = t.ndim();
    // Several `...` are allowed: each one skips the dims the other items leave (ATen's
    // handleDimInMultiDimIndexing), so a second one moves past the last dim.
    let consumed = consumed_dims(items);
    if consumed > ndim {
        return Err(index_error(format!(
            "too many indices for tensor of dimension {ndim}"
        )));
    }
    let mut cur = t.clone();
    let mut dim = 0usize;
    let mut adv: Vec<(usize, Tensor)> = Vec::new();
    let mut changed = false;
    // Errors name the item's position in the index (`real_dim`), not the dim it lands on.
    for (pos, it) in items.iter().enumerate() {
        match it {
            Index::Int(i) => {
                cur = select_at(&cur, dim, *i, pos)?;
                changed = true;
            }
            Index::Slice(s, e, st) => {
                let step = st.unwrap_or(1);
                if step == 0 {
                    // CPython's slice unpacking, before ATen sees the slice.
                    return Err(crate::error::value_error("slice step cannot be zero"));
                }
                if step < 0 {
                    return Err(crate::error::value_error("step must be greater than zero"));
                }
                if dim >= cur.ndim() {
                    // Past the last dim (after a second `...`): ATen leaves the tensor as is.
                    dim += 1;
                    continue;
                }
                let size = cur.shape()[dim] as i64;
                let full = s.unwrap_or(0) == 0 && e.is_none_or(|e| e >= size) && step == 1;
                if !full {
                    cur = view::slice(&cur, dim, *s, *e, step)?;
                    changed = true;
                }
                dim += 1;
            }
            Index::None => {
                cur = view::unsqueeze(&cur, dim as i64)?;
                changed = true;
                dim += 1;
            }
            Index::Ellipsis => dim += ndim - consumed,
            // A Python bool indexes like a 0-d bool tensor: a new dim, then an advanced
            // index of [0] or [], so the result is a copy (as PyTorch's `boolToIndexingTensor`).
            Index::Bool(b) => {
                cur = view::unsqueeze(&cur, dim as i64)?;
                if writing {
                    if !b {
                        cur = view::narrow(&cur, dim as i64, 0, 0)?;
                    }
                    changed = true;
                } else {
                    let rows: &[i64] = if *b { &[0] } else { &[] };
                    adv.push((
                        dim,
                        super::factory::from_i64(rows, &[rows.len()], Device::Cpu)?,
                    ));
                }
                dim += 1;
            }
            // A 0-d integer tensor indexes like the int it holds: a view (`applySelect`);
            // any signed width does (int8 and int16 too, which cannot index as tensors).
            Index::Tensor(x)
                if x.ndim() == 0
                    && matches!(
                        x.dtype(),
                        DType::Int64 | DType::Int32 | DType::Int16 | DType::Int8
                    ) =>
            {
                let i = super::item(x)?.to_i64();
                cur = select_at(&cur, dim, i, pos)?;
                changed = true;
            }
            Index::Tensor(x) => {
                let spans = if matches!(x.dtype(), DType::Bool | DType::UInt8) {
                    x.ndim()
                } else {
                    1
                };
                if dim + spans > cur.ndim() {
                    return Err(index_error(format!(
                        "too many indices for tensor of dimension {} (got {})",
                        cur.ndim(),
                        dim + 1
                    )));
                }
                if x.dtype() == DType::Bool || x.dtype() == DType::UInt8 {
                    let k = x.ndim();
                    let cs = cur.shape();
                    for j in 0..k {
                        if x.shape()[j] != cs[dim + j] {
                            return Err(index_error(format!(
                                "The shape of the mask {} at index {j} does not match the shape of the indexed tensor {} at index {}",
                                fmt_list(&x.shape()),
                                fmt_list(&cs),
                                dim + j
                            )));
                        }
                    }
                    if writing && k > 0 && cur.device() == Device::Meta {
                        // A write through a mask into a meta tensor (`masked_fill_` or
                        // `index_put_`, as PyTorch's) needs no positions: an empty index per
                        // dim keeps the plan to shapes (nothing is written on meta).
                        for j in 0..k {
                            adv.push((dim + j, super::empty(&[0], DType::Int64, Device::Meta)?));
                        }
                    } else {
                        for (j, ix) in nonzero_columns(x)?.into_iter().enumerate() {
                            adv.push((dim + j, ix));
                        }
                    }
                    if k == 0 {
                        // A 0-d mask acts like None plus a size-0/1 selection.
                        cur = view::unsqueeze(&cur, dim as i64)?;
                        let keep = super::item(x)?.to_bool();
                        adv.push((
                            dim,
                            super::factory::from_i64(
                                if keep { &[0] } else { &[] },
                                &[keep as usize],
                                Device::Cpu,
                            )?,
                        ));
                        dim += 1;
                    }
                    dim += k;
                } else if matches!(x.dtype(), DType::Int64 | DType::Int32) {
                    adv.push((dim, x.clone()));
                    dim += 1;
                } else {
                    return Err(index_error(
                        "tensors used as indices must be long, int, byte or bool tensors",
                    ));
                }
            }
        }
    }
    Ok((cur, adv, changed))
}

/// `t[i]` with a single int or slice (not a tuple): ATen's fast path, which a 0-dim tensor
/// meets with its own errors instead of "too many indices".
fn single_on_zero_dim(t: &Tensor, item: &Index) -> Result<()> {
    if t.ndim() != 0 {
        return Ok(());
    }
    match item {
        Index::Int(0) => Err(index_error(ZERO_DIM_INDEX)),
        Index::Int(i) => Err(index_error(format!(
            "index {i} is out of bounds for dimension 0 with size 0"
        ))),
        Index::Slice(_, _, Some(0)) => Err(crate::error::value_error("slice step cannot be zero")),
        Index::Slice(..) => Err(index_error("slice() cannot be applied to a 0-dim tensor.")),
        _ => Ok(()),
    }
}

/// `t[item]` where the index was one item, not a tuple (`t[0]`, not `t[0,]`).
pub fn getitem_single(t: &Tensor, item: Index) -> Result<Tensor> {
    single_on_zero_dim(t, &item)?;
    getitem(t, &[item])
}

/// `t[item] = value` where the index was one item, not a tuple.
pub fn setitem_single(t: &Tensor, item: Index, value: Arg) -> Result<()> {
    single_on_zero_dim(t, &item)?;
    setitem(t, &[item], value)
}

/// The indices of the true elements of a mask, one long tensor per mask dim.
fn nonzero_columns(mask: &Tensor) -> Result<Vec<Tensor>> {
    crate::meta::check_nonzero(mask)?;
    let h = to_host(mask)?;
    let vals = h.to_f64_vec()?;
    let shape = mask.shape();
    let mut cols: Vec<Vec<i64>> = vec![Vec::new(); shape.len()];
    for (flat, v) in vals.iter().enumerate() {
        if *v != 0.0 {
            let mut rem = flat;
            for d in (0..shape.len()).rev() {
                cols[d].push((rem % shape[d]) as i64);
                rem /= shape[d];
            }
        }
    }
    cols.into_iter()
        .map(|c| {
            let n = c.len();
            super::factory::from_i64(&c, &[n], Device::Cpu)
        })
        .collect()
}

/// `torch.nonzero(t)`: an (n, ndim) long tensor of the true positions.
pub fn nonzero(t: &Tensor) -> Result<Tensor> {
    crate::limited::check_op("nonzero", t.dtype())?;
    crate::meta::check_nonzero(t)?;
    let cols = nonzero_columns(t)?;
    let n = cols.first().map(|c| c.numel()).unwrap_or(usize::from(
        t.numel() > 0 && super::item(t).map(|s| s.to_bool()).unwrap_or(false),
    ));
    // PyTorch's CPU kernel writes the result column by column: shape (n, ndim) with
    // strides (1, n) (even for n = 0), so `nonzero(x).T` and `where(x)`'s columns are contiguous.
    let mut vals = Vec::with_capacity(n * cols.len());
    for c in &cols {
        vals.extend(c.to_f64_vec()?.iter().take(n).map(|&v| v as i64));
    }
    let ndim = t.ndim();
    let out = super::factory::from_i64(&vals, &[ndim, n], t.device())?;
    out.set_layout(crate::layout::Layout::new(vec![n, ndim], vec![1, n], 0)?);
    Ok(out)
}

/// The geometry of an advanced index: result shape and, per result element, the source
/// element's logical index.
struct Advanced {
    shape: Vec<usize>,
    /// The shape the index tensors broadcast to.
    index_shape: Vec<usize>,
    sources: Vec<Vec<usize>>,
}

/// On a `meta` source only the shapes are planned: no index value is read (PyTorch's meta
/// kernels check no bounds) and `sources` stays empty.
fn advanced_plan(src_shape: &[usize], adv: &[(usize, Tensor)], meta: bool) -> Result<Advanced> {
    let ishapes: Vec<Vec<usize>> = adv.iter().map(|(_, t)| t.shape()).collect();
    let refs: Vec<&[usize]> = ishapes.iter().map(|s| s.as_slice()).collect();
    let b = broadcast_all(&refs).map_err(|_| {
        index_error(format!(
            "shape mismatch: indexing tensors could not be broadcast together with shapes {}",
            ishapes
                .iter()
                .map(|s| fmt_list(s))
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })?;
    let dims: Vec<usize> = adv.iter().map(|(d, _)| *d).collect();
    // ATen's `AdvancedIndex` refuses before the kernel: no index value fits a size-0 dim.
    if dims.iter().any(|&d| src_shape[d] == 0) && !b.contains(&0) {
        return Err(index_error(
            "index is out of bounds for dimension with size 0",
        ));
    }
    let adjacent = dims.windows(2).all(|w| w[1] == w[0] + 1);
    let first = dims[0];
    let rest: Vec<usize> = (0..src_shape.len()).filter(|d| !dims.contains(d)).collect();
    let mut shape = Vec::new();
    if adjacent {
        shape.extend(&src_shape[..first]);
        shape.extend(&b);
        shape.extend(rest.iter().filter(|&&d| d > first).map(|&d| src_shape[d]));
    } else {
        shape.extend(&b);
        shape.extend(rest.iter().map(|&d| src_shape[d]));
    }
    if meta {
        return Ok(Advanced {
            shape,
            index_shape: b,
            sources: Vec::new(),
        });
    }
    // Index values broadcast to `b`, wrapped and checked as ATen's `Indexer::get` checks
    // them: element by element, each index tensor in turn, naming the index's position
    // among the tensor indices (not the source dim) in the message.
    let mut raw: Vec<Vec<f64>> = Vec::with_capacity(adv.len());
    for (_, t) in adv {
        let h = to_host(t)?;
        let bl = h
            .layout()
            .expand(&b.iter().map(|&x| x as i64).collect::<Vec<_>>())?;
        raw.push(h.view_with(bl).to_f64_vec()?);
    }
    let count: usize = b.iter().product();
    let mut idx_vals: Vec<Vec<usize>> = vec![Vec::with_capacity(count); adv.len()];
    let mut walks: Vec<_> = raw.iter().map(|v| v.iter()).collect();
    for _ in 0..count {
        for (k, ((d, _), walk)) in adv.iter().zip(walks.iter_mut()).enumerate() {
            let i = walk.next().copied().unwrap_or(0.0) as i64;
            let size = src_shape[*d] as i64;
            if i < -size || i >= size {
                return Err(index_error(format!(
                    "index {i} is out of bounds for dimension {k} with size {size}"
                )));
            }
            idx_vals[k].push(if i < 0 { i + size } else { i } as usize);
        }
    }
    // Where each non-indexed source dim lands in the result.
    let bpos = if adjacent { first } else { 0 };
    let mut placed: Vec<(usize, usize)> = Vec::new();
    let mut after = 0usize;
    for (r, &d) in rest.iter().enumerate() {
        let pos = if !adjacent {
            b.len() + r
        } else if d < first {
            d
        } else {
            after += 1;
            first + b.len() + after - 1
        };
        placed.push((d, pos));
    }
    let total: usize = shape.iter().product();
    let mut sources = Vec::with_capacity(total);
    let mut out_idx = vec![0usize; shape.len()];
    for flat in 0..total {
        let mut rem = flat;
        for d in (0..shape.len()).rev() {
            out_idx[d] = rem % shape[d];
            rem /= shape[d];
        }
        let bflat = out_idx[bpos..bpos + b.len()]
            .iter()
            .zip(&b)
            .fold(0usize, |acc, (&i, &n)| acc * n + i);
        let mut src = vec![0usize; src_shape.len()];
        for (k, (d, _)) in adv.iter().enumerate() {
            src[*d] = idx_vals[k][bflat];
        }
        for &(d, pos) in &placed {
            src[d] = out_idx[pos];
        }
        sources.push(src);
    }
    Ok(Advanced {
        shape,
        index_shape: b,
        sources,
    })
}

/// For `index_put_`: the view the tensor indices of `items` apply to, the shape of
/// `x[items]`, and per element of it, the logical index it names in that view.
pub(crate) fn put_plan(
    t: &Tensor,
    items: &[Index],
) -> Result<(Tensor, Vec<usize>, Vec<Vec<usize>>)> {
    super::checks::warn_uint8_indices(items);
    let (cur, adv, _) = apply_basic(t, items, true)?;
    if adv.is_empty() {
        let shape = cur.shape();
        let sources = super::index_more::all_indices(&shape);
        return Ok((cur, shape, sources));
    }
    let plan = advanced_plan(&cur.shape(), &adv, cur.device() == Device::Meta)?;
    Ok((cur, plan.shape, plan.sources))
}

/// `x[idx]`.
pub fn getitem(t: &Tensor, items: &[Index]) -> Result<Tensor> {
    super::checks::warn_uint8_indices(items);
    let (cur, adv, changed) = apply_basic(t, items, false)?;
    if adv.is_empty() {
        return if changed { Ok(cur) } else { view::alias(t) };
    }
    let plan = advanced_plan(&cur.shape(), &adv, cur.device() == Device::Meta)?;
    let indices: Vec<Tensor> = adv.iter().map(|(_, t)| t.clone()).collect();
    if cur.device() == Device::Meta {
        let l = advanced_layout(&cur.layout(), &adv, &plan)?;
        let out = super::empty_strided(l.shape(), l.strides(), cur.dtype(), Device::Meta)?;
        autodiff::record_index(&cur, &indices, &plan.sources, &out)?;
        return Ok(out);
    }
    let host = to_host(&cur)?;
    let l = host.layout();
    let out_layout = advanced_layout(&l, &adv, &plan)?;
    let st = host.storage();
    let buf = st.cpu()?;
    // Each value goes where the result's layout puts its logical index.
    let mut vals = vec![Scalar::Int(0); plan.sources.len()];
    let mut out_idx = vec![0usize; plan.shape.len()];
    for (flat, s) in plan.sources.iter().enumerate() {
        let mut rem = flat;
        for d in (0..plan.shape.len()).rev() {
            out_idx[d] = rem % plan.shape[d];
            rem /= plan.shape[d];
        }
        vals[out_layout.storage_index(&out_idx)] = buf.scalar_at(l.storage_index(s));
    }
    drop(buf);
    let out = super::factory::tensor(&vals, &[vals.len()], Some(cur.dtype()), cur.device())?;
    out.set_layout(out_layout);
    autodiff::record_index(&cur, &indices, &plan.sources, &out)?;
    Ok(out)
}

/// The layout ATen's TensorIterator gives `x[idx]` (see `layout::advanced`): dense, in the
/// source's dim order where the indices leave it free.
fn advanced_layout(src: &Layout, adv: &[(usize, Tensor)], plan: &Advanced) -> Result<Layout> {
    let layouts: Vec<Layout> = adv.iter().map(|(_, t)| t.layout()).collect();
    let operands: Vec<IndexOperand> = layouts
        .iter()
        .zip(adv)
        .map(|(l, (_, t))| IndexOperand {
            shape: l.shape(),
            strides: l.strides(),
            int32: t.dtype() == DType::Int32,
        })
        .collect();
    let dims: Vec<usize> = adv.iter().map(|(d, _)| *d).collect();
    let strides = advanced_index_strides(
        src.shape(),
        src.strides(),
        &dims,
        &operands,
        &plan.index_shape,
    );
    Layout::new(plan.shape.clone(), strides, 0)
}

/// `x[idx] = value`, as PyTorch's `THPVariable_setitem` does it: the basic indices (ints,
/// slices, None, ...) make a view, and then
/// - no tensor index left: `copy_` (or `fill_` for a number) into the view;
/// - a number through one bool mask: `masked_fill_` (`MaskedFillBackward0`);
/// - a number through one int64 index tensor: `index_fill_` (`IndexFillBackward0`);
/// - otherwise `index_put_` (`IndexPutBackward0`).
///
/// Each is an in-place op on the view, so its graph is the op's node, or `CopySlices` when
/// the basic indices made a view. A tensor value loses its leading size-1 dims first
/// (`slicePrefix1sSize`: `row[0] = model(x)` with a `[1, n]` output).
pub fn setitem(t: &Tensor, items: &[Index], value: Arg) -> Result<()> {
    // `x[False] = v` writes nothing and records nothing (THPVariable_setitem returns at once).
    if let [Index::Bool(false)] = items {
        return Ok(());
    }
    let (cur, adv, _) = apply_basic(t, items, true)?;
    if adv.is_empty() {
        return match value {
            Arg::S(s) => fill_(&cur, s),
            // `copy_to`: a value of the slice's own shape is copied as it is, so
            // `b[:] = b[:]` is a copy onto the same elements (allowed, even when a leading
            // dim has size 1).
            Arg::T(v) if *v.shape_ref() == *cur.shape_ref() => copy_(&cur, v),
            Arg::T(v) => {
                // Otherwise its leading 1s are dropped and it is expanded to the slice
                // (`expand_inplace(dst, src, "setitem")`): a value that does not broadcast
                // is refused with expand's message, and the overlap check sees the
                // expanded view, as PyTorch's does.
                let sizes: Vec<i64> = cur.shape().iter().map(|&n| n as i64).collect();
                let stripped = strip_leading_ones(v)?;
                stripped.layout().expand(&sizes)?;
                if *stripped.shape_ref() == *cur.shape_ref() {
                    return copy_(&cur, &stripped);
                }
                copy_(&cur, &view::expand(&stripped, &sizes)?)
            }
        };
    }
    let stripped;
    let value = match value {
        Arg::T(v) => {
            stripped = strip_leading_ones(v)?;
            Arg::T(&stripped)
        }
        s => s,
    };
    let tensor_indices: Vec<&Tensor> = items
        .iter()
        .filter_map(|i| match i {
            Index::Tensor(x) if !is_scalar_int_index(x) => Some(x),
            _ => None,
        })
        .collect();
    if let (Arg::S(_), [index]) = (value, tensor_indices.as_slice()) {
        let d = adv[0].0;
        if index.ndim() > 0 && matches!(index.dtype(), DType::Bool | DType::UInt8) {
            // The mask's dims line up with the view's from `d`; the dims after them broadcast.
            let trailing = cur.ndim() - d - index.ndim();
            let mut shape: Vec<i64> = index.shape().iter().map(|&x| x as i64).collect();
            shape.extend(std::iter::repeat_n(1, trailing));
            // A mask from a list is made on the CPU; the fill (and its saved mask) works on
            // the target's device.
            let mask = super::to_device(&view::reshape(index, &shape)?, cur.device())?;
            return masked_fill_(&cur, &mask, value);
        }
        if index.dtype() == DType::Int64 {
            let flat = view::reshape(index, &[-1])?;
            return super::index_more::index_fill_(&cur, d as i64, &flat, value);
        }
    }
    // ATen's index_put_ sends a one-element value through a lone mask to masked_fill_ before
    // it checks dtypes (`canDispatchToMaskedFill`): `b[mask] = torch.tensor(7)` is fine.
    let one_mask =
        matches!(tensor_indices.as_slice(), [m] if matches!(m.dtype(), DType::Bool | DType::UInt8));
    let check_dtype = !(one_mask && value.tensor().is_some_and(|v| v.numel() == 1));
    if check_dtype {
        super::checks::warn_uint8_indices(items);
    }
    index_put_at(&cur, &adv, &tensor_indices, value, check_dtype)
}

/// A 0-d integer tensor indexes like the int it holds (a basic index, see `apply_basic`).
fn is_scalar_int_index(x: &Tensor) -> bool {
    x.ndim() == 0
        && matches!(
            x.dtype(),
            DType::Int64 | DType::Int32 | DType::Int16 | DType::Int8
        )
}

/// `value` without its leading size-1 dims (a view, as PyTorch's `value.view(...)`).
fn strip_leading_ones(v: &Tensor) -> Result<Tensor> {
    let shape = v.shape();
    let ones = shape.iter().take_while(|&&n| n == 1).count();
    if ones == 0 {
        return Ok(v.clone());
    }
    let rest: Vec<i64> = shape[ones..].iter().map(|&n| n as i64).collect();
    view::view(v, &rest)
}

/// `cur.index_put_(indices, value)` with the tensor indices at the view's dims `adv` (the
/// others taken whole), recorded as `IndexPutBackward0`.
/// `given` are the index tensors as the script gave them (a mask, not its nonzero columns):
/// the node saves them, so changing one before backward is PyTorch's version error.
fn index_put_at(
    cur: &Tensor,
    adv: &[(usize, Tensor)],
    given: &[&Tensor],
    value: Arg,
    check_dtype: bool,
) -> Result<()> {
    autodiff::check_inplace(cur)?;
    if let Arg::T(v) = value {
        super::checks::check_no_overlap(cur, v)?;
        if check_dtype && v.dtype() != cur.dtype() {
            return Err(runtime(format!(
                "Index put requires the source and destination dtypes match, got {} for the destination and {} for the source.",
                cur.dtype().legacy_name(),
                v.dtype().legacy_name()
            )));
        }
    }
    let meta = cur.device() == Device::Meta;
    let plan = advanced_plan(&cur.shape(), adv, meta)?;
    let vals = match value {
        // The same overflow check as the basic-index path (fill_), so both agree.
        Arg::S(s) => PutValues::repeat(
            &s.checked_for(cur.dtype(), true)?,
            cur.dtype(),
            plan.sources.len(),
        ),
        // On meta the value's shape is not checked (PyTorch's meta kernel cannot: a mask's
        // count of positions is a value).
        Arg::T(_) if meta => PutValues::Float(Vec::new()),
        Arg::T(v) => {
            let e = v.layout().expand(&plan.shape.iter().map(|&x| x as i64).collect::<Vec<_>>()).map_err(|_| {
                runtime(format!(
                    "shape mismatch: value tensor of shape {} cannot be broadcast to indexing result of shape {}",
                    fmt_list(&v.shape()),
                    fmt_list(&plan.shape)
                ))
            })?;
            PutValues::of(&v.view_with(e), cur.dtype())?
        }
    };
    let before = autodiff::InplaceBefore::capture(cur, &[value])?;
    if meta {
        // Nothing to write; the version moves as the write's would.
        cur.bump_version()?;
    } else if cur.device() != Device::Cpu || cur.reinterprets() {
        // No device kernel for a scattered write: the host fallback (traced moves). A
        // `view(dtype)` tensor is written the same way (through a copy kernel in its dtype).
        super::index_more::put_values(cur, &plan.sources, &vals, false)?;
    } else {
        let l = cur.layout();
        let st = cur.storage();
        {
            let mut buf = st.cpu_mut()?;
            match &vals {
                PutValues::Int(v) => {
                    for (s, &v) in plan.sources.iter().zip(v) {
                        buf.set_i64(l.storage_index(s), v);
                    }
                }
                PutValues::Float(v) => {
                    for (s, &v) in plan.sources.iter().zip(v) {
                        buf.set_f64(l.storage_index(s), v);
                    }
                }
            }
        }
        cur.bump_version()?;
    }
    // The same indices, as items that apply to the view: whole dims up to the last index.
    let last = adv.iter().map(|(d, _)| *d).max().unwrap_or(0);
    let mut at: Vec<Index> = vec![Index::Slice(None, None, None); last + 1];
    for (d, x) in adv {
        at[*d] = Index::Tensor(x.clone());
    }
    // A 0-d bool index is a basic index to PyTorch (`applySlicing` unsqueezes for True):
    // its node saves no such tensor, so changing it before backward is no error.
    let saved: Vec<&Tensor> = given
        .iter()
        .copied()
        .filter(|x| !(x.ndim() == 0 && x.dtype() == DType::Bool))
        .collect();
    autodiff::rebase_setitem(cur, at, &saved, value.tensor(), before)
}

/// ATen's scatter/gather index check: int64 or int32 (since PyTorch 2.4). The kernels read
/// int64, so an int32 index is widened first (the values, and so the result, are the same).
fn long_index(name: &str, index: &Tensor) -> Result<Tensor> {
    match index.dtype() {
        DType::Int64 => Ok(index.clone()),
        DType::Int32 => super::to_dtype(index, DType::Int64),
        _ => Err(runtime(format!(
            "{name}(): Expected dtype int32/int64 for index"
        ))),
    }
}

/// `gather(dim, index)`.
pub fn gather(t: &Tensor, dim: i64, index: &Tensor) -> Result<Tensor> {
    let index = &long_index("gather", index)?;
    let d = wrap_dim(dim, t.ndim())?;
    // ATen's gather_shape_check looks at an index only when it has elements.
    let checked = index.numel() > 0;
    if checked && index.ndim() != t.ndim() && !(index.ndim() <= 1 && t.ndim() <= 1) {
        return Err(runtime(
            "Index tensor must have the same number of dimensions as input tensor",
        ));
    }
    for k in (0..index.ndim()).filter(|_| checked) {
        if k != d && index.shape()[k] > t.shape()[k] {
            return Err(runtime(format!(
                "Size does not match at dimension {k} expected index {} to be no larger than self {} apart from dimension {d}",
                fmt_list(&index.shape()),
                fmt_list(&t.shape())
            )));
        }
    }
    let out = empty(&index.shape(), t.dtype(), t.device())?;
    run(
        "gather",
        Kernel::Gather { dim: d },
        &[&out],
        &[t, index],
        &index.shape(),
    )?;
    autodiff::record_gather(t, d, index, &out)?;
    Ok(out)
}

/// `scatter_(dim, index, src)` / `scatter_add_`.
pub fn scatter_(t: &Tensor, dim: i64, index: &Tensor, src: Arg, add: bool) -> Result<()> {
    // scatter_add_ shares scatter's message, as in ATen.
    let index = &long_index("scatter", index)?;
    autodiff::check_inplace(t)?;
    let d = wrap_dim(dim, t.ndim())?;
    if let Arg::T(s) = src {
        // ATen's scatter_gather_dtype_check: a source tensor is never converted (a scalar
        // source is, below), and scatter_add_ shares scatter's message.
        if s.dtype() != t.dtype() {
            return Err(runtime(
                "scatter(): Expected self.dtype to be equal to src.dtype",
            ));
        }
    }
    scatter_shape_check(t, d, index, src.tensor())?;
    if let Arg::T(s) = src {
        super::checks::check_no_overlap(t, s)?;
    }
    let src_t = match src {
        Arg::T(s) => s.clone(),
        Arg::S(v) => {
            // ATen's scatter(value) fills through a Scalar converted with its overflow
            // check: `uint8.scatter(0, idx, 300)` is refused, not written as 44.
            let v = v.checked_for(t.dtype(), true)?;
            let s = super::scalar_tensor(v, t.dtype(), t.device())?;
            let sizes: Vec<i64> = index.shape().iter().map(|&x| x as i64).collect();
            s.view_with(s.layout().expand(&sizes)?)
        }
    };
    let before = autodiff::InplaceBefore::capture(t, &[src])?;
    run(
        if add { "scatter_add_" } else { "scatter_" },
        Kernel::Scatter {
            dim: d,
            accumulate: add,
        },
        &[t],
        &[&src_t, index],
        &index.shape(),
    )?;
    t.bump_version()?;
    autodiff::rebase_scatter(t, d, index, src, add, before)?;
    Ok(())
}

/// ATen's `scatter_shape_check`: an empty index writes nothing and is not checked; any other
/// has the dims of `self` (and of a tensor `src`),
/// is no larger than `self` apart from `dim` and no larger than `src` anywhere (the kernel
/// reads `src` at every index position; a smaller `src` was read out of bounds). A number
/// `src` is checked against `self` only: it was not checked at all, so a 1-d index into a
/// matrix panicked in the kernel.
pub(crate) fn scatter_shape_check(
    t: &Tensor,
    d: usize,
    index: &Tensor,
    src: Option<&Tensor>,
) -> Result<()> {
    if index.numel() == 0 {
        return Ok(());
    }
    let (is, ts) = (index.shape(), t.shape());
    let ss = src.map(|s| s.shape());
    if is.len() != ts.len() && !(is.len() <= 1 && ts.len() <= 1) {
        return Err(runtime(
            "Index tensor must have the same number of dimensions as self tensor",
        ));
    }
    if let Some(ss) = &ss {
        if is.len() != ss.len() && !(is.len() <= 1 && ss.len() <= 1) {
            return Err(runtime(
                "Index tensor must have the same number of dimensions as src tensor",
            ));
        }
    }
    let size = |s: &[usize], k: usize| s.get(k).copied().unwrap_or(1);
    let too_big = (0..is.len()).any(|k| {
        (k != d && is[k] > size(&ts, k)) || ss.as_ref().is_some_and(|ss| is[k] > size(ss, k))
    });
    if too_big {
        let message = format!(
            "Expected index {} to be no larger than self {} apart from dimension {d}",
            fmt_list(&is),
            fmt_list(&ts)
        );
        return Err(runtime(match &ss {
            Some(ss) => format!(
                "{message} and to be no larger size than src {}",
                fmt_list(ss)
            ),
            None => message,
        }));
    }
    Ok(())
}

/// `scatter(dim, index, src)`: a contiguous copy of `t` with the scatter applied.
pub fn scatter(t: &Tensor, dim: i64, index: &Tensor, src: Arg, add: bool) -> Result<Tensor> {
    let out = super::copy::clone(t, MemoryFormat::Contiguous)?;
    scatter_(&out, dim, index, src, add)?;
    // ATen scatters into its own new tensor: `_version` stays 0 (no saved tensor is `out`).
    Ok(out.as_fresh())
}

/// `masked_fill_(mask, value)` as an in-place `where`.
pub fn masked_fill_(t: &Tensor, mask: &Tensor, value: Arg) -> Result<()> {
    crate::limited::check_op("masked_fill", t.dtype())?;
    if mask.dtype() != DType::Bool {
        return Err(runtime(format!(
            "masked_fill_ only supports boolean masks, but got mask with dtype {}",
            mask.dtype().c_type_name()
        )));
    }
    if let Arg::T(v) = value {
        if v.ndim() != 0 {
            return Err(runtime(format!(
                "masked_fill_ only supports a 0-dimensional value tensor, but got tensor with {} dimension(s).",
                v.ndim()
            )));
        }
        super::checks::meta_value_device(t, v)?;
    }
    // Like fill_, masked_fill_ writes one value and PyTorch does not check for overlap.
    autodiff::check_inplace(t)?;
    if let Arg::S(v) = value {
        v.checked_for(t.dtype(), true)?;
    }
    let shape = t.shape();
    let b = crate::layout::broadcast_shapes(&shape, &mask.shape())?;
    if b != shape {
        return Err(runtime(format!(
            "output with shape {} doesn't match the broadcast shape {}",
            fmt_list(&shape),
            fmt_list(&b)
        )));
    }
    let before = autodiff::InplaceBefore::capture(t, &[value])?;
    let v = materialize(value, t.dtype(), t.device())?;
    let m = super::to_device(mask, t.device())?;
    run(
        "masked_fill_",
        Kernel::Ternary(TernaryOp::Where),
        &[t],
        &[&m, &v, t],
        &shape,
    )?;
    t.bump_version()?;
    autodiff::rebase_masked_fill(t, &m, value.tensor(), before)?;
    Ok(())
}

/// `masked_fill(mask, value)`: out of place (a contiguous clone, then the fill).
pub fn masked_fill(t: &Tensor, mask: &Tensor, value: Arg) -> Result<Tensor> {
    crate::limited::check_op("masked_fill", t.dtype())?;
    super::checks::meta_beside_mask(t, mask, value)?;
    let out = {
        let _g = NoGradGuard::new();
        // `expand_outplace(mask, self)`: the result takes the broadcast of both shapes.
        let shape = crate::layout::broadcast_shapes(&mask.shape(), &t.shape())?;
        let sizes: Vec<i64> = shape.iter().map(|&n| n as i64).collect();
        let src = view::expand(t, &sizes)?;
        let out = super::copy::clone(&src, MemoryFormat::Contiguous)?;
        masked_fill_(&out, mask, value)?;
        // ATen fills its own new tensor below autograd: `_version` stays 0.
        out.as_fresh()
    };
    autodiff::record_masked_fill(t, mask, value.tensor(), &out)?;
    Ok(out)
}
