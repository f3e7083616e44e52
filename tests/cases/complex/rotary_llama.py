# LLaMA's rotary position embedding, as the reference model writes it (complex pairs).
def precompute_freqs_cis(dim, end, theta=10000.0):
    freqs = 1.0 / (theta ** (torch.arange(0, dim, 2)[: (dim // 2)].float() / dim))
    t = torch.arange(end, device=freqs.device)
    freqs = torch.outer(t, freqs).float()
    freqs_cis = torch.polar(torch.ones_like(freqs), freqs)
    return freqs_cis

def reshape_for_broadcast(freqs_cis, x):
    ndim = x.ndim
    assert 0 <= 1 < ndim
    assert freqs_cis.shape == (x.shape[1], x.shape[-1])
    shape = [d if i == 1 or i == ndim - 1 else 1 for i, d in enumerate(x.shape)]
    return freqs_cis.view(*shape)

def apply_rotary_emb(xq, xk, freqs_cis):
    xq_ = torch.view_as_complex(xq.float().reshape(*xq.shape[:-1], -1, 2))
    xk_ = torch.view_as_complex(xk.float().reshape(*xk.shape[:-1], -1, 2))
    freqs_cis = reshape_for_broadcast(freqs_cis, xq_)
    xq_out = torch.view_as_real(xq_ * freqs_cis).flatten(3)
    xk_out = torch.view_as_real(xk_ * freqs_cis).flatten(3)
    return xq_out.type_as(xq), xk_out.type_as(xk)

freqs_cis = precompute_freqs_cis(8, 5)
freqs_cis.shape
freqs_cis.dtype
torch.view_as_real(freqs_cis)
freqs_cis.abs()
freqs_cis.angle()
xq = torch.arange(2 * 5 * 3 * 8, dtype=torch.float32).reshape(2, 5, 3, 8) / 100
xk = -xq.flip(-1)
q, k = apply_rotary_emb(xq, xk, freqs_cis)
q.shape
q
k[1, 4]
torch.allclose(q.norm(dim=-1), xq.norm(dim=-1))
xq_ = torch.view_as_complex(xq.reshape(2, 5, 3, 4, 2))
xq_.shape
xq_.stride()
torch.view_as_real(xq_).storage_offset()
torch.view_as_real(xq_)._base is None
rot = xq_ * reshape_for_broadcast(freqs_cis, xq_)
rot.shape
rot.stride()
