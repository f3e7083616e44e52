

# ---------------------------------------------------------------------------------------
# Attention: F.scaled_dot_product_attention, nn.MultiheadAttention and the Transformer
# encoder, after torch/nn/functional.py, torch/nn/modules/{activation,transformer}.py and
# ATen's attention.cpp. On a CPU PyTorch 2.15 computes 3-d and 4-d attention without
# dropout with its flash kernel (one node, ScaledDotProductFlashAttentionForCpuBackward0);
# everything else takes the composite "math" path, op by op. Both are reproduced: the math
# path with the same ops, the flash path as a Function named like ATen's node.
# MultiheadAttention's eval-mode fast path (torch._native_multi_head_attention) computes
# the same values and records nothing; the regular path is used for it.
# ---------------------------------------------------------------------------------------


def _attn_bool_to_float(mask, dtype):
    # attention.cpp's convert_boolean_attn_mask: -inf where attention is not allowed.
    if mask is None or mask.dtype != torch.bool:
        return mask
    return torch.zeros(mask.shape, dtype=dtype, device=mask.device).masked_fill_(
        mask.logical_not(), float("-inf")
    )


def _default_scale(query):
    # calculate_scale's 1 / sqrt(E), which C++ makes inf for E = 0.
    return 1.0 / math.sqrt(query.size(-1)) if query.size(-1) > 0 else float("inf")


def _sdpa_math(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa):
    # _scaled_dot_product_attention_math: q and k each scaled by sqrt(scale) before the
    # product, the mask added in place, a softmax that gives 0 (not NaN) to a fully masked
    # row, dropout, then the product with v.
    negative = scale is not None and scale < 0
    s = scale if scale is None or not negative else -scale
    if s is None:
        s = _default_scale(query)
    factor = math.sqrt(s)
    q = query * (-factor if negative else factor)
    if is_causal:
        n_q, n_k = query.size(-2), key.size(-2)
        attn_mask = _attn_bool_to_float(
            torch.ones(n_q, n_k, dtype=torch.bool, device=query.device).tril(), query.dtype
        )
    k, v = key, value
    if enable_gqa and query.dim() >= 3:
        # Key and value each repeated to the query's head count (they may differ).
        if key.size(-3) != query.size(-3):
            k = k.repeat_interleave(query.size(-3) // key.size(-3), -3)
        if value.size(-3) != query.size(-3):
            v = v.repeat_interleave(query.size(-3) // value.size(-3), -3)
    attn = torch.matmul(q, k.transpose(-2, -1) * factor)
    if attn_mask is not None:
        attn.add_(attn_mask)
        # _safe_softmax: a fully masked row gives 0, forward and backward. The row is taken
        # out before the softmax too, so no NaN reaches the gradient through it.
        blocked = (attn == float("-inf")).all(-1, keepdim=True)
        weights = torch.softmax(attn.masked_fill(blocked, 0.0), -1)
        weights = weights.masked_fill(blocked, 0.0)
    else:
        weights = torch.softmax(attn, -1)
    if dropout_p > 0.0:
        weights = F.dropout(weights, dropout_p, True)
    return torch.matmul(weights, v)


def _flash_reduced(q, k, v, mask, is_causal, scale):
    # The CPU flash kernel on bfloat16/half (FlashAttentionKernel.cpp): scores in float32,
    # scaled after the product, masked, exponentiated against the row max; the row sums are
    # of the float32 weights, while the weights meet `v` rounded to the input dtype; one
    # division and one rounding at the end. Its gemms' own summation order and exp's
    # vectorised approximation are not reproduced: a few elements differ by one ulp.
    f = torch.float32
    s = scale if scale is not None else _default_scale(q)
    scores = torch.matmul(q.to(f), k.to(f).transpose(-2, -1)) * s
    if is_causal:
        n_q, n_k = q.size(-2), k.size(-2)
        scores = scores.masked_fill(torch.ones(n_q, n_k, dtype=torch.bool).tril().logical_not(), float("-inf"))
    if mask is not None:
        scores = scores + mask.to(f)
    peak = scores.amax(-1, keepdim=True)
    peak = peak.masked_fill(peak == float("-inf"), 0.0)
    weights = torch.exp(scores - peak)
    total = weights.sum(-1, keepdim=True)
    return (torch.matmul(weights.to(q.dtype).to(f), v.to(f)) / total).to(q.dtype)


@_made_on_first_use
def _flash_attention():
    class _FlashAttentionForCpu(torch.autograd.Function):
        _stridelab_node_name = "ScaledDotProductFlashAttentionForCpuBackward0"

        @staticmethod
        def forward(ctx, q, k, v, mask, is_causal, scale):
            ctx.save_for_backward(q, k, v, mask)
            ctx.is_causal = is_causal
            ctx.scale = scale
            # The flash kernel writes an output laid out like the query (a transposed
            # (B, L, H, E) query gives a transposed output, which `.view` after
            # `transpose(1, 2)` relies on).
            out = torch.empty_like(q)
            if q.dtype in (torch.bfloat16, torch.float16):
                out.copy_(_flash_reduced(q, k, v, mask, is_causal, scale))
            else:
                out.copy_(_sdpa_math(q, k, v, mask, 0.0, is_causal, scale, False))
            return _native.fresh_result(out)

        @staticmethod
        def backward(ctx, grad):
            q, k, v, mask = ctx.saved_tensors

            def attention(q, k, v):
                return [_sdpa_math(q, k, v, mask, 0.0, ctx.is_causal, ctx.scale, False)]

            need = ctx.needs_input_grad
            grads = _recomputed_grads((need[0], need[1], need[2]), (q, k, v), attention, [grad])
            return tuple(grads) + (None, None, None)

    return _FlashAttentionForCpu


def _flash_refusal(q, k, v, mask, dropout_p):
    # sdp_utils_cpp's use_flash_attention_cpp, for the inputs a script can build here: None
    # when the CPU's flash kernel takes them, else the reason its debug pass warns.
    if dropout_p > 0.0:
        return "Both fused kernels do not support non-zero dropout."
    if q.dim() != 4 or k.dim() != 4 or v.dim() != 4:
        return (f"All fused kernels requires query, key and value to be 4 dimensional, but got Query dim: "
                f"{q.dim()}, Key dim: {k.dim()}, Value dim: {v.dim()} instead.")
    if list(q.shape[:-2]) != list(k.shape[:-2]) or list(k.shape[:-2]) != list(v.shape[:-2]):
        return ("For dense inputs, both fused kernels require query, key and value to have the same "
                f"batch_size. Got Query batch_size: {q.size(0)}, Key batch_size: {k.size(0)}, Value "
                f"batch_size: {v.size(0)} instead. To broadcast dense inputs, try using unsqueeze and "
                "expand_to before passing them into the kernel.")
    if mask is not None and not _mask_fits(q, k, mask):
        return ("Please use the following attn mask shapes: 2d - ({Q_seq_len, 1}  x {KV_seq_len, 1}); "
                "4d - ({Batch, 1} x {Num_heads, 1} x {Q_seq_len, 1}  x {KV_seq_len, 1})")
    if not (q.size(-1) == k.size(-1) == v.size(-1)):
        return ("Flash attention requires q,k,v to have the same last dimension and to be less than or "
                f"equal to 256. Got Query.size(-1): {q.size(-1)}, Key.size(-1): {k.size(-1)}, "
                f"Value.size(-1): {v.size(-1)} instead.")
    if q.size(-2) == 0 or k.size(-2) == 0:
        return "All fused kernels do not support zero seq_len_q or seq_len_kv."
    if not (q.stride(-1) == 1 and k.stride(-1) == 1 and v.stride(-1) == 1):
        return ("All fused kernels require the last dimension of the input to have stride 1. Got "
                f"Query.stride(-1): {q.stride(-1)}, Key.stride(-1): {k.stride(-1)}, Value.stride(-1): {v.stride(-1)}")
    if q.dtype not in (torch.float32, torch.float64, torch.bfloat16, torch.float16):
        return ("Expected query, key and value to all be of dtype: {Float, Double, BFloat16, Half}. Got "
                f"Query dtype: {_type_name(q)}, Key dtype: {_type_name(k)}, and Value dtype: {_type_name(v)} instead.")
    return None


def _type_name(t):
    return str(t.dtype)[len("torch."):]


def _mask_fits(q, k, mask):
    # check_attn_mask_shape: each mask dim matches the 4-d query's or is 1; 2-d or 4-d only.
    if mask.requires_grad:
        return False
    fits = lambda m, n: m == n or m == 1
    if not (fits(mask.size(-2), q.size(-2)) and fits(mask.size(-1), k.size(-2))):
        return False
    return mask.dim() == 2 or (mask.dim() == 4 and fits(mask.size(0), q.size(0)) and fits(mask.size(1), q.size(1)))


_NO_BACKEND = ("No viable backend for scaled_dot_product_attention was found. This is likely due to "
               "turning off both the math kernel and the fused kernels.")
_SITE = "/__w/pytorch/pytorch/aten/src/ATen/native/transformers/"


def _scaled_dot_product_attention(
    query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False
):
    if is_causal and attn_mask is not None:
        raise RuntimeError(
            "_scaled_dot_product_attention: Explicit attn_mask should not be set when is_causal=True"
        )
    # 3-d inputs run as a batch of one (a 3-d mask with them), on either path, and the
    # result is squeezed back (SqueezeBackward1), as attention.cpp does.
    unbatched = query.dim() == 3 and key.dim() == 3 and value.dim() == 3
    if unbatched:
        query, key, value = query.unsqueeze(0), key.unsqueeze(0), value.unsqueeze(0)
        if attn_mask is not None and attn_mask.dim() == 3:
            attn_mask = attn_mask.unsqueeze(0)
    out = _sdpa_choose(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa)
    return out.squeeze(0) if unbatched else out


def _sdpa_choose(query, key, value, attn_mask, dropout_p, is_causal, scale, enable_gqa):
    # The CPU backend choice (sdp_utils_cpp's select_sdp_backend_cpp): the flash kernel if
    # its switch is on and it takes the inputs, else the math path if its switch is on
    # (torch.backends.cuda / torch.nn.attention.sdpa_kernel hold the switches).
    mask = _attn_bool_to_float(attn_mask, query.dtype)
    switches = torch.backends.cuda._sdp
    if not switches["flash"] and not switches["math"]:
        raise RuntimeError(_NO_BACKEND)
    why_not = _flash_refusal(query, key, value, attn_mask, dropout_p) if switches["flash"] else \
        "Flash attention has been runtime disabled."
    if why_not is None:
        return _flash_attention().apply(query, key, value, mask, is_causal, scale)
    if switches["math"]:
        return _sdpa_math(query, key, value, mask, dropout_p, is_causal, scale, enable_gqa)
    _native.torch_warn("Flash attention kernel not used because:", _SITE + "sdp_utils_cpp.cpp:101")
    _native.torch_warn(why_not, _SITE + "sdp_utils_cpp.h")
    raise RuntimeError("No available kernel.  Aborting execution.")


class NonDynamicallyQuantizableLinear(Linear):
    def __init__(self, in_features, out_features, bias=True, device=None, dtype=None):
        super().__init__(in_features, out_features, bias=bias, device=device, dtype=dtype)


def _canonical_mask(mask, mask_name, other_type, other_name, target_type, check_other=True):
    if mask is not None:
        is_float = torch.is_floating_point(mask)
        if mask.dtype != torch.bool and not is_float:
            raise AssertionError(f"only bool and floating types of {mask_name} are supported")
        if not is_float:
            mask = torch.zeros_like(mask, dtype=target_type).masked_fill_(mask, float("-inf"))
    return mask


def _mha_shape_check(query, key, value, key_padding_mask, attn_mask, num_heads):
    if query.dim() == 3:
        if key.dim() != 3 or value.dim() != 3:
            raise AssertionError(
                "For batched (3-D) `query`, expected `key` and `value` to be 3-D"
                f" but found {key.dim()}-D and {value.dim()}-D tensors respectively"
            )
        if key_padding_mask is not None and key_padding_mask.dim() != 2:
            raise AssertionError(
                "For batched (3-D) `query`, expected `key_padding_mask` to be `None` or 2-D"
                f" but found {key_padding_mask.dim()}-D tensor instead"
            )
        if attn_mask is not None and attn_mask.dim() not in (2, 3):
            raise AssertionError(
                "For batched (3-D) `query`, expected `attn_mask` to be `None`, 2-D or 3-D"
                f" but found {attn_mask.dim()}-D tensor instead"
            )
        return True
    if query.dim() == 2:
        if key.dim() != 2 or value.dim() != 2:
            raise AssertionError(
                "For unbatched (2-D) `query`, expected `key` and `value` to be 2-D"
                f" but found {key.dim()}-D and {value.dim()}-D tensors respectively"
            )
        if key_padding_mask is not None and key_padding_mask.dim() != 1:
            raise AssertionError(
                "For unbatched (2-D) `query`, expected `key_padding_mask` to be `None` or 1-D"
                f" but found {key_padding_mask.dim()}-D tensor instead"
            )
        if attn_mask is not None:
            if attn_mask.dim() not in (2, 3):
                raise AssertionError(
                    "For unbatched (2-D) `query`, expected `attn_mask` to be `None`, 2-D or 3-D"
                    f" but found {attn_mask.dim()}-D tensor instead"
                )
            if attn_mask.dim() == 3:
                expected = (num_heads, query.shape[0], key.shape[0])
                if tuple(attn_mask.shape) != expected:
                    raise AssertionError(
                        f"Expected `attn_mask` shape to be {expected} but got {attn_mask.shape}"
                    )
        return False
    raise AssertionError(
        f"query should be unbatched 2D or batched 3D tensor but received {query.dim()}-D query tensor"
    )


def _in_projection_packed(q, k, v, w, b):
    E = q.size(-1)
    if k is v:
        if q is k:
            proj = F.linear(q, w, b)
            proj = proj.unflatten(-1, (3, E)).unsqueeze(0).transpose(0, -2).squeeze(-2).contiguous()
            return proj[0], proj[1], proj[2]
        w_q, w_kv = w.split([E, E * 2])
        if b is None:
            b_q = b_kv = None
        else:
            b_q, b_kv = b.split([E, E * 2])
        q_proj = F.linear(q, w_q, b_q)
        kv_proj = F.linear(k, w_kv, b_kv)
        kv_proj = kv_proj.unflatten(-1, (2, E)).unsqueeze(0).transpose(0, -2).squeeze(-2).contiguous()
        return q_proj, kv_proj[0], kv_proj[1]
    w_q, w_k, w_v = w.chunk(3)
    if b is None:
        b_q = b_k = b_v = None
    else:
        b_q, b_k, b_v = b.chunk(3)
    return F.linear(q, w_q, b_q), F.linear(k, w_k, b_k), F.linear(v, w_v, b_v)


def _functional_multi_head_attention_forward(
    query, key, value, embed_dim_to_check, num_heads, in_proj_weight, in_proj_bias, bias_k, bias_v,
    add_zero_attn, dropout_p, out_proj_weight, out_proj_bias, training, key_padding_mask,
    need_weights, attn_mask, use_separate_proj_weight, q_proj_weight, k_proj_weight,
    v_proj_weight, static_k, static_v, average_attn_weights, is_causal,
):
    # F.multi_head_attention_forward, the function nn.MultiheadAttention calls.
    if static_k is not None or static_v is not None:
        raise NotImplementedError(
            "multi_head_attention_forward with static_k/static_v is not supported in stridelab")
    separate = None
    if use_separate_proj_weight:
        if q_proj_weight is None:
            raise AssertionError("use_separate_proj_weight is True but q_proj_weight is None")
        if k_proj_weight is None:
            raise AssertionError("use_separate_proj_weight is True but k_proj_weight is None")
        if v_proj_weight is None:
            raise AssertionError("use_separate_proj_weight is True but v_proj_weight is None")
        separate = (q_proj_weight, k_proj_weight, v_proj_weight)
    elif in_proj_weight is None:
        raise AssertionError("use_separate_proj_weight is False but in_proj_weight is None")
    return _multi_head_attention_forward(
        query, key, value, num_heads, in_proj_weight, in_proj_bias, bias_k, bias_v, add_zero_attn,
        dropout_p, out_proj_weight, out_proj_bias, training, key_padding_mask, need_weights,
        attn_mask, separate, average_attn_weights, is_causal, embed_dim_to_check,
    )


def _multi_head_attention_forward(
    query,
    key,
    value,
    num_heads,
    in_proj_weight,
    in_proj_bias,
    bias_k,
    bias_v,
    add_zero_attn,
    dropout_p,
    out_proj_weight,
    out_proj_bias,
    training,
    key_padding_mask,
    need_weights,
    attn_mask,
    separate,
    average_attn_weights,
    is_causal,
    embed_dim_to_check,
):
    # torch.nn.functional.multi_head_attention_forward (no static_k/static_v).
    is_batched = _mha_shape_check(query, key, value, key_padding_mask, attn_mask, num_heads)
    if not is_batched:
        query = query.unsqueeze(1)
        key = key.unsqueeze(1)
        value = value.unsqueeze(1)
        if key_padding_mask is not None:
            key_padding_mask = key_padding_mask.unsqueeze(0)
    tgt_len, bsz, embed_dim = query.shape
    src_len = key.shape[0]
    key_padding_mask = _canonical_mask(
        key_padding_mask, "key_padding_mask", None if attn_mask is None else attn_mask.dtype,
        "attn_mask", query.dtype,
    )
    if is_causal and attn_mask is None:
        raise RuntimeError(
            "Need attn_mask if specifying the is_causal hint. "
            "You may use the Transformer module method "
            "`generate_square_subsequent_mask` to create this mask."
        )
    if is_causal and key_padding_mask is None and not need_weights:
        attn_mask = None
    else:
        attn_mask = _canonical_mask(attn_mask, "attn_mask", None, "", query.dtype, False)
        if key_padding_mask is not None:
            is_causal = False
    if embed_dim != embed_dim_to_check:
        raise AssertionError(
            f"was expecting embedding dimension of {embed_dim_to_check}, but got {embed_dim}"
        )
    head_dim = embed_dim // num_heads
    if head_dim * num_heads != embed_dim:
        raise AssertionError(f"embed_dim {embed_dim} not divisible by num_heads {num_heads}")
    if separate is not None:
        if tuple(key.shape[:2]) != tuple(value.shape[:2]):
            raise AssertionError(
                f"key's sequence and batch dims {key.shape[:2]} do not match value's {value.shape[:2]}"
            )
        if in_proj_bias is None:
            b_q = b_k = b_v = None
        else:
            b_q, b_k, b_v = in_proj_bias.chunk(3)
        q = F.linear(query, separate[0], b_q)
        k = F.linear(key, separate[1], b_k)
        v = F.linear(value, separate[2], b_v)
    else:
        if key.shape != value.shape:
            raise AssertionError(f"key shape {key.shape} does not match value shape {value.shape}")
        q, k, v = _in_projection_packed(query, key, value, in_proj_weight, in_proj_bias)
    if attn_mask is not None:
        if attn_mask.dim() == 2:
            if tuple(attn_mask.shape) != (tgt_len, src_len):
                raise RuntimeError(
                    f"The shape of the 2D attn_mask is {attn_mask.shape}, but should be {(tgt_len, src_len)}."
                )
            attn_mask = attn_mask.unsqueeze(0)
        elif attn_mask.dim() == 3:
            if tuple(attn_mask.shape) != (bsz * num_heads, tgt_len, src_len):
                raise RuntimeError(
                    f"The shape of the 3D attn_mask is {attn_mask.shape}, but should be {(bsz * num_heads, tgt_len, src_len)}."
                )
        else:
            raise RuntimeError(f"attn_mask's dimension {attn_mask.dim()} is not supported")
    if bias_k is not None and bias_v is not None:
        k = torch.cat([k, bias_k.repeat(1, bsz, 1)])
        v = torch.cat([v, bias_v.repeat(1, bsz, 1)])
        if attn_mask is not None:
            attn_mask = F.pad(attn_mask, (0, 1))
        if key_padding_mask is not None:
            key_padding_mask = F.pad(key_padding_mask, (0, 1))
    q = q.view(tgt_len, bsz * num_heads, head_dim).transpose(0, 1)
    k = k.view(k.shape[0], bsz * num_heads, head_dim).transpose(0, 1)
    v = v.view(v.shape[0], bsz * num_heads, head_dim).transpose(0, 1)
    if add_zero_attn:
        zero_attn_shape = (bsz * num_heads, 1, head_dim)
        k = torch.cat([k, torch.zeros(zero_attn_shape, dtype=k.dtype, device=k.device)], dim=1)
        v = torch.cat([v, torch.zeros(zero_attn_shape, dtype=v.dtype, device=v.device)], dim=1)
        if attn_mask is not None:
            attn_mask = F.pad(attn_mask, (0, 1))
        if key_padding_mask is not None:
            key_padding_mask = F.pad(key_padding_mask, (0, 1))
    src_len = k.size(1)
    if key_padding_mask is not None:
        if key_padding_mask.shape[0] != bsz:
            raise AssertionError(
                f"Expected key_padded_mask.shape[0] to be {bsz}, but got {key_padding_mask.shape[0]}"
            )
        if key_padding_mask.shape[1] != src_len:
            raise AssertionError(
                f"Expected key_padded_mask.shape[1] to be {src_len}, but got {key_padding_mask.shape[1]}"
            )
        key_padding_mask = (
            key_padding_mask.view(bsz, 1, 1, src_len)
            .expand(-1, num_heads, -1, -1)
            .reshape(bsz * num_heads, 1, src_len)
        )
        if attn_mask is None:
            attn_mask = key_padding_mask
        else:
            attn_mask = attn_mask + key_padding_mask
    if not training:
        dropout_p = 0.0
    if need_weights:
        E = q.shape[2]
        q_scaled = q * math.sqrt(1.0 / float(E))
        if is_causal and attn_mask is None:
            raise AssertionError("FIXME: is_causal not implemented for need_weights")
        if attn_mask is not None:
            # PyTorch's baddbmm(attn_mask, q, k^T); its node is inside, not on a result.
            weights = attn_mask + torch.bmm(q_scaled, k.transpose(-2, -1))
        else:
            weights = torch.bmm(q_scaled, k.transpose(-2, -1))
        weights = F.softmax(weights, dim=-1)
        if dropout_p > 0.0:
            weights = F.dropout(weights, p=dropout_p)
        out = torch.bmm(weights, v)
        out = out.transpose(0, 1).reshape(tgt_len * bsz, embed_dim)
        out = F.linear(out, out_proj_weight, out_proj_bias)
        out = out.view(tgt_len, bsz, out.size(1))
        weights = weights.view(bsz, num_heads, tgt_len, src_len)
        if average_attn_weights:
            weights = weights.mean(dim=1)
        if not is_batched:
            out = out.squeeze(1)
            weights = weights.squeeze(0)
        return out, weights
    if attn_mask is not None:
        if attn_mask.size(0) == 1 and attn_mask.dim() == 3:
            attn_mask = attn_mask.unsqueeze(0)
        else:
            attn_mask = attn_mask.view(bsz, num_heads, -1, src_len)
    q = q.view(bsz, num_heads, tgt_len, head_dim)
    k = k.view(bsz, num_heads, src_len, head_dim)
    v = v.view(bsz, num_heads, src_len, head_dim)
    out = F.scaled_dot_product_attention(q, k, v, attn_mask, dropout_p, is_causal)
    out = out.permute(2, 0, 1, 3).reshape(bsz * tgt_len, embed_dim)
    out = F.linear(out, out_proj_weight, out_proj_bias)
    out = out.view(tgt_len, bsz, out.size(1))
    if not is_batched:
        out = out.squeeze(1)
    return out, None


class MultiheadAttention(Module):
    def __init__(
        self,
        embed_dim,
        num_heads,
        dropout=0.0,
        bias=True,
        add_bias_kv=False,
        add_zero_attn=False,
        kdim=None,
        vdim=None,
        batch_first=False,
        device=None,
        dtype=None,
    ):
        if embed_dim <= 0 or num_heads <= 0:
            raise ValueError(
                f"embed_dim and num_heads must be greater than 0,"
                f" got embed_dim={embed_dim} and num_heads={num_heads} instead"
            )
        super().__init__()
        self.embed_dim = embed_dim
        self.kdim = kdim if kdim is not None else embed_dim
        self.vdim = vdim if vdim is not None else embed_dim
        self._qkv_same_embed_dim = self.kdim == embed_dim and self.vdim == embed_dim
        self.num_heads = num_heads
        self.dropout = dropout
        self.batch_first = batch_first
        self.head_dim = embed_dim // num_heads
        if self.head_dim * num_heads != self.embed_dim:
            raise AssertionError("embed_dim must be divisible by num_heads")
        if not self._qkv_same_embed_dim:
            self.q_proj_weight = Parameter(torch.empty((embed_dim, embed_dim), device=device, dtype=dtype))
            self.k_proj_weight = Parameter(torch.empty((embed_dim, self.kdim), device=device, dtype=dtype))
            self.v_proj_weight = Parameter(torch.empty((embed_dim, self.vdim), device=device, dtype=dtype))
            self.register_parameter("in_proj_weight", None)
        else:
            self.in_proj_weight = Parameter(torch.empty((3 * embed_dim, embed_dim), device=device, dtype=dtype))
            self.register_parameter("q_proj_weight", None)
            self.register_parameter("k_proj_weight", None)
            self.register_parameter("v_proj_weight", None)
        if bias:
            self.in_proj_bias = Parameter(torch.empty(3 * embed_dim, device=device, dtype=dtype))
        else:
            self.register_parameter("in_proj_bias", None)
        self.out_proj = NonDynamicallyQuantizableLinear(embed_dim, embed_dim, bias=bias, device=device, dtype=dtype)
        if add_bias_kv:
            self.bias_k = Parameter(torch.empty((1, 1, embed_dim), device=device, dtype=dtype))
            self.bias_v = Parameter(torch.empty((1, 1, embed_dim), device=device, dtype=dtype))
        else:
            self.bias_k = None
            self.bias_v = None
        self.add_zero_attn = add_zero_attn
        self._reset_parameters()

    def _reset_parameters(self):
        if self._qkv_same_embed_dim:
            init.xavier_uniform_(self.in_proj_weight)
        else:
            init.xavier_uniform_(self.q_proj_weight)
            init.xavier_uniform_(self.k_proj_weight)
            init.xavier_uniform_(self.v_proj_weight)
        if self.in_proj_bias is not None:
            init.constant_(self.in_proj_bias, 0.0)
            init.constant_(self.out_proj.bias, 0.0)
        if self.bias_k is not None:
            init.xavier_normal_(self.bias_k)
        if self.bias_v is not None:
            init.xavier_normal_(self.bias_v)

    def forward(
        self,
        query,
        key,
        value,
        key_padding_mask=None,
        need_weights=True,
        attn_mask=None,
        average_attn_weights=True,
        is_causal=False,
    ):
        is_batched = query.dim() == 3
        fast = self._takes_fast_path(query, key, value, is_batched)
        key_padding_mask = _canonical_mask(
            key_padding_mask, "key_padding_mask", None if attn_mask is None else attn_mask.dtype,
            "attn_mask", query.dtype,
        )
        attn_mask = _canonical_mask(attn_mask, "attn_mask", None, "", query.dtype, False)
        if self.batch_first and is_batched:
            if key is value:
                if query is key:
                    query = query.transpose(1, 0)
                    key = query
                    value = query
                else:
                    query = query.transpose(1, 0)
                    key = key.transpose(1, 0)
                    value = key
            else:
                query = query.transpose(1, 0)
                key = key.transpose(1, 0)
                value = value.transpose(1, 0)
        separate = None
        if not self._qkv_same_embed_dim:
            separate = (self.q_proj_weight, self.k_proj_weight, self.v_proj_weight)
        out, weights = _multi_head_attention_forward(
            query,
            key,
            value,
            self.num_heads,
            self.in_proj_weight,
            self.in_proj_bias,
            self.bias_k,
            self.bias_v,
            self.add_zero_attn,
            self.dropout,
            self.out_proj.weight,
            self.out_proj.bias,
            self.training,
            key_padding_mask,
            need_weights,
            attn_mask,
            separate,
            average_attn_weights,
            is_causal,
            self.embed_dim,
        )
        if self.batch_first and is_batched:
            # The fast path (torch._native_multi_head_attention) writes a new (N, L, E)
            # tensor; the regular path returns its (L, N, E) result transposed.
            out = out.transpose(1, 0)
            return (out.contiguous() if fast else out), weights
        return out, weights

    def _takes_fast_path(self, query, key, value, is_batched):
        # MultiheadAttention.forward's why_not_fast_path checks, in its order (the
        # __torch_function__ and make_fx ones have no counterpart here). Its values are the
        # regular path's; only the output's layout tells them apart.
        if not torch.backends.mha.get_fastpath_enabled() or not is_batched:
            return False
        if query is not key or key is not value:
            return False
        if self.in_proj_bias is not None and query.dtype != self.in_proj_bias.dtype:
            return False
        if self.in_proj_weight is None or query.dtype != self.in_proj_weight.dtype:
            return False
        if self.training or self.num_heads % 2 != 0 or not self.batch_first:
            return False
        if self.bias_k is not None or self.bias_v is not None or self.add_zero_attn:
            return False
        if not self._qkv_same_embed_dim or torch.is_autocast_enabled():
            return False
        params = (query, self.in_proj_weight, self.in_proj_bias, self.out_proj.weight, self.out_proj.bias)
        if torch.is_grad_enabled() and any(t is not None and t.requires_grad for t in params):
            return False
        # Without an input bias PyTorch falls back to the regular path after these checks.
        return self.in_proj_bias is not None


def _get_activation_fn(activation):
    if activation == "relu":
        return F.relu
    if activation == "gelu":
        return F.gelu
    raise RuntimeError(f"activation should be relu/gelu, not {activation}")


class TransformerEncoderLayer(Module):
    def __init__(
        self,
        d_model,
        nhead,
        dim_feedforward=2048,
        dropout=0.1,
        activation="relu",
        layer_norm_eps=1e-05,
        batch_first=False,
        norm_first=False,
        bias=True,
        device=None,
        dtype=None,
    ):
        super().__init__()
        self.self_attn = MultiheadAttention(
            d_model, nhead, dropout=dropout, bias=bias, batch_first=batch_first, device=device, dtype=dtype
        )
        self.linear1 = Linear(d_model, dim_feedforward, bias=bias, device=device, dtype=dtype)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(dim_feedforward, d_model, bias=bias, device=device, dtype=dtype)
        self.norm_first = norm_first
        self.norm1 = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, device=device, dtype=dtype)
        self.norm2 = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, device=device, dtype=dtype)
        self.dropout1 = Dropout(dropout)
        self.dropout2 = Dropout(dropout)
        if isinstance(activation, str):
            activation = _get_activation_fn(activation)
        if activation is F.relu or isinstance(activation, ReLU):
            self.activation_relu_or_gelu = 1
        elif activation is F.gelu or isinstance(activation, GELU):
            self.activation_relu_or_gelu = 2
        else:
            self.activation_relu_or_gelu = 0
        self.activation = activation

    def forward(self, src, src_mask=None, src_key_padding_mask=None, is_causal=False):
        src_key_padding_mask = _canonical_mask(
            src_key_padding_mask, "src_key_padding_mask", None if src_mask is None else src_mask.dtype,
            "src_mask", src.dtype,
        )
        src_mask = _canonical_mask(src_mask, "src_mask", None, "", src.dtype, False)
        fast = self._takes_fast_path(src)
        x = src
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), src_mask, src_key_padding_mask, is_causal)
            x = x + self._ff_block(self.norm2(x))
        else:
            x = self.norm1(x + self._sa_block(x, src_mask, src_key_padding_mask, is_causal))
            x = self.norm2(x + self._ff_block(x))
        # The fast path (torch._transformer_encoder_layer_fwd) writes a new contiguous
        # tensor; the regular path's residual sums keep the input's layout.
        return x.contiguous() if fast else x

    def _takes_fast_path(self, src):
        # TransformerEncoderLayer.forward's why_not_sparsity_fast_path checks, in its order.
        attn = self.self_attn
        if not torch.backends.mha.get_fastpath_enabled() or src.dim() != 3 or self.training:
            return False
        if not attn.batch_first or attn.in_proj_bias is None or not attn._qkv_same_embed_dim:
            return False
        if not self.activation_relu_or_gelu or self.norm1.eps != self.norm2.eps:
            return False
        if attn.num_heads % 2 == 1 or torch.is_autocast_enabled():
            return False
        if any(len(m._forward_hooks) + len(m._forward_pre_hooks) for m in self.modules()):
            return False
        params = (src, attn.in_proj_weight, attn.in_proj_bias, attn.out_proj.weight, attn.out_proj.bias,
                  self.norm1.weight, self.norm1.bias, self.norm2.weight, self.norm2.bias,
                  self.linear1.weight, self.linear1.bias, self.linear2.weight, self.linear2.bias)
        return not (torch.is_grad_enabled() and any(t.requires_grad for t in params))

    def _sa_block(self, x, attn_mask, key_padding_mask, is_causal):
        x = self.self_attn(
            x,
            x,
            x,
            attn_mask=attn_mask,
            key_padding_mask=key_padding_mask,
            need_weights=False,
            is_causal=is_causal,
        )[0]
        return self.dropout1(x)

    def _ff_block(self, x):
        x = self.linear2(self.dropout(self.activation(self.linear1(x))))
        return self.dropout2(x)


def _get_clones(module, N):
    import copy

    return ModuleList([copy.deepcopy(module) for i in range(N)])


def _generate_square_subsequent_mask(sz, device=None, dtype=None):
    return torch.triu(torch.full((sz, sz), float("-inf"), dtype=dtype, device=device), diagonal=1)


def _get_seq_len(src, batch_first):
    if src.dim() == 2:
        return src.size(0)
    return src.size(1 if batch_first else 0)


def _detect_is_causal_mask(mask, is_causal=None, size=None):
    make_causal = is_causal is True
    if is_causal is None and mask is not None:
        sz = size if size is not None else mask.size(-2)
        causal = _generate_square_subsequent_mask(sz, device=mask.device, dtype=mask.dtype)
        if tuple(mask.size()) == tuple(causal.size()):
            make_causal = bool((mask == causal).all())
        else:
            make_causal = False
    return make_causal


class TransformerEncoder(Module):
    def __init__(self, encoder_layer, num_layers, norm=None, enable_nested_tensor=True, mask_check=True):
        super().__init__()
        self.layers = _get_clones(encoder_layer, num_layers)
        self.num_layers = num_layers
        self.norm = norm
        self.enable_nested_tensor = enable_nested_tensor
        self.use_nested_tensor = enable_nested_tensor
        self.mask_check = mask_check
        why_not = _why_no_nested_layer(encoder_layer)
        if enable_nested_tensor and why_not:
            import warnings

            warnings.warn(
                f"enable_nested_tensor is True, but self.use_nested_tensor is False because {why_not}",
                stacklevel=2,
            )
            self.use_nested_tensor = False

    def forward(self, src, mask=None, src_key_padding_mask=None, is_causal=None):
        src_key_padding_mask = _canonical_mask(
            src_key_padding_mask, "src_key_padding_mask", None if mask is None else mask.dtype,
            "mask", src.dtype,
        )
        mask = _canonical_mask(mask, "mask", None, "", src.dtype, False)
        output = src
        batch_first = self.layers[0].self_attn.batch_first
        # PyTorch's sparsity fast path runs the layers on a nested tensor of the unpadded
        # positions and pads the result back with zeros (before the final norm). The layers
        # here run on the padded batch with the padding masked, which gives the unpadded
        # positions the same values; the padded ones are then zeroed as the fast path's are.
        nested = self._takes_nested_path(src, mask, src_key_padding_mask)
        if nested:
            _native.torch_warn_once(
                "The PyTorch API of nested tensors is in prototype stage and will change in the near future. "
                "We recommend specifying layout=torch.jagged when constructing a nested tensor, as this layout "
                "receives active development, has better operator coverage, and works with torch.compile.",
                "/__w/pytorch/pytorch/aten/src/ATen/NestedTensorImpl.cpp:177",
            )
        is_causal = _detect_is_causal_mask(mask, is_causal, _get_seq_len(src, batch_first))
        for mod in self.layers:
            output = mod(output, src_mask=mask, is_causal=is_causal, src_key_padding_mask=src_key_padding_mask)
        if nested:
            output = output.masked_fill((src_key_padding_mask != 0).unsqueeze(-1), 0.0)
        if self.norm is not None:
            output = self.norm(output)
        return output

    def _takes_nested_path(self, src, mask, padding):
        # TransformerEncoder.forward's checks, in its order (the compiler and
        # __torch_function__ ones have no counterpart here).
        first = self.layers[0]
        if not torch.backends.mha.get_fastpath_enabled():
            return False
        if not getattr(self, "use_nested_tensor", False) or first.training or src.dim() != 3:
            return False
        if padding is None or mask is not None or torch.is_autocast_enabled():
            return False
        valid = padding == 0
        if getattr(self, "mask_check", True) and not bool((valid.long().cummin(1).values.bool() == valid).all()):
            return False
        attn = first.self_attn
        params = (src, attn.in_proj_weight, attn.in_proj_bias, attn.out_proj.weight, attn.out_proj.bias,
                  first.norm1.weight, first.norm1.bias, first.norm2.weight, first.norm2.bias,
                  first.linear1.weight, first.linear1.bias, first.linear2.weight, first.linear2.bias)
        return not (torch.is_grad_enabled() and any(t.requires_grad for t in params))


def _why_no_nested_layer(layer):
    # TransformerEncoder.__init__'s reasons the nested fast path cannot serve this layer.
    enc = "encoder_layer"
    if not isinstance(layer, TransformerEncoderLayer):
        return f"{enc} was not TransformerEncoderLayer"
    if layer.norm_first:
        return f"{enc}.norm_first was True"
    if not layer.self_attn.batch_first:
        return f"{enc}.self_attn.batch_first was not True(use batch_first for better inference performance)"
    if not layer.self_attn._qkv_same_embed_dim:
        return f"{enc}.self_attn._qkv_same_embed_dim was not True"
    if layer.self_attn.in_proj_bias is None:
        return f"{enc}.self_attn was passed bias=False"
    if not layer.activation_relu_or_gelu:
        return f"{enc}.activation_relu_or_gelu was not True"
    if layer.norm1.eps != layer.norm2.eps:
        return f"{enc}.norm1.eps was not equal to {enc}.norm2.eps"
    if layer.self_attn.num_heads % 2 == 1:
        return f"{enc}.self_attn.num_heads is odd"
    return ""


class TransformerDecoderLayer(Module):
    def __init__(
        self,
        d_model,
        nhead,
        dim_feedforward=2048,
        dropout=0.1,
        activation="relu",
        layer_norm_eps=1e-05,
        batch_first=False,
        norm_first=False,
        bias=True,
        device=None,
        dtype=None,
    ):
        super().__init__()
        self.self_attn = MultiheadAttention(
            d_model, nhead, dropout=dropout, batch_first=batch_first, bias=bias, device=device, dtype=dtype
        )
        self.multihead_attn = MultiheadAttention(
            d_model, nhead, dropout=dropout, batch_first=batch_first, bias=bias, device=device, dtype=dtype
        )
        self.linear1 = Linear(d_model, dim_feedforward, bias=bias, device=device, dtype=dtype)
        self.dropout = Dropout(dropout)
        self.linear2 = Linear(dim_feedforward, d_model, bias=bias, device=device, dtype=dtype)
        self.norm_first = norm_first
        self.norm1 = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, device=device, dtype=dtype)
        self.norm2 = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, device=device, dtype=dtype)
        self.norm3 = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, device=device, dtype=dtype)
        self.dropout1 = Dropout(dropout)
        self.dropout2 = Dropout(dropout)
        self.dropout3 = Dropout(dropout)
        if isinstance(activation, str):
            self.activation = _get_activation_fn(activation)
        else:
            self.activation = activation

    def forward(
        self,
        tgt,
        memory,
        tgt_mask=None,
        memory_mask=None,
        tgt_key_padding_mask=None,
        memory_key_padding_mask=None,
        tgt_is_causal=False,
        memory_is_causal=False,
    ):
        x = tgt
        if self.norm_first:
            x = x + self._sa_block(self.norm1(x), tgt_mask, tgt_key_padding_mask, tgt_is_causal)
            x = x + self._mha_block(self.norm2(x), memory, memory_mask, memory_key_padding_mask, memory_is_causal)
            x = x + self._ff_block(self.norm3(x))
        else:
            x = self.norm1(x + self._sa_block(x, tgt_mask, tgt_key_padding_mask, tgt_is_causal))
            x = self.norm2(x + self._mha_block(x, memory, memory_mask, memory_key_padding_mask, memory_is_causal))
            x = self.norm3(x + self._ff_block(x))
        return x

    def _sa_block(self, x, attn_mask, key_padding_mask, is_causal=False):
        x = self.self_attn(
            x, x, x, attn_mask=attn_mask, key_padding_mask=key_padding_mask, is_causal=is_causal, need_weights=False
        )[0]
        return self.dropout1(x)

    def _mha_block(self, x, mem, attn_mask, key_padding_mask, is_causal=False):
        x = self.multihead_attn(
            x, mem, mem, attn_mask=attn_mask, key_padding_mask=key_padding_mask, is_causal=is_causal, need_weights=False
        )[0]
        return self.dropout2(x)

    def _ff_block(self, x):
        x = self.linear2(self.dropout(self.activation(self.linear1(x))))
        return self.dropout3(x)


class TransformerDecoder(Module):
    def __init__(self, decoder_layer, num_layers, norm=None):
        super().__init__()
        self.layers = _get_clones(decoder_layer, num_layers)
        self.num_layers = num_layers
        self.norm = norm

    def forward(
        self,
        tgt,
        memory,
        tgt_mask=None,
        memory_mask=None,
        tgt_key_padding_mask=None,
        memory_key_padding_mask=None,
        tgt_is_causal=None,
        memory_is_causal=False,
    ):
        output = tgt
        seq_len = _get_seq_len(tgt, self.layers[0].self_attn.batch_first)
        tgt_is_causal = _detect_is_causal_mask(tgt_mask, tgt_is_causal, seq_len)
        for mod in self.layers:
            output = mod(
                output,
                memory,
                tgt_mask=tgt_mask,
                memory_mask=memory_mask,
                tgt_key_padding_mask=tgt_key_padding_mask,
                memory_key_padding_mask=memory_key_padding_mask,
                tgt_is_causal=tgt_is_causal,
                memory_is_causal=memory_is_causal,
            )
        if self.norm is not None:
            output = self.norm(output)
        return output


class Transformer(Module):
    def __init__(
        self,
        d_model=512,
        nhead=8,
        num_encoder_layers=6,
        num_decoder_layers=6,
        dim_feedforward=2048,
        dropout=0.1,
        activation="relu",
        custom_encoder=None,
        custom_decoder=None,
        layer_norm_eps=1e-05,
        batch_first=False,
        norm_first=False,
        bias=True,
        device=None,
        dtype=None,
    ):
        super().__init__()
        if custom_encoder is not None:
            self.encoder = custom_encoder
        else:
            encoder_layer = TransformerEncoderLayer(
                d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps,
                batch_first, norm_first, bias, device=device, dtype=dtype,
            )
            encoder_norm = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, device=device, dtype=dtype)
            self.encoder = TransformerEncoder(encoder_layer, num_encoder_layers, encoder_norm)
        if custom_decoder is not None:
            self.decoder = custom_decoder
        else:
            decoder_layer = TransformerDecoderLayer(
                d_model, nhead, dim_feedforward, dropout, activation, layer_norm_eps,
                batch_first, norm_first, bias, device=device, dtype=dtype,
            )
            decoder_norm = LayerNorm(d_model, eps=layer_norm_eps, bias=bias, device=device, dtype=dtype)
            self.decoder = TransformerDecoder(decoder_layer, num_decoder_layers, decoder_norm)
        self._reset_parameters()
        self.d_model = d_model
        self.nhead = nhead
        self.batch_first = batch_first

    def forward(
        self,
        src,
        tgt,
        src_mask=None,
        tgt_mask=None,
        memory_mask=None,
        src_key_padding_mask=None,
        tgt_key_padding_mask=None,
        memory_key_padding_mask=None,
        src_is_causal=None,
        tgt_is_causal=None,
        memory_is_causal=False,
    ):
        is_batched = src.dim() == 3
        if not self.batch_first and src.size(1) != tgt.size(1) and is_batched:
            raise RuntimeError("the batch number of src and tgt must be equal")
        elif self.batch_first and src.size(0) != tgt.size(0) and is_batched:
            raise RuntimeError("the batch number of src and tgt must be equal")
        if src.size(-1) != self.d_model or tgt.size(-1) != self.d_model:
            raise RuntimeError("the feature number of src and tgt must be equal to d_model")
        memory = self.encoder(src, mask=src_mask, src_key_padding_mask=src_key_padding_mask, is_causal=src_is_causal)
        return self.decoder(
            tgt,
            memory,
            tgt_mask=tgt_mask,
            memory_mask=memory_mask,
            tgt_key_padding_mask=tgt_key_padding_mask,
            memory_key_padding_mask=memory_key_padding_mask,
            tgt_is_causal=tgt_is_causal,
            memory_is_causal=memory_is_causal,
        )

    @staticmethod
    def generate_square_subsequent_mask(sz, device=None, dtype=None):
        return _generate_square_subsequent_mask(sz, dtype=dtype, device=device)

    def _reset_parameters(self):
        for p in self.parameters():
            if p.dim() > 1:
                init.xavier_uniform_(p)
