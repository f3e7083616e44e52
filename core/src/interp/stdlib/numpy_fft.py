# numpy.fft: NumPy's discrete Fourier transforms (numpy/fft/_pocketfft.py and _helper.py).
# The argument handling, dtypes (complex128 for float64 and integer input, complex64 for
# float32 and float16), norm names and error texts are NumPy's; each 1-d transform runs as
# stridelab's torch.fft along the axis (its double-precision path for complex128), so the
# values agree with NumPy's pocketfft to rounding, not bit for bit. n-d transforms are 1-d
# passes, the last axis first, as NumPy's are. The result's memory order follows the input's
# (NumPy's empty_like(a, shape=...)).
import warnings
import numpy as _np
import torch

__all__ = ["fft", "ifft", "rfft", "irfft", "hfft", "ihfft", "rfftn", "irfftn", "rfft2",
           "irfft2", "fft2", "ifft2", "fftn", "ifftn", "fftshift", "ifftshift", "fftfreq",
           "rfftfreq"]

_SWAP_DIRECTION_MAP = {"backward": "forward", None: "forward", "ortho": "ortho",
                       "forward": "backward"}


def _swap_direction(norm):
    if not isinstance(norm, (str, type(None))) or norm not in _SWAP_DIRECTION_MAP:
        raise ValueError("Invalid norm value " + str(norm) +
                         '; should be "backward", "ortho" or "forward".')
    return _SWAP_DIRECTION_MAP[norm]


def _real_dtype(a):
    # result_type(a.real.dtype, 1.0), with float16 computed in float32 (pocketfft has no
    # half loops).
    kind = a.dtype.kind
    if kind == "c":
        return _np._PART[a.dtype.name]
    if a.dtype.name in ("float32", "float16"):
        return _np._FLOAT32
    return _np._FLOAT64


def _raw_fft(a, n, axis, is_real, is_forward, norm, out=None):
    n = _np._index_int(n, "'" + type(n).__name__ + "' object cannot be interpreted as an integer")
    if n < 1:
        raise ValueError("Invalid number of FFT data points (" + str(n) + ") specified.")
    tnorm = norm
    if not is_forward:
        norm = _swap_direction(norm)
    if norm is not None and (not isinstance(norm, str) or norm not in ("backward", "ortho", "forward")):
        raise ValueError("Invalid norm value " + str(norm) +
                         '; should be "backward","ortho" or "forward".')
    if a.dtype.kind not in "biufc":
        raise TypeError("ufunc 'fft' not supported for the input types")
    real_dt = _real_dtype(a)
    axis = _np._norm_axis(axis, a.ndim)
    if is_real and is_forward and a.dtype.kind == "c":
        raise TypeError("ufunc '" + ("rfft_n_even" if n % 2 == 0 else "rfft_n_odd") +
                        "' not supported for the input types, and the inputs could not be "
                        "safely coerced to any supported types according to the casting rule "
                        "''safe''")
    t = a._t()
    if a.dtype.kind == "c":
        t = t.to(_np.result_type(a.dtype, 1j)._torch)
    else:
        t = t.to(real_dt._torch)
    if is_real:
        if is_forward:
            r = torch.fft.rfft(t, n=n, dim=axis, norm=tnorm)
            n_out = n // 2 + 1
            out_dt = _np.result_type(real_dt, 1j)
        else:
            if t.is_complex():
                pass
            else:
                t = t.to(_np.result_type(real_dt, 1j)._torch)
            r = torch.fft.irfft(t, n=n, dim=axis, norm=tnorm)
            n_out = n
            out_dt = real_dt
    else:
        if not t.is_complex():
            t = t.to(_np.result_type(real_dt, 1j)._torch)
        f = torch.fft.fft if is_forward else torch.fft.ifft
        r = f(t, n=n, dim=axis, norm=tnorm)
        n_out = n
        out_dt = _np.result_type(a.dtype, 1j) if a.dtype.kind == "c" else _np.result_type(real_dt, 1j)
    shape = a.shape[:axis] + (n_out,) + a.shape[axis + 1:]
    if out is None:
        out = _np.empty_like(a, shape=shape, dtype=out_dt)
    elif len(getattr(out, "shape", shape)) != a.ndim or out.shape[axis] != n_out:
        raise ValueError("output array has wrong shape.")
    out[...] = _np._new(r.contiguous(), out_dt)
    return out


def fft(a, n=None, axis=-1, norm=None, out=None):
    a = _np.asarray(a)
    if n is None:
        n = a.shape[axis]
    return _raw_fft(a, n, axis, False, True, norm, out)


def ifft(a, n=None, axis=-1, norm=None, out=None):
    a = _np.asarray(a)
    if n is None:
        n = a.shape[axis]
    return _raw_fft(a, n, axis, False, False, norm, out)


def rfft(a, n=None, axis=-1, norm=None, out=None):
    a = _np.asarray(a)
    if n is None:
        n = a.shape[axis]
    return _raw_fft(a, n, axis, True, True, norm, out)


def irfft(a, n=None, axis=-1, norm=None, out=None):
    a = _np.asarray(a)
    if n is None:
        n = (a.shape[axis] - 1) * 2
    return _raw_fft(a, n, axis, True, False, norm, out)


def hfft(a, n=None, axis=-1, norm=None, out=None):
    a = _np.asarray(a)
    if n is None:
        n = (a.shape[axis] - 1) * 2
    new_norm = _swap_direction(norm)
    return irfft(_np.conjugate(a), n, axis, norm=new_norm, out=None)


def ihfft(a, n=None, axis=-1, norm=None, out=None):
    a = _np.asarray(a)
    if n is None:
        n = a.shape[axis]
    new_norm = _swap_direction(norm)
    r = rfft(a, n, axis, norm=new_norm, out=out)
    r[...] = _np.conjugate(r)
    return r


def _cook_nd_args(a, s=None, axes=None, invreal=0):
    if s is None:
        shapeless = True
        if axes is None:
            s = list(a.shape)
        else:
            s = [a.shape[ax] for ax in axes]
    else:
        shapeless = False
    s = list(s)
    if axes is None:
        if not shapeless:
            warnings.warn("`axes` should not be `None` if `s` is not `None` (Deprecated in NumPy 2.0). "
                          "In a future version of NumPy, this will raise an error and `s[i]` will "
                          "correspond to the size along the transformed axis specified by `axes[i]`. "
                          "To retain current behaviour, pass a sequence [0, ..., k-1] to `axes` for "
                          "an array of dimension k.", DeprecationWarning, stacklevel=3)
        axes = list(range(-len(s), 0))
    if len(s) != len(axes):
        raise ValueError("Shape and axes have different lengths.")
    if invreal and shapeless:
        s[-1] = (a.shape[axes[-1]] - 1) * 2
    if None in s:
        warnings.warn("Passing an array containing `None` values to `s` is deprecated in NumPy 2.0 "
                      "and will raise an error in a future version of NumPy. To use the default "
                      "behaviour of the corresponding 1-D transform, pass the value matching the "
                      "default for its `n` parameter. To use the default behaviour for every axis, "
                      "the `s` argument can be omitted.", DeprecationWarning, stacklevel=3)
    s = [a.shape[ax] if sz == -1 else sz for sz, ax in zip(s, axes)]
    return s, axes


def _raw_fftnd(a, s=None, axes=None, function=fft, norm=None, out=None):
    a = _np.asarray(a)
    s, axes = _cook_nd_args(a, s, axes)
    for ii in range(len(axes) - 1, -1, -1):
        a = function(a, n=s[ii], axis=axes[ii], norm=norm, out=out)
    return a


def fftn(a, s=None, axes=None, norm=None, out=None):
    return _raw_fftnd(a, s, axes, fft, norm, out=out)


def ifftn(a, s=None, axes=None, norm=None, out=None):
    return _raw_fftnd(a, s, axes, ifft, norm, out=out)


def fft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return _raw_fftnd(a, s, axes, fft, norm, out=out)


def ifft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return _raw_fftnd(a, s, axes, ifft, norm, out=None)


def rfftn(a, s=None, axes=None, norm=None, out=None):
    a = _np.asarray(a)
    s, axes = _cook_nd_args(a, s, axes)
    a = rfft(a, s[-1], axes[-1], norm, out=out)
    for ii in range(len(axes) - 2, -1, -1):
        a = fft(a, s[ii], axes[ii], norm, out=out)
    return a


def rfft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return rfftn(a, s, axes, norm, out=out)


def irfftn(a, s=None, axes=None, norm=None, out=None):
    a = _np.asarray(a)
    s, axes = _cook_nd_args(a, s, axes, invreal=1)
    for ii in range(len(axes) - 1):
        a = ifft(a, s[ii], axes[ii], norm)
    return irfft(a, s[-1], axes[-1], norm, out=out)


def irfft2(a, s=None, axes=(-2, -1), norm=None, out=None):
    return irfftn(a, s, axes, norm, out=None)


# ----------------------------------------------------------------------------- helpers

def fftshift(x, axes=None):
    x = _np.asarray(x)
    if axes is None:
        axes = tuple(range(x.ndim))
        shift = [dim // 2 for dim in x.shape]
    elif isinstance(axes, (int, _np.integer)):
        shift = x.shape[axes] // 2
    else:
        shift = [x.shape[ax] // 2 for ax in axes]
    return _np.roll(x, shift, axes)


def ifftshift(x, axes=None):
    x = _np.asarray(x)
    if axes is None:
        axes = tuple(range(x.ndim))
        shift = [-(dim // 2) for dim in x.shape]
    elif isinstance(axes, (int, _np.integer)):
        shift = -(x.shape[axes] // 2)
    else:
        shift = [-(x.shape[ax] // 2) for ax in axes]
    return _np.roll(x, shift, axes)


def fftfreq(n, d=1.0, device=None):
    if not isinstance(n, (int, _np.integer)):
        raise ValueError("n should be an integer")
    val = 1.0 / (n * d)
    results = _np.empty(n, int)
    N = (n - 1) // 2 + 1
    results[:N] = _np.arange(0, N, dtype=int)
    results[N:] = _np.arange(-(n // 2), 0, dtype=int)
    return results * val


def rfftfreq(n, d=1.0, device=None):
    if not isinstance(n, (int, _np.integer)):
        raise ValueError("n should be an integer")
    val = 1.0 / (n * d)
    N = n // 2 + 1
    results = _np.arange(0, N, dtype=int)
    return results * val
