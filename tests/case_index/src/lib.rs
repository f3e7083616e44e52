//! The committed conformance cases (`tests/cases/FOLDER/NAME.py` with its PyTorch record
//! `NAME.jsonl`), embedded as data by this crate's build script.
//!
//! A crate of its own so that a fresh clone re-runs only this build script: a build script
//! re-runs whenever its inputs are newer than its last run, and every file of a fresh clone
//! is new, so in the core it rebuilt the core's library in every profile (docs/decisions.md,
//! "build cache"). Here it rebuilds this crate and the one test that uses it.

include!(concat!(env!("OUT_DIR"), "/cases.rs"));
