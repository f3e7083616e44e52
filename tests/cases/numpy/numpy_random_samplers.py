# How teaching code draws with np.random's legacy samplers: mixup's Beta-distributed mixing
# weight, CutMix's random box, torchdiffeq's sample of time indices, a noisy dataset, and
# a weighted pick. The draws must be NumPy's own, bit for bit, on one seeded stream.
import numpy as np
import torch

np.random.seed(0)
torch.manual_seed(0)

# mixup (Zhang et al.): lam ~ Beta(alpha, alpha), a Python float
alpha = 0.4
lam = np.random.beta(alpha, alpha)
type(lam).__name__
repr(lam)
x = torch.arange(8, dtype=torch.float32).reshape(4, 2)
# (mixup draws this with torch.randperm; NumPy's permutation keeps the case the same on
# the wgpu device, whose torch generator differs)
index = torch.from_numpy(np.random.permutation(4))
mixed_x = lam * x + (1 - lam) * x[index, :]
mixed_x


# CutMix (Yun et al.): a box whose area follows lam
def rand_bbox(size, lam):
    W = size[2]
    H = size[3]
    cut_rat = np.sqrt(1. - lam)
    cut_w = int(W * cut_rat)
    cut_h = int(H * cut_rat)
    cx = np.random.randint(W)
    cy = np.random.randint(H)
    bbx1 = np.clip(cx - cut_w // 2, 0, W)
    bby1 = np.clip(cy - cut_h // 2, 0, H)
    bbx2 = np.clip(cx + cut_w // 2, 0, W)
    bby2 = np.clip(cy + cut_h // 2, 0, H)
    return bbx1, bby1, bbx2, bby2


lam = np.random.beta(1.0, 1.0)
repr(lam)
images = torch.zeros(2, 3, 32, 32)
bbx1, bby1, bbx2, bby2 = rand_bbox(images.size(), lam)
(int(bbx1), int(bby1), int(bbx2), int(bby2))
images[:, :, bbx1:bbx2, bby1:bby2] = 1.0
lam = 1 - ((bbx2 - bbx1) * (bby2 - bby1) / (images.size()[-1] * images.size()[-2]))
repr(lam)
images.sum()

# torchdiffeq's examples: a batch of starting times without replacement
data_size = 1000
batch_time = 10
batch_size = 20
s = torch.from_numpy(np.random.choice(np.arange(data_size - batch_time, dtype=np.int64), batch_size, replace=False))
s
s.dtype

# a noisy regression set
n = 5
xs = np.random.uniform(-1.0, 1.0, size=(n, 1))
noise = np.random.normal(0.0, 0.1, size=(n, 1))
ys = 3.0 * xs + 0.5 + noise
torch.from_numpy(ys).float()
repr(np.random.normal())
repr(np.random.uniform(2, 3))

# weighted and plain picks, and counts
classes = ["cat", "dog", "bird"]
picks = np.random.choice(3, 6, p=[0.5, 0.3, 0.2])
[classes[i] for i in picks]
type(np.random.choice(10)).__name__
np.random.choice(np.array([0.1, 0.2, 0.3])).dtype
np.random.binomial(1, 0.5, size=8).tolist()
np.random.binomial(20, 0.3)
np.random.poisson(4.0, size=5).tolist()
np.random.exponential(2.0, size=3).tolist()
np.random.gamma(2.0, 0.5, size=3).tolist()
np.random.laplace(0.0, 1.0, size=2).tolist()
np.random.lognormal(0.0, 0.5, size=2).tolist()
np.random.multinomial(10, [0.2, 0.3, 0.5]).tolist()
rng = np.random.RandomState(42)
rng.beta(2.0, 5.0, size=3).tolist()
rng.choice(5, 3, replace=False).tolist()
torch.tensor(np.random.standard_gamma([0.5, 1.0, 4.0]))

# mistakes a learner meets
np.random.choice(5, 6, replace=False)
np.random.choice(3, p=[0.5, 0.6, 0.1])
np.random.beta(0.0, 1.0)
np.random.binomial(10, 1.5)
