# needs the C library's float64 math: below 16 floats the fill's Box-Muller runs log and cos in double, which wasm32's libm port may round differently in the last bit.
# Seeded complex noise reproduced to the bit: ATen's randn on a complex dtype is normal_ on the
# view_as_real floats with std 1/sqrt(2) inside the fill (below 16 floats the fill computes in
# double and rounds once), so the integer views of the samples agree exactly.
import torch
bits = lambda t, d=torch.int32: t.cpu().view(d)
torch.manual_seed(0)
noise = torch.randn(2, 3, dtype=torch.complex64)
bits(noise)
bits(torch.randn(3, dtype=torch.complex128), torch.int64)
bits(torch.randn(7, dtype=torch.complex64))
bits(torch.randn(8, dtype=torch.complex64))
bits(torch.randn(9, dtype=torch.complex64))
bits(torch.randn(5, 3, dtype=torch.complex128), torch.int64)
bits(torch.randn((), dtype=torch.complex64))
buf = torch.empty(3, dtype=torch.complex64)
_ = buf.normal_()
bits(buf)
bits(torch.randn_like(buf))
g = torch.Generator().manual_seed(5)
bits(torch.randn(4, dtype=torch.complex64, generator=g))
bits(torch.randn(4, 4, dtype=torch.complex64))
torch.view_as_real(noise)
