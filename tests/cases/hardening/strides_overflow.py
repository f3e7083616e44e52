import torch
# as_strided with strides whose storage size wraps in 64 bits (issue 18's segfault)
x = torch.zeros(4)
y = torch.zeros(4)
t = x.as_strided((3, 2), (4611686018427387918, 9223372036854775780))
t.fill_(7.)
y
x
x.as_strided((2,), (2**62,))
x.as_strided((2**40, 2**40), (0, 0))
x.as_strided((3,), (2**61,))
x.as_strided((4,), (1,), 1)
x.as_strided((0, 5), (2**62, 2**62)).shape
# expand whose element count overflows
torch.zeros(1).expand(2**40, 2**40)
torch.zeros(1).expand(2**62, 4)
torch.zeros(1).expand(2**40, 2**40, 0)
torch.zeros(1).expand(0, 2**40, 2**40).shape
torch.zeros(2, 1).expand(2, 2**62).shape
torch.zeros(2, 1).expand(4, 2**62, 2)
# huge steps wrap in PyTorch's own slice arithmetic
torch.arange(4.)[::(2**62 - 1 + 2**62)]
torch.arange(4.)[1::2**62]
torch.arange(12.).view(3, 4)[::2**62, 1:]
e = torch.empty(0).as_strided((0, 2), (2**62, 2**62))
e.unsqueeze(0).stride()
e.unsqueeze(2).stride()
