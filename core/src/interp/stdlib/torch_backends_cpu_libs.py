# torch.backends.mkldnn: oneDNN is built into PyTorch's CPU wheels, so it is available. Its
# switches hold what is set; the float32 precision strings follow
# torch.set_float32_matmul_precision (torch._float32_precision) as ATen's do.
import torch._float32_precision as _precision

enabled = True
deterministic = False
fp32_precision = "none"


def is_available():
    return True


class _FP32Precision:
    def __init__(self, op, key):
        object.__setattr__(self, "_op", op)
        object.__setattr__(self, "_key", key)

    def __getattr__(self, name):
        if name == "fp32_precision":
            return _precision.backend_precision(self._key) if self._key else "none"
        raise AttributeError(f"'_FP32Precision' object has no attribute '{name}'")

    def __setattr__(self, name, value):
        if name == "fp32_precision":
            return _precision.refuse_new_api(f"torch.backends.mkldnn.{self._op}")
        object.__setattr__(self, name, value)


matmul = _FP32Precision("matmul", "mkldnn_matmul")
conv = _FP32Precision("conv", None)
rnn = _FP32Precision("rnn", None)
