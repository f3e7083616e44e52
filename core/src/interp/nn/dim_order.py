# ------------------------------------------------------------------ Tensor.dim_order
# Tensor.dim_order as torch/_tensor.py writes it, with torch._prims_common's
# compute_elementwise_output_logical_to_physical_perm (an insertion sort of the dims by
# stride, outermost first).


def _dim_order_should_swap(t, a, b):
    def ge(x, y):
        if y == 0:
            return True
        if x == 0:
            return False
        return x >= y or x % y == 0

    sa, sb = t.stride()[a], t.stride()[b]
    if sa == 0 or sb == 0:
        return 0
    if sa == sb:
        return 0 if ge(t.shape[b], t.shape[a]) else 1
    if ge(sb, sa):
        return -1
    if ge(sa, sb):
        return 1
    return 0


def _dim_order_perm(t, ambiguity_check):
    nd = t.dim()
    if nd == 0:
        return [], False
    if nd == 1:
        return [0], False
    contiguous = t.is_contiguous()
    # prims' short cut knows the 2d channels-last format only.
    channels_last = nd == 4 and t.is_contiguous(memory_format=torch.channels_last)
    if contiguous and not channels_last:
        return list(range(nd)), False
    if channels_last and not contiguous:
        return [0, *range(2, nd), 1], False
    perm = list(reversed(range(nd)))
    for i in range(1, nd):
        dim1 = i
        for dim0 in reversed(range(i)):
            c = _dim_order_should_swap(t, perm[dim0], perm[dim1])
            if c > 0:
                perm[dim0], perm[dim1] = perm[dim1], perm[dim0]
                dim1 = dim0
            elif c < 0:
                break
    ambiguous = False
    if ambiguity_check:
        for i in range(nd - 1):
            if _dim_order_should_swap(t, perm[i], perm[i + 1]) != -1:
                ambiguous = True
                break
    return list(reversed(perm)), ambiguous


def _tensor_dim_order(self, ambiguity_check=False):
    if self.is_sparse:
        raise AttributeError(
            f"Can't get dim order on sparse type: {self.type()} "
            "Use Tensor.to_dense() to convert to a dense tensor first."
        )
    if not isinstance(ambiguity_check, bool):
        if not isinstance(ambiguity_check, list):
            raise TypeError("The ambiguity_check argument must be a bool or a list of memory formats.")
        for memory_format in ambiguity_check:
            if not isinstance(memory_format, torch.memory_format):
                raise TypeError("The ambiguity_check argument must be a bool or a list of memory formats.")
    valid = ambiguity_check if isinstance(ambiguity_check, list) else []
    check_multiple = ambiguity_check if isinstance(ambiguity_check, bool) else True
    strides = self.stride()
    multiple = any(a == b for a, b in zip(strides, strides[1:])) or any(s == 1 for s in self.shape)
    legal = sum(1 for f in valid if self.is_contiguous(memory_format=f))
    if check_multiple and multiple and legal != 1:
        raise RuntimeError(
            "The tensor does not have unique dim order, or cannot map to exact one of the given memory formats."
        )
    perm, ambiguous = _dim_order_perm(self, ambiguity_check)
    if ambiguous:
        raise RuntimeError("The tensor does not have unique dim order.")
    return tuple(perm)
