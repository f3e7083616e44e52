# torch.func (functorch's transforms) for functions of tensors, built on reverse-mode
# autograd: jvp by the double-backward trick (forward mode's values, each derivative taken
# through the backward formulas), jacfwd as jacrev, hessian as their composition.
# Inputs that already require grad (model parameters, or an outer transform's inputs) keep
# their graph: the results stay differentiable, as PyTorch's levels keep them, though the
# grad_fn names of such results are those of the backward formulas, not functorch's.
# Refused, by name: vmap (there are no batching rules here) and pytree inputs (only tensors
# and tuples of tensors).
import functools

import torch
import torch.autograd.functional as _functional

__all__ = ["grad", "grad_and_value", "vjp", "jvp", "jacrev", "jacfwd", "hessian",
           "functional_call", "vmap"]


def _nested(args):
    """Do the inputs carry an outer graph (so results must stay differentiable)?"""
    return torch.is_grad_enabled() and any(
        isinstance(a, torch.Tensor) and a.requires_grad for a in args)


def _split_aux(output, has_aux, api):
    """`(output, aux)` from f's result when has_aux, else `(output, None)`."""
    if not has_aux:
        return output, None
    if not (isinstance(output, tuple) and len(output) == 2):
        raise RuntimeError(f"{api}: output of function f should be a tuple: (output, aux) "
                           "if has_aux is True")
    return output


def _unwrap_aux(aux, nested):
    """Auxiliary outputs leave the transform without its inner graph."""
    if nested:
        return aux
    if isinstance(aux, torch.Tensor):
        return aux.detach()
    if isinstance(aux, (tuple, list)):
        return type(aux)(_unwrap_aux(a, nested) for a in aux)
    if isinstance(aux, dict):
        return {k: _unwrap_aux(v, nested) for k, v in aux.items()}
    return aux


def _wrap_argnum(argnum, num_args):
    if not isinstance(argnum, int):
        raise RuntimeError(f"argnum must be int, got: {type(argnum)}")
    if 0 <= argnum < num_args:
        return argnum
    if -num_args <= argnum < 0:
        return argnum + num_args
    raise RuntimeError(f"Got argnum={argnum}, but only {num_args} positional inputs")


def _argnums(argnums, num_args):
    if isinstance(argnums, int):
        return (_wrap_argnum(argnums, num_args),)
    if isinstance(argnums, tuple):
        if len(argnums) == 0:
            raise RuntimeError("argnums must be non-empty")
        if len(set(argnums)) != len(argnums):
            raise RuntimeError(f"argnums elements must be unique, got {argnums}")
        return tuple(_wrap_argnum(a, num_args) for a in argnums)
    raise RuntimeError(f"argnums must be int or Tuple[int, ...], got: {type(argnums)}")


def _differentiable(x, nested):
    if not isinstance(x, torch.Tensor):
        raise ValueError(f"Thing passed to transform API must be Tensor, got {type(x)}")
    return _functional._prepare((x,), nested, True)[0]


def grad_and_value(func, argnums=0, has_aux=False):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        idx = _argnums(argnums, len(args))
        nested = _nested([args[i] for i in idx])
        args = list(args)
        with torch.enable_grad():
            for i in idx:
                args[i] = _differentiable(args[i], nested)
            output, aux = _split_aux(func(*args, **kwargs), has_aux, "grad_and_value(f)(*args)")
            if not isinstance(output, torch.Tensor):
                raise RuntimeError(
                    f"grad_and_value(f)(*args): Expected f(*args) to return a Tensor, got {type(output)}")
            if output.dim() != 0:
                raise RuntimeError(
                    "grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, "
                    f"got tensor with {output.dim()} dims. Maybe you wanted to "
                    "use the vjp or jacrev APIs instead?")
            inputs = [args[i] for i in idx]
            if output.requires_grad:
                grads = torch.autograd.grad(output, inputs, allow_unused=True, create_graph=nested)
            else:
                grads = [None] * len(inputs)
        grads = tuple(torch.zeros_like(x) if g is None else g for g, x in zip(grads, inputs))
        g = grads[0] if isinstance(argnums, int) else grads
        value = output if nested else output.detach()
        if has_aux:
            return g, (value, _unwrap_aux(aux, nested))
        return g, value
    return wrapper


def grad(func, argnums=0, has_aux=False):
    gv = grad_and_value(func, argnums, has_aux)

    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        g, value = gv(*args, **kwargs)
        if has_aux:
            return g, value[1]
        return g
    return wrapper


def _tensor_tuple(elts, api, argname):
    if not isinstance(elts, tuple):
        raise RuntimeError(f"{api}: Expected {argname} to be a tuple of Tensors, got {type(elts)}")
    for elt in elts:
        if not isinstance(elt, torch.Tensor):
            raise RuntimeError(f"{api}: Expected {argname} to be a tuple of Tensors, got "
                               f"a tuple with an element of type {type(elt)}")
    if len(elts) == 0:
        raise RuntimeError(f"{api}: Expected {argname} to be a non-empty tuple of Tensors.")


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    api = "jvp(f, primals, tangents)"
    if not isinstance(primals, tuple):
        raise RuntimeError(f"{api}: Expected primals to be a tuple. "
                           "E.g. it should be valid to call f(*primals).")
    if not isinstance(tangents, tuple) or len(tangents) != len(primals):
        raise RuntimeError(
            f"{api}: Expected primals and tangents to have the same python "
            "structure. For example, if primals is a tuple of 3 tensors, "
            "tangents also must be.")
    _tensor_tuple(primals, api, "primals")
    _tensor_tuple(tangents, api, "tangents")
    if _native.current_dual_level() >= 0:
        # functorch's jvp enters a dual level of its own: one inside a script's is nested.
        raise RuntimeError("Nested forward mode AD is not supported at the moment")
    if strict:
        raise NotImplementedError("jvp(strict=True) is not supported in stridelab")
    nested = _nested(primals)
    # Forward mode itself (autograd/forward.rs): the function runs once on dual tensors.
    fwAD = torch.autograd.forward_ad
    with fwAD.dual_level():
        duals = tuple(fwAD.make_dual(p, t) for p, t in zip(primals, tangents))
        out, aux = _split_aux(func(*duals), has_aux, api)
        outs = out if isinstance(out, tuple) else (out,)
        for o in outs:
            if not isinstance(o, torch.Tensor):
                raise RuntimeError(f"{api}: Expected f(*primals) to return only tensors, "
                                   f"got unsupported type {type(o)}")
        tangent_outs = []
        for o in outs:
            t = fwAD.unpack_dual(o).tangent
            tangent_outs.append(torch.zeros_like(o) if t is None else t)
    # functorch hands a primal output with history (the inputs', or parameters' the
    # function closes over) out through an alias (AliasBackward0), others as they are.
    primal_outs = tuple(o[...] if (nested or o.requires_grad) else o.detach() for o in outs)
    if isinstance(out, tuple):
        out, tangent_out = primal_outs, tuple(tangent_outs)
    else:
        out, tangent_out = primal_outs[0], tangent_outs[0]
    if has_aux:
        return out, tangent_out, _unwrap_aux(aux, nested)
    return out, tangent_out


def vjp(func, *primals, has_aux=False):
    nested = _nested(primals)
    with torch.enable_grad():
        xs = tuple(_differentiable(p, nested) for p in primals)
        out, aux = _split_aux(func(*xs), has_aux, "vjp(f, *primals)")
    outs = out if isinstance(out, tuple) else (out,)
    for o in outs:
        if not isinstance(o, torch.Tensor):
            raise RuntimeError(f"vjp(f, *primals): expected f(*primals) to return only tensors, "
                               f"got unsupported type {type(o)}")
        if not (o.is_floating_point() or o.is_complex()):
            raise RuntimeError("vjp(f, ...): All outputs of f must be floating-point or complex Tensors, "
                               f"got Tensor with dtype {o.dtype}")

    def vjp_fn(cotangents, retain_graph=True, create_graph=None):
        cts = cotangents if isinstance(out, tuple) else (cotangents,)
        if len(cts) != len(outs):
            raise RuntimeError("Expected pytree structure of cotangents to be the same "
                               "as pytree structure of outputs to the function.")
        pairs = [(o, c) for o, c in zip(outs, cts) if o.requires_grad]
        if pairs:
            grads = torch.autograd.grad([o for o, _ in pairs], xs, [c for _, c in pairs],
                                        retain_graph=retain_graph, allow_unused=True,
                                        create_graph=nested)
        else:
            grads = [None] * len(xs)
        return tuple(torch.zeros_like(x) if g is None else g for g, x in zip(grads, xs))

    if nested:
        detached = out
    else:
        detached = tuple(o.detach() for o in outs) if isinstance(out, tuple) else out.detach()
    if has_aux:
        return detached, vjp_fn, _unwrap_aux(aux, nested)
    return detached, vjp_fn


def _forward_layout(jac, inputs):
    """One output's jacobian blocks laid out as jacfwd lays them out: computed as a batch of
    jvps over the inputs' basis (shape (n_in, *out)), then moved to the last dim and split."""
    out_shape = list(jac[0].shape[:jac[0].dim() - inputs[0].dim()])
    out_n = 1
    for d in out_shape:
        out_n *= d
    rows = torch.cat([j.reshape(out_n, x.numel()) for j, x in zip(jac, inputs)], dim=1)
    batched = rows.t().contiguous().reshape([rows.shape[1]] + out_shape).movedim(0, -1)
    parts = torch.split(batched, [x.numel() for x in inputs], dim=-1)
    return tuple(p.unflatten(-1, x.shape) if x.dim() else p.squeeze(-1) for p, x in zip(parts, inputs))


def _jacobian(func, argnums, has_aux, api):
    @functools.wraps(func)
    def wrapper(*args):
        idx = _argnums(argnums, len(args))
        if has_aux:
            raise NotImplementedError(f"torch.func.{api}(has_aux=True) is not supported in stridelab")
        for i in idx:
            if not isinstance(args[i], torch.Tensor):
                raise ValueError(f"Thing passed to transform API must be Tensor, got {type(args[i])}")
        inputs = tuple(args[i] for i in idx)
        nested = _nested(inputs)

        def f(*diff):
            full = list(args)
            for i, d in zip(idx, diff):
                full[i] = d
            return func(*full)
        jac = _functional.jacobian(f, inputs, create_graph=nested, _empty_ok=True)
        # jacobian of a tuple of inputs: per output (a tuple when f returns a tuple), a tuple
        # with one block per input.
        per_output = jac if isinstance(jac[0], tuple) else (jac,)
        if api == "jacfwd":
            per_output = tuple(_forward_layout(blocks, inputs) for blocks in per_output)
        if isinstance(argnums, int):
            per_output = tuple(blocks[0] for blocks in per_output)
        return per_output if isinstance(jac[0], tuple) else per_output[0]
    return wrapper


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None, _preallocate_and_copy=False):
    if chunk_size is not None and chunk_size <= 0:
        raise ValueError("jacrev: `chunk_size` should be greater than 0.")
    return _jacobian(func, argnums, has_aux, "jacrev")


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    return _jacobian(func, argnums, has_aux, "jacfwd")


def hessian(func, argnums=0):
    return jacfwd(jacrev(func, argnums), argnums)


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    raise NotImplementedError("torch.func.vmap is not supported in stridelab (no batching rules)")


def _resolve(module, name):
    *path, leaf = name.split(".")
    owner = module
    for p in path:
        owner = getattr(owner, p)
    return owner, leaf


def functional_call(module, parameter_and_buffer_dicts, args=None, kwargs=None, *,
                    tie_weights=True, strict=False):
    if isinstance(parameter_and_buffer_dicts, dict):
        values = dict(parameter_and_buffer_dicts)
    elif isinstance(parameter_and_buffer_dicts, (tuple, list)):
        values = {}
        for d in parameter_and_buffer_dicts:
            for k, v in d.items():
                if k in values:
                    raise ValueError(f"{k} appeared in multiple dictionaries; behavior of functional call is ambiguous")
                values[k] = v
    else:
        raise ValueError(f"Expected parameter_and_buffer_dicts to be a dict, or a list/tuple of dicts, "
                         f"but got {type(parameter_and_buffer_dicts)}")
    known = dict(module.named_parameters(remove_duplicate=False))
    known.update(dict(module.named_buffers(remove_duplicate=False)))
    if strict:
        missing = [k for k in known if k not in values]
        unexpected = [k for k in values if k not in known]
        if missing or unexpected:
            msg = "Error(s) in reparametrizing for " + type(module).__name__ + ":\n"
            if unexpected:
                msg += "\tUnexpected key(s): " + ", ".join(repr(k) for k in unexpected) + ".\n"
            if missing:
                msg += "\tMissing key(s): " + ", ".join(repr(k) for k in missing) + ".\n"
            raise RuntimeError(msg)
    if tie_weights:
        # A tied tensor (one Parameter under several names) is replaced under all of them;
        # values for two of its names are refused, even equal ones.
        groups = {}
        for name, t in known.items():
            groups.setdefault(id(t), []).append(name)
        for names in groups.values():
            given = [n for n in names if n in values]
            if len(given) > 1:
                raise ValueError(f"functional_call got multiple values for keys {sorted(given)}, "
                                 "which are tied. Consider using tie_weights=False")
        for name, t in list(values.items()):
            if name in known:
                for other, o in known.items():
                    if o is known[name] and other not in values:
                        values[other] = t
    saved = []
    try:
        for name, t in values.items():
            owner, leaf = _resolve(module, name)
            if leaf in owner._parameters:
                saved.append((owner._parameters, leaf, owner._parameters[leaf], False))
                owner._parameters[leaf] = t
            elif leaf in owner._buffers:
                saved.append((owner._buffers, leaf, owner._buffers[leaf], False))
                owner._buffers[leaf] = t
            else:
                saved.append((owner, leaf, None, True))
                setattr(owner, leaf, t)
        if args is None:
            args = ()
        elif not isinstance(args, tuple):
            args = (args,)
        return module(*args, **(kwargs or {}))
    finally:
        for place, leaf, old, was_attr in reversed(saved):
            if was_attr:
                delattr(place, leaf)
            else:
                place[leaf] = old
