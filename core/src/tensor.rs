//! `Tensor`: a view (layout) over a shared storage, plus the autograd metadata PyTorch keeps
//! beside it.
//!
//! A `Tensor` value is a handle: cloning it gives the same Python object (same identity,
//! same `.grad`), as assigning a tensor to a second name does in Python. A *view* is a new
//! tensor over the same storage.

use crate::autograd::{AutogradMeta, Node};
use crate::device::Device;
use crate::dtype::DType;
use crate::layout::Layout;
use crate::storage::{CpuBuffer, Storage};
use std::cell::{Cell, Ref, RefCell, RefMut};
use std::rc::Rc;

thread_local! {
    /// The version counters of new results being filled (`Tensor::filling`).
    static FILLING: RefCell<Vec<*const Cell<u64>>> = const { RefCell::new(Vec::new()) };
}

/// The version counter shared by a tensor and its views; in-place ops bump it so autograd
/// can tell that a tensor saved for backward has changed.
pub type VersionCounter = Rc<Cell<u64>>;

pub struct TensorImpl {
    storage: RefCell<Storage>,
    layout: RefCell<Layout>,
    version: RefCell<VersionCounter>,
    pub(crate) autograd: RefCell<AutogradMeta>,
    /// The tensor this one is a view of (the root base, as in PyTorch), if any.
    view_base: RefCell<Option<Tensor>>,
    /// How this view was made (PyTorch's `CreationMeta`): some views refuse in-place writes.
    view_creation: Cell<crate::autograd::ViewCreation>,
    view_created_at: Cell<u64>,
    /// Made in inference mode (or a view of such a tensor): `is_inference()`.
    inference: Cell<bool>,
    /// These floats are the interleaved pairs of a complex tensor the interpreter shows (and
    /// not a float tensor of their own): a view's `_base` then names the complex tensor.
    complex_pairs: Cell<bool>,
    /// The dtype this tensor reads its storage's bytes as, when it differs from the dtype
    /// the storage was made with (`view(dtype)`): PyTorch's storage is untyped bytes, ours
    /// typed, so the reinterpretation is the tensor's. Layout, sizes and offsets count
    /// elements of this dtype.
    dtype_view: Cell<Option<DType>>,
}

#[derive(Clone)]
pub struct Tensor(pub(crate) Rc<TensorImpl>);

impl Tensor {
    pub fn from_parts(storage: Storage, layout: Layout) -> Tensor {
        Tensor(Rc::new(TensorImpl {
            storage: RefCell::new(storage),
            layout: RefCell::new(layout),
            version: RefCell::new(Rc::new(Cell::new(0))),
            autograd: RefCell::new(AutogradMeta::default()),
            view_base: RefCell::new(None),
            view_creation: Cell::new(crate::autograd::ViewCreation::Default),
            view_created_at: Cell::new(0),
            inference: Cell::new(crate::autograd::is_inference_mode()),
            complex_pairs: Cell::new(false),
            dtype_view: Cell::new(None),
        }))
    }

    /// `torch.utils.swap_tensors`: each object keeps its identity and takes everything else
    /// the other had (storage, layout, version counter, autograd state, view relation).
    pub fn swap_contents(&self, other: &Tensor) {
        let (a, b) = (&self.0, &other.0);
        if Rc::ptr_eq(a, b) {
            return;
        }
        a.storage.swap(&b.storage);
        a.layout.swap(&b.layout);
        a.version.swap(&b.version);
        a.autograd.swap(&b.autograd);
        a.view_base.swap(&b.view_base);
        a.view_creation.swap(&b.view_creation);
        a.view_created_at.swap(&b.view_created_at);
        a.inference.swap(&b.inference);
        a.complex_pairs.swap(&b.complex_pairs);
        a.dtype_view.swap(&b.dtype_view);
    }

    /// A new tensor object over this one's storage with another layout, reading it as this
    /// one does (the same dtype): no view relation, no autograd state.
    pub fn alias_with(&self, layout: Layout) -> Tensor {
        let t = Tensor::from_parts(self.storage(), layout);
        t.0.dtype_view.set(self.0.dtype_view.get());
        t
    }

    /// Reads the storage as `dtype` from now on (`view(dtype)`'s result, `set_` to such a
    /// tensor).
    pub(crate) fn set_dtype_view(&self, dtype: DType) {
        let own = self.0.storage.borrow().dtype();
        self.0.dtype_view.set((dtype != own).then_some(dtype));
    }

    /// True when this tensor reads its storage as another dtype than the storage's own
    /// (`view(dtype)` to a different dtype).
    pub fn reinterprets(&self) -> bool {
        self.0.dtype_view.get().is_some()
    }

    /// The storage's length in elements of this tensor's dtype.
    pub fn storage_len(&self) -> usize {
        let s = self.0.storage.borrow();
        if self.reinterprets() {
            s.nbytes() / self.dtype().itemsize()
        } else {
            s.len()
        }
    }

    /// A contiguous tensor owning a fresh host buffer.
    pub fn from_buffer(buf: CpuBuffer, shape: &[usize]) -> Tensor {
        debug_assert_eq!(buf.len(), shape.iter().product::<usize>());
        Tensor::from_parts(Storage::from_cpu(buf), Layout::contiguous(shape))
    }

    /// A new tensor object over the same storage with another layout: a view. It shares the
    /// version counter and remembers its base, as PyTorch's views do.
    pub fn view_with(&self, layout: Layout) -> Tensor {
        let t = self.alias_with(layout);
        *t.0.version.borrow_mut() = self.version_counter();
        let base = self.view_base().unwrap_or_else(|| self.clone());
        *t.0.view_base.borrow_mut() = Some(base);
        // An inference tensor has no autograd state in ATen, so no creation mark either.
        if !self.is_inference() {
            let made = crate::autograd::ViewCreation::made_now(false);
            t.0.view_creation.set(self.view_creation().then(made));
        }
        t.0.view_created_at.set(t.version());
        // A view of an inference tensor is one, wherever it is made; a view of a normal
        // tensor made in inference mode is normal.
        t.0.inference.set(self.is_inference());
        t
    }

    /// `t.is_inference()`: made in inference mode, or a view of a tensor that was.
    pub fn is_inference(&self) -> bool {
        self.0.inference.get()
    }

    /// An alias (`detach()`) is an inference tensor exactly when its source is.
    pub(crate) fn inherit_inference(&self, source: &Tensor) {
        self.0.inference.set(source.is_inference());
    }

    pub fn storage(&self) -> Storage {
        self.0.storage.borrow().clone()
    }
    pub fn layout(&self) -> Layout {
        self.0.layout.borrow().clone()
    }
    pub fn layout_ref(&self) -> Ref<'_, Layout> {
        self.0.layout.borrow()
    }
    /// The shape as an owned vector; [`Tensor::shape_ref`] borrows it instead.
    pub fn shape(&self) -> Vec<usize> {
        self.0.layout.borrow().shape().to_vec()
    }
    /// The strides as an owned vector; [`Tensor::strides_ref`] borrows them instead.
    pub fn strides(&self) -> Vec<usize> {
        self.0.layout.borrow().strides().to_vec()
    }
    /// The shape, borrowed from the layout: no allocation. Like [`Tensor::layout_ref`], the
    /// borrow must end before anything calls `set_layout`/`set_data` on this tensor (an
    /// in-place view op, `restride_`), or that call panics.
    pub fn shape_ref(&self) -> Ref<'_, [usize]> {
        Ref::map(self.0.layout.borrow(), |l| l.shape())
    }
    /// The strides, borrowed from the layout; the same caveat as [`Tensor::shape_ref`].
    pub fn strides_ref(&self) -> Ref<'_, [usize]> {
        Ref::map(self.0.layout.borrow(), |l| l.strides())
    }
    /// The offset in the whole buffer, in elements: what kernels and layouts count from.
    /// A script sees `storage_offset()`.
    pub fn offset(&self) -> usize {
        self.0.layout.borrow().offset()
    }
    /// Where the storage a script sees starts in the buffer and how long it is, in elements
    /// of this tensor's dtype: `(0, storage_len())` but for a window of NumPy's memory
    /// (`Storage::window`).
    pub fn storage_window(&self) -> (usize, usize) {
        let s = self.0.storage.borrow();
        if !s.is_window() {
            drop(s);
            return (0, self.storage_len());
        }
        let itemsize = self.dtype().itemsize();
        (s.window_start() / itemsize, s.visible_nbytes() / itemsize)
    }
    /// `storage_offset()`: the offset from the start of the storage a script sees.
    pub fn storage_offset(&self) -> usize {
        self.offset().saturating_sub(self.storage_window().0)
    }
    pub fn ndim(&self) -> usize {
        self.0.layout.borrow().ndim()
    }
    pub fn numel(&self) -> usize {
        self.0.layout.borrow().numel()
    }
    pub fn dtype(&self) -> DType {
        self.0
            .dtype_view
            .get()
            .unwrap_or_else(|| self.0.storage.borrow().dtype())
    }
    pub fn device(&self) -> Device {
        self.0.storage.borrow().device()
    }
    pub fn is_contiguous(&self) -> bool {
        self.0.layout.borrow().is_contiguous()
    }
    /// `data_ptr()`: the (fake) address of the first element.
    pub fn data_ptr(&self) -> u64 {
        let s = self.0.storage.borrow();
        // An empty storage's null stays null; a meta storage's null base (it has no memory)
        // still moves with the offset, as PyTorch's `data_ptr()` of a meta view does.
        if s.address() == 0 && s.device().has_data() {
            return 0;
        }
        s.address()
            .saturating_add((self.offset() as u64).saturating_mul(self.dtype().itemsize() as u64))
    }
    /// Marks this tensor as the pairs of a complex tensor (see `complex_pairs`).
    pub fn mark_complex_pairs(&self) {
        self.0.complex_pairs.set(true);
    }
    /// The pairs became a real tensor's data (`Module.to(float64)` of a complex parameter).
    pub fn unmark_complex_pairs(&self) {
        self.0.complex_pairs.set(false);
    }
    pub fn holds_complex_pairs(&self) -> bool {
        self.0.complex_pairs.get()
    }
    pub fn view_base(&self) -> Option<Tensor> {
        self.0.view_base.borrow().clone()
    }
    /// The base a script sees through `_base` and `_is_view()`: an inference tensor has no
    /// autograd metadata in ATen, so no base there, though it shares its base's memory.
    pub fn visible_view_base(&self) -> Option<Tensor> {
        if self.is_inference() {
            None
        } else {
            self.view_base()
        }
    }
    pub fn view_creation(&self) -> crate::autograd::ViewCreation {
        self.0.view_creation.get()
    }
    /// One of several views made by one node (`unbind`, `split`): in-place writes refused.
    pub(crate) fn mark_multi_output_of(&self, source: &Tensor) {
        if !source.is_inference() {
            let made = crate::autograd::ViewCreation::made_now(true);
            self.0.view_creation.set(source.view_creation().then(made));
        }
    }
    /// How this view came to be, as a custom Function's outputs are marked once its node
    /// exists (`IN_CUSTOM_FUNCTION`, `MULTI_OUTPUT_NODE`). Only a view carries a mark.
    pub(crate) fn set_view_creation(&self, creation: crate::autograd::ViewCreation) {
        if self.is_view() && !self.is_inference() {
            self.0.view_creation.set(creation);
        }
    }
    /// Clears a no_grad mark (`crate::ops::autodiff::record` on an op's result).
    pub(crate) fn unmark_no_grad_view(&self) {
        if self.view_creation() == crate::autograd::ViewCreation::NoGrad {
            self.0
                .view_creation
                .set(crate::autograd::ViewCreation::Default);
        }
    }
    /// The version when this view was made: a marked view whose memory was written since
    /// (through its base or another view) can no longer be used while recording.
    pub fn view_created_at(&self) -> u64 {
        self.0.view_created_at.get()
    }
    pub fn is_view(&self) -> bool {
        self.0.view_base.borrow().is_some()
    }

    /// Python identity (`a is b`).
    pub fn same(&self, other: &Tensor) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
    /// A stable id for identity-keyed maps (optimizer state, the UI's variable table).
    pub fn id(&self) -> usize {
        Rc::as_ptr(&self.0) as usize
    }

    /// Makes this tensor share `other`'s version counter (views and detached aliases do).
    pub fn share_version_counter(&self, other: &Tensor) {
        *self.0.version.borrow_mut() = other.version_counter();
    }

    /// A version counter of its own, at 0: an alias whose writes are not the original's
    /// (NumPy's view of a tensor's memory, which PyTorch's `_version` never sees).
    pub fn own_version_counter(&self) {
        *self.0.version.borrow_mut() = Rc::new(Cell::new(0));
    }

    pub fn version_counter(&self) -> VersionCounter {
        self.0.version.borrow().clone()
    }
    pub fn version(&self) -> u64 {
        self.0.version.borrow().get()
    }
    /// A factory that fills its new tensor in place (`randn` is `empty().normal_()` inside
    /// ATen, below autograd) hands it out at version 0, as every new tensor starts.
    pub fn as_fresh(self) -> Tensor {
        self.with_version(0)
    }
    /// Marks an in-place write (after it happened). An inference tensor has no version to
    /// keep outside inference mode: PyTorch refuses there, once the write is done, so the
    /// values have changed when the error arrives (measured: `z.add_(1)` adds, then raises).
    pub fn bump_version(&self) -> crate::error::Result<()> {
        if self.is_inference() && !crate::autograd::is_inference_mode() {
            return Err(crate::error::runtime(
                "Inplace update to inference tensor outside InferenceMode is not allowed.You can make a clone to get a normal tensor before doing inplace update.See https://github.com/pytorch/rfcs/pull/17 for more details.",
            ));
        }
        let v = self.0.version.borrow();
        if !FILLING.with(|f| f.borrow().iter().any(|p| std::ptr::eq(*p, Rc::as_ptr(&v)))) {
            v.set(v.get() + 1);
        }
        Ok(())
    }

    /// Runs `fill`, which computes an out-of-place op's result by an in-place op on this new
    /// tensor (`index_add` as `clone().index_add_()`): ATen's kernels write such results
    /// directly, so those writes are no in-place change and `_version` stays where it was
    /// (0). Autograd records and saves as usual, at that version.
    pub fn filling<R>(
        &self,
        fill: impl FnOnce(&Tensor) -> crate::error::Result<R>,
    ) -> crate::error::Result<R> {
        struct Unmark;
        impl Drop for Unmark {
            fn drop(&mut self) {
                FILLING.with(|f| f.borrow_mut().pop());
            }
        }
        let counter = Rc::as_ptr(&self.0.version.borrow());
        FILLING.with(|f| f.borrow_mut().push(counter));
        let _unmark = Unmark;
        fill(self)
    }

    /// This new tensor with its `_version` set to `n`: where ATen's implementation of an
    /// out-of-place op runs in-place ops on its own result, PyTorch counts them
    /// (`one_hot` is `zeros().scatter_()`, at 2; `quantile` sorts and lerps in place).
    pub fn with_version(self, n: u64) -> Tensor {
        self.0.version.borrow().set(n);
        self
    }

    /// `set_`: this tensor now looks at `storage` through `layout`, keeping its version
    /// counter (the caller bumps it: set_ is an in-place op) and its autograd state.
    pub fn set_storage(&self, storage: Storage, layout: Layout) {
        *self.0.storage.borrow_mut() = storage;
        *self.0.layout.borrow_mut() = layout;
        self.0.dtype_view.set(None);
    }

    /// Rebinds this tensor object to another storage and layout (`.data = ...`). It gets a
    /// fresh version counter, as PyTorch's `.data` setter gives, and is no longer a view.
    pub fn set_data(&self, storage: Storage, layout: Layout) {
        self.set_storage(storage, layout);
        *self.0.version.borrow_mut() = Rc::new(Cell::new(0));
        *self.0.view_base.borrow_mut() = None;
        self.0
            .view_creation
            .set(crate::autograd::ViewCreation::Default);
    }

    /// Changes the layout in place (`t_()`, `unsqueeze_()`, `squeeze_()`).
    pub fn set_layout(&self, layout: Layout) {
        *self.0.layout.borrow_mut() = layout;
    }

    pub fn autograd(&self) -> Ref<'_, AutogradMeta> {
        self.0.autograd.borrow()
    }
    pub fn autograd_mut(&self) -> RefMut<'_, AutogradMeta> {
        self.0.autograd.borrow_mut()
    }
    /// A view also requires grad when its base does, even without a history of its own (a
    /// view made under `no_grad`, or before `base.requires_grad_()`), as ATen's
    /// `DifferentiableViewMeta::requires_grad` answers.
    pub fn requires_grad(&self) -> bool {
        {
            let a = self.0.autograd.borrow();
            if a.requires_grad || a.grad_fn.is_some() {
                return true;
            }
        }
        self.0
            .view_base
            .borrow()
            .as_ref()
            .is_some_and(|b| b.requires_grad() && self.dtype().is_floating())
    }
    pub fn grad_fn(&self) -> Option<Rc<Node>> {
        self.0.autograd.borrow().grad_fn.clone()
    }
    pub fn is_leaf(&self) -> bool {
        self.0.autograd.borrow().grad_fn.is_none()
    }
    pub fn grad(&self) -> Option<Tensor> {
        self.0.autograd.borrow().grad.clone()
    }
}

impl std::fmt::Debug for Tensor {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let l = self.layout();
        write!(
            f,
            "Tensor(shape={:?}, strides={:?}, offset={}, {:?})",
            l.shape(),
            l.strides(),
            l.offset(),
            self.storage()
        )
    }
}
