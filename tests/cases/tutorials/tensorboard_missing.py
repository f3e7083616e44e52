import torch
try:
    from torch.utils.tensorboard import SummaryWriter
except ImportError as e:
    err = e
type(err).__name__, str(err), err.name
import torch.utils.tensorboard
from torch.utils.tensorboard import SummaryWriter
import sys
'torch.utils.tensorboard' in sys.modules
try:
    import no_such_module_here
except ImportError as e:
    err = e
err.name, err.msg, err.path, isinstance(err, ModuleNotFoundError)
try:
    raise ImportError("plain")
except ImportError as e:
    err = e
err.name, err.msg, err.path
