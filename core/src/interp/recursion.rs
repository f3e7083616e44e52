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

/// One level of value recursion, released when dropped (it is also an interpreter frame
/// on wasm32's engine stack).
pub struct Level(#[allow(dead_code)] Frame);

impl Drop for Level {
    fn drop(&mut self) {
        DEPTH.with(|d| d.set(d.get().saturating_sub(1)));
    }
}

/// Enters one more level, or CPython's `RecursionError` ("... while getting the repr of an
/// object", "... in comparison") when the budget is spent.
pub fn enter(while_doing: &str) -> Result<Level> {
    let frame = enter_frame().map_err(|mut e| {
        e.message = format!("maximum recursion depth exceeded {while_doing}");
        e
    })?;
    DEPTH.with(|d| {
        if d.get() >= MAX_VALUE_DEPTH {
            return Err(TorchError::new(
                ErrorKind::RecursionError,
                format!("maximum recursion depth exceeded {while_doing}"),
            ));
        }
        d.set(d.get() + 1);
        Ok(Level(frame))
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

// ---------------------------------------------------------------------- wasm32's engine stack

// In wasm the shadow stack above holds only what Rust takes the address of; every frame's
// locals and return addresses live on the engine's own stack (V8's is about 1 MB, in Node and
// in browser workers alike), which wasm code cannot read and whose overflow is a `RangeError`
// that leaves the instance unusable. So on wasm32 the interpreter also counts its recursive
// frames (each expression, statement and call it is inside) and stops at a budget measured
// in release builds (docs/decisions.md). Natively the address check is exact and this count
// compiles to nothing.

/// Interpreter frames (expressions, statements, calls, container levels in progress) that
/// the engine's stack holds with room to spare, under Node (the wasm tests' host). Measured
/// in a release build under Node's 984 KB stack (`docs/decisions.md`): the costliest
/// recursion shapes overflow at about 2,400 frames (a user `__add__` calling a method, `map`
/// with a recursive lambda), ~410 bytes a frame; 1,400 leaves 40% spare.
pub const DEFAULT_FRAME_BUDGET: usize = 1400;

/// The browser worker's budget where its stack probe reads `REFERENCE_JS_DEPTH`. Measured
/// per shape in Chromium's worker (release build): the least was ~1,125-1,260 counted frames
/// at stop 67's end (CI's machine less: its end-to-end margin check crashed at 125% of 900),
/// so 800 (the check at 125% asks for 1,000).
pub const WORKER_FRAME_BUDGET: usize = 800;

/// How deep the worker's probe (a one-argument JS function recursing until the engine
/// stops it) reaches in Chromium's worker, where `WORKER_FRAME_BUDGET` was measured.
pub const REFERENCE_JS_DEPTH: usize = 4900;

/// The smallest frame budget a host is given: about 120 KB of engine stack, which any
/// browser's worker has.
pub const MIN_FRAME_BUDGET: usize = 300;

/// The worker's frame budget for an engine whose probe reached `js_depth` (`None`: the
/// probe could not run). Scaled down on a smaller stack, never above the measured budget
/// (a deeper JS stack is not evidence of room for wasm frames), never below
/// `MIN_FRAME_BUDGET` (a probe that misreads cannot make every script fail).
pub fn worker_frame_budget(js_depth: Option<usize>) -> usize {
    let Some(depth) = js_depth else {
        return WORKER_FRAME_BUDGET;
    };
    let scaled = WORKER_FRAME_BUDGET as u128 * depth as u128 / REFERENCE_JS_DEPTH as u128;
    (scaled.min(WORKER_FRAME_BUDGET as u128) as usize).max(MIN_FRAME_BUDGET)
}

/// Frames a generator resume counts for: resuming runs the generator's statements from a
/// saved frame list in one large native frame, ~3 plain frames' worth of stack (Chromium's
/// worker overflowed at 750 nested `yield from`s).
pub const RESUME_FRAMES: usize = 4;

/// Frames a call made by native code counts for (`Interp::call`): measured in Chromium's
/// worker (release build, stop 67), the shapes that recurse through a dunder, a property,
/// `sorted`'s key or `map` overflowed at 920-1,100 counted frames where a plain recursive
/// call reaches 1,725; their native callers' frames are the difference.
pub const CALLBACK_FRAMES: usize = 3;

#[cfg(target_arch = "wasm32")]
thread_local! {
    static FRAMES: Cell<usize> = const { Cell::new(0) };
    static FRAMES_LIMIT: Cell<usize> = const { Cell::new(DEFAULT_FRAME_BUDGET) };
}

/// Interpreter frames in progress, given back when dropped.
pub struct Frame {
    #[cfg(target_arch = "wasm32")]
    weight: usize,
}

#[cfg(target_arch = "wasm32")]
impl Drop for Frame {
    fn drop(&mut self) {
        FRAMES.with(|f| f.set(f.get().saturating_sub(self.weight)));
    }
}

/// Enters one more recursive interpreter frame, or CPython's `RecursionError` when the
/// engine's stack could not hold more (wasm32 only; natively a no-op).
#[inline]
pub fn enter_frame() -> Result<Frame> {
    enter_frames(1)
}

/// Enters a native frame as large as `weight` plain ones (`enter_frame`).
#[inline]
pub fn enter_frames(weight: usize) -> Result<Frame> {
    #[cfg(target_arch = "wasm32")]
    {
        let over = FRAMES.with(|f| {
            let n = f.get().saturating_add(weight);
            if n > FRAMES_LIMIT.with(|l| l.get()) {
                return true;
            }
            f.set(n);
            false
        });
        if over {
            return Err(TorchError::new(
                ErrorKind::RecursionError,
                "maximum recursion depth exceeded",
            ));
        }
        Ok(Frame { weight })
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = weight;
        Ok(Frame {})
    }
}

/// Changes the wasm32 frame budget (the browser worker's, from its stack probe; no effect
/// natively).
pub fn set_frame_budget(frames: usize) {
    #[cfg(target_arch = "wasm32")]
    FRAMES_LIMIT.with(|l| l.set(frames));
    #[cfg(not(target_arch = "wasm32"))]
    let _ = frames;
}

#[cfg(test)]
mod tests {
    use super::*;
    #[cfg(target_arch = "wasm32")]
    use wasm_bindgen_test::wasm_bindgen_test as test;

    #[test]
    fn the_worker_budget_shrinks_with_a_smaller_engine_stack_only() {
        assert_eq!(
            worker_frame_budget(Some(REFERENCE_JS_DEPTH)),
            WORKER_FRAME_BUDGET
        );
        assert_eq!(
            worker_frame_budget(Some(4 * REFERENCE_JS_DEPTH)),
            WORKER_FRAME_BUDGET
        );
        assert_eq!(worker_frame_budget(Some(usize::MAX)), WORKER_FRAME_BUDGET);
        assert_eq!(
            worker_frame_budget(Some(REFERENCE_JS_DEPTH / 2)),
            WORKER_FRAME_BUDGET / 2
        );
        assert_eq!(worker_frame_budget(Some(0)), MIN_FRAME_BUDGET);
        assert_eq!(worker_frame_budget(None), WORKER_FRAME_BUDGET);
    }

    /// On wasm32 every frame counts against the budget and is given back when it ends.
    #[cfg(target_arch = "wasm32")]
    #[test]
    fn frames_past_the_budget_are_a_recursion_error() {
        set_frame_budget(10);
        let mut held = Vec::new();
        for _ in 0..6 {
            held.push(enter_frame().unwrap());
        }
        // A weighted frame counts as that many plain ones, and is refused whole.
        assert!(enter_frames(5).is_err());
        held.push(enter_frames(4).unwrap());
        let e = enter_frame().err().unwrap();
        assert_eq!(e.kind, ErrorKind::RecursionError);
        held.pop();
        assert!(enter_frames(4).is_ok());
        held.clear();
        set_frame_budget(DEFAULT_FRAME_BUDGET);
    }

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
