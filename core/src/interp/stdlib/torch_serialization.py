# torch.serialization: torch.save and torch.load over the session's in-memory files
# (_files). What is saved is a snapshot: later writes to the tensors do not reach it, and
# each load gives new tensors. Tensors keep what PyTorch's pickling keeps: the whole
# storage (a saved view loads as a view, with its offset and strides, of a copy of the
# storage it viewed; views saved together still share one), requires_grad and
# Parameter-ness; a gradient or a history is not saved.
import torch
import _files
import _torch_pickle
import _torch_zip
from _files import File, Saved
from io import BytesIO


class UnpicklingError(Exception):
    pass


_WEIGHTS_ONLY = (
    "Weights only load failed. This file can still be loaded, to do so you have two options, "
    "\x1b[1mdo those steps only if you trust the source of the checkpoint\x1b[0m. \n"
    "\t(1) In PyTorch 2.6, we changed the default value of the `weights_only` argument in "
    "`torch.load` from `False` to `True`. Re-running `torch.load` with `weights_only` set to "
    "`False` will likely succeed, but it can result in arbitrary code execution. Do it only if "
    "you got the file from a trusted source.\n"
    "\t(2) Alternatively, to load with `weights_only=True` please check the recommended steps "
    "in the following error message.\n"
    "\tWeightsUnpickler error: Unsupported global: GLOBAL {} was not an allowed global by default."
)


def _plain_kind(x):
    # The types a weights-only load rebuilds; None for anything else.
    if x is None or isinstance(x, (bool, int, float, str)):
        return "atom"
    if isinstance(x, (torch.Size, torch.dtype, torch.device)):
        return "atom"
    if isinstance(x, torch.Tensor):
        return "tensor"
    t = type(x)
    if t is list or t is tuple or t is dict:
        return "container"
    if t.__name__ == "OrderedDict":
        return "container"
    return None


def _tensors_in(x, out, plain):
    kind = _plain_kind(x)
    if kind == "tensor":
        out.append(x)
    elif kind == "container":
        items = x.items() if isinstance(x, dict) else enumerate(x)
        for k, v in items:
            _tensors_in(k, out, plain)
            _tensors_in(v, out, plain)
    elif kind is None:
        plain[0] = False
        plain.append(x)


def _rebuild(x, copies):
    kind = _plain_kind(x)
    if kind == "tensor":
        return copies[id(x)]
    if kind == "container":
        if isinstance(x, dict):
            y = type(x)()
            for k, v in x.items():
                y[_rebuild(k, copies)] = _rebuild(v, copies)
            if type(x).__name__ == "OrderedDict":
                # Its own attributes go along (pickle's BUILD): a state dict's `_metadata`.
                for name, value in vars(x).items():
                    if name != "_d":
                        setattr(y, name, _rebuild(value, copies))
            return y
        items = [_rebuild(v, copies) for v in x]
        return items if type(x) is list else tuple(items)
    return x


def _snapshot(obj):
    tensors = []
    plain = [True]
    _tensors_in(obj, tensors, plain)
    if not plain[0]:
        import copy
        return copy.deepcopy(obj, {"__torch_save__": True}), False, plain[1]
    copies = {}
    for t, c in zip(tensors, _native.snapshot_tensors(tensors)):
        copies[id(t)] = c
    return _rebuild(obj, copies), True, None


def _global_name(x):
    # The class the unpickler would have had to import (past the message's first line).
    if isinstance(x, torch.nn.Module):
        return x._typename_of(x)
    return "__main__." + type(x).__name__


# What torch.save wrote: PyTorch's archive bytes (_torch_pickle, _torch_zip) whose
# serialization_id (random digits in PyTorch) names one of these snapshots, found again
# by torch.load from a buffer, a copy of its bytes (`io.BytesIO(buf.getvalue())`) or a
# file. An object PyTorch's pickler would not write the same way every time (a module, a
# user class) has no bytes: a buffer then holds the short marker below, and asking a
# file's size is refused (docs/decisions.md, "Stop 71: torch.save bytes").
_SAVED = []
_MARK = b"PK\x03\x04stridelab torch.save #"
_ID_TAG = "00000000000000000071"


def _archive(obj, protocol, name, key):
    # The archive's bytes, or (None, why) when they cannot be PyTorch's.
    try:
        pkl, storages = _torch_pickle.dumps(obj, protocol)
    except _torch_pickle.NotExact as e:
        return None, str(e)
    records = [(name + "/data.pkl", pkl), (name + "/.format_version", b"1"),
               (name + "/.storage_alignment", b"64"), (name + "/byteorder", b"little")]
    for k, t in storages:
        records.append((name + "/data/" + k, bytes(t.untyped_storage())))
    records.append((name + "/version", b"3\n"))
    sid = f"{key:020d}{_ID_TAG}".encode()
    records.append((name + "/.data/serialization_id", sid))
    return _torch_zip.archive(records), None


def _saved_in(f):
    if isinstance(f, BytesIO):
        # Read past BytesIO's refusal of a marker's bytes (it is what load reads).
        f._why, why = None, f._why
        try:
            data = f.read()
        finally:
            f._why = why
    else:
        data = f.read()
    if not data:
        raise EOFError("")
    if data.startswith(_MARK) and b"\x00" in data:
        k = int(data[len(_MARK):data.index(b"\x00")].decode())
        return _SAVED[k]
    sid = _torch_zip.record(data, ".data/serialization_id") if data.startswith(b"PK") else None
    if sid is not None and len(sid) == 40 and sid[20:] == _ID_TAG.encode():
        k = int(sid[:20].decode())
        if k < len(_SAVED):
            return _SAVED[k]
    if data.startswith(b"PK\x03\x04") and sid is None:
        # miniz's reasons, as PyTorch's reader words them.
        why = "not a ZIP archive" if len(data) < 22 else "failed finding central directory"
        raise RuntimeError(
            f"PytorchStreamReader failed reading zip archive: {why}. This is an internal miniz "
            "error. If you are seeing this error, there is a high likelihood that your checkpoint "
            "file is corrupted. This can happen if the checkpoint was not saved properly, was "
            "transferred incorrectly, or the file was modified after saving."
        )
    if sid is not None:
        raise NotImplementedError(
            "stridelab reads back only what its own torch.save wrote in this session"
        )
    # PyTorch's legacy unpickler, given bytes that are no zip archive.
    raise IndexError("pop from empty list")


def _stem(path):
    # PyTorchStreamWriter's archive name for a path: the file name without its last suffix.
    name = path.__fspath__() if hasattr(type(path), "__fspath__") else path
    name = name.rsplit("/", 1)[-1]
    return name.rsplit(".", 1)[0] if "." in name else name


def save(obj, f, pickle_module=None, pickle_protocol=2, _use_new_zipfile_serialization=True, _disable_byteorder_record=False):
    payload, plain, first_other = _snapshot(obj)
    saved = Saved(payload, plain)
    saved.first_other = first_other
    _SAVED.append(saved)
    key = len(_SAVED) - 1
    to_path = not isinstance(f, (BytesIO, File))
    named = to_path and (isinstance(f, str) or hasattr(type(f), "__fspath__"))
    name = _stem(f) if named else "archive"
    saved.data, saved.why = _archive(obj, pickle_protocol, name, key)
    if isinstance(f, BytesIO):
        f.write(saved.data if saved.data is not None else _MARK + str(key).encode() + b"\x00")
        if saved.data is None:
            f._why = saved.why
    elif isinstance(f, File):
        if f.closed:
            raise ValueError("I/O operation on closed file.")
        if not f._writable:
            raise _files._UnsupportedOperation("write")
        _files.write_saved(f._path, saved)
    else:
        _files.write_saved(f, saved)


def load(f, map_location=None, pickle_module=None, *, weights_only=None, mmap=None, **pickle_load_args):
    if isinstance(map_location, str) and map_location.startswith("cuda"):
        raise RuntimeError(
            "Attempting to deserialize object on a CUDA device but torch.cuda.is_available() is False. "
            "If you are running on a CPU-only machine, please use torch.load with "
            "map_location=torch.device('cpu') to map your storages to the CPU."
        )
    if isinstance(f, BytesIO):
        saved = _saved_in(f)
    elif isinstance(f, File):
        if f.closed:
            raise ValueError("I/O operation on closed file.")
        saved = _files.read_saved(f._path)
    else:
        saved = _files.read_saved(f)
    if weights_only is None:
        weights_only = True
    if weights_only and not saved.plain:
        raise UnpicklingError(_WEIGHTS_ONLY.format(_global_name(saved.first_other)))
    payload, _, _ = _snapshot(saved.payload)
    return payload
