//! PyTorch's CPU random number generator, reproduced: the Mersenne Twister engine, the
//! generator around it (cached normal samples, the `get_rng_state` bytes) and the
//! transforms that turn its bits into values. Pure: no tensors, no session state (the
//! default generator lives with the session in `ops::random`).
//!
//! The wgpu device does not use this: a GPU generator must be counter-based (see
//! `cpu::philox` and docs/kernels.md).

mod cephes;
pub mod distributions;
pub mod generator;
pub mod mt19937;
pub mod reparam;

pub use generator::{CpuGenerator, GeneratorHandle, DEFAULT_SEED, SESSION_SEED, STATE_SIZE};
