# torch.autograd.forward_ad: dual tensors for forward-mode AD, after PyTorch 2.15's module.
# The level and the dual tensors themselves are native (autograd/forward.rs); this file
# keeps PyTorch's Python-side checks, messages and names. The level is read from the
# native side each time, so a run stopped inside a level cannot leave a stale copy here.
import torch
from collections import namedtuple

__all__ = [
    "UnpackedDualTensor",
    "enter_dual_level",
    "exit_dual_level",
    "make_dual",
    "unpack_dual",
    "dual_level",
]


def _level():
    return _native.current_dual_level()


def enter_dual_level():
    return _native.enter_dual_level()


def exit_dual_level(*, level=None):
    if level is None:
        level = _level()
    if level != _level():
        raise RuntimeError(
            "Trying to exit a forward AD level that was not the last one "
            "that was created. This is not supported."
        )
    _native.exit_dual_level(level)


def make_dual(tensor, tangent, *, level=None):
    if level is None:
        level = _level()
    if level < 0:
        raise RuntimeError(
            "Trying to create a dual Tensor for forward AD but no level "
            "exists, make sure to enter_dual_level() first."
        )
    if not (tensor.is_floating_point() or tensor.is_complex()):
        raise ValueError(f"Expected primal to be floating point or complex, but got: {tensor.dtype}")
    if not (tangent.is_floating_point() or tangent.is_complex()):
        raise ValueError(f"Expected tangent to be floating point or complex, but got: {tangent.dtype}")
    return _native.make_dual(tensor, tangent, level)


UnpackedDualTensor = namedtuple("UnpackedDualTensor", ["primal", "tangent"])


def unpack_dual(tensor, *, level=None):
    if level is None:
        level = _level()
    if level < 0:
        return UnpackedDualTensor(tensor, None)
    primal, dual = _native.unpack_dual(tensor, level)
    return UnpackedDualTensor(primal, dual)


class dual_level:
    # A context manager (and, as PyTorch's, a decorator) around one forward AD level.
    def __enter__(self):
        return enter_dual_level()

    def __exit__(self, exc_type, exc_value, traceback):
        exit_dual_level()

    def __call__(self, func):
        def decorated(*args, **kwargs):
            with dual_level():
                return func(*args, **kwargs)

        return decorated


def _is_fwd_grad_enabled():
    return _native.fw_grad_enabled()


class _set_fwd_grad_enabled:
    # Private in PyTorch too: turns the computation of tangents off (or on) while alive.
    def __init__(self, mode):
        self.prev = _is_fwd_grad_enabled()
        _native.set_fw_grad_enabled(mode)

    def __enter__(self):
        pass

    def __exit__(self, exc_type, exc_value, traceback):
        _native.set_fw_grad_enabled(self.prev)
