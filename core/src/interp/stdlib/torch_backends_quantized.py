# torch.backends.quantized, as PyTorch on an x86-64 CPU: the engines its CPU wheels are built
# with, x86 selected. The engine only picks kernels for quantized tensors (which stridelab
# does not have), so setting it changes nothing else; it is checked as torch._C checks it.
_ENGINES = {"none": 0, "": 0, "fbgemm": 1, "qnnpack": 2, "onednn": 3, "x86": 4}
_SUPPORTED = ["qnnpack", "onednn", "x86", "fbgemm"]
_state = ["x86"]


def _get_qengine_id(qengine):
    if qengine is None or qengine not in _ENGINES:
        raise RuntimeError(f"{qengine} is not a valid value for quantized engine")
    return _ENGINES[qengine]


def _set_engine(value):
    _get_qengine_id(value)
    if value not in _SUPPORTED:
        # c10's name for engine 0.
        raise RuntimeError("quantized engine NoQEngine is not supported")
    _state[0] = value


def __getattr__(name):
    if name == "engine":
        return _state[0]
    if name == "supported_engines":
        return list(_SUPPORTED)
    raise AttributeError(f"module 'torch.backends.quantized' has no attribute '{name}'")


# PyTorch replaces the module by a ModuleType subclass whose `engine` and
# `supported_engines` are properties; stridelab's module runs this hook on assignment.
def _setattr_hook(name, value):
    if name == "engine":
        _set_engine(value)
        return True
    if name == "supported_engines":
        raise RuntimeError("Assignment not supported")
    return False
