//! `stridelab run`: the REPL-style echo, the JSON records of the conformance spec, and the
//! kernel trace.

use clap::Args;
use std::io::{BufRead, Read, Write};
use std::process::ExitCode;
use stridelab_core::buglab::{self, Profile};
use stridelab_core::error::{Span, TorchError};
use stridelab_core::interp::eval::Interp;
use stridelab_core::interp::records::{record, StorageIds};
use stridelab_core::interp::{Outcome, RunOptions, Session, Stop, Value};
use stridelab_core::Device;

#[derive(Args)]
pub struct RunArgs {
    /// Script path, or `-` to read stdin.
    pub file: String,
    /// Print one JSON record per top-level statement (shared/spec/script-json.md). Tensors
    /// print with 6 decimals, as in the reference runner (torch_run.py), so `str(t)` records
    /// compare.
    #[arg(long)]
    pub json: bool,
    /// Print each kernel that ran: device, dtype, operand strides, loop nest, copies.
    #[arg(long)]
    pub trace: bool,
    /// Stop a script after this many interpreter steps.
    #[arg(long, default_value_t = RunOptions::default().max_steps)]
    pub max_steps: u64,
    /// The device factories use when a script names none: cpu, webgpu (wgpu: Vulkan or GL
    /// here) or metal. Moves between devices stay explicit, as in PyTorch.
    #[arg(long, default_value = "cpu")]
    pub device: String,
    /// Stop a script that runs longer than this many seconds of wall-clock time (0: no
    /// limit). Checked between interpreter steps, so one long kernel finishes first.
    #[arg(long, default_value_t = DEFAULT_TIMEOUT_SECS)]
    pub timeout: f64,
    /// Refuse single allocations larger than this many bytes.
    #[arg(long, default_value_t = RunOptions::default().max_alloc_bytes)]
    pub max_alloc: usize,
    /// Refuse an allocation when all live tensors together would pass this many bytes.
    #[arg(long, default_value_t = RunOptions::default().max_memory_bytes)]
    pub max_memory: usize,
    /// Emulate PyTorch's MPS backend on the device: torch2.2-macos14, torch2.4-macos14 or
    /// macos15 (`stridelab profiles` shows what each one breaks).
    #[arg(long)]
    pub profile: Option<String>,
    /// Re-check every kernel's writes against the CPU and run PyTorch's debug asserts;
    /// findings go to stderr and the exit status is 3 when there are any.
    #[arg(long)]
    pub detect: bool,
    /// FILE lists scripts, one path per line (`-`: read the list from stdin as it arrives).
    /// Each runs in a fresh session on the one device, as the playground runs one script
    /// after another; after each, stdout and stderr get the line
    /// `{"batch_end": PATH, "exit": STATUS}` (STATUS as a single run would exit).
    #[arg(long)]
    pub batch: bool,
}

/// A runaway script ends on its own with a message, well inside any CI or user patience.
const DEFAULT_TIMEOUT_SECS: f64 = 20.0;

fn read_source(file: &str) -> std::io::Result<String> {
    if file == "-" {
        let mut s = String::new();
        std::io::stdin().read_to_string(&mut s)?;
        Ok(s)
    } else {
        std::fs::read_to_string(file)
    }
}

pub fn main(a: RunArgs) -> ExitCode {
    let device = match stridelab_core::Device::parse(&a.device)
        .and_then(|d| stridelab_core::dispatch::backend(d).map(|b| (d, b)))
    {
        Ok((d, b)) => {
            // Start the device now, so a missing adapter is one clear message up front.
            if let Err(e) = b.availability() {
                eprintln!("stridelab: --device {}: {}", a.device, e.message);
                return ExitCode::from(2);
            }
            d
        }
        Err(e) => {
            eprintln!("stridelab: --device {}: {}", a.device, e.message);
            return ExitCode::from(2);
        }
    };
    let profile = match a.profile.as_deref().map(Profile::parse).transpose() {
        Ok(p) => p,
        Err(e) => {
            eprintln!("stridelab: --profile: {}", e.message);
            return ExitCode::from(2);
        }
    };
    if !a.batch {
        let (mut out, mut err) = (std::io::stdout(), std::io::stderr());
        return ExitCode::from(run_file(&a, &a.file, device, profile, &mut out, &mut err));
    }
    let list: Box<dyn BufRead> = if a.file == "-" {
        Box::new(std::io::stdin().lock())
    } else {
        match std::fs::File::open(&a.file) {
            Ok(f) => Box::new(std::io::BufReader::new(f)),
            Err(e) => {
                eprintln!("stridelab: cannot read {}: {e}", a.file);
                return ExitCode::from(2);
            }
        }
    };
    for line in list.lines() {
        let Ok(path) = line else { break };
        if path.trim().is_empty() {
            continue;
        }
        let (mut out, mut err) = (
            Tracked::new(std::io::stdout()),
            Tracked::new(std::io::stderr()),
        );
        let status = if path == "-" {
            // stdin holds the list (or is the caller's); a script cannot be read from it too.
            let _ = writeln!(
                err,
                "stridelab: a batch lists files; '-' (stdin) cannot be one"
            );
            2
        } else {
            run_file(&a, &path, device, profile, &mut out, &mut err)
        };
        // The end line goes to both streams, on a line of its own, so a reader can split
        // each stream per script (a script's last print may not end its line).
        let end = serde_json::json!({ "batch_end": path, "exit": status });
        err.end_with(&end);
        out.end_with(&end);
    }
    ExitCode::SUCCESS
}

/// A stream that remembers whether what was written last ended its line.
struct Tracked<W: Write> {
    w: W,
    at_line_start: bool,
}

impl<W: Write> Tracked<W> {
    fn new(w: W) -> Self {
        Tracked {
            w,
            at_line_start: true,
        }
    }

    /// Writes `line` on a line of its own (ending the current one if something is on it).
    fn end_with(&mut self, line: &impl std::fmt::Display) {
        if !self.at_line_start {
            let _ = self.write_all(b"\n");
        }
        let _ = writeln!(self, "{line}");
        let _ = self.flush();
    }
}

impl<W: Write> Write for Tracked<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.w.write(buf)?;
        if n > 0 {
            self.at_line_start = buf[n - 1] == b'\n';
        }
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.w.flush()
    }
}

/// Runs one script in a fresh session and returns the exit status a single run gives.
fn run_file(
    a: &RunArgs,
    file: &str,
    device: Device,
    profile: Option<Profile>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    let source = match read_source(file) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(err, "stridelab: cannot read {file}: {e}");
            return 2;
        }
    };
    let opts = RunOptions {
        max_steps: a.max_steps,
        max_alloc_bytes: a.max_alloc,
        max_memory_bytes: a.max_memory,
        trace: a.trace,
    };
    let mut session = Session::new(opts);
    if file != "-" {
        session.set_script_name(file);
    }
    if a.json {
        // After the session's reset of the print options, which this changes.
        stridelab_core::interp::records::start_as_reference();
    }
    if a.timeout > 0.0 {
        let limit =
            std::time::Duration::try_from_secs_f64(a.timeout).unwrap_or(std::time::Duration::MAX);
        let start = std::time::Instant::now();
        session.interp.interrupt = Some(std::rc::Rc::new(move || {
            (start.elapsed() > limit).then_some(Stop::Deadline)
        }));
    }
    stridelab_core::device::set_default_device(device);
    if profile.is_some() || a.detect {
        let settings = buglab::Settings {
            profile,
            detect: a.detect,
        };
        if let Err(e) = buglab::configure(device, settings) {
            let _ = writeln!(err, "stridelab: {}", e.message);
            return 2;
        }
    }
    let mut ids = StorageIds::default();
    let mut failed = false;
    let mut exited: Option<u8> = None;
    let ran = session.run_with(&source, |it, r| {
        let exit = match &r.outcome {
            Outcome::Error(e) if r.exited => Some(exit_status(it, e)),
            _ => None,
        };
        if a.json {
            // Printed text would break the JSON Lines stream: it goes to stderr.
            let _ = write!(err, "{}", r.output);
            let _ = writeln!(out, "{}", record(&r, &mut ids));
        } else {
            let _ = write!(out, "{}", r.output);
            if let Some(text) = &r.echo {
                let _ = writeln!(out, "{text}");
            }
            if let Some((_, message)) = &exit {
                // CPython prints no traceback for SystemExit: only a code that is not an
                // int, as its str().
                let _ = out.flush();
                if let Some(m) = message {
                    let _ = writeln!(err, "{m}");
                }
            } else if let Outcome::Error(e) = &r.outcome {
                failed = true;
                let _ = out.flush();
                let _ = write!(err, "{}", describe_error(file, &source, e, r.span));
            }
        }
        if a.trace {
            // In --json mode stdout is JSON Lines only: the trace goes with the printed
            // text, to stderr.
            let stream: &mut dyn Write = if a.json { &mut *err } else { &mut *out };
            for ev in &r.trace {
                let _ = writeln!(stream, "  [trace] {}", ev.line());
            }
        }
        exited = exited.or(exit.map(|(status, _)| status));
    });
    let _ = out.flush();
    if let Err(e) = ran {
        let _ = write!(
            err,
            "{}",
            describe_error(file, &source, &e, e.span.unwrap_or_default())
        );
        return 1;
    }
    if a.detect {
        let mut found: Vec<String> = buglab::take_findings()
            .iter()
            .map(|f| f.message())
            .collect();
        found.extend(buglab::asserts::take_failures());
        // What the script read with stridelab.findings() still counts for the exit status.
        let read = buglab::read_by_script();
        if !found.is_empty() || read > 0 {
            let _ = writeln!(err, "stridelab: the detector found {}:", found.len() + read);
            for f in &found {
                let _ = writeln!(err, "  {f}");
            }
            if read > 0 {
                let _ = writeln!(
                    err,
                    "  ({read} of them read by the script with stridelab.findings())"
                );
            }
            return 3;
        }
    }
    exited.unwrap_or(u8::from(failed && !a.json))
}

/// The exit status a `SystemExit` gives and what it prints, as CPython's
/// `_Py_HandleSystemExit`: code None is 0 and prints nothing; an int is the status the OS
/// keeps (its low 8 bits: exit(256) is 0, exit(-1) is 255) and prints nothing; anything
/// else prints its str() to stderr and exits 1.
pub fn exit_status(it: &mut Interp, e: &TorchError) -> (u8, Option<String>) {
    let value = stridelab_core::interp::exceptions::value_of(e);
    let code = it.getattr(&value, "code").unwrap_or(Value::None);
    match code {
        Value::None => (0, None),
        Value::Bool(b) => (u8::from(b), None),
        Value::Int(i) => ((i & 0xff) as u8, None),
        // Past a C long, CPython's PyLong_AsLong fails and the status is -1, kept as 255.
        Value::BigInt(_) => (255, None),
        other => {
            let text = it
                .to_str(&other)
                .unwrap_or_else(|_| format!("<{} object>", other.class_name()));
            (1, Some(text))
        }
    }
}

/// A Python-style report of an error: where, the line with a caret, and the message.
pub fn describe_error(file: &str, source: &str, e: &TorchError, fallback: Span) -> String {
    let sp = e.span.unwrap_or(fallback);
    let mut s = format!("  File \"{file}\", line {}, column {}\n", sp.line, sp.col);
    if let Some(text) = source.lines().nth(sp.line.saturating_sub(1) as usize) {
        s.push_str(&format!(
            "    {}\n    {}^\n",
            text.trim_end(),
            " ".repeat((sp.col as usize).saturating_sub(1))
        ));
    }
    s.push_str(&e.headline());
    s.push('\n');
    s
}
