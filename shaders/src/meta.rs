//! The `meta` words every kernel reads: the iteration shape and, per operand, its offset,
//! dtype code and strides (layout in `wgsl/common.wgsl`). Pure functions, tested here.

use stridelab_core::DType;

pub const MAX_RANK: usize = 8;
pub const MAX_OPERANDS: usize = 4;
pub const OPERAND_BASE: usize = 12;
pub const OPERAND_WORDS: usize = 12;
pub const PARAM_BASE: usize = OPERAND_BASE + MAX_OPERANDS * OPERAND_WORDS;
pub const MAX_PARAMS: usize = 12;
pub const META_WORDS: usize = PARAM_BASE + MAX_PARAMS;
/// Threads per workgroup of the one-dimensional kernels.
pub const WORKGROUP: u32 = 64;
/// WebGPU's guaranteed limit on workgroups per dispatch dimension.
pub const MAX_GROUPS_PER_DIM: u32 = 65_535;

/// How a dtype is stored on the GPU, and the code kernels see for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GpuType {
    F32 = 0,
    I32 = 1,
    /// bool: one 32-bit word per element, 0 or 1 (WGSL has no byte loads).
    Bool = 2,
    /// int64 and float64: two words per element, copied and filled but never computed on.
    Wide = 3,
    /// uint8: one 32-bit word per element, 0..255.
    U8 = 4,
    /// int8 and int16: one word per element, sign-extended; stores wrap to the width.
    I8 = 5,
    I16 = 6,
    /// float16 and bfloat16: one word per element, the float32 of the same value; stores
    /// round to the format (kernels compute in float32, as ATen's CPU kernels do).
    F16 = 7,
    BF16 = 8,
}

impl GpuType {
    pub fn of(dtype: DType) -> GpuType {
        match dtype {
            DType::Float32 => GpuType::F32,
            DType::Int32 => GpuType::I32,
            DType::Bool => GpuType::Bool,
            DType::UInt8 => GpuType::U8,
            DType::Int8 => GpuType::I8,
            DType::Int16 => GpuType::I16,
            DType::Float16 => GpuType::F16,
            DType::BFloat16 => GpuType::BF16,
            DType::Int64 | DType::Float64 => GpuType::Wide,
            // PyTorch's limited dtypes: held one word per element (two for uint64), the
            // value's bits; every kernel on them runs on the host (`plan`).
            DType::UInt64 => GpuType::Wide,
            DType::UInt16 | DType::UInt32 => GpuType::I32,
            _ => GpuType::U8,
        }
    }

    pub fn words_per_element(self) -> usize {
        if self == GpuType::Wide {
            2
        } else {
            1
        }
    }
}

/// One operand as a kernel sees it.
#[derive(Clone, Debug, PartialEq)]
pub struct OperandMeta {
    pub offset: usize,
    pub dtype: GpuType,
    /// The operand's storage is the output's: read it through the output binding.
    pub aliases_output: bool,
    /// Strides over the iteration shape (0 where the operand is broadcast).
    pub strides: Vec<usize>,
}

#[derive(Clone, Debug, PartialEq)]
pub enum MetaError {
    Rank(usize),
    TooLarge(String),
}

impl std::fmt::Display for MetaError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MetaError::Rank(r) => write!(
                f,
                "the GPU kernels take at most {MAX_RANK} dims after merging, and this op needs {r}"
            ),
            MetaError::TooLarge(s) => f.write_str(s),
        }
    }
}

/// Merges adjacent dims that every operand walks as one (stride[d] == stride[d+1] * size[d+1])
/// and drops size-1 dims, so a rank-9 contiguous op still fits the kernels' MAX_RANK.
/// Returns the merged shape and each operand's merged strides.
pub fn coalesce(shape: &[usize], strides: &[Vec<usize>]) -> (Vec<usize>, Vec<Vec<usize>>) {
    let keep: Vec<usize> = (0..shape.len()).filter(|&d| shape[d] != 1).collect();
    let mut out_shape: Vec<usize> = Vec::new();
    let mut out_strides: Vec<Vec<usize>> = vec![Vec::new(); strides.len()];
    for &d in &keep {
        let mergeable = !out_shape.is_empty()
            && strides.iter().enumerate().all(|(k, s)| {
                let prev = *out_strides[k].last().unwrap_or(&0);
                // checked: a stride times a size can wrap into an unrelated stride.
                s[d].checked_mul(shape[d]) == Some(prev)
            });
        if mergeable {
            let n = out_shape.len() - 1;
            out_shape[n] = out_shape[n].saturating_mul(shape[d]);
            for (k, s) in strides.iter().enumerate() {
                out_strides[k][n] = s[d];
            }
        } else {
            out_shape.push(shape[d]);
            for (k, s) in strides.iter().enumerate() {
                out_strides[k].push(s[d]);
            }
        }
    }
    (out_shape, out_strides)
}

/// The words of one kernel's `meta` buffer.
pub fn pack(
    shape: &[usize],
    op: u32,
    operands: &[OperandMeta],
    params: &[u32],
) -> Result<[u32; META_WORDS], MetaError> {
    if shape.len() > MAX_RANK {
        return Err(MetaError::Rank(shape.len()));
    }
    assert!(operands.len() <= MAX_OPERANDS && params.len() <= MAX_PARAMS);
    let numel = shape
        .iter()
        .try_fold(1usize, |a, &n| a.checked_mul(n))
        .unwrap_or(usize::MAX);
    let word = |v: usize, what: &str| -> Result<u32, MetaError> {
        u32::try_from(v).map_err(|_| {
            MetaError::TooLarge(format!(
                "{what} {v} does not fit the GPU kernels' 32-bit index math"
            ))
        })
    };
    let mut m = [0u32; META_WORDS];
    m[0] = word(numel, "numel")?;
    m[1] = shape.len() as u32;
    m[2] = op;
    m[3] = operands.len() as u32;
    for (d, &n) in shape.iter().enumerate() {
        m[4 + d] = word(n, "dim size")?;
    }
    for (k, o) in operands.iter().enumerate() {
        let b = OPERAND_BASE + k * OPERAND_WORDS;
        // The furthest element must be addressable in u32 words, or the kernel would wrap.
        let reach: u128 = o.offset as u128
            + shape
                .iter()
                .zip(&o.strides)
                .map(|(&n, &s)| (n.saturating_sub(1)) as u128 * s as u128)
                .sum::<u128>();
        let words = (reach + 1) * o.dtype.words_per_element() as u128;
        if words > u32::MAX as u128 {
            return Err(MetaError::TooLarge(format!(
                "operand {k} reaches word {words}, beyond the GPU kernels' 32-bit index math"
            )));
        }
        m[b] = o.offset as u32;
        m[b + 1] = o.dtype as u32;
        m[b + 2] = o.aliases_output as u32;
        m[b + 3] = o.dtype.words_per_element() as u32;
        for (d, &s) in o.strides.iter().enumerate() {
            m[b + 4 + d] = s as u32;
        }
    }
    m[PARAM_BASE..PARAM_BASE + params.len()].copy_from_slice(params);
    Ok(m)
}

/// Workgroups for `threads` one-dimensional threads: x up to WebGPU's 65535, the rest in y.
pub fn groups_for(threads: usize) -> [u32; 3] {
    workgroups(threads.div_ceil(WORKGROUP as usize))
}

/// `n` workgroups laid out as WebGPU allows: x up to 65535, the rest in y.
pub fn workgroups(n: usize) -> [u32; 3] {
    let groups = n.max(1) as u64;
    if groups <= MAX_GROUPS_PER_DIM as u64 {
        [groups as u32, 1, 1]
    } else {
        let y = groups.div_ceil(MAX_GROUPS_PER_DIM as u64);
        [MAX_GROUPS_PER_DIM, y as u32, 1]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contiguous_dims_merge_into_one() {
        let (s, st) = coalesce(&[2, 3, 4], &[vec![12, 4, 1], vec![12, 4, 1]]);
        assert_eq!(s, vec![24]);
        assert_eq!(st, vec![vec![1], vec![1]]);
    }

    #[test]
    fn a_transposed_operand_stops_the_merge() {
        // out is contiguous [3, 4]; the input is a transposed [4, 3] storage.
        let (s, st) = coalesce(&[3, 4], &[vec![4, 1], vec![1, 3]]);
        assert_eq!(s, vec![3, 4]);
        assert_eq!(st, vec![vec![4, 1], vec![1, 3]]);
    }

    #[test]
    fn size_one_dims_and_broadcasts_are_handled() {
        // [2, 1, 3] with a broadcast operand (stride 0 on dim 0).
        let (s, st) = coalesce(&[2, 1, 3], &[vec![3, 3, 1], vec![0, 0, 1]]);
        assert_eq!(s, vec![2, 3]);
        assert_eq!(st, vec![vec![3, 1], vec![0, 1]]);
    }

    #[test]
    fn rank_nine_contiguous_fits_after_merging() {
        let shape = vec![2; 9];
        let strides: Vec<usize> = (0..9).rev().map(|d| 1 << d).collect();
        let (s, _) = coalesce(&shape, &[strides]);
        assert_eq!(s, vec![512]);
    }

    #[test]
    fn pack_places_every_field() {
        let ops = [
            OperandMeta {
                offset: 0,
                dtype: GpuType::F32,
                aliases_output: false,
                strides: vec![1, 4],
            },
            OperandMeta {
                offset: 5,
                dtype: GpuType::Wide,
                aliases_output: true,
                strides: vec![0, 2],
            },
        ];
        let m = pack(&[4, 3], 7, &ops, &[1.5f32.to_bits(), 9]).unwrap();
        assert_eq!(&m[..6], &[12, 2, 7, 2, 4, 3]);
        let b = OPERAND_BASE;
        assert_eq!(&m[b..b + 6], &[0, 0, 0, 1, 1, 4]);
        let b = OPERAND_BASE + OPERAND_WORDS;
        assert_eq!(&m[b..b + 6], &[5, 3, 1, 2, 0, 2]);
        assert_eq!(f32::from_bits(m[PARAM_BASE]), 1.5);
        assert_eq!(m[PARAM_BASE + 1], 9);
    }

    #[test]
    fn rank_above_the_maximum_is_refused() {
        let err = pack(&[1; 9], 0, &[], &[]).unwrap_err();
        assert_eq!(err, MetaError::Rank(9));
        assert!(err.to_string().contains("at most 8 dims"));
    }

    #[test]
    fn an_operand_past_u32_words_is_refused() {
        let op = OperandMeta {
            offset: 0,
            dtype: GpuType::Wide,
            aliases_output: false,
            strides: vec![1 << 31],
        };
        assert!(matches!(
            pack(&[2], 0, &[op], &[]),
            Err(MetaError::TooLarge(_))
        ));
    }

    #[test]
    fn dispatch_spills_into_y_past_65535_groups() {
        assert_eq!(groups_for(1), [1, 1, 1]);
        assert_eq!(groups_for(64 * 65_535), [65_535, 1, 1]);
        let g = groups_for(64 * 65_536);
        assert_eq!(g, [65_535, 2, 1]);
        assert!(g[0] as u64 * g[1] as u64 * 64 >= 64 * 65_536);
    }
}
