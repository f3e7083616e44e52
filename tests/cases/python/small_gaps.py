# Builtin classes scripts name, the old weight_norm's warning, autocast's device check
import warnings
import torch
type.__mro__, type.__bases__
UnicodeDecodeError.__mro__
StopAsyncIteration.__mro__
issubclass(UnicodeEncodeError, ValueError)
try:
    raise UnicodeError("bad")
except ValueError as e:
    err = (type(e).__name__, str(e))
err
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    torch.nn.utils.weight_norm(torch.nn.Linear(2, 2))
[(x.category.__name__, str(x.message)) for x in w]
try:
    torch.autocast("foo")
except RuntimeError as e:
    err = str(e)
err
