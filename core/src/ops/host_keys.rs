//! Exact keys for host ops that only compare and move values (sort, topk, the order
//! statistics, running extremes, unique, searchsorted, masked selection). Such an op never
//! does arithmetic on a value, so an int64 past 2**53 (where f64 would round neighbours into
//! ties) can be read as its rank among the distinct ints: ranks order and compare exactly
//! like the ints, and the results map back through the table of distinct values.

use super::host;
use crate::device::Device;
use crate::dtype::DType;
use crate::error::Result;
use crate::tensor::Tensor;

/// How keys turn back into values: `None` when the keys are the values themselves.
pub struct KeyTable {
    ints: Option<Vec<i64>>,
}

/// Each tensor's elements (row-major) as keys, all on one scale so keys of different tensors
/// compare too. Ranks are used only when every tensor is int64 and one holds a value beyond
/// 2**53; otherwise the keys are `host::values` (which refuses such a value in a mixed set).
pub fn keys(ts: &[&Tensor]) -> Result<(Vec<Vec<f64>>, KeyTable)> {
    const EXACT: i64 = 1 << 53;
    if ts.iter().all(|t| t.dtype() == DType::Int64) {
        let ints = ts
            .iter()
            .map(|t| t.to_i64_vec())
            .collect::<Result<Vec<_>>>()?;
        if ints.iter().flatten().any(|v| !(-EXACT..=EXACT).contains(v)) {
            let mut table: Vec<i64> = ints.iter().flatten().copied().collect();
            table.sort_unstable();
            table.dedup();
            let rank = |v: &i64| table.binary_search(v).unwrap_or(0) as f64;
            let keys = ints.iter().map(|r| r.iter().map(rank).collect()).collect();
            return Ok((keys, KeyTable { ints: Some(table) }));
        }
    }
    let keys = ts.iter().map(|t| host::values(t)).collect::<Result<_>>()?;
    Ok((keys, KeyTable { ints: None }))
}

/// [`keys`] of one tensor.
pub fn keys_of(t: &Tensor) -> Result<(Vec<f64>, KeyTable)> {
    let (mut k, table) = keys(&[t])?;
    Ok((k.pop().unwrap_or_default(), table))
}

impl KeyTable {
    /// The value behind each key: the int of its rank, or the key itself.
    pub fn ints(&self, keys: &[f64]) -> Option<Vec<i64>> {
        let table = self.ints.as_ref()?;
        Some(
            keys.iter()
                .map(|&k| table.get(k as usize).copied().unwrap_or_default())
                .collect(),
        )
    }

    /// A contiguous tensor holding the values behind `keys` ([`host::build`] for plain keys).
    pub fn build(
        &self,
        keys: &[f64],
        shape: &[usize],
        dtype: DType,
        dev: Device,
    ) -> Result<Tensor> {
        match self.ints(keys) {
            Some(ints) if dtype == DType::Int64 => super::factory::from_i64(&ints, shape, dev),
            _ => host::build(keys, shape, dtype, dev),
        }
    }

    /// Writes the values behind row-major `keys` into `t` ([`host::write_back`]).
    pub fn write_back(&self, t: &Tensor, keys: &[f64]) -> Result<()> {
        let src = self.build(keys, &t.shape(), t.dtype(), t.device())?;
        super::copy::copy_raw(t, &src)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ints_past_2_53_rank_exactly_and_map_back() {
        let big = 1i64 << 53;
        let t = super::super::factory::from_i64(&[big + 1, big, -5, big + 1], &[4], Device::Cpu)
            .unwrap();
        let (k, table) = keys_of(&t).unwrap();
        assert_eq!(k, vec![2.0, 1.0, 0.0, 2.0]);
        let back = table.build(&k, &[4], DType::Int64, Device::Cpu).unwrap();
        assert_eq!(back.to_i64_vec().unwrap(), vec![big + 1, big, -5, big + 1]);
        let small = super::super::factory::from_i64(&[3, 1], &[2], Device::Cpu).unwrap();
        assert_eq!(keys_of(&small).unwrap().0, vec![3.0, 1.0]);
    }
}
