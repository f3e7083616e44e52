//! What the Metal host binds for one dispatch, and where: the single source of truth shared
//! by the Metal backend (`native_metal/src/metal/`, macOS only) and the Linux test that
//! checks it against naga's MSL. Pure, so it is tested on every machine.
//!
//! wgpu binds by WGSL `@binding`; Metal binds by argument index. The translation
//! (`translate::to_msl`) put binding b at `[[buffer(b)]]` and the array-sizes struct after
//! the last binding; workgroup arrays became `threadgroup` arguments numbered in module
//! order, whose lengths the host must set.

use crate::plan::{Dispatch, Slot};
use crate::translate::MslEntryPoint;

/// Where one bound buffer's memory comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// The dispatch's `info` words (WGSL binding 0).
    Info,
    /// Operand k's storage.
    Operand(usize),
    /// A small placeholder for an unused binding (or an input read through the output).
    Dummy,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BindPlan {
    /// The MSL function to make a pipeline from.
    pub function: String,
    /// `setBuffer:offset:0 atIndex:` for each (Metal buffer index, source).
    pub buffers: Vec<(u8, Source)>,
    /// `setBytes:atIndex:` index of the sizes struct, and whose byte length fills each
    /// `uint` of it, in order.
    pub sizes_index: u8,
    pub sizes: Vec<Source>,
    /// `setThreadgroupMemoryLength:atIndex:` for each (index, bytes), bytes rounded up to
    /// Metal's 16-byte granularity.
    pub threadgroup_memory: Vec<(u32, u32)>,
    /// `dispatchThreadgroups:threadsPerThreadgroup:`.
    pub threadgroups: [u32; 3],
    pub threads_per_threadgroup: [u32; 3],
}

/// Metal wants threadgroup memory lengths in multiples of 16 bytes.
pub const THREADGROUP_GRANULE: u32 = 16;

fn source_of(binding: u32, d: &Dispatch) -> Source {
    match binding {
        0 => Source::Info,
        b => match d.slots.get(b as usize - 1) {
            Some(Slot::Operand(k)) => Source::Operand(*k),
            _ => Source::Dummy,
        },
    }
}

/// The threadgroup memory lengths the host sets for `ep`: (index, bytes rounded up to 16).
/// The pipeline's limit check and every dispatch use this one list.
pub fn threadgroup_lengths(ep: &MslEntryPoint) -> Vec<(u32, u32)> {
    ep.threadgroup_memory
        .iter()
        .map(|&(i, bytes)| (i, bytes.div_ceil(THREADGROUP_GRANULE) * THREADGROUP_GRANULE))
        .collect()
}

/// The binding plan of dispatch `d` through MSL entry point `ep` (the one named `d.entry`).
pub fn bind_plan(ep: &MslEntryPoint, d: &Dispatch) -> BindPlan {
    BindPlan {
        function: ep.msl_name.clone(),
        buffers: ep
            .buffers
            .iter()
            .map(|&(binding, index)| (index, source_of(binding, d)))
            .collect(),
        sizes_index: ep.sizes_buffer,
        sizes: ep.sizes_bindings.iter().map(|&b| source_of(b, d)).collect(),
        threadgroup_memory: threadgroup_lengths(ep),
        threadgroups: d.groups,
        threads_per_threadgroup: ep.workgroup_size,
    }
}

impl BindPlan {
    /// The sizes struct's words, given each source's buffer length in bytes.
    pub fn sizes_words(&self, byte_len: impl Fn(Source) -> usize) -> Vec<u32> {
        self.sizes
            .iter()
            .map(|&s| u32::try_from(byte_len(s)).unwrap_or(u32::MAX))
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sources::Family;

    fn ep(family: Family) -> MslEntryPoint {
        let v = crate::translate::validate(family).unwrap();
        crate::translate::to_msl(&v).unwrap().entry_points[0].clone()
    }

    fn dispatch(slots: Vec<Slot>) -> Dispatch {
        Dispatch {
            family: Family::Elementwise,
            entry: "x",
            info: [0; crate::meta::META_WORDS],
            slots,
            groups: [3, 1, 1],
            shape: vec![],
        }
    }

    #[test]
    fn an_input_aliasing_the_output_binds_the_dummy_and_sizes_follow_the_same_sources() {
        let e = ep(Family::Elementwise);
        let d = dispatch(vec![
            Slot::Operand(0),
            Slot::Dummy,
            Slot::Operand(2),
            Slot::Dummy,
        ]);
        let p = bind_plan(&e, &d);
        assert_eq!(
            p.buffers,
            vec![
                (0, Source::Info),
                (1, Source::Operand(0)),
                (2, Source::Dummy),
                (3, Source::Operand(2)),
                (4, Source::Dummy),
            ]
        );
        assert_eq!(p.sizes_index, 5);
        assert_eq!(
            p.sizes,
            p.buffers.iter().map(|b| b.1).collect::<Vec<_>>(),
            "every io binding is a runtime array"
        );
        let words = p.sizes_words(|s| match s {
            Source::Info => 288,
            Source::Operand(k) => 400 + k,
            Source::Dummy => 16,
        });
        assert_eq!(words, vec![288, 400, 16, 402, 16]);
        assert_eq!(p.threadgroups, [3, 1, 1]);
        assert_eq!(p.threads_per_threadgroup, [64, 1, 1]);
    }

    #[test]
    fn threadgroup_lengths_round_up_to_sixteen_bytes() {
        let mut e = ep(Family::Matmul);
        e.threadgroup_memory = vec![(0, 1024), (1, 4)];
        let p = bind_plan(&e, &dispatch(vec![Slot::Operand(0); 4]));
        assert_eq!(p.threadgroup_memory, vec![(0, 1024), (1, 16)]);
    }
}
