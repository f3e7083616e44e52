# Hostile shapes and dtypes through matmul's fold (stop 39): empty and 1-sized batches, a
# transposed batched right operand, integer products, nested isinstance tuples, huge sizes.
import torch
torch.ones(0, 3, 4) @ torch.ones(4, 5)
(torch.ones(2, 0, 4, requires_grad=True) @ torch.ones(4)).shape
torch.ones(3, 2, 0) @ torch.ones(0, 5)
torch.ones(1, 1, 1, 1, 1, 1, 1, 3) @ torch.ones(3, 2, requires_grad=True)
torch.ones(2, 3) @ torch.ones(7, 3, 4).transpose(0, 1)
torch.ones(3, dtype=torch.long) @ torch.ones(2, 3, 4, dtype=torch.long)
torch.ones(2, 3, dtype=torch.int32) @ torch.ones(4, 3, 5)
isinstance(1, ((((int,),),),))
isinstance(1, ())
issubclass(3, int)
torch.empty(2**63)
torch.zeros(2**31, 2**31, 2, dtype=torch.bool)
