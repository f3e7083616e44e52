import torch
import torch.nn as nn
[c.__name__ for c in nn.ConvTranspose2d.__mro__]
isinstance(nn.ConvTranspose1d(1,1,1), nn.modules.conv._ConvTransposeNd)
