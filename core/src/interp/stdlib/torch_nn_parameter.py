# torch.nn.parameter: Buffer, as PyTorch 2.15 writes it: calling it returns a plain tensor
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


def is_lazy(param):
    """Whether `param` is an UninitializedParameter or UninitializedBuffer."""
    return _native.is_uninitialized(param)


class _UninitializedMeta:
    # PyTorch's UninitializedParameter/UninitializedBuffer: tensors with no shape yet (what a
    # lazy module holds before its first forward). Made as the nn prelude's lazy modules make
    # them; isinstance asks the tensor's mark, and `type(x)` names the class natively.
    def __init__(self, name, parameter):
        self.__name__ = name
        self.__qualname__ = name
        self.__module__ = "torch.nn.parameter"
        self._parameter = parameter

    def __call__(self, requires_grad=None, device=None, dtype=None, persistent=True):
        t = torch.empty(0, device=device, dtype=dtype)
        if self._parameter:
            t = Parameter(t, requires_grad=True if requires_grad is None else requires_grad)
        else:
            if requires_grad:
                t.requires_grad_()
            t.persistent = persistent
            t._is_buffer = True
        _native.set_uninitialized(t, True)
        return t

    def __instancecheck__(self, instance):
        if not (isinstance(instance, torch.Tensor) and _native.is_uninitialized(instance)):
            return False
        return isinstance(instance, Parameter) == self._parameter

    def __repr__(self):
        return f"<class 'torch.nn.parameter.{self.__name__}'>"


UninitializedParameter = _UninitializedMeta("UninitializedParameter", True)
UninitializedBuffer = _UninitializedMeta("UninitializedBuffer", False)


def _materializer(t):
    # `UninitializedTensorMixin.materialize` bound to `t` (`t.materialize` asks here): the
    # tensor takes a shape in place and is a Parameter or plain buffer from then on.
    def materialize(shape, device=None, dtype=None):
        device = t.device if device is None else device
        dtype = t.dtype if dtype is None else dtype
        t.data = torch.empty(shape, device=device, dtype=dtype)
        _native.set_uninitialized(t, False)

    return materialize
