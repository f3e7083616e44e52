# functorch, as PyTorch 2.15 ships it: the torch.func transforms under their old names
# (each a wrapper that warns a FutureWarning on every call, as torch._functorch.deprecated
# does; importing warns nothing), make_functional and make_functional_with_buffers (a
# module and its parameters split into a function of them, here through
# torch.func.functional_call on a deep copy), combine_state_for_ensemble and the
# FunctionalModule classes. functionalize and make_fx (graph capture) are not provided.
import copy
import warnings

import torch
import torch.func as _func
import torch.nn as _nn

__version__ = torch.__version__


def _warning(api, new_api=None):
    if new_api is None:
        new_api = f"torch.func.{api}"
    return (f"We've integrated functorch into PyTorch. As the final step of the integration, "
            f"`functorch.{api}` is deprecated as of PyTorch 2.0 and will be deleted in a future "
            f"version of PyTorch >= 2.3. Please use `{new_api}` instead; see the PyTorch 2.0 "
            f"release notes and/or the `torch.func` migration guide for more details "
            f"https://pytorch.org/docs/main/func.migrating.html")


def _warn(api, new_api=None):
    warnings.warn(_warning(api, new_api), FutureWarning, stacklevel=3)


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    _warn("vmap", "torch.vmap")
    return _func.vmap(func, in_dims, out_dims, randomness, chunk_size=chunk_size)


def grad(func, argnums=0, has_aux=False):
    _warn("grad")
    return _func.grad(func, argnums, has_aux)


def grad_and_value(func, argnums=0, has_aux=False):
    _warn("grad_and_value")
    return _func.grad_and_value(func, argnums, has_aux)


def vjp(func, *primals, has_aux=False):
    _warn("vjp")
    return _func.vjp(func, *primals, has_aux=has_aux)


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    _warn("jvp")
    return _func.jvp(func, primals, tangents, strict=strict, has_aux=has_aux)


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None, _preallocate_and_copy=False):
    _warn("jacrev")
    return _func.jacrev(func, argnums, has_aux=has_aux, chunk_size=chunk_size)


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    _warn("jacfwd")
    return _func.jacfwd(func, argnums, has_aux, randomness=randomness)


def hessian(func, argnums=0):
    _warn("hessian")
    return _func.hessian(func, argnums)


class FunctionalModule(_nn.Module):
    """A module as a function of its parameters: `fmodel(params, *args)`."""

    def __init__(self, stateless_model, param_names, names_map):
        super().__init__()
        self.stateless_model = stateless_model
        self.param_names = param_names
        self.names_map = names_map

    @staticmethod
    def _create_from(model, disable_autograd_tracking=False):
        model_copy = copy.deepcopy(model)
        names = [n for n, _ in model_copy.named_parameters()]
        params = tuple(p for _, p in model_copy.named_parameters())
        if disable_autograd_tracking:
            for p in params:
                p.requires_grad_(False)
        return FunctionalModule(model_copy, tuple(names), {n: [n] for n in names}), params

    def forward(self, params, *args, **kwargs):
        return _func.functional_call(self.stateless_model, dict(zip(self.param_names, params)),
                                     args, kwargs)


class FunctionalModuleWithBuffers(_nn.Module):
    """A module as a function of its parameters and buffers: `fmodel(params, buffers, *args)`."""

    def __init__(self, stateless_model, param_names, buffer_names, param_names_map,
                 buffer_names_map):
        super().__init__()
        self.stateless_model = stateless_model
        self.param_names = param_names
        self.buffer_names = buffer_names
        self.all_names_map = dict(param_names_map)
        self.all_names_map.update(buffer_names_map)

    @staticmethod
    def _create_from(model, disable_autograd_tracking=False):
        model_copy = copy.deepcopy(model)
        pnames = tuple(n for n, _ in model_copy.named_parameters())
        params = tuple(p for _, p in model_copy.named_parameters())
        bnames = tuple(n for n, _ in model_copy.named_buffers())
        buffers = tuple(b for _, b in model_copy.named_buffers())
        if disable_autograd_tracking:
            for p in params:
                p.requires_grad_(False)
        return (FunctionalModuleWithBuffers(model_copy, pnames, bnames, {n: [n] for n in pnames},
                                            {n: [n] for n in bnames}), params, buffers)

    def forward(self, params, buffers, *args, **kwargs):
        values = dict(zip(self.param_names, params))
        values.update(zip(self.buffer_names, buffers))
        return _func.functional_call(self.stateless_model, values, args, kwargs)


def make_functional(model, disable_autograd_tracking=False):
    _warn("make_functional", "torch.func.functional_call")
    if len(list(model.buffers())) > 0:
        raise RuntimeError("make_functional(model): `model` has buffers. Please use "
                           "make_functional_with_buffers(model) instead.")
    return FunctionalModule._create_from(model, disable_autograd_tracking=disable_autograd_tracking)


def make_functional_with_buffers(model, disable_autograd_tracking=False):
    _warn("make_functional_with_buffers", "torch.func.functional_call")
    return FunctionalModuleWithBuffers._create_from(
        model, disable_autograd_tracking=disable_autograd_tracking)


def combine_state_for_ensemble(models):
    _warn("combine_state_for_ensemble", "torch.func.stack_module_state")
    if len(models) == 0:
        raise RuntimeError("combine_state_for_ensemble: Expected at least one model, got 0.")
    if not (all(m.training for m in models) or all(not m.training for m in models)):
        raise RuntimeError("combine_state_for_ensemble: Expected all models to have the same "
                           "training/eval mode.")
    kind = type(models[0])
    if not all(type(m) == kind for m in models):
        raise RuntimeError("combine_state_for_ensemble: Expected all models to be of the same class.")
    parts = [FunctionalModuleWithBuffers._create_from(m) for m in models]
    params = tuple(torch.stack(s).detach() for s in zip(*[p for _, p, _ in parts]))
    buffers = tuple(torch.stack(s).detach() for s in zip(*[b for _, _, b in parts]))
    return parts[0][0], params, buffers
