# copy: shallow and deep copies, after CPython 3.11's copy module, for what teaching code
# copies: containers, tensors and Parameters (torch's own __deepcopy__), nn.Modules and
# other objects of Python classes (`best = copy.deepcopy(model)`). A native object this
# module does not know how to copy is refused rather than shared silently.
import torch

_ATOMIC = (
    "NoneType", "int", "float", "bool", "complex", "str", "bytes", "range", "slice",
    "ellipsis", "type", "function", "builtin_function_or_method", "module", "dtype",
    "device", "Size", "Generator", "frozenset",
)


class Error(Exception):
    pass


def _is_python_object(x):
    # A class written in Python has a `__dict__` here; the built-in types do not.
    return hasattr(type(x), "__dict__") and not isinstance(x, type)


def _stand_in(x):
    # "list", "dict", "set" or "frozenset" for an instance of a script's `class L(list)` / `class D(dict)`
    # (stdlib/list_stand_in.py, dict_stand_in.py), which copy as CPython's reduce protocol
    # copies them: a new instance (no __init__), its __dict__, then its items added through
    # `append` / `y[k] = v` (a subclass's overrides included).
    if not _is_python_object(x):
        return None
    return getattr(type(x), "__stridelab_stand_in__", None)


def _copy_stand_in(x, kind):
    if kind in ("set", "frozenset"):
        # set.__reduce__: the class called with a list of the items, then the __dict__.
        y = type(x)(list(x))
        for k, v in vars(x).items():
            _native.instance_set(y, k, v)
        return y
    y = _native.instance_copy(x)
    if kind == "list":
        for a in x:
            y.append(a)
    else:
        for k, v in x.items():
            y[k] = v
    return y


def _refuse(x, what):
    raise NotImplementedError(
        f"stridelab's copy.{what} does not know how to copy a '{type(x).__name__}' object"
    )


def copy(x):
    name = type(x).__name__
    if name in _ATOMIC or isinstance(x, tuple):
        return x
    kind = _stand_in(x)
    if kind is not None:
        return _copy_stand_in(x, kind)
    if type(x) is torch.Tensor or type(x) is torch.nn.Parameter:
        return _copy_tensor(x)
    # _StorageBase.__copy__: a clone of the bytes.
    if isinstance(x, torch.UntypedStorage):
        return x.clone()
    # A class's own __copy__ first (defaultdict's, OrderedDict's: dict subclasses in CPython).
    if hasattr(type(x), "__copy__"):
        return x.__copy__()
    if isinstance(x, list):
        return list(x)
    if isinstance(x, dict):
        return dict(x)
    if isinstance(x, set):
        return set(x)
    if _is_python_object(x):
        return _native.instance_copy(x)
    _refuse(x, "copy")


def _copy_tensor(x):
    # CPython's copy.copy goes through Tensor.__reduce_ex__: a tensor rebuilt over the same
    # storage with the same offset, size and stride (torch._utils._rebuild_tensor_v2, whose
    # set_ starts its own version counter at 1), a leaf keeping requires_grad but not .grad;
    # a Parameter is rebuilt around its `.data`, so the copy shares memory with it too.
    if type(x) is torch.nn.Parameter:
        return torch.nn.Parameter(x.data, x.requires_grad)
    with torch.no_grad():
        y = torch.empty(0, dtype=x.dtype, device=x.device).set_(
            x.untyped_storage(), x.storage_offset(), x.size(), x.stride())
    if x.requires_grad:
        y.requires_grad_(True)
    return y


def _storage_copy(x, memo):
    # A copy of `x` over a copy of its whole storage, made once per storage per memo
    # (Tensor.__deepcopy__ deep-copies the storage through the memo): views copied
    # together still share memory, with their offsets and strides.
    known = memo.get("__storages__")
    if known is None:
        known = []
        memo["__storages__"] = known
    y = _native.snapshot_tensors([x], known)[0]
    known.append([x, y])
    memo[id(x)] = y
    return y


def _deepcopy_tensor(x, memo):
    # torch.Tensor.__deepcopy__ / Parameter.__deepcopy__: leaves only; the copy keeps
    # requires_grad. torch.save's copy of an object (memo["__torch_save__"]) pickles its
    # tensors instead: any tensor, as a leaf over a copy of its whole storage.
    if "__torch_save__" in memo:
        return _storage_copy(x, memo)
    if _native.is_uninitialized(x):
        # UninitializedTensorMixin.__deepcopy__: a new uninitialized tensor of its kind.
        kind = torch.nn.UninitializedParameter if isinstance(x, torch.nn.Parameter) else torch.nn.UninitializedBuffer
        y = kind(x.requires_grad, x.device, x.dtype)
        memo[id(x)] = y
        return y
    if not x.is_leaf:
        raise RuntimeError(
            "Only Tensors created explicitly by the user (graph leaves) support the deepcopy "
            "protocol at the moment.  If you were attempting to deepcopy a module, this may be "
            "because of a torch.nn.utils.weight_norm usage, see "
            "https://github.com/pytorch/pytorch/pull/103001"
        )
    if isinstance(x, torch.nn.Parameter):
        # Parameter.__deepcopy__ clones its data: no storage is shared with other copies.
        with torch.no_grad():
            y = torch.nn.Parameter(x.clone(memory_format=torch.preserve_format), x.requires_grad)
        memo[id(x)] = y
        return y
    y = _storage_copy(x, memo)
    # Tensor.__deepcopy__ copies .grad; Parameter.__deepcopy__ does not.
    if x.grad is not None:
        y.grad = deepcopy(x.grad, memo)
    return y


def _same_tuple_type(x, items):
    # CPython rebuilds a tuple subclass through its reduce: a namedtuple stays its class,
    # a torch.return_types structseq stays one.
    t = type(x)
    if t is tuple:
        return items
    if hasattr(t, "_make"):
        return t._make(items)
    return _native.structseq_like(x, items)


def deepcopy(x, memo=None):
    if memo is None:
        memo = {}
    name = type(x).__name__
    if name in _ATOMIC:
        return x
    d = id(x)
    if d in memo:
        return memo[d]
    if isinstance(x, torch.Tensor):
        if x.is_sparse:
            # Tensor.__deepcopy__ of a sparse COO tensor (a sparse `.grad`): its clone.
            y = x.clone()
            memo[d] = y
            return y
        return _deepcopy_tensor(x, memo)
    if isinstance(x, torch.UntypedStorage):
        # _StorageBase.__deepcopy__: one clone per storage per memo.
        y = x.clone()
        memo[d] = y
        return y
    kind = _stand_in(x)
    if kind in ("set", "frozenset"):
        y = type(x)(deepcopy(list(x), memo))
        memo[d] = y
        for k, v in vars(x).items():
            _native.instance_set(y, k, deepcopy(v, memo))
        return y
    if kind is not None:
        # The copy's items start empty (memo first, for a container holding itself).
        y = _native.instance_copy(x)
        memo[d] = y
        for k, v in vars(x).items():
            _native.instance_set(y, k, deepcopy(v, memo))
        if kind == "list":
            for a in x:
                y.append(deepcopy(a, memo))
        else:
            for k, v in x.items():
                y[deepcopy(k, memo)] = deepcopy(v, memo)
        return y
    if hasattr(type(x), "__deepcopy__"):
        y = x.__deepcopy__(memo)
        memo[d] = y
        return y
    if isinstance(x, list):
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
        return y
    if isinstance(x, tuple):
        y = _same_tuple_type(x, tuple(deepcopy(a, memo) for a in x))
        if d in memo:
            return memo[d]
        memo[d] = y
        return y
    if isinstance(x, dict):
        y = {}
        memo[d] = y
        for k, v in x.items():
            y[deepcopy(k, memo)] = deepcopy(v, memo)
        return y
    if isinstance(x, set):
        y = set(deepcopy(a, memo) for a in x)
        memo[d] = y
        return y
    if _is_python_object(x):
        # CPython's default: a new object of the class (no __init__), its __dict__ copied.
        y = _native.instance_copy(x)
        memo[d] = y
        for k, v in vars(x).items():
            _native.instance_set(y, k, deepcopy(v, memo))
        return y
    if isinstance(x, torch.optim.Optimizer):
        # A native optimizer (PyTorch copies its __dict__): a new one of its class over the
        # groups with their parameters copied through the memo (the copied model's, when
        # both are copied together), its defaults, and its state by position.
        groups = [dict(g, params=[deepcopy(p, memo) for p in g["params"]]) for g in x.param_groups]
        y = type(x)(groups)
        memo[d] = y
        y.defaults.clear()
        y.defaults.update(deepcopy(x.defaults, memo))
        y.load_state_dict(deepcopy(x.state_dict(), memo))
        return y
    _refuse(x, "deepcopy")
