# torch.histogram on a tensor that requires grad, as makemore's activation histograms call it:
# both results carry the NotImplemented node (ATen has no derivative), which raises when
# differentiated; the edges given are copied, never returned as the same tensor.
import torch
x = torch.tensor([0.1, 0.5, 0.9, 0.4], requires_grad=True)
h = torch.histogram(x, bins=2)
h.hist.requires_grad, h.bin_edges.requires_grad
h.hist.grad_fn.name()
h.hist.grad_fn.next_functions
h2 = torch.histogram(x, bins=torch.tensor([0.0, 0.5, 1.0]))
h2.hist.requires_grad, h2.bin_edges.requires_grad
h3 = torch.histogram(x, bins=2, weight=torch.ones(4, requires_grad=True))
h3.hist.grad_fn.next_functions
try:
    h.hist.sum().backward()
    r = "ok"
except RuntimeError as e:
    r = str(e)
r
h4 = torch.histc(x, bins=3)
h4.requires_grad
bins_t = torch.tensor([0.0, 0.5, 1.0])
h5 = torch.histogram(x, bins=bins_t)
h5.bin_edges.data_ptr() == bins_t.data_ptr()
bins_t.requires_grad, bins_t.grad_fn
h5.hist
torch.histogram(x.detach(), bins=2).hist.requires_grad
with torch.no_grad():
    h6 = torch.histogram(x, bins=2)
h6.hist.requires_grad
