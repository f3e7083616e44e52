# numpy.lib.stride_tricks: views of an array's memory with chosen strides (NumPy 2). Our arrays
# count strides in elements, so byte strides that are not whole elements are refused.
import numpy as np
from numpy import broadcast_to, broadcast_arrays, broadcast_shapes

__all__ = ["as_strided", "sliding_window_view", "broadcast_to", "broadcast_arrays",
           "broadcast_shapes"]


def as_strided(x, shape=None, strides=None, subok=False, writeable=True):
    x = np.asarray(x)
    shape = x.shape if shape is None else tuple([int(s) for s in shape])
    strides = x.strides if strides is None else tuple([int(s) for s in strides])
    if len(strides) != len(shape):
        raise ValueError("mismatch in length of strides and shape")
    n = x.dtype.itemsize
    for s in strides:
        if s % n:
            raise NotImplementedError("as_strided: a stride of " + str(s) + " bytes is not a "
                                      "whole number of " + str(n) + "-byte elements, which "
                                      "stridelab's arrays cannot hold")
    r = np._make(x._buf, shape, [s // n for s in strides], x._off, x._npdt)
    r._readonly = x._readonly or not writeable
    return r


def sliding_window_view(x, window_shape, axis=None, *, subok=False, writeable=False):
    try:
        window_shape = tuple(window_shape)
    except TypeError:
        window_shape = (window_shape,)
    x = np.asarray(x)
    for w in window_shape:
        if w < 0:
            raise ValueError("`window_shape` cannot contain negative values")
    if axis is None:
        axis = tuple(range(x.ndim))
        if len(window_shape) != len(axis):
            raise ValueError("Since axis is `None`, must provide window_shape for all "
                             "dimensions of `x`; got " + str(len(window_shape)) + " window_shape "
                             "elements and `x.ndim` is " + str(x.ndim) + ".")
    else:
        if not isinstance(axis, (tuple, list)):
            axis = [axis]
        axis = tuple([np._norm_axis(a, x.ndim) for a in axis])
        if len(window_shape) != len(axis):
            raise ValueError("Must provide matching length window_shape and axis; got "
                             + str(len(window_shape)) + " window_shape elements and "
                             + str(len(axis)) + " axes elements.")
    out_strides = x.strides + tuple([x.strides[ax] for ax in axis])
    trimmed = list(x.shape)
    for ax, dim in zip(axis, window_shape):
        if trimmed[ax] < dim:
            raise ValueError("window shape cannot be larger than input array shape")
        trimmed[ax] -= dim - 1
    return as_strided(x, strides=out_strides, shape=tuple(trimmed) + window_shape,
                      subok=subok, writeable=writeable)
