# numpy._signal: NumPy's signal helpers, written as numpy/lib/_function_base_impl.py writes
# them (the same array expressions in the same order, so each element is rounded as NumPy
# rounds it): gradient, the windows hamming/hanning/blackman/bartlett/kaiser, i0 (Cephes'
# Chebyshev series, NumPy's coefficients) and unwrap.
import math
import numpy as _np


# ----------------------------------------------------------------------------- gradient

def gradient(f, *varargs, axis=None, edge_order=1):
    f = _np.asarray(f)
    N = f.ndim
    if axis is None:
        axes = tuple(range(N))
    else:
        axes = tuple(_np._norm_axis_tuple(axis, N, None))
    len_axes = len(axes)
    n = len(varargs)
    if n == 0:
        dx = [1.0] * len_axes
    elif n == 1 and _np.ndim(varargs[0]) == 0:
        dx = list(varargs) * len_axes
    elif n == len_axes:
        dx = list(varargs)
        for i, distances in enumerate(dx):
            distances = _np.asarray(distances)
            if distances.ndim == 0:
                continue
            elif distances.ndim != 1:
                raise ValueError("distances must be either scalars or 1d")
            if len(distances) != f.shape[axes[i]]:
                raise ValueError("when 1d, distances must match the length of the corresponding dimension")
            if distances.dtype.kind in "iu":
                distances = distances.astype(_np.float64)
            diffx = _np.diff(distances)
            # constant distances reduce to the scalar case
            if (diffx == diffx[0]).all():
                diffx = diffx[0]
            dx[i] = diffx
    else:
        raise TypeError("invalid number of arguments")
    if edge_order > 2:
        raise ValueError("'edge_order' greater than 2 not supported")

    outvals = []
    slice1 = [slice(None)] * N
    slice2 = [slice(None)] * N
    slice3 = [slice(None)] * N
    slice4 = [slice(None)] * N
    otype = f.dtype
    if otype.kind not in "fc":
        # integers are differenced in float64 (no modular arithmetic)
        if otype.kind in "iu":
            f = f.astype(_np.float64)
        otype = _np.dtype(_np.float64)

    for axis, ax_dx in zip(axes, dx):
        if f.shape[axis] < edge_order + 1:
            raise ValueError("Shape of array too small to calculate a numerical gradient, "
                             "at least (edge_order + 1) elements are required.")
        out = _np.empty_like(f, dtype=otype)
        uniform_spacing = _np.ndim(ax_dx) == 0

        # 2nd order central differences in the interior
        slice1[axis] = slice(1, -1)
        slice2[axis] = slice(None, -2)
        slice3[axis] = slice(1, -1)
        slice4[axis] = slice(2, None)
        if uniform_spacing:
            out[tuple(slice1)] = (f[tuple(slice4)] - f[tuple(slice2)]) / (2. * ax_dx)
        else:
            dx1 = ax_dx[0:-1]
            dx2 = ax_dx[1:]
            a = -(dx2) / (dx1 * (dx1 + dx2))
            b = (dx2 - dx1) / (dx1 * dx2)
            c = dx1 / (dx2 * (dx1 + dx2))
            shape = [1] * N
            shape[axis] = -1
            a = a.reshape(tuple(shape))
            b = b.reshape(tuple(shape))
            c = c.reshape(tuple(shape))
            out[tuple(slice1)] = a * f[tuple(slice2)] + b * f[tuple(slice3)] + c * f[tuple(slice4)]

        if edge_order == 1:
            slice1[axis] = 0
            slice2[axis] = 1
            slice3[axis] = 0
            dx_0 = ax_dx if uniform_spacing else ax_dx[0]
            out[tuple(slice1)] = (f[tuple(slice2)] - f[tuple(slice3)]) / dx_0
            slice1[axis] = -1
            slice2[axis] = -1
            slice3[axis] = -2
            dx_n = ax_dx if uniform_spacing else ax_dx[-1]
            out[tuple(slice1)] = (f[tuple(slice2)] - f[tuple(slice3)]) / dx_n
        else:
            slice1[axis] = 0
            slice2[axis] = 0
            slice3[axis] = 1
            slice4[axis] = 2
            if uniform_spacing:
                a = -1.5 / ax_dx
                b = 2. / ax_dx
                c = -0.5 / ax_dx
            else:
                dx1 = ax_dx[0]
                dx2 = ax_dx[1]
                a = -(2. * dx1 + dx2) / (dx1 * (dx1 + dx2))
                b = (dx1 + dx2) / (dx1 * dx2)
                c = - dx1 / (dx2 * (dx1 + dx2))
            out[tuple(slice1)] = a * f[tuple(slice2)] + b * f[tuple(slice3)] + c * f[tuple(slice4)]
            slice1[axis] = -1
            slice2[axis] = -3
            slice3[axis] = -2
            slice4[axis] = -1
            if uniform_spacing:
                a = 0.5 / ax_dx
                b = -2. / ax_dx
                c = 1.5 / ax_dx
            else:
                dx1 = ax_dx[-2]
                dx2 = ax_dx[-1]
                a = (dx2) / (dx1 * (dx1 + dx2))
                b = - (dx2 + dx1) / (dx1 * dx2)
                c = (2. * dx2 + dx1) / (dx2 * (dx1 + dx2))
            out[tuple(slice1)] = a * f[tuple(slice2)] + b * f[tuple(slice3)] + c * f[tuple(slice4)]
        outvals.append(out)
        slice1[axis] = slice(None)
        slice2[axis] = slice(None)
        slice3[axis] = slice(None)
        slice4[axis] = slice(None)
    if len_axes == 1:
        return outvals[0]
    return tuple(outvals)


# ----------------------------------------------------------------------------- windows

def _window(M, shape):
    # NumPy's window prologue (`values = np.array([0.0, M]); M = values[1]`, so at least
    # float64): no points below 1, a single 1 at 1, else `shape(n, M)` over the symmetric
    # sample points n = 1 - M, 3 - M, ..., M - 1.
    values = _np.array([0.0, M])
    M = values[1]
    if M < 1:
        return _np.array([], dtype=values.dtype)
    if M == 1:
        return _np.ones(1, dtype=values.dtype)
    return shape(_np.arange(1 - M, M, 2), M)


def hamming(M):
    return _window(M, lambda n, M: 0.54 + 0.46 * _np.cos(_np.pi * n / (M - 1)))


def hanning(M):
    return _window(M, lambda n, M: 0.5 + 0.5 * _np.cos(_np.pi * n / (M - 1)))


def blackman(M):
    return _window(
        M,
        lambda n, M: 0.42 + 0.5 * _np.cos(_np.pi * n / (M - 1))
        + 0.08 * _np.cos(2.0 * _np.pi * n / (M - 1)),
    )


def bartlett(M):
    return _window(M, lambda n, M: _np.where(_np.less_equal(n, 0), 1 + n / (M - 1), 1 - n / (M - 1)))


def kaiser(M, beta):
    values = _np.array([0.0, M, beta])
    M = values[1]
    beta = values[2]
    if M == 1:
        return _np.ones(1, dtype=values.dtype)
    n = _np.arange(0, M)
    alpha = (M - 1) / 2.0
    return i0(beta * _np.sqrt(1 - ((n - alpha) / alpha) ** 2.0)) / i0(beta)


# ----------------------------------------------------------------------------- i0

_I0A = [-4.4153416464793395e-18, 3.3307945188222384e-17, -2.431279846547955e-16,
        1.715391285555133e-15, -1.1685332877993451e-14, 7.676185498604936e-14,
        -4.856446783111929e-13, 2.95505266312964e-12, -1.726826291441556e-11,
        9.675809035373237e-11, -5.189795601635263e-10, 2.6598237246823866e-09,
        -1.300025009986248e-08, 6.046995022541919e-08, -2.670793853940612e-07,
        1.1173875391201037e-06, -4.4167383584587505e-06, 1.6448448070728896e-05,
        -5.754195010082104e-05, 0.00018850288509584165, -0.0005763755745385824,
        0.0016394756169413357, -0.004324309995050576, 0.010546460394594998,
        -0.02373741480589947, 0.04930528423967071, -0.09490109704804764,
        0.17162090152220877, -0.3046826723431984, 0.6767952744094761]
_I0B = [-7.233180487874754e-18, -4.830504485944182e-18, 4.46562142029676e-17,
        3.461222867697461e-17, -2.8276239805165836e-16, -3.425485619677219e-16,
        1.7725601330565263e-15, 3.8116806693526224e-15, -9.554846698828307e-15,
        -4.150569347287222e-14, 1.54008621752141e-14, 3.8527783827421426e-13,
        7.180124451383666e-13, -1.7941785315068062e-12, -1.3215811840447713e-11,
        -3.1499165279632416e-11, 1.1889147107846439e-11, 4.94060238822497e-10,
        3.3962320257083865e-09, 2.266668990498178e-08, 2.0489185894690638e-07,
        2.8913705208347567e-06, 6.889758346916825e-05, 0.0033691164782556943,
        0.8044904110141088]


def _chbevl(x, vals):
    b0 = vals[0]
    b1 = 0.0
    b2 = 0.0
    for i in range(1, len(vals)):
        b2 = b1
        b1 = b0
        b0 = x * b1 - b2 + vals[i]
    return 0.5 * (b0 - b2)


def _i0_1(x):
    return _np.exp(x) * _chbevl(x / 2.0 - 2, _I0A)


def _i0_2(x):
    return _np.exp(x) * _chbevl(32.0 / x - 2.0, _I0B) / _np.sqrt(x)


def i0(x):
    x = _np.asarray(x)
    if x.dtype.kind == "c":
        raise TypeError("i0 not supported for complex values")
    if x.dtype.kind != "f":
        x = x.astype(float)
    x = _np.abs(x)
    # np.piecewise(x, [x <= 8.0], [_i0_1, _i0_2]): each part computed on its own elements
    flat = x.reshape(-1)
    out = _np.empty_like(flat)
    low = flat <= 8.0
    if low.any():
        out[low] = _i0_1(flat[low])
    high = _np.logical_not(low)
    if high.any():
        out[high] = _i0_2(flat[high])
    return out.reshape(x.shape)


# ----------------------------------------------------------------------------- unwrap

def unwrap(p, discont=None, axis=-1, *, period=2 * math.pi):
    p = _np.asarray(p)
    nd = p.ndim
    dd = _np.diff(p, axis=axis)
    if discont is None:
        discont = period / 2
    slice1 = [slice(None, None)] * nd
    slice1[axis] = slice(1, None)
    slice1 = tuple(slice1)
    dtype = _np.result_type(dd, period)
    if dtype.kind in "iu":
        interval_high, rem = divmod(period, 2)
        boundary_ambiguous = rem == 0
    else:
        interval_high = period / 2
        boundary_ambiguous = True
    interval_low = -interval_high
    ddmod = _np.mod(dd - interval_low, period) + interval_low
    if boundary_ambiguous:
        # where abs(dd) == period/2 the line above gave -period/2: take dd's sign instead
        mask = (ddmod == interval_low) & (dd > 0)
        if mask.any():
            ddmod[mask] = interval_high
    ph_correct = ddmod - dd
    small = _np.abs(dd) < discont
    if small.any():
        ph_correct[small] = 0
    up = _np.array(p, copy=True, dtype=dtype)
    up[slice1] = p[slice1] + ph_correct.cumsum(axis)
    return up
