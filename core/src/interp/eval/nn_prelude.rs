//! The nn prelude's scope, loaded when a script first reaches it.
//!
//! `prelude.py` and the files after it define about 1,200 functions and 190 classes
//! (`nn.Linear`, the `torch` functions written in Python). Running those definitions was
//! most of the cost of starting a session: a script that only makes and views tensors paid
//! it for nothing, and the fuzzer, which starts a session per execution, spent 42% of its
//! time there. The prelude allocates no tensor, draws no random number and prints nothing,
//! so when it runs cannot change what a script sees; the interpreter state its statements
//! touch (steps, limits, the recursion limit, the current span and flags) is saved and
//! restored around it.

use super::Interp;
use crate::error::Result;
use crate::interp::value::{Env, Value};

/// The interpreter state a load saves, and puts back however the load ended.
struct Saved {
    steps: u64,
    max_steps: u64,
    recursion_limit: usize,
    span: crate::error::Span,
    interrupt: Option<crate::limits::Poll>,
    class_body: bool,
    method_call_syntax: bool,
    call_syntax: bool,
}

impl Interp {
    /// The prelude's scope, running the prelude first if this session has not yet.
    /// A load that fails (our own bug, or the native stack spent where the script first
    /// reached the prelude) is not remembered: the next use tries again, in a fresh scope.
    fn nn_scope(&mut self) -> Option<Env> {
        if self.nn.is_none() {
            let saved = self.enter_prelude();
            let loaded = crate::interp::nn::load_prelude(self);
            self.leave_prelude(saved);
            self.nn = loaded.ok();
        }
        self.nn.clone()
    }

    /// The prelude's statements are ours: they count against no script's `--max-steps`,
    /// cannot be interrupted half-way (a half-defined `torch.nn` would outlive the
    /// interrupt in a REPL), are not held to the script's recursion limit wherever the
    /// script is (the native stack stays bounded by bytes), and leave the script's flags
    /// and error position as they were.
    fn enter_prelude(&mut self) -> Saved {
        let saved = Saved {
            steps: self.steps,
            max_steps: self.max_steps,
            recursion_limit: self.recursion_limit,
            span: self.span,
            interrupt: self.interrupt.take(),
            class_body: self.class_body,
            method_call_syntax: self.method_call_syntax,
            call_syntax: self.call_syntax,
        };
        self.steps = 0;
        self.max_steps = u64::MAX;
        self.recursion_limit = usize::MAX;
        self.class_body = false;
        self.method_call_syntax = false;
        self.call_syntax = false;
        saved
    }

    fn leave_prelude(&mut self, s: Saved) {
        self.steps = s.steps;
        self.max_steps = s.max_steps;
        self.recursion_limit = s.recursion_limit;
        self.span = s.span;
        self.interrupt = s.interrupt;
        self.class_body = s.class_body;
        self.method_call_syntax = s.method_call_syntax;
        self.call_syntax = s.call_syntax;
    }

    fn prelude_name(&mut self, name: &str) -> Option<Value> {
        let env = self.nn_scope()?;
        let v = env.vars.borrow().get(name).cloned();
        v
    }

    /// Any name of the prelude's scope (module.py's global hook tables).
    pub fn nn_global(&mut self, name: &str) -> Option<Value> {
        self.prelude_name(name)
    }

    /// A function the nn prelude defines (`_scaled_dot_product_attention`): the functional
    /// entries written in Python there are called through this.
    pub fn nn_function(&mut self, name: &str) -> Option<Value> {
        match self.prelude_name(name) {
            Some(f @ Value::Function(_)) => Some(f),
            _ => None,
        }
    }

    /// A `torch.nn` class defined by the prelude (`Linear`, `Sequential`, ...).
    pub fn nn_class(&mut self, name: &str) -> Option<Value> {
        match self.prelude_name(name) {
            Some(c @ Value::Class(_)) => Some(c),
            _ => None,
        }
    }

    /// Calls the prelude function `{prefix}{name}` with `leading` (a method's tensor) and
    /// then a registry entry's bound arguments in signature order: how the `torch`,
    /// `torch.nn.functional` and Tensor entries written in Python (`functions.py`) are
    /// reached.
    pub fn call_prelude_entry(
        &mut self,
        prefix: &str,
        leading: Vec<Value>,
        b: &crate::interp::args::Bound,
    ) -> Result<Value> {
        let name = format!("{prefix}{}", b.fname());
        let Some(f) = self.nn_function(&name) else {
            return Err(crate::error::runtime(format!(
                "the prelude defines no {name} (the nn prelude did not load)"
            )));
        };
        let mut args = leading;
        args.extend(b.in_order());
        self.call(&f, crate::interp::args::Args::new(args))
    }
}

#[cfg(test)]
mod tests {
    use crate::interp::{RunOptions, Session};

    fn session() -> Session {
        Session::new(RunOptions {
            max_steps: 1_000,
            max_alloc_bytes: 1 << 30,
            max_memory_bytes: 1 << 30,
            trace: false,
        })
    }

    #[test]
    fn a_session_that_never_reaches_torch_nn_does_not_run_the_prelude() {
        let mut s = session();
        s.run("x = torch.ones(3)\ny = x.T").unwrap();
        assert!(s.interp.nn.is_none());
        s.run("import torch.nn as nn\nm = nn.Linear(2, 3)").unwrap();
        assert!(s.interp.nn.is_some());
    }

    #[test]
    fn loading_the_prelude_allocates_no_storage_and_costs_the_script_no_steps() {
        let mut s = session();
        s.run("x = torch.ones(2)").unwrap();
        let before = crate::storage::next_storage_id();
        // 1,000 steps would not cover the prelude's ~1,400 definitions and the loop's ~800.
        let r =
            s.run("m = torch.nn.Linear(2, 2, bias=False)\nk = 0\nwhile k < 400:\n    k += 1\nk");
        let r = r.unwrap();
        assert!(
            r.iter()
                .all(|r| !matches!(r.outcome, crate::interp::Outcome::Error(_))),
            "a statement failed"
        );
        // The Linear's weight is the one new storage.
        assert_eq!(crate::storage::next_storage_id(), before + 1);
    }

    #[test]
    fn the_prelude_loads_inside_a_class_body_and_a_deep_call_unchanged() {
        let mut s = session();
        let src = "import sys\nsys.setrecursionlimit(45)\ndef f(n):\n    if n == 0:\n        class C:\n            L = torch.nn.Linear\n        return C.L\n    return f(n - 1)\nprint(f(40).__name__)";
        let r = s.run(src).unwrap();
        let last = r.last().unwrap();
        assert!(!matches!(last.outcome, crate::interp::Outcome::Error(_)));
        assert_eq!(last.output.trim_end(), "Linear");
    }
}
