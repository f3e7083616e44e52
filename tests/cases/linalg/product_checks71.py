# The checks of the matrix products as PyTorch words them: mm's, bmm's and addmv's own
# dtype messages (through @ on every rank pair), the bool kernels' names, and matmul's fold
# of a batch whose leading dims chain up once dims of size 1 are left out.
import torch
L = torch.ones(3, 3, dtype=torch.long)
f = torch.ones(3)
L @ f
torch.ones(3, 3) @ torch.ones(3, dtype=torch.long)
torch.ones(3, 3).half() @ torch.ones(3)
torch.ones(3) @ L
torch.ones(3) @ torch.ones(3).double()
torch.ones(2, 3) @ torch.ones(3, 2).double()
torch.ones(2, 2, 3) @ torch.ones(2, 3, 2).double()
torch.ones(2, 2, 3) @ torch.ones(3, 2).double()
torch.ones(2, 3) @ torch.ones(2, 3, 2).double()
torch.ones(2, 2, 3) @ torch.ones(3).double()
torch.ones(3) @ torch.ones(2, 3, 2).double()
torch.bmm(torch.ones(2, 2, 3), torch.ones(2, 3, 2).double())
torch.mm(torch.ones(2, 3), torch.ones(3, 2).double())
torch.mv(torch.ones(2, 3), torch.ones(3).double())
torch.dot(torch.ones(3), torch.ones(3).double())
torch.tensor([True, False]) @ torch.tensor([True, True])
torch.ones(2, 2, dtype=torch.bool) @ torch.ones(2, 2, dtype=torch.bool)
torch.ones(2, 2, dtype=torch.bool) @ torch.ones(2, dtype=torch.bool)
torch.ones(2, 2, 2, dtype=torch.bool) @ torch.ones(2, 2, 2, dtype=torch.bool)
torch.ones(1, 18, 4).transpose(1, 2) @ torch.ones(8, 3)
torch.ones(2, 18, 4) @ torch.ones(8, 3)
torch.ones(2, 4, 18) @ torch.ones(8, 3)
torch.ones(1, 4, 18) @ torch.ones(8, 3)
torch.ones(4, 18) @ torch.ones(2, 8, 3)
torch.ones(3, 4, 18) @ torch.ones(2, 8, 3)
torch.matmul(torch.ones(2, 3, dtype=torch.int32), torch.ones(3, 2, dtype=torch.int32))
torch.ones(4, 3, dtype=torch.long) @ torch.ones(2, 3, 2)
torch.ones(2, 3, dtype=torch.long) @ torch.ones(3)
