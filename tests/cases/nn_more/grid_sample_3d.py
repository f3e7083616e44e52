import torch
import torch.nn.functional as F
# Volumes: affine_grid with 3x4 matrices and trilinear or nearest sampling.
theta = torch.tensor([[[0.9, 0.1, 0.0, 0.1], [-0.2, 1.1, 0.1, 0.0], [0.0, 0.3, 0.8, -0.2]]], requires_grad=True)
grid = F.affine_grid(theta, [1, 2, 3, 4, 5], align_corners=False)
grid.shape, grid.stride()
grid[0, 1, 2]
grid.grad_fn
vol = torch.arange(2 * 3 * 4 * 5, dtype=torch.float32).reshape(1, 2, 3, 4, 5).sin().requires_grad_()
out = F.grid_sample(vol, grid, align_corners=False)
out[0, 1, 1]
out.grad_fn
out.shape, out.stride()
(out * torch.arange(120.0).reshape(1, 2, 3, 4, 5).cos()).sum().backward()
vol.grad[0, 0, 1]
theta.grad
pts = torch.tensor([[[[[-1.0, -1.0, -1.0], [1.0, 1.0, 1.0], [0.3, -0.7, 0.2], [1.4, 0.2, -1.2], [-1.3, 1.7, 0.5]]]]], requires_grad=True)
small = torch.arange(24.0).reshape(1, 1, 2, 3, 4).mul(0.5).requires_grad_()
outs, image_grads, point_grads = [], [], []
for mode in ["bilinear", "nearest"]:
    for pad in ["zeros", "border", "reflection"]:
        for ac in [True, False]:
            r = F.grid_sample(small, pts, mode=mode, padding_mode=pad, align_corners=ac)
            small.grad = None
            pts.grad = None
            (r * torch.arange(1.0, 6.0)).sum().backward()
            outs.append(r.detach().flatten())
            image_grads.append(small.grad.flatten())
            point_grads.append(pts.grad.flatten())
torch.stack(outs)
torch.stack(image_grads)
torch.stack(point_grads)
try:
    F.grid_sample(vol, grid[..., :2], align_corners=False)
except RuntimeError as e:
    m2 = str(e)
m2
try:
    F.affine_grid(theta, [1, 2, 3, 4], align_corners=False)
except ValueError as e:
    m3 = str(e)
m3
