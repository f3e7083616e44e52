//! Complex functions written with real ops on the parts, as glibc's `cexp`/`clog`/`csqrt`
//! and ATen's complex kernels define them: `exp`, `log`, `sqrt`, powers (ATen's fast paths
//! for the exponents 2, 3, -2, 0.5, -0.5 and -1, else `exp(w log z)`), `sgn`, the NaN and
//! infinity tests, `isclose`, and `where`.

use super::parts::{self, Part, Parts};
use super::tensor::ComplexTensor;
use crate::error::{runtime, Result};
use crate::interp::value::Value;
use crate::ops::{self, named, Arg};
use crate::scalar::Scalar;
use crate::tensor::Tensor;

fn t(p: &Part) -> Result<&Tensor> {
    match p {
        Part::T(t) => Ok(t),
        Part::S(_) => Err(runtime("complex function of a number part")),
    }
}

/// The complex value of float pairs.
pub fn value(p: &Parts) -> Result<Value> {
    Ok(ComplexTensor::value(parts::pack(p)?, false))
}

/// `exp(z) = e^re (cos im + i sin im)`.
pub fn exp(z: &Parts) -> Result<Parts> {
    let e = named::exp(t(&z.re)?)?;
    let im = t(&z.im)?;
    let (c, s) = (named::cos(im)?, named::sin(im)?);
    // A zero imaginary part stays exactly (cexp: `exp(inf + 0i)` is `inf + 0i`, not NaN).
    let flat = named::eq(Arg::T(im), Arg::S(Scalar::Float(0.0)))?;
    let im_out = ops::named::mul(Arg::T(&e), Arg::T(&s))?;
    let im_out = ops::elementwise::where_(&flat, Arg::T(im), Arg::T(&im_out))?;
    let re_out = ops::named::mul(Arg::T(&e), Arg::T(&c))?;
    // cexp's infinite real part with an inf or NaN imaginary one: `-inf` gives a signed
    // zero (`exp(-inf + nan i)` is 0), `+inf` gives `inf + nan i` (cos/sin of inf are NaN).
    let re = t(&z.re)?;
    let wild_im = named::logical_not(&finite(im)?)?;
    let at = |v: f64| -> Result<Tensor> {
        let edge = named::eq(Arg::T(re), Arg::S(Scalar::Float(v)))?;
        named::logical_and(Arg::T(&edge), Arg::T(&wild_im))
    };
    let (low, high) = (at(f64::NEG_INFINITY)?, at(f64::INFINITY)?);
    let zero = ops::factory::like(
        im,
        Some(Scalar::Float(0.0)),
        None,
        crate::layout::MemoryFormat::Contiguous,
        None,
    )?;
    let re_out = ops::elementwise::where_(&low, Arg::S(Scalar::Float(0.0)), Arg::T(&re_out))?;
    let re_out =
        ops::elementwise::where_(&high, Arg::S(Scalar::Float(f64::INFINITY)), Arg::T(&re_out))?;
    let im_out = ops::elementwise::where_(&low, Arg::T(&copysign(&zero, im)?), Arg::T(&im_out))?;
    let im_out = ops::elementwise::where_(&high, Arg::S(Scalar::Float(f64::NAN)), Arg::T(&im_out))?;
    Ok(Parts {
        re: Part::T(re_out),
        im: Part::T(im_out),
    })
}

/// Where `x` is finite (`x - x` is 0; NaN for inf and NaN).
fn finite(x: &Tensor) -> Result<Tensor> {
    let d = ops::named::sub(Arg::T(x), Arg::T(x), Scalar::Int(1))?;
    named::eq(Arg::T(&d), Arg::S(Scalar::Float(0.0)))
}

/// `log(z) = log|z| + i arg z`.
pub fn log(z: &Parts) -> Result<Parts> {
    let (re, im) = (t(&z.re)?, t(&z.im)?);
    let r = parts::hypot(re, im)?;
    Ok(Parts {
        re: Part::T(named::log(&r)?),
        im: Part::T(named::atan2(Arg::T(im), Arg::T(re))?),
    })
}

/// The principal square root, as glibc's `csqrt`: from `d = |z|`, `sqrt((d + re)/2)` for a
/// positive real part, else `sqrt((d - re)/2)` carried to the imaginary part's sign.
pub fn sqrt(z: &Parts) -> Result<Parts> {
    let (x, y) = (t(&z.re)?, t(&z.im)?);
    let d = parts::hypot(x, y)?;
    let half = |v: Tensor| ops::named::mul(Arg::T(&v), Arg::S(Scalar::Float(0.5)));
    let add = |a: &Tensor, b: &Tensor, minus: bool| {
        let one = Scalar::Int(1);
        if minus {
            ops::named::sub(Arg::T(a), Arg::T(b), one)
        } else {
            ops::named::add(Arg::T(a), Arg::T(b), one)
        }
    };
    // x > 0: r = sqrt((d + x)/2), s = y / (2 r).
    let r1 = ops::named::sqrt(&half(add(&d, x, false)?)?)?;
    let s1 = half(ops::named::div(Arg::T(y), Arg::T(&r1))?)?;
    // x <= 0: s = sqrt((d - x)/2), r = |y / (2 s)|, imaginary part s with y's sign.
    let s2 = ops::named::sqrt(&half(add(&d, x, true)?)?)?;
    let r2 = ops::named::abs(&half(ops::named::div(Arg::T(y), Arg::T(&s2))?)?)?;
    let s2 = copysign(&s2, y)?;
    let pos = named::gt(Arg::T(x), Arg::S(Scalar::Float(0.0)))?;
    // Zero: (0, y).
    let zero = named::eq(Arg::T(&d), Arg::S(Scalar::Float(0.0)))?;
    let pick = |a: &Tensor, b: &Tensor| ops::elementwise::where_(&pos, Arg::T(a), Arg::T(b));
    let re = ops::elementwise::where_(&zero, Arg::S(Scalar::Float(0.0)), Arg::T(&pick(&r1, &r2)?))?;
    let im = ops::elementwise::where_(&zero, Arg::T(y), Arg::T(&pick(&s1, &s2)?))?;
    // csqrt: an infinite imaginary part gives `inf + y i` whatever the real part (NaN too).
    let wild = named::eq(
        Arg::T(&ops::named::abs(y)?),
        Arg::S(Scalar::Float(f64::INFINITY)),
    )?;
    let re = ops::elementwise::where_(&wild, Arg::S(Scalar::Float(f64::INFINITY)), Arg::T(&re))?;
    let im = ops::elementwise::where_(&wild, Arg::T(y), Arg::T(&im))?;
    Ok(Parts {
        re: Part::T(re),
        im: Part::T(im),
    })
}

/// `copysign(m, y)` for `m >= 0`: `-m` where `y` is negative or -0.0.
fn copysign(m: &Tensor, y: &Tensor) -> Result<Tensor> {
    let zero = Arg::S(Scalar::Float(0.0));
    let below = named::lt(Arg::T(y), zero)?;
    let neg_zero = named::logical_and(
        Arg::T(&named::eq(Arg::T(y), zero)?),
        Arg::T(&named::lt(Arg::T(&ops::named::reciprocal(y)?), zero)?),
    )?;
    let negative = named::logical_or(Arg::T(&below), Arg::T(&neg_zero))?;
    ops::elementwise::where_(&negative, Arg::T(&ops::named::neg(m)?), Arg::T(m))
}

fn one() -> Parts {
    Parts {
        re: Part::S(1.0),
        im: Part::S(0.0),
    }
}

/// `z ** w` with a tensor base: ATen's fast paths for a real number exponent, else
/// `exp(w log z)` (zero to any power zero, as libstdc++'s `pow`).
pub fn power(z: &Parts, w: &Parts) -> Result<Value> {
    let Part::T(base) = &z.re else {
        return power(&number_base(z, w)?, w);
    };
    // A real base: its imaginary part as zeros of its (float) dtype.
    let base = if base.dtype().is_floating() {
        base.clone()
    } else {
        ops::to_dtype_grad(base, base.dtype().to_float())?
    };
    let like = |x: f64| {
        ops::factory::full(
            &base.shape(),
            Scalar::Float(x),
            Some(base.dtype()),
            base.device(),
        )
    };
    let im = match &z.im {
        Part::T(t) => t.clone(),
        Part::S(x) => like(*x)?,
    };
    let z = &Parts {
        re: Part::T(base.clone()),
        im: Part::T(im),
    };
    if let (Part::S(k), Part::S(0.0)) = (&w.re, &w.im) {
        if *k == 0.0 {
            // Anything to the power 0 is 1 (0 ** 0 included), as ATen's pow.
            return value(&Parts {
                re: Part::T(like(1.0)?),
                im: Part::T(like(0.0)?),
            });
        }
        let sq = || parts::times(z, z);
        let r = match *k {
            2.0 => Some(sq()?),
            3.0 => Some(parts::times(&sq()?, z)?),
            -2.0 => Some(parts::divide(&one(), &sq()?)?),
            0.5 => Some(sqrt(z)?),
            -0.5 => Some(parts::divide(&one(), &sqrt(z)?)?),
            -1.0 => Some(parts::divide(&one(), z)?),
            _ => None,
        };
        if let Some(r) = r {
            return value(&r);
        }
    }
    let r = exp(&parts::times(w, &log(z)?)?)?;
    // 0 ** w is 0 for a real positive w (C's cpow); other exponents keep exp(w log 0).
    let positive_real = matches!((&w.re, &w.im), (Part::S(k), Part::S(0.0)) if *k > 0.0);
    if !positive_real {
        return value(&r);
    }
    let zero = is_zero(z)?;
    let pick = |p: &Part| -> Result<Part> {
        Ok(Part::T(ops::elementwise::where_(
            &zero,
            Arg::S(Scalar::Float(0.0)),
            Arg::T(t(p)?),
        )?))
    };
    value(&Parts {
        re: pick(&r.re)?,
        im: pick(&r.im)?,
    })
}

/// A number base as a tensor of the exponent's shape (ATen wraps the scalar and runs the
/// tensor pow): the parts in the exponent's float dtype (the default one for integers).
fn number_base(z: &Parts, w: &Parts) -> Result<Parts> {
    let (Part::S(re), Part::S(im)) = (&z.re, &z.im) else {
        return Err(super::unsupported("this complex power"));
    };
    let exponent = match (&w.re, &w.im) {
        (Part::T(t), _) | (_, Part::T(t)) => t,
        _ => return Err(super::unsupported("a number raised to a number")),
    };
    let dtype = if exponent.dtype().is_floating() {
        exponent.dtype()
    } else {
        crate::dtype::default_float()
    };
    let full = |x: f64| {
        ops::factory::full(
            &exponent.shape(),
            Scalar::Float(x),
            Some(dtype),
            exponent.device(),
        )
    };
    Ok(Parts {
        re: Part::T(full(*re)?),
        im: Part::T(full(*im)?),
    })
}

fn is_zero(z: &Parts) -> Result<Tensor> {
    let eq0 = |p: &Part| named::eq(Arg::T(t(p)?), Arg::S(Scalar::Float(0.0)));
    named::logical_and(Arg::T(&eq0(&z.re)?), Arg::T(&eq0(&z.im)?))
}

/// `sgn(z) = z / |z|`, and 0 for 0.
pub fn sgn(z: &ComplexTensor) -> Result<Value> {
    let p = z.parts()?;
    let a = super::abs(z)?;
    let zero = is_zero(&p)?;
    // ATen's vectorised sgn divides z by the complex `|z| + 0i`: for an infinite `|z|` that
    // division is `nan + nan i` (a division of the parts by a real `inf` would keep a 0).
    let huge = named::eq(Arg::T(&a), Arg::S(Scalar::Float(f64::INFINITY)))?;
    let part = |q: &Part| -> Result<Part> {
        let d = ops::named::div(Arg::T(t(q)?), Arg::T(&a))?;
        let d = ops::elementwise::where_(&huge, Arg::S(Scalar::Float(f64::NAN)), Arg::T(&d))?;
        Ok(Part::T(ops::elementwise::where_(
            &zero,
            Arg::S(Scalar::Float(0.0)),
            Arg::T(&d),
        )?))
    };
    value(&Parts {
        re: part(&p.re)?,
        im: part(&p.im)?,
    })
}

/// `isnan`, `isinf`, `isfinite`: of either part (finite: both).
pub fn test(z: &ComplexTensor, which: &str) -> Result<Tensor> {
    let (re, im) = (z.real()?, z.stored_imag()?);
    let one = |x: &Tensor| -> Result<Tensor> {
        match which {
            "isnan" => named::ne(Arg::T(x), Arg::T(x)),
            "isinf" => named::eq(
                Arg::T(&ops::named::abs(x)?),
                Arg::S(Scalar::Float(f64::INFINITY)),
            ),
            // Finite: x - x is 0 (NaN for inf and NaN).
            _ => named::eq(
                Arg::T(&ops::named::sub(Arg::T(x), Arg::T(x), Scalar::Int(1))?),
                Arg::S(Scalar::Float(0.0)),
            ),
        }
    };
    let (a, b) = (one(&re)?, one(&im)?);
    if which == "isfinite" {
        named::logical_and(Arg::T(&a), Arg::T(&b))
    } else {
        named::logical_or(Arg::T(&a), Arg::T(&b))
    }
}

/// ATen's `isclose` for complex values: equal, or (both NaN when `equal_nan`), or a finite
/// `|a - b|` within `atol + |rtol * b|` (complex magnitudes).
pub fn isclose(a: &Value, b: &Value, rtol: f64, atol: f64, equal_nan: bool) -> Result<Tensor> {
    // ATen compares only tensors of one dtype.
    let type_name = |v: &Value| match (ComplexTensor::of(v), v) {
        (Some(z), _) => Some(super::scalar_type_name(z.pairs.dtype()).to_string()),
        (None, Value::Tensor(t)) => Some(t.dtype().legacy_name().to_string()),
        _ => None,
    };
    if let (Some(x), Some(y)) = (type_name(a), type_name(b)) {
        if x != y {
            return Err(runtime(format!("{x} did not match {y}")));
        }
    }
    crate::ops::compare::check_tolerances(rtol, atol)?;
    let (Some(x), Some(y)) = (super::operand_parts(a)?, super::operand_parts(b)?) else {
        return Err(runtime("isclose of a complex tensor and a non-number"));
    };
    let pair = |p: &Parts| -> Result<ComplexTensor> {
        Ok(ComplexTensor {
            pairs: parts::pack(p)?,
            conj: false,
        })
    };
    let (za, zb) = (pair(&x)?, pair(&y)?);
    let eq = |p: &Part, q: &Part| named::eq(Arg::T(t(p)?), Arg::T(t(q)?));
    let (pa, pb) = (za.parts()?, zb.parts()?);
    let or = |a: &Tensor, b: &Tensor| named::logical_or(Arg::T(a), Arg::T(b));
    let and = |a: &Tensor, b: &Tensor| named::logical_and(Arg::T(a), Arg::T(b));
    let mut close = and(&eq(&pa.re, &pb.re)?, &eq(&pa.im, &pb.im)?)?;
    if equal_nan {
        close = or(&close, &and(&test(&za, "isnan")?, &test(&zb, "isnan")?)?)?;
    }
    let diff = ComplexTensor {
        pairs: parts::pack(&parts::plus(&pa, &pb, true)?)?,
        conj: false,
    };
    let actual = super::abs(&diff)?;
    let allowed = ops::named::add(
        Arg::S(Scalar::Float(atol)),
        Arg::T(&ops::named::abs(&ops::named::mul(
            Arg::T(&super::abs(&zb)?),
            Arg::S(Scalar::Float(rtol)),
        )?)?),
        Scalar::Int(1),
    )?;
    let within = named::le(Arg::T(&actual), Arg::T(&allowed))?;
    let finite = named::eq(
        Arg::T(&ops::named::sub(
            Arg::T(&actual),
            Arg::T(&actual),
            Scalar::Int(1),
        )?),
        Arg::S(Scalar::Float(0.0)),
    )?;
    or(&close, &and(&finite, &within)?)
}

/// The float pairs a value stands for in `where`/`masked_fill`, in the parts' dtype `real`:
/// a Python number is converted checked (c10's overflow error); a tensor (a 0-d complex128
/// one too) is cast, as TensorIterator casts an operand to the common dtype, so its own
/// width never leaks into the result.
pub fn as_pairs(v: &Value, real: crate::DType, device: crate::Device) -> Result<Tensor> {
    if let Some(c) = super::number::operand(v)? {
        super::factories::check_fits(c.re, c.im, real)?;
    }
    let pairs = super::tensor::source_pairs(v, real, false, device)?;
    if pairs.dtype() == real {
        return Ok(pairs);
    }
    ops::to_dtype_grad(&pairs, real)
}

/// `where(cond, a, b)` with complex values: one `where` on the pairs.
pub fn choose(cond: &Tensor, a: &Value, b: &Value, real: crate::DType) -> Result<Value> {
    let cond = ops::view::unsqueeze(cond, -1)?;
    let device = cond.device();
    let (pa, pb) = (as_pairs(a, real, device)?, as_pairs(b, real, device)?);
    let r = ops::elementwise::where_(&cond, Arg::T(&pa), Arg::T(&pb))?;
    Ok(ComplexTensor::value(r, false))
}
