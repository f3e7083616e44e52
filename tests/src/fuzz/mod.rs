//! The interpreter's fuzzer: mutated scripts in, and the promise that each ends in a value
//! or a Python error (no panic, no crash, no limit overrun). `cargo run --release -p
//! stridelab-tests --bin fuzz` drives it; docs/reliability.md says how.

pub mod campaign;
pub mod exec;
pub mod mutate;
pub mod rng;
