# torch.cpu.amp: the deprecated CPU spelling of torch.amp's autocast, with PyTorch's
# deprecation warning, then torch.amp's CPU autocast.
import torch
import warnings
from torch.amp import autocast as _autocast


class autocast(_autocast):
    def __init__(self, enabled=True, dtype=torch.bfloat16, cache_enabled=True):
        warnings.warn(
            "`torch.cpu.amp.autocast(args...)` is deprecated. Please use `torch.amp.autocast('cpu', args...)` instead.",
            FutureWarning,
            stacklevel=2,
        )
        super().__init__("cpu", dtype=dtype, enabled=enabled, cache_enabled=cache_enabled)
