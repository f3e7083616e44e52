//! The interpreter for the PyTorch-syntax subset: one implementation, run natively by the
//! CLI and in WebAssembly by the playground.

pub mod args;
pub mod ast;
pub mod autocast_policy;
pub mod autograd_api;
pub mod bigmul;
pub mod builtins;
pub mod c_arity;
pub mod class_modules;
pub mod codecs;
pub mod complex;
pub mod custom_function;
pub mod deprecated;
pub mod device_obj;
pub mod dict_views;
pub mod dtype_objects;
pub mod eval;
pub mod exceptions;
pub mod format;
pub mod format_spec;
pub mod frames;
pub mod function_meta;
pub mod functional;
pub mod generators;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod graph_view_tests;
pub mod introspect;
pub mod iterators;
pub mod lab_api;
pub mod layout_obj;
pub mod lending;
pub mod lexer;
pub mod local_names;
pub mod mro;
pub mod native_none;
pub mod nn;
pub mod numpy_bridge;
pub mod objects;
pub mod parser;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod pickle_main_tests;
pub mod protocol;
pub mod pybytearray;
pub mod pybytes;
pub mod pybytes_methods;
pub mod pydict;
pub mod pyfloat;
pub mod pyint;
pub mod pymemoryview;
pub mod pyrandom;
pub mod pyrange;
pub mod pyset;
pub mod pyslice;
pub mod records;
pub mod recursion;
pub mod registry;
pub mod saved_tensor_hooks;
#[cfg(all(test, not(target_arch = "wasm32")))]
mod script_output_tests;
pub mod session;
pub mod signature;
pub mod sparse_grad;
pub mod star_import;
pub mod stdlib;
pub mod storage_bytes;
pub mod storage_obj;
pub mod str_iter;
pub mod tensor_api;
pub mod torch_api;
pub mod torch_function;
pub mod value;
pub mod vmap;

pub use eval::Stop;
pub use session::{Outcome, RunOptions, Session, StmtResult};
pub use value::Value;
