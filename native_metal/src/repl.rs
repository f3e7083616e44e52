//! `stridelab repl`: an interactive prompt on the same interpreter as `run` and the web
//! playground, with line editing and history (rustyline), plus a few `:` commands that show
//! what the tensors do.

use crate::draw::draw_tensor;
use crate::run::{describe_error, exit_status};
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

/// What the tokenizer knows at the end of an unfinished input: strings and comments are
/// skipped, so a bracket or colon inside them (`print("(")`) counts for nothing.
#[derive(Debug, Default, PartialEq)]
struct Scan {
    /// Brackets opened and not closed.
    depth: i64,
    /// The input ends inside a string: a triple-quoted one, or a quoted one whose line ends
    /// in a backslash.
    open_string: bool,
    /// The last line ends in a backslash outside any string (a line continuation).
    continued: bool,
    /// The first logical line begins a compound statement: it ends in `:` (`for ...:`), is
    /// a one-line block (`if x: y()`), or is a decorator (`@staticmethod`, then its `def`).
    opens_block: bool,
}

/// Words that begin a compound statement, whose block continues until an empty line.
const COMPOUND: [&str; 8] = ["if", "for", "while", "def", "class", "with", "try", "async"];

/// Where the scanner is: in code, or inside a string opened by `quote` (three of them when
/// `triple`).
enum At {
    Code,
    Str { quote: char, triple: bool },
}

fn scan(buffer: &str) -> Scan {
    let chars: Vec<char> = buffer.chars().collect();
    let mut s = Scan::default();
    let mut at = At::Code;
    // The code text of the first logical line (strings stand as one `"`), once known.
    let mut first = String::new();
    let mut first_done = false;
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        i += 1;
        match at {
            At::Code => {
                s.continued = false;
                match c {
                    '#' => {
                        while chars.get(i).is_some_and(|&c| c != '\n') {
                            i += 1;
                        }
                        continue;
                    }
                    '\'' | '"' => {
                        let triple = chars.get(i) == Some(&c) && chars.get(i + 1) == Some(&c);
                        if triple {
                            i += 2;
                        }
                        at = At::Str { quote: c, triple };
                    }
                    '(' | '[' | '{' => s.depth += 1,
                    ')' | ']' | '}' => s.depth -= 1,
                    '\\' if chars.get(i).is_none_or(|&n| n == '\n') => {
                        s.continued = true;
                        i += 1;
                        continue;
                    }
                    '\n' if s.depth <= 0 => first_done = true,
                    _ => {}
                }
                if !first_done {
                    first.push(c);
                }
            }
            At::Str { quote, triple } => match c {
                // An escaped character never ends the string (a raw string too: r"\"" is
                // one string).
                '\\' => i += 1,
                // A quoted string cannot span lines: the parser reports it.
                '\n' if !triple => at = At::Code,
                c if c == quote
                    && (!triple
                        || (chars.get(i) == Some(&quote) && chars.get(i + 1) == Some(&quote))) =>
                {
                    if triple {
                        i += 2;
                    }
                    at = At::Code;
                }
                _ => {}
            },
        }
    }
    s.open_string = match at {
        At::Code => false,
        At::Str { triple, .. } => triple || buffer.ends_with('\\'),
    };
    s.opens_block = begins_compound(&first);
    s
}

/// Whether the code of a first logical line begins a block.
fn begins_compound(code: &str) -> bool {
    let code = code.trim();
    let word: String = code
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    code.ends_with(':') || code.starts_with('@') || COMPOUND.contains(&word.as_str())
}

/// A statement is unfinished while it leaves a bracket, a string or a line continuation
/// open, or while it is a compound statement (a block ends at an empty line, as at
/// Python's prompt).
fn needs_more(buffer: &str, last_line: &str) -> bool {
    let s = scan(buffer);
    s.depth > 0 || s.open_string || s.continued || (s.opens_block && !last_line.trim().is_empty())
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
    let mut line_number: u64 = 0;
    loop {
        let prompt = if buffer.is_empty() { ">>> " } else { "... " };
        let read = editor.readline(prompt);
        line_number = line_number.saturating_add(1);
        let line = match read {
            Ok(l) => l,
            Err(ReadlineError::Interrupted) => {
                buffer.clear();
                continue;
            }
            Err(ReadlineError::Eof) => {
                // An unfinished block at the end of piped input still runs, as in Python.
                if !buffer.trim().is_empty() {
                    remember(&mut editor, history.as_deref(), &buffer);
                    if let Some(status) = execute(&mut session, &buffer, trace) {
                        return ExitCode::from(status);
                    }
                }
                break;
            }
            // The line was read and dropped; the rest of the input is still there. Its
            // statement cannot be whole without it, so it is dropped too (CPython's prompt
            // gives a SyntaxError for it), after going to the history.
            Err(ReadlineError::Io(e)) if e.kind() == std::io::ErrorKind::InvalidData => {
                eprintln!("stridelab: input line {line_number} is not valid UTF-8; skipped");
                if !buffer.is_empty() {
                    remember(&mut editor, history.as_deref(), &buffer);
                    eprintln!("stridelab: the unfinished statement before it was not run");
                    buffer.clear();
                }
                continue;
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
                remember(&mut editor, history.as_deref(), cmd);
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
        let exit = execute(&mut session, &buffer, trace);
        buffer.clear();
        if let Some(status) = exit {
            return ExitCode::from(status);
        }
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

/// Runs one input and prints what it gives; `Some(status)` when it raised SystemExit
/// (`exit(3)`, `sys.exit("msg")`), which ends the prompt with that status, as CPython's.
fn execute(session: &mut Session, source: &str, trace: bool) -> Option<u8> {
    // Each input gets the whole step budget, and a Ctrl-C pressed at the prompt does not
    // interrupt the next statement.
    session.new_input();
    INTERRUPTED.store(false, Ordering::SeqCst);
    let mut exit = None;
    let ran = session.run_with(source, |it, r| {
        // A quiet SystemExit (code None or 0) is a statement that ran to its end.
        if r.exited && matches!(r.outcome, Outcome::Done) {
            exit = Some(0);
        }
        print!("{}", r.output);
        if let Some(echo) = &r.echo {
            println!("{echo}");
        }
        if trace {
            for ev in &r.trace {
                println!("  [kernel] {}", ev.line());
            }
        }
        match &r.outcome {
            Outcome::Error(e) if r.exited => {
                let (status, message) = exit_status(it, e);
                if let Some(m) = message {
                    eprintln!("{m}");
                }
                exit = Some(status);
            }
            Outcome::Error(e) => eprint!("{}", describe_error("<stdin>", source, e, r.span)),
            _ => {}
        }
    });
    match ran {
        Err(e) => {
            eprint!(
                "{}",
                describe_error("<stdin>", source, &e, e.span.unwrap_or_default())
            );
            None
        }
        Ok(()) => exit,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Feeds `lines` as the prompt does and says after each whether it waits for more.
    fn waits(lines: &[&str]) -> Vec<bool> {
        let mut buffer = String::new();
        lines
            .iter()
            .map(|l| {
                if !buffer.is_empty() {
                    buffer.push('\n');
                }
                buffer.push_str(l);
                needs_more(&buffer, l)
            })
            .collect()
    }

    #[test]
    fn brackets_in_strings_and_comments_do_not_open_a_statement() {
        // `print("(")` swallowed every later line.
        assert_eq!(waits(&[r#"print("(")"#]), [false]);
        assert_eq!(waits(&["x = ')]}' + \"[\""]), [false]);
        assert_eq!(waits(&["x = 1  # ( a comment"]), [false]);
        assert_eq!(waits(&[r#"s = "a\"(""#]), [false]);
        assert_eq!(waits(&[r#"s = r"\"(""#]), [false]);
        assert_eq!(waits(&["f(1,", "2)"]), [true, false]);
    }

    #[test]
    fn a_triple_quoted_string_continues_until_it_closes() {
        assert_eq!(
            waits(&["s = \"\"\"one (", "", "two\"\"\""]),
            [true, true, false]
        );
        assert_eq!(waits(&["s = '''a", "b'''"]), [true, false]);
        assert_eq!(
            scan("s = '''a'''"),
            Scan {
                depth: 0,
                open_string: false,
                continued: false,
                opens_block: false
            }
        );
    }

    #[test]
    fn a_decorator_and_a_one_line_block_continue_until_an_empty_line() {
        assert_eq!(
            waits(&["@staticmethod", "def f():", "    return 1", ""]),
            [true, true, true, false]
        );
        assert_eq!(waits(&["if x: y = 1", ""]), [true, false]);
        assert_eq!(
            waits(&["for i in range(3):  # loop", "  pass", ""]),
            [true, true, false]
        );
        // A colon inside brackets or strings opens nothing.
        assert_eq!(waits(&["d = {1: 2}"]), [false]);
        assert_eq!(waits(&["s = 'a:'"]), [false]);
        assert_eq!(waits(&["x[1:]"]), [false]);
    }

    #[test]
    fn a_backslash_continues_a_line_and_a_string() {
        assert_eq!(waits(&["x = 1 + \\", "2"]), [true, false]);
        assert_eq!(waits(&["s = 'a\\", "b'"]), [true, false]);
        // An unterminated quoted string is the parser's error, not more input.
        assert_eq!(waits(&["s = 'abc"]), [false]);
    }
}
