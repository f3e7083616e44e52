//! Element types and PyTorch's type-promotion lattice.

use std::cell::Cell;
use std::fmt;

thread_local! {
    /// `torch.set_default_dtype`: the float type factories make, Python floats stand for
    /// in promotion, and integer inputs of float-valued ops (sqrt, true division) become.
    static DEFAULT_FLOAT: Cell<DType> = const { Cell::new(DType::Float32) };
}

/// `torch.get_default_dtype()`.
pub fn default_float() -> DType {
    DEFAULT_FLOAT.with(|d| d.get())
}

/// `torch.set_default_dtype(d)`; the caller has checked that `d` is a float type.
pub fn set_default_float(d: DType) {
    DEFAULT_FLOAT.with(|c| c.set(d));
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DType {
    Bool,
    UInt8,
    Int8,
    Int16,
    Int32,
    Int64,
    /// IEEE binary16 (`torch.half`): computed in float32 and rounded back, as ATen's CPU
    /// kernels do (their "opmath" type).
    Float16,
    /// bfloat16: float32's exponent with 8 significant bits, computed as float16 is.
    BFloat16,
    Float32,
    Float64,
    // PyTorch's "limited support" dtypes: they store, cast, copy, index and print, and most
    // kernels refuse them (`crate::limited` says which).
    UInt16,
    UInt32,
    UInt64,
    Float8E4M3Fn,
    Float8E5M2,
    Float8E4M3Fnuz,
    Float8E5M2Fnuz,
    /// A bare power of two (OCP MX's scale type): no sign, no mantissa, NaN at 255.
    Float8E8M0Fnu,
}

/// The coarse classes that decide whether a Python scalar or 0-dim tensor may change the
/// result type of an op (a float scalar lifts an int tensor; an int scalar never lifts a float).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Category {
    Bool,
    Integral,
    Floating,
}

impl DType {
    /// The dtypes with full kernel support (the limited ones are in `LIMITED`).
    pub const ALL: [DType; 10] = [
        DType::Bool,
        DType::UInt8,
        DType::Int8,
        DType::Int16,
        DType::Int32,
        DType::Int64,
        DType::Float16,
        DType::BFloat16,
        DType::Float32,
        DType::Float64,
    ];

    pub const LIMITED: [DType; 8] = [
        DType::UInt16,
        DType::UInt32,
        DType::UInt64,
        DType::Float8E4M3Fn,
        DType::Float8E5M2,
        DType::Float8E4M3Fnuz,
        DType::Float8E5M2Fnuz,
        DType::Float8E8M0Fnu,
    ];

    /// uint16/32/64 and the float8 family: see `crate::limited`.
    pub fn is_limited(self) -> bool {
        self.is_uint_wide() || self.is_float8()
    }

    /// uint16, uint32, uint64 (PyTorch's "barebones" unsigned types).
    pub fn is_uint_wide(self) -> bool {
        matches!(self, DType::UInt16 | DType::UInt32 | DType::UInt64)
    }

    pub fn is_float8(self) -> bool {
        matches!(
            self,
            DType::Float8E4M3Fn
                | DType::Float8E5M2
                | DType::Float8E4M3Fnuz
                | DType::Float8E5M2Fnuz
                | DType::Float8E8M0Fnu
        )
    }

    pub fn itemsize(self) -> usize {
        match self {
            DType::Bool | DType::UInt8 | DType::Int8 => 1,
            d if d.is_float8() => 1,
            DType::Int16 | DType::Float16 | DType::BFloat16 | DType::UInt16 => 2,
            DType::Int32 | DType::Float32 | DType::UInt32 => 4,
            _ => 8,
        }
    }

    /// The name PyTorch prints after `torch.`.
    pub fn name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::UInt8 => "uint8",
            DType::Int8 => "int8",
            DType::Int16 => "int16",
            DType::Int32 => "int32",
            DType::Int64 => "int64",
            DType::Float16 => "float16",
            DType::BFloat16 => "bfloat16",
            DType::Float32 => "float32",
            DType::Float64 => "float64",
            DType::UInt16 => "uint16",
            DType::UInt32 => "uint32",
            DType::UInt64 => "uint64",
            DType::Float8E4M3Fn => "float8_e4m3fn",
            DType::Float8E5M2 => "float8_e5m2",
            DType::Float8E4M3Fnuz => "float8_e4m3fnuz",
            DType::Float8E5M2Fnuz => "float8_e5m2fnuz",
            DType::Float8E8M0Fnu => "float8_e8m0fnu",
        }
    }

    /// The C++ type name (`long int`), which some of PyTorch's messages print.
    pub fn c_type_name(self) -> &'static str {
        match self {
            DType::Bool => "bool",
            DType::UInt8 => "unsigned char",
            DType::Int8 => "signed char",
            DType::Int16 => "short int",
            DType::Int32 => "int",
            DType::Int64 => "long int",
            DType::Float16 => "c10::Half",
            DType::BFloat16 => "c10::BFloat16",
            DType::Float32 => "float",
            DType::Float64 => "double",
            DType::UInt16 => "uint16_t",
            DType::UInt32 => "uint32_t",
            DType::UInt64 => "uint64_t",
            DType::Float8E4M3Fn => "c10::Float8_e4m3fn",
            DType::Float8E5M2 => "c10::Float8_e5m2",
            DType::Float8E4M3Fnuz => "c10::Float8_e4m3fnuz",
            DType::Float8E5M2Fnuz => "c10::Float8_e5m2fnuz",
            DType::Float8E8M0Fnu => "c10::Float8_e8m0fnu",
        }
    }

    /// PyTorch's legacy type name, used in its error messages ("Float", "Long").
    pub fn legacy_name(self) -> &'static str {
        match self {
            DType::Bool => "Bool",
            DType::UInt8 => "Byte",
            DType::Int8 => "Char",
            DType::Int16 => "Short",
            DType::Int32 => "Int",
            DType::Int64 => "Long",
            DType::Float16 => "Half",
            DType::BFloat16 => "BFloat16",
            DType::Float32 => "Float",
            DType::Float64 => "Double",
            DType::UInt16 => "UInt16",
            DType::UInt32 => "UInt32",
            DType::UInt64 => "UInt64",
            DType::Float8E4M3Fn => "Float8_e4m3fn",
            DType::Float8E5M2 => "Float8_e5m2",
            DType::Float8E4M3Fnuz => "Float8_e4m3fnuz",
            DType::Float8E5M2Fnuz => "Float8_e5m2fnuz",
            DType::Float8E8M0Fnu => "Float8_e8m0fnu",
        }
    }

    pub fn from_name(name: &str) -> Option<DType> {
        Some(match name {
            "bool" => DType::Bool,
            "uint8" => DType::UInt8,
            "int8" => DType::Int8,
            "int16" | "short" => DType::Int16,
            "float16" | "half" => DType::Float16,
            "bfloat16" => DType::BFloat16,
            "int32" | "int" => DType::Int32,
            "int64" | "long" => DType::Int64,
            "float32" | "float" => DType::Float32,
            "float64" | "double" => DType::Float64,
            "uint16" => DType::UInt16,
            "uint32" => DType::UInt32,
            "uint64" => DType::UInt64,
            "float8_e4m3fn" => DType::Float8E4M3Fn,
            "float8_e5m2" => DType::Float8E5M2,
            "float8_e4m3fnuz" => DType::Float8E4M3Fnuz,
            "float8_e5m2fnuz" => DType::Float8E5M2Fnuz,
            "float8_e8m0fnu" => DType::Float8E8M0Fnu,
            _ => return None,
        })
    }

    pub fn category(self) -> Category {
        match self {
            DType::Bool => Category::Bool,
            DType::UInt8
            | DType::Int8
            | DType::Int16
            | DType::Int32
            | DType::Int64
            | DType::UInt16
            | DType::UInt32
            | DType::UInt64 => Category::Integral,
            _ => Category::Floating,
        }
    }

    /// `dtype.is_signed`: false for bool, the unsigned ints and e8m0fnu (a bare exponent).
    pub fn is_signed(self) -> bool {
        !matches!(
            self,
            DType::Bool
                | DType::UInt8
                | DType::UInt16
                | DType::UInt32
                | DType::UInt64
                | DType::Float8E8M0Fnu
        )
    }

    pub fn is_floating(self) -> bool {
        self.category() == Category::Floating
    }

    /// float16 and bfloat16: stored in 16 bits, computed in float32 (ATen's opmath type).
    pub fn is_reduced_float(self) -> bool {
        matches!(self, DType::Float16 | DType::BFloat16)
    }

    /// The dtype kernels compute this dtype in: float32 for the 16-bit floats, else itself.
    pub fn opmath(self) -> DType {
        if self.is_reduced_float() {
            DType::Float32
        } else {
            self
        }
    }

    /// `torch.promote_types`, with PyTorch's refusals: a float8 type meets only itself, a
    /// wide unsigned type only itself and the floats.
    pub fn try_promote(a: DType, b: DType) -> crate::error::Result<DType> {
        if a == b {
            return Ok(a);
        }
        let family = if a.is_float8() || b.is_float8() {
            Some("Float8 Types")
        } else if (a.is_uint_wide() || b.is_uint_wide()) && !(a.is_floating() || b.is_floating()) {
            Some("uint16, uint32, uint64 types")
        } else {
            None
        };
        match family {
            Some(f) => Err(crate::error::runtime(format!(
                "Promotion for {f} is not supported, attempted to promote {} and {}",
                a.legacy_name(),
                b.legacy_name()
            ))),
            None => Ok(DType::promote(a, b)),
        }
    }

    /// Python's `torch.promote_types` restricted to our dtypes (the limited ones: only the
    /// pairs `try_promote` allows; callers that may see others check with it first).
    pub fn promote(a: DType, b: DType) -> DType {
        use DType::*;
        if a == b {
            return a;
        }
        match (a, b) {
            (x, y) if x.is_float8() || y.is_float8() => x,
            (x @ (UInt16 | UInt32 | UInt64), y) | (y, x @ (UInt16 | UInt32 | UInt64))
                if !y.is_floating() =>
            {
                x
            }
            (Bool, x) | (x, Bool) => x,
            (Float64, _) | (_, Float64) => Float64,
            (Float32, _) | (_, Float32) => Float32,
            // The two 16-bit floats hold different values; only float32 holds both.
            (Float16, BFloat16) | (BFloat16, Float16) => Float32,
            (Float16, _) | (_, Float16) => Float16,
            (BFloat16, _) | (_, BFloat16) => BFloat16,
            (Int64, _) | (_, Int64) => Int64,
            (Int32, _) | (_, Int32) => Int32,
            (Int16, _) | (_, Int16) => Int16,
            // A signed and an unsigned byte meet in the next signed width.
            (Int8, UInt8) | (UInt8, Int8) => Int16,
            _ => UInt8,
        }
    }

    /// `torch.can_cast(from, to)`: casting down a category (float to int, int to bool) is
    /// refused for in-place results; within a category anything goes.
    pub fn can_cast(from: DType, to: DType) -> bool {
        from.category() <= to.category()
    }

    /// The dtype an integral input is computed in by ops that need floats (exp, sqrt, true
    /// division): PyTorch's default float dtype.
    pub fn to_float(self) -> DType {
        if self.is_floating() {
            self
        } else {
            default_float()
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "torch.{}", self.name())
    }
}

/// One operand of a type-promotion decision. PyTorch ranks tensors with dims above 0-dim
/// tensors, and those above Python numbers: a lower tier only matters when its category is
/// higher than every category of the tiers above it.
#[derive(Clone, Copy, Debug)]
pub enum PromoteArg {
    Tensor(DType),
    ZeroDim(DType),
    /// A Python number: bool, int (Int64) or float (the default float dtype stands in).
    Scalar(DType),
}

/// `torch.result_type` over a list of operands, as PyTorch's `ResultTypeState`: each tier is
/// promoted on its own, then a lower tier joins the higher only where it adds a category.
pub fn result_type(args: &[PromoteArg]) -> DType {
    // Infallible callers: a refused pair (only the limited dtypes have any) keeps the first.
    result_type_with(args, &mut |a, b| Ok(DType::promote(a, b))).unwrap_or_else(|_| default_float())
}

/// `result_type` with PyTorch's refusals: promoting a float8 or a wide unsigned type with
/// another dtype raises, where the tiers actually meet (a Python number never does).
pub fn try_result_type(args: &[PromoteArg]) -> crate::error::Result<DType> {
    result_type_with(args, &mut DType::try_promote)
}

type PromoteFn<'a> = dyn FnMut(DType, DType) -> crate::error::Result<DType> + 'a;

fn result_type_with(args: &[PromoteArg], promote: &mut PromoteFn) -> crate::error::Result<DType> {
    let mut tiers: [Option<DType>; 3] = [None; 3];
    for a in args {
        let (tier, d) = match *a {
            PromoteArg::Tensor(d) => (0, d),
            PromoteArg::ZeroDim(d) => (1, d),
            // A float Python number stands for the default dtype, not float64.
            PromoteArg::Scalar(d) if d.is_floating() => (2, default_float()),
            PromoteArg::Scalar(d) => (2, d),
        };
        tiers[tier] = Some(match tiers[tier] {
            Some(s) => promote(s, d)?,
            None => d,
        });
    }
    let lower = combine_categories(tiers[1], tiers[2], promote)?;
    Ok(combine_categories(tiers[0], lower, promote)?.unwrap_or_else(default_float))
}

fn combine_categories(
    higher: Option<DType>,
    lower: Option<DType>,
    promote: &mut PromoteFn,
) -> crate::error::Result<Option<DType>> {
    Ok(match (higher, lower) {
        (Some(h), _) if h.is_floating() => Some(h),
        (Some(h), Some(l)) if h == DType::Bool || l.is_floating() => Some(promote(h, l)?),
        (Some(h), _) => Some(h),
        (None, l) => l,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;
    use PromoteArg::*;

    #[test]
    fn promotion_follows_categories() {
        assert_eq!(DType::promote(DType::Int64, DType::Float32), DType::Float32);
        assert_eq!(DType::promote(DType::Bool, DType::Int32), DType::Int32);
        assert_eq!(
            DType::promote(DType::Float32, DType::Float64),
            DType::Float64
        );
        // A signed and an unsigned byte need int16; the two 16-bit floats need float32.
        assert_eq!(DType::promote(DType::Int8, DType::UInt8), DType::Int16);
        assert_eq!(DType::promote(DType::UInt8, DType::Int16), DType::Int16);
        assert_eq!(
            DType::promote(DType::Float16, DType::BFloat16),
            DType::Float32
        );
        assert_eq!(DType::promote(DType::Int64, DType::Float16), DType::Float16);
        assert_eq!(
            DType::promote(DType::BFloat16, DType::Float64),
            DType::Float64
        );
        assert_eq!(DType::Float16.opmath(), DType::Float32);
        assert_eq!(DType::Int16.opmath(), DType::Int16);
        assert_eq!(DType::promote(DType::UInt8, DType::Int32), DType::Int32);
    }

    #[test]
    fn scalars_only_lift_the_category() {
        // int tensor * 2.5 -> float32
        assert_eq!(
            result_type(&[Tensor(DType::Int64), Scalar(DType::Float64)]),
            DType::Float32
        );
        // float32 tensor * 2 -> float32
        assert_eq!(
            result_type(&[Tensor(DType::Float32), Scalar(DType::Int64)]),
            DType::Float32
        );
        // float32 tensor + float64 0-dim tensor -> float32
        assert_eq!(
            result_type(&[Tensor(DType::Float32), ZeroDim(DType::Float64)]),
            DType::Float32
        );
        // int tensor + float64 0-dim tensor -> float64
        assert_eq!(
            result_type(&[Tensor(DType::Int64), ZeroDim(DType::Float64)]),
            DType::Float64
        );
        // two 0-dim tensors promote normally
        assert_eq!(
            result_type(&[ZeroDim(DType::Int64), ZeroDim(DType::Float64)]),
            DType::Float64
        );
        // bool tensor + int scalar -> int64
        assert_eq!(
            result_type(&[Tensor(DType::Bool), Scalar(DType::Int64)]),
            DType::Int64
        );
        // int32 tensor + int scalar stays int32
        assert_eq!(
            result_type(&[Tensor(DType::Int32), Scalar(DType::Int64)]),
            DType::Int32
        );
    }
}
