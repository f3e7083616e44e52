//! Storage: one flat, reference-counted buffer that any number of tensors view.

use crate::device::Device;
use crate::dtype::DType;
use crate::element::{with_dtype, Element};
use crate::error::{runtime, Result};
use std::cell::{Cell, Ref, RefCell, RefMut};
use std::rc::Rc;

/// Runs `$e` with `$v` bound to the vector inside a `CpuBuffer` (of whichever element type).
macro_rules! each_buffer {
    ($b:expr, $v:ident => $e:expr) => {
        match $b {
            CpuBuffer::Bool($v) => $e,
            CpuBuffer::U8($v) => $e,
            CpuBuffer::I8($v) => $e,
            CpuBuffer::I16($v) => $e,
            CpuBuffer::I32($v) => $e,
            CpuBuffer::I64($v) => $e,
            CpuBuffer::F16($v) => $e,
            CpuBuffer::BF16($v) => $e,
            CpuBuffer::F32($v) => $e,
            CpuBuffer::F64($v) => $e,
            CpuBuffer::U16($v) => $e,
            CpuBuffer::U32($v) => $e,
            CpuBuffer::U64($v) => $e,
            CpuBuffer::F8E4M3Fn($v) => $e,
            CpuBuffer::F8E5M2($v) => $e,
            CpuBuffer::F8E4M3Fnuz($v) => $e,
            CpuBuffer::F8E5M2Fnuz($v) => $e,
            CpuBuffer::F8E8M0Fnu($v) => $e,
        }
    };
}

/// A typed host buffer. Storage is typed (unlike PyTorch's untyped storage): the dtype it
/// was made with. A tensor made by `view(dtype)` reads the same bytes as another dtype
/// (`Tensor::reinterprets`), through the kernels' typed pointers; addresses are in bytes.
#[derive(Clone, Debug, PartialEq)]
pub enum CpuBuffer {
    Bool(Vec<bool>),
    U8(Vec<u8>),
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    F16(Vec<half::f16>),
    BF16(Vec<half::bf16>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    F8E4M3Fn(Vec<crate::float8::F8E4M3Fn>),
    F8E5M2(Vec<crate::float8::F8E5M2>),
    F8E4M3Fnuz(Vec<crate::float8::F8E4M3Fnuz>),
    F8E5M2Fnuz(Vec<crate::float8::F8E5M2Fnuz>),
    F8E8M0Fnu(Vec<crate::float8::F8E8M0Fnu>),
}

/// The buffer variant of each element type: `CpuBuffer::from(vec)` and the typed slice
/// inside a buffer, so generic code needs no match over dtypes.
pub trait BufferElement: Sized + 'static {
    fn slice(b: &CpuBuffer) -> Option<&[Self]>;
}

macro_rules! buffer_variant {
    ($t:ty, $v:ident) => {
        impl From<Vec<$t>> for CpuBuffer {
            fn from(v: Vec<$t>) -> CpuBuffer {
                CpuBuffer::$v(v)
            }
        }
        impl BufferElement for $t {
            fn slice(b: &CpuBuffer) -> Option<&[$t]> {
                match b {
                    CpuBuffer::$v(v) => Some(v),
                    _ => None,
                }
            }
        }
    };
}
buffer_variant!(bool, Bool);
buffer_variant!(u8, U8);
buffer_variant!(i8, I8);
buffer_variant!(i16, I16);
buffer_variant!(i32, I32);
buffer_variant!(i64, I64);
buffer_variant!(half::f16, F16);
buffer_variant!(half::bf16, BF16);
buffer_variant!(f32, F32);
buffer_variant!(f64, F64);
buffer_variant!(u16, U16);
buffer_variant!(u32, U32);
buffer_variant!(u64, U64);
buffer_variant!(crate::float8::F8E4M3Fn, F8E4M3Fn);
buffer_variant!(crate::float8::F8E5M2, F8E5M2);
buffer_variant!(crate::float8::F8E4M3Fnuz, F8E4M3Fnuz);
buffer_variant!(crate::float8::F8E5M2Fnuz, F8E5M2Fnuz);
buffer_variant!(crate::float8::F8E8M0Fnu, F8E8M0Fnu);

impl CpuBuffer {
    /// The elements as `T`, when this buffer holds `T`s.
    pub fn as_slice<T: BufferElement>(&self) -> Option<&[T]> {
        T::slice(self)
    }

    pub fn zeros(dtype: DType, len: usize) -> CpuBuffer {
        // `vec![0; n]` of a large n is calloc: fresh pages the kernel zeroes on first touch,
        // so advising huge pages here still saves the faults.
        let mut b = with_dtype!(dtype, T => CpuBuffer::from(vec![T::default(); len]));
        crate::host_memory::hugepages::advise(b.as_mut_ptr(), len * dtype.itemsize());
        b
    }

    /// Copies `src` into the start of this buffer (same dtype, `src` no longer).
    pub fn copy_prefix_from(&mut self, src: &CpuBuffer) {
        fn put<T: Copy + BufferElement>(dst: &mut [T], src: &CpuBuffer) {
            if let Some(src) = src.as_slice::<T>() {
                let n = src.len().min(dst.len());
                dst[..n].copy_from_slice(&src[..n]);
            }
        }
        each_buffer!(self, d => put(d, src))
    }

    pub fn dtype(&self) -> DType {
        fn of<T: Element>(_: &[T]) -> DType {
            T::DTYPE
        }
        each_buffer!(self, v => of(v))
    }

    pub fn len(&self) -> usize {
        each_buffer!(self, v => v.len())
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Element `i` widened to f64 (bools as 0/1): for printing and for tests.
    pub fn get_f64(&self, i: usize) -> f64 {
        each_buffer!(self, v => v[i].to_f64())
    }

    /// Element `i` as the Python number `.item()` gives (bool, int or float).
    pub fn scalar_at(&self, i: usize) -> crate::scalar::Scalar {
        fn at<T: Element>(v: &[T], i: usize) -> crate::scalar::Scalar {
            use crate::scalar::Scalar;
            match T::DTYPE {
                DType::Bool => Scalar::Bool(v[i].to_bool()),
                d if d.is_floating() => Scalar::Float(v[i].to_f64()),
                _ => Scalar::Int(v[i].to_i64()),
            }
        }
        each_buffer!(self, v => at(v, i))
    }

    /// Stores `x` at element `i`, converted as a dtype cast converts a double.
    /// Element `i` set from an int, cast as C casts (exact for int64 past 2**53).
    pub fn set_i64(&mut self, i: usize, x: i64) {
        fn put<T: Element>(v: &mut [T], i: usize, x: i64) {
            v[i] = T::from_i64(x);
        }
        each_buffer!(self, v => put(v, i, x))
    }

    pub fn set_f64(&mut self, i: usize, x: f64) {
        fn put<T: Element>(v: &mut [T], i: usize, x: f64) {
            v[i] = T::from_f64(x);
        }
        each_buffer!(self, v => put(v, i, x))
    }

    /// The elements at `indices`, in that order, as a new buffer: a strided view made
    /// contiguous by the plainest loop there is (the self-test's reference for the strided
    /// kernels must not lean on them).
    pub fn gather(&self, indices: impl Iterator<Item = usize>) -> CpuBuffer {
        each_buffer!(self, v => CpuBuffer::from(indices.map(|i| v[i]).collect::<Vec<_>>()))
    }

    /// Address of the first element (for `describe`: where a buffer starts in its page).
    pub fn as_ptr(&self) -> *const u8 {
        each_buffer!(self, v => v.as_ptr().cast::<u8>())
    }

    /// Raw pointer to the first element, for the strided kernels.
    pub fn as_mut_ptr(&mut self) -> *mut u8 {
        each_buffer!(self, v => v.as_mut_ptr().cast::<u8>())
    }

    /// Length in bytes.
    pub fn nbytes(&self) -> usize {
        self.len() * self.dtype().itemsize()
    }

    /// The buffer's bytes in memory order (what an untyped storage shows).
    pub fn as_bytes(&self) -> &[u8] {
        // SAFETY: every element type is a plain number without padding, so all of its
        // bytes are initialised; a `u8` may hold any of them.
        unsafe { std::slice::from_raw_parts(self.as_ptr(), self.nbytes()) }
    }

    /// The buffer's bytes to write (an untyped storage's `s[i] = b`, `fill_`, `copy_`).
    /// Writing a byte other than 0 or 1 into a bool buffer must be followed by
    /// `settle_bools` before anything reads it as bools.
    pub fn as_bytes_mut(&mut self) -> &mut [u8] {
        let n = self.nbytes();
        // SAFETY: as `as_bytes`; the borrow of `self` keeps every other access away.
        unsafe { std::slice::from_raw_parts_mut(self.as_mut_ptr(), n) }
    }

    /// A bool buffer's bytes back to 0 or 1 (`byte != 0`, PyTorch's reading of them) after
    /// another dtype was written into it; other buffers are left alone.
    pub fn settle_bools(&mut self) {
        if let CpuBuffer::Bool(v) = self {
            let (p, n) = (v.as_mut_ptr().cast::<u8>(), v.len());
            // SAFETY: the bytes may not be valid bools yet, so they are read and written as
            // bytes only, never through a `bool` place.
            let bytes = unsafe { std::slice::from_raw_parts_mut(p, n) };
            for b in bytes {
                *b = u8::from(*b != 0);
            }
        }
    }
}

/// Data that lives on a non-CPU device. The backend that made it knows its real type.
pub trait DeviceBuffer: std::any::Any {
    fn as_any(&self) -> &dyn std::any::Any;
    fn as_any_mut(&mut self) -> &mut dyn std::any::Any;
    /// A one-line description for the inspector ("wgpu buffer, 64 bytes").
    fn describe(&self) -> String;
}

pub enum StorageData {
    Cpu(CpuBuffer),
    Device(Box<dyn DeviceBuffer>),
}

impl StorageData {
    /// A device backend's own buffer type `B` behind this memory, or an error naming the
    /// `device` when the memory is a CPU tensor's or another device's.
    pub fn device_buffer<B: 'static>(&self, device: &str) -> Result<&B> {
        match self {
            StorageData::Device(b) => b
                .as_any()
                .downcast_ref::<B>()
                .ok_or_else(|| runtime(format!("{device} kernel given memory of another device"))),
            StorageData::Cpu(_) => Err(runtime(format!("{device} kernel given a CPU tensor"))),
        }
    }
}

thread_local! {
    static NEXT_ID: Cell<u64> = const { Cell::new(0) };
    static NEXT_ADDR: Cell<u64> = const { Cell::new(ADDRESS_BASE) };
}

/// Fake but plausible base address for the first allocation of a run, so the UI can show
/// byte addresses that are stable from run to run.
const ADDRESS_BASE: u64 = 0x7f00_0000_0000;

/// The next fake address for `nbytes` of memory: 64-byte aligned with a gap, as an
/// allocator's would be. Empty storages have a null data pointer in PyTorch, so all of them
/// compare equal.
fn next_address(nbytes: u64) -> u64 {
    if nbytes == 0 {
        return 0;
    }
    NEXT_ADDR.with(|c| {
        let a = c.get();
        c.set(a.saturating_add(nbytes.div_ceil(64).saturating_mul(64).saturating_add(64)));
        a
    })
}

fn next_id() -> u64 {
    NEXT_ID.with(|c| {
        let v = c.get();
        c.set(v + 1);
        v
    })
}

/// The number the next storage will get: storages numbered below it exist already.
pub fn next_storage_id() -> u64 {
    NEXT_ID.with(|c| c.get())
}

/// Restarts storage numbering and addresses, so two runs of one script show the same ones.
pub fn reset_allocation_ids() {
    NEXT_ID.with(|c| c.set(0));
    NEXT_ADDR.with(|c| c.set(ADDRESS_BASE));
}

struct StorageInner {
    id: u64,
    dtype: DType,
    /// Elements; grows when `resize_` (an `out=` result) needs more (`grow`).
    len: Cell<usize>,
    device: Device,
    address: Cell<u64>,
    data: RefCell<StorageData>,
    /// `share_memory_()` was called (one process: nothing moves, docs/decisions.md).
    shared: Cell<bool>,
}

impl StorageInner {
    fn new(
        id: u64,
        dtype: DType,
        len: usize,
        device: Device,
        address: u64,
        data: StorageData,
    ) -> Self {
        // Counted against the session's total (`limits::check_alloc` refuses past it); the
        // meta device allocates nothing, so nothing of it counts.
        if device.has_data() {
            crate::limits::storage_allocated(len.saturating_mul(dtype.itemsize()));
        }
        StorageInner {
            id,
            dtype,
            len: Cell::new(len),
            device,
            address: Cell::new(address),
            data: RefCell::new(data),
            shared: Cell::new(false),
        }
    }
}

impl Drop for StorageInner {
    fn drop(&mut self) {
        if !self.device.has_data() {
            return;
        }
        crate::limits::storage_freed(self.len.get().saturating_mul(self.dtype.itemsize()));
    }
}

/// A PyTorch storage over part of a buffer another storage owns: `torch.from_numpy` of a
/// NumPy view. PyTorch's storage then starts at the array's data pointer and spans only
/// the bytes the view reaches; ours stays the whole buffer (every layout, kernel and
/// aliasing check keeps counting from its start), and the window is what a script is
/// shown: storage offsets, `untyped_storage()`, storage numbers and addresses, resizing.
struct Window {
    /// Its own storage number: in PyTorch it is a `StorageImpl` of its own.
    id: u64,
    /// Where it starts in the buffer and how long it is, in bytes.
    start: usize,
    len: usize,
}

/// A shared handle: cloning it shares the buffer, as PyTorch's `StorageImpl` refcount does.
/// A handle may be a window of the buffer (`Window`); clones keep it, so the views of a
/// tensor over a window are over the same window.
#[derive(Clone)]
pub struct Storage {
    inner: Rc<StorageInner>,
    window: Option<Rc<Window>>,
}

impl Storage {
    pub fn from_cpu(buf: CpuBuffer) -> Storage {
        Self::with_data(buf.dtype(), buf.len(), Device::Cpu, StorageData::Cpu(buf))
    }

    /// A host storage for a backend's own scratch work (a GPU backend running an op on the
    /// host): it takes no storage number and no address, so the user's tensors keep the
    /// same ones on every device.
    pub fn scratch(buf: CpuBuffer) -> Storage {
        Self::scratch_on(Device::Cpu, buf.dtype(), buf.len(), StorageData::Cpu(buf))
    }

    /// Scratch memory on any device (a wrapper's temporary, such as the emulated MPS
    /// Placeholder's contiguous copy): no storage number, no address.
    pub fn scratch_on(device: Device, dtype: DType, len: usize, data: StorageData) -> Storage {
        Storage {
            inner: Rc::new(StorageInner::new(u64::MAX, dtype, len, device, 0, data)),
            window: None,
        }
    }

    pub fn with_data(dtype: DType, len: usize, device: Device, data: StorageData) -> Storage {
        let id = next_id();
        // A meta storage has no memory: its `data_ptr()` is 0, as PyTorch's is.
        let address = match device.has_data() {
            true => next_address(len.saturating_mul(dtype.itemsize()) as u64),
            false => 0,
        };
        Storage {
            inner: Rc::new(StorageInner::new(id, dtype, len, device, address, data)),
            window: None,
        }
    }

    /// A new storage (its own number and identity) over `len` bytes of this one's buffer
    /// from byte `start` (counted from the buffer's start, whatever window this handle is):
    /// what `torch.from_numpy` of an array view makes. Refused past the buffer's end.
    pub fn window(&self, start: usize, len: usize) -> Result<Storage> {
        if start.checked_add(len).is_none_or(|end| end > self.nbytes()) {
            return Err(runtime(format!(
                "internal error: a storage window of {len} bytes at byte {start} lies outside a buffer of {} bytes",
                self.nbytes()
            )));
        }
        Ok(Storage {
            inner: self.inner.clone(),
            window: Some(Rc::new(Window {
                id: next_id(),
                start,
                len,
            })),
        })
    }

    /// The whole buffer behind this handle, without its window.
    pub fn whole(&self) -> Storage {
        Storage {
            inner: self.inner.clone(),
            window: None,
        }
    }

    /// Whether this handle is a window of a buffer (see `Window`).
    pub fn is_window(&self) -> bool {
        self.window.is_some()
    }

    /// Where the storage a script sees starts in the buffer, in bytes (0 but for a window).
    pub fn window_start(&self) -> usize {
        self.window.as_ref().map_or(0, |w| w.start)
    }

    /// The storage's size in bytes as a script sees it (`untyped_storage().nbytes()`): a
    /// window's length, else the buffer's.
    pub fn visible_nbytes(&self) -> usize {
        self.window
            .as_ref()
            .map_or_else(|| self.nbytes(), |w| w.len)
    }

    /// The storage's `data_ptr()` as a script sees it: where its window starts.
    pub fn visible_address(&self) -> u64 {
        match self.address() {
            0 => 0,
            a => a.saturating_add(self.window_start() as u64),
        }
    }

    /// The storage's number: a window has its own, as it is a storage of its own in PyTorch.
    pub fn id(&self) -> u64 {
        self.window.as_ref().map_or(self.inner.id, |w| w.id)
    }

    /// Gives the storage new, larger memory in place (`resize_` growing an `out=` tensor):
    /// its identity stays, so every view of it sees the larger buffer; the address changes,
    /// as `data_ptr()` does in PyTorch. `data` holds `len` elements, the old ones in front
    /// (`ops::resize` makes it on the storage's device).
    pub fn replace_grown(&self, len: usize, data: StorageData) {
        let (old, itemsize) = (self.len(), self.dtype().itemsize());
        *self.inner.data.borrow_mut() = data;
        self.inner.len.set(len);
        if !self.device().has_data() {
            return;
        }
        crate::limits::storage_allocated(len.saturating_sub(old).saturating_mul(itemsize));
        // A storage's own `resize_` may also shrink it (nothing else views it then).
        crate::limits::storage_freed(old.saturating_sub(len).saturating_mul(itemsize));
        self.inner
            .address
            .set(next_address(len.saturating_mul(itemsize) as u64));
    }

    pub fn dtype(&self) -> DType {
        self.inner.dtype
    }
    /// `is_shared()`: whether `share_memory_()` was called on this memory.
    pub fn is_shared(&self) -> bool {
        self.inner.shared.get()
    }
    /// `share_memory_()`: PyTorch moves the bytes into a shared-memory segment (a new
    /// `data_ptr()` for every view, the storage object the same); here they stay, at a new
    /// address, marked shared. Once. NumPy's memory is refused: PyTorch's copy would stop
    /// sharing it with the array, which this storage cannot do.
    pub fn mark_shared(&self) -> crate::error::Result<()> {
        if self.inner.shared.get() {
            return Ok(());
        }
        if self.is_window() {
            return Err(crate::error::not_implemented(
                "share_memory_() of a tensor over NumPy memory (torch.from_numpy) is not supported in stridelab: PyTorch copies it out of the array",
            ));
        }
        self.inner.shared.set(true);
        if self.device().has_data() && self.nbytes() > 0 {
            self.inner.address.set(next_address(self.nbytes() as u64));
        }
        Ok(())
    }
    /// Length of the whole buffer in elements (a window's own: `visible_nbytes`).
    pub fn len(&self) -> usize {
        self.inner.len.get()
    }
    pub fn is_empty(&self) -> bool {
        self.inner.len.get() == 0
    }
    pub fn nbytes(&self) -> usize {
        // Saturating: a meta storage may claim more bytes than the address space holds.
        self.inner
            .len
            .get()
            .saturating_mul(self.inner.dtype.itemsize())
    }
    pub fn device(&self) -> Device {
        self.inner.device
    }
    /// The buffer's (fake) base address; 0 for an empty storage, as in PyTorch. Tensor
    /// offsets count from here; a window's own `data_ptr()` is `visible_address`.
    pub fn address(&self) -> u64 {
        self.inner.address.get()
    }
    /// Where the memory lives, for the inspector: "host memory, 24 bytes", or the device's
    /// own words ("MTLBuffer, storage mode shared, 24 bytes"); a window says where it lies
    /// in that memory.
    pub fn describe(&self) -> String {
        let whole = self.describe_buffer();
        match &self.window {
            Some(w) => format!("{} bytes from byte {} of {whole}", w.len, w.start),
            None => whole,
        }
    }

    fn describe_buffer(&self) -> String {
        match &*self.data() {
            StorageData::Cpu(b) if self.nbytes() >= crate::host_memory::placement::LARGE_BYTES => {
                // Where a large buffer starts within its page decides how fast kernels that
                // stream several of them run (host_memory/placement.rs); small ones are left as
                // the allocator puts them, so their position is not shown.
                use crate::host_memory::placement::{LINE, PAGE};
                let at = b.as_ptr() as usize % PAGE;
                format!(
                    "host memory, {} bytes, starting at byte {at} of its {} KB page{}",
                    self.nbytes(),
                    PAGE / 1024,
                    if at.is_multiple_of(LINE) {
                        format!(" (cache line {})", at / LINE)
                    } else {
                        " (not on a cache line)".to_string()
                    }
                )
            }
            StorageData::Cpu(_) => format!("host memory, {} bytes", self.nbytes()),
            StorageData::Device(b) => b.describe(),
        }
    }

    /// The same memory: a window and the buffer it is cut from are (aliasing checks, the
    /// kernels' operand grouping and autograd's view bookkeeping ask this).
    pub fn same(&self, other: &Storage) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
    /// A number naming this storage among the live ones (its allocation's address, or its
    /// window's), for Python's `is` between storage objects.
    pub fn identity(&self) -> usize {
        match &self.window {
            Some(w) => Rc::as_ptr(w) as *const u8 as usize,
            None => Rc::as_ptr(&self.inner) as *const u8 as usize,
        }
    }
    /// How many handles (tensors and views) keep this storage alive.
    pub fn ref_count(&self) -> usize {
        Rc::strong_count(&self.inner)
    }

    pub fn data(&self) -> Ref<'_, StorageData> {
        self.inner.data.borrow()
    }
    pub fn data_mut(&self) -> RefMut<'_, StorageData> {
        self.inner.data.borrow_mut()
    }

    /// The host buffer, or an error naming the device when the data lives elsewhere.
    pub fn cpu(&self) -> Result<Ref<'_, CpuBuffer>> {
        let d = self.inner.data.borrow();
        if !matches!(&*d, StorageData::Cpu(_)) {
            return Err(runtime(format!(
                "storage lives on {}; move it with .cpu() first",
                self.inner.device
            )));
        }
        Ok(Ref::map(d, |d| match d {
            StorageData::Cpu(b) => b,
            StorageData::Device(_) => unreachable!(),
        }))
    }

    pub fn cpu_mut(&self) -> Result<RefMut<'_, CpuBuffer>> {
        let d = self.inner.data.borrow_mut();
        if !matches!(&*d, StorageData::Cpu(_)) {
            return Err(runtime(format!(
                "storage lives on {}; move it with .cpu() first",
                self.inner.device
            )));
        }
        Ok(RefMut::map(d, |d| match d {
            StorageData::Cpu(b) => b,
            StorageData::Device(_) => unreachable!(),
        }))
    }
}

impl std::fmt::Debug for Storage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Storage(#{}, {} x {}, {}{})",
            self.id(),
            self.inner.len.get(),
            self.inner.dtype.name(),
            self.inner.device,
            match &self.window {
                Some(w) => format!(", window of {} bytes at byte {}", w.len, w.start),
                None => String::new(),
            }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_window_is_a_storage_of_its_own_over_the_same_memory() {
        let s = Storage::from_cpu(CpuBuffer::F64(vec![0.0; 6]));
        let w = s.window(8, 40).unwrap();
        assert!(w.same(&s) && w.is_window() && !s.is_window());
        assert_ne!(w.id(), s.id());
        assert_ne!(w.identity(), s.identity());
        assert_eq!(
            (w.visible_nbytes(), w.window_start(), w.nbytes()),
            (40, 8, 48)
        );
        assert_eq!(w.visible_address(), s.address() + 8);
        assert_eq!(w.clone().identity(), w.identity());
        assert!(!w.whole().is_window() && w.whole().identity() == s.identity());
        // Past the buffer's end, or an end that overflows: refused, not wrapped.
        assert!(s.window(8, 41).is_err());
        assert!(s.window(usize::MAX, 2).is_err());
        assert_eq!(s.window(48, 0).unwrap().visible_nbytes(), 0);
    }
}
