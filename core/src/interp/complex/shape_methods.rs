//! A complex tensor's shape and view methods: each acts on the float pairs with the complex
//! dims, the pair dim staying last with stride 1, so results share storage as PyTorch's views
//! do. A 0-d complex tensor's pairs have one dim, the (re, im) one: a dim a 0-d tensor accepts
//! ("no dim") must never reach it, so those paths check the complex shape first.

use super::methods::{flip_conj, int, mt_of, no_args, t_of, Method};
use super::tensor::ComplexTensor;
use crate::error::Result;
use crate::interp::args::{varargs_ints, Args};
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;

pub(super) const METHODS: &[(&str, Method)] = &[
    ("view", |_, z, _, a| {
        if a.pos.len() == 1 && a.kw.is_empty() && !matches!(a.pos[0], Value::Int(_)) {
            if let Some(v) = super::dtype_view::complex_as(z, &a.pos[0])? {
                return Ok(v);
            }
        }
        let shape = z.pair_shape(varargs_ints(&a.pos, "view")?)?;
        Ok(z.with_pairs(ops::view::view(&z.pairs, &shape)?))
    }),
    ("reshape", |_, z, _, a| {
        let shape = z.pair_shape(varargs_ints(&a.pos, "reshape")?)?;
        Ok(z.with_pairs(ops::view::reshape(&z.pairs, &shape)?))
    }),
    ("expand", |_, z, _, a| {
        super::select_methods::expand(z, &varargs_ints(&a.pos, "expand")?)
    }),
    ("permute", |_, z, _, a| {
        let given = crate::interp::args::spread_ints_from(&a.pos, false, "permute", "dims")?;
        // The real permute's checks on the complex shape (a 0-d tensor's `permute(0)` is an
        // error there, while the pairs would take it as their (re, im) dim).
        ops::view::permute(&z.real_shadow()?, &given)?;
        let mut dims = Vec::new();
        for d in given {
            dims.push(z.dim(d)?);
        }
        dims.push(z.ndim() as i64);
        Ok(z.with_pairs(ops::view::permute(&z.pairs, &dims)?))
    }),
    ("transpose", transpose),
    ("transpose_", |_, z, this, a| {
        let b = a.bind("transpose_", &["dim0", "dim1"])?;
        let (d0, d1) = (z.dim(int(&b, "dim0")?)?, z.dim(int(&b, "dim1")?)?);
        let transpose = |l: crate::layout::Layout| l.transpose(d0, d1);
        ops::view::restride_(&z.pairs, transpose, ops::view::Restride::Transpose(d0, d1))?;
        Ok(this.clone())
    }),
    ("swapaxes", transpose),
    ("t", |_, z, _, a| {
        no_args("t", &a)?;
        t_of(z)
    }),
    ("unsqueeze", |_, z, _, a| {
        let b = a.bind("unsqueeze", &["dim"])?;
        let d = crate::interp::complex::tensor::wrap_dim(int(&b, "dim")?, z.ndim() + 1)?;
        Ok(z.with_pairs(ops::view::unsqueeze(&z.pairs, d)?))
    }),
    ("squeeze", |_, z, _, a| {
        let b = a.bind("squeeze", &["dim="])?;
        // `dim` is one dim or a tuple/list of them (PyTorch's squeeze.dims overload).
        let dims = match b.get("dim") {
            None => None,
            // Repeats are PyTorch's error, as for a real tensor's dims (`wrap_dims`).
            Some(Value::Tuple(_) | Value::List(_)) => Some(
                crate::layout::dims::wrap_dims(&b.int_list("dim")?.unwrap_or_default(), z.ndim())?
                    .into_iter()
                    .map(|d| d as i64)
                    .collect(),
            ),
            Some(_) => Some(vec![z.dim(int(&b, "dim")?)?]),
        };
        Ok(z.with_pairs(ops::view::squeeze(&z.pairs, dims.as_deref())?))
    }),
    ("adjoint", |_, z, _, a| {
        no_args("adjoint", &a)?;
        let n = z.ndim();
        if n == 1 {
            return Err(crate::error::runtime(format!(
                "tensor.adjoint() is only supported on matrices or batches of matrices. Got {n}-D tensor."
            )));
        }
        Ok(flip_conj(mt_of(z, "adjoint")?))
    }),
    ("squeeze_", |_, z, this, a| {
        // In place on the pairs; their last dim (2) is never a size-1 dim to drop.
        let b = a.bind("squeeze_", &["dim="])?;
        let dims = match b.i64("dim")? {
            None => (0..z.ndim() as i64).collect(),
            Some(d) => vec![z.dim(d)?],
        };
        let squeeze = |l: crate::layout::Layout| l.squeeze(Some(&dims));
        let how = ops::view::Restride::Squeeze(if b.given("dim") {
            "SqueezeBackward4"
        } else {
            "SqueezeBackward3"
        });
        ops::view::restride_(&z.pairs, squeeze, how)?;
        Ok(this.clone())
    }),
    ("flatten", |_, z, _, a| {
        let b = a.bind("flatten", &["start_dim=", "end_dim="])?;
        let s = z.dim(b.i64_or("start_dim", 0)?)?;
        let e = z.dim(b.i64_or("end_dim", -1)?)?;
        if z.ndim() == 0 {
            return Ok(z.with_pairs(ops::view::reshape(&z.pairs, &[1, 2])?));
        }
        Ok(z.with_pairs(ops::view::flatten(&z.pairs, s, e)?))
    }),
    ("select", |_, z, _, a| {
        let b = a.bind("select", &["dim", "index"])?;
        // The real select's checks first: a 0-d tensor has no dim to select from.
        ops::view::select(&z.real_shadow()?, int(&b, "dim")?, int(&b, "index")?)?;
        let d = z.dim(int(&b, "dim")?)?;
        Ok(z.with_pairs(ops::view::select(&z.pairs, d, int(&b, "index")?)?))
    }),
    ("narrow", |_, z, _, a| {
        let b = a.bind("narrow", &["dim", "start", "length"])?;
        let (s, l) = (int(&b, "start")?, int(&b, "length")?);
        // The real narrow's checks first: a 0-d tensor has no dim to narrow.
        ops::view::narrow(&z.real_shadow()?, int(&b, "dim")?, s, l)?;
        let d = z.dim(int(&b, "dim")?)?;
        Ok(z.with_pairs(ops::view::narrow(&z.pairs, d, s, l)?))
    }),
    ("flip", |_, z, _, a| {
        let mut dims = Vec::new();
        // Wrapped as the real flip wraps them (a repeated dim is its error).
        let given = varargs_ints(&a.pos, "flip")?;
        for d in crate::layout::dims::wrap_dims(&given, z.ndim())? {
            dims.push(d as i64);
        }
        if z.ndim() == 0 {
            // Flipping one element changes nothing; the pairs' dim 0 is (re, im).
            dims.clear();
        }
        Ok(ComplexTensor::value(
            ops::arrange::flip(&z.resolved()?, &dims)?,
            false,
        ))
    }),
    ("roll", |_, z, _, a| {
        let b = a.bind("roll", &["shifts", "dims=None"])?;
        let shifts = b.int_list("shifts")?.unwrap_or_default();
        let pairs = z.resolved()?;
        let dims = b.int_list("dims")?.unwrap_or_default();
        if dims.is_empty() {
            // No dims: the flattened elements roll (each (re, im) pair moves as one).
            let flat = ops::view::reshape(&pairs, &[-1, 2])?;
            if shifts.len() != 1 {
                // The real roll's own alignment error, as PyTorch gives it.
                ops::arrange::roll(&flat, &shifts, &[])?;
            }
            let rolled = ops::arrange::roll(&flat, &shifts, &[0])?;
            // The rolled copy in the complex shape, not a view of it (ATen's `_unsafe_view`).
            let mut shape = z.shape();
            shape.push(2);
            let out = rolled.alias_with(crate::layout::Layout::contiguous(&shape));
            crate::ops::autodiff::record_unsafe_view(&rolled, &out)?;
            return Ok(ComplexTensor::value(out, false));
        }
        if shifts.len() != dims.len() {
            // Alignment is checked before any dim is wrapped (the real roll's error).
            ops::arrange::roll(&pairs, &shifts, &dims)?;
        }
        if z.ndim() == 0 {
            // The real roll's error: a 0-d tensor has no dim to roll (the pairs' dim 0 is
            // (re, im), which must never move).
            ops::arrange::roll(&z.real_shadow()?, &shifts, &dims)?;
        }
        let mut wrapped = Vec::new();
        for d in dims {
            wrapped.push(z.dim(d)?);
        }
        Ok(ComplexTensor::value(
            ops::arrange::roll(&pairs, &shifts, &wrapped)?,
            false,
        ))
    }),
    ("movedim", movedim),
    ("moveaxis", movedim),
    ("swapdims", transpose),
    ("unsqueeze_", |_, z, this, a| {
        let b = a.bind("unsqueeze_", &["dim"])?;
        let d = super::tensor::wrap_dim(int(&b, "dim")?, z.ndim() + 1)?;
        let unsqueeze = |l: crate::layout::Layout| l.unsqueeze(d);
        ops::view::restride_(&z.pairs, unsqueeze, ops::view::Restride::Unsqueeze(d))?;
        Ok(this.clone())
    }),
    ("unbind", |_, z, _, a| {
        let b = a.bind("unbind", &["dim=0"])?;
        let d = b.i64_or("dim", 0)?;
        if z.ndim() == 0 {
            // The real unbind's error: a 0-d tensor has no dim to unbind.
            ops::view::unbind(&z.real_shadow()?, d)?;
        }
        pieces(z, ops::view::unbind(&z.pairs, z.dim(d)?)?)
    }),
    ("split", |_, z, _, a| {
        let b = a.bind("split", &["split_size", "dim=0"])?;
        let sizes = match b.value("split_size")? {
            Value::Int(n) => ops::view::SplitSizes::Each(n),
            v => ops::view::SplitSizes::List(crate::interp::args::int_list(&v)?),
        };
        let d = b.i64_or("dim", 0)?;
        if z.ndim() == 0 {
            // The real split's error: a 0-d tensor has nothing to split.
            ops::view::split(&z.real_shadow()?, sizes.clone(), d)?;
        }
        pieces(z, ops::view::split(&z.pairs, sizes, z.dim(d)?)?)
    }),
    ("chunk", |_, z, _, a| {
        let b = a.bind("chunk", &["chunks", "dim=0"])?;
        let (chunks, d) = (int(&b, "chunks")?, b.i64_or("dim", 0)?);
        if z.ndim() == 0 || chunks <= 0 {
            // The real chunk's checks, in its order (the count, then the rank).
            ops::view::chunk(&z.real_shadow()?, chunks, d)?;
        }
        pieces(z, ops::view::chunk(&z.pairs, chunks, z.dim(d)?)?)
    }),
    ("repeat", |_, z, _, a| {
        let reps = crate::interp::args::spread_ints_from(&a.pos, false, "repeat", "repeats")?;
        repeat(z, reps)
    }),
    ("tile", |_, z, _, a| {
        // tile pads the reps with leading 1s up to the tensor's dims (repeat refuses fewer).
        let mut reps = crate::interp::args::spread_ints_from(&a.pos, false, "tile", "dims")?;
        if reps.len() < z.ndim() {
            let pad = z.ndim() - reps.len();
            reps.splice(0..0, std::iter::repeat_n(1, pad));
        }
        repeat(z, reps)
    }),
    ("tril", |_, z, _, a| tri(z, a, true)),
    ("triu", |_, z, _, a| tri(z, a, false)),
];

fn transpose(_: &mut Interp, z: &ComplexTensor, _: &Value, a: Args) -> Result<Value> {
    let b = a.bind("transpose", &["dim0", "dim1"])?;
    let (d0, d1) = (z.dim(int(&b, "dim0")?)?, z.dim(int(&b, "dim1")?)?);
    Ok(z.with_pairs(ops::view::transpose(&z.pairs, d0, d1)?))
}

fn movedim(_: &mut Interp, z: &ComplexTensor, _: &Value, a: Args) -> Result<Value> {
    let b = a.bind("movedim", &["source", "destination"])?;
    let src = b.int_list("source")?.unwrap_or_default();
    let dst = b.int_list("destination")?.unwrap_or_default();
    // The real movedim's checks on the complex shape; the pairs then move with wrapped dims,
    // so their (re, im) dim stays last.
    ops::view::movedim(&z.real_shadow()?, &src, &dst)?;
    let wrap = |ds: &[i64]| ds.iter().map(|&d| z.dim(d)).collect::<Result<Vec<_>>>();
    Ok(z.with_pairs(ops::view::movedim(&z.pairs, &wrap(&src)?, &wrap(&dst)?)?))
}

/// The views of a split of the pairs, as complex tensors with the input's conjugate bit.
fn pieces(z: &ComplexTensor, parts: Vec<Tensor>) -> Result<Value> {
    Ok(Value::tuple(
        parts.into_iter().map(|p| z.with_pairs(p)).collect(),
    ))
}

/// `repeat`: the pairs repeated once along their (re, im) dim. The real repeat's errors name
/// the shapes it computes, so a refused call is checked on the complex shape first.
fn repeat(z: &ComplexTensor, mut reps: Vec<i64>) -> Result<Value> {
    if reps.len() < z.ndim() || reps.iter().any(|&r| r < 0) {
        ops::repeat(&z.real_shadow()?, &reps)?;
    }
    reps.push(1);
    Ok(ComplexTensor::value(
        ops::repeat(&z.resolved()?, &reps)?,
        false,
    ))
}

/// `tril`/`triu`: the real op on the pairs with their (re, im) dim moved first (so the two
/// dims it masks are the matrix's), then the complex row-major result ATen allocates.
fn tri(z: &ComplexTensor, a: Args, lower: bool) -> Result<Value> {
    let name = if lower { "tril" } else { "triu" };
    let b = a.bind(name, &["diagonal=0"])?;
    let k = b.i64_or("diagonal", 0)?;
    if z.ndim() < 2 {
        return Err(crate::error::runtime(format!(
            "{name}: input tensor must have at least 2 dimensions"
        )));
    }
    let front = ops::view::movedim(&z.resolved()?, &[-1], &[0])?;
    let masked = ops::tri(&front, k, lower)?;
    let back = ops::view::movedim(&masked, &[0], &[-1])?;
    let out = ops::copy::clone(&back, crate::layout::MemoryFormat::Contiguous)?;
    super::grad::named(
        ComplexTensor::value(out, false),
        if lower {
            "TrilBackward0"
        } else {
            "TriuBackward0"
        },
    )
}
