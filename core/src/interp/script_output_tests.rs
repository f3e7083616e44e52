//! What a script printed, for the unit tests that drive the interpreter with whole
//! scripts and compare the text.

use crate::interp::{Outcome, RunOptions, Session};

/// What `src` printed in a fresh session; every statement must succeed.
pub(super) fn printed(src: &str) -> String {
    let mut s = Session::new(RunOptions::default());
    let mut out = String::new();
    s.run_with(src, |_, r| match &r.outcome {
        Outcome::Error(e) => panic!("{}: {}", e.kind.name(), e.message),
        _ => out.push_str(&r.output),
    })
    .unwrap();
    out
}
