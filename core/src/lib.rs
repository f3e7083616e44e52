//! stridelab's core: tensors as views over storage, PyTorch's layout rules, strided CPU
//! kernels, autograd, optimizers, and an interpreter for the PyTorch-syntax subset that the
//! web playground and the `stridelab` CLI both run.

pub mod autograd;
pub mod backend;
pub mod bench;
pub mod bool_bytes;
pub mod buglab;
pub mod cpu;
pub mod device;
pub mod dispatch;
pub mod dtype;
pub mod element;
pub mod error;
pub mod experiments;
pub mod float8;
pub mod glibc_hyperbolic;
pub mod graph_view;
pub mod host_memory;
pub mod interp;
pub mod iter;
pub mod kernels;
pub mod layout;
pub mod lessons;
pub mod limited;
pub mod limits;
pub mod meta;
pub mod mkl_sqrt;
pub mod ops;
pub mod optim;
pub mod pyfmt;
pub mod random;
pub mod scalar;
pub mod selftest;
pub mod special_fns;
pub mod storage;
pub mod tensor;
pub mod trace;
pub mod warnings;

pub use device::Device;
pub use dtype::DType;
pub use error::{ErrorKind, Result, TorchError};
/// The 16-bit float formats storages hold (the device backends convert them too).
pub use half;
pub use layout::Layout;
pub use scalar::Scalar;
pub use storage::Storage;
pub use tensor::Tensor;
