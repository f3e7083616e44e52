//! A script run: parse once, execute each top-level statement, and keep what every
//! statement produced (its value or error, its printed output and its kernel trace).

use super::ast::StmtKind;
use super::eval::Interp;
use super::value::Value;
use crate::error::{Result, Span, TorchError};
use crate::trace::TraceEvent;
use std::cell::RefCell;
use std::rc::Rc;

#[derive(Clone, Debug)]
pub struct RunOptions {
    pub max_steps: u64,
    pub max_alloc_bytes: usize,
    /// All live tensors together (`--max-memory`).
    pub max_memory_bytes: usize,
    /// Record a kernel trace for every statement.
    pub trace: bool,
}

impl Default for RunOptions {
    fn default() -> Self {
        let l = crate::limits::Limits::default();
        RunOptions {
            max_steps: l.max_steps,
            max_alloc_bytes: l.max_alloc_bytes,
            max_memory_bytes: l.max_memory_bytes,
            trace: false,
        }
    }
}

pub enum Outcome {
    /// An expression statement's value.
    Value(Value),
    /// A statement that is not an expression.
    Done,
    Error(TorchError),
}

pub struct StmtResult {
    pub index: usize,
    pub span: Span,
    /// The last line the statement covers (for placing output beside it).
    pub end_line: u32,
    pub outcome: Outcome,
    /// What `print` wrote while the statement ran.
    pub output: String,
    /// The REPL echo of an expression's value, taken right after the statement ran (later
    /// in-place ops may change the same tensor).
    pub echo: Option<String>,
    pub trace: Vec<TraceEvent>,
    /// The statement raised SystemExit and nothing caught it: the script ends here. A quiet
    /// exit (code None or 0) has the outcome `Done`; a host that exits (the REPL) asks this.
    pub exited: bool,
}

pub struct Session {
    pub interp: Interp,
    output: Rc<RefCell<String>>,
    opts: RunOptions,
}

/// The state a session owns lives in thread-locals beside the code that uses it (so the
/// kernels need no context argument); this is the one place it all starts over, so a new
/// session behaves the same whatever ran before it on the thread:
///
/// | state | module |
/// |---|---|
/// | storage ids and addresses | `storage` |
/// | default device | `device` |
/// | emulated profiles, detector, asserts | `buglab` |
/// | random seed and offset | `ops::random` |
/// | Python's `random` stream | `interp::pyrandom` |
/// | grad mode, node sequence numbers, hook ids | `autograd` |
/// | print options | `interp::format` |
/// | allocation and memory caps, live bytes | `limits` |
/// | kernel trace | `trace` |
/// | CPU thread count | `cpu::threads` |
/// | CPU autocast state and weight cache | `ops::autocast` |
fn reset_session_state(opts: &RunOptions) {
    crate::storage::reset_allocation_ids();
    // A script's torch.set_default_device does not outlive its session.
    crate::device::set_default_device(crate::Device::Cpu);
    // So are its bug-lab settings (emulated MPS profile, detector).
    crate::buglab::reset();
    crate::ops::random::manual_seed(crate::ops::random::SESSION_SEED);
    super::pyrandom::reset();
    crate::autograd::set_grad_enabled(true);
    crate::autograd::set_inference_mode(false);
    crate::autograd::reset_counters();
    crate::autograd::forward::reset();
    crate::autograd::anomaly::reset();
    super::format::set_print_options(super::format::PrintOptions::DEFAULT);
    crate::limits::set_max_alloc_bytes(opts.max_alloc_bytes);
    crate::limits::set_max_memory_bytes(opts.max_memory_bytes);
    crate::trace::set_enabled(opts.trace);
    crate::trace::take();
    // torch.set_num_threads lasts for its session only.
    crate::cpu::threads::reset();
    crate::ops::determinism::reset();
    crate::warnings::reset();
    super::frames::set_script_name("<stdin>");
    crate::dtype::set_default_float(crate::dtype::DType::Float32);
    super::saved_tensor_hooks::reset();
    crate::ops::autocast::reset();
}

impl Drop for Session {
    fn drop(&mut self) {
        self.interp.release_scopes();
    }
}

impl Session {
    /// Whether an uncaught SystemExit ends the script without a message: its code is None
    /// or 0, as CPython exits with status 0 and prints nothing.
    fn quiet_exit(&mut self, e: &crate::error::TorchError) -> bool {
        let v = crate::interp::exceptions::value_of(e);
        matches!(
            self.interp.getattr(&v, "code"),
            Ok(Value::None) | Ok(Value::Int(0))
        )
    }

    /// A fresh session. Storage numbering, the random seed and grad mode start over, so two
    /// runs of one script show the same addresses and values.
    pub fn new(opts: RunOptions) -> Session {
        reset_session_state(&opts);
        let output = Rc::new(RefCell::new(String::new()));
        let sink = output.clone();
        let mut interp = Interp::new(Box::new(move |s: &str| sink.borrow_mut().push_str(s)));
        interp.max_steps = opts.max_steps;
        Session {
            interp,
            output,
            opts,
        }
    }

    /// Names the file the script came from (`co_filename`, the lines warnings name).
    pub fn set_script_name(&mut self, name: &str) {
        super::frames::set_script_name(name);
    }

    /// Starts a new input of an interactive session: the step budget is per input, so one
    /// runaway loop does not leave every later statement without steps.
    pub fn new_input(&mut self) {
        self.interp.steps = 0;
    }

    /// Turns the per-statement kernel trace on or off (the REPL's `:trace`).
    pub fn set_trace(&mut self, on: bool) {
        self.opts.trace = on;
        crate::trace::set_enabled(on);
        crate::trace::take();
    }

    /// Runs a whole script and collects every statement's result.
    pub fn run(&mut self, source: &str) -> Result<Vec<StmtResult>> {
        let mut out = Vec::new();
        self.run_with(source, |_, r| out.push(r))?;
        Ok(out)
    }

    /// Runs a whole script, handing each statement's result to `f` as soon as it ran, while
    /// its values are still as the statement left them. A syntax error stops the script
    /// before anything runs (as Python does); a runtime error ends only its own statement.
    pub fn run_with(
        &mut self,
        source: &str,
        mut f: impl FnMut(&mut Interp, StmtResult),
    ) -> Result<()> {
        let stmts = super::parser::parse(source)?;
        super::frames::set_script_source(source);
        crate::limits::set_poll(self.interp.interrupt.clone());
        let ends: Vec<u32> = stmts
            .iter()
            .enumerate()
            .map(|(i, s)| {
                stmts
                    .get(i + 1)
                    .map(|n| n.span.line.saturating_sub(1).max(s.span.line))
                    .unwrap_or_else(|| source.lines().count().max(s.span.line as usize) as u32)
            })
            .collect();
        for (i, s) in stmts.iter().enumerate() {
            self.output.borrow_mut().clear();
            let outcome = match &s.kind {
                StmtKind::Expr(e) => {
                    self.interp.span = s.span;
                    match self.interp.eval(e) {
                        Ok(v) => Outcome::Value(v),
                        Err(err) => Outcome::Error(err.at(s.span)),
                    }
                }
                _ => match self.interp.exec(s) {
                    Ok(_) => Outcome::Done,
                    Err(err) => Outcome::Error(err),
                },
            };
            // An interrupted script stops here; everything after it is skipped. So does one
            // that raised SystemExit (`sys.exit()`, a failed `parse_args`) and did not catch
            // it, as CPython ends the program; an exit with status None or 0 is quiet.
            let exits = matches!(&outcome, Outcome::Error(e)
                if crate::interp::exceptions::is_builtin_class(e, "SystemExit"));
            let stop = exits || matches!(&outcome, Outcome::Error(e) if e.kind.stops_the_script());
            let outcome = match outcome {
                Outcome::Error(e) if exits && self.quiet_exit(&e) => Outcome::Done,
                o => o,
            };
            // `with torch.no_grad()` cannot leak past its statement even on error.
            let trace = if self.opts.trace {
                crate::trace::take()
            } else {
                Vec::new()
            };
            let (outcome, echo) = match outcome {
                Outcome::Value(Value::None) => (Outcome::Value(Value::None), None),
                Outcome::Value(v) => match self.interp.repr(&v) {
                    Ok(text) => (Outcome::Value(v), Some(text)),
                    Err(e) => (Outcome::Error(e.at(s.span)), None),
                },
                o => (o, None),
            };
            let r = StmtResult {
                index: i,
                span: s.span,
                end_line: ends[i],
                outcome,
                output: self.output.borrow().clone(),
                echo,
                trace,
                exited: exits,
            };
            f(&mut self.interp, r);
            if stop {
                break;
            }
        }
        Ok(())
    }

    /// One global variable of the script, by name.
    pub fn global(&self, name: &str) -> Option<Value> {
        self.interp.globals.vars.borrow().get(name).cloned()
    }

    /// The script's global variables, in name order (for the inspector).
    pub fn globals(&self) -> Vec<(String, Value)> {
        let mut v: Vec<(String, Value)> = self
            .interp
            .globals
            .vars
            .borrow()
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        v.sort_by(|a, b| a.0.cmp(&b.0));
        v
    }
}
