import torch
# (Huge-but-valid strides and sizes of empty views, which wasm32 cannot hold, are checked
# natively in tests/tests/hardening.rs.)
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
# expand whose element count overflows
torch.zeros(1).expand(2**40, 2**40)
torch.zeros(1).expand(2**62, 4)
torch.zeros(1).expand(2**40, 2**40, 0)
torch.zeros(2, 1).expand(2, 2**62).shape
torch.zeros(2, 1).expand(4, 2**62, 2)
