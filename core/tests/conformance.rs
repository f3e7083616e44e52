//! The committed PyTorch-recorded cases (tests/cases), run in-process. The same test runs
//! natively and on wasm32 (under wasm-bindgen-test), so the web build is held to the same
//! answers as the CLI.

use stridelab_core::interp::records::{compare, run_records};
use wasm_bindgen_test::wasm_bindgen_test;

use stridelab_case_index::CASES;

/// Real scripts recurse (micrograd's topological sort, an `lru_cache`'d Fibonacci): the cases
/// run with the stack the hosts give Python calls (the browser worker's wasm stack is 8 MB, of
/// which 6 are Python's), natively on a thread of that size, since the test harness's
/// threads have 2 MB and debug frames are large.
/// Natively the cases are shared among threads, one per core (each thread is its own
/// session): one after another they took ~40 s of a debug build.
#[wasm_bindgen_test(unsupported = test)]
fn committed_cases_match_pytorch() {
    const STACK: usize = 8 << 20;
    const BUDGET: usize = STACK - (2 << 20);
    #[cfg(target_arch = "wasm32")]
    let failures = {
        stridelab_core::interp::recursion::set_stack_budget(BUDGET);
        failures_in(0, 1)
    };
    #[cfg(not(target_arch = "wasm32"))]
    let failures = {
        let shards = std::thread::available_parallelism().map_or(1, |n| n.get().min(8));
        let threads: Vec<_> = (0..shards)
            .map(|shard| {
                std::thread::Builder::new()
                    .stack_size(STACK)
                    .spawn(move || {
                        stridelab_core::interp::recursion::set_stack_budget(BUDGET);
                        failures_in(shard, shards)
                    })
                    .expect("spawn a thread for the cases")
            })
            .collect();
        let mut failures = Vec::new();
        for t in threads {
            match t.join() {
                Ok(f) => failures.extend(f),
                Err(e) => std::panic::resume_unwind(e),
            }
        }
        failures
    };
    assert!(
        CASES.len() >= 200,
        "expected the generated cases to be embedded, found {}",
        CASES.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from PyTorch:\n{}",
        failures.len(),
        CASES.len(),
        failures.join("\n")
    );
}

/// How the cases numbered `shard`, `shard + shards`, ... differ from PyTorch's records.
fn failures_in(shard: usize, shards: usize) -> Vec<String> {
    let mut failures = Vec::new();
    for (name, script, expected) in CASES.iter().skip(shard).step_by(shards) {
        // A case about sizes past 2**32 (an empty batch of huge planes) says so on its first
        // line; a 32-bit build cannot hold those sizes and refuses them with its own error.
        if cfg!(target_pointer_width = "32") && script.starts_with("# needs 64-bit sizes") {
            continue;
        }
        // A case about MKL's square root holds only on the processor kind its records were
        // made on (AMD's estimate table, or an Intel one with AVX-512); wasm32 and other
        // processors take the IEEE root (docs/decisions.md, stops 73 and 76).
        let first_line = script.lines().next().unwrap_or_default();
        use stridelab_core::mkl_sqrt::{machine, Machine};
        if Machine::needed_by(first_line).is_some_and(|m| m != machine()) {
            continue;
        }
        // A case whose float32 results take the C library's functions on ATen's scalar
        // tails holds where those are glibc's; wasm32's libm port differs in the last bit
        // (docs/decisions.md, stop 74). So do NumPy's float64 samplers on log, pow, expm1,
        // cos and acos ("# needs the C library's float64 math", stop 77).
        if script.starts_with("# needs the C library's float")
            && !(cfg!(target_os = "linux") && cfg!(target_env = "gnu"))
        {
            continue;
        }
        // A case that times code (torch.utils.benchmark) needs a clock that moves; wasm32
        // under Node has none (time stands still there, `stdlib/clocks.rs`).
        if cfg!(target_arch = "wasm32") && script.starts_with("# needs a running clock") {
            continue;
        }
        let theirs: Vec<serde_json::Value> = expected
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| serde_json::from_str(l).unwrap())
            .collect();
        match run_records(script) {
            Err(e) => failures.push(format!("{name}: {e}")),
            Ok(ours) => {
                if let Some(d) = compare(&ours, &theirs) {
                    failures.push(format!("{name}: {d}"));
                }
            }
        }
    }
    failures
}

#[wasm_bindgen_test(unsupported = test)]
fn the_comparer_catches_a_wrong_stride() {
    // The same script against a record with one stride changed must fail: the check above
    // cannot pass by accident.
    let strided = |r: &serde_json::Value| {
        r["kind"] == "tensor" && r["stride"].as_array().is_some_and(|s| !s.is_empty())
    };
    let parse = |text: &str| -> Vec<serde_json::Value> {
        text.lines()
            .filter(|l| !l.trim().is_empty())
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    let (_, script, expected) = CASES
        .iter()
        .find(|(_, s, e)| s.contains(".T") && parse(e).iter().any(strided))
        .expect("a case with a transposed tensor record");
    let mut theirs = parse(expected);
    let ours = run_records(script).unwrap();
    assert!(
        compare(&ours, &theirs).is_none(),
        "the case itself must pass"
    );
    let victim = theirs.iter_mut().find(|r| strided(r)).unwrap();
    victim["stride"][0] = serde_json::json!(12345);
    assert!(compare(&ours, &theirs).is_some());
}
