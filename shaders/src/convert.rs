//! Host buffers to and from the GPU's 32-bit words (`meta::GpuType` says how each dtype is
//! laid out). Pure functions.

use crate::meta::GpuType;
use stridelab_core::float8::{F8E4M3Fn, F8E4M3Fnuz, F8E5M2Fnuz, F8E8M0Fnu, F8E5M2};
use stridelab_core::half::{bf16, f16};
use stridelab_core::storage::CpuBuffer;
use stridelab_core::DType;

/// Words a storage of `len` elements of `dtype` occupies on the GPU.
pub fn words_for(dtype: DType, len: usize) -> usize {
    len * GpuType::of(dtype).words_per_element()
}

pub fn to_words(buf: &CpuBuffer) -> Vec<u32> {
    match buf {
        CpuBuffer::F32(v) => v.iter().map(|x| x.to_bits()).collect(),
        CpuBuffer::I32(v) => v.iter().map(|&x| x as u32).collect(),
        CpuBuffer::Bool(v) => v.iter().map(|&x| x as u32).collect(),
        CpuBuffer::U8(v) => v.iter().map(|&x| x as u32).collect(),
        CpuBuffer::I8(v) => v.iter().map(|&x| x as i32 as u32).collect(),
        CpuBuffer::I16(v) => v.iter().map(|&x| x as i32 as u32).collect(),
        CpuBuffer::F16(v) => v.iter().map(|x| x.to_f32().to_bits()).collect(),
        CpuBuffer::BF16(v) => v.iter().map(|x| x.to_f32().to_bits()).collect(),
        CpuBuffer::I64(v) => v
            .iter()
            .flat_map(|&x| [x as u64 as u32, ((x as u64) >> 32) as u32])
            .collect(),
        CpuBuffer::F64(v) => v
            .iter()
            .flat_map(|x| {
                let b = x.to_bits();
                [b as u32, (b >> 32) as u32]
            })
            .collect(),
        // The limited dtypes: their bits, one word each (two for uint64).
        CpuBuffer::U16(v) => v.iter().map(|&x| x as u32).collect(),
        CpuBuffer::U32(v) => v.clone(),
        CpuBuffer::U64(v) => v
            .iter()
            .flat_map(|&x| [x as u32, (x >> 32) as u32])
            .collect(),
        CpuBuffer::F8E4M3Fn(v) => v.iter().map(|x| x.0 as u32).collect(),
        CpuBuffer::F8E5M2(v) => v.iter().map(|x| x.0 as u32).collect(),
        CpuBuffer::F8E4M3Fnuz(v) => v.iter().map(|x| x.0 as u32).collect(),
        CpuBuffer::F8E5M2Fnuz(v) => v.iter().map(|x| x.0 as u32).collect(),
        CpuBuffer::F8E8M0Fnu(v) => v.iter().map(|x| x.0 as u32).collect(),
    }
}

pub fn from_words(dtype: DType, len: usize, w: &[u32]) -> CpuBuffer {
    let pair = |i: usize| (w[2 * i] as u64) | ((w[2 * i + 1] as u64) << 32);
    match dtype {
        DType::Float32 => CpuBuffer::F32(w[..len].iter().map(|&x| f32::from_bits(x)).collect()),
        DType::Int32 => CpuBuffer::I32(w[..len].iter().map(|&x| x as i32).collect()),
        DType::Bool => CpuBuffer::Bool(w[..len].iter().map(|&x| x != 0).collect()),
        DType::UInt8 => CpuBuffer::U8(w[..len].iter().map(|&x| x as u8).collect()),
        DType::Int8 => CpuBuffer::I8(w[..len].iter().map(|&x| x as i32 as i8).collect()),
        DType::Int16 => CpuBuffer::I16(w[..len].iter().map(|&x| x as i32 as i16).collect()),
        // The word holds a float32 the format represents exactly: the conversion is exact.
        DType::Float16 => CpuBuffer::F16(
            w[..len]
                .iter()
                .map(|&x| f16::from_f32(f32::from_bits(x)))
                .collect(),
        ),
        DType::BFloat16 => CpuBuffer::BF16(
            w[..len]
                .iter()
                .map(|&x| bf16::from_f32(f32::from_bits(x)))
                .collect(),
        ),
        DType::Int64 => CpuBuffer::I64((0..len).map(|i| pair(i) as i64).collect()),
        DType::Float64 => CpuBuffer::F64((0..len).map(|i| f64::from_bits(pair(i))).collect()),
        DType::UInt16 => CpuBuffer::U16(w[..len].iter().map(|&x| x as u16).collect()),
        DType::UInt32 => CpuBuffer::U32(w[..len].to_vec()),
        DType::UInt64 => CpuBuffer::U64((0..len).map(pair).collect()),
        DType::Float8E4M3Fn => {
            CpuBuffer::F8E4M3Fn(w[..len].iter().map(|&x| F8E4M3Fn(x as u8)).collect())
        }
        DType::Float8E5M2 => CpuBuffer::F8E5M2(w[..len].iter().map(|&x| F8E5M2(x as u8)).collect()),
        DType::Float8E4M3Fnuz => {
            CpuBuffer::F8E4M3Fnuz(w[..len].iter().map(|&x| F8E4M3Fnuz(x as u8)).collect())
        }
        DType::Float8E5M2Fnuz => {
            CpuBuffer::F8E5M2Fnuz(w[..len].iter().map(|&x| F8E5M2Fnuz(x as u8)).collect())
        }
        DType::Float8E8M0Fnu => {
            CpuBuffer::F8E8M0Fnu(w[..len].iter().map(|&x| F8E8M0Fnu(x as u8)).collect())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_dtype_round_trips_through_words() {
        let bufs = [
            CpuBuffer::F32(vec![1.5, -0.0, f32::NAN, f32::INFINITY]),
            CpuBuffer::I32(vec![-7, 0, i32::MAX]),
            CpuBuffer::Bool(vec![true, false, true]),
            CpuBuffer::U8(vec![0, 255, 3]),
            CpuBuffer::I64(vec![-1, i64::MAX, i64::MIN, 1 << 40]),
            CpuBuffer::F64(vec![0.1, -1e300, f64::MIN_POSITIVE]),
            CpuBuffer::I8(vec![-128, -1, 0, 127]),
            CpuBuffer::I16(vec![i16::MIN, -2, i16::MAX]),
            CpuBuffer::F16(vec![
                f16::from_f32(0.1),
                f16::MAX,
                f16::from_bits(1),
                f16::NEG_INFINITY,
            ]),
            CpuBuffer::BF16(vec![
                bf16::from_f32(-3.0e38),
                bf16::from_f32(1e-38),
                bf16::NAN,
            ]),
        ];
        for b in bufs {
            let w = to_words(&b);
            assert_eq!(w.len(), words_for(b.dtype(), b.len()));
            let back = from_words(b.dtype(), b.len(), &w);
            // Compare bit patterns so NaN counts as equal to itself.
            assert_eq!(format!("{back:?}"), format!("{b:?}"));
        }
    }

    #[test]
    fn int64_is_little_endian_word_pairs() {
        assert_eq!(
            to_words(&CpuBuffer::I64(vec![-2])),
            vec![0xffff_fffe, 0xffff_ffff]
        );
    }
}
