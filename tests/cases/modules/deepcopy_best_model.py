# "Keep the best model": copy.deepcopy of a module during training, as the transfer-learning
# tutorial does, then loading its weights back; copies of containers, tensors and objects.
import copy
import torch
import torch.nn as nn

torch.manual_seed(0)
model = nn.Sequential(nn.Linear(3, 4), nn.ReLU(), nn.Linear(4, 1))
opt = torch.optim.SGD(model.parameters(), lr=0.1)
x = torch.randn(8, 3)
y = torch.randn(8, 1)
loss = ((model(x) - y) ** 2).mean()
loss.backward()
best = copy.deepcopy(model)
best
best[0].weight is model[0].weight, torch.equal(best[0].weight, model[0].weight)
type(best[0].weight).__name__, best[0].weight.requires_grad, best[0].weight.is_leaf
best[0].weight.grad is model[0].weight.grad, torch.equal(best[0].weight.grad, model[0].weight.grad)
opt.step()
torch.equal(best[0].weight, model[0].weight)
(best(x) - model(x)).abs().max() > 0
model.load_state_dict(best.state_dict())
torch.equal(model(x), best(x))
[n for n, _ in best.named_parameters()]
best.training, copy.deepcopy(best.eval()).training

# copying the state dict: tensors copied, not shared
sd = copy.deepcopy(model.state_dict())
sd["0.bias"].add_(1.0)
torch.equal(sd["0.bias"], model[0].bias)

# containers and objects
nested = {"w": torch.ones(2, requires_grad=True), "hist": [1, [2, 3]], "t": (4, [5])}
dc = copy.deepcopy(nested)
dc["hist"][1].append(9)
nested["hist"], dc["hist"]
dc["w"].requires_grad, dc["w"] is nested["w"]
shallow = copy.copy(nested)
shallow["hist"] is nested["hist"]
shared = torch.zeros(2)
pair = copy.deepcopy([shared, shared])
pair[0] is pair[1]

class Config:
    def __init__(self, lr, layers):
        self.lr = lr
        self.layers = layers
c = Config(0.1, [8, 8])
c2 = copy.deepcopy(c)
c2.layers.append(4)
c.layers, c2.layers, c2.lr, type(c2).__name__
c3 = copy.copy(c)
c3.layers is c.layers

h = model[0].weight * 2
copy.deepcopy(h)
t = torch.ones(2, requires_grad=True)
t.sum().backward()
copy.deepcopy(t).grad
copy.deepcopy(nn.Parameter(torch.ones(2))).grad is None
