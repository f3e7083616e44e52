# torch.utils.checkpoint: activation checkpointing, as PyTorch 2.15 runs it on the CPU.
#
# The reentrant variant (use_reentrant=True, still the default when the argument is left
# out) is a custom autograd Function: the forward runs without recording, keeps only the
# inputs, and the backward runs the function again with gradients on and the forward's
# random state, then backpropagates through that second graph. Its node is PyTorch's,
# CheckpointFunctionBackward. The non-reentrant variant gives the ops' own nodes and the
# same values and gradients as a plain call (PyTorch recomputes the saved tensors in the
# backward under the same random state, which changes memory, not numbers), so it is a
# plain call here.
import torch
import warnings


def noop_context_fn():
    import contextlib
    return contextlib.nullcontext(), contextlib.nullcontext()


def detach_variable(inputs):
    if not isinstance(inputs, tuple):
        raise RuntimeError(
            "Only tuple of tensors is supported. Got Unsupported input type: ",
            type(inputs).__name__,
        )
    out = []
    for inp in inputs:
        if not isinstance(inp, torch.Tensor):
            out.append(inp)
            continue
        x = inp.detach()
        x.requires_grad = inp.requires_grad
        out.append(x)
    return tuple(out)


def check_backward_validity(inputs):
    if not any(isinstance(i, torch.Tensor) and i.requires_grad for i in inputs):
        warnings.warn("None of the inputs have requires_grad=True. Gradients will be None")


class CheckpointFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, run_function, preserve_rng_state, *args):
        check_backward_validity(args)
        ctx.run_function = run_function
        ctx.preserve_rng_state = preserve_rng_state
        if preserve_rng_state:
            ctx.fwd_cpu_state = torch.get_rng_state()
        # Tensors are saved through the context (version checks and all); the other
        # arguments are kept as they are, with a hole where each tensor goes.
        ctx.inputs = []
        ctx.tensor_indices = []
        tensors = []
        for i, arg in enumerate(args):
            if torch.is_tensor(arg):
                tensors.append(arg)
                ctx.tensor_indices.append(i)
                ctx.inputs.append(None)
            else:
                ctx.inputs.append(arg)
        ctx.save_for_backward(*tensors)
        with torch.no_grad():
            return run_function(*args)

    @staticmethod
    def backward(ctx, *grads):
        if not torch.autograd._is_checkpoint_valid():
            raise RuntimeError(
                "When use_reentrant=True, torch.utils.checkpoint is incompatible with .grad() or "
                "passing an `inputs` parameter to .backward(). To resolve this error, you can "
                "either set use_reentrant=False, or call .backward() without passing the "
                "`inputs` argument."
            )
        inputs = list(ctx.inputs)
        for i, idx in enumerate(ctx.tensor_indices):
            inputs[idx] = ctx.saved_tensors[i]
        # The recomputation sees the forward's random state (a dropout draws the same
        # mask); the state the backward found is put back afterwards.
        if ctx.preserve_rng_state:
            outer_state = torch.get_rng_state()
            torch.set_rng_state(ctx.fwd_cpu_state)
        detached = detach_variable(tuple(inputs))
        try:
            with torch.enable_grad():
                outputs = ctx.run_function(*detached)
        finally:
            if ctx.preserve_rng_state:
                torch.set_rng_state(outer_state)
        if isinstance(outputs, torch.Tensor):
            outputs = (outputs,)
        with_grad, their_grads = [], []
        for i in range(len(outputs)):
            if torch.is_tensor(outputs[i]) and outputs[i].requires_grad:
                with_grad.append(outputs[i])
                their_grads.append(grads[i])
        if not with_grad:
            raise RuntimeError(
                "none of output has requires_grad=True, this checkpoint() is not necessary"
            )
        torch.autograd.backward(with_grad, their_grads)
        return (None, None) + tuple(
            inp.grad if isinstance(inp, torch.Tensor) else None for inp in detached
        )


def _default_reentrant(use_reentrant, stacklevel):
    if use_reentrant is None:
        warnings.warn(
            "torch.utils.checkpoint: the use_reentrant parameter should be passed explicitly. "
            "In a future release, calling checkpoint without use_reentrant will raise an "
            "exception. use_reentrant=False is recommended, but if you need to preserve the "
            "current default behavior, you can pass use_reentrant=True. Refer to docs for "
            "more details on the differences between the two variants.",
            stacklevel=stacklevel,
        )
        return True
    return use_reentrant


_DETERMINISM_CHECKS = ["default", "none"]


def checkpoint(function=None, *args, use_reentrant=None, preserve_rng_state=True,
               context_fn=noop_context_fn, determinism_check="default", debug=False,
               early_stop=True, respect_saved_tensors_hooks=None, **kwargs):
    if function is None and not args:
        raise NotImplementedError(
            "torch.utils.checkpoint.checkpoint used as a decorator factory is not supported in stridelab yet"
        )
    use_reentrant = _default_reentrant(use_reentrant, 3)
    if kwargs and use_reentrant:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))
    if use_reentrant:
        if context_fn is not noop_context_fn or debug is not False or respect_saved_tensors_hooks is not None:
            raise ValueError(
                "Passing `context_fn`, `debug`, or `respect_saved_tensors_hooks` is only "
                "supported when use_reentrant=False."
            )
        return CheckpointFunction.apply(function, preserve_rng_state, *args)
    if context_fn is not noop_context_fn:
        raise NotImplementedError(
            "torch.utils.checkpoint.checkpoint(context_fn=...) is not supported in stridelab yet"
        )
    if determinism_check not in _DETERMINISM_CHECKS:
        raise ValueError(
            f"determinism_check should be one of {_DETERMINISM_CHECKS}, but got {determinism_check}"
        )
    return function(*args, **kwargs)


def checkpoint_sequential(functions, segments, input, use_reentrant=None, **kwargs):
    if use_reentrant is None:
        warnings.warn(
            "torch.utils.checkpoint.checkpoint_sequential: the use_reentrant parameter should be "
            "passed explicitly. In a future release, we will raise an exception if use_reentrant "
            "is not passed. use_reentrant=False is recommended, but if you need to preserve the "
            "current default behavior, you can pass use_reentrant=True. Refer to docs for more "
            "details on the differences between the two variants.",
            stacklevel=2,
        )
        use_reentrant = True
    preserve = kwargs.pop("preserve_rng_state", True)
    if kwargs:
        raise ValueError("Unexpected keyword arguments: " + ",".join(arg for arg in kwargs))

    def run_function(start, end, functions):
        def forward(x):
            for j in range(start, end + 1):
                x = functions[j](x)
            return x
        return forward

    if isinstance(functions, torch.nn.Sequential):
        functions = list(functions.children())
    segment_size = len(functions) // segments
    end = -1
    for start in range(0, segment_size * (segments - 1), segment_size):
        end = start + segment_size - 1
        input = checkpoint(run_function(start, end, functions), input,
                           use_reentrant=use_reentrant, preserve_rng_state=preserve)
    return run_function(end + 1, len(functions) - 1, functions)(input)
