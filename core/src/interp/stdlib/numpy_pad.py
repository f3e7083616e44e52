# numpy._pad: np.pad as numpy/lib/_arraypad_impl.py writes it. The result is allocated
# (C order, or F order for an F-only-contiguous input), the original copied into its middle,
# then each axis's pad areas are filled from views of the result, one axis after another
# (so corners come from the already padded earlier axes): constant, edge, linear_ramp,
# maximum/mean/median/minimum (stat_length), reflect/symmetric (reflect_type 'even'/'odd',
# repeated for pads longer than the array), wrap, empty, and a callable mode.
import numpy as _np


def _round_if_needed(arr, dtype):
    if dtype.kind in "iu":
        return _np.round(arr)
    return arr


def _slice_at_axis(sl, axis):
    return (slice(None),) * axis + (sl,) + (Ellipsis,)


def _view_roi(array, original_area_slice, axis):
    axis += 1
    sl = (slice(None),) * axis + original_area_slice[axis:]
    return array[sl]


def _pad_simple(array, pad_width, fill_value=None):
    new_shape = tuple([left + size + right for size, (left, right) in zip(array.shape, pad_width)])
    fnc = _np._is_f_contiguous(array) and not _np._is_c_contiguous(array)
    padded = _np.empty(new_shape, dtype=array.dtype, order="F" if fnc else "C")
    if fill_value is not None:
        padded.fill(fill_value)
    original_area_slice = tuple([slice(left, left + size)
                                 for size, (left, right) in zip(array.shape, pad_width)])
    padded[original_area_slice] = array
    return padded, original_area_slice


def _set_pad_area(padded, axis, width_pair, value_pair):
    left_slice = _slice_at_axis(slice(None, width_pair[0]), axis)
    padded[left_slice] = value_pair[0]
    right_slice = _slice_at_axis(slice(padded.shape[axis] - width_pair[1], None), axis)
    padded[right_slice] = value_pair[1]


def _get_edges(padded, axis, width_pair):
    left_index = width_pair[0]
    left_edge = padded[_slice_at_axis(slice(left_index, left_index + 1), axis)]
    right_index = padded.shape[axis] - width_pair[1]
    right_edge = padded[_slice_at_axis(slice(right_index - 1, right_index), axis)]
    return left_edge, right_edge


def _get_linear_ramps(padded, axis, width_pair, end_value_pair):
    edge_pair = _get_edges(padded, axis, width_pair)
    ramps = [_np.linspace(start=end_value, stop=edge.squeeze(axis), num=width, endpoint=False,
                          dtype=padded.dtype, axis=axis)
             for end_value, edge, width in zip(end_value_pair, edge_pair, width_pair)]
    left_ramp, right_ramp = ramps
    right_ramp = right_ramp[_slice_at_axis(slice(None, None, -1), axis)]
    return left_ramp, right_ramp


def _get_stats(padded, axis, width_pair, length_pair, stat_func):
    left_index = width_pair[0]
    right_index = padded.shape[axis] - width_pair[1]
    max_length = right_index - left_index
    left_length, right_length = length_pair
    if left_length is None or max_length < left_length:
        left_length = max_length
    if right_length is None or max_length < right_length:
        right_length = max_length
    if (left_length == 0 or right_length == 0) and stat_func in (_np.amax, _np.amin):
        raise ValueError("stat_length of 0 yields no value for padding")
    left_chunk = padded[_slice_at_axis(slice(left_index, left_index + left_length), axis)]
    left_stat = _round_if_needed(stat_func(left_chunk, axis=axis, keepdims=True), padded.dtype)
    if left_length == right_length == max_length:
        return left_stat, left_stat
    right_chunk = padded[_slice_at_axis(slice(right_index - right_length, right_index), axis)]
    right_stat = _round_if_needed(stat_func(right_chunk, axis=axis, keepdims=True), padded.dtype)
    return left_stat, right_stat


def _set_reflect_both(padded, axis, width_pair, method, original_period, include_edge=False):
    left_pad, right_pad = width_pair
    old_length = padded.shape[axis] - right_pad - left_pad
    if include_edge:
        old_length = old_length // original_period * original_period
        edge_offset = 1
    else:
        old_length = (old_length - 1) // (original_period - 1) * (original_period - 1) + 1
        edge_offset = 0
        old_length -= 1
    if left_pad > 0:
        chunk_length = min(old_length, left_pad)
        stop = left_pad - edge_offset
        start = stop + chunk_length
        left_chunk = padded[_slice_at_axis(slice(start, stop, -1), axis)]
        if method == "odd":
            edge_slice = _slice_at_axis(slice(left_pad, left_pad + 1), axis)
            left_chunk = 2 * padded[edge_slice] - left_chunk
        start = left_pad - chunk_length
        stop = left_pad
        padded[_slice_at_axis(slice(start, stop), axis)] = left_chunk
        left_pad -= chunk_length
    if right_pad > 0:
        chunk_length = min(old_length, right_pad)
        start = -right_pad + edge_offset - 2
        stop = start - chunk_length
        right_chunk = padded[_slice_at_axis(slice(start, stop, -1), axis)]
        if method == "odd":
            edge_slice = _slice_at_axis(slice(-right_pad - 1, -right_pad), axis)
            right_chunk = 2 * padded[edge_slice] - right_chunk
        start = padded.shape[axis] - right_pad
        stop = start + chunk_length
        padded[_slice_at_axis(slice(start, stop), axis)] = right_chunk
        right_pad -= chunk_length
    return left_pad, right_pad


def _set_wrap_both(padded, axis, width_pair, original_period):
    left_pad, right_pad = width_pair
    period = padded.shape[axis] - right_pad - left_pad
    period = period // original_period * original_period
    new_left_pad = 0
    new_right_pad = 0
    if left_pad > 0:
        slice_end = left_pad + period
        slice_start = slice_end - min(period, left_pad)
        right_chunk = padded[_slice_at_axis(slice(slice_start, slice_end), axis)]
        if left_pad > period:
            pad_area = _slice_at_axis(slice(left_pad - period, left_pad), axis)
            new_left_pad = left_pad - period
        else:
            pad_area = _slice_at_axis(slice(None, left_pad), axis)
        padded[pad_area] = right_chunk
    if right_pad > 0:
        slice_start = -right_pad - period
        slice_end = slice_start + min(period, right_pad)
        left_chunk = padded[_slice_at_axis(slice(slice_start, slice_end), axis)]
        if right_pad > period:
            pad_area = _slice_at_axis(slice(-right_pad, -right_pad + period), axis)
            new_right_pad = right_pad - period
        else:
            pad_area = _slice_at_axis(slice(-right_pad, None), axis)
        padded[pad_area] = left_chunk
    return new_left_pad, new_right_pad


def _broadcast_error(x, ndim):
    return ValueError("operands could not be broadcast together with remapped shapes "
                      "[original->remapped]: " + _np._shape_text(x.shape).replace(" ", "") +
                      "  and requested shape (" + str(ndim) + ",2)")


def _as_pairs(x, ndim, as_index=False):
    """NumPy's _as_pairs: one value, a (before, after) pair, or a pair per axis; values
    stay numpy scalars (a constant is cast as the padded array's setitem casts it)."""
    if x is None:
        return ((None, None),) * ndim
    x = _np.array(x)
    if as_index:
        x = _np.asarray(_np.round(x)).astype(_np.int64)
    if x.ndim < 3:
        if x.size == 1:
            x = x.ravel()
            if as_index and x[0] < 0:
                raise ValueError("index can't contain negative values")
            return ((x[0], x[0]),) * ndim
        if x.size == 2 and x.shape != (2, 1):
            x = x.ravel()
            if as_index and (x[0] < 0 or x[1] < 0):
                raise ValueError("index can't contain negative values")
            return ((x[0], x[1]),) * ndim
    if as_index and x.size > 0 and x.min() < 0:
        raise ValueError("index can't contain negative values")
    # np.broadcast_to(x, (ndim, 2))
    shape = x.shape
    if len(shape) > 2 or (len(shape) >= 1 and shape[-1] not in (1, 2)) or \
            (len(shape) == 2 and shape[0] not in (1, ndim)):
        raise _broadcast_error(x, ndim)
    return _np.broadcast_to(x, (ndim, 2)).tolist()


_ALLOWED_KWARGS = {"empty": [], "edge": [], "wrap": [], "constant": ["constant_values"],
                   "linear_ramp": ["end_values"], "maximum": ["stat_length"],
                   "mean": ["stat_length"], "median": ["stat_length"],
                   "minimum": ["stat_length"], "reflect": ["reflect_type"],
                   "symmetric": ["reflect_type"]}


def pad(array, pad_width, mode="constant", **kwargs):
    array = _np.asarray(array)
    if isinstance(pad_width, dict):
        seq = [(0, 0)] * array.ndim
        for axis in pad_width:
            width = pad_width[axis]
            if isinstance(width, int):
                seq[axis] = (width, width)
            elif isinstance(width, tuple) and len(width) == 2 and \
                    isinstance(width[0], int) and isinstance(width[1], int):
                seq[axis] = (width[0], width[1])
            else:
                raise AssertionError("Expected code to be unreachable, but got: " + repr(width))
        pad_width = seq
    pad_width = _np.asarray(pad_width)
    if pad_width.dtype.kind != "i":
        raise TypeError("`pad_width` must be of integral type.")
    pad_width = [(int(b), int(e)) for b, e in _as_pairs(pad_width, array.ndim, as_index=True)]

    if callable(mode):
        function = mode
        padded, _ = _pad_simple(array, pad_width, fill_value=0)
        for axis in range(padded.ndim):
            view = _np.moveaxis(padded, axis, -1)
            for ind in _np.ndindex(view.shape[:-1]):
                function(view[ind + (Ellipsis,)], pad_width[axis], axis, kwargs)
        return padded

    if not isinstance(mode, str) or mode not in _ALLOWED_KWARGS:
        raise ValueError("mode '" + str(mode) + "' is not supported")
    unsupported = [k for k in kwargs if k not in _ALLOWED_KWARGS[mode]]
    if len(unsupported) > 0:
        raise ValueError("unsupported keyword arguments for mode '" + mode + "': {" +
                         ", ".join([repr(k) for k in unsupported]) + "}")
    stat_functions = {"maximum": _np.amax, "minimum": _np.amin, "mean": _np.mean,
                      "median": _np.median}

    padded, original_area_slice = _pad_simple(array, pad_width)
    axes = range(padded.ndim)
    if mode == "constant":
        values = _as_pairs(kwargs.get("constant_values", 0), padded.ndim)
        for axis, width_pair, value_pair in zip(axes, pad_width, values):
            roi = _view_roi(padded, original_area_slice, axis)
            _set_pad_area(roi, axis, width_pair, value_pair)
    elif mode == "empty":
        pass                       # NumPy leaves them uninitialised; here they are zeros
    elif array.size == 0:
        for axis, width_pair in zip(axes, pad_width):
            if array.shape[axis] == 0 and (width_pair[0] != 0 or width_pair[1] != 0):
                raise ValueError("can't extend empty axis " + str(axis) +
                                 " using modes other than 'constant' or 'empty'")
    elif mode == "edge":
        for axis, width_pair in zip(axes, pad_width):
            roi = _view_roi(padded, original_area_slice, axis)
            _set_pad_area(roi, axis, width_pair, _get_edges(roi, axis, width_pair))
    elif mode == "linear_ramp":
        end_values = _as_pairs(kwargs.get("end_values", 0), padded.ndim)
        for axis, width_pair, value_pair in zip(axes, pad_width, end_values):
            roi = _view_roi(padded, original_area_slice, axis)
            ramp_pair = _get_linear_ramps(roi, axis, width_pair, value_pair)
            _set_pad_area(roi, axis, width_pair, ramp_pair)
    elif mode in stat_functions:
        func = stat_functions[mode]
        length = [tuple([None if v is None else int(v) for v in pair])
                  for pair in _as_pairs(kwargs.get("stat_length"), padded.ndim, as_index=True)]
        for axis, width_pair, length_pair in zip(axes, pad_width, length):
            roi = _view_roi(padded, original_area_slice, axis)
            stat_pair = _get_stats(roi, axis, width_pair, length_pair, func)
            _set_pad_area(roi, axis, width_pair, stat_pair)
    elif mode == "reflect" or mode == "symmetric":
        method = kwargs.get("reflect_type", "even")
        include_edge = mode == "symmetric"
        for axis, (left_index, right_index) in zip(axes, pad_width):
            if array.shape[axis] == 1 and (left_index > 0 or right_index > 0):
                edge_pair = _get_edges(padded, axis, (left_index, right_index))
                _set_pad_area(padded, axis, (left_index, right_index), edge_pair)
                continue
            roi = _view_roi(padded, original_area_slice, axis)
            while left_index > 0 or right_index > 0:
                left_index, right_index = _set_reflect_both(
                    roi, axis, (left_index, right_index), method, array.shape[axis], include_edge)
    elif mode == "wrap":
        for axis, (left_index, right_index) in zip(axes, pad_width):
            roi = _view_roi(padded, original_area_slice, axis)
            original_period = padded.shape[axis] - right_index - left_index
            while left_index > 0 or right_index > 0:
                left_index, right_index = _set_wrap_both(
                    roi, axis, (left_index, right_index), original_period)
    return padded
