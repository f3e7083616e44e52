# torch.backends.cuda on a machine without CUDA. Its cuBLAS flags are read only by CUDA
# kernels, so setting them changes no value here, as in a CPU PyTorch; they hold what is
# set (allow_tf32 is the float32 matmul precision, torch._float32_precision). The
# scaled-dot-product-attention switches are read by the CPU's backend choice too
# (torch.nn.attention, interp/nn/attention.py), as in PyTorch.
import torch._float32_precision as _precision


def _flag(value, setter):
    if not isinstance(value, bool):
        raise RuntimeError(f"{setter} expects a bool, but got {type(value).__name__}")
    return value


class cuBLASModule:
    # Attributes looked up by name, as PyTorch's: an unknown one is an AttributeError.
    def __getattr__(self, name):
        if name == "allow_tf32":
            return _precision.allow_tf32()
        if name == "fp32_precision":
            return _precision.backend_precision("cuda_matmul")
        if name in _CUBLAS:
            return _CUBLAS[name]
        raise AttributeError("Unknown attribute " + name)

    def __setattr__(self, name, value):
        if name == "allow_tf32":
            return _precision.set_allow_tf32(_flag(value, "set_allow_tf32_cublas"))
        if name == "fp32_precision":
            return _precision.refuse_new_api("torch.backends.cuda.matmul")
        if name in ("allow_fp16_reduced_precision_reduction", "allow_bf16_reduced_precision_reduction"):
            reduced, splitk = _reduction_setting(value, name)
            if reduced and not splitk:
                raise RuntimeError("allow_splitk=False is not supported when reduced precision reductions are enabled")
            _CUBLAS[name], _CUBLAS[name + "_split_k"] = reduced, splitk
            return None
        if name in ("allow_fp16_accumulation", "prefer_cublaslt_grouped_gemm"):
            _CUBLAS[name] = value
            return None
        raise AttributeError("Unknown attribute " + name)


_CUBLAS = {
    "allow_fp16_reduced_precision_reduction": True,
    "allow_fp16_reduced_precision_reduction_split_k": True,
    "allow_bf16_reduced_precision_reduction": True,
    "allow_bf16_reduced_precision_reduction_split_k": True,
    "allow_fp16_accumulation": False,
    "prefer_cublaslt_grouped_gemm": False,
}


def _reduction_setting(value, attr_name):
    # cuBLASModule._parse_reduction_setting: a bool, or one or two bools.
    def as_bool(obj, which):
        if isinstance(obj, bool):
            return obj
        raise TypeError(f"{attr_name} expects a bool for {which}, but got {type(obj)!r}")

    if isinstance(value, bool):
        return value, True
    if isinstance(value, (list, tuple)):
        if not value:
            raise TypeError(f"{attr_name} expects at least one boolean argument")
        if len(value) > 2:
            raise TypeError(f"{attr_name} expects at most two boolean arguments")
        reduced = as_bool(value[0], "allow_reduced_precision")
        return (reduced, True) if len(value) == 1 else (reduced, as_bool(value[1], "allow_splitk"))
    raise TypeError(f"{attr_name} expects a bool or a tuple/list of bools, but got {type(value)!r}")


matmul = cuBLASModule()
_sdp = {"flash": True, "mem_efficient": True, "math": True, "cudnn": True, "overrideable": True}


def is_built():
    return False


def enable_flash_sdp(enabled):
    _sdp["flash"] = enabled


def flash_sdp_enabled():
    return _sdp["flash"]


def enable_mem_efficient_sdp(enabled):
    _sdp["mem_efficient"] = enabled


def mem_efficient_sdp_enabled():
    return _sdp["mem_efficient"]


def enable_math_sdp(enabled):
    _sdp["math"] = enabled


def math_sdp_enabled():
    return _sdp["math"]


def enable_cudnn_sdp(enabled):
    _sdp["cudnn"] = enabled


def cudnn_sdp_enabled():
    return _sdp["cudnn"]
