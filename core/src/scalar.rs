//! Python numbers as ops see them.

use crate::dtype::{DType, PromoteArg};

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Scalar {
    Bool(bool),
    Int(i64),
    Float(f64),
}

impl Scalar {
    pub fn to_f64(self) -> f64 {
        match self {
            Scalar::Bool(b) => b as u8 as f64,
            Scalar::Int(i) => i as f64,
            Scalar::Float(f) => f,
        }
    }

    pub fn to_i64(self) -> i64 {
        match self {
            Scalar::Bool(b) => b as i64,
            Scalar::Int(i) => i,
            Scalar::Float(f) => f as i64,
        }
    }

    pub fn to_bool(self) -> bool {
        match self {
            Scalar::Bool(b) => b,
            Scalar::Int(i) => i != 0,
            Scalar::Float(f) => f != 0.0,
        }
    }

    /// The dtype PyTorch gives a tensor made from this number alone.
    pub fn natural_dtype(self) -> DType {
        match self {
            Scalar::Bool(_) => DType::Bool,
            Scalar::Int(_) => DType::Int64,
            Scalar::Float(_) => crate::dtype::default_float(),
        }
    }

    pub fn promote_arg(self) -> PromoteArg {
        PromoteArg::Scalar(match self {
            Scalar::Bool(_) => DType::Bool,
            Scalar::Int(_) => DType::Int64,
            Scalar::Float(_) => DType::Float64,
        })
    }

    pub fn is_float(self) -> bool {
        matches!(self, Scalar::Float(_))
    }

    /// Whether storing this number into `dtype` would overflow, by c10's `overflows` (as
    /// observed in PyTorch 2.15): ints into unsigned types may wrap from down to `-max`
    /// (`-1` becomes 255), into signed types must be in range; floats into integer types must
    /// be in `[lowest, max + 1)` and not NaN or infinite; a finite float past float32's range
    /// overflows float32 only when `strict_float` (`fill_` checks it, `torch.tensor` does not).
    pub fn overflows(self, dtype: DType, strict_float: bool) -> bool {
        let (lo, hi): (f64, f64) = match dtype {
            DType::Bool | DType::Float64 => return false,
            DType::Float32 => {
                return strict_float
                    && matches!(self, Scalar::Float(f) if f.is_finite() && f.abs() > f32::MAX as f64)
            }
            // A finite float past the 16-bit range overflows; ints are converted through float
            // and only overflow where float32 would be infinite (never for an int64).
            DType::Float16 | DType::BFloat16 => {
                let max = if dtype == DType::Float16 {
                    65504.0
                } else {
                    half::bf16::MAX.to_f64()
                };
                return strict_float
                    && !matches!(self, Scalar::Bool(_))
                    && self.to_f64().is_finite()
                    && self.to_f64().abs() > max;
            }
            DType::UInt8 => (0.0, 255.0),
            DType::UInt16 => (0.0, u16::MAX as f64),
            DType::UInt32 => (0.0, u32::MAX as f64),
            DType::UInt64 => (0.0, u64::MAX as f64),
            DType::Int8 => (i8::MIN as f64, i8::MAX as f64),
            DType::Int16 => (i16::MIN as f64, i16::MAX as f64),
            DType::Int32 => (i32::MIN as f64, i32::MAX as f64),
            // i64::MAX as f64 is 2**63, so `hi + 1.0` below is 2**63 too: the right bound.
            DType::Int64 => (i64::MIN as f64, i64::MAX as f64),
            // The 8-bit floats round or saturate; nothing is refused on the way in.
            _ => return false,
        };
        match self {
            Scalar::Bool(_) => false,
            Scalar::Int(i) if dtype == DType::UInt8 => !(-255..=255).contains(&i),
            // Unsigned types wrap from down to `-max` (`-1` is 65535 in a uint16).
            Scalar::Int(i) if dtype.is_uint_wide() => (i as f64) < -hi || (i as f64) > hi,
            Scalar::Int(i) => (i as f64) < lo || (i as f64) > hi,
            Scalar::Float(f) => f.is_nan() || f < lo || f >= hi + 1.0,
        }
    }

    /// This number as `dtype` will hold it, or PyTorch's overflow error. `c_names`: the
    /// message names the C type (`uint8_t`, as `fill_` and `full` say) rather than the dtype
    /// (`uint8`, as `torch.tensor` says).
    pub fn checked_for(self, dtype: DType, c_names: bool) -> crate::error::Result<Scalar> {
        if !self.overflows(dtype, c_names) {
            return Ok(self);
        }
        let name = match (dtype, c_names) {
            (DType::UInt8, true) => "uint8_t",
            (DType::Int8, true) => "int8_t",
            (DType::UInt16 | DType::UInt32 | DType::UInt64, true) => dtype.c_type_name(),
            (DType::Int16, true) => "int16_t",
            (DType::Float16 | DType::BFloat16, true) => dtype.c_type_name(),
            (DType::Int32, true) => "int",
            (DType::Int64, true) => "int64_t",
            (DType::Float32, true) => "float",
            (d, _) => d.name(),
        };
        Err(crate::error::runtime(format!(
            "value cannot be converted to type {name} without overflow"
        )))
    }
}

/// The smallest and largest value of an integer dtype (bool is 0..1).
pub fn int_range(dtype: DType) -> (i64, i64) {
    match dtype {
        DType::Bool => (0, 1),
        DType::UInt8 => (0, 255),
        DType::Int8 => (i8::MIN as i64, i8::MAX as i64),
        DType::Int16 => (i16::MIN as i64, i16::MAX as i64),
        DType::Int32 => (i32::MIN as i64, i32::MAX as i64),
        _ => (i64::MIN, i64::MAX),
    }
}
