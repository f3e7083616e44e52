import numpy as np
import torch
torch.Tensor(np.array(2)).shape
torch.Tensor(np.array(2, dtype=np.int32)).shape
torch.Tensor(np.array(2.5)).shape
torch.Tensor(np.array(2), np.array(3)).shape
torch.LongTensor(np.array(3)).shape
torch.Tensor(a=1) if False else None
