//! Lending the interpreter to code that runs below it. Autograd's engine is plain Rust and
//! knows nothing of Python, but a custom `torch.autograd.Function`'s backward is Python: the
//! engine calls a closure, which borrows the interpreter that started the backward pass.
//!
//! `lend` hands over the caller's `&mut Interp` for the duration of `f` (the caller does not
//! touch it meanwhile); `with_lent` takes it back out for one callback, so at any moment
//! exactly one `&mut Interp` is in use, as the borrow rules require.

use super::eval::Interp;
use crate::error::{runtime, Result};
use std::cell::Cell;

thread_local! {
    static LENT: Cell<*mut Interp> = const { Cell::new(std::ptr::null_mut()) };
}

/// Runs `f` (which must not use `it`) with `it` available to `with_lent`.
pub fn lend<R>(it: &mut Interp, f: impl FnOnce() -> R) -> R {
    let prev = LENT.with(|l| l.replace(it as *mut Interp));
    let r = f();
    LENT.with(|l| l.set(prev));
    r
}

/// Runs `f` with the interpreter lent by the innermost `lend`.
pub fn with_lent<R>(f: impl FnOnce(&mut Interp) -> Result<R>) -> Result<R> {
    // Taken out while in use, so a nested callback cannot alias it.
    let p = LENT.with(|l| l.replace(std::ptr::null_mut()));
    if p.is_null() {
        return Err(runtime(
            "a Python backward ran outside the interpreter (internal error)",
        ));
    }
    // SAFETY: `p` came from the `&mut Interp` passed to `lend`, whose caller does not use it
    // until `lend` returns, and it is removed from the slot while this borrow lives.
    let r = f(unsafe { &mut *p });
    LENT.with(|l| l.set(p));
    r
}

/// Runs `f` with the lent interpreter, or None when none is lent (the caller then refuses
/// what it cannot do without running Python).
pub fn try_with_lent<R>(f: impl FnOnce(&mut Interp) -> Result<R>) -> Option<Result<R>> {
    let lent = LENT.with(|l| !l.get().is_null());
    lent.then(|| with_lent(f))
}
