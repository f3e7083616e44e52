//! The Metal host binds what `metal_bind::bind_plan` says; this checks, for every kernel, that
//! the plan agrees with the MSL naga wrote and with the module naga translated: each
//! `[[buffer(n)]]` argument gets the memory of its WGSL global, the sizes struct gets the
//! byte lengths of its members' globals in their order, and each `threadgroup` argument gets
//! its array's length. No Mac needed: this is the part of the Metal path Linux can prove.

use stridelab_shaders::meta::META_WORDS;
use stridelab_shaders::metal_bind::{bind_plan, Source};
use stridelab_shaders::plan::{Dispatch, Slot};
use stridelab_shaders::sources::Family;
use stridelab_shaders::translate::{to_msl, validate};

/// The argument list of `kernel void <name>(...)`, one entry per line naga wrote.
fn kernel_args<'a>(msl: &'a str, name: &str) -> Vec<&'a str> {
    let start = msl
        .find(&format!("kernel void {name}("))
        .unwrap_or_else(|| panic!("{name} not in the MSL"));
    let body = &msl[start..];
    let end = body.find(") {").expect("end of the argument list");
    body[..end]
        .lines()
        .skip(1)
        .map(|l| l.trim_start_matches(',').trim())
        .filter(|l| !l.is_empty())
        .collect()
}

/// The `N` of `[[buffer(N)]]` in one argument.
fn buffer_index(arg: &str) -> Option<u8> {
    let i = arg.find("[[buffer(")? + "[[buffer(".len();
    arg[i..].split(')').next()?.parse().ok()
}

/// The argument's name: the word before its attribute (or last word).
fn arg_name(arg: &str) -> &str {
    let decl = arg.split("[[").next().unwrap().trim();
    decl.rsplit([' ', '&', '*']).next().unwrap()
}

/// The handle indices of `struct _mslBufferSizes { uint sizeN; ... }`, in order.
fn sizes_members(msl: &str) -> Vec<usize> {
    let start = msl.find("struct _mslBufferSizes {").expect("sizes struct");
    let body = &msl[start..];
    let end = body.find("};").unwrap();
    body[..end]
        .lines()
        .skip(1)
        .map(|l| {
            let l = l
                .trim()
                .trim_start_matches("uint size")
                .trim_end_matches(';');
            l.parse()
                .unwrap_or_else(|_| panic!("unexpected member {l:?}"))
        })
        .collect()
}

/// A dispatch whose every binding is a distinct operand, so each source is traceable.
fn distinct_dispatch(family: Family, entry: &'static str, groups: [u32; 3]) -> Dispatch {
    Dispatch {
        family,
        entry,
        info: [0; META_WORDS],
        slots: (0..family.bindings().len() - 1)
            .map(Slot::Operand)
            .collect(),
        groups,
        shape: vec![],
    }
}

/// What the plan must bind for WGSL binding `b` in `distinct_dispatch`.
fn expected_source(binding: u32) -> Source {
    match binding {
        0 => Source::Info,
        b => Source::Operand(b as usize - 1),
    }
}

#[test]
fn every_kernel_binds_buffers_sizes_and_threadgroup_memory_where_the_msl_expects_them() {
    let mut checked = 0;
    for family in Family::ALL {
        let v = validate(family).unwrap();
        let lib = to_msl(&v).unwrap();
        let members = sizes_members(&lib.source);
        for (i, (ep, module_ep)) in lib
            .entry_points
            .iter()
            .zip(&v.module.entry_points)
            .enumerate()
        {
            let entry: &'static str = family.entry_points()[i];
            assert_eq!(ep.name, entry);
            let plan = bind_plan(ep, &distinct_dispatch(family, entry, [7, 2, 1]));
            assert_eq!(plan.function, ep.msl_name);
            let args = kernel_args(&lib.source, &ep.msl_name);
            let usage = v.info.get_entry_point(i);

            // Buffers: every global the entry point uses, at the index the plan binds, with
            // that global's memory; the module order of the arguments is naga's.
            let mut used_buffers = v.module.global_variables.iter().filter(|(h, var)| {
                var.space != naga::AddressSpace::WorkGroup && !usage[*h].is_empty()
            });
            for arg in args.iter().filter(|a| a.contains("[[buffer(")) {
                let index = buffer_index(arg).unwrap();
                if arg.contains("_mslBufferSizes") {
                    assert_eq!(index, plan.sizes_index, "{entry}: sizes slot");
                    continue;
                }
                let (_, var) = used_buffers.next().unwrap_or_else(|| {
                    panic!("{entry}: MSL argument {arg:?} has no global in the module")
                });
                let global = var.name.as_deref().unwrap();
                // naga appends `_` to names that clash with MSL words (in0 -> in0_).
                assert_eq!(arg_name(arg).trim_end_matches('_'), global, "{entry}");
                let binding = var.binding.as_ref().unwrap().binding;
                let bound: Vec<Source> = plan
                    .buffers
                    .iter()
                    .filter(|(i, _)| *i == index)
                    .map(|b| b.1)
                    .collect();
                assert_eq!(
                    bound,
                    vec![expected_source(binding)],
                    "{entry}: [[buffer({index})]] ({global})"
                );
            }
            assert!(
                used_buffers.next().is_none(),
                "{entry}: a used global has no argument"
            );
            assert!(
                !plan.buffers.iter().any(|(i, _)| *i == plan.sizes_index),
                "{entry}: a buffer is bound over the sizes struct"
            );

            // Sizes: member N is global handle N's byte length.
            let expected_sizes: Vec<Source> = members
                .iter()
                .map(|&h| {
                    let (_, var) = v.module.global_variables.iter().nth(h).unwrap();
                    expected_source(var.binding.as_ref().unwrap().binding)
                })
                .collect();
            assert_eq!(plan.sizes, expected_sizes, "{entry}: sizes struct order");

            // Threadgroup memory: one length per `threadgroup` argument, in order, covering
            // the array naga declared.
            let tg_args: Vec<&str> = args
                .iter()
                .filter(|a| a.starts_with("threadgroup "))
                .map(|a| arg_name(a))
                .collect();
            assert_eq!(plan.threadgroup_memory.len(), tg_args.len(), "{entry}");
            let wg_vars: Vec<_> = v
                .module
                .global_variables
                .iter()
                .filter(|(h, var)| {
                    var.space == naga::AddressSpace::WorkGroup && !usage[*h].is_empty()
                })
                .collect();
            for (k, ((index, bytes), name)) in
                plan.threadgroup_memory.iter().zip(&tg_args).enumerate()
            {
                let (_, var) = wg_vars[k];
                assert_eq!(*index, k as u32);
                assert_eq!(var.name.as_deref(), Some(name.trim_end_matches('_')));
                let need = v.module.types[var.ty].inner.size(v.module.to_ctx());
                assert!(
                    *bytes >= need && bytes % 16 == 0,
                    "{entry}: {name} {bytes} < {need}"
                );
            }

            assert_eq!(plan.threads_per_threadgroup, module_ep.workgroup_size);
            assert_eq!(plan.threadgroups, [7, 2, 1]);
            let total: u32 = module_ep.workgroup_size.iter().product();
            assert!(
                lib.source.contains(&format!(
                    "[[max_total_threads_per_threadgroup({total})]] kernel void {}(",
                    ep.msl_name
                )),
                "{entry}: MSL threadgroup size"
            );
            checked += 1;
        }
    }
    let all: usize = Family::ALL.iter().map(|f| f.entry_points().len()).sum();
    assert_eq!(checked, all);
}

#[test]
fn the_matmul_tiles_are_the_threadgroup_memory_the_host_sets() {
    let v = validate(Family::Matmul).unwrap();
    let lib = to_msl(&v).unwrap();
    let plan = bind_plan(
        &lib.entry_points[0],
        &distinct_dispatch(Family::Matmul, "bmm_kernel", [1, 1, 1]),
    );
    assert_eq!(plan.threadgroup_memory, vec![(0, 1024), (1, 1024)]);
    assert_eq!(plan.threads_per_threadgroup, [16, 16, 1]);
}
