#!/usr/bin/env bash
# Sets up and runs every test: formatting, lints, native tests (GPU kernels on lavapipe),
# the core on wasm32, the kernels on WebGPU in Chromium, the PyTorch conformance oracle on
# the CPU and on the wgpu device, the Metal crate checked for macOS, and the web build.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/env.sh"
bash scripts/setup.sh

# Each step says when it started, so the slow ones can be found in CI's log.
T0=$SECONDS
step() { printf '\n==> %s   [%ds]\n' "$*" $((SECONDS - T0)); }
SHARED="${STRIDELAB_SHARED:-$ROOT/../shared}"
# The test command's release builds (the native binary, the playground's wasm) are incremental:
# after a change to the core each took ~130 s and now ~55 s (docs/decisions.md, stop 41).
# Only code generation's partitioning differs; results are IEEE-identical, and
# scripts/serve.sh still builds what a user gets without it.
export CARGO_PROFILE_RELEASE_INCREMENTAL=true

step "cargo fmt --check"
cargo fmt --all --check

step "module layering: no import cycle between core's top-level modules, no Rust file over 900 lines"
python3 scripts/module_cycles.py
python3 scripts/line_limit.py 900

step "cargo clippy -D warnings (native, wasm32, aarch64-apple-darwin)"
cargo clippy --workspace --all-targets -- -D warnings
cargo clippy -p stridelab-core -p stridelab-shaders -p stridelab-web --target wasm32-unknown-unknown --all-targets -- -D warnings
cargo clippy -p stridelab --target aarch64-apple-darwin -- -D warnings

step "native tests (GPU kernels against the CPU on lavapipe)"
# The committed cases run three times otherwise: here in a native debug build (~29 s), on
# wasm32 in the next step (the same in-process path, also with debug overflow checks) and
# through the release CLI in the conformance step. The native debug run adds nothing the
# other two do not check, so it is skipped here (it still runs under a plain `cargo test`).
cargo test --workspace --exclude stridelab-web -- --skip committed_cases_match_pytorch

step "tests on wasm32: built here; the core's run in Node beside the steps that follow"
# The three crates' wasm32 tests are built in one cargo invocation: built one crate at a
# time, each build unified the dependencies' features differently and compiled the core
# again (three debug builds of it, ~70 s of the run). Each test binary is then run by the
# runner cargo would use, from its crate's directory (where the runner finds the crate's
# webdriver.json: headless Chromium for the web and shader crates, Node for the core).
# The core's run (~3 min, the committed cases in a debug build) is one Node process, so it
# runs in the background while the next steps build and test; its result is checked before
# the wgpu conformance run, whose per-script time limits it must not crowd. The release wasm
# build's recursion bounds are checked where it ships: the end-to-end step runs the
# runaway-recursion shapes in the playground's worker (docs/decisions.md).
wasm_tests=$(cargo test -p stridelab-core -p stridelab-web -p stridelab-shaders --target wasm32-unknown-unknown \
  --no-run --message-format=json-render-diagnostics \
  | python3 -c 'import json, sys
for m in map(json.loads, sys.stdin):
    # Test harnesses only: the plain binaries of the web crate are built too (for its
    # integration tests) and are no tests.
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["profile"]["test"]:
        crate = m["package_id"].split("#")[0].rstrip("/").rsplit("/", 1)[-1]
        print(crate, m["executable"])')
for crate in core web shaders; do
  echo "$wasm_tests" | grep -q "^$crate " || { echo "no wasm32 test binary was built for $crate"; exit 1; }
done
# run_wasm_tests CRATE: every test binary of CRATE, from its directory.
run_wasm_tests() {
  (
    cd "$ROOT/$1"
    for t in $(echo "$wasm_tests" | awk -v c="$1" '$1 == c { print $2 }'); do
      echo "     Running $t"
      wasm-bindgen-test-runner "$t" || exit 1
    done
  )
}
WASM_LOG="$ROOT/target/wasm32-core-tests.log"
run_wasm_tests core > "$WASM_LOG" 2>&1 &
WASM_PID=$!
trap 'pkill -P "$WASM_PID" 2>/dev/null; kill "$WASM_PID" 2>/dev/null || true' EXIT

step "web view-model and component tests on wasm32 (headless Chromium)"
run_wasm_tests web

step "GPU kernels on WebGPU in headless Chromium (SwiftShader)"
run_wasm_tests shaders

step "conformance oracle (PyTorch 2.15 records)"
# The fuzz binary is built in the same invocation: built alone, its narrower feature set
# (no wgpu, no clap) would compile stridelab-core a second time (~100 s).
cargo build --release -p stridelab -p stridelab-tests --bins
# Folders are checked side by side (scripts/each_folder.py), each with the oracle's compare.py
# with integers compared exactly (scripts/compare_exact_ints.py: bit views, int tensors).
python3 scripts/each_folder.py scripts/compare_exact_ints.py "$SHARED/oracle/cases" tests/cases/*/ \
  -- target/release/stridelab run --json

step "lessons: every cell runs, every reference answer passes, every wrong answer is refused"
target/release/stridelab learn --check --cases tests/cases/lessons

step "stdlib modules written in Python against CPython 3.11's and NumPy's (json, datetime, numpy)"
python3 scripts/stdlib_checks.py target/release/stridelab

step "error classes: each exception PyTorch raised in the cases comes with its class"
python3 scripts/error_classes.py --batch "$SHARED/oracle/cases" tests/cases/*/ -- target/release/stridelab run --json

step "fuzz: a short campaign (the long one, and its result: docs/reliability.md)"
target/release/fuzz --execs 25000 --jobs 2 --out target/fuzz-ci

step "bug lab: the oracle under the emulated macOS 15 profile with the detector on"
# Both passes send their scripts to `stridelab run --batch` processes: starting a process
# (mostly parsing the Python prelude) costs more than most case scripts take to run.
python3 scripts/batched.py "$SHARED/oracle/compare.py" "$SHARED/oracle/cases" -- \
  target/release/stridelab run --json --profile macos15 --detect
# --detect exits with 3 when it finds anything: no case may raise a false alarm.
python3 scripts/no_false_alarms.py "$SHARED/oracle/cases" tests/cases/*/ -- \
  target/release/stridelab run --json --profile macos15 --detect
target/release/stridelab demo mps-bug --steps 300

step "core tests on wasm32 (Node): the run started above"
if ! wait "$WASM_PID"; then
  cat "$WASM_LOG"
  echo "core tests on wasm32 failed"
  exit 1
fi
trap - EXIT
grep -E "^(test result|     Running)" "$WASM_LOG"
grep -q "^test result: ok" "$WASM_LOG" || { cat "$WASM_LOG"; exit 1; }

step "conformance oracle with every factory on the wgpu device (lavapipe)"
# A folder of CPU-generator cases (its CPU_ONLY file says why) has no GPU counterpart: the
# device draws from its own counter-based stream, as CUDA does, so only the structure is checked.
# --batch: a folder's scripts run one after another in one process (a fresh session each, on
# one device, as in the playground); a process per script spent ~3/4 of this step starting
# lavapipe and compiling the same pipelines again (scripts/batched.py).
# --timeout 90: linalg_gradcheck's float64 gradgradchecks take 20-29 s on lavapipe on a
# loaded 2-core machine (the same before and after stop 62's changes), past run's 20 s default.
python3 scripts/each_folder.py --batch --cpu-only scripts/compare_structure.py \
  "$SHARED/oracle/compare.py" "$SHARED/oracle/cases" tests/cases/*/ \
  -- target/release/stridelab run --json --device webgpu --timeout 90

step "desktop run: devices, and every kernel on cpu and wgpu (lavapipe) against the CPU reference"
target/release/stridelab devices
target/release/stridelab selftest --device cpu --device webgpu

step "benchmark harness runs every case (stridelab bench --json --quick; not a timing test)"
bench=$(target/release/stridelab bench --json --quick)
echo "$bench"
python3 - "$bench" <<'PY'
import json, sys
got = json.loads(sys.argv[1])
want = ["copy_4096", "contiguous_T_4096", "addcmul_T_out_4096", "addcmul_contig_4096",
        "adam_contig_16m", "adam_T_16m", "adam_arith_16m", "interp_small_ops"]
missing = [c for c in want if not (isinstance(got.get(c), float) and got[c] > 0)]
sys.exit(f"bench cases missing or not timed: {missing}" if missing else 0)
PY

step "web build (trunk build --release)"
trunk build --release

step "end-to-end: the built playground in headless Chromium"
node tests/e2e/e2e.mjs dist

step "all tests passed"
