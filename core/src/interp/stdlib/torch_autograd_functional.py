# torch.autograd.functional: vjp, jvp, jacobian, hessian, vhp and hvp, built on
# torch.autograd.grad as PyTorch 2.15 builds them (reverse mode; jvp and hvp by the double
# backward trick; jacobian's forward mode by forward AD under vmap), with the same
# tuple/tensor shapes of results and the same errors.
import torch


def _as_tuple(inp, arg_name, fn_name):
    is_tuple = isinstance(inp, tuple)
    items = inp if is_tuple else (inp,)
    for i, el in enumerate(items):
        if not isinstance(el, torch.Tensor):
            if is_tuple:
                raise TypeError(f"The {arg_name} given to {fn_name} must be either a Tensor or a tuple of Tensors "
                                f"but the value at index {i} has type {type(el)}.")
            raise TypeError(f"The {arg_name} given to {fn_name} must be either a Tensor or a tuple of Tensors but "
                            f"the given {arg_name} has type {type(el)}.")
    return is_tuple, items


def _unpack(res, is_tuple):
    return res if is_tuple else res[0]


def _unpack2(res, is_outer_tuple, is_inner_tuple):
    if not is_inner_tuple:
        res = tuple(el[0] for el in res)
    if not is_outer_tuple:
        res = res[0]
    return res


def _prepare(inputs, create_graph, need_graph):
    out = []
    for inp in inputs:
        if create_graph and inp.requires_grad:
            out.append(inp.view_as(inp))
        else:
            out.append(inp.detach().requires_grad_(need_graph))
    return tuple(out)


def _finish(values, create_graph):
    if isinstance(values[0], torch.Tensor):
        return values if create_graph else tuple(v.detach() for v in values)
    return tuple(_finish(v, create_graph) for v in values)


def _check_v(v, other, is_other_tuple):
    if len(other) != len(v):
        if is_other_tuple:
            raise RuntimeError(f"v is a tuple of invalid length: should be {len(other)} but got {len(v)}.")
        raise RuntimeError("The given v should contain a single Tensor.")
    for idx, (a, b) in enumerate(zip(v, other)):
        if a.size() != b.size():
            prefix = f"Entry {idx} in " if is_other_tuple else ""
            raise RuntimeError(f"{prefix}v has invalid size: should be {b.size()} but got {a.size()}.")


def _check_outputs(outputs, strict):
    if not strict:
        return
    for i, out in enumerate(outputs):
        if out is None or not out.requires_grad:
            raise RuntimeError(
                f"Output {i} of the user-provided function does not require gradients. The outputs must be "
                "computed in a differentiable manner from the input when running in strict mode.")


def _check_requires_grad(tensors, input_type, strict):
    # PyTorch's checks for the first and second derivatives in strict mode (hessian, vhp
    # and hvp check the jacobian they differentiate again with "jacobian").
    if not strict:
        return
    for i, t in enumerate(tensors):
        if t is None:
            raise RuntimeError(f"The output of the user-provided function is independent of input {i}."
                               " This is not allowed in strict mode.")
        if not t.requires_grad:
            if input_type == "hessian":
                raise RuntimeError(
                    f"The hessian of the user-provided function with respect to input {i}"
                    " is independent of the input. This is not allowed in strict mode."
                    " You should ensure that your function is thrice differentiable and that"
                    " the hessian depends on the inputs.")
            raise RuntimeError(
                "While computing the hessian, found that the jacobian of the user-provided"
                f" function with respect to input {i} is independent of the input. This is not"
                " allowed in strict mode. You should ensure that your function is twice"
                " differentiable and that the jacobian depends on the inputs (this would be"
                " violated by a linear function for example).")


def _grad(outputs, inputs, grad_outputs=None, create_graph=False, retain_graph=None):
    if grad_outputs is None:
        grad_outputs = (None,) * len(outputs)
    kept_out = ()
    kept_grad = ()
    for out, g in zip(outputs, grad_outputs):
        if out is not None and out.requires_grad:
            kept_out += (out,)
            kept_grad += (g,)
    if len(kept_out) == 0:
        return (None,) * len(inputs)
    return torch.autograd.grad(kept_out, inputs, kept_grad, allow_unused=True, create_graph=create_graph,
                               retain_graph=retain_graph)


def _zeros_for_none(grads, refs, strict, what):
    res = ()
    for i, g in enumerate(grads):
        if g is None:
            if strict:
                raise RuntimeError(what.format(i=i))
            g = torch.zeros_like(refs[i])
        res += (g,)
    return res


_INDEPENDENT = "The output of the user-provided function is independent of input {i}. This is not allowed in strict mode."


def vjp(func, inputs, v=None, create_graph=False, strict=False):
    with torch.enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "vjp")
        inputs = _prepare(inputs, create_graph, True)
        outputs = func(*inputs)
        is_outputs_tuple, outputs = _as_tuple(outputs, "outputs of the user-provided function", "vjp")
        _check_outputs(outputs, strict)
        if v is not None:
            _, v = _as_tuple(v, "v", "vjp")
            v = _prepare(v, create_graph, False)
            _check_v(v, outputs, is_outputs_tuple)
        elif len(outputs) != 1 or outputs[0].nelement() != 1:
            raise RuntimeError("The vector v can only be None if the user-provided function returns a single "
                               "Tensor with a single element.")
    with torch.set_grad_enabled(True if create_graph else torch.is_grad_enabled()):
        res = _zeros_for_none(_grad(outputs, inputs, v, create_graph=create_graph), inputs, strict, _INDEPENDENT)
    return _unpack(_finish(outputs, create_graph), is_outputs_tuple), _unpack(_finish(res, create_graph),
                                                                              is_inputs_tuple)


def jvp(func, inputs, v=None, create_graph=False, strict=False):
    with torch.enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jvp")
        inputs = _prepare(inputs, create_graph, True)
        if v is not None:
            _, v = _as_tuple(v, "v", "jvp")
            v = _prepare(v, create_graph, False)
            _check_v(v, inputs, is_inputs_tuple)
        elif len(inputs) != 1 or inputs[0].nelement() != 1:
            raise RuntimeError("The vector v can only be None if the input to the user-provided function is a "
                               "single Tensor with a single element.")
        outputs = func(*inputs)
        is_outputs_tuple, outputs = _as_tuple(outputs, "outputs of the user-provided function", "jvp")
        _check_outputs(outputs, strict)
        grad_outputs = tuple(torch.zeros_like(out, requires_grad=True) for out in outputs)
        grad_inputs = _grad(outputs, inputs, grad_outputs, create_graph=True)
    with torch.set_grad_enabled(True if create_graph else torch.is_grad_enabled()):
        res = _zeros_for_none(_grad(grad_inputs, grad_outputs, v, create_graph=create_graph), outputs, strict,
                              "The gradient with respect to the input is independent of entry {i} in the "
                              "grad_outputs when using the double backward trick to compute forward mode "
                              "gradients. This is not allowed in strict mode.")
    return _unpack(_finish(outputs, create_graph), is_outputs_tuple), _unpack(_finish(res, create_graph),
                                                                              is_outputs_tuple)


def jacobian(func, inputs, create_graph=False, strict=False, vectorize=False, strategy="reverse-mode",
             _empty_ok=False, _stack=None):
    # `_empty_ok` (stridelab's, for torch.func.jacrev): an output with no elements has an
    # empty jacobian, where PyTorch's own function fails to stack no rows. `_stack` (also
    # jacrev's) stacks the rows as its vmap lays out a batch.
    if strategy not in ("forward-mode", "reverse-mode"):
        raise AssertionError(
            'Expected strategy to be either "forward-mode" or "reverse-mode". Hint: If your '
            'function has more outputs than inputs, "forward-mode" tends to be more performant. '
            'Otherwise, prefer to use "reverse-mode".'
        )
    if strategy == "forward-mode":
        if create_graph:
            raise NotImplementedError(
                "torch.autograd.functional.jacobian: `create_graph=True` "
                'and `strategy="forward-mode"` are not supported together (yet). '
                "Please either set `create_graph=False` or "
                '`strategy="reverse-mode"`.'
            )
        return _jacfwd(func, inputs, strict, vectorize)
    with torch.enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
        inputs = _prepare(inputs, create_graph, True)
        outputs = func(*inputs)
        is_outputs_tuple, outputs = _as_tuple(outputs, "outputs of the user-provided function", "jacobian")
        _check_outputs(outputs, strict)
        # stridelab computes the vectorized jacobian row by row too (same values), but keeps
        # PyTorch's refusal of strict mode with it.
        if vectorize and strict:
            raise RuntimeError(
                "torch.autograd.functional.jacobian: `strict=True` "
                "and `vectorized=True` are not supported together. "
                "Please either set `strict=False` or "
                "`vectorize=False`."
            )
        jac = ()
        for i, out in enumerate(outputs):
            rows = tuple([] for _ in range(len(inputs)))
            flat = out.reshape(-1)
            for j in range(out.nelement()):
                vj = _grad((flat[j],), inputs, retain_graph=True, create_graph=create_graph)
                for k in range(len(inputs)):
                    if vj[k] is not None:
                        if strict and create_graph and not vj[k].requires_grad:
                            raise RuntimeError(
                                f"The jacobian of the user-provided function is independent of input {i}. "
                                "This is not allowed in strict mode when create_graph=True.")
                        rows[k].append(vj[k])
                    else:
                        if strict:
                            raise RuntimeError(f"Output {i} of the user-provided function is independent of "
                                               f"input {k}. This is not allowed in strict mode.")
                        rows[k].append(torch.zeros_like(inputs[k]))
            stack = _stack if _stack is not None else (lambda r: torch.stack(r, dim=0))
            jac += (tuple(stack(rows[k]).view(out.size() + inputs[k].size())
                          if rows[k] or not _empty_ok
                          else inputs[k].new_zeros(out.size() + inputs[k].size())
                          for k in range(len(inputs))),)
        return _unpack2(_finish(jac, create_graph), is_outputs_tuple, is_inputs_tuple)


def _standard_basis(tensors, numels):
    # One chunk per input: rows of the identity over all inputs' elements, the columns of
    # that input's (PyTorch's _construct_standard_basis_for).
    total = sum(numels)
    chunks = tuple(t.new_zeros(total, n) for t, n in zip(tensors, numels))
    start = 0
    for chunk, n in zip(chunks, numels):
        chunk.diagonal(start).fill_(1)
        start -= n
    return chunks


def _jacfwd(func, inputs, strict=False, vectorize=False):
    # Forward mode: one jvp per input element, batched with vmap over the basis tangents,
    # each output's tangents then laid out as (output, input) as PyTorch's _jacfwd does.
    if strict:
        raise RuntimeError(
            "torch.autograd.functional.jacobian: `strict=True` "
            'and `strategy="forward-mode"` are not supported together (yet). '
            "Please either set `strict=False` or "
            '`strategy="reverse-mode"`.'
        )
    is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
    if not vectorize:
        raise NotImplementedError(
            "Computing Jacobian using forward-AD or forward-over-reverse Hessian is"
            "only implemented for `vectorize=True`."
        )
    import torch.autograd.forward_ad as fwAD
    from torch.func import vmap

    output_info = []
    numels = tuple(x.numel() for x in inputs)
    tangents = _standard_basis(inputs, numels)

    def jvp(*tangents):
        with fwAD.dual_level():
            duals = tuple(fwAD.make_dual(x, t.view_as(x)) for x, t in zip(inputs, tangents))
            is_out_tuple, outs = _as_tuple(func(*duals), "outputs", "jacobian")
            output_info.append(is_out_tuple)
            jv = []
            primals = []
            for out in outs:
                primal, tangent = fwAD.unpack_dual(out)
                primals.append(primal)
                jv.append(tangent if tangent is not None else torch.zeros_like(primal))
            output_info.append(primals)
            return tuple(jv)

    before_split = vmap(jvp)(*tangents)
    is_outputs_tuple, outputs = output_info[0], output_info[-1]
    jac = []
    for jac_out, out in zip(before_split, outputs):
        row = []
        for part, x in zip(jac_out.split(numels, dim=0), inputs):
            row.append(part.permute(*range(1, part.ndim), 0).reshape((*out.shape, *x.shape)))
        jac.append(tuple(row))
    return _unpack2(tuple(jac), is_outputs_tuple, is_inputs_tuple)


def hessian(func, inputs, create_graph=False, strict=False, vectorize=False, outer_jacobian_strategy="reverse-mode"):
    is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "hessian")
    if outer_jacobian_strategy not in ("forward-mode", "reverse-mode"):
        raise AssertionError('Expected strategy to be either "forward-mode" or "reverse-mode".')

    def single_output(*inp):
        out = func(*inp)
        is_out_tuple, t_out = _as_tuple(out, "outputs of the user-provided function", "hessian")
        _check_outputs(t_out, strict)
        if is_out_tuple or not isinstance(out, torch.Tensor):
            raise RuntimeError("The function given to hessian should return a single Tensor")
        if out.nelement() != 1:
            raise RuntimeError("The Tensor returned by the function given to hessian should contain a single element")
        return out.squeeze()

    def jac_func(*inp):
        if outer_jacobian_strategy == "forward-mode":
            inp = tuple(t.requires_grad_(True) for t in inp)
        jac = jacobian(single_output, inp, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict)
        return jac

    res = jacobian(jac_func, inputs, create_graph=create_graph, strict=strict, vectorize=vectorize,
                   strategy=outer_jacobian_strategy)
    return _unpack2(res, is_inputs_tuple, is_inputs_tuple)


def _single_scalar(outputs, fn_name):
    if len(outputs) != 1:
        raise RuntimeError(f"The function given to {fn_name} should return a single Tensor")
    if outputs[0].nelement() != 1:
        raise RuntimeError(f"The Tensor returned by the function given to {fn_name} should contain a single element")


def _first_derivative(func, inputs, v, create_graph, strict, fn_name):
    """vhp's and hvp's shared start: checked inputs and v, the scalar output, its gradient."""
    is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", fn_name)
    inputs = _prepare(inputs, create_graph, True)
    if v is not None:
        _, v = _as_tuple(v, "v", fn_name)
        v = _prepare(v, create_graph, False)
        _check_v(v, inputs, is_inputs_tuple)
    elif len(inputs) != 1 or inputs[0].nelement() != 1:
        raise RuntimeError("The vector v can only be None if the input to the user-provided function is a "
                           "single Tensor with a single element.")
    outputs = func(*inputs)
    is_outputs_tuple, outputs = _as_tuple(outputs, "outputs of the user-provided function", fn_name)
    _single_scalar(outputs, fn_name)
    _check_outputs(outputs, strict)
    jac = _grad(outputs, inputs, create_graph=True)
    _check_requires_grad(jac, "jacobian", strict)
    return is_inputs_tuple, inputs, v, is_outputs_tuple, outputs, jac


def vhp(func, inputs, v=None, create_graph=False, strict=False):
    with torch.enable_grad():
        is_inputs_tuple, inputs, v, is_outputs_tuple, outputs, jac = _first_derivative(func, inputs, v, create_graph,
                                                                                      strict, "vhp")
    with torch.set_grad_enabled(True if create_graph else torch.is_grad_enabled()):
        res = _zeros_for_none(_grad(jac, inputs, v, create_graph=create_graph), inputs, strict,
                              "The jacobian of the user-provided function is independent of input {i}. "
                              "This is not allowed in strict mode.")
    return _unpack(_finish(outputs, create_graph), is_outputs_tuple), _unpack(_finish(res, create_graph),
                                                                              is_inputs_tuple)


def hvp(func, inputs, v=None, create_graph=False, strict=False):
    with torch.enable_grad():
        is_inputs_tuple, inputs, v, is_outputs_tuple, outputs, jac = _first_derivative(func, inputs, v, create_graph,
                                                                                      strict, "hvp")
        grad_jac = tuple(torch.zeros_like(inp, requires_grad=True) for inp in inputs)
        double_back = _grad(jac, inputs, grad_jac, create_graph=True)
        _check_requires_grad(jac, "hessian", strict)
    with torch.set_grad_enabled(True if create_graph else torch.is_grad_enabled()):
        res = _zeros_for_none(_grad(double_back, grad_jac, v, create_graph=create_graph), inputs, strict,
                              "The hessian of the user-provided function is independent of entry {i} in the "
                              "grad_jacobian. This is not allowed in strict mode as it prevents from using the "
                              "double backward trick to replace forward mode AD.")
    return _unpack(_finish(outputs, create_graph), is_outputs_tuple), _unpack(_finish(res, create_graph),
                                                                              is_inputs_tuple)
