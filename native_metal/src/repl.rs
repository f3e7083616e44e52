//! `stridelab repl`: an interactive prompt on the same interpreter as `run` and the web
//! playground, with line editing and history (rustyline), plus a few `:` commands that show
//! what the tensors do.

use crate::draw::draw_tensor;
use crate::run::describe_error;
use clap::Args;
use rustyline::error::ReadlineError;
use rustyline::DefaultEditor;
use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use stridelab_core::device::set_default_device;
use stridelab_core::dispatch::backend;
use stridelab_core::interp::{Outcome, RunOptions, Session, Stop};
use stridelab_core::Device;

#[derive(Args)]
pub struct ReplArgs {
    /// The device factories use when a statement names none.
    #[arg(long, default_value = "cpu")]
    pub device: String,
    /// Print every kernel each statement ran.
    #[arg(long)]
    pub trace: bool,
    /// History file (default: ~/.stridelab_history; "none" keeps no history).
    #[arg(long)]
    pub history: Option<String>,
}

const HELP: &str =
    "Type Python as in a PyTorch session (torch is imported). Blocks (for, def, class, if)
continue until an empty line. Commands:
  :draw NAME        the tensor's logical grid, storage strip and address formula
  :trace on|off     print the kernels each statement runs
  :device NAME      default device for new tensors (cpu, webgpu, metal)
  :help             this text
  exit() or Ctrl-D  leave";

fn history_path(a: &ReplArgs) -> Option<std::path::PathBuf> {
    match a.history.as_deref() {
        Some("none") => None,
        Some(p) => Some(p.into()),
        None => {
            std::env::var_os("HOME").map(|h| std::path::Path::new(&h).join(".stridelab_history"))
        }
    }
}

/// A statement is unfinished while it opens a block (a block ends at an empty line, as in
/// Python's prompt) or leaves a bracket open.
fn needs_more(buffer: &str, last_line: &str) -> bool {
    let depth: i64 = buffer
        .chars()
        .map(|c| match c {
            '(' | '[' | '{' => 1,
            ')' | ']' | '}' => -1,
            _ => 0,
        })
        .sum();
    let last = last_line.trim_end();
    let in_block = buffer.contains('\n') || last.ends_with(':');
    depth > 0 || last.ends_with('\\') || (in_block && !last.is_empty())
}

/// Set by the Ctrl-C handler while a statement runs; the interpreter polls it and raises
/// `KeyboardInterrupt`, so the session and its variables survive. (While the prompt waits
/// for input the terminal is in raw mode and rustyline reads Ctrl-C as a key instead.)
static INTERRUPTED: AtomicBool = AtomicBool::new(false);

pub fn main(a: ReplArgs) -> ExitCode {
    let mut session = Session::new(RunOptions {
        trace: a.trace,
        ..Default::default()
    });
    session.interp.interrupt = Some(std::rc::Rc::new(|| {
        INTERRUPTED
            .swap(false, Ordering::SeqCst)
            .then_some(Stop::KeyboardInterrupt)
    }));
    if let Err(msg) = choose_device(&a.device) {
        eprintln!("stridelab: --device {}: {msg}", a.device);
        return ExitCode::from(2);
    }
    let mut editor = match DefaultEditor::new() {
        Ok(e) => e,
        Err(e) => {
            eprintln!("stridelab: cannot start the prompt: {e}");
            return ExitCode::FAILURE;
        }
    };
    // After the editor: rustyline installs its own SIGINT handler when it starts (it reads
    // Ctrl-C as a key at the prompt, in raw mode, so it does not need one there).
    if let Err(e) = ctrlc::set_handler(|| INTERRUPTED.store(true, Ordering::SeqCst)) {
        eprintln!("stridelab: Ctrl-C will end the prompt instead of the statement: {e}");
    }
    let history = history_path(&a);
    if let Some(h) = &history {
        // A missing history file is the normal first run.
        let _ = editor.load_history(h);
    }
    println!(
        "stridelab {} — PyTorch-syntax tensors on {}. :help for commands.",
        env!("CARGO_PKG_VERSION"),
        a.device
    );
    let mut trace = a.trace;
    let mut buffer = String::new();
    loop {
        let prompt = if buffer.is_empty() { ">>> " } else { "... " };
        let line = match editor.readline(prompt) {
            Ok(l) => l,
            Err(ReadlineError::Interrupted) => {
                buffer.clear();
                continue;
            }
            Err(ReadlineError::Eof) => {
                // An unfinished block at the end of piped input still runs, as in Python.
                if !buffer.trim().is_empty() {
                    execute(&mut session, &buffer, trace);
                }
                break;
            }
            Err(e) => {
                eprintln!("stridelab: {e}");
                return ExitCode::FAILURE;
            }
        };
        if buffer.is_empty() {
            let cmd = line.trim();
            if cmd.is_empty() {
                continue;
            }
            if let Some(rest) = cmd.strip_prefix(':') {
                remember(&mut editor, history.as_deref(), cmd);
                command(&mut session, rest, &mut trace);
                continue;
            }
            if matches!(cmd, "exit()" | "quit()" | "exit" | "quit") {
                break;
            }
        }
        if !buffer.is_empty() {
            buffer.push('\n');
        }
        buffer.push_str(&line);
        if needs_more(&buffer, &line) {
            continue;
        }
        // Saved before it runs: whatever the statement does, the input is not lost.
        remember(&mut editor, history.as_deref(), &buffer);
        execute(&mut session, &buffer, trace);
        buffer.clear();
    }
    ExitCode::SUCCESS
}

/// Adds an input to the history and writes the history file at once, so a crash or a
/// killed terminal loses nothing typed before it.
fn remember(editor: &mut DefaultEditor, file: Option<&std::path::Path>, input: &str) {
    let _ = editor.add_history_entry(input);
    if let Some(h) = file {
        if let Err(e) = editor.save_history(h) {
            eprintln!("stridelab: history not saved to {}: {e}", h.display());
        }
    }
}

fn choose_device(name: &str) -> Result<Device, String> {
    let d = Device::parse(name).map_err(|e| e.message)?;
    backend(d)
        .and_then(|b| b.availability())
        .map_err(|e| e.message)?;
    set_default_device(d);
    Ok(d)
}

fn execute(session: &mut Session, source: &str, trace: bool) {
    // Each input gets the whole step budget, and a Ctrl-C pressed at the prompt does not
    // interrupt the next statement.
    session.new_input();
    INTERRUPTED.store(false, Ordering::SeqCst);
    let results = match session.run(source) {
        Ok(r) => r,
        Err(e) => {
            eprint!(
                "{}",
                describe_error("<stdin>", source, &e, e.span.unwrap_or_default())
            );
            return;
        }
    };
    for r in results {
        print!("{}", r.output);
        if let Some(echo) = &r.echo {
            println!("{echo}");
        }
        if trace {
            for ev in &r.trace {
                println!("  [kernel] {}", ev.line());
            }
        }
        if let Outcome::Error(e) = &r.outcome {
            eprint!("{}", describe_error("<stdin>", source, e, r.span));
        }
    }
}

fn command(session: &mut Session, cmd: &str, trace: &mut bool) {
    let mut words = cmd.split_whitespace();
    match (words.next(), words.next()) {
        (Some("help"), _) => println!("{HELP}"),
        (Some("trace"), Some(v @ ("on" | "off"))) => {
            *trace = v == "on";
            session.set_trace(*trace);
            println!("kernel trace {v}");
        }
        (Some("device"), Some(name)) => match choose_device(name) {
            Ok(d) => println!("new tensors go to {d}"),
            Err(e) => eprintln!("{e}"),
        },
        (Some("draw"), Some(name)) => match draw_variable(session, name) {
            // Colours only when the terminal shows them.
            Ok(text) => anstream::print!("{text}"),
            Err(e) => eprintln!("{e}"),
        },
        _ => eprintln!("unknown command :{cmd} (:help lists them)"),
    }
}

fn draw_variable(session: &Session, name: &str) -> Result<String, String> {
    let value = session
        .global(name)
        .ok_or_else(|| format!("NameError: name '{name}' is not defined"))?;
    let t = value
        .as_tensor()
        .ok_or_else(|| format!("{name} is not a tensor"))?;
    draw_tensor(name, t)
}
