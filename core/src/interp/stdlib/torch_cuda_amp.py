# torch.cuda.amp: the deprecated CUDA spellings of torch.amp's scaler and autocast, each
# with PyTorch's deprecation warning, then torch.amp's CUDA behaviour on a machine
# without CUDA (disabled, a pass-through).
import warnings
from torch.amp import GradScaler as _GradScaler, autocast as _autocast


class GradScaler(_GradScaler):
    def __init__(self, init_scale=2.0**16, growth_factor=2.0, backoff_factor=0.5,
                 growth_interval=2000, enabled=True):
        warnings.warn(
            "`torch.cuda.amp.GradScaler(args...)` is deprecated. Please use `torch.amp.GradScaler('cuda', args...)` instead.",
            FutureWarning,
        )
        super().__init__("cuda", init_scale=init_scale, growth_factor=growth_factor,
                         backoff_factor=backoff_factor, growth_interval=growth_interval,
                         enabled=enabled)


class autocast(_autocast):
    def __init__(self, enabled=True, dtype=None, cache_enabled=True):
        warnings.warn(
            "`torch.cuda.amp.autocast(args...)` is deprecated. Please use `torch.amp.autocast('cuda', args...)` instead.",
            FutureWarning,
        )
        super().__init__("cuda", dtype=dtype, enabled=enabled, cache_enabled=cache_enabled)
