# torch.nn.parameter.Buffer, as PyTorch 2.15 writes it: calling it returns a plain tensor
# (the data detached, keeping requires_grad) marked `_is_buffer` with its `persistent` flag,
# and isinstance(x, Buffer) asks for that mark. Assigning one to a module attribute registers
# it (the native Module.__setattr__). PyTorch makes it a Tensor subclass with a metaclass; here
# it is an object that calls and checks instances the same way.
import torch
from torch.nn import Parameter


class _BufferMeta:
    __name__ = "Buffer"
    __qualname__ = "Buffer"
    __module__ = "torch.nn.parameter"

    def __call__(self, data=None, *, persistent=True):
        if data is None:
            data = torch.empty(0)
        t = data.detach().requires_grad_(data.requires_grad)
        t.persistent = persistent
        t._is_buffer = True
        return t

    def __instancecheck__(self, instance):
        return isinstance(instance, torch.Tensor) and bool(getattr(instance, "_is_buffer", False))

    def __repr__(self):
        return "<class 'torch.nn.parameter.Buffer'>"


Buffer = _BufferMeta()
