# trace of an adjacency or confusion matrix: ATen's trace kernel has the numeric types, the
# 16-bit floats and complex, and no bool, limited unsigned or float8 one, which it reports
# before it looks at the shape.
import torch
adj = torch.tensor([[True, False, True], [False, True, False], [True, True, False]])
adj.trace()
adj.long().trace()
torch.trace(adj.to(torch.uint8))
torch.trace(torch.ones(2, 2, 2, dtype=torch.bool))
conf = torch.tensor([[5, 1], [2, 7]], dtype=torch.int8)
conf.trace()
torch.tensor([[1.5, 2.0], [3.0, 4.0]], dtype=torch.float16).trace()
torch.tensor([[1.5, 2.0], [3.0, 4.0]], dtype=torch.bfloat16).trace()
torch.tensor([[1, 2], [3, 4]], dtype=torch.uint16).trace()
torch.ones(2, 2, dtype=torch.uint32).trace()
torch.zeros(2, 2, dtype=torch.float8_e4m3fn).trace()
torch.ones(2, 2, 2).trace()
