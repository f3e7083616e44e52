//! One fuzz execution: run a script under tight limits and say what it did, in a form the
//! campaign can learn from (behaviour features) and judge (panic, limit overrun).

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::time::{Duration, Instant};
use stridelab_core::interp::{Outcome, RunOptions, Session, Stop};

/// The limits every execution runs under: small enough for millions of runs, large enough
/// that ordinary scripts finish.
pub const MAX_STEPS: u64 = 10_000;
pub const MAX_ALLOC_BYTES: usize = 1 << 20;
pub const MAX_MEMORY_BYTES: usize = 64 << 20;
pub const TIME_LIMIT: Duration = Duration::from_millis(250);
/// A run that takes longer than this ignored its deadline: a finding.
pub const OVERRUN: Duration = Duration::from_secs(10);

pub struct Verdict {
    /// Hashes of what the run did: each statement's outcome class and error message shape,
    /// and each kernel it ran. A new hash means the input reached new behaviour.
    pub features: Vec<u64>,
    pub errors: usize,
    pub statements: usize,
    pub elapsed: Duration,
}

/// Runs `src` in a fresh session. A panic unwinds out of here; the caller catches it.
pub fn run(src: &str) -> Verdict {
    let start = Instant::now();
    let mut session = Session::new(RunOptions {
        max_steps: MAX_STEPS,
        max_alloc_bytes: MAX_ALLOC_BYTES,
        max_memory_bytes: MAX_MEMORY_BYTES,
        trace: true,
    });
    session.interp.interrupt = Some(std::rc::Rc::new(move || {
        (start.elapsed() > TIME_LIMIT).then_some(Stop::Deadline)
    }));
    let mut features = Vec::new();
    let mut errors = 0;
    let mut statements = 0;
    match session.run(src) {
        Err(e) => {
            errors += 1;
            features.push(feature(&("syntax", e.kind.name(), shape_of(&e.message))));
        }
        Ok(results) => {
            for r in results {
                statements += 1;
                match &r.outcome {
                    Outcome::Error(e) => {
                        errors += 1;
                        features.push(feature(&("error", e.kind.name(), shape_of(&e.message))));
                    }
                    Outcome::Value(v) => features.push(feature(&("value", v.type_name()))),
                    Outcome::Done => {}
                }
                for ev in &r.trace {
                    features.push(feature(&("kernel", &ev.op, &ev.kernel)));
                }
            }
        }
    }
    features.sort_unstable();
    features.dedup();
    Verdict {
        features,
        errors,
        statements,
        elapsed: start.elapsed(),
    }
}

/// An error message with its numbers blanked, so "index 5 is out of bounds" and "index 7
/// is out of bounds" count as one behaviour.
fn shape_of(message: &str) -> String {
    let mut out = String::new();
    let mut in_digits = false;
    for c in message.chars().take(80) {
        if c.is_ascii_digit() {
            if !in_digits {
                out.push('#');
            }
            in_digits = true;
        } else {
            out.push(c);
            in_digits = false;
        }
    }
    out
}

fn feature(v: &impl Hash) -> u64 {
    let mut h = DefaultHasher::new();
    v.hash(&mut h);
    h.finish()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_that_differ_only_in_numbers_are_one_feature() {
        assert_eq!(shape_of("index 5 of 10"), shape_of("index 712 of 3"));
        assert_ne!(shape_of("index 5 of 10"), shape_of("size 5 of 10"));
    }

    #[test]
    fn a_run_reports_errors_and_kernels() {
        let ok = run("x = torch.ones(3)\ny = x + x\ny");
        assert_eq!((ok.errors, ok.statements), (0, 3));
        let bad = run("x = torch.ones(3)\nx.view(2)");
        assert_eq!(bad.errors, 1);
        // The add kernel and the failed view are different behaviours.
        assert!(ok.features.iter().any(|f| !bad.features.contains(f)));
    }

    #[test]
    fn a_runaway_loop_stops_at_its_limits() {
        let v = run("while True:\n    pass");
        assert_eq!(v.errors, 1);
        assert!(v.elapsed < OVERRUN);
    }
}
