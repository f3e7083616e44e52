# torch.fft.ifft of a real signal returns a lazily conjugated tensor (ATen runs its
# real-to-complex forward transform and conjugates the view), which view_as_real refuses;
# a complex input, ifft2/ifftn and fft do not. Under no_grad a tensor that requires grad
# transforms as any other.
import torch


def attempt(f):
    try:
        return f()
    except Exception as e:
        return f"{type(e).__name__}: {e}"


t = torch.linspace(0, 1, 5)
T = torch.fft.ifft(t)
str(T)
T.is_conj()
T.stride()
attempt(lambda: torch.view_as_real(T))
torch.view_as_real(T.resolve_conj())
torch.view_as_real(T.conj())
torch.fft.ifft(t, n=8).is_conj()
str(torch.fft.ifft(t, norm="ortho"))
torch.fft.ifft(t, norm="forward").is_conj()
torch.view_as_real(torch.fft.ifft(t, norm="forward").resolve_conj())
torch.fft.ifft(t.double()).is_conj()
torch.fft.ifft(t.to(torch.complex64)).is_conj()
torch.fft.ihfft(t).is_conj()
torch.fft.fft(t).is_conj()
x = torch.arange(6.).reshape(2, 3)
torch.fft.ifft(x).is_conj()
torch.view_as_real(torch.fft.ifft(x, dim=0).resolve_conj())
torch.fft.ifft2(x).is_conj()
torch.fft.ifftn(x).is_conj()
torch.view_as_real(torch.fft.ifft2(x))
# the round trip
torch.view_as_real(torch.fft.fft(torch.fft.ifft(t)).resolve_conj())
torch.fft.ifft(t).real
torch.fft.ifft(t).abs()

w = torch.tensor([1.0, 2.0, 0.0, -1.0], requires_grad=True)
with torch.no_grad():
    f = torch.fft.rfft(w)
f.requires_grad
torch.view_as_real(f)
