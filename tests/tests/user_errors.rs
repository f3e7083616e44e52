//! Mistakes users make, and the messages they get: each one must read like PyTorch's (or
//! Python's), name the line and column, and never panic.

use stridelab_core::error::ErrorKind;
use stridelab_core::interp::{Outcome, RunOptions, Session};

struct Case {
    script: &'static str,
    kind: ErrorKind,
    /// A piece of the message PyTorch (or Python) gives for the same mistake.
    message: &'static str,
    line: u32,
    col: u32,
}

const fn case(
    script: &'static str,
    kind: ErrorKind,
    message: &'static str,
    line: u32,
    col: u32,
) -> Case {
    Case {
        script,
        kind,
        message,
        line,
        col,
    }
}

use ErrorKind::*;

const CASES: &[Case] = &[
    // impossible views and reshapes
    case("x = torch.arange(12.).view(3, 4)\ny = x.T.view(-1)", RuntimeError, "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.", 2, 13),
    case("x = torch.arange(12.)\nx.view(5, 3)", RuntimeError, "shape '[5, 3]' is invalid for input of size 12", 2, 7),
    case("x = torch.arange(12.)\nx.reshape(-1, -1)", RuntimeError, "only one dimension can be inferred", 2, 10),
    case("x = torch.arange(6.)\nx.view(-2, 3)", RuntimeError, "invalid shape dimension -2", 2, 7),
    case("x = torch.arange(6.)\n\n  # comment\nx.as_strided((4, 4), (4, 1))", RuntimeError, "setStorage: sizes [4, 4], strides [4, 1], storage offset 0, and itemsize 4 requiring a storage size of 64 are out of bounds for storage of size 24", 4, 13),
    case("x = torch.arange(6.)\nx.as_strided((2,), (-1,))", RuntimeError, "as_strided: Negative strides are not supported at the moment, got strides: [-1]", 2, 13),
    case("x = torch.ones(2, 3)\nx.expand(3, 3)", RuntimeError, "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 0.  Target sizes: [3, 3].  Tensor sizes: [2, 3]", 2, 9),
    case("x = torch.ones(2, 3)\nx.expand(3)", RuntimeError, "the number of sizes provided (1) must be greater or equal to the number of dimensions in the tensor (2)", 2, 9),
    // out-of-range dims and indices
    case("x = torch.ones(2, 3)\nx.sum(2)", IndexError, "Dimension out of range (expected to be in range of [-2, 1], but got 2)", 2, 6),
    case("x = torch.ones(2, 3)\nx.transpose(0, -3)", IndexError, "Dimension out of range (expected to be in range of [-2, 1], but got -3)", 2, 12),
    case("x = torch.ones(2, 3)\nx.unsqueeze(4)", IndexError, "Dimension out of range (expected to be in range of [-3, 2], but got 4)", 2, 12),
    case("x = torch.ones(2, 3)\nx[2]", IndexError, "index 2 is out of bounds for dimension 0 with size 2", 2, 2),
    case("x = torch.ones(2, 3)\nx[:, -4]", IndexError, "index -4 is out of bounds for dimension 1 with size 3", 2, 2),
    case("x = torch.ones(2, 3)\nx[0, 0, 0]", IndexError, "too many indices for tensor of dimension 2", 2, 2),
    case("x = torch.ones(2, 3)\nx.select(1, 3)", IndexError, "select(): index 3 out of range for tensor of size [2, 3] at dimension 1", 2, 9),
    case("x = torch.ones(4)\nx.narrow(0, 2, 3)", RuntimeError, "start (2) + length (3) exceeds dimension size (4).", 2, 9),
    case("x = torch.ones(4)\nx[::-1]", ValueError, "step must be greater than zero", 2, 2),
    case("x = torch.ones(2, 3)\nx.permute(0, 0)", RuntimeError, "permute(): duplicate dims are not allowed.", 2, 10),
    case("x = torch.ones(3)\nx.mT", RuntimeError, "tensor.mT is only supported on matrices or batches of matrices. Got 1-D tensor.", 2, 2),
    // broadcasting and shapes
    case("a = torch.ones(2, 3)\nb = torch.ones(4)\nc = a + b", RuntimeError, "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1", 3, 7),
    case("a = torch.ones(3)\na.add_(torch.ones(2, 3))", RuntimeError, "output with shape [3] doesn't match the broadcast shape [2, 3]", 2, 7),
    case("a = torch.ones(2, 3)\na @ torch.ones(2, 3)", RuntimeError, "mat1 and mat2 shapes cannot be multiplied (2x3 and 2x3)", 2, 3),
    case("a = torch.ones(3)\nb = a.expand(2, 3)\nb.add_(1)", RuntimeError, "unsupported operation: more than one element of the written-to tensor refers to a single memory location. Please clone() the tensor before performing the operation.", 3, 7),
    case("a = torch.ones(3, 3)\na.add_(a.T)", RuntimeError, "some elements of the input tensor and the written-to tensor refer to a single memory location", 2, 7),
    case("torch.cat([torch.ones(2, 3), torch.ones(2, 4)])", RuntimeError, "Sizes of tensors must match except in dimension 0. Expected size 3 but got size 4 for tensor number 1 in the list.", 1, 10),
    // dtypes
    case("a = torch.arange(3)\na.add_(0.5)", RuntimeError, "result type Float can't be cast to the desired output type Long", 2, 7),
    case("torch.arange(3).mean()", NotImplementedError, "mean(): could not infer output dtype. Input dtype must be either a floating point or complex dtype. Got: Long", 1, 21),
    case("m = torch.ones(3) > 0\n-m", NotImplementedError, "Negation, the `-` operator, on a bool tensor is not supported.", 2, 1),
    case("torch.tensor([1, 2], requires_grad=True)", RuntimeError, "Only Tensors of floating point and complex dtype can require gradients", 1, 13),
    // unknown names and attributes
    case("y = x + 1", NameError, "name 'x' is not defined", 1, 5),
    case("x = torch.ones(2)\nx.foo", AttributeError, "'Tensor' object has no attribute 'foo'", 2, 2),
    case("torch.tensorr([1.0])", AttributeError, "module 'torch' has no attribute 'tensorr'", 1, 6),
    // NumPy has the name (`hasattr(np, "uint64")` is True); using it is what is refused.
    case("import numpy as np\nnp.uint64(3)", NotImplementedError, "numpy dtype uint64 is not supported in stridelab", 2, 10),
    case("import numpy as np\ntorch.from_numpy(np.arange(3)[::-1])", ValueError, "At least one stride in the given numpy array is negative", 2, 17),
    case("x = torch.ones(2)\nx.sum(dimm=0)", TypeError, "sum() received an invalid combination of arguments - got (dimm=int, )", 2, 6),
    case("x = torch.ones(2)\nlen(x[0])", TypeError, "len() of a 0-d tensor", 2, 4),
    case("x = torch.ones(2)\nif x:\n    pass", RuntimeError, "Boolean value of Tensor with more than one value is ambiguous", 2, 1),
    // syntax errors
    case("x = (1, 2", SyntaxError, "'(' was never closed", 1, 5),
    case("x = = 3", SyntaxError, "invalid syntax", 1, 5),
    case("for i in range(3)\n    pass", SyntaxError, "expected ':'", 1, 18),
    case("if True:\npass", SyntaxError, "expected an indented block", 2, 1),
    case("x = 1\n  y = 2", SyntaxError, "unexpected indent", 2, 3),
    case("def f(a, a): pass", SyntaxError, "duplicate argument 'a' in function definition", 1, 10),
    case("def f(x, *, a, b=1, **a): pass", SyntaxError, "duplicate argument 'a' in function definition", 1, 23),
    case("def f(**kw, a): pass", SyntaxError, "arguments cannot follow var-keyword argument", 1, 13),
    case("g = lambda **kw, *a: 0", SyntaxError, "arguments cannot follow var-keyword argument", 1, 18),
    case("def f(a=1, b):\n    pass", SyntaxError, "non-default argument follows default argument", 1, 12),
    case("x = b\"a\" \"b\"", SyntaxError, "cannot mix bytes and nonbytes literals", 1, 13),
    // The complex ops without a gradient here are refused by name, never a silent
    // requires_grad=False.
    case("z = torch.randn(2, 2, dtype=torch.cfloat, requires_grad=True)\nw = torch.linalg.inv(z)", NotImplementedError, "autograd through torch.linalg.inv with complex tensors is not supported in stridelab yet", 2, 21),
    case("x = torch.ones(2, 2, requires_grad=True)\ny = torch.fft.ihfft2(x)", NotImplementedError, "autograd through torch.fft.ihfft2 with complex tensors is not supported in stridelab yet", 2, 21),
    // A class's own __eq__ without __hash__ makes it unhashable, and its __hash__ must give
    // an int (CPython's rules for keys, now that a class's __hash__ is called).
    case("class P:\n    def __eq__(self, o): return True\nd = {P(): 1}", TypeError, "unhashable type: 'P'", 3, 5),
    case("class P:\n    def __hash__(self): return 'x'\ns = set()\ns.add(P())", TypeError, "__hash__ method should return an integer", 4, 6),
    case("torch.ones(2) = 3", SyntaxError, "cannot assign to function call", 1, 11),
    case("x = 'abc", SyntaxError, "unterminated string literal", 1, 5),
    // resource limits
    case("x = torch.zeros(100000, 100000)", RuntimeError, "DefaultCPUAllocator: not enough memory: you tried to allocate 40000000000 bytes", 1, 16),
    case("i = 0\nwhile True:\n    i += 1", ResourceLimit, "script stopped after", 2, 1),
    case("def f(n):\n    return f(n + 1)\nf(0)", RecursionError, "maximum recursion depth exceeded", 2, 13),
];

fn run(script: &str) -> (ErrorKind, String, u32, u32) {
    let mut s = Session::new(RunOptions {
        max_steps: 20_000,
        max_alloc_bytes: 1 << 30,
        max_memory_bytes: 1 << 30,
        trace: false,
    });
    let results = match s.run(script) {
        Err(e) => {
            let sp = e.span.expect("a syntax error has a position");
            return (e.kind, e.message, sp.line, sp.col);
        }
        Ok(r) => r,
    };
    for r in results {
        if let Outcome::Error(e) = r.outcome {
            let sp = e.span.expect("a runtime error has a position");
            return (e.kind, e.message, sp.line, sp.col);
        }
    }
    panic!("no error raised by:\n{script}");
}

#[test]
fn user_errors_read_like_pytorch_and_point_at_the_code() {
    assert!(CASES.len() >= 30);
    let mut bad = Vec::new();
    for c in CASES {
        let got = std::panic::catch_unwind(|| run(c.script));
        match got {
            Err(_) => bad.push(format!("PANIC on:\n{}", c.script)),
            Ok((kind, msg, line, col)) => {
                if kind != c.kind || !msg.contains(c.message) || line != c.line || col != c.col {
                    bad.push(format!(
                        "script:\n{}\n  got      {:?} at {line}:{col}: {msg}\n  expected {:?} at {}:{}: ...{}...",
                        c.script, kind, c.kind, c.line, c.col, c.message
                    ));
                }
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} of {} user errors are wrong:\n\n{}",
        bad.len(),
        CASES.len(),
        bad.join("\n\n")
    );
}

#[test]
fn a_failed_statement_leaves_its_name_unbound_and_the_script_goes_on() {
    let mut s = Session::new(RunOptions::default());
    let r = s.run("y = torch.ones(2).view(3)\ny\nz = 1\nz").unwrap();
    assert!(matches!(&r[0].outcome, Outcome::Error(e) if e.kind == RuntimeError));
    assert!(
        matches!(&r[1].outcome, Outcome::Error(e) if e.kind == NameError && e.message == "name 'y' is not defined")
    );
    assert_eq!(r[3].echo.as_deref(), Some("1"));
}

/// A tutorial's `if __name__ == "__main__": main()` runs, as `python script.py` runs it (the
/// oracle's harness gives scripts no `__name__`, so no case can hold this).
#[test]
fn a_script_runs_as_the_main_program() {
    let mut s = Session::new(RunOptions::default());
    let r = s
        .run("ran = []\ndef main():\n    ran.append(1)\nif __name__ == \"__main__\":\n    main()\nran\n__name__")
        .unwrap();
    assert_eq!(r[3].echo.as_deref(), Some("[1]"));
    assert_eq!(r[4].echo.as_deref(), Some("'__main__'"));
}

/// A complex literal is Python's complex number (it was first a SyntaxError for the whole
/// file, then a refusal of its statement); a malformed one is still a SyntaxError.
#[test]
fn a_complex_literal_is_a_complex_number() {
    let mut s = Session::new(RunOptions::default());
    let r = s
        .run("x = 1\ny = 1 + 2j\ny\nz = 3J if True else 4\nz")
        .unwrap();
    assert_eq!(r[2].echo.as_deref(), Some("(1+2j)"));
    assert_eq!(r[4].echo.as_deref(), Some("3j"));
    let mut s = Session::new(RunOptions::default());
    match s.run("a = 1jk") {
        Err(e) => assert_eq!(
            (e.kind, e.message.as_str()),
            (SyntaxError, "invalid imaginary literal")
        ),
        Ok(_) => panic!("`1jk` must be a SyntaxError"),
    }
}

/// `from __future__ import annotations` keeps annotations as text (PEP 563), so a class can
/// name itself in its fields. The oracle's harness compiles each statement alone (the
/// future import reaches no later statement), so the expected text is CPython 3.11's,
/// from running the whole script.
#[test]
fn future_annotations_are_kept_as_their_text() {
    let mut s = Session::new(RunOptions::default());
    let src = "from __future__ import annotations\n\
               from typing import Optional, List, Dict\n\
               from dataclasses import dataclass, KW_ONLY, fields\n\
               class Node:\n    value: int = 0\n    next: Optional[Node] = None\n    children: List[Node]\n    table: Dict[str, List[Node]]\n    shape: tuple[int, ...]\n    either: int | None\n    lit: \"Forward\"\n\
               Node.__annotations__\n\
               @dataclass\nclass Config:\n    n: int = 2\n    parent: Optional[Config] = None\n    _: KW_ONLY\n    dropout: float = 0.1\n\
               Config(3, dropout=0.5), [f.type for f in fields(Config)]";
    let r = s.run(src).unwrap();
    let echoes: Vec<&str> = r.iter().filter_map(|x| x.echo.as_deref()).collect();
    assert_eq!(
        echoes,
        [
            "{'value': 'int', 'next': 'Optional[Node]', 'children': 'List[Node]', 'table': 'Dict[str, List[Node]]', 'shape': 'tuple[int, ...]', 'either': 'int | None', 'lit': \"'Forward'\"}",
            "(Config(n=3, parent=None, dropout=0.5), ['int', 'Optional[Config]', 'float'])",
        ]
    );
}

/// `re`'s backtracking engine runs what the automaton cannot (look-around,
/// backreferences, possessive quantifiers, CPython's `$` before a final newline) with
/// CPython's answers; what stays unsupported is refused by the name of what was written.
#[test]
fn regex_backtracking_features_run_and_the_rest_is_named() {
    let mut s = Session::new(RunOptions::default());
    let src = "import re\n\
               re.search(r'(?=a)', 'a').span()\n\
               re.search(r'(a)\\1', 'aa').span()\n\
               re.search(r'(?<=a)b', 'ab').span()\n\
               re.match(r'a++', 'aa').span()\n\
               re.search(r'end$', 'the end\\n').span()\n\
               re.search(r'end$', 'the end').span()\n\
               re.findall(r'\\s+(?!\\S)|\\s+', 'a   b ')\n\
               re.search(r'(?=1)\\N{DIGIT ONE}', '1')\n\
               re.search(r'(?a)(?=x)', 'x')";
    let r = s.run(src).unwrap();
    for (k, want) in [
        (1, "(0, 0)"),
        (2, "(0, 2)"),
        (3, "(1, 2)"),
        (4, "(0, 2)"),
        (5, "(4, 7)"),
        (6, "(4, 7)"),
        (7, "['  ', ' ', ' ']"),
    ] {
        assert_eq!(r[k].echo.as_deref(), Some(want), "statement {k}");
    }
    for (k, what) in [(8, "\\N{...}"), (9, "(?a)")] {
        assert!(
            matches!(&r[k].outcome, Outcome::Error(e) if e.kind == NotImplementedError && e.message.contains(what)),
            "statement {k} was not refused as {what}"
        );
    }
}

/// An uncaught SystemExit ends the script as CPython ends the program: `sys.exit()` and
/// `sys.exit(0)` quietly, another status with its error shown; what follows never runs.
/// A caught one is an ordinary exception (`except Exception` lets it through).
#[test]
fn system_exit_ends_the_script() {
    let mut s = Session::new(RunOptions::default());
    let r = s
        .run("import sys\nran = []\ntry:\n    sys.exit(3)\nexcept SystemExit as e:\n    ran.append(e.code)\ntry:\n    sys.exit(4)\nexcept Exception:\n    ran.append('caught')\nran.append('never')")
        .unwrap();
    assert!(
        matches!(&r[3].outcome, Outcome::Error(e) if e.message.contains('4')),
        "sys.exit(4) escaped `except Exception`"
    );
    assert_eq!(r.len(), 4, "the statement after an uncaught SystemExit ran");
    let mut s = Session::new(RunOptions::default());
    let r = s.run("import sys\nx = 1\nsys.exit()\nx = 2").unwrap();
    assert!(
        matches!(&r[2].outcome, Outcome::Done),
        "sys.exit() is quiet"
    );
    assert_eq!(r.len(), 3);
}
