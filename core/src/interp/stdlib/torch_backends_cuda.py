# torch.backends.cuda on a machine without CUDA: its flags are read only by CUDA kernels,
# so setting them changes nothing here, as in PyTorch; they hold what is set.


class cuBLASModule:
    def __init__(self):
        self.allow_tf32 = False
        self.allow_fp16_reduced_precision_reduction = True
        self.allow_bf16_reduced_precision_reduction = True


matmul = cuBLASModule()
_sdp = {"flash": True, "mem_efficient": True, "math": True, "cudnn": True}


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
