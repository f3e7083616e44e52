//! Shared helpers for the integration tests.

pub mod fuzz;

use stridelab_core::interp::{Outcome, RunOptions, Session};

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
