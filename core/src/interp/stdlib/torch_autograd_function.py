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

    def save_for_backward(self, *tensors):
        for i, t in enumerate(tensors):
            if t is not None and not isinstance(t, torch.Tensor):
                raise TypeError(
                    f"save_for_backward can only save variables, but argument {i} is of type {type(t).__name__}")
        self.to_save = tensors

    @property
    def saved_tensors(self):
        return _native.function_saved(self)

    def mark_dirty(self, *args):
        self._dirty = args

    def mark_non_differentiable(self, *args):
        self._non_differentiable = args

    def set_materialize_grads(self, value):
        self.materialize_grads = value


BackwardCFunction = FunctionCtx


class Function:
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

    @classmethod
    def apply(cls, *args, **kwargs):
        ctx = FunctionCtx()
        ctx.needs_input_grad = tuple(isinstance(a, torch.Tensor) and a.requires_grad for a in args)
        new_style = cls.setup_context is not Function.setup_context
        with torch.no_grad():
            if new_style:
                output = cls.forward(*args, **kwargs)
            else:
                output = cls.forward(ctx, *args, **kwargs)
        if new_style:
            cls.setup_context(ctx, args, output)
        return _native.function_record(cls, ctx, args, output)


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
