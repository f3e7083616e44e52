# A factorization's backward reads only its results (derivatives.yaml: inv, cholesky,
# lu_factor, lu, qr): changing the input in place after the call must not stop backward.
# Written as an optimisation loop would: the input is a buffer refreshed in place.
import torch

# Deterministic entries (the case also runs on the wgpu device, whose generator differs).
# Squared indices: sines of an arithmetic progression would make a singular matrix.
base = (torch.arange(16, dtype=torch.float64) ** 2 * 0.37 + 0.3).sin().reshape(4, 4) * 2
spd = base @ base.mT + 4 * torch.eye(4, dtype=torch.float64)


def after_change(f, a, scale=2.0):
    leaf = a.clone().requires_grad_()
    x = leaf * 1.0
    out = f(x)
    with torch.no_grad():
        x.mul_(scale)
    outs = out if isinstance(out, tuple) else (out,)
    total = sum((o * torch.linspace(0.5, 1.5, o.numel(), dtype=o.dtype).reshape(o.shape)).sum() for o in outs if o.is_floating_point())
    total.backward()
    return leaf.grad


g_inv = after_change(torch.linalg.inv, base)
g_inv
g_inverse = after_change(torch.inverse, base)
torch.equal(g_inv, g_inverse)
g_inv_ex = after_change(lambda x: torch.linalg.inv_ex(x).inverse, base)
g_inv_ex
g_tensorinv = after_change(lambda x: torch.linalg.tensorinv(x.reshape(4, 2, 2), ind=1), base)
g_tensorinv
g_chol = after_change(torch.linalg.cholesky, spd)
g_chol
g_chol_upper = after_change(lambda x: torch.linalg.cholesky(x, upper=True), spd)
g_chol_upper
g_chol_ex = after_change(lambda x: torch.linalg.cholesky_ex(x, upper=True).L, spd)
g_chol_ex
g_lu_factor = after_change(lambda x: torch.linalg.lu_factor(x).LU, base)
g_lu_factor
g_lu_factor_wide = after_change(lambda x: torch.linalg.lu_factor(x[:3]).LU, base)
g_lu_factor_wide
g_lu_factor_tall = after_change(lambda x: torch.linalg.lu_factor(x[:, :2]).LU, base)
g_lu_factor_tall
g_lu = after_change(lambda x: torch.linalg.lu(x)[1:], base)
g_lu
g_lu_tall = after_change(lambda x: torch.linalg.lu(x[:, :3])[1:], base)
g_lu_tall
g_qr = after_change(torch.linalg.qr, base)
g_qr
g_qr_tall = after_change(lambda x: torch.linalg.qr(x[:, :3]), base)
g_qr_tall
g_qr_wide = after_change(lambda x: torch.linalg.qr(x[:2], mode="complete"), base)
g_qr_wide
g_batched = after_change(lambda x: torch.linalg.lu_factor(x.reshape(2, 2, 2, 2)).LU, base)
g_batched

# Ties and zeros: integer matrices, as in a first linear-algebra lesson. |1| and |-1| tie
# for the first pivot; the first column of the swap matrix has a zero where the
# reflection's sign is chosen.
tie = torch.tensor([[1.0, 2.0, 0.0], [-1.0, 3.0, 1.0], [1.0, 1.0, 5.0]], dtype=torch.float64)
swap = torch.tensor([[0.0, 1.0, 2.0], [1.0, 0.0, 3.0], [0.0, 0.0, 1.0]], dtype=torch.float64)
g_tie_lu = after_change(lambda x: torch.linalg.lu_factor(x).LU, tie)
g_tie_lu
g_tie_plu = after_change(lambda x: torch.linalg.lu(x)[1:], tie, scale=-1.0)
g_tie_plu
g_swap_qr = after_change(torch.linalg.qr, swap)
g_swap_qr
g_swap_inv = after_change(torch.linalg.inv, swap)
g_swap_inv

# Second order still reaches the input through the kept results.
a = base.clone().requires_grad_()
(ga,) = torch.autograd.grad(torch.linalg.inv(a).sum(), a, create_graph=True)
ga.pow(2).sum().backward()
a.grad
b = spd.clone().requires_grad_()
(gb,) = torch.autograd.grad(torch.linalg.cholesky(b).diagonal().log().sum(), b, create_graph=True)
gb.sum().backward()
b.grad
c = base.clone().requires_grad_()
(gc,) = torch.autograd.grad(torch.linalg.qr(c).R.diagonal().abs().log().sum(), c, create_graph=True)
(gc * torch.arange(16.0, dtype=torch.float64).reshape(4, 4)).sum().backward()
c.grad
d = tie.clone().requires_grad_()
(gd,) = torch.autograd.grad(torch.linalg.lu_factor(d).LU.pow(2).sum(), d, create_graph=True)
gd.sum().backward()
d.grad

# A change of the result itself still stops backward, as in PyTorch.
e = base.clone().requires_grad_()
inv_e = torch.linalg.inv(e)
inv_e.mul_(2)
try:
    inv_e.sum().backward()
    refused = "no error"
except RuntimeError as err:
    refused = str(err)
refused
# mode='r' keeps no Q: backward is refused whatever happened to the input.
f = base.clone().requires_grad_()
r_only = torch.linalg.qr(f, mode="r").R
try:
    r_only.sum().backward()
    qr_r = "no error"
except RuntimeError as err:
    qr_r = str(err)
qr_r
torch.linalg.inv(e).grad_fn.name()
len(torch.linalg.lu_factor(e).LU.grad_fn.next_functions)

# QR's gradient at a matrix whose column is already reduced (no reflection there) is the
# factorization's own (gradchecks: ../linalg_gradcheck/factor_gradchecks.py).
g_swap_qr_r = after_change(lambda x: torch.linalg.qr(x).R, swap)
g_swap_qr_r
s32 = torch.tensor([[0.0, 1.0], [1.0, 0.0], [0.0, 0.0]], requires_grad=True)
q32, r32 = torch.linalg.qr(s32)
(q32.sum() + 2 * r32.sum()).backward()
s32.grad
