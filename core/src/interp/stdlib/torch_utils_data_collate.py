# torch.utils.data._utils.collate: default_collate and default_convert, after PyTorch
# 2.15's file: a map from element types to collate functions, then the structure of the
# element (mappings, namedtuples, sequences) recursed into.
import collections.abc
import copy
import torch


default_collate_err_msg_format = (
    "default_collate: batch must contain tensors, numpy arrays, numbers, "
    "dicts or lists; found {}"
)


def _numpy_kind(elem):
    """'array', 'scalar' or None: which of NumPy's collate entries takes `elem`."""
    t = type(elem)
    if t.__module__ != "numpy" or t.__name__ in ("str_", "bytes_"):
        return None
    return "array" if t.__name__ == "ndarray" else "scalar"


def _str_or_object(dtype):
    # PyTorch's np_str_obj_array_pattern, `[SaUO]`, over the dtype's type string.
    return any(c in "SaUO" for c in dtype.str)


def collate_tensor_fn(batch, *, collate_fn_map=None):
    elem = batch[0]
    if elem.layout == torch.sparse_coo:
        raise RuntimeError(
            "Batches of sparse tensors are not currently supported by the default collate_fn; "
            "please provide a custom collate_fn to handle them appropriately."
        )
    return torch.stack(batch, 0)


def collate_float_fn(batch, *, collate_fn_map=None):
    return torch.tensor(batch, dtype=torch.float64)


def collate_int_fn(batch, *, collate_fn_map=None):
    return torch.tensor(batch)


def collate_str_fn(batch, *, collate_fn_map=None):
    return batch


def collate_numpy_array_fn(batch, *, collate_fn_map=None):
    elem = batch[0]
    if _str_or_object(elem.dtype):
        raise TypeError(default_collate_err_msg_format.format(elem.dtype))
    return collate([torch.as_tensor(b) for b in batch], collate_fn_map=collate_fn_map)


def collate_numpy_scalar_fn(batch, *, collate_fn_map=None):
    return torch.as_tensor(batch)


# PyTorch's map less NumPy's entries: their types would import numpy with every
# torch.utils.data, so `collate` asks `_numpy_kind` at their place in the map's order.
default_collate_fn_map = {
    torch.Tensor: collate_tensor_fn,
    float: collate_float_fn,
    int: collate_int_fn,
    str: collate_str_fn,
    bytes: collate_str_fn,
}


def collate(batch, *, collate_fn_map=None):
    elem = batch[0]
    elem_type = type(elem)
    if collate_fn_map is not None:
        if elem_type in collate_fn_map:
            return collate_fn_map[elem_type](batch, collate_fn_map=collate_fn_map)
        numpy_kind = _numpy_kind(elem) if collate_fn_map is default_collate_fn_map else None
        if numpy_kind is not None and not isinstance(elem, torch.Tensor):
            if numpy_kind == "array":
                return collate_numpy_array_fn(batch, collate_fn_map=collate_fn_map)
            return collate_numpy_scalar_fn(batch, collate_fn_map=collate_fn_map)
        for collate_type in collate_fn_map:
            if isinstance(elem, collate_type):
                return collate_fn_map[collate_type](batch, collate_fn_map=collate_fn_map)
    if isinstance(elem, collections.abc.Mapping):
        try:
            if isinstance(elem, collections.abc.MutableMapping):
                # A copy keeps the mapping's own type and attributes.
                clone = copy.copy(elem)
                clone.update({key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map)
                              for key in elem})
                return clone
            return elem_type({key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map)
                              for key in elem})
        except TypeError:
            return {key: collate([d[key] for d in batch], collate_fn_map=collate_fn_map)
                    for key in elem}
    elif isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return elem_type(*(collate(samples, collate_fn_map=collate_fn_map) for samples in zip(*batch)))
    elif isinstance(elem, collections.abc.Sequence):
        it = iter(batch)
        elem_size = len(next(it))
        if not all(len(e) == elem_size for e in it):
            raise RuntimeError("each element in list of batch should be of equal size")
        transposed = list(zip(*batch))
        if isinstance(elem, tuple):
            return [collate(samples, collate_fn_map=collate_fn_map) for samples in transposed]
        try:
            if isinstance(elem, collections.abc.MutableSequence):
                clone = copy.copy(elem)
                for i, samples in enumerate(transposed):
                    clone[i] = collate(samples, collate_fn_map=collate_fn_map)
                return clone
            return elem_type([collate(samples, collate_fn_map=collate_fn_map) for samples in transposed])
        except TypeError:
            return [collate(samples, collate_fn_map=collate_fn_map) for samples in transposed]
    raise TypeError(default_collate_err_msg_format.format(elem_type))


def default_collate(batch):
    return collate(batch, collate_fn_map=default_collate_fn_map)


def default_convert(data):
    elem_type = type(data)
    if isinstance(data, torch.Tensor):
        return data
    numpy_kind = _numpy_kind(data)
    if numpy_kind is not None:
        if numpy_kind == "array" and _str_or_object(data.dtype):
            return data
        return torch.as_tensor(data)
    if isinstance(data, collections.abc.Mapping):
        try:
            if isinstance(data, collections.abc.MutableMapping):
                clone = copy.copy(data)
                clone.update({key: default_convert(data[key]) for key in data})
                return clone
            return elem_type({key: default_convert(data[key]) for key in data})
        except TypeError:
            return {key: default_convert(data[key]) for key in data}
    elif isinstance(data, tuple) and hasattr(data, "_fields"):
        return elem_type(*(default_convert(d) for d in data))
    elif isinstance(data, tuple):
        return [default_convert(d) for d in data]
    elif isinstance(data, collections.abc.Sequence) and not isinstance(data, (str, bytes)):
        try:
            if isinstance(data, collections.abc.MutableSequence):
                clone = copy.copy(data)
                for i, d in enumerate(data):
                    clone[i] = default_convert(d)
                return clone
            return elem_type([default_convert(d) for d in data])
        except TypeError:
            return [default_convert(d) for d in data]
    return data
