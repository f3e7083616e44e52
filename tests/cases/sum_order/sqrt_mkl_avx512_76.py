# needs MKL's AVX-512 square root (an Intel processor with AVX-512: the records were made on a Xeon)
# sqrt_mkl73 on the other processor kind: MKL's AVX-512 float32 root is a 14-bit estimate
# (vrsqrt14ps) and one fused correction, a different ulp from the correctly rounded root
# than AMD's SSE path. Its float64 path is not known (stridelab takes the IEEE root, an ulp
# away on 0.7% of inputs), so the float64 root of random inputs is left out here.
import math
import torch
torch.manual_seed(0)
x = torch.rand(2048) * 100
str(torch.sqrt(x).tolist())
str((x ** 0.5).tolist())
str(torch.pow(x, 0.5).tolist())
y = x.clone()
y.sqrt_()
str(y.tolist())
z = x.clone()
z **= 0.5
str(z.tolist())
str(torch.sqrt(x[::3]).tolist())
str(torch.sqrt(x.reshape(32, 64).t()).flatten().tolist())
str(torch.sqrt(x.half()).tolist())
str(torch.sqrt(x.bfloat16()).tolist())
str((x.half() ** 0.5).tolist())
str(torch.rsqrt(x).tolist())
str((x ** -0.5).tolist())
torch.sqrt(torch.tensor(19.)).item()
f'{torch.sqrt(torch.tensor(19.)).item()}'
torch.sqrt(torch.tensor(19.)) == torch.tensor(19. ** 0.5)
math.sqrt(19.0)
(torch.sqrt(x) ** 2 == x).sum()
(torch.sqrt(x) * torch.sqrt(x) == x).sum()
str((torch.arange(200) ** 0.5).tolist())
str(torch.sqrt(torch.arange(200)).tolist())
str(torch.sqrt(torch.tensor([0., -0., -1., float('inf'), float('nan'), 1e-40, 3.4e38, 1.1754944e-38])).tolist())
str(torch.sqrt(torch.tensor([0., -1., float('inf'), float('nan'), 1e-310, 1.7e308, 2.0 ** -1022], dtype=torch.float64)).tolist())
w = x[:16].clone().requires_grad_()
r = w ** 0.5
r.grad_fn
r.sum().backward()
str(w.grad.tolist())
w.grad = None
w.sqrt().sum().backward()
str(w.grad.tolist())
str(torch.linalg.vector_norm(x.reshape(64, 32), dim=1).tolist())
str(x.reshape(64, 32).std(dim=1).tolist())
str(torch.sqrt(x.reshape(64, 32).var(dim=1)).tolist())
d = x[:24].reshape(8, 3)
str(torch.sqrt(((d[:, None] - d[None]) ** 2).sum(-1)).flatten().tolist())
str(torch.nn.functional.pairwise_distance(d, d.flip(0)).tolist())
str(torch.pdist(d).tolist())
