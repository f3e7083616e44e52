import torch
import torch.nn.functional as F

x = torch.arange(2 * 3 * 4 * 4, dtype=torch.float32).mul(0.731).sin().reshape(2, 3, 4, 4)
def err(f):
    try:
        f()
        return "no error"
    except Exception as e:
        return type(e).__name__, str(e)
err(lambda: F.interpolate(x, scale_factor=2, size=3))
err(lambda: F.interpolate(x))
err(lambda: F.interpolate(x, scale_factor=2, align_corners=True))
err(lambda: F.interpolate(x, scale_factor=2, mode='linear'))
err(lambda: F.interpolate(x[0], scale_factor=2, mode='bilinear'))
err(lambda: F.interpolate(x, scale_factor=2, mode='foo'))
err(lambda: F.interpolate(x, size=(3,)))
err(lambda: F.interpolate(x, size=(3, 4, 5)))
err(lambda: F.interpolate(x, scale_factor=(2, 2, 2)))
err(lambda: F.interpolate(x, size=0))
err(lambda: F.interpolate(x, scale_factor=0.1))
err(lambda: F.interpolate(x[0, 0], scale_factor=2))
err(lambda: F.interpolate(x, size=3, recompute_scale_factor=True))
err(lambda: F.interpolate(x, scale_factor=2, antialias=True))
err(lambda: F.interpolate(x.long(), scale_factor=2))
err(lambda: F.interpolate(x.long(), scale_factor=2, mode='bilinear'))
