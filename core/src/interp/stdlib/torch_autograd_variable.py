# torch.autograd.Variable, as PyTorch 2.15 keeps it for pre-0.4 code: calling it returns a
# plain tensor (the data detached, with the requires_grad asked for), and isinstance(x,
# Variable) is isinstance(x, torch.Tensor). PyTorch makes it a class with a metaclass; here
# it is an object that calls and checks instances the same way.
import torch


class VariableMeta:
    __name__ = "Variable"
    __qualname__ = "Variable"
    __module__ = "torch.autograd.variable"

    def __call__(self, data=None, requires_grad=False, volatile=False, _grad_fn=None, name=None):
        if _grad_fn is not None or name is not None:
            raise NotImplementedError(
                "Variable(_grad_fn=..., name=...) is not supported in stridelab")
        if data is None:
            var = torch.empty(0)
        elif isinstance(data, torch.Tensor):
            var = data.detach()
        else:
            raise TypeError(f"Variable data has to be a tensor, but got {type(data).__name__}")
        # `volatile` was removed in PyTorch 0.4; PyTorch only warns that it has no effect.
        if requires_grad and not (var.is_floating_point() or var.is_complex()):
            # The Variable constructor's own check (requires_grad_ words it differently).
            raise RuntimeError("Only Tensors of floating point and complex dtype can require gradients")
        var.requires_grad_(bool(requires_grad))
        return var

    def __instancecheck__(self, obj):
        return isinstance(obj, torch.Tensor)

    def __repr__(self):
        return "<class 'torch.autograd.variable.Variable'>"


Variable = VariableMeta()
