//! The meta device from outside the crate: a tensor with a size and no memory, whose every
//! read refuses (core/src/meta.rs). Here rather than in meta.rs so the backend does not
//! depend on the ops built above it. 64-bit hosts only: 4 TB does not fit a 32-bit usize.
#![cfg(target_pointer_width = "64")]

use stridelab_core::dtype::DType;
use stridelab_core::error::ErrorKind;
use stridelab_core::{ops, Device};

#[test]
fn a_huge_meta_tensor_allocates_nothing_and_refuses_every_read() {
    let t = ops::empty(&[1_000_000_000_000], DType::Float32, Device::Meta)
        .expect("a meta tensor of 4 TB is free");
    assert_eq!(t.storage().nbytes(), 4_000_000_000_000);
    assert_eq!((t.storage().address(), t.data_ptr()), (0, 0));
    let e = t.to_f64_vec().expect_err("no values to read");
    assert_eq!(e.kind, ErrorKind::NotImplementedError);
    assert_eq!(e.message, "Cannot copy out of meta tensor; no data!");
    assert!(ops::to_device(&t, Device::Cpu).is_err());
}
