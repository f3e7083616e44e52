# ModuleList, ModuleDict, ParameterList and ParameterDict as tutorials build models with them:
# an MLP whose hidden layers come from a loop, activations chosen by name, and learnable
# scalars kept in parameter containers, all seen by parameters() and state_dict().
import torch
import torch.nn as nn

torch.manual_seed(0)


class MLP(nn.Module):
    def __init__(self, sizes, activation="relu"):
        super().__init__()
        self.layers = nn.ModuleList()
        for i in range(len(sizes) - 1):
            self.layers.append(nn.Linear(sizes[i], sizes[i + 1]))
        self.acts = nn.ModuleDict({
            "relu": nn.ReLU(),
            "tanh": nn.Tanh(),
            "gelu": nn.GELU(),
        })
        self.activation = activation
        self.scales = nn.ParameterList([nn.Parameter(torch.ones(1)) for _ in self.layers])
        self.extra = nn.ParameterDict({"shift": nn.Parameter(torch.zeros(sizes[-1]))})

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = layer(x) * self.scales[i]
            if i < len(self.layers) - 1:
                x = self.acts[self.activation](x)
        return x + self.extra["shift"]


net = MLP([3, 5, 5, 2])
repr(net)
len(net.layers)
[name for name, _ in net.named_parameters()]
list(net.state_dict().keys())
sum(p.numel() for p in net.parameters())
x = torch.randn(4, 3)
net(x)
net.activation = "tanh"
net(x)
"gelu" in net.acts
"elu" in net.acts
list(net.acts)
list(net.acts.keys())
[type(m).__name__ for m in net.acts.values()]
[(k, type(m).__name__) for k, m in net.acts.items()]

# ModuleList behaves as a list of registered modules
blocks = nn.ModuleList([nn.Linear(2, 2) for _ in range(3)])
repr(blocks)
blocks.append(nn.ReLU())
blocks.extend([nn.Tanh(), nn.Tanh()])
blocks.insert(1, nn.Sigmoid())
repr(blocks)
len(blocks)
repr(blocks[0])
repr(blocks[-1])
repr(blocks[1:4])
type(blocks[1:4]).__name__
[type(b).__name__ for b in blocks]
blocks[0] = nn.Identity()
repr(blocks[0])
repr(blocks.pop(1))
repr(blocks)
repr(blocks + nn.ModuleList([nn.GELU()]))
repr(nn.ModuleList())
[name for name, _ in blocks.named_parameters()]
blocks[7]
blocks.extend(5)
blocks(torch.ones(2))

# ModuleDict: update from a dict or pairs, pop, clear
heads = nn.ModuleDict()
heads["cls"] = nn.Linear(4, 3)
heads.update({"reg": nn.Linear(4, 1)})
heads.update([("aux", nn.Linear(4, 2))])
repr(heads)
len(heads)
list(heads)
[name for name, _ in heads.named_parameters()]
repr(heads.pop("aux"))
list(heads)
heads["missing"]
heads.update(3)
heads.update([("a", nn.ReLU(), 1)])
heads.clear()
len(heads)
repr(heads)

# ParameterList / ParameterDict turn tensors into Parameters
plist = nn.ParameterList([nn.Parameter(torch.ones(2, 3)), torch.zeros(4)])
plist.append(torch.ones(1, dtype=torch.float64))
repr(plist)
len(plist)
isinstance(plist[1], nn.Parameter)
plist[1]
[p.shape for p in plist]
[name for name, _ in plist.named_parameters()]
repr(plist[0:2])
plist(1)
pdict = nn.ParameterDict({"b": nn.Parameter(torch.ones(2)), "a": torch.zeros(3)})
pdict["c"] = torch.ones(1)
repr(pdict)
list(pdict)
len(pdict)
"a" in pdict
[name for name, _ in pdict.named_parameters()]
pdict.pop("b").shape
list(pdict.keys())
[k for k, v in pdict.items()]
pdict[0]
