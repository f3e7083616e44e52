import torch
import warnings
warnings.simplefilter("ignore")
torch.set_default_dtype(torch.float64)
x = torch.zeros(2)
x.type()
isinstance(x, torch.DoubleTensor)
isinstance(x, torch.FloatTensor)
torch.finfo().eps
torch.finfo().bits
torch.iinfo(torch.int32).max
torch.tensor([1, 2]).mean(dtype=torch.get_default_dtype())
torch.distributions.Normal(0.0, 1.0).sample((2,)).dtype
torch.distributions.Normal(0.0, 1.0).log_prob(torch.tensor(0.5))
torch.nn.init.trunc_normal_(torch.empty(3)).dtype
torch.nn.Embedding(4, 2).weight.dtype
torch.nn.LayerNorm(3).weight.dtype
torch.nn.LSTM(2, 3).weight_ih_l0.dtype
torch.nn.BatchNorm1d(2).running_mean.dtype
torch.set_default_tensor_type(torch.FloatTensor)
torch.get_default_dtype()
torch.zeros(1).dtype
torch.set_default_tensor_type(torch.DoubleTensor)
torch.get_default_dtype()
torch.set_default_tensor_type('torch.FloatTensor')
torch.get_default_dtype()
torch.set_default_tensor_type(torch.LongTensor)
torch.get_default_dtype()
torch.set_default_dtype(torch.float64)
import numpy as np
torch.from_numpy(np.array([1.0, 2.0])).dtype
torch.tensor(np.array([1.0, 2.0], dtype=np.float32))
torch.as_tensor([1.5, 2.5])
torch.tensor([1.5]).numpy().dtype
torch.tensor(2.5).tolist()
torch.tensor([[1, 2], [3, 4]]) @ torch.tensor([[0.5], [0.25]]).long()
torch.tensor([1.0, 2.0]).sum().dtype
torch.quantile(torch.tensor([1.0, 2.0, 3.0]), 0.5)
torch.histc(torch.tensor([1.0, 2.0, 1.0]), bins=3)
torch.tensor([3, 1, 2]).float().sort().values
torch.cumsum(torch.tensor([1, 2, 3]), 0)
torch.tensor([1, 2, 3]).to(torch.get_default_dtype()).var()
torch.atan2(torch.tensor([1]), torch.tensor([2]))
torch.polar(torch.tensor(1.0), torch.tensor(0.5)).dtype
torch.fft.rfft(torch.tensor([1.0, 2.0, 3.0, 4.0])).dtype
torch.fft.fftfreq(4)
torch.nn.functional.one_hot(torch.tensor([0, 2])).dtype
torch.where(torch.tensor([True, False]), 1.0, 0.0)
torch.where(torch.tensor([True, False]), torch.tensor([1, 2]), 0.5)
