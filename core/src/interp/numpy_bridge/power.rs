//! NumPy's `power` loop for float32 and float64 where it has no SIMD loop of its own: the C
//! library's `powf`/`pow` per element (`npy_powf`/`npy_pow`), not SLEEF's vector pow that
//! `torch.pow` of two tensors runs on the CPU. (NumPy's wheel on an AVX-512 machine calls
//! SVML's `__svml_pow8_ha` instead, which is not correctly rounded: see docs/decisions.md,
//! stop 82.) float16 is NumPy's `npy_powf` on the widened values, rounded back.

use crate::dtype::DType;
use crate::error::{runtime, Result};
use crate::interp::registry::{FunctionFn, Registry};
use crate::interp::value::Value;
use crate::ops::host;
use crate::tensor::Tensor;

pub fn register(r: &mut Registry<FunctionFn>) {
    r.add("numpy", &["np_pow_libm"], "base, exponent", |_, a| {
        Ok(Value::Tensor(pow_libm(
            &a.tensor("base")?,
            &a.tensor("exponent")?,
        )?))
    });
}

/// `base ** exponent` element by element, both of one float dtype and one shape (numpy.py
/// broadcasts them first), on the host, in a new contiguous tensor on `base`'s device.
fn pow_libm(base: &Tensor, exponent: &Tensor) -> Result<Tensor> {
    let dtype = base.dtype();
    if exponent.dtype() != dtype || *base.shape_ref() != *exponent.shape_ref() {
        return Err(runtime(
            "np_pow_libm: the operands must share one dtype and one shape",
        ));
    }
    let (xs, es) = (host::values(base)?, host::values(exponent)?);
    let pairs = xs.iter().zip(&es);
    let vals: Vec<f64> = match dtype {
        DType::Float64 => pairs.map(|(&x, &e)| x.powf(e)).collect(),
        // The values came from float32 (or float16) storage, so `as f32` is exact.
        DType::Float32 | DType::Float16 => pairs
            .map(|(&x, &e)| f64::from((x as f32).powf(e as f32)))
            .collect(),
        d => {
            return Err(runtime(format!(
                "np_pow_libm: not a float dtype: {}",
                d.name()
            )))
        }
    };
    host::build(&vals, &base.shape(), dtype, base.device())
}
