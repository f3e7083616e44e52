//! Bounds on the native recursion that walks user values (`repr`, `==`), and the cycle
//! marks of `repr`.
//!
//! CPython raises `RecursionError` past its recursion limit; we do the same, at a limit the
//! browser's small stack can hold (the same budget as the parser's nesting and the call
//! depth). A self-referential container prints as `[...]`/`{...}`, as `Py_ReprEnter` does.

use crate::error::{ErrorKind, Result, TorchError};
use std::cell::{Cell, RefCell};

/// Deepest nesting of containers that `repr` and `==` descend into.
pub const MAX_VALUE_DEPTH: usize = 100;

thread_local! {
    static DEPTH: Cell<usize> = const { Cell::new(0) };
    static IN_REPR: RefCell<Vec<usize>> = const { RefCell::new(Vec::new()) };
}

/// One level of value recursion, released when dropped.
pub struct Level(());

impl Drop for Level {
    fn drop(&mut self) {
        DEPTH.with(|d| d.set(d.get().saturating_sub(1)));
    }
}

/// Enters one more level, or CPython's `RecursionError` ("... while getting the repr of an
/// object", "... in comparison") when the budget is spent.
pub fn enter(while_doing: &str) -> Result<Level> {
    DEPTH.with(|d| {
        if d.get() >= MAX_VALUE_DEPTH {
            return Err(TorchError::new(
                ErrorKind::RecursionError,
                format!("maximum recursion depth exceeded {while_doing}"),
            ));
        }
        d.set(d.get() + 1);
        Ok(Level(()))
    })
}

/// A container whose `repr` is in progress, unmarked when dropped.
pub struct ReprMark(usize);

impl Drop for ReprMark {
    fn drop(&mut self) {
        IN_REPR.with(|s| {
            let mut s = s.borrow_mut();
            if let Some(i) = s.iter().rposition(|&p| p == self.0) {
                s.remove(i);
            }
        });
    }
}

/// Marks the container at `addr` as being printed; `None` when it already is (a cycle: the
/// caller prints `[...]`).
pub fn repr_enter(addr: usize) -> Option<ReprMark> {
    IN_REPR.with(|s| {
        let mut s = s.borrow_mut();
        if s.contains(&addr) {
            return None;
        }
        s.push(addr);
        Some(ReprMark(addr))
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn levels_are_released_and_the_limit_is_an_error() {
        let mut held = Vec::new();
        for _ in 0..MAX_VALUE_DEPTH {
            held.push(enter("x").unwrap());
        }
        let e = enter("in comparison").err().unwrap();
        assert_eq!(e.kind, ErrorKind::RecursionError);
        assert_eq!(e.message, "maximum recursion depth exceeded in comparison");
        held.clear();
        assert!(enter("x").is_ok());
    }

    #[test]
    fn a_container_already_printing_is_a_cycle() {
        let m = repr_enter(42).unwrap();
        assert!(repr_enter(42).is_none());
        drop(m);
        assert!(repr_enter(42).is_some());
    }
}

// ---------------------------------------------------------------------- native stack

thread_local! {
    /// Where the outermost Python call started (an address on this thread's stack).
    static STACK_BASE: Cell<usize> = const { Cell::new(0) };
    /// How many bytes of stack Python calls may use below it.
    static STACK_BUDGET: Cell<usize> = const { Cell::new(DEFAULT_STACK_BUDGET) };
}

/// Enough for a few hundred Python calls in a release build, and safe on a 2 MB thread (the
/// test harness's); hosts with a known, larger stack raise it (`set_stack_budget`).
pub const DEFAULT_STACK_BUDGET: usize = 3 << 19;

/// The stack this thread's Python calls may use (the CLI's thread has 256 MB, the browser
/// worker's wasm stack 8 MB).
pub fn set_stack_budget(bytes: usize) {
    STACK_BUDGET.with(|b| b.set(bytes));
}

fn stack_address() -> usize {
    let marker = 0u8;
    std::hint::black_box(&marker) as *const u8 as usize
}

/// Marks the start of the outermost call (the stack grows down from here).
pub fn mark_stack_base() {
    STACK_BASE.with(|b| b.set(stack_address()));
}

/// CPython's `RecursionError` when the calls below the base have used their stack budget.
/// The call count alone cannot bound the native stack: each nested block of a function
/// costs frames too, so a recursive function with deep blocks needs more per call.
pub fn check_stack() -> Result<()> {
    let base = STACK_BASE.with(|b| b.get());
    let used = base.saturating_sub(stack_address());
    if used > STACK_BUDGET.with(|b| b.get()) {
        return Err(TorchError::new(
            ErrorKind::RecursionError,
            "maximum recursion depth exceeded",
        ));
    }
    Ok(())
}
