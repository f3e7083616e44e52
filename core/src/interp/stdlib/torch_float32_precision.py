# The float32 matmul precision PyTorch keeps in ATen's Context: one setting read by
# torch.get_float32_matmul_precision, torch.backends.cuda.matmul.allow_tf32 and the
# backends' `fp32_precision` strings. Only CUDA and oneDNN kernels read it, so on this CPU
# it changes no value, as in a CPU PyTorch; it holds what is set, with ATen's coupling
# between the legacy and per-backend spellings (docs/decisions.md, "Stop 71: float32
# matmul precision").
_LEGACY = ("highest", "high", "medium")
# What a legacy setting writes into the per-backend strings (ATen's Context.cpp).
_CUDA_MATMUL = {"highest": "ieee", "high": "tf32", "medium": "tf32"}
_MKLDNN_MATMUL = {"highest": "ieee", "high": "tf32", "medium": "bf16"}
_state = {"precision": "highest", "cuda_matmul": "none", "mkldnn_matmul": "none"}


def set_float32_matmul_precision(precision):
    if not isinstance(precision, str):
        raise RuntimeError(f"set_float32_matmul_precision expects a str, but got {type(precision).__name__}")
    if precision not in _LEGACY:
        _native.torch_warn(
            f"{precision} is not one of 'highest', 'high', or 'medium'; the current"
            "setFloat32MatmulPrecision call has no effect.",
            "/__w/pytorch/pytorch/aten/src/ATen/Context.cpp:511",
        )
        return
    _state["precision"] = precision
    _state["cuda_matmul"] = _CUDA_MATMUL[precision]
    _state["mkldnn_matmul"] = _MKLDNN_MATMUL[precision]


def get_float32_matmul_precision():
    # ATen refuses to answer when the per-backend strings say what no legacy value says
    # (oneDNN's bf16 is 'medium' only, its tf32 'high' only): allow_tf32 can get there.
    precision, onednn = _state["precision"], _state["mkldnn_matmul"]
    if (onednn == "bf16" and precision != "medium") or (onednn == "tf32" and precision != "high"):
        raise RuntimeError(
            "PyTorch is checking the matmul precision without a specific backend name,Current status "
            "indicate that you have used mix of the legacy and new APIs to set the matmul precision. We "
            "suggest only using the new API for matmul precision. See also: "
            "https://pytorch.org/docs/main/notes/cuda.html#tensorfloat-32-tf32-on-ampere-and-later-devices")
    return precision


def allow_tf32():
    return _state["precision"] != "highest"


def set_allow_tf32(flag):
    # cuBLAS's legacy switch: only the CUDA string follows it.
    _state["precision"] = "high" if flag else "highest"
    _state["cuda_matmul"] = "tf32" if flag else "ieee"


def backend_precision(key):
    return _state[key]


def refuse_new_api(where):
    # The per-backend setters interact with the legacy ones through ATen rules (mixing
    # them is an error on some reads and not others) that are not reproduced here.
    raise NotImplementedError(
        f"setting {where}.fp32_precision is not supported in stridelab; use "
        "torch.set_float32_matmul_precision (its value is shown in the fp32_precision strings)")
