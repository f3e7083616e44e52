# Writing into complex tensors in place, as signal code shifts, pads and resets buffers: the
# same memory-overlap rules as real tensors (a shifted copy onto itself is refused, a value
# that fills one number into an expanded tensor is accepted), fill_ with 0-d values only, and
# numbers converted with c10's overflow check.
import torch
R = lambda t: torch.view_as_real(t.resolve_conj().contiguous())
frames = torch.tensor([[1 + 1j, 2j], [3, -1j], [0.5, 2 + 2j]]).T.clone()
frames.stride()
frames[..., 1:] = frames[..., :-1]
R(frames)
frames[..., 1:] = frames[..., :-1].clone()
R(frames)
buf = torch.arange(6, dtype=torch.float32).view(3, 2).contiguous()
buf = torch.complex(buf, -buf)
buf[1:] = buf[:-1]
buf[:] = buf
R(buf)
w = torch.zeros(2, 3, dtype=torch.complex64)
_ = w.fill_(torch.tensor([1.0]))
_ = w.fill_(torch.tensor([[1 + 2j]]))
R(w.fill_(torch.tensor(1 + 2j)))
R(w.fill_(torch.tensor(0.5, dtype=torch.float64)))
R(w.fill_(torch.tensor(1e40, dtype=torch.float64)))
_ = w.fill_(1e40)
R(w.fill_(2 - 1j))
base = torch.tensor([1 + 1j, 2j, 3])
e = base.expand(2, 3)
e.T[0] = 1
R(e), R(base)
_ = e.fill_(2j)
R(base)
e[:, 1] = -1j
R(base)
e[:, 1] = torch.tensor(5j)
e[0] = torch.tensor([5j, 1, 2])
z = torch.zeros(3, dtype=torch.complex64)
z[0] = 1e40
z[torch.tensor([1])] = 1e40
z[1] = 1 + 2j
z[torch.tensor([2])] = 3j
R(z)
c = torch.zeros(2, dtype=torch.complex64).conj()
c[0] = 1 + 2j
R(c)
R(c.fill_(3 + 4j))
R(c.conj())
