# torch.nn.utils.stateless: the functional_call PyTorch 2.0 moved to torch.func, kept as a
# deprecated alias (its @deprecated FutureWarning, then torch.func's call).

import torch

__all__ = ["functional_call"]


def functional_call(module, parameters_and_buffers, args=None, kwargs=None, *,
                    tie_weights=True, strict=False):
    import warnings
    warnings.warn(
        "`torch.nn.utils.stateless.functional_call` is deprecated as of PyTorch 2.0 "
        "and will be removed in a future version of PyTorch. "
        "Please use `torch.func.functional_call` instead which is a drop-in replacement.",
        FutureWarning,
        stacklevel=2,
    )
    import torch.func
    return torch.func.functional_call(module, parameters_and_buffers, args, kwargs,
                                      tie_weights=tie_weights, strict=strict)
