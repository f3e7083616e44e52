# torch._functorch.autograd_function: an autograd.Function called while torch.func
# transforms run (PyTorch's custom_function_call). Function.apply hands the call here when
# a transform is active; this module checks what PyTorch checks (a setup_context
# staticmethod, vmap support) and calls the class's own vmap staticmethod under vmap.
#
# stridelab's vmap runs its function once per batch entry (torch_func.py), so a vmap rule,
# which PyTorch calls once on the whole batch, is called:
# - once on the whole batch when every batched argument of the call is one of vmap's own
#   per-entry inputs (the batched tensors are then known): the first entry calls the rule
#   with the inputs and their in_dims, and every entry takes its slice of the result;
# - otherwise (an argument computed inside the vmapped function) once per entry, on that
#   entry as a batch of one (in_dims 0, info.batch_size 1), so a rule that expands an
#   unbatched argument to info.batch_size stays consistent with its batched ones.
# generate_vmap_rule=True is the per-entry forward stridelab's vmap already runs.
from collections import namedtuple

import torch
import torch.autograd.function as _function

_native_batched = _native.vmap_is_batched

VmapInfo = namedtuple("VmapInfo", ["batch_size", "randomness"])

# active: how many torch.func transforms are running (a vmap rule's call lowers it by one);
# frames: the running vmaps, innermost last; jacfwd: how many jacfwd calls are running.
_state = _function._functorch_state

_DOCS = "For more details, please see https://pytorch.org/docs/main/notes/extending.func.html"


class jacfwd_running:
    """Marks torch.func.jacfwd (vmap over jvp in PyTorch) as running while alive."""

    def __enter__(self):
        _state["jacfwd"] += 1
        return self

    def __exit__(self, *exc):
        _state["jacfwd"] -= 1
        return False


class transform_running:
    """Marks a torch.func transform as running (grad, vjp, jvp, vmap, ...) while alive."""

    def __enter__(self):
        _state["active"] += 1
        return self

    def __exit__(self, *exc):
        _state["active"] -= 1
        return False


def vmap_frame(level, batch, randomness):
    frame = {"level": level, "batch": batch, "randomness": randomness, "leaves": [],
             "entry": 0, "calls": 0, "cache": [], "lowered": False, "wholes": []}
    _state["frames"].append(frame)
    return frame


def vmap_frame_exit(frame):
    _state["frames"].remove(frame)


def vmap_entry(frame, i, leaves):
    """The i-th entry starts: `leaves` pairs each of its batched inputs with the whole input
    and its in_dim."""
    frame["entry"] = i
    frame["calls"] = 0
    frame["leaves"] = leaves


def _has_overridden_vmap_rule(cls):
    return cls.vmap is not _function.Function.vmap


def custom_function_call(cls, args, kwargs, new_style):
    if not new_style:
        raise RuntimeError(
            "In order to use an autograd.Function with functorch transforms (vmap, grad, jvp, "
            "jacrev, ...), it must override the setup_context staticmethod. " + _DOCS)
    frames = [f for f in reversed(_state["frames"]) if not f["lowered"]]
    # jacfwd is vmap over jvp in PyTorch (here, reverse mode): a Function its inputs reach
    # is vmapped over, so it needs vmap support too.
    reached = _state["jacfwd"] > 0 and any(isinstance(a, torch.Tensor) and a.requires_grad for a in args)
    if not frames and not reached:
        return _function._apply(cls, args, kwargs)
    if frames and any(isinstance(v, torch.Tensor) for v in kwargs.values()):
        raise NotImplementedError(
            "Run vmap on autograd.Function with kwarg-only Tensor args. Please do not pass "
            f"kwarg-only Tensors to autograd.Function. Got: {kwargs}")
    if not _check_vmap_support(cls):
        return _function._apply(cls, args, kwargs)
    for frame in frames:
        # A call none of whose tensors are batched at a level skips that level.
        if any(isinstance(a, torch.Tensor) and _native_batched(frame["level"], a) for a in args):
            return _vmap_rule(cls, frame, args, kwargs)
    return _function._apply(cls, args, kwargs)


def _check_vmap_support(cls):
    """PyTorch's refusals of a Function under vmap; True when its vmap staticmethod runs,
    False when the rule is generated (the per-entry forward)."""
    if cls.generate_vmap_rule:
        if _has_overridden_vmap_rule(cls):
            raise RuntimeError(
                f"You tried to vmap over {cls.__name__}, but it has both generate_vmap_rule=True "
                "and an overridden vmap staticmethod. Please set generate_vmap_rule=False or "
                "delete the overridden vmap staticmethod to avoid ambiguity. " + _DOCS)
        return False
    if not _has_overridden_vmap_rule(cls):
        raise RuntimeError(
            f"You tried to vmap over {cls.__name__}, but it does not have vmap support. Please "
            "override and implement the vmap staticmethod or set generate_vmap_rule=True. " + _DOCS)
    return True


def _whole_batch(frame, args):
    """The call's arguments as whole batches and their in_dims, or None when a batched
    argument is not one of vmap's own inputs."""
    if frame["batch"] == 0:
        return None
    whole, dims = [], []
    for a in args:
        if isinstance(a, torch.Tensor) and _native_batched(frame["level"], a):
            match = [(arg, d) for leaf, arg, d in frame["leaves"] if leaf is a]
            if not match:
                return None
            whole.append(match[0][0])
            dims.append(match[0][1])
        else:
            whole.append(a)
            dims.append(None)
    return whole, dims


def _call_rule(cls, frame, info, dims, args, kwargs):
    frame["lowered"] = True
    _state["active"] -= 1
    try:
        result = cls.vmap(info, tuple(dims), *args, **kwargs)
    finally:
        _state["active"] += 1
        frame["lowered"] = False
    base = ("Expected the vmap staticmethod to have two returns, an output and out_dims with "
            "pytree structure compatible with the output. ")
    if not isinstance(result, tuple):
        raise RuntimeError(base + f"Got a {type(result)} instead")
    if len(result) != 2:
        raise RuntimeError(base + f"Got {len(result)} returns instead")
    output, out_dims = result
    func = torch.func
    flat, spec = func._tree_flatten(output)
    flat_dims = func._broadcast_to_and_flatten(out_dims, spec)
    if flat_dims is None:
        raise RuntimeError(
            "The autograd.Function's vmap staticmethod returned an incompatible (output, out_dims) "
            f"tuple. Expected out_dims={out_dims} to be compatible with the structure of `output`. "
            f"out_dims has structure {func._tree_flatten(out_dims)[1]!r} but output has structure "
            f"{spec!r}. " + _DOCS)
    return flat, flat_dims, spec


def _vmap_rule(cls, frame, args, kwargs):
    whole = _whole_batch(frame, args)
    if whole is not None:
        k = frame["calls"]
        frame["calls"] += 1
        if frame["entry"] == 0 or k >= len(frame["cache"]):
            info = VmapInfo(frame["batch"], frame["randomness"])
            computed = _call_rule(cls, frame, info, whole[1], whole[0], kwargs)
            if frame["entry"] == 0:
                frame["cache"].append(computed)
        else:
            computed = frame["cache"][k]
        flat, flat_dims, spec = computed
        i, inputs = frame["entry"], whole[0]
    else:
        flags = [isinstance(a, torch.Tensor) and _native_batched(frame["level"], a) for a in args]
        one = [a.unsqueeze(0) if b else a for a, b in zip(args, flags)]
        for o, b in zip(one, flags):
            if b:
                _native.vmap_mark_batched(frame["level"], o, False)
        dims = [0 if b else None for b in flags]
        flat, flat_dims, spec = _call_rule(cls, frame, VmapInfo(1, frame["randomness"]), dims, one, kwargs)
        i, inputs = 0, one
    entry = []
    for o, d in zip(flat, flat_dims):
        # An input returned as is stays the caller's input (PyTorch keeps its identity).
        same = [a for a, w in zip(args, inputs) if o is w]
        if same:
            entry.append(same[0])
        elif isinstance(o, torch.Tensor) and d is not None:
            e = o.select(d, i)
            _native.vmap_mark_batched(frame["level"], e)
            if whole is not None:
                frame["wholes"].append((e, o, d, i))
            entry.append(e)
        else:
            entry.append(o)
    return torch.func._tree_unflatten(entry, spec)


def whole_result(frame, outs):
    """When every entry vmap collected is the matching entry of one output of a vmap rule
    called on the whole batch, that output with its batch dim first (PyTorch's result is
    it); None otherwise."""
    found = None
    for i, o in enumerate(outs):
        rec = [r for r in frame["wholes"] if r[0] is o]
        if not rec or rec[0][3] != i or (found is not None and rec[0][1] is not found[1]):
            return None
        found = rec[0]
    return None if found is None else found[1].movedim(found[2], 0)
