import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
nn.Dropout2d(0.5)(torch.ones(2, 4))
F.dropout2d(torch.ones(2, 3, 2, 2), 0.5)
F.dropout2d(torch.ones(3, 2, 2), 0.5)
F.dropout1d(torch.ones(2, 3, 4), 0.5)
F.dropout1d(torch.ones(3, 4), 0.5)
F.dropout3d(torch.ones(2, 2, 1, 2, 2), 0.5)
F.dropout3d(torch.ones(2, 1, 2, 2), 0.5)
nn.Dropout1d(0.3)
nn.Dropout3d(0.2, inplace=True)
F.dropout2d(torch.ones(2, 3), 0.5, training=False)
x = torch.ones(2, 3, 2)
y = F.dropout2d(x, 0.0)
y is x
try:
    F.dropout1d(torch.ones(5))
except RuntimeError as e:
    m1 = str(e)
m1
try:
    F.dropout2d(torch.ones(5))
except RuntimeError as e:
    m2 = str(e)
m2
try:
    nn.Dropout3d(1.5)
except ValueError as e:
    m3 = str(e)
m3
F.dropout2d(torch.ones(2, 2, 2), 1.0)
z = torch.ones(2, 3, 2, 2)
r = F.dropout2d(z, 0.5, inplace=True)
r is z
z
class Net(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(4, 6)
        self.dropout2 = nn.Dropout2d(0.5)
        self.fc2 = nn.Linear(6, 2)
    def forward(self, x):
        x = torch.relu(self.fc1(x))
        x = self.dropout2(x)
        return self.fc2(x)
net = Net()
out = net(torch.randn(3, 4))
out
out.sum().backward()
net.fc1.weight.grad
