# torch.compile's wrappers (torch/_dynamo/eval_frame.py). A compiled function or module runs
# its Python eagerly here: the values are the eager ones (inductor's fused kernels may round
# differently in the last bits, as the eager CPU kernels' own orders do). What a script can
# see of the compilation is kept: the OptimizedModule around a module (its `_orig_mod.`
# state_dict keys and repr) and, with an AOT backend, one CompiledFunctionBackward node
# between the outputs and the tensors the region read (its arguments, the module's
# parameters, and the leaves it closes over) (docs/decisions.md, "Stop 71:
# torch.compile").
import torch
from torch import nn
from functools import cache
from torch.func import _tree_flatten, _tree_unflatten

# Outputs of the region being labelled, handed to the node's forward (they are computed
# before it, with their eager graph, which its backward differentiates).
_PENDING = []


# Made on first use, as the prelude's rare Functions are (a Function loads torch.autograd's
# Python side).
@cache
def _compiled_node():
    class CompiledFunction(torch.autograd.Function):
        _stridelab_node_name = "CompiledFunctionBackward"

        @staticmethod
        def forward(ctx, *inputs):
            outs = _PENDING.pop()
            ctx.outs = outs
            ctx.save_for_backward(*inputs)
            return tuple(_native.fresh_result(o.detach()) for o in outs)

        @staticmethod
        def backward(ctx, *grads):
            inputs = ctx.saved_tensors
            need = ctx.needs_input_grad
            wrt = [t for i, t in enumerate(inputs) if need[i]]
            live = [(o, g) for o, g in zip(ctx.outs, grads) if g is not None]
            found = [None] * len(wrt)
            if live and wrt:
                found = torch.autograd.grad([o for o, _ in live], wrt, [g for _, g in live],
                                            allow_unused=True, create_graph=torch.is_grad_enabled())
            found = iter(found)
            return tuple(next(found) if need[i] else None for i in range(len(inputs)))

    return CompiledFunction


def _tensors_in(value):
    # The tensors of a pytree (torch.func's: tuples, lists, dicts, named tuples), in order.
    return [t for t in _tree_flatten(value)[0] if isinstance(t, torch.Tensor)]


def _captured_leaves(outs, inputs):
    # The leaves that require grad which the region's graph reaches besides its inputs
    # (a global the function closes over): PyTorch lifts them into the compiled graph, so
    # they are the node's inputs too. None when an output is such a leaf itself.
    known = {id(t) for t in inputs if t.grad_fn is None}
    boundary = {id(t.grad_fn) for t in inputs if t.grad_fn is not None}
    if any(o.grad_fn is None and id(o) not in known for o in outs):
        return None
    found, seen = [], set()
    stack = [o.grad_fn for o in outs if o.grad_fn is not None]
    while stack:
        node = stack.pop()
        if node is None or id(node) in seen or id(node) in boundary:
            continue
        seen.add(id(node))
        if type(node).__name__ == "AccumulateGrad":
            leaf = node.variable
            if id(leaf) not in known:
                known.add(id(leaf))
                found.append(leaf)
            continue
        stack.extend(n for n, _ in node.next_functions)
    return found


def _relabel(out, inputs):
    # The outputs that require grad, behind one CompiledFunctionBackward node.
    flat = _tensors_in(out)
    # An output that is a leaf (an input or parameter returned as it is) stays itself.
    picked = [t for t in flat if t.requires_grad and t.grad_fn is not None]
    # Every tensor the region read is an input of the node (one that needs no grad is a
    # None edge, as in PyTorch's graph).
    wrt = []
    for t in inputs:
        if all(t is not u for u in wrt):
            wrt.append(t)
    captured = _captured_leaves(picked, wrt) if picked else None
    if captured is None:
        return out
    wrt = captured + wrt
    if not any(t.requires_grad for t in wrt):
        return out
    _PENDING.append(picked)
    labelled = _compiled_node().apply(*wrt)
    if not isinstance(labelled, tuple):
        labelled = (labelled,)
    swap = {id(t): new for t, new in zip(picked, labelled)}
    leaves, spec = _tree_flatten(out)
    return _tree_unflatten([swap.get(id(x), x) for x in leaves], spec)


def _run_region(fn, args, kwargs, backend, params=()):
    state = torch.get_rng_state()
    try:
        out = fn(*args, **kwargs)
    except RuntimeError as e:
        if type(e) is not RuntimeError:
            raise
        # Dynamo traces the region with fake tensors first: an op's error surfaces there,
        # wrapped (its first line is what a script sees).
        from torch._dynamo.exc import TorchRuntimeError

        raise TorchRuntimeError(
            "RuntimeError when making fake tensor call\n  Explanation: Dynamo failed to run FX node "
            f"with fake tensors: got RuntimeError({str(e)!r})") from None
    if not torch.equal(state, torch.get_rng_state()):
        raise NotImplementedError(
            "random numbers drawn inside a torch.compile region are not supported in stridelab: "
            "inductor draws them from its own stream, so they differ from eager PyTorch's (and "
            "from ours); call the function or module without torch.compile")
    if backend == "eager" or not torch.is_grad_enabled():
        return out
    return _relabel(out, list(params) + _tensors_in((args, kwargs)))


class OptimizedModule(nn.Module):
    # The module torch.compile returns for a module: it holds the original as `_orig_mod`
    # (so its state_dict keys gain that prefix) and passes other attributes to it.
    _own = {"_orig_mod", "_stridelab_backend", "training", "dynamo_ctx", "forward"}

    def __init__(self, mod, backend):
        super().__init__()
        self._stridelab_backend = backend
        self._orig_mod = mod
        self.training = mod.training

    def __getattr__(self, name):
        modules = vars(self).get("_modules", {})
        if "_orig_mod" in modules:
            if name == "_orig_mod":
                return modules["_orig_mod"]
            return getattr(modules["_orig_mod"], name)
        return super().__getattr__(name)

    def __setattr__(self, name, value):
        modules = vars(self).get("_modules", {})
        if "_orig_mod" not in modules or name in OptimizedModule._own or hasattr(type(self), name):
            return super().__setattr__(name, value)
        return setattr(modules["_orig_mod"], name, value)

    def forward(self, *args, **kwargs):
        mod = self._orig_mod
        return _run_region(mod, args, kwargs, self._stridelab_backend, list(mod.parameters()))
