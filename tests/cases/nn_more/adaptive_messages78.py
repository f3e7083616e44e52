# Adaptive pooling's Python wrapper (_list_with_default) checks the input's rank against a
# sequence output_size before the op checks the sequence's length.
import torch
import torch.nn.functional as F
x3 = torch.arange(32.).reshape(2, 4, 4)
F.adaptive_max_pool2d(x3, (2, 2, 2))
F.adaptive_avg_pool2d(x3, [2, 2, 2])
F.adaptive_avg_pool2d(x3, torch.Size([2, 2, 2]))
F.adaptive_max_pool2d(x3.unsqueeze(0), (2, 2, 2))
F.adaptive_avg_pool3d(x3, (1, 2, 2))
F.adaptive_max_pool3d(x3.unsqueeze(0).unsqueeze(0), (2, 2))
F.adaptive_avg_pool2d(x3, (None, 2))
F.adaptive_max_pool2d(x3, (3, None), return_indices=True)
F.adaptive_avg_pool1d(x3, (2, 2))
F.adaptive_max_pool1d(x3[0, 0], (2,))
F.adaptive_avg_pool1d(x3.unsqueeze(0), (2, 2))
F.adaptive_max_pool1d(x3, (2, 2, 2))
F.adaptive_avg_pool3d(x3.unsqueeze(0).unsqueeze(0), (2, 2))
