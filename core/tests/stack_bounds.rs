//! The interpreter's recursion bounds (docs/decisions.md) must fit the stack they run on:
//! the 8 MB shadow stack of .cargo/config.toml in wasm32 (and the engine's own call stack),
//! and natively `NATIVE_STACK`, the least a native host must give the interpreter's thread
//! (the CLI gives 256 MB). Both in debug builds, whose frames are the largest. Each script
//! goes right up to the bounds, so a bound raised without the stack to hold it fails here,
//! not in a user's page.

use stridelab_core::interp::records::run_records;
use wasm_bindgen_test::wasm_bindgen_test;

/// What a native host must give the interpreter's thread (a debug build at the bounds
/// needs more than a test thread's default 2 MB).
#[cfg(not(target_arch = "wasm32"))]
const NATIVE_STACK: usize = 32 << 20;

fn kinds(script: &str) -> Vec<String> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let script = script.to_string();
        std::thread::Builder::new()
            .stack_size(NATIVE_STACK)
            .spawn(move || kinds_here(&script))
            .unwrap()
            .join()
            .unwrap()
    }
    #[cfg(target_arch = "wasm32")]
    kinds_here(script)
}

fn kinds_here(script: &str) -> Vec<String> {
    // The stack budget the browser worker gives Python calls (6 of its 8 MB, web/src/worker.rs):
    // deep recursion must end in RecursionError inside it, never overflow what is left.
    stridelab_core::interp::recursion::set_stack_budget(6 << 20);
    run_records(script)
        .unwrap()
        .iter()
        .map(|r| {
            let kind = r["kind"].as_str().unwrap_or("").to_string();
            match r["error"].as_str() {
                Some(e) => format!("{kind}:{e}"),
                None => kind,
            }
        })
        .collect()
}

#[wasm_bindgen_test(unsupported = test)]
fn python_recursion_to_its_limit_with_deep_expressions_at_every_level() {
    // 60 calls deep, each level evaluating a 40-term chain and a parenthesised expression
    // nested 25 deep, fits the budget; endless recursion stops at it (or at CPython's 1000
    // calls) with a RecursionError.
    let chain = vec!["n"; 40].join(" + ");
    let parens = format!("{}n{}", "(".repeat(25), ")".repeat(25));
    let script = format!(
        "def f(n):\n    if n == 0:\n        return 0\n    return f(n - 1) + ({chain}) * 0 + {parens} * 0\nf(60)\ndef g(n):\n    return g(n + 1)\ng(0)\n"
    );
    assert_eq!(
        kinds(&script),
        ["none", "int", "none", "error:RecursionError"]
    );
}

#[wasm_bindgen_test(unsupported = test)]
fn a_raised_recursion_limit_still_stops_at_the_stack_budget() {
    // sys.setrecursionlimit lifts CPython's frame count, not the stack's bytes: endless
    // recursion with nested blocks at every level still ends in a RecursionError (natively
    // at the byte budget, in wasm32 at the frame budget), and the session goes on.
    let script = "import sys\nsys.setrecursionlimit(2**31 - 1)\ndef g(n):\n    for i in [1]:\n        if n >= 0:\n            with open if False else __import__('contextlib').nullcontext():\n                return g(n + 1)\ng(0)\nsys.getrecursionlimit()\n";
    assert_eq!(
        kinds(script),
        ["none", "none", "none", "error:RecursionError", "int"]
    );
}

#[wasm_bindgen_test(unsupported = test)]
fn repr_and_equality_to_their_limit_and_past_it() {
    let script = "a = [1]\nfor i in range(98):\n    a = [a]\nb = [1]\nfor i in range(98):\n    b = [b]\nlen(str(a))\na == b\nfor i in range(10):\n    a = [a]\n    b = [b]\nstr(a)\na == b\nc = [1]\nfor i in range(100000):\n    c = [c, (c,), {'k': c}]\ndel c\n";
    assert_eq!(
        kinds(script),
        [
            "none",
            "none",
            "none",
            "none",
            "int",
            "bool",
            "none",
            "error:RecursionError",
            "error:RecursionError",
            "none",
            "none",
            "none"
        ]
    );
}

#[wasm_bindgen_test(unsupported = test)]
fn a_long_chain_of_objects_is_freed_without_recursion() {
    let script = "class Node:\n    def __init__(self, nxt):\n        self.nxt = nxt\nn = None\nfor i in range(50000):\n    n = Node(n)\ndel n\nx = 1\nx\n";
    assert_eq!(
        kinds(script),
        ["none", "none", "none", "none", "none", "int"]
    );
}

#[wasm_bindgen_test(unsupported = test)]
fn the_deepest_parse_the_parser_accepts_runs() {
    // Nesting budget 100: brackets cost more than one level each, so 30 pairs fit.
    let script = format!("x = {}1{}\nx\n", "(".repeat(30), ")".repeat(30));
    assert_eq!(kinds(&script), ["none", "int"]);
}
