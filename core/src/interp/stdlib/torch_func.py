# torch.func (functorch's transforms) for functions of tensors, built on the autograd
# engine: jvp in forward mode (dual tensors, autograd/forward.rs), grad/vjp/jacrev in
# reverse mode, jacfwd as jacrev laid out as functorch lays it out, hessian as their
# composition.
# Inputs that already require grad (model parameters, or an outer transform's inputs) keep
# their graph: the results stay differentiable, as PyTorch's levels keep them, though the
# grad_fn names of such results are those of the backward formulas, not functorch's.
# Inputs and outputs are pytrees (tensors in nested tuples, lists and dicts: a model's
# parameters as a dict for functional_call), flattened as torch.utils._pytree flattens
# them. vmap runs the function once per batch entry (see vmap below).
import contextlib
import functools
from collections import OrderedDict

import torch
import torch.autograd.functional as _functional
import torch._functorch.autograd_function as _custom_fn

__all__ = ["grad", "grad_and_value", "vjp", "jvp", "jacrev", "jacfwd", "hessian",
           "functional_call", "vmap", "stack_module_state", "linearize", "functionalize"]


class _TreeSpec:
    """A pytree's structure, as torch.utils._pytree's TreeSpec (its repr and pprint are
    what PyTorch's structure errors show)."""

    def __init__(self, kind, context, children):
        self.kind, self.context, self.children = kind, context, children

    def __eq__(self, other):
        return (isinstance(other, _TreeSpec) and self.kind is other.kind
                and self.context == other.context and self.children == other.children)

    def __repr__(self, indent=0):
        name = getattr(self.kind, "_spec_name", self.kind.__name__)
        text = f"TreeSpec({name}, {self.context}, ["
        if self.children:
            indent += 2
            text += self.children[0].__repr__(indent)
            text += "," if len(self.children) > 1 else ""
            text += ",".join("\n" + " " * indent + c.__repr__(indent) for c in self.children[1:])
        return text + "])"

    def pprint(self):
        parts = [c.pprint() for c in self.children]
        if self.kind is dict:
            return "{" + ", ".join(f"{k!r}: {v}" for k, v in zip(self.context, parts)) + "}"
        if self.kind is list:
            return "[" + ", ".join(parts) + "]"
        return "(" + ", ".join(parts) + ("," if len(parts) == 1 else "") + ")"


class _LeafSpec(_TreeSpec):
    def __init__(self):
        super().__init__(None, None, [])

    def __repr__(self, indent=0):
        return "*"

    def pprint(self):
        return "*"


class _Namedtuple:
    """The node kind of a namedtuple in a TreeSpec (its context is the namedtuple's class);
    PyTorch's TreeSpec names it `namedtuple`."""
    _spec_name = "namedtuple"


class _Structseq:
    """The node kind of a torch.return_types structseq (context: its type; the spec keeps
    one instance to build others from)."""


def _node(tree):
    """(kind, context, children) of a pytree node, None for a leaf: tuples, namedtuples,
    lists, dicts and OrderedDicts are nodes, as torch.utils._pytree registers them."""
    if type(tree) in (tuple, list):
        return type(tree), None, list(tree)
    if type(tree) is torch.Size:
        return torch.Size, None, list(tree)
    if isinstance(tree, tuple) and hasattr(type(tree), "_fields"):
        return _Namedtuple, type(tree), list(tree)
    if type(tree) in (dict, OrderedDict):
        return type(tree), list(tree.keys()), list(tree.values())
    if _native.is_structseq(tree):
        return _Structseq, type(tree), list(tree)
    return None


def _tree_flatten(tree):
    """(leaves, spec): tuples, lists and dicts are nodes, anything else a leaf."""
    node = _node(tree)
    if node is None:
        return [tree], _LeafSpec()
    kind, context, children = node
    leaves, specs = [], []
    for child in children:
        sub, spec = _tree_flatten(child)
        leaves.extend(sub)
        specs.append(spec)
    spec = _TreeSpec(kind, context, specs)
    if kind is _Structseq:
        spec.example = tree
    return leaves, spec


def _tree_unflatten(leaves, spec):
    it = iter(leaves)

    def build(sp):
        if isinstance(sp, _LeafSpec):
            return next(it)
        children = [build(c) for c in sp.children]
        if sp.kind in (dict, OrderedDict):
            return sp.kind(zip(sp.context, children))
        if sp.kind is _Namedtuple:
            return sp.context(*children)
        if sp.kind is _Structseq:
            return _native.structseq_like(sp.example, children)
        return sp.kind(children)
    return build(spec)


def _tree_leaf_count(spec):
    if isinstance(spec, _LeafSpec):
        return 1
    return sum(_tree_leaf_count(c) for c in spec.children)


def _nested(args):
    """Do the inputs carry an outer graph (so results must stay differentiable)?"""
    return torch.is_grad_enabled() and any(
        isinstance(a, torch.Tensor) and a.requires_grad for a in args)


class _Captures:
    """While a transform runs its function: memory that existed before is captured, and
    an in-place write to it by the function is refused, as PyTorch refuses it."""

    def __init__(self, inputs):
        self.inputs = [x for x in inputs if isinstance(x, torch.Tensor)]

    def __enter__(self):
        _native.func_enter(self.inputs)
        _custom_fn.transform_running().__enter__()
        return self

    def __exit__(self, *exc):
        _custom_fn.transform_running().__exit__()
        _native.func_exit()
        return False


def _closes_over_graph(outputs, inputs):
    """Does the function's result depend on a tensor that requires grad other than the
    transform's own inputs (a model parameter it closes over)? Then PyTorch's result keeps
    a graph to it (`(grad(f)(x) ** 2).sum().backward()` reaches the parameters)."""
    # A dual input (forward over reverse) is a view of the leaf the graph holds.
    own = {id(x) for x in inputs} | {id(x._base) for x in inputs if x._base is not None}
    stack, seen = [], set()
    for o in outputs:
        if isinstance(o, torch.Tensor) and o.requires_grad:
            if o.grad_fn is None:
                if id(o) not in own:
                    return True
            else:
                stack.append(o.grad_fn)
    while stack:
        node = stack.pop()
        if node is None or id(node) in seen:
            continue
        seen.add(id(node))
        if type(node).__name__ == "AccumulateGrad":
            if id(node.variable) not in own:
                return True
            continue
        stack.extend(n for n, _ in node.next_functions)
    return False


def _split_aux(output, has_aux, api):
    """`(output, aux)` from f's result when has_aux, else `(output, None)`."""
    if not has_aux:
        return output, None
    if not (isinstance(output, tuple) and len(output) == 2):
        raise RuntimeError(f"{api}: output of function f should be a tuple: (output, aux) "
                           "if has_aux is True")
    for leaf in _tree_flatten(output[1])[0]:
        if not isinstance(leaf, torch.Tensor):
            raise RuntimeError(f"Expected tensors, got unsupported type {type(leaf)}")
    return output


def _unwrap_aux(aux, nested, inputs=None):
    """Auxiliary outputs leave the transform without its inner graph, but keep one to a
    parameter the function closes over (`inputs`: the transform's own differentiable
    inputs), as PyTorch's do."""
    if nested:
        return aux
    leaves, spec = _tree_flatten(aux)

    def unwrap(x):
        if not isinstance(x, torch.Tensor):
            return x
        if inputs is not None and torch.is_grad_enabled() and _closes_over_graph([x], inputs):
            return x
        return x.detach()
    return _tree_unflatten([unwrap(x) for x in leaves], spec)


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
    if not nested and _native.current_dual_level() >= 0:
        fwAD = torch.autograd.forward_ad
        tangent = fwAD.unpack_dual(x).tangent
        if tangent is not None:
            # Inside jvp (forward over reverse, `jvp(grad(f), ...)`): the input keeps its
            # tangent, so the gradient computed from it carries one.
            return fwAD.make_dual(x.detach().requires_grad_(), tangent)
    return _functional._prepare((x,), nested, True)[0]


def grad_and_value(func, argnums=0, has_aux=False):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        idx = _argnums(argnums, len(args))
        trees = [_tree_flatten(args[i]) for i in idx]
        nested = _nested([leaf for leaves, _ in trees for leaf in leaves])
        outer = torch.is_grad_enabled()
        args = list(args)
        # Inference mode does not reach inside a transform (its tensors would have no
        # autograd, and the gradients would be zeros).
        with torch.inference_mode(False), torch.enable_grad(), \
                _Captures([leaf for leaves, _ in trees for leaf in leaves]):
            inputs = []
            for i, (leaves, spec) in zip(idx, trees):
                diff = [_differentiable(leaf, nested) for leaf in leaves]
                inputs.extend(diff)
                args[i] = _tree_unflatten(diff, spec)
            output, aux = _split_aux(func(*args, **kwargs), has_aux, "grad_and_value(f)(*args)")
            if not isinstance(output, torch.Tensor):
                raise RuntimeError(
                    f"grad_and_value(f)(*args): Expected f(*args) to return a Tensor, got {type(output)}")
            if output.dim() != 0:
                raise RuntimeError(
                    "grad_and_value(f)(*args): Expected f(*args) to return a scalar Tensor, "
                    f"got tensor with {output.dim()} dims. Maybe you wanted to "
                    "use the vjp or jacrev APIs instead?")
            # A function closing over parameters that require grad gives a result with a
            # graph to them, as functorch's levels give.
            keep = nested or outer and _closes_over_graph([output], inputs)
            if output.requires_grad and inputs:
                grads = torch.autograd.grad(output, inputs, allow_unused=True, create_graph=keep)
            else:
                grads = [None] * len(inputs)
        grads = [torch.zeros_like(x) if g is None else g for g, x in zip(grads, inputs)]
        # The gradients come back in the structure of the arguments they belong to.
        per_arg, at = [], 0
        for leaves, spec in trees:
            per_arg.append(_tree_unflatten(grads[at:at + len(leaves)], spec))
            at += len(leaves)
        g = per_arg[0] if isinstance(argnums, int) else tuple(per_arg)
        value = output if keep else output.detach()
        if has_aux:
            return g, (value, _unwrap_aux(aux, nested, inputs))
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


def _tensor_leaves(tree, api, argname):
    """The leaves of a pytree of tensors (PyTorch's check that each one is a tensor)."""
    leaves, spec = _tree_flatten(tree)
    for leaf in leaves:
        if not isinstance(leaf, torch.Tensor):
            raise RuntimeError(f"{api}: Expected {argname} to only contain Tensors, got {type(leaf)}")
    return leaves, spec


def jvp(func, primals, tangents, *, strict=False, has_aux=False):
    api = "jvp(f, primals, tangents)"
    if not isinstance(primals, tuple):
        raise RuntimeError(f"{api}: Expected primals to be a tuple. "
                           "E.g. it should be valid to call f(*primals).")
    primal_leaves, primal_spec = _tensor_leaves(primals, api, "primals")
    if len(primal_leaves) == 0:
        raise RuntimeError(f"{api}: Expected primals to contain at least one Tensor.")
    tangent_leaves, tangent_spec = _tensor_leaves(tangents, api, "tangents")
    if primal_spec != tangent_spec:
        raise RuntimeError(
            f"{api}: Expected primals and tangents to have the same python "
            "structure. For example, if primals is a tuple of 3 tensors, "
            f"tangents also must be. Got primals with structure {primal_spec!r} "
            f"and tangents with structure {tangent_spec!r}")
    if _native.current_dual_level() >= 0:
        # functorch's jvp enters a dual level of its own: one inside a script's is nested.
        raise RuntimeError("Nested forward mode AD is not supported at the moment")
    if strict:
        raise NotImplementedError("jvp(strict=True) is not supported in stridelab")
    nested = _nested(primal_leaves)
    # Forward mode itself (autograd/forward.rs): the function runs once on dual tensors.
    fwAD = torch.autograd.forward_ad
    with torch.inference_mode(False), fwAD.dual_level(), _Captures(primal_leaves):
        duals = [fwAD.make_dual(p, t) for p, t in zip(primal_leaves, tangent_leaves)]
        out, aux = _split_aux(func(*_tree_unflatten(duals, primal_spec)), has_aux, api)
        outs, out_spec = _tree_flatten(out)
        for o in outs:
            if not isinstance(o, torch.Tensor):
                raise RuntimeError(f"{api}: expected f(*primals) to return only tensors, "
                                   f"got unsupported type {type(o)}")
        tangent_outs = []
        for o in outs:
            t = fwAD.unpack_dual(o).tangent
            tangent_outs.append(torch.zeros_like(o) if t is None else t)
    # functorch hands a primal output with history (the inputs', or parameters' the
    # function closes over) out through an alias (AliasBackward0), others as they are.
    primal_outs = [o[...] if (nested or o.requires_grad) else o.detach() for o in outs]
    out = _tree_unflatten(primal_outs, out_spec)
    tangent_out = _tree_unflatten(tangent_outs, out_spec)
    if has_aux:
        return out, tangent_out, _unwrap_aux(aux, nested, duals)
    return out, tangent_out


def functionalize(func, *, remove="mutations"):
    """functorch's functionalize: PyTorch reruns `func` with its mutations and views
    replaced by out-of-place ops and writes any mutation of an input back to it at the end.
    The values, and the inputs' final contents, are those of `func` itself, so eager
    stridelab calls it as it is (the rewriting only matters to graph capture)."""
    if remove not in ("mutations", "mutations_and_views"):
        raise RuntimeError(
            f"functionalize(f, remove='mutations'): received invalid argument for remove={remove}."
            " Valid options are:\n"
            "     remove='mutations': all inplace and out= operators will be removed from the program, and replaced"
            " with their out-of-place equivalents.\n"
            "     remove='mutations_and_views': In addition to the above, all aliasing operators {view} will be"
            " replaced with their non-aliasing counterparts, {view}_copy.\n")

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        return func(*args, **kwargs)
    return wrapped


def linearize(func, *primals):
    """(func(*primals), jvp_fn): jvp_fn(*tangents) is the Jacobian-vector product at the
    primals. PyTorch traces func once and replays the trace; here jvp_fn runs func again in
    forward mode (the same values; a side effect in func happens again)."""
    output = func(*primals)
    flat_primals, primals_spec = _tree_flatten(primals)
    shapes = [p.shape for p in flat_primals]
    dtypes = [p.dtype for p in flat_primals]

    def jvp_fn(*tangents):
        flat_tangents, tangents_spec = _tree_flatten(tangents)
        if tangents_spec != primals_spec:
            raise RuntimeError(f"Expected the tangents {tangents_spec!r} to have the same argspec "
                               f"as the primals {primals_spec!r}")
        for i, t in enumerate(flat_tangents):
            if t.shape != shapes[i]:
                raise RuntimeError(f"tangent:{i} with shape {t.shape} in flattened pytree doesn't "
                                   f"match the shape {shapes[i]} of the corresponding primal.")
            if t.dtype != dtypes[i]:
                raise RuntimeError(f"tangent:{i} with dtype {t.dtype} in flattened pytree doesn't "
                                   f"match the dtype {dtypes[i]} of the corresponding primal.")
        return jvp(func, primals, tangents)[1]
    return output, jvp_fn


def vjp(func, *primals, has_aux=False):
    leaves, spec = _tree_flatten(primals)
    nested = _nested(leaves)
    outer = torch.is_grad_enabled()
    with torch.inference_mode(False), torch.enable_grad(), _Captures(leaves):
        xs = tuple(_differentiable(p, nested) for p in leaves)
        out, aux = _split_aux(func(*_tree_unflatten(xs, spec)), has_aux, "vjp(f, *primals)")
    outs, out_spec = _tree_flatten(out)
    # Whether the cotangents' gradients keep a graph is decided by the grad mode when
    # vjp_fn is called, as in PyTorch; the primal output's, now.
    closes = _closes_over_graph(outs, xs)
    keep = nested or outer and closes
    for o in outs:
        if not isinstance(o, torch.Tensor):
            raise RuntimeError(f"vjp(f, *primals): expected f(*primals) to return only tensors, "
                               f"got unsupported type {type(o)}")
        if not (o.is_floating_point() or o.is_complex()):
            raise RuntimeError("vjp(f, ...): All outputs of f must be floating-point or complex Tensors, "
                               f"got Tensor with dtype {o.dtype}")

    def vjp_fn(cotangents, retain_graph=True, create_graph=None):
        cts, ct_spec = _tree_flatten(cotangents)
        if ct_spec != out_spec:
            raise RuntimeError("Expected pytree structure of cotangents to be the same "
                               "as pytree structure of outputs to the function. "
                               f"cotangents: {ct_spec.pprint()}, primal output: {out_spec.pprint()}")
        pairs = [(o, c) for o, c in zip(outs, cts) if o.requires_grad]
        if pairs and xs:
            grads = torch.autograd.grad([o for o, _ in pairs], xs, [c for _, c in pairs],
                                        retain_graph=retain_graph, allow_unused=True,
                                        create_graph=nested or closes and torch.is_grad_enabled())
        else:
            grads = [None] * len(xs)
        grads = [torch.zeros_like(x) if g is None else g for g, x in zip(grads, xs)]
        return _tree_unflatten(grads, spec)

    detached = out if keep else _tree_unflatten([o.detach() for o in outs], out_spec)
    if has_aux:
        return detached, vjp_fn, _unwrap_aux(aux, nested, xs)
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


def _rows_shared(jac, inputs):
    """jacrev's blocks for several outputs: PyTorch computes one (total outputs, *input)
    tensor per input and splits it, so each output's block is a view at its offset."""
    per_out = [list(blocks) for blocks in jac]
    for i, x in enumerate(inputs):
        shapes = [list(per_out[j][i].shape[:per_out[j][i].dim() - x.dim()]) for j in range(len(per_out))]
        numels = [functools.reduce(lambda a, b: a * b, shape, 1) for shape in shapes]
        whole = torch.cat([per_out[j][i].reshape([numels[j]] + list(x.shape)) for j in range(len(per_out))])
        for j, part in enumerate(whole.split(numels)):
            per_out[j][i] = part.view(shapes[j] + list(x.shape))
    return [tuple(blocks) for blocks in per_out]


def _jacobian(func, argnums, has_aux, api):
    @functools.wraps(func)
    def wrapper(*args):
        idx = _argnums(argnums, len(args))
        trees = []
        for i in idx:
            leaves, spec = _tree_flatten(args[i])
            for leaf in leaves:
                if not isinstance(leaf, torch.Tensor):
                    raise ValueError(f"Thing passed to transform API must be Tensor, got {type(leaf)}")
            trees.append((leaves, spec))
        inputs = tuple(leaf for leaves, _ in trees for leaf in leaves)
        nested = _nested(inputs)
        outer = torch.is_grad_enabled()
        found = {}

        def f(*diff):
            full, at = list(args), 0
            for i, (leaves, spec) in zip(idx, trees):
                full[i] = _tree_unflatten(diff[at:at + len(leaves)], spec)
                at += len(leaves)
            out, aux = _split_aux(func(*full), has_aux, f"{api}(f, ...)(*args)")
            outs, found["spec"] = _tree_flatten(out)
            found["aux"] = aux
            found["closes"] = outer and _closes_over_graph(outs, diff)
            found["diff"] = diff
            return tuple(outs)
        # With grad on, the Jacobian is built with a graph; it keeps it only when f closes
        # over a tensor requiring grad (a parameter), as PyTorch's does (f runs once).
        forward = _custom_fn.jacfwd_running() if api == "jacfwd" else contextlib.nullcontext()
        with torch.inference_mode(False), _Captures(inputs), forward:
            # (Under an outer transform the rows stay a plain stack, whose graph it reads.)
            stack = _stack_rows if api == "jacrev" and not nested else None
            jac = _functional.jacobian(f, inputs, create_graph=nested or outer, _empty_ok=True,
                                       _stack=stack)
        if not nested and not found.get("closes", False):
            jac = tuple(tuple(b.detach() for b in blocks) for blocks in jac)
        if api == "jacrev" and len(jac) > 1:
            jac = _rows_shared(jac, inputs)
        # Per output leaf, one block per input leaf; regrouped into each argument's structure,
        # then into the output's.
        per_output = []
        for blocks in jac:
            if api == "jacfwd":
                blocks = _forward_layout(blocks, inputs)
            per_arg, at = [], 0
            for leaves, spec in trees:
                per_arg.append(_tree_unflatten(blocks[at:at + len(leaves)], spec))
                at += len(leaves)
            per_output.append(per_arg[0] if isinstance(argnums, int) else tuple(per_arg))
        result = _tree_unflatten(per_output, found["spec"])
        if has_aux:
            return result, _unwrap_aux(found["aux"], nested, found.get("diff"))
        return result
    return wrapper


def jacrev(func, argnums=0, *, has_aux=False, chunk_size=None, _preallocate_and_copy=False):
    if chunk_size is not None and chunk_size <= 0:
        raise ValueError("jacrev: `chunk_size` should be greater than 0.")
    return _jacobian(func, argnums, has_aux, "jacrev")


def jacfwd(func, argnums=0, has_aux=False, *, randomness="error"):
    return _jacobian(func, argnums, has_aux, "jacfwd")


def hessian(func, argnums=0):
    return jacfwd(jacrev(func, argnums), argnums)


def _fn_name(func):
    return getattr(func, "__name__", repr(func))


def _is_pytree_node(x):
    return _node(x) is not None


def _broadcast_to_and_flatten(tree, spec):
    """`tree` (in_dims or out_dims) laid over the structure `spec`: a leaf stands for every
    leaf under it; None when the structures do not match (torch.utils._pytree's rule)."""
    if not _is_pytree_node(tree):
        return [tree] * _tree_leaf_count(spec)
    if isinstance(spec, _LeafSpec) or _node(tree)[0] is not spec.kind:
        return None
    if spec.kind in (dict, OrderedDict):
        if list(tree.keys()) != spec.context and set(tree.keys()) != set(spec.context):
            return None
        children = [tree[k] for k in spec.context]
    else:
        children = list(tree)
    if len(children) != len(spec.children):
        return None
    flat = []
    for child, sub in zip(children, spec.children):
        part = _broadcast_to_and_flatten(child, sub)
        if part is None:
            return None
        flat.extend(part)
    return flat


def _batched_inputs(func, in_dims, args):
    """functorch's _process_batched_inputs: its checks, in its order, with its messages."""
    name = _fn_name(func)
    if not isinstance(in_dims, (int, tuple)):
        raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): expected `in_dims` to be int "
                         f"or a (potentially nested) tuple matching the structure of inputs, got: {type(in_dims)}.")
    if len(args) == 0:
        raise ValueError(f"vmap({name})(<inputs>): got no inputs. Maybe you forgot to add inputs, or you "
                         "are trying to vmap over a function with no inputs. The latter is unsupported.")
    flat_args, args_spec = _tree_flatten(args)
    flat_in_dims = _broadcast_to_and_flatten(in_dims, args_spec)
    if flat_in_dims is None:
        raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): in_dims is not compatible with "
                         f"the structure of `inputs`. in_dims has structure {_tree_flatten(in_dims)[1]!r} "
                         f"but inputs has structure {args_spec!r}.")
    for i, (arg, in_dim) in enumerate(zip(flat_args, flat_in_dims)):
        if not isinstance(in_dim, int) and in_dim is not None:
            raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={in_dim} for an "
                             "input but in_dim must be either an integer dimension or None.")
        if isinstance(in_dim, int) and not isinstance(arg, torch.Tensor):
            raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={in_dim} for an "
                             f"input but the input is of type {type(arg)}. We cannot vmap over non-Tensor "
                             "arguments, please use None as the respective in_dim")
        if in_dim is not None and (in_dim < -arg.dim() or in_dim >= arg.dim()):
            raise ValueError(f"vmap({name}, in_dims={in_dims}, ...)(<inputs>): Got in_dim={in_dim} for some "
                             f"input, but that input is a Tensor of dimensionality {arg.dim()} so expected "
                             f"in_dim to satisfy -{arg.dim()} <= in_dim < {arg.dim()}.")
        if in_dim is not None and in_dim < 0:
            flat_in_dims[i] = in_dim % arg.dim()
    sizes = [arg.size(d) for d, arg in zip(flat_in_dims, flat_args) if d is not None]
    if not sizes:
        raise ValueError("vmap: Expected at least one Tensor to vmap over")
    if any(n != sizes[0] for n in sizes):
        raise ValueError("vmap: Expected all tensors to have the same size in the mapped dimension, "
                         f"got sizes {sizes} for the mapped dimension")
    return sizes[0], flat_in_dims, flat_args, args_spec


def _check_randomness(randomness):
    if randomness not in ("error", "different", "same"):
        raise RuntimeError("Only allowed values for randomness are 'error', 'different', or 'same'. "
                           f"Got {randomness}")


def _entry_slice(arg, dim, i, batch):
    if dim is None:
        return arg
    if batch == 0:
        # An empty batch still runs the function once (on zeros), for its outputs' shapes.
        shape = list(arg.shape)
        del shape[dim]
        return arg.new_zeros(shape)
    return arg.select(dim, i)


def _as_view_of(outs, flat_args, flat_in_dims, batch):
    """When each entry's output is a view of a batched input's entry at a fixed step, the
    batched result is that view of the input (as PyTorch's, whose view ops act on the
    batched tensor itself); None otherwise."""
    first = outs[0]
    for arg, dim in zip(flat_args, flat_in_dims):
        if dim is None:
            continue
        step = arg.stride(dim)
        same = all(
            _native.vmap_shares_storage(o, arg)
            and o.shape == first.shape and o.stride() == first.stride()
            and o.storage_offset() == first.storage_offset() + i * step
            for i, o in enumerate(outs))
        if same:
            shape, strides = [batch] + list(first.shape), [step] + list(first.stride())
            whole = [shape[0]] + list(shape[1:])
            if dim == 0 and list(arg.shape) == whole and list(arg.stride()) == strides \
                    and arg.storage_offset() == first.storage_offset():
                # The function returned its entry itself: PyTorch hands back the input.
                return arg
            return arg.as_strided(shape, strides, first.storage_offset())
    return None


def _stack_views(outs, graph_ok=False):
    """Entries that are the same view of fresh bases of one shape (the real part of a
    complex result, a slice of a new tensor): PyTorch's batched result is that view of the
    batched base, whose batch dim is in front; None otherwise."""
    first = outs[0]
    bases = [o._base for o in outs]
    if any(b is None for b in bases) or (not graph_ok and any(o.requires_grad for o in outs)) \
            or len(set(id(b) for b in bases)) != len(bases):
        return None
    bases = [torch.view_as_real(b) if b.is_complex() else b for b in bases]
    b0 = bases[0]
    if b0.dtype != first.dtype or any(
            not b.is_contiguous() or b.shape != b0.shape or b.storage_offset() != 0 for b in bases):
        return None
    if any(o.shape != first.shape or o.stride() != first.stride()
           or o.storage_offset() != first.storage_offset() for o in outs):
        return None
    whole = torch.stack(bases)
    return whole.as_strided([len(outs)] + list(first.shape), [whole.stride(0)] + list(first.stride()),
                            first.storage_offset())


def _stack_rows(rows):
    """jacrev's rows (one vjp per output element) stacked as its vmap over the vjps
    stacks them."""
    # (A graph the rows keep goes through the stack and view; jacrev detaches the result
    # unless an outer transform differentiates it.)
    whole = _stack_views(rows, graph_ok=True)
    return whole if whole is not None else torch.stack(rows)


def _stack_entries(outs):
    """The entries stacked along a new first dim, each keeping its own layout (a transposed
    Hessian stays transposed), as PyTorch's batched result keeps the batch dim in front of
    the per-entry strides."""
    first = outs[0]
    strides = first.stride()
    if first.dim() > 1 and not first.is_contiguous() and all(o.stride() == strides for o in outs):
        order = sorted(range(first.dim()), key=lambda d: -strides[d])
        if first.permute(order).is_contiguous():
            back = [order.index(d) + 1 for d in range(first.dim())]
            return torch.stack([o.permute(order) for o in outs]).permute([0] + back)
    return torch.stack(outs)


def _combine(name, outs, batched, out_dim, batch, flat_args, flat_in_dims, frame):
    """One output's entries as one tensor with the batch dimension at `out_dim`."""
    first = outs[0]
    if out_dim is None:
        if any(batched):
            raise ValueError(f"vmap({name}, ...): `{name}` can not return a BatchedTensor when out_dim is None")
        return first
    if not isinstance(first, torch.Tensor):
        raise ValueError(f"vmap({name}, ...): `{name}` must only return Tensors, got type {type(first)}. "
                         "Did you mean to set out_dims= to None for output?")
    unbatched = not any(batched) and all(
        o is first or (o.shape == first.shape and torch.equal(o, first)) for o in outs)
    if batch == 0 and not unbatched:
        return first.new_empty([0] + list(first.shape)).movedim(0, out_dim)
    if unbatched:
        # An output that did not depend on the mapped inputs is expanded, as PyTorch's.
        sizes = list(first.shape)
        sizes.insert(out_dim if out_dim >= 0 else out_dim + first.dim() + 1, batch)
        return first.unsqueeze(out_dim).expand(sizes)
    ruled = _custom_fn.whole_result(frame, outs)
    if ruled is not None:
        return ruled.movedim(0, out_dim)
    view = _as_view_of(outs, flat_args, flat_in_dims, batch)
    if view is not None and any(view is a for a in flat_args) and out_dim in (0, -view.dim()):
        return view
    whole = view if view is not None else _stack_views(outs)
    whole = whole if whole is not None else _stack_entries(outs)
    return whole.movedim(0, out_dim)


def _vmap_call(func, in_dims, out_dims, randomness, chunk_size, args, kwargs):
    name = _fn_name(func)
    batch, flat_in_dims, flat_args, args_spec = _batched_inputs(func, in_dims, args)
    different = randomness == "different"
    if different and any(d not in (None, 0) for d in flat_in_dims):
        # PyTorch's batched draw then fills a physical tensor whose batch dim is not first.
        raise NotImplementedError(
            "vmap(randomness='different') with an in_dims other than 0 or None is not supported "
            "in stridelab")
    entries = []
    level = _native.vmap_enter(randomness)
    # An autograd.Function called per entry finds its vmap rule's batch here.
    frame = _custom_fn.vmap_frame(level, batch, randomness)
    running = _custom_fn.transform_running().__enter__()
    # With randomness='different', the first entry of each chunk (the whole batch when
    # chunk_size is None) draws the chunk's tensor for each random fill; entry i takes its row.
    chunk = chunk_size if chunk_size is not None else max(batch, 1)
    drawing = False
    try:
        state = torch.get_rng_state() if randomness == "same" else None
        for i in range(max(batch, 1)):
            if state is not None:
                # randomness='same': every entry draws what the first drew.
                torch.set_rng_state(state)
            if different:
                if i % chunk == 0:
                    if drawing:
                        _native.vmap_batched_draws_end()
                    _native.vmap_batched_draws(min(chunk, batch - i) if batch > 0 else 0)
                    drawing = True
                _native.vmap_draw_entry(i % chunk)
            leaves = [_entry_slice(a, d, i, batch) for a, d in zip(flat_args, flat_in_dims)]
            _native.vmap_start_entry(level, [x for x, d in zip(leaves, flat_in_dims) if d is not None], batch)
            _custom_fn.vmap_entry(frame, i, [(x, a, d) for x, a, d in zip(leaves, flat_args, flat_in_dims)
                                             if d is not None])
            out = func(*_tree_unflatten(leaves, args_spec), **kwargs)
            flat_out, out_spec = _tree_flatten(out)
            entries.append((flat_out, out_spec,
                            [isinstance(o, torch.Tensor) and _native.vmap_is_batched(level, o) for o in flat_out]))
    finally:
        if drawing:
            _native.vmap_batched_draws_end()
        running.__exit__()
        _custom_fn.vmap_frame_exit(frame)
        _native.vmap_exit(level)
    out_spec = entries[0][1]
    flat_out_dims = _broadcast_to_and_flatten(out_dims, out_spec)
    if flat_out_dims is None:
        raise ValueError(f"vmap({name}, ..., out_dims={out_dims})(<inputs>): out_dims is not compatible with "
                         f"the structure of `outputs`. out_dims has structure {_tree_flatten(out_dims)[1]!r} "
                         f"but outputs has structure {out_spec!r}.")
    results = []
    for j, out_dim in enumerate(flat_out_dims):
        outs = [e[0][j] for e in entries]
        batched = [e[2][j] for e in entries]
        results.append(_combine(name, outs, batched, out_dim, batch, flat_args, flat_in_dims, frame))
    return _tree_unflatten(results, out_spec)


def vmap(func, in_dims=0, out_dims=0, randomness="error", *, chunk_size=None):
    # Runs `func` once per batch entry and stacks the results (docs/decisions.md, "Stop 55");
    # what PyTorch's BatchedTensor refuses is refused here too (interp/vmap.rs).
    _check_randomness(randomness)
    if chunk_size is not None and not (isinstance(chunk_size, int) and chunk_size > 0):
        raise ValueError(f"vmap: chunk_size should be None or greater than 0. (got {chunk_size})")

    @functools.wraps(func)
    def wrapped(*args, **kwargs):
        return _vmap_call(func, in_dims, out_dims, randomness, chunk_size, args, kwargs)
    return wrapped


def _stacked_leaf(tensors, name):
    all_grad = all(t.requires_grad for t in tensors)
    if not all_grad and any(t.requires_grad for t in tensors):
        raise RuntimeError(f"Expected {name} from each model to have the same .requires_grad")
    result = torch.stack(tensors)
    if all_grad:
        result = result.detach().requires_grad_()
    return result


def stack_module_state(models):
    """The parameters and buffers of same-class models stacked along a new first dim (new
    leaves), for vmap over an ensemble."""
    if len(models) == 0:
        raise RuntimeError("stack_module_state: Expected at least one model, got 0.")
    if not (all(m.training for m in models) or all(not m.training for m in models)):
        raise RuntimeError("stack_module_state: Expected all models to have the same training/eval mode.")
    kind = type(models[0])
    if not all(type(m) == kind for m in models):
        raise RuntimeError("stack_module_state: Expected all models to be of the same class.")
    all_params = [dict(m.named_parameters()) for m in models]
    params = {k: _stacked_leaf(tuple(p[k] for p in all_params), k) for k in all_params[0]}
    all_buffers = [dict(m.named_buffers()) for m in models]
    buffers = {k: _stacked_leaf(tuple(b[k] for b in all_buffers), k) for k in all_buffers[0]}
    return params, buffers


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
