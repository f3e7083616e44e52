# torch._C._functions: autograd's C++ function objects PyTorch exposes to Python.
import torch


def _undefined_grad_function():
    # Named as the C++ function, so its node reads "UndefinedGradBackward".
    class UndefinedGrad(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            return x.clone()

        @staticmethod
        def backward(ctx, grad):
            # An undefined gradient for the input: the nodes before it see None, or zeros
            # when they materialize their gradients.
            return None

    return UndefinedGrad


_UndefinedGradFn = _undefined_grad_function()

# A leaf's node in `grad_fn.next_functions` (`isinstance(n, AccumulateGrad)`).
AccumulateGrad = _native.type_named("AccumulateGrad")


class UndefinedGrad:
    # UndefinedGrad()(t, ...): each input passed through, with undefined gradients behind.
    def __call__(self, *inputs):
        outs = tuple(_UndefinedGradFn.apply(t) for t in inputs)
        return outs[0] if len(outs) == 1 else outs
