# torch.nn.utils: gradient clipping and the parameter <-> vector helpers, after PyTorch's
# torch/nn/utils/clip_grad.py and convert_parameters.py. Gradients are grouped by
# (device, dtype) in first-seen order, as `_group_tensors_by_device_and_dtype` groups them,
# because that order decides the order the per-tensor norms are summed in.

import torch


def _group_by_device_and_dtype(tensors):
    groups = {}
    for t in tensors:
        key = (str(t.device), t.dtype)
        if key not in groups:
            groups[key] = []
        groups[key].append(t)
    return groups


def get_total_norm(tensors, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    if isinstance(tensors, torch.Tensor):
        tensors = [tensors]
    else:
        tensors = list(tensors)
    norm_type = float(norm_type)
    if len(tensors) == 0:
        return torch.tensor(0.0)
    first_device = tensors[0].device
    norms = []
    with torch.no_grad():
        for group in _group_by_device_and_dtype(tensors).values():
            norms.extend([torch.linalg.vector_norm(g, norm_type) for g in group])
        total_norm = torch.linalg.vector_norm(
            torch.stack([norm.to(first_device) for norm in norms]), norm_type
        )
    if error_if_nonfinite and torch.logical_or(total_norm.isnan(), total_norm.isinf()):
        raise RuntimeError(
            f"The total norm of order {norm_type} for gradients from "
            "`parameters` is non-finite, so it cannot be clipped. To disable "
            "this error and scale the gradients by the non-finite norm anyway, "
            "set `error_if_nonfinite=False`"
        )
    return total_norm


def clip_grads_with_norm_(parameters, max_norm, total_norm, foreach=None):
    if isinstance(parameters, torch.Tensor):
        parameters = [parameters]
    grads = [p.grad for p in parameters if p.grad is not None]
    max_norm = float(max_norm)
    if len(grads) == 0:
        return
    with torch.no_grad():
        clip_coef = max_norm / (total_norm + 1e-6)
        # Multiplying by a coefficient clamped to 1 changes nothing, as in PyTorch.
        clip_coef_clamped = torch.clamp(clip_coef, max=1.0)
        for group in _group_by_device_and_dtype(grads).values():
            for g in group:
                g.mul_(clip_coef_clamped.to(g.device))


def clip_grad_norm_(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    if isinstance(parameters, torch.Tensor):
        parameters = [parameters]
    else:
        parameters = list(parameters)
    grads = [p.grad for p in parameters if p.grad is not None]
    total_norm = get_total_norm(grads, norm_type, error_if_nonfinite, foreach)
    clip_grads_with_norm_(parameters, max_norm, total_norm, foreach)
    return total_norm


def clip_grad_value_(parameters, clip_value, foreach=None):
    if isinstance(parameters, torch.Tensor):
        parameters = [parameters]
    clip_value = float(clip_value)
    grads = [p.grad for p in parameters if p.grad is not None]
    if len(grads) == 0:
        # PyTorch groups the gradients with a C++ helper whose first check is this one, so a
        # call with no gradient fails, with or without foreach (clip_grad_norm_ does not).
        raise RuntimeError(
            "Expected !nested_tensorlist[0].empty() to be true, but got false.  "
            "(Could this error message be improved?  If so, please report an "
            "enhancement request to PyTorch.)"
        )
    with torch.no_grad():
        for group in _group_by_device_and_dtype(grads).values():
            for g in group:
                g.clamp_min_(-clip_value)
                g.clamp_max_(clip_value)


def _typename(obj):
    # torch.typename for what a script passes here: builtins print their bare name.
    if isinstance(obj, torch.Tensor):
        return obj.type()
    return type(obj).__name__


def parameters_to_vector(parameters):
    return torch.cat([param.view(-1) for param in parameters])


def vector_to_parameters(vec, parameters):
    if not isinstance(vec, torch.Tensor):
        raise TypeError(f"expected torch.Tensor, but got: {_typename(vec)}")
    pointer = 0
    for param in parameters:
        num_param = param.numel()
        param.data = vec[pointer : pointer + num_param].view_as(param).data
        pointer += num_param


# `nn.utils.rnn.pad_sequence` as PyTorch's package `__init__` makes it reachable.
class WeightNorm:
    # torch.nn.utils.weight_norm (the deprecated API, still in WaveNet-style code): the
    # weight becomes `name_g` (its norm per `dim`) and `name_v` (its direction), recomputed
    # by a forward pre-hook before every call.
    def __init__(self, name, dim):
        if dim is None:
            dim = -1
        self.name = name
        self.dim = dim

    def compute_weight(self, module):
        g = getattr(module, self.name + "_g")
        v = getattr(module, self.name + "_v")
        return torch._weight_norm(v, g, self.dim)

    @staticmethod
    def apply(module, name, dim):
        for hook in module._forward_pre_hooks.values():
            if isinstance(hook, WeightNorm) and hook.name == name:
                raise RuntimeError(f"Cannot register two weight_norm hooks on the same parameter {name}")
        if dim is None:
            dim = -1
        fn = WeightNorm(name, dim)
        weight = getattr(module, name)
        del module._parameters[name]
        module.register_parameter(name + "_g", torch.nn.Parameter(torch.norm_except_dim(weight, 2, dim).data))
        module.register_parameter(name + "_v", torch.nn.Parameter(weight.data))
        setattr(module, name, fn.compute_weight(module))
        module.register_forward_pre_hook(fn)
        return fn

    def remove(self, module):
        weight = self.compute_weight(module)
        delattr(module, self.name)
        del module._parameters[self.name + "_g"]
        del module._parameters[self.name + "_v"]
        setattr(module, self.name, torch.nn.Parameter(weight.data))

    def __call__(self, module, inputs):
        setattr(module, self.name, self.compute_weight(module))


def weight_norm(module, name="weight", dim=0):
    import warnings
    warnings.warn(
        "`torch.nn.utils.weight_norm` is deprecated in favor of `torch.nn.utils.parametrizations.weight_norm`.",
        FutureWarning,
    )
    WeightNorm.apply(module, name, dim)
    return module


def remove_weight_norm(module, name="weight"):
    from torch.nn.utils.spectral_norm import _remove_reparametrization
    return _remove_reparametrization(module, WeightNorm, name, "weight_norm")


import torch.nn.utils.rnn as rnn
from torch.nn.utils.spectral_norm import spectral_norm, remove_spectral_norm


from torch.nn.utils.fusion import (
    fuse_conv_bn_eval, fuse_conv_bn_weights, fuse_linear_bn_eval, fuse_linear_bn_weights,
)
import torch.nn.utils.fusion as fusion
import torch.nn.utils.stateless as stateless


def clip_grad_norm(parameters, max_norm, norm_type=2.0, error_if_nonfinite=False, foreach=None):
    # PyTorch's deprecated alias of clip_grad_norm_ (its @deprecated FutureWarning).
    import warnings
    warnings.warn(
        "`torch.nn.utils.clip_grad_norm` is now deprecated in favor of `torch.nn.utils.clip_grad_norm_`.",
        FutureWarning,
        stacklevel=2,
    )
    return clip_grad_norm_(parameters, max_norm, norm_type, error_if_nonfinite, foreach)


# torch/nn/utils/memory_format.py: a convolution's weight recopied in a memory format, the
# module's children too (only the 4-d, or 5-d, convolutions: channels_last needs that rank).
def _convert_weight_memory_format(module, classes, memory_format):
    # PyTorch's 2d and 3d functions are one walk over the module tree with another set of
    # classes: each matching module's weight is recloned in the format, children included.
    if isinstance(module, classes):
        weight_data = module.weight.detach().clone(memory_format=memory_format)
        module.weight.data = weight_data.resize_(weight_data.size(), memory_format=memory_format)
    for child in module.children():
        _convert_weight_memory_format(child, classes, memory_format)
    return module


def convert_conv2d_weight_memory_format(module, memory_format):
    return _convert_weight_memory_format(
        module, (torch.nn.Conv2d, torch.nn.ConvTranspose2d), memory_format)


def convert_conv3d_weight_memory_format(module, memory_format):
    return _convert_weight_memory_format(
        module, (torch.nn.Conv3d, torch.nn.ConvTranspose3d), memory_format)


def skip_init(module_cls, *args, **kwargs):
    # torch/nn/utils/init.py builds the module on the meta device and then calls
    # to_empty: the default initialization draws nothing from the CPU generator. We have no
    # meta device, so the module is built where asked and the generator's state put back,
    # the parameters and buffers then made uninitialized by to_empty as PyTorch's are.
    import inspect
    if not issubclass(module_cls, torch.nn.Module):
        raise RuntimeError(f"Expected a Module; got {module_cls}")
    if "device" not in inspect.signature(module_cls).parameters:
        raise RuntimeError("Module must support a 'device' arg to skip initialization")
    final_device = kwargs.pop("device", "cpu")
    state = torch.get_rng_state()
    try:
        module = module_cls(*args, **kwargs)
    finally:
        torch.set_rng_state(state)
    return module.to_empty(device=final_device)
