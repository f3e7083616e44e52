import torch
x = torch.tensor([1., 2., 3.])
class R:
    def __radd__(self, o):
        return 'radd'
    def __eq__(self, o):
        return 'eq'
    def __gt__(self, o):
        return 'gt'
r = R()
x + r
x.__add__(r)
x.__eq__(r)
x.__lt__(r)
y = x.clone()
y += r
y
z = x.clone()
z -= r
