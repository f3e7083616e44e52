import torch
from torch import nn
import torch.nn.utils.prune as prune
import torch.nn.functional as F
# The official Pruning Tutorial's LeNet, pruned step by step.
torch.manual_seed(0)
class LeNet(nn.Module):
    def __init__(self):
        super(LeNet, self).__init__()
        # 1 input image channel, 6 output channels, 5x5 square conv kernel
        self.conv1 = nn.Conv2d(1, 6, 5)
        self.conv2 = nn.Conv2d(6, 16, 5)
        self.fc1 = nn.Linear(16 * 5 * 5, 120)
        self.fc2 = nn.Linear(120, 84)
        self.fc3 = nn.Linear(84, 10)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.conv1(x)), (2, 2))
        x = F.max_pool2d(F.relu(self.conv2(x)), 2)
        x = x.view(-1, int(x.nelement() / x.shape[0]))
        x = F.relu(self.fc1(x))
        x = F.relu(self.fc2(x))
        x = self.fc3(x)
        return x

model = LeNet()
module = model.conv1
[name for name, _ in module.named_parameters()]
[name for name, _ in module.named_buffers()]
prune.is_pruned(model)
prune.random_unstructured(module, name="weight", amount=0.3)
[name for name, _ in module.named_parameters()]
[name for name, _ in module.named_buffers()]
module.weight_mask
module.weight
module.weight_orig
module.weight is module.weight_orig
int((module.weight_mask == 0).sum())
list(module._forward_pre_hooks.keys())
[type(h).__name__ for h in module._forward_pre_hooks.values()]
repr(module._forward_pre_hooks[0]).split(" at ")[0]
prune.is_pruned(model)
prune.l1_unstructured(module, name="bias", amount=3)
[name for name, _ in module.named_parameters()]
[name for name, _ in module.named_buffers()]
module.bias
module.bias_mask
[(k, type(h).__name__, h._tensor_name) for k, h in module._forward_pre_hooks.items()]
# Iterative pruning: a second method on the same tensor makes a PruningContainer.
prune.ln_structured(module, name="weight", amount=0.5, n=2, dim=0)
module.weight
module.weight_mask.sum(dim=(1, 2, 3))
for hook in module._forward_pre_hooks.values():
    if hook._tensor_name == "weight":
        break
type(hook).__name__
[type(m).__name__ for m in hook]
len(hook)
hook[1].n, hook[1].dim, hook[1].amount
hook._pruning_methods[0].amount
list(model.state_dict().keys())
# Removing the re-parametrization makes the pruning permanent.
prune.remove(module, "weight")
[name for name, _ in module.named_parameters()]
[name for name, _ in module.named_buffers()]
type(module.weight).__name__
module.weight
module.weight.grad_fn
list(module._forward_pre_hooks.keys())
# Pruning many parameters of a model.
new_model = LeNet()
for name, module in new_model.named_modules():
    if isinstance(module, torch.nn.Conv2d):
        prune.l1_unstructured(module, name="weight", amount=0.2)
    elif isinstance(module, torch.nn.Linear):
        prune.l1_unstructured(module, name="weight", amount=0.4)
list(dict(new_model.named_buffers()).keys())
# Global pruning.
model = LeNet()
parameters_to_prune = (
    (model.conv1, "weight"),
    (model.conv2, "weight"),
    (model.fc1, "weight"),
    (model.fc2, "weight"),
    (model.fc3, "weight"),
)
prune.global_unstructured(parameters_to_prune, pruning_method=prune.L1Unstructured, amount=0.2)
"Sparsity in conv1.weight: {:.2f}%".format(100. * float(torch.sum(model.conv1.weight == 0)) / float(model.conv1.weight.nelement()))
"Sparsity in conv2.weight: {:.2f}%".format(100. * float(torch.sum(model.conv2.weight == 0)) / float(model.conv2.weight.nelement()))
"Sparsity in fc1.weight: {:.2f}%".format(100. * float(torch.sum(model.fc1.weight == 0)) / float(model.fc1.weight.nelement()))
"Sparsity in fc2.weight: {:.2f}%".format(100. * float(torch.sum(model.fc2.weight == 0)) / float(model.fc2.weight.nelement()))
"Sparsity in fc3.weight: {:.2f}%".format(100. * float(torch.sum(model.fc3.weight == 0)) / float(model.fc3.weight.nelement()))
"Global sparsity: {:.2f}%".format(100. * float(torch.sum(model.conv1.weight == 0) + torch.sum(model.conv2.weight == 0) + torch.sum(model.fc1.weight == 0) + torch.sum(model.fc2.weight == 0) + torch.sum(model.fc3.weight == 0)) / float(model.conv1.weight.nelement() + model.conv2.weight.nelement() + model.fc1.weight.nelement() + model.fc2.weight.nelement() + model.fc3.weight.nelement()))
model.fc3.weight_mask
# A forward pass recomputes each pruned weight from weight_orig and weight_mask.
out = model(torch.randn(2, 1, 32, 32))
out
out.grad_fn
model.fc3.weight.grad_fn
out.sum().backward()
model.fc3.weight_orig.grad
model.fc3.bias.grad
# Extending torch.nn.utils.prune with a method of your own.
class FooBarPruningMethod(prune.BasePruningMethod):
    """Prune every other entry in a tensor
    """
    PRUNING_TYPE = 'unstructured'

    def compute_mask(self, t, default_mask):
        mask = default_mask.clone()
        mask.view(-1)[::2] = 0
        return mask

def foobar_unstructured(module, name):
    FooBarPruningMethod.apply(module, name)
    return module

model = LeNet()
foobar_unstructured(model.fc3, name='bias')
model.fc3.bias_mask
model.fc3.bias
