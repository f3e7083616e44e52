# The functorch tutorials that use vmap, as written: per-sample gradients of a small CNN
# (vmap over grad of a functional_call), model ensembling over stacked parameters, batched
# Jacobians and Hessians, the empirical neural tangent kernel, and randomness='same'.
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.func import vmap, grad, functional_call, jacrev, jacfwd, hessian, vjp, stack_module_state
import copy

torch.manual_seed(0)


class SimpleCNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv1 = nn.Conv2d(1, 4, 3, 1)
        self.conv2 = nn.Conv2d(4, 8, 3, 1)
        self.fc1 = nn.Linear(8 * 2 * 2, 16)
        self.fc2 = nn.Linear(16, 10)

    def forward(self, x):
        x = F.relu(self.conv1(x))
        x = F.relu(self.conv2(x))
        x = F.max_pool2d(x, 2)
        x = torch.flatten(x, 1)
        x = F.relu(self.fc1(x))
        x = self.fc2(x)
        return F.log_softmax(x, dim=1)


def loss_fn(predictions, targets):
    return F.nll_loss(predictions, targets)


model = SimpleCNN()
batch_size = 6
data = torch.randn(batch_size, 1, 8, 8)
targets = torch.randint(10, (batch_size,))


def compute_grad(sample, target):
    sample = sample.unsqueeze(0)
    target = target.unsqueeze(0)
    prediction = model(sample)
    loss = loss_fn(prediction, target)
    return torch.autograd.grad(loss, list(model.parameters()))


per_sample_grads = [compute_grad(data[i], targets[i]) for i in range(batch_size)]
per_sample_grads = list(zip(*per_sample_grads))
per_sample_grads = [torch.stack(shards) for shards in per_sample_grads]

params = {k: v.detach() for k, v in model.named_parameters()}
buffers = {k: v.detach() for k, v in model.named_buffers()}


def compute_loss(params, buffers, sample, target):
    batch = sample.unsqueeze(0)
    targets = target.unsqueeze(0)
    predictions = functional_call(model, (params, buffers), (batch,))
    loss = loss_fn(predictions, targets)
    return loss


ft_compute_grad = grad(compute_loss)
ft_compute_sample_grad = vmap(ft_compute_grad, in_dims=(None, None, 0, 0))
ft_per_sample_grads = ft_compute_sample_grad(params, buffers, data, targets)
[k for k in ft_per_sample_grads]
ft_per_sample_grads["fc2.bias"]
ft_per_sample_grads["conv1.weight"].shape
all(torch.allclose(per_sample_grad, ft_per_sample_grad, atol=3e-3, rtol=1e-5)
    for per_sample_grad, ft_per_sample_grad in zip(per_sample_grads, ft_per_sample_grads.values()))
max((a - b).abs().max().item() for a, b in zip(per_sample_grads, ft_per_sample_grads.values()))


# Model ensembling.
class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(12, 8)
        self.fc2 = nn.Linear(8, 4)

    def forward(self, x):
        x = x.flatten(1)
        x = F.relu(self.fc1(x))
        return self.fc2(x)


num_models = 3
minibatches = torch.randn(num_models, 5, 3, 4)
models = [MLP() for _ in range(num_models)]
minibatch = minibatches[0]
predictions_diff_minibatch_loop = [model(minibatch) for model, minibatch in zip(models, minibatches)]
predictions2 = [model(minibatch) for model in models]
params, buffers = stack_module_state(models)
sorted(params.keys())
params["fc1.weight"].shape, params["fc1.weight"].requires_grad, params["fc1.weight"].is_leaf
base_model = copy.deepcopy(models[0])


def fmodel(params, buffers, x):
    return functional_call(base_model, (params, buffers), (x,))


predictions1_vmap = vmap(fmodel)(params, buffers, minibatches)
predictions1_vmap.shape
torch.allclose(predictions1_vmap, torch.stack(predictions_diff_minibatch_loop), atol=1e-3, rtol=1e-5)
predictions2_vmap = vmap(fmodel, in_dims=(0, 0, None))(params, buffers, minibatch)
torch.allclose(predictions2_vmap, torch.stack(predictions2), atol=1e-3, rtol=1e-5)
predictions2_vmap.detach()

# Batched Jacobians and Hessians.
D = 4
weight = torch.randn(D, D)
bias = torch.randn(D)
xs = torch.randn(3, D)


def predict(weight, bias, x):
    return F.linear(x, weight, bias).tanh()


compute_batch_jacobian = vmap(jacrev(predict, argnums=2), in_dims=(None, None, 0))
batch_jacobian0 = compute_batch_jacobian(weight, bias, xs)
batch_jacobian0.shape
batch_jacobian1 = vmap(jacfwd(predict, argnums=2), in_dims=(None, None, 0))(weight, bias, xs)
torch.allclose(batch_jacobian0, batch_jacobian1)
batch_jacobian0
hess = vmap(hessian(lambda x: predict(weight, bias, x).sum()))(xs)
hess.shape
hess[1]
unit_vectors = torch.eye(D)
_, vjp_fn = vjp(lambda x: predict(weight, bias, x), xs[0])
ft_jacobian, = vmap(vjp_fn)(unit_vectors)
torch.allclose(ft_jacobian, batch_jacobian0[0])

# The empirical NTK of a small net.
net = MLP()
net_params = {k: v.detach() for k, v in net.named_parameters()}


def fnet_single(params, x):
    return functional_call(net, params, (x.unsqueeze(0),)).squeeze(0)


x_train = torch.randn(3, 3, 4)
x_test = torch.randn(2, 3, 4)


def empirical_ntk_jacobian_contraction(fnet_single, params, x1, x2):
    jac1 = vmap(jacrev(fnet_single), (None, 0))(params, x1)
    jac1 = jac1.values()
    jac1 = [j.flatten(2) for j in jac1]
    jac2 = vmap(jacrev(fnet_single), (None, 0))(params, x2)
    jac2 = jac2.values()
    jac2 = [j.flatten(2) for j in jac2]
    result = torch.stack([torch.einsum('Naf,Mbf->NMab', j1, j2) for j1, j2 in zip(jac1, jac2)])
    return result.sum(0)


ntk = empirical_ntk_jacobian_contraction(fnet_single, net_params, x_train, x_test)
ntk.shape
ntk[0, 1]

# randomness='same': every entry sees one draw; the generator moves on by one draw.
torch.manual_seed(3)
same = vmap(lambda a: a + torch.randn(4), randomness="same")(torch.zeros(3, 4))
same
torch.equal(same[0], same[2])
torch.randn(2)
torch.manual_seed(3)
drop = vmap(lambda a: F.dropout(a, 0.5), randomness="same")(torch.ones(3, 6))
drop
torch.rand(1)
