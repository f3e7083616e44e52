# torch.autograd.Function: custom forward/backward pairs, after PyTorch 2.15. forward runs
# without recording; the node it leaves is named "<Class>Backward" and calls the class's
# backward (see interp/custom_function.rs for the recording).
import torch


class FunctionCtx:
    def __init__(self):
        self.to_save = ()
        self.needs_input_grad = ()
        self.materialize_grads = True
        self._dirty = ()
        self._non_differentiable = ()
        self.saved_for_forward = ()
        self._in_jvp = False

    def save_for_backward(self, *tensors):
        for i, t in enumerate(tensors):
            if t is not None and not isinstance(t, torch.Tensor):
                raise TypeError(
                    f"save_for_backward can only save variables, but argument {i} is of type {type(t).__name__}")
        self.to_save = tensors

    def save_for_forward(self, *tensors):
        for t in tensors:
            if t is not None and not isinstance(t, torch.Tensor):
                raise AssertionError(
                    "save_for_forward expects all arguments to be tensors; you should "
                    "save non-tensors as attributes on ctx.")
        self.saved_for_forward = tensors

    @property
    def saved_tensors(self):
        # Inside jvp the ctx hands back what save_for_forward kept, as PyTorch's does.
        if self._in_jvp:
            return tuple(self.saved_for_forward)
        return _native.function_saved(self)

    def mark_dirty(self, *args):
        self._dirty = args

    def mark_non_differentiable(self, *args):
        self._non_differentiable = args

    def set_materialize_grads(self, value):
        self.materialize_grads = value


BackwardCFunction = FunctionCtx


class Function:
    def __init__(self, *args, **kwargs):
        import warnings
        warnings.warn(
            f"{self.__class__} should not be instantiated. Methods on autograd functions "
            "are all static, so you should invoke them on the class itself. "
            "Instantiating an autograd function will raise an "
            "error in a future version of PyTorch.",
            DeprecationWarning,
            stacklevel=2,
        )

    def __call__(self, *args, **kwargs):
        # An instance used as a callable is the pre-1.3 (non-static forward) style.
        raise RuntimeError(
            "Legacy autograd function with non-static forward method is deprecated. "
            "Please use new-style autograd function with static forward method. "
            "(Example: https://pytorch.org/docs/stable/autograd.html#torch.autograd.Function)"
        )

    @staticmethod
    def forward(*args, **kwargs):
        raise NotImplementedError(
            "You must implement the forward function for custom autograd.Function.")

    @staticmethod
    def setup_context(ctx, inputs, output):
        raise NotImplementedError("setup_context is not implemented.")

    @staticmethod
    def backward(ctx, *grad_outputs):
        raise NotImplementedError(
            "You must implement either the backward or vjp method for your custom autograd.Function "
            "to use it with backward mode AD.")

    vjp = backward

    @staticmethod
    def jvp(ctx, *grad_inputs):
        raise NotImplementedError(
            "You must implement the jvp function for custom autograd.Function to use it with forward mode AD.")

    @classmethod
    def apply(cls, *args, **kwargs):
        if _functorch_state["active"] > 0 and not _library_function(cls):
            # Under torch.func's transforms: PyTorch's custom_function_call checks the class
            # and runs its vmap staticmethod (torch._functorch.autograd_function).
            import torch._functorch.autograd_function as functorch_call
            new_style = cls.setup_context is not Function.setup_context
            return functorch_call.custom_function_call(cls, args, kwargs, new_style)
        return _apply(cls, args, kwargs)

    generate_vmap_rule = False

    @staticmethod
    def vmap(info, in_dims, *args):
        raise NotImplementedError(
            "To use autograd.Function with vmap, you must either override the vmap staticmethod "
            "or set generate_vmap_rule=True.")


def _library_function(cls):
    """stridelab's own Functions (its Python standing for ATen's kernels) are ops to torch.func."""
    module = getattr(cls, "__module__", "") or ""
    return module == "torch" or module.startswith("torch.") or module.startswith("<")


# How many torch.func transforms run, and the running vmaps (torch._functorch.autograd_function).
_functorch_state = {"active": 0, "frames": [], "jacfwd": 0}


def _apply(cls, args, kwargs):
    ctx = FunctionCtx()
    # forward sees neither the graph nor the tangents: the outputs get their node
    # below and their tangents from the class's jvp.
    tangents = [_native.tangent_of(a) if isinstance(a, torch.Tensor) else None for a in args]
    ctx.needs_input_grad = tuple(isinstance(a, torch.Tensor) and a.requires_grad for a in args)
    if hasattr(cls, "_stridelab_node_name"):
        # A prelude Function's backward also serves forward mode: it must compute the
        # gradients of inputs that carry a tangent.
        ctx.needs_input_grad = tuple(n or t is not None for n, t in zip(ctx.needs_input_grad, tangents))
    new_style = cls.setup_context is not Function.setup_context
    fw_enabled = _native.fw_grad_enabled()
    _native.set_fw_grad_enabled(False)
    try:
        with torch.no_grad():
            if new_style:
                output = cls.forward(*args, **kwargs)
            else:
                output = cls.forward(ctx, *args, **kwargs)
        if new_style:
            cls.setup_context(ctx, args, output)
    finally:
        _native.set_fw_grad_enabled(fw_enabled)
    forward_mode = fw_enabled and any(t is not None for t in tangents)
    # The prelude's own Functions (ATen kernels written in Python, named after ATen's
    # nodes) without a jvp get theirs from their backward, as native ops do.
    generic = forward_mode and cls.jvp is Function.jvp and hasattr(cls, "_stridelab_node_name")
    result = _native.function_record(cls, ctx, args, output, generic)
    if forward_mode and not generic:
        _forward_mode(cls, ctx, args, tangents, result)
    return result


def _forward_mode(cls, ctx, args, tangents, result):
    # PyTorch calls jvp with one tangent per forward argument: zeros for a tensor without
    # one, None for anything else; each tensor output takes the tangent jvp returns for it.
    grad_inputs = []
    for a, t in zip(args, tangents):
        if t is None and isinstance(a, torch.Tensor):
            t = torch.zeros_like(a)
        grad_inputs.append(t)
    ctx._in_jvp = True
    try:
        out = cls.jvp(ctx, *grad_inputs)
    finally:
        ctx._in_jvp = False
    outputs = result if isinstance(result, tuple) else (result,)
    out = out if isinstance(out, tuple) else (out,)
    if len(out) != len(outputs):
        raise RuntimeError(
            f"jvp() returned an incorrect number of gradients (expected {len(outputs)}, got {len(out)})")
    for o, t in zip(outputs, out):
        if not isinstance(o, torch.Tensor) or t is None:
            continue
        if any(o is n for n in ctx._non_differentiable):
            continue
        if o.is_floating_point():
            _native.attach_tangent(o, t)


def once_differentiable(fn):
    # PyTorch's decorator: the backward runs without recording. When its incoming gradients
    # require grad (a create_graph pass), each result is re-made behind an `Error` node, so
    # a second backward through it raises instead of silently differentiating the body.
    def wrapper(ctx, *args):
        with torch.no_grad():
            outputs = fn(ctx, *args)
        if not torch.is_grad_enabled():
            return outputs
        requires_grad = any(isinstance(arg, torch.Tensor) and arg.requires_grad for arg in args)
        if not requires_grad:
            return outputs
        if not isinstance(outputs, tuple):
            outputs = (outputs,)

        def fake_requires_grad(var):
            if var is not None:
                var = var.detach()
                var.requires_grad = True
            return var

        return _native.delayed_error(
            "trying to differentiate twice a function that was marked with @once_differentiable",
            tuple(fake_requires_grad(v) for v in outputs))

    wrapper.__name__ = fn.__name__
    wrapper.__qualname__ = fn.__qualname__
    wrapper.__doc__ = fn.__doc__
    wrapper.__wrapped__ = fn
    return wrapper
