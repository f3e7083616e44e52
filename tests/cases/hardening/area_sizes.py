import torch
import torch.nn.functional as F
def attempt(f):
    try:
        r = f()
        return tuple(r.shape)
    except Exception as e:
        return (type(e).__name__, str(e).split('\n')[0][:110])
x = torch.ones(1, 1, 2, 2)
attempt(lambda: F.interpolate(x, scale_factor=float('inf'), mode='area'))
attempt(lambda: F.interpolate(torch.ones(1, 2, 3), scale_factor=float('nan'), mode='area'))
attempt(lambda: F.interpolate(x, scale_factor=1e30, mode='area'))
attempt(lambda: F.interpolate(x, scale_factor=3, mode='area'))
'survived'
