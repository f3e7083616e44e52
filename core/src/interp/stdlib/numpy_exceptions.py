# numpy.exceptions: the exceptions NumPy 2 keeps apart from its top-level names.


class AxisError(ValueError, IndexError):
    """numpy.exceptions.AxisError: an axis out of range (both a ValueError and an IndexError),
    built as NumPy builds it: `AxisError(axis, ndim, msg_prefix)` or one message."""
    __module__ = "numpy.exceptions"

    def __init__(self, axis, ndim=None, msg_prefix=None):
        if ndim is None and msg_prefix is None:
            self._msg = axis
            self.axis = None
            self.ndim = None
        else:
            self._msg = msg_prefix
            self.axis = axis
            self.ndim = ndim

    def __str__(self):
        if self.axis is None and self.ndim is None:
            return str(self._msg)
        msg = f"axis {self.axis} is out of bounds for array of dimension {self.ndim}"
        if self._msg is not None:
            msg = f"{self._msg}: {msg}"
        return msg


class ComplexWarning(RuntimeWarning):
    """numpy.exceptions.ComplexWarning: a cast of complex values to a real type, which keeps
    the real parts."""
    __module__ = "numpy.exceptions"


class RankWarning(RuntimeWarning):
    """numpy.exceptions.RankWarning: np.polyfit's rank-deficient fit."""
    __module__ = "numpy.exceptions"
