# numpy.testing: assert_allclose and assert_array_equal, with NumPy 2.4's failure text
# (numpy/testing/_private/utils.py: a header, the mismatch remarks, the two arrays' reprs).
import numpy as _np


def _build_err_msg(arrays, err_msg, header, names=("ACTUAL", "DESIRED")):
    msg = ["\n" + header]
    err_msg = str(err_msg)
    if err_msg:
        if err_msg.find("\n") == -1 and len(err_msg) < 79 - len(header):
            msg = [msg[0] + " " + err_msg]
        else:
            msg.append(err_msg)
    for i in range(len(arrays)):
        a = arrays[i]
        r = _np.array_repr(a) if isinstance(a, _np.ndarray) else repr(a)
        if r.count("\n") > 3:
            r = "\n".join(r.splitlines()[:3]) + "..."
        msg.append(" " + names[i] + ": " + r)
    return "\n".join(msg)


def _item_text(a, p):
    v = a if a.ndim == 0 else a[tuple(p)]
    return str(v)


def _compare(x, y, ok, err_msg, header, equal_nan):
    x = _np.asarray(x)
    y = _np.asarray(y)
    ox, oy = x, y
    if not (x.shape == () or y.shape == () or x.shape == y.shape):
        reason = "\n(shapes " + str(x.shape) + ", " + str(y.shape) + " mismatch)"
        raise AssertionError(_build_err_msg([x, y], str(err_msg) + reason, header))
    numeric = x.dtype.kind in "biufc" and y.dtype.kind in "biufc"
    flagged = None
    if numeric and equal_nan and (x.dtype.kind in "fc" or y.dtype.kind in "fc"):
        xn = _np.isnan(x)
        yn = _np.isnan(y)
        if not _np.array_equal(_np.broadcast_to(xn, _np.broadcast_shapes(x.shape, y.shape)),
                               _np.broadcast_to(yn, _np.broadcast_shapes(x.shape, y.shape))):
            raise AssertionError(_build_err_msg([x, y], str(err_msg) + "\nnan location mismatch:", header))
        flagged = _np.logical_or(xn, yn)
    val = ok(x, y)
    if flagged is not None and _np.asarray(flagged).any():
        val = _np.logical_or(val, flagged)
    val = _np.asarray(val)
    if bool(val.all()):
        return
    invalids = _np.logical_not(val)
    reduced = val.ravel()
    n_mismatch = reduced.size - int(reduced.sum())
    n_elements = reduced.size
    remarks = ["Mismatched elements: " + str(n_mismatch) + " / " + str(n_elements) +
               " (" + format(100 * n_mismatch / n_elements, ".3g") + "%)"]
    if _np.asarray(invalids).ndim != 0:
        positions = _np.argwhere(_np.asarray(invalids))
        lines = []
        for k in range(_pymin(5, len(positions))):
            p = positions[k].tolist()
            lines.append(" " + str(p) + ": " + _item_text(ox, p) + " (ACTUAL), " +
                         _item_text(oy, p) + " (DESIRED)")
        s = "\n".join(lines)
        if len(positions) == 1:
            remarks.append("Mismatch at index:\n" + s)
        elif len(positions) <= 5:
            remarks.append("Mismatch at indices:\n" + s)
        else:
            remarks.append("First 5 mismatches are at indices:\n" + s)
    if numeric and x.dtype.kind != "b" and y.dtype.kind != "b":
        with _np.errstate(all="ignore"):
            error = _np.abs(_np.subtract(x, y))
            inv = _np.broadcast_to(invalids, error.shape)
            remarks.append("Max absolute difference among violations: " +
                           _np.array2string(_np.max(error[inv])))
            nz = _np.logical_and(inv, _np.broadcast_to(_np.not_equal(y, 0), error.shape))
            if not bool(_np.asarray(nz).any()):
                rel = _np.array(_np.inf)
            else:
                yb = _np.broadcast_to(y, error.shape)
                rel = _np.max(error[nz] / _np.abs(yb[nz]))
            remarks.append("Max relative difference among violations: " + _np.array2string(rel))
    msg = str(err_msg) + "\n" + "\n".join(remarks)
    raise AssertionError(_build_err_msg([ox, oy], msg, header))


_pymin = min


def assert_allclose(actual, desired, rtol=1e-07, atol=0, equal_nan=True, err_msg="",
                    verbose=True, *, strict=False):
    if strict:
        raise NotImplementedError("np.testing.assert_allclose(strict=True) is not supported in stridelab")

    def close(x, y):
        return _np.isclose(x, y, rtol=rtol, atol=atol, equal_nan=equal_nan)
    header = "Not equal to tolerance rtol=" + format(rtol, "g") + ", atol=" + format(atol, "g")
    _compare(actual, desired, close, err_msg, header, equal_nan)


def assert_array_equal(actual, desired, err_msg="", verbose=True, *, strict=False):
    if strict:
        raise NotImplementedError("np.testing.assert_array_equal(strict=True) is not supported in stridelab")
    _compare(actual, desired, _np.equal, err_msg, "Arrays are not equal", True)


def __getattr__(name):
    raise NotImplementedError("numpy.testing." + name + " is not supported in stridelab "
                              "(assert_allclose, assert_array_equal are)")
