//! The desktop commands as a user runs them: `devices`, the `demo` tour, `selftest`, `repl`,
//! and `run` on a device this machine lacks. Output is piped, so it carries no colour codes.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The binary started with `args` and every stream piped (stdin left open for the caller).
fn spawn(args: &[&str]) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_stridelab"))
        .args(args)
        .env("XDG_RUNTIME_DIR", std::env::temp_dir())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the stridelab binary runs")
}

fn stridelab(args: &[&str], stdin: &str) -> Output {
    let mut child = spawn(args);
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn text(o: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn devices_names_every_device_and_why_one_is_missing() {
    let o = stridelab(&["devices"], "");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(
        lines[0].starts_with("cpu:") && lines[0].contains("available"),
        "{out}"
    );
    assert!(lines[1].starts_with("webgpu:"), "{out}");
    assert!(lines[2].starts_with("metal:"), "{out}");
    if cfg!(not(target_os = "macos")) {
        assert!(lines[2].contains("not available (not macOS"), "{out}");
    }
    let o = stridelab(&["devices", "--json"], "");
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["cpu"]["available"], true);
    // The conformance runner reads which of MKL's square roots this processor reproduces.
    let path = v["cpu"]["mkl_sqrt"].as_str().unwrap_or_default();
    assert!(
        ["amd-reference", "intel-avx512", "ieee"].contains(&path),
        "{v}"
    );
    assert!(v["webgpu"]["detail"].is_string());
    assert_eq!(v["metal"]["available"], cfg!(target_os = "macos"));
}

#[test]
fn the_tour_draws_a_transposed_tensor_over_its_storage_and_runs_a_kernel_per_device() {
    let o = stridelab(&["demo"], "");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(!out.contains('\x1b'), "colour codes in piped output");
    assert!(
        out.contains("y = x.T  shape [3, 2]  strides [1, 3]  offset 0  contiguous: no"),
        "{out}"
    );
    // The storage strip of y: which logical element each storage cell holds.
    let strip = out
        .lines()
        .skip_while(|l| !l.contains("y = x.T  shape"))
        .find(|l| l.trim_start().starts_with("element"))
        .unwrap();
    let cells: Vec<&str> = strip.split_whitespace().skip(1).collect();
    assert_eq!(
        cells,
        ["[0,0]", "[1,0]", "[2,0]", "[0,1]", "[1,1]", "[2,1]"]
    );
    assert!(out.contains("walk order (storage index of each element, row by row): 0 3 1 4 2 5"));
    assert!(out.contains("address of y[2,1] = 0 + 2·1 + 1·3 = 5 → storage[5] = 5.0"));
    // expand: one cell read by every row.
    assert!(out.contains("[0,0]×4"), "{out}");
    // contiguous(): the copy kernel, then a row-major storage.
    assert!(
        out.contains("[kernel] contiguous -> cpu::copy<float32>"),
        "{out}"
    );
    // Adam on the transposed parameter writes strided state.
    assert!(
        out.contains("[kernel] addcmul_ -> cpu::addcmul<float32> on cpu: out float32[2, 3]/[1, 2]")
    );
    // The last step names every device: a time and kernel where it ran, a reason where not.
    let step6: Vec<&str> = out.lines().skip_while(|l| !l.starts_with("6. ")).collect();
    let cpu = step6
        .iter()
        .find(|l| l.trim_start().starts_with("cpu "))
        .unwrap();
    assert!(cpu.contains(" ms  cpu::addcmul<float32>"), "{cpu}");
    for d in ["webgpu", "metal"] {
        assert!(
            step6.iter().any(|l| l.trim_start().starts_with(d)),
            "{d} missing from {step6:?}"
        );
    }
}

#[test]
fn selftest_passes_on_the_cpu_and_the_wgpu_device() {
    for device in ["cpu", "webgpu"] {
        let o = stridelab(&["selftest", "--device", device, "--json"], "");
        let (out, err) = text(&o);
        assert!(o.status.success(), "{device}: {err}{out}");
        let reports: serde_json::Value = serde_json::from_str(&out).unwrap();
        let r = &reports[0];
        assert_eq!(r["device"], device);
        let kernels = r["kernels"].as_array().unwrap();
        assert!(kernels.len() > 40, "{device}: {} kernels", kernels.len());
        for k in kernels {
            assert_eq!(k["mismatched"], 0, "{k}");
        }
        if device == "webgpu" {
            let names: Vec<&str> = kernels
                .iter()
                .map(|k| k["kernel"].as_str().unwrap())
                .collect();
            for k in [
                "wgpu::ternary_kernel<float32>::addcmul",
                "wgpu::bmm_kernel<float32>::bmm",
                "wgpu::adam_kernel<float32>::adam_step",
                "wgpu::softmax_kernel<float32>::softmax",
            ] {
                assert!(names.contains(&k), "{k} not checked");
            }
        }
    }
    let o = stridelab(&["selftest", "--device", "cuda"], "");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn the_repl_keeps_state_runs_blocks_draws_and_reports_errors_with_columns() {
    let input = "x = torch.arange(6.).reshape(2, 3)\n\
                 y = x.t()\n\
                 for i in range(2):\n    print(i * 10)\n\n\
                 y.is_contiguous()\n\
                 :draw y\n\
                 :trace on\n\
                 z = y + 1\n\
                 q = torch.ones(2) @ torch.ones(3)\n\
                 :draw nope\n\
                 import stridelab\n\
                 stridelab.storage_info(x)\n";
    let o = stridelab(&["repl", "--history", "none"], input);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(out.contains("0\n10\nFalse\n"), "{out}");
    assert!(
        out.contains("y  shape [3, 2]  strides [1, 3]  offset 0  contiguous: no"),
        "{out}"
    );
    assert!(
        out.contains("[kernel] add -> cpu::add<float32> on cpu: out float32[3, 2]/[1, 3]"),
        "{out}"
    );
    assert!(out.contains("'host memory, 24 bytes'"), "{out}");
    assert!(err.contains("line 1, column 19"), "{err}");
    assert!(
        err.contains("RuntimeError: inconsistent tensor size"),
        "{err}"
    );
    assert!(
        err.contains("NameError: name 'nope' is not defined"),
        "{err}"
    );
}

#[test]
fn the_repl_keeps_history_in_the_file_it_is_given() {
    let dir = std::env::temp_dir().join(format!("stridelab-history-{}", std::process::id()));
    let path = dir.to_string_lossy().into_owned();
    let _ = std::fs::remove_file(&dir);
    let o = stridelab(&["repl", "--history", &path], "a = 1\na + 41\n");
    assert!(text(&o).0.contains("42"));
    let saved = std::fs::read_to_string(&dir).unwrap();
    assert!(saved.contains("a + 41"), "{saved}");
    let _ = std::fs::remove_file(&dir);
}

#[test]
fn run_on_a_device_this_machine_lacks_says_so_and_where_to_look() {
    if cfg!(target_os = "macos") {
        return;
    }
    let o = stridelab(&["run", "--device", "metal", "-"], "x = torch.ones(2)\n");
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        err.contains("no metal device is available") && err.contains("stridelab devices"),
        "{err}"
    );
    let o = stridelab(
        &["run", "-"],
        "import stridelab\nstridelab.device_option('cpu', 'storage_mode', 'private')\n",
    );
    assert!(text(&o)
        .1
        .contains("the cpu device has no option \"storage_mode\""));
}

#[test]
fn the_binary_places_large_buffers_on_cache_lines_a_different_one_each() {
    // The native binary installs host_memory::placement::Placed around its allocator: a 64 MB
    // tensor starts on a cache line, and tensors allocated in a row on different ones.
    let script = "import stridelab\n\
                  xs = [torch.zeros(4096, 4096) for _ in range(4)]\n\
                  for x in xs:\n    print(stridelab.storage_info(x))\n";
    let o = stridelab(&["run", "-"], script);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let lines: Vec<&str> = out
        .lines()
        .filter(|l| l.contains("67108864 bytes"))
        .collect();
    assert_eq!(lines.len(), 4, "{out}");
    let mut at: Vec<&str> = lines
        .iter()
        .map(|l| {
            assert!(l.contains("(cache line "), "{l}");
            l.split("starting at byte ").nth(1).unwrap()
        })
        .collect();
    at.sort();
    at.dedup();
    assert_eq!(at.len(), 4, "four different lines of the page: {out}");
}

#[test]
fn run_stops_a_runaway_script_at_its_wall_clock_limit_and_keeps_what_came_before() {
    let start = std::time::Instant::now();
    let o = stridelab(
        &["run", "--timeout", "1", "-"],
        "print('before')\nx = torch.ones(256, 256)\nwhile True:\n    x = x + 1\nprint('after')\n",
    );
    let (out, err) = text(&o);
    assert!(start.elapsed().as_secs() < 10, "{:?}", start.elapsed());
    assert_eq!(o.status.code(), Some(1), "{err}");
    assert!(out.starts_with("before\n"), "{out}");
    assert!(
        err.contains("ResourceLimitError: script stopped: it ran past its time limit"),
        "{err}"
    );
    // Past the deadline the rest of the script is skipped, as after a step limit.
    assert!(!out.contains("after"), "{out}");
}

#[test]
fn a_deep_left_chain_and_a_self_referential_list_end_in_errors_not_crashes() {
    let chain = format!("x = {}\nprint('after')\n", vec!["1"; 30_000].join(" + "));
    let o = stridelab(&["run", "-"], &chain);
    let (_, err) = text(&o);
    assert_eq!(o.status.code(), Some(1), "{err}");
    // CPython's compile-time error for a chain past its limit; nothing runs.
    assert!(
        err.contains("RecursionError: maximum recursion depth exceeded during compilation"),
        "{err}"
    );
    let o = stridelab(&["run", "-"], "a = []\na.append(a)\na\nprint(a == a)\n");
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert_eq!(out, "[[...]]\nTrue\n");
}

#[test]
fn findings_a_script_reads_itself_still_fail_the_detector_run() {
    // stridelab.findings() takes the findings; the exit status must still say there were some.
    let script = "import stridelab\nx = torch.zeros(4, 3).T\nx.addcmul_(torch.ones(3, 4), torch.ones(3, 4))\nf = stridelab.findings()\nprint(len(f))\n";
    let o = stridelab(
        &["run", "--profile", "torch2.2-macos14", "--detect", "-"],
        script,
    );
    let (out, err) = text(&o);
    assert!(out.ends_with("1\n"), "{out}");
    assert_eq!(o.status.code(), Some(3), "{err}");
    assert!(
        err.contains("read by the script with stridelab.findings()"),
        "{err}"
    );
}

#[test]
fn the_repl_writes_its_history_before_the_session_ends() {
    let dir = std::env::temp_dir().join(format!("stridelab-live-history-{}", std::process::id()));
    let _ = std::fs::remove_file(&dir);
    let mut child = spawn(&["repl", "--history", &dir.to_string_lossy()]);
    let mut stdin = child.stdin.take().unwrap();
    stdin.write_all(b"a = 1\nb = a + 1\n").unwrap();
    stdin.flush().unwrap();
    // The prompt is still open (stdin is): the file must already hold both inputs, so a
    // crash or a killed terminal would lose nothing.
    let mut saved = String::new();
    for _ in 0..100 {
        saved = std::fs::read_to_string(&dir).unwrap_or_default();
        if saved.contains("b = a + 1") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    drop(stdin);
    let _ = child.wait();
    let _ = std::fs::remove_file(&dir);
    assert!(
        saved.contains("a = 1") && saved.contains("b = a + 1"),
        "{saved:?}"
    );
}

#[test]
fn on_a_terminal_lines_typed_while_a_statement_runs_are_kept() {
    // `script` gives the REPL a real terminal (rustyline's raw-mode path); everything below
    // reaches it at once, as a paste without bracketed paste or fast typing does.
    if Command::new("script").arg("--version").output().is_err() {
        eprintln!("skipped: util-linux `script` is not installed");
        return;
    }
    let bin = env!("CARGO_BIN_EXE_stridelab");
    let input = "x = 0\nfor i in range(200000): x += i\n\na = 20\nb = 22\na + b\nx\nexit()\n";
    let mut child = Command::new("script")
        .args(["-qec", &format!("{bin} repl --history none"), "/dev/null"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("script runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let o = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    // Both answers come back: nothing typed ahead was dropped.
    assert!(out.contains("\n42\r\n"), "{out}");
    assert!(out.contains("\n19999900000\r\n"), "{out}");
}

#[test]
fn a_batch_runs_each_script_in_a_fresh_session_and_ends_each_with_its_status() {
    let dir = std::env::temp_dir().join(format!("stridelab-batch-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, src: &str| {
        let p = dir.join(name);
        std::fs::write(&p, src).unwrap();
        p.to_string_lossy().into_owned()
    };
    let first = write(
        "first.py",
        "x = torch.ones(2)\ntorch.set_printoptions(precision=1)\nprint(torch.rand(2).tolist())\nprint(torch.tensor([0.123456]))\n",
    );
    // Names, print options and the generator do not carry over from the script before.
    let second = write(
        "second.py",
        "print(torch.rand(2).tolist())\nprint(torch.tensor([0.123456]))\nx\n",
    );
    let broken = write("broken.py", "def f(\n");
    let list = format!("{first}\n{second}\n\n{broken}\n{first}\n");
    let o = stridelab(&["run", "--batch", "-"], &list);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let end = |path: &str, status: u8| format!("{{\"batch_end\":\"{path}\",\"exit\":{status}}}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 10, "{out}");
    assert_eq!(lines[1], "tensor([0.1])");
    assert_eq!(lines[2], end(&first, 0));
    assert_eq!(
        lines[3], lines[0],
        "the second script draws what the first did"
    );
    assert_eq!(lines[4], "tensor([0.1235])");
    assert_eq!(lines[5], end(&second, 1));
    assert_eq!(lines[6], end(&broken, 1));
    assert_eq!(
        lines[7..9],
        lines[0..2],
        "a script run again prints the same"
    );
    assert_eq!(lines[9], end(&first, 0));
    // stderr is split by the same end lines: the NameError belongs to the second script.
    let errs: Vec<&str> = err.split(&end(&second, 1)).collect();
    assert!(
        errs[0].contains("NameError: name 'x' is not defined"),
        "{err}"
    );
    assert!(errs[1].contains("SyntaxError"), "{err}");
    // In --json every script prints as the reference runner does (6 decimals), the second
    // one too: its session's reset of the print options must not undo that.
    let json = write("json.py", "str(torch.tensor([1.5]))\n");
    let o = stridelab(
        &["run", "--json", "--batch", "-"],
        &format!("{json}\n{json}\n"),
    );
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert_eq!(out.matches("tensor([1.500000])").count(), 2, "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_batch_ends_an_unfinished_line_before_its_end_line_and_refuses_stdin_as_a_script() {
    let dir = std::env::temp_dir().join(format!("stridelab-batch-nl-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("partial.py");
    std::fs::write(&p, "print('x', end='')\n").unwrap();
    let path = p.to_string_lossy().into_owned();
    let o = stridelab(&["run", "--batch", "-"], &format!("{path}\n-\n"));
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let want =
        format!("x\n{{\"batch_end\":\"{path}\",\"exit\":0}}\n{{\"batch_end\":\"-\",\"exit\":2}}\n");
    assert_eq!(out, want);
    assert!(err.contains("'-' (stdin) cannot be one"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The binary fed raw bytes (input that is not UTF-8).
fn stridelab_bytes(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = spawn(args);
    child.stdin.take().unwrap().write_all(stdin).unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn the_repl_refuses_to_draw_a_view_of_more_elements_than_fit_and_goes_on() {
    // expand(2**40) aborted on an 8 TB allocation, (2**31, 2**31) panicked with "capacity
    // overflow", and expand(2**27) drew for 26 s before aborting.
    let input = "y = torch.ones(1).expand(2**40)\n:draw y\n\
                 z = torch.ones(1).expand(2**31, 2**31)\n:draw z\n\
                 w = torch.ones(1).expand(2**27)\n:draw w\n\
                 v = torch.ones(1).expand(4, 4)\n:draw v\n\
                 print(\"after\")\n";
    let start = std::time::Instant::now();
    let o = stridelab(&["repl", "--history", "none"], input);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(start.elapsed().as_secs() < 10);
    assert!(
        err.contains("y: a view of 1099511627776 elements is too many to draw (at most 256)"),
        "{err}"
    );
    assert!(
        err.contains("z: a view of 4611686018427387904 elements is too many"),
        "{err}"
    );
    assert!(
        err.contains("w: a view of 134217728 elements is too many"),
        "{err}"
    );
    assert!(out.contains("v  shape [4, 4]  strides [0, 0]"), "{out}");
    assert!(out.contains("after\n"), "{out}");
}

#[test]
fn the_repl_skips_brackets_in_strings_and_continues_strings_and_decorators() {
    let input = "print(\"(\")\nprint(\"lost?\")\nx = 1\n\nprint(\"x\", x)\n\
                 s = '''a (\n\nb'''\nprint(len(s))\n\
                 def deco(f):\n    return f\n\n\
                 @deco\ndef g():\n    return 7\n\nprint(g())\n\
                 class C:\n    @staticmethod\n    def f():\n        return 5\n\nprint(C.f())\n";
    let o = stridelab(&["repl", "--history", "none"], input);
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(err.is_empty(), "{err}");
    assert!(out.contains("(\nlost?\nx 1\n6\n7\n5\n"), "{out}");
}

#[test]
fn a_line_that_is_not_utf8_is_reported_and_the_repl_goes_on() {
    let o = stridelab_bytes(
        &["repl", "--history", "none"],
        b"x = 1\nprint('\xff')\nprint(x + 1)\n",
    );
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    assert!(
        err.contains("stridelab: input line 2 is not valid UTF-8; skipped"),
        "{err}"
    );
    assert!(out.contains("2\n"), "{out}");
}

#[test]
fn system_exit_ends_the_repl_with_its_status_after_saving_history() {
    let dir = std::env::temp_dir().join(format!("stridelab-exit-{}", std::process::id()));
    let path = dir.to_string_lossy().into_owned();
    let _ = std::fs::remove_file(&dir);
    let o = stridelab(
        &["repl", "--history", &path],
        "exit(3)\nprint(\"still running\")\n",
    );
    let (out, err) = text(&o);
    assert_eq!(o.status.code(), Some(3), "{out}{err}");
    assert!(!out.contains("still running"), "{out}");
    assert!(!err.contains("SystemExit"), "{err}");
    let saved = std::fs::read_to_string(&dir).unwrap();
    assert!(saved.contains("exit(3)"), "{saved}");
    let _ = std::fs::remove_file(&dir);
    for (input, code, message) in [
        ("import sys\nsys.exit()\nprint('no')\n", 0, ""),
        ("import sys\nsys.exit(0)\nprint('no')\n", 0, ""),
        ("raise SystemExit(2)\nprint('no')\n", 2, ""),
        ("import sys\nsys.exit('bye')\nprint('no')\n", 1, "bye\n"),
        ("exit(256 + 4)\nprint('no')\n", 4, ""),
        (
            "for i in range(3):\n    print(i)\n    exit(i + 5)\n\nprint('no')\n",
            5,
            "",
        ),
    ] {
        let o = stridelab(&["repl", "--history", "none"], input);
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(code), "{input}: {out}{err}");
        assert!(!out.contains("no"), "{input}: {out}");
        assert_eq!(err, message, "{input}");
    }
}

#[test]
fn run_exits_with_the_status_system_exit_gives() {
    for (script, code, message) in [
        ("import sys\nsys.exit(3)\nprint('no')\n", 3, ""),
        ("import sys\nprint('yes')\nsys.exit()\nprint('no')\n", 0, ""),
        ("raise SystemExit('bad input')\n", 1, "bad input\n"),
    ] {
        let o = stridelab(&["run", "-"], script);
        let (out, err) = text(&o);
        assert_eq!(o.status.code(), Some(code), "{script}: {out}{err}");
        assert!(!out.contains("no"), "{out}");
        assert_eq!(err, message, "{script}");
    }
}

#[test]
fn run_json_keeps_the_trace_out_of_the_json_lines() {
    let o = stridelab(
        &["run", "--json", "--trace", "-"],
        "import torch\nx = torch.ones(2) + 1\nx\n",
    );
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let records: Vec<serde_json::Value> = out
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect();
    assert_eq!(records.len(), 3);
    assert_eq!(records[2]["values"], serde_json::json!([2.0, 2.0]));
    assert!(err.contains("  [trace] add -> "), "{err}");
}

#[test]
fn run_trace_keeps_the_first_events_of_a_long_loop_and_counts_the_rest() {
    let o = stridelab(
        &["run", "--trace", "-"],
        "import torch\nfor i in range(5000):\n    y = torch.ones(1) + 1\n",
    );
    let (out, err) = text(&o);
    assert!(o.status.success(), "{err}");
    let traced = out.lines().filter(|l| l.starts_with("  [trace]")).count();
    assert_eq!(traced, 4097, "{}", &out[out.len().saturating_sub(300)..]);
    let last = out.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("  [trace] ... and ") && last.ends_with(" more events"),
        "{last}"
    );
}
