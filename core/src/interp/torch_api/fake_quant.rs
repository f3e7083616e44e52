//! `torch.fake_quantize_per_tensor_affine` (both overloads), `fake_quantize_per_channel_affine`
//! and the learnable variants: argument binding here, the computation in `ops::fake_quant`.

use super::Torch;
use crate::error::Result;
use crate::interp::args::Bound;
use crate::interp::eval::Interp;
use crate::interp::value::Value;
use crate::ops::fake_quant::{self, QRange};

pub fn register(r: &mut Torch) {
    let topic = "quantization";
    r.add(
        topic,
        &["fake_quantize_per_tensor_affine"],
        "input, scale, zero_point, quant_min, quant_max",
        per_tensor,
    );
    r.add(
        topic,
        &["fake_quantize_per_channel_affine"],
        "input, scale, zero_point, axis, quant_min, quant_max",
        per_channel,
    );
    r.add(
        topic,
        &["_fake_quantize_learnable_per_tensor_affine"],
        "input, scale, zero_point, quant_min, quant_max, grad_factor=1.0",
        learnable_per_tensor,
    );
    r.add(
        topic,
        &["_fake_quantize_learnable_per_channel_affine"],
        "input, scale, zero_point, axis, quant_min, quant_max, grad_factor=1.0",
        learnable_per_channel,
    );
    r.add(topic, &["_int_mm"], "input, mat2", int_mm);
    r.add(
        topic,
        &["quantize_per_tensor"],
        "input, scale, zero_point, dtype",
        no_quantized_tensors,
    );
    r.add(
        topic,
        &["quantize_per_channel"],
        "input, scales, zero_points, axis, dtype",
        no_quantized_tensors,
    );
}

/// `torch._int_mm`: the int8 GEMM with int32 accumulation of int8 deployment code, checked
/// as ATen's `_int_mm_out_cpu` checks it and computed as the int32 matmul it equals.
fn int_mm(_: &mut Interp, b: &Bound) -> Result<Value> {
    use crate::dtype::DType;
    use crate::error::runtime;
    let (a, m) = (b.tensor("input")?, b.tensor("mat2")?);
    for (t, what) in [(&a, "self"), (&m, "mat2")] {
        if t.ndim() != 2 {
            return Err(runtime(format!(
                "_int_mm: {what} must be a matrix, got {}-D tensor",
                t.ndim()
            )));
        }
    }
    let (sa, sm) = (a.shape(), m.shape());
    if sa[1] != sm[0] {
        return Err(runtime(format!(
            "_int_mm: mat1 and mat2 shapes cannot be multiplied ({}x{} and {}x{})",
            sa[0], sa[1], sm[0], sm[1]
        )));
    }
    // The messages print c10's TypeMeta name (`signed char`).
    let meta = |d: DType| d.c_type_name();
    if !matches!(a.dtype(), DType::Int8 | DType::UInt8) {
        return Err(runtime(format!(
            "int_mm_out_cpu: Expected self dtype to be int8 or uint8 but got {}",
            meta(a.dtype())
        )));
    }
    if m.dtype() != DType::Int8 {
        return Err(runtime(format!(
            "int_mm_out_cpu: Expected mat2 dtype to be of type int8 but got {}",
            meta(m.dtype())
        )));
    }
    let wide = |t: &crate::tensor::Tensor| crate::ops::to_dtype(t, DType::Int32);
    Ok(Value::Tensor(crate::ops::matmul(&wide(&a)?, &wide(&m)?)?))
}

/// Quantized tensors need dtypes stridelab's tensors do not have (docs/decisions.md,
/// "Stop 73: quantized tensors"): refused by name rather than approximated.
fn no_quantized_tensors(_: &mut Interp, b: &Bound) -> Result<Value> {
    Err(crate::error::not_implemented(format!(
        "torch.{} is not supported in stridelab: it has no quantized tensors (torch.fake_quantize_per_tensor_affine and torch.fake_quantize_per_channel_affine give their values as floats)",
        b.fname()
    )))
}

fn range(b: &Bound) -> Result<QRange> {
    Ok(QRange {
        min: b.i64_or("quant_min", 0)?,
        max: b.i64_or("quant_max", 0)?,
    })
}

/// The overload is chosen by the scale: a Tensor one takes Tensor qparams.
fn per_tensor(_: &mut Interp, b: &Bound) -> Result<Value> {
    let x = b.tensor("input")?;
    let out = match b.get("scale") {
        Some(Value::Tensor(s)) => {
            let zp = b.tensor("zero_point")?;
            fake_quant::per_tensor_tensor_qparams(&x, s, &zp, range(b)?)?
        }
        _ => {
            let scale = b.f64("scale")?.unwrap_or(0.0);
            let zp = b.i64_or("zero_point", 0)?;
            fake_quant::per_tensor(&x, scale, zp, range(b)?)?
        }
    };
    Ok(Value::Tensor(out))
}

fn per_channel(_: &mut Interp, b: &Bound) -> Result<Value> {
    let (x, s, z) = (
        b.tensor("input")?,
        b.tensor("scale")?,
        b.tensor("zero_point")?,
    );
    let axis = b.i64_or("axis", 0)?;
    Ok(Value::Tensor(fake_quant::per_channel(
        &x,
        &s,
        &z,
        axis,
        range(b)?,
    )?))
}

fn learnable_per_tensor(_: &mut Interp, b: &Bound) -> Result<Value> {
    let (x, s, z) = (
        b.tensor("input")?,
        b.tensor("scale")?,
        b.tensor("zero_point")?,
    );
    let gf = b.f64_or("grad_factor", 1.0)?;
    Ok(Value::Tensor(fake_quant::learnable_per_tensor(
        &x,
        &s,
        &z,
        range(b)?,
        gf,
    )?))
}

fn learnable_per_channel(_: &mut Interp, b: &Bound) -> Result<Value> {
    let (x, s, z) = (
        b.tensor("input")?,
        b.tensor("scale")?,
        b.tensor("zero_point")?,
    );
    let axis = b.i64_or("axis", 0)?;
    let gf = b.f64_or("grad_factor", 1.0)?;
    Ok(Value::Tensor(fake_quant::learnable_per_channel(
        &x,
        &s,
        &z,
        axis,
        range(b)?,
        gf,
    )?))
}
