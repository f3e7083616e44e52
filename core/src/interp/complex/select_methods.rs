//! A complex tensor's selection and test methods: which elements are nonzero (`any`, `all`,
//! `count_nonzero`, `nonzero`, `argwhere`), picking elements (`index_select`, `gather`,
//! `masked_select`, `where`) and the shape helpers real code calls on them (`ravel`,
//! `expand_as`, `unflatten`, `nan_to_num`). Each runs the real op's argument checks on the
//! real parts (a tensor of the complex shape, so errors name complex dims and sizes), then
//! acts on the float pairs with the pair dim kept last.

use super::methods::Method;
use super::tensor::ComplexTensor;
use crate::error::Result;
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::tensor_api::call_method;
use crate::interp::value::Value;
use crate::ops;
use crate::tensor::Tensor;

pub(super) const METHODS: &[(&str, Method)] = &[
    ("count_nonzero", |it, z, _, a| {
        on_nonzero(it, z, "count_nonzero", a)
    }),
    ("any", |it, z, _, a| on_nonzero(it, z, "any", a)),
    ("all", |it, z, _, a| on_nonzero(it, z, "all", a)),
    ("nonzero", |it, z, _, a| on_nonzero(it, z, "nonzero", a)),
    ("argwhere", |it, z, _, a| on_nonzero(it, z, "argwhere", a)),
    ("index_select", index_select),
    ("gather", gather),
    ("masked_select", masked_select),
    ("where", |it, _, this, a| {
        let b = a.bind("where", &["condition", "other"])?;
        let args = Args::new(vec![b.value("condition")?, this.clone(), b.value("other")?]);
        super::functions::call(it, "where", args)
    }),
    ("ravel", |_, z, _, a| {
        super::methods::no_args("ravel", &a)?;
        // `reshape(-1)`: a view when the layout allows one, else a copy.
        Ok(z.with_pairs(ops::view::reshape(&z.pairs, &[-1, 2])?))
    }),
    ("expand_as", |_, z, _, a| {
        let b = a.bind("expand_as", &["other"])?;
        let other = b.value("other")?;
        let shape: Vec<i64> = match (ComplexTensor::of(&other), &other) {
            (Some(w), _) => w.shape().iter().map(|&n| n as i64).collect(),
            (None, Value::Tensor(t)) => t.shape().iter().map(|&n| n as i64).collect(),
            _ => b.tensor("other").map(|_| Vec::new())?,
        };
        expand(z, &shape)
    }),
    ("unflatten", |it, z, _, a| {
        let shadow = checked(|| call_method(it, &z.real_shadow()?, "unflatten", a))?;
        let mut shape: Vec<i64> = tensor_of(&shadow)?
            .shape()
            .iter()
            .map(|&n| n as i64)
            .collect();
        shape.push(2);
        Ok(z.with_pairs(ops::view::view(&z.pairs, &shape)?))
    }),
    ("nan_to_num", |it, z, _, a| {
        // Each part on its own, as ATen's complex kernel does.
        let r = call_method(it, &z.resolved()?, "nan_to_num", a)?;
        Ok(ComplexTensor::value(tensor_of(&r)?, false))
    }),
];

/// Runs a real op for its checks only, untraced.
fn checked<T>(f: impl FnOnce() -> Result<T>) -> Result<T> {
    crate::trace::paused(f)
}

fn tensor_of(v: &Value) -> Result<Tensor> {
    match v {
        Value::Tensor(t) => Ok(t.clone()),
        _ => Err(crate::error::runtime("expected a tensor result")),
    }
}

/// The complex shape of a result (from the real op's shadow result) as the pairs' shape.
fn pair_shape(shadow: &Tensor) -> Vec<i64> {
    let mut s: Vec<i64> = shadow.shape().iter().map(|&n| n as i64).collect();
    s.push(2);
    s
}

/// The pairs with at least one complex dim (a 0-d tensor's as one element), so no dim of
/// the op can reach the (re, im) dim.
fn working_pairs(z: &ComplexTensor) -> Result<Tensor> {
    if z.ndim() == 0 {
        return ops::view::reshape(&z.pairs, &[1, 2]);
    }
    Ok(z.pairs.clone())
}

/// `any`/`all`/`count_nonzero`/`nonzero`/`argwhere`: the real op on "is this element
/// nonzero" (either part nonzero; NaN counts), a bool tensor of the complex shape.
fn on_nonzero(it: &mut Interp, z: &ComplexTensor, name: &str, a: Args) -> Result<Value> {
    let nonzero = ops::named::ne(
        ops::Arg::T(&z.pairs),
        ops::Arg::S(crate::scalar::Scalar::Int(0)),
    )?;
    let nonzero = ops::by_name::reduce_op("any", &nonzero, Some(&[-1]), false, None)?;
    call_method(it, &nonzero, name, a)
}

fn index_select(it: &mut Interp, z: &ComplexTensor, _: &Value, a: Args) -> Result<Value> {
    let b = a.bind("index_select", &["dim", "index"])?;
    let shadow = checked(|| call_method(it, &z.real_shadow()?, "index_select", a.clone()))?;
    let shadow = tensor_of(&shadow)?;
    let d = if z.ndim() == 0 {
        0
    } else {
        z.dim(super::methods::int(&b, "dim")?)?
    };
    let index = ops::view::reshape(&b.tensor("index")?, &[-1])?;
    let r = ops::index_select::index_select(&working_pairs(z)?, d, &index)?;
    Ok(z.with_pairs(ops::view::reshape(&r, &pair_shape(&shadow))?))
}

fn gather(it: &mut Interp, z: &ComplexTensor, _: &Value, a: Args) -> Result<Value> {
    let b = a.bind("gather", &["dim", "index", "*", "sparse_grad=False"])?;
    let shadow = checked(|| call_method(it, &z.real_shadow()?, "gather", a.clone()))?;
    let shadow = tensor_of(&shadow)?;
    let d = if z.ndim() == 0 {
        0
    } else {
        z.dim(super::methods::int(&b, "dim")?)?
    };
    let mut index = b.tensor("index")?;
    if index.ndim() == 0 {
        index = ops::view::reshape(&index, &[1])?;
    }
    // The same index for both parts: it gains the pair dim, expanded.
    let mut sizes: Vec<i64> = index.shape().iter().map(|&n| n as i64).collect();
    sizes.push(2);
    let index = ops::view::expand(&ops::view::unsqueeze(&index, -1)?, &sizes)?;
    let r = ops::index::gather(&working_pairs(z)?, d, &index)?;
    Ok(z.with_pairs(ops::view::reshape(&r, &pair_shape(&shadow))?))
}

fn masked_select(it: &mut Interp, z: &ComplexTensor, _: &Value, a: Args) -> Result<Value> {
    let b = a.bind("masked_select", &["mask"])?;
    checked(|| call_method(it, &z.real_shadow()?, "masked_select", a.clone()))?;
    // The mask gains a size-1 pair dim, so each chosen element brings both parts, in order.
    let mask = ops::view::unsqueeze(&b.tensor("mask")?, -1)?;
    let r = ops::masked::masked_select(&z.pairs, &mask)?;
    Ok(z.with_pairs(ops::view::reshape(&r, &[-1, 2])?))
}

/// `z.expand(sizes)`: checked on the complex shape, with the complex type in the message
/// as PyTorch names it (`CPUComplexFloatType`), then the pairs expanded with their dim.
pub(super) fn expand(z: &ComplexTensor, sizes: &[i64]) -> Result<Value> {
    let name = match z.pairs.dtype() {
        crate::DType::Float64 => "CPUComplexDoubleType",
        _ => "CPUComplexFloatType",
    };
    checked(|| z.real_shadow()?.layout_ref().expand_named(sizes, name))?;
    let mut shape = sizes.to_vec();
    shape.push(2);
    Ok(z.with_pairs(ops::view::expand(&z.pairs, &shape)?))
}
