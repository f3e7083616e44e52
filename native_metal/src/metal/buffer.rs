//! Tensor memory on the Metal device: storage modes, allocation, upload, download and the
//! host fallback's writes.
//!
//! `shared` memory is visible to the CPU through `contents`, so it is filled and read in
//! place. `private` memory lives where only the GPU sees it: every CPU access goes through a
//! shared staging buffer and a blit. The CPU touches `contents` only between command
//! buffers: every submit waits for completion (`MetalContext::submit`), so no GPU work on the
//! buffer can be in flight at that moment.

use super::context::{MetalContext, RawBuffer};
use objc2::runtime::ProtocolObject;
use objc2_foundation::NSRange;
use objc2_metal::{
    MTLBlitCommandEncoder, MTLBuffer, MTLCommandBuffer, MTLCommandEncoder, MTLDevice,
    MTLResourceOptions,
};
use std::ffi::c_void;
use std::ptr::NonNull;
use stridelab_core::storage::DeviceBuffer;

/// Where newly allocated tensor memory lives (`configure("storage_mode", ...)`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum StorageMode {
    /// CPU and GPU see the same memory (unified memory on Apple silicon).
    #[default]
    Shared,
    /// GPU-only memory: the CPU reaches it through staging blits.
    Private,
}

impl StorageMode {
    pub fn parse(value: &str) -> Result<StorageMode, String> {
        match value {
            "shared" => Ok(StorageMode::Shared),
            "private" => Ok(StorageMode::Private),
            _ => Err(format!(
                "metal: storage_mode must be \"shared\" or \"private\", not {value:?}"
            )),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            StorageMode::Shared => "shared",
            StorageMode::Private => "private",
        }
    }

    fn options(self) -> MTLResourceOptions {
        match self {
            StorageMode::Shared => MTLResourceOptions::StorageModeShared,
            StorageMode::Private => MTLResourceOptions::StorageModePrivate,
        }
    }
}

/// A storage's memory on the Metal device.
pub struct MetalBuffer {
    pub buffer: RawBuffer,
    /// 32-bit words the storage holds (the buffer has at least one, Metal refuses length 0).
    pub words: usize,
    pub mode: StorageMode,
}

impl DeviceBuffer for MetalBuffer {
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any {
        self
    }
    fn describe(&self) -> String {
        format!(
            "MTLBuffer, storage mode {}, {} bytes",
            self.mode.name(),
            self.words.max(1) * 4
        )
    }
}

/// Bytes of a buffer holding `words` words (never 0: Metal has no empty buffers).
fn byte_len(words: usize) -> Result<usize, String> {
    words
        .max(1)
        .checked_mul(4)
        .ok_or_else(|| format!("metal: a storage of {words} words does not fit in memory"))
}

/// A new, uninitialised buffer of `bytes` bytes, refused above the device's limit.
fn new_buffer(ctx: &MetalContext, bytes: usize, mode: StorageMode) -> Result<RawBuffer, String> {
    let device = ctx.device();
    let max = device.maxBufferLength();
    if bytes > max {
        return Err(format!(
            "metal: a storage of {bytes} bytes exceeds this device's largest buffer ({max} bytes)"
        ));
    }
    let buffer = device
        .newBufferWithLength_options(bytes, mode.options())
        .ok_or_else(|| {
            format!(
                "metal: the device could not allocate {bytes} bytes of {} memory",
                mode.name()
            )
        })?;
    check_length(&buffer, bytes)?;
    Ok(buffer)
}

/// Every unsafe access below relies on the buffer being at least as long as asked for.
fn check_length(buffer: &RawBuffer, bytes: usize) -> Result<(), String> {
    let have = buffer.length();
    if have < bytes {
        return Err(format!(
            "metal: asked for a buffer of {bytes} bytes, the device made one of {have}"
        ));
    }
    Ok(())
}

/// A shared buffer holding a copy of `words` (one zero word when `words` is empty).
pub fn shared_with_words(
    device: &ProtocolObject<dyn MTLDevice>,
    words: &[u32],
) -> Result<RawBuffer, String> {
    const ZERO: [u32; 1] = [0];
    let words = if words.is_empty() { &ZERO[..] } else { words };
    let bytes = byte_len(words.len())?;
    let max = device.maxBufferLength();
    if bytes > max {
        return Err(format!(
            "metal: a storage of {bytes} bytes exceeds this device's largest buffer ({max} bytes)"
        ));
    }
    let pointer: NonNull<c_void> = NonNull::from(words).cast();
    // SAFETY: `pointer` comes from a live slice of `words.len()` u32s, i.e. exactly `bytes`
    // readable bytes, borrowed for the whole call; Metal copies them before returning and
    // keeps no reference to the pointer.
    let buffer = unsafe {
        device.newBufferWithBytes_length_options(
            pointer,
            bytes,
            MTLResourceOptions::StorageModeShared,
        )
    }
    .ok_or_else(|| {
        format!("metal: the device could not allocate {bytes} bytes of shared memory")
    })?;
    check_length(&buffer, bytes)?;
    Ok(buffer)
}

/// Runs one blit pass and waits for it.
fn blit(
    ctx: &MetalContext,
    label: &str,
    encode: impl FnOnce(&ProtocolObject<dyn MTLBlitCommandEncoder>),
) -> Result<(), String> {
    ctx.submit(label, |cmd| {
        let enc = cmd
            .blitCommandEncoder()
            .ok_or_else(|| format!("metal: no blit encoder for {label}"))?;
        encode(&enc);
        enc.endEncoding();
        Ok(())
    })
}

/// GPU copy of the first `bytes` bytes of `from` into `to`.
fn copy(
    ctx: &MetalContext,
    label: &str,
    from: &RawBuffer,
    to: &RawBuffer,
    bytes: usize,
) -> Result<(), String> {
    check_length(from, bytes)?;
    check_length(to, bytes)?;
    blit(ctx, label, |enc| {
        // SAFETY: both buffers are alive for the whole submit (borrowed here, and the
        // command buffer retains them until it completes, which `submit` waits for); the
        // copied range 0..bytes lies inside both, as checked just above.
        unsafe {
            enc.copyFromBuffer_sourceOffset_toBuffer_destinationOffset_size(from, 0, to, 0, bytes)
        }
    })
}

/// Fresh zeroed memory for `words` words. Metal does not promise zeroed buffers, so it is
/// cleared explicitly: in place when shared, by a blit fill when private.
pub fn alloc(ctx: &MetalContext, mode: StorageMode, words: usize) -> Result<MetalBuffer, String> {
    let bytes = byte_len(words)?;
    let buffer = new_buffer(ctx, bytes, mode)?;
    match mode {
        StorageMode::Shared => {
            let dst = buffer.contents().cast::<u8>().as_ptr();
            // SAFETY: a shared buffer's `contents` points to its CPU-visible memory of
            // `length()` ≥ `bytes` bytes (checked in `new_buffer`); the buffer was just made,
            // so no GPU work can be using it and nothing else holds the pointer.
            unsafe { dst.write_bytes(0, bytes) };
        }
        StorageMode::Private => blit(ctx, "zero storage", |enc| {
            enc.fillBuffer_range_value(&buffer, NSRange::new(0, bytes), 0)
        })?,
    }
    Ok(MetalBuffer {
        buffer,
        words,
        mode,
    })
}

/// New memory holding `words`.
pub fn upload(ctx: &MetalContext, mode: StorageMode, words: &[u32]) -> Result<MetalBuffer, String> {
    let staging = shared_with_words(ctx.device(), words)?;
    let buffer = match mode {
        StorageMode::Shared => staging,
        StorageMode::Private => {
            let bytes = byte_len(words.len())?;
            let buffer = new_buffer(ctx, bytes, mode)?;
            // The staging buffer holds a zero word when `words` is empty, so this also
            // clears the private buffer's one word.
            copy(ctx, "upload", &staging, &buffer, bytes)?;
            buffer
        }
    };
    Ok(MetalBuffer {
        buffer,
        words: words.len(),
        mode,
    })
}

/// The first `words` words of a storage.
pub fn read(ctx: &MetalContext, b: &MetalBuffer, words: usize) -> Result<Vec<u32>, String> {
    if words == 0 {
        return Ok(vec![]);
    }
    let bytes = words
        .checked_mul(4)
        .ok_or_else(|| format!("metal: cannot read {words} words"))?;
    check_length(&b.buffer, bytes)?;
    match b.mode {
        StorageMode::Shared => Ok(read_shared(&b.buffer, words)),
        StorageMode::Private => {
            let staging = new_buffer(ctx, bytes, StorageMode::Shared)?;
            copy(ctx, "download", &b.buffer, &staging, bytes)?;
            Ok(read_shared(&staging, words))
        }
    }
}

/// Reads a shared buffer in place; the caller checked it holds `words` words.
fn read_shared(buffer: &RawBuffer, words: usize) -> Vec<u32> {
    let src = buffer.contents().cast::<u8>().as_ptr().cast_const();
    // SAFETY: `src` is the shared buffer's CPU-visible memory, at least `words * 4` bytes
    // long (checked by the caller); bytes have no alignment requirement; the slice lives
    // only inside this function while `buffer` is borrowed; no GPU work is in flight
    // (every submit is waited for), so nothing writes the memory meanwhile.
    let bytes = unsafe { std::slice::from_raw_parts(src, words * 4) };
    bytes
        .chunks_exact(4)
        .map(|c| u32::from_ne_bytes([c[0], c[1], c[2], c[3]]))
        .collect()
}

/// Overwrites the start of a storage with `words` (the host fallback's results).
pub fn write(ctx: &MetalContext, b: &MetalBuffer, words: &[u32]) -> Result<(), String> {
    if words.is_empty() {
        return Ok(());
    }
    let bytes = byte_len(words.len())?;
    check_length(&b.buffer, bytes)?;
    match b.mode {
        StorageMode::Shared => {
            let dst = b.buffer.contents().cast::<u8>().as_ptr();
            // SAFETY: the destination is the shared buffer's CPU-visible memory of at least
            // `bytes` bytes (checked above); the source is a live slice of exactly `bytes`
            // bytes in host memory, so the two cannot overlap; byte copies need no
            // alignment; no GPU work is in flight (every submit is waited for).
            unsafe { std::ptr::copy_nonoverlapping(words.as_ptr().cast::<u8>(), dst, bytes) };
            Ok(())
        }
        StorageMode::Private => {
            let staging = shared_with_words(ctx.device(), words)?;
            copy(ctx, "host fallback write", &staging, &b.buffer, bytes)
        }
    }
}
