# torch.*_copy: the view ops as functions whose results own their memory (PyTorch's
# functionalization names them; export graphs and older scripts call them). Each is the
# view followed by a contiguous clone, as ATen's generated kernels are, whatever the input's
# layout; its node is the view's node with `_copy` appended (`PermuteBackward0_copy`), a
# linear map that keeps no input. The argument types are checked before the Python runs
# (torch_api/prelude_checks.rs); a view's own errors are the view's, as in PyTorch.

_VIEW_COPY_NODES = (
    "ViewBackward0_copy", "ExpandBackward0_copy", "PermuteBackward0_copy",
    "TransposeBackward0_copy", "TBackward0_copy", "SqueezeBackward0_copy",
    "SqueezeBackward1_copy", "SqueezeBackward2_copy", "UnsqueezeBackward0_copy",
    "SelectBackward0_copy", "SliceBackward0_copy", "DiagonalBackward0_copy",
    "AsStridedBackward0_copy", "UnfoldBackward0_copy", "AliasBackward0_copy",
    "SplitBackward0_copy", "SplitWithSizesBackward0_copy", "UnbindBackward0_copy",
)
for _n in _VIEW_COPY_NODES:
    _SAVES_NO_INPUTS.add(_n)


def _copied(view, input, node):
    probe = view(input.detach())
    if isinstance(probe, tuple) and not probe:
        # No pieces (unbind along an empty dim): no node either.
        return ()

    def kernel(x):
        got = view(x)
        if isinstance(got, tuple):
            return tuple(t.clone(memory_format=torch.contiguous_format) for t in got)
        return got.clone(memory_format=torch.contiguous_format)

    return _native_node(node, kernel, input)


def _copy_got(fname, args):
    # PyTorch's parser's words for a call no overload takes.
    kinds = ", ".join("Tensor" if isinstance(a, torch.Tensor) else type(a).__name__ for a in args)
    return TypeError(f"{fname}() received an invalid combination of arguments - got ({kinds}), but expected one of:")


def _torch_view_copy(input, size=None, dtype=None):
    if dtype is None and isinstance(size, torch.dtype):
        size, dtype = None, size
    if dtype is not None and size is None:
        # view(dtype) has no derivative: the copy is a plain tensor. Its bits are
        # reinterpreted on the host (a device's buffers are typed) and go back as new memory.
        host = input.detach().cpu().view(dtype).clone(memory_format=torch.contiguous_format)
        return host.to(input.device)
    if size is None or dtype is not None or not isinstance(size, (list, tuple, torch.Size)):
        given = [input] + ([] if size is None else [size])
        raise _copy_got("view_copy", given)
    # ATen's view_copy reshapes (a copy) where the strides allow no view.
    return _copied(lambda x: x.reshape(size), input, "ViewBackward0_copy")


def _torch_expand_copy(input, size, implicit=False):
    return _copied(lambda x: x.expand(size), input, "ExpandBackward0_copy")


def _torch_permute_copy(input, dims):
    return _copied(lambda x: x.permute(dims), input, "PermuteBackward0_copy")


def _torch_transpose_copy(input, dim0, dim1):
    return _copied(lambda x: x.transpose(dim0, dim1), input, "TransposeBackward0_copy")


def _torch_t_copy(input):
    return _copied(lambda x: x.t(), input, "TBackward0_copy")


def _torch_squeeze_copy(input, dim=None):
    if dim is None:
        return _copied(lambda x: x.squeeze(), input, "SqueezeBackward0_copy")
    node = "SqueezeBackward2_copy" if isinstance(dim, (list, tuple, torch.Size)) else "SqueezeBackward1_copy"
    return _copied(lambda x: x.squeeze(dim), input, node)


def _torch_unsqueeze_copy(input, dim):
    return _copied(lambda x: x.unsqueeze(dim), input, "UnsqueezeBackward0_copy")


def _torch_select_copy(input, dim, index):
    return _copied(lambda x: x.select(dim, index), input, "SelectBackward0_copy")


def _torch_slice_copy(input, dim=0, start=None, end=None, step=1):
    if step <= 0:
        raise RuntimeError("slice step must be positive")

    def view(x):
        d = dim
        if x.dim() == 0:
            raise IndexError("slice() cannot be applied to a 0-dim tensor.")
        idx = [slice(None)] * x.dim()
        idx[d] = slice(start, end, step)
        return x[tuple(idx)]

    # The dim is wrapped (and refused) as any dim is, before the slice.
    if input.dim() > 0:
        input.size(dim)
    return _copied(view, input, "SliceBackward0_copy")


def _torch_diagonal_copy(input, offset=0, dim1=0, dim2=1):
    return _copied(lambda x: x.diagonal(offset, dim1, dim2), input, "DiagonalBackward0_copy")


def _torch_as_strided_copy(input, size, stride, storage_offset=None):
    return _copied(lambda x: x.as_strided(size, stride, storage_offset), input, "AsStridedBackward0_copy")


def _torch_unfold_copy(input, dimension, size, step):
    return _copied(lambda x: x.unfold(dimension, size, step), input, "UnfoldBackward0_copy")


def _torch_alias_copy(input):
    return _copied(lambda x: x.view_as(x), input, "AliasBackward0_copy")


def _torch_detach_copy(input):
    r = input.detach().clone(memory_format=torch.contiguous_format)
    # ATen registers no formula for detach_copy: autograd records its NotImplemented node.
    if input.requires_grad and torch.is_grad_enabled():
        r = _native.not_implemented(r, "derivative for aten::detach_copy is not implemented", input)
    return r


def _copies_into(fname, pieces, out, resized=True):
    # The list form of out=: each piece goes into its tensor, never recorded, and the call
    # returns None. split_with_sizes_copy and unbind_copy resize each tensor and then want
    # the piece's dtype exactly; split_copy copies as copy_ does (broadcast and cast, never
    # resized).
    if len(out) != len(pieces):
        raise RuntimeError(f"{fname} expected an out= argument of size {len(pieces)}, got size {len(out)}")
    with torch.no_grad():
        for o, p in zip(out, pieces):
            if resized:
                if o.shape != p.shape:
                    o.resize_(p.shape)
                if o.dtype != p.dtype:
                    want, got = _TYPE_META_NAMES[str(p.dtype)], _TYPE_META_NAMES[str(o.dtype)]
                    raise RuntimeError(f"Expected out tensor to have dtype {want}, but got {got} instead")
            o.copy_(p)


def _torch_split_copy(input, split_size, dim=0, out=None):
    pieces = _copied(lambda x: x.split(split_size, dim), input, "SplitBackward0_copy")
    if out is None:
        return pieces
    return _copies_into("split_copy_Tensor_out()", pieces, out, resized=False)


def _torch_split_with_sizes_copy(input, split_sizes, dim=0, out=None):
    pieces = _copied(lambda x: x.split_with_sizes(split_sizes, dim), input, "SplitWithSizesBackward0_copy")
    if out is None:
        return pieces
    return _copies_into("split_with_sizes_copy_out", pieces, out)


def _torch_unbind_copy(input, dim=0, out=None):
    pieces = _copied(lambda x: x.unbind(dim), input, "UnbindBackward0_copy")
    if out is None:
        return pieces
    return _copies_into("unbind_copy_int_out", pieces, out)


def _torch_values_copy(input):
    raise RuntimeError(f"values expected sparse tensor layout but got {_layout_word(input)}")


def _torch_indices_copy(input):
    raise RuntimeError(f"indices expected sparse coordinate tensor layout but got {_layout_word(input)}")


def _layout_word(input):
    # Only strided tensors exist here.
    return "Strided"
