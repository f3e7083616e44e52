//! The Metal device: command queue, one compute pipeline per kernel (compiled from naga's
//! MSL), and the dispatch of one planned kernel call.
//!
//! Every command buffer is committed and waited for before the call returns: simple and
//! easy to reason about (the CPU may touch shared memory right after), but not pipelined,
//! so each kernel pays a full CPU↔GPU round trip.

use super::buffer::{self, MetalBuffer};
use objc2::rc::{autoreleasepool, Retained};
use objc2::runtime::ProtocolObject;
use objc2_foundation::NSString;
use objc2_metal::{
    MTLBuffer, MTLCommandBuffer, MTLCommandBufferStatus, MTLCommandEncoder, MTLCommandQueue,
    MTLCompileOptions, MTLComputeCommandEncoder, MTLComputePipelineState,
    MTLCreateSystemDefaultDevice, MTLDevice, MTLLanguageVersion, MTLLibrary, MTLMathMode, MTLSize,
};
use std::collections::HashMap;
use std::ffi::c_void;
use std::ptr::NonNull;
use stridelab_shaders::metal_bind::{bind_plan, threadgroup_lengths, Source};
use stridelab_shaders::plan::Dispatch;
use stridelab_shaders::sources::Family;
use stridelab_shaders::translate::{to_msl, validate, MslEntryPoint};

// `MTLCreateSystemDefaultDevice` returns no device in a command-line program that does not
// link CoreGraphics (objc2-metal's documentation says so); this empty block links it.
#[link(name = "CoreGraphics", kind = "framework")]
extern "C" {}

pub type RawBuffer = Retained<ProtocolObject<dyn MTLBuffer>>;

/// Metal's buffer argument table has 31 entries (indices 0..=30); so has the threadgroup
/// memory table. The encoder does not check indices, so we do.
const ARGUMENT_TABLE_LEN: usize = 31;

/// `setBytes:length:atIndex:` is for at most 4 KiB.
const MAX_SET_BYTES: usize = 4096;

/// Bytes of the placeholder bound for unused slots (as in the wgpu backend).
const DUMMY_BYTES: usize = 16;

struct Kernel {
    pipeline: Retained<ProtocolObject<dyn MTLComputePipelineState>>,
    entry: MslEntryPoint,
}

pub struct MetalContext {
    device: Retained<ProtocolObject<dyn MTLDevice>>,
    queue: Retained<ProtocolObject<dyn MTLCommandQueue>>,
    /// WGSL entry name → pipeline and where its MSL expects things bound.
    kernels: HashMap<String, Kernel>,
    dummy: RawBuffer,
}

impl MetalContext {
    /// Finds the device and compiles every kernel family; any failure is a message naming
    /// what failed (the family, the function, the limit).
    pub fn new() -> Result<MetalContext, String> {
        let device = MTLCreateSystemDefaultDevice().ok_or(
            "metal: MTLCreateSystemDefaultDevice returned no device (no Metal-capable GPU, or a session without GPU access such as some VMs and SSH sessions)",
        )?;
        let queue = device
            .newCommandQueue()
            .ok_or("metal: the device would not create a command queue")?;
        let options = compile_options();
        let mut kernels = HashMap::new();
        for family in Family::ALL {
            let msl = validate(family)
                .and_then(|v| to_msl(&v))
                .map_err(|e| format!("metal: {e}"))?;
            let library = device
                .newLibraryWithSource_options_error(
                    &NSString::from_str(&msl.source),
                    Some(&options),
                )
                .map_err(|e| {
                    format!(
                        "metal: the MSL of the {} kernels did not compile: {e}",
                        family.name()
                    )
                })?;
            for &name in family.entry_points() {
                if !msl.entry_points.iter().any(|ep| ep.name == name) {
                    return Err(format!(
                        "metal: the MSL of the {} kernels lost entry point {name}",
                        family.name()
                    ));
                }
            }
            for ep in msl.entry_points {
                let kernel = make_kernel(&device, &library, family, ep)?;
                if let Some(other) = kernels.insert(kernel.entry.name.clone(), kernel) {
                    return Err(format!(
                        "metal: two kernel families define entry point {}",
                        other.entry.name
                    ));
                }
            }
        }
        Ok(MetalContext {
            dummy: buffer::shared_with_words(&device, &[0; DUMMY_BYTES / 4])?,
            device,
            queue,
            kernels,
        })
    }

    pub fn device(&self) -> &ProtocolObject<dyn MTLDevice> {
        &self.device
    }

    /// The GPU's name, e.g. "Apple M2 Pro".
    pub fn name(&self) -> String {
        self.device.name().to_string()
    }

    pub fn kernel_count(&self) -> usize {
        self.kernels.len()
    }

    /// Encodes one command buffer with `encode`, commits it and waits for it; a GPU-side
    /// failure comes back as the command buffer's error. `encode` must end every encoder
    /// it opens before returning (an encoder left open is a Metal assertion, not an error).
    pub fn submit(
        &self,
        label: &str,
        encode: impl FnOnce(&ProtocolObject<dyn MTLCommandBuffer>) -> Result<(), String>,
    ) -> Result<(), String> {
        // The command buffer and encoders come back autoreleased: drain them per submit
        // instead of letting them pile up in a command-line program with no run loop.
        autoreleasepool(|_| {
            let cmd = self
                .queue
                .commandBuffer()
                .ok_or_else(|| format!("metal: no command buffer for {label}"))?;
            cmd.setLabel(Some(&NSString::from_str(label)));
            encode(&cmd)?;
            cmd.commit();
            cmd.waitUntilCompleted();
            let status = cmd.status();
            if status == MTLCommandBufferStatus::Completed {
                return Ok(());
            }
            Err(match cmd.error() {
                Some(e) => format!("metal: {label} failed on the GPU: {e}"),
                None => format!(
                    "metal: {label} did not complete (command buffer {}, no error given)",
                    status_name(status)
                ),
            })
        })
    }

    /// Runs one planned dispatch; `operands[k]` is operand k's buffer. Everything is bound
    /// exactly as `bind_plan` says, the one description of the MSL's interface.
    pub fn dispatch(&self, d: &Dispatch, operands: &[&MetalBuffer]) -> Result<(), String> {
        let kernel = self
            .kernels
            .get(d.entry)
            .ok_or_else(|| format!("metal: no pipeline for kernel {}", d.entry))?;
        let plan = bind_plan(&kernel.entry, d);
        if plan.threadgroups.contains(&0) {
            return Ok(());
        }
        let info = buffer::shared_with_words(&self.device, &d.info)?;
        let resolve = |s: Source| -> Option<&ProtocolObject<dyn MTLBuffer>> {
            match s {
                Source::Info => Some(&info),
                Source::Operand(k) => operands.get(k).map(|b| &*b.buffer),
                Source::Dummy => Some(&self.dummy),
            }
        };
        let missing = |s: Source| {
            format!(
                "metal: {}: the plan binds {s:?}, which the call lacks",
                d.entry
            )
        };
        let in_table = |what: &str, index: usize| {
            if index < ARGUMENT_TABLE_LEN {
                Ok(index)
            } else {
                Err(format!(
                    "metal: {}: {what} index {index} is past Metal's argument table",
                    d.entry
                ))
            }
        };
        // Resolve and check everything before encoding: once the encoder is open, nothing
        // may fail until `endEncoding`.
        let mut bound = Vec::with_capacity(plan.buffers.len());
        for &(index, source) in &plan.buffers {
            let b = resolve(source).ok_or_else(|| missing(source))?;
            bound.push((in_table("buffer", index as usize)?, b));
        }
        for &source in &plan.sizes {
            resolve(source).ok_or_else(|| missing(source))?;
        }
        let sizes = plan.sizes_words(|s| resolve(s).map_or(0, |b| b.length()));
        let sizes_index = in_table("sizes buffer", plan.sizes_index as usize)?;
        if sizes.len() * 4 > MAX_SET_BYTES {
            return Err(format!(
                "metal: {}: the sizes struct is too large for setBytes",
                d.entry
            ));
        }
        let mut threadgroup_memory = Vec::with_capacity(plan.threadgroup_memory.len());
        for &(index, bytes) in &plan.threadgroup_memory {
            threadgroup_memory.push((
                in_table("threadgroup memory", index as usize)?,
                bytes as usize,
            ));
        }
        self.submit(d.entry, |cmd| {
            let enc = cmd
                .computeCommandEncoder()
                .ok_or_else(|| format!("metal: no compute encoder for {}", d.entry))?;
            enc.setComputePipelineState(&kernel.pipeline);
            for &(index, b) in &bound {
                // SAFETY: `index` < 31, inside Metal's buffer table (checked above); `b` is
                // borrowed from a buffer that outlives this call, and the command buffer
                // retains it until completion, which `submit` waits for; offset 0 is inside
                // every buffer. Every buffer holds 32-bit words, the MSL's element type, and
                // the kernels stay inside them because the caller ran `check_bounds` on the
                // layouts the info words describe, and naga's MSL checks every access
                // against the sizes struct besides (ReadZeroSkipWrite, translate.rs).
                unsafe { enc.setBuffer_offset_atIndex(Some(b), 0, index) };
            }
            if !sizes.is_empty() {
                let bytes: NonNull<c_void> = NonNull::from(sizes.as_slice()).cast();
                // SAFETY: `bytes` points to the live `sizes` vector of exactly
                // `sizes.len() * 4` bytes (≤ 4 KiB, setBytes' limit), which Metal copies
                // during the call; `sizes_index` < 31 (checked above).
                unsafe { enc.setBytes_length_atIndex(bytes, sizes.len() * 4, sizes_index) };
            }
            for &(index, bytes) in &threadgroup_memory {
                // SAFETY: `index` < 31, inside Metal's threadgroup memory table (checked
                // above); `bytes` is a multiple of 16 (bind_plan rounds it) and the total
                // fits the device's limit (checked when the pipeline was made).
                unsafe { enc.setThreadgroupMemoryLength_atIndex(bytes, index) };
            }
            enc.dispatchThreadgroups_threadsPerThreadgroup(
                size(plan.threadgroups),
                size(plan.threads_per_threadgroup),
            );
            enc.endEncoding();
            Ok(())
        })
    }
}

/// MSL 2.1, as naga wrote it, with IEEE-safe math: the CPU backend and PyTorch propagate
/// NaN and infinities, which Metal's default fast math may fold away.
fn compile_options() -> Retained<MTLCompileOptions> {
    let options = MTLCompileOptions::new();
    options.setLanguageVersion(MTLLanguageVersion::Version2_1);
    if objc2::available!(macos = 15.0) {
        options.setMathMode(MTLMathMode::Safe);
    } else {
        // `mathMode` only exists from macOS 15; before it this was the way to ask.
        #[allow(deprecated)]
        options.setFastMathEnabled(false);
    }
    options
}

/// One entry point's pipeline, with the limits its dispatches rely on checked once.
fn make_kernel(
    device: &ProtocolObject<dyn MTLDevice>,
    library: &ProtocolObject<dyn MTLLibrary>,
    family: Family,
    entry: MslEntryPoint,
) -> Result<Kernel, String> {
    let function = library
        .newFunctionWithName(&NSString::from_str(&entry.msl_name))
        .ok_or_else(|| {
            format!(
                "metal: the {} library has no function {} (entry point {})",
                family.name(),
                entry.msl_name,
                entry.name
            )
        })?;
    let pipeline = device
        .newComputePipelineStateWithFunction_error(&function)
        .map_err(|e| format!("metal: no pipeline for {}: {e}", entry.name))?;
    let threads: u64 = entry.workgroup_size.iter().map(|&n| u64::from(n)).product();
    let max_threads = pipeline.maxTotalThreadsPerThreadgroup() as u64;
    if threads > max_threads {
        return Err(format!(
            "metal: {} needs {threads} threads per threadgroup, this device allows {max_threads} for it",
            entry.name
        ));
    }
    let dynamic: usize = threadgroup_lengths(&entry)
        .iter()
        .map(|&(_, bytes)| bytes as usize)
        .sum();
    let memory = dynamic + pipeline.staticThreadgroupMemoryLength();
    let max_memory = device.maxThreadgroupMemoryLength();
    if memory > max_memory {
        return Err(format!(
            "metal: {} needs {memory} bytes of threadgroup memory, this device has {max_memory}",
            entry.name
        ));
    }
    Ok(Kernel { pipeline, entry })
}

fn status_name(status: MTLCommandBufferStatus) -> &'static str {
    match status {
        MTLCommandBufferStatus::NotEnqueued => "not enqueued",
        MTLCommandBufferStatus::Enqueued => "enqueued",
        MTLCommandBufferStatus::Committed => "committed",
        MTLCommandBufferStatus::Scheduled => "scheduled",
        MTLCommandBufferStatus::Completed => "completed",
        MTLCommandBufferStatus::Error => "in error",
        _ => "in an unknown state",
    }
}

fn size([width, height, depth]: [u32; 3]) -> MTLSize {
    MTLSize {
        width: width as usize,
        height: height as usize,
        depth: depth as usize,
    }
}
