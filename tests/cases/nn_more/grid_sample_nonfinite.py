import torch
import torch.nn.functional as F
# Non-finite grid points: NaN counts as -1 under border and reflection padding.
x1 = torch.arange(20.).reshape(1, 1, 4, 5) / 10 + 1
gn = torch.tensor([[[[float('nan'), 0.], [float('inf'), 0.], [0., float('nan')], [float('-inf'), 0.5]]]])
rows = []
for mode in ['bilinear', 'nearest', 'bicubic']:
    for pad in ['zeros', 'border', 'reflection']:
        for ac in [False, True]:
            rows.append((mode, pad, ac, F.grid_sample(x1, gn, mode=mode, padding_mode=pad, align_corners=ac).flatten().tolist()))
[str(r) for r in rows]
