# Refusal texts as PyTorch words them: empty_strided with a negative stride, a string as a
# tensor index, a spacing tensor torch.gradient's parser refuses, unflatten with two -1s,
# a float narrow start, view with a negative size.
import torch
torch.empty_strided((2, 2), (-1, 1))
torch.empty_strided((2, 2), (1, -2))
torch.empty_strided((2,), (-1,), dtype=torch.uint8)
torch.empty_strided((0, 2), (-1, 1)).stride()
torch.empty_strided((1, 2), (-1, 5)).stride()
torch.empty_strided((0, 3), (5, -2)).stride()
torch.empty_strided((2, 1), (1, -3)).stride()
torch.empty_strided((-1, 2), (1, 1))
t = torch.arange(4.)
t["a"]
t[b"a"]
t[1.5]
t[None, "a"]
t[..., "a"]
t["a"] = 1.0
t
torch.gradient(t, spacing=torch.tensor(1.))
torch.gradient(t, spacing=torch.tensor(2))
torch.gradient(t, spacing=torch.tensor([1., 1, 1, 1]))
torch.gradient(t, spacing=torch.tensor([2.]))
torch.gradient(t, spacing=torch.tensor(2., requires_grad=True))
torch.gradient(t, spacing="a")
torch.gradient(t, spacing=torch.tensor([1., 2, 3, 4]), dim=0)
torch.gradient(t, spacing=torch.tensor([1., 2, 3, 4]), edge_order=2)
torch.gradient(t, spacing=[torch.tensor([0., 1, 3, 4])])
torch.gradient(t, spacing=2.0)
y = torch.arange(12.).reshape(3, 4)
y.unflatten(0, (-1, -1))
y.unflatten(0, (-1, -2))
y.unflatten(0, (2, -1))
y.unflatten(1, (-1, -1, 2))
y.unflatten(1, (2, -1)).shape
y.view(-1, -2)
y.reshape(2, -3)
y.narrow(0, 1.5, 1)
y.narrow(0, 1, 1.5)
torch.narrow(y, 0, 1.5, 1)
y.narrow(0, torch.tensor(1), 1)
y.narrow(0, torch.tensor(1.5), 1)
y.narrow_copy(0, 1.5, 1)
y.narrow_copy(0.5, 1, 1)
y.narrow_copy(0, 1, 1.5)
torch.narrow_copy(y, 0, 1.5, 1)
y.narrow_copy(0, True, 1)
y.narrow_copy(0, torch.tensor(1), 1)
y.narrow_copy(dim=0, start=1.5, length=1)
y.narrow_copy(0, None, 1)
