# After: UvA DL course (Phillip Lippe) Tutorial 4 "Optimization and Initialization": BaseNetwork with Identity
# activation, const/constant-variance/Xavier/Kaiming init, activation-variance statistics, OptimizerTemplate with
# hand-written SGD / SGDMomentum / Adam, pathological curvature function and steepest descent comparison
import math, torch
import torch.nn as nn
import torch.nn.functional as F

torch.manual_seed(42)

class Identity(nn.Module):
    def forward(self, x): return x

class BaseNetwork(nn.Module):
    def __init__(self, act_fn, input_size=64, num_classes=10, hidden_sizes=[32, 32, 32, 32]):
        super().__init__()
        layers = []
        layer_sizes = [input_size] + hidden_sizes
        for layer_index in range(1, len(layer_sizes)):
            layers += [nn.Linear(layer_sizes[layer_index - 1], layer_sizes[layer_index]), act_fn]
        layers += [nn.Linear(layer_sizes[-1], num_classes)]
        self.layers = nn.ModuleList(layers)
        self.config = {"act_fn": act_fn.__class__.__name__, "input_size": input_size, "num_classes": num_classes, "hidden_sizes": hidden_sizes}
    def forward(self, x):
        x = x.view(x.size(0), -1)
        for l in self.layers: x = l(x)
        return x

model = BaseNetwork(act_fn=Identity())
sorted(model.config.items())
imgs = torch.randn(128, 1, 8, 8)

def activation_variance(model):
    stats = {}
    with torch.no_grad():
        feats = imgs.view(imgs.shape[0], -1)
        for layer_index, layer in enumerate(model.layers):
            feats = layer(feats)
            if isinstance(layer, nn.Linear):
                stats[f"Layer {layer_index}"] = round(feats.view(-1).var().item(), 4)
    return list(stats.items())

def const_init(model, fill=0.0):
    for name, param in model.named_parameters(): param.data.fill_(fill)
const_init(model, fill=0.005)
activation_variance(model)

def var_init(model, std=0.01):
    for name, param in model.named_parameters(): param.data.normal_(mean=0.0, std=std)
var_init(model, std=0.01)
activation_variance(model)
var_init(model, std=0.1)
activation_variance(model)

def equal_var_init(model):
    for name, param in model.named_parameters():
        if name.endswith(".bias"): param.data.fill_(0)
        else: param.data.normal_(std=1.0 / math.sqrt(param.shape[1]))
equal_var_init(model)
activation_variance(model)

def xavier_init(model):
    for name, param in model.named_parameters():
        if name.endswith(".bias"): param.data.fill_(0)
        else:
            bound = math.sqrt(6) / math.sqrt(param.shape[0] + param.shape[1])
            param.data.uniform_(-bound, bound)
model = BaseNetwork(act_fn=nn.Tanh())
xavier_init(model)
activation_variance(model)

def kaiming_init(model):
    for name, param in model.named_parameters():
        if name.endswith(".bias"): param.data.fill_(0)
        elif name.startswith("layers.0"): param.data.normal_(0, 1 / math.sqrt(param.shape[1]))
        else: param.data.normal_(0, math.sqrt(2) / math.sqrt(param.shape[1]))
model = BaseNetwork(act_fn=nn.ReLU())
kaiming_init(model)
activation_variance(model)

class OptimizerTemplate:
    def __init__(self, params, lr):
        self.params = list(params)
        self.lr = lr
    def zero_grad(self):
        for p in self.params:
            if p.grad is not None:
                p.grad.detach_()
                p.grad.zero_()
    @torch.no_grad()
    def step(self):
        for p in self.params:
            if p.grad is None: continue
            self.update_param(p)
    def update_param(self, p): raise NotImplementedError

class SGD(OptimizerTemplate):
    def update_param(self, p): p.add_(-self.lr * p.grad)

class SGDMomentum(OptimizerTemplate):
    def __init__(self, params, lr, momentum=0.0):
        super().__init__(params, lr)
        self.momentum = momentum
        self.param_momentum = {p: torch.zeros_like(p.data) for p in self.params}
    def update_param(self, p):
        self.param_momentum[p] = (1 - self.momentum) * p.grad + self.momentum * self.param_momentum[p]
        p.add_(-self.lr * self.param_momentum[p])

class Adam(OptimizerTemplate):
    def __init__(self, params, lr, beta1=0.9, beta2=0.999, eps=1e-8):
        super().__init__(params, lr)
        self.beta1, self.beta2, self.eps = beta1, beta2, eps
        self.param_step = {p: 0 for p in self.params}
        self.param_momentum = {p: torch.zeros_like(p.data) for p in self.params}
        self.param_2nd_momentum = {p: torch.zeros_like(p.data) for p in self.params}
    def update_param(self, p):
        self.param_step[p] += 1
        self.param_momentum[p] = (1 - self.beta1) * p.grad + self.beta1 * self.param_momentum[p]
        self.param_2nd_momentum[p] = (1 - self.beta2) * (p.grad) ** 2 + self.beta2 * self.param_2nd_momentum[p]
        bias_correction_1 = 1 - self.beta1 ** self.param_step[p]
        bias_correction_2 = 1 - self.beta2 ** self.param_step[p]
        p_2nd_mom = self.param_2nd_momentum[p] / bias_correction_2
        p_mom = self.param_momentum[p] / bias_correction_1
        p_lr = self.lr / (torch.sqrt(p_2nd_mom) + self.eps)
        p_update = -p_lr * p_mom
        p.add_(p_update)

def pathological_curve_loss(w1, w2):
    x1_loss = torch.tanh(w1) ** 2 + 0.01 * torch.abs(w1)
    x2_loss = torch.sigmoid(w2)
    return x1_loss + x2_loss

def train_curve(optimizer_func, curve_func=pathological_curve_loss, num_updates=100, init=[5, 5]):
    weights = nn.Parameter(torch.FloatTensor(init), requires_grad=True)
    optimizer = optimizer_func([weights])
    list_points = []
    for _ in range(num_updates):
        loss = curve_func(weights[0], weights[1])
        list_points.append(torch.cat([weights.data.detach(), loss.unsqueeze(dim=0).detach()], dim=0))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
    return torch.stack(list_points, dim=0)

SGD_points = train_curve(lambda params: SGD(params, lr=10))
SGDMom_points = train_curve(lambda params: SGDMomentum(params, lr=10, momentum=0.9))
Adam_points = train_curve(lambda params: Adam(params, lr=1))
SGD_points[-1], SGDMom_points[-1], Adam_points[-1]
SGD_points[::25]
Adam_ref = train_curve(lambda params: torch.optim.Adam(params, lr=1))
torch.allclose(Adam_ref, Adam_points, atol=1e-4)
def bivar_gaussian(w1, w2, x_mean=0.0, y_mean=0.0, x_sig=1.0, y_sig=1.0):
    norm = 1 / (2 * math.pi * x_sig * y_sig)
    x_exp = (-1 * (w1 - x_mean) ** 2) / (2 * x_sig ** 2)
    y_exp = (-1 * (w2 - y_mean) ** 2) / (2 * y_sig ** 2)
    return norm * torch.exp(x_exp + y_exp)
def comb_func(w1, w2):
    z = -bivar_gaussian(w1, w2, x_mean=1.0, y_mean=-0.5, x_sig=0.2, y_sig=0.2)
    z -= bivar_gaussian(w1, w2, x_mean=-1.0, y_mean=0.5, x_sig=0.2, y_sig=0.2)
    z -= bivar_gaussian(w1, w2, x_mean=-0.5, y_mean=-0.8, x_sig=0.2, y_sig=0.2)
    return z
train_curve(lambda params: Adam(params, lr=0.02), comb_func, init=[0, 0])[-1]
train_curve(lambda params: SGDMomentum(params, lr=1, momentum=0.9), comb_func, init=[0, 0])[-1]
