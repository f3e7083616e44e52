//! `z.uniform_()` and `z.normal_()` of a complex tensor: ATen fills `view_as_real(z)`, so
//! the parts are drawn in memory order, real then imaginary; `normal_` draws each part with
//! `std / sqrt(2)` (the complex variance is the sum of the parts').

use super::tensor::ComplexTensor;
use crate::error::Result;
use crate::interp::args::Args;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::kernels::RandomDist;

pub fn uniform_(_: &mut Interp, z: &ComplexTensor, this: &Value, a: Args) -> Result<Value> {
    let b = a.bind("uniform_", &["from=0", "to=1", "*", "generator=None"])?;
    let (low, high) = (b.f64_or("from", 0.0)?, b.f64_or("to", 1.0)?);
    crate::ops::random::fill_random_(&z.pairs, RandomDist::Uniform { low, high })?;
    Ok(this.clone())
}

pub fn normal_(_: &mut Interp, z: &ComplexTensor, this: &Value, a: Args) -> Result<Value> {
    let b = a.bind("normal_", &["mean=0", "std=1", "*", "generator=None"])?;
    let (mean, std) = (b.f64_or("mean", 0.0)?, b.f64_or("std", 1.0)?);
    let std = std / 2f64.sqrt();
    crate::ops::random::fill_random_(&z.pairs, RandomDist::Normal { mean, std })?;
    Ok(this.clone())
}
