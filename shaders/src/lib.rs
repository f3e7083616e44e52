//! stridelab's GPU kernels: WGSL sources (`wgsl/`), their validation and translation with
//! naga (SPIR-V, and MSL for the Metal backend), and the wgpu device that runs them.

pub mod backend;
pub mod context;
pub mod convert;
pub mod meta;
pub mod metal_bind;
pub mod plan;
pub mod remote;
pub mod sources;
pub mod translate;

pub use backend::{register_lazy, GpuBuffer, WgpuBackend};
pub use context::GpuContext;
