//! The stridelab playground: type PyTorch code, see its storage, strides and kernels.
//!
//! Two binaries share this crate: the page (`main.rs`, a Leptos app) and the worker
//! (`bin/worker.rs`) that runs scripts with the core interpreter, so the page stays
//! responsive whatever a script does.

pub mod gpu_host;
pub mod graph_layout;
pub mod heatmap;
pub mod lab;
pub mod lessons;
pub mod model;
pub mod predict;
pub mod remote_gpu;
pub mod share;
pub mod snapshot;
pub mod ui;
pub mod viewmodel;
pub mod worker;
pub mod worker_client;

pub use ui::mount;

#[cfg(all(test, target_arch = "wasm32"))]
wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);
