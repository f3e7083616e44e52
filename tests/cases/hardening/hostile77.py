# A hostile pass over stop 77's work: var_mean/std_mean on 0-d, empty, huge, integer and
# bad-argument inputs and with autograd; trig at the float32 limits and near pi/2; softmax and
# logsumexp of empty and non-finite rows; FFT layouts of empty and padded inputs (an empty
# result is row-major in PyTorch); as_strided_scatter on gapped, empty, 0-d and expanded input.
import torch
import torch.nn.functional as F
inf = float("inf"); nan = float("nan")
torch.var_mean(torch.tensor(3.0))
torch.var_mean(torch.tensor(3.0), 0)
torch.var_mean(torch.empty(0))
torch.var_mean(torch.empty(2, 0), 0)
torch.std_mean(torch.empty(0, 3), 0, keepdim=True)
torch.var_mean(torch.ones(3), dim=(0,))
torch.var_mean(torch.ones(3), dim=[])
torch.var_mean(torch.ones(2, 3), dim=5)
torch.var_mean(torch.ones(2, 3), dim=(0, 0))
torch.var_mean(torch.arange(6).view(2, 3), 1)
torch.var_mean(torch.ones(2, 3), 1, correction=3)
torch.var_mean(torch.ones(2, 3), 1, correction=-1)
torch.std_mean(torch.tensor([1e308, -1e308], dtype=torch.float64))
torch.var_mean(torch.tensor([3e38, 3e38, -3e38]).double())
torch.var_mean(torch.ones(2, 3), "a")
torch.var_mean(torch.ones(2, 3), 1, bad=1)
torch.var_mean(torch.tensor([1.0, 2.0], dtype=torch.float16).repeat(20000), 0)
x = torch.tensor([1.0, 2.0, 4.0], requires_grad=True)
v, m = torch.var_mean(x)
(v + 2 * m).backward()
x.grad
torch.sin(torch.tensor([3.4028235e38, -3.4028235e38, 1.1754944e-38, 39000.0, 38999.996, 1e-45])).tolist()
torch.tan(torch.tensor([1.5707964, -1.5707964, 4.712389])).tolist()
torch.softmax(torch.tensor([]), 0)
torch.softmax(torch.full((2, 0), inf), 1).shape
torch.log_softmax(torch.tensor([[inf, -inf], [nan, nan]]), 1)
torch.logsumexp(torch.tensor([[inf, nan], [-inf, -inf]]), 1)
torch.fft.fft(torch.rand(0, 3), dim=1).stride()
torch.fft.fft(torch.rand(3, 0, 2), dim=0).stride()
torch.fft.rfft(torch.rand(1, 1, 1), dim=1).stride()
torch.fft.fft(torch.rand(4, 3).t(), n=9, dim=1).stride()
g = torch.arange(24.).view(2, 3, 4)[:, 1:, ::2]
g.as_strided_scatter(torch.tensor([1., 2.]), (3,), (1,))
g.as_strided_scatter(torch.tensor([[1.]]), (1, 1), (0, 0)).tolist()
torch.zeros(0).as_strided_scatter(torch.zeros(0), (0,), (1,)).shape
torch.tensor(5.).as_strided_scatter(torch.tensor(7.), (), ()).item()
torch.zeros(3).expand(2, 3).as_strided_scatter(torch.ones(2), (2,), (1,)).tolist()
torch.fft.fft(torch.rand(3, 0, 2), dim=2).stride(), torch.fft.rfft(torch.rand(3, 0, 2).transpose(0, 2), dim=0).stride()
torch.fft.irfft(torch.rand(3, 0, 2, dtype=torch.complex64), n=4, dim=2).stride()
