import torch
import torch.nn.functional as F
# A spatial transformer: affine_grid turns a batch of 2x3 matrices into sampling points,
# grid_sample reads the image at them.
theta = torch.tensor([[[0.8, -0.3, 0.1], [0.2, 0.9, -0.2]],
                      [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0]]], requires_grad=True)
grid = F.affine_grid(theta, [2, 3, 4, 5], align_corners=False)
grid[0, :, :, 0]
grid[1, 0]
grid.grad_fn
grid.shape, grid.stride()
grid.sum().backward()
theta.grad
F.affine_grid(theta.detach(), (2, 1, 3, 3), align_corners=True)[0]
F.affine_grid(theta.detach().double(), torch.Size([2, 1, 2, 3]), align_corners=True).dtype
img = torch.arange(2 * 3 * 4 * 5, dtype=torch.float32).reshape(2, 3, 4, 5).sin().requires_grad_()
out = F.grid_sample(img, grid, align_corners=False)
out[0, 0]
out.grad_fn
out.shape, out.stride()
out.sum().backward()
img.grad[0, 0]
theta.grad
# Points outside the image, with each padding mode and both corner conventions.
pts = torch.tensor([[[[-1.0, -1.0], [1.0, 1.0], [0.3, -0.7], [1.4, 0.2], [-1.3, 1.7], [0.05, 0.55]]]], requires_grad=True)
small = torch.arange(12.0).reshape(1, 1, 3, 4).mul(0.5).requires_grad_()
outs, image_grads, point_grads = [], [], []
for mode in ["bilinear", "nearest", "bicubic"]:
    for pad in ["zeros", "border", "reflection"]:
        for ac in [True, False]:
            r = F.grid_sample(small, pts, mode=mode, padding_mode=pad, align_corners=ac)
            small.grad = None
            pts.grad = None
            (r * torch.arange(1.0, 7.0)).sum().backward()
            outs.append(r.detach().flatten())
            image_grads.append(small.grad.flatten())
            point_grads.append(pts.grad.flatten())
torch.stack(outs)
torch.stack(image_grads)
torch.stack(point_grads)
F.grid_sample(small, pts, mode="nearest", align_corners=True)
F.grid_sample(small.detach().double(), pts.detach().double(), mode="bicubic", padding_mode="border", align_corners=False)
# Nearest rounds halves to even.
half = torch.tensor([[[[-0.5, 0.0], [0.0, 0.0], [0.5, 0.0]]]])
F.grid_sample(torch.arange(5.0).reshape(1, 1, 1, 5), half, mode="nearest", align_corners=True)
# A channels-last image, a transposed grid: the result is contiguous.
cl = F.grid_sample(img.detach().to(memory_format=torch.channels_last), grid.detach().transpose(1, 2), align_corners=True)
cl.stride()
cl[1, 2]
F.grid_sample(torch.ones(0, 2, 3, 3), torch.zeros(0, 2, 2, 2), align_corners=False).shape
try:
    F.grid_sample(img, grid, mode="area", align_corners=False)
except ValueError as e:
    m1 = str(e)
m1
try:
    F.grid_sample(img, grid, padding_mode="circular", align_corners=False)
except ValueError as e:
    m2 = str(e)
m2
try:
    F.grid_sample(img, grid[:1], align_corners=False)
except RuntimeError as e:
    m3 = str(e)
m3
try:
    F.grid_sample(img, grid[..., :1], align_corners=False)
except RuntimeError as e:
    m4 = str(e)
m4
try:
    F.grid_sample(img, grid.double(), align_corners=False)
except RuntimeError as e:
    m5 = str(e)
m5
try:
    F.grid_sample(img, grid[:, 0], align_corners=False)
except RuntimeError as e:
    m6 = str(e)
m6
try:
    F.grid_sample(img.long(), grid, align_corners=False)
except NotImplementedError as e:
    m7 = str(e)
m7
try:
    F.grid_sample(torch.ones(2, 3, 0, 5), grid, align_corners=False)
except RuntimeError as e:
    m8 = str(e)
m8
try:
    F.affine_grid(theta, [2, 3, 4], align_corners=False)
except NotImplementedError as e:
    m9 = str(e)
m9
try:
    F.affine_grid(theta[0], [2, 3, 4, 5], align_corners=False)
except ValueError as e:
    m10 = str(e)
m10
try:
    F.affine_grid(theta.long(), [2, 3, 4, 5], align_corners=False)
except ValueError as e:
    m11 = str(e)
m11
try:
    F.affine_grid(theta, [2, 3, 0, 5], align_corners=False)
except ValueError as e:
    m12 = str(e)
m12
try:
    F.affine_grid(theta, [2, 3, 4, 5, 6], align_corners=False)
except ValueError as e:
    m13 = str(e)
m13
