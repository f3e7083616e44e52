# torch.compile and torch.compiler (torch/__init__.py's compile, torch/compiler/__init__.py).
# The arguments are checked as PyTorch checks them; the region then runs eagerly
# (torch._dynamo.eval_frame here).
import functools
import torch
from torch import nn

_MODES = ("default", "lite", "reduce-overhead", "max-autotune-no-cudagraphs", "max-autotune")
# Backends whose compiled graph goes through AOT autograd (a CompiledFunctionBackward node)
# and the one that runs the captured graph as it is.
_AOT = ("inductor", "aot_eager", "aot_eager_default_partitioner", "aot_eager_decomp_partition")


def _backend_of(backend):
    import torch._dynamo as dynamo
    from torch._dynamo.exc import InvalidBackend

    if callable(backend):
        raise NotImplementedError(
            "torch.compile with a custom backend callable is not supported in stridelab: there is "
            "no FX graph to hand it; use backend='inductor', 'aot_eager' or 'eager'")
    if backend not in dynamo.list_backends(exclude_tags=()):
        raise InvalidBackend(
            f"Invalid backend: {backend!r}. See `torch._dynamo.list_backends()` for available backends.")
    if backend != "eager" and backend not in _AOT:
        raise NotImplementedError(f"torch.compile backend {backend!r} is not supported in stridelab")
    return backend


def compile(model=None, *, fullgraph=False, dynamic=None, backend="inductor", mode=None,
            options=None, disable=False):
    if model is None:
        def fn(model):
            if model is None:
                raise RuntimeError("Model can't be None")
            return compile(model, fullgraph=fullgraph, dynamic=dynamic, backend=backend,
                           mode=mode, options=options, disable=disable)
        return fn
    if mode is not None and options is not None:
        raise RuntimeError("Either mode or options can be specified, but both can't be specified at the same time.")
    if mode is not None and mode not in _MODES:
        raise RuntimeError(f"Unrecognized mode={mode}, should be one of: {', '.join(_MODES)}")
    if not callable(model):
        raise AssertionError(f"A callable function is expected, but {type(model)} is provided.")
    if disable:
        return model
    backend = _backend_of(backend)
    from torch._dynamo.eval_frame import OptimizedModule, _run_region

    if isinstance(model, OptimizedModule):
        # PyTorch compiles an already compiled module as a callable: a function comes back.
        @functools.wraps(model.forward)
        def recompiled(*args, **kwargs):
            return model(*args, **kwargs)
        return recompiled
    if isinstance(model, nn.Module):
        return OptimizedModule(model, backend)

    @functools.wraps(model)
    def compiled(*args, **kwargs):
        return _run_region(model, args, kwargs, backend)
    return compiled


def is_compiling():
    return False


def is_dynamo_compiling():
    return False


def reset():
    import torch._dynamo as dynamo

    return dynamo.reset()


def disable(fn=None, recursive=True, *, reason=None):
    import torch._dynamo as dynamo

    return dynamo.disable(fn, recursive, reason=reason)
