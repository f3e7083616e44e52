//! WGSL → naga IR → SPIR-V and MSL.
//!
//! wgpu runs the WGSL itself; the translations here are what the other backends load: the
//! MSL is the native Metal backend's source, so it must be *runnable*, not just emitted:
//! every buffer at an explicit slot, a sizes buffer for the kernels that call `arrayLength`,
//! and every entry point actually present.

use crate::sources::Family;
use naga::back::msl;
use naga::valid::{Capabilities, ModuleInfo, ValidationFlags, Validator};
use std::collections::BTreeMap;

pub struct Validated {
    pub family: Family,
    pub source: String,
    pub module: naga::Module,
    pub info: ModuleInfo,
}

/// Parses and validates one family's composed WGSL; errors carry naga's annotated message.
pub fn validate(family: Family) -> Result<Validated, String> {
    let source = family.source();
    let module = naga::front::wgsl::parse_str(&source)
        .map_err(|e| format!("{}.wgsl: {}", family.name(), e.emit_to_string(&source)))?;
    let info = Validator::new(ValidationFlags::all(), Capabilities::empty())
        .validate(&module)
        .map_err(|e| format!("{}.wgsl: {}", family.name(), e.emit_to_string(&source)))?;
    Ok(Validated {
        family,
        source,
        module,
        info,
    })
}

/// SPIR-V words for all of a family's entry points.
pub fn to_spirv(v: &Validated) -> Result<Vec<u32>, String> {
    naga::back::spv::write_vec(
        &v.module,
        &v.info,
        &naga::back::spv::Options::default(),
        None,
    )
    .map_err(|e| format!("{}: SPIR-V: {e}", v.family.name()))
}

/// Where the Metal host binds things for one entry point.
#[derive(Clone, Debug, PartialEq)]
pub struct MslEntryPoint {
    /// The WGSL name.
    pub name: String,
    /// The function name in the MSL (naga renames reserved words, e.g. `main` → `main_`).
    pub msl_name: String,
    /// (WGSL binding in group 0, Metal buffer index).
    pub buffers: Vec<(u32, u8)>,
    /// The buffer index of the array-sizes buffer (one u32 byte length per runtime array).
    pub sizes_buffer: u8,
    /// Whose byte lengths fill the sizes buffer, in order: the WGSL binding of each global
    /// that holds a runtime-sized array, in the module's order (naga's `_mslBufferSizes`
    /// has one `uint sizeN` member per such global, N its handle index, for the whole
    /// module, whichever entry point is compiled).
    pub sizes_bindings: Vec<u32>,
    /// Threadgroup memory the host must reserve: (threadgroup index, bytes).
    pub threadgroup_memory: Vec<(u32, u32)>,
    pub workgroup_size: [u32; 3],
}

#[derive(Clone, Debug)]
pub struct MslLibrary {
    pub family: Family,
    pub source: String,
    pub entry_points: Vec<MslEntryPoint>,
}

/// MSL for a family, with explicit slots: binding b at buffer index b, the sizes buffer
/// after the last binding.
pub fn to_msl(v: &Validated) -> Result<MslLibrary, String> {
    let bindings = v.family.bindings();
    let sizes_slot = bindings.len() as u8;
    let mut map = msl::EntryPointResourceMap::new();
    for ep in &v.module.entry_points {
        let mut resources = BTreeMap::new();
        for &(b, writable) in bindings {
            resources.insert(
                naga::ResourceBinding {
                    group: 0,
                    binding: b,
                },
                msl::BindTarget {
                    buffer: Some(b as u8),
                    mutable: writable,
                    ..Default::default()
                },
            );
        }
        map.insert(
            ep.name.clone(),
            msl::EntryPointResources {
                resources,
                immediates_buffer: None,
                sizes_buffer: Some(sizes_slot),
            },
        );
    }
    let options = msl::Options {
        lang_version: (2, 1),
        per_entry_point_map: map,
        fake_missing_bindings: false,
        zero_initialize_workgroup_memory: true,
        // wgpu guards every access this way; the MSL must too, so a wrong `info` word can
        // never read or write outside a buffer on Metal either.
        bounds_check_policies: naga::proc::BoundsCheckPolicies {
            index: naga::proc::BoundsCheckPolicy::ReadZeroSkipWrite,
            buffer: naga::proc::BoundsCheckPolicy::ReadZeroSkipWrite,
            image_load: naga::proc::BoundsCheckPolicy::ReadZeroSkipWrite,
            binding_array: naga::proc::BoundsCheckPolicy::ReadZeroSkipWrite,
        },
        ..Default::default()
    };
    let (source, tinfo) = msl::write_string(
        &v.module,
        &v.info,
        &options,
        &msl::PipelineOptions::default(),
    )
    .map_err(|e| format!("{}: MSL: {e}", v.family.name()))?;
    let sizes_bindings: Vec<u32> = v
        .module
        .global_variables
        .iter()
        .filter(|(_, var)| {
            v.module.types[var.ty]
                .inner
                .needs_host_buffer_byte_size(&v.module.types)
        })
        .map(|(_, var)| {
            var.binding.as_ref().map(|b| b.binding).ok_or_else(|| {
                format!(
                    "{}: runtime-sized global {:?} has no binding",
                    v.family.name(),
                    var.name
                )
            })
        })
        .collect::<Result<_, String>>()?;
    let mut entry_points = Vec::new();
    for (i, (ep, name)) in v
        .module
        .entry_points
        .iter()
        .zip(&tinfo.entry_point_names)
        .enumerate()
    {
        // naga reports a failed entry point here and still returns Ok overall.
        let msl_name = name
            .clone()
            .map_err(|e| format!("{}: MSL lost entry point {}: {e}", v.family.name(), ep.name))?;
        let usage = v.info.get_entry_point(i);
        let mut threadgroup_memory = Vec::new();
        for (handle, var) in v.module.global_variables.iter() {
            if var.space == naga::AddressSpace::WorkGroup && !usage[handle].is_empty() {
                let bytes = v.module.types[var.ty].inner.size(v.module.to_ctx());
                threadgroup_memory.push((threadgroup_memory.len() as u32, bytes));
            }
        }
        entry_points.push(MslEntryPoint {
            name: ep.name.clone(),
            msl_name,
            buffers: bindings.iter().map(|&(b, _)| (b, b as u8)).collect(),
            sizes_buffer: sizes_slot,
            sizes_bindings: sizes_bindings.clone(),
            threadgroup_memory,
            workgroup_size: ep.workgroup_size,
        });
    }
    Ok(MslLibrary {
        family: v.family,
        source,
        entry_points,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_parses_and_validates() {
        for f in Family::ALL {
            let v = validate(f).unwrap_or_else(|e| panic!("{e}"));
            let names: Vec<&str> = v
                .module
                .entry_points
                .iter()
                .map(|e| e.name.as_str())
                .collect();
            assert_eq!(names, f.entry_points(), "{}", f.name());
        }
    }

    #[test]
    fn every_family_translates_to_spirv() {
        for f in Family::ALL {
            let words = to_spirv(&validate(f).unwrap()).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(words[0], 0x0723_0203, "SPIR-V magic number");
            assert!(words.len() > 100);
        }
    }

    #[test]
    fn every_entry_point_survives_into_msl_with_explicit_slots() {
        for f in Family::ALL {
            let lib = to_msl(&validate(f).unwrap()).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(lib.entry_points.len(), f.entry_points().len());
            for ep in &lib.entry_points {
                assert!(
                    lib.source
                        .contains(&format!("kernel void {}(", ep.msl_name)),
                    "{} missing from the MSL",
                    ep.msl_name
                );
                // Buffers at the slots we chose, and the sizes buffer after them.
                for &(b, slot) in &ep.buffers {
                    assert_eq!(b as u8, slot);
                }
                assert!(
                    lib.source
                        .contains(&format!("[[buffer({})]]", ep.sizes_buffer)),
                    "{}: no sizes buffer in the MSL",
                    ep.name
                );
            }
        }
    }

    #[test]
    fn the_tiled_matmul_declares_its_threadgroup_memory() {
        let lib = to_msl(&validate(Family::Matmul).unwrap()).unwrap();
        let ep = &lib.entry_points[0];
        assert_eq!(ep.workgroup_size, [16, 16, 1]);
        // Two 16x16 f32 tiles.
        assert_eq!(ep.threadgroup_memory, vec![(0, 1024), (1, 1024)]);
        assert!(lib.source.contains("threadgroup"));
    }

    #[test]
    fn a_broken_source_names_the_family_and_the_problem() {
        let src = "fn f() -> u32 { return undefined_thing; }";
        let err = naga::front::wgsl::parse_str(src)
            .unwrap_err()
            .emit_to_string(src);
        assert!(err.contains("undefined_thing"));
    }
}
