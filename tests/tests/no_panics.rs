//! Whatever a user types, the interpreter answers with a result or an error, never a panic
//! (in the browser a panic would kill the page). Mutated versions of the committed cases
//! are thrown at it: deleted characters, swapped lines, extreme numbers, stray tokens.

use stridelab_core::interp::{RunOptions, Session, Stop};
use stridelab_tests::fuzz::mutate::mutate;
use stridelab_tests::fuzz::rng::Rng;

fn corpus() -> Vec<String> {
    let root = std::path::PathBuf::from(
        std::env::var_os("CARGO_MANIFEST_DIR").expect("run by cargo test"),
    )
    .join("cases");
    let mut out = Vec::new();
    for dir in std::fs::read_dir(root).unwrap().flatten() {
        for f in std::fs::read_dir(dir.path()).unwrap().flatten() {
            if f.path().extension().is_some_and(|e| e == "py") {
                out.push(std::fs::read_to_string(f.path()).unwrap());
            }
        }
    }
    out.sort();
    out
}

/// Every third committed script (those at `part` modulo 3) with `mutations` mutations each
/// (the other script a mutation may splice from is drawn from the whole corpus), run with
/// small limits; none may panic.
fn mutated_scripts_never_panic(part: usize, mutations: usize, seed: u64) {
    let corpus = corpus();
    assert!(corpus.len() > 100);
    let mut rng = Rng::new(seed);
    let mut panics = Vec::new();
    let mut errors = 0usize;
    let mut runs = 0usize;
    for src in corpus.iter().skip(part).step_by(3) {
        let mut m = src.clone();
        for _ in 0..mutations {
            let other = rng.pick(&corpus).clone();
            m = mutate(&m, &other, &mut rng);
        }
        runs += 1;
        // The scripts run on a thread with a stack as large as a host gives its interpreter
        // (the CLI's worker has 256 MB, the browser's 8 MB of wasm stack): the regex
        // engine's look-arounds recurse natively as deep as CPython's parser nests them
        // (about 495 levels), which a debug build's frames do not fit in the test
        // harness's default 2 MB (`re.match("(?=" * 400 + "a" + ")" * 400, s)`).
        let script = m.clone();
        let worker = std::thread::Builder::new()
            .stack_size(64 << 20)
            .spawn(move || {
                let mut s = Session::new(RunOptions {
                    max_steps: 5_000,
                    max_alloc_bytes: 1 << 24,
                    max_memory_bytes: 1 << 30,
                    trace: true,
                });
                // Steps do not weigh kernels: a mutation that wraps tensor ops on a 240,000-
                // element tensor in `for _ in range(10**6)` ran 5,000 steps for 9 minutes in a
                // debug build (ci62). A host deadline, as the playground's, ends such a run.
                let start = std::time::Instant::now();
                s.interp.interrupt = Some(std::rc::Rc::new(move || {
                    (start.elapsed() > std::time::Duration::from_secs(2)).then_some(Stop::Deadline)
                }));
                match s.run(&script) {
                    Err(_) => 1,
                    Ok(rs) => rs
                        .iter()
                        .filter(|r| matches!(r.outcome, stridelab_core::interp::Outcome::Error(_)))
                        .count(),
                }
            });
        // A panic on the worker comes back as the join's error.
        let r = worker.expect("spawn a script thread").join();
        match r {
            Ok(n) => errors += n,
            Err(_) => panics.push(m),
        }
    }
    // The mutations must actually break things, or this test proves nothing.
    assert!(
        errors > runs / 4,
        "only {errors} errors in {runs} mutated runs"
    );
    assert!(
        panics.is_empty(),
        "{} of {runs} mutated scripts panicked; first:\n{}",
        panics.len(),
        panics[0]
    );
}

// One, two and three mutations, each for a third of the scripts, as three tests so they run
// side by side. Every script was mutated three times over (~5,400 debug-build runs, 44 s of
// CI's test step on two cores); once is enough for the debug build's overflow checks to see
// every script's paths, and the release campaigns (25,000 runs in CI, millions in the long
// one) are the fuzz binary's (docs/reliability.md; docs/decisions.md, stop 74).
#[test]
fn scripts_with_one_mutation_never_panic() {
    mutated_scripts_never_panic(0, 1, 0x9E37_79B9_7F4A_7C15);
}

#[test]
fn scripts_with_two_mutations_never_panic() {
    mutated_scripts_never_panic(1, 2, 0xD1B5_4A32_D192_ED03);
}

#[test]
fn scripts_with_three_mutations_never_panic() {
    mutated_scripts_never_panic(2, 3, 0x8CB9_2BA7_2F3D_8DD7);
}
