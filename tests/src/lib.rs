//! Shared helpers for the integration tests.

pub mod fuzz;

use stridelab_core::error::ErrorKind;
use stridelab_core::interp::{Outcome, RunOptions, Session};

/// A statement's printed output, or its error kind and message.
pub type Outputs = Vec<Result<String, (ErrorKind, String)>>;

/// Each statement's printed output, or its error kind and message.
pub fn outcomes(src: &str) -> Outputs {
    let mut s = Session::new(RunOptions::default());
    let mut out = Vec::new();
    s.run_with(src, |_, r| match &r.outcome {
        Outcome::Error(e) => out.push(Err((e.kind, e.message.clone()))),
        _ => out.push(Ok(r.output.clone())),
    })
    .unwrap();
    out
}

/// What a script prints, statement by statement; any statement that raises fails the test,
/// naming its line.
pub fn printed(src: &str) -> String {
    let mut s = Session::new(RunOptions::default());
    let mut out = String::new();
    s.run_with(src, |_, r| {
        if let Outcome::Error(e) = &r.outcome {
            panic!("line {}: {}\n{src}", r.span.line, e.message);
        }
        out.push_str(&r.output);
    })
    .unwrap();
    out
}
