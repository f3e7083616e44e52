# F.multilabel_margin_loss / nn.MultiLabelMarginLoss, with the documentation's example:
# targets are class indices up to the first -1.
import torch
import torch.nn as nn
import torch.nn.functional as F
loss = nn.MultiLabelMarginLoss()
loss
x = torch.tensor([[0.1, 0.2, 0.4, 0.8]], requires_grad=True)
y = torch.tensor([[3, 0, -1, 1]])
out = loss(x, y)
out
out.backward()
x.grad
nn.MultiLabelMarginLoss(reduction='none')(x, y)
nn.MultiLabelMarginLoss(reduction='sum')(x, y)
F.multilabel_margin_loss(torch.tensor([0.1, 0.2, 0.4, 0.8]), torch.tensor([3, 0, -1, 1]))
F.multilabel_margin_loss(torch.tensor([0.1, 0.2, 0.4, 0.8]), torch.tensor([3, 0, -1, 1]), reduction='none')
F.multilabel_margin_loss(torch.tensor([[0.1, 0.2], [0.4, 0.8]]), torch.tensor([[1, 1], [-1, 0]]), reduction='none')
X = torch.arange(15.).pow(2).reshape(3, 5).sin().requires_grad_()
Y = torch.tensor([[0, 4, -1, 2, 2], [1, 2, 3, 4, 0], [-1, 0, 0, 0, 0]])
F.multilabel_margin_loss(X, Y, reduction='none')
l = F.multilabel_margin_loss(X, Y)
l, l.grad_fn
l.backward()
X.grad
F.multilabel_margin_loss(X.double(), Y, reduction='sum')
F.multilabel_margin_loss(torch.tensor(0.5), torch.tensor(0))
F.multilabel_margin_loss(torch.tensor([[1., 2.]]), torch.tensor([[-1, 0]]))
F.multilabel_margin_loss(X, Y, size_average=False)
F.multilabel_margin_loss(torch.ones(2, 3), torch.ones(2, 3))
F.multilabel_margin_loss(torch.ones(2, 3), torch.ones(2, 4, dtype=torch.long))
F.multilabel_margin_loss(torch.ones(2, 3), torch.tensor([[5, -1, 0], [0, 1, 2]]))
F.multilabel_margin_loss(torch.ones(2, 3, 4), torch.ones(2, 3, 4, dtype=torch.long))
F.multilabel_margin_loss(torch.ones(3, dtype=torch.long), torch.ones(3, dtype=torch.long))
F.multilabel_margin_loss(X, Y, reduction='avg')
