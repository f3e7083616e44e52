//! Errors a user can cause, shaped like the Python exceptions PyTorch raises.

use std::any::Any;
use std::fmt;
use std::rc::Rc;

/// The Python exception class the error would have in PyTorch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    RuntimeError,
    IndexError,
    ValueError,
    TypeError,
    NameError,
    /// A function's local name read before it is bound (a NameError subclass, as in Python).
    UnboundLocalError,
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
    /// `next()` of an exhausted iterator.
    StopIteration,
    /// A string, list or tuple larger than the script's memory cap.
    MemoryError,
    /// The user pressed Ctrl-C. As in Python it derives from BaseException only, so
    /// `except Exception:` lets it through.
    KeyboardInterrupt,
    /// `import x` of a module stridelab does not have (an ImportError, as in Python).
    ModuleNotFoundError,
    /// A Python exception class with no kind of its own (`Exception`, `LookupError`, ...)
    /// raised by the script; its `raised` object names the class.
    Exception,
}

impl ErrorKind {
    /// A host limit or Ctrl-C ends the whole input, not only its statement.
    pub fn stops_the_script(self) -> bool {
        matches!(
            self,
            ErrorKind::ResourceLimit | ErrorKind::KeyboardInterrupt
        )
    }

    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::RuntimeError => "RuntimeError",
            ErrorKind::IndexError => "IndexError",
            ErrorKind::ValueError => "ValueError",
            ErrorKind::TypeError => "TypeError",
            ErrorKind::NameError => "NameError",
            ErrorKind::UnboundLocalError => "UnboundLocalError",
            ErrorKind::AttributeError => "AttributeError",
            ErrorKind::SyntaxError => "SyntaxError",
            ErrorKind::KeyError => "KeyError",
            ErrorKind::ZeroDivisionError => "ZeroDivisionError",
            ErrorKind::NotImplementedError => "NotImplementedError",
            ErrorKind::AssertionError => "AssertionError",
            ErrorKind::OverflowError => "OverflowError",
            ErrorKind::RecursionError => "RecursionError",
            ErrorKind::ResourceLimit => "ResourceLimitError",
            ErrorKind::KeyboardInterrupt => "KeyboardInterrupt",
            ErrorKind::MemoryError => "MemoryError",
            ErrorKind::StopIteration => "StopIteration",
            ErrorKind::ModuleNotFoundError => "ModuleNotFoundError",
            ErrorKind::Exception => "Exception",
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
    /// The exception object a script's `raise` raised (a user class's instance, with its
    /// attributes), which `except ... as e` must give back as it was.
    pub raised: Option<Box<Raised>>,
}

/// A script's own exception object riding on an error.
#[derive(Clone)]
pub struct Raised {
    /// `type(e).__name__`: what Python's traceback and the records name.
    pub class_name: Rc<str>,
    /// The interpreter's value (kept opaque here: the tensor library knows nothing of it).
    pub value: Rc<dyn Any>,
}

impl fmt::Debug for Raised {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Raised({})", self.class_name)
    }
}

impl PartialEq for Raised {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.value, &other.value)
    }
}

impl TorchError {
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        TorchError {
            kind,
            message: message.into(),
            span: None,
            raised: None,
        }
    }

    /// The Python class name of the error: the raised object's class, else the kind's.
    pub fn class_name(&self) -> &str {
        match &self.raised {
            Some(r) => &r.class_name,
            None => self.kind.name(),
        }
    }

    pub fn at(mut self, span: Span) -> Self {
        if self.span.is_none() {
            self.span = Some(span);
        }
        self
    }
}

impl TorchError {
    /// The last line of Python's traceback: `Kind: message`, or the bare kind when the
    /// message is empty (`KeyboardInterrupt`, `raise ValueError()`).
    pub fn headline(&self) -> String {
        if self.message.is_empty() {
            self.class_name().to_string()
        } else {
            format!("{}: {}", self.class_name(), self.message)
        }
    }
}

impl fmt::Display for TorchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.span {
            Some(s) => write!(f, "line {}, column {}: {}", s.line, s.col, self.headline()),
            None => f.write_str(&self.headline()),
        }
    }
}

impl std::error::Error for TorchError {}

pub type Result<T, E = TorchError> = std::result::Result<T, E>;

/// Shorthands for the common exception classes, so call sites read like PyTorch's checks.
/// ATen's "not implemented for this dtype" (`TORCH_CHECK_NOT_IMPLEMENTED`, and the dispatch
/// macros' `"add_cpu" not implemented for 'Bool'`), which Python sees as NotImplementedError.
pub fn not_implemented(msg: impl Into<String>) -> TorchError {
    TorchError::new(ErrorKind::NotImplementedError, msg)
}

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
