# Pool arguments PyTorch refuses: a zero or negative stride (named per kernel dim), and
# integer types the average pools do not take (int64 is fine).
import torch
import torch.nn.functional as F
def att(f):
    try:
        r = f()
        return (str(r.dtype), r.shape) if r is not None else "ok"
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
x = torch.arange(16).reshape(1, 1, 4, 4)
att(lambda: F.avg_pool2d(x, 2))
att(lambda: F.avg_pool2d(x.int(), 2))
att(lambda: F.avg_pool1d(x[0].int(), 2))
att(lambda: F.avg_pool1d(x[0], 2))
att(lambda: F.avg_pool3d(x.int().unsqueeze(0), 1))
att(lambda: F.avg_pool3d(x.unsqueeze(0), 1))
att(lambda: F.avg_pool2d(x.float(), 2, stride=0))
att(lambda: F.avg_pool1d(x[0].float(), 2, stride=0))
att(lambda: F.avg_pool3d(x.float().unsqueeze(0), 1, stride=0))
att(lambda: F.max_pool2d(x.float(), 2, stride=0))
att(lambda: F.lp_pool2d(x.float(), 2, 2, stride=0))
att(lambda: F.avg_pool2d(x.short(), 2))
att(lambda: F.avg_pool2d(x.to(torch.uint8), 2))
x = torch.arange(64, dtype=torch.int32).reshape(1, 1, 4, 4, 4)
def att(f):
    try:
        r = f()
        return "ok" if r is None else r
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
att(lambda: F.lp_pool3d(x, 2, 2))
att(lambda: F.lp_pool2d(x[0], 2, 2))
att(lambda: F.lp_pool1d(x[0, 0], 2, 2))
att(lambda: F.lp_pool3d(x.float(), 2, 2, stride=0))
y = torch.ones(1, 1, 4, 4)
att(lambda: F.avg_pool2d(y, 2, stride=-1))
att(lambda: F.max_pool2d(y, 2, stride=(1, -2)))
att(lambda: F.avg_pool1d(y[0], 2, stride=-1))
att(lambda: F.max_pool1d(y[0], 2, stride=0))
att(lambda: F.max_pool1d(y[0], 2, stride=-3))
att(lambda: F.avg_pool3d(y[None], 1, stride=-1))
att(lambda: F.max_pool3d(y[None], 1, stride=0))
att(lambda: F.avg_pool2d(y.int(), 2, stride=0))
att(lambda: F.avg_pool2d(y.bool(), 2))
att(lambda: F.avg_pool3d(y[None].long(), 1))
att(lambda: F.avg_pool2d(y.half(), 2))
att(lambda: F.conv2d(y, torch.ones(1, 1, 1, 1), stride=0))
