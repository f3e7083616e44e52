import torch
import torch.nn.functional as F
def det(*shape):
    n = 1
    for k in shape:
        n *= k
    return torch.sin(torch.arange(n) * 1.3 + 0.4).reshape(shape)
torch.finfo(torch.float32)
torch.finfo(torch.float64).eps
torch.finfo().tiny
torch.iinfo(torch.int64)
torch.iinfo(torch.uint8).max
torch.finfo(torch.float32).max
torch.finfo(torch.float32).dtype
torch.iinfo(torch.int32).bits
x = det(2, 3).requires_grad_()
w = det(3, 4).requires_grad_()
b = det(4).requires_grad_()
y = torch.addmm(b, x, w)
y
y.sum().backward()
x.grad
b.grad
torch.addmm(b, x, w, beta=0.5, alpha=2.0)
torch.addmm(torch.full((4,), float('nan')), x, w, beta=0)
v = det(3).requires_grad_()
torch.addmv(torch.zeros(2), x, v)
torch.addr(torch.zeros(2, 3), torch.ones(2), v, alpha=3)
bb = torch.baddbmm(torch.zeros(2, 2, 4), det(2, 2, 3), det(2, 3, 4))
bb.shape
torch.addbmm(torch.zeros(2, 4), det(5, 2, 3), det(5, 3, 4)).shape
a3 = det(4, 3).requires_grad_()
c3 = torch.cross(a3, torch.ones(4, 3), dim=1)
c3
c3.sum().backward()
a3.grad
torch.linalg.cross(torch.tensor([1., 0., 0.]), torch.tensor([0., 1., 0.]))
h = torch.hypot(torch.tensor([3., 5.], requires_grad=True), torch.tensor([4., 12.]))
h
nn_in = torch.tensor([float('nan'), float('inf'), -float('inf'), 1.5], requires_grad=True)
torch.nan_to_num(nn_in)
torch.nan_to_num(nn_in, nan=0.0, posinf=10.0, neginf=-10.0)
torch.nan_to_num(torch.tensor([1, 2]))
torch.signbit(torch.tensor([-0.0, 0.0, -1.0, 2.0]))
torch.isin(torch.tensor([1, 2, 3, 4]), torch.tensor([2, 4]))
torch.isin(torch.tensor([1, 2, 3, 4]), torch.tensor([2, 4]), invert=True)
torch.nanmean(torch.tensor([1.0, float('nan'), 3.0]))
torch.nanmean(torch.tensor([[1.0, float('nan')], [3.0, 4.0]]), dim=1)
p1 = det(3, 2).requires_grad_()
p2 = det(4, 2)
d = torch.cdist(p1, p2)
d
d.sum().backward()
p1.grad
torch.cdist(p1, p2, p=1)
torch.cdist(p1, p2, p=float('inf'))
torch.block_diag(torch.ones(2, 2), torch.tensor([[5.]]), torch.tensor([7., 8.]))
torch.cartesian_prod(torch.tensor([1, 2]), torch.tensor([3, 4, 5]))
torch.tensordot(torch.arange(6.).reshape(2, 3), torch.arange(12.).reshape(3, 4), dims=1)
torch.tensordot(torch.arange(24.).reshape(2, 3, 4), torch.arange(12.).reshape(4, 3), dims=([1, 2], [1, 0]))
torch.atleast_2d(torch.tensor(1.))
torch.atleast_2d(torch.tensor([1., 2.]))
torch.atleast_3d(torch.ones(2, 3)).shape
torch.atleast_1d(torch.tensor(3.), torch.tensor([1., 2.]))
torch.clamp_min(torch.tensor([-1., 0.5, 2.]), 0.)
torch.clamp_max(torch.tensor([-1., 0.5, 2.]), 1.)
g = det(2, 4).requires_grad_()
F.glu(g)
F.glu(g, dim=0)
F.glu(g).sum().backward()
g.grad
pr = torch.nn.PReLU()
pr
pr(torch.tensor([-2., 3.]))
pr3 = torch.nn.PReLU(3, init=0.1)
out = pr3(det(2, 3, 4))
out.shape
out.sum().backward()
pr3.weight.grad
ps = torch.nn.PixelShuffle(2)
img = torch.arange(16.).reshape(1, 4, 2, 2)
sh = ps(img)
sh
sh.stride()
torch.nn.PixelUnshuffle(2)(sh).equal(img)
F.pairwise_distance(torch.ones(2, 3), torch.zeros(2, 3))
torch.nn.CosineSimilarity(dim=1)(torch.tensor([[1., 0.]]), torch.tensor([[1., 1.]]))
rn = torch.nn.RMSNorm(3)
rn
rn(torch.tensor([[1., 2., 3.]]))
F.rms_norm(torch.tensor([[1., 2., 3.]]), (3,), eps=1e-5)
i1 = det(4).requires_grad_()
i2 = det(4)
tgt = torch.tensor([1., -1., 1., -1.])
F.margin_ranking_loss(i1, i2, tgt, margin=0.1)
torch.nn.MarginRankingLoss(reduction='none')(i1, i2, tgt)
torch.nn.HingeEmbeddingLoss()(i1, tgt)
sm = torch.nn.SoftMarginLoss()(i1, tgt)
sm
sm.backward()
i1.grad
torch.nn.MultiLabelSoftMarginLoss()(det(3, 5), (det(3, 5) > 0).float())
torch.nn.PoissonNLLLoss()(det(5), (det(5) + 1.5))
torch.nn.PoissonNLLLoss(log_input=False, full=True)((det(5) + 1.5), torch.tensor([0., 1., 2., 3., 4.]))
torch.nn.GaussianNLLLoss()(det(5, 2), det(5, 2), torch.ones(5, 1))
F.gaussian_nll_loss(det(5, 2), det(5, 2), 0.5, full=True)
torch.nn.CosineEmbeddingLoss(margin=0.2)(det(3, 4), det(3, 4), torch.tensor([1., -1., 1.]))
anchor = det(4, 8).requires_grad_()
tl = torch.nn.TripletMarginLoss(margin=1.0)(anchor, det(4, 8), det(4, 8))
tl
tl.backward()
anchor.grad.shape
torch.nn.TripletMarginLoss(swap=True, p=1.0)(det(4, 8), det(4, 8), det(4, 8))
torch.nn.ZeroPad2d((1, 1, 2, 0))(torch.ones(1, 1, 2, 2))
torch.nn.ZeroPad2d(1)
torch.nn.ConstantPad1d(2, 3.5)(torch.ones(1, 2, 3))
torch.nn.ConstantPad2d(1, 0.5)
torch.nn.Sequential(torch.nn.Linear(4, 8), torch.nn.PReLU(), torch.nn.Linear(8, 2))
F.glu(torch.ones(3))
F.glu(torch.ones(4)).requires_grad
with torch.no_grad():
    nog = torch.addmm(b, x, w)
nog.requires_grad
x2 = det(3, 3).requires_grad_()
gx, = torch.autograd.grad(torch.cdist(x2, torch.zeros(2, 3)).sum(), x2, create_graph=True)
gx.grad_fn is not None
torch.nn.PReLU(2).weight
cm = det(4).requires_grad_()
cm.clamp_min(0.)
cm.clamp_max(0.)
cm.clamp(min=0.)
(cm * 1).clamp_min_(0.1)
(cm * 1).clamp_max_(0.1)
