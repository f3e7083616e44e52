//! Derivatives by op family: what PyTorch splits between `tools/ops/autodiff/derivatives.yaml`
//! (each op's backward formula) and the generated `VariableType` code (recording a node when
//! an op runs). An op calls its family's `record_*` after its kernel ran, or `rebase_*` after
//! an in-place kernel (once `check_inplace` passed); when grad mode is on and an input requires
//! grad, that records a `Node` whose closure is the op's backward.
//!
//! One file per op family. For each of its ops a file holds the node name (PyTorch's
//! `grad_fn` class name, `MulBackward0`), what the node saves (`Saved`: checked against
//! in-place changes when backward runs, and freed after it), the backward formula, and the
//! `record_*`/`rebase_*` glue:
//!
//! | file         | ops                                                                      |
//! | ------------ | ------------------------------------------------------------------------ |
//! | `unary.rs`   | unary pointwise ops (`UnaryOp`), out of place and in place               |
//! | `binary.rs`  | binary pointwise ops (`BinaryOp`): arithmetic, `pow`, `maximum`, `atan2` |
//! | `ternary.rs` | `addcmul`, `addcdiv`, `lerp`, `where`                                    |
//! | `copy.rs`    | `clone`, `flip`, `cat`/`stack`, `to`; in place `copy_`, `fill_`,         |
//! |              | `masked_fill_`, `scatter_`/`scatter_add_`                                |
//! | `view.rs`    | views (`ViewKind`), `split`/`chunk`/`unbind`, `_unsafe_view`             |
//! | `reduce.rs`  | reductions, `std`, index reductions (`max(dim)`), softmax, `cumsum`      |
//! | `linalg.rs`  | `mm`, `bmm`, `dot`, `mv`, `addmm`                                        |
//! | `index.rs`   | advanced indexing, `index_select`, `gather`, `topk`/`sort`               |
//! | `loss.rs`    | losses recorded as one node, `layer_norm`                                |
//! | `norm.rs`    | `batch_norm`, `group_norm`                                               |
//! | `complex.rs` | PyTorch's node names over complex ops' real graphs (`relabel`)           |
//!
//! This file holds what the families share: `differentiable`, `saved_output`, `one`, `Val`,
//! `record_not_implemented` (the `<NotImplemented>` node of an op with no formula),
//! and `record_one_input`, the generic node for ops whose gradient is a function of the
//! incoming gradient and the input alone. Formulas are written with `super::diff_ops` (the
//! same `ops::*` a user calls), so with `create_graph=True` a backward is itself recorded.
//!
//! Adding a new op's derivative:
//! 1. If its gradient is a function of `(grad, input)` alone, the op calls
//!    `autograd::record_one_input` with PyTorch's node name and a closure; nothing here changes.
//! 2. Otherwise, in its family's file: the node name (as `print(y.grad_fn)` shows it in
//!    PyTorch), the formula (following `derivatives.yaml`, written with `diff_ops`), and a
//!    `pub fn record_<op>` that returns early unless `differentiable(out)` and `needs_grad` of
//!    its inputs, saves what PyTorch saves, and calls `graph::record`; an in-place form gets a
//!    `rebase_<op>` that calls `inplace::rebase`. A new family gets a file of its own, added
//!    to the `mod`/`pub use` lists below.
//! 3. Add a case to `tests/tests/gradcheck.rs`, which checks every formula against finite
//!    differences, and an oracle case under `tests/cases/` that prints `y.grad_fn`, so the
//!    node name is compared with PyTorch's.

mod binary;
mod complex;
mod copy;
mod index;
mod index_more;
mod linalg;
mod loss;
mod math_more;
mod norm;
mod order;
mod reduce;
mod special;
mod special2;
mod ternary;
mod unary;
mod view;

pub use binary::*;
pub use complex::*;
pub use copy::*;
pub use index::*;
pub use index_more::*;
pub use linalg::*;
pub use loss::*;
pub use math_more::*;
pub use norm::*;
pub use order::*;
pub use reduce::*;
pub use ternary::*;
pub use unary::*;
pub use view::*;

use crate::error::Result;
use crate::ops::autodiff::graph::{detached_alias, needs_grad, record, Saved};
use crate::ops::autodiff::BackwardFn;
use crate::ops::Arg;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// An owned op argument for closures.
#[derive(Clone)]
enum Val {
    T(Tensor),
    S(Scalar),
}

impl Val {
    fn of(a: Arg) -> Val {
        match a {
            Arg::T(t) => Val::T(t.clone()),
            Arg::S(s) => Val::S(s),
        }
    }
    fn arg(&self) -> Arg<'_> {
        match self {
            Val::T(t) => Arg::T(t),
            Val::S(s) => Arg::S(*s),
        }
    }
    fn tensor(&self) -> Option<&Tensor> {
        match self {
            Val::T(t) => Some(t),
            Val::S(_) => None,
        }
    }
}

fn differentiable(out: &Tensor) -> bool {
    out.dtype().is_floating()
}

fn saved_output(out: &Tensor, name: &str) -> (Tensor, Saved) {
    let a = detached_alias(out);
    let s = Saved {
        tensor: a.clone(),
        version: out.version(),
        output_of: Some(format!(
            "output 0 of {}",
            crate::ops::autodiff::graph::message_name(name)
        )),
        marker: false,
    };
    (a, s)
}

fn one(g: Option<Tensor>) -> Result<Vec<Option<Tensor>>> {
    Ok(vec![g])
}

/// One node over one input whose gradient is `backward(g, x)`, for ops with a single ATen
/// kernel (`RollBackward0`, `NansumBackward0`, ...). `backward` is written with recording
/// ops, so a double backward goes through it. With `reads_input` the node saves `x`, so an
/// in-place change to it before backward is an error, as in PyTorch.
pub fn record_one_input(
    name: &str,
    x: &Tensor,
    out: &Tensor,
    reads_input: bool,
    backward: impl Fn(&Tensor, &Tensor) -> Result<Tensor> + 'static,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(x)]) {
        return Ok(());
    }
    let xs = x.clone();
    let back: BackwardFn = Box::new(move |g| match &g[0] {
        None => one(None),
        Some(g) => one(Some(backward(g, &xs)?)),
    });
    let saved = if reads_input {
        vec![Saved::input(x)]
    } else {
        vec![]
    };
    record(name, &[Some(x)], &[out], saved, back)?;
    Ok(())
}

/// The node PyTorch records for an op that has no derivative formula (its `grad_fn` prints
/// as `<NotImplemented>`): the output requires grad, and backward through it raises
/// `message`. Refusing the op instead would differ from PyTorch for every script that never
/// calls backward.
pub fn record_not_implemented(
    inputs: &[Option<&Tensor>],
    out: &Tensor,
    message: &str,
) -> Result<()> {
    if !differentiable(out) || !needs_grad(inputs) {
        return Ok(());
    }
    let message = message.to_string();
    let back: BackwardFn = Box::new(move |_| Err(crate::error::runtime(message.clone())));
    record("NotImplemented", inputs, &[out], vec![], back)?;
    Ok(())
}

/// The node of an op whose backward PyTorch has and we have not written yet: PyTorch's node
/// name, and backward through it says so (never a wrong gradient).
pub fn record_unsupported_backward(node: &str, what: &str, x: &Tensor, out: &Tensor) -> Result<()> {
    record_refusing(
        node,
        x,
        out,
        format!("stridelab does not differentiate {what} yet"),
    )
}

/// The node of an op whose derivatives.yaml entry is `not_implemented("op")`: it has the
/// op's own name (`Unique2Backward0`), and backward through it is ATen's
/// NotImplementedError "the derivative for 'op' is not implemented.".
pub fn record_no_formula(node: &str, aten_op: &str, x: &Tensor, out: &Tensor) -> Result<()> {
    let message = format!("the derivative for '{aten_op}' is not implemented.");
    record_refusing(node, x, out, message)
}

/// A node named `node` over `x` whose backward is a NotImplementedError with `message`.
fn record_refusing(node: &str, x: &Tensor, out: &Tensor, message: String) -> Result<()> {
    if !differentiable(out) || !needs_grad(&[Some(x)]) {
        return Ok(());
    }
    let back: BackwardFn = Box::new(move |_| Err(crate::error::not_implemented(message.clone())));
    record(node, &[Some(x)], &[out], vec![], back)?;
    Ok(())
}
