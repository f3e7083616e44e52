import torch
torch.cfloat == torch.complex64
torch.cdouble == torch.complex128
torch.chalf == torch.complex32
torch.cfloat
torch.cdouble
torch.complex64 == torch.float32
torch.complex64 != torch.complex128
type(torch.complex64)
type(torch.cfloat) is torch.dtype
isinstance(torch.cfloat, torch.dtype)
torch.complex64.is_complex
torch.complex64.is_floating_point
torch.complex64.is_signed
torch.complex128.itemsize
torch.chalf.itemsize
torch.float32.is_complex
torch.int64.is_complex
str(torch.cfloat)
repr(torch.cdouble)
{torch.cfloat: 1}[torch.complex64]
torch.float32.to_complex()
torch.float64.to_complex()
torch.float16.to_complex()
torch.complex128.to_real()
torch.complex64.to_real()
torch.float32.to_real()
torch.complex64.to_complex()
torch.int64.to_complex()
torch.float32.to_complex(1)
torch.complex64.foo
[d for d in (torch.float32, torch.cfloat, torch.int8) if d.is_complex]
sorted({torch.float64, torch.complex128, torch.cdouble}, key=str)
torch.float32 in (torch.complex64, torch.float32)
