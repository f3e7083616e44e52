# ATen's once-per-process warnings of two ops written in Python here: index_reduce is in
# beta (given after its argument checks), and torch.cross without dim is deprecated (given
# before it looks for a dimension of size 3, which it takes from the input alone).
import torch
import warnings

x = torch.ones(2, 3)
recording = warnings.catch_warnings(record=True)
ws = recording.__enter__()
warnings.simplefilter('always')
try:
    x.index_reduce(1, torch.tensor([0, 1]), torch.ones(2, 2), 'sum')
except RuntimeError as e:
    str(e)
len(ws)
x.index_reduce(1, torch.tensor([0, 2]), torch.full((2, 2), 3.), 'prod')
x.index_reduce_(0, torch.tensor([1]), torch.full((1, 3), 2.), 'amax', include_self=False)
x
[(w.category.__name__, str(w.message)) for w in ws]
torch.ones(3).cross(torch.ones(3))
torch.tensor([[1., 0., 0.], [0., 1., 0.]]).cross(torch.tensor([[0., 1., 0.], [0., 0., 1.]]))
torch.cross(torch.eye(3), torch.ones(3, 3))
torch.ones(3).cross(torch.ones(3), dim=0)
len(ws)
str(ws[-1].message)
try:
    torch.ones(2).cross(torch.ones(2))
except RuntimeError as e:
    str(e)
try:
    torch.cross(torch.ones(2, 3), torch.ones(3, 2))
except RuntimeError as e:
    str(e)
try:
    torch.cross(torch.ones(2, 2), torch.ones(3, 3))
except RuntimeError as e:
    str(e)
len(ws)

recording.__exit__(None, None, None)
