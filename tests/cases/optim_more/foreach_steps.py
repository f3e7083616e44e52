# foreach=True: PyTorch's multi-tensor optimizer steps, as training scripts turn them on.
import torch

def params():
    w = torch.nn.Parameter(torch.linspace(-1, 1, 12).reshape(3, 4))
    b = torch.nn.Parameter(torch.linspace(0.5, -0.5, 4))
    return w, b

def train(opt, w, b, steps=4):
    x = torch.linspace(-2, 2, 20).reshape(5, 4)
    for _ in range(steps):
        opt.zero_grad()
        loss = ((x @ w.t()).tanh().sum(1, keepdim=True) * b).pow(2).mean()
        loss.backward()
        opt.step()
    return loss

w, b = params()
opt = torch.optim.SGD([w, b], lr=0.1, momentum=0.9, foreach=True)
train(opt, w, b)
w
b
opt.state[w]['momentum_buffer']
opt.param_groups[0]['foreach']

# Nesterov's multi-tensor step adds the buffer into the gradient tensors themselves
w, b = params()
opt = torch.optim.SGD([w, b], lr=0.05, momentum=0.9, nesterov=True, foreach=True)
train(opt, w, b, steps=2)
w.grad
b.grad
w

# with weight decay the gradient is copied first, as in the single-tensor step
w, b = params()
opt = torch.optim.SGD([w, b], lr=0.05, momentum=0.9, nesterov=True, weight_decay=0.01, foreach=True)
train(opt, w, b, steps=2)
w.grad
w

w, b = params()
opt = torch.optim.Adam([w, b], lr=0.01, foreach=True)
train(opt, w, b)
w
opt.state[b]['exp_avg_sq']
opt.state[b]['step']
opt.state_dict()['param_groups']

w, b = params()
opt = torch.optim.AdamW([w, b], lr=0.01, amsgrad=True, foreach=True)
train(opt, w, b)
b
opt.state[w]['max_exp_avg_sq']

w, b = params()
opt = torch.optim.Adam([{'params': [w]}, {'params': [b], 'lr': 0.1, 'foreach': False}], lr=0.01, foreach=True)
train(opt, w, b)
w
b

# Refusals
torch.optim.Adam([w], foreach=True, fused=True)
torch.optim.SGD([w], lr=0.1, foreach=True, fused=True)
opt = torch.optim.Adam([w], foreach=True, differentiable=True)
w.grad = torch.ones_like(w)
opt.step()
len(opt.state[w])
