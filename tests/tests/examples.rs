//! The committed example scripts run and do what they say.

use stridelab_core::interp::{Outcome, RunOptions, Session};

fn run(path: &str) -> String {
    let src = std::fs::read_to_string(
        std::path::PathBuf::from(
            std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo test"),
        )
        .join("..")
        .join(path),
    )
    .unwrap();
    let mut s = Session::new(RunOptions::default());
    let mut out = String::new();
    s.run_with(&src, |_, r| {
        if let Outcome::Error(e) = &r.outcome {
            panic!(
                "{path}: line {}: {}: {}",
                r.span.line,
                e.kind.name(),
                e.message
            );
        }
        out.push_str(&r.output);
    })
    .unwrap();
    out
}

#[test]
fn topk_sae_trains_and_its_adam_state_inherits_the_transposed_layout() {
    let out = run("core/examples/topk_sae.py");
    let losses: Vec<f64> = out
        .lines()
        .filter_map(|l| l.split("loss").nth(1))
        .map(|v| v.trim().parse().unwrap())
        .collect();
    assert_eq!(losses.len(), 7, "{out}");
    assert!(
        losses.last().unwrap() * 3.0 < losses[0],
        "loss did not fall: {losses:?}"
    );
    assert!(
        losses.windows(2).all(|w| w[1] <= w[0] * 1.05),
        "loss went up: {losses:?}"
    );
    // The story's point: a transposed init gives non-contiguous Adam state.
    assert!(
        out.contains("encoder strides: (1, 64) contiguous: False"),
        "{out}"
    );
    assert!(out.contains("exp_avg_sq strides: (1, 64)"), "{out}");
}
