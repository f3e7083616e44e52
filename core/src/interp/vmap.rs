//! `torch.func.vmap`'s bookkeeping. vmap here runs the function once per batch entry and
//! stacks the results (stdlib/torch_func.py; why: docs/decisions.md, "Stop 55"). PyTorch
//! runs it once on BatchedTensors instead, and refuses what a BatchedTensor cannot do:
//! `.item()` and Python control flow on a batched value, an in-place write of a batched
//! value into an unbatched tensor, `out=`, and random draws in randomness='error' mode.
//! To refuse the same calls, each active vmap level keeps the set of tensors that are
//! batched at it: the per-entry slices of its inputs, and whatever the interpreter computes
//! from them (every call, operator, item and attribute read passes through `propagate`).

use super::args::Args;
use super::value::Value;
use crate::error::{runtime, Result, TorchError};
use crate::tensor::{Tensor, TensorImpl};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Weak;

/// Nested vmaps deeper than this are refused (each level is a bit of a mask).
const MAX_LEVELS: usize = 64;

struct Level {
    /// `randomness='error'`: a random draw at this level is refused.
    refuse_draws: bool,
    /// `randomness='same'`: one draw for every entry.
    same: bool,
    /// The batch size (for messages that show the physical shape).
    batch: usize,
    /// The tensors batched at this level, by address; the weak handle tells a live tensor
    /// from a later one that reuses a freed address.
    batched: HashMap<usize, Weak<TensorImpl>>,
}

/// A grad-style transform running (grad, vjp, jvp, jacrev, jacfwd): memory that existed
/// before it began is captured, and PyTorch refuses to mutate it in place.
struct FuncLevel {
    /// Storages numbered below this existed when the transform began.
    first_new_storage: u64,
    /// The transform's own inputs (their differentiable copies share these storages).
    inputs: Vec<crate::storage::Storage>,
}

thread_local! {
    static FUNC_LEVELS: RefCell<Vec<FuncLevel>> = const { RefCell::new(Vec::new()) };
    static LEVELS: RefCell<Vec<Level>> = const { RefCell::new(Vec::new()) };
    /// The innermost Python frame is stridelab's own (the prelude, stdlib modules).
    static IN_LIBRARY: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Marks the frame of a Python function call as library code or the script's, for its
/// duration. PyTorch's refusals concern what a script does with a batched value; our own
/// Python stands for ATen's kernels, which read values and write buffers as they please
/// (`block_diag` writes blocks into a fresh tensor, `det` reads pivots), so refusals are
/// not applied inside it. Batched results are still marked there.
pub struct LibraryFrame(bool);

impl LibraryFrame {
    pub fn enter(library: bool) -> LibraryFrame {
        LibraryFrame(IN_LIBRARY.with(|l| l.replace(library)))
    }
}

impl Drop for LibraryFrame {
    fn drop(&mut self) {
        IN_LIBRARY.with(|l| l.set(self.0));
    }
}

fn in_library() -> bool {
    IN_LIBRARY.with(|l| l.get())
}

/// Is any vmap running? (Everything below is skipped when not: one thread-local read.)
pub fn active() -> bool {
    LEVELS.with(|l| !l.borrow().is_empty())
}

fn func_active() -> bool {
    FUNC_LEVELS.with(|l| !l.borrow().is_empty())
}

/// Whether `t`'s memory was captured by the innermost grad transform.
fn captured(t: &Tensor) -> bool {
    FUNC_LEVELS.with(|l| {
        l.borrow().last().is_some_and(|lv| {
            let s = t.storage();
            s.id() < lv.first_new_storage && !lv.inputs.iter().any(|i| i.same(&s))
        })
    })
}

fn captured_write(op: &str) -> TorchError {
    let overload = if op == "fill_" { "Scalar" } else { "Tensor" };
    runtime(format!("During a grad (vjp, jvp, grad, etc) transform, the function provided attempted to call in-place operation (aten::{op}.{overload}) that would mutate a captured Tensor. This is not supported; please rewrite the function being transformed to explicitly accept the mutated Tensor(s) as inputs."))
}

/// An in-place write into `t` by the script inside a grad transform.
fn check_captured(t: &Tensor, op: &str) -> Result<()> {
    if func_active() && !in_library() && captured(t) {
        let op = match op {
            "__iadd__" => "add_",
            "__isub__" => "sub_",
            "__imul__" => "mul_",
            "__itruediv__" => "div_",
            "__setitem__" => "copy_",
            other => other,
        };
        return Err(captured_write(op));
    }
    Ok(())
}

/// Enters a vmap level; returns its number (1 for the outermost, as PyTorch's).
pub fn enter(randomness: &str) -> Result<i64> {
    LEVELS.with(|l| {
        let mut l = l.borrow_mut();
        if l.len() >= MAX_LEVELS {
            return Err(runtime(format!(
                "vmap: nesting deeper than {MAX_LEVELS} levels is not supported in stridelab"
            )));
        }
        l.push(Level {
            refuse_draws: randomness == "error",
            same: randomness == "same",
            batch: 0,
            batched: HashMap::new(),
        });
        let refuse = l.iter().any(|lv| lv.refuse_draws);
        crate::ops::random::refuse_draws(refuse.then_some(RANDOM_REFUSED));
        Ok(l.len() as i64)
    })
}

/// Leaves the innermost level (which must be `level`), forgetting what was batched at it.
pub fn exit(level: i64) -> Result<()> {
    LEVELS.with(|l| {
        let mut l = l.borrow_mut();
        if l.len() as i64 != level {
            return Err(runtime(format!(
                "vmap: level {level} exited out of order (innermost is {})",
                l.len()
            )));
        }
        l.pop();
        let refuse = l.iter().any(|lv| lv.refuse_draws);
        crate::ops::random::refuse_draws(refuse.then_some(RANDOM_REFUSED));
        Ok(())
    })
}

const RANDOM_REFUSED: &str = "vmap: called random operation while in randomness error mode. Please either use the 'same' or 'different' randomness flags on vmap or perform the randomness operation out of vmap";

/// A new batch entry: the level forgets the previous entry's values and batches `inputs`.
pub fn start_entry(level: i64, inputs: &[Tensor], batch: usize) {
    with_level(level, |lv| {
        lv.batch = batch;
        lv.batched.clear();
        for t in inputs {
            lv.batched.insert(address(t), std::rc::Rc::downgrade(&t.0));
        }
    });
}

/// Is `t` batched at `level`?
pub fn is_batched(level: i64, t: &Tensor) -> bool {
    LEVELS.with(|l| {
        l.borrow()
            .get((level - 1) as usize)
            .is_some_and(|lv| holds(lv, t))
    })
}

fn with_level(level: i64, f: impl FnOnce(&mut Level)) {
    LEVELS.with(|l| {
        if let Some(lv) = l.borrow_mut().get_mut((level - 1) as usize) {
            f(lv)
        }
    })
}

fn address(t: &Tensor) -> usize {
    std::rc::Rc::as_ptr(&t.0) as usize
}

fn holds(lv: &Level, t: &Tensor) -> bool {
    lv.batched
        .get(&address(t))
        .and_then(Weak::upgrade)
        .is_some_and(|live| std::rc::Rc::ptr_eq(&live, &t.0))
}

/// The levels (bits) `t` is batched at.
fn mask(t: &Tensor) -> u64 {
    LEVELS.with(|l| {
        l.borrow()
            .iter()
            .enumerate()
            .filter(|(_, lv)| holds(lv, t))
            .fold(0, |m, (i, _)| m | 1 << i)
    })
}

/// The tensors in a value: itself, or inside lists, tuples and dict values (a few levels
/// deep: arguments are what matter, not arbitrary object graphs).
fn tensors(v: &Value, depth: usize, out: &mut Vec<Tensor>) {
    match v {
        Value::Tensor(t) => out.push(t.clone()),
        _ if depth == 0 => {}
        Value::List(l) => l.borrow().iter().for_each(|x| tensors(x, depth - 1, out)),
        Value::Tuple(t) => t.iter().for_each(|x| tensors(x, depth - 1, out)),
        Value::Dict(d) => d
            .borrow()
            .items
            .iter()
            .for_each(|(_, x)| tensors(x, depth - 1, out)),
        Value::Object(_) => {
            // A torch.return_types structseq (`a.sort()`) holds its tensors as a tuple.
            if let Some(items) = super::eval::equality::structseq_items(v) {
                items.iter().for_each(|x| tensors(x, depth - 1, out))
            }
        }
        _ => {}
    }
}

fn mask_of<'a>(values: impl IntoIterator<Item = &'a Value>) -> u64 {
    mask_of_tensors(&tensors_of(values))
}

fn mask_of_tensors(ts: &[Tensor]) -> u64 {
    ts.iter().fold(0, |m, t| m | mask(t))
}

/// Marks the tensors in `v` batched at the levels of `m`, except the inputs' own tensors
/// (`w.type_as(x)` hands back `w` itself, which stays as batched as it was).
fn mark(v: &Value, m: u64, inputs: &[Tensor]) {
    if m == 0 {
        return;
    }
    let mut ts = Vec::new();
    tensors(v, 4, &mut ts);
    ts.retain(|t| !inputs.iter().any(|i| std::rc::Rc::ptr_eq(&i.0, &t.0)));
    LEVELS.with(|l| {
        for (i, lv) in l.borrow_mut().iter_mut().enumerate() {
            if m & (1 << i) != 0 {
                for t in &ts {
                    lv.batched.insert(address(t), std::rc::Rc::downgrade(&t.0));
                }
            }
        }
    });
}

fn tensors_of<'a>(values: impl IntoIterator<Item = &'a Value>) -> Vec<Tensor> {
    let mut ts = Vec::new();
    for v in values {
        tensors(v, 4, &mut ts);
    }
    ts
}

/// Runs `f` (an operation on `inputs`) and marks its results batched where an input was.
pub fn propagate(inputs: &[&Value], f: impl FnOnce() -> Result<Value>) -> Result<Value> {
    if !active() {
        return f();
    }
    // Only the operands themselves: an item of a list is already marked, and scanning a
    // container at every subscript would make a loop over it quadratic.
    let ts: Vec<Tensor> = inputs
        .iter()
        .filter_map(|v| v.as_tensor().cloned())
        .collect();
    let m = mask_of_tensors(&ts);
    let r = f()?;
    mark(&r, m, &ts);
    Ok(r)
}

/// `o[i]` under vmap: a batched index (also inside a tuple, `x[:, idx]`) batches the result;
/// a batched boolean mask is refused.
pub fn subscript(o: &Value, i: &Value, f: impl FnOnce() -> Result<Value>) -> Result<Value> {
    if !active() {
        return f();
    }
    let mut ts: Vec<Tensor> = o.as_tensor().cloned().into_iter().collect();
    if ts.is_empty() {
        // A container's item is already marked as it was when it went in.
        return f();
    }
    tensors(i, 1, &mut ts);
    if !in_library()
        && ts[1..]
            .iter()
            .any(|t| t.dtype() == crate::DType::Bool && mask(t) != 0)
    {
        return Err(runtime("vmap: We do not support batching operators that can support dynamic shape. Attempting to batch over indexing with a boolean mask."));
    }
    let m = mask_of_tensors(&ts);
    let r = f()?;
    mark(&r, m, &ts);
    Ok(r)
}

/// A call of a builtin under vmap: PyTorch's refusals first, then the call, its results
/// batched where an argument (or the receiver) was.
pub fn call(
    recv: Option<&Value>,
    name: &str,
    args: Args,
    f: impl FnOnce(Args) -> Result<Value>,
) -> Result<Value> {
    let short = name.rsplit('.').next().unwrap_or(name);
    if func_active() && is_inplace(short) {
        if let Some(t) = inplace_target(recv, &args) {
            check_captured(t, short)?;
        }
    }
    if !active() {
        return f(args);
    }
    let mut ts = tensors_of(args.values());
    let args_mask = mask_of_tensors(&ts);
    // A receiver counts when it is a tensor (`results.append(t)` must not scan `results`).
    let recv_mask = match recv {
        Some(Value::Tensor(t)) => mask(t),
        _ => 0,
    };
    refuse(recv, recv_mask, name, &args, args_mask)?;
    ts.extend(recv.and_then(|r| r.as_tensor().cloned()));
    let r = f(args)?;
    if !unbatched_result(name) {
        mark(&r, args_mask | recv_mask, &ts);
    }
    Ok(r)
}

/// The calls PyTorch's BatchedTensor refuses.
fn refuse(
    recv: Option<&Value>,
    recv_mask: u64,
    name: &str,
    args: &Args,
    args_mask: u64,
) -> Result<()> {
    if in_library() {
        return Ok(());
    }
    let short = name.rsplit('.').next().unwrap_or(name);
    let any = recv_mask | args_mask;
    if recv_mask != 0 && matches!(recv, Some(Value::Tensor(_))) {
        match short {
            "item" | "__float__" | "__int__" | "__index__" | "__complex__" => {
                return Err(item_refused())
            }
            "__bool__" => return Err(control_flow_refused()),
            "tolist" | "numpy" | "data_ptr" | "untyped_storage" => {
                return Err(runtime(
                    "Cannot access data pointer of Tensor that doesn't have storage",
                ))
            }
            _ => {}
        }
    }
    if recv.is_none() && args_mask != 0 {
        match short {
            "float" | "int" | "complex" => return Err(item_refused()),
            "bool" => return Err(control_flow_refused()),
            "bernoulli" | "multinomial" | "normal" | "poisson" | "binomial" if innermost_same() => {
                return Err(runtime("Vmap does not currently support same randomness with a batched tensor input. Please file an issue with functorch"))
            }
            _ => {}
        }
    }
    if any != 0 {
        dynamic_shape(short, recv_mask, args)?;
        match short {
            "allclose" => return Err(runtime("vmap over torch.allclose isn't supported yet. Please file an issue at https://github.com/pytorch/pytorch/issues if you need this feature.")),
            "equal" | "chain_matmul" => return Err(no_fallback(&format!("aten::{short}"))),
            _ => {}
        }
    }
    if any != 0
        && args
            .kw
            .iter()
            .any(|(k, v)| k == "out" && !matches!(v, Value::None))
    {
        return Err(runtime(format!(
            "Batching rule not implemented for aten::{short}.out; the fallback path doesn't work on out= or view ops."
        )));
    }
    // An in-place op writes into its receiver (or, as `torch.relu_(x)`, its first argument).
    let target = inplace_target(recv, args);
    let others_mask = match recv {
        Some(_) => args_mask,
        None => mask_of(
            args.pos
                .iter()
                .skip(1)
                .chain(args.kw.iter().map(|(_, v)| v)),
        ),
    };
    if let Some(t) = target {
        if is_inplace(short) && others_mask & !mask(t) != 0 {
            return Err(inplace_refused(short, t, args));
        }
    }
    Ok(())
}

/// Calls whose result PyTorch leaves unbatched though an argument is batched: the value of
/// `x.new_tensor(data)` comes from `data`, and under randomness='same' a `rand_like`
/// draws one tensor for every entry.
fn unbatched_result(name: &str) -> bool {
    let short = name.rsplit('.').next().unwrap_or(name);
    short == "new_tensor"
        || matches!(short, "rand_like" | "randn_like" | "randint_like") && innermost_same()
}

fn innermost_same() -> bool {
    LEVELS.with(|l| l.borrow().last().is_some_and(|lv| lv.same))
}

/// Ops whose output's shape depends on the values: each entry would have its own.
fn dynamic_shape(short: &str, recv_mask: u64, args: &Args) -> Result<()> {
    let given = args.pos.len() + args.kw.len();
    let op = match short {
        "nonzero" | "argwhere" => "aten::nonzero",
        "unique" => "aten::_unique2",
        "unique_consecutive" => "aten::unique_consecutive",
        "where" if given + usize::from(recv_mask != 0) == 1 => "aten::where",
        "masked_select" => {
            let mask_arg = if recv_mask != 0 || args.pos.len() < 2 {
                args.pos.first()
            } else {
                args.pos.get(1)
            };
            let mask_arg =
                mask_arg.or_else(|| args.kw.iter().find(|(k, _)| k == "mask").map(|(_, v)| v));
            if mask_arg.is_some_and(|m| mask_of([m]) != 0) {
                return Err(runtime("vmap: Attempted to vmap over `mask` in torch.masked_select(self, mask) We cannot support this because for each batch this would return a differently shaped Tensor. Please file an issue at https://github.com/pytorch/pytorch/issues if you need this feature."));
            }
            return Ok(());
        }
        _ => return Ok(()),
    };
    Err(runtime(format!("vmap: We do not support batching operators that can output dynamic shape. Attempted to vmap over {op}. Please file an issue at https://github.com/pytorch/pytorch/issues if you need this feature.")))
}

fn no_fallback(op: &str) -> TorchError {
    runtime(format!(
        "Batching rule not implemented for {op}. We could not generate a fallback."
    ))
}

/// The tensor an in-place call writes: its receiver, or (`torch.relu_(x)`) its first
/// argument.
fn inplace_target<'a>(recv: Option<&'a Value>, args: &'a Args) -> Option<&'a Tensor> {
    match (recv, args.pos.first()) {
        (Some(Value::Tensor(t)), _) | (None, Some(Value::Tensor(t))) => Some(t),
        _ => None,
    }
}

fn is_inplace(name: &str) -> bool {
    name.ends_with('_') && !name.starts_with('_')
        || matches!(name, "__setitem__")
        || name.starts_with("__i")
            && name.ends_with("__")
            && name != "__init__"
            && name != "__index__"
            && name != "__invert__"
            && name != "__iter__"
}

/// `self.op_(batched)` with an unbatched `self`: PyTorch's message names the op as its
/// batching rule does (binary pointwise ops share "inplace arithmetic"; `add_` reaches the
/// broadcasting check first).
fn inplace_refused(name: &str, target: &Tensor, args: &Args) -> TorchError {
    let label = match name {
        "add_" | "__iadd__" => {
            let other = args.pos.first().and_then(|v| v.as_tensor().cloned());
            let batch = batch_hint(target, other.as_ref());
            return runtime(format!(
                "output with shape {:?} doesn't match the broadcast shape {:?}",
                target.shape(),
                batch
            ));
        }
        "sub_" | "mul_" | "div_" | "copy_" | "__isub__" | "__imul__" | "__itruediv__"
        | "__setitem__" | "true_divide_" | "subtract_" | "multiply_" | "divide_" => {
            "inplace arithmetic".to_string()
        }
        "masked_fill_" | "index_add_" | "index_copy_" | "index_fill_" | "fill_" | "scatter_"
        | "index_put_" | "masked_scatter_" | "put_" => name.to_string(),
        _ => {
            let level = LEVELS.with(|l| l.borrow().len());
            return runtime(refusal(
                &format!("aten::{name}"),
                &format!("at level {level}"),
            ));
        }
    };
    runtime(refusal(&label, "in a vmap"))
}

fn refusal(label: &str, place: &str) -> String {
    format!("vmap: {label}(self, *extra_args) is not possible because there exists a Tensor `other` in extra_args that has more elements than `self`. This happened due to `other` being vmapped over but `self` not being vmapped over {place}. Please try to use out-of-place operators instead of {label}. If said operator is being called inside the PyTorch framework, please file a bug report instead.")
}

/// The shape PyTorch's broadcast check sees for `self.add_(other)` under vmap: the batch
/// size in front of the broadcast per-entry shape.
fn batch_hint(target: &Tensor, other: Option<&Tensor>) -> Vec<usize> {
    let per_entry = other.map_or_else(Vec::new, |o| o.shape());
    let mut shape = crate::layout::inference::broadcast_shapes(&target.shape(), &per_entry)
        .unwrap_or(per_entry);
    shape.insert(
        0,
        LEVELS.with(|l| l.borrow().last().map_or(0, |lv| lv.batch)),
    );
    shape
}

fn item_refused() -> TorchError {
    runtime("vmap: It looks like you're calling .item() on a Tensor. We don't support vmap over calling .item() on a Tensor, please try to rewrite what you're doing with other operations. If error is occurring somewhere inside PyTorch internals, please file a bug report.")
}

fn control_flow_refused() -> TorchError {
    runtime("vmap: It looks like you're attempting to use a Tensor in some data-dependent control flow. We don't support that yet, please file an issue at https://github.com/pytorch/pytorch/issues .")
}

/// Batch norm in training under vmap updates its running statistics in place: PyTorch's
/// batching rule refuses a batched input with unbatched statistics (in a module's forward
/// too, so this holds inside library code).
pub fn check_batch_norm(x: &Tensor, stats: &[Option<&Tensor>], training: bool) -> Result<()> {
    if training && func_active() && stats.iter().flatten().any(|s| captured(s)) {
        // Inside grad(f), a module's running statistics are captured memory.
        return Err(captured_write("add_"));
    }
    if !active() || !training {
        return Ok(());
    }
    let m = mask(x);
    if stats.iter().flatten().any(|s| m & !mask(s) != 0) {
        return Err(runtime("Batch norm got a batched tensor as input while the running_mean or running_var, which will be updated in place, were not batched."));
    }
    Ok(())
}

/// `if t:` / `while t:` on a batched tensor.
pub fn check_truth(t: &Tensor) -> Result<()> {
    if active() && !in_library() && mask(t) != 0 {
        return Err(control_flow_refused());
    }
    Ok(())
}

/// An in-place operator statement (`z += x`, `z[i] = x`) under vmap.
pub fn check_inplace(name: &str, target: &Value, others: &[&Value]) -> Result<()> {
    let Value::Tensor(t) = target else {
        return Ok(());
    };
    // `c[0] = 5.0` fills; `c[0] = x` copies.
    let scalar_set = name == "__setitem__" && !matches!(others.last(), Some(Value::Tensor(_)));
    check_captured(t, if scalar_set { "fill_" } else { name })?;
    if !active() || in_library() {
        return Ok(());
    }
    if mask_of(others.iter().copied()) & !mask(t) != 0 {
        let args = Args {
            pos: others.iter().map(|v| (*v).clone()).collect(),
            kw: Vec::new(),
        };
        return Err(inplace_refused(name, t, &args));
    }
    Ok(())
}

/// What stdlib/torch_func.py's vmap calls through `_native`.
pub fn register(r: &mut super::registry::Registry<super::registry::FunctionFn>) {
    let topic = "vmap";
    r.add(topic, &["vmap_enter"], "randomness", |_, a| {
        Ok(Value::Int(enter(
            &a.str("randomness")?.unwrap_or_default(),
        )?))
    });
    // randomness='different': one batched draw per random fill (ops/random_batched.rs).
    r.add(topic, &["vmap_batched_draws"], "batch_size", |_, a| {
        crate::ops::random_batched::begin(a.i64_or("batch_size", 0)?.max(0) as usize);
        Ok(Value::None)
    });
    r.add(topic, &["vmap_draw_entry"], "index", |_, a| {
        crate::ops::random_batched::start_entry(a.i64_or("index", 0)?.max(0) as usize);
        Ok(Value::None)
    });
    r.add(topic, &["vmap_batched_draws_end"], "", |_, _| {
        crate::ops::random_batched::end();
        Ok(Value::None)
    });
    r.add(topic, &["vmap_exit"], "level", |_, a| {
        exit(a.i64_or("level", 0)?)?;
        Ok(Value::None)
    });
    r.add(
        topic,
        &["vmap_start_entry"],
        "level, inputs, batch_size",
        |it, a| {
            let inputs: Vec<Tensor> = it
                .collect(&a.value("inputs")?)?
                .iter()
                .filter_map(|v| v.as_tensor().cloned())
                .collect();
            let batch = a.i64_or("batch_size", 0)?.max(0) as usize;
            start_entry(a.i64_or("level", 0)?, &inputs, batch);
            Ok(Value::None)
        },
    );
    // The wrapper's own question (a BatchedTensor's storage is not the script's to read).
    r.add(topic, &["vmap_shares_storage"], "a, b", |_, a| {
        Ok(Value::Bool(
            a.tensor("a")?.storage().same(&a.tensor("b")?.storage()),
        ))
    });
    // torch.return_types structseqs are pytree nodes (torch.func's `_node`).
    r.add(topic, &["is_structseq"], "x", |_, a| {
        Ok(Value::Bool(
            crate::interp::eval::equality::structseq_items(&a.value_or_none("x")).is_some(),
        ))
    });
    r.add(topic, &["vmap_no_fallback"], "op, *tensors", |_, a| {
        let tensors = a.value("tensors")?;
        if active() && mask_of([&tensors]) != 0 {
            let op = a.str("op")?.unwrap_or_default();
            return Err(no_fallback(&op));
        }
        Ok(Value::None)
    });
    // torch.func's grad-style transforms: memory older than the transform is captured.
    r.add(topic, &["func_enter"], "inputs", |it, a| {
        let inputs = it
            .collect(&a.value("inputs")?)?
            .iter()
            .filter_map(|v| v.as_tensor().map(Tensor::storage))
            .collect();
        FUNC_LEVELS.with(|l| {
            l.borrow_mut().push(FuncLevel {
                first_new_storage: crate::storage::next_storage_id(),
                inputs,
            })
        });
        Ok(Value::None)
    });
    // For PyTorch's own module code in the prelude (BatchNorm's counter), which in PyTorch
    // is Python the refusal reaches.
    r.add(topic, &["check_captured_write"], "t, op", |_, a| {
        if func_active() && captured(&a.tensor("t")?) {
            return Err(captured_write(&a.str("op")?.unwrap_or_default()));
        }
        Ok(Value::None)
    });
    r.add(topic, &["func_exit"], "", |_, _| {
        FUNC_LEVELS.with(|l| l.borrow_mut().pop());
        Ok(Value::None)
    });
    // An autograd.Function's vmap rule sees plain tensors (its one-entry batch), and the
    // entries of its results are batched at the level.
    r.add(
        topic,
        &["vmap_mark_batched"],
        "level, tensor, batched=True",
        |_, a| {
            let t = a.tensor("tensor")?;
            let on = a.bool_or("batched", true)?;
            with_level(a.i64_or("level", 0)?, |lv| {
                if on {
                    lv.batched.insert(address(&t), std::rc::Rc::downgrade(&t.0));
                } else {
                    lv.batched.remove(&address(&t));
                }
            });
            Ok(Value::None)
        },
    );
    r.add(topic, &["vmap_is_batched"], "level, tensor", |_, a| {
        Ok(Value::Bool(is_batched(
            a.i64_or("level", 0)?,
            &a.tensor("tensor")?,
        )))
    });
}
