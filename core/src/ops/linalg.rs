//! Matrix products: `mm`, `bmm`, `mv`, `dot` and `matmul`/`@` with broadcasting; the matrix
//! norms that need no decomposition.

use super::autocast::{self, Policy};
use super::{empty, run, view};
use crate::error::{runtime, Result};
use crate::kernels::{Kernel, Product};
use crate::layout::broadcast_shapes;
use crate::ops::autodiff::{self, NoGradGuard};
use crate::tensor::Tensor;

/// The dtype checks of one product's ATen kernel, each with its own words: `mm`'s
/// (addmm's meta function), `bmm`'s (the kernel's scalar-type check), `mv`'s (addmv's),
/// and the name each CPU kernel has no bool version under.
#[derive(Clone, Copy)]
enum ProductKind {
    Mm,
    Bmm,
    Mv,
    Dot,
}

fn check_dtypes(kind: ProductKind, a: &Tensor, b: &Tensor) -> Result<()> {
    let (da, db) = (a.dtype(), b.dtype());
    if da != db {
        return Err(runtime(match kind {
            ProductKind::Mm => format!(
                "expected m1 and m2 to have the same dtype, but got: {} != {}",
                da.c_type_name(),
                db.c_type_name()
            ),
            ProductKind::Bmm => format!(
                "expected scalar type {} but found {}",
                da.legacy_name(),
                db.legacy_name()
            ),
            // addmv(self, mat, vec) with `self` the result, made in the vector's dtype.
            ProductKind::Mv => format!(
                "addmv input tensors must have the same dtype, but got {}, {}, and {}",
                db.legacy_name(),
                da.legacy_name(),
                db.legacy_name()
            ),
            ProductKind::Dot => format!(
                "dot : expected both vectors to have same dtype, but found {} and {}",
                da.legacy_name(),
                db.legacy_name()
            ),
        }));
    }
    if da == crate::dtype::DType::Bool {
        let kernel = match kind {
            ProductKind::Mm => "addmm_impl_cpu_",
            ProductKind::Bmm => "bmm",
            ProductKind::Mv => "addmv_impl_cpu",
            ProductKind::Dot => "dot",
        };
        return Err(crate::error::not_implemented(format!(
            "\"{kernel}\" not implemented for 'Bool'"
        )));
    }
    Ok(())
}

/// Runs the batched kernel on 3-d views; the result is a fresh contiguous (B, M, N).
fn bmm_raw(a: &Tensor, b: &Tensor, product: Product) -> Result<Tensor> {
    let (sa, sb) = (a.shape(), b.shape());
    let out = empty(&[sa[0], sa[1], sb[2]], a.dtype(), a.device())?;
    run("bmm", Kernel::Bmm(product), &[&out], &[a, b], &out.shape())?;
    Ok(out)
}

pub fn mm(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    if let Some(r) = autocast::run(Policy::Lower, &[a, b], |t| mm(&t[0], &t[1]))? {
        return Ok(r);
    }
    mm_as("mm", a, b)
}

/// `mm` whose shape errors name `op`, as ATen's checks of mm and addmm do (`addmm: mat2 must
/// be a matrix, got 1-D tensor`).
pub fn mm_as(op: &str, a: &Tensor, b: &Tensor) -> Result<Tensor> {
    for (what, x) in [("self", a), ("mat2", b)] {
        if x.ndim() != 2 {
            return Err(runtime(format!(
                "{op}: {what} must be a matrix, got {}-D tensor",
                x.ndim()
            )));
        }
    }
    let (sa, sb) = (a.shape(), b.shape());
    if sa[1] != sb[0] {
        return Err(runtime(format!(
            "{op}: mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})",
            sa[0], sa[1], sb[0], sb[1]
        )));
    }
    check_dtypes(ProductKind::Mm, a, b)?;
    let out = {
        let _g = NoGradGuard::new();
        let r = bmm_raw(
            &view::unsqueeze(a, 0)?,
            &view::unsqueeze(b, 0)?,
            Product::Gemm,
        )?;
        Tensor::from_parts(
            r.storage(),
            crate::layout::Layout::contiguous(&[sa[0], sb[1]]),
        )
    };
    autodiff::record_mm(a, b, &out)?;
    Ok(out)
}

pub fn bmm(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    if let Some(r) = autocast::run(Policy::Lower, &[a, b], |t| bmm(&t[0], &t[1]))? {
        return Ok(r);
    }
    if a.ndim() != 3 {
        return Err(runtime("batch1 must be a 3D tensor".to_string()));
    }
    if b.ndim() != 3 {
        return Err(runtime("batch2 must be a 3D tensor".to_string()));
    }
    let (sa, sb) = (a.shape(), b.shape());
    if sa[0] != sb[0] || sa[2] != sb[1] {
        return Err(runtime(format!(
            "Expected size for first two dimensions of batch2 tensor to be: [{}, {}] but got: [{}, {}].",
            sa[0], sa[2], sb[0], sb[1]
        )));
    }
    check_dtypes(ProductKind::Bmm, a, b)?;
    let out = {
        let _g = NoGradGuard::new();
        bmm_raw(a, b, Product::Batched)?
    };
    autodiff::record_bmm(a, b, &out)?;
    Ok(out)
}

pub fn dot(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    if a.ndim() != 1 || b.ndim() != 1 {
        return Err(runtime(format!(
            "1D tensors expected, but got {}D and {}D tensors",
            a.ndim(),
            b.ndim()
        )));
    }
    if a.numel() != b.numel() {
        return Err(runtime(format!(
            "inconsistent tensor size, expected tensor [{}] and src [{}] to have the same number of elements, but got {} and {} elements respectively",
            a.numel(),
            b.numel(),
            a.numel(),
            b.numel()
        )));
    }
    check_dtypes(ProductKind::Dot, a, b)?;
    let out = {
        let _g = NoGradGuard::new();
        let n = a.numel() as i64;
        let r = bmm_raw(
            &view::view(&a.clone(), &[1, 1, n])?,
            &view::view(&b.clone(), &[1, n, 1])?,
            Product::Dot,
        )?;
        r.alias_with(crate::layout::Layout::contiguous(&[]))
    };
    autodiff::record_dot(a, b, &out)?;
    Ok(out)
}

pub fn mv(a: &Tensor, v: &Tensor) -> Result<Tensor> {
    if a.ndim() != 2 || v.ndim() != 1 {
        return Err(runtime(format!(
            "vector + matrix @ vector expected, got 1, {}, {}",
            a.ndim(),
            v.ndim()
        )));
    }
    let (sa, n) = (a.shape(), v.numel());
    if sa[1] != n {
        return Err(runtime(format!(
            "size mismatch, got input ({}), mat ({}x{}), vec ({})",
            sa[0], sa[0], sa[1], n
        )));
    }
    check_dtypes(ProductKind::Mv, a, v)?;
    let out = {
        let _g = NoGradGuard::new();
        let r = bmm_raw(
            &view::unsqueeze(a, 0)?,
            &view::unsqueeze(&view::unsqueeze(v, 1)?, 0)?,
            Product::Vector,
        )?;
        r.alias_with(crate::layout::Layout::contiguous(&[sa[0]]))
    };
    autodiff::record_mv(a, v, &out)?;
    Ok(out)
}

/// `torch.matmul` / `@`, following PyTorch's case analysis on the operands' dims.
pub fn matmul(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    if let Some(r) = autocast::run(Policy::Lower, &[a, b], |t| matmul(&t[0], &t[1]))? {
        return Ok(r);
    }
    let (da, db) = (a.ndim(), b.ndim());
    if da == 0 || db == 0 {
        return Err(runtime(format!(
            "both arguments to matmul need to be at least 1D, but they are {da}D and {db}D"
        )));
    }
    match (da, db) {
        (1, 1) => dot(a, b),
        (2, 1) => mv(a, b),
        (1, 2) => {
            // ATen squeezes the product in place (`squeeze_(0)`): the result is no view, and
            // its node is SqueezeBackward4.
            let r = mm(&view::unsqueeze(a, 0)?, b)?;
            let squeeze = |l: crate::layout::Layout| l.squeeze(Some(&[0]));
            view::restride_(&r, squeeze, view::Restride::Squeeze("SqueezeBackward4"))?;
            Ok(r)
        }
        (2, 2) => mm(a, b),
        _ if should_fold(a, b) => folded(a, b),
        _ => batched(a, b),
    }
}

/// ATen's `should_fold`: an N-d (N >= 3) operand against a matrix or vector runs as one `mm`
/// (or `mv`) over its batch folded into rows, when that fold needs no copy, or when the
/// smaller operand requires grad (its gradient is then one mm, not a sum over a batch).
fn should_fold(a: &Tensor, b: &Tensor) -> bool {
    let (da, db) = (a.ndim(), b.ndim());
    let a_larger = da >= db;
    let (dim_t1, dim_t2) = if a_larger { (da, db) } else { (db, da) };
    if !(dim_t1 >= 3 && dim_t2 <= 2) {
        return false;
    }
    let smaller = if a_larger { b } else { a };
    if smaller.requires_grad() {
        return true;
    }
    // Folding `b` for a matrix `a` would need the product transposed back with a copy.
    if da == 2 {
        return false;
    }
    // The larger operand as the fold sees it (`b` transposed when it is the larger one).
    let l = if a_larger {
        a.layout()
    } else {
        match b.layout().transpose(-2, -1) {
            Ok(l) => l,
            Err(_) => return false,
        }
    };
    if l.numel() == 0 {
        return true;
    }
    // The fold is `view(-1, last)`, possible when the leading dims chain up; dims of size 1
    // take no part in that (a transposed (1, 18, 4) folds).
    let (shape, strides) = (l.shape(), l.strides());
    let dims: Vec<usize> = (0..dim_t1 - 1).filter(|&i| shape[i] != 1).collect();
    dims.windows(2)
        .all(|w| strides[w[0]] == strides[w[1]].wrapping_mul(shape[w[1]]))
}

/// The folded product (`_matmul_impl`'s fold branch): rows of the larger operand's batch
/// times the smaller operand, viewed back to the batch shape with `_unsafe_view`. With the
/// larger operand on the right and a matrix on the left, the product is made transposed and
/// copied back to row-major (so a 2-d `a` that requires grad gives CloneBackward0).
fn folded(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    let transpose = b.ndim() > a.ndim();
    let t1 = if transpose { view::mt(b)? } else { a.clone() };
    let t2 = match (transpose, a.ndim()) {
        (false, _) => b.clone(),
        (true, 2) => view::t(a)?,
        (true, _) => a.clone(),
    };
    let s1 = t1.shape();
    let mut out_shape = s1[..s1.len() - 1].to_vec();
    let rows = crate::layout::extent::numel_of(&out_shape)?;
    let k = s1[s1.len() - 1];
    let flat = view::reshape(&t1, &[rows as i64, k as i64])?;
    if t2.ndim() == 1 {
        return unsafe_view(&mv(&flat, &t2)?, &out_shape);
    }
    out_shape.push(t2.shape()[1]);
    let out = unsafe_view(&mm(&flat, &t2)?, &out_shape)?;
    if transpose {
        super::contiguous(&view::mt(&out)?)
    } else {
        Ok(out)
    }
}

/// `_unsafe_view` of a fresh contiguous result: the same storage under a new shape, not a
/// view (UnsafeViewBackward0).
pub(crate) fn unsafe_view(r: &Tensor, shape: &[usize]) -> Result<Tensor> {
    let out = r.alias_with(crate::layout::Layout::contiguous(shape));
    autodiff::record_unsafe_view(r, &out)?;
    Ok(out)
}

/// N-d matmul: vectors are promoted to matrices, batch dims broadcast, and the product runs
/// as one bmm over the expanded, flattened batch.
fn batched(a: &Tensor, b: &Tensor) -> Result<Tensor> {
    let (da, db) = (a.ndim(), b.ndim());
    let a2 = if da == 1 {
        view::unsqueeze(a, 0)?
    } else {
        a.clone()
    };
    let b2 = if db == 1 {
        view::unsqueeze(b, 1)?
    } else {
        b.clone()
    };
    let (sa, sb) = (a2.shape(), b2.shape());
    let (m, k) = (sa[sa.len() - 2], sa[sa.len() - 1]);
    let (k2, n) = (sb[sb.len() - 2], sb[sb.len() - 1]);
    // ATen broadcasts the batches first, then bmm checks the inner sizes of the expanded
    // operands.
    let batch = broadcast_shapes(&sa[..sa.len() - 2], &sb[..sb.len() - 2])?;
    if k != k2 {
        let bsz = crate::layout::extent::numel_of(&batch)?;
        return Err(runtime(format!(
            "Expected size for first two dimensions of batch2 tensor to be: [{bsz}, {k}] but got: [{bsz}, {k2}]."
        )));
    }
    let bsz: usize = batch.iter().product();
    let to_i = |v: &[usize]| v.iter().map(|&x| x as i64).collect::<Vec<i64>>();
    let mut ea = batch.clone();
    ea.extend([m, k]);
    let mut eb = batch.clone();
    eb.extend([k, n]);
    let a3 = view::reshape(
        &view::expand(&a2, &to_i(&ea))?,
        &[bsz as i64, m as i64, k as i64],
    )?;
    let b3 = view::reshape(
        &view::expand(&b2, &to_i(&eb))?,
        &[bsz as i64, k as i64, n as i64],
    )?;
    let r = bmm(&a3, &b3)?;
    let mut out_shape = batch;
    if da > 1 {
        out_shape.push(m);
    }
    if db > 1 {
        out_shape.push(n);
    }
    // ATen ends with `_unsafe_view` of bmm's fresh result.
    unsafe_view(&r, &out_shape)
}

/// The matrix norms of ord ±1 (largest/smallest column sum of |A|) and ±∞ (row sum) over
/// the two `dims`, in ATen's order: sum |A| over one dim, then amax/amin over the other,
/// so the node is `AmaxBackward0`/`AminBackward0`. Other ords need an SVD.
pub fn matrix_norm_of_sums(
    x: &Tensor,
    p: f64,
    dims: &[i64],
    keepdim: bool,
    dtype: Option<crate::DType>,
) -> Result<Tensor> {
    use crate::kernels::{ReduceOp, UnaryOp};
    if dims.len() != 2 {
        return Err(runtime("linalg.matrix_norm: dim must be a 2-tuple of ints"));
    }
    let (a, b) = (
        crate::layout::wrap_dim(dims[0], x.ndim())?,
        crate::layout::wrap_dim(dims[1], x.ndim())?,
    );
    let (sum_dim, mut max_dim) = if p.abs() == 1.0 {
        (a, b)
    } else if p.is_infinite() {
        (b, a)
    } else {
        return Err(runtime(format!(
            "linalg matrix norm with ord={p} is not implemented in stridelab (it needs an SVD)"
        )));
    };
    if !keepdim && sum_dim < max_dim {
        max_dim -= 1;
    }
    let abs = super::unary("abs", UnaryOp::Abs, x)?;
    let sums = super::reduce(
        "sum",
        ReduceOp::Sum,
        &abs,
        Some(&[sum_dim as i64]),
        keepdim,
        dtype,
    )?;
    let (op, name) = if p > 0.0 {
        (ReduceOp::Max, "amax")
    } else {
        (ReduceOp::Min, "amin")
    };
    super::reduce(name, op, &sums, Some(&[max_dim as i64]), keepdim, None)
}
