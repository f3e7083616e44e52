# A complete training loop, as the official tutorials write it: a Dataset, a DataLoader that
# shuffles, an nn.Sequential model, an optimizer and a learning-rate schedule.
import torch
from torch import nn
from torch.utils.data import DataLoader, TensorDataset, random_split

torch.manual_seed(0)
# A toy regression problem: y = 3x0 - 2x1 + 1, with a little noise.
X = torch.randn(200, 2)
y = (3 * X[:, 0] - 2 * X[:, 1] + 1 + 0.1 * torch.randn(200)).unsqueeze(1)
dataset = TensorDataset(X, y)
train_set, val_set = random_split(dataset, [160, 40])
train_loader = DataLoader(train_set, batch_size=32, shuffle=True)
val_loader = DataLoader(val_set, batch_size=40)
len(train_loader), len(val_loader)

model = nn.Sequential(nn.Linear(2, 16), nn.ReLU(), nn.Linear(16, 1))
model
loss_fn = nn.MSELoss()
optimizer = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
scheduler = torch.optim.lr_scheduler.StepLR(optimizer, step_size=5, gamma=0.5)

history = []
for epoch in range(12):
    model.train()
    for xb, yb in train_loader:
        optimizer.zero_grad()
        loss = loss_fn(model(xb), yb)
        loss.backward()
        optimizer.step()
    scheduler.step()
    model.eval()
    with torch.no_grad():
        val_loss = sum(loss_fn(model(xb), yb).item() for xb, yb in val_loader)
    history.append(round(val_loss, 4))
history
scheduler.get_last_lr()
model[0].weight.shape, model[0].weight.stride()
model[2].bias
