//! Errors a user can cause, shaped like the Python exceptions PyTorch raises.

use std::fmt;

/// The Python exception class the error would have in PyTorch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    RuntimeError,
    IndexError,
    ValueError,
    TypeError,
    NameError,
    AttributeError,
    SyntaxError,
    KeyError,
    ZeroDivisionError,
    NotImplementedError,
    AssertionError,
    OverflowError,
    /// A subclass of RuntimeError in Python, as here (`except RuntimeError` catches it).
    RecursionError,
    /// The script ran past a limit set by the host (steps, time, memory).
    ResourceLimit,
}

impl ErrorKind {
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::RuntimeError => "RuntimeError",
            ErrorKind::IndexError => "IndexError",
            ErrorKind::ValueError => "ValueError",
            ErrorKind::TypeError => "TypeError",
            ErrorKind::NameError => "NameError",
            ErrorKind::AttributeError => "AttributeError",
            ErrorKind::SyntaxError => "SyntaxError",
            ErrorKind::KeyError => "KeyError",
            ErrorKind::ZeroDivisionError => "ZeroDivisionError",
            ErrorKind::NotImplementedError => "NotImplementedError",
            ErrorKind::AssertionError => "AssertionError",
            ErrorKind::OverflowError => "OverflowError",
            ErrorKind::RecursionError => "RecursionError",
            ErrorKind::ResourceLimit => "ResourceLimitError",
        }
    }
}

/// A position in the user's script, 1-based like Python's tracebacks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Span {
    pub line: u32,
    pub col: u32,
}

#[derive(Clone, Debug, PartialEq)]
pub struct TorchError {
    pub kind: ErrorKind,
    pub message: String,
    /// Where in the script it happened; filled in by the interpreter.
    pub span: Option<Span>,
}

impl TorchError {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        TorchError {
            kind,
            message: message.into(),
            span: None,
        }
    }

    pub fn at(mut self, span: Span) -> Self {
        if self.span.is_none() {
            self.span = Some(span);
        }
        self
    }
}

impl fmt::Display for TorchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.span {
            Some(s) => write!(
                f,
                "line {}, column {}: {}: {}",
                s.line,
                s.col,
                self.kind.name(),
                self.message
            ),
            None => write!(f, "{}: {}", self.kind.name(), self.message),
        }
    }
}

impl std::error::Error for TorchError {}

pub type Result<T, E = TorchError> = std::result::Result<T, E>;

/// Shorthands for the common exception classes, so call sites read like PyTorch's checks.
pub fn runtime(msg: impl Into<String>) -> TorchError {
    TorchError::new(ErrorKind::RuntimeError, msg)
}
pub fn index_error(msg: impl Into<String>) -> TorchError {
    TorchError::new(ErrorKind::IndexError, msg)
}
pub fn value_error(msg: impl Into<String>) -> TorchError {
    TorchError::new(ErrorKind::ValueError, msg)
}
pub fn type_error(msg: impl Into<String>) -> TorchError {
    TorchError::new(ErrorKind::TypeError, msg)
}

/// `[2, 3]`: how PyTorch prints an int list inside messages.
pub fn fmt_list<T: fmt::Display>(xs: &[T]) -> String {
    let parts: Vec<String> = xs.iter().map(|x| x.to_string()).collect();
    format!("[{}]", parts.join(", "))
}
