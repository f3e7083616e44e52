//! Warnings the library raises (PyTorch's `TORCH_WARN` and its Python `warnings.warn`
//! calls), queued here by code that has no interpreter at hand. The interpreter hands each
//! to Python's `warnings` module as soon as the native call or attribute read that raised
//! it returns, so filters, `catch_warnings(record=True)` and the "error" action behave as
//! in PyTorch, and the warning names the script's line.

use std::cell::RefCell;

/// A warning's category: the Python class it is raised as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Category {
    User,
    Future,
    Deprecation,
}

impl Category {
    pub fn class_name(self) -> &'static str {
        match self {
            Category::User => "UserWarning",
            Category::Future => "FutureWarning",
            Category::Deprecation => "DeprecationWarning",
        }
    }
}

thread_local! {
    static PENDING: RefCell<Vec<(Category, String)>> = const { RefCell::new(Vec::new()) };
    /// The `TORCH_WARN_ONCE` messages already given in this session.
    static GIVEN_ONCE: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// `TORCH_WARN_ONCE`: the first time in a session only (PyTorch: once per process).
pub fn torch_warn_once(message: &str, triggered_at: &str) {
    torch_warn_once_at(message, message, triggered_at);
}

/// `TORCH_WARN_ONCE` at one call site whose message varies (the parser's deprecated
/// overloads: whichever comes first is the only one given).
pub fn torch_warn_once_at(site: &str, message: &str, triggered_at: &str) {
    let first = GIVEN_ONCE.with(|g| {
        let mut g = g.borrow_mut();
        let new = !g.iter().any(|m| m == site);
        if new {
            g.push(site.to_string());
        }
        new
    });
    if first {
        torch_warn(message, triggered_at);
    }
}

/// A session starts with no warning pending and none given.
pub fn reset() {
    PENDING.with(|p| p.borrow_mut().clear());
    GIVEN_ONCE.with(|g| g.borrow_mut().clear());
}

/// Raises a warning from library code.
pub fn warn(category: Category, message: impl Into<String>) {
    PENDING.with(|p| p.borrow_mut().push((category, message.into())));
}

/// `TORCH_WARN` from ATen's C++: PyTorch's message ends with the source line it came from.
pub fn torch_warn(message: &str, triggered_at: &str) {
    warn(
        Category::User,
        format!("{message} (Triggered internally at {triggered_at}.)"),
    );
}

pub fn has_pending() -> bool {
    PENDING.with(|p| !p.borrow().is_empty())
}

/// The warnings raised since the last call, oldest first.
pub fn take() -> Vec<(Category, String)> {
    PENDING.with(|p| std::mem::take(&mut *p.borrow_mut()))
}
