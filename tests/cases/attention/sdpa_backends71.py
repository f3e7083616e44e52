# The SDPA backend switches as nanoGPT-style and PyTorch-test-style code uses them:
# torch.nn.attention.sdpa_kernel / SDPBackend, torch.backends.cuda's flags (read by the
# CPU's choice too), the attention-mask shapes the CPU flash kernel takes, and the
# Transformer fast-path switch.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.attention import sdpa_kernel, SDPBackend

torch.manual_seed(0)
q = torch.randn(2, 2, 3, 4, requires_grad=True)
k = torch.randn(2, 2, 3, 4)
v = torch.randn(2, 2, 3, 4)

SDPBackend.MATH
str(SDPBackend.FLASH_ATTENTION)
int(SDPBackend.EFFICIENT_ATTENTION), SDPBackend.ERROR.value, SDPBackend.CUDNN_ATTENTION.name
list(SDPBackend.__members__)
SDPBackend.MATH == SDPBackend.MATH, SDPBackend.MATH != SDPBackend.FLASH_ATTENTION, SDPBackend.MATH == 0
{SDPBackend.MATH: "math"}[SDPBackend.MATH]

F.scaled_dot_product_attention(q, k, v).grad_fn.name()
with sdpa_kernel(SDPBackend.MATH):
    inside = (F.scaled_dot_product_attention(q, k, v).grad_fn.name(),
              torch.backends.cuda.flash_sdp_enabled(), torch.backends.cuda.math_sdp_enabled(),
              torch.backends.cuda.mem_efficient_sdp_enabled(), torch.backends.cuda.cudnn_sdp_enabled())
inside
torch.backends.cuda.flash_sdp_enabled(), torch.backends.cuda.math_sdp_enabled()
ref = F.scaled_dot_product_attention(q, k, v)
with sdpa_kernel([SDPBackend.MATH, SDPBackend.FLASH_ATTENTION]):
    both = F.scaled_dot_product_attention(q, k, v)
both.grad_fn.name(), torch.allclose(both, ref)
with sdpa_kernel(SDPBackend.MATH):
    math_out = F.scaled_dot_product_attention(q, k, v)
torch.allclose(math_out, ref, atol=1e-6)
with sdpa_kernel([SDPBackend.FLASH_ATTENTION, SDPBackend.MATH], set_priority=True):
    prio = F.scaled_dot_product_attention(q, k, v).grad_fn.name()
prio

with sdpa_kernel([SDPBackend.EFFICIENT_ATTENTION]):
    F.scaled_dot_product_attention(q, k, v)
with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
    F.scaled_dot_product_attention(q, k, v, dropout_p=0.5)
with sdpa_kernel(SDPBackend.FLASH_ATTENTION):
    fl = F.scaled_dot_product_attention(q, k, v, is_causal=True)
fl.grad_fn.name()
with sdpa_kernel((SDPBackend.MATH,)):
    pass
with sdpa_kernel(0):
    pass


@sdpa_kernel(SDPBackend.MATH)
def attend(q, k, v):
    return F.scaled_dot_product_attention(q, k, v)


attend(q, k, v).grad_fn.name()
F.scaled_dot_product_attention(q, k, v).grad_fn.name()

torch.backends.cuda.enable_flash_sdp(False)
F.scaled_dot_product_attention(q, k, v).grad_fn.name()
torch.backends.cuda.enable_math_sdp(False)
F.scaled_dot_product_attention(q, k, v)
torch.backends.cuda.enable_flash_sdp(True)
F.scaled_dot_product_attention(q, k, v).grad_fn.name()
F.scaled_dot_product_attention(q, k, v[..., :2])
torch.backends.cuda.enable_math_sdp(True)
F.scaled_dot_product_attention(q, k, v[..., :2]).shape

# Mask shapes: 2-d and 4-d masks whose dims match or are 1 take the flash kernel.
q3 = torch.randn(2, 3, 4, requires_grad=True)
F.scaled_dot_product_attention(q3, q3, q3, attn_mask=torch.zeros(3, 3)).grad_fn.name()
F.scaled_dot_product_attention(q3, q3, q3, attn_mask=torch.zeros(2, 3, 3)).grad_fn.name()
F.scaled_dot_product_attention(q, k, v, attn_mask=torch.zeros(2, 3, 3)).grad_fn.name()
F.scaled_dot_product_attention(q, k, v, attn_mask=torch.zeros(1, 3, 3)).grad_fn.name()
F.scaled_dot_product_attention(q, k, v, attn_mask=torch.zeros(2, 1, 3, 3)).grad_fn.name()
F.scaled_dot_product_attention(q, k, v, attn_mask=torch.zeros(2, 2, 1, 3)).grad_fn.name()
F.scaled_dot_product_attention(q, k, v, attn_mask=torch.zeros(3, 1)).grad_fn.name()
F.scaled_dot_product_attention(q, k, v, attn_mask=torch.zeros(3))
F.scaled_dot_product_attention(q, k, v, attn_mask=torch.zeros(3, 6)[:, ::2]).grad_fn.name()
F.scaled_dot_product_attention(q, k, v, attn_mask=torch.ones(3, 3, dtype=torch.bool).tril()).grad_fn.name()

# The float32 matmul precision (nanoGPT's first line) and the flags that follow it.
torch.get_float32_matmul_precision(), torch.backends.cuda.matmul.allow_tf32
torch.set_float32_matmul_precision("high")
torch.get_float32_matmul_precision(), torch.backends.cuda.matmul.allow_tf32, torch.backends.cuda.matmul.fp32_precision
torch.backends.mkldnn.matmul.fp32_precision
torch.set_float32_matmul_precision("medium")
torch.backends.mkldnn.matmul.fp32_precision, torch.backends.cuda.matmul.fp32_precision
torch.set_float32_matmul_precision("fastest")
torch.get_float32_matmul_precision()
torch.set_float32_matmul_precision(3)
torch.backends.cuda.matmul.allow_tf32 = False
torch.get_float32_matmul_precision(), torch.backends.cuda.matmul.fp32_precision
torch.backends.cuda.matmul.allow_tf32 = True
torch.get_float32_matmul_precision()
torch.backends.cuda.matmul.allow_tf32 = 1
torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction
torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = (True, False)
torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = (False,)
torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction, torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction_split_k
torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = "yes"
torch.backends.cuda.matmul.no_such_flag
torch.backends.cuda.matmul.no_such_flag = 1
torch.backends.cudnn.allow_tf32, torch.backends.cudnn.benchmark
torch.backends.mkldnn.is_available(), torch.backends.mkldnn.enabled, torch.backends.openmp.is_available()
torch.backends.mkl.is_available(), torch.backends.fp32_precision if hasattr(torch.backends, "fp32_precision") else None
torch.set_float32_matmul_precision("highest")
torch.backends.mkldnn.matmul.fp32_precision

# The Transformer encoder's fast path follows torch.backends.mha's switch.
enc = nn.TransformerEncoder(nn.TransformerEncoderLayer(4, 2, 8, 0.0, batch_first=True), 1, enable_nested_tensor=True).eval()
src = torch.randn(2, 3, 4)
pad = torch.tensor([[False, False, False], [False, False, True]])
torch.backends.mha.get_fastpath_enabled()
with torch.no_grad():
    fast = enc(src, src_key_padding_mask=pad)
fast[1, 2]
torch.backends.mha.set_fastpath_enabled(False)
torch.backends.mha.get_fastpath_enabled()
with torch.no_grad():
    slow = enc(src, src_key_padding_mask=pad)
slow[1, 2].abs().sum() > 0, torch.allclose(fast[:, :2], slow[:, :2], atol=1e-6), torch.allclose(fast[0], slow[0], atol=1e-6)
torch.backends.mha.set_fastpath_enabled(True)
