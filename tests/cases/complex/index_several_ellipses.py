import torch
z = torch.arange(6, dtype=torch.float32).reshape(2, 3) * (1 + 2j)
r = torch.arange(6, dtype=torch.float32).reshape(2, 3)
def attempt(t, idx):
    try:
        v = t[idx]
        return (tuple(v.shape), v.stride(), v.storage_offset(), v.real.tolist(), v.imag.tolist() if v.is_complex() else 0)
    except Exception as e:
        return (type(e).__name__, str(e))
idxs = [(..., ..., None), (..., None, ...), (None, ..., ..., 0), (..., 0, ...), (..., ..., 0), (0, 0, 0), (..., 1), (None, ..., None), (0, ..., ..., 1), (..., ..., ...), (..., None, ..., None)]
[attempt(z, i) for i in idxs]
[attempt(r, i) for i in idxs]
z1 = torch.tensor([1 + 1j, 2 - 1j, 3j])
[attempt(z1, i) for i in idxs]
w = z.clone()
w[..., ..., 0] = 5 if False else 0
torch.view_as_real(w)
w[0, ..., ...] = 7 + 1j
torch.view_as_real(w)
w[..., None, ...] = -1j
torch.view_as_real(w)
s = torch.tensor(1 + 2j)
[attempt(s, i) for i in [0, 1, slice(0, 1), (0,), (), ..., None, (None, ...), (..., ...), True, False]]
m = torch.tensor([[True, False, True], [False, True, True]])
[attempt(z, i) for i in [m, (m, ...), (..., m), (..., m[0]), (m[0],), (torch.tensor([1, 0]), ..., torch.tensor([2, 2])), (..., [0, 2]), (None, ..., torch.tensor(1)), ([0, 1], None, [1, 2]), (True, ..., 0), (..., True, ..., None)]]
q = z.clone()
q[m] = 3 - 3j
torch.view_as_real(q)
q[..., [0, 2]] = torch.tensor([1j, 2j])
torch.view_as_real(q)
q.T[..., 1, ...] = 9
torch.view_as_real(q)
attempt(q, (..., None, ..., None))
