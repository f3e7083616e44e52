//! The item formats of a `memoryview` (`pymemoryview.rs`): CPython 3.11's native
//! single-character struct formats, optionally prefixed with '@', which `cast` accepts
//! (`memoryview(b).cast('i')`), with their sizes on a 64-bit Linux machine and the way an
//! item is read from and written to its bytes (native byte order, little-endian here).

use crate::error::{type_error, value_error, Result};
use crate::interp::eval::Interp;
use crate::interp::pybytes::{as_index, bytes_of, PyBytes};
use crate::interp::value::Value;
use num_traits::ToPrimitive;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Format {
    /// The struct code: one of `cbB?hHiIlLqQnNfdP`.
    pub code: u8,
    /// Whether it was written with the '@' (native) prefix, which `.format` keeps.
    pub at: bool,
}

impl Format {
    /// A bytes or bytearray's own format.
    pub const BYTE: Format = Format {
        code: b'B',
        at: false,
    };

    /// CPython's get_native_fmtstr: a native single-character format, or None.
    pub fn parse(text: &str) -> Option<Format> {
        let (at, rest) = match text.strip_prefix('@') {
            Some(r) => (true, r),
            None => (false, text),
        };
        match rest.as_bytes() {
            [c] if b"cbB?hHiIlLqQnNfdP".contains(c) => Some(Format { code: *c, at }),
            _ => None,
        }
    }

    pub fn itemsize(self) -> usize {
        match self.code {
            b'h' | b'H' => 2,
            b'i' | b'I' | b'f' => 4,
            b'l' | b'L' | b'q' | b'Q' | b'n' | b'N' | b'd' | b'P' => 8,
            _ => 1,
        }
    }

    /// `.format`: as written, '@' included.
    pub fn text(self) -> String {
        let c = self.code as char;
        if self.at {
            format!("@{c}")
        } else {
            c.to_string()
        }
    }

    /// CPython's IS_BYTE_FORMAT: a cast from or to one of these may change the format.
    pub fn is_byte(self) -> bool {
        matches!(self.code, b'b' | b'B' | b'c')
    }

    /// The format without its '@', which is what CPython compares (`equiv_format`).
    pub fn same_as(self, other: Format) -> bool {
        self.code == other.code
    }

    /// The Python value of the item held in `raw` (exactly `itemsize` bytes).
    pub fn unpack(self, raw: &[u8]) -> Value {
        let mut b = [0u8; 8];
        let n = raw.len().min(8);
        b[..n].copy_from_slice(&raw[..n]);
        let int = |v: i64| Value::Int(v);
        let uint = |v: u64| match i64::try_from(v) {
            Ok(v) => Value::Int(v),
            Err(_) => crate::interp::pyint::int_value(v.into()),
        };
        match self.code {
            b'c' => PyBytes::value(vec![b[0]]),
            b'b' => int(b[0] as i8 as i64),
            b'B' => int(b[0] as i64),
            b'?' => Value::Bool(b[0] != 0),
            b'h' => int(i16::from_le_bytes([b[0], b[1]]) as i64),
            b'H' => int(u16::from_le_bytes([b[0], b[1]]) as i64),
            b'i' => int(i32::from_le_bytes([b[0], b[1], b[2], b[3]]) as i64),
            b'I' => int(u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as i64),
            b'f' => Value::Float(f32::from_le_bytes([b[0], b[1], b[2], b[3]]) as f64),
            b'd' => Value::Float(f64::from_le_bytes(b)),
            b'L' | b'Q' | b'N' | b'P' => uint(u64::from_le_bytes(b)),
            _ => int(i64::from_le_bytes(b)),
        }
    }

    fn invalid_type(self) -> crate::error::TorchError {
        type_error(format!(
            "memoryview: invalid type for format '{}'",
            self.text()
        ))
    }

    fn invalid_value(self) -> crate::error::TorchError {
        value_error(format!(
            "memoryview: invalid value for format '{}'",
            self.text()
        ))
    }

    /// The bytes of `v` as an item (CPython's pack_single), with its errors: a value of
    /// the wrong kind is the TypeError, one out of the format's range the ValueError.
    pub fn pack(self, it: &mut Interp, v: &Value) -> Result<Vec<u8>> {
        match self.code {
            b'c' => match bytes_of(v) {
                Some([b]) => Ok(vec![*b]),
                Some(_) => Err(self.invalid_value()),
                None => Err(self.invalid_type()),
            },
            b'?' => Ok(vec![it.truthy(v)? as u8]),
            b'f' | b'd' => {
                let x = self.float_of(it, v)?;
                Ok(if self.code == b'f' {
                    (x as f32).to_le_bytes().to_vec()
                } else {
                    x.to_le_bytes().to_vec()
                })
            }
            _ => self.pack_int(it, v),
        }
    }

    /// PyFloat_AsDouble: a float, an int (one too large for a double is the ValueError),
    /// or an object with `__float__` or `__index__`.
    fn float_of(self, it: &mut Interp, v: &Value) -> Result<f64> {
        match v {
            Value::Float(f) => Ok(*f),
            Value::Int(i) => Ok(*i as f64),
            Value::Bool(b) => Ok(*b as u8 as f64),
            Value::BigInt(b) => match b.to_f64() {
                Some(f) if f.is_finite() => Ok(f),
                _ => Err(self.invalid_value()),
            },
            Value::Tensor(_) => crate::interp::args::to_f64(v).map_err(|_| self.invalid_type()),
            Value::Instance(_) => match it.call_special(v, "__float__", vec![])? {
                Some(Value::Float(f)) => Ok(f),
                Some(_) => Err(self.invalid_type()),
                None => match as_index(it, v)? {
                    Some(i) => self.float_of(it, &i),
                    None => Err(self.invalid_type()),
                },
            },
            _ => Err(self.invalid_type()),
        }
    }

    /// An integer item: `__index__` (a float is the TypeError), then the format's range.
    fn pack_int(self, it: &mut Interp, v: &Value) -> Result<Vec<u8>> {
        let big: num_bigint::BigInt = match as_index(it, v)? {
            Some(Value::Int(i)) => i.into(),
            Some(Value::Bool(b)) => (b as i64).into(),
            Some(Value::BigInt(b)) => (*b).clone(),
            _ => return Err(self.invalid_type()),
        };
        let out_of_range = || self.invalid_value();
        let size = self.itemsize();
        let bytes: [u8; 8] = match self.code {
            b'b' | b'h' | b'i' | b'l' | b'q' | b'n' => {
                let x = big.to_i64().ok_or_else(out_of_range)?;
                let bits = 8 * size as u32;
                if bits < 64 && (x < -(1i64 << (bits - 1)) || x >= 1i64 << (bits - 1)) {
                    return Err(out_of_range());
                }
                x.to_le_bytes()
            }
            // A pointer takes any C long or unsigned long (PyLong_AsVoidPtr).
            b'P' => match big.to_u64() {
                Some(x) => x.to_le_bytes(),
                None => big.to_i64().ok_or_else(out_of_range)?.to_le_bytes(),
            },
            _ => {
                let x = big.to_u64().ok_or_else(out_of_range)?;
                let bits = 8 * size as u32;
                if bits < 64 && x >= 1u64 << bits {
                    return Err(out_of_range());
                }
                x.to_le_bytes()
            }
        };
        // Little-endian: the low bytes are the item's.
        Ok(bytes[..size].to_vec())
    }
}
