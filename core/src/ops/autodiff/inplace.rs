//! In-place ops and autograd: PyTorch's checks before the write, and the history rewrite
//! after it. An in-place op on a view rewrites its base's history with `CopySlices`, so the
//! gradient of the base sees the modified region.

use super::graph::{detached_alias, gradient_edge, needs_reverse, set_history, Saved};
use super::{is_grad_enabled, BackwardFn, Edge, InputMeta, NoGradGuard, Node, NodeKind};
use crate::error::{runtime, Result};
use crate::layout::{Layout, MemoryFormat};
use crate::ops::{self, Arg};
use crate::tensor::Tensor;
use std::rc::Rc;

/// PyTorch's refusal to modify a leaf that requires grad (or a view of one) while recording.
pub fn check_inplace(t: &Tensor) -> Result<()> {
    if !is_grad_enabled() {
        return Ok(());
    }
    // PyTorch's order: a view whose creation forbids the write, a view that requires grad
    // over a leaf base (even when the base itself does not require grad), then leaves.
    if t.requires_grad() || t.view_base().is_some_and(|b| b.requires_grad()) {
        super::check_view_rebase(t)?;
    }
    if let Some(b) = t.view_base() {
        if (t.requires_grad() || b.requires_grad()) && b.is_leaf() {
            return Err(runtime(
                "a view of a leaf Variable that requires grad is being used in an in-place operation.",
            ));
        }
    }
    if t.is_leaf() && t.requires_grad() {
        return Err(runtime(
            "a leaf Variable that requires grad is being used in an in-place operation.",
        ));
    }
    Ok(())
}

/// `t_()`, `unsqueeze_()` and friends change metadata in place. Answers whether the change
/// must be recorded (a non-leaf that requires grad, while grad mode is on).
pub fn check_inplace_view(t: &Tensor) -> Result<bool> {
    if !is_grad_enabled() || !t.requires_grad() {
        return Ok(false);
    }
    // `check_inplace`'s refusals and words: "a view of a leaf" for a view whose base is a
    // leaf (`leaf.view(2, 3).t_()`, or a leaf that is a view itself), "a leaf" otherwise.
    check_inplace(t)?;
    if t.view_base().is_some() {
        // A view's own layout is what CopySlices replays into its base; changing it in
        // place would need PyTorch's view-of-view bookkeeping, which we do not have.
        return Err(runtime(
            "stridelab does not record in-place view ops (t_, unsqueeze_, ...) on views that require grad; use the out-of-place op",
        ));
    }
    Ok(true)
}

/// What an in-place op needs from before it wrote: the target's old value (some formulas
/// use it) and whether anything requires grad at all.
pub struct InplaceBefore {
    /// A graph node is owed (grad mode on, something requires grad).
    pub recording: bool,
    /// A tangent is owed (forward AD: `this` or an operand carries one).
    pub forward: bool,
    /// A copy of the target's values before the write (only when recording), made with
    /// grad mode on: its history runs into the target's, so a formula that uses it stays
    /// differentiable under `create_graph` (a detached copy silently cut the second-order
    /// path: `x.mul_(b)` then the gradient of `b`'s gradient with respect to `x`'s inputs).
    pub original: Option<Tensor>,
    /// The other tensor operands as saved before the write: PyTorch saves them before the
    /// op runs, so `y.mul_(y)` leaves a saved `other` whose version the write then moves on
    /// (and backward refuses it).
    pub others_saved: Vec<Saved>,
}

impl InplaceBefore {
    pub fn capture(this: &Tensor, others: &[Arg]) -> Result<Self> {
        let mut inputs: Vec<Option<&Tensor>> = vec![Some(this)];
        inputs.extend(others.iter().map(|a| a.tensor()));
        let recording = needs_reverse(&inputs)
            || (is_grad_enabled() && this.view_base().is_some_and(|b| b.requires_grad()));
        let forward = super::forward::has_tangent(&inputs);
        if recording {
            // Another operand may be what requires grad (`piece.mul_(w)`).
            super::check_view_rebase(this)?;
        }
        let original = if recording || forward {
            Some(snapshot(this)?)
        } else {
            None
        };
        let others_saved = if recording {
            others
                .iter()
                .filter_map(|a| a.tensor())
                .map(Saved::input)
                .collect()
        } else {
            vec![]
        };
        Ok(InplaceBefore {
            recording,
            forward,
            original,
            others_saved,
        })
    }

    /// Whether the op owes autograd anything (a node, a tangent, or both).
    pub fn active(&self) -> bool {
        self.recording || self.forward
    }
}

/// A copy of `this` whose history is `this`'s (a `CloneBackward0` over it when `this`
/// requires grad). The node is recorded by hand, not by `record`, so the trace does not
/// show autograd's own snapshot as if the script had cloned.
fn snapshot(this: &Tensor) -> Result<Tensor> {
    let copy = {
        let _g = NoGradGuard::new();
        ops::clone(this, MemoryFormat::Preserve)?
    };
    if this.requires_grad() {
        let back: BackwardFn = Box::new(|grads| Ok(vec![grads[0].clone()]));
        let node = function_node(
            "CloneBackward0",
            vec![gradient_edge(this)],
            vec![Some(input_meta(this))],
            back,
            vec![],
            vec![],
        );
        set_history(&copy, &node, 0);
    }
    // The copy stands in for `this` as it was, tangent included (an in-place twin computes
    // its result's tangent from it); the tangent is copied too, as `this`'s is about to be
    // overwritten in place.
    if let Some(t) = super::forward::tangent(this) {
        let t = {
            let _quiet = NoGradGuard::new();
            ops::clone(&t, MemoryFormat::Preserve)?
        };
        super::forward::attach(&copy, &t)?;
    }
    Ok(copy)
}

/// Rewrites history after an in-place op on `this`: the op's node (inputs: `this` before
/// the write, then `others`), and, when `this` is a view, `CopySlices` on its base.
pub fn rebase(
    name: &str,
    this: &Tensor,
    others: &[Option<&Tensor>],
    before: InplaceBefore,
    saved: Vec<Saved>,
    backward: BackwardFn,
) -> Result<()> {
    if before.forward {
        super::forward::propagate_inplace(name, this, others, &backward)?;
    }
    if !before.recording {
        return Ok(());
    }
    super::graph::check_saved(&saved)?;
    // A saved result (in place, `this` itself) carries the tangent just written to `this`,
    // as a saved output does out of place: forward over reverse reads it.
    for s in saved.iter().filter(|s| s.output_of.is_some()) {
        if s.tensor.storage().same(&this.storage()) {
            super::forward::share_tangent(&s.tensor, this);
        }
    }
    let mut inputs: Vec<Option<&Tensor>> = vec![Some(this)];
    inputs.extend_from_slice(others);
    let edges: Vec<Option<Edge>> = inputs.iter().map(|t| t.and_then(gradient_edge)).collect();
    let meta: Vec<Option<InputMeta>> = inputs.iter().map(|t| t.map(input_meta)).collect();
    let f = function_node(name, edges, meta, backward, saved, vec![]);
    install(name, this, f)
}

fn input_meta(t: &Tensor) -> InputMeta {
    InputMeta {
        dtype: t.dtype(),
        shape: t.shape(),
    }
}

fn function_node(
    name: &str,
    next_edges: Vec<Option<Edge>>,
    input_meta: Vec<Option<InputMeta>>,
    backward: BackwardFn,
    saved: Vec<Saved>,
    attrs: Vec<(&'static str, super::SavedAttr)>,
) -> Rc<Node> {
    let node = {
        let n = Node::new(
            name,
            NodeKind::Function,
            next_edges,
            input_meta,
            Some(backward),
            1,
            saved,
        );
        *n.attrs.borrow_mut() = attrs;
        Rc::new(n)
    };
    super::saved_hooks::note_recorded(&node);
    node
}

/// What an in-place op's node does that its out-of-place twin's does not.
#[derive(Clone, Copy)]
pub struct InplaceTwin<'a> {
    /// The in-place op (`hypot_`), for its messages.
    pub name: &'a str,
    /// The node recorded when the twin records none (in-place comparisons); `None` keeps
    /// the target's history (in-place logical ops).
    pub non_differentiable: Option<&'a str>,
    /// PyTorch's node saves the result, which in place is the target itself.
    pub saves_result: bool,
}

/// An in-place op written as its out-of-place twin: `out` was computed from `stand_in` (a
/// copy of `this` before the write, whose history is `this`'s), and its node
/// becomes `this`'s history, with its `self` slot (slot 0, as in every ATen signature) now
/// pointing at `this`'s old history. The node keeps its name, saved tensors and attributes,
/// so `x.hypot_(y).grad_fn` is the `HypotBackward0` the out-of-place op records.
/// A twin that records nothing (its result is bool) gets `non_differentiable`: PyTorch's
/// in-place comparisons record that node, whose gradients are zeros; its in-place logical
/// ops (`None` here) record nothing, so `this` keeps its old history.
pub fn graft(
    op: &InplaceTwin,
    this: &Tensor,
    stand_in: &Tensor,
    out: &Tensor,
    others: &[Option<&Tensor>],
    before: InplaceBefore,
) -> Result<()> {
    let InplaceTwin {
        name: inplace_name,
        non_differentiable,
        saves_result,
    } = *op;
    if before.forward {
        // The twin computed its result's tangent from the stand-in's: that is `this`'s now.
        if let Some(t) = super::forward::tangent(out) {
            super::forward::write_tangent(this, &t)?;
        }
    }
    if !before.recording {
        return Ok(());
    }
    let Some(twin) = out.autograd().grad_fn.clone() else {
        let Some(non_differentiable) = non_differentiable else {
            return Ok(());
        };
        let shapes: Vec<Option<InputMeta>> = std::iter::once(Some(this))
            .chain(others.iter().copied())
            .map(|t| t.map(input_meta))
            .collect();
        let device = this.device();
        let back: BackwardFn = Box::new(move |_| {
            shapes
                .iter()
                .map(|m| {
                    m.as_ref()
                        .map(|m| ops::zeros(&m.shape, Some(m.dtype), device))
                        .transpose()
                })
                .collect()
        });
        return rebase(non_differentiable, this, others, before, vec![], back);
    };
    // The twin's slot 0 must be the stand-in itself: a twin that reached it through other
    // nodes would send `this`'s gradient to a dead leaf, a silent wrong answer.
    let stand_in_edge = gradient_edge(stand_in);
    let slot0 = twin.next_edges.first().cloned().flatten();
    let direct = match (&stand_in_edge, &slot0) {
        (Some(a), Some(b)) => Rc::ptr_eq(&a.node, &b.node),
        (None, None) => true,
        _ => false,
    };
    if !direct {
        return Err(runtime(format!(
            "internal error: the in-place form of {} does not take self as its first input",
            twin.name
        )));
    }
    let mut edges = vec![gradient_edge(this)];
    edges.extend(twin.next_edges.iter().skip(1).cloned());
    let mut meta = vec![Some(input_meta(this))];
    meta.extend(twin.input_meta.iter().skip(1).cloned());
    // What the twin saved of its own output is `this` after the write (PyTorch's in-place
    // node saves `result`, which is self): writing `this` again before backward must be
    // the version error, not a gradient from the stale copy.
    let mut saved: Vec<Saved> = twin
        .saved
        .iter()
        .map(|s| {
            let (tensor, version) = if s.tensor.storage().same(&out.storage()) {
                (detached_alias(this), this.version())
            } else {
                (s.tensor.clone(), s.version)
            };
            Saved {
                tensor,
                version,
                output_of: s.output_of.clone(),
                marker: s.marker,
            }
        })
        .collect();
    // A twin written in Python keeps its output in its formula, not in `saved`; PyTorch's
    // node for these ops saves `result`, so the write's version is what backward checks.
    if saves_result
        && !saved
            .iter()
            .any(|s| s.tensor.storage().same(&this.storage()))
    {
        saved.push(Saved {
            tensor: detached_alias(this),
            version: this.version(),
            output_of: Some(format!(
                "output 0 of {}",
                super::graph::message_name(&twin.name)
            )),
            marker: false,
        });
    }
    let attrs = twin.attrs.borrow().clone();
    let name = twin.name.clone();
    let inner = twin.clone();
    // A twin without a derivative raises its own message ("the derivative for 'heaviside'
    // is not implemented."); the in-place op has no entry in derivatives.yaml, so PyTorch's
    // generated node says "derivative for aten::heaviside_ is not implemented".
    let not_implemented = (name == "NotImplemented")
        .then(|| format!("derivative for aten::{inplace_name} is not implemented"));
    let back: BackwardFn = Box::new(move |grads| {
        if let Some(msg) = &not_implemented {
            return Err(runtime(msg.clone()));
        }
        let b = inner.backward.borrow();
        let func = b
            .as_ref()
            .ok_or_else(|| runtime("internal error: an in-place twin lost its function"))?;
        func(grads)
    });
    let f = function_node(&name, edges, meta, back, saved, attrs);
    install(&name, this, f)
}

/// Gives `this` the in-place op's node `f` (through `CopySlices` when `this` is a view).
fn install(name: &str, this: &Tensor, f: Rc<Node>) -> Result<()> {
    // The in-place kernel wrote `this`'s storage.
    if crate::trace::enabled() {
        crate::trace::label_writer(&[this.storage().id()], name);
    }
    match this.view_base() {
        None => set_history(this, &f, 0),
        Some(base) => copy_slices(&base, this, f)?,
    }
    Ok(())
}

/// `CopySlices`: the base's gradient is passed through, except the viewed region, whose
/// gradient goes through the in-place op's own backward.
fn copy_slices(base: &Tensor, view: &Tensor, f: Rc<Node>) -> Result<()> {
    let base_layout = base.layout();
    let view_layout = view.layout();
    let mut edges = vec![gradient_edge(base)];
    edges.extend(f.next_edges.iter().skip(1).cloned());
    let mut meta = vec![Some(InputMeta {
        dtype: base.dtype(),
        shape: base.shape(),
    })];
    meta.extend(f.input_meta.iter().skip(1).cloned());
    // The view's own layout, moved to start at the base's offset: it reaches no further
    // than the view does, so it is valid whenever the view is.
    let rel = Layout::from_parts(
        view_layout.shape().to_vec(),
        view_layout.strides().to_vec(),
        view_layout.offset() - base_layout.offset(),
    );
    let fb = f.clone();
    let bl = base_layout.clone();
    let backward: BackwardFn = Box::new(move |grads| {
        let Some(g) = grads[0].clone() else {
            return Ok(vec![None; fb.next_edges.len()]);
        };
        // Under `create_graph` the copies and the view are recorded, as ATen's CopySlices
        // runs them: raw copies cut the second-order path through the viewed region
        // (`x[1:].mul_(b)` then a double backward lost `x`'s inputs' terms).
        // The same in a dual level when the gradient carries a tangent (forward over
        // reverse): raw copies would drop it.
        let graphed = super::forward::backward_records(&[Some(&g)]);
        let write = |to: &Tensor, from: &Tensor| {
            if graphed {
                ops::copy::copy_(to, from)
            } else {
                ops::copy::copy_raw(to, from)
            }
        };
        let result = ops::empty_strided(bl.shape(), bl.strides(), g.dtype(), g.device())?;
        write(&result, &g)?;
        let slice = if graphed {
            let dims = |v: &[usize]| v.iter().map(|&x| x as i64).collect::<Vec<i64>>();
            ops::view::as_strided(
                &result,
                &dims(rel.shape()),
                &dims(rel.strides()),
                Some(rel.offset() as i64),
            )?
        } else {
            result.view_with(rel.clone())
        };
        let slice_grad = ops::clone(&slice, MemoryFormat::Preserve)?;
        let res = {
            let b = fb.backward.borrow();
            let func = b
                .as_ref()
                .ok_or_else(|| runtime("internal error: CopySlices lost its function"))?;
            func(&[Some(slice_grad)])?
        };
        match res.first().cloned().flatten() {
            Some(r) => write(&slice, &r)?,
            None => ops::fill_(&slice, crate::Scalar::Int(0))?,
        }
        let mut out = vec![Some(result)];
        out.extend(res.into_iter().skip(1));
        Ok(out)
    });
    // CopySlices runs the op's node inside its own backward: the op's saved tensors are
    // CopySlices' too, so backward checks their versions (`v.addcmul_(v, v)` refuses) and
    // a second backward finds them freed, as ATen's CopySlices does.
    let saved = f.saved.clone();
    let cs = Rc::new(Node::new(
        "CopySlices",
        NodeKind::Function,
        edges,
        meta,
        Some(backward),
        1,
        saved,
    ));
    set_history(base, &cs, 0);
    view_of_base_history(base, view);
    Ok(())
}

/// Gives `view` the history of a view read from `base` as it is now: `AsStridedBackward0`
/// of the base's history (the view's gradient placed at its elements of the base).
pub(crate) fn view_of_base_history(base: &Tensor, view: &Tensor) {
    let (base_layout, vl) = (base.layout(), view.layout());
    let back: BackwardFn = Box::new(move |grads| {
        let Some(g) = grads[0].clone() else {
            return Ok(vec![None]);
        };
        Ok(vec![Some(super::diff_ops::as_strided_backward(
            &g,
            &base_layout,
            &vl,
        )?)])
    });
    let node = Rc::new(Node::new(
        "AsStridedBackward0",
        NodeKind::Function,
        vec![gradient_edge(base)],
        vec![Some(InputMeta {
            dtype: base.dtype(),
            shape: base.shape(),
        })],
        Some(back),
        1,
        vec![],
    ));
    set_history(view, &node, 0);
}

/// The saved original of an in-place target, for formulas that need `self` as it was.
pub fn original(before: &InplaceBefore) -> Option<Tensor> {
    before.original.clone()
}
