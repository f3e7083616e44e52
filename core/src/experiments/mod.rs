//! The bug lab's experiments: scripts run through the interpreter on a device stack the bug
//! lab configured. They sit on the floor of the hosts (beside `bench` and `selftest`),
//! above the interpreter they run; the device wrappers they use stay in `buglab`.
//!
//! - `op_check`: the per-op test (strided vs contiguous output, one op at a time).
//! - `sae`: the seed story as a runnable experiment (a TopK sparse autoencoder with Adam).

pub mod op_check;
pub mod sae;
