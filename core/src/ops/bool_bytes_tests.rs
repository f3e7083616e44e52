//! `bool_bytes.rs` seen from an op: bytes read as bools are nonzero tests, and bool memory
//! written as bytes stays 0 or 1. (Here, above `dispatch`, so the test's ops do not make
//! `bool_bytes` import upward.)
use crate::dtype::DType;
use crate::storage::CpuBuffer;
use crate::tensor::Tensor;

#[test]
fn bytes_read_as_bools_are_nonzero_tests_and_bool_memory_stays_zero_or_one() {
    let u = Tensor::from_buffer(CpuBuffer::U8(vec![0, 1, 2, 255]), &[4]);
    let b = crate::ops::view::view_dtype(&u, DType::Bool).unwrap();
    let c = crate::ops::clone(&b, crate::layout::MemoryFormat::Preserve).unwrap();
    assert_eq!(c.to_i64_vec().unwrap(), vec![0, 1, 1, 1]);
    // The bytes themselves are untouched by the read.
    assert_eq!(u.to_i64_vec().unwrap(), vec![0, 1, 2, 255]);
    let m = Tensor::from_buffer(CpuBuffer::Bool(vec![true, false]), &[2]);
    let mu = crate::ops::view::view_dtype(&m, DType::UInt8).unwrap();
    crate::ops::fill_(&mu, crate::scalar::Scalar::Int(7)).unwrap();
    assert_eq!(mu.to_i64_vec().unwrap(), vec![1, 1]);
}
