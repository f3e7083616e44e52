# torch.nn.attention: the backend switch of F.scaled_dot_product_attention. The switches
# are torch.backends.cuda's SDPA flags, which the CPU's backend choice reads as PyTorch's
# does (interp/nn/attention.py: the CPU has the flash and the math backends).
import contextlib
import torch.backends.cuda as _cuda

__all__ = ["SDPBackend", "sdpa_kernel", "WARN_FOR_UNFUSED_KERNELS"]

WARN_FOR_UNFUSED_KERNELS = False


class SDPBackend:
    # A pybind11 enum in PyTorch: named members with int values, equal by value, hashed by
    # value, not ordered, not iterable.
    _NAMES = {-1: "ERROR", 0: "MATH", 1: "FLASH_ATTENTION", 2: "EFFICIENT_ATTENTION",
              3: "CUDNN_ATTENTION", 4: "OVERRIDEABLE"}

    def __init__(self, value):
        self.value = int(value)
        self.name = SDPBackend._NAMES.get(self.value, "???")

    def __repr__(self):
        return f"<SDPBackend.{self.name}: {self.value}>"

    def __str__(self):
        return f"SDPBackend.{self.name}"

    def __int__(self):
        return self.value

    def __index__(self):
        return self.value

    def __eq__(self, other):
        return isinstance(other, SDPBackend) and other.value == self.value

    def __ne__(self, other):
        return not self.__eq__(other)

    def __hash__(self):
        return self.value


SDPBackend.__members__ = {}
for _value, _name in SDPBackend._NAMES.items():
    _member = SDPBackend(_value)
    setattr(SDPBackend, _name, _member)
    SDPBackend.__members__[_name] = _member

# The flag behind each backend (torch.nn.attention._backend_names).
_FLAGS = {"cudnn": "CUDNN_ATTENTION", "flash": "FLASH_ATTENTION",
          "mem_efficient": "EFFICIENT_ATTENTION", "math": "MATH", "overrideable": "OVERRIDEABLE"}


def _current_backends():
    return [getattr(SDPBackend, member) for flag, member in _FLAGS.items() if _cuda._sdp[flag]]


def _set_backends(backends):
    for flag, member in _FLAGS.items():
        _cuda._sdp[flag] = getattr(SDPBackend, member) in backends


@contextlib.contextmanager
def sdpa_kernel(backends, set_priority=False):
    # The CPU tries flash, then math, whatever the priority order, so set_priority changes
    # nothing here (as on a CPU PyTorch).
    if not isinstance(backends, (list, SDPBackend)):
        raise AssertionError(
            "Backend must be an instance of SDPBackend or a list of SDPBackend instances, "
            f"got {type(backends).__name__}")
    if isinstance(backends, SDPBackend):
        backends = [backends]
    backends = list(dict.fromkeys(backends))
    previous = _current_backends()
    try:
        _set_backends(backends)
        yield {}
    finally:
        _set_backends(previous)
