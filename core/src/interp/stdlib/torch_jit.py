# torch.jit as eager code meets it. TorchScript itself (script, trace, load, save, freeze)
# compiles a module into a graph of its own and is refused by name; the helpers that guard
# eager code (`if not torch.jit.is_scripting():`, torchvision's box ops) or annotate it are
# pass-throughs, as they are in eager PyTorch.


def is_scripting():
    return False


def is_tracing():
    return False


def annotate(the_type, the_value):
    return the_value


def unused(fn):
    return fn


def export(fn):
    return fn


def ignore(drop=False, **kwargs):
    if callable(drop):
        return drop
    return lambda fn: fn


def _refused(name):
    raise NotImplementedError(
        f"torch.jit.{name} is not supported in stridelab: TorchScript compiles code into a "
        "graph of its own, which stridelab does not model; run the code eagerly (or use "
        "torch.compile)")


def script(obj=None, optimize=None, _frames_up=0, _rcb=None, example_inputs=None):
    _refused("script")


def trace(func, example_inputs=None, *args, **kwargs):
    _refused("trace")


def trace_module(mod, inputs, *args, **kwargs):
    _refused("trace_module")


def load(f, map_location=None, _extra_files=None, _restore_shapes=False, **kwargs):
    _refused("load")


def save(m, f, _extra_files=None):
    _refused("save")


def freeze(mod, preserved_attrs=None, optimize_numerics=True):
    _refused("freeze")


def optimize_for_inference(mod, other_methods=None):
    _refused("optimize_for_inference")
