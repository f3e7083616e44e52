//! Forward-mode AD's arithmetic: tangents for duals, views and every recorded op, computed
//! with ops (the level and the tangents' home are `autograd::forward`, re-exported here so
//! one path reaches both). See `autograd/forward.rs` for the design.

pub use crate::autograd::forward::*;

use super::{is_grad_enabled, set_requires_grad, BackwardFn, NoGradGuard};
use crate::autograd::forward::set_tangent;
use crate::error::{not_implemented, runtime, Result};
use crate::ops;
use crate::scalar::Scalar;
use crate::tensor::Tensor;

/// The output size up to which a formula that does not record is read row by row.
const ROW_BY_ROW_LIMIT: usize = 4096;

/// ATen's `has_same_meta`: same sizes, strides (where a size above one makes them count),
/// storage offset and storage size, so any view of one is the same view of the other.
fn same_meta(a: &Tensor, b: &Tensor) -> bool {
    let (la, lb) = (a.layout(), b.layout());
    la.shape() == lb.shape()
        && la.offset() == lb.offset()
        && a.storage_len() == b.storage_len()
        && la
            .shape()
            .iter()
            .zip(la.strides().iter().zip(lb.strides()))
            .all(|(&n, (x, y))| n <= 1 || x == y)
}

/// A tensor with `like`'s layout (over a storage of the same size) holding `values`: how a
/// tangent laid out differently from its primal is stored.
fn with_meta_of(like: &Tensor, values: &Tensor) -> Result<Tensor> {
    let _quiet = Suspend::new();
    let storage = {
        let _no_grad = NoGradGuard::new();
        ops::zeros(&[like.storage_len()], Some(values.dtype()), like.device())?
    };
    let t = storage.alias_with(like.layout());
    // A tangent with a graph keeps it through the copy (reverse mode through a tangent).
    let _mode = NoGradGuard::with(is_grad_enabled() && values.requires_grad());
    ops::copy::copy_(&t, values)?;
    Ok(t)
}

/// ATen's refusal of a tangent whose size is not its primal's.
fn check_size(primal: &Tensor, tangent: &Tensor) -> Result<()> {
    if *primal.shape_ref() == *tangent.shape_ref() {
        return Ok(());
    }
    Err(runtime(format!(
        "Trying to set a forward gradient that has a different size than that of the original Tensor, this is not supported. Tensor is of size {} while the given forward gradient is of size {}.",
        crate::error::fmt_list(&primal.shape()),
        crate::error::fmt_list(&tangent.shape())
    )))
}

/// `torch._make_dual(primal, tangent, level)`: a view of `primal` carrying `tangent` (as
/// it is when laid out like `primal`, else a copy laid out so).
pub fn make_dual(primal: &Tensor, tangent: &Tensor, level: i64) -> Result<Tensor> {
    if current_level() < 0 {
        return Err(runtime(
            "Trying to create a dual Tensor for forward AD but no level exists, make sure to enter_dual_level() first.",
        ));
    }
    if level != current_level() {
        return Err(runtime("Invalid level given to _make_dual"));
    }
    if tangent.autograd().fw_grad.is_some() {
        return Err(runtime(format!(
            "Setting a forward grad that itself has a forward gradient at the same level{level} is not supported."
        )));
    }
    if primal.holds_complex_pairs() || tangent.holds_complex_pairs() {
        return Err(not_implemented(
            "forward-mode AD of complex tensors is not supported in stridelab",
        ));
    }
    if primal.autograd().fw_grad.is_some() {
        return Err(runtime(format!(
            "Making a dual Tensor based on a Tensor that already has a forward gradient at the same level {level} is not supported."
        )));
    }
    check_size(primal, tangent)?;
    // `_make_dual` is a view op: its result's `_base` is the primal, and a primal that
    // requires grad gives it `ViewBackward0`.
    let dims: Vec<i64> = primal.shape().iter().map(|&n| n as i64).collect();
    let dual = {
        let _quiet = Suspend::new();
        ops::view::view(primal, &dims)?
    };
    let tangent = if same_meta(primal, tangent) {
        tangent.clone()
    } else {
        with_meta_of(primal, tangent)?
    };
    set_tangent(&dual, tangent);
    Ok(dual)
}

/// `torch._unpack_dual(t, level)`: a view of `t` without its tangent (named `Identity` in
/// the graph when `t` requires grad), and the tangent itself.
pub fn unpack_dual(t: &Tensor, level: i64) -> Result<(Tensor, Option<Tensor>)> {
    // ATen looks the level up only for a tensor that has a tangent; a plain tensor
    // unpacks to itself and None at any level.
    let has = t.autograd().fw_grad.is_some();
    if level != current_level() {
        if has {
            return Err(runtime("Invalid level given to _fw_primal"));
        }
        let primal = t.view_with(t.layout());
        record_identity(t, &primal)?;
        return Ok((primal, None));
    }
    let primal = t.view_with(t.layout());
    record_identity(t, &primal)?;
    Ok((primal, tangent(t)))
}

/// The primal's node when `t` requires grad: `Identity`, a C++ node of ATen's.
fn record_identity(t: &Tensor, primal: &Tensor) -> Result<()> {
    let _quiet = Suspend::new();
    let back: BackwardFn = Box::new(|g| Ok(vec![g[0].clone()]));
    super::record("Identity", &[Some(t)], &[primal], vec![], back)?;
    Ok(())
}

/// Gives `out` a tangent computed elsewhere (a custom Function's `jvp`).
pub fn attach(out: &Tensor, tangent: &Tensor) -> Result<()> {
    if !is_active() {
        return Ok(());
    }
    check_size(out, tangent)?;
    // An output that is an input modified in place keeps its tangent object, updated in
    // place (views of it see the change).
    let own = out.autograd().fw_grad.clone();
    match own {
        Some(_) => write_tangent(out, tangent),
        None => {
            // ATen's set_fw_grad lays a tangent out as its primal (a copy when it is not).
            let tangent = if same_meta(out, tangent) {
                tangent.clone()
            } else {
                with_meta_of(out, tangent)?
            };
            set_tangent(out, tangent);
            Ok(())
        }
    }
}

/// What `record` does for forward mode: each floating result of an op over inputs with
/// tangents gets its tangent, from `backward` (the op's VJP), or as a view of the input's.
pub fn propagate(
    name: &str,
    inputs: &[Option<&Tensor>],
    outputs: &[&Tensor],
    backward: &BackwardFn,
) -> Result<()> {
    if !has_tangent(inputs) {
        return Ok(());
    }
    let tangents: Vec<Option<Tensor>> = inputs.iter().map(|t| t.and_then(tangent)).collect();
    // Which outputs still need a tangent computed (decided once, before any is set).
    let mut pending = vec![false; outputs.len()];
    for (o, wanted) in outputs.iter().zip(pending.iter_mut()) {
        // An op that wrote its result's tangent itself (its forward formula is not its
        // backward's transpose: embedding's padding row) or whose inner ops did keeps it.
        let own = o.autograd().fw_grad.is_some();
        if own
            || !super::is_differentiable_dtype(o.dtype())
            || inputs.iter().flatten().any(|i| i.same(o))
        {
            continue;
        }
        match view_tangent(name, inputs, &tangents, o) {
            Some(t) => set_tangent(o, t),
            None => *wanted = true,
        }
    }
    if !pending.contains(&true) {
        return Ok(());
    }
    let computed = jvp(name, inputs, &tangents, outputs, backward)?;
    for ((o, t), wanted) in outputs.iter().zip(computed).zip(pending) {
        let (Some(t), true) = (t, wanted) else {
            continue;
        };
        // A tangent lives where its primal does (a device copy's is copied too).
        let t = match t.device() == o.device() {
            true => t,
            false => {
                let _quiet = (NoGradGuard::new(), Suspend::new());
                ops::to_device(&t, o.device())?
            }
        };
        let t = if o.layout().strides() == t.layout().strides() {
            t
        } else {
            // ATen's formulas compute a tangent laid out as its primal; keep that.
            with_meta_of(o, &t)?
        };
        set_tangent(o, t);
    }
    Ok(())
}

/// An output that shares an input's storage is a view of it: its tangent is the same view
/// of the input's tangent (when that one is laid out as its primal).
fn view_tangent(
    name: &str,
    inputs: &[Option<&Tensor>],
    tangents: &[Option<Tensor>],
    o: &Tensor,
) -> Option<Tensor> {
    inputs.iter().zip(tangents).find_map(|(i, t)| {
        let (i, t) = (i.as_ref()?, t.as_ref()?);
        if !(i.storage().same(&o.storage()) && same_meta(i, t)) {
            return None;
        }
        if is_grad_enabled() && t.requires_grad() {
            // A tangent with a graph is viewed by a recorded op, so reverse mode through
            // the view's tangent reaches the input's.
            return recorded_view(t, &o.layout(), name).ok();
        }
        Some(t.view_with(o.layout()))
    })
}

/// The tangent an in-place op leaves on `this`: `backward` is the op's VJP over `this` as
/// it was (slot 0) and `others`.
pub fn propagate_inplace(
    name: &str,
    this: &Tensor,
    others: &[Option<&Tensor>],
    backward: &BackwardFn,
) -> Result<()> {
    let mut inputs: Vec<Option<&Tensor>> = vec![Some(this)];
    inputs.extend_from_slice(others);
    if !has_tangent(&inputs) {
        return Ok(());
    }
    let tangents: Vec<Option<Tensor>> = inputs.iter().map(|t| t.and_then(tangent)).collect();
    let computed = jvp(name, &inputs, &tangents, &[this], backward)?;
    match computed.into_iter().next().flatten() {
        Some(t) => write_tangent(this, &t),
        None => Ok(()),
    }
}

/// An in-place op's new tangent goes into `this`'s tangent in place (its views see it); a
/// view that had none takes a view of its base's (made zero when the base had none either).
pub fn write_tangent(this: &Tensor, new: &Tensor) -> Result<()> {
    // The copies are recorded when the new tangent has a graph (reverse mode through it).
    let _quiet = (
        NoGradGuard::with(is_grad_enabled() && new.requires_grad()),
        Suspend::new(),
    );
    let own = this.autograd().fw_grad.clone();
    if let Some(t) = own {
        return ops::copy::copy_(&t, new);
    }
    let Some(base) = this.view_base() else {
        set_tangent(this, with_meta_of(this, new)?);
        return Ok(());
    };
    let existing = base.autograd().fw_grad.clone();
    let base_tangent = match existing {
        Some(t) if same_meta(&base, &t) => t,
        _ => {
            let z = ops::zeros(&base.shape(), Some(new.dtype()), base.device())?;
            let z = with_meta_of(&base, &z)?;
            set_tangent(&base, z.clone());
            z
        }
    };
    let mine = base_tangent.view_with(this.layout());
    ops::copy::copy_(&mine, new)?;
    set_tangent(this, mine);
    Ok(())
}

/// `t` seen through `layout` (over the same storage) by a recorded view named `name`, so
/// a gradient through the view reaches `t`.
fn recorded_view(t: &Tensor, layout: &crate::layout::Layout, name: &str) -> Result<Tensor> {
    let _quiet = Suspend::new();
    let view = t.view_with(layout.clone());
    super::record_layout_view(name, t, &view)?;
    Ok(view)
}

/// An in-place layout change of `t` (`t_()`, `unsqueeze_()`, `as_strided_()`) is made on
/// its tangent too, which is laid out as `t` first if it was not.
pub fn restride_tangent(t: &Tensor, new: &crate::layout::Layout) -> Result<()> {
    let Some(tangent) = tangent(t) else {
        return Ok(());
    };
    let tangent = if same_meta(t, &tangent) {
        tangent
    } else {
        let copy = with_meta_of(t, &tangent)?;
        set_tangent(t, copy.clone());
        copy
    };
    if is_grad_enabled() && tangent.requires_grad() {
        // A tangent with a graph is restrided by a recorded view: changing its layout under
        // its node would leave the node expecting the old shape.
        set_tangent(t, recorded_view(&tangent, new, "AsStridedBackward0")?);
        return Ok(());
    }
    tangent.set_layout(new.clone());
    Ok(())
}

/// An op that overwrites `t` with values of no derivative (`uniform_`, `bernoulli_`): its
/// tangent becomes zeros, as derivatives.yaml's `self: zeros_like(grad)` makes it.
pub fn zero_tangent(t: &Tensor) -> Result<()> {
    let Some(tangent) = tangent(t) else {
        return Ok(());
    };
    let _quiet = (NoGradGuard::new(), Suspend::new());
    ops::fill_(&tangent, Scalar::Float(0.0))
}

/// PyTorch's refusal for an op without a forward formula. A node recorded only to refuse
/// (`NotImplemented`, "derivative for aten::floor_divide is not implemented") names its op.
fn unsupported_because(name: &str, e: crate::error::TorchError) -> crate::error::TorchError {
    let op = e
        .message
        .split_whitespace()
        .find(|w| w.starts_with("aten::"))
        .filter(|_| name == "NotImplemented");
    match op {
        Some(op) => not_implemented(format!(
            "Trying to use forward AD with {op} that does not support it."
        )),
        None => unsupported(name),
    }
}

fn unsupported(name: &str) -> crate::error::TorchError {
    not_implemented(format!(
        "Trying to use forward AD with {} that does not support it because it has not been implemented yet.\nPlease file an issue to PyTorch at https://github.com/pytorch/pytorch/issues/new?template=feature-request.yml so that we can prioritize its implementation or submit a PR adding the implementation to derivatives.yaml",
        aten_name(name)
    ))
}

/// ATen ops whose names start with an underscore, which their node names drop.
const PRIVATE_OPS: &[(&str, &str)] = &[
    (
        "ScaledDotProductFlashAttentionForCpuBackward0",
        "_scaled_dot_product_flash_attention_for_cpu",
    ),
    ("StandardGammaBackward0", "_standard_gamma"),
];

/// "LinalgSolveExBackward0" → "linalg_solve_ex": the ATen op a node is named after.
fn aten_name(node: &str) -> String {
    if let Some((_, op)) = PRIVATE_OPS.iter().find(|(n, _)| *n == node) {
        return op.to_string();
    }
    let base = crate::autograd::view_creation::op_name(node);
    let mut out = String::new();
    for (i, c) in base.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `J·t` for each output, from the op's VJP `backward`.
fn jvp(
    name: &str,
    inputs: &[Option<&Tensor>],
    tangents: &[Option<Tensor>],
    outputs: &[&Tensor],
    backward: &BackwardFn,
) -> Result<Vec<Option<Tensor>>> {
    let _quiet = Suspend::new();
    crate::trace::paused(|| {
        // The tangent keeps a graph when something it is made of requires grad (a dual
        // made of a parameter), as ATen's formulas do when they run under grad mode.
        let keep_graph = is_grad_enabled()
            && (inputs.iter().flatten().any(|t| t.requires_grad())
                || tangents.iter().flatten().any(|t| t.requires_grad()));
        // ATen's formulas read a missing tangent as zeros, so `zeros @ W` makes a tangent
        // that requires grad when W does; the same zeros here give it the same graph.
        let zeros_for_missing: Vec<Option<Tensor>>;
        let tangents = if keep_graph {
            zeros_for_missing = inputs
                .iter()
                .zip(tangents)
                .map(|(i, t)| match (i, t) {
                    (_, Some(t)) => Ok(Some(t.clone())),
                    (Some(i), None) if super::is_differentiable_dtype(i.dtype()) => {
                        Ok(Some(super::diff_ops::zeros(&i.shape(), i)?))
                    }
                    _ => Ok(None),
                })
                .collect::<Result<_>>()?;
            &zeros_for_missing[..]
        } else {
            tangents
        };
        let _mode = NoGradGuard::with(true);
        let gs: Vec<Option<Tensor>> = outputs
            .iter()
            .map(|o| {
                if !super::is_differentiable_dtype(o.dtype()) {
                    return Ok(None);
                }
                let g = super::diff_ops::zeros(&o.shape(), o)?;
                set_requires_grad(&g, true)?;
                Ok(Some(g))
            })
            .collect::<Result<_>>()?;
        let vjps = backward(&gs).map_err(|e| unsupported_because(name, e))?;
        let mut total: Option<Tensor> = None;
        let mut probe: Option<Vec<Option<Tensor>>> = None;
        for (i, (v, t)) in vjps.iter().zip(tangents).enumerate() {
            let (Some(v), Some(t)) = (v, t) else { continue };
            if !v.requires_grad() {
                // A result that did not record is a constant zero (`zeros_like(g)`) or a
                // formula computed on the host. Evaluated at g = 0 both are zero, so the
                // formula is asked again at a nonzero g to tell them apart.
                if probe.is_none() {
                    probe = Some(probe_vjps(outputs, backward).map_err(|_| unsupported(name))?);
                }
                let at_probe = probe.as_ref().and_then(|p| p.get(i).cloned().flatten());
                match at_probe {
                    Some(p) if p.to_f64_vec()?.iter().any(|&x| x != 0.0) => {
                        drop(_mode);
                        return row_by_row(name, tangents, outputs, backward, keep_graph);
                    }
                    _ => continue,
                }
            }
            let term = dot(v, t)?;
            total = Some(match total {
                None => term,
                Some(s) => super::diff_ops::add(&s, &term)?,
            });
        }
        let wrt: Vec<Tensor> = gs.iter().flatten().cloned().collect();
        let grads = match total {
            Some(s) if s.requires_grad() => {
                super::grad(&[s], &wrt, &[None], false, keep_graph, true)?
            }
            _ => vec![None; wrt.len()],
        };
        let mut grads = grads.into_iter();
        outputs
            .iter()
            .zip(&gs)
            .map(|(o, g)| match g {
                None => Ok(None),
                Some(_) => match grads.next().flatten() {
                    Some(t) => Ok(Some(t)),
                    None => Ok(Some(super::diff_ops::zeros(&o.shape(), o)?)),
                },
            })
            .collect()
    })
}

/// The VJPs at g = 1, 2, 3, ... (no graph): nonzero wherever the Jacobian is, barring a
/// cancellation no formula here has.
fn probe_vjps(outputs: &[&Tensor], backward: &BackwardFn) -> Result<Vec<Option<Tensor>>> {
    let _g = NoGradGuard::new();
    let gs: Vec<Option<Tensor>> = outputs
        .iter()
        .map(|o| {
            if !super::is_differentiable_dtype(o.dtype()) {
                return Ok(None);
            }
            let n = o.numel();
            let values = ops::arange(
                Scalar::Int(1),
                Scalar::Int(n as i64 + 1),
                Scalar::Int(1),
                Some(o.dtype()),
                o.device(),
            )?;
            Ok(Some(super::diff_ops::reshape(&values, &o.shape())?))
        })
        .collect::<Result<_>>()?;
    backward(&gs)
}

/// `⟨v, t⟩` with `v` summed over the dims broadcasting added (the engine's `sum_to`).
fn dot(v: &Tensor, t: &Tensor) -> Result<Tensor> {
    let p = super::diff_ops::mul(v, t)?;
    let dims: Vec<usize> = (0..p.ndim()).collect();
    super::diff_ops::sum_dims(&p, &dims, false)
}

/// `(J·t)ₖ = ⟨B(eₖ), t⟩`, one backward per output element: for formulas that compute on
/// the host, which the double-backward identity cannot see through.
fn row_by_row(
    name: &str,
    tangents: &[Option<Tensor>],
    outputs: &[&Tensor],
    backward: &BackwardFn,
    keep_graph: bool,
) -> Result<Vec<Option<Tensor>>> {
    let total: usize = outputs.iter().map(|o| o.numel()).sum();
    if total > ROW_BY_ROW_LIMIT {
        return Err(unsupported(name));
    }
    let _mode = NoGradGuard::with(keep_graph);
    let zeros: Vec<Option<Tensor>> = outputs
        .iter()
        .map(|o| {
            super::is_differentiable_dtype(o.dtype())
                .then(|| super::diff_ops::zeros(&o.shape(), o))
                .transpose()
        })
        .collect::<Result<_>>()?;
    let mut result = Vec::with_capacity(outputs.len());
    for (k, o) in outputs.iter().enumerate() {
        if zeros[k].is_none() {
            result.push(None);
            continue;
        }
        let mut rows = Vec::with_capacity(o.numel());
        for e in 0..o.numel() {
            let one_hot = super::diff_ops::zeros(&[o.numel()], o)?;
            ops::fill_(
                &ops::view::select(&one_hot, 0, e as i64)?,
                Scalar::Float(1.0),
            )?;
            let mut gs = zeros.clone();
            gs[k] = Some(super::diff_ops::reshape(&one_hot, &o.shape())?);
            let vjps = backward(&gs).map_err(|_| unsupported(name))?;
            let mut acc = super::diff_ops::zeros(&[], o)?;
            for (v, t) in vjps.iter().zip(tangents) {
                if let (Some(v), Some(t)) = (v, t) {
                    acc = super::diff_ops::add(&acc, &dot(v, t)?)?;
                }
            }
            rows.push(acc);
        }
        let flat = if rows.is_empty() {
            super::diff_ops::zeros(&[0], o)?
        } else {
            ops::stack(&rows, 0)?
        };
        result.push(Some(super::diff_ops::reshape(&flat, &o.shape())?));
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::aten_name;

    #[test]
    fn node_names_map_to_aten_ops() {
        assert_eq!(aten_name("MulBackward0"), "mul");
        assert_eq!(aten_name("LinalgSolveExBackward0"), "linalg_solve_ex");
        assert_eq!(aten_name("Identity"), "identity");
    }
}
